"""The material in engines/sevenwd/cards.yaml: counts and cost checksums (shared/data/7wd-data.yaml
header: FROMI's unit-test checksums), component list of the rulebook p.2, and the p.4 cost examples."""

from collections import Counter

from engines.sevenwd.data import AGE_DECKS, CARDS, GUILDS, LAYOUTS, SPEC, TOKENS, WONDERS


def test_component_counts_p2():
    """p.2 CONTENUTO: "23 carte Epoca I • 23 carte Epoca II • 20 carte Epoca III • 7 carte Gilda •
    12 carte Meraviglia • ... 10 segnalini Progresso"."""
    assert [len(AGE_DECKS[a]) for a in (1, 2, 3)] == [23, 23, 20]
    assert len(GUILDS) == 7 and len(CARDS) == 73
    assert len(WONDERS) == 12 and len(TOKENS) == 10


def test_colour_counts():
    assert Counter(c.color for c in CARDS.values()) == Counter(
        brown=9, grey=4, red=14, green=12, blue=14, yellow=13, purple=7)


def test_cost_checksums():
    cards, wonders = Counter(), Counter()
    for c in SPEC.cards + SPEC.guilds:
        cards.update({k: v for k, v in c.cost.model_dump().items() if v})
    for w in SPEC.wonders:
        wonders.update({k: v for k, v in w.cost.model_dump().items() if v})
    assert cards == Counter(coins=46, clay=32, wood=34, stone=33, glass=21, papyrus=21)
    assert wonders == Counter(clay=10, wood=11, stone=12, glass=9, papyrus=10)


def test_every_name_has_an_italian_name():
    names = [c.name_it for c in CARDS.values()] + [w.name_it for w in WONDERS.values()]
    names += [t.name_it for t in TOKENS.values()]
    assert all(names) and len(set(names)) == len(names)
    assert CARDS["lumber_yard"].name_it == "Cantiere d'abbattimento"
    assert CARDS["pretorium"].name_it == "Corte di giustizia"
    assert WONDERS["piraeus"].name_it == "Pireo"
    assert TOKENS["masonry"].name_it == "Edilizia"


def test_cost_examples_p4():
    """p.4: "Il Cantiere d'Abbattimento è gratuito, la Cava di Pietra costa 1 moneta, i Bagni
    richiedono 1 Pietra e l'Arena richiede 1 Argilla, 1 Pietra e 1 Legno"; "le Scuderie richiede
    1 Argilla e 1 Legno OPPURE il possesso della Stalla"."""
    assert CARDS["lumber_yard"].res == () and CARDS["lumber_yard"].coins_cost == 0
    assert CARDS["stone_pit"].coins_cost == 1
    assert CARDS["baths"].res == ((2, 1),)
    assert dict(CARDS["arena"].res) == {0: 1, 1: 1, 2: 1}
    assert dict(CARDS["horse_breeders"].res) == {0: 1, 1: 1}
    assert CARDS["horse_breeders"].chain_from == CARDS["stable"].chain_to


def test_layouts_have_20_slots_and_open_bottom_rows():
    """p.20: the three layouts; the cards of the last row are the accessible ones at the start."""
    for lay in LAYOUTS.values():
        open_slots = [s for s in range(20) if not lay.covered_by[s]]
        assert open_slots == [s for s in range(20) if lay.row[s] == max(lay.row)]
        assert all(lay.face_up[s] for s in open_slots)
    assert sum(1 for s in range(20) if not LAYOUTS[1].covered_by[s]) == 6
    assert sum(1 for s in range(20) if not LAYOUTS[2].covered_by[s]) == 2
