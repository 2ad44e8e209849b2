"""Long work behind a progress dialog that can be stopped (checking a year of the record takes minutes).

The work is a plain function that takes a progress function (no Qt on the
other side: ``dealer_app.store.progress``): it calls ``progress(stage, done,
total)`` every few thousand events, and stops cleanly, having written
nothing, when the call returns False. Here each call moves the bar, says
the step, the count, the rate and the time left, and lets Qt handle the
Stop button (the work runs on the window's own thread, between two calls).
"""
from __future__ import annotations

import time
from typing import Callable, Optional, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..kit.i18n import amount, translate

T = TypeVar("T")
_clock = time.monotonic       # the seconds the rate is measured in (a test moves its own)
STEPS = 1000                  # the bar's resolution: a QProgressDialog counts in int, a store in millions


def stage_words(stage: str) -> str:
    words = {"chain": translate("Floor", "Checking every event of the record against its hash"),
             "replay": translate("Floor", "Replaying every finished hand through the rules")}
    return words.get(stage, stage)


def left_words(seconds: float) -> str:
    if seconds < 100:
        return translate("Floor", "{seconds} s left").format(seconds=int(round(seconds)))
    return translate("Floor", "{minutes} min left").format(minutes=int(round(seconds / 60)))


def progress_words(stage: str, done: int, total: int, elapsed: float) -> str:
    """"Replaying … \\n 1 234 567 / 3 500 000 events · 35 % · 210 000 events/s · 11 s left"."""
    share = done / total if total > 0 else 1.0
    line = translate("Floor", "{done} / {total} events · {percent} %").format(
        done=amount(done), total=amount(total), percent=int(share * 100))
    if elapsed > 0 and done > 0:
        rate = done / elapsed
        line += " · " + translate("Floor", "{rate} events/s").format(rate=amount(int(rate)))
        if done < total:
            line += " · " + left_words((total - done) / rate)
    return stage_words(stage) + "\n" + line


def run_with_progress(parent: Optional[QWidget], title: str, work: Callable[[Callable[[str, int, int], bool]], T],
                      clock: Optional[Callable[[], float]] = None) -> T:
    """``work(progress)`` with a dialog showing how far it is; its Stop button makes ``progress`` return
    False (the work then stops and says so in what it returns)."""
    dialog = QProgressDialog(parent)
    dialog.setObjectName("progressDialog")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setCancelButtonText(translate("Floor", "Stop"))
    dialog.setRange(0, STEPS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setMinimumDuration(0)
    dialog.setMinimumWidth(720)
    dialog.setLabelText(title)
    clock = clock or _clock
    state = {"stage": None, "since": clock(), "shown": float("-inf")}

    def progress(stage: str, done: int, total: int) -> bool:
        now = clock()
        if stage != state["stage"]:
            state.update(stage=stage, since=now, shown=float("-inf"))
        if now - state["shown"] >= 0.1 or done >= total:
            state["shown"] = now
            dialog.setValue(min(STEPS, int(done * STEPS / total)) if total > 0 else STEPS)
            dialog.setLabelText(progress_words(stage, done, total, now - state["since"]))
        QCoreApplication.processEvents()        # the Stop button, and the window's painting
        return not dialog.wasCanceled()

    dialog.show()
    QCoreApplication.processEvents()
    try:
        return work(progress)
    finally:
        dialog.close()
        dialog.deleteLater()
