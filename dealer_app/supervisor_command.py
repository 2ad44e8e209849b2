"""``dealer-app supervisor add|pin|remove|list``: the console's supervisors, from a terminal.

    dealer-app supervisor add M-01 --name "Marie Dupont"   # the first one: asks the PIN twice
    dealer-app supervisor add P-02 --name "Paul"           # later ones: a supervisor authorises it
    dealer-app supervisor pin M-01                         # change one's own PIN (asks the current one)
    dealer-app supervisor remove P-02                      # a supervisor authorises it
    dealer-app supervisor list

PINs are asked without echo (getpass) and never printed, logged or written in
clear: the roster keeps scrypt hashes (supervisor_roster.py). Adding or
removing a supervisor once one exists takes a supervisor's id and PIN, with
the same lock-out as at the console; the roster file keeps its own history
(who added, changed, removed whom, and refused attempts). Needs no screen:
never imports PySide6.

Exit 0 when done, 1 when refused (wrong PIN, PINs that differ, a lock-out),
2 for bad input (an id or PIN the rules refuse, an unreadable file).
"""
from __future__ import annotations

import argparse
import getpass
import sys
from datetime import datetime
from typing import Callable, Optional, Sequence, TextIO

from .store import SystemClock
from .supervisor import SupervisorDesk
from .supervisor_roster import Roster, SupervisorError, check_id, check_new_pin, default_roster_path

EXIT_OK, EXIT_REFUSED, EXIT_BAD_INPUT = 0, 1, 2
Ask = Callable[[str], str]


def parser(p: Optional[argparse.ArgumentParser] = None) -> argparse.ArgumentParser:
    """The command's options, on ``p`` (its place in ``dealer-app``'s parser, cli.py) or on its own parser."""
    p = p or argparse.ArgumentParser(prog="dealer-app supervisor")
    p.description = "Add, remove and list the supervisors who sign in with a PIN."
    p.add_argument("--file", metavar="PATH",
                   help=f"the supervisor file (default: {default_roster_path()})")
    sub = p.add_subparsers(dest="action", required=True)
    add = sub.add_parser("add", help="add a supervisor (the first one needs nobody's authorisation)")
    add.add_argument("id", help="the supervisor's id, e.g. a badge number: M-01")
    add.add_argument("--name", default="", help="the supervisor's name, as shown on screen")
    pin = sub.add_parser("pin", help="change a supervisor's PIN (asks the current one)")
    pin.add_argument("id")
    remove = sub.add_parser("remove", help="remove a supervisor (another supervisor or themselves authorises)")
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
        # No store here: the desk's record of refusals and authorisations goes to the roster's history.
        desk = SupervisorDesk(roster, clock, lambda kind, payload: roster.note(
            {"event": kind, **payload, "at_utc_us": clock.utc_us(), "where": "dealer-app supervisor"}))
        action = {"add": _add, "pin": _change_pin, "remove": _remove, "list": _list}[args.action]
        return action(args, roster, desk, clock, ask, ask_secret, out, err)
    except SupervisorError as exc:
        print(f"error: {exc.message}", file=err)
        return EXIT_BAD_INPUT
    except OSError as exc:
        print(f"error: the supervisor file cannot be written: {exc}", file=err)
        return EXIT_BAD_INPUT
    except (EOFError, KeyboardInterrupt):
        print("\nstopped: nothing was changed", file=err)
        return EXIT_REFUSED


def _new_pin(supervisor_id: str, ask_secret: Ask, err: TextIO) -> Optional[str]:
    first = ask_secret(f"New PIN for {supervisor_id} (4 to 12 digits): ")
    check_new_pin(first, supervisor_id)
    if ask_secret("The same PIN again: ") != first:
        print("refused: the two PINs differ; nothing was changed", file=err)
        return None
    return first


def _authorised(desk: SupervisorDesk, act: str, reason: str, ask: Ask, ask_secret: Ask, err: TextIO,
                supervisor: Optional[str] = None) -> Optional[str]:
    who = supervisor or ask("Authorising supervisor id: ").strip()
    answer = desk.authorise(act, reason, supervisor=who, pin=ask_secret(f"PIN of {who}: "))
    if not answer.granted:
        print(f"refused: {answer.message}", file=err)
        return None
    return answer.supervisor


def _add(args, roster, desk, clock, ask, ask_secret, out, err) -> int:
    new_id = check_id(args.id)
    if roster.find(new_id) is not None:
        raise SupervisorError("id-taken", f"there is already a supervisor {roster.find(new_id).id}")
    if len(roster) == 0:
        by = "first supervisor (no one to authorise)"
        print(f"No supervisor is set up yet: {new_id} will be the first.", file=out)
    else:
        by = _authorised(desk, "supervisor-added", f"add supervisor {new_id}", ask, ask_secret, err)
        if by is None:
            return EXIT_REFUSED
    pin = _new_pin(new_id, ask_secret, err)
    if pin is None:
        return EXIT_REFUSED
    person = roster.add(new_id, args.name, pin, by=by, at_utc_us=clock.utc_us())
    print(f"Supervisor {person.id} ({person.name}) added.", file=out)
    return EXIT_OK


def _change_pin(args, roster, desk, clock, ask, ask_secret, out, err) -> int:
    person = roster.find(args.id)
    who = _authorised(desk, "supervisor-pin-changed", "own PIN changed", ask, ask_secret, err,
                      supervisor=person.id if person else args.id)
    if who is None:
        return EXIT_REFUSED
    pin = _new_pin(who, ask_secret, err)
    if pin is None:
        return EXIT_REFUSED
    roster.change_pin(who, pin, by=who, at_utc_us=clock.utc_us())
    print(f"The PIN of {who} is changed.", file=out)
    return EXIT_OK


def _remove(args, roster, desk, clock, ask, ask_secret, out, err) -> int:
    person = roster.find(args.id)
    if person is None:
        raise SupervisorError("no-such-supervisor", f"there is no supervisor {args.id!r}")
    if len(roster) == 1:
        print(f"refused: {person.id} is the last supervisor; add another one first", file=err)
        return EXIT_REFUSED
    by = _authorised(desk, "supervisor-removed", f"remove supervisor {person.id}", ask, ask_secret, err)
    if by is None:
        return EXIT_REFUSED
    roster.remove(person.id, by=by, at_utc_us=clock.utc_us())
    print(f"Supervisor {person.id} removed.", file=out)
    return EXIT_OK


def _list(args, roster, desk, clock, ask, ask_secret, out, err) -> int:
    if len(roster) == 0:
        print(f"No supervisor is set up ({roster.path}): dealer-app supervisor add ID", file=out)
        return EXIT_OK
    now = clock.utc_us()
    for s in roster.supervisors():
        added = datetime.fromtimestamp(s.added_utc_us / 1e6).strftime("%Y-%m-%d %H:%M")
        state = ""
        if s.locked_until_utc_us > now:
            state = f"  LOCKED OUT until {datetime.fromtimestamp(s.locked_until_utc_us / 1e6).strftime('%H:%M')}"
        print(f"{s.id:<12} {s.name:<24} added {added} by {s.added_by}{state}", file=out)
    return EXIT_OK
