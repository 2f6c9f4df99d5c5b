"""The record of the latest turn (issue 26: the picture marks what just happened): ``State.last``
/ ``View.last`` hold what the seat of the latest turn did (its action and the decisions that
action raised: progress token, card destroyed, the Mausoleum's card, the Great Library's
token), the coins each seat won or lost and the conflict pawn's move.

Checked against the events of whole seeded games (an independent account of the same actions);
every viewer sees the same record and it names nothing hidden; a game of rules 2 keeps no record
(so that `agora check` replays it identically) and a stored state without the field loads."""

from __future__ import annotations

import json

import pytest

import engines
from engines.sevenwd import rules as R

FOLLOW = {"progress", "destroy", "mausoleum", "library"}
CARD_EVENTS = {"build", "discard", "wonder", "destroy"}


def turns(seed: int):
    """(state before, action, seat, state after, events) of each action of a seeded game between
    automatic players."""
    e = engines.get("7wd")
    st = e.setup(2, {}, seed)
    while e.outcome(st) is None:
        seat = e.prompt(st).seats[0]
        action = e.auto_action(st, seat)
        after, events = e.apply(st, seat, action)
        yield st, action, seat, after, events
        st = after


@pytest.mark.parametrize("seed", [1, 7, 12])
def test_the_record_matches_the_actions_and_their_events(seed):
    e = engines.get("7wd")
    start = None  # the state at the start of the recorded turn
    kinds = set()
    for before, action, seat, after, events in turns(seed):
        last = after.last
        assert last is not None
        joined = action.kind in FOLLOW and before.last is not None
        if not joined:
            start = before
        assert start is not None
        assert last.seat == (before.last.seat if joined else seat)
        move = last.moves[-1]
        assert move.kind == action.kind
        kinds.add(action.kind)
        if joined:
            assert last.moves[:-1] == before.last.moves
        else:
            assert len(last.moves) == 1
        # the card the action's own event names (build, discard, Wonder, destroy); the Mausoleum's
        # build event names the card taken from the discard pile
        own = [ev for ev in events if ev.kind in CARD_EVENTS | {"build"} and "card" in ev.data]
        if action.kind in ("build", "discard", "wonder", "destroy", "mausoleum"):
            assert own and own[0].data["card"] == move.card
        if action.kind in ("build", "discard", "wonder"):
            assert own[0].data["slot"] == move.slot and move.age == before.age
        if action.kind in ("wonder", "draft"):
            assert move.wonder == action.wonder
        if action.kind in ("progress", "library"):
            assert any(ev.kind == "progress" and ev.data["token"] == move.token for ev in events)
        view = e.player_view(after, None).last
        assert view is not None
        assert view.coins == [after.coins[s] - start.coins[s] for s in (0, 1)]
        assert (view.pawn_from, view.pawn_to) == (start.pawn, after.pawn)
    assert {"draft", "build", "discard", "wonder"} <= kinds


@pytest.mark.parametrize("seed", [1, 7])
def test_every_viewer_sees_the_same_record_and_nothing_hidden(seed):
    e = engines.get("7wd")
    for _, _, _, after, _ in turns(seed):
        views = [e.player_view(after, s).last for s in (None, 0, 1)]
        assert views[0] == views[1] == views[2]
        text = json.dumps(views[0].model_dump())
        for seat in (None, 0, 1):
            leaked = [s for s in e.secret_strings(after, seat) if len(s) > 3 and f'"{s}"' in text]
            assert not leaked, leaked


def test_no_record_before_the_first_action():
    e = engines.get("7wd")
    st = e.setup(2, {}, 3)
    assert st.last is None and e.player_view(st, None).last is None


def test_a_game_of_rules_2_keeps_no_record_and_an_old_stored_state_loads():
    """rules 3 added the record; a game started under rules 2 replays without it (its stored
    states, compared by `agora check`, never had the field)."""
    e = engines.get("7wd")
    st = e.setup(2, {}, 5).model_copy(update={"rules": 2})
    for _ in range(12):
        seat = e.prompt(st).seats[0]
        st, _ = e.apply(st, seat, e.auto_action(st, seat))
        assert st.last is None and e.player_view(st, None).last is None
    data = st.model_dump(mode="json")
    data.pop("last")
    loaded = R.State.model_validate(data)
    assert loaded.last is None and loaded.rules == 2
    assert R.RULES_VERSION == 3


def test_the_record_survives_a_clone_and_a_new_turn_drops_it():
    gen = turns(9)
    after = next(t[3] for t in gen if t[1].kind == "build" and t[0].phase == "age")
    assert R.clone(after).last == after.last
    nxt = next(gen)
    if nxt[1].kind not in FOLLOW:
        assert nxt[3].last is not None and nxt[3].last.moves[0].kind == nxt[1].kind
        assert len(nxt[3].last.moves) == 1
