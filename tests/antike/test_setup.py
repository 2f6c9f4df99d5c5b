"""Setup (rulebook "PREPARAZIONE DELLA PARTITA", "ANTIKE per 2/3 giocatori", "Chi inizia")."""

from __future__ import annotations

import pytest

import engines
from engines.antike.data import BOARDS
from engines.antike.rules import setup


@pytest.mark.parametrize("side", ["west", "east"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_start_cities_resources_and_first_nation(side, players):
    st = setup.new_game(players, side, 7)
    b = BOARDS[side]
    line = b.start_cities[4 if players == 2 else players]
    assert sorted(n.id for n in st.nations) == sorted(line)
    for i, n in enumerate(st.nations):
        assert (n.marble, n.iron, n.gold, n.coins) == (2, 1, 3, 0)  # 2 marble, 1 iron, 3 gold
        assert sorted(p for p, o in st.owner.items() if o == i) == sorted(line[n.id])
        assert n.position is None and not n.legions and not n.galleys
    assert st.nations[0].id == b.start_player[4 if players == 2 else players]
    assert st.target == {2: 9, 3: 10, 4: 9, 5: 8, 6: 7}[players]
    assert sorted({n.seat for n in st.nations}) == list(range(players))


@pytest.mark.parametrize("side", ["west", "east"])
def test_two_players_play_two_nations_each(side):
    """One player the Romans and Phoenicians, the other the Germanic tribes and Greeks (East:
    Persians and Phoenicians / Greeks and Arabs); the two seats alternate clockwise."""
    for seed in range(6):
        st = setup.new_game(2, side, seed)
        pairs = {frozenset(n.id for n in st.nations if n.seat == s) for s in (0, 1)}
        assert pairs == {frozenset(p) for p in BOARDS[side].two_player_pairs}
        seats = [n.seat for n in st.nations]
        assert seats[0] != seats[1] and seats[0] == seats[2] and seats[1] == seats[3]


def test_nations_are_dealt_at_random():
    seen = {tuple(n.id for n in sorted(setup.new_game(3, "west", s).nations, key=lambda n: n.seat)) for s in range(20)}
    assert len(seen) > 1


def test_turn_order_is_clockwise_from_the_start_nation():
    st = setup.new_game(5, "west", 3)
    seats = [n.seat for n in st.nations]
    first = seats[0]
    assert seats == [(first + k) % 5 for k in range(5)]
    assert st.nations[0].id == "carthaginians"


def test_options():
    e = engines.get("antike")
    assert e.default_options() == {"board": "west", "start": "three", "target3": 10, "nations": "random"}
    assert e.setup(3, {"board": "east", "target3": 12}, 1).target == 12
    with pytest.raises(ValueError):
        e.setup(3, {"board": "north"}, 1)
    with pytest.raises(ValueError):
        e.setup(7, {}, 1)
    with pytest.raises(ValueError):
        e.setup(3, {"colour": "red"}, 1)


def test_longer_game_variant_one_start_city():
    """"VARIANTE, Partita più lunga": each nation starts with one city of its three."""
    e = engines.get("antike")
    st = e.setup(3, {"board": "east", "start": "one"}, 1)
    assert e.prompt(st).kind == "start_city" and not st.owner
    for _ in range(3):
        seat = e.prompt(st).seats[0]
        acts = e.legal_actions(st, seat)
        assert len(acts) == 3
        st, _ = e.apply(st, seat, acts[1])
    assert len(st.owner) == 3 and sorted(st.owner.values()) == [0, 1, 2]
    assert e.prompt(st).kind == "rondel"
