"""The table session (issue 4): seats, button and blinds across hands, money, misdeals, corrections.

A session is the fold of its record (engine.session.record): every request
becomes one plain JSON entry, and ``TableSession.replay(settings, record)``
rebuilds exactly the state the live session had, hand in progress included,
so a session the program lost resumes where it stopped. The live session
and the replay run the same code (``_apply``).

A correction is a new entry that supersedes an earlier input of the current
hand. It is applied by folding the hand again from the state just before the
hand started (the checkpoint), with the correction in force; if an input made
after the corrected one no longer stands, the correction is refused with the
entry that breaks. Nothing is ever erased: ``history()`` shows the mistake and
what superseded it, with who authorised it (RULES.md 8).

Who may do what: the dealer undoes the last input of the hand or changes the
amount of the last bet; correcting anything older, voiding a hand and
awarding a pot by hand need a supervisor (``authorised_by``; checking the
supervisor's PIN is the console's job). A misdeal is the dealer's call until
there has been substantial action, then it needs a supervisor too.

Refusals raise SessionError (or the hand's own IllegalAction, IllegalDeal,
IllegalShowdown, ConfigError) and change nothing: neither state nor record.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Callable, NamedTuple, Optional, Sequence

from ..actions import Action
from ..button import HandPlan, Positions, plan_hand
from ..cards import Card
from ..errors import EngineError, SessionError
from ..game_limit import GAME_LIMIT, GameLimit, game_limit, limit_numbers
from ..hand import Hand
from ..seating import ENTRY_WAIT, SeatedPlayer, draw_seats, find_seat
from ..settings import SessionSettings
from .cash import CashPractices
from .corrections import Corrections
from .hands import Hands
from .high_hand import HighHandPromotion
from .jackpot import BadBeatJackpot
from .part import OnPart
from .record import (CLOSING_OPS, CORRECTION_OPS, HAND_OPS, SHIFT_OPS, Resolution, action_entry, card_text,
                     describe, resolve)
from .seats import SeatsAndMoney
from .state import SessionCore, check_time
from .values import (CashMove, HandSummary, HistoryLine, JackpotState, Ledger, QueuedRebuy, Reconciliation, Segment,
                     Shift)
from .writer import format_session


@dataclass(frozen=True)
class LatestHand:
    """The session's latest hand: its number, the engine's hand (read it, never feed it), its plan."""

    number: int
    hand: Hand
    plan: HandPlan
    in_progress: bool


class TableSession:
    """One table's session: a state machine fed by the dealer's and the floor's requests.

    It holds its parts (engine/session/part.py), each given the session: the seats and money
    (``_seats``), the hand (``_hands``), the corrections (``_corrections``) and the cash-game
    practices (``_cash``). The requests a part answers are named at the end of the class
    (``OnPart``), so callers ask the session as they always did."""

    def __init__(self, settings: SessionSettings):
        self._core = SessionCore(settings, [Segment(1, 1, format_session(settings))],
                                 jackpot=JackpotState(meter=settings.jackpot.start))
        self.initial_settings = settings          # what ``replay`` needs besides the record
        self._record: list[dict] = []
        self._resolution = Resolution()
        self._checkpoint: Optional[tuple[int, SessionCore]] = None
        self._index = -1                       # the entry being folded, and its time
        self._at: Optional[str] = None
        self._hold_parts()

    def _hold_parts(self) -> None:
        """The session's parts, given this session (a fork of it gets its own)."""
        self._seats = SeatsAndMoney(self)
        self._hands = Hands(self)
        self._corrections = Corrections(self)
        self._cash = CashPractices(self)
        self._jackpot = BadBeatJackpot(self)
        self._high_hand = HighHandPromotion(self)

    @classmethod
    def replay(cls, settings: SessionSettings, record: Sequence[dict]) -> "TableSession":
        """The session rebuilt from its record: the one path for resume and review."""
        entries = [copy.deepcopy(e) for e in record]
        for i, entry in enumerate(entries):
            if not isinstance(entry, dict) or entry.get("op") not in _FOLD:
                raise SessionError("bad-record", f"record entry #{i} is not a session entry: {entry!r}", index=i)
        session = cls(settings)
        session._resolution = resolve(entries)
        for i, entry in enumerate(entries):
            try:
                session._apply(entry, i)
            except EngineError as exc:
                raise SessionError("bad-record", f"record entry #{i} ({describe(entry)}) does not replay: "
                                   f"{exc.message}", index=i, code_of_cause=exc.code) from exc
            session._record.append(entry)
        return session

    # ================================================================ reading

    @property
    def settings(self) -> SessionSettings:
        return self._core.settings

    @property
    def record(self) -> list[dict]:
        """The entries so far, oldest first (copies: the record is append-only)."""
        return copy.deepcopy(self._record)

    def record_since(self, start: int) -> list[dict]:
        """The entries from ``start`` on: what a store appends after each request (copies)."""
        return copy.deepcopy(self._record[start:])

    @property
    def record_length(self) -> int:
        return len(self._record)

    @property
    def seats(self) -> dict[int, SeatedPlayer]:
        return dict(self._core.seats)

    @property
    def positions(self) -> Optional[Positions]:
        """The last hand's button and blinds (None before the first hand)."""
        return self._core.positions

    @property
    def hand(self) -> Optional[Hand]:
        """The hand in progress (None between hands)."""
        run = self._core.run
        return run.hand if run is not None and run.in_progress else None

    @property
    def hand_number(self) -> Optional[int]:
        run = self._core.run
        return run.number if run is not None and run.in_progress else None

    @property
    def latest_hand(self) -> Optional[LatestHand]:
        """The hand in progress, or the last one dealt once it is over (what the table shows between
        hands); None before the first hand."""
        run = self._core.run
        if run is None:
            return None
        return LatestHand(run.number, run.hand, run.plan, run.in_progress)

    @property
    def plan(self) -> Optional[HandPlan]:
        run = self._core.run
        return run.plan if run is not None and run.in_progress else None

    def game_limit(self) -> Optional[GameLimit]:
        """Between hands: the next hand would deal in more players than its game deals to, so the dealer
        chooses who sits out first (RULES.md 1); None when it would not, during a hand, or when no hand
        can be planned (fewer than two players)."""
        run = self._core.run
        if run is not None and run.in_progress:
            return None
        try:
            plan = self._hands.plan_next(self._hands.first_button_again())
        except EngineError:
            return None
        return game_limit(plan, self._core.settings.game)

    def positions_if_sitting_out(self, seats: Sequence[int]) -> Optional[Positions]:
        """Where the button and the blinds would go next hand were these players to sit out (the dealer's
        choice before it is made); None when no hand could be planned so, or during a hand."""
        core = self._core
        if core.run is not None and core.run.in_progress:
            return None
        out = set(seats)
        contenders = {seat: c for seat, p in core.seats.items()
                      if (c := (replace(p, sitting_out=True) if seat in out else p).contender()) is not None}
        s = core.settings
        button = self._hands.first_button_again()
        try:
            plan = plan_hand(s.button, s.table_seats, core.positions, contenders, s.stakes,
                             button if button not in out else None)
        except EngineError:
            return None
        return plan.positions

    def seat_of_player(self, index: Optional[int]) -> Optional[int]:
        """The seat of the hand's player ``index`` (the hand numbers players from left of the button)."""
        run = self._core.run
        return run.seat_at(index) if run is not None else None

    @property
    def hands(self) -> list[HandSummary]:
        return list(self._core.hands)

    @property
    def segments(self) -> list[Segment]:
        return list(self._core.segments)

    @property
    def shifts(self) -> list[Shift]:
        return list(self._core.shifts)

    @property
    def cash_moves(self) -> list[CashMove]:
        return list(self._core.cash_moves)

    @property
    def queued_rebuys(self) -> list[QueuedRebuy]:
        return list(self._core.queued)

    @property
    def ledger(self) -> Ledger:
        return self._core.ledger

    @property
    def dealer(self) -> Optional[str]:
        shifts = self._core.shifts
        return shifts[-1].dealer if shifts and shifts[-1].end is None else None

    @property
    def _shift(self) -> Optional[int]:
        shifts = self._core.shifts
        return len(shifts) - 1 if shifts and shifts[-1].end is None else None

    def find(self, who: object) -> int:
        """A seated player's seat, by seat number, name or club id."""
        return find_seat(self._core.seats, who)

    def reconcile(self) -> Reconciliation:
        """Buy-ins = stacks + chips in the middle + rake + jackpot + cashed out, at any moment."""
        core = self._core
        run = core.run
        stacks = 0
        in_middle = 0
        for seat, p in core.seats.items():
            if run is not None and run.in_progress and seat in run.index_of:
                stacks += run.hand.stacks[run.index_of[seat]]
            else:
                stacks += p.stack
        if run is not None and run.in_progress:
            # Everything the dealt players started with that is not behind them now.
            in_middle = sum(run.start_stacks.values()) - sum(run.hand.stacks)
        ledger = core.ledger
        return Reconciliation(ledger.bought_in, stacks, in_middle, ledger.rake, ledger.jackpot, ledger.cashed_out,
                              ledger.time)

    def history(self) -> list[HistoryLine]:
        """Every entry of the record in words, with what superseded it: mistakes and corrections both."""
        lines = []
        for i, entry in enumerate(self._record):
            by = self._resolution.by.get(i)
            replacement = self._resolution.replaced.get(i) if by is not None else None
            lines.append(HistoryLine(i, describe(entry), by, describe(replacement) if replacement else ""))
        return lines

    def state(self) -> dict:
        """The whole state as plain values: what a resumed session must equal."""
        core = self._core
        run = core.run
        hand_state = None
        if run is not None and run.in_progress:
            h = run.hand
            exp = h.expected_card()
            hand_state = {
                "number": run.number, "phase": h.phase, "street": h.street,
                "to_act": run.seat_at(h.actor), "expected_card": exp.label.english() if exp else None,
                "stacks": {str(s): h.stacks[i] for s, i in run.index_of.items()},
                "bets": {str(s): h.street_bets[i] for s, i in run.index_of.items()},
                "folded": sorted(s for s, i in run.index_of.items() if h.folded[i]),
                "pot": h.pot, "board": [str(c) for c in h.board], "inputs": list(run.inputs),
                "dealt": list(run.plan.dealt), "posts": [[p.seat, p.amount, p.kind] for p in run.plan.posts],
            }
            if h.runs > 1:
                hand_state.update(runs=h.runs, run=h.run, agreed=[run.seat_at(i) for i in h.run_agreed_by],
                                  boards=[[str(c) for c in b] for b in h.run_boards])
        pos = core.positions
        cash = {}
        if core.time_collected or core.time_slot is not None:
            cash["time"] = {"collected": [[t.hand, t.seat, t.amount, t.mode, t.slot, t.index]
                                          for t in core.time_collected],
                            "due": core.time_due, "slot": core.time_slot, "total": core.ledger.time}
        return {**cash,
            "settings": format_session(core.settings),
            "seats": {str(s): p.as_dict() for s, p in sorted(core.seats.items())},
            "positions": None if pos is None else [pos.button, pos.small_blind, pos.big_blind],
            "hand": hand_state,
            "hands": [h.as_dict() for h in core.hands],
            "ledger": [core.ledger.bought_in, core.ledger.cashed_out, core.ledger.rake, core.ledger.jackpot],
            "queued": [[q.seat, q.amount, q.index] for q in core.queued],
            "cash_moves": [[m.kind, m.seat, m.amount, m.at, m.index] for m in core.cash_moves],
            "segments": [[g.number, g.from_hand, g.settings_toml, g.at] for g in core.segments],
            "shifts": [[s.dealer, s.start, s.end] for s in core.shifts],
            "next_number": core.next_number,
        }

    # ============================================================ requests

    def sit(self, seat: int, name: str, buy_in: int, club_id: str = "", entry: str = ENTRY_WAIT,
            at: Optional[str] = None) -> None:
        """A player sits down with his buy-in; a new player posts a big blind or waits for it."""
        self._submit({"op": "sit", "seat": seat, "name": name, "club_id": club_id, "buy_in": buy_in,
                      "entry": entry}, at)

    def draw_seats(self, players: Sequence[dict], seed: int, at: Optional[str] = None) -> list[int]:
        """Seats drawn at random for several players at once; the seed is recorded. Returns their seats."""
        players = [dict(name=p.get("name"), club_id=p.get("club_id", ""), buy_in=p.get("buy_in"),
                        entry=p.get("entry", ENTRY_WAIT)) for p in players]
        seats = draw_seats(self._free_seats(), len(players), seed)
        self._submit({"op": "draw", "seed": seed, "players": players, "seats": seats}, at)
        return seats

    def rebuy(self, who: object, amount: int, queue: bool = False, at: Optional[str] = None) -> None:
        """Chips bought between hands; during a hand refused, or queued for its end if the dealer asks."""
        self._submit({"op": "rebuy", "seat": self.find(who), "amount": amount, "queue": bool(queue)}, at)

    def sit_out(self, who: object, at: Optional[str] = None, reason: str = "") -> None:
        """The player sits out; ``reason`` GAME_LIMIT: the dealer's choice because the next hand would deal in
        more players than the game deals to (engine/game_limit.py), recorded with the numbers it was made on."""
        entry: dict = {"op": "sit_out", "seat": self.find(who)}
        if reason:
            entry["reason"] = reason
            limit = self.game_limit() if reason == GAME_LIMIT else None
            if limit is not None:
                entry.update(limit_numbers(limit))
        self._submit(entry, at)

    def come_back(self, who: object, at: Optional[str] = None) -> None:
        self._submit({"op": "come_back", "seat": self.find(who)}, at)

    def leave(self, who: object, at: Optional[str] = None) -> None:
        """The player leaves: cashed out now, or, if he is in the hand, folded now and cashed out at its end."""
        self._submit({"op": "leave", "seat": self.find(who)}, at)

    def set_entry(self, who: object, entry: str, at: Optional[str] = None) -> None:
        self._submit({"op": "entry", "seat": self.find(who), "entry": entry}, at)

    def change_settings(self, settings: SessionSettings, at: Optional[str] = None,
                        authorised_by: Optional[str] = None) -> None:
        """New game, stakes, rake or house options between hands: a new session segment. The rules of a
        running bad beat jackpot change only with ``authorised_by`` (the club's supervisor), recorded."""
        entry: dict = {"op": "settings", "toml": format_session(settings)}
        if authorised_by:
            entry["authorised_by"] = authorised_by
        self._submit(entry, at)

    def dealer_in(self, dealer: str, at: str) -> None:
        self._submit({"op": "dealer_in", "dealer": dealer}, at)

    def dealer_out(self, at: str) -> None:
        self._submit({"op": "dealer_out"}, at)

    def start_hand(self, at: Optional[str] = None, button: Optional[int] = None, bomb_pot: bool = False) -> Hand:
        """Deal the next hand: button and blinds by the house rule, the forced bets posted; a bomb pot when
        the dealer asks (``bomb_pot``, a house dealing them on request) or the house's count says so."""
        entry: dict = {"op": "start"}
        if button is not None:
            entry["button"] = button
        if bomb_pot:
            entry["bomb_pot"] = True
        self._submit(entry, at)
        return self._core.run.hand

    def deal(self, card: Optional[Card], at: Optional[str] = None) -> None:
        self._submit({"op": "card", "card": card_text(card)}, at)

    def act(self, action: Action, at: Optional[str] = None) -> None:
        hand = self._hands.live_run().hand
        if hand.actor is None:
            hand.legal()                                 # raises the hand's own "no-betting-now"
        self._submit(action_entry(self.seat_of_player(hand.actor), action), at)

    def show(self, who: object, cards: Optional[Sequence[Card]] = None, at: Optional[str] = None) -> None:
        self._submit({"op": "show", "seat": self.find(who),
                      "cards": None if cards is None else [str(c) for c in cards]}, at)

    def muck(self, who: object, at: Optional[str] = None) -> None:
        self._submit({"op": "muck", "seat": self.find(who)}, at)

    # ====================================================== submitting entries

    def _submit(self, entry: dict, at: Optional[str]) -> None:
        if at is not None:
            entry["at"] = at
        index = len(self._record)
        op = entry["op"]
        if getattr(self, "_trial", False) and op not in CORRECTION_OPS + CLOSING_OPS:
            # A trial shares the session's state, which only a correction leaves untouched.
            raise SessionError("not-a-correction", f"only a correction is tried out, not {op!r}")
        if op in CORRECTION_OPS or op in CLOSING_OPS:
            self._corrections.check_authority(entry)
            resolution = self._resolution.with_entry(entry, index)
            fork = self._refold(resolution, entry, index)
            self._core, self._checkpoint, self._resolution = fork._core, fork._checkpoint, resolution
        else:
            self._apply(entry, index)
        self._record.append(entry)

    def _refold(self, resolution: Resolution, entry: dict, index: int) -> "TableSession":
        """This hand folded again from its checkpoint with ``resolution`` in force, then ``entry``."""
        if self._checkpoint is None:
            raise SessionError("no-hand", "no hand has been dealt yet")
        start, core = self._checkpoint
        fork = TableSession.__new__(TableSession)
        fork._core, fork._record, fork._resolution, fork._checkpoint = core.copy(), self._record, resolution, None
        fork._index, fork._at, fork.initial_settings = -1, None, self.initial_settings
        fork._hold_parts()
        for i in range(start, index):
            try:
                fork._apply(self._record[i], i)
            except EngineError as exc:
                if resolution.by.get(i) == index:
                    new = resolution.replaced.get(i)
                    refusal = SessionError("correction-refused", f"#{i} cannot become "
                                           f"{describe(new) if new else 'nothing'}: {exc.message}", entry=i)
                else:
                    refusal = SessionError("correction-conflicts",
                                           f"with this correction, #{i} ({describe(self._record[i])}) no longer "
                                           f"stands: {exc.message}. Undo or correct it first.", entry=i)
                refusal.cause = exc              # the rule's own refusal, code and numbers, for the screen's words
                raise refusal from None
        fork._apply(entry, index)
        return fork

    def _free_seats(self) -> list[int]:
        return [s for s in range(1, self._core.settings.table_seats + 1) if s not in self._core.seats]

    # ============================================================== the fold

    def _apply(self, entry: dict, index: int) -> None:
        """Fold one entry into the state; validate first, so a refusal changes nothing."""
        op = entry.get("op")
        if op not in _FOLD:
            raise SessionError("bad-record", f"unknown entry {op!r}")
        if "at" in entry:
            check_time(entry["at"])
        self._index, self._at = index, entry.get("at")
        if op in HAND_OPS or op == "leave":
            effective = self._resolution.effective(index, entry)
            if effective is None:
                return                           # undone: it stays in the record, it no longer counts
            entry, op = effective, effective.get("op")
            if op not in HAND_OPS and op != "leave":
                raise SessionError("bad-record", f"#{index} is corrected into {effective!r}, not a hand input")
        run = self._core.run
        ended_before = run is not None and run.ended
        fold = _FOLD[op]
        fold.method(getattr(self, fold.part), entry, index)
        # The jackpot's stop and resume are the machine's, not the table's: the last hand stays correctable.
        if ended_before and op not in SHIFT_OPS + CORRECTION_OPS + CLOSING_OPS + ("jackpot_stop", "jackpot_resume"):
            run.open = False                     # seats or money moved: the last hand is history now
        self._high_hand.after_entry()            # a high-hand period this entry's time has ended


    # ============================================== the requests its parts answer

    # the seats and money (engine/session/seats.py)
    verify_settings_change = OnPart("_seats", SeatsAndMoney.verify_settings_change)
    # the corrections (engine/session/corrections.py)
    correctable_hand = OnPart("_corrections", Corrections.correctable_hand)
    trial = OnPart("_corrections", Corrections.trial)
    misdeal = OnPart("_corrections", Corrections.misdeal)
    verify_misdeal = OnPart("_corrections", Corrections.verify_misdeal)
    undo = OnPart("_corrections", Corrections.undo)
    change_amount = OnPart("_corrections", Corrections.change_amount)
    correct = OnPart("_corrections", Corrections.correct)
    void_hand = OnPart("_corrections", Corrections.void_hand)
    award_pot = OnPart("_corrections", Corrections.award_pot)
    # the cash-game practices (engine/session/cash.py)
    time_due = OnPart("_cash", CashPractices.time_due)
    time_collections = OnPart("_cash", CashPractices.time_collections)
    next_time_collection = OnPart("_cash", CashPractices.next_time_collection)
    bomb_pot_due = OnPart("_cash", CashPractices.bomb_pot_due)
    run_it = OnPart("_cash", CashPractices.run_it)
    time_collection_due = OnPart("_cash", CashPractices.time_collection_due)
    # the bad beat jackpot (engine/session/jackpot.py): the meter, a hit waiting, its payment
    jackpot = OnPart("_jackpot", BadBeatJackpot.jackpot)
    record_jackpot_claim = OnPart("_jackpot", BadBeatJackpot.record_jackpot_claim)
    confirm_jackpot = OnPart("_jackpot", BadBeatJackpot.confirm_jackpot)
    pay_jackpot = OnPart("_jackpot", BadBeatJackpot.pay_jackpot)
    release_jackpot = OnPart("_jackpot", BadBeatJackpot.release_jackpot)
    # the high-hand promotion (engine/session/high_hand.py): the period's board, the periods won
    high_hand = OnPart("_high_hand", HighHandPromotion.high_hand)
    stop_jackpot = OnPart("_jackpot", BadBeatJackpot.stop_jackpot)
    resume_jackpot = OnPart("_jackpot", BadBeatJackpot.resume_jackpot)
    carry_jackpot = OnPart("_jackpot", BadBeatJackpot.carry_jackpot)


class Fold(NamedTuple):
    """The part of the session that folds an entry, and its method that does."""

    part: str
    method: Callable[..., None]


# Every entry the session's record may hold, and the part and method that fold it
# into the state (``TableSession._apply``): the whole vocabulary of the record, read
# in one place. Built once; a record naming any other op is refused.
_FOLD: dict[str, Fold] = {
    # seats and money (engine/session/seats.py)
    "sit": Fold("_seats", SeatsAndMoney._do_sit),
    "draw": Fold("_seats", SeatsAndMoney._do_draw),
    "rebuy": Fold("_seats", SeatsAndMoney._do_rebuy),
    "sit_out": Fold("_seats", SeatsAndMoney._do_sit_out),
    "come_back": Fold("_seats", SeatsAndMoney._do_come_back),
    "leave": Fold("_seats", SeatsAndMoney._do_leave),
    "entry": Fold("_seats", SeatsAndMoney._do_entry),
    "settings": Fold("_seats", SeatsAndMoney._do_settings),
    # the hand (engine/session/hands.py): its start, then its inputs (HAND_OPS)
    "start": Fold("_hands", Hands._do_start),
    "card": Fold("_hands", Hands._do_card),
    "act": Fold("_hands", Hands._do_act),
    "show": Fold("_hands", Hands._do_show),
    "muck": Fold("_hands", Hands._do_muck),
    # live cash-game practices (engine/session/cash.py): run it twice, the time collection due
    "run_it": Fold("_cash", CashPractices._do_run_it),
    "time_due": Fold("_cash", CashPractices._do_time_due),
    # the bad beat jackpot (engine/session/jackpot.py): the dealer's confirmation, the payment
    "jackpot_claim": Fold("_jackpot", BadBeatJackpot._do_jackpot_claim),
    "jackpot_confirm": Fold("_jackpot", BadBeatJackpot._do_jackpot_confirm),
    "jackpot_pay": Fold("_jackpot", BadBeatJackpot._do_jackpot_pay),
    "jackpot_release": Fold("_jackpot", BadBeatJackpot._do_jackpot_release),
    # technical failure (art. 56-3-2): the jackpot stopped while the record or the meter cannot be kept
    "jackpot_stop": Fold("_jackpot", BadBeatJackpot._do_jackpot_stop),
    "jackpot_resume": Fold("_jackpot", BadBeatJackpot._do_jackpot_resume),
    # the meter carried from the table's earlier session (dealer_app/table/record.py finds it in the store)
    "jackpot_carry": Fold("_jackpot", BadBeatJackpot._do_jackpot_carry),
    # irregularities and corrections (engine/session/corrections.py): CORRECTION_OPS, CLOSING_OPS
    "misdeal": Fold("_corrections", Corrections._do_misdeal),
    "undo": Fold("_corrections", Corrections._do_undo),
    "correct": Fold("_corrections", Corrections._do_correct),
    "void": Fold("_corrections", Corrections._do_void),
    "award": Fold("_corrections", Corrections._do_award),
    # dealer shifts (engine/session/seats.py): SHIFT_OPS
    "dealer_in": Fold("_seats", SeatsAndMoney._do_dealer_in),
    "dealer_out": Fold("_seats", SeatsAndMoney._do_dealer_out),
}
