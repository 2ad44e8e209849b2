"""The ``dealer-app`` command line.

Commands that need no screen (replay, verify, export) never
import PySide6: they run on a floor office machine without a display.
"""
from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dealer-app", description="Dealer-assist console for live poker")
    parser.add_argument("--smoke-test", action="store_true",
                        help="build the main window offscreen, print SMOKE-OK and exit")
    sub = parser.add_subparsers(dest="command")
    rp = sub.add_parser("replay", help="replay a PHH hand history step by step")
    rp.add_argument("hand", help="the hand history (.phh)")
    rp.add_argument("--session", help="a session file (TOML) whose [game] overrides the PHH variant")
    rp.add_argument("--json", action="store_true", help="print the JSON document of every step")
    vp = sub.add_parser("verify", help="check a hand store's hash chain; exit 0 only when intact")
    vp.add_argument("db", help="the hand store (SQLite file)")
    vp.add_argument("--json", action="store_true", help="print the report as JSON")
    vp.add_argument("--expect-head", metavar="SEQ:HASH", help="also check the chain head written down earlier")
    ep = sub.add_parser("export", help="one hand of a hand store, for a dispute")
    ep.add_argument("db", help="the hand store (SQLite file)")
    ep.add_argument("--hand", type=int, required=True, help="the hand number")
    ep.add_argument("--format", default="text", choices=("phh", "text", "html"),
                    help="phh (a PHH hand history), text (the readable record), html (the printable report)")
    ep.add_argument("--output", "-o", help="write to this file instead of the standard output")
    ep.add_argument("--lang", default="fr", choices=("fr", "en", "ru"),
                    help="the language of the text and html record (default fr, as the console)")
    sub.add_parser("simulate-shoe", add_help=False,
                   help="run a simulated shoe on a pty or TCP port and print where to connect "
                        "(dealer-app simulate-shoe --help)")
    sub.add_parser("supervisor", add_help=False,
                   help="add, remove and list the supervisors who sign in with a PIN "
                        "(dealer-app supervisor --help)")
    sub.add_parser("register-deck", add_help=False,
                   help="register a new RFID deck at the reader: tag id -> card, stored under a name "
                        "(dealer-app register-deck --help)")
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "simulate-shoe":
        from .simulate_shoe_command import main as simulate_shoe
        return simulate_shoe(argv[1:])
    if argv and argv[0] == "supervisor":
        from .supervisor_command import main as supervisor
        return supervisor(argv[1:])
    if argv and argv[0] == "register-deck":
        from .register_deck_command import main as register_deck
        return register_deck(argv[1:])
    if not argv or argv[0] not in ("replay", "verify", "export", "-h", "--help"):
        # The console (and its own options, e.g. --smoke-test) is loaded only here.
        from .console import run_console
        return run_console(argv)
    args = _parser().parse_args(argv)
    if args.command in ("verify", "export"):
        return _store_command(args)
    from .replay_command import run
    try:
        return run(args.hand, args.session, args.json)
    except BrokenPipeError:      # the reader (e.g. `head`) stopped reading: not our error
        sys.stderr.close()
        return 0


def _store_command(args: argparse.Namespace) -> int:
    """verify and export (ARCHITECTURE.md 4.3): read the hand store, never change it."""
    try:
        if args.command == "verify":
            from .verify_command import run as verify
            return verify(args.db, args.json, args.expect_head)
        from .export_command import run as export
        return export(args.db, args.hand, args.format, args.output, language=args.lang)
    except BrokenPipeError:      # the reader stopped reading: not our error
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
