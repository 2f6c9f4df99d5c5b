"""The bank's 30 coins (antike.it.txt, "Materiale": "30 monete"; "Scelta del movimento": "pagare
alla banca una delle sue risorse, un'unità di marmo, di ferro o di oro, o una moneta"; "Dopo la fase
di movimento": "la nazione deve pagare alla banca ... Le monete possono essere utilizzate al loro
posto come jolly"; "Tempio", "Armamento", "Conoscenza": paid "alla banca").  Rules 2: a coin paid
goes back to the bank, so bank + all nations' coins = 30 at every step."""

from __future__ import annotations

import random

import pytest

import engines
from engines.antike.data import SPACE_IDS
from engines.antike.rules import rondel
from engines.antike.state import Arm, BuildTemple, Done, Found, Learn, Pay, Rondel, State
from tests.antike.builders import act, at_space, blank, cities, give, units

S = SPACE_IDS.index
TOTAL = 30


def _coins(st: State) -> int:
    return st.coins_bank + sum(n.coins for n in st.nations)


def _with_coins(st: State, i: int, k: int) -> State:
    """Nation ``i`` holds ``k`` coins taken from the bank."""
    st.nations[i].coins = k
    st.coins_bank = TOTAL - k
    return st


def test_rondel_step_paid_with_a_coin_goes_to_the_bank():
    st = _with_coins(blank(), 0, 1)
    st.nations[0].position = S("maneuver_1")
    act(st, Rondel(space=S("maneuver_2")))
    act(st, Pay(res="coins"))
    assert st.nations[0].coins == 0 and st.coins_bank == TOTAL and _coins(st) == TOTAL


def test_temple_paid_with_coins_goes_to_the_bank():
    st = blank("east")
    cities(st, 0, "athen")
    give(st, 0, marble=3)
    _with_coins(st, 0, 2)
    at_space(st, 0, "temple")
    act(st, BuildTemple(province="athen", coins=2))
    assert st.coins_bank == TOTAL and _coins(st) == TOTAL


def test_arming_paid_with_a_coin_goes_to_the_bank():
    st = blank("east")
    cities(st, 0, "babylon")
    _with_coins(st, 0, 1)
    at_space(st, 0, "arming")
    act(st, Arm(province="babylon", unit="legion", coins=1))
    assert st.coins_bank == TOTAL and _coins(st) == TOTAL


def test_know_how_paid_with_coins_goes_to_the_bank():
    st = blank("east")
    cities(st, 0, "athen")
    give(st, 0, gold=4)
    _with_coins(st, 0, 3)
    at_space(st, 0, "know_how")
    act(st, Learn(advance="wheel", coins=3))  # first Wheel: 7 gold
    assert st.coins_bank == TOTAL and _coins(st) == TOTAL


def test_city_paid_with_coins_goes_to_the_bank():
    st = blank("east")
    units(st, 0, "sparta", legions=1)
    give(st, 0, marble=1)
    _with_coins(st, 0, 2)
    at_space(st, 0, "iron")
    act(st, Found(province="sparta", by_coin=("iron", "gold")))
    assert st.owner["sparta"] == 0 and st.coins_bank == TOTAL and _coins(st) == TOTAL


def test_a_coin_paid_back_can_be_taken_again():
    """The bank was empty; a coin paid for a city is the next nation's coin before its move."""
    st = blank("east")
    units(st, 0, "sparta", legions=1)
    give(st, 0, marble=1, iron=1)
    _with_coins(st, 0, TOTAL)
    assert rondel.coin_options(st) == [None, "marble", "iron", "gold"]
    at_space(st, 0, "gold")
    act(st, Found(province="sparta", by_coin=("gold",)))
    assert st.coins_bank == 1 and rondel.coin_options(st) == [None, "coin"]


def test_rules_1_kept_paid_coins_out_of_the_game():
    st = _with_coins(blank(), 0, 1).model_copy(update={"rules": 1})
    st.nations[0].position = S("maneuver_1")
    act(st, Rondel(space=S("maneuver_2")))
    act(st, Pay(res="coins"))
    assert st.coins_bank == TOTAL - 1


def test_upgrade_mends_the_bank_of_a_game_in_progress():
    eng = engines.get("antike")
    st = blank().model_copy(update={"rules": 1})
    st.nations[0].coins, st.nations[1].coins, st.coins_bank = 4, 2, 3  # 21 coins lost under rules 1
    up = eng.upgrade_rules(st, 2)
    assert up.rules == 2 and up.coins_bank == TOTAL - 6 and st.coins_bank == 3  # pure
    st.coins_bank = 0
    for n in st.nations:
        n.coins = 0
    st.nations[0].coins = 31  # cannot happen, but the bank never goes below 0
    assert eng.upgrade_rules(st, 2).coins_bank == 0


@pytest.mark.parametrize("seed,players", [(1, 2), (2, 3), (3, 4), (5, 6)])
def test_bank_and_nations_hold_thirty_coins_at_every_step(seed, players):
    """Property over random games (the automatic player mixed with random legal actions)."""
    eng = engines.get("antike")
    rng = random.Random(seed)
    st = eng.start(players, {}, seed)
    spent = 0
    for _ in range(3000):
        if eng.outcome(st) is not None:
            break
        seat = eng.prompt(st).seats[0]
        before = sum(n.coins for n in st.nations)
        st, _ = eng.apply(st, seat, eng.playout_policy(st, seat, rng))
        spent += max(0, before - sum(n.coins for n in st.nations))
        assert _coins(st) == TOTAL
    assert spent > 0  # coins were paid, so the invariant was put to the test
    assert eng.outcome(st) is not None


def test_done_keeps_the_count():
    st = _with_coins(blank("east"), 0, 5)
    at_space(st, 0, "arming")
    act(st, Done())
    assert _coins(st) == TOTAL
