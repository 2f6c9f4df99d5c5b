"""Setup and role cards (shared/rules/mare-nostrum.it.txt: DISPOSIZIONE INIZIALE, Disposizione
Avanzata, Giocare in meno di 5 giocatori, FASI DI UN TURNO, FAQ Preparazione)."""

from __future__ import annotations

import copy

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import Build, Choose, EndTurn
from tests.mare_nostrum.builders import blank, put

e = MareNostrum()


def seat_of(S, civ):
    return next(i for i, p in enumerate(S.players) if p.civ == civ)


def test_recommended_civilizations_and_pools():
    """"In 4 giocatori, rimuovi Babilonia. In 3 giocatori, rimuovi Roma ed Egitto"; pools 18/8/8/4
    and 23/10/10/5 minus the introductory tokens."""
    S3 = e.setup(3, {}, 1)
    assert sorted(p.civ for p in S3.players) == ["babylon", "carthage", "greece"]
    S4 = e.setup(4, {}, 1)
    assert "babylon" not in [p.civ for p in S4.players]
    used_caravans = sum(len(e.R.game.civilizations[p.civ].introductory.caravans) for p in S4.players)
    assert S4.supply["caravans"] == 23 - used_caravans and S4.supply["temples"] == 5
    with pytest.raises(ValueError):
        e.setup(2, {}, 1)
    with pytest.raises(ValueError):
        e.setup(3, {"civilizations": ["rome", "rome", "egypt"]}, 1)


def test_three_players_roles_never_two_to_one_player():
    """FAQ Preparazione: "Se l'egiziano non è in gioco, è il greco che recupera il Leader politico
    perché ha due città ... Non si deve, in alcun caso, dare 2 poteri allo stesso giocatore!"."""
    S = e.setup(3, {}, 7)
    assert S.roles["director_of_commerce"] == seat_of(S, "carthage")
    assert S.roles["political_leader"] == seat_of(S, "greece")
    assert S.roles["military_leader"] == seat_of(S, "babylon")


def test_neutral_civilizations_only_defend():
    """"1 Marcatore Influenza, 1 Legione e 1 Fortezza" in the capital, "1 Legione e 1 Marcatore
    Influenza in ogni provincia adiacente alla capitale"; they are never prompted."""
    S = e.setup(3, {}, 2)
    rome = 10 + e.R.game.civilization_order.index("rome")
    lat = S.provinces["latium"]
    assert lat.owner == rome and lat.legions == {rome: 1} and lat.fortresses == {rome: 1}
    for pid in e.R.land["latium"]:
        P = S.provinces[pid]
        assert P.owner == rome and P.legions == {rome: 1} and not P.fortresses
    v = e.player_view(S, None)
    assert {p.id: p.neutral for p in v.provinces}["latium"] == "rome"
    assert set(v.neutrals) == {"rome", "egypt"}


def test_role_tie_holder_keeps_others_tied_holder_chooses():
    """"In caso di pareggio tra il corrente possessore della Carta Ruolo e un altro giocatore, il
    possessore attuale tiene la carta. Se due ALTRI giocatori pareggiano per il ruolo, il
    possessore attuale decide"; Agamemnon "+2 nel diventare Direttore del Commercio"."""
    S = blank(e, ["rome", "greece", "babylon"], "roles")
    for pl in S.players:
        pl.cards = []
    put(S, "etruria", 1, caravans=[0])
    put(S, "gallia", 0, caravans=[0])
    e._advance(S, [])
    assert S.roles["director_of_commerce"] == 0  # 1 = 1: the holder keeps it
    S = blank(e, ["rome", "greece", "babylon"], "roles")
    for pl in S.players:
        pl.cards = []
    put(S, "etruria", 1, caravans=[0])
    put(S, "gallia", 2, caravans=[0])
    e._advance(S, [])
    pr = e.prompt(S)
    assert pr.kind == "role_heir" and pr.seats == (0,)
    assert {a.seat for a in e.legal_actions(S, 0)} == {1, 2}
    S, _ = e.apply(S, 0, Choose(seat=2))
    assert S.roles["director_of_commerce"] == 2
    S = blank(e, ["rome", "greece", "babylon"], "roles")
    for pl in S.players:
        pl.cards = []
    S.players[1].cards = ["agamemnon"]
    put(S, "gallia", 2, caravans=[0])
    e._advance(S, [])
    assert S.roles["director_of_commerce"] == 1  # no caravan but Agamemnon: 0 + 2 > 1


def test_advanced_setup_36_points_capital_and_neighbours():
    """Disposizione Avanzata: "36 punti costruzione ... Marcatori Influenza, Costruzioni, Unità
    Militari e/o il proprio Eroe specifico della Civiltà (ma NON gli eroi Generici o le
    Meraviglie) ... solamente nelle Province Capitali e in quelle immediatamente adiacenti ...
    ogni Legione o Triremi costruita deve iniziare nella Provincia Capitale"; FAQ: Greece "può
    all'inizio espandersi a tutte le province adiacenti lungo il Mar Egeo"."""
    S = e.setup(3, {"setup": "advanced"}, 4)
    assert S.phase == "setup" and e.prompt(S).kind == "setup_build"
    seat = S.active
    civ = S.players[seat].civ
    cap = e.R.game.civilizations[civ].capital
    assert S.points == 36 and S.players[seat].cards == []
    with pytest.raises(IllegalAction):
        e.apply(S, seat, EndTurn())  # the capital needs an influence marker first
    S, _ = e.apply(S, seat, Build(item="influence", province=cap))
    assert S.points == 33
    S, _ = e.apply(S, seat, Build(item="card", card=e.R.game.civilizations[civ].hero))
    assert S.points == 24
    with pytest.raises(IllegalAction):
        e.apply(S, seat, Build(item="card", card="colossus"))
    far = next(p for p in e.R.provinces if p != cap and p not in e.R.land[cap]
               and p not in e.R.game.advanced_setup.extra_provinces.get(civ, []))
    with pytest.raises(IllegalAction):
        e.apply(S, seat, Build(item="influence", province=far))
    S, _ = e.apply(S, seat, Build(item="legion", province=cap))
    S, _ = e.apply(S, seat, EndTurn())
    assert S.active != seat
    if "greece" in [p.civ for p in S.players]:
        g = seat_of(S, "greece")
        S.active = g
        S.points = 36
        S.provinces["achaea"].owner = g
        S, _ = e.apply(S, g, Build(item="influence", province="rhodos"))
        assert S.provinces["rhodos"].owner == g


def test_advanced_setup_roles_by_counts():
    """Mythology FAQ (Come vengono assegnate le Carte Ruolo quando si utilizza la disposizione
    libera?): "contate gli appropriati edifici ... per determinare quale ruolo egli riceve";
    never two roles to one player at setup."""
    S = e.setup(3, {"setup": "advanced"}, 9)
    while S.phase == "setup":
        seat = e.prompt(S).seats[0]
        S, _ = e.apply(S, seat, e.auto_action(S, seat))
    assert sorted(S.roles.values()) == [0, 1, 2]
    assert e.prompt(S).kind == "announce"


def test_advanced_setup_greece_builds_on_every_aegean_shore_the_cyclades_too():
    """mare-nostrum.it.txt FAQ (Disposizione Avanzata): "Il giocatore Greco può all'inizio espandersi
    a tutte le province adiacenti lungo il Mar Egeo. (Costantinopoli, Troia, Rodi e Cnosso)" -- every
    Aegean shore, islands included: the Cyclades are on the Aegean but have no land border with
    Athens, and Rome (not on the Aegean) may not build there."""
    S = e.setup(5, {"setup": "advanced"}, 4)
    g = seat_of(S, "greece")
    S.active = g
    S.provinces["achaea"].owner = g
    shore = set(e.R.shores["mare_aegaeum"]) - {"achaea"}
    assert "cyclades" in shore and "cyclades" not in e.R.land["achaea"]
    for pid in sorted(shore):
        T = copy.deepcopy(S)
        T, _ = e.apply(T, g, Build(item="influence", province=pid))
        assert T.provinces[pid].owner == g
    r = seat_of(S, "rome")
    S.active = r
    S.points = 36
    with pytest.raises(IllegalAction):
        e.apply(S, r, Build(item="influence", province="cyclades"))
