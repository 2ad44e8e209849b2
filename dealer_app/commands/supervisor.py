"""``dealer-app supervisor init|accept|unlock|add|pin|role|remove|list``: the console's supervisors, from a terminal.

    dealer-app supervisor init M-01 --name "Marie Dupont" --table T4    # the club: the first supervisor
    dealer-app supervisor add P-02 --name "Paul" --table T4             # a supervisor authorises it
    dealer-app supervisor pin M-01 --table T4                           # one's own PIN (asks the current one)
    dealer-app supervisor role D-02 management --table T4               # another supervisor authorises it
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

Every prompt and message is in the console's language: ``--lang fr|en|ru``,
by default the one chosen last in the console's window on this machine
(dealer_app/files/console_settings.py), else French, as the console.

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

from dealer_app.supervisors.roster_binding import (CLUB, bound_fingerprint, club_append, record_club_change, seal,
                                                   seal_problem)
from dealer_app.store import StoreError, StoreInUse, SystemClock, open_store
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.refusals import roster_words
from dealer_app.supervisors.roster import (FLOOR, ROLES, Roster, SupervisorError, check_id, check_new_pin,
                                          default_roster_path)
from dealer_app.table.record import default_store_path
from dealer_app.files.console_settings import saved_language
from ui.views.words import Words, say
from dealer_app.words.book import LANGUAGES, language_or_default, speak

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT = 0, 1, 2
Ask = Callable[[str], str]
C = "SupervisorCommand"


def parser(p: Optional[argparse.ArgumentParser] = None) -> argparse.ArgumentParser:
    """The command's options, on ``p`` (its place in ``dealer-app``'s parser, cli.py) or on its own parser."""
    p = p or argparse.ArgumentParser(prog="dealer-app supervisor")
    p.description = "Set up, add, remove and list the supervisors who sign in with a PIN."
    p.add_argument("--file", metavar="PATH",
                   help=f"the supervisor file (default: {default_roster_path()})")
    language = dict(choices=LANGUAGES, help="the language of the questions and answers (default: the console's, "
                                            "as last chosen in its window on this machine, else fr)")
    p.add_argument("--lang", **language)
    sub = p.add_subparsers(dest="action", required=True)

    def with_store(command: argparse.ArgumentParser) -> argparse.ArgumentParser:
        command.add_argument("--table", required=True, help="the table whose hand store records the change")
        command.add_argument("--store", metavar="PATH", help="that table's hand store (default: the table's own)")
        command.add_argument("--keeper-admin", metavar="SOCKET",
                             help="the keeper's admin socket, to have the file signed for the consoles that run "
                                  "with a keeper (default: /run/dealer-console/keeper-admin.sock if it is there; "
                                  "none: do not)")
        # Also after the action (dealer-app supervisor init M-01 --lang en): it wins over one before.
        command.add_argument("--lang", default=argparse.SUPPRESS, **language)
        return command
    init = with_store(sub.add_parser("init", help="the club: set up the first supervisor (asks the PIN twice)"))
    init.add_argument("id", help="the supervisor's id, e.g. a badge number: M-01")
    init.add_argument("--name", default="", help="the supervisor's name, as shown on screen")
    role_help = ("floor (the default) or management: the management's PIN is the bad beat jackpot's second "
                 "signature")
    init.add_argument("--role", choices=ROLES, default=FLOOR, help=role_help)
    accept = with_store(sub.add_parser("accept", help="the club: bind the supervisor file as it is now to the "
                                                      "table's store, after it was changed outside the console"))
    accept.add_argument("--reason", required=True, help="why the file changed (kept in the store)")
    unlock = with_store(sub.add_parser("unlock", help="the club: lift a supervisor's lock-out"))
    unlock.add_argument("id")
    unlock.add_argument("--reason", required=True, help="why (kept in the store)")
    add = with_store(sub.add_parser("add", help="add a supervisor (an existing supervisor authorises it)"))
    add.add_argument("id", help="the supervisor's id, e.g. a badge number: M-01")
    add.add_argument("--name", default="", help="the supervisor's name, as shown on screen")
    add.add_argument("--role", choices=ROLES, default=FLOOR, help=role_help)
    role = with_store(sub.add_parser("role", help="make a supervisor floor or management (another supervisor "
                                                  "authorises it; the management, once there is one)"))
    role.add_argument("id")
    role.add_argument("role", choices=ROLES, help=role_help)
    pin = with_store(sub.add_parser("pin", help="change a supervisor's PIN (asks the current one)"))
    pin.add_argument("id")
    remove = with_store(sub.add_parser("remove", help="remove a supervisor (another supervisor or themselves "
                                                      "authorises)"))
    remove.add_argument("id")
    listing = sub.add_parser("list", help="the supervisors, and who is locked out")
    listing.add_argument("--lang", default=argparse.SUPPRESS, **language)
    return p


def main(argv: Optional[Sequence[str]] = None, *, ask: Ask = input, ask_secret: Ask = getpass.getpass,
         out: Optional[TextIO] = None, err: Optional[TextIO] = None, clock=None) -> int:
    return run(parser().parse_args(list(sys.argv[1:] if argv is None else argv)),
               ask=ask, ask_secret=ask_secret, out=out, err=err, clock=clock)


class Terminal:
    """The command's questions and answers in one language: ``say`` a Words, ``ask`` a question."""

    def __init__(self, language: str, ask: Ask, ask_secret: Ask, out: TextIO, err: TextIO):
        self.language, self._ask, self._ask_secret, self.out, self.err = language, ask, ask_secret, out, err

    def text(self, words) -> str:
        return speak(words, self.language)

    def done(self, words) -> None:
        print(self.text(words), file=self.out)

    def refused(self, words) -> None:
        print(self.text(say("SupervisorCommand", "refused: {why}").format(why=words)), file=self.err)

    def error(self, words) -> None:
        print(self.text(say("SupervisorCommand", "error: {why}").format(why=words)), file=self.err)

    def ask(self, words) -> str:
        return self._ask(self.text(words))

    def ask_secret(self, words) -> str:
        return self._ask_secret(self.text(words))


def run(args: argparse.Namespace, *, ask: Ask = input, ask_secret: Ask = getpass.getpass,
        out: Optional[TextIO] = None, err: Optional[TextIO] = None, clock=None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    terminal = Terminal(language_or_default(getattr(args, "lang", None) or saved_language()), ask, ask_secret,
                        out, err)
    clock = clock or SystemClock()
    try:
        roster = Roster.load(args.file or default_roster_path())
        if args.action == "list":
            return _list(args, roster, clock, terminal)
        path = args.store or default_store_path(args.table)
        from dealer_app.keeper.client import DEFAULT_ADMIN_SOCKET, KeeperError, connect
        try:
            keeper = connect(args.keeper_admin, DEFAULT_ADMIN_SOCKET)
        except KeeperError as exc:
            terminal.error(say("SupervisorCommand", "{why}; nothing was changed").format(why=exc.message))
            return EXIT_BAD_INPUT
        try:
            store = open_store(path, table=args.table, dealer=CLUB, clock=clock, keeper=keeper)
        except StoreInUse as exc:
            if exc.by == "console":
                terminal.refused(say("SupervisorCommand", "the hand store {path} is in use by another console. "
                                     "While a console runs, supervisors are added at the console (Session setup, "
                                     "Supervisors…); nothing was changed").format(path=str(path)))
            else:
                terminal.refused(say("SupervisorCommand", "the hand store {path} is in use by another program (a "
                                     "backup, a copy, a database browser…); it is not damaged. Run this again once "
                                     "that program is closed; nothing was changed").format(path=str(path)))
            return EXIT_REFUSED
        except StoreError as exc:
            terminal.error(say("SupervisorCommand", "{why}; nothing was changed").format(why=exc.message))
            return EXIT_BAD_INPUT
        except KeeperError as exc:
            terminal.error(say("SupervisorCommand", "{why} ({code}); nothing was changed").format(
                why=exc.message, code=exc.code))
            return EXIT_REFUSED
        with closing(store):
            desk = SupervisorDesk(roster, clock, lambda kind, payload: club_append(store, keeper, kind, payload))
            desk.bind(bound_fingerprint(store))
            args.keeper_client = keeper
            if keeper is not None:
                desk.sealer = lambda changed: seal(changed, store.table, keeper)
            action = {"init": _init, "accept": _accept, "unlock": _unlock, "add": _add, "pin": _change_pin, "role": _role,
                      "remove": _remove}[args.action]
            try:
                return action(args, roster, desk, store, clock, terminal)
            except KeeperError as exc:
                terminal.error(say("SupervisorCommand", "the keeper did not sign the file: {why} ({code}); nothing "
                                   "was changed").format(
                    why=exc.message, code=exc.code))
                return EXIT_REFUSED
            finally:
                if keeper is not None:
                    keeper.close()
                give_back([roster.path, Path(path)])
    except SupervisorError as exc:
        terminal.error(_supervisor_words(exc))
        return EXIT_BAD_INPUT
    except OSError as exc:
        terminal.error(say("SupervisorCommand", "the supervisor file cannot be written: {why}").format(why=str(exc)))
        return EXIT_BAD_INPUT
    except (EOFError, KeyboardInterrupt):
        print("\n" + terminal.text(say("SupervisorCommand", "stopped: nothing was changed")), file=err)
        return EXIT_REFUSED


def _supervisor_words(exc: SupervisorError) -> Words:
    """The roster's refusals in the language (the desk's words where it has them)."""
    if exc.code == "no-such-supervisor":
        return say("SupervisorCommand", "there is no supervisor {who}").format(who=str(exc.numbers.get("id", "")))
    if exc.code == "unreadable":
        return say("SupervisorCommand",
                   "the supervisor file {path} cannot be read; it was left as it is ({why})").format(
            path=str(exc.numbers.get("path", "")), why=exc.message)
    return roster_words(exc)


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


def _new_pin(supervisor_id: str, terminal: Terminal) -> Optional[str]:
    first = terminal.ask_secret(say("SupervisorCommand", "New PIN for {who} (6 to 12 digits): ").format(
        who=supervisor_id))
    check_new_pin(first, supervisor_id)
    if terminal.ask_secret(say("SupervisorCommand", "The same PIN again: ")) != first:
        terminal.refused(say("SupervisorCommand", "the two PINs differ; nothing was changed"))
        return None
    return first


def _said(answer, terminal: Terminal, done: Words) -> int:
    if not answer.granted:
        terminal.refused(answer.message)
        return EXIT_REFUSED
    terminal.done(done)
    return EXIT_OK


def _no_such_supervisor(supervisor_id: str) -> SupervisorError:
    return SupervisorError("no-such-supervisor", f"there is no supervisor {supervisor_id!r}", id=supervisor_id)


def _init(args, roster, desk, store, clock, terminal: Terminal) -> int:
    new_id = check_id(args.id)
    if len(roster):
        terminal.refused(say("SupervisorCommand", "{path} already has supervisors ({ids}); a supervisor adds "
                             "others, and 'accept' binds a file changed outside the console").format(
            path=str(roster.path), ids=", ".join(s.id for s in roster.supervisors())))
        return EXIT_REFUSED
    pin = _new_pin(new_id, terminal)
    if pin is None:
        return EXIT_REFUSED
    before = desk.bound
    person = roster.add(new_id, args.name, pin, by=CLUB, at_utc_us=clock.utc_us(), save=False, role=args.role)
    record_club_change(store, roster, "init", "the first supervisor, set up by the club", person.id,
                       keeper=args.keeper_client, before=before)
    roster.save()
    terminal.done(say("SupervisorCommand", "Supervisor {who} ({name}) set up, the first of {path}; bound to "
                      "{store}.").format(
        who=person.id, name=person.name, path=str(roster.path), store=str(store.path)))
    return EXIT_OK


def _accept(args, roster, desk, store, clock, terminal: Terminal) -> int:
    if len(roster) == 0:
        terminal.refused(say("SupervisorCommand", "{path} has no supervisor: the club sets up the first one with "
                             "'init'").format(
            path=str(roster.path)))
        return EXIT_REFUSED
    if not args.reason.strip():
        terminal.refused(say("SupervisorCommand", "say why the file changed (--reason)"))
        return EXIT_REFUSED
    before, found = desk.bound, roster.fingerprint()
    keeper = args.keeper_client
    if before == found and (keeper is None or seal_problem(store, roster, keeper) is None):
        terminal.done(say("SupervisorCommand", "{path} is already the one {store} knows ({fingerprint}): nothing "
                          "to accept.").format(path=str(roster.path), store=str(store.path), fingerprint=found[:16]))
        return EXIT_OK
    record_club_change(store, roster, "accepted", args.reason.strip(), keeper=keeper, before=before,
                       supervisors=[s.id for s in roster.supervisors()])
    values = dict(path=str(roster.path), fingerprint=found[:16], before=(before or "-")[:16], table=args.table)
    if keeper is not None:
        terminal.done(say("SupervisorCommand", "{path} accepted as it is now ({fingerprint}; the store had "
                          "{before}), signed by the keeper (key {key}): its supervisors can sign in at "
                          "{table}.").format(key=keeper.fingerprint(), **values))
    else:
        terminal.done(say("SupervisorCommand", "{path} accepted as it is now ({fingerprint}; the store had "
                          "{before}): its supervisors can sign in at {table}.").format(**values))
    return EXIT_OK


def _unlock(args, roster, desk, store, clock, terminal: Terminal) -> int:
    person = roster.find(args.id)
    if person is None:
        raise _no_such_supervisor(args.id)
    if not args.reason.strip():
        terminal.refused(say("SupervisorCommand", "say why (--reason)"))
        return EXIT_REFUSED
    if desk.bound is not None and roster.fingerprint() != desk.bound:
        terminal.refused(say("SupervisorCommand", "{path} was changed outside the console; 'accept' it first").format(
            path=str(roster.path)))
        return EXIT_REFUSED
    roster.set_lock_state(person, 0, 0, save=False)
    record_club_change(store, roster, "unlocked", args.reason.strip(), person.id, keeper=args.keeper_client,
                       before=desk.bound)
    roster.save()
    terminal.done(say("SupervisorCommand", "Supervisor {who} can sign in again.").format(who=person.id))
    return EXIT_OK


def _add(args, roster, desk, store, clock, terminal: Terminal) -> int:
    new_id = check_id(args.id)
    if roster.find(new_id) is not None:
        raise SupervisorError("id-taken", f"there is already a supervisor {roster.find(new_id).id}",
                              id=roster.find(new_id).id)
    if len(roster) == 0:
        terminal.refused(say("SupervisorCommand", "no supervisor is set up yet: the club sets up the first one "
                             "with 'dealer-app supervisor init {who} --table {table}'").format(who=new_id,
                                                                                             table=args.table))
        return EXIT_REFUSED
    who = terminal.ask(say("SupervisorCommand", "Authorising supervisor id: ")).strip()
    who_pin = terminal.ask_secret(say("SupervisorCommand", "PIN of {who}: ").format(who=who))
    pin = _new_pin(new_id, terminal)
    if pin is None:
        return EXIT_REFUSED
    answer = desk.add_supervisor(new_id, args.name, pin, pin, supervisor=who, supervisor_pin=who_pin, role=args.role)
    return _said(answer, terminal, say("SupervisorCommand", "Supervisor {who} added.").format(who=new_id))


def _role(args, roster, desk, store, clock, terminal: Terminal) -> int:
    person = roster.find(args.id)
    if person is None:
        raise _no_such_supervisor(args.id)
    who = terminal.ask(say("SupervisorCommand", "Authorising supervisor id: ")).strip()
    answer = desk.set_role(person.id, args.role, supervisor=who,
                           pin=terminal.ask_secret(say("SupervisorCommand", "PIN of {who}: ").format(who=who)))
    done = (say("SupervisorCommand", "Supervisor {who} is now of the management.") if args.role != FLOOR
            else say("SupervisorCommand", "Supervisor {who} is now a floor supervisor."))
    return _said(answer, terminal, done.format(who=person.id))


def _change_pin(args, roster, desk, store, clock, terminal: Terminal) -> int:
    person = roster.find(args.id)
    who = person.id if person else args.id
    current = terminal.ask_secret(say("SupervisorCommand", "Current PIN of {who}: ").format(who=who))
    pin = _new_pin(who, terminal)
    if pin is None:
        return EXIT_REFUSED
    return _said(desk.change_pin(who, current, pin, pin), terminal,
                 say("SupervisorCommand", "The PIN of {who} is changed.").format(who=who))


def _remove(args, roster, desk, store, clock, terminal: Terminal) -> int:
    person = roster.find(args.id)
    if person is None:
        raise _no_such_supervisor(args.id)
    if len(roster) == 1:
        terminal.refused(say("SupervisorCommand", "{who} is the last supervisor; add another one first").format(
            who=person.id))
        return EXIT_REFUSED
    who = terminal.ask(say("SupervisorCommand", "Authorising supervisor id: ")).strip()
    answer = desk.remove_supervisor(person.id, supervisor=who,
                                    pin=terminal.ask_secret(say("SupervisorCommand", "PIN of {who}: ").format(who=who)))
    return _said(answer, terminal, say("SupervisorCommand", "Supervisor {who} removed.").format(who=person.id))


def _list(args, roster, clock, terminal: Terminal) -> int:
    if len(roster) == 0:
        terminal.done(say("SupervisorCommand", "No supervisor is set up ({path}): the club runs dealer-app "
                          "supervisor init ID --table T").format(path=str(roster.path)))
        return EXIT_OK
    for s in roster.supervisors():
        added = datetime.fromtimestamp(s.added_utc_us / 1e6).strftime("%Y-%m-%d %H:%M")
        line = terminal.text(say("SupervisorCommand", "added {when} by {who}").format(when=added, who=s.added_by))
        state = ""
        if s.locked:
            until = datetime.fromtimestamp(s.locked_until_utc_us / 1e6).strftime("%H:%M")
            state = "  " + terminal.text(say("SupervisorCommand", "LOCKED OUT ({count} wrong PINs; until {time} at "
                                             "the earliest)").format(
                count=str(s.failures), time=until))
        role = "  " + terminal.text(say("SupervisorCommand", "management")) if s.role != FLOOR else ""
        print(f"{s.id:<12} {s.name:<24} {line}{role}{state}", file=terminal.out)
    return EXIT_OK
