"""Live game pages under load: open pages on many games while moves are committed.

Usage: python bench/web_live.py [--games 100] [--pages 500] [--rate 100] [--duration 20] [--engine 7wd]

One Agora over a SQLite file, the pages' aiohttp server on a local port, ``--pages`` live streams
(``/g/<token>/live``, spread evenly over the games) read by aiohttp clients in the same process,
and a pacer committing ``--rate`` moves per second (``Service.act`` of an automatic move on a
random game with none in flight).  Figures: the commit latency (p50/p99, ms), the pages' update
latency from the commit to the event's arrival on each page (p50/p99, ms), the pollers' reads per
second, and the snapshots built per move.  Clients, server and bot share one process (and here
two cores shared with other work): the figures are an upper bound of the server's own cost.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp  # noqa: E402
from aiohttp import web  # noqa: E402

from bot.app import links  # noqa: E402
from bot.web.pages import Pages  # noqa: E402
from bot.web.server import LIVE, make_app  # noqa: E402
from tests.web.helpers import open_app, seeded  # noqa: E402


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


async def main(args: argparse.Namespace) -> None:
    tmp = Path(tempfile.mkdtemp())
    app = await open_app(tmp / "agora.sqlite3")
    games = [await seeded(app, args.engine, seed=i + 1, moves=0) for i in range(args.games)]
    secret = "bench"
    web_app = make_app(app, secret)
    runner = web.AppRunner(web_app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    committed: dict[tuple[int, int], float] = {}
    latencies: list[float] = []
    builds = 0
    built = Pages._snapshot

    async def counting(self, info, lang):
        nonlocal builds
        builds += 1
        return await built(self, info, lang)

    Pages._snapshot = counting  # type: ignore[method-assign]
    session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None, sock_read=None))

    async def page(info) -> None:
        url = f"http://127.0.0.1:{port}/g/{links.token(secret, info.id)}/live?v={info.version}"
        async with session.get(url) as stream:
            async for line in stream.content:
                if line.startswith(b"data: "):
                    version = json.loads(line[6:])["version"]
                    at = committed.get((info.id, version))
                    if at is not None:
                        latencies.append((time.perf_counter() - at) * 1000)

    readers = [asyncio.create_task(page(games[i % len(games)])) for i in range(args.pages)]
    await asyncio.sleep(2)
    commits: list[float] = []
    busy: set[int] = set()

    async def move(game_id: int) -> None:
        try:
            info, engine, state = await app.service.public_state(game_id)
            if state is None or info.status != "active":
                return
            seat = engine.prompt(state).seats[0]
            action = engine.dump_action(engine.auto_action(state, seat))
            start = time.perf_counter()
            out = await app.service.act(game_id, info.user_of(seat), action, info.version, None)
            now = time.perf_counter()
            commits.append((now - start) * 1000)
            committed[(game_id, out.game.version)] = now
        finally:
            busy.discard(game_id)

    reads0 = web_app[LIVE].reads
    start = time.perf_counter()
    tasks = []
    n = 0
    while time.perf_counter() - start < args.duration:
        free = [g.id for g in games if g.id not in busy]
        if free:
            game_id = random.choice(free)
            busy.add(game_id)
            tasks.append(asyncio.create_task(move(game_id)))
            n += 1
        await asyncio.sleep(max(0.0, start + n / args.rate - time.perf_counter()))
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - start
    await asyncio.sleep(3)  # the last updates arrive
    reads = web_app[LIVE].reads - reads0
    for r in readers:
        r.cancel()
    await session.close()
    await runner.cleanup()
    await app.close()
    moves = len(commits)
    print(f"{args.games} games, {args.pages} live pages, {moves} moves in {elapsed:.1f} s ({moves / elapsed:.1f}/s)")
    print(f"commit latency ms: p50 {statistics.median(commits):.1f}, p99 {pct(commits, 0.99):.1f}")
    print(f"page update latency ms ({len(latencies)} updates): p50 {pct(latencies, 0.5):.0f}, p99 {pct(latencies, 0.99):.0f}, "
          f"max {max(latencies, default=float('nan')):.0f}")
    print(f"poller reads: {reads / (elapsed + 3):.0f}/s for {args.games} watched games; snapshots built: {builds} for {moves} moves")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--pages", type=int, default=500)
    parser.add_argument("--rate", type=float, default=100)
    parser.add_argument("--duration", type=float, default=20)
    parser.add_argument("--engine", default="7wd")
    asyncio.run(main(parser.parse_args()))
