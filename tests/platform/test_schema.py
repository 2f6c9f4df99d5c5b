"""The one schema source (bot/storage/schema.py) against the schema as it was released, and the two
back ends against each other.

* The released steps (1 to 9) render, in both dialects, exactly the statements of the two
  hand-written migration lists they replaced, and a fresh database of either back end has exactly
  the catalog those lists made (tests/fixtures/schema_v9.json, frozen before the change).
* A database made by an earlier schema version (built with the released statements of that
  version, and tests/fixtures/rules_v1.sqlite, written at version 6) migrates to the same catalog
  as a fresh one.
* Parity: SQLite and PostgreSQL, fresh and migrated from the oldest schema, end with the same
  tables, columns (names, order, nullability, types mapped, defaults), keys, foreign keys,
  indexes and append-only tables, which are those :func:`bot.storage.schema.schema_at` describes.
"""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from bot.storage import schema as source
from bot.storage.postgres import PG_MIGRATIONS, PgStorage
from bot.storage.sqlite import MIGRATIONS, Storage
from tests import postgres
from tests.platform.schema_catalog import normalized_steps, postgres_catalog, sqlite_catalog

FIXTURES = Path(__file__).parent.parent / "fixtures"
FROZEN: dict[str, Any] = json.loads((FIXTURES / "schema_v9.json").read_text())
RELEASED = FROZEN["version"]


def _released(steps: list[tuple[int, list[str]]], upto: int = RELEASED) -> list[tuple[int, list[str]]]:
    return [(v, s) for v, s in steps if v <= upto]


def _frozen_steps(dialect: str, upto: int) -> list[tuple[int, list[str]]]:
    """The released statements of ``dialect`` up to version ``upto`` (as the old code ran them)."""
    return [(v, s) for v, s in FROZEN[f"{dialect}_steps"] if v <= upto]


@pytest.mark.parametrize("dialect, steps", [("sqlite", MIGRATIONS), ("postgresql", PG_MIGRATIONS)])
def test_the_released_steps_render_the_released_statements(dialect, steps):
    assert normalized_steps(_released(steps)) == FROZEN[f"{dialect}_steps"]


def test_both_back_ends_have_the_same_versions_from_one_source():
    versions = [v for v, _ in source.STEPS]
    assert versions == sorted(set(versions)) and versions[0] == 1
    assert [v for v, _ in MIGRATIONS] == versions == [v for v, _ in PG_MIGRATIONS]


async def _sqlite(path: Path, migrations: list[tuple[int, list[str]]]) -> dict[str, Any]:
    storage = await Storage.open(path, migrations=migrations)
    await storage.close()
    return sqlite_catalog(path)


async def _postgres(url: str, migrations: list[tuple[int, list[str]]]) -> dict[str, Any]:
    storage = await PgStorage.open(url, migrations=migrations)
    await storage.close()
    return await postgres_catalog(url)


async def test_a_fresh_sqlite_database_is_the_released_one(tmp_path):
    assert await _sqlite(tmp_path / "a.sqlite3", _released(MIGRATIONS)) == FROZEN["sqlite"]


async def test_a_fresh_postgres_database_is_the_released_one(pg_database):
    assert await _postgres(pg_database, _released(PG_MIGRATIONS)) == FROZEN["postgresql"]


@pytest.mark.parametrize("old", range(1, RELEASED))
async def test_a_sqlite_database_of_an_earlier_version_migrates_as_before(tmp_path, old):
    path = tmp_path / "old.sqlite3"
    await _sqlite(path, _frozen_steps("sqlite", old))  # made by the released code of version `old`
    assert await _sqlite(path, _released(MIGRATIONS)) == FROZEN["sqlite"]


async def test_the_rules_v1_fixture_migrates_as_before(tmp_path):
    path = tmp_path / "rules_v1.sqlite"
    shutil.copy(FIXTURES / "rules_v1.sqlite", path)
    assert await _sqlite(path, _released(MIGRATIONS)) == FROZEN["sqlite"]


async def test_a_postgres_database_of_each_earlier_version_migrates_as_before():
    for old in range(1, RELEASED):
        async with postgres.fresh_database() as url:
            await _postgres(url, _frozen_steps("postgresql", old))
            assert await _postgres(url, _released(PG_MIGRATIONS)) == FROZEN["postgresql"], old


# ---- parity --------------------------------------------------------------------------------------
#: each back end's column types, mapped to one name
_SQLITE_TYPES = {"INTEGER": "integer", "REAL": "real", "TEXT": "text"}
_PG_TYPES = {"bigint": "integer", "integer": "integer", "double precision": "real", "text": "text"}


def _cols(text: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in text.split(","))


def sqlite_view(catalog: dict[str, Any]) -> dict[str, Any]:
    """The portable shape of a :func:`sqlite_catalog`.  A primary key column counts as NOT NULL (as
    PostgreSQL makes it; SQLite's ``INTEGER PRIMARY KEY`` never holds NULL either)."""
    append_only = {row[2] for row in catalog["master"] if row[0] == "trigger"}
    out = {}
    for name, table in catalog["tables"].items():
        columns = table["columns"]
        pk = tuple(c[1] for c in sorted((c for c in columns if c[5]), key=lambda c: c[5]))
        out[name] = {
            "columns": [(c[1], _SQLITE_TYPES[c[2]], bool(c[3] or c[5]), c[4]) for c in columns],
            "keys": sorted([("p", pk)] + [("u", tuple(i[3])) for i in table["indexes"] if i[2] == "u"]),
            "indexes": sorted((i[0], tuple(i[3])) for i in table["indexes"] if i[2] == "c"),
            "foreign_keys": sorted((fk[1], f"{fk[0]} ({fk[2]})") for fk in table["foreign_keys"]),
            "append_only": name in append_only,
        }
    return out


def postgres_view(catalog: dict[str, Any]) -> dict[str, Any]:
    """The portable shape of a :func:`postgres_catalog`."""
    out = {}
    for name, table in catalog["tables"].items():
        constraints = {c[0]: (c[1], c[2]) for c in table["constraints"]}
        keys, fks = [], []
        for kind, definition in constraints.values():
            if kind in ("p", "u"):
                keys.append((kind, _cols(definition.split("(", 1)[1].rstrip(")"))))
            elif kind == "f":
                match = re.fullmatch(r"FOREIGN KEY \((\w+)\) REFERENCES (\w+)\((\w+)\)", definition)
                assert match, definition
                fks.append((match[1], f"{match[2]} ({match[3]})"))
        out[name] = {
            "columns": [
                (c[0], _PG_TYPES[c[1]], c[2] == "NO", None if c[3] is None else re.sub(r"::text$", "", c[3]))
                for c in table["columns"]
            ],
            "keys": sorted(keys),
            "indexes": sorted(
                (i[0], _cols(i[1].rsplit("(", 1)[1].rstrip(")"))) for i in table["indexes"] if i[0] not in constraints
            ),
            "foreign_keys": sorted(fks),
            "append_only": bool(table["triggers"]),
        }
    return out


def model_view(schema: source.Schema) -> dict[str, Any]:
    """The portable shape of :func:`bot.storage.schema.schema_at` (and the ``meta`` table)."""
    types = {"BIG": "integer", "INT": "integer", "REAL": "real", "TEXT": "text"}
    out = {"meta": {
        "columns": [("key", "text", True, None), ("value", "text", True, None)],
        "keys": [("p", ("key",))], "indexes": [], "foreign_keys": [], "append_only": False,
    }}
    for name, table in schema.tables.items():
        pk = table.primary_key or tuple(c.name for c in table.columns if c.primary_key or c.identity)
        out[name] = {
            "columns": [
                (c.name, types[c.type], c.not_null or c.primary_key or c.identity, c.default) for c in table.columns
            ],
            "keys": sorted([("p", pk)] + [("u", g) for g in table.unique] + [("u", (c.name,)) for c in table.columns if c.unique]),
            "indexes": sorted((i, cols) for i, (t, cols) in schema.indexes.items() if t == name),
            "foreign_keys": sorted((c.name, c.references) for c in table.columns if c.references),
            "append_only": name in schema.append_only,
        }
    return dict(sorted(out.items()))


def _pg_types(catalog: dict[str, Any]) -> dict[tuple[str, str], str]:
    return {(t, c[0]): c[1] for t, table in catalog["tables"].items() for c in table["columns"]}


async def test_both_back_ends_end_with_the_same_schema_fresh_and_from_the_oldest(tmp_path):
    """Parity: fresh, and migrated from the oldest schema (version 1), SQLite and PostgreSQL have
    the tables, columns, keys, indexes and append-only logs of the schema source; PostgreSQL's
    integer columns are BIGINT exactly where the source says ``BIG``."""
    postgres.require()
    oldest = MIGRATIONS[:1]
    expected = model_view(source.schema_at())
    fresh = await _sqlite(tmp_path / "fresh.sqlite3", MIGRATIONS)
    await _sqlite(tmp_path / "old.sqlite3", oldest)
    migrated = await _sqlite(tmp_path / "old.sqlite3", MIGRATIONS)
    assert sqlite_view(fresh) == expected
    assert sqlite_view(migrated) == expected
    pg_types = {(t.name, c.name): source.TYPES["postgresql"][c.type].lower()
                for t in source.schema_at().tables.values() for c in t.columns}
    async with postgres.fresh_database() as url:
        pg_fresh = await _postgres(url, PG_MIGRATIONS)
    async with postgres.fresh_database() as url:
        await _postgres(url, PG_MIGRATIONS[:1])
        pg_migrated = await _postgres(url, PG_MIGRATIONS)
    for catalog in (pg_fresh, pg_migrated):
        assert postgres_view(catalog) == expected
        assert {k: v for k, v in _pg_types(catalog).items() if k[0] != "meta"} == pg_types


def test_the_parity_views_see_a_difference():
    """The views compare what they claim: a column's nullability, a type, an index, a key and an
    append-only log each make a difference."""
    base = source.schema_at()
    changed = [
        source.AddColumn("games", source.col("extra", "TEXT")),
        source.CreateIndex("games_extra", "games", ("engine",)),
        source.AppendOnly("users", "x", "users_append_only"),
    ]
    for op in changed:
        steps = (*source.STEPS, (RELEASED + 1, (op,)))
        assert model_view(source.schema_at(None, steps)) != model_view(base), op
    games = base.tables["games"]
    flipped = source.Table("games", tuple(
        dataclasses.replace(c, not_null=not c.not_null) if c.name == "engine" else c for c in games.columns
    ))
    assert model_view(source.Schema({**base.tables, "games": flipped}, base.indexes, base.append_only)) != model_view(base)
