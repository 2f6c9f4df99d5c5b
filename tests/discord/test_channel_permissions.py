"""``cogs.client.fetch_channel_permissions`` (used by ``agora doctor``): a real discord.py client
logs in and asks the harness's Discord (no network) for each channel, the server's roles, the
bot's member and the server's channels; discord.py resolves the permissions.  Then the doctor's
whole report over a real database whose games live in those channels."""

from __future__ import annotations

import functools

import discord
import pytest

from bot.ops import doctor
from bot.settings import Settings
from cogs.client import fetch_channel_permissions, intents
from tests.discord.conftest import ALICE, BOB, start_bot
from tests.discord.harness import CHANNEL_ID, GUILD_ID, OTHER_CHANNEL_ID, FakeDiscord
from tests.discord.test_flow import started_game

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.Zx9" + "q" * 27
ATTACH_FILES, EMBED_LINKS, SEND_IN_THREADS, VIEW_CHANNEL = 1 << 15, 1 << 14, 1 << 38, 1 << 10
CREATE_PUBLIC_THREADS = 1 << 35


def token_settings(tmp_path) -> Settings:
    return Settings(_env_file=None, database=tmp_path / "agora.sqlite3", discord_token=TOKEN)  # type: ignore[call-arg]


def fresh_client(fake: FakeDiscord, monkeypatch) -> discord.Client:
    client = discord.Client(intents=intents())
    fake.install(client, monkeypatch)
    return client


async def ask(fake: FakeDiscord, monkeypatch, tmp_path, channel_ids: list[int]) -> dict[int, list[str] | None]:
    client = fresh_client(fake, monkeypatch)
    facts = await fetch_channel_permissions(token_settings(tmp_path), channel_ids, client=client)
    assert client.is_closed()
    return facts


async def test_all_needed_permissions_present(tmp_path, monkeypatch):
    fake = FakeDiscord()
    assert await ask(fake, monkeypatch, tmp_path, [CHANNEL_ID]) == {CHANNEL_ID: []}
    paths = [r.path for r in fake.requests]
    assert paths[:2] == ["/users/@me", "/oauth2/applications/@me"]  # the token's own login
    assert "/guilds/{guild_id}/members/{member_id}" in paths and "/channels/{channel_id}" in paths


async def test_overwrites_are_resolved_per_channel(tmp_path, monkeypatch):
    fake = FakeDiscord()
    fake.deny(CHANNEL_ID, ATTACH_FILES | EMBED_LINKS)
    facts = await ask(fake, monkeypatch, tmp_path, [CHANNEL_ID, OTHER_CHANNEL_ID])
    assert facts == {CHANNEL_ID: ["Attach Files", "Embed Links"], OTHER_CHANNEL_ID: []}
    # the guild is fetched once for several channels of it
    fake2 = FakeDiscord()
    extra = fake2.next_id()
    fake2.channels[extra] = {**fake2.channels[CHANNEL_ID], "id": str(extra), "name": "more", "permission_overwrites": []}
    await ask(fake2, monkeypatch, tmp_path, [CHANNEL_ID, extra])
    assert [r.path for r in fake2.requests].count("/guilds/{guild_id}") == 1


async def test_everyone_overwrite_and_the_bot_role(tmp_path, monkeypatch):
    """A private channel: @everyone denied View Channel hides it from Agora too (an @everyone
    overwrite beats the role's own permissions), unless Agora's role is allowed in by an
    overwrite of its own."""
    fake = FakeDiscord()
    fake.deny(CHANNEL_ID, VIEW_CHANNEL, role_id=GUILD_ID)
    assert await ask(fake, monkeypatch, tmp_path, [CHANNEL_ID]) == {CHANNEL_ID: None}
    fake = FakeDiscord()
    fake.channels[CHANNEL_ID]["permission_overwrites"].append(
        {"id": str(GUILD_ID + 100), "type": 0, "allow": str(VIEW_CHANNEL), "deny": "0"}
    )
    fake.deny(CHANNEL_ID, VIEW_CHANNEL, role_id=GUILD_ID)
    assert (await ask(fake, monkeypatch, tmp_path, [CHANNEL_ID]))[CHANNEL_ID] == []


async def test_a_game_thread_has_its_parents_permissions(bot, tmp_path, monkeypatch):
    """The thread Start opened: Send Messages and Create Public Threads are not needed inside it;
    Send Messages in Threads is, and without it nothing can be attached or embedded there."""
    game_id, thread_id, _ = await started_game(bot)
    fake = bot.fake
    fake.deny(CHANNEL_ID, CREATE_PUBLIC_THREADS)  # needed for the lobby's channel, not inside the thread
    facts = await ask(fake, monkeypatch, tmp_path, [thread_id, CHANNEL_ID])
    assert facts == {thread_id: [], CHANNEL_ID: ["Create Public Threads"]}
    fake.deny(CHANNEL_ID, SEND_IN_THREADS)
    facts = await ask(fake, monkeypatch, tmp_path, [thread_id])
    assert facts[thread_id] == ["Send Messages in Threads", "Attach Files", "Embed Links"]


async def test_channels_the_bot_cannot_see(tmp_path, monkeypatch):
    fake = FakeDiscord()
    unknown = 900_000_000_000_000_999  # deleted: 404 Unknown Channel
    fake.fail("GET", "/channels/{channel_id}", 403, 50001, "Missing Access", channel_id=OTHER_CHANNEL_ID)
    facts = await ask(fake, monkeypatch, tmp_path, [CHANNEL_ID, unknown, OTHER_CHANNEL_ID])
    assert facts == {CHANNEL_ID: [], unknown: None, OTHER_CHANNEL_ID: None}
    # a server that no longer has the bot: its member is unknown
    fake = FakeDiscord()
    del fake.bot_roles[GUILD_ID]
    assert await ask(fake, monkeypatch, tmp_path, [CHANNEL_ID]) == {CHANNEL_ID: None}


async def test_a_refused_token_raises_and_closes(tmp_path, monkeypatch):
    fake = FakeDiscord()
    fake.fail("GET", "/users/@me", 401, 0, "401: Unauthorized")
    client = fresh_client(fake, monkeypatch)
    with pytest.raises(discord.LoginFailure):
        await fetch_channel_permissions(token_settings(tmp_path), [CHANNEL_ID], client=client)
    assert client.is_closed()
    with pytest.raises(ValueError):
        await fetch_channel_permissions(Settings(_env_file=None), [CHANNEL_ID])


async def test_agora_doctor_reports_what_discord_says(tmp_path, monkeypatch):
    """A database with a lobby in the channel and an active game in its thread; the doctor loads
    the fetcher by name and reports the thread's missing permission in plain words."""
    settings = token_settings(tmp_path)
    bot = await start_bot(settings.database, monkeypatch, settings=settings)
    fake = bot.fake
    try:
        game_id, thread_id, _ = await started_game(bot)
        lobby = await bot.app.service.create_game("toy", guild_id=GUILD_ID, channel_id=CHANNEL_ID, host_id=BOB.id, host_name="Bob")
    finally:
        await bot.client.close()
    assert doctor.load_fetcher() is fetch_channel_permissions
    fake.deny(CHANNEL_ID, ATTACH_FILES)
    fetcher = functools.partial(fetch_channel_permissions, client=fresh_client(fake, monkeypatch))
    found = await doctor.diagnose(settings, fetcher)
    perms = [f for f in found if f.check == "permissions"]
    texts = " | ".join(f.text for f in perms)
    assert [f.level for f in perms] == [doctor.PROBLEM, doctor.PROBLEM], texts
    assert f"In channel {thread_id} (game #{game_id}) Agora is missing: Attach Files" in texts
    assert f"In channel {CHANNEL_ID} (game #{lobby.id}) Agora is missing: Attach Files" in texts
    assert TOKEN not in doctor.report(found) and ALICE.name not in texts
