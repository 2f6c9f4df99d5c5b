"""The automatic player's war decisions (it attacks when clearly stronger, not when weaker) and the
texts players read (log lines and panel labels, rendered in English and Italian: card names, no ids,
singular/plural, battle lines with their terms)."""

from __future__ import annotations

import random
import re

import pytest

import i18n
from engines.mare_nostrum import auto
from engines.mare_nostrum.engine import MareNostrum, cards_text, count_msg, losses_text, score_text
from engines.mare_nostrum.state import Attack, Convert, EndTurn, MoveLegions, NavalAttack, Occupy
from engines.text import msg
from tests.mare_nostrum.builders import blank, put

ROME, GREECE, BABYLON, EGYPT, CARTHAGE = 0, 1, 2, 3, 4
CIVS = ["rome", "greece", "babylon", "egypt", "carthage"]
e = MareNostrum()


# ---------------------------------------------------------------- war decisions


def test_odds_match_the_dice():
    """2 dice reach 5 with 1 - 6/36; one die never beats a fortress and a legion (10)."""
    assert auto.p_total_at_least(2, 0, 5) == pytest.approx(30 / 36)
    assert auto.p_total_at_least(1, 0, 10) == 0.0
    assert auto.p_total_at_least(0, 6, 5) == 1.0
    # a lone fortress always scores 6: one hit
    assert auto.expected_hits(0, 6) == 1.0


def test_attacks_a_weaker_neutral_neighbour():
    """Three legions next to one neutral legion: the automatic player invades with the fewest
    legions that win clearly (2 dice: 83% to destroy the defender), keeping one at home."""
    S = blank(e, CIVS[:4], "move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 3})
    put(S, "thracia", 14, legions={14: 1})  # neutral Carthage (an absent civilization)
    a = e.auto_action(S, GREECE)
    assert a == MoveLegions(origin="macedonia", to="thracia", count=2)
    S, _ = e.apply(S, GREECE, a)
    assert e.auto_action(S, GREECE) == Attack(province="thracia", target=14)


def test_does_not_attack_when_weaker():
    """One legion against a legion and a fortress (3.5 + 6 expected): no attack."""
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 2})
    put(S, "thracia", BABYLON, legions={BABYLON: 2}, fortresses={BABYLON: 1}, cities=[0])
    assert e.auto_action(S, GREECE) == EndTurn()


def test_attacks_an_undefended_enemy_province_and_converts_it():
    """An opponent's province without units: one legion walks in and converts it (the whole
    province once the influence marker is replaced)."""
    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 2})
    put(S, "thracia", BABYLON, cities=[0])
    a = e.auto_action(S, GREECE)
    assert a == MoveLegions(origin="macedonia", to="thracia", count=1)
    S, _ = e.apply(S, GREECE, a)
    assert e.prompt(S).kind == "conquest"
    assert e.auto_action(S, GREECE) == Convert()


def test_occupies_an_opponent_capital_it_cannot_convert():
    """"Il marcatore influenza nella città capitale di un giocatore non può MAI essere convertito":
    in an undefended capital the automatic player occupies the buildings."""
    S = blank(e, CIVS, "move", active=GREECE)
    cap = e.R.game.civilizations["babylon"].capital
    origin = sorted(e.R.land[cap])[0]
    put(S, origin, GREECE, legions={GREECE: 4})
    put(S, cap, BABYLON, cities=[0], caravans=[0])
    a = e.auto_action(S, GREECE)
    assert isinstance(a, MoveLegions) and a.to == cap
    S, _ = e.apply(S, GREECE, a)
    choice = e.auto_action(S, GREECE)
    assert isinstance(choice, Occupy) and len(choice.buildings) == min(2, a.count)


def test_naval_battle_only_when_stronger():
    """Three triremes attack one; one trireme does not attack three."""
    sea = next(iter(e.R.seas))
    S = blank(e, CIVS, "move", active=GREECE)
    S.seas[sea] = {GREECE: 3, BABYLON: 1}
    assert e.auto_action(S, GREECE) == NavalAttack(sea=sea, target=BABYLON)
    S = blank(e, CIVS, "move", active=GREECE)
    S.seas[sea] = {GREECE: 1, BABYLON: 3}
    assert not isinstance(e.auto_action(S, GREECE), NavalAttack)


def test_builds_legions_for_a_planned_invasion():
    """With a weak neutral neighbour one legion short of a clear attack, a legion is worth more
    than a temple: the plan names the province to reinforce."""
    S = blank(e, CIVS[:4], "build", active=GREECE)
    put(S, "macedonia", GREECE, legions={GREECE: 2})
    put(S, "thracia", 14, legions={14: 1}, fortresses={14: 1})
    plan = auto.attack_plan(e, S, GREECE)
    assert plan.get("macedonia", 0) > 0


def test_own_losses_keep_the_fortress():
    """A defender choosing its losses gives up legions before its fortress (a fortress scores an
    automatic 6 every battle)."""
    from engines.mare_nostrum.state import Decision

    S = blank(e, CIVS, "move", active=GREECE)
    put(S, "thracia", BABYLON, legions={BABYLON: 2}, fortresses={BABYLON: 1})
    S.pending.append(Decision(kind="losses", seat=BABYLON, province="thracia", count=1))
    assert e.auto_action(S, BABYLON).fortresses == 0


# ---------------------------------------------------------------- texts


def en(t):
    return i18n.render(t, "en", strict=True)


def it(t):
    return i18n.render(t, "it", strict=True)


def test_plural_and_card_names():
    assert en(count_msg(1, "cards")) == "1 card" and en(count_msg(2, "cards")) == "2 cards" and en(count_msg(0, "cards")) == "0 cards"
    assert en(count_msg(2, "fortresses")) == "2 fortresses" and it(count_msg(2, "fortresses")) == "2 fortezze"
    assert it(count_msg(1, "legions")) == "1 legione" and it(count_msg(3, "triremes")) == "3 triremi"
    assert en(msg("mn-opt-pay", cards=cards_text(["tax", "olive_oil", "tax"]))) == "Pay Olive oil and Tax ×2"
    assert it(msg("mn-ev-your-income", cards=cards_text(["tax", "olive_oil", "tax"]))) == "Il tuo introito: Olio d'oliva e Tasse ×2."


def test_battle_lines_show_their_terms():
    """"Greece [4, 2] + 2 Pericles = 8": the dice, each bonus, the total; the losses from the
    other side's points, one per full 5 (RULEBOOK "Combattimento")."""
    greece = msg("mn-civ-greece")
    assert en(score_text(greece, [4, 2], 0, 1, msg("mn-hero-pericles"), 8)) == "Greece [4, 2] + 2 Pericles = 8"
    assert it(score_text(greece, [4, 2], 0, 1, msg("mn-hero-pericles"), 8)) == "Grecia [4, 2] + 2 Pericle = 8"
    neutral = msg("mn-side-neutral", civ=msg("mn-civ-rome"))
    assert en(score_text(neutral, [], 1, 0, None, 6)) == "Rome (neutral) 0 + 6 fortress = 6"
    assert it(score_text(neutral, [3], 1, 0, None, 9)) == "Roma neutrale [3] + 6 fortezza = 9"
    assert en(score_text("{p1}", [3], 1, 1, msg("mn-hero-hannibal"), 10)) == "{p1} [3] + 1 Hannibal + 6 fortress = 10"
    # the rulebook's example: Green 6+3+2 = 11 against Blue 3 + 6 = 9: Green loses 1, Blue 2
    lines = losses_text("{p0}", 1, 11, "{p1}", 2, 9, "units")
    assert [en(x) for x in lines] == [
        "{p1}: 9 points, so {p0} loses 1 unit (one per full 5 points).",
        "{p0}: 11 points, so {p1} loses 2 units (one per full 5 points).",
    ]
    assert it(lines[1]) == "{p0}: 11 punti, quindi {p1} perde 2 unità (una per ogni 5 punti interi)."
    assert en(losses_text("{p0}", 0, 4, "{p1}", 0, 3, "triremes")[0]) == "{p1}: 3 points, so {p0} loses no triremes (one per full 5 points)."


BAD = re.compile(r"_|\(s\)|\(es\)|\b1 (cards|legions|units|triremes|fortresses|buildings)\b|\b([02-9]|\d\d) (card|legion|unit|trireme)\b")
BAD_IT = re.compile(r"_|\b1 (carte|legioni|triremi|fortezze)\b|\b([02-9]|\d\d) (carta|legione)\b")


@pytest.mark.parametrize("n", [3, 4, 5])
def test_whole_game_texts_read_naturally(n):
    """Every public log line and every panel label of a whole automatic game: no identifier with
    "_", no "card(s)", singular after 1 and plural otherwise, sentences capitalised, labels <= 80
    and descriptions <= 100 characters; the game ends with a rule victory and has battles."""
    S = e.setup(n, {}, 2)
    rnd = random.Random(n)
    battles = 0
    for _step in range(4000):
        pr = e.prompt(S)
        if not pr.seats:
            break
        seat = pr.seats[0]
        if rnd.random() < 0.1:
            panel = e.panel(S, seat)
            stack = list(panel.options)
            while stack:
                o = stack.pop()
                for lang, bad in (("en", BAD), ("it", BAD_IT)):
                    label = i18n.render(o.label, lang, strict=True)
                    assert len(label) <= (80 if lang == "en" else 100) and not bad.search(label), label
                    if o.description is not None:
                        d = i18n.render(o.description, lang, strict=True)
                        assert len(d) <= 100 and not bad.search(d), d
                stack += o.children
            assert not BAD.search(en(panel.text).replace("**", "")), en(panel.text)
            assert not BAD_IT.search(it(panel.text).replace("**", "")), it(panel.text)
        S, ev = e.apply(S, seat, e.auto_action(S, seat))
        for x in ev:
            if x.to is None:
                for lang, bad in (("en", BAD), ("it", BAD_IT)):
                    text = i18n.render(x.text, lang, strict=True)
                    assert not bad.search(text), text
                    assert all(line[0].isupper() or line.startswith("{p") for line in text.splitlines()), text
                battles += x.kind == "battle"
    assert S.winners and S.turn <= 20
    assert battles > 0
