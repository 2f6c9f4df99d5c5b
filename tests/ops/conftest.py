"""Fixtures of the operations tests: a clean environment, settings, an app playing real games
between automatic players."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

import render
from bot.app.agora import Agora
from bot.settings import Settings
from tests.platform.helpers import RecordingTransport

#: shaped like a bot token (the first part encodes a user id); not a real one
FAKE_TOKEN = base64.urlsafe_b64encode(b"123456789012345678").decode().rstrip("=") + ".GaBcDe.Zx9" + "q" * 27
ENV = ("DISCORD_TOKEN", "AGORA_DEV_GUILD_ID", "AGORA_DATABASE", "AGORA_TURN_DEADLINE_HOURS",
       "AGORA_REMINDERS_HOURS", "AGORA_LOG_LEVEL", "AGORA_RENDER_PROCESSES", "AGORA_INTERACTION_RATE",
       "AGORA_INTERACTION_PER_SECONDS", "AGORA_SHARD_COUNT", "AGORA_SHARD_IDS")


@pytest.fixture
def no_env(monkeypatch, tmp_path: Path) -> Path:
    """No Agora variables, and a working folder without a .env file."""
    for name in ENV:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def no_images(monkeypatch):
    """Boards go without pictures (the tests here are about the platform, not drawing)."""
    monkeypatch.setattr(render, "RENDERERS", {})


def settings(db: Path, token: str | None = None) -> Settings:
    return Settings(_env_file=None, database=db, discord_token=token, reminders_hours=(12.0, 1.0))  # type: ignore[call-arg]


async def new_app(db: Path, token: str | None = None) -> tuple[Agora, RecordingTransport]:
    transport = RecordingTransport()
    app = Agora(settings(db, token), transport)
    await app.start()
    return app, transport


async def start_game(app: Agora, engine_id: str = "7wd", seed: int = 1, channel_id: int = 10) -> int:
    """A started game between users 1..n (the engine's minimum); its id."""
    import engines

    players = engines.get(engine_id).min_seats
    info = await app.service.create_game(engine_id, guild_id=1, channel_id=channel_id, host_id=1, host_name="Alice", seed=seed)
    for user in range(2, players + 1):
        await app.service.join(info.id, user, f"Player{user}")
    await app.start_game(info.id, 1)
    return info.id


async def auto_act(app: Agora, game_id: int) -> bool:
    """One automatic action in the game; False when it is over."""
    info, engine, state = await app.service.public_state(game_id)
    if info.status != "active":
        return False
    seat = engine.prompt(state).seats[0]
    user = info.user_of(seat)
    assert user is not None
    await app.act(game_id, user, engine.dump_action(engine.auto_action(state, seat)), info.version, None)
    return True
