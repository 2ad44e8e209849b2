"""The console's first window: the table controller and the main window (pytest-qt, offscreen).

The demo table is Omaha Pot Limit 5/10, six players with 1,000 each; in
hand 1 the button is on seat 6, so seat 1 posts the small blind, seat 2 the
big blind and seat 3 acts first (engine players 0..5 are seats 1..6).
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QLabel, QPushButton

from dealer_app.console.app import SMOKE_OK, play_demo, run_console
from dealer_app.table.controller import TableController
from dealer_app.table.screen import CARD_SOURCE_LABEL
from ui.table.action_pad import AmountField
from ui.main_window import MainWindow
from window_driver import text

ROOT = Path(__file__).resolve().parents[2]


def button(window: MainWindow, name: str) -> QPushButton:
    b = window.findChild(QPushButton, name)
    assert b is not None, f"no button named {name}"
    return b


def spin(window: MainWindow) -> AmountField:
    s = window.findChild(QLineEdit, "amountField")
    assert isinstance(s, AmountField)
    return s


def click(qtbot, window: MainWindow, name: str) -> None:
    qtbot.mouseClick(button(window, name), Qt.MouseButton.LeftButton)


# ----------------------------------------------------------------- the window


def test_window_builds_with_every_seat_and_the_practice_deck_label(window, controller):
    for seat in range(1, 7):
        assert window.findChild(QLabel, f"seat{seat}Name").text()
    assert text(window, "seat1Name") == "Alice"
    assert text(window, "seat1Stack") == "995"          # posted the small blind
    assert text(window, "seat2Stack") == "990"          # posted the big blind
    assert "SB" in text(window, "seat1Marker") and "BB" in text(window, "seat2Marker")
    assert "BUTTON" in text(window, "seat6Marker")
    assert text(window, "cardSourceLabel") == CARD_SOURCE_LABEL
    assert "practice deck" in CARD_SOURCE_LABEL and "shoe simulator not connected" in CARD_SOURCE_LABEL
    assert text(window, "nextCardLabel") == "next card: seat 1, hole card 1"
    assert text(window, "potLabel") == "POT 15"


def test_every_control_has_an_object_name_and_touch_size(window):
    for b in window.findChildren(QPushButton):
        assert b.objectName(), f"button {b.text()!r} has no objectName"
        assert b.minimumHeight() >= 64 or b.height() >= 64, f"{b.objectName()} is under 64 px high"
    for s in window.findChildren(QLineEdit):
        assert s.objectName()
    assert {s.objectName() for s in window.shortcuts.values()} >= {"keyF", "keyC", "keyR", "keyA", "keySpace",
                                                                   "keyCtrlZ"}


def test_before_any_card_no_betting_button_is_enabled(window):
    for name in ("foldButton", "callButton", "raiseButton", "presetMin", "presetPot", "presetAllIn"):
        assert not button(window, name).isEnabled(), name
    assert not spin(window).isEnabled()
    assert button(window, "dealButton").isEnabled()
    assert not button(window, "undoButton").isEnabled()


# ------------------------------------------------- seed 001: the pot-limit max


def test_after_the_deal_the_pad_shows_the_call_and_the_pot_limit_max(qtbot, window, controller):
    click(qtbot, window, "dealToActionButton")
    assert controller.hand.phase == "bet" and controller.hand.actor == 2   # seat 3
    assert "TO ACT" in text(window, "seat3Status")
    assert text(window, "actorLabel") == "Seat 3 · Chloé"
    assert text(window, "callButton") == "Call 10"
    assert text(window, "maxLabel") == "raise to 35"
    assert text(window, "maxArithmetic") == "3 × 10 + 5 = 35"


def test_seed_example_raise_to_30_gives_next_player_raise_to_105(qtbot, window, controller):
    """Blinds 5/10, a raise to 30: the next player may raise to 30 × 3 + 10 + 5 = 105 (seed 001)."""
    click(qtbot, window, "dealToActionButton")
    spin(window).setValue(30)
    click(qtbot, window, "raiseButton")
    assert controller.hand.current_bet == 30
    assert controller.hand.street_bets[2] == 30
    assert controller.hand.actor == 3                     # seat 4
    assert text(window, "callButton") == "Call 30"
    assert text(window, "maxLabel") == "raise to 105"
    assert text(window, "maxArithmetic") == "3 × 30 + 10 + 5 = 105"
    assert text(window, "maxAdds") == "adds 105"
    assert spin(window).value() == 50 and text(window, "minLabel") == "minimum: raise to 50 (adds 50)"
    assert text(window, "seat3Bet") == "30"


def test_the_dealer_corrects_the_last_raise_amount_from_the_window(qtbot, window, controller):
    """RULES.md 8: the dealer changes the amount of the last bet; checked like the bet itself (seed 001:
    the first raise at 5/10 may go to 35 at most: 10 + 5 + 10 called, then the pot of 25), kept in the record."""
    click(qtbot, window, "dealToActionButton")
    spin(window).setValue(30)
    click(qtbot, window, "raiseButton")
    entry = window.findChild(QLineEdit, "cardEntry")
    assert button(window, "correctCardButton").isEnabled()      # the last input is a raise
    entry.setText("40")
    click(qtbot, window, "correctCardButton")
    assert controller.hand.current_bet == 30                    # refused: above the pot-limit maximum
    assert "35" in text(window, "messageLine")
    entry.setText("25")
    click(qtbot, window, "correctCardButton")
    assert controller.hand.current_bet == 25 and controller.hand.street_bets[2] == 25
    assert text(window, "maxLabel") == "raise to 90"            # 3 × 25 + 10 + 5
    assert text(window, "messageLine").startswith("Amount changed:")
    kinds = [e.get("op") for e in controller.session.record]
    assert kinds.count("correct") == 1                          # a new entry; the raise to 30 stays recorded
    assert controller.undo() is None and controller.hand.current_bet == 10   # the corrected raise undone


def test_the_max_shows_the_chips_to_add_for_a_player_with_chips_out(window, controller):
    """The small blind (5 out) facing 30 and a call: raise to 3 × 30 + 30 + 10 = 130, adding 125."""
    play_demo(controller)
    controller.act("call")
    controller.act("fold")
    controller.act("fold")
    assert "TO ACT" in text(window, "seat1Status")
    assert text(window, "callButton") == "Call 25"
    assert text(window, "maxLabel") == "raise to 130"
    assert text(window, "maxArithmetic") == "3 × 30 + 30 + 10 = 130"
    assert text(window, "maxAdds") == "adds 125"


# ------------------------------------------------------------ the action pad


def test_fold_call_and_raise_buttons_change_the_engine_state(qtbot, window, controller):
    play_demo(controller)                                 # seat 4 to act, facing 30
    h = controller.hand
    click(qtbot, window, "foldButton")
    assert h.folded[3] and h.actor == 4
    assert text(window, "seat4Status") == "FOLDED"
    click(qtbot, window, "callButton")
    assert h.street_bets[4] == 30 and h.stacks[4] == 970
    click(qtbot, window, "presetPot")
    assert spin(window).value() == h.legal().max_raise_to == 135   # 3 × 30 + 30 + 10 + 5
    click(qtbot, window, "raiseButton")
    assert h.current_bet == 135 and h.street_bets[5] == 135
    assert "raises to 135" in text(window, "messageLine")


def test_the_controller_refuses_an_amount_above_the_maximum_with_the_arithmetic(window, controller):
    """The screen never sends an amount out of range (tests/ui/test_amount_entry.py); the controller refuses
    one anyway, with the pot-limit arithmetic, and nothing changes."""
    play_demo(controller)
    before = list(controller.hand.inputs)
    refusal = controller.act("raise", 200)
    assert refusal is not None and "105" in refusal and "3 × 30 + 10 + 5 = 105" in refusal
    assert controller.hand.inputs == before and controller.hand.current_bet == 30
    assert "105" in text(window, "messageLine")


def test_all_in_above_the_pot_limit_is_refused_and_its_preset_is_off(window, controller):
    play_demo(controller)
    assert not button(window, "presetAllIn").isEnabled()  # 1,000 is above the 105 maximum
    refusal = controller.act("all-in")
    assert refusal is not None and "pot limit" in refusal
    assert controller.hand.current_bet == 30 and controller.hand.stacks[3] == 1000


def _check_pad_matches_legal(window, controller) -> None:
    h = controller.hand
    if h.phase != "bet":
        for name in ("foldButton", "callButton", "raiseButton"):
            assert not button(window, name).isEnabled(), name
        return
    lg = h.legal()
    assert button(window, "foldButton").isEnabled()
    assert button(window, "callButton").isEnabled()
    assert text(window, "callButton") == ("Check" if lg.can_check else
                                          f"Call {lg.to_call:,}" + (" (all-in)" if lg.call_is_all_in else ""))
    assert button(window, "raiseButton").isEnabled() == lg.can_raise
    assert spin(window).isEnabled() == lg.can_raise
    own = h.street_bets[lg.player]
    all_in_ok = lg.can_raise and own + lg.stack <= lg.max_raise_to
    assert button(window, "presetAllIn").isEnabled() == all_in_ok
    if lg.can_raise:
        assert spin(window).value() == lg.min_raise_to            # a new choice starts at the minimum
        assert text(window, "raiseButton").startswith(f"{lg.raise_word.capitalize()} to {lg.min_raise_to:,}")
        assert text(window, "maxLabel") == f"{lg.raise_word} to {lg.max_raise_to:,}"


def test_enabled_buttons_follow_legal_through_a_hand(window, controller):
    steps = [lambda: None, controller.deal_until_action, lambda: controller.act("raise", 30),
             lambda: controller.act("raise", 105), lambda: controller.act("fold"),
             lambda: controller.act("call"), lambda: controller.act("fold"), lambda: controller.act("call"),
             lambda: controller.act("call"), controller.deal_until_action,       # flop: checks allowed
             lambda: controller.act("check"), lambda: controller.act("raise", 300),
             lambda: controller.act("raise", 895)]                                # an all-in raise
    for step in steps:
        assert step() is None
        _check_pad_matches_legal(window, controller)
    # Seat 4's all-in for 895: seat 6 (895 behind) can only call all-in or fold.
    lg = controller.hand.legal()
    assert controller.hand.actor == 5 and lg.call_is_all_in and not lg.can_raise
    assert text(window, "callButton") == "Call 895 (all-in)"
    assert button(window, "presetAllIn").isEnabled() is False
    assert controller.act("all-in") is None               # all-in here is the call
    assert controller.hand.stacks[5] == 0
    _check_pad_matches_legal(window, controller)


# ------------------------------------------------------------------- the keys


def test_keys_do_what_the_buttons_do(qtbot, window, controller):
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow())
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert controller.hand.inputs and controller.hand.inputs[-1][0] == "deal"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not controller.hand.inputs
    qtbot.keyClick(window, Qt.Key.Key_D)
    assert controller.hand.actor == 2
    qtbot.keyClick(window, Qt.Key.Key_C)                  # seat 3 calls 10
    assert controller.hand.street_bets[2] == 10
    qtbot.keyClick(window, Qt.Key.Key_F)                  # seat 4 folds
    assert controller.hand.folded[3]
    # With the amount field focused, digits go in and R still raises.
    box = spin(window)
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "30")
    qtbot.keyClick(box, Qt.Key.Key_R)
    assert controller.hand.current_bet == 30 and controller.hand.street_bets[4] == 30
    # A key for an action that is off explains why, in words; nothing changes.
    before = list(controller.hand.inputs)
    qtbot.keyClick(window, Qt.Key.Key_A)
    assert controller.hand.inputs == before
    assert "pot limit" in text(window, "messageLine")


# ---------------------------------------------------------------- controller


def test_refused_action_returns_words_and_changes_nothing(controller):
    assert controller.act("call") is not None             # nobody is to act before the deal
    controller.deal_until_action()
    before = list(controller.hand.inputs)
    assert "check" in controller.act("check").lower()     # seat 3 faces the big blind
    assert controller.act("raise") is not None            # no amount
    assert controller.hand.inputs == before
    assert controller.view().message_is_refusal


def test_listeners_hear_every_change(controller):
    heard = []
    controller.add_listener(heard.append)
    controller.deal_next_card()
    controller.deal_until_action()
    controller.act("call")
    controller.act("check")
    controller.undo()
    assert heard == ["deal", "deal", "action", "refused", "undo"]


def test_undo_takes_back_a_card_and_the_same_card_comes_again(controller):
    controller.deal_next_card()
    first = controller.hand.hole[0][0]
    controller.undo()
    assert controller.hand.hole[0] == []
    controller.deal_next_card()
    assert controller.hand.hole[0][0] == first


def test_undo_takes_back_the_last_action(controller):
    play_demo(controller)
    assert controller.hand.current_bet == 30
    assert controller.undo() is None
    assert controller.hand.current_bet == 10 and controller.hand.actor == 2


def test_undo_names_the_seat_and_what_was_undone(window, controller):
    """Undo says whose action it took back ("Undone: the action raise 30" named nobody), and for a card
    the place it was dealt to, never its face."""
    assert controller.deal_next_card() is None
    assert controller.undo() is None
    assert text(window, "messageLine") == "Undone: the last card dealt (seat 1, hole card 1)."
    play_demo(controller)
    assert controller.undo() is None
    assert text(window, "messageLine") == "Undone: seat 3 (Chloé) raises to 30."
    assert controller.act("call") is None and controller.act("fold") is None
    assert controller.undo() is None
    assert text(window, "messageLine") == "Undone: seat 4 (Dmitri) folds."


def test_a_hand_played_to_showdown_then_the_button_moves(controller):
    controller.deal_until_action()
    for _ in range(4):
        assert controller.act("call") is None             # seats 3, 4, 5, 6
    assert controller.act("call") is None                 # seat 1 completes
    assert controller.act("check") is None                # seat 2's option
    for _ in range(3):
        assert controller.deal_until_action() is None
        for _ in range(6):
            assert controller.act("check") is None
    assert controller.deal_until_action() is not None     # the board is complete
    assert controller.new_hand() is not None              # not over until shown
    assert controller.show_down() is None
    # Shown, not pushed: the award is laid out, no chip has moved, a new hand waits for the push.
    v = controller.view()
    assert v.can_push_pots and not v.can_show_down and v.showdown.to_push
    assert not controller.hand.is_complete and v.pot == 60 and sum(s.stack for s in v.seats) == 6000 - 60
    assert sum(w.amount for pot in v.showdown.pots for half in pot.halves for w in half.winners) == 60
    assert all(s.shown for s in v.seats)
    assert controller.new_hand() is not None
    assert controller.push_pots() is None
    h = controller.hand
    assert h.is_complete and sum(h.payouts) == 60
    v = controller.view()
    assert v.results and v.can_new_hand and not v.can_push_pots and not v.showdown.to_push
    assert sum(s.stack for s in v.seats) == 6000
    assert controller.new_hand() is None
    v = controller.view()
    assert v.hand_number == 2
    assert [s.seat for s in v.seats if s.button] == [1]
    assert [s.seat for s in v.seats if s.blind] == [2, 3]


def test_the_controller_imports_no_qt():
    code = ("import sys, json, dealer_app.table.controller\n"
            "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    loaded = set(json.loads(proc.stdout.strip().splitlines()[-1]))
    assert not loaded & {"PySide6", "shiboken6"}


# ---------------------------------------------------------------- smoke test


def test_smoke_test_prints_smoke_ok(qapp, capsys):
    assert run_console(["--smoke-test"]) == 0
    assert SMOKE_OK in capsys.readouterr().out


def test_smoke_test_in_a_fresh_process_without_a_display():
    env = {k: v for k, v in __import__("os").environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    code = "import sys; from dealer_app.console.app import run_console; sys.exit(run_console(['--smoke-test']))"
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == SMOKE_OK


def test_no_hand_zero_in_the_title_before_the_first_hand(qtbot, tmp_path):
    # At the keyboard under Xvfb the title read "Omaha Pot Limit 5/10 · Coup 0" before any hand was dealt.
    from dealer_app.files.presets import preset_names, preset_text
    from dealer_app.store import open_store
    store = open_store(tmp_path / "t.sqlite", table="T1", dealer="Marie")
    try:
        controller = TableController(store=store, dealer="Marie")
        w = MainWindow(controller)
        qtbot.addWidget(w)
        assert controller.open_session(preset_text(preset_names()[0])) is None
        w.refresh()
        title = text(w, "titleLabel")
        assert "Hand" not in title and title == w.controller.view().title
    finally:
        store.close()
