"""``dealer-app jackpot-display --central URL``: the room's jackpot screen, full screen, live on the central record
(the Qt end of dealer_app/floor/jackpot_screen.py). A server that is down at the start is no reason not to
start: the screen says since when it cannot read the record, and catches up by itself."""
from __future__ import annotations

import argparse
import sys


def display_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.description = ("The room's jackpot screen: each bad beat jackpot's meter (per table, or the shared pool), the "
                     "last jackpot paid and the high-hand board of the current period, full screen and live from "
                     "the central PostgreSQL record.")
    p.add_argument("--central", required=True, metavar="URL",
                   help="postgresql://dealer_floor@host/db, the central record (read only)")
    p.add_argument("--lang", choices=("fr", "en", "ru"), help="the screen's language (default: French)")
    p.add_argument("--poll", type=float, default=3.0, help="read everything again at least every POLL seconds, "
                   "whatever the notifications (default 3)")
    p.add_argument("--zone", metavar="ZONE", help="the room's time zone for the times shown (default: this "
                   "computer's)")
    p.add_argument("--window", metavar="WxH", help="a window of this size instead of the full screen (e.g. "
                   "1366x768)")
    p.add_argument("--screenshot", metavar="PNG", help=argparse.SUPPRESS)
    p.set_defaults(run=run_display)
    return p


def _size(text: str):
    try:
        width, height = (int(x) for x in text.lower().split("x"))
    except ValueError:
        return None
    return (width, height) if width >= 320 and height >= 240 else None


def run_display(args: argparse.Namespace) -> int:
    if not args.central.startswith(("postgresql://", "postgres://")) and "=" not in args.central:
        print(f"error: --central is a postgresql://… address, not {args.central!r}", file=sys.stderr)
        return 2
    if args.poll <= 0:
        print("error: --poll is a number of seconds above 0", file=sys.stderr)
        return 2
    size = _size(args.window) if args.window else None
    if args.window and size is None:
        print(f"error: --window is WIDTHxHEIGHT, at least 320x240 (e.g. 1366x768), not {args.window!r}",
              file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    from dealer_app.floor.jackpot_screen import JackpotScreen
    from ui.floor.jackpot_display import JackpotDisplay
    from ui.kit.i18n import install_language, saved_language
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_language(args.lang or saved_language())
    screen = JackpotScreen(args.central, poll=args.poll, zone=args.zone)
    window = JackpotDisplay(screen)
    window.setWindowTitle("dealer-app jackpot-display")
    screen.start()
    try:
        if args.screenshot:
            window.resize(*(size or (1920, 1080)))
            window.show()
            return _screenshot(app, window, screen, args.screenshot)
        if size is not None:
            window.resize(*size)
            window.show()
        else:
            window.showFullScreen()
        return app.exec()
    finally:
        screen.stop()


def _screenshot(app, window, screen, path: str) -> int:
    import time
    deadline = time.monotonic() + 5            # the first reading, or the words saying why not
    while time.monotonic() < deadline and not (screen.view().live or screen.view().lost):
        app.processEvents()
        time.sleep(0.05)
    window.redraw()
    app.processEvents()
    return 0 if window.grab().save(path) else 1
