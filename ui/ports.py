"""What the window needs from the controller it is given (no Qt here).

``ui`` may not import ``dealer_app`` (the layer rules), so the window names
the controller it expects as a Protocol; ``dealer_app.table.controller`` provides
it. The views are plain snapshots: the window reads them and redraws.
"""
from __future__ import annotations

from typing import Callable, Optional, Protocol, Sequence


class SeatViewLike(Protocol):
    seat: int
    name: str
    stack: int
    bet: int
    status: str              # "in" | "folded" | "all-in" | "mucked" | "out"
    button: bool
    blind: str               # "SB" | "BB" | ""
    to_act: bool
    cards_dealt: int
    shown: Sequence[str]
    won: int


class PresetsLike(Protocol):
    min: Optional[int]
    half_pot: Optional[int]
    pot: Optional[int]
    all_in: Optional[int]


class PadViewLike(Protocol):
    seat: int
    name: str
    structure: str
    pot: int
    current_bet: int
    own_bet: int
    stack: int
    can_check: bool
    to_call: int
    call_is_all_in: bool
    can_raise: bool
    raise_word: str
    min_to: int
    max_to: int
    min_add: int
    max_add: int
    max_explanation: str
    closed_reason: str
    presets: PresetsLike
    all_in_total: int
    all_in_allowed: bool
    all_in_word: str
    all_in_refusal: str


class AlertViewLike(Protocol):
    """A card alert: what happened in words, and the ways out (key, button words)."""

    code: str
    message: str
    choices: Sequence[tuple[str, str]]     # keys: "accept" | "reject" | "enter" | "continue"
    needs_card: bool                       # a choice takes the card typed in the entry field
    waiting: int                           # reads and alerts waiting behind it


class UsedCardLike(Protocol):
    card: str                # "A♠"
    hole: bool               # the player's own card (else the board's)


class PotWinnerLike(Protocol):
    seat: int
    name: str
    amount: int
    odd_chip: bool
    hand: str
    cards: Sequence[UsedCardLike]
    low_hand: str
    low_cards: Sequence[UsedCardLike]


class PotHalfLike(Protocol):
    half: str                # "" | "high" | "low" | "high-low"
    amount: int
    winners: Sequence[PotWinnerLike]
    note: str


class PotAwardLike(Protocol):
    name: str                # "Main pot", "Side pot 1", "Pot"
    amount: int
    rake: int
    jackpot: int
    shared: int
    seats: Sequence[int]
    halves: Sequence[PotHalfLike]
    uncontested: bool


class ShowdownViewLike(Protocol):
    """The hands shown: each pot's award; ``to_push`` while no chip has moved yet."""

    pots: Sequence[PotAwardLike]
    returned: Sequence[str]
    rake: int
    to_push: bool


class TableViewLike(Protocol):
    title: str
    hand_number: int
    street: str
    phase: str
    pot: int
    pots: Sequence[tuple[str, int]]
    board: Sequence[str]
    board_size: int
    next_card: str
    next_card_seat: Optional[int]
    seats: Sequence[SeatViewLike]
    pad: Optional[PadViewLike]
    results: Sequence[str]
    prompt: str
    message: str
    message_is_refusal: bool
    card_source: str
    can_deal: bool
    can_show_down: bool
    can_new_hand: bool
    can_undo: bool
    card_source_ok: bool
    alert: Optional[AlertViewLike]
    can_enter_card: bool
    can_correct_card: bool
    waiting_for_shoe: bool
    session_open: bool                 # False: no session yet (setup first)
    hand_in_progress: bool
    record_number: Optional[int]       # the hand's number in the hand store
    can_misdeal: bool
    misdeal_needs_supervisor: bool
    can_void: bool
    showdown: Optional[ShowdownViewLike]
    can_push_pots: bool


class TableControllerLike(Protocol):
    """The dealer's intents; each returns None when done, else the refusal in words."""

    def add_listener(self, listener: Callable[[str], None]) -> None: ...
    def remove_listener(self, listener: Callable[[str], None]) -> None: ...
    def view(self) -> TableViewLike: ...
    def deal_next_card(self) -> Optional[str]: ...
    def deal_until_action(self) -> Optional[str]: ...
    def act(self, kind: str, amount: Optional[int] = None) -> Optional[str]: ...
    def undo(self) -> Optional[str]: ...
    def new_hand(self) -> Optional[str]: ...
    def show_down(self) -> Optional[str]: ...
    def push_pots(self) -> Optional[str]: ...
    def enter_card(self, text: str) -> Optional[str]: ...
    def correct_last_card(self, text: str) -> Optional[str]: ...
    def resolve_alert(self, choice: str, card_text: Optional[str] = None) -> Optional[str]: ...
