"""The public board of a 7 Wonders Duel game as a PNG (Pillow).

Drawn from the channel's view only (``player_view(state, None)``): face-down cards appear as their
backs (Age I / II / III, or the guild back), never as what they are.

Layout (portrait, :data:`WIDTH` pixels wide, height depends on the phase and the cities' size),
designed to be read on a phone at about 400 px wide: no text is smaller than :data:`INFO_FONT`
(21 px, a capital of 6 px at 400 px; the key's texts are drawn in ``text_role("key")``):

* header: Age / phase and whose turn it is, with the prompt text;
* the latest turn (``View.last``, none before the first action): a banner in words, and its
  places outlined in :data:`LAST` on the board (the layout slot emptied, the building, Wonder or
  token in its city, the discard pile), the coins each city won or lost beside its coins, the
  pawn's move as an arrow from where it stood;
* conflict track: 19 positions, 9 zones, the conflict pawn, the remaining military tokens, the
  capitals named after the players (player 1 on the left);
* the progress tokens still on the board, one per row with its effect;
* centre: the current Age layout (the pyramid, cards overlapping like on the table, face-down
  cards as their backs, accessible cards outlined in gold; each card's name on up to three
  lines, hyphenated where a word is wider than the card); during the Wonder draft the Wonders
  offered (name, cost, effect); at the end the final score sheet; while the Mausoleum's builder
  chooses, the discard pile above it;
* the two cities side by side: coins, production, science and chain symbols, progress tokens
  with their effect, Wonders (built / unbuilt with cost and effect / returned to the box) and
  the buildings grouped by colour;
* the key: every symbol drawn now, the gold outline (cards that can be taken) and the latest
  turn's outline.

Speed (the render workers draw one board per action): the parts that come back on every board
(the track's fixed rows, layout cards and backs, Wonder rows, production rows, building chips,
text glyph masks) are drawn once per process and pasted; the picture is mapped to a fixed
palette (:func:`palette`) before the PNG encoding.  About 12 ms of CPU and 130 KB per board
(docs/performance.md).
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from PIL import Image, ImageDraw, ImageFont

import i18n
from engines.sevenwd.data import CARDS as CARD_DATA
from engines.sevenwd.data import RESOURCES as DATA_RESOURCES
from engines.sevenwd.data import Card
from engines.sevenwd.view import (
    CityView,
    ConflictView,
    DraftView,
    LastView,
    OutcomeView,
    SlotView,
    TokenRef,
    View,
    WonderView,
)
from engines.text import Msg, msg
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
    fit_text,
    fixed_palette,
    font,
    lighter,
    mix,
    readable_on,
    text_role,
    to_png,
)

WIDTH = 1000
MARGIN = 14
#: the smallest font sizes (px at WIDTH): a phone shows the picture 400 px wide, where a text that
#: carries game information keeps a capital height of at least 6 px (bold and regular DejaVu Sans:
#: 0.73 em, so 21 px here) and the key's at least 5 px (18 px here); tests/render/test_text_sizes.py
INFO_FONT = 21
KEY_FONT = 18
DISCARD_W = 120  # the discard pile's counter at the right end of the progress tokens' row
DISCARD_FILL: RGB = (96, 88, 82)


def ifont(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """:func:`render.common.font` at ``size`` but never under :data:`INFO_FONT`."""
    return font(max(INFO_FONT, size), bold)


def _fitted(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], text: str, fill: RGB, max_size: int,
            min_size: int, **kw: object) -> None:
    """:func:`render.common.draw_fitted` with both sizes at least :data:`INFO_FONT`."""
    draw_fitted(draw, box, text, fill, max(INFO_FONT, max_size), max(INFO_FONT, min_size), **kw)  # type: ignore[arg-type]


def _fit_text(text: str, width: int, height: int, max_size: int, min_size: int, bold: bool = False,
              max_lines: int = 2) -> tuple[ImageFont.FreeTypeFont, tuple[str, ...]]:
    """:func:`render.common.fit_text` with both sizes at least :data:`INFO_FONT`."""
    return fit_text(text, width, height, max(INFO_FONT, max_size), max(INFO_FONT, min_size), bold, max_lines)


def _coin(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: int, value: int | str,
          size: int | None = None) -> None:
    """:func:`render.common.coin` with its number at least :data:`INFO_FONT` pixels."""
    label = str(value)
    coin(draw, centre, radius, value, max(INFO_FONT, size or int(radius * (1.15 if len(label) < 2 else 0.95))))

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

SCIENCE_COLOUR: RGB = (42, 138, 62)
#: progress tokens are teal pills with a white ring and their name; science symbols are green discs
TOKEN_COLOUR: RGB = (22, 112, 124)
OWNED_TOKEN_COLOUR: RGB = (22, 112, 124)
VP_COLOUR: RGB = (60, 120, 60)
WONDER_BUILT: RGB = (222, 178, 86)
WONDER_UNBUILT: RGB = (250, 245, 232)
WONDER_GONE: RGB = (200, 198, 194)
LABEL_FILL: RGB = (236, 230, 216)
#: what the latest turn did: outlines, the banner under the header, the pawn's arrow
LAST: RGB = (200, 30, 150)
LAST_FILL: RGB = (250, 226, 242)
COIN_UP: RGB = (34, 120, 50)
COIN_DOWN: RGB = (186, 36, 36)

# ---- small glyphs ------------------------------------------------------------------------------
def resource_square(draw: ImageDraw.ImageDraw, x: int, y: int, resource: str, size: int = 28) -> int:
    """A resource as a coloured square with its pictogram (no letter: the same picture in every
    language; the key names each one); returns the x after it."""
    colour = RESOURCE_COLOURS[resource]
    draw.rounded_rectangle((x, y, x + size, y + size), radius=5, fill=colour, outline=darker(colour), width=2)
    resource_icon(draw, x, y, resource, size, readable_on(colour))
    return x + size + 3


def resource_icon(draw: ImageDraw.ImageDraw, x: int, y: int, resource: str, size: int, ink: RGB) -> None:
    """The pictogram of ``resource`` inside the ``size`` square at (x, y): a tree (wood), bricks
    (clay), a rock (stone), a flask (glass), a scroll (papyrus)."""
    def p(u: float, v: float) -> tuple[float, float]:
        return x + u * size, y + v * size

    if resource == "wood":
        draw.polygon([p(0.5, 0.16), p(0.82, 0.66), p(0.18, 0.66)], fill=ink)
        draw.rectangle((*p(0.42, 0.62), *p(0.58, 0.86)), fill=ink)
    elif resource == "clay":
        for (u0, v0, u1, v1) in ((0.16, 0.22, 0.48, 0.42), (0.54, 0.22, 0.84, 0.42), (0.16, 0.5, 0.32, 0.7),
                                 (0.38, 0.5, 0.66, 0.7), (0.72, 0.5, 0.84, 0.7), (0.16, 0.78, 0.48, 0.86), (0.54, 0.78, 0.84, 0.86)):
            draw.rectangle((*p(u0, v0), *p(u1, v1)), fill=ink)
    elif resource == "stone":
        draw.polygon([p(0.22, 0.78), p(0.14, 0.5), p(0.34, 0.24), p(0.62, 0.2), p(0.86, 0.44), p(0.8, 0.78)], fill=ink)
    elif resource == "glass":
        draw.rectangle((*p(0.42, 0.14), *p(0.58, 0.42)), fill=ink)
        draw.polygon([p(0.42, 0.4), p(0.58, 0.4), p(0.84, 0.84), p(0.16, 0.84)], fill=ink)
    else:  # papyrus: a scroll
        draw.rectangle((*p(0.26, 0.2), *p(0.74, 0.8)), outline=ink, width=max(1, size // 14))
        draw.ellipse((*p(0.14, 0.12), *p(0.38, 0.3)), fill=ink)
        draw.ellipse((*p(0.62, 0.7), *p(0.86, 0.88)), fill=ink)
        for v in (0.42, 0.56):
            draw.line((*p(0.36, v), *p(0.64, v)), fill=ink, width=max(1, size // 14))


def badge(draw: ImageDraw.ImageDraw, x: int, y: int, text: str, fill: RGB, size: int = 28, bold: bool = True) -> int:
    """A rounded label ``text`` on ``fill``, ``size`` pixels tall; returns the x after it."""
    fnt = ifont(int(size * 0.7), bold)
    w = int(fnt.getlength(text)) + size // 2
    draw.rounded_rectangle((x, y, x + w, y + size), radius=size // 3, fill=fill)
    draw_text(draw, (x + w / 2, y + size / 2 + 1), text, fnt, readable_on(fill), "mm")
    return x + w + 4


def _badge_width(text: str, size: int, bold: bool = True) -> int:
    return int(ifont(int(size * 0.7), bold).getlength(text)) + size // 2 + 4


# ---- symbols -----------------------------------------------------------------------------------
#: science symbols (rulebook p.11) and chain symbols (p.8) as glyphs of the bundled font; the
#: legend under the board names each one in the reader's language
SCIENCE_GLYPHS = {"globe": "♁", "sundial": "◷", "wheel": "☸", "mortar": "⚗", "plumb_line": "⚲", "quill": "✒",
                  "law": "⚖"}
CHAIN_GLYPHS = {"horseshoe": "Ω", "sword": "⚔", "tower": "♜", "book": "▤", "gear": "⚙", "amphora": "⚱",
                "mask": "☺", "moon": "☾", "drop": "◊", "barrel": "⛁", "target": "◎", "helmet": "◓", "lyre": "♬",
                "lamp": "♨", "column": "‖", "sun": "☀", "greek_building": "∏"}
SHIELD: RGB = (204, 40, 36)
CHAIN_FILL: RGB = (250, 250, 246)
CHAIN_NEED: RGB = (70, 62, 56)


def tr(lang: str, msg_id: str, **args: object) -> str:
    """The board's words: message ``msg_id`` of the ``sevenwd`` catalog in ``lang``."""
    return i18n.tr(lang, msg_id, **args)


@functools.lru_cache(maxsize=1024)
def _name(kind: str, ref_id: str, fallback: str, lang: str) -> str:
    """A card's / Wonder's / token's name in ``lang`` (the view's English name if the catalog
    lacks the id, e.g. a made-up card in a test)."""
    msg_id = f"sevenwd-{kind}-{ref_id}"
    return tr(lang, msg_id) if i18n.has(msg_id, lang) else fallback


def science_circle(draw: ImageDraw.ImageDraw, x: int, y: int, symbol: str, size: int) -> int:
    """A science symbol: a green disc with the symbol's glyph (progress tokens are pills)."""
    draw.ellipse((x, y, x + size, y + size), fill=SCIENCE_COLOUR, outline=darker(SCIENCE_COLOUR, 0.6), width=2)
    draw_text(draw, (x + size / 2, y + size / 2 + 1), SCIENCE_GLYPHS.get(symbol, "?"), ifont(int(size * 0.66), True), WHITE, "mm")
    return x + size + 3


def chain_circle(draw: ImageDraw.ImageDraw, x: int, y: int, symbol: str, size: int, needed: bool = False) -> int:
    """A chain symbol: white with a dark glyph on the card that gives it, dark with a white glyph
    in the cost of the card it makes free (rulebook p.8)."""
    fill, ink = (CHAIN_NEED, WHITE) if needed else (CHAIN_FILL, INK)
    draw.ellipse((x, y, x + size, y + size), fill=fill, outline=INK, width=2)
    draw_text(draw, (x + size / 2, y + size / 2 + 1), CHAIN_GLYPHS.get(symbol, "?"), ifont(int(size * 0.66), True), ink, "mm")
    return x + size + 3


def shield_icon(draw: ImageDraw.ImageDraw, x: int, y: int, n: int, size: int) -> int:
    """``n`` shields: a red shield with the number."""
    w = int(size * 0.86)
    draw.polygon([(x, y), (x + w, y), (x + w, y + size * 0.55), (x + w / 2, y + size), (x, y + size * 0.55)],
                 fill=SHIELD, outline=darker(SHIELD, 0.55))
    draw_text(draw, (x + w / 2, y + size * 0.42), str(n), ifont(int(size * 0.6), True), WHITE, "mm")
    return x + w + 4


def colour_chip(draw: ImageDraw.ImageDraw, x: int, y: int, colour: str, size: int) -> int:
    """A small card of ``colour`` (what a card or guild counts)."""
    fill = CARD_COLOURS[colour]
    draw.rounded_rectangle((x, y + size * 0.1, x + size * 0.7, y + size * 0.9), radius=3, fill=fill, outline=darker(fill, 0.55), width=2)
    return x + int(size * 0.7) + 3


_SCRATCH = ImageDraw.Draw(Image.new("RGB", (1, 1)))


@functools.lru_cache(maxsize=2048)
def glyph_width(glyph: tuple, size: int = 28) -> int:
    """Width in pixels that :func:`draw_glyph` gives ``glyph`` (measured by drawing it once
    outside a 1-pixel scratch image)."""
    return draw_glyph(_SCRATCH, 0, -10 * size, glyph, size)


def draw_glyph(draw: ImageDraw.ImageDraw, x: int, y: int, glyph: tuple, size: int = 28) -> int:
    """Draw one glyph at (x, y), ``size`` pixels tall; returns the x after it.

    Glyphs: ("res", resource, n) n resource squares; ("choice", (resources...)) one of them each
    turn; ("fixed", (resources...)) bought at 1 coin; ("vp", n, word) victory points; ("coin", n);
    ("shield", n); ("science", symbol); ("chain", symbol) a chain symbol given, ("needs",
    symbol) the one that makes the card free; ("per", colour, n) n coins per card of that colour;
    ("perw", n) n coins per Wonder; ("guild", counts, coins, vp, word); ("text", str) a label.
    """
    kind = glyph[0]
    if kind == "res":
        for _ in range(glyph[2]):
            x = resource_square(draw, x, y, glyph[1], size)
        return x
    if kind == "choice":
        for i, resource in enumerate(glyph[1]):
            if i:
                draw_text(draw, (x + 1, y + size / 2), "/", ifont(int(size * 0.8), True), INK, "lm")
                x += int(size * 0.35)
            x = resource_square(draw, x, y, resource, size) - 1
        return x + 3
    if kind == "fixed":
        for resource in glyph[1]:
            x = resource_square(draw, x, y, resource, size) - 2
        r = max(12, int(size * 0.42))  # the "1" (INFO_FONT) inside it
        _coin(draw, (x + 2 + r, y + size / 2), r, 1)
        return x + 2 + 2 * r + 4
    if kind == "vp":
        return badge(draw, x, y, f"{glyph[1]}{glyph[2]}", VP_COLOUR, size)
    if kind == "coin":
        _coin(draw, (x + size / 2, y + size / 2), size // 2, glyph[1])
        return x + size + 3
    if kind == "shield":
        return shield_icon(draw, x, y, glyph[1], size)
    if kind == "science":
        return science_circle(draw, x, y, glyph[1], size)
    if kind in ("chain", "needs"):
        return chain_circle(draw, x, y, glyph[1], size, needed=kind == "needs")
    if kind in ("per", "perw"):
        n = glyph[2] if kind == "per" else glyph[1]
        _coin(draw, (x + size / 2, y + size / 2), size // 2, n)
        x += size + 1
        draw_text(draw, (x + 1, y + size / 2), "/", ifont(int(size * 0.8), True), INK, "lm")
        x += int(size * 0.35)
        if kind == "per":
            return colour_chip(draw, x, y, glyph[1], size)
        return wonder_icon(draw, x, y, size)
    if kind == "guild":
        _, counts, coins, vp, word = glyph
        for what in counts:
            if what == "constructed_wonders":
                x = wonder_icon(draw, x, y, size)
            elif what == "sets_of_3_coins":
                _coin(draw, (x + size / 2, y + size / 2), size // 2, 3)
                x += size + 3
            else:
                x = colour_chip(draw, x, y, what, size)
        draw_text(draw, (x + 1, y + size / 2), "→", ifont(int(size * 0.7), True), INK, "lm")
        x += int(size * 0.75)
        if coins:
            _coin(draw, (x + size / 2, y + size / 2), size // 2, coins)
            x += size + 3
        return badge(draw, x, y, f"{vp}{word}", VP_COLOUR, size)
    return badge(draw, x, y, str(glyph[1]), LABEL_FILL, size, bold=False)


def wonder_icon(draw: ImageDraw.ImageDraw, x: int, y: int, size: int) -> int:
    """A Wonder (what the Arena and the Builders Guild count): a gold pyramid."""
    w = size
    draw.polygon([(x, y + size * 0.9), (x + w / 2, y + size * 0.1), (x + w, y + size * 0.9)], fill=WONDER_BUILT,
                 outline=darker(WONDER_BUILT, 0.55))
    return x + w + 3


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
CARD_W = 154
HALF = 80  # pixels per half-card unit of the layout (card width + gap, halved)
NAME_LINE = 22  # distance between the lines of a layout card's name
#: the card's name at its very top, up to three lines of INFO_FONT (a word wider than the card
#: is hyphenated, :func:`card_name_lines`): readable even when cards lie on it
NAME_STRIP = 3 * NAME_LINE + 6
NAME_H = 76  # the icon band under the name (effect, then cost and chain), visible even when covered
VISIBLE = NAME_STRIP + NAME_H  # the strip of a covered card left in view
CARD_H = VISIBLE + 10
ROW_STEP = VISIBLE + 2  # vertical distance between two rows
BAND = 0.7  # how light the icon band of a card is (mixed with white)


def slot_box(row: int, x: int, top: int) -> tuple[int, int, int, int]:
    """Pixel box (x0, y0, x1, y1) of the layout slot in ``row`` (1 = top) at ``x`` half-card
    units from the centre, the top row starting at ``top``."""
    cx = WIDTH // 2 + x * HALF
    y0 = top + (row - 1) * ROW_STEP
    return cx - CARD_W // 2, y0, cx + CARD_W // 2, y0 + CARD_H


def effect_glyphs(c: Card, lang: str) -> list[tuple]:
    """A card's effect as glyphs (rulebook pp.14-15): production, trading at 1 coin, shields,
    science symbol, coins, coins per card / Wonder, a guild's count, victory points."""
    vp_word = tr(lang, "sevenwd-board-vp-short")
    out: list[tuple] = []
    if c.produces is not None:
        out += [("res", DATA_RESOURCES[i], n) for i, n in enumerate(c.produces) if n]
    if c.choice >= 0:
        out.append(("choice", tuple(RESOURCES[:3] if c.choice == 0 else RESOURCES[3:])))
    if c.fixed1:
        out.append(("fixed", tuple(DATA_RESOURCES[i] for i in c.fixed1)))
    if c.shields:
        out.append(("shield", c.shields))
    if c.science:
        out.append(("science", c.science))
    if c.coins:
        out.append(("coin", c.coins))
    if c.per_card:
        out.append(("per", c.per_card[0], c.per_card[1]))
    if c.per_wonder:
        out.append(("perw", c.per_wonder))
    if c.guild is not None:
        out.append(("guild", tuple(c.guild.counts), c.guild.coins_per_item, c.guild.vp_per_item, vp_word))
    elif c.vp:
        out.append(("vp", c.vp, vp_word))
    return out


def cost_glyphs_of(c: Card) -> list[tuple]:
    """A card's printed cost as glyphs: coins, then resources (rulebook p.4)."""
    out: list[tuple] = [("coin", c.coins_cost)] if c.coins_cost else []
    out += [("res", DATA_RESOURCES[r], n) for r, n in c.res]
    return out


def _fit_glyphs(glyphs: list[tuple], width: int, sizes: tuple[int, ...]) -> int:
    """The largest of ``sizes`` at which ``glyphs`` fit ``width`` pixels (the smallest otherwise)."""
    for size in sizes:
        if _glyphs_width(glyphs, size) <= width:
            return size
    return sizes[-1]


@functools.lru_cache(maxsize=1024)
def card_name_lines(name: str, width: int) -> tuple[str, ...]:
    """``name`` wrapped into lines of :data:`INFO_FONT` bold no wider than ``width`` pixels (a
    layout card's name: the size never shrinks); a word wider than ``width`` is cut
    with a hyphen where its head fits, keeping at least 3 letters on each side."""
    fnt = ifont(INFO_FONT, True)
    words: list[str] = []
    for word in name.split():
        while fnt.getlength(word) > width:
            k = len(word) - 3
            while k > 3 and fnt.getlength(word[:k] + "-") > width:
                k -= 1
            if k <= 3:
                break
            words.append(word[:k] + "-")
            word = word[k:]
        words.append(word)
    lines: list[str] = []
    for word in words:
        if lines and not lines[-1].endswith("-") and fnt.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return tuple(lines)


def draw_card(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], card_id: str, name: str, colour: str,
              lang: str) -> None:
    """A face-up building card, everything a player needs in the strip that stays visible when
    the next row covers it (:data:`VISIBLE`): its name at the top, then a band with the effect
    as icons and, below it, the cost (left) and the chain symbols (right: given white, needed
    dark)."""
    fill = CARD_COLOURS[colour]
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=darker(fill, 0.55), width=3)
    lines = card_name_lines(name, x1 - x0 - 12)
    ink = readable_on(fill)
    ny = y0 + 4 + (NAME_STRIP - 6 - NAME_LINE * len(lines)) / 2
    for line in lines:
        draw_text(draw, ((x0 + x1) / 2, ny + NAME_LINE / 2 + 1), line, ifont(INFO_FONT, True), ink, "mm")
        ny += NAME_LINE
    top = y0 + NAME_STRIP
    band = lighter(fill, BAND)
    draw.rounded_rectangle((x0 + 5, top, x1 - 5, top + NAME_H - 4), radius=7, fill=band)
    c = CARD_DATA.get(card_id)
    if c is not None:
        inner = x1 - x0 - 12
        effect = effect_glyphs(c, lang)
        if c.chain_to:
            effect.append(("chain", c.chain_to))
        size = _fit_glyphs(effect, inner, (32, 30, 28, 26, 24, 22))
        w = _glyphs_width(effect, size)
        draw_glyphs(draw, int((x0 + x1) / 2 - w / 2), top + 3 + (32 - size) // 2, effect, size)
        cost = cost_glyphs_of(c)
        if c.chain_from:
            cost.append(("needs", c.chain_from))
        if cost:
            size = _fit_glyphs(cost, inner, (30, 28, 26, 24, 22, 20))
            draw_glyphs(draw, x0 + 7, top + NAME_H - 7 - size, cost, size)
        else:
            draw_text(draw, (x0 + 10, top + NAME_H - 20), tr(lang, "sevenwd-board-free"), ifont(INFO_FONT, True), INK, "lm")


def back_label(back: str, lang: str) -> str:
    """The label of a card back: the Age's numeral or the word for guild in ``lang``."""
    return tr(lang, "sevenwd-board-guild-back") if back == "guild" else BACK_LABELS[int(back)]


def draw_back(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], back: str, label: str) -> None:
    """A face-down card: the back of its Age (``"1"``..``"3"``) or the guild back (``"guild"``)."""
    key: int | str = back if back == "guild" else int(back)
    fill = BACK_COLOURS[key]
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=darker(fill, 0.55), width=3)
    draw.rounded_rectangle((x0 + 7, y0 + 7, x1 - 7, y1 - 7), radius=7, outline=lighter(fill, 0.45), width=2)
    size = 22 if key == "guild" else 34
    draw_text(draw, ((x0 + x1) / 2, y0 + VISIBLE / 2 + 2), label, ifont(size, True), lighter(fill, 0.7), "mm")


@functools.cache
def _card_mask() -> Image.Image:
    """The footprint of a layout card (``draw_card`` / ``draw_back`` at (0, 0))."""
    mask = Image.new("L", (CARD_W + 1, CARD_H + 1), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, CARD_W, CARD_H), radius=10, fill=255, outline=255, width=3)
    return mask


@functools.lru_cache(maxsize=512)
def _card_tile(card_id: str | None, name: str, colour_or_back: str, lang: str) -> Image.Image:
    """A layout card drawn once: face up (``card_id``, its name, its colour) or its back
    (``card_id`` None; ``name`` is then the back's label)."""
    tile = Image.new("RGB", (CARD_W + 1, CARD_H + 1), PAPER)
    box = (0, 0, CARD_W, CARD_H)
    if card_id is None:
        draw_back(ImageDraw.Draw(tile), box, colour_or_back, name)
    else:
        draw_card(ImageDraw.Draw(tile), box, card_id, name, colour_or_back, lang)
    return tile


def draw_layout(image: Image.Image, slots: list[SlotView], age: int, top: int, lang: str = "en",
                taken: tuple[int, ...] = ()) -> None:
    """The current Age layout: rows drawn top to bottom so that each row overlaps the one above
    (as on the table); face-down cards as their backs (the current Age's unless the slot names
    another, e.g. a guild); accessible cards outlined in gold; the slots the latest turn took a
    card from (``taken``) outlined in :data:`LAST`, dashed.  Each card is a tile drawn once per
    process and pasted through its footprint."""
    draw = ImageDraw.Draw(image)
    for slot in sorted(slots, key=lambda s: (s.row, s.x)):
        if slot.taken:
            continue
        x0, y0, _, _ = slot_box(slot.row, slot.x, top)
        if slot.face_up and slot.card is not None:
            tile = _card_tile(slot.card.id, _name("card", slot.card.id, slot.card.name, lang), slot.card.color, lang)
        else:
            back = slot.back or str(age)
            tile = _card_tile(None, back_label(back, lang), back, lang)
        image.paste(tile, (x0, y0), _card_mask())
    for slot in slots:
        if slot.accessible and not slot.taken:
            x0, y0, x1, y1 = slot_box(slot.row, slot.x, top)
            draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=12, outline=HIGHLIGHT, width=4)
    for slot in slots:
        if slot.slot in taken and slot.taken:
            x0, y0, x1, y1 = slot_box(slot.row, slot.x, top)
            # below the bottom edge of the row above (it overlaps the slot by CARD_H - ROW_STEP)
            y0, y1 = y0 + CARD_H - ROW_STEP + 4, y0 + VISIBLE
            dash = 14
            for x in range(x0 + 6, x1 - 6, 2 * dash):
                for y in (y0, y1):
                    draw.line((x, y, min(x + dash, x1 - 6), y), fill=LAST, width=5)
            for y in range(y0 + 6, y1 - 6, 2 * dash):
                for x in (x0, x1):
                    draw.line((x, y, x, min(y + dash, y1 - 6)), fill=LAST, width=5)


def layout_height(slots: list[SlotView], taken: tuple[int, ...] = ()) -> int:
    """Height in pixels of the layout down to its lowest card still in place or slot the latest
    turn emptied (``taken``, outlined) (cards are taken from the bottom up, so the remaining
    ones keep their places); 0 when all are taken."""
    rows = [s.row for s in slots if not s.taken or s.slot in taken]
    return (max(rows) - 1) * ROW_STEP + CARD_H if rows else 0


# ---- conflict track ----------------------------------------------------------------------------
TRACK_H = 186
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
TRACK_CELLS_Y = (72, 126)  # top and bottom of the track's cells, from the top of the track


def track_x(position: float) -> float:
    """x pixel of the centre of the track ``position`` (-9..9; seat 0's capital on the left)."""
    return TRACK_LEFT + (position + 9) * TRACK_CELL + TRACK_CELL / 2


#: rows of the track drawn once (zone VP, cells, zone borders, capitals), from the top of the track
TRACK_STATIC_Y = (34, TRACK_CELLS_Y[1] + 5)


@functools.cache
def _track_tile(lang: str = "en") -> Image.Image:
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
            draw_text(draw, (track_x(side * (lo + hi) / 2), top + 47), tr(lang, "sevenwd-board-vp", n=vp), ifont(20, True),
                      INK_SOFT, "mm")
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
        draw_text(draw, (track_x(position), mid_y), "♜", ifont(30, True), WHITE, "mm")
    return tile


def draw_track(image: Image.Image, conflict: ConflictView, names: list[str], top: int, lang: str = "en",
               pawn_from: int | None = None) -> None:
    """The conflict track: seat 0's capital on the left (position -9), seat 1's on the right
    (+9); zone VP above, the remaining military tokens below, the pawn on its position; when the
    latest turn moved it (``pawn_from``), a ring where it stood and an arrow to where it is."""
    draw = ImageDraw.Draw(image)
    y0, y1 = top + TRACK_CELLS_Y[0], top + TRACK_CELLS_Y[1]
    mid_y = (y0 + y1) / 2
    half = TRACK_CELL / 2
    # the capitals' owners
    name_w = int(WIDTH * 0.45)
    left, right = int(track_x(-9) - half), int(track_x(9) + half)
    _fitted(draw, (left, top, left + name_w, top + 32), names[0], PLAYER_COLOURS[0], 26, 14, bold=True, max_lines=1, align="left")
    _fitted(draw, (right - name_w, top, right, top + 32), names[1], PLAYER_COLOURS[1], 26, 14, bold=True, max_lines=1, align="right")
    image.paste(_track_tile(lang), (0, top + TRACK_STATIC_Y[0]))
    # military tokens still on the board, under their zone
    for token in conflict.tokens:
        x = track_x(sum(token.positions) / len(token.positions))
        ty = y1 + 10
        draw.rounded_rectangle((x - 37, ty, x + 37, ty + 42), radius=8, fill=MILITARY_TOKEN, outline=darker(MILITARY_TOKEN, 0.5), width=2)
        draw_text(draw, (x - 14, ty + 21), "−", ifont(30, True), WHITE, "mm")
        _coin(draw, (x + 12, ty + 21), 16, token.loot)
    if pawn_from is not None and pawn_from != conflict.pawn:
        fx, tx = track_x(pawn_from), track_x(conflict.pawn)
        draw.rounded_rectangle((fx - 15, y0 - 6, fx + 15, y1 + 6), radius=10, outline=LAST, width=4)
        step = 1 if tx > fx else -1
        head = tx - step * 22
        draw.line((fx + step * 15, mid_y, head, mid_y), fill=LAST, width=7)
        draw.polygon([(head + step * 4, mid_y), (head - step * 12, mid_y - 13), (head - step * 12, mid_y + 13)], fill=LAST)
    # the conflict pawn
    px = track_x(conflict.pawn)
    draw.rounded_rectangle((px - 17, y0 - 10, px + 17, y1 + 10), radius=10, fill=PAWN, outline=HIGHLIGHT, width=4)
    draw.ellipse((px - 9, mid_y - 9, px + 9, mid_y + 9), fill=PAWN_DOT)


# ---- progress tokens, Wonders ------------------------------------------------------------------
def draw_token(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], name: str) -> None:
    """A progress token: a teal pill with a white ring and its name (science symbols are discs)."""
    draw.rounded_rectangle(box, radius=(box[3] - box[1]) // 2, fill=TOKEN_COLOUR, outline=darker(TOKEN_COLOUR, 0.6), width=3)
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 + 4, y0 + 4, x1 - 4, y1 - 4), radius=(y1 - y0 - 8) // 2, outline=WHITE, width=2)
    _fitted(draw, (x0 + 12, y0 + 2, x1 - 12, y1 - 2), name, WHITE, 24, 16, bold=True, max_lines=1)


def short_wonder_name(name: str) -> str:
    """The Wonder's English name without its leading article ("The Great Library" ->
    "Great Library"), to keep city rows legible."""
    return name[4:] if name.startswith("The ") else name


def _glyphs_width(glyphs: list[tuple], size: int) -> int:
    return sum(glyph_width(g, size) for g in glyphs)


def draw_wonder_row(image: Image.Image, xy: tuple[int, int], wonder: WonderView, lang: str = "en") -> None:
    """A Wonder of a city on one row of ``WONDER_ROW_W`` x ``WONDER_H`` at ``xy``: built (gold,
    its VP, the Age card tucked under it on the right, rulebook p.9), unbuilt (pale, its cost),
    or returned to the box (grey, struck through, rulebook p.10).  Drawn once per look, on PANEL."""
    age = (wonder.built_with_age or 1) if wonder.built else None
    name = _name("wonder", wonder.id, wonder.name, lang)
    effect = _wonder_effect_lines(wonder, lang)
    image.paste(_wonder_row_tile(name, age, wonder.vp, wonder.removed, tuple(cost_glyphs(wonder.cost)), effect, lang), xy)


def _wonder_effect_lines(wonder: WonderView, lang: str) -> tuple[str, ...]:
    """The lines of an unbuilt Wonder's effect under its name (a player tells from the
    picture what it will do); none for a built Wonder or one returned to the box."""
    if wonder.built or wonder.removed:
        return ()
    text = i18n.render(wonder.text, lang)
    return _fit_text(text, WONDER_ROW_W - 24, 3 * 25, INFO_FONT, INFO_FONT, False, 3)[1] if text else ()


def wonder_row_height(wonder: WonderView, lang: str) -> int:
    """Height in pixels of :func:`draw_wonder_row` for ``wonder``."""
    return WONDER_H + len(_wonder_effect_lines(wonder, lang)) * EFFECT_LINE + (4 if not (wonder.built or wonder.removed) else 0)


EFFECT_LINE = 25  # distance between the lines of a Wonder's effect


@functools.lru_cache(maxsize=512)
def _wonder_row_tile(name: str, built_with_age: int | None, vp: int, removed: bool, cost: tuple,
                     effect: tuple[str, ...] = (), lang: str = "en") -> Image.Image:
    height = WONDER_H + len(effect) * EFFECT_LINE + (4 if effect else 0)
    tile = Image.new("RGB", (WONDER_ROW_W + 1, height + 1), PANEL)
    draw = ImageDraw.Draw(tile)
    x0, y0, x1, y1 = 0, 0, WONDER_ROW_W, WONDER_H
    mid = (y0 + y1) / 2
    if built_with_age is not None:
        back = BACK_COLOURS[built_with_age]
        draw.rounded_rectangle((x1 - 44, y0 + 6, x1, y1 - 6), radius=6, fill=back, outline=darker(back, 0.55), width=2)
        draw_text(draw, (x1 - 13, mid), BACK_LABELS[built_with_age], ifont(18, True), WHITE, "mm")
        x1 -= 26
        fill, ink = WONDER_BUILT, INK
        right = [("vp", vp, tr(lang, "sevenwd-board-vp-short"))] if vp else [("text", tr(lang, "sevenwd-board-built"))]
    elif removed:
        fill, ink, right = WONDER_GONE, INK_SOFT, [("text", tr(lang, "sevenwd-board-in-box"))]
    else:
        fill, ink, right = WONDER_UNBUILT, INK, list(cost)
    draw.rounded_rectangle((x0, y0, x1, height), radius=10, fill=fill, outline=darker(fill, 0.55), width=3)
    for i, line in enumerate(effect):
        draw_text(draw, (x0 + 12, y1 - 4 + i * EFFECT_LINE + EFFECT_LINE / 2), line, ifont(INFO_FONT), INK, "lm")
    size = 28
    rw = _glyphs_width(right, size)
    draw_glyphs(draw, x1 - 8 - rw, int(mid - size / 2), right, size)
    name_box = (x0 + 12, y0 + 2, x1 - 16 - rw, y1 - 2)
    _fitted(draw, name_box, short_wonder_name(name), ink, 26, 16, bold=True, max_lines=1, align="left")
    if removed:
        draw.line((x0 + 8, mid, x1 - 16 - rw, mid), fill=INK_SOFT, width=3)
    return tile


def draw_wonder_tile(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], wonder: WonderView,
                     lang: str = "en") -> None:
    """A Wonder offered in the draft: its name, cost and effect (in ``lang``)."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=WONDER_UNBUILT, outline=darker(WONDER_BUILT, 0.6), width=3)
    name = _name("wonder", wonder.id, wonder.name, lang)
    _fitted(draw, (x0 + 12, y0 + 4, x1 - 12, y0 + 46), name, INK, 30, 18, bold=True, max_lines=1, align="left")
    draw_glyphs(draw, x0 + 12, y0 + 50, cost_glyphs(wonder.cost), 30, x1 - 8)
    text = i18n.render(wonder.text, lang)
    if text:
        _fitted(draw, (x0 + 12, y0 + 88, x1 - 12, y1 - 6), text, INK, 26, 16, max_lines=3, align="left", valign="top")


def cost_glyphs(cost: dict[str, int]) -> list[tuple]:
    """Glyphs of a Wonder's cost (resources only, rulebook p.7), in the canonical order."""
    return [("res", r, cost[r]) for r in RESOURCES if cost.get(r)]


# ---- cities ------------------------------------------------------------------------------------
CITY_W = (WIDTH - 3 * MARGIN) // 2
CITY_HEADER_H = 58
CHIP_W = (CITY_W - 24 - 8) // 2
CHIP_H = 54
CHIP_STEP = CHIP_H + 6
WONDER_H = 48
WONDER_ROW_W = CITY_W - 24
BADGE = 32


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


def _science_items(city: CityView, lang: str) -> list[tuple[str, str, int]]:
    """What the symbols row of a city shows, as (kind, value, count): the science symbols (discs,
    a pair once with "×2") and the chain symbols owned (white discs); the progress tokens owned
    have their own rows (:func:`_owned_token_rows`)."""
    items = [("science", symbol, city.science.count(symbol)) for symbol in dict.fromkeys(city.science)]
    items += [("chain", symbol, 1) for symbol in city.chain_symbols]
    return items


OWNED_PILL_W = 184  # "Mathematics" (153 px at 21 px bold) whole in it


def _owned_token_rows(city: CityView, lang: str) -> list[tuple[str, tuple[str, ...], int]]:
    """(name, the lines of its effect, the row's height) of each progress token ``city`` owns:
    its pill, its effect beside it (what it does for that city from now on)."""
    out = []
    width = CITY_W - 24 - OWNED_PILL_W - 10
    for t in city.progress_tokens:
        lines = _fit_text(i18n.render(t.text, lang), width, 4 * EFFECT_LINE, INFO_FONT, INFO_FONT, False, 4)[1]
        out.append((_name("token", t.id, t.name, lang), lines, max(BADGE + 8, len(lines) * EFFECT_LINE + 6)))
    return out


def _item_width(item: tuple[str, str, int]) -> int:
    _, _, n = item
    return BADGE + 3 + (int(ifont(int(BADGE * 0.6), True).getlength(f"×{n}")) + 4 if n > 1 else 0)


def _draw_item(draw: ImageDraw.ImageDraw, x: int, y: int, item: tuple[str, str, int]) -> None:
    kind, value, n = item
    x = (science_circle if kind == "science" else chain_circle)(draw, x, y, value, BADGE)
    if n > 1:
        draw_text(draw, (x, y + BADGE / 2), f"×{n}", ifont(int(BADGE * 0.6), True), INK, "lm")


def _extra_production(city: CityView) -> list[tuple]:
    glyphs: list[tuple] = [("choice", tuple(choice)) for choice in city.production.choices]
    if city.production.fixed_price:
        glyphs.append(("fixed", tuple(city.production.fixed_price)))
    return glyphs


def city_height(city: CityView, lang: str = "en") -> int:
    """Height in pixels of :func:`draw_city` for ``city``."""
    h = CITY_HEADER_H + 10 + 40  # header, production
    if _extra_production(city):
        h += 40
    items = _science_items(city, lang)
    if items:
        lines = _flow([_item_width(item) for item in items], CITY_W - 24)[-1][1] + 1
        h += lines * (BADGE + 6) + 4
    h += sum(rh for _, _, rh in _owned_token_rows(city, lang))
    h += sum(wonder_row_height(w, lang) + 6 for w in city.wonders) + 6
    n = sum(len(cards) for cards in city.cards.values())
    h += ((n + 1) // 2) * CHIP_STEP + 8
    return h


def draw_city(
    image: Image.Image, city: CityView, name: str, left: int, top: int, height: int,
    to_play: bool, highlight_colour: str | None = None, lang: str = "en", last: CityLast | None = None,
) -> None:
    """One city in a ``CITY_W`` x ``height`` panel at (left, top): name, coins and VP; production;
    science symbols and progress tokens; Wonders; buildings grouped by colour.  Cards of
    ``highlight_colour`` are outlined (the colour a Wonder's effect may destroy); what the latest
    turn changed in this city (``last``) is outlined in :data:`LAST`, its coins won or lost
    written beside its coins."""
    draw = ImageDraw.Draw(image)
    colour = PLAYER_COLOURS[city.seat]
    right = left + CITY_W
    draw.rounded_rectangle((left, top, right, top + height), radius=14, fill=PANEL, outline=colour, width=4 if to_play else 2)
    # header: name, coins, VP
    draw.rounded_rectangle((left, top, right, top + CITY_HEADER_H), radius=14, fill=colour)
    draw.rectangle((left, top + CITY_HEADER_H - 14, right, top + CITY_HEADER_H), fill=colour)
    label = ("▶ " if to_play else "") + name
    _coin(draw, (right - 150, top + CITY_HEADER_H / 2), 24, city.coins, 24 if city.coins < 100 else 21)
    draw_text(draw, (right - 14, top + CITY_HEADER_H / 2), tr(lang, "sevenwd-board-vp", n=city.vp), ifont(26, True), WHITE, "rm")
    name_right = right - 182
    if last is not None and last.coins:
        delta = f"+{last.coins}" if last.coins > 0 else f"−{-last.coins}"
        fnt = ifont(24, True)
        dw = int(fnt.getlength(delta)) + 14
        box = (right - 182 - dw, top + 12, right - 182, top + CITY_HEADER_H - 12)
        draw.rounded_rectangle(box, radius=10, fill=WHITE, outline=LAST, width=3)
        draw_text(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), delta, fnt, COIN_UP if last.coins > 0 else COIN_DOWN, "mm")
        name_right -= dw + 8
    _fitted(draw, (left + 12, top + 4, name_right, top + CITY_HEADER_H - 4), label, WHITE, 30, 18, bold=True, max_lines=1, align="left")
    y = top + CITY_HEADER_H + 10
    # production: one square per resource with the units produced
    image.paste(_production_tile(tuple(city.production.fixed.get(resource, 0) for resource in RESOURCES)), (left + 12, y))
    y += 40
    extra = _extra_production(city)
    if extra:
        draw_glyphs(draw, left + 12, y + 4, extra, 30, right - 8, gap=12)
        y += 40
    items = _science_items(city, lang)
    if items:
        placed = _flow([_item_width(item) for item in items], CITY_W - 24)
        for item, (dx, line) in zip(items, placed):
            ix, iy = left + 12 + dx, y + 2 + line * (BADGE + 6)
            _draw_item(draw, ix, iy, item)
        y += (placed[-1][1] + 1) * (BADGE + 6) + 4
    for name, lines, rh in _owned_token_rows(city, lang):
        px, py = left + 12, y + (rh - BADGE) // 2
        draw_token(draw, (px, py, px + OWNED_PILL_W, py + BADGE), name)
        if last is not None and name in last.tokens:
            draw.rounded_rectangle((px - 4, py - 4, px + OWNED_PILL_W + 4, py + BADGE + 4), radius=BADGE // 2 + 4,
                                   outline=LAST, width=3)
        ty = y + (rh - len(lines) * EFFECT_LINE) / 2
        for text_line in lines:
            draw_text(draw, (px + OWNED_PILL_W + 10, ty + EFFECT_LINE / 2), text_line, ifont(INFO_FONT), INK, "lm")
            ty += EFFECT_LINE
        y += rh
    # Wonders, one per row
    for wonder in city.wonders:
        draw_wonder_row(image, (left + 12, y), wonder, lang)
        rh = wonder_row_height(wonder, lang)
        if last is not None and wonder.id in last.wonders:
            draw.rounded_rectangle((left + 8, y - 4, left + 16 + WONDER_ROW_W, y + rh + 4), radius=13, outline=LAST, width=4)
        y += rh + 6
    y += 6
    # buildings by colour, two per row
    cards = [card for c in COLOUR_ORDER for card in city.cards.get(c, [])]
    for i, card in enumerate(cards):
        cx0 = left + 12 + (i % 2) * (CHIP_W + 8)
        cy0 = y + (i // 2) * CHIP_STEP
        tile, mask = _chip_tile(_name("card", card.id, card.name, lang), card.color, card.color == highlight_colour)
        image.paste(tile, (cx0 - 3, cy0 - 3) if mask else (cx0, cy0), mask)
        if last is not None and card.id in last.cards:
            draw.rounded_rectangle((cx0 - 4, cy0 - 4, cx0 + CHIP_W + 4, cy0 + CHIP_H + 4), radius=10, outline=LAST, width=4)


@functools.lru_cache(maxsize=64)
def _production_tile(counts: tuple[int, ...]) -> Image.Image:
    """The production row (one square per resource of :data:`RESOURCES` and its ``counts``), on PANEL."""
    tile = Image.new("RGB", (CITY_W - 24, 40), PANEL)
    draw = ImageDraw.Draw(tile)
    for i, (resource, n) in enumerate(zip(RESOURCES, counts)):
        x = i * 92
        resource_square(draw, x, 2, resource, 32)
        draw_text(draw, (x + 38, 18), str(n), ifont(28, True), INK if n else LINE, "lm")
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
    _fitted(draw, (m + 8, m + 1, m + CHIP_W - 8, m + CHIP_H - 1), name, readable_on(fill), 24, 13, bold=True, max_lines=2)
    if not outlined:
        return tile, None
    ring = (0, 0, CHIP_W + 6, CHIP_H + 6)
    draw.rounded_rectangle(ring, radius=10, outline=HIGHLIGHT, width=4)
    mask = Image.new("L", tile.size, 0)
    mdraw = ImageDraw.Draw(mask)
    mdraw.rounded_rectangle(box, radius=8, fill=255)
    mdraw.rounded_rectangle(ring, radius=10, outline=255, width=4)
    return tile, mask


# ---- the latest turn ---------------------------------------------------------------------------
class CityLast(NamedTuple):
    """What the latest turn changed in one city: its ``coins`` won (+) or lost (-), the ids of
    the ``cards`` built there, of the ``wonders`` built or drafted, the names of the progress
    ``tokens`` taken (as drawn in the city)."""

    coins: int
    cards: frozenset[str]
    wonders: frozenset[str]
    tokens: frozenset[str]


def city_last(last: LastView | None, seat: int, lang: str) -> CityLast | None:
    """The part of ``last`` that concerns ``seat``'s city (None if nothing)."""
    if last is None:
        return None
    mine = last.seat == seat
    cards = {m.card.id for m in last.moves if mine and m.card and m.kind in ("build", "mausoleum")}
    wonders = {m.wonder for m in last.moves if mine and m.wonder and m.kind in ("wonder", "draft")}
    tokens = {_name("token", m.token.id, m.token.name, lang) for m in last.moves if mine and m.token}
    return CityLast(last.coins[seat], frozenset(cards), frozenset(wonders), frozenset(tokens))


def _ref(kind: str, ref_id: str) -> Msg:
    """The catalog message naming a card, Wonder or token (passed whole, so that its Italian
    ``.article`` reaches ``IL()``)."""
    return msg(f"sevenwd-{kind}-{ref_id}")


def last_text(last: LastView, names: list[str], lang: str) -> str:
    """The latest turn in a line: "Bob: built the Temple; took Law; the conflict pawn 2 spaces
    toward Alice" (the coins are written in the cities)."""
    parts = []
    for m in last.moves:
        card = _ref("card", m.card.id) if m.card else ""
        if m.kind in ("build", "discard", "destroy", "mausoleum"):
            parts.append(tr(lang, f"sevenwd-board-last-{m.kind}", card=card))
        elif m.kind in ("wonder", "draft"):
            parts.append(tr(lang, f"sevenwd-board-last-{m.kind}", wonder=_ref("wonder", m.wonder or ""), card=card))
        elif m.kind in ("progress", "library"):
            parts.append(tr(lang, "sevenwd-board-last-token", token=_ref("token", m.token.id if m.token else "")))
        elif m.kind == "first_player" and m.seat is not None:
            parts.append(tr(lang, "sevenwd-board-last-first", player=names[m.seat]))
    moved = last.pawn_to - last.pawn_from
    if moved:
        # positive = toward seat 1's capital (engines.sevenwd.view)
        parts.append(tr(lang, "sevenwd-board-last-pawn", n=abs(moved), player=names[1 if moved > 0 else 0]))
    return tr(lang, "sevenwd-board-last", player=names[last.seat], what="; ".join(parts))


LAST_LINE = 26


def player_names(names: list[str] | None, lang: str) -> list[str]:
    """``names`` or, without them, "Player 1", "Player 2" in ``lang``."""
    return list(names) if names else [tr(lang, "common-player-n", n=1), tr(lang, "common-player-n", n=2)]


def _last_lines(last: LastView, names: list[str], lang: str) -> tuple[ImageFont.FreeTypeFont, tuple[str, ...]]:
    """The banner's font and lines (up to 4: the players' names, up to 32 characters, are part of it)."""
    return _fit_text(last_text(last, names, lang), WIDTH - 2 * MARGIN - 28, 4 * LAST_LINE, 22, INFO_FONT, False, 4)


def last_height(view: View, lang: str = "en", names: list[str] | None = None) -> int:
    """Height of the latest turn's banner with the players' ``names`` (default "Player 1",
    "Player 2"): none before the first action (no space reserved)."""
    if view.last is None:
        return 0
    return len(_last_lines(view.last, player_names(names, lang), lang)[1]) * LAST_LINE + 20


def draw_last(draw: ImageDraw.ImageDraw, last: LastView, names: list[str], top: int, lang: str) -> None:
    """The banner under the header: the latest turn in words, in :data:`LAST` (its places are
    outlined in the same colour on the board)."""
    fnt, lines = _last_lines(last, names, lang)
    box = (MARGIN, top + 2, WIDTH - MARGIN, top + len(lines) * LAST_LINE + 10)
    draw.rounded_rectangle(box, radius=10, fill=LAST_FILL, outline=LAST, width=3)
    y = top + 6
    for line in lines:
        draw_text(draw, (MARGIN + 14, y + LAST_LINE / 2 + 1), line, fnt, INK, "lm")
        y += LAST_LINE


# ---- header, centre panels, the whole board ----------------------------------------------------
HEADER_H = 70
TOKENS_H = 70
LAYOUT_GAP = 12
#: y of the top row of the Age layout (when the discard pile is not shown above it)
#: the rows of the final score sheet (rulebook p.12): ScoreView field, message id
SCORE_ROWS = [
    ("military", "sevenwd-board-score-military"),
    ("blue", "sevenwd-board-score-blue"),
    ("green", "sevenwd-board-score-green"),
    ("yellow", "sevenwd-board-score-yellow"),
    ("purple", "sevenwd-board-score-purple"),
    ("wonders", "sevenwd-board-score-wonders"),
    ("progress", "sevenwd-board-score-progress"),
    ("coins", "sevenwd-board-score-coins"),
    ("total", "sevenwd-board-score-total"),
]


def draw_header(draw: ImageDraw.ImageDraw, view: View, names: list[str], lang: str = "en") -> None:
    """The phase badge and who must do what now (or the result), in ``lang``."""
    if view.phase == "draft":
        label, fill = tr(lang, "sevenwd-board-draft"), WONDER_BUILT
    elif view.phase == "over":
        label, fill = tr(lang, "sevenwd-board-over"), INK
    else:
        label, fill = tr(lang, "sevenwd-age", age=view.age).upper(), BACK_COLOURS.get(view.age, INK)
    fnt = ifont(30, True)
    w = int(fnt.getlength(label)) + 30
    if view.outcome is not None:
        text = result_text(view.outcome, names, lang)
        # the winner's colour, darkened: Tesseract (the pictures' OCR check) lost the red line
        ink = darker(PLAYER_COLOURS[view.outcome.winners[0]], 0.6) if len(view.outcome.winners) == 1 else INK
    else:
        seats = view.prompt.seats
        who = " & ".join(names[s] for s in seats)
        what = i18n.render(view.prompt.text, lang)
        text = f"▶ {who}: {what}" if who else what
        if view.prompt.play_again:
            text += " " + tr(lang, "sevenwd-board-plays-again")
        ink = PLAYER_COLOURS[seats[0]] if len(seats) == 1 else INK
    box = (MARGIN + w + 16, 6, WIDTH - MARGIN, HEADER_H - 2)
    two = len(_fit_text(text, box[2] - box[0], box[3] - box[1], 30, 18, True, 2)[1]) > 1
    if two:
        # two lines: the badge, smaller, beside the first (a badge as tall as both lines ran the
        # first into it for Tesseract: the OCR check read "GAME OVER ial a civilian victory")
        fnt = ifont(26, True)
        w = int(fnt.getlength(label)) + 26
        box = (MARGIN + w + 16, *box[1:])
        two = len(_fit_text(text, box[2] - box[0], box[3] - box[1], 30, 18, True, 2)[1]) > 1
    badge = (MARGIN, 6, MARGIN + w, 44) if two else (MARGIN, 12, MARGIN + w, HEADER_H - 8)
    draw.rounded_rectangle(badge, radius=12, fill=fill)
    draw_text(draw, (MARGIN + w / 2, (badge[1] + badge[3]) / 2), label, fnt, readable_on(fill), "mm")
    _fitted(draw, box, text, ink, 30, 18, bold=True, max_lines=2, align="left")


TOKEN_PILL_W = 210
TOKEN_PILL_H = 44
TOKEN_TEXT_X = MARGIN + 8 + TOKEN_PILL_W + 14  # where a token's effect begins
TOKEN_TEXT_W = WIDTH - MARGIN - DISCARD_W - 12 - TOKEN_TEXT_X


def _token_rows(tokens: list[TokenRef], lang: str) -> list[tuple[TokenRef, tuple[str, ...], int]]:
    """(token, the lines of its effect, the row's height) of each progress token on the board:
    one row each, its pill then its effect (a player tells what a token will do)."""
    out = []
    for token in tokens:
        lines = _fit_text(i18n.render(token.text, lang), TOKEN_TEXT_W, 2 * EFFECT_LINE, INFO_FONT, INFO_FONT, False, 2)[1]
        out.append((token, lines, max(TOKEN_PILL_H + 8, len(lines) * EFFECT_LINE + 8)))
    return out


def tokens_height(tokens: list[TokenRef], lang: str) -> int:
    """Height in pixels of :func:`draw_tokens` (at least :data:`TOKENS_H`: the discard pile's counter)."""
    return max(TOKENS_H, 8 + sum(h for _, _, h in _token_rows(tokens, lang)) + 4)


def draw_tokens(image: Image.Image, tokens: list[TokenRef], top: int, choosing: bool, lang: str = "en",
                taken: tuple[str, ...] = ()) -> None:
    """The progress tokens still on the board, one per row with its effect beside it (outlined
    while a player must choose one); each pill drawn once per process (:func:`_token_tile`)."""
    draw = ImageDraw.Draw(image)
    if not tokens:
        draw_text(draw, ((WIDTH - DISCARD_W) / 2, top + TOKENS_H / 2), tr(lang, "sevenwd-board-no-tokens"), ifont(24), INK_SOFT, "mm")
        return
    y = top + 8
    for token, lines, h in _token_rows(tokens, lang):
        x = MARGIN + 8
        box = (x, y + (h - TOKEN_PILL_H) // 2, x + TOKEN_PILL_W, y + (h + TOKEN_PILL_H) // 2)
        if choosing:
            draw.rounded_rectangle((box[0] - 5, box[1] - 5, box[2] + 5, box[3] + 5), radius=27, outline=HIGHLIGHT, width=4)
        tile, footprint = _token_tile(_name("token", token.id, token.name, lang), TOKEN_PILL_W, TOKEN_PILL_H)
        image.paste(tile, box[:2], footprint)
        ty = y + (h - len(lines) * EFFECT_LINE) / 2
        for line in lines:
            draw_text(draw, (TOKEN_TEXT_X, ty + EFFECT_LINE / 2), line, ifont(INFO_FONT), INK, "lm")
            ty += EFFECT_LINE
        y += h


@functools.lru_cache(maxsize=64)
def _token_tile(name: str, w: int, h: int) -> tuple[Image.Image, Image.Image]:
    """:func:`draw_token` of ``name`` on a ``w`` x ``h`` box at (0, 0), and its footprint (the
    pill: every pixel the token draws lies in it)."""
    tile = Image.new("RGB", (w + 1, h + 1), PAPER)
    draw_token(ImageDraw.Draw(tile), (0, 0, w, h), name)
    footprint = Image.new("L", tile.size, 0)
    ImageDraw.Draw(footprint).rounded_rectangle((0, 0, w, h), radius=h // 2, fill=255, outline=255, width=3)
    return tile, footprint


DRAFT_TILE_H = 160


def draft_height(draft: DraftView) -> int:
    return 50 + ((len(draft.offer) + 1) // 2) * (DRAFT_TILE_H + 12)


def draw_draft(image: Image.Image, draft: DraftView, names: list[str], top: int, lang: str = "en") -> None:
    """The Wonders offered in the current draft round, two per row, with cost and effect (each
    tile drawn once per process, :func:`_draft_tile`, and pasted through its footprint)."""
    draw = ImageDraw.Draw(image)
    order = ", ".join(names[s] for s in draft.order)
    draw_text(draw, (MARGIN, top + 24), tr(lang, "sevenwd-board-draft-round", n=draft.round), ifont(28, True), INK, "lm")
    if order:
        _fitted(draw, (WIDTH // 2, top, WIDTH - MARGIN, top + 48), tr(lang, "sevenwd-board-picks", order=order),
                    INK_SOFT, 22, 14, max_lines=1, align="right")
    tile_w = (WIDTH - 3 * MARGIN) // 2
    for i, wonder in enumerate(draft.offer):
        x0 = MARGIN + (i % 2) * (tile_w + MARGIN)
        y0 = top + 50 + (i // 2) * (DRAFT_TILE_H + 12)
        tile, footprint = _draft_tile(wonder.model_dump_json(), tile_w, DRAFT_TILE_H, lang)
        image.paste(tile, (x0, y0), footprint)


@functools.lru_cache(maxsize=256)
def _draft_tile(wonder_json: str, w: int, h: int, lang: str) -> tuple[Image.Image, Image.Image]:
    """:func:`draw_wonder_tile` of the Wonder ``wonder_json`` (its WonderView) on a ``w`` x
    ``h`` box at (0, 0), and its footprint (the rounded box: every pixel the tile draws lies in
    it, so pasting through it gives the pixels of drawing in place)."""
    tile = Image.new("RGB", (w + 1, h + 1), PAPER)
    draw_wonder_tile(ImageDraw.Draw(tile), (0, 0, w, h), WonderView.model_validate_json(wonder_json), lang)
    footprint = Image.new("L", tile.size, 0)
    ImageDraw.Draw(footprint).rounded_rectangle((0, 0, w, h), radius=12, fill=255, outline=255, width=3)
    return tile, footprint


SCORE_ROW_H = 40


def scores_height(outcome: OutcomeView) -> int:
    return 60 + (len(SCORE_ROWS) + 1) * SCORE_ROW_H + 10 if outcome.scores else 0


def result_text(outcome: OutcomeView, names: list[str], lang: str = "en") -> str:
    """The engine's result sentence in ``lang`` with the players' names."""
    return i18n.render(outcome.text, lang, dict(enumerate(names)))


def draw_scores(draw: ImageDraw.ImageDraw, outcome: OutcomeView, names: list[str], top: int, lang: str = "en") -> None:
    """The final score sheet (rulebook p.12), one column per player, winners starred."""
    if not outcome.scores:
        return
    draw_text(draw, (WIDTH / 2, top + 30), tr(lang, "sevenwd-board-final-scores"), ifont(32, True), INK, "mm")
    by_seat = {s.seat: s for s in outcome.scores}
    y = top + 60
    label_x, col = MARGIN + 20, (WIDTH - 420)
    cols = [col + 90, col + 280]
    for seat, x in zip((0, 1), cols):
        star = "★ " if seat in outcome.winners else ""
        _fitted(draw, (x - 95, y, x + 95, y + SCORE_ROW_H), star + names[seat], PLAYER_COLOURS[seat], 26, 14, bold=True, max_lines=1)
    y += SCORE_ROW_H
    for key, label_id in SCORE_ROWS:
        label = tr(lang, label_id)
        total = key == "total"
        if total:
            draw.line((MARGIN + 10, y, WIDTH - MARGIN - 10, y), fill=INK, width=3)
        draw_text(draw, (label_x, y + SCORE_ROW_H / 2), label, ifont(26, total), INK, "lm")
        for seat, x in zip((0, 1), cols):
            score = by_seat.get(seat)
            value = getattr(score, key) if score else 0
            draw_text(draw, (x, y + SCORE_ROW_H / 2), str(value), ifont(28, True), INK, "mm")
        y += SCORE_ROW_H


def discard_height(view: View) -> int:
    return 50 + ((len(view.discard) + 3) // 4) * CHIP_STEP if _choosing_from_discard(view) else 0


def _choosing_from_discard(view: View) -> bool:
    return bool(view.pending) and view.pending[0].kind == "mausoleum"


def draw_discard(draw: ImageDraw.ImageDraw, view: View, top: int, lang: str = "en") -> None:
    """The discard pile (public, rulebook p.9), shown while the Mausoleum's builder picks from it."""
    draw_text(draw, (MARGIN, top + 24), tr(lang, "sevenwd-board-discard-pile", n=len(view.discard)), ifont(28, True), INK, "lm")
    w = (WIDTH - 2 * MARGIN - 3 * 8) // 4
    for i, card in enumerate(view.discard):
        x0 = MARGIN + (i % 4) * (w + 8)
        y0 = top + 50 + (i // 4) * CHIP_STEP
        fill = CARD_COLOURS[card.color]
        draw.rounded_rectangle((x0, y0, x0 + w, y0 + CHIP_H), radius=8, fill=fill, outline=HIGHLIGHT, width=3)
        name = _name("card", card.id, card.name, lang)
        _fitted(draw, (x0 + 8, y0 + 1, x0 + w - 8, y0 + CHIP_H - 1), name, readable_on(fill), 24, 13, bold=True, max_lines=2)


# ---- the discard pile's size and the legend ----------------------------------------------------


def draw_discard_count(draw: ImageDraw.ImageDraw, n: int, top: int, lang: str, last: bool = False) -> None:
    """The size of the discard pile (public, rulebook p.9): a face-down pile with its count,
    outlined in :data:`LAST` when the latest turn put a card there (``last``)."""
    x1 = WIDTH - MARGIN
    x0 = x1 - DISCARD_W + 12
    y0, y1 = top + 6, top + TOKENS_H - 6
    draw.rounded_rectangle((x0 + 6, y0 - 3, x1 + 3, y1 - 3), radius=8, fill=lighter(DISCARD_FILL, 0.45))
    draw.rounded_rectangle((x0, y0, x1 - 3, y1), radius=8, fill=DISCARD_FILL, outline=darker(DISCARD_FILL, 0.55), width=2)
    if last:
        draw.rounded_rectangle((x0 - 5, y0 - 8, x1 + 5, y1 + 5), radius=11, outline=LAST, width=4)
    draw_text(draw, ((x0 + x1) / 2, y0 + 19), str(n), ifont(28, True), WHITE, "mm")
    draw_text(draw, ((x0 + x1) / 2 - 1, y0 + 43), tr(lang, "sevenwd-board-discard-short"), ifont(INFO_FONT, True), WHITE, "mm")


LEGEND_ROW = 38
LEGEND_ICON = 28
LEGEND_FONT = 22
LEGEND_GAP = 22


def _legend_entries(lang: str, chains: tuple[str, ...], sciences: tuple[str, ...] = tuple(SCIENCE_GLYPHS), last: bool = False, takeable: bool = True) -> list[tuple[list[tuple], str]]:
    """(glyphs, words) of every symbol the board draws; the science and chain symbols listed
    are those on the board now (``sciences``, ``chains``), each group after its title (glyphs
    ``[]``: a text alone); the gold outline while cards can be taken (``takeable``), the latest
    turn's outline once there is one (``last``)."""
    vp = tr(lang, "sevenwd-board-vp-short")
    out: list[tuple[list[tuple], str]] = [([("res", r, 1)], tr(lang, "sevenwd-res", res=r)) for r in RESOURCES]
    out += [
        ([("coin", 3)], tr(lang, "sevenwd-board-legend-coins")),
        ([("shield", 1)], tr(lang, "sevenwd-board-legend-shield")),
        ([("vp", 3, vp)], tr(lang, "sevenwd-board-legend-vp")),
        ([("choice", ("glass", "papyrus"))], tr(lang, "sevenwd-board-legend-choice")),
        ([("fixed", ("stone",))], tr(lang, "sevenwd-board-legend-fixed")),
        ([("per", "grey", 3)], tr(lang, "sevenwd-board-legend-per")),
        ([("guild", ("green",), 1, 1, vp)], tr(lang, "sevenwd-board-legend-guild")),
        ([("token",)], tr(lang, "sevenwd-board-legend-token")),
        ([("pile",)], tr(lang, "sevenwd-board-legend-discard")),
    ]
    if takeable:
        out.append(([("outline", "takeable")], tr(lang, "sevenwd-board-legend-takeable")))
    if last:
        out.append(([("outline", "last")], tr(lang, "sevenwd-board-legend-last")))
    if sciences:
        out.append(([], tr(lang, "sevenwd-board-legend-science-title")))
    out += [([("science", s)], tr(lang, "sevenwd-board-legend-science", symbol=s)) for s in sciences]
    if chains:
        out.append(([], tr(lang, "sevenwd-board-legend-chain-title")))
    out += [([("chain", c)], tr(lang, "sevenwd-board-legend-chain", symbol=c)) for c in chains]
    if chains:
        out.append(([("needs", chains[0])], tr(lang, "sevenwd-board-legend-needs")))
    return out


def _legend_icon_width(glyphs: list[tuple]) -> int:
    if not glyphs:
        return -6  # a group's title: text alone
    kind = glyphs[0][0]
    if kind == "token":
        return 68
    if kind in ("pile", "outline"):
        return 44
    return _glyphs_width(glyphs, LEGEND_ICON)


@functools.lru_cache(maxsize=64)
def _legend_layout(lang: str, chains: tuple[str, ...], sciences: tuple[str, ...] = tuple(SCIENCE_GLYPHS), last: bool = False, takeable: bool = True) -> tuple[list[tuple[int, int]], int]:
    """(x, line) of each legend entry flowed into the board's width, and the number of lines."""
    widths = [_legend_icon_width(g) + 6 + int(ifont(LEGEND_FONT, not g).getlength(w)) for g, w in _legend_entries(lang, chains, sciences, last, takeable)]
    placed = _flow(widths, WIDTH - 2 * MARGIN - 28, LEGEND_GAP)
    return placed, placed[-1][1] + 1


def legend_height(lang: str, chains: tuple[str, ...], sciences: tuple[str, ...] = tuple(SCIENCE_GLYPHS), last: bool = False, takeable: bool = True) -> int:
    return 44 + _legend_layout(lang, chains, sciences, last, takeable)[1] * LEGEND_ROW + 8


@functools.lru_cache(maxsize=64)
def _legend_tile(lang: str, chains: tuple[str, ...], sciences: tuple[str, ...] = tuple(SCIENCE_GLYPHS), last: bool = False, takeable: bool = True) -> Image.Image:
    """The legend: every symbol with its meaning in ``lang``, flowed in lines; drawn once per look."""
    entries = _legend_entries(lang, chains, sciences, last, takeable)
    placed, _ = _legend_layout(lang, chains, sciences, last, takeable)
    tile = Image.new("RGB", (WIDTH - 2 * MARGIN, legend_height(lang, chains, sciences, last, takeable)), PANEL)
    draw = ImageDraw.Draw(tile)
    with text_role("key"):
        _draw_legend(draw, entries, placed, lang)
    return tile


def _draw_legend(draw: ImageDraw.ImageDraw, entries: list[tuple[list[tuple], str]], placed: list[tuple[int, int]],
                 lang: str) -> None:
    """The legend's title and entries on its tile (every text in the key's role)."""
    draw_text(draw, (14, 22), tr(lang, "sevenwd-board-legend"), ifont(26, True), INK, "lm")
    fnt = ifont(LEGEND_FONT)
    for (glyphs, words), (dx, line) in zip(entries, placed):
        x, y = 14 + dx, 44 + line * LEGEND_ROW
        kind = glyphs[0][0] if glyphs else ""
        if not glyphs:
            draw_text(draw, (x, y + 2 + LEGEND_ICON / 2), words, ifont(LEGEND_FONT, True), INK, "lm")
            continue
        if kind == "token":
            draw_token(draw, (x, y + 2, x + 64, y + 2 + LEGEND_ICON), "")
        elif kind == "outline":
            colour = HIGHLIGHT if glyphs[0][1] == "takeable" else LAST
            draw.rounded_rectangle((x + 2, y + 2, x + 40, y + 2 + LEGEND_ICON), radius=6, fill=WONDER_UNBUILT,
                                   outline=colour, width=4)
        elif kind == "pile":
            draw.rounded_rectangle((x, y + 2, x + 40, y + 2 + LEGEND_ICON), radius=5, fill=DISCARD_FILL)
            draw_text(draw, (x + 20, y + 2 + LEGEND_ICON / 2), "9", ifont(20, True), WHITE, "mm")
        else:
            draw_glyphs(draw, x, y + 2, glyphs, LEGEND_ICON)
        draw_text(draw, (x + _legend_icon_width(glyphs) + 6, y + 2 + LEGEND_ICON / 2), words, fnt, INK, "lm")


def _takeable(view: View) -> bool:
    """Cards (of the layout, or of the discard pile for the Mausoleum) are outlined in gold now."""
    return any(s.accessible and not s.taken for s in view.layout) or _choosing_from_discard(view)


def _chains_shown(view: View) -> tuple[str, ...]:
    """The chain symbols drawn on the board now: on face-up layout cards (given or needed) and
    in the cities, in a fixed order."""
    seen: set[str] = set()
    for slot in view.layout:
        if slot.card is not None and not slot.taken and slot.face_up:
            c = CARD_DATA.get(slot.card.id)
            if c is not None:
                seen |= {x for x in (c.chain_to, c.chain_from) if x}
    for city in view.cities:
        seen |= set(city.chain_symbols)
    return tuple(c for c in CHAIN_GLYPHS if c in seen)


def _sciences_shown(view: View) -> tuple[str, ...]:
    """The science symbols drawn on the board now: on face-up layout cards and in the cities."""
    seen: set[str] = set()
    for slot in view.layout:
        if slot.card is not None and not slot.taken and slot.face_up:
            c = CARD_DATA.get(slot.card.id)
            if c is not None and c.science:
                seen.add(c.science)
    for city in view.cities:
        seen |= set(city.science)
    return tuple(s for s in SCIENCE_GLYPHS if s in seen)


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
    icons = [SHIELD, CHAIN_FILL, CHAIN_NEED, DISCARD_FILL, lighter(DISCARD_FILL, 0.45), darker(SHIELD, 0.55),
             darker(SCIENCE_COLOUR, 0.6), darker(DISCARD_FILL, 0.55), darker(WONDER_BUILT, 0.55)]
    bands = [lighter(c, BAND) for c in cards]
    solids += icons + bands + [LAST, LAST_FILL, COIN_UP, COIN_DOWN]
    pairs_icons = [(SCIENCE_COLOUR, WHITE), (CHAIN_FILL, INK), (CHAIN_NEED, WHITE), (SHIELD, WHITE),
                   (DISCARD_FILL, WHITE), (TOKEN_COLOUR, WHITE)] + [(b, INK) for b in bands]
    pairs = [(PAPER, ink) for ink in (INK, INK_SOFT, *PLAYER_COLOURS)] + [(PANEL, INK), (PANEL, LINE)]
    pairs += [(fill, readable_on(fill)) for fill in cards + resources + badges + wonders + [INK, HIGHLIGHT]]
    pairs += [(fill, readable_on(fill)) for fill in backs] + [(fill, lighter(fill, 0.7)) for fill in backs]
    pairs += [(fill, WHITE) for fill in [*PLAYER_COLOURS, MILITARY_TOKEN, *backs]] + [(GOLD, INK), (WONDER_GONE, INK_SOFT)]
    pairs += [(LAST_FILL, INK)]
    return fixed_palette(solids, pairs + pairs_icons)


def _heights(view: View, lang: str, names: list[str] | None = None) -> tuple[int, int, tuple[str, ...], tuple[str, ...], int]:
    """The board's height, its cities' height, the chains and the science symbols its legend
    shows and the legend's height, for ``view`` in ``lang`` (a normalized locale)."""
    if view.phase == "over" and view.outcome is not None:
        centre_h = scores_height(view.outcome)
    elif view.phase == "draft" and view.draft is not None:
        centre_h = draft_height(view.draft)
    elif view.layout:
        centre_h = layout_height(view.layout, _taken_slots(view)) + LAYOUT_GAP
    else:
        centre_h = 0
    centre_h += discard_height(view)
    city_h = max(city_height(city, lang) for city in view.cities)
    chains, sciences = _chains_shown(view), _sciences_shown(view)
    legend_h = legend_height(lang, chains, sciences, view.last is not None, _takeable(view))
    height = layout_top(view, lang, names) - LAYOUT_GAP + centre_h + 2 * MARGIN + city_h + MARGIN + legend_h + MARGIN
    return height, city_h, chains, sciences, legend_h


def _taken_slots(view: View) -> tuple[int, ...]:
    """The layout slots of the current Age the latest turn took a card from."""
    if view.last is None:
        return ()
    return tuple(m.slot for m in view.last.moves if m.slot is not None and m.age == view.age)


def layout_top(view: View, lang: str = "en", names: list[str] | None = None) -> int:
    """y of the top row of the Age layout (the discard pile, while shown, lies above it): under
    the header, the latest turn's banner (none before the first action), the track and the
    progress tokens."""
    return HEADER_H + last_height(view, lang, names) + TRACK_H + tokens_height(view.progress_board, lang) + LAYOUT_GAP


def board_size(view: View, names: list[str] | None = None, *, lang: str = "en") -> tuple[int, int]:
    """``(width, height)`` in pixels of :func:`draw_board`'s picture of ``view``, without drawing
    it (the replay sizes its canvas before it draws a frame).  ``names`` (default "Player 1",
    "Player 2") may change it: the latest turn's banner, which names the players, wraps."""
    lang = i18n.normalize_locale(lang)
    return WIDTH, _heights(view, lang, player_names(names, lang))[0]


def render_board(view: View, names: list[str] | None = None, *, lang: str = "en") -> bytes:
    """PNG bytes of :func:`draw_board`'s picture (mapped to the board's fixed :func:`palette`).
    Same arguments and errors; deterministic: the same view gives the same bytes."""
    return to_png(draw_board(view, names, lang=lang), palette())


def draw_board(view: View, names: list[str] | None = None, *, lang: str = "en") -> Image.Image:
    """The public board drawn from ``view`` (``player_view(state, None)``) as an RGB image, every
    word in ``lang`` ("en" or "it"; the view's messages rendered with :func:`i18n.render`).

    ``names``: the two players' display names by seat (default "Player 1", "Player 2" in
    ``lang``).  The image is :data:`WIDTH` pixels wide; its height depends on the phase and on
    the size of the cities (about 1,300-3,200 pixels).  Deterministic.  Raises ValueError for a seat's own view (``view.seat`` set: the board is public) and
    for ``names`` that are not two names.
    """
    if view.seat is not None:
        raise ValueError("render_board draws the public board: pass player_view(state, None)")
    if names is not None and len(names) != 2:
        raise ValueError(f"7 Wonders Duel has 2 players; got {len(names)} names")
    lang = i18n.normalize_locale(lang)
    names = player_names(names, lang)
    height, city_h, chains, sciences, legend_h = _heights(view, lang, names)

    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    draw_header(draw, view, names, lang)
    y = HEADER_H
    last = view.last
    if last is not None:
        draw_last(draw, last, names, y, lang)
        y += last_height(view, lang, names)
    draw_track(image, view.conflict, names, y, lang, last.pawn_from if last is not None else None)
    y += TRACK_H
    pending = view.pending[0] if view.pending else None
    draw_tokens(image, view.progress_board, y, pending is not None and pending.kind == "progress", lang)
    to_discard = last is not None and any(m.kind in ("discard", "destroy") for m in last.moves)
    draw_discard_count(draw, len(view.discard), y, lang, to_discard)
    y += tokens_height(view.progress_board, lang)
    if _choosing_from_discard(view):
        draw_discard(draw, view, y, lang)
        y += discard_height(view)
    if view.phase == "over" and view.outcome is not None:
        draw_scores(draw, view.outcome, names, y, lang)
    elif view.phase == "draft" and view.draft is not None:
        draw_draft(image, view.draft, names, y, lang)
    elif view.layout:
        draw_layout(image, view.layout, view.age, layout_top(view, lang, names) + discard_height(view), lang,
                    _taken_slots(view))
    y = height - MARGIN - legend_h - MARGIN - city_h
    for seat, city in enumerate(view.cities):
        highlight = pending.color if pending is not None and pending.kind == "destroy" and pending.seat != seat else None
        left = MARGIN + seat * (CITY_W + MARGIN)
        draw_city(image, city, names[seat], left, y, city_h, seat in view.prompt.seats, highlight, lang,
                  city_last(last, seat, lang))
    image.paste(_legend_tile(lang, chains, sciences, last is not None, _takeable(view)), (MARGIN, height - MARGIN - legend_h))
    return image
