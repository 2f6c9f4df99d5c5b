"""Mythology: what the public view says of the last battle (``BattleView``), for the board picture.

- A Greek Blockade's battle (docs/mythology-rules.md D40-D47, mnm-it "NUOVA REGOLA: Il Blocco
  Greco") is marked ``blockade``: the Greek attacks out of the mover's turn.
- Hamilcar's automatic dice (D33, mnm-it "Amilcare ... per alcuni o tutti i dadi da tirare") are
  counted apart (``attacker_fixed`` / ``defender_fixed``, first in the side's dice): they are no
  roll, and Ajax may not reroll them (D37); the dice shown are the final ones, after the rerolls.
- Base-game views dump exactly as before (the new fields are left out while unused)."""

from __future__ import annotations

from engines.mare_nostrum.state import Attack, AutomaticDice, MoveLegions, NavalAttack, UseGod
from tests.mare_nostrum.builders import put
from tests.mare_nostrum.myth_builders import CARTHAGE, GREECE, ROME, myth


def test_a_blockade_battle_is_marked_in_the_view_mars_included():
    """D43: the Greek (attacker) against the mover's carrying trireme, also when Mars pauses it."""
    for dice, mars in (([6, 6, 1], False), ([2, 1, 1], True)):
        e, S = myth(dice, step="move", active=ROME)
        put(S, "latium", ROME, legions={ROME: 2})
        put(S, "achaea", GREECE, legions={GREECE: 1})
        S.seas["mare_hadriaticum"] = {ROME: 1}
        S.seas["mare_ionium"] = {ROME: 1, GREECE: 2}
        if mars:
            S.gods = {"mars": GREECE}
        S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="achaea", count=2))
        S, _ = e.apply(S, GREECE, NavalAttack(sea="mare_ionium", target=ROME))
        if mars:
            assert e.player_view(S, None).battle.blockade  # paused: the roll is shown already
            S, _ = e.apply(S, GREECE, UseGod(god="mars"))
        b = e.player_view(S, None).battle
        assert b.blockade and b.naval and b.place == "mare_ionium" and (b.attacker, b.defender) == (GREECE, ROME)
        assert b.defender_losses == 1 and e.player_view(S, None).active_seat == ROME
        assert b.model_dump()["blockade"] is True


def test_an_ordinary_battle_is_no_blockade_and_has_no_automatic_dice():
    e, S = myth([6, 6, 1, 1], step="move", active=ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 2})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    b = e.player_view(S, None).battle
    assert not b.blockade and b.attacker_fixed == 0 and b.defender_fixed == 0
    assert not {"blockade", "attacker_fixed", "defender_fixed"} & set(b.model_dump())


def test_hamilcars_automatic_dice_are_counted_on_both_sides():
    """D33 with Castor & Pollux copying Hamilcar (D19): Rome 2 automatic 4s, Carthage rolls."""
    e, S = myth([6, 6], active=ROME)
    S.players[CARTHAGE].cards = ["hamilcar"]
    S.players[ROME].cards = ["castor_and_pollux"]
    S.players[ROME].copies = "hamilcar"
    put(S, "numidia", ROME, legions={ROME: 2})
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 2})
    S, _ = e.apply(S, ROME, MoveLegions(origin="numidia", to="africa", count=2))
    S, _ = e.apply(S, ROME, Attack(province="africa", target=CARTHAGE))
    S, _ = e.apply(S, ROME, AutomaticDice(count=2))
    S, _ = e.apply(S, CARTHAGE, AutomaticDice(count=1))
    b = e.player_view(S, None).battle
    assert (b.attacker_dice, b.attacker_fixed) == ([4, 4], 2)
    assert (b.defender_dice, b.defender_fixed) == ([4, 6], 1)


def test_hamilcars_count_survives_mars_pause():
    """D27 step 5: Mars stops the battle after the roll; the battle shown meanwhile and after
    Mars' answer still names the automatic dice."""
    e, S = myth([1, 1, 1, 1, 1], active=CARTHAGE)
    S.players[CARTHAGE].cards = ["hamilcar"]
    S.gods["mars"] = CARTHAGE
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 3})
    put(S, "numidia", ROME, legions={ROME: 3})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="africa", to="numidia", count=3))
    S, _ = e.apply(S, CARTHAGE, Attack(province="numidia", target=ROME))
    S, _ = e.apply(S, CARTHAGE, AutomaticDice(count=1))
    assert e.prompt(S).kind == "god"
    b = e.player_view(S, None).battle
    assert (b.attacker_dice, b.attacker_fixed, b.attacker_total) == ([4, 1, 1], 1, 6)
    S, _ = e.apply(S, CARTHAGE, UseGod(god="mars"))
    b = e.player_view(S, None).battle
    assert (b.attacker_fixed, b.attacker_total, b.defender_losses) == (1, 12, 2)


def test_a_battle_waiting_for_mars_shows_no_losses_yet():
    """mnm-it Marte ("+6 al tiro di dado ... dopo aver visto il risultato"; D27 step 5): while the
    holder has not answered, the roll is public but the losses are not known.  The view names the
    seat asked (``mars``) and the picture's battle line shows "?" and who may still add 6, instead
    of the losses 0 / 0 it showed before (found in the render review of the Blockade)."""
    from render.mare_nostrum import _battle_line

    e, S = myth([1, 1, 1, 1, 1, 1], active=CARTHAGE)
    S.gods["mars"] = ROME
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 3})
    put(S, "numidia", ROME, legions={ROME: 3})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="africa", to="numidia", count=3))
    S, _ = e.apply(S, CARTHAGE, Attack(province="numidia", target=ROME))
    assert e.prompt(S).kind == "god" and e.prompt(S).seats == (ROME,)
    v = e.player_view(S, None)
    assert v.battle.mars == ROME
    line = _battle_line(v, "en")
    assert "?" in line and "may still add 6 with Mars" in line and " 0," not in line
    assert "con Marte" in _battle_line(v, "it")
    S, _ = e.apply(S, ROME, UseGod(god="mars"))
    v = e.player_view(S, None)
    assert v.battle.mars is None and "mars" not in v.battle.model_dump()
    line = _battle_line(v, "en")
    # rules 3 (issue 26): the +6 is named among Rome's terms, as the log adds it
    assert "?" not in line and "may still add" not in line and "[1 1 1] + 6 Mars = 9" in line
    assert "[1 1 1] + 6 Marte = 9" in _battle_line(v, "it")
