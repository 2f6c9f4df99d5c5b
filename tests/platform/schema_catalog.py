"""What a database's schema is, read from the database itself (not from the code that made it):
the SQLite catalog (``sqlite_master`` and the ``PRAGMA`` tables) and the PostgreSQL one
(``information_schema`` and ``pg_catalog``), as plain JSON-able data, for the schema tests
(tests/platform/test_schema.py) and the frozen snapshot of the released schema
(tests/fixtures/make_schema_snapshot.py, tests/fixtures/schema_v9.json).

SQL text is compared :func:`normalized` (whitespace runs made one space, none inside
parentheses, before a comma): SQLite keeps a statement's text as it was written, layout included."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

import asyncpg


def normalized(sql: str | None) -> str | None:
    """``sql`` with each run of whitespace one space and none after ``(`` or before ``)`` or ``,``
    (SQLite's ``ADD COLUMN`` inserts the column's text where the table's ``)`` was, keeping the
    layout before it)."""
    if sql is None:
        return None
    text = re.sub(r"\s+", " ", sql).strip()
    return re.sub(r"\s+([),])", r"\1", re.sub(r"\(\s+", "(", text))


def normalized_steps(steps: list[tuple[int, list[str]]]) -> list[list[Any]]:
    """A migration list ``[(version, [statements])]`` with its statements :func:`normalized`."""
    return [[version, [normalized(sql) for sql in statements]] for version, statements in steps]


def sqlite_catalog(path: Path) -> dict[str, Any]:
    """The schema of the SQLite file ``path``: ``master`` (``[type, name, tbl_name, sql]`` of
    ``sqlite_master``, by type and name), and per table its ``columns`` (``PRAGMA table_info``),
    ``indexes`` (``[name, unique, origin, [columns]]``) and ``foreign_keys`` (``[table, from, to]``)."""
    con = sqlite3.connect(path)
    try:
        master = sorted(
            [list(row[:3]) + [normalized(row[3])] for row in con.execute("SELECT type, name, tbl_name, sql FROM sqlite_master")],
            key=lambda row: (row[0], row[1]),
        )
        tables: dict[str, Any] = {}
        for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
            indexes = []
            for _, name, unique, origin, _partial in con.execute(f"PRAGMA index_list({table})"):
                cols = [r[2] for r in con.execute(f"PRAGMA index_info({name})")]
                indexes.append([name, unique, origin, cols])
            tables[table] = {
                "columns": [list(r) for r in con.execute(f"PRAGMA table_info({table})")],
                "indexes": sorted(indexes),
                "foreign_keys": sorted([r[2], r[3], r[4]] for r in con.execute(f"PRAGMA foreign_key_list({table})")),
            }
    finally:
        con.close()
    return {"master": master, "tables": tables}


async def postgres_catalog(url: str) -> dict[str, Any]:
    """The schema of the PostgreSQL schema ``url`` reaches (its ``search_path``): per table its
    ``columns`` (``[name, data_type, is_nullable, column_default, is_identity]`` by position),
    ``constraints`` (``[name, type, definition]``), ``indexes`` (``[name, definition]``) and
    ``triggers`` (``[name, definition]``); and ``functions`` (``[name, body]``).  The schema's own
    name is written ``S`` in the definitions."""
    con = await asyncpg.connect(url)
    try:
        schema = await con.fetchval("SELECT current_schema()")

        def plain(text: str | None) -> str | None:
            return normalized(text.replace(f"{schema}.", "S.")) if text is not None else None

        tables: dict[str, Any] = {}
        for row in await con.fetch(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name", schema
        ):
            tables[row[0]] = {"columns": [], "constraints": [], "indexes": [], "triggers": []}
        for row in await con.fetch(
            "SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity "
            "FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, ordinal_position",
            schema,
        ):
            tables[row[0]]["columns"].append([row[1], row[2], row[3], row[4], row[5]])
        for row in await con.fetch(
            "SELECT c.relname, k.conname, k.contype::text, pg_get_constraintdef(k.oid) FROM pg_constraint k "
            "JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = $1 ORDER BY c.relname, k.conname",
            schema,
        ):
            tables[row[0]]["constraints"].append([row[1], row[2], plain(row[3])])
        for row in await con.fetch(
            "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY tablename, indexname",
            schema,
        ):
            tables[row[0]]["indexes"].append([row[1], plain(row[2])])
        for row in await con.fetch(
            "SELECT c.relname, t.tgname, pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
            "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT t.tgisinternal "
            "ORDER BY c.relname, t.tgname",
            schema,
        ):
            tables[row[0]]["triggers"].append([row[1], plain(row[2])])
        functions = [
            [row[0], plain(row[1])]
            for row in await con.fetch(
                "SELECT p.proname, p.prosrc FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
                "WHERE n.nspname = $1 ORDER BY p.proname",
                schema,
            )
        ]
    finally:
        await con.close()
    return {"tables": tables, "functions": functions}
