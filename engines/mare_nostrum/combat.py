"""Battles and their aftermath (Fase Militare, B) Combattimento; Saccheggiare, Occupare,
Convertire): land and naval rounds (a die per legion or trireme, +6 per fortress, the heroes'
die bonuses; one loss per full 5 points of the other side's total), the owner's choice of
losses, and what the lone surviving invader may do (pillage, occupy, convert).

The dice come from the engine (``Table._roll``), so the tests can load them.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event, want
from engines.mare_nostrum.state import Battle, Convert, Decision, Losses, NavalAttack, Occupy, Pillage, Prov, State
from engines.mare_nostrum.texts import (
    building_list,
    building_name,
    card_name,
    in_province,
    in_sea,
    losses_text,
    named,
    province_name,
    score_text,
    special_name,
    units_text,
    who,
)
from engines.text import Msg, msg


def die_bonus(R: Rules, S: State, side: int, unit: str) -> int:
    if not q.is_seat(side):
        return 0
    return sum(int(e["amount"]) for e in q.effects(R, S, side, "die_bonus") if e["unit"] == unit)


def bonus_hero(R: Rules, S: State, side: int, unit: str) -> Msg | None:
    """The name of the card giving ``side`` a die bonus for ``unit`` (Hannibal, Pericles)."""
    if not q.is_seat(side):
        return None
    for c in S.players[side].cards:
        if any(e.id == "die_bonus" and e.model_dump().get("unit") == unit for e in R.special[c].effects):
            return special_name(R, c)
    return None


def fight_land(t: Table, S: State, seat: int, pid: str, target: int, ev: list[Event]) -> None:
    """One round (B Combattimento): a die per legion, +6 per fortress, Hannibal +1 per legion
    die; each side loses one unit per full 5 points of the other's total."""
    R = t.R
    P = S.provinces[pid]
    att_leg = P.legions.get(seat, 0) - S.fought.get(pid, 0)
    att_fort = P.fortresses.get(seat, 0) if pid not in S.fought else 0
    def_leg = P.legions.get(target, 0)
    def_fort = P.fortresses.get(target, 0)
    ad = t._roll(S, att_leg)
    dd = t._roll(S, def_leg)
    at = sum(ad) + 6 * att_fort + die_bonus(R, S, seat, "legion") * att_leg
    dt = sum(dd) + 6 * def_fort + die_bonus(R, S, target, "legion") * def_leg
    if mars_pause(R, S, pid, False, seat, target, ad, dd, at, dt, att_fort, def_fort, ev):
        S.fought[pid] = P.legions.get(seat, 0)
        S.locked[pid] = P.legions.get(seat, 0)
        return
    a_loss = min(dt // 5, P.legions.get(seat, 0) + P.fortresses.get(seat, 0))
    d_loss = min(at // 5, def_leg + def_fort)
    S.battle = Battle(
        place=pid, naval=False, attacker=seat, defender=target, attacker_dice=ad, defender_dice=dd,
        attacker_total=at, defender_total=dt, attacker_losses=a_loss, defender_losses=d_loss,
    )
    S.fought[pid] = P.legions.get(seat, 0)
    S.locked[pid] = P.legions.get(seat, 0)
    ev.append(
        event(
            [
                msg("mn-ev-battle", place=in_province(pid)),
                score_text(who(seat), ad, att_fort, die_bonus(R, S, seat, "legion"), bonus_hero(R, S, seat, "legion"), at),
                score_text(who(target, R), dd, def_fort, die_bonus(R, S, target, "legion"), bonus_hero(R, S, target, "legion"), dt),
                *losses_text(who(seat), a_loss, at, who(target, R), d_loss, dt, "units"),
            ],
            kind="battle", place=pid, attacker_dice=ad, defender_dice=dd,
        )
    )
    # the owner of the units chooses his losses (defender pushed first: the attacker answers first)
    for side, loss in ((target, d_loss), (seat, a_loss)):
        lose(S, pid, side, loss, ev)
    if not S.pending or S.pending[-1].kind != "losses":
        after_battle(R, S, pid, ev)


def naval_battle(t: Table, S: State, seat: int, a: NavalAttack, ev: list[Event]) -> None:
    """A naval round at sea ``a.sea`` against ``a.target``: a die per trireme that has not fought this
    turn against every enemy trireme there (Pericles +1 per die: ``die_bonus``); only before
    the first land move or battle of the seat's military turn."""
    R = t.R
    if S.land_started:
        raise Refusal("naval_over", named("mn-err-naval-battle-over"))
    sea = S.seas.get(a.sea)
    if sea is None:
        raise Refusal("unknown_place", named("mn-err-no-such-sea"))
    mine = sea.get(seat, 0) - S.fought.get(a.sea, 0)
    if mine <= 0 or a.target == seat or sea.get(a.target, 0) <= 0:
        raise Refusal("no_battle", named("mn-err-no-naval-battle"))
    ad, dd = t._roll(S, mine), t._roll(S, sea[a.target])
    at = sum(ad) + die_bonus(R, S, seat, "trireme") * mine
    dt = sum(dd) + die_bonus(R, S, a.target, "trireme") * sea[a.target]
    if mars_pause(R, S, a.sea, True, seat, a.target, ad, dd, at, dt, 0, 0, ev):
        return
    al, dl = min(dt // 5, sea[seat]), min(at // 5, sea[a.target])
    S.battle = Battle(place=a.sea, naval=True, attacker=seat, defender=a.target, attacker_dice=ad,
                      defender_dice=dd, attacker_total=at, defender_total=dt, attacker_losses=al, defender_losses=dl)
    for side, loss in ((seat, al), (a.target, dl)):
        sea[side] -= loss
        if sea[side] <= 0:
            del sea[side]
    S.fought[a.sea] = sea.get(seat, 0)
    S.locked[a.sea] = sea.get(seat, 0)
    ev.append(event(
        [
            msg("mn-ev-naval-battle", place=in_sea(a.sea)),
            score_text(who(seat), ad, 0, die_bonus(R, S, seat, "trireme"), bonus_hero(R, S, seat, "trireme"), at),
            score_text(who(a.target, R), dd, 0, die_bonus(R, S, a.target, "trireme"), bonus_hero(R, S, a.target, "trireme"), dt),
            *losses_text(who(seat), al, at, who(a.target, R), dl, dt, "triremes"),
        ],
        kind="battle", place=a.sea, attacker_dice=ad, defender_dice=dd,
    ))


# ---- Mythology: Mars ("Aggiungi +6 al totale di un solo tiro in combattimento dopo averne visto
# il risultato", D7, D27): when a side of the battle holds Mars face up, the battle stops after the
# roll (the dice and totals are logged), its holder is asked (gods.py, a "god" decision), then
# :func:`finish_battle` computes the losses from ``S.battle``'s totals.  Without Mars in the
# battle nothing changes (one event, as in the base game).
def mars_holder(S: State, sides: tuple[int, int]) -> int | None:
    seat = S.gods.get("mars")
    return seat if seat is not None and seat in sides and "mars" not in S.gods_used else None


def mars_pause(R: Rules, S: State, place: str, naval: bool, seat: int, target: int, ad: list[int], dd: list[int],
               at: int, dt: int, att_fort: int, def_fort: int, ev: list[Event]) -> bool:
    """Stop the battle after the roll when Mars' holder fights in it; True when stopped."""
    holder = mars_holder(S, (seat, target))
    if holder is None:
        return False
    unit = "trireme" if naval else "legion"
    S.battle = Battle(place=place, naval=naval, attacker=seat, defender=target, attacker_dice=ad, defender_dice=dd,
                      attacker_total=at, defender_total=dt)
    ev.append(event(
        [
            msg("mn-ev-naval-battle" if naval else "mn-ev-battle", place=in_sea(place) if naval else in_province(place)),
            score_text(who(seat), ad, att_fort, die_bonus(R, S, seat, unit), bonus_hero(R, S, seat, unit), at),
            score_text(who(target, R), dd, def_fort, die_bonus(R, S, target, unit), bonus_hero(R, S, target, unit), dt),
        ],
        kind="battle", place=place, attacker_dice=ad, defender_dice=dd,
    ))
    S.pending.append(Decision(kind="god", seat=holder, card="mars", province=place))
    return True


def finish_battle(R: Rules, S: State, mars_side: int | None, ev: list[Event]) -> None:
    """Resolve the battle stopped by :func:`mars_pause`: +6 to ``mars_side``'s total (None: Mars not
    used or cancelled), one loss per full 5 points of the other side's total."""
    B = S.battle
    assert B is not None
    if mars_side == B.attacker:
        B.attacker_total += 6
    elif mars_side == B.defender:
        B.defender_total += 6
    at, dt = B.attacker_total, B.defender_total
    seat, target = B.attacker, B.defender
    if B.naval:
        sea = S.seas[B.place]
        al, dl = min(dt // 5, sea.get(seat, 0)), min(at // 5, sea.get(target, 0))
        B.attacker_losses, B.defender_losses = al, dl
        for side, loss in ((seat, al), (target, dl)):
            sea[side] -= loss
            if sea[side] <= 0:
                del sea[side]
        S.fought[B.place] = sea.get(seat, 0)
        S.locked[B.place] = sea.get(seat, 0)
        ev.append(event([*losses_text(who(seat), al, at, who(target, R), dl, dt, "triremes")], kind="battle", place=B.place))
        return
    P = S.provinces[B.place]
    a_loss = min(dt // 5, P.legions.get(seat, 0) + P.fortresses.get(seat, 0))
    d_loss = min(at // 5, P.legions.get(target, 0) + P.fortresses.get(target, 0))
    B.attacker_losses, B.defender_losses = a_loss, d_loss
    ev.append(event([*losses_text(who(seat), a_loss, at, who(target, R), d_loss, dt, "units")], kind="battle", place=B.place))
    for side, loss in ((target, d_loss), (seat, a_loss)):
        lose(S, B.place, side, loss, ev)
    if not S.pending or S.pending[-1].kind != "losses":
        after_battle(R, S, B.place, ev)


def lose(S: State, pid: str, side: int, loss: int, ev: list[Event]) -> None:
    P = S.provinces[pid]
    leg, fort = P.legions.get(side, 0), P.fortresses.get(side, 0)
    if loss <= 0:
        return
    if leg and fort and loss < leg + fort and q.is_seat(side):
        S.pending.append(Decision(kind="losses", seat=side, province=pid, count=loss))
        return
    # no choice (or a neutral, which keeps its fortress as long as it can)
    kl = min(loss, leg)
    remove_land(P, side, kl, loss - kl)


def remove_land(P: Prov, side: int, legions: int, fortresses: int) -> None:
    P.legions[side] = P.legions.get(side, 0) - legions
    P.fortresses[side] = P.fortresses.get(side, 0) - fortresses
    for d in (P.legions, P.fortresses):
        if d.get(side, 1) <= 0:
            d.pop(side, None)


def after_battle(R: Rules, S: State, pid: str, ev: list[Event]) -> None:
    P = S.provinces[pid]
    seat = S.active
    assert seat is not None
    S.locked[pid] = min(S.locked.get(pid, 0), P.legions.get(seat, 0))
    S.fought[pid] = P.legions.get(seat, 0)
    q.normalize(P)
    if q.at_war(P):
        ev.append(event(msg("mn-ev-at-war", province=province_name(pid))))
    offer_conquest(R, S, seat, pid)


def conquest_options(R: Rules, S: State, seat: int, pid: str) -> dict[str, list[str]]:
    """What the lone surviving invader may do (B.2 "Solo un giocatore invasore sopravvive")."""
    P = S.provinces[pid]
    if P.legions.get(seat, 0) <= 0 or q.enemies(P, seat) or P.owner is None or P.owner == seat:
        return {}
    out: dict[str, list[str]] = {}
    blds = q.buildings_in(P)
    if blds and pid not in S.pillaged:
        out["pillage"] = blds
    free = P.legions.get(seat, 0) - len(q.assignments(P, seat))
    occ = [b for b in blds if q.occupant(P, b) is None]
    if occ and free > 0:
        out["occupy"] = occ
    # "Il marcatore influenza nella città capitale di un giocatore non può MAI essere convertito"
    if P.convert_by is None and free > 0 and not q.is_player_capital(R, S, pid):
        out["convert"] = ["influence"]
    return out


def offer_conquest(R: Rules, S: State, seat: int, pid: str) -> None:
    if conquest_options(R, S, seat, pid):
        S.pending.append(Decision(kind="conquest", seat=seat, province=pid))


def a_losses(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, Losses)
    d = S.pending[-1]
    assert d.province is not None
    P = S.provinces[d.province]
    leg, fort = P.legions.get(seat, 0), P.fortresses.get(seat, 0)
    if not 0 <= a.fortresses <= min(fort, d.count) or d.count - a.fortresses > leg:
        raise Refusal("bad_losses", msg("mn-err-bad-losses", n=d.count, max=min(fort, d.count)))
    S.pending.pop()
    remove_land(P, seat, d.count - a.fortresses, a.fortresses)
    ev.append(event(msg("mn-ev-loses", side=who(seat), units=units_text(d.count - a.fortresses, a.fortresses), place=in_province(d.province))))
    if not S.pending or S.pending[-1].kind != "losses":
        after_battle(t.R, S, d.province, ev)


def a_conquest(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    R = t.R
    d = S.pending[-1]
    assert d.province is not None
    pid = d.province
    P = S.provinces[pid]
    opts = conquest_options(R, S, seat, pid)
    name = province_name(pid)
    if isinstance(a, Pillage):
        if a.building not in opts.get("pillage", []):
            raise Refusal("no_building", named("mn-err-no-building"))
        S.pending.pop()
        S.pillaged.append(pid)
        kind, _, idx = a.building.partition(":")
        q.set_occupant(P, a.building, None)
        card = None
        if kind == "city":
            P.cities[int(idx)] = False
            S.supply["cities"] += 1
            card = "tax"
        elif kind == "caravan":
            P.caravans[int(idx)] = False
            S.supply["caravans"] += 1
            card = R.provinces[pid].resources[int(idx)]
        else:
            setattr(P, kind, False)
            S.supply[kind + "s"] += 1
        ev.append(event(msg("mn-ev-pillage", side=who(seat), province=name, building=building_name(R, pid, a.building))))
        # Nebuchadnezzar: "prendi una Carta Beni dalla carovana distrutta, o una Carta Tasse dalla città"
        if card and q.has(R, S, seat, "pillage_card") and S.bank.get(card, 0) > 0:
            S.bank[card] -= 1
            q.add_cards(S.players[seat].hand, [card])
            ev.append(event(msg("mn-ev-nebuchadnezzar", side=who(seat), card=card_name(card))))
        return
    if isinstance(a, Occupy):
        free = P.legions.get(seat, 0) - len(q.assignments(P, seat))
        if not a.buildings or len(set(a.buildings)) != len(a.buildings) or len(a.buildings) > free or not set(a.buildings) <= set(opts.get("occupy", [])):
            raise Refusal("bad_occupation", msg("mn-err-bad-occupation", n=free))
        S.pending.pop()
        for b in a.buildings:
            q.set_occupant(P, b, seat)
        ev.append(event(msg("mn-ev-occupy", side=who(seat), buildings=building_list(R, pid, a.buildings), place=in_province(pid))))
        return
    if isinstance(a, Convert):
        if "convert" not in opts:
            raise Refusal("no_conversion", named("mn-err-no-conversion"))
        S.pending.pop()
        P.convert_by = seat
        assert P.owner is not None
        ev.append(event(msg("mn-ev-convert", side=who(seat), province=name, owner=who(P.owner, R))))
        return
    raise Refusal("wrong_action", named("mn-err-conquest-choice"))
