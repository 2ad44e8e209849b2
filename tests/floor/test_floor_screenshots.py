"""Pictures of the floor view: the sign-in, the hand history and the replay (mid-hand, and at the
corrected step). Each is checked to be the dark theme with something drawn on it.

In the normal run they are drawn offscreen into a temporary folder. For the
docs, under a real X server (Xvfb) through Qt's xcb platform:

    xvfb-run -a -s "-screen 0 1920x1200x24" env QT_QPA_PLATFORM=xcb \\
        DEALER_SCREENSHOTS=docs/screenshots .venv/bin/python -m pytest tests/floor/test_floor_screenshots.py
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLineEdit, QTableWidget

from floor_helpers import click, find, sign_in, step_to

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(tmp_path) -> Path:
    target = os.environ.get("DEALER_SCREENSHOTS")
    path = (ROOT / target) if target else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def save(qtbot, view, path: Path) -> QImage:
    for _ in range(3):
        qtbot.wait(30)
    assert view.grab().save(str(path)), f"could not save {path}"
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1600, 1000)
    # Dark grey ground with light text: mostly dark, and far from one flat colour.
    small = image.scaled(160, 100)
    light = [small.pixelColor(x, y).lightness() for x in range(160) for y in range(100)]
    assert sum(light) / len(light) < 110, f"{path.name} is not the dark theme"
    assert max(light) - min(light) > 150, f"{path.name} looks blank"
    return image


def test_screenshots_of_the_sign_in_the_history_and_the_replay(qtbot, view, folder):
    find(view, QLineEdit, "supervisorIdField").setText("M-01")
    find(view, QLineEdit, "pinField").setText("7305")
    save(qtbot, view, folder / "floor-sign-in.png")
    find(view, QLineEdit, "pinField").clear()
    sign_in(qtbot, view)
    save(qtbot, view, folder / "floor-history.png")
    find(view, QTableWidget, "handTable").selectRow(3)
    click(qtbot, view, "replayButton")
    step_to(qtbot, view, "seat 5 (Elena) raises to 35")
    save(qtbot, view, folder / "floor-replay.png")
    step_to(qtbot, view, "seat 5 (Elena) bets 100")
    save(qtbot, view, folder / "floor-replay-correction.png")


def test_screenshots_in_french(qtbot, view, folder):
    """French first: the clubs are French. The replay's sentences are said in French too
    (dealer_app/words/replay.py), and so are the exports (dealer_app/words/book.py)."""
    from ui.kit.i18n import current_language, install_language
    before = current_language()
    install_language("fr")
    try:
        qtbot.waitUntil(lambda: find(view, QLineEdit, "playerField").placeholderText() != "full name, any case")
        sign_in(qtbot, view)
        save(qtbot, view, folder / "floor-history-fr.png")
        find(view, QTableWidget, "handTable").selectRow(3)
        click(qtbot, view, "replayButton")
        step_to(qtbot, view, "siège 5 (Elena) mise 100")
        save(qtbot, view, folder / "floor-replay-fr.png")
    finally:
        install_language(before)
