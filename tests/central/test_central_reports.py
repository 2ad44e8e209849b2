"""The house's reports from the central record (issue 19): several tables deal through the real table record
and the real uplink; the central totals are the sums of the tables' own session reports, rake and time."""
from __future__ import annotations

import csv
import io
from datetime import date

import psycopg
import pytest

from dealer_app.central import reports
from house_helpers import DAY, NOON_UTC_US, RAKE, Table, afternoon
from sessions import settings

@pytest.fixture
def room(tmp_path, table_url):
    return afternoon(tmp_path, table_url)


def test_central_totals_are_the_sum_of_the_tables_own_reports(room, floor_url):
    own = [t.report().session for t in room]
    assert [p.rake for p in own] == [10, 0, 0] and [p.time for p in own] == [0, 30, 40]   # the rules' numbers
    assert [p.hands for p in own] == [8, 6, 3] and [p.misdeals for p in own] == [1, 1, 0]
    with psycopg.connect(floor_url) as conn:
        by_table = reports.house_report(conn, DAY, by="table")
        by_day = reports.house_report(conn, DAY, by="day")
    assert {r.key: (r.hands, r.misdeals, r.rake, r.time) for r in by_table} == {
        t.store.table: (p.hands, p.misdeals, p.rake, p.time) for t, p in zip(room, own)}
    assert [(r.key, r.hands, r.rake, r.time) for r in by_day] == [
        ("all", sum(p.hands for p in own), sum(p.rake for p in own), sum(p.time for p in own))]


def test_per_dealer_and_per_session_match_the_tables_shifts(room, floor_url):
    own: dict[str, list[int]] = {}
    for table in room:
        for shift in table.report().shifts:
            got = own.setdefault(shift.label, [0, 0, 0])
            got[0] += shift.hands
            got[1] += shift.rake
            got[2] += shift.time
    with psycopg.connect(floor_url) as conn:
        by_dealer = reports.house_report(conn, DAY, by="dealer")
        by_session = reports.house_report(conn, DAY, by="session")
    assert {r.key: [r.hands, r.rake, r.time] for r in by_dealer} == own == {
        "Marie": [5, 6, 0], "Paul": [9, 4, 30], "Zoé": [3, 0, 40]}
    assert [(r.key, r.session, r.rake, r.time) for r in by_session] == [("T1", 1, 10, 0), ("T2", 1, 0, 30),
                                                                        ("T3", 1, 0, 40)]
    # T2: six requests to deal, 4 minutes apart (the third a misdeal and its redeal at once): 20 minutes from
    # the first hand's start to the last's end (within a few ms of the store's clock ticks), 6 hands dealt and
    # the misdeal apart: 18 hands an hour.
    t2 = next(r for r in by_session if r.key == "T2")
    assert abs(t2.hours_us - 20 * 60_000_000) < 1_000_000 and (t2.hands, t2.misdeals) == (6, 1)
    assert abs(t2.hands_per_hour - 18) < 0.05


def test_shifts_and_the_club_day_follow_the_house_settings(tmp_path, central_db, table_url, floor_url):
    """Shifts from 06:00, 14:00 and 22:00 in Paris: the club's day opens at 06:00, so a hand at 03:00 on the
    27th belongs to the 26th's night shift; one at 13:00 to the 26th's morning."""
    with psycopg.connect(central_db, autocommit=True) as conn:
        reports.set_shifts(conn, "Europe/Paris", reports.parse_shifts("morning=06:00,afternoon=14:00,night=22:00"))
    table = Table(tmp_path, "T9", settings(rake=RAKE), start_us=NOON_UTC_US - 5 * 60_000_000)   # 12:55 Paris
    table.hand()                                            # 12:59 Paris: morning of the 26th, rake 2
    table.later(120)
    table.hand()                                            # 15:03: afternoon
    table.later(11 * 60)
    table.hand()                                            # 02:07 on the 27th: the 26th's night
    table.later(4 * 60)
    table.hand()                                            # 06:11 on the 27th: the 27th's morning
    table.send(table_url)
    with psycopg.connect(floor_url) as conn:
        rows = reports.house_report(conn, DAY, date(2026, 11, 27), by="shift")
    assert [(r.day, r.key, r.hands, r.rake) for r in rows] == [
        (DAY, "afternoon", 1, 2), (DAY, "morning", 1, 2), (DAY, "night", 1, 2), (date(2026, 11, 27), "morning", 1, 2)]


def test_bad_shifts_are_refused_in_words_and_change_nothing(central_db):
    for text, words in (("morning", "NAME=HH:MM"), ("a=25:00", "NAME=HH:MM"), ("a=06:00,a=14:00", "same name"),
                        ("", "at least one shift")):
        with pytest.raises(reports.ReportError) as refused:
            reports.parse_shifts(text)
        assert words in refused.value.message
    with psycopg.connect(central_db, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.InvalidParameterValue, match="out of order"):
            reports.set_shifts(conn, "Europe/Paris", reports.parse_shifts("a=06:00,b=22:00,c=14:00"))
        with pytest.raises(psycopg.Error):
            reports.set_shifts(conn, "Mars/Olympus", reports.parse_shifts("a=06:00"))
        assert reports.house_day(conn) == {"time_zone": "Europe/Paris", "shifts": [{"name": "day", "start": "00:00"}]}


def test_report_csv_has_a_row_per_table_and_the_total(room, floor_url):
    with psycopg.connect(floor_url) as conn:
        rows = reports.house_report(conn, DAY, by="table")
    table = list(csv.DictReader(io.StringIO(reports.report_csv(rows, "table"))))
    assert [(r["key"], r["hands"], r["rake"], r["time_collected"]) for r in table] == [
        ("T1", "8", "10", "0"), ("T2", "6", "0", "30"), ("T3", "3", "0", "40"), ("total", "17", "10", "70")]


def test_the_application_role_cannot_read_the_reports_and_a_bad_by_is_refused(room, uplink_url, floor_url):
    with psycopg.connect(uplink_url) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("SELECT * FROM central.house_report(%s, %s, 'table')", (DAY, DAY))
    with psycopg.connect(floor_url) as conn:
        with pytest.raises(reports.ReportError):
            reports.house_report(conn, DAY, by="weather")
        with pytest.raises(psycopg.errors.InvalidParameterValue):
            conn.execute("SELECT * FROM central.house_report(%s, %s, 'x; DROP TABLE central.events')", (DAY, DAY))


def test_shifts_command_sets_and_prints_the_clubs_day(central_db):
    import subprocess
    import sys
    from pathlib import Path

    def run(*argv):
        return subprocess.run([sys.executable, "-m", "dealer_app", "central", "shifts", "--central", central_db, *argv],
                              cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True, timeout=60)
    done = run("--time-zone", "Europe/Paris", "--shifts", "matin=06:00,soir=14:00,nuit=22:00")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ("the club's day: time zone Europe/Paris, shifts matin from 06:00, soir from 14:00, "
                                   "nuit from 22:00")
    bad = run("--shifts", "matin=6h")
    assert bad.returncode == 2 and "NAME=HH:MM" in bad.stderr
    assert run().stdout == done.stdout                  # unchanged by the refusal
