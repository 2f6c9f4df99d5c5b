"""Plain data the service hands to the Discord layer and the demo (no discord, no SQL here)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from engines.base import Outcome, Prompt


class SeatInfo(BaseModel):
    seat: int
    user_id: int
    name: str  # display name at join time


class GameInfo(BaseModel):
    """A game row as the outside world may see it (no state, no secrets)."""

    id: int
    engine: str
    title: str
    status: str  # "lobby" | "active" | "finished" | "abandoned"
    version: int
    host_id: int
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatInfo] = Field(default_factory=list)
    deadline: float | None = None  # unix seconds
    prompt: Prompt | None = None
    #: user ids of the seats in ``prompt.seats`` that still have to decide
    to_act: list[int] = Field(default_factory=list)
    outcome: Outcome | None = None

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id:
                return s.seat
        return None

    def user_of(self, seat: int) -> int | None:
        for s in self.seats:
            if s.seat == seat:
                return s.user_id
        return None


class Outbox(BaseModel):
    """What one committed change produces for the outside world.

    ``public_lines``: log lines for the channel (names substituted).  ``private_lines``: user id ->
    lines only that user may read (private events only).  ``board``: a new public message is
    posted (it carries the Play button): a turn starts, a picture is due or the game ends;
    otherwise the lines go into the current turn's message, edited (issue 7: one message per
    turn).  ``image``: the new message carries the public board picture (engines post the
    picture at their own moments, see ``Engine.board_moment``).  ``mention_user_ids``: the
    players whose turn starts with this change (a turn is the run of decisions one seat makes in
    one phase, see ``bot.service.turn_starts``): each is mentioned once per turn.
    """

    game: GameInfo
    public_lines: list[str] = Field(default_factory=list)
    private_lines: dict[int, list[str]] = Field(default_factory=dict)
    board: bool = True
    image: bool = True
    mention_user_ids: list[int] = Field(default_factory=list)
