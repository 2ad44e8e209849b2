"""The console's own command-line options, apart from the console.

``dealer-app`` with no command is the console: its options are the top-level
options of the one ``dealer-app`` parser (dealer_app/commands/cli.py), so ``--help``
lists them beside the commands. Kept here, away from the console's imports,
so that reading them loads neither Qt nor the table.
"""
from __future__ import annotations

import argparse


def add_console_options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """The console's options on ``parser``; returns them (cli.py refuses them before a command)."""
    console = parser.add_argument_group("the console (dealer-app with no command)")
    actions = [
        console.add_argument("--smoke-test", action="store_true",
                             help="build the main window offscreen, print SMOKE-OK and exit"),
        console.add_argument("--lang", choices=("fr", "en", "ru"),
                             help="the console's language for this run (default: the one chosen last in the "
                                  "window on this machine, else French)"),
        console.add_argument("--seed", type=int, default=None, help=argparse.SUPPRESS),
        # Hidden: save a picture of the window (for the docs and for looking at it under Xvfb).
        console.add_argument("--screenshot", metavar="PATH", help=argparse.SUPPRESS),
        # Hidden: play the seed-001 example first (blinds 5/10, seat 3 raises to 30).
        console.add_argument("--demo", action="store_true", help=argparse.SUPPRESS),
        # Hidden: with --screenshot, which screen: the table, the session setup or the seating.
        console.add_argument("--screen", choices=("table", "setup", "seating"), default="table",
                             help=argparse.SUPPRESS),
    ]
    table = parser.add_argument_group("the console's table")
    actions += [
        table.add_argument("--table", help="this table's name in the records (default: the one given at the "
                                           "first start on this machine, asked then)"),
        table.add_argument("--dealer", help="the dealer signing in (default: the one given at the first start)"),
        table.add_argument("--store", metavar="PATH",
                           help="the table's hand store (default: ~/.local/share/dealer-console/tables/TABLE.sqlite)"),
        table.add_argument("--keeper", metavar="SOCKET",
                           help="the keeper that MACs every event (default: /run/dealer-console/keeper.sock if it "
                                "is there; none: no keeper, the record is not keyed)"),
        table.add_argument("--heads-file", metavar="PATH",
                           help="where each session's closing head is written down, outside the store's folder "
                                "(dealer-app verify --heads-file reads it)"),
        table.add_argument("--central", metavar="URL",
                           help="the room's central record (postgresql://dealer_uplink@host/db): the store's "
                                "events are sent there by an uplink thread; the table never waits on it"),
        table.add_argument("--checkpoint-key", metavar="PUB",
                           help="the floor's checkpoint public key: a purge never goes past the latest checkpoint "
                                "it signed (kept beside the store by the uplink)"),
        table.add_argument("--roster", metavar="PATH",
                           help="the supervisors' file (default: ~/.local/share/dealer-console/supervisors.json)"),
    ]
    cards = parser.add_argument_group("the console's cards")
    actions += [
        cards.add_argument("--shoe", metavar="URL",
                           help="read a shoe or RFID reader: /dev/ttyUSB0, COM3, socket://host:port; a PC/SC "
                                "13.56 MHz reader: pcsc:// (every reader, or the map's shoe readers) or "
                                "pcsc://READER-NAME (default: the built-in simulated shoe)"),
        cards.add_argument("--pcsc-map", metavar="PATH",
                           help="with --shoe pcsc://: the TOML file naming what each PC/SC reader is (README)"),
        cards.add_argument("--protocol", choices=("shoe", "rfid-ascii"), default="shoe",
                           help="the reader's framing (docs/shoe-protocol.md)"),
        cards.add_argument("--deck", metavar="NAME", help="the registered RFID deck on the table"),
        cards.add_argument("--deck-dir", metavar="DIR", help="where deck registrations are kept"),
        cards.add_argument("--practice", action="store_true", help="no reader: deal from a seeded practice deck"),
        cards.add_argument("--sim-seed", type=int, default=1, help=argparse.SUPPRESS),
        cards.add_argument("--sim-faults", default="", help=argparse.SUPPRESS),      # e.g. "line" (with a rate)
        cards.add_argument("--sim-fault-rate", type=float, default=0.0, help=argparse.SUPPRESS),
    ]
    return actions
