"""Issue 20 at the console, by keys: a PLO 5/10 hand run twice (T offers, Y confirms each seat, the card
prompt names the run, the table lays the runs one under the other, the showdown panel awards each run on
its own board: 1,000 each), chips typed in (J) read by RULES.md 11 in the dealer's words, the pad's
pot-limit maximum as the fewest chips. Pictures (French) when DEALER_SCREENSHOTS is set."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from console_driver import Clock
from dealer_app.table.controller import TableController
from dealer_app.table.record import TableRecord
from engine.card_letters import FRENCH
from engine.cards import parse_card
from engine.settings import parse_session
from window_driver import shown_window, text

ROOT = Path(__file__).resolve().parents[2]
HOLES = {1: ("As", "Ah", "Ks", "Kh"), 2: ("Qc", "Qd", "Jc", "Jd")}
FLOP = ("8h", "2c", "7d", "9h")                        # burn, then the flop
RUN_1 = ("5c", "3s", "6c", "4d")                      # burn, turn, burn, river: the aces hold (seat 1)
RUN_2 = ("8c", "Qh", "Tc", "Qs")                      # four queens (seat 2)
SESSION = ("[stakes]\nsmall_blind = 5\nbig_blind = 10\n[house]\nmax_runs = 3\n"
           "[table]\nseats = 6\nchips = [5, 25, 100, 500, 1000]\n")


def table(stacks=(1000, 1000), session: str = SESSION) -> TableController:
    """Seats 1 (Anna) and 2 (Boris); the button on seat 2, who posts the small blind heads-up."""
    clock = Clock()
    record = TableRecord.new(parse_session(session), None, "dealer", clock())
    for seat, (name, stack) in enumerate(zip(("Anna", "Boris"), stacks), start=1):
        record.submit(lambda s, seat=seat, name=name, stack=stack: s.sit(seat, name, stack, at=clock()))
    record.submit(lambda s: s.start_hand(at=clock(), button=2))
    return TableController(record=record, clock=clock)


@pytest.fixture
def folder(tmp_path) -> Path:
    target = os.environ.get("DEALER_SCREENSHOTS")
    path = (ROOT / target) if target else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def save(qtbot, widget, path: Path) -> None:
    """The picture at the terminal's size (1366 wide), the dark theme with something drawn on it."""
    qtbot.wait(60)
    assert widget.grab().save(str(path)), f"could not save {path}"
    image = QImage(str(path))
    assert image.width() >= 1280 and image.height() >= 700
    small = image.scaled(160, 100)
    light = [small.pixelColor(x, y).lightness() for x in range(160) for y in range(100)]
    assert sum(light) / len(light) < 110 and max(light) - min(light) > 150, f"{path.name}: not the console drawn"


def key(window, which, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    if not window.isActiveWindow():                 # the chip entry just closed: the keys are the window's
        window.activateWindow()
        for _ in range(100):
            if window.isActiveWindow():
                break
            QTest.qWait(10)
    QTest.keyClick(window.windowHandle(), which, modifiers)
    QApplication.processEvents()


def type_in(window, typed: str) -> None:
    for ch in typed:
        QTest.keyClick(window.windowHandle(), ch)
        QApplication.processEvents()


def card(window, typed: str) -> None:
    """E, the card in the French console's letters ("As" is typed "Ap", "Qh" "Dc"), Enter."""
    key(window, Qt.Key.Key_E)
    type_in(window, FRENCH.typed(parse_card(typed)))
    key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Escape)


def raise_to(window, amount: int) -> None:
    key(window, Qt.Key.Key_Tab)
    type_in(window, str(amount))
    key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Escape)


def deal_holes(window, controller) -> None:
    h = controller.hand
    while (exp := h.expected_card()) is not None and exp.kind == "hole":
        card(window, HOLES[controller.session.seat_of_player(exp.player)][exp.number - 1])


def test_a_hand_run_twice_by_keys_each_run_on_its_board(qtbot, french, folder):
    controller = table()
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    h = lambda: controller.hand                                     # noqa: E731 - read only
    deal_holes(window, controller)
    for amount in (30, 90, 270):
        raise_to(window, amount)
    key(window, Qt.Key.Key_C)
    for c in FLOP:
        card(window, c)
    raise_to(window, 540)
    key(window, Qt.Key.Key_A)                                       # all-in for 730 more
    key(window, Qt.Key.Key_C)                                       # called: 2,000 in the pot
    assert h().pot == 2000 and h().stacks == [0, 0]

    # The engine offers the runs; nothing is recorded before every player still in has agreed.
    assert window.cash_bar.isVisible() and window.cash_bar.runs_button.isVisible()
    key(window, Qt.Key.Key_O)                                       # nothing offered yet: refused
    assert controller.view().message_is_refusal and h().runs == 1
    key(window, Qt.Key.Key_T)
    assert controller.view().run_offer.times == 2
    assert text(window, "runAgreeButton") == "Oui : siège 1"
    assert window.cash_bar.agree_button.key_hint == "O"            # oui: the yes of every French question
    key(window, Qt.Key.Key_Y)                                       # Y is no French answer: nothing
    assert [s.agreed for s in controller.view().run_offer.seats] == [False, False]
    key(window, Qt.Key.Key_O)
    assert h().runs == 1 and [s.agreed for s in controller.view().run_offer.seats] == [True, False]
    assert text(window, "cashBarWords").startswith("Tirer deux fois : confirmez l’accord de chaque joueur (O)")
    save(qtbot, window, folder / "run-it-twice-agreeing.png")
    key(window, Qt.Key.Key_O)
    assert h().runs == 2 and h().run_agreed_by == (0, 1)
    assert not window.cash_bar.isVisible()

    # The card prompt says which run; the table lays the runs one under the other.
    assert "donne 1" in text(window, "nextCardLabel").lower()
    for c in RUN_1:
        card(window, c)
    assert "donne 2" in text(window, "nextCardLabel").lower()
    for c in RUN_2[:2]:
        card(window, c)
    runs = window.table.runs
    # Each run's board a row of cards, all one size, instead of the one board (issue 24).
    assert runs.isVisible() and runs.text().splitlines() == ["DONNE 1 2♣ 7♦ 9♥ 3♠ 4♦", "▶ DONNE 2 2♣ 7♦ 9♥ D♥"]      # dame de cœur
    assert not window.table.board_row.isVisible()
    assert len({card.size().toTuple() for row in runs.cards[:2] for card in row}) == 1
    for c in RUN_2[2:]:
        card(window, c)

    # The showdown covers both runs: each its board and winner, 1,000 each; the push in chips.
    key(window, Qt.Key.Key_S)
    panel = window.showdown
    assert panel.isVisible()
    assert text(panel, "pot0Name").startswith("POT, DONNE 1") and text(panel, "pot1Name").startswith("POT, DONNE 2")
    assert "3♠ 4♦" in text(panel, "pot0Board") and "D♥ D♠" in text(panel, "pot1Board")
    in_chips = " ".join(text(panel, "showdownReturned").split())        # the language's thousands space
    assert "En jetons" in in_chips and "siège 1 (Anna) : 1 000 = 1 × 1 000" in in_chips.replace("\u202f", " ")
    view = controller.view().showdown
    assert [(p.run, [(w.seat, w.amount) for half in p.halves for w in half.winners]) for p in view.pots] == [
        (1, [(1, 1000)]), (2, [(2, 1000)])]
    save(qtbot, window, folder / "run-it-twice-showdown.png")
    key(window, Qt.Key.Key_P)
    assert h().payouts == [1000, 1000] and h().is_complete


def test_chips_typed_in_are_read_by_the_rules_in_the_dealers_words(qtbot, french, folder):
    controller = table()
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    deal_holes(window, controller)
    # Seat 2 (the small blind) faces 5 more: a single 500 chip is a call (TDA), 495 go back.
    key(window, Qt.Key.Key_J)
    dialog = window.chip_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClicks(dialog.field, "500")
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert controller.hand.street_bets == [10, 10]
    said = text(window, "messageLine")
    assert said.startswith("Un seul jeton de 500 face à 5 : suivre · 495 rendus — Siège 2 (Boris) suit 5")

    # Seat 1 (big blind) checks its option; the flop: a single 25 chip is a bet of its value, capped at
    # the pot-limit maximum of 20 (the pot), 5 back.
    key(window, Qt.Key.Key_C)
    for c in FLOP:
        card(window, c)
    # Not facing a bet, pot 20: the maximum bet is 20 = 4 × 5 on the pad.
    assert text(window, "maxChips") == "mise à 20 = 4 × 5"
    key(window, Qt.Key.Key_J)
    qtbot.keyClicks(window.chip_dialog.field, "1x25")
    qtbot.keyClick(window.chip_dialog.field, Qt.Key.Key_Return)
    said = text(window, "messageLine")
    assert "au-dessus de la limite du pot" in said and controller.hand.street_bets == [20, 0]
    # Facing 20, seat 2 puts in 2 × 25: 30 beyond the call is at least half the last bet of 20, so a raise,
    # to 50 as put in (between the minimum of 40 and the maximum of 80).
    key(window, Qt.Key.Key_J)
    qtbot.keyClicks(window.chip_dialog.field, "2x25")
    qtbot.keyClick(window.chip_dialog.field, Qt.Key.Key_Return)
    assert controller.hand.street_bets == [20, 50]
    assert "relance à 50" in text(window, "messageLine")
    # A chip not of the table's set is refused in the dialog, nothing recorded.
    key(window, Qt.Key.Key_J)
    qtbot.keyClicks(window.chip_dialog.field, "50")
    qtbot.keyClick(window.chip_dialog.field, Qt.Key.Key_Return)
    assert window.chip_dialog.isVisible() and "50" in window.chip_dialog.message.text()
    assert controller.hand.street_bets == [20, 50]
    save(qtbot, window, folder / "chips-on-the-felt.png")
    qtbot.keyClick(window.chip_dialog.field, Qt.Key.Key_Escape)


def test_a_raise_declared_with_one_1000_chip_by_keys_is_a_raise_to_600_and_400_back(qtbot, french, folder):
    """RULES.md 11 (TDA 45) at the window: pot limit, 300 in the pot, seat 2 faces 100 and pushes one 1,000 chip
    saying "raise". J opens the chip entry; as the dealer types, both readings show beside their keys; Ctrl+Enter
    records the declared raise: to 600 (the pot-limit maximum), 400 back."""
    controller = table(stacks=(5000, 5000))
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    deal_holes(window, controller)
    for amount in (30, 90, 150):
        raise_to(window, amount)
    key(window, Qt.Key.Key_C)                                       # 300 in the pot
    for c in FLOP:
        card(window, c)
    raise_to(window, 100)                                           # seat 1 bets 100: seat 2 faces 100 into 300
    assert controller.hand.legal().max_raise_to == 600
    key(window, Qt.Key.Key_J)
    dialog = window.chip_dialog
    qtbot.keyClicks(dialog.field, "1000")
    as_put_in = " ".join(dialog.as_put_in.text().replace("\u202f", " ").split())
    declared = " ".join(dialog.declared.text().replace("\u202f", " ").split())
    assert as_put_in == "Entrée, tels que posés : un seul jeton de 1 000 face à 100 : suivre · 900 rendus"
    assert declared == ("Ctrl+Entrée, relance annoncée : un seul jeton de 1 000 avec une relance annoncée : "
                        "relance à 600, le maximum permis · 400 rendus")
    assert dialog.as_put_in.isVisible() and dialog.declared.isVisible()
    assert dialog.height() >= dialog.sizeHint().height()          # every line of it seen, none squeezed
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not dialog.isVisible()
    assert controller.hand.street_bets == [100, 600] and controller.hand.stacks == [4750, 4250]
    said = " ".join(text(window, "messageLine").replace("\u202f", " ").split())
    assert said.startswith("Un seul jeton de 1 000 avec une relance annoncée : relance à 600, le maximum permis · "
                           "400 rendus — Siège 2 (Boris) relance à 600")


class StillClock:
    """The console's clock, moved by the test only."""

    def __init__(self, at: str):
        from datetime import datetime
        self.now = datetime.fromisoformat(at)

    def __call__(self) -> str:
        return self.now.isoformat(timespec="seconds")

    def move(self, minutes: int) -> None:
        from datetime import timedelta
        self.now += timedelta(minutes=minutes)


def test_the_cash_bar_always_says_when_time_falls_due_next_in_the_dealers_language(qtbot, french, folder):
    """Issue 24: nothing on screen said when time falls due. Per seat: the next collection time, then due (in the
    warning colour), then taken at this hand and the next one; the words in French."""
    clock = StillClock("2025-03-01T21:10:00")
    record = TableRecord.new(parse_session(SESSION + '[time_collection]\nmode = "per-seat"\namount = 10\n'), None,
                             "dealer", clock())
    for seat, name in ((1, "Anna"), (2, "Boris")):
        record.submit(lambda s, seat=seat, name=name: s.sit(seat, name, 1000, at=clock()))
    controller = TableController(record=record, clock=clock)
    window = shown_window(qtbot, controller, size=(1366, 740), active=True)
    line = window.cash_bar.findChild(QLabel, "timeDueLabel")
    assert window.cash_bar.isVisible() and line.isVisible()
    assert line.text() == ("Collecte du temps : la prochaine à 21:30, 10 de chaque joueur servi au premier coup qui "
                           "suit.")
    clock.move(21)
    controller.check_time_collection()               # what the bar's clock does every 15 seconds
    assert line.text() == "Collecte du temps de 21:30 due : 10 de chaque joueur servi à la prochaine main."
    key(window, Qt.Key.Key_N)
    assert controller.hand is not None and controller.session.ledger.time == 20
    assert line.text() == "Collecte du temps : 10 pris à chaque joueur servi à ce coup ; la prochaine à 22:00."
    save(qtbot, window, folder / "time-collection-line.png")
