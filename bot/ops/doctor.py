"""``agora doctor``: what is wrong with this installation, in plain words.

Checks, in order:

- the Discord token: present, and shaped like a bot token (three dot-separated base64url parts,
  the first decoding to a numeric user id).  Only the format, unless ``online`` (``agora doctor
  --online``): then a real login is tried, and a refused token or an unreachable Discord is a
  problem in plain words (:func:`login_problem`).  The token itself is never printed.
- the database (``AGORA_DATABASE``), opened read-only (the doctor changes nothing and leaves no
  ``-wal``/``-shm`` file): it is an SQLite file (a folder, a path in a missing folder, an existing
  empty file, a file or folder the bot cannot write are problems: ``agora run`` refuses them, and
  the finding says the same sentence), ``PRAGMA
  integrity_check`` says ``ok``, its schema version is one this code knows
  (older ones are migrated at the next start), and every active game's engine is known and its
  state loads.
  With ``AGORA_DATABASE=postgresql://...`` (:func:`check_postgres`): the server answers, the
  schema version is known, the action log's append-only triggers exist, every active game's
  state loads (in a read-only transaction).
- the replay of every stored game under the installed code (:mod:`bot.ops.check`, ``agora check``):
  its summary, and the games that differ or cannot be loaded.
- the engines: each registered engine imports and sets up a game.
- the bot's permissions in the channel (or thread) of each lobby and active game.  This needs
  Discord (``online``): ``cogs.client.fetch_channel_permissions(settings, channel_ids)`` is
  loaded by name (``bot`` may not import ``cogs``); it logs in (that login is the online token
  check) and its answer goes to :func:`check_channels`.  Offline, or without a token, the check
  is skipped and the report says so.

:func:`diagnose` returns the :class:`Finding` list; :func:`report` turns it into text; ``agora
doctor`` exits 0 when no finding is a problem, 1 otherwise.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
import sqlite3
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engines
from bot.settings import DEVELOPER_PORTAL, Settings
from bot.storage.sqlite import MIGRATIONS, connect_reader, not_a_file, unwritable
from bot.storage.sqlite import user_name as storage_user

#: finding levels: "ok" (checked, fine), "skipped" (could not be checked here; says why),
#: "problem" (something is wrong; says what to do)
OK, SKIPPED, PROBLEM = "ok", "skipped", "problem"

_TOKEN = re.compile(r"^[A-Za-z0-9_-]{17,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$")

#: channel ids -> missing permission names (Discord's wording; empty = all there), or None when
#: the bot cannot see the channel (deleted, or no View Channel)
PermissionFacts = Mapping[int, Sequence[str] | None]
Fetcher = Callable[[Settings, list[int]], Awaitable[PermissionFacts]]


@dataclass(frozen=True)
class Finding:
    """One line of the report: ``check`` (what was looked at), ``level`` (:data:`OK`,
    :data:`SKIPPED` or :data:`PROBLEM`) and ``text`` (plain words: what was found and, for a
    problem, what to do)."""

    check: str
    level: str
    text: str


def check_token(settings: Settings) -> Finding:
    """The token's presence and format (never its value)."""
    if not settings.has_token:
        return Finding("token", PROBLEM, f"DISCORD_TOKEN is not set: the bot cannot log in. Get one at "
                       f"{DEVELOPER_PORTAL} -> your app -> Bot -> Reset Token, and put it in .env.")
    assert settings.discord_token is not None
    token = settings.discord_token.get_secret_value().strip()
    if not _TOKEN.match(token):
        return Finding("token", PROBLEM, "DISCORD_TOKEN does not look like a bot token (three parts separated by "
                       "dots). Copy it again from the Bot page of your application (Reset Token).")
    first = token.split(".")[0]
    try:
        user_id = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        user_id = ""
    if not user_id.isdigit():
        return Finding("token", PROBLEM, "DISCORD_TOKEN's first part does not encode a bot user id: it is not a "
                       "bot token (a client secret or an application id are not tokens).")
    return Finding("token", OK, f"DISCORD_TOKEN is set and shaped like the token of bot user {user_id} "
                   "(only its format was checked: agora doctor --online tries a real login).")


#: class names (anywhere in an exception's class hierarchy) of failures to reach Discord
_NETWORK = {"OSError", "TimeoutError", "ClientError", "GatewayNotFound", "ConnectionClosed"}


def login_problem(exc: BaseException) -> str | None:
    """One plain sentence for an exception raised while logging in to Discord, or None when it
    is not a login failure (a bug: let it show).  Recognised by class names (``bot`` does not
    import discord or aiohttp): discord.py's ``LoginFailure`` (a refused token),
    ``PrivilegedIntentsRequired``, an ``HTTPException`` (Discord answered with an error), and
    network failures (``OSError``, aiohttp's ``ClientError``, timeouts, no gateway).  The
    token is never part of the sentence."""
    names = {cls.__name__ for cls in type(exc).__mro__}
    if "LoginFailure" in names:
        return (f"Discord refused DISCORD_TOKEN: it is wrong or was reset. Copy a new one from {DEVELOPER_PORTAL} "
                "-> your app -> Bot -> Reset Token, and put it in .env.")
    if "PrivilegedIntentsRequired" in names:
        return "Discord refused the connection: the bot asks for an intent that is not enabled on its Bot page."
    if names & _NETWORK:
        return (f"Could not reach Discord ({type(exc).__name__}{': ' + str(exc) if str(exc) else ''}); "
                "check this machine's network connection and try again.")
    if "HTTPException" in names:
        return f"Discord refused the login ({exc}); try again in a few minutes."
    return None


def check_engines() -> list[Finding]:
    """Each registered engine imports and sets up a game for its minimum of players."""
    found = []
    for engine_id in engines.available():
        try:
            engine = engines.get(engine_id)
            engine.setup(engine.min_seats, engine.default_options(), 1)
        except Exception as exc:  # any failure is the finding
            found.append(Finding("engines", PROBLEM, f"The game {engine_id!r} does not load: {type(exc).__name__}: "
                                 f"{exc}. Its games cannot be played until this is fixed."))
        else:
            found.append(Finding("engines", OK, f"{engine.title} ({engine_id}) loads."))
    return found


def check_database(path: Path) -> tuple[list[Finding], list[tuple[int, int]]]:
    """Findings about the database at ``path``, and ``(game id, channel or thread id)`` of every
    lobby and active game (for :func:`check_channels`).  Read-only."""
    problem = not_a_file(path)
    if problem:
        return [Finding("database", PROBLEM, problem)], []
    if not path.exists():
        if not os.access(path.parent, os.W_OK):
            me = storage_user(os.geteuid())
            return [Finding("database", PROBLEM, f"No database yet at {path}, and the bot (running as {me}) cannot "
                            f"create it: let {me} write the folder {path.parent}.")], []
        return [Finding("database", OK, f"No database yet at {path}: it is created at the first start.")], []
    if path.is_file() and path.stat().st_size == 0:
        return [Finding("database", PROBLEM, f"{path} is an empty file, not a database: agora run refuses it. Restore "
                        "the latest backup (agora backup makes them), or delete the empty file to start afresh.")], []
    try:
        con = connect_reader(path)
    except sqlite3.Error as exc:
        return [Finding("database", PROBLEM, f"{path} cannot be opened: {exc}.")], []
    try:
        found, games = _check_open_database(con, path)
        problem = unwritable(path)
        if problem:  # readable, but agora run would refuse it
            found.append(Finding("database", PROBLEM, problem))
        return found, games
    except sqlite3.DatabaseError as exc:
        return [Finding("database", PROBLEM, f"{path} is not a readable Agora database ({exc}). Restore the latest "
                        "backup (agora backup makes them) or move the file away to start afresh.")], []
    finally:
        con.close()


def _check_open_database(con: sqlite3.Connection, path: Path) -> tuple[list[Finding], list[tuple[int, int]]]:
    found: list[Finding] = []
    problems = [row[0] for row in con.execute("PRAGMA integrity_check")]
    if problems != ["ok"]:
        shown = "; ".join(problems[:5]) + (" ..." if len(problems) > 5 else "")
        return [Finding("database", PROBLEM, f"{path} is damaged (integrity check: {shown}). Stop the bot and "
                        "restore the latest backup.")], []
    found.append(Finding("database", OK, f"{path}: integrity check ok."))
    latest = MIGRATIONS[-1][0]
    has_meta = con.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").fetchone()
    row = con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() if has_meta else None
    version = int(row[0]) if row else 0
    if version > latest:
        found.append(Finding("schema", PROBLEM, f"The database has schema version {version}, written by a newer "
                             f"Agora; this one knows up to {latest}. Upgrade Agora (or restore a backup made by "
                             "this version)."))
        return found, []
    if version < latest:
        found.append(Finding("schema", OK, f"Schema version {version}; it is migrated to {latest} at the next start."))
        if version == 0:
            return found, []
    else:
        found.append(Finding("schema", OK, f"Schema version {version} (current)."))
    found += _check_games(con)
    rows = con.execute(
        "SELECT id, COALESCE(thread_id, channel_id) FROM games WHERE status IN ('lobby', 'active') "
        "AND COALESCE(thread_id, channel_id) IS NOT NULL ORDER BY id"
    ).fetchall()
    return found, [(int(g), int(c)) for g, c in rows]


def _check_games(con: sqlite3.Connection) -> list[Finding]:
    """Every active game's engine is known and its stored state loads."""
    return _judge_games(
        con.execute("SELECT id, engine, schema_version, state FROM games WHERE status = 'active' ORDER BY id")
    )


def _judge_games(rows: Iterable[Sequence[Any]]) -> list[Finding]:
    """The finding about ``(game id, engine id, schema version, state)`` of the active games."""
    bad: list[str] = []
    count = 0
    for game_id, engine_id, schema, state in rows:
        count += 1
        try:
            engine = engines.get(engine_id)
        except KeyError:
            bad.append(f"game #{game_id} is of the unknown game {engine_id!r}")
            continue
        except Exception as exc:
            bad.append(f"game #{game_id}: its engine does not load ({type(exc).__name__})")
            continue
        try:
            engine.load_state(state, schema)
        except (ValueError, TypeError, json.JSONDecodeError) as exc:
            bad.append(f"game #{game_id}'s state does not load ({type(exc).__name__})")
    if bad:
        shown = "; ".join(bad[:5]) + (f"; and {len(bad) - 5} more" if len(bad) > 5 else "")
        return [Finding("games", PROBLEM, f"{len(bad)} of {count} active games cannot be played: {shown}.")]
    return [Finding("games", OK, f"{count} active game{'' if count == 1 else 's'}: every state loads.")]


async def check_postgres(url: str) -> tuple[list[Finding], list[tuple[int, int]]]:
    """:func:`check_database` for a PostgreSQL database: it answers, its schema version is one
    this code knows, the action log's append-only triggers are in place, every active game's
    state loads; and the ``(game id, channel or thread id)`` of lobby and active games.  Runs in
    a read-only transaction (the doctor changes nothing); the URL's password is never shown."""
    import asyncpg

    from bot.storage.postgres import PG_MIGRATIONS, redact

    where = redact(url)
    try:
        con = await asyncpg.connect(url, timeout=10)
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        return [Finding("database", PROBLEM, f"PostgreSQL at {where} does not answer ({type(exc).__name__}: {exc}). "
                        "Is the server running, and do the host, user and database name match?")], []
    try:
        async with con.transaction(readonly=True):
            server = await con.fetchval("SHOW server_version")
            found = [Finding("database", OK, f"PostgreSQL {server} at {where} answers.")]
            has_meta = await con.fetchval("SELECT to_regclass('meta') IS NOT NULL")
            value = await con.fetchval("SELECT value FROM meta WHERE key = 'schema_version'") if has_meta else None
            version, latest = int(value) if value else 0, PG_MIGRATIONS[-1][0]
            if version > latest:
                found.append(Finding("schema", PROBLEM, f"The database has schema version {version}, written by a "
                                     f"newer Agora; this one knows up to {latest}. Upgrade Agora."))
                return found, []
            if version < latest:
                found.append(Finding("schema", OK, f"Schema version {version}; it is migrated to {latest} at the "
                                     "next start."))
                if version == 0:
                    return found, []
            else:
                found.append(Finding("schema", OK, f"Schema version {version} (current)."))
            guards = await con.fetchval(
                "SELECT COUNT(*) FROM pg_trigger WHERE tgrelid = 'actions'::regclass "
                "AND tgname IN ('actions_no_update', 'actions_no_truncate')"
            )
            if guards != 2:
                found.append(Finding("database", PROBLEM, "The action log's append-only triggers are missing "
                                     "(actions_no_update, actions_no_truncate): restore them from bot/storage/schema.py (step 1)."))
            rows = await con.fetch(
                "SELECT id, engine, schema_version, state FROM games WHERE status = 'active' ORDER BY id"
            )
            found += _judge_games(rows)
            channels = await con.fetch(
                "SELECT id, COALESCE(thread_id, channel_id) FROM games WHERE status IN ('lobby', 'active') "
                "AND COALESCE(thread_id, channel_id) IS NOT NULL ORDER BY id"
            )
    except asyncpg.PostgresError as exc:
        return [Finding("database", PROBLEM, f"PostgreSQL at {where} is not a readable Agora database "
                        f"({type(exc).__name__}: {exc}).")], []
    finally:
        await con.close()
    return found, [(int(g), int(c)) for g, c in channels]


async def check_replays(settings: Settings) -> list[Finding]:
    """``agora check`` (bot/ops/check.py) as findings: its summary (ok when every stored game replays
    identically under the installed code), and each game that differs or cannot be loaded."""
    from bot.ops import check

    try:
        result = await check.check(str(settings.database) if settings.is_postgres else Path(settings.database))
    except check.CannotRead as exc:
        return [Finding("replay", SKIPPED, f"The games were not replayed: {exc}")]
    if result.ok:
        return [Finding("replay", OK, result.summary())]
    bad = [g for g in result.games if g.verdict not in check.PLAYABLE]
    shown = [Finding("replay", PROBLEM, g.line()) for g in bad[:5]]
    more = f" ({len(bad) - 5} more: agora check lists them)" if len(bad) > 5 else " (agora check says more)"
    return [*shown, Finding("replay", PROBLEM, result.summary() + more)]


def check_channels(games: Sequence[tuple[int, int]], facts: PermissionFacts) -> list[Finding]:
    """The bot's permissions where each lobby/active game lives.  ``games``: ``(game id,
    channel or thread id)``; ``facts``: what the Discord client found per channel id (the missing
    permission names, empty when all are there; None when the bot cannot see the channel; a
    channel absent from ``facts`` was not looked at)."""
    by_channel: dict[int, list[int]] = {}
    for game_id, channel_id in games:
        by_channel.setdefault(channel_id, []).append(game_id)
    found = []
    for channel_id, game_ids in by_channel.items():
        which = ", ".join(f"#{g}" for g in game_ids)
        label = f"game{'s' if len(game_ids) > 1 else ''} {which}"
        if channel_id not in facts:
            found.append(Finding("permissions", SKIPPED, f"Channel {channel_id} ({label}) was not checked."))
            continue
        missing = facts[channel_id]
        if missing is None:
            found.append(Finding("permissions", PROBLEM, f"I cannot see channel {channel_id} ({label}): it was deleted "
                                 "or Agora lost View Channel there. Restore access, or abandon the game."))
        elif missing:
            found.append(Finding("permissions", PROBLEM, f"In channel {channel_id} ({label}) Agora is missing: "
                                 f"{', '.join(missing)}. Grant them to Agora's role or in the channel's settings."))
    if games and not any(f.level != OK for f in found):
        found.append(Finding("permissions", OK, f"Agora has the permissions it needs in the {len(by_channel)} "
                             f"channel{'s' if len(by_channel) != 1 else ''} of lobby and active games."))
    return found


def load_fetcher() -> Fetcher | None:
    """``cogs.client.fetch_channel_permissions`` when the Discord layer provides it."""
    try:
        # the doctor's one import from bot/ up to cogs/ (named in pyproject.toml's layers contract,
        # ``ignore_imports``; docs/architecture.md, "The bot layer")
        from cogs.client import fetch_channel_permissions
    except ModuleNotFoundError:
        return None
    return fetch_channel_permissions


async def diagnose(settings: Settings, fetcher: Fetcher | None = None, *, online: bool = False) -> list[Finding]:
    """Every check (see the module docstring).  ``online``: log in to Discord (the token for
    real, and the channel permissions); a given ``fetcher`` (tests) implies it.  ``fetcher``
    logs in and gets the permission facts from Discord; by default :func:`load_fetcher`."""
    online = online or fetcher is not None
    token = check_token(settings)
    found = [token]
    if settings.is_postgres:
        db_found, games = await check_postgres(str(settings.database))
    else:
        db_found, games = check_database(Path(settings.database))
    found += db_found
    if not any(f.level == PROBLEM and f.check in ("database", "schema") for f in db_found):
        found += await check_replays(settings)
    found += check_engines()
    if not online:
        if games:
            found.append(Finding("permissions", SKIPPED, f"Channel permissions of the {len(games)} lobby/active games "
                                 "were not checked: that asks Discord (agora doctor --online, with DISCORD_TOKEN)."))
        return found
    if not settings.has_token:
        if games:
            found.append(Finding("permissions", SKIPPED, f"Channel permissions of the {len(games)} lobby/active "
                                 "games were not checked: that needs DISCORD_TOKEN (it asks Discord)."))
        return found
    if token.level != OK:
        found.append(Finding("login", SKIPPED, "No login tried: the token is not shaped like a bot token."))
        return found
    if fetcher is None:
        fetcher = load_fetcher()
    if fetcher is None:
        found.append(Finding("login", SKIPPED, "No login tried: the Discord layer "
                             "(cogs.client.fetch_channel_permissions) is not available."))
        return found
    try:
        facts = await fetcher(settings, sorted({c for _, c in games}))
    except Exception as exc:  # login refused, network down...: the finding says which
        problem = login_problem(exc)
        if problem is not None:
            found.append(Finding("login", PROBLEM, problem))
        else:
            found.append(Finding("permissions", PROBLEM, f"Discord could not be asked about channel permissions: "
                                 f"{type(exc).__name__}: {exc}."))
        return found
    found.append(Finding("login", OK, "Discord accepted DISCORD_TOKEN (a real login, then logged out)."))
    return found + check_channels(games, facts)


def report(found: Sequence[Finding]) -> str:
    """The findings as lines (``ok`` / ``skipped`` / ``PROBLEM`` then the text) and a summary."""
    marks = {OK: "ok     ", SKIPPED: "skipped", PROBLEM: "PROBLEM"}
    lines = [f"{marks[f.level]}  {f.check}: {f.text}" for f in found]
    problems = sum(f.level == PROBLEM for f in found)
    lines.append("Healthy." if not problems else f"{problems} problem{'s' if problems > 1 else ''} found.")
    return "\n".join(lines)


def healthy(found: Sequence[Finding]) -> bool:
    return not any(f.level == PROBLEM for f in found)
