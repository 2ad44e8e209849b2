"""The bad beat jackpot's rules do not change while it runs, except by the club (issue 28 point 2): a settings
change touching ``[jackpot]`` is refused without a supervisor's authorisation; with it, the record keeps who
authorised it and the old and the new rules (``jackpot-rules-changed``), and the meter goes on."""
from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction

import pytest

from dealer_app.store import open_store, verify_store
from dealer_app.table.controller import TableController
from dealer_app.table.record import TableRecord
from engine.errors import SessionError
from engine.session.table import TableSession
from engine.session.writer import format_session
from engine.settings import parse_session
from jackpot_helpers import JACKPOT, LEVY_4
from sessions import settings
from store_helpers import FakeClock

AT = "2025-03-01T20:00:00"


def running() -> TableSession:
    session = TableSession(settings(rake=LEVY_4, extra=JACKPOT))
    session.sit(1, "Ann", 525)
    session.sit(2, "Bob", 525)
    return session


def with_jackpot(session, **rules):
    return replace(session.settings, jackpot=replace(session.settings.jackpot, **rules))


def test_a_running_jackpot_s_rules_are_refused_without_the_club_and_recorded_with_it():
    session = running()
    doubled = with_jackpot(session, percent=Fraction(2))
    with pytest.raises(SessionError) as refused:
        session.change_settings(doubled, at=AT)
    assert refused.value.code == "jackpot-rules-running"
    assert session.settings.jackpot.percent == 1 and len(session.segments) == 1      # nothing changed
    session.change_settings(doubled, at=AT, authorised_by="Floor Sam")
    (change,) = session.jackpot.rule_changes
    assert (change.by, change.at, change.old.percent, change.new.percent, change.segment) == (
        "Floor Sam", AT, 1, 2, 2)
    assert session.jackpot.meter == 1000                       # the meter goes on
    again = TableSession.replay(session.initial_settings, session.record)
    assert again.jackpot == session.jackpot


def test_other_settings_and_a_jackpot_not_running_change_as_before():
    session = running()
    bigger = replace(session.settings, seats=8)
    session.change_settings(bigger, at=AT)                     # not the jackpot: no club needed here
    assert session.jackpot.rule_changes == ()
    off = TableSession(settings(rake=LEVY_4))
    off.change_settings(parse_session(format_session(settings(rake=LEVY_4, extra=JACKPOT))), at=AT)
    assert off.settings.jackpot.on and off.jackpot.rule_changes == ()      # turning it on is not a change of it
    stop = with_jackpot(session, on=False)
    with pytest.raises(SessionError) as refused:
        session.change_settings(stop, at=AT)                   # turning it off while it runs is a change
    assert refused.value.code == "jackpot-rules-running"


def test_the_set_up_dialog_s_change_asks_the_club_and_the_record_keeps_who_and_the_old_and_new_rules(tmp_path):
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T4", dealer="Marie", clock=FakeClock())
    record = TableRecord.new(settings(rake=LEVY_4, extra=JACKPOT), store, "Marie", AT)
    controller = TableController(record=record, store=store, clock=lambda: AT)
    text = format_session(with_jackpot(record.session, start=5000))
    refusal = controller.change_settings(text)                 # no supervisor named
    assert refusal and record.session.settings.jackpot.start == 1000
    assert controller.change_settings(text, "Floor Sam") is None
    rows = store._conn.execute("SELECT kind, payload FROM events WHERE kind IN ('jackpot-rules-changed', "
                               "'settings-changed') ORDER BY seq").fetchall()
    said = {kind: json.loads(payload) for kind, payload in rows}
    changed = said["jackpot-rules-changed"]
    assert changed["by"] == "Floor Sam" and changed["segment"] == 2 and changed["meter"] == 1000
    assert "start = 1000" in changed["old"] and "start = 5000" in changed["new"]
    assert "jackpot's rules change" in said["settings-changed"]["reason"]
    record.close()
    assert verify_store(path).intact
