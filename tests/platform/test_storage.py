"""The storage port: round trips, the compare-and-swap commit, the append-only log, migrations."""

from __future__ import annotations

import aiosqlite
import asyncpg
import pytest

from bot.storage.sqlite import MIGRATIONS, DuplicateInteraction, SchemaTooNew, Storage
from tests.platform.helpers import T0


async def _game(storage: Storage) -> int:
    return await storage.create_game(
        engine="toy", guild_id=1, channel_id=2, host_id=11, host_name="Alice",
        schema_version=1, seed=42, options={"deadline_hours": 2.0}, now=T0,
    )


async def _commit(storage: Storage, game_id: int, version: int, interaction_id: int | None = None, **kw) -> bool:
    args = dict(
        seat=0, user_id=11, action={"kind": "take", "n": 2}, events=[{"kind": "take", "text": "x", "to": None, "data": {}}],
        interaction_id=interaction_id, source="player", state='{"s": 1}', schema_version=1, status="active",
        deadline=T0 + 100, now=T0 + 1,
    )
    args.update(kw)
    return await storage.commit_action(game_id, version, **args)


@pytest.mark.parametrize("database", ["sqlite"], indirect=True)  # SQLite's own settings: no PostgreSQL case
async def test_pragmas(storage: Storage, db_path):
    assert storage.backend == "sqlite"
    async with aiosqlite.connect(db_path) as db:
        assert (await (await db.execute("PRAGMA journal_mode")).fetchone())[0] == "wal"
    assert (await storage._fetchall("PRAGMA foreign_keys"))[0][0] == 1
    assert (await storage._fetchall("PRAGMA busy_timeout"))[0][0] == 5000


async def test_game_round_trip(storage: Storage):
    gid = await _game(storage)
    row = await storage.get_game(gid)
    assert row is not None
    assert (row.engine, row.guild_id, row.channel_id, row.host_id, row.status, row.version) == ("toy", 1, 2, 11, "lobby", 0)
    assert (row.seed, row.options, row.state, row.deadline, row.created_at) == (42, {"deadline_hours": 2.0}, None, None, T0)
    assert [(s.seat, s.user_id, s.name) for s in await storage.seats(gid)] == [(0, 11, "Alice")]
    assert await storage.get_game(gid + 1) is None

    assert await storage.update_game(gid, 0, now=T0 + 1, seats=[(11, "Alice"), (12, "Bob")])
    assert await storage.update_game(
        gid, 1, now=T0 + 2, status="active", state='{"s": 0}', deadline=T0 + 50, seats=[(12, "Bob"), (11, "Alice")]
    )
    row = await storage.get_game(gid)
    assert (row.status, row.version, row.state, row.deadline, row.updated_at) == ("active", 2, '{"s": 0}', T0 + 50, T0 + 2)
    assert [(s.seat, s.user_id) for s in await storage.seats(gid)] == [(0, 12), (1, 11)]
    assert [r.id for r in await storage.games_with_deadline()] == [gid]
    assert [r.id for r in await storage.games(channel_id=2)] == [gid]
    assert await storage.games(channel_id=3) == []
    assert await storage.set_thread(gid, 3, T0 + 3)
    assert [r.id for r in await storage.games(channel_id=3, statuses=("active",))] == [gid]


async def test_update_game_is_compare_and_swap(storage: Storage):
    gid = await _game(storage)
    assert not await storage.update_game(gid, 5, now=T0, status="abandoned")
    row = await storage.get_game(gid)
    assert (row.status, row.version) == ("lobby", 0)


async def test_commit_action_is_one_compare_and_swap_transaction(storage: Storage):
    gid = await _game(storage)
    await storage.update_game(gid, 0, now=T0, status="active", state="{}", deadline=T0 + 10)
    assert await _commit(storage, gid, 1, interaction_id=777)
    row = await storage.get_game(gid)
    assert (row.version, row.state, row.deadline, row.reminders_sent) == (2, '{"s": 1}', T0 + 100, 0)
    [action] = await storage.actions(gid)
    assert (action.seq, action.seat, action.user_id, action.action, action.interaction_id, action.source) == (
        1, 0, 11, {"kind": "take", "n": 2}, 777, "player"
    )
    assert (await storage.action_by_interaction(777)).seq == 1

    # a stale version changes nothing
    assert not await _commit(storage, gid, 1, state='{"s": 2}')
    # a logged interaction id changes nothing either
    with pytest.raises(DuplicateInteraction):
        await _commit(storage, gid, 2, interaction_id=777, state='{"s": 3}')
    row = await storage.get_game(gid)
    assert (row.version, row.state) == (2, '{"s": 1}')
    assert await storage.count_actions(gid) == 1

    assert await _commit(storage, gid, 2, source="timeout", user_id=None, status="finished", deadline=None)
    assert [a.seq for a in await storage.actions(gid)] == [1, 2]
    row = await storage.get_game(gid)
    assert (row.status, row.deadline) == ("finished", None)
    # a finished game takes no more actions
    assert not await _commit(storage, gid, 3)


async def test_action_log_is_append_only(storage: Storage):
    gid = await _game(storage)
    await storage.update_game(gid, 0, now=T0, status="active", state="{}")
    assert await _commit(storage, gid, 1)
    for sql in ("UPDATE actions SET seat = 1", "DELETE FROM actions"):
        with pytest.raises((aiosqlite.IntegrityError, asyncpg.IntegrityConstraintViolationError), match="append-only"):
            async with storage._tx() as db:
                await db.execute(sql)
    assert await storage.count_actions(gid) == 1


async def test_reminder_mark_is_exactly_once(storage: Storage):
    gid = await _game(storage)
    await storage.update_game(gid, 0, now=T0, status="active", state="{}", deadline=T0 + 10)
    assert await storage.mark_reminder_sent(gid, 1, 1)
    assert not await storage.mark_reminder_sent(gid, 1, 1)
    assert not await storage.mark_reminder_sent(gid, 0, 2)  # an older version
    assert await storage.mark_reminder_sent(gid, 1, 2)
    assert not await storage.mark_reminder_sent(gid, 1, 1)  # an earlier one after a later one


async def test_fresh_database_gets_the_latest_schema_and_reopening_keeps_data(db_path):
    s = await Storage.open(db_path)
    assert await s.schema_version() == MIGRATIONS[-1][0]
    gid = await _game(s)
    await s.close()
    s = await Storage.open(db_path)  # no migration runs twice (CREATE TABLE would fail)
    assert (await s.get_game(gid)).seed == 42
    await s.close()


async def test_forward_migration_applies_to_an_older_database(db_path):
    s = await Storage.open(db_path)
    gid = await _game(s)
    await s.close()
    newer = MIGRATIONS + [(MIGRATIONS[-1][0] + 1, ["ALTER TABLE games ADD COLUMN note TEXT NOT NULL DEFAULT 'x'"])]
    s = await Storage.open(db_path, migrations=newer)
    assert await s.schema_version() == newer[-1][0]
    assert await s._fetchall("SELECT note FROM games WHERE id = ?", (gid,)) == [("x",)]
    await s.close()
    # the older code refuses the newer file rather than corrupting it
    with pytest.raises(SchemaTooNew):
        await Storage.open(db_path)


async def test_failed_migration_rolls_back(db_path):
    s = await Storage.open(db_path)
    await s.close()
    broken = MIGRATIONS + [(MIGRATIONS[-1][0] + 1, ["CREATE TABLE extra (x INTEGER)", "NOT SQL"])]
    with pytest.raises(aiosqlite.OperationalError):
        await Storage.open(db_path, migrations=broken)
    s = await Storage.open(db_path)
    assert await s.schema_version() == MIGRATIONS[-1][0]
    assert await s._fetchall("SELECT name FROM sqlite_master WHERE name = 'extra'") == []
    await s.close()


async def test_commit_within_a_step_keeps_its_deadline_and_reminders(storage: Storage):
    gid = await _game(storage)
    await storage.update_game(gid, 0, now=T0, status="active", state="{}", deadline=T0 + 10)
    assert await storage.mark_reminder_sent(gid, 1, 1)
    assert await _commit(storage, gid, 1, new_step=False, deadline=T0 + 999)
    row = await storage.get_game(gid)
    assert (row.version, row.step_version, row.deadline, row.reminders_sent) == (2, 1, T0 + 10, 1)
    assert await _commit(storage, gid, 2, deadline=T0 + 999)
    row = await storage.get_game(gid)
    assert (row.version, row.step_version, row.deadline, row.reminders_sent) == (3, 3, T0 + 999, 0)


async def test_user_prefs_default_store_and_batch(tmp_path) -> None:
    from bot.storage.sqlite import Storage, UserPrefs

    st = await Storage.open(tmp_path / "p.sqlite3")
    try:
        assert await st.user_prefs(7) == UserPrefs(user_id=7)
        await st.set_user_prefs(UserPrefs(user_id=7, locale="it", mentions=False, reminder_hours=[12, 1]), now=1.0)
        await st.set_user_prefs(UserPrefs(user_id=7, locale="it", mentions=False, reminder_hours=[12.0, 1.0]), now=2.0)
        got = await st.user_prefs(7)
        assert (got.locale, got.mentions, got.private_messages, got.reminder_hours) == ("it", False, True, [12.0, 1.0])
        both = await st.users_prefs([7, 8, 7])
        assert set(both) == {7, 8} and both[8].locale is None and both[7].locale == "it"
        assert await st.schema_version() == st.latest_schema >= 3  # step 3 (users) and any later one
    finally:
        await st.close()
