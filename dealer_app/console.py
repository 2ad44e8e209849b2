"""The console: the composition root of the screen.

It builds the table controller and hands it to the main window
(ARCHITECTURE.md 1). ``dealer-app --smoke-test`` builds the window
offscreen, prints SMOKE-OK and exits 0 (ARCHITECTURE.md 4.3); it is what the
installed bundle is checked with.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Optional, Sequence

from .controller import TableController, TableSetup

SMOKE_OK = "SMOKE-OK"
SCREEN_SIZE = (1600, 1000)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dealer-app", description="The dealer console")
    parser.add_argument("--smoke-test", action="store_true",
                        help="build the main window offscreen, print SMOKE-OK and exit")
    parser.add_argument("--seed", type=int, default=None, help=argparse.SUPPRESS)
    # Hidden: save a picture of the window (for the docs and for looking at it under Xvfb).
    parser.add_argument("--screenshot", metavar="PATH", help=argparse.SUPPRESS)
    # Hidden: play the seed-001 example first (blinds 5/10, seat 3 raises to 30).
    parser.add_argument("--demo", action="store_true", help=argparse.SUPPRESS)
    return parser


def build_controller(seed: Optional[int] = None) -> TableController:
    return TableController(TableSetup() if seed is None else TableSetup(seed=seed))


def play_demo(controller: TableController) -> None:
    """Seed 001's pot-limit example: after the blinds, seat 3 raises to 30; seat 4 is to act."""
    controller.deal_until_action()
    controller.act("raise", 30)


def build_window(controller: TableController):
    from ui.main_window import MainWindow
    return MainWindow(controller)


def _application():
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("dealer-console")
    return app


def run_console(argv: Optional[Sequence[str]] = None) -> int:
    args = _parser().parse_args(list(argv) if argv is not None else None)
    headless = args.smoke_test
    if headless and not _qt_running():
        # The installed bundle is checked on machines without a display.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = _application()
    controller = build_controller(args.seed)
    if args.demo:
        play_demo(controller)
    window = build_window(controller)
    window.resize(*SCREEN_SIZE)
    if args.smoke_test:
        window.show()
        app.processEvents()
        window.close()
        print(SMOKE_OK, flush=True)
        return 0
    if args.screenshot:
        window.show()
        for _ in range(3):
            app.processEvents()
        ok = window.grab().save(args.screenshot)
        window.close()
        if not ok:
            print(f"could not save {args.screenshot}", file=sys.stderr)
            return 1
        print(args.screenshot)
        return 0
    window.show()
    return app.exec()


def _qt_running() -> bool:
    if "PySide6.QtWidgets" not in sys.modules:
        return False
    from PySide6.QtWidgets import QApplication
    return QApplication.instance() is not None
