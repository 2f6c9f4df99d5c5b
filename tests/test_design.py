"""The bot layer shows its design (issue 20; docs/architecture.md, "The bot layer"):

- no import circle among the modules of ``bot`` or of ``cogs`` (TYPE_CHECKING and function-level
  imports included): each package's modules point one way (the layers between the packages of
  ``bot`` are the import-linter contract in pyproject.toml, run by tests/test_layers.py);
- no module uses another module's private names (``from m import _x``, or ``obj._x`` where
  ``_x`` is not defined in the module itself), but for the short allow-list below;
- every dotted name docs/architecture.md cites (``bot.storage.open_storage``...) exists.
"""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: (module file, private name) pairs allowed across modules, each with its reason
ALLOWED_PRIVATE = {
    # the stores written once reach the storage's bridges from ``?`` SQL to the back end's raw
    # helpers (the Bridge protocol of bot/storage/portable.py; tests/platform/test_storage_pg.py
    # names them as the bridges)
    ("bot/storage/portable.py", "_query"),
    ("bot/storage/portable.py", "_run"),
    ("bot/storage/portable.py", "_portable_tx"),
    # the copy between back ends reads and writes raw rows in the back ends' own dialects
    ("bot/ops/migrate.py", "_fetchall"),
    ("bot/ops/migrate.py", "_tx"),
    # namedtuple's public method (urllib.parse.SplitResult), underscored to avoid field names
    ("bot/storage/postgres.py", "_replace"),
}


def _modules() -> list[Path]:
    return sorted(p for pkg in ("bot", "cogs") for p in (ROOT / pkg).rglob("*.py"))


def test_no_import_circles_in_bot_or_cogs():
    import grimp

    graph = grimp.build_graph("bot", "cogs")
    circles = []
    for pkg in ("bot", "cogs"):
        mods = graph.find_descendants(pkg) | {pkg}
        assert len(mods) > 10, pkg
        for a in sorted(mods):
            for b in sorted(graph.find_modules_directly_imported_by(a) & mods):
                # a package importing its own submodule is not a circle unless the submodule
                # imports the package back (the chain below finds that)
                back = graph.find_shortest_chain(importer=b, imported=a)
                if back:
                    circles.append(" -> ".join((a, *back)))
    assert not circles, "import circles:\n" + "\n".join(circles)


def _defined(tree: ast.AST) -> set[str]:
    """Every name the module itself defines: functions, classes, assigned names and attributes,
    arguments."""
    names: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(n.name)
        elif isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            names.add(n.id)
        elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store):
            names.add(n.attr)
        elif isinstance(n, ast.arg):
            names.add(n.arg)
        elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
            names.add(n.target.id)
    return names


def private_uses(path: Path) -> list[tuple[int, str]]:
    """The uses in ``path`` of private names of other modules: ``from m import _x`` and
    ``obj._x`` (``obj`` not ``self``/``cls``, ``_x`` not defined in this module); dunders are
    public."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = _defined(tree)
    found: list[tuple[int, str]] = []
    for n in ast.walk(tree):
        if isinstance(n, ast.ImportFrom):
            found += [(n.lineno, a.name) for a in n.names if a.name.startswith("_") and not a.name.startswith("__")]
        elif isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__"):
            if isinstance(n.value, ast.Name) and n.value.id in ("self", "cls"):
                continue
            if n.attr not in own:
                found.append((n.lineno, n.attr))
    return found


def test_private_uses_sees_imports_and_attributes(tmp_path):
    """The scan itself: it finds both forms and leaves a module's own names alone."""
    src = tmp_path / "m.py"
    src.write_text("from x import _a, b\nimport y\n_own = 1\ny._b()\nz._own\nself._c\n")
    assert private_uses(src) == [(1, "_a"), (4, "_b")]


def test_no_module_uses_another_modules_private_names():
    found = []
    for path in _modules():
        rel = path.relative_to(ROOT).as_posix()
        found += [f"{rel}:{line}: {name}" for line, name in private_uses(path) if (rel, name) not in ALLOWED_PRIVATE]
    assert not found, "private names used across modules:\n" + "\n".join(found)


def _resolve(name: str) -> bool:
    """Whether the dotted ``name`` is a module, or an attribute path from one (a class's
    annotated field counts)."""
    parts = name.split(".")
    for k in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:k]))
        except ModuleNotFoundError:
            continue
        for attr in parts[k:]:
            if hasattr(obj, attr):
                obj = getattr(obj, attr)
            elif isinstance(obj, type) and any(attr in getattr(c, "__annotations__", {}) for c in obj.__mro__):
                return attr == parts[-1]
            else:
                return False
        return True
    return False


def test_the_dotted_names_docs_architecture_cites_exist():
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    cited = set(re.findall(r"(?<![\w./-])((?:bot|cogs|render|engines|i18n)(?:\.\w+)+)", text))
    names = sorted(n for n in cited if not re.search(r"\.(py|ftl|md|txt|toml|json)$", n))
    assert "bot.storage.open_storage" in names and "bot.core.game.GameCore" in names
    missing = [n for n in names if not _resolve(n)]
    assert not missing, "docs/architecture.md cites names that do not exist: " + ", ".join(missing)
