"""Production, temple, arming and know-how with the rulebook's examples."""

from __future__ import annotations

import pytest

from engines.antike.rules import develop, knowhow
from engines.antike.state import Arm, BuildTemple, Done, Learn, Trade
from engines.base import IllegalAction
from tests.antike.builders import act, at_space, blank, cities, give, nation


def test_marble_production_example():
    """"AZIONI DI PRODUZIONE", example: three marble cities, one with a temple: 1+1+3 = 5."""
    st = blank("east")
    cities(st, 0, "artaxata", "babylon", "rhagai", temples=("rhagai",))
    cities(st, 0, "susa")  # a gold city: no marble
    at_space(st, 0, "marble")
    assert st.nations[0].marble == 5 and st.step == "found"


@pytest.mark.parametrize("level,total", [(0, 5), (1, 6), (2, 7)])
def test_market_and_currency_example(level, total):
    """"MONETA", example: 5 marble; 6 with Market, 7 with Currency."""
    st = blank("east")
    cities(st, 0, "artaxata", "babylon", "rhagai", temples=("rhagai",))
    st.nations[0].know_how["market"] = level
    at_space(st, 0, "marble")
    assert st.nations[0].marble == total


def test_temples_example_two_temples_ten_marble():
    """"Tempio", example: two temples cost 10 marble."""
    st = blank("east")
    cities(st, 0, "athen", "pella", "sparta")
    give(st, 0, marble=10)
    at_space(st, 0, "temple")
    act(st, BuildTemple(province="athen"))
    act(st, BuildTemple(province="pella"))
    assert st.nations[0].marble == 0 and sorted(st.temples) == ["athen", "pella"]
    with pytest.raises(IllegalAction):
        act(st, BuildTemple(province="athen"))  # one temple per city


def test_twenty_temples_at_most():
    st = blank("east")
    cities(st, 0, "athen")
    st.temples = [f"x{i}" for i in range(20)]
    give(st, 0, marble=5)
    at_space(st, 0, "temple")
    assert develop.temple_options(st) == []


def test_arming_example_three_cities_two_temples_seven_units():
    """"Armamento", example: three cities, two with a temple: up to 7 new units."""
    st = blank("east")
    cities(st, 0, "athen", "pella", "sparta", temples=("athen", "pella"))
    give(st, 0, iron=10)
    at_space(st, 0, "arming")
    placed = 0
    while True:
        opts = develop.arm_options(st)
        if not opts:
            break
        act(st, opts[0])
        placed += 1
    assert placed == 7 and st.nations[0].iron == 3


def test_arming_terrain_and_coins():
    """Island provinces take galleys only, inland ones legions only; a coin pays for a unit."""
    st = blank("east")
    cities(st, 0, "knossos", "babylon")
    give(st, 0, coins=2)
    at_space(st, 0, "arming")
    with pytest.raises(IllegalAction):
        act(st, Arm(province="knossos", unit="legion", coins=1))
    with pytest.raises(IllegalAction):
        act(st, Arm(province="babylon", unit="galley", coins=1))
    act(st, Arm(province="knossos", unit="galley", coins=1))
    act(st, Arm(province="babylon", unit="legion", coins=1))
    assert st.nations[0].coins == 0
    assert st.nations[0].galleys == {"knossos": 1} and st.nations[0].legions == {"babylon": 1}


def test_seventeen_legions_at_most():
    st = blank("east")
    cities(st, 0, "babylon")
    st.nations[0].legions = {"susa": 17}
    give(st, 0, iron=1)
    at_space(st, 0, "arming")
    assert develop.arm_options(st) == []


def test_know_how_example_navigation_thirteen_gold():
    """"Conoscenza", example: others own Sailing, nobody Navigation: 3 + 10 = 13 gold, and a
    scholar for the first Navigation."""
    st = blank("east")
    st.nations[1].know_how["sailing"] = 1
    give(st, 0, gold=13)
    cities(st, 0, "athen")
    at_space(st, 0, "know_how")
    with pytest.raises(IllegalAction):
        act(st, Learn(advance="navigation"))  # needs Sailing first
    act(st, Learn(advance="sailing"))
    act(st, Learn(advance="navigation"))
    assert st.nations[0].gold == 0 and st.nations[0].know_how["sailing"] == 2
    assert st.nations[0].firsts == 1
    act(st, Done())
    act(st, Done())  # end of the turn: the scholar
    assert st.nations[0].persons["scholars"] == 1


def test_know_how_first_prices_and_later_prices():
    st = blank("east")
    assert knowhow.cost(st, "wheel") == 7 and knowhow.cost(st, "roads") == 10
    st.nations[2].know_how["wheel"] = 2  # Roads: owns Wheel too
    assert knowhow.cost(st, "wheel") == 3 and knowhow.cost(st, "roads") == 5


def test_advance_effects_on_maneuvers_and_defence():
    from engines.antike.rules import military
    from engines.antike.rules.rondel import allowance

    st = blank("east")
    n = st.nations[0]
    assert allowance(n, "legion") == 1 and allowance(n, "galley") == 1
    n.know_how.update(wheel=2, sailing=1, monarchy=2)
    assert allowance(n, "legion") == 3 and allowance(n, "galley") == 2
    cities(st, 0, "athen")
    assert military.defence_value(st, "athen") == (1, 0, 2)


def test_all_eight_advances_allow_trading_one_for_one():
    """antike.it.txt, "Conoscenza": "Se una nazione acquista tutti i progressi, può scambiare
    liberamente, a partire da questo momento, il marmo, il ferro o l'oro con un'altra risorsa":
    one resource for another, 1 for 1 (rules 4; rules 1-3 played the English 2 for 1)."""
    st = blank("east")
    i = nation(st, st.nations[0].id)
    cities(st, i, "athen")
    give(st, i, marble=1)
    at_space(st, i, "temple")
    assert knowhow.trade_options(st) == []
    st.nations[i].know_how = {b: 2 for b in ("wheel", "sailing", "market", "monarchy")}
    opts = knowhow.trade_options(st)
    assert {(a.give, a.take) for a in opts} == {("marble", "iron"), ("marble", "gold")}  # a single marble suffices
    events = act(st, Trade(give="marble", take="gold"))
    n = st.nations[i]
    assert (n.marble, n.gold) == (0, 1)
    assert events[0].text.args["n"] == 1
    with pytest.raises(IllegalAction):  # nothing left to give
        act(st, Trade(give="marble", take="iron"))


def test_trading_stays_two_for_one_in_games_begun_under_rules_3():
    """Stored games keep the rate they started with (state.RULES_VERSION 4)."""
    st = blank("east")
    st.rules = 3
    i = nation(st, st.nations[0].id)
    cities(st, i, "athen")
    give(st, i, marble=3)
    at_space(st, i, "temple")
    st.nations[i].know_how = {b: 2 for b in ("wheel", "sailing", "market", "monarchy")}
    act(st, Trade(give="marble", take="gold"))
    assert (st.nations[i].marble, st.nations[i].gold) == (1, 1)
    assert knowhow.trade_options(st) == []  # 1 marble is not enough at 2 for 1
