"""The game pages' storage (bot/storage/webstore.py) on each back end, SQLite and PostgreSQL (the
``storage`` fixture runs every test on both): a server's switch, the links' secret kept once, and
the server page's games (its own, running newest first, ended most recent first, no lobby)."""

from __future__ import annotations

from bot.service import Service
from bot.storage.webstore import WebStore


async def _game(service: Service, guild: int, start: bool) -> int:
    info = await service.create_game("toy", guild_id=guild, channel_id=10, host_id=1, host_name="Alice", seed=5)
    await service.join(info.id, 2, "Bob")
    if start:
        await service.start(info.id, 1)
    return info.id


async def test_the_switch_is_off_until_turned_on_and_per_server(storage, clock):
    web = WebStore(storage)
    assert not await web.web_enabled(7) and not await web.web_enabled(None)
    await web.set_web(7, True, clock())
    assert await web.web_enabled(7) and not await web.web_enabled(8)
    await web.set_web(7, False, clock())
    assert not await web.web_enabled(7)


async def test_the_secret_is_made_once_and_kept(storage):
    web = WebStore(storage)
    first = await web.secret()
    assert len(first) == 64 and await web.secret() == first


async def test_the_server_page_lists_its_own_running_and_ended_games(storage, service: Service, clock):
    web = WebStore(storage)
    lobby = await _game(service, 7, start=False)
    older = await _game(service, 7, start=True)
    newer = await _game(service, 7, start=True)
    other = await _game(service, 8, start=True)
    clock.advance(60)
    await service.abandon(older, 1, is_admin=True)
    running, ended = await web.server_games(7)
    assert running == [newer] and ended == [older]
    assert lobby not in running + ended and other not in running + ended
    assert (await web.server_games(8))[0] == [other]
