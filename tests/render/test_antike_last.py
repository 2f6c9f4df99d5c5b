"""The Antike picture points at the last turn (issue 18): arrows in the nation's colour along each
move, a ring round each city founded / conquered / given a temple, the rondel space chosen framed
in that colour with an arrow from the space left, and the header's line "Last: <nation> —
<action>" (the text the renderer draws comes from :func:`render.antike.last_line`), in English
and Italian.  Each drawing test compares the picture with the same view without the record
(``last=None``): the marks must be there with it and not without it."""

from __future__ import annotations

import io
import re
from functools import cache

import pytest
from PIL import Image

import engines
import i18n
from engines.antike.data import RONDEL
from render import antike as ak
from render.common import record_texts
from tests.render.test_antike_labels import GAMES, NAMES, english_only_words, game


@cache
def turn_views(board: str, players: int, seed: int) -> tuple:
    """The public view after each nation's turn (the board moment) of a seeded game."""
    e = engines.get("antike")
    st = e.setup(players, {**e.default_options(), "board": board}, seed)
    out = []
    while e.outcome(st) is None:
        seat = e.prompt(st).seats[0]
        before = st.active
        st, _ = e.apply(st, seat, e.auto_action(st, seat))
        if st.active != before or e.outcome(st) is not None:
            out.append(e.player_view(st, None))
    return tuple(out)


def find(board: str, test) -> object:
    """The first turn view of the 3-player seed-3 game on ``board`` whose record passes ``test``."""
    for v in turn_views(board, 3, 3):
        if v.last is not None and test(v.last):
            return v
    raise AssertionError("no such turn in the game")


def picture(v, lang: str = "en") -> Image.Image:
    return Image.open(io.BytesIO(ak.render_board(v, NAMES, lang=lang))).convert("RGB")


def share(img: Image.Image, points: list[tuple[float, float]], colour) -> float:
    """The share of ``points`` where the picture has exactly ``colour``."""
    return sum(1 for x, y in points if img.getpixel((round(x), round(y))) == colour) / len(points)


def arrow_points(v, frm: str, to: str) -> list[tuple[float, float]]:
    """Points along the middle of a move's arrow (on the picture), its ends left out."""
    (x1, y1), (x2, y2) = ak.arrow_path(v, frm, to)
    return [(x1 + (x2 - x1) * t / 10, ak.HEAD_H + y1 + (y2 - y1) * t / 10) for t in range(2, 8)]


@pytest.mark.parametrize("board", ["west", "east"])
def test_moves_are_drawn_as_arrows_in_the_nations_colour(board):
    v = find(board, lambda last: len(last.moves) >= 2)
    col = ak.NATION_COLORS[v.nations[v.last.nation].id]
    points = [p for _u, frm, to, _n in v.last.moves for p in arrow_points(v, frm, to)]
    with_it = share(picture(v), points, col)
    without = share(picture(v.model_copy(update={"last": None})), points, col)
    # names, cities and units stay on top of the arrows, so some points are covered
    assert with_it >= 0.5, with_it
    assert with_it - without >= 0.4, (with_it, without)


@pytest.mark.parametrize("board", ["west", "east"])
def test_cities_founded_or_conquered_are_ringed(board):
    v = find(board, lambda last: last.founded or last.conquered)
    col = ak.NATION_COLORS[v.nations[v.last.nation].id]
    g = ak.geometry(board)
    marked = ak.marked_cities(v.last)
    assert set(v.last.founded) | set(v.last.conquered) <= set(marked)
    with_img, without_img = picture(v), picture(v.model_copy(update={"last": None}))
    for pid in [*v.last.founded, *v.last.conquered]:
        x, y = g.pos[pid]
        ring = [(x + (ak.RING - 1) * c, ak.HEAD_H + y + (ak.RING - 1) * s) for c, s in ((1, 0), (-1, 0), (0, -1), (0.7, -0.7), (-0.7, -0.7))]
        assert share(with_img, ring, col) >= 0.4, pid
        assert share(without_img, ring, col) < share(with_img, ring, col), pid


@pytest.mark.parametrize("board", ["west", "east"])
def test_the_rondel_space_chosen_is_framed_and_reached_by_an_arrow(board):
    v = find(board, lambda last: last.space is not None and last.start is not None and last.start < last.space)
    col = ak.NATION_COLORS[v.nations[v.last.nation].id]
    without = v.model_copy(update={"last": None})
    with_img, without_img = picture(v), picture(without)
    for view, img, seen in ((v, with_img, True), (without, without_img, False)):
        # the rondel is higher on a picture with no last turn (no header line kept for it)
        x0, y0, x1, y1 = ak.rondel_space_box(v.last.space, ak.rondel_top(view))
        frame = [(x0 + 2, (y0 + y1) / 2), (x1 - 2, (y0 + y1) / 2), ((x0 + x1) / 2, y0 + 2), ((x0 + x1) / 2, y1 - 2)]
        sx0, _, sx1, _ = ak.rondel_space_box(v.last.start, ak.rondel_top(view))
        band = [(x, y1 + 9) for x in range(round((sx0 + sx1) / 2) + 2, round(x0), 6)]
        if seen:
            assert share(img, frame, col) == 1 and share(img, band, col) >= 0.9
        else:
            assert share(img, frame, col) == 0 and share(img, band, col) == 0


@pytest.mark.parametrize("lang,word", [("en", "Last:"), ("it", "Ultima mossa:")])
@pytest.mark.parametrize("board", ["west", "east"])
def test_the_header_says_what_the_last_nation_did(board, lang, word):
    v = find(board, lambda last: last.moves and last.founded)
    full, _font, lines = ak.last_line(v, lang)
    nation = i18n.tr(lang, f"antike-nation-{v.nations[v.last.nation].id}")
    space = i18n.tr(lang, f"antike-space-{RONDEL[v.last.space].id}")
    assert full.startswith(f"{word} {nation} — {space}: ")
    assert i18n.tr(lang, "antike-last-moves", n=sum(r[3] for r in v.last.moves)) in full
    assert ak.city_name(lang, v.last.founded[0]) in full
    assert " ".join(lines) == full
    with record_texts() as texts:
        ak.render_board(v, NAMES, lang=lang)
    assert set(lines) <= {t.text for t in texts}
    # with no record there is no such line
    assert ak.last_line(v.model_copy(update={"last": None}), lang) is None


@pytest.mark.parametrize("board", ["west", "east"])
def test_the_header_line_is_never_cut_and_italian_has_no_english_word(board):
    words = english_only_words()
    for v in turn_views(board, 3, 3):
        for lang in ("en", "it"):
            drawn = ak.last_line(v, lang)
            assert drawn is not None and " ".join(drawn[2]) == drawn[0], drawn
        seen = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", ak.last_line(v, "it")[0])} & words  # type: ignore[index]
        assert not seen, seen


@pytest.mark.parametrize("board,players,seed", GAMES)
def test_the_header_line_is_never_cut_in_the_label_tests_games(board, players, seed):
    """The sampled views of tests/render/test_antike_labels.py (2 to 6 players, mid-turn too)."""
    for v in game(board, players, seed):
        for lang in ("en", "it"):
            drawn = ak.last_line(v, lang)
            assert drawn is None or " ".join(drawn[2]) == drawn[0], drawn


def test_every_kind_of_record_reads_in_both_languages():
    """A record with everything in it (as a long turn could have): each part named, in order."""
    v = turn_views("west", 3, 3)[10]
    last = v.last.model_copy(update={
        "space": next(i for i, s in enumerate(RONDEL) if s.id == "maneuver_1"), "moves": [("legion", "roma", "neapolis", 2)],
        "battles": ["neapolis"], "conquered": ["tarentum"], "founded": ["massilia", "gades", "tarraco"],
        "persons": ["kings", "generals", "generals"], "armed": [], "learned": [], "temples": []})
    en = ak.last_text(v.model_copy(update={"last": last}), "en")
    it = ak.last_text(v.model_copy(update={"last": last}), "it")
    assert en is not None and it is not None
    assert ": 2 moves, battle at Neapolis, conquered Tarentum, new cities Massilia, Gades +1; +1 King, +2 Generals" in en
    assert ": 2 spostamenti, combattimento a Neapolis, conquista di Tarentum, nuove città Massilia, Gades +1; +1 Re, +2 Generali" in it
    temple = last.model_copy(update={"space": next(i for i, s in enumerate(RONDEL) if s.id == "temple"), "moves": [],
                                     "battles": [], "conquered": [], "founded": [], "persons": [], "temples": ["athenae"]})
    assert ak.last_text(v.model_copy(update={"last": temple}), "it").endswith("Tempio: tempio ad Athenae")  # type: ignore[union-attr]
    idle = temple.model_copy(update={"temples": []})
    assert ak.last_text(v.model_copy(update={"last": idle}), "en").endswith("Temple: nothing")  # type: ignore[union-attr]


def test_a_start_city_is_named():
    """The longer game (option start=one): the start city chosen is the record."""
    e = engines.get("antike")
    st = e.setup(3, {**e.default_options(), "start": "one"}, 1)
    seat = e.prompt(st).seats[0]
    st, _ = e.apply(st, seat, e.auto_action(st, seat))
    v = e.player_view(st, None)
    assert v.last is not None and v.last.space is None and len(v.last.founded) == 1
    assert ak.last_text(v, "it") == (f"Ultima mossa: {i18n.tr('it', f'antike-nation-{v.nations[v.last.nation].id}')} — "
                                      f"città di partenza {ak.city_name('it', v.last.founded[0])}")
