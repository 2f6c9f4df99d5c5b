"""The automatic player: plays absent seats, the demo and the benchmarks.

It grows an economy (caravans on new goods, cities, markets), expands by influence, defends, and
buys heroes and wonders (the Pyramids first) as soon as a combination allows, so that games reach a
rule victory.  Its trade offers are the cards it can best spare (duplicated goods first)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from engines.mare_nostrum import rules as q
from engines.mare_nostrum.moves import build_candidates, conquest_options, legal_actions
from engines.mare_nostrum.state import (
    Announce,
    Attack,
    Build,
    Choose,
    ChooseCard,
    Convert,
    EndTurn,
    Give,
    MoveLegions,
    MoveTrireme,
    Occupy,
    Offer,
    Pay,
    State,
    Take,
    UseHero,
)

if TYPE_CHECKING:
    from engines.mare_nostrum.engine import MareNostrum

CARD_PREFERENCE = [
    "pyramids", "colossus", "temple_of_artemis", "mausoleum", "hanging_gardens", "julius_caesar", "hannibal",
    "hammurabi", "pericles", "cleopatra", "agamemnon", "solomon", "archimedes", "lighthouse", "statue_of_zeus",
    "ulysses", "nebuchadnezzar", "helen_of_troy",
]


def saving_tax(hand: dict[str, int]) -> bool:
    """Whether the hand is on the way to a 9-tax combination (a hero or wonder)."""
    return hand.get("tax", 0) >= 5


def spare_order(hand: dict[str, int]) -> list[str]:
    """Cards from the most to the least expendable: duplicated goods, tax beyond two (unless the
    hand saves tax for a hero), then the commonest remaining cards."""
    left = Counter(hand)
    keep_tax = saving_tax(hand)
    out: list[str] = []
    while sum(left.values()):
        def key(c: str) -> tuple[int, int, str]:
            n = left[c]
            if c == "tax":
                return (3 if keep_tax else (0 if n > 2 else 2), -n, c)
            return (0 if n > 1 else 1, -n, c)

        c = min((c for c in left if left[c] > 0), key=key)
        out.append(c)
        left[c] -= 1
    return out


def card_value(hand: dict[str, int], card: str) -> int:
    """How much a card is worth to a hand: a new good most, tax next, a duplicate least."""
    if card == "tax":
        return 4 if saving_tax(hand) else 2
    return 3 if hand.get(card, 0) == 0 else 1


def best_payment(hand: dict[str, int], cost: int, paid: list[str] | None = None) -> list[str] | None:
    """The cheapest valid combination completing ``paid`` to ``cost`` cards, or None.

    Unspent goods and tax cards beyond two are discarded at the end of the construction phase,
    so: tax cards beyond the two that can be kept first, then goods of the most duplicated types
    (keeping single goods for later combinations), then the kept tax cards."""
    paid = list(paid or [])
    need = cost - len(paid)
    tax = hand.get("tax", 0)
    if paid and paid[0] == "tax":
        return ["tax"] * need if tax - len(paid) >= need else None
    types = [g for g in q.goods_types(hand) if g not in paid]
    if not paid and tax - 2 >= cost:
        return ["tax"] * cost
    if len(types) >= need:
        types.sort(key=lambda g: (-hand[g], g))
        return types[:need]
    if not paid and tax >= cost:
        return ["tax"] * cost
    return None


def _build_score(eng: "MareNostrum", S: State, seat: int, b: Build) -> float:
    R = eng.R
    produced = {R.provinces[pid].resources[i] for pid, P in S.provinces.items() for i, x in enumerate(P.caravans)
                if x and (P.caravan_occ[i] if P.caravan_occ[i] is not None else P.owner) == seat}
    if b.item == "card":
        assert b.card is not None
        return 1000 - CARD_PREFERENCE.index(b.card) if b.card in CARD_PREFERENCE else 900
    assert b.province is not None
    P = S.provinces[b.province]
    meta = R.provinces[b.province]
    if b.item == "influence":
        if P.owner is not None:
            return 300
        free = len(meta.resources) + len(meta.cities)
        return 60 + 10 * len(set(meta.resources) - produced) + 5 * free if free else 0
    if b.item == "caravan":
        res = meta.resources[b.site]  # type: ignore[index]
        return 200 if res not in produced else 90
    if b.item == "city":
        return 150
    if b.item == "market":
        return 40 + 15 * sum(P.caravans)
    if b.item == "temple":
        return 40 + 15 * sum(P.cities)
    ob = q.on_board(S, seat)
    threatened = any(q.enemies(S.provinces[n], seat) for n in R.land[b.province])
    if b.item == "legion":
        return 120 if threatened and P.legions.get(seat, 0) < 3 else (50 if ob["legions"] < 3 else 5)
    if b.item == "fortress":
        return 110 if threatened and not P.fortresses.get(seat) else (30 if b.province == q.capital_of(R, S, seat) and not P.fortresses.get(seat) else 0)
    if b.item == "trireme":
        return 45 if ob["triremes"] < 2 else 3
    return 0


def _choose_build(eng: "MareNostrum", S: State, seat: int) -> Any:
    cands = build_candidates(eng, S, seat)
    scored = [(s, i, b) for i, b in enumerate(cands) if (s := _build_score(eng, S, seat, b)) > 0]
    if not scored:
        return EndTurn()
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored[0][2]


def _military(eng: "MareNostrum", S: State, seat: int) -> Any:
    R = eng.R
    acts = legal_actions(eng, S, seat)
    for a in acts:
        if isinstance(a, MoveTrireme) and a.origin in S.provinces:
            return a
    owed = set(eng._must_fight(S, seat))
    for a in acts:
        if isinstance(a, Attack):
            P = S.provinces[a.province]
            mine = (P.legions.get(seat, 0) - S.fought.get(a.province, 0)) * 3.5 + P.fortresses.get(seat, 0) * 6
            theirs = P.legions.get(a.target, 0) * 3.5 + P.fortresses.get(a.target, 0) * 6
            if a.province in owed or mine > theirs + 3:
                return a
    # a measured raid: a province of another side next to ours, clearly weaker than our stack
    best = None
    for a in acts:
        if not isinstance(a, MoveLegions):
            continue
        O, P = S.provinces[a.origin], S.provinces[a.to]
        if P.owner in (None, seat) or a.to in S.locked:
            continue
        if q.is_player_capital(R, S, a.to) and not q.buildings_in(P):
            continue
        mine = O.legions.get(seat, 0)
        if a.count != mine - (1 if O.owner == seat and mine > 1 else 0):
            continue
        strength = sum(P.legions.values()) * 3.5 + sum(P.fortresses.values()) * 6
        if a.count * 3.5 < strength + 5 or a.count < 2:
            continue
        value = len(q.buildings_in(P)) * 10 + len(R.provinces[a.to].resources) * 3 + (5 if not q.is_seat(P.owner) else 0)
        if best is None or value > best[0]:
            best = (value, a)
    if best is not None:
        return best[1]
    return EndTurn() if any(isinstance(a, EndTurn) for a in acts) else acts[0]


def choose(eng: "MareNostrum", S: State, seat: int) -> Any:
    """The automatic player's action for ``seat`` (which must be prompted)."""
    R = eng.R
    pr = eng.prompt(S)
    k = pr.kind
    pl = S.players[seat]
    hand = pl.hand
    d = S.pending[-1] if S.pending else None
    T = S.trade
    if k == "role_heir":
        assert d is not None
        return Choose(seat=min(d.candidates, key=lambda s: (len(S.players[s].cards), s)))
    if k == "artemis":
        opts = [c for c in R.commodities if S.bank.get(c, 0) > 0]
        return ChooseCard(card=min(opts, key=lambda c: (hand.get(c, 0), c)))
    if k == "announce":
        hs = q.hand_size(S, seat)
        return Announce(count=min(hs, max(1, hs // 3)) if hs >= 2 else 0)
    if k == "offer":
        assert T is not None and T.announced is not None
        left = dict(hand)
        q.remove_cards(left, T.sealed[seat])
        return Offer(cards=eng.suggested_offer(S, seat))
    if k == "take":
        assert T is not None
        mine = Counter(hand) + Counter(T.taken.get(seat, []))
        opts = eng._take_options(T)
        return Take(giver=(g := max(opts, key=lambda o: (card_value(mine, o[1]), -o[0]))[0]),
                    card=max((o for o in opts if o[0] == g), key=lambda o: card_value(mine, o[1]))[1])
    if k == "ulysses":
        return UseHero(use=False)
    if k == "helen":
        return UseHero(use=True)
    if k == "ulysses_take":
        assert T is not None and d is not None and d.other is not None
        return ChooseCard(card=max(sorted(set(T.offers[d.other])), key=lambda c: card_value(hand, c)))
    if k == "compensate":
        return Give(card=spare_order(hand)[0])
    if k in ("choose_builder", "choose_mover"):
        left = [s for s in range(S.n) if s not in S.done]
        return Choose(seat=seat if seat in left else left[0])
    if k == "build":
        b = _choose_build(eng, S, seat)
        return b if isinstance(b, EndTurn) or b.item == "card" else Build(item=b.item)
    if k == "where":
        assert d is not None
        cands = [b for b in build_candidates(eng, S, seat) if b.item == d.item]
        return max(cands, key=lambda b: _build_score(eng, S, seat, b))
    if k == "setup_build":
        cands = build_candidates(eng, S, seat)
        cap = q.capital_of(R, S, seat)
        if S.provinces[cap].owner != seat:
            return Build(item="influence", province=cap)
        pri = {"caravan": 5, "city": 4, "influence": 3, "legion": 2, "fortress": 1}
        cands = [b for b in cands if b.item in pri and (b.item != "legion" or q.on_board(S, seat)["legions"] < 3)
                 and (b.item != "fortress" or not S.provinces[b.province].fortresses)]  # type: ignore[index]
        if not cands:
            return EndTurn()
        return max(cands, key=lambda b: pri[b.item])
    if k == "pay":
        assert d is not None
        pay = best_payment(hand, d.cost, d.paid)
        assert pay is not None
        return Pay(cards=eng.suggested_payment(S, seat))
    if k == "keep_goods":
        goods = [c for c in hand if c != "tax"]
        return ChooseCard(card=min(goods, key=lambda c: (S.bank.get(c, 0), c)))
    if k == "move":
        return _military(eng, S, seat)
    if k == "losses":
        acts = legal_actions(eng, S, seat)
        return min(acts, key=lambda a: a.fortresses)
    if k == "conquest":
        acts = conquest_options(eng, S, seat)
        occ = [a for a in acts if isinstance(a, Occupy)]
        if occ:
            return max(occ, key=lambda a: len(a.buildings))
        conv = [a for a in acts if isinstance(a, Convert)]
        return conv[0] if conv else acts[0]
    raise AssertionError(f"no automatic choice for {k}")
