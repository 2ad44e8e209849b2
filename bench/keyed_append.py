"""What one durable append costs with the keeper and without (issue 26, point 11: p99 <= 10 ms keyed).

    .venv/bin/python -m bench.keyed_append [APPENDS]

A real keeper subprocess (tests/keeper_helpers.py) and a store in a temporary
folder on the same disk as the tests. Each append is one event ("note"), one
transaction, fsynced, and, keyed, MACed by the keeper (one round-trip) before
``append`` returns. Also times a hand's start (the keeper gives its number)
and one commit of three events (a hand's end and its result are one commit).
The two stores are appended to in turn (the machine's other load falls on
both alike). Prints median, p90, p99 and max for each, in milliseconds.
"""
from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from keeper_helpers import start_keeper, stop_keeper  # noqa: E402

from dealer_app.store import open_store  # noqa: E402


def _quantiles(samples: list[float]) -> str:
    ordered = sorted(samples)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000
    return (f"median {statistics.median(ordered) * 1000:6.2f}  p90 {at(0.90):6.2f}  p99 {at(0.99):6.2f}  "
            f"max {ordered[-1] * 1000:6.2f} ms")


def main(appends: int = 1000) -> None:
    """The keyed and the unkeyed store appended to in turn, so that the machine's other load falls on both."""
    folder = Path(tempfile.mkdtemp(prefix="ka-", dir=str(Path(__file__).resolve().parent.parent)))
    keeper = start_keeper(folder)
    try:
        stores = {label: open_store(folder / f"{label.replace(' ', '-')}.sqlite", table=f"T-{label}", dealer="Marie",
                                    keeper=client)
                  for label, client in (("not keyed", None), ("keyed", keeper.client()))}
        samples: dict[str, dict[str, list[float]]] = {label: {} for label in stores}

        def timed(label: str, what: str, action) -> None:
            t = time.perf_counter()
            action()
            samples[label].setdefault(what, []).append(time.perf_counter() - t)

        def three(store) -> None:
            with store.group():
                for k in range(3):
                    store.append("note", {"k": k})
        for store in stores.values():
            for _ in range(20):                                       # warm up
                store.append("note", {"text": "warm"})
        for i in range(appends):
            for label, store in stores.items():
                timed(label, "one append", lambda: store.append("note", {"n": i, "text": "a note of the table"}))
                if i % 5 == 0:
                    timed(label, "3 in 1 commit", lambda: three(store))
                    timed(label, "hand number", lambda: store.keying.next_hand(1))
        for store in stores.values():
            store.close()
        for label, found in samples.items():
            for what, each in found.items():
                print(f"{label:>9}: {what:<14} {_quantiles(each)}  ({len(each)})")
    finally:
        stop_keeper(keeper)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
