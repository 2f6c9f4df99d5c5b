"""The Mare Nostrum close-up names only what it shows (issue 18: "Cirenaica, Epiro, Galazia, Magna
Grecia e Tracia" showed only Cirenaica): provinces too far apart for one crop are counted as
"elsewhere on the map", and the crop holds every province its title names."""

from __future__ import annotations

import pytest

from render import mare_nostrum as mn
from tests.render.test_mare_nostrum import base_of, make_view, province

FAR = ["cyrenaica", "epirus", "galatia", "magna_graecia", "thracia"]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_close_up_title_names_only_the_provinces_in_the_crop(lang: str) -> None:
    view = make_view("military")
    for pid in FAR:
        province(view, pid).at_war = True
    base = base_of(view)
    shown = mn.shown_regions(base, sorted(FAR))
    assert 1 < len(shown) < len(FAR)
    title = mn.detail_lines(view, None, lang)[1]
    for pid in FAR:
        assert (mn.region_name(pid, lang) in title) == (pid in shown), (pid, title)
    more = {"en": f"and {len(FAR) - len(shown)} more elsewhere", "it": f"e altre {len(FAR) - len(shown)} altrove"}[lang]
    assert more in title
    # the crop holds every hexagon centre of the named provinces
    x0, y0, x1, y1 = mn._detail_box(base, sorted(FAR))
    geo = base.geometry
    for pid in shown:
        for r, c in mn.layout().regions[pid].cells:
            if geo.visible(c):
                cx, cy = geo.centre(r, c)
                assert x0 <= cx <= x1 and y0 <= cy <= y1, pid


def test_close_up_of_neighbours_names_them_all() -> None:
    view = make_view("military")
    for pid in ("latium", "etruria"):
        province(view, pid).at_war = True
    title = mn.detail_lines(view, None, "en")[1]
    assert "elsewhere" not in title and "Etruria" in title and "Latium" in title


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_phase_has_its_name_in_the_header(lang: str) -> None:
    """Every phase the engine's view can be in (Mythology's Offering included: issue 18 saw the
    raw id "Offering" in Italian) is named from the catalog."""
    import i18n
    from engines.mare_nostrum import view as mview

    phases = ("setup", "commerce", "offering", "construction", "military", "over")
    for phase in phases:
        assert i18n.has(f"mn-board-phase-{phase}", lang), phase
    view = make_view("military").model_copy(update={"phase": "offering"})
    assert isinstance(view, mview.MareNostrumView)
    head = mn._header_text(view, None, lang)[0]
    assert head.endswith({"en": "Offering phase", "it": "Fase Offerta"}[lang]) and "·" in head


#: whole seeded games (those of tests/render/test_text_layout.py: their views are shared)
SEEDED = [(3, (), 1), (5, (("expansion", "mythology"),), 2)]
#: the smallest height (px) of a map name in the close-up when a phone shows it 400 px wide
NAME_AT_400 = 7.0


@pytest.mark.parametrize(("players", "options", "seed"), SEEDED)
def test_every_close_up_of_a_seeded_game_holds_what_its_title_names(players, options, seed) -> None:
    """Issue 18, over every view of whole seeded games (base and Mythology), in both languages:
    each province or sea the close-up's title names (:func:`mn.shown_regions`) lies inside the
    crop, its name and every hexagon; every map name the crop shows stays at least NAME_AT_400 px
    tall when the picture is shown 400 px wide (a narrower picture is not enlarged)."""
    from tests.render.test_text_layout import game_views

    views = game_views("mare-nostrum", players, options, seed)
    checked = 0
    for i, view in enumerate(views):
        found = mn.focus(view)
        if found is None:
            continue
        for lang in ("en", "it"):
            base = mn._base_of(view, lang)
            geo = base.geometry
            anchored = view.last is not None  # rules 3: grown from the battle or the latest place named
            shown = mn.shown_regions(base, found[1], anchored)
            title = mn.detail_lines(view, None, lang)[1]
            crop = x0, y0, x1, y1 = mn._detail_box(base, found[1], anchored)
            for rid in shown:
                assert mn.region_name(rid, lang) in title, (i, rid, title)
                lx0, ly0, lx1, ly1 = base.label_boxes[rid]
                assert x0 <= lx0 and y0 <= ly0 and lx1 <= x1 and ly1 <= y1, (i, lang, rid, "name outside the crop")
                for r, c in mn.layout().regions[rid].cells:
                    if geo.visible(c):
                        cx, cy = geo.centre(r, c)
                        assert x0 <= cx <= x1 and y0 <= cy <= y1, (i, lang, rid, "hexagon outside the crop")
            k = min(1.0, 400 / (x1 - x0))
            for rid, box in base.label_boxes.items():
                if mn.overlaps(box, crop):
                    assert (box[3] - box[1]) * k >= NAME_AT_400, (i, lang, rid, box, x1 - x0)
            checked += 1
    assert checked > 100  # the games do reach battles, wars and new influence
