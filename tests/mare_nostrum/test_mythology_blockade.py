"""Mythology: the Greek Blockade (engines/mare_nostrum/blockade.py).  Source:
shared/rules/mare-nostrum-mythology.it.txt (mnm-it), "NUOVA REGOLA: Il Blocco Greco" (the rule,
Combattimento), "1. Movimento navale" ("NON sono richieste battaglie navali ... eccetto nel caso
speciale del 'Blocco Greco'") and the FAQ "Può una trireme controllare uno spazio di mare?"
("Il giocatore presente potrà attaccare soltanto durante il suo proprio turno (un'eccezione in
questo caso è il 'Blocco Greco')"); docs/mythology-rules.md §9 examples 47 and 59, decisions
D40-D47."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum import blockade, military
from engines.mare_nostrum.state import EndTurn, MoveCreature, MoveLegions, NavalAttack, UseGod, UseHero
from engines.text import Msg
from tests.mare_nostrum.builders import DiceEngine, blank, put
from tests.mare_nostrum.myth_builders import GREECE, ROME, myth

LATIUM, ACHAEA = "latium", "achaea"
ADRIATIC, IONIAN = "mare_hadriaticum", "mare_ionium"


def ids(ev: list, to: int | None = None) -> list[str]:
    return [e.text.id for e in ev if isinstance(e.text, Msg) and e.to == to]


def invasion(dice: list[int] | None = None, greek_ionian: int = 2, roman_ionian: int = 1, greek_adriatic: int = 0):
    """Rome (2 legions in Latium, triremes in the Adriatic and Ionian seas: an unbroken chain
    to Achaea, as in the rulebook's example of the chain Athens-Rome) is about to invade Achaea,
    which holds the Greek influence marker and 1 Greek legion; Greek triremes wait at sea."""
    eng, S = myth(dice, step="move", active=ROME)
    put(S, LATIUM, ROME, legions={ROME: 2})
    put(S, ACHAEA, GREECE, legions={GREECE: 1})
    S.seas[ADRIATIC] = {ROME: 1}
    S.seas[IONIAN] = {ROME: roman_ionian}
    if greek_ionian:
        S.seas[IONIAN][GREECE] = greek_ionian
    if greek_adriatic:
        S.seas[ADRIATIC][GREECE] = greek_adriatic
    return eng, S


TRANSPORT = MoveLegions(origin=LATIUM, to=ACHAEA, count=2)


def test_the_transport_is_the_declaration_and_the_greek_is_asked():
    """Example 59, D41: "il giocatore che attacca deve prima dichiarare che sta tentando di rompere
    il blocco Greco, e dichiarare quali unità sta tentando di muovere con le trireme"; then "il
    giocatore Greco può, se lo desidera, utilizzare le proprie trireme per attaccare ... in un
    qualsiasi spazio di mare dove il trasporto ... passa e ... ha almeno una trireme"."""
    eng, S = invasion()
    S, ev = eng.apply(S, ROME, TRANSPORT)
    pr = eng.prompt(S)
    assert pr.kind == "blockade" and pr.seats == (GREECE,)
    assert "mn-ev-blockade-declared" in ids(ev) and "mn-ev-legions" not in ids(ev)
    # the units have not left yet
    assert S.provinces[LATIUM].legions == {ROME: 2} and S.provinces[ACHAEA].legions == {GREECE: 1}
    # only the carrying triremes, only in a sea of the transport holding a Greek trireme
    assert eng.legal_actions(S, GREECE) == [NavalAttack(sea=IONIAN, target=ROME), UseHero(use=False)]
    assert eng.legal_actions(S, ROME) == []


def test_a_successful_blockade_sends_the_units_back_and_they_may_move_again():
    """Example 59: "Se il giocatore Greco ha successo nel distruggere una trireme che trasporta
    unità nemiche, queste unità non sono perse, ma solo la trireme ... vengono riportate nello
    spazio di partenza e possono fare un'altra mossa" (D44)."""
    eng, S = invasion([6, 6, 1])  # Greece 12: 2 losses (Rome has 1 trireme there); Rome 1: none
    S, _ = eng.apply(S, ROME, TRANSPORT)
    S, ev = eng.apply(S, GREECE, NavalAttack(sea=IONIAN, target=ROME))
    assert S.seas[IONIAN] == {GREECE: 2} and S.seas[ADRIATIC] == {ROME: 1}
    assert "mn-ev-blockade-holds" in ids(ev) and any(e.kind == "battle" and e.data["place"] == IONIAN for e in ev)
    assert S.battle is not None and S.battle.blockade and S.battle.defender_losses == 1
    # back to Rome's turn: its 2 legions are still in Latium, not locked, and may move again
    assert eng.prompt(S).kind == "move" and eng.prompt(S).seats == (ROME,)
    assert S.provinces[LATIUM].legions == {ROME: 2} and military.movable(S, ROME, LATIUM) == 2
    assert TRANSPORT not in eng.legal_actions(S, ROME)
    S, _ = eng.apply(S, ROME, MoveLegions(origin=LATIUM, to="etruria", count=2))
    assert S.provinces["etruria"].legions == {ROME: 2}


def test_a_failed_blockade_lets_the_invasion_go_on():
    """Example 59: "Se il giocatore Greco fallisce nel distruggere la trireme ... e il giocatore
    invasore mantiene ancora una catena ininterrotta ... può muovere normalmente le sue unità
    terrestri"."""
    eng, S = invasion([1, 2, 6])  # Greece 3: no loss for Rome; Rome 6: one Greek trireme sunk
    S, _ = eng.apply(S, ROME, TRANSPORT)
    S, ev = eng.apply(S, GREECE, NavalAttack(sea=IONIAN, target=ROME))
    assert S.seas[IONIAN] == {ROME: 1, GREECE: 1}
    assert "mn-ev-blockade-broken" in ids(ev) and "mn-ev-legions" in ids(ev)
    assert S.provinces[ACHAEA].legions == {ROME: 2, GREECE: 1} and S.provinces[LATIUM].legions == {}
    # the invasion is an ordinary move: the battle there is owed
    assert eng.prompt(S).kind == "move" and ACHAEA in military.must_fight(S, ROME)


def test_the_chain_still_holds_after_losing_one_trireme():
    """Example 59 ("mantiene ancora una catena ininterrotta"): Rome has 2 triremes in the Ionian
    Sea and loses one; the other still carries the legions (D43: every trireme of the mover in
    that sea is part of the chain and fights)."""
    eng, S = invasion([3, 3, 1, 1], roman_ionian=2)  # Greece 6: one loss; Rome 2: none
    S, _ = eng.apply(S, ROME, TRANSPORT)
    S, ev = eng.apply(S, GREECE, NavalAttack(sea=IONIAN, target=ROME))
    assert S.seas[IONIAN] == {ROME: 1, GREECE: 2}
    assert S.battle is not None and S.battle.attacker_dice == [3, 3] and S.battle.defender_dice == [1, 1]
    assert S.provinces[ACHAEA].legions == {ROME: 2, GREECE: 1}


def test_one_battle_per_sea_in_any_sea_of_the_route_then_let_pass():
    """D43, D45: the Greek may attack in every sea of the route where he has a trireme, one battle
    each, in the order he likes; letting them pass ends the blockade of this transport."""
    eng, S = invasion([1, 6], greek_ionian=1, greek_adriatic=1)
    S, _ = eng.apply(S, ROME, TRANSPORT)
    assert {a.sea for a in eng.legal_actions(S, GREECE) if isinstance(a, NavalAttack)} == {ADRIATIC, IONIAN}
    S, ev = eng.apply(S, GREECE, NavalAttack(sea=ADRIATIC, target=ROME))  # Greece 1, Rome 6: the Greek trireme sinks
    assert S.seas[ADRIATIC] == {ROME: 1}
    assert eng.prompt(S).kind == "blockade"
    assert eng.legal_actions(S, GREECE) == [NavalAttack(sea=IONIAN, target=ROME), UseHero(use=False)]
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, GREECE, NavalAttack(sea=ADRIATIC, target=ROME))
    assert e.value.code == "no_blockade"
    S, ev = eng.apply(S, GREECE, UseHero(use=False))
    assert "mn-ev-blockade-pass" in ids(ev) and S.provinces[ACHAEA].legions == {ROME: 2, GREECE: 1}
    assert eng.prompt(S).kind == "move"


def test_declining_moves_the_units_and_is_not_asked_again():
    """D45: let them pass -> the transport is carried out at once, no second question for it."""
    eng, S = invasion()
    S, _ = eng.apply(S, ROME, TRANSPORT)
    S, ev = eng.apply(S, GREECE, UseHero(use=False))
    assert ids(ev).count("mn-ev-legions") == 1 and not any(d.kind == "blockade" for d in S.pending)
    assert S.provinces[ACHAEA].legions == {ROME: 2, GREECE: 1} and S.seas[IONIAN] == {ROME: 1, GREECE: 2}
    with pytest.raises(IllegalAction):
        eng.apply(S, GREECE, UseHero(use=True))


def test_the_route_is_recomputed_and_a_new_sea_may_be_attacked():
    """D42: the transport passes along the shortest chain (fewest seas, the map's order); when a
    battle breaks it there but another chain joins the provinces, the invasion still holds a
    chain ("una catena ininterrotta") and the Greek may attack on the new route."""
    eng, S = myth([6, 6, 1], step="move", active=ROME)
    put(S, LATIUM, ROME, legions={ROME: 1})
    put(S, "creta", GREECE)
    S.seas["mare_tyrrhenum"] = {ROME: 1}
    S.seas[IONIAN] = {ROME: 1}
    S.seas["mare_aegaeum"] = {ROME: 1, GREECE: 2}
    S.seas["mare_libycum"] = {ROME: 1, GREECE: 1}
    assert blockade.route(eng.R, S, ROME, LATIUM, "creta") == ["mare_tyrrhenum", IONIAN, "mare_aegaeum"]
    S, _ = eng.apply(S, ROME, MoveLegions(origin=LATIUM, to="creta", count=1))
    assert eng.legal_actions(S, GREECE) == [NavalAttack(sea="mare_aegaeum", target=ROME), UseHero(use=False)]
    S, _ = eng.apply(S, GREECE, NavalAttack(sea="mare_aegaeum", target=ROME))
    assert blockade.route(eng.R, S, ROME, LATIUM, "creta") == ["mare_tyrrhenum", IONIAN, "mare_libycum"]
    assert eng.prompt(S).kind == "blockade" and S.provinces[LATIUM].legions == {ROME: 1}
    assert eng.legal_actions(S, GREECE) == [NavalAttack(sea="mare_libycum", target=ROME), UseHero(use=False)]


def test_mars_in_a_blockade_battle_then_the_transport_settles():
    """D43: the blockade battle is a naval round; Mars' holder (here the Greek) may add +6 after
    the roll (D7), and the transport is settled after his answer.  Rome's military bookkeeping
    (moved triremes) is untouched by the Greek's battle."""
    eng, S = invasion([2, 1, 1])  # Greece 3 (+6 with Mars = 9: one loss); Rome 1
    S.gods = {"mars": GREECE}
    S.locked = {IONIAN: 1}
    S, _ = eng.apply(S, ROME, TRANSPORT)
    S, _ = eng.apply(S, GREECE, NavalAttack(sea=IONIAN, target=ROME))
    assert eng.prompt(S).kind == "god" and eng.prompt(S).seats == (GREECE,)
    assert S.pending[0].kind == "blockade"
    S, ev = eng.apply(S, GREECE, UseGod(god="mars"))
    assert S.seas[IONIAN] == {GREECE: 2} and "mn-ev-blockade-holds" in ids(ev)
    assert S.locked == {IONIAN: 1} and S.fought == {}
    assert eng.prompt(S).kind == "move" and S.provinces[LATIUM].legions == {ROME: 2}


def test_not_offered_without_a_greek_trireme_on_the_route():
    """Example 59: only "dove ... il giocatore Greco ha almeno una trireme"."""
    eng, S = invasion(greek_ionian=0)
    S.seas["mare_aegaeum"] = {GREECE: 3}  # off the route
    S, ev = eng.apply(S, ROME, TRANSPORT)
    assert eng.prompt(S).kind == "move" and "mn-ev-blockade-declared" not in ids(ev)
    assert S.provinces[ACHAEA].legions == {ROME: 2, GREECE: 1}


def test_not_offered_against_a_province_without_greek_influence():
    """Example 59: only "una provincia sotto il controllo Greco (vi è un marcatore di influenza)";
    FAQ 47: otherwise naval combat happens only in one's own turn."""
    eng, S = invasion()
    S.provinces[ACHAEA].owner = 2  # Babylon's marker, Greek legions or not
    S, _ = eng.apply(S, ROME, TRANSPORT)
    assert eng.prompt(S).kind == "move" and S.provinces[ACHAEA].legions == {ROME: 2, GREECE: 1}


def test_not_offered_for_a_move_by_land():
    """D41: a move over a land border carries no trireme."""
    eng, S = myth(step="move", active=ROME)
    put(S, "thracia", ROME, legions={ROME: 1})
    put(S, "macedonia", GREECE)
    S.seas["mare_aegaeum"] = {ROME: 1, GREECE: 3}
    S, _ = eng.apply(S, ROME, MoveLegions(origin="thracia", to="macedonia", count=1))
    assert eng.prompt(S).kind != "blockade" and S.provinces["macedonia"].legions == {ROME: 1}


def test_only_the_greek_player_blockades():
    """Example 59: "questa speciale regola viene applicata solo dal giocatore Greco, e le altre
    civiltà non hanno questa speciale abilità difensiva": Babylon's province and triremes, no
    question; the Greek's own transports are never blockaded."""
    eng, S = invasion()
    S.provinces[ACHAEA].owner = 2
    S.seas[IONIAN] = {ROME: 1, 2: 3}
    S, _ = eng.apply(S, ROME, TRANSPORT)
    assert eng.prompt(S).kind == "move"
    eng, S = myth(step="move", active=GREECE)
    put(S, LATIUM, GREECE, legions={GREECE: 1})
    put(S, ACHAEA, GREECE)
    S.seas[ADRIATIC] = {GREECE: 1}
    S.seas[IONIAN] = {GREECE: 1}
    S, _ = eng.apply(S, GREECE, MoveLegions(origin=LATIUM, to=ACHAEA, count=1))
    assert eng.prompt(S).kind == "move" and S.provinces[ACHAEA].legions == {GREECE: 1}


def test_a_neutral_greece_does_not_blockade():
    """D40: with fewer players Greece may be neutral: it never acts, so no blockade."""
    eng = DiceEngine()
    eng.R = myth()[0].R
    S = blank(eng, ["rome", "babylon", "egypt"], step="move", active=0, options={"expansion": "mythology"})
    greece = 11  # the neutral side of Greece (NEUTRAL_BASE + its index)
    put(S, LATIUM, 0, legions={0: 2})
    put(S, ACHAEA, greece, legions={greece: 1})
    S.seas[ADRIATIC] = {0: 1}
    S.seas[IONIAN] = {0: 1, greece: 2}
    assert blockade.greek_seat(eng.R, S) is None
    S, _ = eng.apply(S, 0, TRANSPORT)
    assert eng.prompt(S).kind != "blockade" and S.provinces[ACHAEA].legions.get(0) == 2


def test_the_base_game_has_no_blockade():
    """D40: the rule is a "NUOVA REGOLA" of the Mythology rulebook; the base rulebook has none."""
    eng = DiceEngine()
    S = blank(eng, ["rome", "greece", "egypt"], step="move", active=0)
    put(S, LATIUM, 0, legions={0: 2})
    put(S, ACHAEA, 1, legions={1: 1})
    S.seas[ADRIATIC] = {0: 1}
    S.seas[IONIAN] = {0: 1, 1: 2}
    S, _ = eng.apply(S, 0, TRANSPORT)
    assert eng.prompt(S).kind == "move" and S.provinces[ACHAEA].legions == {0: 2, 1: 1}


def test_moses_and_aeneas_carry_no_trireme():
    """D41 with D30 / D16: Moses across a strait and Aeneas over his sea bridge move without
    triremes, so there is no trireme to attack."""
    eng, S = myth(step="move", active=ROME)
    S.players[ROME].cards = ["moses"]
    put(S, "sicilia", ROME, legions={ROME: 1})
    put(S, "magna_graecia", GREECE)
    S.seas[IONIAN] = {ROME: 1, GREECE: 3}
    S, _ = eng.apply(S, ROME, MoveLegions(origin="sicilia", to="magna_graecia", count=1))
    assert eng.prompt(S).kind != "blockade" and S.provinces["magna_graecia"].legions == {ROME: 1}
    eng, S = myth(step="move", active=ROME)
    S.players[ROME].cards = ["aeneas"]
    put(S, "magna_graecia", ROME, legions={ROME: 1})
    put(S, ACHAEA, GREECE)
    S.seas[IONIAN] = {ROME: 1, GREECE: 3}
    S, _ = eng.apply(S, ROME, MoveLegions(origin="magna_graecia", to=ACHAEA, count=1))
    assert eng.prompt(S).kind != "blockade" and S.provinces[ACHAEA].legions == {ROME: 1}


def test_a_carried_creature_is_blockaded_too():
    """D41: a creature carried by triremes (the Titan, "carried_by_trireme") is a land unit of the
    invasion; sent back, it may move again."""
    eng, S = invasion([6, 6, 1])
    put(S, LATIUM, creatures={ROME: 1})
    S, _ = eng.apply(S, ROME, MoveCreature(origin=LATIUM, to=ACHAEA))
    assert eng.prompt(S).kind == "blockade" and S.provinces[LATIUM].creatures == {ROME: 1}
    S, ev = eng.apply(S, GREECE, NavalAttack(sea=IONIAN, target=ROME))
    assert "mn-ev-blockade-holds" in ids(ev)
    assert S.provinces[LATIUM].creatures == {ROME: 1} and S.creatures_locked.get(LATIUM, 0) == 0
    assert MoveCreature(origin=LATIUM, to="etruria") in eng.legal_actions(S, ROME)


def test_krakens_take_no_part():
    """D43: the Greek's triremes attack the carrying triremes only; a Kraken never carries."""
    eng, S = invasion([6, 6, 1])
    S.sea_creatures[IONIAN] = {ROME: 1}
    S, _ = eng.apply(S, ROME, TRANSPORT)
    S, _ = eng.apply(S, GREECE, NavalAttack(sea=IONIAN, target=ROME))
    assert S.sea_creatures[IONIAN] == {ROME: 1} and S.seas[IONIAN] == {GREECE: 2}
    assert S.battle is not None and S.battle.defender_total == 1


def test_pericles_adds_to_the_greek_dice():
    """The ordinary naval rules: Pericles' +1 per trireme die (base rules, "die_bonus")."""
    eng, S = invasion([2, 1, 1])
    S.players[GREECE].cards = ["pericles"]
    S, _ = eng.apply(S, ROME, TRANSPORT)
    S, _ = eng.apply(S, GREECE, NavalAttack(sea=IONIAN, target=ROME))
    assert S.battle is not None and S.battle.attacker_total == 5 and IONIAN in S.seas and ROME not in S.seas[IONIAN]


def test_undo_the_declaration_but_not_the_greek_answer():
    """D46: the move raising the question is open and certain (it may be taken back until the Greek
    answers, like Helen's question); the Greek's battle rolled dice: final."""
    eng, S = invasion([6, 6, 1])
    S1, ev = eng.apply(S, ROME, TRANSPORT)
    assert eng.undoable(S, S1, ROME, TRANSPORT, ev)
    attack = NavalAttack(sea=IONIAN, target=ROME)
    S2, ev = eng.apply(S1, GREECE, attack)
    assert not eng.undoable(S1, S2, GREECE, attack, ev)
    S3, ev = eng.apply(S1, GREECE, UseHero(use=False))
    assert not eng.undoable(S1, S3, GREECE, UseHero(use=False), ev)


def test_automatic_greek_attacks_when_it_outnumbers_the_carriers():
    """D47: attack where its triremes outnumber the carrying ones, else let them pass."""
    eng, S = invasion()
    S, _ = eng.apply(S, ROME, TRANSPORT)
    assert eng.timeout_action(S, GREECE) == NavalAttack(sea=IONIAN, target=ROME)
    eng, S = invasion(greek_ionian=1)
    S, _ = eng.apply(S, ROME, TRANSPORT)
    assert eng.timeout_action(S, GREECE) == UseHero(use=False)


def test_panel_and_texts():
    """The Greek's panel: one option per sea and "let them pass", the transport explained; the
    texts exist in both languages (rulebook term "Blocco Greco")."""
    import i18n

    eng, S = invasion()
    S, _ = eng.apply(S, ROME, TRANSPORT)
    p = eng.panel(S, GREECE)
    labels = [i18n.render(o.label, "en", strict=True) for o in p.options]
    assert labels == ["Attack Rome's carrying triremes in the Ionian Sea", "Let them pass"]
    text = i18n.render(p.text, "it", strict=True)
    assert "Blocco Greco" in text and "Mare Ionio" in text
    assert p.options[0].description is not None
    assert i18n.render(eng.prompt(S).text, "it", strict=True).startswith("Blocco Greco")
    # the mover waits; its panel offers nothing
    assert eng.legal_actions(S, ROME) == [] and not eng.panel(S, ROME).options
    assert EndTurn() not in eng.legal_actions(S, GREECE)


def test_playouts_meet_the_blockade_and_still_end_in_a_rule_victory():
    """Whole 6-player Mythology games (the playout policy: half automatic, half random legal
    actions): a blockade is declared and answered in one of the first seeds (about 0.3 s a game;
    the search goes on to 60 seeds so that an unrelated change of the playouts' course does not
    hide it: seed 18 at the merge with the hero choices and Hercules), and every game ends with a
    rule victory."""
    import random

    from engines.mare_nostrum.engine import MareNostrum

    e = MareNostrum()
    for seed in range(1, 61):
        rng = random.Random(seed)
        S = e.setup(6, {"expansion": "mythology"}, seed)
        eng = e._for(S)
        seen: list[str] = []
        for _ in range(20000):
            pr = e.prompt(S)
            if not pr.seats:
                break
            seat = pr.seats[0]
            ev = eng._apply_in_place(S, seat, eng.playout_policy(S, seat, rng), pr.kind)
            seen += [i for i in ids(ev) if i.startswith("mn-ev-blockade")]
        assert S.winners and S.reason in ("four_heroes_wonders", "pyramids")
        if "mn-ev-blockade-declared" in seen:
            assert {"mn-ev-blockade-pass", "mn-ev-blockade-attack"} & set(seen)
            return
    raise AssertionError("no Greek Blockade in 60 playouts")
