"""``dealer-app floor --central URL``: the floor station's window, on the central record (the Qt end).

The room board listens on its own connection (dealer_app/floor/board.py);
the hand search has another (dealer_app/central/search.py). A server that
is down when the station starts is no reason not to start: the board says
"unreachable since …" and reconnects by itself.
"""
from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence


def station_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.description = ("The floor station: every table of the room live (the room board) and the hand search across "
                     "tables, from the central PostgreSQL record (README, \"A room of tables\").")
    p.add_argument("--central", required=True, metavar="URL",
                   help="postgresql://dealer_floor@host/db, the central record (read only)")
    p.add_argument("--key-pub", metavar="PUB", help="the floor's checkpoint public key (dealer-app central keygen's "
                   "KEYFILE.pub, or its 64 hex digits): the reports tab checks the daily register's signatures "
                   "with it (without it the register is shown unchecked and says so)")
    p.add_argument("--lang", choices=("fr", "en", "ru"), help="the station's language (default: French)")
    p.add_argument("--station", metavar="NAME", help="this station's name in the record of its acts (default: the "
                   "computer's name)")
    p.add_argument("--poll", type=float, default=3.0, help="a full refresh of the board at least every POLL "
                   "seconds, whatever the notifications (default 3)")
    p.add_argument("--screenshot", metavar="PNG", help=argparse.SUPPRESS)
    return p


def run_station(args: argparse.Namespace) -> int:
    if not args.central.startswith(("postgresql://", "postgres://")) and "=" not in args.central:
        print(f"error: --central is a postgresql://… address, not {args.central!r}", file=sys.stderr)
        return 2
    if args.poll <= 0:
        print("error: --poll is a number of seconds above 0", file=sys.stderr)
        return 2
    from PySide6.QtWidgets import QApplication

    from dealer_app.central.checkpoint import CheckpointError, load_public
    from dealer_app.central.floor_acts import FloorActs
    from dealer_app.central.reports_desk import CentralReportsDesk
    from dealer_app.central.search import CentralHands
    from dealer_app.floor.board import RoomBoard
    from dealer_app.floor.station import HandSearch
    from dealer_app.floor.station_gate import StationGate
    from ui.floor.central_reports import CentralReportsTab
    from ui.floor.floor_station import FloorStation
    from ui.kit.i18n import install_language, saved_language, translate
    try:
        public_key = load_public(args.key_pub) if args.key_pub else None
    except (CheckpointError, OSError, ValueError) as exc:
        print(f"error: --key-pub: {getattr(exc, 'message', None) or exc}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_language(args.lang or saved_language())
    board = RoomBoard(args.central, poll=args.poll)
    hands = CentralHands(args.central)
    # Nothing is shown before a supervisor signs in; every act after is recorded centrally under their grant.
    import socket
    acts = FloorActs(args.central, args.station or f"floor:{socket.gethostname()}")
    window = FloorStation(board, HandSearch(hands, acts=acts), central=_without_password(args.central),
                          gate=StationGate(acts))
    # The third tab, F4: the house's reports and the daily register (ui/floor/central_reports.py).
    window.add_tab(CentralReportsTab(CentralReportsDesk(args.central, public_key=public_key, acts=acts)),
                   lambda: translate("Station", "Reports"))
    board.start()
    room = app.primaryScreen().availableGeometry() if app.primaryScreen() else None
    if args.screenshot:
        window.resize(1366, 768)               # the small screen the station is drawn for
        window.show()
    elif room is not None and (room.width() < 1600 or room.height() < 1000):
        window.showMaximized()                 # 1366×768: the whole screen, the title bar included
    else:
        window.resize(1600, 1000)
        window.show()
    try:
        if args.screenshot:
            return _screenshot(app, window, args.screenshot)
        return app.exec()
    finally:
        board.stop()
        hands.close()


def _screenshot(app, window, path: str) -> int:
    import time
    deadline = time.monotonic() + 5            # the board's first refresh, or the words saying why not
    while time.monotonic() < deadline and not (window.board.view and window.board.view.live):
        app.processEvents()
        time.sleep(0.05)
    window.board.redraw()
    app.processEvents()
    return 0 if window.grab().save(path) else 1


def _without_password(url: str) -> str:
    """The address shown on screen: never the password."""
    import re
    return re.sub(r"(://[^:/@]+):[^@]*@", r"\1@", url)


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run_station(station_parser(argparse.ArgumentParser(prog="dealer-app floor")).parse_args(argv))
