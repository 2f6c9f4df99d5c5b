"""Olympus rules 3 (issue 27): four decisions revisited against the Italian rulebook
(/work/shared/rules/olympus.it.txt), each with the old behaviour kept for games under rules < 3
(engines/olympus/state.py RULES_VERSION; docs/olympus-rules.md O4, O6-O8)."""

from __future__ import annotations

from typing import Any

import pytest

from engines.base import IllegalAction
from engines.olympus import auto, moves
from engines.olympus import rules as q
from engines.olympus.data import DATA
from engines.olympus.engine import Olympus
from engines.olympus.state import BuildWonder, Choose, Expand, Pass, PlayDestiny
from tests.olympus.builders import blank, own

e = Olympus()
RED, GREEN, BLUE, WHITE = 0, 1, 2, 3
TT = DATA.time_track


# ---- O7 fleeing ---------------------------------------------------------------------------------
def test_fleeing_is_free() -> None:
    """olympus.it.txt, "Fuga": "nel proprio turno un giocatore il cui gettone è sotto a quello di un
    altro giocatore può fuggire gratuitamente dal territorio".  Red, under Blue in Arcadia, flees to
    the empty Laconia next door for 0 action points (its token does not move on the time track);
    further on, only the spaces after the first are paid.  Rules 2 paid the way out."""
    S = blank(e)
    own(S, RED, "arcadia")
    own(S, BLUE, "arcadia")
    costs = q.expand_costs(S, RED, "arcadia")
    assert costs["laconia"] == 0 and costs["achaea"] == 0
    # beyond the first space, the move is paid as one starting there
    assert costs["crete"] == q.route_costs(S, RED, "laconia")["crete"] == 3
    assert costs["elis"] == 0 + 2  # fleeing into a tribe's territory: only the combat is paid
    before = S.players[RED].pos
    S, ev = e.apply(S, RED, Expand(origin="arcadia", to="laconia"))
    assert [x.text.id for x in ev] == ["olympus-ev-flee"]  # no time paid, no "moves 0 spaces"
    assert S.players[RED].pos == before and S.stacks["laconia"] == [RED] and S.stacks["arcadia"] == [BLUE]
    old = blank(e)
    old.rules = 2
    own(old, RED, "arcadia")
    own(old, BLUE, "arcadia")
    assert q.expand_costs(old, RED, "arcadia")["laconia"] == 1  # rules 2: paid as any move


def test_a_settler_that_is_not_covered_pays_its_way_out() -> None:
    """Only "un giocatore il cui gettone è sotto a quello di un altro giocatore" flees: a settler
    on top of its territory, or a new one, pays every space it enters."""
    S = blank(e)
    own(S, RED, "arcadia")
    assert q.expand_costs(S, RED, "arcadia")["laconia"] == 1
    assert q.expand_costs(S, RED, "new:arcadia")["laconia"] == 2 + 1


# ---- O6 wonders: the exact number of Stars -----------------------------------------------------
def _stars(S: Any, seat: int, wonder: str) -> int:
    col = S.wonders.index(wonder)
    return q.wonder_stars(S, seat, col)[0]


def test_a_wonder_needs_exactly_its_stars_not_more() -> None:
    """olympus.it.txt, "2) Meraviglie": "Per costruire una meraviglia, il giocatore deve avere il
    numero esatto di simboli Stella".  Green with 4 Stars (Attica, Elis, Arcadia, Lydia) builds the
    Colossus (4) but not the Lion Gate (3); rules 2 let it build both ("at least")."""
    S = blank(e)
    S.players[GREEN].stamp = 99
    own(S, GREEN, "attica", "elis", "arcadia", "lydia")
    assert _stars(S, GREEN, "lion_gate") == 4
    legal = moves.wonders(S, GREEN)
    assert {a.wonder for a in legal} == {"colossus"}
    with pytest.raises(IllegalAction) as err:
        e.apply(S, GREEN, BuildWonder(wonder="lion_gate"))
    assert err.value.code == "too_many_stars"
    S2, _ = e.apply(S, GREEN, BuildWonder(wonder="colossus", athena=0, cards=0))
    assert S2.players[GREEN].wonders == ["colossus"]
    old = S.model_copy(deep=True)
    old.rules = 2
    assert {a.wonder for a in moves.wonders(old, GREEN)} == {"lion_gate", "colossus"}


def test_stars_are_never_spent_and_one_use_stars_are_optional() -> None:
    """"il numero esatto di simboli Stella"; the Star card "Il giocatore può scartare questa carta
    per costruire una Meraviglia. Vale 1 Stella" and Athena's Star "può essere utilizzata solo per
    costruire una Meraviglia": optional additions.  With 3 Stars of its own Green builds the Lion
    Gate (3) keeping its Star card and Athena's Star; the Colossus (4) with one of them, its
    choice; using both (5) or none (3) is refused."""
    S = blank(e)
    S.players[GREEN].stamp = 99
    own(S, GREEN, "attica", "elis", "arcadia")
    S.players[GREEN].hand = ["star"]
    S.players[GREEN].athena_star = 1
    legal = {(a.wonder, a.athena, a.cards) for a in moves.wonders(S, GREEN)}
    assert legal == {("lion_gate", 0, 0), ("colossus", 1, 0), ("colossus", 0, 1), ("stadium", 1, 1)}
    S1, ev = e.apply(S, GREEN, BuildWonder(wonder="lion_gate", athena=0, cards=0))
    assert S1.players[GREEN].hand == ["star"] and S1.players[GREEN].athena_star == 1  # nothing spent
    S2, _ = e.apply(S, GREEN, BuildWonder(wonder="colossus", athena=0, cards=1))
    assert S2.players[GREEN].hand == [] and S2.players[GREEN].athena_star == 1 and "star" in S2.destiny_discard
    S3, _ = e.apply(S, GREEN, BuildWonder(wonder="colossus", athena=1, cards=0))
    assert S3.players[GREEN].hand == ["star"] and S3.players[GREEN].athena_star == 0
    for athena, cards in ((0, 0), (1, 1)):
        with pytest.raises(IllegalAction) as err:
            e.apply(S, GREEN, BuildWonder(wonder="colossus", athena=athena, cards=cards))
        assert err.value.code == "wrong_stars"
    with pytest.raises(IllegalAction):
        e.apply(S, GREEN, BuildWonder(wonder="colossus", athena=0, cards=2))  # holds one card only


def test_the_wonder_line_names_the_one_use_stars_only_when_used() -> None:
    """The log says "con 2 Stelle e 1 Stella monouso" and never "+ 0 da usare una volta"
    (shared/review/italian-2026-12.md, Olympus)."""
    from i18n import render

    S = blank(e)
    S.players[GREEN].stamp = 99
    own(S, GREEN, "attica", "elis")
    S.players[GREEN].hand = ["star"]
    _, ev = e.apply(S, GREEN, BuildWonder(wonder="lion_gate", athena=0, cards=1))
    line = next(x for x in ev if x.kind == "wonder")
    it = render(line.text, "it", {1: "Carol"})
    en = render(line.text, "en", {1: "Carol"})
    assert "con 2 Stelle e 1 Stella monouso." in it and "la Porta dei Leoni" in it
    assert "with 2 Stars and 1 one-use Star." in en
    own(S, GREEN, "arcadia")
    _, ev = e.apply(S, GREEN, BuildWonder(wonder="lion_gate", athena=0, cards=0))
    it = render(next(x for x in ev if x.kind == "wonder").text, "it", {1: "Carol"})
    assert it.endswith("con 3 Stelle.") and "monouso" not in it and "+" not in it


# ---- O4 the last Zeus space ----------------------------------------------------------------------
def test_a_token_on_the_last_zeus_space_chooses_pass_or_final_action() -> None:
    """olympus.it.txt, "Fine della Partita", Nota: "gli altri giocatori continuano a giocare fino a
    quando raggiungono o oltrepassano l'ultima casella Zeus e possono scegliere se giocare la loro
    azione finale": a token ON the last Zeus space has the choice at its next turn.  Rules 2: a
    normal turn there."""
    S = blank(e, n=2)
    S.players[RED].stamp = 99
    own(S, RED, "laconia")
    S.players[RED].pos = S.players[GREEN].pos = TT.last_zeus
    assert e.prompt(S).kind == "final" and Pass() in e.legal_actions(S, RED)
    S2, ev = e.apply(S, RED, Expand(origin="laconia", to="argolis"))
    assert S2.players[RED].done  # that was its final action
    S.players[RED].pos = S.players[GREEN].pos = TT.last_zeus - 1
    assert e.prompt(S).kind == "turn" and Pass() not in e.legal_actions(S, RED)
    S.players[RED].pos = S.players[GREEN].pos = TT.last_zeus
    S.rules = 2
    assert e.prompt(S).kind == "turn" and Pass() not in e.legal_actions(S, RED)


# ---- O8 a Destiny card drawn may be played at once ----------------------------------------------
def _to_first_zeus(card: str, olympus: list[str]) -> Any:
    """Red one space before the first Zeus space, the Destiny deck's top card ``card``, the
    Olympus card there ``olympus``; Red moves Laconia -> Argolis (1 point) onto it."""
    S = blank(e)
    z = TT.zeus_single[0]
    for seat in (GREEN, BLUE, WHITE):
        S.players[seat].pos = 20
    S.players[RED].pos = z - 1
    own(S, RED, "laconia", "arcadia")  # a wood token (Arcadia) for the wood card
    S.destiny_deck = [card, *S.destiny_deck]
    S.olympus[z] = olympus
    return S


def test_a_destiny_card_drawn_may_be_played_at_once() -> None:
    """olympus.it.txt, "Pescare una carta": "egli pesca una carta Destino alla fine del proprio
    turno. La carta può essere giocata immediatamente": Red draws a gold cube card at the first
    Zeus space and plays it at once, before Nemesis (revealed there) would discard its hand.
    Rules 2: the card waits for the next turn (and Nemesis takes it)."""
    S = _to_first_zeus("resource_gold", ["nemesis"])
    S1, _ = e.apply(S, RED, Expand(origin="laconia", to="argolis"))
    pr = e.prompt(S1)
    assert pr.kind == "destiny_now" and pr.seats == (RED,)
    assert {a.value for a in e.legal_actions(S1, RED)} == {"keep", "resource_gold"}
    assert e.player_view(S1, GREEN).pending[0].options == []  # nothing of the card shown
    S2, ev = e.apply(S1, RED, Choose(value="resource_gold"))
    assert S2.players[RED].cubes.get("gold") == 1 and "resource_gold" not in S2.players[RED].hand
    assert "nemesis" in S2.revealed  # then the Olympus card
    kept, _ = e.apply(S1, RED, Choose(value="keep"))
    assert e.prompt(kept).kind == "zeus_cards"  # Red holds a card: asked for Zeus' favour cards
    kept, _ = e.apply(kept, RED, Choose(value="0"))
    assert kept.players[RED].hand == []  # kept, then discarded by Nemesis (fewest Zeus symbols: all tie)
    old = _to_first_zeus("resource_gold", ["nemesis"])
    old.rules = 2
    old, _ = e.apply(old, RED, Expand(origin="laconia", to="argolis"))
    assert not old.pending or old.pending[0].kind != "destiny_now"


def test_the_offer_is_made_whatever_the_card() -> None:
    """The offer tells nothing of the card: a card that gives nothing now (the Star card) gets the
    same prompt, with "keep" as its only answer (hidden information never leaks)."""
    S = _to_first_zeus("star", ["nemesis"])
    S, _ = e.apply(S, RED, Expand(origin="laconia", to="argolis"))
    assert e.prompt(S).kind == "destiny_now"
    assert [a.value for a in e.legal_actions(S, RED)] == ["keep"]
    with pytest.raises(IllegalAction):
        e.apply(S, RED, Choose(value="star"))


def test_no_offer_when_the_drawers_own_turn_comes_first() -> None:
    """When nothing happens between the draw and the drawer's own next turn (no Olympus card due,
    no other draw, the drawer still last on the track), the card is played in that turn: no
    separate offer (a public condition)."""
    S = _to_first_zeus("resource_gold", [])
    S.olympus[TT.zeus_single[0]] = []
    for seat in (GREEN, BLUE, WHITE):
        S.players[seat].pos = 40
    S, _ = e.apply(S, RED, Expand(origin="laconia", to="argolis"))
    assert not S.pending and e.prompt(S).seats == (RED,)
    assert PlayDestiny(card="resource_gold") in e.legal_actions(S, RED)


def test_the_automatic_player_plays_a_drawn_card_at_once() -> None:
    S = _to_first_zeus("resource_gold", ["nemesis"])
    S, _ = e.apply(S, RED, Expand(origin="laconia", to="argolis"))
    assert auto.choose(S, RED) == Choose(value="resource_gold")
    assert set(auto.candidates(S, RED)) == {Choose(value="resource_gold"), Choose(value="keep")}


# ---- the automatic player never passes before the last Zeus space ------------------------------
def test_the_automatic_player_does_not_pass_before_the_last_zeus_space() -> None:
    """olympus.it.txt, "Fine della Partita": only a player who has reached or passed the last Zeus
    space "ha la possibilità di passare".  Red's only kind of legal action is an expansion, every
    one worth less than staying (it would abandon Arcadia, a Star): before the last Zeus space the
    automatic player must still move; on it, it may pass."""
    S = blank(e, n=2)
    S.players[RED].stamp = 99
    S.players[RED].reserve = 0
    own(S, RED, "arcadia")
    S.condemned = [t.id for t in DATA.territories if t.id not in ("arcadia", "laconia", "argolis")]
    S.players[RED].pos, S.players[GREEN].pos = TT.last_zeus - 1, TT.last_zeus + 3
    acts = e.legal_actions(S, RED)
    assert acts and all(isinstance(a, Expand) for a in acts)
    assert max(v for v, *_ in auto.expansion_values(S, RED, list(acts))) <= 0
    pick = auto.choose(S, RED)
    assert isinstance(pick, Expand) and pick in acts
    S.players[RED].pos = TT.last_zeus
    assert auto.choose(S, RED) == Pass()  # now the pass is legal and preferred


# ---- the strong player handles the new decisions ------------------------------------------------
@pytest.mark.parametrize("decision", ["destiny_now", "wonder", "last_zeus"])
def test_the_strong_player_decides_the_new_decisions(decision: str) -> None:
    """engines/search.py over Olympus' candidates (auto.candidates): a drawn card played at once or
    kept, the choice of one-use Stars for a wonder (every choice is a candidate), the pass or a
    final action on the last Zeus space: a legal action each time."""
    from engines.search import Search

    if decision == "destiny_now":
        S = _to_first_zeus("resource_gold", ["nemesis"])
        S, _ = e.apply(S, RED, Expand(origin="laconia", to="argolis"))
        seat = RED
    elif decision == "wonder":
        S = blank(e)
        S.players[GREEN].stamp = 99
        own(S, GREEN, "attica", "elis", "arcadia")
        S.players[GREEN].hand = ["star"]
        S.players[GREEN].athena_star = 1
        seat = GREEN
        wonders = [a for a in auto.candidates(S, seat) if isinstance(a, BuildWonder)]
        assert len(wonders) == len(moves.wonders(S, seat)) == 4  # every choice of one-use Stars
    else:
        S = blank(e, n=2)
        S.players[RED].stamp = 99
        own(S, RED, "laconia")
        S.players[RED].pos = S.players[GREEN].pos = TT.last_zeus
        seat = RED
        assert Pass() in auto.candidates(S, seat)
    pick = Search(e, iterations=4, depth=3, seed=1).choose(S, seat)
    assert pick in e.legal_actions(S, seat)


# ---- games begun under rules 2 replay identically ------------------------------------------------
FIXTURE = __import__("pathlib").Path(__file__).with_name("rules2_games.json")


@pytest.mark.parametrize("game", range(2))
def test_games_under_rules_2_replay_identically(game: int) -> None:
    """tests/olympus/rules2_games.json: two whole games between automatic players written by the
    rules-2 code (commit e0d5cec, before issue 27): each action and a hash of the state after it.
    Replayed under rules 2 by this code, every state is the same (``agora check`` compares the
    same way), and the automatic player picks the same actions."""
    import hashlib
    import json

    g = json.loads(FIXTURE.read_text())[game]
    assert g["rules"] == 2
    S = e.start(g["players"], {}, g["seed"], rules=2)
    for i, (seat, action, digest) in enumerate(g["steps"]):
        mine = e.dump_action(e.auto_action(S, seat))
        assert {k: v for k, v in mine.items() if not (k in ("athena", "cards") and v is None)} == action, i
        S, _ = e.apply(S, seat, e.parse_action(action))
        # the picture's records (rules 3: ``last``, ``emptied``) stay empty under rules 2 and are
        # left out of the hash, as the rules-2 code had no such fields
        assert S.last is None and not S.emptied
        dump = S.model_dump_json(exclude={"last", "emptied"})
        assert hashlib.sha1(dump.encode()).hexdigest()[:16] == digest, f"step {i}"
    assert S.over


def test_the_panel_offers_the_new_choices() -> None:
    """The panel (engines/olympus/panel.py) offers each choice of one-use Stars as its own wonder
    option, saying which it uses, and the drawn card's offer (play it or keep it)."""
    from i18n import render

    S = blank(e)
    S.players[GREEN].stamp = 99
    own(S, GREEN, "attica", "elis", "arcadia")
    S.players[GREEN].hand = ["star"]
    S.players[GREEN].athena_star = 1
    wonders = [o for o in e.panel(S, GREEN).options if o.key.startswith("w-")]
    assert sorted((o.action["wonder"], o.action["athena"], o.action["cards"]) for o in wonders) == [
        ("colossus", 0, 1), ("colossus", 1, 0), ("lion_gate", 0, 0), ("stadium", 1, 1)]
    labels = {render(o.label, "it") for o in wonders}
    assert "Costruisci il Colosso: 4 Stelle, 9 prestigio, 7 PA, con 1 carta Stella" in labels
    assert "Costruisci lo Stadio: 5 Stelle, 10 prestigio, 7 PA, con la Stella di Atena e 1 carta Stella" in labels
    D = _to_first_zeus("resource_gold", ["nemesis"])
    D, _ = e.apply(D, RED, Expand(origin="laconia", to="argolis"))
    panel = e.panel(D, RED)
    assert render(panel.title, "it") == "gioca subito la carta Destino appena pescata, oppure tienila"
    assert [render(o.label, "it") for o in panel.options] == ["Tienila", "Gioca Cubetto d'oro"]


def test_a_pass_before_the_last_zeus_space_is_refused_clearly() -> None:
    """A pass one space before the last Zeus space is refused, and the refusal says from where a
    pass is allowed (rules 3: on the space or past it)."""
    from i18n import render

    S = blank(e, n=2)
    S.players[RED].stamp = 99
    own(S, RED, "laconia")
    S.players[RED].pos = S.players[GREEN].pos = TT.last_zeus - 1
    with pytest.raises(IllegalAction) as err:
        e.apply(S, RED, Pass())
    assert err.value.code == "cannot_pass"
    assert render(err.value.message, "it") == "Puoi passare solo dall'ultima casella Zeus in poi, o se non puoi fare altro."
