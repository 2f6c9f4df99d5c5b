"""The public board of an Antike game as a PNG (Pillow), drawn from the channel's view
(``player_view(state, None)``; everything in Antike is public).

Layout (portrait, :data:`WIDTH` px wide, designed to be read at 400 px on a phone):

* header: the round, whose turn and what they are deciding; at the end the winner with the
  game's word for winning ("wins" / "vince") and their personalities, on one line; under it,
  beside a square in the nation's colour, what the last nation did in its turn
  (:func:`last_text`, from the view's ``last``: "Last: Romans — Maneuver: 3 moves, conquered
  Tarentum; +1 General" / "Ultima mossa: Romani — Manovra: 3 spostamenti, conquista di
  Tarentum; +1 Generale"), one line, two when long (:func:`last_line`);
* the map (:class:`Geometry`, cached per board side): land cells grown round each city (a Voronoi
  cell cut to a disc, sea between provinces joined only by a blue border and round islands),
  coastlines, each owned province tinted with its nation's colour; each city a disc in its
  resource's banner colour (white marble, blue iron, yellow gold) ringed with its owner's
  colour, a white pediment for a temple; every city's name on a white plaque; per province a
  row of chips in the nations' colours (square: legions, hull: galleys) with their counts. Names
  and rows are placed greedily so that none overlaps another or a city (:func:`map_boxes`); the
  last turn in its nation's colour edged with ink, under the names, cities and units (they stay
  readable): an arrow per move (:func:`arrow_path`), a ring round each city founded, conquered,
  given a temple or new units, a burst where units fought (:func:`marked_cities`);
* the key: the map's and the rows' icons in words;
* the rondel: its 8 spaces as a strip with their names and each nation's marker; the space chosen
  in the last turn framed in its nation's colour, and under the strip an arrow in that colour
  from the space it left;
* one row per nation: player (nation) and personalities / target; marble, iron, gold, coins,
  cities, temples, legions, galleys (the key's icons); personalities by kind; know-how;
* a footer: personalities left per stack, coins in the bank, temples left, each named.
"""

from __future__ import annotations

import functools
import math

from PIL import Image, ImageDraw, ImageFont

import i18n
from engines.antike.data import ADVANCED, BASIC, BOARDS, RONDEL
from engines.antike.state import LastTurn
from engines.antike.view import NationView, View
from render.common import (
    HIGHLIGHT,
    INK,
    INK_SOFT,
    LINE,
    PANEL,
    PAPER,
    RGB,
    WHITE,
    draw_lines,
    draw_text,
    fit_text,
    fixed_palette,
    font,
    line_height,
    mix,
    readable_on,
    text_role,
    to_png,
)

WIDTH = 800
MAP_H = 660
RES_COLOR = {"marble": (250, 250, 250), "iron": (70, 120, 200), "gold": (235, 190, 40)}
SEA_BG = (178, 208, 230)
COAST = (52, 96, 150)
LAND_BG = (232, 220, 190)
BORDER = (176, 156, 120)
SPACE_COLOR = {"iron": RES_COLOR["iron"], "gold": RES_COLOR["gold"], "marble": (225, 225, 225),
               "temple": (235, 225, 205), "arming": (200, 215, 235), "know_how": (245, 230, 180),
               "maneuver_1": (230, 160, 150), "maneuver_2": (230, 160, 150)}
NAME_SIZE = 16  # a city's name: 12 px capital height, 6 px on a phone (400 px wide)
PLAQUE = (255, 255, 255)  # the light box behind a city name
PLAQUE_PAD = (6, 4)  # the plaque's width and height beyond the name's (px)


NAME_RINGS = (0, 5, 10, 16, 24, 34, 46)  # the distances tried round a city for its name (px)
SPREAD = 38  # the least distance between two cities on the map (px)
CHIP = 22  # a legion's square, a galley's width (px)
#: each nation's colour on the picture (chips, rings, arrows, markers, rows) and, mixed half with
#: the land (:func:`tint`), its provinces'.  Chosen so that the tints of the six nations of a board
#: and the bare land differ by at least 25 CIE ΔE*ab (76) and by at least 15 seen with
#: deuteranopia or protanopia (Machado 2009, full severity), and from the sea by 15
#: (tests/render/test_antike_colours.py); the hue of each nation as before (the Greeks teal, the
#: Persians a dark grey, now mauve).  engines.antike.data.COLORS keeps the engine's own.
NATION_COLORS: dict[str, RGB] = {
    "greeks": (47, 181, 198), "persians": (87, 70, 85), "phoenicians": (118, 45, 220),
    "romans": (255, 9, 0), "babylonians": (255, 9, 0), "germanic_tribes": (16, 167, 74), "arabs": (16, 167, 74),
    "carthaginians": (255, 172, 0), "egyptians": (255, 172, 0),
}
#: how much of the nation's colour a province's tint takes (the rest is the land's)
TINT = 0.5
#: the key's unit icons: hollow (no nation's colour: the Persians' dark chips stay theirs)
KEY_UNIT = WHITE
Box = tuple[float, float, float, float]


def _tr(lang: str, mid: str, **args: object) -> str:
    return i18n.tr(lang, mid, **args)


def _who(v: View, i: int, names: list[str] | None, lang: str) -> str:
    n = v.nations[i]
    nation = _tr(lang, f"antike-nation-{n.id}")
    player = names[n.seat] if names and n.seat < len(names) else _tr(lang, "common-player-n", n=n.seat + 1)
    return f"{player} ({nation})"


def tint(nation: str) -> RGB:
    """The light fill of a province whose city belongs to ``nation``."""
    return mix(LAND_BG, NATION_COLORS[nation], TINT)


def overlaps(a: Box, b: Box) -> bool:
    """Whether two boxes (x0, y0, x1, y1) share any area."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


# ---- the map's geometry, once per board side ---------------------------------------------------

def _clip(poly: list[tuple[float, float]], nx: float, ny: float, c: float) -> list[tuple[float, float]]:
    """The part of the convex polygon ``poly`` where ``nx * x + ny * y <= c`` (Sutherland-Hodgman)."""
    out: list[tuple[float, float]] = []
    n = len(poly)
    for k in range(n):
        p, q = poly[k], poly[(k + 1) % n]
        dp, dq = nx * p[0] + ny * p[1] - c, nx * q[0] + ny * q[1] - c
        if dp <= 0:
            out.append(p)
        if (dp < 0 < dq) or (dq < 0 < dp):
            t = dp / (dp - dq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


class Geometry:
    """Where things are on one board side's map (pixels from the map's top left corner):
    ``pos`` each province's city; ``cells`` each province's land as a polygon (its Voronoi cell
    among the cities and points of sea, cut to a disc round the city: land is what is near a
    city, the rest is sea; a blue-only border gets sea between the two provinces); ``markers``
    the box kept free round each city (its mark and temple)."""

    def __init__(self, board: str) -> None:
        b = BOARDS[board]
        xs = [p.x for p in b.provinces]
        ys = [p.y for p in b.provinces]
        mx, my = 62, 34
        sx = (WIDTH - 2 * mx) / (max(xs) - min(xs))
        sy = (MAP_H - 2 * my) / (max(ys) - min(ys))
        pos = {p.id: [mx + (p.x - min(xs)) * sx, my + (p.y - min(ys)) * sy] for p in b.provinces}
        # cities closer than SPREAD px are pushed apart (their marks would touch)
        for _ in range(40):
            moved = False
            for a in pos:
                for c in pos:
                    if a >= c:
                        continue
                    dx, dy = pos[c][0] - pos[a][0], pos[c][1] - pos[a][1]
                    dd = math.hypot(dx, dy) or 0.01
                    if dd < SPREAD:
                        push = (SPREAD - dd) / 2 / dd
                        pos[a][0] -= dx * push
                        pos[a][1] -= dy * push
                        pos[c][0] += dx * push
                        pos[c][1] += dy * push
                        moved = True
            if not moved:
                break
        self.pos = {k: (min(max(x, 20.0), WIDTH - 20.0), min(max(y, 24.0), MAP_H - 16.0)) for k, (x, y) in pos.items()}
        ids = [p.id for p in b.provinces]
        pts = [self.pos[i] for i in ids]

        def dist(a: tuple[float, float], c: tuple[float, float]) -> float:
            return math.hypot(a[0] - c[0], a[1] - c[1])

        land_links = [(a, c) for a, c, k in b.borders if k in ("land", "both")]
        sea_seeds: list[tuple[float, float]] = []
        islands = {i for i in ids if not b.land[i]}
        for a, c, k in b.borders:
            if k == "sea":
                pa, pc = self.pos[a], self.pos[c]
                sea_seeds.append(((pa[0] + pc[0]) / 2, (pa[1] + pc[1]) / 2))
        for a in islands:
            for c in ids:
                if c != a and c not in b.land[a] and dist(self.pos[a], self.pos[c]) < 150:
                    pa, pc = self.pos[a], self.pos[c]
                    sea_seeds.append(((pa[0] + pc[0]) / 2, (pa[1] + pc[1]) / 2))

        def near_land_link(s: tuple[float, float]) -> bool:
            for a, c in land_links:
                (x1, y1), (x2, y2) = self.pos[a], self.pos[c]
                dx, dy = x2 - x1, y2 - y1
                ln2 = dx * dx + dy * dy or 1.0
                t = ((s[0] - x1) * dx + (s[1] - y1) * dy) / ln2
                if 0.15 < t < 0.85 and math.hypot(x1 + t * dx - s[0], y1 + t * dy - s[1]) < 10:
                    return True
            return False

        sea_seeds = [s for s in sea_seeds if not near_land_link(s)]
        seeds = pts + sea_seeds
        self.cells: dict[str, list[tuple[float, float]]] = {}
        for i, pid in enumerate(ids):
            x, y = pts[i]
            reach = max([48.0] + [0.62 * dist(pts[i], self.pos[o]) for o in b.land[pid]])
            reach = min(reach, 110.0)
            poly = [(0.0, 0.0), (float(WIDTH), 0.0), (float(WIDTH), float(MAP_H)), (0.0, float(MAP_H))]
            for j, (u, w) in enumerate(seeds):
                if j == i or abs(u - x) > 2.2 * reach or abs(w - y) > 2.2 * reach:
                    continue
                poly = _clip(poly, u - x, w - y, (u * u + w * w - x * x - y * y) / 2)
            for step in range(28):
                angle = 2 * math.pi * (step + 0.5) / 28
                nx, ny = math.cos(angle), math.sin(angle)
                poly = _clip(poly, nx, ny, nx * x + ny * y + reach)
            self.cells[pid] = poly
        self.markers: dict[str, Box] = {pid: (x - 11, y - 20, x + 11, y + 11) for pid, (x, y) in self.pos.items()}


PER_RING = 20  # the places _around gives per distance


def _around(x: float, y: float, w: float, h: float, far: tuple[int, ...] = (0, 5, 10, 16, 24, 34)) -> list[tuple[float, float]]:
    """Top left corners of a w x h box round the city at (x, y), nearest first: below, above,
    right, left, the four diagonals, then shifted along the city's sides, then the same ``far`` px
    farther out (:data:`PER_RING` places per distance)."""
    out = []
    for r in far:
        out += [(x - w / 2, y + 12 + r), (x - w / 2, y - 21 - h - r), (x + 13 + r, y - h / 2), (x - 13 - w - r, y - h / 2),
                (x + 8 + r, y + 8 + r), (x - 8 - w - r, y + 8 + r), (x + 8 + r, y - 16 - h - r), (x - 8 - w - r, y - 16 - h - r),
                (x + 13 + r, y - h + 2), (x + 13 + r, y - 2), (x - 13 - w - r, y - h + 2), (x - 13 - w - r, y - 2),
                (x - w + 6, y + 12 + r), (x - 6, y + 12 + r), (x - w + 6, y - 21 - h - r), (x - 6, y - 21 - h - r),
                (x - w / 4, y + 12 + r), (x - 3 * w / 4, y + 12 + r), (x - w / 4, y - 21 - h - r), (x - 3 * w / 4, y - 21 - h - r)]
    return out


def box_distance(box: Box, x: float, y: float) -> float:
    """The distance from (x, y) to the nearest point of ``box`` (0 inside it)."""
    dx = max(box[0] - x, 0.0, x - box[2])
    dy = max(box[1] - y, 0.0, y - box[3])
    return math.hypot(dx, dy)


def under_other(box: Box, x: float, y: float, others: list[tuple[float, float]]) -> bool:
    """Whether a label ``box`` for the city at (x, y) lies right under or over another city of
    ``others`` (that city inside the box's width, 4 px round) nearer to the box than its own city
    is: such a plaque is read as that city's name (the Athenae plaque under Corinthus was)."""
    own = box_distance(box, x, y)
    return any(box[0] - 4 <= u <= box[2] + 4 and box_distance(box, u, w) < own for u, w in others)


def _best_box(pid: str, pos: dict[str, tuple[float, float]], cands: list[Box], taken: list[Box], edge: int) -> Box:
    """The first of ``cands`` inside the map (``edge`` px in) that overlaps nothing in ``taken``,
    lies under or over no other city nearer to it than its own (:func:`under_other`: never, while
    a clear place is left) and whose centre is nearer to its own city ``pid`` than to any other
    (so it reads as that city's), nearest the city first; a place whose centre is nearer another
    city is taken only if it is 3 distances nearer; failing a clear place, the one overlapping
    the fewest."""
    x, y = pos[pid]
    near = [t for t in taken if abs((t[0] + t[2]) / 2 - x) < 170 and abs((t[1] + t[3]) / 2 - y) < 120]
    others = [p for k, p in pos.items() if k != pid and abs(p[0] - x) < 170 and abs(p[1] - y) < 120]
    best: Box | None = None
    best_score = math.inf
    per_ring = PER_RING
    for k, box in enumerate(cands):
        if box[0] < edge or box[1] < edge or box[2] > WIDTH - edge or box[3] > MAP_H - edge:
            continue
        mx, my = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        own = math.hypot(mx - x, my - y)
        foreign = any(math.hypot(mx - u, my - w) < own for u, w in others)
        score = (100 * sum(1 for t in near if overlaps(box, t)) + 3 * foreign + 20 * under_other(box, x, y, others)
                 + k // per_ring + (k % per_ring) / 100)
        if score < best_score:
            best, best_score = box, score
    assert best is not None, "no place on the map"
    return best


@functools.cache
def geometry(board: str) -> Geometry:
    """The :class:`Geometry` of ``board`` ("west"/"east"), computed once."""
    return Geometry(board)


def city_name(lang: str, pid: str) -> str:
    """The name of province ``pid`` as the board prints it (the data's ``name``, via the catalog)."""
    return _tr(lang, f"antike-city-{pid}")


@functools.cache
def name_boxes(board: str, lang: str) -> dict[str, Box]:
    """Each city's name box (pixels on the map), placed greedily clear of every city's mark and of
    the names placed before it: below the city, else above, right, left, then diagonally, along
    its sides and farther out; the crowded cities (most neighbours within 90 px) are placed first.
    Then the names left where they read as another city's (:func:`_reads_as_own`:
    Athenae's plaque had gone under Corinthus) are placed first in a new round, up to
    :data:`NAME_ROUNDS` rounds; the round with the fewest such names is kept."""
    g = geometry(board)
    f = font(NAME_SIZE, True)

    def crowd(pid: str) -> int:
        x, y = g.pos[pid]
        return -sum(1 for u, w in g.pos.values() if math.hypot(u - x, w - y) < 90)

    cands: dict[str, list[Box]] = {}
    for pid, (x, y) in g.pos.items():
        w, h = f.getlength(city_name(lang, pid)) + PLAQUE_PAD[0], NAME_SIZE + PLAQUE_PAD[1]
        cands[pid] = [(cx, cy, cx + w, cy + h) for cx, cy in _around(x, y, w, h, NAME_RINGS)]
    first: list[str] = []
    best: dict[str, Box] = {}
    best_bad: list[str] | None = None
    for _ in range(NAME_ROUNDS):
        order = first + sorted((p for p in g.pos if p not in first), key=lambda p: (crowd(p), p))
        taken: list[Box] = list(g.markers.values())
        out: dict[str, Box] = {}
        for pid in order:
            box = _best_box(pid, g.pos, cands[pid], taken, 2)
            out[pid] = box
            taken.append(box)
        clash = any(overlaps(a, b) for i, a in enumerate(taken) for b in taken[i + 1:])
        bad = [p for p in order if not _reads_as_own(p, g.pos, out[p])]
        if best_bad is None or (not clash and len(bad) < len(best_bad)):
            best, best_bad = out, (bad if not clash else list(g.pos))
        if not bad:
            break
        first += [p for p in bad if p not in first]
    return best


#: the rounds of name placement tried (:func:`name_boxes`)
NAME_ROUNDS = 4


def _reads_as_own(pid: str, pos: dict[str, tuple[float, float]], box: Box) -> bool:
    """Whether a name ``box`` reads as its city ``pid``'s: its centre nearer to that city than to
    any other, and no other city right over or under it nearer than its own (:func:`under_other`)."""
    x, y = pos[pid]
    others = [p for k, p in pos.items() if k != pid]
    mx, my = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    own = math.hypot(mx - x, my - y)
    return not any(math.hypot(mx - u, my - w) < own for u, w in others) and not under_other(box, x, y, others)


def _clear(box: Box, others: list[Box], edge: int = 2) -> bool:
    return (box[0] >= edge and box[1] >= edge and box[2] <= WIDTH - edge and box[3] <= MAP_H - edge
            and not any(overlaps(box, t) for t in others))


@functools.cache
def _base(board: str) -> Image.Image:
    """The sea, the land cells with their coastline and province borders (drawn at twice the size
    and reduced: smooth coasts)."""
    g = geometry(board)
    k = 2
    img = Image.new("RGB", (WIDTH * k, MAP_H * k), SEA_BG)
    d = ImageDraw.Draw(img)
    polys = {pid: [(x * k, y * k) for x, y in cell] for pid, cell in g.cells.items()}
    for poly in polys.values():
        d.line([*poly, poly[0]], fill=COAST, width=7, joint="curve")
    for poly in polys.values():
        d.polygon(poly, fill=LAND_BG)
    for poly in polys.values():
        d.line([*poly, poly[0]], fill=BORDER, width=2)
    return img.resize((WIDTH, MAP_H), Image.Resampling.LANCZOS)


def _legion(d: ImageDraw.ImageDraw, x: float, y: float, col: RGB, n: int | None, size: int = CHIP) -> None:
    """A legion: a square (``size`` px) in the nation's colour, ``n`` on it; (x, y) its top left."""
    d.rectangle((x, y, x + size, y + size), fill=col, outline=INK)
    if n is not None:
        draw_text(d, (x + CHIP / 2, y + CHIP / 2 + 1), str(n), font(16, True), readable_on(col), "mm")


def _galley(d: ImageDraw.ImageDraw, x: float, y: float, col: RGB, n: int | None, size: int = CHIP) -> None:
    """A galley: a hull (half disc, ``size`` px wide) in the nation's colour, ``n`` on it; (x, y)
    its top left."""
    d.pieslice((x - 2, y - size + 2, x + size + 4, y + size), 0, 180, fill=col, outline=INK)
    if n is not None:
        draw_text(d, (x + CHIP / 2 + 1, y + CHIP / 2 - 1), str(n), font(16, True), readable_on(col), "mm")


def _temple(d: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A temple (white pediment) centred on x, its base at y."""
    d.polygon([(x - 8, y), (x + 8, y), (x, y - 9)], fill=WHITE, outline=INK)


def _city(d: ImageDraw.ImageDraw, x: float, y: float, resource: str, owner: RGB | None) -> None:
    """A city: a disc in its resource's banner colour (white marble, blue iron, yellow gold),
    ringed with its owner's colour."""
    if owner is not None:
        d.ellipse((x - 10, y - 10, x + 10, y + 10), fill=owner, outline=INK)
    d.ellipse((x - 6, y - 6, x + 6, y + 6), fill=RES_COLOR[resource], outline=INK)


def _unit_groups(v: View) -> list[tuple[str, list[tuple[str, RGB, int]], int]]:
    """Per province with units: its chips (kind, colour, count) and their total width."""
    out = []
    for pv in v.provinces:
        chips: list[tuple[str, RGB, int]] = []
        for nation, legions, galleys in pv.units:
            col = NATION_COLORS[v.nations[nation].id]
            if legions:
                chips.append(("legion", col, legions))
            if galleys:
                chips.append(("galley", col, galleys))
        if chips:
            out.append((pv.id, chips, len(chips) * (CHIP + 5) - 3))
    return out


def place_units(v: View, lang: str) -> dict[str, Box]:
    """Each province's row of unit chips, placed clear of names, cities and the other rows where
    possible (beside the city, then farther out, joined to it by a line)."""
    g = geometry(v.board)
    taken: list[Box] = list(g.markers.values()) + list(name_boxes(v.board, lang).values())
    out: dict[str, Box] = {}
    for pid, _chips, w in sorted(_unit_groups(v), key=lambda t: -t[2]):
        x, y = g.pos[pid]
        h = CHIP
        cands = [(cx - 1, cy - 1, cx + w + 1, cy + h + 1) for cx, cy in _around(x, y, w, h, far=(0, 8, 16, 26, 38, 52))]
        best = _best_box(pid, g.pos, cands, taken, 1)
        assert best is not None
        out[pid] = best
        taken.append(best)
    return out


def map_boxes(v: View, lang: str = "en") -> list[tuple[str, str, Box]]:
    """Every box printed on the map: ("name" | "city" | "units", province, box in map pixels)."""
    g = geometry(v.board)
    out = [("city", pid, box) for pid, box in g.markers.items()]
    out += [("name", pid, box) for pid, box in name_boxes(v.board, lang).items()]
    out += [("units", pid, box) for pid, box in place_units(v, lang).items()]
    return out


def _map(img: Image.Image, d: ImageDraw.ImageDraw, v: View, top: int, lang: str) -> None:
    b = BOARDS[v.board]
    g = geometry(v.board)
    img.paste(_base(v.board), (0, top))
    provinces = {p.id: p for p in v.provinces}
    for pid, pv in provinces.items():
        if pv.owner is not None:
            poly = [(x, y + top) for x, y in g.cells[pid]]
            d.polygon(poly, fill=tint(v.nations[pv.owner].id))
            d.line([*poly, poly[0]], fill=BORDER, width=1)
    if v.last is not None:
        _last_marks(d, v, v.last, top)
    units = place_units(v, lang)
    names = name_boxes(v.board, lang)
    # leader lines first: a name or a row of units set away from its city is joined to it
    for pid, box in [*names.items(), *units.items()]:
        cx, cy = g.pos[pid]
        if not overlaps(box, (cx - 24, cy - 30, cx + 24, cy + 24)):
            ex, ey = min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3])
            d.line((cx, cy + top, ex, ey + top), fill=INK_SOFT, width=1)
    f = font(NAME_SIZE, True)
    for pid, box in names.items():
        d.rounded_rectangle((box[0], box[1] + top, box[2], box[3] + top), 4, fill=PLAQUE)
        draw_text(d, ((box[0] + box[2]) / 2, top + (box[1] + box[3]) / 2), city_name(lang, pid), f, INK, "mm")
    for p in b.provinces:
        x, y = g.pos[p.id]
        here = provinces.get(p.id)
        owner = NATION_COLORS[v.nations[here.owner].id] if here and here.owner is not None else None
        _city(d, x, y + top, p.resource, owner)
        if here and here.temple:
            _temple(d, x, y + top - 10)
    for pid, chips, _w in _unit_groups(v):
        x0, y0 = units[pid][:2]
        x = x0 + 1
        for kind, col, n in chips:
            (_legion if kind == "legion" else _galley)(d, x, y0 + 1 + top, col, n)
            x += CHIP + 5


# ---- the last turn: arrows, rings, the rondel's frame, the header's line -------------------------

ARROW_GAP = 13  # an arrow stops this far from the cities' centres (px): it does not cover the marks
RING = 17  # the radius of the ring round a city where something was done (px)


def arrow_path(v: View, frm: str, to: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """The (start, tip) of the arrow of a move ``frm`` -> ``to`` in map pixels: between the two
    cities, ARROW_GAP px short of each, shifted 4 px to the right of its direction so that a move
    back along the same border has its own arrow beside it."""
    g = geometry(v.board)
    (x1, y1), (x2, y2) = g.pos[frm], g.pos[to]
    dx, dy = x2 - x1, y2 - y1
    ln = math.hypot(dx, dy) or 1.0
    ux, uy = dx / ln, dy / ln
    gap = min(ARROW_GAP, ln / 3)
    ox, oy = -uy * 4, ux * 4
    return (x1 + ux * gap + ox, y1 + uy * gap + oy), (x2 - ux * gap + ox, y2 - uy * gap + oy)


def marked_cities(last: LastTurn) -> dict[str, str]:
    """The provinces the map rings for ``last``: province -> "battle" (a burst) or "city" (a
    ring: founded, conquered, a temple built, units armed there)."""
    out: dict[str, str] = {}
    for p in [*last.founded, *last.conquered, *last.temples, *(row[0] for row in last.armed)]:
        out[p] = "city"
    for p in last.battles:
        out.setdefault(p, "battle")
    return out


def _last_marks(d: ImageDraw.ImageDraw, v: View, last: LastTurn, top: int) -> None:
    """The last turn on the map, in its nation's colour edged with ink: an arrow per move
    (thicker for several units), a ring round each city founded, conquered, given a temple or
    units, a burst where units fought.  Drawn before the names, cities and units, which stay on
    top (an arrow never hides a name)."""
    g = geometry(v.board)
    col = NATION_COLORS[v.nations[last.nation].id]
    for _unit, frm, to, n in last.moves:
        (x1, y1), (x2, y2) = arrow_path(v, frm, to)
        y1, y2 = y1 + top, y2 + top
        w = min(4 + 2 * (n - 1), 8)
        ln = math.hypot(x2 - x1, y2 - y1) or 1.0
        ux, uy = (x2 - x1) / ln, (y2 - y1) / ln
        head = min(13.0, ln / 2)
        bx, by = x2 - ux * head, y2 - uy * head  # the base of the head
        tri = [(x2, y2), (bx - uy * (head * 0.6), by + ux * (head * 0.6)), (bx + uy * (head * 0.6), by - ux * (head * 0.6))]
        d.line((x1, y1, bx, by), fill=INK, width=w + 3)
        d.polygon(tri, fill=INK)
        d.line((x1, y1, bx, by), fill=col, width=w)
        d.polygon(tri, fill=col, outline=INK)
    for pid, kind in marked_cities(last).items():
        x, y = g.pos[pid]
        y += top
        if kind == "battle":
            for k in range(8):
                a = k * math.pi / 4
                c, s_ = math.cos(a), math.sin(a)
                d.line((x + c * (RING - 5), y + s_ * (RING - 5), x + c * (RING + 5), y + s_ * (RING + 5)), fill=INK, width=5)
                d.line((x + c * (RING - 4), y + s_ * (RING - 4), x + c * (RING + 4), y + s_ * (RING + 4)), fill=col, width=3)
        else:
            d.ellipse((x - RING - 2, y - RING - 2, x + RING + 2, y + RING + 2), outline=INK, width=7)
            d.ellipse((x - RING - 1, y - RING - 1, x + RING + 1, y + RING + 1), outline=col, width=5)


def _cities(lang: str, pids: list[str], most: int = 2) -> str:
    """City names joined by commas, the first ``most`` of them, then "+k" for the rest."""
    names = [city_name(lang, p) for p in pids[:most]]
    return ", ".join(names) + (f" +{len(pids) - most}" if len(pids) > most else "")


def last_text(v: View, lang: str) -> str | None:
    """The header's second line: what the nation of :attr:`View.last` did in its turn, e.g.
    "Last: Romans — Maneuver: 3 moves, conquered Tarentum; +1 King" (None before the first turn,
    or while it has done nothing yet)."""
    last = v.last
    if last is None:
        return None
    parts: list[str] = []
    moves = sum(row[3] for row in last.moves)
    if moves:
        parts.append(_tr(lang, "antike-last-moves", n=moves))
    for unit in ("legion", "galley"):
        k = sum(row[2] for row in last.armed if row[1] == unit)
        if k:
            parts.append(_tr(lang, f"antike-last-armed-{unit}", n=k))
    if last.learned:
        parts.append(", ".join(_tr(lang, f"antike-kh-{a}") for a in last.learned))
    for key, pids in (("battles", last.battles), ("conquered", last.conquered), ("temples", last.temples)):
        if pids:
            parts.append(_tr(lang, f"antike-last-{key}", n=len(pids), cities=_cities(lang, pids)))
    if last.space is None and last.founded:  # a start city (the longer game)
        parts.append(_tr(lang, "antike-last-start", city=_cities(lang, last.founded)))
    elif last.founded:
        parts.append(_tr(lang, "antike-last-founded", n=len(last.founded), cities=_cities(lang, last.founded)))
    if last.space is None and not parts:
        return None
    what = ", ".join(parts)
    if last.space is not None:
        space = RONDEL[last.space]
        name = _tr(lang, f"antike-space-{space.id}")
        if space.kind == "production":
            what = ", ".join([f"+{last.produced}", *parts])
        what = _tr(lang, "antike-last-action", space=name, what=what or _tr(lang, "antike-last-nothing"))
    persons = {k: last.persons.count(k) for k in dict.fromkeys(last.persons)}
    if persons:
        what += "; " + ", ".join(_tr(lang, f"antike-last-person-{k}", n=n) for k, n in persons.items())
    return _tr(lang, "antike-last", nation=_tr(lang, f"antike-nation-{v.nations[last.nation].id}"), what=what)


LAST_BOX = (38, 40, WIDTH - 12, 82)  # where the header's last-turn text goes (x0, y0, x1, y1)


def last_line(v: View, lang: str) -> tuple[str, ImageFont.FreeTypeFont, tuple[str, ...]] | None:
    """:func:`last_text` as drawn in :data:`LAST_BOX`: (full text, font, lines drawn): one line
    from 19 px down to 16 px, else two lines at 17 or 16 px (6 px capital height on a phone),
    cut with "…" only below that."""
    text = last_text(v, lang)
    if text is None:
        return None
    x0, y0, x1, y1 = LAST_BOX
    fnt, lines = fit_text(text, x1 - x0, y1 - y0, 19, 16, False, 1)
    if lines[0] != text:
        fnt, lines = fit_text(text, x1 - x0, y1 - y0, 17, 16, False, 2)
    return text, fnt, lines


KEY_H = 36


def _key(d: ImageDraw.ImageDraw, top: int, lang: str) -> int:
    """The map's key: the three resources of the cities, a nation's city, a temple, a legion and a
    galley (with their number), coins; returns the bottom."""
    f = font(16)
    items: list[tuple[str, str]] = [
        ("marble", _tr(lang, "antike-space-marble")), ("iron", _tr(lang, "antike-space-iron")),
        ("gold", _tr(lang, "antike-space-gold")), ("city", _tr(lang, "antike-piece-city")),
        ("temple", _tr(lang, "antike-piece-temple")), ("legion", _tr(lang, "antike-piece-legion")),
        ("galley", _tr(lang, "antike-piece-galley")), ("coins", _tr(lang, "antike-piece-coin")),
    ]
    d.rectangle((8, top, WIDTH - 8, top + KEY_H - 4), fill=PANEL, outline=LINE)
    x, y = 16.0, top + 17
    with text_role("key"):
        for kind, label in items:
            w = 29 + f.getlength(label) + 16
            if x + w > WIDTH - 12:
                x, y = 16.0, y + 28
            _icon(d, kind, x, y)
            draw_text(d, (x + 27, y), label, f, INK, "lm")
            x += w
    return top + KEY_H


RONDEL_H = 80  # the strip (62 px), the band of the last move (14 px) and a gap


def rondel_space_box(i: int, top: int) -> Box:
    """The box of rondel space ``i`` on the strip whose top is ``top``."""
    w = (WIDTH - 16) / 8
    return (8 + i * w, top, 8 + i * w + w - 3, top + 62)


def _rondel(d: ImageDraw.ImageDraw, v: View, top: int, lang: str) -> int:
    """The rondel as a strip of its 8 spaces in clockwise order (it wraps round from the last
    to the first), each nation's marker under its space; the space chosen in the last turn framed
    in its nation's colour, and under the strip an arrow in that colour from the space it left
    (round past the end when it wrapped); returns the bottom."""
    w = (WIDTH - 16) / 8
    last = v.last if v.last is not None and v.last.space is not None else None
    for i, s in enumerate(RONDEL):
        x = 8 + i * w
        d.rectangle((x, top, x + w - 3, top + 62), fill=SPACE_COLOR[s.id], outline=INK)
        if last is not None and last.space == i:
            col = NATION_COLORS[v.nations[last.nation].id]
            d.rectangle((x, top, x + w - 3, top + 62), outline=INK, width=6)
            d.rectangle((x + 1, top + 1, x + w - 4, top + 61), outline=col, width=4)
        label = _tr(lang, f"antike-space-{s.id}")
        lf, lines = rondel_label(label, _tr(lang, f"antike-space-split-{s.id}"), int(w - 9))
        for j, line in enumerate(lines):
            draw_text(d, (x + w / 2 - 1, top + 13 + 17 * j), line, lf, INK, "mm")
        here = [n for n in v.nations if n.position == i]
        for k, n in enumerate(here):
            px = x + w / 2 - 1 + (k - (len(here) - 1) / 2) * 17
            py = top + 48
            act = n.index == v.active and v.winner is None
            d.ellipse((px - 8, py - 8, px + 8, py + 8), fill=NATION_COLORS[n.id], outline=HIGHLIGHT if act else INK,
                      width=3 if act else 1)
    if last is not None:
        _rondel_arrow(d, last, NATION_COLORS[v.nations[last.nation].id], top + 71)
    return top + RONDEL_H - 4


def rondel_label(label: str, split: str, width: int) -> tuple[ImageFont.FreeTypeFont, list[str]]:
    """A rondel space's name in a ``width`` px box at 16 px (6 px capital height on a phone): bold,
    else regular, else on two lines cut where the catalog's ``split`` form has its hyphen
    ("Cono-scenza": "Cono-" / "scenza")."""
    for bold in (True, False):
        fnt = font(16, bold)
        if fnt.getlength(label) <= width:
            return fnt, [label]
    fnt = font(16, False)
    if "-" in split.strip("-"):
        head, tail = split.split("-", 1)
        return fnt, [head + "-", tail]
    return fnt, list(fit_text(label, width, 22, 16, 16, False, 1)[1])


def _rondel_arrow(d: ImageDraw.ImageDraw, last: LastTurn, col: RGB, y: float) -> None:
    """The band under the rondel: a line in ``col`` from the middle of the space left to an
    arrowhead under the space reached, past the strip's right end and on from its left when the
    move wrapped round (a first placement: the head alone)."""
    assert last.space is not None
    w = (WIDTH - 16) / 8
    mid = [8 + i * w + (w - 3) / 2 for i in range(8)]
    end = mid[last.space]
    if last.start is None:
        runs = []
    elif last.start < last.space:
        runs = [(mid[last.start], end - 8)]
    else:  # round past the end (or the whole way round, 8 steps)
        runs = [(mid[last.start], WIDTH - 8.0), (8.0, end - 8)]
    for x1, x2 in runs:
        if x2 > x1:
            d.line((x1, y, x2, y), fill=INK, width=9)
            d.line((x1, y, x2, y), fill=col, width=5)
    d.polygon([(end + 10, y), (end - 9, y - 8), (end - 9, y + 8)], fill=col, outline=INK)


def _icon(d: ImageDraw.ImageDraw, kind: str, x: float, y: float) -> None:
    """The key's icon of ``kind`` (16 px wide, x its left, y its middle), as the map draws it."""
    if kind in RES_COLOR:
        _city(d, x + 8, y, kind, None)
    elif kind == "coins":
        d.ellipse((x, y - 8, x + 16, y + 8), fill=(226, 178, 38), outline=(150, 108, 12))
    elif kind == "city":
        _city(d, x + 8, y, "marble", INK_SOFT)
    elif kind == "temple":
        _temple(d, x + 8, y + 5)
    elif kind == "legion":
        _legion(d, x - 1, y - 9, KEY_UNIT, None, 18)
    elif kind == "galley":
        _galley(d, x - 1, y - 6, KEY_UNIT, None, 18)


ROW_H = 106


def _know_how(n: NationView, lang: str) -> list[str]:
    kh = []
    for bsc in BASIC:
        lv = n.know_how.get(bsc, 0)
        if lv:
            adv = next(a for a, b in ADVANCED.items() if b == bsc)
            kh.append(_tr(lang, f"antike-kh-{bsc if lv == 1 else adv}"))
    return kh


def nation_lines(v: View, n: NationView, names: list[str] | None, lang: str) -> list[tuple[str, ImageFont.FreeTypeFont, str]]:
    """The three lines of text of nation ``n``'s row as (full text, font, line drawn): player and
    nation (beside the score), personalities by kind, know-how; a line is shrunk to fit its width
    (21 or 17 px down to 16: 6 px capital height on a phone) and cut with "…" only below that."""
    sw = font(22, True).getlength(f"{n.total}/{v.target}")
    who = _who(v, n.index, names, lang)
    pers = " · ".join(f"{_tr(lang, f'antike-person-{k}')} {c}" for k, c in n.persons.items())
    kh = _know_how(n, lang)
    know = f"{_tr(lang, 'antike-space-know_how')}: {', '.join(kh) if kh else '–'}"
    out = []
    for text, width, size, bold in ((who, int(WIDTH - 70 - sw), 21, True), (pers, WIDTH - 40, 17, False),
                                    (know, WIDTH - 40, 17, False)):
        fnt, lines = fit_text(text, width, 26, size, 16, bold, 1)
        out.append((text, fnt, lines[0]))
    return out


def _nations(d: ImageDraw.ImageDraw, v: View, x0: int, top: int, names: list[str] | None, lang: str) -> int:
    """One framed row per nation: colour, player (nation) and personalities / target; its
    marble, iron, gold, coins, cities, temples, legions and galleys (icons of the key); its
    personalities by kind in words; its know-how in words."""
    fb = font(19, True)
    for n in v.nations:
        y = top + n.index * ROW_H
        active = n.index == v.active and v.winner is None
        won = v.winner == n.index
        d.rectangle((x0, y + 2, WIDTH - 8, y + ROW_H - 4), fill=PANEL, outline=HIGHLIGHT if active or won else LINE,
                    width=3 if active or won else 1)
        d.rectangle((x0 + 6, y + 9, x0 + 22, y + 25), fill=NATION_COLORS[n.id], outline=INK)
        (_, wf, who), (_, pf, pers), (_, kf, know) = nation_lines(v, n, names, lang)
        draw_text(d, (x0 + 30, y + 17), who, wf, INK, "lm")
        draw_text(d, (WIDTH - 18, y + 17), f"{n.total}/{v.target}", font(22, True), INK, "rm")
        cx = x0 + 8
        yy = y + 44
        for kind, val in (("marble", n.marble), ("iron", n.iron), ("gold", n.gold), ("coins", n.coins),
                          ("city", n.cities), ("temple", n.temples), ("legion", n.legions), ("galley", n.galleys)):
            _icon(d, kind, cx, yy)
            draw_text(d, (cx + 21, yy), str(val), fb, INK, "lm")
            cx += 92
        draw_text(d, (x0 + 8, y + 68), pers, pf, INK, "lm")
        draw_text(d, (x0 + 8, y + 89), know, kf, INK_SOFT, "lm")
    return top + len(v.nations) * ROW_H


def header(v: View, names: list[str] | None, lang: str) -> str:
    """The picture's first line: whose turn and what they decide, or the winner with the game's
    word for winning and their personalities."""
    if v.prompt == "nation" and v.seat is not None:  # option nations="choose": no nation yet to name
        player = names[v.seat] if names and v.seat < len(names) else _tr(lang, "common-player-n", n=v.seat + 1)
        return f"{player}: {_tr(lang, 'antike-step-nation')}"
    if v.winner is not None:
        return _tr(lang, "antike-st-winner", who=_who(v, v.winner, names, lang), n=v.nations[v.winner].total)
    nat = v.nation if v.nation is not None else v.active
    return _tr(lang, "antike-st-turn", turn=v.turn, who=_who(v, nat, names, lang), step=_tr(lang, f"antike-step-{v.prompt}"))


HEAD_H = 84  # two lines: whose turn and what they decide; the last turn (last_line)
#: the header before anyone has done anything (no last turn to tell: no line kept for it)
HEAD_FIRST_H = 42
#: the top of the rondel's strip on the picture (under the header, the map and the key) once
#: the header tells the last turn (:func:`rondel_top` for any view)
RONDEL_TOP = HEAD_H + MAP_H + 6 + KEY_H + 2


def map_top(v: View, lang: str = "en") -> int:
    """The y of the map's top on the picture of ``v``: :data:`HEAD_H` under a header telling the
    last turn, :data:`HEAD_FIRST_H` before there is one (no empty line kept: the map is as high as it can be)."""
    return HEAD_H if last_line(v, lang) is not None else HEAD_FIRST_H


def rondel_top(v: View, lang: str = "en") -> int:
    """The y of the rondel strip's top on the picture of ``v``."""
    return RONDEL_TOP - HEAD_H + map_top(v, lang)


def render_board(view: View, names: list[str] | None = None, *, lang: str = "en") -> bytes:
    """PNG bytes of the public board drawn from ``view`` (an Antike :class:`View`);
    ``names``: the seat holders' display names by seat; ``lang``: "en" or "it"."""
    v = view
    top_of_map = map_top(v, lang)
    key_top = top_of_map + MAP_H + 6
    top_of_rondel = rondel_top(v, lang)
    height = top_of_rondel + RONDEL_H - 4 + 6 + len(v.nations) * ROW_H + 62  # the footer: two lines
    img = Image.new("RGB", (WIDTH, height), PAPER)
    d = ImageDraw.Draw(img)
    hf, hl = fit_text(header(v, names, lang), WIDTH - 24, 30, 22, 16, True, 1)
    draw_text(d, (12, 24), hl[0], hf, INK, "lm")
    drawn = last_line(v, lang)
    if drawn is not None and v.last is not None:
        _text, lf, lines = drawn
        lh = line_height(lf)
        first = LAST_BOX[1] + (LAST_BOX[3] - LAST_BOX[1] - lh * len(lines)) / 2 + lh / 2
        d.rectangle((12, first - 9, 30, first + 9), fill=NATION_COLORS[v.nations[v.last.nation].id], outline=INK)
        draw_lines(d, LAST_BOX, lf, lines, INK, "left")
    _map(img, d, v, top_of_map, lang)
    _key(d, key_top, lang)
    top = _rondel(d, v, top_of_rondel, lang)
    _nations(d, v, 8, top + 6, names, lang)
    # footer, two lines: the personalities left in the stacks; the bank's coins and the temples left
    fy = height - 44
    stacks = _tr(lang, "antike-board-left", list=" · ".join(f"{_tr(lang, f'antike-person-{k}')} {c}" for k, c in v.stacks.items()))
    sf, sl = fit_text(stacks, WIDTH - 24, 22, 17, 16, False, 1)
    draw_text(d, (12, fy), sl[0], sf, INK, "lm")
    fy = height - 20
    ff = font(17, False)
    x = 12.0
    for label, icon, count in ((_tr(lang, "antike-board-bank"), "coins", v.coins_bank),
                               (_tr(lang, "antike-board-temples"), "temple", v.temples_left)):
        draw_text(d, (x, fy), label, ff, INK, "lm")
        x += d.textlength(label, font=ff) + 6
        _icon(d, icon, x, fy)
        draw_text(d, (x + 20, fy), str(count), font(17, True), INK, "lm")
        x += 16 + 4 + 30 + 16
    return to_png(img, palette())


@functools.cache
def palette() -> Image.Image:
    """Every flat colour drawn, and the edge shades of text and lines on their backgrounds."""
    nations = list(dict.fromkeys(NATION_COLORS.values()))
    tints = list(dict.fromkeys(tint(k) for k in NATION_COLORS))
    solids = [PLAQUE, PAPER, PANEL, INK, INK_SOFT, LINE, WHITE, HIGHLIGHT, SEA_BG, COAST, LAND_BG, BORDER, (226, 178, 38),
              (150, 108, 12), *RES_COLOR.values(), *SPACE_COLOR.values(), *nations, *tints]
    pairs = [(PAPER, INK), (PANEL, INK), (PANEL, INK_SOFT), (PANEL, HIGHLIGHT), (SEA_BG, COAST), (LAND_BG, COAST),
             (LAND_BG, BORDER), (LAND_BG, INK), (SEA_BG, INK), (PLAQUE, INK), (WHITE, INK)]
    pairs += [(c, INK) for c in SPACE_COLOR.values()] + [(c, WHITE) for c in nations] + [(c, INK) for c in nations]
    pairs += [(c, INK) for c in RES_COLOR.values()] + [(c, INK) for c in tints] + [(c, BORDER) for c in tints]
    return fixed_palette(solids, pairs)
