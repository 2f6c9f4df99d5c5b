"""A deadline plays the rest of the absent seat's turn, not its next one: the automatic decisions
stop when the phase changes, even if the same seat happens to decide first in the new phase
(found by the fault tests: the toy engine's bid step ended with the absent seat's bid, the new
round began with that seat's take, and the deadline took that too, with no deadline of its own)."""

from __future__ import annotations

import pytest

import engines
from bot.service import Service
from bot.storage import open_storage


@pytest.fixture
async def service(database, monkeypatch):
    monkeypatch.setitem(engines.REGISTRY, "toy", "tests.toy_engine:ToyEngine")
    monkeypatch.setattr(engines, "_cache", {})
    storage = await open_storage(database)  # each back end (tests/conftest.py)
    yield Service(storage)
    await storage.close()


async def test_the_deadline_of_a_bid_does_not_take_the_next_rounds_first_turn(service: Service):
    info = await service.create_game(
        "toy", guild_id=1, channel_id=1, host_id=1, host_name="Alice", seed=3, options={"rounds": 2}
    )
    await service.join(info.id, 2, "Bob")
    info = (await service.start(info.id, 1)).game
    while info.prompt.kind == "take":
        info = (await service.act(info.id, info.to_act[0], {"kind": "take", "n": 1}, info.version, None)).game
    present = info.to_act[0]
    info = (await service.act(info.id, present, {"kind": "bid", "amount": 0}, info.version, None)).game
    [absent] = info.to_act
    absent_seat = info.seat_of(absent)
    # round 2 begins with seat 1's take (toy: turn = (round - 1) % seats): the absent seat's, the
    # case where "the only seat prompted" does not tell the rest of a turn from the next one
    assert absent_seat == 1

    out = await service.timeout(info.id, info.version)

    rows = await service.storage.actions(info.id)
    assert [(r.source, r.seat, r.action["kind"]) for r in rows[-1:]] == [("timeout", absent_seat, "bid")]
    # the take is the absent seat's own decision, with a deadline of its own
    assert out.game.prompt.kind == "take" and out.game.to_act == [absent] and out.game.deadline is not None
