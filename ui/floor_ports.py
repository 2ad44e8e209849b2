"""What the floor view and the supervisor dialog need from the objects they are given (no Qt here).

``ui`` may not import ``dealer_app``: ``dealer_app.floor.controller.FloorController``
and ``dealer_app.supervisors.desk.SupervisorDesk`` provide these. A replay frame
also has what ``TableWidget.show_table`` reads (ports.TableViewLike's table
part), so the replay draws the table with the console's own table picture.
"""
from __future__ import annotations

from typing import Callable, Optional, Protocol, Sequence


class RefusalLike(Protocol):
    code: str                 # "signed-out": ask for the PIN again
    message: str              # Words (ui.i18n.render says it in the language in force)


class HandLineLike(Protocol):
    number: int
    time: str
    table: str
    game: str
    players: str
    pot: Optional[int]
    status: str
    status_code: str


class HistoryViewLike(Protocol):
    lines: Sequence[HandLineLike]
    heading: str
    refusal: Optional[RefusalLike]


class LegalLike(Protocol):
    player: str
    structure: str
    pot: int
    to_call: int
    call_is_all_in: bool
    can_check: bool
    can_raise: bool
    raise_word: str
    min_to: int
    max_to: int
    min_add: int
    max_add: int
    max_explanation: str
    closed_reason: str
    stack: int


class FrameLike(Protocol):
    index: int
    seq: int
    kind: str
    time: str
    dealer: str
    text: str
    hand_number: int
    street: str
    phase: str
    pot: int
    pots: Sequence[tuple[str, int]]
    board: Sequence[str]
    board_size: int
    next_card: str
    next_card_seat: Optional[int]
    seats: Sequence[object]          # ports.SeatViewLike
    results: Sequence[str]
    legal: Optional[LegalLike]
    legal_before: Optional[LegalLike]
    withdrawn_by: Optional[int]
    withdrawn_note: str
    is_correction: bool
    bookkeeping: bool                # the record's own entry, shown only when asked for


class ReplayLike(Protocol):
    number: int
    table: str
    title: str
    started: str
    status: str
    frames: Sequence[FrameLike]      # every event of the hand
    corrections: Sequence[str]
    bookkeeping_count: int

    def steps(self, bookkeeping: bool = False) -> Sequence[FrameLike]: ...


class ReplayAnswerLike(Protocol):
    replay: Optional[ReplayLike]
    refusal: Optional[RefusalLike]


class ExportAnswerLike(Protocol):
    path: Optional[str]
    message: str
    refusal: Optional[RefusalLike]


class CheckAnswerLike(Protocol):
    intact: Optional[bool]           # None when stopped (or refused)
    message: str
    refusal: Optional[RefusalLike]


# (stage, done, total) -> False to stop the work: "chain" then "replay", in events.
ProgressLike = Callable[[str, int, int], bool]


class FloorControllerLike(Protocol):
    def sign_in(self, supervisor_id: str, pin: str) -> Optional[RefusalLike]: ...
    def sign_out(self) -> None: ...
    def signed_in(self) -> Optional[str]: ...
    def recent(self) -> HistoryViewLike: ...
    def search(self, *, number: str = "", day: str = "", table: str = "", seat: str = "",
               player: str = "") -> HistoryViewLike: ...
    def replay(self, number: int) -> ReplayAnswerLike: ...
    def file_name(self, number: int, fmt: str) -> str: ...
    def export(self, number: int, fmt: str, path: str, *,
               pdf: Optional[Callable[[str, str], None]] = None, language: str = "fr") -> ExportAnswerLike: ...
    def check_record(self, progress: Optional[ProgressLike] = None) -> CheckAnswerLike: ...


class AuthorisationLike(Protocol):
    granted: bool
    supervisor: Optional[str]
    message: str                     # a refusal's words (English; codes in ``code``)
    code: str


class SupervisorGateLike(Protocol):
    """``dealer_app.supervisors.desk.SupervisorDesk``: a PIN for one act, recorded with its author."""

    def authorise(self, act: str, reason: str, *, supervisor: str, pin: str) -> AuthorisationLike: ...
