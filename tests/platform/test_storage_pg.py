"""The PostgreSQL storage (bot/storage/postgres.py): what the SQLite-only tests of test_storage.py check
about migrations and the log, and what only several processes on one server can break: two
storages (two bot processes) racing for one version, one interaction id, one migration."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest

from bot.settings import Settings
from bot.storage import open_storage
from bot.storage.postgres import PG_MIGRATIONS, PgStorage
from bot.storage.sqlite import DuplicateInteraction, SchemaTooNew, Storage
from tests.platform.helpers import T0
from tests.platform.test_storage import _commit, _game


def test_the_migrations_have_the_same_versions_as_sqlite():
    from bot.storage.sqlite import MIGRATIONS

    assert [v for v, _ in PG_MIGRATIONS] == [v for v, _ in MIGRATIONS]


def test_settings_tell_the_back_ends_apart():
    pg = Settings(_env_file=None, database="postgresql://u@h:5432/db")
    assert pg.is_postgres and pg.database == "postgresql://u@h:5432/db"
    for text, path in (("agora.sqlite3", Path("agora.sqlite3")), ("sqlite:///x/a.db", Path("x/a.db")),
                       ("sqlite:////abs/a.db", Path("/abs/a.db"))):
        s = Settings(_env_file=None, database=text)
        assert not s.is_postgres and s.database == path


def test_shard_settings():
    assert Settings(_env_file=None).own_shards is None
    assert Settings(_env_file=None, shard_count=3).own_shards == (3, (0, 1, 2))
    assert Settings(_env_file=None, shard_count=4, shard_ids="1,3").own_shards == (4, (1, 3))
    for bad in ({"shard_ids": "0"}, {"shard_count": 2, "shard_ids": "2"}, {"shard_count": 2, "shard_ids": "1,1"}):
        with pytest.raises(ValueError):
            Settings(_env_file=None, **bad)


async def test_open_storage_picks_the_back_end(pg_database, tmp_path):
    s = await open_storage(pg_database)
    assert isinstance(s, PgStorage) and s.backend == "postgresql"
    await s.close()
    s = await open_storage(f"sqlite:///{tmp_path}/a.sqlite3")
    assert type(s) is Storage and (tmp_path / "a.sqlite3").exists()
    await s.close()


async def test_fresh_schema_reopen_and_forward_migration(pg_database):
    s = await PgStorage.open(pg_database)
    assert await s.schema_version() == PG_MIGRATIONS[-1][0]
    gid = await _game(s)
    await s.close()
    newer = PG_MIGRATIONS + [(PG_MIGRATIONS[-1][0] + 1, ["ALTER TABLE games ADD COLUMN note TEXT NOT NULL DEFAULT 'x'"])]
    s = await PgStorage.open(pg_database, migrations=newer)
    assert await s.schema_version() == newer[-1][0]
    assert [tuple(r) for r in await s._fetchall("SELECT note FROM games WHERE id = $1", (gid,))] == [("x",)]
    await s.close()
    with pytest.raises(SchemaTooNew):
        await PgStorage.open(pg_database)


async def test_failed_migration_rolls_back(pg_database):
    await (await PgStorage.open(pg_database)).close()
    broken = PG_MIGRATIONS + [(PG_MIGRATIONS[-1][0] + 1, ["CREATE TABLE extra (x INTEGER)", "NOT SQL"])]
    with pytest.raises(asyncpg.PostgresSyntaxError):
        await PgStorage.open(pg_database, migrations=broken)
    s = await PgStorage.open(pg_database)
    assert await s.schema_version() == PG_MIGRATIONS[-1][0]
    assert await s._fetchall("SELECT to_regclass('extra') AS t") == [(None,)]
    await s.close()


async def test_processes_starting_together_migrate_once(pg_database):
    storages = await asyncio.gather(*(PgStorage.open(pg_database) for _ in range(4)))
    assert {await s.schema_version() for s in storages} == {PG_MIGRATIONS[-1][0]}
    for s in storages:
        await s.close()


async def test_truncate_of_the_log_is_refused(pg_database):
    s = await PgStorage.open(pg_database)
    try:
        gid = await _game(s)
        await s.update_game(gid, 0, now=T0, status="active", state="{}")
        assert await _commit(s, gid, 1)
        with pytest.raises(asyncpg.IntegrityConstraintViolationError, match="append-only"):
            async with s._tx() as con:
                await con.execute("TRUNCATE actions CASCADE")
        assert await s.count_actions(gid) == 1
    finally:
        await s.close()


async def test_two_processes_racing_for_one_version_apply_once(pg_database):
    a, b = await PgStorage.open(pg_database), await PgStorage.open(pg_database)
    try:
        gid = await _game(a)
        await a.update_game(gid, 0, now=T0, status="active", state="{}", deadline=T0 + 10)
        for version in range(1, 21):
            results = await asyncio.gather(
                _commit(a, gid, version, state=f'{{"a": {version}}}'),
                _commit(b, gid, version, state=f'{{"b": {version}}}'),
            )
            assert sorted(results) == [False, True]
        assert [x.seq for x in await b.actions(gid)] == list(range(1, 21))
        assert (await a.get_game(gid)).version == 21
        # one interaction id from two processes: applied once, the other told so
        outcomes = await asyncio.gather(
            _commit(a, gid, 21, interaction_id=5), _commit(b, gid, 21, interaction_id=5), return_exceptions=True
        )
        assert outcomes.count(True) == 1 and all(o is False or o is True or isinstance(o, DuplicateInteraction)
                                                 for o in outcomes)
        with pytest.raises(DuplicateInteraction):
            await _commit(b, gid, 22, interaction_id=5)
        assert await a.count_actions(gid) == 21
        # a reminder from two processes goes out once
        assert sorted(await asyncio.gather(a.mark_reminder_sent(gid, 22, 1), b.mark_reminder_sent(gid, 22, 1))) == [
            False, True
        ]
    finally:
        await a.close()
        await b.close()


async def test_timers_of_shards(database):
    s = await open_storage(database)
    try:
        ids = {}
        for guild in (0, 1 << 22, 2 << 22, 5 << 22, None):
            gid = await s.create_game(engine="toy", guild_id=guild, channel_id=1, host_id=1, host_name="A",
                                      schema_version=1, seed=1, options={}, now=T0)
            await s.update_game(gid, 0, now=T0, status="active", state="{}", deadline=T0 + gid)
            ids[guild] = gid
        assert [t[0] for t in await s.timers_of_shards(3, (2,))] == [ids[2 << 22], ids[5 << 22]]
        assert [t[0] for t in await s.timers_of_shards(3, (0, 1))] == [ids[0], ids[1 << 22], ids[None]]
        assert sorted(t[0] for t in await s.timers_of_shards(1, (0,))) == sorted(t[0] for t in await s.timers())
        assert await s.unpublished_games_of_shards(3, (1,)) == [ids[1 << 22]]
    finally:
        await s.close()


async def test_user_prefs_and_turn_message(database):
    from bot.storage.sqlite import UserPrefs

    st = await open_storage(database)
    try:
        assert await st.user_prefs(7) == UserPrefs(user_id=7)
        await st.set_user_prefs(UserPrefs(user_id=7, locale="it", mentions=False, reminder_hours=[12, 1]), now=1.0)
        await st.set_user_prefs(UserPrefs(user_id=7, locale="it", mentions=False, reminder_hours=[12.0, 1.0]), now=2.0)
        got = await st.user_prefs(7)
        assert (got.locale, got.mentions, got.private_messages, got.reminder_hours) == ("it", False, True, [12.0, 1.0])
        both = await st.users_prefs([7, 8, 7])
        assert set(both) == {7, 8} and both[8].locale is None and both[7].locale == "it"
        assert await st.users_prefs([]) == {}
        gid = await _game(st)
        assert await st.turn_message(gid) is None
        await st.set_turn_message(gid, 2**62)
        assert await st.turn_message(gid) == 2**62
        assert await st.turn_message(gid + 1) is None
    finally:
        await st.close()


def test_every_storage_method_is_portable_or_has_its_postgres_version():
    """PgStorage subclasses Storage: a method it inherits runs on a pool, so it must be written
    once (bot.storage.portable: ``?`` SQL through ``_query`` / ``_run`` / ``_portable_tx``), never on
    SQLite's connection, its lock, its dialect's raw helpers or aiosqlite.  Every other method
    is overridden."""
    import inspect
    import re

    sqlite_only = re.compile(r"self\._db\b|self\._lock\b|aiosqlite|self\._fetchall\(|self\._write\(|self\._tx\(|sqlite_master")
    inherited = [
        name for name, member in inspect.getmembers(Storage, inspect.isfunction)
        if not name.startswith("__") and name not in PgStorage.__dict__
        # the bridges from ``?`` SQL to the back end's raw helpers; SQLite's helper of
        # schema_version (which PgStorage overrides)
        and name not in ("_query", "_run", "_portable_tx", "_schema_version")
    ]
    assert "get_game" in inherited and "update_game" in inherited  # the shared queries
    leaking = [name for name in inherited if sqlite_only.search(inspect.getsource(getattr(Storage, name)))]
    # the raw helpers themselves are the back ends' own
    for own in ("_tx", "_fetchall", "_write", "_migrate", "schema_version", "open", "close", "_append_action"):
        assert own in PgStorage.__dict__, own
    assert leaking == [], f"PgStorage inherits SQLite-only code: {leaking}"


async def test_the_shared_queries_answer_alike_on_both_back_ends(database):
    """The queries written once (bot.storage.portable) whose SQL has parts per back end (``_any``,
    ``_greatest``) or optional filters: games by status and channel, the published version that
    never goes back, finished games by guild and engine, the seat list replaced."""
    s = await open_storage(database)
    try:
        a = await _game(s)
        b = await s.create_game(engine="other", guild_id=9, channel_id=3, host_id=12, host_name="Bob",
                                schema_version=1, seed=1, options={}, now=T0 + 1)
        assert b > a and [g.id for g in await s.games(statuses=("lobby",))] == [a, b]
        assert await s.games(statuses=()) == []
        assert await s.set_thread(a, 77, T0 + 2) and not await s.set_thread(b + 1, 77, T0 + 2)
        assert [g.id for g in await s.games(channel_id=77)] == [a] and [g.id for g in await s.games(channel_id=3)] == [b]
        assert await s.update_game(a, 0, now=T0 + 3, status="active", state="{}", deadline=T0 + 50,
                                   seats=[(11, "Alice"), (13, "Cy")])
        assert [(r.seat, r.user_id, r.name) for r in await s.seats(a)] == [(0, 11, "Alice"), (1, 13, "Cy")]
        assert [g.id for g in await s.games(statuses=("active", "finished"))] == [a]
        await s.set_published(a, 1, (5, 6))
        await s.set_published(a, 0)  # never goes back
        row = await s.get_game(a)
        assert row is not None and (row.published_version, row.board_message_id, row.deadline) == (1, 5, T0 + 50)
        assert await s.turn_message(a) == 6
        assert await s.update_game(b, 0, now=T0 + 4, status="active", state="{}")
        assert await s.update_game(a, 1, now=T0 + 5, status="finished", deadline=None)
        assert await s.update_game(b, 1, now=T0 + 6, status="finished")
        assert [g[0] for g in await s.finished_games()] == [a, b]
        assert await s.finished_games(guild_id=9) == [(b, 9, "other", T0 + 6)]
        assert [g[0] for g in await s.finished_games(engine="toy")] == [a]
        assert await s.finished_games(guild_id=9, engine="toy") == []
    finally:
        await s.close()
