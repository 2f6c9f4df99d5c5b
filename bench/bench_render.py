"""Render speed and size: median and p95 time to draw the public board, PNG sizes.

Usage: python bench/bench_render.py [--game 7wd] [--players N] [--games 3] [--option KEY=VALUE ...]

Views come from seeded games between automatic players (every public view of every turn;
``--every N``: every N-th).  Two times per render: wall time (what a player waits on a quiet
machine) and the process's CPU time (the same work, not lengthened by other work sharing the
cores: the figure to compare on a busy machine).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
import render  # noqa: E402
from bench.bench_engine import parse_options, pin_one_core  # noqa: E402


def public_views(engine, players: int, games: int, options: dict | None = None):
    for seed in range(1, games + 1):
        state = engine.setup(players, {**engine.default_options(), **(options or {})}, seed)
        yield engine.player_view(state, None)
        while engine.outcome(state) is None:
            seat = engine.prompt(state).seats[0]
            state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
            yield engine.player_view(state, None)


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="7wd")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--option", action="append", default=[], help="an engine option, KEY=VALUE (repeatable)")
    ap.add_argument("--every", type=int, default=1, help="render every n-th view (default: all)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    pin_one_core()
    engine = engines.get(a.game)
    players = a.players or engine.min_seats
    names = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"][:players]
    options = parse_options(a.option)
    views = list(public_views(engine, players, a.games, options))[:: a.every]
    render.render_board(a.game, views[0], names)  # warm caches (fonts, static layers)
    times, cpu, sizes = [], [], []
    for view in views:
        t, c = time.perf_counter(), time.process_time()
        png = render.render_board(a.game, view, names)
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
        sizes.append(len(png))
    out = {
        "game": a.game,
        "options": options,
        "players": players,
        "renders": len(views),
        "render_ms_median": round(statistics.median(times), 1),
        "render_ms_p95": round(pct(times, 95), 1),
        "cpu_ms_median": round(statistics.median(cpu), 1),
        "cpu_ms_p95": round(pct(cpu, 95), 1),
        "png_kb_median": round(statistics.median(sizes) / 1024, 1),
        "png_kb_max": round(max(sizes) / 1024, 1),
    }
    print(json.dumps(out) if a.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return out


if __name__ == "__main__":
    main()
