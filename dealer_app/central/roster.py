"""The supervisors held centrally: one roster for every table, its lock-outs counted across tables.

PostgreSQL has no scrypt, and the PIN must not travel: a check is two calls
(migrations/0004_supervisors.sql). ``central.supervisor_salt(id)`` gives the
salt and the cost (N = 2**16, r = 8, p = 1, as dealer_app/supervisors/
roster.py); the table computes scrypt(PIN, salt); ``central.supervisor_check``
compares it with the digest kept there, counts a failure (5 in a row: 15
minutes locked out; 10 with no right PIN between: held until the club resets
the PIN), and for a right PIN records the grant in the append-only
``central.supervisor_log`` and returns its id. The table writes that id into
its own store with the authorisation (``central_grant``): the floor finds the
same act in both records. Only the database's owner reads a digest.

``CentralRoster.check`` returns a ``CentralVerdict``, or None when the server
cannot be reached in ``timeout`` seconds: the supervisors' desk then uses the
table's local roster, and says so (dealer_app/supervisors/desk.py).
"""
from __future__ import annotations

import hashlib
import logging
import re
import secrets
from dataclasses import dataclass
from typing import Callable, Optional

import psycopg

from engine.errors import Refusal

log = logging.getLogger(__name__)

# The same cost as the local roster (tests/central/test_central_supervisors.py checks they agree).
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2 ** 16, 8, 1
SALT_BYTES, HASH_BYTES = 16, 32
PIN_DIGITS = (6, 12)
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ._-]{0,31}")


class CentralRosterError(Refusal):
    """A refusal in words with a stable code (engine.errors.Refusal): nothing was changed."""


def digest(pin: str, salt: bytes, n: int = SCRYPT_N, r: int = SCRYPT_R, p: int = SCRYPT_P) -> bytes:
    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=HASH_BYTES,
                          maxmem=256 * r * (n + p + 2))


@dataclass(frozen=True)
class CentralVerdict:
    status: str                      # granted | wrong | locked | locked-now
    supervisor: Optional[str]        # the id as the central roster spells it (granted only)
    attempts_left: Optional[int]
    locked_until_utc_us: Optional[int]     # None with locked: held until the club resets the PIN
    grant_id: Optional[int]          # the central log's row of the grant
    role: str = "floor"              # floor | management (granted only; migration 0016)

    @property
    def granted(self) -> bool:
        return self.status == "granted"


Connect = Callable[[], object]       # a context manager giving a psycopg connection (the uplink's pool)


class CentralRoster:
    """Checks PINs against the central roster through ``connection`` (e.g. ``Uplink.connection``)."""

    def __init__(self, connection: Connect, table_id: str, store_id: Optional[str] = None):
        self.connection = connection
        self.table_id, self.store_id = table_id, store_id

    def check(self, supervisor_id: str, pin: str, purpose: str) -> Optional[CentralVerdict]:
        try:
            with self.connection() as conn:
                salt, n, r, p = conn.execute("SELECT salt, n, r, p FROM central.supervisor_salt(%s)",
                                             (supervisor_id,)).fetchone()
                computed = digest(pin, bytes(salt), n, r, p)
                # A hold with no end ('infinity', after 10 wrong PINs) comes back as NULL: until the club resets.
                row = conn.execute("SELECT status, supervisor, attempts_left, CASE WHEN isfinite(locked_until) "
                                   "THEN locked_until END, grant_id, role FROM "
                                   "central.supervisor_check(%s, %s, %s, %s, %s)",
                                   (supervisor_id, computed, self.table_id, self.store_id, purpose)).fetchone()
        except Exception as exc:        # down, slow, the pool busy: the local roster answers (said)
            log.warning("central roster unreachable: %s", (str(exc).strip().splitlines() or [type(exc).__name__])[0])
            return None
        status, who, left, until, grant, role = row
        until_us = None if until is None else int(until.timestamp() * 1_000_000)
        return CentralVerdict(status, who, left, until_us, grant, role or "floor")


# ------------------------------------------------------------------ the club's commands (as the owner)

def check_new_pin(pin: str, supervisor_id: str) -> str:
    low, high = PIN_DIGITS
    if not pin.isascii() or not pin.isdigit() or not low <= len(pin) <= high:
        raise CentralRosterError("bad-pin", f"a PIN is {low} to {high} digits")
    if len(set(pin)) == 1:
        raise CentralRosterError("weak-pin", "a PIN may not be one digit repeated")
    if {(int(b) - int(a)) % 10 for a, b in zip(pin, pin[1:])} in ({1}, {9}):
        raise CentralRosterError("weak-pin", "a PIN may not be a straight run of digits (1234, 9876)")
    if pin == supervisor_id:
        raise CentralRosterError("weak-pin", "a PIN may not be the supervisor's id")
    return pin


def check_id(supervisor_id: str) -> str:
    text = supervisor_id.strip()
    if not _ID.fullmatch(text):
        raise CentralRosterError("bad-id", "a supervisor id is 1 to 32 letters, digits, spaces, dots, dashes or "
                                 "underscores, starting with a letter or digit")
    return text


def put(conn: psycopg.Connection, supervisor_id: str, name: str, pin: str, kind: str) -> None:
    """``kind`` added | pin-reset: the digest made here, with a new salt; a reset lifts a lock-out."""
    supervisor_id = check_id(supervisor_id)
    check_new_pin(pin, supervisor_id)
    salt = secrets.token_bytes(SALT_BYTES)
    conn.execute("SELECT central.supervisor_put(%s, %s, %s, %s, %s, %s, %s, %s)",
                 (supervisor_id, name.strip() or supervisor_id, salt, digest(pin, salt), SCRYPT_N, SCRYPT_R,
                  SCRYPT_P, kind))


ROLES = ("floor", "management")


def set_role(conn: psycopg.Connection, supervisor_id: str, role: str) -> None:
    """The supervisor's role on the central roster (floor, management: the bad beat jackpot's second signature)."""
    if role not in ROLES:
        raise CentralRosterError("bad-role", "a supervisor's role is floor or management")
    conn.execute("SELECT central.supervisor_set_role(%s, %s)", (check_id(supervisor_id), role))


def remove(conn: psycopg.Connection, supervisor_id: str) -> None:
    conn.execute("SELECT central.supervisor_remove(%s)", (check_id(supervisor_id),))
