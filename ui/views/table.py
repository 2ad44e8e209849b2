"""The table screen's snapshot (ui/main_window.py redraws from it; dealer_app/table/controller.py fills it)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .cash import ChipLine, RunBoard, RunOfferView
from .jackpot import JackpotHitView
from .showdown import ShowdownView


@dataclass(frozen=True)
class SeatView:
    seat: int
    name: str                # "" for an empty seat
    stack: int
    bet: int                 # chips in front of the player on this street
    status: str              # in the hand: "in" | "folded" | "all-in" | "mucked"; not dealt in: "out" |
    #                          "sitting-out" | "waiting" (for the big blind) | "busted" | "leaving" | "empty"
    button: bool
    blind: str               # "SB" | "BB" | "POST" (a new player's big blind) | "DEAD" (a missed small), or ""
    to_act: bool
    cards_dealt: int
    shown: tuple[str, ...]   # the hand shown at showdown, e.g. ("A♠", "10♦", ...)
    won: int                 # chips won in this hand, once it is over


@dataclass(frozen=True)
class Presets:
    """Amounts ("raise to") for the preset buttons; None when not allowed now."""

    min: Optional[int]
    half_pot: Optional[int]
    pot: Optional[int]
    all_in: Optional[int]


@dataclass(frozen=True)
class PadView:
    """What the player to act may do, from the engine's ``legal()``."""

    seat: int
    name: str
    structure: str            # "Pot Limit", "No Limit", "Limit"
    pot: int
    current_bet: int
    own_bet: int              # the player's chips already out on this street
    stack: int
    can_check: bool
    to_call: int
    call_is_all_in: bool
    can_raise: bool
    raise_word: str           # "bet" | "raise"
    min_to: int
    max_to: int
    min_add: int
    max_add: int
    max_explanation: str      # "3 × 30 + 10 + 5 = 105"
    closed_reason: str        # "" or why raising is closed, in words
    presets: Presets
    all_in_total: int         # the street total an all-in reaches
    all_in_allowed: bool
    all_in_word: str          # "raise" | "call" | ""
    all_in_refusal: str       # why all-in is not allowed now, in words
    # The amounts above as the fewest chips of the table's set, the pot-limit maximum first (RULES.md 11);
    # () when the session names no chip set.
    in_chips: tuple[ChipLine, ...] = ()


@dataclass(frozen=True)
class AlertView:
    """A card alert for the dealer, and the choices that resolve it."""

    code: str
    message: str
    choices: tuple[tuple[str, str], ...]     # (key, button words): "accept" | "reject" | "enter" | "continue"
    needs_card: bool                         # one choice takes the card the dealer types
    waiting: int                             # reads waiting behind it, and alerts after it


@dataclass(frozen=True)
class CardReading:
    """What the text typed in a card field reads as, said before Return in the console's letters."""

    face: str                 # the card as the table shows it ("K♥": the screen says it "R♥" in French); "" for none
    words: str                # its name ("king of hearts"), a rank waiting for its suit, or why it is no card
    refused: bool             # the text is no card in this console's letters


@dataclass(frozen=True)
class TableView:
    """A snapshot of the table for the screen."""

    title: str                # "Omaha Pot Limit 5/10"
    hand_number: int
    street: str               # "Pre-flop", ..., "Showdown", "Hand over"
    phase: str                # the engine's phase
    pot: int                  # every chip in the middle, this street's bets included
    pots: tuple[tuple[str, int], ...]   # gathered pots: ("main pot", 120), ("side pot 1", 40)
    board: tuple[str, ...]
    board_size: int
    next_card: str            # "seat 4, hole card 2", or "" when no card is expected
    next_card_seat: Optional[int]   # the seat that hole card goes to
    seats: tuple[SeatView, ...]
    pad: Optional[PadView]
    results: tuple[str, ...]  # one line per pot once the hand is over
    prompt: str               # what the dealer does next, in words
    message: str
    message_is_refusal: bool
    card_source: str
    can_deal: bool
    can_show_down: bool
    can_new_hand: bool
    can_undo: bool
    card_source_ok: bool = True             # False: the reader is not connected (shown as a warning)
    short_title: str = ""                   # the title without the blinds ("Omaha Limit 10/20"), or "": the
    #                                         header's shorter form when the whole title does not fit
    alert: Optional[AlertView] = None
    can_enter_card: bool = False            # a typed card would be taken now
    can_correct_card: bool = False          # the last input is a card that may be corrected
    waiting_for_shoe: bool = False
    session_open: bool = True               # False: no session yet, setup first
    hand_in_progress: bool = False
    record_number: Optional[int] = None     # the hand's number in the hand store (export, floor view)
    can_misdeal: bool = False
    misdeal_needs_supervisor: bool = False  # substantial action (TDA): a supervisor authorises it
    can_void: bool = False
    showdown: Optional[ShowdownView] = None   # the hands shown: each pot's award, pushed or still to push
    can_push_pots: bool = False             # shown, the chips not moved yet: Push pots (P) confirms
    # Cash-game practices (RULES.md 11; ui/views/cash.py).
    run_offer: Optional[RunOfferView] = None   # the board may be run more than once: who agreed
    runs: tuple[RunBoard, ...] = ()            # each run's board once the board is run more than once
    bomb_pot: bool = False                     # this hand is a bomb pot
    can_bomb_pot: bool = False                 # the next hand may be a bomb pot on request (key B)
    bomb_pot_next: bool = False                # B marked the next hand as a bomb pot: N deals it
    time_due: str = ""                         # the time collection the next hand makes, in words
    time_next: str = ""                        # when the time collection falls due next, in words (standing line)
    chip_set: tuple[int, ...] = ()             # the table's chips (the chip entry, key J)
    # The jackpots (RULES.md 12), a standing line while one runs: the increment's conditions and what wins,
    # from the session's settings ("" when off: nothing on screen changes).
    jackpot_line: str = ""
    # The bad beat jackpot's meter as the session's record counts it (start + increments - payments); None
    # until the record gives it, and then nothing is shown in its place: no number is made up here.
    jackpot_meter: Optional[int] = None
    # A bad beat jackpot won and not paid yet: both hands, the rule, the meter (no next hand until paid).
    jackpot_hit: Optional[JackpotHitView] = None
    # The high hand at this table beside the jackpot line: the period's leaders, the last period won ("": none).
    high_hand_line: str = ""
    # Why no new hand now, in words, when the table's rules say it (a bad beat waiting): the New hand button
    # is not lit and N says this instead of the general "not possible now".
    new_hand_refused: str = ""
