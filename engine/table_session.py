"""The table session (issue 4): seats, button and blinds across hands, money, misdeals, corrections.

A session is the fold of its record (engine.session_record): every request
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
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Optional, Sequence

from .actions import CALL, RAISE, Action
from .button import HandPlan, Positions, plan_hand
from .cards import Card
from .errors import EngineError, SessionError
from .hand import Hand, HandConfig, PlayerSetup, Post
from .seating import (ENTRY_WAIT, SeatedPlayer, check_buy_in, check_entry, check_player_name, check_seat_free,
                      draw_seats, find_seat)
from .session_record import (CLOSING_OPS, CORRECTION_OPS, HAND_OPS, SHIFT_OPS, Resolution, action_entry,
                             action_from, card_from, card_text, cards_from, describe, require_int, require_text,
                             resolve)
from .session_values import (AWARDED, COMPLETE, MISDEAL, VOID, CashMove, HandSummary, Ledger, QueuedRebuy,
                             Reconciliation, Segment, Shift)
from .session_writer import format_session
from .settings import SessionSettings, parse_session

_OPS = ("sit", "draw", "rebuy", "sit_out", "come_back", "leave", "entry", "settings", "start",
        *HAND_OPS, "misdeal", *CORRECTION_OPS, *CLOSING_OPS, *SHIFT_OPS)


class _Run:
    """The hand being played, or the last one while it may still be corrected."""

    def __init__(self, number: int, plan: HandPlan, hand: Hand, segment: int, dealer: Optional[str],
                 at: Optional[str], redeal_of: Optional[int] = None):
        self.number = number
        self.plan = plan
        self.hand = hand
        self.segment = segment
        self.dealer = dealer
        self.at = at
        self.redeal_of = redeal_of
        self.shift: Optional[int] = None
        self.index_of = {seat: i for i, seat in enumerate(plan.dealt)}
        self.start_stacks = {seat: hand.config.players[i].stack for i, seat in enumerate(plan.dealt)}
        self.inputs: list[int] = []          # record entries that are this hand's effective inputs
        self.corrections: list[int] = []
        self.ended = False                   # settled, voided or misdealt
        self.open = False                    # ended, and nothing since keeps it from being corrected

    @property
    def in_progress(self) -> bool:
        return not self.ended

    def seat_at(self, index: Optional[int]) -> Optional[int]:
        return None if index is None else self.plan.dealt[index]


@dataclass
class _Core:
    """Everything the fold builds (the record itself aside)."""

    settings: SessionSettings
    segments: list[Segment]
    seats: dict[int, SeatedPlayer] = field(default_factory=dict)
    positions: Optional[Positions] = None
    hands: list[HandSummary] = field(default_factory=list)
    ledger: Ledger = field(default_factory=Ledger)
    queued: list[QueuedRebuy] = field(default_factory=list)
    cash_moves: list[CashMove] = field(default_factory=list)
    shifts: list[Shift] = field(default_factory=list)
    next_number: int = 1
    run: Optional[_Run] = None

    def copy(self) -> "_Core":
        # Values inside the containers are frozen; a closed run is never changed again.
        return replace(self, segments=list(self.segments), seats=dict(self.seats), hands=list(self.hands),
                       queued=list(self.queued), cash_moves=list(self.cash_moves), shifts=list(self.shifts),
                       run=self.run if self.run is None or self.run.ended else None)


@dataclass(frozen=True, slots=True)
class HistoryLine:
    index: int
    text: str
    superseded_by: Optional[int] = None      # the correction that superseded this entry
    replaced_with: str = ""                  # what the correction put in its place ("" if undone)


class TableSession:
    """One table's session: a state machine fed by the dealer's and the floor's requests."""

    def __init__(self, settings: SessionSettings):
        self._core = _Core(settings, [Segment(1, 1, format_session(settings))])
        self.initial_settings = settings          # what ``replay`` needs besides the record
        self._record: list[dict] = []
        self._resolution = Resolution()
        self._checkpoint: Optional[tuple[int, _Core]] = None
        self._index = -1                       # the entry being folded, and its time
        self._at: Optional[str] = None

    @classmethod
    def replay(cls, settings: SessionSettings, record: Sequence[dict]) -> "TableSession":
        """The session rebuilt from its record: the one path for resume and review."""
        entries = [copy.deepcopy(e) for e in record]
        for i, entry in enumerate(entries):
            if not isinstance(entry, dict) or entry.get("op") not in _OPS:
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
    def plan(self) -> Optional[HandPlan]:
        run = self._core.run
        return run.plan if run is not None and run.in_progress else None

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
        return Reconciliation(ledger.bought_in, stacks, in_middle, ledger.rake, ledger.jackpot, ledger.cashed_out)

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
                "to_act": run.seat_at(h.actor), "expected_card": exp.label if exp else None,
                "stacks": {str(s): h.stacks[i] for s, i in run.index_of.items()},
                "bets": {str(s): h.street_bets[i] for s, i in run.index_of.items()},
                "folded": sorted(s for s, i in run.index_of.items() if h.folded[i]),
                "pot": h.pot, "board": [str(c) for c in h.board], "inputs": list(run.inputs),
                "dealt": list(run.plan.dealt), "posts": [[p.seat, p.amount, p.kind] for p in run.plan.posts],
            }
        pos = core.positions
        return {
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

    def sit_out(self, who: object, at: Optional[str] = None) -> None:
        self._submit({"op": "sit_out", "seat": self.find(who)}, at)

    def come_back(self, who: object, at: Optional[str] = None) -> None:
        self._submit({"op": "come_back", "seat": self.find(who)}, at)

    def leave(self, who: object, at: Optional[str] = None) -> None:
        """The player leaves: cashed out now, or, if he is in the hand, folded now and cashed out at its end."""
        self._submit({"op": "leave", "seat": self.find(who)}, at)

    def set_entry(self, who: object, entry: str, at: Optional[str] = None) -> None:
        self._submit({"op": "entry", "seat": self.find(who), "entry": entry}, at)

    def change_settings(self, settings: SessionSettings, at: Optional[str] = None) -> None:
        """New game, stakes, rake or house options between hands: a new session segment."""
        self._submit({"op": "settings", "toml": format_session(settings)}, at)

    def dealer_in(self, dealer: str, at: str) -> None:
        self._submit({"op": "dealer_in", "dealer": dealer}, at)

    def dealer_out(self, at: str) -> None:
        self._submit({"op": "dealer_out"}, at)

    def start_hand(self, at: Optional[str] = None, button: Optional[int] = None) -> Hand:
        """Deal the next hand: button and blinds by the house rule, the forced bets posted."""
        entry: dict = {"op": "start"}
        if button is not None:
            entry["button"] = button
        self._submit(entry, at)
        return self._core.run.hand

    def deal(self, card: Optional[Card], at: Optional[str] = None) -> None:
        self._submit({"op": "card", "card": card_text(card)}, at)

    def act(self, action: Action, at: Optional[str] = None) -> None:
        hand = self._hand_in_progress()
        if hand.actor is None:
            hand.legal()                                 # raises the hand's own "no-betting-now"
        self._submit(action_entry(self.seat_of_player(hand.actor), action), at)

    def show(self, who: object, cards: Optional[Sequence[Card]] = None, at: Optional[str] = None) -> None:
        self._submit({"op": "show", "seat": self.find(who),
                      "cards": None if cards is None else [str(c) for c in cards]}, at)

    def muck(self, who: object, at: Optional[str] = None) -> None:
        self._submit({"op": "muck", "seat": self.find(who)}, at)

    def misdeal(self, reason: str, authorised_by: Optional[str] = None, at: Optional[str] = None) -> Hand:
        """The hand is dealt again exactly: same button, same blinds, every chip back. Returns the new deal."""
        entry: dict = {"op": "misdeal", "reason": reason}
        if authorised_by:
            entry["authorised_by"] = authorised_by
        self._submit(entry, at)
        return self.hand

    def undo(self, at: Optional[str] = None) -> None:
        """The dealer takes back the last input of the hand (a new entry; the old one stays in the record)."""
        run = self._correctable_run()
        if not run.inputs:
            raise SessionError("nothing-to-undo", "nothing has happened in this hand yet")
        self._submit({"op": "undo", "target": run.inputs[-1]}, at)

    def change_amount(self, to: int, target: Optional[int] = None, authorised_by: Optional[str] = None,
                      at: Optional[str] = None) -> None:
        """Change the amount of a bet or raise: the dealer for the last input, a supervisor for an older one."""
        run = self._correctable_run()
        if target is None:
            if not run.inputs:
                raise SessionError("nothing-to-correct", "nothing has happened in this hand yet")
            target = run.inputs[-1]
        old = self._effective_input(run, target)
        if old.get("op") != "act" or old.get("action") != RAISE:
            raise SessionError("not-an-amount", f"#{target} ({describe(old)}) has no amount to change", target=target)
        entry: dict = {"op": "correct", "target": target, "input": dict(old, to=to)}
        if authorised_by:
            entry["authorised_by"] = authorised_by
        self._submit(entry, at)

    def correct(self, target: int, replacement: Optional[dict], authorised_by: str,
                at: Optional[str] = None) -> None:
        """A supervisor's correction of any input of the hand: ``replacement`` (an entry), or None to strike it."""
        entry: dict = {"op": "correct", "target": target, "input": replacement}
        if authorised_by:
            entry["authorised_by"] = authorised_by
        self._submit(entry, at)

    def void_hand(self, reason: str, authorised_by: str, at: Optional[str] = None) -> None:
        """Every chip of the hand goes back; the next hand has the same button and blinds. Supervisor only."""
        run = self._correctable_run()
        self._submit({"op": "void", "hand": run.number, "reason": reason, "authorised_by": authorised_by}, at)

    def award_pot(self, shares: dict, authorised_by: str, reason: str = "", rake: int = 0,
                  at: Optional[str] = None) -> None:
        """A supervisor awards the chips in the middle by hand: ``{seat: amount}`` plus the rake taken."""
        run = self._correctable_run()
        self._submit({"op": "award", "hand": run.number, "shares": {str(s): a for s, a in shares.items()},
                      "rake": rake, "reason": reason, "authorised_by": authorised_by}, at)

    # ====================================================== submitting entries

    def _submit(self, entry: dict, at: Optional[str]) -> None:
        if at is not None:
            entry["at"] = at
        index = len(self._record)
        op = entry["op"]
        if op in CORRECTION_OPS or op in CLOSING_OPS:
            self._check_authority(entry)
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
        for i in range(start, index):
            try:
                fork._apply(self._record[i], i)
            except EngineError as exc:
                if resolution.by.get(i) == index:
                    new = resolution.replaced.get(i)
                    raise SessionError("correction-refused", f"#{i} cannot become "
                                       f"{describe(new) if new else 'nothing'}: {exc.message}", entry=i) from None
                raise SessionError("correction-conflicts",
                                   f"with this correction, #{i} ({describe(self._record[i])}) no longer stands: "
                                   f"{exc.message}. Undo or correct it first.", entry=i) from None
        fork._apply(entry, index)
        return fork

    def _check_authority(self, entry: dict) -> None:
        """The dealer's own corrections, and the ones that need a supervisor (RULES.md 8)."""
        op = entry["op"]
        supervisor = entry.get("authorised_by")
        if supervisor is not None and (not isinstance(supervisor, str) or not supervisor.strip()):
            raise SessionError("supervisor-required", "authorised_by names the supervisor")
        run = self._correctable_run()
        needs = ""
        if op in CLOSING_OPS:
            needs = "voiding a hand" if op == "void" else "awarding a pot by hand"
        elif op == "correct":
            target = entry["target"]
            if target not in run.inputs:
                raise SessionError("not-correctable", f"#{target} is not an input of hand {run.number} that still "
                                   "stands", target=target)
            last = target == run.inputs[-1]
            new = entry.get("input")
            old = self._effective_input(run, target)
            amount_only = (isinstance(new, dict) and old.get("op") == "act" and
                           {k: v for k, v in new.items() if k != "to"} == {k: v for k, v in old.items() if k != "to"})
            if not last:
                needs = "correcting an earlier input"
            elif not amount_only:
                needs = "replacing an input (the dealer may undo it, or change an amount)"
            if new is not None and (not isinstance(new, dict) or new.get("op") not in ("card", "act", "show", "muck")):
                raise SessionError("bad-correction", f"a correction puts a card, an action, a show or a muck in "
                                   f"place of #{target}, not {new!r}", target=target)
        elif op == "undo" and entry["target"] != (run.inputs[-1] if run.inputs else None):
            raise SessionError("not-correctable", "the dealer undoes only the last input of the hand")
        if needs and not supervisor:
            raise SessionError("supervisor-required", f"{needs} needs a supervisor's authorisation",
                               action=op)

    def _correctable_run(self) -> _Run:
        run = self._core.run
        if run is None:
            raise SessionError("no-hand", "no hand has been dealt yet")
        if run.ended and not run.open:
            raise SessionError("hand-closed", f"hand {run.number} is closed: seats or money have moved since "
                               "it ended, or it was voided, awarded or misdealt", hand=run.number)
        return run

    def _effective_input(self, run: _Run, target: int) -> dict:
        if target not in run.inputs:
            raise SessionError("not-correctable", f"#{target} is not an input of hand {run.number} that still "
                               "stands", target=target)
        return self._resolution.effective(target, self._record[target]) or {}

    def _hand_in_progress(self) -> Hand:
        run = self._core.run
        if run is None or not run.in_progress:
            raise SessionError("no-hand", "no hand is being played: start one")
        return run.hand

    def _free_seats(self) -> list[int]:
        return [s for s in range(1, self._core.settings.table_seats + 1) if s not in self._core.seats]

    # ============================================================== the fold

    def _apply(self, entry: dict, index: int) -> None:
        """Fold one entry into the state; validate first, so a refusal changes nothing."""
        op = entry.get("op")
        if op not in _OPS:
            raise SessionError("bad-record", f"unknown entry {op!r}")
        if "at" in entry:
            _check_time(entry["at"])
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
        getattr(self, f"_do_{op}")(entry, index)
        if ended_before and op not in SHIFT_OPS + CORRECTION_OPS + CLOSING_OPS:
            run.open = False                     # seats or money moved: the last hand is history now

    # ---- seats and money

    def _do_sit(self, e: dict, index: int) -> None:
        core = self._core
        s = core.settings
        seat = check_seat_free(core.seats, e.get("seat"), s.table_seats)
        name, club_id = check_player_name(core.seats, e.get("name"), e.get("club_id", ""))
        entry = check_entry(e.get("entry", ENTRY_WAIT))
        buy_in = check_buy_in(e.get("buy_in"), 0, s.min_buy_in, s.max_buy_in)
        self._seat_player(SeatedPlayer(seat, name, club_id, buy_in, entry=entry, bought_in=buy_in), e, index)

    def _seat_player(self, player: SeatedPlayer, e: dict, index: int) -> None:
        core = self._core
        core.seats[player.seat] = player
        core.ledger = replace(core.ledger, bought_in=core.ledger.bought_in + player.stack)
        core.cash_moves.append(CashMove("buy-in", player.seat, player.name, player.club_id, player.stack,
                                        e.get("at"), self.dealer, index, self._shift))

    def _do_draw(self, e: dict, index: int) -> None:
        core = self._core
        s = core.settings
        players = e.get("players")
        if not isinstance(players, list) or not players:
            raise SessionError("bad-record", "a draw needs the players to seat")
        seats = draw_seats(self._free_seats(), len(players), e.get("seed"))
        if e.get("seats") != seats:
            raise SessionError("record-mismatch", f"the draw with seed {e.get('seed')} gives seats {seats}, "
                               f"not {e.get('seats')}", seats=seats)
        seated = dict(core.seats)
        new = []
        for p, seat in zip(players, seats):
            if not isinstance(p, dict):
                raise SessionError("bad-record", f"a player to draw for is a name and a buy-in, not {p!r}")
            name, club_id = check_player_name(seated, p.get("name"), p.get("club_id", ""))
            entry = check_entry(p.get("entry", ENTRY_WAIT))
            buy_in = check_buy_in(p.get("buy_in"), 0, s.min_buy_in, s.max_buy_in)
            player = SeatedPlayer(seat, name, club_id, buy_in, entry=entry, bought_in=buy_in)
            seated[seat] = player
            new.append(player)
        for player in new:
            self._seat_player(player, e, index)

    def _seated(self, e: dict) -> SeatedPlayer:
        seat = e.get("seat")
        if seat not in self._core.seats:
            raise SessionError("empty-seat", f"nobody sits at seat {seat}", seat=seat)
        return self._core.seats[seat]

    def _do_rebuy(self, e: dict, index: int) -> None:
        core = self._core
        s = core.settings
        p = self._seated(e)
        amount = e.get("amount")
        if p.leaving:
            raise SessionError("player-leaving", f"{p.label} has left the table")
        run = core.run
        if run is not None and run.in_progress:
            if not e.get("queue"):
                raise SessionError("no-rebuy-during-hand", f"no rebuy during a hand: {p.label} can rebuy when "
                                   f"hand {run.number} is over (or queue it for the next hand)", seat=p.seat)
            check_buy_in(amount, 0, 0, s.max_buy_in, "rebuy")
            core.queued.append(QueuedRebuy(p.seat, amount, index))
            return
        check_buy_in(amount, p.stack, s.min_buy_in, s.max_buy_in, "rebuy")
        self._add_chips(p, amount, e.get("at"), index)

    def _add_chips(self, p: SeatedPlayer, amount: int, at: Optional[str], index: int) -> None:
        core = self._core
        core.seats[p.seat] = replace(p, stack=p.stack + amount, bought_in=p.bought_in + amount, rebuys=p.rebuys + 1)
        core.ledger = replace(core.ledger, bought_in=core.ledger.bought_in + amount)
        core.cash_moves.append(CashMove("rebuy", p.seat, p.name, p.club_id, amount, at, self.dealer, index,
                                        self._shift))

    def _do_sit_out(self, e: dict, index: int) -> None:
        p = self._seated(e)
        if p.sitting_out:
            raise SessionError("already-sitting-out", f"{p.label} is already sitting out", seat=p.seat)
        self._core.seats[p.seat] = replace(p, sitting_out=True)

    def _do_come_back(self, e: dict, index: int) -> None:
        p = self._seated(e)
        if p.busted:
            raise SessionError("no-chips", f"{p.label} has no chips: a rebuy first", seat=p.seat)
        if not p.sitting_out:
            raise SessionError("not-sitting-out", f"{p.label} is not sitting out", seat=p.seat)
        self._core.seats[p.seat] = replace(p, sitting_out=False)

    def _do_entry(self, e: dict, index: int) -> None:
        p = self._seated(e)
        if not p.new:
            raise SessionError("not-new", f"{p.label} has played here already: missed blinds are posted",
                               seat=p.seat)
        self._core.seats[p.seat] = replace(p, entry=check_entry(e.get("entry")))

    def _do_leave(self, e: dict, index: int) -> None:
        core = self._core
        p = self._seated(e)
        if p.leaving:
            raise SessionError("player-leaving", f"{p.label} has left the table already", seat=p.seat)
        run = core.run
        if run is not None and run.in_progress and p.seat in run.index_of:
            i = run.index_of[p.seat]
            if run.hand.in_hand(i):
                run.hand.withdraw(i)           # a player who leaves mid-hand has folded
                run.inputs.append(index)
            core.seats[p.seat] = replace(p, leaving=True)
            self._after_input(run)
            return
        self._cash_out(p, e.get("at"), index)

    def _cash_out(self, p: SeatedPlayer, at: Optional[str], index: int) -> None:
        core = self._core
        del core.seats[p.seat]
        core.queued = [q for q in core.queued if q.seat != p.seat]
        core.ledger = replace(core.ledger, cashed_out=core.ledger.cashed_out + p.stack)
        core.cash_moves.append(CashMove("cash-out", p.seat, p.name, p.club_id, p.stack, at, self.dealer, index,
                                        self._shift))

    def _do_settings(self, e: dict, index: int) -> None:
        core = self._core
        self._between_hands("the settings change")
        text = e.get("toml")
        if not isinstance(text, str):
            raise SessionError("bad-record", "a settings change carries the session file's text")
        new = parse_session(text)
        highest = max(core.seats, default=0)
        if highest > new.table_seats:
            raise SessionError("seat-taken", f"seat {highest} is taken: the table cannot shrink to "
                               f"{new.table_seats} seats", seat=highest)
        core.settings = new
        core.segments.append(Segment(len(core.segments) + 1, core.next_number, format_session(new), e.get("at")))

    def _between_hands(self, what: str) -> None:
        run = self._core.run
        if run is not None and run.in_progress:
            raise SessionError("hand-in-progress", f"{what} between hands, not during hand {run.number}",
                               hand=run.number)

    # ---- dealer shifts

    def _do_dealer_in(self, e: dict, index: int) -> None:
        core = self._core
        dealer = require_text(e, "dealer", "the dealer's name")
        at = require_text(e, "at", "the time")
        if core.shifts and core.shifts[-1].end is None:
            self._end_shift(at)
        core.shifts.append(Shift(dealer, at))

    def _do_dealer_out(self, e: dict, index: int) -> None:
        at = require_text(e, "at", "the time")
        shifts = self._core.shifts
        if not shifts or shifts[-1].end is not None:
            raise SessionError("no-dealer", "no dealer is signed in")
        self._end_shift(at)

    def _end_shift(self, at: str) -> None:
        shifts = self._core.shifts
        shift = shifts[-1]
        if _check_time(at) < _check_time(shift.start):
            raise SessionError("time-backwards", f"{shift.dealer} signed in at {shift.start}: cannot sign out at {at}")
        shifts[-1] = replace(shift, end=at)

    # ---- the hand

    def _do_start(self, e: dict, index: int) -> None:
        core = self._core
        self._between_hands("a hand starts")
        s = core.settings
        button = e.get("button")
        if button is None and core.positions is None and core.run is not None \
                and core.run.plan.positions.button in core.seats:
            button = core.run.plan.positions.button      # the first hand was voided: its button again
        if button is not None and core.positions is not None:
            raise SessionError("button-by-rule", "the button is placed by hand only for the first hand; after that "
                               f"the {s.button} button rule places it")
        contenders = {seat: c for seat, p in core.seats.items() if (c := p.contender()) is not None}
        plan = plan_hand(s.button, s.table_seats, core.positions, contenders, s.stakes, button)
        hand = Hand(self._hand_config(plan))
        self._checkpoint = (index, core.copy())
        core.run = _Run(core.next_number, plan, hand, len(core.segments), self.dealer, e.get("at"))
        core.run.shift = self._shift
        core.next_number += 1

    def _hand_config(self, plan: HandPlan) -> HandConfig:
        s = self._core.settings
        seats = self._core.seats
        index_of = {seat: i for i, seat in enumerate(plan.dealt)}
        players = tuple(PlayerSetup(seats[seat].name, seats[seat].stack, seat) for seat in plan.dealt)
        posts = tuple(Post(index_of[p.seat], p.amount, p.kind) for p in plan.posts)
        return HandConfig(s.game, s.structure, s.stakes, players, posts, s.house, s.rake)

    def _do_card(self, e: dict, index: int) -> None:
        run = self._live_run()
        run.hand.deal(card_from(e))
        run.inputs.append(index)
        self._after_input(run)

    def _do_act(self, e: dict, index: int) -> None:
        run = self._live_run()
        seat = require_int(e, "seat")
        action = action_from(e)
        actor = run.seat_at(run.hand.actor)
        if actor is not None and seat != actor:
            raise SessionError("not-to-act", f"seat {seat} is not to act: seat {actor} is", seat=seat, actor=actor)
        run.hand.apply(action)
        run.inputs.append(index)
        self._after_input(run)

    def _do_show(self, e: dict, index: int) -> None:
        run = self._live_run()
        run.hand.show(self._player_index(run, e), cards_from(e))
        run.inputs.append(index)
        self._after_input(run)

    def _do_muck(self, e: dict, index: int) -> None:
        run = self._live_run()
        run.hand.muck(self._player_index(run, e))
        run.inputs.append(index)
        self._after_input(run)

    def _live_run(self) -> _Run:
        run = self._core.run
        if run is None or not run.in_progress:
            raise SessionError("no-hand", "no hand is being played: start one")
        return run

    @staticmethod
    def _player_index(run: _Run, e: dict) -> int:
        seat = require_int(e, "seat")
        if seat not in run.index_of:
            raise SessionError("not-dealt-in", f"seat {seat} is not in hand {run.number}", seat=seat)
        return run.index_of[seat]

    def _after_input(self, run: _Run) -> None:
        """A hand that is over moves the chips, unless the floor will award or void it later in the record."""
        if run.hand.is_complete and self._resolution.closings.get(run.number, -1) <= self._index:
            h = run.hand
            final = {seat: h.stacks[i] for seat, i in run.index_of.items()}
            self._settle(run, final, h.rake_taken, h.jackpot_taken, COMPLETE)

    def _settle(self, run: _Run, final: dict[int, int], rake: int, jackpot: int, status: str,
                reason: str = "", authorised_by: str = "") -> None:
        core = self._core
        plan = run.plan
        paid = {seat: (big, small) for seat, big, small in plan.paid}
        for seat in plan.dealt:
            p = core.seats[seat]
            # Dealt in: a new or returning player has posted (or had the big blind in turn).
            core.seats[seat] = replace(p, stack=final[seat], new=False, owes_big=False, owes_small=False,
                                       paid_big=paid[seat][0], paid_small=paid[seat][1])
        for seat, blind in plan.missed:
            p = core.seats.get(seat)
            if p is not None and not p.new:
                core.seats[seat] = replace(p, owes_big=p.owes_big or blind == "big", owes_small=True)
        core.ledger = replace(core.ledger, rake=core.ledger.rake + rake, jackpot=core.ledger.jackpot + jackpot)
        core.positions = plan.positions
        self._end_run(run, status, final, rake, jackpot, reason, authorised_by)
        run.open = True
        self._after_hand()

    def _end_run(self, run: _Run, status: str, final: dict[int, int], rake: int, jackpot: int,
                 reason: str = "", authorised_by: str = "") -> None:
        plan = run.plan
        start = tuple((s, run.start_stacks[s]) for s in plan.dealt)
        self._core.hands.append(HandSummary(
            run.number, status, plan.positions, plan.dealt, plan.posts, start,
            tuple((s, final[s]) for s in plan.dealt), sum(run.hand.contributions), rake, jackpot, run.segment, run.dealer, run.at,
            self._at, reason, authorised_by, run.redeal_of, tuple(run.corrections), plan.fresh_start, run.shift))
        run.ended = True

    def _after_hand(self) -> None:
        """Between hands: rebuys asked for during the hand are made, leavers are cashed out."""
        core = self._core
        at = self._at
        for q in list(core.queued):
            p = core.seats.get(q.seat)
            core.queued.remove(q)
            if p is None or p.leaving:
                continue
            try:
                check_buy_in(q.amount, p.stack, core.settings.min_buy_in, core.settings.max_buy_in, "rebuy")
            except SessionError:
                # The hand changed the stack past the limits: the money goes back to the player.
                core.cash_moves.append(CashMove("rebuy-returned", p.seat, p.name, p.club_id, q.amount, at,
                                                self.dealer, q.index, self._shift))
                continue
            self._add_chips(p, q.amount, at, q.index)
        for p in [p for p in core.seats.values() if p.leaving]:
            self._cash_out(replace(p, leaving=False), at, self._index)

    # ---- irregularities

    def _do_misdeal(self, e: dict, index: int) -> None:
        core = self._core
        run = self._live_run()
        reason = require_text(e, "reason", "the reason for the misdeal")
        if run.hand.is_complete:
            raise SessionError("hand-over", f"hand {run.number} is over: a misdeal is called during the deal")
        if _substantial_action(run.hand) and not e.get("authorised_by"):
            raise SessionError("substantial-action", "after substantial action a misdeal needs a supervisor's "
                               "authorisation", hand=run.number)
        self._end_run(run, MISDEAL, dict(run.start_stacks), 0, 0, reason, e.get("authorised_by", ""))
        for p in [p for p in core.seats.values() if p.leaving]:
            self._cash_out(replace(p, leaving=False), e.get("at"), index)
        # Dealt again exactly: the same plan, unless a player dealt in has left since.
        plan = run.plan
        if any(seat not in core.seats for seat in plan.dealt):
            contenders = {seat: c for seat, p in core.seats.items() if (c := p.contender()) is not None}
            try:
                plan = plan_hand(core.settings.button, core.settings.table_seats, core.positions, contenders,
                                 core.settings.stakes, None if core.positions is not None else plan.positions.button)
            except EngineError:
                core.run = run
                run.open = False
                return                             # too few players left to deal again
        hand = Hand(self._hand_config(plan))
        core.run = _Run(core.next_number, plan, hand, len(core.segments), self.dealer, e.get("at"), run.number)
        core.run.shift = self._shift
        core.next_number += 1

    def _do_undo(self, e: dict, index: int) -> None:
        self._note_correction(index)

    def _do_correct(self, e: dict, index: int) -> None:
        self._note_correction(index)

    def _note_correction(self, index: int) -> None:
        run = self._core.run
        if run is not None:
            run.corrections.append(index)

    def _closing_run(self, e: dict) -> _Run:
        run = self._core.run
        if run is None or run.number != e.get("hand"):
            raise SessionError("not-correctable", f"hand {e.get('hand')} is not the hand to close")
        if run.ended:
            raise SessionError("hand-closed", f"hand {run.number} is already closed", hand=run.number)
        require_text(e, "authorised_by", "a supervisor's authorisation")
        return run

    def _do_void(self, e: dict, index: int) -> None:
        run = self._closing_run(e)
        reason = require_text(e, "reason", "the reason for voiding the hand")
        run.corrections.append(index)
        # Every chip goes back: the seats still hold the stacks the hand started with.
        self._end_run(run, VOID, dict(run.start_stacks), 0, 0, reason, e["authorised_by"])
        self._after_hand()

    def _do_award(self, e: dict, index: int) -> None:
        run = self._closing_run(e)
        h = run.hand
        shares = e.get("shares")
        rake = e.get("rake", 0)
        if not isinstance(shares, dict) or not shares:
            raise SessionError("bad-award", "an award names the seats and their amounts")
        if not isinstance(rake, int) or isinstance(rake, bool) or rake < 0:
            raise SessionError("bad-award", f"the rake is a whole number of chips, not {rake!r}")
        behind = {seat: h.stacks[i] - h.payouts[i] for seat, i in run.index_of.items()}
        pot = sum(run.start_stacks.values()) - sum(behind.values())
        parsed = {}
        for key, amount in shares.items():
            seat = int(key) if isinstance(key, str) and key.isdigit() else key
            if seat not in run.index_of:
                raise SessionError("not-dealt-in", f"seat {key} was not dealt in hand {run.number}", seat=key)
            if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                raise SessionError("bad-award", f"seat {seat}'s share must be whole chips, not {amount!r}")
            parsed[seat] = amount
        if sum(parsed.values()) + rake != pot:
            raise SessionError("award-does-not-add-up", f"the shares {sum(parsed.values())} and the rake {rake} "
                               f"must add up to the {pot} in the middle", pot=pot,
                               shares=sum(parsed.values()), rake=rake)
        run.corrections.append(index)
        final = {seat: behind[seat] + parsed.get(seat, 0) for seat in run.index_of}
        self._settle(run, final, rake, 0, AWARDED, e.get("reason", ""), e["authorised_by"])
        run.open = False


def _substantial_action(hand: Hand) -> bool:
    """TDA: two actions in turn of which one put chips in, or three actions in turn."""
    actions = [item[1] for item in hand.inputs if item[0] == "apply"]
    chips = [a for a in actions if a.kind in (CALL, RAISE) or a.kind == "all-in"]
    return len(actions) >= 3 or (len(actions) >= 2 and bool(chips))


def _check_time(at: object) -> datetime:
    if not isinstance(at, str):
        raise SessionError("bad-time", f"a time is ISO 8601 text like 2025-03-01T21:30:00, not {at!r}")
    try:
        return datetime.fromisoformat(at)
    except ValueError:
        raise SessionError("bad-time", f"{at!r} is not a time like 2025-03-01T21:30:00") from None
