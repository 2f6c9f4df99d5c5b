"""Mythology on the board picture: every side's creatures are drawn (a diamond with the kind's
initial, or a two-letter mark where the initial is a civilization's letter, and the count), on
land and a Kraken at sea, without covering any name or token, and readable at 400 px wide."""

from __future__ import annotations

import io

from PIL import Image, ImageChops

import i18n
from engines.mare_nostrum.state import NEUTRAL_BASE
from render import mare_nostrum as mn
from render.common import record_texts
from tests.mare_nostrum.builders import put
from tests.mare_nostrum.myth_builders import ATLANTIS, BABYLON, CARTHAGE, EGYPT, GREECE, ROME, myth


def _view(with_creatures: bool = True):
    e, S = myth(active=ROME)
    put(S, "latium", ROME, legions={ROME: 2}, fortresses={ROME: 1})
    put(S, "achaea", GREECE, legions={GREECE: 1})
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 1})
    put(S, "sicilia", CARTHAGE, legions={CARTHAGE: 1, ROME: 1})
    if with_creatures:
        put(S, "latium", ROME, creatures={ROME: 2})
        put(S, "achaea", GREECE, creatures={GREECE: 1})
        put(S, "africa", CARTHAGE, creatures={CARTHAGE: 3})
        put(S, "babylonia", BABYLON, creatures={BABYLON: 1})
        put(S, "aegyptus_inferior", EGYPT, creatures={EGYPT: 1})
        put(S, "sicilia", CARTHAGE, creatures={CARTHAGE: 1})
        put(S, "sicilia", ROME, creatures={ROME: 1})
        put(S, "atlantis", NEUTRAL_BASE + 5, creatures={NEUTRAL_BASE + 5: 1})
        S.sea_creatures = {"mare_tyrrhenum": {ATLANTIS: 2}}
    return e.player_view(S, None)


def test_every_creature_is_drawn_and_nothing_overlaps():
    view = _view()
    for lang in ("en", "it"):
        boxes = mn.map_boxes(view, lang)
        creatures = sorted(b.region for b in boxes if b.kind == "creature")
        assert creatures == sorted(["latium", "achaea", "africa", "babylonia", "aegyptus_inferior", "sicilia", "sicilia", "atlantis", "mare_tyrrhenum"])
        assert [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:] if mn.overlaps(a.box, b.box)] == []


def test_the_glyph_names_the_kind_in_the_readers_language_with_the_count():
    view = _view()
    sea = next(s for s in view.seas if s.id == "mare_tyrrhenum")
    (kraken,) = [f for f in sea.forces if f.creatures]
    assert mn._creature_glyph(kraken, "en") == "K2"
    egypt = next(p for p in view.provinces if p.id == "aegyptus_inferior")
    (phoenix,) = [f for f in egypt.forces if f.creatures]
    assert mn._creature_glyph(phoenix, "en") == "P" and mn._creature_glyph(phoenix, "it") == "F"


def test_creatures_change_pixels_only_inside_their_boxes_and_stay_visible_at_400px():
    view, bare = _view(), _view(False)
    a = Image.open(io.BytesIO(mn.render_board(view))).convert("RGB")
    b = Image.open(io.BytesIO(mn.render_board(bare))).convert("RGB")
    (box,) = [x.box for x in mn.map_boxes(view) if x.kind == "creature" and x.region == "babylonia"]
    base = mn._base_of(view, "en")  # issue 26: map pixels as drawn in the picture (the map's strips)
    (x0, y0), (x1, y1) = (mn.picture_point(base, "babylonia", x, y) for x, y in (box[:2], box[2:]))
    x0, y0, x1, y1 = int(x0), int(y0), int(x1), int(y1)
    assert ImageChops.difference(a.crop((x0, y0, x1 + 1, y1 + 1)), b.crop((x0, y0, x1 + 1, y1 + 1))).getbbox() is not None
    # at 400 px wide a creature diamond still covers several pixels of its side's colour
    k = 400 / a.width
    small = a.resize((400, int(a.height * k)), Image.LANCZOS)
    cx, cy = int((x0 + x1) / 2 * k), int((y0 + y1) / 2 * k)
    region = small.crop((cx - 4, cy - 4, cx + 5, cy + 5))
    colour = mn.colour_of(next(p for p in view.players if p.seat == BABYLON).colour)
    raw = region.convert("RGB").tobytes()  # (getdata is deprecated in Pillow 13)
    pixels = zip(raw[0::3], raw[1::3], raw[2::3])
    close = sum(1 for px in pixels if sum(abs(u - v) for u, v in zip(px, colour)) < 90)
    assert close >= 10


def test_the_behemoth_is_not_babylons_letter():
    """Issue 18: the Behemoth's diamond (Carthage's creature) and Hercules' badge acting as one say
    "Bh", not Babylon's "B" of the panel, in both languages; the map's key shows the same letter."""
    view = _view()
    africa = next(p for p in view.provinces if p.id == "africa")
    (behemoth,) = [f for f in africa.forces if f.creatures]
    assert behemoth.creature == "behemoth"
    for lang in ("en", "it"):
        assert mn._creature_glyph(behemoth, lang) == "Bh3"
        assert mn.creature_letter("behemoth", lang) == "Bh" != mn._civ_name(view, "babylon", lang)[:1]
        assert mn._hercules_glyph(behemoth.model_copy(update={"hercules": "behemoth", "legions": 1}), lang) == "Bh"
    assert [mn.creature_letter(k, "it") for k in ("titan", "phoenix", "kraken")] == ["T", "F", "K"]
    mn._legend.cache_clear()
    with record_texts() as records:
        mn._legend(1239, "en", (), 4, True, 0, "", ("behemoth",))
    texts = [r.text for r in records]
    assert "Behemoth" in texts and "Bh" in texts and "B" not in texts


def _catalog_ids(data_file: str, key: str) -> list[str]:
    from importlib import resources

    import yaml

    data = yaml.safe_load(resources.files("engines.mare_nostrum").joinpath("data", data_file).read_text("utf-8"))
    items = data[key]
    return [item["id"] for item in items] if isinstance(items, list) else list(items)


def test_no_creature_mark_is_a_civilizations_letter():
    """Issue 18: a creature's mark (map, Hercules' badge, key) is never the letter a civilization
    shows in the panel, in English or Italian (the Centaur's "C" read as Carthage's, the Griffin's
    "G" as Greece's, the Behemoth's "B" as Babylon's); two kinds never share a mark; the key names
    each mark on the map."""
    civs = [*_catalog_ids("game.yaml", "civilizations"), "atlantis"]
    kinds = _catalog_ids("mythology.yaml", "creatures")
    assert len(kinds) == 6 and len(civs) == 6
    letters = {mn.name_of(lang, "mn-civ", civ)[:1] for civ in civs for lang in ("en", "it")}
    assert {"C", "G", "B"} <= letters
    for lang in ("en", "it"):
        marks = {kind: mn.creature_letter(kind, lang) for kind in kinds}
        assert not {k: m for k, m in marks.items() if m in letters}, (lang, marks, letters)
        assert len(set(marks.values())) == len(kinds), marks
        assert (marks["centaur"], marks["griffin"]) == ("Ce", "Gr")
        mn._legend.cache_clear()
        with record_texts() as records:
            mn._legend(1239, lang, (), 4, True, 0, "", tuple(kinds))
        texts = {r.text for r in records}
        assert set(marks.values()) <= texts and {i18n.tr(lang, f"mn-creature-{k}") for k in kinds} <= texts


def test_hercules_creature_mark_gets_a_key_entry():
    """Hercules' badge shows the mark of the creature his legion acts as (D21): the key names that
    mark even when no creature of that kind stands on the map."""
    view = _view(with_creatures=False)
    latium = next(p for p in view.provinces if p.id == "latium")
    (force,) = [f for f in latium.forces if f.legions]
    force.hercules = "centaur"
    assert mn._creatures_on_map(view) == ("centaur",)
    mn._legend.cache_clear()
    with record_texts() as records:
        mn.render_board(view, lang="it")
    texts = {r.text for r in records}
    assert "Ce" in texts and "Centauro" in texts
