"""The port between the application and whatever shows its output: Discord (cogs.transport),
the offline demo (bot.ops.demo.FileTransport) and the tests (recording transports)."""

from __future__ import annotations

from typing import Protocol

from pydantic import BaseModel, Field

from bot.core.models import GameInfo


class BoardPost(BaseModel):
    """A new public message in the game's thread: text, the public board image and the
    persistent buttons ("Play my turn", ...) armed for ``game.version``."""

    game: GameInfo
    content: str  # Discord markdown; mentions as <@id> only for mention_user_ids
    mention_user_ids: list[int] = Field(default_factory=list)
    image: bytes | None = None  # PNG, built from player_view(state, None) only
    image_name: str = "board.png"
    #: a second, cropped picture of where the phase's action happened, when the whole board is
    #: not readable on a phone (render.render_detail); posted beside the board
    detail: bytes | None = None
    detail_name: str = "close-up.png"
    #: each picture's description (Discord's attachment ``description``, its alt text: at most
    #: 1,024 characters, the game's language; bot/app/alttext.py), None for none
    image_description: str | None = None
    detail_description: str | None = None
    final: bool = False  # the game is over: no play buttons
    #: the game page's address (bot/web/, AGORA_WEB_URL, the server's pages on): an "Open board"
    #: link button; None for none
    link: str | None = None


class Transport(Protocol):
    async def post_board(self, post: BoardPost) -> int | None:
        """Post the message; returns its message id when there is one."""

    async def edit_turn(self, game: GameInfo, message_id: int, content: str) -> bool:
        """Replace the content of the turn message ``message_id`` (a board post of this game)
        with ``content`` (at most 2000 characters), keeping its picture and buttons and pinging
        nobody; False when the message cannot be edited (deleted...): the app posts anew."""

    async def post_text(self, game: GameInfo, content: str, mention_user_ids: list[int]) -> None:
        """A plain public message in the game's thread (reminders, timeouts, lobby changes)."""

    async def send_private(self, game: GameInfo, user_id: int, content: str) -> bool:
        """A private message (DM) to one player; False if it could not be delivered."""
