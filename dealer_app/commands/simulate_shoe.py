"""``dealer-app simulate-shoe``: a virtual shoe on a pty or a TCP port (ARCHITECTURE.md 4.3).

Prints where to connect, then runs until interrupted (Ctrl+C or SIGTERM),
dealing when the console asks (its deal buttons send SIM DEAL) or by itself
at ``--rate`` cards a second. Never imports PySide6: it runs on a machine
without a display, e.g. beside a console under test.

    dealer-app simulate-shoe                       # pty (POSIX), prints its path
    dealer-app simulate-shoe --tcp 7777            # socket://127.0.0.1:7777
    dealer-app simulate-shoe --mode tag --faults line --fault-rate 0.1 --seed 7
"""
from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from typing import Optional, Sequence

from engine.cards import CardError, parse_cards
from hardware.faults import FaultPlan, parse_faults
from hardware.simulator import ShoeSimulator
from hardware.virtual_shoe import MODES

MODE_WORDS = {"card": "card-reading shoe", "tag": "RFID reader (binary protocol)",
              "ascii": "125 kHz RFID reader (ASCII)"}


def parser(p: Optional[argparse.ArgumentParser] = None) -> argparse.ArgumentParser:
    """The command's options, on ``p`` (its place in ``dealer-app``'s parser, cli.py) or on its own parser."""
    p = p or argparse.ArgumentParser(prog="dealer-app simulate-shoe")
    p.description = "Run a simulated card-reading shoe on a pty or a TCP port and print where to connect."
    line = p.add_mutually_exclusive_group()
    line.add_argument("--pty", metavar="LINK", nargs="?", const="", default=None,
                      help="serve on a pty (the default on POSIX); LINK: a stable path to it (default: a temp dir)")
    line.add_argument("--tcp", metavar="PORT", type=int, nargs="?", const=0, default=None,
                      help="serve on a TCP port (0 or none: any free port)")
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on with --tcp (default 127.0.0.1)")
    p.add_argument("--mode", choices=MODES, default="card",
                   help="card: recognises rank and suit; tag: RFID tags, binary protocol; ascii: 125 kHz reader")
    p.add_argument("--seed", type=int, default=1, help="the shuffles and the tags (default 1)")
    p.add_argument("--order", help="deal these cards first, in this order (e.g. 'As Kd 10h')")
    p.add_argument("--rounds", metavar="FILE",
                   help="staged hands: a file of card orders, one line per round ('#' comments); each new round "
                        "the console starts is loaded with the next line, then rounds are shuffled again")
    p.add_argument("--deck-size", type=int, choices=(51, 52, 53), default=52,
                   help="51: one card missing; 53: one card twice")
    p.add_argument("--faults", default="line",
                   help="faults to draw at random: a list (bad-crc,drop,duplicate,split,merge,noise,bounce,"
                        "unknown-tag,already-dealt,stall,disconnect,reboot,jam), 'line' or 'all'")
    p.add_argument("--fault-rate", type=float, default=0.0, help="chance of a fault per card (default 0)")
    p.add_argument("--fault-seed", type=int, default=0)
    p.add_argument("--heartbeat", type=float, default=1.0, help="seconds between heartbeats (default 1)")
    p.add_argument("--rate", type=float, default=0.0,
                   help="deal by itself, this many cards a second (a new round when the shoe is empty)")
    p.add_argument("--serial", default="SIM-0001", help="the serial number the shoe gives")
    return p


def main(argv: Optional[Sequence[str]] = None) -> int:
    return run(parser().parse_args(list(argv) if argv is not None else None))


def run(args: argparse.Namespace) -> int:
    try:
        order = parse_cards(args.order) if args.order else None
        rounds = _rounds(args.rounds) if args.rounds else ()
        plan = FaultPlan(seed=args.fault_seed, rate=args.fault_rate, kinds=parse_faults(args.faults))
    except (CardError, ValueError, OSError) as exc:
        print(f"simulate-shoe: {exc}", file=sys.stderr)
        return 2
    if args.heartbeat <= 0 or args.rate < 0:
        print("simulate-shoe: --heartbeat must be above 0 and --rate 0 or more", file=sys.stderr)
        return 2
    try:
        sim = ShoeSimulator(mode=args.mode, seed=args.seed, deck_size=args.deck_size, order=order,
                            rounds=rounds, heartbeat_s=args.heartbeat, serial=args.serial, faults=plan)
    except ValueError as exc:
        print(f"simulate-shoe: {exc}", file=sys.stderr)
        return 2
    use_tcp = args.tcp is not None or (args.pty is None and os.name == "nt")
    try:
        url = sim.start_tcp(args.host, args.tcp or 0) if use_tcp else sim.start_pty(args.pty or None)
    except OSError as exc:
        where = f"{args.host}:{args.tcp}" if use_tcp else "a pty"
        print(f"simulate-shoe: cannot serve on {where}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"shoe simulator: {MODE_WORDS[args.mode]} {args.serial}, seed {args.seed}, {args.deck_size}-card deck"
          + (f", faults {args.faults} at {args.fault_rate:g} a card" if args.fault_rate else ""))
    print(f"connect to: {url}")
    protocol = " --protocol rfid-ascii" if args.mode == "ascii" else ""
    print(f"  e.g. dealer-app --shoe {url}{protocol}")
    print("stop with Ctrl+C", flush=True)
    return _serve(sim, args.rate)


def _rounds(path: str) -> list:
    """The staged rounds of ``--rounds``: one order per line; blank lines and '#' comments skipped."""
    rounds = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.split("#", 1)[0].strip()
            if line:
                try:
                    rounds.append(parse_cards(line))
                except CardError as exc:
                    raise ValueError(f"{path}, line {number}: {exc}") from None
    return rounds


def _serve(sim: ShoeSimulator, rate: float) -> int:
    stop = threading.Event()
    previous = signal.signal(signal.SIGTERM, lambda *_: stop.set())

    def deal_one(shoe, now) -> None:
        if not shoe.deal(1, now):
            shoe.new_round(now)          # an empty shoe is loaded again, as a dealer would

    try:
        interval = 1.0 / rate if rate else 0.25
        while not stop.wait(interval):
            if sim.error is not None:
                print(f"simulate-shoe: stopped: {sim.error}", file=sys.stderr)
                return 1
            if rate:
                sim.run_on_thread(deal_one)
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
        sim.stop()
        stats = sim.shoe.stats
        print(f"shoe simulator stopped: {stats.cards_dealt} cards dealt, {stats.frames} frames, "
              f"{stats.retransmissions} sent again, {len(stats.faults)} faults injected", file=sys.stderr)
    return 0
