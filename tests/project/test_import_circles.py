"""No import circle anywhere in the tree (issue 17): every module imports the ones it needs one way.

A circle is a set of modules each reaching the others through imports (a
strongly connected component of the import graph, imports under
TYPE_CHECKING and inside functions included: a lazy import is still a
circle, only hidden). import-linter's ``acyclic_siblings`` contract in
pyproject.toml checks the same package by package; this test names the
modules of each circle found.
"""
from __future__ import annotations

import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[2]

def circles(package: str) -> list[set[str]]:
    """Every set of two or more modules of ``package`` that import each other, round by round (Tarjan)."""
    if str(ROOT) not in sys.path:        # pragma: no cover - pytest puts the root first already
        sys.path.insert(0, str(ROOT))
    graph = grimp.build_graph(package, cache_dir=None)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        # Iterative, so a deep chain of imports cannot reach the recursion limit.
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, imported = work[-1]
            step = next(imported, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph.find_modules_directly_imported_by(step)))))
                elif step in on_stack:
                    low[module] = min(low[module], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[module])
            if low[module] == index[module]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == module:
                        break
                if len(component) > 1:
                    found.append(component)
    return found


def test_the_finder_sees_a_circle_and_a_lazy_import_as_one(tmp_path, monkeypatch):
    """The rule's own numbers: a -> b -> c -> a (c's import inside a function) is one circle of 3; d -> a is none."""
    package = tmp_path / "circular_sample"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text("from . import c\n")
    (package / "c.py").write_text("def later():\n    from . import a\n")
    (package / "d.py").write_text("from . import a\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert circles("circular_sample") == [{"circular_sample.a", "circular_sample.b", "circular_sample.c"}]


@pytest.mark.parametrize("package", ["engine", "dealer_app", "hardware", "ui"])
def test_no_import_circle_in(package):
    assert circles(package) == []


def test_no_import_circle_in_the_store():
    """The store's 12 modules were one circle (errors -> verify, live/retention/opening -> store._append_many)."""
    assert not [c for c in circles("dealer_app") if any(m.startswith("dealer_app.store") for m in c)]


def test_no_import_circle_in_the_engine():
    """engine had two: hand <-> betting (betting wrote the hand's attributes; now the round has its
    own state, betting.BettingRound) and evaluation <-> omaha_tables (the shipped file now has its
    own module, omaha_table_file, and omaha_tables only reads the evaluator)."""
    assert circles("engine") == []
