"""Mare Nostrum: Mythology -- the worked examples and FAQ answers of docs/mythology-rules.md §9 that
no other test cited: the base rules the Mythology rulebook restates ("[B]": re-run here on the
expansion's rules, 6 players, ``mythology_data.rules()``) and the Mythology ones #4, #77, #78, #83.

Source: shared/rules/mare-nostrum-mythology.it.txt (mnm-it; each test names its section or FAQ
question).  The numbers are §9's ("#N"); tests/mare_nostrum/test_mythology_examples_cited.py
checks that every number of §9 is cited by some test."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum import data, mythology_data
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.state import (
    Announce,
    Attack,
    Build,
    ChooseCard,
    Convert,
    EndTurn,
    Give,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    Offer,
    Pay,
    Pillage,
    Take,
    UseGod,
    UseHero,
)
from engines.mare_nostrum.turn import advance
from tests.mare_nostrum.builders import hand, place, put, start_turn_control, wars_from_last_turn
from tests.mare_nostrum.myth_builders import BABYLON, CARTHAGE, EGYPT, GREECE, ROME, myth

D, ALICIA, BOB = ROME, GREECE, BABYLON  # the trade examples' names: the Director, Alicia, Bob


def build(e, S, seat, pay, **kw):
    S = place(e, S, seat, **kw)
    for card in pay:
        S, _ = e.apply(S, seat, Pay(cards=[card]))
    return S


def trade(hands):
    e, S = myth(step="announce")
    for s, h in hands.items():
        hand(S, s, **h)
    return e, S


def offer_all(e, S, offers):
    for s, cards in offers.items():
        for c in cards:
            S, _ = e.apply(S, s, Offer(cards=[c]))
    return S


def view_of(e, S, pid):
    return next(p for p in e.player_view(S, None).provinces if p.id == pid)


# ---- the revised cards (#4) -------------------------------------------------------------------------


def test_the_revised_cards_replace_the_base_ones():
    """#4 mnm-it FAQ "Perché alcuni eroi e meraviglie del gioco base ... con le abilità
    modificate?": the 11 revised cards replace the base ones in the game's cards, and the engine
    applies the revised effect (Caesar's fortresses, Agamemnon's +3), the base game the old one."""
    base, myth_rules = data.load("base"), mythology_data.rules()
    revised = {c.id for c in mythology_data.load().revised}
    assert len(revised) == 11
    by_id = {c.id: c for c in myth_rules.game.cards_special}
    old = {c.id: c for c in base.game.cards_special}
    for cid in revised:
        assert by_id[cid].effects != old[cid].effects, cid
    e, S = myth(step="build", active=ROME)
    S.players[ROME].cards = ["julius_caesar", "agamemnon"]
    assert q.cost(e.R, S, ROME, "legion") == 2 and q.cost(e.R, S, ROME, "fortress") == 3  # "non si applica alle Fortezze"
    before = q.role_counts(e.R, S)[ROME]["director_of_commerce"]
    S.players[ROME].cards = ["julius_caesar"]
    assert before - q.role_counts(e.R, S)[ROME]["director_of_commerce"] == 3
    S.players[ROME].cards = ["julius_caesar", "agamemnon"]
    assert q.cost(base, S, ROME, "fortress") == 2  # the base card still discounted fortresses
    assert q.role_counts(base, S)[ROME]["director_of_commerce"] - q.role_counts(e.R, S)[ROME]["director_of_commerce"] == -1


# ---- heroes and Wonders (#3) ---------------------------------------------------------------------------


def test_heroes_and_wonders_are_off_the_board_never_traded_or_captured():
    """#3 mnm-it FAQ "Cosa sono gli eroi e le meraviglie": they are not on the board, cannot be
    captured or traded; only the civilization may buy its hero ("Giulio Cesare per il Giocatore
    Romano")."""
    e, S = trade({D: {"tax": 1}, ALICIA: {"grain": 1}, BOB: {"fish": 1}})
    S.players[ALICIA].cards = ["achilles"]
    S, _ = e.apply(S, D, Announce(count=1))
    with pytest.raises(IllegalAction):
        e.apply(S, ALICIA, Offer(cards=["achilles"]))
    assert all("achilles" not in getattr(a, "cards", []) for a in e.legal_actions(S, ALICIA))
    # a conquered capital (pillaged, occupied) leaves the owner's cards where they are
    e, S = myth(step="move", active=ROME)
    S.players[GREECE].cards = ["pericles", "colossus"]
    put(S, "macedonia", ROME, legions={ROME: 2})
    put(S, "achaea", GREECE, cities=[0])
    S, _ = e.apply(S, ROME, MoveLegions(origin="macedonia", to="achaea", count=2))
    S, _ = e.apply(S, ROME, Pillage(building="city:0"))
    assert S.players[GREECE].cards == ["pericles", "colossus"] and S.players[ROME].cards == []
    assert not any(getattr(p, "heroes", None) for p in e.player_view(S, None).provinces)
    e, S = myth(step="build", active=GREECE)
    hand(S, GREECE, tax=9)
    with pytest.raises(IllegalAction) as ex:
        place(e, S, GREECE, item="card", card="julius_caesar")
    assert ex.value.code == "national_hero"


# ---- the set-up (#10) ---------------------------------------------------------------------------------


def test_own_hero_optional_in_the_free_setup_and_only_for_its_civilization_later():
    """#10 mnm-it FAQ "Quando usi la disposizione libera un giocatore deve acquistare il proprio
    Eroe Specifico ...?" -- "No ... sarà disponibile per essere acquistato normalmente ...
    l'unico giocatore che può acquistare questo Eroe sarà sempre quello della specifica civiltà"."""
    from engines.mare_nostrum.engine import MareNostrum

    e = MareNostrum()
    S = e.setup(3, {"expansion": "mythology", "setup": "advanced", "civilizations": ["rome", "greece", "egypt"]}, 4)
    seat = e.prompt(S).seats[0]
    cap = q.capital_of(e._for(S).R, S, seat)
    S, _ = e.apply(S, seat, Build(item="influence", province=cap))
    S, _ = e.apply(S, seat, EndTurn())  # the hero was not bought: allowed
    assert S.players[seat].cards == []
    # later, in the game: only the hero's civilization may buy him
    eng, T = myth(step="build", active=GREECE)
    hand(T, GREECE, tax=9)
    with pytest.raises(IllegalAction) as ex:
        place(eng, T, GREECE, item="card", card="julius_caesar")
    assert ex.value.code == "national_hero"
    T.active = ROME
    hand(T, ROME, tax=9)
    T = build(eng, T, ROME, ["tax"] * 9, item="card", card="julius_caesar")
    assert T.players[ROME].cards == ["julius_caesar"]


# ---- income (#17) -------------------------------------------------------------------------------------


def test_occupying_legions_income_and_the_province_being_converted():
    """#17 mnm-it "Raccolta dei Redditi", Nota importante: a legion on a city gets the temple's
    doubling only if a legion also occupies the temple; buildings of a province being converted
    pay the original owner."""
    e, S = myth(step="income", active=None)
    put(S, "gallia", GREECE, legions={ROME: 1}, cities=[0], temple=True)
    S.provinces["gallia"].city_occ[0] = ROME
    put(S, "achaea", GREECE, legions={EGYPT: 1}, cities=[0])
    S.provinces["achaea"].convert_by = EGYPT
    advance(e.R, S, [])
    assert S.players[ROME].hand == {"tax": 1}  # no doubling: the temple is not occupied
    assert S.players[GREECE].hand == {"tax": 1} and S.players[EGYPT].hand == {}  # Achaea pays its owner
    e, S = myth(step="income", active=None)
    put(S, "gallia", GREECE, legions={ROME: 2}, cities=[0], temple=True)
    S.provinces["gallia"].city_occ[0] = ROME
    S.provinces["gallia"].temple_occ = ROME
    advance(e.R, S, [])
    assert S.players[ROME].hand == {"tax": 2} and S.players[GREECE].hand == {}


# ---- the trade (#19-#24, #26) -------------------------------------------------------------------------


def test_alicia_example_two_exchanges_in_a_row_and_face_down_cards():
    """#19 mnm-it "Commerciare", Esempio: "Il Direttore del Commercio prende una carta offerta da
    Alicia. Poi Alicia prende ... Ora, il Direttore del Commercio non può prendere una seconda carta
    offerta da Alicia"; #24 FAQ "soltanto due scambi di fila": "A non può prendere ancora da B finché
    non ha preso da C"; #26 FAQ: a card just taken (face down) cannot be taken back."""
    e, S = trade({D: {"tax": 2}, ALICIA: {"grain": 2}, BOB: {"fish": 2}})
    S, _ = e.apply(S, D, Announce(count=2))
    S = offer_all(e, S, {D: ["tax", "tax"], ALICIA: ["grain", "grain"], BOB: ["fish", "fish"]})
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    S, _ = e.apply(S, ALICIA, Take(giver=D, card="tax"))
    assert {a.giver for a in e.legal_actions(S, D)} == {BOB}
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, D, Take(giver=ALICIA, card="grain"))
    assert ex.value.code == "third_exchange"
    S, _ = e.apply(S, D, Take(giver=BOB, card="fish"))
    assert Take(giver=D, card="grain") not in e.legal_actions(S, BOB)  # taken face down: never back


def test_the_last_card_the_director_gives_one_of_his():
    """#20 mnm-it "Commerciare": "se, dopo che il commercio è stato completato, un giocatore a corto
    di una carta, il Direttore del Commercio deve scegliere una carta" and give it."""
    e, S = trade({D: {"tax": 1}, ALICIA: {"grain": 1}, BOB: {"fish": 1}})
    S, _ = e.apply(S, D, Announce(count=1))
    S = offer_all(e, S, {D: ["tax"], ALICIA: ["grain"], BOB: ["fish"]})
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    S, _ = e.apply(S, ALICIA, Take(giver=BOB, card="fish"))
    pr = e.prompt(S)
    assert pr.kind == "compensate" and pr.seats == (D,)
    S, _ = e.apply(S, D, Give(card="tax"))
    assert [S.players[s].hand for s in (D, ALICIA, BOB)] == [{"grain": 1}, {"fish": 1}, {"tax": 1}]
    assert S.phase == "offering"  # Mythology: the Offering to the Gods follows the trade


def test_one_caravan_per_resource_site():
    """#21 mnm-it FAQ "Se sono in Cartagine e ho 1 carovana ... profumo o una frutta ...?": one
    caravan per resource site, 2 caravans for both goods."""
    e, S = myth(step="build", active=CARTHAGE)
    put(S, "africa", CARTHAGE, caravans=[1])
    hand(S, CARTHAGE, tax=6)
    with pytest.raises(IllegalAction):
        place(e, S, CARTHAGE, item="caravan", province="africa", site=1)
    S = build(e, S, CARTHAGE, ["tax"] * 3, item="caravan", province="africa", site=0)
    assert S.provinces["africa"].caravans == [True, True]


def test_hand_sizes_are_known_to_everyone():
    """#22 mnm-it FAQ "Il numero di carte di ogni giocatore è tenuto segreto?" -- "sempre
    conosciuto da tutti"; the cards themselves stay private."""
    e, S = trade({D: {"tax": 2}, ALICIA: {"grain": 3}, BOB: {"fish": 1}})
    v = e.player_view(S, BOB)
    assert [p.hand_size for p in v.players] == [2, 3, 1, 0, 0, 0]
    assert v.players[BOB].hand == ["fish"] and v.players[D].hand is None


def test_the_director_may_ask_zero_or_his_whole_hand():
    """#23 mnm-it FAQ "Il Direttore del Commercio può scegliere di scambiare zero carte, o il numero
    maggiore ...?" -- "Si in entrambi i casi" (never more than he holds)."""
    e, S = trade({D: {"tax": 2}, ALICIA: {"grain": 5}, BOB: {"fish": 1}})
    assert [a.count for a in e.legal_actions(S, D)] == [0, 1, 2]
    with pytest.raises(IllegalAction):
        e.apply(S, D, Announce(count=3))
    S0, _ = e.apply(S, D, Announce(count=0))
    assert S0.phase == "offering"


# ---- construction (#30, #32-#35, #44, #45, #65) ----------------------------------------------------------


def test_combination_example_three_sets_of_three():
    """#30 mnm-it "Fase della Costruzione", combination example: "3 tasse, 2 grano, 1 profumo, 1
    bestiame, 1 oro, e 1 schiavo ... non può creare una combinazione di 6 differenti ... 3
    combinazioni ... 2 legioni e 1 trireme"."""
    e, S = myth(step="build", active=GREECE)
    put(S, "achaea", GREECE)
    hand(S, GREECE, tax=3, grain=2, perfume=1, livestock=1, gold=1, slaves=1)
    assert not q.can_pay(S.players[GREECE].hand, 6)
    with pytest.raises(IllegalAction):
        place(e, S, GREECE, item="temple", province="achaea")
    S = build(e, S, GREECE, ["tax"] * 3, item="legion", province="achaea")
    S = build(e, S, GREECE, ["grain", "perfume", "livestock"], item="legion", province="achaea")
    S = build(e, S, GREECE, ["grain", "gold", "slaves"], item="trireme", province="achaea")
    P = S.provinces["achaea"]
    assert P.legions == {GREECE: 2} and P.new_triremes == {GREECE: 1} and S.players[GREECE].hand == {}


def test_influence_next_to_a_new_marker_waits_for_the_next_turn():
    """#32 mnm-it FAQ "marcatore di influenza in una provincia ... adiacente ad una provincia dove ho
    appena piazzato ...?" -- No, next turn (adjacency counts the provinces held at the turn's start)."""
    e, S = myth(step="build", active=ROME)
    put(S, "latium", ROME)
    start_turn_control(S)
    hand(S, ROME, tax=6)
    S = build(e, S, ROME, ["tax"] * 3, item="influence", province="etruria")
    with pytest.raises(IllegalAction) as ex:
        place(e, S, ROME, item="influence", province="gallia")  # next to Etruria only
    assert ex.value.code == "not_adjacent"
    start_turn_control(S)  # the next turn: Etruria is now held at the turn's start
    S = build(e, S, ROME, ["tax"] * 3, item="influence", province="gallia")
    assert S.provinces["gallia"].owner == ROME


def test_a_chain_of_own_triremes_makes_provinces_adjacent():
    """#33 mnm-it FAQ "2 province ... adiacenti se sono connesse da una catena ininterrotta di mie
    trireme?" -- Yes, for building (influence) and for moving."""
    e, S = myth(step="build", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 1})
    start_turn_control(S)
    hand(S, GREECE, tax=3)
    with pytest.raises(IllegalAction):
        place(e, S, GREECE, item="influence", province="sicilia")
    S.seas["mare_ionium"][GREECE] = 1
    S = build(e, S, GREECE, ["tax"] * 3, item="influence", province="sicilia")
    assert S.provinces["sicilia"].owner == GREECE
    S.step, S.phase = "move", "military"
    assert MoveLegions(origin="achaea", to="sicilia", count=1) in e.legal_actions(S, GREECE)


def test_a_cut_off_province_is_not_lost():
    """#34 mnm-it FAQ "provincia ... persa se viene tagliata fuori" -- No: an island held without
    any link keeps its marker through the end of the turn and the next turn's start."""
    e, S = myth(step="move", active=GREECE)
    put(S, "achaea", GREECE)
    put(S, "sicilia", GREECE, cities=[0])
    S, _ = e.apply(S, GREECE, EndTurn())
    S.step, S.done, S.active = "next_turn", list(range(S.n)), None
    advance(e.R, S, [])
    assert S.provinces["sicilia"].owner == GREECE and S.turn == 2
    assert S.players[GREECE].hand.get("tax") == 1  # and it still pays


def test_no_influence_at_sea_and_islands_need_one():
    """#35 mnm-it FAQ "marcatore di influenza in uno spazio di mare?" -- No; on an island yes, and
    it is needed to build there."""
    e, S = myth(step="build", active=GREECE)
    put(S, "achaea", GREECE)
    start_turn_control(S)
    S.seas["mare_ionium"][GREECE] = 1
    hand(S, GREECE, tax=9)
    with pytest.raises(IllegalAction):
        place(e, S, GREECE, item="influence", province="mare_ionium")
    with pytest.raises(IllegalAction):
        place(e, S, GREECE, item="legion", province="sicilia")
    S = build(e, S, GREECE, ["tax"] * 3, item="influence", province="sicilia")
    assert S.provinces["sicilia"].owner == GREECE


def test_no_voluntary_destruction_of_ones_own_buildings():
    """#44 mnm-it FAQ "distruggere un edificio da me posseduto ...?" -- No: no action destroys one's
    own building (only building, ending the turn and Cleopatra's swap are offered)."""
    e, S = myth(step="build", active=GREECE)
    put(S, "achaea", GREECE, cities=[0], caravans=[0], temple=True)
    hand(S, GREECE, tax=3)
    assert {a.kind for a in e.legal_actions(S, GREECE)} <= {"build", "end_turn", "swap"}


def test_two_players_could_win_in_the_same_turn_the_first_wins():
    """#45 mnm-it FAQ "2 giocatori possono costruire il loro 4º eroe ... nello stesso turno?" -- the
    first to meet the condition wins at once and the game stops (the other never builds)."""
    e, S = myth(step="build", active=GREECE)
    S.players[GREECE].cards = ["pericles", "colossus", "solomon"]
    S.players[ROME].cards = ["julius_caesar", "mausoleum", "archimedes"]
    hand(S, GREECE, tax=9)
    hand(S, ROME, tax=9)
    S = build(e, S, GREECE, ["tax"] * 9, item="card", card="lighthouse")
    out = e.outcome(S)
    assert out is not None and out.winners == [GREECE] and out.reason == "four_heroes_wonders"
    assert e.prompt(S).seats == () and e.legal_actions(S, ROME) == []


def test_the_buyer_chooses_the_card():
    """#65 mnm-it FAQ "si sceglie una specifica carta o se ne pesca una a caso?" -- "La scegli tu":
    every available card is offered by name, and the one named is the one bought."""
    e, S = myth(step="build", active=GREECE)
    hand(S, GREECE, tax=9)
    offered = {a.card for a in e.legal_actions(S, GREECE) if isinstance(a, Build) and a.item == "card"}
    assert {"achilles", "solomon", "colossus", "adonis"} <= offered and "julius_caesar" not in offered
    S, _ = e.apply(S, GREECE, Build(item="card", card="achilles"))
    for _ in range(9):
        S, _ = e.apply(S, GREECE, Pay(cards=["tax"]))
    assert S.players[GREECE].cards == ["achilles"]


# ---- movement (#39, #46, #47, #49, #60) --------------------------------------------------------------


def test_athens_to_alexandria_needs_a_trireme_in_both_seas():
    """#39 mnm-it "Movimento delle Legioni", Esempio: legions from Athens to Alexandria with "una
    Trireme in ognuno dei due spazi di mare" (the player's own)."""
    e, S = myth(step="move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 1})
    S.seas["mare_aegaeum"][GREECE] = 1
    assert MoveLegions(origin="achaea", to="aegyptus_inferior", count=1) not in e.legal_actions(S, GREECE)
    S.seas["mare_aegyptium"][EGYPT] = 1
    assert MoveLegions(origin="achaea", to="aegyptus_inferior", count=1) not in e.legal_actions(S, GREECE)
    S.seas["mare_aegyptium"][GREECE] = 1
    assert MoveLegions(origin="achaea", to="aegyptus_inferior", count=1) in e.legal_actions(S, GREECE)


def test_one_trireme_carries_many_units():
    """#46 mnm-it FAQ "Una singola trireme ... trasportare molte unità?" -- Yes."""
    e, S = myth(step="move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 4})
    S.seas["mare_ionium"][GREECE] = 1
    S, _ = e.apply(S, GREECE, MoveLegions(origin="achaea", to="sicilia", count=4))
    assert S.provinces["sicilia"].legions == {GREECE: 4} and S.seas["mare_ionium"] == {GREECE: 1}


def test_triremes_do_not_control_the_sea_and_naval_battles_are_optional():
    """#47 mnm-it FAQ "Una trireme controlla uno spazio di mare?" -- No: a trireme enters an
    occupied sea without a battle, legions cross it, and a naval attack is the mover's choice."""
    e, S = myth(step="move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 1})
    S.seas["mare_aegaeum"] = {GREECE: 1}
    S.seas["mare_ionium"] = {ROME: 3}
    S, _ = e.apply(S, GREECE, MoveTrireme(origin="mare_aegaeum", to="mare_ionium"))
    assert S.battle is None and S.seas["mare_ionium"] == {ROME: 3, GREECE: 1}
    acts = e.legal_actions(S, GREECE)
    assert NavalAttack(sea="mare_ionium", target=ROME) in acts
    assert MoveLegions(origin="achaea", to="sicilia", count=1) in acts


def test_a_new_trireme_goes_to_sea_it_cannot_stay_in_port():
    """#49 mnm-it FAQ "Può una trireme essere spostata 'in un porto'?" -- "No, deve essere
    immediatamente mossa ... appena può farlo": the turn cannot end, nor legions move, before it
    is launched, and it is launched to an adjacent sea."""
    e, S = myth(step="move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 1}, new_triremes={GREECE: 1})
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, GREECE, EndTurn())
    assert ex.value.code == "launch"
    with pytest.raises(IllegalAction):
        e.apply(S, GREECE, MoveLegions(origin="achaea", to="macedonia", count=1))
    assert {a.kind for a in e.legal_actions(S, GREECE)} == {"move_trireme"}
    S, _ = e.apply(S, GREECE, MoveTrireme(origin="achaea", to="mare_ionium"))
    assert S.seas["mare_ionium"] == {GREECE: 1} and S.provinces["achaea"].new_triremes == {}


def test_athens_to_rome_along_a_chain_of_two_triremes_and_attack_the_fortress():
    """#60 mnm-it "Esempio" (the trireme chain example): "Ho costruito 2 legioni e 1 trireme nella
    provincia di Atene. Ho già una trireme nello spazio del mare Ionio. Muovo la mia trireme dallo
    spazio del mare Ionio all'Adriatico, e muovo la trireme che ho costruito su Atene nel Mare Ionio.
    Ora posso trasportare le mie 2 legioni da Atena direttamente a Roma ... Attacco immediatamente
    la fortezza!"."""
    e, S = myth([6, 4], step="move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 2}, new_triremes={GREECE: 1})
    S.seas["mare_ionium"] = {GREECE: 1}
    put(S, "latium", ROME, fortresses={ROME: 1})
    S, _ = e.apply(S, GREECE, MoveTrireme(origin="mare_ionium", to="mare_hadriaticum"))
    S, _ = e.apply(S, GREECE, MoveTrireme(origin="achaea", to="mare_ionium"))
    S, _ = e.apply(S, GREECE, MoveLegions(origin="achaea", to="latium", count=2))
    S, _ = e.apply(S, GREECE, Attack(province="latium", target=ROME))
    b = S.battle
    assert (b.attacker_total, b.defender_total) == (10, 6)  # 6 + 4 against the fortress' automatic 6
    assert S.provinces["latium"].fortresses == {} and S.provinces["latium"].legions == {GREECE: 1}


# ---- battle and war (#42, #51, #54-#56, #58, #61) ---------------------------------------------------


def test_green_three_legions_against_a_legion_and_a_fortress():
    """#42 mnm-it "Combattimento", Esempio: "Verde ha 3 Legioni ... Blu ... 1 Legione e 1 Fortezza ...
    6, 3 e 2 per un totale di 11 ... 3,+6 ... 9. Verde deve perdere 1 unità, e ... Blu deve perdere
    2 unità"."""
    e, S = myth([6, 3, 2, 3], step="move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 3})
    put(S, "thracia", BABYLON, legions={BABYLON: 1}, fortresses={BABYLON: 1})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="macedonia", to="thracia", count=3))
    S, _ = e.apply(S, GREECE, Attack(province="thracia", target=BABYLON))
    b = S.battle
    assert (b.attacker_total, b.defender_total, b.attacker_losses, b.defender_losses) == (11, 9, 1, 2)
    assert S.provinces["thracia"].legions == {GREECE: 2} and S.provinces["thracia"].fortresses == {}


def test_a_province_at_war_pays_income_but_cannot_build_and_units_may_leave():
    """#51 mnm-it "Dopo la battaglia" 1.: a province with land units of two players is "In Guerra":
    income yes, construction no; a player who had not moved may leave it; sea spaces are never
    at war."""
    e, S = myth(step="income", active=None)
    put(S, "thracia", GREECE, legions={GREECE: 1, ROME: 1}, cities=[0])
    S.seas["mare_aegaeum"] = {GREECE: 1, ROME: 1}
    advance(e.R, S, [])
    assert view_of(e, S, "thracia").at_war
    assert not any(getattr(s, "at_war", False) for s in e.player_view(S, None).seas)
    assert S.players[GREECE].hand == {"tax": 1}
    S.step, S.phase, S.active, S.trade = "build", "construction", GREECE, None
    S.players[GREECE].hand = {"tax": 3}
    with pytest.raises(IllegalAction):
        place(e, S, GREECE, item="legion", province="thracia")
    S.step, S.phase = "move", "military"
    wars_from_last_turn(S)
    S, _ = e.apply(S, GREECE, MoveLegions(origin="thracia", to="macedonia", count=1))
    assert S.provinces["thracia"].legions == {ROME: 1}


def test_alternate_movement_and_combat_each_unit_once():
    """#54 mnm-it FAQ "alternare movimento e combattimento?" -- yes; units split to attack several
    provinces; a unit that moved and fought does not move again."""
    e, S = myth([6, 6, 1, 6, 6, 1], step="move", active=ROME)
    put(S, "etruria", ROME, legions={ROME: 4})
    put(S, "gallia", GREECE, legions={GREECE: 1})
    put(S, "illyria", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=2))
    S, _ = e.apply(S, ROME, Attack(province="gallia", target=GREECE))
    S, _ = e.apply(S, ROME, Convert())
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="illyria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="illyria", target=GREECE))
    assert S.provinces["illyria"].legions == {ROME: 2} and S.provinces["gallia"].convert_by == ROME
    assert not [a for a in e.legal_actions(S, ROME) if isinstance(a, MoveLegions) and a.origin == "gallia"]


def test_a_third_player_chooses_whom_to_fight():
    """#55 mnm-it FAQ "un 3º giocatore attacca una provincia in guerra": the newcomer chooses which
    enemy units fight his."""
    e, S = myth([6, 1], step="move", active=CARTHAGE)
    put(S, "numidia", CARTHAGE, legions={CARTHAGE: 1})
    put(S, "mauretania", ROME, legions={ROME: 1, GREECE: 1})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="numidia", to="mauretania", count=1))
    assert {a.target for a in e.legal_actions(S, CARTHAGE) if isinstance(a, Attack)} == {ROME, GREECE}
    S, _ = e.apply(S, CARTHAGE, Attack(province="mauretania", target=GREECE))
    assert S.provinces["mauretania"].legions == {ROME: 1, CARTHAGE: 1}


def test_war_from_a_previous_turn_fight_unless_leaving_a_fortress_must_fight():
    """#56 mnm-it FAQ "provincia in guerra da un turno precedente, combattimento obbligatorio?" --
    only if the active player stays; a fortress cannot flee."""
    e, S = myth(step="move", active=ROME)
    put(S, "etruria", ROME, legions={ROME: 1})
    put(S, "gallia", GREECE, legions={ROME: 2, GREECE: 1})
    wars_from_last_turn(S)
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ROME, EndTurn())
    assert ex.value.code == "must_fight"
    S2, _ = e.apply(S, ROME, MoveLegions(origin="gallia", to="etruria", count=2))
    S2, _ = e.apply(S2, ROME, EndTurn())
    assert ROME in S2.done
    e, S3 = myth(step="move", active=GREECE)
    put(S3, "gallia", GREECE, legions={ROME: 2}, fortresses={GREECE: 1})
    wars_from_last_turn(S3)
    assert [a.kind for a in e.legal_actions(S3, GREECE)] == ["attack"]


def test_an_attacked_occupier_keeps_its_occupation_only_if_alone():
    """#58 mnm-it FAQ "il giocatore A ... attaccare il giocatore B ... dove B ha piazzato unità per
    Occupare o Convertire": if B wipes A out it goes on occupying, else the province is at war and
    the occupation ends."""
    e, S = myth([1, 6, 6], step="move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 1})
    put(S, "thracia", CARTHAGE, legions={ROME: 2}, cities=[0])
    S.provinces["thracia"].city_occ[0] = ROME
    S, _ = e.apply(S, GREECE, MoveLegions(origin="macedonia", to="thracia", count=1))
    S, _ = e.apply(S, GREECE, Attack(province="thracia", target=ROME))
    assert S.provinces["thracia"].legions == {ROME: 2} and S.provinces["thracia"].city_occ == [ROME]
    e, S = myth([6, 6, 1, 1, 1], step="move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 2})
    put(S, "thracia", CARTHAGE, legions={ROME: 3}, cities=[0])
    S.provinces["thracia"].city_occ[0] = ROME
    S, _ = e.apply(S, GREECE, MoveLegions(origin="macedonia", to="thracia", count=2))
    S, _ = e.apply(S, GREECE, Attack(province="thracia", target=ROME))
    assert S.provinces["thracia"].legions == {ROME: 1, GREECE: 2} and S.provinces["thracia"].city_occ == [None]


def test_a_capital_is_never_converted_and_always_buildable():
    """#61 mnm-it "Per favore nota": "Il marcatore di influenza di un giocatore nella città capitale
    non può MAI essere convertito, e un giocatore può SEMPRE costruire nella propria capitale, anche
    se la provincia è 'In Guerra'" (so no player can be removed)."""
    e, S = myth(step="move", active=GREECE)
    put(S, "latium", ROME, cities=[0])
    put(S, "magna_graecia", ROME, legions={GREECE: 2})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="magna_graecia", to="latium", count=2))
    kinds = {a.kind for a in e.legal_actions(S, GREECE)}
    assert "convert" not in kinds and {"pillage", "occupy"} <= kinds
    e, S = myth(step="build", active=ROME)
    put(S, "latium", ROME, legions={ROME: 1, GREECE: 2})
    assert view_of(e, S, "latium").at_war
    hand(S, ROME, tax=3)
    S = build(e, S, ROME, ["tax"] * 3, item="legion", province="latium")
    assert S.provinces["latium"].legions[ROME] == 2


# ---- heroes (#68, #69) -----------------------------------------------------------------------------


def test_helen_converts_only_an_entering_legion_and_needs_one_in_reserve():
    """#68 mnm-it FAQ Elena di Troia: "se un giocatore non ha una legione nella riserva, non può aver
    luogo nessuna conversione"; only a legion "che entra in una provincia da te controllata"."""
    e, S = myth(step="move", active=ROME)
    S.players[GREECE].cards = ["helen_of_troy"]
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "gallia", GREECE, legions={ROME: 1, GREECE: 1})  # a Roman legion already there
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=2))
    assert e.prompt(S).kind == "helen" and e.prompt(S).seats == (GREECE,)
    S, _ = e.apply(S, GREECE, UseHero(use=True))
    assert S.provinces["gallia"].legions == {ROME: 2, GREECE: 2}
    e, S = myth(step="move", active=ROME)
    S.players[GREECE].cards = ["helen_of_troy"]
    put(S, "etruria", ROME, legions={ROME: 1})
    put(S, "gallia", GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 8})  # no legion left in reserve
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=1))
    assert e.prompt(S).kind == "conquest"


def test_ulysses_forces_the_player_he_took_from():
    """#69 mnm-it FAQ "Può il possessore di Ulisse, dopo che ha preso una carta da un'altro giocatore,
    costringere questo stesso giocatore e prendere una carta offerta dal giocatore di Ulisse?" --
    "Assolutamente si. Le capacità degli eroi hanno sempre la precedenza sulle regole scritte": even
    where the two-exchanges rule would forbid that take."""
    e, S = trade({D: {"tax": 2}, ALICIA: {"grain": 2}, BOB: {"fish": 2}})
    S.players[BOB].cards = ["ulysses"]
    S, _ = e.apply(S, D, Announce(count=2))
    S = offer_all(e, S, {D: ["tax", "tax"], ALICIA: ["grain", "grain"], BOB: ["fish", "fish"]})
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    S, _ = e.apply(S, BOB, UseHero(use=False))  # Ulysses is offered at every take between others
    S, _ = e.apply(S, ALICIA, Take(giver=BOB, card="fish"))
    S, _ = e.apply(S, BOB, Take(giver=ALICIA, card="grain"))
    with pytest.raises(IllegalAction) as ex:  # a third exchange in a row between Alicia and Bob
        e.apply(S, ALICIA, Take(giver=BOB, card="fish"))
    assert ex.value.code == "third_exchange"
    S, _ = e.apply(S, ALICIA, Take(giver=D, card="tax"))
    assert e.prompt(S).kind == "ulysses" and e.prompt(S).seats == (BOB,)
    S, _ = e.apply(S, BOB, UseHero(use=True))
    S, _ = e.apply(S, ALICIA, ChooseCard(card="fish"))
    assert S.players[ALICIA].hand == {"fish": 2}  # both of Bob's cards; the Director's tax went back
    assert S.players[D].hand == {"grain": 1, "tax": 2}


# ---- the gods (#77, #78) ----------------------------------------------------------------------------


def test_baal_and_vulcan_regain_a_token_and_the_holder_rebuilds_at_once():
    """#77 mnm-it FAQ "Può Baal o Vulcano usare il proprio potere durante la fase della costruzione per
    riguadagnare una città o una carovana e ricostruirle immediatamente?" -- "Si": with no city
    (caravan) token left in the supply, the holder destroys an opponent's with Baal (Vulcan), the
    token returns to the supply and he builds it in his own province in the same construction turn."""
    for god, item, sites, supply in (("baal", "city", "cities", "cities"), ("vulcan", "caravan", "caravans", "caravans")):
        e, S = myth(step="build", active=GREECE)
        put(S, "achaea", GREECE)
        put(S, "latium", ROME, **{sites: [0]})
        S.supply[supply] = 0
        S.gods = {god: GREECE}
        hand(S, GREECE, tax=3)
        with pytest.raises(IllegalAction):  # no token left
            place(e, S, GREECE, item=item, province="achaea", site=0)
        S, _ = e.apply(S, GREECE, UseGod(god=god, province="latium", site=0))
        assert getattr(S.provinces["latium"], sites)[0] is False and S.supply[supply] == 1
        S = build(e, S, GREECE, ["tax"] * 3, item=item, province="achaea", site=0)
        assert getattr(S.provinces["achaea"], sites)[0] is True and S.supply[supply] == 0


def test_poseidon_cancels_an_announced_transport_the_legions_stay_and_move_otherwise():
    """#78 mnm-it FAQ "Quando Poseidone distrugge una trireme, dopo che il giocatore ha annunciato un
    trasporto, le unità trasportate sono perse?" -- "No, ma il trasporto è annullato" (D2: the holder
    strikes between two actions): the legions stay, the sea route is gone, the land route is not."""
    e, S = myth(step="move", active=ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    S.seas["mare_tyrrhenum"] = {ROME: 1}
    sea = MoveLegions(origin="latium", to="sardinia", count=2)
    assert sea in e.legal_actions(S, ROME)
    S.gods = {"poseidon": GREECE}
    S.active = GREECE  # Greece's window: its own move, before Rome's transport
    S, _ = e.apply(S, GREECE, UseGod(god="poseidon", sea="mare_tyrrhenum", target=ROME))
    S.active = ROME
    assert S.seas["mare_tyrrhenum"] == {} and S.provinces["latium"].legions == {ROME: 2}  # not lost
    assert sea not in e.legal_actions(S, ROME)
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))  # another move
    assert S.provinces["etruria"].legions == {ROME: 2}


# ---- Circe (#83) --------------------------------------------------------------------------------------


def test_circe_profits_the_turn_after_placing_a_marker_and_resists_vulcan():
    """#83 mnm-it FAQ "Il potere di Circe ... nel round successivo all'aver piazzato un marcatore di
    influenza?" -- "Si, e Circe è piuttosto utile contro il potere di Vulcano, se tu hai 1 legione
    nella provincia che Vulcano attacca": marker placed in the construction, legion moved in during
    the military phase, the province produces at the next income; a caravan destroyed by Vulcan
    there is replaced by the legion's production."""
    e, S = myth(step="build", active=ROME)
    S.players[ROME].cards = ["circe"]
    put(S, "latium", ROME, legions={ROME: 1})
    start_turn_control(S)
    hand(S, ROME, tax=3)
    S = build(e, S, ROME, ["tax"] * 3, item="influence", province="etruria")
    S.step, S.phase, S.active = "move", "military", ROME
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=1))
    S.step, S.active, S.trade = "income", None, None
    S.roles["director_of_commerce"] = ROME
    advance(e.R, S, [])
    first = e.R.provinces["etruria"].resources[0]
    assert S.players[ROME].hand == {first: 1}
    # Vulcan against a province of hers with one caravan and one legion: she still produces
    e, S = myth(step="build", active=GREECE)
    S.players[ROME].cards = ["circe"]
    put(S, "etruria", ROME, legions={ROME: 1}, caravans=[0, 1])
    S.gods = {"vulcan": GREECE}
    S, _ = e.apply(S, GREECE, UseGod(god="vulcan", province="etruria", site=0))
    S.step, S.active, S.trade = "income", None, None
    advance(e.R, S, [])
    assert sum(S.players[ROME].hand.values()) == 2  # site 0 by the legion, site 1 by the caravan

