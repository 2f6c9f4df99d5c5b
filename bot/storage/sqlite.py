"""The storage port's SQLite back end (and its default methods): games, seats and the append-only
action log, over aiosqlite.  The rows it returns are the port's (:mod:`bot.storage.rows`), its
tables those of the one schema source (:mod:`bot.storage.schema`, rendered as :data:`MIGRATIONS`).

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
import logging
import os
import sqlite3
import stat
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Sequence

import aiosqlite

from bot import logs
from bot.storage.port import DuplicateInteraction as DuplicateInteraction
from bot.storage.port import SchemaTooNew as SchemaTooNew
from bot.storage.port import StoragePort
from bot.storage.portable import Tx

# the row models live in the port (bot/storage/rows.py); still importable from here for the modules
# that import them from this back end (for one step: then they import bot.storage.rows)
from bot.storage.rows import ActionRow as ActionRow
from bot.storage.rows import GameRow as GameRow
from bot.storage.rows import SeatRow as SeatRow
from bot.storage.rows import UserPrefs as UserPrefs
from bot.storage.schema import META_TABLE, migrations

log = logging.getLogger(__name__)

#: forward migrations for SQLite: (schema version reached, statements), rendered from the one
#: schema source (bot/storage/schema.py, which PostgreSQL's ``PG_MIGRATIONS`` is rendered from too).
#: Never edit a released step; append one there.
MIGRATIONS: list[tuple[int, list[str]]] = migrations("sqlite")


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


class Storage(StoragePort):
    """The storage port over SQLite.  ``await Storage.open(path)``; ``await storage.close()``.
    Its queries are :class:`bot.storage.port.StoragePort`'s (written once for both back ends).

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
            await self._db.execute(META_TABLE)
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

    # ---- the bridges and dialect hooks of the queries written once (bot.storage.port, .portable) ----
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

    # ---- SQLite's transaction of commit_action --------------------------------------------------
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
