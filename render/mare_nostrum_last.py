"""What just happened, drawn on the Mare Nostrum board, from the view's record
``MareNostrumView.last`` (rules 3: what the public log lines reported since the previous
picture, engines/mare_nostrum/last.py) and the battle's bonus terms (``BattleView.*_terms``).

- On the map (:func:`mark_map`, drawn under the units and the names): every province and sea the
  lines named outlined in :data:`MARK` edged with ink, its name on a :data:`NAME_MARK` highlight;
  every place fought over outlined as the last battle's; an arrow per move in the mover's colour
  edged with ink (thicker for several units), from the place left to the place entered; a frame
  round the building pill of a province where a city, caravan, temple or market was built
  (:func:`mark_pieces`).
- Between the map and the panel (:func:`last_strip`): a square outlined like the places, then
  "Last: Rome: 2 legions Latium → Etruria, temple in Achaea · Carthage: ..." (:func:`last_text`),
  at least 6 px high when the board is shown 400 px wide.  No record, no strip: no space is
  reserved before the first move.
- The close-up (:func:`last_focus`): the places of the record, the battle's place first, then the
  latest named first.
- A battle line's bonus terms (:func:`terms_text`): "Carthage [6] + 1 Hannibal = 7".

Positions come from the map's geometry (``render.mare_nostrum.BaseMap``: region outlines, label
points and boxes), so the drawing follows any layout of the hexagons.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

import i18n
from render.common import HIGHLIGHT, INK, PANEL, PAPER, RGB, draw_lines, fit_text, font, lighter, line_height

if TYPE_CHECKING:
    from engines.mare_nostrum.view import LastView, MareNostrumView
    from render.mare_nostrum import BaseMap, Placed

#: a place fought over (render.mare_nostrum.BATTLE, the key's "last battle")
BATTLE: RGB = (255, 140, 0)

#: the outline of a place the log lines named (magenta: no civilization, sea or war colour)
MARK: RGB = (214, 0, 150)
#: the highlight under a named place's name (the board's pale gold, already in its palette)
NAME_MARK: RGB = lighter(HIGHLIGHT, 0.55)
#: the strip's font sizes: 28 px on a board about 1,230 px wide is a capital of about 6.6 px at 400 px
STRIP_FONT = 28
STRIP_MIN = 27
STRIP_LINES = 4
#: the colours the drawing adds to the board's palette (render.mare_nostrum._palette, 256 at most:
#: the name's highlight and its text shades are already in it)
PALETTE_FILLS: tuple[RGB, ...] = ()
PALETTE_INKS: tuple[RGB, ...] = (MARK,)
PALETTE_PAIRS: tuple[tuple[RGB, RGB], ...] = ()


def _tr(lang: str, msg_id: str, **args) -> str:
    return i18n.tr(lang, msg_id, **args)


def _point(base: BaseMap, rid: str) -> tuple[float, float]:
    """Where a region's arrows start and end: under its name, where its tokens go first."""
    spots = base.spots.get(rid)
    if spots:
        return spots[0]
    return base.places[rid].label


def arrow_path(base: BaseMap, frm: str, to: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """The (start, tip) of a move's arrow in map pixels: from ``frm``'s point to ``to``'s, a third
    of a hexagon short of each, shifted 4 px to the right of its direction (a move back along the
    same way has its own arrow beside it)."""
    (x1, y1), (x2, y2) = _point(base, frm), _point(base, to)
    dx, dy = x2 - x1, y2 - y1
    ln = math.hypot(dx, dy) or 1.0
    ux, uy = dx / ln, dy / ln
    gap = min(base.geometry.hex_w * 0.35, ln / 4)
    ox, oy = -uy * 4, ux * 4
    return (x1 + ux * gap + ox, y1 + uy * gap + oy), (x2 - ux * gap + ox, y2 - uy * gap + oy)


def _arrow(draw: ImageDraw.ImageDraw, start: tuple[float, float], tip: tuple[float, float], colour: RGB, width: int) -> None:
    """An arrow in ``colour`` edged with ink, its head at ``tip``."""
    (x1, y1), (x2, y2) = start, tip
    ln = math.hypot(x2 - x1, y2 - y1) or 1.0
    ux, uy = (x2 - x1) / ln, (y2 - y1) / ln
    head = width * 2.6
    bx, by = x2 - ux * head, y2 - uy * head
    wing = [(x2, y2), (bx - uy * head * 0.6, by + ux * head * 0.6), (bx + uy * head * 0.6, by - ux * head * 0.6)]
    draw.line([(x1, y1), (bx, by)], fill=INK, width=width + 4)
    draw.polygon(wing, fill=colour, outline=INK, width=2)
    draw.line([(x1, y1), (bx, by)], fill=colour, width=width)


def mark_map(draw: ImageDraw.ImageDraw, view: MareNostrumView, base: BaseMap, seat_colours: dict[int, RGB]) -> None:
    """The record ``view.last`` on the map: the named places outlined and their names
    highlighted, an arrow per move.  Nothing without a record.  Drawn before the units and the
    names, which stay on top."""
    last = view.last
    if last is None:
        return
    for rid in last.places:
        box = base.label_boxes.get(rid)
        if box is not None:
            draw.rounded_rectangle((box[0] - 3, box[1] - 2, box[2] + 3, box[3] + 2), radius=5, fill=NAME_MARK)
    for rid in last.places:
        for segment in base.outlines.get(rid, ()):
            draw.line(segment, fill=INK, width=9)
    for rid in last.places:
        for segment in base.outlines.get(rid, ()):
            draw.line(segment, fill=MARK, width=5)
    for rid in last.battles:  # every place fought over, as the last battle's (the key's "last battle")
        for segment in base.outlines.get(rid, ()):
            draw.line(segment, fill=BATTLE, width=8)
    for seat, _unit, frm, to, n in last.moves:
        if frm in base.places and to in base.places and frm != to:
            start, tip = arrow_path(base, frm, to)
            _arrow(draw, start, tip, seat_colours.get(seat, INK), 5 if n <= 1 else 8)


#: the pieces whose province's building pill is framed when built
BUILDINGS = frozenset({"city", "caravan", "temple", "market"})


def mark_pieces(draw: ImageDraw.ImageDraw, view: MareNostrumView, placed: list[Placed]) -> None:
    """A frame in :data:`MARK` round the building pill of each province where the record built a
    city, caravan, temple or market; drawn before the pills, which cover its middle.  ``placed``:
    what the map placed (``render.mare_nostrum.Placed``)."""
    last = view.last
    if last is None:
        return
    provinces = {rid for _seat, item, rid, _n in last.built if item in BUILDINGS}
    for thing in placed:
        if thing.kind == "pill" and thing.region in provinces:
            x0, y0, x1, y1 = thing.box
            draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=9, fill=INK)
            draw.rounded_rectangle((x0 - 1, y0 - 1, x1 + 1, y1 + 1), radius=8, fill=MARK)


# ---- the text ----------------------------------------------------------------------------------
def _place(rid: str, lang: str) -> str:
    from render.mare_nostrum import region_name

    return region_name(rid, lang)


def _in_place(rid: str, lang: str) -> str:
    """"in Achaea" / "in Acaia" (the log's own words, mn_names.ftl)."""
    for msg_id in (f"mn-in-province-{rid}", f"mn-in-sea-{rid}"):
        if i18n.has(msg_id):
            return _tr(lang, msg_id)
    return _place(rid, lang)


def seat_items(last: LastView, seat: int, lang: str) -> list[str]:
    """What ``seat`` did in the record: its moves ("2 legions Latium → Etruria"), then the pieces
    it built ("temple in Achaea", "2 legions in Latium", "influence in Sardinia")."""
    out = [
        _tr(lang, f"mn-last-move-{unit}", n=n, origin=_place(frm, lang), to=_place(to, lang))
        for s, unit, frm, to, n in last.moves if s == seat
    ]
    out += [_tr(lang, f"mn-last-built-{item}", n=n, place=_in_place(rid, lang)) for s, item, rid, n in last.built if s == seat]
    return out


def last_text(view: MareNostrumView, lang: str, short: bool = False) -> str | None:
    """The strip's text: "Last: Rome: 2 legions Latium → Etruria, temple in Achaea · Carthage:
    influence in Sardinia · Battle: Arabia"; ``short``: each seat's counts only ("Rome: 2 moves,
    1 built"); when nothing was moved or built, the places named.  None without a record."""
    from render.mare_nostrum import _seat_name

    last = view.last
    if last is None:
        return None
    parts = []
    seats = list(dict.fromkeys([row[0] for row in last.moves] + [row[0] for row in last.built]))
    for seat in seats:
        if short:
            moves = sum(1 for row in last.moves if row[0] == seat)
            built = sum(row[3] for row in last.built if row[0] == seat)
            items = ([_tr(lang, "mn-last-moves", n=moves)] if moves else []) + ([_tr(lang, "mn-last-built", n=built)] if built else [])
        else:
            items = seat_items(last, seat, lang)
        parts.append(_tr(lang, "mn-last-seat", civ=_seat_name(view, seat, lang), items=", ".join(items)))
    if last.battles:
        parts.append(_tr(lang, "mn-last-battles", n=len(last.battles), places=", ".join(_place(p, lang) for p in last.battles)))
    if not parts:
        parts.append(_tr(lang, "mn-last-places", places=", ".join(_place(p, lang) for p in last.places)))
    return _tr(lang, "mn-last", what=" · ".join(parts))


def _strip_lines(view: MareNostrumView, width: int, lang: str):
    """(font, lines) of the strip: the full text on up to :data:`STRIP_LINES` lines, else the
    short one; never cut."""
    height = 40 * line_height(font(STRIP_FONT))
    chosen = None
    for short in (False, True):
        text = last_text(view, lang, short)
        if text is None:
            return None
        fnt, lines = fit_text(text, width, height, STRIP_FONT, STRIP_MIN, False, 40)
        chosen = (fnt, lines)
        if len(lines) <= STRIP_LINES:
            break
    return chosen


def last_strip(view: MareNostrumView, width: int, lang: str) -> Image.Image | None:
    """The band under the map: a square outlined like the named places (the key of the
    outline), then :func:`last_text`; None without a record (no space is reserved)."""
    from render.mare_nostrum import MARGIN

    text_x = MARGIN + 44
    found = _strip_lines(view, width - text_x - MARGIN, lang)
    if found is None:
        return None
    fnt, lines = found
    lh = line_height(fnt)
    h = lh * len(lines) + 14
    img = Image.new("RGB", (width, h + 6), PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, width, h), fill=PANEL)
    y0 = 7 + (lh - 26) / 2
    draw.rectangle((MARGIN + 4, y0, MARGIN + 30, y0 + 26), fill=NAME_MARK, outline=INK, width=7)
    draw.rectangle((MARGIN + 6, y0 + 2, MARGIN + 28, y0 + 24), outline=MARK, width=3)
    draw_lines(draw, (text_x, 7, width - MARGIN, 7 + lh * len(lines)), fnt, lines, INK, "left", "top")
    return img


# ---- the close-up and the battle line ------------------------------------------------------------
def last_focus(view: MareNostrumView, regions: set[str]) -> tuple[str, list[str]] | None:
    """The close-up's focus from the record: ("battle", [battle place, the other places]) when
    the view's battle is one of the record's, else ("last", places); the latest named first, only
    places in ``regions`` (the layout's).  None without a record."""
    last = view.last
    if last is None:
        return None
    places = [p for p in reversed(last.places) if p in regions]
    if not places:
        return None
    battle = view.battle.place if view.battle is not None and view.phase in ("military", "over") else None
    if battle in places and battle in last.battles:
        return "battle", [battle, *(p for p in places if p != battle)]
    return "last", places


def summaries(view: MareNostrumView, names: list[str] | None = None, lang: str = "en") -> tuple[str | None, str | None]:
    """The pictures in words, for their descriptions (render.SUMMARIES): the board's
    :func:`last_text` (None without a record), and the close-up's title lines after the turn's
    (``render.mare_nostrum.detail_lines``: what it shows, a battle's line; None without one)."""
    from render.mare_nostrum import detail_lines

    lang = i18n.normalize_locale(lang)
    detail = detail_lines(view, names, lang)[1:]
    return last_text(view, lang), " ".join(line for line in detail if line) or None


def terms_text(terms: list, lang: str) -> str:
    """A side's bonus terms as its score line in the log writes them: " + 1 Hannibal + 6 fortress"."""
    return "".join(i18n.render(t, lang) for t in terms)


__all__ = [
    "MARK", "NAME_MARK", "PALETTE_FILLS", "PALETTE_INKS", "PALETTE_PAIRS", "arrow_path", "last_focus", "last_strip", "last_text",
    "mark_map", "mark_pieces", "seat_items", "summaries", "terms_text",
]
