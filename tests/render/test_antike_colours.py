"""Antike's picture for every eye (issue 26): the tints of the provinces of the six nations of a
board and the bare land differ enough to be told apart, also with red-green colour blindness
(deuteranopia and protanopia, simulated with the matrices of Machado, Oliveira and Fernandes 2009
at full severity, in linear RGB), and from the sea; the key's unit icons are hollow, unlike any
nation's units (the Persians' dark chips were the key's grey); the labels read as their own
city's (Corinthus and Athenae); the East board's cities have English and Italian names; no
empty "Last:" line before anyone has moved.

Colour differences are CIE ΔE*ab (1976) in CIELAB (D65)."""

from __future__ import annotations

import itertools
import math

import pytest

import i18n
from engines.antike.data import BOARDS
from engines.antike.view import View
from render import antike as ak
from render.common import LINE

#: the least differences (CIE ΔE*ab) between two tints (or a tint and the bare land) of a board:
#: seen with normal vision, with deuteranopia or protanopia, and between a tint and the sea
NORMAL_MIN = 25.0
DICHROMAT_MIN = 15.0
SEA_MIN = 15.0

PROTANOPIA = ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998))
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881))


def _lin(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _unlin(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: tuple[int, int, int], matrix) -> tuple[float, float, float]:
    """``rgb`` as seen with the dichromacy of ``matrix`` (Machado 2009, applied in linear RGB)."""
    lin = [_lin(v) for v in rgb]
    return tuple(_unlin(sum(matrix[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def lab(rgb) -> tuple[float, float, float]:
    r, g, b = (_lin(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a, b) -> float:
    return math.dist(lab(a), lab(b))


def test_the_colour_maths_is_right():
    """ΔE of white and black is 100; the simulations keep grey grey and merge what a
    deuteranope confuses (the old Romans' red and Germanic green tints: ΔE 2.6)."""
    assert delta_e((255, 255, 255), (0, 0, 0)) == pytest.approx(100, abs=0.1)
    grey = simulate((128, 128, 128), DEUTERANOPIA)
    assert all(abs(c - 128) < 1.5 for c in grey)
    old_red, old_green = ak.mix(ak.LAND_BG, (200, 40, 40), 0.3), ak.mix(ak.LAND_BG, (40, 140, 60), 0.3)
    assert delta_e(simulate(old_red, DEUTERANOPIA), simulate(old_green, DEUTERANOPIA)) < 5


@pytest.mark.parametrize("board", ["west", "east"])
@pytest.mark.parametrize("vision", ["normal", "deuteranopia", "protanopia"])
def test_every_nations_tint_and_the_bare_land_are_told_apart(board, vision):
    matrix = {"normal": None, "deuteranopia": DEUTERANOPIA, "protanopia": PROTANOPIA}[vision]
    least = NORMAL_MIN if matrix is None else DICHROMAT_MIN
    colours = {n.id: ak.tint(n.id) for n in BOARDS[board].nations} | {"bare land": ak.LAND_BG}
    seen = {k: (c if matrix is None else simulate(c, matrix)) for k, c in colours.items()}
    close = [(a, b, round(delta_e(seen[a], seen[b]), 1)) for a, b in itertools.combinations(seen, 2)
             if delta_e(seen[a], seen[b]) < least]
    assert not close, close
    for n in BOARDS[board].nations:
        assert delta_e(ak.tint(n.id), ak.SEA_BG) >= SEA_MIN, n.id


def test_the_keys_units_are_unlike_any_nations():
    """The key's legion and galley are hollow (white): no nation's chips look like them (the
    Persians' dark grey chips were the key's grey ones)."""
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (60, 40), ak.PANEL)
    d = ImageDraw.Draw(img)
    ak._icon(d, "legion", 10, 20)
    inside = img.getpixel((18, 20))
    assert inside == ak.KEY_UNIT
    for nation, colour in ak.NATION_COLORS.items():
        assert delta_e(inside, colour) >= 25, nation
    assert delta_e(inside, LINE) >= 25


@pytest.mark.parametrize("lang", ["en", "it"])
def test_corinthus_and_athenae_read_as_their_own(lang):
    """Issue 26: the Athenae plaque stood under Corinthus and Corinthus's under Syracusae.  Each
    name's plaque is nearer its own city than any other (its centre) and lies under or over no
    other city nearer to it than its own; the West board has at most 5 names left reading as
    another's (9 before), the East none."""
    for board, limit in (("west", 5), ("east", 0)):
        g = ak.geometry(board)
        boxes = ak.name_boxes(board, lang)
        if board == "west":
            for pid in ("corinthus", "athenae"):
                assert ak._reads_as_own(pid, g.pos, boxes[pid]), (pid, boxes[pid])
        bad = [p for p, box in boxes.items() if not ak._reads_as_own(p, g.pos, box)]
        assert len(bad) <= limit, bad


def test_under_another_city_is_seen():
    """The check itself: a plaque right under a nearer other city is refused, one under its own
    city is not (the Corinthus/Athenae positions of the review)."""
    corinthus, athenae = (500.0, 455.0), (537.0, 447.0)
    assert ak.under_other((498, 469, 577, 491), *athenae, [corinthus])
    assert not ak.under_other((455, 467, 545, 489), *corinthus, [athenae])


def test_east_city_names_in_english_and_italian():
    """The board prints the German ATHEN and THEBEN: English Athens and Thebes, Italian Atene and
    Tebe."""
    assert [ak.city_name("en", p) for p in ("athen", "theben")] == ["Athens", "Thebes"]
    assert [ak.city_name("it", p) for p in ("athen", "theben")] == ["Atene", "Tebe"]
    assert BOARDS["east"].by_id["athen"].name == "Athens"
    assert i18n.tr("it", "antike-city-athen") == "Atene"


def test_no_empty_last_line_before_anyone_has_moved():
    import engines

    e = engines.get("antike")
    st = e.setup(3, e.default_options(), 1)
    v = e.player_view(st, None)
    assert isinstance(v, View)
    assert v.last is None and ak.last_line(v, "en") is None
    assert ak.map_top(v) == ak.HEAD_FIRST_H < ak.HEAD_H
    seat = e.prompt(st).seats[0]
    st, _ = e.apply(st, seat, e.auto_action(st, seat))
    later = e.player_view(st, None)
    assert isinstance(later, View)
    assert ak.map_top(later) == (ak.HEAD_H if ak.last_line(later, "en") else ak.HEAD_FIRST_H)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_rondel_labels_are_whole_at_16_px(lang):
    """Every rondel space's name at 16 px (6 px capital height at 400 px), never cut: on two
    lines at its catalog hyphen when one line is too narrow ("Cono-" / "scenza")."""
    from engines.antike.data import RONDEL

    w = (ak.WIDTH - 16) / 8
    for s in RONDEL:
        label = i18n.tr(lang, f"antike-space-{s.id}")
        fnt, lines = ak.rondel_label(label, i18n.tr(lang, f"antike-space-split-{s.id}"), int(w - 9))
        assert fnt.size == 16 and all(fnt.getlength(line) <= w - 9 for line in lines), (label, lines)
        joined = lines[0] if len(lines) == 1 else lines[0][:-1] + lines[1]
        assert joined == label and "…" not in "".join(lines)
