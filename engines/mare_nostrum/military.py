"""The military phase (Fase Militare, A) Movimento): the Military Leader's order, moving and
launching triremes, moving legions by land or along chains of triremes, Helen of Troy, and the
battles a seat owes before it may end its turn (the battles themselves: combat.py).
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.mare_nostrum import blockade as bk
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.combat import fight_land, naval_battle, offer_conquest, titan_attack
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event, want
from engines.mare_nostrum.state import (
    Attack,
    Decision,
    EndTurn,
    MoveCreature,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    RangedAttack,
    State,
    UseGod,
    UseHero,
)
from engines.mare_nostrum.texts import in_province, in_sea, named, province_name, who
from engines.text import msg


def movable(S: State, seat: int, place: str) -> int:
    """Legions (in a province) or triremes (at sea) of ``seat`` at ``place`` that may still move
    this turn; Mythology: Hercules' legion moves only as its creature (``MoveHercules``, D21)."""
    if place in S.provinces:
        n = S.provinces[place].legions.get(seat, 0)
        if S.hercules:
            n -= cr.hercules_fresh(S, seat, place)
    else:
        n = S.seas[place].get(seat, 0) + S.trireme_second.get(place, 0)  # Atlas' second move
    return max(0, n - S.locked.get(place, 0))


def unlaunched(S: State, seat: int) -> list[str]:
    return [pid for pid, P in S.provinces.items() if P.new_triremes.get(seat, 0) > 0]


def can_fight(S: State, seat: int) -> list[str]:
    """Provinces where ``seat`` may start a land battle now: enemy land units are there and
    some of its units there have not fought this turn (FAQ: "attaccare due o più avversari che
    sono rimasti in guerra su una provincia")."""
    out = []
    for pid, P in S.provinces.items():
        if not q.enemies(P, seat) or pid in S.no_combat:
            continue
        fresh = P.legions.get(seat, 0) - S.fought.get(pid, 0)
        fresh += P.creatures.get(seat, 0) - S.creatures_fought.get(pid, 0)  # Mythology
        if fresh > 0 or (P.fortresses.get(seat, 0) > 0 and pid not in S.fought):
            out.append(pid)
    return out


def must_fight(S: State, seat: int) -> list[str]:
    """Provinces where ``seat`` still owes a battle: legions that entered ("Le Legioni DEVONO
    combattere quando vanno in uno spazio occupato"), and units staying in a province at war
    since before this military phase (FAQ: "In una provincia che era in guerra alla fine del
    turno precedente, un round di combattimento è obbligatorio? Solo se tu non sposti e resti
    ... Una fortezza non potrà fuggire").  Decision: units invaded earlier in this same phase
    may stay without fighting ("devono continuare a combattere durante la seguente Fase")."""
    out = []
    for pid in can_fight(S, seat):
        if pid in S.fought:
            out.append(pid)  # fresh legions arrived after this turn's battle there
        elif S.locked.get(pid, 0) > 0 or S.creatures_locked.get(pid, 0) > 0 or pid in S.war_at_start:
            out.append(pid)
    return out


def after_arrival(R: Rules, S: State, seat: int, pid: str, ev: list[Event], invasion: bool) -> None:
    """After legions entered ``pid``.  An invasion (the mover had no legion there) of an enemy
    province left without enemy land units is followed by the choice pillage / occupy /
    convert ("Se non ci sono unità di terra avversarie ... seguite le regole ... solo un
    giocatore invasore sopravvive").  Decision: reinforcements joining one's own legions do
    not invade again (else a legion joining an occupation could be forced to pillage)."""
    P = S.provinces[pid]
    # an arrival among enemies leads to a battle this turn; occupations fall only after it
    q.normalize(P, war_clears=False)
    if invasion and not q.enemies(P, seat):
        offer_conquest(R, S, seat, pid)


def a_move(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """The active seat's military turn, one action at a time: end it (triremes launched, owed
    battles fought), move a trireme, fight at sea, move legions, or attack on land."""
    if isinstance(a, EndTurn):
        if unlaunched(S, seat):
            raise Refusal("launch", named("mn-err-launch-first"))
        owed = must_fight(S, seat)
        if owed:
            raise Refusal("must_fight", msg("mn-err-must-fight", place=in_province(owed[0])))
        S.done.append(seat)
        S.active = None
        S.step = "choose_mover"
        ev.append(event(msg("mn-ev-ends-military", side=who(seat))))
        return
    if isinstance(a, MoveTrireme):
        move_trireme(t.R, S, seat, a, ev)
        return
    if isinstance(a, NavalAttack):
        naval_battle(t, S, seat, a, ev)
        return
    if isinstance(a, MoveLegions):
        move_legions(t.R, S, seat, a, ev)
        return
    if isinstance(a, Attack):
        attack(t, S, seat, a, ev)
        return
    if isinstance(a, MoveCreature):
        move_creature(t.R, S, seat, a, ev)
        return
    if isinstance(a, RangedAttack):
        titan_attack(t, S, seat, a, ev)
        return
    raise Refusal("wrong_action", named("mn-err-wrong-action"))


def move_trireme(R: Rules, S: State, seat: int, a: MoveTrireme, ev: list[Event]) -> None:
    """A trireme launched from the province where it was built to an adjacent sea, or moved one sea
    on (Fase Militare, A) Movimento: triremes first, before any land move)."""
    if S.land_started:
        raise Refusal("naval_over", named("mn-err-naval-over"))
    second = False
    if a.origin in S.provinces:
        P = S.provinces[a.origin]
        if P.new_triremes.get(seat, 0) <= 0:
            raise Refusal("no_unit", named("mn-err-no-new-trireme"))
        if a.to not in R.coasts[a.origin]:
            raise Refusal("not_adjacent", named("mn-err-launch-adjacent"))
        P.new_triremes[seat] -= 1
        if not P.new_triremes[seat]:
            del P.new_triremes[seat]
    elif a.origin in S.seas:
        if movable(S, seat, a.origin) <= 0:
            raise Refusal("no_unit", named("mn-err-no-trireme-there"))
        if a.to not in R.sea_links[a.origin]:
            raise Refusal("not_adjacent", named("mn-err-sea-adjacent"))
        fresh = S.seas[a.origin].get(seat, 0) - S.locked.get(a.origin, 0)
        if fresh <= 0:  # Atlas: a trireme on its second move
            second = True
            S.trireme_second[a.origin] -= 1
            S.locked[a.origin] -= 1
        S.seas[a.origin][seat] -= 1
        if not S.seas[a.origin][seat]:
            del S.seas[a.origin][seat]
    else:
        raise Refusal("unknown_place", named("mn-err-no-such-place"))
    S.seas[a.to][seat] = S.seas[a.to].get(seat, 0) + 1
    S.locked[a.to] = S.locked.get(a.to, 0) + 1
    # Atlas: "le trireme possono muovere di 2 spazi di mare" (one that fights after its first move
    # cannot move again: combat.naval_battle clears ``trireme_second`` where it fights)
    if not second and q.has(R, S, seat, "trireme_moves"):
        S.trireme_second[a.to] = S.trireme_second.get(a.to, 0) + 1
    launch = a.origin in S.provinces
    origin = province_name(a.origin) if launch else msg("mn-sea-" + a.origin)
    ev.append(event(msg("mn-ev-trireme", side=who(seat), origin=origin, to=msg("mn-sea-" + a.to), launch=int(launch))))


def move_legions(R: Rules, S: State, seat: int, a: MoveLegions, ev: list[Event]) -> None:
    """``a.count`` legions to an adjacent province (by land or along the seat's triremes); Helen of
    Troy may convert one of them on entering; an invasion may be followed by a conquest."""
    if unlaunched(S, seat):
        raise Refusal("launch", named("mn-err-launch-first"))
    if a.origin not in S.provinces or a.to not in S.provinces:
        raise Refusal("unknown_place", named("mn-err-no-such-province"))
    if a.count < 1 or movable(S, seat, a.origin) < a.count:
        raise Refusal("no_unit", named("mn-err-not-that-many"))
    if a.to not in q.neighbours(R, S, seat, a.origin):
        raise Refusal("not_adjacent", msg("mn-err-not-adjacent", province=province_name(a.to)))
    S.land_started = True
    note_bridge(R, S, seat, a.origin, a.to)
    # Mythology: the move announces the transport; Poseidon's holder (D52), then the Greek
    # Blockade, may answer first
    if bk.ask_poseidon(R, S, seat, a.origin, a.to, a.count, False, ev):
        return
    if bk.declare(R, S, seat, a.origin, a.to, a.count, False, ev):
        return
    legions_go(R, S, seat, a, ev)


def legions_go(R: Rules, S: State, seat: int, a: MoveLegions, ev: list[Event]) -> None:
    """The legions of a valid move ``a`` arrive (Helen, conquest)."""
    O, P = S.provinces[a.origin], S.provinces[a.to]
    invasion = P.legions.get(seat, 0) == 0
    O.legions[seat] -= a.count
    if not O.legions[seat]:
        del O.legions[seat]
    q.normalize(O, war_clears=False)
    P.legions[seat] = P.legions.get(seat, 0) + a.count
    S.locked[a.to] = S.locked.get(a.to, 0) + a.count
    ev.append(event(msg("mn-ev-legions", side=who(seat), n=a.count, origin=province_name(a.origin), to=province_name(a.to))))
    h = P.owner
    if (
        h is not None and q.is_seat(h) and h != seat and q.has(R, S, h, "convert_invader")
        and "helen" not in S.players[h].used and q.reserve(R, S, h)["legions"] > 0
    ):
        S.pending.append(Decision(kind="helen", seat=h, other=seat, province=a.to, count=int(invasion)))
        return
    after_arrival(R, S, seat, a.to, ev, invasion)


def a_blockade(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """The Greek's answer to a declared transport (blockade.py): a naval round against the
    carrying triremes in a sea of the route, or let them pass (then the units move)."""
    want(a, NavalAttack, UseHero)
    if isinstance(a, UseHero):
        if a.use:
            raise Refusal("wrong_action", named("mn-err-wrong-action"))
        transport_go(t.R, S, bk.let_pass(t.R, S, seat, ev), ev)
        return
    bk.attack(t, S, seat, a, ev)
    settle_blockade(t.R, S, ev)


def settle_blockade(R: Rules, S: State, ev: list[Event]) -> None:
    """After a blockade battle (also after Mars' question, from ``turn.advance``): the transport
    fails, the Greek is asked again, or the units move (blockade.settle)."""
    while S.pending and S.pending[-1].kind == "blockade":
        status, d = bk.settle(R, S, ev)
        if status == "ask":
            return
        if status == "go":
            transport_go(R, S, d, ev)


def a_poseidon(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Poseidon's holder answers an announced transport (D52, blockade.ask_poseidon): sink a
    trireme of its chain (the transport is cancelled) or let it go on."""
    want(a, UseGod, UseHero)
    if isinstance(a, UseHero):
        if a.use:
            raise Refusal("wrong_action", named("mn-err-wrong-action"))
        d = S.pending.pop()
        assert d.other is not None
        ev.append(event(msg("mn-ev-poseidon-pass", side=who(seat), other=who(d.other)), kind="god"))
        transport_on(t.R, S, d, ev)
        return
    bk.poseidon_strike(t.R, S, seat, a, ev)
    settle_poseidon(t.R, S, ev)


def settle_poseidon(R: Rules, S: State, ev: list[Event]) -> None:
    """After Poseidon struck an announced transport (also after Astarte's answer, from
    ``turn.advance``): the transport is cancelled ("il trasporto è annullato": the units never
    left, are not locked and may move again) or, saved by Astarte, goes on."""
    out = bk.poseidon_settle(R, S, ev)
    if out is not None and out[0] == "on":
        transport_on(R, S, out[1], ev)


def transport_on(R: Rules, S: State, d: Decision, ev: list[Event]) -> None:
    """The transport of ``d`` passed Poseidon: the Greek Blockade may answer it, else it goes."""
    assert d.other is not None and d.item is not None and d.province is not None
    if bk.declare(R, S, d.other, d.item, d.province, d.count, d.card == "creature", ev):
        return
    transport_go(R, S, d, ev)


def transport_go(R: Rules, S: State, d: Decision, ev: list[Event]) -> None:
    """The declared transport of ``d`` goes on: the units move as declared."""
    assert d.other is not None and d.item is not None and d.province is not None
    if d.card == "creature":
        creature_go(R, S, d.other, MoveCreature(origin=d.item, to=d.province), ev)
    else:
        legions_go(R, S, d.other, MoveLegions(origin=d.item, to=d.province, count=d.count), ev)


def note_bridge(R: Rules, S: State, seat: int, origin: str, to: str) -> None:
    """Aeneas: a crossing that needed his sea bridge fixes the bridge's sea for the turn."""
    if not q.has(R, S, seat, "sea_bridge") or any(u.startswith("aeneas:") for u in S.players[seat].used):
        return
    if to in R.land[origin] or to in q.chain_reach(R, S, seat, origin) or (q.has(R, S, seat, "cross_straits") and to in q.strait_partners(R, origin)):
        return
    sea = next(s for s in R.coasts[origin] if to in R.shores[s])
    S.players[seat].used.append("aeneas:" + sea)


def attack(t: Table, S: State, seat: int, a: Attack, ev: list[Event]) -> None:
    """A land battle in ``a.province`` against ``a.target`` (combat.fight_land)."""
    if unlaunched(S, seat):
        raise Refusal("launch", named("mn-err-launch-first"))
    fought = S.provinces.get(a.province)
    if fought is None or a.target not in q.enemies(fought, seat) or a.province not in can_fight(S, seat):
        raise Refusal("no_battle", named("mn-err-no-battle"))
    S.land_started = True
    # Medusa: "una volta per turno può impedire ogni combattimento in una provincia dove ha unità",
    # announced before the dice, also when attacked: the defender is asked first (D27 step 1)
    tg = a.target
    if q.is_seat(tg) and q.has(t.R, S, tg, "forbid_combat") and "medusa" not in S.players[tg].used:
        S.pending.append(Decision(kind="medusa", seat=tg, province=a.province, other=seat))
        return
    start_battle(t, S, seat, a.province, a.target, ev)


def midas_can(R: Rules, S: State, side: int, foe: int, pid: str) -> bool:
    """Midas may buy one more enemy legion: 2 tax cards in hand, a legion in reserve, an enemy
    legion in the battle (FAQ E87: "deve avere una legione nella riserva"; D23)."""
    return (
        q.is_seat(side) and q.has(R, S, side, "buy_enemy_legion") and S.players[side].hand.get("tax", 0) >= 2
        and q.reserve(R, S, side)["legions"] > 0 and S.provinces[pid].legions.get(foe, 0) > 0
    )


def start_battle(t: Table, S: State, seat: int, pid: str, target: int, ev: list[Event]) -> None:
    """Before the dice (D27 step 2): Midas, on either side, is asked whether to buy an enemy
    legion; then the round (combat.fight_land)."""
    for side, foe in ((seat, target), (target, seat)):
        if midas_can(t.R, S, side, foe, pid):
            S.pending.append(Decision(kind="midas", seat=side, province=pid, other=foe, giver=seat))
            return
    fight_land(t, S, seat, pid, target, ev)


def a_midas(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Midas: "paga 2 carte tasse alla banca per convertire una legione nemica in una delle sue"
    (attacking or defending); asked again while he can pay, then the battle."""
    want(a, UseHero)
    d = S.pending.pop()
    assert d.province is not None and d.other is not None and d.giver is not None
    attacker = d.giver
    defender = d.other if seat == attacker else seat
    if a.use:
        P = S.provinces[d.province]
        q.remove_cards(S.players[seat].hand, ["tax", "tax"])
        S.bank["tax"] = S.bank.get("tax", 0) + 2
        P.legions[d.other] -= 1
        if not P.legions[d.other]:
            del P.legions[d.other]
        P.legions[seat] = P.legions.get(seat, 0) + 1
        ev.append(event(msg("mn-ev-midas", side=who(seat), other=who(d.other, t.R), place=in_province(d.province))))
        if midas_can(t.R, S, seat, d.other, d.province):
            S.pending.append(d)
            return
    if not q.enemies(S.provinces[d.province], attacker):
        after_arrival(t.R, S, attacker, d.province, ev, True)
        return
    fight_land(t, S, attacker, d.province, defender, ev)


def a_medusa(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Medusa's holder, attacked in ``province``: forbid every battle there this turn, or fight."""
    want(a, UseHero)
    d = S.pending.pop()
    assert d.province is not None and d.other is not None
    if a.use:
        S.players[seat].used.append("medusa")
        S.no_combat.append(d.province)
        ev.append(event(msg("mn-ev-medusa", side=who(seat), place=in_province(d.province))))
        return
    start_battle(t, S, d.other, d.province, seat, ev)


def a_helen(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Helen of Troy: "Una volta per Fase Militare puoi convertire al tuo colore una delle legioni
    nemiche che entrano in una delle tue provincie" (only on entering: FAQ)."""
    want(a, UseHero)
    d = S.pending.pop()
    assert d.province is not None and d.other is not None
    P = S.provinces[d.province]
    if a.use:
        S.players[seat].used.append("helen")
        P.legions[d.other] -= 1
        S.locked[d.province] = S.locked.get(d.province, 0) - 1
        if not P.legions[d.other]:
            del P.legions[d.other]
        P.legions[seat] = P.legions.get(seat, 0) + 1
        ev.append(event(msg("mn-ev-helen", side=who(seat), other=who(d.other), place=in_province(d.province))))
    after_arrival(t.R, S, d.other, d.province, ev, bool(d.count))


#: ``Player.used`` entry, one per Kraken that dived this turn (cleared with the turn, D49)
DIVED = "kraken_dive"


def can_surface(S: State, seat: int) -> bool:
    """A Kraken of ``seat`` lies on its card and may surface now.  D49 (rules 2): one that dived
    this turn may not ("piazzata sulla carta Kraken. In QUALSIASI turno successivo il Kraken può
    emergere", mnm-it, Creature Mitologiche); rules 1 let it surface at once."""
    pl = S.players[seat]
    waiting = pl.on_card - (pl.used.count(DIVED) if S.rules >= 2 else 0)
    return waiting > 0


def move_creature(R: Rules, S: State, seat: int, a: MoveCreature, ev: list[Event]) -> None:
    """Mythology: one creature moves (creatures.destinations: like a legion; the Griffin flies 2;
    the Kraken walks the coasts and swims), or a Kraken dives onto its card instead of moving, or
    surfaces from it in any sea space (D13); rules 3: a Kraken built this turn may emerge from its
    province in any sea space, as its move (FAQ 75, :func:`creatures.new_krakens`).  A creature
    moves once per turn; entering enemy land units means a battle, as for legions."""
    if unlaunched(S, seat):
        raise Refusal("launch", named("mn-err-launch-first"))
    kind = cr.kind_of(R, S, seat)
    if kind is None:
        raise Refusal("no_creatures", named("mn-err-no-creatures"))
    creature = msg(f"mn-creature-{kind}")
    pl = S.players[seat]
    if a.origin == "card":
        # the Kraken surfaces "in qualsiasi spazio di mare" (a Phoenix on its card only by rebirth)
        if kind != "kraken" or pl.on_card <= 0:
            raise Refusal("no_unit", named("mn-err-no-diver"))
        if not can_surface(S, seat):
            raise Refusal("dived_this_turn", named("mn-err-kraken-dived"))
        if a.to not in S.seas:
            raise Refusal("unknown_place", named("mn-err-no-such-sea"))
        pl.on_card -= 1
        _add(S, a.to, seat)
        # D13: surfacing and then moving one step is the Kraken's move: it is not locked here
        ev.append(event(msg("mn-ev-kraken-surfaces", side=who(seat), place=in_sea(a.to)), kind="creature", creature=kind))
        return
    if a.origin not in S.provinces and a.origin not in S.seas:
        raise Refusal("unknown_place", named("mn-err-no-such-place"))
    if cr.movable(S, seat, a.origin) <= 0:
        raise Refusal("no_unit", msg("mn-err-no-creature-there", creature=creature))
    if a.dive:
        if kind != "kraken":
            raise Refusal("no_dive", named("mn-err-only-kraken-dives"))
        _remove(S, a.origin, seat)
        pl.on_card += 1
        pl.used.append(DIVED)  # D49: it surfaces in a later turn only
        ev.append(event(msg("mn-ev-kraken-dives", side=who(seat)), kind="creature", creature=kind))
        return
    if a.to in S.seas and a.origin in S.provinces and a.to not in cr.destinations(R, S, seat, a.origin) and cr.new_krakens(S, seat, a.origin):
        # rules 3, mnm-it FAQ: "Può un Kraken emergere nel round in cui è stato creato? Sì, comunque,
        # quello sostituisce il suo normale movimento": a Kraken built this turn emerges in any sea
        # space; that is its move (locked there; a naval move, D50, so it may still fight there)
        pl.used.remove(cr.NEW_KRAKEN + a.origin)
        _remove(S, a.origin, seat)
        _add(S, a.to, seat)
        S.creatures_locked[a.to] = S.creatures_locked.get(a.to, 0) + 1
        ev.append(event(msg("mn-ev-kraken-emerges", side=who(seat), built=in_province(a.origin), place=in_sea(a.to)),
                        kind="creature", creature=kind))
        return
    if a.to not in cr.destinations(R, S, seat, a.origin):
        raise Refusal("not_adjacent", msg("mn-err-creature-cannot-go", creature=creature))
    if a.to in S.provinces or (a.origin in S.provinces and S.rules < 2):
        # a land move (D13: a Kraken moving between sea spaces is a naval move: it may still fight
        # triremes).  D50 (rules 2): a Kraken entering the sea from the coast is a naval move too,
        # like a trireme's launch, so it may attack the triremes there if the land part has not
        # begun ("In mare può muovere in uno spazio di mare e attaccarvi le trireme")
        S.land_started = True
    if a.origin in S.provinces and a.to in S.provinces and kind not in ("griffin", "kraken"):
        note_bridge(R, S, seat, a.origin, a.to)
        # the Greek Blockade: a creature carried by triremes is a land unit of the invasion (D41);
        # Poseidon's holder may strike its transport first (D52)
        if bk.ask_poseidon(R, S, seat, a.origin, a.to, 1, True, ev):
            return
        if bk.declare(R, S, seat, a.origin, a.to, 1, True, ev):
            return
    creature_go(R, S, seat, a, ev)


def creature_go(R: Rules, S: State, seat: int, a: MoveCreature, ev: list[Event]) -> None:
    """The creature of a valid move ``a`` arrives (a battle or a conquest may follow)."""
    kind = cr.kind_of(R, S, seat)
    creature = msg(f"mn-creature-{kind}")
    invasion = a.to in S.provinces and S.provinces[a.to].legions.get(seat, 0) + S.provinces[a.to].creatures.get(seat, 0) == 0
    _remove(S, a.origin, seat)
    _add(S, a.to, seat)
    S.creatures_locked[a.to] = S.creatures_locked.get(a.to, 0) + 1
    origin = province_name(a.origin) if a.origin in S.provinces else msg("mn-sea-" + a.origin)
    to = province_name(a.to) if a.to in S.provinces else msg("mn-sea-" + a.to)
    ev.append(event(msg("mn-ev-creature-moves", side=who(seat), creature=creature, origin=origin, to=to), kind="creature", creature=kind))
    if a.to in S.provinces:
        after_arrival(R, S, seat, a.to, ev, invasion)


def _add(S: State, place: str, seat: int) -> None:
    if place in S.provinces:
        d = S.provinces[place].creatures
    else:
        d = S.sea_creatures.setdefault(place, {})
    d[seat] = d.get(seat, 0) + 1


def _remove(S: State, place: str, seat: int) -> None:
    if place in S.provinces:
        d = S.provinces[place].creatures
    else:
        d = S.sea_creatures[place]
    d[seat] -= 1
    if d[seat] <= 0:
        del d[seat]
    if place in S.sea_creatures and not S.sea_creatures[place]:
        del S.sea_creatures[place]
