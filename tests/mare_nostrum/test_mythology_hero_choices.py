"""Mythology: the heroes' optional powers are their holder's choice (issue 8: each power "as the card
says").  Hamilcar (mnm-it "Amilcare: ... puoi decidere di sfruttare questo potere per alcuni o tutti
i dadi da tirare", FAQ E85 with Hannibal an automatic 5; D33), Ajax (mnm-it "Aiace: ... può
ritirare una volta qualsiasi dado che egli desidera", FAQ E81 "il risultato dei ritiri va
accettato"; D37) and revised Nebuchadnezzar ("1 qualsiasi risorsa prodotta in questa provincia
per la distruzione di un tempio o mercato"; D25, D35).  Order of the modifiers: D27.

Each choice is asked when it can matter and not otherwise; each option's effect on the battle;
the automatic player's (and the timeout's) answer is the rule applied before the question; bad
answers are refused with a clear message."""

from __future__ import annotations

import pytest

import i18n
from engines.base import IllegalAction
from engines.mare_nostrum.state import (
    Attack,
    AutomaticDice,
    ChooseCard,
    MoveLegions,
    PickDie,
    Pillage,
    Reroll,
    UseGod,
    UseHero,
)
from tests.mare_nostrum.builders import put
from tests.mare_nostrum.myth_builders import CARTHAGE, GREECE, ROME, myth


def texts(ev, lang="en"):
    return " ".join(i18n.render(x.text, lang, strict=True) for x in ev)


def refused(e, S, seat, action, lang="en"):
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, seat, action)
    return i18n.render(ex.value.message, lang, strict=True)


def option_labels(e, S, seat, lang="en"):
    out = []

    def walk(opts):
        for o in opts:
            out.append(i18n.render(o.label, lang, strict=True))
            walk(o.children)

    walk(e.panel(S, seat).options)
    return out


# ---------------------------------------------------------------- Hamilcar (D33)


def _hamilcar_attack(dice, cards=("hamilcar",), legions=3, defenders=3):
    """Carthage (``cards``) attacks Rome's ``defenders`` legions in Numidia with ``legions``."""
    e, S = myth(dice, active=CARTHAGE)
    S.players[CARTHAGE].cards = list(cards)
    put(S, "africa", CARTHAGE, legions={CARTHAGE: legions})
    put(S, "numidia", ROME, legions={ROME: defenders})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="africa", to="numidia", count=legions))
    S, _ = e.apply(S, CARTHAGE, Attack(province="numidia", target=ROME))
    return e, S


def test_hamilcar_is_asked_before_the_dice_how_many_are_automatic():
    """D33 / D27 step 3: before any die is rolled his holder chooses 0..all of his dice."""
    e, S = _hamilcar_attack([1, 1, 1, 2, 2, 2])
    pr = e.prompt(S)
    assert pr.kind == "hamilcar" and pr.seats == (CARTHAGE,)
    assert e.legal_actions(S, CARTHAGE) == [AutomaticDice(count=n) for n in (3, 2, 1, 0)]
    assert len(e.dice) == 6 and S.land_round is not None and S.land_round.dice == []  # nothing rolled yet
    assert option_labels(e, S, CARTHAGE) == ["Every die an automatic 4 (3)", "2 × automatic 4, roll 1", "1 × automatic 4, roll 2",
                                              "Roll every die (3)"]
    assert "Tira tutti i dadi (3)" in option_labels(e, S, CARTHAGE, "it")
    panel = i18n.render(e.panel(S, CARTHAGE).text, "en", strict=True)
    assert "3 dice to roll" in panel


def test_hamilcar_partial_choice_rolls_the_other_dice():
    """"per alcuni o tutti i dadi": 1 automatic 4 and 2 dice rolled (only 2 dice are drawn)."""
    e, S = _hamilcar_attack([6, 5, 1, 1, 1])
    S, ev = e.apply(S, CARTHAGE, AutomaticDice(count=1))
    assert S.battle.attacker_dice == [4, 6, 5] and S.battle.attacker_total == 15
    assert S.battle.defender_dice == [1, 1, 1] and S.battle.defender_losses == 3
    assert "{p4} uses Hamilcar in Numidia: 1 × automatic 4, 2 rolled." in texts(ev)
    assert "1 × 4 automatico, 2 dadi tirati" in texts(ev, "it")
    assert e.dice == []


def test_hamilcar_each_option_changes_the_result():
    """All automatic 4s: 12, 2 losses; rolling every die with the same loaded dice [1, 1, 1]: 3, none."""
    e, S = _hamilcar_attack([1, 1, 1, 1, 1, 1])
    after, ev = e.apply(S, CARTHAGE, AutomaticDice(count=3))
    assert after.battle.attacker_dice == [4, 4, 4] and after.battle.defender_losses == 2
    assert "uses Hamilcar in Numidia: every die is an automatic 4." in texts(ev)
    e, S = _hamilcar_attack([1, 1, 1, 1, 1, 1])
    after, ev = e.apply(S, CARTHAGE, AutomaticDice(count=0))
    assert after.battle.attacker_dice == [1, 1, 1] and after.battle.defender_losses == 0
    assert "rolls every die in Numidia (Hamilcar not used)" in texts(ev)


def test_hamilcar_with_hannibal_is_an_automatic_five_faq_e85():
    """FAQ E85 "Può il tiro automatico di 4 di Amilcare essere combinato con il bonus di Annibale
    consentendo un tiro automatico di 5? Si": 1 automatic 4 + 1 rolled 3, +1 per legion = 9."""
    e, S = _hamilcar_attack([3, 1, 1], cards=("hamilcar", "hannibal"), legions=2, defenders=1)
    assert "your +1 per legion die still adds" in i18n.render(e.panel(S, CARTHAGE).text, "en", strict=True)
    S, _ = e.apply(S, CARTHAGE, AutomaticDice(count=1))
    assert S.battle.attacker_dice == [4, 3] and S.battle.attacker_total == 4 + 1 + 3 + 1
    e, S = _hamilcar_attack([1], cards=("hamilcar", "hannibal"), legions=2, defenders=1)
    S, _ = e.apply(S, CARTHAGE, AutomaticDice(count=2))
    assert S.battle.attacker_total == 10 and S.battle.defender_losses == 1  # two automatic 5s


def test_hamilcar_not_asked_without_dice_to_roll():
    """D33: asked only when he rolls dice: a defender with only a fortress (an automatic 6) rolls none."""
    e, S = myth([5], active=ROME)
    S.players[CARTHAGE].cards = ["hamilcar"]
    put(S, "numidia", ROME, legions={ROME: 1})
    put(S, "africa", CARTHAGE, fortresses={CARTHAGE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="numidia", to="africa", count=1))
    S, _ = e.apply(S, ROME, Attack(province="africa", target=CARTHAGE))
    assert e.prompt(S).kind != "hamilcar" and S.land_round is None
    assert S.battle.attacker_dice == [5] and S.battle.defender_total == 6


def test_hamilcar_counts_the_dice_a_behemoth_makes_him_roll():
    """D33 "ogni tiro di dado in un combattimento terrestre": against a Behemoth his fortress rolls
    a die (§7.4), which he may also take as an automatic 4."""
    e, S = myth([2, 2], active=CARTHAGE)
    S.players[ROME].cards = ["hamilcar"]
    put(S, "numidia", ROME, legions={ROME: 1}, fortresses={ROME: 1})
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 1})
    S.provinces["numidia"].creatures = {CARTHAGE: 1}  # a Behemoth, already there
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="africa", to="numidia", count=1))
    S, _ = e.apply(S, CARTHAGE, Attack(province="numidia", target=ROME))
    assert e.prompt(S).kind == "hamilcar" and S.pending[-1].count == 2
    S, _ = e.apply(S, ROME, AutomaticDice(count=2))
    assert S.battle.defender_dice == [4, 4] and S.battle.defender_total == 8


def test_hamilcar_on_both_sides_attacker_first():
    """D33: Castor & Pollux copying Hamilcar (D19) -- both sides are asked before any die,
    attacker first, then the defender; then the dice, attacker first."""
    e, S = myth([6, 6], active=ROME)
    S.players[CARTHAGE].cards = ["hamilcar"]
    S.players[ROME].cards = ["castor_and_pollux"]
    S.players[ROME].copies = "hamilcar"
    put(S, "numidia", ROME, legions={ROME: 2})
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 2})
    S, _ = e.apply(S, ROME, MoveLegions(origin="numidia", to="africa", count=2))
    S, _ = e.apply(S, ROME, Attack(province="africa", target=CARTHAGE))
    assert e.prompt(S).kind == "hamilcar" and e.prompt(S).seats == (ROME,)
    S, _ = e.apply(S, ROME, AutomaticDice(count=2))
    assert e.prompt(S).kind == "hamilcar" and e.prompt(S).seats == (CARTHAGE,)
    S, _ = e.apply(S, CARTHAGE, AutomaticDice(count=0))
    assert S.battle.attacker_dice == [4, 4] and S.battle.defender_dice == [6, 6]


def test_hamilcar_bad_count_is_refused():
    e, S = _hamilcar_attack([1] * 6)
    assert refused(e, S, CARTHAGE, AutomaticDice(count=4)) == "Choose from 0 to 3 automatic dice."
    assert refused(e, S, CARTHAGE, AutomaticDice(count=-1)) == "Choose from 0 to 3 automatic dice."
    assert "Scegli da 0 a 3" in refused(e, S, CARTHAGE, AutomaticDice(count=9), "it")
    assert refused(e, S, ROME, AutomaticDice(count=1))  # not his decision


def test_hamilcar_automatic_and_timeout_choice_is_every_die():
    """The automatic player and the timeout take every die as a 4 (D33's former rule)."""
    e, S = _hamilcar_attack([2, 2, 2])
    assert e.timeout_action(S, CARTHAGE) == e.auto_action(S, CARTHAGE) == AutomaticDice(count=3)
    S, _ = e.apply(S, CARTHAGE, e.timeout_action(S, CARTHAGE))
    assert S.battle.attacker_dice == [4, 4, 4]


# ---------------------------------------------------------------- Ajax (D37)


def _ajax_attack(dice, legions=2, defenders=2, cards=("ajax",)):
    """Rome (``cards``) attacks Greece's ``defenders`` legions in Etruria with ``legions``."""
    e, S = myth(dice, active=ROME)
    S.players[ROME].cards = list(cards)
    put(S, "latium", ROME, legions={ROME: legions})
    put(S, "etruria", GREECE, legions={GREECE: defenders})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=legions))
    S, ev = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    return e, S, ev


def test_ajax_is_asked_after_the_roll_when_a_reroll_could_raise_his_hits():
    """D37 / D27 step 4: Rome [5, 4, 1] = 10 (2 losses); rerolls could reach 3: asked, with the
    first roll public."""
    e, S, ev = _ajax_attack([5, 4, 1, 1, 1, 1], legions=3, defenders=3)
    pr = e.prompt(S)
    assert pr.kind == "ajax" and pr.seats == (ROME,)
    assert "First roll in Etruria, before the rerolls:\n{p0} [5, 4, 1] = 10\n{p1} [1, 1, 1] = 3" in texts(ev)
    assert e.legal_actions(S, ROME) == [Reroll(dice=[1]), Reroll(), PickDie(value=1), PickDie(value=4), PickDie(value=5)]
    labels = option_labels(e, S, ROME)
    assert labels == ["Reroll the 1s, 2s and 3s: [1]", "Keep the roll (reroll nothing)", "Pick a 1 to reroll", "Pick a 4 to reroll",
                      "Pick a 5 to reroll"]
    panel = i18n.render(e.panel(S, ROME).text, "en", strict=True)
    assert "your dice [5, 4, 1], total 10, so Greece loses 2; Greece has 3 (dice [1, 1, 1])" in panel


def test_ajax_not_asked_when_no_reroll_can_raise_his_hits():
    """D37: [5, 5] = 10 against 3 legions: even two 6s make 12, still 2 losses -- not asked; the
    old rule would have rerolled nothing here too."""
    e, S, ev = _ajax_attack([5, 5, 1, 1, 1], defenders=3)
    assert e.prompt(S).kind != "ajax" and S.battle.attacker_dice == [5, 5] and S.battle.defender_losses == 2
    assert "First roll" not in texts(ev) and e.dice == []


def test_ajax_not_asked_when_his_hits_are_capped():
    """D37: his 2 + 1 could become 12, but the defender has 1 legion, lost already at 5: not asked,
    no reroll (the old rule rerolled the 1-3s even then)."""
    e, S, _ = _ajax_attack([3, 2, 1], defenders=1)
    assert e.prompt(S).kind != "ajax" and S.battle.attacker_dice == [3, 2] and S.battle.defender_losses == 1


def test_ajax_asked_because_of_his_own_mars():
    """D37 with Mars (D27 step 5 follows): [6, 6, 6, 5] = 23 makes 4 losses and 24 too, but with
    Mars' +6 a reroll of the 5 could reach 30 (6 losses instead of 5): asked only when he holds
    Mars face up."""
    dice = [6, 6, 6, 5] + [1] * 7
    e, S, _ = _ajax_attack(list(dice), legions=4, defenders=7)
    assert e.prompt(S).kind != "ajax"
    e, S = myth(list(dice), active=ROME)
    S.players[ROME].cards = ["ajax"]
    S.gods["mars"] = ROME
    put(S, "latium", ROME, legions={ROME: 4})
    put(S, "etruria", GREECE, legions={GREECE: 7})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=4))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert e.prompt(S).kind == "ajax"
    e.dice = [6]
    S, _ = e.apply(S, ROME, PickDie(value=5))
    S, _ = e.apply(S, ROME, Reroll())
    assert e.prompt(S).kind == "god" and S.battle.attacker_total == 24  # then Mars (D27 step 5)
    S, _ = e.apply(S, ROME, UseGod(god="mars"))
    assert S.battle.attacker_total == 30 and S.battle.defender_losses == 6


def test_ajax_reroll_that_lowers_his_hits_must_be_accepted_faq_e81():
    """FAQ E81 "il risultato dei ritiri va accettato": Rome picks his 5 ([5, 4, 1] = 10, 2 losses),
    rerolls a 2 (7: 1 loss) and keeps it; no second reroll."""
    e, S, _ = _ajax_attack([5, 4, 1, 1, 1, 1, 2], legions=3, defenders=3)
    S, ev = e.apply(S, ROME, PickDie(value=5))
    assert e.prompt(S).kind == "ajax" and e.legal_actions(S, ROME) == [Reroll(), PickDie(value=1), PickDie(value=4)]
    assert option_labels(e, S, ROME)[0] == "Reroll [5]"
    S, ev = e.apply(S, ROME, Reroll())
    assert S.battle.attacker_dice == [2, 4, 1] and S.battle.attacker_total == 7 and S.battle.defender_losses == 1
    assert "uses Ajax in Etruria: rerolls [5] and gets [2]" in texts(ev)
    assert e.prompt(S).kind != "ajax" and e.dice == []


def test_ajax_partial_pick_rerolls_only_the_picked_dice_together():
    """Pick the 1 and the 4 of [5, 4, 1]: both are rerolled in one throw (6, 6), the 5 stays."""
    e, S, _ = _ajax_attack([5, 4, 1, 1, 1, 1, 6, 6], legions=3, defenders=3)
    S, _ = e.apply(S, ROME, PickDie(value=1))
    S, _ = e.apply(S, ROME, PickDie(value=4))
    assert "Picked to reroll: [1, 4]" in i18n.render(e.panel(S, ROME).text, "en", strict=True)
    S, ev = e.apply(S, ROME, Reroll())
    assert S.battle.attacker_dice == [5, 6, 6] and S.battle.defender_losses == 3
    assert "rerolls [4, 1] and gets [6, 6]" in texts(ev)


def test_ajax_keeping_the_roll():
    e, S, _ = _ajax_attack([5, 4, 1, 1, 1, 1], legions=3, defenders=3)
    S, ev = e.apply(S, ROME, Reroll())
    assert S.battle.attacker_dice == [5, 4, 1] and S.battle.defender_losses == 2
    assert "{p0} keeps the roll in Etruria (Ajax not used)" in texts(ev)
    assert "tiene il tiro" in texts(ev, "it")


def test_ajax_bad_dice_are_refused():
    """A value he has not rolled (7, a 6), a die picked twice, a one-step reroll other than the
    suggestion: refused, nothing changes."""
    e, S, _ = _ajax_attack([5, 4, 1, 1, 1, 1], legions=3, defenders=3)
    assert refused(e, S, ROME, PickDie(value=7)) == "You have no die showing 7 left to pick (dice still free: [1, 4, 5])."
    assert "showing 6" in refused(e, S, ROME, PickDie(value=6))
    S, _ = e.apply(S, ROME, PickDie(value=1))
    assert refused(e, S, ROME, PickDie(value=1)) == "You have no die showing 1 left to pick (dice still free: [4, 5])."
    assert "suggested [1]" in refused(e, S, ROME, Reroll(dice=[1]))  # already picking
    e, S, _ = _ajax_attack([5, 4, 1, 1, 1, 1], legions=3, defenders=3)
    assert "suggested [1]" in refused(e, S, ROME, Reroll(dice=[5]))
    assert "Non hai più un dado con 7" in refused(e, S, ROME, PickDie(value=7), "it")
    assert S.land_round.picked == [] and S.land_round.dice[0] == [5, 4, 1]


def test_ajax_cannot_reroll_hamilcars_automatic_dice():
    """D37: only the dice rolled ("dei molti dadi tirati") -- Hamilcar's automatic 4 is no roll.
    Rome holds Hamilcar and copies Ajax (Castor & Pollux): 1 automatic 4 + a rolled 1."""
    e, S = myth([1, 1, 1, 1, 5], active=ROME)
    S.players[ROME].cards = ["hamilcar", "castor_and_pollux"]
    S.players[ROME].copies = "ajax"
    S.players[CARTHAGE].cards = ["ajax"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 3})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    S, _ = e.apply(S, ROME, AutomaticDice(count=1))
    assert e.prompt(S).kind == "ajax" and S.land_round.dice[0] == [4, 1]
    assert "showing 4" in refused(e, S, ROME, PickDie(value=4))
    assert e.legal_actions(S, ROME) == [Reroll(dice=[1]), Reroll(), PickDie(value=1)]
    S, _ = e.apply(S, ROME, Reroll(dice=[1]))
    assert S.battle.attacker_dice == [4, 5] and S.battle.defender_losses == 1


def test_ajax_on_both_sides_attacker_first():
    """D37: both sides with Ajax (Castor & Pollux copying him): the attacker answers first, the
    defender then, seeing the attacker's reroll."""
    e, S = myth([2, 2, 3, 3, 6, 6, 1], active=ROME)
    S.players[GREECE].cards = ["ajax"]
    S.players[ROME].cards = ["castor_and_pollux"]
    S.players[ROME].copies = "ajax"
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 2})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert e.prompt(S).seats == (ROME,)
    S, _ = e.apply(S, ROME, Reroll(dice=[2, 2]))
    assert e.prompt(S).kind == "ajax" and e.prompt(S).seats == (GREECE,)
    assert "your dice [3, 3]" in i18n.render(e.panel(S, GREECE).text, "en", strict=True)
    assert "Rome has 12 (dice [6, 6])" in i18n.render(e.panel(S, GREECE).text, "en", strict=True)
    S, _ = e.apply(S, GREECE, PickDie(value=3))
    S, _ = e.apply(S, GREECE, Reroll())
    assert S.battle.attacker_dice == [6, 6] and S.battle.defender_dice == [1, 3]


def test_ajax_automatic_and_timeout_choice_is_the_old_rule():
    """The automatic player and the timeout reroll the dice showing 1-3 (D37's former rule: the
    E50 case of test_mythology_heroes gives [1, 5]); with nothing under 4, they keep the roll;
    after a player's own picks, they reroll those."""
    e, S, _ = _ajax_attack([2, 5, 3, 1, 1])
    assert e.timeout_action(S, ROME) == e.auto_action(S, ROME) == Reroll(dice=[2])
    S, _ = e.apply(S, ROME, e.timeout_action(S, ROME))
    assert S.battle.attacker_dice == [1, 5] and S.battle.defender_dice == [3, 1]
    e, S, _ = _ajax_attack([5, 4, 1, 1, 1], defenders=3)  # 9: a reroll of the 4 could make 10
    assert e.prompt(S).kind == "ajax" and e.timeout_action(S, ROME) == Reroll()
    e, S, _ = _ajax_attack([5, 4, 1, 1, 1, 1], legions=3, defenders=3)
    S, _ = e.apply(S, ROME, PickDie(value=4))
    assert e.timeout_action(S, ROME) == Reroll()


def test_picking_a_die_may_be_taken_back_but_not_the_reroll():
    """A pick rolls nothing (undoable); the reroll and Hamilcar's choice are final (dice)."""
    e, S, _ = _ajax_attack([5, 4, 1, 1, 1, 1, 3], legions=3, defenders=3)
    after, ev = e.apply(S, ROME, PickDie(value=1))
    assert e.undoable(S, after, ROME, PickDie(value=1), ev)
    final, ev = e.apply(after, ROME, Reroll())
    assert not e.undoable(after, final, ROME, Reroll(), ev)
    e, S = _hamilcar_attack([1] * 6)
    after, ev = e.apply(S, CARTHAGE, AutomaticDice(count=3))
    assert not e.undoable(S, after, CARTHAGE, AutomaticDice(count=3), ev)


# ---------------------------------------------------------------- Nebuchadnezzar (D35)


def _pillage(province, cards=("nebuchadnezzar",), temple=True, market=False, **bank):
    """Rome, alone in Greece's ``province`` after the battle, pillages its temple (or market)."""
    e, S = myth(active=ROME)
    S.players[ROME].cards = list(cards)
    S.bank.update(bank)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, province, GREECE, temple=temple, market=market)
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to=province, count=1))
    S, ev = e.apply(S, ROME, Pillage(building="temple" if temple else "market"))
    return e, S, ev


def test_nebuchadnezzar_chooses_among_the_goods_and_tax_of_the_province():
    """E64 / D25 / D35: a temple destroyed in Magna Graecia (olive oil, livestock, the city of
    Tarentum): his holder chooses the card; the tax card taken."""
    e, S, ev = _pillage("magna_graecia")
    assert e.prompt(S).kind == "nebuchadnezzar" and e.prompt(S).seats == (ROME,)
    assert "pillages" in texts(ev) or "destroys" in texts(ev)
    assert e.legal_actions(S, ROME) == [ChooseCard(card="olive_oil"), ChooseCard(card="livestock"), ChooseCard(card="tax")]
    assert option_labels(e, S, ROME) == ["Take Olive oil", "Take Livestock", "Take Tax"]
    tax = S.bank["tax"]
    S, ev = e.apply(S, ROME, ChooseCard(card="tax"))
    assert S.players[ROME].hand == {"tax": 1} and S.bank["tax"] == tax - 1
    assert "takes a Tax card from the bank (Nebuchadnezzar)" in texts(ev)
    assert e.prompt(S).kind == "move"


def test_nebuchadnezzar_market_and_a_good():
    e, S, _ = _pillage("magna_graecia", temple=False, market=True)
    S, _ = e.apply(S, ROME, ChooseCard(card="livestock"))
    assert S.players[ROME].hand == {"livestock": 1} and not S.provinces["magna_graecia"].market


def test_nebuchadnezzar_not_asked_with_one_possible_card():
    """D35: asked only when 2+ different cards are possible: Etruria has no city site, and the bank
    has no metal left: only wine; Magna Graecia with no goods left in the bank: only tax."""
    e, S, ev = _pillage("etruria", metal=0)
    assert e.prompt(S).kind == "move" and S.players[ROME].hand == {"wine": 1}
    assert "Wine card" in texts(ev)
    e, S, _ = _pillage("magna_graecia", olive_oil=0, livestock=0)
    assert e.prompt(S).kind == "move" and S.players[ROME].hand == {"tax": 1}


def test_nebuchadnezzar_card_not_in_the_province_is_refused():
    e, S, _ = _pillage("magna_graecia")
    msg_en = refused(e, S, ROME, ChooseCard(card="gold"))
    assert msg_en == "Nebuchadnezzar takes one of these cards: Livestock, Olive oil, and Tax (the resources of Magna Graecia the bank still has)."
    assert "Nabucodonosor prende una di queste carte" in refused(e, S, ROME, ChooseCard(card="gold"), "it")
    assert S.players[ROME].hand == {}


def test_nebuchadnezzar_with_achilles_pillages_again_after_the_card():
    """E89 (Nabucodonosor + Achille): the card first, then Achilles' next pillage."""
    e, S = myth(active=ROME)
    S.players[ROME].cards = ["nebuchadnezzar", "achilles"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", GREECE, temple=True, cities=[0])
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=2))
    S, _ = e.apply(S, ROME, Pillage(building="temple"))
    assert e.prompt(S).kind == "nebuchadnezzar"
    S, ev = e.apply(S, ROME, ChooseCard(card="olive_oil"))
    assert "may pillage one more building" in texts(ev) and e.prompt(S).kind == "conquest"
    S, _ = e.apply(S, ROME, Pillage(building="city:0"))
    assert S.players[ROME].hand == {"olive_oil": 1, "tax": 1}


def test_nebuchadnezzar_automatic_and_timeout_choice_is_the_first_good():
    """D35's former rule: the first good of the province's sites the bank still has."""
    e, S, _ = _pillage("magna_graecia")
    assert e.timeout_action(S, ROME) == e.auto_action(S, ROME) == ChooseCard(card="olive_oil")
    e, S, _ = _pillage("magna_graecia", olive_oil=0)
    assert e.timeout_action(S, ROME) == ChooseCard(card="livestock")


def test_base_nebuchadnezzar_asks_nothing_for_a_temple():
    """The base card (not revised): nothing for a temple, and no question."""
    e, S, _ = _pillage("magna_graecia", cards=())
    assert e.prompt(S).kind == "move" and S.players[ROME].hand == {}


def test_no_question_without_these_heroes():
    """A battle without Hamilcar or Ajax is one step, as before (D27)."""
    e, S = myth([1, 5, 1, 1], active=ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 2})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.land_round is None and S.battle.attacker_dice == [1, 5] and not S.pending


def test_midas_then_hamilcar_order_d27():
    """D27: Midas (step 2, before the dice) is asked before Hamilcar (step 3)."""
    e, S = myth([1, 1, 1], active=ROME)
    S.players[ROME].cards = ["hamilcar"]
    S.players[GREECE].cards = ["midas"]
    S.players[GREECE].hand = {"tax": 2}
    put(S, "latium", ROME, legions={ROME: 3})
    put(S, "etruria", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=3))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert e.prompt(S).kind == "midas"
    S, _ = e.apply(S, GREECE, UseHero(use=True))
    assert e.prompt(S).kind == "hamilcar" and S.pending[-1].count == 2  # one legion changed sides
    S, _ = e.apply(S, ROME, AutomaticDice(count=2))
    assert S.battle.attacker_dice == [4, 4] and S.battle.defender_dice == [1, 1]
