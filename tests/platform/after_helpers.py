"""Helpers of the after-the-game tests: toy games played to the end through the service."""

from __future__ import annotations

from bot.service import Service
from tests.platform.helpers import NAMES, FakeClock


async def play_toy(
    service: Service,
    clock: FakeClock | None,
    users: list[int],
    *,
    winner: int,
    guild_id: int | None = 1,
    channel_id: int = 10,
    seed: int = 7,
    step: float = 60.0,
    finish: bool = True,
    names: dict[int, str] | None = None,
    undo_first: bool = False,
) -> int:
    """A toy game (Coin Grab) of ``users`` (ids 1.. name ``NAMES[id - 1]``) played through the
    service, ``step`` seconds of the clock before each decision: ``winner`` always takes as many
    coins as it may, the others one; everyone bids 0 (no bid is won).  So ``winner`` has the
    most coins.  ``names``: user id -> name (default ``NAMES[id - 1]``).  ``finish=False`` stops before the last decision.  ``undo_first``: the first take is
    made as 2 coins, taken back (bot.features.undo) and made again.  Returns the game id."""
    names = names or {u: NAMES[u - 1] for u in users}
    info = await service.create_game(
        "toy", guild_id=guild_id, channel_id=channel_id, host_id=users[0], host_name=names[users[0]], seed=seed
    )
    for user in users[1:]:
        await service.join(info.id, user, names[user])
    await service.start(info.id, users[0])
    while True:
        info, engine, state = await service.public_state(info.id)
        if info.status != "active":
            return info.id
        seat = engine.prompt(state).seats[0]
        user = info.user_of(seat)
        assert user is not None
        if state.phase == "take":
            action = {"kind": "take", "n": min(3, state.pile) if user == winner else 1}
        else:
            action = {"kind": "bid", "amount": 0}
            if not finish and state.round == state.rounds and len(state.bids) == state.seats - 1:
                return info.id
        if clock is not None:
            clock.advance(step)
        if undo_first and action["kind"] == "take":
            undo_first = False
            moved = (await service.act(info.id, user, {"kind": "take", "n": 2}, info.version, None)).game
            info = (await service.undo(info.id, user, moved.version, None)).game
        await service.act(info.id, user, action, info.version, None)
