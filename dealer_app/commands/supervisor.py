"""``dealer-app supervisor init|accept|unlock|add|pin|remove|list``: the console's supervisors, from a terminal.

    dealer-app supervisor init M-01 --name "Marie Dupont" --table T4    # the club: the first supervisor
    dealer-app supervisor add P-02 --name "Paul" --table T4             # a supervisor authorises it
    dealer-app supervisor pin M-01 --table T4                           # one's own PIN (asks the current one)
    dealer-app supervisor remove P-02 --table T4                        # a supervisor authorises it
    dealer-app supervisor accept --table T4 --reason "restored from the club's copy"   # the club
    dealer-app supervisor unlock M-01 --table T4 --reason "forgot the PIN"             # the club
    dealer-app supervisor list

The supervisors' file is bound to the table's hand store (roster_binding.py):
every change made here is recorded in that store with the file's new
fingerprint, so ``--table`` (and ``--store`` when the store is not in its
usual place) says which store. While a console runs on that store, these
commands are refused (one program writes a store): supervisors are then
added at the console. ``init``, ``accept`` and ``unlock`` are the club's
set-up commands: ``init`` writes the first supervisor (never the console),
``accept`` binds the file as it now is after it was changed outside the
console (the console refuses sign-ins until then), ``unlock`` lifts a
lock-out; each is recorded with the machine's user name and a reason.

PINs are asked without echo (getpass) and never printed, logged or written in
clear: the roster keeps scrypt hashes (supervisor_roster.py). A new PIN has 6
to 12 digits. Needs no screen: never imports PySide6.

Exit 0 when done, 1 when refused (wrong PIN, PINs that differ, a lock-out, the
store in use), 2 for bad input (an id or PIN the rules refuse, an unreadable file).
"""
from __future__ import annotations

import argparse
import getpass
import os
import sys
from contextlib import closing
from datetime import datetime
from pathlib import Path
from typing import Callable, Optional, Sequence, TextIO

from dealer_app.supervisors.roster_binding import CLUB, bound_fingerprint, record_club_change, seal, seal_problem
from dealer_app.store import StoreError, SystemClock, open_store
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.roster import Roster, SupervisorError, check_id, check_new_pin, default_roster_path
from dealer_app.table.record import default_store_path

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT = 0, 1, 2
Ask = Callable[[str], str]


def parser(p: Optional[argparse.ArgumentParser] = None) -> argparse.ArgumentParser:
    """The command's options, on ``p`` (its place in ``dealer-app``'s parser, cli.py) or on its own parser."""
    p = p or argparse.ArgumentParser(prog="dealer-app supervisor")
    p.description = "Set up, add, remove and list the supervisors who sign in with a PIN."
    p.add_argument("--file", metavar="PATH",
                   help=f"the supervisor file (default: {default_roster_path()})")
    sub = p.add_subparsers(dest="action", required=True)

    def with_store(command: argparse.ArgumentParser) -> argparse.ArgumentParser:
        command.add_argument("--table", required=True, help="the table whose hand store records the change")
        command.add_argument("--store", metavar="PATH", help="that table's hand store (default: the table's own)")
        command.add_argument("--keeper-admin", metavar="SOCKET",
                             help="the keeper's admin socket, to have the file signed for the consoles that run "
                                  "with a keeper (default: /run/dealer-console/keeper-admin.sock if it is there; "
                                  "none: do not)")
        return command
    init = with_store(sub.add_parser("init", help="the club: set up the first supervisor (asks the PIN twice)"))
    init.add_argument("id", help="the supervisor's id, e.g. a badge number: M-01")
    init.add_argument("--name", default="", help="the supervisor's name, as shown on screen")
    accept = with_store(sub.add_parser("accept", help="the club: bind the supervisor file as it is now to the "
                                                      "table's store, after it was changed outside the console"))
    accept.add_argument("--reason", required=True, help="why the file changed (kept in the store)")
    unlock = with_store(sub.add_parser("unlock", help="the club: lift a supervisor's lock-out"))
    unlock.add_argument("id")
    unlock.add_argument("--reason", required=True, help="why (kept in the store)")
    add = with_store(sub.add_parser("add", help="add a supervisor (an existing supervisor authorises it)"))
    add.add_argument("id", help="the supervisor's id, e.g. a badge number: M-01")
    add.add_argument("--name", default="", help="the supervisor's name, as shown on screen")
    pin = with_store(sub.add_parser("pin", help="change a supervisor's PIN (asks the current one)"))
    pin.add_argument("id")
    remove = with_store(sub.add_parser("remove", help="remove a supervisor (another supervisor or themselves "
                                                      "authorises)"))
    remove.add_argument("id")
    sub.add_parser("list", help="the supervisors, and who is locked out")
    return p


def main(argv: Optional[Sequence[str]] = None, *, ask: Ask = input, ask_secret: Ask = getpass.getpass,
         out: Optional[TextIO] = None, err: Optional[TextIO] = None, clock=None) -> int:
    return run(parser().parse_args(list(sys.argv[1:] if argv is None else argv)),
               ask=ask, ask_secret=ask_secret, out=out, err=err, clock=clock)


def run(args: argparse.Namespace, *, ask: Ask = input, ask_secret: Ask = getpass.getpass,
        out: Optional[TextIO] = None, err: Optional[TextIO] = None, clock=None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    clock = clock or SystemClock()
    try:
        roster = Roster.load(args.file or default_roster_path())
        if args.action == "list":
            return _list(args, roster, clock, out)
        path = args.store or default_store_path(args.table)
        from dealer_app.keeper.client import DEFAULT_ADMIN_SOCKET, KeeperError, connect
        try:
            keeper = connect(args.keeper_admin, DEFAULT_ADMIN_SOCKET)
        except KeeperError as exc:
            print(f"error: {exc.message}; nothing was changed", file=err)
            return EXIT_BAD_INPUT
        try:
            store = open_store(path, table=args.table, dealer=CLUB, clock=clock, keeper=keeper)
        except StoreError as exc:
            if exc.code == "store-in-use":
                print(f"refused: {exc.message}. While the console runs, supervisors are added at the console "
                      "(Session setup, Supervisors…); nothing was changed", file=err)
                return EXIT_REFUSED
            print(f"error: {exc.message}; nothing was changed", file=err)
            return EXIT_BAD_INPUT
        except KeeperError as exc:
            print(f"error: {exc.message} ({exc.code}); nothing was changed", file=err)
            return EXIT_REFUSED
        with closing(store):
            desk = SupervisorDesk(roster, clock, store.append)
            desk.bind(bound_fingerprint(store))
            args.keeper_client = keeper
            if keeper is not None:
                desk.sealer = lambda changed: seal(changed, store.table, keeper)
            action = {"init": _init, "accept": _accept, "unlock": _unlock, "add": _add, "pin": _change_pin,
                      "remove": _remove}[args.action]
            try:
                return action(args, roster, desk, store, clock, ask, ask_secret, out, err)
            except KeeperError as exc:
                print(f"error: the keeper did not sign the file: {exc.message} ({exc.code}); nothing was changed",
                      file=err)
                return EXIT_REFUSED
            finally:
                if keeper is not None:
                    keeper.close()
                give_back([roster.path, Path(path)])
    except SupervisorError as exc:
        print(f"error: {exc.message}", file=err)
        return EXIT_BAD_INPUT
    except OSError as exc:
        print(f"error: the supervisor file cannot be written: {exc}", file=err)
        return EXIT_BAD_INPUT
    except (EOFError, KeyboardInterrupt):
        print("\nstopped: nothing was changed", file=err)
        return EXIT_REFUSED


def give_back(paths) -> None:
    """Run as root (to reach the keeper's admin socket), the club's command has written the dealer's files as
    root: each file it made or replaced beside them (the roster, the store, its WAL, lock and counter) is
    given back to the owner of its folder, so the console's account can still open them."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return
    for path in paths:
        folder = path.parent
        try:
            owner = folder.stat()
            if owner.st_uid == 0:
                continue
            for entry in folder.iterdir():
                if entry.name.startswith(path.name) and entry.lstat().st_uid == 0 and not entry.is_symlink():
                    os.chown(entry, owner.st_uid, owner.st_gid)
        except OSError:
            continue


def _new_pin(supervisor_id: str, ask_secret: Ask, err: TextIO) -> Optional[str]:
    first = ask_secret(f"New PIN for {supervisor_id} (6 to 12 digits): ")
    check_new_pin(first, supervisor_id)
    if ask_secret("The same PIN again: ") != first:
        print("refused: the two PINs differ; nothing was changed", file=err)
        return None
    return first


def _said(answer, out: TextIO, err: TextIO, done: str) -> int:
    if not answer.granted:
        print(f"refused: {answer.message}", file=err)
        return EXIT_REFUSED
    print(done, file=out)
    return EXIT_OK


def _init(args, roster, desk, store, clock, ask, ask_secret, out, err) -> int:
    new_id = check_id(args.id)
    if len(roster):
        print(f"refused: {roster.path} already has supervisors ({', '.join(s.id for s in roster.supervisors())}); "
              "a supervisor adds others, and 'accept' binds a file changed outside the console", file=err)
        return EXIT_REFUSED
    pin = _new_pin(new_id, ask_secret, err)
    if pin is None:
        return EXIT_REFUSED
    before = desk.bound
    person = roster.add(new_id, args.name, pin, by=CLUB, at_utc_us=clock.utc_us(), save=False)
    record_club_change(store, roster, "init", "the first supervisor, set up by the club", person.id,
                       keeper=args.keeper_client, before=before)
    roster.save()
    print(f"Supervisor {person.id} ({person.name}) set up, the first of {roster.path}; bound to {store.path}.",
          file=out)
    return EXIT_OK


def _accept(args, roster, desk, store, clock, ask, ask_secret, out, err) -> int:
    if len(roster) == 0:
        print(f"refused: {roster.path} has no supervisor: the club sets up the first one with 'init'", file=err)
        return EXIT_REFUSED
    if not args.reason.strip():
        print("refused: say why the file changed (--reason)", file=err)
        return EXIT_REFUSED
    before, found = desk.bound, roster.fingerprint()
    keeper = args.keeper_client
    if before == found and (keeper is None or seal_problem(store, roster, keeper) is None):
        print(f"{roster.path} is already the one {store.path} knows ({found[:16]}): nothing to accept.", file=out)
        return EXIT_OK
    record_club_change(store, roster, "accepted", args.reason.strip(), keeper=keeper, before=before,
                       supervisors=[s.id for s in roster.supervisors()])
    signed = f", signed by the keeper (key {keeper.fingerprint()})" if keeper is not None else ""
    print(f"{roster.path} accepted as it is now ({found[:16]}; the store had {(before or 'none')[:16]}{signed}): "
          f"its supervisors can sign in at {args.table}.", file=out)
    return EXIT_OK


def _unlock(args, roster, desk, store, clock, ask, ask_secret, out, err) -> int:
    person = roster.find(args.id)
    if person is None:
        raise SupervisorError("no-such-supervisor", f"there is no supervisor {args.id!r}")
    if not args.reason.strip():
        print("refused: say why (--reason)", file=err)
        return EXIT_REFUSED
    if desk.bound is not None and roster.fingerprint() != desk.bound:
        print(f"refused: {roster.path} was changed outside the console; 'accept' it first", file=err)
        return EXIT_REFUSED
    roster.set_lock_state(person, 0, 0, save=False)
    record_club_change(store, roster, "unlocked", args.reason.strip(), person.id, keeper=args.keeper_client,
                       before=desk.bound)
    roster.save()
    print(f"Supervisor {person.id} can sign in again.", file=out)
    return EXIT_OK


def _add(args, roster, desk, store, clock, ask, ask_secret, out, err) -> int:
    new_id = check_id(args.id)
    if roster.find(new_id) is not None:
        raise SupervisorError("id-taken", f"there is already a supervisor {roster.find(new_id).id}")
    if len(roster) == 0:
        print("refused: no supervisor is set up yet: the club sets up the first one with "
              f"'dealer-app supervisor init {new_id} --table {args.table}'", file=err)
        return EXIT_REFUSED
    who = ask("Authorising supervisor id: ").strip()
    who_pin = ask_secret(f"PIN of {who}: ")
    pin = _new_pin(new_id, ask_secret, err)
    if pin is None:
        return EXIT_REFUSED
    answer = desk.add_supervisor(new_id, args.name, pin, pin, supervisor=who, supervisor_pin=who_pin)
    return _said(answer, out, err, f"Supervisor {new_id} added.")


def _change_pin(args, roster, desk, store, clock, ask, ask_secret, out, err) -> int:
    person = roster.find(args.id)
    who = person.id if person else args.id
    current = ask_secret(f"Current PIN of {who}: ")
    pin = _new_pin(who, ask_secret, err)
    if pin is None:
        return EXIT_REFUSED
    return _said(desk.change_pin(who, current, pin, pin), out, err, f"The PIN of {who} is changed.")


def _remove(args, roster, desk, store, clock, ask, ask_secret, out, err) -> int:
    person = roster.find(args.id)
    if person is None:
        raise SupervisorError("no-such-supervisor", f"there is no supervisor {args.id!r}")
    if len(roster) == 1:
        print(f"refused: {person.id} is the last supervisor; add another one first", file=err)
        return EXIT_REFUSED
    who = ask("Authorising supervisor id: ").strip()
    answer = desk.remove_supervisor(person.id, supervisor=who, pin=ask_secret(f"PIN of {who}: "))
    return _said(answer, out, err, f"Supervisor {person.id} removed.")


def _list(args, roster, clock, out) -> int:
    if len(roster) == 0:
        print(f"No supervisor is set up ({roster.path}): the club runs dealer-app supervisor init ID --table T",
              file=out)
        return EXIT_OK
    for s in roster.supervisors():
        added = datetime.fromtimestamp(s.added_utc_us / 1e6).strftime("%Y-%m-%d %H:%M")
        state = ""
        if s.locked:
            until = datetime.fromtimestamp(s.locked_until_utc_us / 1e6).strftime("%H:%M")
            state = f"  LOCKED OUT ({s.failures} wrong PINs; until {until} at the earliest)"
        print(f"{s.id:<12} {s.name:<24} added {added} by {s.added_by}{state}", file=out)
    return EXIT_OK
