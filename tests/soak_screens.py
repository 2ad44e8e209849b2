"""The long-lived screens through thousands of redraws, each in a process of its own: the children of
tests/ui/test_redraws_soak.py, tests/central/test_floor_station_soak.py and bench/soak.py.

    python tests/soak_screens.py console --redraws 2000 --folder DIR
    python tests/soak_screens.py floor-view --redraws 2000 --folder DIR
    python tests/soak_screens.py station --central URL --supervisor M-01 --pin 730519 --redraws 2000

Each child prints one JSON line when it is done and exits 0 once its windows are closed: the redraws
counted, and after the warm-up (``--warm-up``, a fraction of the redraws) and at the end the reference
counts of None, True and False (``sys.getrefcount``) and the resident memory (VmRSS and RssAnon of
/proc/self/status), both read after a ``gc.collect()``; and what the installed PySide leaks at a parent
link (``none_per_link``, tests/soak_verdict.py). PySide6 6.12.0 took a reference off None at every
Qt call returning nothing and off True at every emit (tests/project/test_pyside_refcounts.py): over
thousands of redraws, each making hundreds of such calls, that is a drift of hundreds of thousands, and
the interpreter aborts once None's count reaches 0.

The dealer here presses keys on the window (``KeyDealer``), as tests/ui/test_keyboard_hand.py does: the
window's shortcuts and fields take them; the controller is only read, to choose the next key.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
for _folder in (ROOT / "tests", ROOT):          # the checkout first: its engine, not tests/engine
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))


# ------------------------------------------------------------------ what is measured

def memory_kb(pid: str = "self") -> dict[str, int]:
    """Resident memory of a process (kB), from /proc/PID/status: ``rss`` (VmRSS, all of it) and ``anon``
    (RssAnon: the heap and other private memory, where a leak grows). VmRSS also counts the pages of the
    libraries and files mapped, which the kernel drops and reads back as other programs need the memory:
    on this shared machine that moves it by a few MB either way with no change in the program."""
    found = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(("VmRSS:", "RssAnon:")):
                found["rss" if line.startswith("VmRSS") else "anon"] = int(line.split()[1])
    if "rss" not in found:
        raise RuntimeError(f"no VmRSS in /proc/{pid}/status")
    return found


def rss_kb(pid: str = "self") -> int:
    """VmRSS of a process (kB)."""
    return memory_kb(pid)["rss"]


def singletons() -> dict[str, int]:
    """The reference counts of None, True and False now."""
    return {"None": sys.getrefcount(None), "True": sys.getrefcount(True), "False": sys.getrefcount(False)}


def sample() -> dict:
    gc.collect()
    kb = memory_kb()
    return {"refcounts": singletons(), "rss_kb": kb["rss"], "anon_kb": kb.get("anon", 0)}


class Counter:
    """Counts the calls of one method of a class (installed before the widget is made, so the bound
    methods Qt is given are the counting ones)."""

    def __init__(self, cls: type, name: str):
        self.count = 0
        plain = getattr(cls, name)

        def counted(obj, *args, **kwargs):
            self.count += 1
            return plain(obj, *args, **kwargs)
        counted.__name__ = name
        setattr(cls, name, counted)


def shown(window, size: tuple[int, int]) -> None:
    """The window shown at ``size`` and holding the keyboard before the first key (a key before that is lost)."""
    from PySide6.QtTest import QTest
    window.resize(*size)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowActive(window, 5000)


def report(result: dict) -> None:
    print(json.dumps(result), flush=True)


# ------------------------------------------------------------------ keys

def press(window, key, text: str = "") -> None:
    """A key on the window's QWindow, as a keyboard's: Qt gives it to the shortcuts or the field in focus."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    if text:
        for ch in text:
            QTest.keyClick(window.windowHandle(), ch)
    else:
        QTest.keyClick(window.windowHandle(), key)
    QApplication.processEvents()


class KeyDealer:
    """A dealer at the console, one key (or one typed amount) a step: new hand, cards one by one (Space),
    the player to act folding, checking, calling or raising (the amount typed after Tab, sometimes the
    pot-limit maximum), the hands shown (S) and the pots pushed (P). Between hands a player left with less
    than a big blind buys chips again (the seating desk). Seeded: the same seed, the same evening."""

    def __init__(self, window, controller, seed: int, rebuy: int = 1000):
        self.window, self.controller = window, controller
        self.rng = random.Random(seed)
        self.rebuy = rebuy
        self.counts = {"hands": 0, "cards": 0, "folds": 0, "checks": 0, "calls": 0, "raises": 0,
                       "pot_limit_max": 0, "showdowns": 0, "rebuys": 0, "refusals": 0, "waits": 0}

    def step(self) -> str:
        """Press the next key; returns what it was ("wait" while the shoe has not dealt the card asked)."""
        from PySide6.QtCore import Qt
        c, h = self.controller, self.controller.hand
        view = c.view()
        if view.can_push_pots:
            press(self.window, Qt.Key.Key_P)
            return "push"
        if h is None or h.is_complete or h.phase not in ("deal", "bet", "showdown"):
            self._rebuys()
            press(self.window, Qt.Key.Key_N)
            if c.hand is not h:
                self.counts["hands"] += 1
            else:
                self.counts["refusals"] += 1
            return "new-hand"
        if h.phase == "showdown":
            press(self.window, Qt.Key.Key_S)
            self.counts["showdowns"] += 1
            return "show"
        if h.phase == "deal":
            if c.source is not None and c.cards.pull_pending():
                self.counts["waits"] += 1
                return "wait"
            press(self.window, Qt.Key.Key_Space)
            self.counts["cards"] += 1
            return "card"
        if h.actor is None:
            self.counts["waits"] += 1
            return "wait"
        before = len(h.inputs)
        done = self._act(h.legal())
        if len(c.hand.inputs) != before + 1:              # the key did not record the act meant
            self.counts["refusals"] += 1
        return done

    def _act(self, legal) -> str:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication
        r = self.rng.random()
        if legal.can_raise and r < 0.15:
            to = legal.max_raise_to if self.rng.random() < 0.3 else self.rng.randint(
                legal.min_raise_to, max(legal.min_raise_to, min(legal.max_raise_to, legal.min_raise_to * 3)))
            self.counts["pot_limit_max"] += to == legal.max_raise_to
            press(self.window, Qt.Key.Key_Tab)
            press(self.window, None, str(to))
            press(self.window, Qt.Key.Key_Return)
            if QApplication.focusWidget() is self.window.pad.amount:
                press(self.window, Qt.Key.Key_Escape)         # out of the amount field: the keys act again
            self.counts["raises"] += 1
            return "raise"
        if legal.can_check:
            press(self.window, Qt.Key.Key_C)
            self.counts["checks"] += 1
            return "check"
        if r < 0.45 or legal.call_is_all_in and r < 0.8:
            press(self.window, Qt.Key.Key_F)
            self.counts["folds"] += 1
            return "fold"
        press(self.window, Qt.Key.Key_C)
        self.counts["calls"] += 1
        return "call"

    def _rebuys(self) -> None:
        session = self.controller.record.session
        bb = session.settings.stakes.big_blind
        for seat, player in sorted(session.seats.items()):
            if player.stack < bb:
                if self.controller.rebuy(seat, self.rebuy - player.stack) is None:
                    self.counts["rebuys"] += 1


# ------------------------------------------------------------------ the console

PLAYERS = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")


def open_console(folder: Path, source=None, preset: str = "french-levy-500", seed: int = 2, extra: str = ""):
    """The console as a club runs it (bench/console.py's club set-up): the table's hand store, a session
    opened from the French levy preset (Omaha Pot Limit 5/10), six players drawn to their seats with
    1,000 each, the window the console builds (the floor view behind F12) shown at 1600×1000. ``extra``:
    sections added to the preset's file (bench/soak.py's [jackpot])."""
    from dealer_app.console.app import build_window, open_table, supervisor_desk
    from dealer_app.files.presets import preset_text
    from dealer_app.supervisors.roster import Roster
    roster = folder / "supervisors.json"
    Roster.load(roster).add("B-01", "Soak", "25801397", by="soak", at_utc_us=1_790_000_000_000_000)
    controller = open_table(folder / "table.sqlite", "S1", "Soak", supervisor_desk(str(roster)),
                            lambda report: None, source=source)
    refusal = controller.open_session(preset_text(preset) + extra) or controller.draw_seats(
        [{"name": name, "buy_in": 1000} for name in PLAYERS], seed=seed)
    if refusal:
        raise RuntimeError(str(refusal))
    window = build_window(controller)
    shown(window, (1600, 1000))
    return controller, window


def soak(redraws: Callable[[], int], step: Callable[[], None], target: int, warm_up: float, seconds: float,
         at_rest: Callable[[], bool] = lambda: True, progress: Callable[[], dict] = dict, trace: int = 0) -> dict:
    """``step`` until ``redraws()`` reaches ``target`` (or ``seconds`` pass). Sampled twice, each time at the
    first moment at rest (``at_rest``: a new hand just begun, the list shown) once past the warm-up and once
    past the target: the two samples hold the same kind of state (a hand in play holds a few hundred
    references to None that the next hand lets go). ``progress()`` is said with each sample; with ``trace``
    a sample is also printed every ``trace`` redraws (to see whether memory levels off)."""
    from PySide6.QtWidgets import QApplication
    started = time.monotonic()
    warm = None

    def now() -> dict:
        return {"redraws": redraws(), "seconds": round(time.monotonic() - started, 1), **progress(), **sample()}
    traced = 0
    while time.monotonic() - started < seconds:
        step()
        QApplication.processEvents()
        if trace and redraws() >= traced + trace:
            traced = redraws() - redraws() % trace
            report({"trace": now()})
        if redraws() >= target and at_rest():
            break
        if warm is None and redraws() >= warm_up * target and at_rest():
            warm = now()
    return {"warm": warm, "end": now()}


def none_per_link() -> float:
    """References to None the installed PySide leaks when a widget made from Python is given a parent
    and both go (``QLabel(parent)``): 0 on 6.9.3, 2 on 6.10 to 6.11.3 (tests/soak_verdict.py)."""
    from PySide6.QtWidgets import QLabel, QWidget

    def link() -> None:
        QLabel(QWidget())
    for _ in range(20):
        link()
    gc.collect()
    before = sys.getrefcount(None)
    for _ in range(200):
        link()
    gc.collect()
    return round((sys.getrefcount(None) - before) / 200, 2)


def console(args) -> dict:
    from PySide6.QtWidgets import QApplication
    from ui.main_window import MainWindow
    app = QApplication.instance() or QApplication([])
    refreshes = Counter(MainWindow, "refresh")
    controller, window = open_console(Path(args.folder))
    dealer = KeyDealer(window, controller, args.seed)
    result = soak(lambda: refreshes.count, dealer.step, args.redraws, args.warm_up, args.seconds,
                  at_rest=lambda: controller.hand is not None and not controller.hand.inputs,
                  progress=lambda: {"hands": dealer.counts["hands"]}, trace=args.trace)
    window.close()
    controller.close()
    app.processEvents()
    return {"screen": "console", **result, "dealt": dealer.counts}


# ------------------------------------------------------------------ the floor view at a table

def floor_store(folder: Path, hands: int):
    """Table T4's store as tests/floor_helpers.py builds it (the disputed hand with its correction, then
    random hands at T4 and T5), with ``hands`` more random hands at T4."""
    from dealer_app.store import open_store
    from floor_helpers import build_floor_store
    from store_helpers import play
    path = folder / "table.sqlite"
    clock = build_floor_store(path)
    store = open_store(path, table="T4", dealer="Dealer Lea", clock=clock)
    for i in range(hands):
        play(store, 100 + i)
    return store


def floor_view(args) -> dict:
    """The floor view on a table's store: signed in by keys, then up and down the hand history, a hand
    opened (Enter), its replay stepped back and forth (Right, Left, Home, End, PgUp, PgDown), back to the
    list (Esc), now and then a search by hand number typed and the last hands listed again."""
    from datetime import timezone

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLineEdit

    from dealer_app.floor.controller import FloorController
    from dealer_app.supervisors.desk import SupervisorDesk
    from dealer_app.supervisors.roster import Roster
    from floor_helpers import PIN, SUPERVISOR
    from ui.floor.floor_view import HISTORY, REPLAY, FloorView
    from ui.floor.replay_view import ReplayView

    app = QApplication.instance() or QApplication([])
    folder = Path(args.folder)
    store = floor_store(folder, args.hands)
    roster = Roster.load(folder / "supervisors.json")
    roster.add(SUPERVISOR, "Marie", PIN, by="first run", at_utc_us=store.clock.utc_us())
    controller = FloorController(store, SupervisorDesk(roster, store.clock, store.append), tz=timezone.utc)
    steps, lists = Counter(ReplayView, "show_step"), Counter(FloorView, "_show_history")
    view = FloorView(controller, choose_path=lambda fmt, suggested: str(folder / suggested))
    shown(view, (1600, 1000))
    view.findChild(QLineEdit, "supervisorIdField").setFocus()
    press(view, None, SUPERVISOR)
    press(view, Qt.Key.Key_Return)                     # on to the PIN
    press(view, None, PIN)
    press(view, Qt.Key.Key_Return)
    if view.pages.currentIndex() != HISTORY:
        raise RuntimeError("the floor view did not open on the right PIN: "
                           + view.sign_in_panel.message.text())
    rng = random.Random(args.seed)
    counts = {"replays": 0, "searches": 0, "steps": 0}
    walk = [Qt.Key.Key_Right] * 5 + [Qt.Key.Key_Left] * 3 + [Qt.Key.Key_End, Qt.Key.Key_Home,
                                                              Qt.Key.Key_PageDown, Qt.Key.Key_PageUp]

    def step() -> None:
        if view.pages.currentIndex() == REPLAY:
            if rng.random() < 0.04:
                press(view, Qt.Key.Key_Escape)          # back to the list
            else:
                press(view, rng.choice(walk))
                counts["steps"] += 1
            return
        if rng.random() < 0.1:                          # a search by number, then the last hands again
            field = view.fields["number"]
            field.setFocus()
            field.clear()
            press(view, None, str(rng.randint(1, args.hands + 4)))
            press(view, Qt.Key.Key_Return)
            QTest.mouseClick(view.clear_button, Qt.MouseButton.LeftButton)
            counts["searches"] += 1
        view.hands.setFocus()
        for _ in range(rng.randint(0, 6)):
            press(view, rng.choice((Qt.Key.Key_Down, Qt.Key.Key_Up)))
        press(view, Qt.Key.Key_Return)                  # the hand chosen, step by step
        counts["replays"] += view.pages.currentIndex() == REPLAY
        if view.pages.currentIndex() == REPLAY:
            view.replay_view.setFocus()

    result = soak(lambda: steps.count + lists.count, step, args.redraws, args.warm_up, args.seconds,
                  at_rest=lambda: view.pages.currentIndex() == HISTORY, trace=args.trace)
    view.close()
    store.close()
    app.processEvents()
    return {"screen": "floor-view", **result, "done": counts}


# ------------------------------------------------------------------ the floor station

def sign_in_station(window, supervisor: str, pin: str) -> None:
    """The station's gate by keys: the id, Return, the PIN, Return (ui/dialogs/supervisor_dialog.py's panel)."""
    from PySide6.QtCore import Qt
    panel = window.sign_in_panel
    panel.id_field.setFocus()
    press(window, None, supervisor)
    press(window, Qt.Key.Key_Return)
    press(window, None, pin)
    press(window, Qt.Key.Key_Return)
    if window.signed_out:
        raise RuntimeError(f"the floor station refused {supervisor}: {panel.message.text()}")


def open_station(url: str, supervisor: str, pin: str, poll: float, station: str = "floor:soak"):
    """The floor station as ``dealer-app floor`` opens it (dealer_app/console/floor_station.py): the room
    board with its own connection and thread, the hand search, the central acts; signed in through its
    gate by keys, on the room board (F2)."""
    from PySide6.QtCore import Qt

    from dealer_app.central.floor_acts import FloorActs
    from dealer_app.central.search import CentralHands
    from dealer_app.floor.board import RoomBoard
    from dealer_app.floor.station import HandSearch
    from dealer_app.floor.station_gate import StationGate
    from ui.floor.floor_station import FloorStation
    board = RoomBoard(url, poll=poll)
    hands = CentralHands(url)
    acts = FloorActs(url, station)
    window = FloorStation(board, HandSearch(hands, acts=acts), central=url, gate=StationGate(acts))
    shown(window, (1366, 768))
    board.start()
    sign_in_station(window, supervisor, pin)
    press(window, Qt.Key.Key_F2)
    window.hands = hands
    return window, board


def station(args) -> dict:
    """The floor station signed in, on its room board, the board refreshing by notifications (the tables
    dealing: the test's or the bench's) and by its poll (``--poll``); the dealer of the floor moves along
    the tables (Up, Down) and now and then searches a table's hands (F3, the table typed, Enter) and
    comes back to the board (F2)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from dealer_app.floor.board import RoomBoard
    from ui.floor.room_board import RoomBoardWidget
    app = QApplication.instance() or QApplication([])
    redraws, refreshes = Counter(RoomBoardWidget, "redraw"), Counter(RoomBoard, "refresh")
    window, board = open_station(args.central, args.supervisor, args.pin, args.poll)
    window.board.timer.setInterval(args.redraw_ms)      # the board's own redraw timer (1 s at the floor)
    rng = random.Random(args.seed)
    counts = {"searches": 0, "moves": 0}

    def step() -> None:
        time.sleep(0.002)                               # the board's thread reads the record meanwhile
        if rng.random() < 0.01:
            press(window, Qt.Key.Key_F3)
            field = window.search.fields["table"]
            field.setFocus()
            field.clear()
            press(window, None, rng.choice(args.tables.split(",")))
            press(window, Qt.Key.Key_Return)
            press(window, Qt.Key.Key_F2)
            counts["searches"] += 1
        elif rng.random() < 0.2:
            press(window, rng.choice((Qt.Key.Key_Down, Qt.Key.Key_Up)))
            counts["moves"] += 1
    result = soak(lambda: redraws.count, step, args.redraws, args.warm_up, args.seconds, trace=args.trace)
    window.close()
    board.stop()
    window.hands.close()
    app.processEvents()
    return {"screen": "station", **result, "board_refreshes": refreshes.count, "rows": len(board.rows()),
            "live": board.view().live, "done": counts}


class DealingTables:
    """Tables dealing into the central record while a station watches: each table's store played move by
    move (tests/store_helpers.py's random hands) with the console's own uplink thread sending it
    (dealer_app/central/uplink.py): every batch is a notification the room board hears."""

    def __init__(self, folder: Path, uplink_url: str, tables: tuple[str, ...] = ("T1", "T2", "T3")):
        from dealer_app.central.uplink import Uplink
        from central_helpers import dealing_store
        self.stores = [dealing_store(folder / f"{t}.sqlite", hands=1, table=t, seed=7 + i)
                       for i, t in enumerate(tables)]
        # uplink_url: the address, or the conftest's table_url (each table with its own login).
        self.uplinks = [Uplink(s.path, uplink_url(s.table) if callable(uplink_url) else uplink_url,
                               fetch_checkpoints=False, poll=0.1).start() for s in self.stores]
        self.hands: list = [None] * len(self.stores)
        self.moves = 0

    def move(self) -> None:
        """One move at the next table: a card, an action, a show; a new hand when the last is over."""
        from store_helpers import play
        i = self.moves % len(self.stores)
        self.hands[i] = play(self.stores[i], 7 + i, recorded=self.hands[i], stop_after=1)
        if self.hands[i].hand.is_complete:
            self.hands[i] = None
        self.moves += 1

    def close(self) -> None:
        for uplink in self.uplinks:
            uplink.close()
        for store in self.stores:
            store.close()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("screen", choices=("console", "floor-view", "station"))
    p.add_argument("--redraws", type=int, default=3000)
    p.add_argument("--warm-up", type=float, default=0.25, help="the fraction of the redraws before the first sample")
    p.add_argument("--seconds", type=float, default=240, help="stop here whatever the count")
    p.add_argument("--seed", type=int, default=24)
    p.add_argument("--trace", type=int, default=0, help="also print a sample every TRACE redraws")
    p.add_argument("--folder", help="where the stores go")
    p.add_argument("--hands", type=int, default=16, help="random hands in the floor view's store")
    p.add_argument("--central", help="the central record, as the floor connects to it (station)")
    p.add_argument("--supervisor", default="M-01", help="who signs in at the station")
    p.add_argument("--pin", default="730519")
    p.add_argument("--poll", type=float, default=3.0, help="the room board's full refresh, seconds")
    p.add_argument("--redraw-ms", type=int, default=1000, help="the room board's redraw timer (station)")
    p.add_argument("--tables", default="T1", help="the tables searched at the station, comma-separated")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    run = {"console": console, "floor-view": floor_view, "station": station}[args.screen]
    result = run(args)
    import PySide6
    report({**result, "none_per_link": none_per_link(), "pyside": PySide6.__version__,
            "python": sys.version.split()[0]})
    return 0


if __name__ == "__main__":
    sys.exit(main())
