"""Small builders for Antike rule tests: a game with an empty board and empty treasuries, then
exactly the pieces an example needs."""

from __future__ import annotations

from typing import Any

from engines.antike.rules import flow, setup
from engines.antike.rules.rondel import start_action
from engines.antike.state import State
from engines.base import Event


def blank(board: str = "east", players: int = 4, seed: int = 1) -> State:
    st = setup.new_game(players, board, seed)
    st.owner = {}
    for n in st.nations:
        n.marble = n.iron = n.gold = n.coins = 0
    return st


def nation(st: State, nid: str) -> int:
    return next(i for i, n in enumerate(st.nations) if n.id == nid)


def give(st: State, i: int, **res: int) -> None:
    for k, v in res.items():
        setattr(st.nations[i], k, v)


def cities(st: State, i: int, *provinces: str, temples: tuple[str, ...] = ()) -> None:
    for p in provinces:
        st.owner[p] = i
    for p in temples:
        st.temples.append(p)


def units(st: State, i: int, province: str, legions: int = 0, galleys: int = 0) -> None:
    if legions:
        st.nations[i].legions[province] = legions
    if galleys:
        st.nations[i].galleys[province] = galleys


def at_space(st: State, i: int, space_id: str) -> State:
    """Nation ``i`` is active and has just moved to ``space_id`` (its action starts)."""
    from engines.antike.data import SPACE_IDS

    st.active = i
    st.nations[i].position = SPACE_IDS.index(space_id)
    st.step = "rondel"
    start_action(st, None)
    return st


def act(st: State, a: Any, seat: int | None = None) -> list[Event]:
    """Apply ``a`` for the prompted seat, in place; returns the events."""
    events: list[Event] = []
    _, s, _ = flow.prompt_key(st)
    flow.apply_in_place(st, s if seat is None else seat, a, events)
    return events
