"""Option nations="choose" (rulebook, "Distribuzione delle Nazioni": "I giocatori possono decidere
anche di scegliere le loro nazioni di partenza, cominciando dal giocatore più giovane"; seat 0
stands for the youngest player).  With 2 players the rulebook fixes the pairs ("ANTIKE per 2
giocatori"), so the first seat chooses a pair and the other takes the other pair."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import engines
import i18n
from engines.antike.data import BOARDS
from engines.antike.rules import setup
from engines.antike.state import ChooseNation
from engines.base import IllegalAction
from render.antike import render_board
from tests import test_contract

NAMES = {0: "Alice", 1: "Bob", 2: "Carol", 3: "Dave", 4: "Erin", 5: "Frank"}


def _choose(players: int, board: str = "west", **options: object):
    e = engines.get("antike")
    return e, e.setup(players, {"board": board, "nations": "choose", **options}, 1)


def test_option_and_default():
    e = engines.get("antike")
    assert e.default_options()["nations"] == "random"
    with pytest.raises(ValueError):
        e.setup(3, {"nations": "auction"}, 1)
    st = e.setup(3, {"nations": "choose"}, 1)
    assert st.step == "nation" and st.nations == [] and not st.owner
    # the default is today's random deal, unchanged
    dealt = e.setup(3, e.default_options(), 1)
    assert dealt.model_dump() == setup.new_game(3, "west", 1).model_dump()


@pytest.mark.parametrize("board", ["west", "east"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_seats_choose_in_seat_order_among_the_free_nations(board, players):
    e, st = _choose(players, board)
    line = BOARDS[board].nations_for(players)
    taken: list[str] = []
    for seat in range(players - 1):
        p = e.prompt(st)
        assert p.kind == "nation" and p.seats == (seat,)
        for other in range(players):
            if other != seat:
                assert list(e.legal_actions(st, other)) == []
        offered = [a.nations for a in e.legal_actions(st, seat)]
        assert offered == [(n,) for n in line if n not in taken]  # only the free nations in play
        pick = offered[-1]
        st, events = e.apply(st, seat, ChooseNation(nations=pick))
        taken += pick
        assert events[0].data == {"seat": seat, "nations": list(pick)}
        with pytest.raises(IllegalAction):  # a taken nation is no longer offered
            e.apply(st, seat + 1, ChooseNation(nations=pick))
    # the last seat has no choice: it takes the nation left and the game starts
    assert e.prompt(st).kind == "rondel"
    seat_of = {n.id: n.seat for n in st.nations}
    assert seat_of[[n for n in line if n not in taken][0]] == players - 1
    assert sorted(seat_of) == sorted(line)
    for s, nid in enumerate(taken):
        assert seat_of[nid] == s


def test_a_nation_not_in_play_cannot_be_chosen():
    e, st = _choose(3, "west")
    with pytest.raises(IllegalAction):  # the Phoenicians join only with 2, 4, 5 or 6 players
        e.apply(st, 0, ChooseNation(nations=("phoenicians",)))
    with pytest.raises(IllegalAction):
        e.apply(st, 1, e.legal_actions(st, 0)[0])  # not seat 1's turn


@pytest.mark.parametrize("board", ["west", "east"])
def test_two_players_choose_one_of_the_rulebook_pairs(board):
    """"Un giocatore gioca con i Romani ed i Fenici, l'altro giocatore i Germanici ed i Greci"."""
    e, st = _choose(2, board)
    pairs = BOARDS[board].two_player_pairs
    acts = e.legal_actions(st, 0)
    assert [sorted(a.nations) for a in acts] == [sorted(p) for p in pairs]
    assert e.prompt(st).text.args["n"] == 2
    with pytest.raises(IllegalAction):  # one nation of each pair is no choice of the rulebook's
        e.apply(st, 0, ChooseNation(nations=(pairs[0][0], pairs[1][0])))
    st, events = e.apply(st, 0, ChooseNation(nations=tuple(reversed(pairs[1]))))  # any order
    assert [ev.data["seat"] for ev in events] == [0, 1]
    assert {n.id for n in st.nations if n.seat == 0} == set(pairs[1])
    assert {n.id for n in st.nations if n.seat == 1} == set(pairs[0])
    assert e.prompt(st).kind == "rondel"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("board", ["west", "east"])
def test_the_game_after_the_choice_equals_the_dealt_game(players, board):
    """Choosing the nations a random deal gave yields the same game: start cities, turn order,
    start nation, resources; and the same actions then give the same states."""
    e = engines.get("antike")
    for seed in (1, 2):
        dealt = e.setup(players, {"board": board}, seed)
        per_seat = {s: tuple(n.id for n in dealt.nations if n.seat == s) for s in range(players)}
        _, st = _choose(players, board)
        for s in range(players - 1):
            st, _ = e.apply(st, s, ChooseNation(nations=per_seat[s]))
        assert st.model_dump() == dealt.model_dump()
        assert e.dump_state(st) == e.dump_state(dealt)
        a, b = st, dealt
        for _ in range(40):
            seat = e.prompt(a).seats[0]
            act = e.auto_action(a, seat)
            a, ev_a = e.apply(a, seat, act)
            b, ev_b = e.apply(b, seat, act)
            assert e.dump_state(a) == e.dump_state(b) and ev_a == ev_b


def test_choice_then_longer_game_variant():
    e, st = _choose(3, "east", start="one")
    st, _ = e.apply(st, 0, e.auto_action(st, 0))
    st, _ = e.apply(st, 1, e.auto_action(st, 1))
    assert e.prompt(st).kind == "start_city" and not st.owner


def test_automatic_pick_takes_the_start_nation_when_free():
    e, st = _choose(4, "west")
    first = BOARDS["west"].start_player[4]
    assert e.auto_action(st, 0) == ChooseNation(nations=(first,))
    st, _ = e.apply(st, 0, ChooseNation(nations=(BOARDS["west"].nations_for(4)[1],)) if first == BOARDS["west"].nations_for(4)[0]
                    else ChooseNation(nations=(BOARDS["west"].nations_for(4)[0],)))
    assert first in e.auto_action(st, 1).nations


def test_texts_panel_and_picture_in_both_languages():
    e, st = _choose(3, "west")
    st, events = e.apply(st, 0, ChooseNation(nations=("romans",)))
    assert i18n.render(events[0].text, "en", NAMES) == "Alice chooses the Romans."
    assert i18n.render(events[0].text, "it", NAMES) == "Alice sceglie i Romani."
    # the prompt in the imperative, as every game's (issue 27): "Si aspetta Bob: scegli la tua nazione"
    assert i18n.render(e.prompt(st).text, "it", NAMES) == "scegli la tua nazione"
    assert i18n.render(e.prompt(st).text, "en", NAMES) == "choose your nation"
    assert e.player_view(st, None).active == -1  # no nation plays yet: none is highlighted
    panel = e.panel(st, 1)
    labels = [i18n.render(o.label, "it", NAMES) for o in panel.options]
    assert labels == [i18n.tr("it", f"antike-nation-{n}") for n in ("germanic_tribes", "greeks")]
    for lang in i18n.LOCALES:
        for o in panel.options:
            assert o.description is not None and len(i18n.render(o.description, lang, NAMES, strict=True)) <= 100
        i18n.render(panel.title, lang, NAMES, strict=True)
        i18n.render(panel.text, lang, NAMES, strict=True)
        i18n.render(e.panel(st, 0).title, lang, NAMES, strict=True)
        i18n.render(e.status_text(st, None), lang, NAMES, strict=True)
        i18n.render(e.seat_label(st, 2), lang, NAMES, strict=True)
        img = Image.open(io.BytesIO(render_board(e.player_view(st, None), list(NAMES.values()), lang=lang)))
        assert img.width > 0
    st, events = e.apply(st, 1, ChooseNation(nations=("greeks",)))
    assert i18n.render(events[-1].text, "en", NAMES) == "Carol takes the Germanic tribes, the last nation free."
    assert i18n.render(events[-1].text, "it", NAMES) == "A Carol va l'ultima nazione libera: i Germanici."


@pytest.fixture
def choose_by_default(monkeypatch):
    e = engines.get("antike")
    defaults = {**e.default_options(), "nations": "choose"}
    monkeypatch.setattr(e, "default_options", lambda: dict(defaults))
    return e


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_contract_playout_with_nations_choose(choose_by_default, seats):
    """The contract test's deep playout (every legal action applies, illegal ones raise, purity,
    JSON round trips, automatic players, views) and replay, with nations="choose"."""
    e = choose_by_default
    assert e.setup(seats, e.default_options(), 1000).step == "nation"
    final, log = test_contract._playout(e, seats, 1000, deep=True)
    assert log[0][1].kind == "nation"
    state = e.setup(seats, e.default_options(), 1000)
    for seat, action in log:
        state, _ = e.apply(state, seat, e.parse_action(e.dump_action(action)))
    assert e.dump_state(state) == e.dump_state(final)


def test_every_text_renders_with_nations_choose(choose_by_default):
    test_contract.test_every_text_is_a_message_that_renders_in_every_language("antike")
