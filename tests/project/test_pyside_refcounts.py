"""The installed PySide6 must not drain None, True or False.

PySide6-Essentials 6.12.0 took one reference off ``None`` at every Qt call
that returns nothing and off ``True`` at every ``Signal.emit()``, on Python
before 3.12 where those objects are not immortal: the floor station aborted
seconds after sign-in ("Fatal Python error: none_dealloc"). pyproject.toml
pins a release that probes clean; this test is what stops a new pin (or a
lock file update) from bringing the fault back. Each probe runs in a fresh
process, with no project code, so nothing else can hide or cause a drift.
"""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap

PROBE = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QObject, Signal, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

    app = QApplication([])

    class Emitter(QObject):
        changed = Signal(int)

    emitter = Emitter()
    emitter.changed.connect(lambda value: None)
    label, button, widget = QLabel(), QPushButton(), QWidget()

    class Painted(QWidget):              # a Python override Qt calls back (returns None to C++)
        def event(self, e):
            return super().event(e)
    painted = Painted()

    calls = {
        "setObjectName (returns nothing)": lambda: emitter.setObjectName("probe"),
        "QLabel.setText (returns nothing)": lambda: label.setText("probe"),
        "QWidget.setEnabled (returns nothing)": lambda: button.setEnabled(True),
        "QWidget.isVisible (returns a bool)": lambda: widget.isVisible(),
        "QObject.blockSignals (returns a bool)": lambda: emitter.blockSignals(False),
        "Signal.emit": lambda: emitter.changed.emit(1),
        "QWidget.update + events (a Python override called back)": lambda: (painted.update(),
                                                                             app.processEvents()),
    }
    N = 500
    drift = {}
    for name, call in calls.items():
        for _ in range(100):             # first calls fill Qt's and Python's caches: not counted
            call()
        before = [sys.getrefcount(o) for o in (None, True, False)]
        for _ in range(N):
            call()
        after = [sys.getrefcount(o) for o in (None, True, False)]
        drift[name] = dict(zip(("None", "True", "False"), (b - a for b, a in zip(before, after))))
    import PySide6
    print(json.dumps({"version": PySide6.__version__, "drift": drift}), flush=True)
    import os
    os._exit(0)     # a drained None would abort the interpreter's shutdown: the numbers say it first
""")


def test_the_installed_pyside6_keeps_none_true_and_false():
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=300,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    if "_dealloc" in proc.stderr:
        raise AssertionError("the installed PySide6 freed None, True or False (the interpreter aborted): "
                             + proc.stderr[-600:])
    assert proc.returncode == 0, f"the probe itself failed (exit {proc.returncode}):\n{proc.stderr[-3000:]}"
    result = json.loads(proc.stdout)
    # 500 calls each: a release with the fault loses 500; a few either way is the interpreter's own
    # bookkeeping (an event object kept, a cache), never one per call.
    drained = {call: counts for call, counts in result["drift"].items()
               if any(abs(lost) > 100 for lost in counts.values())}
    assert not drained, (f"PySide6 {result['version']} drains Python's singletons on "
                         f"{sys.version.split()[0]} (references lost over 500 calls): {drained}")
