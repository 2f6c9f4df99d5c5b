"""The FAQ's opening strategies, played through the engine (rulebook "FAQ: Quali sono le
strategie di inizio partita?"), from the start resources (2 marble, 1 iron, 3 gold)."""

from __future__ import annotations

from engines.antike.data import SPACE_IDS
from engines.antike.rules import setup
from engines.antike.state import Arm, BuildTemple, Done, Found, Learn, Move, Pay, Rondel
from tests.antike.builders import act

S = SPACE_IDS.index


def _own_turn_only(st):
    """Let the other nations pass (they do nothing here): jump back to nation 0."""
    st.active = 0
    st.step = "rondel"


def test_growth_strategy():
    """Marble, then Temple paying 1 gold for the 4 steps, then a temple for 3 marble and 2
    coins."""
    st = setup.new_game(3, "east", 1)
    marble_city = next(p for p in st.owner if st.owner[p] == 0 and p in ("saba", "sparta", "artaxata"))
    act(st, Rondel(coin="coin", space=S("marble")))
    assert st.nations[0].marble == 3
    act(st, Done())
    _own_turn_only(st)
    act(st, Rondel(coin="coin", space=S("temple")))  # marble -> temple: 4 steps
    act(st, Pay(res="gold"))
    act(st, BuildTemple(province=marble_city, coins=2))
    n = st.nations[0]
    assert (n.marble, n.coins, n.gold) == (0, 0, 2) and st.temples == [marble_city]


def test_military_strategy():
    """Arming paying 1 iron and 1 coin for two units; next turn Maneuver moves them; then a city
    for 1 gold, 1 marble and 1 coin."""
    st = setup.new_game(3, "east", 1)
    mine = sorted(p for p, o in st.owner.items() if o == 0)
    act(st, Rondel(coin="coin", space=S("arming")))
    act(st, Arm(province=mine[0], unit="legion"))
    act(st, Arm(province=mine[1], unit="legion", coins=1))
    act(st, Done())
    act(st, Done())
    _own_turn_only(st)
    act(st, Rondel(coin="coin", space=S("maneuver_2")))  # arming -> maneuver_2: 3 steps, free
    from engines.antike.rules import military

    move = next(m for m in military.move_options(st) if m.to not in st.owner)
    act(st, Move(unit=move.unit, frm=move.frm, to=move.to, left=1))
    act(st, Done())
    act(st, Found(province=move.to, by_coin=("iron",)))
    n = st.nations[0]
    assert st.owner[move.to] == 0 and (n.iron, n.coins, n.marble, n.gold) == (0, 0, 1, 2)


def test_progress_strategy():
    """Gold, then Marble, then Know-how paying 4 gold and 3 coins for a first basic advance and
    its scholar."""
    st = setup.new_game(3, "east", 1)
    for space in ("gold", "marble"):
        act(st, Rondel(coin="coin", space=S(space)))
        act(st, Done())
        _own_turn_only(st)
    act(st, Rondel(coin="coin", space=S("know_how")))  # marble -> know-how: 1 step
    assert (st.nations[0].gold, st.nations[0].coins) == (4, 3)
    act(st, Learn(advance="wheel", coins=3))
    act(st, Done())
    act(st, Done())
    assert st.nations[0].persons["scholars"] == 1 and st.nations[0].gold == 0
