"""What a table session keeps besides its seats: hands played, money moved, shifts, segments."""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Optional

from ..button import Positions, SeatPost
from ..jackpot.bad_beat import BadBeat
from ..jackpot.high_hand import HighHand, HighHandBoard
from ..jackpot.rules import JackpotRules


@dataclass(frozen=True, slots=True)
class Segment:
    """A stretch of the session under one set of settings; changing them starts the next (issue 4)."""

    number: int
    from_hand: int            # the first hand dealt under these settings
    settings_toml: str
    at: Optional[str] = None


@dataclass(frozen=True, slots=True)
class Shift:
    """A dealer signed in at ``start`` and out at ``end`` (times from the caller)."""

    dealer: str
    start: str
    end: Optional[str] = None


@dataclass(frozen=True, slots=True)
class CashMove:
    """Chips bought at the table or cashed out: buy-in, rebuy, cash-out."""

    kind: str
    seat: int
    name: str
    club_id: str
    amount: int
    at: Optional[str] = None
    dealer: Optional[str] = None
    index: int = -1           # the record entry that made it
    shift: Optional[int] = None   # the dealer shift it happened in (index into the session's shifts)


@dataclass(frozen=True, slots=True)
class QueuedRebuy:
    """A rebuy asked for during a hand, made when the hand is over (RULES.md 2)."""

    seat: int
    amount: int
    index: int


@dataclass(frozen=True, slots=True)
class Ledger:
    bought_in: int = 0
    cashed_out: int = 0
    rake: int = 0
    jackpot: int = 0
    time: int = 0             # time collected (RULES.md 11): taken from the stacks, never from a pot


@dataclass(frozen=True, slots=True)
class TimeCollected:
    """Time collected from one player as a hand started (RULES.md 11): like the rake, the house's."""

    hand: int                 # the session's hand number
    seat: int
    name: str
    amount: int
    mode: str                 # per-seat | per-hand (engine/cash_rules.py)
    slot: Optional[str] = None    # per seat: the collection time it was for ("2025-03-01T21:30")
    at: Optional[str] = None
    index: int = -1           # the record entry that made it (the hand's start)


@dataclass(frozen=True, slots=True)
class Reconciliation:
    """Buy-ins = stacks + chips in the middle + rake + jackpot drop + cashed out."""

    bought_in: int
    stacks: int
    in_the_middle: int
    rake: int
    jackpot: int
    cashed_out: int
    time: int = 0

    @property
    def accounted(self) -> int:
        return self.stacks + self.in_the_middle + self.rake + self.jackpot + self.cashed_out + self.time

    @property
    def balanced(self) -> bool:
        return self.bought_in == self.accounted

    def __str__(self) -> str:
        verdict = "balanced" if self.balanced else f"OFF BY {self.bought_in - self.accounted}"
        return (f"buy-ins {self.bought_in} = stacks {self.stacks} + in the middle {self.in_the_middle} "
                f"+ rake {self.rake} + jackpot {self.jackpot} + cashed out {self.cashed_out}"
                + (f" + time {self.time}" if self.time else "") + f": {verdict}")


COMPLETE, MISDEAL, VOID, AWARDED = "complete", "misdeal", "void", "awarded"


@dataclass(frozen=True)
class HandSummary:
    """One hand as the session keeps it: where the button was, who posted what, and the money."""

    number: int
    status: str                                   # complete | misdeal | void | awarded
    positions: Positions
    dealt: tuple[int, ...]                        # seats, in the hand's order
    posts: tuple[SeatPost, ...]
    start_stacks: tuple[tuple[int, int], ...]     # (seat, stack)
    end_stacks: tuple[tuple[int, int], ...]
    pot: int                                      # every chip that was in the middle
    rake: int
    jackpot: int
    segment: int
    dealer: Optional[str] = None
    at: Optional[str] = None
    ended_at: Optional[str] = None
    reason: str = ""
    authorised_by: str = ""
    redeal_of: Optional[int] = None
    corrections: tuple[int, ...] = ()             # record entries that corrected it
    fresh_start: bool = False                     # fewer than two could play on: everybody dealt in afresh
    shift: Optional[int] = None                   # the dealer shift it was dealt in
    bomb_pot: bool = False                        # every player dealt in anted, no blinds (RULES.md 11)
    time: tuple[tuple[int, int], ...] = ()        # (seat, amount) of time collected as it started

    @property
    def counts_as_dealt(self) -> bool:
        """A misdealt or void hand gave every chip back: it is not a hand played."""
        return self.status in (COMPLETE, AWARDED)

    def as_dict(self) -> dict:
        data = asdict(self)
        data["positions"] = {"button": self.positions.button, "small_blind": self.positions.small_blind,
                             "big_blind": self.positions.big_blind}
        data["posts"] = [{"seat": p.seat, "amount": p.amount, "kind": p.kind, "why": p.why} for p in self.posts]
        for key in ("dealt", "corrections"):
            data[key] = list(data[key])
        for key in ("start_stacks", "end_stacks"):
            data[key] = [list(pair) for pair in data[key]]
        # The cash-game facts only when there are some: a hand without them reads as it always did.
        if not self.bomb_pot:
            del data["bomb_pot"]
        if self.time:
            data["time"] = [list(pair) for pair in self.time]
        else:
            del data["time"]
        return data


@dataclass(frozen=True, slots=True)
class HistoryLine:
    """One entry of the record in words, and what superseded it (RULES.md 8)."""

    index: int
    text: str
    superseded_by: Optional[int] = None      # the correction that superseded this entry
    replaced_with: str = ""                  # what the correction put in its place ("" if undone)


# The bad beat jackpot's meter (RULES.md 12; engine/session/jackpot.py keeps it).

@dataclass(frozen=True)
class JackpotIncrement:
    hand: int              # the session's hand number
    pot: int               # every chip that was in the middle
    amount: int
    meter: int             # the meter after it


@dataclass(frozen=True)
class JackpotHit:
    """A bad beat the cards decided: the proof (every hand shown, by seat), waiting to be paid."""

    hand: int
    beat: BadBeat                          # the decision, players as the hand's indexes
    seats: tuple[int, ...]                 # the hand's seat of each index
    loser: int                             # seats
    winner: int
    present: tuple[tuple[int, str], ...]   # (seat, name) of every player at the table when it ended
    button: int
    rules: JackpotRules                    # the hand's, which decide the payment too
    chip_unit: int
    confirmed_by: str = ""
    claim: Optional["JackpotClaim"] = None  # a shared jackpot: the room's answer to this table's claim

    @property
    def claim_won(self) -> bool:
        return self.claim is not None and self.claim.outcome == "won"

    def seat_of(self, player: int) -> int:
        return self.seats[player]


@dataclass(frozen=True)
class JackpotClaim:
    """A shared jackpot's hit claimed at the central record, and the room's answer (won / refused / floor)."""

    hand: int
    pool: str
    claim: int                             # the central record's number of the claim
    outcome: str
    meter: Optional[int]                   # the meter to pay, when won
    winner_table: str
    reason: str


@dataclass(frozen=True)
class JackpotPaid:
    hand: int
    meter: int                             # what was paid: the whole meter
    shares: tuple[tuple[int, str, int], ...]   # (seat, name, chips) of every player present
    loser: int
    winner: int
    confirmed_by: str
    supervisor: str
    management: str
    restarts_at: int                       # the meter after: the club's starting value


@dataclass(frozen=True)
class JackpotRelease:
    """A hit the table could not pay, released by a supervisor: nothing paid here, the meter left as it was."""
    hand: int
    by: str
    why: str
    meter: int                             # the table's meter, untouched by the release
    at: Optional[str]


@dataclass(frozen=True)
class JackpotStop:
    """A time the table could not keep its record or the meter (art. 56-3-2): no increment, no hit."""

    why: str
    since: Optional[str]                   # the time it stopped (the failure's own time)
    resumed_why: Optional[str] = None
    resumed_at: Optional[str] = None


@dataclass(frozen=True)
class JackpotRulesChange:
    """The jackpot's rules changed while it ran: only by the club (a supervisor), recorded old and new."""

    by: str
    at: Optional[str]
    old: JackpotRules
    new: JackpotRules
    segment: int                           # the session segment the new rules open


@dataclass(frozen=True)
class JackpotState:
    meter: int = 0
    increments: tuple[JackpotIncrement, ...] = ()
    hit: Optional[JackpotHit] = None       # waiting for its payment
    paid: tuple[JackpotPaid, ...] = ()
    claims: tuple[JackpotClaim, ...] = ()  # every answer the room gave this table's claims
    stops: tuple[JackpotStop, ...] = ()    # every stop of the session, the last one open while stopped
    rule_changes: tuple[JackpotRulesChange, ...] = ()   # changed while it ran, by the club
    carried_from: Optional[int] = None     # the earlier session of the table whose meter this one goes on with
    releases: tuple[JackpotRelease, ...] = ()   # hits released by a supervisor, nothing paid at the table

    @property
    def stopped(self) -> Optional[str]:
        """Why the jackpot is stopped now (None: it runs): the last stop, while it is not resumed."""
        return self.stops[-1].why if self.stops and self.stops[-1].resumed_why is None else None

    @property
    def stopped_since(self) -> Optional[str]:
        return self.stops[-1].since if self.stopped is not None else None


# The high-hand promotion at this table (RULES.md 12; engine/session/high_hand.py keeps it).

@dataclass(frozen=True)
class HighHandWon:
    """A period over: the hands on its board and each one's share of the prize (the same order)."""

    board: HighHandBoard
    shares: tuple[int, ...]
    prize: int


@dataclass(frozen=True)
class HighHandState:
    board: Optional[HighHandBoard] = None          # the current period's leading hands (None: none yet)
    leaders: tuple[HighHand, ...] = ()             # every hand that led its period when shown, in order
    won: tuple[HighHandWon, ...] = ()              # the periods over, with their prize split
