"""Fixtures for the platform tests: the toy engine registered as "toy", a fake clock, storage,
service, and an app wired to a recording transport."""

from __future__ import annotations

from pathlib import Path

import pytest

import engines
from bot.app.agora import Agora
from bot.service import Service
from bot.storage import open_storage
from bot.storage.sqlite import Storage
from tests.platform.helpers import FakeClock, RecordingTransport, make_settings


@pytest.fixture(autouse=True)
def toy(monkeypatch):
    """Register the toy engine as "toy" for the duration of a test."""
    monkeypatch.setitem(engines.REGISTRY, "toy", "tests.toy_engine:ToyEngine")
    monkeypatch.setattr(engines, "_cache", {})
    return engines.get("toy")


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "agora.sqlite3"


@pytest.fixture
async def storage(database):
    """The storage port on each back end (tests/conftest.py ``database``)."""
    s = await open_storage(database)
    yield s
    await s.close()


@pytest.fixture
def service(storage: Storage, clock: FakeClock) -> Service:
    return Service(storage, default_deadline_hours=24, clock=clock)


@pytest.fixture
async def app(db_path: Path, clock: FakeClock):
    transport = RecordingTransport()
    a = Agora(make_settings(db_path), transport, clock=clock)
    await a.start()
    yield a
    await a.close()


