"""The turn as a state machine: who is prompted, the legal actions, and applying one action
(rulebook "SVOLGIMENTO DEL GIOCO").  Steps: nation (option) -> start_city (variant) -> rondel -> the space's action
(temple / arming / know_how / maneuver, production resolves at once) -> found -> next nation."""

from __future__ import annotations

from typing import Any

from engines.antike.rules import develop, founding, knowhow, military, rondel, setup
from engines.antike.rules.common import Events, city, emit, illegal, who
from engines.antike.state import (
    Arm,
    BuildTemple,
    ChooseNation,
    Conquer,
    Defend,
    Done,
    Fight,
    Found,
    Learn,
    Move,
    Pay,
    Rondel,
    StartCity,
    State,
    Trade,
)
from engines.base import IllegalAction
from engines.text import msg

OWN_STEPS = ("nation", "start_city", "rondel", "pay", "temple", "arming", "know_how", "maneuver", "found")


def prompt_key(st: State) -> tuple[str, int | None, int | None]:
    """(decision kind, seat, nation) of the decision awaited; seat None when the game is over."""
    if st.step == "over":
        return "game_over", None, None
    if st.step == "nation":
        return "nation", setup.chooser(st), None
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
}


def apply_in_place(st: State, seat: int, a: Any, events: Events) -> None:
    kind, s, _ = prompt_key(st)
    if s is None:
        raise illegal("game_over", "antike-err-game-over")
    if s != seat:
        raise illegal("not_your_turn", "antike-err-not-your-turn")
    if not isinstance(a, _ALLOWED[kind]):
        raise IllegalAction("wrong_step", msg("antike-err-wrong-step"))
    if isinstance(a, Trade):
        knowhow.trade(st, a, events)
    elif isinstance(a, ChooseNation):
        setup.choose_nations(st, a.nations, events)
    elif isinstance(a, StartCity):
        _start_city(st, a, events)
    elif isinstance(a, Rondel):
        rondel.move(st, a, events)
    elif isinstance(a, Pay):
        rondel.pay(st, a, events)
    elif isinstance(a, BuildTemple):
        develop.build_temple(st, a, events)
    elif isinstance(a, Arm):
        develop.arm(st, a, events)
    elif isinstance(a, Learn):
        knowhow.learn(st, a, events)
    elif isinstance(a, Move):
        military.move(st, a, events)
    elif isinstance(a, Fight):
        military.fight(st, a, events)
    elif isinstance(a, Conquer):
        military.conquer(st, a, events)
    elif isinstance(a, Defend):
        military.defend(st, a, events)
    elif isinstance(a, Found):
        founding.found(st, a, events)
    elif isinstance(a, Done):
        _done(st, events)


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
