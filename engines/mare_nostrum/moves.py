"""Legal actions of a seat: small lists, one decision at a time (a build, then its payment card by
card; a move of legions from one province to another; ...)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engines.mare_nostrum import blockade, construction, gods, hercules, military, offering, trade
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.combat import ajax_options, sea_loss_options
from engines.mare_nostrum.combat import conquest_options as conquest_choices
from engines.mare_nostrum.construction import ITEMS, MYTH_ITEMS, pay_check, suggested_payment
from engines.mare_nostrum.flow import Table, allowed, prompt
from engines.mare_nostrum.state import (
    Announce,
    Attack,
    AutomaticDice,
    Build,
    Cancel,
    Choose,
    ChooseCard,
    Convert,
    EndTurn,
    Give,
    Losses,
    MoveCreature,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    Occupy,
    Offer,
    OfferGod,
    Pay,
    Pillage,
    RangedAttack,
    State,
    Swap,
    Take,
    UseHero,
)


def build_candidates(eng: Table, S: State, seat: int) -> list[Build]:
    """Every construction ``seat`` may choose now (construction.build_candidates)."""
    return construction.build_candidates(eng.R, S, seat)


def pay_options(eng: Table, S: State, seat: int) -> list[Any]:
    d = S.pending[-1]
    out: list[Any] = []
    best = suggested_payment(S, seat)
    if len(best) > 1:
        out.append(Pay(cards=best))
    for c in sorted(S.players[seat].hand):
        if allowed(lambda c=c: pay_check(eng.R, S, seat, d, [c])):
            out.append(Pay(cards=[c]))
    out.append(Cancel())
    return out


def creature_moves(eng: Table, S: State, seat: int) -> list[Any]:
    """Mythology: every creature move of ``seat`` (creatures.destinations), a Kraken's dive and
    surfacing (D13)."""
    R = eng.R
    kind = cr.kind_of(R, S, seat)
    if kind is None:
        return []
    out: list[Any] = []
    places = [p for p, P in S.provinces.items() if P.creatures.get(seat, 0) > 0]
    places += [s for s, d in S.sea_creatures.items() if d.get(seat, 0) > 0]
    for place in places:
        if cr.movable(S, seat, place) <= 0:
            continue
        out += [MoveCreature(origin=place, to=to) for to in sorted(cr.destinations(R, S, seat, place))]
        if kind == "kraken":
            out.append(MoveCreature(origin=place, dive=True))
            if place in S.provinces and cr.new_krakens(S, seat, place):  # built this turn: emerge anywhere (FAQ 75)
                near = cr.destinations(R, S, seat, place)
                out += [MoveCreature(origin=place, to=s) for s in sorted(S.seas) if s not in near]
    if kind == "kraken" and military.can_surface(S, seat):
        out += [MoveCreature(origin="card", to=s) for s in sorted(S.seas)]
    if kind == "titan":
        for pid, P in S.provinces.items():
            if P.creatures.get(seat, 0) - S.creatures_fought.get(pid, 0) <= 0:
                continue
            for x in [*R.land[pid], *R.coasts[pid]]:
                if x in S.provinces:
                    foes = q.enemies(S.provinces[x], seat)
                else:
                    here = S.seas[x]
                    krk = S.sea_creatures.get(x, {})
                    foes = sorted(({s for s, n in here.items() if n > 0} | {s for s, n in krk.items() if n > 0}) - {seat})
                out += [RangedAttack(origin=pid, place=x, target=f) for f in foes]
    return out


def move_options(eng: Table, S: State, seat: int) -> list[Any]:
    R = eng.R
    out: list[Any] = []
    unlaunched = military.unlaunched(S, seat)
    if not S.land_started:
        for pid in unlaunched:
            out += [MoveTrireme(origin=pid, to=s) for s in R.coasts[pid]]
        for sid, sides in S.seas.items():
            if military.movable(S, seat, sid) > 0:
                out += [MoveTrireme(origin=sid, to=t) for t in R.sea_links[sid]]
            # Mythology (D13): a Kraken at sea attacks there too, alone or with triremes ("In mare
            # può muovere in uno spazio di mare e attaccarvi le trireme"; combat.naval_battle)
            krk = S.sea_creatures.get(sid, {})
            fresh = sides.get(seat, 0) - S.fought.get(sid, 0)
            fresh_krk = krk.get(seat, 0) - S.creatures_fought.get(sid, 0)
            if fresh > 0 or fresh_krk > 0:
                foes = {t for t, n in sides.items() if n > 0} | {t for t, n in krk.items() if n > 0}
                out += [NavalAttack(sea=sid, target=t) for t in sorted(foes - {seat})]
    owed = military.must_fight(S, seat)
    if not unlaunched:
        for pid in military.can_fight(S, seat):
            out += [Attack(province=pid, target=t) for t in q.enemies(S.provinces[pid], seat)]
        for pid, _P in S.provinces.items():
            n = military.movable(S, seat, pid)
            if n <= 0:
                continue
            for to in sorted(q.neighbours(R, S, seat, pid)):
                out += [MoveLegions(origin=pid, to=to, count=k) for k in range(1, n + 1)]
        out += creature_moves(eng, S, seat)
    out += hercules.options(R, S, seat)  # Mythology: Hercules' legion (D21)
    if not unlaunched and not owed:
        out.append(EndTurn())
    return out


def conquest_options(eng: Table, S: State, seat: int) -> list[Any]:
    d = S.pending[-1]
    assert d.province is not None
    opts = conquest_choices(eng.R, S, seat, d.province)
    P = S.provinces[d.province]
    out: list[Any] = [Pillage(building=b) for b in opts.get("pillage", [])]
    occ = opts.get("occupy", [])
    # a creature occupies like a legion (combat.a_conquest: "Una singola Legione o Creatura")
    free = P.legions.get(seat, 0) + P.creatures.get(seat, 0) - len(q.assignments(P, seat))
    for k in range(1, min(free, len(occ)) + 1):
        out += [Occupy(buildings=list(c)) for c in combinations(occ, k)]
    if "convert" in opts:
        out.append(Convert())
    return out


def legal_actions(eng: Table, S: State, seat: int) -> list[Any]:
    """Every legal action of ``seat`` now (empty when the seat is not prompted); Mythology: with
    the anytime gods' uses of a holder in a window appended (gods.anytime_options)."""
    out = step_actions(eng, S, seat)
    if out and S.gods:
        out += gods.anytime_options(eng.R, S, seat)
    return out


def offering_options(eng: Table, S: State, seat: int) -> list[Any]:
    """Mythology, step "offer_god": pass, or each available god for each combination the hand
    can offer (offering.combinations: every one apply accepts; the suggested one first)."""
    out: list[Any] = [OfferGod(god=None)]
    pay = offering.suggested_offering(eng.R, S, seat)
    if pay is not None and not offering.held(S, seat):
        combos = [pay] + [c for c in offering.combinations(eng.R, S, seat) if c != pay]
        out += [OfferGod(god=g, cards=c) for g in offering.available(S) for c in combos]
    return out


def step_actions(eng: Table, S: State, seat: int) -> list[Any]:
    """The legal actions of the prompt's own step or decision."""
    R = eng.R
    pr = prompt(S)
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
    if k == "castor":
        return [ChooseCard(card=c) for c in construction.castor_options(R, S, seat)]
    if k == "announce":
        return [Announce(count=n) for n in range(q.hand_size(S, seat) + 1)]
    if k == "offer":
        assert T is not None
        left = dict(hand)
        q.remove_cards(left, T.sealed[seat])
        best = trade.suggested_offer(S, seat)
        return ([Offer(cards=best)] if len(best) > 1 else []) + [Offer(cards=[c]) for c in sorted(left)]
    if k == "take":
        assert T is not None
        return [Take(giver=g, card=c) for g, c in trade.take_options(T)]
    if k in ("ulysses", "helen", "medusa", "antigone", "midas", "hercules"):
        return [UseHero(use=True), UseHero(use=False)]
    if k == "ulysses_take":
        assert T is not None and d is not None and d.other is not None
        return [ChooseCard(card=c) for c in sorted(set(T.offers[d.other]))]
    if k == "compensate":
        return [Give(card=c) for c in sorted(hand)]
    if k in ("choose_builder", "choose_mover", "choose_offerer"):
        return [Choose(seat=s) for s in range(S.n) if s not in S.done]
    if k == "offer_god":
        return offering_options(eng, S, seat)
    if k == "god":
        return gods.decision_options(R, S, seat)
    if k == "build":
        out: list[Any] = [EndTurn()]
        if q.has(R, S, seat, "bank_swap") and "cleopatra" not in S.players[seat].used:
            for g in sorted(hand):
                takes = ["tax"] if g != "tax" else R.commodities
                out += [Swap(give=g, take=t) for t in takes if S.bank.get(t, 0) > 0]
        cands = build_candidates(eng, S, seat)
        items = sorted({b.item for b in cands if b.item != "card"}, key=[*ITEMS, *MYTH_ITEMS].index)
        out += construction.jason_steals(R, S, seat)
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
        assert d is not None
        return [ChooseCard(card=c) for c in sorted(hand) if c != "tax" and hand[c] - d.paid.count(c) > 0]
    if k == "free_unit":
        assert d is not None and d.item is not None
        return construction.free_unit_places(eng.R, S, seat, d.item)
    if k == "move":
        return move_options(eng, S, seat)
    if k == "losses":
        assert d is not None and d.province is not None
        P = S.provinces[d.province]
        leg, fort, cre = P.legions.get(seat, 0), P.fortresses.get(seat, 0), P.creatures.get(seat, 0)
        return [Losses(fortresses=f, creatures=c) for c in range(0, min(cre, d.count) + 1)
                for f in range(0, min(fort, d.count - c) + 1) if d.count - f - c <= leg]
    if k == "naval_losses":  # Mythology, rules 3 (D34)
        return sea_loss_options(S, seat)
    if k == "conquest":
        return conquest_options(eng, S, seat)
    # Mythology: Hamilcar's automatic 4s (all of the dice first), Ajax's rerolls, Nebuchadnezzar's card
    if k == "hamilcar":
        assert d is not None
        return [AutomaticDice(count=n) for n in range(d.count, -1, -1)]
    if k == "ajax":
        return ajax_options(S, seat)
    if k == "nebuchadnezzar":
        assert d is not None
        return [ChooseCard(card=c) for c in d.choices]
    if k == "blockade":  # Mythology: the Greek Blockade
        return blockade.options(R, S, seat)
    if k == "poseidon":  # Mythology: Poseidon after an announced transport (D52)
        return blockade.poseidon_options(R, S, seat)
    return []
