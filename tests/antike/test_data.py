"""The project's Antike data file (engines/antike/data/antike.yaml) against the rulebook."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.antike.data import BOARDS, DATA, RONDEL, SPACE_IDS, know_how_cost


def test_rondel_order_and_opposites():
    """Rulebook "AREE SULLA RUOTA": 8 spaces; each utilization space is 4 spaces before the
    production of its resource; two Maneuver spaces."""
    assert SPACE_IDS == ["iron", "temple", "gold", "maneuver_1", "arming", "marble", "know_how", "maneuver_2"]
    for i, s in enumerate(RONDEL):
        if s.kind == "utilization":
            assert RONDEL[(i + 4) % 8].resource == s.pays


@pytest.mark.parametrize("side", ["west", "east"])
def test_boards_follow_the_rulebook(side):
    """"Il Tabellone di gioco": 50 provinces, one city each (marble, iron or gold), 3 to 6
    neighbours each; borders red, blue or red-blue."""
    b = BOARDS[side]
    assert len(b.provinces) == 50
    assert {p.resource for p in b.provinces} == {"marble", "iron", "gold"}
    for p in b.provinces:
        n = len(b.land[p.id] | b.sea[p.id])
        assert 3 <= n <= 6, p.id
        assert b.land[p.id] or b.sea[p.id]


def test_east_map_is_the_published_one():
    """Spot checks of the East side (reference data, SOURCED): resources and borders."""
    b = BOARDS["east"]
    assert b.by_id["athen"].resource == "gold" and b.by_id["knossos"].resource == "iron"
    assert "ephesos" in b.sea["athen"] and "ephesos" not in b.land["athen"]
    assert not b.land["knossos"]  # an island: galleys only
    assert not b.sea["babylon"]  # inland: legions only


@pytest.mark.parametrize("side", ["west", "east"])
def test_nation_participation(side):
    """"Distribuzione delle Nazioni": 3 nations always, the 4th with 2/4/5/6 players, the 5th
    with 5/6, the 6th with 6.  Ambiguity: the Italian text lists Babylonia for 2/4/5/6 and
    Phoenicia for 6 on the East side, but its own 2-player rule plays the Phoenicians there, and
    the published 4-nation start line is Tyros/Paphos/Alexandria (Phoenicia): decided as the
    English rulebook, Phoenicians 2/4/5/6 and Babylonians 6 only."""
    b = BOARDS[side]
    first3 = {"west": {"greeks", "romans", "germanic_tribes"}, "east": {"greeks", "persians", "arabs"}}[side]
    assert set(b.nations_for(3)) == first3
    assert set(b.nations_for(4)) == first3 | {"phoenicians"}
    fifth = {"west": "carthaginians", "east": "egyptians"}[side]
    sixth = {"west": "persians", "east": "babylonians"}[side]
    assert set(b.nations_for(5)) == first3 | {"phoenicians", fifth}
    assert set(b.nations_for(6)) == first3 | {"phoenicians", fifth, sixth}
    assert b.nations_for(2) == b.nations_for(4)


def test_start_players():
    """"Chi inizia la partita?": with 6 players the Carthaginians start (West); with 4 nations
    the Phoenicians (English rulebook, both sides)."""
    assert BOARDS["west"].start_player[6] == "carthaginians"
    assert BOARDS["west"].start_player[4] == BOARDS["east"].start_player[4] == "phoenicians"


def test_know_how_costs():
    """"Conoscenza": 7/3 gold for a basic advance, 10/5 for an advanced one."""
    assert (know_how_cost("wheel", True), know_how_cost("wheel", False)) == (7, 3)
    assert (know_how_cost("navigation", True), know_how_cost("navigation", False)) == (10, 5)


def test_personalities_and_targets():
    """35 personalities (9 kings, 8 scholars, 7 generals, 6 citizens, 5 navigators); victory at
    7/8/9/10 with 6/5/4/3 nations, 9 with 2 players, 12 as the 3-player alternative."""
    assert DATA.personalities == {"kings": 9, "scholars": 8, "generals": 7, "citizens": 6, "navigators": 5}
    assert DATA.victory == {2: 9, 3: 10, 4: 9, 5: 8, 6: 7} and DATA.victory_3_players_long == 12


#: the East board prints the German ATHEN and THEBEN: the data has the English names, the Italian
#: catalog the Italian ones (issue 26)
ITALIAN_NAMES = {"athen": "Atene", "theben": "Tebe"}


def test_city_names_in_catalogs_equal_the_data():
    """Proper names come from the data: the catalogs' city names are the board's (but the
    Italian names of :data:`ITALIAN_NAMES`)."""
    for lang in ("en", "it"):
        text = (Path(__file__).parents[2] / "i18n" / "locales" / lang / "antike.ftl").read_text(encoding="utf-8")
        for b in BOARDS.values():
            for p in b.provinces:
                name = ITALIAN_NAMES.get(p.id, p.name) if lang == "it" else p.name
                assert f"antike-city-{p.id} = {name}\n" in text
