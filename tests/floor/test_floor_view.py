"""The floor view through its window (pytest-qt, offscreen): sign-in by keypad, the hand history and its
search, the step-by-step replay against the engine, the correction on screen, the exports.
The store: tests/floor_helpers.py (hand 1 is the disputed hand with its correction)."""
from __future__ import annotations


from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QPushButton, QSlider, QTableWidget

from dealer_app.supervisors.lockouts import MINUTE_US
from engine.hand import Hand
from floor_helpers import DISPUTED
from ui.floor.floor_view import HISTORY, SIGN_IN
from floor_helpers import click, find, open_hand_1, sign_in, step_to, text


def hand_numbers(view) -> list[int]:
    table = find(view, QTableWidget, "handTable")
    return [int(table.item(r, 0).text()) for r in range(table.rowCount())]


def engine_at(view, step_index: int) -> Hand:
    """The engine, fed the hand's effective inputs up to this step, on its own (not through the view)."""
    stored = view.controller.reader.load_hand(1)
    seqs = {e.seq for e in stored.events[:step_index + 1]}
    return Hand.replay(DISPUTED, [i for s, i in zip(stored.input_seqs, stored.inputs) if s in seqs])


# ----------------------------------------------------------------- sign-in

def test_nothing_of_the_record_shows_before_a_supervisor_signs_in(view):
    assert view.pages.currentIndex() == SIGN_IN
    assert find(view, QTableWidget, "handTable").rowCount() == 0
    assert not view.export_bar.isVisible()
    assert find(view, QLineEdit, "pinField").echoMode() == QLineEdit.EchoMode.Password


def test_a_wrong_pin_is_refused_on_screen_and_the_pin_field_emptied(qtbot, view):
    sign_in(qtbot, view, "111000")
    assert view.pages.currentIndex() == SIGN_IN
    assert "wrong PIN (4 attempts left" in text(view, "signInMessage")
    assert find(view, QLineEdit, "pinField").text() == ""


def test_the_right_pin_opens_the_history_newest_first(qtbot, view):
    sign_in(qtbot, view)
    assert view.pages.currentIndex() == HISTORY
    assert text(view, "signedInLabel") == "Supervisor M-01 signed in"
    assert hand_numbers(view) == [4, 3, 2, 1]
    table = find(view, QTableWidget, "handTable")
    assert [table.item(3, c).text() for c in range(7)] == [
        "1", "21/09/2026 14:13", "T4", "Omaha Pot Limit", "1 Alice · 3 Chloé · 5 Elena · 7 Gaëlle", "630",
        "hand over"]


def test_search_by_player_and_by_number(qtbot, view):
    sign_in(qtbot, view)
    find(view, QLineEdit, "playerField").setText("Chloé")         # QTest types ASCII only
    click(qtbot, view, "searchButton")
    assert hand_numbers(view) == [2, 1]
    assert text(view, "historyHeading") == "Hands with player Chloé, newest first"
    click(qtbot, view, "clearSearchButton")
    qtbot.keyClicks(find(view, QLineEdit, "numberField"), "3")
    qtbot.keyClick(find(view, QLineEdit, "numberField"), Qt.Key.Key_Return)
    assert hand_numbers(view) == [3]
    find(view, QLineEdit, "numberField").setText("three")
    click(qtbot, view, "searchButton")
    assert "whole number" in text(view, "floorMessage")


# ----------------------------------------------------------------- the replay

def test_stepping_through_shows_the_engines_pot_and_pot_limit_maximum(qtbot, view):
    open_hand_1(qtbot, view)
    assert text(view, "replayTitle") == "Hand 1 · table T4 · Omaha Pot Limit 5/10"
    step_to(qtbot, view, "seat 5 (Elena) raises to 35")
    engine = engine_at(view, find(view, QSlider, "stepSlider").value())
    legal = engine.legal()
    assert (engine.pot, legal.max_raise_to, legal.max_add) == (50, 120, 120)    # the engine's own numbers
    assert text(view, "replayPotLabel") == f"POT {engine.pot}"
    assert text(view, "legalMax") == f"MAXIMUM {legal.max_raise_to} (add {legal.max_add})"
    assert text(view, "legalArithmetic") == legal.max_explanation.english() == "3 × 35 + 10 + 5 = 120"
    assert text(view, "legalCaption") == "seat 7 (Gaëlle) to act · Pot Limit"
    assert text(view, "legalCall") == "to call 35"
    assert text(view, "legalRange") == f"minimum: raise to {legal.min_raise_to}"
    assert text(view, "legalBefore") == "Just before, seat 5 (Elena) could: to call 10; raise to 20 – 35 " \
                                        "(3 × 10 + 5 = 35)"
    assert text(view, "seat5Stack") == "965" and text(view, "seat5Bet") == "35"
    assert "BUTTON" in text(view, "seat7Marker") and "TO ACT" in text(view, "seat7Status")
    assert text(view, "potLabel") == "POT 50"                          # the table picture agrees


def test_the_correction_is_on_screen_and_the_wrong_step_stays_marked(qtbot, view):
    open_hand_1(qtbot, view)
    step_to(qtbot, view, "seat 5 (Elena) bets 100")
    banner = find(view, QLabel, "withdrawnBanner")
    assert banner.isVisible() and "authorised by M-01: wrong amount keyed" in banner.text()
    assert text(view, "replayPotLabel") == "POT 210"                   # as it was keyed, before the correction
    index = find(view, QSlider, "stepSlider").value()
    item = find(view, QListWidget, "timelineList").item(index)
    assert item.font().strikeOut() and "[WITHDRAWN by event" in item.text()
    qtbot.keyClick(view.replay_view, Qt.Key.Key_Right)
    assert text(view, "whatHappened").startswith("CORRECTION authorised by M-01")
    assert "supersedes" in banner.text() and text(view, "replayPotLabel") == "POT 110"
    qtbot.keyClick(view.replay_view, Qt.Key.Key_Right)
    assert text(view, "whatHappened") == "seat 5 (Elena) bets 50"
    engine = engine_at(view, index + 2)
    assert text(view, "legalMax") == f"MAXIMUM {engine.legal().max_raise_to} (add {engine.legal().max_add})"
    assert text(view, "legalArithmetic") == "3 × 50 + 110 = 260"


def test_the_slider_buttons_and_keys_move_through_every_step(qtbot, view):
    open_hand_1(qtbot, view)
    slider = find(view, QSlider, "stepSlider")
    frames = len(view.replay_view.replay.frames)
    assert slider.value() == 0 and slider.maximum() == frames - 1
    assert not find(view, QPushButton, "previousStepButton").isEnabled()
    qtbot.keyClick(view.replay_view, Qt.Key.Key_End)
    assert slider.value() == frames - 1 and not find(view, QPushButton, "nextStepButton").isEnabled()
    assert text(view, "resultsLabel") == "Pot 630: seat 5 (Elena) 630"
    click(qtbot, view, "previousStepButton")
    assert slider.value() == frames - 2
    click(qtbot, view, "firstStepButton")
    assert slider.value() == 0 and text(view, "whatHappened").startswith("hand 1 starts")
    slider.setValue(20)
    assert find(view, QListWidget, "timelineList").currentRow() == 20
    qtbot.keyClick(view.replay_view, Qt.Key.Key_Escape)
    assert view.pages.currentIndex() == HISTORY


# ----------------------------------------------------------------- exports

def test_the_chosen_hand_exports_to_phh_text_html_and_pdf(qtbot, view):
    open_hand_1(qtbot, view)
    for name in ("exportPhhButton", "exportTextButton", "exportHtmlButton", "exportPdfButton"):
        click(qtbot, view, name)
        assert text(view, "floorMessage").startswith("Hand 1 saved as")
    files = {p.name: p for p in view.exports.iterdir()}
    assert sorted(files) == ["hand-1-T4.html", "hand-1-T4.pdf", "hand-1-T4.phh", "hand-1-T4.txt"]
    assert 'variant = "PO"' in files["hand-1-T4.phh"].read_text(encoding="utf-8")
    assert "[WITHDRAWN by event" in files["hand-1-T4.txt"].read_text(encoding="utf-8")   # the window's language
    assert "Hand 1: dispute report" in files["hand-1-T4.html"].read_text(encoding="utf-8")
    pdf = files["hand-1-T4.pdf"].read_bytes()
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF") and len(pdf) > 5_000
    exports = [e.detail["format"] for e in view.controller.reader.access_log(kind="authorised")
               if e.detail["act"] == "export-hand" and e.by == "M-01"]
    assert exports == ["phh", "text", "html", "pdf"]


def test_an_export_key_from_the_list_and_a_cancelled_choice(qtbot, view):
    sign_in(qtbot, view)
    find(view, QTableWidget, "handTable").selectRow(1)          # hand 3
    qtbot.keyClick(view, Qt.Key.Key_F6)
    assert (view.exports / "hand-3-T4.txt").exists()
    view.choose_path = lambda fmt, suggested: None
    click(qtbot, view, "exportPhhButton")
    assert text(view, "floorMessage") == "Export cancelled: nothing was written."


# ----------------------------------------------------------------- lapsing, closing, looks

def test_after_ten_idle_minutes_the_window_asks_for_the_pin_again_and_shows_nothing(qtbot, view):
    sign_in(qtbot, view)
    view.controller.desk.clock.pass_us(11 * MINUTE_US)
    view._check_still_signed_in()                              # what the window's timer does
    assert view.pages.currentIndex() == SIGN_IN and hand_numbers(view) == []
    assert "Signed out" in text(view, "signInMessage")


def test_closing_the_window_signs_the_supervisor_out(qtbot, view):
    sign_in(qtbot, view)
    view.close()
    assert view.controller.signed_in() is None
    assert view.controller.reader.access_log(kind="sign-out")[-1].by == "M-01"


def test_every_control_is_named_touch_sized_and_keyed(qtbot, view):
    open_hand_1(qtbot, view)
    for b in view.findChildren(QPushButton):
        assert b.objectName(), f"button {b.text()!r} has no objectName"
        assert b.minimumHeight() >= 64 or b.height() >= 64, f"{b.objectName()} is under 64 px high"
    for field in view.findChildren(QLineEdit):
        assert field.objectName() and field.minimumSizeHint().height() >= 64 or field.height() >= 64, \
            field.objectName()
    assert {s.objectName() for s in view.replay_view.shortcuts.values()} >= {
        "replayKeyHome", "replayKeyLeft", "replayKeyRight", "replayKeyEnd"}
    assert {s.objectName() for s in view.shortcuts.values()} >= {"floorKeyF5", "floorKeyF8", "floorKeyEsc"}
    for key in ("keypad0", "keypad9", "keypadBack"):
        assert find(view, QPushButton, key).width() >= 96 and find(view, QPushButton, key).height() >= 80


# ----------------------------------------------------------------- from the dealer's window

def test_the_dealers_window_opens_the_floor_view_at_the_sign_in(qtbot, tmp_path):
    from dealer_app.console.app import build_window, open_table, supervisor_desk
    desk = supervisor_desk(str(tmp_path / "supervisors.json"))
    controller = open_table(tmp_path / "table.sqlite", "T4", "Dealer Lea", desk, lambda report: None)
    try:
        window = build_window(controller)
        qtbot.addWidget(window)
        window.resize(1600, 1000)
        window.show()
        button = find(window, QPushButton, "floorButton")
        assert button.isVisible() and button.height() >= 64 and "F12" in window.shortcuts
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        floor = window.floor_view
        qtbot.addWidget(floor)
        assert floor.isVisible() and floor.pages.currentIndex() == SIGN_IN
        assert find(floor, QLabel, "signInMessage").text() == ""
        window.shortcuts["F12"].activated.emit()                      # one floor view at a time
        assert window.floor_view is floor
        floor.close()
    finally:
        controller.store.close()


def test_the_practice_table_has_no_floor_button(qtbot):
    from dealer_app.console.app import build_controller, build_window
    window = build_window(build_controller())
    qtbot.addWidget(window)
    assert not find(window, QPushButton, "floorButton").isVisibleTo(window) and "F12" not in window.shortcuts
