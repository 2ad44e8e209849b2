"""The console window (issue 7 builds it out)."""
from __future__ import annotations


def run_console() -> int:
    from PySide6.QtWidgets import QApplication, QLabel  # noqa: F401 - the window arrives with issue 7
    raise SystemExit("the console window is not built yet")
