"""Fixtures of the Discord-surface tests: the toy engine as "toy", a real Agora app on a temporary
SQLite file, and a real discord.py client whose REST calls go to tests/discord/harness.py."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

import engines
from bot.app.agora import Agora
from bot.settings import Settings
from cogs.client import AgoraBot, build_client
from cogs.cooldown import InteractionCooldown
from tests.discord.harness import GUILD_ID, FakeDiscord, User

ALICE = User(101, "Alice")
BOB = User(102, "Bob")
CAROL = User(103, "Carol")
ADMIN = User(104, "Mod", permissions=1 << 5)  # Manage Server


@pytest.fixture(autouse=True)
def toy(monkeypatch):
    """Register the toy engine (tests/toy_engine.py) as "toy" for the duration of a test."""
    monkeypatch.setitem(engines.REGISTRY, "toy", "tests.toy_engine:ToyEngine")
    monkeypatch.setattr(engines, "_cache", {})
    return engines.get("toy")


def settings_for(db_path: Path) -> Settings:
    return Settings(_env_file=None, database=db_path, dev_guild_id=GUILD_ID, turn_deadline_hours=24)


@dataclass
class Bot:
    fake: FakeDiscord
    client: AgoraBot
    app: Agora


async def start_bot(
    db_path: Path, monkeypatch, fake: FakeDiscord | None = None, settings: Settings | None = None
) -> Bot:
    """A logged-in client (setup_hook ran: cog, dynamic items, app started, commands synced).
    ``settings``: given ones keep the cooldown they configure; by default it is off."""
    fake = fake or FakeDiscord()
    app = Agora(settings or settings_for(db_path))
    client = build_client(app, app.settings)
    if settings is None:
        # Tests click far faster than people: the per-user cooldown is off unless a test sets one
        # (tests/discord/test_cooldown.py, with its own clock or its own settings).
        client.cooldown = InteractionCooldown(rate=0)
    await fake.login(client, monkeypatch)
    fake.watch(app.storage, "storage")  # database reads and writes appear among the requests
    return Bot(fake, client, app)


@pytest.fixture
async def bot(tmp_path, monkeypatch):
    b = await start_bot(tmp_path / "agora.sqlite3", monkeypatch)
    yield b
    await b.client.close()
