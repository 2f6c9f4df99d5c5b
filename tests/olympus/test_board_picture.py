"""The Olympus board picture's texts: the header says who decides what (issue 18: it said "a
choice is being made"), the game-over picture names the winner and scores every source of
prestige, and the key names every symbol in the reader's language."""

from __future__ import annotations

import pytest

from engines.olympus import rules as q
from engines.olympus.engine import Olympus
from engines.olympus.state import Pending
from render import olympus as ro
from render.common import record_texts
from tests.olympus.builders import blank

NAMES = ["Alice", "Bob", "Carol"]


def test_header_names_who_decides_and_what() -> None:
    e = Olympus()
    S = blank(e, 3)
    S.pending = [Pending(kind="zeus_cards", seats=[0, 2], answers={0: 0})]
    v = e.player_view(S, None)
    who, what = ro._header(v, NAMES, "en")
    assert "Carol" in who and what == "An Olympus card is revealed: play Zeus' favour cards?"
    assert "Alice" not in who  # she has answered
    S.pending = [Pending(kind="bonus", seats=[1])]
    who, what = ro._header(e.player_view(S, None), NAMES, "it")
    assert who == "tocca a Bob" and what == "Scegli il tuo bonus"
    S.pending = []
    who, what = ro._header(e.player_view(S, None), NAMES, "en")
    assert who == f"{NAMES[q.next_seat(S)]} to play" and what.startswith("Play Destiny cards")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_game_over_names_the_winner_and_scores_each_source(lang: str) -> None:
    e = Olympus()
    S = e.setup(2, {}, 1)
    while e.outcome(S) is None:
        seat = e.prompt(S).seats[0]
        S, _ = e.apply(S, seat, e.auto_action(S, seat))
    v = e.player_view(S, None)
    win = q.winners(S)[0]
    assert v.final == [q.score(S, s) for s in range(2)] and v.winners == q.winners(S)
    with record_texts() as records:
        ro.render_board(v, NAMES[:2], lang=lang)
    texts = [r.text for r in records]
    word = {"en": "wins", "it": "vince"}[lang]
    assert any(NAMES[win] in t and word in t and str(q.total(S, win)) in t for t in texts)
    title = {"en": "Final scoring", "it": "Punteggio finale"}[lang]
    assert title in texts
    for s in range(2):  # every source of each player's prestige is written, and the total
        for key in ro._score_rows(v):
            assert str(v.final[s][key]) in texts
        assert str(q.total(S, s)) in texts
    # during the game the player panels show no final total
    assert e.player_view(e.setup(2, {}, 1), None).final == []


@pytest.mark.parametrize("lang", ["en", "it"])
def test_key_names_every_resource_and_bonus(lang: str) -> None:
    entries = dict(ro._key_entries(lang))
    grain = {"en": "Grain", "it": "Grano"}[lang]
    assert entries["res-grain"] == grain and len(entries) == len(set(entries))
    assert {f"bonus-{b}" for b in "ABCD"} <= entries.keys()
    assert ro.RESOURCE_COLOURS["grain"] != ro.RESOURCE_COLOURS["gold"]
