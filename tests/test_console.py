"""The first console window (pytest-qt, offscreen): the pad follows legal(), the maximum is shown."""
import pytest
from PySide6.QtCore import Qt

from dealer_app.console import build_controller, build_window, play_demo, run_console


@pytest.fixture
def window(qtbot):
    controller = build_controller(seed=7)
    win = build_window(controller)
    qtbot.addWidget(win)
    win.show()
    return win


def test_seed_001_maximum_is_shown_large_with_its_arithmetic(window, qtbot):
    play_demo(window.controller)             # blinds 5/10, seat 3 raises to 30
    qtbot.wait(10)
    pad = window.pad
    assert pad.max_value.text() == "raise to 105"
    assert "3 × 30 + 10 + 5 = 105" in pad.max_arithmetic.text()
    assert pad.call_button.text().startswith("Call 30")
    assert pad.fold_button.isEnabled() and pad.raise_button.isEnabled()
    assert pad.amount.minimum() == 50 and pad.amount.maximum() == 105


def test_buttons_follow_legal_and_change_the_hand(window, qtbot):
    controller = window.controller
    play_demo(controller)
    qtbot.wait(10)
    actor = controller.hand.actor
    qtbot.mouseClick(window.pad.fold_button, Qt.LeftButton)
    assert controller.hand.folded[actor]
    assert controller.hand.actor != actor
    qtbot.mouseClick(window.pad.call_button, Qt.LeftButton)
    legal = controller.hand.legal()
    assert window.pad.call_button.isEnabled() == (legal.to_call > 0 or legal.can_check)
    assert window.pad.raise_button.isEnabled() == legal.can_raise


def test_an_amount_out_of_range_is_not_accepted(window, qtbot):
    play_demo(window.controller)
    qtbot.wait(10)
    window.pad.amount.setValue(500)          # above the pot limit: the spin box holds at 105
    assert window.pad.amount.value() == 105
    window.pad.amount.setValue(1)
    assert window.pad.amount.value() == 50


def test_refused_action_leaves_the_hand_unchanged_and_says_why(window):
    controller = window.controller
    play_demo(controller)
    before = list(controller.hand.inputs)
    message = controller.act("raise", 110)
    assert message and "105" in message
    assert controller.hand.inputs == before


def test_undo_takes_back_the_last_action(window):
    controller = window.controller
    play_demo(controller)
    assert controller.hand.current_bet == 30
    controller.undo()
    assert controller.hand.current_bet == 10


def test_smoke_test_prints_smoke_ok(capsys, qapp):
    assert run_console(["--smoke-test"]) == 0
    assert "SMOKE-OK" in capsys.readouterr().out
