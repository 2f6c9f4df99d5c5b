"""The construction phase (Fase Costruzione; Regole per la Costruzione 1-7): the Political
Leader's order, what may be built where, payments in valid combinations (card by card), the
heroes and Wonders and the victory they bring, Cleopatra's swap, and the end-of-phase discard
(two tax cards kept; the Hanging Gardens keep one good).

Mythology: the offering to the gods (a step between "trade_end" and "construction", ordered by
the High Priest) will be a module of its own next to this one (offering.py), run by turn.py.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engines.base import Event
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.cards import best_payment
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, allowed, event, want
from engines.mare_nostrum.state import Build, Cancel, ChooseCard, Decision, EndTurn, Pay, State, Swap
from engines.mare_nostrum.texts import (
    card_msg,
    card_name,
    cost_msg,
    in_province,
    item_name,
    named,
    one_per_province_msg,
    place_msg,
    province_msg,
    province_name,
    special_name,
    who,
)
from engines.text import Msg, msg

#: the constructions in the order the legal actions list them
ITEMS = ["influence", "city", "caravan", "temple", "market", "legion", "trireme", "fortress", "card"]


def check_build(R: Rules, S: State, seat: int, a: Build, res: dict[str, int] | None = None, reach: set[str] | None = None) -> int:
    """Validate a construction for ``seat``; the cost in cards (or points in the advanced setup).

    Regole per la Costruzione 1-7; raises IllegalAction with the broken rule.  ``res`` (the
    seat's reserve) and ``reach`` (provinces next to those controlled at the start of the turn)
    may be passed precomputed when many constructions are checked on one state."""
    setup = S.phase == "setup"
    if res is None:
        res = q.reserve(R, S, seat)
    if a.item == "card":
        if a.card not in R.special or a.card in S.set_aside:  # Mythology: the 8 set aside (§2.1.4)
            raise Refusal("unknown_card", named("mn-err-no-such-card"))
        sc = R.special[a.card]
        if any(a.card in pl.cards for pl in S.players):
            raise Refusal("taken", card_msg("mn-err-taken", f"mn-{sc.kind}-{a.card}", None))
        if sc.civ is not None and sc.civ != S.players[seat].civ:
            raise Refusal("national_hero", card_msg("mn-err-national-hero", f"mn-{sc.kind}-{a.card}", sc.civ))
        if setup and sc.civ is None:
            raise Refusal("setup_card", named("mn-err-setup-card"))
        c = q.cost(R, S, seat, "card", a.card) if not setup else R.game.costs[sc.kind]
        return check_afford(S, seat, c)
    if a.province not in S.provinces:
        raise Refusal("unknown_province", named("mn-err-no-such-province"))
    pid = a.province
    P = S.provinces[pid]
    meta = R.provinces[pid]
    capital = q.capital_of(R, S, seat)
    if setup:
        allowed = {capital, *R.land[capital], *R.game.advanced_setup.extra_provinces.get(S.players[seat].civ, [])}
        if pid not in allowed:
            raise Refusal("setup_area", named("mn-err-setup-area"))
        if a.item in ("legion", "trireme") and pid != capital:
            raise Refusal("setup_capital", named("mn-err-setup-capital"))
    foreign = q.enemies(P, seat)
    if a.item == "influence":
        if res["influence"] <= 0:
            raise Refusal("no_piece", named("mn-err-no-influence-left"))
        converting = P.convert_by == seat and P.owner is not None and P.owner != seat
        if P.owner is not None and not converting:
            raise Refusal("owned", province_msg("mn-err-owned", pid))
        if foreign:
            raise Refusal("enemy_units", place_msg("mn-err-enemy-units", pid))
        if not setup and not q.has(R, S, seat, "influence_anywhere"):
            if reach is None:
                reach = influence_reach(R, S, seat)
            if pid not in reach:
                raise Refusal("not_adjacent", province_msg("mn-err-influence-reach", pid))
        c = R.game.costs["influence"] if setup else q.cost(R, S, seat, "influence")
        if not setup and q.has(R, S, seat, "free_influence") and "hammurabi" not in S.players[seat].used:
            c = 0
        return check_afford(S, seat, c)
    # rule 1: only where the seat's influence marker stands
    if P.owner != seat:
        raise Refusal("not_yours", place_msg("mn-err-not-yours", pid))
    # rule 3: not in the turn the marker was placed (the advanced setup waits for nobody)
    if P.new_influence and not setup:
        raise Refusal("new_influence", place_msg("mn-err-new-influence", pid))
    # rule 6: not at war or occupied, except in one's own capital
    if pid != capital and (foreign or q.occupied_by_other(P, seat)):
        raise Refusal("at_war", province_msg("mn-err-at-war", pid))
    if a.item == "city":
        if a.site is None or not 0 <= a.site < len(P.cities) or P.cities[a.site]:
            raise Refusal("no_site", place_msg("mn-err-no-city-site", pid))
        pool = "cities"
    elif a.item == "caravan":
        if a.site is None or not 0 <= a.site < len(P.caravans) or P.caravans[a.site]:
            raise Refusal("no_site", place_msg("mn-err-no-resource-site", pid))
        pool = "caravans"
    elif a.item in ("temple", "market"):
        if getattr(P, a.item):
            raise Refusal("one_per_province", one_per_province_msg(pid, a.item))
        pool = a.item + "s"
    elif a.item == "fortress":
        if sum(P.fortresses.values()) >= q.fortress_limit(R, S, seat):
            raise Refusal("one_per_province", msg("mn-err-fortress-limit", province=province_name(pid), n=q.fortress_limit(R, S, seat)))
        if res["fortresses"] <= 0:
            raise Refusal("no_piece", named("mn-err-no-fortress-left"))
        pool = None
    elif a.item == "legion":
        if res["legions"] <= 0:
            raise Refusal("no_piece", named("mn-err-no-legion-left"))
        pool = None
    elif a.item == "trireme":
        if not meta.island and not R.coasts[pid]:
            raise Refusal("landlocked", province_msg("mn-err-landlocked", pid))
        if res["triremes"] <= 0:
            raise Refusal("no_piece", named("mn-err-no-trireme-left"))
        pool = None
    else:
        raise Refusal("malformed", named("mn-err-cannot-build"))
    if pool is not None and S.supply.get(pool, 0) <= 0:
        raise Refusal("no_token", msg("mn-err-no-token", item=msg("mn-building-" + a.item)))
    c = R.game.costs[a.item] if setup else q.cost(R, S, seat, a.item)
    return check_afford(S, seat, c)


def influence_reach(R: Rules, S: State, seat: int) -> set[str]:
    """Provinces adjacent (by land or by a chain of the seat's triremes) to a province the seat
    controlled at the start of the turn (rule 2; FAQ "dove si può andare")."""
    out: set[str] = set()
    for c in S.controlled.get(seat, []):
        out |= q.neighbours(R, S, seat, c)
    return out


def check_afford(S: State, seat: int, c: int) -> int:
    if S.phase == "setup":
        if c > S.points:
            raise Refusal("cannot_afford", msg("mn-err-setup-points", n=c, left=S.points))
        return c
    if not q.can_pay(S.players[seat].hand, c):
        raise Refusal("cannot_afford", cost_msg(c))
    return c


def do_build(R: Rules, S: State, seat: int, d: Decision, ev: list[Event]) -> None:
    what = d.item
    if what == "card":
        assert d.card is not None
        S.players[seat].cards.append(d.card)
        ev.append(event(msg("mn-ev-acquires", side=who(seat), card=special_name(R, d.card), n=len(S.players[seat].cards)), card=d.card))
        check_victory(R, S, seat, ev)
        return
    assert d.province is not None
    P = S.provinces[d.province]
    name = province_name(d.province)
    if what == "influence":
        old = P.owner
        P.owner = seat
        P.new_influence = S.phase != "setup"
        P.convert_by = None
        q.normalize(P)
        if old is not None:
            ev.append(event(msg("mn-ev-converted", side=who(seat), province=name, old=who(old, R))))
        else:
            ev.append(event(msg("mn-ev-influence", side=who(seat), place=in_province(d.province))))
        return
    if what == "city":
        P.cities[d.site] = True  # type: ignore[index]
        S.supply["cities"] -= 1
    elif what == "caravan":
        P.caravans[d.site] = True  # type: ignore[index]
        S.supply["caravans"] -= 1
    elif what in ("temple", "market"):
        setattr(P, what, True)
        S.supply[what + "s"] -= 1
    elif what == "legion":
        P.legions[seat] = P.legions.get(seat, 0) + 1
    elif what == "fortress":
        P.fortresses[seat] = P.fortresses.get(seat, 0) + 1
    elif what == "trireme":
        P.new_triremes[seat] = P.new_triremes.get(seat, 0) + 1
    if what == "caravan":
        label: Msg = msg("mn-a-caravan-of", good=card_name(R.provinces[d.province].resources[d.site]))  # type: ignore[index]
    elif what == "city":
        label = msg("mn-a-city-of", city=R.provinces[d.province].cities[d.site])  # type: ignore[index]
    else:
        label = msg(f"mn-a-{what}")
    ev.append(event(msg("mn-ev-builds", side=who(seat), item=label, place=in_province(d.province))))


def check_victory(R: Rules, S: State, seat: int, ev: list[Event]) -> None:
    """FINE DEL GIOCO: the Pyramids, or 4 heroes and/or wonders (the national hero counts);
    Mythology's long variant: 5 (``rules.victory_cards``, mnm-it "Obbiettivo del gioco")."""
    cards = S.players[seat].cards
    if q.has(R, S, seat, "win"):
        S.winners = [seat]
        S.reason = "pyramids"
    elif len(cards) >= q.victory_cards(S):
        S.winners = [seat]
        S.reason = "four_heroes_wonders"
    if S.winners:
        S.phase = "over"
        S.step = "over"
        S.pending = []
        ev.append(event(msg("mn-ev-wins", side=who(seat)), kind="victory"))


def pay_check(R: Rules, S: State, seat: int, d: Decision, cards: list[str]) -> None:
    """A payment must stay a valid combination: only tax cards, or only different goods."""
    hand = S.players[seat].hand
    paid = list(d.paid)
    for c in cards:
        if c != "tax" and c not in R.commodities:
            raise Refusal("unknown_card", named("mn-err-not-a-resource"))
        paid.append(c)
        if len(paid) > d.cost:
            raise Refusal("overpay", msg("mn-err-overpay", n=d.cost))
        if Counter(paid)[c] > hand.get(c, 0):
            raise Refusal("not_in_hand", msg("mn-err-no-other-card", card=card_name(c)))
        if "tax" in paid and any(p != "tax" for p in paid):
            raise Refusal("mixed", named("mn-err-mixed"))
        if c != "tax" and paid.count(c) > 1:
            raise Refusal("same_goods", named("mn-err-same-goods"))
    need = d.cost - len(paid)
    if paid and paid[0] == "tax":
        ok = hand.get("tax", 0) - paid.count("tax") >= need
    else:
        ok = len([g for g in q.goods_types(hand) if g not in paid]) >= need
    if not ok:
        raise Refusal("cannot_complete", named("mn-err-cannot-complete"))


def build_candidates(R: Rules, S: State, seat: int) -> list[Build]:
    """Every construction ``seat`` may choose now (each checked by :func:`check_build`).

    Candidates that surely fail are skipped before the check (speed only; the check decides):
    items costing more than the largest combination the hand can make (or the setup points
    left), and, outside the setup, every building in a province where rule 3 (influence placed
    this turn) or rule 6 (at war or occupied, except the capital) forbids building."""
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
    owned.update(S.set_aside)  # Mythology: the 8 heroes / Wonders set aside are never bought
    cands += [Build(item="card", card=c) for c in R.special
              if c not in owned and (setup or q.cost(R, S, seat, "card", c) <= afford)]
    res = q.reserve(R, S, seat)
    reach = influence_reach(R, S, seat)
    for b in cands:
        if allowed(lambda b=b: check_build(R, S, seat, b, res, reach)):
            out.append(b)
    return out


def a_build(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    if isinstance(a, EndTurn):
        S.done.append(seat)
        S.active = None
        S.step = "choose_builder"
        ev.append(event(msg("mn-ev-ends-construction", side=who(seat))))
        return
    if isinstance(a, Swap):
        swap(t.R, S, seat, a, ev)
        return
    want(a, Build)
    if a.item != "card":
        if a.province is not None or a.site is not None:
            raise Refusal("wrong_action", named("mn-err-what-first"))
        if not any(b.item == a.item for b in build_candidates(t.R, S, seat)):
            raise Refusal("nowhere", msg("mn-err-nowhere", item=item_name(a.item)))
        S.pending.append(Decision(kind="where", seat=seat, item=a.item))
        return
    start_payment(t.R, S, seat, a, ev)


def a_where(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    d = S.pending[-1]
    if isinstance(a, Cancel):
        S.pending.pop()
        return
    want(a, Build)
    if a.item != d.item or a.province is None:
        raise Refusal("wrong_action", msg("mn-err-where", item=item_name(d.item or "")))
    check_build(t.R, S, seat, a)
    S.pending.pop()
    start_payment(t.R, S, seat, a, ev)


def start_payment(R: Rules, S: State, seat: int, a: Build, ev: list[Event]) -> None:
    c = check_build(R, S, seat, a)
    d = Decision(kind="pay", seat=seat, item=a.item, province=a.province, site=a.site, card=a.card, cost=c)
    if c == 0:
        if a.item == "influence":
            S.players[seat].used.append("hammurabi")
        do_build(R, S, seat, d, ev)
    else:
        S.pending.append(d)


def swap(R: Rules, S: State, seat: int, a: Swap, ev: list[Event]) -> None:
    """Cleopatra: "Durante ogni Fase Costruzione, puoi scambiare una carta risorsa per una carta
    tasse (o viceversa) con la Banca"."""
    if not q.has(R, S, seat, "bank_swap"):
        raise Refusal("no_power", named("mn-err-no-cleopatra"))
    if "cleopatra" in S.players[seat].used:
        raise Refusal("used", named("mn-err-cleopatra-used"))
    hand = S.players[seat].hand
    if hand.get(a.give, 0) <= 0:
        raise Refusal("not_in_hand", named("mn-err-give-from-hand"))
    if (a.give == "tax") == (a.take == "tax") or (a.take != "tax" and a.take not in R.commodities):
        raise Refusal("bad_swap", named("mn-err-bad-swap"))
    if S.bank.get(a.take, 0) <= 0:
        raise Refusal("unavailable", named("mn-err-bank-empty"))
    S.players[seat].used.append("cleopatra")
    q.remove_cards(hand, [a.give])
    S.bank[a.give] += 1
    S.bank[a.take] -= 1
    q.add_cards(hand, [a.take])
    ev.append(event(msg("mn-ev-cleopatra", side=who(seat))))


def a_pay(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    d = S.pending[-1]
    if isinstance(a, Cancel):
        S.pending.pop()
        return
    want(a, Pay)
    if len(a.cards) > 1 and a.cards != suggested_payment(S, seat):
        raise Refusal("one_card", named("mn-err-pay-one"))
    pay_check(t.R, S, seat, d, a.cards)
    d.paid.extend(a.cards)
    if len(d.paid) == d.cost:
        S.pending.pop()
        q.remove_cards(S.players[seat].hand, d.paid)
        for c in d.paid:
            S.bank[c] += 1
        do_build(t.R, S, seat, d, ev)


def suggested_payment(S: State, seat: int) -> list[str]:
    """The cheapest valid combination completing the pending payment (goods of the most
    duplicated types first, else tax cards); [] when there is none."""
    if not S.pending or S.pending[-1].kind != "pay":
        return []
    d = S.pending[-1]
    return best_payment(S.players[seat].hand, d.cost, d.paid) or []


def a_keep_goods(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, ChooseCard)
    if a.card == "tax" or S.players[seat].hand.get(a.card, 0) <= 0:
        raise Refusal("not_in_hand", named("mn-err-keep-goods"))
    S.pending.pop()
    discard_goods(S, seat, [a.card])
    ev.append(event(msg("mn-ev-gardens", side=who(seat))))


def discard(R: Rules, S: State, ev: list[Event]) -> None:
    """"Le Carte Risorsa non utilizzate ... devono essere scartate alla fine della Fase
    Costruzione ... un giocatore può tenere due Carte Tasse"; Hanging Gardens keeps 1 good."""
    for s, pl in enumerate(S.players):
        keep_goods = sum(int(e["amount"]) for e in q.effects(R, S, s, "keep_goods"))
        tax = pl.hand.get("tax", 0)
        lost = 0
        if tax > 2:
            S.bank["tax"] += tax - 2
            pl.hand["tax"] = 2
            lost += tax - 2
        goods = {c: n for c, n in pl.hand.items() if c != "tax"}
        if keep_goods and len(goods) > 1:
            S.pending.append(Decision(kind="keep_goods", seat=s, count=keep_goods))
            ev.append(event(msg("mn-ev-discard-tax-keep-good", side=who(s), n=lost)))
            continue
        kept: list[str] = []
        if keep_goods and goods:
            g = next(iter(goods))
            kept = [g] * min(keep_goods, goods[g])
        discard_goods(S, s, kept)
        lost += sum(goods.values()) - len(kept)
        if lost:
            ev.append(event(msg("mn-ev-discards", side=who(s), n=lost)))


def discard_goods(S: State, s: int, kept: list[str]) -> None:
    pl = S.players[s]
    for c in list(pl.hand):
        if c == "tax":
            continue
        k = min(pl.hand[c], kept.count(c))
        S.bank[c] += pl.hand[c] - k
        if k:
            pl.hand[c] = k
        else:
            del pl.hand[c]
