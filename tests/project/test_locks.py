"""What we install is locked: one version of every package, with the sha256 of its files.

requirements/runtime.txt (what the console runs on), bundle.txt (the runtime and PyInstaller,
for installer/build) and dev.txt (the runtime, the tests, the builder, the benches) are written
by tools/lock-dependencies and installed with pip's --require-hashes by tools/setup-env and
installer/build. These tests keep them whole, agreeing with each other and with pyproject.toml,
and check that the tests themselves run on exactly what dev.txt names.
"""
from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "installer"))
import locked_versions  # noqa: E402

LOCKS = ("runtime", "bundle", "dev")


def lock_text(name: str) -> str:
    return (ROOT / "requirements" / f"{name}.txt").read_text()


def pins_with_hashes(text: str) -> dict[str, int]:
    """{package: number of --hash lines under its pin}."""
    counts: dict[str, int] = {}
    current = None
    for line in text.splitlines():
        pin = locked_versions.PIN.match(line)
        if pin:
            current = locked_versions.normalized(pin.group(1))
            counts[current] = 0
        elif line.strip().startswith("--hash=sha256:") and current:
            counts[current] += 1
        elif line and not line.startswith((" ", "#")):
            raise AssertionError(f"a line that is no pin: {line!r}")
    return counts


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


@pytest.mark.parametrize("name", LOCKS)
def test_every_locked_package_carries_the_hashes_of_its_files(name):
    counts = pins_with_hashes(lock_text(name))
    assert counts, f"requirements/{name}.txt names no package"
    assert all(counts.values()), f"pins without a hash in {name}.txt: {[p for p, n in counts.items() if not n]}"


def test_the_locks_agree_on_every_version_they_share():
    versions = {name: {p: v for p, (v, _) in locked_versions.locked(lock_text(name)).items()} for name in LOCKS}
    for name in ("bundle", "dev"):
        differ = {p: (v, versions[name].get(p)) for p, v in versions["runtime"].items() if versions[name].get(p) != v}
        assert not differ, f"{name}.txt differs from runtime.txt (runtime, {name}): {differ}"
    differ = {p: v for p, v in versions["bundle"].items() if versions["dev"].get(p) != v}
    assert not differ, f"dev.txt differs from bundle.txt on {differ}"


@pytest.mark.parametrize("name,extras", [("runtime", ()), ("bundle", ("installer",)),
                                         ("dev", ("test", "installer", "bench"))])
def test_each_lock_satisfies_what_pyproject_asks(name, extras):
    """A pyproject.toml changed without tools/lock-dependencies shows here."""
    project = pyproject()["project"]
    wanted = [Requirement(r) for r in project["dependencies"]]
    for extra in extras:
        wanted += [Requirement(r) for r in project["optional-dependencies"][extra]]
    locked = locked_versions.locked(lock_text(name))
    for requirement in wanted:
        package = locked_versions.normalized(requirement.name)
        assert package in locked, f"{requirement} is not in requirements/{name}.txt: run tools/lock-dependencies"
        version = locked[package][0]
        assert requirement.specifier.contains(version, prereleases=True), (
            f"requirements/{name}.txt locks {package} {version}, pyproject.toml asks {requirement}: "
            "run tools/lock-dependencies")


def test_pyside6_is_pinned_to_the_release_the_lock_holds():
    pins = [r for r in pyproject()["project"]["dependencies"] if r.lower().startswith("pyside6-essentials")]
    assert len(pins) == 1 and "==" in pins[0], f"PySide6-Essentials must be pinned exactly: {pins}"
    version = pins[0].split("==")[1]
    assert locked_versions.locked(lock_text("runtime"))["pyside6-essentials"][0] == version
    assert locked_versions.locked(lock_text("runtime"))["shiboken6"][0] == version


def test_the_tests_run_on_exactly_the_locked_versions():
    assert locked_versions.differences(lock_text("dev")) == []


def test_a_version_other_than_the_locked_one_is_reported():
    text = lock_text("dev").replace("pytest==", "pytest==0.0.1.dev0+", 1)
    wrong = locked_versions.differences(text)
    assert len(wrong) == 1 and wrong[0].startswith("pytest: locked 0.0.1.dev0+")
