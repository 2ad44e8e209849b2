"""PC/SC readers' speed (issue 29): a card on the reader → CardRead delivered and on the screen, through pcscd.

    .venv/bin/python -m bench.pcsc --cards 100 --screen                    # vpcd with the card-event wait
    .venv/bin/python -m bench.pcsc --cards 100 --screen --presence poll    # Debian's vpcd alone

The real stack of the tests (tests/pcsc_stack.py): a private pcscd with vsmartcard's vpcd
driver, a virtual card (tests/pcsc_card.py) put on and lifted from the reader, the console's
``PcscCardSource``. Needs root (or user namespaces) and pcscd + vsmartcard-vpcd installed.
Each card is put down at a random moment (0-400 ms after the last one's lifting was seen), out
of step with pcscd's poll, as a dealer's cards come.

How pcscd learns that a card is there (``--presence``):

- ``poll``: vpcd has no card-event wait, so pcscd asks it every 400 ms (PCSCLITE_STATUS_POLL_RATE,
  fixed in pcscd): a card waits 0 to 400 ms before pcscd looks. No setting of ours changes that.
- ``event`` (the default): vpcd through tests/pcsc_vpcd_event.c, which gives pcscd the wait that
  libccid gives it for a reader with an interrupt endpoint (the ACR122U has one): pcscd looks as
  soon as the card is put down. vpcd's exchange with the card is unchanged.

Numbers per card, p50 / p99 / max:

- **placed → CardRead** and **placed → on the screen** (``--screen``, offscreen: the console's
  ``SourceBridge`` delivering it on the GUI thread): from the card's connection to vpcd. The issue's
  target, card on the reader → on the screen p99 ≤ 50 ms, is the second.
- **seen by pcscd → CardRead / on the screen**: from pcscd's first ATR request to the card (the moment
  it looked): pcscd's power-on, its notice to us, SCardConnect, GET DATA, the listener, the Qt bridge.

Then **idle CPU** over ``--idle`` seconds with the source open and no card moving: this process's
(the worker blocked in SCardGetStatusChange) and pcscd's (its reader threads waiting or polling).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))


def _quantiles(values: list[float]) -> dict:
    ms = sorted(v * 1000 for v in values)
    p99 = ms[min(len(ms) - 1, int(round(0.99 * (len(ms) - 1))))]
    return {"n": len(ms), "p50_ms": round(statistics.median(ms), 2), "p99_ms": round(p99, 2),
            "max_ms": round(ms[-1], 2)}


def _cpu_of(pid: int) -> float:
    """A process's CPU time (user + system, all its threads), from /proc: pcscd's, whose waits are ours too."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="bench.pcsc")
    ap.add_argument("--cards", type=int, default=200)
    ap.add_argument("--idle", type=float, default=10.0)
    ap.add_argument("--screen", action="store_true", help="also through the Qt bridge (offscreen)")
    ap.add_argument("--presence", choices=("poll", "event"), default="event",
                    help="event: vpcd with a card-event wait, as a reader with an interrupt endpoint "
                         "(tests/pcsc_vpcd_event.c); poll: Debian's vpcd alone, which pcscd asks every 400 ms")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)

    from pcsc_stack import PrivatePcscd, use_private_socket, why_not_available
    why = why_not_available()
    if why:
        print(f"bench.pcsc: cannot run: {why}", file=sys.stderr)
        return 2
    stack = PrivatePcscd(presence=args.presence)
    use_private_socket(stack.run_dir)
    stack.start()
    from hardware.pcsc_source import PcscCardSource
    from hardware.source import CardRead, SourceState, SourceStatus
    from pcsc_card import VirtualTag

    got = threading.Event()
    arrived: dict = {}
    connected = threading.Event()
    app = bridge = None

    def on_event(event) -> None:
        if isinstance(event, CardRead):
            arrived["read"] = time.perf_counter()
            if bridge is None:
                got.set()
        elif isinstance(event, SourceStatus) and event.state == SourceState.CONNECTED:
            connected.set()

    listener = on_event
    if args.screen:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication
        from dealer_app.console.shoe_bridge import SourceBridge
        app = QApplication.instance() or QApplication([])
        bridge = SourceBridge()

        def on_gui(event) -> None:
            if isinstance(event, CardRead):
                arrived["screen"] = time.perf_counter()
                got.set()
        bridge.attach(on_gui)

        def listener(event) -> None:           # noqa: F811 - the source's thread: both clocks
            on_event(event)
            bridge(event)

    source = PcscCardSource(listener, reader=stack.readers[0])
    source.open()
    try:
        if not connected.wait(10):
            print("bench.pcsc: the source did not connect", file=sys.stderr)
            return 1
        placed, seen, screen, placed_screen = [], [], [], []
        rng = random.Random(29)
        for i in range(args.cards):
            got.clear()
            arrived.clear()
            tag = VirtualTag(stack.card_port(0), f"04{i % 256:02X}{i // 256:02X}A1B2C3D4").place()
            deadline = time.monotonic() + 5
            while not got.is_set() and time.monotonic() < deadline:
                if app is not None:
                    app.processEvents()
                got.wait(0.001)
            if not got.is_set():
                print(f"bench.pcsc: card {i} was not read", file=sys.stderr)
                return 1
            placed.append(arrived["read"] - tag.placed_at)
            seen.append(arrived["read"] - tag.seen_at)
            if "screen" in arrived:
                screen.append(arrived["screen"] - tag.seen_at)
                placed_screen.append(arrived["screen"] - tag.placed_at)
            tag.lift()
            stack.wait_empty()
            # A dealer's card comes at any moment, not just after pcscd's look: out of step with its poll.
            time.sleep(rng.uniform(0.0, 0.4))
        cpu0, daemon0 = os.times(), _cpu_of(stack.process.pid)
        time.sleep(args.idle)
        cpu1, daemon1 = os.times(), _cpu_of(stack.process.pid)
        idle_cpu = (cpu1.user - cpu0.user) + (cpu1.system - cpu0.system)
        result = {"cards": args.cards, "presence": args.presence, "placed_to_read": _quantiles(placed),
                  "seen_by_pcscd_to_read": _quantiles(seen),
                  "idle_seconds": args.idle, "idle_cpu_seconds": round(idle_cpu, 4),
                  "idle_cpu_percent": round(100 * idle_cpu / args.idle, 3),
                  "idle_pcscd_cpu_seconds": round(daemon1 - daemon0, 4)}
        if screen:
            result["seen_by_pcscd_to_screen"] = _quantiles(screen)
            result["placed_to_screen"] = _quantiles(placed_screen)
        print(json.dumps(result, indent=1))
        if args.out:
            args.out.write_text(json.dumps(result, indent=1) + "\n")
        return 0
    finally:
        source.close()
        stack.cleanup()


if __name__ == "__main__":
    sys.exit(main())
