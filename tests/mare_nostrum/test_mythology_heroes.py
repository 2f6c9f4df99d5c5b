"""Mythology: the new heroes and the revised base cards (shared/rules/mare-nostrum-mythology.it.txt,
"Eroi", "Fase della Costruzione", "Regole Generali del Combattimento", "fasi di un turno" and
their FAQ; docs/mythology-rules.md §7.2, §7.3, examples E16, E36, E43, E50, E57, E63, E64, E67,
E70, E73, E84, E85, E89 and decisions D18, D20, D25, D26, D30, D31).  Each test fails if the power
it names is removed."""

from __future__ import annotations

import pytest

import i18n
from engines.base import IllegalAction
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.state import Attack, AutomaticDice, Build, ChooseCard, EndTurn, MoveLegions, Occupy, Pay, Pillage, Reroll
from tests.mare_nostrum.builders import hand, place, put, start_turn_control
from tests.mare_nostrum.myth_builders import ATLANTIS, CARTHAGE, EGYPT, GREECE, ROME, myth


def render(t, lang="en"):
    return i18n.render(t, lang, strict=True)


def texts(ev, lang="en"):
    return " ".join(render(x.text, lang) for x in ev)


def pay_all(e, S, seat, cards):
    ev = []
    for c in cards:
        S, ev = e.apply(S, seat, Pay(cards=[c]))
    return S, ev


# ---- costs --------------------------------------------------------------------------------


def test_atlas_triremes_cost_two_only_for_atlantis():
    """E70, Eroi Specifici: Atlas (Atlantis) -- triremes cost 2; only Atlantis may buy him."""
    e, S = myth(step="build", active=ATLANTIS)
    assert q.cost(e.R, S, ATLANTIS, "trireme") == 3
    S.players[ATLANTIS].cards = ["atlas"]
    assert q.cost(e.R, S, ATLANTIS, "trireme") == 2
    e, S = myth(step="build", active=ROME)
    hand(S, ROME, tax=9)
    with pytest.raises(IllegalAction):
        place(e, S, ROME, item="card", card="atlas")


def test_caesar_revised_no_longer_discounts_fortresses():
    """E70: Giulio Cesare "(Nota: questo bonus non si applica alle Fortezze)"."""
    e, S = myth(step="build", active=ROME)
    S.players[ROME].cards = ["julius_caesar"]
    assert q.cost(e.R, S, ROME, "legion") == 2
    assert q.cost(e.R, S, ROME, "fortress") == 3


def test_mausoleum_revised_also_discounts_influence_but_never_units():
    """E63 / FAQ E67 "Se il giocatore Romano sceglie il Mausoleo ... legioni? No": influence
    markers 2, cities/caravans 2, temples/markets 5; never units; not cumulative (E36)."""
    e, S = myth(step="build", active=ROME)
    S.players[ROME].cards = ["mausoleum", "julius_caesar"]
    assert q.cost(e.R, S, ROME, "influence") == 2
    assert q.cost(e.R, S, ROME, "temple") == 5
    assert q.cost(e.R, S, ROME, "fortress") == 3
    assert q.cost(e.R, S, ROME, "legion") == 2  # Caesar's, not 2 + Mausoleum


def test_imhotep_wonders_cost_one_less_pyramids_too_not_heroes():
    """E73, Imhotep: "le Meraviglie costano 1 carta in meno" (the Pyramids 12 -> 11)."""
    e, S = myth(step="build", active=EGYPT)
    before = q.cost(e.R, S, EGYPT, "card", "pyramids")
    colossus = q.cost(e.R, S, EGYPT, "card", "colossus")
    S.players[EGYPT].cards = ["imhotep"]
    assert q.cost(e.R, S, EGYPT, "card", "pyramids") == before - 1
    assert q.cost(e.R, S, EGYPT, "card", "colossus") == colossus - 1
    assert q.cost(e.R, S, EGYPT, "card", "ajax") == 9


def test_minos_one_piece_of_each_kind_on_islands_costs_one_less_once_per_turn():
    """E73 Minos + FAQ E84 ("Lo stesso principio e valido per Minosse"): on islands, 1 piece per
    kind per turn costs 1 less."""
    e, S = myth(step="build", active=GREECE)
    S.players[GREECE].cards = ["minos"]
    put(S, "creta", GREECE)
    put(S, "achaea", GREECE)
    hand(S, GREECE, tax=5)
    S = place(e, S, GREECE, item="legion", province="creta")
    assert S.pending[-1].cost == 2
    S, _ = pay_all(e, S, GREECE, ["tax", "tax"])
    assert S.provinces["creta"].legions == {GREECE: 1}
    # the second legion on an island this turn pays full price; off the islands, full price
    S = place(e, S, GREECE, item="legion", province="creta")
    assert S.pending[-1].cost == 3


def test_croesus_builds_in_a_new_province_the_same_turn_one_discount_per_kind():
    """E73 Croesus + FAQ E84: "2 carovane e 3 legioni. 1 carovana e 1 legione ricevono la
    riduzione"; he may build in a province the turn he places its marker."""
    e, S = myth(step="build", active=ROME)
    S.players[ROME].cards = ["croesus"]
    put(S, "latium", ROME)
    start_turn_control(S)
    hand(S, ROME, tax=12)
    S = place(e, S, ROME, item="influence", province="etruria")
    S, _ = pay_all(e, S, ROME, ["tax"] * 3)
    assert S.provinces["etruria"].new_influence
    S = place(e, S, ROME, item="legion", province="etruria")
    assert S.pending[-1].cost == 2
    S, _ = pay_all(e, S, ROME, ["tax"] * 2)
    S = place(e, S, ROME, item="legion", province="etruria")
    assert S.pending[-1].cost == 3
    # without Croesus: not in the turn the marker was placed
    e, S = myth(step="build", active=ROME)
    put(S, "latium", ROME)
    put(S, "etruria", ROME)
    S.provinces["etruria"].new_influence = True
    hand(S, ROME, tax=6)
    from engines.mare_nostrum.construction import check_build

    with pytest.raises(IllegalAction):
        check_build(e.R, S, ROME, Build(item="legion", province="etruria"))


# ---- free pieces -----------------------------------------------------------------------------


def test_hannibal_revised_brings_a_free_legion_in_carthage():
    """E70: Annibale "1 legione gratis ... deve essere piazzata in Cartagine"."""
    e, S = myth(step="build", active=CARTHAGE)
    put(S, "africa", CARTHAGE)
    hand(S, CARTHAGE, tax=9)
    S = place(e, S, CARTHAGE, item="card", card="hannibal")
    S, ev = pay_all(e, S, CARTHAGE, ["tax"] * 9)
    assert S.provinces["africa"].legions == {CARTHAGE: 1}
    assert "free of charge" in texts(ev)


def test_pericles_revised_brings_a_free_trireme_in_athens():
    """E70: Pericle "1 trireme gratis in Atene/Sparta"."""
    e, S = myth(step="build", active=GREECE)
    put(S, "achaea", GREECE)
    hand(S, GREECE, tax=9)
    S = place(e, S, GREECE, item="card", card="pericles")
    S, _ = pay_all(e, S, GREECE, ["tax"] * 9)
    assert S.provinces["achaea"].new_triremes == {GREECE: 1}


def test_statue_of_zeus_revised_free_fortress_where_the_buyer_chooses():
    """E63, D26: the Statue of Zeus brings 1 free fortress, in a province holding the buyer's
    marker (normal rules, 2 per province); the buyer chooses where."""
    e, S = myth(step="build", active=ROME)
    put(S, "latium", ROME)
    put(S, "etruria", ROME)
    hand(S, ROME, tax=9)
    S = place(e, S, ROME, item="card", card="statue_of_zeus")
    S, _ = pay_all(e, S, ROME, ["tax"] * 9)
    assert e.prompt(S).kind == "free_unit"
    opts = e.legal_actions(S, ROME)
    assert {a.province for a in opts} == {"latium", "etruria"}
    with pytest.raises(IllegalAction):
        e.apply(S, ROME, Build(item="fortress", province="macedonia"))
    S, _ = e.apply(S, ROME, Build(item="fortress", province="etruria"))
    assert S.provinces["etruria"].fortresses == {ROME: 1} and S.players[ROME].hand == {}


def test_lighthouse_revised_free_influence_marker_anywhere():
    """E63, D26: the Lighthouse brings 1 free influence marker, anywhere legal with it."""
    e, S = myth(step="build", active=ROME)
    put(S, "latium", ROME)
    start_turn_control(S)
    hand(S, ROME, tax=9)
    S = place(e, S, ROME, item="card", card="lighthouse")
    S, _ = pay_all(e, S, ROME, ["tax"] * 9)
    assert e.prompt(S).kind == "free_unit"
    S, _ = e.apply(S, ROME, Build(item="influence", province="arabia"))  # far away: the Lighthouse
    assert S.provinces["arabia"].owner == ROME


def test_gilgamesh_free_fortress_with_a_new_marker():
    """E57 / E89 (Gilgamesh + Hammurabi "un marcatore di influenza e una fortezza gratis ogni
    turno"), D20: placing a marker in a province new to him, a free fortress there."""
    e, S = myth(step="build", active=ROME)
    S.players[ROME].cards = ["gilgamesh", "hammurabi"]
    put(S, "latium", ROME)
    start_turn_control(S)
    S, ev = e.apply(S, ROME, Build(item="influence"))
    S, ev = e.apply(S, ROME, Build(item="influence", province="etruria"))  # Hammurabi: free
    P = S.provinces["etruria"]
    assert P.owner == ROME and P.fortresses == {ROME: 1}
    assert "Gilgamesh" in texts(ev)


# ---- roles -----------------------------------------------------------------------------------


def test_revised_role_heroes_give_three_and_moses_two_for_the_high_priest():
    """E16 / E64: Agamemnon, Archimedes, Solomon +3 (revised from +2); "Mosé ha un bonus per l'Alto
    Prete" (+2); Archimedes' count includes creatures (E15)."""
    e, S = myth()
    S.players[ROME].cards = ["agamemnon", "archimedes", "solomon", "moses"]
    put(S, "latium", ROME, creatures={ROME: 1})
    c = q.role_counts(e.R, S)[ROME]
    assert c["director_of_commerce"] == 3 and c["political_leader"] == 3
    assert c["military_leader"] == 1 + 3
    assert c["high_priest"] == 2


def test_moses_crosses_the_straits_without_triremes():
    """E73 Moses, D30: he may carry units and place markers across the Strait of Messina, the
    Bosporus and the Pillars of Hercules without triremes."""
    e, S = myth(active=ROME)
    put(S, "magna_graecia", ROME, legions={ROME: 1})
    with pytest.raises(IllegalAction):
        e.apply(S, ROME, MoveLegions(origin="magna_graecia", to="sicilia", count=1))
    S.players[ROME].cards = ["moses"]
    S, _ = e.apply(S, ROME, MoveLegions(origin="magna_graecia", to="sicilia", count=1))
    assert S.provinces["sicilia"].legions == {ROME: 1}


# ---- combat ----------------------------------------------------------------------------------


def test_penthesilea_loses_one_land_unit_per_six_points():
    """E43, Combattimento Nota: Penthesilea's units lose "un unità ogni 6 punti invece di 5"."""
    for cards, lost in (([], 2), (["penthesilea"], 1)):
        e, S = myth([5, 5, 1, 1], active=ROME)
        S.players[GREECE].cards = cards
        put(S, "latium", ROME, legions={ROME: 2})
        put(S, "etruria", GREECE, legions={GREECE: 2})
        S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
        S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
        assert S.battle.attacker_total == 10 and S.battle.defender_losses == lost


def test_hamilcar_dice_are_fours_and_fives_with_hannibal():
    """E73 Hamilcar, FAQ E85 "Può il tiro automatico di 4 di Amilcare essere combinato con il bonus
    di Annibale ... 5? Si" (E89: "tirare 5 con tutti i dadi"); D33: his holder chooses every die
    (more cases: test_mythology_hero_choices.py)."""
    e, S = myth([1, 1], active=CARTHAGE)
    S.players[CARTHAGE].cards = ["hamilcar", "hannibal"]
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 2})
    put(S, "numidia", ROME, legions={ROME: 2})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="africa", to="numidia", count=2))
    S, _ = e.apply(S, CARTHAGE, Attack(province="numidia", target=ROME))
    S, _ = e.apply(S, CARTHAGE, AutomaticDice(count=2))
    assert S.battle.attacker_dice == [4, 4] and S.battle.attacker_total == 10
    assert S.battle.defender_dice == [1, 1]


def test_ariadne_buildings_add_to_her_defence_once():
    """E50 "Arianna ... bonus in difesa", D18: defending a province with her marker, city and
    caravan +1 each, temple and market +2 each, added once to the total."""
    e, S = myth([1, 3], active=ROME)
    S.players[GREECE].cards = ["ariadne"]
    put(S, "latium", ROME, legions={ROME: 1})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1}, cities=[0], temple=True)
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=1))
    S, ev = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    assert S.battle.defender_total == 3 + 1 + 2
    assert "Ariadne" in texts(ev)


def test_achilles_pillages_one_building_per_unit():
    """E57 / E89 (Nebuchadnezzar + Achilles): after a won battle Achilles' side pillages 1 building
    per military unit of his in the province (instead of 1)."""
    e, S = myth([6, 6, 1], active=ROME)
    S.players[ROME].cards = ["achilles"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1}, cities=[0], temple=True, caravans=[0])
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=2))
    S, _ = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    S, _ = e.apply(S, ROME, Pillage(building="temple"))
    assert e.prompt(S).kind == "conquest"
    S, _ = e.apply(S, ROME, Pillage(building="city:0"))
    assert not S.provinces["magna_graecia"].temple and not S.provinces["magna_graecia"].cities[0]
    # a third pillage is one more than his 2 units
    assert e.prompt(S).kind != "conquest" or not any(a.kind == "pillage" for a in e.legal_actions(S, ROME))


def test_nebuchadnezzar_revised_card_for_a_destroyed_temple():
    """E64 / D25: Nabucodonosor also takes a card for a destroyed temple or market: a good of the
    province's sites or a tax card with a city site (D35: his holder chooses; more cases:
    test_mythology_hero_choices.py)."""
    e, S = myth(active=ROME)
    S.players[ROME].cards = ["nebuchadnezzar"]
    put(S, "latium", ROME, legions={ROME: 1})
    put(S, "magna_graecia", GREECE, temple=True)
    S.provinces["magna_graecia"].owner = GREECE
    good = e.R.provinces["magna_graecia"].resources[0]
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=1))
    S, ev = e.apply(S, ROME, Pillage(building="temple"))
    assert e.prompt(S).kind == "nebuchadnezzar"
    S, ev = e.apply(S, ROME, ChooseCard(card=good))
    assert S.players[ROME].hand == {good: 1}


def test_hanging_gardens_revised_keep_two_goods():
    """E63: Giardini Pensili "tenere 2 carte beni" (base: 1)."""
    e, S = myth(step="build", active=ROME)
    S.players[GREECE].cards = ["hanging_gardens"]
    hand(S, GREECE, fish=1, gold=1, wine=1)
    S.done = [1, 2, 3, 4, 5]
    S, _ = e.apply(S, ROME, EndTurn())
    assert e.prompt(S).kind == "keep_goods"
    S, _ = e.apply(S, GREECE, ChooseCard(card="gold"))
    assert e.prompt(S).kind == "keep_goods"
    with pytest.raises(IllegalAction):
        e.apply(S, GREECE, ChooseCard(card="gold"))
    S, _ = e.apply(S, GREECE, ChooseCard(card="wine"))
    assert S.players[GREECE].hand == {"gold": 1, "wine": 1}


def test_occupation_after_achilles_still_possible():
    e, S = myth([6, 6, 1], active=ROME)
    S.players[ROME].cards = ["achilles"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1}, cities=[0])
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=2))
    S, _ = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    S, _ = e.apply(S, ROME, Occupy(buildings=["city:0"]))
    assert S.provinces["magna_graecia"].city_occ[0] == ROME


def test_spartacus_one_legion_per_turn_for_one_slaves_card():
    """E73 Spartacus: "una volta per turno ... costruire 1 legione con 1 carta schiavi" (not
    cumulative with other discounts: the legion costs that one card)."""
    e, S = myth(step="build", active=ROME)
    S.players[ROME].cards = ["spartacus"]
    put(S, "latium", ROME)
    hand(S, ROME, slaves=1, tax=4)
    S = place(e, S, ROME, item="legion", province="latium")
    assert S.pending[-1].cost == 1
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ROME, Pay(cards=["tax"]))
    assert "Slaves" in render(ex.value.message)
    S, _ = e.apply(S, ROME, Pay(cards=["slaves"]))
    assert S.provinces["latium"].legions == {ROME: 1}
    # once per turn: the next legion costs 3
    S = place(e, S, ROME, item="legion", province="latium")
    assert S.pending[-1].cost == 3


def test_kraken_moves_at_sea_then_fights_triremes():
    """D13: a Kraken's move between sea spaces is a naval move: it may then attack triremes."""
    from engines.mare_nostrum.state import MoveCreature, NavalAttack

    e, S = myth([1], active=ATLANTIS)
    S.sea_creatures = {"mare_ionium": {ATLANTIS: 1}}
    S.seas["mare_aegaeum"][GREECE] = 1
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="mare_ionium", to="mare_aegaeum"))
    S, _ = e.apply(S, ATLANTIS, NavalAttack(sea="mare_aegaeum", target=GREECE))
    assert S.seas["mare_aegaeum"] == {}


def test_atlas_triremes_move_two_sea_spaces_but_not_after_fighting():
    """E38, Movimento navale Nota: Atlas' triremes "possono muovere di 2 spazi"; one that fights
    after its first move cannot move again."""
    from engines.mare_nostrum.state import MoveTrireme, NavalAttack

    e, S = myth(active=ATLANTIS)
    S.seas["oceanus_atlanticus"][ATLANTIS] = 1
    S, _ = e.apply(S, ATLANTIS, MoveTrireme(origin="oceanus_atlanticus", to="oceanus_gaditanus"))
    with pytest.raises(IllegalAction):
        e.apply(S, ATLANTIS, MoveTrireme(origin="oceanus_gaditanus", to="fretum_herculeum"))
    S.players[ATLANTIS].cards = ["atlas"]
    e, S = myth([6, 1], active=ATLANTIS)
    S.players[ATLANTIS].cards = ["atlas"]
    S.seas["oceanus_atlanticus"][ATLANTIS] = 1
    S, _ = e.apply(S, ATLANTIS, MoveTrireme(origin="oceanus_atlanticus", to="oceanus_gaditanus"))
    S, _ = e.apply(S, ATLANTIS, MoveTrireme(origin="oceanus_gaditanus", to="fretum_herculeum"))
    assert S.seas["fretum_herculeum"] == {ATLANTIS: 1}
    with pytest.raises(IllegalAction):  # two spaces, not three
        e.apply(S, ATLANTIS, MoveTrireme(origin="fretum_herculeum", to="mare_balearicum"))
    # fighting after the first move stops it
    e, S = myth([6, 1], active=ATLANTIS)
    S.players[ATLANTIS].cards = ["atlas"]
    S.seas["oceanus_atlanticus"][ATLANTIS] = 1
    S.seas["oceanus_gaditanus"][ROME] = 1
    S, _ = e.apply(S, ATLANTIS, MoveTrireme(origin="oceanus_atlanticus", to="oceanus_gaditanus"))
    S, _ = e.apply(S, ATLANTIS, NavalAttack(sea="oceanus_gaditanus", target=ROME))
    with pytest.raises(IllegalAction):
        e.apply(S, ATLANTIS, MoveTrireme(origin="oceanus_gaditanus", to="fretum_herculeum"))


def test_aeneas_crosses_one_sea_space_without_triremes_the_same_all_turn():
    """E73 Aeneas, D16: his units may cross one sea space without triremes; the space is the same
    for the whole turn."""
    e, S = myth(active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 2})
    with pytest.raises(IllegalAction):
        e.apply(S, GREECE, MoveLegions(origin="achaea", to="troas", count=1))
    S.players[GREECE].cards = ["aeneas"]
    S, _ = e.apply(S, GREECE, MoveLegions(origin="achaea", to="troas", count=1))
    assert S.provinces["troas"].legions == {GREECE: 1}
    assert "aeneas:mare_aegaeum" in S.players[GREECE].used
    # another sea (the Ionian: Achaea -> Sicily) is not the bridge of this turn
    with pytest.raises(IllegalAction):
        e.apply(S, GREECE, MoveLegions(origin="achaea", to="sicilia", count=1))


def test_circe_legions_produce_like_caravans():
    """E18, Raccolta dei Redditi Nota: "Circe ha la possibilità di utilizzare le legioni come
    carovane" -- one legion per free resource site in a province with her marker."""
    from engines.mare_nostrum.income import income

    for cards, expect in (([], 0), (["circe"], 1)):
        e, S = myth()
        S.players[ROME].cards = cards
        put(S, "etruria", ROME, legions={ROME: 1})
        S.roles["director_of_commerce"] = ROME
        good = e.R.provinces["etruria"].resources[0]
        income(e.R, S, [])
        assert S.players[ROME].hand.get(good, 0) == expect


def test_medusa_forbids_the_battle_when_attacked_once_per_turn():
    """E50 "Medusa ... una volta per turno", E73: she forbids all combat in one province where she
    has units, announced before the dice, also on another player's turn; the invader does not
    owe that battle any more."""
    from engines.mare_nostrum.state import UseHero

    e, S = myth([6, 6, 1], active=ROME)
    S.players[GREECE].cards = ["medusa"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=2))
    S, _ = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    assert e.prompt(S).kind == "medusa" and e.prompt(S).seats == (GREECE,)
    S, ev = e.apply(S, GREECE, UseHero(use=True))
    assert S.battle is None and S.provinces["magna_graecia"].legions == {ROME: 2, GREECE: 1}
    assert "Medusa" in texts(ev)
    S, _ = e.apply(S, ROME, EndTurn())  # no battle owed there now
    # declined: the battle is fought
    e, S = myth([6, 6, 1], active=ROME)
    S.players[GREECE].cards = ["medusa"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=2))
    S, _ = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    S, _ = e.apply(S, GREECE, UseHero(use=False))
    assert S.battle is not None and S.provinces["magna_graecia"].legions == {ROME: 2}


def test_antigone_may_stay_out_of_the_trade_after_hearing_the_number():
    """FAQ E25 "Può un giocatore volontariamente optare di star fuori ...? No ... A meno che tu non
    abbia Antigone": her holder may opt out after the announcement."""
    from engines.mare_nostrum.state import Announce, Offer, UseHero

    e, S = myth(step="announce", active=None)
    for s in range(6):
        hand(S, s, tax=2)
    S.players[GREECE].cards = ["antigone"]
    S, _ = e.apply(S, ROME, Announce(count=1))
    assert e.prompt(S).kind == "antigone" and e.prompt(S).seats == (GREECE,)
    S, ev = e.apply(S, GREECE, UseHero(use=True))
    assert GREECE not in S.trade.participants and "Antigone" in texts(ev)
    with pytest.raises(IllegalAction):
        e.apply(S, GREECE, Offer(cards=["tax"]))
    # without Antigone nobody is asked
    e, S = myth(step="announce", active=None)
    for s in range(6):
        hand(S, s, tax=2)
    S, _ = e.apply(S, ROME, Announce(count=1))
    assert e.prompt(S).kind == "offer" and GREECE in S.trade.participants


def test_jason_takes_an_occupied_caravan_once_per_turn():
    """E57 (Jason "1 carovana per turno"), E73, D22: in the construction phase he takes a caravan
    his legion occupies and puts it on a free resource site of his."""
    from engines.mare_nostrum.state import StealCaravan

    e, S = myth(step="build", active=ROME)
    put(S, "latium", ROME)
    put(S, "magna_graecia", GREECE, legions={ROME: 1}, caravans=[0])
    S.provinces["magna_graecia"].caravan_occ[0] = ROME
    theft = StealCaravan(province="magna_graecia", site=0, to="latium", to_site=0)
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ROME, theft)
    assert "Jason" in render(ex.value.message)
    S.players[ROME].cards = ["jason"]
    assert theft in e.legal_actions(S, ROME)
    labels = [render(o.label) for o in e.panel(S, ROME).options]
    assert "Jason: take a caravan" in labels
    S, ev = e.apply(S, ROME, theft)
    assert not S.provinces["magna_graecia"].caravans[0] and S.provinces["latium"].caravans[0]
    assert "uses Jason" in texts(ev)
    assert not any(isinstance(a, StealCaravan) for a in e.legal_actions(S, ROME))


def test_build_menu_lists_creatures():
    """The construction menu offers the creature when one can be built (panel and legal actions)."""
    e, S = myth(step="build", active=ROME)
    put(S, "latium", ROME)
    hand(S, ROME, tax=6)
    acts = e.legal_actions(S, ROME)
    assert Build(item="creature") in acts
    assert any(render(o.label) == "Build a creature" for o in e.panel(S, ROME).options)


def test_midas_buys_an_enemy_legion_before_the_dice():
    """E50 / E73 Midas + FAQ E87 ("Mida ... deve avere una legione nella riserva? Si"), D23: in a
    battle, attacking or defending, 2 tax cards to the bank turn an enemy legion into his."""
    from engines.mare_nostrum.state import UseHero

    e, S = myth([6, 6, 1, 1], active=ROME)
    S.players[GREECE].cards = ["midas"]
    hand(S, GREECE, tax=2)
    put(S, "latium", ROME, legions={ROME: 3})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=3))
    S, _ = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    assert e.prompt(S).kind == "midas" and e.prompt(S).seats == (GREECE,)
    S, ev = e.apply(S, GREECE, UseHero(use=True))
    assert "uses Midas" in texts(ev)
    # Rome fights with 2 legions, Greece with 2 (the bought one fights on its side)
    assert S.players[GREECE].hand == {} and S.battle is not None
    assert S.battle.attacker_dice == [6, 6] and S.battle.defender_dice == [1, 1]
    # no reserve legion: no offer
    e, S = myth([6, 1], active=ROME)
    S.players[GREECE].cards = ["midas"]
    hand(S, GREECE, tax=2)
    put(S, "latium", ROME, legions={ROME: 1})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1})
    put(S, "achaea", GREECE, legions={GREECE: 7})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=1))
    S, _ = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    assert e.prompt(S).kind != "midas"


def test_ajax_rerolls_his_low_dice_once():
    """E50 / E73 Ajax: in a land combat he rerolls any of his dice once after the first roll; FAQ
    E81 "Può Aiace ritirare un dado che è già stato ritirato? No ... il risultato dei ritiri va
    accettato" (D37: his holder picks the dice; here the suggested 1-3s; more cases:
    test_mythology_hero_choices.py)."""
    e, S = myth([2, 5, 3, 1, 1, 1], active=ROME)
    S.players[ROME].cards = ["ajax"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 2})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert e.prompt(S).kind == "ajax"
    S, ev = e.apply(S, ROME, Reroll(dice=[2]))
    # Rome [2, 5], Greece [3, 1]; Ajax rerolls the 2 -> 1 and keeps it; Greece rerolls nothing
    assert S.battle.attacker_dice == [1, 5] and S.battle.defender_dice == [3, 1]
    assert "uses Ajax" in texts(ev) and "rerolls [2] and gets [1]" in texts(ev)
    assert e.dice == [1]  # one reroll only


def test_buying_the_spartacus_card_is_paid_like_any_hero():
    """Regression: the Spartacus card itself costs 9 cards like every hero ("Eroi", mnm-it;
    docs/mythology-rules.md §7.2), paid with tax cards or different goods -- only his legion
    (E73) is paid with 1 slaves card.  The purchase was mistaken for that legion: tax refused,
    the suggested payment a lone slaves card, the automatic player stuck."""
    e, S = myth(step="build", active=ROME)
    hand(S, ROME, tax=9, slaves=1)
    S = place(e, S, ROME, item="card", card="spartacus")
    assert S.pending[-1].cost == 9
    assert e.suggested_payment(S, ROME) == ["tax"] * 9
    assert e.auto_action(S, ROME) == Pay(cards=["tax"] * 9)
    assert Pay(cards=["tax"]) in list(e.legal_actions(S, ROME))
    S, _ = e.apply(S, ROME, Pay(cards=["tax"] * 9))
    assert "spartacus" in S.players[ROME].cards
    assert "spartacus" not in S.players[ROME].used
    assert S.players[ROME].hand.get("slaves") == 1


def test_build_panel_describes_new_and_revised_cards_with_their_mythology_powers():
    """Regression: the build panel described every card with its base power id, missing for the
    new heroes (mnm-it "Eroi") and wrong for the 11 revised cards (E70: Julius Caesar no longer
    discounts fortresses); docs/mythology-rules.md §7.3."""
    from engines.mare_nostrum.panel import _power

    e, _ = myth(step="build", active=ROME)
    assert _power(e, "spartacus").id == "mn-myth-power-spartacus"
    assert _power(e, "julius_caesar").id == "mn-myth-power-julius_caesar"
    assert _power(e, "colossus").id == "mn-power-colossus"  # not revised: the base text
    assert "not fortresses" in render(_power(e, "julius_caesar"))


def test_queen_of_sheba_builds_mercenaries_on_the_board_edge_without_influence():
    """mnm-it Eroi, Regina di Saba: mercenaries "acquistati dalle legioni che il giocatore ...
    tiene come riserve ... piazzati in qualsiasi spazio al bordo del tabellone di gioco senza la
    necessità del marcatore di influenza, e ... anche in uno spazio controllato da un avversario";
    NOTA (Fase della Costruzione, E37). Board edge: the DESIGNED ``map.board_edges`` (D24)."""
    e, S = myth(step="build", active=ROME)
    put(S, "gallia", None)  # an edge province with no marker
    put(S, "illyria", GREECE, legions={GREECE: 1})  # an opponent's edge province, with his legion
    put(S, "epirus", None)  # not on the edge
    hand(S, ROME, tax=9)
    assert "gallia" in e.R.map.board_edges and "epirus" not in e.R.map.board_edges
    # without the Queen, rule 1 holds
    with pytest.raises(IllegalAction):
        place(e, S, ROME, item="legion", province="gallia")
    S.players[ROME].cards = ["queen_of_sheba"]
    assert Build(item="legion") in e.legal_actions(S, ROME)
    S1, _ = e.apply(S, ROME, Build(item="legion"))
    legal = e.legal_actions(S1, ROME)
    assert Build(item="legion", province="gallia") in legal
    assert Build(item="legion", province="illyria") in legal
    assert Build(item="legion", province="epirus") not in legal
    with pytest.raises(IllegalAction):
        place(e, S, ROME, item="legion", province="epirus")
    with pytest.raises(IllegalAction):  # mercenaries are legions only
        place(e, S, ROME, item="fortress", province="gallia")
    S = place(e, S, ROME, item="legion", province="gallia")
    assert S.pending[-1].cost == 3  # the normal price of a legion
    S, _ = pay_all(e, S, ROME, ["tax"] * 3)
    assert S.provinces["gallia"].legions == {ROME: 1} and S.provinces["gallia"].owner is None
    # in an opponent's province: his legion and hers are now at war
    S = place(e, S, ROME, item="legion", province="illyria")
    S, _ = pay_all(e, S, ROME, ["tax"] * 3)
    assert S.provinces["illyria"].legions == {GREECE: 1, ROME: 1}
    assert q.at_war(S.provinces["illyria"])


def test_hercules_one_legion_fights_as_his_own_creature_once_per_turn():
    """mnm-it Eroi, Ercole: "Una volta per turno ... usare 1 legione come se fosse un'unità
    mitologica che appartiene a quel giocatore"; FAQ E86: only the creature of his civilization
    (Rome: the Titan). D21: the legion is an automatic 6 in the battle where he uses it (rules 3:
    he is asked; tests/mare_nostrum/test_mythology_hercules.py)."""
    from engines.mare_nostrum import combat
    from engines.mare_nostrum.state import UseHero

    for cards, total in (([], 5 + 1), (["hercules"], 5 + 6)):
        e, S = myth([5, 1, 1, 1], active=ROME)
        S.players[ROME].cards = cards
        put(S, "latium", ROME, legions={ROME: 2})
        put(S, "etruria", GREECE, legions={GREECE: 2})
        S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
        S, ev = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
        if cards:
            S, ev = e.apply(S, ROME, UseHero(use=True))
        assert S.battle.attacker_total == total
        if cards:
            assert "Titan" in texts(ev) and "Titano" in texts(ev, "it") and "Hercules" in texts(ev)
            # once per turn: the same province again, but no other province this turn
            assert combat.hercules_legion(e.R, S, ROME, GREECE, "etruria", 1, []) == 1
            assert combat.hercules_legion(e.R, S, ROME, GREECE, "gallia", 1, []) == 0


def test_castor_and_pollux_copy_a_generic_hero_of_an_opponent():
    """mnm-it Eroi, Càstore e Polluce: "Copia completamente le abilità di qualsiasi EROE avversario
    nel gioco, escluso gli eroi specifici delle civiltà"; "I vantaggi ... vengono conferiti
    immediatamente all'acquisto" (Fase della Costruzione). D19: named when bought and at each
    role assignment; the copied card stays its owner's."""
    from engines.mare_nostrum.state import ChooseCard

    e, S = myth(step="build", active=ROME)
    S.players[GREECE].cards = ["spartacus"]
    S.players[ATLANTIS].cards = ["atlas"]  # Atlantis' own hero: never copied
    put(S, "latium", ROME)
    hand(S, ROME, tax=9, slaves=1)
    S = place(e, S, ROME, item="card", card="castor_and_pollux")
    S, _ = e.apply(S, ROME, Pay(cards=["tax"] * 9))
    assert e.prompt(S).kind == "castor" and e.prompt(S).seats == (ROME,)
    assert list(e.legal_actions(S, ROME)) == [ChooseCard(card="spartacus")]
    assert e.auto_action(S, ROME) == ChooseCard(card="spartacus")
    with pytest.raises(IllegalAction):
        e.apply(S, ROME, ChooseCard(card="atlas"))
    S, ev = e.apply(S, ROME, ChooseCard(card="spartacus"))
    assert "Spartacus" in texts(ev) and "Spartaco" in texts(ev, "it")
    assert S.players[ROME].cards == ["castor_and_pollux"] and S.players[GREECE].cards == ["spartacus"]
    # Spartacus' power, his own once-per-turn limit: a legion for 1 slaves card
    S = place(e, S, ROME, item="legion", province="latium")
    assert S.pending[-1].cost == 1
    S, _ = e.apply(S, ROME, Pay(cards=["slaves"]))
    assert S.provinces["latium"].legions == {ROME: 1}
