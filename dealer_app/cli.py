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
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in ("replay", "-h", "--help"):
        # The console (and its own options, e.g. --smoke-test) is loaded only here.
        from .console import run_console
        return run_console(argv)
    args = _parser().parse_args(argv)
    from .replay_command import run
    try:
        return run(args.hand, args.session, args.json)
    except BrokenPipeError:      # the reader (e.g. `head`) stopped reading: not our error
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
