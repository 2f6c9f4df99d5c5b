"""The maneuver (rulebook "AZIONI MILITARI": "Manovra di movimento", "Manovra di conquista",
"Combattimento senza spostamento", FAQ "Quando le nazioni possono combattere")."""

from __future__ import annotations

from engines.antike.data import LIMITS
from engines.antike.rules.common import Events, add_units, board, cities_of, city, city_counts, emit, illegal, level, units, who
from engines.antike.state import Conquer, Defend, Defense, Fight, GiveUp, GivingUp, Move, State
from engines.text import msg

UNITS = ("legion", "galley")


def _moves(st: State) -> dict[str, dict[str, list[int]]]:
    assert st.maneuver is not None
    return st.maneuver.moves


def _remove_moving(st: State, province: str, unit: str, k: int, need_move: bool = False) -> None:
    """Remove ``k`` of the active nation's ``unit``s in ``province`` from the maneuver lists.
    Decision: the units removed are those with the fewest maneuvers left (with ``need_move``,
    among those that still have one), since losing any unit of a kind costs the same and the
    ones kept can do more: the choice never hurts the player."""
    lst = sorted(_moves(st).get(province, {}).get(unit, []))
    if need_move:
        lst_ok = [v for v in lst if v > 0]
        gone = lst_ok[:k]
        rest = [v for v in lst if v == 0] + lst_ok[k:]
    else:
        gone, rest = lst[:k], lst[k:]
    assert len(gone) == k
    _moves(st).setdefault(province, {})[unit] = sorted(rest, reverse=True)


def move_options(st: State) -> list[Move]:
    b = board(st)
    out = []
    for p, by_unit in sorted(_moves(st).items()):
        for unit, lst in sorted(by_unit.items()):
            for left in sorted({v for v in lst if v > 0}, reverse=True):
                for to in sorted((b.land if unit == "legion" else b.sea)[p]):
                    out.append(Move(unit=unit, frm=p, to=to, left=left))
    return out


def move(st: State, a: Move, events: Events) -> None:
    """One unit crosses one border: red borders legions, blue borders galleys.  Entering a
    province held by other nations' units of the same kind lets each of them ask for combat."""
    b = board(st)
    lst = _moves(st).get(a.frm, {}).get(a.unit, [])
    if a.left <= 0 or a.left not in lst:
        raise illegal("no_such_unit", "antike-err-no-unit-to-move")
    if a.to not in (b.land if a.unit == "legion" else b.sea).get(a.frm, ()):
        raise illegal("not_adjacent", f"antike-err-{a.unit}-cannot-cross")
    lst.remove(a.left)
    _moves(st)[a.frm][a.unit] = lst
    _moves(st).setdefault(a.to, {}).setdefault(a.unit, []).append(a.left - 1)
    _moves(st)[a.to][a.unit].sort(reverse=True)
    n = st.nations[st.active]
    add_units(n, a.unit, a.frm, -1)
    add_units(n, a.unit, a.to, 1)
    emit(events, "move", msg(f"antike-ev-move-{a.unit}", who=who(st, st.active), frm=city(a.frm), to=city(a.to)),
         unit=a.unit, frm=a.frm, to=a.to)
    others = [j for j in range(len(st.nations)) if j != st.active and units(st.nations[j], a.unit).get(a.to, 0) > 0]
    if others:
        st.defense = Defense(province=a.to, unit=a.unit, nations=others)


def _battle(st: State, province: str, j: int, unit: str, events: Events) -> int:
    """1:1 losses until one side has no ``unit`` in ``province``; returns the losses of each."""
    me, them = st.nations[st.active], st.nations[j]
    k = min(units(me, unit).get(province, 0), units(them, unit).get(province, 0))
    if k <= 0:
        raise illegal("no_combat", "antike-err-no-combat")
    _remove_moving(st, province, unit, k)
    add_units(me, unit, province, -k)
    add_units(them, unit, province, -k)
    emit(events, "combat", msg(f"antike-ev-combat-{unit}", a=who(st, st.active), b=who(st, j), city=city(province), n=k),
         province=province, unit=unit, losses=k)
    return k


def fight_options(st: State) -> list[Fight]:
    me = st.nations[st.active]
    out = []
    for unit in UNITS:
        for p in sorted(units(me, unit)):
            for j, other in enumerate(st.nations):
                if j != st.active and units(other, unit).get(p, 0) > 0:
                    out.append(Fight(province=p, nation=j, unit=unit))
    return out


def fight(st: State, a: Fight, events: Events) -> None:
    if not 0 <= a.nation < len(st.nations) or a.nation == st.active:
        raise illegal("no_combat", "antike-err-no-combat")
    _battle(st, a.province, a.nation, a.unit, events)


def defend(st: State, a: Defend, events: Events) -> None:
    """The first nation in ``st.defense`` answers; a fight is 1:1 between the active nation's
    units of that kind in the province and its own."""
    d = st.defense
    assert d is not None
    j = d.nations.pop(0)
    me = st.nations[st.active]
    if a.fight and units(me, d.unit).get(d.province, 0) > 0 and units(st.nations[j], d.unit).get(d.province, 0) > 0:
        _battle(st, d.province, j, d.unit, events)
    elif not a.fight:
        emit(events, "no_combat", msg("antike-ev-no-combat", who=who(st, j), city=city(d.province)))
    if not d.nations or units(me, d.unit).get(d.province, 0) == 0:
        st.defense = None


def defence_value(st: State, province: str) -> tuple[int, int, int]:
    """(city 1 or 3 with a temple, defending units in the province, Monarchy 1 / Democracy 2)
    (rulebook "Manovra di conquista")."""
    j = st.owner[province]
    d = st.nations[j]
    return (3 if province in st.temples else 1,
            d.legions.get(province, 0) + d.galleys.get(province, 0),
            level(d, "monarchy"))


def conquer_options(st: State) -> list[Conquer]:
    out = []
    counts = city_counts(st)
    for p, by_unit in sorted(_moves(st).items()):
        j = st.owner.get(p)
        if j is None or j == st.active or counts[j] < 2:
            continue
        need = sum(defence_value(st, p))
        L = sum(1 for v in by_unit.get("legion", []) if v > 0)
        G = sum(1 for v in by_unit.get("galley", []) if v > 0)
        for lg in range(max(0, need - G), min(L, need) + 1):
            out.append(Conquer(province=p, legions=lg, galleys=need - lg))
    return out


def conquer(st: State, a: Conquer, events: Events) -> None:
    """The attacker removes as many units (with a maneuver left, in the province) as the city's
    defence value; the defender loses the city, its temple and all its units there; the city
    becomes the attacker's.  A nation's only city cannot be conquered."""
    j = st.owner.get(a.province)
    if j is None or j == st.active:
        raise illegal("no_enemy_city", "antike-err-no-enemy-city")
    if len(cities_of(st, j)) < 2:
        raise illegal("last_city", "antike-err-last-city")
    base, defenders, bonus = defence_value(st, a.province)
    need = base + defenders + bonus
    by_unit = _moves(st).get(a.province, {})
    if a.legions < 0 or a.galleys < 0 or a.legions + a.galleys != need:
        raise illegal("bad_conquest", "antike-err-conquest-strength", n=need)
    for unit, k in (("legion", a.legions), ("galley", a.galleys)):
        if sum(1 for v in by_unit.get(unit, []) if v > 0) < k:
            raise illegal("bad_conquest", "antike-err-conquest-strength", n=need)
    me, them = st.nations[st.active], st.nations[j]
    for unit, k in (("legion", a.legions), ("galley", a.galleys)):
        if k:
            _remove_moving(st, a.province, unit, k, need_move=True)
            add_units(me, unit, a.province, -k)
    them.legions.pop(a.province, None)
    them.galleys.pop(a.province, None)
    temple = a.province in st.temples
    if temple:
        st.temples.remove(a.province)
        me.temples_destroyed += 1
    mine = cities_of(st, st.active)
    full = len(mine) >= LIMITS["cities"]
    abandoned = None
    if full and st.rules < 4:
        # Rules 1-3 (kept for the games begun under them): the engine gave up the attacker's
        # first city without a temple (in id order), so that the conquest stayed one decision.
        plain = sorted(p for p in mine if p not in st.temples) or sorted(mine)
        abandoned = plain[0]
        del st.owner[abandoned]
    st.owner[a.province] = st.active
    emit(events, "conquest", msg("antike-ev-conquest", who=who(st, st.active), city=city(a.province), victim=who(st, j),
                                 base=base, units=defenders, bonus=bonus, total=need, temple=1 if temple else 0),
         province=a.province, defence=need)
    if abandoned is not None:
        emit(events, "abandon", msg("antike-ev-abandon", who=who(st, st.active), city=city(abandoned)))
    if full and st.rules >= 4:
        # antike.it.txt, "Manovra di conquista": "Se il conquistatore possiede già 25 città e, di
        # conseguenza, non ha più pedine città, rinuncia ad una delle città che già possedeva e può
        # utilizzare questa pedina città per stabilire una nuova città."  The conqueror gives the
        # city up ("rinuncia"): its choice, asked now (step "give_up", :func:`give_up`), before
        # anything else of its maneuver.
        st.giving_up = GivingUp(conquered=a.province, temple=temple)
        return
    if temple:
        temple_victory(st, events)


def give_up_options(st: State) -> list[GiveUp]:
    """The cities the active nation may give up after its conquest with all 25 stones: every
    city it held before (not the one just conquered)."""
    assert st.giving_up is not None
    return [GiveUp(province=p) for p in sorted(cities_of(st, st.active)) if p != st.giving_up.conquered]


def give_up(st: State, a: GiveUp, events: Events) -> None:
    """The active nation gives up the city of ``a.province``, one it held before the conquest
    (rules 4; antike.it.txt "rinuncia ad una delle città che già possedeva"): the city stone goes
    to the conquered city (it is already there), the province has no city any more.  Decision: a
    temple on the city given up goes back to the supply, like a temple destroyed by a conquest ("Il
    tempio distrutto è rimesso nella riserva"), since a temple stands on a city; nobody destroyed
    it, so nobody earns a general.  The nation's units there stay.  Then the 35-personalities
    victory is checked if the conquest destroyed a temple."""
    g = st.giving_up
    assert g is not None
    if st.owner.get(a.province) != st.active or a.province == g.conquered:
        raise illegal("bad_give_up", "antike-err-give-up", city=city(g.conquered))
    del st.owner[a.province]
    had_temple = a.province in st.temples
    if had_temple:
        st.temples.remove(a.province)
    st.giving_up = None
    emit(events, "abandon", msg("antike-ev-give-up", who=who(st, st.active), city=city(a.province),
                                conquered=city(g.conquered), temple=1 if had_temple else 0), province=a.province)
    if g.temple:
        temple_victory(st, events)


def temple_victory(st: State, events: Events) -> None:
    """Rulebook "FINE DEL GIOCO": with 5-6 nations, all 35 personalities taken and no winner, the
    next nation to destroy a temple (the active one, which just did) wins."""
    if sum(st.stacks.values()) == 0 and len(st.nations) >= 5 and st.winner is None:
        st.winner = st.active
        st.reason = "temple_after_personalities"
        st.step = "over"
        emit(events, "victory", msg("antike-ev-win-temple", who=who(st, st.active)))
