"""Antike's Italian as a native speaker writes it (issue 27; ../shared/review/italian-2026-12.md,
"Antike"): advances with their article and agreement, the temple's cost in "unità di marmo", every
prompt in the imperative, and city names without an article."""

from __future__ import annotations

import pytest
from fluent.syntax import FluentParser, ast

import engines
import i18n
from engines.antike.data import ADVANCED, BASIC, BOARDS
from engines.antike.rules import flow
from engines.antike.state import BuildTemple, Conquer, Learn
from engines.text import msg
from tests.antike.builders import act, at_space, blank, cities, give, nation, units

NAMES = {0: "Alice", 1: "Bob", 2: "Carol", 3: "Dave"}
#: the verbs the Italian prompts and panel titles begin with, all in the imperative ("tu")
IMPERATIVES = {"scegli", "muovi", "paga", "costruisci", "crea", "acquista", "decidi"}


def _entries(lang: str) -> dict[str, ast.Message]:
    text = (i18n.LOCALE_DIR / lang / "antike.ftl").read_text(encoding="utf-8")
    return {e.id.name: e for e in FluentParser().parse(text).body if isinstance(e, ast.Message)}


def _attrs(entry: ast.Message) -> dict[str, str]:
    out = {}
    for a in entry.attributes:
        el = a.value.elements[0]
        assert isinstance(el, ast.TextElement)
        out[a.id.name] = el.value
    return out


def test_every_advance_has_its_article_and_gender_and_every_nation_its_article() -> None:
    it = _entries("it")
    for adv in BASIC + list(ADVANCED):
        attrs = _attrs(it[f"antike-kh-{adv}"])
        assert attrs.get("article") in ("il", "lo", "la", "l'", "i", "gli", "le"), adv
        assert attrs.get("gender") in ("m", "f"), adv
    for b in BOARDS.values():
        for n in b.nations:
            assert _attrs(it[f"antike-nation-{n.id}"]).get("article") in ("i", "gli"), n.id


@pytest.mark.parametrize("advance, expected", [
    ("sailing", "Bob (Fenici) ottiene le Vele per 7 oro, prima nazione a possederle."),
    ("wheel", "Bob (Fenici) ottiene la Ruota per 7 oro, prima nazione a possederla."),
    ("market", "Bob (Fenici) ottiene il Mercato per 7 oro, prima nazione a possederlo."),
    ("monarchy", "Bob (Fenici) ottiene la Monarchia per 7 oro, prima nazione a possederla."),
])
def test_a_first_advance_agrees_with_its_name(advance: str, expected: str) -> None:
    """Review: "Bob (Romani) ottiene le Vele per 7 oro, prima nazione a possederle"; "Carol
    (Germanici) ottiene la Ruota ..., prima nazione a possederla"."""
    st = blank("east")
    i = nation(st, "phoenicians")
    give(st, i, gold=7)
    at_space(st, i, "know_how")
    events = act(st, Learn(advance=advance))
    assert i18n.render(events[0].text, "it", NAMES, strict=True) == expected


@pytest.mark.parametrize("coins, tail", [(0, "(5 unità di marmo)."), (1, "(5 unità di marmo, di cui 1 pagata con una moneta)."),
                                         (3, "(5 unità di marmo, di cui 3 pagate in monete).")])
def test_the_temple_line_counts_units_of_marble(coins: int, tail: str) -> None:
    """Review: "(5 unità di marmo, di cui 3 pagate in monete)", the rulebook's "unità di marmo"."""
    st = blank("east")
    i = nation(st, "phoenicians")
    cities(st, i, "tyros")
    give(st, i, marble=5 - coins, coins=coins)
    at_space(st, i, "temple")
    events = act(st, BuildTemple(province="tyros", coins=coins))
    assert i18n.render(events[0].text, "it", NAMES, strict=True) == "Bob (Fenici) costruisce un tempio a Tyros " + tail


def test_one_unit_removed_is_singular() -> None:
    st = blank("east")
    g, a = nation(st, "greeks"), nation(st, "phoenicians")
    cities(st, g, "athen", "pella")
    cities(st, a, "tyros")
    units(st, a, "athen", galleys=1)
    at_space(st, a, "maneuver_1")
    events = act(st, Conquer(province="athen", legions=0, galleys=1))
    assert "= 1, 1 unità ritirata." in i18n.render(events[0].text, "it", NAMES, strict=True)


def test_every_prompt_and_panel_title_is_in_the_imperative() -> None:
    """Issue 27: "one voice for prompts: the imperative ("prendi", "scegli") in every game"."""
    it = _entries("it")
    for key in it:
        if key.startswith("antike-prompt-") and key != "antike-prompt-game_over":
            first = i18n.tr("it", key, nation=msg("antike-nation-romans"), n=1).split()[0].rstrip(",")
            assert first in IMPERATIVES, (key, first)
        if key.startswith("antike-pn-title-") and key not in ("antike-pn-title-wait",):
            text = i18n.tr("it", key, who="Bob (Romani)", player="Bob", n=1)
            assert text.split(": ", 1)[1].split()[0].rstrip(",") in IMPERATIVES, (key, text)


def test_the_prompts_of_a_whole_game_read_in_the_imperative() -> None:
    e = engines.get("antike")
    st = e.setup(4, {"board": "west"}, 1)
    seen = set()
    for _ in range(400):
        kind = flow.prompt_key(st)[0]
        seat = e.prompt(st).seats[0]
        if kind not in seen:
            seen.add(kind)
            text = i18n.render(e.prompt(st).text, "it", NAMES, strict=True)
            assert text.split()[0].rstrip(",") in IMPERATIVES, text
            assert "Romani" not in text or "i Romani" in text or "dei Romani" in text, text
        st, _ = e.apply(st, seat, e.auto_action(st, seat))
    assert {"rondel", "maneuver", "found"} <= seen


def test_city_names_take_no_article() -> None:
    """Antike's places are cities named as printed on the board ("Roma", "Atene", "Tyros"): no
    article ("a Roma", "ad Atene", "di Tyros"), unlike Mare Nostrum's and Olympus' regions."""
    it = _entries("it")
    for key, entry in it.items():
        if key.startswith("antike-city-"):
            assert not entry.attributes, key
    line = i18n.render(msg("antike-ev-arm-legion", who="Bob", city=msg("antike-city-athen")), "it", strict=True)
    assert line == "Bob piazza una legione ad Atene."
