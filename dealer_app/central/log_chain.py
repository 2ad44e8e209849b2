"""The supervisors' log and the floor's acts as chains whose heads the floor signs (issue 26, item 5).

Each row of ``central.supervisor_log`` and ``central.floor_acts`` carries ``prev_hash`` and ``hash`` =
sha256(prev_hash || its line) (migrations/0013_chained_logs.sql writes them as the row goes in). Here the lines are
written again from the columns, the chain walked from the first row, and each log's newest log checkpoint that
verifies with the floor's key checked: its row still there with the signed hash. So a row deleted or changed up to
the signed head shows, named; rows added after the last signature are only as good as the chain (a DBA who cuts
the unsigned tail and nothing before it is not seen: sign often).
"""
from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from typing import Optional

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from .checkpoint import CLOCK_TOLERANCE_US, key_id, public_bytes

LOG_FORMAT = "dealer-log-checkpoint/1"
GENESIS = bytes(32)
LOGS = ("supervisor_log", "floor_acts")

# The columns of each log's line, in the order of central.supervisor_log_line / floor_act_line.
_COLUMNS = {
    "supervisor_log": "id::text, supervisor_id, kind, table_id, store_id, purpose, failures::text, by_whom, "
                      "central.us_of(at)",
    "floor_acts": "id::text, supervisor_id, grant_id::text, kind, store_id, hand::text, detail::text, station, "
                  "by_whom, central.us_of(at)",
}


@dataclass(frozen=True)
class LogCheckpoint:
    log: str
    head_id: int
    head_hash: bytes
    signed_utc_us: int
    key_id: str
    signature: bytes


@dataclass(frozen=True)
class LogFinding:
    """What is wrong with one log: ``row`` the first row where it shows."""

    log: str
    row: int
    code: str            # chain-broken | head-gone | head-changed
    signed_head: Optional[int] = None


def log_message(log: str, head_id: int, head_hash: bytes, signed_utc_us: int) -> bytes:
    return f"{LOG_FORMAT}\n{log}\n{head_id}\n{head_hash.hex()}\n{signed_utc_us}\n".encode("ascii")


def line(values) -> bytes:
    """The bytes central.log_line writes: each value "<bytes>:<text>\\n", "-:\\n" for NULL."""
    out = bytearray()
    for v in values:
        if v is None:
            out += b"-:\n"
        else:
            b = v.encode("utf-8")
            out += f"{len(b)}:".encode("ascii") + b + b"\n"
    return bytes(out)


def sign_logs(conn, key: Ed25519PrivateKey, signed_utc_us: Optional[int] = None) -> list[LogCheckpoint]:
    """A log checkpoint for each log's head (by the signer's login, with ``dealer-app central checkpoint``)."""
    when = time.time_ns() // 1000 if signed_utc_us is None else signed_utc_us
    kid = key_id(public_bytes(key.public_key()))
    done = []
    for log, head_id, head_hash in conn.execute("SELECT log, head_id, head_hash FROM central.log_heads() "
                                                "ORDER BY log").fetchall():
        head_hash = bytes(head_hash)
        cp = LogCheckpoint(log, head_id, head_hash, when, kid, key.sign(log_message(log, head_id, head_hash, when)))
        conn.execute("SELECT central.record_log_checkpoint(%s, %s, %s, %s, %s, %s)",
                     (log, head_id, head_hash, when, kid, cp.signature))
        done.append(cp)
    return done


def _verifies(cp: LogCheckpoint, public: bytes, now_us: int) -> bool:
    if cp.key_id != key_id(public) or cp.signed_utc_us > now_us + CLOCK_TOLERANCE_US:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(
            cp.signature, log_message(cp.log, cp.head_id, cp.head_hash, cp.signed_utc_us))
    except InvalidSignature:
        return False
    return True


def latest_signed(conn, log: str, public: bytes, now_us: Optional[int] = None) -> Optional[LogCheckpoint]:
    """The newest log checkpoint of ``log`` that ``public`` signed (the others prove nothing)."""
    now_us = time.time_ns() // 1000 if now_us is None else now_us
    for row in conn.execute("SELECT log, head_id, head_hash, signed_utc_us, key_id, signature "
                            "FROM central.log_checkpoints WHERE log = %s ORDER BY head_id DESC, id DESC",
                            (log,)).fetchall():
        cp = LogCheckpoint(row[0], row[1], bytes(row[2]), row[3], row[4], bytes(row[5]))
        if _verifies(cp, public, now_us):
            return cp
    return None


def check_log(conn, log: str, public: Optional[bytes]) -> Optional[LogFinding]:
    """The first thing wrong with ``log``: a link that does not hold, or the signed head gone or changed."""
    signed = latest_signed(conn, log, public) if public is not None else None
    previous, seen = GENESIS, {}
    finding = None
    for row in conn.execute(f"SELECT {_COLUMNS[log]}, t.prev_hash, t.hash FROM central.{log} t ORDER BY t.id").fetchall():
        *values, prev_hash, held = row
        row_id = int(values[0])
        computed = hashlib.sha256(previous + line(values)).digest()
        if finding is None and (bytes(prev_hash) != previous or bytes(held) != computed):
            finding = LogFinding(log, row_id, "chain-broken", signed.head_id if signed else None)
        seen[row_id] = bytes(held)
        previous = bytes(held)          # a later break is found from the row's own hash on
    if signed is not None:
        if signed.head_id not in seen:
            gone = LogFinding(log, signed.head_id, "head-gone", signed.head_id)
            return finding if finding is not None and finding.row < signed.head_id else gone
        if seen[signed.head_id] != signed.head_hash:
            changed = LogFinding(log, signed.head_id, "head-changed", signed.head_id)
            return finding if finding is not None and finding.row <= signed.head_id else changed
    return finding


def check_logs(conn, public: Optional[bytes]) -> tuple[LogFinding, ...]:
    return tuple(f for f in (check_log(conn, log, public) for log in LOGS) if f is not None)
