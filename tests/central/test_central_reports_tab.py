"""The floor station's reports tab (ui/floor/central_reports.py) over the real central record, through its desk
(dealer_app/central/reports_desk.py): the day's report, the register with its closings, CSV and PDF."""
from __future__ import annotations

import psycopg
from pathlib import Path

import pytest

from dealer_app.central import checkpoint as cps
from dealer_app.central.reports_desk import CentralReportsDesk
from house_helpers import DAY, afternoon
from ui.floor.central_reports import CentralReportsTab

DAY_END_UTC_US = 1_795_734_000_000_000


@pytest.fixture
def tab(qtbot, tmp_path, central_db, table_url, floor_url):
    afternoon(tmp_path, table_url)
    pub, _ = cps.keygen(tmp_path / "floor.key")
    public = cps.load_public(str(pub))
    with psycopg.connect(central_db, autocommit=True) as conn:
        cps.register_key(conn, public)
        cps.sign_all(conn, cps.load_private(tmp_path / "floor.key"), signed_utc_us=DAY_END_UTC_US)
    chosen = {}
    widget = CentralReportsTab(CentralReportsDesk(floor_url, public),
                               choose_path=lambda fmt, name: chosen.setdefault(fmt, str(tmp_path / name)), today=DAY)
    qtbot.addWidget(widget)
    widget.chosen_paths = chosen
    return widget


def cells(widget):
    t = widget.table
    return [[t.item(r, c).text() for c in (0, 2, 4, 5)] for r in range(t.rowCount())]


def test_the_tab_shows_the_days_rake_by_dealer_and_the_register_closed(tab):
    tab.kind.setCurrentIndex(2)                                   # by dealer
    tab.refresh()
    assert cells(tab) == [["Marie", "5", "6", "0"], ["Paul", "9", "4", "30"], ["Zoé", "3", "0", "40"],
                          [tab.table.item(3, 0).text(), "17", "10", "70"]]
    tab.kind.setCurrentIndex(5)                                   # the register
    tab.refresh()
    assert [row[0] for row in cells(tab)][:3] == ["T1", "T2", "T3"]
    assert "NOT CLOSED" not in tab.note.text() and tab.note.text().count("T") >= 3
    tab.export("csv")
    tab.export("pdf")
    assert open(tab.chosen_paths["csv"]).read().splitlines()[-1].startswith("2026-11-26,total,,,17,2,0,")
    assert open(tab.chosen_paths["pdf"], "rb").read(5) == b"%PDF-"
    assert Path(tab.chosen_paths["csv"]).name == "register-2026-11-26.csv"     # the window's language


def test_the_save_dialog_is_offered_names_in_the_consoles_language(tab, french):
    tab.kind.setCurrentIndex(2)                                   # by dealer
    tab.refresh()
    tab.export("pdf")
    tab.kind.setCurrentIndex(5)                                   # the register
    tab.refresh()
    tab.export("csv")
    assert Path(tab.chosen_paths["pdf"]).name == "rapport-par-croupier-2026-11-26.pdf"
    assert Path(tab.chosen_paths["csv"]).name == "registre-2026-11-26.csv"


def test_a_server_that_cannot_be_reached_is_said_in_the_tab(qtbot, postgres_server):
    dead = f"postgresql://dealer_floor@127.0.0.1:{postgres_server.port + 1}/x"
    widget = CentralReportsTab(CentralReportsDesk(dead, connect_timeout=1), today=DAY)
    qtbot.addWidget(widget)
    widget.refresh()
    assert widget.table.rowCount() == 0 and "central record cannot be read" in widget.note.text()
