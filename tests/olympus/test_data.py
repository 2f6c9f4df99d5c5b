"""The engine's own data file (engines/olympus/data/olympus.yaml) against the rulebook's
constraints and the reference data (../shared/data/olympos-data.yaml), and the catalog names."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import i18n
from engines.olympus import data as D
from engines.olympus.data import DATA
from engines.text import msg

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data" / "olympos-data.yaml"


def test_counts_follow_the_components() -> None:
    """32 territories (8 Territory tokens per resource), 2 starred per resource (8 Tribe tokens),
    25 discoveries in 5 rows, 5 wonders, 10 Olympus cards, 22 Destiny cards."""
    assert len(DATA.territories) == 32 and len(DATA.discoveries) == 25
    assert len(DATA.wonders) == 5 and len(DATA.olympus_cards) == 10
    assert sum(c.count for c in DATA.destiny_cards) == 22


def test_rulebook_cost_examples() -> None:
    """"Per sviluppare la Chirurgia ... 2 Grano e 2 Legno"; "la Scienza ... 3 Grano e altre 2
    risorse identiche (non il Grano)"; "la Strategia ... 3 identiche risorse e un'altra diversa";
    "la Filosofia ... due paia di risorse e altri due tipi, tutte differenti"."""
    d = DATA.discovery
    assert d["surgery"].cost.explicit == {"grain": 2, "wood": 2} and not d["surgery"].cost.groups
    assert d["science"].cost.explicit == {"grain": 3} and d["science"].cost.groups == [2] and d["science"].cost.groups_not == ["grain"]
    assert d["strategy"].cost.groups == [3, 1] and not d["strategy"].cost.explicit
    assert d["philosophy"].cost.groups == [2, 2, 1, 1]


def test_swords_and_zeus_of_the_discoveries() -> None:
    """Last page: "La Strategia fornisce 2 Spade"; "L'Arte fornisce 2 simboli Zeus"; Metallurgia,
    Oplite, Falange 1 Spada; Culto, Politeismo, Ellenismo 1 Zeus."""
    swords = {d.id: d.swords for d in DATA.discoveries if d.swords}
    zeus = {d.id: d.zeus for d in DATA.discoveries if d.zeus}
    assert swords == {"hoplite": 1, "metallurgy": 1, "phalanx": 1, "strategy": 2}
    assert zeus == {"religion": 1, "polytheism": 1, "hellenism": 1, "art": 2}


def test_stadium_and_olympus() -> None:
    """The Stadium, "una Meraviglia da 5 Stelle", gives "10 punti prestigio"; the Olympus
    territory gives the Zeus token and produces stone."""
    assert (DATA.wonder["stadium"].stars, DATA.wonder["stadium"].pp) == (5, 10)
    assert DATA.territory["olympos"].zeus and DATA.territory["olympos"].resource == "stone"


def test_copies_per_player_count() -> None:
    """4 players: piles of 2 (purple 1); 3 players: red, green, purple 1, yellow and blue 2;
    5 players: red and green 3; 2 players: one tile per type."""
    hop, met, phil = DATA.discovery["hoplite"], DATA.discovery["metallurgy"], DATA.discovery["philosophy"]
    assert [D.copies(hop, n) for n in (2, 3, 4, 5)] == [1, 1, 2, 3]
    assert [D.copies(met, n) for n in (2, 3, 4, 5)] == [1, 2, 2, 2]
    assert [D.copies(phil, n) for n in (2, 3, 4, 5)] == [1, 1, 1, 1]


def test_broken_data_is_refused(tmp_path: Path) -> None:
    raw = yaml.safe_load((Path(D.__file__).parent / "data" / "olympus.yaml").read_text())
    raw["territories"][0]["land"].append("crete")  # a one-way border
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(raw))
    with pytest.raises(ValueError, match="not mutual"):
        D.load(path)


@pytest.mark.skipif(not SHARED.exists(), reason="shared/ is not beside the repository")
def test_same_map_as_the_reference_data() -> None:
    ref = yaml.safe_load(SHARED.read_text(encoding="utf-8"))
    for t in ref["map"]["territories"]:
        mine = DATA.territory[t["id"]]
        assert mine.resource == t["resource"] and sorted(mine.land) == sorted(t["land_neighbors"])
        assert mine.star == bool(t.get("star_tribe")) and mine.atlantis == bool(t.get("atlantis"))


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_every_name_has_a_message(lang: str) -> None:
    for t in DATA.territories:
        assert i18n.render(msg(f"olympus-territory-{t.id}"), lang, strict=True)
    for d in DATA.discoveries:
        i18n.render(msg(f"olympus-discovery-{d.id}"), lang, strict=True)
        i18n.render(msg(f"olympus-power-{d.id}"), lang, strict=True)
    for w in DATA.wonders:
        i18n.render(msg(f"olympus-wonder-{w.id}"), lang, strict=True)
    for c in DATA.olympus_cards:
        i18n.render(msg(f"olympus-god-{c.id}"), lang, strict=True)
        i18n.render(msg(f"olympus-effect-{c.id}", players=["{p0}"], n=1, god=msg(f"olympus-god-{c.id}"), zeus=[]), lang, strict=True)
    for c in DATA.destiny_cards:
        i18n.render(msg(f"olympus-destiny-{c.id}"), lang, strict=True)


def test_italian_names_are_the_rulebook_s() -> None:
    """The Italian rulebook's names: "Oplite", "Culto", "Porta dei Leoni", "Partenone", "Ade"."""
    it = {k: i18n.render(msg(k), "it") for k in ("olympus-discovery-hoplite", "olympus-discovery-religion", "olympus-wonder-lion_gate", "olympus-wonder-parthenon", "olympus-god-hades")}
    assert list(it.values()) == ["Oplite", "Culto", "Porta dei Leoni", "Partenone", "Ade"]
