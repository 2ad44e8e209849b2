"""The desk's screens: session setup, seating, the supervisor's corrections (ui/dialogs/setup_dialog.py,
ui/table/seating_panel.py, ui/dialogs/correction_dialog.py read them; dealer_app/table/session_desk.py and
correction_desk.py fill them)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SettingsCheck:
    """The session file's text checked: ``key`` names the field at fault ("stakes.big_blind")."""

    ok: bool
    key: str = ""
    message: str = ""
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class SetupView:
    session_open: bool
    settings_text: str               # the settings in force (a preset's for a new session; ARCHITECTURE.md 4.1)
    presets: tuple[str, ...]
    hand_in_progress: bool
    needs_supervisor: bool           # changing the settings of a running session
    checks_pin: bool                 # False while the supervisor hook takes a name only
    table_name: str = ""             # the table's name in the records ("" for the practice table)


@dataclass(frozen=True)
class SeatRow:
    seat: int
    name: str                        # "" for a free seat
    club_id: str
    stack: int
    status: str                      # in words: "playing", "sitting out", "new: waits for the big blind" ...
    bought_in: int
    rebuys: int
    queued: int                      # rebuys waiting for the end of the hand
    in_hand: bool                    # dealt in the hand being played and not folded
    new: bool
    entry: str                       # a new player: "post" or "wait"
    sitting_out: bool
    leaving: bool


@dataclass(frozen=True)
class SeatingView:
    session_open: bool
    rows: tuple[SeatRow, ...]        # every seat of the table, free ones too
    free_seats: tuple[int, ...]
    min_buy_in: int
    max_buy_in: int
    hand_in_progress: bool
    hand_number: int
    can_next_hand: bool
    balance: str                     # buy-ins = stacks + in the middle + rake + cashed out
    message: str
    message_is_refusal: bool
    message_about: str               # "add" | "draw" | "player" | "" : which part of the screen it is for


@dataclass(frozen=True)
class InputRow:
    """One input of the hand, as the corrections screen lists it."""

    target: int                  # the record entry a correction supersedes
    number: int                  # 1, 2, ... in the hand
    kind: str                    # "card" | "act" | "show" | "muck" | "leave"
    words: str                   # "seat 4 (Dmitri) raises to 90", "flop 1: A♠", "seat 2, hole card 1"
    seat: int                    # the player's seat (0 for a card)
    action: str                  # an action's kind, "" for the rest
    amount: int                  # a bet or raise's total, else 0
    corrected: bool              # a correction already stands in for what was recorded


@dataclass(frozen=True)
class ShareRow:
    """A seat dealt in, for an award by hand."""

    seat: int
    name: str
    put_in: int                  # chips this player put in the middle this hand
    in_hand: bool                # not folded


@dataclass(frozen=True)
class CorrectionView:
    hand_number: int
    can_correct: bool            # a hand a correction can still reach
    why_not: str                 # when it cannot, in words
    rows: tuple[InputRow, ...]
    can_award: bool              # the hand is not over: its chips may be awarded by hand
    in_the_middle: int
    shares: tuple[ShareRow, ...]
    checks_pin: bool


@dataclass(frozen=True)
class SitOutRow:
    """A player the next hand would deal in, as the sit-out choice lists them."""

    seat: int
    name: str
    stack: int
    place: str                       # where the button rule puts them next hand: "button", "big blind", ... or ""


@dataclass(frozen=True)
class SitOutChoice:
    """The next hand would deal in more players than its game deals to (RULES.md 1): the dealer chooses who
    sits out before it starts (engine/game_limit.py)."""

    words: str                       # "6-card Omaha is dealt to 7 players at most and 9 are to be dealt in: ..."
    game: str                        # the game's name (translated by the screen)
    most: int                        # the most players the game deals to
    to_sit_out: int                  # how many the dealer chooses
    players: tuple[SitOutRow, ...]   # the players the hand would deal in, in seat order
