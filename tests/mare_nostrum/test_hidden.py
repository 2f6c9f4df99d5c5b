"""Hidden information: a seat's hand and a sealed offer before the reveal never reach another
seat's view or the channel (docs: "Hidden information"; rulebook B.2 "a faccia in giù")."""

from __future__ import annotations

import json

import i18n
from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import Announce, Offer
from tests.mare_nostrum.builders import blank, hand

CIVS = ["rome", "greece", "babylon"]


def _texts(e, S, viewer):
    """Everything shown to ``viewer`` except the board itself (whose resource sites carry the
    same names as the cards)."""
    status = e.status_text(S, viewer)
    out = [e.player_view(S, viewer).model_dump_json(exclude={"provinces"}), _json(status)]
    out += [i18n.render(status, lang).lower() for lang in i18n.LOCALES]
    if viewer is not None:
        panel = e.panel(S, viewer)
        out.append(panel.model_dump_json())
        out += [i18n.render(panel.text, lang).lower() for lang in i18n.LOCALES]
    return out


def _json(text):
    """A text's messages as JSON (a card shows as its message id, "mn-good-papyrus")."""
    return json.dumps(text, default=lambda m: m.model_dump())


def _public(ev, lang="en"):
    """The public events as read in ``lang``, and as JSON (message ids and arguments)."""
    return " ".join(i18n.render(x.text, lang) + " " + _json(x.text) for x in ev if x.to is None)


def test_views_show_only_the_own_hand():
    """FAQ: hand sizes are public ("Il numero di carte ... è conosciuto"), the cards are not."""
    e = MareNostrum()
    S = blank(e, CIVS, "announce")
    hand(S, 0, papyrus=2)
    hand(S, 1, gems=1)
    hand(S, 2, perfume=3)
    for viewer in (None, 0, 1, 2):
        v = e.player_view(S, viewer)
        for p in v.players:
            assert (p.hand is not None) == (p.seat == viewer)
        for text in _texts(e, S, viewer):
            for seat, card in ((0, "papyrus"), (1, "gems"), (2, "perfume")):
                if seat != viewer:
                    # no resource site of the map is named so in a way the view could show as a hand
                    assert f'"hand":["{card}"' not in text.replace(" ", "")
    assert e.player_view(S, 1).players[1].hand == ["gems"]


def test_sealed_offer_hidden_until_the_reveal():
    """B.2-3: offers are face down until "tutte le carte risorsa offerte vengono girate
    simultaneamente"; only who has offered is public."""
    e = MareNostrum()
    S = blank(e, CIVS, "announce")
    hand(S, 0, tax=1)
    hand(S, 1, papyrus=1)
    hand(S, 2, gems=1)
    S, _ = e.apply(S, 0, Announce(count=1))
    S, ev = e.apply(S, 1, Offer(cards=["papyrus"]))
    assert "papyrus" not in _public(ev).lower() and "papiro" not in _public(ev, "it").lower()
    for viewer in (None, 0, 2):
        v = e.player_view(S, viewer)
        assert v.trade.offered == [1] and v.trade.offers == {} and not v.trade.my_offer
        assert "papyrus" not in json.dumps(v.trade.model_dump())
        for text in _texts(e, S, viewer):
            assert "papyrus" not in text
    assert e.player_view(S, 1).trade.my_offer == ["papyrus"]
    S, _ = e.apply(S, 0, Offer(cards=["tax"]))
    S, ev = e.apply(S, 2, Offer(cards=["gems"]))
    assert "Papyrus" in _public(ev) and "Papiro" in _public(ev, "it")
    assert e.player_view(S, None).trade.offers == {0: ["tax"], 1: ["papyrus"], 2: ["gems"]}


def test_income_cards_are_private_events():
    """The cards drawn go to their seat only; the channel learns the count."""
    e = MareNostrum()
    S = blank(e, CIVS, "income")
    S.provinces["achaea"].owner = 1
    S.provinces["achaea"].caravans[0] = True
    ev = []
    e._advance(S, ev)
    public = _public(ev)
    private = [x for x in ev if x.to is not None]
    assert "olive" not in public.lower() and "{p1} collects 1 card of income: 0 tax cards and 1 good." in public
    assert "oliv" not in _public(ev, "it").lower()
    assert "{p0} collects no income." in public
    assert [(x.to, x.data["cards"]) for x in private] == [(1, ["olive_oil"])]
    assert i18n.render(private[0].text, "en") == "Your income: Olive oil."
    assert i18n.render(private[0].text, "it") == "Il tuo introito: Olio d'oliva."
