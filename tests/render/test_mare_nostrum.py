"""The Mare Nostrum board renderer (render.mare_nostrum) on views built by hand: every phase
draws, the PNG stays small and deterministic, the picture follows the public view and only it."""

from __future__ import annotations

import io
from importlib import resources

import pytest
import yaml
from PIL import Image, ImageChops

import render
from engines.mare_nostrum.view import (
    BattleView,
    ForceView,
    MareNostrumView,
    PlayerView,
    PromptView,
    ProvinceView,
    SeaView,
    SiteView,
    TradeView,
)
from render import common
from render import mare_nostrum as mn
from render.common import lighter

CIVS = [("rome", "Rome", "red", "julius_caesar"), ("greece", "Greece", "green", "pericles"),
        ("egypt", "Egypt", "yellow", "cleopatra"), ("carthage", "Carthage", "blue", "hannibal")]
HOME = {"rome": ["etruria", "latium", "magna_graecia"], "greece": ["achaea", "macedonia", "cyclades"],
        "egypt": ["aegyptus_inferior", "aegyptus_superior", "nubia"], "carthage": ["africa", "numidia", "tripolitania"],
        "babylon": ["babylonia", "syria", "cilicia"]}
CAPITALS = {"rome": "latium", "greece": "achaea", "egypt": "aegyptus_inferior", "carthage": "africa", "babylon": "babylonia"}


def _map(boards: set[str]) -> tuple[list[dict], list[dict]]:
    data = yaml.safe_load(resources.files("engines.mare_nostrum").joinpath("data", "map.yaml").read_text("utf-8"))
    return [p for p in data["provinces"] if p["board"] in boards], [s for s in data["seas"] if s["board"] in boards]


def make_view(phase: str = "construction", boards: frozenset[str] = frozenset({"base"}), **changes) -> MareNostrumView:
    """Four players on their home provinces, Babylon neutral; a legion and a caravan each."""
    provinces, seas = _map(set(boards))
    capital_of = {p: civ for civ, p in CAPITALS.items()}
    pviews = {
        p["id"]: ProvinceView(
            id=p["id"], name=p["name"], island=p["island"], capital_of=capital_of.get(p["id"]),
            cities=[SiteView(name=c) for c in p["cities"]], caravans=[SiteView(name=r) for r in p["resources"]],
        )
        for p in provinces
    }
    players = []
    for seat, (civ, name, colour, hero) in enumerate(CIVS):
        players.append(PlayerView(seat=seat, civilization=civ, civilization_name=name, colour=colour, hand_size=seat + 2,
                                  heroes=[hero], cards_towards_victory=1))
        for pid in HOME[civ]:
            pv = pviews[pid]
            pv.owner, pv.owner_civ, pv.owner_colour = seat, civ, colour
        capital = pviews[CAPITALS[civ]]
        capital.cities[0].built = True
        capital.caravans[0].built = True
        capital.forces.append(ForceView(seat=seat, civ=civ, colour=colour, legions=seat + 1, fortresses=1 if civ == "rome" else 0))
    for pid in HOME["babylon"]:
        pv = pviews[pid]
        pv.neutral, pv.owner_civ, pv.owner_colour = "babylon", "babylon", "violet"
        pv.forces.append(ForceView(neutral="babylon", civ="babylon", colour="violet", legions=1, fortresses=1 if pid == "babylonia" else 0))
    players[0].roles = ["military_leader"]
    players[2].roles = ["political_leader"]
    players[3].roles = ["director_of_commerce"]
    sviews = [SeaView(id=s["id"], name=s["name"]) for s in seas]
    for sv in sviews:
        if sv.id == "mare_ionium":
            sv.forces = [ForceView(seat=0, civ="rome", colour="red", triremes=2), ForceView(seat=1, civ="greece", colour="green", triremes=1)]
    view = MareNostrumView(
        turn=2, phase=phase, prompt=PromptView(phase=phase, kind="build", seats=[1], text="build"),
        players=players, provinces=list(pviews.values()), seas=sviews, neutrals=["babylon"],
        roles={"military_leader": 0, "political_leader": 2, "director_of_commerce": 3},
        supply={"caravans": 19, "cities": 6, "markets": 10, "temples": 5}, active_seat=1,
    )
    return view.model_copy(update=changes)


def province(view: MareNostrumView, pid: str) -> ProvinceView:
    return next(p for p in view.provinces if p.id == pid)


def decode(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def base_of(view: MareNostrumView) -> mn.BaseMap:
    return mn.base_map(frozenset(p.id for p in view.provinces), frozenset(s.id for s in view.seas),
                       frozenset(p.id for p in view.provinces if p.capital_of))


def phase_views() -> dict[str, MareNostrumView]:
    trade = TradeView(director=3, announced=3, participants=[0, 1, 2, 3], offered=[0, 2])
    revealed = TradeView(director=3, announced=2, participants=[0, 1, 2, 3], revealed=True,
                         offers={0: ["grain", "tax"], 1: ["wine"], 2: [], 3: ["gold", "fish"]}, taken_counts={1: 1}, to_take=2)
    battle = BattleView(place="epirus", naval=False, attacker=0, defender=1, attacker_dice=[6, 3], defender_dice=[2],
                        attacker_total=9, defender_total=2, attacker_losses=0, defender_losses=1)
    naval = BattleView(place="mare_ionium", naval=True, attacker=1, defender=0, attacker_dice=[5], defender_dice=[5],
                       attacker_total=5, defender_total=5, attacker_losses=1, defender_losses=1)
    war = make_view("military", battle=battle)
    epirus = province(war, "epirus")
    epirus.owner, epirus.owner_civ, epirus.owner_colour = 1, "greece", "green"
    epirus.forces = [ForceView(seat=1, civ="greece", colour="green", legions=1), ForceView(seat=0, civ="rome", colour="red", legions=2)]
    epirus.at_war = True
    return {
        "setup": make_view("setup", prompt=PromptView(phase="setup", kind="place", seats=[0], text="place")),
        "commerce-sealed": make_view("commerce", trade=trade, prompt=PromptView(phase="commerce", kind="offer", seats=[1, 3], text="offer cards")),
        "commerce-revealed": make_view("commerce", trade=revealed),
        "construction": make_view("construction"),
        "military-battle": war,
        "military-naval": make_view("military", battle=naval),
        "over": make_view("over", winners=[2], prompt=PromptView(phase="over", kind="over", seats=[], text="")),
    }


@pytest.mark.parametrize("name", list(phase_views()))
def test_every_phase_renders_a_small_png(name):
    view = phase_views()[name]
    png = mn.render_board(view)
    image = decode(png)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(png) < 1_000_000
    # issue 26: the map in two strips stacked over the panel, as wide as a strip, made for a phone
    assert image.width == base_of(view).geometry.picture_width <= mn.PICTURE_MAX_W
    assert 1500 < image.height < 2100


def test_same_view_same_bytes():
    view = phase_views()["military-battle"]
    assert mn.render_board(view) == mn.render_board(view.model_copy(deep=True))


def test_a_hand_or_a_sealed_offer_never_changes_the_picture():
    """A seat's own view carries its hand and sealed offer: the picture is the public one."""
    public = phase_views()["commerce-sealed"]
    own = public.model_copy(deep=True)
    own.viewer = 0
    own.players[0].hand = ["gold", "gold", "tax"]
    own.trade.my_offer = ["gold"]
    other = public.model_copy(deep=True)
    other.viewer = 0
    other.players[0].hand = ["fish", "tax", "wine"]
    other.trade.my_offer = ["tax"]
    assert mn.render_board(own) == mn.render_board(public) == mn.render_board(other)


def test_public_hand_size_is_drawn():
    view = make_view()
    bigger = view.model_copy(deep=True)
    bigger.players[0].hand_size += 1
    assert mn.render_board(view) != mn.render_board(bigger)


def _empty_slot_point(view: MareNostrumView, pid: str) -> tuple[int, int]:
    """A point inside a hexagon of ``pid`` where nothing is drawn over the fill (the upper part
    of its last slot hexagon)."""
    base = base_of(view)
    x, y = mn.picture_point(base, pid, *base.places[pid].slots[-1])
    return round(x), round(y - base.geometry.hex_w * 0.5)


@pytest.mark.parametrize("pid, expected", [
    ("tripolitania", lighter(mn.colour_of("blue"), 0.3)),     # Carthage's
    ("babylonia", lighter(mn.colour_of("violet"), 0.7)),      # a neutral civilization's, paler
    ("gaetulia", mn.LAND),                                     # nobody's
])
def test_province_takes_its_influence_colour(pid, expected):
    view = make_view()
    assert decode(mn.render_board(view)).getpixel(_empty_slot_point(view, pid)) == expected


def test_conquest_recolours_the_province():
    view = make_view()
    gaetulia = province(view, "gaetulia")
    gaetulia.owner, gaetulia.owner_civ, gaetulia.owner_colour = 0, "rome", "red"
    assert decode(mn.render_board(view)).getpixel(_empty_slot_point(view, "gaetulia")) == lighter(mn.colour_of("red"), 0.3)


def test_war_outlines_the_province_in_red():
    view = phase_views()["military-battle"]
    image = decode(mn.render_board(view))
    (x0, y0), (x1, y1) = base_of(view).outlines["epirus"][0]
    x, y = mn.picture_point(base_of(view), "epirus", (x0 + x1) / 2, (y0 + y1) / 2)
    assert image.getpixel((round(x), round(y))) == mn.WAR
    peace = make_view("military")
    assert decode(mn.render_board(peace)).getpixel((round(x), round(y))) != mn.WAR


def test_occupation_stripes_the_province_in_the_occupiers_colour():
    view = make_view()
    tripolitania = province(view, "tripolitania")
    tripolitania.caravans[0].built = True
    tripolitania.caravans[0].occupied_by = 1
    tripolitania.occupied_by = 1
    base = base_of(view)
    (ox, oy), mask = base.masks["tripolitania"]
    ox, oy = (round(v) for v in mn.picture_point(base, "tripolitania", ox, oy))

    def green_pixels(image: Image.Image) -> int:
        crop = image.crop((ox, oy, ox + mask.width, oy + mask.height))
        return sum(count for count, colour in crop.getcolors(1 << 20) if colour == mn.colour_of("green"))

    free = make_view()
    assert green_pixels(decode(mn.render_board(view))) > 500
    assert green_pixels(decode(mn.render_board(free))) == 0


def test_mythology_board_widens_the_map():
    view = make_view(boards=frozenset({"base", "mythology"}))
    image = decode(mn.render_board(view))
    # issue 26: the wider map is cut in two strips no wider than the base game's picture
    geo = mn.base_map(frozenset(p.id for p in view.provinces), frozenset(s.id for s in view.seas), frozenset()).geometry
    first, last, hex_w = mn.layout().boards["mythology"]
    assert (geo.first_col, geo.last_col, geo.hex_w) == (first, last, hex_w)
    assert image.width == geo.picture_width <= mn.PICTURE_MAX_W


def test_a_region_missing_from_the_layout_is_an_error():
    view = make_view()
    view.seas.append(SeaView(id="mare_incognitum", name="Unknown Sea"))
    with pytest.raises(KeyError, match="mare_incognitum"):
        mn.render_board(view)


def test_dispatcher_finds_the_renderer():
    view = make_view()
    assert render.render_board("mare-nostrum", view) == mn.render_board(view)


def test_seat_holders_names_are_shown():
    view = make_view()
    names = ["alice", "bob", "carol", "dave"]
    with_names = mn.render_board(view, names=names)
    assert with_names != mn.render_board(view)
    assert render.render_board("mare-nostrum", view, names) == with_names
    assert mn._header_text(view, names) == ("Turn 2 · Construction phase", "▶ Greece (bob): build")


def test_name_pieces_never_overlap():
    """The names are pasted as pieces composited once each: overlapping label boxes merge."""
    assert mn._disjoint([(10, 10, 20, 20), (18.5, 12, 30, 15), (50, 0, 60, 5)], (100, 100)) == [(9, 9, 32, 22), (49, 0, 62, 7)]
    assert mn._disjoint([(-3, 95, 5, 120)], (100, 100)) == [(0, 94, 7, 100)]
    base = base_of(make_view())
    boxes = [(x, y, x + piece.width, y + piece.height) for (x, y), piece in base.names]
    assert len(boxes) > 20
    assert all(not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]) for i, a in enumerate(boxes) for b in boxes[i + 1:])


@pytest.mark.parametrize("name", list(phase_views()))
def test_the_fixed_palette_keeps_the_picture(name, monkeypatch):
    """The PNG is mapped to the board's fixed palette: flat colours survive (Pillow's lookup is
    approximate: within 3 levels) and text edges stay close (a colour drawn without its palette
    entry would show up here as many pixels far off)."""
    drawn = []
    monkeypatch.setattr(mn, "to_png", lambda img, palette: drawn.append(img) or common.to_png(img, palette))
    png = mn.render_board(phase_views()[name], ["alice", "bob", "carol", "dave"])
    rgb, mapped = drawn[0], decode(png).convert("RGB")
    r, g, b = ImageChops.difference(rgb, mapped).split()
    diff = ImageChops.lighter(r, ImageChops.lighter(g, b)).histogram()  # largest channel error
    pixels = rgb.width * rgb.height
    assert sum(diff[:6]) > 0.93 * pixels  # flat areas (the panel lands 5 levels off on the sand)
    assert sum(diff[16:]) < 0.001 * pixels  # anti-aliased edges within a few shades
