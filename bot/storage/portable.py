"""SQL written once for both back ends: the query helpers of the storage port itself
(:class:`bot.storage.sqlite.Storage`, whose queries :class:`bot.storage.postgres.PgStorage` inherits) and the
base of the stores that sit beside it (:class:`bot.storage.timestore.TimeStore`,
:class:`bot.storage.seatstore.SeatStore`).

Queries are written once, with ``?`` parameters: for PostgreSQL they are numbered (``$1``,
``$2``... in order of appearance; a value used twice is passed twice).  The SQL itself must mean
the same in both dialects (no SQLite-only ``MAX(a, b)``, no PostgreSQL-only ``GREATEST``: the
storage's ``_greatest`` names the back end's one; ``ON CONFLICT``, ``COALESCE``, ``RETURNING``
and sub-queries are common ground; a list of values is ``Storage._any``: ``IN (?, ?...)`` on
SQLite, ``= ANY(?)`` with one array on PostgreSQL).  Values are passed as the PostgreSQL column
types want them (``float`` for ``DOUBLE PRECISION``, ``int`` for the rest); SQLite takes them as
they are.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from functools import lru_cache
from typing import Any, Protocol

_PARAM = re.compile(r"\?")


@lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """``sql`` with its ``?`` parameters numbered ``$1``, ``$2``... (PostgreSQL's style;
    remembered: the same few statements run again and again)."""
    count = iter(range(1, 10_000))
    return _PARAM.sub(lambda _: f"${next(count)}", sql)


class Tx:
    """One open transaction of either back end (given by :meth:`bot.storage.sqlite.Storage._portable_tx`
    and :meth:`PortableStore._tx`)."""

    def __init__(self, connection: Any, pg: bool) -> None:
        self._db = connection  # an aiosqlite connection, or an asyncpg one behind PgStorage
        self._pg = pg

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement (``?`` parameters); the number of rows it changed."""
        if self._pg:
            status = await self._db.execute(numbered(sql), *params)
            return int(status.rsplit(" ", 1)[-1])
        cursor = await self._db.execute(sql, params)
        return int(cursor.rowcount)

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run one statement once per row of parameters (``?`` parameters)."""
        if self._pg:
            await self._db.executemany(numbered(sql), rows)
        else:
            await self._db.executemany(sql, rows)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query (``?`` parameters; also ``INSERT ... RETURNING``), each indexable."""
        if self._pg:
            return list(await self._db.fetch(numbered(sql), *params))
        return list(await self._db.execute_fetchall(sql, params))


class Rollback(Exception):
    """Raised inside :meth:`PortableStore._tx` to leave the transaction with nothing changed
    (the compare-and-swap matched nothing); the store catches it."""


class Bridge(Protocol):
    """What the stores written once need of an open storage (:class:`bot.storage.sqlite.Storage`
    or its subclass :class:`bot.storage.postgres.PgStorage`): its back end's name and the bridges
    from ``?`` SQL to the back end's raw helpers (named here, so this module does not import the
    back ends that import it)."""

    backend: str

    async def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]: ...

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> int: ...

    def _portable_tx(self) -> AbstractAsyncContextManager[Tx]: ...


class PortableStore:
    """Queries of one open storage (either back end), written once."""

    def __init__(self, storage: Bridge) -> None:
        self.storage = storage
        self.pg = storage.backend == "postgresql"

    async def _fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query, outside any transaction."""
        return await self.storage._query(sql, params)

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement in its own transaction; the number of rows it changed."""
        return await self.storage._run(sql, params)

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[Tx]:
        """ONE transaction (committed at the end, rolled back on any exception, e.g.
        :class:`Rollback`)."""
        async with self.storage._portable_tx() as tx:
            yield tx
