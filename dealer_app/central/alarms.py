"""The room's alarms as the floor handles them, and what the central record refused (migrations/*_alarm_acks.sql).

An alarm is one kind of trouble on one table store: a fork (two histories
of the table), a gap, an altered or damaged event, a store restored from an
old copy, two consoles on one table, the table's clock set back or ahead.
``central.alarm_list`` gives each once, with its first and last occurrence,
whether its cause is gone ("cleared": e.g. the second console silent) and
whether a supervisor acknowledged it. Only an acknowledgement closes an
alarm, cleared or not: the register is not closed and the board stays red
while one is open. An acknowledgement is a floor act ("alarm-acknowledged",
dealer_app/central/floor_acts.py) under a supervisor's floor-station sign-in,
with the reason; the database refuses one without a reason or for an alarm
it does not have.

The events the record refused are kept centrally (``central.refused_events``,
sent by the uplink after a refusal): ``refused_money`` says, per store, the
hands and the rake dealt there that no report counts.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Iterable, Optional

from engine.errors import Refusal

from ui.views.words import say

from .floor_acts import ActNotRecorded, FloorActs

REASON_MIN = 3                 # characters: the database's check (migrations/*_alarm_acks.sql)
CLOCK_KINDS = ("clock-set-back", "clock-ahead")


class AlarmRefused(Refusal):
    """An acknowledgement not recorded, in words (nothing changed)."""


@dataclass(frozen=True)
class Alarm:
    alarm_id: str                 # "F12" (a fork) or "A34": what a supervisor names to acknowledge it
    table_id: Optional[str]
    store_id: str
    kind: str                     # fork | gap | hash-mismatch | not-an-event | behind-central | conflict | clock-...
    first_at: datetime
    last_at: datetime
    occurrences: int
    first_seq: Optional[int]
    last_seq: Optional[int]
    detail: dict
    session: Optional[int]
    cleared: bool                 # its cause is gone (still listed until acknowledged)
    acknowledged: bool
    ack_id: Optional[int] = None
    ack_supervisor: Optional[str] = None
    ack_at: Optional[datetime] = None
    ack_reason: Optional[str] = None

    @property
    def open(self) -> bool:
        return not self.acknowledged


_COLUMNS = ("alarm_id, table_id, store_id, kind, first_at, last_at, occurrences, first_seq, last_seq, detail, session, "
            "cleared, acknowledged, ack_id, ack_supervisor, ack_at, ack_reason")


def read_alarms(conn, store_ids: Optional[Iterable[str]] = None) -> list[Alarm]:
    """Every alarm of the record (or of the stores named), by table, store and first occurrence."""
    order = " ORDER BY table_id, store_id, first_at, alarm_id"
    if store_ids is None:
        rows = conn.execute(f"SELECT {_COLUMNS} FROM central.alarm_list" + order).fetchall()
    else:
        rows = conn.execute(f"SELECT {_COLUMNS} FROM central.alarm_list WHERE store_id = ANY(%s)" + order,
                            (sorted(set(store_ids)),)).fetchall()
    return [Alarm(*row) for row in rows]


def find_alarm(conn, alarm_id: str) -> Optional[Alarm]:
    row = conn.execute(f"SELECT {_COLUMNS} FROM central.alarm_list WHERE alarm_id = %s",
                       (alarm_id.strip().upper(),)).fetchone()
    return None if row is None else Alarm(*row)


@dataclass(frozen=True)
class RefusedMoney:
    """What a store dealt that the central record refused (kept, never counted in a report)."""

    store_id: str
    events: int
    hands: int
    first_hand: Optional[int]
    last_hand: Optional[int]
    pots: int
    rake: int
    first_utc_us: Optional[int]
    last_utc_us: Optional[int]


def refused_money(conn, store_ids: Optional[Iterable[str]] = None) -> dict[str, RefusedMoney]:
    rows = conn.execute("SELECT store_id, events, hands, first_hand, last_hand, pots, rake, first_utc_us, last_utc_us "
                        "FROM central.refused_money").fetchall()
    wanted = None if store_ids is None else set(store_ids)
    return {r[0]: RefusedMoney(*r) for r in rows if wanted is None or r[0] in wanted}


def check_reason(reason: str) -> str:
    text = " ".join((reason or "").split())
    if len(text) < REASON_MIN:
        raise AlarmRefused("no-reason", say("Alarm", "Say why the alarm is acknowledged (at least {n} characters): "
                                                     "the reason is kept with your name.").format(n=str(REASON_MIN)))
    return text


def acknowledge(acts: FloorActs, alarm_id: str, store_id: str, reason: str) -> int:
    """The acknowledgement recorded as a floor act under the station's sign-in; its row id.
    ``AlarmRefused`` (in words) when it was not recorded: then nothing changed."""
    text = check_reason(reason)
    try:
        return acts.record("alarm-acknowledged", store_id=store_id, alarm=alarm_id.strip().upper(), reason=text)
    except ActNotRecorded as exc:
        raise AlarmRefused(exc.code, exc.message) from None
