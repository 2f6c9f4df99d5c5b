"""Mythology's new rules on the board picture, read on a phone (400 px wide):

- Hercules' declared legion (docs/mythology-rules.md D21, ``ForceView.hercules``): a gold ring and a
  gold diamond badge with the initial of the creature it acts as, on its side's legion disc in its
  province, and a legend entry -- only while some legion is tagged (ordinary pictures unchanged);
- the Greek Blockade's battle (D40-D47: the Greek attacks out of the mover's turn) is named so in
  the battle line and the close-up's title;
- a land battle with Hamilcar (D33) and Ajax (D37): the dice shown are the final ones (after the
  rerolls), Hamilcar's automatic dice named apart from the dice rolled.

Every state is built through the engine (its public view, ``player_view(state, None)``)."""

from __future__ import annotations

import io

from PIL import Image, ImageChops

from engines.mare_nostrum.state import (
    Attack,
    AutomaticDice,
    DeclareHercules,
    EndTurn,
    MoveLegions,
    NavalAttack,
    Reroll,
)
from engines.mare_nostrum.view import BattleView
from render import mare_nostrum as mn
from tests.mare_nostrum.builders import put
from tests.mare_nostrum.myth_builders import CARTHAGE, EGYPT, GREECE, ROME, myth


def _image(view, lang: str = "en") -> Image.Image:
    return Image.open(io.BytesIO(mn.render_board(view, lang=lang))).convert("RGB")


def _near(px, colour, tol: int = 60) -> bool:
    return sum(abs(u - v) for u, v in zip(px, colour)) < tol


def _hercules(seat: int = ROME, province: str = "latium", declare: bool = True):
    """``seat`` holds Hercules, 3 legions in ``province`` (a Greek army next door); declared
    there when ``declare``.  Returns (engine, state)."""
    e, S = myth(step="move", active=seat)
    S.players[seat].cards = ["hercules"]
    put(S, province, seat, legions={seat: 3})
    put(S, "achaea", GREECE, legions={GREECE: 2})
    if declare:
        S, _ = e.apply(S, seat, DeclareHercules(province=province))
    return e, S


def _force_box(view, region: str) -> tuple[int, int, int, int]:
    (box,) = [b.box for b in mn.map_boxes(view) if b.kind == "force" and b.region == region]
    base = mn._base_of(view, "en")  # issue 26: map pixels as drawn in the picture (the map's strips)
    (x0, y0), (x1, y1) = (mn.picture_point(base, region, x, y) for x, y in (box[:2], box[2:]))
    return int(x0), int(y0), int(x1), int(y1)


def _legend_height(view) -> int:
    return mn._legend(_image(view).width, "en", mn._goods_on_map(view), 4, True, 0, mn.hercules_glyph(view, "en")).height


# ---- Hercules' legion (D21) --------------------------------------------------------------------------


def test_the_view_tags_the_declared_legion_and_the_badge_names_its_creature_in_the_readers_language():
    e, S = _hercules()
    view = e.player_view(S, None)
    (rome,) = [f for p in view.provinces if p.id == "latium" for f in p.forces]
    assert rome.hercules == "titan" and mn._hercules_glyph(rome, "en") == "T" and mn._hercules_glyph(rome, "it") == "T"
    assert mn.hercules_glyph(view, "en") == "T"
    # Egypt's creature is the Phoenix: "P", Italian "Fenice"
    e, S = _hercules(EGYPT, "aegyptus_inferior")
    view = e.player_view(S, None)
    assert mn.hercules_glyph(view, "en") == "P" and mn.hercules_glyph(view, "it") == "F"
    # nothing declared: no badge anywhere
    e, S = _hercules(declare=False)
    view = e.player_view(S, None)
    assert mn.hercules_glyph(view, "en") == "" and all(mn._hercules_glyph(f, "en") == "" for p in view.provinces for f in p.forces)


def test_the_badge_is_drawn_on_the_tagged_legion_disc_and_shows_gold_at_400_px():
    e, S = _hercules()
    tagged = e.player_view(S, None)
    plain = tagged.model_copy(deep=True)
    for p in plain.provinces:
        for f in p.forces:
            f.hercules = None
    a, b = _image(tagged), _image(plain)
    x0, y0, x1, y1 = _force_box(tagged, "latium")
    p0, q0, p1, q1 = _force_box(plain, "latium")  # the larger token may take another spot
    map_h = a.height - mn._draw_panel(tagged, a.width, mn.seat_colours(tagged.players), None, "en").height
    # on the map, the pictures differ only where Rome's force is drawn
    diff = ImageChops.difference(a.crop((0, 0, a.width, map_h)), b.crop((0, 0, b.width, map_h))).getbbox()
    assert diff is not None
    assert min(x0, p0) <= diff[0] and min(y0, q0) <= diff[1] and diff[2] <= max(x1, p1) + 1 and diff[3] <= max(y1, q1) + 1
    # shown 400 px wide, the ring and the badge still make a gold patch of several pixels there
    k = 400 / a.width
    for image, expected in ((a, True), (b, False)):
        small = image.resize((400, int(image.height * k)), Image.LANCZOS)
        patch = small.crop((int(x0 * k) - 1, int(y0 * k) - 1, int(x1 * k) + 2, int(y1 * k) + 2))
        raw = patch.tobytes()
        gold = sum(1 for i in range(0, len(raw), 3) if _near(raw[i:i + 3], mn.HERCULES_GOLD, 90))
        assert (gold >= 6) is expected, gold


def test_the_legend_lists_hercules_only_while_a_legion_is_tagged():
    assert "hercules" not in dict(mn.legend_entries("en", 4, True))
    assert dict(mn.legend_entries("en", 4, True, hercules=True))["hercules"] == "Hercules' legion, acting as a creature"
    assert dict(mn.legend_entries("it", 4, True, hercules=True))["hercules"] == "legione di Ercole, agisce come unità mitologica"
    e, S = _hercules(declare=False)
    before = e.player_view(S, None)
    e, S = _hercules()
    tagged = e.player_view(S, None)
    # the tag lasts until the end of the game turn (turn.advance), then so does the legend's entry
    S, _ = e.apply(S, ROME, EndTurn())
    assert mn.hercules_glyph(e.player_view(S, None), "en") == "T"
    for _ in range(200):
        if not S.hercules:
            break
        seat = e.prompt(S).seats[0]
        S, _ = e.apply(S, seat, e.auto_action(S, seat))
    after = e.player_view(S, None)
    assert mn.hercules_glyph(after, "en") == ""
    legends = []
    for view in (before, tagged, after):
        image = _image(view)
        h = _legend_height(view)
        legends.append(image.crop((0, image.height - h, image.width, image.height)).tobytes())
    assert legends[0] == legends[2] and legends[1] != legends[0]


def test_the_tagged_force_stays_in_its_province_and_nothing_overlaps():
    """The badge makes the token larger: the tagged force is placed first in its province."""
    e, S = _hercules()
    put(S, "latium", GREECE, legions={GREECE: 1}, fortresses={GREECE: 1})
    put(S, "latium", CARTHAGE, legions={CARTHAGE: 2})
    view = e.player_view(S, None)
    for lang in ("en", "it"):
        boxes = mn.map_boxes(view, lang)
        assert [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:] if mn.overlaps(a.box, b.box)] == []
    latium = [b for b in mn.map_boxes(view) if b.region == "latium" and b.kind == "force"]
    assert len(latium) == 3
    base = mn._base_of(view, "en")
    x0, y0, x1, y1 = latium[0].box  # placed first: Hercules' legion (its badge reaches above its disc)
    untagged = [f.model_copy(update={"hercules": None}) for f in next(p for p in view.provinces if p.id == "latium").forces]
    plain = view.model_copy(deep=True)
    next(p for p in plain.provinces if p.id == "latium").forces = untagged
    assert latium[0].box != [b for b in mn.map_boxes(plain) if b.region == "latium" and b.kind == "force"][0].box
    inside = 1 + base.provinces.index("latium")
    assert base.index.getpixel((int((x0 + x1) / 2), int((y0 + y1) / 2))) == inside  # in Latium, not beside it


# ---- the Greek Blockade (D40-D47) ------------------------------------------------------------------


def _blockade(dice):
    """Rome carries 2 legions from Latium to Achaea through the Adriatic and Ionian seas; Greece
    (2 triremes in the Ionian Sea) attacks the carrying trireme there (example 59)."""
    e, S = myth(dice, step="move", active=ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "achaea", GREECE, legions={GREECE: 1})
    S.seas["mare_hadriaticum"] = {ROME: 1}
    S.seas["mare_ionium"] = {ROME: 1, GREECE: 2}
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="achaea", count=2))
    S, _ = e.apply(S, GREECE, NavalAttack(sea="mare_ionium", target=ROME))
    return e, S


def test_a_blockade_battle_is_named_in_the_battle_line_and_the_close_up():
    e, S = _blockade([6, 6, 1])
    view = e.player_view(S, None)
    assert view.battle is not None and view.battle.blockade and view.phase == "military" and view.active_seat == ROME
    assert mn._battle_line(view, "en") == "Greek Blockade · Ionian Sea: Greece [6 6] = 12 against Rome [1] = 1 · losses: Greece 0, Rome 1"
    assert mn._battle_line(view, "it").startswith("Blocco Greco · Mare Ionio: Grecia [6 6] = 12 contro Roma [1] = 1")
    # the battle first, then the other places the lines since the previous picture named (issue 26)
    kind, places = mn.focus(view)
    assert kind == "battle" and places[0] == "mare_ionium"
    assert mn.detail_lines(view, None, "en")[1].startswith("Greek Blockade: Ionian Sea")
    assert mn.detail_lines(view, None, "it")[1].startswith("Blocco Greco: Mare Ionio")
    # an ordinary naval battle keeps its words
    naval = view.model_copy(update={"battle": view.battle.model_copy(update={"blockade": False})})
    assert mn._battle_line(naval, "en").startswith("Naval battle · Ionian Sea: Greece [6 6] = 12")
    assert mn.detail_lines(naval, None, "en")[1].startswith("Last battle: Ionian Sea")
    assert mn.render_detail(view) != mn.render_detail(naval)


# ---- Hamilcar (D33) and Ajax (D37) -----------------------------------------------------------------


def test_hamilcars_automatic_dice_are_named_and_ajaxs_rerolls_are_final():
    """Rome holds Hamilcar and copies Ajax (Castor & Pollux): 1 automatic 4, a rolled 1 rerolled
    into a 5 (tests/mare_nostrum/test_mythology_hero_choices.py::test_ajax_cannot_reroll_hamilcars_automatic_dice)."""
    e, S = myth([1, 1, 1, 1, 5], active=ROME)
    S.players[ROME].cards = ["hamilcar", "castor_and_pollux"]
    S.players[ROME].copies = "ajax"
    S.players[CARTHAGE].cards = ["ajax"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "etruria", GREECE, legions={GREECE: 3})
    S, _ = e.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=2))
    S, _ = e.apply(S, ROME, Attack(province="etruria", target=GREECE))
    S, _ = e.apply(S, ROME, AutomaticDice(count=1))
    S, _ = e.apply(S, ROME, Reroll(dice=[1]))
    view = e.player_view(S, None)
    assert view.battle is not None and view.battle.attacker_fixed == 1 and view.battle.defender_fixed == 0
    line = mn._battle_line(view, "en")
    assert line == "Battle · Etruria: Rome [Hamilcar: 4 · 5] = 9 against Greece [1 1 1] = 3 · losses: Rome 0, Greece 1"
    assert "Roma [Amilcare: 4 · 5] = 9 contro Grecia [1 1 1] = 3" in mn._battle_line(view, "it")
    assert mn.detail_lines(view, None, "en")[2] == line


def test_every_die_automatic_and_no_hamilcar():
    assert mn._dice([4, 4, 4], 3, "en") == "[Hamilcar: 4 4 4]"
    assert mn._dice([5, 5, 2], 2, "it") == "[Amilcare: 5 5 · 2]"  # with Hannibal an automatic 5 (FAQ E85)
    assert mn._dice([6, 3]) == "[6 3]" and mn._dice([], 0) == "[]"
    e, S = _hercules(declare=False)
    battle = BattleView(place="numidia", naval=False, attacker=CARTHAGE, defender=ROME, attacker_dice=[4, 4], attacker_fixed=2,
                        defender_dice=[4, 4], attacker_total=8, defender_total=8)
    view = e.player_view(S, None).model_copy(update={"battle": battle})
    assert mn._battle_line(view, "en").startswith("Battle · Numidia: Carthage [Hamilcar: 4 4] = 8 against Rome [4 4] = 8")


def test_the_base_games_battle_view_dumps_as_before():
    """The new BattleView fields are Mythology's: left out of the dumps while unused (the golden
    playthroughs compare dumps)."""
    b = BattleView(place="epirus", naval=False, attacker=0, defender=1, attacker_dice=[6], defender_dice=[2])
    assert set(b.model_dump()) == {"place", "naval", "attacker", "defender", "defender_neutral", "attacker_dice", "defender_dice",
                                   "attacker_total", "defender_total", "attacker_losses", "defender_losses"}
    assert b.model_copy(update={"blockade": True, "attacker_fixed": 1}).model_dump()["attacker_fixed"] == 1
