"""The tests' own shape (issue 17): every test module sits in the folder of the layer it tests, and no
test module imports another (shared drivers are helper modules in tests/, fixtures are in conftest.py)."""
from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
FOLDERS = {"engine", "hardware", "store", "table", "floor", "supervisors", "ui", "commands", "acceptance",
           "project", "central"}


def test_every_test_module_is_in_a_layer_folder():
    loose = sorted(p.name for p in TESTS.glob("test_*.py"))
    assert not loose, f"test modules outside the layer folders: {loose}"
    strays = sorted(str(p.relative_to(TESTS)) for p in TESTS.glob("*/test_*.py") if p.parent.name not in FOLDERS)
    assert not strays, f"test modules in folders that are no layer: {strays}"


def test_no_test_module_imports_another():
    offenders = []
    for path in sorted(TESTS.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            offenders += [f"{path.relative_to(TESTS)} imports {n}" for n in names if n.split(".")[-1].startswith("test_")]
    assert not offenders, "\n".join(offenders)
