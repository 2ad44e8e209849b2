"""The room board, live (no Qt): a listener thread on its own connection to the central record.

LISTEN first, then a full refresh (so nothing committed between the two is
missed), then each notification refreshes the stores it names; a full
refresh every ``poll`` seconds whatever comes (the fallback if a
notification is lost). A lost connection (server down or restarted) is made
again with a growing pause, LISTENed again and followed by a full refresh:
nothing missed. Each table remembers when its row was last read; a row older
than ``stale_after`` says "stale since …" (the board no longer knows).

``view()`` is the board as the window shows it (ui/views/room.py);
``on_change`` is called from the listener's thread after every refresh with
the stores refreshed (the window hands it to its own thread).
"""
from __future__ import annotations

import logging
import threading
import time
from typing import Callable, Iterable, Optional

from engine.games import Structure, game_named
from ui.views.room import BoardLine, BoardView

from dealer_app.central.board import BoardFeed, FeedLost, StoreRow
from dealer_app.floor.central_hand import pot_in_play
from dealer_app.words.alarms import acknowledged_words, cleared_words
from ui.views.words import Words, join
from dealer_app.words.central import refused_words
from dealer_app.words.replay import structure_words
from dealer_app.words.station import alarm_words, board_heading, status_words, synced_words

log = logging.getLogger(__name__)
POLL = 3.0              # a full refresh at least this often (seconds)
STALE_AFTER = 10.0      # a row not read for this long is stale
OFFLINE_AFTER = 60.0    # a table not heard from for this long is offline (the uplink calls at least every 10 s)
CLOSING = ("store-closed", "session-closed")


class RoomBoard:
    """Every table's row, kept fresh by ``start()``'s thread (or by ``refresh()`` in the caller's)."""

    def __init__(self, url: str, *, poll: float = POLL, stale_after: float = STALE_AFTER,
                 offline_after: float = OFFLINE_AFTER, min_backoff: float = 0.5, max_backoff: float = 10.0,
                 on_change: Optional[Callable[[frozenset], None]] = None, clock: Callable[[], float] = time.time,
                 feed: Optional[BoardFeed] = None):
        self.feed = feed or BoardFeed(url)
        self.poll, self.stale_after, self.offline_after = poll, stale_after, offline_after
        self.min_backoff, self.max_backoff = min_backoff, max_backoff
        self.on_change = on_change
        self.clock = clock
        self._lock = threading.Lock()
        self._rows: dict[str, StoreRow] = {}
        self._pots: dict[str, Optional[int]] = {}
        self._read_at: dict[str, float] = {}       # our clock: when each row was last read
        self.live = False
        self.lost_since = 0.0
        self.updated = 0.0
        self.reconnects = 0
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None

    # ------------------------------------------------------------ reading

    def refresh(self, store_ids: Optional[Iterable[str]] = None) -> frozenset:
        """Read all rows (None) or those named; FeedLost when the server is gone."""
        if not self.feed.is_open:
            self.feed.open()
        rows = self.feed.rows(store_ids)
        now = self.clock()
        pots = {r.store_id: pot_in_play(r.last_hand, r.open_hand) if r.open_hand else None for r in rows}
        with self._lock:
            for r in rows:
                self._rows[r.store_id] = r
                self._pots[r.store_id] = pots[r.store_id]
                self._read_at[r.store_id] = now
            self.live, self.lost_since, self.updated = True, 0.0, now
        done = frozenset(r.store_id for r in rows)
        self._changed(done)
        return done

    def _changed(self, stores: frozenset) -> None:
        if self.on_change is not None:
            try:
                self.on_change(stores)
            except Exception:          # the screen's trouble must not stop the board
                log.exception("room board change callback failed")

    def _lost(self, why: str) -> None:
        with self._lock:
            if self.live or not self.lost_since:
                self.lost_since = self.clock()
            self.live = False
        log.info("room board: central record lost: %s", why)
        self._changed(frozenset())

    # ------------------------------------------------------------ the thread

    def start(self) -> "RoomBoard":
        if self._thread is None:
            self._stop.clear()
            self._thread = threading.Thread(target=self.run, name="room-board", daemon=True)
            self._thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)
            self._thread = None
        self.feed.close()

    def run(self) -> None:
        backoff = self.min_backoff
        while not self._stop.is_set():
            try:
                self.feed.open()                    # LISTEN first ...
                self.refresh()                      # ... then everything: nothing falls between the two
                backoff = self.min_backoff
                last_full = self.clock()
                while not self._stop.is_set():
                    named = self.feed.wait(min(self.poll, 0.5))      # short waits: stop() is heard quickly
                    if self.clock() - last_full >= self.poll:
                        self.refresh()
                        last_full = self.clock()
                    elif named:
                        self.refresh(named)
            except FeedLost as exc:
                self._lost(str(exc))
                self.feed.close()
                self.reconnects += 1
                self._stop.wait(backoff)
                backoff = min(self.max_backoff, backoff * 2)
            except Exception:                        # a bug: said, and tried again
                log.exception("room board listener failed")
                self.feed.close()
                self._stop.wait(backoff)

    # ------------------------------------------------------------ what the window shows

    def rows(self) -> list[StoreRow]:
        with self._lock:
            return list(self._rows.values())

    def view(self) -> BoardView:
        now = self.clock()
        with self._lock:
            rows = sorted(self._rows.values(), key=lambda r: ((r.table_id or ""), r.store_id))
            lines = tuple(self._line(r, self._pots.get(r.store_id), self._read_at[r.store_id], now) for r in rows)
            heading = board_heading(len({r.table_id for r in rows}), self.live, self.updated, self.lost_since)
            return BoardView(lines, heading, self.live)

    def _line(self, r: StoreRow, pot: Optional[int], read_at: float, now: float) -> BoardLine:
        if now - read_at > self.stale_after:
            code, status = "stale", status_words("stale", read_at)
        else:
            code = status_code(r, self.offline_after)
            # The server's "last seen" on our clock: the server's own now is the bridge (no clock skew).
            status = status_words(code, read_at - (r.server_now - r.last_seen))
        alarm, red, open_ids, acknowledged = board_alarm(r)
        if r.refused_hands:
            # Red while the fork or the restored copy is open; once acknowledged, still said (never hidden).
            refused = refused_words(r.refused_hands, r.refused_rake)
            alarm = join((alarm, refused), " · ") if str(alarm) else refused
            red = red or not acknowledged
        return BoardLine(r.store_id, r.table_id or "?", game_words(r.game, r.structure), stakes(r),
                         r.last_hand, int(r.players or 0), pot if r.dealing else None, r.dealer or "",
                         code, status, synced_words(r.synced_through_hand), alarm, red, bool(r.conflict_with),
                         open_ids, acknowledged)


def board_alarm(r: StoreRow) -> tuple[Words, bool, tuple[str, ...], bool]:
    """The alarm cell: the open alarms as before (red but for the clock), "cleared" when their cause is gone,
    then the acknowledged ones with who and why (never red); the open ids (for the acknowledge key)."""
    still = [a for a in r.alarms if not a.acknowledged]
    # What the board finds itself (a checkpoint that does not verify: no row of the record's alarm list)
    # stays said as long as it holds; it has nothing to acknowledge.
    found_here = set(r.alarm_kinds) - {a.kind for a in r.alarms}
    kinds = {a.kind for a in still} | found_here
    said, red = alarm_words("fork" in kinds, tuple(sorted(kinds)), r.conflict_with if "conflict" in kinds else (),
                            bool(kinds & {"clock-set-back", "clock-ahead"}))
    parts = [said] if said else []
    if still and all(a.cleared for a in still):
        parts.append(cleared_words())
    done = [a for a in r.alarms if a.acknowledged]
    # Several alarms acknowledged at once (one reason for the store's fork and restored copy): said once.
    parts += [acknowledged_words(by, why) for by, why in dict.fromkeys((a.by or "", a.why or "") for a in done)]
    return (join(parts, " · ") if parts else Words("", "")), red, tuple(a.alarm_id for a in still), bool(
        done and not still)


def status_code(r: StoreRow, offline_after: float) -> str:
    if r.session_mark in CLOSING and not r.dealing:
        return "closed"
    if r.server_now - r.last_seen > offline_after:
        return "offline"
    return "dealing" if r.dealing else "idle"


def game_words(game: Optional[str], structure: Optional[str]) -> str:
    if game is None:
        return ""
    try:
        name = game_named(game).name
    except Exception:          # a game this station does not know: its key as the record has it
        name = game
    try:
        label = Structure(structure).label
    except ValueError:
        return Words("", "{game} {structure}", {"game": name, "structure": structure or ""})
    return Words("", "{game} {structure}", {"game": name, "structure": structure_words(label)})


def stakes(r: StoreRow) -> str:
    return "" if r.small_blind is None else f"{r.small_blind}/{r.big_blind}"
