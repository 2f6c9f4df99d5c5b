"""Founding cities, personalities and victory (rulebook "Dopo la fase di movimento",
"PERSONAGGI STORICI", "FINE DEL GIOCO E VITTORIA")."""

from __future__ import annotations

import pytest

import engines
from engines.antike.rules import founding
from engines.antike.state import Done, Found
from engines.base import IllegalAction
from tests.antike.builders import act, at_space, blank, cities, give, units

EAST = ["athen", "pella", "sparta", "dyrrhachion", "sirmium", "napoca", "tomis", "bycantium", "ephesos", "gordion",
        "sinope", "attalia", "antiochia", "tyros", "paphos"]


def _end_turn(st):
    """Finish the current nation's turn (from the found step)."""
    act(st, Done())


def test_found_a_city_needs_a_unit_and_one_of_each_resource():
    st = blank("east")
    cities(st, 0, "athen")
    units(st, 0, "sparta", legions=1)
    units(st, 1, "pella", legions=1)
    give(st, 0, marble=1, gold=1, coins=1)
    at_space(st, 0, "gold")
    assert {a.province for a in founding.found_options(st)} == {"sparta"}
    with pytest.raises(IllegalAction):
        act(st, Found(province="pella"))
    with pytest.raises(IllegalAction):
        act(st, Found(province="sparta"))  # no iron
    act(st, Found(province="sparta", by_coin=("iron",)))
    assert st.owner["sparta"] == 0
    assert (st.nations[0].marble, st.nations[0].gold, st.nations[0].coins) == (0, 1, 0)  # gold: 1 + 1 produced (Athen) - 1


def test_other_units_do_not_prevent_founding_but_a_city_does():
    st = blank("east")
    units(st, 0, "sparta", legions=1)
    units(st, 1, "sparta", legions=3)
    cities(st, 1, "pella")
    units(st, 0, "pella", legions=1)
    give(st, 0, marble=2, iron=2, gold=2)
    at_space(st, 0, "iron")
    assert {a.province for a in founding.found_options(st)} == {"sparta"}


def test_kings_example_tenth_city_second_king_once():
    """Example: the 10th city brings the second king; losing one and founding the 10th again
    brings nothing (the third needs 15)."""
    st = blank("east")
    cities(st, 0, *EAST[:9])
    st.nations[0].claimed["kings"] = 1
    st.nations[0].persons["kings"] = 1
    units(st, 0, EAST[9], legions=1)
    give(st, 0, marble=1, iron=1, gold=1)
    at_space(st, 0, "arming")
    act(st, Done())
    act(st, Found(province=EAST[9]))
    _end_turn(st)
    assert st.nations[0].persons["kings"] == 2
    del st.owner[EAST[9]]  # conquered meanwhile
    units(st, 0, EAST[10], legions=1)
    give(st, 0, marble=1, iron=1, gold=1)
    at_space(st, 0, "arming")
    act(st, Done())
    act(st, Found(province=EAST[10]))
    _end_turn(st)
    assert st.nations[0].persons["kings"] == 2  # kept, and no third


def test_citizens_every_three_temples_generals_per_temple_destroyed_navigators_per_seven_seas():
    st = blank("east")
    cities(st, 0, "athen", "pella", "sparta", temples=("athen", "pella", "sparta"))
    st.nations[0].temples_destroyed = 2
    for p in ["knossos", "paphos", "messana", "ephesos", "cyrene", "leptis_magna", "tyros"]:
        units(st, 0, p, galleys=1)
    at_space(st, 0, "iron")
    events = act(st, Done())
    p = st.nations[0].persons
    assert (p["citizens"], p["generals"], p["navigators"], p["kings"]) == (1, 2, 1, 0)
    assert [e.data["stack"] for e in events if e.kind == "personality"] == ["generals", "generals", "citizens", "navigators"]
    assert st.stacks["generals"] == 5


def test_lowest_card_first_and_empty_stack():
    st = blank("east")
    st.stacks["citizens"] = 0
    cities(st, 0, "athen", "pella", "sparta", temples=("athen", "pella", "sparta"))
    at_space(st, 0, "iron")
    act(st, Done())
    assert st.nations[0].persons["citizens"] == 0 and st.nations[0].claimed["citizens"] == 1


@pytest.mark.parametrize("players,target", [(2, 9), (3, 10), (4, 9), (5, 8), (6, 7)])
def test_victory_at_the_target(players, target):
    e = engines.get("antike")
    st = e.setup(players, {"board": "east"}, 1)
    n = st.nations[0]
    n.persons["scholars"] = target - 1
    n.claimed["scholars"] = n.firsts = target - 1
    n.firsts += 1  # one more first advance: the target is reached at the end of the turn
    at_space(st, 0, "iron")
    assert e.outcome(st) is None
    st2, _ = e.apply(st, n.seat, Done())
    out = e.outcome(st2)
    assert out is not None and out.winners == [n.seat] and out.reason == "personalities"
    assert sum(st2.nations[0].persons.values()) == target
    assert e.prompt(st2).seats == ()


def test_two_players_target_is_per_nation():
    """2 players: the game ends as soon as one of the four nations has 9 (not the pair's sum)."""
    e = engines.get("antike")
    st = e.setup(2, {}, 1)
    seat = st.nations[0].seat
    partner = next(i for i, n in enumerate(st.nations) if n.seat == seat and i != 0)
    st.nations[0].persons["kings"] = 5
    st.nations[partner].persons["kings"] = 4
    at_space(st, 0, "iron")
    st, _ = e.apply(st, seat, Done())
    assert e.outcome(st) is None


def test_temple_destroyed_after_all_personalities_wins_with_five_nations():
    """"FINE DEL GIOCO": 5-6 nations, all 35 taken without a winner: the next nation to destroy
    a temple wins."""
    from engines.antike.state import Conquer

    e = engines.get("antike")
    st = blank("east", players=5)
    st.stacks = {k: 0 for k in st.stacks}
    cities(st, 1, "athen", "pella", temples=("athen",))
    units(st, 0, "athen", galleys=3)
    at_space(st, 0, "maneuver_1")
    act(st, Conquer(province="athen", legions=0, galleys=3))
    out = e.outcome(st)
    assert out is not None and out.reason == "temple_after_personalities"
    st4 = blank("east", players=4)
    st4.stacks = {k: 0 for k in st4.stacks}
    cities(st4, 1, "athen", "pella", temples=("athen",))
    units(st4, 0, "athen", galleys=3)
    at_space(st4, 0, "maneuver_1")
    act(st4, Conquer(province="athen", legions=0, galleys=3))
    assert e.outcome(st4) is None


def test_a_king_per_five_cities_not_four_not_six():
    """antike.it.txt, "PERSONAGGI STORICI": "Per ogni serie di 5 città che costruisce, una nazione
    riceve un re storico": 4 cities give none, the 5th city the first king at the end of the turn."""
    st = blank("east")
    cities(st, 0, *EAST[:3])
    units(st, 0, EAST[3], legions=1)
    give(st, 0, marble=1, iron=1, gold=1)
    at_space(st, 0, "arming")
    act(st, Done())
    act(st, Found(province=EAST[3]))
    _end_turn(st)
    assert st.nations[0].persons["kings"] == 0  # 4 cities
    units(st, 0, EAST[4], legions=1)
    give(st, 0, marble=1, iron=1, gold=1)
    at_space(st, 0, "arming")
    act(st, Done())
    act(st, Found(province=EAST[4]))
    _end_turn(st)
    assert st.nations[0].persons["kings"] == 1  # the 5th city
    assert founding.due(st, 0)["kings"] == 1
