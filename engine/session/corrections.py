"""Irregularities at the table (RULES.md 8): misdeals, the dealer's corrections, the supervisor's.

Part of TableSession (engine.session.table). A correction is a new record entry
that supersedes an earlier input of the current hand; the dealer may undo the
last input or change the amount of the last bet, anything older, voiding a hand
and awarding a pot by hand need ``authorised_by`` (the console checks the
supervisor's PIN). A misdeal is the dealer's call until there has been
substantial action.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any, Callable, Optional

from ..actions import ALL_IN, CALL, RAISE
from ..button import plan_hand
from ..card_labels import CardLabel
from ..errors import EngineError, SessionError
from ..hand import Event, Hand
from .part import SessionPart
from .record import CLOSING_OPS, describe, require_text
from .state import HandRun
from .values import AWARDED, MISDEAL, VOID


@dataclass(frozen=True)
class HandInput:
    """One input of the hand that still stands, as a correction screen lists it."""

    index: int                   # its place in the session record: what a correction targets
    entry: dict                  # the entry in force (the correction's, when it was corrected)
    label: Optional[CardLabel]   # a card's place in the deal: "seat 4, hole card 2", "burn", "flop 1"; else None
    event: Optional[Event]       # what an action did (the amounts), None for the rest
    corrected: bool              # a correction stands in for what was first recorded


@dataclass(frozen=True)
class CorrectableHand:
    """The hand a supervisor may still correct or award by hand (RULES.md 8)."""

    number: int
    ended: bool                  # over and settled (a correction is still possible, an award is not)
    inputs: tuple[HandInput, ...]
    dealt: tuple[int, ...]       # the seats dealt in
    put_in: dict                 # seat -> chips that seat has put in the middle this hand
    in_hand: tuple[int, ...]     # seats dealt in that have not folded
    in_the_middle: int           # what an award by hand shares out (with the rake)


class Corrections(SessionPart):
    """Misdeal, undo, amount changes, supervisor corrections, void, manual award."""

    # ------------------------------------------------------------- reading

    def correctable_hand(self) -> Optional[CorrectableHand]:
        """The hand in progress, or the last one while nothing has moved since it ended; else None."""
        run = self._core.run
        if run is None or (run.ended and not run.open):
            return None
        h = run.hand
        # The hand fed again from its start, to say where each card went and what each action did.
        again = Hand(h.config)
        resolution = self._session._resolution
        inputs = []
        for index, item in zip(run.inputs, h.inputs):
            label, event = None, None
            if item[0] == "deal":
                expected = again.expected_card()
                label = expected.label if expected is not None else None
            result = getattr(again, item[0])(*item[1:])
            if item[0] == "apply":
                event = result
            entry = resolution.effective(index, self._session._record[index]) or {}
            inputs.append(HandInput(index, copy.deepcopy(entry), label, event, index in resolution.by))
        seats = run.plan.dealt
        put_in = {seat: h.contributions[i] for seat, i in run.index_of.items()}
        in_hand = tuple(seat for seat, i in run.index_of.items() if h.in_hand(i))
        middle = 0 if run.ended else sum(run.start_stacks.values()) - sum(
            h.stacks[i] - h.payouts[i] for i in run.index_of.values())
        return CorrectableHand(run.number, run.ended, tuple(inputs), seats, put_in, in_hand, middle)

    def trial(self, request: Callable[[Any], object]) -> None:
        """Run a correction, a void or an award on a copy of the session: its refusal (EngineError), nothing
        changed here. The console asks this before it asks for a supervisor's PIN."""
        fork = copy.copy(self._session)
        fork._record = list(self._session._record)
        fork._trial = True
        fork._hold_parts()                      # the copy's parts change the copy, not this session
        request(fork)

    # ------------------------------------------------------------ requests

    def misdeal(self, reason: str, authorised_by: Optional[str] = None, at: Optional[str] = None) -> Hand:
        """The hand is dealt again exactly: same button, same blinds, every chip back. Returns the new deal."""
        entry: dict = {"op": "misdeal", "reason": reason}
        if authorised_by:
            entry["authorised_by"] = authorised_by
        self._session._submit(entry, at)
        return self._session.hand

    def undo(self, at: Optional[str] = None) -> None:
        """The dealer takes back the last input of the hand (a new entry; the old one stays in the record)."""
        run = self._correctable_run()
        if not run.inputs:
            raise SessionError("nothing-to-undo", "nothing has happened in this hand yet")
        self._session._submit({"op": "undo", "target": run.inputs[-1]}, at)

    def change_amount(self, to: int, target: Optional[int] = None, authorised_by: Optional[str] = None,
                      at: Optional[str] = None, reason: str = "") -> None:
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
        if reason:
            entry["reason"] = reason
        self._session._submit(entry, at)

    def correct(self, target: int, replacement: Optional[dict], authorised_by: str,
                at: Optional[str] = None, reason: str = "") -> None:
        """A supervisor's correction of any input of the hand: ``replacement`` (an entry), or None to strike it."""
        entry: dict = {"op": "correct", "target": target, "input": replacement}
        if authorised_by:
            entry["authorised_by"] = authorised_by
        if reason:
            entry["reason"] = reason
        self._session._submit(entry, at)

    def void_hand(self, reason: str, authorised_by: str, at: Optional[str] = None) -> None:
        """Every chip of the hand goes back; the next hand has the same button and blinds. Supervisor only."""
        run = self._correctable_run()
        self._session._submit({"op": "void", "hand": run.number, "reason": reason, "authorised_by": authorised_by}, at)

    def award_pot(self, shares: dict, authorised_by: str, reason: str = "", rake: int = 0,
                  at: Optional[str] = None) -> None:
        """A supervisor awards the chips in the middle by hand: ``{seat: amount}`` plus the rake taken."""
        run = self._correctable_run()
        self._session._submit({"op": "award", "hand": run.number, "shares": {str(s): a for s, a in shares.items()},
                      "rake": rake, "reason": reason, "authorised_by": authorised_by}, at)

    # -------------------------------------------------------------- checks

    def check_authority(self, entry: dict) -> None:
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

    def _correctable_run(self) -> HandRun:
        run = self._core.run
        if run is None:
            raise SessionError("no-hand", "no hand has been dealt yet")
        if run.ended and not run.open:
            raise SessionError("hand-closed", f"hand {run.number} is closed: seats or money have moved since "
                               "it ended, or it was voided, awarded or misdealt", hand=run.number)
        return run

    def _effective_input(self, run: HandRun, target: int) -> dict:
        if target not in run.inputs:
            raise SessionError("not-correctable", f"#{target} is not an input of hand {run.number} that still "
                               "stands", target=target)
        return self._session._resolution.effective(target, self._session._record[target]) or {}

    # ------------------------------------------------------------ the fold

    def verify_misdeal(self, authorised: bool = False) -> None:
        """Raises the refusal a misdeal would meet now, changing nothing (asked before a supervisor's PIN)."""
        run = self._session._hands.live_run()
        if run.hand.is_complete:
            raise SessionError("hand-over", f"hand {run.number} is over: a misdeal is called during the deal")
        if substantial_action(run.hand) and not authorised:
            raise SessionError("substantial-action", "after substantial action a misdeal needs a supervisor's "
                               "authorisation", hand=run.number)

    def _do_misdeal(self, e: dict, index: int) -> None:
        core = self._core
        run = self._session._hands.live_run()
        reason = require_text(e, "reason", "the reason for the misdeal")
        self.verify_misdeal(bool(e.get("authorised_by")))
        self._session._hands.end_run(run, MISDEAL, dict(run.start_stacks), 0, 0, reason, e.get("authorised_by", ""))
        for p in [p for p in core.seats.values() if p.leaving]:
            self._session._seats.cash_out(replace(p, leaving=False), e.get("at"), index)
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
            if run.bomb_pot:
                plan = self._session._cash.bomb_plan(plan)
        # The redeal is what the hand was (a bomb pot stays one); time collected at its start stays collected.
        hand = Hand(self._session._hands.hand_config(plan, run.bomb_pot))
        core.run = HandRun(core.next_number, plan, hand, len(core.segments), self._session.dealer, e.get("at"),
                           run.number)
        core.run.shift = self._session._shift
        core.next_number += 1

    def _do_undo(self, e: dict, index: int) -> None:
        self._note_correction(index)

    def _do_correct(self, e: dict, index: int) -> None:
        self._note_correction(index)

    def _note_correction(self, index: int) -> None:
        run = self._core.run
        if run is not None:
            run.corrections.append(index)

    def _closing_run(self, e: dict) -> HandRun:
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
        # Every chip goes back: the seats still hold the stacks the hand started with, and the time taken as it
        # started is given back with them (RULES.md 11; engine/session/cash.py).
        self._session._hands.end_run(run, VOID, dict(run.start_stacks), 0, 0, reason, e["authorised_by"])
        self._session._cash.give_back_time(run)
        self._session._hands.after_hand()

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
        self._session._hands.settle(run, final, rake, 0, AWARDED, e.get("reason", ""), e["authorised_by"])
        run.open = False


def substantial_action(hand: Hand) -> bool:
    """TDA: two actions in turn of which one put chips in, or three actions in turn."""
    actions = [item[1] for item in hand.inputs if item[0] == "apply"]
    chips = [a for a in actions if a.kind in (CALL, RAISE, ALL_IN)]
    return len(actions) >= 3 or (len(actions) >= 2 and bool(chips))
