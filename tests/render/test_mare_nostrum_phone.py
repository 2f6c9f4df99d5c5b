"""The 6-player Mythology board read on a phone, the picture shown 400 px wide (issue 8, part 3;
issue 18; issue 26: the picture is made for a phone, the map in two strips stacked, at most 666
px wide): the panel's key lines (turn, civilization, hand, heroes towards victory, roles) keep at
least 7.4 px, the holders, heroes, god chips and legend at least 6.4 px, measured on what is
really drawn; a god held is a gold chip beside the roles; a creature is bigger than a legion
disc.  The base game's picture keeps its width and bounds."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from engines.mare_nostrum.engine import MareNostrum
from render import mare_nostrum as mn

E = MareNostrum()


def _myth_view(**changes):
    S = E.setup(6, {"expansion": "mythology", **changes.pop("options", {})}, 1)
    view = E.player_view(S, None)
    for key, value in changes.items():
        setattr(view, key, value)
    return view


def _image(view) -> Image.Image:
    return Image.open(io.BytesIO(mn.render_board(view))).convert("RGB")


def _at_400(size: float, width: int) -> float:
    return size * 400 / width


#: the smallest text sizes (px) at 400 px wide: the panel's key lines (header, civilization, hand,
#: heroes count, roles), then the rest (holder, cards, god chip, supply and battle lines, legend)
KEY_AT_400 = 7.4
REST_AT_400 = 6.4


def _base_width() -> int:
    return _image(E.player_view(E.setup(4, {}, 1), None)).width


def test_key_text_keeps_its_size_when_the_mythology_board_is_shown_400_px_wide():
    """The sizes the panel is drawn at, divided by the picture's width over 400 (issue 26: the
    picture is at most 666 px wide, the Mythology one no wider than the base game's)."""
    view = _myth_view()
    width = _image(view).width
    assert width <= _base_width() <= mn.PICTURE_MAX_W
    for size in (mn.HEADER_FONT, mn.ROLE_FONT, mn.CIV_FONT, mn.COUNT_FONT):  # header, roles; civilization, hand and heroes count
        assert _at_400(size, width) >= KEY_AT_400
    for size in (mn.LEGEND_FONT, mn.CARDS_FONT, mn.EXTRA_FONT, mn.GOD_FONT, mn.HOLDER_FONT):
        assert _at_400(size, width) >= REST_AT_400
    # the largest creature diamond is bigger than the largest legion disc
    assert mn.CREATURE_SIZES[0] > mn.FORCE_SIZES[0]


def _ink_height(text: str, size: int, bold: bool) -> int:
    from render.common import font

    box = font(size, bold).getbbox(text)
    return box[3] - box[1]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_panel_texts_drawn_keep_their_size_at_400_px(lang):
    """What is really drawn (fitted texts shrink): on the 6-player Mythology board with three roles
    and a used god on one row, two roles and a god on another (issue 18: they no longer fit one
    line of the narrower picture: the row grows a line), each key text of the panel is inked at
    least as tall as the same text at KEY_AT_400 px once the picture is shown 400 px wide, the
    holder, heroes, god chip and legend texts at least REST_AT_400 px."""
    from render.common import record_texts

    view = _myth_view()
    crowded = view.players[3]
    crowded.roles = ["director_of_commerce", "political_leader", "military_leader"]
    crowded.gods, crowded.gods_used = ["vulcan"], ["vulcan"]
    crowded.heroes = ["hammurabi"]
    crowded.wonders = ["colossus"]
    view.players[1].roles = ["director_of_commerce", "high_priest"]
    view.players[1].gods = ["mars"]
    names = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
    mn._legend.cache_clear()
    with record_texts() as records:
        image = Image.open(io.BytesIO(mn.render_board(view, names, lang=lang)))
    width = image.width
    scale = width / 400
    drawn = {}
    for r in records:
        drawn[r.text] = max(drawn.get(r.text, 0), r.box[3] - r.box[1])
    key = [mn._header_text(view, names, lang)[0]]
    rest = []
    for p in view.players:
        key += [mn._civ_name(view, p.civilization, lang), str(p.hand_size), f"{p.cards_towards_victory}/{view.victory_target or 4}"]
        rest.append(names[p.seat])
        lines = mn._role_lines(p, width, lang)
        key += [text for line in lines for kind, text in line if kind == "roles"]
        rest += [text for line in lines for kind, text in line if kind != "roles"]
    assert len(mn._role_lines(crowded, width, lang)) >= 2  # the crowded row took a second line
    rest.append(", ".join([mn.name_of(lang, "mn-hero", "hammurabi"), mn.name_of(lang, "mn-wonder", "colossus")]))
    rest += [text for _, text in mn.legend_entries(lang, 4, True)]
    small = {}
    for texts, at_400, bold in ((key, KEY_AT_400, True), (rest, REST_AT_400, False)):
        for text in texts:
            assert text in drawn, (text, sorted(drawn)[:40])
            if drawn[text] < _ink_height(text, int(at_400 * scale), bold):
                small[text] = (drawn[text], _ink_height(text, int(at_400 * scale), bold))
    assert small == {}


def test_a_god_held_is_a_gold_chip_that_shows_at_400_px():
    view = _myth_view()
    seat = view.players[2]
    plain = _image(view)
    seat.gods = ["mars"]
    with_god = _image(view)
    diff = ImageChops.difference(plain, with_god).getbbox()
    assert diff is not None and diff[1] > plain.height * 0.4  # in the panel, below the map
    k = 400 / with_god.width
    small = with_god.resize((400, int(with_god.height * k)), Image.LANCZOS)
    x0, y0, x1, y1 = (int(v * k) for v in diff)
    raw = small.crop((x0, y0, x1 + 1, y1 + 1)).tobytes()
    pixels = [raw[i:i + 3] for i in range(0, len(raw), 3)]
    gold = sum(1 for px in pixels if sum(abs(u - v) for u, v in zip(px, mn.GOD_CHIP)) < 40)
    assert gold >= 40  # a chip of several pixels' height in the god's gold
    seat.gods_used = ["mars"]
    assert _image(view) != with_god  # a used god: a grey chip


def test_the_three_role_cards_variant_counts_roles_in_the_panel_and_the_legend():
    """Mythology's 3 role cards variant (docs/mythology-rules.md #88, D39): the column towards
    victory counts the role cards held (of 3), the legend says so, in both languages."""
    view = _myth_view(options={"roles_victory": True})
    assert view.roles_victory == 3 and view.victory_target is None
    keys = dict(mn.legend_entries("en", 4, True, 3))
    assert keys["roles-victory"] == "role cards held (3 at once win)" and "victory" not in keys
    assert dict(mn.legend_entries("it", 4, True, 3))["roles-victory"] == "carte ruolo controllate (3 insieme vincono)"
    assert "roles-victory" not in dict(mn.legend_entries("en", 4, True))
    plain = _myth_view()
    assert _image(view) != _image(plain)


def test_the_base_board_keeps_its_width_and_its_height_bound():
    S = E.setup(5, {}, 1)
    image = _image(E.player_view(S, None))
    first, last, hex_w = mn.layout().boards["base"]
    geo = mn.Geometry(first, last, mn.layout().rows, hex_w, mn.layout().strips["base"])
    assert image.width == geo.picture_width <= mn.PICTURE_MAX_W and 1500 < image.height < 2100


def _texts(view) -> tuple[int, dict[str, int]]:
    """(picture width, text -> the tallest ink height it is drawn with) of the board of ``view``,
    the map's names included (their boxes)."""
    from render.common import record_texts

    mn._legend.cache_clear()  # the legend is cached per width: draw it again to record its texts
    with record_texts() as records:
        width = _image(view).width
    heights: dict[str, int] = {}
    for record in records:
        heights[record.text] = max(heights.get(record.text, 0), record.box[3] - record.box[1])
    for rid, box in mn._base_of(view, "en").label_boxes.items():
        heights[f"name:{rid}"] = round(box[3] - box[1])
    return width, heights


def test_the_5_player_board_is_no_wider_than_the_4_player_one_and_no_text_is_smaller_at_400_px():
    """Issue 18: shown 400 px wide, the 5-player board reads like the 4-player one: the picture is
    no wider (the players are rows of the panel under the map, never beside it) and every text
    both pictures draw (names of the map, panel, legend) is at least as tall at 400 px."""
    w4, t4 = _texts(E.player_view(E.setup(4, {}, 1), None))
    w5, t5 = _texts(E.player_view(E.setup(5, {}, 1), None))
    assert w5 <= w4
    common = set(t4) & set(t5)
    assert len(common) > 60 and any(k.startswith("name:") for k in common)
    smaller = {k: (t4[k], t5[k]) for k in common if t5[k] * 400 / w5 < t4[k] * 400 / w4 - 0.01}
    assert smaller == {}


def test_the_panel_never_widens_the_picture_beyond_the_map():
    """Every player count draws the players as rows under the map: the picture is as wide as a
    strip of the map (issue 26), 658 px for the base game (14 hexagon columns of 44 px); the
    Mythology map is no wider than that at any count: its strips are 17 columns of 36 px (650 px;
    its outer Atlantic column is cut)."""
    lay = mn.layout()
    for players, options, board in ((3, {}, "base"), (4, {}, "base"), (5, {}, "base"), (3, {"expansion": "mythology"}, "mythology"),
                                     (4, {"expansion": "mythology"}, "mythology"), (5, {"expansion": "mythology"}, "mythology"),
                                     (6, {"expansion": "mythology"}, "mythology")):
        view = E.player_view(E.setup(players, options, 1), None)
        first, last, hex_w = lay.boards[board]
        width = _image(view).width
        assert width == mn.Geometry(first, last, lay.rows, hex_w, lay.strips[board]).picture_width <= _base_width(), (players, options)
    assert _base_width() == 658
