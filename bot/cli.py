"""The ``agora`` command (console script ``bot.cli:main``).

- ``agora``: the bot if ``DISCORD_TOKEN`` is set, else the offline demo (7wd, seed 1, ./demo-out).
- ``agora run``: start the Discord bot.  The Discord client lives in ``cogs/``, above ``bot`` (layers:
  cogs -> bot); this module is the composition root that puts them together: :func:`run_bot`
  imports ``cogs.client.run_bot`` (``async def run_bot(app: Agora, settings: Settings) -> None``),
  the one import from bot/ up to cogs/, named in pyproject.toml's layers contract
  (``ignore_imports``) and in docs/architecture.md, "The bot layer".  A login that fails (Discord
  refuses the token, or cannot be reached) prints one plain sentence
  (:func:`bot.ops.doctor.login_problem`) and exits 1, without a traceback.
- ``agora demo [--game G] [--seed N] [--out DIR] [--players N] [--lang en|it] [--option KEY=VALUE]...
  [--levels L1,L2,...]``:
  an offline game between automatic players (see bot.ops.demo); ``agora demo --help`` lists each game
  with its player range and its options.  An option's value is read as a whole number, a number,
  true/false, or else text; a value with commas is a list (``civilizations=egypt,greece,rome``).
- ``agora doctor [--online]``: checks the token (its format; with ``--online`` a real login), the
  database (integrity, schema version, active games' states), the engines and, with
  ``--online``, the bot's permissions in the channels of lobby and active games (see
  bot.ops.doctor).  Exit 0 when healthy, 1 otherwise.
- ``agora backup PATH [--force]``: an online copy of the database (SQLite's backup API, safe while
  the bot runs), verified with ``PRAGMA integrity_check``; refuses an existing PATH unless
  ``--force``.  Exit 0 done, 1 failure.
  With a PostgreSQL database (``AGORA_DATABASE=postgresql://...``) it runs ``pg_dump
  --format=custom`` into PATH and checks the archive with ``pg_restore --list`` (or says how to
  run pg_dump where it is not installed).
- ``agora replay GAME_ID [--database DB] [--out FILE] [--lang en|it]``: the animated replay of a
  finished (or abandoned) game's public board as FILE (default ``replay-<id>.webp``) and its whole
  public log beside it (``FILE`` with ``.txt``), as ``/agora replay`` sends them (bot/app/replay.py).
  Exit 0 done, 1 the game is not over / unknown or the database is missing or damaged, 2 bad arguments.
- ``agora ratings rebuild [--database DB] [--game G] [--guild ID]``: the ratings computed again
  from every finished game, in the order they ended (bot/features/stats.py; nothing is stored, so this is
  what ``/agora leaderboard`` shows), printed per server and game.  Exit 0; 1 when the database is
  missing or damaged.
- ``agora check [--database DB]``: replays every stored game (active, finished, abandoned)
  under the installed code, read-only, and says per game: identical; differs from action N (and
  what); same state, log differs from action N (reported, not blocking); cannot be loaded
  (bot/ops/check.py).  Run it before restarting on a new version.  Exit 0 every game identical or
  differing only in its log, 1 otherwise, 2 the database cannot be read.
- The commands that only read (``doctor``, ``replay``, ``ratings``, ``check``, ``backup``'s source) open the
  SQLite file read-only (``bot.storage.sqlite.reader_uri`` with ``PRAGMA query_only``): a missing
  file is said to be missing, never created, and no ``-wal``/``-shm`` file is left beside it.
  ``agora run`` refuses an existing empty file (only a missing file is a new database, made
  atomically: ``bot.storage.sqlite._create``), a file that fails ``PRAGMA quick_check``, a folder or
  a path in a missing folder, and a file the bot cannot write (naming the user that would need
  to), each in one sentence (docs/operations.md, "Messages an admin can meet").
- ``agora migrate --from PATH --to URL``: copies a SQLite database into an empty PostgreSQL one
  and verifies the copy (row counts, every game row, every game's replay; see bot.ops.migrate).
  Exit 0 done, 1 failure.

Exit codes: 0 done, 1 failure, 2 configuration problem (no token, bad settings or arguments).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from bot import logs
from bot.settings import DEVELOPER_PORTAL, Settings

NO_TOKEN = f"""DISCORD_TOKEN is not set, so the Discord bot cannot start.
  1. Create an application at {DEVELOPER_PORTAL} -> your app -> Bot -> Reset Token.
  2. Put the token in a .env file in this folder (copy .env.example: DISCORD_TOKEN=...)
     or in the environment (export DISCORD_TOKEN=...).
To try Agora without Discord: agora demo --game 7wd --seed 1 --out demo-out"""


MAIN_HELP = """\
Without a command: runs the Discord bot when DISCORD_TOKEN is set (in the environment or in a .env
file in the current folder), else the offline demo (agora demo: 7 Wonders Duel, seed 1, ./demo-out).
Settings (.env, the database file) are read from the current folder: see .env.example."""


def parse_value(text: str) -> Any:
    """An option value as typed: ``12`` -> 12, ``1.5`` -> 1.5, ``true``/``false`` (also
    yes/no, on/off) -> bool, ``none`` -> None, ``a,b`` -> a list of such values, anything else
    the text itself."""
    if "," in text:
        return [parse_value(part.strip()) for part in text.split(",") if part.strip()]
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    if lowered in ("none", "null"):
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def _option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE (for example: --option setup=advanced)")
    return key.strip(), parse_value(value.strip())


def _shown(value: Any) -> str:
    """An option value as typed on the command line."""
    return "none" if value is None else str(value).lower() if isinstance(value, bool) else str(value)


def _more_seats(engine: Any) -> list[tuple[int, str, Any]]:
    """``(players, option, value)`` for each player count that one listed option value allows
    beyond the default range (Mare Nostrum: 6 players with ``expansion=mythology``)."""
    defaults = engine.default_options()
    _, hi = engine.seat_range(defaults)
    out: list[tuple[int, str, Any]] = []
    for key, values in engine.option_choices().items():
        for value in values:
            top = engine.seat_range({**defaults, key: value})[1]
            out += [(n, key, value) for n in range(hi + 1, top + 1)]
    return out


def games_help() -> str:
    """Each game with its id, player range and options with their defaults (from the engines)."""
    import engines

    lines = ["games:"]
    for engine_id in engines.available():
        try:
            engine = engines.get(engine_id)
        except Exception as exc:  # a broken engine is named, not fatal for --help
            lines.append(f"  {engine_id}: does not load ({type(exc).__name__})")
            continue
        lo, hi = engine.seat_range(engine.default_options())
        players = f"{lo} players" if lo == hi else f"{lo} to {hi} players"
        more = [f"{n} with --option {k}={_shown(v)}" for n, k, v in _more_seats(engine)]
        lines.append(f"  {engine_id}: {engine.title}, {players}" + (f" ({'; '.join(more)})" if more else ""))
        options = engine.default_options()
        choices = engine.option_choices()
        if not options:
            lines.append("      no options")
        for key, value in options.items():
            allowed = "|".join(_shown(v) for v in choices.get(key, [])) or "..."
            lines.append(f"      --option {key}={allowed}  (default: {_shown(value)})")
    lines.append("")
    lines.append("example: agora demo --game mare-nostrum --players 4 --option setup=advanced --lang it")
    return "\n".join(lines)


def _parser(games: bool = True) -> argparse.ArgumentParser:
    """The argument parser; ``games``: list the games under ``agora demo --help`` (that imports
    every engine, so it is left out when no help is asked for)."""
    parser = argparse.ArgumentParser(
        prog="agora",
        description="Asynchronous ancient-civilization board games in Discord threads: 7 Wonders Duel, "
                    "Mare Nostrum and its Mythology expansion, Antike and Olympus.",
        epilog=MAIN_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="{run,demo,doctor,check,backup,migrate,replay,ratings}")
    doctor = sub.add_parser("doctor", help="check the token, the database, the engines and the channel permissions")
    doctor.add_argument(
        "--online", action="store_true",
        help="also log in to Discord with the token and check the channel permissions "
             "(without it only the token's format is checked)",
    )
    check = sub.add_parser(
        "check", help="replay every stored game under this code and say which differ (read-only; run before an update)"
    )
    check.add_argument("--database", default=None, help="the database (default: AGORA_DATABASE)")
    backup = sub.add_parser("backup", help="copy the database to PATH while the bot runs, and verify the copy")
    backup.add_argument("path", type=Path, help="where the copy goes (a new file)")
    backup.add_argument("--force", action="store_true", help="replace PATH if it exists")
    migrate = sub.add_parser("migrate", help="copy a SQLite database into an empty PostgreSQL one, and verify it")
    migrate.add_argument("--from", dest="source", required=True, help="the SQLite file (or sqlite:///PATH)")
    migrate.add_argument("--to", dest="target", required=True, help="the PostgreSQL URL (postgresql://user@host/db)")
    sub.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    web = sub.add_parser("web", help="serve the game pages (AGORA_WEB_PORT) over the database, without the bot")
    web.add_argument("--port", type=int, default=None, help="the port (default: AGORA_WEB_PORT)")
    replay = sub.add_parser("replay", help="write a finished game's animated replay (WebP) and its public log")
    replay.add_argument("game_id", type=int, help="the game's number")
    replay.add_argument("--database", default=None, help="the database (default: AGORA_DATABASE)")
    replay.add_argument("--out", type=Path, default=None, help="the picture to write (default: replay-<id>.webp)")
    replay.add_argument("--lang", choices=("en", "it"), default=None, help="language (default: the game's)")
    ratings = sub.add_parser("ratings", help="the ratings, computed again from every finished game")
    ratings.add_argument("action", choices=("rebuild",), help="rebuild: compute them from the stored results and print them")
    ratings.add_argument("--database", default=None, help="the database (default: AGORA_DATABASE)")
    ratings.add_argument("--game", default=None, help="only this game (engine id)")
    ratings.add_argument("--guild", type=int, default=None, help="only this server (its id)")
    demo = sub.add_parser(
        "demo", help="play a whole game between automatic players, offline",
        description="Play a whole game between automatic players, offline: board pictures, log.txt and result.json "
                    "in the output folder.",
        epilog=games_help() if games else None, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    demo.add_argument("--game", default="7wd", help="engine id (default: 7wd; see the games below)")
    demo.add_argument("--seed", type=int, default=1, help="the game's random seed (default: 1)")
    demo.add_argument("--out", type=Path, default=Path("demo-out"), help="output folder (default: ./demo-out)")
    demo.add_argument("--players", type=int, default=None, help="number of players (default: the game's minimum)")
    demo.add_argument("--lang", choices=("en", "it"), default="en", help="language of the log and the pictures (default: en)")
    demo.add_argument(
        "--option", dest="options", type=_option, action="append", default=[], metavar="KEY=VALUE",
        help="a game option (repeatable); values are read as numbers, true/false or text",
    )
    demo.add_argument(
        "--levels", type=_levels, default=None, metavar="L1,L2,...",
        help="each player's level, standard or strong (the search player; thinking time AGORA_STRONG_SECONDS, "
        "default 2 s a decision), comma-separated in seat order before shuffling; also sets the number of players "
        "(default: all standard); result.json lists each seat's level",
    )
    return parser


def _levels(text: str) -> list[str]:
    """``--levels``: comma-separated levels of bot.features.autoseats.LEVELS."""
    from bot.features.autoseats import LEVELS

    levels = [part.strip() for part in text.split(",") if part.strip()]
    bad = [level for level in levels if level not in LEVELS]
    if not levels or bad:
        raise argparse.ArgumentTypeError(f"levels are {', '.join(LEVELS)}, comma-separated (not {text!r})")
    return levels


def run_doctor(settings: Settings, online: bool = False) -> int:
    """Print the doctor's report; 0 when healthy, 1 otherwise.  ``online``: log in to Discord."""
    from bot.ops import doctor

    found = asyncio.run(doctor.diagnose(settings, online=online))
    print(doctor.report(found))
    return 0 if doctor.healthy(found) else 1


def run_backup(settings: Settings, path: Path, force: bool) -> int:
    """Copy ``settings.database`` to ``path`` (online backup, verified); 1 on failure."""
    import sqlite3

    if settings.is_postgres:
        return run_pg_backup(str(settings.database), path, force)

    from bot.storage.sqlite import BackupFailed, backup

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
    from bot.storage.postgres import PgDumpMissing, pg_dump_backup, redact

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

    from bot.ops.migrate import MigrationFailed, migrate
    from bot.storage.postgres import redact
    from bot.storage.sqlite import SchemaTooNew

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


async def _serve_pages(app: Any, port: int) -> Any:
    """Start serving the game pages of the open ``app`` on ``port`` (an aiohttp runner)."""
    from bot.web.server import serve

    return await serve(app, port)


def run_web(settings: Settings, port: int | None) -> int:
    """``agora web``: serve the game pages on their own over the database (the bot may run in
    other processes); 2 without a port (``--port`` or AGORA_WEB_PORT)."""
    port = port or settings.web_port
    if port is None:
        print("agora web: no port (set AGORA_WEB_PORT or pass --port).", file=sys.stderr)
        return 2
    from bot.app.agora import Agora

    async def main() -> None:
        app = Agora(settings)
        await app.open()
        runner = await _serve_pages(app, port)
        print(f"Serving the game pages on port {port} (Ctrl+C stops).")
        try:
            await asyncio.Event().wait()
        finally:
            await runner.cleanup()
            await app.close()

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
    return 0


def run_bot(settings: Settings) -> int:
    """Start the Discord bot; 2 without a token."""
    if not settings.has_token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    try:
        # the composition point: the one place bot/ reaches cogs/ (pyproject.toml's layers
        # contract ignores exactly this import; docs/architecture.md, "The bot layer")
        from cogs.client import run_bot as run_client
    except ModuleNotFoundError as exc:
        print(f"The Discord layer could not be loaded ({exc}).", file=sys.stderr)
        return 1
    from bot.app.agora import Agora

    async def main() -> None:
        app = Agora(settings)
        await app.open()
        # the game pages beside the Discord client when AGORA_WEB_PORT is set (bot/web/)
        runner = await _serve_pages(app, settings.web_port) if settings.web_port else None
        try:
            await run_client(app, settings)
        finally:
            if runner is not None:
                await runner.cleanup()
            await app.close()

    from bot.ops.doctor import login_problem
    from bot.storage.sqlite import DatabaseUnusable, SchemaTooNew

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
    except (DatabaseUnusable, SchemaTooNew) as exc:  # before anything is served: one sentence
        print(f"agora run: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        problem = login_problem(exc)
        if problem is None:
            raise
        print(f"agora run: {problem}", file=sys.stderr)
        return 1
    return 0


def run_demo(
    game: str, seed: int, out: Path, players: int | None, *, lang: str = "en", options: dict[str, Any] | None = None,
    levels: list[str] | None = None,
) -> int:
    """Run the offline demo and print where its files are.  ``lang``: the language of its log
    and pictures; ``options``: the game's own options (keys of ``engine.default_options()``)."""
    import engines
    from bot.core.errors import AgoraError
    from bot.ops.demo import DB_NAME as DEMO_DB
    from bot.ops.demo import run_demo as play

    options = dict(options or {})
    if levels is not None:
        if players is not None and players != len(levels):
            print(f"agora demo: --players {players} and {len(levels)} --levels disagree", file=sys.stderr)
            return 2
        players = len(levels)
    if game not in engines.available():
        print(f"agora demo: unknown game {game!r}; the games are: {', '.join(engines.available())}", file=sys.stderr)
        return 2
    known = engines.get(game).default_options()
    unknown = sorted(set(options) - set(known))
    if unknown:
        accepted = ", ".join(sorted(known)) or "none"
        print(f"agora demo: {game} has no option {', '.join(unknown)} (its options: {accepted}; see agora demo --help)",
              file=sys.stderr)
        return 2
    live = sys.stdout.isatty()

    def progress(actions: int, where: str) -> None:
        """A live line on a terminal; elsewhere (a log, CI) a line every 100 actions."""
        where = where if len(where) <= 70 else where[:69] + "…"
        if live:
            print(f"\r\033[K{actions} actions · {where}", end="", flush=True)
        elif actions % 100 == 0:
            print(f"{actions} actions · {where}", flush=True)

    if players is not None:
        engine = engines.get(game)
        lo, hi = engine.seat_range({**known, **options})
        hint = [f"--option {k}={_shown(v)}" for n, k, v in _more_seats(engine) if n == players and k not in options]
        if not lo <= players <= hi and hint:
            print(f"agora demo: {engine.title} is for {lo} to {hi} players; {players} players need {' or '.join(hint)}",
                  file=sys.stderr)
            return 2
    print(f"Playing {game} (seed {seed}) between automatic players, offline...", flush=True)
    try:
        result = asyncio.run(
            play(game, seed, out, players, lang=lang, options=options, levels=levels, progress=progress)
        )
    except (ValueError, AgoraError) as exc:
        if live:
            print()
        print(f"agora demo: {exc}", file=sys.stderr)  # str(): the English sentence
        return 2
    if live:
        print()
    images = len(list(Path(out).glob("[0-9][0-9][0-9][0-9].png")))
    winners = " and ".join(result["winners"]) or "nobody"
    said = (result.get("outcome") or f"{winners} won.").splitlines()[0]  # the game's own sentence, in its language
    print(f"{result['game']} seed {seed}, {result['turns']} actions: {said}")
    print(f"Wrote to {out}/:")
    print(f"  board pictures  {images} ({out}/0001.png ...)")
    replay_file = Path(out) / "replay.webp"
    if replay_file.exists():
        print(f"  replay          {replay_file} (animated WebP)")
    print(f"  log             {out}/log.txt")
    print(f"  result          {out}/result.json")
    print(f"  database        {out}/{DEMO_DB} (agora replay / agora check --database {out}/{DEMO_DB})")
    return 0


def run_replay(database: str, game_id: int, out: Path | None, lang: str | None) -> int:
    """``agora replay``: write the replay picture and the log; print where they are."""
    from bot.app import replay as replays
    from bot.core.errors import AgoraError
    from bot.service import Service
    from bot.storage import open_storage
    from bot.storage.sqlite import DatabaseUnusable, SchemaTooNew

    async def go() -> replays.Replay:
        storage = await open_storage(database, read_only=True)
        try:
            return await replays.replay(Service(storage), game_id, lang, run=asyncio.to_thread)
        finally:
            await storage.close()

    try:
        shown = asyncio.run(go())
    except (AgoraError, DatabaseUnusable, SchemaTooNew) as exc:
        print(f"agora replay: {exc}", file=sys.stderr)
        return 1
    target = out or Path(f"replay-{game_id}.webp")
    log_path = target.with_suffix(".txt")
    log_path.write_text(shown.log + "\n", encoding="utf-8")
    if shown.webp is None:
        print(f"Game #{game_id} has no board picture; log: {log_path}")
        return 0
    target.write_bytes(shown.webp)
    print(f"Replay of game #{game_id}: {shown.frames} frames, {len(shown.webp)} bytes: {target}; log: {log_path}")
    return 0


def run_check(database: str) -> int:
    """``agora check``: one line per stored game and a summary (bot/ops/check.py); 0 when every game
    replays identically, 1 otherwise, 2 when the database cannot be read."""
    from bot.ops import check

    try:
        found = asyncio.run(check.check(database))
    except check.CannotRead as exc:
        print(f"agora check: {exc}", file=sys.stderr)
        return 2
    print(found.text())
    return 0 if found.ok else 1


def run_ratings(database: str, game: str | None, guild: int | None) -> int:
    """``agora ratings rebuild``: the ratings computed from the stored results, printed."""
    from bot.features import stats
    from bot.storage import open_storage
    from bot.storage.sqlite import DatabaseUnusable, SchemaTooNew

    async def go() -> list[str]:
        storage = await open_storage(database, read_only=True)
        try:
            book = stats.StatsBook(storage)
            lines: list[str] = []
            rows = await storage.finished_games(guild_id=guild, engine=game)
            for guild_id, engine_id in sorted({(r[1], r[2]) for r in rows}, key=lambda k: (k[0] or 0, k[1])):
                results = [r for r in await book.results(guild_id=guild_id, engine=engine_id) if r.guild_id == guild_id]
                board = stats.leaderboard(stats.compute_ratings(results))
                lines.append(f"{engine_id} on server {guild_id or '-'}: {len(results)} games rated")
                for i, r in enumerate(board, 1):
                    lines.append(
                        f"  {i}. {r.name} (user {r.user_id}): {r.ordinal:.2f} (mu {r.mu:.2f}, sigma {r.sigma:.2f}), "
                        f"{r.games} games, {r.wins} won"
                    )
            return lines or ["No finished game."]
        finally:
            await storage.close()

    try:
        lines = asyncio.run(go())
    except (DatabaseUnusable, SchemaTooNew) as exc:
        print(f"agora ratings: {exc}", file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = _parser(games="-h" in argv or "--help" in argv).parse_args(argv)
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
    if args.command == "web":
        logs.configure(settings.log_level)
        return run_web(settings, args.port)
    if args.command == "doctor":
        return run_doctor(settings, args.online)
    if args.command == "check":
        return run_check(args.database or str(settings.database))
    if args.command == "backup":
        return run_backup(settings, args.path, args.force)
    if args.command == "migrate":
        return run_migrate(args.source, args.target)
    if args.command == "replay":
        return run_replay(args.database or str(settings.database), args.game_id, args.out, args.lang)
    if args.command == "ratings":
        return run_ratings(args.database or str(settings.database), args.game, args.guild)
    if args.command == "demo":
        return run_demo(
            args.game, args.seed, args.out, args.players, lang=args.lang, options=dict(args.options), levels=args.levels
        )
    print("DISCORD_TOKEN is not set: running the offline demo (agora run starts the bot; see .env.example).")
    return run_demo("7wd", 1, Path("demo-out"), None)


if __name__ == "__main__":
    sys.exit(main())
