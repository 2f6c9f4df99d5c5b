"""``agora migrate --from PATH --to URL``: copy a SQLite database to PostgreSQL, and verify the copy.

:func:`migrate` opens the SQLite file (bringing it to the current schema first, as the bot would
at start), opens the PostgreSQL database (creating its schema), refuses a target that already
holds games, and copies, in ONE PostgreSQL transaction, every row of every table both sides
share (games, seats, actions, and whatever later migrations add; ``meta`` stays the target's),
with the same ids, through ``COPY`` in batches of :data:`BATCH` rows.  The games' id sequence is
moved past the largest id.

Then it verifies the copy, reading it back from PostgreSQL: the row count of every copied table,
every game row (version, status, state, deadline...) equal to the source's, and every started
game's action log replayed from its seed (``engine.setup`` + ``engine.apply``) to exactly its
stored state.  Any difference raises :class:`MigrationFailed` (the copy stays for inspection;
drop the tables, or the schema, before trying again).  The bot must be stopped during the copy
(a game changed meanwhile in the file would not be in the copy).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import engines
from bot.features import undo
from bot.storage.postgres import PgStorage, is_postgres_url
from bot.storage.sqlite import Storage, sqlite_path

#: rows per read from SQLite and per COPY into PostgreSQL
BATCH = 2000

#: the tables copied first, in this order (foreign keys); tables added later follow by name
ORDER = ("games", "seats", "actions")


class MigrationFailed(RuntimeError):
    """The target refused the copy, or the copy differs from the source (the message says how)."""


def _convert(kind: str) -> Callable[[Any], Any]:
    """A converter of SQLite's loosely typed values to the PostgreSQL column type ``kind``."""
    if kind in ("bigint", "integer", "smallint"):
        return lambda v: None if v is None else int(v)
    if kind in ("double precision", "real", "numeric"):
        return lambda v: None if v is None else float(v)
    if kind == "boolean":
        return lambda v: None if v is None else bool(v)
    return lambda v: None if v is None else str(v)


async def migrate(source: str | Path, target: str, *, log: Callable[[str], None] = lambda _: None) -> dict[str, Any]:
    """Copy the SQLite database ``source`` (a path or ``sqlite:///PATH``) into the PostgreSQL
    database ``target`` (a ``postgresql://`` URL) and verify it.  ``log`` gets progress lines.

    Returns ``{"tables": {name: rows}, "games": n, "replayed": n, "schema_version": n}``.
    Raises FileNotFoundError (no source file), ValueError (``source`` is not SQLite or ``target``
    not PostgreSQL), :class:`MigrationFailed` (target not empty, or the verification found a
    difference), :class:`bot.storage.sqlite.SchemaTooNew`, ``asyncpg`` / ``OSError`` (server)."""
    if is_postgres_url(str(source)):
        raise ValueError("--from must be a SQLite database (a file path or sqlite:///PATH)")
    if not is_postgres_url(target):
        raise ValueError("--to must be a PostgreSQL URL (postgresql://user@host:5432/database)")
    path = sqlite_path(source)
    if not path.is_file():
        raise FileNotFoundError(f"There is no database at {path}.")
    src = await Storage.open(path)
    try:
        dst = await PgStorage.open(target)
        try:
            if await src.schema_version() != await dst.schema_version():
                raise MigrationFailed("the two databases have different schema versions")
            tables = await _copy(src, dst, log)
            log("verifying the copy")
            games, replayed = await _verify(src, dst, tables)
            return {"tables": tables, "games": games, "replayed": replayed, "schema_version": await dst.schema_version()}
        finally:
            await dst.close()
    finally:
        await src.close()


async def _copy(src: Storage, dst: PgStorage, log: Callable[[str], None]) -> dict[str, int]:
    """Every shared table's rows, in one target transaction; ``{table: rows copied}``."""
    names = {r[0] for r in await src._fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")}
    async with dst._tx() as con:
        if await con.fetchval("SELECT COUNT(*) FROM games"):
            raise MigrationFailed("the PostgreSQL database already holds games: migrate into an empty one")
        columns: dict[str, dict[str, str]] = {}
        for table, column, kind in await con.fetch(
            "SELECT table_name, column_name, data_type FROM information_schema.columns "
            "WHERE table_schema = current_schema() ORDER BY ordinal_position"
        ):
            columns.setdefault(table, {})[column] = kind
        shared = sorted(t for t in names & set(columns) if t != "meta" and not t.startswith("sqlite_"))
        tables = [t for t in ORDER if t in shared] + [t for t in shared if t not in ORDER]
        copied: dict[str, int] = {}
        for table in tables:
            source_columns = [r[1] for r in await src._fetchall(f"PRAGMA table_info({table})")]
            cols = [c for c in source_columns if c in columns[table]]
            convert = [_convert(columns[table][c]) for c in cols]
            last, count = 0, 0
            while True:
                rows = await src._fetchall(
                    f"SELECT rowid, {', '.join(cols)} FROM {table} WHERE rowid > ? ORDER BY rowid LIMIT {BATCH}",
                    (last,),
                )
                if not rows:
                    break
                last = rows[-1][0]
                records = [tuple(f(v) for f, v in zip(convert, row[1:], strict=True)) for row in rows]
                await con.copy_records_to_table(table, records=records, columns=cols)
                count += len(records)
            copied[table] = count
            log(f"{table}: {count} rows")
        if copied.get("games"):
            await con.execute(
                "SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT MAX(id) FROM games))"
            )
    return copied


async def _verify(src: Storage, dst: PgStorage, tables: dict[str, int]) -> tuple[int, int]:
    """Counts, game rows and replays; ``(games compared, games replayed)``."""
    for table, count in tables.items():
        (have,) = (await dst._fetchall(f"SELECT COUNT(*) FROM {table}"))[0]
        (want,) = (await src._fetchall(f"SELECT COUNT(*) FROM {table}"))[0]
        if not have == want == count:
            raise MigrationFailed(f"{table}: {want} rows in SQLite, {have} in PostgreSQL")
    source_rows = {g.id: g for g in await src.games()}
    problems: list[str] = []
    replayed = 0
    for row in await dst.games():
        if source_rows.get(row.id) != row:
            problems.append(f"game #{row.id} differs from the source")
            continue
        if row.state is None:
            continue
        problem = _replay_problem(row, len(await dst.seats(row.id)), await dst.actions(row.id))
        if problem:
            problems.append(problem)
        else:
            replayed += 1
    if len(source_rows) != tables.get("games", 0):
        problems.append("the number of games differs")
    if problems:
        shown = "; ".join(problems[:5]) + (f"; and {len(problems) - 5} more" if len(problems) > 5 else "")
        raise MigrationFailed(f"the copy does not verify: {shown}")
    return len(source_rows), replayed


def _replay_problem(row: Any, seats: int, actions: list[Any]) -> str | None:
    """None when the log of ``row`` replays to its stored state, else what went wrong."""
    try:
        engine = engines.get(row.engine)
    except Exception:  # noqa: BLE001 (unknown id, or its module fails to import: the finding)
        return f"game #{row.id} is of the unknown game {row.engine!r}: it cannot be replayed"
    try:
        # undo rows return to the state before the move they take back; the game
        # starts under its set-up rules version and follows the versions of its log (bot/core/versions.py)
        state, _ = undo.replay(engine, undo.start_of(engine, seats, row.options, row.seed, row.rules_version), actions)
        stored = engine.dump_state(engine.load_state(row.state, row.schema_version))
    except Exception as exc:  # noqa: BLE001 (any failure of the replay is the finding)
        return f"game #{row.id} does not replay ({type(exc).__name__}: {exc})"
    if engine.dump_state(state) != stored:
        return f"game #{row.id}: the replay of its {len(actions)} actions differs from its stored state"
    return None
