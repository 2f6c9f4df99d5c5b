"""The Olympus board picture (PNG) from the public view, laid out for a phone (800 px wide,
readable at 400 px): the map (territories coloured by resource, the controller's colour on the
border, stacks of settlers as dots, tribes, Stars, condemned territories, barbarians, seas), the
time track with every token and the Zeus spaces, the development board with what is left and the
bonus tokens, one line per player, whose turn it is.  Labels come from the i18n catalogs in the
game's language."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from engines.olympus.data import DATA
from engines.olympus.state import BARBARIANS
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
    to_png,
)

WIDTH = 800
CELL_W, CELL_H = 112, 74
NODE_W, NODE_H = 104, 50
MAP_LEFT = 8
MAP_TOP = 56
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
RESOURCE_COLOURS: dict[str, RGB] = {"grain": (236, 178, 74), "stone": (196, 196, 190), "wood": (150, 106, 66), "gold": (245, 214, 66)}
SEAT_COLOURS: list[RGB] = [(200, 40, 40), (40, 90, 200), (40, 150, 60), (225, 190, 20), (250, 250, 250)]
SEA: RGB = (170, 205, 230)
ROW_COLOURS: dict[str, RGB] = {"red": (214, 96, 84), "yellow": (230, 196, 80), "green": (110, 170, 100), "blue": (100, 140, 210), "purple": (150, 110, 180)}
BARBARIAN: RGB = (30, 30, 30)
PLAYER_H = 96


SEA_INK: RGB = (40, 70, 100)
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


def _palette() -> Any:
    """Every flat colour of the picture and the anti-aliased edges of its texts (see
    render.common.fixed_palette): mapping to it is several times faster than an adaptive
    quantization and keeps the picture the same for the same view."""
    res = list(RESOURCE_COLOURS.values())
    rows = list(ROW_COLOURS.values())
    solids = [PAPER, PANEL, INK, INK_SOFT, LINE, WHITE, SEA, SEA_INK, SEA_LINE, LAND_LINE, ZEUS, CROSS, CONDEMNED, STAR,
              WONDER_BG, WONDER_LINE, GREY_SPACE, ATLANTIS, ZEUS_INK, BARBARIAN, *SEAT_COLOURS, *res,
              *[lighter(c, 0.6) for c in res], *[darker(c, 0.7) for c in res], *rows, *[lighter(c, 0.55) for c in rows],
              darker(STAR, 0.6), darker(WHITE, 0.6)]
    backgrounds = [PAPER, PANEL, WHITE, SEA, WONDER_BG, GREY_SPACE, *res, *[lighter(c, 0.6) for c in res], *[lighter(c, 0.55) for c in rows], ZEUS]
    pairs = [(b, ink) for b in backgrounds for ink in (INK, INK_SOFT)] + [(SEA, SEA_INK), (ZEUS, WHITE), (PAPER, CROSS)]
    pairs += [(r, ZEUS_INK) for r in res]
    return fixed_palette(solids, pairs, shades=3)


_PALETTE: Any = None


def _short(name: str) -> str:
    """A map label: "Phocis (Delphi)" -> "Phocis"; "Atlantis: Azaes" -> "Azaes"."""
    return name.split(" (")[0].split(": ")[-1]


def _centre(node: str) -> tuple[int, int]:
    c, r = GRID[node]
    return MAP_LEFT + c * CELL_W + CELL_W // 2, MAP_TOP + r * CELL_H + CELL_H // 2


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


def _draw_map(draw: ImageDraw.ImageDraw, v: Any, lang: str) -> None:
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
    for s in DATA.seas:
        x, y = _centre(s.id)
        draw.ellipse((x - 44, y - 20, x + 44, y + 20), fill=SEA, outline=SEA_LINE)
        fnt, lines = fit_text(tr(msg(f"olympus-sea-{s.id}"), lang), 84, 36, 15, 11, max_lines=2)
        lh = fnt.size + 1
        for i, line in enumerate(lines):
            draw_text(draw, (x, y + (i - (len(lines) - 1) / 2) * lh), line, fnt, SEA_INK, anchor="mm")
    for t in DATA.territories:
        x, y = _centre(t.id)
        box = (x - NODE_W // 2, y - NODE_H // 2, x + NODE_W // 2, y + NODE_H // 2)
        stack = v.stacks.get(t.id, [])
        condemned = t.id in v.condemned
        fill = RESOURCE_COLOURS[t.resource]
        if condemned:
            fill = lighter(fill, 0.6)
        border = _seat_colour(stack[-1]) if stack else LINE
        draw.rounded_rectangle(box, radius=10, fill=fill, outline=border if stack else darker(fill, 0.7), width=6 if stack else 2)
        if t.atlantis:
            draw.rounded_rectangle((box[0] + 3, box[1] + 3, box[2] - 3, box[3] - 3), radius=8, outline=ATLANTIS, width=2)
        fnt, lines = fit_text(_short(tr(msg(f"olympus-territory-{t.id}"), lang)), NODE_W - 12, 22, 19, 13, bold=True, max_lines=1)
        draw_text(draw, (x, box[1] + 15), lines[0], fnt, INK, anchor="mm")
        # markers: a Star (gold while its tribe holds it), Olympus' Zeus token
        if t.star:
            _star(draw, box[0] + 13, box[3] - 12, 9, STAR if t.id in v.tribes else WHITE)
        if t.zeus:
            draw_text(draw, (box[0] + 13, box[3] - 12), "Z", font(16, True), ZEUS_INK, anchor="mm")
        # the stack of settlers, bottom first, the controller last (biggest)
        for i, side in enumerate(stack):
            cx = box[0] + 30 + i * 15
            r = 7 if i < len(stack) - 1 else 9
            draw.ellipse((cx - r, box[3] - 12 - r, cx + r, box[3] - 12 + r), fill=_seat_colour(side), outline=INK, width=1)
        if condemned:
            draw.line((box[0] + 8, box[1] + 8, box[2] - 8, box[3] - 8), fill=CONDEMNED, width=5)
            draw.line((box[0] + 8, box[3] - 8, box[2] - 8, box[1] + 8), fill=CONDEMNED, width=5)


def _draw_track(draw: ImageDraw.ImageDraw, v: Any, top: int, names: list[str], lang: str) -> int:
    tt = DATA.time_track
    x0, x1 = 30, WIDTH - 30
    scale = (x1 - x0) / tt.cross
    y = top + 40
    draw_text(draw, (x0, top + 8), tr(msg("olympus-board-track"), lang), font(20, True), INK)
    draw.rounded_rectangle((x0 - 8, y - 10, x1 + 8, y + 10), radius=10, fill=PANEL, outline=LINE)
    for k in range(0, tt.cross + 1, 5):
        draw.line((x0 + k * scale, y - 10, x0 + k * scale, y + 10), fill=LINE, width=1)
        if k % 10 == 0:
            draw_text(draw, (x0 + k * scale, y + 22), str(k), font(15), INK_SOFT, anchor="mm")
    for z in tt.zeus_spaces:
        zx = x0 + z * scale
        label = "ZZ" if z in tt.zeus_double else "Z"
        draw.ellipse((zx - 13, y - 13, zx + 13, y + 13), fill=ZEUS, outline=INK)
        draw_text(draw, (zx, y), label, font(14 if len(label) == 2 else 17, True), WHITE, anchor="mm")
    draw_text(draw, (x1, y), "✝", font(24, True), CROSS, anchor="mm")
    # tokens: a column per space, the top of a stack highest
    by_pos: dict[int, list[Any]] = {}
    for p in v.players:
        by_pos.setdefault(p.pos, []).append(p)
    for pos, ps in by_pos.items():
        for i, p in enumerate(sorted(ps, key=lambda p: p.stamp)):
            cx, cy = x0 + pos * scale, y - 26 - i * 18
            draw.ellipse((cx - 9, cy - 9, cx + 9, cy + 9), fill=SEAT_COLOURS[p.seat], outline=INK, width=2 if not p.done else 1)
    return top + 84


def _draw_development(draw: ImageDraw.ImageDraw, v: Any, top: int, lang: str) -> int:
    draw_text(draw, (20, top + 6), tr(msg("olympus-board-development"), lang), font(20, True), INK)
    y = top + 32
    cols = len(v.wonders)
    cw = (WIDTH - 40) // max(1, cols)
    rh = 58
    for row in ("red", "yellow", "green", "blue", "purple"):
        piles = v.piles.get(row, [])
        for c in range(cols):
            x = 20 + c * cw
            box = (x + 2, y + 2, x + cw - 2, y + rh - 2)
            pile = piles[c] if c < len(piles) else []
            colour = ROW_COLOURS[row]
            draw.rounded_rectangle(box, radius=6, fill=lighter(colour, 0.55) if pile else PANEL, outline=colour, width=3)
            kind = pile[0] if pile else None
            if kind is None:
                # the type of an empty pile is still known from the players' tiles; say "gone"
                draw_text(draw, ((box[0] + box[2]) / 2, y + 20), "—", font(18, True), INK_SOFT, anchor="mm")
            else:
                fnt, lines = fit_text(tr(msg(f"olympus-discovery-{kind}"), lang), cw - 40, 24, 18, 12, bold=True, max_lines=1)
                draw_text(draw, (box[0] + 8, y + 18), lines[0], fnt, INK, anchor="lm")
                draw_text(draw, (box[2] - 8, y + 18), f"×{len(pile)}", font(16, True), INK_SOFT, anchor="rm")
            # bonus spaces: letter, or the colour of the seat that took it
            spaces = v.bonus.get(row, [])
            if c < len(spaces):
                layout = DATA.bonus_layout[row][c]
                usable = 3 if v.n == 5 and row in ("red", "green") else 2
                for i, who in enumerate(spaces[c]):
                    bx = box[0] + 8 + i * 30
                    by = y + 38
                    sq = (bx, by - 10, bx + 24, by + 10)
                    if who is None:
                        draw.rectangle(sq, fill=WHITE if i < usable else GREY_SPACE, outline=LINE)
                        draw_text(draw, (bx + 12, by), layout[i], font(15, True), INK if i < usable else INK_SOFT, anchor="mm")
                    else:
                        draw.rectangle(sq, fill=SEAT_COLOURS[who], outline=INK)
        y += rh
    for c, w in enumerate(v.wonders):
        x = 20 + c * cw
        box = (x + 2, y + 2, x + cw - 2, y + rh - 2)
        draw.rounded_rectangle(box, radius=6, fill=WONDER_BG if w else PANEL, outline=WONDER_LINE, width=3)
        if w:
            wd = DATA.wonder[w]
            fnt, lines = fit_text(tr(msg(f"olympus-wonder-{w}"), lang), cw - 16, 24, 18, 12, bold=True, max_lines=1)
            draw_text(draw, (box[0] + 8, y + 18), lines[0], fnt, INK, anchor="lm")
            _star(draw, box[0] + 16, y + 40, 9, STAR)
            draw_text(draw, (box[0] + 30, y + 40), f"{wd.stars} → {wd.pp}", font(16, True), INK, anchor="lm")
        else:
            draw_text(draw, ((box[0] + box[2]) / 2, y + 28), "—", font(18, True), INK_SOFT, anchor="mm")
    return y + rh + 6


def _draw_players(draw: ImageDraw.ImageDraw, v: Any, top: int, names: list[str], lang: str) -> int:
    y = top
    for p in v.players:
        h = PLAYER_H
        draw.rounded_rectangle((12, y, WIDTH - 12, y + h - 6), radius=8, fill=PANEL, outline=SEAT_COLOURS[p.seat], width=4)
        turn = v.to_act == p.seat and not v.over
        head = f"{'▶ ' if turn else ''}{names[p.seat]}"
        fnt, lines = fit_text(head, 420, 28, 24, 16, bold=True, max_lines=1)
        draw_text(draw, (26, y + 18), lines[0], fnt, INK, anchor="lm")
        draw_text(draw, (WIDTH - 26, y + 18), tr(msg("olympus-board-prestige", n=p.prestige), lang), font(22, True), INK, anchor="rm")
        stats = tr(msg("olympus-board-player", swords=p.swords, zeus=p.zeus, stars=p.stars,
                       hourglasses=p.hourglasses, reserve=p.reserve, cards=p.hand_size), lang)
        fnt2, lines2 = fit_text(stats, WIDTH - 52, 26, 20, 14, max_lines=1)
        draw_text(draw, (26, y + 46), lines2[0], fnt2, INK, anchor="lm")
        # resources: Territory tokens + cubes, then discoveries and wonders
        x = 26
        for r in ("grain", "stone", "wood", "gold"):
            n_tok, n_cube = p.tokens.get(r, 0), p.cubes.get(r, 0)
            if not (n_tok or n_cube):
                continue
            draw.rectangle((x, y + 63, x + 20, y + 83), fill=RESOURCE_COLOURS[r], outline=INK)
            draw_text(draw, (x + 25, y + 73), f"{n_tok}+{n_cube}" if n_cube else str(n_tok), font(19, True), INK, anchor="lm")
            x += 68
        tiles = [tr(msg(f"olympus-discovery-{d}"), lang) for d in p.discoveries] + [tr(msg(f"olympus-wonder-{w}"), lang) for w in p.wonders]
        text = ", ".join(tiles) if tiles else "—"
        fnt3, lines3 = fit_text(text, WIDTH - 40 - x, 26, 19, 13, max_lines=1)
        draw_text(draw, (x + 6, y + 73), lines3[0], fnt3, INK_SOFT, anchor="lm")
        y += h
    return y


def render_board(view: Any, names: list[str] | None = None, *, lang: str = "en") -> bytes:
    """PNG bytes of the public board for ``view`` (an :class:`engines.olympus.view.View`);
    ``names``: display names by seat (default: the seats' colours); ``lang``: "en" or "it"."""
    colours = ("red", "blue", "green", "yellow", "white")
    names = names or [tr(msg(f"olympus-colour-{colours[i]}"), lang) for i in range(view.n)]
    map_h = MAP_TOP + 9 * CELL_H + 8
    height = map_h + 84 + 32 + 6 * 58 + 6 + PLAYER_H * view.n + 70
    img = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(img)
    if view.over:
        head = tr(msg("olympus-board-over"), lang)
    elif view.to_act is not None:
        head = tr(msg("olympus-board-turn", player=names[view.to_act]), lang)
    else:
        head = tr(msg("olympus-board-deciding"), lang)
    fnt, lines = fit_text(f"Olympus · {head}", WIDTH - 40, 40, 28, 16, bold=True, max_lines=1)
    draw_text(draw, (20, 28), lines[0], fnt, INK, anchor="lm")
    _draw_map(draw, view, lang)
    y = _draw_track(draw, view, map_h, names, lang)
    y = _draw_development(draw, view, y, lang)
    y = _draw_players(draw, view, y + 6, names, lang)
    legend = tr(msg("olympus-board-legend"), lang)
    fnt, lines = fit_text(legend, WIDTH - 40, 60, 16, 12, max_lines=3)
    for i, line in enumerate(lines):
        draw_text(draw, (20, y + 12 + i * 19), line, fnt, INK_SOFT, anchor="lm")
    global _PALETTE
    if _PALETTE is None:
        _PALETTE = _palette()
    return to_png(img, _PALETTE)
