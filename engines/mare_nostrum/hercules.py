"""Mythology, Hercules: one legion acts as the holder's civilization's creature for the turn.

mnm-it Eroi, Ercole: "Una volta per turno questo giocatore può usare 1 legione come se fosse
un'unità mitologica che appartiene a quel giocatore"; FAQ E86: only "unità mitologiche
corrispondenti alla civiltà del giocatore".  Decision D21 (docs/mythology-rules.md §10):

- In his own military turn the holder may declare one of his legions in a province
  (:class:`DeclareHercules`): until the end of the turn it moves as his creature
  (:class:`MoveHercules`: the Griffin's flight; the other kinds a legion's move,
  ``creatures.hercules_destinations``), makes the Titan's ranged attack (``combat.titan_attack``)
  and fights as the creature (``combat.hercules_legion``: automatic 6, Centaur's kill, Behemoth's
  cancel).
- Rules 3: "**può** usare": at each land battle where he has not used the power yet
  this turn (his own or another player's turn), the holder is asked whether one legion fights as
  his creature (``combat.hercules_step``, decision ``hercules``); a use is never spent for him.
  Rules < 3: his first land battle of the turn used it automatically (``combat.hercules_legion``).
  The once-per-turn limit is shared (``Player.used`` "hercules").
- ``State.hercules`` tracks the legion (its province); a Hercules move carries the tag along;
  the tag ends when no legion of the holder is left there (:func:`sweep`, after every action: the
  owner keeps that legion longest) and at the end of the turn (``turn.advance``).

Handlers: :func:`a_move` wraps the military turn's ``military.a_move`` for the two actions.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import military
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event
from engines.mare_nostrum.state import DeclareHercules, MoveHercules, RangedAttack, State
from engines.mare_nostrum.texts import in_province, named, province_name, who
from engines.text import msg


def holder(R: Rules, S: State, seat: int) -> bool:
    """``seat`` has Hercules' power (his card, or Castor & Pollux copying it) and a creature kind."""
    return q.is_seat(seat) and cr.kind_of(R, S, seat) is not None and q.has(R, S, seat, "legion_as_creature")


def can_declare(R: Rules, S: State, seat: int) -> bool:
    """The holder has not used Hercules this turn (a declaration or the automatic combat use)."""
    return holder(R, S, seat) and "hercules" not in S.players[seat].used and seat not in S.hercules


def options(R: Rules, S: State, seat: int) -> list[Any]:
    """The Hercules actions of ``seat`` in its military turn: a declaration per province holding
    its legions; then the declared legion's creature moves (after the triremes are launched) and,
    as a Titan, its ranged attacks when no Titan of the seat there lists them already."""
    tag = S.hercules.get(seat)
    if tag is None:
        if not can_declare(R, S, seat):
            return []
        return [DeclareHercules(province=pid) for pid, P in S.provinces.items() if P.legions.get(seat, 0) > 0]
    out: list[Any] = []
    if military.unlaunched(S, seat):
        return out
    if cr.hercules_fresh(S, seat, tag.place):
        out += [MoveHercules(to=to) for to in sorted(cr.hercules_destinations(R, S, seat, tag.place))]
    out += ranged_options(R, S, seat)
    return out


def ranged_options(R: Rules, S: State, seat: int) -> list[RangedAttack]:
    """As a Titan (D10, D21): the declared legion's ranged attacks on an adjacent province or sea,
    from a province not at war, unless the seat's own Titans there list them (they combine)."""
    tag = S.hercules.get(seat)
    if tag is None or tag.fired or not cr.has_kind(R, S, seat, "titan"):
        return []
    pid = tag.place
    P = S.provinces[pid]
    if q.enemies(P, seat) or P.legions.get(seat, 0) - S.fought.get(pid, 0) < 1:
        return []
    if P.creatures.get(seat, 0) - S.creatures_fought.get(pid, 0) > 0:
        return []  # moves.creature_moves lists them; the legion joins (combat.titan_attack)
    out = []
    for x in [*R.land[pid], *R.coasts[pid]]:
        if x in S.provinces:
            foes = q.enemies(S.provinces[x], seat)
        else:
            krk = S.sea_creatures.get(x, {})
            foes = sorted(({s for s, n in S.seas[x].items() if n > 0} | {s for s, n in krk.items() if n > 0}) - {seat})
        out += [RangedAttack(origin=pid, place=x, target=f) for f in foes]
    return out


def a_move(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """The military turn's handler (``HANDLERS["move"]``): Hercules' declaration and move here,
    every other action to ``military.a_move``."""
    if isinstance(a, DeclareHercules):
        declare(t.R, S, seat, a, ev)
    elif isinstance(a, MoveHercules):
        move(t.R, S, seat, a, ev)
    else:
        military.a_move(t, S, seat, a, ev)


def declare(R: Rules, S: State, seat: int, a: DeclareHercules, ev: list[Event]) -> None:
    """One of ``seat``'s legions in ``a.province`` acts as its creature until the end of the turn
    (refused: not Hercules' holder, already used this turn, no legion of the seat there)."""
    if not holder(R, S, seat):
        raise Refusal("no_hercules", named("mn-err-hercules-not-holder"))
    if not can_declare(R, S, seat):
        raise Refusal("hercules_used", named("mn-err-hercules-used"))
    if a.province not in S.provinces:
        raise Refusal("unknown_place", named("mn-err-no-such-province"))
    if S.provinces[a.province].legions.get(seat, 0) <= 0:
        raise Refusal("no_unit", msg("mn-err-hercules-no-legion", place=in_province(a.province)))
    kind = cr.kind_of(R, S, seat)
    cr.tag_hercules(S, seat, a.province)
    ev.append(event(msg("mn-ev-hercules-declares", side=who(seat), creature=msg(f"mn-creature-{kind}"), place=in_province(a.province)),
                    kind="creature", creature=kind))


def move(R: Rules, S: State, seat: int, a: MoveHercules, ev: list[Event]) -> None:
    """The declared legion moves as the creature (``creatures.hercules_destinations``): once,
    like any unit; entering enemy land units means a battle, an enemy province left without
    defenders a conquest (as for legions).  Helen of Troy is not asked: the piece enters as a
    creature, not as a legion (D21)."""
    tag = S.hercules.get(seat)
    if tag is None:
        raise Refusal("no_hercules", named("mn-err-hercules-none"))
    if military.unlaunched(S, seat):
        raise Refusal("launch", named("mn-err-launch-first"))
    kind = cr.kind_of(R, S, seat)
    creature = msg(f"mn-creature-{kind}")
    origin = tag.place
    if not cr.hercules_fresh(S, seat, origin):
        raise Refusal("no_unit", msg("mn-err-hercules-moved", creature=creature))
    if a.to not in S.provinces:
        raise Refusal("unknown_place", named("mn-err-no-such-province"))
    if a.to not in cr.hercules_destinations(R, S, seat, origin):
        raise Refusal("not_adjacent", msg("mn-err-hercules-cannot-go", creature=creature, province=province_name(a.to)))
    S.land_started = True
    if kind != "griffin":
        military.note_bridge(R, S, seat, origin, a.to)
    O, P = S.provinces[origin], S.provinces[a.to]
    invasion = P.legions.get(seat, 0) + P.creatures.get(seat, 0) == 0
    O.legions[seat] -= 1
    if not O.legions[seat]:
        del O.legions[seat]
    q.normalize(O, war_clears=False)
    P.legions[seat] = P.legions.get(seat, 0) + 1
    S.locked[a.to] = S.locked.get(a.to, 0) + 1
    tag.place, tag.moved = a.to, True
    ev.append(event(msg("mn-ev-hercules-moves", side=who(seat), creature=creature, origin=province_name(origin), to=province_name(a.to)),
                    kind="creature", creature=kind))
    military.after_arrival(R, S, seat, a.to, ev, invasion)


def sweep(S: State) -> None:
    """End the tag of a seat left without a legion in its province (eliminated, converted by
    Midas...).  Called after every action: within one action no legion of the seat comes back
    there, so the tag never jumps to another piece."""
    for seat, tag in list(S.hercules.items()):
        if S.provinces[tag.place].legions.get(seat, 0) <= 0:
            del S.hercules[seat]
