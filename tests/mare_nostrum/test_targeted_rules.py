"""Targeted tests of rules that were checked only by the golden playthrough (a regeneration would
have rewritten them silently): the two tax cards kept after construction, one loss per FULL 5
points, a role tie with the current holder that is no decision, the whole "two exchanges in a
row" limit, and the conversion of a neutral civilization's capital
(shared/rules/mare-nostrum.it.txt).  They look at the state only, never at texts."""

from __future__ import annotations

import pytest

from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import Announce, Attack, Convert, MoveLegions, Offer, Take
from tests.mare_nostrum.builders import DiceEngine, blank, hand, put

CIVS = ["rome", "greece", "babylon", "egypt", "carthage"]
ROME, GREECE, BABYLON = 0, 1, 2


# ---- "un giocatore può tenere due Carte Tasse" ------------------------------------------------
@pytest.mark.parametrize(("tax", "kept"), [(0, 0), (1, 1), (2, 2), (3, 2), (5, 2)])
def test_end_of_construction_keeps_at_most_two_tax_cards_and_no_good(tax: int, kept: int) -> None:
    """Fase Costruzione: "Le Carte Risorsa non utilizzate ... devono essere scartate alla fine della
    Fase Costruzione ... Comunque, un giocatore può tenere due Carte Tasse per portarle al turno
    successivo. Le Carte Risorse spese e/o scartate tornano alla banca"."""
    e = MareNostrum()
    S = blank(e, CIVS[:3], "build")
    for pl in S.players:
        pl.cards = []  # no Hanging Gardens / heroes
    hand(S, GREECE, tax=tax, grain=1, fish=2)
    bank_tax, bank_fish = S.bank["tax"], S.bank["fish"]
    S.step, S.phase, S.active, S.pending = "discard", "construction", None, []
    e._advance(S, [])
    assert S.players[GREECE].hand.get("tax", 0) == kept
    assert {c: n for c, n in S.players[GREECE].hand.items() if c != "tax" and n} == {}
    assert S.bank["tax"] == bank_tax + tax - kept and S.bank["fish"] == bank_fish + 2
    assert S.phase == "military"


# ---- "un'unità per ogni 5 punti della somma (arrotondata per difetto)" -------------------------
@pytest.mark.parametrize(
    ("attacker_dice", "defender_losses"),
    [([2, 2], 0), ([1, 4], 1), ([4, 4], 1), ([4, 5], 1), ([5, 5], 2), ([6, 6], 2)],
)
def test_one_loss_per_full_five_points_rounded_down(attacker_dice: list[int], defender_losses: int) -> None:
    """B) Combattimento: "l'avversario deve rimuovere un'unità per ogni 5 punti della somma
    (arrotondata per difetto)": 8 points cost one unit, not two; 4 cost none; 10 cost two."""
    e = DiceEngine([*attacker_dice, 1, 1, 1])  # the defender's three legions roll 3: no loss
    S = blank(e, CIVS, "move", active=GREECE)
    for pl in S.players:
        pl.cards = []  # no Hannibal or other bonus
    put(S, "macedonia", GREECE, legions={GREECE: 2})
    put(S, "thracia", BABYLON, legions={BABYLON: 3})
    S, _ = e.apply(S, GREECE, MoveLegions(origin="macedonia", to="thracia", count=2))
    S, _ = e.apply(S, GREECE, Attack(province="thracia", target=BABYLON))
    b = S.battle
    assert b is not None
    assert (b.attacker_total, b.defender_total) == (sum(attacker_dice), 3)
    assert (b.defender_losses, b.attacker_losses) == (defender_losses, 0)
    assert S.provinces["thracia"].legions.get(BABYLON, 0) == 3 - defender_losses
    assert S.provinces["thracia"].legions[GREECE] == 2


# ---- "il possessore attuale tiene la carta" ----------------------------------------------------
@pytest.mark.parametrize("others_tied", [1, 2])
def test_a_tie_with_the_current_holder_is_no_decision(others_tied: int) -> None:
    """Fasi di un turno: "In caso di pareggio tra il corrente possessore della Carta Ruolo e un
    altro giocatore, il possessore attuale tiene la carta": nobody is asked, even when two other
    players tie with the holder too."""
    e = MareNostrum()
    S = blank(e, CIVS[:3], "roles")
    for pl in S.players:
        pl.cards = []
    put(S, "gallia", ROME, caravans=[0])  # the holder of every role (blank): 1 caravan
    put(S, "etruria", GREECE, caravans=[0])
    if others_tied == 2:
        put(S, "syria", BABYLON, caravans=[0])
    e._advance(S, [])
    assert S.roles["director_of_commerce"] == ROME
    assert not [d for d in S.pending if d.kind == "role_heir"]
    assert e.prompt(S).kind != "role_heir"


# ---- "solo due scambi in fila possono essere fatti tra gli stessi due giocatori" ---------------
D, ALICIA, BOB = 0, 1, 2


def _trade(e: MareNostrum, count: int) -> object:
    S = blank(e, CIVS[:3], "announce")
    hand(S, D, tax=count)
    hand(S, ALICIA, grain=count)
    hand(S, BOB, fish=count)
    S, _ = e.apply(S, D, Announce(count=count))
    for s, card in ((D, "tax"), (ALICIA, "grain"), (BOB, "fish")):
        for _ in range(count):
            S, _ = e.apply(S, s, Offer(cards=[card]))
    return S


def test_two_exchanges_limit_binds_whoever_takes_third() -> None:
    """B.3: the limit is about the pair, whoever of the two would take the third time: Alicia
    takes from Bob, Bob takes from Alicia, and Alicia may not take from Bob now."""
    e = MareNostrum()
    S = _trade(e, 3)
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    S, _ = e.apply(S, ALICIA, Take(giver=BOB, card="fish"))
    S, _ = e.apply(S, BOB, Take(giver=ALICIA, card="grain"))
    assert e.prompt(S).seats == (ALICIA,)
    assert {a.giver for a in e.legal_actions(S, ALICIA)} == {D}


def test_two_exchanges_limit_is_only_in_a_row() -> None:
    """B.3 "in fila": once another exchange comes between, the same two players may trade again:
    D<-Alicia, Alicia<-D, D<-Bob, Bob<-Alicia, Alicia<-D, and D may take from Alicia again."""
    e = MareNostrum()
    S = _trade(e, 3)
    for taker, giver, card in ((D, ALICIA, "grain"), (ALICIA, D, "tax"), (D, BOB, "fish"), (BOB, ALICIA, "grain"), (ALICIA, D, "tax")):
        assert e.prompt(S).seats == (taker,)
        S, _ = e.apply(S, taker, Take(giver=giver, card=card))
    assert e.prompt(S).seats == (D,)
    assert ALICIA in {a.giver for a in e.legal_actions(S, D)}


# ---- a neutral civilization's capital is not a player's capital ---------------------------------
def test_a_neutral_capital_can_be_converted() -> None:
    """Nota Bene: "Il marcatore influenza nella città capitale di UN GIOCATORE non può MAI essere
    convertito": the rule protects players ("E' impossibile rimuovere completamente un giocatore
    dal gioco"); a neutral civilization's capital, once its defenders are gone, converts like any
    province."""
    e = MareNostrum()
    S = blank(e, ["greece", "babylon", "egypt"], "move", active=0)
    assert "rome" in S.neutrals
    rome = 10 + e.R.game.civilization_order.index("rome")
    put(S, "latium", rome, cities=[0])
    put(S, "magna_graecia", 0, legions={0: 2})
    S, _ = e.apply(S, 0, MoveLegions(origin="magna_graecia", to="latium", count=2))
    assert "convert" in {a.kind for a in e.legal_actions(S, 0)}
    S, _ = e.apply(S, 0, Convert())
    assert S.provinces["latium"].convert_by == 0
