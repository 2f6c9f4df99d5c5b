"""Mythology, issue 17 ("Rules exact in every corner"): the Kraken at sea and on its card, Mars on
the Titans' ranged attack, Poseidon's reach, the creature pawns at set-up, the offer panel, and one
targeted test per rule the issue found unguarded (a rule line broken on purpose must fail here).

Rulebook: /work/shared/rules/mare-nostrum-mythology.it.txt ("mnm-it"); decisions: docs/mythology-rules.md
(D3, D7, D13, D31, D48-D51).  Rule fixes that change ``apply`` are rules version 2: each is tested
on the same position under rules 1 (the old behaviour, kept for games already under way)."""

from __future__ import annotations

import pytest

import i18n
from engines.base import IllegalAction
from engines.mare_nostrum import combat, mythology_data
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import (
    NEUTRAL_BASE,
    Attack,
    MoveCreature,
    MoveLegions,
    NavalAttack,
    OfferGod,
    RangedAttack,
    State,
    Trade,
    UseGod,
    UseHero,
)
from tests.mare_nostrum.builders import hand, put, wars_from_last_turn
from tests.mare_nostrum.myth_builders import ATLANTIS, CARTHAGE, GREECE, ROME, myth


def rules1(S: State) -> State:
    return S.model_copy(update={"rules": 1}, deep=True)


def leaves(options):
    for o in options:
        if o.children:
            yield from leaves(o.children)
        else:
            yield o


def refused(e, S, seat, a) -> str:
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, seat, a)
    return ex.value.code


# ---- item 1: a lone Kraken attacks at sea through the panel ---------------------------------------


def test_lone_kraken_is_offered_its_naval_attack():
    """mnm-it, Kraken: "In mare può muovere in uno spazio di mare e attaccarvi le trireme" (D13): a
    Kraken with no trireme of its seat beside it is offered the attack, and the panel has it."""
    e, S = myth([2], active=ATLANTIS)
    S.sea_creatures = {"mare_aegaeum": {ATLANTIS: 1}}
    S.seas["mare_aegaeum"][GREECE] = 1
    attack = NavalAttack(sea="mare_aegaeum", target=GREECE)
    assert attack in e.legal_actions(S, ATLANTIS)
    panel = [o.action for o in leaves(e.panel(S, ATLANTIS).options)]
    assert attack.model_dump(mode="json") in panel
    # the automatic player's naval estimate (triremes only) leaves it alone, without failing
    assert e.auto_action(S, ATLANTIS) != attack
    S2, _ = e.apply(S, ATLANTIS, attack)
    assert S2.seas["mare_aegaeum"] == {}
    # once it fought it is offered no second attack
    S2.seas["mare_aegaeum"][GREECE] = 1
    assert attack not in e.legal_actions(S2, ATLANTIS)


def test_triremes_are_offered_an_attack_on_a_lone_kraken():
    """The other side of D13: triremes may attack a Kraken alone in their sea (apply accepts it);
    the automatic player's naval estimate (triremes against triremes) does not take it up."""
    e, S = myth(active=ROME)
    S.seas["mare_aegaeum"][ROME] = 1
    S.sea_creatures = {"mare_aegaeum": {ATLANTIS: 1}}
    attack = NavalAttack(sea="mare_aegaeum", target=ATLANTIS)
    assert attack in e.legal_actions(S, ROME)
    assert e.auto_action(S, ROME) != attack


# ---- item 2 (D49): a Kraken that dived surfaces in a later turn only ---------------------------------


def _dived() -> tuple:
    e, S = myth(active=ATLANTIS)
    put(S, "atlantis", ATLANTIS, creatures={ATLANTIS: 1})
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="atlantis", dive=True))
    return e, S


def test_kraken_that_dived_does_not_surface_in_the_same_turn():
    """mnm-it, Kraken: "la pedina Kraken è rimossa dalla plancia e piazzata sulla carta Kraken. In
    QUALSIASI turno successivo il Kraken può emergere in QUALSIASI spazio di Mare E Muovere"
    (D49, rules 2): not the same turn (no teleport), neither offered nor accepted."""
    e, S = _dived()
    surface = MoveCreature(origin="card", to="mare_aegaeum")
    assert surface not in e.legal_actions(S, ATLANTIS)
    assert refused(e, S, ATLANTIS, surface) == "dived_this_turn"
    # the next turn ("next_turn" clears the powers used this turn) it surfaces and moves on
    S.players[ATLANTIS].used = []
    S.creatures_locked = {}
    assert surface in e.legal_actions(S, ATLANTIS)
    S, _ = e.apply(S, ATLANTIS, surface)
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="mare_aegaeum", to="mare_ionium"))
    assert S.sea_creatures == {"mare_ionium": {ATLANTIS: 1}}


def test_kraken_dived_earlier_surfaces_while_another_dives():
    """Only the Kraken that dived this turn waits: one on the card from an earlier turn surfaces."""
    e, S = _dived()
    S.players[ATLANTIS].on_card += 1  # a second Kraken, dived in an earlier turn
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="card", to="mare_aegaeum"))
    assert S.players[ATLANTIS].on_card == 1
    assert refused(e, S, ATLANTIS, MoveCreature(origin="card", to="mare_ionium")) == "dived_this_turn"


def test_kraken_dive_and_surface_rules_1():
    """Rules 1 (games under way): the old behaviour, dive then surface in the same turn."""
    e, S = _dived()
    S = rules1(S)
    surface = MoveCreature(origin="card", to="mare_aegaeum")
    assert surface in e.legal_actions(S, ATLANTIS)
    S, _ = e.apply(S, ATLANTIS, surface)
    assert S.sea_creatures == {"mare_aegaeum": {ATLANTIS: 1}}


# ---- item 3 (D48): Mars on the Titans' ranged attack ---------------------------------------------------


def _titans(dice: list[int]) -> tuple:
    e, S = myth(dice, active=ROME)
    put(S, "latium", ROME, creatures={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 3})
    S.gods = {"mars": ROME}
    return e, S


def test_mars_is_offered_on_the_titans_ranged_attack():
    """D7: Mars on "any combat roll the holder makes (land, naval, Titan)"; the Titan attacks "come in
    un normale combattimento" (D48, rules 2): 2 Titans roll 3+1 = 4, no loss; with Mars' +6, 10:
    two losses.  No return fire, no conquest."""
    e, S = _titans([3, 1])
    S, ev = e.apply(S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE))
    assert e.prompt(S).kind == "god" and e.prompt(S).seats == (ROME,)
    assert S.provinces["etruria"].legions == {GREECE: 3}
    assert "from afar with 2 Titans: [3, 1] = 4." in " ".join(i18n.render(x.text, "en", strict=True) for x in ev)
    S, ev = e.apply(S, ROME, UseGod(god="mars"))
    assert S.provinces["etruria"].legions == {GREECE: 1}
    assert "mars" in S.gods_used and S.battle is None and e.prompt(S).kind == "move"
    assert S.provinces["latium"].creatures == {ROME: 2}


def test_mars_declined_on_the_titans_attack():
    e, S = _titans([5, 1])
    S, _ = e.apply(S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE))
    S, _ = e.apply(S, ROME, UseHero(use=False))
    assert S.provinces["etruria"].legions == {GREECE: 2} and "mars" not in S.gods_used


def test_titans_attack_without_mars_question_rules_1():
    """Rules 1: the old behaviour, no question, the roll alone."""
    e, S = _titans([3, 1])
    S = rules1(S)
    S, _ = e.apply(S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE))
    assert e.prompt(S).kind == "move" and S.provinces["etruria"].legions == {GREECE: 3}


# ---- item 5: decisions D50 (Kraken from the coast), D51 (Poseidon), D3 (creature pawns) ------------------


def test_kraken_entering_the_sea_from_the_coast_attacks_there():
    """D50 (rules 2): "In mare può muovere in uno spazio di mare e attaccarvi le trireme": a Kraken
    stepping from its coast into a sea makes a naval move (like a trireme's launch), so the land
    part has not begun and it attacks the triremes there."""
    e, S = myth([2], active=ATLANTIS)
    put(S, "africa", ATLANTIS, creatures={ATLANTIS: 1})
    S.seas["mare_africum"][GREECE] = 1
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="africa", to="mare_africum"))
    assert not S.land_started
    attack = NavalAttack(sea="mare_africum", target=GREECE)
    assert attack in e.legal_actions(S, ATLANTIS)
    S1 = rules1(S)
    S, _ = e.apply(S, ATLANTIS, attack)
    assert S.seas["mare_africum"] == {} and S.sea_creatures == {"mare_africum": {ATLANTIS: 1}}
    # rules 1: the step from the coast was a land move, which closed the naval part
    e1, S1 = myth([2], active=ATLANTIS)
    put(S1, "africa", ATLANTIS, creatures={ATLANTIS: 1})
    S1.seas["mare_africum"][GREECE] = 1
    S1 = rules1(S1)
    S1, _ = e1.apply(S1, ATLANTIS, MoveCreature(origin="africa", to="mare_africum"))
    assert S1.land_started and refused(e1, S1, ATLANTIS, attack) == "naval_over"


def test_kraken_landing_is_a_land_move():
    """D50: the other way, sea to coast, is a land move (it may end in a battle): the naval part is over."""
    e, S = myth(active=ATLANTIS)
    S.sea_creatures = {"mare_africum": {ATLANTIS: 1}}
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="mare_africum", to="africa"))
    assert S.land_started


def _poseidon() -> tuple:
    e, S = myth(step="move", active=ROME)
    S.gods = {"poseidon": ROME}
    put(S, "africa", CARTHAGE, new_triremes={CARTHAGE: 1})
    return e, S


def test_poseidon_reaches_a_trireme_not_yet_launched():
    """mnm-it, Poseidone: "Puoi distruggere una trireme nemica ovunque sul tabellone" (D51, rules 2):
    a trireme built and not launched stands on the board in its province, so it is a target."""
    e, S = _poseidon()
    use = UseGod(god="poseidon", province="africa", target=CARTHAGE)
    assert use in e.legal_actions(S, ROME)
    label = next(o.label for o in leaves(e.panel(S, ROME).options) if o.action == use.model_dump(mode="json"))
    assert i18n.render(label, "en", strict=True) == "Poseidon: destroy Trireme of Carthage in Africa"
    S, ev = e.apply(S, ROME, use)
    assert S.provinces["africa"].new_triremes == {} and "poseidon" in S.gods_used
    assert "a trireme of {p4} in Africa is destroyed" in " ".join(i18n.render(x.text, "en", strict=True) for x in ev)


def test_poseidon_and_unlaunched_triremes_rules_1():
    e, S = _poseidon()
    S = rules1(S)
    use = UseGod(god="poseidon", province="africa", target=CARTHAGE)
    assert use not in e.legal_actions(S, ROME)
    assert refused(e, S, ROME, use) == "god_target"


def test_creature_pawns_at_set_up_are_in_reserve():
    """D3, re-read: "Riferendosi alla Disposizione Predeterminata della loro civiltà, ognuno piazza il
    numero indicato di marcatori di influenza, gettoni degli edifici e 3 pedine creature
    mitologiche negli appropriati spazi della plancia di gioco": the predetermined set-up shows no
    creature on the board, so the 3 pawns wait in reserve; only a neutral civilization places one
    ("1 creatura mitologica" in its capital).  With 4 players: no seat's creature on the board, 3 in
    reserve each, one creature in each neutral capital."""
    e = MareNostrum()
    e.R = mythology_data.rules()
    S = e.setup(4, {"expansion": "mythology"}, 2)
    for seat in range(S.n):
        assert all(P.creatures.get(seat, 0) == 0 for P in S.provinces.values())
        assert q.reserve(e.R, S, seat)["creatures"] == 3 and S.players[seat].on_card == 0
    assert not S.sea_creatures
    assert len(S.neutrals) == 2
    for civ in S.neutrals:
        side = NEUTRAL_BASE + e.R.game.civilization_order.index(civ)
        assert S.provinces[e.R.game.civilizations[civ].capital].creatures == {side: 1}


# ---- item 16: the offer panel's buttons are distinct ------------------------------------------------------


def _offer_panel(announced: int) -> list:
    e, S = myth(step="offer", active=None)
    S.phase = "commerce"
    S.trade = Trade(director=0, announced=announced, participants=[0, 1], sealed={0: [], 1: []})
    hand(S, 0, tax=3, grain=1)
    return [i18n.render(o.label, "en", strict=True) for o in e.panel(S, 0).options], e, S


def test_offer_panel_buttons_are_distinct():
    """Issue 17, item 16: with one card left to offer the suggestion was a second "Offer Tax"
    button; now each button is one offer, and the whole suggested offer says it is all of it."""
    labels, e, S = _offer_panel(1)
    assert sorted(labels) == ["Offer Grain", "Offer Tax"]
    labels, e, S = _offer_panel(2)
    best = e.panel(S, 0).options[0]
    assert best.key == "best" and labels[0].startswith("Offer all 2 cards: ") and len(set(labels)) == len(labels)
    assert e.parse_action(best.action) in e.legal_actions(S, 0) and len(e.parse_action(best.action).cards) == 2


# ---- targeted tests: each fails when its rule line is broken ------------------------------------------------


def test_offering_tax_mixed_with_goods_is_refused():
    """mnm-it, Fase dell'Offerta (a construction combination): "SOLO Carte Tasse, oppure SOLO Carte
    Merce non uguali": 1 tax + 2 different goods buys no god, and is never offered."""
    e, S = myth(step="offer_god", active=0)
    S.phase = "offering"
    hand(S, 0, tax=1, grain=1, wine=1)
    assert refused(e, S, 0, OfferGod(god="baal", cards=["tax", "grain", "wine"])) == "offering_combination"
    assert all(a.god is None for a in e.legal_actions(S, 0))


def _land(dice, attacker_units: dict, defender_units: dict, pid: str = "etruria", owner: int = CARTHAGE) -> tuple:
    e, S = myth(dice, active=ROME)
    put(S, pid, owner)
    P = S.provinces[pid]
    for k, v in attacker_units.items():
        getattr(P, k)[ROME] = v
    for side_units in defender_units.items():
        side, units = side_units
        for k, v in units.items():
            getattr(P, k)[side] = v
    wars_from_last_turn(S)
    return e, S


def test_behemoth_cancels_the_sixes_only_in_its_own_battle():
    """mnm-it, Behemoth: "Quando un Behemoth combatte con un unità che tira automaticamente 6 ...
    questi perdono quel vantaggio": only a Behemoth in the battle.  Carthage's Behemoth in Africa
    leaves Rome's Titan its automatic 6 in Etruria; in Etruria it makes the Titan roll."""
    e, S = _land([3], {"creatures": 1}, {CARTHAGE: {"legions": 1}})
    put(S, "africa", CARTHAGE, creatures={CARTHAGE: 1})
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=CARTHAGE))
    assert S.battle.attacker_total == 6 and S.battle.attacker_dice == []
    e, S = _land([2, 3], {"creatures": 1}, {CARTHAGE: {"legions": 1, "creatures": 1}})
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=CARTHAGE))
    assert S.battle.attacker_dice == [2] and S.battle.attacker_total == 2


def test_each_centaur_kills_one_legion():
    """mnm-it, Centauro: "ogni centauro distrugge una legione nemica" before the dice: 2 Centaurs,
    2 Roman legions gone before the roll, the third alone rolls."""
    e, S = myth([1], active=GREECE)
    put(S, "etruria", ROME, legions={ROME: 3}, creatures={GREECE: 2})
    wars_from_last_turn(S)
    S, _ = e.apply(S, GREECE, Attack(province="etruria", target=ROME))
    assert S.battle.defender_dice == [1] and S.battle.attacker_total == 12
    assert S.provinces["etruria"].legions == {}


def test_penthesilea_one_loss_per_six_on_land_only():
    """mnm-it: "L'eroina Pensilea concede al suo possessore l'abilità di perdere un unità ogni 6
    punti invece di 5" -- "Le sue unità di terra" (D31): 10 points of the Titans cost her 1 legion
    on land but 2 triremes at sea; in a naval battle too she loses one trireme per 5 points."""
    e, S = myth([5, 5], active=ROME)
    S.players[GREECE].cards = ["penthesilea"]
    put(S, "latium", ROME, creatures={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 3})
    S, _ = e.apply(S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE))
    assert S.provinces["etruria"].legions == {GREECE: 2}
    e, S = myth([5, 5], active=ROME)
    S.players[GREECE].cards = ["penthesilea"]
    put(S, "latium", ROME, creatures={ROME: 2})
    S.seas["mare_tyrrhenum"][GREECE] = 3
    S, _ = e.apply(S, ROME, RangedAttack(origin="latium", place="mare_tyrrhenum", target=GREECE))
    assert S.seas["mare_tyrrhenum"] == {GREECE: 1}
    assert combat.loss_divisor(e.R, S, GREECE, True) == 5 and combat.loss_divisor(e.R, S, GREECE, False) == 6
    e, S = myth([5, 5, 1, 1, 1], active=ROME)
    S.players[GREECE].cards = ["penthesilea"]
    S.seas["mare_tyrrhenum"] = {ROME: 2, GREECE: 3}
    S, _ = e.apply(S, ROME, NavalAttack(sea="mare_tyrrhenum", target=GREECE))
    assert S.seas["mare_tyrrhenum"] == {ROME: 2, GREECE: 1}


def test_achilles_counts_creatures_for_his_pillage():
    """mnm-it, Achille: "Saccheggia 1 edificio per ogni unità militare presente dopo un combattimento
    vinto": a legion and a creature are 2 units, 2 buildings."""
    e, S = myth(active=ROME)
    S.players[ROME].cards = ["achilles"]
    put(S, "gallia", GREECE, legions={ROME: 1}, creatures={ROME: 1}, cities=[0], temple=True)
    assert combat.pillage_limit(e.R, S, ROME, "gallia") == 2
    assert combat.conquest_options(e.R, S, ROME, "gallia")["pillage"]
    S.players[ROME].cards = []
    assert combat.pillage_limit(e.R, S, ROME, "gallia") == 1


def test_ariadne_market_gives_two():
    """mnm-it, Arianna: "Città e carovane danno +1 ciascuno; mercati e templi danno +2 ciascuno" (in
    defence, D18): defending a province with a market only, her total is her die + 2."""
    e, S = _land([1, 1], {"legions": 1}, {GREECE: {"legions": 1}}, owner=GREECE)
    S.players[GREECE].cards = ["ariadne"]
    S.provinces["etruria"].market = True
    assert combat.ariadne_bonus(e.R, S, GREECE, "etruria") == 2
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.battle.defender_total == 3 and S.battle.attacker_total == 1


def test_athena_adds_exactly_two():
    """mnm-it, Atena: "Bonus di +2 per diventare qualsiasi Ruolo": with 1 city seat 2 ties seat 0's
    3 cities (the holder keeps its role on a tie) and beats 2 cities."""
    for rivals, winner in ((3, 0), (2, 2)):
        e, S = myth(step="roles", active=None)
        for pid in ("latium", "achaea", "gallia")[:rivals]:
            put(S, pid, 0, cities=[0])
        put(S, "aegyptus_superior", 2, cities=[0])
        S.gods = {"athena": 2}
        e._advance(S, [])
        S, _ = e.apply(S, 2, UseGod(god="athena", role="political_leader"))
        assert S.roles["political_leader"] == winner, rivals


# ---- item 4 (D52): Poseidon after an announced transport ------------------------------------------------

BABYLON_SEAT = 2


def _transport(poseidon: int | None = BABYLON_SEAT, astarte: int | None = None, greek_trireme: bool = False) -> tuple:
    """Rome (2 legions in Latium, triremes in the Adriatic and Ionian seas) carries its legions to
    Achaea; ``poseidon`` holds Poseidon face up."""
    e, S = myth([3, 2, 4], active=ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "achaea", GREECE, legions={GREECE: 1})
    S.seas["mare_hadriaticum"] = {ROME: 1}
    S.seas["mare_ionium"] = {ROME: 1, GREECE: 2} if greek_trireme else {ROME: 1}
    if poseidon is not None:
        S.gods["poseidon"] = poseidon
    if astarte is not None:
        S.gods["astarte"] = astarte
    return e, S


MOVE = MoveLegions(origin="latium", to="achaea", count=2)


def test_poseidon_sinks_an_announced_transport_which_is_cancelled():
    """FAQ: "Quando Poseidone distrugge una trireme, dopo che il giocatore ha annunciato un
    trasporto, le unità trasportate sono perse? No, ma il trasporto è annullato" (D52, rules 2):
    the move announces the transport, Poseidon's holder is asked; a sunk trireme of the chain
    cancels it: the legions stay in Latium, unlocked, and Rome's turn goes on."""
    e, S = _transport()
    S, ev = e.apply(S, ROME, MOVE)
    assert e.prompt(S).kind == "poseidon" and e.prompt(S).seats == (BABYLON_SEAT,)
    assert S.provinces["latium"].legions == {ROME: 2} and S.provinces["achaea"].legions == {GREECE: 1}
    opts = e.legal_actions(S, BABYLON_SEAT)
    assert opts == [UseGod(god="poseidon", sea="mare_hadriaticum", target=ROME), UseGod(god="poseidon", sea="mare_ionium", target=ROME),
                    UseHero(use=False)]
    labels = [i18n.render(o.label, "en", strict=True) for o in leaves(e.panel(S, BABYLON_SEAT).options)]
    assert labels == ["Poseidon: destroy Trireme of Rome in the Adriatic Sea", "Poseidon: destroy Trireme of Rome in the Ionian Sea",
                      "Let the transport go"]
    assert e.legal_actions(S, ROME) == []
    panel = e.panel(S, BABYLON_SEAT)
    assert ("Rome is moving 2 legions from Latium to Achaea by trireme (route: Adriatic Sea and Ionian Sea). "
            "Poseidon: you may destroy one of its triremes") in i18n.render(panel.text, "en", strict=True)
    assert "Poseidone: puoi distruggere una delle sue triremi" in i18n.render(panel.text, "it", strict=True)
    S, ev = e.apply(S, BABYLON_SEAT, UseGod(god="poseidon", sea="mare_ionium", target=ROME))
    text = " ".join(i18n.render(x.text, "en", strict=True) for x in ev)
    assert "Poseidon cancels {p0}'s transport" in text
    assert S.seas["mare_ionium"] == {} and "poseidon" in S.gods_used
    assert S.provinces["latium"].legions == {ROME: 2} and S.locked.get("latium", 0) == 0
    assert e.prompt(S).kind == "move" and e.prompt(S).seats == (ROME,)
    for lang in ("en", "it"):
        assert all(i18n.render(x.text, lang, strict=True) for x in ev)


def test_poseidon_lets_the_transport_go_then_the_blockade():
    """Let it go: the Greek Blockade (asked after Poseidon), then the move."""
    e, S = _transport(greek_trireme=True)
    S, _ = e.apply(S, ROME, MOVE)
    S, ev = e.apply(S, BABYLON_SEAT, UseHero(use=False))
    assert e.prompt(S).kind == "blockade" and "poseidon" not in S.gods_used
    S, _ = e.apply(S, GREECE, UseHero(use=False))
    assert S.provinces["achaea"].legions == {GREECE: 1, ROME: 2}


def test_astarte_saves_the_transport_from_poseidon():
    """Astarte (D4) cancels Poseidon aimed at its holder: the transport goes on."""
    e, S = _transport(astarte=ROME)
    S, _ = e.apply(S, ROME, MOVE)
    S, _ = e.apply(S, BABYLON_SEAT, UseGod(god="poseidon", sea="mare_ionium", target=ROME))
    assert e.prompt(S).kind == "god" and e.prompt(S).seats == (ROME,)
    S, _ = e.apply(S, ROME, UseGod(god="astarte"))
    assert S.seas["mare_ionium"] == {ROME: 1} and S.provinces["achaea"].legions == {GREECE: 1, ROME: 2}
    # Astarte not used: the trireme sinks, the transport is cancelled
    e, S = _transport(astarte=ROME)
    S, _ = e.apply(S, ROME, MOVE)
    S, _ = e.apply(S, BABYLON_SEAT, UseGod(god="poseidon", sea="mare_ionium", target=ROME))
    S, _ = e.apply(S, ROME, UseHero(use=False))
    assert S.seas["mare_ionium"] == {} and S.provinces["latium"].legions == {ROME: 2} and e.prompt(S).kind == "move"


def test_poseidon_not_asked_without_a_transport_or_card():
    """No question over a land border, without Poseidon face up, with it spent, or for its holder's own move."""
    e, S = _transport(poseidon=None)
    S, _ = e.apply(S, ROME, MOVE)
    assert S.provinces["achaea"].legions == {GREECE: 1, ROME: 2}
    e, S = _transport()
    S.gods_used = ["poseidon"]
    S, _ = e.apply(S, ROME, MOVE)
    assert e.prompt(S).kind == "move"
    e, S = _transport(poseidon=ROME)
    S, _ = e.apply(S, ROME, MOVE)
    assert e.prompt(S).kind == "move"
    e, S = _transport()
    put(S, "etruria", None)
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=1))
    assert e.prompt(S).kind == "move"


def test_poseidon_automatic_choice_and_undo():
    """D52: the automatic holder (and the timeout) strikes a transport aimed at its own province,
    else lets it go; the move announcing the transport may be taken back until the holder answers."""
    e, S0 = _transport()
    S, ev = e.apply(S0, ROME, MOVE)
    assert e.timeout_action(S, BABYLON_SEAT) == UseHero(use=False)
    assert e.undoable(S0, S, ROME, MOVE, ev)
    e, S = _transport(poseidon=GREECE)
    S, _ = e.apply(S, ROME, MOVE)
    assert e.timeout_action(S, GREECE) == UseGod(god="poseidon", sea="mare_hadriaticum", target=ROME)


def test_transport_without_poseidon_question_rules_1():
    """Rules 1: the transport is one action (the old behaviour, D2): no question."""
    e, S = _transport()
    S = rules1(S)
    S, _ = e.apply(S, ROME, MOVE)
    assert S.provinces["achaea"].legions == {GREECE: 1, ROME: 2}
