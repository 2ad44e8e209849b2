"""The house's reports and the daily register as the reports tab shows them (ui/floor/central_reports.py reads them;
dealer_app/central/reports_desk.py fills them from the central record). Plain numbers and names: the tab
says the words."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True, slots=True)
class ReportLine:
    key: str                          # the table, shift, dealer ("all": the whole day)
    session: Optional[int]            # by session: the table session's number
    hands: int
    misdeals: int
    rake: int
    time: int                         # time collected
    hands_per_hour: Optional[float]
    clock_jumps: int = 0              # the table's clock jumped within these hands: hours and rate not to trust


@dataclass(frozen=True, slots=True)
class ReportView:
    day: str                          # YYYY-MM-DD, the club's day
    by: str                           # table | shift | dealer | day | session
    lines: tuple[ReportLine, ...]
    hands: int
    rake: int
    time: int
    day_start: str = ""               # the club day's first minute, local ("2026-11-26 06:00"), said with the day rule
    day_end: str = ""
    time_zone: str = ""
    misdeals: int = 0
    notes: tuple[str, ...] = ()       # words (the clock jumps a row's figures cross)


@dataclass(frozen=True, slots=True)
class RegisterClosing:
    table: str
    store_id: str
    seq: Optional[int]                # None: the day is not closed for this store
    key_id: str = ""
    head_hash: str = ""
    signature: str = ""


@dataclass(frozen=True, slots=True)
class RegisterView:
    day: str
    lines: tuple[ReportLine, ...]     # one per table and session
    closings: tuple[RegisterClosing, ...]
    hands: int
    rake: int
    time: int
    verified_with: str                # the key id every signature was checked with ("" when none was given)
    day_start: str = ""
    day_end: str = ""
    time_zone: str = ""
    misdeals: int = 0
    alarms: tuple[tuple[bool, str], ...] = ()    # (open, the alarm in words): open ones first in red
    refused: tuple[str, ...] = ()     # what the central record refused, in words
    open_alarms: int = 0
    jackpots: tuple[str, ...] = ()    # the bad beat jackpot per table: added to the meter, paid (words)

    @property
    def closed(self) -> bool:
        """Every store closed by a checkpoint and no alarm open (a supervisor acknowledges each)."""
        return all(c.seq is not None for c in self.closings) and not self.open_alarms


@dataclass(frozen=True, slots=True)
class ReportsRefusal:
    code: str                         # no-server | bad-signature | other-key | cannot-write ...
    message: str                      # in English: the tab shows it as given (a server's or a file's words)


@dataclass(frozen=True)
class JackpotShareLine:
    seat: int
    name: str
    amount: int
    main: bool                        # the main winner: the player whose hand lost the bad beat


@dataclass(frozen=True)
class JackpotEntry:
    """One jackpot paid (art. 56-3-3): its heading, both hands, each player's amount, who signed."""

    table: str
    hand: int
    paid_at: str                      # the club's clock, "2026-11-26 21:14"
    heading: str                      # words: the number, table, hand, game, date and time
    losing: str                       # words: "Losing hand: seat 3 (Alice): four sevens — 7♠ 7♥ 7♦ 7♣ 9♦"
    winning: str
    shares: tuple[JackpotShareLine, ...]
    sign_offs: str                    # words: the dealer who confirmed, the supervisor, the management


@dataclass(frozen=True)
class JackpotRegisterView:
    day: str
    entries: tuple[JackpotEntry, ...]
    increments: tuple[str, ...]       # words, one per club day and table
    total: str                        # words: added to the meters, paid
