"""Mythology, Hercules: one legion acts as the holder's civilization's creature for the turn
(issue 8).

Sources: mnm-it Eroi, Ercole: "Una volta per turno questo giocatore può usare 1 legione come se
fosse un'unità mitologica che appartiene a quel giocatore"; FAQ E86 "Può Ercole cambiare
temporaneamente una sua legione in una QUALSIASI unità mitologica ...?" -- "No, soltanto unità
mitologiche corrispondenti alla civiltà del giocatore"; docs/mythology-rules.md D21 (the
declaration in the holder's military turn, the creature's movement and ranged attack, the
automatic combat use, the shared once-per-turn limit, what does not transfer) with D10, D12.
Each test fails if the part of the power it names is removed."""

from __future__ import annotations

import pytest

import i18n
from engines.base import IllegalAction
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.state import (
    Attack,
    Build,
    DeclareHercules,
    EndTurn,
    MoveHercules,
    MoveLegions,
    RangedAttack,
    UseHero,
)
from engines.mare_nostrum.texts import in_province
from tests.mare_nostrum.builders import put
from tests.mare_nostrum.myth_builders import ATLANTIS, BABYLON, CARTHAGE, EGYPT, GREECE, ROME, myth


def render(t, lang="en"):
    return i18n.render(t, lang, strict=True)


def texts(ev, lang="en"):
    return " ".join(render(x.text, lang) for x in ev)


def refused(e, S, seat, action, lang="en"):
    """The refusal's message of ``action`` (the state is never changed: ``apply`` works on a copy)."""
    before = S.model_dump_json()
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, seat, action)
    assert S.model_dump_json() == before
    return render(ex.value.message, lang)


def herc(seat, dice=None, step="move"):
    e, S = myth(dice, step=step, active=seat)
    S.players[seat].cards = ["hercules"]
    return e, S


# ---- the declaration: only the holder, once per turn, in his military turn, only a legion ----------------


def test_declaration_offered_only_to_the_holder_in_his_military_turn_for_his_legions():
    """Card: "questo giocatore può usare 1 legione"; D21: declared in the holder's own military
    turn, one per province holding his legions (not a creature, not a fortress)."""
    e, S = herc(ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", ROME, fortresses={ROME: 1}, creatures={ROME: 1})
    acts = e.legal_actions(S, ROME)
    assert [a for a in acts if isinstance(a, DeclareHercules)] == [DeclareHercules(province="latium")]
    # only legions: a province with a fortress and a creature only is refused, clearly
    assert refused(e, S, ROME, DeclareHercules(province="etruria")) == "You have no legion in Etruria."
    assert refused(e, S, ROME, DeclareHercules(province="etruria"), "it") == "Non hai legioni in Etruria."
    assert refused(e, S, ROME, DeclareHercules(province="atlantis_nowhere")) == "There is no such province."
    # a player without Hercules: never offered, refused
    e, S = myth(active=GREECE)
    put(S, "achaea", GREECE, legions={GREECE: 2})
    assert not any(isinstance(a, DeclareHercules) for a in e.legal_actions(S, GREECE))
    assert "Only the holder of Hercules" in refused(e, S, GREECE, DeclareHercules(province="achaea"))
    # not in another phase (construction): the action answers no question there
    e, S = herc(ROME, step="build")
    put(S, "latium", ROME, legions={ROME: 2})
    assert not any(isinstance(a, DeclareHercules) for a in e.legal_actions(S, ROME))
    assert refused(e, S, ROME, DeclareHercules(province="latium")) == "That action does not answer the current question."
    # not in another player's military turn: he is not prompted
    e, S = herc(ROME)
    S.active = GREECE
    put(S, "latium", ROME, legions={ROME: 2})
    assert e.legal_actions(S, ROME) == []
    assert refused(e, S, ROME, DeclareHercules(province="latium")) == "It is not your turn to decide."


def test_declaration_once_per_turn_and_events_in_both_languages():
    """Card: "Una volta per turno"; the declaration is public (event, status line, view)."""
    e, S = herc(ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", ROME, legions={ROME: 1})
    S, ev = e.apply(S, ROME, DeclareHercules(province="latium"))
    assert texts(ev) == "{p0} uses Hercules: one legion in Latium acts as a Titan until the end of the turn."
    assert texts(ev, "it") == "{p0} usa Ercole: una legione nel Lazio vale come Titano fino alla fine del turno."
    assert S.hercules[ROME].place == "latium" and "hercules" in S.players[ROME].used
    assert not any(isinstance(a, DeclareHercules) for a in e.legal_actions(S, ROME))
    assert "already been used this turn" in refused(e, S, ROME, DeclareHercules(province="magna_graecia"))
    # visible to all: the channel's view marks the force, the status line names it
    view = e.player_view(S, None)
    force = next(f for p in view.provinces if p.id == "latium" for f in p.forces if f.seat == ROME)
    assert force.hercules == "titan" and force.legions == 2
    assert "hercules" not in next(f for p in view.provinces if p.id == "magna_graecia" for f in p.forces).model_dump()
    status = render(e.status_text(S, None))
    assert "Hercules: one legion of {p0} in Latium acts as a Titan this turn." in status
    assert "Ercole: una legione di {p0} nel Lazio vale come Titano per questo turno." in render(e.status_text(S, GREECE), "it")


def test_only_his_own_civilizations_creature():
    """FAQ E86: "soltanto unità mitologiche corrispondenti alla civiltà del giocatore": Babylon's
    legion becomes a Griffin, Greece's a Centaur, whatever other creatures exist."""
    for seat, pid, kind in ((BABYLON, "babylonia", "griffin"), (GREECE, "achaea", "centaur"), (CARTHAGE, "africa", "behemoth"),
                            (EGYPT, "aegyptus_inferior", "phoenix"), (ATLANTIS, "atlantis", "kraken")):
        e, S = herc(seat)
        put(S, pid, seat, legions={seat: 1})
        S, ev = e.apply(S, seat, DeclareHercules(province=pid))
        assert e.player_view(S, None).provinces[list(S.provinces).index(pid)].forces[0].hercules == kind
        assert render(ev[0].text) == f"{{p{seat}}} uses Hercules: one legion {render(in_province(pid))} acts as a {kind.title()} until the end of the turn."


# ---- moving and attacking as the creature ----------------------------------------------------------------


def test_griffin_legion_flies_over_a_sea_space_and_the_tag_follows_it():
    """Grifone (D12) through Hercules (D21): "può muovere di 2 aree, volando sopra un'area (anche
    uno spazio di mare ...)": Macedonia -> (Aegean Sea) -> Troas, which a legion cannot do without
    triremes; the tag follows the legion; it moves once."""
    e, S = herc(BABYLON)
    put(S, "macedonia", BABYLON, legions={BABYLON: 2})
    with pytest.raises(IllegalAction):
        e.apply(S, BABYLON, MoveLegions(origin="macedonia", to="troas", count=1))
    assert "declare one with Hercules first" in refused(e, S, BABYLON, MoveHercules(to="troas"))
    S, _ = e.apply(S, BABYLON, DeclareHercules(province="macedonia"))
    acts = e.legal_actions(S, BABYLON)
    assert MoveHercules(to="troas") in acts and MoveHercules(to="cyclades") in acts
    # the declared legion moves only as the Griffin: one plain legion left to move from Macedonia
    assert [a.count for a in acts if isinstance(a, MoveLegions) and a.to == "achaea"] == [1]
    S, ev = e.apply(S, BABYLON, MoveHercules(to="troas"))
    assert "{p2}'s Hercules legion moves as a Griffin from Macedonia to Troas." in texts(ev)
    assert "si muove come Grifone dalla Macedonia alla Troade" in texts(ev, "it")
    assert S.provinces["troas"].legions == {BABYLON: 1} and S.provinces["macedonia"].legions == {BABYLON: 1}
    assert S.hercules[BABYLON].place == "troas" and S.hercules[BABYLON].moved
    view = e.player_view(S, None)
    assert next(f for p in view.provinces if p.id == "troas" for f in p.forces).hercules == "griffin"
    assert not any(f.hercules for p in view.provinces if p.id == "macedonia" for f in p.forces)
    # once per turn, like any unit; not as a plain legion either
    assert "has already moved" in refused(e, S, BABYLON, MoveHercules(to="thracia"))
    with pytest.raises(IllegalAction):
        e.apply(S, BABYLON, MoveLegions(origin="troas", to="thracia", count=1))


def test_griffin_legion_flies_over_an_occupied_area_fights_there_as_a_griffin_and_is_never_carried():
    """D12: over an area holding enemy units without stopping; it ends on land and fights there
    with the Griffin's automatic 6 (the combat part of D21); never carried by triremes."""
    e, S = herc(BABYLON, [2])
    put(S, "babylonia", BABYLON, legions={BABYLON: 1})
    put(S, "syria", ROME, legions={ROME: 2})  # flown over
    put(S, "cilicia", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, BABYLON, DeclareHercules(province="babylonia"))
    S, _ = e.apply(S, BABYLON, MoveHercules(to="cilicia"))
    assert S.provinces["syria"].legions == {ROME: 2} and S.battle is None
    assert e.legal_actions(S, BABYLON)[-1] != EndTurn()  # the battle is owed
    S, ev = e.apply(S, BABYLON, Attack(province="cilicia", target=GREECE))
    assert S.battle.attacker_total == 6 and S.battle.attacker_dice == []
    assert S.battle.defender_losses == 1
    # never carried: a trireme chain gives the Griffin-legion nothing beyond its 2 areas
    e, S = herc(BABYLON)
    put(S, "africa", BABYLON, legions={BABYLON: 1})
    for s in ("mare_africum", "mare_tyrrhenum"):
        S.seas[s][BABYLON] = 1
    S, _ = e.apply(S, BABYLON, DeclareHercules(province="africa"))
    assert MoveLegions(origin="africa", to="latium", count=1) not in e.legal_actions(S, BABYLON)
    assert refused(e, S, BABYLON, MoveHercules(to="latium")) == "Hercules' legion cannot reach Latium as a Griffin."


def test_titan_legion_attacks_an_adjacent_province_and_adjacent_triremes():
    """Titano (D10) through Hercules (D21): from its province, 1 die, no automatic 6, no return
    fire, the legion does not move; each unit attacks once per turn; FAQ E76: triremes too."""
    e, S = herc(ROME, [5, 6])
    put(S, "latium", ROME, legions={ROME: 1})
    put(S, "etruria", GREECE, legions={GREECE: 2})
    S.seas["mare_tyrrhenum"][CARTHAGE] = 1
    assert not any(isinstance(a, RangedAttack) for a in e.legal_actions(S, ROME))  # a plain legion cannot
    S, _ = e.apply(S, ROME, DeclareHercules(province="latium"))
    acts = e.legal_actions(S, ROME)
    assert RangedAttack(origin="latium", place="etruria", target=GREECE) in acts
    assert RangedAttack(origin="latium", place="mare_tyrrhenum", target=CARTHAGE) in acts
    S, ev = e.apply(S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE))
    assert S.provinces["etruria"].legions == {GREECE: 1} and S.provinces["latium"].legions == {ROME: 1}
    assert "from afar with a Titan: [5] = 5" in texts(ev) and "{p0}'s Hercules legion in Latium attacks from afar as a Titan." in texts(ev)
    assert S.battle is None  # no battle there: nothing to conquer, no return fire
    # once: no second ranged attack, and it does not move afterwards
    assert not any(isinstance(a, (RangedAttack, MoveHercules)) for a in e.legal_actions(S, ROME))
    assert "No Titan" in refused(e, S, ROME, RangedAttack(origin="latium", place="mare_tyrrhenum", target=CARTHAGE))
    assert "has already moved, fought or attacked" in refused(e, S, ROME, MoveHercules(to="etruria"))
    # adjacent triremes (a new turn's declaration)
    e, S = herc(ROME, [6])
    put(S, "latium", ROME, legions={ROME: 1})
    S.seas["mare_tyrrhenum"][CARTHAGE] = 2
    S, _ = e.apply(S, ROME, DeclareHercules(province="latium"))
    S, _ = e.apply(S, ROME, RangedAttack(origin="latium", place="mare_tyrrhenum", target=CARTHAGE))
    assert S.seas["mare_tyrrhenum"] == {CARTHAGE: 1}


def test_titan_legion_joins_real_titans_and_refuses_far_or_at_war_targets():
    """D10: several Titans combine, 1 die each (the legion is one of them); not an area two
    spaces away; D21: not from a province at war (the legion owes its battle there)."""
    e, S = herc(ROME, [4, 3])
    put(S, "latium", ROME, legions={ROME: 1}, creatures={ROME: 1})
    put(S, "etruria", GREECE, legions={GREECE: 2})
    S, _ = e.apply(S, ROME, DeclareHercules(province="latium"))
    S, ev = e.apply(S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE))
    assert "from afar with 2 Titans: [4, 3] = 7" in texts(ev)
    e, S = herc(ROME, [5])
    put(S, "latium", ROME, legions={ROME: 1})
    S.seas["mare_sardoum"][CARTHAGE] = 1
    S, _ = e.apply(S, ROME, DeclareHercules(province="latium"))
    assert "adjacent" in refused(e, S, ROME, RangedAttack(origin="latium", place="mare_sardoum", target=CARTHAGE))
    e, S = herc(ROME, [5])
    put(S, "latium", ROME, legions={ROME: 2, GREECE: 1})
    put(S, "etruria", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, DeclareHercules(province="latium"))
    assert not any(isinstance(a, RangedAttack) for a in e.legal_actions(S, ROME))
    assert refused(e, S, ROME, RangedAttack(origin="latium", place="etruria", target=GREECE)) == (
        "Hercules' legion in Latium stands in a province at war: it fights there and cannot attack from afar.")


def test_kraken_legion_never_goes_to_sea_and_moves_as_a_legion():
    """D21: the Kraken's sea moves are not given to a legion (it cannot stand at sea; the tag
    ends with the turn); its land step is a legion's move."""
    e, S = herc(ATLANTIS)
    put(S, "africa", ATLANTIS, legions={ATLANTIS: 1})
    S, _ = e.apply(S, ATLANTIS, DeclareHercules(province="africa"))
    moves = {a.to for a in e.legal_actions(S, ATLANTIS) if isinstance(a, MoveHercules)}
    assert moves == {"numidia", "tripolitania"}
    assert refused(e, S, ATLANTIS, MoveHercules(to="mare_africum")) == "There is no such province."
    S, _ = e.apply(S, ATLANTIS, MoveHercules(to="numidia"))
    assert S.provinces["numidia"].legions == {ATLANTIS: 1} and S.hercules[ATLANTIS].place == "numidia"


def test_centaur_legion_kills_a_legion_before_the_dice_after_its_move():
    """Centauro through Hercules: the declared legion moves in and, before the dice, destroys one
    enemy legion (D27 step 2), then fights as an automatic 6."""
    e, S = herc(GREECE, [1])
    put(S, "achaea", GREECE, legions={GREECE: 1})
    put(S, "epirus", ROME, legions={ROME: 2})
    S, _ = e.apply(S, GREECE, DeclareHercules(province="achaea"))
    S, _ = e.apply(S, GREECE, MoveHercules(to="epirus"))
    S, ev = e.apply(S, GREECE, Attack(province="epirus", target=ROME))
    assert "Centaur" in texts(ev)
    assert S.battle.attacker_total == 6 and S.battle.defender_dice == [1]
    assert S.provinces["epirus"].legions == {GREECE: 1}


# ---- the shared once-per-turn limit with the automatic combat use ----------------------------------------


def test_automatic_combat_use_then_no_declaration():
    """D21, rules < 3 (games started before the fix): a battle before any declaration uses
    Hercules automatically (an automatic 6), and it was the use of the turn: no declaration
    afterwards."""
    e, S = herc(ROME, [5, 1, 1, 1])
    S.rules = 2
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", ROME, legions={ROME: 1})
    put(S, "etruria", None, legions={GREECE: 2})  # no marker: no conquest question after the battle
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, ev = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.battle.attacker_total == 5 + 6 and "Hercules" in texts(ev)
    assert S.hercules[ROME].place == "etruria" and e.prompt(S).kind == "move"
    assert not any(isinstance(a, DeclareHercules) for a in e.legal_actions(S, ROME))
    assert "already been used this turn" in refused(e, S, ROME, DeclareHercules(province="magna_graecia"))


def test_declaration_then_no_automatic_use_elsewhere():
    """D21, the other way round: with a legion declared in Latium, a battle in Etruria is fought
    with dice only (the declared legion is the one creature of the power)."""
    e, S = herc(ROME, [5, 1, 1])
    put(S, "latium", ROME, legions={ROME: 1})
    put(S, "magna_graecia", ROME, legions={ROME: 1})
    put(S, "etruria", GREECE, legions={GREECE: 1}, fortresses={})
    put(S, "gallia", ROME, legions={ROME: 2})
    S, _ = e.apply(S, ROME, DeclareHercules(province="magna_graecia"))
    S, _ = e.apply(S, ROME, MoveLegions(origin="gallia", to="etruria", count=2))
    S, ev = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.battle.attacker_total == 5 + 1 and "Hercules" not in texts(ev)
    assert S.hercules[ROME].place == "magna_graecia"


def test_defending_in_another_players_turn_uses_it_without_a_question():
    """D21, rules < 3: defending, the first battle uses it (no question: a creature is never worse
    than a die, except against a Behemoth); then his own declaration is no longer possible this turn."""
    e, S = myth([1, 1, 1, 1], active=GREECE)
    S.rules = 2
    S.players[ROME].cards = ["hercules"]
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "illyria", GREECE, legions={GREECE: 3})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="illyria", to="etruria", count=3))
    S, ev = e.apply(S, GREECE, Attack(province="etruria", target=ROME))
    assert S.battle.defender_total == 1 + 6 and S.hercules[ROME].place == "etruria"
    assert "hercules" in S.players[ROME].used
    # against a Behemoth the legion stays a legion (no automatic use)
    e, S = myth([1, 1, 1, 1], active=CARTHAGE)
    S.rules = 2
    S.players[ROME].cards = ["hercules"]
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "illyria", CARTHAGE, legions={CARTHAGE: 2}, creatures={CARTHAGE: 1})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="illyria", to="etruria", count=2))
    S.provinces["illyria"].creatures, S.provinces["etruria"].creatures = {}, {CARTHAGE: 1}
    S, ev = e.apply(S, CARTHAGE, Attack(province="etruria", target=ROME))
    assert "Hercules" not in texts(ev) and ROME not in S.hercules and S.players[ROME].used == []


# ---- rules 3: the holder decides at each battle (issue 27) ----------------------------------------------
#
# mnm-it Eroi, Ercole: "Una volta per turno questo giocatore **può** usare 1 legione come se fosse
# un'unità mitologica": the holder decides, battle by battle; a use is never spent for him
# automatically (rules < 3 took it in his first land battle, even defending in another's turn).


def test_rules3_defender_is_asked_in_another_players_turn_and_keeps_his_use():
    """Rome defends in Greece's turn: Rome (not Greece) is asked; keeping Hercules, his legions
    roll dice only and his use of the turn is still there (he may declare in his own turn)."""
    e, S = myth([1, 1, 1, 1, 1], active=GREECE)
    assert S.rules >= 3
    S.players[ROME].cards = ["hercules"]
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "illyria", GREECE, legions={GREECE: 3})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="illyria", to="etruria", count=3))
    S, ev = e.apply(S, GREECE, Attack(province="etruria", target=ROME))
    pr = e.prompt(S)
    assert (pr.kind, pr.seats) == ("hercules", (ROME,)) and S.battle is None and ev == []
    assert render(pr.text) == "use Hercules in this battle?" and render(pr.text, "it") == "decidi se usare Ercole in questa battaglia"
    assert e.legal_actions(S, ROME) == [UseHero(use=True), UseHero(use=False)]
    assert refused(e, S, GREECE, UseHero(use=True)) == "It is not your turn to decide."
    S, ev = e.apply(S, ROME, UseHero(use=False))
    assert texts(ev).startswith("{p0} does not use Hercules in the battle in Etruria.")
    assert texts(ev, "it").startswith("{p0} non usa Ercole nella battaglia in Etruria.")
    assert S.battle.defender_total == 2 and S.players[ROME].used == [] and ROME not in S.hercules
    # his own military turn later: the declaration is still his
    S.active, S.pending, S.battle = ROME, [], None
    S.fought, S.locked = {}, {}
    assert DeclareHercules(province="etruria") in e.legal_actions(S, ROME)


def test_rules3_defender_who_uses_it_fights_with_the_creature():
    """Answered yes: one legion fights as his creature (an automatic 6), the use of the turn is
    spent (no declaration later)."""
    e, S = myth([1, 1, 1, 1], active=GREECE)
    S.players[ROME].cards = ["hercules"]
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "illyria", GREECE, legions={GREECE: 3})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="illyria", to="etruria", count=3))
    S, _ = e.apply(S, GREECE, Attack(province="etruria", target=ROME))
    S, ev = e.apply(S, ROME, UseHero(use=True))
    assert "{p0} uses Hercules in Etruria" in texts(ev)
    assert S.battle.defender_total == 1 + 6 and S.hercules[ROME].place == "etruria" and "hercules" in S.players[ROME].used


def test_rules3_attacker_is_asked_too_and_both_sides_in_order():
    """In his own turn the attacker is asked as well (only the holder: Greece has no Hercules).
    Keeping it, the battle is dice only and the declaration stays possible."""
    e, S = herc(ROME, [5, 1, 1, 1])
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", ROME, legions={ROME: 1})
    put(S, "etruria", None, legions={GREECE: 2})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert (e.prompt(S).kind, e.prompt(S).seats) == ("hercules", (ROME,))
    S, ev = e.apply(S, ROME, UseHero(use=False))
    assert S.battle.attacker_total == 5 + 1 and "hercules" not in S.players[ROME].used
    assert DeclareHercules(province="magna_graecia") in e.legal_actions(S, ROME)


def test_rules3_no_question_when_declared_or_against_a_behemoth():
    """A legion declared in the battle's province fights as the creature without a question; one
    declared elsewhere spent the use (no question, dice only); against a Behemoth nothing is asked."""
    e, S = herc(ROME, [5, 1, 1])
    put(S, "magna_graecia", ROME, legions={ROME: 1})
    put(S, "etruria", GREECE, legions={GREECE: 1}, fortresses={})
    put(S, "gallia", ROME, legions={ROME: 2})
    S, _ = e.apply(S, ROME, DeclareHercules(province="magna_graecia"))
    S, _ = e.apply(S, ROME, MoveLegions(origin="gallia", to="etruria", count=2))
    S, ev = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert e.prompt(S).kind != "hercules" and S.battle.attacker_total == 5 + 1
    e, S = myth([1, 1, 1, 1], active=CARTHAGE)
    S.players[ROME].cards = ["hercules"]
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "illyria", CARTHAGE, legions={CARTHAGE: 2}, creatures={CARTHAGE: 1})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="illyria", to="etruria", count=2))
    S.provinces["illyria"].creatures, S.provinces["etruria"].creatures = {}, {CARTHAGE: 1}
    S, ev = e.apply(S, CARTHAGE, Attack(province="etruria", target=ROME))
    assert e.prompt(S).kind != "hercules" and S.players[ROME].used == []


def test_rules3_automatic_player_uses_it_attacking_and_keeps_it_defending_before_its_turn():
    """The automatic player's answer (and the timeout's): attacking, yes; defending before its own
    military turn, no (its use would be gone); defending after it, yes."""
    from engines.mare_nostrum.auto import choose

    e, S = myth([1, 1, 1, 1], active=GREECE)
    S.players[ROME].cards = ["hercules"]
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "illyria", GREECE, legions={GREECE: 3})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="illyria", to="etruria", count=3))
    S, _ = e.apply(S, GREECE, Attack(province="etruria", target=ROME))
    assert choose(e, S, ROME) == UseHero(use=False)
    S.done = [ROME]
    assert choose(e, S, ROME) == UseHero(use=True)
    e, S = herc(ROME, [5, 1, 1, 1])
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", None, legions={GREECE: 2})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert choose(e, S, ROME) == UseHero(use=True)


def test_rules3_panel_asks_in_both_languages():
    """The holder's panel: the question, the battle's province and his creature, both answers."""
    from engines.mare_nostrum.panel import build_panel as panel

    e, S = myth([1, 1, 1, 1], active=GREECE)
    S.players[ROME].cards = ["hercules"]
    put(S, "etruria", ROME, legions={ROME: 2})
    put(S, "illyria", GREECE, legions={GREECE: 3})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="illyria", to="etruria", count=3))
    S, _ = e.apply(S, GREECE, Attack(province="etruria", target=ROME))
    p = panel(e, S, ROME)
    assert "in Etruria" in render(p.text) and "Titan" in render(p.text) and "Titano" in render(p.text, "it")
    assert [render(o.label) for o in p.options] == ["Yes, use Hercules", "No"]


# ---- the tag's end: elimination, end of the turn ---------------------------------------------------------


def test_tag_ends_when_the_legion_is_eliminated_and_stays_while_one_is_left():
    """D21: the owner keeps the declared legion longest (losses take the others first); with the
    last of his legions there the tag ends, and a legion arriving later is a plain legion."""
    e, S = herc(ROME, [1, 6])
    put(S, "latium", ROME, legions={ROME: 1})
    put(S, "etruria", GREECE, legions={GREECE: 2}, fortresses={GREECE: 1})
    put(S, "magna_graecia", ROME, legions={ROME: 1})
    S, _ = e.apply(S, ROME, DeclareHercules(province="latium"))
    S, _ = e.apply(S, ROME, MoveHercules(to="etruria"))
    assert S.hercules[ROME].place == "etruria"
    S, ev = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.provinces["etruria"].legions.get(ROME, 0) == 0
    assert S.hercules == {} and "hercules" in S.players[ROME].used  # the use of the turn is spent
    view = e.player_view(S, None)
    assert not any(f.hercules for p in view.provinces for f in p.forces)
    assert "Hercules:" not in render(e.status_text(S, None))
    # while one legion is left there, the tag stays
    e, S = herc(ROME, [1, 1, 6])
    put(S, "latium", ROME, legions={ROME: 3})
    put(S, "etruria", GREECE, legions={GREECE: 1})
    S, _ = e.apply(S, ROME, DeclareHercules(province="latium"))
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, MoveHercules(to="etruria"))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    assert S.provinces["etruria"].legions[ROME] >= 1 and S.hercules[ROME].place == "etruria"


def test_tag_ends_at_the_end_of_the_turn():
    """Card: "Una volta per turno": at the next turn the legion is a plain legion again and the
    power may be used anew."""
    e, S = herc(ROME)
    put(S, "latium", ROME, legions={ROME: 1})
    S.done = [s for s in range(S.n) if s != ROME]
    S, _ = e.apply(S, ROME, DeclareHercules(province="latium"))
    S, _ = e.apply(S, ROME, EndTurn())
    assert S.turn == 2 and S.hercules == {} and "hercules" not in S.players[ROME].used


# ---- what does not transfer ------------------------------------------------------------------------------


def test_the_piece_stays_a_legion_for_limits_counts_and_rebirth():
    """D21: the 3-creature limit, the Military Leader's count and the Phoenix's rebirth see a
    legion: the declaration changes no count, and a Phoenix-legion that dies is not reborn."""
    e, S = herc(EGYPT, [1, 6])
    put(S, "aegyptus_inferior", EGYPT, legions={EGYPT: 1})
    put(S, "arabia", ROME, legions={ROME: 1}, fortresses={ROME: 1})
    counts = q.role_counts(e.R, S, q.on_board_all(S))[EGYPT]["military_units"]
    reserve = cr.reserve(e.R, S, EGYPT)
    S, _ = e.apply(S, EGYPT, DeclareHercules(province="aegyptus_inferior"))
    assert q.role_counts(e.R, S, q.on_board_all(S))[EGYPT]["military_units"] == counts
    assert cr.reserve(e.R, S, EGYPT) == reserve == 3
    S, _ = e.apply(S, EGYPT, MoveHercules(to="arabia"))
    S, _ = e.apply(S, EGYPT, Attack(province="arabia", target=ROME))
    assert S.provinces["arabia"].legions.get(EGYPT, 0) == 0 and S.players[EGYPT].on_card == 0
    assert S.hercules == {}


# ---- undo, panel, automatic player ------------------------------------------------------------------------


def test_declaration_and_a_quiet_move_can_be_taken_back():
    """issue 11 (Undo): the declaration and a move without a battle are open and certain."""
    e, S = herc(BABYLON)
    put(S, "macedonia", BABYLON, legions={BABYLON: 1})
    a = DeclareHercules(province="macedonia")
    S1, ev = e.apply(S, BABYLON, a)
    assert e.undoable(S, S1, BABYLON, a, ev)
    # taken back, the power is still there to use
    assert DeclareHercules(province="macedonia") in e.legal_actions(S, BABYLON)
    m = MoveHercules(to="troas")
    S2, ev2 = e.apply(S1, BABYLON, m)
    assert e.undoable(S1, S2, BABYLON, m, ev2)


def test_panel_groups_hercules_options_with_readable_labels():
    e, S = herc(BABYLON)
    put(S, "macedonia", BABYLON, legions={BABYLON: 1})
    panel = e.panel(S, BABYLON)
    grp = next(o for o in panel.options if o.key == "hercules")
    assert render(grp.label) == "Hercules" and render(grp.label, "it") == "Ercole"
    leaf = grp.children[0]
    assert render(leaf.label) == "Hercules: the legion in Macedonia acts as a Griffin this turn"
    assert "Grifone" in render(leaf.label, "it") and leaf.description is not None
    S, _ = e.apply(S, BABYLON, DeclareHercules(province="macedonia"))
    grp = next(o for o in e.panel(S, BABYLON).options if o.key == "hercules")
    labels = [render(o.label) for o in grp.children]
    assert "Hercules' legion (Griffin): Macedonia → Troas" in labels


def test_automatic_player_declares_a_titan_legion_next_to_enemies_and_fires():
    """auto.py (D21): a cheap rule -- a Titan-legion's free ranged attack when an enemy is next to
    a legion's province."""
    e, S = herc(ROME, [5])
    put(S, "latium", ROME, legions={ROME: 1})
    put(S, "etruria", GREECE, legions={GREECE: 1})
    a = e.auto_action(S, ROME)
    assert a == DeclareHercules(province="latium")
    S, _ = e.apply(S, ROME, a)
    a = e.auto_action(S, ROME)
    assert a == RangedAttack(origin="latium", place="etruria", target=GREECE)


def test_automatic_player_flies_a_griffin_legion_to_a_province_worth_taking():
    """auto.py (D21): a Griffin-legion flies into an undefended opponent's province out of a
    legion's reach, then converts it."""
    e, S = herc(BABYLON)
    put(S, "macedonia", BABYLON, legions={BABYLON: 2})
    put(S, "troas", GREECE)  # Greek marker, no defenders, across the Aegean
    S.players[BABYLON].hand = {}
    a = e.auto_action(S, BABYLON)
    assert a == DeclareHercules(province="macedonia")
    S, _ = e.apply(S, BABYLON, a)
    assert e.auto_action(S, BABYLON) == MoveHercules(to="troas")
    S, _ = e.apply(S, BABYLON, MoveHercules(to="troas"))
    assert e.prompt(S).kind == "conquest"


def test_no_declaration_without_the_expansion_pieces():
    """Base game: no creatures, no Hercules actions (the engine's base rules)."""
    from tests.mare_nostrum.builders import DiceEngine, blank

    e = DiceEngine()
    S = blank(e, ["rome", "greece", "egypt"], "move", active=0)
    put(S, "latium", 0, legions={0: 1})
    assert not any(isinstance(a, (DeclareHercules, MoveHercules)) for a in e.legal_actions(S, 0))
    assert MoveLegions(origin="latium", to="etruria", count=1) in e.legal_actions(S, 0)


def test_automatic_player_buys_hercules_for_a_titan_or_a_griffin():
    """auto.py (D21): Hercules is worth more to Rome (Titan) and Babylon (Griffin), whose legion
    gains a reach the automatic player uses, than to the other civilizations."""
    from engines.mare_nostrum import auto

    e, S = myth(step="build", active=ROME)
    b = Build(item="card", card="hercules")
    ctx = {"produced": set(), "on_board": {}, "plan": {}}
    scores = {seat: auto._build_score(e, S, seat, b, ctx) for seat in (ROME, BABYLON, GREECE, ATLANTIS)}
    assert scores[ROME] == scores[BABYLON] > auto._build_score(e, S, ROME, Build(item="card", card="julius_caesar"), ctx)
    assert scores[GREECE] == scores[ATLANTIS] == 900


def test_a_defending_hercules_legion_counts_once_in_the_loss_cap():
    """D21: the Hercules legion fights as a creature but stays one piece: a defender with only that
    legion loses at most 1 unit however high the attacker's total (mn-it "Battaglie": one loss per
    full 5 points, never more than the units there).  Found at merge: the cap counted it twice."""
    e, S = myth([6, 6, 6, 6, 1], active=GREECE)
    S.players[ROME].cards = ["hercules"]
    put(S, "etruria", ROME, legions={ROME: 1}, fortresses={})
    put(S, "illyria", GREECE, legions={GREECE: 4})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="illyria", to="etruria", count=4))
    S, _ = e.apply(S, GREECE, Attack(province="etruria", target=ROME))
    S, ev = e.apply(S, ROME, UseHero(use=True))  # rules 3: Rome is asked (D21)
    assert "Hercules" in texts(ev) and S.battle.attacker_total == 24
    assert S.battle.defender_losses == 1  # was 2 (legion + "creature") before the fix
