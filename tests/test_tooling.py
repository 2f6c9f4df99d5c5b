"""The code checkers configured in pyproject.toml find nothing: ruff (pyflakes, pycodestyle,
bugbear, import order) on the whole tree and mypy on the packages.  A finding fails the suite,
with the checker's own report as the message."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_finds_nothing() -> None:
    done = _run("ruff", "check", "--output-format", "concise", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_finds_nothing() -> None:
    done = _run("mypy")
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
