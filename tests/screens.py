"""Every screen of the console, brought up in turn on a real hand store, for the fit test and the pictures.

``every_screen(qtbot, tmp_path, size)`` yields (name, widget) with the widget shown at ``size`` (a
dialog at most the size of the screen it is on), in the language in force:

- the console window: no session yet; a 10-seat 6-card Omaha table before the first hand; pre-flop with
  the blinds in; the flop bet with a refusal in the message line; the hands shown (six cards each, the
  widest ranks, "10"); the pots pushed;
- then (issue 24) hand 2 over with new settings waiting for the next hand (a fixed-limit Omaha Hi-Lo, the
  longest title: "… Limit 10/20 · blinds 5/10 · Hand 3"); hand 3, a bomb pot on the flop; a pot-limit hand
  all-in before the flop, three runs offered and one player agreed, then run three times (RULES.md 11),
  the third run being dealt, then shown;
- the set-up dialog, the seating panel, the corrections dialog, the misdeal reason dialog, the supervisor
  (PIN) dialog, the report dialog, the damaged store dialog, the choice of who sits out (ten at 6-card Omaha);
- the floor view: the sign-in, the hand history, the replay.
"""
from __future__ import annotations

from datetime import timezone
from contextlib import contextmanager
from typing import Iterator
from pathlib import Path

import shiboken6
from PySide6.QtWidgets import QApplication, QWidget
from PySide6.QtGui import QImage

from dealer_app.console.app import open_table, supervisor_desk
from dealer_app.floor.controller import FloorController
from dealer_app.store import open_store
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.roster import Roster
from engine.card_letters import letters_for
from engine.cards import parse_card
from ui.kit import fit
from ui.dialogs.damaged_store_dialog import DamagedStoreDialog
from ui.floor.floor_view import FloorView
from ui.kit.i18n import current_language, translate
from ui.main_window import MainWindow
from ui.dialogs.sit_out_dialog import SitOutDialog
from ui.dialogs.supervisor_dialog import SupervisorDialog

from floor_helpers import PIN as FLOOR_PIN, SUPERVISOR as FLOOR_SUPERVISOR, build_floor_store, copy_store
from store_helpers import FakeClock, club_init
from console_driver import PIN, SUPERVISOR, Clock


ROOT = Path(__file__).resolve().parent.parent

# The smallest screen supported: 1366×768 less a window manager's title bar and panel, and 1280 wide.
SMALLEST = (1280, 720)
SIZES = {"1366x768": (1366, 768), "1920x1080": (1920, 1080)}

# Ten seats, seven players (6-card Omaha deals 6 × 7 + 3 burns + 5 = 50 of the 52 cards); long names.
SETTINGS = """
[game]
variant = "omaha6"
structure = "pot-limit"

[stakes]
small_blind = 5
big_blind = 10
chip_unit = 1
min_buy_in = 500
max_buy_in = 10000

[table]
seats = 7
"""
# The next segment (issue 24): the longest title a game has, bomb pots on request.
HILO_LIMIT = """
[game]
variant = "omaha-hilo"
structure = "fixed-limit"

[stakes]
small_blind = 5
big_blind = 10
small_bet = 10
big_bet = 20
chip_unit = 1
min_buy_in = 500
max_buy_in = 10000

[table]
seats = 7

[bomb_pot]
mode = "on-request"
ante = 20
"""
# Then pot-limit Omaha run up to three times: 7 × 4 hole cards and three runs of 8 (3 burns, 5 cards) are 52.
RUN_THREE_TIMES = """
[game]
variant = "omaha"
structure = "pot-limit"

[stakes]
small_blind = 5
big_blind = 10
chip_unit = 1
min_buy_in = 500
max_buy_in = 10000

[house]
run_it = "when-all-agree"
max_runs = 3

[table]
seats = 7
"""
PLAYERS = {1: ("Jean-Baptiste Lefèvre", 10000), 2: ("Константин", 9850), 3: ("Marie-Thérèse", 1000),
           4: ("Wojciech", 2500), 5: ("Александра", 8000), 6: ("Éléonore", 600), 7: ("Bob", 5000)}
# Dealt one at a time from the small blind (seat 3 after the button on seat 1... the order is the
# controller's); the tens first, so the widest cards ("10♣") land in the first seats' rows.
DECK = ("Tc Td Th Ts Qc Qd Qh Qs Kc Kd Kh Ks Jc Jd Jh Js 9c 9d 9h 9s 8c 8d 8h 8s 7c 7d 7h 7s "
        "6c 6d 6h 6s 5c 5d 5h 5s 4c 4d 4h 4s 3c 3d 3h 3s 2c 2d 2h 2s Ac Ad Ah As").split()


def settle(qtbot, rounds: int = 3) -> None:
    for _ in range(rounds):
        QApplication.processEvents()
        qtbot.wait(10)


def typed(written: str) -> str:
    """A card written as the engine writes it ("Tc"), as the dealer types it in the language in force ("10t" in
    French, "10т" in Russian)."""
    return letters_for(current_language()).typed(parse_card(written))


class Dealer:
    """Plays the hand on the console as the dealer would, typing each card (the practice of a shoe)."""

    def __init__(self, controller):
        self.controller = controller
        self.cards = iter(DECK)

    def deal_to_action(self) -> None:
        c = self.controller
        while c.view().can_enter_card and c.view().pad is None:
            assert c.enter_card(typed(next(self.cards))) is None, c.view().message

    def calls_round(self) -> None:
        c = self.controller
        while c.view().pad is not None:
            assert c.act("check" if c.view().pad.can_check else "call") is None, c.view().message

    def folds_to_one(self) -> None:
        """Everyone folds: the hand is over, the last player in takes the pot."""
        c = self.controller
        while c.view().pad is not None:
            assert c.act("check" if c.view().pad.can_check else "fold") is None, c.view().message
            if c.view().pad is None and c.view().can_enter_card:
                self.deal_to_action()

    def to_the_showdown(self) -> None:
        c = self.controller
        while not c.view().can_show_down and (c.view().pad is not None or c.view().can_enter_card):
            self.calls_round()
            self.deal_to_action()

    def all_in_heads_up(self) -> None:
        """The first two to act raise each other to the pot-limit maximum until one is all-in and called;
        the others fold."""
        c, two = self.controller, []
        while (pad := c.view().pad) is not None:
            if len(two) < 2 and pad.seat not in two:
                two.append(pad.seat)
            if pad.seat not in two:
                refusal = c.act("fold")
            elif pad.can_raise:
                refusal = c.act("raise", pad.max_to)
            else:
                refusal = c.act("call")
            assert refusal is None, c.view().message


def ten_at_six_card_omaha():
    """The choice before a hand at ten seats of 6-card Omaha, everyone seated: three sit out (RULES.md 1)."""
    from dealer_app.table.sit_out_choice import sit_out_choice
    from engine.settings import parse_session
    from engine.session.table import TableSession
    session = TableSession(parse_session(SETTINGS.replace("seats = 7", "seats = 10")))
    more = {8: ("Hélène-Sophie", 1500), 9: ("Вячеслав", 2200), 10: ("Maximilien", 700)}
    for seat, (name, chips) in {**PLAYERS, **more}.items():
        session.sit(seat, name, chips)
    return sit_out_choice(session)


def every_screen(qtbot, tmp_path, size: tuple[int, int], dialogs: bool = True) -> Iterator[tuple[str, QWidget]]:
    """Every screen in turn; with ``dialogs`` False, the console window's alone (the table screen: issue 24)."""
    # The club's set-up: Marie, the first supervisor, bound to the table's store (new settings need her PIN).
    roster_path = club_init(tmp_path / "supervisors.json", tmp_path / "table.sqlite", "T4", SUPERVISOR, "Marie", PIN)
    desk = supervisor_desk(str(roster_path))
    controller = open_table(tmp_path / "table.sqlite", "T4", "Marie", desk, lambda report: None, clock=Clock())
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    try:
        settle(qtbot)
        yield "console-no-session", window

        assert controller.open_session(SETTINGS) is None, controller.view().message
        for seat, (name, chips) in PLAYERS.items():
            assert controller.sit(seat, name, chips) is None, controller.view().message
        settle(qtbot)
        yield "console-seated", window

        dealer = Dealer(controller)
        assert controller.new_hand() is None, controller.view().message
        dealer.deal_to_action()
        settle(qtbot)
        yield "console-preflop", window

        controller.act("raise", 35)
        dealer.calls_round()
        dealer.deal_to_action()
        controller.act("bet", 120) if controller.view().pad is not None else None
        controller.enter_card("zz")                     # a refusal in the message line
        settle(qtbot)
        yield "console-flop", window

        # Issue 25, 12: the store restored from an old copy, its hands refused by the room: the banner over the
        # table with the hands it lists and the hand being dealt, beside a refusal in the message line.
        from types import SimpleNamespace
        from dealer_app.words.central import parted_words
        window.record_parted.emit(parted_words(SimpleNamespace(
            diverged=True, refused=SimpleNamespace(hands=tuple(range(57, 64))))))
        settle(qtbot)
        yield "console-record-behind", window
        window.record_parted.emit(None)

        while controller.view().can_show_down is False and (controller.view().pad is not None
                                                             or controller.view().can_enter_card):
            dealer.calls_round()
            dealer.deal_to_action()
        assert controller.show_down() is None, controller.view().message
        settle(qtbot)
        yield "console-showdown", window

        if dialogs:
            dialog = window.desk.open_corrections()
            settle(qtbot)
            yield "corrections", dialog
            dialog.reject()

        assert controller.push_pots() is None, controller.view().message
        settle(qtbot)
        yield "console-pushed", window

        for name, opener in (("setup", window.desk.open_setup), ("seating", window.desk.open_seating),
                             ("report", window.desk.open_report)) if dialogs else ():
            dialog = opener()
            settle(qtbot)
            yield name, dialog
            dialog.reject()

        assert controller.new_hand() is None, controller.view().message
        Dealer(controller).deal_to_action()
        settle(qtbot)
        if dialogs:
            yield from _dialogs_over_hand_2(qtbot, window)

        # Hand 2 over, new settings from the next hand on: the header still names hand 2's game.
        Dealer(controller).folds_to_one()
        assert controller.change_settings(HILO_LIMIT, SUPERVISOR, PIN) is None, controller.view().message
        settle(qtbot)
        yield "console-new-settings", window

        # Hand 3, a bomb pot (B): every player antes and the flop comes at once.
        assert controller.bomb_pot_next() is None, controller.view().message
        if not controller.view().hand_in_progress:      # B names the next hand a bomb pot; N deals it
            assert controller.new_hand() is None, controller.view().message
        dealer = Dealer(controller)
        dealer.deal_to_action()
        settle(qtbot)
        yield "console-bomb-pot", window
        dealer.to_the_showdown()
        assert controller.show_down() is None and controller.push_pots() is None, controller.view().message

        # Hand 4: all-in before the flop, run three times; the third run being dealt, then the hands shown.
        assert controller.change_settings(RUN_THREE_TIMES, SUPERVISOR, PIN) is None, controller.view().message
        assert controller.new_hand() is None, controller.view().message
        dealer = Dealer(controller)
        dealer.deal_to_action()
        dealer.all_in_heads_up()
        for _ in range(2):
            assert controller.offer_runs() is None, controller.view().message
        assert controller.agree_to_runs(None) is None, controller.view().message
        settle(qtbot)
        yield "console-runs-offered", window            # one player agreed, the other asked (key Y)
        while controller.view().run_offer is not None:
            assert controller.agree_to_runs(None) is None, controller.view().message
        assert len(controller.view().runs) == 3, controller.view().message
        while not controller.view().runs[-1].dealing or len(controller.view().runs[-1].cards) < 4:
            assert controller.enter_card(typed(next(dealer.cards))) is None, controller.view().message
        settle(qtbot)
        yield "console-runs", window
        dealer.deal_to_action()
        assert controller.show_down() is None, controller.view().message
        settle(qtbot)
        yield "console-runs-shown", window
    finally:
        if shiboken6.isValid(window):
            window.close()
        controller.close()

    if dialogs:
        yield from floor_screens(qtbot, tmp_path, size)


def _dialogs_over_hand_2(qtbot, window) -> Iterator[tuple[str, QWidget]]:
    """The misdeal reason, the supervisor's PIN and the damaged store, each over the console."""
    dialog = window.desk.void_hand()
    settle(qtbot)
    yield "void-reason", dialog
    dialog.reject()

    dialog = SupervisorDialog(lambda supervisor, pin, reason: None, translate(
        "DeskBar", "Void hand {hand} ({reason}): a supervisor authorises it.").format(
        hand=2, reason=translate("ReasonDialog", "wrong players or blinds in the hand")), parent=window)
    fit.fit_dialog(dialog, window)
    dialog.open()
    settle(qtbot)
    yield "supervisor", dialog
    dialog.reject()

    dialog = DamagedStoreDialog("hand 12: the chain of records is broken at record 1,204 (its hash does not "
                                "follow from the one before)", "/srv/club/tables/T4.sqlite", window)
    dialog.resize(1200, 640)                        # as dealer_app.console.app opens it
    fit.fit_dialog(dialog, window)
    dialog.open()
    settle(qtbot)
    yield "damaged-store", dialog
    dialog.reject()

    dialog = SitOutDialog(window.controller, ten_at_six_card_omaha(), window)
    fit.fit_dialog(dialog, window)
    dialog.open()
    dialog.toggle(2)
    dialog.toggle(5)                                # two chosen: "✓ sits out" on their buttons
    settle(qtbot)
    yield "sit-out", dialog
    dialog.reject()


@contextmanager
def console(qtbot, tmp_path, size: tuple[int, int]):
    """The console window alone at ``size``, no session yet; closed after."""
    screens = every_screen(qtbot, tmp_path, size)
    _, window = next(screens)
    try:
        yield window
    finally:
        screens.close()


def floor_screens(qtbot, tmp_path, size: tuple[int, int]) -> Iterator[tuple[str, QWidget]]:
    from floor_helpers import sign_in
    template = tmp_path / "floor-template" / "table.sqlite"
    template.parent.mkdir()
    now = build_floor_store(template).now
    store = open_store(copy_store(template, tmp_path), table="T4", dealer="Dealer Lea", clock=FakeClock(now))
    roster = Roster.load(tmp_path / "floor-supervisors.json")
    roster.add(FLOOR_SUPERVISOR, "Marie", FLOOR_PIN, by="first run", at_utc_us=store.clock.utc_us())
    controller = FloorController(store, SupervisorDesk(roster, store.clock, store.append), tz=timezone.utc)
    exports = tmp_path / "exports"
    exports.mkdir(exist_ok=True)
    view = FloorView(controller, choose_path=lambda fmt, suggested: str(exports / suggested))
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    try:
        settle(qtbot)
        yield "floor-sign-in", view
        sign_in(qtbot, view)
        settle(qtbot)
        yield "floor-history", view
        from PySide6.QtWidgets import QTableWidget
        from floor_helpers import click
        view.findChild(QTableWidget, "handTable").selectRow(3)
        click(qtbot, view, "replayButton")
        settle(qtbot)
        yield "floor-replay", view
    finally:
        view.close()
        store.close()


def save(qtbot, widget, path: Path) -> QImage:
    for _ in range(3):
        qtbot.wait(30)
    assert widget.grab().save(str(path)), f"could not save {path}"
    image = QImage(str(path))
    assert image.width() >= 1500 and image.height() >= 900
    small = image.scaled(160, 100)
    light = [small.pixelColor(x, y).lightness() for x in range(160) for y in range(100)]
    assert sum(light) / len(light) < 110, f"{path.name} is not the dark theme"
    assert max(light) - min(light) > 150, f"{path.name} looks blank"
    return image
