"""Mare Nostrum's texts as players read them, in English and Italian: the glossary (/agora card),
the rules topics (/agora rules), the power shown next to a hero's or Wonder's Buy option, the
IllegalAction messages, the outcome and the private events (only what the player did not cause)."""

from __future__ import annotations

import pytest

import i18n
from engines.base import IllegalAction
from engines.mare_nostrum import data
from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import Announce, Build, Give, Offer, Pay
from tests.mare_nostrum.builders import blank, hand, put

CIVS = ["rome", "greece", "babylon"]
e = MareNostrum()


def en(t):
    return i18n.render(t, "en", strict=True)


def it(t):
    return i18n.render(t, "it", strict=True)


def test_glossary_has_every_hero_wonder_building_and_unit_with_cost_and_effect():
    R = data.load()
    entries = {x.key: x for x in e.glossary()}
    want = {f"{c.kind}:{c.id}" for c in R.game.cards_special}
    want |= {"building:city", "building:caravan", "building:temple", "building:market",
             "unit:legion", "unit:trireme", "unit:fortress", "marker:influence"}
    assert set(entries) == want
    for x in entries.values():
        for lang in i18n.LOCALES:
            text = i18n.render(x.text, lang, strict=True)
            assert any(ch.isdigit() for ch in text), text  # the cost
            assert "_" not in text and len(text) > 40
    # the cost table (mare-nostrum-mythology.it.txt p. 7) and the powers (LE CARTE NEL GIOCO)
    assert en(entries["hero:julius_caesar"].text).startswith("Cost: a combination of 9 cards; only Rome may buy it. Legions and fortresses cost only 2 cards.")
    assert it(entries["hero:julius_caesar"].name) == "Giulio Cesare" and it(entries["hero:julius_caesar"].kind) == "Eroe"
    assert "12 cards" in en(entries["wonder:pyramids"].text) and "win" in en(entries["wonder:pyramids"].text)
    assert it(entries["wonder:mausoleum"].text) == (
        "Costo: una combinazione di 9 carte. Città e carovane costano 2 carte, templi e mercati 5. "
        "Conta per i 4 tra Eroi e Meraviglie che fanno vincere."
    )
    assert en(entries["building:temple"].text).startswith("Cost: 6 cards, one per province.")
    assert it(entries["unit:fortress"].name) == "Fortezza" and "6 punti" in it(entries["unit:fortress"].text)


def test_rules_topics_cover_the_turn_phases_victory_battle_trade_taxes_and_hand_limit():
    topics = {t.key: t for t in e.rules_topics()}
    assert {"goal", "turn", "roles", "income", "trade", "construction", "hand_limit", "military", "battle"} <= set(topics)
    for t in topics.values():
        assert t.source.startswith(("Mare Nostrum, regolamento italiano: ", "Mare Nostrum: Mitologia, regolamento italiano: "))
        for lang in i18n.LOCALES:
            assert i18n.render(t.title, lang, strict=True) and len(i18n.render(t.text, lang, strict=True)) > 100
    battle = en(topics["battle"].text)
    assert "every full 5 points" in battle and "6 per fortress" in battle
    assert "ogni 5 punti interi" in it(topics["battle"].text)
    assert "2 tax cards" in en(topics["hand_limit"].text) and "2 Carte Tasse" in it(topics["hand_limit"].text)
    assert "Piramidi" in it(topics["goal"].text) and "4" in it(topics["goal"].text)


def test_buy_options_show_the_power():
    S = blank(e, CIVS, "build")
    put(S, "achaea", 1)
    hand(S, 1, tax=9)
    S.active = 1
    panel = e.panel(S, 1)
    (cards,) = [o for o in panel.options if o.key == "cards"]
    by_label = {en(o.label): o for o in cards.children}
    assert en(by_label["Buy Archimedes"].description) == "+2 to your military units when the Military Leader is chosen."
    assert it(by_label["Buy Archimedes"].label) == "Acquista Archimede"
    assert it(by_label["Buy Colossus"].description) == "1 Carta Tasse in più di introito a ogni turno."
    assert "Buy Hannibal" not in by_label  # Carthage's hero, not Greece's


def test_illegal_action_messages_are_messages():
    S = blank(e, CIVS, "build")
    put(S, "achaea", 0)
    hand(S, 0, tax=3)
    with pytest.raises(IllegalAction) as err:
        e.apply(S, 0, Build(item="card", card="hannibal"))
    assert en(err.value.message) == "Only Carthage may buy Hannibal."
    assert it(err.value.message) == "Solo Cartagine può acquistare Annibale."
    with pytest.raises(IllegalAction) as err:
        e.apply(S, 0, Build(item="card", card="pericles"))
    assert en(err.value.message) == "Pericles is already owned."
    with pytest.raises(IllegalAction) as err:
        e.apply(S, 1, Build(item="legion"))
    assert it(err.value.message) == "Non tocca a te decidere."


def test_no_private_event_repeats_the_players_own_action():
    """A sealed offer and a payment are the player's own choices: no private line repeats them;
    the card given by the Director to the player one short is private to its receiver."""
    S = blank(e, CIVS, "announce")
    hand(S, 0, tax=1)
    hand(S, 1, papyrus=1)
    hand(S, 2, gems=1)
    S, _ = e.apply(S, 0, Announce(count=1))
    for seat, card in ((0, "tax"), (1, "papyrus"), (2, "gems")):
        S, ev = e.apply(S, seat, Offer(cards=[card]))
        assert all(x.to is None for x in ev)
    S = blank(e, CIVS, "build")
    put(S, "achaea", 0)
    hand(S, 0, tax=3)
    S, _ = e.apply(S, 0, Build(item="legion"))
    S, _ = e.apply(S, 0, Build(item="legion", province="achaea"))
    S, ev = e.apply(S, 0, Pay(cards=e.suggested_payment(S, 0)))
    assert all(x.to is None for x in ev)
    assert [en(x.text) for x in ev] == ["{p0} builds a legion in Achaea."]
    assert [it(x.text) for x in ev] == ["{p0} costruisce una legione in Acaia."]


def test_the_card_for_the_player_one_short_is_private_to_the_receiver():
    from engines.mare_nostrum.state import Decision

    S = blank(e, CIVS, "announce")
    hand(S, 0, grain=2)
    S.pending.append(Decision(kind="compensate", seat=0, other=2))
    S, ev = e.apply(S, 0, Give(card="grain"))
    assert [(x.to, en(x.text)) for x in ev] == [
        (None, "{p0} gives a card to {p2}, who was one short."),
        (2, "You receive Grain from {p0}."),
    ]
    assert it(ev[1].text) == "Ricevi Grano da {p0}."


def test_outcome_and_status_in_both_languages():
    S = blank(e, CIVS, "build")
    put(S, "achaea", 1)
    S.players[1].cards = ["pericles", "colossus", "lighthouse"]
    hand(S, 1, tax=9)
    S.active = 1
    S, _ = e.apply(S, 1, Build(item="card", card="solomon"))
    S, ev = e.apply(S, 1, Pay(cards=e.suggested_payment(S, 1)))
    out = e.outcome(S)
    assert out is not None and out.reason == "four_heroes_wonders"
    assert en(out.text) == "{p1} wins with 4 heroes and Wonders: Pericles, Colossus, Lighthouse, and Solomon."
    assert it(out.text) == "{p1} vince con 4 tra Eroi e Meraviglie: Pericle, Colosso, Faro e Salomone."
    status = it(e.status_text(S, None))
    assert "{p1} (Grecia): 0 carte; 4/4 tra Eroi e Meraviglie (Pericle, Salomone, Colosso e Faro)" in status
    assert "Vincitore: {p1}" in status


def test_the_panel_shows_the_own_face_down_offer():
    """The sealed offer is no private event (the player chose it); the panel shows it until the
    reveal, to its owner only."""
    S = blank(e, CIVS, "announce")
    hand(S, 0, tax=1)
    hand(S, 1, papyrus=1, grain=1)
    hand(S, 2, gems=1)
    S, _ = e.apply(S, 0, Announce(count=1))
    S, _ = e.apply(S, 1, Offer(cards=["papyrus"]))
    assert "Your offer, face down until everyone has offered: Papyrus." in en(e.panel(S, 1).text)
    assert "La tua offerta, a faccia in giù finché tutti hanno offerto: Papiro." in it(e.panel(S, 1).text)
    assert "Papyrus" not in en(e.panel(S, 2).text)
