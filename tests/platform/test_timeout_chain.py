"""At a deadline the automatic player finishes the absent seat's whole turn (docs/architecture.md,
Deadlines): a Mare Nostrum construction turn is several decisions (what, where, payment), and an
absent player must cost the table one deadline, not one per decision."""

from __future__ import annotations

from bot.features import undo
from bot.service import Service

NAMES = ["Alice", "Bob", "Carol"]


async def test_a_timeout_plays_the_rest_of_an_absent_seats_construction_turn(service: Service):
    info = await service.create_game(
        "mare-nostrum", guild_id=1, channel_id=1, host_id=1, host_name=NAMES[0], seed=4
    )
    for user in (2, 3):
        await service.join(info.id, user, NAMES[user - 1])
    await service.start(info.id, 1)
    # play automatically until a seat is alone in the middle of its own construction turn
    for _ in range(400):
        info, engine, state = await service.public_state(info.id)
        prompt = engine.prompt(state)
        seat = prompt.seats[0]
        if state.phase == "construction" and prompt.seats == (seat,) and prompt.kind not in ("choose",):
            break
        await service.act(info.id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)
    else:
        raise AssertionError("no construction turn reached")
    absent = seat
    before = await service.storage.count_actions(info.id)

    outbox = await service.timeout(info.id, info.version)

    assert outbox is not None
    info, engine, state = await service.public_state(info.id)
    rows = (await service.storage.actions(info.id))[before:]
    assert rows and all(r.source == "timeout" and r.seat == absent for r in rows)
    # the turn went on to somebody else (or the phase moved on): not one decision per deadline
    assert engine.prompt(state).seats != (absent,) or state.phase != "construction"
    assert outbox.public()[0] == f"{NAMES[info.user_of(absent) - 1]} ran out of time; the automatic player decided for them."


async def _game(service: Service, game: str, seed: int, players: int = 3):
    info = await service.create_game(game, guild_id=1, channel_id=1, host_id=1, host_name=NAMES[0], seed=seed)
    for user in range(2, players + 1):
        await service.join(info.id, user, NAMES[user - 1])
    await service.start(info.id, 1)
    return info


async def test_a_timeout_plays_a_whole_antike_turn_and_only_that_turn(service: Service):
    """An Antike turn is the rondel move, its payment, the space's action and founding, each
    prompted as a step of its own (its own Prompt.phase): the deadline plays them all, in one
    message, and the next nation's turn gets its own deadline (engine.turn_key)."""
    info = await _game(service, "antike", seed=2)
    for _ in range(400):  # a few turns in, a nation at the start of its turn
        info, engine, state = await service.public_state(info.id)
        seat = engine.prompt(state).seats[0]
        if state.turn >= 2 and state.step == "rondel":
            break
        await service.act(info.id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)
    else:
        raise AssertionError("no rondel step reached")
    absent, nation, key = seat, state.active, engine.turn_key(state)
    before = await service.storage.count_actions(info.id)

    outbox = await service.timeout(info.id, info.version)

    assert outbox is not None
    info, engine, state = await service.public_state(info.id)
    rows = (await service.storage.actions(info.id))[before:]
    assert len(rows) >= 2 and all(r.source == "timeout" and r.seat == absent for r in rows)
    assert rows[0].action["kind"] == "rondel" and rows[-1].action["kind"] == "done"
    # the turn passed on (to the next nation, or to a defender's answer): its own deadline
    assert engine.turn_key(state) != key and (state.active != nation or state.defense is not None)
    assert outbox.game.deadline is not None
    public = outbox.public()
    ran_out = f"{NAMES[info.user_of(absent) - 1]} ran out of time; the automatic player decided for them."
    assert public[0] == ran_out and public.count(ran_out) == 1
    assert info.user_of(absent) not in outbox.mention_user_ids
    assert outbox.mention_user_ids == [info.user_of(s) for s in engine.prompt(state).seats]
    # every automatic step is in the log: replaying it gives the stored state
    g = await service.load(info.id)
    replayed, _ = undo.replay(engine, undo.initial_state(g), await service.storage.actions(info.id))
    assert engine.dump_state(replayed) == engine.dump_state(state)


async def test_a_timeout_plays_one_olympus_turn_not_the_next_one_of_the_same_seat(service: Service):
    """Olympus: the player furthest behind on the time track plays next, so a seat often plays
    several turns in a row; each is a turn of its own with its own deadline (its Prompt.phase is
    "turn" throughout, so the phase cannot tell them apart: engine.turn_key counts the turns)."""
    info = await _game(service, "olympus", seed=3)
    for _ in range(600):  # find a seat about to play two turns in a row
        info, engine, state = await service.public_state(info.id)
        prompt = engine.prompt(state)
        seat = prompt.seats[0]
        if prompt.kind == "turn" and prompt.seats == (seat,) and not state.pending:
            probe = state
            while engine.prompt(probe).seats == (seat,) and engine.turn_key(probe) == engine.turn_key(state):
                probe, _ = engine.apply(probe, seat, engine.timeout_action(probe, seat))
            if engine.prompt(probe).seats == (seat,) and not probe.over:
                break
        await service.act(info.id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)
    else:
        raise AssertionError("no seat playing two turns in a row")
    absent, turns = seat, state.turns
    before = await service.storage.count_actions(info.id)

    outbox = await service.timeout(info.id, info.version)

    assert outbox is not None
    info, engine, state = await service.public_state(info.id)
    rows = (await service.storage.actions(info.id))[before:]
    assert rows and all(r.source == "timeout" and r.seat == absent for r in rows)
    assert state.turns == turns + 1  # that turn, not the next one
    assert outbox.game.to_act == [info.user_of(absent)] and outbox.game.deadline is not None
