"""``dealer-app central jackpot-register``: the register of the bad beat jackpots (art. 56-3-3) for a club day or
a span of days, as text on the standard output, or CSV or PDF written whole to --out (jackpot_register.py).
Errors said in the command's language (--lang); exit 0 printed, 1 refused by the record, 2 given wrong."""
from __future__ import annotations

import argparse
import sys

from ui.views.words import say

from .cli_words import error

EXIT_OK, EXIT_REFUSED, EXIT_USAGE = 0, 1, 2


def jackpot_register_parser(sub, day_type) -> None:
    jr = sub.add_parser("jackpot-register", help="the register of the bad beat jackpots (art. 56-3-3): every "
                        "jackpot paid with its combination, shares and two sign-offs, and the increments per table")
    jr.add_argument("--central", required=True, metavar="URL", help="as dealer_floor or the owner")
    jr.add_argument("--day", type=day_type, metavar="YYYY-MM-DD", help="one club day (from the first shift's start)")
    jr.add_argument("--from", dest="day_from", type=day_type, metavar="YYYY-MM-DD", help="the first day of a span "
                    "(with --to)")
    jr.add_argument("--to", type=day_type, metavar="YYYY-MM-DD", help="the last day of a span")
    jr.add_argument("--format", default="text", choices=("text", "csv", "pdf"), help="text (default), csv "
                    "(English column names, plain numbers) or pdf (A4, drawn by Qt; needs --out)")
    jr.add_argument("--out", metavar="FILE", help="write it to FILE (whole, private to its owner) instead of the "
                    "standard output")
    jr.add_argument("--lang", default="fr", choices=("fr", "en", "ru"), help="the language (default fr)")


def run_jackpot_register(args: argparse.Namespace, connect) -> int:
    import psycopg
    from .jackpot_register import (jackpot_register_csv, jackpot_register_html, jackpot_register_text,
                                   read_jackpot_register)
    from .migrate import CentralError
    first = args.day or args.day_from
    last = args.to if args.day is None else (args.to or args.day)
    if first is None:
        error(args, say("JackpotRoom", "name the day: --day YYYY-MM-DD, or a span with --from and --to"))
        return EXIT_USAGE
    if last is not None and last < first:
        error(args, say("JackpotRoom", "the span ends ({last}) before it starts ({first})").format(
            first=first.isoformat(), last=last.isoformat()))
        return EXIT_USAGE
    if args.format == "pdf" and not args.out:
        error(args, say("JackpotRoom", "a PDF is written to a file: give --out FILE"))
        return EXIT_USAGE
    writer = getattr(args, "pdf_writer", None)
    if args.format == "pdf" and writer is None:
        error(args, say("CentralReport", "this program cannot draw a PDF here (no Qt): use --csv"))
        return EXIT_USAGE
    try:
        with connect(args.central) as conn:
            register = read_jackpot_register(conn, first, last)
        if args.format == "pdf":
            writer(jackpot_register_html(register, args.lang), args.out)
            return EXIT_OK
        text = (jackpot_register_csv(register) if args.format == "csv"
                else jackpot_register_text(register, args.lang))
        if args.out:
            from dealer_app.files.small_files import write_private
            write_private(args.out, text, newline="")           # the house's money: 0600, written whole
        else:
            sys.stdout.write(text)
    except CentralError as exc:
        error(args, exc.message)
        return EXIT_USAGE
    except OSError as exc:
        error(args, say("CentralReport", "cannot write {file}: {why}").format(file=exc.filename or "",
                                                                              why=exc.strerror or str(exc)))
        return EXIT_USAGE
    except psycopg.Error as exc:
        line = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        error(args, say("CentralReport", "the central database said: {why}").format(why=line))
        return EXIT_REFUSED if isinstance(exc, psycopg.errors.RaiseException) else EXIT_USAGE
    return EXIT_OK
