"""Action to image: time from a player's action to the committed state with its new board
image handed to the transport, through the real app (service, SQLite on disk, scheduler, render).

Usage: python bench/bench_action.py [--game 7wd] [--players N] [--games 2] [--option KEY=VALUE ...]
(e.g. ``--game mare-nostrum --players 6 --option expansion=mythology``)

Each measured call is ``Agora.act`` (figures over every action, and over the actions whose board
message carried a new picture: every 7 Wonders Duel turn; Mare Nostrum's phases and battles): lock, load, validate, apply, one SQLite transaction
(state, version, action log, deadline), re-arm the deadline timer, render the public board off the
event loop, and post it to a transport that keeps the bytes in memory (no network).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from bench.bench_engine import parse_options, pin_one_core  # noqa: E402
from bench.bench_render import pct  # noqa: E402
from bot.app.agora import Agora  # noqa: E402
from bot.settings import Settings  # noqa: E402

NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]


class MemoryTransport:
    def __init__(self) -> None:
        self.images = 0

    async def post_board(self, post) -> int | None:
        self.images += post.image is not None
        return None

    async def post_text(self, game, content, mention_user_ids) -> None:
        return None

    async def send_private(self, game, user_id, content) -> bool:
        return True


async def run(game: str, players: int, games: int, db: Path, options: dict | None = None) -> tuple[list[float], list[float], int]:
    settings = Settings(_env_file=None, database=db, reminders_hours=())  # type: ignore[call-arg]
    transport = MemoryTransport()
    app = Agora(settings, transport)
    await app.start()
    times: list[float] = []
    pictured: list[float] = []  # the actions whose board message carried a new picture
    try:
        for seed in range(1, games + 1):
            users = list(range(1, players + 1))
            info = await app.service.create_game(game, guild_id=1, channel_id=1, host_id=1, host_name=NAMES[0], options=options, seed=seed)
            for u in users[1:]:
                await app.service.join(info.id, u, NAMES[u - 1])
            await app.start_game(info.id, 1)
            while True:
                info, eng, state = await app.service.public_state(info.id)
                if info.status != "active":
                    break
                seat = eng.prompt(state).seats[0]
                action = eng.dump_action(eng.auto_action(state, seat))
                before = transport.images
                t = time.perf_counter()
                await app.act(info.id, info.user_of(seat), action, info.version, None)
                times.append((time.perf_counter() - t) * 1000)
                if transport.images > before:
                    pictured.append(times[-1])
    finally:
        await app.close()
    return times, pictured, transport.images


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="7wd")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--option", action="append", default=[], help="an engine option, KEY=VALUE (repeatable)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    options = parse_options(a.option)
    pin_one_core()
    engine = engines.get(a.game)
    players = a.players or engine.min_seats
    with tempfile.TemporaryDirectory() as tmp:
        times, pictured, images = asyncio.run(run(a.game, players, a.games, Path(tmp) / "bench.sqlite3", options))
    out = {
        "game": a.game,
        "players": players,
        "options": options,
        "actions": len(times),
        "images": images,
        "action_to_image_ms_median": round(statistics.median(times), 1),
        "action_to_image_ms_p95": round(pct(times, 95), 1),
        "pictured_actions": len(pictured),
        "pictured_ms_median": round(statistics.median(pictured), 1) if pictured else None,
        "pictured_ms_p95": round(pct(pictured, 95), 1) if pictured else None,
    }
    print(json.dumps(out) if a.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return out


if __name__ == "__main__":
    main()
