"""Figures computed across a table's clock jump (issue 25, item 6): the time dealt and hands per hour are read
from the table's clock, so a clock set back an hour makes 840 hands an hour look like 259. Nothing is
corrected by guesswork: the row says its figures cross a jump, on the screen, in the command's output and in
the register.

A jump is a ``clock-set-back`` or ``clock-ahead`` alarm of the central record (migrations/0001_record.sql:
ingest flags it at the event where it happened); a report row crosses it when the jump's event belongs to the
row's group (its table, session, dealer; any table for a shift or the day) and its time, or the time before
the jump, falls within the row's first hand's start and last hand's end.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional, Sequence


@dataclass(frozen=True)
class ClockJump:
    store_id: str
    table_id: str
    session: Optional[int]
    dealer: str
    seq: int
    kind: str
    utc_us: int                   # the table's clock at the event
    previous_utc_us: Optional[int]   # before it (a set back)


def clock_jumps(conn, store_ids: Optional[Sequence[str]] = None) -> list[ClockJump]:
    rows = conn.execute(
        "SELECT DISTINCT a.store_id, e.table_id, (convert_from(e.body, 'UTF8')::jsonb->>'session')::bigint, e.dealer, "
        "a.seq, a.kind, e.utc_us, (a.detail->>'previous_utc_us')::bigint "
        "FROM central.alarms a JOIN central.events e ON e.store_id = a.store_id AND e.seq = a.seq "
        "WHERE a.kind IN ('clock-set-back', 'clock-ahead')" + (" AND a.store_id = ANY(%s)" if store_ids else "") +
        " ORDER BY 1, 5", (list(store_ids),) if store_ids else ()).fetchall()
    return [ClockJump(*r) for r in rows]


def _within(jump: ClockJump, first: Optional[int], last: Optional[int]) -> bool:
    if first is None or last is None:
        return False
    return first <= jump.utc_us <= last or (jump.previous_utc_us is not None and first <= jump.previous_utc_us <= last)


def _in_group(jump: ClockJump, row, by: str) -> bool:
    if by == "table":
        return jump.table_id == row.key
    if by == "session":
        return jump.store_id == row.store_id and jump.session == row.session
    if by == "dealer":
        return jump.dealer == row.key
    return True                  # a shift or the whole day: every table in it


def mark_rows(rows: Sequence, jumps: Sequence[ClockJump], by: str) -> list:
    """The rows, each with ``clock_jumps`` set to the jumps its figures cross."""
    return [replace(row, clock_jumps=sum(_in_group(j, row, by) and _within(j, row.first_utc_us, row.last_utc_us)
                                         for j in jumps)) for row in rows]
