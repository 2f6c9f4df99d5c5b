"""The record of the last turn (rules 3, ``State.last``, :class:`~engines.olympus.state.LastTurn`)
that the picture draws (render/olympus.py): who played, the Destiny cards, the settler's route, the
discovery or the wonder taken.  No rule reads it."""

from __future__ import annotations

import heapq
from typing import Any

from engines.olympus import rules as q
from engines.olympus.data import DATA
from engines.olympus.state import LastTurn, State


def settler_path(S: State, seat: int, origin: str, to: str, flee: bool = False) -> list[str]:
    """A cheapest route of ``seat``'s settler from ``origin`` (an Expand's: a territory,
    "new:north" or "new:<territory>") to ``to``, as the spaces it goes through: the origin
    first ("north" for the northern zone), then every territory and sea entered, ``to`` last.
    The costs are rules.route_costs' (rules.sea_cost, rules.neighbours; a run of land 1 in all
    with Cavalry; ``flee``: the first space entered is free, as route_costs' ``flee``); among
    equal costs the fewest steps, then the first in the map's order.  Only the picture reads it
    (State.last): any cheapest route is the rulebook's, the picture draws one of them.
    [origin, to] when no route is found."""
    where = origin[4:] if origin.startswith("new:") else origin
    start = None if where == "north" else where
    sea = q.sea_cost(S, seat)
    cavalry = q.has(S, seat, "cavalry")
    neighbours = q.neighbours

    best: dict[tuple[str, bool], tuple[int, int]] = {}
    parent: dict[tuple[str, bool], tuple[str, bool] | None] = {}
    heap: list[tuple[int, int, int, str, bool]] = []
    order = 0

    def push(cost: int, steps: int, node: str, run: bool, frm: tuple[str, bool] | None) -> None:
        nonlocal order
        key = (node, run)
        if (cost, steps) < best.get(key, (1 << 30, 0)):
            best[key] = (cost, steps)
            parent[key] = frm
            order += 1
            heapq.heappush(heap, (cost, steps, order, node, run))

    for n in DATA.north_entry if start is None else neighbours(start):
        if flee and (n in DATA.territory or sea is not None):
            push(0, 1, n, False, None)  # "fuggire gratuitamente" (the land run starts after it)
        elif n in DATA.territory:
            push(1, 1, n, True, None)
        elif sea is not None:
            push(sea, 1, n, False, None)
    while heap:
        cost, steps, _, node, run = heapq.heappop(heap)
        if best.get((node, run)) != (cost, steps):
            continue
        for n in neighbours(node):
            if n in DATA.territory:
                push(cost + (0 if cavalry and run else 1), steps + 1, n, True, (node, run))
            elif sea is not None:
                push(cost + sea, steps + 1, n, False, (node, run))
    ends = [k for k in ((to, True), (to, False)) if k in best]
    if not ends:
        return [where, to]
    key: tuple[str, bool] | None = min(ends, key=lambda k: best[k])
    back: list[str] = []
    while key is not None:
        back.append(key[0])
        key = parent[key]
    return [where, *reversed(back)]


def note(S: State, seat: int, **change: Any) -> None:
    """Rules 3: notes ``change`` (fields of :class:`LastTurn`; ``destiny``: one card, added)
    in ``S.last``, the record of the turn the picture draws; the first action of a turn (a
    Destiny card or the action itself) starts a new record.  The record is replaced, never
    changed in place (rules.copy_state shares it with the state before).  Rules 1-2 kept no
    record (state.RULES_VERSION): nothing is noted, so their games replay identical."""
    if S.rules < 3:
        return
    last = S.last
    if last is None or last.turn != S.turns or last.seat != seat:
        last = LastTurn(seat=seat, turn=S.turns)
    if "destiny" in change:
        change["destiny"] = [*last.destiny, change["destiny"]]
    S.last = last.model_copy(update=change)
