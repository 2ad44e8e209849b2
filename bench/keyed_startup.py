"""The start-up check and append with a keeper (issue 18, point 1): python -m bench.keyed_startup [EVENTS]

Builds a store of EVENTS events (notes, in one transaction), has a real keeper
subprocess MAC them all on first use (the catch-up, timed), then times
opening it again (the start-up check: last 50,000 links, the keeper's head,
the last 2,000 MACs) with and without the keeper, one append with and without
MAC, and a full `verify` with the keeper.
"""
from __future__ import annotations

import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from keeper_helpers import start_keeper, stop_keeper  # noqa: E402

from dealer_app.store import open_store, verify_store  # noqa: E402


def main(events: int = 200_000) -> None:
    folder = Path(tempfile.mkdtemp(prefix="kb-"))
    keeper = start_keeper(folder)
    try:
        path = folder / "t.sqlite"
        store = open_store(path, table="T1", dealer="Marie")
        with store.group():
            for i in range(events):
                store.append("note", {"n": i, "text": "a note of the table"})
        store.close()
        timings = {}
        t = time.perf_counter()
        store = open_store(path, table="T1", dealer="Marie", keeper=keeper.client())
        timings["first keyed opening (MACs every event)"] = time.perf_counter() - t
        t = time.perf_counter()
        for _ in range(20):
            store.append("note", {"text": "keyed"})
        timings["one append, keyed (mean of 20)"] = (time.perf_counter() - t) / 20
        store.close()
        for label, client in (("opening, keyed", keeper.client()), ("opening, not keyed", None)):
            t = time.perf_counter()
            store = open_store(path, table="T1", dealer="Marie", keeper=client)
            timings[label] = time.perf_counter() - t
            if client is None:
                t = time.perf_counter()
                for _ in range(20):
                    store.append("note", {"text": "not keyed"})
                timings["one append, not keyed (mean of 20)"] = (time.perf_counter() - t) / 20
            store.close()
        t = time.perf_counter()
        report = verify_store(path, keeper=keeper.client())
        timings["verify, keyed (every MAC)"] = time.perf_counter() - t
        print(f"{events:,} events; verify: {report.summary()}")
        for label, seconds in timings.items():
            print(f"  {label}: {seconds * 1000:,.1f} ms")
    finally:
        stop_keeper(keeper)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200_000)
