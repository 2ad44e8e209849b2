"""A hand from the central record, folded exactly as the table's store folds it.

The central record keeps each event's canonical bytes as the table's store
hashed them (dealer_app/store/chain.py); read back, they are the store's
``RecordEvent`` again, and ``StoredHand.fold`` (store/events.py) and the
timeline (store/timeline.py) do the rest: the same code paths as the store's
own recall, replay and export, so the floor station's replay shows the legal
maximum at every step as the floor view at the table does.
"""
from __future__ import annotations

import json
from typing import Optional, Sequence

from dealer_app.store.chain import GENESIS, link
from dealer_app.store.errors import StoreError
from dealer_app.store.events import RecordEvent, StoredHand
from dealer_app.store.verify import Problem

# (seq, canonical bytes, hash, the hash of the event before it or None when that one is not here)
CentralEvent = tuple[int, bytes, bytes, Optional[bytes]]


def record_event(body: bytes, digest: bytes) -> RecordEvent:
    e = json.loads(body.decode("utf-8"))
    return RecordEvent(e["seq"], e["kind"], e["hand"], e["session"], e["table"], e["dealer"], e["utc_us"],
                       e["mono_ns"], e["payload"], digest)


def stored_hand(number: int, events: Sequence[CentralEvent]) -> StoredHand:
    if not events:
        raise StoreError("no-such-hand", f"there is no hand {number} of this table in the central record",
                         hand=number)
    return StoredHand.fold(number, [record_event(body, digest) for _, body, digest, _ in events])


def chain_problems(number: int, events: Sequence[CentralEvent]) -> list[Problem]:
    """Each event's link to the one before it, as ``check_hand_links`` checks a store's (the document says
    how the record checked out). The server checked them at ingest; this checks what was read back."""
    problems = []
    for seq, body, digest, before in events:
        if before is None and seq > 1:
            problems.append(Problem("events-missing", f"event {seq - 1}, just before event {seq} of hand "
                                    f"{number}, is missing from the central record", seq - 1, number))
            continue
        if link(GENESIS if seq == 1 else before, body) != digest:
            problems.append(Problem("hash-mismatch", f"event {seq} (hand {number}) does not match its hash in "
                                    "the central record", seq, number))
    return problems


def pot_in_play(number: int, bodies_and_hashes: Sequence[tuple[bytes, bytes]]) -> Optional[int]:
    """Every chip put in so far in an open hand (the engine's pot after its effective inputs); None when
    the events cannot be folded (a hand whose start is not here yet)."""
    try:
        events = [record_event(b, h) for b, h in bodies_and_hashes]
        return StoredHand.fold(number, events).rebuild().pot
    except Exception:        # a hand the board cannot fold is shown without its pot, never stops the board
        return None
