"""deploy/agora.service, the systemd unit the README tells admins to install: systemd itself
accepts it (``systemd-analyze verify``, with the paths pointed at this checkout), it runs
``agora run`` in the folder holding .env and the database, stops it like Ctrl-C, does not restart
on a configuration problem; and the README explains running, updating and restoring."""

from __future__ import annotations

import configparser
import getpass
import grp
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "deploy" / "agora.service"


def unit() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(UNIT.read_text(encoding="utf-8"))
    return parser


def test_the_unit_runs_agora_in_its_own_folder():
    service = unit()["Service"]
    folder = service["WorkingDirectory"]
    assert service["ExecStart"] == f"{folder}/.venv/bin/agora run"
    assert service["ReadWritePaths"] == folder  # the database and its -wal/-shm files live there
    assert service["KillSignal"] == "SIGINT"  # agora run treats it as Ctrl-C and closes cleanly
    assert service["Restart"] == "on-failure" and service["RestartPreventExitStatus"] == "2"
    assert unit()["Install"]["WantedBy"] == "multi-user.target"


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_accepts_the_unit(tmp_path):
    text = UNIT.read_text(encoding="utf-8").replace("/opt/agora", str(ROOT))
    text = text.replace("User=agora", f"User={getpass.getuser()}").replace(
        "Group=agora", f"Group={grp.getgrgid(os.getgid()).gr_name}")
    local = tmp_path / "agora.service"
    local.write_text(text, encoding="utf-8")
    if not (ROOT / ".venv" / "bin" / "agora").exists():
        pytest.skip("no .venv/bin/agora in this checkout")
    proc = subprocess.run(["systemd-analyze", "verify", str(local)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stderr.strip() == "", proc.stderr


def test_readme_and_operations_cover_python_folders_service_update_restore():
    """The README says what a new admin needs first and points to docs/operations.md, which has
    the service, updating (with `agora check`) and restoring."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for needle in ("Python 3.11 or newer", "the folder you run it from", "agora doctor", "docs/operations.md", "agora check"):
        assert needle in readme, needle
    operations = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    for needle in (
        "deploy/agora.service",
        "systemctl enable --now agora",
        "## Updating",
        "agora check",
        "## Backups and restore",
        "agora backup",
        "agora.sqlite3-wal",
        "## Messages an admin can meet",  # issue 28: each message and what to do about it
        "The bot cannot write the database",
        "is a folder, not a file",
        "same state, log differs",
    ):
        assert needle in operations, needle


def test_readme_fits_a_page():
    """Issue 20: a player or an admin finds what they need in a page (at most 250 lines)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 250
