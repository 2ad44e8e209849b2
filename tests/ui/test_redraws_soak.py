"""The console keeps running however long the evening: thousands of redraws
and of card reader events, in fresh processes that must end cleanly (PySide6
6.12.0 on Python 3.11 aborted them: tests/project/test_pyside_refcounts.py)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str) -> subprocess.CompletedProcess:
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env=env)


def test_thousands_of_redraws_of_the_window():
    proc = _run("""
from PySide6.QtWidgets import QApplication
app = QApplication([])
from dealer_app.console.app import build_controller
from ui.main_window import MainWindow
controller = build_controller()
window = MainWindow(controller)
for _ in range(600):                      # 1,200 redraws: with PySide6 6.12.0, an abort after ~100
    controller.deal_next_card()
    controller.undo()
print("redraws done")
""")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip() == "redraws done"


def test_thousands_of_card_reader_events_through_the_bridge():
    proc = _run("""
import threading
from PySide6.QtCore import QCoreApplication, QTimer
app = QCoreApplication([])
from dealer_app.console.shoe_bridge import SourceBridge
bridge = SourceBridge()
got = []
bridge.attach(got.append)
threading.Thread(target=lambda: [bridge(i) for i in range(20000)]).start()
def check():
    app.quit() if len(got) == 20000 else QTimer.singleShot(20, check)
QTimer.singleShot(20, check)
app.exec()
print("delivered", len(got))
""")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip() == "delivered 20000"
