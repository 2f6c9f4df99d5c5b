"""The coin and the rondel move (rulebook "SVOLGIMENTO DEL GIOCO")."""

from __future__ import annotations

import pytest

from engines.antike.data import SPACE_IDS
from engines.antike.rules import flow, rondel
from engines.antike.state import Pay, Rondel
from engines.base import IllegalAction
from tests.antike.builders import act, blank, give

S = SPACE_IDS.index


def test_step_costs():
    """1-3 spaces free, 4 costs 1, 5 costs 2, 6 costs 3; the same space again: 8 spaces, 5."""
    assert [rondel.step_cost(k) for k in range(1, 9)] == [0, 0, 0, 1, 2, 3, 4, 5]
    assert rondel.steps_to(S("iron"), S("iron")) == 8
    assert rondel.steps_to(None, S("gold")) == 0  # first placement: anywhere, free


def test_maneuver_twice_in_a_row_costs_one():
    """Example: "maneuver" twice in a row: 4 spaces forward and 1 marble, iron, gold or coin."""
    st = blank()
    give(st, 0, gold=1)
    st.nations[0].position = S("maneuver_1")
    act(st, Rondel(space=S("maneuver_2")))
    assert st.step == "pay" and st.to_pay == 1
    act(st, Pay(res="gold"))
    assert st.nations[0].gold == 0 and st.step == "maneuver"


def test_same_space_needs_the_whole_round_and_five_resources():
    st = blank()
    st.nations[0].position = S("iron")
    give(st, 0, marble=2, gold=2)
    assert not any(a.space == S("iron") for a in rondel.legal(st) if a.coin is None)
    with pytest.raises(IllegalAction):
        act(st, Rondel(space=S("iron")))
    give(st, 0, marble=2, gold=2, coins=1)
    assert any(a.space == S("iron") and a.coin is None for a in rondel.legal(st))


def test_coin_before_the_move_can_pay_it():
    """A coin taken just before the move is a wildcard at once."""
    st = blank()
    st.nations[0].position = S("iron")
    act(st, Rondel(coin="coin", space=S("arming")))  # 4 steps
    assert st.coins_bank == 29 and st.to_pay == 1
    assert flow.legal(st, st.nations[0].seat) == [Pay(res="coins")]
    act(st, Pay(res="coins"))
    assert st.nations[0].coins == 0 and st.step == "arming"


def test_no_coin_left_take_a_resource_instead():
    """"Se non ci sono più monete nella banca, la nazione può prendere al suo posto un'unità di
    marmo, di ferro o di oro" (FAQ: coins are the only exception to exhausted supplies)."""
    st = blank()
    st.coins_bank = 0
    opts = {a.coin for a in rondel.legal(st)}
    assert opts == {None, "marble", "iron", "gold"}
    act(st, Rondel(coin="iron", space=S("temple")))
    assert st.nations[0].iron == 1
    st2 = blank()
    with pytest.raises(IllegalAction):
        act(st2, Rondel(coin="iron", space=S("temple")))  # coins left: take a coin


def test_first_move_anywhere_free():
    st = blank()
    assert {a.space for a in rondel.legal(st)} == set(range(8))
