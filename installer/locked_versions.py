"""Check that this Python's installed packages are the versions a lock file names.

    python installer/locked_versions.py requirements/runtime.txt [more lock files ...]

Every package a lock names for this platform (its marker, e.g. ``sys_platform == 'win32'``,
applies here) must be installed at exactly the locked version. Prints what differs and exits 1;
installer/build runs it on the venv the bundle is made from, tests/project/test_locks.py on the
tests' own.
"""
from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path

from packaging.markers import Marker

PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)\s*(?:;\s*([^\\]+?))?\s*\\?\s*$", re.M)


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def locked(text: str) -> dict[str, tuple[str, str | None]]:
    """{package: (version, marker or None)} of a lock file's pins."""
    return {normalized(m.group(1)): (m.group(2), m.group(3)) for m in PIN.finditer(text)}


def differences(lock_text: str) -> list[str]:
    """What is not installed as this lock says, one line each (empty: all as locked)."""
    installed = {normalized(d.metadata["Name"]): d.version for d in metadata.distributions()}
    wrong = []
    for name, (version, marker) in sorted(locked(lock_text).items()):
        if marker and not Marker(marker).evaluate():
            continue
        have = installed.get(name)
        if have != version:
            wrong.append(f"{name}: locked {version}, installed {have or 'nothing'}")
    return wrong


def main(paths: list[str]) -> int:
    wrong = [f"{path}: {line}" for path in paths for line in differences(Path(path).read_text())]
    for line in wrong:
        print(f"locked_versions: {line}", file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
