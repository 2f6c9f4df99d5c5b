"""Mythology: the mythological creatures (shared/rules/mare-nostrum-mythology.it.txt, "Creature
Mitologiche", "Fase della Costruzione", "Regole Generali del Combattimento" and their FAQ;
docs/mythology-rules.md §6, §7.1, §7.4, examples 2, 31, 40, 41, 52, 62, 71, 74, 75 and decisions
D11-D13, D15, D17).  Numbers "E<n>" are the spec's list of examples (§9)."""

from __future__ import annotations

import pytest

import i18n
from engines.base import IllegalAction
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.state import Attack, EndTurn, Losses, MoveCreature, MoveLegions, NavalAttack, Occupy, Pay
from tests.mare_nostrum.builders import hand, place, put, wars_from_last_turn
from tests.mare_nostrum.myth_builders import ATLANTIS, BABYLON, CARTHAGE, EGYPT, GREECE, ROME, myth


def render(t, lang="en"):
    return i18n.render(t, lang, strict=True)


def _no_cards(S):
    for pl in S.players:
        pl.cards = []


def build_creature(e, S, seat, pid, goods=("grain", "wine", "gold", "gems", "fish", "metal")):
    S = place(e, S, seat, item="creature", province=pid)
    for g in goods:
        S, ev = e.apply(S, seat, Pay(cards=[g]))
    return S, ev


def six_goods(S, seat):
    hand(S, seat, grain=1, wine=1, gold=1, gems=1, fish=1, metal=1)


def texts(ev, lang="en"):
    return " ".join(render(x.text, lang) for x in ev)


# ---- construction ----------------------------------------------------------------------------


def test_creature_costs_six_and_is_built_where_the_marker_stands():
    """E31, Fase della Costruzione: creatures cost 6 ("Creature 6") and are built "incluse le
    creature, solo nelle province in cui vi è già un marcatore influenza"."""
    e, S = myth(step="build", active=GREECE)
    _no_cards(S)
    put(S, "achaea", GREECE)
    six_goods(S, GREECE)
    assert q.cost(e.R, S, GREECE, "creature") == 6
    S, ev = build_creature(e, S, GREECE, "achaea")
    assert S.provinces["achaea"].creatures == {GREECE: 1}
    assert S.players[GREECE].hand == {}
    assert "creates a Centaur in Achaea" in texts(ev)
    assert "crea una creatura: Centauro" in texts(ev, "it")
    # no marker of Greece in Macedonia: refused with the rule's message
    six_goods(S, GREECE)
    with pytest.raises(IllegalAction) as ex:
        place(e, S, GREECE, item="creature", province="macedonia")
    assert "influence" in render(ex.value.message, "en") or "marker" in render(ex.value.message, "en")


def test_three_creature_pawns_per_player_and_phoenix_on_card_counts():
    """E2, FAQ "Tutte le pedine ...": "3 creature mitologiche" per player; D15: a Phoenix lying on
    its card still counts towards the 3 pawns."""
    e, S = myth(step="build", active=EGYPT)
    _no_cards(S)
    put(S, "aegyptus_inferior", EGYPT, creatures={EGYPT: 2})
    S.players[EGYPT].on_card = 1
    six_goods(S, EGYPT)
    with pytest.raises(IllegalAction) as ex:
        place(e, S, EGYPT, item="creature", province="aegyptus_inferior")
    assert "3 of your creature pawns" in render(ex.value.message, "en")
    assert q.reserve(e.R, S, EGYPT)["creatures"] == 0


def test_kraken_only_built_on_coastal_land():
    """D11 / Kraken card: "sulla terra può stare solo nei territori costieri"."""
    e, S = myth(step="build", active=ATLANTIS)
    _no_cards(S)
    put(S, "atlantis", ATLANTIS)
    put(S, "arabia", ATLANTIS)  # landlocked
    six_goods(S, ATLANTIS)
    with pytest.raises(IllegalAction) as ex:
        place(e, S, ATLANTIS, item="creature", province="arabia")
    assert "coastal land" in render(ex.value.message, "en")
    S, _ = build_creature(e, S, ATLANTIS, "atlantis")
    assert S.provinces["atlantis"].creatures == {ATLANTIS: 1}


def test_no_creatures_in_the_base_game():
    """Creatures exist only with the expansion: the base rules have no creature pawns."""
    from engines.mare_nostrum.engine import MareNostrum
    from tests.mare_nostrum.builders import blank

    e = MareNostrum()
    S = blank(e, ["rome", "greece", "babylon", "egypt", "carthage"], "build", active=GREECE)
    put(S, "achaea", GREECE)
    six_goods(S, GREECE)
    with pytest.raises(IllegalAction):
        place(e, S, GREECE, item="creature", province="achaea")


def test_military_leader_counts_creatures():
    """E15, fasi di un turno: the Military Leader counts "legioni, trireme, creature e fortezze"
    (creatures on the board; a diving Kraken on its card does not, D13)."""
    e, S = myth()
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 1}, creatures={CARTHAGE: 2})
    put(S, "atlantis", ATLANTIS, creatures={ATLANTIS: 1})
    S.players[ATLANTIS].on_card = 1
    c = q.role_counts(e.R, S)
    assert c[CARTHAGE]["military_units"] == 3
    assert c[ATLANTIS]["military_units"] == 1


# ---- movement --------------------------------------------------------------------------------


def test_land_creature_moves_like_a_legion_once_per_turn():
    """Creature Mitologiche: creatures move like legions (one adjacent province) unless their card
    says otherwise; a unit moves once per military turn."""
    e, S = myth(active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    S, ev = e.apply(S, ROME, MoveCreature(origin="latium", to="etruria"))
    assert S.provinces["etruria"].creatures == {ROME: 1}
    assert "moves a Titan from Latium to Etruria" in texts(ev)
    with pytest.raises(IllegalAction):
        e.apply(S, ROME, MoveCreature(origin="etruria", to="latium"))
    # two provinces away is too far for a Titan
    e, S = myth(active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ROME, MoveCreature(origin="latium", to="gallia_cisalpina"))
    assert "cannot reach" in render(ex.value.message, "en")


def test_land_creature_is_carried_by_a_trireme_chain():
    """Movimento Nota (E40): the Kraken and the Griffin are never carried; the others are, like
    legions, along an unbroken chain of the owner's triremes."""
    e, S = myth(active=CARTHAGE)
    put(S, "africa", CARTHAGE, creatures={CARTHAGE: 1})
    S.seas["mare_africum"][CARTHAGE] = 1
    S, _ = e.apply(S, CARTHAGE, MoveCreature(origin="africa", to="sicilia"))
    assert S.provinces["sicilia"].creatures == {CARTHAGE: 1}


def test_griffin_flies_two_areas_over_sea_and_enemies_but_is_never_carried():
    """Grifone (E71, D12): "può muovere di 2 aree, volando sopra un'area (anche uno spazio di mare
    o un'area occupata militarmente) senza fermarsi o combattere"; never carried by triremes."""
    e, S = myth(active=BABYLON)
    put(S, "babylonia", BABYLON, creatures={BABYLON: 1})
    put(S, "syria", ROME, legions={ROME: 2})  # flown over, no battle there
    S, _ = e.apply(S, BABYLON, MoveCreature(origin="babylonia", to="cilicia"))
    assert S.provinces["cilicia"].creatures == {BABYLON: 1}
    assert S.provinces["syria"].legions == {ROME: 2} and S.battle is None
    # over one sea: Macedonia -> (Aegean) -> Troas
    e, S = myth(active=BABYLON)
    put(S, "macedonia", BABYLON, creatures={BABYLON: 1})
    S, _ = e.apply(S, BABYLON, MoveCreature(origin="macedonia", to="troas"))
    assert S.provinces["troas"].creatures == {BABYLON: 1}
    # never carried: a trireme chain gives a Griffin nothing beyond its 2 areas
    e, S = myth(active=BABYLON)
    put(S, "africa", BABYLON, creatures={BABYLON: 1})
    for s in ("mare_africum", "mare_tyrrhenum"):
        S.seas[s][BABYLON] = 1
    with pytest.raises(IllegalAction):
        e.apply(S, BABYLON, MoveCreature(origin="africa", to="latium"))


def test_kraken_walks_coasts_swims_and_is_never_carried():
    """Kraken (E71, D13): on land only coastal territories; at sea one sea space per turn; never
    carried; a landlocked province is refused."""
    e, S = myth(active=ATLANTIS)
    put(S, "africa", ATLANTIS, creatures={ATLANTIS: 1})
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="africa", to="mare_africum"))
    assert S.sea_creatures == {"mare_africum": {ATLANTIS: 1}}
    assert S.provinces["africa"].creatures == {}
    e, S = myth(active=ATLANTIS)
    put(S, "aegyptus_inferior", ATLANTIS, creatures={ATLANTIS: 1})
    with pytest.raises(IllegalAction):
        e.apply(S, ATLANTIS, MoveCreature(origin="aegyptus_inferior", to="arabia"))
    # at sea: one sea space on
    e, S = myth(active=ATLANTIS)
    S.sea_creatures = {"oceanus_atlanticus": {ATLANTIS: 1}}
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="oceanus_atlanticus", to="oceanus_gaditanus"))
    assert S.sea_creatures == {"oceanus_gaditanus": {ATLANTIS: 1}}


def test_kraken_dives_and_surfaces_even_in_the_turn_it_was_built():
    """Kraken: "invece del suo movimento normale può immergersi" and in a later turn (D49) surface
    in any sea space and move; FAQ E75 "Può un Kraken emergere nel round in cui è stato creato? Si, comunque,
    quello sostituisce il suo normale movimento"."""
    e, S = myth(active=ATLANTIS)
    put(S, "atlantis", ATLANTIS, creatures={ATLANTIS: 1})
    S, ev = e.apply(S, ATLANTIS, MoveCreature(origin="atlantis", dive=True))
    assert S.players[ATLANTIS].on_card == 1 and S.provinces["atlantis"].creatures == {}
    assert "dives" in texts(ev)
    # the diving Kraken is not on the board (Military Leader) but still one of the 3 pawns
    assert q.role_counts(e.R, S)[ATLANTIS]["military_units"] == 0
    assert q.reserve(e.R, S, ATLANTIS)["creatures"] == 2
    # D49: it surfaces "In QUALSIASI turno successivo" (tests/mare_nostrum/test_mythology_issue17.py)
    S.players[ATLANTIS].used = []
    S.creatures_locked = {}
    S, ev = e.apply(S, ATLANTIS, MoveCreature(origin="card", to="mare_aegaeum"))
    assert S.sea_creatures == {"mare_aegaeum": {ATLANTIS: 1}} and S.players[ATLANTIS].on_card == 0
    assert "surfaces in the Aegean Sea" in texts(ev)
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="mare_aegaeum", to="mare_ionium"))
    assert S.sea_creatures == {"mare_ionium": {ATLANTIS: 1}}


def test_only_the_kraken_dives():
    e, S = myth(active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ROME, MoveCreature(origin="latium", dive=True))
    assert "Only the Kraken" in render(ex.value.message, "en")


# ---- combat ----------------------------------------------------------------------------------


def test_creature_rolls_an_automatic_six_and_occupies():
    """E41, Regole Generali del Combattimento: creatures "tirano un 6 automatico"; E52: a single
    legion or creature occupies a building or converts."""
    e, S = myth([2], active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1}, cities=[0])
    S, _ = e.apply(S, ROME, MoveCreature(origin="latium", to="magna_graecia"))
    S, ev = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    assert S.battle.attacker_total == 6 and S.battle.defender_losses == 1
    assert "+ 6 Titan" in texts(ev)
    # the lone Titan occupies the city (no legion needed)
    assert e.prompt(S).kind == "conquest"
    S, _ = e.apply(S, ROME, Occupy(buildings=["city:0"]))
    assert S.provinces["magna_graecia"].city_occ[0] == ROME


def test_creature_alone_must_fight_on_entering():
    """A creature entering enemy land units owes a battle, like legions (E41)."""
    e, S = myth([1], active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    put(S, "etruria", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveCreature(origin="latium", to="etruria"))
    with pytest.raises(IllegalAction):
        e.apply(S, ROME, EndTurn())
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.battle.attacker_total == 6 and S.battle.defender_losses == 1


def test_centaur_destroys_a_legion_before_the_dice():
    """Centauro (E71): "all'inizio di una battaglia, prima del lancio dei dadi, distrugge una legione
    nemica" -- not a fortress or creature."""
    e, S = myth([1, 1], active=GREECE)
    put(S, "achaea", GREECE, creatures={GREECE: 1}, legions={GREECE: 1})
    put(S, "macedonia", ROME, legions={ROME: 2}, fortresses={ROME: 1})
    S, _ = e.apply(S, GREECE, MoveCreature(origin="achaea", to="macedonia"))
    S, _ = e.apply(S, GREECE, MoveLegions(origin="achaea", to="macedonia", count=1))
    S, ev = e.apply(S, GREECE, Attack(province="macedonia", target=ROME))
    # one Roman legion died before the dice: Rome rolls 1 die (1) + fortress 6 = 7
    assert S.battle.defender_dice == [1] and S.battle.defender_total == 7
    assert "Centaurs of" in texts(ev) and "destroy 1 legion" in texts(ev)
    assert S.battle.attacker_total == 1 + 6


def test_defending_centaur_kills_an_attacking_legion():
    e, S = myth([4], active=ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", GREECE, creatures={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.battle.attacker_dice == [4] and S.battle.defender_total == 6


def test_behemoth_cancels_automatic_sixes_and_two_give_nothing_more():
    """Behemoth (E71): enemy units with an automatic 6 fighting a Behemoth lose it and roll a die;
    FAQ E74 "2 Behemoths nella stessa regione ...? No, un Behemoth sarebbe stato abbastanza"."""
    for behemoths in (1, 2):
        e, S = myth([3, 2, 5], active=ROME)
        put(S, "latium", ROME, legions={ROME: 1}, creatures={ROME: 1})
        put(S, "etruria", CARTHAGE, fortresses={CARTHAGE: 1}, creatures={CARTHAGE: behemoths})
        S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=1))
        S, _ = e.apply(S, ROME, MoveCreature(origin="latium", to="etruria"))
        S, ev = e.apply(S, ROME, Attack(province="etruria", target=CARTHAGE))
        # Rome: legion 3 + Titan's die 2 (its 6 cancelled); Carthage: fortress 6 + Behemoths 6 each
        assert S.battle.attacker_dice == [3, 2] and S.battle.attacker_total == 5
        assert S.battle.defender_total == 6 + 6 * behemoths
        assert "Behemoth cancels" in texts(ev)


def test_example_atlantis_kraken_against_carthage_capital():
    """E62, Regole Generali del Combattimento, esempio: Atlantis "attacca la provincia capitale di
    Cartagine con 4 legioni e 1 kraken (via mare). Cartagine contiene: 1 fortezza, 1 behemoth e 2
    legioni"; Atlantis rolls 5 dice (the Kraken loses its 6 to the Behemoth) "2+4+1+5+4 = 16 ...
    uccide 3 unità"; Carthage "3+3+(12+2 di bonus) = 20 e uccide 4 unità" (fortress and Behemoth
    6 each, Hannibal +1 per legion die); Carthage loses its 2 legions and the fortress, keeps the
    Behemoth; Atlantis loses 4 legions, keeps the Kraken; "Rimangono unità appartenenti a 2
    giocatori, e la provincia rimane in guerra"; Carthage may build in its capital; "Il kraken non
    ha nessuna alternativa che ritirarsi tuffandosi rapidamente in mare" -- read as its next move
    (a dive, D13), not a forced withdrawal: the Kraken stays, the province is at war."""
    e, S = myth([2, 4, 1, 5, 4, 3, 3], active=ATLANTIS)
    S.players[CARTHAGE].cards = ["hannibal"]
    put(S, "numidia", ATLANTIS, legions={ATLANTIS: 4})
    S.sea_creatures = {"mare_africum": {ATLANTIS: 1}}
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 2}, fortresses={CARTHAGE: 1}, creatures={CARTHAGE: 1})
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="mare_africum", to="africa"))
    S, _ = e.apply(S, ATLANTIS, MoveLegions(origin="numidia", to="africa", count=4))
    S, ev = e.apply(S, ATLANTIS, Attack(province="africa", target=CARTHAGE))
    b = S.battle
    assert b.attacker_dice == [2, 4, 1, 5, 4] and b.attacker_total == 16 and b.defender_losses == 3
    assert b.defender_dice == [3, 3] and b.defender_total == 20 and b.attacker_losses == 4
    # the attacker answers first: Atlantis keeps the Kraken, then Carthage keeps the Behemoth
    assert e.prompt(S).kind == "losses" and e.prompt(S).seats == (ATLANTIS,)
    S, _ = e.apply(S, ATLANTIS, Losses(fortresses=0, creatures=0))
    S, ev = e.apply(S, CARTHAGE, Losses(fortresses=1, creatures=0))
    P = S.provinces["africa"]
    assert P.legions == {} and P.fortresses == {} and P.creatures == {CARTHAGE: 1, ATLANTIS: 1}
    assert q.at_war(P)
    # the Kraken may dive next (its way out), and Carthage may build in its capital at war
    from engines.mare_nostrum.construction import check_build
    from engines.mare_nostrum.state import Build

    S.players[ATLANTIS].used = []
    S.creatures_locked = {}
    assert MoveCreature(origin="africa", dive=True) in e.legal_actions(S, ATLANTIS)
    hand(S, CARTHAGE, tax=3)
    assert check_build(e.R, S, CARTHAGE, Build(item="legion", province="africa")) == 3


def test_losses_choice_refuses_more_creatures_than_there_are():
    e, S = myth([6, 6, 6, 1], active=ROME)
    put(S, "latium", ROME, legions={ROME: 3})
    put(S, "etruria", GREECE, legions={GREECE: 2}, creatures={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=3))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    # the defending Centaur killed one legion first: Rome rolls 2 dice (6, 6) = 12, Greece loses 2
    assert e.prompt(S).kind == "losses" and e.prompt(S).seats == (GREECE,)
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, GREECE, Losses(fortresses=0, creatures=2))
    assert "0 to 1 creature." in render(ex.value.message, "en")


def test_phoenix_goes_on_its_card_and_is_reborn_in_the_capital_for_three():
    """Fenice (E71, D15): when eliminated it goes onto its card; "può rinascere nella capitale
    Egiziana per una combinazione di 3 carte" in a later Construction phase."""
    e, S = myth([6, 6], active=ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", EGYPT, creatures={EGYPT: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=EGYPT))
    assert S.provinces["etruria"].creatures == {} and S.players[EGYPT].on_card == 1
    # rebirth: 3 cards, only in the Egyptian capital
    S.phase, S.step, S.active = "construction", "build", EGYPT
    S.pending = []
    put(S, "aegyptus_inferior", EGYPT)
    put(S, "libya", EGYPT)
    hand(S, EGYPT, tax=3)
    assert q.cost(e.R, S, EGYPT, "rebirth") == 3
    with pytest.raises(IllegalAction) as ex:
        place(e, S, EGYPT, item="rebirth", province="libya")
    assert "Egyptian capital" in render(ex.value.message, "en")
    S = place(e, S, EGYPT, item="rebirth", province="aegyptus_inferior")
    for _ in range(3):
        S, ev = e.apply(S, EGYPT, Pay(cards=["tax"]))
    assert S.provinces["aegyptus_inferior"].creatures == {EGYPT: 1} and S.players[EGYPT].on_card == 0
    assert "reborn" in texts(ev)


def test_other_creatures_are_not_reborn():
    e, S = myth([6, 6], active=ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", GREECE, creatures={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.players[GREECE].on_card == 0 and q.reserve(e.R, S, GREECE)["creatures"] == 3


def test_kraken_fights_triremes_at_sea():
    """Kraken (E71, D13): "in mare ... può attaccare le trireme" with its automatic 6, and counts as
    a unit for the losses."""
    e, S = myth([2], active=ATLANTIS)
    S.sea_creatures = {"mare_aegaeum": {ATLANTIS: 1}}
    S.seas["mare_aegaeum"][GREECE] = 1
    S, ev = e.apply(S, ATLANTIS, NavalAttack(sea="mare_aegaeum", target=GREECE))
    assert S.battle.attacker_total == 6 and S.battle.defender_total == 2
    assert S.seas["mare_aegaeum"] == {} and S.sea_creatures == {"mare_aegaeum": {ATLANTIS: 1}}
    assert "Kraken" in texts(ev)


def test_neutral_creature_defends_with_its_six():
    """D17: a neutral civilization's creature defends with its kind's combat powers (the automatic
    6); neutral creatures are stored in ``Prov.creatures`` under the neutral side."""
    from engines.mare_nostrum.state import NEUTRAL_BASE

    neutral_egypt = NEUTRAL_BASE + 3
    e, S = myth([5], active=ROME)
    put(S, "latium", ROME, legions={ROME: 1})
    put(S, "etruria", neutral_egypt, creatures={neutral_egypt: 1})
    wars_from_last_turn(S)
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=1))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=neutral_egypt))
    assert S.battle.defender_total == 6 and S.battle.attacker_losses == 1
    # a neutral Phoenix is not reborn (D17): nothing goes onto a card
    assert all(pl.on_card == 0 for pl in S.players)


def test_titan_attacks_an_adjacent_province_from_afar():
    """Titano (E71, D10): "può attaccare le unità in un'area adiacente" from its province, 1 die
    per Titan (no automatic 6), several combine; no return fire; it does not move."""
    from engines.mare_nostrum.state import RangedAttack

    e, S = myth([4, 3], active=ROME)
    put(S, "latium", ROME, creatures={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 2})
    S, ev = e.apply(S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE))
    assert S.provinces["etruria"].legions == {GREECE: 1}
    assert S.provinces["latium"].creatures == {ROME: 2}
    assert "from afar with 2 Titans: [4, 3] = 7" in texts(ev)
    # each Titan attacks once per turn
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE))
    assert "No Titan" in render(ex.value.message, "en")


def test_titan_attacks_adjacent_triremes():
    """FAQ E76 "Può un Titano attaccare trireme adiacenti?" -- "Si" (E48: the exception to "no
    interaction between land and sea units")."""
    from engines.mare_nostrum.state import RangedAttack

    e, S = myth([5], active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    S.seas["mare_tyrrhenum"][CARTHAGE] = 2
    S, _ = e.apply(S, ROME, RangedAttack(origin="latium", place="mare_tyrrhenum", target=CARTHAGE))
    assert S.seas["mare_tyrrhenum"] == {CARTHAGE: 1}
    # not a sea two spaces away
    e, S = myth([5], active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    S.seas["mare_sardoum"][CARTHAGE] = 1
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ROME, RangedAttack(origin="latium", place="mare_sardoum", target=CARTHAGE))
    assert "adjacent" in render(ex.value.message, "en")


def test_only_titans_attack_from_afar():
    from engines.mare_nostrum.state import RangedAttack

    e, S = myth([5], active=GREECE)
    put(S, "achaea", GREECE, creatures={GREECE: 1})
    put(S, "epirus", ROME, legions={ROME: 1})
    with pytest.raises(IllegalAction):
        e.apply(S, GREECE, RangedAttack(origin="achaea", place="epirus", target=ROME))


def test_legal_actions_list_creature_moves_and_panel_labels_them():
    """The panel offers the creature moves (grouped under "Creatures") with readable labels."""
    e, S = myth(active=ATLANTIS)
    put(S, "atlantis", ATLANTIS, creatures={ATLANTIS: 1})
    acts = e.legal_actions(S, ATLANTIS)
    assert MoveCreature(origin="atlantis", to="oceanus_atlanticus") in acts
    assert MoveCreature(origin="atlantis", dive=True) in acts
    panel = e.panel(S, ATLANTIS)
    labels = [render(o.label) for o in panel.options]
    assert "Creatures" in labels


def test_lone_creature_occupation_is_listed_as_legal():
    """Regression (E52, "Regole Generali del Combattimento": "una singola Legione o Creatura"
    occupies a building): apply let a creature occupy but legal_actions counted only the legions,
    so a lone creature (or a creature beside a legion already converting) had no listed action."""
    e, S = myth([2], active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    put(S, "magna_graecia", GREECE, legions={GREECE: 1}, cities=[0])
    S, _ = e.apply(S, ROME, MoveCreature(origin="latium", to="magna_graecia"))
    S, _ = e.apply(S, ROME, Attack(province="magna_graecia", target=GREECE))
    assert e.prompt(S).kind == "conquest"
    acts = e.legal_actions(S, ROME)
    assert Occupy(buildings=["city:0"]) in acts
    assert e.auto_action(S, ROME) in acts


# ---- the automatic player's creatures --------------------------------------------------------


def test_automatic_player_attacks_with_a_stronger_creature_stack():
    """The automatic player sends its creatures into battle when their force is clearly stronger
    (each an automatic 6, "Regole Generali del Combattimento"): 2 Griffins (12 points) against 2
    legions (two losses need 10); the second Griffin joins before the owed battle is fought."""
    e, S = myth([1, 1], active=BABYLON)
    put(S, "etruria", BABYLON, creatures={BABYLON: 2})
    put(S, "gallia", GREECE, legions={GREECE: 2}, cities=[0])
    S, _ = e.apply(S, BABYLON, a := e.auto_action(S, BABYLON))
    assert a == MoveCreature(origin="etruria", to="gallia")
    S, _ = e.apply(S, BABYLON, a := e.auto_action(S, BABYLON))
    assert a == MoveCreature(origin="etruria", to="gallia")
    S, ev = e.apply(S, BABYLON, a := e.auto_action(S, BABYLON))
    assert a == Attack(province="gallia", target=GREECE)
    assert S.battle.attacker_total == 12 and S.battle.defender_losses == 2
    assert "Griffin" in texts(ev)


def test_automatic_player_advances_an_idle_creature_towards_a_target():
    """No fight within reach: a creature steps through its own land towards the nearest province
    worth taking (keeping the capital guarded), so that it fights in a later turn."""
    e, S = myth(active=ROME)
    put(S, "latium", ROME, legions={ROME: 1}, creatures={ROME: 1})
    put(S, "etruria", ROME)
    put(S, "gallia", GREECE, cities=[0])  # two steps away: nothing to fight this turn
    assert e.auto_action(S, ROME) == MoveCreature(origin="latium", to="etruria")
    S.provinces["latium"].legions = {}  # an unguarded capital keeps its creature
    assert not isinstance(e.auto_action(S, ROME), MoveCreature)
