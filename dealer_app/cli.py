"""The ``dealer-app`` command line.

Commands that need no screen (replay, and later verify and export) never
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
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = _parser()
    args, rest = parser.parse_known_args(argv)
    if args.command == "replay":
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        from .replay_command import run
        try:
            return run(args.hand, args.session, args.json)
        except BrokenPipeError:      # the reader (e.g. `head`) stopped reading: not our error
            sys.stderr.close()
            return 0
    from .console import run_console
    return run_console((["--smoke-test"] if args.smoke_test else []) + rest)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
