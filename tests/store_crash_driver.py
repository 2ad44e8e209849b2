"""The child process of the crash-recovery test: deals random hands into a store until it is killed.

    python -m store_crash_driver STORE SEED        (with tests/ on PYTHONPATH)

On start it opens the store (the start-up check, recovery of the WAL),
resumes the open hand if there is one and prints ``RESUMED`` with that hand's
state (or ``RESUMED null``). Then it plays on: every decision comes from
store_helpers.decide (seed, hand number, the hand's event count), and after
each durable append it prints ``ACK <head seq> <head hash>``: what it
promises is on disk.
"""
from __future__ import annotations

import json
import sys

from dealer_app.store import open_store
from store_helpers import config_for, decide, do, hand_event_count, state_summary


def main(path: str, seed: int) -> None:
    store = open_store(path, table="T1", dealer="D1")
    recorded = store.resume_open_hand()
    summary = None if recorded is None else {"number": recorded.number, **state_summary(recorded.hand)}
    print("RESUMED " + json.dumps(summary), flush=True)
    head = store._conn.execute
    while True:
        if recorded is None or recorded.hand.is_complete:
            # The configuration of the store's n-th hand (not of its number: a number written down by a child
            # killed before its hand began is skipped, store/keying.py).
            index = head("SELECT count(*) + 1 FROM hands").fetchone()[0]
            config = config_for(seed, index)
            recorded = store.begin_hand(config, button_seat=config.players[-1].seat)
        else:
            do(recorded, decide(recorded.hand, seed, recorded.number, hand_event_count(store, recorded.number)))
        seq, digest = head("SELECT seq, hash FROM chain_head").fetchone()
        print(f"ACK {seq} {digest.hex()}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
