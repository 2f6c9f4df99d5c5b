"""The automatic player's war decisions (it attacks when clearly stronger, not when weaker) and the
texts players read (log lines and panel labels: English card names, no ids, singular/plural)."""

from __future__ import annotations

import random
import re

import pytest

from engines.mare_nostrum import auto
from engines.mare_nostrum.engine import MareNostrum, cards_text, plural, score_text
from engines.mare_nostrum.state import Attack, Convert, EndTurn, MoveLegions, NavalAttack, Occupy
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


def test_plural_and_card_names():
    assert plural(1, "card") == "1 card" and plural(2, "card") == "2 cards" and plural(0, "card") == "0 cards"
    assert plural(2, "fortress", "fortresses") == "2 fortresses"
    assert cards_text(["tax", "olive_oil", "tax"]) == "olive oil, 2 tax"
    assert score_text("{p0}", [6, 2], 0, 0, None, 8) == "{p0} rolls 6 + 2 = 8"
    assert score_text("neutral Rome", [], 1, 0, None, 6) == "neutral Rome scores 6 (fortress)"
    assert score_text("{p1}", [3], 1, 1, "Hannibal", 10) == "{p1} rolls 3 + 1 (Hannibal) + 6 (fortress) = 10"


BAD = re.compile(r"_|\(s\)|\(es\)|\b1 (cards|legions|units|triremes|fortresses|buildings)\b|\b([02-9]|\d\d) (card|legion|unit|trireme)\b")


@pytest.mark.parametrize("n", [3, 4, 5])
def test_whole_game_texts_read_naturally(n):
    """Every public log line and every panel label of a whole automatic game: no identifier with
    "_", no "card(s)", singular after 1 and plural otherwise, sentences capitalised, labels <= 80
    and descriptions <= 100 characters; the game ends with a rule victory and has battles."""
    S = e.setup(n, {}, 2)
    rnd = random.Random(n)
    battles = 0
    for step in range(4000):
        pr = e.prompt(S)
        if not pr.seats:
            break
        seat = pr.seats[0]
        if rnd.random() < 0.1:
            panel = e.panel(S, seat)
            stack = list(panel.options)
            while stack:
                o = stack.pop()
                assert len(o.label) <= 80 and not BAD.search(o.label), o.label
                assert o.description is None or (len(o.description) <= 100 and not BAD.search(o.description)), o.description
                stack += o.children
            assert not BAD.search(panel.text.replace("**", "")), panel.text
        S, ev = e.apply(S, seat, e.auto_action(S, seat))
        for x in ev:
            if x.to is None:
                assert not BAD.search(x.text), x.text
                assert x.text[0].isupper() or x.text.startswith("{p"), x.text
                battles += x.kind == "battle"
    assert S.winners and S.turn <= 20
    assert battles > 0
