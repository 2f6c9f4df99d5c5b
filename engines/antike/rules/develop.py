"""Temple and arming (rulebook "AZIONI DI SVILUPPO": "Tempio", "Armamento")."""

from __future__ import annotations

from engines.antike.data import LIMITS
from engines.antike.rules.common import Events, add_units, board, cities_of, city, coin_splits, emit, illegal, pay, unit_total, who
from engines.antike.state import Arm, BuildTemple, State
from engines.text import msg

TEMPLE_COST = 5


def temples_left(st: State) -> int:
    return LIMITS["temples"] - len(st.temples)


def temple_options(st: State) -> list[BuildTemple]:
    if temples_left(st) <= 0:
        return []
    n = st.nations[st.active]
    splits = coin_splits(n, "marble", TEMPLE_COST)
    return [BuildTemple(province=p, coins=c) for p in sorted(cities_of(st, st.active)) if p not in st.temples for c in splits]


def build_temple(st: State, a: BuildTemple, events: Events) -> None:
    """5 marble per temple, at most one per city, 20 in all (rulebook "Tempio")."""
    if st.owner.get(a.province) != st.active:
        raise illegal("not_your_city", "antike-err-not-your-city")
    if a.province in st.temples:
        raise illegal("has_temple", "antike-err-has-temple")
    if temples_left(st) <= 0:
        raise illegal("no_temple_left", "antike-err-no-temple-left")
    pay(st.nations[st.active], "marble", TEMPLE_COST, a.coins, st)
    st.temples.append(a.province)
    emit(events, "temple", msg("antike-ev-temple", who=who(st, st.active), city=city(a.province), coins=a.coins),
         province=a.province)


def arm_limit(st: State, province: str) -> int:
    """Units a nation may place in one province per arming: 1, or 3 if its city has a temple."""
    return 3 if province in st.temples else 1


def arm_options(st: State) -> list[Arm]:
    n = st.nations[st.active]
    splits = coin_splits(n, "iron", 1)
    b = board(st)
    out = []
    for p in sorted(cities_of(st, st.active)):
        if st.placed.get(p, 0) >= arm_limit(st, p):
            continue
        for unit in ("legion", "galley"):
            if b.allows(p, unit) and unit_total(n, unit) < LIMITS["legions" if unit == "legion" else "galleys"]:
                out += [Arm(province=p, unit=unit, coins=c) for c in splits]
    return out


def arm(st: State, a: Arm, events: Events) -> None:
    """1 iron per new legion or galley, placed in a province with an own city: 1 per province
    (3 with a temple) per arming; galleys only where there is a sea border, legions only where
    there is a land border; 17 of each at most (rulebook "Armamento")."""
    n = st.nations[st.active]
    if st.owner.get(a.province) != st.active:
        raise illegal("not_your_city", "antike-err-not-your-city")
    if st.placed.get(a.province, 0) >= arm_limit(st, a.province):
        raise illegal("arm_limit", "antike-err-arm-limit", n=arm_limit(st, a.province))
    if not board(st).allows(a.province, a.unit):
        raise illegal("wrong_terrain", f"antike-err-no-{a.unit}-here")
    if unit_total(n, a.unit) >= LIMITS["legions" if a.unit == "legion" else "galleys"]:
        raise illegal("no_unit_left", "antike-err-no-unit-left")
    pay(n, "iron", 1, a.coins, st)
    add_units(n, a.unit, a.province, 1)
    st.placed[a.province] = st.placed.get(a.province, 0) + 1
    emit(events, "arm", msg(f"antike-ev-arm-{a.unit}", who=who(st, st.active), city=city(a.province), coins=a.coins),
         province=a.province, unit=a.unit)
