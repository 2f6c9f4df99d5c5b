"""The turn as a state machine: who is prompted, the legal actions, and applying one action
(rulebook "SVOLGIMENTO DEL GIOCO").  Steps: nation (option) -> start_city (variant) -> rondel -> the space's action
(temple / arming / know_how / maneuver, production resolves at once) -> found -> next nation.
Inside a maneuver: an out-of-turn combat request ("defend"), and after a conquest with all 25 city
stones the city to give up ("give_up", rules 4)."""

from __future__ import annotations

from typing import Any

from engines.antike.data import RONDEL
from engines.antike.rules import develop, founding, knowhow, military, production, rondel, setup
from engines.antike.rules.common import Events, city, emit, illegal, units, who
from engines.antike.state import (
    Arm,
    BuildTemple,
    ChooseNation,
    Conquer,
    Defend,
    Done,
    Fight,
    Found,
    GiveUp,
    LastTurn,
    Learn,
    Move,
    Pay,
    Rondel,
    StartCity,
    State,
    Trade,
)
from engines.text import msg

OWN_STEPS = ("nation", "start_city", "rondel", "pay", "temple", "arming", "know_how", "maneuver", "found")


def prompt_key(st: State) -> tuple[str, int | None, int | None]:
    """(decision kind, seat, nation) of the decision awaited; seat None when the game is over."""
    if st.step == "over":
        return "game_over", None, None
    if st.step == "nation":
        return "nation", setup.chooser(st), None
    if st.step == "maneuver" and st.giving_up is not None:
        return "give_up", st.nations[st.active].seat, st.active
    if st.step == "maneuver" and st.defense is not None:
        j = st.defense.nations[0]
        return "defend", st.nations[j].seat, j
    return st.step, st.nations[st.active].seat, st.active


def legal(st: State, seat: int) -> list[Any]:
    kind, s, _ = prompt_key(st)
    if s is None or s != seat:
        return []
    if kind == "defend":
        return [Defend(fight=True), Defend(fight=False)]
    if kind == "give_up":
        return list(military.give_up_options(st))
    if kind == "nation":
        return [ChooseNation(nations=o) for o in setup.choice_options(st)]
    if kind == "start_city":
        return [StartCity(province=p) for p in setup.start_cities(st, st.active) if p not in st.owner]
    out: list[Any] = []
    if kind == "rondel":
        out = list(rondel.legal(st))
    elif kind == "pay":
        return list(rondel.pay_options(st))
    elif kind == "temple":
        out = [*develop.temple_options(st), Done()]
    elif kind == "arming":
        out = [*develop.arm_options(st), Done()]
    elif kind == "know_how":
        out = [*knowhow.learn_options(st), Done()]
    elif kind == "maneuver":
        out = [*military.move_options(st), *military.fight_options(st), *military.conquer_options(st), Done()]
    elif kind == "found":
        out = [*founding.found_options(st), Done()]
    return out + list(knowhow.trade_options(st))


_ALLOWED: dict[str, tuple[type, ...]] = {
    "nation": (ChooseNation,),
    "start_city": (StartCity,),
    "rondel": (Rondel, Trade),
    "pay": (Pay,),
    "temple": (BuildTemple, Done, Trade),
    "arming": (Arm, Done, Trade),
    "know_how": (Learn, Done, Trade),
    "maneuver": (Move, Fight, Conquer, Done, Trade),
    "found": (Found, Done, Trade),
    "defend": (Defend,),
    "give_up": (GiveUp,),
}


def apply_in_place(st: State, seat: int, a: Any, events: Events) -> None:
    kind, s, _ = prompt_key(st)
    if s is None:
        raise illegal("game_over", "antike-err-game-over")
    if s != seat:
        raise illegal("not_your_turn", "antike-err-not-your-turn")
    if not isinstance(a, _ALLOWED[kind]):
        raise illegal("wrong_step", "antike-err-wrong-step")
    if isinstance(a, ChooseNation):
        setup.choose_nations(st, a.nations, events)
        return
    if st.rules < 3:  # rules 1-2 kept no record of the turn (state.RULES_VERSION): noted nowhere
        _dispatch(st, a, events, LastTurn(nation=st.active, turn=st.turn))
        return
    last = st.last
    if last is None or last.nation != st.active or last.turn != st.turn:
        # the first action of a nation's turn (an answer to a combat request is the active
        # nation's turn): the record of the turn before is dropped
        last = st.last = LastTurn(nation=st.active, turn=st.turn)
    _dispatch(st, a, events, last)


def _dispatch(st: State, a: Any, events: Events, last: LastTurn) -> None:
    """Applies ``a`` and notes in ``last`` what the picture shows of it (:class:`LastTurn`)."""
    me = st.nations[st.active]
    if isinstance(a, Trade):
        knowhow.trade(st, a, events)
    elif isinstance(a, StartCity):
        _start_city(st, a, events)
        last.founded.append(a.province)
    elif isinstance(a, (Rondel, Pay)):
        if isinstance(a, Rondel):
            last.start, last.space = me.position, a.space
            rondel.move(st, a, events)
        else:
            rondel.pay(st, a, events)
        space = RONDEL[a.space if isinstance(a, Rondel) else me.position or 0]
        if st.step == "found" and space.kind == "production" and space.resource is not None:
            plain, temples, bonus = production.production(st, st.active, space.resource)
            last.produced = plain + 3 * temples + bonus
    elif isinstance(a, BuildTemple):
        develop.build_temple(st, a, events)
        last.temples.append(a.province)
    elif isinstance(a, Arm):
        develop.arm(st, a, events)
        _count(last.armed, (a.province, a.unit))
    elif isinstance(a, Learn):
        knowhow.learn(st, a, events)
        last.learned.append(a.advance)
    elif isinstance(a, Move):
        military.move(st, a, events)
        _count(last.moves, (a.unit, a.frm, a.to))
    elif isinstance(a, Fight):
        military.fight(st, a, events)
        _note(last.battles, a.province)
    elif isinstance(a, Conquer):
        military.conquer(st, a, events)
        _note(last.conquered, a.province)
    elif isinstance(a, GiveUp):
        military.give_up(st, a, events)
    elif isinstance(a, Defend):
        assert st.defense is not None
        p, unit = st.defense.province, st.defense.unit
        before = units(me, unit).get(p, 0)
        military.defend(st, a, events)
        if units(me, unit).get(p, 0) < before:
            _note(last.battles, p)
    elif isinstance(a, Found):
        founding.found(st, a, events)
        last.founded.append(a.province)
    elif isinstance(a, Done):
        persons = dict(me.persons)
        _done(st, events)
        last.persons += [k for k, v in me.persons.items() for _ in range(v - persons[k])]


def _count(rows: list[Any], key: tuple[str, ...]) -> None:
    """Adds one to the row of ``rows`` that starts with ``key`` (a new row with 1 if none)."""
    for i, row in enumerate(rows):
        if row[:-1] == key:
            rows[i] = (*key, row[-1] + 1)
            return
    rows.append((*key, 1))


def _note(items: list[str], province: str) -> None:
    if province not in items:
        items.append(province)


def _start_city(st: State, a: StartCity, events: Events) -> None:
    """The longer game (rulebook "VARIANTE"): each nation starts with one city of its three."""
    if a.province not in setup.start_cities(st, st.active) or a.province in st.owner:
        raise illegal("bad_city", "antike-err-bad-start-city")
    st.owner[a.province] = st.active
    emit(events, "start_city", msg("antike-ev-start-city", who=who(st, st.active), city=city(a.province)))
    st.active = (st.active + 1) % len(st.nations)
    if st.active == 0:
        st.step = "rondel"


def _done(st: State, events: Events) -> None:
    if st.step in ("temple", "arming", "know_how", "maneuver"):
        st.step = "found"
        st.maneuver = None
        st.placed = {}
        return
    # end of the nation's turn: personalities, then the next nation clockwise
    founding.take_personalities(st, events)
    if st.winner is not None:
        return
    st.active = (st.active + 1) % len(st.nations)
    if st.active == 0:
        st.turn += 1
    st.step = "rondel"
