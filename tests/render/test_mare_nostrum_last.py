"""What just happened, drawn on the Mare Nostrum board (issue 26; render/mare_nostrum_last.py):
the places the log lines named since the previous picture outlined and their names highlighted,
the moves as arrows, the "Last:" strip under the map (none, and no space taken, without a
record), in both languages; the close-up follows the record; a battle line adds every bonus."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engines.mare_nostrum.view import BattleView, LastView
from engines.text import msg
from render import mare_nostrum as mn
from render import mare_nostrum_last as ml
from render.common import INK, record_texts
from tests.render.test_mare_nostrum import make_view

RECORD = LastView(
    places=["latium", "etruria", "sardinia", "mare_tyrrhenum"],
    moves=[(0, "legion", "latium", "etruria", 2), (1, "trireme", "mare_tyrrhenum", "mare_tyrrhenum", 1)],
    built=[(1, "temple", "sardinia", 1), (0, "legion", "latium", 1)],
)


def _png(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def _lit(img: Image.Image, area: tuple[int, int, int, int]) -> int:
    """The highlight's pixels in ``area``."""
    return sum(1 for px in img.crop(area).get_flattened_data() if px == ml.NAME_MARK)


def test_no_record_no_mark_and_no_space():
    view = make_view("military")
    assert view.last is None
    plain = _png(mn.render_board(view))
    marked = _png(mn.render_board(view.model_copy(update={"last": RECORD})))
    strip = ml.last_strip(view.model_copy(update={"last": RECORD}), plain.width, "en")
    assert strip is not None and marked.height == plain.height + strip.height
    assert ml.last_strip(view, plain.width, "en") is None


def test_the_named_places_are_outlined_and_the_moves_drawn():
    view = make_view("military")
    marked = view.model_copy(update={"last": RECORD})
    before, base = mn._draw_map(view, mn.seat_colours(view.players), "en")
    after, _ = mn._draw_map(marked, mn.seat_colours(view.players), "en")
    for rid in ("latium", "sardinia", "mare_tyrrhenum"):
        # the outline is drawn under the names, plates and tokens: a good part of it shows
        mids = [(round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2)) for a, b in base.outlines[rid]]
        marked_mids = [m for m in mids if after.getpixel(m) in (ml.MARK, INK) and before.getpixel(m) != after.getpixel(m)]
        assert len(marked_mids) >= max(2, len(mids) // 3), (rid, len(marked_mids), len(mids))
        x0, y0, x1, y1 = (round(v) for v in base.label_boxes[rid])
        area = (x0 - 3, y0 - 2, x1 + 3, y1 + 2)
        assert _lit(after, area) > _lit(before, area) + 20, rid  # the name on its highlight
    start, tip = ml.arrow_path(base, "latium", "etruria")
    colour = mn.seat_colours(view.players)[0]
    along = [(start[0] + (tip[0] - start[0]) * t, start[1] + (tip[1] - start[1]) * t) for t in (0.3, 0.5, 0.7)]
    assert any(after.getpixel((round(x), round(y))) == colour for x, y in along)
    # the building pill of Sardinia, where a temple was built, is framed; Latium's (a legion) is not
    pills = {p.region: p.box for p in mn.map_boxes(marked) if p.kind == "pill"}
    for rid, framed in (("sardinia", True), ("latium", False)):
        x0, y0, x1, y1 = pills[rid]
        assert (after.getpixel((round(x0), round((y0 + y1) / 2))) == ml.MARK) is framed, rid
    # a province not named keeps its pixels
    far = base.outlines["arabia"][0][0]
    assert after.getpixel((round(far[0]), round(far[1]))) == before.getpixel((round(far[0]), round(far[1])))


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_strip_says_what_happened_in_the_games_language(lang):
    view = make_view("military").model_copy(update={"last": RECORD})
    text = ml.last_text(view, lang)
    assert text is not None
    if lang == "en":
        assert text.startswith("Last: ") and "2 legions Latium → Etruria" in text and "temple in Sardinia" in text
    else:
        assert text.startswith("Ultime mosse: ") and "2 legioni Lazio → Etruria" in text and "tempio in Sardegna" in text
        assert "Last" not in text and "legions" not in text
    with record_texts() as texts:
        png = mn.render_board(view, lang=lang)
    width = Image.open(io.BytesIO(png)).width
    drawn = " ".join(t.text for t in texts)
    assert all(word in drawn for word in text.split()[:3])
    # at least 6 px high (capital) when the board is shown 400 px wide (issue 26)
    strip = [t for t in texts if len(t.text) > 8 and t.text in text]  # the strip's lines
    assert strip and all(t.cap * 400 / width >= 6 for t in strip), [(t.text, t.cap, width) for t in strip]


def test_a_long_record_is_summed_up_never_cut():
    rows = [(0, "legion", "latium", "etruria", 1)] * 0 + [(s, "legion", a, b, 1) for s in range(3)
            for a, b in (("latium", "etruria"), ("etruria", "gallia"), ("gallia", "hispania"), ("sardinia", "corsica"), ("sicilia", "magna_graecia"))]
    places = sorted({r[2] for r in rows} | {r[3] for r in rows})
    view = make_view("military").model_copy(update={"last": LastView(places=places, moves=rows)})
    fnt, lines = ml._strip_lines(view, 1100, "it")
    assert len(lines) <= ml.STRIP_LINES and not any(line.endswith("…") for line in lines)
    assert "movimenti" in " ".join(lines)  # the short form: counts per civilization


def test_the_close_up_shows_the_record_latest_first_and_the_battle_first():
    view = make_view("construction").model_copy(update={"last": RECORD})
    kind, places = mn.focus(view)
    assert kind == "last" and places == ["mare_tyrrhenum", "sardinia", "etruria", "latium"]
    title = mn.detail_lines(view, None, "en")[1]
    assert title.startswith("Since the last picture: ") and "Tyrrhenian Sea" in title
    assert mn.detail_lines(view, None, "it")[1].startswith("Dall'ultima immagine: ")
    battle = BattleView(place="etruria", naval=False, attacker=0, defender=1, attacker_dice=[6], defender_dice=[3],
                        attacker_total=7, defender_total=3, attacker_losses=1, defender_losses=0)
    fought = make_view("military").model_copy(update={"last": RECORD.model_copy(update={"battles": ["etruria"]}), "battle": battle})
    kind, places = mn.focus(fought)
    assert kind == "battle" and places[0] == "etruria" and set(places) == set(RECORD.places)
    assert mn.render_detail(fought) is not None


def test_a_battle_line_adds_every_bonus():
    """The review's "Carthage [6] = 7" where the log said "+ 1 Hannibal"."""
    view = make_view("military")
    battle = BattleView(place="africa", naval=False, attacker=view.players[0].seat, defender=view.players[1].seat,
                        attacker_dice=[6], defender_dice=[3, 2], attacker_total=7, defender_total=11,
                        attacker_terms=[msg("mn-term-hero", n=1, hero=msg("mn-hero-hannibal"))],
                        defender_terms=[msg("mn-term-fortress", n=6, count=1)])
    view = view.model_copy(update={"battle": battle})
    en, it = mn._battle_line(view, "en"), mn._battle_line(view, "it")
    assert "[6] + 1 Hannibal = 7" in en and "[3 2] + 6 fortress = 11" in en
    assert "[6] + 1 Annibale = 7" in it and "[3 2] + 6 fortezza = 11" in it
