"""Engine speed: complete random games per second on one core.

Usage: python bench/bench_engine.py [--game 7wd] [--seconds 10] [--players N] [--option KEY=VALUE ...]
(e.g. ``--game mare-nostrum --players 6 --option expansion=mythology``)

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


def parse_options(pairs: list[str]) -> dict[str, str]:
    """``["expansion=mythology"]`` -> ``{"expansion": "mythology"}``; raises SystemExit on a bad pair."""
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"--option wants KEY=VALUE, not {pair!r}")
        out[key] = value
    return out


def pure_game(engine, seed: int, players: int, options: dict | None = None) -> int:
    rnd = random.Random(seed)
    state = engine.setup(players, {**engine.default_options(), **(options or {})}, seed)
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
    ap.add_argument("--option", action="append", default=[], help="an engine option, KEY=VALUE (repeatable)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    pin_one_core()
    engine = engines.get(a.game)
    options = parse_options(a.option)
    players = a.players or engine.min_seats
    lengths = [pure_game(engine, s, players, options) for s in range(1, 6)]
    pure_rate, pure_n = measure(lambda s: pure_game(engine, s, players, options), a.seconds)
    out = {
        "game": a.game,
        "options": options,
        "players": players,
        "pure_games_per_s": round(pure_rate, 1),
        "pure_games": pure_n,
        "actions_per_game": statistics.mean(lengths),
    }
    if hasattr(engine, "random_playout"):
        params = inspect.signature(engine.random_playout).parameters
        kw: dict = {"players": players} if "players" in params else {}
        if options:
            if "options" not in params:
                raise SystemExit(f"{a.game}'s random_playout takes no options")
            kw["options"] = options
        playout = lambda s: engine.random_playout(s, **kw)  # noqa: E731
        rate, n = measure(playout, a.seconds)
        out["playout_games_per_s"] = round(rate, 1)
        out["playout_games"] = n
    print(json.dumps(out) if a.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return out


if __name__ == "__main__":
    main()
