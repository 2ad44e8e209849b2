"""The session report: hands dealt, hands per hour, rake per hand and in total, buy-ins and rebuys,
per dealer shift; text and CSV. The numbers come from a scripted evening."""
import csv
import io
from fractions import Fraction

from dealer_app.table.report import hands_csv, report_csv, report_text, session_report
from engine.session.table import TableSession
from sessions import fold_out, settings
from sessions import evening, folded


def test_per_shift_and_whole_session_numbers():
    report = session_report(evening())
    marie, paul = report.shifts
    assert (marie.label, marie.start, marie.end) == ("Marie", "2025-03-01T20:00:00", "2025-03-01T20:30:00")
    assert (marie.hands, marie.hours, marie.hands_per_hour) == (4, Fraction(1, 2), 8)
    assert (marie.rake, marie.rake_per_hand) == (2, Fraction(1, 2))
    assert (marie.buy_ins, marie.buy_in_total, marie.rebuys) == (4, 2000, 0)
    assert (paul.hands, paul.misdeals, paul.hours, paul.hands_per_hour) == (3, 1, 1, 3)
    assert (paul.rake, paul.rake_per_hand) == (2, Fraction(2, 3))
    assert (paul.buy_ins, paul.rebuys, paul.rebuy_total) == (0, 1, 300)
    whole = report.session
    assert (whole.start, whole.end, whole.hours) == ("2025-03-01T20:00:00", "2025-03-01T21:30:00", Fraction(3, 2))
    assert (whole.hands, whole.hands_per_hour, whole.rake, whole.rake_per_hand) == (7, Fraction(14, 3), 4,
                                                                                    Fraction(4, 7))
    assert (whole.buy_in_total, whole.rebuy_total) == (2000, 300)
    assert report.reconciliation.balanced


def test_text_report():
    text = report_text(session_report(evening()))
    assert "Whole session\n  from 2025-03-01 20:00 to 21:30 (1 h 30)\n" in text
    assert "  hands dealt 7   per hour 4.7   misdeals 1\n  rake 4   per hand 0.57   time collected 0\n" in text
    assert "Dealer Marie\n  from 2025-03-01 20:00 to 20:30 (0 h 30)\n" \
           "  hands dealt 4   per hour 8.0\n  rake 2   per hand 0.50   time collected 0\n" \
           "  buy-ins 4 for 2,000   rebuys 0 for 0   cashed out 0\n" in text
    assert "Dealer Paul" in text and "rebuys 1 for 300" in text
    assert "buy-ins 2,300 = stacks 2,296 + in the middle 0 + rake 4 + jackpot 0 + cashed out 0: balanced" in text


def test_csv_report():
    rows = list(csv.DictReader(io.StringIO(report_csv(session_report(evening())))))
    assert [(r["period"], r["dealer"], r["hands"], r["hands_per_hour"], r["rake"], r["rake_per_hand"])
            for r in rows] == [("shift", "Marie", "4", "8.0", "2", "0.50"), ("shift", "Paul", "3", "3.0", "2", "0.67"),
                               ("session", "", "7", "4.7", "4", "0.57")]
    assert rows[0]["hours"] == "0.50" and rows[1]["rebuy_total"] == "300" and rows[0]["buy_in_total"] == "2000"


def test_hands_csv_lists_every_hand_with_its_rake():
    rows = list(csv.DictReader(io.StringIO(hands_csv(session_report(evening())))))
    assert [(r["hand"], r["status"], r["dealer"], r["rake"]) for r in rows] == [
        ("1", "complete", "Marie", "0"), ("2", "complete", "Marie", "0"), ("3", "complete", "Marie", "0"),
        ("4", "complete", "Marie", "2"), ("5", "misdeal", "Paul", "0"), ("6", "complete", "Paul", "0"),
        ("7", "complete", "Paul", "0"), ("8", "complete", "Paul", "2")]
    assert rows[4]["reason"] == "first card exposed" and rows[3]["pot"] == "40"


def test_a_session_without_times_reports_no_rates():
    session = TableSession(settings())
    session.sit(1, "A", 500)
    session.sit(2, "B", 500)
    folded(session, None)
    report = session_report(session)
    assert report.session.hands == 1 and report.session.hands_per_hour is None
    assert "per hour –" in report_text(report)


def test_times_are_read_as_the_room_reads_them_not_as_iso():
    """A shift from 23:30 to 01:15 the next day: both dates written; the same day: the end's hour alone.
    A time with a zone is put in this machine's zone; no "T" and no seconds anywhere."""
    from datetime import datetime, timezone

    from dealer_app.table.report import when
    assert when("2025-03-01T23:30:00") == "2025-03-01 23:30"
    assert when("2025-03-02T01:15:09", "2025-03-01T23:30:00") == "2025-03-02 01:15"
    assert when("2025-03-01T23:59:59", "2025-03-01T23:30:00") == "23:59"
    assert when(None) == "–"
    aware = datetime(2025, 3, 1, 19, 5, tzinfo=timezone.utc)
    local = aware.astimezone()
    assert when(aware.isoformat()) == f"{local:%Y-%m-%d %H:%M}"
    text = report_text(session_report(evening()))
    assert "T20:" not in text and ":00:00" not in text


def test_csv_cells_that_a_spreadsheet_would_run_as_formulas_are_quoted():
    # Issue 18, point 10: a dealer's name or a misdeal reason typed as a formula is written
    # with a leading quote, so the office's spreadsheet shows it as text instead of running it.
    session = TableSession(settings(rake="percent = 5\ncap = 30"))
    session.dealer_in('=HYPERLINK("http://x","y")', at="2025-03-01T20:00:00")
    for seat in (1, 2, 3):
        session.sit(seat, f"P{seat}", 500, at="2025-03-01T20:01:00")
    session.start_hand(at="2025-03-01T20:02:00")
    session.misdeal("@SUM(A1:A9)", at="2025-03-01T20:03:00")
    fold_out(session)
    report = session_report(session)
    shifts = list(csv.DictReader(io.StringIO(report_csv(report))))
    assert shifts[0]["dealer"] == '\'=HYPERLINK("http://x","y")'
    hands = list(csv.DictReader(io.StringIO(hands_csv(report))))
    assert hands[0]["reason"] == "'@SUM(A1:A9)" and hands[0]["dealer"].startswith("'=")
    for text in (report_csv(report), hands_csv(report)):
        cells = [cell for row in csv.reader(io.StringIO(text)) for cell in row]
        assert not any(cell.startswith(("=", "+", "-", "@")) for cell in cells)
