"""Speed of the table's record (issue 7): a dealer's request made durable, and the resume at start-up.

    .venv/bin/python -m bench.table_record [--hands 200] [--out bench/results/NAME.json]

- A request: one card, action or show through ``TableRecord.submit`` on a
  store on the project's disk (not /tmp, which may be memory): the session's
  check, then the session entry and its hand events in one transaction,
  fsynced (WAL, ``synchronous=FULL``). p50, p99 and max over every request of
  ``--hands`` hands of six players, dealt to showdown with calls and checks.
- The resume: ``TableRecord.resume`` of the open session, an open hand in
  it, as the console does at start-up (replay of every session entry and the
  open hand), after those hands.
"""
from __future__ import annotations

import argparse
import json
import platform
import random
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from dealer_app.files.presets import load_preset
from dealer_app.store import open_store
from dealer_app.table.record import TableRecord
from engine.actions import call, check
from engine.cards import shuffled_deck

AT = "2025-03-01T20:00:00"


def _requests(record: TableRecord, rng: random.Random, times: list[float]) -> None:
    """One hand, request by request, each timed."""
    def timed(request) -> None:
        start = time.perf_counter()
        record.submit(request)
        times.append(time.perf_counter() - start)
    timed(lambda s: s.start_hand(at=AT))
    deck = shuffled_deck(rng)
    while record.session.hand is not None:
        hand = record.session.hand
        if hand.phase == "deal":
            card = next(c for c in deck if c not in hand.seen)
            timed(lambda s, card=card: s.deal(card, at=AT))
        elif hand.phase == "bet":
            action = check() if hand.legal().can_check else call()
            timed(lambda s, action=action: s.act(action, at=AT))
        else:
            seat = record.session.seat_of_player(next(p for p in hand.showdown_order() if p not in hand.shown))
            timed(lambda s, seat=seat: s.show(seat, at=AT))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--out", help="write the numbers as JSON here")
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="bench-table-", dir=Path(__file__).resolve().parent))
    try:
        store = open_store(folder / "table.sqlite", table="T1", dealer="Marie")
        record = TableRecord.new(load_preset("five-percent-capped"), store, "Marie", AT)
        record.submit(lambda s: s.draw_seats([{"name": f"P{i}", "buy_in": 1000} for i in range(6)], seed=1, at=AT))
        rng = random.Random(7)
        times: list[float] = []
        for _ in range(args.hands):
            if len([p for p in record.session.seats.values() if p.stack]) < 2:
                break
            for p in list(record.session.seats.values()):
                if p.stack < 200:
                    record.submit(lambda s, p=p: s.rebuy(p.seat, 1000 - p.stack, at=AT))
            _requests(record, rng, times)
        record.submit(lambda s: s.start_hand(at=AT))           # an open hand for the resume
        entries = record.session.record_length
        record.close()
        start = time.perf_counter()
        store = open_store(folder / "table.sqlite", table="T1", dealer="Marie")
        opened = time.perf_counter()
        TableRecord.resume(store, "Marie", AT)
        resumed = time.perf_counter()
        store.close()
        ms = sorted(t * 1000 for t in times)
        result = {
            "requests": len(ms), "hands": args.hands, "session_entries": entries,
            "request_ms": {"p50": statistics.median(ms), "p99": ms[int(len(ms) * 0.99) - 1], "max": ms[-1]},
            "open_store_ms": (opened - start) * 1000, "resume_session_ms": (resumed - opened) * 1000,
            "machine": {"python": platform.python_version(), "system": platform.platform()},
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"{result['requests']} requests over {args.hands} hands: durable request p50 "
          f"{result['request_ms']['p50']:.2f} ms, p99 {result['request_ms']['p99']:.2f} ms, "
          f"max {result['request_ms']['max']:.2f} ms")
    print(f"start-up with {entries} session entries: open and check the store {result['open_store_ms']:.0f} ms, "
          f"resume the session and its open hand {result['resume_session_ms']:.0f} ms")
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
