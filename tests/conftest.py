"""Fixtures shared by every test folder: the database back ends.

``database`` is parametrized over both storage back ends: ``sqlite`` (a file in ``tmp_path``, a
``Path``) and ``postgresql`` (a fresh schema on ``AGORA_TEST_POSTGRES``'s server, a URL; skipped
with a reason naming the variable when no server answers).  Pass it to
``bot.storage.open_storage`` or to ``Settings(database=...)``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import postgres

BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(params=BACKENDS)
async def database(request, tmp_path: Path):
    if request.param == "sqlite":
        yield tmp_path / "agora.sqlite3"
    else:
        async with postgres.fresh_database() as url:
            yield url


@pytest.fixture
async def pg_database():
    """A fresh PostgreSQL schema's URL (skipped without a server)."""
    async with postgres.fresh_database() as url:
        yield url
