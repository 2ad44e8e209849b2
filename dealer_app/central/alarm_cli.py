"""``dealer-app central alarm list|ack``: the room's alarms from the command line, and a supervisor's
acknowledgement with the reason (dealer_app/central/alarms.py).

The acknowledgement is the floor station's own act: the supervisor signs in
with the PIN against the central roster (a floor-station sign-in, its wrong
PINs counted with every table's), then the act is recorded under that grant.
Everything said in the command's language (--lang); exit 0 done, 1 refused by
the record or the roster, 2 given wrong.
"""
from __future__ import annotations

import argparse
import socket
import sys

from dealer_app.words.alarms import kind_words, state_words
from ui.views.words import say
from dealer_app.words.book import speak

from .cli_words import error
from .alarms import AlarmRefused, acknowledge, check_reason, find_alarm, read_alarms
from .floor_acts import STATION_PURPOSE, ActNotRecorded, FloorActs
from .roster import CentralRoster
from .migrate import CentralError

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def run_alarm(args: argparse.Namespace, connect) -> int:
    lang = args.lang
    try:
        if args.action == "list":
            with connect(args.central) as conn:
                alarms = read_alarms(conn)
            for a in alarms:
                state = state_words(a.acknowledged, a.cleared, a.ack_supervisor or "", a.ack_reason or "",
                                    a.ack_at.astimezone().strftime("%Y-%m-%d %H:%M") if a.ack_at else "")
                print(speak(say("Alarm", "{id}  table {table} (store {store}): {kind}, since {first}: {state}").format(
                    id=a.alarm_id, table=a.table_id or "?", store=a.store_id[:12], kind=kind_words(a.kind),
                    first=a.first_at.astimezone().strftime("%Y-%m-%d %H:%M"), state=state), lang))
            print(speak(say("Alarm", "%n alarm(s) open", None, sum(a.open for a in alarms)), lang))
            return EXIT_OK
        missing = [name for name, value in (("--id", args.alarm_id), ("--supervisor", args.supervisor),
                                            ("--reason", args.reason)) if not (value or "").strip()]
        if missing:
            error(args, say("Alarm", "to acknowledge an alarm give {missing}").format(missing=", ".join(missing)))
            return EXIT_USAGE
        reason = check_reason(args.reason)
        with connect(args.central) as conn:
            alarm = find_alarm(conn, args.alarm_id)
        if alarm is None:
            error(args, say("Alarm", "there is no alarm {id} in the central record (dealer-app central alarm list "
                                     "names them)").format(id=args.alarm_id.strip()))
            return EXIT_USAGE
        pin = _read_pin(args.pin_stdin, lang)
        acts = FloorActs(args.central, f"command line on {socket.gethostname()}")
        refused = sign_in(acts, args.supervisor.strip(), pin)
        del pin
        if refused is not None:
            error(args, refused)
            return EXIT_REFUSED
        acknowledge(acts, alarm.alarm_id, alarm.store_id, reason)
        print(speak(say("Alarm", "alarm {id} ({kind}, table {table}) acknowledged by {who}: {why}").format(
            id=alarm.alarm_id, kind=kind_words(alarm.kind), table=alarm.table_id or "?", who=acts.supervisor,
            why=reason), lang))
        return EXIT_OK
    except AlarmRefused as exc:
        error(args, exc.message)
        return EXIT_REFUSED if exc.code != "no-reason" else EXIT_USAGE
    except CentralError as exc:
        error(args, exc.message)
        return EXIT_USAGE


def sign_in(acts: FloorActs, supervisor_id: str, pin: str):
    """As the floor station's sign-in (dealer_app/floor/station_gate.py): the central roster checks the PIN,
    the sign-in is a floor act; None once signed in, else the refusal in words."""
    verdict = CentralRoster(acts.connection, acts.station).check(supervisor_id, pin, STATION_PURPOSE)
    if verdict is None:
        return say("Station", "The central roster cannot be reached: nobody can sign in at the floor "
                              "station until it answers. Try again.")
    try:
        if verdict.granted:
            acts.signed(verdict.supervisor, verdict.grant_id)
            acts.record("sign-in")
            return None
        acts.record("sign-in-refused", supervisor=supervisor_id, status=verdict.status)
    except ActNotRecorded as exc:
        acts.supervisor = acts.grant_id = None
        return exc.message
    if verdict.status == "wrong":
        return say("Supervisor", "unknown supervisor id or wrong PIN (%n attempt(s) left before a lock-out)",
                   None, verdict.attempts_left or 0)
    if verdict.locked_until_utc_us:
        from datetime import datetime, timezone
        at = datetime.fromtimestamp(verdict.locked_until_utc_us / 1e6, timezone.utc).astimezone().strftime("%H:%M")
        return say("Supervisor", "this id is locked out on the central roster until {time}").format(time=at)
    return say("Supervisor", "this id is locked out on the central roster until the club resets its PIN")


def _read_pin(from_stdin: bool, lang: str) -> str:
    if from_stdin:
        return sys.stdin.readline().strip()
    import getpass
    return getpass.getpass(speak(say("Alarm", "supervisor's PIN: "), lang))
