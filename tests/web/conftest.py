"""Fixtures of the game pages' tests: an open Agora over a SQLite file (real engines)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.web.helpers import open_app


@pytest.fixture
async def app(tmp_path: Path):
    a = await open_app(tmp_path / "agora.sqlite3")
    yield a
    await a.close()
