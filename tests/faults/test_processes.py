"""Three bot processes on one PostgreSQL database (Discord shards 0, 1 and 2), restarted with
overlaps and SIGKILLs while deadlines fall due: every deadline fires exactly once across the
processes, every acknowledged action is logged exactly once, a click delivered to two processes
applies once.

The processes are the crash test's (``tests/faults/crash_driver.py``: the real Agora, forked from
a warmed-up server), each started with ``AGORA_SHARD_COUNT=3`` and its own ``AGORA_SHARD_IDS``;
the games live in guilds of all three shards (``(guild_id >> 22) % 3``).  Each round:

- the clock of the new processes is one minute later than the previous round's, so the
  one-minute deadlines of the *timed* games (driven only by timeouts) fall due as they start;
- shard 1 gets TWO new processes at once (a restart where the old and the new process overlap:
  both arm and fire the same overdue deadlines); one of them is SIGKILLed at a random point,
  often while it fires them, and started again;
- the actions not acknowledged in the previous round are re-sent with the same interaction id to
  both shard-1 processes at once (or to the shard's one process), and player-driven games are
  played through their shard's processes (shard 1's alternate between its two);
- then every process is SIGKILLed, and the database is checked as the crash test does (every
  acknowledged action logged once, states = replays, no deadline fired twice or early).

At the end one process per shard starts: each active game has exactly one deadline timer, in its
own shard's process, for its current version, and none is overdue.  ``AGORA_PROCESSES_ROUNDS``
(default 6) sets the rounds.
"""

from __future__ import annotations

import asyncio
import os
import random

import pytest

import engines
from tests import postgres
from tests.faults.test_crash import (
    REQUEST_TIMEOUT,
    Child,
    ChildDied,
    Sent,
    Server,
    World,
)

ROUNDS = int(os.environ.get("AGORA_PROCESSES_ROUNDS", "6"))
SHARDS = 3


def shard_of(guild: int) -> int:
    return (guild >> 22) % SHARDS


async def _ensure(world: World, child: Child, spec, guild: int) -> None:
    answer = await child.request(
        op="ensure", channel=spec.channel, engine=spec.engine, users=spec.users,
        options=spec.all_options(), seed=spec.seed, guild=guild,
    )
    assert "error" not in answer, answer
    spec.game = answer["game"]


async def _send_twice(world: World, a: Child, b: Child, sent: Sent) -> None:
    """The same click delivered to two processes at once: exactly one applies it (or neither,
    when it was committed before the kill: both are told so)."""
    msg = {"op": "act", "game": sent.game, "user": sent.user, "action": sent.action, "version": sent.version,
           "iid": sent.iid}
    answers = await asyncio.gather(a.request(**msg), b.request(**msg))
    applied = [x for x in answers if "version" in x]
    refused = {x.get("error") for x in answers if "version" not in x}
    if sent.committed:
        assert not applied and refused <= {"AlreadyApplied", "GameNotActive"}, answers
    else:
        assert len(applied) == 1 and applied[0]["version"] == sent.version + 1, answers
        assert refused <= {"AlreadyApplied", "StaleVersion"}, answers
        engine = world.replays[sent.game].engine
        state, version = world.playing[sent.game]
        state, _ = engine.apply(state, sent.seat, engine.parse_action(sent.action))
        world.playing[sent.game] = (state, version + 1)
    del world.pending[sent.game]
    world.acked[sent.iid] = sent
    world.stats["acked"] += 1


async def _play(world: World, children: list[Child], spec) -> None:
    """Automatic players of one game through its shard's processes (alternating)."""
    replay = world.replays[spec.game]
    turn = 0
    while replay.status == "active":
        state, version = world.playing[spec.game]
        if replay.engine.outcome(state) is not None:
            return
        seat = world.rng.choice(replay.engine.prompt(state).seats)
        action = replay.engine.dump_action(replay.engine.auto_action(state, seat))
        sent = Sent(next(world.iids), spec.game, replay.user_of[seat], seat, action, version)
        world.pending[spec.game] = sent
        live = [c for c in children if not c.dead] or children
        await world.send(live[turn % len(live)], sent)
        turn += 1


async def _round(world: World, server: Server, guilds: dict[int, int], offset: float, rng: random.Random) -> None:
    db = world.db
    processes: dict[int, list[Child]] = {}
    for shard in range(SHARDS):
        copies = 2 if shard == 1 else 1
        processes[shard] = [await server.spawn(db, offset, (SHARDS, shard)) for _ in range(copies)]
    # one of the two shard-1 processes dies at a random point (often while firing the overdue
    # deadlines at its start) and is started again
    victim = processes[1][1]
    await asyncio.sleep(rng.uniform(0.0, 0.4))
    await victim.kill()
    processes[1][1] = await server.spawn(db, offset, (SHARDS, 1))
    everyone = [c for cs in processes.values() for c in cs]
    players: list[asyncio.Task] = []
    try:
        for child in everyone:
            await child.wait_ready()
        for spec in world.specs:
            if spec.game not in world.replays:
                await _ensure(world, processes[shard_of(guilds[spec.channel])][0], spec, guilds[spec.channel])
        for sent in list(world.pending.values()):
            shard = shard_of(guilds[next(s.channel for s in world.specs if s.game == sent.game)])
            if shard == 1:
                await _send_twice(world, *processes[1], sent)
            else:
                await world.send(processes[shard][0], sent, retry=True)
        players += [
            asyncio.create_task(_play(world, processes[shard_of(guilds[s.channel])], s))
            for s in world.specs
            if not s.timed and s.game in world.replays and s.game not in world.abandoned
        ]
        if players:
            await asyncio.wait(players, timeout=rng.uniform(0.3, 1.0))
    except ChildDied:
        pass
    finally:
        for child in everyone:
            await child.kill()
        for task in players:
            try:
                await task
            except ChildDied:
                pass


async def _check_timers(world: World, children: dict[int, Child]) -> None:
    """One process per shard: every active game has one deadline timer, in its own shard's
    process, for its current version, not overdue."""
    owner: dict[int, int] = {}
    active: dict[int, list] = {}
    for child in children.values():  # each process done with its start-up firing
        await child.request(op="snapshot")
    for shard, child in children.items():
        snap = await child.request(op="snapshot")
        for game in snap["games"]:
            if game[1] == "active":
                active[game[0]] = game
                assert game[3] > snap["now"] - 0.1, f"game {game[0]}: deadline overdue and not fired"
        for job_id, args, _ in snap["jobs"]:
            if job_id.startswith("deadline:"):
                game_id = int(job_id.split(":")[1])
                assert game_id not in owner, f"game {game_id} armed in shards {owner[game_id]} and {shard}"
                owner[game_id] = shard
                assert args == [game_id, active[game_id][2]], f"game {game_id}: armed for {args}"
    assert set(owner) == set(active), f"deadline timers for {sorted(owner)}, active games {sorted(active)}"
    by_game = {s.game: s for s in world.specs}
    for game_id, shard in owner.items():
        assert shard == world.shard_of_game[by_game[game_id].channel], f"game {game_id} armed in shard {shard}"


async def test_three_processes_fire_each_deadline_once_and_log_each_action_once(tmp_path, monkeypatch):
    postgres.require()
    monkeypatch.setitem(engines.REGISTRY, "toy", "tests.toy_engine:ToyEngine")
    rng = random.Random(20261123)
    async with postgres.fresh_database() as url:
        world = World(url, rng)
        guilds: dict[int, int] = {}
        for shard in range(SHARDS):
            for engine, players, timed, options in (
                ("toy", 3, True, {"rounds": 5}),
                ("7wd", 2, True, {}),
                ("toy", 2, False, {"rounds": 3}),
                ("7wd", 2, False, {}),
            ):
                spec = world.add(engine, players, timed=timed, options=options)
                guilds[spec.channel] = (shard + SHARDS * len(guilds)) << 22
        world.shard_of_game = {c: shard_of(g) for c, g in guilds.items()}  # type: ignore[attr-defined]
        log_path = tmp_path / "children.log"
        server = Server()
        offset = 0.0
        with open(log_path, "ab") as stderr:  # noqa: ASYNC230 (the children's stderr, opened once)
            await server.open(stderr)
            try:
                for _ in range(ROUNDS):
                    offset += 61.0
                    await _round(world, server, guilds, offset, rng)
                    await world.verify()
                children = {shard: await server.spawn(url, offset, (SHARDS, shard)) for shard in range(SHARDS)}
                for child in children.values():
                    await asyncio.wait_for(child.wait_ready(), REQUEST_TIMEOUT)
                await _check_timers(world, children)
                for child in children.values():
                    await child.kill()
                await world.verify()
            except BaseException:
                print(f"stats {world.stats}; children's log:\n{log_path.read_text()[-4000:]}")
                raise
            finally:
                await server.close()
        print(f"three processes: {ROUNDS} rounds, {world.stats}")
        assert "Traceback" not in log_path.read_text(), log_path.read_text()[-4000:]
        timed_games = [s.game for s in world.specs if s.timed]
        fired = sum(a.source == "timeout" for g in timed_games for a in world.replays[g].rows)
        assert fired >= ROUNDS, world.stats
        assert world.stats["acked"] >= ROUNDS, world.stats


pytestmark = pytest.mark.skipif(not postgres.available(), reason=postgres.SKIP_REASON)
