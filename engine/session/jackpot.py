"""The table's bad beat jackpot in the session (RULES.md 12): the meter, the hits, the payments.

Part of TableSession (engine/session/table.py), folded from the record like everything
else, so the meter is always start + increments - payments (+ the club's starting value
again after each payment) and a resumed session has the same meter, the same hit waiting.

A hand's increment is the hand's own (engine/showdown.py takes it from the main pot after
the levy); it leaves the table's chips for the jackpot, as the old fixed drop did, so the
session's ledger counts it with the jackpot's chips. At a showdown after the river the bad
beat is decided from the cards shown (engine/jackpot/bad_beat.py); a hit waits for the
dealer's confirmation and the payment authorised by two supervisors (the cashier's and the
management's, art. 56-3-3). The whole meter is paid from the jackpot's fund, never from the
pot nor the table's stacks: the session records each seat's share (the payment slips), the
chips at the table do not change. While a hit waits, no new hand is dealt: the meter paid
is the meter of that hand.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from ..errors import SessionError
from ..jackpot.bad_beat import bad_beat
from ..jackpot.payment import pay_jackpot
from .part import SessionPart
from .record import require_text
from .state import HandRun
from .values import JackpotHit, JackpotIncrement, JackpotPaid, JackpotState


class BadBeatJackpot(SessionPart):
    """The meter's increments as hands end, the bad beat decided at a showdown, its payment."""

    # ------------------------------------------------------------ the hand's end

    def after_hand_end(self, run: HandRun) -> None:
        """A hand played to its end (not voided, not awarded by hand): its increment, then its bad beat."""
        core = self._core
        hand = run.hand
        state = core.jackpot
        if hand.jackpot_increment:
            meter = state.meter + hand.jackpot_increment
            state = replace(state, meter=meter, increments=state.increments + (
                JackpotIncrement(run.number, sum(hand.contributions), hand.jackpot_increment, meter),))
        rules = hand.config.jackpot
        if rules.on and hand.phase == "complete" and hand.shown:
            holes = [hand.shown.get(p) for p in range(hand.n)]
            first = hand.run_boards[0] if hand.runs > 1 else tuple(hand.board)
            beat = bad_beat(rules, hand.config.game, holes, first, hand._build_pots(hand.contributions),
                            run=1 if hand.runs > 1 else 0, bomb_pot=hand.config.bomb_pot)
            if beat.qualifies:
                seats = tuple(run.plan.dealt)
                state = replace(state, hit=JackpotHit(
                    run.number, beat, seats, seats[beat.loser], seats[beat.winner],
                    tuple((seat, p.name) for seat, p in sorted(core.seats.items())), run.plan.positions.button,
                    rules, hand.config.stakes.chip_unit))
        core.jackpot = state

    def check_no_hit_waiting(self) -> None:
        hit = self._core.jackpot.hit
        if hit is not None:
            raise SessionError("jackpot-waiting", f"hand {hit.hand} won the bad beat jackpot: confirm it and "
                               "pay it before the next hand", hand=hit.hand)

    # ------------------------------------------------------------ requests

    @property
    def jackpot(self) -> JackpotState:
        """The meter, its increments, the hit waiting (None when none) and the payments."""
        return self._core.jackpot

    def confirm_jackpot(self, by: str, at: Optional[str] = None) -> None:
        """The dealer confirms the bad beat the console found (the hands are the ones shown)."""
        self._session._submit({"op": "jackpot_confirm", "by": by}, at)

    def pay_jackpot(self, by_supervisor: str, by_management: str, at: Optional[str] = None) -> JackpotPaid:
        """The whole meter paid, each present player's share recorded, authorised by a supervisor and
        a member of the management (two different people; their PINs are the console's to check)."""
        self._session._submit({"op": "jackpot_pay", "supervisor": by_supervisor, "management": by_management}, at)
        return self._core.jackpot.paid[-1]

    # ------------------------------------------------------------ the fold

    def _waiting(self, e: dict) -> JackpotHit:
        hit = self._core.jackpot.hit
        if hit is None:
            raise SessionError("no-jackpot-hit", "no bad beat jackpot is waiting to be paid")
        return hit

    def _do_jackpot_confirm(self, e: dict, index: int) -> None:
        hit = self._waiting(e)
        by = require_text(e, "by", "who confirms the bad beat")
        if hit.confirmed_by:
            raise SessionError("jackpot-confirmed", f"the bad beat of hand {hit.hand} is already confirmed by "
                               f"{hit.confirmed_by}", hand=hit.hand)
        self._core.jackpot = replace(self._core.jackpot, hit=replace(hit, confirmed_by=by))

    def _do_jackpot_pay(self, e: dict, index: int) -> None:
        core = self._core
        hit = self._waiting(e)
        supervisor = require_text(e, "supervisor", "the supervisor who authorises the payment")
        management = require_text(e, "management", "the management's authorisation")
        if not hit.confirmed_by:
            raise SessionError("jackpot-not-confirmed", f"the dealer confirms the bad beat of hand {hit.hand} "
                               "before it is paid", hand=hit.hand)
        if supervisor == management:
            raise SessionError("jackpot-one-signature", "the payment is authorised by two different people: a "
                               f"supervisor and a member of the management, not {supervisor} twice",
                               who=supervisor)
        names = dict(hit.present)
        payment = pay_jackpot(core.jackpot.meter, hit.rules, hit.chip_unit, list(names), hit.button,
                              hit.loser, hit.winner)
        shares = tuple((seat, names[seat], amount) for seat, amount in payment.shares.items())
        # The next jackpot starts at the club's starting value of the session's rules now.
        start = core.settings.jackpot.start
        paid = JackpotPaid(hit.hand, payment.meter, shares, hit.loser, hit.winner, hit.confirmed_by, supervisor,
                           management, start)
        core.jackpot = replace(core.jackpot, meter=start, hit=None, paid=core.jackpot.paid + (paid,))
