"""The bad beat jackpot's meter carried across sessions (issue 28 point 2): a new session at the same table
with the jackpot on goes on from the last meter of the table's previous session in the same store, not from
``start`` again; the record says from where (``jackpot-carried``) and verify follows it."""
from __future__ import annotations

import json
import sqlite3

from dealer_app.store import open_store, verify_store
from dealer_app.table.record import TableRecord
from engine.errors import SessionError
from jackpot_helpers import JACKPOT, LEVY_4, LOSER, NO_BEAT_BOARD, OTHER, Through, heads_up_all_in
from sessions import settings
from store_helpers import FakeClock, forge

AT = "2025-03-01T20:00:00"



def session_with_one_increment(store, extra=JACKPOT) -> TableRecord:
    record = TableRecord.new(settings(rake=LEVY_4, extra=extra), store, "Marie", AT)
    record.submit(lambda s: s.sit(1, "Ann", 525, at=AT))
    record.submit(lambda s: s.sit(2, "Bob", 525, at=AT))
    heads_up_all_in(Through(record), {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)     # pot 1,050: increment 10
    record.close_session("Marie", AT)
    return record


def carried(path):
    conn = sqlite3.connect(path)
    try:
        return [(seq, session, json.loads(p)) for seq, session, p in conn.execute(
            "SELECT seq, session, payload FROM events WHERE kind = 'jackpot-carried' ORDER BY seq")]
    finally:
        conn.close()


def test_the_next_session_goes_on_from_the_last_meter_and_verify_follows_it(tmp_path):
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T4", dealer="Marie", clock=FakeClock())
    first = session_with_one_increment(store)
    assert first.session.jackpot.meter == 1010
    second = session_with_one_increment(store)                  # 1,010 carried, + 10
    assert second.session.jackpot.carried_from == 1 and second.session.jackpot.meter == 1020
    ((_, session, said),) = carried(path)
    assert said == {"from_session": 1, "meter": 1010} and session == 2
    third = TableRecord.new(settings(rake=LEVY_4, extra=JACKPOT), store, "Marie", AT)
    assert third.session.jackpot.meter == 1020
    store.close()
    report = verify_store(path)
    assert report.intact, report.problems
    resumed = TableRecord.resume(open_store(path, table="T4", dealer="Marie", clock=FakeClock()), "Marie", AT)
    assert resumed.session.jackpot == third.session.jackpot
    resumed.close()


def test_verify_fails_on_a_carried_meter_that_is_not_the_last_one(tmp_path):
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T4", dealer="Marie", clock=FakeClock())
    session_with_one_increment(store)
    session_with_one_increment(store)
    store.close()
    ((seq, _, _),) = carried(path)
    forge(path, seq, lambda payload: payload.update(meter=5000))
    problems = [p for p in verify_store(path).problems if p.code == "jackpot-carry-mismatch"]
    assert problems and "carries a meter of 5000 from session 1, whose last meter recomputed from the chain is " \
                        "1010" in problems[0].message


def test_a_shared_jackpot_or_a_session_without_one_carries_nothing_and_a_carry_after_a_hand_is_refused(tmp_path):
    store = open_store(tmp_path / "table.sqlite", table="T4", dealer="Marie", clock=FakeClock())
    session_with_one_increment(store)
    shared = session_with_one_increment(store, JACKPOT + "shared = true\n")
    assert shared.session.jackpot.carried_from is None          # the room's meter is the central record's
    none = TableRecord.new(settings(rake=LEVY_4), store, "Marie", AT)
    assert none.session.jackpot.carried_from is None
    none.close_session("Marie", AT)
    again = session_with_one_increment(store)
    assert again.session.jackpot.carried_from == 1 and again.session.jackpot.meter == 1020
    try:
        again.session.carry_jackpot(5, 1)
    except SessionError as exc:
        assert exc.code == "jackpot-carry-late"
    else:
        raise AssertionError("a carry after the first hand is refused")
    store.close()
