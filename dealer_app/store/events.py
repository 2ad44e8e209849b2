"""A hand as the record holds it: its events, folded the one way recovery, replay and recall fold them.

The configuration comes from ``hand-started``, then every input in order, a
correction withdrawing the inputs it names (they stay in the record, marked).
Nothing here reads the file: the reader (recall.py) and the writer hand the rows in.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Optional

from engine.hand import Hand, HandConfig

from .codec import config_from_dict, input_from_list
from .errors import StoreError

# Event kinds that carry one engine input each ("input": [...]).
INPUT_KINDS = ("card", "hole-cards", "board-cards", "action", "show", "muck", "withdraw", "runs")


@dataclass(frozen=True, slots=True)
class RecordEvent:
    seq: int
    kind: str
    hand: Optional[int]
    session: Optional[int]
    table: str
    dealer: str
    utc_us: int
    mono_ns: int
    payload: dict
    hash: bytes


@dataclass(frozen=True)
class StoredHand:
    """One hand as the record holds it."""

    number: int
    table: str
    session: Optional[int]
    config: HandConfig
    config_doc: dict
    button_seat: Optional[int]
    events: tuple[RecordEvent, ...]          # every event of the hand, withdrawn inputs included
    inputs: tuple[tuple, ...]                # the effective engine inputs, in order
    input_seqs: tuple[int, ...]              # the event of each effective input
    withdrawn: dict                          # input event seq -> the correction event that withdrew it

    @property
    def started_utc_us(self) -> int:
        return self.events[0].utc_us

    @property
    def end(self) -> Optional[RecordEvent]:
        return next((e for e in self.events if e.kind == "hand-ended"), None)

    @property
    def status(self) -> str:
        end = self.end
        return "open" if end is None else end.payload["status"]

    @property
    def time_collected(self) -> int:
        """The time collected as the hand started (RULES.md 11), less what its void gave back: the amounts the
        table's session entries of this hand record ("time": [[seat, name, amount], ...], table/record.py),
        the same facts the central register sums."""
        return sum(int(t[2]) for e in self.events if e.kind == "session-entry"
                   for t in (e.payload.get("time") or ()))

    @property
    def corrections(self) -> tuple[RecordEvent, ...]:
        return tuple(e for e in self.events if e.kind == "correction")

    def rebuild(self) -> Hand:
        """The engine's state after the last effective input: the same code path as the table."""
        return Hand.replay(self.config, self.inputs)

    @classmethod
    def fold(cls, number: int, events: list[RecordEvent]) -> "StoredHand":
        if not events or events[0].kind != "hand-started":
            raise StoreError("hand-incomplete", f"hand {number}'s record does not begin with its start",
                             hand=number)
        start = events[0]
        config = config_from_dict(start.payload["config"])
        effective: list[tuple[int, tuple]] = []
        withdrawn: dict[int, int] = {}
        for e in events[1:]:
            if e.kind in INPUT_KINDS:
                effective.append((e.seq, input_from_list(e.payload["input"])))
            elif e.kind == "correction":
                seqs = list(e.payload["withdraws"])
                if not seqs or [s for s, _ in effective[-len(seqs):]] != seqs:
                    raise StoreError("bad-correction", f"correction #{e.seq} withdraws {seqs}, which are not the "
                                     "hand's last inputs", seq=e.seq, hand=number)
                del effective[-len(seqs):]
                withdrawn.update({s: e.seq for s in seqs})
        return cls(number, start.table, start.session, config, start.payload["config"],
                   start.payload.get("button_seat"), tuple(events), tuple(i for _, i in effective),
                   tuple(s for s, _ in effective), withdrawn)


def row_event(row) -> RecordEvent:
    return RecordEvent(row[0], row[1], row[3], row[2], row[4], row[5], row[6], row[7], json.loads(row[8]), row[9])


EVENT_COLUMNS = "seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload, hash"
