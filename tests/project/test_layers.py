"""The layer rules of ARCHITECTURE.md section 1.

Statically with import-linter (contracts in pyproject.toml), and at run
time: importing the pure layers in a fresh interpreter loads no Qt, no
serial port and no database.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAYERS = ("engine", "hardware", "ui", "dealer_app")
QT = {"PySide6", "shiboken6"}


def _run(args: list[str], timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args, cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )


def _loaded_top_level(code: str) -> set[str]:
    """Run `code` in a fresh interpreter at the project root and return the
    top-level names of every module it left in sys.modules."""
    script = (
        code
        + "\nimport json, sys\n"
        + "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))\n"
    )
    proc = _run([sys.executable, "-c", script])
    assert proc.returncode == 0, (
        f"python -c failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}"
    )
    return set(json.loads(proc.stdout.strip().splitlines()[-1]))


def _modules_in(package: str) -> list[str]:
    """Every module of a package folder, by file, without importing it."""
    base = ROOT / package
    names = []
    for path in sorted(base.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__main__":
            continue
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def _is_package(name: str) -> bool:
    return (ROOT / name / "__init__.py").is_file()


def test_import_linter_contracts_hold() -> None:
    lint_imports = Path(sys.executable).parent / "lint-imports"
    assert lint_imports.exists(), f"{lint_imports} missing: run tools/setup-env"
    proc = _run([str(lint_imports), "--no-cache"], timeout=300)
    assert proc.returncode == 0, (
        f"lint-imports exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"
    )


def test_engine_import_loads_no_qt_serial_or_database() -> None:
    loaded = _loaded_top_level("import engine, engine.cards")
    assert "engine" in loaded
    bad = loaded & (QT | {"serial", "sqlite3", "_sqlite3"})
    assert not bad, f"importing engine loaded {sorted(bad)}"


@pytest.mark.parametrize(
    ("package", "forbidden"),
    [
        ("engine", QT | {"serial", "sqlite3", "_sqlite3"}),
        ("hardware", QT | {"sqlite3", "_sqlite3"}),
    ],
)
def test_every_module_of_pure_layer_loads_no_forbidden(
    package: str, forbidden: set[str]
) -> None:
    if not _is_package(package):
        pytest.skip(f"{package}/ is not a package yet")
    modules = _modules_in(package)
    code = "import importlib\n" + "".join(
        f"importlib.import_module({m!r})\n" for m in modules
    )
    bad = _loaded_top_level(code) & forbidden
    assert not bad, f"importing {package} ({len(modules)} modules) loaded {sorted(bad)}"


def test_the_view_types_load_no_qt_and_nothing_of_the_application() -> None:
    """ui.views is imported by dealer_app's screenless parts (replay, verify, export run without a
    screen), so importing any of its modules must load no Qt, and it is the UI's: no dealer_app."""
    modules = _modules_in("ui/views")
    assert len(modules) > 1, "ui/views/ holds the view types"
    code = "import importlib\n" + "".join(f"importlib.import_module({m!r})\n" for m in modules)
    bad = _loaded_top_level(code) & (QT | {"dealer_app", "engine", "hardware"})
    assert not bad, f"importing ui.views ({len(modules)} modules) loaded {sorted(bad)}"


def test_ui_views_is_forbidden_qt_and_the_application_by_import_linter() -> None:
    forbidden = [set(c.get("forbidden_modules", [])) for c in _importlinter_config()["contracts"]
                 if c.get("type") == "forbidden" and c.get("source_modules") == ["ui.views"]]
    assert forbidden and {"PySide6", "shiboken6", "dealer_app"} <= set().union(*forbidden)


def _parts_of_dealer_app() -> list[str]:
    """The folders of dealer_app/ that are packages: its parts."""
    return sorted(f"dealer_app.{d.name}" for d in (ROOT / "dealer_app").iterdir() if (d / "__init__.py").is_file())


SCREENLESS_PARTS = [p for p in _parts_of_dealer_app() if p != "dealer_app.console"]


@pytest.mark.parametrize("part", SCREENLESS_PARTS)
def test_every_module_but_the_consoles_loads_no_qt(part: str) -> None:
    modules = _modules_in(part.replace(".", "/"))
    code = "import importlib\n" + "".join(f"importlib.import_module({m!r})\n" for m in modules)
    bad = _loaded_top_level(code) & QT
    assert not bad, f"importing {part} ({len(modules)} modules) loaded {sorted(bad)}"


def test_importing_the_command_line_loads_no_qt() -> None:
    """cli reaches the console only by a lazy import when no command is given."""
    bad = _loaded_top_level("import dealer_app.commands.cli") & QT
    assert not bad, f"importing dealer_app.commands.cli loaded {sorted(bad)}"


def _importlinter_config() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["importlinter"]


def test_every_layer_package_is_checked_by_import_linter() -> None:
    """A layer folder that became a package must be a root package (its
    contracts are commented out in pyproject.toml until then)."""
    roots = set(_importlinter_config()["root_packages"])
    missing = [name for name in LAYERS if _is_package(name) and name not in roots]
    assert not missing, (
        f"{missing} now have an __init__.py: add them to [tool.importlinter] "
        "root_packages in pyproject.toml and uncomment their contracts"
    )


def _forbidding(module: str) -> list[dict]:
    return [c for c in _importlinter_config().get("contracts", [])
            if c.get("type") == "forbidden" and module in c.get("forbidden_modules", [])]


def _covers(sources: list[str], part: str) -> bool:
    return any(part == source or part.startswith(source + ".") for source in sources)


def test_every_part_but_the_console_is_forbidden_qt_by_import_linter() -> None:
    """The Qt contract is written by package: its source is dealer_app whole (a new part is checked
    without being named), and what it sets aside is the console's own imports, nothing else's."""
    contracts = _forbidding("PySide6")
    sources = [s for c in contracts for s in c.get("source_modules", [])]
    assert all(_covers(sources, part) for part in SCREENLESS_PARTS), (
        "a part of dealer_app without a contract forbidding it PySide6")
    qt = next(c for c in contracts if c.get("name") == "only dealer_app.console imports Qt")
    assert qt["source_modules"] == ["dealer_app"]
    importers = {rule.split("->")[0].strip() for rule in qt.get("ignore_imports", [])}
    assert importers == {"dealer_app.console.**"}


def test_every_package_but_central_is_forbidden_psycopg_by_import_linter() -> None:
    """PostgreSQL only in dealer_app.central, written by package: every layer is the source, and only
    central's own imports of psycopg are set aside."""
    (contract,) = _forbidding("psycopg")
    assert set(contract["source_modules"]) == set(LAYERS)
    importers = {rule.split("->")[0].strip() for rule in contract.get("ignore_imports", [])}
    assert importers == {"dealer_app.central.**"}


def test_every_part_of_dealer_app_has_its_place_in_the_layers() -> None:
    layers = next(c for c in _importlinter_config()["contracts"] if c.get("type") == "layers"
                  and c.get("containers") == ["dealer_app"])["layers"]
    placed = {"dealer_app." + name.strip() for layer in layers for name in layer.replace(":", "|").split("|")}
    assert set(_parts_of_dealer_app()) == placed, (
        f"parts not placed: {sorted(set(_parts_of_dealer_app()) - placed)}; "
        f"placed but absent: {sorted(placed - set(_parts_of_dealer_app()))}")


def test_every_group_of_ui_has_its_place_in_the_layers() -> None:
    """ui's groups (issue 27) are layered by import-linter: a new folder or module of ui must be placed."""
    layers = next(c for c in _importlinter_config()["contracts"] if c.get("type") == "layers"
                  and c.get("containers") == ["ui"])["layers"]
    placed = {"ui." + name.strip() for layer in layers for name in layer.replace(":", "|").split("|")}
    groups = {f"ui.{p.stem if p.is_file() else p.name}" for p in (ROOT / "ui").iterdir()
              if (p.is_file() and p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").is_file()}
    assert groups == placed, f"not placed: {sorted(groups - placed)}; placed but absent: {sorted(placed - groups)}"
