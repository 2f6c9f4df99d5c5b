"""The storage port: games, seats and the append-only action log, over aiosqlite.

SQLite is the embedded default (WAL journal, ``busy_timeout``, foreign keys on).  Durability:
``journal_mode=WAL`` with ``synchronous=NORMAL``, SQLite's recommended pair for WAL: a commit is
appended to the WAL without an fsync; the WAL is synced at each checkpoint.  An acknowledged
action therefore survives a crash of the process (the WAL is in the OS page cache and replayed at
the next open); only a power loss or kernel crash may roll back the last commits before a
checkpoint, never corrupt the file.  (FULL would fsync every commit: milliseconds per action
on ordinary disks.)  The queries are written once for both back ends (:mod:`bot.storage.portable`: ``?``
parameters through ``_query`` / ``_run`` / ``_portable_tx``, the dialect's differences behind
``_greatest`` and ``_any``): :class:`bot.storage.postgres.PgStorage` inherits them and brings its own
connection, migrations and ``commit_action`` transaction.  Times are unix seconds (REAL).

One :class:`Storage` owns one connection.  Every operation runs under one asyncio lock, so a
multi-statement transaction of one coroutine never interleaves with another coroutine's
statements on the shared connection.  The commit of an action (:meth:`Storage.commit_action`) is
ONE transaction guarded by a compare-and-swap on ``games.version``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
import stat
import time
from contextlib import asynccontextmanager
from pathlib import Path
from types import EllipsisType
from typing import Any, AsyncIterator, Sequence

import aiosqlite
from pydantic import BaseModel, Field

from bot import logs
from bot.storage.portable import Tx

log = logging.getLogger(__name__)

#: forward migrations: (schema version reached, statements).  Never edit a released step; append.
MIGRATIONS: list[tuple[int, list[str]]] = [
    (
        1,
        [
            """CREATE TABLE games (
                id INTEGER PRIMARY KEY,
                engine TEXT NOT NULL,
                guild_id INTEGER,
                channel_id INTEGER,
                thread_id INTEGER,
                host_id INTEGER NOT NULL,
                status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
                version INTEGER NOT NULL DEFAULT 0,
                step_version INTEGER NOT NULL DEFAULT 0,
                schema_version INTEGER NOT NULL,
                seed INTEGER NOT NULL,
                options TEXT NOT NULL DEFAULT '{}',
                state TEXT,
                deadline REAL,
                reminders_sent INTEGER NOT NULL DEFAULT 0,
                board_message_id INTEGER,
                created_at REAL NOT NULL,
                updated_at REAL NOT NULL
            )""",
            "CREATE INDEX games_channel ON games (channel_id)",
            "CREATE INDEX games_thread ON games (thread_id)",
            "CREATE INDEX games_status ON games (status)",
            """CREATE TABLE seats (
                game_id INTEGER NOT NULL REFERENCES games (id),
                seat INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                name TEXT NOT NULL,
                PRIMARY KEY (game_id, seat),
                UNIQUE (game_id, user_id)
            )""",
            """CREATE TABLE actions (
                game_id INTEGER NOT NULL REFERENCES games (id),
                seq INTEGER NOT NULL,
                seat INTEGER NOT NULL,
                user_id INTEGER,
                action TEXT NOT NULL,
                events TEXT NOT NULL DEFAULT '[]',
                interaction_id INTEGER UNIQUE,
                source TEXT NOT NULL CHECK (source IN ('player', 'timeout')),
                created_at REAL NOT NULL,
                PRIMARY KEY (game_id, seq)
            )""",
            # the action log is append-only (SQLite trigger; PostgreSQL would use a rule/trigger)
            """CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
               BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END""",
            """CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
               BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END""",
        ],
    ),
    (
        2,
        [
            # the last version whose output reached the transport: a change committed but not
            # posted (a crash between the two, Discord down) is posted again at start-up
            "ALTER TABLE games ADD COLUMN published_version INTEGER NOT NULL DEFAULT 0",
            "UPDATE games SET published_version = version",
        ],
    ),
    (
        3,
        [
            # per-user preferences: language (NULL: the Discord client's locale),
            # mentions and private messages on/off, reminder lead times (JSON list of hours before
            # a deadline; NULL: the server default)
            """CREATE TABLE users (
                user_id INTEGER PRIMARY KEY,
                locale TEXT,
                mentions INTEGER NOT NULL DEFAULT 1,
                private_messages INTEGER NOT NULL DEFAULT 1,
                reminder_hours TEXT,
                updated_at REAL NOT NULL
            )""",
            # the public message that follows the current turn (edited as its steps are taken)
            "ALTER TABLE games ADD COLUMN turn_message_id INTEGER",
        ],
    ),
    (
        4,
        [
            # seats and people: a seat conceded is played by the automatic player;
            # seat_changes is the append-only record of replacements, take-overs and
            # concessions (after_action: how many actions the log held then, to interleave them);
            # seat_claims: take-over requests waiting for the host's answer
            "ALTER TABLE seats ADD COLUMN conceded INTEGER NOT NULL DEFAULT 0",
            """CREATE TABLE seat_changes (
                game_id INTEGER NOT NULL REFERENCES games (id),
                seq INTEGER NOT NULL,
                after_action INTEGER NOT NULL,
                seat INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('replace', 'takeover', 'concede')),
                old_user_id INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                name TEXT NOT NULL,
                by_user_id INTEGER NOT NULL,
                created_at REAL NOT NULL,
                PRIMARY KEY (game_id, seq)
            )""",
            """CREATE TRIGGER seat_changes_no_update BEFORE UPDATE ON seat_changes
               BEGIN SELECT RAISE(ABORT, 'the seat log is append-only'); END""",
            """CREATE TRIGGER seat_changes_no_delete BEFORE DELETE ON seat_changes
               BEGIN SELECT RAISE(ABORT, 'the seat log is append-only'); END""",
            """CREATE TABLE seat_claims (
                game_id INTEGER NOT NULL REFERENCES games (id),
                seat INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                name TEXT NOT NULL,
                created_at REAL NOT NULL,
                PRIMARY KEY (game_id, seat)
            )""",
        ],
    ),
    (
        5,
        [
            # time (bot/features/timekeeping.py): a host's pause, and a decision's clock stopped
            # (deadline NULL) while the game is paused or a player to act is on vacation: the
            # seconds left (clock_left) of the step it belongs to (clock_step; another step
            # starts with its full time)
            "ALTER TABLE games ADD COLUMN paused INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE games ADD COLUMN clock_step INTEGER",
            "ALTER TABLE games ADD COLUMN clock_left REAL",
            # the append-only log of a game's time changes (pause, resume, more time, a clock
            # stopped or restarted for a vacation): the meta rows beside the action log
            """CREATE TABLE time_log (
                game_id INTEGER NOT NULL REFERENCES games (id),
                seq INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('pause', 'resume', 'extend', 'hold', 'release')),
                user_id INTEGER,
                step_version INTEGER NOT NULL,
                data TEXT NOT NULL DEFAULT '{}',
                created_at REAL NOT NULL,
                PRIMARY KEY (game_id, seq)
            )""",
            """CREATE TRIGGER time_log_no_update BEFORE UPDATE ON time_log
               BEGIN SELECT RAISE(ABORT, 'the time log is append-only'); END""",
            """CREATE TRIGGER time_log_no_delete BEFORE DELETE ON time_log
               BEGIN SELECT RAISE(ABORT, 'the time log is append-only'); END""",
            # vacations, append-only: 'start' (until = its planned end) and 'end' (ended early)
            """CREATE TABLE vacations (
                id INTEGER PRIMARY KEY,
                guild_id INTEGER NOT NULL,
                user_id INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('start', 'end')),
                at REAL NOT NULL,
                until REAL NOT NULL
            )""",
            "CREATE INDEX vacations_user ON vacations (guild_id, user_id)",
            """CREATE TRIGGER vacations_no_update BEFORE UPDATE ON vacations
               BEGIN SELECT RAISE(ABORT, 'the vacation log is append-only'); END""",
            """CREATE TRIGGER vacations_no_delete BEFORE DELETE ON vacations
               BEGIN SELECT RAISE(ABORT, 'the vacation log is append-only'); END""",
            # per-server (guild) settings set by its managers; NULL: the default
            """CREATE TABLE guild_settings (
                guild_id INTEGER PRIMARY KEY,
                vacation_days REAL,
                updated_at REAL NOT NULL
            )""",
        ],
    ),
    (
        6,
        [
            # the messages with seat buttons (bot/features/seats.py), so that they lose their buttons when
            # their seat closes even after a restart: a take-over offer ("Take over"; kind
            # 'offer') and a request waiting for the host ("Accept" / "Decline"; kind 'claim', its
            # claimant).  holder_id: the seat's holder when posted; text: as posted (the closing
            # line is appended to it).  A row is deleted once its message is closed.
            """CREATE TABLE seat_messages (
                message_id INTEGER PRIMARY KEY,
                game_id INTEGER NOT NULL REFERENCES games (id),
                seat INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('offer', 'claim')),
                channel_id INTEGER,
                holder_id INTEGER NOT NULL,
                claimant_id INTEGER,
                text TEXT NOT NULL,
                created_at REAL NOT NULL
            )""",
            "CREATE INDEX seat_messages_game ON seat_messages (game_id)",
        ],
    ),
    (
        7,
        [
            # rules versions (docs/architecture.md "Rules versions"): the version a
            # game was set up under, the version each action was applied under (rows written
            # before versions existed were version 1), and a game the installed code cannot load,
            # set aside at start-up (NULL: not set aside; else the reason, for the admin)
            "ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1",
            "ALTER TABLE games ADD COLUMN set_aside TEXT",
            "ALTER TABLE actions ADD COLUMN rules INTEGER NOT NULL DEFAULT 1",
        ],
    ),
    (
        8,
        [
            # automatic seats (bot/features/autoseats.py): a seat held by the automatic player
            # has a reserved negative user id (-1, -2, ... within the game) and its level
            # ('standard', 'strong'); NULL: a person
            "ALTER TABLE seats ADD COLUMN level TEXT",
        ],
    ),
    (
        9,
        [
            # time zones and quiet hours (bot/core/quiet_hours.py): the user's IANA zone
            # (NULL: none set) and quiet hours as a JSON [from, to] of local hours (NULL: none);
            # the time log gains the kind 'quiet' (a deadline moved to the end of a deciding
            # player's quiet hours): SQLite cannot alter a CHECK, so the table is rebuilt with
            # its rows and its append-only triggers
            "ALTER TABLE users ADD COLUMN timezone TEXT",
            "ALTER TABLE users ADD COLUMN quiet_hours TEXT",
            # the opt-in heads-up: a private message when the player before you starts their turn
            "ALTER TABLE users ADD COLUMN heads_up INTEGER NOT NULL DEFAULT 0",
            # the daily digest (bot/features/digest.py): the local hour (NULL: none) and the days sent
            "ALTER TABLE users ADD COLUMN digest_hour INTEGER",
            """CREATE TABLE digest_sent (
                user_id INTEGER NOT NULL,
                day TEXT NOT NULL,
                sent_at REAL NOT NULL,
                PRIMARY KEY (user_id, day)
            )""",
            """CREATE TABLE time_log_v9 (
                game_id INTEGER NOT NULL REFERENCES games (id),
                seq INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('pause', 'resume', 'extend', 'hold', 'release', 'quiet', 'weekend')),
                user_id INTEGER,
                step_version INTEGER NOT NULL,
                data TEXT NOT NULL DEFAULT '{}',
                created_at REAL NOT NULL,
                PRIMARY KEY (game_id, seq)
            )""",
            "INSERT INTO time_log_v9 (game_id, seq, kind, user_id, step_version, data, created_at) "
            "SELECT game_id, seq, kind, user_id, step_version, data, created_at FROM time_log",
            "DROP TRIGGER time_log_no_update",
            "DROP TRIGGER time_log_no_delete",
            "DROP TABLE time_log",
            "ALTER TABLE time_log_v9 RENAME TO time_log",
            """CREATE TRIGGER time_log_no_update BEFORE UPDATE ON time_log
               BEGIN SELECT RAISE(ABORT, 'the time log is append-only'); END""",
            """CREATE TRIGGER time_log_no_delete BEFORE DELETE ON time_log
               BEGIN SELECT RAISE(ABORT, 'the time log is append-only'); END""",
            # a mention or reminder held during a player's quiet hours (bot/features/held.py): one row
            # per (game, user, decision step), delivered and deleted at ``due`` (the end of the
            # quiet hours); the DELETE is the compare-and-swap that sends it once
            """CREATE TABLE held (
                game_id INTEGER NOT NULL REFERENCES games (id),
                user_id INTEGER NOT NULL,
                step_version INTEGER NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('mention', 'reminder')),
                due REAL NOT NULL,
                PRIMARY KEY (game_id, user_id, step_version)
            )""",
            # per-game notification settings (bot/features/gameprefs.py): NULL = the user's own setting
            """CREATE TABLE game_prefs (
                game_id INTEGER NOT NULL REFERENCES games (id),
                user_id INTEGER NOT NULL,
                mentions INTEGER,
                private_messages INTEGER,
                reminder_hours TEXT,
                updated_at REAL NOT NULL,
                PRIMARY KEY (game_id, user_id)
            )""",
        ],
    ),
]

GAME_STATUSES = ("lobby", "active", "finished", "abandoned")


class SchemaTooNew(RuntimeError):
    """The database was written by a newer Agora (its schema version is unknown here)."""


class DatabaseUnusable(RuntimeError):
    """The SQLite file cannot be served: it is a folder or in a folder that does not exist, it
    is empty, damaged or not a database, the bot cannot write it (or, opened read-only, it does
    not exist).  ``str()`` is one sentence for the person who runs the bot."""


#: where a refusal of a damaged file points (docs/operations.md, "Backups and restore")
RESTORE_HINT = ("Run agora doctor for details, then restore the latest backup (agora backup makes them; see "
                "\"Backups and restore\" in docs/operations.md).")


def user_name(uid: int) -> str:
    """The name of the user ``uid`` (its number when it has no name here)."""
    try:
        import pwd

        return pwd.getpwuid(uid).pw_name
    except (ImportError, KeyError):
        return f"uid {uid}"


def _read_only_mount(path: Path) -> bool:
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except (AttributeError, OSError):
        return False


def unwritable(path: Path) -> str | None:
    """Why the bot cannot write the existing database ``path`` (one sentence naming the user
    that would need to), or None when it can.  SQLite writes the file and, in WAL mode, creates
    ``<name>-wal`` and ``<name>-shm`` beside it: the folder must be writable too."""
    folder = path.resolve().parent
    me = user_name(os.geteuid())
    if _read_only_mount(path):
        return (f"The bot cannot write the database {path}: it is on a read-only file system. Mount {folder} "
                "read-write (or move the database to a writable folder and set AGORA_DATABASE).")
    for what, where in (("file", path), ("folder", folder)):
        if not os.access(where, os.W_OK):
            owner = user_name(where.stat().st_uid)
            return (f"The bot cannot write the database {path}: its {what} {where} belongs to {owner} "
                    f"(mode {stat.S_IMODE(where.stat().st_mode):o}) and the bot runs as {me}. Let {me} write "
                    f"the file and its folder (for example: chown {me} {folder} {path}), or run the bot as {owner}.")
    return None


def not_a_file(path: Path) -> str | None:
    """One sentence when ``path`` cannot be a database file at all (a folder, or a file in a
    folder that does not exist), else None."""
    if path.is_dir():
        return (f"The database {path} is a folder, not a file. Set AGORA_DATABASE to a file's path "
                f"(for example {path / 'agora.sqlite3'}). Nothing was changed.")
    if not path.exists() and not path.parent.is_dir():
        return (f"The folder {path.parent} of the database {path} does not exist. Create it, or set "
                "AGORA_DATABASE to a path in an existing folder. Nothing was created.")
    return None


def _check_file(path: Path, read_only: bool) -> None:
    """Refuse a file that must not be opened: a folder, or a path in a missing folder; a
    missing file when ``read_only`` (a read never creates a database); an existing empty one (a
    new database is only ever a missing file: :func:`_create` makes it whole under another name;
    an empty file is a lost or truncated one, and migrating it would silently start afresh); a
    file the bot cannot write when not ``read_only`` (:func:`unwritable`)."""
    problem = not_a_file(path)
    if problem:
        raise DatabaseUnusable(problem)
    if not path.exists():
        if read_only:
            raise DatabaseUnusable(f"There is no database at {path}.")
        return
    if path.is_file() and path.stat().st_size == 0:
        raise DatabaseUnusable(
            f"The database {path} is an empty file, not a new database: it was emptied or never written. "
            f"Nothing was changed. {RESTORE_HINT} (To start afresh, delete the empty file.)"
        )
    if not read_only:
        problem = unwritable(path)
        if problem:
            raise DatabaseUnusable(problem)


def creating_path(path: Path) -> Path:
    """Where a new database is made before it takes its name (:func:`_create`)."""
    return path.with_name(f".{path.name}.creating")


def _remove_unfinished(path: Path) -> None:
    """Delete what an interrupted :func:`_create` left (never the database itself: a file at
    :func:`creating_path` has not been renamed, so no process served it)."""
    partial = creating_path(path)
    for name in (partial.name, partial.name + "-journal", partial.name + "-wal", partial.name + "-shm"):
        (path.parent / name).unlink(missing_ok=True)


def _fsync(path: Path, directory: bool = False) -> None:
    fd = os.open(path, os.O_RDONLY | (getattr(os, "O_DIRECTORY", 0) if directory else 0))
    try:
        os.fsync(fd)
    except OSError:  # some file systems cannot sync a folder: the rename is still atomic
        pass
    finally:
        os.close(fd)


async def _create(path: Path, migrations: list[tuple[int, list[str]]]) -> None:
    """Make the missing database ``path`` atomically: created and migrated to the
    latest schema under :func:`creating_path` (a rollback journal, ``synchronous=FULL``: the
    commit is on disk when it returns), synced, then given its name by one hard link (or rename)
    and the folder synced.  A kill at any moment leaves either no file at ``path`` (the next start
    deletes the unfinished one and starts again) or a whole, migrated database.  A file that
    appeared at ``path`` meanwhile (another process) is kept; the new one is dropped."""
    _remove_unfinished(path)
    partial = creating_path(path)
    db = await aiosqlite.connect(str(partial), isolation_level=None)
    try:
        await db.execute("PRAGMA journal_mode=DELETE")
        await db.execute("PRAGMA synchronous=FULL")
        await Storage(db, migrations)._migrate()
    except BaseException:
        await db.close()
        _remove_unfinished(path)
        raise
    await db.close()
    _fsync(partial)
    try:
        os.link(partial, path)  # fails if path exists: never replaces a database
    except FileExistsError:
        pass
    except OSError:  # a file system without hard links
        if not path.exists():
            os.replace(partial, path)
    partial.unlink(missing_ok=True)
    _fsync(path.resolve().parent, directory=True)


def reader_uri(path: Path) -> str:
    """The URI that opens the existing SQLite file ``path`` for reading only, leaving nothing
    beside it.  A ``mode=ro`` connection to a WAL database creates ``-wal`` and ``-shm`` files and
    cannot remove them; a ``mode=rw`` one (never creating the file) removes them when it is the
    last connection to close, as SQLite does for the bot.  So: ``mode=rw`` when the file and its
    folder are writable (the caller must then set ``PRAGMA query_only=ON``: nothing is written;
    :func:`read_only_pragmas`), ``mode=ro`` otherwise (where nothing can be left anyway)."""
    writable = os.access(path, os.W_OK) and os.access(path.resolve().parent, os.W_OK)
    return f"{path.resolve().as_uri()}?mode={'rw' if writable else 'ro'}"


#: the statement every reader runs first (:func:`reader_uri`): SQLite refuses any write
READ_ONLY_PRAGMA = "PRAGMA query_only=ON"


def connect_reader(path: Path) -> sqlite3.Connection:
    """A synchronous read-only connection to the existing file ``path`` (:func:`reader_uri`).
    Raises ``sqlite3.Error``."""
    con = sqlite3.connect(reader_uri(path), uri=True)
    try:
        con.execute(READ_ONLY_PRAGMA)
    except BaseException:
        con.close()
        raise
    return con


async def _quick_check(db: aiosqlite.Connection, path: Path) -> None:
    """``PRAGMA quick_check`` of an existing file: a truncated or overwritten file is refused
    before anything is served (else it fails at the first read of a damaged page)."""
    try:
        rows = [row[0] for row in await db.execute_fetchall("PRAGMA quick_check")]
    except sqlite3.DatabaseError as exc:
        raise DatabaseUnusable(f"The database {path} is damaged or not a database ({exc}). {RESTORE_HINT}") from exc
    if rows != ["ok"]:
        shown = "; ".join(str(r) for r in rows[:3]) + (" ..." if len(rows) > 3 else "")
        raise DatabaseUnusable(f"The database {path} is damaged (quick check: {shown}). {RESTORE_HINT}")


class DuplicateInteraction(Exception):
    """The interaction id is already in the action log (UNIQUE constraint)."""


class GameRow(BaseModel):
    """One ``games`` row; ``options`` decoded, ``state`` the engine's JSON text (or None in the
    lobby)."""

    id: int
    engine: str
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    host_id: int
    status: str
    version: int
    #: the version at which the current decision step began (see Storage.commit_action)
    step_version: int
    schema_version: int
    seed: int
    options: dict[str, Any] = Field(default_factory=dict)
    state: str | None = None
    deadline: float | None = None
    reminders_sent: int = 0
    board_message_id: int | None = None
    published_version: int = 0
    created_at: float
    updated_at: float
    #: time (bot/features/timekeeping.py): the host paused the game; the seconds left on the stopped
    #: clock of step ``clock_step`` (deadline NULL while the game waits)
    paused: bool = False
    clock_step: int | None = None
    clock_left: float | None = None
    #: the rules version the game was set up under (``Engine.start``; 1 for games stored before
    #: versions existed): replay starts there
    rules_version: int = 1
    #: why the installed code could not load the game at start-up (it waits, untouched, for an
    #: admin: bot/ops/check.py), or None
    set_aside: str | None = None


class UserPrefs(BaseModel):
    """A user's preferences (``users`` row; defaults when the user never set any).
    ``locale``: "en" / "it" or None (use the Discord client's locale); ``reminder_hours``: hours
    before a deadline at which reminders go out, or None (the server's ``AGORA_REMINDERS_HOURS``)."""

    user_id: int
    locale: str | None = None
    mentions: bool = True
    private_messages: bool = True
    reminder_hours: list[float] | None = None
    #: time zone and quiet hours (bot/core/quiet_hours.py): the IANA zone (None: none set; quiet hours then read in
    #: UTC) and the quiet hours ``[from, to]`` in local whole hours (None: none)
    timezone: str | None = None
    quiet_hours: list[int] | None = None
    #: the opt-in heads-up (bot/core/headsup.py): a private message when the player before them in a
    #: fixed turn order starts their turn
    heads_up: bool = False
    #: the daily digest (bot/features/digest.py): the local hour it comes at, or None (no digest: a
    #: mention at each turn instead)
    digest_hour: int | None = None

    @property
    def quiet(self) -> tuple[int, int] | None:
        """The quiet hours as ``(from, to)``, or None."""
        return None if not self.quiet_hours else (int(self.quiet_hours[0]), int(self.quiet_hours[1]))


class SeatRow(BaseModel):
    game_id: int
    seat: int
    user_id: int
    name: str
    #: the seat conceded: the automatic player decides for it until the end
    conceded: bool = False
    #: an automatic seat's level ("standard", "strong"; bot/features/autoseats.py); None: a person
    level: str | None = None


class ActionRow(BaseModel):
    """One entry of the action log.  ``action`` is the engine action as a JSON-able dict;
    ``events`` the engine events it produced (``Event.model_dump`` dicts, private ones included:
    the service filters them)."""

    game_id: int
    seq: int
    seat: int
    user_id: int | None
    action: dict[str, Any]
    events: list[dict[str, Any]] = Field(default_factory=list)
    interaction_id: int | None = None
    source: str = "player"
    created_at: float
    #: the rules version the action was applied under (1 for rows stored before versions
    #: existed); replay upgrades the state to it first (``Engine.upgrade_rules``)
    rules: int = 1


GAME_COLUMNS = (
    "id, engine, guild_id, channel_id, thread_id, host_id, status, version, step_version, schema_version, seed, "
    "options, state, deadline, reminders_sent, board_message_id, published_version, created_at, updated_at, "
    "paused, clock_step, clock_left, rules_version, set_aside"
)
_ACTION_COLUMNS = "game_id, seq, seat, user_id, action, events, interaction_id, source, created_at, rules"


def game_row(row: Sequence[Any]) -> GameRow:
    keys = [c.strip() for c in GAME_COLUMNS.split(",")]
    data = dict(zip(keys, row))
    data["options"] = json.loads(data["options"])
    return GameRow.model_validate(data)


def _action(row: Sequence[Any]) -> ActionRow:
    game_id, seq, seat, user_id, action, events, interaction_id, source, created_at, rules = row
    return ActionRow(
        game_id=game_id,
        seq=seq,
        seat=seat,
        user_id=user_id,
        action=json.loads(action),
        events=json.loads(events),
        interaction_id=interaction_id,
        source=source,
        created_at=created_at,
        rules=rules,
    )


def _prefs(row: Sequence[Any]) -> UserPrefs:
    """A ``users`` row (:data:`_USER_COLUMNS`)."""
    user_id, locale, mentions, private, hours, zone, quiet, heads_up, digest = row
    return UserPrefs(
        user_id=user_id,
        locale=locale,
        mentions=bool(mentions),
        private_messages=bool(private),
        reminder_hours=None if hours is None else json.loads(hours),
        timezone=zone,
        quiet_hours=None if quiet is None else json.loads(quiet),
        heads_up=bool(heads_up),
        digest_hour=digest,
    )


_USER_COLUMNS = "user_id, locale, mentions, private_messages, reminder_hours, timezone, quiet_hours, heads_up, digest_hour"


#: the clock of a stopped decision follows the step to its new version (an interjection)
KEEP_CLOCK_SQL = ", step_version = version + 1, clock_step = CASE WHEN clock_step = step_version THEN version + 1 ELSE clock_step END"


def _step_columns(new_step: bool, keep_clock: bool, deadline: float | None, keep_reminders: bool = False) -> tuple[str, list[Any]]:
    """The step columns :meth:`Storage.commit_action` sets (both back ends; SQL with ``?``
    parameters) and their parameters: a new step (``step_version``, ``deadline``, reminders reset
    unless ``keep_reminders``: an undo, whose step keeps the deadline in force), an interjection
    (``keep_clock``: ``step_version`` only, the clock goes on) or nothing (a seal)."""
    if not new_step:
        return "", []
    if keep_clock:
        return KEEP_CLOCK_SQL, []
    reset = "" if keep_reminders else ", reminders_sent = 0"
    return f", step_version = version + 1, deadline = ?{reset}", [deadline]


class Storage:
    """The storage port.  ``await Storage.open(path)``; ``await storage.close()``.

    ``migrations`` defaults to :data:`MIGRATIONS` (tests pass their own list to exercise the
    mechanism).  Raises :class:`SchemaTooNew` when the file's schema is newer than the code.
    """

    #: which implementation this is ("sqlite"; bot.storage.postgres.PgStorage says "postgresql")
    backend = "sqlite"

    def __init__(self, db: aiosqlite.Connection, migrations: list[tuple[int, list[str]]]) -> None:
        self._db = db
        self._migrations = migrations
        self._lock = asyncio.Lock()

    # ---- lifecycle ---------------------------------------------------------------------------
    @classmethod
    async def open(
        cls, path: str | Path, *, migrations: list[tuple[int, list[str]]] | None = None, read_only: bool = False
    ) -> "Storage":
        """Open (creating a missing file atomically, :func:`_create`; migrating) the database at
        ``path``.  The file passes ``PRAGMA quick_check`` first.  ``read_only``: for commands that
        only read (:func:`reader_uri` and ``PRAGMA query_only``: nothing is created, migrated or
        written, and no ``-wal``/``-shm`` file is left beside the database).  Raises
        :class:`DatabaseUnusable` (one sentence: a folder or a path in a missing folder; an empty
        or damaged file; a file the bot cannot write, naming the user; a missing file when
        ``read_only``), :class:`SchemaTooNew`."""
        # aiosqlite's DEBUG records carry every SQL parameter (whole game states): never emitted
        logs.cap_secret_loggers()
        path = Path(path)
        _check_file(path, read_only)
        chosen = MIGRATIONS if migrations is None else migrations
        if not read_only:
            _remove_unfinished(path)
            if not path.exists():
                await _create(path, chosen)
        if read_only:
            db = await aiosqlite.connect(reader_uri(path), uri=True, isolation_level=None)
        else:
            db = await aiosqlite.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, isolation_level=None)
        try:
            if read_only:
                await db.execute(READ_ONLY_PRAGMA)
            await _quick_check(db, path)
            if read_only:
                await db.execute("PRAGMA busy_timeout=5000")
                storage = cls(db, chosen)
                await storage._check_read_only_schema(path)
                return storage
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA busy_timeout=5000")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute("PRAGMA synchronous=NORMAL")
            storage = cls(db, chosen)
            await storage._migrate()
        except sqlite3.OperationalError as exc:
            await db.close()
            if "readonly" in str(exc):  # a permission os.access did not see (ACLs, a mount)
                raise DatabaseUnusable(unwritable(path) or f"The bot cannot write the database {path} ({exc}): "
                                       f"let {user_name(os.geteuid())} write the file and its folder.") from exc
            raise
        except BaseException:
            await db.close()
            raise
        return storage

    async def close(self) -> None:
        await self._db.close()

    async def _check_read_only_schema(self, path: Path) -> None:
        """A read-only open cannot migrate: the file's schema must be the latest."""
        current = await self._schema_version()
        if current > self.latest_schema:
            raise SchemaTooNew(f"The database schema is version {current}; this Agora knows up to {self.latest_schema}.")
        if current < self.latest_schema:
            raise DatabaseUnusable(
                f"The database {path} has schema version {current} and this Agora reads {self.latest_schema}: "
                "start the bot once (agora run) to migrate it, then try again."
            )

    @property
    def latest_schema(self) -> int:
        return self._migrations[-1][0] if self._migrations else 0

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._schema_version()

    async def _schema_version(self) -> int:
        cur = await self._db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
        if await cur.fetchone() is None:
            return 0
        cur = await self._db.execute("SELECT value FROM meta WHERE key = 'schema_version'")
        row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def _migrate(self) -> None:
        async with self._tx():
            await self._db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            current = await self._schema_version()
            if current > self.latest_schema:
                raise SchemaTooNew(
                    f"The database schema is version {current}; this Agora knows up to {self.latest_schema}."
                )
            for version, statements in self._migrations:
                if version <= current:
                    continue
                for sql in statements:
                    await self._db.execute(sql)
                await self._db.execute(
                    "INSERT INTO meta (key, value) VALUES ('schema_version', ?) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (str(version),),
                )
                log.info("database migrated to schema %d", version)
            # a write that changes nothing: a file SQLite cannot write (a read-only mount, an ACL
            # os.access did not see) is found here, at the start, not at a player's first move
            (user_version,) = (await (await self._db.execute("PRAGMA user_version")).fetchone()) or (0,)
            await self._db.execute(f"PRAGMA user_version = {int(user_version)}")

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction under the storage lock (BEGIN IMMEDIATE: take the write lock
        at once, so a concurrent writer waits up to busy_timeout instead of failing late)."""
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            else:
                await self._db.execute("COMMIT")

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        # one hop to aiosqlite's thread (execute + fetchall would be two: each hop waits for the
        # GIL, which render threads hold for tens of milliseconds)
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, params))

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement in autocommit mode (its own transaction, one hop); the row count."""
        async with self._lock:
            cur = await self._db.execute(sql, params)
            return cur.rowcount

    # ---- written once for both back ends (bot.storage.portable) ----------------------------------------
    #: SQL's maximum of two values (SQLite's scalar MAX; PostgreSQL's GREATEST)
    _greatest = "MAX"

    def _sql(self, sql: str) -> str:
        """``sql`` (``?`` parameters) in this back end's parameter style."""
        return sql

    def _any(self, expr: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        """The condition ``expr`` is one of ``values`` and its parameters (SQLite: ``IN (?, ?...)``;
        PostgreSQL: ``= ANY(?)`` with one array)."""
        return f"{expr} IN ({', '.join('?' for _ in values)})", list(values)

    async def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query with ``?`` parameters (:mod:`bot.storage.portable`)."""
        return await self._fetchall(self._sql(sql), params)

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement with ``?`` parameters in its own transaction; the row count."""
        return await self._write(self._sql(sql), params)

    @asynccontextmanager
    async def _portable_tx(self) -> AsyncIterator[Tx]:
        """:meth:`_tx` as a :class:`bot.storage.portable.Tx` (``?`` parameters on either back end)."""
        async with self._tx() as connection:
            yield Tx(connection, self.backend == "postgresql")

    # ---- games -------------------------------------------------------------------------------
    async def create_game(
        self,
        *,
        engine: str,
        guild_id: int | None,
        channel_id: int | None,
        host_id: int,
        host_name: str,
        schema_version: int,
        seed: int,
        options: dict[str, Any],
        now: float,
    ) -> int:
        """Insert a lobby game (version 0) with the host in seat 0; returns the new game id."""
        async with self._portable_tx() as tx:
            rows = await tx.fetch(
                "INSERT INTO games (engine, guild_id, channel_id, host_id, status, version, schema_version, "
                "seed, options, created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', 0, ?, ?, ?, ?, ?) RETURNING id",
                (engine, guild_id, channel_id, host_id, schema_version, seed, json.dumps(options), float(now), float(now)),
            )
            game_id = int(rows[0][0])
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)", (game_id, host_id, host_name)
            )
        return game_id

    async def get_game(self, game_id: int) -> GameRow | None:
        rows = await self._query(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_row(rows[0]) if rows else None

    async def game_for_action(self, game_id: int, interaction_id: int | None) -> tuple[GameRow | None, bool]:
        """The game (None if unknown) and whether ``interaction_id`` is already in the action log
        (False for None), in one query: what an action checks first."""
        rows = await self._query(
            f"SELECT {GAME_COLUMNS}, EXISTS(SELECT 1 FROM actions WHERE interaction_id = ?) FROM games WHERE id = ?",
            (interaction_id, game_id),
        )
        return (game_row(rows[0]), bool(rows[0][-1])) if rows else (None, False)

    async def games(self, *, statuses: Sequence[str] = GAME_STATUSES, channel_id: int | None = None) -> list[GameRow]:
        """Games in ``statuses``; with ``channel_id``, only those whose channel or thread it is.
        Ordered by id (oldest first)."""
        where, params = self._any("status", statuses)
        sql = f"SELECT {GAME_COLUMNS} FROM games WHERE {where}"
        if channel_id is not None:
            sql += " AND (channel_id = ? OR thread_id = ?)"
            params += [channel_id, channel_id]
        return [game_row(r) for r in await self._query(sql + " ORDER BY id", params)]

    async def games_with_deadline(self) -> list[GameRow]:
        """Active games whose deadline is set (the scheduler's source of truth)."""
        rows = await self._query(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND deadline IS NOT NULL AND set_aside IS NULL ORDER BY deadline"
        )
        return [game_row(r) for r in rows]

    async def timers(self) -> list[tuple[int, int, float, float, int]]:
        """``(game id, version, deadline, updated_at, reminders_sent)`` of every active game with
        a deadline, by deadline: what the scheduler arms at start-up (only these columns: not
        the states)."""
        rows = await self._query(
            "SELECT id, version, deadline, updated_at, reminders_sent FROM games "
            "WHERE status = 'active' AND deadline IS NOT NULL AND set_aside IS NULL ORDER BY deadline"
        )
        return [(int(r[0]), int(r[1]), float(r[2]), float(r[3]), int(r[4])) for r in rows]

    async def timers_of_shards(
        self, shard_count: int, shard_ids: Sequence[int]
    ) -> list[tuple[int, int, float, float, int]]:
        """:meth:`timers` of the games whose guild belongs to one of ``shard_ids`` among
        ``shard_count`` Discord shards (Discord's rule: ``(guild_id >> 22) % shard_count``; a
        game without a guild counts as guild 0, shard 0)."""
        shard, params = self._any("((COALESCE(guild_id, 0) >> 22) % ?)", shard_ids)
        rows = await self._query(
            "SELECT id, version, deadline, updated_at, reminders_sent FROM games "
            f"WHERE status = 'active' AND deadline IS NOT NULL AND set_aside IS NULL AND {shard} ORDER BY deadline",
            (shard_count, *params),
        )
        return [(int(r[0]), int(r[1]), float(r[2]), float(r[3]), int(r[4])) for r in rows]

    async def set_thread(self, game_id: int, thread_id: int, now: float) -> bool:
        count = await self._run("UPDATE games SET thread_id = ?, updated_at = ? WHERE id = ?", (thread_id, float(now), game_id))
        return count == 1

    async def set_aside(self, game_id: int, reason: str | None) -> bool:
        """Set the game aside with ``reason`` (the installed code cannot load it: no timers, no
        republishing, every command answers that it is set aside), or bring it back (``None``).
        Nothing else of the game changes (not its version: its state and log are as they were).
        True when the flag changed."""
        if reason is None:
            count = await self._run("UPDATE games SET set_aside = NULL WHERE id = ? AND set_aside IS NOT NULL", (game_id,))
        else:
            count = await self._run("UPDATE games SET set_aside = ? WHERE id = ? AND set_aside IS NULL", (reason, game_id))
        return count == 1

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        await self._run("UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_published(
        self, game_id: int, version: int, posted: tuple[int | None, int | None] | None = None
    ) -> None:
        """Record that the output of ``version`` reached the transport (never goes back);
        ``posted``: the board message and turn message ids of a board posted for it, recorded
        in the same statement (as :meth:`set_board_message` and :meth:`set_turn_message`)."""
        published = f"published_version = {self._greatest}(published_version, ?)"
        if posted is None:
            await self._run(f"UPDATE games SET {published} WHERE id = ?", (version, game_id))
        else:
            await self._run(
                f"UPDATE games SET {published}, board_message_id = ?, turn_message_id = ? WHERE id = ?",
                (version, posted[0], posted[1], game_id),
            )

    async def unpublished_games(self) -> list[int]:
        """Ids of active games whose latest committed change was not posted (oldest first)."""
        rows = await self._query(
            "SELECT id FROM games WHERE status = 'active' AND published_version < version AND set_aside IS NULL ORDER BY id"
        )
        return [int(r[0]) for r in rows]

    async def unpublished_games_of_shards(self, shard_count: int, shard_ids: Sequence[int]) -> list[int]:
        """:meth:`unpublished_games` of the guilds of ``shard_ids`` (see :meth:`timers_of_shards`)."""
        shard, params = self._any("((COALESCE(guild_id, 0) >> 22) % ?)", shard_ids)
        rows = await self._query(
            f"SELECT id FROM games WHERE status = 'active' AND published_version < version AND set_aside IS NULL "
            f"AND {shard} ORDER BY id",
            (shard_count, *params),
        )
        return [int(r[0]) for r in rows]

    async def mark_reminder_sent(self, game_id: int, version: int, n: int) -> bool:
        """Record that reminder ``n`` (1-based) of ``version`` went out; False if the version
        moved on or reminder ``n`` (or a later one) was already recorded: send nothing then."""
        count = await self._run(
            "UPDATE games SET reminders_sent = ? WHERE id = ? AND version = ? AND status = 'active' "
            "AND reminders_sent < ?",
            (n, game_id, version, n),
        )
        return count == 1

    async def update_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        now: float,
        status: str | None = None,
        state: str | None = None,
        schema_version: int | None = None,
        deadline: float | None | EllipsisType = ...,
        seats: Sequence[tuple[int, str] | tuple[int, str, str | None]] | None = None,
        options: dict[str, Any] | None = None,
        rules_version: int | None = None,
    ) -> bool:
        """Compare-and-swap a change without an action (lobby changes, start, abandon): bumps
        the version when it is still ``expected_version``; returns False (nothing changed)
        otherwise.  ``seats`` replaces the seat list with ``(user_id, name)`` or ``(user_id, name, level)``
        (an automatic seat, bot/features/autoseats.py) in seat order;
        ``deadline=None`` clears it, the default ``...`` leaves it; ``options`` replaces the game's
        options (the lobby's choices); ``rules_version``: the rules version the game is set up
        under (at the start)."""
        sets = ["version = version + 1", "step_version = version + 1", "updated_at = ?", "reminders_sent = 0"]
        params: list[Any] = [float(now)]
        for column, value in (
            ("status", status), ("state", state), ("schema_version", schema_version), ("rules_version", rules_version)
        ):
            if value is not None:
                sets.append(f"{column} = ?")
                params.append(value)
        if options is not None:
            sets.append("options = ?")
            params.append(json.dumps(options))
        if deadline is not ...:
            sets.append("deadline = ?")
            params.append(None if deadline is None else float(deadline))
        async with self._portable_tx() as tx:
            changed = await tx.execute(
                f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?",
                (*params, game_id, expected_version),
            )
            if changed != 1:
                return False
            if seats is not None:
                await tx.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                await tx.executemany(
                    "INSERT INTO seats (game_id, seat, user_id, name, level) VALUES (?, ?, ?, ?, ?)",
                    [(game_id, i, s[0], s[1], s[2] if len(s) > 2 else None) for i, s in enumerate(seats)],
                )
        return True

    async def commit_action(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        user_id: int | None,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        interaction_id: int | None,
        source: str,
        state: str,
        schema_version: int,
        status: str,
        deadline: float | None,
        now: float,
        new_step: bool = True,
        keep_reminders: bool = False,
        keep_clock: bool = False,
        rules: int = 1,
    ) -> bool:
        """ONE transaction: the new state, ``version + 1`` (compare-and-swap on
        ``expected_version``), the status, and the action appended to the log.  With
        ``new_step`` (a new decision step begins, or the game ends) also ``step_version`` = the
        new version, ``deadline`` and reminders reset (``keep_reminders``: the reminders sent
        stay, for an undo, whose step keeps the deadline in force); without it (a seat sealed its
        part of a simultaneous choice) the step's ``step_version``, deadline and reminders stay
        and ``deadline`` is ignored.  ``keep_clock`` (with ``new_step``: an interjection, a seat not
        prompted acting in another's turn, ``Engine.side_actions``): ``step_version`` moves (the
        panels drawn before are outdated) but the decision's clock goes on: ``deadline`` is
        ignored, the deadline and reminders sent stay, and a stopped clock's seconds stay with
        the step (``clock_step`` follows ``step_version``).  ``rules``: the rules version the action
        was applied under (the log row's ``rules``).  Returns False and changes nothing if
        the version moved on; raises :class:`DuplicateInteraction` (nothing changed) if
        ``interaction_id`` is already logged."""
        step, step_params = _step_columns(new_step, keep_clock, None if deadline is None else float(deadline), keep_reminders)
        started = time.perf_counter()
        game = (state, schema_version, status, float(now))
        entry = (seat, user_id, json.dumps(action), json.dumps(events), interaction_id, source, float(now), int(rules))
        if not await self._append_action(game_id, expected_version, game, step, step_params, entry):
            return False
        logs.committed(game_id, seat, expected_version + 1, source, started)
        return True

    async def _append_action(
        self, game_id: int, expected_version: int, game: tuple[Any, ...], step: str, step_params: list[Any],
        entry: tuple[Any, ...],
    ) -> bool:
        """The back end's transaction of :meth:`commit_action` (its hot path): ``UPDATE games SET
        state, schema_version, status, updated_at`` (``game``) ``{step}`` (``?`` SQL of
        :func:`_step_columns`, its ``step_params``), ``version + 1`` with the compare-and-swap,
        then the log row ``(seat, user_id, action, events, interaction_id, source, created_at, rules)``
        (``entry``) with the next ``seq``.  False (nothing changed) when the version moved on;
        raises :class:`DuplicateInteraction`.  SQLite: two statements in one transaction."""
        try:
            async with self._tx() as db:
                cur = await db.execute(
                    f"UPDATE games SET state = ?, schema_version = ?, status = ?, updated_at = ?{step}, "
                    "version = version + 1 WHERE id = ? AND version = ? AND status = 'active'",
                    (*game, *step_params, game_id, expected_version),
                )
                if cur.rowcount != 1:
                    raise _Conflict
                # the next seq computed inside the INSERT: one statement, one hop
                await db.execute(
                    "INSERT INTO actions (game_id, seq, seat, user_id, action, events, interaction_id, source, "
                    "created_at, rules) SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ?, ?, ?, ? FROM actions "
                    "WHERE game_id = ?",
                    (game_id, *entry, game_id),
                )
        except _Conflict:
            return False
        except aiosqlite.IntegrityError as exc:
            if "interaction_id" in str(exc):
                raise DuplicateInteraction(str(entry[4])) from exc
            raise
        return True

    # ---- seats -------------------------------------------------------------------------------
    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._query(
            "SELECT game_id, seat, user_id, name, conceded, level FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return [
            SeatRow(game_id=r[0], seat=r[1], user_id=r[2], name=r[3], conceded=bool(r[4]), level=r[5]) for r in rows
        ]

    # ---- action log --------------------------------------------------------------------------
    async def actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._query(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [_action(r) for r in rows]

    async def count_actions(self, game_id: int) -> int:
        rows = await self._query("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,))
        return int(rows[0][0])

    async def action_by_interaction(self, interaction_id: int) -> ActionRow | None:
        rows = await self._query(
            f"SELECT {_ACTION_COLUMNS} FROM actions WHERE interaction_id = ?",
            (interaction_id,),
        )
        return _action(rows[0]) if rows else None

    async def finished_games(self, *, guild_id: int | None = None, engine: str | None = None) -> list[tuple[int, int | None, str, float]]:
        """``(id, guild_id, engine, finished_at)`` of the finished games (status ``finished``: not
        abandoned ones), in ``guild_id`` / of ``engine`` when given (None: any), in the order they
        finished (``updated_at``, then id).  ``finished_at``: unix seconds of the last commit
        (bot.features.stats reads the results and ratings from them)."""
        sql = "SELECT id, guild_id, engine, updated_at FROM games WHERE status = 'finished'"
        params: list[Any] = []
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        if engine is not None:
            sql += " AND engine = ?"
            params.append(engine)
        rows = await self._query(sql + " ORDER BY updated_at, id", params)
        return [(int(r[0]), r[1], str(r[2]), float(r[3])) for r in rows]

    # ---- users -------------------------------------------------------------------------------
    async def user_prefs(self, user_id: int) -> UserPrefs:
        """The preferences of ``user_id`` (the defaults when none were stored)."""
        rows = await self._query(
            f"SELECT {_USER_COLUMNS} FROM users WHERE user_id = ?", (user_id,)
        )
        return _prefs(rows[0]) if rows else UserPrefs(user_id=user_id)

    async def users_prefs(self, user_ids: Sequence[int]) -> dict[int, UserPrefs]:
        """:meth:`user_prefs` of several users at once."""
        ids = list(dict.fromkeys(user_ids))
        out = {u: UserPrefs(user_id=u) for u in ids}
        if not ids:
            return out
        where, params = self._any("user_id", ids)
        rows = await self._query(
            f"SELECT {_USER_COLUMNS} FROM users WHERE {where}", params
        )
        for row in rows:
            out[row[0]] = _prefs(row)
        return out

    async def set_user_prefs(self, prefs: UserPrefs, now: float) -> None:
        """Store ``prefs`` (insert or replace the user's row)."""
        await self._run(
            f"INSERT INTO users ({_USER_COLUMNS}, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, "
            "mentions = excluded.mentions, private_messages = excluded.private_messages, "
            "reminder_hours = excluded.reminder_hours, timezone = excluded.timezone, "
            "quiet_hours = excluded.quiet_hours, heads_up = excluded.heads_up, digest_hour = excluded.digest_hour, updated_at = excluded.updated_at",
            (
                prefs.user_id,
                prefs.locale,
                int(prefs.mentions),
                int(prefs.private_messages),
                None if prefs.reminder_hours is None else json.dumps(prefs.reminder_hours),
                prefs.timezone,
                None if prefs.quiet_hours is None else json.dumps(list(prefs.quiet_hours)),
                int(prefs.heads_up),
                prefs.digest_hour,
                float(now),
            ),
        )

    async def set_turn_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the public message that follows the current turn (None: none)."""
        await self._run("UPDATE games SET turn_message_id = ? WHERE id = ?", (message_id, game_id))

    async def turn_message(self, game_id: int) -> int | None:
        rows = await self._query("SELECT turn_message_id FROM games WHERE id = ?", (game_id,))
        return rows[0][0] if rows else None


def sqlite_path(database: str | Path) -> Path:
    """The file of a SQLite setting: a path, or ``sqlite:///relative`` / ``sqlite:////absolute``."""
    text = str(database)
    return Path(text[len("sqlite:///"):]) if text.startswith("sqlite:///") else Path(database)


class _Conflict(Exception):
    """Internal: the compare-and-swap found another version."""


class BackupFailed(RuntimeError):
    """The copy did not pass its integrity check (nothing was left at the target)."""


async def backup(source: str | Path, target: str | Path, *, force: bool = False) -> dict[str, int]:
    """Copy the database ``source`` to ``target`` while the bot may be running, and verify it.

    SQLite's online backup API (``aiosqlite.Connection.backup``, all pages in one step) copies
    one consistent snapshot: it reads inside one read transaction, which in WAL mode neither
    blocks the bot's writers nor sees their later commits.  The source is opened read-only (no
    migration, nothing changed).  The copy is written next to ``target`` as ``<name>.partial``,
    checked with ``PRAGMA integrity_check``, switched to a single-file journal, and only then
    renamed to ``target``.

    Returns ``{"bytes", "games", "actions", "schema_version"}`` of the copy.  Raises
    FileNotFoundError (no source), FileExistsError (``target`` exists and not ``force``),
    :class:`BackupFailed` (the copy is damaged), ``sqlite3.DatabaseError`` (the source is not a
    database)."""
    source, target = Path(source), Path(target)
    if not source.is_file():
        raise FileNotFoundError(f"There is no database at {source}.")
    if target.exists() and not force:
        raise FileExistsError(f"{target} already exists (use --force to replace it).")
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        async with aiosqlite.connect(reader_uri(source), uri=True) as src:
            await src.execute(READ_ONLY_PRAGMA)
            async with aiosqlite.connect(str(partial), isolation_level=None) as dst:
                await src.backup(dst)
                (check,) = await (await dst.execute("PRAGMA integrity_check")).fetchone()  # type: ignore[misc]
                if check != "ok":
                    raise BackupFailed(f"The copy failed its integrity check: {check}")
                # a backup is one self-contained file (no -wal/-shm beside it)
                await dst.execute("PRAGMA journal_mode=DELETE")
                counts = {}
                for table in ("games", "actions"):
                    (counts[table],) = await (await dst.execute(f"SELECT COUNT(*) FROM {table}")).fetchone()  # type: ignore[misc]
                row = await (await dst.execute("SELECT value FROM meta WHERE key = 'schema_version'")).fetchone()
        partial.replace(target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return {
        "bytes": target.stat().st_size,
        "games": int(counts["games"]),
        "actions": int(counts["actions"]),
        "schema_version": int(row[0]) if row else 0,
    }
