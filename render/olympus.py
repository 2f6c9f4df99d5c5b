"""The Olympus board picture (PNG) from the public view, laid out for a phone (800 px wide,
designed to be read at 400 px: every name and number at least 12 px capital height here, the
key's text at least 10 px, tests/render/test_text_sizes.py): whose turn it is and what they
decide, and (rules 3, the view's ``last``) a line saying what the latest turn did; the map
(territories coloured by resource, the controller's colour on the border between two ink lines,
stacks of settlers as dots, tribes and the Stars still to take, the Stars taken, condemned
territories, barbarians, seas) with the latest turn drawn in its player's colour (the settler's
path as arrows, the territory taken ringed); the time track with every player's marker (squares,
stacked upward in a band of their own above the track) and the Zeus spaces; the development
board with what is left (an emptied pile or a built wonder keeps its name, greyed) and the bonus
tokens, the latest discovery or wonder framed; one panel per player (with the time-track
position as a number); the key, in three columns.  Labels come from the i18n catalogs in the
game's language."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines.olympus.data import DATA
from engines.olympus.state import BARBARIANS, LastTurn
from engines.text import msg
from i18n import render as tr
from render.common import (
    INK,
    INK_SOFT,
    LINE,
    PANEL,
    PAPER,
    RGB,
    WHITE,
    darker,
    draw_text,
    fit_text,
    fixed_palette,
    font,
    lighter,
    line_height,
    text_role,
    to_png,
)

WIDTH = 800
CELL_W, CELL_H = 112, 74
NODE_W, NODE_H = 104, 50
#: a sea's ellipse (half width, half height)
SEA_RX, SEA_RY = 55, 27
MAP_LEFT = 8
#: the header's height without and with the latest turn's line (one or two lines)
HEAD_H = 78
LAST_LINE_H = 21
MAP_TOP = HEAD_H
#: grid cell (column, row) of each territory and sea: a schematic of the designed map, west left,
#: the northern entry at the top, Atlantis at the bottom
GRID: dict[str, tuple[int, int]] = {
    "illyria": (1, 0), "macedonia": (2, 0), "thrace": (4, 0),
    "epirus": (1, 1), "olympos": (2, 1), "chalcidice": (3, 1), "north_aegean": (4, 1), "troas": (5, 1),
    "ionian_north": (0, 2), "acarnania": (1, 2), "thessaly": (2, 2), "euboea": (3, 2), "lesbos": (5, 2), "lydia": (6, 1),
    "corinthian_gulf": (0, 3), "phocis": (1, 3), "boeotia": (2, 3), "central_aegean": (4, 3), "ionia": (6, 3),
    "achaea": (1, 4), "corinthia": (2, 4), "attica": (3, 4), "samos": (5, 4), "caria": (6, 4),
    "ionian_south": (0, 5), "elis": (1, 5), "arcadia": (2, 5), "saronic_gulf": (3, 5), "cyclades": (4, 5), "south_aegean": (5, 5),
    "laconia": (1, 6), "argolis": (2, 6), "cretan_sea": (3, 6), "rhodes": (6, 5),
    "libyan_sea_west": (1, 7), "crete": (3, 7), "libyan_sea_east": (5, 7),
    "atl_gadeirus": (0, 8), "atl_ampheres": (1, 8), "atl_poseidonis": (3, 8), "atl_azaes": (5, 8), "atl_mneseus": (6, 8),
}
RESOURCE_COLOURS: dict[str, RGB] = {"grain": (184, 204, 96), "stone": (196, 196, 190), "wood": (150, 106, 66), "gold": (245, 214, 66)}
SEAT_COLOURS: list[RGB] = [(200, 40, 40), (40, 90, 200), (40, 150, 60), (225, 190, 20), (250, 250, 250)]
SEA: RGB = (170, 205, 230)
ROW_COLOURS: dict[str, RGB] = {"red": (214, 96, 84), "yellow": (230, 196, 80), "green": (110, 170, 100), "blue": (100, 140, 210), "purple": (150, 110, 180)}
BARBARIAN: RGB = (30, 30, 30)
PLAYER_H = 128


SEA_INK: RGB = (16, 42, 74)
SEA_LINE: RGB = (120, 165, 205)
LAND_LINE: RGB = (150, 120, 90)
ZEUS: RGB = (150, 110, 200)
CROSS: RGB = (120, 20, 20)
CONDEMNED: RGB = (90, 20, 20)
STAR: RGB = (250, 220, 60)
WONDER_BG: RGB = (250, 236, 200)
WONDER_LINE: RGB = (190, 150, 60)
GREY_SPACE: RGB = (205, 205, 205)
ATLANTIS: RGB = (40, 110, 160)
ZEUS_INK: RGB = (90, 40, 130)
#: a Star already taken (its tribe beaten): hollow
STAR_TAKEN: RGB = (236, 230, 214)


def _palette() -> Any:
    """Every flat colour of the picture and the anti-aliased edges of its texts (see
    render.common.fixed_palette): mapping to it is several times faster than an adaptive
    quantization and keeps the picture the same for the same view."""
    res = list(RESOURCE_COLOURS.values())
    rows = list(ROW_COLOURS.values())
    solids = [PAPER, PANEL, INK, INK_SOFT, LINE, WHITE, SEA, SEA_INK, SEA_LINE, LAND_LINE, ZEUS, CROSS, CONDEMNED, STAR, STAR_TAKEN,
              WONDER_BG, WONDER_LINE, GREY_SPACE, ATLANTIS, ZEUS_INK, BARBARIAN, *SEAT_COLOURS, *res,
              *[lighter(c, 0.6) for c in res], *[darker(c, 0.7) for c in res], *rows, *[lighter(c, 0.55) for c in rows],
              darker(STAR, 0.6), darker(WHITE, 0.6), lighter(STAR, 0.6)]
    backgrounds = [PAPER, PANEL, WHITE, SEA, WONDER_BG, GREY_SPACE, *res, *[lighter(c, 0.6) for c in res], *[lighter(c, 0.55) for c in rows], ZEUS, lighter(STAR, 0.6)]
    pairs = [(b, ink) for b in backgrounds for ink in (INK, INK_SOFT)] + [(SEA, SEA_INK), (ZEUS, WHITE), (PAPER, CROSS)]
    pairs += [(r, ZEUS_INK) for r in res] + [(PANEL, c) for c in SEAT_COLOURS]
    return fixed_palette(solids, pairs, shades=3)


_PALETTE: Any = None


def _short(name: str) -> str:
    """A map label: "Phocis (Delphi)" -> "Phocis"; "Atlantis: Azaes" -> "Azaes"."""
    return name.split(" (")[0].split(": ")[-1]


def _centre_at(node: str, top: int = MAP_TOP) -> tuple[int, int]:
    c, r = GRID[node]
    return MAP_LEFT + c * CELL_W + CELL_W // 2, top + r * CELL_H + CELL_H // 2


def _seat_colour(side: int) -> RGB:
    return BARBARIAN if side == BARBARIANS else SEAT_COLOURS[side % len(SEAT_COLOURS)]


def _star(draw: ImageDraw.ImageDraw, x: float, y: float, r: float, fill: RGB) -> None:
    import math

    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
    draw.polygon(pts, fill=fill, outline=darker(fill, 0.6))


def _name_font(text: str, width: int, biggest: int = 19) -> tuple[Any, tuple[str, ...]]:
    """A name on one line: bold from ``biggest`` px down to 16, else regular 17 or 16 px (the
    phone's 6 px least: never smaller; cut with "…" only then)."""
    fnt, lines = fit_text(text, width, 24, biggest, 16, bold=True, max_lines=1)
    if lines[0] != text:
        fnt, lines = fit_text(text, width, 24, 17, 16, bold=False, max_lines=1)
    return fnt, lines


def sea_label(sid: str, lang: str) -> str:
    """A sea's name on the map: its short map form where the catalog has one (Italian "Egeo
    (nord)" for "Egeo settentrionale"), else its name."""
    return tr(msg(f"olympus-map-sea-{sid}"), lang)


def territory_box(node: str, top: int = MAP_TOP) -> tuple[int, int, int, int]:
    """The box (x0, y0, x1, y1) of territory ``node`` on the picture whose map starts at ``top``."""
    x, y = _centre_at(node, top)
    return x - NODE_W // 2, y - NODE_H // 2, x + NODE_W // 2, y + NODE_H // 2


def _draw_map(draw: ImageDraw.ImageDraw, v: Any, lang: str, top: int = MAP_TOP) -> None:
    def _centre(node: str) -> tuple[int, int]:
        return _centre_at(node, top)

    last: LastTurn | None = getattr(v, "last", None)
    # borders first (land: thick brown; coasts and sea lanes: thin blue)
    for t in DATA.territories:
        for n in t.land:
            if t.id < n:
                draw.line([_centre(t.id), _centre(n)], fill=LAND_LINE, width=5)
        for sid in t.seas:
            draw.line([_centre(t.id), _centre(sid)], fill=SEA_LINE, width=2)
    for sea in DATA.seas:
        for n in sea.seas:
            if sea.id < n:
                draw.line([_centre(sea.id), _centre(n)], fill=SEA_LINE, width=2)
    if last is not None and last.path:
        _draw_path(draw, last, top)
    crossed = set(last.path[1:-1]) if last is not None else set()
    # while territories are being condemned no tribe is placed yet: every Star is still to take
    setting_up = any(d.kind == "condemn" for d in v.pending)
    for s in DATA.seas:
        x, y = _centre(s.id)
        outline, width = (SEA_LINE, 1)
        if s.id in crossed and last is not None:
            draw.ellipse((x - SEA_RX - 3, y - SEA_RY - 3, x + SEA_RX + 3, y + SEA_RY + 3), fill=INK)
            outline, width = _seat_colour(last.seat), 3
        draw.ellipse((x - SEA_RX, y - SEA_RY, x + SEA_RX, y + SEA_RY), fill=SEA, outline=outline, width=width)
        fnt, lines = fit_text(sea_label(s.id, lang), 2 * SEA_RX - 12, 2 * SEA_RY - 6, 17, 16, bold=True, max_lines=2)
        lh = fnt.size + 2
        for i, line in enumerate(lines):
            draw_text(draw, (x, y + (i - (len(lines) - 1) / 2) * lh), line, fnt, SEA_INK, anchor="mm")
    for t in DATA.territories:
        x, y = _centre(t.id)
        box = territory_box(t.id, top)
        stack = v.stacks.get(t.id, [])
        condemned = t.id in v.condemned
        fill = RESOURCE_COLOURS[t.resource]
        if condemned:
            fill = lighter(fill, 0.6)
        if last is not None and last.path and last.path[-1] == t.id:
            # the territory the latest turn took: a ring in its player's colour between ink lines
            ring = _seat_colour(last.seat)
            draw.rounded_rectangle((box[0] - 4, box[1] - 4, box[2] + 4, box[3] + 4), radius=13, fill=INK)
            draw.rounded_rectangle((box[0] - 3, box[1] - 3, box[2] + 3, box[3] + 3), radius=12, fill=ring)
        if stack:
            # the controller's colour between two ink lines: seen on every resource's colour and
            # on the paper (yellow on gold, white on grey)
            draw.rounded_rectangle(box, radius=10, fill=INK)
            draw.rounded_rectangle((box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1), radius=9, fill=_seat_colour(stack[-1]))
            draw.rounded_rectangle((box[0] + 6, box[1] + 6, box[2] - 6, box[3] - 6), radius=5, fill=fill, outline=INK, width=1)
        else:
            draw.rounded_rectangle(box, radius=10, fill=fill, outline=darker(fill, 0.7), width=2)
        if t.atlantis:
            inset = 7 if stack else 3
            draw.rounded_rectangle((box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset), radius=6, outline=ATLANTIS, width=2)
        fnt, lines = _name_font(_short(tr(msg(f"olympus-territory-{t.id}"), lang)), NODE_W - 14)
        draw_text(draw, (x, box[1] + 17), lines[0], fnt, INK, anchor="mm")
        # markers: a Star (gold while its tribe holds it, hollow once taken), Olympus' Zeus token
        if t.star:
            _star(draw, box[0] + 15, box[3] - 13, 9, STAR if t.id in v.tribes or setting_up else STAR_TAKEN)
        if t.zeus:
            draw_text(draw, (box[0] + 15, box[3] - 13), "Z", font(16, True), ZEUS_INK, anchor="mm")
        # the stack of settlers, bottom first, the controller last (biggest)
        for i, side in enumerate(stack):
            cx = box[0] + 32 + i * 15
            r = 7 if i < len(stack) - 1 else 9
            draw.ellipse((cx - r, box[3] - 13 - r, cx + r, box[3] - 13 + r), fill=_seat_colour(side), outline=INK, width=1)
        if condemned:
            draw.line((box[0] + 8, box[1] + 8, box[2] - 8, box[3] - 8), fill=CONDEMNED, width=5)
            draw.line((box[0] + 8, box[3] - 8, box[2] - 8, box[1] + 8), fill=CONDEMNED, width=5)


def _edge(node: str, dx: float, dy: float) -> float:
    """How far from the centre of ``node`` (a territory's box or a sea's ellipse) its outline is
    in the direction (dx, dy) (a unit vector), plus 3 px."""
    if node in DATA.sea:
        return 3 + 1 / max(1e-9, ((dx / SEA_RX) ** 2 + (dy / SEA_RY) ** 2) ** 0.5)
    tx = (NODE_W / 2) / abs(dx) if abs(dx) > 1e-9 else float("inf")
    ty = (NODE_H / 2) / abs(dy) if abs(dy) > 1e-9 else float("inf")
    return 3 + min(tx, ty)


def path_segments(last: LastTurn, top: int = MAP_TOP) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The arrows of the settler's path of ``last`` on the picture whose map starts at ``top``:
    (start, tip) from each space's outline to the next one's, 4 px to the right of the way it
    goes (a step back along the same line has its own arrow beside it; a new settler from the
    northern zone: from the map's top edge down to the first territory)."""
    out: list[tuple[tuple[float, float], tuple[float, float]]] = []
    nodes = last.path
    for a, b in zip(nodes, nodes[1:]):
        x2, y2 = _centre_at(b, top)
        if a == "north" or a not in GRID:
            out.append(((float(x2), top + 1.0), (float(x2), y2 - NODE_H / 2 - 3)))
            continue
        x1, y1 = _centre_at(a, top)
        ln = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 or 1.0
        ux, uy = (x2 - x1) / ln, (y2 - y1) / ln
        e1, e2 = _edge(a, ux, uy), _edge(b, -ux, -uy)
        ox, oy = -uy * 4, ux * 4
        if e1 + e2 >= ln - 4:  # the two outlines (almost) touch: a short arrow across the gap
            mx, my = (x1 + x2) / 2 + ox, (y1 + y2) / 2 + oy
            out.append(((mx - ux * 6, my - uy * 6), (mx + ux * 6, my + uy * 6)))
        else:
            out.append(((x1 + ux * e1 + ox, y1 + uy * e1 + oy), (x2 - ux * e2 + ox, y2 - uy * e2 + oy)))
    return out


def _arrow(draw: ImageDraw.ImageDraw, start: tuple[float, float], tip: tuple[float, float], colour: RGB, head: bool) -> None:
    (x1, y1), (x2, y2) = start, tip
    ln = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 or 1.0
    ux, uy = (x2 - x1) / ln, (y2 - y1) / ln
    size = min(13.0, ln * 0.8) if head else 0.0
    bx, by = x2 - ux * size, y2 - uy * size
    draw.line((x1, y1, bx, by), fill=INK, width=8)
    if head:
        tri = [(x2 + ux * 2, y2 + uy * 2), (bx - uy * size * 0.75, by + ux * size * 0.75), (bx + uy * size * 0.75, by - ux * size * 0.75)]
        draw.polygon(tri, fill=INK)
    draw.line((x1, y1, bx, by), fill=colour, width=5)
    if head:
        tri = [(x2, y2), (bx - uy * size * 0.55, by + ux * size * 0.55), (bx + uy * size * 0.55, by - ux * size * 0.55)]
        draw.polygon(tri, fill=colour)


def _draw_path(draw: ImageDraw.ImageDraw, last: LastTurn, top: int) -> None:
    """The settler's path of the latest turn: an arrow in its player's colour edged with ink
    between each two spaces it went through, from outline to outline, over the border lines and
    under every space (one passing behind another space is hidden there, never over its name or
    tokens)."""
    colour = _seat_colour(last.seat)
    for start, tip in path_segments(last, top):
        _arrow(draw, start, tip, colour, head=True)


#: the time track's parts (px): the heading, the band of the markers (a row per player), the bar
TRACK_HEAD = 32
MARKER = 16
MARKER_STEP = 18


def highest_stack(v: Any) -> int:
    """The most time markers on one space of the track."""
    count: dict[int, int] = {}
    for p in v.players:
        count[p.pos] = count.get(p.pos, 0) + 1
    return max(count.values(), default=1)


def track_height(v: Any) -> int:
    """The time track's height: the heading, a band where the highest stack of markers fits
    (nothing else is drawn there), the bar and its numbers."""
    return TRACK_HEAD + highest_stack(v) * MARKER_STEP + 6 + 16 + 34


def track_markers(v: Any, top: int) -> dict[int, tuple[float, float, float, float]]:
    """Each seat's time marker (a square) on the track whose section starts at ``top``: seat ->
    box; a stack climbs from the bar, the top of the stack (plays first on a tie) highest."""
    tt = DATA.time_track
    x0, x1 = 30, WIDTH - 30
    scale = (x1 - x0) / tt.cross
    bar = top + TRACK_HEAD + highest_stack(v) * MARKER_STEP + 6 + 16
    by_pos: dict[int, list[Any]] = {}
    for p in v.players:
        by_pos.setdefault(p.pos, []).append(p)
    out = {}
    for pos, ps in by_pos.items():
        for i, p in enumerate(sorted(ps, key=lambda p: p.stamp)):
            cx, cy = x0 + pos * scale, bar - 16 - MARKER / 2 - 2 - i * MARKER_STEP
            out[p.seat] = (cx - MARKER / 2, cy - MARKER / 2, cx + MARKER / 2, cy + MARKER / 2)
    return out


def _draw_track(draw: ImageDraw.ImageDraw, v: Any, top: int, names: list[str], lang: str) -> int:
    tt = DATA.time_track
    x0, x1 = 30, WIDTH - 30
    scale = (x1 - x0) / tt.cross
    y = top + TRACK_HEAD + highest_stack(v) * MARKER_STEP + 6 + 16
    draw_text(draw, (x0 - 10, top + 6), tr(msg("olympus-board-track"), lang), font(20, True), INK)
    draw.rounded_rectangle((x0 - 8, y - 10, x1 + 8, y + 10), radius=10, fill=PANEL, outline=LINE)
    for k in range(0, tt.cross + 1, 5):
        draw.line((x0 + k * scale, y - 10, x0 + k * scale, y + 10), fill=LINE, width=1)
        if k % 10 == 0:
            draw_text(draw, (x0 + k * scale, y + 26), str(k), font(16), INK_SOFT, anchor="mm")
    for z in tt.zeus_spaces:
        zx = x0 + z * scale
        label = "ZZ" if z in tt.zeus_double else "Z"
        draw.ellipse((zx - 15, y - 15, zx + 15, y + 15), fill=ZEUS, outline=INK)
        draw_text(draw, (zx, y), label, font(16 if len(label) == 2 else 17, True), WHITE, anchor="mm")
    draw_text(draw, (x1, y), "✝", font(24, True), CROSS, anchor="mm")
    # the markers: squares (settlers are discs), a stack climbing from the bar in its own band
    for seat, box in track_markers(v, top).items():
        p = v.players[seat]
        draw.rectangle(box, fill=SEAT_COLOURS[seat], outline=INK, width=2 if not p.done else 1)
    return top + track_height(v)


def pile_kind(v: Any, row: str, column: int) -> str | None:
    """The discovery of the pile at ``row``, ``column``: its tiles' while some are left; once
    emptied, the view's record (rules 3, ``emptied``); for older games the row's discovery that
    someone holds and no pile shows, when only one such is missing; else None."""
    piles = v.piles.get(row, [])
    if column < len(piles) and piles[column]:
        return str(piles[column][0])
    gone = getattr(v, "emptied", {}).get(f"{row}:{column}")
    if gone:
        return str(gone)
    shown = {p[0] for p in piles if p} | {k for key, k in getattr(v, "emptied", {}).items() if key.startswith(f"{row}:")}
    owned = {d for p in v.players for d in p.discoveries if DATA.discovery[d].row == row}
    missing = sorted(owned - shown)
    empty = [c for c, p in enumerate(piles) if not p and f"{row}:{c}" not in getattr(v, "emptied", {})]
    return missing[0] if len(missing) == 1 and len(empty) == 1 else None


DEV_ROW_H = 58


def development_box(v: Any, row: str | None, column: int, top: int) -> tuple[int, int, int, int]:
    """The box of a pile (``row`` a discovery row) or of a wonder (``row`` None) on the
    development board whose section starts at ``top``."""
    cw = (WIDTH - 40) // max(1, len(v.wonders))
    rows = ("red", "yellow", "green", "blue", "purple")
    r = rows.index(row) if row is not None else len(rows)
    x, y = 20 + column * cw, top + 32 + r * DEV_ROW_H
    return x + 2, y + 2, x + cw - 2, y + DEV_ROW_H - 2


def _frame_last(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: RGB) -> None:
    """The latest turn's frame round a development board box: its player's colour between ink."""
    draw.rounded_rectangle((box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2), radius=8, outline=INK, width=7)
    draw.rounded_rectangle((box[0] - 1, box[1] - 1, box[2] + 1, box[3] + 1), radius=7, outline=colour, width=4)


def _draw_development(draw: ImageDraw.ImageDraw, v: Any, top: int, lang: str) -> int:
    draw_text(draw, (20, top + 6), tr(msg("olympus-board-development"), lang), font(20, True), INK)
    cols = len(v.wonders)
    cw = (WIDTH - 40) // max(1, cols)
    last: LastTurn | None = getattr(v, "last", None)
    for row in ("red", "yellow", "green", "blue", "purple"):
        piles = v.piles.get(row, [])
        for c in range(cols):
            box = development_box(v, row, c, top)
            y = box[1] - 2
            pile = piles[c] if c < len(piles) else []
            colour = ROW_COLOURS[row]
            draw.rounded_rectangle(box, radius=6, fill=lighter(colour, 0.55) if pile else PANEL, outline=colour, width=3)
            kind = pile_kind(v, row, c)
            if kind is not None:
                # an emptied pile keeps its name, greyed, and counts 0
                fnt, lines = _name_font(tr(msg(f"olympus-discovery-{kind}"), lang), cw - 18, 18)
                draw_text(draw, (box[0] + 8, y + 18), lines[0], fnt, INK if pile else INK_SOFT, anchor="lm")
            else:
                draw_text(draw, ((box[0] + box[2]) / 2, y + 18), "—", font(18, True), INK_SOFT, anchor="mm")
            draw_text(draw, (box[2] - 8, y + 39), f"×{len(pile)}", font(16, True), INK_SOFT, anchor="rm")
            # bonus spaces: letter, or the colour of the seat that took it
            spaces = v.bonus.get(row, [])
            if c < len(spaces):
                layout = DATA.bonus_layout[row][c]
                usable = 3 if v.n == 5 and row in ("red", "green") else 2
                for i, who in enumerate(spaces[c]):
                    bx = box[0] + 6 + i * 29
                    by = y + 39
                    sq = (bx, by - 11, bx + 25, by + 11)
                    if who is None:
                        draw.rectangle(sq, fill=WHITE if i < usable else GREY_SPACE, outline=LINE)
                        draw_text(draw, (bx + 12.5, by), layout[i], font(16, True), INK if i < usable else INK_SOFT, anchor="mm")
                    else:
                        draw.rectangle(sq, fill=SEAT_COLOURS[who], outline=INK)
            if last is not None and last.discovery is not None and last.column == c and DATA.discovery[last.discovery].row == row:
                _frame_last(draw, box, _seat_colour(last.seat))
    for c, w in enumerate(v.wonders):
        box = development_box(v, None, c, top)
        y = box[1] - 2
        built = w is None
        name = w if w else getattr(v, "emptied", {}).get(f"wonder:{c}")
        draw.rounded_rectangle(box, radius=6, fill=WONDER_BG if w else PANEL, outline=WONDER_LINE, width=3)
        if name:
            wd = DATA.wonder[name]
            fnt, lines = _name_font(tr(msg(f"olympus-wonder-{name}"), lang), cw - 16, 18)
            draw_text(draw, (box[0] + 8, y + 18), lines[0], fnt, INK_SOFT if built else INK, anchor="lm")
            _star(draw, box[0] + 16, y + 40, 9, STAR_TAKEN if built else STAR)
            draw_text(draw, (box[0] + 30, y + 40), f"{wd.stars} → {wd.pp}", font(16, True), INK_SOFT if built else INK, anchor="lm")
        else:
            draw_text(draw, ((box[0] + box[2]) / 2, y + 28), "—", font(18, True), INK_SOFT, anchor="mm")
        if last is not None and last.wonder is not None and last.column == c:
            _frame_last(draw, box, _seat_colour(last.seat))
    return top + 32 + 6 * DEV_ROW_H + 6


def _draw_players(draw: ImageDraw.ImageDraw, v: Any, top: int, names: list[str], lang: str) -> int:
    """One panel per player: name (▶ on the player to act), the time-track position (its marker's
    square and the number: the player furthest back plays next), prestige (the final total once
    the game is over, the prestige tokens before), the counters, the resources (Territory tokens
    + cubes, with a swatch), the discoveries and wonders on up to two lines."""
    y = top
    for p in v.players:
        h = PLAYER_H
        draw.rounded_rectangle((12, y, WIDTH - 12, y + h - 6), radius=8, fill=PANEL, outline=SEAT_COLOURS[p.seat], width=4)
        turn = p.seat in _acting(v)
        head = f"{'▶ ' if turn else ''}{names[p.seat]}"
        prestige = sum(v.final[p.seat].values()) if v.final else p.prestige
        right = tr(msg("olympus-board-prestige", n=prestige), lang)
        rfnt = font(22, True)
        draw_text(draw, (WIDTH - 26, y + 18), right, rfnt, INK, anchor="rm")
        time = tr(msg("olympus-board-time", pos=p.pos), lang)
        tfnt = font(20, True)
        tx = int(WIDTH - 26 - rfnt.getlength(right) - 24 - tfnt.getlength(time))
        draw.rectangle((tx - 22, y + 18 - MARKER // 2, tx - 22 + MARKER, y + 18 + MARKER // 2), fill=SEAT_COLOURS[p.seat], outline=INK, width=2)
        draw_text(draw, (tx, y + 18), time, tfnt, INK, anchor="lm")
        fnt, lines = fit_text(head, int(tx - 22 - 12 - 26), 28, 24, 16, bold=True, max_lines=1)
        draw_text(draw, (26, y + 18), lines[0], fnt, INK, anchor="lm")
        stats = tr(msg("olympus-board-player", swords=p.swords, zeus=p.zeus, stars=p.stars,
                       hourglasses=p.hourglasses, reserve=p.reserve, cards=p.hand_size), lang)
        fnt2, lines2 = fit_text(stats, WIDTH - 52, 26, 20, 16, max_lines=1)
        draw_text(draw, (26, y + 44), lines2[0], fnt2, INK, anchor="lm")
        x = 26
        for r in ("grain", "stone", "wood", "gold"):
            n_tok, n_cube = p.tokens.get(r, 0), p.cubes.get(r, 0)
            draw.rectangle((x, y + 60, x + 20, y + 80), fill=RESOURCE_COLOURS[r], outline=INK)
            draw_text(draw, (x + 25, y + 70), f"{n_tok}+{n_cube}", font(19, True), INK if (n_tok or n_cube) else INK_SOFT, anchor="lm")
            x += 80
        tiles = [tr(msg(f"olympus-discovery-{d}"), lang) for d in p.discoveries] + [tr(msg(f"olympus-wonder-{w}"), lang) for w in p.wonders]
        text = ", ".join(tiles) if tiles else "—"
        fnt3, lines3 = fit_text(text, WIDTH - 52, 40, 17, 16, max_lines=2)
        for i, line in enumerate(lines3):
            draw_text(draw, (26, y + 92 + i * 19), line, fnt3, INK_SOFT, anchor="lm")
        y += h
    return y


def _acting(v: Any) -> list[int]:
    """The seats the game waits for: the first pending choice's seats that have not answered,
    else the player whose turn it is; none once the game is over."""
    if v.over:
        return []
    if v.pending:
        d = v.pending[0]
        return [s for s in d.seats if s not in d.answered]
    return [] if v.to_act is None else [v.to_act]


def _header(v: Any, names: list[str], lang: str) -> tuple[str, str]:
    """The picture's two header lines: who acts (or who won) and what they must decide."""
    if v.over:
        win = v.winners
        best = sum(v.final[win[0]].values())
        if len(win) > 1:
            return tr(msg("olympus-outcome-shared", players=[names[s] for s in win], points=best), lang), ""
        return tr(msg("olympus-outcome-win", player=names[win[0]], points=best), lang), ""
    seats = _acting(v)
    who = tr(msg("olympus-board-turn", player=[names[s] for s in seats] if len(seats) > 1 else names[seats[0]]), lang) if seats else ""
    if v.pending:
        d = v.pending[0]
        what = tr(msg(f"olympus-prompt-{d.kind}", n=d.count), lang)
    else:
        final = v.to_act is not None and v.players[v.to_act].pos > DATA.time_track.last_zeus
        what = tr(msg("olympus-prompt-final" if final else "olympus-prompt-turn"), lang)
    return who, what[:1].upper() + what[1:]


#: the rows of the final scoring table, in the order of the rulebook's "Sommare il prestigio"
SCORE_ROWS = ("track", "tokens", "territories", "discoveries", "science", "city", "absolutism", "engineering",
              "wonders", "destiny", "keres")
SCORE_ROW_H = 30


def _score_rows(v: Any) -> list[str]:
    """The scoring rows worth a line: the always-scored sources, and the others someone scored."""
    always = ("track", "tokens", "territories", "discoveries", "wonders", "destiny")
    return [k for k in SCORE_ROWS if k in always or any(f.get(k, 0) for f in v.final)]


def _draw_final(draw: ImageDraw.ImageDraw, v: Any, top: int, names: list[str], lang: str) -> int:
    """The final scoring: a row per source of prestige, a column per player (the winners'
    columns highlighted), the totals last."""
    rows = _score_rows(v)
    height = 40 + SCORE_ROW_H * (len(rows) + 2) + 8
    draw.rounded_rectangle((12, top, WIDTH - 12, top + height), radius=8, fill=WHITE, outline=LINE, width=2)
    draw_text(draw, (26, top + 20), tr(msg("olympus-board-score-title"), lang), font(22, True), INK, anchor="lm")
    label_w = 250
    col_w = (WIDTH - 40 - label_w) // v.n
    y = top + 40
    for s in range(v.n):
        cx = 20 + label_w + s * col_w
        if s in v.winners:
            draw.rectangle((cx + 2, y, cx + col_w - 2, top + height - 8), fill=lighter(STAR, 0.6))
        draw.rectangle((cx + 6, y + 4, cx + col_w - 6, y + 10), fill=SEAT_COLOURS[s], outline=INK, width=1)
        fnt, lines = fit_text(names[s], col_w - 8, 24, 19, 16, bold=True, max_lines=1)
        draw_text(draw, (cx + col_w / 2, y + 21), lines[0], fnt, INK, anchor="mm")
    y += SCORE_ROW_H + 2
    for k in [*rows, "total"]:
        bold = k == "total"
        if bold:
            draw.line((20, y, WIDTH - 20, y), fill=INK, width=2)
        fnt, lines = fit_text(tr(msg(f"olympus-board-score-{k}"), lang), label_w - 12, 26, 19, 16, bold=bold, max_lines=1)
        draw_text(draw, (26, y + SCORE_ROW_H / 2), lines[0], fnt, INK, anchor="lm")
        for s in range(v.n):
            val = sum(v.final[s].values()) if bold else v.final[s].get(k, 0)
            draw_text(draw, (20 + label_w + s * col_w + col_w / 2, y + SCORE_ROW_H / 2), str(val), font(22 if bold else 19, bold), INK, anchor="mm")
        y += SCORE_ROW_H
    return top + height + 8


KEY_ROW_H = 34
KEY_COLS = 3
KEY_COL_W = (WIDTH - 40) // KEY_COLS


def _key_entries(lang: str) -> list[tuple[str, str]]:
    """(symbol kind, text) of each entry of the key, in reading order (down each column)."""
    out = [(f"res-{r}", tr(msg(f"olympus-resource-{r}"), lang)) for r in RESOURCE_COLOURS]
    out += [(k, tr(msg(f"olympus-key-{k}"), lang)) for k in
            ("control", "settlers", "time", "last", "atlantis", "tribe-star", "star-taken", "zeus", "condemned", "barbarians",
             "zeus-space", "cross")]
    out += [(f"bonus-{b}", tr(msg(f"olympus-bonus-{b}"), lang)) for b in "ABCD"]
    out += [(k, tr(msg(f"olympus-key-{k}"), lang)) for k in ("taken", "unused", "pile", "tokens")]
    return out


def _key_height() -> int:
    return 36 + KEY_ROW_H * (-(-len(_key_entries("en")) // KEY_COLS)) + 8


def _key_symbol(draw: ImageDraw.ImageDraw, kind: str, x: int, y: int) -> None:
    """The symbol of a key entry in the 40 x 26 box whose left middle is (x, y)."""
    if kind.startswith("res-"):
        draw.rounded_rectangle((x, y - 12, x + 38, y + 12), radius=5, fill=RESOURCE_COLOURS[kind[4:]], outline=darker(RESOURCE_COLOURS[kind[4:]], 0.7))
    elif kind == "control":
        draw.rounded_rectangle((x, y - 13, x + 38, y + 13), radius=6, fill=INK)
        draw.rounded_rectangle((x + 1, y - 12, x + 37, y + 12), radius=5, fill=SEAT_COLOURS[3])
        draw.rounded_rectangle((x + 6, y - 7, x + 32, y + 7), radius=3, fill=RESOURCE_COLOURS["gold"], outline=INK, width=1)
    elif kind == "settlers":
        for i, c in enumerate((0, 1, 0)):
            r = 7 if i < 2 else 9
            draw.ellipse((x + 6 + i * 13 - r, y - r, x + 6 + i * 13 + r, y + r), fill=SEAT_COLOURS[c], outline=INK)
    elif kind == "time":
        draw.rectangle((x + 11, y - 8, x + 27, y + 8), fill=SEAT_COLOURS[1], outline=INK, width=2)
    elif kind == "last":
        _arrow(draw, (x, y), (x + 38, y), SEAT_COLOURS[1], head=True)
    elif kind == "atlantis":
        draw.rounded_rectangle((x, y - 12, x + 38, y + 12), radius=5, fill=GREY_SPACE, outline=LINE, width=1)
        draw.rounded_rectangle((x + 3, y - 9, x + 35, y + 9), radius=4, outline=ATLANTIS, width=2)
    elif kind in ("tribe-star", "star-taken"):
        _star(draw, x + 19, y, 11, STAR if kind == "tribe-star" else STAR_TAKEN)
    elif kind == "zeus":
        draw_text(draw, (x + 19, y), "Z", font(18, True), ZEUS_INK, anchor="mm")
    elif kind == "condemned":
        draw.line((x + 8, y - 10, x + 30, y + 10), fill=CONDEMNED, width=5)
        draw.line((x + 8, y + 10, x + 30, y - 10), fill=CONDEMNED, width=5)
    elif kind == "barbarians":
        draw.ellipse((x + 10, y - 9, x + 28, y + 9), fill=BARBARIAN, outline=INK)
    elif kind == "zeus-space":
        draw.ellipse((x + 6, y - 13, x + 32, y + 13), fill=ZEUS, outline=INK)
        draw_text(draw, (x + 19, y), "Z", font(17, True), WHITE, anchor="mm")
    elif kind == "cross":
        draw_text(draw, (x + 19, y), "✝", font(24, True), CROSS, anchor="mm")
    elif kind.startswith("bonus-"):
        draw.rectangle((x + 7, y - 11, x + 32, y + 11), fill=WHITE, outline=LINE)
        draw_text(draw, (x + 19.5, y), kind[6:], font(16, True), INK, anchor="mm")
    elif kind == "taken":
        draw.rectangle((x + 7, y - 11, x + 32, y + 11), fill=SEAT_COLOURS[0], outline=INK)
    elif kind == "unused":
        draw.rectangle((x + 7, y - 11, x + 32, y + 11), fill=GREY_SPACE, outline=LINE)
        draw_text(draw, (x + 19.5, y), "B", font(16, True), INK_SOFT, anchor="mm")
    elif kind == "pile":
        draw_text(draw, (x + 19, y), "×3", font(17, True), INK_SOFT, anchor="mm")
    elif kind == "tokens":
        draw.rectangle((x, y - 10, x + 20, y + 10), fill=RESOURCE_COLOURS["stone"], outline=INK)
        draw_text(draw, (x + 23, y), "2+1", font(16, True), INK, anchor="lm")


def _draw_key(draw: ImageDraw.ImageDraw, top: int, lang: str) -> int:
    """The key: each symbol of the picture drawn as on the board, with its meaning, in three
    columns (texts at least 14 px: 5 px capital height at 400 px wide, on one or two lines)."""
    entries = _key_entries(lang)
    with text_role("key"):
        draw_text(draw, (20, top + 18), tr(msg("olympus-board-key"), lang), font(20, True), INK, anchor="lm")
        per_col = -(-len(entries) // KEY_COLS)
        for i, (kind, text) in enumerate(entries):
            col, row = divmod(i, per_col)
            x = 20 + col * KEY_COL_W
            y = top + 36 + row * KEY_ROW_H + KEY_ROW_H // 2
            sym_w = 66 if kind == "tokens" else 42
            _key_symbol(draw, kind, x, y)
            fnt, lines = fit_text(text, KEY_COL_W - sym_w - 8, KEY_ROW_H, 16, 14, max_lines=2)
            lh = line_height(fnt) - 2
            for k, line in enumerate(lines):
                draw_text(draw, (x + sym_w + 2, y + (k - (len(lines) - 1) / 2) * lh), line, fnt, INK, anchor="lm")
    return top + _key_height()


def last_text(v: Any, names: list[str], lang: str) -> str | None:
    """The header's line for the latest turn (the view's ``last``, rules 3), e.g. "Last: Carol —
    settler Thessaly → Acarnania, the tribe beaten, its Star taken" / "Ultimo turno: Carol —
    scoperta: Democrazia"; None before the first turn (or in a game of rules 1-2)."""
    last: LastTurn | None = getattr(v, "last", None)
    if last is None:
        return None
    parts: list[str] = []
    if last.destiny:
        parts.append(tr(msg("olympus-last-destiny", cards=[msg(f"olympus-destiny-{c}") for c in last.destiny]), lang))
    if last.path:
        start = last.path[0]
        frm = msg("olympus-last-north") if start == "north" else msg(f"olympus-territory-{start}")
        key = "olympus-last-new" if last.new else "olympus-last-settle"
        parts.append(tr(msg(key, origin=frm, to=msg(f"olympus-territory-{last.path[-1]}")), lang))
        if last.fight == "tribe":
            parts.append(tr(msg("olympus-last-tribe"), lang))
        elif last.fight == "barbarians":
            parts.append(tr(msg("olympus-last-barbarians"), lang))
        elif last.fight:
            seat = int(last.fight)
            parts.append(tr(msg("olympus-last-attack", defender=names[seat] if seat < len(names) else str(seat)), lang))
    if last.discovery:
        parts.append(tr(msg("olympus-last-discovery", discovery=msg(f"olympus-discovery-{last.discovery}")), lang))
    if last.wonder:
        parts.append(tr(msg("olympus-last-wonder", wonder=msg(f"olympus-wonder-{last.wonder}")), lang))
    if last.passed:
        parts.append(tr(msg("olympus-last-passed"), lang))
    if not parts:
        return None
    player = names[last.seat] if last.seat < len(names) else str(last.seat)
    return tr(msg("olympus-last", player=player, what=", ".join(parts)), lang)


def last_lines(v: Any, names: list[str], lang: str) -> tuple[Any, tuple[str, ...]] | None:
    """:func:`last_text` as drawn: one line from 19 px down to 16, else two lines at 17 or 16 px
    (cut with "…" only then)."""
    text = last_text(v, names, lang)
    if text is None:
        return None
    fnt, lines = fit_text(text, WIDTH - 62, 26, 19, 16, max_lines=1)
    if lines[0] != text:
        fnt, lines = fit_text(text, WIDTH - 62, 2 * 22, 17, 16, max_lines=2)
    return fnt, lines


def _colour_names(view: Any, lang: str) -> list[str]:
    colours = ("red", "blue", "green", "yellow", "white")
    return [tr(msg(f"olympus-colour-{colours[i]}"), lang) for i in range(view.n)]


def map_top_of(view: Any, names: list[str] | None = None, lang: str = "en") -> int:
    """The y of the map's top on the picture of ``view``: under the header, its latest turn's
    line (none before the first turn: no space kept for it) and the final scoring table."""
    names = names or _colour_names(view, lang)
    final_h = 40 + SCORE_ROW_H * (len(_score_rows(view)) + 2) + 16 if view.over and view.final else 0
    return _last_line_top(view, names, lang)[1] + final_h


def _last_line_top(view: Any, names: list[str], lang: str) -> tuple[float, int]:
    """(the y of the middle of the latest turn's first line, the header's height): under the
    prompt line; in its place when there is no prompt (the game is over)."""
    drawn = last_lines(view, names, lang)
    if drawn is None:
        return 0.0, HEAD_H
    lines = len(drawn[1])
    if not _header(view, names, lang)[1]:
        return 58.0, max(HEAD_H, 58 + LAST_LINE_H * (lines - 1) + 20)
    return HEAD_H + 4 + LAST_LINE_H / 2, HEAD_H + 8 + LAST_LINE_H * lines


def render_board(view: Any, names: list[str] | None = None, *, lang: str = "en") -> bytes:
    """PNG bytes of the public board for ``view`` (an :class:`engines.olympus.view.View`);
    ``names``: display names by seat (default: the seats' colours); ``lang``: "en" or "it".
    Top to bottom: who acts and what they decide, the latest turn's line (once there is one; at
    the end: the winner and the final scoring table), the map, the time track, the development
    board, the players, the key."""
    names = names or _colour_names(view, lang)
    drawn = last_lines(view, names, lang)
    y0, head_h = _last_line_top(view, names, lang)
    map_top = map_top_of(view, names, lang)
    map_h = map_top + 9 * CELL_H + 8
    height = map_h + track_height(view) + 32 + 6 * DEV_ROW_H + 6 + 6 + PLAYER_H * view.n + 4 + _key_height() + 8
    img = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(img)
    who, what = _header(view, names, lang)
    fnt, lines = fit_text(f"Olympus · {who}" if who else "Olympus", WIDTH - 40, 40, 28, 16, bold=True, max_lines=1)
    draw_text(draw, (20, 24), lines[0], fnt, INK, anchor="lm")
    if what:
        fnt, lines = fit_text(what, WIDTH - 40, 28, 21, 16, max_lines=1)
        draw_text(draw, (20, 58), lines[0], fnt, INK_SOFT, anchor="lm")
    if drawn is not None and view.last is not None:
        lfnt, llines = drawn
        draw.rectangle((20, y0 - 8, 36, y0 + 8), fill=_seat_colour(view.last.seat), outline=INK, width=2)
        for i, line in enumerate(llines):
            draw_text(draw, (44, y0 + i * LAST_LINE_H), line, lfnt, INK, anchor="lm")
    if view.over and view.final:
        _draw_final(draw, view, head_h - 6, names, lang)
    _draw_map(draw, view, lang, map_top)
    y = _draw_track(draw, view, map_h, names, lang)
    y = _draw_development(draw, view, y, lang)
    y = _draw_players(draw, view, y + 6, names, lang)
    _draw_key(draw, y + 4, lang)
    global _PALETTE
    if _PALETTE is None:
        _PALETTE = _palette()
    return to_png(img, _PALETTE)
