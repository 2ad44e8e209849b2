"""Fixtures of the window tests: a hand store and a supervisor roster for table T4, and the console opened
on them as dealer-app does at start-up (``console``), dealing its first hand (``dealing``)."""
from __future__ import annotations

import pytest

from dealer_app.console.app import build_controller, open_table, supervisor_desk
from dealer_app.table.controller import TableController
from ui.main_window import MainWindow

from store_helpers import club_init
from console_driver import Clock, PIN, SUPERVISOR, click, seat_by_draw, setup_from_preset
from window_driver import shown_window


@pytest.fixture
def roster(tmp_path, store_path):
    """The club's set-up: Marie, the first supervisor, bound to table T4's store (issue 18)."""
    return club_init(tmp_path / "supervisors.json", store_path, "T4", SUPERVISOR, "Marie", PIN)


@pytest.fixture
def store_path(tmp_path):
    return tmp_path / "table-4.sqlite"


@pytest.fixture
def console(qtbot, store_path, roster):
    """Opens the console on the store, as dealer-app does at start-up; closes what it opened."""
    opened = []
    clock = Clock()

    def start():
        desk = supervisor_desk(str(roster))
        controller = open_table(store_path, "T4", "Marie", desk, lambda report: None, clock=clock)
        window = MainWindow(controller)
        qtbot.addWidget(window)
        window.resize(1600, 1000)
        window.show()
        qtbot.waitExposed(window)
        opened.append((window, controller))
        return window, controller

    def stop(window, controller):
        window.close()
        controller.close()
        opened.remove((window, controller))

    start.stop = stop
    yield start
    for window, controller in list(opened):
        stop(window, controller)


@pytest.fixture
def dealing(qtbot, console):
    window, controller = console()
    setup_from_preset(qtbot, window)
    click(qtbot, window.desk.setup_dialog, "startSessionButton")
    seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "", 500), ("Chloé", "", 500)])
    window.desk.seating_panel.draw(seed=3)
    click(qtbot, window.desk.seating_panel, "seatingNextHandButton")
    return window, controller


@pytest.fixture
def controller() -> TableController:
    """The practice table with no store (Omaha Pot Limit 5/10, seats 1-6, the button on 6)."""
    return build_controller()


@pytest.fixture
def window(qtbot, controller) -> MainWindow:
    """The console's window on ``controller``, shown at 1600×1000, holding the keyboard."""
    return shown_window(qtbot, controller, active=True)

