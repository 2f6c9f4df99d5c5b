"""One lock per game (bot/core/locks.py): re-entrant by its holder, exclusive for other tasks,
pruned when nobody holds it; the service owns it and the application takes the same one around
a change and its publication."""

from __future__ import annotations

import asyncio

from bot.app.agora import Agora
from bot.core.locks import GameLocks
from bot.service import Service
from tests.platform.helpers import started


async def test_the_holder_reenters_and_others_wait():
    locks = GameLocks()
    order: list[str] = []
    entered = asyncio.Event()

    async def holder() -> None:
        async with locks.hold(1):
            async with locks.hold(1):  # the same task: no wait (the app's lock, then the service's)
                order.append("inner")
                entered.set()
                await asyncio.sleep(0)
                await asyncio.sleep(0)
            assert locks.held(1)  # the outer block still holds it
            order.append("outer")

    async def other() -> None:
        await entered.wait()
        async with locks.hold(1):
            order.append("other")

    async def elsewhere() -> None:
        await entered.wait()
        async with locks.hold(2):  # another game's lock is its own
            order.append("game 2")

    await asyncio.gather(holder(), other(), elsewhere())
    assert order.index("other") > order.index("outer")
    assert order.index("game 2") < order.index("outer")
    assert len(locks) == 0 and not locks.held(1)


async def test_a_lock_is_released_and_pruned_after_an_error():
    locks = GameLocks()
    try:
        async with locks.hold(7):
            raise ValueError("boom")
    except ValueError:
        pass
    assert len(locks) == 0
    async with locks.hold(7):
        assert len(locks) == 1 and locks.held(7)


async def _play_out(service: Service, game_id: int) -> None:
    while True:
        info, engine, state = await service.public_state(game_id)
        if info.status != "active":
            return
        seat = engine.prompt(state).seats[0]
        await service.act(game_id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)


async def test_the_lock_map_does_not_grow_with_finished_games(service: Service):
    """Games played to their end (and one abandoned) leave no lock behind."""
    for _ in range(5):
        info = await started(service, 2, options={"rounds": 1})
        await _play_out(service, info.id)
        assert (await service.info(info.id)).status == "finished"
        assert len(service.locks) == 0
    info = await started(service, 2)
    await service.abandon(info.id, 1, False)
    assert len(service.locks) == 0


async def test_the_app_takes_the_services_lock(app: Agora):
    """One lock per game: the application has no lock map of its own; a change and its
    publication hold the service's lock of the game, and a service call made under it re-enters."""
    assert not hasattr(app, "_locks")
    info = await app.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", seed=7)
    await app.service.join(info.id, 2, "Bob")
    held: list[bool] = []
    publish = app.publish

    async def spy(outbox):
        held.append(app.service.locks.held(info.id))
        return await publish(outbox)

    app.publish = spy  # type: ignore[method-assign]
    info = (await app.start_game(info.id, 1)).game
    user = info.to_act[0]
    await app.act(info.id, user, {"kind": "take", "n": 2}, info.version, None)
    assert held == [True, True]  # published under the game's one lock
    assert len(app.service.locks) == 0
