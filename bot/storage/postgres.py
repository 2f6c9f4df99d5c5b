"""The storage port over PostgreSQL (asyncpg), for several bot processes on one database.

Chosen by ``AGORA_DATABASE=postgresql://user@host:port/db`` (see :func:`bot.storage.open_storage`).
:class:`PgStorage` has every method of :class:`bot.storage.sqlite.Storage` with the same
guarantees; the queries are Storage's, written once (:mod:`bot.storage.portable`: numbered ``$n`` here,
``GREATEST``, ``= ANY(array)``); the connection pool, the migrations and the transaction of
``commit_action`` are PostgreSQL's own:

- one transaction per action: :meth:`PgStorage.commit_action` updates the game and appends the
  log row in ONE transaction, guarded by the compare-and-swap ``WHERE id = $n AND version = $m``.
  Under PostgreSQL's READ COMMITTED, a second writer of the same row waits for the first to
  commit and then re-checks the ``WHERE`` on the new row: the loser updates nothing (False), so
  two processes acting on one game (a click delivered twice, one deadline fired by two
  processes during a restart) apply once;
- ``actions.interaction_id`` is UNIQUE (:class:`~bot.storage.sqlite.DuplicateInteraction`);
- the action log is append-only: triggers refuse UPDATE, DELETE and TRUNCATE of ``actions``;
- forward-only migrations (:data:`PG_MIGRATIONS`, the same schema versions as SQLite's
  :data:`bot.storage.sqlite.MIGRATIONS`, written for PostgreSQL), applied in one transaction under a
  transaction-level advisory lock, so processes starting together migrate once;
- ``published_version`` as in SQLite.

Connections come from an asyncpg pool (``min_size=1``, ``max_size`` :data:`POOL_SIZE`): reads and
transactions of different games run concurrently.  Ids are BIGINT (Discord snowflakes), times
DOUBLE PRECISION unix seconds, JSON columns TEXT (the stored state text is exactly the engine's
``dump_state``).  The URL may carry libpq's ``options`` (e.g. ``?options=-csearch_path%3Dmyschema``
to keep Agora's tables in their own schema); asyncpg and pg_dump both read it.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot import logs
from bot.storage.port import DuplicateInteraction, SchemaTooNew
from bot.storage.portable import numbered
from bot.storage.schema import META_TABLE, migrations
from bot.storage.sqlite import Storage

log = logging.getLogger(__name__)

#: connections per process (each bot process, each tool)
POOL_SIZE = 10

#: the advisory lock key held while migrating (any constant; "agora" in ASCII)
MIGRATION_LOCK = 0x61676F7261

#: forward migrations for PostgreSQL: the same steps as ``bot.storage.sqlite.MIGRATIONS``, rendered
#: from the one schema source (bot/storage/schema.py) in PostgreSQL's dialect.  Never edit a
#: released step; append one there.
PG_MIGRATIONS: list[tuple[int, list[str]]] = migrations("postgresql")


async def _no_reset(connection: asyncpg.Connection) -> None:
    """A pooled connection is handed back as it is (see PgStorage.open)."""


def is_postgres_url(database: object) -> bool:
    """Whether ``database`` (a setting's value) names a PostgreSQL database."""
    return isinstance(database, str) and database.startswith(("postgresql://", "postgres://"))


class PgStorage(Storage):
    """The storage port over PostgreSQL.  ``await PgStorage.open(url)``; ``await close()``.

    Same methods, arguments, results and errors as :class:`bot.storage.sqlite.Storage`: a subclass,
    inheriting its queries written once (:mod:`bot.storage.portable`) and overriding the connection,
    migrations and ``_append_action``.  ``migrations`` defaults to :data:`PG_MIGRATIONS`.
    Raises :class:`~bot.storage.sqlite.SchemaTooNew` when the database's schema is newer than the code,
    ``OSError`` / ``asyncpg.PostgresError`` when the server cannot be reached or refuses.
    """

    backend = "postgresql"

    def __init__(self, pool: asyncpg.Pool, migrations: list[tuple[int, list[str]]], url: str) -> None:
        self._pool = pool
        self._migrations = migrations
        self.url = url

    # ---- lifecycle ---------------------------------------------------------------------------
    @classmethod
    async def open(  # type: ignore[override]
        cls, url: str, *, migrations: list[tuple[int, list[str]]] | None = None, pool_size: int = POOL_SIZE
    ) -> PgStorage:
        logs.cap_secret_loggers()
        # no reset query at each release (asyncpg's default, one more round trip per call): the
        # storage leaves no session state (no SET, LISTEN, cursors or session advisory locks)
        pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size, reset=_no_reset)
        try:
            storage = cls(pool, PG_MIGRATIONS if migrations is None else migrations, url)
            await storage._migrate()
        except BaseException:
            await pool.close()
            raise
        return storage

    async def close(self) -> None:
        await self._pool.close()

    async def schema_version(self) -> int:
        async with self._pool.acquire() as con:
            return await self._schema_version_of(con)

    @staticmethod
    async def _schema_version_of(con: asyncpg.Connection) -> int:
        if await con.fetchval("SELECT to_regclass('meta')") is None:
            return 0
        value = await con.fetchval("SELECT value FROM meta WHERE key = 'schema_version'")
        return int(value) if value is not None else 0

    async def _migrate(self) -> None:
        async with self._pool.acquire() as con, con.transaction():
            await con.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await con.execute(META_TABLE)
            current = await self._schema_version_of(con)
            if current > self.latest_schema:
                raise SchemaTooNew(
                    f"The database schema is version {current}; this Agora knows up to {self.latest_schema}."
                )
            for version, statements in self._migrations:
                if version <= current:
                    continue
                for sql in statements:
                    await con.execute(sql)
                await con.execute(
                    "INSERT INTO meta (key, value) VALUES ('schema_version', $1) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    str(version),
                )
                log.info("database migrated to schema %d", version)

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[asyncpg.Connection]:
        """One transaction on a pooled connection (committed at the end, rolled back on error)."""
        async with self._pool.acquire() as con, con.transaction():
            yield con

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """``sql`` with ``$n`` parameters; the rows (asyncpg Records, indexable)."""
        async with self._pool.acquire() as con:
            return list(await con.fetch(sql, *params))

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement in its own transaction; the row count."""
        async with self._pool.acquire() as con:
            status = await con.execute(sql, *params)
        return int(status.rsplit(" ", 1)[-1])

    # ---- written once (bot.storage.sqlite.Storage, bot.storage.portable): the dialect's differences --------------
    _greatest = "GREATEST"

    def _sql(self, sql: str) -> str:
        return numbered(sql)

    def _any(self, expr: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        # one array parameter (its type is the compared expression's): one statement whatever the count
        return f"{expr} = ANY(?)", [list(values)]

    # ---- games -------------------------------------------------------------------------------
    async def _append_action(
        self, game_id: int, expected_version: int, game: tuple[Any, ...], step: str, step_params: list[Any],
        entry: tuple[Any, ...],
    ) -> bool:
        # as bot.storage.sqlite.Storage._append_action, in ONE statement (one round trip, its own
        # transaction): the compare-and-swap UPDATE of the game and, only if it matched, the log
        # row.  The UPDATE locks the game's row: a racing commit of the same version waits,
        # re-checks the version and matches nothing.  The MAX(seq) is read in this statement's
        # snapshot, which holds every earlier action of the game: the expected version was read
        # after the previous commit of the game.
        params: list[Any] = [game_id, *entry, *game, expected_version, *step_params]
        try:
            done = await self._write(
                f"WITH moved AS (UPDATE games SET state = $10, schema_version = $11, status = $12, updated_at = $13"
                f"{step.replace('?', '$15')}, version = version + 1 WHERE id = $1 AND version = $14 AND status = 'active' "
                "RETURNING id) "
                "INSERT INTO actions (game_id, seq, seat, user_id, action, events, interaction_id, source, created_at, "
                "rules) SELECT $1, COALESCE((SELECT MAX(seq) FROM actions WHERE game_id = $1), 0) + 1, $2, $3, $4, $5, "
                "$6, $7, $8, $9 FROM moved",
                params,
            )
        except asyncpg.UniqueViolationError as exc:
            if "interaction_id" in (exc.constraint_name or "") or "interaction_id" in str(exc):
                raise DuplicateInteraction(str(entry[4])) from exc
            raise
        return done == 1


def redact(url: str) -> str:
    """``url`` without its password (for messages and logs)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


class PgDumpMissing(RuntimeError):
    """``pg_dump`` is not installed here (the message says what to run instead)."""


def pg_dump_backup(url: str, target: str | Path, *, force: bool = False, timeout: float = 3600) -> dict[str, Any]:
    """Back up the PostgreSQL database ``url`` with ``pg_dump`` (custom format, one consistent
    snapshot while the bots run) into ``target``, then check the archive with ``pg_restore
    --list``.  Written as ``<target>.partial`` and renamed when complete.

    Returns ``{"bytes": size of the archive, "entries": table-of-contents entries}``.  Raises
    FileExistsError (``target`` exists and not ``force``), :class:`PgDumpMissing` (no pg_dump),
    RuntimeError (pg_dump or pg_restore failed: their message)."""
    target = Path(target)
    if target.exists() and not force:
        raise FileExistsError(f"{target} already exists (use --force to replace it).")
    dump, restore = shutil.which("pg_dump"), shutil.which("pg_restore")
    if dump is None or restore is None:
        raise PgDumpMissing(
            "pg_dump is not installed here. Back up PostgreSQL with the server's own tools, e.g. "
            f"pg_dump --format=custom --file {target} '{redact(url)}' (package postgresql-client)."
        )
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    try:
        done = subprocess.run(
            [dump, "--format=custom", "--file", str(partial), "--dbname", url],
            capture_output=True, text=True, timeout=timeout, check=False,
        )
        if done.returncode != 0:
            raise RuntimeError(f"pg_dump failed: {done.stderr.strip()}")
        listed = subprocess.run([restore, "--list", str(partial)], capture_output=True, text=True, check=False)
        if listed.returncode != 0:
            raise RuntimeError(f"the archive does not read back: {listed.stderr.strip()}")
        partial.replace(target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    entries = sum(1 for line in listed.stdout.splitlines() if line and not line.startswith(";"))
    return {"bytes": target.stat().st_size, "entries": entries}
