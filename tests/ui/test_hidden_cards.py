"""A mistyped card never shows a face-down card on the table's screen (issue 16, point 2).

The players can read the dealer's screen. The dealer types a card for the
burn that is a player's hole card (in the issue: "As" for the burn, and the
screen said "siège 7, carte 4"): the screen says only that the card was
already dealt in this hand; the seat and the card's place go to the hand
store, and the floor reads them there after a supervisor's PIN. A board card
lies face up: its place may be named. Through the console's window, on a
real hand store (pytest-qt, offscreen), in French as the clubs run it.
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QSlider

from dealer_app.console.app import open_table, supervisor_desk
from dealer_app.floor.controller import FloorController
from dealer_app.floor.hand_record import as_text, build
from dealer_app.store import open_for_reading
from engine.card_letters import FRENCH
from store_helpers import club_init
from console_driver import Clock
from ui.floor.floor_view import FloorView
from ui.main_window import MainWindow

SUPERVISOR, PIN = "M-01", "258013"
PRESET = "french-levy-500"
PLAYERS = ("Ann", "Bob", "Chloé", "Dan")


@pytest.fixture
def roster(tmp_path):
    """The club's set-up: Marie, the first supervisor, bound to table T7's store (issue 18)."""
    return club_init(tmp_path / "supervisors.json", tmp_path / "table-7.sqlite", "T7", SUPERVISOR, "Marie", PIN)


@pytest.fixture
def table(qtbot, tmp_path, roster):
    """The console on a hand store, a session of four players, the first hand started."""
    desk = supervisor_desk(str(roster))
    controller = open_table(tmp_path / "table-7.sqlite", "T7", "Marie", desk, lambda report: None, clock=Clock())
    assert controller.open_session(controller.preset_text(PRESET)) is None
    assert controller.draw_seats([{"name": n, "club_id": "", "buy_in": 500, "entry": "wait"} for n in PLAYERS],
                                 seed=3) is None
    assert controller.new_hand() is None
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    yield SimpleNamespace(window=window, controller=controller, desk=desk, path=tmp_path / "table-7.sqlite")
    window.close()
    controller.close()


def type_card(qtbot, window, text: str) -> None:
    entry = window.findChild(QLineEdit, "cardEntry")
    entry.setFocus()
    entry.clear()
    qtbot.keyClicks(entry, text)
    qtbot.keyClick(entry, Qt.Key.Key_Return)


def screen_words(window) -> str:
    """Every word on the console's screen, as the players around the table can read it."""
    return " | ".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())


def deal_to_the_burn(controller) -> None:
    """The hole cards dealt and the preflop betting done: the flop's burn is the card expected."""
    while controller.hand.phase == "deal":
        assert controller.deal_next_card() is None
    betting_round(controller)
    assert controller.hand.expected_card().kind == "burn"


def last_hole_card(controller):
    """The last hole card dealt: (its seat, its number, the card)."""
    hand = controller.hand
    event = [e for e in hand.events if e.kind == "hole-card"][-1]
    seat = hand.config.players[event.player].seat
    return seat, len(hand.hole[event.player]), event.cards[0]


def test_a_hole_card_typed_for_the_burn_is_refused_without_its_seat_or_place(qtbot, table, french):
    window, controller = table.window, table.controller
    deal_to_the_burn(controller)
    seat, number, card = last_hole_card(controller)
    assert number == 4                                    # Omaha: the seat's fourth card, as in the issue
    inputs = list(controller.hand.inputs)

    type_card(qtbot, window, FRENCH.typed(card))          # in the French console's letters ("4c" for 4♥)

    said = window.findChild(QLabel, "messageLine").text()
    assert said.endswith(": carte déjà donnée dans ce coup.")
    on_screen = screen_words(window)
    for hidden in (f"siège {seat}", f"carte {number}", f"seat {seat}", "hole card"):
        assert hidden not in said and hidden not in on_screen
    assert controller.hand.inputs == inputs               # nothing dealt, nothing lost
    assert controller.hand.expected_card().kind == "burn"

    # The record has the whole of it, for the floor.
    with open_for_reading(table.path) as reader:
        number_in_store = controller.view().record_number
        refused = [e for e in reader.hand_events(number_in_store) if e.kind == "card-refused"]
        assert len(refused) == 1
        assert refused[0].payload["card"] == str(card)
        assert refused[0].payload["dealt_as"] == f"seat {seat}, hole card {number}"
        assert refused[0].payload["expected"] == "burn" and refused[0].payload["entered"] is True
        text = as_text(build(reader.load_hand(number_in_store), reader.replay_steps(number_in_store), []), "en")
        assert f"typed for burn was already dealt in this hand (seat {seat}, hole card {number}); not dealt" in text
    # Every export still reads the hand (the refused card is a note of the record, not an input).
    from io import StringIO
    from dealer_app.commands.export import run
    for fmt in ("phh", "text", "html"):
        out, err = StringIO(), StringIO()
        assert run(str(table.path), number_in_store, fmt, out=out, err=err) == 0, err.getvalue()


def test_the_floor_sees_where_the_card_went_after_the_supervisors_pin(qtbot, table, french):
    controller = table.controller
    deal_to_the_burn(controller)
    seat, number, card = last_hole_card(controller)
    assert controller.enter_card(FRENCH.typed(card)) is not None   # refused: already dealt
    floor = FloorController(controller.store, controller.authoriser.desk)
    view = FloorView(floor, choose_path=lambda fmt, suggested: None)
    qtbot.addWidget(view)
    view.resize(1600, 1000)
    view.show()
    qtbot.waitExposed(view)
    assert floor.replay(controller.view().record_number).refusal.code == "signed-out"   # nothing before the PIN
    view.findChild(QLineEdit, "supervisorIdField").setText(SUPERVISOR)
    view.findChild(QLineEdit, "pinField").setText(PIN)
    qtbot.mouseClick(view.findChild(QPushButton, "signInButton"), Qt.MouseButton.LeftButton)
    view.open_replay(controller.view().record_number)
    slider = view.findChild(QSlider, "stepSlider")
    said = []
    for index in range(slider.maximum() + 1):
        slider.setValue(index)
        said.append(view.findChild(QLabel, "whatHappened").text())
    refused = [s for s in said if "refusée" in s or "refused" in s]
    assert refused, said
    assert f"siège {seat}" in refused[0] and f"carte {number}" in refused[0]
    view.close()


def betting_round(controller) -> None:
    while controller.hand.phase == "bet":
        assert controller.act("call" if controller.hand.legal().to_call else "check") is None


def test_a_board_card_is_face_up_and_may_be_named(table):
    controller = table.controller
    deal_to_the_burn(controller)
    while controller.hand.phase == "deal":
        assert controller.deal_next_card() is None         # burn and flop
    flop = [c for c in controller.hand.board if c]
    betting_round(controller)                              # the flop's betting; the turn's burn is next
    assert controller.hand.expected_card().kind == "burn"
    said = controller.enter_card(str(flop[0]))
    assert said == f"{_name(flop[0])} was already dealt in this hand (flop 1)."


def _name(card) -> str:
    from dealer_app.words.table import card_name
    return card_name(card).with_first_up()


def test_a_burn_read_again_by_the_shoe_is_an_alert_without_its_place(table):
    """The shoe reads a card a second time: the alert on the screen does not say it was the burn."""
    from hardware.source import CardRead
    controller = table.controller
    deal_to_the_burn(controller)
    assert controller.deal_next_card() is None            # the burn
    burn = next(e for e in controller.hand.events if e.kind == "burn").cards[0]
    while controller.hand.phase == "deal":
        assert controller.deal_next_card() is None        # the flop
    betting_round(controller)
    controller.on_source_event(CardRead(burn, None, "SIM-0001", None, 1, 0, 0.0, b"\xa5", 1))
    alert = controller.view().alert
    assert alert is not None and alert.code == "card-seen-twice"
    assert "burn" not in alert.message and "already dealt in this hand." in alert.message
    events = [e for e in controller.store.hand_events(controller.view().record_number) if e.kind == "card-refused"]
    assert [e.payload["dealt_as"] for e in events] == ["burn"] and events[0].payload["entered"] is False
