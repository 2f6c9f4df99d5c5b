"""Tournaments through the service and the storage (bot/features/tournaments.py), on SQLite and
PostgreSQL (the ``storage`` fixture's back ends): whole tournaments whose every seat is decided by
the automatic player (``Engine.auto_action`` sent as the seat's player), the round deadline, a
dropped player, and exactly-once pairing with two services on one database."""

from __future__ import annotations

import asyncio
import itertools

import pytest

from bot.core.errors import BadOption, Forbidden, LobbyError, NotAPlayer
from bot.service import Service
from bot.storage import open_storage
from tests.platform.helpers import FakeClock

HOST = 1
FIRST = 100


async def play(svc: Service, game_id: int, absent: frozenset[int] = frozenset()) -> None:
    """Play ``game_id`` to its end: each prompted seat's automatic decision, sent as its player;
    the seats of ``absent`` players let their deadline pass (``Service.timeout``) instead."""
    while True:
        info, engine, state = await svc.public_state(game_id)
        if info.status != "active":
            return
        seat = engine.prompt(state).seats[0]
        user = info.seats[seat].user_id
        if user in absent:
            await svc.timeout(game_id, info.version)
            await svc.tournaments.deadline_passed(game_id)
            continue
        action = engine.dump_action(engine.auto_action(state, seat))
        await svc.act(game_id, user, action, info.version, None)


async def play_round(svc: Service, tid: int, skip: int | None = None, absent: frozenset[int] = frozenset()) -> int:
    """Play the current round's games (all but board ``skip``); returns the round played."""
    t = await svc.tournaments.get(tid)
    for table in await svc.tournaments.tables(tid, t.round):
        if table.game_id is None or table.ranks is not None or table.board == skip:
            continue
        await play(svc, table.game_id, absent)
        await svc.tournaments.game_ended(table.game_id)
    return t.round


async def signup(svc: Service, game: str, n: int, **kw) -> int:
    t = await svc.tournaments.create(game, guild_id=None, channel_id=None, host_id=HOST, **kw)
    for u in range(FIRST, FIRST + n):
        await svc.tournaments.join(t.id, u, f"P{u}")
    return t.id


def pairs(tables) -> list[frozenset[int]]:
    return [frozenset(p) for t in tables for p in itertools.combinations(t.players, 2)]


async def test_a_16_player_swiss_of_7_wonders_duel(service: Service, clock: FakeClock):
    svc = service
    T = svc.tournaments
    tid = await signup(svc, "7wd", 16, format="swiss", rounds=4, round_hours=48)
    await T.join(tid, 200, "Odd")  # 17 players: a bye each round
    with pytest.raises(Forbidden):
        await T.start(tid, FIRST)
    await T.start(tid, HOST)
    with pytest.raises(LobbyError):
        await T.join(tid, 201, "Late")
    # round 1: everyone plays
    assert await play_round(svc, tid) == 1
    # round 2: P100 misses every deadline of their game: dropped from the following rounds
    t = await T.get(tid)
    assert t.round == 2
    r2 = await T.tables(tid, 2)
    absent_board = next(x.board for x in r2 if FIRST in x.players and len(x.players) == 2)
    await play_round(svc, tid, absent=frozenset({FIRST}))
    players = {p.user_id: p for p in await T.players(tid)}
    assert players[FIRST].dropped and players[FIRST].drop_reason == "missed"
    gone = next(x for x in await T.tables(tid, 2) if x.board == absent_board)
    assert FIRST in gone.automatic  # the automatic player took the seat
    # round 3: one game stalls; the round's deadline finishes it with automatic players
    assert (await T.get(tid)).round == 3
    r3 = await T.tables(tid, 3)
    assert all(FIRST not in x.players for x in r3)
    stalled = next(x for x in r3 if len(x.players) == 2)
    await play_round(svc, tid, skip=stalled.board)
    assert (await T.get(tid)).round == 3  # waits for the stalled game
    assert await T.round_deadlines() == []  # not due yet
    clock.advance(49 * 3600)
    await T.round_deadlines()
    done = next(x for x in await T.tables(tid, 3) if x.board == stalled.board)
    assert done.ranks is not None and set(done.automatic) == set(done.players)
    assert (await svc.info(done.game_id)).status == "finished"
    # round 4, the last
    assert (await T.get(tid)).round == 4
    await play_round(svc, tid)
    t = await T.get(tid)
    assert t.status == "finished"
    tables = await T.tables(tid)
    met = pairs(tables)
    assert len(met) == len(set(met)), "no repeated pairing"
    byes = [x.players[0] for x in tables if len(x.players) == 1]
    # 17 players in rounds 1 and 2 (a bye each), 16 once P100 is dropped (none)
    assert len(byes) == 2 and len(set(byes)) == 2, "never twice to one player"
    assert all(x.ranks is not None for x in tables)
    table = await T.standings(tid)
    assert [s.rank for s in table] == list(range(1, 18))
    points = [s.points for s in table]
    assert points == sorted(points, reverse=True)
    assert sum(points) == 4 * 8 + 2  # 8 games a round and the two byes
    assert next(s for s in table if s.player == FIRST).dropped


async def test_an_8_player_round_robin(service: Service):
    T = service.tournaments
    tid = await signup(service, "7wd", 8, format="round-robin")
    await T.start(tid, HOST)
    assert (await T.get(tid)).rounds == 7
    while (await T.get(tid)).status == "running":
        await play_round(service, tid)
    tables = await T.tables(tid)
    met = pairs(tables)
    assert len(met) == 28 and len(set(met)) == 28  # everyone met everyone once
    assert sum(s.points for s in await T.standings(tid)) == 28


async def test_a_12_player_olympus_tournament_with_tables_of_4(service: Service):
    T = service.tournaments
    with pytest.raises(BadOption):  # tables: Swiss only, for now
        await T.create("olympus", guild_id=None, channel_id=None, host_id=HOST, format="elimination", table_size=4)
    tid = await signup(service, "olympus", 12, format="swiss", rounds=2, table_size=4)
    await T.start(tid, HOST)
    r1 = await T.tables(tid, 1)
    assert [len(x.players) for x in r1] == [4, 4, 4]
    for table in r1:  # the seats follow the pairing's order
        info = await service.info(table.game_id)
        assert tuple(s.user_id for s in info.seats) == table.players
    while (await T.get(tid)).status == "running":
        await play_round(service, tid)
    tables = await T.tables(tid)
    assert len(tables) == 6 and all(x.ranks is not None for x in tables)
    table = await T.standings(tid)
    assert sum(s.points for s in table) == 6 * 2  # a table of 4 shares 1 + 2/3 + 1/3 + 0


async def test_the_host_drops_and_reinstates(service: Service):
    T = service.tournaments
    tid = await signup(service, "7wd", 4, format="swiss", rounds=2)
    await T.start(tid, HOST)
    r1 = await T.tables(tid, 1)
    victim = r1[0].players[1]
    with pytest.raises(Forbidden):
        await T.drop(tid, victim, FIRST + 3 if victim != FIRST + 3 else FIRST)
    await T.drop(tid, victim, HOST)  # the running seat: the automatic player
    with pytest.raises(LobbyError):
        await T.drop(tid, victim, HOST)
    game = await service.info(r1[0].game_id)
    assert victim not in [s.user_id for s in game.seats]
    await play_round(service, tid)
    r1 = await T.tables(tid, 1)
    assert victim in r1[0].automatic
    assert all(victim not in x.players for x in await T.tables(tid, 2))
    await T.reinstate(tid, victim, HOST)
    assert not {p.user_id: p for p in await T.players(tid)}[victim].dropped


async def test_the_next_round_is_paired_once_by_two_services_racing(database, clock: FakeClock):
    a_storage = await open_storage(database)
    b_storage = await open_storage(database)
    try:
        a = Service(a_storage, clock=clock)
        b = Service(b_storage, clock=clock)
        tid = await signup(a, "7wd", 4, format="swiss", rounds=2)
        await a.tournaments.start(tid, HOST)
        r1 = await a.tournaments.tables(tid, 1)
        for table in r1:
            await play(a, table.game_id)
        # both processes see both games end at once
        results = await asyncio.gather(
            *(s.tournaments.game_ended(table.game_id) for s in (a, b) for table in r1)
        )
        assert sum(len(r) for r in results) == 2  # the two games of round 2, started once
        r2 = await b.tournaments.tables(tid, 2)
        assert len(r2) == 2 and all(x.game_id is not None for x in r2)
        games = await a_storage.games(statuses=("active",))
        assert sorted(g.id for g in games) == sorted(x.game_id for x in r2)
    finally:
        await a_storage.close()
        await b_storage.close()


async def test_sign_up_refusals_change_nothing(service: Service):
    T = service.tournaments
    with pytest.raises(BadOption):
        await T.create("7wd", guild_id=None, channel_id=None, host_id=HOST, format="ladder", rounds=3)
    with pytest.raises(BadOption):
        await T.create("7wd", guild_id=None, channel_id=None, host_id=HOST, format="swiss", rounds=0)
    tid = await signup(service, "7wd", 1, format="swiss", rounds=2)
    with pytest.raises(LobbyError):
        await T.join(tid, FIRST, "Again")
    with pytest.raises(LobbyError):  # one player cannot start
        await T.start(tid, HOST)
    with pytest.raises(NotAPlayer):
        await T.leave(tid, 999)
    await T.join(tid, FIRST + 1, "B")
    assert [p.user_id for p in await T.leave(tid, FIRST)] == [FIRST + 1]
    assert (await T.get(tid)).status == "signup"


async def test_a_single_elimination_of_6(service: Service):
    T = service.tournaments
    tid = await signup(service, "7wd", 6, format="elimination")
    await T.start(tid, HOST)
    assert (await T.get(tid)).rounds == 3
    r1 = await T.tables(tid, 1)
    assert sorted(len(x.players) for x in r1) == [1, 1, 2, 2]  # the top two seeds pass round 1
    while (await T.get(tid)).status == "running":
        await play_round(service, tid)
    final = await T.tables(tid, 3)
    assert len(final) == 1 and len(final[0].players) == 2 and final[0].ranks is not None
