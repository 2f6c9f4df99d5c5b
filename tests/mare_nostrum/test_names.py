"""The proper names of Mare Nostrum (i18n/locales/<lang>/mn_names.ftl) agree with the game data:
every civilization, hero, Wonder, province, sea area and strait of engines/mare_nostrum/data has
its message, the English catalog says the data's (official English) name, and the Italian one the
Italian rulebook's name where the data records it (``name_it``, RULEBOOK "COMPONENTI")."""

from __future__ import annotations

import yaml

import i18n
from engines.mare_nostrum import data
from engines.text import msg

RAW_MAP = yaml.safe_load((data.DATA / "map.yaml").read_text(encoding="utf-8"))


def _en(mid: str) -> str:
    return i18n.render(msg(mid), "en", strict=True)


def _it(mid: str) -> str:
    return i18n.render(msg(mid), "it", strict=True)


def test_civilization_names_are_the_data_names() -> None:
    for cid, civ in data.load().game.civilizations.items():
        assert _en(f"mn-civ-{cid}") == civ.name
        assert civ.name_it is not None and _it(f"mn-civ-{cid}") == civ.name_it


def test_hero_and_wonder_names_are_the_data_names() -> None:
    cards = data.load().game.cards_special
    assert len([c for c in cards if c.kind == "hero"]) == 11 and len([c for c in cards if c.kind == "wonder"]) == 7
    for c in cards:
        mid = f"mn-{c.kind}-{c.id}"
        assert _en(mid) == c.name
        assert c.name_it is not None and _it(mid) == c.name_it


def test_every_province_sea_and_strait_of_every_board_has_its_data_name() -> None:
    for p in RAW_MAP["provinces"]:
        assert _en(f"mn-province-{p['id']}") == p["name"]
        assert _en(f"mn-in-province-{p['id']}") == f"in {p['name']}"
        assert _it(f"mn-province-{p['id']}") and _it(f"mn-in-province-{p['id']}")
    for s in RAW_MAP["seas"]:
        assert _en(f"mn-sea-{s['id']}") == s["name"]
        assert _en(f"mn-in-sea-{s['id']}") == f"in the {s['name']}"
        assert _it(f"mn-in-sea-{s['id']}").startswith(("nel", "nell", "alle"))
    for s in RAW_MAP["straits"]:
        assert _en(f"mn-strait-{s['id']}") == s["name"]


def test_goods_roles_buildings_and_units_have_names() -> None:
    R = data.load()
    for g in ["tax", *R.commodities]:
        assert _en(f"mn-good-{g}") and _it(f"mn-good-{g}")
    for r in R.game.roles:
        assert _en(f"mn-role-{r}") and _it(f"mn-role-{r}")
    assert _it("mn-role-director_of_commerce") == "Direttore del Commercio"
    assert _it("mn-role-military_leader") == "Leader Militare"
    for b in ("city", "caravan", "market", "temple"):
        assert _en(f"mn-building-{b}") == b.capitalize()
    for u in ("legion", "trireme", "fortress"):
        assert _en(f"mn-unit-{u}") == u.capitalize()
    assert _it("mn-unit-legion") == "Legione" and _it("mn-building-caravan") == "Carovana"


def test_italian_place_names_of_the_rulebook() -> None:
    """The places the rulebook names in Italian (map.yaml ``place_names``: RULEBOOK examples, FAQ)."""
    assert _it("mn-sea-mare_aegaeum") == "Mar Egeo"
    assert _it("mn-sea-mare_ionium") == "Mare Ionio"
    assert _it("mn-sea-pontus_euxinus") == "Mare Nero"
    assert _it("mn-province-cyrenaica") == "Cirenaica"
    assert _it("mn-strait-fretum_siculum") == "Stretto di Messina"
    assert _it("mn-strait-columnae_herculis") == "Colonne di Ercole"
