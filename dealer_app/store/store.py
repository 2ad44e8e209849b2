"""The table's hand store: sessions, sign-ins, hands, retention, each event chained and on disk
before it returns (the append itself: append.py).

Generic events (``append(kind, payload, hand=...)``) are for whatever the
table records: session settings, sign-ins, notes. The kinds that make up a
hand's replayable record go through :class:`RecordedHand` (live.py), which
lets the engine check each input first.
"""
from __future__ import annotations

import json
import os
from typing import Optional

from engine.hand import HandConfig

from .append import Appended, ChainWriter, Clock, SystemClock, named
from .codec import config_to_dict
from .endings import void_items
from .errors import StoreError
from .events import EVENT_COLUMNS, RecordEvent, row_event
from .jackpot_check import meter_to_carry
from .live import RecordedHand
from .retention import PurgeResult, open_dispute, purge, set_retention

__all__ = ["Appended", "Clock", "HAND_KINDS", "HandStore", "RESERVED_KINDS", "SystemClock"]

# Kinds only the store itself writes: a hand's replayable record and its own bookkeeping.
HAND_KINDS = ("hand-started", "card", "hole-cards", "board-cards", "action", "show", "muck", "withdraw", "correction",
              "hand-resumed", "hand-voided", "hand-awarded", "hand-ended", "runs")
RESERVED_KINDS = HAND_KINDS + ("store-created", "store-identified", "store-opened", "store-closed", "session-opened",
                               "session-closed", "purge", "purge-refused", "retention-changed",
                               "damaged-store-set-aside", "dispute-opened")


class HandStore(ChainWriter):
    """One table's writer. Build it with :func:`dealer_app.store.open_store`."""

    def append(self, kind: str, payload: dict, hand: Optional[int] = None) -> Appended:
        """Record one event; durable when this returns. Hand records go through RecordedHand."""
        if not isinstance(kind, str) or not kind or kind != kind.strip():
            raise StoreError("bad-kind", f"an event kind is a word, not {kind!r}")
        if kind in RESERVED_KINDS:
            raise StoreError("reserved-kind", f"{kind!r} events are written by the store itself", kind=kind)
        if hand is not None and self._hand_row(hand) is None:
            raise StoreError("no-such-hand", f"there is no hand {hand} in this store", hand=hand)
        return self.append_events([(kind, payload, hand)])[0]

    # ------------------------------------------------------------ the table

    def sign_in(self, who: str, role: str) -> Appended:
        """Someone signs in at this table (dealer, supervisor, floor): kept in the access log."""
        return self.append_events([("sign-in", {"by": named(who, "who signs in"), "role": role}, None)])[0]

    def sign_out(self, who: str) -> Appended:
        return self.append_events([("sign-out", {"by": named(who, "who signs out")}, None)])[0]

    def change_dealer(self, dealer: str) -> Appended:
        """A new dealer takes the box; the events after this carry their id."""
        new = named(dealer, "the dealer")
        appended = self.append_events([("dealer-changed", {"by": new, "from": self.dealer, "to": new}, None)])[0]
        self.dealer = new
        return appended

    def open_session(self, settings: dict, by: str) -> int:
        """A table session with its settings (the session file's keys); returns its id."""
        if self.session is not None:
            raise StoreError("session-open", f"session {self.session} is still open at this table: close it first",
                             session=self.session)
        number = self._next_number("sessions", "id", "last_session")
        self.session = number
        try:
            self.append_events([("session-opened", {"session": number, "settings": settings,
                                                   "by": named(by, "who opens the session")}, None)])
        except BaseException:
            self.session = None
            raise
        return number

    def change_settings(self, changes: dict, by: str, reason: str = "") -> Appended:
        """Who changed which settings (kept in the access log)."""
        if not isinstance(changes, dict) or not changes:
            raise StoreError("no-change", "a settings change names what changed")
        return self.append_events([("settings-changed", {"changes": changes, "by": named(by, "who changed the settings"),
                                                        "reason": reason}, None)])[0]

    def close_session(self, by: str) -> Appended:
        """The session closed; its closing head appended to ``heads_file`` (outside the store's folder) if set."""
        if self.session is None:
            raise StoreError("no-session", "no session is open at this table")
        if self.open_hand_number() is not None:
            raise StoreError("hand-open", f"hand {self.open_hand_number()} is not finished",
                             hand=self.open_hand_number())
        appended = self.append_events([("session-closed", {"session": self.session,
                                                          "by": named(by, "who closes the session")}, None)])[0]
        self.session = None
        self.head_not_written = None
        if self.heads_file is not None and self.keying.store_id is not None:
            from dealer_app.keeper.client import append_head
            from datetime import datetime, timezone
            try:
                append_head(self.heads_file, self.keying.store_id, appended.seq, appended.hash,
                            datetime.fromtimestamp(appended.utc_us / 1e6, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"))
            except OSError as exc:
                # The session is closed and recorded: the desk says so, and asks for the head by hand.
                self.head_not_written = f"{self.heads_file}: {exc.strerror or exc}"
        return appended

    def session_events(self, kind: str, session: Optional[int] = None) -> list[RecordEvent]:
        """The events of one kind in a session (this table's open one by default), oldest first."""
        session = self.session if session is None else session
        opened = self._conn.execute("SELECT open_seq FROM sessions WHERE id = ?", (session,)).fetchone()
        if opened is None:
            return []
        # From the session's opening on, by the primary key: the time does not grow with the store.
        rows = self._conn.execute(f"SELECT {EVENT_COLUMNS} FROM events WHERE seq >= ? AND kind = ? AND session = ? "
                                  "ORDER BY seq", (opened[0], kind, session))
        return [row_event(r) for r in rows]

    def jackpot_meter_to_carry(self) -> Optional[tuple[int, int]]:
        """(session, last meter) of this table's latest session that ran its own bad beat jackpot, as the
        chain makes the meter (jackpot_check.py); a new session goes on from it. None when none did."""
        return meter_to_carry(self._conn, self.table)

    def last_session(self) -> Optional[int]:
        """This table's latest session, open or closed; None before the first."""
        return self._conn.execute("SELECT max(id) FROM sessions WHERE table_id = ?", (self.table,)).fetchone()[0]

    def _next_number(self, table: str, column: str, purged_key: str) -> int:
        """Numbers are never reused, even after the oldest records were purged."""
        top = self._conn.execute(f"SELECT max({column}) FROM {table}").fetchone()[0]
        if top is None:
            row = self._conn.execute("SELECT payload FROM events WHERE kind = 'purge' ORDER BY seq DESC LIMIT 1"
                                     ).fetchone()
            top = json.loads(row[0]).get(purged_key) if row else None
        return (top or 0) + 1

    # ------------------------------------------------------------ hands

    def begin_hand(self, config: HandConfig, *, button_seat: Optional[int] = None) -> RecordedHand:
        """Start recording a hand this store deals itself; the engine checks its configuration first."""
        recorded = RecordedHand(self, 0, config)          # the engine refuses a bad configuration here
        recorded.number = self.start_hand_record(config, button_seat=button_seat)
        return recorded

    def start_hand_record(self, config: HandConfig, *, button_seat: Optional[int] = None) -> int:
        """The ``hand-started`` event of a hand the table plays (its session's engine checked it): its number."""
        open_number = self.open_hand_number()
        if open_number is not None:
            raise StoreError("hand-open", f"hand {open_number} is not finished: finish it, or a supervisor "
                             "voids it, before the next hand", hand=open_number)
        number = self.keying.next_hand(self._next_number("hands", "number", "last_hand"))
        payload = {"number": number, "config": config_to_dict(config), "button_seat": button_seat}
        self.append_events([("hand-started", payload, number)])
        return number

    def resume_open_hand(self) -> Optional[RecordedHand]:
        """After a restart: the open hand rebuilt exactly at its last durable event, or None."""
        number = self.open_hand_number()
        if number is None:
            return None
        return RecordedHand.resume(self, self.load_hand(number))

    def void_hand(self, number: int, by: str, reason: str, status: str = "misdeal") -> list[Appended]:
        """A misdeal or a void: the hand ends with every chip back where it started (RULES.md 8)."""
        if number != self.open_hand_number():
            raise StoreError("hand-not-open", f"hand {number} is not this table's open hand", hand=number)
        return self.append_events(void_items(self.load_hand(number), by, reason, status))

    # ------------------------------------------------------------ retention (retention.py)

    def set_retention(self, days: int, by: str) -> Appended:
        return set_retention(self, days, by)

    def open_dispute(self, number: int, by: str, note: str) -> Appended:
        return open_dispute(self, number, by, note)

    def purge(self, *, before_utc_us: int, by: str, reason: str) -> PurgeResult:
        return purge(self, before_utc_us=before_utc_us, by=by, reason=reason)

    # ------------------------------------------------------------ closing

    def close(self) -> None:
        """A clean stop: recorded, so the next start knows the last run ended normally."""
        if self._conn is None:
            return
        try:
            if self.stopped is None:           # files gone under it: nothing more is written (append.py)
                self.append_events([("store-closed", {"by": self.dealer, "pid": os.getpid()}, None)])
            self.keying.finish()               # every MAC asked for, written before the file is let go
        finally:
            super().close()
            lock = getattr(self, "_writer_lock", None)
            if lock is not None:
                lock.close()             # another console may open the store now
                self._writer_lock = None

