"""The keys come back to the table after every dialog, whatever closed it.

A dialog over the console (set-up, seating, a supervisor's PIN, a question, the chips, a file to choose...)
can close by its answer, Cancel, Escape, a wrong PIN then Cancel, or a window it opened closing with it.
Whatever the path, when it is gone the window that was under it is activated again and, when that is the
table's window, the letter keys and Space are the dealer's actions again (N, D... reach the table at once).
Left to the window manager, the focus sometimes stayed nowhere (seen after the set-up dialog and a PIN
dialog closed together): the keys did nothing until a click.

One watcher per window does it for every window opened over it, at any depth: a window shown over the
table (a child widget that is a window) is watched, and so is any window shown over a watched one. No
dialog has to remember to give the keys back.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid


class KeysHome(QObject):
    """Watches the windows opened over ``home`` (a top-level window) and, when one closes, activates what
    is under it; ``give_keys()`` is called when the keys are back on ``home``."""

    def __init__(self, home: QWidget, give_keys: Callable[[], None]):
        super().__init__(home)
        self._home = home
        self._give_keys = give_keys
        self._watched: set[int] = set()
        self._closed: list[QWidget] = []
        home.installEventFilter(self)

    def _watch(self, widget: QWidget) -> None:
        if id(widget) in self._watched:
            return
        self._watched.add(id(widget))
        widget.installEventFilter(self)
        widget.destroyed.connect(lambda _=None, key=id(widget): self._watched.discard(key))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.WindowActivate and watched is self._home and self._home.focusWidget() is None:
            self._give_keys()                   # activated with the focus nowhere: the keys act
        elif kind == QEvent.Type.ChildPolished:
            # A window made over this one is polished when it is first shown: from then on it is watched.
            child = event.child()
            if isinstance(child, QWidget) and child.isWindow():
                self._watch(child)
        elif kind == QEvent.Type.Hide and watched is not self._home and isinstance(watched, QWidget) \
                and watched.isWindow() and not event.spontaneous():
            if not self._closed:
                # After the event that closed it: a dialog that closes the one under it, or opens the next
                # question, has done so by then.
                QTimer.singleShot(0, self, self._back)
            self._closed.append(watched)
        return False

    def _under(self, closed: QWidget) -> QWidget:
        """The window that was under ``closed`` and is still shown (the table's window at the bottom)."""
        under = closed.parentWidget()
        while under is not None and not (under.isWindow() and under.isVisible()):
            under = under.parentWidget()
        return under if under is not None else self._home

    def _back(self) -> None:
        closed, self._closed = [w for w in self._closed if isValid(w)], []
        if not closed or not self._home.isVisible() or any(w.isVisible() for w in closed):
            return
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible():
            # A dialog still open (the set-up under a PIN dialog, or the next question): it has the keys.
            if not modal.isActiveWindow():
                modal.activateWindow()
            return
        under = self._under(closed[-1])
        under.raise_()
        under.activateWindow()
        if under is self._home:
            self._give_keys()
