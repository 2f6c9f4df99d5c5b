"""Antike's private panel and board picture."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

import engines
import i18n
from engines.antike.state import Done
from render.antike import WIDTH, render_board

NAMES = {0: "Alice", 1: "Bob", 2: "Carol", 3: "Dave", 4: "Erin", 5: "Frank"}


def _states(players: int, board: str, steps: int = 400):
    e = engines.get("antike")
    st = e.setup(players, {"board": board}, 2)
    for _ in range(steps):
        p = e.prompt(st)
        if not p.seats:
            return
        yield st
        st, _ = e.apply(st, p.seats[0], e.auto_action(st, p.seats[0]))


def _walk(options, depth=0):
    for o in options:
        yield o, depth
        yield from _walk(o.children, depth + 1)


@pytest.mark.parametrize("board", ["west", "east"])
def test_panel_options_are_valid_and_render_in_both_languages(board):
    e = engines.get("antike")
    kinds = set()
    for k, st in enumerate(_states(4, board)):
        if k % 7:
            continue
        seat = e.prompt(st).seats[0]
        panel = e.panel(st, seat)
        kinds.add(e.prompt(st).kind)
        leaves = []
        for o, _ in _walk(panel.options):
            assert re.fullmatch(r"[A-Za-z0-9_-]{1,24}", o.key)
            for lang in i18n.LOCALES:
                assert len(i18n.render(o.label, lang, NAMES, strict=True)) <= 80
                if o.description is not None:
                    assert len(i18n.render(o.description, lang, NAMES, strict=True)) <= 100
            if o.action is not None:
                leaves.append(e.parse_action(o.action))
        legal = {e.dump_action(a).__repr__() for a in e.legal_actions(st, seat)}
        assert {e.dump_action(a).__repr__() for a in leaves} == legal
        for lang in i18n.LOCALES:
            i18n.render(panel.title, lang, NAMES, strict=True)
            i18n.render(panel.text, lang, NAMES, strict=True)
    assert {"rondel", "found"} <= kinds


def test_rondel_panel_shows_every_destination_with_its_cost():
    e = engines.get("antike")
    st = e.setup(3, {"board": "east"}, 1)
    seat = e.prompt(st).seats[0]
    st, _ = e.apply(st, seat, e.auto_action(st, seat))
    while e.prompt(st).kind != "rondel":
        s = e.prompt(st).seats[0]
        st, _ = e.apply(st, s, e.auto_action(st, s))
    seat = e.prompt(st).seats[0]
    text = i18n.render(e.panel(st, seat).text, "en", NAMES, strict=True)
    for space in ("Iron", "Temple", "Gold", "Arming", "Marble", "Know-how"):
        assert re.search(rf"^{space}: (free|costs \d resources?)", text, re.M), space
    assert len(re.findall(r"^Maneuver: ", text, re.M)) == 2


def test_waiting_panel_has_no_options():
    e = engines.get("antike")
    st = e.setup(3, {}, 1)
    other = next(s for s in range(3) if s not in e.prompt(st).seats)
    assert e.panel(st, other).options == []
    assert e.legal_actions(st, other) == []
    assert Done() not in e.legal_actions(st, other)


@pytest.mark.parametrize("players,board", [(2, "west"), (6, "east")])
def test_board_picture_is_small_and_deterministic(players, board):
    e = engines.get("antike")
    views = [e.player_view(st, None) for k, st in enumerate(_states(players, board, 300)) if k % 60 == 0]
    for v in views:
        for lang in i18n.LOCALES:
            png = render_board(v, list(NAMES.values()), lang=lang)
            assert len(png) < 1_000_000
            img = Image.open(io.BytesIO(png))
            assert img.width == WIDTH and img.height < 2 * WIDTH
    assert render_board(views[-1]) == render_board(views[-1])


def test_picture_is_the_same_for_every_viewer():
    """Everything is public: any seat's view draws the channel's picture."""
    e = engines.get("antike")
    st = list(_states(3, "west", 120))[-1]
    assert render_board(e.player_view(st, 0)) == render_board(e.player_view(st, None))
