"""The strong automatic player (engines/search.py, issue 21), for every game.

* It never reads hidden information: in twin states that differ only in what the searching seat
  cannot see (``Engine.resample_hidden(state, rng, hidden_from=seat)`` of positions from seeded
  games), the search with a fixed number of iterations and the same seed picks the same action.
  A control search that plays in the real state instead of determinizations is caught by the
  same check (so the check can fail).
* It only returns legal actions.
* It beats uniformly random seats with a small budget (7 Wonders Duel and Olympus: whole games;
  Antike and Mare Nostrum, whose random games never end: the lead on the engine's own
  ``search_value`` after a bounded number of decisions).

Budgets are iteration counts, never seconds, so a busy machine only makes the tests slower.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engines
from engines.base import Engine
from engines.search import Search, action_key, reseed

#: (engine id, seats, iterations, playout depth) of the property tests
GAMES = [("7wd", 2, 40, None), ("olympus", 3, 6, 3), ("mare-nostrum", 3, 6, 3), ("antike", 3, 6, 3)]


def positions(engine: Engine[Any, Any], seats: int, seed: int, count: int, stride: int) -> list[Any]:
    """``count`` positions (states with a prompted seat of two or more choices) of a seeded game
    played by the engine's playout policy, one every ``stride`` decisions."""
    rng = random.Random(seed)
    state = engine.setup(seats, engine.default_options(), seed)
    out: list[Any] = []
    step = 0
    while len(out) < count and engine.outcome(state) is None and step < 5000:
        seat = engine.prompt(state).seats[0]
        if step % stride == stride - 1 and len(engine.legal_actions(state, seat)) > 1:
            out.append(state)
        state, _ = engine.apply(state, seat, engine.playout_policy(state, seat, rng))
        step += 1
    return out


def twin_pairs(engine: Engine[Any, Any], seats: int, count: int, stride: int) -> list[tuple[Any, Any, int]]:
    """(state, twin, seat): ``twin`` redraws what ``seat`` (prompted in ``state``) cannot see."""
    pairs = []
    for i, state in enumerate(positions(engine, seats, 11, count, stride)):
        seat = engine.prompt(state).seats[0]
        try:
            twin = engine.resample_hidden(state, random.Random(100 + i), seat)
        except NotImplementedError:  # Antike: nothing is hidden, the twin is the state
            twin = state.model_copy(deep=True)
        pairs.append((state, twin, seat))
    return pairs


@pytest.mark.parametrize("game, seats, iterations, depth", GAMES)
def test_same_decision_in_twin_states(game: str, seats: int, iterations: int, depth: int | None) -> None:
    engine = engines.get(game)
    pairs = twin_pairs(engine, seats, 4 if game != "7wd" else 8, 7 if game != "7wd" else 5)
    assert pairs
    differ = 0
    for state, twin, seat in pairs:
        differ += engine.dump_state(state) != engine.dump_state(twin)
        a = Search(engine, iterations=iterations, depth=depth, seed=3).choose(state, seat)
        b = Search(engine, iterations=iterations, depth=depth, seed=3).choose(twin, seat)
        assert action_key(engine, a) == action_key(engine, b), (game, seat)
    if game != "antike":
        assert differ >= len(pairs) // 2, "the twins must really redraw the hidden information"


class _Cheat(Search):
    """A search that plays in the real state (reseeding only the generators): it reads the hidden
    information, so the twin check must catch it."""

    def determinize(self, state: Any, seat: int, rnd: random.Random) -> Any:
        return reseed(state, rnd)


def test_twin_check_catches_a_search_that_reads_hidden_cards() -> None:
    engine = engines.get("7wd")
    caught = 0
    for state, twin, seat in twin_pairs(engine, 2, 12, 5):
        a = _Cheat(engine, iterations=40, seed=3).choose(state, seat)
        b = _Cheat(engine, iterations=40, seed=3).choose(twin, seat)
        caught += a != b
    assert caught >= 1


@pytest.mark.parametrize("game, seats, iterations, depth", GAMES)
def test_only_legal_actions(game: str, seats: int, iterations: int, depth: int | None) -> None:
    engine = engines.get(game)
    for state in positions(engine, seats, 5, 3, 9):
        seat = engine.prompt(state).seats[0]
        act = Search(engine, iterations=iterations, depth=depth, seed=1).choose(state, seat)
        assert act in list(engine.legal_actions(state, seat))
        engine.validate(state, seat, act)


def test_no_decision_raises() -> None:
    engine = engines.get("7wd")
    state = engine.setup(2, {}, 1)
    seat = engine.prompt(state).seats[0]
    with pytest.raises(ValueError):
        Search(engine, iterations=5).choose(state, 1 - seat)


def _match(engine: Engine[Any, Any], seats: int, seed: int, strong: int, search: Search, max_actions: int) -> Any:
    """A game (at most ``max_actions`` decisions): ``search`` for seat ``strong``, uniformly random
    seats for the others.  Returns the last state."""
    rng = random.Random(seed)
    state = engine.setup(seats, engine.default_options(), seed)
    for _ in range(max_actions):
        if engine.outcome(state) is not None:
            break
        seat = engine.prompt(state).seats[0]
        if seat == strong:
            act = search.choose(state, seat)
        else:
            acts = engine.legal_actions(state, seat)
            act = acts[rng.randrange(len(acts))]
        state, _ = engine.apply(state, seat, act)
    return state


def test_beats_random_7wd() -> None:
    engine = engines.get("7wd")
    wins = 0
    for k in range(4):
        state = _match(engine, 2, 40 + k, k % 2, Search(engine, iterations=30, seed=k), 500)
        out = engine.outcome(state)
        assert out is not None
        wins += (k % 2) in out.winners
    assert wins >= 3


def test_beats_random_olympus() -> None:
    engine = engines.get("olympus")
    wins = 0
    for k in range(2):
        state = _match(engine, 3, 40 + k, k, Search(engine, iterations=3, depth=2, seed=k), 2000)
        out = engine.outcome(state)
        assert out is not None
        wins += k in out.winners
    assert wins == 2


@pytest.mark.parametrize("game, seats, actions", [("antike", 2, 160), ("mare-nostrum", 3, 300)])
def test_leads_random_seats(game: str, seats: int, actions: int) -> None:
    """Random Antike and Mare Nostrum never end: after ``actions`` decisions the search's seat
    leads on the engine's own evaluation (personalities; heroes, Wonders and cards)."""
    engine = engines.get(game)
    for k in range(2):
        strong = k % seats
        state = _match(engine, seats, 60 + k, strong, Search(engine, iterations=3, depth=2, seed=k), actions)
        values = engine.search_value(state)
        assert values[strong] == max(values.values()), (k, values)


def test_wilson_interval() -> None:
    from bench.strength import wilson

    low, high = wilson(15, 20)
    assert 0.53 < low < 0.54 and 0.88 < high < 0.89  # p = 0.75, n = 20
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_strength_bench_prints_its_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from bench.strength import main

    result = main(["--game", "7wd", "--games", "2", "--iterations", "5", "--quiet"], pin=False)
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert line == result
    assert line["games"] == 2 and 0.0 <= line["win_rate"] <= 1.0 and line["fair_share"] == 0.5
    assert line["ci95"][0] <= line["win_rate"] <= line["ci95"][1]
    base = main(["--game", "7wd", "--games", "2", "--baseline", "random", "--quiet"], pin=False)
    assert base["baseline"] == "random" and base["mean_iterations"] is None


def test_any_seat_of_a_simultaneous_prompt() -> None:
    """Mare Nostrum's commerce asks every seat at once: the search decides for the seat it is
    asked about, not for the first one prompted."""
    engine = engines.get("mare-nostrum")
    rng = random.Random(2)
    state = engine.setup(3, engine.default_options(), 2)
    for _ in range(3000):
        seats = engine.prompt(state).seats
        if len(seats) > 1:
            break
        state, _ = engine.apply(state, seats[0], engine.playout_policy(state, seats[0], rng))
    seats = engine.prompt(state).seats
    assert len(seats) > 1
    last = seats[-1]
    act = Search(engine, iterations=4, depth=2, seed=0).choose(state, last)
    assert act in list(engine.legal_actions(state, last))
