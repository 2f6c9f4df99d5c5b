"""PostgreSQL for the tests: the server of ``AGORA_TEST_POSTGRES`` and one fresh schema per use.

``AGORA_TEST_POSTGRES`` (default ``postgresql://postgres@127.0.0.1:5432/test``) is the server the
PostgreSQL variants of the tests use.  Each use gets its own schema (``agora_t_<random hex>``),
reached through a URL whose libpq ``options`` set ``search_path`` to it, so parallel or repeated
runs never see each other's tables; the schema is dropped afterwards.  Where no server answers,
the PostgreSQL variants are skipped with :data:`SKIP_REASON`.

Under pytest-xdist (the suite runs with ``-n auto``) each worker process also gets a database of
its own, ``agora_test_<unix time>_<worker>_<pid>``, created on the server when first asked (see
:func:`available`) and dropped when the worker ends (``tests/conftest.py``), so what is
database-wide (the catalogs a test counts, the migration's advisory lock, ``pg_stat_activity``)
is never shared between workers, nor with another run of the suite on the same server.  A
database left by a killed run is dropped by a later run once it is a day old.  When the role may
not create databases, the workers share ``AGORA_TEST_POSTGRES``'s database (the schemas still
keep them apart).
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

#: the server (and database) of ``AGORA_TEST_POSTGRES``
SERVER_URL = os.environ.get("AGORA_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
SKIP_REASON = (f"no PostgreSQL server answers at AGORA_TEST_POSTGRES={SERVER_URL} "
               "(set AGORA_TEST_POSTGRES to a reachable one)")
#: the database the tests use: :data:`SERVER_URL`'s, or this xdist worker's own once
#: :func:`available` has created it (read it as ``postgres.URL``, not ``from ... import URL``)
URL = SERVER_URL
#: the xdist worker's name (``gw0``, ``gw1``...); ``None`` outside xdist
WORKER = os.environ.get("PYTEST_XDIST_WORKER")
#: the prefix of the workers' databases; those older than :data:`STALE_SECONDS` are a killed run's
WORKER_PREFIX = "agora_test_"
STALE_SECONDS = 24 * 3600

_reachable: bool | None = None
_worker_database: str | None = None


async def _probe() -> bool:
    try:
        con = await asyncpg.connect(SERVER_URL, timeout=3)
    except (TimeoutError, OSError, asyncpg.PostgresError):
        return False
    await con.close()
    return True


def database_url(name: str) -> str:
    """:data:`SERVER_URL` with its database replaced by ``name`` (its query kept)."""
    parts = urlsplit(SERVER_URL)
    return urlunsplit(parts._replace(path=f"/{name}"))


async def _create_worker_database(worker: str) -> str | None:
    """A new database for ``worker`` (its name), after dropping the workers' databases older than
    :data:`STALE_SECONDS`; ``None`` when the role may not create databases."""
    name = f"{WORKER_PREFIX}{int(time.time())}_{worker.lower()}_{os.getpid()}"
    con = await asyncpg.connect(SERVER_URL, timeout=10)
    try:
        for (old,) in await con.fetch("SELECT datname FROM pg_database WHERE datname LIKE $1", WORKER_PREFIX + "%"):
            stamp = old[len(WORKER_PREFIX):].split("_", 1)[0]
            if stamp.isdigit() and int(stamp) < time.time() - STALE_SECONDS:
                try:
                    await con.execute(f'DROP DATABASE IF EXISTS "{old}" WITH (FORCE)')
                except asyncpg.PostgresError:
                    pass  # another run dropped it first, or the role may not
        await con.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        try:
            await con.execute(f'CREATE DATABASE "{name}"')
        except asyncpg.InsufficientPrivilegeError:
            return None
    finally:
        await con.close()
    return name


async def _drop_database(name: str) -> None:
    con = await asyncpg.connect(SERVER_URL, timeout=10)
    try:
        # FORCE: a SIGKILLed child's server backends may linger a moment (see settle)
        await con.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await con.close()


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
    """Whether the server of ``AGORA_TEST_POSTGRES`` answers (asked once per test run).  Under
    xdist, the first call also creates this worker's database and points :data:`URL` at it."""
    global _reachable, _worker_database, URL
    if _reachable is None:
        _reachable = bool(_in_thread(_probe))
        if _reachable and WORKER:
            _worker_database = _in_thread(lambda: _create_worker_database(WORKER))
            if _worker_database:
                URL = database_url(_worker_database)
    return _reachable


def drop_worker_database() -> None:
    """Drop this worker's database, if :func:`available` created one (at the worker's end)."""
    global _worker_database, URL
    if _worker_database:
        name, _worker_database, URL = _worker_database, None, SERVER_URL
        _in_thread(lambda: _drop_database(name))


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
    available()  # under xdist: this worker's database first
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
