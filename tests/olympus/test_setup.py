"""Olympus setup for 2 to 5 players (rulebook "PREPARAZIONE (4 giocatori)" and "VARIANTI")."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.olympus import rules as q
from engines.olympus.data import DATA
from engines.olympus.engine import Olympus

e = Olympus()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_four_players(seed: int) -> None:
    """Piles of 2 in the red, yellow, green and blue rows, 1 in purple; 5 wonders; 4 different
    cubes, one each; 4 settlers in stock; an Olympus card at each single Zeus space and two at each
    double one, the tenth put away unseen; 22 Destiny cards face down."""
    S = e.setup(4, {}, seed)
    assert {r: [len(p) for p in cols] for r, cols in S.piles.items()} == {
        "red": [2] * 5, "yellow": [2] * 5, "green": [2] * 5, "blue": [2] * 5, "purple": [1] * 5}
    assert sorted(S.wonders) == sorted(w.id for w in DATA.wonders)
    cubes = Counter(r for p in S.players for r, n in p.cubes.items() for _ in range(n))
    assert sorted(cubes) == sorted(["grain", "stone", "wood", "gold"]) and set(cubes.values()) == {1}
    assert all(p.reserve == 4 and p.pos == 0 for p in S.players)
    assert [len(S.olympus[z]) for z in DATA.time_track.zeus_spaces] == [1, 1, 2, 2, 2, 1]
    assert len(S.destiny_deck) == 22
    assert sorted(p.stamp for p in S.players) == [1, 2, 3, 4]


def test_five_players() -> None:
    """All tiles: red and green piles of 3 with their grey third bonus; one cube of each type and a
    fifth at random; 4 territories condemned (one of each type)."""
    S = e.setup(5, {}, 4)
    assert [len(p) for p in S.piles["red"]] == [3] * 5 and [len(p) for p in S.piles["green"]] == [3] * 5
    assert [len(p) for p in S.piles["yellow"]] == [2] * 5
    assert sum(sum(p.cubes.values()) for p in S.players) == 5
    assert set(r for p in S.players for r in p.cubes) == {"grain", "stone", "wood", "gold"}
    assert S.pending[0].count == 4
    assert q.free_bonus_spaces(S, "red", 0) == [0, 1, 2] and q.free_bonus_spaces(S, "yellow", 0) == [0, 1]


def test_three_players() -> None:
    """Tiles numbered 4 and 5 removed: yellow and blue piles of 2, red, green and purple 1; no grey
    bonus; 12 territories condemned; each a different random cube."""
    S = e.setup(3, {}, 4)
    assert {r: [len(p) for p in cols] for r, cols in S.piles.items()} == {
        "red": [1] * 5, "yellow": [2] * 5, "green": [1] * 5, "blue": [2] * 5, "purple": [1] * 5}
    assert q.free_bonus_spaces(S, "red", 0) == [0, 1]
    assert S.pending[0].count == 12
    cubes = [r for p in S.players for r in p.cubes]
    assert len(cubes) == 3 and len(set(cubes)) == 3


def test_two_players() -> None:
    """The fifth column unused: 4 of the 5 types of each row, one tile each, 4 of the 5 wonders; if
    Agriculture or Money is drawn both tiles are in play (one buyer, who picks); 12 territories
    condemned; then the top player places the 4 barbarian tribes."""
    for seed in range(1, 12):
        S = e.setup(2, {}, seed)
        assert all(len(cols) == 4 and all(len(p) == 1 for p in cols) for cols in S.piles.values())
        assert len(S.wonders) == 4
        for d in ("agriculture", "money"):
            if any(d in p for p in S.piles["yellow"]):
                assert S.discount_tiles[d] == DATA.discovery[d].discount_resources
        assert S.pending[0].count == 12


def test_two_players_agriculture_buyer_picks_and_the_other_tile_goes() -> None:
    from engines.olympus.state import Discover
    from tests.olympus.builders import blank, own

    for seed in range(1, 30):
        S = blank(e, n=2, seed=seed)
        if any("agriculture" in p for p in S.piles["yellow"]):
            break
    own(S, 0, "macedonia", "thessaly", "boeotia", "illyria")  # 3 grain + wood
    S, _ = e.apply(S, 0, Discover(discovery="agriculture", groups=("wood",), tile="wood"))
    assert S.players[0].discounts == ["wood"] and S.discount_tiles["agriculture"] == []
