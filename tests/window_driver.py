"""The console's window as the tests drive it: shown at a size, optionally active (for key presses),
and its controls read by object name. One place for what every window test did for itself."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton

from ui.main_window import MainWindow


def shown_window(qtbot, controller, size: tuple[int, int] = (1600, 1000), active: bool = False) -> MainWindow:
    """A MainWindow on ``controller``, shown at ``size``; ``active``: the window has the keyboard."""
    w = MainWindow(controller)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    if active:
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
    return w


def text(window, name: str) -> str:
    """The words of the label or button named ``name``."""
    widget = window.findChild(QLabel, name) or window.findChild(QPushButton, name)
    assert widget is not None, f"no control named {name}"
    return widget.text()
