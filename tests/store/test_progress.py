"""Long work shows progress (issue 18, point 13): verify tells how far it is, a terminal gets a bar with
the rate and the time left, a pipe plain lines every few seconds, --json's standard output stays JSON,
and the one watching can stop it."""
from __future__ import annotations

import io
import json
import os
import select
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.commands.progress_bar import ProgressBar
from dealer_app.store import open_store, verify_store
from dealer_app.store.progress import EVERY, Cancelled
from store_helpers import FakeClock, play

ROOT = Path(__file__).resolve().parents[2]


class Ticks:
    """A clock a test moves: each reading ``step`` seconds after the one before."""

    def __init__(self, step: float):
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.fixture(scope="module")
def store_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("progress") / "table.sqlite"
    store = open_store(path, table="T2", dealer="D-002", clock=FakeClock())
    for _ in range(220):
        play(store, 1813)
    store.close()
    return path


def test_a_terminal_gets_one_line_redrawn_with_the_rate_and_the_time_left():
    stream = io.StringIO()
    bar = ProgressBar("verify", stream, clock=Ticks(1.0), terminal=True)
    bar("chain", 0, 3_500_000)
    bar("chain", 1_234_567, 3_500_000)
    bar("chain", 3_500_000, 3_500_000)
    bar.close()
    text = stream.getvalue()
    assert text.count("\n") == 1 and text.endswith("\n")         # one line, drawn over and over
    frames = text.rstrip("\n").split("\r")[1:]
    assert len(frames) == 3
    # 1,234,567 events in the 1 s since the step began: 1,234,567 events/s, 2,265,433 left: 2 s
    assert frames[1] == ("verify: chain [#######.............] 1,234,567 / 3,500,000 events   35 %  "
                         "1,234,567 events/s  2 s left\x1b[K")
    assert frames[2].startswith("verify: chain [####################] 3,500,000 / 3,500,000 events  100 %")


def test_a_terminal_is_redrawn_at_most_ten_times_a_second():
    stream = io.StringIO()
    bar = ProgressBar("verify", stream, clock=Ticks(0.01), terminal=True)
    for done in range(0, 100_001, 1000):
        bar("replay", done, 100_000)
    bar.close()
    frames = stream.getvalue().count("\r")
    assert 10 <= frames <= 13           # 1 s of readings: ~10 frames and the last, not 101


def test_a_pipe_gets_a_plain_line_every_five_seconds_and_the_last_one():
    stream = io.StringIO()
    bar = ProgressBar("verify", stream, clock=Ticks(1.0), terminal=False)
    for done in range(0, 21):
        bar("replay", done * 1000, 20_000)
    bar.close()
    lines = stream.getvalue().splitlines()
    assert "\r" not in stream.getvalue() and "\x1b" not in stream.getvalue() and "[#" not in stream.getvalue()
    assert [line.split(" / ")[0] for line in lines] == ["verify: replay 5,000", "verify: replay 10,000",
                                                        "verify: replay 15,000", "verify: replay 20,000"]
    assert lines[0] == "verify: replay 5,000 / 20,000 events   25 %  1,000 events/s  15 s left"


def test_a_short_step_writes_nothing_to_a_log():
    stream = io.StringIO()
    bar = ProgressBar("verify", stream, clock=Ticks(0.1), terminal=False)
    for stage in ("chain", "replay"):
        bar(stage, 0, 500)
        bar(stage, 500, 500)
    bar.close()
    assert stream.getvalue() == ""


def test_verify_tells_each_step_from_nothing_to_every_event(store_path):
    calls = []
    report = verify_store(store_path, progress=lambda *a: calls.append(a))
    assert report.intact and report.replayed == 220
    total = report.head_seq
    assert total > 2 * EVERY                         # enough events for reports in between
    for stage in ("chain", "replay"):
        told = [(d, t) for s, d, t in calls if s == stage]
        assert told[0] == (0, total) and told[-1] == (total, total)
        assert len(told) >= 3 and [d for d, _ in told] == sorted(d for d, _ in told)
    assert [s for s, _, _ in calls] == sorted((s for s, _, _ in calls), key=("chain", "replay").index)


def test_verify_stops_when_asked_and_changes_nothing(store_path):
    before = store_path.read_bytes()

    def stop_half_way(stage, done, total):
        return not (stage == "replay" and done > total // 2)
    with pytest.raises(Cancelled):
        verify_store(store_path, progress=stop_half_way)
    assert store_path.read_bytes() == before


def _verify_on_a_pty(args):
    """Run ``dealer-app verify`` with its standard error on a pseudo-terminal, the output on a pipe."""
    main, side = os.openpty()
    try:
        child = subprocess.Popen([sys.executable, "-m", "dealer_app", "verify", *args], cwd=ROOT,
                                 stdout=subprocess.PIPE, stderr=side, stdin=subprocess.DEVNULL)
        os.close(side)
        seen = b""
        while True:
            ready, _, _ = select.select([main], [], [], 60)
            if not ready:
                break
            try:
                chunk = os.read(main, 65536)
            except OSError:          # the child closed the terminal
                break
            if not chunk:
                break
            seen += chunk
        out = child.stdout.read()
        child.wait(60)
    finally:
        os.close(main)
    return child.returncode, out.decode(), seen.decode()


def test_the_command_draws_a_bar_on_a_terminal_and_keeps_json_pure(store_path):
    code, out, terminal = _verify_on_a_pty([str(store_path), "--json"])
    assert code == 0
    document = json.loads(out)                      # nothing but the JSON on the standard output
    assert document["intact"] and document["hands_replayed"] == 220
    assert "\rverify: chain [" in terminal and "\rverify: replay [" in terminal
    assert "events/s" in terminal and "100 %" in terminal


def test_the_command_on_a_pipe_writes_no_bar(store_path):
    run = subprocess.run([sys.executable, "-m", "dealer_app", "verify", str(store_path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0
    assert "\r" not in run.stderr and "[#" not in run.stderr
    assert "replayed: 220 finished hands" in run.stdout and "INTACT" in run.stdout


def test_a_check_while_the_table_deals_on_is_of_one_moment(tmp_path):
    path = tmp_path / "live.sqlite"
    store = open_store(path, table="T3", dealer="D-003", clock=FakeClock())
    for _ in range(120):
        play(store, 1830)
    head = store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]

    def deal_on(stage, done, total):       # the console deals a hand at every report of the check
        play(store, 1830)
    report = verify_store(path, progress=deal_on)
    assert report.intact, report.problems
    assert (report.head_seq, report.last_seq, report.replayed) == (head, head, 120)
    grown = store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]
    store.close()
    assert grown > head
    assert verify_store(path).intact
