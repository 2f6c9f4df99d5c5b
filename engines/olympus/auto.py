"""The automatic player of Olympus (absent seats at deadlines, the demo): it takes a wonder when
it can, otherwise the discovery worth most per action point that it can pay, otherwise the
expansion worth most per action point (resources it lacks, Stars, Atlantis, Olympus' Zeus
token), and answers every choice in the same spirit.  Deterministic: a function of the state."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engines.base import Engine
from engines.olympus import rules as q
from engines.olympus.data import DATA, RESOURCES
from engines.olympus.state import BuildWonder, Choose, Discover, Expand, Pass, PlayDestiny, State

#: what a discovery is worth to the automatic player beyond its 2 prestige (rough, in prestige)
EXTRA = {
    "poetry": 3, "philosophy": 5, "science": 3, "city": 3, "absolutism": 2, "engineering": 3, "architecture": 2,
    "hoplite": 1, "metallurgy": 1, "phalanx": 2, "strategy": 2, "religion": 1, "polytheism": 1, "hellenism": 2,
    "art": 2, "medicine": 1, "cavalry": 2, "surgery": 2, "commerce": 2, "agriculture": 2, "money": 2,
    "astronomy": 1, "map_making": 1, "oracle": 1, "democracy": 1,
}


def _needs(S: State, seat: int) -> Counter[str]:
    """How much each resource is wanted by the discoveries the seat lacks."""
    need: Counter[str] = Counter()
    for d in DATA.discoveries:
        if not q.has(S, seat, d.id) and q.discovery_column(S, d) is not None:
            need.update(d.cost.explicit)
    return need


def _territory_value(S: State, seat: int, t: str, need: Counter[str] | None = None) -> float:
    d = DATA.territory[t]
    tok = q.tokens(S, seat)
    v = 2.0 if d.atlantis else 1.0
    need = _needs(S, seat) if need is None else need
    share = need.get(d.resource, 0) / max(1, sum(need.values()))
    v += 4 * share / (1 + tok.get(d.resource, 0))
    if d.star:
        v += 1.5
    if d.zeus:
        v += 1.0
    return v


def choose(e: "Engine[State, Any]", S: State, seat: int) -> Any:
    acts = list(e.legal_actions(S, seat))
    if not acts:
        raise ValueError("the seat has nothing to decide")
    if S.pending:
        return _answer(S, seat, S.pending[0].kind, S.pending[0].ref, [a for a in acts if isinstance(a, Choose)])
    for a in acts:
        if isinstance(a, PlayDestiny):
            return a
    wonders = [a for a in acts if isinstance(a, BuildWonder)]
    if wonders:
        return max(wonders, key=lambda a: DATA.wonder[a.wonder].pp)
    discoveries = [a for a in acts if isinstance(a, Discover)]
    if discoveries:
        def dval(a: Discover) -> tuple[float, int]:
            d = DATA.discovery[a.discovery]
            spend = sum((q.cubes_to_spend(S, seat, d, a.groups) or {}).values())
            return ((2 + EXTRA.get(d.id, 1)) / max(1, q.discovery_cost(S, seat, d)), -spend)
        return max(discoveries, key=dval)
    expands = [a for a in acts if isinstance(a, Expand)]
    if expands:
        costs = {o: q.expand_costs(S, seat, o) for o in {a.origin for a in expands}}
        need = _needs(S, seat)
        values: dict[str, float] = {}

        def value(t: str) -> float:
            if t not in values:
                values[t] = _territory_value(S, seat, t, need)
            return values[t]

        def eval_(a: Expand) -> float:
            gain = value(a.to)
            if not a.origin.startswith("new:") and q.controller(S, a.origin) == seat:
                # abandoning a territory: only for something clearly better (no shuttling)
                gain -= value(a.origin) + 1.5
            return gain / costs[a.origin][a.to]

        scored = [(eval_(a), a.to, a.origin, a) for a in expands]
        best = max(scored, key=lambda x: x[:3])
        if best[0] > 0 or not [a for a in acts if isinstance(a, Pass)]:
            return best[3]
    for a in acts:
        if isinstance(a, Pass):
            return a
    return acts[0]


def _answer(S: State, seat: int, kind: str, ref: str, acts: list[Choose]) -> Choose:
    values = [a.value for a in acts]
    if kind in ("condemn", "barbarians"):
        far = q.route_costs(S, seat, None)
        # remove (or block) what is far from the northern entry, plain territories first
        return Choose(value=max(values, key=lambda t: (not DATA.territory[t].star, far.get(t, 99), t)))
    if kind == "bonus":
        row, col = ref.split(":")
        kinds = DATA.bonus_layout[row][int(col)]
        early = S.players[seat].pos < 40
        pref = "ABCD" if early else "DBCA"
        return Choose(value=min(values, key=lambda v: pref.index(kinds[int(v)])))
    if kind == "oracle":
        order = ["star", "resource_gold", "resource_stone", "resource_grain", "resource_wood", "zeus", "all_four_types", "wood_points", "grain_hourglass", "stone_majority"]
        return Choose(value=min(values, key=lambda c: order.index(c) if c in order else 99))
    if kind == "zeus_cards":
        return Choose(value=max(values, key=int))
    if kind in ("artemis", "commerce"):
        need = _needs(S, seat)
        have = q.available_resources(S, seat)
        return Choose(value=max(values, key=lambda r: (need.get(r, 0) - have.get(r, 0), -RESOURCES.index(r))))
    if kind == "hades":
        return Choose(value=min(values, key=lambda t: (q.controller(S, t) == seat, _territory_value(S, seat, t), t)))
    return acts[0]
