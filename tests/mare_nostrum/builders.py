"""Position builders for the Mare Nostrum rule tests (DiplomacyGM style: set up, act, check).

``blank(civs)`` is a game in the construction / military / commerce step wanted, with an empty
board (no pieces, no hands) so each test places exactly what its rulebook case describes."""

from __future__ import annotations

from typing import Any

from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import State, Trade

ROLES = ("director_of_commerce", "political_leader", "military_leader")


class DiceEngine(MareNostrum):
    """The engine with loaded dice: each roll takes the next values of ``dice``."""

    def __init__(self, dice: list[int] | None = None) -> None:
        super().__init__()
        self.dice = list(dice or [])

    def _roll(self, S: State, n: int) -> list[int]:
        out, self.dice = self.dice[:n], self.dice[n:]
        assert len(out) == n, "not enough loaded dice"
        return out


def blank(eng: MareNostrum, civs: list[str], step: str = "build", active: int | None = 0, options: dict[str, Any] | None = None) -> State:
    """A game of ``civs`` (one per seat) with an empty board, empty hands, seat 0 holding every
    role, waiting at ``step`` ("build", "move", "announce") with ``active`` acting.  ``options``:
    more engine options (``{"expansion": "mythology"}``: the High Priest too, nothing set aside)."""
    S = eng.setup(len(civs), {"civilizations": civs, **(options or {})}, 1)
    for P in S.provinces.values():
        P.owner = None
        P.cities = [False] * len(P.cities)
        P.caravans = [False] * len(P.caravans)
        P.legions, P.fortresses, P.new_triremes, P.creatures = {}, {}, {}, {}
    for sea in S.seas.values():
        sea.clear()
    for pl in S.players:
        pl.hand = {}
    S.set_aside = []
    S.roles = {r: 0 for r in (*ROLES, "high_priest")} if (options or {}).get("expansion") == "mythology" else {r: 0 for r in ROLES}
    S.pending = []
    S.done = []
    S.active = active
    S.step = step
    S.phase = {"build": "construction", "move": "military", "announce": "commerce"}.get(step, "commerce")
    if step == "announce":
        S.trade = Trade(director=0)
    S.controlled = {}
    return S


def put(S: State, pid: str, owner: int | None = None, **units: Any) -> None:
    """Place an influence marker (``owner``) and units: legions={side: n}, fortresses={...},
    new_triremes={...}, creatures={...} (Mythology); cities=[site...], caravans=[site...], temple=True, market=True."""
    P = S.provinces[pid]
    if owner is not None:
        P.owner = owner
    for k in ("legions", "fortresses", "new_triremes", "creatures"):
        if k in units:
            getattr(P, k).update(units[k])
    for i in units.get("cities", []):
        P.cities[i] = True
    for i in units.get("caravans", []):
        P.caravans[i] = True
    if units.get("temple"):
        P.temple = True
    if units.get("market"):
        P.market = True


def wars_from_last_turn(S: State) -> None:
    """Mark the provinces now at war as at war since before this military phase."""
    from engines.mare_nostrum import rules as q

    S.war_at_start = sorted(p for p, P in S.provinces.items() if q.at_war(P))


def start_turn_control(S: State) -> None:
    """Snapshot the provinces controlled at the start of the turn (influence adjacency)."""
    S.controlled = {s: sorted(p for p, P in S.provinces.items() if P.owner == s) for s in range(S.n)}


def hand(S: State, seat: int, **cards: int) -> None:
    S.players[seat].hand = {k: v for k, v in cards.items() if v}


def place(eng: MareNostrum, S: State, seat: int, **kw: Any) -> State:
    """Choose a construction in the construction phase: the kind first, then where (one step for a
    hero or wonder).  Returns the state waiting for the payment; raises IllegalAction."""
    from engines.mare_nostrum.state import Build

    if kw.get("item") != "card":
        S, _ = eng.apply(S, seat, Build(item=kw["item"]))
    S, _ = eng.apply(S, seat, Build(**kw))
    return S
