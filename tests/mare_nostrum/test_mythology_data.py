"""The Mare Nostrum: Mythology data (engines/mare_nostrum/data/mythology.yaml, loader
engines/mare_nostrum/mythology_data.py) against shared/rules/mare-nostrum-mythology.it.txt
("mnm-it"): every count the rulebook states, the names in both catalogs, the merged rules."""

from __future__ import annotations

import copy

import pytest
import yaml
from pydantic import ValidationError

import i18n
from engines.mare_nostrum import data, mythology_data
from engines.text import msg

M = mythology_data.load()
R = mythology_data.rules()
BASE = data.load("base")


def _en(mid: str) -> str:
    return i18n.render(msg(mid), "en", strict=True)


def _it(mid: str) -> str:
    return i18n.render(msg(mid), "it", strict=True)


def test_78_cards_add_up():
    """mnm-it "Componenti aggiuntivi": "78 Carte consistenti di: 1 Nuova Carta Ruolo ... 1 Eroe
    Specifico della Civiltà: Atlante. 21 Nuovi Eroi Generici ... 8 Dei ... 6 Carte Creature
    Mitologiche ... 24 Carte Risorse ... 6 Nuove Carte Risorse: Ceramica. 11 Carte aggiornate"."""
    c = M.components
    parts = [c.role_cards, c.civilization_heroes, c.generic_heroes, c.gods, c.creature_cards,
             c.resource_cards, c.pottery_cards, c.revised_cards]
    assert parts == [1, 1, 21, 8, 6, 24, 6, 11] and sum(parts) == c.cards_total == 78
    assert len(M.role_cards) == c.role_cards and M.role_cards[0].id == "high_priest"
    assert [h.id for h in M.heroes if h.civ is not None] == ["atlas"]
    assert len(M.generic_heroes) == c.generic_heroes
    assert len(M.gods) == c.gods and len(M.creatures) == c.creature_cards
    assert len(M.revised) == c.revised_cards


def test_the_21_generic_heroes_are_the_rulebook_list():
    """mnm-it components: "21 Nuovi Eroi Generici: Achille, Adone, Aiace, Antigone, Arianna, Càstore
    e Polluce, Circe, Crèso: Re di Lidia, Enea, Gilgamesh, Amilcare, Ercole, Imhotep, Giasone,
    Medusa, Mida, Minosse, Mosè, Pensilea: Regina delle Amazzoni, Regina di Saba, e Spartaco"."""
    listed = ["Achille", "Adone", "Aiace", "Antigone", "Arianna", "Càstore e Polluce", "Circe", "Crèso",
              "Enea", "Gilgamesh", "Amilcare", "Ercole", "Imhotep", "Giasone", "Medusa", "Mida", "Minosse",
              "Mosè", "Pentesilea", "Regina di Saba", "Spartaco"]
    names = [h.name_it for h in M.generic_heroes]
    assert len(names) == 21
    for want, got in zip(listed, names, strict=True):
        assert got is not None and got.startswith(want)


def test_24_resource_cards_and_6_pottery():
    """mnm-it components: "24 Carte Risorse comprendenti: 5 carte Tasse, 1 carta ognuna di: Frutta,
    Gemme Oro, Papiro, Profumo, 2 ognuna di: Pesce, Grano, Bestiame, Metallo, Olio di Oliva, Schiavi,
    Vino" and "6 Nuove Carte Risorse: Ceramica"; pottery is the 13th resource ("l'espansione presenta
    una 13ª risorsa", Obbiettivo del gioco)."""
    x = M.extra_cards
    assert x.tax == 5
    assert {g for g, n in x.goods.items() if n == 1} == {"fruit", "gems", "gold", "papyrus", "perfume"}
    assert {g for g, n in x.goods.items() if n == 2} == {"fish", "grain", "livestock", "metal", "olive_oil", "slaves", "wine"}
    assert x.tax + sum(x.goods.values()) == M.components.resource_cards == 24
    assert x.new_goods == {"pottery": 6} == {"pottery": M.components.pottery_cards}
    assert len(R.commodities) == 13 and R.commodities[-1] == "pottery" and len(BASE.commodities) == 12
    assert R.game.tax_cards == BASE.game.tax_cards + 5
    assert sum(R.game.goods.values()) == sum(BASE.game.goods.values()) + 19 + 6
    assert R.game.goods["fish"] == BASE.game.goods["fish"] + 2 and R.game.goods["pottery"] == 6
    # pottery sites exist only on the extension board
    assert {p.board for p in R.provinces.values() if "pottery" in p.resources} == {"mythology"}


def test_8_gods_with_their_timing():
    """mnm-it components: "8 Dei: Iside, Astarte, Atena, Baal, Ermete, Marte, Poseidone, e Vulcano";
    FAQ "Ci possono essere conflitti di tempistica ...? ... tra Ermete e Iside durante la fase del
    commercio. In questo caso Ermete usa il suo potere prima di Iside"; Iside "durante la fase del
    commercio, dopo la produzione, dopo Ermete e prima che il commercio cominci"; Marte "dopo averne
    visto il risultato"."""
    assert sorted(g.name_it for g in M.gods) == sorted(["Iside", "Astarte", "Atena", "Baal", "Ermete", "Marte", "Poseidone", "Vulcano"])
    income = sorted((g for g in M.gods if g.timing == "income"), key=lambda g: g.order or 0)
    assert [g.id for g in income] == ["hermes", "isis"]
    assert M.god("mars").timing == "combat_roll" and M.god("astarte").timing == "reaction"
    assert M.god("athena").effects[0].model_dump() == {"id": "role_bonus", "role": "any", "amount": 2}
    assert {M.god(g).effects[0].model_dump()["piece"] for g in ("baal", "vulcan", "poseidon")} == {"city", "caravan", "trireme"}
    assert R.game.costs["offering"] == 3


def test_6_creature_kinds_3_each_cost_6():
    """mnm-it components: "18 Pedine Creature Mitologiche: 3 pedine in 6 differenti colori", "6 Carte
    Creature Mitologiche, una per ogni civiltà: Centauro, Behemoth, Fenice, Kraken, Titano, Grifone";
    "Esse sono limitate a 3 per giocatore ed è necessario formare una combinazione di 6 carte";
    Creature Mitologiche: Behemoth - Cartagine, Centauro - Grecia, Grifone - Babilonia, Kraken -
    Atlantide, Fenice - Egitto, Titano - Roma; the Kraken and the Griffin cannot be carried by a
    trireme."""
    by_civ = {c.civ: c.name_it for c in M.creatures}
    assert by_civ == {"carthage": "Behemoth", "greece": "Centauro", "babylon": "Grifone", "atlantis": "Kraken",
                      "egypt": "Fenice", "rome": "Titano"}
    assert M.components.creature_pawns == {"colours": 6, "per_colour": 3}
    assert R.game.pieces_per_player["creatures"] == 3 and R.game.costs["creature"] == 6
    assert {c.id for c in M.creatures if not c.carried_by_trireme} == {"griffin", "kraken"}
    assert M.creature_of("babylon").moves == "flyer" and M.creature_of("atlantis").moves == "coastal_and_sea"
    assert R.game.costs["phoenix_rebirth"] == 3


def test_the_11_revised_cards_replace_base_cards():
    """mnm-it components: "11 Carte aggiornate per sostituire quelle del Gioco Base"; the card texts
    (e.g. Agamennone "Bonus di +3", Giardini Pensili "Tieni 2 Carte Merce", Giulio Cesare "questo bonus
    non si applica alle Fortezze", Annibale "Questa carta dona 1 Legione gratis ... in Cartagine",
    Mausoleo "È necessaria soltanto una combinazione di 2 carte per marcatori di influenze") against
    mare-nostrum.it.txt "LE CARTE NEL GIOCO" (+2, 1 Carta Beni, legions and fortresses ...)."""
    ids = {r.id for r in M.revised}
    assert ids == {"julius_caesar", "hannibal", "pericles", "agamemnon", "archimedes", "solomon", "nebuchadnezzar",
                   "hanging_gardens", "statue_of_zeus", "lighthouse", "mausoleum"}
    for r in M.revised:
        assert R.special[r.id].effects == r.effects != BASE.special[r.id].effects
    unchanged = {c.id for c in BASE.game.cards_special} - ids
    assert unchanged == {"colossus", "temple_of_artemis", "pyramids", "helen_of_troy", "ulysses", "hammurabi", "cleopatra"}
    for cid in unchanged:
        assert R.special[cid] == BASE.special[cid]
    assert R.effects("agamemnon", "role_bonus")[0].model_dump()["amount"] == 3
    assert R.effects("julius_caesar", "cost")[0].model_dump()["items"] == {"legion": 2}
    assert R.effects("mausoleum", "cost")[0].model_dump()["items"]["influence"] == 2
    assert R.effects("hanging_gardens", "keep_goods")[0].model_dump()["amount"] == 2


def test_atlantis_sixth_civilization():
    """mnm-it disposizione: "Il 6º giocatore rappresenta la civiltà di Atlantide, ed inizia dalla sua
    capitale Poseidone"; "1 Eroe Specifico della Civiltà: Atlante"; Atlante "Le trireme costano 2 per
    la costruzione e possono essere mosse di 2 spazi di mare"; components: 12 influence markers, 8
    legions, 5 triremes, 8 fortresses for Atlantis; FAQ "gli altri hanno soltanto 1 città"."""
    a = R.game.civilizations["atlantis"]
    assert a.hero == "atlas" and a.capital == "atlantis" and R.provinces["atlantis"].cities == ["Poseidon"]
    assert R.provinces["atlantis"].capital_of == "atlantis" and R.provinces["atlantis"].board == "mythology"
    assert len(a.introductory.cities) == 1 and a.starting_role is None
    assert R.game.civilization_order[-1] == "atlantis" and len(R.game.civilization_order) == 6
    # "prendi 8 carte Eroi e Meraviglie a caso ... queste 8 non saranno usate nel gioco": enough generic
    # heroes and Wonders remain for 6 players to reach 4 each beyond their own hero
    assert M.set_aside_heroes_and_wonders == 8
    generic = [c for c in R.game.cards_special if c.civ is None]
    assert len(generic) == 6 + 7 + 21 and len(generic) - 8 >= 6 * 3
    assert M.components.atlantis_pieces == {k: v for k, v in R.game.pieces_per_player.items() if k != "creatures"}
    atlas = R.special["atlas"]
    assert atlas.civ == "atlantis" and atlas.kind == "hero"
    assert R.effects("atlas", "cost")[0].model_dump()["items"] == {"trireme": 2}
    assert R.effects("atlas", "trireme_moves")[0].model_dump()["amount"] == 2


def test_high_priest_role_and_four_phases():
    """mnm-it "fasi di un turno": "Ogni turno è diviso in 4 fasi: la Fase del Commercio, la Fase
    dell'Offerta gli Dei, la Fase della Costruzione, e la Fase Militare"; "Alto Prete: È il giocatore
    con il maggior numero di tempi e mercati"; Leader Militare counts "legioni, trireme, creature e
    fortezze"; "il giocatore Greco inizia con questo ruolo"; Mosè "+2 per diventare Alto Prete"."""
    assert M.phases == ["commerce", "offering", "construction", "military"]
    assert R.game.roles == ["director_of_commerce", "high_priest", "political_leader", "military_leader"]
    assert M.role_criteria["high_priest"] == ["temple", "market"]
    assert "creature" in M.role_criteria["military_leader"]
    assert R.game.civilizations["greece"].starting_role == "high_priest"
    assert R.effects("moses", "role_bonus")[0].model_dump() == {"id": "role_bonus", "role": "high_priest", "amount": 2}


def test_introductory_role_counts_agree_with_the_faq():
    """mnm-it FAQ "Quando si usa la disposizione predeterminata con meno di 6 giocatori ...": "se
    l'Egitto non è stato preso, allora la Grecia o Babilonia potrebbero prendere la carta Leader
    Politico (loro hanno entrambi 2 città e gli altri hanno soltanto 1 città)"; Greece starts as High
    Priest, so the count must give it the most temples + markets."""
    civs = R.game.civilizations
    cities = {c: len(v.introductory.cities) + len(v.introductory.temples) for c, v in civs.items()}
    assert cities["greece"] == cities["babylon"] == 2
    assert all(n == 1 for c, n in cities.items() if c not in ("greece", "babylon", "egypt"))
    assert cities["egypt"] > 2
    priest = {c: len(v.introductory.temples) + len(v.introductory.markets) for c, v in civs.items()}
    assert max(priest, key=lambda c: priest[c]) == "greece" and sorted(priest.values())[-2] < priest["greece"]


def test_building_pools_and_the_10_new_tokens():
    """mnm-it "Giocare con meno di 6 giocatori" table: Carovana 18 23 28 33, Città 8 10 12 14,
    Mercato 8 10 12 14, Tempio 4 5 6 7; components: "10 Gettoni Edifici di Cartone di cui: 1 tempio,
    2 città, 2 mercati, 5 carovane"."""
    pools = R.game.building_pools
    assert [pools[n]["caravans"] for n in (3, 4, 5, 6)] == [18, 23, 28, 33]
    assert [pools[n]["cities"] for n in (3, 4, 5, 6)] == [8, 10, 12, 14]
    assert [pools[n]["markets"] for n in (3, 4, 5, 6)] == [8, 10, 12, 14]
    assert [pools[n]["temples"] for n in (3, 4, 5, 6)] == [4, 5, 6, 7]
    new = M.components.buildings
    assert new == {"temples": 1, "cities": 2, "markets": 2, "caravans": 5} and sum(new.values()) == 10
    for kind, n in new.items():
        assert pools[6][kind] == BASE.game.building_pools[5][kind] + n


def test_neutral_civilizations_and_free_setup():
    """mnm-it "Giocare con meno di 6 giocatori": neutral capital "1 marcatore di influenza, 1 creatura
    mitologica, 1 legione, 1 fortezza", each adjacent region "1 marcatore di influenza, 1 legione, e 1
    fortezza"; "disposizione libera": "45 punti costruzione", "un totale di 9 punti ... finché ogni
    giocatore avrà costruito per 5 volte"; Greek "qualsiasi regione adiacente al mare Egeo"; Atlantis
    "può anche stabilirsi sulle regioni più occidentali di Europa e Africa"; no leave-out: the
    civilizations are drawn "a caso una delle 6"."""
    ns = R.game.neutral_setup
    assert ns.capital == {"influence": 1, "creatures": 1, "legions": 1, "fortresses": 1}
    assert ns.adjacent == {"influence": 1, "legions": 1, "fortresses": 1}
    assert M.neutral_setup.player_aid_adjacent == ["greece", "atlantis"]
    fs = M.free_setup
    assert (fs.points, fs.rounds, fs.points_per_round) == (45, 5, 9) and R.game.advanced_setup.points == 45
    extra = R.game.advanced_setup.extra_provinces
    assert set(extra["greece"]) == set(R.shores["mare_aegaeum"]) - {"achaea"}
    assert {"lusitania", "tingitana"} <= set(extra["atlantis"])
    assert R.game.leave_out == {}
    assert fs.hero_powers_at_setup == ["hannibal", "pericles"]


def test_victory_standard_and_long_variant():
    """mnm-it "Obbiettivo del gioco": "il primo giocatore a costruire le piramidi, o a possedere 4
    eroi e/o meraviglie"; variant "5 tra eroi e meraviglie e cambiando il costo delle piramidi in 13
    carte"."""
    assert (M.victory.standard.heroes_and_wonders, M.victory.standard.pyramids_cost) == (4, 12)
    assert (M.victory.long.heroes_and_wonders, M.victory.long.pyramids_cost) == (5, 13)
    assert R.game.costs["pyramids"] == 12 and R.game.costs["creature"] == 6


def test_both_boards_in_play_with_the_extension_coast():
    """mnm-it "Espansione del Tabellone": the extension board holds "le Colonne di Ercole e la mitica
    isola di Atlantide"; map.yaml's extension_extra_coasts join it to the base board."""
    assert {p.board for p in R.provinces.values()} == {"base", "mythology"}
    assert "atlantis" in R.provinces and "atlantis" not in BASE.provinces
    assert "mare_balearicum" in R.coasts["mauretania"] and "mare_balearicum" not in BASE.seas
    assert set(BASE.provinces) < set(R.provinces)


def test_names_and_power_texts_in_both_catalogs():
    """Official English names in English, the rulebook's Italian names in Italian (mn_myth.ftl)."""
    for g in M.gods:
        assert _en(f"mn-god-{g.id}") == g.name and _it(f"mn-god-{g.id}") == g.name_it
        assert _en(g.power) and _it(g.power)
    for c in M.creatures:
        assert _en(f"mn-creature-{c.id}") == c.name and _it(f"mn-creature-{c.id}") == c.name_it
        assert _en(c.power) and _it(c.power)
    for h in M.heroes:
        assert _en(f"mn-hero-{h.id}") == h.name and _it(f"mn-hero-{h.id}") == h.name_it
    for card in [*M.heroes, *M.revised]:
        assert _en(f"mn-myth-power-{card.id}") and _it(f"mn-myth-power-{card.id}")
    assert _en("mn-civ-atlantis") == M.atlantis.name and _it("mn-civ-atlantis") == M.atlantis.name_it == "Atlantide"
    assert _it("mn-role-high_priest") == "Alto Prete" and _en("mn-role-high_priest") == "High Priest"
    assert _it("mn-phase-offering") == "Fase dell'Offerta agli Dei"


def test_bad_data_is_refused():
    """The loader refuses data that does not resolve: a revised card that replaces nothing, a 7th
    god id twice, an Atlantis city site the map lacks, free-setup rounds that do not add up."""
    raw = yaml.safe_load((data.DATA / "mythology.yaml").read_text(encoding="utf-8"))
    bad = copy.deepcopy(raw)
    bad["revised"][0]["id"] = "zeus_the_hero"
    with pytest.raises(ValueError):
        mythology_data._check(mythology_data.Mythology.model_validate(bad), BASE.game, BASE.map)
    bad = copy.deepcopy(raw)
    bad["gods"].append(bad["gods"][0])
    with pytest.raises(ValidationError):
        mythology_data.Mythology.model_validate(bad)
    bad = copy.deepcopy(raw)
    bad["atlantis"]["introductory"]["cities"] = ["atlantis:Atlantis"]
    with pytest.raises(ValueError):
        mythology_data._check(mythology_data.Mythology.model_validate(bad), BASE.game, BASE.map)
    bad = copy.deepcopy(raw)
    bad["free_setup"]["rounds"] = 4
    with pytest.raises(ValidationError):
        mythology_data.Mythology.model_validate(bad)
