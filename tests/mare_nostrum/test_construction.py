"""Construction phase (shared/rules/mare-nostrum.it.txt, "Fase Costruzione", "Regole per la
Costruzione", "Esempi di Combinazioni", FAQ "Costruzione", heroes and wonders)."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import Cancel, ChooseCard, EndTurn, Pay, Swap
from tests.mare_nostrum.builders import blank, hand, place, put, start_turn_control

CIVS = ["rome", "greece", "babylon", "egypt", "carthage"]
ROME, GREECE, BABYLON, EGYPT, CARTHAGE = range(5)


def game(active=GREECE):
    e = MareNostrum()
    S = blank(e, CIVS, "build", active=active)
    for pl in S.players:
        pl.cards = []
    return e, S


def build(e, S, seat, pay, **kw):
    S = place(e, S, seat, **kw)
    for card in pay or []:
        S, _ = e.apply(S, seat, Pay(cards=[card]))
    return S


def test_combination_example_three_sets_of_three():
    """Esempi di Combinazioni: "3 Tasse, 2 Grani, 1 Profumo, 1 Bestiame, 1 Oro e 1 Schiavo. Il
    giocatore non ha una combinazione di 6 carte ... può spendere 3 combinazioni di 3 carte ...
    per acquistare due legioni e una triremi"."""
    e, S = game()
    put(S, "achaea", GREECE)
    hand(S, GREECE, tax=3, grain=2, perfume=1, livestock=1, gold=1, slaves=1)
    assert not q.can_pay(S.players[GREECE].hand, 6)
    with pytest.raises(IllegalAction):
        place(e, S, GREECE, item="temple", province="achaea")
    S = build(e, S, GREECE, ["tax", "tax", "tax"], item="legion", province="achaea")
    S = place(e, S, GREECE, item="legion", province="achaea")
    S, _ = e.apply(S, GREECE, Pay(cards=["grain"]))
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, GREECE, Pay(cards=["grain"]))
    assert ex.value.code == "same_goods"
    S, _ = e.apply(S, GREECE, Pay(cards=["perfume"]))
    S, _ = e.apply(S, GREECE, Pay(cards=["livestock"]))
    S = build(e, S, GREECE, ["grain", "gold", "slaves"], item="trireme", province="achaea")
    P = S.provinces["achaea"]
    assert P.legions == {GREECE: 2} and P.new_triremes == {GREECE: 1} and S.players[GREECE].hand == {}


def test_payment_never_mixes_tax_and_goods_and_can_be_cancelled():
    """"Una combinazione ... SOLO Carte Tasse, oppure SOLO Carte Risorse non-uguali"."""
    e, S = game()
    put(S, "achaea", GREECE)
    hand(S, GREECE, tax=2, grain=1, fish=1, wine=1)
    S = place(e, S, GREECE, item="legion", province="achaea")
    # two tax cards cannot be completed to three
    assert Pay(cards=["tax"]) not in e.legal_actions(S, GREECE)
    S1, _ = e.apply(S, GREECE, Pay(cards=["grain"]))
    with pytest.raises(IllegalAction) as ex:
        e.apply(S1, GREECE, Pay(cards=["tax"]))
    assert ex.value.code in ("mixed", "cannot_complete")
    # the panel's suggestion: the whole cheapest combination in one action
    assert e.legal_actions(S, GREECE)[0] == Pay(cards=["fish", "grain", "wine"])
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, GREECE, Pay(cards=["wine", "fish", "grain"]))
    assert ex.value.code == "one_card"
    S, _ = e.apply(S, GREECE, Cancel())
    assert e.prompt(S).kind == "build" and S.players[GREECE].hand["tax"] == 2


def test_influence_rules_adjacent_at_turn_start_and_free():
    """Rule 2: "solo in provincie adiacenti a una provincia già sotto il loro controllo all'inizio
    del turno, e che non sono sotto l'influenza di un altro giocatore"; FAQ: "Si può piazzare
    un'influenza adiacente ad una che si è appena costruita nello stesso turno? R: No"."""
    e, S = game(ROME)
    put(S, "latium", ROME)
    put(S, "gallia", GREECE)
    start_turn_control(S)
    hand(S, ROME, tax=9)
    S = build(e, S, ROME, ["tax"] * 3, item="influence", province="etruria")
    with pytest.raises(IllegalAction) as ex:
        place(e, S, ROME, item="influence", province="illyria")  # next to Etruria only
    assert ex.value.code == "not_adjacent"
    with pytest.raises(IllegalAction) as ex:
        place(e, S, ROME, item="influence", province="gallia")
    assert ex.value.code == "owned"
    # rule 3: nothing else in a province the turn its marker was placed
    with pytest.raises(IllegalAction) as ex:
        place(e, S, ROME, item="legion", province="etruria")
    assert ex.value.code == "new_influence"
    # no influence at sea (FAQ "E' necessario ... piazzare marcatori influenza in mare? No")
    with pytest.raises(IllegalAction):
        place(e, S, ROME, item="influence", province="mare_tyrrhenum")


def test_influence_across_a_chain_of_own_triremes():
    """FAQ: "Due province unite da una catena di triremi sono considerate adiacenti? Sì, sia per il
    movimento delle legioni che per il piazzamento di marcatori influenza"; islands take influence
    ("marcatori influenza devono essere piazzati sulle isole")."""
    e, S = game(GREECE)
    put(S, "achaea", GREECE)
    start_turn_control(S)
    hand(S, GREECE, tax=3)
    with pytest.raises(IllegalAction):
        place(e, S, GREECE, item="influence", province="sicilia")
    S.seas["mare_ionium"][GREECE] = 1
    S = build(e, S, GREECE, ["tax"] * 3, item="influence", province="sicilia")
    assert S.provinces["sicilia"].owner == GREECE


def test_lighthouse_influence_anywhere():
    """Lighthouse: "Ora puoi piazzare marcatori influenza dove preferisci"."""
    e, S = game(GREECE)
    put(S, "achaea", GREECE)
    start_turn_control(S)
    S.players[GREECE].cards.append("lighthouse")
    hand(S, GREECE, tax=3)
    S = build(e, S, GREECE, ["tax"] * 3, item="influence", province="gaetulia")
    assert S.provinces["gaetulia"].owner == GREECE


def test_building_rules_one_to_six():
    """Rules 1, 4, 5, 6: only under one's influence; one temple per province; triremes only on
    coasts or islands; never in a province at war, except one's capital."""
    e, S = game(BABYLON)
    hand(S, BABYLON, tax=9)
    put(S, "babylonia", BABYLON, temple=True, legions={ROME: 1, BABYLON: 1})
    put(S, "syria", BABYLON, legions={ROME: 1, BABYLON: 1})
    put(S, "cilicia", GREECE)
    put(S, "phoenicia", BABYLON)  # somewhere a temple and a trireme could go
    with pytest.raises(IllegalAction) as ex:
        place(e, S, BABYLON, item="legion", province="cilicia")
    assert ex.value.code == "not_yours"
    with pytest.raises(IllegalAction) as ex:
        place(e, S, BABYLON, item="temple", province="babylonia")
    assert ex.value.code == "one_per_province"
    with pytest.raises(IllegalAction) as ex:
        place(e, S, BABYLON, item="trireme", province="babylonia")
    assert ex.value.code == "landlocked"
    with pytest.raises(IllegalAction) as ex:
        place(e, S, BABYLON, item="legion", province="syria")
    assert ex.value.code == "at_war"
    S = build(e, S, BABYLON, ["tax"] * 3, item="legion", province="babylonia")  # the capital: always
    assert S.provinces["babylonia"].legions[BABYLON] == 2


def test_caravan_one_per_resource_site():
    """Rule 4 and FAQ: "Ogni carovana viene piazzata sul sito di una specifica risorsa. Per
    guadagnare due beni da Cartagine, hai bisogno di due carovane"."""
    e, S = game(CARTHAGE)
    put(S, "africa", CARTHAGE, caravans=[1])
    hand(S, CARTHAGE, tax=6)
    with pytest.raises(IllegalAction):
        place(e, S, CARTHAGE, item="caravan", province="africa", site=1)
    S = build(e, S, CARTHAGE, ["tax"] * 3, item="caravan", province="africa", site=0)
    assert S.provinces["africa"].caravans == [True, True]


def test_mausoleum_and_caesar_discounts_do_not_stack():
    """Mausoleum: "città e carovane costano solo 2 carte invece di 3, i templi e i mercati costano
    solo 5 ... Questo bonus non si applica né alle unità militari né agli eroi o alle meraviglie";
    Julius Caesar: "Legioni e fortezze costano solo 2"."""
    e, S = game(ROME)
    S.players[ROME].cards = ["mausoleum"]
    R = e.R
    assert [q.cost(R, S, ROME, i) for i in ("city", "caravan", "temple", "market", "legion", "fortress", "trireme", "influence")] == [2, 2, 5, 5, 3, 3, 3, 3]
    assert q.cost(R, S, ROME, "card", "colossus") == 9 and q.cost(R, S, ROME, "card", "pyramids") == 12
    S.players[ROME].cards = ["mausoleum", "julius_caesar"]
    assert q.cost(R, S, ROME, "legion") == 2 and q.cost(R, S, ROME, "fortress") == 2
    S.players[ROME].cards = ["pericles"]
    assert q.cost(R, S, ROME, "trireme") == 2


def test_statue_of_zeus_two_fortresses():
    """Statue of Zeus: "Ora puoi costruire 2 fortezze per provincia"."""
    e, S = game(ROME)
    put(S, "latium", ROME, fortresses={ROME: 1})
    hand(S, ROME, tax=6)
    with pytest.raises(IllegalAction):
        place(e, S, ROME, item="fortress", province="latium")
    S.players[ROME].cards = ["statue_of_zeus"]
    S = build(e, S, ROME, ["tax"] * 3, item="fortress", province="latium")
    assert S.provinces["latium"].fortresses == {ROME: 2}


def test_hammurabi_one_free_influence_per_turn():
    """Hammurabi: "Ti consente di piazzare un marcatore influenza al turno senza alcun costo"."""
    e, S = game(BABYLON)
    S.players[BABYLON].cards = ["hammurabi"]
    put(S, "babylonia", BABYLON)
    start_turn_control(S)
    S = place(e, S, BABYLON, item="influence", province="assyria")
    assert S.provinces["assyria"].owner == BABYLON and e.prompt(S).kind == "build"
    with pytest.raises(IllegalAction):
        place(e, S, BABYLON, item="influence", province="arabia")  # the second one costs 3


def test_cleopatra_swaps_with_the_bank_once():
    """Cleopatra: "Durante ogni Fase Costruzione, puoi scambiare una carta risorsa per una carta
    tasse (o viceversa) con la Banca"."""
    e, S = game(EGYPT)
    S.players[EGYPT].cards = ["cleopatra"]
    hand(S, EGYPT, grain=1, tax=1)
    S, _ = e.apply(S, EGYPT, Swap(give="grain", take="tax"))
    assert S.players[EGYPT].hand == {"tax": 2}
    with pytest.raises(IllegalAction):
        e.apply(S, EGYPT, Swap(give="tax", take="gold"))
    e2, S2 = game(ROME)
    hand(S2, ROME, grain=1)
    assert not any(a.kind == "swap" for a in e2.legal_actions(S2, ROME))


def test_discard_keeps_two_tax_and_hanging_gardens_one_good():
    """"Le Carte Risorsa non utilizzate ... devono essere scartate alla fine della Fase Costruzione
    ... un giocatore può tenere due Carte Tasse"; Hanging Gardens: "puoi tenere una Carta Beni"."""
    e, S = game(ROME)
    hand(S, ROME, tax=4, grain=2)
    hand(S, GREECE, tax=1, fish=1, gold=1)
    S.players[GREECE].cards = ["hanging_gardens"]
    S.done = [1, 2, 3, 4]
    S, _ = e.apply(S, ROME, EndTurn())
    assert S.players[ROME].hand == {"tax": 2}
    assert e.prompt(S).kind == "keep_goods" and e.prompt(S).seats == (GREECE,)
    S, _ = e.apply(S, GREECE, ChooseCard(card="gold"))
    assert S.players[GREECE].hand == {"tax": 1, "gold": 1}
    assert e.prompt(S).phase == "military"


def test_heroes_are_chosen_national_only_by_their_civilization():
    """FAQ: "Quando si acquista un Eroe o una meraviglia, si può scegliere ...? R: Si sceglie";
    "Giulio Cesare ... è disponibile solo per i Romani"."""
    e, S = game(GREECE)
    hand(S, GREECE, tax=9)
    with pytest.raises(IllegalAction) as ex:
        place(e, S, GREECE, item="card", card="julius_caesar")
    assert ex.value.code == "national_hero"
    S = build(e, S, GREECE, ["tax"] * 9, item="card", card="solomon")
    assert S.players[GREECE].cards == ["solomon"]


def test_four_heroes_or_wonders_win_national_hero_counts_game_stops():
    """FINE DEL GIOCO: "4 Eroi e/o Meraviglie. L'eroe specifico della civiltà del giocatore CONTA";
    FAQ: "Appena un giocatore possiede le condizioni di vittoria, il gioco si ferma immediatamente"."""
    e, S = game(GREECE)
    S.players[GREECE].cards = ["pericles", "colossus", "solomon"]
    S.players[ROME].cards = ["julius_caesar", "mausoleum", "archimedes"]
    hand(S, GREECE, tax=9)
    hand(S, ROME, tax=9)
    S = build(e, S, GREECE, ["tax"] * 9, item="card", card="lighthouse")
    o = e.outcome(S)
    assert o is not None and o.winners == [GREECE] and o.reason == "four_heroes_wonders"
    assert e.prompt(S).seats == () and e.legal_actions(S, ROME) == []


def test_pyramids_win_with_twelve_different_goods():
    """"Costruisci le Piramidi e vinci la partita. Richiedono una combinazione di 12 carte"."""
    e, S = game(EGYPT)
    goods = e.R.commodities
    hand(S, EGYPT, **{g: 1 for g in goods})
    S = build(e, S, EGYPT, goods, item="card", card="pyramids")
    assert e.outcome(S).reason == "pyramids"


def test_conversion_completed_by_an_influence_marker():
    """C. Convertire: "Durante la successiva Fase Costruzione, il giocatore invasore può costruire il
    proprio marcatore influenza per sostituire l'esistente. Il costo ... deve essere pagato"."""
    e, S = game(ROME)
    put(S, "etruria", ROME)
    put(S, "gallia", GREECE, legions={ROME: 1}, cities=[0])
    S.provinces["gallia"].convert_by = ROME
    start_turn_control(S)
    hand(S, ROME, tax=3)
    S = build(e, S, ROME, ["tax"] * 3, item="influence", province="gallia")
    P = S.provinces["gallia"]
    assert P.owner == ROME and P.convert_by is None and P.legions == {ROME: 1}
    assert q.reserve(e.R, S, GREECE)["influence"] == 12


def test_no_voluntary_destruction_and_cut_off_provinces_stay():
    """FAQ: "E' possibile decidere di distruggere una delle proprie costruzioni ...? No" and "Una
    provincia già sotto controllo, è perduta se non è più adiacente al resto dell'impero? No"."""
    e, S = game(GREECE)
    put(S, "achaea", GREECE, cities=[0])
    put(S, "sicilia", GREECE)
    hand(S, GREECE, tax=3)
    kinds = {a.kind for a in e.legal_actions(S, GREECE)}
    assert kinds <= {"build", "end_turn", "swap"}
    S, _ = e.apply(S, GREECE, EndTurn())
    assert S.provinces["sicilia"].owner == GREECE


def test_hero_and_wonder_advantages_are_immediate():
    """Rule 7: "I vantaggi conferiti da un Eroe o da una Meraviglia sono dati immediatamente al
    momento dell'acquisto" (the Mausoleum bought, the next city costs 2)."""
    e, S = game(GREECE)
    put(S, "achaea", GREECE)
    hand(S, GREECE, tax=11)
    S = build(e, S, GREECE, ["tax"] * 9, item="card", card="mausoleum")
    S = place(e, S, GREECE, item="city", province="achaea", site=0)
    assert S.pending[-1].cost == 2
    S, _ = e.apply(S, GREECE, Pay(cards=["tax", "tax"]))
    assert S.provinces["achaea"].cities[0] and S.players[GREECE].hand == {}
