"""The floor checks the whole record behind a progress dialog that can be stopped (issue 18, points 3 and 13):
the chain, then every finished hand replayed through the rules; the bar moves with the count, the rate and
the time left, and Stop ends the work cleanly, the file untouched (pytest-qt, offscreen)."""
from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from typing import Optional

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressDialog, QPushButton

import dealer_app.store.verify as verify_module
from floor_helpers import click, find, sign_in
from ui.floor.floor_view import FloorView
from ui.dialogs import progress_dialog
from ui.dialogs.progress_dialog import progress_words


def the_dialog(widget) -> QProgressDialog:
    dialog = widget.findChild(QProgressDialog, "progressDialog")
    assert dialog is not None and dialog.isVisible()
    return dialog


class Seconds:
    def __init__(self):
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Answer:
    intact: Optional[bool]
    message: str
    refusal: object = None


class Watching:
    """A floor controller whose check is 100 steps of 35,000 events; it notes what the dialog said."""

    def __init__(self, stop_at: Optional[int] = None):
        self.stop_at, self.steps, self.labels, self.values = stop_at, 0, [], []
        self.view = None
        self.clock = Seconds()

    def signed_in(self):
        return "S-1"

    def sign_out(self):
        pass

    def check_record(self, progress):
        for step in range(101):
            if self.steps == self.stop_at:
                dialog = the_dialog(self.view)
                stop = next(b for b in dialog.findChildren(QPushButton))
                stop.click()                           # the floor clicks Stop between two reports
            self.steps += 1
            self.clock.now += 0.5                      # half a second a report
            go_on = progress("replay", step * 35_000, 3_500_000)
            dialog = the_dialog(self.view)
            self.labels.append(dialog.labelText())
            self.values.append(dialog.value())
            if go_on is False:
                return Answer(None, "stopped at step %d" % step)
        return Answer(True, "all done")


def a_view(qtbot, monkeypatch, controller) -> FloorView:
    monkeypatch.setattr(progress_dialog, "_clock", controller.clock)
    w = FloorView(controller)
    controller.view = w
    qtbot.addWidget(w)
    w.pages.setCurrentIndex(1)                          # past the sign-in: the controller says who
    return w


def test_the_dialog_moves_with_the_work_and_says_the_rate_and_time_left(qtbot, monkeypatch):
    controller = Watching()
    w = a_view(qtbot, monkeypatch, controller)
    w.check_record()
    assert controller.steps == 101
    assert controller.values[0] == 0 and controller.values[50] == 500 and controller.values[-1] == 1000
    # at step 50: 1,750,000 events in 25 s since the first report: 70,000 events/s, 25 s left
    assert controller.labels[50] == ("Replaying every finished hand through the rules\n"
                                     "1,750,000 / 3,500,000 events · 50 % · 70,000 events/s · 25 s left")
    assert "3,500,000 / 3,500,000 events · 100 %" in controller.labels[-1]
    assert w.findChild(QProgressDialog, "progressDialog") is None or \
        not w.findChild(QProgressDialog, "progressDialog").isVisible()          # gone when the work is done
    assert find(w, QLabel, "floorMessage").text() == "all done"


def test_stop_ends_the_work_at_once(qtbot, monkeypatch):
    controller = Watching(stop_at=7)
    w = a_view(qtbot, monkeypatch, controller)
    w.check_record()
    assert controller.steps == 8                      # the report after the click was the last one
    assert find(w, QLabel, "floorMessage").text() == "stopped at step 7"


def test_progress_words_have_the_count_the_rate_and_the_time_left():
    words = progress_words("chain", 1_234_567, 3_500_000, 10.0)
    assert words == ("Checking every event of the record against its hash\n"
                     "1,234,567 / 3,500,000 events · 35 % · 123,456 events/s · 18 s left")
    assert progress_words("replay", 100, 3_500_000, 1.0).endswith("· 100 events/s · 583 min left")


# ---------------------------------------------------------------- the real record

@pytest.fixture
def reports_often(monkeypatch):
    monkeypatch.setattr(verify_module, "EVERY", 16)      # the floor store is small: a report every 16 events


def test_the_floor_checks_the_real_record_chain_then_replay(qtbot, view, store, reports_often):
    sign_in(qtbot, view)
    seen = []
    real = view.controller.check_record

    def spy(progress):
        def watched(stage, done, total):
            go_on = progress(stage, done, total)
            seen.append((stage, the_dialog(view).value(), the_dialog(view).labelText()))
            return go_on
        return real(watched)
    view.controller.check_record = spy
    qtbot.keyClick(view, Qt.Key.Key_F9)
    stages = [s for s, _, _ in seen]
    assert stages[0] == "chain" and stages[-1] == "replay" and len(seen) > 6
    assert seen[-1][1] == 1000
    message = find(view, QLabel, "floorMessage").text()
    assert message.startswith("Record intact: ") and "finished hands replayed" in message


def test_stopping_the_real_check_writes_nothing_and_says_so(qtbot, view, store, reports_often):
    sign_in(qtbot, view)
    before = store.path.read_bytes()
    events_before = store._conn.execute("SELECT count(*) FROM events").fetchone()[0]
    real = view.controller.check_record
    calls = []

    def spy(progress):
        def watched(stage, done, total):
            calls.append(stage)
            if stage == "replay" and len([c for c in calls if c == "replay"]) == 2:
                stop = the_dialog(view).findChild(QPushButton)
                stop.click()
            return progress(stage, done, total)
        return real(watched)
    view.controller.check_record = spy
    click(qtbot, view, "checkRecordButton")
    assert calls.count("replay") == 2                   # stopped at the click
    assert "Check stopped before the end: nothing was changed." in find(view, QLabel, "floorMessage").text()
    assert store.path.read_bytes() == before
    # Not recorded as a check: it did not finish.
    assert store._conn.execute("SELECT count(*) FROM events").fetchone()[0] == events_before


def test_the_floor_papers_say_the_recorded_result_conforms(qtbot, view):
    from floor_helpers import open_hand_1
    open_hand_1(qtbot, view)
    for name in ("exportHtmlButton", "exportPdfButton"):
        click(qtbot, view, name)
    html = (view.exports / "hand-1-T4.html").read_text(encoding="utf-8")
    assert '<p class="ok small">Recorded result conforms to the rules</p>' in html
    if shutil.which("pdftotext"):
        pdf_text = subprocess.run(["pdftotext", str(view.exports / "hand-1-T4.pdf"), "-"], capture_output=True,
                                  text=True, check=True).stdout
        assert "Recorded result conforms to the rules" in " ".join(pdf_text.split())
