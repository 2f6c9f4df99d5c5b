"""The ``agora`` command (console script ``bot.cli:main``).

- ``agora run``: start the Discord bot.  The Discord client lives in ``cogs/``, which ``bot`` may
  not import (layers: cogs -> bot), so it is loaded by name with ``importlib.import_module
  ("cogs.client")``, the way discord.py's ``load_extension`` loads extensions; the module provides
  ``async def run_bot(app: Agora, settings: Settings) -> None``.
- ``agora demo --game 7wd --seed N --out DIR [--players N]``: an offline game between automatic
  players (see bot.demo).
- ``agora doctor``: checks the token (format only), the database (integrity, schema version,
  active games' states), the engines and, with a token, the bot's permissions in the channels of
  lobby and active games (see bot.doctor).  Exit 0 when healthy, 1 otherwise.
- ``agora backup PATH [--force]``: an online copy of the database (SQLite's backup API, safe while
  the bot runs), verified with ``PRAGMA integrity_check``; refuses an existing PATH unless
  ``--force``.  Exit 0 done, 1 failure.
  With a PostgreSQL database (``AGORA_DATABASE=postgresql://...``) it runs ``pg_dump
  --format=custom`` into PATH and checks the archive with ``pg_restore --list`` (or says how to
  run pg_dump where it is not installed).
- ``agora migrate --from PATH --to URL``: copies a SQLite database into an empty PostgreSQL one
  and verifies the copy (row counts, every game row, every game's replay; see bot.migrate).
  Exit 0 done, 1 failure.
- ``agora``: the bot if ``DISCORD_TOKEN`` is set, else the offline demo (7wd, seed 1, ./demo-out).

Exit codes: 0 done, 1 failure, 2 configuration problem (no token, bad settings or arguments).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import sys
from pathlib import Path
from typing import Sequence

from pydantic import ValidationError

from bot import logs
from bot.settings import DEVELOPER_PORTAL, Settings


NO_TOKEN = f"""DISCORD_TOKEN is not set, so the Discord bot cannot start.
  1. Create an application at {DEVELOPER_PORTAL} -> your app -> Bot -> Reset Token.
  2. Put the token in a .env file in this folder (copy .env.example: DISCORD_TOKEN=...)
     or in the environment (export DISCORD_TOKEN=...).
To try Agora without Discord: agora demo --game 7wd --seed 1 --out demo-out"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="agora", description="Asynchronous board games in Discord threads (7 Wonders Duel, Mare Nostrum)."
    )
    sub = parser.add_subparsers(dest="command", metavar="{run,demo,doctor,backup,migrate}")
    sub.add_parser("doctor", help="check the token, the database, the engines and the channel permissions")
    backup = sub.add_parser("backup", help="copy the database to PATH while the bot runs, and verify the copy")
    backup.add_argument("path", type=Path, help="where the copy goes (a new file)")
    backup.add_argument("--force", action="store_true", help="replace PATH if it exists")
    migrate = sub.add_parser("migrate", help="copy a SQLite database into an empty PostgreSQL one, and verify it")
    migrate.add_argument("--from", dest="source", required=True, help="the SQLite file (or sqlite:///PATH)")
    migrate.add_argument("--to", dest="target", required=True, help="the PostgreSQL URL (postgresql://user@host/db)")
    sub.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    demo = sub.add_parser("demo", help="play a whole game between automatic players, offline")
    demo.add_argument("--game", default="7wd", help="engine id (default: 7wd)")
    demo.add_argument("--seed", type=int, default=1, help="the game's random seed (default: 1)")
    demo.add_argument("--out", type=Path, default=Path("demo-out"), help="output folder (default: ./demo-out)")
    demo.add_argument("--players", type=int, default=None, help="number of players (default: the game's minimum)")
    return parser


def run_doctor(settings: Settings) -> int:
    """Print the doctor's report; 0 when healthy, 1 otherwise."""
    from bot import doctor

    found = asyncio.run(doctor.diagnose(settings))
    print(doctor.report(found))
    return 0 if doctor.healthy(found) else 1


def run_backup(settings: Settings, path: Path, force: bool) -> int:
    """Copy ``settings.database`` to ``path`` (online backup, verified); 1 on failure."""
    import sqlite3

    if settings.is_postgres:
        return run_pg_backup(str(settings.database), path, force)

    from bot.storage import BackupFailed, backup

    try:
        copied = asyncio.run(backup(settings.database, path, force=force))
    except (FileNotFoundError, FileExistsError, BackupFailed, sqlite3.Error) as exc:
        print(f"agora backup: {exc}", file=sys.stderr)
        return 1
    print(
        f"Backed up {settings.database} to {path}: {copied['games']} games, {copied['actions']} actions, "
        f"schema {copied['schema_version']}, {copied['bytes'] / 1024:.0f} KB; integrity check ok."
    )
    return 0


def run_pg_backup(url: str, path: Path, force: bool) -> int:
    """``pg_dump`` of the PostgreSQL database into ``path`` (checked with pg_restore --list)."""
    from bot.storage_pg import PgDumpMissing, pg_dump_backup, redact

    try:
        done = pg_dump_backup(url, path, force=force)
    except PgDumpMissing as exc:
        print(f"agora backup: {exc}", file=sys.stderr)
        return 1
    except (FileExistsError, RuntimeError, OSError) as exc:
        print(f"agora backup: {exc}", file=sys.stderr)
        return 1
    print(
        f"Backed up {redact(url)} to {path} with pg_dump (custom format, {done['entries']} entries, "
        f"{done['bytes'] / 1024:.0f} KB); restore with pg_restore --dbname URL {path}."
    )
    return 0


def run_migrate(source: str, target: str) -> int:
    """Copy the SQLite database ``source`` into the PostgreSQL ``target`` and verify; 1 on failure."""
    import sqlite3

    import asyncpg

    from bot.migrate import MigrationFailed, migrate
    from bot.storage import SchemaTooNew
    from bot.storage_pg import redact

    try:
        done = asyncio.run(migrate(source, target, log=lambda line: print(f"  {line}")))
    except (FileNotFoundError, ValueError, MigrationFailed, SchemaTooNew, sqlite3.Error, OSError) as exc:
        print(f"agora migrate: {exc}", file=sys.stderr)
        return 1
    except (asyncpg.PostgresError, asyncpg.InterfaceError) as exc:  # refused login, missing database...
        print(f"agora migrate: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    tables = ", ".join(f"{n} {t}" for t, n in done["tables"].items())
    print(
        f"Copied {source} to {redact(target)}: {tables}; schema {done['schema_version']}. Verified: row counts, "
        f"every game row, and {done['replayed']} games replayed to their stored state. "
        f"Set AGORA_DATABASE={redact(target)} and start the bot."
    )
    return 0


def run_bot(settings: Settings) -> int:
    """Start the Discord bot; 2 without a token."""
    if not settings.has_token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    try:
        client = importlib.import_module("cogs.client")
    except ModuleNotFoundError as exc:
        print(f"The Discord layer could not be loaded ({exc}).", file=sys.stderr)
        return 1
    from bot.app import Agora

    async def main() -> None:
        app = Agora(settings)
        await app.open()
        try:
            await client.run_bot(app, settings)
        finally:
            await app.close()

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
    return 0


def run_demo(game: str, seed: int, out: Path, players: int | None) -> int:
    """Run the offline demo and print where its files are."""
    from bot.demo import run_demo as play

    try:
        result = asyncio.run(play(game, seed, out, players))
    except ValueError as exc:
        print(f"agora demo: {exc}", file=sys.stderr)
        return 2
    images = len(list(Path(out).glob("[0-9][0-9][0-9][0-9].png")))
    winners = " and ".join(result["winners"]) or "nobody"
    print(f"{result['game']} seed {seed}: {winners} won ({result['reason']}) after {result['turns']} actions.")
    print(f"Board images: {images} ({out}/0001.png ...); log: {out}/log.txt; result: {out}/result.json")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as exc:
        print(f"agora: bad settings (environment or .env):\n{exc}", file=sys.stderr)
        return 2
    bot = args.command == "run" or (args.command is None and settings.has_token)
    # the demo, doctor and backup print their own summaries
    logs.configure(settings.log_level if bot else "WARNING")
    if bot:
        return run_bot(settings)
    if args.command == "doctor":
        return run_doctor(settings)
    if args.command == "backup":
        return run_backup(settings, args.path, args.force)
    if args.command == "migrate":
        return run_migrate(args.source, args.target)
    if args.command == "demo":
        return run_demo(args.game, args.seed, args.out, args.players)
    print("DISCORD_TOKEN is not set: running the offline demo (agora run starts the bot; see .env.example).")
    return run_demo("7wd", 1, Path("demo-out"), None)


if __name__ == "__main__":
    sys.exit(main())
