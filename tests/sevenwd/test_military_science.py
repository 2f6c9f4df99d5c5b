"""The conflict pawn, military tokens, science and progress tokens (rulebook pp.11, 13)."""

import pytest

from engines.base import IllegalAction
from tests.sevenwd.builders import E, act, position

DENISE, LORENZO = 0, 1


def test_archery_range_enters_zone_and_loots_2_coins_p11():
    """p.11: "Denise costruisce il Poligono di Tiro ... fornisce 2 Scudi. Muove immediatamente la
    pedina Conflitto di due caselle ... Lorenzo scarta 2 monete e il segnalino viene rimesso nella
    scatola"."""
    st = position(age=2, pawn=1, cards=(["lumber_yard", "quarry", "press"], []), slots={19: "archery_range"})
    st2, log = act(st, DENISE, kind="build", slot=19)
    assert st2.pawn == 3
    assert st2.coins[LORENZO] == 5
    assert 3 not in st2.military_tokens and st2.military_tokens == [-6, -3, 6]
    assert log[1] == "The conflict pawn moves 2 spaces toward {p1}'s capital; {p1} loses 2 coins (military token)."


def test_token_is_applied_once():
    st = position(age=2, pawn=2, military_tokens=[-6, -3, 6], slots={19: "guard_tower"}, filler=True)
    st.layout[19] = None
    st.layout[18] = "guard_tower"
    st2, _ = act(st, DENISE, kind="build", slot=18)
    assert st2.pawn == 3 and st2.coins[LORENZO] == 7


def test_one_move_can_loot_two_tokens():
    """Tokens are checked space by space: 4 shields from 2 enter both zones of Lorenzo's side."""
    st = position(age=3, pawn=2, tokens=(["strategy"], []), coins=(7, 10),
                  cards=(["brickyard", "clay_pool", "sawmill"], []), slots={19: "arsenal"})
    st2, log = act(st, DENISE, kind="build", slot=19)
    assert st2.pawn == 6 and st2.coins[LORENZO] == 3 and st2.military_tokens == [-6, -3]
    assert "{p1} loses 2 coins and 5 coins (military tokens)" in log[1]


def test_loot_takes_everything_when_short_p13():
    """p.13: "Se l'avversario non ha monete a sufficienza, perde tutto il tesoro"."""
    st = position(pawn=-2, current=LORENZO, coins=(1, 7), slots={19: "guard_tower"})
    st2, _ = act(st, LORENZO, kind="build", slot=19)
    assert st2.pawn == -3 and st2.coins[DENISE] == 0


def test_military_supremacy_p11():
    """p.11: "Se un giocatore riesce a portare la pedina Conflitto nella casella della capitale
    dell'avversario, vince immediatamente la partita"; the pawn stops at the capital."""
    st = position(age=3, pawn=7, slots={19: "pretorium"}, coins=(8, 7))
    st2, log = act(st, DENISE, kind="build", slot=19)
    assert st2.pawn == 9
    out = E.outcome(st2)
    assert out.winners == [DENISE] and out.reason == "military_supremacy"
    assert E.prompt(st2).seats == () and E.legal_actions(st2, LORENZO) == []
    with pytest.raises(IllegalAction):
        act(st2, LORENZO, kind="discard", slot=0)


def test_strategy_adds_a_shield_to_red_cards_p13():
    """p.13 Strategia: "Una Struttura militare con 2 Scudi farà muovere la tua pedina Conflitto di
    3 caselle verso la capitale nemica"."""
    st = position(age=2, tokens=(["strategy"], []), coins=(7, 7), cards=(["quarry", "quarry"], []),
                  military_tokens=[], slots={19: "walls"})
    st.cards[0] = ["shelf_quarry"]
    st2, _ = act(st, DENISE, kind="build", slot=19)
    assert st2.pawn == 3 and st2.shields[DENISE] == 3


def test_strategy_does_not_affect_wonders_p13():
    """p.13: "Questo segnalino non influenza le Meraviglie dotate di Scudi"."""
    st = position(tokens=(["strategy"], []), wonders=(["the_colossus"], []), coins=(20, 7),
                  slots={19: "baths"}, military_tokens=[])
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder="the_colossus")
    assert st2.pawn == 2


def test_strategy_does_not_affect_earlier_red_cards_p13():
    """p.13: "non influenza le Strutture militari costruite prima del suo ingresso in gioco": taking
    Strategy after a pair does not move the pawn for the Guard Tower already built."""
    st = position(age=2, cards=(["guard_tower", "workshop"], []), pawn=1, slots={19: "laboratory"},
                  board=["strategy", "philosophy"], coins=(20, 7))
    st2, _ = act(st, DENISE, kind="build", slot=19)  # Laboratory: second plumb line
    assert E.prompt(st2).kind == "choose_progress_token"
    st3, _ = act(st2, DENISE, kind="progress", token="strategy")
    assert st3.pawn == 1 and st3.shields[DENISE] == 1


def test_science_pair_gives_a_progress_token_p11():
    """p.11: "Ogni volta che un giocatore raccoglie una coppia di simboli scientifici identici, può
    immediatamente scegliere uno dei segnalini Progresso sul tabellone"."""
    st = position(age=2, cards=(["scriptorium"], []), board=["agriculture", "law"], slots={19: "library", 18: "baths"},
                  coins=(20, 7))
    st2, log = act(st, DENISE, kind="build", slot=19)
    assert E.prompt(st2).kind == "choose_progress_token" and E.prompt(st2).seats == (DENISE,)
    assert sorted(a.token for a in E.legal_actions(st2, DENISE)) == ["agriculture", "law"]
    with pytest.raises(IllegalAction) as err:
        act(st2, DENISE, kind="discard", slot=18)
    assert err.value.code == "wrong_decision"
    with pytest.raises(IllegalAction):
        act(st2, DENISE, kind="progress", token="economy")
    st3, log = act(st2, DENISE, kind="progress", token="agriculture")
    assert st3.tokens[DENISE] == ["agriculture"] and st3.progress_board == ["law"]
    assert st3.coins[DENISE] == 20 + 6  # Library free through the chain; Agriculture: 6 coins (p.13)
    assert st3.current == LORENZO


def test_no_progress_token_when_board_is_empty():
    st = position(age=2, cards=(["scriptorium"], []), board=[], slots={19: "library"}, coins=(20, 7))
    st2, _ = act(st, DENISE, kind="build", slot=19)
    assert E.prompt(st2).kind == "play_card" and st2.current == LORENZO


def test_scientific_supremacy_with_six_different_symbols_p11():
    """p.11: "Se un giocatore raccoglie 6 simboli scientifici diversi, vince immediatamente"."""
    st = position(age=3, cards=(["scriptorium", "pharmacist", "workshop", "apothecary", "academy"], []),
                  slots={19: "university"}, coins=(20, 7))
    st.cards[DENISE] += ["press", "glassworks", "clay_pool"]
    st2, _ = act(st, DENISE, kind="build", slot=19)
    out = E.outcome(st2)
    assert out.reason == "scientific_supremacy" and out.winners == [DENISE]


def test_law_is_a_science_symbol_p13():
    """p.13 Legge: "Questo segnalino fornisce un simbolo scientifico" (counts for supremacy)."""
    st = position(age=2, cards=(["scriptorium", "pharmacist", "workshop", "apothecary", "academy", "library"], []),
                  board=["law", "philosophy"], coins=(20, 7))
    st.cards[DENISE].remove("library")
    st.layout[19] = "library"
    st2, _ = act(st, DENISE, kind="build", slot=19)  # quill pair
    st3, _ = act(st2, DENISE, kind="progress", token="law")
    assert E.outcome(st3).reason == "scientific_supremacy"


def test_mathematics_philosophy_agriculture_vp_p13():
    """p.13: Matematica 3 VP per token owned (itself included); Filosofia 7 VP; Agricoltura 4 VP."""
    from engines.sevenwd.rules import score

    st = position(tokens=(["mathematics", "philosophy", "agriculture"], []), coins=(0, 0))
    assert score(st, DENISE)["progress"] == 9 + 7 + 4


def test_urbanism_gives_6_coins_p13():
    st = position(age=2, cards=(["scriptorium"], []), board=["urbanism"], slots={19: "library"}, coins=(4, 7))
    st2, _ = act(st, DENISE, kind="build", slot=19)
    st3, _ = act(st2, DENISE, kind="progress", token="urbanism")
    assert st3.coins[DENISE] == 4 + 6  # the Library came free through the chain, before Urbanism


def test_a_token_taken_from_an_empty_treasury_is_not_logged_as_losing_0_coins():
    """Issue 17 item 16: "Alice loses 0 coins (military token)".  p.13: the opponent loses what
    he has; with nothing, the log says so instead."""
    st = position(pawn=-2, current=LORENZO, coins=(0, 7), slots={19: "guard_tower"})
    st2, log = act(st, LORENZO, kind="build", slot=19)
    assert st2.pawn == -3 and st2.coins[DENISE] == 0
    line = next(t for t in log if "conflict pawn" in t)
    assert "0 coins" not in line
    assert line == "The conflict pawn moves 1 space toward {p0}'s capital; {p0} has no coins to lose to the military token."
