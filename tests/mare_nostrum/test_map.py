"""The map and setup data against the geographic facts the rulebook states
(shared/rules/mare-nostrum.it.txt), and the data files' schema."""

from __future__ import annotations

from engines.mare_nostrum.data import load

R = load("base")
N = R.map.place_names


def test_data_files_validate_and_counts_match_the_rulebook():
    """COMPONENTI: "123 Carte risorsa: 35 Carte tasse, e 88 Carte Beni"; DISPOSIZIONE INIZIALE
    table "Carovane 18/23/28, Città 8/10/12, Mercati 8/10/12, Templi 4/5/6"."""
    g = R.game
    assert g.tax_cards == 35 and sum(g.goods.values()) == 88 and len(g.goods) == 12
    assert g.building_pools[3] == {"caravans": 18, "cities": 8, "markets": 8, "temples": 4}
    assert g.building_pools[5] == {"caravans": 28, "cities": 12, "markets": 12, "temples": 6}
    assert g.pieces_per_player == {"legions": 8, "triremes": 5, "fortresses": 8, "influence": 12}
    assert sorted(c.id for c in g.cards_special if c.kind == "wonder") == sorted(
        ["colossus", "hanging_gardens", "temple_of_artemis", "statue_of_zeus", "lighthouse", "mausoleum", "pyramids"]
    )
    assert len([c for c in g.cards_special if c.kind == "hero"]) == 11
    for civ in g.civilizations.values():
        assert R.special[civ.hero].civ is not None


def test_adjacency_is_symmetric_and_every_province_reachable():
    for p, ns in R.land.items():
        for n in ns:
            assert p in R.land[n]
    for s, ls in R.sea_links.items():
        for t in ls:
            assert s in R.sea_links[t]
    for pid, p in R.provinces.items():
        assert R.land[pid] or R.coasts[pid], pid
        if p.island:
            assert not R.land[pid] and R.coasts[pid]


def test_athens_alexandria_exactly_two_seas():
    """Movimento delle Legioni: "se quel giocatore ha una Trireme in entrambi gli spazi marittimi
    che si trovano tra quelle due provincie" (Atene -> Alessandria)."""
    a, x = R.coasts[N["Atene"]], R.coasts[N["Alessandria"]]
    assert not set(a) & set(x)
    assert any(t in R.sea_links[s] for s in a for t in x)


def test_athens_syracuse_share_a_sea():
    """FAQ: "Costruisco 1 Legione e 1 Triremi in Atene. Lancio la mia flotta in mare, e poi muovo la
    Legione in Siracusa"."""
    assert set(R.coasts[N["Atene"]]) & set(R.coasts[N["Siracusa"]])


def test_athens_ionian_adriatic_rome():
    """FAQ: "se ho anche una flotta in Adriatico, posso muovere la legione fino a Roma"."""
    ion, adr = N["Mare Ionio"], N["Adriatico"]
    assert ion in R.coasts[N["Atene"]] and adr not in R.coasts[N["Atene"]]
    assert adr in R.coasts[N["Roma"]] and ion not in R.coasts[N["Roma"]]
    assert adr in R.sea_links[ion]


def test_aegean_provinces_with_the_greek_capital():
    """FAQ: "Il giocatore Greco può all'inizio espandersi a tutte le province adiacenti lungo il Mar
    Egeo. (Costantinopoli, Troia, Rodi e Cnosso)"."""
    shore = set(R.shores[N["Mar Egeo"]])
    greek = set(R.game.civilizations["greece"].introductory.influence)
    assert R.game.civilizations["greece"].capital in shore
    assert shore - greek == {N["Costantinopoli"], N["Troia"], N["Rodi"], N["Cnosso"]}
    # the advanced setup does not use the introductory provinces: "tutte le province adiacenti
    # lungo il Mar Egeo" is every Aegean shore but the capital, the Cyclades island included
    cap = R.game.civilizations["greece"].capital
    assert set(R.game.advanced_setup.extra_provinces["greece"]) == shore - {cap}
    assert "cyclades" in R.game.advanced_setup.extra_provinces["greece"] and R.provinces["cyclades"].island


def test_egypt_borders_hierosolyma_and_cyrenaica_is_coastal():
    """FAQ: "L'Egitto invade la provincia di Hierosolyma con 3 legioni"; "invado la provincia
    Cirenaica ... ha una triremi non ancora varata" (so Cyrenaica has a coast)."""
    egypt = R.game.civilizations["egypt"].introductory.influence
    assert any(N["Hierosolyma"] in R.land[p] for p in egypt)
    assert R.provinces[N["Cirenaica"]].name == "Cyrenaica" and R.coasts[N["Cirenaica"]]


def test_carthage_perfume_and_fruit_egypt_papyrus():
    """"Se ho una carovana in Cartagine, prendo 1 profumo, 1 frutta, o entrambi?"; FAQ Cleopatra:
    "Cleopatra può porre sulla sua capitale solo una carovana sul papiro"."""
    assert sorted(R.provinces[N["Cartagine"]].resources) == ["fruit", "perfume"]
    cap = R.game.civilizations["egypt"].capital
    assert "papyrus" in R.provinces[cap].resources
    assert [c for c in R.game.civilizations["egypt"].introductory.caravans if c.startswith(cap)] == [f"{cap}:papyrus"]


def test_strait_of_messina_and_black_sea_passage():
    """Mythology (Mosè): "lo stretto di Messina ... e il corso che attraversa il Mare Nero"."""
    st = {s.id: s for s in R.map.straits}
    assert "fretum_siculum" in st and "bosporus" in st
    for s in (st["fretum_siculum"], st["bosporus"]):
        for p in s.provinces:
            assert s.sea in R.coasts[p]
    assert st["bosporus"].sea == N["Mare Nero"]


def test_introductory_setup_matches_role_facts():
    """FASI DI UN TURNO: roles by caravans+markets, cities+temples, military units; "il giocatore
    Roma prende la carta Leader Militare"."""
    from engines.mare_nostrum import rules as q
    from engines.mare_nostrum.engine import MareNostrum

    e = MareNostrum()
    S = e.setup(5, {"civilizations": ["rome", "greece", "babylon", "egypt", "carthage"]}, 3)
    assert S.roles == {"military_leader": 0, "political_leader": 3, "director_of_commerce": 4}
    c = q.role_counts(e.R, S)
    assert max(range(5), key=lambda s: c[s]["military_units"]) == 0
    assert max(range(5), key=lambda s: c[s]["cities_temples"]) == 3
    assert max(range(5), key=lambda s: c[s]["caravans_markets"]) == 4
    assert all(S.players[s].cards == [e.R.game.civilizations[S.players[s].civ].hero] for s in range(5))
