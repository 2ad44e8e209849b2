"""What the setup, seating, report and irregularity screens need from the controller (no Qt here).

``ui`` may not import ``dealer_app``; ``dealer_app.session_desk.SessionDesk``
(mixed into the table controller) provides this. Intents return None when
done and recorded, else the refusal in words (``ui.i18n.render`` says it in
the language in force).
"""
from __future__ import annotations

from typing import Optional, Protocol, Sequence


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
