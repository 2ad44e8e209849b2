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


def type_in(window, typed: str) -> None:
    """Typed as keys: Latin letters and digits to the window, any other letter (Cyrillic, ♥) to the widget
    with the focus, which is where a keyboard's key goes (QTest has no key for a Cyrillic letter)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    for ch in typed:
        if ch.isascii():
            QTest.keyClick(window.windowHandle(), ch)
        else:                                  # the key a Russian layout sends: its letter's code and text
            QTest.sendKeyEvent(QTest.KeyAction.Click, QApplication.focusWidget(), Qt.Key(ord(ch.upper())), ch,
                               Qt.KeyboardModifier.NoModifier)
        QApplication.processEvents()
