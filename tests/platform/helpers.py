"""Helpers of the platform tests: a fake clock, a recording transport, toy lobbies."""

from __future__ import annotations

from pathlib import Path

from bot.app.transport import BoardPost
from bot.core.models import GameInfo
from bot.service import Service
from bot.settings import Settings

NAMES = ["Alice", "Bob", "Carol", "Dave"]
T0 = 1_700_000_000.0


class FakeClock:
    """Unix seconds that move only when told."""

    def __init__(self, t: float = T0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


class RecordingTransport:
    """Records every post, edit and private message; board message ids are 9001, 9002..."""

    def __init__(self) -> None:
        self.boards: list[BoardPost] = []
        self.texts: list[tuple[int, str, list[int]]] = []
        self.private: list[tuple[int, str]] = []
        self.edits: list[tuple[int, str]] = []  # (message id, new content)

    async def post_board(self, post: BoardPost) -> int | None:
        self.boards.append(post)
        return 9000 + len(self.boards)

    async def edit_turn(self, game: GameInfo, message_id: int, content: str) -> bool:
        self.edits.append((message_id, content))
        return True

    def content(self, message_id: int) -> str:
        """The current content of board message ``message_id`` (its last edit)."""
        for mid, text in reversed(self.edits):
            if mid == message_id:
                return text
        return self.boards[message_id - 9001].content

    async def post_text(self, game: GameInfo, content: str, mention_user_ids: list[int]) -> None:
        self.texts.append((game.id, content, list(mention_user_ids)))

    async def send_private(self, game: GameInfo, user_id: int, content: str) -> bool:
        self.private.append((user_id, content))
        return True


def make_settings(db_path: Path, reminders=(12.0, 1.0)) -> Settings:
    return Settings(_env_file=None, database=db_path, turn_deadline_hours=24, reminders_hours=reminders)


async def lobby(service: Service, players: int = 2, seed: int = 7, options: dict | None = None) -> GameInfo:
    """A toy lobby with ``players`` seated (users 1..n, names Alice, Bob...)."""
    info = await service.create_game(
        "toy", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0], options=options, seed=seed
    )
    for user in range(2, players + 1):
        info = await service.join(info.id, user, NAMES[user - 1])
    return info


async def started(service: Service, players: int = 2, seed: int = 7, options: dict | None = None) -> GameInfo:
    info = await lobby(service, players, seed, options)
    return (await service.start(info.id, 1)).game


async def until(predicate, timeout: float = 3.0) -> None:
    """Wait (polling the event loop) until ``predicate()`` is true; fail after ``timeout`` s."""
    import asyncio

    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not predicate():
        if loop.time() > end:
            raise AssertionError("condition not reached in time")
        await asyncio.sleep(0.01)


def render_toy(view, names: list[str] | None = None) -> bytes:
    """A test renderer for the toy engine: a PNG whose text is the view's JSON (so a test can
    read back what the renderer was given)."""
    import io

    from PIL import Image, PngImagePlugin

    info = PngImagePlugin.PngInfo()
    info.add_text("view", view.model_dump_json())
    buf = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(buf, format="PNG", pnginfo=info)
    return buf.getvalue()


def render_toy_lang(view, names: list[str] | None = None, lang: str = "en") -> bytes:
    """:func:`render_toy` of a renderer that takes the picture's language: the PNG's text
    ``lang`` says which one it was given."""
    import io

    from PIL import Image, PngImagePlugin

    info = PngImagePlugin.PngInfo()
    info.add_text("view", view.model_dump_json())
    info.add_text("lang", lang)
    buf = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(buf, format="PNG", pnginfo=info)
    return buf.getvalue()
