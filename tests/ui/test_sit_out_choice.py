"""A game's player range limits the players dealt in, not the seats, through the window by keys (issue 24,
major 6; RULES.md 1).

Courchevel (8 players at most) is chosen in the set-up dialog for a 9-seat table and five are dealt in. Nine
seated at 6-card Omaha (7 at most): the prompt says so before the hand, N opens the choice, the seat keys
choose who sits out, Enter deals to the other seven; the store keeps each sit-out with its reason; the keys
reach the table afterwards. The French levy preset for a 500 buy-in (Omaha Pot Limit 5/10, dead button).
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from console_driver import PIN, SUPERVISOR, click, key, seat_by_draw, setup_from_preset, text
from engine.session.writer import format_session
from screens import SMALLEST

@pytest.fixture(autouse=True)
def english(qapp):
    """English as the console installs it at start (its file gives the plural forms: 1 player, 2 players)."""
    from ui.kit.i18n import install_language
    install_language("en")


NINE = [(name, "", 500) for name in ("Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy")]


def choose_by_keys(qtbot, dialog, variant_letters: str, seats: str) -> None:
    """The game chosen by typing its first letters on the game field, the seats typed in their field."""
    if variant_letters:
        game = dialog.fields["game.variant"]
        game.setFocus()
        QTest.keyClicks(game, variant_letters)
    field = dialog.fields["table.seats"]
    field.setFocus()
    QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(field, seats)


def start_by_keys(qtbot, dialog) -> None:
    """Ctrl+Return, the set-up's Start session, from the field the dealer is in."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def open_session_by_keys(qtbot, window, variant_letters: str, seats: str):
    dialog = setup_from_preset(qtbot, window)
    choose_by_keys(qtbot, dialog, variant_letters, seats)
    start_by_keys(qtbot, dialog)
    return dialog


def seat_everyone(qtbot, window, players, seed=5):
    panel = seat_by_draw(qtbot, window, players)
    panel.draw(seed=seed)
    QTest.keyClick(panel, Qt.Key.Key_Escape)
    assert not panel.isVisible()


def test_courchevel_on_a_nine_seat_table_with_five_players_is_chosen_by_keys_and_dealt(qtbot, console):
    window, controller = console()
    dialog = setup_from_preset(qtbot, window)
    choose_by_keys(qtbot, dialog, "Cou", "9")
    assert dialog.value("game.variant") == "courchevel" and dialog.value("table.seats") == 9
    assert dialog.check.ok, dialog.check                  # before: "9: Courchevel is dealt to 2 to 8 players"
    assert not dialog.messages["table.seats"].isVisible()
    assert dialog.start_button.isEnabled()
    start_by_keys(qtbot, dialog)
    assert controller.session.settings.game.key == "courchevel"
    assert len(window.table.seats) == 9
    seat_everyone(qtbot, window, NINE[:5])
    assert text(window, "promptLabel") == "Next hand (N)"
    key(qtbot, window, Qt.Key.Key_N)
    assert window.sit_out_dialog is None
    hand = controller.hand
    assert controller.view().hand_in_progress and len(hand.config.players) == 5
    assert hand.config.game.key == "courchevel"
    assert text(window, "titleLabel").startswith("Courchevel Pot Limit 5/10")


def test_nine_seated_at_6_card_omaha_the_dealer_chooses_two_to_sit_out_by_keys(qtbot, console):
    window, controller = console()
    open_session_by_keys(qtbot, window, "6", "9")
    assert controller.session.settings.game.key == "omaha6"
    seat_everyone(qtbot, window, NINE)
    # Before the hand: the console says it, and nobody is dealt out on its own.
    assert text(window, "titleLabel").startswith("6-card Omaha Pot Limit 5/10")
    assert text(window, "promptLabel") == "7 players at most: choose 2 to sit out (N)"     # one line, whole
    assert controller.new_hand() is not None and not controller.view().hand_in_progress   # no hand without it
    names = {seat: p.name for seat, p in controller.session.seats.items()}

    key(qtbot, window, Qt.Key.Key_N)
    dialog = window.sit_out_dialog
    assert dialog is not None and dialog.isVisible()
    assert sorted(dialog.seat_buttons) == list(range(1, 10))
    assert "choose 2 to sit out" in text(dialog, "sitOutHeading")
    # Escape: back to the table, nothing done; the keys act there again.
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and not controller.view().hand_in_progress
    assert window.focusWidget() is window._home
    key(qtbot, window, Qt.Key.Key_N)
    dialog = window.sit_out_dialog
    assert dialog.isVisible()

    # Where the blinds go, said again as the choice changes: button 9, blinds 1 and 2; seat 1 out: 2 and 3.
    assert dialog.seat_buttons[1].text().endswith("small blind") and dialog.seat_buttons[2].text().endswith("big blind")
    QTest.keyClick(dialog, Qt.Key.Key_1)
    assert dialog.seat_buttons[1].text().endswith("✓ sits out")
    assert dialog.seat_buttons[2].text().endswith("small blind") and dialog.seat_buttons[3].text().endswith("big blind")
    assert dialog.seat_buttons[9].text().endswith("button")
    QTest.keyClick(dialog, Qt.Key.Key_1)
    assert dialog.chosen == [] and dialog.seat_buttons[2].text().endswith("big blind")
    for k in (Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5):     # a third choice: the oldest gives way
        QTest.keyClick(dialog, k)
    assert dialog.chosen == [4, 5]
    QTest.keyClick(dialog, Qt.Key.Key_5)                      # un-chosen
    assert dialog.chosen == [4] and not dialog.deal_button.isEnabled()
    assert text(dialog, "sitOutCount") == "1 more to choose."
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.isVisible() and "Choose 2 players to sit out." in text(dialog, "sitOutMessage")
    assert not controller.view().hand_in_progress
    QTest.keyClick(dialog, Qt.Key.Key_3)
    assert "✓ sits out" in dialog.seat_buttons[3].text() and dialog.seat_buttons[3].isChecked()
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert not dialog.isVisible()

    # Dealt to the seven others: seats 3 and 4 sit out, on the table's seats too.
    assert controller.view().hand_in_progress
    assert controller.session.plan.dealt == (1, 2, 5, 6, 7, 8, 9)
    assert text(window, "seat3Status") == text(window, "seat4Status") == "SITTING OUT"
    message = text(window, "messageLine")
    assert (f"Sitting out: seat 3 ({names[3]}), seat 4 ({names[4]}) (6-card Omaha is dealt to 7 players at most). "
            "Hand 1: button on seat 9." in message), message
    # The store keeps who sat out and why, with the numbers the choice was made on.
    entries = [e.payload["entry"] for e in controller.store.session_events("session-entry")]
    sat_out = [e for e in entries if e["op"] == "sit_out"]
    assert [(e["seat"], e["reason"], e["game"], e["most"], e["players"]) for e in sat_out] == [
        (3, "game-limit", "omaha6", 7, 9), (4, "game-limit", "omaha6", 7, 8)]
    # The keys reach the table: D deals to the first action.
    assert window.focusWidget() is window._home
    key(qtbot, window, Qt.Key.Key_D)
    assert controller.view().pad is not None


def test_the_seating_panels_next_hand_opens_the_same_choice(qtbot, console):
    window, controller = console()
    open_session_by_keys(qtbot, window, "6", "9")
    panel = seat_by_draw(qtbot, window, NINE)
    panel.draw(seed=11)
    key(qtbot, panel, Qt.Key.Key_F6)                          # Next hand
    dialog = panel.sit_out_dialog
    assert dialog is not None and dialog.isVisible() and not controller.view().hand_in_progress
    QTest.keyClick(dialog, Qt.Key.Key_0 if 10 in dialog.seat_buttons else Qt.Key.Key_9)
    QTest.keyClick(dialog, Qt.Key.Key_1)
    QTest.keyClick(dialog, Qt.Key.Key_Enter)                  # the keypad's Enter too
    assert not dialog.isVisible() and not panel.isVisible()
    assert len(controller.session.plan.dealt) == 7


def test_a_game_changed_between_hands_asks_again_at_the_next_hand(qtbot, console):
    """Nine play Omaha; the settings change to 6-card Omaha (a new segment): the next N asks who sits out."""
    window, controller = console()
    open_session_by_keys(qtbot, window, "", "9")             # the preset's game: Omaha
    assert controller.session.settings.game.key == "omaha"
    seat_everyone(qtbot, window, NINE)
    key(qtbot, window, Qt.Key.Key_N)
    assert window.sit_out_dialog is None and len(controller.session.plan.dealt) == 9
    while controller.view().hand_in_progress:
        v = controller.view()
        click(qtbot, window, "dealToActionButton" if v.can_deal else "foldButton")
    text_now = format_session(controller.session.settings).replace('variant = "omaha"', 'variant = "omaha6"')
    assert controller.change_settings(text_now, SUPERVISOR, PIN) is None, controller.view().message
    assert controller.session.settings.game.key == "omaha6" and len(controller.session.segments) == 2
    assert text(window, "messageLine") == ("New settings from the next hand on (segment 2). 6-card Omaha is dealt "
                                           "to 7 players at most and 9 are to be dealt in: choose 2 to sit out (N)")
    assert text(window, "promptLabel") == "7 players at most: choose 2 to sit out (N)"
    key(qtbot, window, Qt.Key.Key_N)
    assert window.sit_out_dialog is not None and window.sit_out_dialog.isVisible()
    assert window.sit_out_dialog.choice.to_sit_out == 2


@pytest.mark.parametrize("size", [SMALLEST, (1366, 740)])
def test_ten_seats_of_6_card_omaha_seven_dealt_fit_the_smallest_screen(qtbot, tmp_path, size):
    """Any game at any table size: ten seat boxes, six cards in front of the seven dealt in, three sitting out,
    on the smallest screen and a 1366×768 one under a title bar."""
    from fit_check import cut_texts
    from screens import Dealer, console as console_at
    with console_at(qtbot, tmp_path, size) as window:
        controller = window.controller
        settings = ('[game]\nvariant = "omaha6"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\nmin_buy_in = 500\n'
                    'max_buy_in = 10000\n[table]\nseats = 10\n')
        assert controller.open_session(settings) is None, controller.view().message
        for seat in range(1, 11):
            assert controller.sit(seat, f"Joueur numéro {seat}", 1000) is None
        assert controller.sit_out_for_game([2, 5, 9]) is None, controller.view().message
        Dealer(controller).deal_to_action()
        qtbot.wait(20)
        assert len(window.table.seats) == 10 and len(controller.hand.config.players) == 7
        assert all(len(cards) == 6 for cards in controller.hand.hole)
        assert window.table.seats_overlapping() == []
        assert window.table.hidden_by_seats() == []
        assert cut_texts(window) == []
