"""The central record as the tables and the floor call it: a few database functions, nothing more.

Every write goes through ``central.ingest()`` (migrations/0001_record.sql),
which checks the chain itself; this module only carries the arguments and
reads the answer. Connections are psycopg 3 connections in autocommit mode:
one call is one transaction on the server.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

import psycopg

GENESIS = bytes(32)


@dataclass(frozen=True, slots=True)
class Ingested:
    status: str          # ok | gap | fork | hash-mismatch | not-an-event
    head: int            # the server's head for the store afterwards
    accepted: int
    duplicates: int
    detail: str

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def ingest(conn: psycopg.Connection, store_id: str, first_seq: int, bodies: Sequence[bytes],
           hashes: Sequence[bytes]) -> Ingested:
    row = conn.execute("SELECT status, head, accepted, duplicates, detail FROM central.ingest(%s, %s, %s, %s)",
                       (store_id, first_seq, list(bodies), list(hashes))).fetchone()
    return Ingested(*row)


def store_head(conn: psycopg.Connection, store_id: str) -> tuple[int, bytes]:
    head, digest = conn.execute("SELECT head, head_hash FROM central.store_head(%s)", (store_id,)).fetchone()
    return head, bytes(digest)


def event_hash(conn: psycopg.Connection, store_id: str, seq: int) -> Optional[bytes]:
    row = conn.execute("SELECT central.event_hash(%s, %s)", (store_id, seq)).fetchone()
    return None if row[0] is None else bytes(row[0])


def flag(conn: psycopg.Connection, store_id: str, kind: str, detail: dict) -> None:
    from psycopg.types.json import Jsonb
    conn.execute("SELECT central.flag(%s, %s, %s)", (store_id, kind, Jsonb(detail)))


def keep_refused(conn: psycopg.Connection, store_id: str, first_seq: int, bodies: Sequence[bytes],
                 hashes: Sequence[bytes], reason: str) -> int:
    """Refused events kept centrally for the floor (migrations/*_alarm_acks.sql); how many were new there."""
    return conn.execute("SELECT central.keep_refused(%s, %s, %s, %s, %s)",
                        (store_id, first_seq, list(bodies), list(hashes), reason)).fetchone()[0]


def report_refused(conn: psycopg.Connection, store_id: str, code: str, refused) -> None:
    """What this store dealt past its parting from the room's copy (uplink.RefusedHere): kept by the server in
    central.refused_ranges (migrations: refused_ranges), for the board and the register."""
    conn.execute("SELECT central.report_refused(%s, %s, %s, %s, %s, %s, %s)",
                 (store_id, code, refused.first_seq, refused.last_seq, refused.last_hash, list(refused.hands),
                  refused.rake))
