"""Position builders for the Olympus rule tests: a game past its setup with an empty board."""

from __future__ import annotations

from engines.olympus.engine import Olympus
from engines.olympus.state import State


def blank(e: Olympus, n: int = 4, seed: int = 1) -> State:
    """A game of ``n`` players after the setup choices, with no settler on the map, no tribe
    beaten, no cube, everyone at space 0 and seat 0 on top (so seat 0 acts)."""
    S = e.setup(n, {}, seed)
    S.pending = []
    S.condemned = []
    S.tribes = sorted(t for t, st in [(x.id, x.star) for x in __import__("engines.olympus.data", fromlist=["DATA"]).DATA.territories] if st)
    S.stacks = {}
    for i, p in enumerate(S.players):
        p.cubes = {}
        p.stamp = n - i
    S.stamp = n
    return S


def own(S: State, seat: int, *territories: str) -> None:
    """Put one settler of ``seat`` on each territory (on top), beating any tribe there."""
    for t in territories:
        if t in S.tribes:
            S.tribes.remove(t)
        S.stacks.setdefault(t, []).append(seat)


def keep_drawn(e: Olympus, S: State) -> tuple[State, list]:
    """Answer "keep" to every offer to play a Destiny card just drawn (rules 3, ``destiny_now``),
    as a player who plays none at once; returns the state and the events of those answers."""
    from engines.olympus.state import Choose

    events: list = []
    while S.pending and S.pending[0].kind == "destiny_now":
        S, ev = e.apply(S, S.pending[0].seats[0], Choose(value="keep"))
        events += ev
    return S, events
