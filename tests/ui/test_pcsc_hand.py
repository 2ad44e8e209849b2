"""A whole hand dealt from virtual PC/SC cards at the shoe's mouth, through the console's window
(offscreen) to the table's store, as a dealer runs it: pcscd + vpcd + tests/pcsc_card.py, the
console's own ShoeConnection (--shoe pcsc://READER), the registered deck. The session is opened and
the players seated through the window's set-up (F2) and seating (F3); every bet is a key of the action
pad (C checks or calls), the card alerts are answered by their digit (2: reject the read), the hands
shown by S, the pots pushed by P and the next hand started by N. A second reader, at the board (the
reader map), checks the flop laid on it against the flop the shoe dealt. The controller is only read, to check
what the keys did; the store is read back at the end."""
from __future__ import annotations

import json
import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dealer_app.console.app import open_table, supervisor_desk
from dealer_app.console.shoe_bridge import ShoeConnection, ShoeOptions
from dealer_app.store import open_for_reading
from dealer_app.table.card_checks import AlertCode
from dealer_app.words.replay import event_words, is_bookkeeping
from engine.cards import full_deck
from hardware.registration import DeckRegistration
from hardware.source import SourceState
from ui.main_window import MainWindow

from console_driver import PIN, SUPERVISOR, Clock, click, seat_by_draw, setup_from_preset
from pcsc_card import VirtualTag
from store_helpers import club_init
from window_driver import text


def _uid(i: int) -> str:
    return f"04{i:02X}A1B2C3D4E5"                  # 7-byte UIDs, as NTAG cards carry


def _key(window: MainWindow, which) -> None:
    """A key pressed on the table's window, as the keyboard sends it (to the window, not a widget)."""
    QTest.keyClick(window.windowHandle(), which)
    QApplication.processEvents()


def test_a_whole_hand_from_the_pcsc_shoe_mouth_to_the_store_by_the_keys(qtbot, tmp_path, pcscd):
    deck = DeckRegistration("Table 4 NTAG", {_uid(i): c for i, c in enumerate(full_deck())},
                            "2026-11-28T10:00:00+00:00")
    roster = club_init(tmp_path / "supervisors.json", tmp_path / "table.sqlite", "T4", SUPERVISOR, "Marie", PIN)
    # The reader map: the first virtual reader at the shoe's mouth, the second at the board.
    readers_map = tmp_path / "pcsc-readers.toml"
    readers_map.write_text(f'[[reader]]\nname = "{pcscd.readers[0]}"\nposition = "shoe"\n'
                           f'[[reader]]\nname = "{pcscd.readers[1]}"\nposition = "board"\n')
    uid_of = {card: uid for uid, card in deck.tags.items()}
    shoe = ShoeConnection.start(ShoeOptions(url="pcsc://", pcsc_map=str(readers_map)))
    controller = open_table(tmp_path / "table.sqlite", "T4", "Marie", supervisor_desk(str(roster)),
                            lambda report: None, shoe.source, deck, clock=Clock())
    shoe.attach(controller.on_source_event)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    try:
        qtbot.waitUntil(lambda: shoe.source.state == SourceState.CONNECTED, timeout=10_000)
        # The session opened from the club's preset and three players seated by the draw, in the window.
        setup_from_preset(qtbot, window)
        click(qtbot, window.desk.setup_dialog, "startSessionButton")
        seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "", 500), ("Chloé", "", 500)])
        window.desk.seating_panel.draw(seed=3)
        click(qtbot, window.desk.seating_panel, "seatingNextHandButton")
        qtbot.waitUntil(lambda: controller.hand is not None and controller.view().can_enter_card, timeout=5_000)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)

        order = iter(range(10, 52))             # the tags slid out of the shoe, in deal order
        dealt_tags: list[str] = []

        def slide(uid: str, dealt: bool = True) -> None:
            """One card out of the shoe's mouth: over the reader and away."""
            seen = len(controller.hand.seen)
            tag = VirtualTag(pcscd.card_port(0), uid).place()
            if dealt:
                qtbot.waitUntil(lambda: len(controller.hand.seen) == seen + 1, timeout=5_000)
                dealt_tags.append(uid)
            else:
                qtbot.waitUntil(lambda: window.alert_bar.isVisible(), timeout=5_000)
            tag.lift()
            pcscd.wait_empty()

        def lay(uid: str, until) -> None:
            """A card laid on the board reader and taken off."""
            tag = VirtualTag(pcscd.card_port(1), uid).place()
            qtbot.waitUntil(until, timeout=5_000)
            tag.lift()
            pcscd.wait_empty()

        def deal_to_action() -> None:
            while controller.view().can_enter_card and controller.view().pad is None:
                slide(_uid(next(order)))

        deal_to_action()
        # A card of another deck at the mouth: the unknown-tag alert on the screen, never a card;
        # the dealer rejects the read by its key (2).
        slide("DEADBEEF", dealt=False)
        assert controller.intake.alert.code == AlertCode.UNKNOWN_TAG
        assert "DEADBEEF" in text(window, "alertMessage")
        _key(window, Qt.Key.Key_2)
        assert controller.intake.alert is None and not window.alert_bar.isVisible()
        duplicate_shown = False
        calls = 0
        while not controller.view().can_show_down:
            if controller.view().pad is not None:
                actor = controller.hand.actor
                _key(window, Qt.Key.Key_C)      # the action pad's check / call
                assert controller.hand.actor != actor or controller.view().pad is None, text(window, "messageLine")
                calls += 1
                continue
            assert controller.view().can_enter_card, text(window, "messageLine")
            if not duplicate_shown:
                # A hole card passed again when the flop is due: the existing duplicate alert, which does
                # not say whose card it is (the players watch the screen); rejected by its key.
                slide(dealt_tags[0], dealt=False)
                alert = controller.intake.alert
                assert alert.code == AlertCode.CARD_SEEN_TWICE
                shown = text(window, "alertMessage")
                assert "already dealt in this hand." in shown and "seat" not in shown.lower()
                _key(window, Qt.Key.Key_2)
                assert controller.intake.alert is None
                duplicate_shown = True
            deal_to_action()
            if len(controller.hand.board) == 3 and not controller.intake.board_checked:
                # The flop laid on the board reader: each card checked against the flop the shoe dealt,
                # nothing dealt; then a card the shoe did not deal there: the alert, closed by its key (4).
                flop = list(controller.hand.board)
                for card in reversed(flop):
                    lay(uid_of[card], lambda n=len(controller.intake.board_checked): (
                        len(controller.intake.board_checked) == n + 1))
                assert controller.intake.board_checked == flop[::-1] and controller.hand.board == flop
                assert text(window, "messageLine").startswith("Board card checked:")
                stranger = next(c for c in full_deck() if c not in controller.hand.seen)
                lay(uid_of[stranger], window.alert_bar.isVisible)
                assert controller.intake.alert.code == AlertCode.BOARD_CARD_DIFFERS
                assert "the shoe has dealt no board card that is not checked yet" in text(window, "alertMessage")
                _key(window, Qt.Key.Key_4)
                assert controller.intake.alert is None and controller.hand.board == flop
        assert duplicate_shown and calls >= 3 * 4 - 1    # every street's round by C
        assert len(controller.intake.board_checked) == 3
        # Omaha (the preset's game): four cards to each of the three players, three burns, five on the board.
        assert len(controller.hand.board) == 5 and len(dealt_tags) == 3 * 4 + 3 + 5
        _key(window, Qt.Key.Key_S)              # the hands shown
        qtbot.waitUntil(lambda: controller.view().can_push_pots, timeout=5_000)
        _key(window, Qt.Key.Key_P)              # the pots pushed: the hand ends and is stored
        qtbot.waitUntil(lambda: controller.hand.is_complete, timeout=5_000)
        assert sum(controller.hand.payouts) > 0
        first = controller.hand_number
        _key(window, Qt.Key.Key_N)              # the next hand, waiting for the shoe
        qtbot.waitUntil(lambda: controller.hand_number == first + 1, timeout=5_000)
        assert controller.hand.inputs == [] and controller.view().can_enter_card
    finally:
        shoe.close()
        window.close()
        controller.close()
    # The store has every dealt card's read, with the tag's UID and the reader's name.
    db = sqlite3.connect(tmp_path / "table.sqlite")
    text_of_events = "\n".join(str(row) for row in db.execute("SELECT * FROM events"))
    for uid in dealt_tags:
        assert uid in text_of_events
    assert pcscd.readers[0] in text_of_events
    # The tag of another deck, rejected, is in the record too (a read-alert with its UID).
    alerts = [json.loads(payload) for (payload,) in db.execute(
        "SELECT payload FROM events WHERE kind = 'read-alert' ORDER BY seq")]
    assert [(a["code"], a["tag"], a["read"]["device"]) for a in alerts] == [
        ("unknown-tag", "DEADBEEF", pcscd.readers[0])]
    # The floor reads them with the play (the dispute report, the replay), not hidden as bookkeeping.
    (number,) = db.execute("SELECT MIN(hand) FROM events WHERE kind = 'board-checked'").fetchone()
    with open_for_reading(tmp_path / "table.sqlite") as reader:
        stored = reader.load_hand(number)
    said = [str(event_words(stored, e)) for e in stored.events if e.kind in ("board-checked", "read-alert")]
    assert not is_bookkeeping("board-checked") and not is_bookkeeping("read-alert")
    assert said[0] == f"card alert unknown-tag on a read at {pcscd.readers[0]}: —, tag DEADBEEF; not dealt as it came"
    assert said[1].startswith(f"board reader {pcscd.readers[1]}: ") and "checked against the board, tag 04" in said[1]
    assert said[-1].startswith(f"BOARD CHECK FAILED at {pcscd.readers[1]}: read ")
    # Each board reader's read too, with its UID, its reader, and whether it agreed with the board.
    checks = [json.loads(payload) for (payload,) in db.execute(
        "SELECT payload FROM events WHERE kind = 'board-checked' ORDER BY seq")]
    assert [c["agreed"] for c in checks] == [True, True, True, False]
    assert all(c["read"]["device"] == pcscd.readers[1] and c["read"]["position"] == "board" for c in checks)
    assert [c["tag"] for c in checks] == [c["read"]["tag"] for c in checks] and all(c["tag"] for c in checks)
