"""Technical failure (issue 28 point 4, art. 56-3-2): while the table cannot keep its record or the meter, no
increment is taken and no jackpot can be won; the record says when the jackpot stopped and resumed, and why.

The stop and the resume are inputs of the session (``jackpot_stop``/``jackpot_resume``): a replay agrees with
the live session. The state at a hand's start decides (engine/session/jackpot.py says why)."""
from __future__ import annotations

import sqlite3

import pytest

from dealer_app.store import StoreError, open_store, verify_store
from dealer_app.table.jackpot_guard import CENTRAL_REACHED, CENTRAL_UNREACHABLE, STORE_NOT_WRITING, STORE_WRITING
from dealer_app.table.record import TableRecord
from engine.errors import SessionError
from engine.session.table import TableSession
import jackpot_helpers
from jackpot_helpers import BOARD, JACKPOT, LEVY_4, LOSER, NO_BEAT_BOARD, OTHER, Through, WINNER
from sessions import settings
from store_helpers import FakeClock

AT = "2025-03-01T20:00:00"
SHARED = JACKPOT + "shared = true\n"


def heads_up_all_in(session, holes, board):
    """The helper's all-in of 525 each (a pot of 1,050), the button by the rule after the first hand."""
    if session.positions is None:
        return jackpot_helpers.heads_up_all_in(session, holes, board)
    start = session.start_hand
    session.start_hand = lambda button=None: start()
    try:
        jackpot_helpers.heads_up_all_in(session, holes, board)
    finally:
        del session.start_hand


def fresh_stacks(session):
    """525 each again for the next all-in: the winner leaves and a new player takes the seat, the loser rebuys."""
    for seat in (1, 2):
        stack = session.seats[seat].stack
        if stack > 525:
            session.leave(seat)
            session.sit(seat, f"New {seat}", 525)
        elif stack < 525:
            session.rebuy(seat, 525 - stack)


def heads_up_session(extra=JACKPOT) -> TableSession:
    session = TableSession(settings(rake=LEVY_4, extra=extra))
    session.sit(1, "Ann", 525)
    session.sit(2, "Bob", 525)
    return session


def test_a_hand_dealt_while_stopped_takes_no_increment_and_wins_nothing_then_counts_again_after_resume():
    session = heads_up_session()
    session.stop_jackpot("store not writing: disk I/O error", at="2025-03-01T20:01:00")
    assert session.jackpot.stopped == "store not writing: disk I/O error"
    assert session.jackpot.stopped_since == "2025-03-01T20:01:00"
    heads_up_all_in(session, {1: LOSER, 2: WINNER}, BOARD)        # a bad beat, pot 1,050
    assert session.jackpot.meter == 1000 and session.jackpot.increments == ()
    assert session.jackpot.hit is None                             # no jackpot can be won while stopped
    assert max(stack for _, stack in session.hands[-1].end_stacks) == 1050 - 42    # the pot after the levy, whole
    session.resume_jackpot("store writing again", at="2025-03-01T20:05:00")
    fresh_stacks(session)
    heads_up_all_in(session, {1: LOSER, 2: WINNER}, BOARD)
    assert session.jackpot.meter == 1010 and session.jackpot.hit is not None
    (stop,) = session.jackpot.stops
    assert (stop.why, stop.since, stop.resumed_why, stop.resumed_at) == (
        "store not writing: disk I/O error", "2025-03-01T20:01:00", "store writing again", "2025-03-01T20:05:00")
    again = TableSession.replay(session.initial_settings, session.record)
    assert again.jackpot == session.jackpot


def test_a_hand_dealt_while_running_keeps_its_rules_when_the_jackpot_stops_during_it():
    session = heads_up_session()
    session.start_hand(button=2)
    assert session.hand.config.jackpot.on
    session.stop_jackpot("central record unreachable (offline)")
    assert session.hand.config.jackpot.on                          # the hand's rules are fixed as it is dealt


def test_a_hit_waiting_is_not_paid_while_stopped_and_stop_and_resume_are_refused_out_of_turn():
    session = heads_up_session()
    heads_up_all_in(session, {1: LOSER, 2: WINNER}, BOARD)
    session.confirm_jackpot("Marie")
    session.stop_jackpot("store not writing: disk full")
    with pytest.raises(SessionError) as refused:
        session.pay_jackpot("Floor Sam", "Director Ann")
    assert refused.value.code == "jackpot-stopped"
    with pytest.raises(SessionError) as twice:
        session.stop_jackpot("again")
    assert twice.value.code == "jackpot-stopped"
    session.resume_jackpot("store writing again")
    with pytest.raises(SessionError) as running:
        session.resume_jackpot("again")
    assert running.value.code == "jackpot-running"
    assert session.pay_jackpot("Floor Sam", "Director Ann").meter == 1010
    without = TableSession(settings())
    with pytest.raises(SessionError) as none:
        without.stop_jackpot("store not writing")
    assert none.value.code == "no-jackpot"


# ------------------------------------------------------------ the table's record


class Clock:
    def __init__(self):
        self.minute = 0

    def __call__(self) -> str:
        self.minute += 1
        return f"2025-03-01T21:{self.minute:02d}:00"


def heads_up_record(path, extra=JACKPOT) -> TableRecord:
    store = open_store(path, table="T4", dealer="Marie", clock=FakeClock())
    record = TableRecord.new(settings(rake=LEVY_4, extra=extra), store, "Marie", AT)
    record.now = Clock()
    record.submit(lambda s: s.sit(1, "Ann", 525, at=AT))
    record.submit(lambda s: s.sit(2, "Bob", 525, at=AT))
    return record



def jackpot_events(record, *kinds):
    rows = record.store._conn.execute("SELECT kind, payload FROM events WHERE kind IN (%s) ORDER BY seq"
                                      % ",".join("?" * len(kinds)), kinds).fetchall()
    import json
    return [(kind, json.loads(payload)) for kind, payload in rows]


def test_a_store_that_fails_records_the_stop_with_its_next_write_and_resumes_at_the_next_hand(tmp_path, monkeypatch):
    path = tmp_path / "table.sqlite"
    record = heads_up_record(path)

    def broken(*args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(record.store, "append", broken)
    with pytest.raises(StoreError):
        record.submit(lambda s: s.start_hand(button=2, at=AT))        # at 21:01, the write fails
    monkeypatch.undo()
    assert record.session.jackpot.stopped is None                     # nothing on record yet: it could not write
    table = Through(record)
    heads_up_all_in(table, {1: LOSER, 2: WINNER}, BOARD)              # the first write that succeeds
    assert record.session.jackpot.stopped.startswith(STORE_NOT_WRITING)
    assert record.session.jackpot.stopped_since == "2025-03-01T21:01:00"   # the failure's own time
    assert record.session.hands[-1].jackpot == 0 and record.session.jackpot.hit is None
    assert record.session.jackpot.meter == 1000
    fresh_stacks(table)
    assert record.session.jackpot.stopped is not None                 # a rebuy is not a hand's start
    heads_up_all_in(table, {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)       # the next hand's start resumes it
    assert record.session.jackpot.stopped is None and record.session.jackpot.meter == 1010
    entries = record.session.record
    resume = next(i for i, e in enumerate(entries) if e["op"] == "jackpot_resume")
    assert entries[resume + 1]["op"] == "start" and entries[resume]["why"] == STORE_WRITING
    said = jackpot_events(record, "jackpot-stopped", "jackpot-resumed", "jackpot-increment")
    assert [k for k, _ in said] == ["jackpot-stopped", "jackpot-resumed", "jackpot-increment"]
    assert said[0][1] == {"why": "store not writing: the record could not be written (disk I/O error); nothing "
                                 "was recorded", "since": "2025-03-01T21:01:00"}
    assert said[1][1]["stopped_since"] == "2025-03-01T21:01:00" and said[1][1]["why"] == STORE_WRITING
    record.close()
    report = verify_store(path)
    assert report.intact, report.problems
    resumed = TableRecord.resume(open_store(path, table="T4", dealer="Marie", clock=FakeClock()), "Marie", AT)
    assert resumed.session.jackpot == record.session.jackpot
    resumed.close()


def test_a_shared_jackpot_stops_while_the_central_record_is_out_of_reach(tmp_path):
    record = heads_up_record(tmp_path / "table.sqlite", SHARED)
    record.guard.central_status("offline", since_utc=None)
    table = Through(record)
    heads_up_all_in(table, {1: LOSER, 2: WINNER}, BOARD)
    assert record.session.jackpot.stopped.startswith(CENTRAL_UNREACHABLE)
    assert record.session.jackpot.hit is None and record.session.jackpot.meter == 1000
    fresh_stacks(table)
    record.submit(lambda s: s.start_hand(at=AT))
    assert record.session.jackpot.stopped is not None                 # still out of reach: stays stopped
    assert not record.session.hand.config.jackpot.on
    record.close()


def test_a_jackpot_not_shared_ignores_the_central_record_and_the_guard_resumes_when_reached(tmp_path):
    record = heads_up_record(tmp_path / "table.sqlite")
    record.guard.central_status("offline")
    record.submit(lambda s: s.start_hand(button=2, at=AT))
    assert record.session.jackpot.stopped is None
    shared = heads_up_record(tmp_path / "shared.sqlite", SHARED)
    shared.guard.central_status("refused")
    shared.submit(lambda s: s.start_hand(button=2, at=AT))
    assert shared.session.jackpot.stopped is not None
    shared.guard.central_status("synced")
    assert shared.guard.resume_due(shared.session) == CENTRAL_REACHED


def test_verify_fails_on_a_resume_that_does_not_name_its_stop(tmp_path):
    from store_helpers import forge
    path = tmp_path / "table.sqlite"
    record = heads_up_record(path, SHARED)
    record.guard.central_status("offline")
    table = Through(record)
    heads_up_all_in(table, {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)       # dealt while stopped: no increment
    record.guard.central_status("synced")
    fresh_stacks(table)
    heads_up_all_in(table, {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)
    record.close()
    assert verify_store(path).intact
    conn = sqlite3.connect(path)
    (resumed,) = conn.execute("SELECT seq FROM events WHERE kind = 'jackpot-resumed'").fetchone()
    conn.close()
    # The resume forged into another stop: the second hand reads as dealt while stopped, its increment too.
    forge(path, resumed, lambda payload: payload.update(stopped_since="2025-03-01T19:00:00"))
    assert {p.code for p in verify_store(path).problems} == {"jackpot-stop-out-of-turn"}


def test_the_jackpot_line_says_the_stop_for_as_long_as_it_lasts(tmp_path):
    from dealer_app.table.controller import TableController
    from ui.kit.i18n import render
    record = heads_up_record(tmp_path / "table.sqlite", SHARED)
    controller = TableController(record=record, clock=lambda: AT)
    assert not render(controller.view().jackpot_line).startswith("BAD BEAT JACKPOT STOPPED")
    from datetime import datetime
    controller.ctx.jackpot_guard.central_status("offline", datetime(2025, 3, 1, 21, 0, 5).timestamp())
    assert record.guard is controller.ctx.jackpot_guard
    controller.new_hand()
    line = render(controller.view().jackpot_line)
    assert line.startswith("BAD BEAT JACKPOT STOPPED since 2025-03-01 21:00:05")   # the uplink's own time
    assert "the central record cannot be reached; no increment is taken and no jackpot can be won" in line


def test_a_refusal_of_the_store_s_own_rules_is_not_a_failure_to_write(tmp_path, monkeypatch):
    record = heads_up_record(tmp_path / "table.sqlite")

    def refusing(*args, **kwargs):
        raise StoreError("record-out-of-step", "hand 3 is open in the store but is not this session's hand")
    monkeypatch.setattr(record.store, "start_hand_record", refusing)
    with pytest.raises(StoreError):
        record.submit(lambda s: s.start_hand(button=2, at=AT))
    monkeypatch.undo()
    record.submit(lambda s: s.start_hand(button=2, at=AT))
    assert record.session.jackpot.stopped is None and record.session.hand.config.jackpot.on


def test_the_payment_waits_in_words_while_stopped_and_is_made_once_the_record_works(tmp_path):
    from dealer_app.table.controller import TableController
    from ui.kit.i18n import render
    record = heads_up_record(tmp_path / "table.sqlite", SHARED)
    controller = TableController(record=record, clock=lambda: AT)
    heads_up_all_in(Through(record), {1: LOSER, 2: WINNER}, BOARD)
    # The room's answer to the shared hit's claim (tests/central/test_shared_jackpot_table.py gets it from a
    # real central record): won, the meter frozen for this payment.
    meter = record.session.jackpot.meter
    record.submit(lambda s: s.record_jackpot_claim(1, "won", meter, "T4", "", at=AT))
    assert controller.confirm_jackpot() is None
    controller.ctx.jackpot_guard.central_status("offline")
    record.submit(lambda s: s.sit(3, "Cy", 500, at=AT))                # any write records the stop
    assert record.session.jackpot.stopped is not None
    refusal = controller.check_jackpot_payment()
    assert render(refusal).startswith("The bad beat jackpot is stopped since ")
    controller.ctx.jackpot_guard.central_status("synced")
    assert controller.check_jackpot_payment() is None
    assert controller.authorise_jackpot("Floor Sam") is None
    assert controller.pay_jackpot("Director Ann") is None              # the resume recorded before it
    assert record.session.jackpot.stopped is None and record.session.jackpot.paid
    ops = [e["op"] for e in record.session.record]
    assert ops[-2:] == ["jackpot_resume", "jackpot_pay"]
