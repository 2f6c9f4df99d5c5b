"""The application as a state machine (hypothesis ``RuleBasedStateMachine``): random interleavings
of lobby changes, actions (legal, outdated, repeated, by the wrong user, two at once), timeouts
(for the armed version and for an old one, one racing a click), abandons and restarts
(application, service and storage closed and reopened on the same file) across several games of
the toy engine and 7 Wonders Duel.

Every rule states what the answer must be; a refused request must change nothing (version and log
length equal).  After every step, for every game:

- its version never decreased, and equals the number of committed changes the log implies;
- its log replays from its seed to the stored state, every logged seat was prompted when it acted;
- an active game has exactly one deadline timer, armed for its current version; a lobby, finished
  or abandoned game has no timer at all;
- a finished or abandoned game refuses actions (a rule tries).

``AGORA_STATEFUL_EXAMPLES`` (default 30) sets the number of runs, each up to 40 steps.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import tempfile
from pathlib import Path

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import engines
from bot.app.agora import Agora
from bot.core.errors import (
    AgoraError,
    AlreadyApplied,
    Forbidden,
    GameNotActive,
    LobbyError,
    NotAPlayer,
    NotYourTurn,
    StaleVersion,
)
from bot.service import PLATFORM_OPTIONS
from tests import postgres
from tests.platform.helpers import FakeClock, RecordingTransport, make_settings

EXAMPLES = int(os.environ.get("AGORA_STATEFUL_EXAMPLES", "15"))
PG_EXAMPLES = int(os.environ.get("AGORA_STATEFUL_PG_EXAMPLES", str(EXAMPLES)))
USERS = [1, 2, 3, 4, 5]
ADMIN = 99  # a server manager seated nowhere
ENGINES = {"toy": {"rounds": 1}, "7wd": {}}
TOY = "tests.toy_engine:ToyEngine"


class AgoraMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self._had_toy = engines.REGISTRY.get("toy")
        engines.REGISTRY["toy"] = TOY
        self.loop = asyncio.new_event_loop()
        self.dir = Path(tempfile.mkdtemp(prefix="agora-stateful-"))
        self.clock = FakeClock()
        self.database = self._database()
        self.app = self._open()
        self.versions: dict[int, int] = {}  # game id -> highest version seen
        self.started: dict[int, int] = {}  # game id -> its version once started
        self.acted: dict[int, tuple[int, dict, int, int]] = {}  # game id -> last (user, action, version, iid)
        self.iids = itertools.count(1)
        self.seeds = itertools.count(1)

    # ---- plumbing ----------------------------------------------------------------------------
    def run(self, coro):
        return self.loop.run_until_complete(coro)

    def _database(self) -> Path | str:
        """Where the machine's games live (the SQLite file; a PostgreSQL schema's URL below)."""
        return self.dir / "agora.sqlite3"

    def _drop(self) -> None:
        """Remove the database (after the app closed); the file goes with the folder."""

    def _open(self) -> Agora:
        app = Agora(make_settings(self.database), RecordingTransport(), clock=self.clock)
        self.run(app.start())
        return app

    def teardown(self) -> None:
        self.run(self.app.close())
        self._drop()
        self.loop.close()
        shutil.rmtree(self.dir, ignore_errors=True)
        if self._had_toy is None:
            engines.REGISTRY.pop("toy", None)
        engines._cache.pop("toy", None)

    def rows(self) -> list:
        return self.run(self.app.storage.games())

    def games(self, *statuses: str) -> list[int]:
        return [r.id for r in self.rows() if r.status in statuses]

    def snapshot(self, game_id: int) -> tuple[int, int]:
        row = self.run(self.app.storage.get_game(game_id))
        return row.version, self.run(self.app.storage.count_actions(game_id))

    def refused(self, game_id: int, call, *errors: type[AgoraError]) -> AgoraError:
        """``call()`` must raise one of ``errors`` and change nothing."""
        before = self.snapshot(game_id)
        with pytest.raises(errors) as caught:
            self.run(call())
        assert self.snapshot(game_id) == before, f"a refused request ({caught.value!r}) changed game {game_id}"
        return caught.value

    def state(self, game_id: int):
        info, engine, state = self.run(self.app.service.public_state(game_id))
        return info, engine, state

    # ---- lobby -------------------------------------------------------------------------------
    @initialize(seed=st.integers(0, 2**31))
    def some_games(self, seed: int) -> None:
        """A started toy game (3 players), a started 7 Wonders Duel and a toy lobby, so that
        every rule has something to work on from the first step."""
        for engine, players in (("toy", 3), ("7wd", 2), ("toy", 1)):
            info = self.run(
                self.app.service.create_game(
                    engine, guild_id=1, channel_id=10, host_id=1, host_name="U1", options=ENGINES[engine], seed=seed
                )
            )
            for user in USERS[1:players]:
                self.run(self.app.service.join(info.id, user, f"U{user}"))
            if players > 1:
                self.started[info.id] = self.run(self.app.start_game(info.id, 1)).game.version

    @precondition(lambda self: len(self.rows()) < 6)
    @rule(engine=st.sampled_from(sorted(ENGINES)), host=st.sampled_from(USERS))
    def create(self, engine: str, host: int) -> None:
        info = self.run(
            self.app.service.create_game(
                engine, guild_id=1, channel_id=10, host_id=host, host_name=f"U{host}",
                options=ENGINES[engine], seed=next(self.seeds),
            )
        )
        assert info.status == "lobby" and info.version == 0 and [s.user_id for s in info.seats] == [host]

    @precondition(lambda self: self.games("lobby"))
    @rule(data=st.data(), user=st.sampled_from(USERS))
    def join(self, data, user: int) -> None:
        game_id = data.draw(st.sampled_from(self.games("lobby")))
        info = self.run(self.app.service.info(game_id))
        if user in [s.user_id for s in info.seats]:
            self.refused(game_id, lambda: self.app.service.join(game_id, user, f"U{user}"), LobbyError)
        elif len(info.seats) >= engines.get(info.engine).max_seats:
            self.refused(game_id, lambda: self.app.service.join(game_id, user, f"U{user}"), LobbyError)
        else:
            after = self.run(self.app.service.join(game_id, user, f"U{user}"))
            assert after.version == info.version + 1 and after.seats[-1].user_id == user

    @precondition(lambda self: self.games("lobby"))
    @rule(data=st.data(), user=st.sampled_from(USERS))
    def leave(self, data, user: int) -> None:
        game_id = data.draw(st.sampled_from(self.games("lobby")))
        info = self.run(self.app.service.info(game_id))
        if user not in [s.user_id for s in info.seats]:
            self.refused(game_id, lambda: self.app.service.leave(game_id, user), NotAPlayer)
        elif user == info.host_id:
            self.refused(game_id, lambda: self.app.service.leave(game_id, user), LobbyError)
        else:
            after = self.run(self.app.service.leave(game_id, user))
            assert user not in [s.user_id for s in after.seats] and after.version == info.version + 1

    @precondition(lambda self: self.games("lobby"))
    @rule(data=st.data(), by_host=st.booleans())
    def start(self, data, by_host: bool) -> None:
        game_id = data.draw(st.sampled_from(self.games("lobby")))
        info = self.run(self.app.service.info(game_id))
        if not by_host:
            other = next(u for u in USERS if u != info.host_id)
            self.refused(game_id, lambda: self.app.start_game(game_id, other), Forbidden)
        elif len(info.seats) < engines.get(info.engine).min_seats:
            self.refused(game_id, lambda: self.app.start_game(game_id, info.host_id), LobbyError)
        else:
            out = self.run(self.app.start_game(game_id, info.host_id))
            assert out.game.status == "active" and out.game.version == info.version + 1 and out.board
            self.started[game_id] = out.game.version

    # ---- actions -----------------------------------------------------------------------------
    @precondition(lambda self: self.games("active"))
    @rule(data=st.data())
    def act(self, data) -> None:
        """A prompted seat plays its automatic player's choice at the current version."""
        game_id = data.draw(st.sampled_from(self.games("active")))
        info, engine, state = self.state(game_id)
        seat = data.draw(st.sampled_from(info.prompt.seats))
        user = info.seats[seat].user_id
        action = engine.dump_action(engine.auto_action(state, seat))
        iid = next(self.iids)
        out = self.run(self.app.act(game_id, user, action, info.version, iid))
        assert out.game.version == info.version + 1
        self.acted[game_id] = (user, action, info.version, iid)

    @precondition(lambda self: any(g in self.acted for g in self.games("active", "finished", "abandoned")))
    @rule(data=st.data())
    def act_twice(self, data) -> None:
        """The same interaction again (a double click, a retried delivery) changes nothing."""
        game_id = data.draw(st.sampled_from(sorted(self.acted)))
        user, action, version, iid = self.acted[game_id]
        status = self.run(self.app.service.info(game_id)).status
        error = AlreadyApplied if status == "active" else GameNotActive
        self.refused(game_id, lambda: self.app.act(game_id, user, action, version, iid), error)

    @precondition(lambda self: self.games("active"))
    @rule(data=st.data())
    def act_outdated(self, data) -> None:
        """A prompted seat acting on a version before the current decision step began."""
        game_id = data.draw(st.sampled_from(self.games("active")))
        info, engine, state = self.state(game_id)
        step = self.run(self.app.storage.get_game(game_id)).step_version
        old = data.draw(st.integers(0, step - 1))
        seat = data.draw(st.sampled_from(info.prompt.seats))
        action = engine.dump_action(engine.auto_action(state, seat))
        user = info.seats[seat].user_id
        self.refused(game_id, lambda: self.app.act(game_id, user, action, old, next(self.iids)), StaleVersion)

    @precondition(lambda self: self.games("active"))
    @rule(data=st.data(), outsider=st.booleans())
    def act_not_prompted(self, data, outsider: bool) -> None:
        """A user outside the game, or a seated user who is not prompted, cannot act."""
        game_id = data.draw(st.sampled_from(self.games("active")))
        info, engine, state = self.state(game_id)
        waiting = [s for s in info.seats if s.seat not in info.prompt.seats]
        if outsider or not waiting:
            user, error = ADMIN, NotAPlayer
        else:
            user, error = data.draw(st.sampled_from(waiting)).user_id, NotYourTurn
        # a legal action of a prompted seat, sent by the wrong user
        action = engine.dump_action(engine.auto_action(state, info.prompt.seats[0]))
        self.refused(game_id, lambda: self.app.act(game_id, user, action, info.version, next(self.iids)), error)

    @precondition(lambda self: self.games("finished", "abandoned"))
    @rule(data=st.data())
    def act_when_over(self, data) -> None:
        game_id = data.draw(st.sampled_from(self.games("finished", "abandoned")))
        info = self.run(self.app.service.info(game_id))
        user = info.seats[0].user_id
        act = lambda: self.app.act(game_id, user, {"kind": "x"}, info.version, next(self.iids))  # noqa: E731
        self.refused(game_id, act, GameNotActive)

    @precondition(lambda self: self.games("active"))
    @rule(data=st.data(), with_timeout=st.booleans(), click_first=st.booleans())
    def race(self, data, with_timeout: bool, click_first: bool) -> None:
        """Two requests for the same version at once: the same click twice with two interaction
        ids (two devices), or a click and its deadline.  Exactly one of them changes the game."""
        game_id = data.draw(st.sampled_from(self.games("active")))
        info, engine, state = self.state(game_id)
        seat = data.draw(st.sampled_from(info.prompt.seats))
        user = info.seats[seat].user_id
        action = engine.dump_action(engine.auto_action(state, seat))
        click = self.app.act(game_id, user, action, info.version, next(self.iids))
        other = (
            self.app.timeout(game_id, info.version)
            if with_timeout
            else self.app.act(game_id, user, action, info.version, next(self.iids))
        )

        async def both():
            if click_first:
                return await asyncio.gather(click, other, return_exceptions=True)
            second, first = await asyncio.gather(other, click, return_exceptions=True)
            return first, second

        first, second = self.run(both())
        version = self.run(self.app.service.info(game_id)).version
        if not isinstance(first, Exception):  # the click won: the other is refused or too late
            assert first.game.version == info.version + 1
            assert second is None or isinstance(second, (StaleVersion, NotYourTurn, GameNotActive)), repr(second)
            assert version == info.version + 1
        else:  # the other came first: the click is outdated now
            assert isinstance(first, (StaleVersion, NotYourTurn, GameNotActive)), repr(first)
            assert not isinstance(second, Exception) and second is not None and second.game.version == version

    # ---- deadlines, abandon, restart ---------------------------------------------------------
    @precondition(lambda self: self.games("active"))
    @rule(data=st.data())
    def timeout_now(self, data) -> None:
        """The deadline of the current version: the seats that had to decide get decisions."""
        game_id = data.draw(st.sampled_from(self.games("active")))
        info = self.run(self.app.service.info(game_id))
        out = self.run(self.app.timeout(game_id, info.version))
        assert out is not None and out.game.version > info.version
        rows = self.run(self.app.storage.actions(game_id))
        fresh = rows[len(rows) - (out.game.version - info.version) :]
        assert {r.source for r in fresh} == {"timeout"} and {r.seat for r in fresh} <= set(info.prompt.seats)

    @precondition(lambda self: self.games("active", "finished", "abandoned"))
    @rule(data=st.data())
    def timeout_old(self, data) -> None:
        """A deadline that is not the game's current one (an old timer, a game that is over)."""
        game_id = data.draw(st.sampled_from(self.games("active", "finished", "abandoned")))
        info = self.run(self.app.service.info(game_id))
        version = info.version - 1 if info.status == "active" else info.version
        before = self.snapshot(game_id)
        assert self.run(self.app.timeout(game_id, version)) is None
        assert self.snapshot(game_id) == before

    @precondition(lambda self: self.games("lobby", "active"))
    @rule(data=st.data(), who=st.sampled_from(["host", "admin", "other"]))
    def abandon(self, data, who: str) -> None:
        game_id = data.draw(st.sampled_from(self.games("lobby", "active")))
        info = self.run(self.app.service.info(game_id))
        if who == "other":
            other = next(u for u in USERS if u != info.host_id)
            self.refused(game_id, lambda: self.app.abandon(game_id, other, False), Forbidden)
            return
        user = info.host_id if who == "host" else ADMIN
        out = self.run(self.app.abandon(game_id, user, who == "admin"))
        assert out.game.status == "abandoned" and out.game.version == info.version + 1 and out.game.deadline is None

    @rule()
    def restart(self) -> None:
        self.run(self.app.close())
        self.app = self._open()

    # ---- invariants --------------------------------------------------------------------------
    @invariant()
    def versions_only_grow(self) -> None:
        for row in self.rows():
            assert row.version >= self.versions.get(row.id, 0), f"game {row.id} went back to version {row.version}"
            self.versions[row.id] = row.version

    @invariant()
    def the_log_replays_to_the_state(self) -> None:
        for row in self.rows():
            seats = self.run(self.app.storage.seats(row.id))
            actions = self.run(self.app.storage.actions(row.id))
            if row.state is None:  # a lobby (or a lobby abandoned): only seat changes, no log
                assert row.status in ("lobby", "abandoned") and not actions and row.version >= len(seats) - 1
                continue
            engine = engines.get(row.engine)
            own = {k: v for k, v in row.options.items() if k not in PLATFORM_OPTIONS}
            options = {**engine.default_options(), **own}
            state = engine.setup(len(seats), options, row.seed)
            for a in actions:
                assert a.seat in engine.prompt(state).seats, f"game {row.id}: seat {a.seat} acted unprompted"
                state, _ = engine.apply(state, a.seat, engine.parse_action(a.action))
            assert engine.dump_state(state) == row.state, f"game {row.id}: the log does not replay to the state"
            over = engine.outcome(state) is not None
            assert (row.status == "finished") == over
            commits = self.started[row.id] + len(actions) + (row.status == "abandoned")
            assert row.version == commits, f"game {row.id}: version {row.version}, {commits} commits"

    @invariant()
    def one_timer_per_active_game(self) -> None:
        rows = {r.id: r for r in self.rows()}
        jobs = self.app.scheduler.job_ids()
        deadline_jobs = sorted(int(j.split(":")[1]) for j in jobs if j.startswith("deadline:"))
        active = sorted(g for g, r in rows.items() if r.status == "active")
        assert deadline_jobs == active, f"deadline timers {deadline_jobs}, active games {active}"
        for job_id in jobs:
            game_id = int(job_id.split(":")[1])
            args = self.app.scheduler._aps.get_job(job_id).args  # (game id, version) are not public
            assert rows[game_id].status == "active" and list(args[:2]) == [game_id, rows[game_id].version], (
                f"timer {job_id} armed for {args}, game is {rows[game_id].status} v{rows[game_id].version}"
            )


AgoraMachine.TestCase.settings = settings(
    max_examples=EXAMPLES,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_agora_state_machine = AgoraMachine.TestCase


class PgAgoraMachine(AgoraMachine):
    """The same machine on PostgreSQL: a fresh schema of ``AGORA_TEST_POSTGRES`` per run (restarts
    reopen the same schema).  ``AGORA_STATEFUL_PG_EXAMPLES`` (default: ``AGORA_STATEFUL_EXAMPLES``) sets the runs."""

    def _database(self) -> Path | str:
        self.schema, url = self.run(postgres.create_schema())
        return url

    def _drop(self) -> None:
        self.run(postgres.drop_schema(self.schema))


PgAgoraMachine.TestCase.settings = settings(
    max_examples=PG_EXAMPLES,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_agora_state_machine_postgresql = pytest.mark.skipif(not postgres.available(), reason=postgres.SKIP_REASON)(
    PgAgoraMachine.TestCase
)
