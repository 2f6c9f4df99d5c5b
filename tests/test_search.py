"""The strong automatic player (engines/search.py, issue 21), for every game.

* It never reads hidden information, in every game that hides something (7 Wonders Duel, Olympus,
  Mare Nostrum; Antike hides nothing): twin states differ only in what the searching seat cannot
  see (``Engine.resample_hidden(state, rng, hidden_from=seat)`` of positions from seeded games);
  the search's determinizations drawn with the same generator are the same in both twins, and in
  twins whose hidden parts change the best move (a search that sees everything decides
  differently in them) the search, with a fixed number of iterations and the same seed, decides
  the same.  Two planted searches, one that plays in the real state and one that redraws the
  hidden cards in an order depending on who really holds them, are caught by both checks in
  every such game (so the checks can fail).
* It only returns legal actions.
* It beats uniformly random seats with a small budget (7 Wonders Duel and Olympus: whole games;
  Antike and Mare Nostrum, whose random games never end: the lead on the engine's own
  ``search_value`` after a bounded number of decisions).

Budgets are iteration counts, never seconds, so a busy machine only makes the tests slower.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from functools import cache
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


@dataclass(frozen=True)
class Twins:
    """How the twin checks sample a game that hides something: positions of a game (``seats``,
    game ``seed``) played by the playout policy, one every ``stride`` decisions, at most ``count``,
    each with ``twins`` redraws of what the prompted seat cannot see; the searches run
    ``iterations`` iterations with playouts of ``depth`` decisions (None: the engine's).  Mare
    Nostrum's hidden hands change a decision only through the other seats' purchases, a turn away:
    hence its deeper playouts."""

    seats: int
    seed: int
    iterations: int
    depth: int | None
    stride: int
    count: int
    twins: int = 3


#: every game that hides something from a seat (Antike hides nothing:
#: test_antike_hides_nothing_so_there_is_nothing_to_read)
HIDING = {
    "7wd": Twins(seats=2, seed=11, iterations=40, depth=None, stride=3, count=30),
    "olympus": Twins(seats=3, seed=11, iterations=6, depth=3, stride=3, count=40),
    "mare-nostrum": Twins(seats=3, seed=3, iterations=6, depth=30, stride=2, count=80),
}
#: twin pairs per game whose hidden parts change the best move (see :func:`changing_twins`)
CHANGING = 3


class _PlaysTrueState(Search):
    """Planted: a search that plays in the real state (reseeding only the generators), so it reads
    every hidden card.  The twin checks must catch it in every game that hides something."""

    def determinize(self, state: Any, seat: int, rnd: random.Random) -> Any:
        return reseed(state, rnd)


class _PeeksAtHolders(Search):
    """Planted: a search whose determinizations redraw the hidden cards with a generator that
    depends on who really holds them (as a redeal from the pool in the holders' order would, instead
    of a canonical order), so its redraws, and through them its decisions, leak the truth."""

    def determinize(self, state: Any, seat: int, rnd: random.Random) -> Any:
        truth = hashlib.blake2b(self.engine.dump_state(state).encode(), digest_size=8).digest()
        peeked = random.Random(rnd.getrandbits(62) ^ int.from_bytes(truth, "big"))
        return reseed(self.engine.resample_hidden(state, peeked, seat), peeked)


PLANTED = (_PlaysTrueState, _PeeksAtHolders)


def _search(game: str, cls: type[Search] = Search) -> Search:
    t = HIDING[game]
    return cls(engines.get(game), iterations=t.iterations, depth=t.depth, seed=3)


@cache
def twin_pairs(game: str) -> tuple[tuple[Any, Any, int], ...]:
    """(state, twin, seat): positions of a seeded game where the prompted ``seat`` weighs two or
    more moves (``search_actions``), each with ``Twins.twins`` twins that redraw what ``seat``
    cannot see (``resample_hidden``)."""
    engine = engines.get(game)
    t = HIDING[game]
    pairs = []
    for i, state in enumerate(positions(engine, t.seats, t.seed, t.count, t.stride)):
        seat = engine.prompt(state).seats[0]
        if len(engine.search_actions(state, seat)) < 2:
            continue
        for k in range(t.twins):
            pairs.append((state, engine.resample_hidden(state, random.Random(100 * i + k), seat), seat))
    return tuple(pairs)


@cache
def changing_twins(game: str) -> tuple[tuple[Any, Any, int], ...]:
    """The first :data:`CHANGING` twin pairs whose hidden parts change the best move: a search
    that sees everything (:class:`_PlaysTrueState`) decides differently in the state and in its
    twin.  A search that reads nothing hidden must decide the same in both."""
    engine = engines.get(game)
    out: list[tuple[Any, Any, int]] = []
    seen: dict[int, Any] = {}
    for state, twin, seat in twin_pairs(game):
        if id(state) not in seen:
            seen[id(state)] = action_key(engine, _search(game, _PlaysTrueState).choose(state, seat))
        if action_key(engine, _search(game, _PlaysTrueState).choose(twin, seat)) != seen[id(state)]:
            out.append((state, twin, seat))
            if len(out) == CHANGING:
                break
    return tuple(out)


def decision_differences(game: str, cls: type[Search]) -> int:
    """Twin pairs of :func:`changing_twins` in which a ``cls`` search (same budget, same seed)
    decides differently."""
    engine = engines.get(game)
    return sum(action_key(engine, _search(game, cls).choose(state, seat))
               != action_key(engine, _search(game, cls).choose(twin, seat))
               for state, twin, seat in changing_twins(game))


def determinization_differences(game: str, cls: type[Search], draws: int = 2) -> int:
    """Twin pairs in which a ``cls`` search's determinizations, drawn with the same generator,
    differ: they must be functions of the seat's view and of the generator only."""
    engine = engines.get(game)
    search = _search(game, cls)
    found = 0
    for state, twin, seat in twin_pairs(game):
        for k in range(draws):
            a = search.determinize(state, seat, random.Random(k))
            b = search.determinize(twin, seat, random.Random(k))
            if engine.dump_state(a) != engine.dump_state(b):
                found += 1
                break
    return found


@pytest.mark.parametrize("game", HIDING)
def test_twins_look_the_same_to_the_seat_and_really_differ(game: str) -> None:
    engine = engines.get(game)
    pairs = twin_pairs(game)
    assert len(pairs) >= 12, "too few decisions sampled"
    for state, twin, seat in pairs:
        assert engine.player_view(state, seat) == engine.player_view(twin, seat)
    differ = sum(engine.dump_state(state) != engine.dump_state(twin) for state, twin, _ in pairs)
    assert differ >= len(pairs) // 2, "the twins must really redraw the hidden information"
    assert len(changing_twins(game)) == CHANGING, (
        f"fewer than {CHANGING} twin pairs of {game} whose hidden parts change the best move: sample more (HIDING)")


@pytest.mark.parametrize("game", HIDING)
def test_determinizations_are_the_same_in_both_twins(game: str) -> None:
    assert determinization_differences(game, Search) == 0


@pytest.mark.parametrize("game", HIDING)
def test_same_decision_in_twin_states(game: str) -> None:
    """In twin states whose hidden parts change the best move, the search, which reads nothing
    hidden, decides the same."""
    assert decision_differences(game, Search) == 0


@pytest.mark.parametrize("cheat", PLANTED, ids=lambda c: c.__name__)
@pytest.mark.parametrize("game", HIDING)
def test_the_twin_checks_catch_a_search_that_reads_hidden_information(game: str, cheat: type[Search]) -> None:
    """The checks above can fail: planted searches that read the hidden state are caught, in every
    game that hides something, both by their determinizations and by their decisions."""
    assert determinization_differences(game, cheat) > 0
    assert decision_differences(game, cheat) > 0


def test_antike_hides_nothing_so_there_is_nothing_to_read() -> None:
    """Antike has no hidden information and no chance (its resources, know-how, personalities and
    units are public; engines/antike/view.py): every seat sees what the channel sees, there is
    nothing to redraw, and the search plays the state itself (``Search._exact``), so the twin checks
    have nothing to test there."""
    engine = engines.get("antike")
    for state in positions(engine, 3, 11, 4, 7):
        with pytest.raises(NotImplementedError):
            engine.resample_hidden(state, random.Random(0), 0)
        public = engine.player_view(state, None).model_copy(update={"you": None})
        for seat in range(3):
            assert engine.player_view(state, seat).model_copy(update={"you": None}) == public
        assert Search(engine, iterations=1)._exact(state)


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
