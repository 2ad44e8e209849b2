"""The floor station keeps running however long the evening (issue 24, blocker 1): signed in through its
gate, on the room board, the board refreshing against a real PostgreSQL while three tables deal into it,
through thousands of redraws, in a process of its own (tests/soak_screens.py ``station``). PySide6 6.12.0
aborted the station 6 to 8 seconds after sign-in (``Fatal Python error: none_dealloc``); the soak checks
the process ends cleanly, that None, True and False keep their references, and that resident memory
stays within its bound: 4 MB between the sample after the warm-up and the one at the end. Runs of 1,500
redraws there moved it 0.4 to 0.5 MB, one of 15,000 (--slow) 2.0 MB: a search every hundred redraws on a
record that grows as the tables deal lists more hands each time, up to a page; the board alone is flat
(bench/soak.py). A widget leaked at each redraw (3.5 kB) would be 5 MB over 1,500 redraws."""
from __future__ import annotations

import psycopg
import pytest

from dealer_app.central import roster as central
from soak_screens import DealingTables
from soak_verdict import assert_soaked, run_child

PIN = "730519"


@pytest.fixture
def room(central_db, table_url, tmp_path):
    with psycopg.connect(central_db, autocommit=True) as conn:
        central.put(conn, "M-01", "Marie", PIN, "added")
    tables = DealingTables(tmp_path, table_url)
    yield tables
    tables.close()


def soak_station(room, floor_url, redraws: int, seconds: float) -> dict:
    # The board's thread reads the whole room every 20 ms besides the notifications, and the window redraws
    # it every 10 ms besides each refresh (1 s and 3 s at the floor): thousands of redraws in seconds.
    return run_child(["station", "--central", floor_url, "--supervisor", "M-01", "--pin", PIN, "--poll", "0.02",
                      "--redraw-ms", "10",
                      "--tables", "T1,T2,T3", "--redraws", str(redraws), "--seconds", str(seconds)],
                     while_running=room.move, every=0.03, timeout=seconds + 120)


def test_the_station_on_its_board_through_thousands_of_redraws(room, floor_url):
    result = soak_station(room, floor_url, 2000, 150)
    assert_soaked(result, 2000, rss_bound_kb=4096)
    assert result["rows"] == 3 and result["live"]
    assert result["board_refreshes"] >= 200 and room.moves >= 100       # the board followed the tables


@pytest.mark.slow
def test_the_station_through_twenty_thousand_redraws(room, floor_url):
    result = soak_station(room, floor_url, 20_000, 1500)
    assert_soaked(result, 20_000, rss_bound_kb=4096)
