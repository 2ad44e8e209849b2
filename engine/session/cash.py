"""The table session's cash-game practices (RULES.md 11): run it twice, bomb pots, time collection.

A part of ``TableSession`` (engine/session/table.py), like its seats and its
corrections: requests that become record entries, and the fold of those entries.

- Run it twice: ``run_it(times, agreed_by)`` with the seats that agreed, an input
  of the hand (``run_it`` entry), so undo, corrections and resume treat it as any
  other input; the hand refuses it when the house says never, when a player still
  in has not agreed, above the house's maximum, and unless the betting is over
  with the board not complete (engine/hand.py ``Hand.run_it``).
- Bomb pot: every N hands, that is hands N, 2N, 3N ... of the session (hands played:
  a misdealt or voided hand gave every chip back and is not one; a settings change
  does not start the count again), or when the dealer asks at the start of a hand
  (``start_hand(bomb_pot=True)``). A misdeal's redeal is what the misdealt hand was: a
  bomb pot's redeal is the bomb pot. Every player dealt in antes the house's amount;
  the button moves as usual and nobody posts a blind that hand; with no pre-flop
  betting nothing unposted is counted in the pot-limit pot (engine/session/hands.py
  ``hand_config``).
- Time collection, never from a pot: per hand, the button's player pays the amount
  from his stack as the hand starts; when the button is dead (nobody dealt in on
  it), the first player dealt in clockwise from the button pays. Per seat, the console
  says when the clock passes a collection time (``time_collection_due``), the session
  shows it due (``time_due``), and the next hand dealt takes the amount from every
  player dealt in. Each collection is kept (``time_collections``) and counted in the
  ledger like the rake. A hand voided gives back the time taken as it started (or as
  the misdealt hand it redeals started) with the rest of its money: an entry of the
  amount given back, negative, in ``time_collections``; the hand that replaces it
  collects it again (the same button; per seat, the collection is due again).
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Optional, Sequence

from ..button import HandPlan, Ring, SeatPost
from ..cash_rules import BOMB_EVERY, BOMB_ON_REQUEST, TIME_PER_HAND, TIME_PER_SEAT
from ..errors import SessionError
from ..hand import ANTE
from .part import SessionPart
from .record import require_int
from .state import check_time
from .values import TimeCollected

if TYPE_CHECKING:
    from .state import HandRun

BOMB_POT_WHY = "bomb pot"


class CashPractices(SessionPart):
    """Run it twice, bomb pots and time collection (a part of TableSession)."""

    # ------------------------------------------------------------- reading

    @property
    def time_due(self) -> Optional[str]:
        """The collection time (per seat) whose collection the next hand makes, or None: the
        reminder the console shows ("time collection due")."""
        return self._core.time_due

    @property
    def time_collections(self) -> list[TimeCollected]:
        return list(self._core.time_collected)

    def next_time_collection(self, after: str) -> Optional[str]:
        """The first collection time after ``after`` (per seat), when the console sends the request."""
        moment = self._core.settings.time_collection.next_after(check_time(after))
        return None if moment is None else moment.isoformat(timespec="minutes")

    def bomb_pot_due(self) -> bool:
        """The next hand is a bomb pot by the house's count: hands N, 2N, 3N ... of the session (RULES.md 11),
        counting the hands played in the whole session, under any settings."""
        rules = self._core.settings.bomb_pot
        if rules.mode != BOMB_EVERY:
            return False
        played = sum(1 for h in self._core.hands if h.counts_as_dealt)
        return (played + 1) % rules.hands == 0

    # ------------------------------------------------------------ requests

    def run_it(self, times: int, agreed_by: Sequence[int], at: Optional[str] = None) -> None:
        """The rest of the board dealt ``times`` times, as the players still in (their seats) agreed."""
        self._session._submit({"op": "run_it", "times": times, "agreed": sorted(agreed_by)}, at)

    def time_collection_due(self, at: str) -> str:
        """The clock has passed a collection time (per seat): the next hand collects it. Returns the
        collection time, e.g. "2025-03-01T21:30"."""
        rules = self._core.settings.time_collection
        if rules.mode != TIME_PER_SEAT:
            raise SessionError("no-time-per-seat", "this table does not collect time per seat per half hour")
        slot = rules.slot_at(check_time(at)).isoformat(timespec="minutes")
        self._session._submit({"op": "time_due", "slot": slot}, at)
        return slot

    # ------------------------------------------------------------ the fold

    def _do_run_it(self, e: dict, index: int) -> None:
        run = self._session._hands.live_run()
        times = require_int(e, "times")
        agreed = e.get("agreed")
        if not isinstance(agreed, list) or not all(isinstance(s, int) and not isinstance(s, bool) for s in agreed):
            raise SessionError("bad-record", f"run_it: agreed must be a list of seats, not {agreed!r}")
        for seat in agreed:
            if seat not in run.index_of:
                raise SessionError("not-dealt-in", f"seat {seat} is not in hand {run.number}", seat=seat)
        run.hand.run_it(times, [run.index_of[seat] for seat in agreed])
        run.inputs.append(index)
        self._session._hands.after_input(run)

    def _do_time_due(self, e: dict, index: int) -> None:
        core = self._core
        if core.settings.time_collection.mode != TIME_PER_SEAT:
            raise SessionError("no-time-per-seat", "this table does not collect time per seat per half hour")
        slot = e.get("slot")
        check_time(slot)
        if core.time_slot is not None and datetime.fromisoformat(slot) <= datetime.fromisoformat(core.time_slot):
            raise SessionError("time-already-due", f"the collection of {slot} is already "
                               + ("due" if core.time_due else "made"), slot=slot)
        core.time_due = core.time_slot = slot

    # ------------------------------------------------- at the start of a hand

    def bomb_pot_wanted(self, e: dict) -> bool:
        """Whether the hand ``e`` starts is a bomb pot: the dealer asked, or the count says so."""
        rules = self._core.settings.bomb_pot
        asked = e.get("bomb_pot", False)
        if not isinstance(asked, bool):
            raise SessionError("bad-record", f"start: bomb_pot must be true or false, not {asked!r}")
        if asked and rules.mode != BOMB_ON_REQUEST:
            raise SessionError("no-bomb-pot-on-request",
                               "this table deals no bomb pot on request" if rules.mode != BOMB_EVERY else
                               f"this table deals a bomb pot every {rules.hands} hands, not on request",
                               hands=rules.hands)
        return asked or self.bomb_pot_due()

    def bomb_plan(self, plan: HandPlan) -> HandPlan:
        """The hand's plan with every player dealt in anteing the house's amount, and no blind."""
        ante = self._core.settings.bomb_pot.ante
        return replace(plan, posts=tuple(SeatPost(seat, ante, ANTE, BOMB_POT_WHY) for seat in plan.dealt))

    def time_to_collect(self, plan: HandPlan) -> tuple[tuple[int, int], ...]:
        """(seat, amount) the hand about to start collects: the button (per hand), every player dealt
        in when a collection is due (per seat). A player it would leave with no chips is refused
        (``time-short``): the hand does not start until he rebuys or sits out."""
        core = self._core
        rules = core.settings.time_collection
        if rules.mode == TIME_PER_HAND:
            button = plan.positions.button
            # A dead button (nobody dealt in on it): the first player dealt in clockwise from it pays.
            payers: tuple[int, ...] = ((button,) if button in plan.dealt else
                                       (Ring(core.settings.table_seats).first_after(button, plan.dealt),))
        elif rules.mode == TIME_PER_SEAT and core.time_due is not None:
            payers = plan.dealt
        else:
            return ()
        for seat in payers:
            p = core.seats[seat]
            if p.stack <= rules.amount:
                # Paying would leave him nothing to play with: the dealer settles it first (rebuy, sit out).
                raise SessionError("time-short", f"seat {seat} ({p.name}) has {p.stack}, not more than the time "
                                   f"of {rules.amount}: a rebuy or sitting out first", seat=seat, stack=p.stack,
                                   amount=rules.amount)
        return tuple((seat, rules.amount) for seat in payers)

    def collect_time(self, run: "HandRun", taken: tuple[tuple[int, int], ...]) -> None:
        """The collection made as the hand starts: out of the stacks, into the ledger and the list."""
        core = self._core
        rules = core.settings.time_collection
        for seat, amount in taken:
            p = core.seats[seat]
            core.seats[seat] = replace(p, stack=p.stack - amount)
            core.time_collected.append(TimeCollected(run.number, seat, p.name, amount, rules.mode,
                                                     core.time_due if rules.mode == TIME_PER_SEAT else None,
                                                     self._at, self._index))
        core.ledger = replace(core.ledger, time=core.ledger.time + sum(a for _, a in taken))
        # Collected now, or no longer collected per seat (the settings changed since it fell due).
        core.time_due = None
        run.time_taken = taken

    def give_back_time(self, run: "HandRun") -> None:
        """A voided hand gives back the time taken as it started, or as the misdealt hand it redeals started
        (the redeal takes none): back onto the stacks, out of the ledger, kept as an entry of the amount given
        back (negative). The next hand collects it again: the button has not moved; per seat, it is due again
        (unless a later collection time is already due: one collection a hand)."""
        core = self._core
        redealt = {h.number: h.redeal_of for h in core.hands}       # the voided hand's summary included
        numbers: set[int] = set()
        number: Optional[int] = run.number
        while number is not None and number not in numbers:
            numbers.add(number)
            number = redealt.get(number)
        owed: dict[tuple, int] = {}
        for t in core.time_collected:
            if t.hand in numbers:
                key = (t.hand, t.seat, t.name, t.mode, t.slot)
                owed[key] = owed.get(key, 0) + t.amount
        given = 0
        for (hand, seat, name, mode, slot), amount in owed.items():
            p = core.seats.get(seat)
            if amount <= 0 or p is None or p.name != name:
                continue                         # given back already, or the player has left the table
            core.seats[seat] = replace(p, stack=p.stack + amount)
            core.time_collected.append(TimeCollected(hand, seat, name, -amount, mode, slot, self._at, self._index))
            given += amount
            if mode == TIME_PER_SEAT and slot is not None and core.time_due is None \
                    and core.settings.time_collection.mode == TIME_PER_SEAT:
                core.time_due = slot
        core.ledger = replace(core.ledger, time=core.ledger.time - given)
