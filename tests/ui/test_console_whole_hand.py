"""A whole hand through the window (issue 7), asserting what the screen shows.

pytest-qt, headless: the console on a real hand store, its cards coming from
the simulated shoe over a real pty through the real driver, the shoe loaded
with a scripted order so the winners are known. Pot Limit Omaha 5/10 with
the French levy (4 % of each pot, cap 75), four players with unequal stacks:

- the blinds posted; Chloé raises to exactly the displayed maximum (Pot,
  then Raise), Dmitri re-raises to his, every maximum on the screen checked
  against RULES.md's formula computed here by hand: 3 × the last bet or
  raise + all the other money in the middle;
- on the flop Chloé bets the pot, Dmitri moves all-in, Bob (the short stack)
  calls all-in for less: a side pot; Chloé can only call (a short all-in
  does not reopen the raising);
- the showdown panel: each pot, its winners with the hand and the five
  cards used (hole and board marked), the split, the odd chip, the rake;
  the seats still show the stacks before the award until the dealer pushes;
- the console restarted between the show and the push comes back in the same
  stage; Undo takes the show back; Push moves the chips and they reconcile.

A picture of the showdown panel goes to a temporary folder, or, under Xvfb
for the docs, to docs/screenshots/showdown.png:

    xvfb-run -a -s "-screen 0 1920x1200x24" env QT_QPA_PLATFORM=xcb \\
        DEALER_SCREENSHOTS=docs/screenshots .venv/bin/python -m pytest tests/ui/test_console_whole_hand.py
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from dealer_app.console.app import open_table, supervisor_desk
from dealer_app.files.presets import preset_text
from dealer_app.console.shoe_bridge import ShoeConnection, ShoeOptions
from dealer_app.table.showdown import POTS_PUSHED, POTS_SHOW_UNDONE, POTS_SHOWN
from dealer_app.store import open_for_reading, verify_store
from engine.cards import parse_card
from console_driver import Clock, click, key, stacks, text
from ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
WAIT_MS = 10_000
SEATS = {1: ("Ann", 1000), 2: ("Bob", 500), 3: ("Chloé", 900), 4: ("Dmitri", 700)}
BOUGHT_IN = sum(chips for _, chips in SEATS.values())
# Seat 4 has the button (the last seat, on the session's first hand): seat 1 posts 5, seat 2 posts 10.
HOLE = {1: "2c 3c 4d 5d", 2: "Kh Qc 3d 3s", 3: "Kc Qd 6h 6c", 4: "As Ah 8d 7c"}
# Burn, flop, burn, turn, burn, river. No three cards of a suit, no pair: the straights decide.
BOARD = "5s Js Td 9c 6s 4h 7h 2s"
# Dealt one card at a time round the table from the small blind, four times, then the board.
ORDER = [HOLE[seat].split()[k] for k in range(4) for seat in (1, 2, 3, 4)] + BOARD.split()


def pot_limit_max(last: int, *others: int) -> int:
    """RULES.md 4, the largest raise as a total: 3 × the last bet or raise + all other money in the middle
    (the blinds and earlier streets included, the player's own chips on this street not)."""
    return 3 * last + sum(others)


class Console:
    """The console as dealer-app starts it: the store opened and resumed, the simulated shoe on a pty."""

    def __init__(self, qtbot, store_path, roster):
        self.qtbot, self.store_path, self.roster = qtbot, store_path, roster
        self.clock = Clock()
        self.shoe = self.controller = self.window = None

    def start(self):
        self.shoe = ShoeConnection.start(ShoeOptions(sim_seed=5))
        desk = supervisor_desk(str(self.roster))
        self.controller = open_table(self.store_path, "T7", "Marie", desk, lambda report: None,
                                     source=self.shoe.source, clock=self.clock)
        self.shoe.attach(self.controller.on_source_event)
        self.window = MainWindow(self.controller)
        self.qtbot.addWidget(self.window)
        self.window.resize(1600, 1000)
        self.window.show()
        self.qtbot.waitExposed(self.window)
        self.qtbot.waitUntil(lambda: text(self.window, "cardSourceLabel") == "cards: shoe SIM-0001 · connected",
                             timeout=WAIT_MS)
        return self.window, self.controller

    def stop(self):
        if self.window is not None:
            self.window.close()
            self.controller.close()
            self.shoe.close()
            self.window = None


@pytest.fixture
def console(qtbot, store_path, roster):  # noqa: F811 - the fixtures imported above
    running = Console(qtbot, store_path, roster)
    yield running
    running.stop()


@pytest.fixture
def folder(tmp_path) -> Path:
    target = os.environ.get("DEALER_SCREENSHOTS")
    path = (ROOT / target) if target else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


# ------------------------------------------------------------------ helpers

def markers(window) -> dict[int, str]:
    """What each seat's marker says: BUTTON, SB, BB (as words on the screen)."""
    out = {}
    for n in range(1, 7):
        said = text(window, f"seat{n}Marker")
        words = [w for w in ("BUTTON", "SB", "BB") if f"&nbsp;{w}&nbsp;" in said]
        if words:
            out[n] = " ".join(words)
    return out


def chips(n: int) -> str:
    return f"{n:,}"


def deal_to_action(qtbot, window, controller, phase: str = "bet") -> None:
    """Deal to action (key D): the shoe deals, card by card, over the pty."""
    key(qtbot, window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: controller.hand.phase == phase and not controller.view().waiting_for_shoe,
                    timeout=WAIT_MS)


def to_act(window) -> str:
    return text(window, "actorLabel")


def raise_to_the_maximum(qtbot, window, expected: int) -> None:
    """Pot, then Raise: the amount is the maximum the pad shows, and the button says so."""
    click(qtbot, window, "presetPot")
    assert window.findChild(QLineEdit, "amountField").value() == expected
    click(qtbot, window, "raiseButton")


def board(window) -> list[str]:
    return [text(window, f"boardCard{i}").replace("\n", "") for i in range(1, 6)]


def cards_used(window, prefix: str) -> tuple[list[str], str]:
    """The five cards of a winner's hand as the panel shows them, and the row's words (hand · board)."""
    row = window.showdown.findChild(QWidget, f"{prefix}Card")
    faces = [window.showdown.findChild(QLabel, f"{prefix}Card{i}") for i in range(5)]
    assert row is not None and all(faces), f"no cards for {prefix}"
    return [f.accessibleName() for f in faces], row.accessibleName()


# ------------------------------------------------------------------ the hand

def test_a_whole_hand_from_the_shoe_to_the_pushed_pots(qtbot, console, folder, store_path):  # noqa: F811
    window, controller = console.start()
    settings = preset_text("french-levy-500").replace("[table]\n", "[table]\nseats = 6\n")
    assert controller.open_session(settings) is None
    for seat, (name, buy_in) in SEATS.items():
        assert controller.sit(seat, name, buy_in) is None
    rounds = console.shoe.simulator.shoe.round
    key(qtbot, window, Qt.Key.Key_N)
    # The shoe is loaded for this hand (the console asks for a new round), then with the scripted order.
    console.shoe.source.new_round(order=[parse_card(c) for c in ORDER])
    qtbot.waitUntil(lambda: console.shoe.simulator.shoe.round == rounds + 2, timeout=WAIT_MS)

    # The blinds.
    assert markers(window) == {4: "BUTTON", 1: "SB", 2: "BB"}
    assert text(window, "potLabel") == "POT 15"
    assert stacks(window, SEATS) == {1: "995", 2: "490", 3: "900", 4: "700"}
    assert (text(window, "seat1Bet"), text(window, "seat2Bet")) == ("5", "10")

    # Pre-flop: every hole card from the shoe, in the order it was loaded.
    deal_to_action(qtbot, window, controller)
    assert [str(r.card) for _, r in controller.reads] == ORDER[:16]
    assert all(r.raw[0] == 0xA5 and r.device == "SIM-0001" for _, r in controller.reads)
    assert to_act(window) == "Seat 3 · Chloé"
    most = pot_limit_max(10, 5)                                   # 35
    assert text(window, "maxLabel") == f"raise to {most}"
    assert text(window, "maxArithmetic") == f"3 × 10 + 5 = {most}"
    raise_to_the_maximum(qtbot, window, most)
    assert text(window, "messageLine") == "Seat 3 (Chloé) raises to 35."

    assert to_act(window) == "Seat 4 · Dmitri"
    most = pot_limit_max(35, 10, 5)                               # 120
    assert text(window, "maxLabel") == f"raise to {most}"
    assert text(window, "maxArithmetic") == f"3 × 35 + 10 + 5 = {most}"
    raise_to_the_maximum(qtbot, window, most)

    assert to_act(window) == "Seat 1 · Ann"
    assert text(window, "maxLabel") == f"raise to {pot_limit_max(120, 35, 10)}"     # 405
    key(qtbot, window, Qt.Key.Key_F)
    assert to_act(window) == "Seat 2 · Bob"
    assert text(window, "maxLabel") == f"raise to {pot_limit_max(120, 35, 5)}"      # 400
    assert text(window, "callButton") == "Call 110"
    key(qtbot, window, Qt.Key.Key_C)
    assert to_act(window) == "Seat 3 · Chloé"
    assert text(window, "maxLabel") == f"raise to {pot_limit_max(120, 120, 5)}"     # 485
    key(qtbot, window, Qt.Key.Key_C)
    pot = 5 + 3 * 120
    assert text(window, "potLabel") == f"POT {pot}"

    # The flop: Chloé bets the pot, Dmitri moves all-in, Bob calls all-in for less, Chloé calls.
    deal_to_action(qtbot, window, controller)
    assert board(window)[:3] == ["J♠", "10♦", "9♣"]
    assert to_act(window) == "Seat 2 · Bob"
    assert text(window, "maxLabel") == f"bet to {pot}"
    key(qtbot, window, Qt.Key.Key_C)                              # checks
    assert to_act(window) == "Seat 3 · Chloé"
    raise_to_the_maximum(qtbot, window, pot)
    assert text(window, "messageLine") == "Seat 3 (Chloé) bets to 365."
    assert to_act(window) == "Seat 4 · Dmitri"
    most = pot_limit_max(365, 365)                                # 1,460: his whole stack is less
    assert text(window, "maxLabel") == "raise to 580"
    assert text(window, "maxArithmetic") == f"3 × 365 + 365 = {most}; all-in is 580"
    key(qtbot, window, Qt.Key.Key_A)
    assert text(window, "messageLine") == "Seat 4 (Dmitri) raises to 580 (all-in)."
    assert to_act(window) == "Seat 2 · Bob"
    assert text(window, "callButton") == "Call 380 (all-in)"
    key(qtbot, window, Qt.Key.Key_C)
    assert to_act(window) == "Seat 3 · Chloé"
    assert text(window, "maxLabel") == "no raise"                 # 215 more is not a full raise of 365
    assert "less than a full raise" in text(window, "closedLabel")
    assert text(window, "callButton") == "Call 215"
    key(qtbot, window, Qt.Key.Key_C)

    # Nobody can bet: the turn and the river come out, and the side pot is on the table.
    deal_to_action(qtbot, window, controller, phase="showdown")
    assert board(window) == ["J♠", "10♦", "9♣", "4♥", "2♠"]
    assert [str(r.card) for _, r in controller.reads] == ORDER
    main, side = 5 + 3 * 500, 2 * (700 - 500)                     # Bob's 500 in all; Chloé and Dmitri 700
    assert text(window, "potLabel") == f"POT {chips(main + side)}"
    assert text(window, "potsLabel") == f"main pot {chips(main)} · side pot 1 {side}"
    before = {1: "995", 2: "0", 3: "200", 4: "0"}
    assert stacks(window, SEATS) == before

    # The show: the award laid out, no chip moved.
    key(qtbot, window, Qt.Key.Key_S)
    assert window.showdown.isVisible() and not window.pad.isVisible()
    main_rake, side_rake = main * 4 // 100, side * 4 // 100       # 4 % of each pot, rounded down: 60, 16
    main_share = main - main_rake                                 # 1,445: Bob and Chloé tie, one odd chip
    bob, chloe = main_share // 2 + 1, main_share // 2             # the odd chip: first left of the button
    stage = showdown_on_screen(window)
    assert stage == {
        "title": "POTS TO PUSH",
        "pot0": (f"MAIN POT {chips(main)}", f"rake {main_rake}",
                 f"{chips(main_share)} contested by seats 2, 3, 4: shared by seats 2, 3"),
        "pot1": (f"SIDE POT 1 {side}", f"rake {side_rake}", f"{side - side_rake} contested by seats 3, 4: seat 3 takes "
                                                             "it all"),
        "pot0Half0Winner0": ("Seat 2 · Bob", f"wins {bob}", True, "King-high straight"),
        "pot0Half0Winner1": ("Seat 3 · Chloé", f"wins {chloe}", False, "King-high straight"),
        "pot1Half0Winner0": ("Seat 3 · Chloé", f"wins {side - side_rake}", False,
                             "King-high straight (cards as above)"),
    }
    assert cards_used(window, "pot0Half0Winner0") == (
        ["K♥ from the hand", "Q♣ from the hand",
         "J♠ from the board", "10♦ from the board", "9♣ from the board"],
        "hand K♥ Q♣ · board J♠ 10♦ 9♣")
    assert cards_used(window, "pot0Half0Winner1")[1] == "hand K♣ Q♦ · board J♠ 10♦ 9♣"
    assert window.showdown.findChild(QLabel, "pot0Half0Winner0CardHoleCaption").text() == "HAND"
    assert window.showdown.findChild(QLabel, "pot0Half0Winner0CardBoardCaption").text() == "BOARD"
    assert stacks(window, SEATS) == before                        # the chips are still in the middle
    assert text(window, "potLabel") == f"POT {chips(main + side)}"
    assert "K♥" in text(window, "seat2Cards") and "A♠" in text(window, "seat4Cards")   # the hands face up
    assert text(window, "promptLabel") == "Pots to push: check, then Push (P)"
    assert not window.findChild(QWidget, "newHandButton").isEnabled()
    push = window.showdown.push_button
    assert push.isEnabled() and push.height() >= 64 and push.text() == "Push pots"
    save(qtbot, window, folder / "showdown.png")

    # The console stops between the show and the push: it comes back in the same stage.
    state = controller.session.state()
    console.stop()
    window, controller = console.start()
    assert controller.session.state() == state
    assert showdown_on_screen(window) == stage
    assert stacks(window, SEATS) == before

    # Undo takes the show back (a correction before the chips move); the dealer shows again.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert text(window, "messageLine") == "Undone: a show."
    assert not window.showdown.isVisible() and window.pad.isVisible()
    assert text(window, "promptLabel") == "Showdown: show the hands"
    assert controller.hand.phase == "showdown" and not controller.hand.shown
    key(qtbot, window, Qt.Key.Key_S)
    assert showdown_on_screen(window) == stage

    # Push (key P): the chips move, and every chip is accounted for.
    key(qtbot, window, Qt.Key.Key_P)
    after = {1: "995", 2: f"{bob}", 3: chips(200 + chloe + side - side_rake), 4: "0"}
    assert stacks(window, SEATS) == after
    assert text(window, "potLabel") == "POT 0"                    # the middle is empty
    assert text(window, "seat2Status") == f"WINS {bob}"
    assert text(window, "seat3Status") == f"WINS {chips(chloe + side - side_rake)}"
    assert text(window, "seat4Status") == "NO CHIPS"
    assert text(window.showdown, "showdownTitle") == "POTS PUSHED"
    assert not window.showdown.push_button.isEnabled()
    assert text(window, "messageLine") == f"Pots pushed: seat 2 (Bob) {bob}, seat 3 (Chloé) {chips(1106)}."
    shown = sum(int(v.replace(",", "")) for v in after.values())
    assert shown + main_rake + side_rake == BOUGHT_IN
    assert controller.session.reconcile().balanced
    assert window.findChild(QWidget, "newHandButton").isEnabled()
    save(qtbot, window, folder / "showdown-pushed.png")

    # The record: the show, its undo and the push, each with the dealer and the time; the chain intact.
    number = controller.record.store_hand_number
    console.stop()
    with open_for_reading(store_path) as reader:
        kinds = [(e.kind, e.payload["by"]) for e in reader.hand_events(number)
                 if e.kind in (POTS_SHOWN, POTS_SHOW_UNDONE, POTS_PUSHED)]
        assert kinds == [(POTS_SHOWN, "Marie"), (POTS_SHOW_UNDONE, "Marie"), (POTS_SHOWN, "Marie"),
                         (POTS_PUSHED, "Marie")]
        stored = reader.load_hand(number)
        assert stored.status == "complete"
        assert stored.end.payload["finishing_stacks"] == [995, bob, 200 + chloe + side - side_rake, 0]
        assert reader.replay_steps(number)[-1].text.startswith("pots-pushed")
    assert verify_store(store_path).intact


def showdown_on_screen(window) -> dict:
    """What the showdown panel says: its title, each pot's line, each winner's line."""
    panel = window.showdown
    assert panel.isVisible()
    said: dict = {"title": text(panel, "showdownTitle").strip()}
    for i in range(4):
        if panel.findChild(QLabel, f"pot{i}Name") is None:
            continue
        said[f"pot{i}"] = (text(panel, f"pot{i}Name"), text(panel, f"pot{i}Rake"), text(panel, f"pot{i}Shared"))
        for j in range(4):
            prefix = f"pot{i}Half0Winner{j}"
            if panel.findChild(QLabel, f"{prefix}Who") is None:
                continue
            hand = panel.findChild(QLabel, f"{prefix}Hand") or panel.findChild(QLabel, f"{prefix}CardHand")
            said[prefix] = (text(panel, f"{prefix}Who"), text(panel, f"{prefix}Amount"),
                            panel.findChild(QLabel, f"{prefix}OddChip") is not None, hand.text())
    return said


def save(qtbot, window, path: Path) -> None:
    """The window at the showdown, drawn: the dark theme, with something on it."""
    for _ in range(3):
        qtbot.wait(30)
    assert window.grab().save(str(path)), f"could not save {path}"
    image = QImage(str(path))
    assert image.width() >= 1500 and image.height() >= 900
    small = image.scaled(160, 100)
    light = [small.pixelColor(x, y).lightness() for x in range(160) for y in range(100)]
    assert sum(light) / len(light) < 110, f"{path.name} is not the dark theme"
    assert max(light) - min(light) > 150, f"{path.name} looks blank"
