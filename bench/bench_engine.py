"""Engine speed: complete random games per second on one core.

Usage: python bench/bench_engine.py [--game 7wd] [--seconds 10] [--players N]

Two figures per engine:
- "pure": the contract loop a service would run: prompt -> legal_actions -> apply (pure apply,
  a new state every action);
- "playout": the engine's ``random_playout(seed)`` when it has one: the same rule code, mutating
  its own state in place (what search and simulation use).
A random game takes the engine's ``playout_policy`` for the first prompted seat: uniformly random
legal actions (Mare Nostrum mixes in its automatic player, since its random games never end).
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402


def pin_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        except OSError:
            pass


def pure_game(engine, seed: int, players: int) -> int:
    rnd = random.Random(seed)
    state = engine.setup(players, {}, seed)
    actions = 0
    while engine.outcome(state) is None:
        p = engine.prompt(state)
        seat = p.seats[0]
        state, _ = engine.apply(state, seat, engine.playout_policy(state, seat, rnd))
        actions += 1
    return actions


def measure(fn, seconds: float) -> tuple[float, int]:
    start = time.perf_counter()
    n = 0
    seed = 1
    while time.perf_counter() - start < seconds:
        fn(seed)
        seed += 1
        n += 1
    return n / (time.perf_counter() - start), n


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="7wd")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    pin_one_core()
    engine = engines.get(a.game)
    players = a.players or engine.min_seats
    lengths = [pure_game(engine, s, players) for s in range(1, 6)]
    pure_rate, pure_n = measure(lambda s: pure_game(engine, s, players), a.seconds)
    out = {
        "game": a.game,
        "players": players,
        "pure_games_per_s": round(pure_rate, 1),
        "pure_games": pure_n,
        "actions_per_game": statistics.mean(lengths),
    }
    if hasattr(engine, "random_playout"):
        takes_players = "players" in inspect.signature(engine.random_playout).parameters
        playout = (lambda s: engine.random_playout(s, players=players)) if takes_players else engine.random_playout
        rate, n = measure(playout, a.seconds)
        out["playout_games_per_s"] = round(rate, 1)
        out["playout_games"] = n
    print(json.dumps(out) if a.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return out


if __name__ == "__main__":
    main()
