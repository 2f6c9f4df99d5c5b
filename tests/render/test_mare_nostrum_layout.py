"""The schematic map geometry (render/data/mare_nostrum_layout.yaml) against the engine's map data
(engines/mare_nostrum/data/map.yaml): every province and sea is drawn, and the drawing shows
exactly the adjacencies the rules use."""

from __future__ import annotations

import statistics
from importlib import resources

import pytest
import yaml

from render.mare_nostrum import WILD_CODE, layout, neighbours, parse_layout


@pytest.fixture(scope="module")
def map_data() -> dict:
    text = resources.files("engines.mare_nostrum").joinpath("data", "map.yaml").read_text("utf-8")
    return yaml.safe_load(text)


def _pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


def _drawn_pairs(first_col: int = 0, last_col: int | None = None) -> set[frozenset[str]]:
    """Pairs of regions whose hexagons share an edge inside the column window."""
    lay = layout()
    last_col = lay.cols - 1 if last_col is None else last_col
    pairs: set[frozenset[str]] = set()
    for r, row in enumerate(lay.grid):
        for c, cell in enumerate(row):
            if cell in (None, WILD_CODE) or not first_col <= c <= last_col:
                continue
            for nr, nc in neighbours(r, c):
                if 0 <= nr < lay.rows and first_col <= nc <= min(last_col, lay.cols - 1):
                    other = lay.grid[nr][nc]
                    if other not in (None, WILD_CODE, cell):
                        pairs.add(_pair(cell, other))
    return pairs


def _map_pairs(data: dict, boards: set[str], extension_coasts: bool) -> set[frozenset[str]]:
    ids = {p["id"] for p in data["provinces"] if p["board"] in boards} | {s["id"] for s in data["seas"] if s["board"] in boards}
    pairs = {_pair(a, b) for a, b in data["land_borders"] + data["sea_links"] if a in ids and b in ids}
    pairs |= {_pair(p["id"], sea) for p in data["provinces"] for sea in p["coasts"] if p["id"] in ids and sea in ids}
    if extension_coasts:
        pairs |= {_pair(e["province"], e["sea"]) for e in data.get("extension_extra_coasts", [])}
    return pairs


def test_every_province_and_sea_has_a_place(map_data):
    lay = layout()
    ids = {p["id"] for p in map_data["provinces"]} | {s["id"] for s in map_data["seas"]}
    assert ids == set(lay.regions)
    for rid, region in lay.regions.items():
        assert region.cells, rid
        assert region.sea == (rid in {s["id"] for s in map_data["seas"]}), rid


def test_drawn_adjacency_is_the_map_adjacency(map_data):
    """Two regions touch on the drawing iff they are land neighbours, a province and one of its
    coasts (the Mythology board's extra coast included) or linked seas."""
    drawn = _drawn_pairs()
    wanted = _map_pairs(map_data, {"base", "mythology"}, extension_coasts=True)
    assert sorted(map(sorted, wanted - drawn)) == []  # missing on the drawing
    assert sorted(map(sorted, drawn - wanted)) == []  # drawn but not on the map


def test_base_board_window_keeps_every_base_adjacency(map_data):
    """Drawn without the Mythology board (its columns cut), the base board still shows each base
    region and all of its adjacencies."""
    lay = layout()
    first, last, _ = lay.boards["base"]
    base_ids = {p["id"] for p in map_data["provinces"] if p["board"] == "base"} | {s["id"] for s in map_data["seas"] if s["board"] == "base"}
    for rid in base_ids:
        assert any(first <= c <= last for _, c in lay.regions[rid].cells), rid
    drawn = {pair for pair in _drawn_pairs(first, last) if pair <= base_ids}
    assert drawn == _map_pairs(map_data, {"base"}, extension_coasts=False)


def test_mythology_board_window_keeps_every_adjacency(map_data):
    """The Mythology board's window (issue 18: its outer Atlantic column cut so that the map is no
    wider than the base board's) still shows every region and every adjacency of both boards."""
    lay = layout()
    first, last, _ = lay.boards["mythology"]
    for rid in lay.regions:
        assert any(first <= c <= last for _, c in lay.regions[rid].cells), rid
    assert _drawn_pairs(first, last) == _map_pairs(map_data, {"base", "mythology"}, extension_coasts=True)


def test_islands_touch_only_the_sea(map_data):
    lay = layout()
    seas = {s["id"] for s in map_data["seas"]}
    for province in (p for p in map_data["provinces"] if p["island"]):
        for r, c in lay.regions[province["id"]].cells:
            for nr, nc in neighbours(r, c):
                if 0 <= nr < lay.rows and 0 <= nc < lay.cols:
                    assert lay.grid[nr][nc] in seas | {province["id"], None}, (province["id"], nr, nc)


def test_every_region_is_one_piece():
    lay = layout()
    for rid, region in lay.regions.items():
        cells = set(region.cells)
        seen = {region.cells[0]}
        todo = [region.cells[0]]
        while todo:
            for n in neighbours(*todo.pop()):
                if n in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == cells, rid


def _rank(values: list[float]) -> list[int]:
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0] * len(values)
    for rank, i in enumerate(order):
        ranks[i] = rank
    return ranks


def test_drawing_follows_the_geography():
    """The hexagons keep the real west-east and north-south order of the regions (Spearman rank
    correlation of the drawn centres with the longitudes and latitudes of `lonlat`)."""
    lay = layout()
    ids = sorted(lay.regions)
    centres = {}
    for rid in ids:
        cells = lay.regions[rid].cells
        centres[rid] = (
            sum(c + 0.5 * (r % 2) for r, c in cells) / len(cells),
            sum(r for r, _ in cells) / len(cells),
        )
    x = statistics.correlation(_rank([centres[i][0] for i in ids]), _rank([lay.regions[i].lonlat[0] for i in ids]))
    y = statistics.correlation(_rank([centres[i][1] for i in ids]), _rank([-lay.regions[i].lonlat[1] for i in ids]))
    assert x > 0.97
    assert y > 0.8


def _raw() -> dict:
    return {
        "boards": {"base": {"first_col": 0, "last_col": 1}},
        "straits": [],
        "codes": {"AA": "alpha", "ss": "sea"},
        "regions": {"alpha": {"label": "Alpha", "lonlat": [0, 0]}, "sea": {"label": "Sea", "lonlat": [1, 0], "sea": True}},
        "grid": "AA ss\n.. ss\n",
    }


def test_parse_layout_reads_a_small_grid():
    lay = parse_layout(_raw())
    assert lay.grid == (("alpha", "sea"), (None, "sea"))
    assert lay.regions["sea"].cells == ((0, 1), (1, 1))
    assert lay.regions["sea"].sea and not lay.regions["alpha"].sea


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda raw: raw.update(grid="AA xx\n.. ss\n"), "unknown code 'xx'"),
        (lambda raw: raw.update(grid="AA ss\nss\n"), "same number"),
        (lambda raw: raw.update(grid="ss ss\n.. ss\n"), "without hexagons: ['alpha']"),
        (lambda raw: raw["regions"]["alpha"].update(at=[1, 1]), "`at` is not a hexagon"),
    ],
)
def test_parse_layout_rejects_bad_files(change, message):
    raw = _raw()
    change(raw)
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_layout(raw)
