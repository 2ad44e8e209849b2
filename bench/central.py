"""Speed of the central record (issue 19), on this machine with one throw-away PostgreSQL.

    .venv/bin/python -m bench.central                     # about 2-4 minutes
    .venv/bin/python -m bench.central --tables 5 --hands 20 --catch-up-hands 60    # quick
    .venv/bin/python -m bench.central --out bench/results/central-NAME.json

- **Ingest with N tables**: N table stores, each dealt ``--hands`` hands
  beforehand through the real store; then N real uplinks (one thread each,
  as N consoles would run them) send everything at once. Events ingested per
  second, all tables together, and the total time.
- **Live**: N tables dealing at the same time (a thread each, through the
  real store), each with its uplink running; for every event, the time from
  its commit at the table to the moment the server acknowledged a batch
  holding it. p50 and p99. (The room board reads that commit by NOTIFY; the
  board itself is a later task.)
- **Catch-up**: one table's 8 hours offline (``--catch-up-hands``, 240 by
  default: 30 hands an hour) sent by one uplink from nothing: seconds.
- **The table's own append latency**, with its uplink running (polling every
  10 ms) and without: p50 and p99 of each dealing step (the store's durable
  append, fsync included), on a store in the project's folder (not /tmp).

The PostgreSQL cluster is made by tests/central_helpers.py (initdb in a
temporary folder, fsync off: a test server, so the numbers are the program's,
not the disk's). The machine is shared: the load average is printed.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from central_helpers import ThrowawayPostgres, install_postgres, table_login  # noqa: E402
from store_helpers import FakeClock, play  # noqa: E402

from bench.stats import nearest_rank  # noqa: E402
from dealer_app.central.migrate import init  # noqa: E402
from dealer_app.central.uplink import Uplink  # noqa: E402
from dealer_app.store import open_store  # noqa: E402


pct = nearest_rank          # p99 of 100 samples is the 99th, not the largest


def head(store) -> int:
    return store._conn.execute("SELECT seq FROM chain_head").fetchone()[0]


def deal(folder: Path, name: str, hands: int, seed: int):
    store = open_store(folder / f"{name}.sqlite", table=name, dealer="D-1", clock=FakeClock(tick_us=1_000_000))
    for _ in range(hands):
        play(store, seed)
    return store


def ingest_many(url: str, folder: Path, tables: int, hands: int) -> dict:
    stores = [deal(folder, f"ingest-{i}", hands, i) for i in range(tables)]
    total = sum(head(s) for s in stores)
    uplinks = [Uplink(s.path, url(s.table), fetch_checkpoints=False) for s in stores]
    started = time.perf_counter()
    threads = [threading.Thread(target=u.sync_once) for u in uplinks]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    took = time.perf_counter() - started
    assert all(u.status.state == "synced" for u in uplinks), [u.status for u in uplinks]
    for u in uplinks:
        u.close()
    for s in stores:
        s.close()
    return {"tables": tables, "events": total, "seconds": round(took, 3), "events_per_second": round(total / took)}


def live(url: str, folder: Path, tables: int, hands: int, pace: float) -> dict:
    """Tables dealing (a pause of ``pace`` seconds between steps) with their uplinks: commit -> acknowledged."""
    latencies: list[float] = []
    lock = threading.Lock()

    def one(i: int) -> None:
        store = open_store(folder / f"live-{i}.sqlite", table=f"live-{i}", dealer="D-1")
        committed: dict[int, float] = {}
        acked: list[tuple[int, float]] = []
        uplink = Uplink(store.path, url(store.table), poll=0.02, fetch_checkpoints=False,
                        after_batch=lambda h: acked.append((h, time.perf_counter()))).start()
        try:
            for _ in range(hands):
                recorded = None
                while recorded is None or not recorded.hand.is_complete:
                    recorded = play(store, 100 + i, recorded=recorded, stop_after=1)
                    now = time.perf_counter()
                    for seq in range(max(committed, default=0) + 1, head(store) + 1):
                        committed[seq] = now
                    time.sleep(pace)
            deadline = time.time() + 60
            while (uplink.status.central_head or 0) < head(store) and time.time() < deadline:
                time.sleep(0.01)
        finally:
            uplink.close()
            store.close()
        mine = []
        for seq, at in committed.items():
            done = next((t for h, t in acked if h >= seq), None)
            if done is not None:
                mine.append(done - at)
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(tables)]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    took = time.perf_counter() - started
    return {"tables": tables, "events": len(latencies), "seconds": round(took, 2), "pause_between_steps_s": pace,
            "commit_to_central_ms": {"p50": round(pct(latencies, 50) * 1000, 1),
                                     "p99": round(pct(latencies, 99) * 1000, 1),
                                     "max": round(max(latencies) * 1000, 1) if latencies else None}}


def catch_up(url: str, folder: Path, hands: int) -> dict:
    store = deal(folder, "offline-8h", hands, 77)
    events = head(store)
    batches = []
    uplink = Uplink(store.path, url(store.table), fetch_checkpoints=False, after_batch=batches.append)
    started = time.perf_counter()
    status = uplink.sync_once()
    took = time.perf_counter() - started
    uplink.close()
    store.close()
    assert status.state == "synced", status
    return {"hands": hands, "events": events, "batches": len(batches), "seconds": round(took, 3),
            "events_per_second": round(events / took)}


def append_latency(url: str, hands: int) -> dict:
    folder = Path(tempfile.mkdtemp(prefix="bench-central-", dir=ROOT / "bench"))
    out = {}
    try:
        for label in ("without_uplink", "with_uplink"):
            store = open_store(folder / f"{label}.sqlite", table=label, dealer="D-1")
            uplink = (Uplink(store.path, url(store.table), poll=0.01, fetch_checkpoints=False).start()
                      if label == "with_uplink" else None)
            steps = []
            try:
                for _ in range(hands):
                    recorded = None
                    while recorded is None or not recorded.hand.is_complete:
                        t = time.perf_counter()
                        recorded = play(store, 5, recorded=recorded, stop_after=1)
                        steps.append(time.perf_counter() - t)
            finally:
                if uplink is not None:
                    uplink.close()
                store.close()
            out[label] = {"steps": len(steps), "p50_ms": round(pct(steps, 50) * 1000, 2),
                          "p99_ms": round(pct(steps, 99) * 1000, 2)}
    finally:
        import shutil
        shutil.rmtree(folder, ignore_errors=True)
    out["p99_ratio"] = round(out["with_uplink"]["p99_ms"] / out["without_uplink"]["p99_ms"], 3)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=20)
    p.add_argument("--hands", type=int, default=25, help="hands per table for the ingest and live runs")
    p.add_argument("--pace", type=float, default=0.05, help="live run: seconds between a table's steps")
    p.add_argument("--catch-up-hands", type=int, default=240, help="8 hours at 30 hands an hour")
    p.add_argument("--latency-hands", type=int, default=40)
    p.add_argument("--out", help="also write the numbers as JSON here")
    args = p.parse_args(argv)
    bin_dir = install_postgres()
    if bin_dir is None:
        print("PostgreSQL is not installed (apt-get install postgresql)", file=sys.stderr)
        return 2
    server = ThrowawayPostgres(bin_dir)
    results = {"load_before": os.getloadavg(), "cpus": os.cpu_count()}
    try:
        url = server.create_database("bench")
        init(url)
        # Each table with its own login (dealer-app central table add), as a room sets them up.
        def uplink_url(table: str, url=url) -> str:
            return table_login(url, table)
        with tempfile.TemporaryDirectory(prefix="bench-central-") as tmp:
            folder = Path(tmp)
            results["ingest"] = ingest_many(uplink_url, folder, args.tables, args.hands)
            print("ingest:", results["ingest"], flush=True)
            results["catch_up_8h"] = catch_up(uplink_url, folder, args.catch_up_hands)
            print("catch-up:", results["catch_up_8h"], flush=True)
            results["live"] = live(uplink_url, folder, args.tables, max(2, args.hands // 5), args.pace)
            print("live:", results["live"], flush=True)
        results["table_append"] = append_latency(uplink_url, args.latency_hands)
        print("table append:", results["table_append"], flush=True)
    finally:
        server.destroy()
    results["load_after"] = os.getloadavg()
    print(json.dumps(results, indent=2))
    if args.out:
        Path(args.out).write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
