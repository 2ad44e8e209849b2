"""Issue 26, point 7, at the window: the hand store's write-ahead log deleted while the console deals.

The next card dealt by its key (Space) is not recorded and the message line says why in words: recording
has stopped, every event recorded before was saved into the store file, call a supervisor. The card is not
dealt on the screen, a second try is refused the same way, and the store file holds every event the console
had acknowledged."""
from __future__ import annotations

import os
import sqlite3

from PySide6.QtCore import Qt

from console_driver import key, text


def test_the_console_says_recording_stopped_when_its_wal_is_deleted_and_loses_nothing(qtbot, dealing, store_path):
    window, controller = dealing
    key(qtbot, window, Qt.Key.Key_Space)                         # one card dealt and recorded
    assert len(controller.hand.inputs) == 1
    acknowledged = sqlite3.connect(f"file:{store_path}?mode=ro", uri=True).execute(
        "SELECT seq FROM chain_head").fetchone()[0]
    os.unlink(f"{store_path}-wal")                               # the attack
    before = controller.session.state()
    key(qtbot, window, Qt.Key.Key_Space)
    said = text(window, "messageLine")
    assert "Recording has stopped; every event recorded before was saved into the store file" in said
    assert f"{store_path}-wal" in said and "Call a supervisor" in said
    assert controller.session.state() == before and len(controller.hand.inputs) == 1
    key(qtbot, window, Qt.Key.Key_Space)
    assert "Recording has stopped" in text(window, "messageLine")
    conn = sqlite3.connect(f"file:{store_path}?mode=ro", uri=True)
    try:
        assert conn.execute("SELECT max(seq) FROM events").fetchone()[0] == acknowledged
    finally:
        conn.close()
