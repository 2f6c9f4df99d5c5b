"""Olympus rules exact in every corner (issue 17): each test fails if its rule line is broken.
Quotes from /work/shared/rules/olympus.it.txt; decisions in docs/olympus-rules.md."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.olympus import rules as q
from engines.olympus.data import DATA
from engines.olympus.engine import Olympus
from engines.olympus.setup import barbarian_spots, condemnable
from engines.olympus.state import Choose, Discover, Expand, State
from tests.olympus.builders import blank, own

e = Olympus()
RED, GREEN = 0, 1
TT = DATA.time_track


# ---- item 8: Bonus B's and Cavalry's hourglasses come before the action points are paid ----------
def _cavalry_ready(rules: int = 2) -> State:
    """RED can discover Cavalry (2 grain, 1 wood, 1 gold, the tokens of 4 territories)."""
    S = blank(e).model_copy(update={"rules": rules})
    own(S, RED, "macedonia", "thessaly", "illyria")  # grain, grain, wood
    S.players[RED].cubes = {"gold": 1}
    # Cavalry's tiles under the yellow column whose bonus spaces are B and D
    col = next(i for i, k in enumerate(DATA.bonus_layout["yellow"]) if k[:2] == ["B", "D"])
    for pile in S.piles["yellow"]:
        while "cavalry" in pile:
            pile.remove("cavalry")
    S.piles["yellow"][col] = ["cavalry"]
    return S


def _discover_cavalry(S: State) -> tuple[State, int]:
    d = DATA.discovery["cavalry"]
    col = q.discovery_column(S, d)
    assert col is not None
    groups = q.payments(S, RED, d)[0]
    S, _ = e.apply(S, RED, Discover(discovery="cavalry", groups=groups))
    return S, col


def _with_b_chosen(rules: int) -> State:
    """RED discovers Cavalry with two bonus spaces free and chooses B."""
    S, col = _discover_cavalry(_cavalry_ready(rules))
    assert S.pending and S.pending[0].kind == "bonus"
    kinds = DATA.bonus_layout["yellow"][col]
    assert "B" in kinds[:2], "the test needs a B space under Cavalry's column"
    S, _ = e.apply(S, RED, Choose(value=str(kinds.index("B"))))
    return S


def test_cavalrys_hourglasses_are_spent_on_its_own_discovery() -> None:
    """"Cavalleria: il giocatore ottiene due Clessidre"; "Il giocatore è ora in grado di
    utilizzare il potere speciale della tessera"; "Ogni segnalino clessidra deve essere usato prima
    di pagare i punti per le azioni avanzando sul tracciato del tempo": the 2 hourglasses pay 2 of
    the 7 points."""
    S, col = _discover_cavalry(_cavalry_ready())
    kinds = DATA.bonus_layout["yellow"][col]
    other = next(i for i, k in enumerate(kinds[:2]) if k != "B")
    S, _ = e.apply(S, RED, Choose(value=str(other)))
    assert S.players[RED].pos == 5 and S.players[RED].hourglasses == 0


def test_a_chosen_bonus_b_is_taken_before_paying_the_points() -> None:
    """"Il giocatore immediatamente prende il bonus" + "Ogni segnalino clessidra deve essere usato
    prima di pagare i punti": B's 2 hourglasses (and Cavalry's 2) pay 4 of the 7 points."""
    S = _with_b_chosen(rules=2)
    assert S.players[RED].pos == 3 and S.players[RED].hourglasses == 0 and S.owed == 0


def test_rules_1_paid_the_points_before_a_chosen_bonus() -> None:
    S = _with_b_chosen(rules=1)
    assert S.players[RED].pos == 5 and S.players[RED].hourglasses == 2


def test_the_only_bonus_space_left_is_taken_before_paying_the_points_too() -> None:
    """The same order when the bonus is forced (the other space is taken): B before the points."""
    S = _cavalry_ready()
    d = DATA.discovery["cavalry"]
    col = q.discovery_column(S, d)
    assert col is not None
    kinds = DATA.bonus_layout["yellow"][col]
    S.bonus["yellow"][col][1 - kinds.index("B")] = GREEN  # only B is left
    S, _ = _discover_cavalry(S)
    assert not S.pending
    assert S.players[RED].pos == 3 and S.players[RED].hourglasses == 0


def test_the_points_owed_wait_for_the_bonus_choice() -> None:
    S, _ = _discover_cavalry(_cavalry_ready())
    assert S.pending[0].kind == "bonus" and S.owed == 7 and S.players[RED].pos == 0
    assert e.prompt(S).seats == (RED,)


# ---- item 9: who condemns; Olympos ------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 5])
def test_the_top_of_the_start_stack_condemns_with_2_3_and_5_players(n: int) -> None:
    """"Con 5/3/2 giocatori": "Il giocatore che ha il gettone in cima alla pila all'inizio della
    partita elimina ..."."""
    for seed in range(1, 4):
        S = e.start(n, {}, seed)
        top = max(range(n), key=lambda s: S.players[s].stamp)
        assert S.pending[0].kind == "condemn" and S.pending[0].seats == [top]
        old = e.start(n, {}, seed, rules=1)
        bottom = min(range(n), key=lambda s: old.players[s].stamp)
        assert old.rules == 1 and old.pending[0].seats == [bottom]  # rules 1: the bottom


def test_the_bottom_of_the_start_stack_condemns_with_4_players() -> None:
    """4 players: "Il giocatore il cui gettone si trova in fondo alla pila ... condanna 8 territori"."""
    S = e.start(4, {}, 3)
    bottom = min(range(4), key=lambda s: S.players[s].stamp)
    assert S.pending[0].seats == [bottom] and S.pending[0].count == 8


def test_olympos_may_be_condemned_and_get_barbarians_under_rules_2() -> None:
    """No rule spares Olympos (stone, the Zeus token): "condanna 8 territori" limits only the
    Stars, and the barbarians go on "4 territori vuoti, uno per ogni diversa risorsa"
    (docs/olympus-rules.md O3).  Rules 1 never offered it."""
    S = e.start(2, {}, 1)
    assert "olympos" in condemnable(S)
    assert "olympos" in barbarian_spots(S)
    seat = S.pending[0].seats[0]
    S, _ = e.apply(S, seat, Choose(value="olympos"))
    assert "olympos" in S.condemned
    old = e.start(2, {}, 1, rules=1)
    assert "olympos" not in condemnable(old) and "olympos" not in barbarian_spots(old)
    with pytest.raises(IllegalAction):
        e.apply(old, old.pending[0].seats[0], Choose(value="olympos"))


# ---- targeted tests -----------------------------------------------------------------------------------
def test_standing_on_the_last_zeus_space_was_not_past_it_under_rules_2() -> None:
    """Rules 1-2 read "Quando un giocatore ha oltrepassato l'ultima casella Zeus ... ha la
    possibilità di passare o giocare un turno finale" alone: on the space itself, a normal turn.
    Rules 3 give the choice on the space too (tests/olympus/test_rules_v3.py)."""
    S = blank(e, n=2)
    S.rules = 2
    S.players[RED].stamp = 99
    S.players[RED].pos = S.players[GREEN].pos = TT.last_zeus
    assert not q.past_last_zeus(S, S.players[RED]) and e.prompt(S).kind == "turn"
    S.players[RED].pos = S.players[GREEN].pos = TT.last_zeus + 1
    assert q.past_last_zeus(S, S.players[RED]) and e.prompt(S).kind == "final"


def test_engineering_gives_its_star() -> None:
    """"Ingegneria: il giocatore beneficia di una Stella"."""
    S = blank(e)
    col = 0
    before, _ = q.wonder_stars(S, RED, col)
    S.players[RED].discoveries = ["engineering"]
    after, _ = q.wonder_stars(S, RED, col)
    assert after == before + 1


def test_an_action_may_end_exactly_on_the_cross_not_beyond() -> None:
    """"ciò non deve fargli oltrepassare la casella Croce": ending on the Cross is allowed."""
    S = blank(e, n=2)
    S.players[RED].stamp = 99
    own(S, RED, "laconia")
    S.players[RED].pos, S.players[GREEN].pos = TT.cross - 1, TT.cross
    assert q.fits(S, RED, 1) and not q.fits(S, RED, 2)
    assert q.expand_costs(S, RED, "laconia")["argolis"] == 1
    S, _ = e.apply(S, RED, Expand(origin="laconia", to="argolis"))
    assert S.players[RED].pos == TT.cross


def test_cavalry_one_point_for_one_continuous_land_move_only() -> None:
    """"Cavalleria: ... Un movimento continuo su spazi di terra costa solo 1 punto indipendentemente
    dal numero di spazi": a land run of any length costs 1; the first entry is not free; after a
    sea space a new land run costs 1 again."""
    S = blank(e)
    own(S, RED, "laconia")
    plain = q.route_costs(S, RED, "laconia")
    S.players[RED].discoveries = ["cavalry"]
    cav = q.route_costs(S, RED, "laconia")
    assert plain["troas"] == 7 and cav["troas"] == 1  # a long land run
    assert cav["arcadia"] == 1  # the first entry costs 1
    assert plain["crete"] == cav["crete"] == 3  # a land entry after the sea is not free
    assert cav["lesbos"] == 4  # land run (1), sea (2), land again (1)


def test_the_zeus_token_goes_with_the_control_of_olympos() -> None:
    """"Il territorio dell'Olimpo fornisce un segnalino Zeus a chiunque lo controlli"; the
    attacker takes it ("e un segnalino Zeus se quel territorio è l'Olimpo")."""
    S = blank(e)
    assert q.zeus(S, RED) == 0
    own(S, RED, "olympos")
    assert q.zeus(S, RED) == 1 and q.zeus(S, GREEN) == 0
    own(S, GREEN, "olympos")  # on top: GREEN controls it now
    assert q.zeus(S, RED) == 0 and q.zeus(S, GREEN) == 1
