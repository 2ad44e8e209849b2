"""The floor station's acts, recorded centrally like a table's access log (migrations/0005_floor_acts.sql).

A table keeps in its own store who opened the floor view and which hands
they looked at. The floor station looks at every table's records, so what
its supervisor does is kept in the central record: ``central.floor_acts``,
append-only, written only through ``central.floor_act()``. Every act but a
refused sign-in carries the grant id of the supervisor's sign-in (the
central roster's log row): the server refuses an act under a grant that is
not a floor-station sign-in of that supervisor.

``FloorActs.record`` writes one act before the station does it: an act that
cannot be recorded (the server unreachable, nobody signed in) is not done,
and the refusal says why in words (``ActNotRecorded``).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime
from typing import Optional

import psycopg

from engine.errors import Refusal

from ui.views.words import say

STATION_PURPOSE = "floor-station"          # the purpose of a station's sign-in in the central roster's log
KINDS = ("sign-in", "sign-in-refused", "hand-opened", "hand-exported", "search", "report-exported",
         "register-exported", "alarm-acknowledged")


class ActNotRecorded(Refusal):
    """The act was not recorded, so it is not done; ``message`` says why in words."""


@dataclass(frozen=True)
class FloorAct:
    id: int
    at: datetime
    supervisor_id: str
    grant_id: Optional[int]
    kind: str
    store_id: Optional[str]
    hand: Optional[int]
    detail: dict
    station: str


class FloorActs:
    """The acts of one station (``station``: its name in the record, e.g. the host's) under the supervisor
    signed in there (``sign_in`` by dealer_app/floor/station_gate.py)."""

    def __init__(self, url: str, station: str, connect_timeout: int = 5):
        self.url, self.station, self.connect_timeout = url, station, connect_timeout
        self.supervisor: Optional[str] = None
        self.grant_id: Optional[int] = None

    def connection(self):
        return psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout)

    @property
    def signed_in(self) -> bool:
        return self.grant_id is not None

    def signed(self, supervisor: str, grant_id: int) -> None:
        self.supervisor, self.grant_id = supervisor, grant_id

    def record(self, kind: str, *, store_id: Optional[str] = None, hand: Optional[int] = None,
               supervisor: Optional[str] = None, **detail) -> int:
        """The act's row id; ``ActNotRecorded`` when it could not be written (then the act is not done)."""
        if kind not in KINDS:
            raise ValueError(f"unknown floor act {kind!r}")
        if kind != "sign-in-refused" and not self.signed_in:
            raise ActNotRecorded("signed-out", say("Station", "Sign in first: every act at the floor station is "
                                                              "recorded with its supervisor."))
        who = supervisor if kind == "sign-in-refused" else self.supervisor
        try:
            with self.connection() as conn:
                return conn.execute("SELECT central.floor_act(%s, %s, %s, %s, %s, %s, %s)",
                                    (who, None if kind == "sign-in-refused" else self.grant_id, kind, store_id,
                                     hand, json.dumps(detail, sort_keys=True), self.station)).fetchone()[0]
        except psycopg.Error as exc:
            why = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
            if isinstance(exc, (psycopg.errors.RaiseException, psycopg.errors.NoDataFound,
                                psycopg.errors.CheckViolation, psycopg.errors.InsufficientPrivilege)):
                # The server answered and refused this act: not a matter of trying again.
                raise ActNotRecorded("act-refused", say(
                    "Station", "The central record refused the act: {why}. Nothing was recorded.").format(
                    why=why)) from None
            raise ActNotRecorded("act-not-recorded", say(
                "Station", "The central record cannot be reached: {why}. Nothing was lost; try again.").format(
                why=why)) from None


def day_acts(conn: psycopg.Connection, day: date) -> list[FloorAct]:
    """The acts of the club's ``day`` (from its first shift's start, central.club_day_bounds), oldest first."""
    rows = conn.execute(
        "SELECT a.id, a.at, a.supervisor_id, a.grant_id, a.kind, a.store_id, a.hand, a.detail, a.station "
        "FROM central.floor_acts a, central.club_day_bounds(%s) b "
        "WHERE a.at >= to_timestamp(b.start_utc_us / 1e6) AND a.at < to_timestamp(b.end_utc_us / 1e6) "
        "ORDER BY a.id", (day,)).fetchall()
    return [FloorAct(*row) for row in rows]


def act_line(act: FloorAct) -> str:
    """One act on one line, for ``dealer-app central acts``."""
    where = f" {act.store_id}" if act.store_id else ""
    where += f" hand {act.hand}" if act.hand is not None else ""
    detail = " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in sorted(act.detail.items()))
    grant = f"grant {act.grant_id}" if act.grant_id is not None else "no grant"
    return (f"{act.at.astimezone().strftime('%Y-%m-%d %H:%M:%S')}  {act.supervisor_id}  {act.kind}{where}"
            f"{'  ' + detail if detail else ''}  ({grant}, station {act.station})")
