"""The register of the bad beat jackpots (art. 56-3-3, issue 28 point 5) from the central record: the rules'
numbers (an increment of 10 on a 1,050 pot; 10,000 paid in 8 shares, 5,000 + 625 to the loser and 625 to each
of the other seven) exactly in its text and CSV, the PDF readable, and the command."""
from __future__ import annotations

import csv
import io
import shutil
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from dealer_app.central.jackpot_register import (jackpot_register_csv, jackpot_register_html, jackpot_register_text,
                                                 read_jackpot_register)
from house_helpers import DAY, HOUR_US, NOON_UTC_US
from jackpot_room_helpers import hit, increment, jackpot_table, paid, send

ROOT = Path(__file__).resolve().parents[2]
NBSP = "\u00a0"


def dealer_app(*argv, timeout=120):
    return subprocess.run([sys.executable, "-m", "dealer_app", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


@pytest.fixture
def room(tmp_path, table_url):
    """T4: hand 1 adds 10 from a pot of 1,050, hand 2 the bad beat paid 10,000; T1: 7 added then taken back by a
    correction, and 12 more; T9 deals the next day (not in the register of the 26th)."""
    t4 = jackpot_table(tmp_path, "T4", hands=2)
    increment(t4, 1, 1_050, 10, 10_000)
    hit(t4, 2)
    paid(t4, 2)
    t1 = jackpot_table(tmp_path, "T1", hands=2, seed=11, start_us=NOON_UTC_US + HOUR_US)
    increment(t1, 1, 700, 7, 2_007)
    increment(t1, 1, 700, -7, 2_000, withdrawn=True)
    increment(t1, 2, 1_200, 12, 2_012)
    t9 = jackpot_table(tmp_path, "T9", hands=1, seed=5, start_us=NOON_UTC_US + 24 * HOUR_US)
    increment(t9, 1, 5_000, 50, 5_050)
    for store in (t4, t1, t9):
        send(store, table_url)
    return t4, t1, t9


def register(floor_url, day=DAY, last=None):
    with psycopg.connect(floor_url, autocommit=True) as conn:          # the floor's reader login
        return read_jackpot_register(conn, day, last)


def test_the_payment_with_its_combination_shares_and_sign_offs(room, floor_url):
    reg = register(floor_url)
    (p,) = reg.payments
    assert (p.table_id, p.hand, p.meter, p.loser, p.main_winner) == ("T4", 2, 10_000, 3, "Alice")
    assert [(s.seat, s.amount) for s in p.shares] == [(1, 625), (2, 625), (3, 5_625), (4, 625), (5, 625), (6, 625),
                                                     (7, 625), (8, 625)]
    assert sum(s.amount for s in p.shares) == 10_000
    assert p.losing.five == ("7s", "7h", "7d", "7c", "9d") and p.winning.name == "straight flush, jack high"
    assert (p.confirmed_by, p.supervisor, p.management) == ("Marie", "Floor Sam", "Director Ann")
    assert p.game == "holdem" or p.game                                # the hand's game, from its start
    text = jackpot_register_text(reg, "en")
    assert text.startswith("Register of the bad beat jackpots (art. 56-3-3), day of 2026-11-26\n")
    assert "Jackpot 1: table T4, hand 2, " in text
    assert "  Losing hand: seat 3 (Alice): four sevens — 7♠ 7♥ 7♦ 7♣ 9♦\n" in text
    assert "  Winning hand: seat 5 (Bob): straight flush, jack high — J♦ 10♦ 9♦ 8♦ 7♦\n" in text
    assert "  Jackpot paid: 10,000; the next one starts at 1,000\n" in text
    assert "  Main winner (the loser of the bad beat): Alice, seat 3\n" in text
    assert "  seat 3 Alice: 5,625 (main winner)\n" in text
    assert text.count(": 625\n") == 7
    assert ("  Confirmed by the dealer Marie; authorised by the supervisor Floor Sam and the management "
            "Director Ann\n") in text


def test_increments_per_day_and_table_with_what_a_correction_took_back(room, floor_url):
    reg = register(floor_url)
    assert [(i.table_id, i.hands, i.amount, i.taken_back) for i in reg.increments] == [("T1", 1, 12, 7),
                                                                                      ("T4", 1, 10, 0)]
    text = jackpot_register_text(reg, "en")
    assert "  2026-11-26 table T4: 10 over 1 hand\n" in text
    assert "  2026-11-26 table T1: 12 over 1 hand, of which 7 taken back by a correction\n" in text
    assert "Total: 22 added to the jackpots, 10,000 paid\n" in text
    assert "T9" not in text                                               # dealt on the 27th
    both = register(floor_url, DAY, DAY.replace(day=27))
    assert [(str(i.day), i.table_id, i.amount) for i in both.increments][-1] == ("2026-11-27", "T9", 50)


def test_the_register_in_french_and_russian(room, floor_url):
    fr = jackpot_register_text(register(floor_url), "fr")
    assert f"10{NBSP}000" in fr and f"5{NBSP}625" in fr
    assert "Alice" in fr and "R♦" not in fr and "V♦ 10♦ 9♦ 8♦ 7♦" in fr     # the French letters of the jack
    assert "Registre" in fr and "carré" in fr.lower()
    ru = jackpot_register_text(register(floor_url), "ru")
    assert "Реестр" in ru and f"10{NBSP}000" in ru


def test_the_csv_row_by_row(room, floor_url):
    rows = list(csv.DictReader(io.StringIO(jackpot_register_csv(register(floor_url)))))
    shares = [r for r in rows if r["record"] == "share"]
    assert [(r["seat"], r["player"], r["amount"], r["main_winner"]) for r in shares] == [
        ("1", "Chloé", "625", "0"), ("2", "Dmitri", "625", "0"), ("3", "Alice", "5625", "1"), ("4", "Emma", "625", "0"),
        ("5", "Bob", "625", "0"), ("6", "Farid", "625", "0"), ("7", "Gina", "625", "0"), ("8", "Hugo", "625", "0")]
    first = shares[0]
    assert (first["table"], first["hand"], first["meter"], first["losing_five"], first["winning_name"],
            first["supervisor"], first["management"], first["confirmed_by"]) == (
        "T4", "2", "10000", "7s 7h 7d 7c 9d", "straight flush, jack high", "Floor Sam", "Director Ann", "Marie")
    assert first["paid_at_utc"].startswith("2026-11-26T12:")
    adds = [(r["table"], r["amount"], r["hands_incremented"], r["taken_back"]) for r in rows
            if r["record"] == "increments"]
    assert adds == [("T1", "12", "1", "7"), ("T4", "10", "1", "0")]


def test_no_jackpot_the_register_says_so(tmp_path, floor_url, table_url):
    send(jackpot_table(tmp_path, "T2", hands=1), table_url)
    text = jackpot_register_text(register(floor_url), "en")
    assert "No jackpot paid in this period." in text and "No increment in this period." in text


def test_the_command_text_csv_and_a_pdf_that_reads(room, floor_url, tmp_path):
    done = dealer_app("central", "jackpot-register", "--central", floor_url, "--day", DAY, "--lang", "en")
    assert done.returncode == 0, done.stderr
    assert "  seat 3 Alice: 5,625 (main winner)" in done.stdout
    out = tmp_path / "jackpots.csv"
    done = dealer_app("central", "jackpot-register", "--central", floor_url, "--from", DAY, "--to", "2026-11-27",
                      "--format", "csv", "--out", out)
    assert done.returncode == 0, done.stderr
    assert out.read_text().count("\nshare,") == 8 and ",T9," in out.read_text()
    pdf = tmp_path / "registre-jackpots.pdf"
    done = dealer_app("central", "jackpot-register", "--central", floor_url, "--day", DAY, "--format", "pdf",
                      "--out", pdf, timeout=180)
    assert done.returncode == 0, done.stderr
    assert pdf.read_bytes()[:5] == b"%PDF-"
    if shutil.which("pdftotext"):                             # poppler reads the page back
        page = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True).stdout
        assert "Alice" in page and "5 625" in page.replace(NBSP, " ") and "Director Ann" in page
        assert "Signatures" in page


def test_the_command_refuses_in_words(floor_url, tmp_path):
    bad = dealer_app("central", "jackpot-register", "--central", floor_url, "--format", "pdf", "--day", DAY)
    assert bad.returncode == 2 and "--out" in bad.stderr
    none = dealer_app("central", "jackpot-register", "--central", floor_url)
    assert none.returncode == 2 and "--day" in none.stderr


def test_the_page_holds_both_sign_off_lines(room, floor_url):
    page = jackpot_register_html(register(floor_url), "fr")
    assert page.count("Signatures") == 1 and "Director Ann" in page and "Floor Sam" in page


def test_the_daily_register_carries_each_tables_jackpot(room, floor_url):
    from dealer_app.central.register import read_register, register_csv, register_html, register_text
    with psycopg.connect(floor_url, autocommit=True) as conn:
        daily = read_register(conn, DAY)
    assert daily.jackpots == (("T1", 12, 0), ("T4", 10, 10_000))
    text = register_text(daily, "en")
    assert "Bad beat jackpot, table T4: 10 added to the meter, 10,000 paid\n" in text
    assert "Bad beat jackpot, table T1: 12 added to the meter, 0 paid\n" in text
    assert f"table T4 : 10 versés au compteur, 10{NBSP}000 payés" in register_text(daily, "fr")
    rows = register_csv(daily).splitlines()
    at = rows.index("day,jackpot,table,jackpot_added,jackpot_paid")
    assert rows[at + 1:at + 3] == ["2026-11-26,jackpot,T1,12,0", "2026-11-26,jackpot,T4,10,10000"]
    assert "10,000 paid" in register_html(daily, "en")


def test_the_reports_by_table_and_by_session_carry_the_jackpot(room, floor_url):
    from dealer_app.central.jackpot_register import report_jackpots
    from dealer_app.central.reports import house_report, report_csv, report_text
    with psycopg.connect(floor_url, autocommit=True) as conn:
        rows = house_report(conn, DAY, None, "table")
        by_table = report_jackpots(conn, "table", DAY)
        sessions = house_report(conn, DAY, None, "session")
        by_session = report_jackpots(conn, "session", DAY)
        assert report_jackpots(conn, "dealer", DAY) is None
    text = report_text(rows, "table", DAY, language="en", jackpots=by_table)
    assert "Bad beat jackpot, table T4: 10 added to the meter, 10,000 paid" in text
    table_csv = list(csv.DictReader(io.StringIO(report_csv(rows, "table", by_table))))
    assert [(r["key"], r["jackpot_added"], r["jackpot_paid"]) for r in table_csv] == [
        ("T1", "12", "0"), ("T4", "10", "10000"), ("total", "22", "10000")]
    session_csv = list(csv.DictReader(io.StringIO(report_csv(sessions, "session", by_session))))
    t4 = next(r for r in session_csv if r["key"] == "T4")
    assert (t4["jackpot_added"], t4["jackpot_paid"]) == ("10", "10000")


def test_the_floor_stations_reports_tab_says_the_jackpot(room, floor_url):
    from dealer_app.central.reports_desk import CentralReportsDesk
    desk = CentralReportsDesk(floor_url)
    view = desk.report(DAY.isoformat(), "table")
    assert "Bad beat jackpot, table T4: 10 added to the meter, 10,000 paid" in view.notes
    register = desk.register(DAY.isoformat())
    assert "Bad beat jackpot, table T1: 12 added to the meter, 0 paid" in register.jackpots


def test_the_floor_stations_reports_tab_shows_and_writes_the_jackpot_register(room, qtbot, floor_url, tmp_path):
    from dealer_app.central.reports_desk import CentralReportsDesk
    from ui.floor.central_reports import JACKPOTS, CentralReportsTab
    chosen = {}
    tab = CentralReportsTab(CentralReportsDesk(floor_url),
                            choose_path=lambda fmt, name: chosen.setdefault(fmt, str(tmp_path / name)), today=DAY)
    qtbot.addWidget(tab)
    tab.kind.setCurrentIndex(tab.kind.findData(JACKPOTS))
    tab.refresh()
    t = tab.table
    rows = [[t.item(r, c).text() for c in range(t.columnCount())] for r in range(t.rowCount())]
    assert len(rows) == 8 and rows[2][:2] == ["T4", "2"] and rows[2][3:] == ["3", "Alice", "5,625", "main winner"]
    assert [r[5] for r in rows].count("625") == 7
    assert "Losing hand: seat 3 (Alice): four sevens" in tab.note.text()
    assert "authorised by the supervisor Floor Sam and the management Director Ann" in tab.note.text()
    assert "2026-11-26 table T4: 10 over 1 hand" in tab.note.text()
    tab.export("csv")
    tab.export("pdf")
    assert Path(chosen["csv"]).name == "jackpots-2026-11-26.csv"
    assert open(chosen["csv"]).read().count("\nshare,") == 8
    assert open(chosen["pdf"], "rb").read(5) == b"%PDF-"
    tab.kind.setCurrentIndex(0)                                   # back to a report: its own columns
    tab.refresh()
    assert tab.table.columnCount() == 7 and tab.table.horizontalHeaderItem(1).text() == "Session"
