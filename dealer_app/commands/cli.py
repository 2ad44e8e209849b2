"""The ``dealer-app`` command line: one parser, the console its default command.

``dealer-app --help`` lists the console's own options and every command;
``dealer-app COMMAND --help`` each command's options. The console, and
PySide6 with it, is loaded only when no command is given: commands that need
no screen (replay, verify, export, ...) run on a floor office machine without
a display. A command's options come from its own module, added only when
that command is chosen, so ``dealer-app replay`` loads neither the shoe
simulator nor the supervisors' roster to read its two options.
"""
from __future__ import annotations

import argparse
import sys
from typing import Callable, Optional, Sequence

from dealer_app.console.options import add_console_options

# argparse would write the commands as required ("COMMAND ..."): the console needs none.
USAGE = ("%(prog)s [-h] [console options]         the console\n"
         "       %(prog)s COMMAND [-h] [options ...]  one of the commands below")

# A command's options and what runs it, put on its parser when the command is chosen.
FillCommand = Callable[[argparse.ArgumentParser], None]


class _Commands(argparse._SubParsersAction):
    """argparse's subcommands, each filled in by its module only when it is the one chosen.

    argparse calls the action with the command's name and the rest of the line: the
    chosen command's parser is filled just before it reads them. ``--help`` on
    dealer-app itself needs only the names and their one-line summaries."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._fill: dict[str, FillCommand] = {}
        self.console_options: list[argparse.Action] = []

    def add_command(self, name: str, fill: FillCommand, summary: str) -> None:
        self.add_parser(name, help=summary)
        self._fill[name] = fill

    def __call__(self, parser, namespace, values, option_string=None):
        name = values[0]
        given = [a.option_strings[0] for a in self.console_options
                 if getattr(namespace, a.dest, a.default) != a.default]
        if given:
            # As before one parser: the console's options would be silently dropped here.
            parser.error(f"{', '.join(given)}: the console's options, not {name}'s")
        fill = self._fill.pop(name, None)
        if fill is not None and name in self.choices:
            fill(self.choices[name])
        super().__call__(parser, namespace, values, option_string)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="dealer-app", usage=USAGE, description="Dealer-assist console for live "
                                "poker. With no command: the console, with the options below.")
    options = add_console_options(p)
    commands = p.add_subparsers(dest="command", title="commands", metavar="COMMAND", action=_Commands, prog=p.prog,
                                description="dealer-app COMMAND --help: the command's own options")
    commands.console_options = options
    commands.add_command("replay", _replay_options, "replay a PHH hand history step by step")
    commands.add_command("verify", _verify_options, "check a hand store's hash chain; exit 0 only when intact")
    commands.add_command("export", _export_options, "one hand of a hand store, for a dispute (or every hand, --all)")
    commands.add_command("simulate-shoe", _simulate_shoe_options,
                         "run a simulated shoe on a pty or TCP port and print where to connect")
    commands.add_command("supervisor", _supervisor_options,
                         "add, remove and list the supervisors who sign in with a PIN")
    commands.add_command("register-deck", _register_deck_options,
                         "register a new RFID deck at the reader: tag id -> card, stored under a name")
    commands.add_command("keeper", _keeper_options,
                         "the keeper of the record's key (a service: installer/linux/dealer-keeper.service)")
    commands.add_command("central", _central_options,
                         "set up the central PostgreSQL record (init, keygen, checkpoint) for a room of tables")
    commands.add_command("uplink", _uplink_options,
                         "send a table's hand store to the central record (its own process)")
    commands.add_command("floor", _floor_options,
                         "the floor station: the room board and the hand search across tables (--central URL)")
    commands.add_command("jackpot-display", _jackpot_display_options,
                         "the room's jackpot screen: the meters, the last jackpot, the high hand (--central URL)")
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.command is None:
        # The console (and Qt) is loaded only here.
        from dealer_app.console.app import run_console_with
        return run_console_with(args)
    return args.run(args)


# ---- the commands' options: each command's own module says them where it has one

def _replay_options(p: argparse.ArgumentParser) -> None:
    p.description = "Replay a PHH hand history step by step (ARCHITECTURE.md 4.2)."
    p.add_argument("hand", help="the hand history (.phh), or a collection of hands (.phhs) with --hand")
    p.add_argument("--hand", dest="hand_key", metavar="NAME",
                   help="in a collection (.phhs, each hand a table [1], [2] ...): the hand to replay, by the "
                        "name between its brackets (17 for [17]); a collection of one hand needs none")
    p.add_argument("--session", help="a session file (TOML): its [game] overrides the PHH variant; [stakes] "
                                     "may be left out (the blinds and bets are the hand's) or add chip_unit")
    p.add_argument("--json", action="store_true", help="print the JSON document of every step")
    p.add_argument("--lang", default="fr", choices=("fr", "en", "ru"),
                   help="the language of the readable output (default fr, as the console); the JSON has none")
    p.set_defaults(run=_replay)


def _verify_options(p: argparse.ArgumentParser) -> None:
    p.description = "Check a hand store's hash chain; exit 0 only when intact."
    p.add_argument("db", help="the hand store (SQLite file)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--expect-head", metavar="SEQ:HASH", help="also check the chain head written down earlier")
    p.add_argument("--keeper", metavar="SOCKET",
                   help="check the MACs, the head and the hand numbers with the keeper (default: "
                        "/run/dealer-console/keeper.sock if it is there; none: do not)")
    p.add_argument("--heads-file", metavar="PATH",
                   help="the heads written down at each session's close (the console's --heads-file): the last "
                        "one for this store is checked as --expect-head")
    p.add_argument("--checkpoint", metavar="FILE",
                   help="a signed checkpoint (STORE.checkpoint.json, kept by the uplink): the store must hold the "
                        "signed event with the signed hash (with --public-key)")
    p.add_argument("--central", metavar="URL",
                   help="the central record: its latest signed checkpoint for this store is checked (with "
                        "--public-key)")
    p.add_argument("--public-key", metavar="PUB",
                   help="the floor's checkpoint public key (dealer-app central keygen's KEYFILE.pub)")
    p.add_argument("--chain-only", action="store_true",
                   help="skip replaying every finished hand through the rules (its results are then not checked)")
    p.add_argument("--wait", metavar="SECONDS", type=float, default=60.0,
                   help="while another program holds the store (SQLite's lock: a backup, a copy, a database "
                        "browser), wait this long for it, then exit 3 'in use' (default 60; 0: do not wait)")
    p.set_defaults(run=_store_command)


def _export_options(p: argparse.ArgumentParser) -> None:
    p.description = "One hand of a hand store, for a dispute; or every hand (--all), for an audit."
    p.add_argument("db", help="the hand store (SQLite file)")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--hand", type=int,
                       help="the hand's number, as the console's top bar and the floor's list show it (the "
                            "store numbers hands 1, 2, 3 ... and never starts again, whatever the session)")
    which.add_argument("--all", action="store_true",
                       help="every hand, oldest first, to --output (phh: one .phhs file, each hand a [N] table; "
                            "text: the records one after the other); a progress bar on the standard error")
    p.add_argument("--table", help="with --all: only this table's hands")
    p.add_argument("--format", default="text", choices=("phh", "text", "html"),
                   help="phh (a PHH hand history: NT, FT, PO or FO/8; a game PHH has no code for, e.g. "
                        "5- or 6-card Omaha, Courchevel, Omaha hi-lo pot limit, fixed-limit Omaha, is written "
                        "under dealer-app's own code, e.g. _omaha5/pot-limit, with the game in _game and "
                        "_structure: pokerkit and other PHH readers refuse it, dealer-app replay reads it), "
                        "text (the readable record), html (the printable report)")
    p.add_argument("--output", "-o", help="write to this file instead of the standard output")
    p.add_argument("--lang", default="fr", choices=("fr", "en", "ru"),
                   help="the language of the text and html record (default fr, as the console)")
    p.set_defaults(run=_store_command)


def _simulate_shoe_options(p: argparse.ArgumentParser) -> None:
    from dealer_app.commands import simulate_shoe as simulate_shoe_command
    simulate_shoe_command.parser(p).set_defaults(run=simulate_shoe_command.run)


def _supervisor_options(p: argparse.ArgumentParser) -> None:
    from dealer_app.commands import supervisor as supervisor_command
    supervisor_command.parser(p).set_defaults(run=supervisor_command.run)


def _keeper_options(p: argparse.ArgumentParser) -> None:
    from dealer_app.keeper import server
    server.parser(p).set_defaults(run=server.run)


def _register_deck_options(p: argparse.ArgumentParser) -> None:
    from dealer_app.commands import register_deck as register_deck_command
    register_deck_command.parser(p).set_defaults(run=register_deck_command.run)


def _central_options(p: argparse.ArgumentParser) -> None:
    from dealer_app.central import cli as central_cli
    central_cli.central_parser(p)
    p.set_defaults(pdf_writer=_write_pdf)


def _write_pdf(html: str, path: str) -> None:
    """The reports' and the register's --pdf: Qt draws it (the console part), loaded only then."""
    from dealer_app.console.pdf import write_pdf
    write_pdf(html, path)


def _floor_options(p: argparse.ArgumentParser) -> None:
    from dealer_app.console import floor_station
    floor_station.station_parser(p).set_defaults(run=floor_station.run_station)


def _jackpot_display_options(p: argparse.ArgumentParser) -> None:
    from dealer_app.console import jackpot_display
    jackpot_display.display_parser(p)


def _uplink_options(p: argparse.ArgumentParser) -> None:
    from dealer_app.central import cli as central_cli
    central_cli.uplink_parser(p)


# ---- running them

def _replay(args: argparse.Namespace) -> int:
    from dealer_app.commands.replay import run
    try:
        return run(args.hand, args.session, args.json, hand=args.hand_key, language=args.lang)
    except BrokenPipeError:      # the reader (e.g. `head`) stopped reading: not our error
        sys.stderr.close()
        return 0


def _store_command(args: argparse.Namespace) -> int:
    """verify and export (ARCHITECTURE.md 4.3): read the hand store, never change it."""
    try:
        if args.command == "verify":
            from dealer_app.commands.verify import run as verify
            return verify(args.db, args.json, args.expect_head, keeper=args.keeper, heads_file=args.heads_file,
                          replay=not args.chain_only, checkpoint=args.checkpoint, central=args.central,
                          public_key=args.public_key, wait=args.wait)
        if args.table and not args.all:
            print("error: --table goes with --all (every hand of that table)", file=sys.stderr)
            return 2
        if args.all:
            from dealer_app.commands.export import run_all
            return run_all(args.db, args.format, args.output, args.table, language=args.lang)
        from dealer_app.commands.export import run as export
        return export(args.db, args.hand, args.format, args.output, language=args.lang)
    except BrokenPipeError:      # the reader stopped reading: not our error
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
