"""Helpers of the game pages' tests: an open Agora over a SQLite file with seeded games of the
real engines, the pages' aiohttp application and a test client over it."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from bot.app import links
from bot.app.agora import Agora
from bot.core.models import GameInfo
from bot.storage.webstore import WebStore
from bot.web.server import make_app
from tests.platform.helpers import NAMES, FakeClock, RecordingTransport, make_settings

SECRET = "test-secret"
GUILD = 1
#: players and options of a seeded game of every game
GAMES: dict[str, tuple[int, dict[str, Any] | None]] = {
    "7wd": (2, None),
    "mare-nostrum": (3, {"expansion": "mythology"}),
    "antike": (3, None),
    "olympus": (2, None),
}


async def open_app(db_path: Path, clock: FakeClock | None = None) -> Agora:
    app = Agora(make_settings(db_path), RecordingTransport(), clock=clock or FakeClock())
    await app.open()
    return app


async def seeded(app: Agora, engine: str, *, seed: int = 5, moves: int = 6, names: list[str] | None = None,
                 guild: int | None = GUILD, web: bool = True) -> GameInfo:
    """A started game of ``engine`` (its GAMES players and options) with ``moves`` automatic
    moves played through the service; the server's pages on (``web``)."""
    players, options = GAMES[engine]
    names = names or NAMES
    service = app.service
    info = await service.create_game(engine, guild_id=guild, channel_id=10, host_id=1, host_name=names[0],
                                     options=options, seed=seed)
    for user in range(2, players + 1):
        await service.join(info.id, user, names[user - 1])
    info = (await service.start(info.id, 1)).game
    for _ in range(moves):
        info = await play_one(app, info.id, seed)
    if guild is not None:
        await WebStore(app.storage).set_web(guild, web, 0.0)
    return info


async def play_one(app: Agora, game_id: int, seed: int = 0) -> GameInfo:
    """One automatic move of the first seat to decide, made through the service."""
    info, engine, state = await app.service.public_state(game_id)
    seat = engine.prompt(state).seats[0]
    action = engine.dump_action(engine.auto_action(state, seat))
    return (await app.service.act(game_id, info.user_of(seat), action, info.version, None)).game


async def client(app: Agora, interval: float = 0.2) -> TestClient:
    web_app = make_app(app, SECRET, interval=interval)
    test_client = TestClient(TestServer(web_app))
    await test_client.start_server()
    return test_client


def path(game_id: int) -> str:
    return f"/g/{links.token(SECRET, game_id)}"


def rng(seed: int) -> random.Random:
    return random.Random(seed)
