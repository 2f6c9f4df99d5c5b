"""Mythology, rules 3 (issue 27): the Kraken emerging in the round it was built, and the owner's
choice of its losses at sea (Hercules' question: tests/mare_nostrum/test_mythology_hercules.py).

Sources (shared/rules/mare-nostrum-mythology.it.txt):
- FAQ: "Può un Kraken emergere nel round in cui è stato creato? Sì, comunque, quello sostituisce
  il suo normale movimento" (docs/mythology-rules.md D13);
- Regole Generali del Combattimento: "l'avversario deve rimuovere un'unità per ogni 5 punti della
  somma ... Le unità perse sono scelte dal giocatore che le possiede" (D34).
Games started before (rules < 3) keep the old behaviour; each test shows both."""

from __future__ import annotations

import pytest

import i18n
from engines.base import IllegalAction
from engines.mare_nostrum.auto import choose
from engines.mare_nostrum.panel import build_panel
from engines.mare_nostrum.state import Losses, MoveCreature, NavalAttack, Pay
from tests.mare_nostrum.builders import hand, place, put
from tests.mare_nostrum.myth_builders import ATLANTIS, GREECE, ROME, myth


def render(t, lang="en"):
    return i18n.render(t, lang, strict=True)


def texts(ev, lang="en"):
    return " ".join(render(x.text, lang) for x in ev)


def _built_kraken(rules: int):
    """Atlantis builds a Kraken in Atlantis (Construction), then the Military phase begins."""
    e, S = myth(step="build", active=ATLANTIS)
    S.rules = rules
    for pl in S.players:
        pl.cards = []
    put(S, "atlantis", ATLANTIS)
    hand(S, ATLANTIS, grain=1, wine=1, gold=1, gems=1, fish=1, metal=1)
    S = place(e, S, ATLANTIS, item="creature", province="atlantis")
    for g in ("grain", "wine", "gold", "gems", "fish", "metal"):
        S, _ = e.apply(S, ATLANTIS, Pay(cards=[g]))
    assert S.provinces["atlantis"].creatures == {ATLANTIS: 1}
    S.phase, S.step, S.active, S.pending, S.done = "military", "move", ATLANTIS, [], []
    return e, S


# ---- the Kraken built this round (FAQ 75) ----------------------------------------------------------------


def test_kraken_built_this_round_emerges_in_any_sea_space_as_its_move():
    """FAQ 75: the Kraken built this turn emerges in a far sea space (the Aegean, far from Atlantis'
    coasts); that is its move: it is locked there, and nothing else of that pawn moves."""
    e, S = _built_kraken(3)
    far = MoveCreature(origin="atlantis", to="mare_aegaeum")
    assert far in e.legal_actions(S, ATLANTIS)
    S, ev = e.apply(S, ATLANTIS, far)
    assert S.sea_creatures == {"mare_aegaeum": {ATLANTIS: 1}} and S.provinces["atlantis"].creatures == {}
    assert texts(ev) == "The Kraken of {p5} built in Atlantis emerges in the Aegean Sea."
    assert texts(ev, "it") == "Il Kraken di {p5} costruito ad Atlantide emerge nel Mar Egeo."
    assert not any(isinstance(a, MoveCreature) and a.origin == "mare_aegaeum" for a in e.legal_actions(S, ATLANTIS))
    with pytest.raises(IllegalAction):
        e.apply(S, ATLANTIS, MoveCreature(origin="mare_aegaeum", to="mare_ionium"))


def test_only_the_kraken_built_this_round_emerges_far_and_only_once():
    """A Kraken that was already there (not built this turn) moves one step only; of two pawns,
    one built this turn, one emerges far and the other moves one step; rules < 3: never far."""
    e, S = _built_kraken(3)
    S.provinces["atlantis"].creatures[ATLANTIS] = 2  # an older Kraken beside the new one
    S, _ = e.apply(S, ATLANTIS, MoveCreature(origin="atlantis", to="mare_aegaeum"))
    assert MoveCreature(origin="atlantis", to="mare_ionium") not in e.legal_actions(S, ATLANTIS)
    with pytest.raises(IllegalAction):
        e.apply(S, ATLANTIS, MoveCreature(origin="atlantis", to="mare_ionium"))
    e, S = myth(active=ATLANTIS)
    put(S, "atlantis", ATLANTIS, creatures={ATLANTIS: 1})  # not built this turn
    with pytest.raises(IllegalAction):
        e.apply(S, ATLANTIS, MoveCreature(origin="atlantis", to="mare_aegaeum"))
    e, S = _built_kraken(2)
    assert MoveCreature(origin="atlantis", to="mare_aegaeum") not in e.legal_actions(S, ATLANTIS)
    with pytest.raises(IllegalAction):
        e.apply(S, ATLANTIS, MoveCreature(origin="atlantis", to="mare_aegaeum"))


def test_emerging_kraken_panel_label_in_both_languages():
    e, S = _built_kraken(3)
    p = build_panel(e, S, ATLANTIS)
    labels = []

    def walk(opts):
        for o in opts:
            labels.append((render(o.label), render(o.label, "it")))
            walk(getattr(o, "children", None) or [])

    walk(p.options)
    assert ("Emerge in the Aegean Sea with the Kraken built in Atlantis", "Fai emergere nel Mar Egeo il Kraken costruito ad Atlantide") in labels


# ---- the owner chooses its losses at sea (D34) -----------------------------------------------------------


def _sea_battle(rules: int, dice):
    """Greece (3 triremes) attacks Atlantis (1 trireme, 1 Kraken) in the Aegean."""
    e, S = myth(dice, active=GREECE)
    S.rules = rules
    S.seas["mare_aegaeum"] = {GREECE: 3, ATLANTIS: 1}
    S.sea_creatures = {"mare_aegaeum": {ATLANTIS: 1}}
    return e, S


def test_defender_chooses_to_lose_its_kraken_rather_than_its_trireme():
    """Greece rolls 2+2+1 = 5: Atlantis loses 1 unit and chooses which (its Kraken here); Atlantis'
    7 (1 + the Kraken's 6) sinks 1 Greek trireme (no choice: triremes only)."""
    e, S = _sea_battle(3, [2, 2, 1, 1])
    S, ev = e.apply(S, GREECE, NavalAttack(sea="mare_aegaeum", target=ATLANTIS))
    pr = e.prompt(S)
    assert (pr.kind, pr.seats) == ("naval_losses", (ATLANTIS,))
    assert render(pr.text) == "choose the units lost at sea" and render(pr.text, "it") == "scegli le unità da perdere in mare"
    assert S.seas["mare_aegaeum"] == {GREECE: 2, ATLANTIS: 1} and S.sea_creatures == {"mare_aegaeum": {ATLANTIS: 1}}
    assert e.legal_actions(S, ATLANTIS) == [Losses(fortresses=0, creatures=0), Losses(fortresses=0, creatures=1)]
    assert choose(e, S, ATLANTIS) == Losses(fortresses=0, creatures=0)  # the automatic player: triremes first
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, ATLANTIS, Losses(fortresses=0, creatures=2))
    assert render(ex.value.message) == "Lose 1 unit among your 1 trireme and 1 Kraken there."
    p = build_panel(e, S, ATLANTIS)
    assert [render(o.label, "it") for o in p.options] == ["Perdi 1 trireme e nessun Kraken", "Perdi nessuna trireme e 1 Kraken"]
    S, ev = e.apply(S, ATLANTIS, Losses(fortresses=0, creatures=1))
    assert S.seas["mare_aegaeum"] == {GREECE: 2, ATLANTIS: 1} and S.sea_creatures == {}
    assert texts(ev) == "{p5} loses no trireme and 1 Kraken in the Aegean Sea."
    assert texts(ev, "it") == "{p5} perde nessuna trireme e 1 Kraken nel Mar Egeo."


def test_attacker_chooses_too_and_what_fought_follows_its_choice():
    """Atlantis attacks with 1 trireme and 1 Kraken; Greece's 5 costs it 1 unit: it keeps its
    Kraken; the trireme lost is the one that fought (no fresh unit left there)."""
    e, S = myth([1, 2, 2, 1], active=ATLANTIS)
    S.seas["mare_aegaeum"] = {GREECE: 3, ATLANTIS: 1}
    S.sea_creatures = {"mare_aegaeum": {ATLANTIS: 1}}
    S, _ = e.apply(S, ATLANTIS, NavalAttack(sea="mare_aegaeum", target=GREECE))
    assert (e.prompt(S).kind, e.prompt(S).seats) == ("naval_losses", (ATLANTIS,))
    S, _ = e.apply(S, ATLANTIS, Losses(fortresses=0, creatures=0))
    assert S.seas["mare_aegaeum"] == {GREECE: 2} and S.sea_creatures == {"mare_aegaeum": {ATLANTIS: 1}}
    assert S.fought["mare_aegaeum"] == 0 and S.creatures_fought["mare_aegaeum"] == 1
    assert e.prompt(S).kind == "move"


def test_rules_before_3_lose_the_triremes_first_without_a_question():
    e, S = _sea_battle(2, [2, 2, 1, 1])
    S, _ = e.apply(S, GREECE, NavalAttack(sea="mare_aegaeum", target=ATLANTIS))
    assert e.prompt(S).kind == "move"
    assert S.seas["mare_aegaeum"] == {GREECE: 2} and S.sea_creatures == {"mare_aegaeum": {ATLANTIS: 1}}


def test_no_question_when_every_unit_is_lost_or_only_one_kind_is_there():
    e, S = _sea_battle(3, [6, 6, 1, 1])  # 13: both Atlantean units are lost
    S, _ = e.apply(S, GREECE, NavalAttack(sea="mare_aegaeum", target=ATLANTIS))
    assert e.prompt(S).kind == "move" and ATLANTIS not in S.seas["mare_aegaeum"] and S.sea_creatures == {}


def test_titans_ranged_attack_on_a_sea_lets_the_owner_choose_too():
    """The Titans' ranged attack on triremes and a Kraken at sea (D10): the owner chooses its loss
    as in a naval battle (the same rule: "Le unità perse sono scelte dal giocatore che le possiede")."""
    from engines.mare_nostrum.state import RangedAttack

    e, S = myth([5], active=ROME)
    put(S, "latium", ROME, creatures={ROME: 1})
    S.seas["mare_tyrrhenum"] = {ATLANTIS: 1}
    S.sea_creatures = {"mare_tyrrhenum": {ATLANTIS: 1}}
    S, _ = e.apply(S, ROME, RangedAttack(origin="latium", place="mare_tyrrhenum", target=ATLANTIS))
    assert (e.prompt(S).kind, e.prompt(S).seats) == ("naval_losses", (ATLANTIS,))
    S, ev = e.apply(S, ATLANTIS, Losses(fortresses=0, creatures=1))
    assert S.seas["mare_tyrrhenum"] == {ATLANTIS: 1} and S.sea_creatures == {}
    assert texts(ev) == "{p5} loses no trireme and 1 Kraken in the Tyrrhenian Sea."


def test_a_kraken_built_in_the_free_setup_does_not_emerge_far():
    """The free set-up's constructions are not a turn's Construction phase: no far emergence mark
    (construction.do_build writes it only outside the set-up)."""
    from engines.mare_nostrum import construction
    from engines.mare_nostrum import creatures as cr
    from engines.mare_nostrum.state import Decision

    for phase, marked in (("construction", True), ("setup", False)):
        e, S = myth(step="build", active=ATLANTIS)
        S.phase = phase
        put(S, "atlantis", ATLANTIS)
        construction.do_build(e.R, S, ATLANTIS, Decision(kind="where", seat=ATLANTIS, item="creature", province="atlantis"), [])
        assert S.provinces["atlantis"].creatures == {ATLANTIS: 1}
        assert (cr.NEW_KRAKEN + "atlantis" in S.players[ATLANTIS].used) is marked
