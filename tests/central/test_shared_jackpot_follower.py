"""The shared jackpot followed from its own thread (issue 28): the window never waits on the central record.

Seen in review: the claim and the meter were asked on the window's thread every 3 s, so a central record that
did not answer froze the dealer's screen for its connect timeout again and again. Here the central record is a
server that takes a second to answer (and then cannot be reached): the window's thread stays free while the
question is out, and the answer that comes back (unreachable) is said on the window's thread.
"""
from __future__ import annotations

import threading
import time

from PySide6.QtWidgets import QWidget

from dealer_app.console.shared_jackpot import SharedJackpotFollower
from engine.errors import Refusal


class SlowCentral:
    """A central record that answers after ``seconds`` (the worker waits, not the window)."""

    def __init__(self, seconds: float):
        self.seconds, self.threads = seconds, []

    def claim(self, *claim):
        self.threads.append(threading.current_thread().name)
        time.sleep(self.seconds)
        raise Refusal("central-unreachable", "the central record cannot be reached")

    def meter(self, pool):
        self.threads.append(threading.current_thread().name)
        time.sleep(self.seconds)
        raise Refusal("central-unreachable", "the central record cannot be reached")


class Desk:
    """The desk's side the follower uses, counting where each call ran."""

    def __init__(self):
        self.answers, self.meters, self.threads = [], [], []

    def claim_to_send(self):
        self.threads.append(threading.current_thread().name)
        return (4, "room", ["7s"] * 5, ["Td"] * 5, "qualifies")

    def meter_to_read(self):
        return "room"

    def take_claim_answer(self, answer):
        self.threads.append(threading.current_thread().name)
        self.answers.append(answer)

    def take_meter(self, meter):
        self.meters.append(meter)


def test_the_window_goes_on_while_the_central_record_takes_its_time(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    desk, central = Desk(), SlowCentral(1.0)
    follower = SharedJackpotFollower(desk, central, window, every_ms=50)
    started = time.monotonic()
    ticks = 0
    while time.monotonic() - started < 0.5:          # the window's loop keeps turning meanwhile
        qtbot.wait(20)
        ticks += 1
    assert ticks >= 10 and desk.answers == []       # the question is out; nothing waited on it
    qtbot.waitUntil(lambda: bool(desk.answers), timeout=5000)
    (answer,) = desk.answers[:1]
    assert isinstance(answer, Refusal) and answer.code == "central-unreachable"
    window_thread = threading.current_thread().name
    assert set(desk.threads) == {window_thread}      # the session read and the answer taken on the window's
    assert central.threads and all(t.startswith("shared-jackpot") for t in central.threads)
    assert desk.meters == []                         # the meter unreadable: kept as last read
    follower.timer.stop()


def test_one_question_out_at_a_time(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    desk, central = Desk(), SlowCentral(0.4)
    follower = SharedJackpotFollower(desk, central, window, every_ms=20)
    qtbot.wait(300)
    assert len(central.threads) == 1                 # ticks while the first was out asked nothing more
    follower.timer.stop()
    qtbot.waitUntil(lambda: bool(desk.answers), timeout=5000)
