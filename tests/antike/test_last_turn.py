"""The record of the last turn (issue 18: the picture points at what just happened):
``State.last`` / ``View.last`` say what the nation whose turn it is, or was until the next one
acted, did in it.  Checked against the events of whole seeded games (an independent account of
the same actions), on both board sides; the view shows every seat the same record; a new turn
drops the old one; a stored state without the field loads; the record is copied by ``clone``."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import engines
from engines.antike.data import RONDEL
from engines.antike.state import LastTurn, clone


def expected_from_events(events: list) -> dict:
    """What a turn's record should hold, from the events its actions emitted."""
    out: dict = {"moves": Counter(), "founded": [], "conquered": [], "temples": [], "learned": [], "battles": [],
                 "persons": [], "armed": Counter(), "space": None}
    for e in events:
        d = e.data
        if e.kind == "move":
            out["moves"][(d["unit"], d["frm"], d["to"])] += 1
        elif e.kind == "found":
            out["founded"].append(d["province"])
        elif e.kind == "conquest":
            out["conquered"].append(d["province"])
        elif e.kind == "temple":
            out["temples"].append(d["province"])
        elif e.kind == "learn":
            out["learned"].append(d["advance"])
        elif e.kind == "combat" and d["province"] not in out["battles"]:
            out["battles"].append(d["province"])
        elif e.kind == "personality":
            out["persons"].append(d["stack"])
        elif e.kind == "arm":
            out["armed"][(d["province"], d["unit"])] += 1
        elif e.kind == "rondel":
            out["space"] = d["space"]
    return out


def turns(board: str, players: int, seed: int, limit: int = 700):
    """(record at the end of the turn, the turn's events, the view's records for every seat and
    the channel) for each nation's turn of a seeded game between automatic players."""
    e = engines.get("antike")
    st = e.setup(players, {**e.default_options(), "board": board}, seed)
    events: list = []
    for _ in range(limit):
        if e.outcome(st) is not None:
            break
        seat = e.prompt(st).seats[0]
        before = st.active
        st, evs = e.apply(st, seat, e.auto_action(st, seat))
        events += evs
        if st.active != before or e.outcome(st) is not None:
            views = [e.player_view(st, s).last for s in [None, *range(players)]]
            yield st.last, events, views, before
            events = []


@pytest.mark.parametrize("board,players,seed", [("west", 3, 3), ("east", 4, 2)])
def test_the_record_matches_the_turns_events(board, players, seed):
    seen = Counter()
    for last, events, views, nation in turns(board, players, seed):
        want = expected_from_events(events)
        assert last is not None and last.nation == nation
        assert Counter({tuple(r[:3]): r[3] for r in last.moves}) == want["moves"]
        assert last.founded == want["founded"]
        assert last.conquered == want["conquered"]
        assert last.temples == want["temples"]
        assert last.learned == want["learned"]
        assert last.battles == want["battles"]
        assert last.persons == want["persons"]
        assert Counter({tuple(r[:2]): r[2] for r in last.armed}) == want["armed"]
        if want["space"] is not None:
            assert last.space == want["space"]
            if RONDEL[last.space].kind == "production":
                assert last.produced == sum(ev.data["total"] for ev in events if ev.kind == "produce")
        # everything in Antike is public: every seat and the channel see the same record
        assert all(v == last for v in views)
        for key in ("moves", "founded", "conquered", "temples", "learned", "armed"):
            seen[key] += bool(getattr(last, key))
    # the games exercise the record: moves, cities founded and armies raised at least
    assert seen["moves"] and seen["founded"] and seen["armed"], seen


def test_a_new_turn_drops_the_old_record():
    e = engines.get("antike")
    st = e.setup(3, e.default_options(), 1)
    while True:
        seat = e.prompt(st).seats[0]
        before = st.active
        st, _ = e.apply(st, seat, e.auto_action(st, seat))
        if st.active != before and st.last is not None and st.last.space is not None and st.turn > 2:
            break
    old = st.last
    assert old is not None and old.nation != st.active
    seat = e.prompt(st).seats[0]
    st, _ = e.apply(st, seat, e.auto_action(st, seat))
    assert st.last is not None and st.last.nation == st.active and st.last.turn == st.turn
    assert st.last != old


def test_a_stored_state_without_the_record_loads():
    e = engines.get("antike")
    st = e.setup(3, e.default_options(), 1)
    data = json.loads(e.dump_state(st))
    data.pop("last", None)
    loaded = e.load_state(json.dumps(data))
    assert loaded.last is None
    assert e.player_view(loaded, None).last is None


def test_clone_copies_the_record():
    e = engines.get("antike")
    st = e.setup(3, e.default_options(), 1)
    st.last = LastTurn(nation=0, turn=1, moves=[("legion", "roma", "neapolis", 1)], founded=["neapolis"])
    c = clone(st)
    c.last.moves.append(("legion", "neapolis", "roma", 1))  # type: ignore[union-attr]
    c.last.founded.append("roma")  # type: ignore[union-attr]
    assert st.last.moves == [("legion", "roma", "neapolis", 1)] and st.last.founded == ["neapolis"]
    assert clone(st).last == st.last


def test_rules_2_games_keep_no_record_so_a_stored_game_replays_identical_and_rules_3_records_after_the_upgrade():
    """Rules 3 (state.RULES_VERSION) added the record: a game set up under rules 2 and played by
    older code has ``last`` null in its stored state, and the new code replays it identically
    (`agora check`); once upgraded to rules 3 (the service does it before the next action), its
    next action starts a record."""
    e = engines.get("antike")
    st = e.start(3, {**e.default_options(), "board": "west"}, 4, rules=2)
    for _ in range(40):
        seat = e.prompt(st).seats[0]
        st, _ = e.apply(st, seat, e.auto_action(st, seat))
        assert st.last is None
    st = e.upgrade_rules(st, 3)
    assert st.rules == 3 and st.last is None
    seat = e.prompt(st).seats[0]
    st, _ = e.apply(st, seat, e.auto_action(st, seat))
    assert st.last is not None
