"""rules/ is the engine: it imports only the standard library and itself — never the program
(``app``), not even lazily inside a function (issue 27, item 2). The program's words reach
``python -m rules play`` the other way round, through an entry point (rules/cli.py)."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STDLIB = set(sys.stdlib_module_names) | {"__future__"}


def imports_of(path: Path):
    """(line, top-level module) of every import in a file, wherever it stands: at the top, in a
    function, or by name through ``importlib.import_module`` / ``__import__``. Relative
    imports are the package's own."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield node.lineno, a.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            yield node.lineno, node.module.split(".")[0]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None)) in (
                "import_module", "__import__") and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                if not arg.value.startswith("."):
                    yield node.lineno, arg.value.split(".")[0]
            elif isinstance(arg, ast.JoinedStr) and arg.values and isinstance(arg.values[0], ast.Constant):
                head = arg.values[0].value
                if head and not head.startswith("."):
                    yield node.lineno, head.split(".")[0]


def foreign_imports(folder: Path) -> list[str]:
    out = []
    for path in sorted(folder.rglob("*.py")):
        for line, top in imports_of(path):
            if top != "rules" and top not in STDLIB:
                out.append(f"{path.relative_to(folder.parent)}:{line}: imports {top}")
    return out


def test_rules_imports_only_the_standard_library_and_itself():
    found = foreign_imports(ROOT / "rules")
    assert not found, "\n".join(found)


def test_rules_never_imports_the_program():
    found = [f for f in foreign_imports(ROOT / "rules") if f.endswith(("imports app", "imports pygame"))]
    assert not found, "\n".join(found)


def test_the_scan_sees_a_lazy_import_and_an_import_by_name(tmp_path):
    pkg = tmp_path / "rules"
    pkg.mkdir()
    (pkg / "cli.py").write_text(
        "import json\nfrom . import game\nfrom rules.cards import Card\n"
        "def words():\n    from app.wording import Wording\n    return Wording\n"
        "def other():\n    import importlib\n    return importlib.import_module(f'app.{1}')\n", encoding="utf-8")
    assert foreign_imports(pkg) == ["rules/cli.py:5: imports app", "rules/cli.py:9: imports app"]
