"""Founding cities and taking personalities, after the rondel action (rulebook "Dopo la fase di
movimento", "PERSONAGGI STORICI", "FINE DEL GIOCO E VITTORIA")."""

from __future__ import annotations

from itertools import combinations

from engines.antike.data import LIMITS, PERSONALITIES, RESOURCES
from engines.antike.rules.common import Events, cities_of, city, coins_to_bank, emit, illegal, sea_zones, temples_of, who
from engines.antike.state import Found, State
from engines.text import msg


def can_found_in(st: State, province: str) -> bool:
    """A province without a city where the active nation has a legion or galley (other
    nations' units there do not prevent it)."""
    n = st.nations[st.active]
    return province not in st.owner and (n.legions.get(province, 0) > 0 or n.galleys.get(province, 0) > 0)


def coin_sets(st: State) -> list[tuple[str, ...]]:
    """The ways to pay 1 marble + 1 iron + 1 gold, some replaced by coins."""
    n = st.nations[st.active]
    out: list[tuple[str, ...]] = []
    for k in range(0, min(3, n.coins) + 1):
        for by in combinations(RESOURCES, k):
            if all(getattr(n, r) >= 1 for r in RESOURCES if r not in by):
                out.append(by)
    return out


def found_options(st: State) -> list[Found]:
    if len(cities_of(st, st.active)) >= LIMITS["cities"]:
        return []
    n = st.nations[st.active]
    provinces = sorted({p for p in list(n.legions) + list(n.galleys) if can_found_in(st, p)})
    sets = coin_sets(st)
    return [Found(province=p, by_coin=by) for p in provinces for by in sets]


def found(st: State, a: Found, events: Events) -> None:
    if not can_found_in(st, a.province):
        raise illegal("cannot_found", "antike-err-cannot-found")
    if len(cities_of(st, st.active)) >= LIMITS["cities"]:
        raise illegal("no_city_left", "antike-err-no-city-left")
    n = st.nations[st.active]
    by = list(a.by_coin)
    if len(set(by)) != len(by) or any(r not in RESOURCES for r in by) or n.coins < len(by):
        raise illegal("cannot_afford", "antike-err-city-cost")
    for r in RESOURCES:
        if r not in by and getattr(n, r) < 1:
            raise illegal("cannot_afford", "antike-err-city-cost")
    n.coins -= len(by)
    coins_to_bank(st, len(by))
    for r in RESOURCES:
        if r not in by:
            setattr(n, r, getattr(n, r) - 1)
    st.owner[a.province] = st.active
    emit(events, "found", msg("antike-ev-found", who=who(st, st.active), city=city(a.province), coins=len(by)),
         province=a.province)


def due(st: State, i: int) -> dict[str, int]:
    """Personalities each condition entitles nation ``i`` to in total: a king per 5 cities, a
    scholar per advance it got first, a general per temple destroyed, a citizen per 3 temples,
    a navigator per 7 sea provinces with its galleys."""
    n = st.nations[i]
    return {"kings": len(cities_of(st, i)) // 5, "scholars": n.firsts, "generals": n.temples_destroyed,
            "citizens": len(temples_of(st, i)) // 3, "navigators": sea_zones(st, i) // 7}


def take_personalities(st: State, events: Events) -> None:
    """At the end of its turn the active nation takes the personalities it has newly earned,
    the lowest card of each stack (rulebook "PERSONAGGI STORICI").  A threshold is rewarded once:
    earned personalities are never lost, and a condition met again (10 cities after losing one)
    gives nothing (the rulebook's king example).  Decision: a threshold reached when its stack is
    empty is spent (no card later): cards never return to the stacks, so it cannot matter."""
    i = st.active
    n = st.nations[i]
    for kind, total in due(st, i).items():
        while n.claimed[kind] < total:
            n.claimed[kind] += 1
            if st.stacks[kind] > 0:
                number = 1 + _initial(kind) - st.stacks[kind]
                st.stacks[kind] -= 1
                n.persons[kind] += 1
                emit(events, "personality", msg(f"antike-ev-{kind}", who=who(st, i), number=number,
                                                total=sum(n.persons.values())), stack=kind)
    if sum(n.persons.values()) >= st.target and st.winner is None:
        st.winner = i
        st.reason = "personalities"
        st.step = "over"
        emit(events, "victory", msg("antike-ev-win", who=who(st, i), n=sum(n.persons.values()), target=st.target))


def _initial(kind: str) -> int:
    from engines.antike.data import DATA

    return DATA.personalities[kind]


__all__ = ["PERSONALITIES", "found", "found_options", "take_personalities"]
