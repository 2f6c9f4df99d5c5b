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


def test_no_import_circles_inside_an_engine():
    """No module of an engine package reaches, through its imports (TYPE_CHECKING and
    function-level ones included), a module of the same package that imports it: each engine's
    modules point one way (issue 8; Mare Nostrum's order is the contract in pyproject.toml).
    A module that needs the engine object takes a narrower type (engines.base.Engine, or Mare
    Nostrum's flow.Table) instead of importing the engine module."""
    import grimp

    graph = grimp.build_graph("engines")
    packages = sorted(m for m in graph.modules if m.count(".") == 1 and graph.find_children(m))
    assert "engines.mare_nostrum" in packages and "engines.sevenwd" in packages
    circles = []
    for pkg in packages:
        mods = graph.find_descendants(pkg)
        for a in sorted(mods):
            for b in sorted(graph.find_modules_directly_imported_by(a) & mods):
                back = graph.find_shortest_chain(importer=b, imported=a)
                if back:
                    circles.append(" -> ".join((a, *back)))
    assert not circles, "import circles:\n" + "\n".join(circles)
