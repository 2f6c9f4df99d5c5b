"""The layers point downward only: cogs -> bot -> render -> engines (shared/ARCHITECTURE.md)."""

import shutil
import subprocess
import sys
from pathlib import Path


def test_import_contract_holds():
    root = Path(__file__).resolve().parents[1]
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or shutil.which("lint-imports")
    assert exe, "import-linter is a test dependency (pip install -e '.[test]')"
    proc = subprocess.run([exe], cwd=root, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
