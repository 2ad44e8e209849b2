"""Pictures of the session screens: the setup (a preset loaded, and a value refused beside its field),
the seating mid-hand (a rebuy queued, players waiting for the draw) and the table they lead to. Each is
checked to be the dark theme with something drawn on it.

In the normal run they are drawn offscreen into a temporary folder. For the
docs, under a real X server (Xvfb) through Qt's xcb platform:

    xvfb-run -a -s "-screen 0 1920x1200x24" env QT_QPA_PLATFORM=xcb \\
        DEALER_SCREENSHOTS=docs/screenshots .venv/bin/python -m pytest tests/ui/test_session_screenshots.py
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from console_driver import click, key, seat_by_draw, setup_from_preset
from screens import save

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(tmp_path) -> Path:
    target = os.environ.get("DEALER_SCREENSHOTS")
    path = (ROOT / target) if target else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def test_screenshots_of_the_setup_the_seating_and_the_table(qtbot, console, folder):  # noqa: F811 - fixture
    window, controller = console()
    dialog = setup_from_preset(qtbot, window)
    save(qtbot, dialog, folder / "setup.png")
    dialog.fields["stakes.big_blind"].setText("25")
    save(qtbot, dialog, folder / "setup-check.png")
    dialog.fields["stakes.big_blind"].setText("10")
    click(qtbot, dialog, "startSessionButton")

    panel = seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "C-204", 600), ("Chloé", "", 800),
                                         ("Dmitri", "C-311", 1000)])
    panel.draw(seed=7)
    click(qtbot, panel, "seatingNextHandButton")
    click(qtbot, window, "dealToActionButton")
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    panel.select_seat(next(s for s, p in controller.session.seats.items() if p.name == "Bob"))
    panel.rebuy_amount.setText("200")
    click(qtbot, panel, "queueRebuyButton")
    for name, buy_in in (("Elena", 700), ("Farid", 500)):
        panel.name.setText(name)
        panel.buy_in.setText(str(buy_in))
        click(qtbot, panel, "addToDrawButton")
    save(qtbot, panel, folder / "seating.png")
    panel.accept()
    click(qtbot, window, "callButton")
    save(qtbot, window, folder / "console-session.png")
