"""The automatic player (absent seats at deadlines, demos, playouts): a greedy player that
chooses the rondel space whose action does the most now (production it needs, temples, advances
first discovered, units, cities reachable or conquests), then spends what it can, expands towards
free provinces, spreads its galleys over the sea and conquers weak cities (temples first).
Deterministic: the same state gives the same choice."""

from __future__ import annotations

from collections import deque
from functools import cache
from typing import Any

from engines.antike.data import ADVANCED, BASIC, BOARDS, LIMITS, RESOURCES, RONDEL
from engines.antike.rules import develop, founding, knowhow, military, rondel, setup
from engines.antike.rules.common import cities_of, city_counts, level, sea_zones, temples_of, unit_total
from engines.antike.rules.flow import legal, prompt_key
from engines.antike.rules.production import production
from engines.antike.state import (
    Arm,
    BuildTemple,
    ChooseNation,
    Conquer,
    Defend,
    Done,
    GiveUp,
    Learn,
    Move,
    Nation,
    Pay,
    Rondel,
    State,
)

INF = 99


@cache
def distances(board: str, unit: str) -> dict[str, dict[str, int]]:
    """All-pairs shortest paths over the borders ``unit`` may cross."""
    b = BOARDS[board]
    graph = b.land if unit == "legion" else b.sea
    out: dict[str, dict[str, int]] = {}
    for src in graph:
        d = {src: 0}
        q = deque([src])
        while q:
            x = q.popleft()
            for y in graph[x]:
                if y not in d:
                    d[y] = d[x] + 1
                    q.append(y)
        out[src] = d
    return out


def _cities_affordable(n: Nation) -> int:
    k = 0
    while sum(max(0, k + 1 - getattr(n, r)) for r in RESOURCES) <= n.coins:
        k += 1
    return k


def _free(st: State) -> set[str]:
    return {p.id for p in BOARDS[st.board].provinces if p.id not in st.owner}


def _reachable_free(st: State, i: int) -> set[str]:
    n = st.nations[i]
    free = _free(st)
    out: set[str] = set()
    for unit, d in (("legion", n.legions), ("galley", n.galleys)):
        dist = distances(st.board, unit)
        reach = rondel.allowance(n, unit)
        for p, k in d.items():
            if k:
                out |= {q for q in free if dist[p].get(q, INF) <= reach}
    return out


def _conquest_targets(st: State, i: int) -> list[tuple[str, int]]:
    """Enemy cities our units can reach with enough strength this maneuver (rough count)."""
    n = st.nations[i]
    out = []
    counts = city_counts(st)
    for p, j in st.owner.items():
        if j == i or counts[j] < 2:
            continue
        need = sum(military.defence_value(st, p))
        have = 0
        for unit, d in (("legion", n.legions), ("galley", n.galleys)):
            dist = distances(st.board, unit)
            reach = rondel.allowance(n, unit)
            have += sum(k for q, k in d.items() if dist[q].get(p, INF) < reach)
        if have >= need:
            out.append((p, need))
    return out


def _endgame(st: State) -> bool:
    return len(_free(st)) <= len(st.nations)


def space_value(st: State, i: int, space: int) -> float:
    """What the action of ``space`` would do for nation ``i`` now (a rough score)."""
    n = st.nations[i]
    s = RONDEL[space]
    free_cities = [p for p in cities_of(st, i) if p not in st.temples]
    if s.kind == "production":
        assert s.resource is not None
        plain, temples, bonus = production(st, i, s.resource)
        amount = plain + 3 * temples + bonus
        firsts_left = any(knowhow.first(st, a) for a in BASIC + list(ADVANCED))
        need = {"marble": 1.2 if free_cities else 0.4, "iron": 1.0, "gold": 2.2 if firsts_left else 1.2}[s.resource]
        stock = getattr(n, s.resource)
        value = amount * need / (1 + stock / 6)
        if s.resource == "marble" and free_cities and develop.temples_left(st) and n.marble < 5 <= n.marble + n.coins + amount:
            value += 4  # a temple next
        return value
    if s.id == "temple":
        k = min(len(free_cities), (n.marble + n.coins) // 5, develop.temples_left(st))
        if k == 0:
            return -1
        have = len(temples_of(st, i))
        return 6 * k + (8 if (have + k) // 3 > n.claimed["citizens"] else 0)
    if s.id == "know_how":
        gold = n.gold + n.coins
        value = 0.0
        for a in sorted(BASIC + list(ADVANCED), key=lambda a: knowhow.cost(st, a)):
            if knowhow.can_learn(st, i, a) and knowhow.cost(st, a) <= gold:
                gold -= knowhow.cost(st, a)
                value += 9 if knowhow.first(st, a) else 2.5
        return value or -1
    if s.id == "arming":
        slots = sum(develop.arm_limit(st, p) for p in cities_of(st, i))
        k = min(n.iron + n.coins, slots)
        units = unit_total(n, "legion") + unit_total(n, "galley")
        want = 4 + len(cities_of(st, i)) // 2 + (4 if _endgame(st) else 0)
        return 2.0 * min(k, max(0, want - units)) or -1
    # maneuver
    value = 0.0
    cities = min(len(_reachable_free(st, i)), _cities_affordable(n))
    value += 7 * cities
    targets = _conquest_targets(st, i)
    if targets:
        value += 8 + 6 * sum(1 for p, _ in targets if p in st.temples)
    galleys = unit_total(n, "galley")
    if galleys and sea_zones(st, i) < min(galleys, 14):
        value += 2
    units = unit_total(n, "legion") + unit_total(n, "galley")
    if units and not value and _free(st):
        value = 1.5  # move towards free provinces
    if units >= 3 and _endgame(st) and war_target(st, i) is not None:
        value += 2 + min(units, 12) / 3  # gather on the weakest enemy city
    return value or -1


def war_target(st: State, i: int) -> str | None:
    """The enemy city to gather on in the endgame: weak defence, a temple (a general), near our
    units."""
    n = st.nations[i]
    best: tuple[float, str] | None = None
    counts = city_counts(st)
    sources = [(distances(st.board, unit), [q for q, k in d.items() if k])
               for unit, d in (("legion", n.legions), ("galley", n.galleys))]
    for p, j in sorted(st.owner.items()):
        if j == i or counts[j] < 2:
            continue
        near = min((dist[q].get(p, INF) for dist, qs in sources for q in qs), default=INF)
        if near >= INF:
            continue
        score = sum(military.defence_value(st, p)) - (2 if p in st.temples else 0) + 1.5 * near
        if best is None or score < best[0]:
            best = (score, p)
    return best[1] if best else None


def choose_rondel(st: State) -> Rondel:
    i = st.active
    n = st.nations[i]
    coin = "coin" if st.coins_bank > 0 else min(RESOURCES, key=lambda r: getattr(n, r))
    probe = n.model_copy()
    if coin == "coin":
        probe.coins += 1
    else:
        setattr(probe, coin, getattr(probe, coin) + 1)
    st2 = st.model_copy()
    st2.nations = list(st.nations)
    st2.nations[i] = probe
    best: tuple[float, int] | None = None
    budget = probe.marble + probe.iron + probe.gold + probe.coins
    for space in range(8):
        k = rondel.steps_to(n.position, space)
        cost = rondel.step_cost(k)
        if cost > min(2, budget):
            continue
        v = space_value(st2, i, space) - 3.5 * cost
        if best is None or v > best[0]:
            best = (v, space)
    assert best is not None
    space = best[1]
    return Rondel(coin=coin, space=space)


def choose_pay(st: State) -> Pay:
    """Pay with the most plentiful resource, coins last."""
    n = st.nations[st.active]
    h = [n.marble, n.iron, n.gold]
    k = max(range(3), key=lambda x: h[x])
    return Pay(res=RESOURCES[k] if h[k] > 0 else "coins")


def _min_coins(options: list[Any]) -> Any:
    return min(options, key=lambda a: a.coins)


def choose_temple(st: State) -> Any:
    opts = develop.temple_options(st)
    if not opts:
        return Done()
    b = BOARDS[st.board]
    order = {"marble": 0, "gold": 1, "iron": 2}

    def key(a: BuildTemple) -> tuple[int, int, str]:
        return (a.coins, order[b.by_id[a.province].resource], a.province)

    return min(opts, key=key)


def choose_arm(st: State) -> Any:
    i = st.active
    n = st.nations[i]
    units = unit_total(n, "legion") + unit_total(n, "galley")
    want = 4 + len(cities_of(st, i)) // 2 + (4 if _endgame(st) else 0)
    opts = develop.arm_options(st)
    if not opts or units >= want:
        return Done()
    free = _free(st) or set(st.owner)
    galley_need = sea_zones(st, i) < 14 and unit_total(n, "galley") < 9

    def key(a: Arm) -> tuple[float, int, str, str]:
        dist = distances(st.board, a.unit)[a.province]
        near = min((dist.get(q, INF) for q in free), default=INF)
        bonus = -0.5 if a.unit == "galley" and galley_need else 0.0
        return (near + bonus, a.coins, a.province, a.unit)

    return min(opts, key=key)


def choose_learn(st: State) -> Any:
    opts = knowhow.learn_options(st)
    if not opts:
        return Done()
    pref = {"wheel": 2, "sailing": 1, "market": 3, "monarchy": 4, "roads": 6, "navigation": 5, "currency": 7,
            "democracy": 8}

    def key(a: Learn) -> tuple[int, int, int, int]:
        return (0 if knowhow.first(st, a.advance) else 1, pref[a.advance], knowhow.cost(st, a.advance), a.coins)

    return min(opts, key=key)


def choose_found(st: State) -> Any:
    opts = founding.found_options(st)
    if not opts:
        return Done()
    return min(opts, key=lambda a: (len(a.by_coin), a.province))


def choose_maneuver(st: State) -> Any:
    i = st.active
    # 1. conquests: temples first, then the cheapest
    conquests: list[Conquer] = military.conquer_options(st)
    if conquests:
        def ckey(a: Conquer) -> tuple[int, int, int]:
            return (0 if a.province in st.temples else 1, a.legions + a.galleys, -a.galleys)
        best = min(conquests, key=ckey)
        endgame = _endgame(st)
        if best.province in st.temples or endgame or best.legions + best.galleys <= 2:
            return best
    # 2. combat without movement that clears a defender from a target city
    for f in military.fight_options(st):
        if st.owner.get(f.province) == f.nation:
            return f
    # 3. moves towards free provinces (cities), spreading galleys over the sea, then towards
    # enemy cities in the endgame
    moves: list[Move] = military.move_options(st)
    if not moves:
        return Done()
    n = st.nations[i]
    free = _free(st)
    mine = set(cities_of(st, i))
    occupied = {p for p in list(n.legions) + list(n.galleys) if p not in st.owner}
    targets = free - occupied
    target = war_target(st, i) if _endgame(st) else None
    war = {target} if target else set()
    best_move: tuple[float, Move] | None = None
    for m in moves:
        dist = distances(st.board, m.unit)
        goal = targets if targets else (war if war else set())
        if not goal:
            continue
        before = min((dist[m.frm].get(q, INF) for q in goal), default=INF)
        after = min((dist[m.to].get(q, INF) for q in goal), default=INF)
        if after >= before:
            continue
        if not targets and after == 0 and m.left < 2:
            continue  # arrive at the target with a maneuver left for the conquest
        # do not leave an own city with a temple undefended... keep one unit home
        if m.frm in mine and m.frm in st.temples and units_at(n, m.frm) <= 1 and not targets:
            continue
        score = after - 0.3 * m.left + (0.5 if m.unit == "galley" and n.galleys.get(m.to, 0) else 0)
        if best_move is None or score < best_move[0]:
            best_move = (score, m)
    if best_move is not None:
        return best_move[1]
    # galleys: spread to sea provinces without an own galley (navigators)
    for m in moves:
        if m.unit == "galley" and n.galleys.get(m.to, 0) == 0 and n.galleys.get(m.frm, 0) > 1:
            return m
    return Done()


def units_at(n: Nation, p: str) -> int:
    return n.legions.get(p, 0) + n.galleys.get(p, 0)


def choose_defend(st: State) -> Defend:
    d = st.defense
    assert d is not None
    j = d.nations[0]
    mine = st.nations[j]
    theirs = st.nations[st.active]
    unitd = mine.legions if d.unit == "legion" else mine.galleys
    theird = theirs.legions if d.unit == "legion" else theirs.galleys
    return Defend(fight=st.owner.get(d.province) == j or unitd.get(d.province, 0) >= theird.get(d.province, 0))


def choose_give_up(st: State) -> GiveUp:
    """The city to give up after a conquest with all 25 city stones (rules 4): one without a
    temple first (a temple given up goes back to the supply and its production and defence are
    lost), then one without the nation's own units (nothing there to guard it), then in id order."""
    n = st.nations[st.active]
    return min(military.give_up_options(st), key=lambda a: (a.province in st.temples, units_at(n, a.province), a.province))


def candidates(st: State, seat: int) -> list[Any]:
    """The moves the strong player (engines/search.py) weighs for ``seat``: on the rondel, the
    automatic player's space first, then every other space it may reach paying at most 2
    resources, with the same coin; any other decision, the automatic player's alone.  Empty when
    the seat is not prompted."""
    kind, s, _ = prompt_key(st)
    if s != seat or not legal(st, seat):
        return []
    pick = choose(st, seat)
    if kind != "rondel":
        return [pick]
    n = st.nations[st.active]
    budget = n.marble + n.iron + n.gold + n.coins + (1 if pick.coin else 0)
    out: list[Any] = [pick]
    ok = set(map(_key, legal(st, seat)))
    for space in range(8):
        if space == pick.space or rondel.step_cost(rondel.steps_to(n.position, space)) > min(2, budget):
            continue
        a = Rondel(coin=pick.coin, space=space)
        if _key(a) in ok:
            out.append(a)
    return out


def _key(a: Any) -> str:
    return a.model_dump_json()


def choose(st: State, seat: int) -> Any:
    """The automatic player's action for ``seat`` (which must be prompted)."""
    kind, s, _ = prompt_key(st)
    assert s == seat
    if kind == "nation":
        return ChooseNation(nations=setup.auto_choice(st))
    if kind == "defend":
        return choose_defend(st)
    if kind == "give_up":
        return choose_give_up(st)
    if kind == "rondel":
        return choose_rondel(st)
    if kind == "pay":
        return choose_pay(st)
    if kind == "temple":
        return choose_temple(st)
    if kind == "arming":
        return choose_arm(st)
    if kind == "know_how":
        return choose_learn(st)
    if kind == "maneuver":
        return choose_maneuver(st)
    if kind == "found":
        return choose_found(st)
    return legal(st, seat)[0]


__all__ = ["candidates", "choose", "LIMITS", "level"]
