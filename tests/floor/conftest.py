"""Fixtures of the floor tests: the floor store of tests/floor_helpers.py made once per module
(``template``), copied for each test (``store``), and the floor window open on it (``view``)."""
from __future__ import annotations

from datetime import timezone

import pytest

from dealer_app.floor.controller import FloorController
from dealer_app.store import open_store
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.roster import Roster
from ui.floor.floor_view import FloorView

from floor_helpers import PIN, SUPERVISOR, build_floor_store, copy_store
from store_helpers import FakeClock


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    path = tmp_path_factory.mktemp("floor") / "table.sqlite"
    return path, build_floor_store(path).now


@pytest.fixture
def store(tmp_path, template):
    clock = FakeClock(template[1])
    s = open_store(copy_store(template[0], tmp_path), table="T4", dealer="Dealer Lea", clock=clock)
    yield s
    s.close()


@pytest.fixture
def view(qtbot, tmp_path, store):
    roster = Roster.load(tmp_path / "supervisors.json")
    roster.add(SUPERVISOR, "Marie", PIN, by="first run", at_utc_us=store.clock.utc_us())
    controller = FloorController(store, SupervisorDesk(roster, store.clock, store.append), tz=timezone.utc)
    exports = tmp_path / "exports"
    exports.mkdir()
    w = FloorView(controller, choose_path=lambda fmt, suggested: str(exports / suggested))
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    w.exports = exports
    return w
