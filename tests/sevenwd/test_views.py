"""Player views, the choice panel, status text and the automatic player."""

import json
import random
import re

import pytest

import i18n
from engines.base import IllegalAction
from engines.sevenwd.data import CARDS
from tests.sevenwd.builders import E, act, position

KEY = re.compile(r"^[A-Za-z0-9_-]{1,24}$")


def _game_states(seed: int, every: int = 1):
    """The states of a random game (every ``every``-th)."""
    rnd = random.Random(seed)
    st = E.setup(2, {}, seed)
    i = 0
    while True:
        if i % every == 0:
            yield st
        if E.outcome(st) is not None:
            return
        seat = E.prompt(st).seats[0]
        acts = E.legal_actions(st, seat)
        st, _ = E.apply(st, seat, acts[rnd.randrange(len(acts))])
        i += 1


def en(text) -> str:
    return i18n.render(text, "en", strict=True)


def it(text) -> str:
    return i18n.render(text, "it", strict=True)


def _leaves(options, path=()):
    """The leaves of a choice tree; checks every label (<= 80 characters) and description
    (<= 100) in both languages, with the longest player names the edge puts in."""
    for o in options:
        assert KEY.match(o.key)
        for lang in i18n.LOCALES:
            label = i18n.render(o.label, lang, strict=True)
            assert len(label) <= 80, label
            if o.description is not None:
                desc = i18n.render(o.description, lang, strict=True)
                assert len(desc) <= 100, desc
        if o.children:
            assert o.action is None
            yield from _leaves(o.children, path + (o.key,))
        else:
            yield path + (o.key,), o


def test_face_down_cards_show_only_their_back():
    """p.9/p.20: face-down cards are hidden; a guild shows its purple back (p.6)."""
    for st in _game_states(5):
        if st.age == 3:
            break
    st.face_up = [s in (18, 19) for s in range(20)]
    view = E.player_view(st, None)
    text = view.model_dump_json()
    for slot in view.layout:
        cid = st.layout[slot.slot]
        if not slot.face_up:
            assert slot.card is None and slot.back == ("guild" if CARDS[cid].color == "purple" else "3")
            assert json.dumps(cid) not in text and json.dumps(CARDS[cid].name) not in text
        else:
            assert slot.card.id == cid
    assert [s.accessible for s in view.layout] == [s in (18, 19) for s in range(20)]


def test_views_hide_the_box_and_the_removed_cards():
    for st in _game_states(11, every=5):
        secrets = E.secret_strings(st, None)
        assert set(st.age_box) <= secrets and set(st.progress_box) <= secrets
        for seat in (None, 0, 1):
            text = E.player_view(st, seat).model_dump_json()
            assert not [s for s in E.secret_strings(st, seat) if json.dumps(s) in text]


def test_view_shape_of_a_position():
    st = position(age=2, pawn=-4, coins=(5, 9), cards=(["quarry", "forum", "tavern"], ["shelf_quarry"]),
                  wonders=(["the_sphinx", "piraeus"], ["the_pyramids"]), built=(["piraeus"], []),
                  tokens=(["law"], []), discard=["baths"], military_tokens=[-6, 3, 6], slots={19: "walls"})
    v = E.player_view(st, 0)
    me = v.cities[0]
    assert me.coins == 5 and [c.id for c in me.cards["yellow"]] == ["forum", "tavern"]
    assert me.production.fixed["stone"] == 1 and me.production.choices == [["glass", "papyrus"], ["glass", "papyrus"]]
    assert me.production.trade_prices["stone"] == 4 and v.cities[1].production.trade_prices["stone"] == 3
    assert me.science == ["law"] and me.distinct_science == 1 and me.discard_value == 4
    assert [(w.id, w.built) for w in me.wonders] == [("the_sphinx", False), ("piraeus", True)]
    assert v.conflict.pawn == -4 and v.conflict.leader == 1 and v.conflict.leader_vp == 5
    assert [(t.side, t.loot, t.positions) for t in v.conflict.tokens] == [
        (0, 5, [-6, -7, -8]), (1, 2, [3, 4, 5]), (1, 5, [6, 7, 8])]
    assert [c.id for c in v.discard] == ["baths"]
    assert v.prompt.kind == "play_card" and v.prompt.seats == [0] and v.current == 0


def test_draft_view_and_panel():
    st = E.setup(2, {}, 3)
    v = E.player_view(st, None)
    assert v.phase == "draft" and v.layout == [] and len(v.draft.offer) == 4 and v.draft.order == [0, 1, 1, 0]
    assert all(json.dumps(w) not in v.model_dump_json() for w in st.wonder_box)
    panel = E.panel(st, 0)
    assert [o.key for o in panel.options] == st.draft_offer
    assert E.panel(st, 1).options == []


def test_turn_panel_tree():
    """Top level: the accessible cards; children: build / discard / each unbuilt Wonder."""
    st = position(age=2, cards=(["baths"], ["shelf_quarry"]), coins=(3, 7),
                  wonders=(["the_pyramids", "the_sphinx"], []), built=(["the_sphinx"], []),
                  slots={19: "aqueduct", 18: "walls"})
    panel = E.panel(st, 0)
    tops = {o.key: o for o in panel.options}
    assert set(tops) == {"s0", "s18", "s19"}
    aq = {o.key: o for o in tops["s19"].children}
    assert list(aq) == ["b", "d", "w0"]
    assert en(aq["b"].label) == "Build: free (chain of Baths)" and aq["b"].disabled is None
    assert it(aq["b"].label) == "Costruisci: gratis (concatenazione con i Bagni)"
    assert en(aq["d"].label) == "Discard for 2 coins" and aq["d"].action == {"kind": "discard", "slot": 19}
    assert en(aq["w0"].label) == "Wonder The Pyramids: 14 coins"
    assert en(aq["w0"].description) == "Buy 3 stone and 1 papyrus for 14 coins"
    assert it(aq["w0"].description) == "Compri 3 Pietre e 1 Papiro per 14 monete"
    assert en(aq["w0"].disabled) == (
        "You need 3 stone and 1 papyrus for The Pyramids; you produce none of it, so it costs you 14 coins; "
        "you have 3.")
    walls = {o.key: o for o in tops["s18"].children}
    assert en(walls["b"].label) == "Build: 8 coins" and en(walls["b"].description) == "Buy 2 stone for 8 coins"
    assert en(walls["b"].disabled) == (
        "You need 2 stone for Walls; you produce none of it, so it costs you 8 coins; you have 3.")
    assert it(walls["b"].disabled) == (
        "Per costruire le Mura servono 2 Pietre; non ne produci, quindi ti costa 8 monete; ne hai 3.")
    # the reader's language decides the names: no second label in the other language
    assert en(tops["s18"].label) == "Walls (red) · 8 coins, too dear"
    assert it(tops["s18"].label) == "Mura (rossa) · 8 monete, troppo cara"
    assert en(tops["s18"].description) == "2 shields" and it(tops["s18"].description) == "2 Scudi"
    assert en(tops["s19"].label) == "Aqueduct (blue) · free (chain)"
    assert "**You**: 3 coins" in en(panel.text) and "**Tu**: 3 monete" in it(panel.text)
    assert it(panel.title) == "7 Wonders Duel: prendi una carta dallo schema"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_panel_leaves_are_exactly_the_legal_actions(seed):
    for st in _game_states(seed, every=3):
        seat = E.prompt(st).seats[0] if E.prompt(st).seats else 0
        legal = {json.dumps(E.dump_action(a), sort_keys=True) for a in E.legal_actions(st, seat)}
        enabled = set()
        for _, leaf in _leaves(E.panel(st, seat).options):
            key = json.dumps(E.dump_action(E.parse_action(leaf.action)), sort_keys=True)
            if leaf.disabled is None:
                enabled.add(key)
            else:
                assert key not in legal
        assert enabled == legal
        E.status_text(st, None)


def test_pending_panels():
    st = position(age=2, cards=(["scriptorium"], []), board=["agriculture", "law"], slots={19: "library"})
    st, _ = act(st, 0, kind="build", slot=19)
    assert [o.key for o in E.panel(st, 0).options] == ["agriculture", "law"]
    assert E.player_view(st, None).pending[0].kind == "progress"
    st = position(pawn=1, slots={19: "baths"}, filler=False)
    st, _ = act(st, 0, kind="discard", slot=19)
    options = E.panel(st, 1).options
    assert [(o.key, o.action) for o in options] == [("me", {"kind": "first_player", "seat": 1}),
                                                     ("opponent", {"kind": "first_player", "seat": 0})]


def test_status_text_uses_placeholders():
    st = position(pawn=3)
    text = en(E.status_text(st, None))
    assert "{p0}" in text and "3 spaces toward {p1}'s capital" in text
    assert "**Age I**: {p0} to take a card from the layout." in text
    text = it(E.status_text(st, None))
    assert "Pedina Conflitto: 3 caselle verso la capitale di {p1}." in text
    # "a"/"ad" is chosen once the name is in (i18n.fill_names: "tocca ad Alice", "tocca a Bob")
    assert "**Epoca I** · Alice: prendi una carta dallo schema." in i18n.fill_names(text, {0: "Alice", 1: "Bob"})
    assert "**Epoca I** · Bob: prendi una carta dallo schema." in i18n.fill_names(text, {0: "Bob", 1: "Alice"})


def test_malformed_and_wrong_seat_actions():
    st = position(slots={19: "baths"})
    with pytest.raises(IllegalAction) as err:
        E.parse_action({"kind": "build"})
    assert err.value.code == "malformed"
    with pytest.raises(IllegalAction) as err:
        act(st, 1, kind="discard", slot=19)
    assert err.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as err:
        act(st, 0, kind="build", slot=3)  # a slot of the layout with no card in this position
    assert err.value.code == "slot_empty"
    with pytest.raises(IllegalAction) as err:  # outside the layout's 20 slots: refused as malformed (issue 19)
        E.parse_action({"kind": "build", "slot": 25})
    assert err.value.code == "malformed"


def test_automatic_player_beats_random():
    """The greedy player wins most games against a uniformly random one."""
    wins = 0
    for g in range(20):
        rnd, auto = random.Random(g), g % 2
        st = E.setup(2, {}, g)
        while E.outcome(st) is None:
            s = E.prompt(st).seats[0]
            a = E.auto_action(st, s) if s == auto else rnd.choice(E.legal_actions(st, s))
            st, _ = E.apply(st, s, a)
        wins += E.outcome(st).winners == [auto]
    assert wins >= 16
