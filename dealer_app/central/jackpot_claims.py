"""The table's side of a shared bad beat jackpot (migrations/0014_shared_jackpot.sql): claim a hit at the central
record, read the room's decision, read the shared meter.

A claim is kept once per (store, hand) by the server, so anything lost on the way (the connection dropped after
the claim was sent, the server restarted) is answered by sending the same claim again: the table gets the answer
of the claim already there, never a second claim. Each call here connects with a timeout, sends once, and on a
connection lost in the middle connects again and sends once more; a server still out of reach is a Refusal in
words (``central-unreachable``): the hit then waits, nothing is paid. A claim the server refuses (not the caller's
table, cards that are no bad beat, no such pool) is a Refusal naming why (``claim-refused``).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Optional, Sequence

import psycopg

from engine.errors import Refusal

from .migrate import CentralError

WAITING, WON, REFUSED, FLOOR = "waiting", "won", "refused", "floor"
CONNECT_SECONDS = 5
STATEMENT_MS = 10_000


@dataclass(frozen=True)
class ClaimAnswer:
    """The room's answer to one claim: ``waiting`` until its claim window closes, then won / refused / floor."""

    claim: int
    outcome: str
    meter: Optional[int]            # the meter to pay, when won
    winner_table: str               # the table whose claim won ('' while waiting; the tied tables for floor)
    reason: str                     # the server's words (English; the table says its own)
    decides_at: Optional[datetime]  # when the window closes, while waiting

    @property
    def decided(self) -> bool:
        return self.outcome != WAITING

    @property
    def won(self) -> bool:
        return self.outcome == WON

    def as_record(self) -> dict:
        """What the table's store keeps of it (the jackpot-claim event)."""
        return {"claim": self.claim, "outcome": self.outcome, "meter": self.meter, "winner_table": self.winner_table,
                "reason": self.reason}


@dataclass(frozen=True)
class PoolMeter:
    pool: str
    meter: int
    start: int
    window_seconds: int
    began_at: datetime
    set_by: str
    set_at: datetime
    waiting: int                    # claims not decided yet


class CentralUnreachable(Refusal):
    pass


class SharedJackpot:
    """One table's calls about its shared jackpot; ``url`` is the table's own login (its uplink's address)."""

    def __init__(self, url: str, table: str, store_id: str, *, connect_seconds: float = CONNECT_SECONDS,
                 statement_ms: int = STATEMENT_MS):
        self.url, self.table, self.store_id = url, table, store_id
        self.connect_seconds, self.statement_ms = connect_seconds, statement_ms
        self._conn: Optional[psycopg.Connection] = None

    def claim(self, hand: int, pool: str, loser_five: Sequence[str], winner_five: Sequence[str],
              rule: str) -> ClaimAnswer:
        """Claim the store's ``hand`` for ``pool`` (sent again as it is after any loss: same answer)."""
        return self._answer("SELECT * FROM central.jackpot_claim(%s, %s, %s, %s, %s, %s, %s)",
                            (self.table, self.store_id, hand, pool, [str(c) for c in loser_five],
                             [str(c) for c in winner_five], rule))

    def answer(self, hand: int) -> ClaimAnswer:
        """The answer to this store's claim of ``hand`` (deciding it when its window has closed)."""
        return self._answer("SELECT * FROM central.jackpot_answer(%s, %s, %s)", (self.table, self.store_id, hand))

    def meter(self, pool: str) -> PoolMeter:
        return PoolMeter(*self._call(METER_QUERY, (pool,)))

    def close(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            finally:
                self._conn = None

    # ------------------------------------------------------------ the calls

    def _answer(self, query: str, args: tuple) -> ClaimAnswer:
        claim, outcome, meter, winner_table, reason, decides_at = self._call(query, args)
        return ClaimAnswer(claim, outcome, meter, winner_table or "", reason or "", decides_at)

    def _call(self, query: str, args: tuple) -> tuple:
        """Once, and once more on a fresh connection when the first was lost (every call here may be resent)."""
        for attempt in (1, 2):
            try:
                conn = self._connect()
                return conn.execute(query, args).fetchone()
            except psycopg.errors.QueryCanceled:
                self.close()
                raise CentralUnreachable("central-unreachable", "the central record did not answer within "
                                         f"{self.statement_ms / 1000:g} s: the jackpot waits for it") from None
            except psycopg.OperationalError as exc:
                self.close()
                if attempt == 2:
                    raise CentralUnreachable("central-unreachable", "the central record cannot be reached "
                                             f"({_first_line(exc)}): the jackpot waits for it") from None
            except psycopg.Error as exc:
                self.close()
                raise Refusal("claim-refused", _first_line(exc)) from None
        raise AssertionError("unreachable")

    def _connect(self) -> psycopg.Connection:
        if self._conn is None or self._conn.closed:
            self._conn = psycopg.connect(self.url, autocommit=True, connect_timeout=max(1, int(self.connect_seconds)),
                                         options=f"-c statement_timeout={int(self.statement_ms)}")
        return self._conn


METER_QUERY = "SELECT pool, meter, start, window_seconds, began_at, set_by, set_at, waiting FROM central.jackpot_meter(%s)"


def pool_meter(conn: psycopg.Connection, pool: str) -> PoolMeter:
    """The pool's meter and settings (the room's command; the tables read it through SharedJackpot.meter)."""
    try:
        return PoolMeter(*conn.execute(METER_QUERY, (pool,)).fetchone())
    except psycopg.errors.NoDataFound as exc:
        raise CentralError("no-pool", _first_line(exc)) from None


def set_pool(conn: psycopg.Connection, pool: str, start: int, window_seconds: int = 60) -> None:
    """The room makes a shared jackpot, or sets its start and claim window (as the owner or a superuser)."""
    try:
        conn.execute("SELECT central.jackpot_pool_set(%s, %s, %s)", (pool, start, window_seconds))
    except psycopg.errors.InvalidParameterValue as exc:
        raise CentralError("bad-pool", _first_line(exc)) from None


@dataclass(frozen=True)
class FloorAnswer:
    """One tied claim's answer after the floor's decision (migrations/0015_jackpot_floor_decides.sql)."""

    claim: int
    table: str
    outcome: str                    # won / refused
    meter: Optional[int]            # what this table pays: the meter, or its part of a split


def floor_decide(conn: psycopg.Connection, pool: str, round_id: int, to_table: Optional[str],
                 unit: int = 1) -> list[FloorAnswer]:
    """The floor decides the tie of ``round_id``: to ``to_table``'s claim, or split (``to_table`` None) in parts
    of whole ``unit`` chips (as the owner or a superuser). Recorded append-only with who and when."""
    try:
        rows = conn.execute("SELECT * FROM central.jackpot_floor_decide(%s, %s, %s, %s)",
                            (pool, round_id, to_table, unit)).fetchall()
    except psycopg.errors.NoDataFound as exc:
        raise CentralError("no-pool", _first_line(exc)) from None
    except psycopg.errors.InvalidParameterValue as exc:
        raise CentralError("bad-decision", _first_line(exc)) from None
    return [FloorAnswer(*row) for row in rows]


def pool_ties(conn: psycopg.Connection, pool: str) -> list[tuple[int, str, str]]:
    """The pool's ties the floor has not decided yet: (round, tables, their hands)."""
    return [tuple(row) for row in conn.execute("SELECT * FROM central.jackpot_ties(%s)", (pool,))]


def _first_line(exc: BaseException) -> str:
    diag = getattr(exc, "diag", None)
    text = (getattr(diag, "message_primary", None) if diag is not None else None) or str(exc)
    return text.strip().splitlines()[0] if text.strip() else type(exc).__name__
