"""Fixtures shared by every test folder: the database back ends.

``database`` is parametrized over both storage back ends: ``sqlite`` (a file in ``tmp_path``, a
``Path``) and ``postgresql`` (a fresh schema on ``AGORA_TEST_POSTGRES``'s server, a URL; skipped
with a reason naming the variable when no server answers).  Pass it to
``bot.storage.open_storage`` or to ``Settings(database=...)``.

The suite runs under pytest-xdist (``-n auto`` in pyproject.toml): one worker process per CPU,
at most :data:`MAX_WORKERS` (each worker's PostgreSQL tests open pools and start bot processes:
more workers would near the server's connection limit); ``PYTEST_XDIST_AUTO_NUM_WORKERS`` or
``-n N`` choose another count, ``-n 0`` runs everything in one process.  Each worker's
PostgreSQL tests use a database of their own (see ``tests/postgres.py``), dropped here when the
worker's session ends.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests import postgres

BACKENDS = ["sqlite", "postgresql"]
#: the most workers ``-n auto`` starts
MAX_WORKERS = 4


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config) -> int | None:
    """``-n auto``: the CPUs this process may use, at most :data:`MAX_WORKERS` (``None``: xdist's
    own rule, which reads ``PYTEST_XDIST_AUTO_NUM_WORKERS``)."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS") or not hasattr(os, "sched_getaffinity"):
        return None
    return max(1, min(len(os.sched_getaffinity(0)), MAX_WORKERS))


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


def pytest_sessionfinish(session, exitstatus) -> None:
    postgres.drop_worker_database()
