"""Tables dealing through the real table record on a clock the test moves, for the central reports' and the
register's tests: a store, its TableRecord, its own session report, and its uplink to the central record."""
from __future__ import annotations

from datetime import date, datetime, timezone

from dealer_app.central.uplink import Uplink
from dealer_app.store import open_store
from dealer_app.table.record import TableRecord
from dealer_app.table.report import session_report
from sessions import called_down, fold_out, folded, settings
from store_helpers import FakeClock

# 2026-11-26 12:00 UTC = 13:00 in Paris.
NOON_UTC_US = 1_795_694_400_000_000
DAY = date(2026, 11, 26)
HOUR_US = 3_600_000_000
RAKE = "percent = 5\ncap = 30"
PER_HAND = '[time_collection]\nmode = "per-hand"\namount = 5\n'
PER_SEAT = '[time_collection]\nmode = "per-seat"\namount = 10\nminutes = [0, 30]\n'


class Table:
    """One table: its store (on a clock the test moves), its table record, its dealer."""

    def __init__(self, tmp_path, name, text_settings, dealer="Marie", start_us=NOON_UTC_US):
        self.clock = FakeClock(start_us)
        self.store = open_store(tmp_path / f"{name}.sqlite", table=name, dealer=dealer, clock=self.clock)
        self.record = TableRecord.new(text_settings, self.store, dealer, self.at())
        for seat in (1, 2, 3, 4):
            self.record.submit(lambda s, seat=seat: s.sit(seat, f"P{seat}", 500, at=self.at()))

    def at(self) -> str:
        return datetime.fromtimestamp(self.clock.now / 1e6, timezone.utc).replace(tzinfo=None).isoformat(
            timespec="seconds")

    def later(self, minutes: float) -> None:
        self.clock.pass_us(int(minutes * 60_000_000))

    def hand(self, play=called_down) -> None:
        self.later(4)
        if play is misdealt:
            self.record.submit(lambda s: s.start_hand(at=self.at()))
            self.record.submit(lambda s: s.misdeal("first card exposed", at=self.at()))
            self.record.submit(fold_out)
            return
        self.record.submit(lambda s: play(s, self.at()))

    def new_dealer(self, dealer: str) -> None:
        self.store.change_dealer(dealer)
        self.record.submit(lambda s: s.dealer_in(dealer, at=self.at()))

    def report(self):
        return session_report(self.record.session, now=self.at())

    def send(self, url) -> None:
        """``url``: the address, or the conftest's ``table_url`` (each table with its own login)."""
        uplink = Uplink(self.store.path, url(self.store.table) if callable(url) else url, fetch_checkpoints=False)
        try:
            assert uplink.sync_once().state == "synced"
        finally:
            uplink.close()


def misdealt(session, at):
    """Marks the play for Table.hand: three requests, as at the console (start, misdeal, the redeal)."""
    raise AssertionError("played by Table.hand")




def afternoon(tmp_path, table_url):
    """Three tables of one afternoon (2026-11-26 from 12:00 UTC): T1 raked (5 %, cap 30) with a new dealer and a
    misdeal, T2 collecting 5 at the button every hand (one misdealt), T3 collecting 10 per seat at the half hour; sent."""
    raked = Table(tmp_path, "T1", settings(rake=RAKE))
    for play in (called_down, folded, called_down, misdealt, called_down):
        raked.hand(play)
    raked.new_dealer("Paul")
    for play in (called_down, folded, called_down):
        raked.hand(play)
    button = Table(tmp_path, "T2", settings(extra=PER_HAND), dealer="Paul")
    for play in (folded, folded, misdealt, folded, folded, folded):   # the redeal collects no more: 6 x 5
        button.hand(play)
    seats = Table(tmp_path, "T3", settings(extra=PER_SEAT), dealer="Zoé")
    seats.hand(folded)
    seats.later(30)
    seats.record.submit(lambda s: s.time_collection_due(seats.at()))   # 12:34: the 12:30 collection
    seats.hand(folded)
    seats.hand(called_down)
    tables = [raked, button, seats]
    for table in tables:
        table.send(table_url)
    return tables
