"""Rules versions on the platform (issue 19, "Updates"; docs/architecture.md "Rules versions").

Two parts:

- Coin Grab with a rule fix (:class:`FixedToy`, rules version 2: taking 3 coins scores 4; version
  1 scored 3): a game set up and played under version 1, then continued by the code of version
  2, replays exactly (v1 rows under the old rule, v2 rows under the new one, the state upgraded
  where the log's version goes up), undo across the upgrade restores the un-upgraded state, and
  ``agora check`` finds it identical; a fix WITHOUT the version guard is caught by the check at
  the first action whose outcome it changes.  On both back ends.
- tests/fixtures/rules_v1.sqlite, a database written by rules version 1 of every engine (before
  the rule fixes of this round; tests/fixtures/make_rules_v1_db.py): checked, opened (the schema
  migrates), replayed and played on by the installed code, then checked again.  This test must
  keep passing whatever version the engines are at: that is its point.
"""

from __future__ import annotations

import asyncio
import json
import logging
import shutil
from pathlib import Path
from typing import Any, ClassVar

import pytest
from pydantic import BaseModel

import engines
from bot.app.agora import Agora
from bot.core.errors import GameNotActive
from bot.features import undo
from bot.ops import check
from bot.ops.migrate import migrate
from bot.service import Service
from bot.storage import open_storage
from engines.base import Event
from tests import postgres
from tests.platform.helpers import FakeClock, RecordingTransport, make_settings
from tests.toy_engine import Take, ToyEngine, ToyState

FIXTURE = Path(__file__).parents[1] / "fixtures" / "rules_v1.sqlite"


class FixedState(ToyState):
    rules: int = 2
    #: set by FixedToy.upgrade_rules: proves where the platform moved the game to version 2
    mended: bool = False


class FixedToy(ToyEngine):
    """Coin Grab after a rule fix: rules version 2 scores 4 for taking 3 coins (version 1
    scored 3; the old behaviour stays behind ``state.rules``), and the upgrade to 2 mends the
    state (``mended``)."""

    id: ClassVar[str] = "toy2"
    rules_version: ClassVar[int] = 2
    state_model: ClassVar[type[BaseModel]] = FixedState
    #: a test flips this to play the fix without its version guard
    guarded: ClassVar[bool] = True

    def setup(self, seats: int, options: dict[str, Any], seed: int) -> Any:
        return FixedState(**super().setup(seats, options, seed).model_dump())

    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]:
        new, events = super().apply(state, seat, action)
        if isinstance(action, Take) and action.n == 3 and (state.rules >= 2 or not self.guarded):
            new.scores[seat] += 1
            events.append(Event(kind="bonus", text=f"{{p{seat}}} scores a bonus coin."))
        return new, events

    def upgrade_rules(self, state: Any, to: int) -> Any:
        return self.with_rules(state.model_copy(update={"mended": True}), to)


@pytest.fixture
def toy2(monkeypatch):
    monkeypatch.setitem(engines.REGISTRY, "toy2", "tests.platform.test_rules_versions:FixedToy")
    monkeypatch.setattr(engines, "_cache", {})
    return engines.get("toy2")


async def _game(service: Service, seed: int = 3, engine: str = "toy2") -> int:
    info = await service.create_game(engine, guild_id=1, channel_id=10, host_id=1, host_name="Alice", seed=seed,
                                     options={"rounds": 3})
    await service.join(info.id, 2, "Bob")
    return (await service.start(info.id, 1)).game.id


async def _take(service: Service, game_id: int, n: int) -> Any:
    info = await service.info(game_id)
    return await service.act(game_id, info.to_act[0], {"kind": "take", "n": n}, info.version, None)


async def _replayed(service: Service, game_id: int) -> tuple[Any, Any]:
    """(the replay of the game's log from its start, its stored state)."""
    g = await service.load(game_id)
    state, _ = undo.replay(g.engine, undo.initial_state(g), await service.storage.actions(game_id))
    return state, g.state


async def test_a_game_played_across_a_rule_fix_replays_exactly_and_undoes_across_it(service, storage, database, toy2, monkeypatch):
    monkeypatch.setattr(FixedToy, "rules_version", 1)  # the code before the fix
    game_id = await _game(service)
    assert (await storage.get_game(game_id)).rules_version == 1
    await _take(service, game_id, 3)  # v1: scores 3
    await _take(service, game_id, 2)
    v1_scores = (await service.public_state(game_id))[2].scores
    assert sorted(v1_scores) == [2, 3]

    monkeypatch.setattr(FixedToy, "rules_version", 2)  # the update: installed code has the fix
    found = await check.check(database)
    assert [g.verdict for g in found.games] == [check.IDENTICAL], found.text()
    stored = (await service.public_state(game_id))[2]
    assert stored.rules == 1 and not stored.mended  # nothing moves before the next action
    # the bid step: both seal 0 (no bonus rule involved); then the next round's takes, under v2
    for user in (1, 2):
        info = await service.info(game_id)
        await service.act(game_id, user, {"kind": "bid", "amount": 0}, info.version, None)
    before = (await service.public_state(game_id))[2]
    assert before.rules == 2 and before.mended  # upgraded before the first v2 action
    mover = (await service.info(game_id)).to_act[0]
    moved = await _take(service, game_id, 3)
    after = (await service.public_state(game_id))[2]
    seat = (await service.info(game_id)).seat_of(mover)
    assert after.scores[seat] == before.scores[seat] + 4  # the fixed rule
    rows = await storage.actions(game_id)
    assert [r.rules for r in rows] == [1, 1, 2, 2, 2]
    assert (await storage.get_game(game_id)).rules_version == 1  # set up under 1, and stays so

    state, stored = await _replayed(service, game_id)
    assert toy2.dump_state(state) == toy2.dump_state(stored)
    # undo across the upgrade point: the first v2 take of the round is taken back; before it
    # the state was already upgraded (by the bids), so that undo restores an upgraded state
    back = await service.undo(game_id, mover, moved.game.version, None)
    assert (await service.public_state(game_id))[2] == before
    state, stored = await _replayed(service, game_id)
    assert toy2.dump_state(state) == toy2.dump_state(stored)
    assert back.game.version == moved.game.version + 1
    assert (await check.check(database)).ok


async def test_undo_of_the_action_that_upgraded_the_game_restores_the_old_rules(service, storage, database, toy2, monkeypatch):
    monkeypatch.setattr(FixedToy, "rules_version", 1)
    game_id = await _game(service, seed=5)
    await _take(service, game_id, 1)
    old = (await service.public_state(game_id))[2]
    monkeypatch.setattr(FixedToy, "rules_version", 2)
    mover = (await service.info(game_id)).to_act[0]
    moved = await _take(service, game_id, 3)  # the first action under v2: the upgrade point
    upgraded = (await service.public_state(game_id))[2]
    assert upgraded.rules == 2 and upgraded.mended
    assert await service.can_undo(game_id, mover)
    await service.undo(game_id, mover, moved.game.version, None)
    restored = (await service.public_state(game_id))[2]
    # the state before the upgraded action is the un-upgraded one, exactly
    assert restored == old and restored.rules == 1 and not restored.mended
    state, stored = await _replayed(service, game_id)
    assert toy2.dump_state(state) == toy2.dump_state(stored)
    await _take(service, game_id, 3)  # upgraded again, and scored by the new rule
    assert [r.rules for r in await storage.actions(game_id)] == [1, 2, 1, 2]
    state, stored = await _replayed(service, game_id)
    assert toy2.dump_state(state) == toy2.dump_state(stored) and stored.mended
    assert (await check.check(database)).ok


async def test_check_catches_a_fix_without_its_version_guard(service, storage, database, toy2, monkeypatch):
    monkeypatch.setattr(FixedToy, "rules_version", 1)
    game_id = await _game(service, seed=6)
    await _take(service, game_id, 1)
    await _take(service, game_id, 3)  # action 2: the one the unguarded fix scores differently
    monkeypatch.setattr(FixedToy, "rules_version", 2)
    monkeypatch.setattr(FixedToy, "guarded", False)
    found = await check.check(database)
    (game,) = found.games
    assert game.verdict == check.DIFFERS and game.action == 2, found.text()
    assert "differs from action 2 (kind 'take' by seat" in game.line()
    assert not found.ok and "1 differs" in found.summary()


async def test_a_log_of_a_newer_rules_version_cannot_be_loaded(service, storage, database, toy2, monkeypatch):
    game_id = await _game(service, seed=8)
    await _take(service, game_id, 2)
    monkeypatch.setattr(FixedToy, "rules_version", 1)  # an older Agora put back
    found = await check.check(database)
    assert [g.verdict for g in found.games] == [check.UNLOADABLE], found.text()
    assert "rules version 2; this Agora has version 1" in found.games[0].line()


async def test_check_changes_nothing_and_reports_a_missing_file(tmp_path: Path):
    with pytest.raises(check.CannotRead, match="There is no database"):
        await check.check(tmp_path / "none.sqlite3")
    assert not (tmp_path / "none.sqlite3").exists()
    copy = tmp_path / "v1.sqlite3"
    shutil.copy(FIXTURE, copy)
    data = copy.read_bytes()
    await check.check(copy)
    assert copy.read_bytes() == data  # not migrated, not written


def test_first_difference_names_the_path():
    assert check.first_difference({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]}) == "a[1].b (stored 3, replayed 2)"
    assert check.first_difference({"a": 1}, {"a": 1}) is None
    assert "2 items stored, 1 replayed" in check.first_difference([1], [1, 2])


# ---- start-up: a game the installed code cannot load is set aside --------------------------
async def test_a_game_that_cannot_be_loaded_is_set_aside_at_start_and_comes_back(database, clock: FakeClock, toy2, monkeypatch, caplog):
    transport = RecordingTransport()
    app = Agora(make_settings(database), transport, clock=clock)
    await app.start()
    good = await _game(app.service, seed=1, engine="toy")
    bad = await _game(app.service, seed=2)
    await app.service.set_thread(bad, 777)
    await _take(app.service, bad, 2)
    await app.close()

    monkeypatch.setattr(FixedToy, "rules_version", 1)  # this code cannot load version-2 games
    app = Agora(make_settings(database), transport, clock=clock)
    with caplog.at_level(logging.ERROR, logger="bot.app.agora"):
        await app.start()
    try:
        assert (await app.storage.get_game(bad)).set_aside is not None
        assert any(f"game {bad}" in r.getMessage() and "set aside" in r.getMessage() for r in caplog.records)
        assert [g.id for g in await app.service.active_games()] == [good]
        with pytest.raises(GameNotActive) as err:
            await app.service.info(bad)
        assert "set aside" in err.value.text("en")
        await app.republish_pending()  # the transport is ready: the notices go out, once
        notices = [t for g, t, _ in transport.texts if g == bad]
        assert notices == ["This game cannot be loaded by this version of Agora and is set aside; the server admin "
                           "has been told in the log. Nothing was deleted: the game goes on when a version of Agora "
                           "that can load it is running."]
        deadlines = {j for j in app.scheduler.job_ids() if j.startswith("deadline:")}
        assert deadlines == {f"deadline:{good}"}  # no timer for the game set aside
        await app.republish_pending()
        assert len([t for g, t, _ in transport.texts if g == bad]) == 1  # once
    finally:
        await app.close()
    monkeypatch.setattr(FixedToy, "rules_version", 2)  # the right code again: a restart retries
    app = Agora(make_settings(database), transport, clock=clock)
    await app.start()
    try:
        assert (await app.storage.get_game(bad)).set_aside is None
        assert {g.id for g in await app.service.active_games()} == {good, bad}
        assert f"deadline:{bad}" in app.scheduler.job_ids()
        await app.republish_pending()
        assert [t for g, t, _ in transport.texts if g == bad][-1].startswith("This game can be loaded again")
        await _take(app.service, bad, 1)  # it goes on
    finally:
        await app.close()


async def test_other_games_go_on_when_one_is_set_aside(database, clock: FakeClock, toy2):
    app = Agora(make_settings(database), RecordingTransport(), clock=clock)
    await app.start()
    good = await _game(app.service, seed=1)
    bad = await _game(app.service, seed=2)
    await app.close()
    storage = await open_storage(database)
    try:  # a state this code cannot read (a field of an unknown shape)
        row = await storage.get_game(bad)
        broken = json.loads(row.state)
        broken["scores"] = "lots"
        await storage._run("UPDATE games SET state = ? WHERE id = ?", (json.dumps(broken), bad))
    finally:
        await storage.close()
    app = Agora(make_settings(database), RecordingTransport(), clock=clock)
    await app.start()
    try:
        assert "ValidationError" in (await app.storage.get_game(bad)).set_aside
        await _take(app.service, good, 2)
        assert [g.id for g in await app.service.active_games()] == [good]
    finally:
        await app.close()
    found = await check.check(database)
    verdicts = {g.game_id: g for g in found.games}
    assert verdicts[good].verdict == check.IDENTICAL
    assert verdicts[bad].verdict == check.UNLOADABLE and "set aside" in verdicts[bad].line()


# ---- the database written by rules version 1 of every engine -------------------------------
async def _play_on(service: Service, game_id: int, steps: int) -> None:
    for n in range(steps):
        info, engine, state = await service.public_state(game_id)
        if info.status != "active":
            return
        if n == 2:  # a deadline passes: the automatic player's rows, under the new rules too
            await service.timeout(game_id, info.version)
            continue
        seat = engine.prompt(state).seats[0]
        await service.act(game_id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
async def test_the_rules_v1_database_is_checked_replayed_and_played_on(tmp_path: Path, backend: str):
    db: Any = tmp_path / "v1.sqlite3"
    shutil.copy(FIXTURE, db)
    found = await check.check(db)
    assert found.ok and len(found.games) == 6, found.text()
    if backend == "postgresql":  # the same games in PostgreSQL (agora migrate), checked there
        async with postgres.fresh_database() as url:
            await migrate(db, url)
            found = await check.check(url)
            assert found.ok and len(found.games) == 6, found.text()
            await _open_replay_play(url)
            found = await check.check(url)
            assert found.ok, found.text()
        return
    await _open_replay_play(db)
    found = await check.check(db)
    assert found.ok and len(found.games) == 6, found.text()


async def test_the_rules_v1_database_plays_on_after_every_engine_moves_to_a_new_version(tmp_path: Path, monkeypatch):
    """As if every engine had bumped its rules version (one above the installed one, no rule
    changed): the old games are upgraded at their next action, the new rows carry the new
    version, and everything still replays and checks identical."""
    db = tmp_path / "v1.sqlite3"
    shutil.copy(FIXTURE, db)
    for engine_id in ("7wd", "mare-nostrum", "antike", "olympus"):
        engine = engines.get(engine_id)
        monkeypatch.setattr(type(engine), "rules_version", engine.rules_version + 1)
    await _open_replay_play(db)
    found = await check.check(db)
    assert found.ok and len(found.games) == 6, found.text()
    storage = await open_storage(db)
    try:
        for row in await storage.games(statuses=("active",)):
            engine = engines.get(row.engine)
            assert engine.rules_version >= 2 and engine.rules_of(engine.load_state(row.state)) == engine.rules_version
    finally:
        await storage.close()


async def _open_replay_play(database: Any) -> None:
    storage = await open_storage(database)  # the schema migrates: every old row is version 1
    try:
        service = Service(storage, clock=FakeClock(1_790_000_000.0))
        games = [g for g in await storage.games() if g.state is not None]
        assert {g.engine for g in games} == {"7wd", "mare-nostrum", "antike", "olympus"}
        assert any(g.options.get("expansion") == "mythology" for g in games)
        for row in games:
            assert row.rules_version == 1
            rows = await storage.actions(row.id)
            assert rows and {r.rules for r in rows} == {1}
            state, stored = await _replayed(service, row.id)
            engine = engines.get(row.engine)
            assert engine.dump_state(state) == engine.dump_state(stored), f"game #{row.id}"
        for row in games:
            if row.status != "active":
                continue
            before = await storage.count_actions(row.id)
            await _play_on(service, row.id, 6)
            engine = engines.get(row.engine)
            new = (await storage.actions(row.id))[before:]
            assert new and {r.rules for r in new} == {engine.rules_version}, f"game #{row.id}"
            state = (await service.public_state(row.id))[2]
            assert engine.rules_of(state) == engine.rules_version
            replayed, stored = await _replayed(service, row.id)
            assert engine.dump_state(replayed) == engine.dump_state(stored), f"game #{row.id}"
    finally:
        await storage.close()


async def test_a_reworded_event_is_not_a_different_game(service, storage, database, toy2, monkeypatch):
    """A text fix (an event's message or its arguments) needs no rules version: the check says
    identical, and how many actions' events read differently now."""
    game_id = await _game(service, seed=9)
    await _take(service, game_id, 1)
    await _take(service, game_id, 2)
    apply = FixedToy.apply

    def reworded(self, state, seat, action):
        new, events = apply(self, state, seat, action)
        return new, [e.model_copy(update={"text": "reworded"}) for e in events]

    monkeypatch.setattr(FixedToy, "apply", reworded)
    found = await check.check(database)
    (game,) = found.games
    assert game.verdict == check.IDENTICAL and found.ok
    assert "identical (the texts of the events of 2 actions read differently now from action 1 on; the game is the same)" in game.line()


async def test_an_event_added_under_the_same_rules_is_reported_not_blocking(service, storage, database, toy2, monkeypatch):
    """Issue 28: games whose states replay identically but whose log gained an event under the
    same rules version (7 Wonders Duel's draft_offer, code of 2026-11-27) are reported, and the
    check passes (exit 0): a difference in the log is not a difference in the game.  A difference
    in the state stays blocking (test_check_catches_a_fix_without_its_version_guard)."""
    game_id = await _game(service, seed=10)
    await _take(service, game_id, 1)
    await _take(service, game_id, 2)
    apply = FixedToy.apply

    def more_events(self, state, seat, action):
        new, events = apply(self, state, seat, action)
        return new, [*events, events[0].model_copy(update={"kind": "extra", "data": {"told": True}})]

    monkeypatch.setattr(FixedToy, "apply", more_events)
    found = await check.check(database)
    (game,) = found.games
    assert game.verdict == check.LOGGED_DIFFERENTLY and found.ok and game.action == 1, found.text()
    assert "same state, log differs from action 1 (kind 'take' by seat" in game.line()
    assert "replays to its stored state" in found.summary() and "not blocking" in found.summary()
    if isinstance(database, Path):  # agora check's exit code
        from bot import cli

        assert await asyncio.to_thread(cli.run_check, str(database)) == 0
