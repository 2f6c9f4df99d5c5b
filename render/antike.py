"""The public board of an Antike game as a PNG (Pillow), drawn from the channel's view
(``player_view(state, None)``; everything in Antike is public).

Layout (portrait, :data:`WIDTH` px wide, designed to be read at 400 px on a phone):

* header: the round, whose turn and what they are doing;
* the map: each province a disc at its place on the board, filled with the colour of the nation
  owning its city (a light disc if it has none), ringed with its resource's colour (marble white,
  iron blue, gold yellow), a white pediment for a temple; red lines are land borders, blue lines
  sea borders; beside a disc, a chip per nation with units there: a square for legions and a
  half-disc for galleys, with their counts;
* the rondel: 8 wedges with their names and each nation's marker;
* one row per nation: name and player, personalities (total / target and per stack), marble,
  iron, gold and coins, cities, temples, legions, galleys, its know-how;
* a footer: personalities left per stack, coins in the bank, temples left.
"""

from __future__ import annotations

import functools
import math

from PIL import Image, ImageDraw

import i18n
from engines.antike.data import ADVANCED, BASIC, BOARDS, COLORS, RONDEL
from engines.antike.view import View
from render.common import HIGHLIGHT, INK, INK_SOFT, LINE, PANEL, PAPER, WHITE, draw_text, fixed_palette, font, to_png

WIDTH = 800
MAP_H = 560
RES_COLOR = {"marble": (250, 250, 250), "iron": (70, 120, 200), "gold": (235, 190, 40)}
RES_LIGHT = {"marble": (236, 232, 224), "iron": (205, 218, 238), "gold": (246, 233, 190)}
LAND = (200, 70, 60)
SEA = (60, 110, 210)
SEA_BG = (214, 228, 240)
SPACE_COLOR = {"iron": RES_COLOR["iron"], "gold": RES_COLOR["gold"], "marble": (225, 225, 225),
               "temple": (235, 225, 205), "arming": (200, 215, 235), "know_how": (245, 230, 180),
               "maneuver_1": (230, 160, 150), "maneuver_2": (230, 160, 150)}


def _tr(lang: str, mid: str, **args: object) -> str:
    return i18n.tr(lang, mid, **args)


def _who(v: View, i: int, names: list[str] | None, lang: str) -> str:
    n = v.nations[i]
    nation = _tr(lang, f"antike-nation-{n.id}")
    player = names[n.seat] if names and n.seat < len(names) else _tr(lang, "common-player-n", n=n.seat + 1)
    return f"{player} ({nation})"


def _map(img: Image.Image, d: ImageDraw.ImageDraw, v: View, top: int) -> None:
    b = BOARDS[v.board]
    d.rectangle((0, top, WIDTH, top + MAP_H), fill=SEA_BG)
    mx, my = 24, 16

    def pos(pid: str) -> tuple[float, float]:
        p = b.by_id[pid]
        return mx + p.x * (WIDTH - 2 * mx), top + my + p.y * (MAP_H - 2 * my)

    for a, c, border in b.borders:
        (x1, y1), (x2, y2) = pos(a), pos(c)
        if border == "both":
            dx, dy = y2 - y1, x1 - x2
            ln = math.hypot(dx, dy) or 1
            ox, oy = 1.6 * dx / ln, 1.6 * dy / ln
            d.line((x1 + ox, y1 + oy, x2 + ox, y2 + oy), fill=LAND, width=2)
            d.line((x1 - ox, y1 - oy, x2 - ox, y2 - oy), fill=SEA, width=2)
        else:
            d.line((x1, y1, x2, y2), fill=LAND if border == "land" else SEA, width=2)
    provinces = {p.id: p for p in v.provinces}
    r = 13
    for p in b.provinces:
        x, y = pos(p.id)
        pv = provinces.get(p.id)
        owner = pv.owner if pv else None
        fill = COLORS[v.nations[owner].id] if owner is not None else RES_LIGHT[p.resource]
        d.ellipse((x - r, y - r, x + r, y + r), fill=RES_COLOR[p.resource], outline=INK)
        d.ellipse((x - r + 4, y - r + 4, x + r - 4, y + r - 4), fill=fill)
        if pv and pv.temple:
            d.polygon([(x - 9, y - r - 1), (x + 9, y - r - 1), (x, y - r - 10)], fill=WHITE, outline=INK)
        if pv and pv.units:
            cx = x + r + 3
            f = font(13, True)
            for nation, legions, galleys in pv.units:
                col = COLORS[v.nations[nation].id]
                for kind, k in (("L", legions), ("G", galleys)):
                    if not k:
                        continue
                    if kind == "L":
                        d.rectangle((cx, y - 8, cx + 16, y + 8), fill=col, outline=INK)
                    else:
                        d.pieslice((cx - 2, y - 12, cx + 18, y + 8), 0, 180, fill=col, outline=INK)
                    draw_text(d, (cx + 8, y + (0 if kind == "L" else 2)), str(k), f, WHITE, "mm")
                    cx += 19


def _rondel(d: ImageDraw.ImageDraw, v: View, top: int, lang: str) -> int:
    """The rondel as a strip of its 8 spaces in clockwise order (it wraps round from the last
    to the first), each nation's marker under its space; returns the bottom."""
    w = (WIDTH - 16) / 8
    f = font(14, True)
    for i, s in enumerate(RONDEL):
        x = 8 + i * w
        d.rectangle((x, top, x + w - 3, top + 62), fill=SPACE_COLOR[s.id], outline=INK)
        draw_text(d, (x + w / 2 - 1, top + 14), _tr(lang, f"antike-space-{s.id}")[:11], f, INK, "mm")
        here = [n for n in v.nations if n.position == i]
        for k, n in enumerate(here):
            px = x + w / 2 - 1 + (k - (len(here) - 1) / 2) * 17
            py = top + 43
            act = n.index == v.active and v.winner is None
            d.ellipse((px - 8, py - 8, px + 8, py + 8), fill=COLORS[n.id], outline=HIGHLIGHT if act else INK,
                      width=3 if act else 1)
    return top + 66


def _icon(d: ImageDraw.ImageDraw, kind: str, x: float, y: float) -> None:
    if kind in RES_COLOR:
        d.rectangle((x, y - 8, x + 16, y + 8), fill=RES_COLOR[kind], outline=INK)
    elif kind == "coins":
        d.ellipse((x, y - 8, x + 16, y + 8), fill=(226, 178, 38), outline=(150, 108, 12))
    elif kind == "city":
        d.ellipse((x, y - 8, x + 16, y + 8), fill=WHITE, outline=INK, width=2)
    elif kind == "temple":
        d.polygon([(x, y + 7), (x + 16, y + 7), (x + 8, y - 8)], fill=WHITE, outline=INK)
    elif kind == "legion":
        d.rectangle((x + 1, y - 7, x + 15, y + 7), fill=INK_SOFT, outline=INK)
    elif kind == "galley":
        d.pieslice((x, y - 10, x + 16, y + 8), 0, 180, fill=INK_SOFT, outline=INK)


ROW_H = 74


def _nations(d: ImageDraw.ImageDraw, v: View, x0: int, top: int, names: list[str] | None, lang: str) -> int:
    row_h = ROW_H
    f_name = font(21, True)
    f = font(19)
    fb = font(19, True)
    initials = {k: _tr(lang, f"antike-person-{k}")[0] for k in v.stacks}
    for n in v.nations:
        y = top + n.index * row_h
        active = n.index == v.active and v.winner is None
        d.rectangle((x0, y + 2, WIDTH - 8, y + row_h - 4), fill=PANEL, outline=HIGHLIGHT if active else LINE,
                    width=3 if active or v.winner == n.index else 1)
        d.rectangle((x0 + 6, y + 8, x0 + 20, y + 26), fill=COLORS[n.id], outline=INK)
        draw_text(d, (x0 + 28, y + 17), _who(v, n.index, names, lang)[:40], f_name, INK, "lm")
        kh = []
        for bsc in BASIC:
            lv = n.know_how.get(bsc, 0)
            if lv:
                adv = next(a for a, b in ADVANCED.items() if b == bsc)
                kh.append(_tr(lang, f"antike-kh-{bsc if lv == 1 else adv}"))
        draw_text(d, (WIDTH - 80, y + 17), ", ".join(kh)[:34], font(16), INK_SOFT, "rm")
        draw_text(d, (WIDTH - 16, y + 17), f"{n.total}/{v.target}", font(22, True), INK, "rm")
        cx = x0 + 8
        yy = y + 50
        for kind, val in (("marble", n.marble), ("iron", n.iron), ("gold", n.gold), ("coins", n.coins),
                          ("city", n.cities), ("temple", n.temples), ("legion", n.legions), ("galley", n.galleys)):
            _icon(d, kind, cx, yy)
            draw_text(d, (cx + 19, yy), str(val), fb, INK, "lm")
            cx += 50 if kind not in ("coins",) else 64
        pers = " ".join(f"{initials[k]}{c}" for k, c in n.persons.items())
        draw_text(d, (WIDTH - 16, yy), pers, f, INK, "rm")
    return top + len(v.nations) * row_h


def render_board(view: View, names: list[str] | None = None, *, lang: str = "en") -> bytes:
    """PNG bytes of the public board drawn from ``view`` (an Antike :class:`View`);
    ``names``: the seat holders' display names by seat; ``lang``: "en" or "it"."""
    v = view
    height = 56 + MAP_H + 8 + 66 + 6 + len(v.nations) * ROW_H + 44
    img = Image.new("RGB", (WIDTH, height), PAPER)
    d = ImageDraw.Draw(img)
    # header
    if v.prompt == "nation" and v.seat is not None:  # option nations="choose": no nation yet to name
        player = names[v.seat] if names and v.seat < len(names) else _tr(lang, "common-player-n", n=v.seat + 1)
        head = f"{player}: {_tr(lang, 'antike-step-nation')}"
    elif v.winner is not None:
        head = _tr(lang, "antike-st-winner", who=_who(v, v.winner, names, lang), n=v.nations[v.winner].total)
    else:
        nat = v.nation if v.nation is not None else v.active
        head = _tr(lang, "antike-st-turn", turn=v.turn, who=_who(v, nat, names, lang),
                   step=_tr(lang, f"antike-step-{v.prompt}"))
    draw_text(d, (12, 28), head[:70], font(21, True), INK, "lm")
    _map(img, d, v, 56)
    top = _rondel(d, v, 56 + MAP_H + 8, lang)
    _nations(d, v, 8, top + 6, names, lang)
    # footer
    fy = height - 28
    stacks = "  ".join(f"{_tr(lang, f'antike-person-{k}')} {c}" for k, c in v.stacks.items())
    draw_text(d, (12, fy), stacks, font(17), INK, "lm")
    cx = WIDTH - 150
    _icon(d, "coins", cx, fy)
    draw_text(d, (cx + 20, fy), str(v.coins_bank), font(17, True), INK, "lm")
    _icon(d, "temple", cx + 70, fy)
    draw_text(d, (cx + 90, fy), str(v.temples_left), font(17, True), INK, "lm")
    return to_png(img, palette())


@functools.cache
def palette() -> Image.Image:
    """Every flat colour drawn, and the edge shades of text and lines on their backgrounds."""
    nations = list(dict.fromkeys(COLORS.values()))
    solids = [PAPER, PANEL, INK, INK_SOFT, LINE, WHITE, HIGHLIGHT, LAND, SEA, SEA_BG, (226, 178, 38), (150, 108, 12),
              *RES_COLOR.values(), *RES_LIGHT.values(), *SPACE_COLOR.values(), *nations]
    pairs = [(PAPER, INK), (PANEL, INK), (PANEL, INK_SOFT), (PANEL, HIGHLIGHT), (SEA_BG, LAND), (SEA_BG, SEA),
             (SEA_BG, INK), (WHITE, INK)]
    pairs += [(c, INK) for c in SPACE_COLOR.values()] + [(c, WHITE) for c in nations] + [(c, INK) for c in nations]
    pairs += [(c, INK) for c in RES_COLOR.values()]
    return fixed_palette(solids, pairs)
