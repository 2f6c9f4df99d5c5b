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
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.cards import best_payment
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, allowed, event, want
from engines.mare_nostrum.state import Build, Cancel, ChooseCard, Decision, EndTurn, Pay, State, StealCaravan, Swap
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
#: Mythology adds these (creatures.in_play): a creature (6 cards), a Phoenix's rebirth (3 cards)
MYTH_ITEMS = ["creature", "rebirth"]


def check_build(
    R: Rules, S: State, seat: int, a: Build, res: dict[str, int] | None = None, reach: set[str] | None = None, free: bool = False,
) -> int:
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
        return 0 if free else check_afford(S, seat, c)
    # Queen of Sheba: "mercenari ... piazzati in qualsiasi spazio al bordo del tabellone di gioco
    # senza la necessità del marcatore di influenza, e ... anche in uno spazio controllato da un
    # avversario" (mnm-it, Eroi; NOTA in "Fase della Costruzione"): rules 1, 3 and 6 do not bind
    # her legions on the board's edge (D24: also in a province at war)
    mercenary = mercenaries_at(R, S, seat, a)
    # rule 1: only where the seat's influence marker stands
    if P.owner != seat and not mercenary:
        raise Refusal("not_yours", place_msg("mn-err-not-yours", pid))
    # rule 3: not in the turn the marker was placed (the advanced setup waits for nobody)
    if P.new_influence and not setup and not mercenary and not q.has(R, S, seat, "build_in_new_province"):
        # Croesus: "può costruire in una provincia nuova nello stesso turno in cui piazza il marcatore"
        raise Refusal("new_influence", place_msg("mn-err-new-influence", pid))
    # rule 6: not at war or occupied, except in one's own capital
    if pid != capital and not mercenary and (foreign or q.occupied_by_other(P, seat)):
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
    elif a.item == "creature":
        # mnm-it "Fase della Costruzione": creatures like other units, "solo nelle province in cui
        # vi è già un marcatore influenza", at most 3 pawns (D15: a Phoenix on its card counts)
        kind = cr.kind_of(R, S, seat)
        if kind is None:
            raise Refusal("no_creatures", named("mn-err-no-creatures"))
        if cr.reserve(R, S, seat) <= 0:
            raise Refusal("no_piece", named("mn-err-no-creature-left"))
        # D11: a Kraken may only stand on coastal land (or an island)
        if kind == "kraken" and not cr.coastal(R, pid):
            raise Refusal("landlocked", province_msg("mn-err-kraken-coast", pid))
        pool = None
    elif a.item == "rebirth":
        # Fenice: "può rinascere nella capitale Egiziana per una combinazione di 3 carte" (D15)
        if not cr.reborn_possible(R, S, seat):
            raise Refusal("no_phoenix", named("mn-err-no-phoenix"))
        if pid != capital:
            raise Refusal("not_capital", named("mn-err-rebirth-capital"))
        c = R.game.costs.get("phoenix_rebirth", 3)
        return check_afford(S, seat, c)
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
    if free:
        return 0
    c = R.game.costs[a.item] if setup else item_cost(R, S, seat, a)
    return check_afford(S, seat, c)


def castor_options(R: Rules, S: State, seat: int) -> list[str]:
    """The heroes Castor & Pollux may copy: every hero of an opponent that is not a civilization's
    own (mnm-it Eroi: "qualsiasi EROE avversario nel gioco, escluso gli eroi specifici delle
    civiltà"), in seat then purchase order."""
    return [c for i, pl in enumerate(S.players) if i != seat for c in pl.cards
            if R.special[c].kind == "hero" and R.special[c].civ is None]


def ask_castor(R: Rules, S: State) -> bool:
    """D19: at each role assignment (and when the card is bought, "I vantaggi ... vengono conferiti
    immediatamente all'acquisto") the owner of Castor & Pollux names the hero he copies for the
    turn (a "castor" decision answered with ``ChooseCard``).  True when asked."""
    for seat in range(S.n):
        if q.has(R, S, seat, "copy_hero") and castor_options(R, S, seat):
            S.pending.append(Decision(kind="castor", seat=seat))
            return True
    return False


def a_castor(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, ChooseCard)
    if a.card not in castor_options(t.R, S, seat):
        raise Refusal("bad_card", named("mn-err-castor"))
    S.pending.pop()
    S.players[seat].copies = a.card
    ev.append(event(msg("mn-ev-castor", side=who(seat), hero=special_name(t.R, a.card))))


def mercenaries_at(R: Rules, S: State, seat: int, a: Build) -> bool:
    """Whether ``a`` is a Queen of Sheba mercenary: a legion built outside the set-up by a holder
    of ``mercenaries`` in a province on the board's edge (``map.board_edges``, DESIGNED, D24)."""
    return (
        a.item == "legion" and S.phase != "setup" and a.province in R.map.board_edges
        and q.has(R, S, seat, "mercenaries")
    )


def spartacus_ready(R: Rules, S: State, seat: int) -> bool:
    return (
        S.phase != "setup" and q.has(R, S, seat, "slave_legion") and "spartacus" not in S.players[seat].used
        and S.players[seat].hand.get("slaves", 0) > 0
    )


def spartacus_payment(d: Decision) -> bool:
    """Whether a payment is Spartacus' legion for 1 slaves card (``card`` "spartacus" on a
    legion), not the purchase of the Spartacus hero card itself (``item`` "card", mnm-it)."""
    return d.card == "spartacus" and d.item == "legion"


def item_cost(R: Rules, S: State, seat: int, a: Build) -> int:
    """The cards a piece costs ``seat`` now: the cost table with the best single discount
    (mnm-it "queste riduzioni non sono cumulative": Caesar, Pericles, Atlas, Mausoleum, Croesus,
    Minos, Spartacus, Imhotep).  Minos (island) and Croesus (a province whose marker he placed
    this turn) take 1 off the first piece of each kind per turn (FAQ E84: "2 carovane e 3
    legioni. 1 carovana e 1 legione ricevono la riduzione")."""
    c = q.cost(R, S, seat, a.item)
    used = S.players[seat].used
    # Spartacus: "una volta per turno ... 1 legione con 1 carta schiavi" (paid with that card only)
    if a.item == "legion" and spartacus_ready(R, S, seat):
        return 1
    base = R.game.costs["phoenix_rebirth" if a.item == "rebirth" else a.item]
    if a.province is not None and f"kind_discount:{a.item}" not in used:
        P = S.provinces[a.province]
        if (q.has(R, S, seat, "island_discount") and R.provinces[a.province].island) or (
            q.has(R, S, seat, "build_in_new_province") and P.new_influence and P.owner == seat
        ):
            c = min(c, base - 1)
    return c


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
        if not S.winners:
            free_unit(R, S, seat, d.card, ev)
            if d.card == "castor_and_pollux" and S.phase != "setup":
                ask_castor(R, S)
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
        # Gilgamesh (D20): a free fortress with the marker in a province new to him (not at set-up)
        if (
            S.phase != "setup" and q.has(R, S, seat, "free_fortress_with_influence") and q.reserve(R, S, seat)["fortresses"] > 0
            and sum(P.fortresses.values()) < q.fortress_limit(R, S, seat)
        ):
            P.fortresses[seat] = P.fortresses.get(seat, 0) + 1
            ev.append(event(msg("mn-ev-free-piece", side=who(seat), card=special_name(R, "gilgamesh"), item=msg("mn-a-fortress"), place=in_province(d.province))))
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
    elif what in ("creature", "rebirth"):
        if what == "rebirth":
            S.players[seat].on_card -= 1
        P.creatures[seat] = P.creatures.get(seat, 0) + 1
        kind = cr.kind_of(R, S, seat)
        if kind == "kraken" and what == "creature" and S.rules >= 3 and S.phase != "setup":
            S.players[seat].used.append(cr.NEW_KRAKEN + d.province)  # it may emerge this turn (FAQ 75)
        ev.append(event(msg("mn-ev-creature-" + what, side=who(seat), creature=msg(f"mn-creature-{kind}"), place=in_province(d.province)),
                        kind="creature", creature=kind, place=d.province))
        return
    if what == "caravan":
        label: Msg = msg("mn-a-caravan-of", good=card_name(R.provinces[d.province].resources[d.site]))  # type: ignore[index]
    elif what == "city":
        label = msg("mn-a-city-of", city=R.provinces[d.province].cities[d.site])  # type: ignore[index]
    else:
        label = msg(f"mn-a-{what}")
    ev.append(event(msg("mn-ev-builds", side=who(seat), item=label, place=in_province(d.province))))


def free_unit(R: Rules, S: State, seat: int, card: str, ev: list[Event]) -> None:
    """Mythology's revised cards (§7.3, D26): a free piece when the card is bought.  Hannibal's
    legion "deve essere piazzata in Cartagine", Pericles' trireme in Athens/Sparta (the
    ``province`` of the effect); the Statue of Zeus' fortress and the Lighthouse's marker where the
    buyer chooses (a ``free_unit`` decision answered with a Build, no payment).  With the reserve
    empty (or no legal place), nothing."""
    for e in q.effects(R, S, seat, "free_unit"):
        if e not in [x.model_dump() for x in R.special[card].effects]:
            continue
        unit, where = e["unit"], e["province"]
        res = q.reserve(R, S, seat)
        if res[{"legion": "legions", "trireme": "triremes", "fortress": "fortresses", "influence": "influence"}[unit]] <= 0:
            return
        if where in S.provinces:
            P = S.provinces[where]
            if unit == "legion":
                P.legions[seat] = P.legions.get(seat, 0) + 1
            else:
                P.new_triremes[seat] = P.new_triremes.get(seat, 0) + 1
            ev.append(event(msg("mn-ev-free-piece", side=who(seat), card=special_name(R, card), item=msg(f"mn-a-{unit}"), place=in_province(where))))
            return
        if free_unit_places(R, S, seat, unit):
            S.pending.append(Decision(kind="free_unit", seat=seat, item=unit, card=card))
        return


def free_unit_places(R: Rules, S: State, seat: int, unit: str) -> list[Build]:
    """Where the free fortress (Statue of Zeus) or influence marker (Lighthouse) may go: the
    normal rules of that piece, no payment (D26)."""
    out = []
    for pid in S.provinces:
        b = Build(item=unit, province=pid)
        if allowed(lambda b=b: check_build(R, S, seat, b, free=True)):
            out.append(b)
    return out


def a_free_unit(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, Build)
    d = S.pending[-1]
    if a.item != d.item or a.province is None:
        raise Refusal("wrong_action", msg("mn-err-where", item=item_name(d.item or "")))
    check_build(t.R, S, seat, a, free=True)
    S.pending.pop()
    do_build(t.R, S, seat, Decision(kind="pay", seat=seat, item=a.item, province=a.province), ev)
    ev.append(event(msg("mn-ev-free-piece-from", side=who(seat), card=special_name(t.R, d.card or ""))))


def check_victory(R: Rules, S: State, seat: int, ev: list[Event]) -> None:
    """FINE DEL GIOCO: the Pyramids, or 4 heroes and/or wonders (the national hero counts);
    Mythology's long variant: 5 (``rules.victory_cards``, mnm-it "Obbiettivo del gioco").  With
    the 3 role cards variant neither wins: "Invece dell'usuale condizione di vittoria" (D39; the
    roles are checked by ``roles.roles_victory``)."""
    if q.roles_victory(S) is not None:
        return
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
        if spartacus_payment(d) and c != "slaves":
            raise Refusal("slaves_only", named("mn-err-spartacus-slaves"))
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
    items = [i for i in ITEMS if i != "card"] + (MYTH_ITEMS if cr.in_play(R) else [])
    costs = {i: (R.game.costs.get(i, R.game.costs.get("phoenix_rebirth", 3)) if setup else q.cost(R, S, seat, i)) for i in items}
    if free_influence:
        costs["influence"] = 0
    if not setup and (q.has(R, S, seat, "island_discount") or q.has(R, S, seat, "build_in_new_province")):
        costs = {i: c - 1 for i, c in costs.items()}  # Minos / Croesus may take 1 off (item_cost decides)
    if "legion" in costs and spartacus_ready(R, S, seat):
        costs["legion"] = 1  # Spartacus: a legion for 1 slaves card (item_cost)
    ok = {i for i, c in costs.items() if c <= afford}
    capital = q.capital_of(R, S, seat)
    for pid, P in S.provinces.items():
        if "influence" in ok and (P.owner is None or (P.convert_by == seat and P.owner != seat)):
            cands.append(Build(item="influence", province=pid))
        merc = Build(item="legion", province=pid)
        if "legion" in ok and mercenaries_at(R, S, seat, merc):
            cands.append(merc)  # Queen of Sheba: wherever she stands on the board's edge
        if P.owner != seat:
            continue
        if not setup and (P.new_influence or (pid != capital and (q.enemies(P, seat) or q.occupied_by_other(P, seat)))):
            continue
        if "city" in ok:
            cands += [Build(item="city", province=pid, site=i) for i, b in enumerate(P.cities) if not b]
        if "caravan" in ok:
            cands += [Build(item="caravan", province=pid, site=i) for i, b in enumerate(P.caravans) if not b]
        for item in ("temple", "market", "legion", "trireme", "fortress", "creature", "rebirth"):
            if item in ok and not (item == "legion" and mercenaries_at(R, S, seat, merc)):
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
    if isinstance(a, StealCaravan):
        steal_caravan(t.R, S, seat, a, ev)
        return
    want(a, Build)
    if a.item != "card":
        if a.province is not None or a.site is not None:
            raise Refusal("wrong_action", named("mn-err-what-first"))
        if not any(b.item == a.item for b in build_candidates(t.R, S, seat)):
            if a.item in MYTH_ITEMS:
                # the specific reason when it is not where (no creatures, 3 pawns in play, no Phoenix)
                check_build(t.R, S, seat, Build(item=a.item, province=q.capital_of(t.R, S, seat)))
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
    card = "spartacus" if a.item == "legion" and S.phase != "setup" and spartacus_ready(R, S, seat) else a.card
    d = Decision(kind="pay", seat=seat, item=a.item, province=a.province, site=a.site, card=card, cost=c)
    if c == 0:
        if a.item == "influence":
            S.players[seat].used.append("hammurabi")
        do_build(R, S, seat, d, ev)
    else:
        S.pending.append(d)


def jason_steals(R: Rules, S: State, seat: int) -> list[StealCaravan]:
    """Jason's possible thefts now (D22): a caravan one of his legions occupies, to a free resource
    site in a province holding his marker (not at war); once per turn."""
    if not q.has(R, S, seat, "steal_caravan") or "jason" in S.players[seat].used:
        return []
    froms = [(pid, i) for pid, P in S.provinces.items() for i, occ in enumerate(P.caravan_occ) if occ == seat and P.caravans[i]]
    tos = [(pid, i) for pid, P in S.provinces.items() if P.owner == seat and not q.enemies(P, seat)
           for i, built in enumerate(P.caravans) if not built]
    return [StealCaravan(province=a, site=i, to=b, to_site=j) for a, i in froms for b, j in tos if (a, i) != (b, j)]


def steal_caravan(R: Rules, S: State, seat: int, a: StealCaravan, ev: list[Event]) -> None:
    """Jason: "una volta per turno può prendere una carovana occupata da una sua legione e metterla
    su un suo sito risorse libero" (D22)."""
    if a not in jason_steals(R, S, seat):
        raise Refusal("no_theft", named("mn-err-jason"))
    P, T = S.provinces[a.province], S.provinces[a.to]
    P.caravans[a.site] = False
    P.caravan_occ[a.site] = None
    T.caravans[a.to_site] = True
    S.players[seat].used.append("jason")
    ev.append(event(msg("mn-ev-jason", side=who(seat), good=card_name(R.provinces[a.province].resources[a.site]),
                        origin=province_name(a.province), to=province_name(a.to))))


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
        if spartacus_payment(d):
            S.players[seat].used.append("spartacus")
        elif d.item not in (None, "card", "influence") and d.province is not None and S.phase != "setup":
            full = q.cost(t.R, S, seat, d.item)
            if d.cost < full:  # Minos / Croesus: once per kind per turn
                S.players[seat].used.append(f"kind_discount:{d.item}")
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
    if spartacus_payment(d):
        return ["slaves"] if not d.paid else []
    return best_payment(S.players[seat].hand, d.cost, d.paid) or []


def a_keep_goods(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """The Hanging Gardens' goods kept, one card at a time (Mythology: 2 goods, ``count``)."""
    want(a, ChooseCard)
    d = S.pending[-1]
    if a.card == "tax" or S.players[seat].hand.get(a.card, 0) - d.paid.count(a.card) <= 0:
        raise Refusal("not_in_hand", named("mn-err-keep-goods"))
    d.paid.append(a.card)
    left = sum(n for c, n in S.players[seat].hand.items() if c != "tax") - len(d.paid)
    if len(d.paid) < d.count and left > 0:
        return
    S.pending.pop()
    discard_goods(S, seat, list(d.paid))
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
        if keep_goods and len(goods) > 1 and sum(goods.values()) > keep_goods:
            S.pending.append(Decision(kind="keep_goods", seat=s, count=keep_goods))
            ev.append(event(msg("mn-ev-discard-tax-keep-good", side=who(s), n=lost)))
            continue
        kept: list[str] = []
        if keep_goods and goods:
            kept = [c for c, n in goods.items() for _ in range(n)][:keep_goods]
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
