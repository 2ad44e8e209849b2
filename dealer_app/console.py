"""The console: the composition root of the screen.

It builds the table controller and hands it to the main window
(ARCHITECTURE.md 1). ``dealer-app --smoke-test`` builds the window
offscreen, prints SMOKE-OK and exits 0 (ARCHITECTURE.md 4.3); it is what the
installed bundle is checked with.

Cards come by default from the built-in simulated shoe: the simulator runs
on a pty (TCP on Windows) in this process and the real serial driver reads
it, so the deal buttons deal real bytes through the real driver
(``dealer_app/shoe_bridge.py``). ``--shoe URL`` reads a real shoe (or a
``dealer-app simulate-shoe`` elsewhere); ``--practice`` deals from a seeded
practice deck with no reader at all.

The table's session and its hands are kept in the table's hand store
(``--store``, by default one SQLite file per table under the user's data
folder): at start-up the console resumes exactly the session and the hand it
finds open there (dealer_app/table_record.py), or opens the session setup.
A store that fails its start-up check is left untouched and the console
stops, unless a supervisor (id and PIN, dealer_app/supervisor.py) sets it
aside and starts a new one. ``--demo`` and ``--screenshot`` play the
practice table in memory instead.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Callable, Optional, Sequence

from hardware.registration import DeckRegistration, RegistrationError, RegistrationStore

from .authorisation import DeskAuthoriser
from .controller import TableController, TableSetup, local_time
from .decks import default_deck_dir
from .store import StoreDamaged, StoreError, SupervisorDecision, SystemClock, open_store
from .table_record import TableRecord, default_store_path

SMOKE_OK = "SMOKE-OK"
SCREEN_SIZE = (1600, 1000)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dealer-app", description="The dealer console")
    parser.add_argument("--smoke-test", action="store_true",
                        help="build the main window offscreen, print SMOKE-OK and exit")
    parser.add_argument("--seed", type=int, default=None, help=argparse.SUPPRESS)
    # Hidden: save a picture of the window (for the docs and for looking at it under Xvfb).
    parser.add_argument("--screenshot", metavar="PATH", help=argparse.SUPPRESS)
    # Hidden: play the seed-001 example first (blinds 5/10, seat 3 raises to 30).
    parser.add_argument("--demo", action="store_true", help=argparse.SUPPRESS)
    # Hidden: with --screenshot, which screen: the table, the session setup or the seating.
    parser.add_argument("--screen", choices=("table", "setup", "seating"), default="table", help=argparse.SUPPRESS)
    table = parser.add_argument_group("table")
    table.add_argument("--table", default="table-1", help="this table's name in the records (default: table-1)")
    table.add_argument("--dealer", default=os.environ.get("USER") or "dealer",
                       help="the dealer signing in (default: the login name)")
    table.add_argument("--store", metavar="PATH",
                       help="the table's hand store (default: ~/.local/share/dealer-console/tables/TABLE.sqlite)")
    table.add_argument("--roster", metavar="PATH",
                       help="the supervisors' file (default: ~/.local/share/dealer-console/supervisors.json)")
    parser.add_argument("--lang", choices=("fr", "en", "ru"),
                        help="the console's language for this run (default: the one chosen last in the "
                             "window on this machine, else French)")
    cards = parser.add_argument_group("cards")
    cards.add_argument("--shoe", metavar="URL",
                       help="read a shoe or RFID reader: /dev/ttyUSB0, COM3, socket://host:port "
                            "(default: the built-in simulated shoe)")
    cards.add_argument("--protocol", choices=("shoe", "rfid-ascii"), default="shoe",
                       help="the reader's framing (docs/shoe-protocol.md)")
    cards.add_argument("--deck", metavar="NAME", help="the registered RFID deck on the table")
    cards.add_argument("--deck-dir", metavar="DIR", help="where deck registrations are kept")
    cards.add_argument("--practice", action="store_true",
                       help="no reader: deal from a seeded practice deck")
    cards.add_argument("--sim-seed", type=int, default=1, help=argparse.SUPPRESS)
    cards.add_argument("--sim-faults", default="", help=argparse.SUPPRESS)      # e.g. "line" (with a rate)
    cards.add_argument("--sim-fault-rate", type=float, default=0.0, help=argparse.SUPPRESS)
    return parser


def build_controller(seed: Optional[int] = None, source=None,
                     deck: Optional[DeckRegistration] = None) -> TableController:
    """The table; with no source it deals from the seeded practice deck."""
    return TableController(TableSetup() if seed is None else TableSetup(seed=seed), source=source, deck=deck)


def _start_shoe(args):
    """The card reader of ARCHITECTURE.md 4.3: the built-in simulated shoe unless --shoe names one."""
    from hardware.faults import FaultPlan, parse_faults
    from .shoe_bridge import ShoeConnection, ShoeOptions
    plan = FaultPlan(seed=args.sim_seed, rate=args.sim_fault_rate,
                     kinds=parse_faults(args.sim_faults or "line"))
    return ShoeConnection.start(ShoeOptions(url=args.shoe, protocol=args.protocol, sim_seed=args.sim_seed,
                                            sim_faults=plan))


# (the damage report) -> the supervisor's (id, reason) once they authorised going on, or None to stop.
AskAboutDamage = Callable[[object], Optional[tuple[str, str]]]


def supervisor_desk(roster: Optional[str]):
    """The supervisors' PIN desk over their roster file (dealer_app/supervisor.py)."""
    from .supervisor import desk_for
    from .supervisor_roster import default_roster_path
    return desk_for(Path(roster) if roster else default_roster_path(), SystemClock())


def open_table(path, table: str, dealer: str, desk, ask: AskAboutDamage, source=None,
               deck: Optional[DeckRegistration] = None, clock: Optional[Callable[[], str]] = None) -> TableController:
    """The table's store checked and opened, its open session and hand resumed (or none: setup first).

    A damaged store raises StoreDamaged (the file untouched) unless ``ask`` brings a
    supervisor's decision; then it is set aside and a new store starts."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)

    def on_damage(report) -> Optional[SupervisorDecision]:
        decided = ask(report)
        return SupervisorDecision(*decided) if decided else None
    store = open_store(path, table=table, dealer=dealer, on_damage=on_damage)
    try:
        desk.attach(store.append)            # sign-ins, refusals and authorisations go to the access log
        now = clock or local_time
        record = TableRecord.resume(store, dealer, now())
        return TableController(source=source, deck=deck, record=record, store=store, clock=now, dealer=dealer,
                               authoriser=DeskAuthoriser(desk))
    except BaseException:
        store.close()
        raise


def ask_about_damage_on_screen(desk) -> AskAboutDamage:
    """The damage said plainly on the screen; going on only with a supervisor's id and PIN."""
    def ask(report) -> Optional[tuple[str, str]]:
        from ui.damaged_store_dialog import DamagedStoreDialog
        from ui.i18n import translate
        from ui.supervisor_dialog import authorise_with_dialog
        dialog = DamagedStoreDialog(str(report.summary()), str(report.path))
        dialog.resize(1200, 640)
        if not dialog.exec() or not dialog.go_on:
            return None
        return authorise_with_dialog(None, desk, "damaged-store", translate(
            "DamagedStore", "Set the damaged store aside and start a new one"))
    return ask


def play_demo(controller: TableController) -> None:
    """Seed 001's pot-limit example: after the blinds, seat 3 raises to 30; seat 4 is to act."""
    controller.deal_until_action()
    controller.act("raise", 30)


def build_window(controller: TableController):
    from ui.main_window import MainWindow
    from .floor import floor_for
    return MainWindow(controller, floor=floor_for(controller.store, getattr(controller.authoriser, "desk", None)))


def _application():
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("dealer-console")
    return app


def run_console(argv: Optional[Sequence[str]] = None) -> int:
    args = _parser().parse_args(list(argv) if argv is not None else None)
    headless = args.smoke_test
    if headless and not _qt_running():
        # The installed bundle is checked on machines without a display; a platform
        # asked for (xcb under Xvfb, in installer/smoke-test) is kept, so it is tested too.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = _application()
    from ui.i18n import current_language, install_language, saved_language
    before = current_language()
    # Before any window, the damaged-store question included: French unless told otherwise.
    install_language(args.lang or saved_language())
    try:
        return _run(app, args)
    finally:
        install_language(before)         # in-process callers (tests) get their language back


def _run(app, args: argparse.Namespace) -> int:
    deck = None
    if args.deck:
        try:
            deck = RegistrationStore(args.deck_dir or default_deck_dir()).load(args.deck)
        except RegistrationError as exc:
            print(f"dealer-app: {exc.message}", file=sys.stderr)
            return 2
    practice = args.practice or args.demo or args.screenshot
    try:
        shoe = None if practice else _start_shoe(args)
    except (OSError, ValueError) as exc:
        print(f"dealer-app: the card reader cannot start: {exc}", file=sys.stderr)
        return 2
    store_dir = None
    try:
        source = shoe.source if shoe else None
        if args.demo or args.screenshot and args.screen != "setup":
            controller = build_controller(args.seed, source, deck)       # the practice table, in memory
        else:
            if args.smoke_test or args.screenshot:
                store_dir = tempfile.TemporaryDirectory(prefix="dealer-console-")   # a store, and no trace left
                args.store = os.path.join(store_dir.name, "table.sqlite")
            desk = supervisor_desk(args.roster)
            try:
                controller = open_table(args.store or default_store_path(args.table), args.table, args.dealer,
                                        desk, ask_about_damage_on_screen(desk), source, deck)
            except StoreDamaged as exc:
                print(f"dealer-app: {exc.message}\nThe file is left as it is; the console does not start "
                      "without a supervisor's decision.", file=sys.stderr)
                return 3
            except StoreError as exc:
                print(f"dealer-app: {exc.message}", file=sys.stderr)
                return 2
        if shoe is not None:
            shoe.attach(controller.on_source_event)
        try:
            return _show(app, controller, args)
        finally:
            controller.close()
    finally:
        if shoe is not None:
            shoe.close()
        if store_dir is not None:
            store_dir.cleanup()


def _show(app, controller: TableController, args: argparse.Namespace) -> int:
    if args.demo:
        play_demo(controller)
    window = build_window(controller)
    if args.smoke_test or args.screenshot:
        window.resize(*SCREEN_SIZE)
    else:
        window.resize_within_screen(*SCREEN_SIZE)       # a 1366×768 table terminal: its room
    if args.smoke_test:
        window.show()
        app.processEvents()
        window.close()
        print(SMOKE_OK, flush=True)
        return 0
    if args.screenshot:
        window.show()
        for _ in range(3):
            app.processEvents()
        shown = window
        if args.screen == "setup":
            shown = window.desk.open_setup()
        elif args.screen == "seating":
            shown = window.desk.open_seating()
        for _ in range(3):
            app.processEvents()
        ok = shown.grab().save(args.screenshot)
        window.close()
        if not ok:
            print(f"could not save {args.screenshot}", file=sys.stderr)
            return 1
        print(args.screenshot)
        return 0
    window.show()
    if not controller.view().session_open:
        from PySide6.QtCore import QTimer
        QTimer.singleShot(0, window.desk.open_setup)     # no session at this table yet: set it up first
    return app.exec()


def _qt_running() -> bool:
    if "PySide6.QtWidgets" not in sys.modules:
        return False
    from PySide6.QtWidgets import QApplication
    return QApplication.instance() is not None
