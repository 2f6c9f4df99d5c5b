"""Marble, iron and gold production (rulebook "AZIONI DI PRODUZIONE", "MERCATO", "MONETA")."""

from __future__ import annotations

from engines.antike.rules.common import Events, board, cities_of, emit, level, who
from engines.antike.state import State
from engines.text import msg


def production(st: State, i: int, resource: str) -> tuple[int, int, int]:
    """(cities without temple, cities with temple, know-how bonus) for ``resource``: each city
    of that resource gives 1, 3 with a temple; Market +1, Currency +2 per production."""
    b = board(st)
    mine = [p for p in cities_of(st, i) if b.by_id[p].resource == resource]
    with_t = sum(1 for p in mine if p in st.temples)
    return len(mine) - with_t, with_t, level(st.nations[i], "market")


def produce(st: State, resource: str, events: Events) -> int:
    plain, temples, bonus = production(st, st.active, resource)
    total = plain + 3 * temples + bonus
    n = st.nations[st.active]
    setattr(n, resource, getattr(n, resource) + total)
    emit(events, "produce", msg("antike-ev-produce", who=who(st, st.active), res=msg(f"antike-res-{resource}"),
                                plain=plain, temples=temples, bonus=bonus, total=total), total=total)
    return total
