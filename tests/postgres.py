"""PostgreSQL for the tests: the server of ``AGORA_TEST_POSTGRES`` and one fresh schema per use.

``AGORA_TEST_POSTGRES`` (default ``postgresql://postgres@127.0.0.1:5432/test``) is the server the
PostgreSQL variants of the tests use.  Each use gets its own schema (``agora_t_<random hex>``),
reached through a URL whose libpq ``options`` set ``search_path`` to it, so parallel or repeated
runs never see each other's tables; the schema is dropped afterwards.  Where no server answers,
the PostgreSQL variants are skipped with :data:`SKIP_REASON`.
"""

from __future__ import annotations

import asyncio
import os
import threading
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager

import asyncpg
import pytest

URL = os.environ.get("AGORA_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
SKIP_REASON = f"no PostgreSQL server answers at AGORA_TEST_POSTGRES={URL} (set AGORA_TEST_POSTGRES to a reachable one)"

_reachable: bool | None = None


async def _probe() -> bool:
    try:
        con = await asyncpg.connect(URL, timeout=3)
    except (TimeoutError, OSError, asyncpg.PostgresError):
        return False
    await con.close()
    return True


def _in_thread(coro_factory):  # type: ignore[no-untyped-def]
    """Run ``coro_factory()`` in a new event loop on another thread (works inside a running loop)."""
    result: list = []

    def run() -> None:
        result.append(asyncio.run(coro_factory()))

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    return result[0] if result else None


def available() -> bool:
    """Whether the server of ``AGORA_TEST_POSTGRES`` answers (asked once per test run)."""
    global _reachable
    if _reachable is None:
        _reachable = bool(_in_thread(_probe))
    return _reachable


def require() -> None:
    """Skip the calling test when no server answers."""
    if not available():
        pytest.skip(SKIP_REASON)


def schema_url(schema: str) -> str:
    """``URL`` with ``search_path`` set to ``schema`` (libpq ``options``: asyncpg and pg_dump read
    it) and the connections named after it (``application_name``, see :func:`settle`)."""
    return f"{URL}{'&' if '?' in URL else '?'}options=-csearch_path%3D{schema}&application_name={schema}"


async def settle(url: str, timeout: float = 15.0) -> None:
    """Wait until the server has ended every connection made with ``url`` (a :func:`schema_url`).

    A process killed with SIGKILL leaves its server backends behind for a moment: one running a
    commit finishes it (the server does not know the client is gone until it answers), so what
    the log holds is only final once they are gone.  Reading the log before would take a commit
    that lands a moment later for one that never happened."""
    if "application_name=" not in url:
        return
    name = url.split("application_name=", 1)[1].split("&", 1)[0]
    con = await asyncpg.connect(URL)
    try:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while await con.fetchval("SELECT count(*) FROM pg_stat_activity WHERE application_name = $1", name):
            if loop.time() > deadline:
                raise TimeoutError(f"connections of {name} still open after {timeout} s")
            await asyncio.sleep(0.02)
    finally:
        await con.close()


async def create_schema() -> tuple[str, str]:
    """A new empty schema; ``(name, url reaching it)``."""
    name = f"agora_t_{uuid.uuid4().hex[:12]}"
    con = await asyncpg.connect(URL)
    try:
        await con.execute(f"CREATE SCHEMA {name}")
    finally:
        await con.close()
    return name, schema_url(name)


async def drop_schema(name: str) -> None:
    con = await asyncpg.connect(URL)
    try:
        await con.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
    finally:
        await con.close()


@asynccontextmanager
async def fresh_database() -> AsyncIterator[str]:
    """Async: the URL of a new schema, dropped on exit (skips the test without a server)."""
    require()
    name, url = await create_schema()
    try:
        yield url
    finally:
        await drop_schema(name)


@contextmanager
def fresh_database_sync() -> Iterator[str]:
    """:func:`fresh_database` for synchronous code (hypothesis state machines, subprocess tests)."""
    require()
    name, url = _in_thread(create_schema)
    try:
        yield url
    finally:
        _in_thread(lambda: drop_schema(name))
