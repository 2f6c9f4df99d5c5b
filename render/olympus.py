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
MAP_TOP = 84
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
              darker(STAR, 0.6), darker(WHITE, 0.6), lighter(STAR, 0.6)]
    backgrounds = [PAPER, PANEL, WHITE, SEA, WONDER_BG, GREY_SPACE, *res, *[lighter(c, 0.6) for c in res], *[lighter(c, 0.55) for c in rows], ZEUS, lighter(STAR, 0.6)]
    pairs = [(b, ink) for b in backgrounds for ink in (INK, INK_SOFT)] + [(SEA, SEA_INK), (ZEUS, WHITE), (PAPER, CROSS)]
    pairs += [(r, ZEUS_INK) for r in res]
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


def _draw_map(draw: ImageDraw.ImageDraw, v: Any, lang: str, top: int = MAP_TOP) -> None:
    def _centre(node: str) -> tuple[int, int]:
        return _centre_at(node, top)

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
                fnt, lines = fit_text(tr(msg(f"olympus-discovery-{kind}"), lang), cw - 52, 24, 18, 12, bold=True, max_lines=1)
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
    """One panel per player: name (▶ on the player to act), prestige (the final total once the
    game is over, the prestige tokens before), the counters, the resources (Territory tokens +
    cubes, with a swatch), the discoveries and wonders on up to two lines."""
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
        fnt, lines = fit_text(head, int(WIDTH - 70 - rfnt.getlength(right)), 28, 24, 16, bold=True, max_lines=1)
        draw_text(draw, (26, y + 18), lines[0], fnt, INK, anchor="lm")
        stats = tr(msg("olympus-board-player", swords=p.swords, zeus=p.zeus, stars=p.stars,
                       hourglasses=p.hourglasses, reserve=p.reserve, cards=p.hand_size), lang)
        fnt2, lines2 = fit_text(stats, WIDTH - 52, 26, 20, 14, max_lines=1)
        draw_text(draw, (26, y + 44), lines2[0], fnt2, INK, anchor="lm")
        x = 26
        for r in ("grain", "stone", "wood", "gold"):
            n_tok, n_cube = p.tokens.get(r, 0), p.cubes.get(r, 0)
            draw.rectangle((x, y + 60, x + 20, y + 80), fill=RESOURCE_COLOURS[r], outline=INK)
            draw_text(draw, (x + 25, y + 70), f"{n_tok}+{n_cube}", font(19, True), INK if (n_tok or n_cube) else INK_SOFT, anchor="lm")
            x += 80
        tiles = [tr(msg(f"olympus-discovery-{d}"), lang) for d in p.discoveries] + [tr(msg(f"olympus-wonder-{w}"), lang) for w in p.wonders]
        text = ", ".join(tiles) if tiles else "—"
        fnt3, lines3 = fit_text(text, WIDTH - 52, 40, 17, 13, max_lines=2)
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
        fnt, lines = fit_text(names[s], col_w - 8, 24, 19, 12, bold=True, max_lines=1)
        draw_text(draw, (cx + col_w / 2, y + 21), lines[0], fnt, INK, anchor="mm")
    y += SCORE_ROW_H + 2
    for k in [*rows, "total"]:
        bold = k == "total"
        if bold:
            draw.line((20, y, WIDTH - 20, y), fill=INK, width=2)
        fnt, lines = fit_text(tr(msg(f"olympus-board-score-{k}"), lang), label_w - 12, 26, 19, 13, bold=bold, max_lines=1)
        draw_text(draw, (26, y + SCORE_ROW_H / 2), lines[0], fnt, INK, anchor="lm")
        for s in range(v.n):
            val = sum(v.final[s].values()) if bold else v.final[s].get(k, 0)
            draw_text(draw, (20 + label_w + s * col_w + col_w / 2, y + SCORE_ROW_H / 2), str(val), font(22 if bold else 19, bold), INK, anchor="mm")
        y += SCORE_ROW_H
    return top + height + 8


KEY_ROW_H = 30
KEY_COL_W = (WIDTH - 40) // 2


def _key_entries(lang: str) -> list[tuple[str, str]]:
    """(symbol kind, text) of each entry of the key, in reading order."""
    out = [(f"res-{r}", tr(msg(f"olympus-resource-{r}"), lang)) for r in RESOURCE_COLOURS]
    out += [(k, tr(msg(f"olympus-key-{k}"), lang)) for k in
            ("control", "settlers", "atlantis", "tribe", "star", "zeus", "condemned", "barbarians", "zeus-space", "cross")]
    out += [(f"bonus-{b}", tr(msg(f"olympus-bonus-{b}"), lang)) for b in "ABCD"]
    out += [(k, tr(msg(f"olympus-key-{k}"), lang)) for k in ("taken", "unused", "pile", "tokens")]
    return out


def _key_height() -> int:
    return 40 + KEY_ROW_H * ((len(_key_entries("en")) + 1) // 2) + 8


def _key_symbol(draw: ImageDraw.ImageDraw, kind: str, x: int, y: int) -> None:
    """The symbol of a key entry in the 44 x 26 box whose left middle is (x, y)."""
    if kind.startswith("res-"):
        draw.rounded_rectangle((x, y - 12, x + 40, y + 12), radius=5, fill=RESOURCE_COLOURS[kind[4:]], outline=darker(RESOURCE_COLOURS[kind[4:]], 0.7))
    elif kind == "control":
        draw.rounded_rectangle((x, y - 12, x + 40, y + 12), radius=5, fill=GREY_SPACE, outline=SEAT_COLOURS[1], width=5)
    elif kind == "settlers":
        for i, c in enumerate((0, 1, 0)):
            r = 7 if i < 2 else 9
            draw.ellipse((x + 6 + i * 14 - r, y - r, x + 6 + i * 14 + r, y + r), fill=SEAT_COLOURS[c], outline=INK)
    elif kind == "atlantis":
        draw.rounded_rectangle((x, y - 12, x + 40, y + 12), radius=5, fill=GREY_SPACE, outline=LINE, width=1)
        draw.rounded_rectangle((x + 3, y - 9, x + 37, y + 9), radius=4, outline=ATLANTIS, width=2)
    elif kind in ("tribe", "star"):
        _star(draw, x + 20, y, 11, STAR if kind == "tribe" else WHITE)
    elif kind == "zeus":
        draw_text(draw, (x + 20, y), "Z", font(18, True), ZEUS_INK, anchor="mm")
    elif kind == "condemned":
        draw.line((x + 8, y - 10, x + 32, y + 10), fill=CONDEMNED, width=5)
        draw.line((x + 8, y + 10, x + 32, y - 10), fill=CONDEMNED, width=5)
    elif kind == "barbarians":
        draw.ellipse((x + 11, y - 9, x + 29, y + 9), fill=BARBARIAN, outline=INK)
    elif kind == "zeus-space":
        draw.ellipse((x + 7, y - 13, x + 33, y + 13), fill=ZEUS, outline=INK)
        draw_text(draw, (x + 20, y), "Z", font(17, True), WHITE, anchor="mm")
    elif kind == "cross":
        draw_text(draw, (x + 20, y), "✝", font(24, True), CROSS, anchor="mm")
    elif kind.startswith("bonus-"):
        draw.rectangle((x + 8, y - 10, x + 32, y + 10), fill=WHITE, outline=LINE)
        draw_text(draw, (x + 20, y), kind[6:], font(15, True), INK, anchor="mm")
    elif kind == "taken":
        draw.rectangle((x + 8, y - 10, x + 32, y + 10), fill=SEAT_COLOURS[0], outline=INK)
    elif kind == "unused":
        draw.rectangle((x + 8, y - 10, x + 32, y + 10), fill=GREY_SPACE, outline=LINE)
        draw_text(draw, (x + 20, y), "B", font(15, True), INK_SOFT, anchor="mm")
    elif kind == "pile":
        draw_text(draw, (x + 20, y), "×3", font(17, True), INK_SOFT, anchor="mm")
    elif kind == "tokens":
        draw.rectangle((x, y - 10, x + 20, y + 10), fill=RESOURCE_COLOURS["stone"], outline=INK)
        draw_text(draw, (x + 23, y), "2+1", font(15, True), INK, anchor="lm")


def _draw_key(draw: ImageDraw.ImageDraw, top: int, lang: str) -> int:
    """The key: each symbol of the picture drawn as on the board, with its meaning, in two
    columns readable at half size."""
    entries = _key_entries(lang)
    draw_text(draw, (20, top + 20), tr(msg("olympus-board-key"), lang), font(20, True), INK, anchor="lm")
    per_col = (len(entries) + 1) // 2
    for i, (kind, text) in enumerate(entries):
        col, row = divmod(i, per_col)
        x = 20 + col * KEY_COL_W
        y = top + 40 + row * KEY_ROW_H + KEY_ROW_H // 2
        sym_w = 66 if kind == "tokens" else 44
        _key_symbol(draw, kind, x, y)
        fnt, lines = fit_text(text, KEY_COL_W - sym_w - 12, KEY_ROW_H, 19, 13, max_lines=1)
        draw_text(draw, (x + sym_w + 4, y), lines[0], fnt, INK, anchor="lm")
    return top + _key_height()


def render_board(view: Any, names: list[str] | None = None, *, lang: str = "en") -> bytes:
    """PNG bytes of the public board for ``view`` (an :class:`engines.olympus.view.View`);
    ``names``: display names by seat (default: the seats' colours); ``lang``: "en" or "it".
    Top to bottom: who acts and what they decide (at the end: the winner and the final scoring
    table), the map, the time track, the development board, the players, the key."""
    colours = ("red", "blue", "green", "yellow", "white")
    names = names or [tr(msg(f"olympus-colour-{colours[i]}"), lang) for i in range(view.n)]
    final_h = 40 + SCORE_ROW_H * (len(_score_rows(view)) + 2) + 16 if view.over and view.final else 0
    map_top = MAP_TOP + final_h
    map_h = map_top + 9 * CELL_H + 8
    height = map_h + 84 + 32 + 6 * 58 + 6 + 6 + PLAYER_H * view.n + _key_height() + 8
    img = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(img)
    who, what = _header(view, names, lang)
    fnt, lines = fit_text(f"Olympus · {who}" if who else "Olympus", WIDTH - 40, 40, 28, 16, bold=True, max_lines=1)
    draw_text(draw, (20, 24), lines[0], fnt, INK, anchor="lm")
    if what:
        fnt, lines = fit_text(what, WIDTH - 40, 28, 21, 14, max_lines=1)
        draw_text(draw, (20, 58), lines[0], fnt, INK_SOFT, anchor="lm")
    if final_h:
        _draw_final(draw, view, MAP_TOP - 6, names, lang)
    _draw_map(draw, view, lang, map_top)
    y = _draw_track(draw, view, map_h, names, lang)
    y = _draw_development(draw, view, y, lang)
    y = _draw_players(draw, view, y + 6, names, lang)
    _draw_key(draw, y + 4, lang)
    global _PALETTE
    if _PALETTE is None:
        _PALETTE = _palette()
    return to_png(img, _PALETTE)
