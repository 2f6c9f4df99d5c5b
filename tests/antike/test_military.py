"""Maneuvers, combat and conquest (rulebook "AZIONI MILITARI" with its examples and FAQ)."""

from __future__ import annotations

import pytest

import engines
from engines.antike import auto
from engines.antike.rules import flow, military
from engines.antike.state import Conquer, Defend, Done, Fight, GiveUp, Move
from engines.base import IllegalAction
from tests.antike.builders import act, at_space, blank, cities, nation, units


def engine():
    return engines.get("antike")


def _greeks_and_attacker():
    st = blank("east")
    g = nation(st, "greeks")
    a = nation(st, "phoenicians")
    cities(st, g, "athen", "pella")
    cities(st, a, "tyros", "alexandria")
    return st, g, a


def test_legion_crosses_red_borders_galley_blue_ones():
    st, g, a = _greeks_and_attacker()
    units(st, a, "tyros", legions=1, galleys=1)
    at_space(st, a, "maneuver_1")
    with pytest.raises(IllegalAction):
        act(st, Move(unit="legion", frm="tyros", to="paphos", left=1))  # sea-only border
    with pytest.raises(IllegalAction):
        act(st, Move(unit="galley", frm="tyros", to="palmyra", left=1))  # land-only border
    act(st, Move(unit="galley", frm="tyros", to="paphos", left=1))
    act(st, Move(unit="legion", frm="tyros", to="palmyra", left=1))
    assert military.move_options(st) == []  # one maneuver each without know-how


def test_roads_example_move_move_conquer():
    """Example: with Roads a legion moves twice and then takes part in a conquest (3rd maneuver)."""
    st, g, a = _greeks_and_attacker()
    cities(st, g, "sirmium")
    st.nations[a].know_how["wheel"] = 2
    units(st, a, "napoca", legions=1)
    cities(st, a, "napoca")
    del st.owner["napoca"]
    at_space(st, a, "maneuver_1")
    act(st, Move(unit="legion", frm="napoca", to="pella", left=3))
    act(st, Move(unit="legion", frm="pella", to="dyrrhachion", left=2))
    act(st, Move(unit="legion", frm="dyrrhachion", to="sirmium", left=1))
    assert military.conquer_options(st) == []  # arrived with no maneuver left
    st2, g, a = _greeks_and_attacker()
    cities(st2, g, "sirmium")
    st2.nations[a].know_how["wheel"] = 2
    units(st2, a, "napoca", legions=1)
    at_space(st2, a, "maneuver_1")
    act(st2, Move(unit="legion", frm="napoca", to="pella", left=3))
    act(st2, Move(unit="legion", frm="pella", to="sirmium", left=2))
    act(st2, Conquer(province="sirmium", legions=1, galleys=0))
    assert st2.owner["sirmium"] == a


def test_defence_value_example_temple_units_democracy_is_eight():
    """Example (Tacape): a temple, one galley and two legions, Democracy: 3 + 3 + 2 = 8.
    Tacape is on the printed West board only; the same position is set on Tyros."""
    st, g, a = _greeks_and_attacker()
    st.temples.append("tyros")
    units(st, a, "tyros", legions=2, galleys=1)
    st.nations[a].know_how["monarchy"] = 2
    assert military.defence_value(st, "tyros") == (3, 3, 2)


def test_athens_example_six_galleys_lose_five():
    """Example: Athens with a temple, one Greek legion and one galley; six attacking galleys
    with a maneuver left conquer it and lose five; the Greeks lose city, temple and units."""
    st, g, a = _greeks_and_attacker()
    st.temples.append("athen")
    units(st, g, "athen", legions=1, galleys=1)
    units(st, a, "athen", galleys=6)
    at_space(st, a, "maneuver_1")
    assert [c for c in military.conquer_options(st)] == [Conquer(province="athen", legions=0, galleys=5)]
    events = act(st, Conquer(province="athen", legions=0, galleys=5))
    assert st.owner["athen"] == a and "athen" not in st.temples
    assert st.nations[a].galleys["athen"] == 1
    assert "athen" not in st.nations[g].legions and "athen" not in st.nations[g].galleys
    assert st.nations[a].temples_destroyed == 1
    assert events[0].data["defence"] == 5


def test_example_a_galley_from_cyrene_fights_then_athens_falls():
    """Example A: Greeks (Democracy) hold Athens with a legion and a galley; the attacker
    (Sailing) has 4 galleys in Ephesos and 1 in Cyrene.  The Cyrene galley sails two provinces
    to Athens and fights the Greek galley (both removed): defence 1 + 1 + 2 = 4, and the 4
    galleys from Ephesos conquer Athens."""
    st, g, a = _greeks_and_attacker()
    st.nations[g].know_how["monarchy"] = 2
    st.nations[a].know_how["sailing"] = 1
    units(st, g, "athen", legions=1, galleys=1)
    units(st, a, "ephesos", galleys=4)
    units(st, a, "cyrene", galleys=1)
    at_space(st, a, "maneuver_2")
    assert sum(military.defence_value(st, "athen")) == 5
    act(st, Move(unit="galley", frm="cyrene", to="knossos", left=2))
    act(st, Move(unit="galley", frm="knossos", to="athen", left=1))
    assert st.defense is not None
    act(st, Defend(fight=False))  # the Greeks do not ask for combat...
    act(st, Fight(province="athen", nation=g, unit="galley"))  # ...the attacker does
    assert sum(military.defence_value(st, "athen")) == 4
    for _ in range(4):
        act(st, Move(unit="galley", frm="ephesos", to="athen", left=2))
    act(st, Conquer(province="athen", legions=0, galleys=4))
    assert st.owner["athen"] == a and not st.nations[a].galleys.get("athen")


def test_example_b_legions_cannot_fight_galleys():
    """Example B: Athens held by two legions: the galley from Cyrene enters but cannot conquer
    (no maneuver left) nor fight (galleys do not fight legions); defence stays 5 and the 4
    galleys from Ephesos are not enough."""
    st, g, a = _greeks_and_attacker()
    st.nations[g].know_how["monarchy"] = 2
    st.nations[a].know_how["sailing"] = 1
    units(st, g, "athen", legions=2)
    units(st, a, "ephesos", galleys=4)
    units(st, a, "cyrene", galleys=1)
    at_space(st, a, "maneuver_2")
    act(st, Move(unit="galley", frm="cyrene", to="knossos", left=2))
    act(st, Move(unit="galley", frm="knossos", to="athen", left=1))
    assert st.defense is None  # no Greek galley there: nobody to ask for combat
    assert military.fight_options(st) == []
    for _ in range(4):
        act(st, Move(unit="galley", frm="ephesos", to="athen", left=2))
    assert military.conquer_options(st) == []
    with pytest.raises(IllegalAction):
        act(st, Conquer(province="athen", legions=0, galleys=5))


def test_combat_example_three_galleys_enter_athens():
    """"Manovra di movimento", example: a nation enters Athens with three galleys where the
    Greeks have a galley and a legion; the Greeks ask for combat: each loses a galley, the legion
    stays out of it."""
    st, g, a = _greeks_and_attacker()
    units(st, g, "athen", legions=1, galleys=1)
    units(st, a, "ephesos", galleys=3)
    at_space(st, a, "maneuver_1")
    act(st, Move(unit="galley", frm="ephesos", to="athen", left=1))
    assert st.defense is not None and st.defense.nations == [g]
    act(st, Defend(fight=True), seat=st.nations[g].seat)
    for _ in range(2):
        act(st, Move(unit="galley", frm="ephesos", to="athen", left=1))
    assert st.defense is None
    assert st.nations[a].galleys == {"athen": 2}
    assert st.nations[g].galleys == {} and st.nations[g].legions == {"athen": 1}


def test_only_city_cannot_be_conquered():
    st, g, a = _greeks_and_attacker()
    del st.owner["pella"]
    units(st, a, "athen", galleys=5)
    at_space(st, a, "maneuver_1")
    assert military.conquer_options(st) == []
    with pytest.raises(IllegalAction):
        act(st, Conquer(province="athen", legions=0, galleys=1))


def test_conquest_with_legions_and_galleys_together():
    """A city defended by legions can be taken by galleys and vice versa ("Consiglio di gioco")."""
    st, g, a = _greeks_and_attacker()
    units(st, g, "athen", legions=1)
    units(st, a, "athen", legions=1, galleys=1)
    at_space(st, a, "maneuver_1")
    assert Conquer(province="athen", legions=1, galleys=1) in military.conquer_options(st)
    act(st, Conquer(province="athen", legions=1, galleys=1))
    assert st.owner["athen"] == a


def test_units_that_moved_their_last_maneuver_cannot_conquer():
    st, g, a = _greeks_and_attacker()
    units(st, a, "ephesos", galleys=1)
    at_space(st, a, "maneuver_1")
    act(st, Move(unit="galley", frm="ephesos", to="athen", left=1))
    assert military.conquer_options(st) == []


def test_combat_without_movement():
    """"Combattimento senza spostamento": the maneuvering nation may fight at any time, 1:1 of
    the same kind, until one side has none there."""
    st, g, a = _greeks_and_attacker()
    units(st, g, "pella", legions=3, galleys=1)
    units(st, a, "pella", legions=2)
    at_space(st, a, "maneuver_1")
    assert military.fight_options(st) == [Fight(province="pella", nation=g, unit="legion")]
    act(st, Fight(province="pella", nation=g, unit="legion"))
    assert st.nations[g].legions == {"pella": 1} and st.nations[a].legions == {}
    act(st, Done())
    assert st.step == "found"


def test_no_combat_outside_a_maneuver():
    """FAQ: combat only happens when a nation chooses Maneuver."""
    st, g, a = _greeks_and_attacker()
    units(st, g, "pella", legions=1)
    units(st, a, "pella", legions=1)
    at_space(st, a, "arming")
    with pytest.raises(IllegalAction):
        act(st, Fight(province="pella", nation=g, unit="legion"))


def test_enemy_units_do_not_stop_a_city_producing_or_arming():
    """"Una città non è colpita in nessun caso dalle unità militari di altre nazioni localizzate
    nella sua provincia": it still produces and arms (and units may be placed among others')."""
    from engines.antike.state import Arm
    from tests.antike.builders import give

    st, g, a = _greeks_and_attacker()
    units(st, a, "athen", legions=4, galleys=4)
    at_space(st, g, "gold")
    assert st.nations[g].gold == 1  # Athen is a gold city
    give(st, g, iron=1)
    at_space(st, g, "arming")
    act(st, Arm(province="athen", unit="legion"))
    assert st.nations[g].legions == {"athen": 1}


def test_nations_cannot_give_each_other_anything():
    """FAQ "Le nazioni possono commerciare tra di loro?": no; no action moves resources between
    nations (the only exchange is with the bank, with all eight advances)."""
    from engines.antike.state import ACTION_ADAPTER

    schema = ACTION_ADAPTER.json_schema()
    kinds = {d["properties"]["kind"]["const"] for d in schema["$defs"].values()}
    assert kinds == {"nation", "start_city", "rondel", "pay", "temple", "arm", "learn", "move", "fight", "conquer", "defend", "give_up",
                     "found", "trade", "done"}
    trade = schema["$defs"]["Trade"]["properties"]
    assert set(trade) == {"kind", "give", "take"}  # with the bank only


def _conqueror_with_25_cities(rules: int = 4):
    """The Phoenicians hold 25 cities (Tyros with a temple) and a galley in Athen, at a maneuver."""
    from engines.antike.data import BOARDS

    st, g, a = _greeks_and_attacker()
    st.rules = rules
    free = [p.id for p in BOARDS["east"].provinces if p.id not in st.owner]
    for p in free[:23]:
        st.owner[p] = a
    st.temples.append("tyros")
    assert sum(1 for o in st.owner.values() if o == a) == 25
    units(st, a, "athen", galleys=1)
    at_space(st, a, "maneuver_1")
    return st, g, a


def test_conqueror_with_all_25_city_stones_chooses_the_city_it_gives_up():
    """antike.it.txt, "Manovra di conquista": "Se il conquistatore possiede già 25 città e, di
    conseguenza, non ha più pedine città, rinuncia ad una delle città che già possedeva e può
    utilizzare questa pedina città per stabilire una nuova città": the conqueror gives up a city
    of its choice (rules 4), any it held before, a temple there going back to the supply."""
    st, g, a = _conqueror_with_25_cities()
    events = act(st, Conquer(province="athen", legions=0, galleys=1))
    assert [e.kind for e in events] == ["conquest"]
    assert st.owner["athen"] == a and st.giving_up is not None
    kind, seat, nat = flow.prompt_key(st)
    assert (kind, seat, nat) == ("give_up", st.nations[a].seat, a)
    options = flow.legal(st, st.nations[a].seat)
    held = sorted(p for p, o in st.owner.items() if o == a and p != "athen")
    assert [o.province for o in options] == held and len(held) == 25  # every city held before, nothing else
    for bad in ("athen", "pella", "nowhere"):  # the city just conquered, another nation's, no city
        with pytest.raises(IllegalAction):
            engine().validate(st, st.nations[a].seat, GiveUp(province=bad))
    with pytest.raises(IllegalAction):  # nothing else until the city is given up
        engine().validate(st, st.nations[a].seat, Done())
    # the choice is the player's: a city with a temple, not the first one in id order
    assert "tyros" != held[0]
    events = act(st, GiveUp(province="tyros"))
    assert [e.kind for e in events] == ["abandon"]
    assert "tyros" not in st.owner and "tyros" not in st.temples and st.owner["athen"] == a
    assert sum(1 for o in st.owner.values() if o == a) == 25
    assert st.giving_up is None and st.step == "maneuver" and flow.prompt_key(st)[0] == "maneuver"
    assert st.nations[a].temples_destroyed == 0  # Athen had no temple; giving one up earns nothing


def test_the_automatic_player_gives_up_a_city_without_a_temple():
    st, g, a = _conqueror_with_25_cities()
    act(st, Conquer(province="athen", legions=0, galleys=1))
    choice = auto.choose(st, st.nations[a].seat)
    assert isinstance(choice, GiveUp) and choice.province not in st.temples and choice.province != "athen"


def test_rules_3_gave_up_the_first_city_without_a_temple_by_itself():
    """Games begun under rules 1-3 keep the old decision (state.RULES_VERSION 4)."""
    st, g, a = _conqueror_with_25_cities(rules=3)
    first_plain = sorted(p for p, o in st.owner.items() if o == a and p not in st.temples)[0]
    events = act(st, Conquer(province="athen", legions=0, galleys=1))
    assert st.owner["athen"] == a and sum(1 for o in st.owner.values() if o == a) == 25
    assert [e.kind for e in events] == ["conquest", "abandon"]
    assert first_plain not in st.owner and st.giving_up is None


def test_the_give_up_panel_lists_the_cities_and_speaks_both_languages():
    import i18n

    st, g, a = _conqueror_with_25_cities()
    act(st, Conquer(province="athen", legions=0, galleys=1))
    eng = engine()
    panel = eng.panel(st, st.nations[a].seat)
    assert len(panel.options) == 25 and all(o.action and o.action["kind"] == "give_up" for o in panel.options)
    tyros = next(o for o in panel.options if o.action and o.action["province"] == "tyros")
    assert "(il tempio torna nella riserva)" in i18n.render(tyros.label, "it", strict=True)
    assert "(its temple goes back to the supply)" in i18n.render(tyros.label, "en", strict=True)
    title = i18n.render(panel.title, "it", {st.nations[a].seat: "Bob"}, strict=True)
    assert title == "Bob (Fenici): scegli la città a cui rinunciare"
    prompt = i18n.render(eng.prompt(st).text, "it", strict=True)
    assert prompt.startswith("scegli la città a cui i Fenici rinunciano")
    _, events = eng.apply(st, st.nations[a].seat, GiveUp(province="tyros"))
    line = i18n.render(events[0].text, "it", {st.nations[a].seat: "Bob"}, strict=True)
    assert line == ("Bob (Fenici) rinuncia a Tyros per tenere Atene (tutte le 25 pedine città erano sul tabellone); "
                    "il tempio di Tyros torna nella riserva.")
    assert i18n.render(events[0].text, "en", {st.nations[a].seat: "Bob"}, strict=True).startswith(
        "Bob (Phoenicians) gives up Tyros to keep Athens")
