"""Property (issue 11, "Undo"): in random playouts of every engine, taking back each decision the
platform and the engine allow, whenever a coin says so, then replaying the stored log (ordinary
rows and undo rows, :func:`bot.features.undo.replay`) from the seed reproduces the state exactly; and each
undo restores exactly the state before the move (the same JSON text).

Hypothesis draws the seeds and the coin flips; the playouts are bounded so the test stays quick.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from bot.features import undo
from bot.storage.sqlite import ActionRow
from engines.base import IllegalAction
from tests.toy_engine import ToyEngine

#: (engine, seats, decisions per playout)
GAMES = [("toy", 3, 60), ("7wd", 2, 100), ("antike", 3, 100), ("olympus", 3, 100), ("mare-nostrum", 3, 150)]


#: engine id -> undos of an earlier decision after a first undo (a chain), seen so far
CHAINS: dict[str, int] = {}


def _engine(engine_id: str):
    return ToyEngine() if engine_id == "toy" else engines.get(engine_id)


def playout(engine_id: str, seats: int, steps: int, seed: int, flips: random.Random) -> tuple[int, int]:
    """Play ``steps`` decisions, taking back allowed ones at random; returns (undos, moves)."""
    engine = _engine(engine_id)
    initial = engine.setup(seats, engine.default_options(), seed)
    state = initial
    rows: list[ActionRow] = []
    undos = 0
    policy = random.Random(seed)

    def log(seat: int, action: dict, source: str = "player") -> ActionRow:
        row = ActionRow(game_id=1, seq=len(rows) + 1, seat=seat, user_id=seat, action=action, source=source, created_at=0.0)
        rows.append(row)
        return row

    for _ in range(steps):
        if engine.outcome(state) is not None:
            break
        seat = engine.prompt(state).seats[0]
        action = engine.playout_policy(state, seat, policy)
        try:
            new, events = engine.apply(state, seat, action)
        except IllegalAction:  # the toy's legal_actions lists bids beyond a seat's coins
            action = engine.auto_action(state, seat)
            new, events = engine.apply(state, seat, action)
        log(seat, engine.dump_action(action)).events.extend(e.model_dump(mode="json") for e in events)
        allowed = engine.outcome(new) is None and engine.undoable(state, new, seat, action, events)
        if allowed and flips.random() < 0.4:
            # the platform's own conditions, checked on the log the service would read
            replayed, stack = undo.replay(engine, initial, rows)
            assert engine.dump_state(replayed) == engine.dump_state(new)
            assert undo.refusal(stack, rows, seat) is None
            before_text = engine.dump_state(state)
            assert undo.engine_allows(engine, stack[-1])
            log(seat, undo.undo_action(rows[-1].seq))
            replayed, stack = undo.replay(engine, initial, rows)
            # the undo restores exactly the state before the move
            assert engine.dump_state(replayed) == before_text
            # and the move taken back drew nothing: made again, it gives the same state
            again, _ = engine.apply(replayed, seat, action)
            assert engine.dump_state(again) == engine.dump_state(new)
            undos += 1
            state = replayed
            # further back: the seat's earlier decisions of the same run, newest first
            while stack and undo.refusal(stack, rows, seat) is None and undo.engine_allows(engine, stack[-1]):
                if flips.random() < 0.5:
                    break
                expected = engine.dump_state(stack[-1].before)
                log(seat, undo.undo_action(stack[-1].row.seq))
                state, stack = undo.replay(engine, initial, rows)
                assert engine.dump_state(state) == expected
                undos += 1
                CHAINS[engine_id] = CHAINS.get(engine_id, 0) + 1
            continue  # the seat decides again (the policy draws anew)
        state = new
    final, _ = undo.replay(engine, initial, rows)
    assert engine.dump_state(final) == engine.dump_state(state)
    return undos, len(rows) - undos


@pytest.mark.parametrize("engine_id, seats, steps", GAMES)
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), flip_seed=st.integers(0, 2**31))
def test_undo_then_replay_reproduces_the_state(engine_id, seats, steps, seed, flip_seed):
    playout(engine_id, seats, steps, seed, random.Random(flip_seed))


@pytest.mark.parametrize("engine_id, seats, steps", GAMES)
def test_every_engine_offers_some_undo(engine_id, seats, steps):
    """The property above is not vacuous: every engine lets some decisions be taken back."""
    undos = sum(playout(engine_id, seats, steps, seed, random.Random(seed))[0] for seed in (1,))
    assert undos > 0


def test_chains_of_undos_happen():
    """A seat takes back several of its decisions in a row (a Mare Nostrum construction turn,
    an Antike turn): the chain branch of the playout runs."""
    CHAINS.clear()
    playout("antike", 3, 100, 1, random.Random(1))
    playout("mare-nostrum", 3, 150, 1, random.Random(1))
    assert CHAINS.get("antike", 0) > 0 and CHAINS.get("mare-nostrum", 0) > 0
