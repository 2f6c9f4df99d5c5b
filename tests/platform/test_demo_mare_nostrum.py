"""`agora demo --game mare-nostrum --players N --seed S` plays a whole game between automatic
players through the service, storage and scheduler to a rule victory (issue: N = 3, 4, 5 and
seeds 1 to 10).  By default one seed per player count runs, without pictures (the picture path is
tested in tests/render and tests/discord); AGORA_DEMO_ALL=1 runs all thirty.

The same runs check the issue 7 budget of messages (section 2, "one ping per turn"), from the
``posts`` counts of result.json against the game replayed from the demo's own action log: each
seat is mentioned at most once per turn; the public messages are at most turns + phases +
battles; a private message goes out only for a private event."""

from __future__ import annotations

import os
from collections import Counter

import pytest

import engines
import render
from bot.ops.demo import DB_NAME, run_demo
from bot.service import PLATFORM_OPTIONS
from bot.storage.sqlite import Storage

CASES = (
    [(n, s) for n in (3, 4, 5) for s in range(1, 11)]
    if os.environ.get("AGORA_DEMO_ALL")
    else [(3, 1), (4, 2), (5, 3)]
)


async def replay(db_path) -> dict:
    """The demo game replayed from its action log: each seat's turns (runs of decisions in one
    phase), the phases, the battles and, per seat, the actions that produced a private event
    for it."""
    storage = await Storage.open(db_path)
    try:
        (row,) = await storage.games()
        seats = await storage.seats(row.id)
        actions = await storage.actions(row.id)
    finally:
        await storage.close()
    engine = engines.get(row.engine)
    options = {**engine.default_options(), **{k: v for k, v in row.options.items() if k not in PLATFORM_OPTIONS}}
    state = engine.setup(len(seats), options, row.seed)
    turns: Counter[int] = Counter()
    private: Counter[int] = Counter()
    phases, battles = 1, 0
    last: dict[int, tuple[int, str]] = {}  # seat -> (index of its last decision, its phase)
    prompts = [engine.prompt(state)]
    for i, a in enumerate(actions):
        before = prompts[-1]
        # a new turn unless the seat decided last in this phase and stayed prompted since
        prev = last.get(a.seat)
        if prev is None or prev[1] != before.phase or any(
            a.seat not in p.seats or p.phase != before.phase for p in prompts[prev[0] + 1:]
        ):
            turns[a.seat] += 1
        last[a.seat] = (i, before.phase)
        after_state, events = engine.apply(state, a.seat, engine.parse_action(a.action))
        assert [e.model_dump(mode="json") for e in events] == a.events  # the replay is the game
        after = engine.prompt(after_state)
        phases += after.phase != before.phase
        battles += after_state.battle is not None and after_state.battle != state.battle
        private.update({e.to for e in events if e.to is not None})
        state = after_state
        prompts.append(after)
    return {"turns": turns, "phases": phases, "battles": battles, "private": private, "seats": len(seats)}


@pytest.mark.parametrize("players,seed", CASES)
async def test_mare_nostrum_demo_ends_with_a_rule_victory(tmp_path, monkeypatch, players, seed):
    monkeypatch.delitem(render.RENDERERS, "mare-nostrum")
    result = await run_demo("mare-nostrum", seed, tmp_path, players)
    assert result["reason"] in ("pyramids", "four_heroes_wonders")
    assert len(result["winners"]) == 1 and len(result["scores"]) == players
    assert (tmp_path / "log.txt").read_text().strip().endswith(".")
    assert result["turns"] > 50

    posts = result["posts"]
    game = await replay(tmp_path / DB_NAME)
    seats = [str(s) for s in range(players)]
    assert sorted(posts["turns"]) == sorted(posts["mentions"]) == sorted(posts["private_messages"]) == seats
    assert posts["turns"] == {str(s): game["turns"][s] for s in range(players)}  # the demo counts turns right
    for seat in seats:
        assert 0 < posts["mentions"][seat] <= posts["turns"][seat], seat
        # one private message per change that had private news for the seat, nothing else
        assert posts["private_messages"][seat] == game["private"][int(seat)], seat
    turns = sum(posts["turns"].values())
    assert posts["public_messages"] <= turns + game["phases"] + game["battles"]
    assert posts["images"] == 0  # no renderer in this run
    # the steps inside turns edited their message instead of posting (several decisions per turn)
    assert posts["edits"] > 0 and posts["public_messages"] < result["turns"] / 2
