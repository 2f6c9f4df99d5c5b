"""The public board of a Mare Nostrum game as a PNG (Pillow), in English or Italian.

``render_board(view, names, lang=...)`` draws a :class:`engines.mare_nostrum.view.MareNostrumView`
(the channel's view, ``player_view(state, None)``; a seat's own view draws the same picture: hands
and sealed offers are never drawn, only hand sizes).  ``render_detail(view, names, lang=...)``
draws a close-up of where the phase's action happened (the last battle, the provinces at war,
the influence placed this turn), for phones where the whole map is too small to read.

The map is a schematic hex diagram of the Mediterranean (``render/data/mare_nostrum_layout.yaml``,
DESIGNED like the map itself): land provinces take their influence owner's colour (pale for a
neutral civilization, sand when nobody holds them), seas are blue.  Per province: the name (a
star for a capital; names from the catalogs ``mn-province-*`` / ``mn-sea-*``), a white pill with
the buildings and the province's goods (a good on a brown tile: a caravan stands on that site;
a bare good: no caravan yet; outlined in the occupier's colour when legions occupy a building),
one disc per side with its legion count (a tower for fortresses, a boat for unlaunched
triremes); a red outline and a crossed-swords badge when the province is "In Guerra", an orange
outline for the place of the last battle, stripes in the occupier's colour when occupied, a flag
when a conversion is under way.  Mythology: a diamond per side with its creatures (the kind's
initial in the reader's language, the count when more than one), on land or, for a Kraken, at
sea; Hercules' declared legion (D21, ``ForceView.hercules``): a gold ring round its side's legion
disc and a gold diamond badge with the initial of the creature it acts as (a legend entry only
while some legion is tagged).  Seas show one boat per side with its trireme count.  Tokens are
placed where they cover no name and no other token (:func:`map_boxes` lists every box).

Below the map: the turn, phase and the decision awaited, then one row per player (colour, seat
holder's name when given, roles, cards in hand, heroes and Wonders towards the 4 that win;
Mythology: the god held as a gold chip, grey once used, and in the 3 role cards variant the role
cards held towards the 3 that win), one row per neutral civilization, the trade or the last
battle (its final dice, after Ajax's rerolls; Hamilcar's automatic dice named apart, D33; a Greek
Blockade's battle named so, D40-D47), the building supply, and a legend of every symbol (goods
included).  A row's roles and god chips that do not fit one line take another (the row grows)
rather than shrink.  Made for a phone showing the picture 400 px wide: the map is
drawn whole (:class:`Geometry`, map pixels) and the picture shows it in two strips stacked, west
above east (:func:`picture_strips`; 14 columns of 44 px for the base board, 17 of 36 px for the
Mythology board: at most :data:`PICTURE_MAX_W` = 666 px wide), the panel under them; every name,
count, good and letter is drawn at :data:`INFO_FONT` (14 px) or more, a capital height of 6 px
or more at 400 px, the key at :data:`KEY_FONT` (12 px) or more (tests/render/test_text_sizes.py);
province names sit on a light plate, seas' names on water; units stand inside their province
where they fit.  Each region belongs to one strip (:attr:`BaseMap.strip`): its name and tokens
stay inside it, the other strip's regions are veiled where the strips overlap; a point of the
map lands in the picture at :func:`picture_point`.  A
long name over a narrow hexagon spills over its neighbours where their names leave room rather
than being cut.  Creature marks are never a civilization's panel letter (:func:`creature_letter`:
"Bh", "Ce", "Gr").  Deterministic: the same view gives the same bytes.

The static part of the map (sea, coasts, borders, names, province masks and the index image
that colours every province in one paste) is drawn once per process, board set and language and
cached; the picture is quantized to a fixed palette before the PNG encoding (faster, smaller).
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import resources

import yaml
from PIL import Image, ImageChops, ImageDraw, ImageFilter

import i18n
from engines.mare_nostrum.view import ForceView, MareNostrumView, PlayerView, ProvinceView
from render import mare_nostrum_last as mn_last
from render.common import (
    HIGHLIGHT,
    INK,
    INK_SOFT,
    LINE,
    PANEL,
    PAPER,
    RGB,
    WHITE,
    darker,
    draw_fitted,
    draw_lines,
    draw_text,
    fit_text,
    fixed_palette,
    font,
    lighter,
    line_height,
    readable_on,
    text_role,
    to_png,
)

#: width of one hexagon (pixels); its height is HEX_W * 2 / sqrt(3)
HEX_W = 46
MARGIN = 10
#: the gap (px) between two strips of the map in the board picture
STRIP_GAP = 6

# ---- colours ------------------------------------------------------------------------------------
#: civilization colours (shared/data/mare-nostrum-map.yaml, `colour`), by colour name
COLOURS: dict[str, RGB] = {
    "red": (206, 40, 40),
    "green": (38, 150, 62),
    "violet": (128, 66, 176),
    "purple": (128, 66, 176),
    "yellow": (236, 190, 20),
    "blue": (36, 96, 204),
    "black": (36, 36, 40),
}
UNKNOWN_COLOUR: RGB = (128, 128, 128)
SEA: RGB = (186, 220, 236)
SEA_OFF: RGB = (214, 222, 226)  # a sea of a board not in play
SEA_TEXT: RGB = (40, 92, 140)
LAND: RGB = (226, 219, 198)  # a province nobody holds
WILD: RGB = (190, 182, 164)  # land outside every province
COAST: RGB = (58, 84, 110)
BORDER: RGB = (92, 74, 52)
SEA_BORDER: RGB = (222, 236, 246)
WAR: RGB = (214, 20, 20)
BATTLE: RGB = (255, 140, 0)
CITY: RGB = (150, 40, 30)
CARAVAN: RGB = (150, 104, 52)
MARKET: RGB = (226, 178, 38)
TEMPLE: RGB = (110, 110, 120)

#: the glyph (DejaVu Sans) drawn for each good of a resource site
GOOD_GLYPHS: dict[str, str] = {
    "perfume": "⚗",
    "papyrus": "¶",
    "gold": "◉",
    "gems": "♦",
    "olive_oil": "♠",
    "wine": "♣",
    "livestock": "♉",
    "fruit": "♥",
    "metal": "⚒",
    "grain": "⚘",
    "fish": "∝",
    "slaves": "⚭",
    "pottery": "⚱",
}

#: the turn's order of the roles (Mythology's High Priest leads the second phase, the offering)
ROLE_ORDER = ["director_of_commerce", "high_priest", "political_leader", "military_leader"]
SQRT3 = math.sqrt(3)


def colour_of(name: str | None) -> RGB:
    """The RGB of a civilization colour name ("red", "green"...); grey for an unknown name."""
    return COLOURS.get((name or "").lower(), UNKNOWN_COLOUR)


def pretty(ident: str) -> str:
    """``"julius_caesar"`` -> ``"Julius Caesar"``, ``"temple_of_artemis"`` -> ``"Temple of
    Artemis"`` (the last resort for an id no catalog names)."""
    parts = ident.split("_")
    return " ".join(p if i and p in SMALL_WORDS else p.capitalize() for i, p in enumerate(parts))


#: words that stay in lower case inside a title ("Helen of Troy", "Temple of Artemis")
SMALL_WORDS = frozenset({"of", "the", "and", "at", "in"})


def name_of(lang: str, prefix: str, ident: str, fallback: str | None = None) -> str:
    """The catalog name ``<prefix>-<ident>`` (``mn-province``, ``mn-sea``, ``mn-civ``, ``mn-hero``,
    ``mn-wonder``, ``mn-role``, ``mn-good``) in ``lang``; ``fallback`` (else the id made pretty)
    when no catalog has it."""
    msg_id = f"{prefix}-{ident}"
    if i18n.has(msg_id, lang) or i18n.has(msg_id, i18n.DEFAULT_LOCALE):
        return i18n.tr(lang, msg_id)
    return fallback if fallback is not None else pretty(ident)


def tr(lang: str, msg_id: str, **args) -> str:
    """A board label (``mn-board-*``) in ``lang``."""
    return i18n.tr(lang, msg_id, **args)


def region_name(rid: str, lang: str) -> str:
    """A province's or sea's name in ``lang`` (the layout's label when no catalog has it)."""
    lay = layout()
    region = lay.regions.get(rid)
    if region is None:
        return name_of(lang, "mn-province", rid)
    return name_of(lang, "mn-sea" if region.sea else "mn-province", rid, region.label)


# ---- layout ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Region:
    id: str
    label: str
    lonlat: tuple[float, float]
    sea: bool
    cells: tuple[tuple[int, int], ...]
    #: the hexagon of the name, when the layout picks it
    at: tuple[int, int] | None = None


@dataclass(frozen=True)
class Layout:
    """The hex diagram: ``grid[r][c]`` is a region id, ``"##"`` (land of no province) or ``None``
    (off the board); ``boards`` maps a board set to its (first column, last column, hexagon
    width in px)."""

    grid: tuple[tuple[str | None, ...], ...]
    regions: dict[str, Region]
    boards: dict[str, tuple[int, int, float]]
    straits: tuple[tuple[str, str], ...]
    #: board set -> the column ranges (first, last; inclusive) of the picture's strips, west first
    strips: dict[str, tuple[tuple[int, int], ...]] = dataclasses.field(default_factory=dict)

    @property
    def rows(self) -> int:
        return len(self.grid)

    @property
    def cols(self) -> int:
        return len(self.grid[0])


WILD_CODE = "##"
VOID_CODE = ".."


def neighbours(r: int, c: int) -> list[tuple[int, int]]:
    """The six neighbours of hexagon (row, col) in odd-r offset coordinates, in edge order:
    right, lower right, lower left, left, upper left, upper right."""
    if r % 2:
        return [(r, c + 1), (r + 1, c + 1), (r + 1, c), (r, c - 1), (r - 1, c), (r - 1, c + 1)]
    return [(r, c + 1), (r + 1, c), (r + 1, c - 1), (r, c - 1), (r - 1, c - 1), (r - 1, c)]


@functools.cache
def layout() -> Layout:
    """``render/data/mare_nostrum_layout.yaml``, parsed and checked once (see :func:`parse_layout`)."""
    return parse_layout(yaml.safe_load(resources.files("render").joinpath("data", "mare_nostrum_layout.yaml").read_text("utf-8")))


def parse_layout(raw: dict) -> Layout:
    """A :class:`Layout` from the layout file's data.  Raises ValueError on an unknown code, a
    ragged grid, a region without hexagons or an ``at`` outside its region."""
    codes: dict[str, str] = raw["codes"]
    rows: list[tuple[str | None, ...]] = []
    cells: dict[str, list[tuple[int, int]]] = {rid: [] for rid in raw["regions"]}
    for r, line in enumerate(raw["grid"].splitlines()):
        row: list[str | None] = []
        for c, code in enumerate(line.split()):
            if code == VOID_CODE:
                row.append(None)
            elif code == WILD_CODE:
                row.append(WILD_CODE)
            elif code in codes and codes[code] in cells:
                row.append(codes[code])
                cells[codes[code]].append((r, c))
            else:
                raise ValueError(f"mare_nostrum_layout.yaml: unknown code {code!r} at row {r}, column {c}")
        rows.append(tuple(row))
    if len({len(row) for row in rows}) != 1:
        raise ValueError("mare_nostrum_layout.yaml: every grid row must have the same number of hexagons")
    empty = sorted(rid for rid, cs in cells.items() if not cs)
    if empty:
        raise ValueError(f"mare_nostrum_layout.yaml: regions without hexagons: {empty}")
    regions = {
        rid: Region(
            rid,
            spec["label"],
            tuple(spec["lonlat"]),
            bool(spec.get("sea", False)),
            tuple(cells[rid]),
            tuple(spec["at"]) if "at" in spec else None,
        )
        for rid, spec in raw["regions"].items()
    }
    misplaced = sorted(rid for rid, region in regions.items() if region.at is not None and region.at not in region.cells)
    if misplaced:
        raise ValueError(f"mare_nostrum_layout.yaml: `at` is not a hexagon of the region: {misplaced}")
    boards = {name: (spec["first_col"], spec["last_col"], float(spec.get("hex_w", HEX_W))) for name, spec in raw["boards"].items()}
    straits = tuple(tuple(pair) for pair in raw["straits"])
    strips = {name: tuple((int(a), int(b)) for a, b in spec.get("strips", [[spec["first_col"], spec["last_col"]]]))
              for name, spec in raw["boards"].items()}
    return Layout(tuple(rows), regions, boards, straits, strips)


# ---- geometry -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Geometry:
    """Where the hexagons of columns ``first_col``..``last_col`` are drawn, each ``hex_w`` px
    wide (the board set's ``hex_w`` in the layout file: the Mythology map's are narrower), in
    the map's own pixels (the whole map, one piece: the close-up crops it, and a drawing over
    the map made there follows it into the picture); ``strips``: the column ranges the board
    picture shows one under the other, to be read on a phone (:meth:`strip_box`, :meth:`to_picture`)."""

    first_col: int
    last_col: int
    rows: int
    hex_w: float = HEX_W
    strips: tuple[tuple[int, int], ...] = ()

    @property
    def radius(self) -> float:
        return self.hex_w / SQRT3

    @property
    def width(self) -> int:
        return round((self.last_col - self.first_col + 1.5) * self.hex_w) + 2 * MARGIN

    @property
    def height(self) -> int:
        return round((self.rows - 1) * 1.5 * self.radius + 2 * self.radius) + 2 * MARGIN

    def centre(self, r: int, c: int) -> tuple[float, float]:
        w = self.hex_w
        x = MARGIN + (c - self.first_col) * w + w / 2 + (w / 2 if r % 2 else 0)
        y = MARGIN + self.radius + r * 1.5 * self.radius
        return x, y

    def corners(self, r: int, c: int, grow: float = 0.0) -> list[tuple[float, float]]:
        """The six corners, in edge order (corner i starts edge i of :func:`neighbours`)."""
        x, y = self.centre(r, c)
        rad = self.radius + grow
        return [(x + rad * math.cos(math.radians(a)), y + rad * math.sin(math.radians(a))) for a in (-30, 30, 90, 150, 210, 270)]

    def visible(self, c: int) -> bool:
        return self.first_col <= c <= self.last_col

    def _strips(self) -> tuple[tuple[int, int], ...]:
        return self.strips or ((self.first_col, self.last_col),)

    def strip_box(self, i: int) -> tuple[int, int, int, int]:
        """The box (x0, y0, x1, y1), in map pixels, of strip ``i`` (0: west) of the picture: its
        columns' hexagons (the odd rows' half hexagon included) and a margin each side."""
        a, b = self._strips()[i]
        w = self.hex_w
        return round((a - self.first_col) * w), 0, round((b - self.first_col + 1.5) * w) + 2 * MARGIN, self.height

    @property
    def strip_count(self) -> int:
        return len(self._strips())

    @property
    def picture_width(self) -> int:
        """The board picture's width: the widest strip."""
        return max(x1 - x0 for x0, _, x1, _ in (self.strip_box(i) for i in range(self.strip_count)))

    def strip_of_cells(self, cells: Iterable[tuple[int, int]]) -> int:
        """The strip holding most of ``cells`` (a region's hexagons; the first on a tie)."""
        cols = [c for _, c in cells if self.visible(c)]
        counts = [sum(a <= c <= b for c in cols) for a, b in self._strips()]
        return counts.index(max(counts))

    def strip_cols(self, i: int) -> tuple[int, int]:
        return self._strips()[i]

    def to_picture(self, i: int, x: float, y: float) -> tuple[float, float]:
        """Map pixel (x, y) as drawn in strip ``i`` of the board picture (see
        :func:`picture_strips`): strips are stacked west first, each left-aligned."""
        x0, _, _, _ = self.strip_box(i)
        return x - x0, y + i * (self.height + STRIP_GAP)


@dataclass(frozen=True)
class RegionPlaces:
    """Where a region's contents go: the label point, the label width, and the other hexagon
    centres (nearest first)."""

    label: tuple[float, float]
    label_width: float
    label_cell: tuple[int, int]
    slots: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class BaseMap:
    """The static part of the map for one set of regions in play."""

    geometry: Geometry
    image: Image.Image
    masks: dict[str, tuple[tuple[int, int], Image.Image]]  # province -> (offset, eroded mask)
    outlines: dict[str, tuple[tuple[tuple[float, float], tuple[float, float]], ...]]
    places: dict[str, RegionPlaces]
    stripes: Image.Image
    #: "L": 1 + the index in ``provinces`` of the province under each pixel (its eroded mask), 0 elsewhere
    index: Image.Image
    provinces: tuple[str, ...]
    #: the names (RGBA, drawn over the owners' colours): (position, piece) per group of labels
    names: tuple[tuple[tuple[int, int], Image.Image], ...]
    #: region -> the box (x0, y0, x1, y1) of its printed name
    label_boxes: dict[str, tuple[float, float, float, float]]
    #: region -> the points where its tokens may go, best first (see :func:`_spots`)
    spots: dict[str, tuple[tuple[float, float], ...]]
    #: region -> the lines of its printed name (a name cut with "…" never fits: the tests fail)
    label_lines: dict[str, tuple[str, ...]]
    #: region -> the strip of the picture it is shown in (its name and tokens stay inside it)
    strip: dict[str, int] = dataclasses.field(default_factory=dict)
    #: per strip, "L" over its box (:meth:`Geometry.strip_box`): the veil over the hexagons of
    #: regions shown in another strip
    veils: tuple[Image.Image, ...] = ()


def _board_window(lay: Layout, in_play: frozenset[str]) -> tuple[int, int, float]:
    """The narrowest board window (first column, last column, hexagon width) of the layout in
    which every region in play has a hexagon."""
    for first, last, hex_w in sorted(lay.boards.values(), key=lambda w: (w[1] - w[0], w)):
        if all(any(first <= c <= last for _, c in lay.regions[rid].cells) for rid in in_play):
            return first, last, hex_w
    return 0, lay.cols - 1, min(w for _, _, w in lay.boards.values())


def board_geometry(lay: Layout, in_play: frozenset[str]) -> Geometry:
    """The :class:`Geometry` of the narrowest board window holding ``in_play`` (its strips)."""
    first, last, hex_w = _board_window(lay, in_play)
    strips = next((lay.strips.get(name, ()) for name, window in sorted(lay.boards.items()) if window == (first, last, hex_w)), ())
    return Geometry(first, last, lay.rows, hex_w, strips)


def _kind(cell: str | None, in_play: frozenset[str], seas: frozenset[str]) -> str:
    """"land", "sea", "wild" (land of no province, or of a board not in play), "offsea", "void"."""
    if cell is None:
        return "void"
    if cell == WILD_CODE:
        return "wild"
    if cell not in in_play:
        return "offsea" if cell in seas else "wild"
    return "sea" if cell in seas else "land"


Box = tuple[float, float, float, float]

#: the largest and smallest name sizes (pixels, bold) on the map: shown 400 px wide, the
#: picture (at most 666 px wide, two strips of the map stacked) keeps a 14 px name's capital
#: height (10 px) at 6 px, the least a name is read at
NAME_MAX = 18
SEA_NAME_MAX = 16
NAME_MIN = 14
#: the white outline (px) round a province's name: it reads on any colour
NAME_STROKE = 3
NAME_BOLD = True
#: the clear gap (px) tokens keep from the names
NAME_GAP = 3
#: the opacity (of 255) of the white plate under a province's name: over a player's province
#: (its colour 0.3 lighter) it gives the colour 0.7 lighter, a colour of the palette
NAME_PLATE = 215
#: the smallest size (px) of any other text that carries game information on the map and the
#: panel (counts, goods, letters), and of the key's text
INFO_FONT = 14
KEY_FONT = 12


def overlaps(a: Box, b: Box) -> bool:
    """Whether two boxes (x0, y0, x1, y1) share any area (touching edges do not count)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _name_candidates(text: str, width: float, max_size: int, min_size: int, wider: float = 0.0):
    """(font, lines) for ``text`` from ``max_size`` down: one line while it fits ``width``, then
    two lines; then, when even ``min_size`` does not fit ``width``, the two smallest sizes in
    ``wider`` px (a long name over a narrow hexagon of the Mythology map spills over its
    neighbours where their names leave room); last, the name cut to ``width`` (the tests fail)."""
    seen: set[tuple[float, tuple[str, ...]]] = set()
    cut = None
    # one line first, at every size (a name on one line reads at a glance, and
    # Tesseract reads it whole)
    for size in range(max_size, min_size - 1, -1):
        fnt = font(size, NAME_BOLD)
        if fnt.getlength(text) <= width:
            seen.add((fnt.size, (text,)))
            yield fnt, (text,)
    for size in range(max_size, min_size - 1, -1):
        fnt, lines = fit_text(text, int(width), 2 * line_height(font(size, NAME_BOLD)), size, min_size, NAME_BOLD, 2)
        key = (fnt.size, lines)
        if key in seen:
            continue
        seen.add(key)
        if any(line.endswith("…") for line in lines):
            cut = (fnt, lines)
            continue
        yield fnt, lines
    if cut is None:
        return
    if wider > width:
        for size in (min_size + 1, min_size):
            fnt, lines = fit_text(text, int(wider), 2 * line_height(font(size, NAME_BOLD)), size, size, NAME_BOLD, 2)
            if not any(line.endswith("…") for line in lines) and (fnt.size, lines) not in seen:
                seen.add((fnt.size, lines))
                yield fnt, lines
    yield cut


def _text_block(draw: ImageDraw.ImageDraw, xy: tuple[float, float], lines, fnt, stroke: int) -> tuple[list, Box]:
    """The (point, line) of each line of a block centred on ``xy`` and the block's ink box."""
    lh = line_height(fnt)
    x, y = xy
    top = y - lh * (len(lines) - 1) / 2
    points = [((x, top + i * lh), line) for i, line in enumerate(lines)]
    boxes = [draw.textbbox(p, line, font=fnt, anchor="mm", stroke_width=stroke) for p, line in points]
    return points, (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


@functools.lru_cache(maxsize=8)
def base_map(provinces: frozenset[str], seas: frozenset[str], capitals: frozenset[str], lang: str = "en") -> BaseMap:
    """Draw the static map for these provinces and seas in play, ``capitals`` being the capital
    provinces (starred), with the names in ``lang``; cached per process."""
    lay = layout()
    unknown = sorted((provinces | seas) - set(lay.regions))
    if unknown:
        raise KeyError(f"regions missing from mare_nostrum_layout.yaml: {unknown}")
    in_play = provinces | seas
    all_seas = frozenset(rid for rid, region in lay.regions.items() if region.sea)
    geo = board_geometry(lay, in_play)
    strip = {rid: geo.strip_of_cells(lay.regions[rid].cells) for rid in sorted(in_play)}
    img = Image.new("RGB", (geo.width, geo.height), PAPER)
    draw = ImageDraw.Draw(img)
    fills = {"land": LAND, "sea": SEA, "wild": WILD, "offsea": SEA_OFF}
    for r, row in enumerate(lay.grid):
        for c, cell in enumerate(row):
            kind = _kind(cell, in_play, all_seas)
            if kind != "void" and geo.visible(c):
                draw.polygon(geo.corners(r, c, 0.6), fill=fills[kind])
    # borders: each edge once, drawn by the cell on its left/upper side or against the void
    outlines: dict[str, list] = {rid: [] for rid in in_play}
    for r, row in enumerate(lay.grid):
        for c, cell in enumerate(row):
            if not geo.visible(c):
                continue
            corners = geo.corners(r, c)
            kind = _kind(cell, in_play, all_seas)
            for edge, (nr, nc) in enumerate(neighbours(r, c)):
                other = lay.grid[nr][nc] if 0 <= nr < lay.rows and 0 <= nc < lay.cols and geo.visible(nc) else None
                if other == cell:
                    continue
                segment = (corners[edge], corners[(edge + 1) % 6])
                if cell in in_play:
                    outlines[cell].append(segment)
                other_kind = _kind(other, in_play, all_seas)
                if kind == "void" or (edge > 2 and other_kind != "void"):
                    continue
                _draw_edge(draw, segment, kind, other_kind)
    # straits: a dashed line between the two provinces' nearest hexagons
    for a, b in lay.straits:
        if a in provinces and b in provinces:
            pa, pb = _nearest_pair(geo, lay.regions[a], lay.regions[b])
            _dashed(draw, pa, pb, BORDER, 3, 7)
    places = {rid: _places(geo, lay, lay.regions[rid], geo.strip_cols(strip[rid])) for rid in sorted(in_play)}
    # where a sea's name may lie: on water only (a sea's name over land, "Mar Ligure" over Gallia, misleads)
    water = Image.new("L", (geo.width, geo.height), 0)
    wdraw = ImageDraw.Draw(water)
    for r, row in enumerate(lay.grid):
        for c, cell in enumerate(row):
            if geo.visible(c) and _kind(cell, in_play, all_seas) in ("sea", "offsea", "void"):
                wdraw.polygon(geo.corners(r, c, 0.6), fill=255)
    masks = {rid: _mask(geo, lay.regions[rid]) for rid in sorted(provinces)}
    stripes = Image.new("L", (geo.width, geo.height), 0)
    sdraw = ImageDraw.Draw(stripes)
    for k in range(-geo.height, geo.width, 14):
        sdraw.line([(k, geo.height), (k + geo.height, 0)], fill=255, width=5)
    index = Image.new("L", (geo.width, geo.height), 0)
    order = tuple(sorted(provinces))
    for i, rid in enumerate(order):
        offset, mask = masks[rid]
        index.paste(i + 1, (*offset, offset[0] + mask.width, offset[1] + mask.height), mask)
    names = Image.new("RGBA", (geo.width, geo.height), (0, 0, 0, 0))
    ndraw = ImageDraw.Draw(names)
    radius = geo.radius
    label_boxes: dict[str, Box] = {}
    label_lines: dict[str, tuple[str, ...]] = {}
    # provinces first, the narrowest label spaces first: they have the fewest ways to fit
    for rid in sorted(provinces, key=lambda rid: (places[rid].label_width, rid)) + sorted(seas):
        place = places[rid]
        lx, ly = place.label
        sea = rid in seas
        name = ("★ " if rid in capitals else "") + region_name(rid, lang)
        width = place.label_width * (1.5 if sea else 1.3)
        # the name stays inside its strip of the picture (never cut where the strips overlap)
        sx0, _, sx1, _ = geo.strip_box(strip[rid])
        sx0, sx1 = sx0 + 6, sx1 - 6
        # a sea's name may move to another of its hexagons; a province's stays over its tokens,
        # unless it fits there only cut: then it moves to another of its hexagons
        passes = [[(lx, ly), *place.slots]] if sea else [[(lx, ly)], list(place.slots)]
        chosen = None
        dry = None  # a sea's name that fits but not wholly on water: the last resort
        # a capital's star keeps to its name's first line
        candidates = [(fnt, ("★ " + lines[1], *lines[2:]) if lines[0] == "★" and len(lines) > 1 else lines)
                      for fnt, lines in _name_candidates(name, width, SEA_NAME_MAX if sea else NAME_MAX, NAME_MIN, geo.hex_w * 3.6)]
        whole = [(fnt, lines) for fnt, lines in candidates if not any(line.endswith("…") for line in lines)]
        tries = [(fnt, lines, centres) for centres in passes for fnt, lines in whole]
        tries += [] if whole else [(fnt, lines, passes[0]) for fnt, lines in candidates]
        for fnt, lines, centres in tries:
            for cx, cy in centres:
                centre = (cx, cy if sea else cy - radius * 0.45 - (line_height(fnt) / 2 if len(lines) > 1 else 0))
                points, box = _text_block(ndraw, centre, lines, fnt, 0 if sea else NAME_STROKE)
                shift = max(0.0, sx0 - box[0]) or min(0.0, sx1 - box[2])
                if shift:  # a name at its strip's edge (the Atlantic islands) moves inwards
                    points, box = _text_block(ndraw, (centre[0] + shift, centre[1]), lines, fnt, 0 if sea else NAME_STROKE)
                inside = box[0] >= sx0 and box[1] >= 0 and box[2] <= sx1 and box[3] <= geo.height
                if chosen is None:
                    chosen = (fnt, points, box)
                if inside and not any(overlaps(box, other) for other in label_boxes.values()):
                    if not sea or _on_water(water, box):
                        chosen = (fnt, points, box)
                        break
                    dry = dry or (fnt, points, box)
            else:
                continue
            break
        else:
            chosen = dry or (fnt, points, box)  # nowhere free: the smallest at the last place (tests fail)
        assert chosen is not None
        fnt, points, box = chosen
        if not sea:  # a light plate: the name reads on any province colour, at 400 px too
            ndraw.rounded_rectangle(box, radius=4, fill=(255, 255, 255, NAME_PLATE))
        for xy, line in points:
            if sea:
                draw_text(ndraw, xy, line, fnt, SEA_TEXT, "mm")
            else:
                ndraw.text(xy, line, font=fnt, fill=WHITE, anchor="mm", stroke_width=NAME_STROKE, stroke_fill=WHITE)
                draw_text(ndraw, xy, line, fnt, INK, "mm")
        label_boxes[rid] = box
        label_lines[rid] = tuple(line for _, line in points)
    pieces = tuple((box[:2], names.crop(box)) for box in _disjoint(list(label_boxes.values()), names.size))
    spots = {rid: _spots(geo, places[rid]) for rid in sorted(in_play)}
    veils = []
    for i in range(geo.strip_count):
        veil = Image.new("L", (geo.width, geo.height), 0)
        vdraw = ImageDraw.Draw(veil)
        for rid in sorted(in_play):
            if strip[rid] != i:
                for r, c in _visible_cells(geo, lay.regions[rid]):
                    vdraw.polygon(geo.corners(r, c, 0.6), fill=VEIL)
                if rid in label_boxes:  # its name, cut by the strip's edge: all but hidden
                    vdraw.rectangle(label_boxes[rid], fill=VEIL_NAME)
        for rid, box in label_boxes.items():  # this strip's names stay clear where they spill over
            if strip[rid] == i:
                vdraw.rectangle(box, fill=0)
        veils.append(veil.crop(geo.strip_box(i)))
    return BaseMap(
        geo, img, masks, {k: tuple(v) for k, v in outlines.items()}, places, stripes, index, order, pieces, label_boxes, spots, label_lines,
        strip, tuple(veils),
    )


#: how strongly (of 255) a region shown in the other strip is veiled with the paper's colour
VEIL = 170
VEIL_NAME = 225


def _on_water(water: Image.Image, box: Box) -> bool:
    """Whether the box lies on sea hexagons (or off the board) only: 15 points of it, its
    corners included, are water in ``water`` ("L", 255 = water)."""
    x0, y0, x1, y1 = box
    for fx in (0.0, 0.25, 0.5, 0.75, 1.0):
        for fy in (0.0, 0.5, 1.0):
            x = min(water.width - 1, max(0, int(x0 + (x1 - x0) * fx)))
            y = min(water.height - 1, max(0, int(y0 + (y1 - y0) * fy)))
            if water.getpixel((x, y)) != 255:
                return False
    return True


def _spots(geo: Geometry, place: RegionPlaces) -> tuple[tuple[float, float], ...]:
    """Where a region's tokens may go, best first: under its name, then in its other hexagons
    (centre, then left / right / above / below the centre), nearest first."""
    lx, ly = place.label
    r = geo.radius
    w = geo.hex_w
    out = [(lx, ly + r * 0.45), (lx - w * 0.3, ly + r * 0.45), (lx + w * 0.3, ly + r * 0.45)]
    if place.label_width > w * 1.7:  # a two-hexagon label: both lower halves
        out += [(lx - w * 0.55, ly + r * 0.45), (lx + w * 0.55, ly + r * 0.45)]
    for x, y in place.slots:
        out += [(x, y), (x - w * 0.25, y), (x + w * 0.25, y), (x, y - r * 0.35), (x, y + r * 0.35)]
    out += [(lx - w * 0.3, ly + r * 0.7), (lx + w * 0.3, ly + r * 0.7), (lx, ly + r * 0.75)]
    # then a finer grid over every hexagon of the region
    label_cell = geo.centre(*place.label_cell)
    for x, y in [label_cell, *place.slots]:
        for dy in (0.45, 0.0, -0.45, 0.75):
            for dx in (0.0, -0.3, 0.3):
                point = (x + dx * w, y + dy * r)
                if point not in out:
                    out.append(point)
    return tuple(out)


def _disjoint(boxes: list[tuple[float, float, float, float]], size: tuple[int, int]) -> list[tuple[int, int, int, int]]:
    """``boxes`` grown to whole pixels (1 more around), clipped to ``size``, and merged until no
    two overlap (so that pasting each piece once composites every pixel once)."""
    merged = [(max(0, int(x0) - 1), max(0, int(y0) - 1), min(size[0], int(x1) + 2), min(size[1], int(y1) + 2)) for x0, y0, x1, y1 in boxes]
    changed = True
    while changed:
        changed = False
        for i in range(len(merged)):
            for j in range(i + 1, len(merged)):
                a, b = merged[i], merged[j]
                if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                    merged[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                    del merged[j]
                    changed = True
                    break
            if changed:
                break
    return sorted(merged)


def _draw_edge(draw: ImageDraw.ImageDraw, segment, kind: str, other: str) -> None:
    kinds = {kind, other}
    if kinds == {"sea"} or kinds == {"sea", "offsea"}:
        (x0, y0), (x1, y1) = segment
        # a dashed look: the middle of the edge only
        draw.line([(x0 + (x1 - x0) * 0.25, y0 + (y1 - y0) * 0.25), (x0 + (x1 - x0) * 0.75, y0 + (y1 - y0) * 0.75)], fill=SEA_BORDER, width=2)
    elif "land" in kinds and ("sea" in kinds or "offsea" in kinds):
        draw.line(segment, fill=COAST, width=3)
    elif "land" in kinds:
        draw.line(segment, fill=BORDER, width=2)
    elif "wild" in kinds and ("sea" in kinds or "offsea" in kinds):
        draw.line(segment, fill=COAST, width=2)
    elif "void" in kinds and "sea" in kinds:
        draw.line(segment, fill=darker(SEA, 0.8), width=1)


def _dashed(draw: ImageDraw.ImageDraw, a, b, fill: RGB, width: int, dash: float) -> None:
    (x0, y0), (x1, y1) = a, b
    length = math.hypot(x1 - x0, y1 - y0)
    steps = max(1, int(length // dash))
    for i in range(0, steps, 2):
        t0, t1 = i / steps, min(1.0, (i + 1) / steps)
        draw.line([(x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0), (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1)], fill=fill, width=width)


def _nearest_pair(geo: Geometry, a: Region, b: Region):
    pairs = [(geo.centre(*ca), geo.centre(*cb)) for ca in a.cells for cb in b.cells if geo.visible(ca[1]) and geo.visible(cb[1])]
    return min(pairs, key=lambda p: (math.dist(*p), p))


def _visible_cells(geo: Geometry, region: Region) -> list[tuple[int, int]]:
    return [cell for cell in region.cells if geo.visible(cell[1])]


def _places(geo: Geometry, lay: Layout, region: Region, cols: tuple[int, int] | None = None) -> RegionPlaces:
    """Where ``region``'s name and tokens go, in its hexagons of columns ``cols`` (its strip of
    the picture; all its visible hexagons when None or when none is there)."""
    cells = _visible_cells(geo, region)
    if cols is not None:
        cells = [cell for cell in cells if cols[0] <= cell[1] <= cols[1]] or cells
    points = [geo.centre(*cell) for cell in cells]
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    if region.at is not None and region.at in cells:
        label_cell = region.at
    else:
        label_cell = min(cells, key=lambda cell: (math.dist(geo.centre(*cell), (cx, cy)), cell))
    lx, ly = geo.centre(*label_cell)
    hex_w = geo.hex_w
    width = hex_w * 0.96
    r, c = label_cell
    right = (r, c + 1)
    others = [cell for cell in cells if cell != label_cell]
    if right in cells and len(cells) > 2:
        # a two-hexagon label: centred on the shared edge
        lx += hex_w / 2
        width = hex_w * 1.9
        others.remove(right)
    elif all(_nameless(lay, cell) or cell in cells for cell in ((r, c - 1), right)):
        # no other province's name on either side: the name may spill over
        width = hex_w * 1.6
    slots = sorted(others, key=lambda cell: (math.dist(geo.centre(*cell), (lx, ly)), cell))
    return RegionPlaces((lx, ly), width, label_cell, tuple(geo.centre(*cell) for cell in slots))


def _nameless(lay: Layout, cell: tuple[int, int]) -> bool:
    """No province name is printed on ``cell`` (sea, land of no province, off the board)."""
    r, c = cell
    if not (0 <= r < lay.rows and 0 <= c < lay.cols):
        return True
    rid = lay.grid[r][c]
    return rid is None or rid == WILD_CODE or lay.regions[rid].sea


def _mask(geo: Geometry, region: Region) -> tuple[tuple[int, int], Image.Image]:
    polys = [geo.corners(r, c, 0.6) for r, c in _visible_cells(geo, region)]
    xs = [x for poly in polys for x, _ in poly]
    ys = [y for poly in polys for _, y in poly]
    x0, y0 = int(min(xs)) - 2, int(min(ys)) - 2
    mask = Image.new("L", (int(max(xs)) - x0 + 3, int(max(ys)) - y0 + 3), 0)
    mdraw = ImageDraw.Draw(mask)
    for poly in polys:
        mdraw.polygon([(x - x0, y - y0) for x, y in poly], fill=255)
    return (x0, y0), mask.filter(ImageFilter.MinFilter(5))


# ---- pieces ---------------------------------------------------------------------------------------
def _house(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB) -> None:
    """A city: a house of size ``s`` centred on (x, y)."""
    h = s / 2
    draw.polygon([(x - h, y), (x, y - h), (x + h, y)], fill=fill)
    draw.rectangle((x - h * 0.7, y, x + h * 0.7, y + h), fill=fill)


def _caravan(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB) -> None:
    """A caravan: a laden bale (rounded square)."""
    h = s * 0.42
    draw.rounded_rectangle((x - h, y - h, x + h, y + h), radius=s * 0.15, fill=fill)
    draw.line([(x - h, y), (x + h, y)], fill=WHITE, width=max(1, int(s / 9)))


def _market(draw: ImageDraw.ImageDraw, x: float, y: float, s: float) -> None:
    """A market: a coin."""
    h = s * 0.45
    draw.ellipse((x - h, y - h, x + h, y + h), fill=MARKET, outline=darker(MARKET, 0.6), width=max(1, int(s / 8)))


def _temple(draw: ImageDraw.ImageDraw, x: float, y: float, s: float) -> None:
    """A temple: a pediment on three columns."""
    h = s / 2
    draw.polygon([(x - h, y - h * 0.3), (x, y - h), (x + h, y - h * 0.3)], fill=TEMPLE)
    for dx in (-0.65, 0.0, 0.65):
        draw.rectangle((x + dx * h - s * 0.08, y - h * 0.3, x + dx * h + s * 0.08, y + h * 0.75), fill=TEMPLE)
    draw.rectangle((x - h, y + h * 0.75, x + h, y + h), fill=TEMPLE)


def _tower(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB) -> None:
    """A fortress: a crenellated tower of size ``s`` centred on (x, y)."""
    h = s / 2
    edge = darker(fill, 0.5) if sum(fill) > 150 else WHITE
    draw.rectangle((x - h * 0.7, y - h * 0.45, x + h * 0.7, y + h), fill=fill, outline=edge, width=2)
    for dx in (-0.7, -0.1, 0.5):
        draw.rectangle((x + dx * h, y - h, x + (dx + 0.2) * h + 1, y - h * 0.45), fill=fill, outline=edge, width=2)


def _boat(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB, count: int | None, text_size: int) -> None:
    """A trireme: a hull with a sail; ``count`` is written on the hull."""
    h = s / 2
    edge = darker(fill, 0.45) if sum(fill) > 150 else WHITE
    draw.polygon([(x - h, y - h * 0.05), (x + h, y - h * 0.05), (x + h * 0.65, y + h * 0.7), (x - h * 0.65, y + h * 0.7)], fill=fill, outline=edge, width=2)
    draw.polygon([(x - h * 0.1, y - h * 0.2), (x - h * 0.1, y - h), (x + h * 0.55, y - h * 0.2)], fill=WHITE, outline=edge, width=2)
    if count is not None:
        draw_text(draw, (x, y + h * 0.33), str(count), font(max(INFO_FONT, text_size), True), readable_on(fill), "mm")


def _legion_disc(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB, count: int, neutral: bool) -> None:
    """A side's legions: a disc in its colour with the count; neutral sides get a dashed ring."""
    h = s / 2
    # a dark side (Atlantis' black) gets a white rim: it reads on its dark province
    ring = WHITE if neutral or sum(fill) < 200 else darker(fill, 0.5)
    draw.ellipse((x - h, y - h, x + h, y + h), fill=fill, outline=ring, width=3)
    if neutral:
        draw.arc((x - h + 4, y - h + 4, x + h - 4, y + h - 4), 0, 360, fill=darker(fill, 0.6), width=1)
    draw_text(draw, (x, y + 1), str(count), font(max(INFO_FONT, int(s * 0.62)), True), readable_on(fill), "mm")


def _force_colour(force: ForceView) -> RGB:
    return colour_of(force.colour)


#: Mythology, Hercules (D21): the gold of the badge on the legion disc of his declared legion
HERCULES_GOLD: RGB = MARKET
#: the badge's centre and size, in disc sizes (upper right of the disc)
HERCULES_AT = (0.5, -0.42)
HERCULES_SIZE = 0.8


def _hercules_badge(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, glyph: str) -> None:
    """Mythology, Hercules (D21): on a legion disc of size ``s`` centred on (x, y), a gold ring
    and, at its upper right, a gold diamond (a creature's shape in the hero's gold) with the
    initial of the creature the legion acts as."""
    h = s / 2
    draw.ellipse((x - h - 1, y - h - 1, x + h + 1, y + h + 1), outline=HERCULES_GOLD, width=5)
    bx, by = x + HERCULES_AT[0] * s, y + HERCULES_AT[1] * s
    b = HERCULES_SIZE * s / 2
    draw.polygon([(bx, by - b), (bx + b, by), (bx, by + b), (bx - b, by)], fill=HERCULES_GOLD, outline=darker(HERCULES_GOLD, 0.45), width=2)
    draw_text(draw, (bx, by + 1), glyph, font(max(INFO_FONT, int(b * (1.25 if len(glyph) == 1 else 0.9))), True), INK, "mm")


def _draw_force(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, force: ForceView, hercules: str = "") -> None:
    """A side's legions (disc), fortresses (tower) and unlaunched triremes (boat) at size ``s``;
    ``hercules``: the initial of the creature Hercules' declared legion acts as (D21), drawn as a
    badge on the disc, "" for none."""
    fill = _force_colour(force)
    neutral = force.seat is None
    if force.legions:
        _legion_disc(draw, x, y, s, fill, force.legions, neutral)
        if force.fortresses:
            _tower(draw, x - s * 0.42, y + s * 0.3, s * 0.5, fill)
        if hercules:
            _hercules_badge(draw, x, y, s, hercules)
    elif force.fortresses:
        _tower(draw, x, y, s * 0.8, fill)
        if force.fortresses > 1:
            draw_text(draw, (x + s * 0.42, y + s * 0.3), str(force.fortresses), font(max(INFO_FONT, int(s * 0.4)), True), INK, "mm")
    if force.triremes:
        beside = bool(force.legions or force.fortresses)
        bx, by = (x + s * 0.42, y + s * 0.32) if beside else (x, y)
        bs = _beside_boat(s) if beside else s
        _boat(draw, bx, by, bs, fill, force.triremes, INFO_FONT)


def _beside_boat(s: float) -> float:
    """The size of the boat of unlaunched triremes beside a legion disc of size ``s``: big
    enough for its count (INFO_FONT)."""
    return max(s * 0.55, 24.0)


# ---- buildings and goods --------------------------------------------------------------------------
def _pill_items(province: ProvinceView) -> list[tuple[str, str | int]]:
    """What the province's pill shows, in order: ("city", built cities), one ("caravan", good)
    per resource site with a caravan and ("site", good) per site without one, ("market", 1),
    ("temple", 1)."""
    items: list[tuple[str, str | int]] = []
    cities = sum(1 for s in province.cities if s.built)
    if cities:
        items.append(("city", cities))
    for site in province.caravans:
        items.append(("caravan" if site.built else "site", site.name))
    if province.market:
        items.append(("market", 1))
    if province.temple:
        items.append(("temple", 1))
    return items


def _occupier(province: ProvinceView) -> int | None:
    """The seat whose legions occupy a building of the province (outlines the pill)."""
    seats = [s.occupied_by for s in [*province.cities, *province.caravans] if s.built and s.occupied_by is not None]
    seats += [seat for seat in (province.market_occupied_by, province.temple_occupied_by) if seat is not None]
    return seats[0] if seats else (province.occupied_by if province.occupied_by is not None else None)


#: a pill's icon size at scale 1 (px): its good's glyph is INFO_FONT (read at 400 px)
PILL_ICON = 18.0


def _pill_size(items, k: float) -> tuple[float, float, list[float]]:
    """(width, height, item widths) of a pill drawn at scale ``k``."""
    icon = PILL_ICON * k
    widths = [icon + (_count_width(int(n)) * k + 1 if kind == "city" and int(n) > 1 else 0) for kind, n in items]
    gap = 3.0 * k
    return sum(widths) + gap * (len(widths) - 1) + 8 * k, icon + 6 * k, widths


@functools.cache
def _count_width(n: int) -> float:
    """Width in pixels of the count ``n`` beside a city of the pill (scale 1)."""
    return font(INFO_FONT, True).getlength(str(n))


def _good(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, good: str, built: bool) -> None:
    """A good: its glyph on a brown tile when a caravan stands on the site, bare otherwise."""
    glyph = GOOD_GLYPHS.get(good, good[:1].upper())
    if built:
        h = s / 2
        draw.rounded_rectangle((x - h, y - h, x + h, y + h), radius=max(2.0, s * 0.2), fill=CARAVAN)
        draw_text(draw, (x, y + 0.5), glyph, font(max(INFO_FONT, int(s * 0.78)), True), WHITE, "mm")
    else:
        draw_text(draw, (x, y + 0.5), glyph, font(max(INFO_FONT, int(s * 0.85)), True), CARAVAN, "mm")


def _draw_pill(draw: ImageDraw.ImageDraw, cx: float, cy: float, k: float, items, outline_seat: int | None, seat_colours: dict[int, RGB]) -> None:
    """The white pill of buildings and goods centred on (cx, cy), at scale ``k``."""
    total, h, widths = _pill_size(items, k)
    icon = PILL_ICON * k
    outline = seat_colours.get(outline_seat, INK_SOFT) if outline_seat is not None else LINE
    draw.rounded_rectangle(
        (cx - total / 2, cy - h / 2, cx + total / 2, cy + h / 2), radius=h / 2, fill=WHITE, outline=outline, width=3 if outline_seat is not None else 1
    )
    x = cx - total / 2 + 4 * k
    for (kind, n), w in zip(items, widths):
        ix = x + icon / 2
        if kind == "city":
            _house(draw, ix, cy, icon, CITY)
            if int(n) > 1:
                draw_text(draw, (x + icon + 1, cy + 1), str(n), font(max(INFO_FONT, int(14 * k)), True), INK, "lm")
        elif kind in ("caravan", "site"):
            _good(draw, ix, cy, icon, str(n), kind == "caravan")
        elif kind == "market":
            _market(draw, ix, cy, icon)
        else:
            _temple(draw, ix, cy, icon)
        x += w + 3.0 * k


def _fleet(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB, count: int) -> None:
    """A side's triremes at sea: a boat of size ``s`` with the count."""
    _boat(draw, x, y, s, fill, count, int(s * 0.42))


def _creature(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB, glyph: str, neutral: bool) -> None:
    """Mythology: a side's creatures: a diamond of size ``s`` in its colour with the kind's initial
    in the reader's language and the count when more than one ("T", "K2"); a neutral's has a
    white rim, like its legions."""
    h = s / 2
    pts = [(x, y - h), (x + h, y), (x, y + h), (x - h, y)]
    # a dark rim round a white one: the diamond stands out on any occupation stripes (without it
    # the Phoenix, yellow on yellow and blue stripes, is almost invisible)
    draw.polygon([(x, y - h - 2), (x + h + 2, y), (x, y + h + 2), (x - h - 2, y)], fill=INK)
    draw.polygon(pts, fill=fill, outline=WHITE if neutral or sum(fill) < 200 else darker(fill, 0.5), width=3)
    draw_text(draw, (x, y + 1), glyph, font(max(INFO_FONT, int(s * (0.56 if len(glyph) == 1 else 0.42))), True), readable_on(fill), "mm")


def _creature_extent(s: float) -> Box:
    return (-0.5 * s - 3, -0.5 * s - 3, 0.5 * s + 3, 0.5 * s + 3)


def creature_letter(kind: str, lang: str) -> str:
    """The mark of a creature ``kind`` on the map, the legend and Hercules' badge: its initial in
    ``lang``, or the catalog's ``mn-board-creature-letter-<kind>`` where the initial is also a
    civilization's letter in the panel (in English or Italian) and could be read as one (issue
    18): the Behemoth's "B" (Babylon) is "Bh", the Centaur's "C" (Carthage) "Ce", the Griffin's
    "G" (Greece) "Gr"; the key names every mark on the map (tests/render/test_mare_nostrum_creatures.py
    checks that no mark is a civilization's letter)."""
    special = f"mn-board-creature-letter-{kind}"
    if i18n.has(special, lang):
        return tr(lang, special)
    return tr(lang, f"mn-creature-{kind}")[:1].upper()


def _creature_glyph(force: ForceView, lang: str) -> str:
    letter = creature_letter(force.creature, lang) if force.creature else "?"
    return letter + (str(force.creatures) if force.creatures > 1 else "")


def _hercules_glyph(force: ForceView, lang: str) -> str:
    """The initial, in ``lang``, of the creature Hercules' legion of ``force`` acts as (D21), ""
    when the force has none (or no legion left to carry it)."""
    if not force.hercules or not force.legions:
        return ""
    return creature_letter(force.hercules, lang)


def hercules_glyph(view: MareNostrumView, lang: str) -> str:
    """The initial of the first (by province) Hercules legion of the view (the legend's entry
    shows it), "" when no legion is tagged."""
    return next((g for p in sorted(view.provinces, key=lambda p: p.id) for f in p.forces if (g := _hercules_glyph(f, lang))), "")


def _badge(draw: ImageDraw.ImageDraw, x: float, y: float, r: float, fill: RGB, glyph: str) -> None:
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=WHITE, width=2)
    draw_text(draw, (x, y + 1), glyph, font(int(r * 1.3), True), readable_on(fill), "mm")


# ---- token placement ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Placed:
    """One thing printed on the map: ``kind`` ("name", "pill", "force", "fleet", "war",
    "converting", "creature"), the region it belongs to and its box (x0, y0, x1, y1) in map pixels."""

    kind: str
    region: str
    box: Box


class _Placer:
    """Puts each token at the first spot where its box covers no name, no other token and stays
    on the map (boxes are kept in buckets of BUCKET px for the look-ups)."""

    BUCKET = 64

    def __init__(self, width: int, height: int, placed: Iterable[Placed] = (), gap: float = 0.0) -> None:
        """``placed``: what is already printed (the names), which tokens keep ``gap`` px clear of
        where they can (:meth:`place`)."""
        self.width = width
        self.height = height
        self.placed: list[Placed] = []
        self._buckets: dict[tuple[int, int], list[Box]] = {}
        self._near: dict[tuple[int, int], list[Box]] = {}  # the names grown by the gap
        for item in placed:
            self._add(item)
            x0, y0, x1, y1 = item.box
            near = (x0 - gap, y0 - gap, x1 + gap, y1 + gap)
            for key in self._keys(near):
                self._near.setdefault(key, []).append(near)

    def _keys(self, box: Box):
        b = self.BUCKET
        for i in range(int(box[0] // b), int(box[2] // b) + 1):
            for j in range(int(box[1] // b), int(box[3] // b) + 1):
                yield i, j

    def _add(self, item: Placed) -> None:
        self.placed.append(item)
        for key in self._keys(item.box):
            self._buckets.setdefault(key, []).append(item.box)

    def free(self, box: Box, near: bool = False) -> bool:
        """Whether ``box`` is on the map and covers nothing placed (``near``: nor comes within
        the gap of a name)."""
        # the hot loop of a board (thousands of tries): _keys inlined, the box unpacked once
        x0, y0, x1, y1 = box
        if x0 < 0 or y0 < 0 or x1 > self.width or y1 > self.height:
            return False
        b = self.BUCKET
        get = (self._near if near else self._buckets).get
        rows = range(int(y0 // b), int(y1 // b) + 1)
        for i in range(int(x0 // b), int(x1 // b) + 1):
            for j in rows:
                for ox0, oy0, ox1, oy1 in get((i, j), ()):
                    if x0 < ox1 and ox0 < x1 and y0 < oy1 and oy0 < y1:
                        return False
        return True

    def place(
        self, kind: str, region: str, spots: Iterable[tuple[float, float]], sizes: list[tuple[float, Box]], fallback: Iterable[tuple[float, float]] = (),
        inside: Callable[[float, float, Box, bool], bool] | None = None, fine: Callable[[], list[tuple[float, float]]] | None = None,
        xlim: tuple[float, float] | None = None,
    ) -> tuple[float, float, float]:
        """(x, y, size) for a token whose box at ``size`` is ``extent`` around its point: for each
        (size, extent) of ``sizes`` (largest first) each of ``spots`` in turn, then over the
        points of ``fine`` (a finer grid of the region), then the same over the ``fallback``
        spots and last rings round the first spot; the first spot at the smallest size when none
        is free (the overlap tests then fail).  ``inside``: whether a box stands in the token's
        province (units stand inside their province, so they are read as its), required of ``spots`` and
        ``fine``; ``xlim``: the box stays between these x (the region's strip of the picture)."""
        spots = list(spots)
        fine_points: list[tuple[float, float]] | None = None

        def fine_group() -> list[tuple[float, float]]:
            nonlocal fine_points
            if fine_points is None:
                fine_points = fine() if fine else []
            return fine_points

        # in its province with the gap from the names, then without it, then only its point in
        # the province, then beside the province
        groups = ((lambda: spots, True, True), (fine_group, True, True), (lambda: spots, True, False), (fine_group, True, False),
                  (lambda: spots, False, False), (fine_group, False, False),
                  (lambda: list(fallback), None, True), (lambda: list(fallback), None, False), (lambda: _rings(spots[0]), None, False))
        lo, hi = xlim if xlim is not None else (0.0, float(self.width))
        for make, whole, near in groups:
            if whole is not None and inside is None:
                whole = None
            group = make()
            for size, (x0, y0, x1, y1) in sizes:
                for x, y in group:
                    box = (x + x0, y + y0, x + x1, y + y1)
                    if box[0] >= lo and box[2] <= hi and self.free(box) and (not near or self.free(box, True)) \
                            and (whole is None or inside(x, y, box, whole)):  # type: ignore[misc]
                        self._add(Placed(kind, region, box))
                        return x, y, size
        size, (x0, y0, x1, y1) = sizes[-1]
        x, y = spots[0]
        self._add(Placed(kind, region, (x + x0, y + y0, x + x1, y + y1)))
        return x, y, size


@functools.cache
def _ring_offsets() -> tuple[tuple[float, float], ...]:
    """Offsets within 4 base hexagons (184 px, on either board: the tokens that need them
    are no smaller on the Mythology map), every 6 px, nearest first (the last resort of a token)."""
    reach = HEX_W * 4.0
    steps = range(-int(reach // 6), int(reach // 6) + 1)
    points = [(i * 6.0, j * 6.0) for i in steps for j in steps if math.hypot(i * 6, j * 6) <= reach]
    return tuple(sorted(points, key=lambda p: (math.hypot(*p), p)))


def _rings(origin: tuple[float, float]) -> list[tuple[float, float]]:
    """Points around ``origin``, nearest first: where a token goes when its region is full
    (next to it, over a neighbouring sea or province)."""
    ox, oy = origin
    return [(ox + dx, oy + dy) for dx, dy in _ring_offsets()]


def _force_extent(force: ForceView, s: float) -> Box:
    """The box of :func:`_draw_force` at size ``s`` around its point (1 px of margin; Hercules'
    badge included when the legions carry it)."""
    if force.legions:
        bs = _beside_boat(s)
        left = -0.68 * s if force.fortresses else -0.5 * s
        right = max(0.42 * s + bs / 2, 0.5 * s) if force.triremes else 0.5 * s
        bottom = max(0.58 * s, 0.32 * s + 0.36 * bs) if (force.fortresses or force.triremes) else 0.5 * s
        top = -0.5 * s
        if force.hercules:  # the gold ring (1 px out) and the badge at the upper right
            left, bottom = min(left, -0.5 * s - 1), max(bottom, 0.5 * s + 1)
            right = max(right, (HERCULES_AT[0] + HERCULES_SIZE / 2) * s + 1)
            top = (HERCULES_AT[1] - HERCULES_SIZE / 2) * s - 1
        return (left - 1, top - 1, right + 1, bottom + 1)
    if force.fortresses:
        bs = _beside_boat(s)
        right = 0.4 * s
        if force.fortresses > 1:
            right = max(right, 0.42 * s + font(max(INFO_FONT, int(s * 0.4)), True).getlength(str(force.fortresses)) / 2)
        bottom = 0.55 * s
        if force.triremes:
            right, bottom = max(right, 0.42 * s + bs / 2), max(bottom, 0.32 * s + 0.36 * bs)
        return (-0.4 * s - 1, -0.5 * s - 1, right + 1, bottom + 1)
    return (-0.5 * s - 1, -0.5 * s - 1, 0.5 * s + 1, 0.36 * s + 1)


def _boat_extent(s: float) -> Box:
    return (-0.5 * s - 1, -0.5 * s - 1, 0.5 * s + 1, 0.36 * s + 1)


#: the clear gap (px) a fleet at sea keeps from the names and the other tokens: a stack of
#: triremes touching a sea's name read as one with it ("Oceano Atlantico")
FLEET_GAP = 4


def _fleet_extent(s: float) -> Box:
    x0, y0, x1, y1 = _boat_extent(s)
    return (x0 - FLEET_GAP, y0 - FLEET_GAP, x1 + FLEET_GAP, y1 + FLEET_GAP)


@functools.lru_cache(maxsize=512)
def _neighbour_spots(geo: Geometry, rid: str, in_play: frozenset[str]) -> tuple[tuple[float, float], ...]:
    """Centres of the visible hexagons next to region ``rid`` that belong to no region in play
    (a last resort for a crowded small province)."""
    lay = layout()
    out: list[tuple[float, float]] = []
    for r, c in lay.regions[rid].cells:
        for nr, nc in neighbours(r, c):
            if 0 <= nr < lay.rows and 0 <= nc < lay.cols and geo.visible(nc) and lay.grid[nr][nc] not in in_play:
                x, y = geo.centre(nr, nc)
                for dx, dy in ((0.0, 0.0), (-0.3, 0.0), (0.3, 0.0), (0.0, -0.45), (0.0, 0.45)):
                    point = (x + dx * geo.hex_w, y + dy * geo.radius)
                    if point not in out:
                        out.append(point)
    return tuple(out)


@dataclass(frozen=True)
class _Token:
    kind: str
    region: str
    x: float
    y: float
    size: float
    draw: Callable[[ImageDraw.ImageDraw, float, float, float], None]


#: the tokens' sizes (px, largest first), the same on both boards (discs of one size,
#: their counts at least INFO_FONT): legion discs (more than two sides in a province: the
#: smaller ones), fleets at sea, and Mythology's creature diamonds, bigger than a legion disc
#: so the diamond and its initial show at 400 px
FORCE_SIZES = (30, 26, 23, 20)
FORCE_SIZES_CROWDED = (26, 23, 20)
FLEET_SIZES = (34, 30, 27)
FLEET_SIZES_CROWDED = (30, 27)
CREATURE_SIZES = (36, 32, 28)
#: radius of the "at war" and "converting" badges (was 11)
BADGE_R = 14


def _inside(base: BaseMap, rid: str) -> Callable[[float, float, Box, bool], bool]:
    """Whether a token drawn at (x, y) with box ``box`` stands in province ``rid``: its point and,
    ``whole``, the points a quarter of its box's width either side are on the province (its
    eroded mask in ``base.index``)."""
    pixels = base.index.load()
    assert pixels is not None
    n = base.provinces.index(rid) + 1
    w, h = base.index.size

    def check(x: float, y: float, box: Box, whole: bool = True) -> bool:
        cy = int(y)
        if not 0 <= cy < h:
            return False
        quarter = (box[2] - box[0]) / 4 if whole else 0.0
        for px in (int(x), int(x - quarter), int(x + quarter)):
            if not 0 <= px < w or pixels[px, cy] != n:
                return False
        return True

    return check


def _fine(base: BaseMap, rid: str, step: int = 6) -> Callable[[], list[tuple[float, float]]]:
    """The points every ``step`` px on province ``rid`` (its mask), nearest its name first."""
    def points() -> list[tuple[float, float]]:
        (ox, oy), mask = base.masks[rid]
        pixels = mask.load()
        assert pixels is not None
        lx, ly = base.places[rid].label
        out = [(ox + x, oy + y) for y in range(0, mask.height, step) for x in range(0, mask.width, step) if pixels[x, y]]
        return sorted(out, key=lambda p: (math.dist(p, (lx, ly)), p))

    return points


def _place_tokens(view: MareNostrumView, base: BaseMap, seat_colours: dict[int, RGB], lang: str = "en") -> tuple[list[_Token], list[Placed]]:
    """Where every token of the view goes (names are fixed first)."""
    geo = base.geometry
    in_play = frozenset(base.places)
    # tokens keep NAME_GAP px from the names: a name read alone, not glued to a pill
    placer = _Placer(geo.width, geo.height, [Placed("name", rid, box) for rid, box in sorted(base.label_boxes.items())], NAME_GAP)
    tokens: list[_Token] = []

    def xlim(rid: str) -> tuple[float, float]:
        x0, _, x1, _ = geo.strip_box(base.strip.get(rid, 0))
        return x0 + 2.0, x1 - 2.0

    provinces = sorted(view.provinces, key=lambda p: (len(base.spots[p.id]), p.id))
    for province in provinces:
        rid = province.id
        spots = base.spots[rid]
        outside = _neighbour_spots(geo, rid, in_play)
        inside, fine, lim = _inside(base, rid), _fine(base, rid), xlim(rid)
        # creatures are tokens of their own (below)
        # Hercules' legion (D21) first: the badge makes its token larger, and it must stay in its province
        forces = sorted((f for f in province.forces if f.legions or f.fortresses or f.triremes), key=lambda f: not (f.hercules and f.legions))
        disc_sizes = FORCE_SIZES if len(forces) < 3 else FORCE_SIZES_CROWDED
        for force in forces:
            sizes = [(float(k), _force_extent(force, k)) for k in disc_sizes]
            x, y, s = placer.place("force", rid, spots, sizes, outside, inside, fine, lim)
            tokens.append(_Token("force", rid, x, y, s, functools.partial(_draw_force, force=force, hercules=_hercules_glyph(force, lang))))
        for force in (f for f in province.forces if f.creatures):
            sizes = [(float(k), _creature_extent(k)) for k in CREATURE_SIZES]
            x, y, s = placer.place("creature", rid, spots, sizes, outside, inside, fine, lim)
            tokens.append(_Token("creature", rid, x, y, s, functools.partial(
                _creature, fill=_force_colour(force), glyph=_creature_glyph(force, lang), neutral=force.seat is None)))
        # the buildings' pill after the units (units stand inside their province; a
        # pill may go beside it when the province is full)
        items = _pill_items(province)
        if items:
            sizes = []
            for k in (1.0, 0.9, 0.8):
                w, h, _ = _pill_size(items, k)
                sizes.append((k, (-w / 2 - 2, -h / 2 - 2, w / 2 + 2, h / 2 + 2)))
            x, y, k = placer.place("pill", rid, spots, sizes, outside, inside, fine, lim)
            occupier = _occupier(province)
            tokens.append(_Token("pill", rid, x, y, k, functools.partial(_draw_pill, items=items, outline_seat=occupier, seat_colours=seat_colours)))
        x0, y0, x1, y1 = base.label_boxes[rid]
        cy = (y0 + y1) / 2
        d = BADGE_R + 1
        badge_spots = [(x1 + d, cy), (x0 - d, cy), (x1 + d, cy - d), (x0 - d, cy - d), *spots]
        r, e = BADGE_R, BADGE_R + 1
        if province.at_war:
            x, y, _ = placer.place("war", rid, badge_spots, [(r, (-e, -e, e, e)), (11, (-12, -12, 12, 12))], outside, xlim=lim)
            tokens.append(_Token("war", rid, x, y, r, functools.partial(_badge, fill=WAR, glyph="⚔")))
        if province.converting_by is not None:
            colour = seat_colours.get(province.converting_by, UNKNOWN_COLOUR)
            x, y, _ = placer.place("converting", rid, badge_spots, [(r, (-e, -e, e, e)), (11, (-12, -12, 12, 12))], outside, xlim=lim)
            tokens.append(_Token("converting", rid, x, y, r, functools.partial(_badge, fill=colour, glyph="⚑")))
    for sea in sorted(view.seas, key=lambda s: s.id):
        fleets = [f for f in sea.forces if f.triremes]
        fleet_sizes = FLEET_SIZES if len(fleets) < 4 else FLEET_SIZES_CROWDED
        lim = xlim(sea.id)
        for fleet in fleets:
            sizes = [(float(k), _fleet_extent(k)) for k in fleet_sizes]
            x, y, s = placer.place("fleet", sea.id, base.spots[sea.id], sizes, xlim=lim)
            colour = _force_colour(fleet)
            tokens.append(_Token("fleet", sea.id, x, y, s, functools.partial(_fleet, fill=colour, count=fleet.triremes)))
        for force in (f for f in sea.forces if f.creatures):  # a Kraken at sea
            sizes = [(float(k), _creature_extent(k)) for k in CREATURE_SIZES]
            x, y, s = placer.place("creature", sea.id, base.spots[sea.id], sizes, xlim=lim)
            tokens.append(_Token("creature", sea.id, x, y, s, functools.partial(
                _creature, fill=_force_colour(force), glyph=_creature_glyph(force, lang), neutral=force.seat is None)))
    return tokens, placer.placed


# ---- the map --------------------------------------------------------------------------------------
def _province_fill(province: ProvinceView) -> RGB | None:
    if province.owner_colour is None and province.owner_civ is None:
        return None
    colour = colour_of(province.owner_colour)
    return lighter(colour, 0.7 if province.owner is None else 0.3)


def _base_of(view: MareNostrumView, lang: str) -> BaseMap:
    return base_map(
        frozenset(p.id for p in view.provinces),
        frozenset(s.id for s in view.seas),
        frozenset(p.id for p in view.provinces if p.capital_of),
        i18n.normalize_locale(lang),
    )


def map_boxes(view: MareNostrumView, lang: str = "en") -> list[Placed]:
    """Every name and token printed on the map of ``view`` with its box (map pixels): the
    renderer guarantees that no two overlap when there is room (tests check it)."""
    base = _base_of(view, lang)
    return _place_tokens(view, base, seat_colours(view.players), lang)[1]


def _draw_map(view: MareNostrumView, seat_colours: dict[int, RGB], lang: str) -> tuple[Image.Image, BaseMap]:
    base = _base_of(view, lang)
    img = base.image.copy()
    # the influence colours, all provinces at once: a colour per index, painted where one is set
    fills = {p.id: _province_fill(p) for p in view.provinces}
    luts: list[list[int]] = [[0] * 256 for _ in range(4)]  # R, G, B, mask
    for i, rid in enumerate(base.provinces):
        fill = fills.get(rid)
        if fill is not None:
            for band, value in zip(luts, (*fill, 255)):
                band[i + 1] = value
    if any(luts[3]):
        coloured = Image.merge("RGB", [base.index.point(lut) for lut in luts[:3]])
        img.paste(coloured, (0, 0), base.index.point(luts[3]))
    for province in sorted(view.provinces, key=lambda p: p.id):
        offset, mask = base.masks[province.id]
        if province.occupied_by is not None:
            stripes = base.stripes.crop((offset[0], offset[1], offset[0] + mask.width, offset[1] + mask.height))
            img.paste(
                seat_colours.get(province.occupied_by, UNKNOWN_COLOUR),
                (*offset, offset[0] + mask.width, offset[1] + mask.height),
                ImageChops.multiply(mask, stripes),
            )
    draw = ImageDraw.Draw(img)
    mn_last.mark_map(draw, view, base, seat_colours)  # what just happened, under the rest
    # the last battle's place: a broad orange outline, under the red one of a war still going on
    battle_place = view.battle.place if view.battle else None
    if battle_place in base.outlines:
        for segment in base.outlines[battle_place]:
            draw.line(segment, fill=BATTLE, width=8)
    for province in sorted(view.provinces, key=lambda p: p.id):
        if province.at_war:
            for segment in base.outlines[province.id]:
                draw.line(segment, fill=WAR, width=4)
    tokens, placed = _place_tokens(view, base, seat_colours, lang)
    mn_last.mark_pieces(draw, view, placed)  # frames under the buildings just built
    for token in tokens:
        token.draw(draw, token.x, token.y, token.size)
    for xy, piece in base.names:
        img.paste(piece, xy, piece)
    return img, base


# ---- the panel ------------------------------------------------------------------------------------
#: the panel's sizes.  The picture is at most 666 px wide (two strips of the map
#: stacked), so shown 400 px wide on a phone every size is divided by about 1.65: the information
#: is drawn at INFO_FONT (14 px) or more (a capital height of 6 px there or more), the civilization
#: and the counts at 18-20 px (about 8 px there), the key at KEY_FONT (12 px) or more
PANEL_ROW = 34
NEUTRAL_ROW = 30
HEADER_FONT = 20
PROMPT_FONT = 17
EXTRA_FONT = 15
ROLE_FONT = 16
CARDS_FONT = 15
CIV_FONT = 19
HOLDER_FONT = 15
COUNT_FONT = 19
#: a god card held (face up: its power is ready) -- a gold chip beside the roles; used: grey
GOD_CHIP: RGB = lighter(MARKET, 0.45)
GOD_CHIP_USED: RGB = PANEL
GOD_FONT = 15


def _civ_name(view: MareNostrumView, civ: str, lang: str) -> str:
    fallback = next((p.civilization_name for p in view.players if p.civilization == civ), None)
    return name_of(lang, "mn-civ", civ, fallback)


def _seat_name(view: MareNostrumView, seat: int | None, lang: str, neutral: str | None = None) -> str:
    if seat is None:
        return tr(lang, "mn-board-neutral-civ", civ=_civ_name(view, neutral, lang)) if neutral else tr(lang, "mn-board-neutral")
    for player in view.players:
        if player.seat == seat:
            return _civ_name(view, player.civilization, lang)
    return tr(lang, "common-player-n", n=seat + 1)


def _seat_label(view: MareNostrumView, seat: int, names: list[str] | None, lang: str) -> str:
    """"Egypt (alice)": the civilization and, when known, the seat holder's name."""
    civ = _seat_name(view, seat, lang)
    return tr(lang, "mn-board-seat-holder", civ=civ, name=names[seat]) if names is not None and 0 <= seat < len(names) else civ


def _header_text(view: MareNostrumView, names: list[str] | None, lang: str = "en") -> tuple[str, str]:
    phase = tr(lang, f"mn-board-phase-{view.phase}") if i18n.has(f"mn-board-phase-{view.phase}") else pretty(view.phase)
    left = tr(lang, "mn-board-turn", turn=view.turn, phase=phase)
    if view.phase == "over" or view.winners:
        winners = [_seat_label(view, s, names, lang) for s in view.winners]
        return left, tr(lang, "mn-board-winner", names=winners, n=len(winners)) if winners else tr(lang, "mn-board-game-over")
    who = ", ".join(_seat_label(view, s, names, lang) for s in view.prompt.seats)
    # a seat named in the prompt ({pN}): its holder's name, else its civilization
    seat_names = {p.seat: _seat_name(view, p.seat, lang) for p in view.players}
    if names is not None:
        seat_names.update(enumerate(names))
    prompt_id = f"mn-prompt-{view.prompt.kind}"
    if isinstance(view.prompt.text, str) and view.prompt.text and i18n.has(prompt_id):
        text = tr(lang, prompt_id)  # an engine that still writes the prompt in English
    else:
        text = i18n.render(view.prompt.text, lang, seat_names) if view.prompt.text else ""
    if who and text:
        return left, tr(lang, "mn-board-awaiting", who=who, what=text)
    return left, f"▶ {who}" if who else text


def _good_name(card: str, lang: str) -> str:
    return name_of(lang, "mn-good", card)


def _dice(dice: list[int], fixed: int = 0, lang: str = "en") -> str:
    """``[6 3]``; Mythology, with ``fixed`` > 0: the first ``fixed`` dice are Hamilcar's automatic
    ones (D33), named apart from the dice rolled: ``[Hamilcar: 4 4 · 5]``."""
    if fixed <= 0:
        return "[" + " ".join(str(d) for d in dice) + "]"
    auto, rolled = " ".join(str(d) for d in dice[:fixed]), " ".join(str(d) for d in dice[fixed:])
    return tr(lang, "mn-board-dice-fixed", fixed=auto, rolled=rolled) if rolled else tr(lang, "mn-board-dice-all-fixed", fixed=auto)


def _battle_line(view: MareNostrumView, lang: str) -> str | None:
    """The last battle in one line: the sides, their final dice (after Ajax's rerolls, D37;
    Hamilcar's automatic dice named, D33), totals and losses; a Greek Blockade's battle (D40-D47,
    the Greek attacking out of its turn) says so.  While Mars' holder has not answered yet
    (``battle.mars``), the losses are not known: "?" and who may still add 6."""
    battle = view.battle
    if battle is None:
        return None
    kind = "mn-board-blockade-battle" if battle.blockade else "mn-board-naval-battle" if battle.naval else "mn-board-battle"
    waiting = battle.mars is not None
    line = tr(
        lang,
        kind,
        place=region_name(battle.place, lang),
        attacker=_seat_name(view, battle.attacker, lang),
        defender=_seat_name(view, battle.defender, lang, battle.defender_neutral),
        # rules 3: every bonus the log's score line adds ("[6] + 1 Hannibal"), as the log says
        attacker_dice=_dice(battle.attacker_dice, battle.attacker_fixed, lang) + mn_last.terms_text(battle.attacker_terms, lang),
        defender_dice=_dice(battle.defender_dice, battle.defender_fixed, lang) + mn_last.terms_text(battle.defender_terms, lang),
        attacker_total=str(battle.attacker_total),
        defender_total=str(battle.defender_total),
        attacker_losses="?" if waiting else str(battle.attacker_losses),
        defender_losses="?" if waiting else str(battle.defender_losses),
    )
    if battle.mars is not None:
        line += " · " + tr(lang, "mn-board-battle-mars", holder=_seat_name(view, battle.mars, lang))
    return line


def _extra_lines(view: MareNostrumView, lang: str = "en") -> list[str]:
    """Trade, last battle and supply, one line each (public information only)."""
    lines: list[str] = []
    trade = view.trade
    if trade is not None and view.phase == "commerce":
        parts = [tr(lang, "mn-board-trade", director=_seat_name(view, trade.director, lang))]
        if trade.announced is not None:
            parts.append(tr(lang, "mn-board-trade-announced", n=trade.announced))
        if not trade.revealed and trade.participants:
            sealed = [_seat_name(view, s, lang) for s in trade.offered]
            parts.append(tr(lang, "mn-board-trade-sealed", seats=sealed if sealed else tr(lang, "mn-board-nobody-yet")))
        if trade.revealed:
            offers = "; ".join(
                f"{_seat_name(view, s, lang)}: {', '.join(_good_name(c, lang) for c in cards) or '-'}" for s, cards in sorted(trade.offers.items())
            )
            parts.append(offers)
            taken = [f"{_seat_name(view, s, lang)} {n}" for s, n in sorted(trade.taken_counts.items()) if n]
            if taken:
                parts.append(tr(lang, "mn-board-trade-taken", list=taken))
            if trade.to_take is not None:
                parts.append(tr(lang, "mn-board-trade-next", seat=_seat_name(view, trade.to_take, lang)))
        lines.append(" · ".join(parts))
    battle = _battle_line(view, lang)
    if battle is not None:
        lines.append(battle)
    if view.supply:
        items = [
            tr(lang, f"mn-board-supply-{k}", n=v) if i18n.has(f"mn-board-supply-{k}") else f"{k} {v}" for k, v in sorted(view.supply.items())
        ]
        lines.append(tr(lang, "mn-board-supply", list=items))
    return lines


def _neutral_colours(view: MareNostrumView) -> dict[str, RGB]:
    """Neutral civilization -> its colour (from its provinces and units on the map)."""
    out: dict[str, RGB] = {}
    for province in view.provinces:
        if province.neutral is not None and province.owner_colour:
            out.setdefault(province.neutral, colour_of(province.owner_colour))
        for force in province.forces:
            if force.seat is None and force.neutral:
                out.setdefault(force.neutral, colour_of(force.colour))
    return {civ: out.get(civ, UNKNOWN_COLOUR) for civ in view.neutrals}


def _draw_panel(view: MareNostrumView, width: int, seat_colours: dict[int, RGB], names: list[str] | None, lang: str) -> Image.Image:
    """The panel under the map, ``width`` px wide: the header (turn and phase, then what is
    awaited), a row per player and per neutral civilization, the trade, battle and supply lines,
    the key."""
    extra = [fit_text(line, width - 2 * MARGIN - 4, 4 * line_height(font(EXTRA_FONT)), EXTRA_FONT, INFO_FONT, False, 4)
             for line in _extra_lines(view, lang)]
    neutrals = _neutral_colours(view)
    legend = _legend(width, lang, _goods_on_map(view), view.victory_target or 4, view.expansion == "mythology", view.roles_victory or 0,
                     hercules_glyph(view, lang), _creatures_on_map(view))
    left, right = _header_text(view, names, lang)
    head_font = font(HEADER_FONT, True)
    prompt_font, prompt = fit_text(right, width - 2 * MARGIN, 3 * line_height(font(PROMPT_FONT, True)), PROMPT_FONT, INFO_FONT, True, 3)
    header_h = 8 + line_height(head_font) + (line_height(prompt_font) * len(prompt) if right else 0) + 10
    neutral_h, neutral_fit = _neutral_row(width, lang)
    extra_h = sum(line_height(fnt) * len(lines) + 6 for fnt, lines in extra) + (8 if extra else 0)
    rows = {p.seat: _role_lines(p, width, lang) for p in view.players}
    heights = {p.seat: _row_height(rows[p.seat]) for p in view.players}
    height = header_h + sum(heights.values()) + neutral_h * len(neutrals) + extra_h + legend.height + 16
    img = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, width, header_h - 6), fill=PANEL)
    y0 = 8
    draw_text(draw, (MARGIN, y0 + line_height(head_font) / 2), left, head_font, INK, "lm")
    if right:
        draw_lines(draw, (MARGIN, y0 + line_height(head_font), width - MARGIN, header_h - 8), prompt_font, prompt, INK, "left", "top")
    prompted = set(view.prompt.seats) if not view.winners else set(view.winners)
    y = header_h
    for player in sorted(view.players, key=lambda p: p.seat):
        holder = names[player.seat] if names is not None and 0 <= player.seat < len(names) else None
        over = view.phase == "over" or bool(view.winners)
        _draw_player_row(draw, view, player, holder, y, width, player.seat in prompted, player.seat in view.done_seats and not over,
                         seat_colours, lang, winner=over and player.seat in view.winners, role_lines=rows[player.seat])
        y += heights[player.seat]
    for civ, colour in neutrals.items():
        pale = lighter(colour, 0.7)
        x = MARGIN + 22
        draw.rounded_rectangle((x, y + 4, x + 34, y + NEUTRAL_ROW - 4), radius=6, fill=pale, outline=colour, width=2)
        name = _civ_name(view, civ, lang)
        draw_text(draw, (x + 17, y + NEUTRAL_ROW / 2), name[:1], font(16, True), readable_on(pale), "mm")
        x += 44
        draw_fitted(draw, (x, y + 2, x + 146, y + NEUTRAL_ROW - 2), name, INK, CIV_FONT - 2, INFO_FONT, bold=True, max_lines=1, align="left")
        with text_role("key"):  # what a neutral civilization is: an explanation, like the key's
            fnt, lines = neutral_fit
            draw_lines(draw, (NEUTRAL_TEXT_X, y + 4, width - MARGIN, y + neutral_h - 4), fnt, lines, INK_SOFT, "left", "center")
        y += neutral_h
    if extra:
        y += 4
        for fnt, lines in extra:
            h = line_height(fnt) * len(lines)
            draw_lines(draw, (MARGIN + 4, y + 3, width - MARGIN, y + 3 + h), fnt, lines, INK, "left", "top")
            y += h + 6
    img.paste(legend, (0, y + 6))
    return img


#: where a neutral civilization's row explains what it is (after its chip and name)
NEUTRAL_TEXT_X = MARGIN + 22 + 44 + 150


def _neutral_row(width: int, lang: str) -> tuple[int, tuple]:
    """(height, (font, lines)) of a neutral civilization's row: its sentence, a key text, on up
    to two lines at KEY_FONT or more (on one line it would shrink to 4 px on a phone)."""
    fnt, lines = fit_text(tr(lang, "mn-board-neutral-row"), width - NEUTRAL_TEXT_X - MARGIN, 2 * line_height(font(KEY_FONT + 1)),
                          KEY_FONT + 1, KEY_FONT, False, 2)
    return max(NEUTRAL_ROW, line_height(fnt) * len(lines) + 8), (fnt, lines)


#: where the roles (and Mythology's god chips) and the heroes and Wonders start in a player's
#: row, under the civilization's name; the height of each line of roles and of the heroes' line
ROLES_X = MARGIN + 66
ROLE_LINE = 24

#: one line of a row's roles and gods: ("roles", text) for the roles it holds, ("god", text) for
#: a gold chip, ("god-used", text) for a grey one
RoleLine = list[tuple[str, str]]


def _role_lines(player: PlayerView, width: int, lang: str) -> list[RoleLine]:
    """The roles held and the gods held (Mythology) of ``player``'s row, packed into lines of the
    panel's ``width`` at their full sizes (ROLE_FONT, GOD_FONT): a role or a chip that does not fit
    on a line starts the next one, so that they keep their size on a phone.  [] when none."""
    roles = sorted(player.roles, key=lambda r: ROLE_ORDER.index(r) if r in ROLE_ORDER else len(ROLE_ORDER))
    names = [name_of(lang, "mn-role", r) + ("," if i < len(roles) - 1 else "") for i, r in enumerate(roles)]
    items = [("roles", n) for n in names]
    items += [("god-used" if g in player.gods_used else "god",
               tr(lang, "mn-board-god-used" if g in player.gods_used else "mn-board-god", god=name_of(lang, "mn-god", g))) for g in player.gods]
    # then the heroes and Wonders held, in the row's last line when they fit there
    cards = [*(name_of(lang, "mn-hero", h) for h in player.heroes), *(name_of(lang, "mn-wonder", w) for w in player.wonders)]
    items += [("cards", n + ("," if i < len(cards) - 1 else "")) for i, n in enumerate(cards)]
    role_font, chip_font, cards_font = font(ROLE_FONT, True), font(GOD_FONT, True), font(CARDS_FONT)
    room = width - ROLES_X - MARGIN
    lines: list[RoleLine] = []
    used = 0.0
    for kind, text in items:
        w = role_font.getlength(text) if kind == "roles" else cards_font.getlength(text) if kind == "cards" else chip_font.getlength(text) + 16
        last = lines[-1][-1][0] if lines and lines[-1] else None
        gap = (role_font if kind == "roles" else cards_font).getlength(" ") if kind == last in ("roles", "cards") else 10 if last == "roles" else 8
        if lines and used + gap + w <= room:
            if kind == last in ("roles", "cards"):
                lines[-1][-1] = (kind, lines[-1][-1][1] + " " + text)
            else:
                lines[-1].append((kind, text))
            used += gap + w
        else:
            lines.append([(kind, text)])
            used = w
    return lines


def _row_height(lines: list[RoleLine]) -> int:
    """A player's row height: PANEL_ROW and a ROLE_LINE per line of roles, gods, heroes and Wonders."""
    return PANEL_ROW + ROLE_LINE * len(lines) + 4


def _draw_player_row(
    draw, view: MareNostrumView, player: PlayerView, holder: str | None, y: int, width: int, prompted: bool, done: bool, seat_colours, lang: str,
    winner: bool = False, role_lines: list[RoleLine] | None = None,
) -> None:
    """One player (``holder``: the seat holder's display name, if known): a highlighted row with
    an arrow when its decision is awaited, a check mark when it already built / moved this phase;
    at the game's end (``winner``) the winners' rows highlighted, no turn marks; ``role_lines``:
    its roles and gods (:func:`_role_lines`, computed when not given).  First line: the colour,
    civilization, holder, cards in hand and heroes + Wonders towards victory; then the roles and
    gods; then the heroes and Wonders held."""
    colour = seat_colours[player.seat]
    civ = _civ_name(view, player.civilization, lang)
    if role_lines is None:
        role_lines = _role_lines(player, width, lang)
    row_h = _row_height(role_lines)
    mid = y + PANEL_ROW / 2
    if winner or prompted:
        draw.rectangle((0, y + 2, width, y + row_h - 2), fill=lighter(HIGHLIGHT, 0.55))
    if prompted and not winner:
        draw_text(draw, (MARGIN - 4, mid), "▶", font(18, True), INK, "lm")
    elif done and not winner:
        draw_text(draw, (MARGIN - 4, mid), "✓", font(18, True), INK_SOFT, "lm")
    x = MARGIN + 20
    draw.rounded_rectangle((x, y + 5, x + 36, y + PANEL_ROW - 3), radius=6, fill=colour, outline=darker(colour, 0.5), width=2)
    draw_text(draw, (x + 18, mid + 1), civ[:1], font(18, True), readable_on(colour), "mm")
    # the counts, right-aligned: cards in hand, then heroes + Wonders (or role cards) towards victory
    count_font = font(COUNT_FONT, True)
    target = f"{len(player.roles)}/{view.roles_victory}" if view.roles_victory else f"{player.cards_towards_victory}/{view.victory_target or 4}"
    tx = width - MARGIN - count_font.getlength(target)
    draw_text(draw, (tx, mid), target, count_font, INK, "lm")
    draw_text(draw, (tx - 4, mid), "♛" if view.roles_victory else "★", count_font, darker(MARKET, 0.9), "rm")
    hand = str(player.hand_size)
    hx = tx - 34 - count_font.getlength(hand)
    draw_text(draw, (hx, mid), hand, count_font, INK, "lm")
    _cards_icon(draw, hx - 30, mid, 13)
    # the civilization and its holder (a name in ink, at the info size: grey at 5 px is not read on a phone)
    nx = ROLES_X
    room = hx - 36 - nx
    civ_font, civ_lines = fit_text(civ, int(room), PANEL_ROW, CIV_FONT, INFO_FONT, True, 1)
    draw_text(draw, (nx, mid), civ_lines[0], civ_font, INK, "lm")
    if holder is not None:
        hx0 = nx + civ_font.getlength(civ_lines[0]) + 8
        hold_font, hold_lines = fit_text(holder, int(max(20, hx - 36 - hx0)), PANEL_ROW, HOLDER_FONT, INFO_FONT, False, 1)
        draw_text(draw, (hx0, mid + 1), hold_lines[0], hold_font, INK, "lm")
    # Mythology: the god held, a gold chip (face up, power ready) or a grey one (face down, used)
    chip_font = font(GOD_FONT, True)
    for i, line in enumerate(role_lines):
        cy = y + PANEL_ROW + i * ROLE_LINE + ROLE_LINE / 2
        cx: float = ROLES_X
        for kind, text in line:
            if kind in ("roles", "cards"):
                bold = kind == "roles"
                size = ROLE_FONT if bold else CARDS_FONT
                fnt, fitted = fit_text(text, int(width - cx - MARGIN), ROLE_LINE, size, INFO_FONT, bold, 1)  # shrinks only past the edge
                draw_text(draw, (cx, cy), fitted[0], fnt, INK if bold else INK_SOFT, "lm")
                cx += fnt.getlength(fitted[0]) + 10
                continue
            used = kind == "god-used"
            w = chip_font.getlength(text) + 16
            fill = GOD_CHIP_USED if used else GOD_CHIP
            draw.rounded_rectangle((cx, cy - 11, cx + w, cy + 11), radius=11, fill=fill, outline=darker(MARKET, 0.6) if not used else LINE, width=2)
            draw_text(draw, (cx + w / 2, cy + 1), text, chip_font, INK if not used else INK_SOFT, "mm")
            cx += w + 8


def _cards_icon(draw: ImageDraw.ImageDraw, x: float, cy: float, h: float = 22) -> None:
    """Two stacked cards (the public hand size), ``h`` half-height, about ``h`` wide from ``x``."""
    k = h / 22
    draw.rounded_rectangle((x, cy - h + 10 * k, x + 30 * k, cy + h - 2 * k), radius=3, fill=WHITE, outline=INK, width=2)
    draw.rounded_rectangle((x + 6 * k, cy - h + 6 * k, x + 36 * k, cy + h - 6 * k), radius=3, fill=(250, 240, 214), outline=INK, width=2)


# ---- the legend -----------------------------------------------------------------------------------
def _creatures_on_map(view: MareNostrumView) -> tuple[str, ...]:
    """Mythology: the kinds of creature whose mark is on the map, standing there or on Hercules'
    badge (D21): each mark gets a key entry."""
    forces = [f for p in view.provinces for f in p.forces] + [f for s in view.seas for f in s.forces]
    kinds = {f.creature for f in forces if f.creatures and f.creature}
    kinds |= {f.hercules for f in forces if f.hercules and f.legions}
    return tuple(sorted(kinds))


def _goods_on_map(view: MareNostrumView) -> tuple[str, ...]:
    return tuple(sorted({site.name for p in view.provinces for site in p.caravans}))


#: the legend's text size and row height; its symbols are drawn LEGEND_SCALE times their first
#: size: shown 400 px wide (the picture is at most 666 px wide) the text's capital height keeps
#: 5.4 px or more, above the key's minimum of 5 px
LEGEND_FONT = 13
LEGEND_ROW = 24
LEGEND_SCALE = 0.8
#: the radius of the key's badges (px): their glyph is KEY_FONT
LEGEND_BADGE = 9.5


def _legend_symbols(k: float = LEGEND_SCALE, hercules: str = "H") -> list[tuple[str, Callable[[ImageDraw.ImageDraw, float, float], None]]]:
    """(label id suffix, drawing of the symbol centred on (x, y)) for every map and panel symbol,
    ``k`` times the size of the first legend; ``hercules``: the creature initial on Hercules'
    legion badge."""
    def hercules_legion(d, x, y):
        s = 16 * k  # the disc and its badge within the symbol's width
        _legion_disc(d, x - 4 * k, y + 3 * k, s, INK_SOFT, 1, False)
        _hercules_badge(d, x - 4 * k, y + 3 * k, s, hercules)

    def stripes(d, x, y):
        for i in range(3):
            d.line([(x - 9 * k + i * 7 * k, y + 9 * k), (x + i * 7 * k, y - 9 * k)], fill=INK_SOFT, width=3)

    def war(d, x, y):  # the red outline of a province at war, with its badge
        r = 13.0
        d.polygon([(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in (-30, 30, 90, 150, 210, 270)],
                  fill=LAND, outline=WAR, width=3)
        _badge(d, x, y, LEGEND_BADGE, WAR, "⚔")

    def hexagon(fill, edge, width=1):
        def draw(d, x, y):
            r = 11 * k
            d.polygon([(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in (-30, 30, 90, 150, 210, 270)],
                      fill=fill, outline=edge, width=width)
        return draw

    return [
        ("city", lambda d, x, y: _house(d, x, y, 18 * k, CITY)),
        ("caravan", lambda d, x, y: _good(d, x, y, 18 * k, "grain", True)),
        ("site", lambda d, x, y: _good(d, x, y, 18 * k, "grain", False)),
        ("market", lambda d, x, y: _market(d, x, y, 18 * k)),
        ("temple", lambda d, x, y: _temple(d, x, y, 18 * k)),
        ("fortress", lambda d, x, y: _tower(d, x, y, 18 * k, INK_SOFT)),
        ("creature", lambda d, x, y: _creature(d, x, y, 22 * k, INK_SOFT, "", False)),
        ("hercules", hercules_legion),
        ("legions", lambda d, x, y: _legion_disc(d, x, y, 22 * k, INK_SOFT, 2, False)),
        ("neutral-legions", lambda d, x, y: _legion_disc(d, x, y, 22 * k, lighter(INK_SOFT, 0.3), 1, True)),
        ("triremes", lambda d, x, y: _boat(d, x, y, 22 * k, INK_SOFT, None, 10)),
        ("war", war),
        ("battle", hexagon(LAND, BATTLE, 3)),
        ("occupied", stripes),
        ("converting", lambda d, x, y: _badge(d, x, y, LEGEND_BADGE, INK_SOFT, "⚑")),
        ("capital", lambda d, x, y: draw_text(d, (x, y), "★", font(int(18 * k), True), INK, "mm")),
        ("strait", lambda d, x, y: _dashed(d, (x - 11 * k, y + 6 * k), (x + 11 * k, y - 6 * k), BORDER, 3, 5)),
        ("filler", hexagon(WILD, BORDER)),
        ("cards", lambda d, x, y: _small_cards(d, x, y, k)),
        ("victory", lambda d, x, y: draw_text(d, (x, y), "★", font(int(20 * k), True), darker(MARKET, 0.9), "mm")),
        ("roles-victory", lambda d, x, y: draw_text(d, (x, y), "♛", font(int(20 * k), True), darker(MARKET, 0.9), "mm")),
        ("awaited", lambda d, x, y: draw_text(d, (x, y), "▶", font(int(18 * k), True), INK, "mm")),
        ("done", lambda d, x, y: draw_text(d, (x, y), "✓", font(int(20 * k), True), INK_SOFT, "mm")),
    ]


def _small_cards(draw: ImageDraw.ImageDraw, x: float, y: float, k: float = 1.0) -> None:
    """The cards-in-hand symbol, legend size (``k`` times)."""
    draw.rounded_rectangle((x - 10 * k, y - 7 * k, x + 4 * k, y + 10 * k), radius=2, fill=WHITE, outline=INK, width=2)
    draw.rounded_rectangle((x - 5 * k, y - 10 * k, x + 9 * k, y + 7 * k), radius=2, fill=(250, 240, 214), outline=INK, width=2)


#: legend entries drawn only with the Mythology expansion
MYTH_LEGEND = frozenset({"creature"})


def legend_entries(lang: str, target: int = 4, myth: bool = False, roles_target: int = 0, hercules: bool = False) -> list[tuple[str, str]]:
    """(symbol key, label) of the legend's symbols in order (see :func:`_legend`); Hercules'
    legion (D21) only when ``hercules`` (some legion on the map carries his badge)."""
    skip = {"victory"} if roles_target else {"roles-victory"}
    if not myth:
        skip |= MYTH_LEGEND
    if not hercules:
        skip.add("hercules")
    return [(key, tr(lang, f"mn-board-legend-{key}", n=roles_target if key == "roles-victory" else target))
            for key, _ in _legend_symbols() if key not in skip]


@functools.lru_cache(maxsize=16)
def _legend(width: int, lang: str, goods: tuple[str, ...], target: int = 4, myth: bool = False, roles_target: int = 0,
            hercules: str = "", creatures: tuple[str, ...] = ()) -> Image.Image:
    """The legend (every symbol, then the goods on the map), wrapped into rows of ``width``;
    ``target``: heroes + Wonders that win (4; Mythology's long variant 5); ``myth``: the
    expansion's symbols too (creatures); ``roles_target``: the role cards that win in Mythology's
    3 role cards variant (then it replaces the heroes + Wonders entry), else 0; ``hercules``:
    the creature initial of Hercules' legion on the map (D21; its entry only then), else "";
    ``creatures``: the kinds of creature on the map, each with its letter and name."""
    fnt = font(LEGEND_FONT)
    symbols = dict(_legend_symbols(hercules=hercules or "H"))
    entries: list[tuple[Callable | None, str]] = [
        (symbols[key], text) for key, text in legend_entries(lang, target, myth, roles_target, bool(hercules))
    ]
    symbol_w = 24 * LEGEND_SCALE
    rows: list[list[tuple[Callable | None, str, float]]] = [[]]
    x: float = MARGIN + 4

    def add(draw, text):
        nonlocal x
        w = (symbol_w + 4 if draw is not None else 0) + fnt.getlength(text) + 14
        if rows[-1] and x + w > width - MARGIN:
            rows.append([])
            x = MARGIN + 4
        rows[-1].append((draw, text, x))
        x += w

    for draw, text in entries:
        add(draw, text)
    for kind in creatures:
        name = tr(lang, f"mn-creature-{kind}")
        add(lambda d, cx, cy, g=creature_letter(kind, lang): _creature(d, cx, cy, 22 * LEGEND_SCALE, INK_SOFT, g, False), name)
    if goods:
        rows.append([])
        x = MARGIN + 4
        add(None, tr(lang, "mn-board-legend-goods"))
        for good in goods:
            add(lambda d, gx, gy, good=good: _good(d, gx, gy, 18 * LEGEND_SCALE, good, True), _good_name(good, lang))
    img = Image.new("RGB", (width, LEGEND_ROW * len(rows) + 4), PAPER)
    d = ImageDraw.Draw(img)
    with text_role("key"):
        for i, row in enumerate(rows):
            cy = i * LEGEND_ROW + LEGEND_ROW // 2
            for draw, text, x0 in row:
                tx = x0
                if draw is not None:
                    draw(d, x0 + symbol_w / 2, cy)
                    tx += symbol_w + 4
                draw_text(d, (tx, cy), text, fnt, INK if draw is not None else INK, "lm")
    return img


# ---- output ---------------------------------------------------------------------------------------
@functools.cache
def _palette() -> Image.Image:
    """A fixed palette (:func:`render.common.fixed_palette`) of every colour the board uses,
    with the edge shades of anti-aliased text for each background it is written on: quantizing
    to it (no dithering) is several times faster than encoding the RGB picture and halves the PNG."""
    civ = sorted(set(COLOURS.values()) | {UNKNOWN_COLOUR})
    land = [LAND, WILD] + [lighter(c, f) for c in civ for f in (0.3, 0.7)]
    fills = [PAPER, PANEL, SEA, SEA_OFF, WHITE, lighter(HIGHLIGHT, 0.55), (250, 240, 214), GOD_CHIP, *land]
    inks = [INK, INK_SOFT, LINE, COAST, BORDER, SEA_BORDER, SEA_TEXT, WAR, BATTLE, CITY, CARAVAN, MARKET, TEMPLE, darker(SEA, 0.8)]
    inks += civ + [darker(c, f) for c in civ for f in (0.45, 0.5, 0.6)] + [darker(MARKET, 0.6), darker(MARKET, 0.9)]
    pairs = [(fill, ink) for fill in (PAPER, PANEL, lighter(HIGHLIGHT, 0.55), WHITE) for ink in (INK, INK_SOFT)] + [(GOD_CHIP, INK)]
    pairs += [(fill, WHITE) for fill in land + [WAR]]  # the white stroke around the province names
    pairs += [(c, readable_on(c)) for c in civ] + [(SEA, SEA_TEXT), (SEA_OFF, SEA_TEXT), (SEA, WHITE), (WHITE, CARAVAN), (CARAVAN, WHITE)]
    fills, inks, pairs = fills + list(mn_last.PALETTE_FILLS), inks + list(mn_last.PALETTE_INKS), pairs + list(mn_last.PALETTE_PAIRS)
    return fixed_palette(fills + inks, pairs, shades=5)


# ---- entry points ---------------------------------------------------------------------------------
def seat_colours(players: Iterable[PlayerView]) -> dict[int, RGB]:
    """Seat -> RGB of its civilization colour."""
    return {p.seat: colour_of(p.colour) for p in players}


def render_board(view: MareNostrumView, names: list[str] | None = None, *, lang: str = "en") -> bytes:
    """PNG bytes of the public board drawn from ``view`` (a :class:`MareNostrumView`);
    ``names``: the seat holders' display names by seat, shown beside the civilizations;
    ``lang``: "en" or "it" (any other value: English), every label from the catalogs.

    Only public fields are drawn: a seat's own ``hand`` and ``trade.my_offer`` are ignored, so the
    channel's view and any seat's view give the same picture.  Raises KeyError if the view names
    a province or sea that ``render/data/mare_nostrum_layout.yaml`` does not place.
    CPU-bound (tens of ms once the static map is cached): call it off the event loop."""
    lang = i18n.normalize_locale(lang)
    colours = seat_colours(view.players)
    board, base = _draw_map(view, colours, lang)
    return _board_png(view, board, base, colours, names, lang)


def render_pictures(view: MareNostrumView, names: list[str] | None = None, *, lang: str = "en") -> tuple[bytes, bytes | None]:
    """``(render_board(view, ...), render_detail(view, ...))`` with the map drawn once: the
    same two pictures (pixel for pixel) for about two thirds of the CPU when there is a close-up."""
    lang = i18n.normalize_locale(lang)
    colours = seat_colours(view.players)
    board, base = _draw_map(view, colours, lang)
    return _board_png(view, board, base, colours, names, lang), _detail_png(view, board, base, names, lang)


def picture_strips(board: Image.Image, base: BaseMap) -> Image.Image:
    """The map part of the board picture (made for a phone): the strips of the drawn
    map ``board`` (not changed; :meth:`Geometry.strip_box`) stacked west first, STRIP_GAP px
    apart, each left-aligned, the regions shown in another strip veiled.  A point of the map
    lands at :meth:`Geometry.to_picture`."""
    geo = base.geometry
    out = Image.new("RGB", (geo.picture_width, geo.strip_count * (geo.height + STRIP_GAP) - STRIP_GAP), PAPER)
    for i in range(geo.strip_count):
        piece = board.crop(geo.strip_box(i))
        if i < len(base.veils):
            piece.paste(PAPER, (0, 0), base.veils[i])
        out.paste(piece, (0, i * (geo.height + STRIP_GAP)))
        if i:
            y = i * (geo.height + STRIP_GAP) - STRIP_GAP // 2 - 1
            ImageDraw.Draw(out).line([(0, y), (out.width, y)], fill=COAST, width=2)
    return out


def picture_point(base: BaseMap, region: str, x: float, y: float) -> tuple[float, float]:
    """Map pixel (x, y), of ``region``'s part of the map, as drawn in the board picture: in the
    region's strip (:func:`picture_strips`; a point of the overlap is drawn in both strips, and
    veiled in the strip the region is not shown in)."""
    return base.geometry.to_picture(base.strip.get(region, 0), x, y)


#: the widest board picture (px): shown 400 px wide, INFO_FONT keeps a 6 px capital height
PICTURE_MAX_W = 666


def _board_png(view: MareNostrumView, board: Image.Image, base: BaseMap, colours: dict[int, RGB], names: list[str] | None, lang: str) -> bytes:
    """The board picture from the drawn map ``board`` (not changed): the map's strips, the
    latest moves' strip when there are any, the panel."""
    strips = picture_strips(board, base)
    panel = _draw_panel(view, strips.width, colours, names, lang)
    strip = mn_last.last_strip(view, strips.width, lang)  # "Last: ..."; None: no space taken
    top = strips.height + (strip.height if strip is not None else 0)
    out = Image.new("RGB", (strips.width, top + panel.height), PAPER)
    out.paste(strips, (0, 0))
    if strip is not None:
        out.paste(strip, (0, strips.height))
    out.paste(panel, (0, top))
    return to_png(out, _palette())


#: the smallest close-up (pixels of the map): shown 400 px wide, its text stays about 0.8 of its size
DETAIL_MIN_W = 420
DETAIL_MIN_H = 340
DETAIL_MAX_W = 560
DETAIL_GROW = 40


def focus(view: MareNostrumView) -> tuple[str, list[str]] | None:
    """Where the phase's action happened, from the public view: ("battle", [place]) for the
    last battle during the military phase (or at the game's end), else ("war", provinces at war),
    else ("influence", provinces that received an influence marker this turn) in the
    construction and military phases; None when there is nothing to focus on.

    Rules 3: the places the record of what happened since the previous picture
    names come first (``render.mare_nostrum_last.last_focus``: ("battle", [place, others]) or
    ("last", places), the latest named first); the above is for games of older rules."""
    regions = set(layout().regions)
    recorded = mn_last.last_focus(view, regions)
    if recorded is not None:
        return recorded
    if view.battle is not None and view.phase in ("military", "over") and view.battle.place in regions:
        return "battle", [view.battle.place]
    war = sorted(p.id for p in view.provinces if p.at_war and p.id in regions)
    if war:
        return "war", war
    if view.phase in ("construction", "military"):
        new = sorted(p.id for p in view.provinces if p.new_influence and p.id in regions)
        if new:
            return "influence", new
    return None


def _bounds(base: BaseMap, rids: list[str]) -> tuple[float, float, float, float]:
    """The box (x0, y0, x1, y1) of the visible hexagons of ``rids`` and a hexagon around them."""
    geo = base.geometry
    lay = layout()
    points = [geo.centre(r, c) for rid in rids for r, c in lay.regions[rid].cells if geo.visible(c)]
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    pad = geo.hex_w * 1.1
    return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad


def shown_regions(base: BaseMap, regions: list[str], anchored: bool = False) -> list[str]:
    """The regions of ``regions`` the close-up shows: the largest group that fits one crop
    (DETAIL_MAX_W each way), grown from each region in turn taking the others in order; the
    first such group on a tie.  All of them when they fit together.  ``anchored``: only the
    group grown from the first region (the battle, or the place the latest line named)."""
    def fits(rids: list[str]) -> bool:
        x0, y0, x1, y1 = _bounds(base, rids)
        return x1 - x0 <= DETAIL_MAX_W and y1 - y0 <= DETAIL_MAX_W

    best: list[str] = regions[:1]
    for start in regions[:1] if anchored else regions:
        group = [start]
        for rid in regions:
            if rid not in group and fits([*group, rid]):
                group.append(rid)
        if len(group) > len(best):
            best = group
    return [rid for rid in regions if rid in best]


def _detail_box(base: BaseMap, regions: list[str], anchored: bool = False) -> tuple[int, int, int, int]:
    """The crop (x0, y0, x1, y1) of the map around ``regions`` and their neighbouring hexagons,
    at least DETAIL_MIN_W x DETAIL_MIN_H; when the regions are far apart, around the largest
    group of them that fits (:func:`shown_regions`)."""
    geo = base.geometry
    x0, y0, x1, y1 = _bounds(base, shown_regions(base, regions, anchored))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    w = min(geo.width, max(x1 - x0, DETAIL_MIN_W))
    h = min(geo.height, max(y1 - y0, DETAIL_MIN_H))
    left = min(max(0, cx - w / 2), geo.width - w)
    top = min(max(0, cy - h / 2), geo.height - h)
    crop = (left, top, left + w, top + h)
    # no name cut by an edge: grow the crop over the names it cuts (by DETAIL_GROW px at most)
    box = list(crop)
    for nx0, ny0, nx1, ny1 in base.label_boxes.values():
        if overlaps((nx0, ny0, nx1, ny1), crop):
            box = [min(box[0], nx0 - 2), min(box[1], ny0 - 2), max(box[2], nx1 + 2), max(box[3], ny1 + 2)]
    box = [max(box[0], crop[0] - DETAIL_GROW), max(box[1], crop[1] - DETAIL_GROW), min(box[2], crop[2] + DETAIL_GROW), min(box[3], crop[3] + DETAIL_GROW)]
    return max(0, int(box[0])), max(0, int(box[1])), min(geo.width, math.ceil(box[2])), min(geo.height, math.ceil(box[3]))


def render_detail(view: MareNostrumView, names: list[str] | None = None, *, lang: str = "en") -> bytes | None:
    """PNG bytes of a close-up of the map around where the phase's action happened
    (:func:`focus`), with a title and, for a battle, its dice line; None when there is nothing
    to focus on.  420 to 640 px wide: its names stay at least 7 px tall when a phone shows it
    400 px wide (tests/render/test_mare_nostrum_detail_groups.py), larger than on the board
    picture (about 650 px wide).  ``names``/``lang`` as for :func:`render_board`."""
    lang = i18n.normalize_locale(lang)
    if focus(view) is None:
        return None
    board, base = _draw_map(view, seat_colours(view.players), lang)
    return _detail_png(view, board, base, names, lang)


def detail_lines(view: MareNostrumView, names: list[str] | None = None, lang: str = "en") -> list[str]:
    """The close-up's title lines (:func:`render_detail`): the turn and phase; what it shows ("Last
    battle: Epirus", a Greek Blockade's "Greek Blockade: Ionian Sea" (D40-D47), the provinces at
    war or with new influence); for a battle its line (:func:`_battle_line`).  [] when
    :func:`focus` finds nothing."""
    found = focus(view)
    if found is None:
        return []
    kind, regions = found
    shown = shown_regions(_base_of(view, lang), regions, view.last is not None)
    places = [region_name(rid, lang) for rid in shown]
    if kind == "battle":
        title = "mn-board-detail-blockade" if view.battle is not None and view.battle.blockade else "mn-board-detail-battle"
        lines = [tr(lang, title, place=places[0]), _battle_line(view, lang) or ""]
        if len(places) > 1:  # rules 3: the record's other places beside the battle
            lines[0] += " · " + tr(lang, "mn-board-detail-last", places=places[1:])
    elif kind == "war":
        lines = [tr(lang, "mn-board-detail-war", places=places)]
    elif kind == "last":
        lines = [tr(lang, "mn-board-detail-last", places=places)]
    else:
        lines = [tr(lang, "mn-board-detail-influence", places=places)]
    if len(shown) < len(regions):  # the others are too far away to be in the same close-up
        lines[0] += " " + tr(lang, "mn-board-detail-more", n=len(regions) - len(shown))
    return [_header_text(view, names, lang)[0], *lines]


def _detail_png(view: MareNostrumView, board: Image.Image, base: BaseMap, names: list[str] | None, lang: str) -> bytes | None:
    """The close-up picture cut from the drawn map ``board`` (not changed); None when
    :func:`focus` finds nothing."""
    found = focus(view)
    if found is None:
        return None
    crop = board.crop(_detail_box(base, found[1], view.last is not None))
    lines = detail_lines(view, names, lang)
    width = crop.width
    blocks = []
    for i, line in enumerate(lines):
        size = 24 if i < 2 else 20
        fnt, wrapped = fit_text(line, width - 2 * MARGIN, 3 * line_height(font(size, i < 2)), size, 14, i < 2, 3)
        blocks.append((fnt, wrapped))
    title_h = 10 + sum(line_height(fnt) * len(wrapped) for fnt, wrapped in blocks)
    out = Image.new("RGB", (width, title_h + crop.height), PAPER)
    draw = ImageDraw.Draw(out)
    draw.rectangle((0, 0, width, title_h - 2), fill=PANEL)
    y = 5
    for fnt, wrapped in blocks:
        h = line_height(fnt) * len(wrapped)
        draw_lines(draw, (MARGIN, y, width - MARGIN, y + h), fnt, wrapped, INK, "left", "top")
        y += h
    out.paste(crop, (0, title_h))
    return to_png(out, _palette())
