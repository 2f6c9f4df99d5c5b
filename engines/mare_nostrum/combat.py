"""Battles and their aftermath (Fase Militare, B) Combattimento; Saccheggiare, Occupare,
Convertire): land and naval rounds (a die per legion or trireme, +6 per fortress, the heroes'
die bonuses; one loss per full 5 points of the other side's total), the owner's choice of
losses, and what the lone surviving invader may do (pillage, occupy, convert).

The dice come from the engine (``Table._roll``), so the tests can load them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engines.base import Event
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event, want
from engines.mare_nostrum.state import (
    AutomaticDice,
    Battle,
    ChooseCard,
    Convert,
    Decision,
    LandRound,
    Losses,
    NavalAttack,
    Occupy,
    PickDie,
    Pillage,
    Prov,
    RangedAttack,
    Reroll,
    State,
    UseHero,
)
from engines.mare_nostrum.texts import (
    building_list,
    building_name,
    card_name,
    cards_text,
    in_province,
    in_sea,
    losses_text,
    myth_score_text,
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


def roll_bonus(R: Rules, S: State, side: int, place: str, naval: bool) -> int:
    """Hook: a flat bonus added to ``side``'s total after its dice are seen (D27 step 5: the gods'
    Mars, +6 once, belongs here).  Mythology heroes' flat bonuses: Ariadne in defence
    (:func:`ariadne_bonus`).  0 in the base game."""
    return 0


def ariadne_bonus(R: Rules, S: State, side: int, pid: str) -> int:
    """Ariadne (D18): defending a province holding her influence marker, each building adds to
    her total once: city and caravan +1, temple and market +2."""
    if not q.is_seat(side) or S.provinces[pid].owner != side:
        return 0
    out = 0
    P = S.provinces[pid]
    for e in q.effects(R, S, side, "building_defence"):
        per = e["per"]
        out += per["city"] * sum(P.cities) + per["caravan"] * sum(P.caravans)
        out += per["temple"] * int(P.temple) + per["market"] * int(P.market)
    return out


def loss_divisor(R: Rules, S: State, side: int, naval: bool) -> int:
    """Points of the enemy total per unit ``side`` loses: 5, Penthesilea 6 for her land units
    ("perdere un unità ogni 6 punti invece di 5"; D31: land combat only)."""
    if naval or not q.is_seat(side):
        return 5
    return max([5, *(int(e["amount"]) for e in q.effects(R, S, side, "loss_divisor") if e.get("combat") == "land")])


def hamilcar_value(R: Rules, S: State, side: int) -> int | None:
    """The value of Hamilcar's automatic dice for ``side`` in a land battle (4), None without him."""
    if not q.is_seat(side):
        return None
    fx = [e for e in q.effects(R, S, side, "fixed_die") if e.get("combat") == "land"]
    return int(fx[0]["value"]) if fx else None


def has_ajax(R: Rules, S: State, side: int) -> bool:
    """Whether ``side`` holds Ajax's land reroll (his card, or Castor & Pollux copying it)."""
    return q.is_seat(side) and any(e.get("combat") == "land" for e in q.effects(R, S, side, "reroll"))


def _centaurs(R: Rules, S: State, P: Prov, side: int, fighting: int, foe: int, foe_legions: int, ev: list[Event], pid: str) -> int:
    """Before the dice (D27 step 2): each Centaur of ``side`` in the battle destroys one enemy
    legion ("distrugge una legione nemica" -- not a fortress, trireme or creature).  Returns the
    legions destroyed."""
    k = min(cr.centaur_kills(R, S, side, fighting), foe_legions)
    if k:
        P.legions[foe] -= k
        if P.legions[foe] <= 0:
            del P.legions[foe]
        ev.append(event(msg("mn-ev-centaur", side=who(side, R), n=k, other=who(foe, R), place=in_province(pid)), kind="creature", creature="centaur"))
    return k


def hercules_offer(R: Rules, S: State, side: int, foe: int, pid: str, legions: int) -> bool:
    """Whether ``side`` (with ``legions`` fighting in ``pid`` and no Hercules legion declared) may
    let one of them fight as its creature in this battle: Hercules' holder, its use of the turn
    not spent, a creature kind, and no Behemoth of ``foe`` there (its cancel would leave the legion
    rolling its die all the same, D21)."""
    if legions < 1 or not q.is_seat(side) or side in S.hercules or not q.has(R, S, side, "legion_as_creature"):
        return False
    kind = cr.kind_of(R, S, side)
    return kind is not None and "hercules" not in S.players[side].used and not cr.auto_six_cancelled(R, S, side, foe, pid)


def hercules_legion(R: Rules, S: State, side: int, foe: int, pid: str, legions: int, ev: list[Event]) -> int:
    """1 when one of ``side``'s ``legions`` fighting in ``pid`` counts as a creature of its own
    civilization's kind (Hercules, ``legion_as_creature``), else 0 (rules 1-2; rules 3 ask, see
    :func:`hercules_use`).

    mnm-it Eroi, Ercole: "Una volta per turno questo giocatore può usare 1 legione come se fosse
    un'unità mitologica che appartiene a quel giocatore"; FAQ E86: only his civilization's kind.
    D21: the legion declared in the holder's military turn (``State.hercules``, hercules.py)
    fights as the creature wherever it is; rules < 3: if he has not used the power yet this turn,
    it is taken automatically in his first land battle of the turn (attacking or defending), except
    against a Behemoth, where the legion stays a legion.  The automatic use tags that legion like
    a declaration (the once-per-turn limit is shared: ``Player.used`` "hercules")."""
    if legions < 1 or not q.is_seat(side):
        return 0
    tag = S.hercules.get(side)
    if tag is not None:
        return 1 if tag.place == pid else 0
    if not hercules_offer(R, S, side, foe, pid, legions):
        return 0
    hercules_use(R, S, side, pid, ev)
    return 1


def hercules_use(R: Rules, S: State, side: int, pid: str, ev: list[Event]) -> None:
    """``side``'s legion in the battle at ``pid`` fights as its creature: tagged as a declaration
    (Hercules' use of the turn), logged."""
    kind = cr.kind_of(R, S, side)
    cr.tag_hercules(S, side, pid)
    ev.append(event(msg("mn-ev-hercules", side=who(side, R), creature=msg(f"mn-creature-{kind}"), place=in_province(pid)),
                    kind="creature", creature=kind))


def hercules_titan(R: Rules, S: State, seat: int, origin: str) -> int:
    """1 when ``seat``'s Hercules legion at ``origin`` acts as a Titan and may still make the
    Titan's ranged attack this turn (D21), else 0.  Decision: not from a province at war (the
    legion owes its battle there, FAQ 56, and each unit attacks once per turn) nor after it
    fought there; raises a Refusal saying so when the legion is there but at war."""
    tag = S.hercules.get(seat)
    if tag is None or tag.place != origin or tag.fired or not cr.has_kind(R, S, seat, "titan"):
        return 0
    P = S.provinces[origin]
    if q.enemies(P, seat):
        raise Refusal("hercules_at_war", msg("mn-err-hercules-at-war", place=in_province(origin)))
    return 1 if P.legions.get(seat, 0) - S.fought.get(origin, 0) >= 1 else 0


def fight_land(t: Table, S: State, seat: int, pid: str, target: int, ev: list[Event]) -> None:
    """One round (B Combattimento): a die per legion, +6 per fortress, the heroes' die bonuses;
    each side loses one unit per full 5 points of the other's total.

    Mythology (§7.4, D27): Centaurs destroy legions before the dice; each creature adds an
    automatic 6 like a fortress, unless the other side has a Behemoth (then the fortresses and
    creatures roll a die each); Hamilcar's holder chooses his automatic 4s (D33) and Ajax's his
    rerolls (D37) (:func:`land_round_next`); Ariadne's buildings and the :func:`roll_bonus` hook
    add after the roll; Penthesilea loses one unit per 6 points (:func:`land_score`)."""
    R = t.R
    if S.rules >= 3:
        # D21 (rules 3): "può usare 1 legione come se fosse un'unità mitologica": the holder
        # decides, battle by battle (hercules_step asks him, attacker first)
        S.land_round = LandRound(place=pid, attacker=seat, defender=target, legions=[0, 0], fortresses=[0, 0], creatures=[0, 0],
                                 cancelled=[False, False], hercules=[None, None])
        hercules_step(t, S, ev)
        return
    P = S.provinces[pid]
    att_leg = P.legions.get(seat, 0) - S.fought.get(pid, 0)
    def_leg = P.legions.get(target, 0)
    # Hercules: one legion fights as a creature (the piece stays a legion for the losses)
    a_herc = hercules_legion(R, S, seat, target, pid, att_leg, ev)
    d_herc = hercules_legion(R, S, target, seat, pid, def_leg, ev)
    land_forces(t, S, seat, pid, target, a_herc, d_herc, ev)


def hercules_step(t: Table, S: State, ev: list[Event]) -> None:
    """Rules 3 (D21): carry the land round waiting in ``S.land_round`` past Hercules' question.

    mnm-it Eroi, Ercole: "Una volta per turno questo giocatore **può** usare 1 legione come se
    fosse un'unità mitologica": for each side (attacker first) whose legion was declared in this
    province, it fights as the creature; else, when the side may still use Hercules this turn
    (:func:`hercules_offer`), its holder is asked (decision ``hercules``, ``UseHero``), in his
    own turn or another's; a use is never spent for him automatically.  Then the round goes on."""
    r = S.land_round
    assert r is not None
    R = t.R
    P = S.provinces[r.place]
    fresh = [P.legions.get(r.attacker, 0) - S.fought.get(r.place, 0), P.legions.get(r.defender, 0)]
    sides = (r.attacker, r.defender)
    for i, side in enumerate(sides):
        if r.hercules[i] is None:
            tag = S.hercules.get(side)
            if tag is not None or fresh[i] < 1 or not q.is_seat(side):
                r.hercules[i] = int(tag is not None and tag.place == r.place and fresh[i] >= 1)
            elif hercules_offer(R, S, side, sides[1 - i], r.place, fresh[i]):
                S.pending.append(Decision(kind="hercules", seat=side, province=r.place))
                return
            else:
                r.hercules[i] = 0
    S.land_round = None
    land_forces(t, S, r.attacker, r.place, r.defender, r.hercules[0] or 0, r.hercules[1] or 0, ev)


def a_hercules(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Hercules' holder answers (D21, rules 3): one of his legions fights as his creature in this
    battle (``UseHero(use=True)``: his use of the turn) or not (``use=False``: kept for later)."""
    want(a, UseHero)
    r = S.land_round
    assert r is not None
    S.pending.pop()
    i = side_index(r, seat)
    r.hercules[i] = int(a.use)
    if a.use:
        hercules_use(t.R, S, seat, r.place, ev)
    else:
        ev.append(event(msg("mn-ev-hercules-kept", side=who(seat), place=in_province(r.place))))
    hercules_step(t, S, ev)


def land_forces(t: Table, S: State, seat: int, pid: str, target: int, a_herc: int, d_herc: int, ev: list[Event]) -> None:
    """The round's forces once Hercules is settled (``a_herc`` / ``d_herc``: a legion of the
    attacker / defender fights as its creature): Centaurs, fortresses, Behemoths; then the dice."""
    R = t.R
    P = S.provinces[pid]
    att_cre = P.creatures.get(seat, 0) - S.creatures_fought.get(pid, 0)
    def_cre = P.creatures.get(target, 0)
    att_leg = P.legions.get(seat, 0) - S.fought.get(pid, 0)
    def_leg = P.legions.get(target, 0)
    att_leg, att_cre, def_leg, def_cre = att_leg - a_herc, att_cre + a_herc, def_leg - d_herc, def_cre + d_herc
    if att_cre or def_cre:
        def_leg -= _centaurs(R, S, P, seat, att_cre, target, def_leg, ev, pid)
        att_leg -= _centaurs(R, S, P, target, def_cre, seat, att_leg, ev, pid)
    att_fort = P.fortresses.get(seat, 0) if pid not in S.fought else 0
    def_fort = P.fortresses.get(target, 0)
    # Behemoth: the automatic 6s of the other side become dice (FAQ 74: two give nothing more)
    a_cancel = cr.auto_six_cancelled(R, S, seat, target, pid) or bool(d_herc and cr.has_kind(R, S, target, "behemoth"))
    d_cancel = cr.auto_six_cancelled(R, S, target, seat, pid) or bool(a_herc and cr.has_kind(R, S, seat, "behemoth"))
    # D27 steps 3-6: Hamilcar's automatic 4s before the dice, the roll, Ajax's rerolls, then Mars
    # and the losses; the round waits in ``S.land_round`` while a hero's holder is asked
    S.land_round = LandRound(place=pid, attacker=seat, defender=target, legions=[att_leg, def_leg], fortresses=[att_fort, def_fort],
                             creatures=[att_cre, def_cre], cancelled=[a_cancel, d_cancel])
    land_round_next(t, S, ev)


# ---- Mythology: the land round's heroes' choices (D27 steps 3-4).  fight_land stores the forces in
# ``S.land_round``; land_round_next asks Hamilcar's holder (D33) before the dice and Ajax's (D37)
# after them -- attacker first, then defender, each only when the choice can matter -- and
# land_score finishes the round (Mars' pause, losses).  Without these heroes nothing is asked.
def side_index(r: LandRound, side: int) -> int:
    """0 for the round's attacker, 1 for its defender."""
    return 0 if side == r.attacker else 1


def dice_count(r: LandRound, i: int) -> int:
    """How many dice side ``i`` of the round throws: one per legion, plus one per fortress and
    creature when a Behemoth cancels their automatic 6s."""
    return r.legions[i] + (r.fortresses[i] + r.creatures[i] if r.cancelled[i] else 0)


def rolled(r: LandRound, i: int) -> list[int]:
    """Side ``i``'s dice actually rolled (its Hamilcar 4s, first in ``r.dice[i]``, are not rolls)."""
    return r.dice[i][r.fixed[i] or 0:]


def land_round_next(t: Table, S: State, ev: list[Event]) -> None:
    """Carry ``S.land_round`` on to its next question, or to its score.

    D33 Hamilcar: "puoi decidere di sfruttare questo potere per alcuni o tutti i dadi da tirare":
    before any die is rolled, each side with Hamilcar and dice to roll (attacker first, then
    defender) chooses how many are an automatic 4 (``hamilcar`` decision).  Then both sides roll
    (attacker first, as ever).  D37 Ajax: each side with Ajax (attacker first: the defender
    answers seeing the attacker's reroll, as the attacker answers his losses first) is asked
    which dice to reroll, only when some reroll could raise the losses it inflicts
    (:func:`ajax_matters`)."""
    r = S.land_round
    assert r is not None
    R = t.R
    sides = (r.attacker, r.defender)
    if not r.dice:
        for i, side in enumerate(sides):
            if r.fixed[i] is None:
                if dice_count(r, i) and hamilcar_value(R, S, side) is not None:
                    S.pending.append(Decision(kind="hamilcar", seat=side, province=r.place, count=dice_count(r, i)))
                    return
                r.fixed[i] = 0
        r.dice = [[hamilcar_value(R, S, side) or 0] * (r.fixed[i] or 0) + t._roll(S, dice_count(r, i) - (r.fixed[i] or 0))
                  for i, side in enumerate(sides)]
        if any(ajax_matters(R, S, r, i) for i in (0, 1)):
            ev.append(event(first_roll_text(R, S, r)))
    for i, side in enumerate(sides):
        if not r.ajax[i]:
            if ajax_matters(R, S, r, i):
                S.pending.append(Decision(kind="ajax", seat=side, province=r.place))
                return
            r.ajax[i] = True
    S.land_round = None
    land_score(t, S, r, ev)


def first_roll_text(R: Rules, S: State, r: LandRound) -> list[Msg | str]:
    """The public roll before Ajax's rerolls: both scores, as the battle line shows them."""
    at, dt, d_extra = land_totals(R, S, r)
    ariadne = special_name(R, "ariadne") if d_extra and "ariadne" in R.special else None
    a_kind, d_kind = cr.kind_of(R, S, r.attacker), cr.kind_of(R, S, r.defender)
    (af, df), (ac, dc) = r.fortresses, r.creatures
    return [
        msg("mn-ev-first-roll", place=in_province(r.place)),
        myth_score_text(who(r.attacker, R), r.dice[0], af, ac, a_kind, die_bonus(R, S, r.attacker, "legion"), bonus_hero(R, S, r.attacker, "legion"),
                        0, None, at, r.cancelled[0] and af + ac > 0),
        myth_score_text(who(r.defender, R), r.dice[1], df, dc, d_kind, die_bonus(R, S, r.defender, "legion"), bonus_hero(R, S, r.defender, "legion"),
                        d_extra, ariadne, dt, r.cancelled[1] and df + dc > 0),
    ]


def dice_text(dice: list[int]) -> str:
    return "[" + ", ".join(map(str, dice)) + "]"


def land_totals(R: Rules, S: State, r: LandRound) -> tuple[int, int, int]:
    """(attacker's total, defender's total, the defender's flat bonus) of a rolled land round:
    the dice, +6 per fortress and creature (unless cancelled), the heroes' die bonuses, the
    :func:`roll_bonus` hook, Ariadne's buildings in defence."""
    seat, target, pid = r.attacker, r.defender, r.place
    a_six = 0 if r.cancelled[0] else 6 * (r.fortresses[0] + r.creatures[0])
    d_six = 0 if r.cancelled[1] else 6 * (r.fortresses[1] + r.creatures[1])
    a_extra = roll_bonus(R, S, seat, pid, False)
    d_extra = roll_bonus(R, S, target, pid, False) + ariadne_bonus(R, S, target, pid)
    at = sum(r.dice[0]) + a_six + die_bonus(R, S, seat, "legion") * r.legions[0] + a_extra
    dt = sum(r.dice[1]) + d_six + die_bonus(R, S, target, "legion") * r.legions[1] + d_extra
    return at, dt, d_extra


def ajax_matters(R: Rules, S: State, r: LandRound, i: int) -> bool:
    """D37: whether side ``i``'s Ajax reroll could raise the losses it inflicts: some rerolls
    all 6s would (with Mars' +6 too, when the side holds Mars face up).  Otherwise keeping the
    roll is never worse and nothing is asked."""
    side, foe = (r.attacker, r.defender) if i == 0 else (r.defender, r.attacker)
    free = rolled(r, i)
    if r.ajax[i] or not free or not has_ajax(R, S, side):
        return False
    total = land_totals(R, S, r)[i]
    gain = sum(6 - d for d in free)
    P = S.provinces[r.place]
    cap = P.legions.get(foe, 0) + P.fortresses.get(foe, 0) + P.creatures.get(foe, 0)
    div = loss_divisor(R, S, foe, False)
    bonuses = (0, 6) if mars_holder(S, (side, side)) is not None else (0,)
    return any(min((total + b + gain) // div, cap) > min((total + b) // div, cap) for b in bonuses)


def ajax_suggestion(r: LandRound, i: int) -> list[int]:
    """The automatic player's Ajax reroll (D37: the old rule): its rolled dice showing 1-3 (each
    gains in expectation, a 4-6 would lose), in the order rolled."""
    return [d for d in rolled(r, i) if d <= 3]


def ajax_free(r: LandRound, i: int) -> list[int]:
    """Side ``i``'s rolled dice not yet picked to reroll."""
    left = Counter(rolled(r, i))
    left.subtract(r.picked)
    return sorted(left.elements())


def ajax_options(S: State, seat: int) -> list[Any]:
    """The answers to the ``ajax`` decision: before any pick the suggested reroll (if any) and
    keeping the roll; then reroll the picked dice; a pick of each value still free."""
    r = S.land_round
    assert r is not None
    i = side_index(r, seat)
    out: list[Any] = []
    sugg = ajax_suggestion(r, i)
    if sugg and not r.picked:
        out.append(Reroll(dice=sugg))
    out.append(Reroll())
    out += [PickDie(value=v) for v in sorted(set(ajax_free(r, i)))]
    return out


def a_hamilcar(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Hamilcar's holder (D33): ``a.count`` of his ``count`` dice this round are automatic 4s."""
    want(a, AutomaticDice)
    d = S.pending[-1]
    r = S.land_round
    assert r is not None
    if not 0 <= a.count <= d.count:
        raise Refusal("bad_count", msg("mn-err-hamilcar-count", n=d.count))
    S.pending.pop()
    r.fixed[side_index(r, seat)] = a.count
    ev.append(event(msg("mn-ev-hamilcar", side=who(seat), fixed=a.count, rolled=d.count - a.count, value=hamilcar_value(t.R, S, seat) or 0,
                        place=in_province(r.place))))
    land_round_next(t, S, ev)


def a_ajax(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Ajax's holder (D37): pick one more die to reroll, or reroll the picked dice together (none:
    keep the roll), or the suggested dice at once.  FAQ E81: each die once, the result stays."""
    want(a, PickDie, Reroll)
    r = S.land_round
    assert r is not None
    i = side_index(r, seat)
    if isinstance(a, PickDie):
        free = ajax_free(r, i)
        if a.value not in free:
            raise Refusal("no_die", msg("mn-err-ajax-die", value=a.value, dice=dice_text(free)))
        r.picked.append(a.value)
        return
    if a.dice and (r.picked or a.dice != ajax_suggestion(r, i)):
        raise Refusal("reroll_one", msg("mn-err-ajax-reroll", dice=dice_text(ajax_suggestion(r, i))))
    chosen = list(a.dice or r.picked)
    S.pending.pop()
    r.picked = []
    r.ajax[i] = True
    if not chosen:
        ev.append(event(msg("mn-ev-ajax-keep", side=who(seat), place=in_province(r.place))))
    else:
        # the first rolled dice of each chosen value, rerolled together in the order rolled
        base = r.fixed[i] or 0
        want_n = Counter(chosen)
        pos = []
        for k, v in enumerate(r.dice[i][base:]):
            if want_n[v] > 0:
                want_n[v] -= 1
                pos.append(base + k)
        new = t._roll(S, len(pos))
        old = [r.dice[i][k] for k in pos]
        for k, v in zip(pos, new):
            r.dice[i][k] = v
        ev.append(event(msg("mn-ev-ajax", side=who(seat), old=dice_text(old), new=dice_text(new), place=in_province(r.place))))
    land_round_next(t, S, ev)


def land_score(t: Table, S: State, r: LandRound, ev: list[Event]) -> None:
    """The end of a land round once its dice are final: totals, Mars' pause (D27 step 5), the
    losses (one per full 5 points; Penthesilea 6), the owners' choice of losses, the conquest."""
    R = t.R
    seat, target, pid = r.attacker, r.defender, r.place
    P = S.provinces[pid]
    att_fort, def_fort = r.fortresses
    att_cre, def_cre = r.creatures
    a_cancel, d_cancel = r.cancelled
    ad, dd = r.dice
    at, dt, d_extra = land_totals(R, S, r)
    a_div, d_div = loss_divisor(R, S, seat, False), loss_divisor(R, S, target, False)
    # Mars (gods.py): the battle stops after the roll; finish_battle counts the losses
    a_auto, d_auto = (0 if a_cancel else att_fort + att_cre), (0 if d_cancel else def_fort + def_cre)
    fixed = {"attacker_fixed": r.fixed[0] or 0, "defender_fixed": r.fixed[1] or 0}  # Hamilcar's 4s (D33), for the board
    if mars_pause(R, S, pid, False, seat, target, ad, dd, at, dt, a_auto, d_auto, ev):
        assert S.battle is not None
        S.battle.attacker_fixed, S.battle.defender_fixed = fixed["attacker_fixed"], fixed["defender_fixed"]
        S.fought[pid] = P.legions.get(seat, 0)
        S.locked[pid] = P.legions.get(seat, 0)
        S.creatures_fought[pid] = P.creatures.get(seat, 0)
        S.creatures_locked[pid] = P.creatures.get(seat, 0)
        return
    a_loss = min(dt // a_div, P.legions.get(seat, 0) + P.fortresses.get(seat, 0) + P.creatures.get(seat, 0))
    # the cap counts pieces: a Hercules legion (D21) is in P.legions, not among the creatures
    d_loss = min(at // d_div, P.legions.get(target, 0) + def_fort + P.creatures.get(target, 0))
    S.battle = Battle(
        place=pid, naval=False, attacker=seat, defender=target, attacker_dice=ad, defender_dice=dd,
        attacker_total=at, defender_total=dt, attacker_losses=a_loss, defender_losses=d_loss, **fixed,
    )
    S.fought[pid] = P.legions.get(seat, 0)
    S.locked[pid] = P.legions.get(seat, 0)
    S.creatures_fought[pid] = P.creatures.get(seat, 0)
    S.creatures_locked[pid] = P.creatures.get(seat, 0)
    a_kind, d_kind = cr.kind_of(R, S, seat), cr.kind_of(R, S, target)
    ariadne = special_name(R, "ariadne") if d_extra and "ariadne" in R.special else None
    ev.append(
        event(
            [
                msg("mn-ev-battle", place=in_province(pid)),
                myth_score_text(who(seat), ad, att_fort, att_cre, a_kind, die_bonus(R, S, seat, "legion"), bonus_hero(R, S, seat, "legion"),
                                0, None, at, a_cancel and att_fort + att_cre > 0),
                myth_score_text(who(target, R), dd, def_fort, def_cre, d_kind, die_bonus(R, S, target, "legion"), bonus_hero(R, S, target, "legion"),
                                d_extra, ariadne, dt, d_cancel and def_fort + def_cre > 0),
                *losses_text(who(seat), a_loss, at, who(target, R), d_loss, dt, "units"),
            ],
            kind="battle", place=pid, attacker_dice=ad, defender_dice=dd,
        )
    )
    # the owner of the units chooses his losses (defender pushed first: the attacker answers first)
    for side, loss in ((target, d_loss), (seat, a_loss)):
        lose(S, pid, side, loss, ev, R)
    if not S.pending or S.pending[-1].kind != "losses":
        after_battle(R, S, pid, ev)


def naval_battle(t: Table, S: State, seat: int, a: NavalAttack, ev: list[Event]) -> None:
    """A naval round at sea ``a.sea`` against ``a.target``: a die per trireme that has not fought this
    turn against every enemy trireme there (Pericles +1 per die: ``die_bonus``); only before
    the first land move or battle of the seat's military turn.

    Mythology (D13): a Kraken at sea fights triremes with its automatic 6 (unless a Behemoth...
    never at sea) and counts as a unit for the losses, which its owner chooses (:func:`sea_lose`,
    D34).  The event is written before the owners' choices (they follow in their own events)."""
    R = t.R
    if S.land_started:
        raise Refusal("naval_over", named("mn-err-naval-battle-over"))
    sea = S.seas.get(a.sea)
    if sea is None:
        raise Refusal("unknown_place", named("mn-err-no-such-sea"))
    krk = S.sea_creatures.get(a.sea, {})
    mine = sea.get(seat, 0) - S.fought.get(a.sea, 0)
    my_krk = krk.get(seat, 0) - S.creatures_fought.get(a.sea, 0)
    their_tri, their_krk = sea.get(a.target, 0), krk.get(a.target, 0)
    if (mine <= 0 and my_krk <= 0) or a.target == seat or their_tri + their_krk <= 0:
        raise Refusal("no_battle", named("mn-err-no-naval-battle"))
    mine = max(mine, 0)
    ad, dd = t._roll(S, mine), t._roll(S, their_tri)
    at = sum(ad) + die_bonus(R, S, seat, "trireme") * mine + cr.AUTO_SIX * my_krk + roll_bonus(R, S, seat, a.sea, True)
    dt = sum(dd) + die_bonus(R, S, a.target, "trireme") * their_tri + cr.AUTO_SIX * their_krk + roll_bonus(R, S, a.target, a.sea, True)
    if mars_pause(R, S, a.sea, True, seat, a.target, ad, dd, at, dt, my_krk, their_krk, ev):
        return
    al = min(dt // 5, sea.get(seat, 0) + krk.get(seat, 0))
    dl = min(at // 5, their_tri + their_krk)
    S.battle = Battle(place=a.sea, naval=True, attacker=seat, defender=a.target, attacker_dice=ad,
                      defender_dice=dd, attacker_total=at, defender_total=dt, attacker_losses=al, defender_losses=dl)
    # the owner chooses between triremes and Krakens (rules 3, D34): the defender is pushed first,
    # so the attacker answers first
    for side, loss in ((a.target, dl), (seat, al)):
        sea_lose(S, a.sea, side, loss)
    S.fought[a.sea] = sea.get(seat, 0)
    S.locked[a.sea] = sea.get(seat, 0)
    S.trireme_second.pop(a.sea, None)  # Atlas: a trireme that fought after its first move stops
    S.creatures_fought[a.sea] = krk.get(seat, 0)
    S.creatures_locked[a.sea] = krk.get(seat, 0)
    a_k, d_k = (my_krk, "kraken") if my_krk else (0, None), (their_krk, "kraken") if their_krk else (0, None)
    ev.append(event(
        [
            msg("mn-ev-naval-battle", place=in_sea(a.sea)),
            myth_score_text(who(seat), ad, 0, a_k[0], a_k[1], die_bonus(R, S, seat, "trireme"), bonus_hero(R, S, seat, "trireme"), 0, None, at, False),
            myth_score_text(who(a.target, R), dd, 0, d_k[0], d_k[1], die_bonus(R, S, a.target, "trireme"), bonus_hero(R, S, a.target, "trireme"),
                            0, None, dt, False),
            *losses_text(who(seat), al, at, who(a.target, R), dl, dt, "triremes" if not (my_krk or their_krk) else "units"),
        ],
        kind="battle", place=a.sea, attacker_dice=ad, defender_dice=dd,
    ))


# ---- Mythology: Mars ("Aggiungi +6 al totale di un solo tiro in combattimento dopo averne visto
# il risultato", D7, D27): when a side of the battle holds Mars face up, the battle stops after the
# roll (the dice and totals are logged), its holder is asked (gods.py, a "god" decision), then
# :func:`finish_battle` computes the losses from ``S.battle``'s totals.  Without Mars in the
# battle nothing changes (one event, as in the base game).
def mars_holder(S: State, sides: tuple[int, ...]) -> int | None:
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
        # as naval_battle: a Kraken counts as a unit, its owner chooses the losses (sea_lose, D34)
        sea = S.seas[B.place]
        # the Greek Blockade (blockade.attack, D43): triremes only, out of the Greek's turn
        krk = {} if B.blockade else S.sea_creatures.get(B.place, {})
        al = min(dt // 5, sea.get(seat, 0) + krk.get(seat, 0))
        dl = min(at // 5, sea.get(target, 0) + krk.get(target, 0))
        B.attacker_losses, B.defender_losses = al, dl
        for side, loss in ((target, dl), (seat, al)):
            sea_lose(S, B.place, side, loss, krakens=not B.blockade)
        if not B.blockade:
            S.fought[B.place] = sea.get(seat, 0)
            S.locked[B.place] = sea.get(seat, 0)
            S.trireme_second.pop(B.place, None)
            S.creatures_fought[B.place] = krk.get(seat, 0)
            S.creatures_locked[B.place] = krk.get(seat, 0)
        unit = "units" if krk else "triremes"
        ev.append(event([*losses_text(who(seat), al, at, who(target, R), dl, dt, unit)], kind="battle", place=B.place))
        return
    if B.ranged:
        # the Titans' ranged attack (D48): only the attacker rolled; no return fire, no conquest
        naval = B.place in S.seas
        loss = min(at // loss_divisor(R, S, target, naval), ranged_units(S, B.place, target))
        B.defender_losses = loss
        ev.append(event(msg("mn-battle-losses", by=who(seat), points=at, side=who(target, R), n=loss, unit="units"), kind="battle", place=B.place))
        S.battle = None
        ranged_losses(R, S, B.place, target, loss, ev)
        return
    P = S.provinces[B.place]
    # as fight_land: creatures count as units; Penthesilea's divisor (loss_divisor)
    a_loss = min(dt // loss_divisor(R, S, seat, False), P.legions.get(seat, 0) + P.fortresses.get(seat, 0) + P.creatures.get(seat, 0))
    d_loss = min(at // loss_divisor(R, S, target, False), P.legions.get(target, 0) + P.fortresses.get(target, 0) + P.creatures.get(target, 0))
    B.attacker_losses, B.defender_losses = a_loss, d_loss
    ev.append(event([*losses_text(who(seat), a_loss, at, who(target, R), d_loss, dt, "units")], kind="battle", place=B.place))
    for side, loss in ((target, d_loss), (seat, a_loss)):
        lose(S, B.place, side, loss, ev, R)
    if not S.pending or S.pending[-1].kind != "losses":
        after_battle(R, S, B.place, ev)


def titan_attack(t: Table, S: State, seat: int, a: RangedAttack, ev: list[Event]) -> None:
    """Titano (mnm-it "Creature Mitologiche"; FAQ E76 "Può un Titano attaccare trireme adiacenti?
    Si"; D10): from the land province it stands in, each Titan rolls 1 die (no automatic 6)
    against the units of ``a.target`` in an adjacent province or sea space; several Titans
    combine, 1 die each; 1 loss per full 5 points (Penthesilea's 6 for her land units); no
    return fire; the Titans do not move, and this is their attack of the turn."""
    R = t.R
    if unlaunched_any(S, seat):
        raise Refusal("launch", named("mn-err-launch-first"))
    if not cr.has_kind(R, S, seat, "titan") or a.origin not in S.provinces:
        raise Refusal("no_titan", named("mn-err-no-titan"))
    n = S.provinces[a.origin].creatures.get(seat, 0) - S.creatures_fought.get(a.origin, 0)
    herc = hercules_titan(R, S, seat, a.origin) if S.hercules else 0  # Hercules' Titan-legion joins (D21)
    if n + herc <= 0:
        raise Refusal("no_titan", named("mn-err-no-titan"))
    if a.place not in R.land[a.origin] and a.place not in R.coasts[a.origin]:
        raise Refusal("not_adjacent", named("mn-err-titan-adjacent"))
    naval = a.place in S.seas
    units = ranged_units(S, a.place, a.target)
    if a.target == seat or units <= 0:
        raise Refusal("no_battle", named("mn-err-no-battle"))
    S.land_started = True
    S.battle = None  # no battle in the place: the losses that follow lead to no conquest
    dice = t._roll(S, n + herc)
    total = sum(dice) + roll_bonus(R, S, seat, a.place, naval)
    loss = min(total // loss_divisor(R, S, a.target, naval), units)
    S.creatures_fought[a.origin] = S.creatures_fought.get(a.origin, 0) + n
    S.creatures_locked[a.origin] = S.creatures_locked.get(a.origin, 0) + n
    if herc:  # the legion fired: it neither moves nor attacks again this turn
        S.hercules[seat].fired = True
        S.locked[a.origin] = S.locked.get(a.origin, 0) + 1
        ev.append(event(msg("mn-ev-hercules-titan", side=who(seat), place=in_province(a.origin)), kind="creature", creature="titan"))
        n += herc
    place = in_sea(a.place) if naval else in_province(a.place)
    # D7/D48 (rules 2): the Titan attacks "come in un normale combattimento", so Mars' holder may
    # add +6 to this roll after seeing it: the attack stops here and finish_battle takes it up
    if S.rules >= 2 and mars_holder(S, (seat,)) is not None:
        S.battle = Battle(place=a.place, naval=naval, attacker=seat, defender=a.target, attacker_dice=dice,
                          attacker_total=total, ranged=True)
        ev.append(event(msg("mn-ev-titan-roll", side=who(seat), n=n, dice="[" + ", ".join(map(str, dice)) + "]", total=total,
                            other=who(a.target, R), place=place), kind="battle", place=a.place, attacker_dice=dice, defender_dice=[]))
        S.pending.append(Decision(kind="god", seat=seat, card="mars", province=a.place))
        return
    ev.append(event(msg("mn-ev-titan", side=who(seat), n=n, dice="[" + ", ".join(map(str, dice)) + "]", total=total, other=who(a.target, R),
                        loss=loss, place=place), kind="battle", place=a.place, attacker_dice=dice, defender_dice=[]))
    ranged_losses(R, S, a.place, a.target, loss, ev)


def ranged_units(S: State, place: str, target: int) -> int:
    """``target``'s units a ranged attack may hit at ``place`` (triremes and Krakens at sea; legions,
    fortresses and creatures on land)."""
    if place in S.seas:
        return S.seas[place].get(target, 0) + S.sea_creatures.get(place, {}).get(target, 0)
    P = S.provinces[place]
    return P.legions.get(target, 0) + P.fortresses.get(target, 0) + P.creatures.get(target, 0)


def ranged_losses(R: Rules, S: State, place: str, target: int, loss: int, ev: list[Event]) -> None:
    """``loss`` units of ``target`` at ``place`` die to the Titans (at sea :func:`sea_lose`, D34)."""
    if place in S.seas:
        sea_lose(S, place, target, loss)
        return
    lose(S, place, target, loss, ev, R)
    if not S.pending or S.pending[-1].kind != "losses":
        q.normalize(S.provinces[place])


def sea_lose(S: State, sea: str, side: int, loss: int, krakens: bool = True) -> None:
    """``side`` loses ``loss`` units at ``sea`` (its triremes and, with ``krakens``, its Krakens).

    mnm-it Regole Generali del Combattimento: "l'avversario deve rimuovere un'unità per ogni 5
    punti della somma ... Le unità perse sono scelte dal giocatore che le possiede".  D34, rules
    3: when the seat has both triremes and Krakens there and does not lose them all, it chooses
    (decision ``naval_losses``, ``Losses(creatures=krakens lost)``; the automatic player and the
    timeout: triremes first).  Rules < 3, a neutral, or no choice: the triremes go first."""
    tri = S.seas[sea].get(side, 0)
    krk = S.sea_creatures.get(sea, {}).get(side, 0) if krakens else 0
    loss = min(loss, tri + krk)
    if loss <= 0:
        return
    if S.rules >= 3 and q.is_seat(side) and tri and krk and loss < tri + krk:
        S.pending.append(Decision(kind="naval_losses", seat=side, province=sea, count=loss))
        return
    lt = min(loss, tri)
    remove_sea(S, sea, side, lt, loss - lt)


def remove_sea(S: State, sea: str, side: int, triremes: int, krakens: int) -> None:
    """Take ``side``'s lost ``triremes`` and ``krakens`` off ``sea`` (a Kraken back to the reserve)."""
    d = S.seas[sea]
    d[side] = d.get(side, 0) - triremes
    if d[side] <= 0:
        del d[side]
    if krakens:
        k = S.sea_creatures[sea]
        k[side] -= krakens
        if k[side] <= 0:
            del k[side]
        if not k:
            del S.sea_creatures[sea]


def a_naval_losses(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """The owner's choice of its losses at sea (D34, rules 3): ``a.creatures`` Krakens, the rest
    triremes (refused: more Krakens or triremes than the seat has there, or a fortress)."""
    want(a, Losses)
    d = S.pending[-1]
    assert d.province is not None
    sea = d.province
    tri = S.seas[sea].get(seat, 0)
    krk = S.sea_creatures.get(sea, {}).get(seat, 0)
    if a.fortresses or not 0 <= a.creatures <= min(krk, d.count) or d.count - a.creatures > tri:
        raise Refusal("bad_losses", msg("mn-err-bad-sea-losses", n=d.count, triremes=tri, krakens=krk))
    S.pending.pop()
    lost_tri = d.count - a.creatures
    remove_sea(S, sea, seat, lost_tri, a.creatures)
    if seat == S.active:  # the attacker's units that fought there are those left
        for book, left in ((S.fought, lost_tri), (S.locked, lost_tri), (S.creatures_fought, a.creatures), (S.creatures_locked, a.creatures)):
            if sea in book:
                book[sea] = max(0, book[sea] - left)
    ev.append(event(msg("mn-ev-loses-at-sea", side=who(seat), triremes=lost_tri, krakens=a.creatures, place=in_sea(sea))))


def sea_loss_options(S: State, seat: int) -> list[Losses]:
    """The answers to the ``naval_losses`` decision: each number of Krakens lost (none first)."""
    d = S.pending[-1]
    assert d.province is not None
    tri = S.seas[d.province].get(seat, 0)
    krk = S.sea_creatures.get(d.province, {}).get(seat, 0)
    return [Losses(fortresses=0, creatures=k) for k in range(0, min(krk, d.count) + 1) if d.count - k <= tri]


def unlaunched_any(S: State, seat: int) -> bool:
    return any(P.new_triremes.get(seat, 0) > 0 for P in S.provinces.values())


def lose(S: State, pid: str, side: int, loss: int, ev: list[Event], R: Rules | None = None) -> None:
    P = S.provinces[pid]
    leg, fort, cre = P.legions.get(side, 0), P.fortresses.get(side, 0), P.creatures.get(side, 0)
    if loss <= 0:
        return
    if sum(1 for n in (leg, fort, cre) if n) >= 2 and loss < leg + fort + cre and q.is_seat(side):
        S.pending.append(Decision(kind="losses", seat=side, province=pid, count=loss))
        return
    # no choice (or a neutral, which keeps its fortress, then its creature, as long as it can)
    kl = min(loss, leg)
    kf = min(loss - kl, fort)
    remove_land(P, side, kl, kf, loss - kl - kf, S, R)


def remove_land(P: Prov, side: int, legions: int, fortresses: int, creatures: int = 0, S: State | None = None, R: Rules | None = None) -> None:
    """Remove lost units.  Mythology: a dead Phoenix goes onto its card, to be reborn (D15; a
    neutral Phoenix is not reborn, D17); other creatures go back to the reserve."""
    P.legions[side] = P.legions.get(side, 0) - legions
    P.fortresses[side] = P.fortresses.get(side, 0) - fortresses
    P.creatures[side] = P.creatures.get(side, 0) - creatures
    for d in (P.legions, P.fortresses, P.creatures):
        if d.get(side, 1) <= 0:
            d.pop(side, None)
    if creatures and S is not None and R is not None and q.is_seat(side) and cr.has_kind(R, S, side, "phoenix"):
        S.players[side].on_card += creatures


def after_battle(R: Rules, S: State, pid: str, ev: list[Event]) -> None:
    P = S.provinces[pid]
    seat = S.active
    assert seat is not None
    S.locked[pid] = min(S.locked.get(pid, 0), P.legions.get(seat, 0))
    S.fought[pid] = P.legions.get(seat, 0)
    S.creatures_locked[pid] = min(S.creatures_locked.get(pid, 0), P.creatures.get(seat, 0))
    S.creatures_fought[pid] = P.creatures.get(seat, 0)
    q.normalize(P)
    if q.at_war(P):
        ev.append(event(msg("mn-ev-at-war", province=province_name(pid))))
    offer_conquest(R, S, seat, pid)


def conquest_options(R: Rules, S: State, seat: int, pid: str) -> dict[str, list[str]]:
    """What the lone surviving invader may do (B.2 "Solo un giocatore invasore sopravvive")."""
    P = S.provinces[pid]
    # "Una singola Legione o Creatura" occupies or converts (Mythology: creatures count as legions)
    units = P.legions.get(seat, 0) + P.creatures.get(seat, 0)
    if units <= 0 or q.enemies(P, seat) or P.owner is None or P.owner == seat:
        return {}
    out: dict[str, list[str]] = {}
    blds = q.buildings_in(P)
    if blds and S.pillaged.count(pid) < pillage_limit(R, S, seat, pid):
        out["pillage"] = blds
    free = units - len(q.assignments(P, seat))
    occ = [b for b in blds if q.occupant(P, b) is None]
    if occ and free > 0:
        out["occupy"] = occ
    # "Il marcatore influenza nella città capitale di un giocatore non può MAI essere convertito"
    if P.convert_by is None and free > 0 and not q.is_player_capital(R, S, pid):
        out["convert"] = ["influence"]
    return out


def pillage_limit(R: Rules, S: State, seat: int, pid: str) -> int:
    """Buildings ``seat`` may pillage in ``pid`` after a won battle: 1; Achilles (Mythology) "1
    edificio per ogni unità militare presente nella provincia"."""
    if q.is_seat(seat) and q.has(R, S, seat, "pillage_per_unit"):
        P = S.provinces[pid]
        return max(1, P.legions.get(seat, 0) + P.creatures.get(seat, 0))
    return 1


def offer_conquest(R: Rules, S: State, seat: int, pid: str) -> None:
    if conquest_options(R, S, seat, pid):
        S.pending.append(Decision(kind="conquest", seat=seat, province=pid))


def a_losses(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, Losses)
    d = S.pending[-1]
    assert d.province is not None
    P = S.provinces[d.province]
    leg, fort, cre = P.legions.get(seat, 0), P.fortresses.get(seat, 0), P.creatures.get(seat, 0)
    if not 0 <= a.creatures <= min(cre, d.count):
        raise Refusal("bad_losses", msg("mn-err-bad-creature-losses", n=d.count, max=min(cre, d.count)))
    if not 0 <= a.fortresses <= min(fort, d.count) or d.count - a.fortresses - a.creatures > leg or d.count - a.fortresses - a.creatures < 0:
        raise Refusal("bad_losses", msg("mn-err-bad-losses", n=d.count, max=min(fort, d.count)))
    S.pending.pop()
    legions = d.count - a.fortresses - a.creatures
    remove_land(P, seat, legions, a.fortresses, a.creatures, S, t.R)
    units: Any = units_text(legions, a.fortresses)
    if a.creatures:
        kind = cr.kind_of(t.R, S, seat)
        units = msg("mn-units-with-creatures", units=units, n=a.creatures, creature=msg(f"mn-creature-{kind}"), others=legions + a.fortresses)
    ev.append(event(msg("mn-ev-loses", side=who(seat), units=units, place=in_province(d.province))))
    if not S.pending or S.pending[-1].kind != "losses":
        if S.battle is not None and S.battle.place == d.province:
            after_battle(t.R, S, d.province, ev)
        else:  # a Titan's ranged attack: no battle there, nothing to conquer
            q.normalize(P)


def nebuchadnezzar_cards(R: Rules, S: State, pid: str) -> list[str]:
    """D35: the cards revised Nebuchadnezzar may take for a temple or market destroyed in ``pid``
    ("1 qualsiasi risorsa prodotta in questa provincia"): each good whose site is in the province,
    in site order, then a tax card if it has a city site -- those the bank still has.  The first
    is the automatic player's choice (the old rule)."""
    meta = R.provinces[pid]
    out = [g for i, g in enumerate(meta.resources) if g not in meta.resources[:i] and S.bank.get(g, 0) > 0]
    if meta.cities and S.bank.get("tax", 0) > 0:
        out.append("tax")
    return out


def _take_card(S: State, seat: int, card: str, ev: list[Event]) -> None:
    S.bank[card] -= 1
    q.add_cards(S.players[seat].hand, [card])
    ev.append(event(msg("mn-ev-nebuchadnezzar", side=who(seat), card=card_name(card))))


def _after_pillage(R: Rules, S: State, seat: int, pid: str, ev: list[Event]) -> None:
    """Achilles: one more pillage while he has units for it."""
    if pillage_limit(R, S, seat, pid) > 1 and conquest_options(R, S, seat, pid).get("pillage"):
        ev.append(event(msg("mn-ev-achilles", side=who(seat), card=special_name(R, "achilles"))))
        offer_conquest(R, S, seat, pid)


def a_nebuchadnezzar(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Revised Nebuchadnezzar's holder (D35) takes one of the cards offered for the temple or
    market he destroyed; then Achilles' next pillage, if any."""
    want(a, ChooseCard)
    d = S.pending[-1]
    assert d.province is not None
    if a.card not in d.choices or S.bank.get(a.card, 0) <= 0:
        raise Refusal("not_offered", msg("mn-err-nebuchadnezzar-card", cards=cards_text(d.choices), province=province_name(d.province)))
    S.pending.pop()
    _take_card(S, seat, a.card, ev)
    _after_pillage(t.R, S, seat, d.province, ev)


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
            # Nebuchadnezzar revised (D25, D35): for a temple or market, a card of a good whose site
            # is in the province or a tax card if it has a city site; his holder chooses among 2+
            if q.is_seat(seat) and any(e.get("temple_or_market") for e in q.effects(R, S, seat, "pillage_card")):
                cards = nebuchadnezzar_cards(R, S, pid)
                if len(cards) >= 2:
                    ev.append(event(msg("mn-ev-pillage", side=who(seat), province=name, building=building_name(R, pid, a.building))))
                    S.pending.append(Decision(kind="nebuchadnezzar", seat=seat, province=pid, choices=cards))
                    return  # a_nebuchadnezzar gives the card, then Achilles' next pillage
                card = cards[0] if cards else None
        ev.append(event(msg("mn-ev-pillage", side=who(seat), province=name, building=building_name(R, pid, a.building))))
        # Nebuchadnezzar: "prendi una Carta Beni dalla carovana distrutta, o una Carta Tasse dalla città"
        if card and q.has(R, S, seat, "pillage_card") and S.bank.get(card, 0) > 0:
            _take_card(S, seat, card, ev)
        _after_pillage(R, S, seat, pid, ev)
        return
    if isinstance(a, Occupy):
        free = P.legions.get(seat, 0) + P.creatures.get(seat, 0) - len(q.assignments(P, seat))
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
