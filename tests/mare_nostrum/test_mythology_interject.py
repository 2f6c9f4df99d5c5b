"""Mythology: Baal, Vulcan and Poseidon used "at any moment" in OTHER players' turns (issue 8; the
engine's ``side_actions``, gods.anytime_window / gods.interjection; docs/mythology-rules.md D2).

Source: shared/rules/mare-nostrum-mythology.it.txt (mnm-it), "Potere degli Dei" (docs
§5's table): Baal "Puoi distruggere una città avversaria ovunque sul tabellone", Vulcan "una
carovana avversaria ovunque", Poseidon "una trireme nemica ovunque sul tabellone, anche mentre
trasporta o combatte", each "in qualsiasi punto durante il turno"; Astarte "Ti protegge contro il
potere di un altro Dio (utilizzabile solo se sei tu il bersaglio)" (D4).  D2: the holder may use
them between two actions of any player's turn, never inside a decision under way."""

from __future__ import annotations

import pytest

from engines import get
from engines.base import IllegalAction, Prompt
from engines.mare_nostrum.state import Announce, Build, Choose, MoveLegions, Offer, Pay, State, UseGod, UseHero
from engines.text import Msg
from tests.mare_nostrum.builders import hand, put
from tests.mare_nostrum.test_mythology_gods import ids, myth

BAAL = UseGod(god="baal", province="aegyptus_superior", site=0)


def same_turn(before: State, after: State, eng) -> None:
    """The prompted players' step goes on unchanged: prompt, phase, step, who acts, who is done."""
    p0, p1 = eng.prompt(before), eng.prompt(after)
    assert (p1.phase, p1.kind, p1.seats) == (p0.phase, p0.kind, p0.seats)
    assert (after.phase, after.step, after.active, after.done, after.turn) == (before.phase, before.step, before.active,
                                                                                before.done, before.turn)


def option_ids(panel) -> list[str]:
    def walk(opts):
        for o in opts:
            yield o.key
            yield from walk(o.children)
    return list(walk(panel.options))


def test_holder_uses_baal_during_another_players_construction():
    """Baal's holder (seat 1) destroys a city of seat 2 while seat 0 builds (D2: "in qualsiasi
    punto durante il turno", any player's turn; FAQ "Può Baal o Vulcano usare il proprio potere
    durante la fase della costruzione?" -- "Si"); seat 0 keeps its decision and builds on."""
    eng, S = myth(step="build", active=0)
    put(S, "latium", 0)
    S.controlled = {0: ["latium"]}
    hand(S, 0, tax=3)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 1}
    assert eng.prompt(S).seats == (0,) and eng.legal_actions(S, 1) == []
    assert list(eng.side_actions(S, 1)) == [BAAL]
    assert list(eng.side_actions(S, 0)) == [] and list(eng.side_actions(S, 2)) == []
    before_actions = eng.legal_actions(S, 0)
    eng.validate(S, 1, BAAL)
    S2, ev = eng.apply(S, 1, BAAL)
    assert S2.provinces["aegyptus_superior"].cities[0] is False and "baal" in S2.gods_used
    assert ids(ev) == ["mn-ev-god-baal"] and all(e.to is None for e in ev)
    same_turn(S, S2, eng)
    assert eng.legal_actions(S2, 0) == before_actions  # seat 0's choices did not depend on that city
    S3, _ = eng.apply(S2, 0, Build(item="legion"))
    assert eng.prompt(S3).kind == "where" and eng.prompt(S3).seats == (0,)


def test_baal_frees_the_builders_own_site():
    """The target may be the city of the player who is building: the site is free at once and the
    builder may build a city there again (FAQ: Baal "per liberare uno spazio" in Construction)."""
    eng, S = myth(step="build", active=0)
    put(S, "latium", 0, cities=[0])
    S.controlled = {0: ["latium"]}
    hand(S, 0, tax=3)
    S.gods = {"baal": 2}
    use = UseGod(god="baal", province="latium", site=0)
    assert use in eng.side_actions(S, 2)
    assert Build(item="city") not in eng.legal_actions(S, 0)  # no free city site in Latium
    S, _ = eng.apply(S, 2, use)
    assert eng.prompt(S).seats == (0,) and Build(item="city") in eng.legal_actions(S, 0)
    S, _ = eng.apply(S, 0, Build(item="city"))
    assert Build(item="city", province="latium", site=0) in eng.legal_actions(S, 0)


def test_refused_inside_a_pending_decision():
    """D2: never inside a decision under way (here seat 0's payment): no side action, the panel
    offers nothing, and the action is refused with the reason."""
    eng, S = myth(step="build", active=0)
    put(S, "latium", 0)
    put(S, "aegyptus_superior", 2, cities=[0])
    hand(S, 0, tax=3)
    S.controlled = {0: ["latium"]}
    S, _ = eng.apply(S, 0, Build(item="legion"))
    S, _ = eng.apply(S, 0, Build(item="legion", province="latium"))
    assert eng.prompt(S).kind == "pay"
    S.gods = {"baal": 1}
    assert list(eng.side_actions(S, 1)) == []
    assert eng.panel(S, 1).options == []
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 1, BAAL)
    assert e.value.code == "god_window"
    assert isinstance(e.value.message, Msg) and e.value.message.id == "mn-err-god-window"
    while eng.prompt(S).kind == "pay":
        S, _ = eng.apply(S, 0, Pay(cards=["tax"]))
    assert list(eng.side_actions(S, 1)) == [BAAL]  # between two actions again


def test_refused_for_a_non_holder_and_for_other_actions():
    """Only the holder interjects, and only with its god: any other action of a seat that is not
    prompted is "not your turn"."""
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 1}
    for seat, action in ((2, BAAL), (1, Build(item="legion")), (1, UseGod(god="vulcan", province="aegyptus_superior", site=0))):
        with pytest.raises(IllegalAction) as e:
            eng.apply(S, seat, action)
        assert e.value.code == "not_your_turn" and e.value.message.id == "mn-err-not-your-turn"
    assert eng.panel(S, 2).options == []


def test_refused_after_use_and_for_a_timed_god():
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 1, "hermes": 2}
    S, _ = eng.apply(S, 1, BAAL)
    put(S, "aegyptus_superior", 2, cities=[0])
    assert list(eng.side_actions(S, 1)) == [] and eng.panel(S, 1).options == []
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 1, BAAL)
    assert e.value.code == "god_used"
    with pytest.raises(IllegalAction) as e:  # Hermes acts at the income only (D5), never out of turn
        eng.apply(S, 2, UseGod(god="hermes", cards=["tax"] * 3))
    assert e.value.code == "not_your_turn"


def test_vulcan_during_the_trade_of_others():
    """Vulcan's holder, not prompted (it already sealed its offer), destroys a caravan while the
    others still seal theirs; the simultaneous step and its seats stay."""
    eng, S = myth(step="announce", active=None)
    for s in range(3):
        hand(S, s, tax=1, grain=1)
    put(S, "aegyptus_superior", 2, caravans=[0])
    S.gods = {"vulcan": 1}
    S, _ = eng.apply(S, 0, Announce(count=1))
    S, _ = eng.apply(S, 1, Offer(cards=["tax"]))
    pr = eng.prompt(S)
    assert pr.kind == "offer" and 1 not in pr.seats and len(pr.seats) >= 2
    use = UseGod(god="vulcan", province="aegyptus_superior", site=0)
    assert use in eng.side_actions(S, 1)
    S2, ev = eng.apply(S, 1, use)
    assert S2.provinces["aegyptus_superior"].caravans[0] is False and ids(ev) == ["mn-ev-god-vulcan"]
    same_turn(S, S2, eng)
    assert S2.trade == S.trade  # the sealed offers are untouched


def test_poseidon_in_another_players_military_turn():
    """Poseidon "anche mentre trasporta o combatte": its holder (seat 2) sinks a trireme of the
    player moving (seat 0) between two of its moves; seat 0 moves on without it."""
    eng, S = myth(step="move", active=0)
    put(S, "latium", 0, legions={0: 2})
    S.seas["mare_tyrrhenum"] = {0: 1}
    S.gods = {"poseidon": 2}
    transport = next(a for a in eng.legal_actions(S, 0) if isinstance(a, MoveLegions) and a.to == "sardinia")
    use = UseGod(god="poseidon", sea="mare_tyrrhenum", target=0)
    assert list(eng.side_actions(S, 2)) == [use]
    S2, ev = eng.apply(S, 2, use)
    assert S2.seas["mare_tyrrhenum"] == {} and ids(ev) == ["mn-ev-god-poseidon"]
    same_turn(S, S2, eng)
    assert transport not in eng.legal_actions(S2, 0)  # the chain is gone; the legions stay home
    assert S2.provinces["latium"].legions == {0: 2}


def test_interjection_while_the_leader_names_the_next_player():
    """Naming the next builder is an ordinary step too (a window): another holder may interject."""
    eng, S = myth(step="choose_builder", active=None)
    S.phase = "construction"
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 1}
    assert eng.prompt(S).seats == (0,) and list(eng.side_actions(S, 1)) == [BAAL]
    S2, _ = eng.apply(S, 1, BAAL)
    same_turn(S, S2, eng)
    S3, _ = eng.apply(S2, 0, Choose(seat=2))
    assert eng.prompt(S3).kind == "build" and eng.prompt(S3).seats == (2,)


@pytest.mark.parametrize("astarte_used", [True, False])
def test_astarte_answers_an_interjection_then_the_turn_resumes(astarte_used):
    """D4: Baal, interjected by seat 1 against a city of seat 2 who holds Astarte, first asks seat 2
    (the prompt changes for that question only); once answered, seat 0's construction step is
    prompted again exactly as before."""
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 1, "astarte": 2}
    S1, ev = eng.apply(S, 1, BAAL)
    assert ids(ev) == ["mn-ev-god-invoked"]
    assert eng.prompt(S1).kind == "god" and eng.prompt(S1).seats == (2,) and eng.prompt(S1).phase == "construction"
    assert (S1.step, S1.active) == ("build", 0) and list(eng.side_actions(S1, 1)) == []
    answer = UseGod(god="astarte") if astarte_used else UseHero(use=False)
    S2, ev = eng.apply(S1, 2, answer)
    assert S2.provinces["aegyptus_superior"].cities[0] is astarte_used
    same_turn(S, S2, eng)
    assert ("astarte" in S2.gods_used) is astarte_used and "baal" in S2.gods_used


def test_astarte_held_by_the_interrupted_player():
    """The target is the player whose turn it is: it answers Astarte's question, then builds on."""
    eng, S = myth(step="build", active=0)
    put(S, "latium", 0, cities=[0])
    S.gods = {"baal": 1, "astarte": 0}
    S1, _ = eng.apply(S, 1, UseGod(god="baal", province="latium", site=0))
    assert eng.prompt(S1) == Prompt(phase="construction", kind="god", seats=(0,), text=eng.prompt(S1).text)
    S2, _ = eng.apply(S1, 0, UseGod(god="astarte"))
    same_turn(S, S2, eng)
    assert S2.provinces["latium"].cities[0] is True


def test_panel_of_the_holder_in_another_players_turn():
    """The holder's panel offers its god's uses and nothing else, says whose turn it is; the
    prompted player's panel has its own choices and no other god's."""
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 1}
    panel = eng.panel(S, 1)
    assert [o.key for o in panel.options] == ["gods"] and option_ids(panel) == ["gods", "g0"]
    assert panel.options[0].children[0].action == {"kind": "use_god", "god": "baal", "province": "aegyptus_superior",
                                                   "site": 0, "sea": None, "target": None, "role": None, "cards": []}
    text = [t.id for t in panel.text if isinstance(t, Msg)]
    assert "mn-panel-side" in text and "mn-panel-gods-anytime" in text
    side = next(t for t in panel.text if isinstance(t, Msg) and t.id == "mn-panel-side")
    assert side.args["players"] == ["{p0}"]
    assert panel.title == Msg(id="mn-panel-side-title", args={})
    assert "gods" not in [o.key for o in eng.panel(S, 0).options]
    assert eng.panel(S, 2).options == []


def test_the_use_may_be_taken_back():
    """Issue 11's undo: the destruction is open and certain (no die, nothing hidden), like a
    construction; Isis' secret gifts stay final."""
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 1}
    after, ev = eng.apply(S, 1, BAAL)
    assert eng.undoable(S, after, 1, BAAL, ev)


def test_no_side_action_without_the_expansion():
    e = get("mare-nostrum")
    S = e.setup(3, {}, 1)
    assert all(list(e.side_actions(S, s)) == [] for s in range(3))
