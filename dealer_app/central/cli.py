"""``dealer-app central …`` (set up and sign the central record) and ``dealer-app uplink`` (a table's uplink
as its own process). Errors are said in one line on the standard error: exit 2 for what was given wrong
or unreachable, 1 for a refusal by the record itself.
"""
from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading

from ui.views.words import say

from .cli_words import checkpoint_words, error
from .migrate import LATEST, CentralError, init

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def central_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.description = ("Set up and sign the central PostgreSQL record of every table (the README's \"A room of "
                     "tables\": the club's set-up).")
    sub = p.add_subparsers(dest="central_command", metavar="ACTION", required=True)
    i = sub.add_parser("init", help="create or migrate the central schema and its roles (run as a superuser)")
    i.add_argument("--central", required=True, metavar="URL", help="postgresql://… of the central database")
    k = sub.add_parser("keygen", help="make the checkpoint signing key (floor side; never in the database)")
    k.add_argument("--key", required=True, metavar="KEYFILE", help="where to write the private key (KEYFILE.pub: "
                   "the public key)")
    k.add_argument("--central", metavar="URL", help="also register the public key in the central database "
                   "(as its owner or a superuser)")
    r = sub.add_parser("register-key", help="register a checkpoint public key in the central database")
    r.add_argument("--public-key", required=True, metavar="PUB", help="KEYFILE.pub, or its 64 hex digits")
    r.add_argument("--central", required=True, metavar="URL")
    c = sub.add_parser("checkpoint", help="sign the central head of every table's store and store the checkpoints")
    c.add_argument("--key", required=True, metavar="KEYFILE")
    c.add_argument("--central", required=True, metavar="URL", help="as dealer_signer (the only login that may "
                   "record a checkpoint)")
    t = sub.add_parser("table", help="a table's own login for its uplink (add: made, its password printed; list)")
    t.add_argument("action", choices=("add", "list"))
    t.add_argument("table_id", nargs="?", metavar="TABLE", help="add: the table's name, as its console has it")
    t.add_argument("--central", required=True, metavar="URL", help="as a superuser (making a login needs it)")
    t.add_argument("--password-stdin", action="store_true", help="read the password (12 characters or more) from "
                   "the standard input instead of making one")
    t.add_argument("--new-password", action="store_true", help="add: the table has its login already; give it a "
                   "new password")
    jp = sub.add_parser("jackpot-pool", help="a bad beat jackpot shared by tables ([jackpot] shared = \"NAME\"): "
                        "made or given its start and claim window; without --start, its meter shown")
    jp.add_argument("pool", metavar="NAME", help="the pool's name, as the tables' session files give it")
    jp.add_argument("--central", required=True, metavar="URL", help="as the owner or a superuser to set; "
                    "dealer_floor may read")
    jp.add_argument("--start", type=int, metavar="CHIPS", help="the meter after each payment (and at the start of "
                    "a new pool)")
    jp.add_argument("--window", type=int, default=60, metavar="SECONDS", help="the claim window: claims of "
                    "several tables within it are decided together (default 60)")
    jd = sub.add_parser("jackpot-decide", help="the floor decides an exact tie of a shared jackpot: the round's "
                        "meter to one tied table, or split between them")
    jd.add_argument("pool", metavar="POOL", help="the pool's name")
    jd.add_argument("--round", required=True, type=int, metavar="N", help="the tie's round, as jackpot-pool "
                    "lists it")
    decided = jd.add_mutually_exclusive_group(required=True)
    decided.add_argument("--to", metavar="TABLE", help="the tied table the floor gives the jackpot to")
    decided.add_argument("--split", action="store_true", help="equal parts for the tied tables (the units left "
                         "over to the earliest claims)")
    jd.add_argument("--unit", type=int, default=1, metavar="CHIPS", help="split: the parts are whole units of "
                    "this many chips (the tables' smallest chip; default 1)")
    jd.add_argument("--central", required=True, metavar="URL", help="as the owner or a superuser")
    rp = sub.add_parser("report", help="rake and time collected per table, shift, dealer, day or session")
    rp.add_argument("--central", required=True, metavar="URL", help="as dealer_floor or the owner")
    rp.add_argument("--day", required=True, type=_day, metavar="YYYY-MM-DD", help="the club's day (from the "
                    "first shift's start)")
    rp.add_argument("--to", type=_day, metavar="YYYY-MM-DD", help="the last day of a span (default: --day alone)")
    rp.add_argument("--by", default="table", choices=("table", "shift", "dealer", "day", "session"))
    _outputs(rp)
    rg = sub.add_parser("register", help="the French daily register: rake and time per table and session, "
                        "closed by each table's checkpoint, signatures checked")
    rg.add_argument("--central", required=True, metavar="URL", help="as dealer_floor or the owner")
    rg.add_argument("--day", required=True, type=_day, metavar="YYYY-MM-DD")
    rg.add_argument("--key-pub", required=True, metavar="PUB", help="the floor's checkpoint public key "
                    "(KEYFILE.pub, or its 64 hex digits)")
    _outputs(rg)
    sh = sub.add_parser("shifts", help="the club's time zone and shifts (the gaming day opens at the first)")
    sh.add_argument("--central", required=True, metavar="URL", help="as the owner or a superuser")
    sh.add_argument("--time-zone", default="Europe/Paris", metavar="ZONE")
    sh.add_argument("--shifts", metavar="NAME=HH:MM,...", help="e.g. morning=06:00,afternoon=14:00,night=22:00; "
                    "without it the settings in force are printed")
    ac = sub.add_parser("acts", help="the supervisors' acts at the floor station on a club day (sign-ins, hands "
                        "opened and exported, searches, reports exported)")
    ac.add_argument("--central", required=True, metavar="URL", help="as dealer_floor or the owner")
    ac.add_argument("--day", required=True, type=_day, metavar="YYYY-MM-DD", help="the club's day (from the "
                    "first shift's start)")
    ac.add_argument("--lang", default="fr", choices=("fr", "en", "ru"), help="the language (default fr)")
    ac.add_argument("--key-pub", metavar="PUB", help="the floor's checkpoint public key: the logs' signed heads "
                    "are checked too (without it, only their chains)")
    al = sub.add_parser("alarm", help="the room's alarms: list them, or acknowledge one as a supervisor (PIN asked) "
                        "with the reason; only an acknowledgement closes an alarm")
    al.add_argument("action", choices=("list", "ack"))
    al.add_argument("--central", required=True, metavar="URL", help="as dealer_floor or the owner")
    al.add_argument("--id", dest="alarm_id", metavar="ALARM", help="ack: the alarm's id as the register and the "
                    "list print it (e.g. A12, F3)")
    al.add_argument("--supervisor", metavar="ID", help="ack: the supervisor's id on the central roster")
    al.add_argument("--reason", metavar="WORDS", help="ack: why the alarm is acknowledged (kept with the name)")
    al.add_argument("--pin-stdin", action="store_true", help="ack: read the PIN from the standard input (one line) "
                    "instead of asking on the terminal")
    al.add_argument("--lang", default="fr", choices=("fr", "en", "ru"), help="the language (default fr)")
    sv = sub.add_parser("supervisor", help="the central roster of supervisors (add, remove, reset-pin, role)")
    sv.add_argument("action", choices=("add", "remove", "reset-pin", "role"))
    sv.add_argument("--central", required=True, metavar="URL", help="as the owner or a superuser")
    sv.add_argument("--id", required=True, dest="supervisor_id", metavar="ID")
    sv.add_argument("--name", default="", help="add: the supervisor's name (default: the id)")
    sv.add_argument("--role", choices=("floor", "management"), help="add, role: floor (the default) or management "
                    "(the bad beat jackpot's second signature)")
    sv.add_argument("--pin-stdin", action="store_true", help="read the new PIN from the standard input (one "
                    "line) instead of asking twice on the terminal")
    from .jackpot_cli import jackpot_register_parser
    jackpot_register_parser(sub, _day)
    p.set_defaults(run=run_central)
    return p


def _day(text: str):
    from datetime import date
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a day is YYYY-MM-DD, not {text!r}") from None


def _outputs(p: argparse.ArgumentParser) -> None:
    p.add_argument("--csv", metavar="FILE", help="also write it as CSV (English column names, plain numbers)")
    p.add_argument("--pdf", metavar="FILE", help="also write it as a PDF (A4; drawn by Qt)")
    p.add_argument("--lang", default="fr", choices=("fr", "en", "ru"), help="the language (default fr)")


def run_central(args: argparse.Namespace) -> int:
    from .checkpoint import CheckpointError
    try:
        if args.central_command == "init":
            done = init(args.central)
            if done:
                print(f"central schema: applied version(s) {', '.join(map(str, done))}; now at {LATEST}")
            else:
                print(f"central schema: already at version {LATEST}; nothing to do")
            return EXIT_OK
        if args.central_command == "keygen":
            from .checkpoint import keygen, load_public
            pub, kid = keygen(args.key)
            print(f"signing key written to {args.key} (keep it on the floor side, never on a table); "
                  f"public key {pub} (key id {kid})")
            if args.central:
                _register(args.central, load_public(str(pub)))
            return EXIT_OK
        if args.central_command == "register-key":
            from .checkpoint import load_public
            _register(args.central, load_public(args.public_key))
            return EXIT_OK
        if args.central_command == "checkpoint":
            import psycopg
            from .checkpoint import load_private, sign_all
            from .log_chain import sign_logs
            key = load_private(args.key)
            with _connect(args.central) as conn:
                try:
                    done = sign_all(conn, key)
                    logs = sign_logs(conn, key)         # the supervisors' log and the floor's acts: their heads
                except psycopg.errors.InsufficientPrivilege:
                    raise CentralError("not-the-signer", f"{conn.info.user} may not record a checkpoint: only the "
                                       "signer's login may (--central postgresql://dealer_signer@SERVER/DB)") from None
            for cp in done:
                print(f"checkpoint: store {cp.store_id} at event {cp.seq} ({cp.head_hash.hex()[:16]}…), key {cp.key_id}")
            for lc in logs:
                print(f"log checkpoint: {lc.log} at row {lc.head_id} ({lc.head_hash.hex()[:16]}…), key {lc.key_id}")
            print(f"{len(done)} checkpoint(s) signed and stored")
            return EXIT_OK
        if args.central_command == "table":
            return _run_table(args)
        if args.central_command == "jackpot-pool":
            from .jackpot_claims import pool_meter, pool_ties, set_pool
            with _connect(args.central) as conn:
                if args.start is not None:
                    set_pool(conn, args.pool, args.start, args.window)
                m = pool_meter(conn, args.pool)
                ties = pool_ties(conn, args.pool)
            print(f"shared jackpot {m.pool}: meter {m.meter}, start {m.start}, claim window {m.window_seconds} s "
                  f"(set by {m.set_by} at {m.set_at:%Y-%m-%d %H:%M:%S %Z}), {m.waiting} claim(s) waiting")
            for round_id, tables, hands in ties:
                print(f"round {round_id}: an exact tie of tables {tables} ({hands}), the floor decides: "
                      f"dealer-app central jackpot-decide \"{m.pool}\" --round {round_id} --to TABLE | --split")
            return EXIT_OK
        if args.central_command == "jackpot-decide":
            from .jackpot_claims import floor_decide
            with _connect(args.central) as conn:
                answers = floor_decide(conn, args.pool, args.round, args.to, args.unit)
            for a in answers:
                paid = f": {a.meter}" if a.meter is not None else ""
                print(f"round {args.round}, table {a.table} (claim {a.claim}): {a.outcome}{paid}")
            return EXIT_OK
        if args.central_command == "acts":
            from .checkpoint import load_public
            from .floor_acts import act_line, day_acts
            from .log_chain import check_logs
            from .register import log_finding_words
            from dealer_app.words.book import speak
            public = load_public(args.key_pub) if args.key_pub else None
            with _connect(args.central) as conn:
                acts = day_acts(conn, args.day)
                findings = check_logs(conn, public)
            for act in acts:
                print(act_line(act))
            print(f"{len(acts)} act(s) at the floor station on {args.day.isoformat()}")
            for finding in findings:
                print(speak(log_finding_words(finding), args.lang))
            return EXIT_REFUSED if findings else EXIT_OK
        if args.central_command in ("report", "register", "shifts", "supervisor"):
            return _run_house(args)
        if args.central_command == "alarm":
            from .alarm_cli import run_alarm
            return run_alarm(args, _connect)
        if args.central_command == "jackpot-register":
            from .jackpot_cli import run_jackpot_register
            return run_jackpot_register(args, _connect)
    except CentralError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return EXIT_REFUSED if exc.code == "central-too-new" else EXIT_USAGE
    except CheckpointError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return EXIT_USAGE
    except Exception as exc:
        import psycopg
        if isinstance(exc, psycopg.Error):
            print(f"error: the central database said: {_first_line(exc)}", file=sys.stderr)
            return EXIT_REFUSED if isinstance(exc, psycopg.errors.RaiseException) else EXIT_USAGE
        raise
    return EXIT_USAGE


def _run_table(args: argparse.Namespace) -> int:
    import psycopg
    from .logins import add_table, list_tables
    try:
        with _connect(args.central) as conn:
            if args.action == "list":
                for table_id, login, stores in list_tables(conn):
                    print(f"table {table_id}: login {login}, {stores} store(s)")
                return EXIT_OK
            if not args.table_id:
                raise CentralError("bad-table", "name the table: dealer-app central table add T5 --central URL")
            given = sys.stdin.readline().strip() if args.password_stdin else None
            done = add_table(conn, args.table_id, given, args.new_password)
    except psycopg.errors.UndefinedTable:
        raise CentralError("old-schema", "the central database has no table logins yet: run dealer-app central "
                           "init first") from None
    what = "made" if done.made else "given a new password"
    print(f"table {done.table_id}: login {done.login} {what}")
    if given is None:
        print(f"password: {done.password}")
        print(f"its uplink: --central postgresql://{done.login}:PASSWORD@SERVER/DATABASE (write it down now: it is "
              "not kept in clear anywhere)")
    return EXIT_OK


def _run_house(args: argparse.Namespace) -> int:
    """The reports, the register, the shifts and the central roster: refusals in words, nothing half-written."""
    import psycopg
    from .checkpoint import CheckpointError, load_public
    from .reports import ReportError
    from .roster import CentralRosterError
    try:
        if args.central_command == "report":
            from .jackpot_register import report_jackpots
            from .reports import day_bounds, house_report, report_csv, report_html, report_text
            with _connect(args.central) as conn:
                rows = house_report(conn, args.day, args.to, args.by)
                bounds = day_bounds(conn, args.day, args.to)      # printed with the day rule
                jackpots = report_jackpots(conn, args.by, args.day, args.to)
            _write_outputs(args, report_text(rows, args.by, args.day, args.to, args.lang, bounds, jackpots),
                           lambda: report_csv(rows, args.by, jackpots),
                           lambda: report_html(rows, args.by, args.day, args.to, args.lang, bounds, jackpots))
            return EXIT_OK
        if args.central_command == "register":
            from .register import check_register, read_register, register_csv, register_html, register_text
            public = load_public(args.key_pub)
            with _connect(args.central) as conn:
                register = read_register(conn, args.day, public)
            register = check_register(register, public)       # nothing printed on a bad signature
            _write_outputs(args, register_text(register, args.lang), lambda: register_csv(register),
                           lambda: register_html(register, args.lang))
            if register.open_alarms:
                error(args, say("CentralReport", "the day {day} is not closed: %n alarm(s) open; a supervisor "
                                                 "acknowledges each (dealer-app central alarm ack), then print the "
                                                 "register again", None, len(register.open_alarms)).format(
                    day=args.day.isoformat()))
            if any(c.checkpoint is None for c in register.closings):
                open_ = sum(c.checkpoint is None for c in register.closings)
                error(args, say("CentralReport", "the day {day} is not closed for %n table store(s): sign a checkpoint "
                                                 "after the day's end (dealer-app central checkpoint), then print the "
                                                 "register again", None, open_).format(day=args.day.isoformat()))
            if not register.closed:
                return EXIT_REFUSED
            return EXIT_OK
        if args.central_command == "shifts":
            from .reports import house_day, parse_shifts, set_shifts
            with _connect(args.central) as conn:
                if args.shifts:
                    set_shifts(conn, args.time_zone, parse_shifts(args.shifts))
                day = house_day(conn)
            print(f"the club's day: time zone {day['time_zone']}, shifts "
                  + ", ".join(f"{s['name']} from {s['start']}" for s in day["shifts"]))
            return EXIT_OK
        if args.central_command == "supervisor":
            from . import roster
            pin = ""
            if args.action == "role" and not args.role:
                error(args, "say the role: --role floor or --role management")
                return EXIT_USAGE
            if args.action not in ("remove", "role"):
                pin = _read_pin(args.pin_stdin)
            with _connect(args.central) as conn, conn.transaction():
                if args.action == "remove":
                    roster.remove(conn, args.supervisor_id)
                elif args.action != "role":
                    roster.put(conn, args.supervisor_id, args.name, pin,
                               "added" if args.action == "add" else "pin-reset")
                if args.action == "role" or (args.action == "add" and args.role == "management"):
                    roster.set_role(conn, args.supervisor_id, args.role)
            done = {"add": "added to", "remove": "removed from", "reset-pin": "given a new PIN on",
                    "role": f"made {args.role} on"}[args.action]
            print(f"supervisor {args.supervisor_id.strip()} {done} the central roster")
            return EXIT_OK
    except (ReportError, CentralRosterError) as exc:
        error(args, exc.message)
        return EXIT_USAGE
    except CheckpointError as exc:
        error(args, say("CentralReport", "{why}; the register is not printed").format(why=checkpoint_words(exc)))
        return EXIT_REFUSED
    except OSError as exc:
        error(args, say("CentralReport", "cannot write {file}: {why}").format(file=exc.filename or "",
                                                                              why=exc.strerror or str(exc)))
        return EXIT_USAGE
    except CentralError as exc:
        error(args, exc.message)
        return EXIT_USAGE
    except psycopg.Error as exc:
        error(args, say("CentralReport", "the central database said: {why}").format(why=_first_line(exc)))
        return EXIT_REFUSED if isinstance(exc, psycopg.errors.RaiseException) else EXIT_USAGE
    return EXIT_USAGE


def _read_pin(from_stdin: bool) -> str:
    from .roster import CentralRosterError
    if from_stdin:
        return sys.stdin.readline().strip()
    import getpass
    pin = getpass.getpass("new PIN: ")
    if getpass.getpass("the same PIN again: ") != pin:
        raise CentralRosterError("pins-differ", "the two PINs differ: nothing was changed")
    return pin


def _write_outputs(args, text: str, csv_text, page) -> None:
    """The text on the standard output; the CSV and the PDF written whole (a temporary file renamed), 0600."""
    sys.stdout.write(text)
    if args.csv:
        from dealer_app.files.small_files import write_private
        write_private(args.csv, csv_text(), newline="")          # the house's money: 0600, written whole
    if args.pdf:
        writer = getattr(args, "pdf_writer", None)
        if writer is None:
            raise CentralError("no-pdf", say("CentralReport", "this program cannot draw a PDF here (no Qt): use --csv"))
        writer(page(), args.pdf)


def _connect(url: str):
    import psycopg
    try:
        return psycopg.connect(url, autocommit=True, connect_timeout=10)
    except psycopg.OperationalError as exc:
        raise CentralError("no-server", say("CentralReport", "cannot reach the central database: {why}").format(
            why=_first_line(exc))) from None


def _register(url: str, public: bytes) -> None:
    from .checkpoint import register_key
    with _connect(url) as conn:
        kid = register_key(conn, public)
    print(f"public key {kid} registered in the central database")


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


# ------------------------------------------------------------------ dealer-app uplink

def uplink_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.description = ("Send a table's hand store to the central record, in order, in batches, as its own process "
                     "(the console runs the same uplink in a thread with --central).")
    p.add_argument("--db", required=True, metavar="STORE", help="the table's hand store (read only)")
    p.add_argument("--central", required=True, metavar="URL", help="postgresql://dealer_table_t5@host/db: the "
                   "table's own login (dealer-app central table add T5)")
    p.add_argument("--batch", type=int, default=500, help="events per batch (default 500)")
    p.add_argument("--checkpoint-key", metavar="PUB", help="the floor's checkpoint public key: the checkpoint kept "
                   "beside the store must verify with it (default: the key registered centrally)")
    p.add_argument("--once", action="store_true", help="send what there is, print the status and exit "
                   "(0 synced, 1 refused, 3 offline)")
    p.set_defaults(run=run_uplink)
    return p


def run_uplink(args: argparse.Namespace) -> int:
    from pathlib import Path
    from .uplink import Uplink
    if not Path(args.db).is_file():
        print(f"error: there is no store at {args.db}", file=sys.stderr)
        return EXIT_USAGE
    if args.batch < 1:
        print("error: --batch is at least 1", file=sys.stderr)
        return EXIT_USAGE
    public = None
    if args.checkpoint_key:
        from .checkpoint import CheckpointError, load_public
        try:
            public = load_public(args.checkpoint_key)
        except CheckpointError as exc:
            print(f"error: {exc.message}", file=sys.stderr)
            return EXIT_USAGE
    logging.basicConfig(level=logging.WARNING, format="uplink: %(message)s")
    uplink = Uplink(args.db, args.central, batch=args.batch, public_key=public,
                    on_status=lambda s: print(str(s.words), flush=True))
    if args.once:
        try:
            status = uplink.sync_once()
        finally:
            uplink.close()
        return {"synced": 0, "sending": 0, "refused": 1}.get(status.state, 3)
    done = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: done.set())
    uplink.start()
    try:
        done.wait()
    finally:
        uplink.close()
    return EXIT_OK
