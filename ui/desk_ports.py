"""What the setup, seating, report, irregularity and correction screens need from the controller (no Qt here).

``ui`` may not import ``dealer_app``; ``dealer_app.table.session_desk.SessionDesk``
(mixed into the table controller) provides this. Intents return None when
done and recorded, else the refusal in words (``ui.i18n.render`` says it in
the language in force).
"""
from __future__ import annotations

from typing import Mapping, Optional, Protocol, Sequence


class SettingsCheckLike(Protocol):
    ok: bool
    key: str                       # the session file's key at fault: "stakes.big_blind"
    message: str
    warnings: Sequence[str]


class SetupViewLike(Protocol):
    session_open: bool
    settings_text: str             # the session file's text (ARCHITECTURE.md 4.1)
    presets: Sequence[str]
    hand_in_progress: bool
    needs_supervisor: bool
    checks_pin: bool
    table_name: str                # the table's name in the records ("" for the practice table)


class SeatRowLike(Protocol):
    seat: int
    name: str
    club_id: str
    stack: int
    status: str
    bought_in: int
    rebuys: int
    queued: int
    in_hand: bool
    new: bool
    entry: str
    sitting_out: bool
    leaving: bool


class SeatingViewLike(Protocol):
    session_open: bool
    rows: Sequence[SeatRowLike]
    free_seats: Sequence[int]
    min_buy_in: int
    max_buy_in: int
    hand_in_progress: bool
    hand_number: int
    can_next_hand: bool
    balance: str
    message: str
    message_is_refusal: bool
    message_about: str             # "add" | "draw" | "player" | ""


class SessionDeskLike(Protocol):
    authoriser: object

    def setup_view(self) -> SetupViewLike: ...
    def check_settings(self, text: str) -> SettingsCheckLike: ...
    def preset_text(self, name: str) -> str: ...
    def load_settings_file(self, path: str) -> tuple[Optional[str], Optional[str]]: ...
    def save_settings_file(self, path: str, text: str) -> Optional[str]: ...
    def open_session(self, text: str) -> Optional[str]: ...
    def change_settings(self, text: str, supervisor: str = "", pin: str = "") -> Optional[str]: ...
    def close_session(self) -> Optional[str]: ...
    def supervisor_count(self) -> Optional[int]: ...
    def add_supervisor(self, new_id: str, name: str, pin: str, pin_again: str, supervisor: str = "",
                       supervisor_pin: str = "") -> Optional[str]: ...
    def seating_view(self) -> SeatingViewLike: ...
    def draw_seats(self, players: Sequence[dict], seed: Optional[int] = None) -> Optional[str]: ...
    def sit(self, seat: int, name: str, buy_in: int, club_id: str = "", entry: str = "wait") -> Optional[str]: ...
    def rebuy(self, seat: int, amount: int, queue: bool = False) -> Optional[str]: ...
    def sit_out(self, seat: int) -> Optional[str]: ...
    def come_back(self, seat: int) -> Optional[str]: ...
    def set_entry(self, seat: int, entry: str) -> Optional[str]: ...
    def leave(self, seat: int) -> Optional[str]: ...
    def new_hand(self) -> Optional[str]: ...
    def misdeal(self, reason: str, supervisor: str = "", pin: str = "") -> Optional[str]: ...
    def void_hand(self, reason: str, supervisor: str, pin: str = "") -> Optional[str]: ...
    def report_text(self) -> str: ...
    def report_csv(self) -> str: ...
    def hands_csv(self) -> str: ...


class InputRowLike(Protocol):
    target: int                    # the record entry a correction supersedes
    number: int                    # 1, 2, ... in the hand
    kind: str                      # "card" | "act" | "show" | "muck" | "leave"
    words: str
    seat: int
    action: str
    amount: int
    corrected: bool


class ShareRowLike(Protocol):
    seat: int
    name: str
    put_in: int
    in_hand: bool


class CorrectionViewLike(Protocol):
    hand_number: int
    can_correct: bool
    why_not: str
    rows: Sequence[InputRowLike]
    can_award: bool
    in_the_middle: int
    shares: Sequence[ShareRowLike]
    checks_pin: bool


class CorrectionDeskLike(Protocol):
    """dealer_app.table.correction_desk.CorrectionDesk: a supervisor's corrections and award by hand."""

    def correction_view(self) -> CorrectionViewLike: ...
    def check_correction(self, target: int, *, action: Optional[str] = None, to: Optional[int] = None,
                         card: Optional[str] = None, strike: bool = False) -> Optional[str]: ...
    def correct_input(self, target: int, reason: str, supervisor: str, pin: str = "", *,
                      action: Optional[str] = None, to: Optional[int] = None, card: Optional[str] = None,
                      strike: bool = False) -> Optional[str]: ...
    def check_award(self, shares: Mapping[int, int], rake: int) -> Optional[str]: ...
    def award_by_hand(self, shares: Mapping[int, int], rake: int, reason: str, supervisor: str,
                      pin: str = "") -> Optional[str]: ...


class DeskLike(SessionDeskLike, CorrectionDeskLike, Protocol):
    """Everything the desk bar's screens ask of the controller."""
