"""The dialogs' minor points of issue 24, by keys through the console's window.

- Return in the misdeal or void reason's "own words" goes on with them.
- The mouse wheel over the set-up form scrolls it; a choice changes by the wheel only once it has the focus.
- One key answers yes and one no in each language: O / N in French, Y / N in English, Д / Н in Russian;
  the run-it-twice yes is the same key; J has a button (Chips…).
- B marks the next hand as a bomb pot and N deals it (B no longer deals at once, so N is not refused).
- Seating: Return on a free seat of the list seats the player typed in; Tab leaves the list; a note said
  for one hand is not shown for the next; a player who leaves mid-hand is what the status line says.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from console_driver import Clock, click, key, text
from dealer_app.table.controller import TableController
from dealer_app.table.record import TableRecord
from engine.settings import parse_session
from ui.dialogs.confirm_dialog import no_key, yes_key
from ui.kit.fit import VerticalScroll
from window_driver import shown_window


def typed(qtbot, k=None, text: str = "") -> None:
    """Keys where the keyboard is (the active window's focus); a letter of any alphabet as typed: its text,
    and Qt's code of it (the upper-case letter, Latin or Cyrillic)."""
    modal = QApplication.activeModalWidget()
    if modal is not None:
        qtbot.waitUntil(modal.isActiveWindow, timeout=2000)
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None
    for letter in text or [None]:
        if letter is None:
            qtbot.keyClick(target, k)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(target, QKeyEvent(kind, ord(letter.upper()), Qt.KeyboardModifier.NoModifier,
                                                     letter))
    qtbot.wait(5)


def wheel(widget, steps: int) -> None:
    """The mouse wheel turned ``steps`` notches (negative: towards the dealer, scrolling down) over ``widget``."""
    at = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                        False)
    QApplication.sendEvent(widget, event)


def press(qtbot, window, letter: str) -> None:
    """A letter pressed on the table's window, as the keyboard sends it (Qt's key code, the letter typed)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.windowHandle(), Qt.Key(ord(letter.upper())), Qt.KeyboardModifier.NoModifier)
    qtbot.wait(5)


def table(session: str, players=("Anna", "Boris", "Cyril")) -> TableController:
    clock = Clock()
    record = TableRecord.new(parse_session(session), None, "dealer", clock())
    for seat, name in enumerate(players, start=1):
        record.submit(lambda s, seat=seat, name=name: s.sit(seat, name, 1000, at=clock()))
    return TableController(record=record, clock=clock)


# ------------------------------------------------------------------ misdeal and void reasons

def test_return_in_the_dealers_own_words_goes_on_with_them(qtbot, dealing):
    window, controller = dealing
    key(qtbot, window, Qt.Key.Key_D)
    key(qtbot, window, Qt.Key.Key_F9)
    reason = window.desk.reason_dialog
    typed(qtbot, Qt.Key.Key_Return)                              # nothing typed: said, and it stays open
    assert reason.isVisible() and "Choose a reason, or type one" in reason.message.text()
    typed(qtbot, text="  shoe dropped on the floor ")
    typed(qtbot, Qt.Key.Key_Return)
    assert not reason.isVisible() and reason.reason == "shoe dropped on the floor"
    assert text(window.desk.confirm_dialog, "confirmQuestion") == "Void hand 1 (reason: shoe dropped on the floor)?"
    typed(qtbot, Qt.Key.Key_Escape)
    key(qtbot, window, Qt.Key.Key_F8)                            # the misdeal's the same way
    typed(qtbot, text="boxed card")
    typed(qtbot, Qt.Key.Key_Return)
    assert "(reason: boxed card)?" in text(window.desk.confirm_dialog, "confirmQuestion")
    # Tab reaches the usual reasons; Space takes the one framed.
    typed(qtbot, Qt.Key.Key_Escape)
    key(qtbot, window, Qt.Key.Key_F8)
    typed(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is window.desk.reason_dialog.choices[0]
    typed(qtbot, Qt.Key.Key_Space)
    assert window.desk.confirm_dialog.isVisible()
    assert "first or second card exposed by the dealer" in text(window.desk.confirm_dialog, "confirmQuestion")


# ------------------------------------------------------------------ the wheel over the set-up form

def test_the_wheel_over_the_setup_form_scrolls_it_and_changes_no_choice_passed_over(qtbot, console):
    window, controller = console()
    window.resize(1366, 740)
    key(qtbot, window, Qt.Key.Key_F2)
    setup = window.desk.setup_dialog
    qtbot.waitUntil(setup.isActiveWindow, timeout=2000)
    form = setup.findChild(VerticalScroll, "setupScroll")
    bar = form.verticalScrollBar()
    assert bar.maximum() > 0                                      # 1366×768: the form is longer than the dialog
    rule = setup.fields["house.button"]
    before = (rule.currentIndex(), bar.value())
    assert not rule.hasFocus()
    wheel(rule, -1)                                               # the pointer over the button rule, scrolling
    assert rule.currentIndex() == before[0], "the wheel changed a choice the dealer was not in"
    assert bar.value() > before[1], "the wheel over a choice did not scroll the form"
    rule.setFocus()                                               # clicked, or reached by Tab: now it is the dealer's
    qtbot.waitUntil(rule.hasFocus, timeout=1000)
    wheel(rule, -1)
    assert rule.currentIndex() == before[0] + 1
    typed(qtbot, Qt.Key.Key_Escape)


# ------------------------------------------------------------------ one yes key per language

def test_one_key_answers_yes_and_one_no_in_each_language(qtbot, dealing, language):
    window, controller = dealing
    yes, no = {"fr": ("O", "N"), "en": ("Y", "N"), "ru": ("Д", "Н")}[language]
    assert (yes_key(), no_key()) == (yes, no)
    key(qtbot, window, Qt.Key.Key_D)
    key(qtbot, window, Qt.Key.Key_F8)
    typed(qtbot, text="boxed card")
    typed(qtbot, Qt.Key.Key_Return)
    question = window.desk.confirm_dialog
    assert question.yes_button.key_hint == yes and question.no_button.key_hint == no
    # Another language's yes is no answer here: in Russian the key marked Y types Н (no); in French Y means
    # nothing; in English O means nothing.
    for other in {"O", "Y", "Д"} - {yes}:
        typed(qtbot, text=other.lower())
        assert question.isVisible(), f"{other} answered the {language} question"
    typed(qtbot, text=no.lower())
    assert not question.isVisible() and controller.view().hand_number == 1
    key(qtbot, window, Qt.Key.Key_F8)
    typed(qtbot, text="boxed card")
    typed(qtbot, Qt.Key.Key_Return)
    typed(qtbot, text=yes.lower())                                 # no substantial action: no PIN
    assert controller.view().hand_number == 2                      # dealt again


def test_the_run_it_twice_yes_is_the_languages_yes_and_j_has_a_button(qtbot, language):
    controller = table("[game]\nstructure = \"no-limit\"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\n"
                       "[table]\nseats = 6\nchips = [5, 25, 100]\n", players=("Anna", "Boris"))
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    assert controller.new_hand() is None
    while controller.view().can_deal:
        key(qtbot, window, Qt.Key.Key_D)
    chips = window.chips_button
    assert chips.isVisible() and chips.isEnabled() and chips.key_hint == "J"
    assert chips.text() == {"fr": "Jetons…", "en": "Chips…", "ru": "Фишки…"}[language]
    click(qtbot, window, "chipsButton")                            # the button opens what J opens
    assert window.chip_dialog.isVisible()
    typed(qtbot, Qt.Key.Key_Escape)
    key(qtbot, window, Qt.Key.Key_A)                                # all-in, called: the runs may be offered
    key(qtbot, window, Qt.Key.Key_C)
    key(qtbot, window, Qt.Key.Key_T)
    assert controller.view().run_offer.times == 2
    assert window.cash_bar.agree_button.key_hint == yes_key()
    assert f"({yes_key()})" in text(window, "cashBarWords")
    for other in sorted({"O", "Y", "Д"} - {yes_key()}):            # another language's yes agrees to nothing
        press(qtbot, window, other)
    assert not any(s.agreed for s in controller.view().run_offer.seats)
    press(qtbot, window, yes_key())
    press(qtbot, window, yes_key())
    assert controller.hand.runs == 2


# ------------------------------------------------------------------ bomb pot: B marks, N deals

def test_b_marks_the_next_hand_a_bomb_pot_and_n_deals_it(qtbot, french):
    controller = table("[stakes]\nsmall_blind = 5\nbig_blind = 10\n[bomb_pot]\nmode = \"on-request\"\nante = 20\n")
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    assert window.cash_bar.isVisible() and text(window, "bombPotButton") == "Bomb pot ensuite"
    key(qtbot, window, Qt.Key.Key_B)
    assert controller.hand is None, "B dealt the hand at once"
    assert text(window, "messageLine") == ("Prochain coup : bomb pot, chaque joueur servi met l'ante de 20. "
                                           "N le donne ; B de nouveau : un coup normal.")
    assert text(window, "cashBarWords") == "Prochain coup : bomb pot. N le donne ; B : un coup normal."
    assert text(window, "bombPotButton") == "Coup normal"
    key(qtbot, window, Qt.Key.Key_B)                                # changed the croupier's mind
    assert not controller.view().bomb_pot_next and text(window, "bombPotButton") == "Bomb pot ensuite"
    key(qtbot, window, Qt.Key.Key_B)
    key(qtbot, window, Qt.Key.Key_N)
    assert controller.hand is not None and controller.hand.config.bomb_pot
    assert controller.view().pot == 60 and not controller.view().message_is_refusal
    assert text(window, "messageLine").startswith("Main 1 : bomb pot")
    while controller.view().hand_in_progress:
        key(qtbot, window, Qt.Key.Key_F if controller.view().pad is not None else Qt.Key.Key_D)
        if controller.view().can_push_pots:
            key(qtbot, window, Qt.Key.Key_P)
    key(qtbot, window, Qt.Key.Key_N)                                # the mark was spent: a usual hand
    assert controller.hand is not None and not controller.hand.config.bomb_pot


# ------------------------------------------------------------------ seating by keys

def test_seating_by_keys_return_on_a_free_seat_tab_out_of_the_list_no_stale_note(qtbot, dealing):
    window, controller = dealing
    key(qtbot, window, Qt.Key.Key_D)                                # hand 1 dealt to the first bet
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    qtbot.waitUntil(panel.isActiveWindow, timeout=2000)
    assert QApplication.focusWidget() is panel.name
    typed(qtbot, text="Fay")
    typed(qtbot, Qt.Key.Key_Tab)
    typed(qtbot, text="600")
    for _ in range(3):                                             # club id, seat choice, way in
        typed(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.entry
    typed(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.table               # the seat list, framed
    free = next(r.seat for r in panel.view.rows if not r.name)
    panel.table.setCurrentCell(next(i for i, r in enumerate(panel.view.rows) if r.seat == free), 0)
    typed(qtbot, Qt.Key.Key_Tab)                                   # Tab leaves the list, never walks its cells
    assert QApplication.focusWidget() is not panel.table
    panel.table.setFocus()
    typed(qtbot, Qt.Key.Key_Return)                                # Return on the free seat: Fay sits there
    assert controller.session.seats[free].name == "Fay" and controller.session.seats[free].stack == 600
    assert panel.add_message.text() == f"✓ Fay sits at seat {free} with 600"
    assert QApplication.focusWidget() is panel.name                # ready for the next one
    # Return in the seat choice seats the player too.
    typed(qtbot, text="Gus")
    panel.buy_in.setText("500")
    panel.seat.setFocus()
    other = next(r.seat for r in panel.view.rows if not r.name)
    panel.seat.setCurrentIndex(panel.seat.findData(other))
    typed(qtbot, Qt.Key.Key_Return)
    assert controller.session.seats[other].name == "Gus"
    # A player who leaves mid-hand after a refused rebuy: the leave is what is said, on the panel and the table.
    leaving = next(s for s, p in controller.session.seats.items() if p.name == "Bob")
    panel.select_seat(leaving)
    panel.rebuy_amount.setFocus()
    typed(qtbot, text="100")
    typed(qtbot, Qt.Key.Key_Return)                                # Return in the amount: the rebuy, refused
    assert panel.player_message.text().startswith("⚠ no rebuy during a hand")
    panel.ask_to_leave()
    typed(qtbot, Qt.Key.Key_Y)
    said = f"seat {leaving} (Bob) leaves: cashed out after the hand"
    assert panel.player_message.text() == "✓ " + said
    typed(qtbot, Qt.Key.Key_Escape)                                # the panel closed: the table says the same
    assert text(window, "messageLine") == said
    # The next hand: the notes of the last one are not shown again.
    while controller.view().hand_in_progress:
        key(qtbot, window, Qt.Key.Key_F if controller.view().pad is not None else Qt.Key.Key_D)
    key(qtbot, window, Qt.Key.Key_N)
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    assert not panel.add_message.isVisible() and not panel.player_message.isVisible()
    assert panel.add_message.text() == "" and panel.player_message.text() == ""
