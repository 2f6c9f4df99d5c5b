"""Plain data the service hands to the Discord layer and the demo (no discord, no SQL here)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

import i18n
from engines.base import Outcome, Prompt
from engines.text import Text

#: the languages a game's public messages can be in (``games.options["language"]``)
GAME_LANGUAGES = ("en", "it")


class SeatInfo(BaseModel):
    seat: int
    user_id: int
    name: str  # display name at join time (or when the seat changed hands)
    #: the seat conceded: the automatic player decides for it until the end
    conceded: bool = False
    #: an automatic seat's level ("standard", "strong"; bot/features/autoseats.py); None: a person
    level: str | None = None


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
    #: time (bot/features/timekeeping.py): the host paused the game (no deadline while paused); the
    #: version at which the current decision step began (names the decision of a "More time"
    #: button)
    paused: bool = False
    step_version: int = 0

    @property
    def lang(self) -> str:
        """The game's language ("en" / "it"): its public lines, board picture and lobby use it
        (``options["language"]``, chosen at ``/agora new``; English for older games)."""
        value = self.options.get("language")
        return value if value in GAME_LANGUAGES else i18n.DEFAULT_LOCALE

    @property
    def names(self) -> dict[int, str]:
        """Seat -> display name (fills the ``{pN}`` placeholders of texts)."""
        return {s.seat: s.name for s in self.seats}

    def render(self, text: Text | None, lang: str | None = None) -> str:
        """``text`` in ``lang`` (default: the game's language) with the seats' names."""
        return i18n.render(text, lang or self.lang, self.names)

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

    ``public_lines``: log lines for the channel, unrendered texts (messages with seats as ``{pN}``;
    the app renders them in the game's language with :meth:`public`).  ``private_lines``: user
    id -> texts only that user may read, from private events only (rendered in the reader's
    language, :meth:`private`).  ``board``: a new public message is posted (it carries the Play
    button): a turn starts, a picture is due or the game ends; otherwise the lines go into the
    current turn's message, edited (one message per turn).  ``image``: the new message
    carries the public board picture (engines post the picture at their own moments, see
    ``Engine.board_moment``).  ``mention_user_ids``: the players whose turn starts with this
    change (a turn is the run of decisions one seat makes in one phase, see
    ``bot.service.turn_starts``): each is mentioned once per turn.
    """

    game: GameInfo
    public_lines: list[Text] = Field(default_factory=list)
    private_lines: dict[int, list[Text]] = Field(default_factory=dict)
    board: bool = True
    image: bool = True
    mention_user_ids: list[int] = Field(default_factory=list)
    #: seat -> deadlines it missed in a row, for the seats now open to a take-over
    #: (:mod:`bot.features.seats`): the app posts an offer with a "Take over" button for each
    offers: dict[int, int] = Field(default_factory=dict)
    #: an undo (bot.features.undo): the public texts of the move taken back, struck through in the turn
    #: message that shows them
    retracted: list[Text] = Field(default_factory=list)

    def public(self, lang: str | None = None) -> list[str]:
        """The public lines as read in ``lang`` (default: the game's language), names filled in."""
        return [self.game.render(t, lang) for t in self.public_lines]

    def private(self, user_id: int, lang: str | None = None) -> list[str]:
        """The private lines of ``user_id`` in ``lang`` (default: the game's language)."""
        return [self.game.render(t, lang) for t in self.private_lines.get(user_id, [])]
