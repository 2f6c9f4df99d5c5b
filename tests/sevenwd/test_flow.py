"""Setup, Wonder draft, Ages, end of an Age, civil victory and guilds (rulebook pp.5-6, 9-10,
12, 15)."""

import pytest

from engines.base import IllegalAction
from engines.sevenwd.data import AGE_DECKS, GUILDS
from engines.sevenwd.rules import score
from tests.sevenwd.builders import E, act, position

DENISE, LORENZO = 0, 1


def test_setup_p5():
    """p.5: pawn at the centre, 4 military tokens, 5 progress tokens on the board, 7 coins each."""
    st = E.setup(2, {}, 42)
    assert st.pawn == 0 and st.coins == [7, 7] and len(st.military_tokens) == 4
    assert len(st.progress_board) == 5 and len(st.progress_box) == 5
    with pytest.raises(ValueError):
        E.setup(3, {}, 42)
    with pytest.raises(ValueError):
        E.setup(2, {"expansion": True}, 42)


def test_wonder_draft_order_p6():
    """p.6: "Il primo giocatore sceglie 1 Meraviglia. Il secondo giocatore sceglie 2 Meraviglie. Il
    primo giocatore prende la Meraviglia rimanente. Collocare altre 4 Meraviglie e ripetere la
    selezione, ma stavolta partendo con il secondo giocatore"."""
    st = E.setup(2, {}, 7)
    seen = []
    for expected in (0, 1, 1, 1, 0, 0):
        p = E.prompt(st)
        assert p.kind == "draft_wonder" and p.seats == (expected,)
        with pytest.raises(IllegalAction):
            act(st, 1 - expected, kind="draft", wonder=st.draft_offer[0])
        seen.append(st.draft_offer[0])
        st, _ = act(st, expected, kind="draft", wonder=st.draft_offer[0])
    assert len(st.wonders[0]) == len(st.wonders[1]) == 4
    assert st.phase == "age" and st.age == 1 and st.current == 0  # the first player starts Age I
    assert len(st.wonder_box) == 4 and not set(st.wonder_box) & set(st.wonders[0] + st.wonders[1])


def test_age_decks_p6():
    """p.6: "Rimettere nel mazzo 3 carte per ogni mazzo Epoca senza guardarle. Poi pescare 3 carte
    Gilda a caso e aggiungerle al mazzo Epoca III"; p.20 face-up / face-down rows."""
    from engines.sevenwd import rules as R

    st = E.setup(2, {}, 3)
    for age in (1, 2, 3):
        R.deal_age(st, age, None)
        assert len(st.layout) == 20 and len(set(st.layout)) == 20
        if age < 3:
            assert set(st.layout) <= set(AGE_DECKS[age])
        else:
            assert sum(1 for c in st.layout if c in GUILDS) == 3 and len(st.guild_box) == 4
    assert len(st.age_box) == 9


def test_end_of_age_weaker_player_chooses_who_starts_p10():
    """p.10: "Il giocatore con l'esercito più debole (colui che possiede la pedina Conflitto sul
    suo lato del tabellone) sceglie quale giocatore inizierà l'Epoca successiva"."""
    st = position(pawn=2, slots={19: "baths"}, filler=False, current=DENISE)
    st2, log = act(st, DENISE, kind="discard", slot=19)
    assert st2.age == 2 and E.prompt(st2).kind == "choose_first_player" and E.prompt(st2).seats == (LORENZO,)
    assert log[1].startswith("Age II begins")
    st3, log = act(st2, LORENZO, kind="first_player", seat=DENISE)
    assert st3.current == DENISE and E.prompt(st3).kind == "play_card"
    assert log == ["{p1} chooses {p0} to start Age II."]


def test_end_of_age_pawn_at_centre_last_player_starts_p10():
    """p.10: "Se la pedina si trova al centro del tabellone, a iniziare l'Epoca successiva sarà
    l'ultimo giocatore attivo, vale a dire chiunque abbia giocato l'ultima carta". Decision: the
    Italian text says he starts (no choice), so no decision is asked."""
    st = position(age=2, pawn=0, slots={19: "baths"}, filler=False, current=LORENZO)
    st2, log = act(st, LORENZO, kind="discard", slot=19)
    assert st2.age == 3 and E.prompt(st2).kind == "play_card" and st2.current == LORENZO
    assert log[-1] == "{p1} played the last card and starts Age III."


def test_play_again_is_lost_at_the_end_of_an_age_p9():
    """p.9: "Se un giocatore ottiene la possibilità di effettuare un altro turno alla fine di
    un'Epoca (quando lo schema è vuoto), non potrà svolgere il turno bonus"."""
    st = position(wonders=(["the_sphinx"], []), coins=(30, 7), pawn=-1, slots={19: "baths"}, filler=False)
    st2, log = act(st, DENISE, kind="wonder", slot=19, wonder="the_sphinx")
    assert st2.age == 2 and not st2.play_again
    assert "The Age is over: {p0} loses the extra turn." in log
    assert E.prompt(st2).kind == "choose_first_player" and E.prompt(st2).seats == (DENISE,)


def test_pending_decision_resolved_before_the_age_ends():
    st = position(cards=(["workshop"], []), wonders=([], []), coins=(30, 7), board=["law"],
                  slots={19: "apothecary"}, filler=False)
    st.cards[DENISE] = ["apothecary"]
    st.layout[19] = "laboratory"
    st.age = 2
    st2, _ = act(st, DENISE, kind="build", slot=19)  # no pair: just ends Age II
    assert st2.age == 3
    st = position(age=2, cards=(["workshop"], []), coins=(30, 7), board=["law"], slots={19: "laboratory"}, filler=False)
    st2, _ = act(st, DENISE, kind="build", slot=19)  # pair: the token first, then the end of the Age
    assert st2.age == 2 and E.prompt(st2).kind == "choose_progress_token"
    st3, _ = act(st2, DENISE, kind="progress", token="law")
    assert st3.age == 3 and st3.current == DENISE


def _end_of_age_3(**kw):
    kw.setdefault("slots", {19: "obelisk"})
    st = position(age=3, filler=False, current=DENISE, **kw)
    st2, _ = act(st, DENISE, kind="discard", slot=19)
    return st2


def test_civil_victory_counts_every_category_p12():
    """p.12: military (0, 2, 5, 10), buildings (blue, green, yellow, purple), Wonders, progress
    tokens, and "ogni set completo di 3 monete vale 1 punto"."""
    st = _end_of_age_3(pawn=4, coins=(9, 8), cards=(["palace", "academy", "port", "builders_guild"], ["baths"]),
                       wonders=(["the_pyramids"], ["the_sphinx"]), built=(["the_pyramids"], ["the_sphinx"]),
                       tokens=(["philosophy"], []))
    s0 = score(st, DENISE)
    assert s0 == {"military": 5, "blue": 7, "green": 3, "yellow": 3, "purple": 2, "wonders": 9, "progress": 7,
                  "coins": (9 + 3) // 3, "total": 5 + 7 + 3 + 3 + 2 + 9 + 7 + 4}
    out = E.outcome(st)
    assert out.reason == "civilian_victory" and out.winners == [DENISE] and out.scores[DENISE] == s0["total"]
    view = E.player_view(st, None)
    assert view.outcome.scores[0].military == 5 and view.outcome.scores[1].total == score(st, LORENZO)["total"]


def test_military_zone_vp_only_for_the_leader_p12():
    for pawn, vp in ((0, 0), (1, 2), (2, 2), (3, 5), (5, 5), (6, 10), (8, 10)):
        st = position(pawn=-pawn, coins=(0, 0))
        assert score(st, LORENZO)["military"] == vp and score(st, DENISE)["military"] == 0


def test_civil_tie_broken_by_blue_cards_p12():
    """p.12: "Nel caso in cui i due giocatori siano in parità, vince colui che ha ottenuto il
    maggior numero di punti vittoria dalle sue Strutture civili (carte blu)"."""
    st = _end_of_age_3(coins=(0, 0), cards=(["theater"], ["workshop", "apothecary", "laboratory"]),
                       slots={19: "lumber_yard"})
    assert score(st, DENISE)["total"] == score(st, LORENZO)["total"] == 3
    assert E.outcome(st).winners == [DENISE]


def test_civil_tie_still_tied_is_shared_p12():
    """p.12: "se la parità permane, i due giocatori condividono la vittoria"."""
    st = _end_of_age_3(coins=(0, 0), cards=(["theater"], ["altar"]), slots={19: "lumber_yard"})
    assert E.outcome(st).winners == [0, 1]


def test_guild_counts_city_with_most_p15():
    """p.15 Gilda dei Mercanti: "prendi 1 moneta per ogni carta gialla nella città che possiede più
    carte gialle ... questa carta vale 1 punto vittoria per ogni carta gialla nella città che
    possiede più carte gialle" (the opponent's city if it has more)."""
    st = position(age=3, cards=(["tavern"], ["stone_reserve", "clay_reserve", "wood_reserve"]),
                  slots={19: "merchants_guild"}, coins=(20, 7))
    paid = 2 + 2 + 2 + 2
    st2, _ = act(st, DENISE, kind="build", slot=19)
    assert st2.coins[DENISE] == 20 - paid + 3 and score(st2, DENISE)["purple"] == 3


def test_shipowners_one_city_for_both_colours_p15():
    """p.15 Gilda degli Armatori: "Sei costretto a scegliere una e soltanto una città per entrambi i
    colori di carte"."""
    st = position(age=3, cards=(["quarry", "clay_pool", "lumber_yard", "shipowners_guild"], ["press", "glassworks"]))
    assert score(st, DENISE)["purple"] == 3  # not 3 brown + 2 grey


def test_guild_coins_and_vp_may_use_different_cities_p15():
    """p.15: "Alla fine della partita, la città scelta per acquisire i punti vittoria potrebbe
    essere diversa da quella scelta in precedenza per prendere le monete"."""
    st = position(age=3, cards=(["altar"], ["theater", "baths"]), slots={19: "magistrates_guild", 18: "temple"},
                  coins=(20, 7), current=DENISE)
    st.cards[DENISE] += ["sawmill", "clay_pool", "press"]
    st2, _ = act(st, DENISE, kind="build", slot=19)
    assert st2.coins[DENISE] == 20 + 2  # Lorenzo's 2 blue cards
    st2.cards[DENISE] += ["statue", "temple"]
    assert score(st2, DENISE)["purple"] == 3  # Denise's 3 blue cards at the end


def test_moneylenders_and_builders_guilds_p15():
    """p.15: Gilda degli Usurai: "1 punto vittoria per ogni gruppo completo di 3 monete nella città
    più ricca"; Gilda dei Costruttori: "2 punti vittoria per ogni Meraviglia costruita nella città
    che possiede più Meraviglie"."""
    st = position(age=3, coins=(4, 14), cards=(["moneylenders_guild", "builders_guild"], []),
                  wonders=(["the_sphinx"], ["the_pyramids", "piraeus"]), built=(["the_sphinx"], ["the_pyramids", "piraeus"]))
    assert score(st, DENISE)["purple"] == 4 + 4


@pytest.mark.parametrize("guild,mine,theirs,coins", [
    ("merchants_guild", ["tavern"], ["stone_reserve", "clay_reserve"], 2),
    ("magistrates_guild", ["altar", "theater", "baths"], ["temple"], 3),
    ("scientists_guild", ["workshop"], ["apothecary", "school"], 2),
    ("tacticians_guild", ["walls", "stable", "garrison"], ["guard_tower"], 3),
    ("shipowners_guild", ["quarry"], ["press", "glassworks", "clay_pool"], 3),
])
def test_guild_coins_when_built_p15(guild, mine, theirs, coins):
    """p.15: "Quando viene costruita, prendi 1 moneta per ogni carta ... nella città che possiede
    più carte ..." (the coins are taken once, from the bank)."""
    st = position(age=3, cards=(mine, theirs), slots={19: guild}, coins=(30, 7))
    from tests.sevenwd.builders import cost

    paid = cost(st, DENISE, guild)
    st2, log = act(st, DENISE, kind="build", slot=19)
    assert st2.coins[DENISE] == 30 - paid + coins
    assert score(st2, DENISE)["purple"] == coins


def test_piraeus_produces_a_manufactured_good_p16():
    """p.16 Pireo: "Ottieni un'unità di un Manufatto a tua scelta ogni turno"."""
    from tests.sevenwd.builders import cost

    st = position(wonders=(["piraeus"], []), built=(["piraeus"], []))
    assert cost(st, DENISE, "apothecary") == 0 and cost(st, DENISE, "workshop") == 0
    assert cost(st, DENISE, "school") == 2 + 2  # wood and one papyrus bought: one unit per turn


def test_the_log_lists_the_first_four_wonders_offered():
    """Issue 17 item 16: the log listed the second round's Wonders, never the first four (p.6:
    "Collocare 4 Meraviglie scoperte")."""
    st = E.setup(2, {}, 7)
    first = list(st.draft_offer)
    st, log = act(st, 0, kind="draft", wonder=first[0])
    import i18n

    assert log[0].startswith("Wonders offered: ") and log[1].startswith("{p0} takes ")
    assert all(i18n.tr("en", f"sevenwd-wonder-{w}") in log[0] for w in first)
    st, log = act(st, 1, kind="draft", wonder=st.draft_offer[0])
    assert not any(line.startswith("Wonders offered") for line in log)  # once, at the first pick


def test_a_rules_1_game_logs_no_offer_at_its_first_pick():
    """Rules version 2 of 7 Wonders Duel added the "draft_offer" event; a game stored under rules 1
    replays with the events it logged then (docs/architecture.md, "Rules versions")."""
    st = E.start(2, {}, 7, rules=1)
    assert E.rules_of(st) == 1
    st, log = act(st, 0, kind="draft", wonder=st.draft_offer[0])
    assert not any(line.startswith("Wonders offered") for line in log) and log[0].startswith("{p0} takes ")
