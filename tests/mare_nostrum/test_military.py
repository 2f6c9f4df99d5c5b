"""Military phase: movement, the trireme chain, battles, conquest (shared/rules/mare-nostrum.it.txt,
"Fase Militare" and the FAQ "Militare" and "Situazione" cases)."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum.state import (
    Attack,
    Build,
    Choose,
    Convert,
    EndTurn,
    Losses,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    Occupy,
    Pillage,
    UseHero,
)
from tests.mare_nostrum.builders import DiceEngine, blank, put, wars_from_last_turn

ROME, GREECE, BABYLON, EGYPT, CARTHAGE = 0, 1, 2, 3, 4
CIVS = ["rome", "greece", "babylon", "egypt", "carthage"]


def engine(dice=None):
    return DiceEngine(dice)


def test_green_three_legions_against_legion_and_fortress():
    """B) Combattimento, "Per Esempio": Verde 3 legioni (6, 3, 2 = 11) contro Blu 1 legione e 1
    fortezza (3 + 6 = 9): "Il giocatore Verde perde 1 unità, e il giocatore Blu perde 2 unità"."""
    e = engine([6, 3, 2, 3])
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 3})
    put(S, "thracia", BABYLON, legions={BABYLON: 1}, fortresses={BABYLON: 1})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="macedonia", to="thracia", count=3))
    S, ev = e.apply(S, GREECE, Attack(province="thracia", target=BABYLON))
    b = S.battle
    assert (b.attacker_total, b.defender_total, b.attacker_losses, b.defender_losses) == (11, 9, 1, 2)
    P = S.provinces["thracia"]
    assert P.legions == {GREECE: 2} and P.fortresses == {}
    # Greece is alone: it must pillage, occupy or convert (B.2)
    assert e.prompt(S).kind == "conquest"


def test_hierosolyma_both_lose_two_and_pillage():
    """FAQ Situazione: Egitto 3 legioni (4, 2, 5 = 11) contro fortezza e legione babilonesi
    (5 + 6 = 11): "Entrambi i giocatori perdono 2 unità" ... "Rimuove il segnalino della città
    dalla provincia (il marcatore influenza rimane)"."""
    e = engine([4, 2, 5, 5])
    S = blank(e, CIVS, "move", active=EGYPT)
    put(S, "aegyptus_inferior", EGYPT, legions={EGYPT: 3})
    put(S, "judaea", BABYLON, legions={BABYLON: 1}, fortresses={BABYLON: 1}, cities=[0])
    S, _ = e.apply(S, EGYPT, MoveLegions(origin="aegyptus_inferior", to="judaea", count=3))
    S, _ = e.apply(S, EGYPT, Attack(province="judaea", target=BABYLON))
    P = S.provinces["judaea"]
    assert S.battle.attacker_total == 11 and S.battle.defender_total == 11
    assert P.legions == {EGYPT: 1} and P.fortresses == {}
    assert Pillage(building="city:0") in e.legal_actions(S, EGYPT)
    S, _ = e.apply(S, EGYPT, Pillage(building="city:0"))
    assert P is not S.provinces["judaea"]
    assert S.provinces["judaea"].cities == [False] and S.provinces["judaea"].owner == BABYLON


def test_owner_chooses_losses():
    """"Il possessore delle unità in oggetto sceglie quali unità perdere": a defender with legions
    and a fortress losing one unit is asked which."""
    e = engine([6, 6, 1, 1])  # attacker 12 -> 2 losses; defender 2 + 6 = 8 -> 1 loss
    S = blank(e, CIVS, "move", active=ROME)
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "gallia", GREECE, legions={GREECE: 2}, fortresses={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=2))
    S, _ = e.apply(S, ROME, Attack(province="gallia", target=GREECE))
    assert e.prompt(S).kind == "losses" and e.prompt(S).seats == (GREECE,)
    assert sorted(a.fortresses for a in e.legal_actions(S, GREECE)) == [0, 1]
    S, _ = e.apply(S, GREECE, Losses(fortresses=0))
    P = S.provinces["gallia"]
    assert P.legions == {ROME: 1} and P.fortresses == {GREECE: 1} and P.legions.get(GREECE) is None
    assert e.player_view(S, None).provinces[[p.id for p in e.player_view(S, None).provinces].index("gallia")].at_war


def test_trireme_chain_athens_syracuse_and_rome():
    """FAQ: "Costruisco 1 Legione e 1 Triremi in Atene. Lancio la mia flotta in mare, e poi muovo
    la Legione in Siracusa" and "se ho anche una flotta in Adriatico, posso muovere la legione fino
    a Roma" (one fleet carries several legions: "Una sola flotta ... può trasportare più legioni? Sì")."""
    e = engine()
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 3}, new_triremes={GREECE: 1})
    # legions wait for the fleet: the new trireme must be launched first
    with pytest.raises(IllegalAction):
        e.apply(S, GREECE, MoveLegions(origin="achaea", to="sicilia", count=1))
    S, _ = e.apply(S, GREECE, MoveTrireme(origin="achaea", to="mare_ionium"))
    assert MoveLegions(origin="achaea", to="sicilia", count=2) in e.legal_actions(S, GREECE)
    assert MoveLegions(origin="achaea", to="latium", count=1) not in e.legal_actions(S, GREECE)
    S2 = S.model_copy(deep=True)
    S2.seas["mare_hadriaticum"][GREECE] = 1
    assert MoveLegions(origin="achaea", to="latium", count=3) in e.legal_actions(S2, GREECE)


def test_athens_alexandria_needs_both_seas():
    """Movimento delle Legioni: "una Trireme in entrambi gli spazi marittimi" Atene-Alessandria."""
    e = engine()
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 1})
    S.seas["mare_aegaeum"][GREECE] = 1
    assert MoveLegions(origin="achaea", to="aegyptus_inferior", count=1) not in e.legal_actions(S, GREECE)
    S.seas["mare_aegyptium"][EGYPT] = 1  # another player's trireme does not carry Greek legions
    assert MoveLegions(origin="achaea", to="aegyptus_inferior", count=1) not in e.legal_actions(S, GREECE)
    S.seas["mare_aegyptium"][GREECE] = 1
    assert MoveLegions(origin="achaea", to="aegyptus_inferior", count=1) in e.legal_actions(S, GREECE)


def test_cyrenaica_unlaunched_trireme_is_ignored():
    """FAQ Situazione Cirenaica: "Dato che una triremi non varata non può essere coinvolta in
    combattimento ... viene semplicemente ignorata. Puoi saccheggiare, occupare o convertire ...
    La triremi non viene distrutta"."""
    e = engine([5, 5, 1])
    S = blank(e, CIVS, "move", active=CARTHAGE)
    put(S, "tripolitania", CARTHAGE, legions={CARTHAGE: 2})
    put(S, "cyrenaica", EGYPT, legions={EGYPT: 1}, new_triremes={EGYPT: 1}, cities=[0])
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="tripolitania", to="cyrenaica", count=2))
    S, _ = e.apply(S, CARTHAGE, Attack(province="cyrenaica", target=EGYPT))
    P = S.provinces["cyrenaica"]
    assert P.legions == {CARTHAGE: 2} and P.new_triremes == {EGYPT: 1}
    assert e.prompt(S).kind == "conquest"
    kinds = {a.kind for a in e.legal_actions(S, CARTHAGE)}
    assert kinds == {"pillage", "occupy", "convert"}
    S, _ = e.apply(S, CARTHAGE, Convert())
    assert S.provinces["cyrenaica"].convert_by == CARTHAGE
    assert S.provinces["cyrenaica"].new_triremes == {EGYPT: 1}
    assert not e.player_view(S, None).provinces[[p.id for p in e.player_view(S, None).provinces].index("cyrenaica")].at_war


def test_no_dice_against_an_undefended_province():
    """"Se non ci sono unità di terra avversarie nella provincia ... il giocatore invasore non ha
    bisogno di tirare alcun dado"; a player's capital influence "non può MAI essere convertito"."""
    e = engine()
    S = blank(e, CIVS, "move", active=ROME)
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "gallia", GREECE, cities=[0], caravans=[0])
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=2))
    assert S.battle is None and e.prompt(S).kind == "conquest"
    assert Occupy(buildings=["city:0", "caravan:0"]) in e.legal_actions(S, ROME)
    S, _ = e.apply(S, ROME, Occupy(buildings=["city:0", "caravan:0"]))
    assert S.provinces["gallia"].city_occ == [S.provinces["gallia"].city_occ[0]] and S.provinces["gallia"].city_occ[0] == ROME
    # a capital cannot be converted
    S2 = blank(e, CIVS, "move", active=ROME)
    put(S2, "etruria", ROME, legions={ROME: 1})
    S2.players[GREECE].civ = "greece"
    put(S2, "latium", GREECE)
    S2.provinces["latium"].owner = GREECE
    put(S2, "gallia")
    # latium is Rome's capital, and Rome is a player here: conversion refused
    S2.provinces["latium"].cities[0] = True
    S2, _ = e.apply(S2, ROME, MoveLegions(origin="etruria", to="latium", count=1))
    assert e.prompt(S2).kind != "conquest" or Convert() not in e.legal_actions(S2, ROME)


def test_occupation_takes_income_and_role_counts():
    """Accumulare introiti: income to a province "occupata dalla/e Legioni di un giocatore"; FAQ
    Nota: "siate sicuri di dare punti alle legioni che occupano una carovana o una città INVECE che
    al possessore"; the temple doubles only with a legion on it too."""
    from engines.mare_nostrum import rules as q

    e = engine()
    S = blank(e, CIVS, "announce")
    put(S, "gallia", GREECE, legions={ROME: 1}, cities=[0], caravans=[0], temple=True)
    S.provinces["gallia"].city_occ[0] = ROME
    c = q.role_counts(e.R, S)
    assert c[ROME]["cities_temples"] == 1 and c[GREECE]["cities_temples"] == 1  # city to Rome, temple stays Greek
    S.step = "income"
    e._advance(S, [])
    assert S.players[ROME].hand == {"tax": 1}
    assert S.players[GREECE].hand == {"wine": 1}


def test_helen_only_on_entering():
    """Helen of Troy: "convertire al tuo colore una delle legioni nemiche che entrano in una delle
    tue provincie"; FAQ: "solo all'inizio, al suo arrivo e non dopo"."""
    e = engine()
    S = blank(e, CIVS, "move", active=ROME)
    S.players[GREECE].cards.append("helen_of_troy")
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "gallia", GREECE, legions={ROME: 1, GREECE: 1})  # a Roman legion already there: untouched
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=2))
    assert e.prompt(S).kind == "helen" and e.prompt(S).seats == (GREECE,)
    S, _ = e.apply(S, GREECE, UseHero(use=True))
    assert S.provinces["gallia"].legions == {ROME: 2, GREECE: 2}
    # once per military phase
    assert "helen" in S.players[GREECE].used


def test_helen_needs_a_legion_in_reserve():
    """Mythology FAQ (Elena): "se un giocatore non ha una legione nella riserva, non può aver luogo
    nessuna conversione"; base FAQ: "se il giocatore ha già 8 legioni, peggio per lui!"."""
    e = engine()
    S = blank(e, CIVS, "move", active=ROME)
    S.players[GREECE].cards.append("helen_of_troy")
    put(S, "etruria", ROME, legions={ROME: 1})
    put(S, "gallia", GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 8})
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=1))
    assert e.prompt(S).kind == "conquest"


def test_war_province_fight_is_mandatory_unless_leaving():
    """FAQ: "In una provincia che era in guerra ... un round di combattimento è obbligatorio? Solo
    se tu non sposti e resti nella provincia occupata. Una fortezza non potrà fuggire"."""
    e = engine()
    S = blank(e, CIVS, "move", active=ROME)
    put(S, "etruria", ROME, legions={ROME: 1})
    put(S, "gallia", GREECE, legions={ROME: 2, GREECE: 1})
    wars_from_last_turn(S)
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ROME, EndTurn())
    assert ex.value.code == "must_fight"
    S2, _ = e.apply(S, ROME, MoveLegions(origin="gallia", to="etruria", count=2))
    S2, _ = e.apply(S2, ROME, EndTurn())
    assert ROME in S2.done
    # a fortress cannot flee
    S3 = blank(e, CIVS, "move", active=GREECE)
    put(S3, "gallia", GREECE, legions={ROME: 2}, fortresses={GREECE: 1})
    wars_from_last_turn(S3)
    assert [a.kind for a in e.legal_actions(S3, GREECE)] == ["attack"]


def test_invaded_this_phase_may_stay_without_fighting():
    """Decision: a province invaded earlier in this military phase is at war; its defender, on
    his own turn, may leave, stay, or attack ("Finché unità avversarie restano nella provincia,
    essi devono continuare a combattere durante la seguente Fase")."""
    e = engine([6])
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "gallia", GREECE, legions={ROME: 2, GREECE: 1})
    kinds = {a.kind for a in e.legal_actions(S, GREECE)}
    assert {"attack", "end_turn", "move_legions"} <= kinds
    S2, _ = e.apply(S, GREECE, EndTurn())
    assert GREECE in S2.done


def test_third_player_chooses_whom_to_attack():
    """FAQ: "Se tu arrivi ... in una provincia occupata da diversi giocatori ... puoi dividere le tue
    forze in più attacchi o unirle tutte contro lo stesso giocatore"."""
    e = engine([6, 1])
    S = blank(e, CIVS, "move", active=CARTHAGE)
    put(S, "numidia", CARTHAGE, legions={CARTHAGE: 1})
    put(S, "mauretania", ROME, legions={ROME: 1, GREECE: 1})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="numidia", to="mauretania", count=1))
    assert {a.target for a in e.legal_actions(S, CARTHAGE) if a.kind == "attack"} == {ROME, GREECE}
    S, _ = e.apply(S, CARTHAGE, Attack(province="mauretania", target=GREECE))
    assert S.provinces["mauretania"].legions == {ROME: 1, CARTHAGE: 1}


def test_attacked_occupier_keeps_occupation_only_if_alone():
    """FAQ: "Se tu riesci a restare di nuovo solo ... puoi continuare a occupare o convertire. Se non
    elimini completamente l'attaccante, l'occupazione o la conversione non potranno avere luogo"."""
    e = engine([1, 6, 6])  # attacker 1 -> 0 losses; defender 12 -> 2 losses... capped at 1
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 1})
    put(S, "thracia", CARTHAGE, legions={ROME: 2}, cities=[0])
    S.provinces["thracia"].city_occ[0] = ROME
    S, _ = e.apply(S, GREECE, MoveLegions(origin="macedonia", to="thracia", count=1))
    S, _ = e.apply(S, GREECE, Attack(province="thracia", target=ROME))
    assert S.provinces["thracia"].legions == {ROME: 2}
    assert S.provinces["thracia"].city_occ == [ROME]
    e2 = engine([6, 6, 1, 1, 1])  # Greece 12 -> Rome loses 2; Rome 3 -> Greece loses none
    S = blank(e2, CIVS, "move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 2})
    put(S, "thracia", CARTHAGE, legions={ROME: 3}, cities=[0])
    S.provinces["thracia"].city_occ[0] = ROME
    S, _ = e2.apply(S, GREECE, MoveLegions(origin="macedonia", to="thracia", count=2))
    S, _ = e2.apply(S, GREECE, Attack(province="thracia", target=ROME))
    assert S.provinces["thracia"].legions == {ROME: 1, GREECE: 2}
    assert S.provinces["thracia"].city_occ == [None]


def test_naval_battle_optional_and_before_legions():
    """Movimento navale: "NON sono richieste battaglie navali quando ci si muove in uno spazio
    marittimo occupato ... deve farlo prima di muovere qualsiasi Legione"; Pericles +1 per die."""
    e = engine([5, 1])  # Greece 5 + 1 (Pericles) = 6 -> Rome loses 1; Rome 1 -> no loss
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 1})
    S.seas["mare_ionium"] = {GREECE: 2, ROME: 1}
    S, _ = e.apply(S, GREECE, MoveTrireme(origin="mare_ionium", to="mare_aegaeum"))  # no battle forced
    S, _ = e.apply(S, GREECE, NavalAttack(sea="mare_ionium", target=ROME))
    assert S.battle.attacker_total == 5 + 1 and S.seas["mare_ionium"] == {GREECE: 1}
    S, _ = e.apply(S, GREECE, MoveLegions(origin="achaea", to="epirus", count=1))
    assert not any(a.kind in ("naval_attack", "move_trireme") for a in e.legal_actions(S, GREECE))


def test_military_leader_names_movers_one_at_a_time():
    """FAQ: "Essi annunciano il giocatore che deve giocare in quel momento"."""
    e = engine()
    S = blank(e, CIVS, "choose_mover", active=None)
    S.phase = "military"
    assert e.prompt(S).kind == "choose_mover" and e.prompt(S).seats == (0,)
    S, _ = e.apply(S, 0, Choose(seat=3))
    assert e.prompt(S).kind == "move" and e.prompt(S).seats == (3,)
    S, _ = e.apply(S, 3, EndTurn())
    assert e.prompt(S).kind == "choose_mover" and 3 not in [a.seat for a in e.legal_actions(S, 0)]


def test_alternate_movement_and_combat():
    """FAQ: "Un giocatore può alternare movimento e combattimento? Sì ... dividere unità presenti in
    una provincia per attaccare più province adiacenti"."""
    e = engine([6, 6, 1, 6, 6, 1])
    S = blank(e, CIVS, "move", active=ROME)
    put(S, "etruria", ROME, legions={ROME: 4})
    put(S, "gallia", GREECE, legions={GREECE: 1})
    put(S, "illyria", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=2))
    S, _ = e.apply(S, ROME, Attack(province="gallia", target=GREECE))
    S, _ = e.apply(S, ROME, Convert())
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="illyria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="illyria", target=GREECE))
    assert S.provinces["illyria"].legions == {ROME: 2} and S.provinces["gallia"].convert_by == ROME
    # units that moved and fought do not move again
    assert not [a for a in e.legal_actions(S, ROME) if a.kind == "move_legions" and a.origin == "gallia"]


def test_no_conquest_after_the_enemy_flees():
    """FAQ: "Se dopo l'attacco di un giocatore A su un giocatore B, restano legioni dei 2 giocatori.
    Il giocatore B ... fugge dalla provincia. Le legioni del giocatore A, ora sole, possono
    saccheggiare/occupare/convertire? No"."""
    e = engine()
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "thracia", GREECE, legions={GREECE: 1, ROME: 2}, cities=[0])
    S, _ = e.apply(S, GREECE, MoveLegions(origin="thracia", to="macedonia", count=1))
    assert e.prompt(S).kind == "move" and not S.pending
    assert S.provinces["thracia"].city_occ == [None] and S.provinces["thracia"].convert_by is None


def test_triremes_do_not_control_the_sea():
    """FAQ: "Una trireme controlla una regione marittima? No ... un giocatore può spostare una
    trireme in una regione già occupata senza attaccare"; legions cross seas where other fleets
    sail ("i giocatori possono ... muovere Legioni attraverso quello spazio liberamente")."""
    e = engine()
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 1})
    S.seas["mare_aegaeum"] = {GREECE: 1}
    S.seas["mare_ionium"] = {ROME: 3}
    S, _ = e.apply(S, GREECE, MoveTrireme(origin="mare_aegaeum", to="mare_ionium"))
    assert S.battle is None and S.seas["mare_ionium"] == {ROME: 3, GREECE: 1}
    assert MoveLegions(origin="achaea", to="sicilia", count=1) in e.legal_actions(S, GREECE)


def test_nebuchadnezzar_takes_a_card_from_the_pillage():
    """Nebuchadnezzar: "prendi una Carta Beni dalla carovana distrutta, o una Carta Tasse dalla città
    distrutta"."""
    e = engine()
    S = blank(e, CIVS, "move", active=BABYLON)
    S.players[BABYLON].cards.append("nebuchadnezzar")
    put(S, "syria", BABYLON, legions={BABYLON: 1})
    put(S, "phoenicia", EGYPT, caravans=[0])
    S, _ = e.apply(S, BABYLON, MoveLegions(origin="syria", to="phoenicia", count=1))
    S, _ = e.apply(S, BABYLON, Pillage(building="caravan:0"))
    assert S.players[BABYLON].hand == {"perfume": 1} and S.provinces["phoenicia"].caravans == [False, False]


def test_capital_influence_never_converted():
    """Nota Bene: "Il marcatore influenza nella città capitale di un giocatore non può MAI essere
    convertito"."""
    e = engine()
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "latium", ROME, cities=[0])
    put(S, "magna_graecia", ROME, legions={GREECE: 2})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="magna_graecia", to="latium", count=2))
    kinds = {a.kind for a in e.legal_actions(S, GREECE)}
    assert "convert" not in kinds and {"pillage", "occupy"} <= kinds


def test_province_at_war_pays_its_owner_but_cannot_build():
    """B.1: "Se una provincia è In Guerra durante la Fase Commercio, il giocatore in controllo del
    marcatore influenza ... raccoglierà le Carte Risorsa come al solito. Comunque ... non potrà
    costruire nulla in quella provincia"."""
    e = engine()
    S = blank(e, CIVS, "income")
    put(S, "thracia", GREECE, legions={GREECE: 1, ROME: 1}, cities=[0])
    e._advance(S, [])
    assert S.players[GREECE].hand == {"tax": 1}
    S.step, S.phase, S.active, S.trade = "build", "construction", GREECE, None
    S.players[GREECE].hand = {"tax": 3}
    with pytest.raises(IllegalAction):
        S2, _ = e.apply(S, GREECE, Build(item="legion"))
        e.apply(S2, GREECE, Build(item="legion", province="thracia"))


def test_hannibal_adds_one_per_legion_die():
    """Hannibal: "Le Legioni guadagnano un bonus di +1 per ogni dado tirato in combattimento"."""
    e = engine([4, 4, 1])
    S = blank(e, CIVS, "move", active=CARTHAGE)
    assert "hannibal" in S.players[CARTHAGE].cards
    put(S, "numidia", CARTHAGE, legions={CARTHAGE: 2})
    put(S, "mauretania", ROME, legions={ROME: 1})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="numidia", to="mauretania", count=2))
    S, _ = e.apply(S, CARTHAGE, Attack(province="mauretania", target=ROME))
    assert S.battle.attacker_total == 10 and S.battle.defender_losses == 1


def test_reinforcements_do_not_invade_again():
    """Decision (B.2 applies to an invasion): legions joining one's own occupying legions are not
    asked to pillage, occupy or convert again."""
    e = engine()
    S = blank(e, CIVS, "move", active=ROME)
    put(S, "etruria", ROME, legions={ROME: 1})
    put(S, "gallia", GREECE, legions={ROME: 1}, cities=[0])
    S.provinces["gallia"].city_occ[0] = ROME
    S, _ = e.apply(S, ROME, MoveLegions(origin="etruria", to="gallia", count=1))
    assert e.prompt(S).kind == "move" and S.provinces["gallia"].cities == [True]
