"""Read-to-event latency of the card input, and loss, over a real pty (or TCP).

    .venv/bin/python -m bench.shoe                          # 10,000 cards at 20 a second: about 9 minutes
    .venv/bin/python -m bench.shoe --cards 1000             # a shorter run
    .venv/bin/python -m bench.shoe --fault-rate 0.05        # with line faults (bad CRC, drop, split ...)
    .venv/bin/python -m bench.shoe --line tcp --qt          # over socket://, and on to a Qt GUI thread

The simulated shoe deals at ``--rate`` cards a second, a new deck every 52
cards, the console's way (the host sends NEW ROUND). For each card:

- *read*: ``time.perf_counter()`` when the simulator wrote the card's frame
  to the line (its first sending; a split frame: its first piece);
- *event*: ``time.perf_counter()`` when the driver's listener got the
  ``CardRead`` (the driver's worker thread); with ``--qt`` also when the
  controller's side of the queued Qt signal got it (the GUI thread).

Both ends run in this process (the console runs the simulator in-process
too), so both stamps read the same clock. Loss is checked card by card: per
deck, the cards the console received must be exactly the cards that passed
the antenna, in order (bounces excepted, which the driver must fold).
The raw numbers go to ``bench/results/shoe-<date>.json``.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # pragma: no cover - run as a script
    sys.path.insert(0, str(ROOT))

from bench.report import machine as run_machine  # noqa: E402

from hardware.faults import LINE_FAULTS, FaultPlan, parse_faults  # noqa: E402
from hardware.serial_source import SerialCardSource  # noqa: E402
from hardware.simulator import ShoeSimulator  # noqa: E402
from hardware.source import CardRead, SourceFault, SourceState, SourceStatus  # noqa: E402

DECK = 52


class Recorder:
    """Stamps on both sides, keyed by (deck, read number)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: dict[tuple[int, int], float] = {}
        self.received: list[tuple[float, CardRead, int]] = []     # (stamp, read, deck)
        self.gui: dict[tuple[int, int], float] = {}
        self.faults: Counter = Counter()
        self.states: list[str] = []
        self.connected = threading.Event()
        self._deck = 0
        self._last_number = 0

    def card_sent(self, sim: ShoeSimulator, number: int, stamp: float) -> None:
        with self.lock:
            self.sent.setdefault((sim.shoe.round, number), stamp)

    def event(self, event: object) -> None:
        stamp = time.perf_counter()
        if isinstance(event, CardRead):
            with self.lock:
                if event.number is not None and event.number < self._last_number:
                    self._deck += 1                  # the read numbers began again: the next deck
                self._last_number = event.number or 0
                self.received.append((stamp, event, self._deck))
        elif isinstance(event, SourceFault):
            with self.lock:
                self.faults[event.code] += 1
        elif isinstance(event, SourceStatus):
            self.states.append(event.state.value)
            if event.state == SourceState.CONNECTED:
                self.connected.set()

    def deck_of_last(self) -> int:
        with self.lock:
            return self._deck


def summary_ms(samples: Sequence[float]) -> dict[str, float]:
    if not samples:
        return {}
    ordered = sorted(samples)

    def pct(p: float) -> float:
        return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))] * 1000

    return {"n": len(ordered), "p50": pct(50), "p90": pct(90), "p99": pct(99), "max": ordered[-1] * 1000,
            "mean": statistics.fmean(ordered) * 1000}


def run(cards: int, rate: float, line: str, fault_rate: float, kinds: Sequence, seed: int,
        qt: bool) -> dict[str, Any]:
    rec = Recorder()
    sim = ShoeSimulator(seed=seed, heartbeat_s=1.0, faults=FaultPlan(seed=seed, rate=fault_rate, kinds=tuple(kinds)))
    sim.on_card_sent = lambda number, stamp: rec.card_sent(sim, number, stamp)
    url = sim.start_pty() if line == "pty" else sim.start_tcp()
    app = bridge = None
    listener = rec.event
    if qt:
        from PySide6.QtCore import QCoreApplication

        from dealer_app.console.shoe_bridge import SourceBridge
        app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
        bridge = SourceBridge()

        def on_gui(event: object) -> None:
            if isinstance(event, CardRead) and event.number is not None:
                deck = next((d for s, r, d in reversed(rec.received) if r is event), None)
                if deck is not None:
                    rec.gui[(deck, event.number)] = time.perf_counter()
        bridge.attach(on_gui)

        def listener(event: object) -> None:
            rec.event(event)
            bridge(event)
    source = SerialCardSource(url, listener)
    source.open()
    if not rec.connected.wait(10):
        raise SystemExit("the driver did not connect to the simulator")
    expected: list[list[tuple]] = []          # per deck: (card, tag) of every pass but a bounce
    cpu0, wall0 = time.process_time(), time.perf_counter()
    done = threading.Event()

    def deal() -> None:
        interval = 1.0 / rate
        next_at = time.perf_counter()
        dealt = 0
        while dealt < cards:
            in_deck = min(DECK, cards - dealt)
            for _ in range(in_deck):
                next_at += interval
                delay = next_at - time.perf_counter()
                if delay > 0:
                    time.sleep(delay)
                sim.deal(1)
                dealt += 1
            # The hand is over: wait for the deck's last reads, keep what passed, load the next deck.
            deadline = time.perf_counter() + 5
            while time.perf_counter() < deadline:
                with rec.lock:
                    got = sum(1 for _, _, d in rec.received if d == len(expected))
                if sim.shoe.stats.cards_dealt >= dealt and got >= len(sim.shoe.passes):
                    break
                time.sleep(0.01)
            expected.append(list(sim.shoe.passes))
            if dealt < cards:
                source.new_round()
                time.sleep(0.25)
                next_at = time.perf_counter()
        time.sleep(0.5)
        done.set()
        if app is not None:
            app.quit()

    dealer = threading.Thread(target=deal, name="bench-dealer", daemon=True)
    dealer.start()
    if app is not None:
        app.exec()
    done.wait()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    source.close()
    sim.stop()

    # Loss, duplicates and order, deck by deck.
    lost = extra = out_of_order = 0
    for deck, passes in enumerate(expected):
        got = [(r.card, r.tag) for _, r, d in rec.received if d == deck]
        want = list(passes)
        if got != want:
            missing = Counter(want) - Counter(got)
            surplus = Counter(got) - Counter(want)
            lost += sum(missing.values())
            extra += sum(surplus.values())
            if not missing and not surplus:
                out_of_order += 1
    latencies = [stamp - rec.sent[(deck, r.number)] for stamp, r, deck in rec.received
                 if (deck, r.number) in rec.sent]
    gui = [stamp - rec.sent[key] for key, stamp in rec.gui.items() if key in rec.sent]
    return {
        "cards_dealt": sim.shoe.stats.cards_dealt, "reads_expected": sum(len(p) for p in expected),
        "reads_received": len(rec.received), "lost": lost, "extra": extra, "decks_out_of_order": out_of_order,
        "decks": len(expected), "latency_ms": summary_ms(latencies), "latency_gui_ms": summary_ms(gui),
        "faults_injected": Counter(kind for kind, _ in sim.shoe.stats.faults),
        "faults_reported": dict(rec.faults), "retransmissions": sim.shoe.stats.retransmissions,
        "seconds": wall, "cpu_seconds": cpu, "cpu_percent": 100 * cpu / wall if wall else 0.0,
        "states": Counter(rec.states),
    }


def machine() -> dict[str, Any]:
    """The machine the run was on (bench/report.py), without the peers' versions this bench does not use."""
    return {k: v for k, v in run_machine().items() if k not in ("implementation", "pokerkit", "phevaluator")}


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.shoe", description=__doc__.split("\n")[0])
    p.add_argument("--cards", type=int, default=10_000)
    p.add_argument("--rate", type=float, default=20.0, help="cards a second (default 20)")
    p.add_argument("--line", choices=("pty", "tcp"), default="pty")
    p.add_argument("--fault-rate", type=float, default=0.0)
    p.add_argument("--faults", default="line", help="kinds drawn at that rate (default: the line faults)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--qt", action="store_true", help="also time the hop to a Qt GUI thread (queued signal)")
    p.add_argument("--out", help="the JSON file (default bench/results/shoe-<date>.json)")
    args = p.parse_args(argv)
    kinds = parse_faults(args.faults) if args.fault_rate else LINE_FAULTS
    before = machine()
    result = run(args.cards, args.rate, args.line, args.fault_rate, kinds, args.seed, args.qt)
    report = {"bench": "shoe", "when": datetime.now().isoformat(timespec="seconds"),
              "options": vars(args), "machine": before,
              "load_average_after": os.getloadavg() if hasattr(os, "getloadavg") else None, "result": result}
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / f"shoe-{datetime.now():%Y-%m-%d-%H%M}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=1, default=str) + "\n")
    lat, gui = result["latency_ms"], result["latency_gui_ms"]
    print(f"{result['cards_dealt']:,} cards at {args.rate:g}/s over {args.line}"
          + (f", faults {args.faults} at {args.fault_rate:g} a card" if args.fault_rate else ""))
    print(f"reads: {result['reads_received']:,} received of {result['reads_expected']:,} expected; "
          f"lost {result['lost']}, extra {result['extra']}, decks out of order {result['decks_out_of_order']}")
    if lat:
        print(f"read-to-event (driver thread): p50 {lat['p50']:.2f} ms, p90 {lat['p90']:.2f} ms, "
              f"p99 {lat['p99']:.2f} ms, max {lat['max']:.2f} ms")
    if gui:
        print(f"read-to-event (Qt GUI thread): p50 {gui['p50']:.2f} ms, p90 {gui['p90']:.2f} ms, "
              f"p99 {gui['p99']:.2f} ms, max {gui['max']:.2f} ms")
    if result["faults_injected"]:
        print(f"faults injected: {dict(result['faults_injected'])}; reported: {result['faults_reported']}; "
              f"frames sent again: {result['retransmissions']}")
    print(f"CPU: {result['cpu_percent']:.1f} % of one core over {result['seconds']:.0f} s; results: {out}")
    return 0 if result["lost"] == 0 and result["extra"] == 0 and result["decks_out_of_order"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
