"""The automatic player of Olympus (absent seats at deadlines, the demo): it takes a wonder when
it can, otherwise the discovery worth most per action point that it can pay, otherwise the
expansion worth most per action point (resources it lacks, Stars, Atlantis, Olympus' Zeus
token), and answers every choice in the same spirit.  Deterministic: a function of the state."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engines.olympus import moves
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


def _territory_value(S: State, seat: int, t: str, need: Counter[str] | None = None, tok: Counter[str] | None = None) -> float:
    d = DATA.territory[t]
    tok = q.tokens(S, seat) if tok is None else tok
    v = 2.0 if d.atlantis else 1.0
    need = _needs(S, seat) if need is None else need
    share = need.get(d.resource, 0) / max(1, sum(need.values()))
    v += 4 * share / (1 + tok.get(d.resource, 0))
    if d.star:
        v += 1.5
    if d.zeus:
        v += 1.0
    return v


def discovery_value(S: State, seat: int, a: Discover) -> tuple[float, int]:
    """A discovery's worth per action point (2 prestige and EXTRA), fewer cubes spent first."""
    d = DATA.discovery[a.discovery]
    spend = sum((q.cubes_to_spend(S, seat, d, a.groups) or {}).values())
    return ((2 + EXTRA.get(d.id, 1)) / max(1, q.discovery_cost(S, seat, d)), -spend)


def expansion_values(
    S: State, seat: int, expands: list[Expand], costs: list[int] | None = None
) -> list[tuple[float, str, str, Expand]]:
    """(worth per action point, destination, origin, expansion) of each expansion; ``costs``:
    their action points (rules.expand_costs), if already counted."""
    if costs is None:
        by_origin = {o: q.expand_costs(S, seat, o) for o in {a.origin for a in expands}}
        costs = [by_origin[a.origin][a.to] for a in expands]
    need = _needs(S, seat)
    tok = q.tokens(S, seat)
    values: dict[str, float] = {}

    def value(t: str) -> float:
        if t not in values:
            values[t] = _territory_value(S, seat, t, need, tok)
        return values[t]

    def eval_(a: Expand, cost: int) -> float:
        gain = value(a.to)
        if not a.origin.startswith("new:") and q.controller(S, a.origin) == seat:
            # abandoning a territory: only for something clearly better (no shuttling)
            gain -= value(a.origin) + 1.5
        # a free flight (rules 3) counts as half a point: the worth per point stays finite
        return gain / max(cost, 0.5)

    return [(eval_(a, c), a.to, a.origin, a) for a, c in zip(expands, costs)]


def choose(S: State, seat: int) -> Any:
    """The automatic player's move.  In a turn it asks for the legal actions kind by kind (the
    expansions, the dearest to list, only when it has no Destiny card to play, no wonder and no
    discovery): the same choice as from the whole list."""
    if S.over or seat not in moves.prompt(S).seats:
        raise ValueError("the seat has nothing to decide")
    if S.pending:
        acts = list(moves.legal_actions(S, seat))
        if not acts:
            raise ValueError("the seat has nothing to decide")
        return _answer(S, seat, S.pending[0].kind, S.pending[0].ref, [a for a in acts if isinstance(a, Choose)])
    destiny = moves.destiny_plays(S, seat)
    if destiny:
        return destiny[0]
    wonders = moves.wonders(S, seat)
    if wonders:
        # the most prestige; rules 3 (one action per choice of one-use Stars): Athena's Stars
        # before Star cards (a card kept in hand is worth 1 prestige at the end)
        return max(wonders, key=lambda a: (DATA.wonder[a.wonder].pp, -(a.cards or 0)))
    discoveries = moves.discoveries(S, seat)
    if discoveries:
        return max(discoveries, key=lambda a: discovery_value(S, seat, a))
    priced = moves.priced_expansions(S, seat)
    if priced:
        best = max(expansion_values(S, seat, [a for a, _ in priced], [c for _, c in priced]), key=lambda x: x[:3])
        # the pass is legal beside an expansion only past the last Zeus space (moves.turn_actions)
        if best[0] > 0 or not q.past_last_zeus(S, S.players[seat]):
            return best[3]
    return Pass()


def candidates(S: State, seat: int, discoveries: int = 4, expansions: int = 4) -> list[Any]:
    """The moves the strong player (engines/search.py) weighs for ``seat``: the automatic
    player's choice first, then in a turn the Destiny cards it may play, every wonder, the best
    way to pay each of the ``discoveries`` best discoveries, the ``expansions`` best expansions
    (by :func:`choose`'s measures) and the pass; a choice inside a turn: every answer, except the
    set-up's condemnations and barbarians (the automatic player's).  Empty when the seat has
    nothing to decide."""
    acts = list(moves.legal_actions(S, seat))
    if not acts:
        return []
    pick = choose(S, seat)
    out: list[Any] = [pick]
    if S.pending:
        if S.pending[0].kind not in ("condemn", "barbarians"):
            out += [a for a in acts if a != pick]
        return out
    best: dict[str, tuple[tuple[float, int], Discover]] = {}
    for a in acts:
        if isinstance(a, Discover):
            v = discovery_value(S, seat, a)
            if a.discovery not in best or v > best[a.discovery][0]:
                best[a.discovery] = (v, a)
    ranked_d = [a for _, a in sorted(best.values(), key=lambda va: va[0], reverse=True)]
    expands = [a for a in acts if isinstance(a, Expand)]
    ranked_e = [x[3] for x in sorted(expansion_values(S, seat, expands), key=lambda x: x[:3], reverse=True)] if expands else []
    more: list[Any] = [a for a in acts if isinstance(a, (PlayDestiny, BuildWonder))] + ranked_d[:discoveries] + ranked_e[:expansions]
    more += [a for a in acts if isinstance(a, Pass)]
    for a in more:
        if a not in out:
            out.append(a)
    return out


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
    if kind == "destiny_now":
        # a card drawn that gives something now is played at once (as in a turn, Destiny first)
        return Choose(value=next((v for v in values if v != "keep"), "keep"))
    if kind == "zeus_cards":
        return Choose(value=max(values, key=int))
    if kind in ("artemis", "commerce"):
        need = _needs(S, seat)
        have = q.available_resources(S, seat)
        return Choose(value=max(values, key=lambda r: (need.get(r, 0) - have.get(r, 0), -RESOURCES.index(r))))
    if kind == "hades":
        return Choose(value=min(values, key=lambda t: (q.controller(S, t) == seat, _territory_value(S, seat, t), t)))
    return acts[0]
