"""Corrections (F7) through the console window, on a real hand store (RULES.md 8; issue 7).

The session of tests/ui/test_console_session.py: the French levy preset for a 500 buy-in (Omaha Pot Limit
5/10), Ann, Bob and Chloé at 500 each, seated by a seeded draw, the practice deck. A supervisor changes
an older raise's amount, a correction the rules refuse is said before any PIN, and the pot is awarded by
hand; what the table shows follows, and the record keeps the mistake beside its correction.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dealer_app.store import verify_store
from console_driver import PIN, SUPERVISOR, click, key, text


def sign(dialog, pin: str = PIN, reason: str = "") -> None:
    panel = dialog.panel
    panel.id_field.setText(SUPERVISOR)
    panel.reason_field.setText(reason)
    panel.pin_field.setText(pin)
    panel.submit()


def row_number(dialog, words: str) -> int:
    for r in range(dialog.table.rowCount()):
        if words in dialog.table.item(r, 1).text():
            return int(dialog.table.item(r, 0).text())
    raise AssertionError(f"no input says {words!r}")


def test_a_supervisor_changes_an_older_raise_and_the_table_follows(qtbot, dealing):  # noqa: F811 - fixture
    window, controller = dealing
    click(qtbot, window, "dealToActionButton")
    assert text(window, "maxLabel") == "raise to 35"            # 3 × 10 + 5
    click(qtbot, window, "presetPot")                                     # the maximum: raise to 35
    click(qtbot, window, "raiseButton")
    click(qtbot, window, "callButton")
    assert text(window, "potLabel") == "POT 80"                           # 35 + 35 + 10
    # The dealer alone cannot reach the raise any more: it is not the last input.
    key(qtbot, window, Qt.Key.Key_F7)
    dialog = window.desk.correction_dialog
    assert dialog.isVisible()
    assert "hand 1" in dialog.heading.text()
    # Hole cards are listed by place, never by face.
    assert "hole card 1" in dialog.table.item(0, 1).text() and "♠" not in dialog.table.item(0, 1).text()
    dialog.select_number(row_number(dialog, "raises to 35"))
    assert dialog.amount_field.text() == "35"
    assert not dialog.card_button.isEnabled() and dialog.raise_button.isEnabled()
    # Above the pot-limit maximum: said at once, no supervisor asked.
    dialog.amount_field.setText("40")
    click(qtbot, dialog, "makeRaiseButton")
    assert dialog.supervisor_dialog is None
    assert "pot limit" in dialog.input_message.text() and "35" in dialog.input_message.text()
    dialog.amount_field.setText("30")
    click(qtbot, dialog, "makeRaiseButton")
    sign_in = dialog.supervisor_dialog
    assert sign_in is not None and sign_in.panel.reason_field.isVisible()
    sign(sign_in, "9999", "the player said 30")
    assert "wrong PIN" in sign_in.panel.message.text()
    assert text(window, "potLabel") == "POT 80"                           # nothing changed
    sign(sign_in, PIN, "the player said 30")
    assert not sign_in.isVisible()
    assert text(window, "potLabel") == "POT 70"                           # 30 + 30 + 10
    assert "Corrected by M-01" in text(window, "messageLine")
    n = row_number(dialog, "raises to 30")
    assert dialog.table.item(n - 1, 2).text() == "corrected"
    entry = controller.session.record[-1]
    assert entry["op"] == "correct" and entry["authorised_by"] == SUPERVISOR
    assert entry["reason"] == "the player said 30"
    assert verify_store(controller.store.path).intact


def test_a_pot_awarded_by_hand_adds_up_before_it_can_be_given(qtbot, dealing):  # noqa: F811 - fixture
    window, controller = dealing
    click(qtbot, window, "dealToActionButton")
    click(qtbot, window, "callButton")
    click(qtbot, window, "callButton")
    key(qtbot, window, Qt.Key.Key_F7)
    dialog = window.desk.correction_dialog
    assert "30 in the middle" in dialog.award_caption.text()
    seats = list(dialog.share_fields)
    assert len(seats) == 3 and not dialog.award_button.isEnabled()
    dialog.share_fields[seats[0]].setText("20")
    assert "10 still to share" in dialog.sum_label.text() and not dialog.award_button.isEnabled()
    dialog.share_fields[seats[1]].setText("15")
    assert "5 too much" in dialog.sum_label.text()
    dialog.share_fields[seats[1]].setText("10")
    assert "adds up" in dialog.sum_label.text() and dialog.award_button.isEnabled()
    stacks_before = {s: p.stack for s, p in controller.session.seats.items()}
    click(qtbot, dialog, "awardButton")
    sign(dialog.supervisor_dialog, PIN, "the deck was found short: the floor splits")
    summary = controller.session.hands[-1]
    assert summary.status == "awarded" and summary.authorised_by == SUPERVISOR
    stacks = {s: p.stack for s, p in controller.session.seats.items()}
    assert stacks[seats[0]] == stacks_before[seats[0]] - 10 + 20
    assert stacks[seats[1]] == stacks_before[seats[1]] - 10 + 10
    assert stacks[seats[2]] == stacks_before[seats[2]] - 10
    assert text(window, f"seat{seats[0]}Stack") == f"{stacks[seats[0]]:,}".replace(",", "\u00a0")
    assert "awarded by hand by M-01" in text(window, "messageLine")
    assert not dialog.award_button.isEnabled()                            # the hand is over
    assert verify_store(controller.store.path).intact


@pytest.mark.parametrize("language", ["en", "fr"])
def test_screenshot_of_the_corrections_screen(qtbot, dealing, tmp_path, language):  # noqa: F811 - fixture
    """docs/screenshots/corrections.png (and -fr) under Xvfb (the command: tests/ui/test_session_screenshots.py)."""
    from ui.kit.i18n import current_language, install_language
    before = current_language()
    install_language(language)
    try:
        shoot(qtbot, dealing, tmp_path, "corrections.png" if language == "en" else f"corrections-{language}.png")
    finally:
        install_language(before)


def shoot(qtbot, dealing, tmp_path, name: str) -> None:  # noqa: F811 - the fixture's value  # noqa: F811 - fixture
    import os
    from screens import ROOT, save
    window, controller = dealing
    click(qtbot, window, "dealToActionButton")
    click(qtbot, window, "presetPot")
    click(qtbot, window, "raiseButton")
    click(qtbot, window, "callButton")
    key(qtbot, window, Qt.Key.Key_F7)
    dialog = window.desk.correction_dialog
    dialog.select_number(next(r.number for r in controller.correction_view().rows if r.words.endswith(
        "raises to 35")))                                   # the English words, whatever the screen's language
    dialog.amount_field.setText("40")
    click(qtbot, dialog, "makeRaiseButton")                  # refused: above the pot limit, said in place
    seats = list(dialog.share_fields)
    dialog.share_fields[seats[0]].setText("45")
    dialog.share_fields[seats[1]].setText("30")
    target = os.environ.get("DEALER_SCREENSHOTS")
    folder = (ROOT / target) if target else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    save(qtbot, dialog, folder / name)
