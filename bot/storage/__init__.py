"""The storage port and its back ends (docs/architecture.md, "The bot layer").

:func:`open_storage` is the one entry: it picks the back end for a database setting.  The rows
the port takes and returns are :mod:`bot.storage.rows` (named here too); the tables, columns,
indexes and migration steps of both back ends are written once in :mod:`bot.storage.schema`.  The
port's methods are written once in :class:`bot.storage.port.StoragePort`, the base of
:class:`bot.storage.sqlite.Storage` (SQLite, the default), which
:class:`bot.storage.postgres.PgStorage` subclasses; :mod:`bot.storage.portable` holds the helpers
of the SQL written once for both and the base of the stores beside them (:mod:`bot.storage.seatstore`,
:mod:`bot.storage.timestore`).  The back ends never import this module.
"""

from __future__ import annotations

from pathlib import Path

from bot.storage.rows import (
    ActionRow,
    GameRow,
    SeatChangeRow,
    SeatClaim,
    SeatMessage,
    SeatRow,
    TimeEntry,
    UserPrefs,
    Vacation,
)
from bot.storage.sqlite import Storage, sqlite_path

__all__ = [
    "ActionRow", "GameRow", "SeatChangeRow", "SeatClaim", "SeatMessage", "SeatRow", "Storage", "TimeEntry",
    "UserPrefs", "Vacation", "open_storage", "sqlite_path",
]


async def open_storage(
    database: str | Path, *, migrations: list[tuple[int, list[str]]] | None = None, read_only: bool = False
) -> Storage:
    """The storage for ``database`` (``AGORA_DATABASE``): a ``postgresql://`` (or ``postgres://``)
    URL opens :class:`bot.storage.postgres.PgStorage` (asyncpg); a file path or ``sqlite:///PATH`` opens
    the SQLite :class:`~bot.storage.sqlite.Storage`.  Migrated to the latest schema; ``migrations`` as in
    :meth:`bot.storage.sqlite.Storage.open` (in the back end's dialect); ``read_only`` as in
    :meth:`bot.storage.sqlite.Storage.open` (SQLite only: a PostgreSQL database is a server's, never
    created by a read).  Raises what the back end's ``open`` raises."""
    if isinstance(database, str) and database.startswith(("postgresql://", "postgres://")):
        from bot.storage.postgres import PgStorage

        return await PgStorage.open(database, migrations=migrations)
    return await Storage.open(sqlite_path(database), migrations=migrations, read_only=read_only)
