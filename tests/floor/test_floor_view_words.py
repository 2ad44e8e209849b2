"""The floor view in the console's language, by keys (issue 24, the export minors): the list writes each
hand's day as the console writes a day and the search takes it back as shown; the replay names the streets
as the console does (PRÉ-FLOP, not PREFLOP); the save dialog is offered a file name in the console's language
("coup-1-T4.pdf"). The store: tests/floor_helpers.py (hands 1 to 4 on 21/09/2026 at 14:13 UTC)."""
from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QTableWidget

from ui.floor.floor_view import HISTORY, REPLAY
from ui.kit.i18n import install_language

from floor_helpers import PIN, SUPERVISOR, find, text


def sign_in_by_keys(qtbot, view) -> None:
    qtbot.keyClicks(find(view, QLineEdit, "supervisorIdField"), SUPERVISOR)
    pin = find(view, QLineEdit, "pinField")
    qtbot.keyClicks(pin, PIN)
    qtbot.keyClick(pin, Qt.Key.Key_Return)
    assert view.pages.currentIndex() == HISTORY


def search_day(qtbot, view, typed: str) -> list[str]:
    field = find(view, QLineEdit, "dayField")
    field.clear()
    qtbot.keyClicks(field, typed)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    table = find(view, QTableWidget, "handTable")
    return [table.item(r, 0).text() for r in range(table.rowCount())]


def test_the_list_shows_the_day_as_the_search_takes_it_in_french(qtbot, french, view):
    sign_in_by_keys(qtbot, view)
    table = find(view, QTableWidget, "handTable")
    shown = table.item(3, 1).text()
    assert shown == "21/09/2026 14:13"
    assert find(view, QLineEdit, "dayField").placeholderText() == "22/11/2026"
    assert search_day(qtbot, view, shown[:10]) == ["4", "3", "2", "1"]
    assert text(view, "historyHeading") == "Coups avec le 21/09/2026, du plus récent au plus ancien"
    assert search_day(qtbot, view, shown) == ["4", "3", "2", "1"]              # copied with its time: the day
    assert search_day(qtbot, view, "22/09/2026") == []
    search_day(qtbot, view, "2026/09/21")
    assert text(view, "floorMessage") == "⚠ Une date s'écrit 22/11/2026 ou 2026-11-22, pas « 2026/09/21 »"


def test_the_list_and_search_in_russian_write_the_day_with_dots(qtbot, qapp, view):
    install_language("ru")
    qapp.processEvents()
    try:
        sign_in_by_keys(qtbot, view)
        shown = find(view, QTableWidget, "handTable").item(3, 1).text()
        assert shown == "21.09.2026 14:13"
        assert find(view, QLineEdit, "dayField").placeholderText() == "22.11.2026"
        assert search_day(qtbot, view, shown[:10]) == ["4", "3", "2", "1"]
        assert "21.09.2026" in text(view, "historyHeading")
    finally:
        install_language("en")
        qapp.processEvents()


def test_the_replay_names_the_streets_as_the_console_does(qtbot, french, view):
    sign_in_by_keys(qtbot, view)
    table = find(view, QTableWidget, "handTable")
    table.setFocus()
    table.selectRow(3)                                       # hand 1
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert view.pages.currentIndex() == REPLAY
    # The replay's start in the machine's local time, written as the list writes a day.
    assert re.match(r"Commencé le \d\d/\d\d/2026 \d\d:\d\d:\d\d ", text(view, "replayStarted"))
    streets = set()
    for _ in range(len(view.replay_view.frames)):
        streets.add(text(view, "streetLabel"))
        qtbot.keyClick(view.replay_view, Qt.Key.Key_Right)
    streets.add(text(view, "streetLabel"))
    assert {"COUP 1 · PRÉ-FLOP", "COUP 1 · FLOP", "COUP 1 · TURN", "COUP 1 · RIVER", "COUP 1 · COUP TERMINÉ"} <= streets
    assert not any("PREFLOP" in s for s in streets)


def test_the_save_dialog_is_offered_a_french_file_name(qtbot, french, view):
    offered = []
    view.choose_path = lambda fmt, suggested: offered.append(suggested) or str(view.exports / suggested)
    sign_in_by_keys(qtbot, view)
    find(view, QTableWidget, "handTable").selectRow(3)
    for key in (Qt.Key.Key_F5, Qt.Key.Key_F6, Qt.Key.Key_F7, Qt.Key.Key_F8):
        qtbot.keyClick(view, key)
    assert offered == ["coup-1-T4.phh", "coup-1-T4.txt", "coup-1-T4.html", "coup-1-T4.pdf"]
    assert sorted(p.name for p in view.exports.iterdir()) == sorted(offered)
