"""Legal actions of a seat: small lists, one decision at a time (a build, then its payment card by
card; a move of legions from one province to another; ...)."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from engines.base import IllegalAction
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.state import (
    Announce,
    Attack,
    Build,
    Cancel,
    Choose,
    ChooseCard,
    Convert,
    EndTurn,
    Give,
    Losses,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    Occupy,
    Offer,
    Pay,
    Pillage,
    State,
    Swap,
    Take,
    UseHero,
)

if TYPE_CHECKING:
    from engines.mare_nostrum.engine import MareNostrum


ITEMS = ["influence", "city", "caravan", "temple", "market", "legion", "trireme", "fortress", "card"]


def _ok(fn: Any) -> bool:
    try:
        fn()
        return True
    except IllegalAction:
        return False


def build_candidates(eng: "MareNostrum", S: State, seat: int) -> list[Build]:
    """Every construction ``seat`` may choose now (each checked by ``_check_build``).

    Candidates that surely fail are skipped before the check (speed only; the check decides):
    items costing more than the largest combination the hand can make (or the setup points
    left), and, outside the setup, every building in a province where rule 3 (influence placed
    this turn) or rule 6 (at war or occupied, except the capital) forbids building."""
    R = eng.R
    out: list[Build] = []
    cands: list[Build] = []
    setup = S.phase == "setup"
    hand = S.players[seat].hand
    afford = S.points if setup else max(hand.get("tax", 0), len(q.goods_types(hand)))
    free_influence = not setup and q.has(R, S, seat, "free_influence") and "hammurabi" not in S.players[seat].used
    costs = {i: (R.game.costs[i] if setup else q.cost(R, S, seat, i)) for i in ITEMS if i != "card"}
    if free_influence:
        costs["influence"] = 0
    ok = {i for i, c in costs.items() if c <= afford}
    capital = q.capital_of(R, S, seat)
    for pid, P in S.provinces.items():
        if "influence" in ok and (P.owner is None or (P.convert_by == seat and P.owner != seat)):
            cands.append(Build(item="influence", province=pid))
        if P.owner != seat:
            continue
        if not setup and (P.new_influence or (pid != capital and (q.enemies(P, seat) or q.occupied_by_other(P, seat)))):
            continue
        if "city" in ok:
            cands += [Build(item="city", province=pid, site=i) for i, b in enumerate(P.cities) if not b]
        if "caravan" in ok:
            cands += [Build(item="caravan", province=pid, site=i) for i, b in enumerate(P.caravans) if not b]
        for item in ("temple", "market", "legion", "trireme", "fortress"):
            if item in ok:
                cands.append(Build(item=item, province=pid))
    owned = {c for pl in S.players for c in pl.cards}
    cands += [Build(item="card", card=c) for c in R.special
              if c not in owned and (setup or q.cost(R, S, seat, "card", c) <= afford)]
    res = q.reserve(R, S, seat)
    reach = eng._influence_reach(S, seat)
    for b in cands:
        if _ok(lambda b=b: eng._check_build(S, seat, b, res, reach)):
            out.append(b)
    return out


def pay_options(eng: "MareNostrum", S: State, seat: int) -> list[Any]:
    d = S.pending[-1]
    out: list[Any] = []
    best = eng.suggested_payment(S, seat)
    if len(best) > 1:
        out.append(Pay(cards=best))
    for c in sorted(S.players[seat].hand):
        if _ok(lambda c=c: eng._pay_check(S, seat, d, [c])):
            out.append(Pay(cards=[c]))
    out.append(Cancel())
    return out


def move_options(eng: "MareNostrum", S: State, seat: int) -> list[Any]:
    R = eng.R
    out: list[Any] = []
    unlaunched = eng._unlaunched(S, seat)
    if not S.land_started:
        for pid in unlaunched:
            out += [MoveTrireme(origin=pid, to=s) for s in R.coasts[pid]]
        for sid, sides in S.seas.items():
            if eng._movable(S, seat, sid) > 0:
                out += [MoveTrireme(origin=sid, to=t) for t in R.sea_links[sid]]
            fresh = sides.get(seat, 0) - S.fought.get(sid, 0)
            if fresh > 0:
                out += [NavalAttack(sea=sid, target=t) for t in sorted(sides) if t != seat and sides[t] > 0]
    owed = eng._must_fight(S, seat)
    if not unlaunched:
        for pid in eng._can_fight(S, seat):
            out += [Attack(province=pid, target=t) for t in q.enemies(S.provinces[pid], seat)]
        for pid, _P in S.provinces.items():
            n = eng._movable(S, seat, pid)
            if n <= 0:
                continue
            for to in sorted(q.neighbours(R, S, seat, pid)):
                out += [MoveLegions(origin=pid, to=to, count=k) for k in range(1, n + 1)]
        if not owed:
            out.append(EndTurn())
    return out


def conquest_options(eng: "MareNostrum", S: State, seat: int) -> list[Any]:
    d = S.pending[-1]
    assert d.province is not None
    opts = eng._conquest_options(S, seat, d.province)
    P = S.provinces[d.province]
    out: list[Any] = [Pillage(building=b) for b in opts.get("pillage", [])]
    occ = opts.get("occupy", [])
    free = P.legions.get(seat, 0) - len(q.assignments(P, seat))
    for k in range(1, min(free, len(occ)) + 1):
        out += [Occupy(buildings=list(c)) for c in combinations(occ, k)]
    if "convert" in opts:
        out.append(Convert())
    return out


def legal_actions(eng: "MareNostrum", S: State, seat: int) -> list[Any]:
    """Every legal action of ``seat`` now (empty when the seat is not prompted)."""
    R = eng.R
    pr = eng.prompt(S)
    if seat not in pr.seats:
        return []
    k = pr.kind
    hand = S.players[seat].hand
    d = S.pending[-1] if S.pending else None
    T = S.trade
    if k == "role_heir":
        return [Choose(seat=s) for s in d.candidates]  # type: ignore[union-attr]
    if k == "artemis":
        return [ChooseCard(card=c) for c in R.commodities if S.bank.get(c, 0) > 0]
    if k == "announce":
        return [Announce(count=n) for n in range(q.hand_size(S, seat) + 1)]
    if k == "offer":
        assert T is not None
        left = dict(hand)
        q.remove_cards(left, T.sealed[seat])
        best = eng.suggested_offer(S, seat)
        return ([Offer(cards=best)] if len(best) > 1 else []) + [Offer(cards=[c]) for c in sorted(left)]
    if k == "take":
        assert T is not None
        return [Take(giver=g, card=c) for g, c in eng._take_options(T)]
    if k in ("ulysses", "helen"):
        return [UseHero(use=True), UseHero(use=False)]
    if k == "ulysses_take":
        assert T is not None and d is not None and d.other is not None
        return [ChooseCard(card=c) for c in sorted(set(T.offers[d.other]))]
    if k == "compensate":
        return [Give(card=c) for c in sorted(hand)]
    if k in ("choose_builder", "choose_mover"):
        return [Choose(seat=s) for s in range(S.n) if s not in S.done]
    if k == "build":
        out: list[Any] = [EndTurn()]
        if q.has(R, S, seat, "bank_swap") and "cleopatra" not in S.players[seat].used:
            for g in sorted(hand):
                takes = ["tax"] if g != "tax" else R.commodities
                out += [Swap(give=g, take=t) for t in takes if S.bank.get(t, 0) > 0]
        cands = build_candidates(eng, S, seat)
        items = sorted({b.item for b in cands if b.item != "card"}, key=ITEMS.index)
        return out + [Build(item=i) for i in items] + [b for b in cands if b.item == "card"]
    if k == "where":
        assert d is not None
        return [b for b in build_candidates(eng, S, seat) if b.item == d.item] + [Cancel()]
    if k == "setup_build":
        out = []
        if S.provinces[q.capital_of(R, S, seat)].owner == seat:
            out.append(EndTurn())
        return out + [b for b in build_candidates(eng, S, seat)
                      if b.item == "influence" or b.province == q.capital_of(R, S, seat)
                      or S.provinces[q.capital_of(R, S, seat)].owner == seat]
    if k == "pay":
        return pay_options(eng, S, seat)
    if k == "keep_goods":
        return [ChooseCard(card=c) for c in sorted(hand) if c != "tax"]
    if k == "move":
        return move_options(eng, S, seat)
    if k == "losses":
        assert d is not None and d.province is not None
        P = S.provinces[d.province]
        leg, fort = P.legions.get(seat, 0), P.fortresses.get(seat, 0)
        return [Losses(fortresses=f) for f in range(0, min(fort, d.count) + 1) if d.count - f <= leg]
    if k == "conquest":
        return conquest_options(eng, S, seat)
    return []
