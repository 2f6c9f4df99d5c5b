"""Peak memory and time of ``agora demo``, ``agora replay`` and the bot's ``/agora replay``.

Usage: python bench/bench_memory.py [--game 7wd ...] [--out DIR] [--timeout S] [--json]

For each game (7 Wonders Duel, Mare Nostrum with 4 players, Mare Nostrum with 6 players and the
Mythology expansion, Antike, Olympus) it runs, each in its own process:

- ``python -m bot.cli demo`` (a whole game between automatic players, its pictures and its
  ``replay.webp``),
- ``python -m bot.cli replay 1`` on the demo's database,
- ``bench/bench_memory.py --bot-replay DB``: the path of ``/agora replay`` in the bot
  (``cogs.after.replay_command``: :func:`bot.app.replay.build_replay` on the event loop, then
  :func:`bot.app.replay.draw_replay` in a thread) in a process that has imported the bot and its
  cogs; it prints the resident size before the replay (``base_mb``).

Each process's peak resident set size is its own (``os.wait4``'s ``ru_maxrss``, kB on Linux);
``wall_s`` is its wall time, ``cpu_s`` its user + system CPU time (the machine's load changes
the first, much less the second).  Prints a table, then one JSON line.  Goals: the
demo and ``agora replay`` under 300 MB for every game, the bot under 400 MB while it builds a
replay, a 7 Wonders Duel replay in under 3 s.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import json
import os
import platform
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's code, not an installed one

#: name -> the demo's arguments
GAMES: dict[str, list[str]] = {
    "7wd": ["--game", "7wd"],
    "mare-nostrum-4": ["--game", "mare-nostrum", "--players", "4"],
    "mare-nostrum-6-mythology": ["--game", "mare-nostrum", "--players", "6", "--option", "expansion=mythology"],
    "antike": ["--game", "antike"],
    "olympus": ["--game", "olympus"],
}


def measure(cmd: list[str], timeout: float) -> dict:
    """Run ``cmd`` (cwd: the repository) and return ``{"rc", "wall_s", "cpu_s", "peak_mb",
    "out"}`` (its last line of output); rc is None when it was stopped after ``timeout`` s."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    timer = threading.Timer(timeout, lambda: os.killpg(proc.pid, signal.SIGKILL))
    timer.start()
    assert proc.stdout is not None
    output = proc.stdout.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(proc.pid, 0)
    timer.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    lines = output.strip().splitlines()
    return {
        "rc": None if proc.returncode == -signal.SIGKILL else proc.returncode,
        "wall_s": round(time.perf_counter() - start, 2),
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
        "peak_mb": round(usage.ru_maxrss / 1024, 1),
        "out": lines[-1][:200] if lines else "",
    }


def rss_mb() -> float:
    """This process's resident set size now (Linux: /proc/self/statm), in MB."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


def bot_replay(database: str) -> None:
    """``--bot-replay``: the bot's ``/agora replay`` path on game 1 of ``database``, in a
    process that has imported the bot (discord.py, the cogs); prints a JSON line."""
    import cogs.after  # noqa: F401  (the bot process has its cogs loaded)
    from bot.app import replay as replays
    from bot.service import Service
    from bot.storage import open_storage

    async def go() -> dict:
        storage = await open_storage(database)
        try:
            base = rss_mb()
            start = time.perf_counter()
            # as cogs.after.replay_command does
            info, engine, views, names, log = await replays.build_replay(Service(storage), 1)
            webp, frames = await asyncio.to_thread(replays.draw_replay, engine.id, views, names, info.lang)
            return {"base_mb": base, "replay_s": round(time.perf_counter() - start, 2), "frames": frames, "bytes": len(webp or b"")}
        finally:
            await storage.close()

    print(json.dumps(asyncio.run(go())))


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", action="append", choices=sorted(GAMES), help="only these (repeatable; default: all)")
    ap.add_argument("--out", type=Path, default=None, help="where the demos go (default: a temporary folder)")
    ap.add_argument("--timeout", type=float, default=900, help="seconds allowed to each process")
    ap.add_argument("--json", action="store_true", help="print only the JSON line")
    ap.add_argument("--bot-replay", metavar="DB", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.bot_replay:
        bot_replay(a.bot_replay)
        return {}
    out = a.out or Path(tempfile.mkdtemp(prefix="bench-memory-"))
    py = sys.executable
    rows = []
    for name in a.game or list(GAMES):
        folder = out / name
        db = str(folder / "demo.sqlite3")
        demo = measure([py, "-m", "bot.cli", "demo", *GAMES[name], "--out", str(folder)], a.timeout)
        cli = measure([py, "-m", "bot.cli", "replay", "1", "--database", db, "--out", str(folder / "replay-cli.webp")], a.timeout)
        bot = measure([py, str(Path(__file__).resolve()), "--bot-replay", db], a.timeout)
        try:
            extra = json.loads(bot["out"])
        except ValueError:
            extra = {}
        rows.append({"game": name, "demo": demo, "replay": cli, "bot": {**bot, **extra}})
        if not a.json:
            print(
                f"{name:26} demo {demo['peak_mb']:7.1f} MB {demo['wall_s']:6.1f} s | replay {cli['peak_mb']:7.1f} MB "
                f"{cli['wall_s']:5.1f} s (cpu {cli['cpu_s']:4.1f}) | bot {bot['peak_mb']:7.1f} MB "
                f"(base {extra.get('base_mb', '?')} MB, replay {extra.get('replay_s', '?')} s, {extra.get('frames', '?')} frames)",
                flush=True,
            )
    result = {
        "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": f"{platform.machine()} {os.cpu_count()} cpus, Python {platform.python_version()}",
        "load": [round(x, 2) for x in os.getloadavg()],
        "rows": rows,
    }
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
