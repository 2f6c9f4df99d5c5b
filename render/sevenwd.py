"""The public board of a 7 Wonders Duel game as a PNG (Pillow).

Drawn from the channel's view only (``player_view(state, None)``): face-down cards appear as their
backs (Age I / II / III, or the guild back), never as what they are.

Layout (portrait, :data:`WIDTH` pixels wide, height depends on the phase and the cities' size),
designed to be read on a phone at about 400 px wide, so the type is large:

* header: Age / phase and whose turn it is, with the prompt text;
* conflict track: 19 positions, 9 zones, the conflict pawn, the remaining military tokens, the
  capitals named after the players (player 1 on the left);
* the progress tokens still on the board;
* centre: the current Age layout (the pyramid, cards overlapping like on the table, face-down
  cards as their backs, accessible cards outlined in gold); during the Wonder draft the Wonders
  offered (name, cost, effect); at the end the final score sheet; while the Mausoleum's builder
  chooses, the discard pile above it;
* the two cities side by side: coins, production, science symbols, progress tokens, Wonders
  (built / unbuilt / returned to the box) and the buildings grouped by colour.

Speed (the render workers draw one board per action): the parts that come back on every board
(the track's fixed rows, layout cards and backs, Wonder rows, production rows, building chips,
text glyph masks) are drawn once per process and pasted; the picture is mapped to a fixed
palette (:func:`palette`) before the PNG encoding.  About 10 ms of CPU and 55 KB per board.
"""

from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from engines.sevenwd.view import (
    CityView,
    ConflictView,
    DraftView,
    OutcomeView,
    SlotView,
    TokenRef,
    View,
    WonderView,
)
from render.common import (
    GOLD,
    GOLD_DARK,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    LINE,
    PANEL,
    PAPER,
    RGB,
    WHITE,
    coin,
    darker,
    draw_fitted,
    draw_text,
    fixed_palette,
    font,
    lighter,
    mix,
    readable_on,
    to_png,
)

WIDTH = 1000
MARGIN = 14

# ---- colours -----------------------------------------------------------------------------------
CARD_COLOURS: dict[str, RGB] = {
    "brown": (133, 86, 44),
    "grey": (128, 128, 128),
    "blue": (38, 104, 178),
    "green": (42, 138, 62),
    "yellow": (232, 186, 32),
    "red": (196, 44, 40),
    "purple": (118, 62, 150),
}
#: order of the colour groups in a city (the rulebook's order of the seven kinds of Structures)
COLOUR_ORDER = ["brown", "grey", "blue", "green", "yellow", "red", "purple"]

#: Age card backs (Age I sand, Age II sky, Age III rose; guilds have their own dark purple back)
BACK_COLOURS: dict[int | str, RGB] = {1: (196, 150, 84), 2: (88, 148, 196), 3: (190, 98, 120), "guild": (74, 40, 96)}
BACK_LABELS: dict[int | str, str] = {1: "I", 2: "II", 3: "III", "guild": "GUILD"}

PLAYER_COLOURS: tuple[RGB, RGB] = ((36, 96, 168), (178, 46, 66))

RESOURCES = ["wood", "clay", "stone", "glass", "papyrus"]
RESOURCE_COLOURS: dict[str, RGB] = {
    "wood": (92, 124, 38),
    "clay": (196, 92, 40),
    "stone": (120, 120, 124),
    "glass": (40, 160, 196),
    "papyrus": (214, 190, 120),
}
RESOURCE_LETTERS = {"wood": "W", "clay": "C", "stone": "S", "glass": "G", "papyrus": "P"}

SCIENCE_NAMES = {
    "globe": "Globe",
    "sundial": "Sundial",
    "wheel": "Wheel",
    "mortar": "Mortar",
    "plumb_line": "Plumb",
    "quill": "Quill",
    "law": "Law",
}
SCIENCE_COLOUR: RGB = (42, 138, 62)
TOKEN_COLOUR: RGB = (52, 140, 86)
OWNED_TOKEN_COLOUR: RGB = (39, 105, 64)
VP_COLOUR: RGB = (60, 120, 60)
WONDER_BUILT: RGB = (222, 178, 86)
WONDER_UNBUILT: RGB = (250, 245, 232)
WONDER_GONE: RGB = (200, 198, 194)
LABEL_FILL: RGB = (236, 230, 216)

# ---- small glyphs ------------------------------------------------------------------------------
def resource_square(draw: ImageDraw.ImageDraw, x: int, y: int, resource: str, size: int = 28) -> int:
    """A resource as a coloured square with its initial; returns the x after it."""
    colour = RESOURCE_COLOURS[resource]
    draw.rounded_rectangle((x, y, x + size, y + size), radius=5, fill=colour, outline=darker(colour), width=2)
    draw_text(draw, (x + size / 2, y + size / 2 + 1), RESOURCE_LETTERS[resource], font(int(size * 0.68), True), readable_on(colour), "mm")
    return x + size + 3


def badge(draw: ImageDraw.ImageDraw, x: int, y: int, text: str, fill: RGB, size: int = 28, bold: bool = True) -> int:
    """A rounded label ``text`` on ``fill``, ``size`` pixels tall; returns the x after it."""
    fnt = font(int(size * 0.7), bold)
    w = int(fnt.getlength(text)) + size // 2
    draw.rounded_rectangle((x, y, x + w, y + size), radius=size // 3, fill=fill)
    draw_text(draw, (x + w / 2, y + size / 2 + 1), text, fnt, readable_on(fill), "mm")
    return x + w + 4


def _badge_width(text: str, size: int, bold: bool = True) -> int:
    return int(font(int(size * 0.7), bold).getlength(text)) + size // 2 + 4


def glyph_width(glyph: tuple, size: int = 28) -> int:
    """Width in pixels that :func:`draw_glyph` gives ``glyph``."""
    kind = glyph[0]
    if kind == "res":
        return glyph[2] * (size + 3)
    if kind == "choice":
        k = len(glyph[1])
        return k * (size + 2) + (k - 1) * int(size * 0.35) + 3
    if kind == "vp":
        return _badge_width(f"{glyph[1]}VP", size)
    return _badge_width(str(glyph[1]), size, bold=False)


def draw_glyph(draw: ImageDraw.ImageDraw, x: int, y: int, glyph: tuple, size: int = 28) -> int:
    """Draw one glyph at (x, y), ``size`` pixels tall; returns the x after it.

    Glyphs: ("res", resource, n) n resource squares; ("choice", [resources]) one of them each
    turn; ("vp", n) victory points; ("text", str) a plain label.
    """
    kind = glyph[0]
    if kind == "res":
        for _ in range(glyph[2]):
            x = resource_square(draw, x, y, glyph[1], size)
        return x
    if kind == "choice":
        for i, resource in enumerate(glyph[1]):
            if i:
                draw_text(draw, (x + 1, y + size / 2), "/", font(int(size * 0.8), True), INK, "lm")
                x += int(size * 0.35)
            x = resource_square(draw, x, y, resource, size) - 1
        return x + 3
    if kind == "vp":
        return badge(draw, x, y, f"{glyph[1]}VP", VP_COLOUR, size)
    return badge(draw, x, y, str(glyph[1]), LABEL_FILL, size, bold=False)


def draw_glyphs(
    draw: ImageDraw.ImageDraw, x: int, y: int, glyphs: list[tuple], size: int = 28, max_x: int | None = None, gap: int = 0
) -> int:
    """Draw ``glyphs`` left to right from (x, y), ``gap`` pixels apart, dropping those that
    would pass ``max_x``."""
    for glyph in glyphs:
        if max_x is not None and x + glyph_width(glyph, size) > max_x:
            break
        x = draw_glyph(draw, x, y, glyph, size) + gap
    return x


# ---- cards -------------------------------------------------------------------------------------
CARD_W = 150
CARD_H = 100
HALF = 80  # pixels per half-card unit of the layout (card width + gap, halved)
ROW_STEP = 64  # vertical distance between two rows: the visible strip of a covered card
NAME_H = 62  # the name band at the top of a card, visible even when the card is covered


def slot_box(row: int, x: int, top: int) -> tuple[int, int, int, int]:
    """Pixel box (x0, y0, x1, y1) of the layout slot in ``row`` (1 = top) at ``x`` half-card
    units from the centre, the top row starting at ``top``."""
    cx = WIDTH // 2 + x * HALF
    y0 = top + (row - 1) * ROW_STEP
    return cx - CARD_W // 2, y0, cx + CARD_W // 2, y0 + CARD_H


def draw_card(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], name: str, colour: str) -> None:
    """A face-up building card: its colour, its English name in the top band."""
    fill = CARD_COLOURS[colour]
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=darker(fill, 0.55), width=3)
    draw.rounded_rectangle((x0 + 6, y0 + NAME_H, x1 - 6, y1 - 6), radius=6, fill=lighter(fill, 0.35))
    draw_fitted(draw, (x0 + 6, y0 + 3, x1 - 6, y0 + NAME_H - 1), name, readable_on(fill), 26, 17, bold=True)


def draw_back(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], back: str) -> None:
    """A face-down card: the back of its Age (``"1"``..``"3"``) or the guild back (``"guild"``)."""
    key: int | str = back if back == "guild" else int(back)
    fill = BACK_COLOURS[key]
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=darker(fill, 0.55), width=3)
    draw.rounded_rectangle((x0 + 7, y0 + 7, x1 - 7, y1 - 7), radius=7, outline=lighter(fill, 0.45), width=2)
    label = BACK_LABELS[key]
    size = 22 if key == "guild" else 34
    draw_text(draw, ((x0 + x1) / 2, y0 + NAME_H / 2 + 2), label, font(size, True), lighter(fill, 0.7), "mm")


@functools.cache
def _card_mask() -> Image.Image:
    """The footprint of a layout card (``draw_card`` / ``draw_back`` at (0, 0))."""
    mask = Image.new("L", (CARD_W + 1, CARD_H + 1), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, CARD_W, CARD_H), radius=10, fill=255, outline=255, width=3)
    return mask


@functools.lru_cache(maxsize=256)
def _card_tile(name: str | None, colour_or_back: str) -> Image.Image:
    """A layout card drawn once: face up (``name``, its colour) or its back (``name`` None)."""
    tile = Image.new("RGB", (CARD_W + 1, CARD_H + 1), PAPER)
    box = (0, 0, CARD_W, CARD_H)
    if name is None:
        draw_back(ImageDraw.Draw(tile), box, colour_or_back)
    else:
        draw_card(ImageDraw.Draw(tile), box, name, colour_or_back)
    return tile


def draw_layout(image: Image.Image, slots: list[SlotView], age: int, top: int) -> None:
    """The current Age layout: rows drawn top to bottom so that each row overlaps the one above
    (as on the table); face-down cards as their backs (the current Age's unless the slot names
    another, e.g. a guild); accessible cards outlined in gold.  Each card is a tile drawn once
    per process and pasted through its footprint."""
    draw = ImageDraw.Draw(image)
    for slot in sorted(slots, key=lambda s: (s.row, s.x)):
        if slot.taken:
            continue
        x0, y0, _, _ = slot_box(slot.row, slot.x, top)
        if slot.face_up and slot.card is not None:
            tile = _card_tile(slot.card.name, slot.card.color)
        else:
            tile = _card_tile(None, slot.back or str(age))
        image.paste(tile, (x0, y0), _card_mask())
    for slot in slots:
        if slot.accessible and not slot.taken:
            x0, y0, x1, y1 = slot_box(slot.row, slot.x, top)
            draw.rounded_rectangle((x0 - 4, y0 - 4, x1 + 4, y1 + 4), radius=13, outline=HIGHLIGHT, width=5)


def layout_height(slots: list[SlotView]) -> int:
    """Height in pixels of the layout down to its lowest card still in place (cards are taken
    from the bottom up, so the remaining ones keep their places); 0 when all are taken."""
    rows = [s.row for s in slots if not s.taken]
    return (max(rows) - 1) * ROW_STEP + CARD_H if rows else 0


# ---- conflict track ----------------------------------------------------------------------------
TRACK_H = 176
_ZONE_FILL = {0: (240, 230, 204), 1: (226, 210, 176), 2: (208, 184, 140), 3: (188, 158, 108)}
MILITARY_TOKEN: RGB = (168, 40, 40)
PAWN: RGB = (36, 28, 24)
PAWN_DOT: RGB = (214, 48, 40)


def _zone(position: int) -> int:
    """Zone index of a track position by its distance from the centre: 0 neutral, 1 (1-2),
    2 (3-5), 3 (6-8), 4 capital (9).  Source: rulebook p.3 (9 zones, 19 positions)."""
    d = abs(position)
    return 0 if d == 0 else 1 if d <= 2 else 2 if d <= 5 else 3 if d <= 8 else 4


TRACK_CELL = (WIDTH - 2 * MARGIN) // 19
TRACK_LEFT = (WIDTH - 19 * TRACK_CELL) // 2
TRACK_CELLS_Y = (62, 116)  # top and bottom of the track's cells, from the top of the track


def track_x(position: float) -> float:
    """x pixel of the centre of the track ``position`` (-9..9; seat 0's capital on the left)."""
    return TRACK_LEFT + (position + 9) * TRACK_CELL + TRACK_CELL / 2


#: rows of the track drawn once (zone VP, cells, zone borders, capitals), from the top of the track
TRACK_STATIC_Y = (34, TRACK_CELLS_Y[1] + 5)


@functools.cache
def _track_tile() -> Image.Image:
    """The unchanging part of the conflict track, rows :data:`TRACK_STATIC_Y`, drawn once."""
    top = -TRACK_STATIC_Y[0]
    tile = Image.new("RGB", (WIDTH, TRACK_STATIC_Y[1] - TRACK_STATIC_Y[0]), PAPER)
    draw = ImageDraw.Draw(tile)
    y0, y1 = top + TRACK_CELLS_Y[0], top + TRACK_CELLS_Y[1]
    mid_y = (y0 + y1) / 2
    half = TRACK_CELL / 2
    # zone VP: a zone on seat 1's side scores for seat 0 and vice versa (rulebook p.12)
    for side in (-1, 1):
        for vp, (lo, hi) in ((2, (1, 2)), (5, (3, 5)), (10, (6, 8))):
            draw_text(draw, (track_x(side * (lo + hi) / 2), top + 48), f"{vp} VP", font(20, True), INK_SOFT, "mm")
    for position in range(-9, 10):
        x = track_x(position)
        zone = _zone(position)
        owner = PLAYER_COLOURS[0 if position < 0 else 1]
        fill = owner if zone == 4 else mix(_ZONE_FILL[zone], owner, 0.12) if position else _ZONE_FILL[0]
        draw.rectangle((x - half, y0, x + half, y1), fill=fill, outline=LINE)
    # thick zone borders: 0|1, 2|3, 5|6, 8|9 on both sides
    for d in (0.5, 2.5, 5.5, 8.5):
        for x in (track_x(d), track_x(-d)):
            draw.line((x, y0 - 4, x, y1 + 4), fill=INK, width=3)
    for position in (-9, 9):
        draw_text(draw, (track_x(position), mid_y), "♜", font(30, True), WHITE, "mm")
    return tile


def draw_track(image: Image.Image, conflict: ConflictView, names: list[str], top: int) -> None:
    """The conflict track: seat 0's capital on the left (position -9), seat 1's on the right
    (+9); zone VP above, the remaining military tokens below, the pawn on its position."""
    draw = ImageDraw.Draw(image)
    y0, y1 = top + TRACK_CELLS_Y[0], top + TRACK_CELLS_Y[1]
    mid_y = (y0 + y1) / 2
    half = TRACK_CELL / 2
    # the capitals' owners
    name_w = int(WIDTH * 0.45)
    left, right = int(track_x(-9) - half), int(track_x(9) + half)
    draw_fitted(draw, (left, top, left + name_w, top + 32), names[0], PLAYER_COLOURS[0], 26, 14, bold=True, max_lines=1, align="left")
    draw_fitted(draw, (right - name_w, top, right, top + 32), names[1], PLAYER_COLOURS[1], 26, 14, bold=True, max_lines=1, align="right")
    image.paste(_track_tile(), (0, top + TRACK_STATIC_Y[0]))
    # military tokens still on the board, under their zone
    for token in conflict.tokens:
        x = track_x(sum(token.positions) / len(token.positions))
        ty = y1 + 10
        draw.rounded_rectangle((x - 37, ty, x + 37, ty + 42), radius=8, fill=MILITARY_TOKEN, outline=darker(MILITARY_TOKEN, 0.5), width=2)
        draw_text(draw, (x - 14, ty + 21), "−", font(30, True), WHITE, "mm")
        coin(draw, (x + 12, ty + 21), 16, token.loot)
    # the conflict pawn
    px = track_x(conflict.pawn)
    draw.rounded_rectangle((px - 17, y0 - 10, px + 17, y1 + 10), radius=10, fill=PAWN, outline=HIGHLIGHT, width=4)
    draw.ellipse((px - 9, mid_y - 9, px + 9, mid_y + 9), fill=PAWN_DOT)


# ---- progress tokens, Wonders ------------------------------------------------------------------
def draw_token(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], name: str) -> None:
    """A progress token: a green tile with its name."""
    draw.rounded_rectangle(box, radius=(box[3] - box[1]) // 2, fill=TOKEN_COLOUR, outline=darker(TOKEN_COLOUR, 0.6), width=3)
    x0, y0, x1, y1 = box
    draw_fitted(draw, (x0 + 12, y0 + 2, x1 - 12, y1 - 2), name, WHITE, 24, 16, bold=True, max_lines=1)


def short_wonder_name(name: str) -> str:
    """The Wonder's English name without its leading article ("The Great Library" ->
    "Great Library"), to keep city rows legible."""
    return name[4:] if name.startswith("The ") else name


def _glyphs_width(glyphs: list[tuple], size: int) -> int:
    return sum(glyph_width(g, size) for g in glyphs)


def draw_wonder_row(image: Image.Image, xy: tuple[int, int], wonder: WonderView) -> None:
    """A Wonder of a city on one row of ``WONDER_ROW_W`` x ``WONDER_H`` at ``xy``: built (gold,
    its VP, the Age card tucked under it on the right, rulebook p.9), unbuilt (pale, its cost),
    or returned to the box (grey, struck through, rulebook p.10).  Drawn once per look, on PANEL."""
    age = (wonder.built_with_age or 1) if wonder.built else None
    image.paste(_wonder_row_tile(wonder.name, age, wonder.vp, wonder.removed, tuple(cost_glyphs(wonder.cost))), xy)


@functools.lru_cache(maxsize=512)
def _wonder_row_tile(name: str, built_with_age: int | None, vp: int, removed: bool, cost: tuple) -> Image.Image:
    tile = Image.new("RGB", (WONDER_ROW_W + 1, WONDER_H + 1), PANEL)
    draw = ImageDraw.Draw(tile)
    x0, y0, x1, y1 = 0, 0, WONDER_ROW_W, WONDER_H
    mid = (y0 + y1) / 2
    if built_with_age is not None:
        back = BACK_COLOURS[built_with_age]
        draw.rounded_rectangle((x1 - 44, y0 + 6, x1, y1 - 6), radius=6, fill=back, outline=darker(back, 0.55), width=2)
        draw_text(draw, (x1 - 13, mid), BACK_LABELS[built_with_age], font(18, True), WHITE, "mm")
        x1 -= 26
        fill, ink = WONDER_BUILT, INK
        right = [("vp", vp)] if vp else [("text", "built")]
    elif removed:
        fill, ink, right = WONDER_GONE, INK_SOFT, [("text", "in the box")]
    else:
        fill, ink, right = WONDER_UNBUILT, INK, list(cost)
    draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=fill, outline=darker(fill, 0.55), width=3)
    size = 28
    rw = _glyphs_width(right, size)
    draw_glyphs(draw, x1 - 8 - rw, int(mid - size / 2), right, size)
    name_box = (x0 + 12, y0 + 2, x1 - 16 - rw, y1 - 2)
    draw_fitted(draw, name_box, short_wonder_name(name), ink, 26, 16, bold=True, max_lines=1, align="left")
    if removed:
        draw.line((x0 + 8, mid, x1 - 16 - rw, mid), fill=INK_SOFT, width=3)
    return tile


def draw_wonder_tile(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], wonder: WonderView) -> None:
    """A Wonder offered in the draft: its name, cost and effect."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=WONDER_UNBUILT, outline=darker(WONDER_BUILT, 0.6), width=3)
    draw_fitted(draw, (x0 + 12, y0 + 4, x1 - 12, y0 + 46), wonder.name, INK, 30, 18, bold=True, max_lines=1, align="left")
    draw_glyphs(draw, x0 + 12, y0 + 50, cost_glyphs(wonder.cost), 30, x1 - 8)
    if wonder.text:
        draw_fitted(draw, (x0 + 12, y0 + 88, x1 - 12, y1 - 6), wonder.text, INK, 26, 16, max_lines=3, align="left", valign="top")


def cost_glyphs(cost: dict[str, int]) -> list[tuple]:
    """Glyphs of a Wonder's cost (resources only, rulebook p.7), in the canonical order."""
    return [("res", r, cost[r]) for r in RESOURCES if cost.get(r)]


# ---- cities ------------------------------------------------------------------------------------
CITY_W = (WIDTH - 3 * MARGIN) // 2
CITY_HEADER_H = 58
CHIP_W = (CITY_W - 24 - 8) // 2
CHIP_H = 42
CHIP_STEP = CHIP_H + 6
WONDER_H = 48
WONDER_ROW_W = CITY_W - 24
BADGE = 30


def _flow(widths: list[int], width: int, gap: int = 6) -> list[tuple[int, int]]:
    """(x offset, line index) of items of ``widths`` flowed left to right into lines of
    ``width`` pixels."""
    placed, x, line = [], 0, 0
    for w in widths:
        if x and x + w > width:
            x, line = 0, line + 1
        placed.append((x, line))
        x += w + gap
    return placed


def _science_badges(city: CityView) -> list[tuple[str, RGB]]:
    """(label, fill) of the science symbols (a pair shown once, "x2") then of the progress
    tokens owned (darker green)."""
    badges = []
    for symbol in dict.fromkeys(city.science):
        n = city.science.count(symbol)
        badges.append((SCIENCE_NAMES.get(symbol, symbol) + (f" ×{n}" if n > 1 else ""), SCIENCE_COLOUR))
    badges += [(token.name, OWNED_TOKEN_COLOUR) for token in city.progress_tokens]
    return badges


def _extra_production(city: CityView) -> list[tuple]:
    glyphs: list[tuple] = [("choice", choice) for choice in city.production.choices]
    if city.production.fixed_price:
        glyphs.append(("text", "1 coin:"))
        glyphs += [("res", r, 1) for r in city.production.fixed_price]
    return glyphs


def city_height(city: CityView) -> int:
    """Height in pixels of :func:`draw_city` for ``city``."""
    h = CITY_HEADER_H + 10 + 40  # header, production
    if _extra_production(city):
        h += 40
    badges = _science_badges(city)
    if badges:
        lines = _flow([_badge_width(label, BADGE) for label, _ in badges], CITY_W - 24)[-1][1] + 1
        h += lines * (BADGE + 6) + 4
    h += len(city.wonders) * (WONDER_H + 6) + 6
    n = sum(len(cards) for cards in city.cards.values())
    h += ((n + 1) // 2) * CHIP_STEP + 8
    return h


def draw_city(
    image: Image.Image, city: CityView, name: str, left: int, top: int, height: int,
    to_play: bool, highlight_colour: str | None = None,
) -> None:
    """One city in a ``CITY_W`` x ``height`` panel at (left, top): name, coins and VP; production;
    science symbols and progress tokens; Wonders; buildings grouped by colour.  Cards of
    ``highlight_colour`` are outlined (the colour a Wonder's effect may destroy)."""
    draw = ImageDraw.Draw(image)
    colour = PLAYER_COLOURS[city.seat]
    right = left + CITY_W
    draw.rounded_rectangle((left, top, right, top + height), radius=14, fill=PANEL, outline=colour, width=4 if to_play else 2)
    # header: name, coins, VP
    draw.rounded_rectangle((left, top, right, top + CITY_HEADER_H), radius=14, fill=colour)
    draw.rectangle((left, top + CITY_HEADER_H - 14, right, top + CITY_HEADER_H), fill=colour)
    label = ("▶ " if to_play else "") + name
    coin(draw, (right - 150, top + CITY_HEADER_H / 2), 24, city.coins, 24 if city.coins < 100 else 18)
    draw_text(draw, (right - 14, top + CITY_HEADER_H / 2), f"{city.vp} VP", font(26, True), WHITE, "rm")
    draw_fitted(draw, (left + 12, top + 4, right - 182, top + CITY_HEADER_H - 4), label, WHITE, 30, 18, bold=True, max_lines=1, align="left")
    y = top + CITY_HEADER_H + 10
    # production: one square per resource with the units produced
    image.paste(_production_tile(tuple(city.production.fixed.get(resource, 0) for resource in RESOURCES)), (left + 12, y))
    y += 40
    extra = _extra_production(city)
    if extra:
        draw_glyphs(draw, left + 12, y + 4, extra, 30, right - 8, gap=12)
        y += 40
    badges = _science_badges(city)
    if badges:
        placed = _flow([_badge_width(label, BADGE) for label, _ in badges], CITY_W - 24)
        for (label, fill), (dx, line) in zip(badges, placed):
            badge(draw, left + 12 + dx, y + 2 + line * (BADGE + 6), label, fill, BADGE)
        y += (placed[-1][1] + 1) * (BADGE + 6) + 4
    # Wonders, one per row
    for wonder in city.wonders:
        draw_wonder_row(image, (left + 12, y), wonder)
        y += WONDER_H + 6
    y += 6
    # buildings by colour, two per row
    cards = [card for c in COLOUR_ORDER for card in city.cards.get(c, [])]
    for i, card in enumerate(cards):
        cx0 = left + 12 + (i % 2) * (CHIP_W + 8)
        cy0 = y + (i // 2) * CHIP_STEP
        tile, mask = _chip_tile(card.name, card.color, card.color == highlight_colour)
        image.paste(tile, (cx0 - 3, cy0 - 3) if mask else (cx0, cy0), mask)


@functools.lru_cache(maxsize=64)
def _production_tile(counts: tuple[int, ...]) -> Image.Image:
    """The production row (one square per resource of :data:`RESOURCES` and its ``counts``), on PANEL."""
    tile = Image.new("RGB", (CITY_W - 24, 40), PANEL)
    draw = ImageDraw.Draw(tile)
    for i, (resource, n) in enumerate(zip(RESOURCES, counts)):
        x = i * 92
        resource_square(draw, x, 2, resource, 32)
        draw_text(draw, (x + 38, 18), str(n), font(28, True), INK if n else LINE, "lm")
    return tile


@functools.lru_cache(maxsize=512)
def _chip_tile(name: str, colour: str, outlined: bool) -> tuple[Image.Image, Image.Image | None]:
    """A building of a city, ``CHIP_W`` x ``CHIP_H`` on PANEL, and 3 pixels around it for the
    gold outline of the cards a Wonder may destroy; with the outline, also the footprint to
    paste it through (the outlines of two rows share a pixel row)."""
    m = 3 if outlined else 0
    tile = Image.new("RGB", (CHIP_W + 1 + 2 * m, CHIP_H + 1 + 2 * m), PANEL)
    draw = ImageDraw.Draw(tile)
    fill = CARD_COLOURS[colour]
    box = (m, m, m + CHIP_W, m + CHIP_H)
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=darker(fill, 0.55), width=2)
    draw_fitted(draw, (m + 8, m + 1, m + CHIP_W - 8, m + CHIP_H - 1), name, readable_on(fill), 24, 15, bold=True, max_lines=1)
    if not outlined:
        return tile, None
    ring = (0, 0, CHIP_W + 6, CHIP_H + 6)
    draw.rounded_rectangle(ring, radius=10, outline=HIGHLIGHT, width=4)
    mask = Image.new("L", tile.size, 0)
    mdraw = ImageDraw.Draw(mask)
    mdraw.rounded_rectangle(box, radius=8, fill=255)
    mdraw.rounded_rectangle(ring, radius=10, outline=255, width=4)
    return tile, mask


# ---- header, centre panels, the whole board ----------------------------------------------------
HEADER_H = 70
TOKENS_H = 70
LAYOUT_GAP = 12
#: y of the top row of the Age layout (when the discard pile is not shown above it)
LAYOUT_TOP = HEADER_H + TRACK_H + TOKENS_H + LAYOUT_GAP
AGE_NAMES = {1: "AGE I", 2: "AGE II", 3: "AGE III"}
SCORE_ROWS = [
    ("military", "Military"),
    ("blue", "Civilian (blue)"),
    ("green", "Scientific (green)"),
    ("yellow", "Commercial (yellow)"),
    ("purple", "Guilds (purple)"),
    ("wonders", "Wonders"),
    ("progress", "Progress tokens"),
    ("coins", "Coins (1 per 3)"),
    ("total", "Total"),
]
REASONS = {
    "military_supremacy": "military supremacy",
    "scientific_supremacy": "scientific supremacy",
    "civilian_victory": "civilian victory",
}


def _fill_names(text: str, names: list[str]) -> str:
    for seat, name in enumerate(names):
        text = text.replace(f"{{p{seat}}}", name)
    return text


def draw_header(draw: ImageDraw.ImageDraw, view: View, names: list[str]) -> None:
    """The phase badge and who must do what now (or the result)."""
    if view.phase == "draft":
        label, fill = "DRAFT", WONDER_BUILT
    elif view.phase == "over":
        label, fill = "GAME OVER", INK
    else:
        label, fill = AGE_NAMES.get(view.age, f"AGE {view.age}"), BACK_COLOURS.get(view.age, INK)
    fnt = font(30, True)
    w = int(fnt.getlength(label)) + 30
    draw.rounded_rectangle((MARGIN, 12, MARGIN + w, HEADER_H - 8), radius=12, fill=fill)
    draw_text(draw, (MARGIN + w / 2, (12 + HEADER_H - 8) / 2), label, fnt, readable_on(fill), "mm")
    if view.outcome is not None:
        text = result_text(view.outcome, names)
        ink = PLAYER_COLOURS[view.outcome.winners[0]] if len(view.outcome.winners) == 1 else INK
    else:
        seats = view.prompt.seats
        who = " & ".join(names[s] for s in seats)
        text = f"▶ {who}: {view.prompt.text}" if who else view.prompt.text
        if view.prompt.play_again:
            text += " (plays again)"
        ink = PLAYER_COLOURS[seats[0]] if len(seats) == 1 else INK
    draw_fitted(draw, (MARGIN + w + 16, 6, WIDTH - MARGIN, HEADER_H - 2), text, ink, 30, 18, bold=True, max_lines=2, align="left")


def draw_tokens(draw: ImageDraw.ImageDraw, tokens: list[TokenRef], top: int, choosing: bool) -> None:
    """The progress tokens still on the board, centred on one row (outlined while a player must
    choose one)."""
    if not tokens:
        draw_text(draw, (WIDTH / 2, top + TOKENS_H / 2), "No progress token left on the board", font(24), INK_SOFT, "mm")
        return
    w, gap = 180, 12
    x = (WIDTH - len(tokens) * w - (len(tokens) - 1) * gap) // 2
    for token in tokens:
        box = (x, top + 8, x + w, top + TOKENS_H - 8)
        if choosing:
            draw.rounded_rectangle((box[0] - 5, box[1] - 5, box[2] + 5, box[3] + 5), radius=32, outline=HIGHLIGHT, width=5)
        draw_token(draw, box, token.name)
        x += w + gap


DRAFT_TILE_H = 160


def draft_height(draft: DraftView) -> int:
    return 50 + ((len(draft.offer) + 1) // 2) * (DRAFT_TILE_H + 12)


def draw_draft(draw: ImageDraw.ImageDraw, draft: DraftView, names: list[str], top: int) -> None:
    """The Wonders offered in the current draft round, two per row, with cost and effect."""
    order = ", ".join(names[s] for s in draft.order)
    draw_text(draw, (MARGIN, top + 24), f"Wonder draft, round {draft.round}", font(28, True), INK, "lm")
    if order:
        draw_fitted(draw, (WIDTH // 2, top, WIDTH - MARGIN, top + 48), f"picks: {order}", INK_SOFT, 22, 14, max_lines=1, align="right")
    tile_w = (WIDTH - 3 * MARGIN) // 2
    for i, wonder in enumerate(draft.offer):
        x0 = MARGIN + (i % 2) * (tile_w + MARGIN)
        y0 = top + 50 + (i // 2) * (DRAFT_TILE_H + 12)
        draw_wonder_tile(draw, (x0, y0, x0 + tile_w, y0 + DRAFT_TILE_H), wonder)


SCORE_ROW_H = 40


def scores_height(outcome: OutcomeView) -> int:
    return 60 + (len(SCORE_ROWS) + 1) * SCORE_ROW_H + 10 if outcome.scores else 0


def result_text(outcome: OutcomeView, names: list[str]) -> str:
    """The engine's result sentence with the players' names, or "<names> win(s): <reason>"."""
    if outcome.text:
        return _fill_names(outcome.text, names)
    winners = " & ".join(names[s] for s in outcome.winners)
    verb = "win" if len(outcome.winners) > 1 else "wins"
    return f"{winners} {verb}: {REASONS.get(outcome.reason, outcome.reason.replace('_', ' '))}"


def draw_scores(draw: ImageDraw.ImageDraw, outcome: OutcomeView, names: list[str], top: int) -> None:
    """The final score sheet (rulebook p.12), one column per player, winners starred."""
    if not outcome.scores:
        return
    draw_text(draw, (WIDTH / 2, top + 30), "Final scores", font(32, True), INK, "mm")
    by_seat = {s.seat: s for s in outcome.scores}
    y = top + 60
    label_x, col = MARGIN + 20, (WIDTH - 420)
    cols = [col + 90, col + 280]
    for seat, x in zip((0, 1), cols):
        star = "★ " if seat in outcome.winners else ""
        draw_fitted(draw, (x - 95, y, x + 95, y + SCORE_ROW_H), star + names[seat], PLAYER_COLOURS[seat], 26, 14, bold=True, max_lines=1)
    y += SCORE_ROW_H
    for key, label in SCORE_ROWS:
        total = key == "total"
        if total:
            draw.line((MARGIN + 10, y, WIDTH - MARGIN - 10, y), fill=INK, width=3)
        draw_text(draw, (label_x, y + SCORE_ROW_H / 2), label, font(26, total), INK, "lm")
        for seat, x in zip((0, 1), cols):
            score = by_seat.get(seat)
            value = getattr(score, key) if score else 0
            draw_text(draw, (x, y + SCORE_ROW_H / 2), str(value), font(28, True), INK, "mm")
        y += SCORE_ROW_H


def discard_height(view: View) -> int:
    return 50 + ((len(view.discard) + 3) // 4) * CHIP_STEP if _choosing_from_discard(view) else 0


def _choosing_from_discard(view: View) -> bool:
    return bool(view.pending) and view.pending[0].kind == "mausoleum"


def draw_discard(draw: ImageDraw.ImageDraw, view: View, top: int) -> None:
    """The discard pile (public, rulebook p.9), shown while the Mausoleum's builder picks from it."""
    draw_text(draw, (MARGIN, top + 24), f"Discard pile ({len(view.discard)})", font(28, True), INK, "lm")
    w = (WIDTH - 2 * MARGIN - 3 * 8) // 4
    for i, card in enumerate(view.discard):
        x0 = MARGIN + (i % 4) * (w + 8)
        y0 = top + 50 + (i // 4) * CHIP_STEP
        fill = CARD_COLOURS[card.color]
        draw.rounded_rectangle((x0, y0, x0 + w, y0 + CHIP_H), radius=8, fill=fill, outline=HIGHLIGHT, width=3)
        draw_fitted(draw, (x0 + 8, y0 + 1, x0 + w - 8, y0 + CHIP_H - 1), card.name, readable_on(fill), 24, 15, bold=True, max_lines=1)


@functools.cache
def palette() -> Image.Image:
    """The board's fixed palette (:func:`render.common.fixed_palette`): every flat colour the
    drawing functions use, and the edge shades of the text written on each background."""
    cards = list(CARD_COLOURS.values())
    backs = list(BACK_COLOURS.values())
    resources = list(RESOURCE_COLOURS.values())
    badges = [SCIENCE_COLOUR, OWNED_TOKEN_COLOUR, VP_COLOUR, LABEL_FILL, TOKEN_COLOUR]
    wonders = [WONDER_BUILT, WONDER_UNBUILT, WONDER_GONE]
    zones = [_ZONE_FILL[0]] + [mix(_ZONE_FILL[z], owner, 0.12) for z in (1, 2, 3) for owner in PLAYER_COLOURS]
    solids = [PAPER, PANEL, INK, INK_SOFT, LINE, WHITE, GOLD, GOLD_DARK, HIGHLIGHT, MILITARY_TOKEN, PAWN, PAWN_DOT]
    solids += [*PLAYER_COLOURS, *cards, *backs, *resources, *badges, *wonders, *zones]
    solids += [lighter(c, 0.35) for c in cards] + [darker(c, 0.55) for c in cards + backs + wonders]
    solids += [lighter(c, f) for c in backs for f in (0.45, 0.7)] + [darker(c) for c in resources]
    solids += [darker(MILITARY_TOKEN, 0.5), darker(TOKEN_COLOUR, 0.6), darker(WONDER_BUILT, 0.6)]
    pairs = [(PAPER, ink) for ink in (INK, INK_SOFT, *PLAYER_COLOURS)] + [(PANEL, INK), (PANEL, LINE)]
    pairs += [(fill, readable_on(fill)) for fill in cards + resources + badges + wonders + [INK, HIGHLIGHT]]
    pairs += [(fill, readable_on(fill)) for fill in backs] + [(fill, lighter(fill, 0.7)) for fill in backs]
    pairs += [(fill, WHITE) for fill in [*PLAYER_COLOURS, MILITARY_TOKEN, *backs]] + [(GOLD, INK), (WONDER_GONE, INK_SOFT)]
    return fixed_palette(solids, pairs)


def render_board(view: View, names: list[str] | None = None) -> bytes:
    """PNG bytes of the public board drawn from ``view`` (``player_view(state, None)``).

    ``names``: the two players' display names by seat (default "Player 1", "Player 2").
    The image is :data:`WIDTH` pixels wide; its height depends on the phase and on the size of
    the cities (about 850-2000 pixels).  Deterministic: the same view gives the same bytes.
    Raises ValueError for a seat's own view (``view.seat`` set: the board is public) and for
    ``names`` that are not two names.
    """
    if view.seat is not None:
        raise ValueError("render_board draws the public board: pass player_view(state, None)")
    if names is not None and len(names) != 2:
        raise ValueError(f"7 Wonders Duel has 2 players; got {len(names)} names")
    names = list(names) if names else ["Player 1", "Player 2"]
    if view.phase == "over" and view.outcome is not None:
        centre_h = scores_height(view.outcome)
    elif view.phase == "draft" and view.draft is not None:
        centre_h = draft_height(view.draft)
    elif view.layout:
        centre_h = layout_height(view.layout) + LAYOUT_GAP
    else:
        centre_h = 0
    centre_h += discard_height(view)
    city_h = max(city_height(city) for city in view.cities)
    height = HEADER_H + TRACK_H + TOKENS_H + centre_h + 2 * MARGIN + city_h + MARGIN

    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, names)
    y = HEADER_H
    draw_track(image, view.conflict, names, y)
    y += TRACK_H
    pending = view.pending[0] if view.pending else None
    draw_tokens(draw, view.progress_board, y, pending is not None and pending.kind == "progress")
    y += TOKENS_H
    if _choosing_from_discard(view):
        draw_discard(draw, view, y)
        y += discard_height(view)
    if view.phase == "over" and view.outcome is not None:
        draw_scores(draw, view.outcome, names, y)
    elif view.phase == "draft" and view.draft is not None:
        draw_draft(draw, view.draft, names, y)
    elif view.layout:
        draw_layout(image, view.layout, view.age, LAYOUT_TOP + discard_height(view))
    y = height - MARGIN - city_h
    for seat, city in enumerate(view.cities):
        highlight = pending.color if pending is not None and pending.kind == "destroy" and pending.seat != seat else None
        left = MARGIN + seat * (CITY_W + MARGIN)
        draw_city(image, city, names[seat], left, y, city_h, seat in view.prompt.seats, highlight)
    return to_png(image, palette())
