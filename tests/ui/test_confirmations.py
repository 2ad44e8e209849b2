"""Irreversible acts ask first, the set-up form helps without changing things behind the dealer's back,
and supervisors are added at the console (issue 16, point 7 and the minor points of the set-up and PINs).

Everything here is done as the dealer or the manager does it: keys and clicks on
the real widgets of the console, on a real hand store, with the practice deck.
The question before an act names it and its effect; Return (pressed by habit)
and Escape answer no; Y answers yes, N no; Tab reaches the yes button.
"""
from __future__ import annotations

import argparse

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QLineEdit

from dealer_app.commands import supervisor as supervisor_command
from dealer_app.console.app import table_and_dealer
from dealer_app.supervisors.roster import Roster
from store_helpers import club_init
from console_driver import PIN, SUPERVISOR, click, key, play_to_the_end, seat_by_draw, setup_from_preset, text


def answer(qtbot, dialog, k) -> None:
    """A key pressed while the question is on screen (it goes where the focus is, as on the console)."""
    assert dialog.isVisible()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog.focusWidget() or dialog, k)


# ------------------------------------------------------------------ closing the session

def test_closing_the_session_asks_naming_the_table_and_cancel_keeps_it_open(qtbot, dealing):
    window, controller = dealing
    play_to_the_end(qtbot, window, controller, "fold")
    key(qtbot, window, Qt.Key.Key_F4)
    report = window.desk.report_dialog
    click(qtbot, report, "closeSessionButton")
    question = report.confirm_dialog
    assert text(question, "confirmQuestion") == "Close the session of table T4?"
    assert "no hand can be played in this session" in text(question, "confirmEffect")
    assert question.no_button.isDefault() and question.focusWidget() is question.no_button
    answer(qtbot, question, Qt.Key.Key_Return)          # Return by habit: the safe answer
    assert not question.isVisible() and controller.view().session_open
    click(qtbot, report, "closeSessionButton")
    answer(qtbot, report.confirm_dialog, Qt.Key.Key_Escape)
    assert controller.view().session_open
    click(qtbot, report, "closeSessionButton")
    answer(qtbot, report.confirm_dialog, Qt.Key.Key_Y)
    assert not controller.view().session_open
    assert "Session closed." in text(report, "reportMessage")


def test_tab_then_return_confirms_on_purpose(qtbot, dealing):
    window, controller = dealing
    play_to_the_end(qtbot, window, controller, "fold")
    key(qtbot, window, Qt.Key.Key_F4)
    click(qtbot, window.desk.report_dialog, "closeSessionButton")
    question = window.desk.report_dialog.confirm_dialog
    answer(qtbot, question, Qt.Key.Key_Tab)
    assert question.focusWidget() is question.yes_button
    answer(qtbot, question, Qt.Key.Key_Return)
    assert not controller.view().session_open


# ------------------------------------------------------------------ quitting mid-hand

def test_alt_f4_mid_hand_asks_and_says_the_hand_resumes_at_the_next_start(qtbot, console, dealing):
    window, controller = dealing
    click(qtbot, window, "dealButton")
    click(qtbot, window, "dealButton")
    hand, cards = controller.view().hand_number, controller.session.hand.inputs[:]
    # What Alt+F4 or the window's X does: the window system asks the window to close.
    QApplication.sendEvent(window.windowHandle(), QCloseEvent())
    question = window.quit_dialog
    assert window.isVisible()
    assert text(question, "confirmQuestion") == f"Quit the console during hand {hand}?"
    assert "the hand is kept as it stands and resumes at the next start" in text(question, "confirmEffect")
    answer(qtbot, question, Qt.Key.Key_N)
    assert window.isVisible() and controller.view().hand_in_progress
    QApplication.sendEvent(window.windowHandle(), QCloseEvent())
    answer(qtbot, window.quit_dialog, Qt.Key.Key_Y)
    assert not window.isVisible()
    console.stop(window, controller)
    window, controller = console()                         # the next start, on the same store
    assert controller.view().hand_in_progress and controller.view().hand_number == hand
    assert controller.session.hand.inputs == cards


def test_closing_between_hands_does_not_ask(qtbot, dealing):
    window, controller = dealing
    play_to_the_end(qtbot, window, controller, "fold")
    QApplication.sendEvent(window.windowHandle(), QCloseEvent())
    assert not window.isVisible() and getattr(window, "quit_dialog", None) is None


# ------------------------------------------------------------------ misdeal and void

def test_a_misdeal_asks_naming_hand_reason_and_effect_and_return_keeps_the_hand(qtbot, dealing):
    window, controller = dealing
    click(qtbot, window, "dealButton")
    key(qtbot, window, Qt.Key.Key_F8)
    click(qtbot, window.desk.reason_dialog, "reason1")
    question = window.desk.confirm_dialog
    assert text(question, "confirmQuestion") == ("Declare a misdeal in hand 1 (reason: first or second card "
                                                 "exposed by the dealer)?")
    assert text(question, "confirmEffect").startswith("Every bet goes back and the hand is dealt again: same "
                                                      "button, same blinds.")
    answer(qtbot, question, Qt.Key.Key_Return)
    assert controller.view().hand_number == 1 and controller.view().can_undo     # nothing done
    key(qtbot, window, Qt.Key.Key_F8)
    click(qtbot, window.desk.reason_dialog, "reason1")
    answer(qtbot, window.desk.confirm_dialog, Qt.Key.Key_Y)
    assert "Misdeal in hand 1: dealt again as hand 2" in text(window, "messageLine")


def test_a_void_asks_before_the_supervisor_is_asked(qtbot, dealing):
    window, controller = dealing
    click(qtbot, window, "dealToActionButton")
    key(qtbot, window, Qt.Key.Key_F9)
    window.desk.reason_dialog.other.setText("a card of another deck in the shoe")
    click(qtbot, window.desk.reason_dialog, "confirmReasonButton")
    question = window.desk.confirm_dialog
    assert text(question, "confirmQuestion") == "Void hand 1 (reason: a card of another deck in the shoe)?"
    assert "Every chip bet in it goes back to its player" in text(question, "confirmEffect")
    answer(qtbot, question, Qt.Key.Key_Escape)
    assert window.desk.supervisor_dialog is None and controller.view().hand_in_progress
    key(qtbot, window, Qt.Key.Key_F9)
    window.desk.reason_dialog.other.setText("a card of another deck in the shoe")
    click(qtbot, window.desk.reason_dialog, "confirmReasonButton")
    click(qtbot, window.desk.confirm_dialog, "confirmYesButton")
    sign_in = window.desk.supervisor_dialog.panel
    assert "Void hand 1 (a card of another deck in the shoe)" in sign_in.purpose.text()


# ------------------------------------------------------------------ a player leaving

def test_leave_asks_naming_the_player_seat_and_cash_out(qtbot, dealing):
    window, controller = dealing
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    ann = next(r.seat for r in panel.view.rows if r.name == "Ann")
    panel.select_seat(ann)
    click(qtbot, panel, "leaveButton")                      # during hand 1, Ann dealt in
    question = panel.confirm_dialog
    assert text(question, "confirmQuestion") == f"Ann leaves seat {ann}?"
    assert text(question, "confirmEffect") == ("Ann is in hand 1: the hand is folded now, and Ann is cashed out "
                                               "when it is over. The seat becomes free.")
    answer(qtbot, question, Qt.Key.Key_N)
    assert controller.session.seats.get(ann) is not None and not controller.session.seats[ann].leaving
    panel.close()
    play_to_the_end(qtbot, window, controller, "fold")
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    panel.select_seat(ann)
    stack = controller.session.seats[ann].stack
    click(qtbot, panel, "leaveButton")
    assert text(panel.confirm_dialog, "confirmEffect").startswith(
        f"Ann is cashed out {stack:,} and the seat becomes free")
    answer(qtbot, panel.confirm_dialog, Qt.Key.Key_Y)
    assert controller.session.seats.get(ann) is None
    assert f"leaves: cashed out {stack:,}" in text(panel, "playerMessage")


# ------------------------------------------------------------------ the set-up form

def open_setup(qtbot, window):
    key(qtbot, window, Qt.Key.Key_F2)
    return window.desk.setup_dialog


def type_into(qtbot, dialog, key_name: str, value: str) -> None:
    field = dialog.fields[key_name]
    field.selectAll()
    qtbot.keyClicks(field, value)


def test_limit_bets_are_put_in_from_the_big_blind_and_stay_editable(qtbot, console):
    window, _ = console()
    dialog = open_setup(qtbot, window)
    type_into(qtbot, dialog, "stakes.small_blind", "5")
    type_into(qtbot, dialog, "stakes.big_blind", "10")
    structure = dialog.fields["game.structure"]
    structure.setCurrentIndex(structure.findData("fixed-limit"))
    assert (dialog.fields["stakes.small_bet"].text(), dialog.fields["stakes.big_bet"].text()) == ("10", "20")
    assert dialog.start_button.isEnabled()                 # a legal Limit session at once (seed 003)
    type_into(qtbot, dialog, "stakes.big_blind", "20")     # the blinds change: the bets follow them
    type_into(qtbot, dialog, "stakes.small_blind", "10")
    assert (dialog.fields["stakes.small_bet"].text(), dialog.fields["stakes.big_bet"].text()) == ("20", "40")
    type_into(qtbot, dialog, "stakes.big_bet", "50")       # the dealer's own number stays
    type_into(qtbot, dialog, "stakes.big_blind", "10")
    type_into(qtbot, dialog, "stakes.small_blind", "5")
    assert (dialog.fields["stakes.small_bet"].text(), dialog.fields["stakes.big_bet"].text()) == ("20", "50")


def test_presets_are_listed_by_amount(qtbot, console):
    window, _ = console()
    dialog = open_setup(qtbot, window)
    items = [dialog.preset.itemText(i) for i in range(dialog.preset.count())]
    levies = [t for t in items if t.startswith("French levy")]
    assert levies == ["French levy, buy-in 500", "French levy, buy-in 1,000", "French levy, buy-in 5,000",
                      "French levy, buy-in 10,000", "French levy, buy-in 50,000"]


def test_a_rake_preset_changes_the_rake_only_unless_the_dealer_says_so(qtbot, console):
    window, _ = console()
    dialog = open_setup(qtbot, window)
    type_into(qtbot, dialog, "stakes.small_blind", "25")
    type_into(qtbot, dialog, "stakes.big_blind", "50")
    type_into(qtbot, dialog, "stakes.min_buy_in", "300")
    dialog.preset.setCurrentIndex(dialog.preset.findData("french-levy-1000"))
    click(qtbot, dialog, "usePresetButton")
    question = dialog.preset_dialog
    effect = text(question, "confirmEffect")
    assert "Small blind: 25 → 10" in effect and "Big blind: 50 → 20" in effect
    assert "Minimum buy-in: 300 → 1,000" in effect
    answer(qtbot, question, Qt.Key.Key_Return)             # the default: the rake only
    shown = {k: dialog.fields[k].text() for k in ("stakes.small_blind", "stakes.big_blind", "stakes.min_buy_in",
                                                   "rake.percent", "rake.cap")}
    assert shown == {"stakes.small_blind": "25", "stakes.big_blind": "50", "stakes.min_buy_in": "300",
                     "rake.percent": "4", "rake.cap": "100"}
    assert dialog.fields["rake.per_pot"].isChecked()
    click(qtbot, dialog, "usePresetButton")
    answer(qtbot, dialog.preset_dialog, Qt.Key.Key_Y)      # and now everything the preset says
    assert (dialog.fields["stakes.small_blind"].text(), dialog.fields["stakes.min_buy_in"].text()) == ("10", "1000")


def test_the_set_up_opens_with_the_last_sessions_settings(qtbot, console, dealing):
    window, controller = dealing                          # French levy 500: 5/10, buy-ins 500 to 1,000
    play_to_the_end(qtbot, window, controller, "fold")
    key(qtbot, window, Qt.Key.Key_F2)
    dialog = window.desk.setup_dialog
    type_into(qtbot, dialog, "stakes.small_blind", "10")
    type_into(qtbot, dialog, "stakes.big_blind", "20")
    click(qtbot, dialog, "startSessionButton")
    sign_in = dialog.supervisor_dialog.panel
    sign_in.id_field.setText(SUPERVISOR)
    sign_in.pin_field.setText(PIN)
    sign_in.submit()
    key(qtbot, window, Qt.Key.Key_F4)
    click(qtbot, window.desk.report_dialog, "closeSessionButton")
    answer(qtbot, window.desk.report_dialog.confirm_dialog, Qt.Key.Key_Y)
    window.desk.report_dialog.close()
    dialog = open_setup(qtbot, window)
    assert [dialog.fields[k].text() for k in ("stakes.small_blind", "stakes.big_blind", "stakes.min_buy_in",
                                              "rake.cap")] == ["10", "20", "500", "75"]
    dialog.close()
    console.stop(window, controller)
    window, controller = console()                         # the next start remembers them too (the store)
    dialog = open_setup(qtbot, window)
    assert [dialog.fields[k].text() for k in ("stakes.small_blind", "stakes.big_blind", "stakes.min_buy_in",
                                              "rake.cap")] == ["10", "20", "500", "75"]


# ------------------------------------------------------------------ PIN dialogs say what they authorise

def test_the_settings_pin_dialog_lists_the_new_settings(qtbot, dealing):
    window, controller = dealing
    play_to_the_end(qtbot, window, controller, "fold")
    dialog = open_setup(qtbot, window)
    type_into(qtbot, dialog, "stakes.small_blind", "10")
    type_into(qtbot, dialog, "stakes.big_blind", "20")
    type_into(qtbot, dialog, "stakes.max_buy_in", "2000")
    click(qtbot, dialog, "startSessionButton")
    purpose = dialog.supervisor_dialog.panel.purpose.text()
    assert "Small blind: 5 → 10" in purpose and "Big blind: 10 → 20" in purpose
    assert "Maximum buy-in: 1,000 → 2,000" in purpose
    assert "Minimum buy-in" not in purpose                  # only what changes


def test_the_correction_pin_dialog_names_the_new_amount(qtbot, dealing):
    window, controller = dealing
    click(qtbot, window, "dealToActionButton")
    pad = window.pad
    pad.amount.setText("30")
    click(qtbot, window, "raiseButton")
    key(qtbot, window, Qt.Key.Key_F7)
    corrections = window.desk.correction_dialog
    row = next(r for r in corrections.view.rows if r.kind == "act" and r.amount == 30)
    corrections.select_number(row.number)
    corrections.amount_field.setText("25")
    click(qtbot, corrections, "makeRaiseButton")
    purpose = corrections.supervisor_dialog.panel.purpose.text()
    assert f"Correct #{row.number}" in purpose and "to: bet/raise to 25" in purpose


# ------------------------------------------------------------------ supervisors added at the console

def _open_console(qtbot, store_path, roster_path):
    from dealer_app.console.app import open_table, supervisor_desk
    from ui.main_window import MainWindow
    controller = open_table(store_path, "T4", "Marie", supervisor_desk(str(roster_path)), lambda report: None)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    return window, controller


def test_the_console_never_adds_the_first_supervisor_the_club_does_then_a_second_is_added_and_signs_in(
        qtbot, tmp_path, store_path):
    """Issue 18 point 7: no first supervisor without the club's set-up command; later ones at the console."""
    roster_path = tmp_path / "nobody.json"
    window, controller = _open_console(qtbot, store_path, roster_path)
    try:
        setup = setup_from_preset(qtbot, window)
        click(qtbot, setup, "supervisorsButton")
        add = setup.supervisor_add_dialog
        assert "dealer-app supervisor init" in text(add, "supervisorAddExplain")
        qtbot.keyClicks(add.id_field, "M-01")
        qtbot.keyClicks(add.name_field, "Marie")
        qtbot.keyClicks(add.pin_field, "258013")
        qtbot.keyClicks(add.pin_again_field, "258013")
        click(qtbot, add, "addSupervisorButton")
        assert "set up by the club with 'dealer-app supervisor init'" in text(add, "supervisorAddMessage")
        assert add.pin_field.text() == "" and controller.supervisor_count() == 0 and not roster_path.exists()
        add.close()
    finally:
        window.close()
        controller.close()
    club_init(roster_path, store_path, "T4", "M-01", "Marie", "258013")
    window, controller = _open_console(qtbot, store_path, roster_path)
    try:
        setup = setup_from_preset(qtbot, window)
        click(qtbot, setup, "supervisorsButton")
        add = setup.supervisor_add_dialog
        assert text(add, "supervisorAddHeading") == "Add a supervisor" and add.by_field.isVisible()
        qtbot.keyClicks(add.id_field, "P-02")
        qtbot.keyClicks(add.pin_field, "1470")                # 4 digits: refused (issue 18: 6 at least)
        qtbot.keyClicks(add.pin_again_field, "1470")
        qtbot.keyClicks(add.by_field, "M-01")
        qtbot.keyClicks(add.by_pin_field, "258013")
        click(qtbot, add, "addSupervisorButton")
        assert "a PIN is 6 to 12 digits" in text(add, "supervisorAddMessage") and controller.supervisor_count() == 1
        qtbot.keyClicks(add.pin_field, "147036")
        qtbot.keyClicks(add.pin_again_field, "147036")
        qtbot.keyClicks(add.by_pin_field, "999999")
        click(qtbot, add, "addSupervisorButton")
        assert "wrong PIN" in text(add, "supervisorAddMessage") and controller.supervisor_count() == 1
        qtbot.keyClicks(add.pin_field, "147036")
        qtbot.keyClicks(add.pin_again_field, "147036")
        qtbot.keyClicks(add.by_pin_field, "258013")
        click(qtbot, add, "addSupervisorButton")
        assert text(add, "supervisorAddMessage") == "✓ Supervisor P-02 added: they can sign in now."
        # Issue 28: "Of the management" adds a management supervisor (the bad beat jackpot's second signature).
        assert add.management_box.isVisible() and not add.management_box.isChecked()
        qtbot.keyClicks(add.id_field, "D-03")
        qtbot.keyClicks(add.pin_field, "603917")
        qtbot.keyClicks(add.pin_again_field, "603917")
        add.management_box.click()
        qtbot.keyClicks(add.by_pin_field, "258013")
        click(qtbot, add, "addSupervisorButton")
        assert text(add, "supervisorAddMessage") == "✓ Supervisor D-03 added: they can sign in now."
        assert [(s.id, s.role) for s in Roster.load(roster_path).supervisors()] == [
            ("D-03", "management"), ("M-01", "floor"), ("P-02", "floor")]
        assert not add.management_box.isChecked()
        add.close()
        click(qtbot, setup, "startSessionButton")
        seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "", 500)])
        window.desk.seating_panel.draw(seed=3)
        click(qtbot, window.desk.seating_panel, "seatingNextHandButton")
        click(qtbot, window, "dealToActionButton")
        key(qtbot, window, Qt.Key.Key_F9)
        click(qtbot, window.desk.reason_dialog, "reason1")
        click(qtbot, window.desk.confirm_dialog, "confirmYesButton")
        sign_in = window.desk.supervisor_dialog.panel
        qtbot.keyClicks(sign_in.id_field, "P-02")
        qtbot.keyClicks(sign_in.pin_field, "147036")
        click(qtbot, sign_in, "signInButton")
        assert controller.session.hands[-1].status == "void"
        assert controller.session.hands[-1].authorised_by == "P-02"
    finally:
        window.close()
        controller.close()


def test_a_terminal_cannot_change_the_supervisors_while_the_console_writes_the_store(qtbot, dealing, roster):
    """One program writes a store: the terminal's ``supervisor add`` is refused in words, nothing changed,
    and the console's supervisors still sign in."""
    window, controller = dealing
    before = roster.read_bytes()
    answers = iter(["M-01"])
    secrets = iter([PIN, "147036", "147036"])
    code = supervisor_command.main(["--file", str(roster), "add", "P-02", "--name", "Paul", "--table", "T4",
                                    "--store", str(controller.store.path)],
                                   ask=lambda _prompt: next(answers), ask_secret=lambda _prompt: next(secrets))
    assert code == supervisor_command.EXIT_REFUSED and roster.read_bytes() == before
    click(qtbot, window, "dealToActionButton")
    key(qtbot, window, Qt.Key.Key_F9)
    click(qtbot, window.desk.reason_dialog, "reason2")
    click(qtbot, window.desk.confirm_dialog, "confirmYesButton")
    sign_in = window.desk.supervisor_dialog.panel
    qtbot.keyClicks(sign_in.id_field, "M-01")
    qtbot.keyClicks(sign_in.pin_field, PIN)
    click(qtbot, sign_in, "signInButton")
    assert controller.session.hands[-1].status == "void"
    assert controller.session.hands[-1].authorised_by == "M-01"


# ------------------------------------------------------------------ the first start

def test_the_first_start_asks_the_table_and_dealer_once_and_remembers_them(qtbot, tmp_path):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    asked = []

    def fill_in():
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "firstStartDialog":
            QTimer.singleShot(20, fill_in)
            return
        asked.append(dialog.windowTitle())
        qtbot.keyClicks(dialog.findChild(QLineEdit, "firstStartTable"), "Table 3")
        qtbot.keyClicks(dialog.findChild(QLineEdit, "firstStartDealer"), "Sophie")
        click(qtbot, dialog, "firstStartButton")
    QTimer.singleShot(20, fill_in)
    bare = argparse.Namespace(table=None, dealer=None)
    assert table_and_dealer(bare) == ("Table 3", "Sophie")
    assert asked == ["Dealer console: first start"]

    def never(_hint):
        raise AssertionError("asked twice")
    assert table_and_dealer(bare, never) == ("Table 3", "Sophie")
    assert table_and_dealer(argparse.Namespace(table="Table 5", dealer=None), never) == ("Table 5", "Sophie")


def test_quitting_the_first_start_question_starts_nothing(qtbot, tmp_path):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    assert table_and_dealer(argparse.Namespace(table=None, dealer=None), lambda _hint: None) is None


def test_in_french_the_question_names_the_table_and_o_answers_oui(qtbot, french, dealing):
    window, controller = dealing
    play_to_the_end(qtbot, window, controller, "fold")
    key(qtbot, window, Qt.Key.Key_F4)
    report = window.desk.report_dialog
    click(qtbot, report, "closeSessionButton")
    question = report.confirm_dialog
    assert text(question, "confirmQuestion") == "Clore la séance de la table T4 ?"
    assert text(question, "confirmEffect") == ("Le rapport de séance sera établi et aucun coup ne pourra plus être "
                                               "joué dans cette séance.")
    assert (question.no_button.text(), question.yes_button.text()) == ("Non, la garder ouverte", "Oui, clore la séance")
    answer(qtbot, question, Qt.Key.Key_Return)
    assert controller.view().session_open
    click(qtbot, report, "closeSessionButton")
    answer(qtbot, report.confirm_dialog, Qt.Key.Key_O)
    assert not controller.view().session_open


def test_quitting_the_practice_table_mid_hand_says_the_hand_is_lost(qtbot):
    from dealer_app.console.app import build_controller, play_demo
    from ui.main_window import MainWindow
    controller = build_controller()                       # no hand store: nothing resumes
    play_demo(controller)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QApplication.sendEvent(window.windowHandle(), QCloseEvent())
    assert text(window.quit_dialog, "confirmEffect") == ("This practice hand is not kept: it is lost when the "
                                                         "console stops.")
    answer(qtbot, window.quit_dialog, Qt.Key.Key_Escape)
    assert window.isVisible()
