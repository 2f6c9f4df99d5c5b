"""Strength of the automatic players: one seat against the others, whole games.

Usage: python bench/strength.py --game G [--players N] [--games K] [--seconds S]
       [--baseline search|random] [--iterations I] [--depth D] [--seed X] [--start K] [--max-actions M] [--core C]

- ``--baseline search`` (the default): the *strong* seat (engines/search.py, ``--seconds`` of wall
  time per decision, or ``--iterations`` per decision) against N-1 *standard* seats
  (``Engine.auto_action``).
- ``--start K``: begin at game K (a run continued: the same seeds and seats as games K, K+1...
  of a whole run).
- ``--baseline random``: the standard seat against N-1 uniformly random seats (a uniformly random
  legal action each decision).

Game ``k`` (0-based) is set up with seed ``seed + k`` and the measured seat is ``k % N`` (seats
rotated).  A finished game gives the measured seat its share of the win (1, or 1/w among w joint
winners, else 0); a game that reaches ``--max-actions`` without an end counts 0.  The search runs
single-threaded and the process is pinned to one core where the OS allows it.

Prints one JSON line: game, players, games, baseline, seconds, win_rate (the measured seat's mean
share), ci95 ([low, high], Wilson score interval on the shares), fair_share (1/N), unfinished,
mean_seconds_per_decision (the measured seat's decisions with a choice), mean_iterations (search),
elapsed (s) and load (the 1-minute load average at the start and end).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from engines.search import Search  # noqa: E402


def pin_one_core(core: int | None = None) -> None:
    """Run on one core (the search is single-threaded; the figure is per core): ``core``, else
    the first one allowed."""
    if hasattr(os, "sched_setaffinity"):
        try:
            allowed = sorted(os.sched_getaffinity(0))
            os.sched_setaffinity(0, {core if core in allowed else allowed[0]})
        except OSError:
            pass


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% for z=1.96) of a proportion ``successes / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def play(engine: Any, players: int, seed: int, measured: int, decide: Any, opponent: Any,
         max_actions: int) -> tuple[float, bool]:
    """One game: ``decide(state, seat)`` for the measured seat, ``opponent(state, seat)`` for the
    others.  Returns (the measured seat's share of the win, finished)."""
    state = engine.setup(players, engine.default_options(), seed)
    for _ in range(max_actions):
        out = engine.outcome(state)
        if out is not None:
            return ((1.0 / len(out.winners)) if measured in out.winners else 0.0), True
        seats = engine.prompt(state).seats
        if not seats:
            return 0.0, False
        seat = seats[0]
        act = decide(state, seat) if seat == measured else opponent(state, seat)
        state, _ = engine.apply(state, seat, act)
    return 0.0, False


def main(argv: list[str] | None = None, pin: bool = True) -> dict[str, Any]:
    """Run the benchmark (``argv``: the command line's arguments; ``pin``: pin the process to one
    core, off in tests) and return the JSON line's dict."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seconds", type=float, default=0.5, help="search wall time per decision")
    ap.add_argument("--iterations", type=int, default=None, help="search iterations per decision instead")
    ap.add_argument("--depth", type=int, default=None, help="playout depth (default: the engine's)")
    ap.add_argument("--baseline", choices=("search", "random"), default="search")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--start", type=int, default=0, help="the first game's index k (to continue a run: the same seeds and seats)")
    ap.add_argument("--max-actions", type=int, default=20000)
    ap.add_argument("--core", type=int, default=None, help="the core to run on (default: the first allowed)")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    if pin:
        pin_one_core(a.core)
    engine = engines.get(a.game)
    load0 = os.getloadavg()[0]
    t0 = time.perf_counter()
    timing = {"seconds": 0.0, "decisions": 0, "iterations": 0}
    rnd = random.Random(a.seed)

    def standard(state: Any, seat: int) -> Any:
        return engine.auto_action(state, seat)

    def uniform(state: Any, seat: int) -> Any:
        acts = engine.legal_actions(state, seat)
        return acts[rnd.randrange(len(acts))]

    def timed(fn: Any) -> Any:
        def inner(state: Any, seat: int) -> Any:
            if len(engine.legal_actions(state, seat)) < 2:
                return fn(state, seat)
            t = time.perf_counter()
            act = fn(state, seat)
            timing["seconds"] += time.perf_counter() - t
            timing["decisions"] += 1
            return act
        return inner

    shares: list[float] = []
    unfinished = 0
    for k in range(a.start, a.start + a.games):
        measured = k % a.players
        if a.baseline == "random":
            decide, opponent = timed(standard), uniform
        else:
            search = Search(engine, seconds=a.seconds, iterations=a.iterations, depth=a.depth, seed=a.seed + k)

            def strong(state: Any, seat: int, search: Search = search) -> Any:
                act = search.choose(state, seat)
                timing["iterations"] += search.last_iterations
                return act
            decide, opponent = timed(strong), standard
        share, finished = play(engine, a.players, a.seed + k, measured, decide, opponent, a.max_actions)
        shares.append(share)
        unfinished += not finished
        if not a.quiet:
            print(f"game {k + 1}/{a.start + a.games} seat {measured}: {share:.2f} (running {sum(shares) / len(shares):.3f})",
                  file=sys.stderr, flush=True)
    n = len(shares)
    low, high = wilson(sum(shares), n)
    dec = max(timing["decisions"], 1)
    result = {
        "game": a.game, "players": a.players, "games": n, "baseline": a.baseline,
        "seconds": a.seconds if a.iterations is None else None, "iterations": a.iterations,
        "depth": a.depth, "win_rate": round(sum(shares) / n, 4) if n else 0.0,
        "ci95": [round(low, 4), round(high, 4)], "fair_share": round(1 / a.players, 4),
        "unfinished": unfinished,
        "mean_seconds_per_decision": round(timing["seconds"] / dec, 4),
        "mean_iterations": round(timing["iterations"] / dec, 1) if a.baseline == "search" else None,
        "elapsed": round(time.perf_counter() - t0, 1),
        "load": [round(load0, 2), round(os.getloadavg()[0], 2)],
    }
    print(json.dumps(result), flush=True)
    return result


if __name__ == "__main__":
    main()
