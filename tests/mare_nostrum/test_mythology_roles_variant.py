"""Mare Nostrum: Mythology, the 3 role cards variant (option ``roles_victory``): example 88 of
docs/mythology-rules.md §9 and decision D39.

Source: shared/rules/mare-nostrum-mythology.it.txt (mnm-it), "alcuni consigli strategici": "Alcuni
giocatori usano le stesse carte ruolo come una condizione di vittoria alternativa al gioco base.
Invece dell'usuale condizione di vittoria, qualsiasi giocatore che controlla per una volta 3 delle
carte ruolo vince immediatamente il gioco."  When role cards change hands: mnm-it "fasi di un turno"
("Le Carte Ruolo vengono riassegnate soltanto all'inizio di ogni nuovo turno")."""

from __future__ import annotations

import pytest

import i18n
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.engine import MareNostrum, rules_for
from engines.mare_nostrum.state import Choose, Pay
from engines.mare_nostrum.turn import advance
from tests.mare_nostrum.builders import blank, hand, place, put

VARIANT = {"expansion": "mythology", "roles_victory": True}
MYTH = {"expansion": "mythology"}
e = MareNostrum()
R = rules_for("mythology")
GREECE, ROME, EGYPT = 0, 1, 2


def en(t) -> str:
    return i18n.render(t, "en", strict=True)


def it(t) -> str:
    return i18n.render(t, "it", strict=True)


def _at_turn_end(options):
    """Greece (seat 0) holds no role but has the most caravans + markets, temples + markets and
    cities + temples; Rome holds the Military Leader with the only legion.  The game waits at the
    end of a turn (the next step reassigns the roles)."""
    S = blank(e, ["greece", "rome", "egypt"], "build", 0, options)
    for P in S.provinces.values():
        P.temple = P.market = False
    S.roles = {"director_of_commerce": EGYPT, "high_priest": ROME, "political_leader": EGYPT, "military_leader": ROME}
    put(S, "achaea", GREECE, cities=[0], caravans=[0], temple=True, market=True)
    put(S, "latium", ROME, legions={ROME: 1})
    S.step, S.phase, S.active = "next_turn", "military", None
    return S


def _next_turn(S):
    ev: list = []
    advance(R, S, ev)
    return ev


# ---- the option -----------------------------------------------------------------------------------


def test_the_option_is_off_by_default_mythology_only_and_not_with_the_long_variant():
    """#88 / D39: the variant is an option of the Mythology game only (its rulebook, for its 4 role
    cards; in the base game "3 delle carte ruolo" would be all 3, another condition), and it
    replaces the usual victory, so it does not combine with the long variant of that victory."""
    assert e.default_options()["roles_victory"] is False
    assert q.roles_victory(e.setup(3, MYTH, 1)) is None
    assert q.roles_victory(e.setup(3, VARIANT, 1)) == 3  # data victory.roles_variant
    with pytest.raises(ValueError, match="Mythology"):
        e.setup(3, {"roles_victory": True}, 1)
    with pytest.raises(ValueError, match="long"):
        e.setup(3, {**VARIANT, "victory": "long"}, 1)
    with pytest.raises(ValueError, match="true or false"):
        e.setup(3, {**MYTH, "roles_victory": "yes"}, 1)


def test_the_set_up_never_wins_with_three_players():
    """#88 / D38 / D39: with 3 players and 4 roles one player starts with 2 role cards, never 3 (the
    set-up gives a role to everyone first), so no game is won before it starts."""
    for seed in range(1, 30):
        S = e.setup(3, VARIANT, seed)
        assert max(list(S.roles.values()).count(s) for s in range(3)) == 2
        assert e.outcome(S) is None


# ---- example 88: when three role cards win ---------------------------------------------------------


def test_three_role_cards_at_the_start_of_a_turn_win_at_once():
    """#88 mnm-it "alcuni consigli strategici": "qualsiasi giocatore che controlla per una volta 3
    delle carte ruolo vince immediatamente il gioco" -- checked when the turn's roles are
    reassigned (D39), before the income."""
    S = _at_turn_end(VARIANT)
    ev = _next_turn(S)
    assert [r for r, s in S.roles.items() if s == GREECE] == ["director_of_commerce", "high_priest", "political_leader"]
    out = e.outcome(S)
    assert out is not None and out.winners == [GREECE] and out.reason == "roles"
    assert out.scores == {GREECE: 3, ROME: 1, EGYPT: 0}
    assert en(out.text) == "{p0} wins holding 3 role cards at once: Director of Commerce, High Priest, and Political Leader."
    assert it(out.text) == "{p0} vince controllando insieme 3 carte ruolo: Direttore del Commercio, Alto Prete e Leader Politico."
    assert S.step == "over" and S.phase == "over" and e.prompt(S).seats == ()
    assert ev[-1].kind == "victory" and "(3 role cards variant)" in en(ev[-1].text)
    assert S.players[GREECE].hand == {}  # won before the income: no card was produced


def test_without_the_variant_the_same_turn_goes_on():
    """#88: the variant is optional ("Alcuni giocatori usano ..."): without it three role cards
    are just three roles, and the turn goes on to the income."""
    S = _at_turn_end(MYTH)
    _next_turn(S)
    assert list(S.roles.values()).count(GREECE) == 3
    assert e.outcome(S) is None and S.step == "announce"


def test_two_role_cards_do_not_win():
    """#88: "3 delle carte ruolo": two are not enough."""
    S = _at_turn_end(VARIANT)
    P = S.provinces["achaea"]
    P.temple = P.market = False  # Greece: caravans + markets 1, temples + markets 0
    P.cities = [True, True]  # cities + temples 2
    _next_turn(S)
    assert sorted(r for r, s in S.roles.items() if s == GREECE) == ["director_of_commerce", "political_leader"]
    assert e.outcome(S) is None and S.step == "announce"


def test_the_third_card_given_by_a_holders_tie_choice_wins_after_the_choice():
    """#88 / D39: a tie between two other players is decided by the holder ("Se due (o più) ALTRI
    giocatori pareggiano per il Ruolo, l'attuale possessore della Carta Ruolo decide"); the check
    waits for that choice, so the holder's choice decides whether its heir wins."""
    S = _at_turn_end(VARIANT)
    S.provinces["achaea"].temple = False  # Greece: caravans + markets 2, temples + markets 1, cities + temples 1
    put(S, "aegyptus_inferior", EGYPT, cities=[0])  # Egypt: cities + temples 1
    S.roles["political_leader"] = ROME  # Rome (0) holds it, Greece and Egypt tie on 1: Rome chooses
    _next_turn(S)
    d = S.pending[-1]
    assert d.kind == "role_heir" and d.role == "political_leader" and d.seat == ROME and d.candidates == [GREECE, EGYPT]
    assert sorted(r for r, s in S.roles.items() if s == GREECE) == ["director_of_commerce", "high_priest"]
    assert e.outcome(S) is None  # not before the choice
    to_egypt, _ = e.apply(S, ROME, Choose(seat=EGYPT))
    assert e.outcome(to_egypt) is None and to_egypt.step == "announce"  # Greece keeps 2 cards
    to_greece, _ = e.apply(S, ROME, Choose(seat=GREECE))
    out = e.outcome(to_greece)
    assert out is not None and out.winners == [GREECE] and out.reason == "roles"


# ---- the usual victory no longer applies ----------------------------------------------------------------


def _buyer(options):
    S = blank(e, ["greece", "rome", "egypt"], "build", 0, options)
    for pl in S.players:
        pl.cards = []
    return S


def _buy(S, card, n):
    S = place(e, S, 0, item="card", card=card)
    for _ in range(n):
        S, _ = e.apply(S, 0, Pay(cards=["tax"]))
    return S


def test_heroes_and_the_pyramids_do_not_win_with_the_variant():
    """#88 / D39: "Invece dell'usuale condizione di vittoria": neither 4 heroes and/or Wonders nor
    the Pyramids win with the variant (the same purchases win without it: #1, #5)."""
    for options, wins in ((VARIANT, False), (MYTH, True)):
        S = _buyer(options)
        S.players[0].cards = ["pericles", "colossus", "achilles"]
        hand(S, 0, tax=9)
        S = _buy(S, "ulysses", 9)
        assert (e.outcome(S) is not None) is wins and len(S.players[0].cards) == 4
        S = _buyer(options)
        hand(S, 0, tax=12)
        S = _buy(S, "pyramids", 12)
        assert (e.outcome(S) is not None) is wins and "pyramids" in S.players[0].cards


def test_view_status_and_rules_name_the_variant():
    """#88 / D39: the view carries the target (3 role cards, no heroes target), the status says
    how to win, ``/agora rules`` has the variant's topic citing the Mythology rulebook."""
    S = e.setup(4, VARIANT, 2)
    v = e.player_view(S, None)
    assert v.roles_victory == 3 and v.victory_target is None
    assert "roles_victory" not in e.player_view(e.setup(4, MYTH, 2), None).model_dump()
    status = e.status_text(S, 0)
    assert "Variant: the first player to hold 3 role cards at once wins" in en(status)
    assert "vince il primo giocatore che controlla insieme 3 carte ruolo" in it(status)
    assert "cards; 1 hero or Wonder" in en(status) and "/4 heroes" not in en(status)  # no target
    assert "/4 heroes and Wonders" in en(e.status_text(e.setup(4, MYTH, 2), 0))
    assert "1/5 heroes and Wonders" in en(e.status_text(e.setup(4, {**MYTH, "victory": "long"}, 2), 0))
    (topic,) = [t for t in e.rules_topics() if t.key == "roles_victory"]
    assert topic.source == "Mare Nostrum: Mitologia, regolamento italiano: alcuni consigli strategici"
    assert "3 of the 4 role cards" in en(topic.text) and "3 delle 4 Carte Ruolo" in it(topic.text)


def test_a_whole_game_with_the_variant_ends_with_three_role_cards():
    """#88: games with the variant end (the automatic player, 4 and 6 players), always by the
    role cards, the winner holding 3 of them."""
    for players, seed in ((4, 1), (6, 2)):
        out = e.random_playout(seed, players, options=VARIANT)
        assert out.reason == "roles" and out.scores[out.winners[0]] == 3
