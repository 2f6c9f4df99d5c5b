"""At a deadline the automatic player finishes the absent seat's whole turn (docs/architecture.md,
Deadlines): a Mare Nostrum construction turn is several decisions (what, where, payment), and an
absent player must cost the table one deadline, not one per decision."""

from __future__ import annotations

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
