"""The Mare Nostrum board in both languages, its tokens clear of names and of each other, and the
close-up picture of where the phase's action happened (render.mare_nostrum.render_detail)."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

import i18n
import render
from engines.mare_nostrum.view import BattleView, ForceView, PromptView, SiteView
from render import mare_nostrum as mn
from tests.render.test_mare_nostrum import base_of, decode, make_view, phase_views, province

LANGS = ("en", "it")


def overlapping(boxes: list[mn.Placed]) -> list[tuple[mn.Placed, mn.Placed]]:
    return [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:] if mn.overlaps(a.box, b.box)]


def crowded_view():
    """Every side in a one-hexagon island and in a small province, five fleets in one sea,
    every building and good, a war and a conversion: the worst crowding a game can reach."""
    view = make_view("military")
    sides = [ForceView(seat=s, civ=c, colour=col, legions=s + 1, fortresses=s % 2, triremes=1 if s == 2 else 0)
             for s, (c, col) in enumerate([("rome", "red"), ("greece", "green"), ("egypt", "yellow"), ("carthage", "blue")])]
    for pid in ("corsica", "phoenicia", "cyprus", "magna_graecia"):
        p = province(view, pid)
        p.forces = [f.model_copy() for f in sides]
        p.at_war = True
        p.converting_by = 1
        p.market = p.temple = True
        p.cities = [SiteView(name="A", built=True), SiteView(name="B", built=True)]
        for site in p.caravans:
            site.built = True
            site.occupied_by = 0
        p.occupied_by = 0
    sea = next(s for s in view.seas if s.id == "mare_aegaeum")
    sea.forces = [ForceView(seat=s, civ="x", colour=c, triremes=s + 1) for s, c in enumerate(["red", "green", "yellow", "blue"])]
    sea.forces.append(ForceView(neutral="babylon", civ="babylon", colour="violet", triremes=2))
    return view


def all_views():
    views = dict(phase_views())
    views["crowded"] = crowded_view()
    views["mythology"] = make_view(boards=frozenset({"base", "mythology"}))
    views["mythology-crowded"] = crowded_mythology_view()
    return views


def crowded_mythology_view():
    """The crowded view on both boards, with creatures (Mythology) beside legions and fortresses,
    alone, and with unlaunched triremes, in the Atlantic islands too."""
    view = crowded_view()
    wide = make_view("military", boards=frozenset({"base", "mythology"}))
    wide.provinces = [next((p for p in view.provinces if p.id == w.id), w) for w in wide.provinces]
    wide.seas = view.seas
    wide.expansion = "mythology"
    for pid in ("corsica", "phoenicia", "cyprus", "magna_graecia"):
        for f in province(wide, pid).forces:
            f.creatures = 1 + f.seat % 3 if f.seat is not None else 1
    for pid, creatures, legions, fort, tri in (("atlantis", 2, 0, 0, 1), ("insulae_hesperides", 1, 1, 1, 0), ("lusitania", 3, 0, 1, 0)):
        province(wide, pid).forces = [ForceView(seat=0, civ="atlantis", colour="black", creatures=creatures, legions=legions,
                                                fortresses=fort, triremes=tri)]
    return wide


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(all_views()))
def test_no_token_covers_a_name_or_another_token(name, lang):
    """The boxes of every printed name and token (pills, legions, fleets, badges): none overlaps
    another and all stay on the map."""
    view = all_views()[name]
    boxes = mn.map_boxes(view, lang)
    geo = base_of(view).geometry
    kinds = {b.kind for b in boxes}
    assert {"name", "pill", "force", "fleet"} <= kinds
    assert overlapping(boxes) == []
    assert all(b.box[0] >= 0 and b.box[1] >= 0 and b.box[2] <= geo.width and b.box[3] <= geo.height for b in boxes)


def test_the_boxes_are_where_the_tokens_are_drawn():
    """Removing a province's legions changes pixels only inside the box given for them (so the
    overlap test checks what is really drawn)."""
    view = make_view()
    latium = province(view, "latium")  # no buildings: the pill, placed after the units (issue 26), stays put
    latium.cities, latium.caravans, latium.market, latium.temple = [], [], False, False
    bare = view.model_copy(deep=True)
    province(bare, "latium").forces = []
    diff = ImageChops.difference(decode(mn.render_board(view)), decode(mn.render_board(bare))).getbbox()
    assert diff is not None
    (force,) = [b for b in mn.map_boxes(view) if b.kind == "force" and b.region == "latium"]
    base = mn._base_of(view, "en")  # map pixels as drawn in the picture (the map's strips)
    (x0, y0), (x1, y1) = (mn.picture_point(base, "latium", x, y) for x, y in (force.box[:2], force.box[2:]))
    assert x0 - 1 <= diff[0] and y0 - 1 <= diff[1] and diff[2] <= x1 + 1 and diff[3] <= y1 + 1


def test_overlapping_boxes_are_found():
    boxes = [mn.Placed("name", "a", (0, 0, 10, 10)), mn.Placed("force", "b", (9, 9, 20, 20)), mn.Placed("pill", "c", (10, 0, 20, 9))]
    assert overlapping(boxes) == [(boxes[0], boxes[1])]


def test_goods_of_every_site_are_shown():
    """A province's pill shows each good, on a caravan tile once a caravan stands there."""
    p = province(make_view(), "latium")
    assert [i for i in mn._pill_items(p) if i[0] in ("caravan", "site")] == [("caravan", "wine"), ("site", "grain")]
    view = make_view()
    built = view.model_copy(deep=True)
    province(built, "gallia").caravans[1].built = True
    assert mn.render_board(view) != mn.render_board(built)


@pytest.mark.parametrize("lang", LANGS)
def test_every_board_label_is_in_the_catalogs(lang):
    view = phase_views()["commerce-revealed"]
    texts = [*mn._header_text(view, ["a", "b", "c", "d"], lang), *mn._extra_lines(view, lang),
             *mn._extra_lines(phase_views()["military-battle"], lang)]
    for key, _ in mn._legend_symbols():
        assert i18n.has(f"mn-board-legend-{key}", lang)
    assert all("mn-" not in t for t in texts), texts


def test_italian_board_uses_the_italian_names():
    view = phase_views()["military-battle"]
    assert mn.region_name("latium", "it") == "Lazio" and mn.region_name("mare_ionium", "it") == "Mare Ionio"
    assert mn._header_text(view, None, "it")[0] == "Turno 2 · Fase Militare"
    battle = mn._extra_lines(view, "it")[0]
    assert battle.startswith("Battaglia · Epiro: Roma [6 3] = 9 contro Grecia [2] = 2")
    assert mn._extra_lines(view, "en")[0].startswith("Battle · Epirus: Rome [6 3] = 9 against Greece [2] = 2")
    neutral = make_view(battle=BattleView(place="syria", naval=False, attacker=0, defender_neutral="babylon"))
    assert "Babilonia (neutrale)" in mn._extra_lines(neutral, "it")[0]


@pytest.mark.parametrize("name", ["construction", "military-battle", "commerce-revealed"])
def test_both_languages_render(name):
    view = phase_views()[name]
    en = mn.render_board(view, ["alice", "bob", "carol", "dave"], lang="en")
    it = mn.render_board(view, ["alice", "bob", "carol", "dave"], lang="it")
    assert en != it
    assert it == mn.render_board(view, ["alice", "bob", "carol", "dave"], lang="it-IT")
    assert len(it) < 1_000_000 and decode(it).width == decode(en).width
    assert render.render_board("mare-nostrum", view, ["alice", "bob", "carol", "dave"], lang="it") == it


def test_neutral_civilizations_get_a_row_and_a_colour():
    view = make_view()
    assert mn._neutral_colours(view) == {"babylon": mn.colour_of("violet")}
    without = view.model_copy(update={"neutrals": []})
    image = decode(mn.render_board(view))
    assert image.height == decode(mn.render_board(without)).height + mn._neutral_row(image.width, "en")[0]


def test_the_dispatcher_passes_lang_only_to_renderers_that_take_it():
    seen = []
    assert render._call(lambda view, names=None: seen.append(names) or b"old", object(), ["a"], "it") == b"old"
    assert render._call(lambda view, names=None, lang="en": seen.append(lang) or b"new", object(), None, "it") == b"new"
    assert seen == [["a"], "it"]


# ---- the close-up ---------------------------------------------------------------------------------
def test_detail_of_the_last_battle():
    view = phase_views()["military-battle"]
    png = mn.render_detail(view, lang="it")
    assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 300_000
    image = Image.open(io.BytesIO(png))
    assert mn.DETAIL_MIN_W <= image.width <= 800
    assert mn.focus(view) == ("battle", ["epirus"])
    base = base_of(view)
    x0, y0, x1, y1 = mn._detail_box(base, ["epirus"])
    lx0, ly0, lx1, ly1 = base.label_boxes["epirus"]
    assert x0 <= lx0 and y0 <= ly0 and lx1 <= x1 and ly1 <= y1
    assert render.render_detail("mare-nostrum", view, lang="it") == png
    assert mn.render_detail(view, lang="en") != png


def test_detail_of_a_naval_battle_and_of_a_war():
    naval = phase_views()["military-naval"]
    assert mn.focus(naval) == ("battle", ["mare_ionium"])
    assert mn.render_detail(naval) is not None
    war = make_view("construction")
    province(war, "gallia").at_war = True
    province(war, "gallia").forces = [ForceView(seat=0, civ="rome", colour="red", legions=1), ForceView(seat=1, civ="greece", colour="green", legions=1)]
    assert mn.focus(war) == ("war", ["gallia"])
    assert mn.render_detail(war) is not None


def test_detail_of_new_influence():
    view = make_view("construction")
    province(view, "gallia").new_influence = True
    assert mn.focus(view) == ("influence", ["gallia"])
    assert mn.render_detail(view) is not None


def test_no_detail_when_nothing_happened():
    """No battle this phase, no war, no new influence: nothing to focus on.  A battle of an
    earlier military phase is not shown again in the commerce phase."""
    assert mn.render_detail(make_view("construction")) is None
    stale = phase_views()["military-battle"].model_copy(update={"phase": "commerce"})
    province(stale, "epirus").at_war = False
    assert mn.render_detail(stale) is None
    assert render.render_detail("mare-nostrum", make_view("construction")) is None


def test_engines_without_a_close_up_give_none():
    assert render.render_detail("7wd", make_view()) is None


def test_far_apart_places_focus_on_the_first():
    view = make_view("construction")
    for pid in ("gallia", "babylonia"):
        province(view, pid).new_influence = True
    base = base_of(view)
    x0, _, x1, _ = mn._detail_box(base, ["babylonia", "gallia"])
    assert x1 - x0 <= mn.DETAIL_MAX_W + 200
    bx0, _, bx1, _ = base.label_boxes["babylonia"]
    assert x0 <= bx0 and bx1 <= x1


def test_prompt_kind_stands_in_for_an_english_prompt_text():
    view = make_view(prompt=PromptView(phase="construction", kind="build", seats=[1], text="build"))
    right = mn._header_text(view, None, "it")[1]
    assert right.startswith("▶ Grecia: ")
    if i18n.has("mn-prompt-build"):
        assert right == "▶ Grecia: " + i18n.tr("it", "mn-prompt-build")


def test_a_prompt_message_is_rendered_with_the_seat_names():
    """An engine prompt given as a message (engines.text.Msg) is rendered in the board's
    language; a seat placeholder becomes the holder's name, else the civilization."""
    from engines.text import msg

    view = make_view()
    view.prompt.text = msg("mn-board-seat-holder", civ="{p0}", name="x")  # any message with a seat
    assert mn._header_text(view, None, "it")[1] == "▶ Grecia: Roma (x)"
    assert mn._header_text(view, ["alice", "bob", "carol", "dave"], "en")[1] == "▶ Greece (bob): alice (x)"


def _gap(a: tuple, b: tuple) -> float:
    """The clear distance (px) between two boxes, 0 when they touch or overlap."""
    dx = max(b[0] - a[2], a[0] - b[2], 0)
    dy = max(b[1] - a[3], a[1] - b[3], 0)
    return max(dx, dy)


@pytest.mark.parametrize("lang", LANGS)
def test_fleets_keep_clear_of_the_names_near_atlantis(lang):
    """Issue 18: Atlantis' triremes beside "Oceano Atlantico" / "Atlantic Ocean" read as part of the
    name when they touched it; three fleets in the Atlantic (Mythology, 6 players) each stay at least
    4 px from every name and every other token."""
    from engines.mare_nostrum.engine import MareNostrum

    e = MareNostrum()
    view = e.player_view(e.setup(6, {"expansion": "mythology"}, 1), None)
    sea = next(s for s in view.seas if s.id == "oceanus_atlanticus")
    sea.forces = [ForceView(seat=s, civ="x", colour=c, triremes=s + 3) for s, c in enumerate(["black", "red", "green"])]
    boxes = mn.map_boxes(view, lang)
    fleets = [b for b in boxes if b.kind == "fleet" and b.region == "oceanus_atlanticus"]
    assert len(fleets) == 3 and overlapping(boxes) == []
    g = mn.FLEET_GAP
    for fleet in fleets:
        drawn = (fleet.box[0] + g, fleet.box[1] + g, fleet.box[2] - g, fleet.box[3] - g)
        assert min(_gap(drawn, other.box) for other in boxes if other is not fleet) >= 4


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("boards", [frozenset({"base"}), frozenset({"base", "mythology"})])
def test_every_name_on_the_map_is_printed_whole(boards, lang):
    """Issue 18: the Mythology map's narrower hexagons must not cut a name ("Mace…", "Gala…"):
    every province and sea name is printed in full (a long name may spill over its neighbours
    where their names leave room), on both boards, in both languages."""
    view = make_view(boards=boards)
    base = mn._base_of(view, lang)
    assert set(base.label_lines) == {p.id for p in view.provinces} | {s.id for s in view.seas}
    for rid, lines in base.label_lines.items():
        assert not any("…" in line for line in lines), (rid, lines)
        assert " ".join(lines).lstrip("★ ").replace("- ", "-") == mn.region_name(rid, lang), (rid, lines)
