"""The console: the composition root of the screen.

It builds the table controller and hands it to the main window
(ARCHITECTURE.md 1). ``dealer-app --smoke-test`` builds the window
offscreen, prints SMOKE-OK and exits 0 (ARCHITECTURE.md 4.3); it is what the
installed bundle is checked with.

Cards come by default from the built-in simulated shoe: the simulator runs
on a pty (TCP on Windows) in this process and the real serial driver reads
it, so the deal buttons deal real bytes through the real driver
(``dealer_app/console/shoe_bridge.py``). ``--shoe URL`` reads a real shoe (or a
``dealer-app simulate-shoe`` elsewhere); ``--practice`` deals from a seeded
practice deck with no reader at all.

The table's session and its hands are kept in the table's hand store
(``--store``, by default one SQLite file per table under the user's data
folder): at start-up the console resumes exactly the session and the hand it
finds open there (dealer_app/table/record.py), or opens the session setup.
A store that fails its start-up check is left untouched and the console
stops, unless a supervisor (id and PIN, dealer_app/supervisors/desk.py) sets it
aside and starts a new one. ``--demo`` and ``--screenshot`` play the
practice table in memory instead.
"""
from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import Callable, Optional, Sequence

from engine.errors import Refusal
from hardware.registration import DeckRegistration, RegistrationError, RegistrationStore

from dealer_app.supervisors.authorisation import DeskAuthoriser
from dealer_app.console.options import add_console_options
from dealer_app.table.controller import TableController, TableSetup, local_time
from dealer_app.files.decks import default_deck_dir
from dealer_app.store import StoreDamaged, StoreError, StoreInUse, SupervisorDecision, SystemClock, open_store
from dealer_app.store.progress import Cancelled
from dealer_app.table.record import TableRecord, default_store_path
from ui.views.words import Words, say

SMOKE_OK = "SMOKE-OK"
SCREEN_SIZE = (1600, 1000)


def _parser() -> argparse.ArgumentParser:
    """The console's options alone (``dealer-app`` itself parses them with the commands, cli.py)."""
    parser = argparse.ArgumentParser(prog="dealer-app", description="The dealer console")
    add_console_options(parser)
    return parser


def build_controller(seed: Optional[int] = None, source=None,
                     deck: Optional[DeckRegistration] = None) -> TableController:
    """The table; with no source it deals from the seeded practice deck."""
    return TableController(TableSetup() if seed is None else TableSetup(seed=seed), source=source, deck=deck)


def _start_shoe(args):
    """The card reader of ARCHITECTURE.md 4.3: the built-in simulated shoe unless --shoe names one."""
    from hardware.faults import FaultPlan, parse_faults
    from dealer_app.console.shoe_bridge import ShoeConnection, ShoeOptions
    plan = FaultPlan(seed=args.sim_seed, rate=args.sim_fault_rate,
                     kinds=parse_faults(args.sim_faults or "line"))
    return ShoeConnection.start(ShoeOptions(url=args.shoe, protocol=args.protocol, sim_seed=args.sim_seed,
                                            sim_faults=plan, pcsc_map=getattr(args, "pcsc_map", None)))


# (the damage report) -> the supervisor's (id, reason) once they authorised going on, or None to stop.
AskAboutDamage = Callable[[object], Optional[tuple[str, str]]]


class StartRefused(Exception):
    """The console does not start, for a reason said in the dealer's words (``words``), with an exit code."""

    def __init__(self, words: Words, code: int = 2):
        super().__init__(str(words))
        self.words = words
        self.code = code


def supervisor_desk(roster: Optional[str]):
    """The supervisors' PIN desk over their roster file (dealer_app/supervisors/desk.py); StartRefused when the
    file cannot be read (the console never starts on a roster it cannot check)."""
    from dealer_app.supervisors.desk import desk_for
    from dealer_app.supervisors.roster import SupervisorError, default_roster_path
    path = Path(roster) if roster else default_roster_path()
    try:
        return desk_for(path, SystemClock())
    except SupervisorError as exc:
        raise StartRefused(say("Console", "The supervisor file {path} cannot be read: the console does not start "
                                          "on it. It was left as it is; the club repairs it or sets it up again "
                                          "(dealer-app supervisor init).").format(path=path)) from exc


def open_table(path, table: str, dealer: str, desk, ask: AskAboutDamage, source=None,
               deck: Optional[DeckRegistration] = None, clock: Optional[Callable[[], str]] = None,
               keeper=None, heads_file=None, *, named_roster: bool = False) -> TableController:
    """The table's store checked and opened, its open session and hand resumed (or none: setup first).

    A damaged store raises StoreDamaged (the file untouched) unless ``ask`` brings a
    supervisor's decision; then it is set aside and a new store starts. The desk is bound to the
    store's record of the roster (roster_binding.py), and with a ``keeper`` to the keeper's MAC of it
    that the club obtained (roster_binding.seal_problem); a roster named on the command line
    (``named_roster``) other than the console's own is taken only if it is the one the store
    recorded, else StartRefused."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)

    def on_damage(report) -> Optional[SupervisorDecision]:
        _bind_to_damaged(desk, path)
        decided = ask(report)
        return SupervisorDecision(*decided) if decided else None
    if heads_file and Path(heads_file).resolve().parent == path.resolve().parent:
        # Whoever copies or replaces the store's folder would take the written-down heads with it.
        raise StoreError("heads-file-beside-store", f"the heads file {heads_file} is in the store's folder: "
                         "keep it elsewhere (another folder, disk or machine)")
    store = open_store(path, table=table, dealer=dealer, on_damage=on_damage, keeper=keeper)
    store.heads_file = Path(heads_file) if heads_file else None
    try:
        desk.attach(store.append)            # sign-ins, refusals and authorisations go to the access log
        from dealer_app.supervisors.roster_binding import bound_fingerprint, seal_problem
        desk.bind(bound_fingerprint(store))
        if keeper is not None:
            # With a keeper, the file's supervisors and PINs must be the ones the club had the keeper sign.
            desk.require_seal(lambda roster: seal_problem(store, roster, keeper))
        if named_roster and (desk.bound is None or desk.roster.fingerprint() != desk.bound):
            raise StartRefused(say("Console", "The supervisor file {path} is not the one this table's hand store "
                                              "knows: the console does not start with it. Start without --roster, "
                                              "or the club binds it with 'dealer-app supervisor accept'.").format(
                path=desk.roster.path))
        now = clock or local_time
        record = TableRecord.resume(store, dealer, now())
        return TableController(source=source, deck=deck, record=record, store=store, clock=now, dealer=dealer,
                               authoriser=DeskAuthoriser(desk))
    except BaseException:
        store.close()
        raise


def _bind_to_damaged(desk, path: Path) -> None:
    """Before a supervisor decides about a damaged store: when the damaged store still says which supervisors'
    file it knew and it is this one, the desk is bound to it, so the new store knows the file at once. Else
    the desk stays unbound (the file cannot be checked) and the new store knows no file: the club's
    ``supervisor accept`` comes before the next sign-in."""
    from dealer_app.supervisors.roster_binding import bound_fingerprint
    from dealer_app.store import open_for_reading
    try:
        with open_for_reading(path) as reader:
            known = bound_fingerprint(reader)
        if known is not None and known == desk.roster.fingerprint():
            desk.bind(known)
    except Exception:           # damaged: nothing it says about the roster can be read, none is taken
        return


# (the refusal) -> True to try again once the console has waited a moment, False to stop.
WaitWhileInUse = Callable[[StoreInUse], bool]
RETRY_MS = 1_000        # between two tries while another program holds the store


def open_when_free(open_it: Callable[[], TableController], wait: WaitWhileInUse) -> TableController:
    """``open_it()``, tried again while another program holds the store (SQLite's lock) and ``wait``
    says to go on waiting; Cancelled once it says to stop (the dealer's choice: nothing was written).
    Never damage: nothing is set aside, no supervisor is asked. Another console on the store is not
    waited for (it is refused, as before: one console writes a store)."""
    while True:
        try:
            return open_it()
        except StoreInUse as exc:
            if exc.by != "program":
                raise
            if not wait(exc):
                raise Cancelled(exc.message) from None


class WaitOnScreen:
    """The wait said on the screen (ui/dialogs/store_in_use_dialog.py) and once on the terminal; ``close()``
    once the store opened or the console stops."""

    def __init__(self, path):
        self.path = path
        self.dialog = None

    def __call__(self, exc: StoreInUse) -> bool:
        if self.dialog is None:
            from ui.kit.i18n import render
            from ui.dialogs.store_in_use_dialog import StoreInUseDialog
            words = in_use_words(self.path)
            print(f"dealer-app: {render(words)}", file=sys.stderr, flush=True)
            self.dialog = StoreInUseDialog(render(words))
            self.dialog.resize(1000, 460)
        return self.dialog.wait(RETRY_MS)

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None


def in_use_words(path) -> Words:
    return say("Console", "The hand store {path} is in use by another program (a backup, a copy, a database "
                          "browser…). It is not damaged: the console waits for it to be free and starts "
                          "then.").format(path=path)


def ask_about_damage_on_screen(desk) -> AskAboutDamage:
    """The damage said plainly on the screen; going on only with a supervisor's id and PIN."""
    def ask(report) -> Optional[tuple[str, str]]:
        from ui.dialogs.damaged_store_dialog import DamagedStoreDialog
        from ui.kit.i18n import translate
        from ui.dialogs.supervisor_dialog import authorise_with_dialog
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
    from dealer_app.floor.controller import floor_for
    return MainWindow(controller, floor=floor_for(controller.store, getattr(controller.authoriser, "desk", None)))


def _application():
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("dealer-console")
    return app


def run_console(argv: Optional[Sequence[str]] = None) -> int:
    return run_console_with(_parser().parse_args(list(argv) if argv is not None else None))


def run_console_with(args: argparse.Namespace) -> int:
    """The console with its options already read (by ``dealer-app``'s parser or run_console's)."""
    headless = args.smoke_test
    if headless and not _qt_running():
        # The installed bundle is checked on machines without a display; a platform
        # asked for (xcb under Xvfb, in installer/smoke-test) is kept, so it is tested too.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = _application()
    from ui.kit.i18n import current_language, install_language, saved_language
    before = current_language()
    # Before any window, the damaged-store question included: French unless told otherwise.
    install_language(args.lang or saved_language())
    try:
        return _run(app, args)
    finally:
        install_language(before)         # in-process callers (tests) get their language back


# Without a screen to ask on (--smoke-test, --screenshot, the demo): these, never written anywhere.
UNASKED_TABLE, UNASKED_DEALER = "table-1", "dealer"


def table_and_dealer(args: argparse.Namespace, ask: Optional[Callable[[str], Optional[tuple[str, str]]]] = None
                     ) -> Optional[tuple[str, str]]:
    """This table's name and the dealer's: the command line's, else those given at the first start on this
    machine, else asked now (once; remembered). None when the dealer quits the question."""
    if args.table and args.dealer:
        return args.table, args.dealer
    from ui.dialogs.first_start_dialog import ask_table, known_table
    known = known_table()
    if known is None and ask is not False:
        known = (ask or ask_table)(args.dealer or "")
        if known is None:
            return None
    if known is None:
        known = (UNASKED_TABLE, UNASKED_DEALER)
    return args.table or known[0], args.dealer or known[1]


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
            named = table_and_dealer(args, False if args.smoke_test or args.screenshot else None)
            if named is None:
                print("dealer-app: no table name given: the console did not start", file=sys.stderr)
                return 1
            args.table, args.dealer = named
            store_path = args.store or default_store_path(args.table)
            from dealer_app.keeper.client import KeeperError, connect
            try:
                # A smoke test's or a screenshot's throwaway store is not shown to the club's keeper.
                keeper = connect("none" if args.smoke_test or args.screenshot else getattr(args, "keeper", None))
            except KeeperError as exc:
                print(f"dealer-app: {exc.message}\nThe console does not start without the keeper it was given "
                      "(--keeper none: a record that is not keyed).", file=sys.stderr)
                return 2
            waiting = wait_while_in_use_on_screen(store_path)
            try:
                desk = supervisor_desk(args.roster)
                controller = open_when_free(lambda: open_table(
                    store_path, args.table, args.dealer, desk, ask_about_damage_on_screen(desk), source, deck,
                    keeper=keeper, heads_file=getattr(args, "heads_file", None),
                    named_roster=_other_roster(args.roster)), waiting)
            except Cancelled as exc:
                # The dealer's own choice: said on the terminal, no second dialog.
                print(f"dealer-app: {exc}. The console was closed while it waited; nothing was changed.",
                      file=sys.stderr)
                return 2
            except StoreDamaged as exc:
                print(f"dealer-app: {exc.message}\nThe file is left as it is; the console does not start "
                      "without a supervisor's decision.", file=sys.stderr)
                return 3
            except StartRefused as exc:
                return _refuse_start(args, exc.words, exc.code)
            except Refusal as exc:            # the store's, or any other refused on the way to the table
                return _refuse_start(args, _store_words(exc, store_path), 2)
            except (OSError, sqlite3.Error) as exc:
                return _refuse_start(args, say("Console", "The hand store {path} cannot be opened for writing "
                                                          "({why}): the console does not start. Nothing was "
                                                          "changed.").format(path=store_path, why=_why(exc)), 2)
            finally:
                waiting.close()
        if shoe is not None:
            shoe.attach(controller.on_source_event)
        try:
            return _show(app, controller, args)
        finally:
            controller.close()               # the store's "store-closed" written ...
            if getattr(args, "uplink", None) is not None:
                close_uplink(args.uplink)    # ... and sent, within FLUSH_SECONDS
    finally:
        if shoe is not None:
            shoe.close()
        if store_dir is not None:
            store_dir.cleanup()


def wait_while_in_use_on_screen(path) -> WaitOnScreen:
    """How the console waits for a store another program holds (tests put a waiter of their own here)."""
    return WaitOnScreen(path)


def _other_roster(roster: Optional[str]) -> bool:
    """A --roster that is not the console's own file (the one the club's set-up command writes)."""
    if not roster:
        return False
    from dealer_app.supervisors.roster import default_roster_path
    return os.path.realpath(roster) != os.path.realpath(default_roster_path())


def _why(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return getattr(exc, "message", None) or str(exc)


def _store_words(exc: Refusal, path) -> Words:
    """A refused store in the dealer's words where the code has them; the store's own sentence otherwise."""
    if exc.code == "store-in-use":
        return say("Console", "The hand store {path} is in use by another console or program: the console does "
                              "not start on it. Close the other one first.").format(path=path)
    if exc.code in ("not-recorded", "no-wal"):
        return say("Console", "The hand store {path} cannot be opened for writing ({why}): the console does not "
                              "start. Nothing was changed.").format(path=path, why=_why(exc.__cause__ or exc))
    if exc.code == "migration-failed":
        return say("Console", "The hand store {path} could not be brought to this version of the console ({why}): "
                              "it is left as it was, and the console does not start.").format(
            path=path, why=exc.message)
    if exc.code == "new-store-not-authorised":
        numbers = exc.numbers
        return say("Console", "The keeper of the keys already keeps the record of table {table} (store {kept}): it "
                              "takes this new hand store ({store}) only once the club authorises it, on the keeper's "
                              "admin socket: dealer-app keeper authorise --table {table} --store {store} --reason "
                              "\"...\". The console does not start; nothing was recorded at the table.").format(
            table=numbers.get("table", ""), kept=numbers.get("kept", ""), store=numbers.get("store", ""))
    if exc.code == "store-too-new":
        return say("Console", "The hand store {path} was written by a newer version of the console: it is left as "
                              "it is, and this one does not start on it.").format(path=path)
    return say("Console", "The hand store cannot be opened: {why}").format(why=exc.message)


def _refuse_start(args: argparse.Namespace, words: Words, code: int) -> int:
    """Said on the terminal always; on the screen too, in a dialog, unless nobody is there to read it."""
    from ui.kit.i18n import render
    print(f"dealer-app: {render(words)}", file=sys.stderr, flush=True)
    if not (args.smoke_test or args.screenshot):
        from ui.dialogs.start_refused_dialog import show_start_refused
        show_start_refused(render(words))
    return code


# The uplink in the console is woken by each commit; its own poll is only the fallback for a missed wake.
WOKEN_UPLINK_POLL = 2.0


def start_uplink(window, store_path, url: str, store=None, public_key: Optional[bytes] = None, guard=None):
    """The central record's uplink in its own thread (dealer_app/central/uplink.py); its status goes to the
    window through Qt signals, so the window is touched only in its own thread. Started after the window:
    a server that is down or slow never delays the console. With the table's ``store``, each commit wakes
    it (the store's on_commit): a committed action is sent at once, not at the next poll. A store that
    parted from the room's copy (restored from an old copy, or a copy) is said on the table's own screen
    (the window's record banner), on every hand, until the floor deals with it. ``public_key``: the floor's
    checkpoint key (--checkpoint-key), the one the checkpoints kept beside the store must verify with.
    ``guard``: the table's jackpot guard (dealer_app/table/jackpot_guard.py), told each status: a shared
    jackpot stops while the central record is out of reach."""
    from dealer_app.central.uplink import Uplink
    from dealer_app.words.central import parted_words
    window.show_central(say("Central", "central: connecting"))

    def said(status) -> None:
        if guard is not None:
            guard.central_status(status.state, status.offline_since_utc)
        window.central_changed.emit(status.words)
        if status.diverged:
            window.record_parted.emit(parted_words(status))
        elif status.state in ("synced", "sending"):
            window.record_parted.emit(None)      # the room takes this record: the banner goes
        # offline, connecting: what was said stands (a record that parted does not mend while the server is away)
    uplink = Uplink(store_path, url, on_status=said,
                    poll=WOKEN_UPLINK_POLL if store is not None else Uplink.DEFAULT_POLL, public_key=public_key)
    if store is not None:
        store.on_commit = uplink.wake
    return uplink.start()


def close_uplink(uplink, bound: float = None) -> bool:
    """The console's close: its last events (the store's "store-closed" among them) sent to the central record
    within ``bound`` seconds (FLUSH_SECONDS), never longer; what is not sent stays in the store and goes with
    the next start. True when the server has them all."""
    import time
    from dealer_app.central.uplink import FLUSH_SECONDS
    bound = FLUSH_SECONDS if bound is None else bound
    started = time.monotonic()
    sent = uplink.flush(bound)
    uplink.close(timeout=max(0.1, min(2.0, bound - (time.monotonic() - started))))
    return sent


def central_roster(controller: TableController, uplink, window) -> None:
    """Supervisors checked against the central roster through the uplink's pool; when the server cannot be
    reached the local roster answers (dealer_app/supervisors/desk.py) and the status line says so until the
    uplink's next status."""
    from dealer_app.central.roster import CentralRoster
    if isinstance(controller.authoriser, DeskAuthoriser):
        desk = controller.authoriser.desk
        desk.central = CentralRoster(uplink.connection, controller.store.table, uplink.outbox.store_id())
        desk.on_central_fallback = window.central_changed.emit


def shared_jackpot(controller: TableController, url: str, uplink, window) -> None:
    """A shared jackpot's hit claimed at the central record and its answer followed every few seconds, the shared
    meter read every half minute, from the follower's own thread (console/shared_jackpot.py): the window never
    waits on the network; short timeouts keep a question to an unreachable server short."""
    from dealer_app.central.jackpot_claims import SharedJackpot
    from .shared_jackpot import SharedJackpotFollower
    central = SharedJackpot(url, controller.store.table, uplink.outbox.store_id(), connect_seconds=2,
                            statement_ms=3000)
    controller.jackpot.central = central
    window.shared_jackpot = SharedJackpotFollower(controller.jackpot, central, window)


def _checkpoint_key(args: argparse.Namespace) -> Optional[bytes]:
    """The --checkpoint-key's public key, None without one (or unreadable: guard_purges says so and stops)."""
    if not getattr(args, "checkpoint_key", None):
        return None
    from dealer_app.central.uplink import checkpoint_public_key
    return checkpoint_public_key(args.checkpoint_key)


def _show(app, controller: TableController, args: argparse.Namespace) -> int:
    if args.demo:
        play_demo(controller)
    window = build_window(controller)
    if getattr(args, "central", None) and controller.store is not None and not args.smoke_test:
        args.uplink = start_uplink(window, controller.store.path, args.central, controller.store,
                                   _checkpoint_key(args), controller.ctx.jackpot_guard)
        central_roster(controller, args.uplink, window)
        shared_jackpot(controller, args.central, args.uplink, window)
    if getattr(args, "checkpoint_key", None) and controller.store is not None:
        from dealer_app.central.uplink import guard_purges
        try:
            guard_purges(controller.store, args.checkpoint_key)
        except Exception as exc:               # a key file that cannot be read: no purge guard, so no start
            print(f"dealer-app: --checkpoint-key: {getattr(exc, 'message', exc)}", file=sys.stderr)
            return 2
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
