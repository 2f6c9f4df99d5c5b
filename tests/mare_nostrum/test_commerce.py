"""Commerce phase: income and the trade (shared/rules/mare-nostrum.it.txt, "Fase Commercio",
FAQ "Commercio", "Finire il Commercio Anticipatamente", Ulysses)."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import Announce, ChooseCard, Give, Offer, Take, UseHero
from tests.mare_nostrum.builders import blank, hand, put

CIVS = ["rome", "greece", "babylon", "egypt", "carthage"]
D, ALICIA, BOB = 0, 1, 2


def trade_game(e, hands: dict[int, dict[str, int]], civs=CIVS):
    S = blank(e, civs[: max(len(hands), 3)] if len(hands) >= 3 else civs[:3], "announce")
    for s, h in hands.items():
        hand(S, s, **h)
    return S


def offer_all(e, S, offers: dict[int, list[str]]):
    for s, cards in offers.items():
        for c in cards:
            S, _ = e.apply(S, s, Offer(cards=[c]))
    return S


def test_director_announces_zero_to_hand_size():
    """B.1: "Egli può chiedere che siano commerciate 0 carte, ma non può chiedere di commerciare più
    carte di quelle che ha in mano"."""
    e = MareNostrum()
    S = trade_game(e, {D: {"tax": 2}, ALICIA: {"grain": 5}, BOB: {"fish": 1}})
    assert [a.count for a in e.legal_actions(S, D)] == [0, 1, 2]
    with pytest.raises(IllegalAction):
        e.apply(S, D, Announce(count=3))
    S0, _ = e.apply(S, D, Announce(count=0))
    assert S0.step == "choose_builder" and S0.phase == "construction"


def test_sealed_simultaneous_offers_and_who_sits_out():
    """B.2: "Ogni giocatore deve scegliere quel numero di Carte ... a faccia in giù. Se un giocatore
    non ha abbastanza carte ... non può partecipare"; FAQ "Si possono scambiare imposte? Sì" and
    "devi commerciare se possibile" (no way to pass)."""
    e = MareNostrum()
    S = trade_game(e, {D: {"tax": 2}, ALICIA: {"grain": 1, "tax": 1}, BOB: {"fish": 1}})
    S, _ = e.apply(S, D, Announce(count=2))
    pr = e.prompt(S)
    assert pr.kind == "offer" and set(pr.seats) == {D, ALICIA}
    assert {a.kind for a in e.legal_actions(S, ALICIA)} == {"offer"}
    assert e.legal_actions(S, ALICIA)[0] == Offer(cards=e.suggested_offer(S, ALICIA))
    S, ev = e.apply(S, ALICIA, Offer(cards=["tax"]))
    S, ev = e.apply(S, ALICIA, Offer(cards=["grain"]))
    assert all(x.to == ALICIA for x in ev if "tax" in x.text)
    assert e.prompt(S).seats == (D,)
    with pytest.raises(IllegalAction):
        e.apply(S, ALICIA, Offer(cards=["tax"]))
    S, ev = e.apply(S, D, Offer(cards=["tax"]))
    assert not S.trade.revealed
    S, ev = e.apply(S, D, Offer(cards=["tax"]))
    assert S.trade.revealed and S.trade.offers == {D: ["tax", "tax"], ALICIA: ["grain", "tax"]}


def test_alicia_example_only_two_exchanges_in_a_row():
    """B.3 "Per Esempio": "Il Direttore del Commercio prende una carta offerta da Alicia. Poi Alicia
    prende una carta offerta dal Direttore del Commercio. Ora, il Direttore del Commercio non può
    prendere una seconda carta offerta da Alicia, ma ne deve invece scegliere un'altra"."""
    e = MareNostrum()
    S = trade_game(e, {D: {"tax": 2}, ALICIA: {"grain": 2}, BOB: {"fish": 2}})
    S, _ = e.apply(S, D, Announce(count=2))
    S = offer_all(e, S, {D: ["tax", "tax"], ALICIA: ["grain", "grain"], BOB: ["fish", "fish"]})
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    assert e.prompt(S).seats == (ALICIA,)
    S, _ = e.apply(S, ALICIA, Take(giver=D, card="tax"))
    assert {a.giver for a in e.legal_actions(S, D)} == {BOB}
    with pytest.raises(IllegalAction) as ex:
        e.apply(S, D, Take(giver=ALICIA, card="grain"))
    assert ex.value.code == "third_exchange"
    S, _ = e.apply(S, D, Take(giver=BOB, card="fish"))
    # face-down cards are never taken back (FAQ "le carte con le facce nascoste sono acquisite")
    assert Take(giver=D, card="grain") not in e.legal_actions(S, BOB)


def test_trade_ending_a_everyone_even():
    """Ending A: "tutti si ritrovano con lo stesso numero di carte a faccia sotto"; a lone player
    with face-up cards takes them back (FAQ "Se solo un giocatore resta con carte a faccia in su,
    quel giocatore riprende indietro la sua risorsa")."""
    e = MareNostrum()
    S = trade_game(e, {D: {"tax": 1}, ALICIA: {"grain": 1}, BOB: {"fish": 1}})
    S, _ = e.apply(S, D, Announce(count=1))
    S = offer_all(e, S, {D: ["tax"], ALICIA: ["grain"], BOB: ["fish"]})
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    S, _ = e.apply(S, ALICIA, Take(giver=D, card="tax"))
    assert e.prompt(S).kind == "choose_builder"
    assert [S.players[s].hand for s in (D, ALICIA, BOB)] == [{"grain": 1}, {"tax": 1}, {"fish": 1}]


def test_trade_ending_b_director_compensates():
    """Ending B: "Il giocatore da cui è stata presa l'ultima carta ha una carta in meno degli altri.
    In questo caso, il Direttore del Commercio deve scegliere una carta dalla propria mano (o quelle
    a faccia sotto o quelle che ha in mano) e darla"."""
    e = MareNostrum()
    S = trade_game(e, {D: {"tax": 1}, ALICIA: {"grain": 1}, BOB: {"fish": 1}})
    S, _ = e.apply(S, D, Announce(count=1))
    S = offer_all(e, S, {D: ["tax"], ALICIA: ["grain"], BOB: ["fish"]})
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    S, _ = e.apply(S, ALICIA, Take(giver=BOB, card="fish"))
    # only the Director has a face-up card: he takes it back; Bob is one short
    pr = e.prompt(S)
    assert pr.kind == "compensate" and pr.seats == (D,)
    assert {a.card for a in e.legal_actions(S, D)} == {"grain", "tax"}
    S, _ = e.apply(S, D, Give(card="tax"))
    assert [S.players[s].hand for s in (D, ALICIA, BOB)] == [{"grain": 1}, {"fish": 1}, {"tax": 1}]
    S3 = trade_game(e, {D: {"tax": 1}, ALICIA: {"grain": 1}, BOB: {"fish": 1}, 3: {"gold": 1}}, CIVS[:4])
    S3, _ = e.apply(S3, D, Announce(count=1))
    S3 = offer_all(e, S3, {D: ["tax"], ALICIA: ["grain"], BOB: ["fish"], 3: ["gold"]})
    S3, _ = e.apply(S3, D, Take(giver=ALICIA, card="grain"))
    S3, _ = e.apply(S3, ALICIA, Take(giver=D, card="tax"))
    S3, _ = e.apply(S3, D, Take(giver=BOB, card="fish"))
    # only seat 3 still has a face-up card (it takes it back); Bob is one short
    pr = e.prompt(S3)
    assert pr.kind == "compensate" and pr.seats == (D,)
    assert {a.card for a in e.legal_actions(S3, D)} == {"grain", "fish"}
    S3, _ = e.apply(S3, D, Give(card="fish"))
    assert S3.players[BOB].hand == {"fish": 1} and S3.players[ALICIA].hand == {"tax": 1} and S3.players[3].hand == {"gold": 1}
    assert S3.players[D].hand == {"grain": 1}


def test_early_end_two_players_after_two_exchanges():
    """FAQ "Finire il Commercio Anticipatamente": "Se solo due giocatori restano con carte a faccia
    in su dopo essersi scambiati due carte di seguito tra loro, il commercio termina. Entrambi i
    giocatori riprendono la propria carta non scambiata"."""
    e = MareNostrum()
    S = trade_game(e, {D: {"tax": 2}, ALICIA: {"grain": 2}, BOB: {"fish": 1}})
    S, _ = e.apply(S, D, Announce(count=2))
    S = offer_all(e, S, {D: ["tax", "tax"], ALICIA: ["grain", "grain"]})
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    S, ev = e.apply(S, ALICIA, Take(giver=D, card="tax"))
    assert e.prompt(S).kind == "choose_builder"
    assert S.players[D].hand == {"grain": 1, "tax": 1} and S.players[ALICIA].hand == {"grain": 1, "tax": 1}


def test_hand_sizes_are_public():
    """FAQ: "Il numero di carte di ogni giocatore è conosciuto? Sì!"."""
    e = MareNostrum()
    S = trade_game(e, {D: {"tax": 2}, ALICIA: {"grain": 3}, BOB: {"fish": 1}})
    v = e.player_view(S, BOB)
    assert [p.hand_size for p in v.players] == [2, 3, 1]
    assert v.players[BOB].hand == ["fish"] and v.players[D].hand is None


def test_income_with_temple_market_colossus():
    """A) Accumulare introiti: "1 Carta Tasse per Città (2 ... se c'è un Tempio)", "1 Carta bene per
    ogni icona di risorsa marcata da un gettone Carovana (2 se c'è un Mercato)"; Colossus +1 tax."""
    e = MareNostrum()
    S = blank(e, CIVS, "income")
    put(S, "achaea", 1, cities=[0, 1], caravans=[0], temple=True, market=True)
    S.players[1].cards.append("colossus")
    e._advance(S, [])
    assert S.players[1].hand == {"tax": 5, "olive_oil": 2}


def test_temple_of_artemis_good_of_choice():
    """Temple of Artemis: "prendi 1 Carta Beni in più di tua scelta"."""
    e = MareNostrum()
    S = blank(e, CIVS, "income")
    S.players[2].cards.append("temple_of_artemis")
    e._advance(S, [])
    assert e.prompt(S).kind == "artemis" and e.prompt(S).seats == (2,)
    S, _ = e.apply(S, 2, ChooseCard(card="papyrus"))
    assert S.players[2].hand == {"papyrus": 1} and e.prompt(S).kind == "announce"


def test_ulysses_forces_a_trade():
    """Ulysses: "puoi forzare un altro giocatore che ha appena preso una carta offerta da un altro
    giocatore, a restituire la carta appena presa, e di prendere invece 1 delle carte a sua scelta
    tra quelle da te offerte"."""
    e = MareNostrum()
    S = trade_game(e, {D: {"tax": 1}, ALICIA: {"grain": 1}, BOB: {"fish": 1}})
    S.players[BOB].cards.append("ulysses")
    S, _ = e.apply(S, D, Announce(count=1))
    S = offer_all(e, S, {D: ["tax"], ALICIA: ["grain"], BOB: ["fish"]})
    S, _ = e.apply(S, D, Take(giver=ALICIA, card="grain"))
    assert e.prompt(S).kind == "ulysses" and e.prompt(S).seats == (BOB,)
    S, _ = e.apply(S, BOB, UseHero(use=True))
    assert e.prompt(S).kind == "ulysses_take" and e.prompt(S).seats == (D,)
    S, _ = e.apply(S, D, ChooseCard(card="fish"))
    assert S.trade.offers[ALICIA] == ["grain"] and S.trade.taken[D] == ["fish"]
    assert e.prompt(S).seats == (BOB,)  # the player taken from takes next


def test_province_being_converted_pays_its_owner():
    """Nota Importante: "Edifici nelle province che stanno per essere convertite producono incassi
    per il possessore originario della provincia finché non sono completamente convertiti"."""
    e = MareNostrum()
    S = blank(e, CIVS, "income")
    put(S, "gallia", 1, legions={0: 1}, cities=[0])
    S.provinces["gallia"].convert_by = 0
    e._advance(S, [])
    assert S.players[1].hand == {"tax": 1} and S.players[0].hand == {}
