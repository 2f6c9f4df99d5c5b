"""Child process of the crash test (tests/faults/test_crash.py): the real Agora application
(Service + Storage + Scheduler) over one SQLite file, driven by JSON lines over a localhost socket.

``python -m tests.faults.crash_driver PORT`` (from the repository root) starts a *fork server*:
it imports and warms up everything once, then, for each line ``spawn TOKEN DB OFFSET [SHARD_COUNT
SHARD_ID]`` on stdin (DB: a SQLite file or a PostgreSQL URL), forks
one application process and prints its pid; ``reap PID`` waits for that (killed) process and
prints ``reaped``.  A forked process shares nothing durable with the server: it opens the file,
starts the application and connects to ``127.0.0.1:PORT``.  (Forking a warmed-up server instead
of starting a new interpreter each time makes a restart cost milliseconds, so a run can afford
many kills.)

The clock of the service and the scheduler is ``time.time() + OFFSET``: the parent moves it
forward between runs ("the bot was down for a minute") so that deadlines pass while no process
is alive.

After ``Agora.start()`` (timers rebuilt from the table, overdue deadlines fire at once) the
process sends ``{"ready": pid}`` (it connected and sent ``{"hello": TOKEN}`` before opening
the file).  Every request is one JSON object with a ``req`` number, answered
by one line with the same ``req``; requests run concurrently (one asyncio task each).  A changing
request is answered only after ``Agora`` returned, i.e. after its transaction committed.

- ``{"op": "ensure", "channel", "engine", "users", "options", "seed"[, "guild"]}``: the game of that channel
  exists, has every user seated and is started (idempotent: re-sent after a kill, it continues
  from what was committed) -> ``{"game": id}``
- ``{"op": "act", "game", "user", "action", "version", "iid"}`` -> ``{"version": new version}``
- ``{"op": "abandon", "game", "user"}`` -> ``{"version": new version}``
- ``{"op": "snapshot"}``: waits until no timer is due or running, then
  ``{"now", "jobs": [[job id, args, run_at]], "games": [[id, status, version, deadline]]}``
- an AgoraError is answered ``{"error": class name, "message": text}``.

Nothing is rendered (the renderer registry is emptied: boards go without image) and the
transport only counts; the crash test is about what is committed.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
import time

import engines
import render
from bot.app.agora import Agora
from bot.app.transport import BoardPost
from bot.core.errors import AgoraError
from bot.core.models import GameInfo
from bot.settings import Settings

TOY = "tests.toy_engine:ToyEngine"


class CountingTransport:
    """Accepts every post (message ids 1, 2, ...) and keeps nothing."""

    def __init__(self) -> None:
        self.posts = 0

    async def post_board(self, post: BoardPost) -> int | None:
        self.posts += 1
        return self.posts

    async def post_text(self, game: GameInfo, content: str, mention_user_ids: list[int]) -> None:
        self.posts += 1

    async def send_private(self, game: GameInfo, user_id: int, content: str) -> bool:
        return True


class DriverApp(Agora):
    """Agora that counts the timer handlers running (to tell when the start-up firing is over)."""

    running = 0
    started = 0

    async def on_deadline(self, game_id: int, version: int) -> None:
        self.running += 1
        self.started += 1
        try:
            await super().on_deadline(game_id, version)
        finally:
            self.running -= 1

    async def on_reminder(self, game_id: int, version: int, n: int, hours: float) -> None:
        self.running += 1
        self.started += 1
        try:
            await super().on_reminder(game_id, version, n, hours)
        finally:
            self.running -= 1




async def _ensure(app: Agora, msg: dict) -> dict:
    users: list[int] = msg["users"]
    games = await app.service.games_in_channel(msg["channel"])
    if games:
        info = games[0]
    else:
        info = await app.service.create_game(
            msg["engine"],
            guild_id=msg.get("guild", 1),
            channel_id=msg["channel"],
            host_id=users[0],
            host_name=f"U{users[0]}",
            options=msg["options"],
            seed=msg["seed"],
        )
    seated = {s.user_id for s in info.seats}
    for user in users:
        if user not in seated and info.status == "lobby":
            info = await app.service.join(info.id, user, f"U{user}")
    if info.status == "lobby":
        info = (await app.start_game(info.id, users[0])).game
    return {"game": info.id}


async def _snapshot(app: DriverApp) -> dict:
    """Wait until no timer is due and no handler runs (for 3 polls in a row), then read the
    armed jobs and the games; retried if a handler started meanwhile.  ``now`` is the clock at
    the last poll: no deadline of the answer may be due by then."""
    aps = app.scheduler._aps  # the job's arguments (game id, version) are not in the public API
    while True:
        quiet = 0
        while quiet < 3:
            await asyncio.sleep(0.02)
            now = app.clock()
            due = any((app.scheduler.run_at(j) or 0) <= now for j in app.scheduler.job_ids())
            quiet = 0 if due or app.running else quiet + 1
        started = app.started
        jobs = [[j, list(aps.get_job(j).args), app.scheduler.run_at(j)] for j in app.scheduler.job_ids()]
        assert app.storage is not None
        games = [[g.id, g.status, g.version, g.deadline] for g in await app.storage.games()]
        if app.started == started and not app.running:
            return {"now": now, "jobs": jobs, "games": games}


async def _handle(app: DriverApp, msg: dict, writer: asyncio.StreamWriter) -> None:
    reply: dict = {"req": msg["req"]}
    try:
        op = msg["op"]
        if op == "ensure":
            reply.update(await _ensure(app, msg))
        elif op == "act":
            out = await app.act(msg["game"], msg["user"], msg["action"], msg["version"], msg["iid"])
            reply["version"] = out.game.version
        elif op == "abandon":
            out = await app.abandon(msg["game"], msg["user"], is_admin=False)
            reply["version"] = out.game.version
        elif op == "snapshot":
            reply.update(await _snapshot(app))
        else:
            raise ValueError(f"unknown op {op!r}")
    except AgoraError as exc:
        reply.update(error=type(exc).__name__, message=exc.text("en"))
    except Exception as exc:  # a bug: the parent fails the test with this text
        logging.exception("request %s failed", msg)
        reply.update(error="crash", message=repr(exc))
    writer.write((json.dumps(reply) + "\n").encode())


async def main(token: int, db: str, offset: float, port: int, shards: tuple[int, int] | None = None) -> None:
    """One application process: start, connect, serve requests until the connection closes.
    ``db``: the SQLite file or a PostgreSQL URL; ``shards``: ``(shard count, this process's shard
    id)`` when it is one of several bot processes (it arms only its guilds' deadlines)."""
    settings = Settings(
        _env_file=None, database=db, turn_deadline_hours=24, reminders_hours=(12.0, 1.0),
        shard_count=shards[0] if shards else None, shard_ids=(shards[1],) if shards else None,
    )
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write((json.dumps({"hello": token}) + "\n").encode())
    app = DriverApp(settings, CountingTransport(), clock=lambda: time.time() + offset)
    await app.start()
    writer.write((json.dumps({"ready": os.getpid()}) + "\n").encode())
    tasks: set[asyncio.Task] = set()
    while line := await reader.readline():
        task = asyncio.create_task(_handle(app, json.loads(line), writer))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    await asyncio.gather(*tasks)
    await app.close()


def serve(port: int) -> None:
    """The fork server: warm up, then fork one application process per ``spawn`` line."""
    engines.REGISTRY["toy"] = TOY
    render.RENDERERS.clear()  # no images: every engine posts its board without one
    for engine_id in engines.available():  # import the engines and load their data once
        engine = engines.get(engine_id)
        engine.setup(engine.min_seats, engine.default_options(), 0)
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    for line in sys.stdin:
        command, *args = line.split()
        if command == "spawn":
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    devnull = os.open(os.devnull, os.O_RDWR)  # stdin/stdout belong to the server
                    os.dup2(devnull, 0)
                    os.dup2(devnull, 1)
                    shards = (int(args[3]), int(args[4])) if len(args) > 4 else None
                    asyncio.run(main(int(args[0]), args[1], float(args[2]), port, shards))
                except BaseException:
                    logging.exception("the application process failed")
                    code = 1
                finally:
                    os._exit(code)
            print(pid, flush=True)
        elif command == "reap":
            os.waitpid(int(args[0]), 0)
            print("reaped", flush=True)


if __name__ == "__main__":
    serve(int(sys.argv[1]))
