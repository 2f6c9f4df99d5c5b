"""Mythology: the Greek Blockade ("NUOVA REGOLA: Il Blocco Greco", mnm-it, Combattimento; FAQ
"Può una trireme controllare uno spazio di mare?"; docs/mythology-rules.md §9 example 59,
decisions D40-D47).

    "Se un giocatore sta attaccando una provincia sotto il controllo Greco (vi è un marcatore di
    influenza su di essa) e il giocatore che attacca sta usando trireme per trasportare unità
    terrestri per l'invasione, il giocatore che attacca deve prima dichiarare che sta tentando di
    rompere il blocco Greco, e dichiarare quali unità sta tentando di muovere con le trireme.
    Una volta che il movimento è dichiarato, il giocatore Greco può, se lo desidera, utilizzare
    le proprie trireme per attaccare qualsiasi trireme avversaria che sta trasportando unità di
    invasione [...] in un qualsiasi spazio di mare dove il trasporto delle unità avversarie
    passa e [...] il giocatore Greco ha almeno una trireme."

How it is played here:

- The declaration is the move action itself (``MoveLegions``, or ``MoveCreature`` of a creature
  carried by triremes): it names the units, their province and the destination.  When the move
  is a transport the Greek may blockade (:func:`declare`, D41), the units stay where they are
  and a "blockade" decision of the Greek seat goes on ``State.pending`` (``Decision``: ``seat``
  the Greek, ``other`` the mover, ``item`` the origin, ``province`` the destination, ``count``
  the units, ``card`` "creature" for a creature, ``choices`` the seas already attacked).
- The Greek answers ``NavalAttack(sea, target=mover)`` (:func:`attack`: one naval round in a sea
  of the route, D43) or ``UseHero(use=False)`` (let them pass, D45).
- :func:`settle` looks at the decision after each battle (also after Mars' question, through
  ``turn.advance``): the chain broken -> the transport fails, the units never left and may move
  again (D44); seas left to attack -> the Greek is asked again; else the transport goes on.
  The move itself is carried out by military.py (``military.settle_blockade``), which is above
  this module.

Pure queries and state changes, no texts of its own but message ids.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from engines.base import Event
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.combat import bonus_hero, die_bonus, mars_pause, roll_bonus
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event
from engines.mare_nostrum.state import Battle, Decision, NavalAttack, State, UseGod, UseHero
from engines.mare_nostrum.texts import in_province, in_sea, losses_text, named, province_name, score_text, units_text, who
from engines.text import Text, msg

#: the civilization whose player may blockade ("questa speciale regola viene applicata solo dal
#: giocatore Greco, e le altre civiltà non hanno questa speciale abilità difensiva")
GREECE = "greece"


def greek_seat(R: Rules, S: State) -> int | None:
    """The seat playing Greece, when the Greek Blockade is in force; else None.

    D40: the rule is printed in the Mythology rulebook only (a "NUOVA REGOLA"; the base rulebook
    has no blockade and its FAQ makes every naval battle optional), so it applies with
    ``expansion: mythology`` only.  A neutral Greece (fewer than 6 players, §2.3) never moves
    nor attacks, so it does not blockade either."""
    if R.game.expansion != "mythology":
        return None
    return next((i for i, p in enumerate(S.players) if p.civ == GREECE), None)


def route(R: Rules, S: State, seat: int, origin: str, to: str) -> list[str]:
    """The seas a transport of ``seat``'s land units from ``origin`` to ``to`` passes through:
    the shortest unbroken chain of its triremes from a coast of ``origin`` to a coast of ``to``
    ([] when there is none).

    D42: the move action names the units and the two provinces, not the seas; the route taken is
    the one with the fewest seas (ties: the map's order of coasts and sea links, so it is the
    same for every reader), computed again after each battle of the blockade."""
    fleet = q.fleet_seas(S, seat)
    prev: dict[str, str | None] = {s: None for s in R.coasts[origin] if s in fleet}
    dq = deque(prev)
    while dq:
        s = dq.popleft()
        if to in R.shores[s]:
            path: list[str] = []
            cur: str | None = s
            while cur is not None:
                path.append(cur)
                cur = prev[cur]
            return path[::-1]
        for t in R.sea_links[s]:
            if t in fleet and t not in prev:
                prev[t] = s
                dq.append(t)
    return []


def by_trireme(R: Rules, S: State, seat: int, origin: str, to: str) -> bool:
    """Whether moving from ``origin`` to ``to`` needs ``seat``'s triremes: not over a land border,
    not across a strait with Moses (D30), not over Aeneas' sea bridge (D16) -- those moves carry
    no trireme, so there is none to attack (D41) -- and a chain joins the two provinces."""
    if to in R.land[origin]:
        return False
    if q.has(R, S, seat, "cross_straits") and to in q.strait_partners(R, origin):
        return False
    if q.has(R, S, seat, "sea_bridge") and any(to in R.shores[s] for s in q.bridge_seas(R, S, seat, origin)):
        return False
    return bool(route(R, S, seat, origin, to))


def open_seas(R: Rules, S: State, d: Decision) -> list[str]:
    """The seas of the transport's route (in path order) where the Greek (``d.seat``) has at least
    one trireme and has not attacked yet in this transport ("il giocatore Greco può attaccare in
    un qualsiasi spazio di mare dove il trasporto ... passa e ... ha almeno una trireme"; D43:
    one battle per sea and transport)."""
    assert d.other is not None and d.item is not None and d.province is not None
    return [s for s in route(R, S, d.other, d.item, d.province) if s not in d.choices and S.seas[s].get(d.seat, 0) > 0]


def carried_units(R: Rules, S: State, d: Decision) -> Text:
    """The units of the transport: "2 legions" or the creature's name."""
    if d.card == "creature":
        assert d.other is not None
        return msg(f"mn-creature-{cr.kind_of(R, S, d.other)}")
    return units_text(d.count, 0)


def declare(R: Rules, S: State, seat: int, origin: str, to: str, count: int, creature: bool, ev: list[Event]) -> bool:
    """The declared move of ``count`` land units (a creature: ``creature``) of ``seat`` from
    ``origin`` to ``to``: when it is a transport the Greek may blockade, push the Greek's
    "blockade" decision (the units do not move yet) and return True; else False (the move goes
    on at once).

    D41: offered only when it is possible -- the Greek is a player and not the mover, the
    destination holds the Greek's influence marker ("sotto il controllo Greco (vi è un marcatore
    di influenza su di essa)"; reinforcements to the mover's units already there count: they are
    invasion units too), the move needs triremes (:func:`by_trireme`) and a sea of its route
    holds a Greek trireme."""
    greek = greek_seat(R, S)
    if greek is None or greek == seat or S.provinces[to].owner != greek:
        return False
    if not by_trireme(R, S, seat, origin, to):
        return False
    d = Decision(kind="blockade", seat=greek, other=seat, item=origin, province=to, count=count, card="creature" if creature else None)
    seas = route(R, S, seat, origin, to)
    if not open_seas(R, S, d):
        return False
    S.pending.append(d)
    ev.append(event(msg("mn-ev-blockade-declared", side=who(seat), units=carried_units(R, S, d), origin=province_name(origin),
                        to=province_name(to), seas=[msg("mn-sea-" + s) for s in seas], greek=who(greek)), kind="blockade"))
    return True


def options(R: Rules, S: State, seat: int) -> list[Any]:
    """The Greek's answers: attack in each open sea (route order), or let them pass."""
    d = S.pending[-1]
    assert d.other is not None
    return [NavalAttack(sea=s, target=d.other) for s in open_seas(R, S, d)] + [UseHero(use=False)]


def auto_choice(R: Rules, S: State, seat: int) -> Any:
    """D47, the automatic Greek: attack in the first sea of the route where its triremes outnumber
    the carrying ones (a fair chance of sinking them all, and more dice than the other side),
    else let them pass (a naval round it would likely lose costs triremes for nothing)."""
    d = S.pending[-1]
    assert d.other is not None
    for s in open_seas(R, S, d):
        if S.seas[s].get(seat, 0) > S.seas[s].get(d.other, 0):
            return NavalAttack(sea=s, target=d.other)
    return UseHero(use=False)


def attack(t: Table, S: State, seat: int, a: NavalAttack, ev: list[Event]) -> None:
    """The Greek's naval round in ``a.sea`` against the carrying triremes (D43): every Greek
    trireme there against every trireme of the mover there (each is part of the chain there);
    a die per trireme (Pericles' +1: ``die_bonus``), one loss per full 5 points of the other
    side's total, Mars (gods.py) may add +6 after the roll.  Krakens take no part: the rule
    arms the Greek's "trireme" against "trireme ... che trasportano unità" and a Kraken never
    carries ("questo speciale attacco può essere usato soltanto contro trireme avversarie che
    trasportano unità di invasione").  The battle is the Greek's reaction, not a naval move of
    the mover's turn: the mover's military bookkeeping (fought, locked) is left alone."""
    R = t.R
    d = S.pending[-1]
    mover = d.other
    assert mover is not None
    if a.target != mover or a.sea not in open_seas(R, S, d):
        raise Refusal("no_blockade", named("mn-err-blockade-sea"))
    d.choices.append(a.sea)
    sea = S.seas[a.sea]
    g, m = sea.get(seat, 0), sea.get(mover, 0)
    ad, dd = t._roll(S, g), t._roll(S, m)
    at = sum(ad) + die_bonus(R, S, seat, "trireme") * g + roll_bonus(R, S, seat, a.sea, True)
    dt = sum(dd) + die_bonus(R, S, mover, "trireme") * m + roll_bonus(R, S, mover, a.sea, True)
    ev.append(event(msg("mn-ev-blockade-attack", side=who(seat), other=who(mover), place=in_sea(a.sea)), kind="blockade"))
    if mars_pause(R, S, a.sea, True, seat, mover, ad, dd, at, dt, 0, 0, ev):
        assert S.battle is not None
        S.battle.blockade = True  # combat.finish_battle: triremes only, no bookkeeping of the mover's turn
        return
    al, dl = min(dt // 5, g), min(at // 5, m)
    for side, loss in ((seat, al), (mover, dl)):
        if loss:
            sea[side] -= loss
            if sea[side] <= 0:
                del sea[side]
    S.battle = Battle(place=a.sea, naval=True, attacker=seat, defender=mover, attacker_dice=ad, defender_dice=dd,
                      attacker_total=at, defender_total=dt, attacker_losses=al, defender_losses=dl, blockade=True)
    ev.append(event(
        [
            msg("mn-ev-naval-battle", place=in_sea(a.sea)),
            score_text(who(seat), ad, 0, die_bonus(R, S, seat, "trireme"), bonus_hero(R, S, seat, "trireme"), at),
            score_text(who(mover), dd, 0, die_bonus(R, S, mover, "trireme"), bonus_hero(R, S, mover, "trireme"), dt),
            *losses_text(who(seat), al, at, who(mover), dl, dt, "triremes"),
        ],
        kind="battle", place=a.sea, attacker_dice=ad, defender_dice=dd,
    ))


def let_pass(R: Rules, S: State, seat: int, ev: list[Event]) -> Decision:
    """The Greek lets the transport pass (D45: no new question for the same transport); returns
    the decision, popped, for the move to be carried out."""
    d = S.pending.pop()
    assert d.other is not None
    ev.append(event(msg("mn-ev-blockade-pass", side=who(seat), other=who(d.other)), kind="blockade"))
    return d


def settle(R: Rules, S: State, ev: list[Event]) -> tuple[str, Decision]:
    """Look at the "blockade" decision on top of ``S.pending`` (after a battle, or when asked):

    - "failed" (popped): the mover has no unbroken chain left from the origin to the destination:
      the transport fails; the carried units "non sono perse ... vengono riportate nello spazio
      di partenza e possono fare un'altra mossa" -- they never left and are not locked (D44);
    - "ask": a sea of the (new) route can still be attacked: the Greek is asked (again);
    - "go" (popped): the chain holds and no sea is left to attack ("il giocatore invasore
      mantiene ancora una catena ininterrotta ... può muovere normalmente"): the caller moves
      the units."""
    d = S.pending[-1]
    assert d.kind == "blockade" and d.other is not None and d.item is not None and d.province is not None
    if not route(R, S, d.other, d.item, d.province):
        S.pending.pop()
        ev.append(event(msg("mn-ev-blockade-holds", side=who(d.seat), other=who(d.other), units=carried_units(R, S, d),
                            place=in_province(d.item)), kind="blockade"))
        return "failed", d
    if open_seas(R, S, d):
        return "ask", d
    S.pending.pop()
    if d.choices:
        ev.append(event(msg("mn-ev-blockade-broken", side=who(d.other), to=province_name(d.province)), kind="blockade"))
    return "go", d


# ---- Mythology: Poseidon after an announced transport (D52, rules 2) -----------------------------
# FAQ: "Quando Poseidone distrugge una trireme, dopo che il giocatore ha annunciato un trasporto, le
# unità trasportate sono perse? -- No, ma il trasporto è annullato."  The transport is announced (the
# move action), the holder of Poseidon face up may answer like the Greek to a blockade: sink one
# trireme of the chain (the transport is cancelled, the units stay and may move again) or let it go
# (then the Greek Blockade, if any, then the move).  Decision kind "poseidon": ``seat`` Poseidon's
# holder, ``other`` the mover, ``item`` the origin, ``province`` the destination, ``count`` the
# units, ``card`` "creature" for a creature; once Poseidon is used (Astarte's answer awaited)
# ``choices`` holds the sea struck and ``site`` the mover's triremes there before the blow.

POSEIDON = "poseidon"


def poseidon_seat(R: Rules, S: State, mover: int) -> int | None:
    """The seat that may strike ``mover``'s announced transport with Poseidon (face up, not used,
    another seat), rules 2 only; else None."""
    seat = S.gods.get(POSEIDON)
    if S.rules < 2 or seat is None or seat == mover or POSEIDON in S.gods_used:
        return None
    return seat


def ask_poseidon(R: Rules, S: State, seat: int, origin: str, to: str, count: int, creature: bool, ev: list[Event]) -> bool:
    """The declared move of ``seat``'s land units from ``origin`` to ``to`` is a transport
    (:func:`by_trireme`) and another seat holds Poseidon face up: push its "poseidon" decision
    (the units do not move yet) and return True; else False."""
    holder = poseidon_seat(R, S, seat)
    if holder is None or not by_trireme(R, S, seat, origin, to):
        return False
    d = Decision(kind="poseidon", seat=holder, other=seat, item=origin, province=to, count=count, card="creature" if creature else None)
    S.pending.append(d)
    ev.append(event(msg("mn-ev-poseidon-asked", side=who(seat), units=carried_units(R, S, d), origin=province_name(origin),
                        to=province_name(to), seas=[msg("mn-sea-" + s) for s in route(R, S, seat, origin, to)], holder=who(holder)),
                    kind="god"))
    return True


def poseidon_options(R: Rules, S: State, seat: int) -> list[Any]:
    """Poseidon's holder's answers: sink a trireme of the transport's chain in a sea of its route
    (route order), or let the transport go."""
    d = S.pending[-1]
    assert d.other is not None and d.item is not None and d.province is not None
    seas = route(R, S, d.other, d.item, d.province)
    return [UseGod(god=POSEIDON, sea=s, target=d.other) for s in seas] + [UseHero(use=False)]


def poseidon_auto(R: Rules, S: State, seat: int) -> Any:
    """D52, the automatic holder (and the timeout): sink the first trireme of the route when the
    transport goes to a province holding its marker or its units (it defends itself), else let it
    go (the god is kept for its own turn)."""
    d = S.pending[-1]
    assert d.province is not None
    P = S.provinces[d.province]
    opts = poseidon_options(R, S, seat)
    if P.owner == seat or P.legions.get(seat, 0) or P.fortresses.get(seat, 0) or P.creatures.get(seat, 0):
        return opts[0]
    return opts[-1]


def poseidon_strike(R: Rules, S: State, seat: int, a: UseGod, ev: list[Event]) -> None:
    """Poseidon's holder sinks one of the mover's triremes in ``a.sea`` (a sea of the route):
    the card is spent; when the mover holds Astarte face up, its holder is asked first (a "god"
    decision on top, D4; gods.a_god answers it) and the "poseidon" decision waits below it."""
    d = S.pending[-1]
    mover = d.other
    assert mover is not None
    if a.sea is None or a.target != mover or a not in poseidon_options(R, S, seat):
        raise Refusal("god_target", msg("mn-err-god-target", god=msg("mn-god-" + POSEIDON)))
    S.gods_used.append(POSEIDON)
    d.choices = [a.sea]
    d.site = S.seas[a.sea].get(mover, 0)
    if S.gods.get("astarte") == mover and "astarte" not in S.gods_used:
        ev.append(event(msg("mn-ev-god-invoked", side=who(seat), god=msg("mn-god-" + POSEIDON), victim=who(mover, R))))
        S.pending.append(Decision(kind="god", seat=mover, card="astarte", item=POSEIDON, other=seat, province=a.sea, count=mover))
        return
    sea = S.seas[a.sea]
    sea[mover] -= 1
    if not sea[mover]:
        del sea[mover]
    ev.append(event(msg("mn-ev-god-poseidon", side=who(seat), victim=who(mover, R), place=in_sea(a.sea))))


def poseidon_settle(R: Rules, S: State, ev: list[Event]) -> tuple[str, Decision] | None:
    """The "poseidon" decision on top of ``S.pending`` once Poseidon was used (and Astarte's
    answer, if asked, is in): popped, "cancelled" when a trireme was sunk (the transport is
    cancelled, the units stay where they are and may move again), "on" when Astarte saved it;
    None while no answer is in."""
    if not S.pending or S.pending[-1].kind != "poseidon" or not S.pending[-1].choices:
        return None
    d = S.pending.pop()
    assert d.other is not None and d.item is not None
    if S.seas[d.choices[0]].get(d.other, 0) < (d.site or 0):
        ev.append(event(msg("mn-ev-poseidon-cancels", side=who(d.other), units=carried_units(R, S, d), place=in_province(d.item)),
                        kind="god"))
        return "cancelled", d
    return "on", d
