"""No new hand while a bad beat jackpot waits (issue 28 point 3): the New hand button is not lit, and N, the
dealer's key, says why in words (the hand that won it and what to do), in French; once paid, N deals again.

Through the console window by keys, the arranged Omaha bad beat of tests/ui/test_jackpot_at_the_table.py."""
from __future__ import annotations

from PySide6.QtCore import Qt

from console_driver import PIN, SUPERVISOR, key
from test_jackpot_at_the_table import MANAGER, MANAGER_PIN, jackpot_table, message, play_the_bad_beat, sign  # noqa: F401


def test_the_new_hand_button_is_off_and_n_says_why_while_the_bad_beat_waits(qtbot, jackpot_table):
    window, controller, _slips, _pages = jackpot_table
    play_the_bad_beat(qtbot, window, controller)
    hand = controller.view().hand_number
    assert controller.session.jackpot.hit is not None
    assert not controller.view().can_new_hand and not window.new_hand_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_N)
    said = message(window)
    assert said.startswith(f"⚠ Le coup {hand} a gagné le jackpot bad beat")
    assert "vérifiez les deux mains, puis confirmez-le (K)" in said
    assert controller.view().hand_number == hand                        # nothing dealt
    # Confirmed: still off, and N now says the payment is what waits.
    key(qtbot, window, Qt.Key.Key_K)
    assert not window.new_hand_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_N)
    assert message(window).startswith(f"⚠ Le coup {hand} a gagné le jackpot bad beat")
    assert controller.view().hand_number == hand
    # Paid by the two signatures: the button is lit again and N deals the next hand.
    key(qtbot, window, Qt.Key.Key_K)
    panel = window.jackpot
    first = panel.supervisor_dialog
    sign(first, SUPERVISOR, PIN)
    qtbot.waitUntil(lambda: panel.supervisor_dialog is not first)
    management = panel.supervisor_dialog
    sign(management, MANAGER, MANAGER_PIN)
    qtbot.waitUntil(lambda: not management.isVisible())
    assert controller.session.jackpot.hit is None and window.new_hand_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_N)
    assert controller.view().hand_number == hand + 1
