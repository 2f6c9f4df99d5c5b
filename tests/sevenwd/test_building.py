"""Building, trading, chains and discarding (rulebook pp.7-9, 14).  Denise is seat 0, Lorenzo
seat 1, as in the rulebook's examples."""

import pytest

import i18n
from engines.base import IllegalAction
from tests.sevenwd.builders import act, cost, position

DENISE, LORENZO = 0, 1


def test_denise_builds_baths_or_garrison_but_not_apothecary_p7():
    """p.7: "Denise può costruire i Bagni (1 Pietra) o il Presidio (1 Argilla) ... senza commerciare
    non potrà costruire lo Speziale (1 Vetro)"; she produces 1 stone, 3 clay, 1 papyrus."""
    st = position(cards=(["quarry", "clay_pool", "brickyard", "press"], []))
    assert cost(st, DENISE, "baths") == 0
    assert cost(st, DENISE, "garrison") == 0
    assert cost(st, DENISE, "apothecary") == 2  # 1 glass bought at 2 + 0


def test_stone_price_follows_opponents_production_p8():
    """p.8: Lorenzo produces 2 stone (Shelf Quarry): Denise pays 4 coins per stone; Lorenzo's
    third stone costs 2 since Denise produces none."""
    st = position(cards=([], ["shelf_quarry"]))
    assert cost(st, DENISE, "baths") == 4
    assert cost(st, LORENZO, "aqueduct") == 2


def test_lorenzo_fortifications_costs_5_p8():
    """p.8: "Lorenzo deve quindi pagare 5 monete alla banca: 3 per l'Argilla (2+1) e 2 per il
    Papiro (2+0)"."""
    st = position(age=3, cards=(["clay_pool"], ["shelf_quarry"]), coins=(7, 5), current=LORENZO,
                  slots={19: "fortifications"})
    assert cost(st, LORENZO, "fortifications") == 5
    st2, log = act(st, LORENZO, kind="build", slot=19)
    assert st2.coins[LORENZO] == 0 and "fortifications" in st2.cards[LORENZO]
    assert log[0] == "{p1} builds Fortifications for 5 coins, buying 1 clay at 3 and 1 papyrus at 2."


def test_lorenzo_caravansery_costs_7_p8():
    """p.8: "Deve quindi pagare 7 monete in tutto: 2 monete per il costo della carta, 3 per il
    Vetro (Denise ne produce 1) e 2 per il Papiro"."""
    st = position(age=2, cards=(["glassworks"], []), current=LORENZO, slots={19: "caravansery"})
    assert cost(st, LORENZO, "caravansery") == 7
    st2, log = act(st, LORENZO, kind="build", slot=19)
    assert st2.coins[LORENZO] == 0
    assert log[0] == ("{p1} builds Caravansery for 7 coins: 2 for the card + 5 buying 1 glass at 3 and "
                      "1 papyrus at 2.")


def test_denise_aqueduct_costs_12_p8():
    """p.8: "il prezzo di una singola Pietra sarà fissato a 4 monete (2+2) ... deve quindi pagare
    12 monete alla banca"."""
    st = position(age=2, cards=([], ["shelf_quarry"]), slots={19: "aqueduct"})
    assert cost(st, DENISE, "aqueduct") == 12
    with pytest.raises(IllegalAction) as err:
        act(st, DENISE, kind="build", slot=19)
    assert err.value.code == "cannot_afford"
    assert i18n.render(err.value.message, "en", strict=True) == (
        "You need 3 stone for Aqueduct; you produce none of it, so it costs you 12 coins; you have 7.")
    assert i18n.render(err.value.message, "it", strict=True) == (
        "Per costruire l'Acquedotto servono 3 Pietre; non ne produci, quindi ti costa 12 monete; ne hai 7.")


def test_unaffordable_message_names_own_production():
    st = position(age=2, cards=(["quarry"], ["shelf_quarry"]), coins=(3, 7), slots={19: "aqueduct"})
    with pytest.raises(IllegalAction) as err:
        act(st, DENISE, kind="build", slot=19)
    assert i18n.render(err.value.message, "en", strict=True) == (
        "You need 3 stone for Aqueduct; you produce 1 stone, so it costs you 8 coins; you have 3.")


def test_coin_cost_paid_to_bank_p8():
    """p.8: "La costruzione dello Scrittorio costa 2 monete"."""
    st = position(slots={19: "scriptorium"})
    st2, log = act(st, DENISE, kind="build", slot=19)
    assert st2.coins == [5, 7]
    assert log[0] == "{p0} builds Scriptorium for 2 coins."


def test_resources_are_not_spent_p7():
    """p.7: "Le risorse non vengono spese durante la costruzione"."""
    st = position(cards=(["quarry"], []), slots={19: "baths", 18: "lumber_yard"})
    st, _ = act(st, DENISE, kind="build", slot=19)
    assert cost(st, DENISE, "baths") == 0  # the stone is still produced


def test_yellow_and_wonder_production_do_not_raise_prices_p7():
    """p.7 Chiarimenti: "Le risorse prodotte dalle carte gialle e dalle Meraviglie non vanno
    calcolate al fine di determinare i costi di commercio" (also p.14, p.16)."""
    st = position(age=2, cards=(["forum", "caravansery"], []), wonders=(["piraeus", "the_great_lighthouse"], []),
                  built=(["piraeus", "the_great_lighthouse"], []))
    assert cost(st, LORENZO, "apothecary") == 2
    assert cost(st, LORENZO, "baths") == 2


def test_choice_producers_cover_one_unit_each_turn_p14():
    """p.14: "Questa carta produce un'unità di un Manufatto a tua scelta ogni turno"."""
    st = position(age=2, cards=(["forum"], ["glassworks", "press"]))
    assert cost(st, DENISE, "apothecary") == 0  # Forum gives the glass
    assert cost(st, DENISE, "school") == 2 + 3  # wood 2, 2 papyrus: Forum covers one, the other at 3


def test_reserves_and_customs_house_fix_price_at_1_p14():
    """p.14: "acquisterai dalla banca la risorsa indicata al costo di 1 moneta per unità"."""
    st = position(age=2, cards=(["stone_reserve", "customs_house"], ["shelf_quarry", "glassblower"]))
    assert cost(st, DENISE, "aqueduct") == 3
    assert cost(st, DENISE, "laboratory") == 2 + 1 + 1  # wood at 2, 2 glass at 1


def test_discard_gives_2_plus_yellow_cards_p9():
    """p.9: "Scartando l'Acquedotto, Lorenzo guadagna 4 monete, poiché nella sua città si trovano
    la Taverna e la Riserva di Argilla"."""
    st = position(age=2, current=LORENZO, cards=([], ["tavern", "clay_reserve"]), slots={19: "aqueduct"})
    st2, log = act(st, LORENZO, kind="discard", slot=19)
    assert st2.coins[LORENZO] == 11
    assert st2.discard == ["aqueduct"]
    assert log[0] == "{p1} discards Aqueduct and takes 4 coins (2 + 2 for 2 yellow cards)."


def test_chain_baths_to_aqueduct_p8():
    """p.8: "Denise ha costruito i Bagni. Durante l'Epoca II, potrà costruire l'Acquedotto
    gratuitamente"."""
    st = position(age=2, cards=(["baths"], ["shelf_quarry"]), coins=(0, 7), slots={19: "aqueduct"})
    assert cost(st, DENISE, "aqueduct") == 0
    st2, log = act(st, DENISE, kind="build", slot=19)
    assert st2.coins[DENISE] == 0 and log[0] == "{p0} builds Aqueduct for free through the chain of Baths."


def test_chain_palisade_to_fortifications_p8():
    """p.8: "Lorenzo ha costruito la Palizzata. Durante l'Epoca III, potrà costruire le
    Fortificazioni gratuitamente"."""
    st = position(age=3, cards=([], ["palisade"]), coins=(7, 0))
    assert cost(st, LORENZO, "fortifications") == 0


def test_chain_skipping_an_age_and_cards_without_chain():
    """Tavern (Age I) chains to Lighthouse (Age III); a chain needs the exact symbol."""
    st = position(age=3, cards=(["tavern"], []))
    assert cost(st, DENISE, "lighthouse") == 0
    assert cost(st, DENISE, "arena") > 0


def test_coins_from_cards_once_when_built_lighthouse_counts_itself_p14():
    """p.14: "prendi 1 moneta per ogni carta gialla (compresa questa carta)"; "Le monete concesse
    dalle carte vengono prese dalla banca, solo e soltanto una volta"."""
    st = position(age=3, cards=(["tavern", "stone_reserve"], []), coins=(0, 7), slots={19: "lighthouse", 18: "baths"})
    st, log = act(st, DENISE, kind="build", slot=19)  # chained from the Tavern
    assert st.coins[DENISE] == 3
    st, _ = act(st, LORENZO, kind="discard", slot=18)
    assert st.coins[DENISE] == 3


@pytest.mark.parametrize("card,owned,gain", [
    ("chamber_of_commerce", ["press", "glassworks"], 6),
    ("port", ["quarry", "clay_pool", "sawmill"], 6),
    ("armory", ["guard_tower", "walls"], 2),
])
def test_coins_per_card_p14(card, owned, gain):
    """p.14: 3 coins per grey card, 2 per brown card, 1 per red card in your city."""
    st = position(age=3, cards=(owned, []), coins=(20, 7), slots={19: card})
    before = st.coins[DENISE] - cost(st, DENISE, card)
    st2, _ = act(st, DENISE, kind="build", slot=19)
    assert st2.coins[DENISE] == before + gain


def test_arena_two_coins_per_own_wonder():
    st = position(age=3, cards=(["brewery"], []), wonders=(["the_sphinx", "the_pyramids"], []),
                  built=(["the_sphinx", "the_pyramids"], []), slots={19: "arena"})
    st2, _ = act(st, DENISE, kind="build", slot=19)
    assert st2.coins[DENISE] == 7 + 4


def test_covered_card_cannot_be_taken_p9():
    """p.9: a card "accessibile" is "una carta che non sia parzialmente coperta da altre carte"."""
    st = position(slots={19: "baths", 13: "quarry"})
    with pytest.raises(IllegalAction) as err:
        act(st, DENISE, kind="build", slot=13)
    assert i18n.render(err.value.message, "en", strict=True) == "That card is covered by other cards."
    assert i18n.render(err.value.message, "it", strict=True) == "Quella carta è coperta da altre carte."
    with pytest.raises(IllegalAction) as err:
        act(st, DENISE, kind="discard", slot=18)
    assert err.value.code == "slot_empty"


def test_face_down_cards_are_revealed_when_uncovered_p9():
    """p.9: "Dopo avere giocato la sua carta, un giocatore deve rivelare le eventuali carte che
    potrebbero essere nascoste e che ora sono accessibili"."""
    st = position(slots={18: "baths", 19: "quarry", 13: "altar"})
    st.face_up[13] = False
    st2, log = act(st, DENISE, kind="discard", slot=19)
    assert not st2.face_up[13]  # still covered by slot 18
    st3, log = act(st2, LORENZO, kind="discard", slot=18)
    assert st3.face_up[13] and log[-1] == "Card revealed: Altar."


def test_urbanism_4_coins_per_chain_build_p13():
    """p.13 Urbanistica: "Ogniqualvolta costruisci una Struttura gratuitamente grazie a una
    concatenazione, prendi 4 monete dalla banca"."""
    st = position(age=2, cards=(["baths"], []), tokens=(["urbanism"], []), slots={19: "aqueduct"})
    st2, _ = act(st, DENISE, kind="build", slot=19)
    assert st2.coins[DENISE] == 11


def test_masonry_skips_the_two_most_expensive_resources_p13():
    """p.13 Edilizia: "Le tue prossime Strutture civili (carte blu) costano 2 risorse in meno.
    Puoi scegliere ogni volta a quali risorse applicare questa riduzione"."""
    st = position(age=3, cards=([], ["glassworks"]), tokens=(["masonry"], []))
    # Palace: clay, stone, wood at 2 and 2 glass at 3: the two glass are skipped
    assert cost(st, DENISE, "palace") == 6
    assert cost(st, DENISE, "arsenal") == 10  # not blue: no reduction


def test_masonry_with_a_choice_producer_is_optimal():
    """The Forum covers a papyrus, Masonry the other papyrus and the wood: only the clay is bought
    (skipping the two papyrus with Masonry would leave the Forum idle and cost 4)."""
    st = position(age=3, cards=(["forum"], ["press", "drying_room"]), tokens=(["masonry"], []))
    assert cost(st, DENISE, "pantheon") == 2


def test_economy_gets_only_trade_money_after_discounts_p13():
    """p.13 Economia: "influenza solo il denaro speso per ottenere risorse, non le monete che
    fanno parte del costo della Struttura" and "dopo aver considerato ogni suo eventuale sconto
    di commercio"."""
    st = position(age=2, cards=(["glassworks"], []), tokens=(["economy"], []), current=LORENZO,
                  coins=(0, 10), slots={19: "caravansery"})
    st2, _ = act(st, LORENZO, kind="build", slot=19)
    assert st2.coins == [5, 3]  # 2 coins of card cost to the bank, 5 of trade to Denise
    st = position(age=2, cards=(["glassworks"], ["customs_house"]), tokens=(["economy"], []),
                  current=LORENZO, coins=(0, 10), slots={19: "caravansery"})
    st2, _ = act(st, LORENZO, kind="build", slot=19)
    assert st2.coins == [2, 6]  # glass and papyrus at 1 each


def test_fast_cost_path_agrees_with_the_full_one():
    """legal_actions uses card_total/resource_total; apply and the panel use card_cost: same coins
    in every position of a few random games, for every card and Wonder."""
    import random

    from engines.sevenwd import rules as R
    from engines.sevenwd.data import CARDS, WONDERS
    from tests.sevenwd.builders import E

    for seed in range(8):
        rnd = random.Random(seed)
        st = E.setup(2, {}, seed)
        while E.outcome(st) is None:
            for seat in (0, 1):
                e = R.econ(st, seat)
                for c in CARDS.values():
                    assert R.card_total(c, e) == R.card_cost(c, e)[0]
                for w in WONDERS:
                    disc = 2 if e.architecture else 0
                    assert R.resource_total(WONDERS[w].res, e, disc) == R.wonder_cost(w, e)[0]
            seat = E.prompt(st).seats[0]
            acts = E.legal_actions(st, seat)
            st, _ = E.apply(st, seat, acts[rnd.randrange(len(acts))])


def _brute_force_trade(res, prod, price, choice, discount):
    """The cheapest trade by trying every assignment of the missing units to a one-of producer
    of their family, the discount, or the bank."""
    import itertools

    units = [r for r, n in res for _ in range(max(0, n - prod[r]))]
    best = None
    for plan in itertools.product("pcd", repeat=len(units)):
        used_c = [0, 0]
        cost = 0
        for r, how in zip(units, plan):
            if how == "c":
                used_c[0 if r < 3 else 1] += 1
            elif how == "p":
                cost += price[r]
        if used_c[0] <= choice[0] and used_c[1] <= choice[1] and plan.count("d") <= discount:
            best = cost if best is None else min(best, cost)
    return best


def test_trade_cost_is_the_cheapest_assignment():
    """Masonry/Architecture "Puoi scegliere ogni volta a quali risorse applicare questa riduzione"
    (p.13) and the one-of producers (p.14): the engine pays the minimum over every assignment."""
    from hypothesis import given, settings
    from hypothesis import strategies as st_

    from engines.sevenwd import rules as R

    @settings(max_examples=300, deadline=None)
    @given(
        res=st_.lists(st_.tuples(st_.integers(0, 4), st_.integers(1, 3)), min_size=1, max_size=3,
                      unique_by=lambda t: t[0]),
        prod=st_.lists(st_.integers(0, 2), min_size=5, max_size=5),
        price=st_.lists(st_.integers(1, 6), min_size=5, max_size=5),
        choice=st_.lists(st_.integers(0, 2), min_size=2, max_size=2),
        discount=st_.sampled_from([0, 2]),
    )
    def check(res, prod, price, choice, discount):
        e = R.Econ()
        e.prod, e.price, e.choice = prod, price, choice
        res = tuple(res)
        best = _brute_force_trade(res, prod, price, choice, discount)
        assert R.resource_cost(res, e, discount)[0] == best
        assert R.resource_total(res, e, discount) == best

    check()
