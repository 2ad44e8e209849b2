"""Hand search across every table of the central record, and one hand's raw events (psycopg stays here).

``find_hands`` takes the criteria the floor station offers (table, a time
range, hand number, seat, player name in any case, pot size) and returns the
newest hands first, at most ``limit`` (``find_page`` says whether there were more: it reads one row past
the limit, so the floor is told its list is not the whole answer). Text PostgreSQL cannot hold (a NUL, half
of a surrogate pair) is refused in words before any query (``BadText``). The indexes of migrations 0001 and
0002 keep each form of search under 50 ms at p99 over 1,000,000 hands
(bench/floor_board.py): a player's name is selective, so its index lists the
hands; everything else walks the hands newest first and stops at the limit.
"""
from __future__ import annotations

import json

from dataclasses import dataclass
import re
from typing import Optional

import psycopg

from engine.errors import Refusal
from ui.views.words import say

LIMIT = 200
# PostgreSQL's text holds no NUL (U+0000), and UTF-8 has no lone surrogate (U+D800-U+DFFF): psycopg would
# raise DataError / UnicodeEncodeError at the query, so such text is refused in words before.
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


@dataclass(frozen=True, slots=True)
class Criteria:
    table: Optional[str] = None
    since_utc_us: Optional[int] = None       # started at or after
    until_utc_us: Optional[int] = None       # started before
    number: Optional[int] = None
    seat: Optional[int] = None
    player: Optional[str] = None             # the full name, any case
    pot_min: Optional[int] = None
    pot_max: Optional[int] = None

    @property
    def empty(self) -> bool:
        return all(getattr(self, f) is None for f in self.__slots__)


@dataclass(frozen=True, slots=True)
class FoundHand:
    store_id: str
    number: int
    table_id: str
    dealer: str
    start_utc_us: int
    end_utc_us: Optional[int]
    game: Optional[str]
    structure: Optional[str]
    small_blind: Optional[int]
    big_blind: Optional[int]
    status: Optional[str]                    # None: not ended (in progress)
    pot: Optional[int]
    rake: Optional[int]
    players: tuple[tuple[Optional[int], str], ...]   # (seat, name), first left of the button first


def search_sql(c: Criteria, limit: int = LIMIT) -> tuple[str, list]:
    """The query and its arguments (tests and the bench EXPLAIN it)."""
    where, args = [], []
    if c.table is not None:
        where.append("h.table_id = %s")
        args.append(c.table)
    if c.since_utc_us is not None:
        where.append("h.start_utc_us >= %s")
        args.append(c.since_utc_us)
    if c.until_utc_us is not None:
        where.append("h.start_utc_us < %s")
        args.append(c.until_utc_us)
    if c.number is not None:
        where.append("h.number = %s")
        args.append(c.number)
    named = ""
    if c.player is not None:
        # A name is selective: its hands are gathered first from its index (a thousand for a regular
        # over a million hands), then looked up; left to itself the planner would walk every hand by
        # time and ask the index about each.
        seat = " AND p.seat = %s" if c.seat is not None else ""
        named = ("WITH named AS MATERIALIZED (SELECT DISTINCT p.store_id, p.number FROM central.hand_players p "
                 f"WHERE lower(p.name COLLATE \"und-x-icu\") = lower(%s COLLATE \"und-x-icu\"){seat}) ")
        head_args = [c.player.strip()] + ([c.seat] if c.seat is not None else [])
        args = head_args + args
    elif c.seat is not None:
        # A seat is in most hands: walk the hands newest first, asking each (its primary key) until the limit.
        where.append("EXISTS (SELECT 1 FROM central.hand_players p WHERE p.store_id = h.store_id "
                     "AND p.number = h.number AND p.seat = %s)")
        args.append(c.seat)
    pot = []
    if c.pot_min is not None:
        pot.append(("e.pot >= %s", c.pot_min))
    if c.pot_max is not None:
        pot.append(("e.pot <= %s", c.pot_max))
    if not pot or c.since_utc_us is not None or c.until_utc_us is not None:
        # Newest first by start; a time range bounds the walk, and a pot is checked per hand (its key).
        if pot:
            where.append("EXISTS (SELECT 1 FROM central.hand_ends e WHERE e.store_id = h.store_id "
                         f"AND e.number = h.number AND {' AND '.join(w for w, _ in pot)})")
            args += [v for _, v in pot]
        query = (named + "SELECT h.store_id, h.number FROM central.hand_starts h"
                 + (" JOIN named k ON k.store_id = h.store_id AND k.number = h.number" if named else "")
                 + (" WHERE " + " AND ".join(where) if where else "")
                 + " ORDER BY h.start_utc_us DESC, h.store_id, h.number DESC LIMIT %s")
        return query, [*args, max(0, int(limit))]
    # A pot without a time range: the ended hands newest first (by their end), the pot read from the same
    # index (hand_ends_by_time_pot), so a pot range matching one hand in a hundred reads a few thousand
    # index entries, not a few thousand rows; a rare pot, its own index (the planner picks).
    where += [w for w, _ in pot]
    args += [v for _, v in pot]
    query = (named + "SELECT h.store_id, h.number FROM central.hand_ends e "
             "JOIN central.hand_starts h ON h.store_id = e.store_id AND h.number = e.number"
             + (" JOIN named k ON k.store_id = e.store_id AND k.number = e.number" if named else "")
             + " WHERE " + " AND ".join(where)
             + " ORDER BY e.end_utc_us DESC, e.store_id, e.number DESC LIMIT %s")
    return query, [*args, max(0, int(limit))]


_DETAILS = """
SELECT h.store_id, h.number, h.table_id, h.dealer, h.start_utc_us, e.end_utc_us, h.game, h.structure,
       h.small_blind, h.big_blind, e.status, e.pot, e.rake, pl.seats, pl.names
FROM unnest(%s::text[], %s::bigint[]) WITH ORDINALITY AS k(store_id, number, ord)
JOIN central.hand_starts h ON h.store_id = k.store_id AND h.number = k.number
LEFT JOIN central.hand_ends e ON e.store_id = h.store_id AND e.number = h.number
LEFT JOIN LATERAL (SELECT array_agg(p.seat ORDER BY p.player) AS seats, array_agg(p.name ORDER BY p.player) AS names
                   FROM central.hand_players p WHERE p.store_id = h.store_id AND p.number = h.number) pl ON true
ORDER BY k.ord
"""


class BadText(Refusal):
    """A criterion holds a character the central record's text cannot (a NUL): said, nothing queried."""

    def __init__(self, field: str, position: int):
        super().__init__("bad-search", say("Station", "The {field} holds a character that cannot be searched "
                                                      "(an invisible control character, at position {position}): "
                                                      "type it again").format(field=field, position=position),
                         field=field, position=position)


FIELD_WORDS = {"table": say("Station", "table field"), "player": say("Station", "player field")}


def unstorable_at(text: str) -> Optional[int]:
    """The position (from 1) of the first character PostgreSQL text cannot hold, or None."""
    found = _UNSTORABLE.search(text)
    return None if found is None else found.start() + 1


def check_text(criteria: Criteria) -> None:
    """BadText for a table or a player name the server would reject (never a DataError from psycopg)."""
    for field in ("table", "player"):
        value = getattr(criteria, field)
        at = None if value is None else unstorable_at(value)
        if at is not None:
            raise BadText(FIELD_WORDS[field], at)


@dataclass(frozen=True, slots=True)
class FoundPage:
    """The hands found, newest first, and whether more matched than the limit let through."""

    hands: list
    limit: int
    more: bool


def find_page(conn: psycopg.Connection, criteria: Criteria, limit: int = LIMIT) -> FoundPage:
    """The first ``limit`` hands matching every criterion given, newest first, and whether there are more
    (one row past the limit is read, not counted: a count would walk every match of a wide search)."""
    check_text(criteria)
    limit = max(0, int(limit))
    query, args = search_sql(criteria, limit + 1)
    keys = conn.execute(query, args).fetchall()
    more = len(keys) > limit
    keys = keys[:limit]
    if not keys:
        return FoundPage([], limit, more)
    rows = conn.execute(_DETAILS, ([k[0] for k in keys], [k[1] for k in keys])).fetchall()
    return FoundPage([FoundHand(*r[:13], tuple(zip(r[13] or (), r[14] or ()))) for r in rows], limit, more)


def find_hands(conn: psycopg.Connection, criteria: Criteria, limit: int = LIMIT) -> list[FoundHand]:
    """The hands matching every criterion given, newest first (at most ``limit``)."""
    check_text(criteria)
    query, args = search_sql(criteria, limit)
    keys = conn.execute(query, args).fetchall()
    if not keys:
        return []
    rows = conn.execute(_DETAILS, ([k[0] for k in keys], [k[1] for k in keys])).fetchall()
    return [FoundHand(*r[:13], tuple(zip(r[13] or (), r[14] or ()))) for r in rows]


def hand_events(conn: psycopg.Connection, store_id: str, number: int) -> list[tuple[int, bytes, bytes, bytes]]:
    """One hand's events as the table's store sent them: (seq, canonical bytes, hash, the hash before it)."""
    rows = conn.execute(
        "SELECT e.seq, e.body, e.hash, p.hash FROM central.events e "
        "LEFT JOIN central.events p ON p.store_id = e.store_id AND p.seq = e.seq - 1 "
        "WHERE e.store_id = %s AND e.hand = %s ORDER BY e.seq", (store_id, number)).fetchall()
    return [(seq, bytes(body), bytes(digest), None if before is None else bytes(before))
            for seq, body, digest, before in rows]


def hand_jackpot(conn: psycopg.Connection, store_id: str, number: int):
    """The jackpots of one hand as the table's record says them (store/hand_jackpot.py), from the central copy
    of its session events: the hand's own (its number in their payload) and the high-hand periods won."""
    from dealer_app.store.hand_jackpot import KINDS, jackpot_of_hand
    from dealer_app.store.high_hand_events import WON
    rows = conn.execute(
        "SELECT e.kind, e.body FROM central.events e WHERE e.store_id = %s AND e.hand IS NULL "
        "AND e.kind = ANY(%s) AND (e.kind = %s OR "
        "(pg_catalog.convert_from(e.body, 'UTF8')::jsonb -> 'payload' ->> 'hand') = %s) ORDER BY e.seq",
        (store_id, list(KINDS), WON, str(number))).fetchall()
    return jackpot_of_hand(((kind, json.loads(bytes(body))["payload"]) for kind, body in rows), number)


def store_head(conn: psycopg.Connection, store_id: str) -> tuple[int, bytes]:
    """The central head of one store (what a document from the central record names as its head)."""
    row = conn.execute("SELECT head_seq, head_hash FROM central.stores WHERE store_id = %s", (store_id,)).fetchone()
    return (0, bytes(32)) if row is None else (row[0], bytes(row[1]))


def connect(url: str, connect_timeout: float = 5.0) -> psycopg.Connection:
    """The floor station's connection for searches and hands (autocommit: each read its own snapshot)."""
    return psycopg.connect(url, autocommit=True, connect_timeout=max(1, int(connect_timeout)),
                           application_name="dealer-floor-search")


class Unreachable(Refusal):
    """The central record cannot be read now (server down, restarted, wrong address)."""

    def __init__(self, why: str):
        super().__init__("central-unreachable", why)


class CentralHands:
    """The station's search connection: made when first needed, made again after a lost one."""

    def __init__(self, url: str, connect_timeout: float = 5.0):
        self.url = url
        self.connect_timeout = connect_timeout
        self._conn: Optional[psycopg.Connection] = None

    def _call(self, fn, *args):
        for attempt in (1, 2):                     # a connection the server dropped is made again, once
            try:
                if self._conn is None or self._conn.closed:
                    self._conn = connect(self.url, self.connect_timeout)
                return fn(self._conn, *args)
            except psycopg.OperationalError as exc:
                self.close()
                if attempt == 2:
                    raise Unreachable(_first_line(exc)) from None
            except psycopg.Error as exc:
                raise Unreachable(_first_line(exc)) from None

    def find(self, criteria: Criteria, limit: int = LIMIT) -> list[FoundHand]:
        return self._call(find_hands, criteria, limit)

    def find_page(self, criteria: Criteria, limit: int = LIMIT) -> FoundPage:
        check_text(criteria)                       # refused before a connection is even made
        return self._call(find_page, criteria, limit)

    def hand_events(self, store_id: str, number: int):
        return self._call(hand_events, store_id, number)

    def head(self, store_id: str) -> tuple[int, bytes]:
        return self._call(store_head, store_id)

    def hand_jackpot(self, store_id: str, number: int):
        return self._call(hand_jackpot, store_id, number)

    def close(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except psycopg.Error:
                pass
            self._conn = None


def _first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]
