"""A whole hand dealt from virtual PC/SC cards at the shoe's mouth, through the console's window
(offscreen) to the table's store: pcscd + vpcd + tests/pcsc_card.py, the console's own
ShoeConnection (--shoe pcsc://READER), the registered deck, and the store read back."""
from __future__ import annotations

import sqlite3

from dealer_app.console.app import open_table, supervisor_desk
from dealer_app.console.shoe_bridge import ShoeConnection, ShoeOptions
from dealer_app.table.card_checks import AlertCode
from engine.cards import full_deck
from hardware.registration import DeckRegistration
from hardware.source import SourceState
from ui.main_window import MainWindow

from console_driver import PIN, SUPERVISOR, Clock
from pcsc_card import VirtualTag
from store_helpers import club_init

HOLDEM = """
[game]
variant = "holdem"
structure = "no-limit"

[stakes]
small_blind = 5
big_blind = 10
chip_unit = 1
min_buy_in = 500
max_buy_in = 10000

[table]
seats = 7
"""


def _uid(i: int) -> str:
    return f"04{i:02X}A1B2C3D4E5"                  # 7-byte UIDs, as NTAG cards carry


def test_a_whole_hand_from_the_pcsc_shoe_mouth_to_the_store(qtbot, tmp_path, pcscd):
    deck = DeckRegistration("Table 4 NTAG", {_uid(i): c for i, c in enumerate(full_deck())},
                            "2026-11-28T10:00:00+00:00")
    roster = club_init(tmp_path / "supervisors.json", tmp_path / "table.sqlite", "T4", SUPERVISOR, "Marie", PIN)
    shoe = ShoeConnection.start(ShoeOptions(url=f"pcsc://{pcscd.readers[0]}"))
    controller = open_table(tmp_path / "table.sqlite", "T4", "Marie", supervisor_desk(str(roster)),
                            lambda report: None, shoe.source, deck, clock=Clock())
    shoe.attach(controller.on_source_event)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    try:
        qtbot.waitUntil(lambda: shoe.source.state == SourceState.CONNECTED, timeout=10_000)
        assert controller.open_session(HOLDEM) is None, controller.view().message
        assert controller.sit(1, "Jean", 1000) is None and controller.sit(4, "Olga", 1000) is None
        assert controller.new_hand() is None, controller.view().message

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
                qtbot.waitUntil(lambda: controller.intake.alert is not None, timeout=5_000)
            tag.lift()
            pcscd.wait_empty()

        def deal_to_action() -> None:
            while controller.view().can_enter_card and controller.view().pad is None:
                slide(_uid(next(order)))

        deal_to_action()
        # A card of another deck at the mouth: the unknown-tag alert, never a card; rejected.
        slide("DEADBEEF", dealt=False)
        assert controller.intake.alert.code == AlertCode.UNKNOWN_TAG and "DEADBEEF" in controller.view().message
        assert controller.resolve_alert("reject") is None
        duplicate_shown = False
        while not controller.view().can_show_down and (controller.view().pad is not None
                                                       or controller.view().can_enter_card):
            pad = controller.view().pad
            if pad is not None:
                assert controller.act("check" if pad.can_check else "call") is None, controller.view().message
            else:
                if not duplicate_shown:
                    # A hole card passed again when the flop is due: the existing duplicate alert,
                    # which does not say whose card it is (the players watch the screen).
                    slide(dealt_tags[0], dealt=False)
                    alert = controller.intake.alert
                    assert alert.code == AlertCode.CARD_SEEN_TWICE and "already dealt in this hand." in alert.message
                    assert "seat" not in alert.message.lower()
                    assert controller.resolve_alert("reject") is None
                    duplicate_shown = True
                deal_to_action()
        assert controller.show_down() is None, controller.view().message
        assert len(dealt_tags) >= 4 + 5
    finally:
        shoe.close()
        window.close()
    # The store has every dealt card's read, with the tag's UID and the reader's name.
    text = "\n".join(str(row) for row in sqlite3.connect(tmp_path / "table.sqlite").execute(
        "SELECT * FROM events"))
    for uid in dealt_tags:
        assert uid in text
    assert pcscd.readers[0] in text
