"""The public board of a Mare Nostrum game as a PNG (Pillow).

``render_board(view)`` draws a :class:`engines.mare_nostrum.view.MareNostrumView` (the channel's
view, ``player_view(state, None)``; a seat's own view draws the same picture: hands and sealed
offers are never drawn, only hand sizes).

The map is a schematic hex diagram of the Mediterranean (``render/data/mare_nostrum_layout.yaml``,
DESIGNED like the map itself): land provinces take their influence owner's colour (pale for a
neutral civilization, sand when nobody holds them), seas are blue.  Per province: the name (a
star for a capital), a white pill with the buildings (city houses, caravans, market, temple;
outlined in the occupier's colour when legions occupy them), one disc per side with its legion
count (a tower for fortresses, a boat for unlaunched triremes); a red outline and a crossed-swords
badge when the province is "In Guerra", stripes in the occupier's colour when occupied, a flag
when a conversion is under way.  Seas show one boat per side with its trireme count.

Below the map: the turn, phase and the decision awaited, then one row per player (colour, seat
holder's name when given, roles, cards in hand, heroes and wonders towards the 4 that win), the
trade or the last battle, the building supply, and a legend.  Width: 26.5 hexagons of
:data:`HEX_W` px for the base board (about 1240 px), more with the Mythology board; designed to
stay legible when Discord shows it about 400 px wide (large counts, flat colours).
Deterministic: the same view gives the same bytes.

The static part of the map (sea, coasts, borders, names, province masks and the index image
that colours every province in one paste) is drawn once per process and board set and cached;
the picture is quantized to a fixed palette before the PNG encoding (faster, and about 85 KB).
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from importlib import resources
from typing import Iterable

import yaml
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from engines.mare_nostrum.view import ForceView, MareNostrumView, PlayerView, ProvinceView, SeaView
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
    draw_text,
    fit_text,
    fixed_palette,
    font,
    lighter,
    mix,
    readable_on,
    to_png,
)

#: width of one hexagon (pixels); its height is HEX_W * 2 / sqrt(3)
HEX_W = 46
MARGIN = 10

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

ROLE_NAMES = {
    "director_of_commerce": "Director of Commerce",
    "political_leader": "Political Leader",
    "military_leader": "Military Leader",
    "high_priest": "High Priest",
}
PHASE_NAMES = {
    "setup": "Setup",
    "commerce": "Commerce phase",
    "construction": "Construction phase",
    "military": "Military phase",
    "over": "Game over",
}

SQRT3 = math.sqrt(3)


def colour_of(name: str | None) -> RGB:
    """The RGB of a civilization colour name ("red", "green"...); grey for an unknown name."""
    return COLOURS.get((name or "").lower(), UNKNOWN_COLOUR)


def pretty(ident: str) -> str:
    """``"julius_caesar"`` -> ``"Julius Caesar"``, ``"temple_of_artemis"`` -> ``"Temple of
    Artemis"`` (card and role ids as printed: title case, small words in lower case)."""
    parts = ident.split("_")
    return " ".join(p if i and p in SMALL_WORDS else p.capitalize() for i, p in enumerate(parts))


#: words that stay in lower case inside a title ("Helen of Troy", "Temple of Artemis")
SMALL_WORDS = frozenset({"of", "the", "and", "at", "in"})


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
    (off the board); ``boards`` maps a board set to its (first, last) column."""

    grid: tuple[tuple[str | None, ...], ...]
    regions: dict[str, Region]
    boards: dict[str, tuple[int, int]]
    straits: tuple[tuple[str, str], ...]

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
            tuple(spec["lonlat"]),  # type: ignore[arg-type]
            bool(spec.get("sea", False)),
            tuple(cells[rid]),
            tuple(spec["at"]) if "at" in spec else None,  # type: ignore[arg-type]
        )
        for rid, spec in raw["regions"].items()
    }
    misplaced = sorted(rid for rid, region in regions.items() if region.at is not None and region.at not in region.cells)
    if misplaced:
        raise ValueError(f"mare_nostrum_layout.yaml: `at` is not a hexagon of the region: {misplaced}")
    boards = {name: (spec["first_col"], spec["last_col"]) for name, spec in raw["boards"].items()}
    straits = tuple(tuple(pair) for pair in raw["straits"])
    return Layout(tuple(rows), regions, boards, straits)  # type: ignore[arg-type]


# ---- geometry -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Geometry:
    first_col: int
    last_col: int
    rows: int

    @property
    def radius(self) -> float:
        return HEX_W / SQRT3

    @property
    def width(self) -> int:
        return round((self.last_col - self.first_col + 1.5) * HEX_W) + 2 * MARGIN

    @property
    def height(self) -> int:
        return round((self.rows - 1) * 1.5 * self.radius + 2 * self.radius) + 2 * MARGIN

    def centre(self, r: int, c: int) -> tuple[float, float]:
        x = MARGIN + (c - self.first_col) * HEX_W + HEX_W / 2 + (HEX_W / 2 if r % 2 else 0)
        y = MARGIN + self.radius + r * 1.5 * self.radius
        return x, y

    def corners(self, r: int, c: int, grow: float = 0.0) -> list[tuple[float, float]]:
        """The six corners, in edge order (corner i starts edge i of :func:`neighbours`)."""
        x, y = self.centre(r, c)
        rad = self.radius + grow
        return [(x + rad * math.cos(math.radians(a)), y + rad * math.sin(math.radians(a))) for a in (-30, 30, 90, 150, 210, 270)]

    def visible(self, c: int) -> bool:
        return self.first_col <= c <= self.last_col


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


def _board_window(lay: Layout, in_play: frozenset[str]) -> tuple[int, int]:
    """The narrowest board window of the layout in which every region in play has a hexagon."""
    for first, last in sorted(lay.boards.values(), key=lambda w: (w[1] - w[0], w)):
        if all(any(first <= c <= last for _, c in lay.regions[rid].cells) for rid in in_play):
            return first, last
    return 0, lay.cols - 1


def _kind(cell: str | None, in_play: frozenset[str], seas: frozenset[str]) -> str:
    """"land", "sea", "wild" (land of no province, or of a board not in play), "offsea", "void"."""
    if cell is None:
        return "void"
    if cell == WILD_CODE:
        return "wild"
    if cell not in in_play:
        return "offsea" if cell in seas else "wild"
    return "sea" if cell in seas else "land"


@functools.lru_cache(maxsize=4)
def base_map(provinces: frozenset[str], seas: frozenset[str], capitals: frozenset[str]) -> BaseMap:
    """Draw the static map for these provinces and seas in play, ``capitals`` being the capital
    provinces (starred); cached per process."""
    lay = layout()
    unknown = sorted((provinces | seas) - set(lay.regions))
    if unknown:
        raise KeyError(f"regions missing from mare_nostrum_layout.yaml: {unknown}")
    in_play = provinces | seas
    all_seas = frozenset(rid for rid, region in lay.regions.items() if region.sea)
    first, last = _board_window(lay, in_play)
    geo = Geometry(first, last, lay.rows)
    img = Image.new("RGB", (geo.width, geo.height), PAPER)
    draw = ImageDraw.Draw(img)
    fills = {"land": LAND, "sea": SEA, "wild": WILD, "offsea": SEA_OFF}
    for r, row in enumerate(lay.grid):
        for c, cell in enumerate(row):
            kind = _kind(cell, in_play, all_seas)
            if kind != "void" and geo.visible(c):
                draw.polygon(geo.corners(r, c, 0.6), fill=fills[kind])
    # borders: each edge once, drawn by the cell on its left/upper side or against the void
    outlines: dict[str, list] = {rid: [] for rid in provinces}
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
                if cell in provinces:
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
    places = {rid: _places(geo, lay, lay.regions[rid]) for rid in sorted(in_play)}
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
    boxes = []
    for rid in sorted(provinces):
        place = places[rid]
        lx, ly = place.label
        name = ("★" if rid in capitals else "") + lay.regions[rid].label
        fnt, lines = fit_text(name, int(place.label_width * 1.3), 20, 16, 10, True, 1)
        xy = (lx, ly - radius * 0.45)
        ndraw.text(xy, lines[0], font=fnt, fill=INK, anchor="mm", stroke_width=2, stroke_fill=WHITE)
        boxes.append(ndraw.textbbox(xy, lines[0], font=fnt, anchor="mm", stroke_width=2))
    for rid in sorted(seas):
        x, y = places[rid].label
        w = int(places[rid].label_width)
        box = (int(x - w * 0.75), int(y - 20), int(x + w * 0.75), int(y + 20))
        draw_fitted(ndraw, box, lay.regions[rid].label, SEA_TEXT, 16, 11, bold=True)
        boxes.append(box)
    pieces = tuple((box[:2], names.crop(box)) for box in _disjoint(boxes, names.size))
    return BaseMap(geo, img, masks, {k: tuple(v) for k, v in outlines.items()}, places, stripes, index, order, pieces)


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


def _places(geo: Geometry, lay: Layout, region: Region) -> RegionPlaces:
    cells = _visible_cells(geo, region)
    points = [geo.centre(*cell) for cell in cells]
    cx = sum(x for x, _ in points) / len(points)
    cy = sum(y for _, y in points) / len(points)
    if region.at is not None and region.at in cells:
        label_cell = region.at
    else:
        label_cell = min(cells, key=lambda cell: (math.dist(geo.centre(*cell), (cx, cy)), cell))
    lx, ly = geo.centre(*label_cell)
    width = HEX_W * 0.96
    r, c = label_cell
    right = (r, c + 1)
    others = [cell for cell in cells if cell != label_cell]
    if right in cells and len(cells) > 2:
        # a two-hexagon label: centred on the shared edge
        lx += HEX_W / 2
        width = HEX_W * 1.9
        others.remove(right)
    elif all(_nameless(lay, cell) or cell in cells for cell in ((r, c - 1), right)):
        # no other province's name on either side: the name may spill over
        width = HEX_W * 1.6
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
        draw_text(draw, (x, y + h * 0.33), str(count), font(text_size, True), readable_on(fill), "mm")


def _legion_disc(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, fill: RGB, count: int, neutral: bool) -> None:
    """A side's legions: a disc in its colour with the count; neutral sides get a dashed ring."""
    h = s / 2
    ring = WHITE if neutral else darker(fill, 0.5)
    draw.ellipse((x - h, y - h, x + h, y + h), fill=fill, outline=ring, width=3)
    if neutral:
        draw.arc((x - h + 4, y - h + 4, x + h - 4, y + h - 4), 0, 360, fill=darker(fill, 0.6), width=1)
    draw_text(draw, (x, y + 1), str(count), font(max(10, int(s * 0.68)), True), readable_on(fill), "mm")


def _force_colour(force: ForceView) -> RGB:
    return colour_of(force.colour)


def _draw_force(draw: ImageDraw.ImageDraw, x: float, y: float, s: float, force: ForceView) -> None:
    fill = _force_colour(force)
    neutral = force.seat is None
    if force.legions:
        _legion_disc(draw, x, y, s, fill, force.legions, neutral)
        if force.fortresses:
            _tower(draw, x - s * 0.42, y + s * 0.3, s * 0.5, fill)
    elif force.fortresses:
        _tower(draw, x, y, s * 0.8, fill)
        if force.fortresses > 1:
            draw_text(draw, (x + s * 0.42, y + s * 0.3), str(force.fortresses), font(int(s * 0.4), True), INK, "mm")
    if force.triremes:
        bx, by = (x + s * 0.42, y + s * 0.32) if (force.legions or force.fortresses) else (x, y)
        bs = s * 0.55 if (force.legions or force.fortresses) else s
        _boat(draw, bx, by, bs, fill, force.triremes, max(9, int(bs * 0.42)))


def _buildings(province: ProvinceView) -> list[tuple[str, int, int | None]]:
    """(kind, count, occupier) groups of the province's built tokens."""
    groups: list[tuple[str, int, int | None]] = []
    for kind, sites in (("city", province.cities), ("caravan", province.caravans)):
        built = [s for s in sites if s.built]
        occupiers = sorted({s.occupied_by for s in built if s.occupied_by is not None})
        if built:
            groups.append((kind, len(built), occupiers[0] if occupiers else None))
    if province.market:
        groups.append(("market", 1, province.market_occupied_by))
    if province.temple:
        groups.append(("temple", 1, province.temple_occupied_by))
    return groups


@functools.cache
def _count_width(n: int) -> float:
    """Width in pixels of the count ``n`` beside a building of the pill (before scaling)."""
    return font(13, True).getlength(str(n))


def _draw_pill(draw: ImageDraw.ImageDraw, cx: float, cy: float, max_w: float, groups, seat_colours: dict[int, RGB]) -> None:
    """The white pill of buildings centred on (cx, cy)."""
    icon = 13.0
    widths = [icon + (_count_width(n) + 1 if n > 1 else 0) for _, n, _ in groups]
    gap = 3.0
    total = sum(widths) + gap * (len(widths) - 1) + 8
    scale = min(1.0, max_w / total)
    icon *= scale
    widths = [w * scale for w in widths]
    total = min(total, max_w)
    h = icon + 6
    occupier = next((occ for _, _, occ in groups if occ is not None), None)
    outline = seat_colours.get(occupier, INK_SOFT) if occupier is not None else LINE
    draw.rounded_rectangle((cx - total / 2, cy - h / 2, cx + total / 2, cy + h / 2), radius=h / 2, fill=WHITE, outline=outline, width=3 if occupier is not None else 1)
    x = cx - total / 2 + 4 * scale
    for (kind, n, _), w in zip(groups, widths):
        ix = x + icon / 2
        if kind == "city":
            _house(draw, ix, cy, icon, CITY)
        elif kind == "caravan":
            _caravan(draw, ix, cy, icon, CARAVAN)
        elif kind == "market":
            _market(draw, ix, cy, icon)
        else:
            _temple(draw, ix, cy, icon)
        if n > 1:
            draw_text(draw, (x + icon + 1, cy + 1), str(n), font(max(8, int(13 * scale)), True), INK, "lm")
        x += w + gap * scale


def _badge(draw: ImageDraw.ImageDraw, x: float, y: float, r: float, fill: RGB, glyph: str) -> None:
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=WHITE, width=2)
    draw_text(draw, (x, y + 1), glyph, font(int(r * 1.3), True), readable_on(fill), "mm")


# ---- the map --------------------------------------------------------------------------------------
def _province_fill(province: ProvinceView) -> RGB | None:
    if province.owner_colour is None and province.owner_civ is None:
        return None
    colour = colour_of(province.owner_colour)
    return lighter(colour, 0.7 if province.owner is None else 0.3)


def _draw_map(view: MareNostrumView, seat_colours: dict[int, RGB]) -> Image.Image:
    provinces = frozenset(p.id for p in view.provinces)
    seas = frozenset(s.id for s in view.seas)
    capitals = frozenset(p.id for p in view.provinces if p.capital_of)
    base = base_map(provinces, seas, capitals)
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
            img.paste(seat_colours.get(province.occupied_by, UNKNOWN_COLOUR), (*offset, offset[0] + mask.width, offset[1] + mask.height), ImageChops.multiply(mask, stripes))
    draw = ImageDraw.Draw(img)
    for province in sorted(view.provinces, key=lambda p: p.id):
        if province.at_war:
            for segment in base.outlines[province.id]:
                draw.line(segment, fill=WAR, width=4)
    battle_place = view.battle.place if view.battle else None
    for province in sorted(view.provinces, key=lambda p: p.id):
        _draw_province(draw, base.places[province.id], province, seat_colours, province.id == battle_place)
    for sea in sorted(view.seas, key=lambda s: s.id):
        _draw_sea(draw, base.places[sea.id], sea, sea.id == battle_place)
    for xy, piece in base.names:
        img.paste(piece, xy, piece)
    return img


def _draw_province(draw, place: RegionPlaces, province: ProvinceView, seat_colours, battle: bool) -> None:
    lx, ly = place.label
    radius = HEX_W / SQRT3
    if battle:
        draw.ellipse((lx - radius, ly - radius, lx + radius, ly + radius), outline=BATTLE, width=5)
    groups = _buildings(province)
    forces = [f for f in province.forces if f.legions or f.fortresses or f.triremes]
    chip = HEX_W * 0.92
    slots = list(place.slots)
    pill_y = ly + radius * 0.2
    if groups:
        _draw_pill(draw, lx, pill_y, max(place.label_width, HEX_W * 1.5), groups, seat_colours)
    if forces and not slots:
        # a one- or two-hexagon province: the pieces share the label hexagon, smaller
        size = chip * 0.6
        y = ly + radius * (0.62 if groups else 0.3)
        xs = _spread(lx, len(forces), size * 1.05)
        for x, force in zip(xs, forces):
            _draw_force(draw, x, y, size, force)
    elif forces:
        per_slot = math.ceil(len(forces) / len(slots))
        for i, (sx, sy) in enumerate(slots):
            here = forces[i * per_slot:(i + 1) * per_slot]
            if not here:
                break
            size = chip if per_slot == 1 else chip * 0.62
            for x, force in zip(_spread(sx, len(here), size * 1.02), here):
                _draw_force(draw, x, sy, size, force)
    # status badges at the label's corners
    if province.at_war:
        _badge(draw, lx + place.label_width / 2 - 2, ly - radius * 0.85, 11, WAR, "⚔")
    if province.converting_by is not None:
        _badge(draw, lx - place.label_width / 2 + 2, ly - radius * 0.85, 11, seat_colours.get(province.converting_by, UNKNOWN_COLOUR), "⚑")


def _spread(cx: float, n: int, step: float) -> list[float]:
    return [cx + (i - (n - 1) / 2) * step for i in range(n)]


def _draw_sea(draw, place: RegionPlaces, sea: SeaView, battle: bool) -> None:
    fleets = [f for f in sea.forces if f.triremes]
    lx, ly = place.label
    if battle:
        radius = HEX_W / SQRT3
        draw.ellipse((lx - radius, ly - radius, lx + radius, ly + radius), outline=BATTLE, width=5)
    if not fleets:
        return
    slots = list(place.slots) or [(lx, ly + HEX_W * 0.45)]
    size = HEX_W * 0.92
    per_slot = math.ceil(len(fleets) / len(slots))
    for i, (sx, sy) in enumerate(slots):
        here = fleets[i * per_slot:(i + 1) * per_slot]
        if not here:
            break
        s = size if per_slot == 1 else size * 0.62
        for x, fleet in zip(_spread(sx, len(here), s * 1.02), here):
            _boat(draw, x, sy, s, _force_colour(fleet), fleet.triremes, max(9, int(s * 0.42)))


# ---- the panel ------------------------------------------------------------------------------------
PANEL_ROW = 64
ROLE_ORDER = ["director_of_commerce", "political_leader", "military_leader", "high_priest"]


def _seat_name(view: MareNostrumView, seat: int | None, neutral: str | None = None) -> str:
    if seat is None:
        return f"{pretty(neutral)} (neutral)" if neutral else "neutral"
    for player in view.players:
        if player.seat == seat:
            return player.civilization_name
    return f"Player {seat + 1}"


def _seat_label(view: MareNostrumView, seat: int, names: list[str] | None) -> str:
    """"Egypt (alice)": the civilization and, when known, the seat holder's name."""
    civ = _seat_name(view, seat)
    return f"{civ} ({names[seat]})" if names is not None and 0 <= seat < len(names) else civ


def _header_text(view: MareNostrumView, names: list[str] | None) -> tuple[str, str]:
    phase = PHASE_NAMES.get(view.phase, pretty(view.phase))
    left = f"Turn {view.turn} · {phase}"
    if view.phase == "over" or view.winners:
        winners = ", ".join(_seat_label(view, s, names) for s in view.winners)
        return left, f"Winner: {winners}" if winners else "Game over"
    who = ", ".join(_seat_label(view, s, names) for s in view.prompt.seats)
    text = view.prompt.text
    right = f"▶ {who}: {text}" if who and text else (f"▶ {who}" if who else text)
    return left, right


def _extra_lines(view: MareNostrumView) -> list[str]:
    """Trade, last battle and supply, one line each (public information only)."""
    lines: list[str] = []
    trade = view.trade
    if trade is not None and view.phase == "commerce":
        parts = [f"Trade (Director: {_seat_name(view, trade.director)})"]
        if trade.announced is not None:
            parts.append(f"{trade.announced} cards each")
        if not trade.revealed and trade.participants:
            sealed = ", ".join(_seat_name(view, s) for s in trade.offered) or "nobody yet"
            parts.append(f"sealed: {sealed}")
        if trade.revealed:
            offers = "; ".join(
                f"{_seat_name(view, s)}: {', '.join(pretty(c) for c in cards) or '-'}" for s, cards in sorted(trade.offers.items())
            )
            parts.append(offers)
            taken = ", ".join(f"{_seat_name(view, s)} {n}" for s, n in sorted(trade.taken_counts.items()) if n)
            if taken:
                parts.append(f"taken: {taken}")
            if trade.to_take is not None:
                parts.append(f"next: {_seat_name(view, trade.to_take)}")
        lines.append(" · ".join(parts))
    battle = view.battle
    if battle is not None:
        lay = layout()
        place = lay.regions[battle.place].label if battle.place in lay.regions else pretty(battle.place)
        defender = _seat_name(view, battle.defender, battle.defender_neutral)
        lines.append(
            f"{'Naval battle' if battle.naval else 'Battle'} in {place}: {_seat_name(view, battle.attacker)} "
            f"{_dice(battle.attacker_dice)}={battle.attacker_total} vs {defender} {_dice(battle.defender_dice)}={battle.defender_total}"
            f" · losses {battle.attacker_losses} / {battle.defender_losses}"
        )
    if view.supply:
        lines.append("Supply: " + ", ".join(f"{k} {v}" for k, v in sorted(view.supply.items())))
    return lines


def _dice(dice: list[int]) -> str:
    return "[" + " ".join(str(d) for d in dice) + "]"


def _draw_panel(view: MareNostrumView, width: int, seat_colours: dict[int, RGB], names: list[str] | None) -> Image.Image:
    extra = _extra_lines(view)
    header_h = 58
    legend_h = 40
    extra_h = 30 * len(extra) + (8 if extra else 0)
    height = header_h + PANEL_ROW * len(view.players) + extra_h + legend_h + 10
    img = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(img)
    left, right = _header_text(view, names)
    draw.rectangle((0, 0, width, header_h - 6), fill=PANEL)
    draw_text(draw, (MARGIN + 4, header_h / 2 - 3), left, font(26, True), INK, "lm")
    left_w = font(26, True).getlength(left) + 30
    draw_fitted(draw, (int(MARGIN + left_w), 4, width - MARGIN, header_h - 10), right, INK, 26, 14, bold=True, max_lines=2, align="right")
    prompted = set(view.prompt.seats) if not view.winners else set(view.winners)
    y = header_h
    for player in sorted(view.players, key=lambda p: p.seat):
        holder = names[player.seat] if names is not None and 0 <= player.seat < len(names) else None
        _draw_player_row(draw, player, holder, y, width, player.seat in prompted, player.seat in view.done_seats, seat_colours)
        y += PANEL_ROW
    if extra:
        y += 4
        for line in extra:
            draw_fitted(draw, (MARGIN + 4, y, width - MARGIN, y + 28), line, INK, 20, 11, max_lines=1, align="left")
            y += 30
    img.paste(_legend(width), (0, y + 6))
    return img


def _draw_player_row(draw, player: PlayerView, holder: str | None, y: int, width: int, prompted: bool, done: bool, seat_colours) -> None:
    """One player (``holder``: the seat holder's display name, if known): a highlighted row with
    an arrow when its decision is awaited, a check mark when it already built / moved this phase."""
    colour = seat_colours[player.seat]
    if prompted:
        draw.rectangle((0, y + 2, width, y + PANEL_ROW - 2), fill=lighter(HIGHLIGHT, 0.55))
        draw_text(draw, (MARGIN, y + PANEL_ROW / 2), "▶", font(26, True), INK, "lm")
    elif done:
        draw_text(draw, (MARGIN, y + PANEL_ROW / 2), "✓", font(26, True), INK_SOFT, "lm")
    x = MARGIN + 30
    draw.rounded_rectangle((x, y + 10, x + 44, y + PANEL_ROW - 10), radius=8, fill=colour, outline=darker(colour, 0.5), width=2)
    draw_text(draw, (x + 22, y + PANEL_ROW / 2), player.civilization_name[:1], font(28, True), readable_on(colour), "mm")
    x += 54
    if holder is None:
        draw_fitted(draw, (x, y + 4, x + 150, y + PANEL_ROW - 4), player.civilization_name, INK, 30, 16, bold=True, max_lines=1, align="left")
    else:
        draw_fitted(draw, (x, y + 2, x + 150, y + 38), player.civilization_name, INK, 27, 16, bold=True, max_lines=1, align="left")
        draw_fitted(draw, (x, y + 38, x + 150, y + PANEL_ROW - 2), holder, INK_SOFT, 18, 11, max_lines=1, align="left")
    x += 156
    # cards in hand (a public count)
    draw.rounded_rectangle((x, y + 12, x + 30, y + PANEL_ROW - 12), radius=4, fill=WHITE, outline=INK, width=2)
    draw.rounded_rectangle((x + 6, y + 8, x + 36, y + PANEL_ROW - 16), radius=4, fill=(250, 240, 214), outline=INK, width=2)
    draw_text(draw, (x + 48, y + PANEL_ROW / 2), str(player.hand_size), font(32, True), INK, "lm")
    x += 100
    # heroes + wonders towards the 4 that win
    draw_text(draw, (x, y + PANEL_ROW / 2), "★", font(30, True), darker(MARKET, 0.9), "lm")
    draw_text(draw, (x + 32, y + PANEL_ROW / 2), f"{player.cards_towards_victory}/4", font(30, True), INK, "lm")
    x += 112
    roles = sorted(player.roles, key=lambda r: ROLE_ORDER.index(r) if r in ROLE_ORDER else len(ROLE_ORDER))
    role_text = ", ".join(ROLE_NAMES.get(r, pretty(r)) for r in roles)
    cards = ", ".join(pretty(c) for c in [*player.heroes, *player.wonders])
    if role_text:
        fnt, lines = fit_text(role_text, width - x - MARGIN, 30, 24, 12, True, 1)
        draw_text(draw, (x, y + 18), lines[0], fnt, INK, "lm")
        draw_fitted(draw, (x, y + 32, width - MARGIN, y + PANEL_ROW - 2), cards or "-", INK_SOFT, 20, 11, max_lines=1, align="left")
    else:
        draw_fitted(draw, (x, y + 4, width - MARGIN, y + PANEL_ROW - 4), cards or "-", INK_SOFT, 22, 11, max_lines=1, align="left")


LEGEND = ("city", "caravan", "market", "temple", "fortress", "legions", "triremes", "war", "occupied", "converting", "capital")


@functools.cache
def _legend(width: int) -> Image.Image:
    """The legend strip (drawn once per width)."""
    img = Image.new("RGB", (width, 30), PAPER)
    draw = ImageDraw.Draw(img)
    fnt = font(17)
    x = MARGIN + 4
    cy = 14
    for item in LEGEND:
        if item == "city":
            _house(draw, x + 9, cy, 18, CITY)
        elif item == "caravan":
            _caravan(draw, x + 9, cy, 18, CARAVAN)
        elif item == "market":
            _market(draw, x + 9, cy, 18)
        elif item == "temple":
            _temple(draw, x + 9, cy, 18)
        elif item == "fortress":
            _tower(draw, x + 9, cy, 18, INK_SOFT)
        elif item == "legions":
            _legion_disc(draw, x + 9, cy, 22, INK_SOFT, 2, False)
        elif item == "triremes":
            _boat(draw, x + 9, cy, 22, INK_SOFT, None, 10)
        elif item == "war":
            _badge(draw, x + 9, cy, 10, WAR, "⚔")
        elif item == "occupied":
            for k in range(3):
                draw.line([(x + k * 7, cy + 9), (x + k * 7 + 9, cy - 9)], fill=INK_SOFT, width=3)
        elif item == "converting":
            _badge(draw, x + 9, cy, 10, INK_SOFT, "⚑")
        else:
            draw_text(draw, (x + 9, cy), "★", font(18, True), INK, "mm")
        x += 24
        draw_text(draw, (x, cy), item, fnt, INK_SOFT, "lm")
        x += int(fnt.getlength(item)) + 16
    return img


# ---- output ---------------------------------------------------------------------------------------
@functools.cache
def _palette() -> Image.Image:
    """A fixed palette (:func:`render.common.fixed_palette`) of every colour the board uses,
    with the edge shades of anti-aliased text for each background it is written on: quantizing
    to it (no dithering) is several times faster than encoding the RGB picture and halves the PNG."""
    civ = sorted(set(COLOURS.values()) | {UNKNOWN_COLOUR})
    land = [LAND, WILD] + [lighter(c, f) for c in civ for f in (0.3, 0.7)]
    fills = [PAPER, PANEL, SEA, SEA_OFF, WHITE, lighter(HIGHLIGHT, 0.55), (250, 240, 214), *land]
    inks = [INK, INK_SOFT, LINE, COAST, BORDER, SEA_BORDER, SEA_TEXT, WAR, BATTLE, CITY, CARAVAN, MARKET, TEMPLE, darker(SEA, 0.8)]
    inks += civ + [darker(c, f) for c in civ for f in (0.45, 0.5, 0.6)] + [darker(MARKET, 0.6), darker(MARKET, 0.9)]
    pairs = [(fill, ink) for fill in (PAPER, PANEL, lighter(HIGHLIGHT, 0.55), WHITE) for ink in (INK, INK_SOFT)]
    pairs += [(fill, WHITE) for fill in land + [WAR]]  # the white stroke around the province names
    pairs += [(c, readable_on(c)) for c in civ] + [(SEA, SEA_TEXT), (SEA_OFF, SEA_TEXT), (SEA, WHITE)]
    return fixed_palette(fills + inks, pairs, shades=5)


# ---- entry point ----------------------------------------------------------------------------------
def seat_colours(players: Iterable[PlayerView]) -> dict[int, RGB]:
    """Seat -> RGB of its civilization colour."""
    return {p.seat: colour_of(p.colour) for p in players}


def render_board(view: MareNostrumView, names: list[str] | None = None) -> bytes:
    """PNG bytes of the public board drawn from ``view`` (a :class:`MareNostrumView`);
    ``names``: the seat holders' display names by seat, shown beside the civilizations.

    Only public fields are drawn: a seat's own ``hand`` and ``trade.my_offer`` are ignored, so the
    channel's view and any seat's view give the same picture.  Raises KeyError if the view names
    a province or sea that ``render/data/mare_nostrum_layout.yaml`` does not place.
    CPU-bound (about 15 ms of CPU once the static map is cached): call it off the event loop."""
    colours = seat_colours(view.players)
    board = _draw_map(view, colours)
    panel = _draw_panel(view, board.width, colours, names)
    out = Image.new("RGB", (board.width, board.height + panel.height), PAPER)
    out.paste(board, (0, 0))
    out.paste(panel, (0, board.height))
    return to_png(out, _palette())
