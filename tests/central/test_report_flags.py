"""Issue 25, items 5 and 6: the command-line report and register have the misdeals column and total the screen has
and say every error in the command's language; figures read across a table clock jump say so, on the screen, in
the command's output and its CSV."""
from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from dealer_app.central.register import read_register, register_html, register_text
from dealer_app.central.reports import house_report, report_text
from dealer_app.central.reports_desk import CentralReportsDesk
from house_helpers import DAY, HOUR_US, Table, afternoon
from sessions import folded, settings

ROOT = Path(__file__).resolve().parents[2]


def dealer_app(*argv, timeout=120):
    return subprocess.run([sys.executable, "-m", "dealer_app", *map(str, argv)], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


@pytest.fixture
def day(tmp_path, central_db, table_url):
    """The afternoon's three tables (2 misdeals: one at T1, one at T2); then T4 deals 14 hands 4 minutes apart
    and its clock is set back an hour halfway."""
    afternoon(tmp_path, table_url)
    t4 = Table(tmp_path, "T4", settings(), dealer="Léa")
    for i in range(14):
        if i == 7:
            t4.clock.now -= HOUR_US
        t4.hand(folded)
    t4.send(table_url)
    return t4


def test_the_command_line_report_and_register_have_the_misdeals_column_and_total(day, floor_url, tmp_path):
    report = dealer_app("central", "report", "--central", floor_url, "--day", DAY, "--by", "table", "--lang", "en")
    assert report.returncode == 0, report.stderr
    lines = report.stdout.splitlines()
    head = lines[1]
    rows = [line for line in lines if line.split() and line.split()[0] in ("T1", "T2", "T3", "T4")]
    total = next(line for line in lines if line.split() and line.split()[0] == "total")
    with psycopg.connect(floor_url) as conn:
        expected = house_report(conn, DAY, None, "table")
    assert [line.split()[:3] for line in rows] == [[r.key, str(r.hands), str(r.misdeals)] for r in expected]
    assert sum(r.misdeals for r in expected) == 2 and [r.key for r in expected] == ["T1", "T2", "T3", "T4"]
    hands = sum(r.hands for r in expected)
    assert total.split()[:3] == ["total", str(hands), "2"]
    with psycopg.connect(floor_url) as conn:
        register = read_register(conn, DAY)
    text = register_text(register, "en")
    text_lines = text.splitlines()
    heads = next(i for i, line in enumerate(text_lines) if "misdeals" in line)
    assert text_lines[heads + 1 + len(register.lines)].split()[-4:] == [str(hands), "2", "10", "70"]
    page = register_html(register, "en")
    assert f"<th>{hands}</th><th>2</th><th>0</th>" in page                   # no blank misdeals or void total


def test_every_error_of_the_report_and_register_commands_is_in_their_language(day, floor_url):
    still_open = dealer_app("central", "register", "--central", floor_url, "--day", DAY, "--key-pub", "0" * 64)
    assert still_open.returncode == 1 and "NON CLÔTURÉE" in still_open.stdout
    assert still_open.stderr.splitlines() == [
        "erreur : la journée 2026-11-26 n’est pas close : 1 alarme ouverte ; un superviseur l’acquitte (dealer-app "
        "central alarm ack), puis imprimez de nouveau le registre",
        "erreur : la journée 2026-11-26 n’est pas close pour 4 registres de table : signez un point de contrôle après "
        "la fin de la journée (dealer-app central checkpoint), puis imprimez de nouveau le registre"]
    bad_key = dealer_app("central", "register", "--central", floor_url, "--day", DAY, "--key-pub", "zz")
    assert bad_key.returncode == 1 and bad_key.stderr.startswith("erreur : ") and "register" not in bad_key.stderr
    unreachable = dealer_app("central", "report", "--central", "postgresql://nobody@127.0.0.1:1/none", "--day", DAY,
                             "--lang", "ru")
    assert unreachable.returncode == 2 and unreachable.stderr.startswith("ошибка: ")
    assert "cannot reach" not in unreachable.stderr


def test_figures_read_across_a_clock_set_back_say_so(day, floor_url, tmp_path):
    with psycopg.connect(floor_url) as conn:
        by_table = {r.key: r for r in house_report(conn, DAY, None, "table")}
        by_dealer = {r.key: r for r in house_report(conn, DAY, None, "dealer")}
        (whole,) = house_report(conn, DAY, None, "day")
        by_session = house_report(conn, DAY, None, "session")
    assert by_table["T4"].clock_jumps == 1 and all(by_table[t].clock_jumps == 0 for t in ("T1", "T2", "T3"))
    assert by_dealer["Léa"].clock_jumps == 1 and by_dealer["Marie"].clock_jumps == 0 and whole.clock_jumps == 1
    assert [r.clock_jumps for r in by_session if r.key == "T4"] == [1]
    # 14 hands about 4 minutes apart, read by a clock set back an hour halfway: the rate is wrong, and says so.
    text = report_text(list(by_table.values()), "table", DAY, None, "en")
    t4_line = next(line for line in text.splitlines() if line.split()[0] == "T4")
    assert t4_line.endswith("(!)") and "(!)" not in next(line for line in text.splitlines() if line.split()[0] == "T3")
    assert "(!) T4: the table's clock jumped 1 time within these hands" in text
    done = dealer_app("central", "report", "--central", floor_url, "--day", DAY, "--by", "table", "--lang", "en",
                      "--csv", tmp_path / "report.csv")
    assert done.returncode == 0 and "(!) T4" in done.stdout
    rows = list(csv.DictReader(io.StringIO((tmp_path / "report.csv").read_text())))
    assert [(r["key"], r["clock_jumps"]) for r in rows] == [("T1", "0"), ("T2", "0"), ("T3", "0"), ("T4", "1"),
                                                            ("total", "1")]
    # The screen: the floor station's reports tab reads the desk's view.
    view = CentralReportsDesk(floor_url).report(DAY.isoformat(), "table")
    assert [line.clock_jumps for line in view.lines] == [0, 0, 0, 1] and view.misdeals == 2
    assert len(view.notes) == 1 and "T4" in view.notes[0]


def test_the_reports_tab_marks_the_rate_and_says_why(qtbot, day, floor_url):
    from ui.floor.central_reports import CentralReportsTab
    widget = CentralReportsTab(CentralReportsDesk(floor_url), today=DAY)
    qtbot.addWidget(widget)
    widget.kind.setCurrentIndex(0)                                   # by table
    widget.refresh()
    rows = {widget.table.item(r, 0).text(): r for r in range(widget.table.rowCount())}
    assert widget.table.item(rows["T4"], 6).text().endswith("(!)")
    assert not widget.table.item(rows["T3"], 6).text().endswith("(!)")
    assert widget.table.item(widget.table.rowCount() - 1, 3).text() == "2"      # the misdeals total
    assert "T4" in widget.note.text() and "(!)" in widget.note.text()
