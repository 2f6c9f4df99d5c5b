"""Load: many concurrent games through the real Agora app, at a target rate of actions.

Usage: python bench/load.py [--games 500] [--mix 7wd=0.5,mare-nostrum=0.5] [--seats mare-nostrum=4]
                            [--rate 50] [--duration 60] [--startup-games 10000] [--quick] [--markdown]
                            [--profile FILE] [--database postgresql://... [--processes N]]

``--database postgresql://user@host/db``: the same run on PostgreSQL, in a fresh schema of that
database (created and dropped by the run), with ``--processes`` bot processes (default 1), each
one Discord shard (``AGORA_SHARD_COUNT`` = N, its own ``AGORA_SHARD_IDS``) with its own games,
``rate / N`` actions per second and its own render worker; they start the load together.
Throughput is the sum, latencies the percentiles over all processes' actions, memory the peak of
each process.  The start-up database is written with COPY (guilds spread over the N shards) and
the N processes start on it at once: each arms its shard's timers; the figure is the slowest.

What runs: one :class:`bot.app.agora.Agora` (service, SQLite file on disk, APScheduler timers, board
renders in worker threads) with a transport that keeps the latest image of each game in memory.
``--games`` games are started (drawn from ``--mix``; a finished game is replaced by a new one);
an asyncio pacer issues ``--rate`` actions per second for ``--duration`` seconds, each on a random
game that has no action in flight.  An automatic player reads the game
(``Service.public_state``, as opening a panel would), picks ``engine.auto_action`` for a
prompted seat (microseconds) and calls ``Agora.act`` with a fresh interaction id.  The players
run in the bot's process, so "process CPU per action" includes their reads.

Figures:
- throughput: actions committed per second over the run (pacer start to the last answer);
- latency to the committed state: ``latency_ms`` of the structured log line of the commit
  (``bot.logs``: from ``Agora.act`` receiving the action to the end of the transaction);
- latency to the image: from ``Agora.act`` receiving the action to its board (with the PNG) handed
  to the transport, for the actions that post a board;
- Discord HTTP requests per action: what :class:`cogs.transport.DiscordTransport` would send
  for the load phase's output (see :class:`MemoryTransport`; Discord allows a bot about 50
  requests per second in all, so each request saved per action is room for more games), with
  the posts, turn-message edits, mentions and private messages per action;
- peak RSS (``resource.getrusage``) after the load phase; database bytes per game (file size
  after close / games created);
- start-up: a separate database with ``--startup-games`` active games (written directly with
  sqlite3 in one transaction: real setup states, deadlines 13 to 24 hours ahead), then the
  time of ``Agora.start()``: open, read the deadlines, arm every timer.

A game id in ``--mix`` other than 7wd is used only if one seeded game of it plays to the end with
``auto_action``; otherwise its share goes to 7wd and a note is printed.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import itertools
import json
import logging
import os
import pstats
import random
import resource
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engines  # noqa: E402
from bench.bench_render import pct  # noqa: E402
from bot.app.agora import Agora  # noqa: E402
from bot.core.errors import AgoraError  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.storage import open_storage  # noqa: E402
from bot.storage.sqlite import Storage  # noqa: E402
from cogs.messages import split_content  # noqa: E402  (how DiscordTransport splits a post)

NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
#: goals on the development machine (2 cores)
GOAL_RATE = 50.0
GOAL_P99_MS = 500.0
GOAL_RSS_MB = 400.0
GOAL_STARTUP_S = 2.0


class MemoryTransport:
    """A Transport that keeps the latest board image of each game in memory (like the latest
    message of a thread) and counts what it was given, and the Discord HTTP requests
    :class:`cogs.transport.DiscordTransport` would make for it (``requests``): a post is one
    request per 2000-character part (the previous board is not edited: its button stays and
    opens the current panel); an edit of the turn message is one; a private message is one, plus one to open the DM
    channel the first time a user gets one (discord.py keeps it).  Interaction answers (defer,
    panels) go through the interaction webhooks, outside the bot's global rate limit, and are not
    counted."""

    def __init__(self) -> None:
        self.latest: dict[int, bytes] = {}
        self.boards = 0
        self.images = 0
        self.image_bytes = 0
        self.texts = 0
        self.edits = 0
        self.private = 0
        self.mentions = 0
        self.requests = 0
        self.dm_users: set[int] = set()

    async def post_board(self, post) -> int | None:
        self.boards += 1
        self.mentions += len(post.mention_user_ids)
        self.requests += len(split_content(post.content))
        if post.image is not None:
            self.images += 1
            self.image_bytes += len(post.image)
            self.latest[post.game.id] = post.image
        return self.boards

    async def edit_turn(self, game, message_id, content) -> bool:
        self.edits += 1
        self.requests += 1
        return True

    async def post_text(self, game, content, mention_user_ids) -> None:
        self.texts += 1
        self.mentions += len(mention_user_ids)
        self.requests += len([c for c in split_content(content) if c])

    async def send_private(self, game, user_id, content) -> bool:
        self.private += 1
        self.requests += 1 + (user_id not in self.dm_users)
        self.dm_users.add(user_id)
        return True


#: the MemoryTransport counters reported per action
COUNTED = ("requests", "boards", "texts", "edits", "mentions", "private")


class CommitLog(logging.Handler):
    """Collects the structured commit lines (``record.agora``) of ``agora.actions``."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.latency_ms: list[float] = []
        self.by_source: dict[str, int] = {}

    def emit(self, record: logging.LogRecord) -> None:
        fields = getattr(record, "agora", None)
        if fields:
            self.latency_ms.append(fields["latency_ms"])
            self.by_source[fields["source"]] = self.by_source.get(fields["source"], 0) + 1


def parse_mix(text: str) -> dict[str, float]:
    """``"7wd=0.5,mare-nostrum=0.5"`` -> {engine id: share}; shares are normalised to sum 1.
    Raises ValueError for an unknown engine or a bad share."""
    mix: dict[str, float] = {}
    for part in text.split(","):
        name, _, share = part.strip().partition("=")
        if name not in engines.available():
            raise ValueError(f"unknown game {name!r} in --mix; available: {', '.join(engines.available())}")
        mix[name] = float(share or 1)
        if mix[name] < 0:
            raise ValueError(f"negative share for {name}")
    total = sum(mix.values())
    if total <= 0:
        raise ValueError("--mix needs a positive share")
    return {k: v / total for k, v in mix.items()}


def plays_to_the_end(engine_id: str, max_actions: int = 5000) -> str | None:
    """None if one seeded game of ``engine_id`` ends with auto_action, else why not."""
    try:
        engine = engines.get(engine_id)
        state = engine.setup(engine.min_seats, {}, 1)
        for _ in range(max_actions):
            if engine.outcome(state) is not None:
                return None
            seat = engine.prompt(state).seats[0]
            state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
        return f"no end within {max_actions} actions"
    except Exception as exc:  # a broken engine: report and fall back
        return f"{type(exc).__name__}: {exc}"


def parse_seats(text: str | None) -> dict[str, int]:
    """``"mare-nostrum=4"`` -> {engine id: players per game}, each within the engine's
    ``min_seats..max_seats``.  Raises ValueError for an unknown engine or a bad count."""
    seats: dict[str, int] = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        name, _, count = part.strip().partition("=")
        if name not in engines.available():
            raise ValueError(f"unknown game {name!r} in --seats; available: {', '.join(engines.available())}")
        engine = engines.get(name)
        if not count.isdigit() or not engine.min_seats <= int(count) <= engine.max_seats:
            raise ValueError(f"--seats {name}={count}: {name} takes {engine.min_seats} to {engine.max_seats} players")
        seats[name] = int(count)
    return seats


def usable_mix(mix: dict[str, float]) -> tuple[dict[str, float], list[str]]:
    """``mix`` with every engine that cannot play a whole game replaced by 7wd; the notes."""
    notes: list[str] = []
    out: dict[str, float] = {}
    for name, share in mix.items():
        why = None if name == "7wd" else plays_to_the_end(name)
        if why is not None:
            notes.append(f"note: {name} does not play a complete game with auto_action ({why}); using 7wd instead")
            name = "7wd"
        out[name] = out.get(name, 0.0) + share
    return out, notes


class Load:
    """The games and the automatic players of one run."""

    def __init__(
        self, app: Agora, mix: dict[str, float], seed: int = 1, guild_id: int = 1, seats: dict[str, int] | None = None
    ) -> None:
        self.app = app
        self.guild_id = guild_id
        self.mix = mix
        self.seats = seats or {}  # engine id -> players per game (default: the engine's minimum)
        self.rnd = random.Random(seed)
        self.seeds = itertools.count(seed * 1_000_000)
        # distinct per process (seed): interaction ids are unique across the database
        self.interactions = itertools.count(seed * 10**12 + 1)
        self.users = itertools.count(seed * 10**9 + 1)
        self.idle: list[int] = []
        self.created = 0
        self.finished = 0
        self.actions = 0
        self.errors: list[str] = []
        self.image_ms: list[float] = []
        self.starved = 0
        self.tasks: set[asyncio.Task] = set()

    async def new_game(self) -> int:
        """Create, fill and start one game (the first board is published like any other)."""
        engine_id = self.rnd.choices(list(self.mix), weights=list(self.mix.values()))[0]
        engine = engines.get(engine_id)
        users = [next(self.users) for _ in range(self.seats.get(engine_id, engine.min_seats))]
        app = self.app
        info = await app.service.create_game(
            engine_id, guild_id=self.guild_id, channel_id=users[0], host_id=users[0], host_name=NAMES[0],
            seed=next(self.seeds),
        )
        for i, user in enumerate(users[1:], start=1):
            await app.service.join(info.id, user, NAMES[i])
        await app.service.set_thread(info.id, 10_000_000 + info.id)
        await app.start_game(info.id, users[0])
        self.created += 1
        return info.id

    async def populate(self, games: int) -> None:
        for _ in range(games):
            self.idle.append(await self.new_game())

    async def one_action(self, game_id: int) -> None:
        app = self.app
        try:
            info, engine, state = await app.service.public_state(game_id)
            seat = self.rnd.choice(info.prompt.seats)
            # auto_action costs microseconds: inline (a worker thread would only add GIL hand-offs)
            action = engine.dump_action(engine.auto_action(state, seat))
            t0 = time.perf_counter()
            outbox = await app.act(game_id, info.user_of(seat), action, info.version, next(self.interactions))
            if outbox.board:
                self.image_ms.append((time.perf_counter() - t0) * 1000)
            self.actions += 1
            if outbox.game.status != "active":
                self.finished += 1
                game_id = await self.new_game()
        except AgoraError as exc:
            self.errors.append(f"game {game_id}: {type(exc).__name__}: {exc}")
        self.idle.append(game_id)

    async def pace(self, rate: float, duration: float) -> float:
        """Issue ``rate`` actions per second for ``duration`` seconds; wait for the last one.
        Returns the elapsed seconds."""
        start = time.perf_counter()
        for i in itertools.count():
            due = start + i / rate
            if due - start >= duration:
                break
            delay = due - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            if not self.idle:
                self.starved += 1
                continue
            game_id = self.idle.pop(self.rnd.randrange(len(self.idle)))
            task = asyncio.create_task(self.one_action(game_id))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        while self.tasks:
            await asyncio.gather(*list(self.tasks))
        return time.perf_counter() - start


def settings_for(db: Path | str, render_processes: int = 0, shards: tuple[int, int] | None = None) -> Settings:
    """``shards``: ``(shard count, this process's shard id)`` for one of several processes."""
    return Settings(  # type: ignore[call-arg]
        _env_file=None, database=db, reminders_hours=(12.0, 1.0), render_processes=render_processes,
        shard_count=shards[0] if shards else None, shard_ids=(shards[1],) if shards else None,
    )


def shard_guild(shard: int, count: int) -> int:
    """A guild id of ``shard`` among ``count`` (Discord: ``(guild_id >> 22) % count``)."""
    return (shard + count) << 22


async def run_load(
    db: Path | str, mix: dict[str, float], games: int, rate: float, duration: float, render_processes: int,
    shards: tuple[int, int] | None = None, barrier: Any = None, seed: int = 1, seats: dict[str, int] | None = None,
) -> dict:
    """One bot process's load run (see the module docstring).  ``shards`` and ``barrier`` (a
    multiprocessing Barrier, waited on once the games are set up) for one of several processes;
    the result then also holds the raw ``commit_ms`` and ``image_ms`` lists."""
    load_before = os.getloadavg()[0]  # the machine's one-minute load: other work shares the cores
    commits = CommitLog()
    actions_log = logging.getLogger("agora.actions")
    actions_log.addHandler(commits)
    actions_log.setLevel(logging.INFO)
    transport = MemoryTransport()
    app = Agora(settings_for(db, render_processes, shards), transport)
    await app.start()
    load = Load(app, mix, seed, guild_id=shard_guild(shards[1], shards[0]) if shards else 1, seats=seats)
    try:
        t = time.perf_counter()
        app.transport = None  # the initial boards are not part of the measured load
        await load.populate(games)
        app.transport = transport
        await app.board_image(load.idle[0])  # the renderer is warm (a worker spawned, fonts read)
        setup_s = time.perf_counter() - t
        if barrier is not None:
            barrier.wait()  # every process starts its load at the same time
        commits.latency_ms.clear()
        before = {k: getattr(transport, k) for k in COUNTED}
        cpu = time.process_time()
        elapsed = await load.pace(rate, duration)
        cpu = time.process_time() - cpu
        rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        sent = {k: getattr(transport, k) - before[k] for k in COUNTED}  # during the load phase
    finally:
        await app.close()
        actions_log.removeHandler(commits)
    size = await database_bytes(db)
    lat = commits.latency_ms
    raw = {"commit_ms": list(lat), "image_ms": list(load.image_ms)} if barrier is not None else {}
    return raw | {
        "load_average_before": round(load_before, 2),
        "games": games,
        "render_processes": render_processes,
        "mix": ",".join(f"{k}={v:g}" for k, v in mix.items()),
        "seats": ",".join(f"{k}={v}" for k, v in (seats or {}).items()) or "minimum",
        "setup_s": round(setup_s, 1),
        "target_rate": rate,
        "duration_s": round(elapsed, 1),
        "actions": load.actions,
        "throughput_per_s": round(load.actions / elapsed, 1),
        "process_cpu_ms_per_action": round(cpu * 1000 / max(1, load.actions), 1),
        "errors": len(load.errors),
        "first_error": load.errors[0] if load.errors else None,
        "starved_ticks": load.starved,
        "commit_ms_p50": round(statistics.median(lat), 1) if lat else None,
        "commit_ms_p95": round(pct(lat, 95), 1) if lat else None,
        "commit_ms_p99": round(pct(lat, 99), 1) if lat else None,
        "image_ms_p50": round(statistics.median(load.image_ms), 1) if load.image_ms else None,
        "image_ms_p95": round(pct(load.image_ms, 95), 1) if load.image_ms else None,
        "image_ms_p99": round(pct(load.image_ms, 99), 1) if load.image_ms else None,
        "boards": transport.boards,
        "images": transport.images,
        # what Discord would have received during the load phase, per action
        "discord_requests_per_action": round(sent["requests"] / max(1, load.actions), 2),
        "posts_per_action": round((sent["boards"] + sent["texts"]) / max(1, load.actions), 2),
        "edits_per_action": round(sent["edits"] / max(1, load.actions), 2),
        "mentions_per_action": round(sent["mentions"] / max(1, load.actions), 2),
        "private_messages_per_action": round(sent["private"] / max(1, load.actions), 2),
        "games_finished": load.finished,
        "games_created": load.created,
        "peak_rss_mb": round(rss_mb, 1),
        # render workers are reaped at close: the largest one's peak
        "render_worker_peak_rss_mb": round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1),
        "db_kb_per_game": round(size / 1024 / max(1, load.created), 1),
    }


async def database_bytes(db: Path | str) -> int:
    """The size of the database: the SQLite file (+ WAL), or PostgreSQL's tables with indexes."""
    if isinstance(db, Path):
        return sum(p.stat().st_size for p in db.parent.glob(db.name + "*"))
    import asyncpg

    con = await asyncpg.connect(db)
    try:
        return int(await con.fetchval(
            "SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) FROM pg_class c "
            "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'"
        ))
    finally:
        await con.close()


def _start_states(mix: dict[str, float]) -> dict[str, tuple[Any, str]]:
    states = {}
    for name in mix:
        engine = engines.get(name)
        states[name] = (engine, engine.dump_state(engine.setup(engine.min_seats, {}, 1)))
    return states


async def write_games_pg(url: str, mix: dict[str, float], count: int, now: float, shard_count: int) -> None:
    """:func:`write_games` into PostgreSQL with COPY; the guilds spread over ``shard_count`` shards."""
    import asyncpg

    rnd = random.Random(7)
    states = _start_states(mix)
    games, seats = [], []
    for game_id in range(1, count + 1):
        name = rnd.choices(list(mix), weights=list(mix.values()))[0]
        engine, state = states[name]
        games.append((game_id, name, shard_guild(game_id % shard_count, shard_count), game_id, game_id + 10_000_000,
                      game_id * 10, "active", 1, 1, engine.schema_version, 1, "{}", state,
                      now + rnd.uniform(13 * 3600, 24 * 3600), 0, now, now, 1))
        seats += [(game_id, s, game_id * 10 + s, NAMES[s]) for s in range(engine.min_seats)]
    con = await asyncpg.connect(url)
    try:
        async with con.transaction():
            await con.copy_records_to_table("games", records=games, columns=[
                "id", "engine", "guild_id", "channel_id", "thread_id", "host_id", "status", "version", "step_version",
                "schema_version", "seed", "options", "state", "deadline", "reminders_sent", "created_at", "updated_at",
                "published_version"])
            await con.copy_records_to_table("seats", records=seats, columns=["game_id", "seat", "user_id", "name"])
            await con.execute("SELECT setval(pg_get_serial_sequence('games', 'id'), $1)", count)
            await con.execute("ANALYZE games")
    finally:
        await con.close()


async def time_start(db: Path | str, shards: tuple[int, int] | None = None) -> dict:
    """The time of ``Agora.start()`` on ``db`` (open, read this process's deadlines, arm them)."""
    app = Agora(settings_for(db, shards=shards), MemoryTransport())
    t, cpu = time.perf_counter(), time.process_time()
    await app.start()
    startup_s, start_cpu = time.perf_counter() - t, time.process_time() - cpu
    await app.timers_armed()
    armed_s, cpu = time.perf_counter() - t, time.process_time() - cpu
    jobs = len(app.scheduler.job_ids())
    await app.close()
    return {"startup_s": startup_s, "startup_start_cpu_s": start_cpu, "startup_armed_s": armed_s,
            "startup_cpu_s": cpu, "startup_jobs": jobs,
            "startup_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def write_games(db: Path, mix: dict[str, float], count: int, now: float) -> None:
    """``count`` active games straight into a migrated database (one transaction): real setup
    states of the mix's engines, deadlines 13 to 24 hours ahead (no reminder is due at start)."""
    rnd = random.Random(7)
    states = {}
    for name in mix:
        engine = engines.get(name)
        states[name] = (engine, engine.dump_state(engine.setup(engine.min_seats, {}, 1)))
    con = sqlite3.connect(db)
    with con:
        for game_id in range(1, count + 1):
            name = rnd.choices(list(mix), weights=list(mix.values()))[0]
            engine, state = states[name]
            con.execute(
                "INSERT INTO games (id, engine, guild_id, channel_id, thread_id, host_id, status, version, step_version,"
                " schema_version, seed, options, state, deadline, reminders_sent, created_at, updated_at)"
                " VALUES (?, ?, 1, ?, ?, ?, 'active', 1, 1, ?, 1, '{}', ?, ?, 0, ?, ?)",
                (game_id, name, game_id, game_id + 10_000_000, game_id * 10, engine.schema_version, state,
                 now + rnd.uniform(13 * 3600, 24 * 3600), now, now),
            )
            con.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(game_id, s, game_id * 10 + s, NAMES[s]) for s in range(engine.min_seats)],
            )
    con.close()


async def run_startup(db: Path, mix: dict[str, float], count: int) -> dict:
    storage = await Storage.open(db)  # creates the schema
    await storage.close()
    write_games(db, mix, count, time.time())
    out = await time_start(db)
    return {"startup_games": count, "startup_s": round(out["startup_s"], 2),
            "startup_armed_s": round(out["startup_armed_s"], 2), "startup_cpu_s": round(out["startup_cpu_s"], 2),
            "startup_start_cpu_s": round(out["startup_start_cpu_s"], 2),
            "startup_jobs": out["startup_jobs"]}


def _process_main(kind: str, args: tuple, queue: Any) -> None:
    """Entry of one bench process (spawned): ``kind`` "load" or "start"; the result goes to
    ``queue`` as ``(kind, shard, dict)``."""
    if kind == "load":
        url, mix, games, rate, duration, render_processes, shards, barrier, seats = args
        out = asyncio.run(run_load(url, mix, games, rate, duration, render_processes, shards, barrier,
                                   seed=1 + shards[1], seats=seats))
    else:
        url, shards = args
        out = asyncio.run(time_start(url, shards))
    queue.put((kind, shards, out))


def _spawn_all(kind: str, per_process: list[tuple]) -> list[dict]:
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_process_main, args=(kind, args, queue)) for args in per_process]
    for p in procs:
        p.start()
    results = [queue.get() for _ in procs]
    for p in procs:
        p.join()
    return [r[2] for r in sorted(results, key=lambda r: r[1][1])]


def run_processes(url: str, mix: dict[str, float], games: int, rate: float, duration: float,
                  render_processes: int, processes: int, startup_games: int,
                  seats: dict[str, int] | None = None) -> dict:
    """The load on PostgreSQL with ``processes`` bot processes (one shard each), then the start-up
    of ``processes`` processes on a database of ``startup_games`` games.  Figures merged."""
    import multiprocessing

    barrier = multiprocessing.get_context("spawn").Barrier(processes)
    per = [(url, mix, max(1, games // processes), rate / processes, duration, render_processes,
            (processes, i), barrier, seats) for i in range(processes)]
    results = _spawn_all("load", per)
    commit = [x for r in results for x in r.pop("commit_ms")]
    image = [x for r in results for x in r.pop("image_ms")]
    elapsed = max(r["duration_s"] for r in results)
    actions = sum(r["actions"] for r in results)
    created = sum(r["games_created"] for r in results)
    out = results[0] | {
        "processes": processes,
        "games": sum(r["games"] for r in results),
        "target_rate": rate,
        "duration_s": elapsed,
        "actions": actions,
        "throughput_per_s": round(actions / elapsed, 1),
        "process_cpu_ms_per_action": round(
            sum(r["process_cpu_ms_per_action"] * r["actions"] for r in results) / max(1, actions), 1),
        "errors": sum(r["errors"] for r in results),
        "first_error": next((r["first_error"] for r in results if r["first_error"]), None),
        "starved_ticks": sum(r["starved_ticks"] for r in results),
        "commit_ms_p50": round(statistics.median(commit), 1) if commit else None,
        "commit_ms_p95": round(pct(commit, 95), 1) if commit else None,
        "commit_ms_p99": round(pct(commit, 99), 1) if commit else None,
        "image_ms_p50": round(statistics.median(image), 1) if image else None,
        "image_ms_p95": round(pct(image, 95), 1) if image else None,
        "image_ms_p99": round(pct(image, 99), 1) if image else None,
        "boards": sum(r["boards"] for r in results),
        "images": sum(r["images"] for r in results),
        "games_finished": sum(r["games_finished"] for r in results),
        "games_created": created,
        "peak_rss_mb": max(r["peak_rss_mb"] for r in results),
        "peak_rss_mb_per_process": [r["peak_rss_mb"] for r in results],
        "render_worker_peak_rss_mb": max(r["render_worker_peak_rss_mb"] for r in results),
        "db_kb_per_game": round(asyncio.run(database_bytes(url)) / 1024 / max(1, created), 1),
    }
    return out


def run_startup_processes(url: str, mix: dict[str, float], count: int, processes: int) -> dict:
    asyncio.run(_fresh_pg_tables(url, mix, count, processes))
    results = _spawn_all("start", [(url, (processes, i)) for i in range(processes)])
    return {
        "startup_games": count,
        "startup_s": round(max(r["startup_s"] for r in results), 2),
        "startup_s_per_process": [round(r["startup_s"], 2) for r in results],
        "startup_armed_s": round(max(r["startup_armed_s"] for r in results), 2),
        "startup_armed_s_per_process": [round(r["startup_armed_s"], 2) for r in results],
        "startup_cpu_s": round(max(r["startup_cpu_s"] for r in results), 2),
        "startup_start_cpu_s_per_process": [round(r["startup_start_cpu_s"], 2) for r in results],
        "startup_jobs": sum(r["startup_jobs"] for r in results),
        "startup_rss_mb_per_process": [round(r["startup_rss_mb"], 1) for r in results],
    }


async def _fresh_pg_tables(url: str, mix: dict[str, float], count: int, processes: int) -> None:
    storage = await open_storage(url)  # creates the schema
    await storage.close()
    await write_games_pg(url, mix, count, time.time(), processes)


async def _pg_schema(url: str, drop: str | None = None) -> str:
    """A new schema in the database of ``url`` (its URL), or drop the schema ``drop``."""
    import asyncpg

    con = await asyncpg.connect(url)
    try:
        if drop:
            await con.execute(f"DROP SCHEMA IF EXISTS {drop} CASCADE")
            return drop
        name = f"agora_bench_{os.getpid()}_{int(time.time())}"
        await con.execute(f"CREATE SCHEMA {name}")
    finally:
        await con.close()
    return f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{name}"


#: goals of the PostgreSQL run with several processes
GOAL_PG_RATE = 100.0
GOAL_PG_P99_MS = 100.0
GOAL_PG_STARTUP_S = 5.0


def markdown(out: dict) -> str:
    pg = out.get("database") == "postgresql"
    rate_goal, p99_goal, start_goal = (
        (GOAL_PG_RATE, GOAL_PG_P99_MS, GOAL_PG_STARTUP_S) if pg else (GOAL_RATE, GOAL_P99_MS, GOAL_STARTUP_S)
    )
    processes = out.get("processes", 1)
    memory = (
        f"{' / '.join(f'{m} MB' for m in out['peak_rss_mb_per_process'])}; {out['render_worker_peak_rss_mb']} MB"
        if "peak_rss_mb_per_process" in out
        else f"{out['peak_rss_mb']} MB; {out['render_worker_peak_rss_mb']} MB"
    )
    startup = (f"{out['startup_s']} s wall, {out.get('startup_start_cpu_s', out['startup_cpu_s'])} s CPU "
               f"({out['startup_jobs']} timers)")
    if out.get("startup_armed_s", out["startup_s"]) > out["startup_s"]:
        startup += f"; every timer armed after {out['startup_armed_s']} s (in the background)"
    if "startup_s_per_process" in out:
        startup = (f"{' / '.join(f'{t} s' for t in out['startup_s_per_process'])} wall, "
                   f"{' / '.join(f'{t} s' for t in out['startup_start_cpu_s_per_process'])} CPU "
                   f"({out['startup_jobs']} timers in all, started at once; every timer armed after "
                   f"{' / '.join(f'{t} s' for t in out['startup_armed_s_per_process'])}, in the background)")
    where = f"PostgreSQL, {processes} processes" if pg else "SQLite"
    rows = [
        ("Concurrent games", f"{out['games']} ({out['mix']}; players: {out.get('seats', 'minimum')}), {where}, render processes: {out['render_processes']}"
         + (" each" if pg else ""), ""),
        ("Throughput", f"{out['throughput_per_s']} actions/s (target {out['target_rate']:g})", f"{rate_goal:g}/s"),
        ("Action to committed state p50 / p95 / p99",
         f"{out['commit_ms_p50']} / {out['commit_ms_p95']} / {out['commit_ms_p99']} ms", f"p99 < {p99_goal:g} ms"),
        ("Action to image p50 / p95 / p99", f"{out['image_ms_p50']} / {out['image_ms_p95']} / {out['image_ms_p99']} ms", ""),
        ("Peak resident memory (bot process" + ("es" if pg else "") + "; render worker)", memory, f"< {GOAL_RSS_MB:g} MB"),
        ("Machine load average before the run (2 cores shared)", f"{out['load_average_before']}", ""),
        ("Database size per game", f"{out['db_kb_per_game']} KB", ""),
        ("Process CPU per action (bot + automatic players)", f"{out['process_cpu_ms_per_action']} ms", ""),
        ("Discord HTTP requests per action (posts, edits, private messages; about 50/s per bot in all)",
         f"{out['discord_requests_per_action']} ({out['posts_per_action']} posts, {out['edits_per_action']} edits, "
         f"{out['private_messages_per_action']} private messages)", ""),
        (f"Start-up with {out['startup_games']} games" + (" (per process)" if pg else ""), startup,
         f"< {start_goal:g} s"),
    ]
    lines = ["| Figure | Measured | Goal |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, help="concurrent games (default 500)")
    ap.add_argument("--mix", default="7wd=0.5,mare-nostrum=0.5", help="engine shares (default 7wd=0.5,mare-nostrum=0.5)")
    ap.add_argument("--seats", help="players per game, e.g. mare-nostrum=4 (default: each engine's minimum)")
    ap.add_argument("--rate", type=float, help="target actions per second (default 50)")
    ap.add_argument("--duration", type=float, help="seconds of load (default 60)")
    ap.add_argument("--startup-games", type=int, help="games in the start-up database (default 10000)")
    ap.add_argument("--quick", action="store_true",
                    help="CI size defaults: 20 games, 20 actions/s, 3 s, 1000 start-up games")
    ap.add_argument("--markdown", action="store_true", help="print the figures as a markdown table")
    ap.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    ap.add_argument("--profile", type=Path, help="cProfile the load phase into FILE (and print the top functions)")
    ap.add_argument("--render-processes", type=int, default=1,
                    help="AGORA_RENDER_PROCESSES for the run (default 1; 0 = one render thread)")
    ap.add_argument("--db-dir", type=Path, help="where the databases go (default: a temporary folder)")
    ap.add_argument("--database", help="a postgresql:// URL: run on PostgreSQL (in a fresh schema, dropped after)")
    ap.add_argument("--processes", type=int, default=1, help="bot processes (shards) with --database (default 1)")
    a = ap.parse_args(argv)
    if a.processes < 1 or (a.processes > 1 and not a.database):
        ap.error("--processes N needs --database postgresql://...")
    if a.database and not a.database.startswith(("postgresql://", "postgres://")):
        ap.error("--database must be a postgresql:// URL (the default is a SQLite file)")
    sizes = (20, 20.0, 3.0, 1000) if a.quick else (500, GOAL_RATE, 60.0, 10_000)
    for name, default in zip(("games", "rate", "duration", "startup_games"), sizes):
        if getattr(a, name) is None:
            setattr(a, name, default)
    try:
        mix, notes = usable_mix(parse_mix(a.mix))
        a.seats = parse_seats(a.seats)
    except ValueError as exc:
        ap.error(str(exc))
    for note in notes:
        print(note, file=sys.stderr)
    if a.database:
        out = run_postgres(a, mix)
    else:
        out = run_sqlite(a, mix)
    if a.json:
        print(json.dumps(out))
    elif a.markdown:
        print(markdown(out))
    else:
        print("\n".join(f"{k}: {v}" for k, v in out.items()))
    return out


def run_postgres(a: argparse.Namespace, mix: dict[str, float]) -> dict:
    """The PostgreSQL run: a schema for the load, another for the start-up; both dropped."""
    load_url = asyncio.run(_pg_schema(a.database))
    try:
        out = run_processes(load_url, mix, a.games, a.rate, a.duration, a.render_processes, a.processes,
                            a.startup_games, a.seats)
    finally:
        asyncio.run(_pg_schema(a.database, drop=load_url.rsplit("%3D", 1)[1]))
    startup_url = asyncio.run(_pg_schema(a.database))
    try:
        out.update(run_startup_processes(startup_url, mix, a.startup_games, a.processes))
    finally:
        asyncio.run(_pg_schema(a.database, drop=startup_url.rsplit("%3D", 1)[1]))
    return {"database": "postgresql"} | out


def run_sqlite(a: argparse.Namespace, mix: dict[str, float]) -> dict:
    with tempfile.TemporaryDirectory(dir=a.db_dir) as tmp:
        profiler = cProfile.Profile() if a.profile else None
        if profiler:
            profiler.enable()
        out = asyncio.run(
            run_load(Path(tmp) / "load.sqlite3", mix, a.games, a.rate, a.duration, a.render_processes, seats=a.seats)
        )
        if profiler:
            profiler.disable()
            profiler.dump_stats(a.profile)
            pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(25)
        out.update(asyncio.run(run_startup(Path(tmp) / "startup.sqlite3", mix, a.startup_games)))
    return out


if __name__ == "__main__":
    main()
