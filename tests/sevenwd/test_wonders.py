"""Wonders (rulebook pp.10, 13, 16): costs, effects, the 7-Wonder limit, Theology, Architecture."""

import pytest

from engines.base import IllegalAction
from tests.sevenwd.builders import E, act, position, wonder_cost

DENISE, LORENZO = 0, 1


def _with(wonder: str, seat: int = DENISE, **kw):
    """A position where ``seat`` owns ``wonder`` (unbuilt) with plenty of coins."""
    wonders = ([wonder], []) if seat == DENISE else ([], [wonder])
    kw.setdefault("coins", (30, 30))
    kw.setdefault("slots", {19: "baths", 18: "quarry"})
    return position(wonders=wonders, current=seat, **kw)


def test_wonder_pays_its_cost_and_tucks_the_card_p10():
    """p.10: "Il giocatore paga il costo della Meraviglia (non quello della carta Epoca), poi
    colloca la sua carta Epoca a faccia in giù"."""
    st = _with("the_pyramids", slots={19: "palisade"})  # Palisade costs 2 coins: not paid
    assert wonder_cost(st, DENISE, "the_pyramids") == 8  # 3 stone + 1 papyrus at 2
    st2, log = act(st, DENISE, kind="wonder", slot=19, wonder="the_pyramids")
    assert st2.coins[DENISE] == 22 and st2.tucked == {"the_pyramids": "palisade"}
    assert "palisade" not in st2.cards[DENISE] and st2.pawn == 0  # the card has no effect
    assert log[0] == "{p0} builds The Pyramids with Palisade for 8 coins, buying 3 stone at 2 each and 1 papyrus at 2."


def test_colossus_moves_the_pawn_two_spaces_p10():
    """p.10: "Denise ... costruire il Colosso (costo: 3 Argille e 1 Vetro) ... muove la pedina
    Conflitto di 2 caselle"."""
    st = _with("the_colossus", cards=(["clay_pool", "brickyard", "glassworks"], []), coins=(7, 7))
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder="the_colossus")
    assert st2.coins[DENISE] == 7 and st2.pawn == 2


def test_seventh_wonder_sends_the_last_one_to_the_box_p10():
    """p.10: "Denise ha appena costruito il Colosso, la settima Meraviglia della partita (4
    costruite da Lorenzo, 3 da Denise), quindi rimette le Piramidi nella scatola"."""
    lorenzo = ["the_appian_way", "the_sphinx", "piraeus", "the_great_library"]
    denise = ["the_hanging_gardens", "the_mausoleum", "the_colossus", "the_pyramids"]
    st = position(wonders=(denise, lorenzo), built=(denise[:2], lorenzo), coins=(30, 7),
                  slots={19: "baths", 18: "quarry"})
    st2, log = act(st, DENISE, kind="wonder", slot=19, wonder="the_colossus")
    assert st2.removed_wonder == "the_pyramids"
    assert "Seven Wonders are built: The Pyramids goes back to the box." in log
    st2.current = DENISE
    assert not any(a.kind == "wonder" for a in E.legal_actions(st2, DENISE))
    with pytest.raises(IllegalAction) as err:
        act(st2, DENISE, kind="wonder", slot=18, wonder="the_pyramids")
    assert err.value.code == "wonder_removed"
    view = E.player_view(st2, None)
    assert [w.removed for w in view.cities[DENISE].wonders] == [False, False, False, True]


def test_cannot_build_an_opponents_or_built_wonder():
    st = position(wonders=(["the_sphinx"], ["the_pyramids"]), built=(["the_sphinx"], []), coins=(30, 30),
                  slots={19: "baths"})
    for w, code in (("the_pyramids", "not_your_wonder"), ("the_sphinx", "wonder_built")):
        with pytest.raises(IllegalAction) as err:
            act(st, DENISE, kind="wonder", slot=19, wonder=w)
        assert err.value.code == code


@pytest.mark.parametrize("wonder,coins,vp", [
    ("the_temple_of_artemis", 12, 0), ("the_hanging_gardens", 6, 3), ("the_sphinx", 0, 6), ("piraeus", 0, 2),
])
def test_play_again_wonders_p16(wonder, coins, vp):
    """p.16: "Gioca immediatamente un secondo turno" (Temple of Artemis: 12 coins; Hanging Gardens:
    6 coins; Sphinx 6 VP; Piraeus 2 VP)."""
    from engines.sevenwd.rules import score

    st = _with(wonder)
    paid = wonder_cost(st, DENISE, wonder)
    st2, log = act(st, DENISE, kind="wonder", slot=19, wonder=wonder)
    assert st2.current == DENISE and log[-1] == "{p0} plays again."
    assert st2.coins[DENISE] == 30 - paid + coins
    assert score(st2, DENISE)["wonders"] == vp
    st3, _ = act(st2, DENISE, kind="discard", slot=18)
    assert st3.current == LORENZO


def test_appian_way_p16():
    """p.16 Via Appia: "Prendi 3 monete dalla banca. L'avversario rimette 3 monete nella banca.
    Gioca immediatamente un secondo turno. Questa Meraviglia vale 3 punti vittoria"."""
    st = _with("the_appian_way", coins=(30, 2))
    paid = wonder_cost(st, DENISE, "the_appian_way")
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder="the_appian_way")
    assert st2.coins == [30 - paid + 3, 0] and st2.current == DENISE


@pytest.mark.parametrize("wonder,color,victim", [("circus_maximus", "grey", "press"), ("the_statue_of_zeus", "brown", "quarry")])
def test_destroy_a_card_of_the_opponent_p16(wonder, color, victim):
    """p.16 Circo Massimo / Statua di Zeus: "Colloca nella pila degli scarti una Struttura grigia
    (marrone) a tua scelta costruita dall'avversario. Questa Meraviglia fornisce 1 Scudo"."""
    st = _with(wonder, cards=([], ["press", "quarry", "baths"]), military_tokens=[])
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder=wonder)
    assert st2.pawn == 1
    assert E.prompt(st2).kind == "destroy_card" and [a.card for a in E.legal_actions(st2, DENISE)] == [victim]
    with pytest.raises(IllegalAction):
        act(st2, DENISE, kind="destroy", card="baths")
    st3, log = act(st2, DENISE, kind="destroy", card=victim)
    assert victim not in st3.cards[LORENZO] and st3.discard == [victim] and st3.current == LORENZO


def test_destroy_has_no_effect_without_a_card_of_that_colour():
    st = _with("circus_maximus", cards=([], ["quarry"]))
    st2, log = act(st, DENISE, kind="wonder", slot=19, wonder="circus_maximus")
    assert E.prompt(st2).kind == "play_card" and st2.current == LORENZO
    assert "{p1} has no grey card: Circus Maximus destroys nothing." in log


def test_mausoleum_builds_a_discarded_card_for_free_p16():
    """p.16 Mausoleo: "Scegli una carta nella pila degli scarti e costruiscila gratuitamente.
    Chiarimento: Le carte scartate durante la preparazione non fanno parte della pila degli scarti"."""
    st = _with("the_mausoleum", discard=["pretorium", "aqueduct"], age=3, slots={19: "palace", 18: "senate"},
               military_tokens=[])
    st.age_box = ["lumber_yard", "obelisk"]  # removed at setup: not in the pile
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder="the_mausoleum")
    assert E.prompt(st2).kind == "build_from_discard"
    assert [a.card for a in E.legal_actions(st2, DENISE)] == ["pretorium", "aqueduct"]
    with pytest.raises(IllegalAction):
        act(st2, DENISE, kind="mausoleum", card="obelisk")
    coins = st2.coins[DENISE]
    st3, log = act(st2, DENISE, kind="mausoleum", card="pretorium")
    assert st3.cards[DENISE] == ["pretorium"] and st3.coins[DENISE] == coins and st3.pawn == 3
    assert st3.discard == ["aqueduct"]


def test_mausoleum_with_an_empty_pile_has_no_effect():
    st = _with("the_mausoleum")
    st2, log = act(st, DENISE, kind="wonder", slot=19, wonder="the_mausoleum")
    assert E.prompt(st2).kind == "play_card" and st2.current == LORENZO


def test_mausoleum_green_card_can_make_a_pair():
    st = _with("the_mausoleum", cards=(["workshop"], []), discard=["laboratory"], board=["philosophy"])
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder="the_mausoleum")
    st3, _ = act(st2, DENISE, kind="mausoleum", card="laboratory")
    assert E.prompt(st3).kind == "choose_progress_token"


def test_great_library_draws_three_from_the_box_p16():
    """p.16 Grande Biblioteca: "Pesca 3 segnalini Progresso a caso tra quelli scartati all'inizio
    della partita. Scegline uno, giocalo e rimetti gli altri 2 nella scatola"; hidden from the
    opponent."""
    st = _with("the_great_library", board=["law", "economy", "strategy", "theology", "urbanism"])
    box = list(st.progress_box)
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder="the_great_library")
    drawn = st2.library_draw
    assert len(drawn) == 3 and set(drawn) <= set(box)
    assert E.prompt(st2).kind == "choose_library_token"
    own, other, public = (E.player_view(st2, s) for s in (DENISE, LORENZO, None))
    assert [t.id for t in own.library_offer] == drawn
    assert other.library_offer is None and public.library_offer is None
    for t in drawn:
        assert f'"{t}"' not in other.model_dump_json() and f'"{t}"' not in public.model_dump_json()
    with pytest.raises(IllegalAction):
        act(st2, DENISE, kind="library", token="law")
    st3, _ = act(st2, DENISE, kind="library", token=drawn[0])
    assert drawn[0] in st3.tokens[DENISE] and st3.library_draw == []
    assert sorted(st3.progress_box) == sorted(set(box) - {drawn[0]})
    assert st3.progress_board == ["law", "economy", "strategy", "theology", "urbanism"]


def test_great_lighthouse_produces_a_raw_material_p16():
    st = position(wonders=(["the_great_lighthouse"], []), built=(["the_great_lighthouse"], []))
    from tests.sevenwd.builders import cost
    assert cost(st, DENISE, "baths") == 0 and cost(st, DENISE, "stable") == 0
    assert cost(st, LORENZO, "baths") == 2  # no effect on the opponent's prices


def test_theology_gives_play_again_p13():
    """p.13 Teologia: "Le tue prossime Meraviglie ottengono l'effetto Gioca immediatamente un
    secondo turno"."""
    st = _with("the_pyramids", tokens=(["theology"], []))
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder="the_pyramids")
    assert st2.current == DENISE


def test_theology_does_not_double_play_again_p13():
    """p.13: "Questo segnalino non influenza le Meraviglie che già possiedono questo effetto
    (nessuna Meraviglia può ottenere due volte questo effetto)"."""
    st = _with("the_sphinx", tokens=(["theology"], []), slots={19: "baths", 18: "quarry", 17: "altar"})
    st2, _ = act(st, DENISE, kind="wonder", slot=19, wonder="the_sphinx")
    assert st2.current == DENISE
    st3, _ = act(st2, DENISE, kind="discard", slot=18)
    assert st3.current == LORENZO


def test_architecture_skips_two_resources_p13():
    """p.13 Architettura: "Le tue prossime Meraviglie costano 2 risorse in meno"."""
    st = position(wonders=(["the_pyramids"], []), tokens=(["architecture"], []), cards=([], ["shelf_quarry"]))
    assert wonder_cost(st, DENISE, "the_pyramids") == 4 + 2  # 2 stone at 4 skipped; 1 stone at 4, papyrus 2
