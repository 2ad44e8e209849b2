"""The supervisor's PIN dialog at 1366×768, and the rules before the PIN (issue 24, major 5).

Seen at a French table: a wrong PIN cleared the field and "Non autorisé…" sat below the fold of the dialog;
"le siège 9 est occupé…" came only after a PIN had been typed. Here, by keys through the console's
window at 1366×768 (less a title bar) in French, English and Russian: the answer to a wrong PIN and to a
lock-out is in sight under the PIN, nothing to scroll, the dialog inside the screen; and a change the
rules refuse is said in the set-up with no PIN asked.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from console_driver import PIN, SUPERVISOR, click, key, seat_by_draw, setup_from_preset
from fit_check import cut_texts
from ui.dialogs.confirm_dialog import yes_key
from ui.kit.i18n import current_language, install_language

SCREEN = QRect(0, 0, 1366, 768)
WINDOW = (1366, 740)            # the console maximised under a window manager's title bar


def typed(qtbot, k=None, text: str = "") -> None:
    """Keys where the keyboard is (the active window's focus); a letter of any alphabet, as typed."""
    modal = QApplication.activeModalWidget()
    if modal is not None:                               # a dialog just opened has the keyboard once shown
        qtbot.waitUntil(modal.isActiveWindow, timeout=2000)
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None
    if text and not text.isascii():
        for letter in text:            # Д: its key code is the upper-case letter (Qt), its text the letter typed
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(target, QKeyEvent(kind, ord(letter.upper()), Qt.KeyboardModifier.NoModifier,
                                                         letter.lower()))
    elif text:
        qtbot.keyClicks(target, text)
    else:
        qtbot.keyClick(target, k)
    qtbot.wait(5)


def in_sight(widget, dialog) -> bool:
    """``widget`` lies whole inside ``dialog`` and inside its scroll area's view: seen without scrolling."""
    where = QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())
    view = dialog.scroll.viewport()
    seen = QRect(view.mapTo(dialog, QPoint(0, 0)), view.size())
    return dialog.rect().contains(where) and seen.contains(where) and widget.isVisible()


def dealing_at_1366(qtbot, console):
    window, controller = console()
    window.resize(*WINDOW)
    setup_from_preset(qtbot, window)
    click(qtbot, window.desk.setup_dialog, "startSessionButton")
    seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "", 500), ("Chloé", "", 500)])
    window.desk.seating_panel.draw(seed=3)
    click(qtbot, window.desk.seating_panel, "seatingNextHandButton")
    key(qtbot, window, Qt.Key.Key_D)
    return window, controller


def test_a_wrong_pin_and_a_lock_out_are_answered_under_the_pin_in_sight_at_1366_by_768(qtbot, console, language):
    window, controller = dealing_at_1366(qtbot, console)
    key(qtbot, window, Qt.Key.Key_F9)                                 # void the hand: the reason, yes, the PIN
    typed(qtbot, text="carte étrangère")
    typed(qtbot, Qt.Key.Key_Return)
    typed(qtbot, text=yes_key())
    dialog = window.desk.supervisor_dialog
    assert dialog is not None and QApplication.activeModalWidget() is dialog
    typed(qtbot, text=SUPERVISOR)
    typed(qtbot, Qt.Key.Key_Return)
    answers = []
    for attempt in range(5):                                          # the fifth wrong PIN locks the id out
        typed(qtbot, text="000000")
        typed(qtbot, Qt.Key.Key_Return)
        panel = dialog.panel
        answers.append(panel.message.text())
        assert panel.pin_field.text() == "" and QApplication.focusWidget() is panel.pin_field
        assert in_sight(panel.message, dialog) and in_sight(panel.pin_field, dialog), \
            f"{language}: the answer {panel.message.text()!r} is out of sight"
        assert dialog.scroll.verticalScrollBar().maximum() == 0, "the PIN dialog scrolls at 1366×768"
        assert SCREEN.contains(dialog.frameGeometry()), f"{dialog.frameGeometry()} is outside the screen"
        assert dialog.width() <= window.width() and dialog.height() <= window.height()
        assert cut_texts(dialog) == []
    assert all(answers) and len(set(answers)) == 5                   # each says the attempts left, then the lock
    words = {"fr": ("Non autorisé", "bloqué"), "en": ("Not authorised", "locked out"),
             "ru": ("Не разрешено", "заблок")}[language]
    assert answers[0].startswith(words[0]) and words[1] in answers[-1].lower()
    typed(qtbot, Qt.Key.Key_Escape)
    assert controller.view().hand_in_progress


def test_a_settings_change_the_rules_refuse_is_said_in_french_with_no_pin_asked(qtbot, console, french):
    window, controller = dealing_at_1366(qtbot, console)
    while controller.view().hand_in_progress:
        key(qtbot, window, Qt.Key.Key_F if controller.view().pad is not None else Qt.Key.Key_D)
    assert controller.sit(9, "Ida", 500) is None
    key(qtbot, window, Qt.Key.Key_F2)
    setup = window.desk.setup_dialog
    qtbot.waitUntil(setup.isActiveWindow, timeout=2000)
    seats = setup.fields["table.seats"]
    seats.setFocus()
    seats.selectAll()                                                 # as a click or Tab into the field does
    typed(qtbot, text="8")
    assert seats.text() == "8", (seats.text(), QApplication.focusWidget())
    assert setup.start_button.isEnabled()                             # the form alone cannot know who sits
    qtbot.keyClick(seats, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert setup.supervisor_dialog is None and QApplication.activeModalWidget() is setup
    assert setup.general_message.isVisible()
    assert setup.general_message.text() == "⚠ le siège 9 est occupé : la table ne peut pas passer à 8 sièges"
    assert controller.session.settings.table_seats == 9
    # The same form with a change the rules take: now the PIN is asked, and the seats are 9 still.
    seats.selectAll()
    typed(qtbot, text="9")
    setup.fields["rake.cap"].setText("60")
    qtbot.keyClick(seats, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    dialog = setup.supervisor_dialog
    assert dialog is not None and QApplication.activeModalWidget() is dialog
    typed(qtbot, text=SUPERVISOR)
    typed(qtbot, Qt.Key.Key_Return)
    typed(qtbot, text="000000")                                       # a wrong PIN: the answer in sight
    typed(qtbot, Qt.Key.Key_Return)
    assert dialog.panel.message.text().startswith("Non autorisé")
    assert in_sight(dialog.panel.message, dialog) and dialog.scroll.verticalScrollBar().maximum() == 0
    assert SCREEN.contains(dialog.frameGeometry()) and cut_texts(dialog) == []
    typed(qtbot, text=PIN)
    typed(qtbot, Qt.Key.Key_Return)
    assert not setup.isVisible() and controller.session.settings.rake.cap == 60


def test_a_correction_asks_id_reason_and_pin_and_a_wrong_pin_is_answered_in_sight_in_russian(qtbot, console, qapp):
    """The tallest PIN dialog (with the reason's row) at 1366×768, in the longest words."""
    before = current_language()
    install_language("ru")
    try:
        window, controller = dealing_at_1366(qtbot, console)
        click(qtbot, window, "presetPot")
        click(qtbot, window, "raiseButton")
        click(qtbot, window, "callButton")
        key(qtbot, window, Qt.Key.Key_F7)
        corrections = window.desk.correction_dialog
        raise_row = next(r for r in corrections.view.rows if r.kind == "act" and r.amount == 35)
        corrections.select_number(raise_row.number)
        corrections.amount_field.setText("30")
        click(qtbot, corrections, "makeRaiseButton")
        dialog = corrections.supervisor_dialog
        assert dialog is not None and dialog.panel.reason_field.isVisible()
        typed(qtbot, text=SUPERVISOR)
        typed(qtbot, Qt.Key.Key_Return)
        typed(qtbot, text="the player said 30")
        typed(qtbot, Qt.Key.Key_Return)
        typed(qtbot, text="000000")
        typed(qtbot, Qt.Key.Key_Return)
        panel = dialog.panel
        assert panel.message.text().startswith("Не разрешено")
        assert in_sight(panel.message, dialog) and in_sight(panel.reason_field, dialog)
        assert dialog.scroll.verticalScrollBar().maximum() == 0
        assert SCREEN.contains(dialog.frameGeometry()) and cut_texts(dialog) == []
        typed(qtbot, Qt.Key.Key_Escape)
        assert controller.view().pot == 80                            # nothing corrected
    finally:
        install_language(before)
        qapp.processEvents()
