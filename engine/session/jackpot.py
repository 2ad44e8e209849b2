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

A shared jackpot (``[jackpot] shared``) is the room's: its hit is claimed at the central record
(dealer_app/central/jackpot_claims.py) and the room's answer is recorded here (``jackpot_claim``)
before anything else. Won: the dealer confirms and the meter paid is the room's, frozen for this
payment (the pay request carries it and must say the same). Another table's claim won: the hit
is over, nothing paid here. An exact tie (the floor's decision): the hit waits.

Technical failure (art. 56-3-2): while the table cannot keep its record or the meter (its store not
writing; for a shared jackpot, the central record unreachable) the console records ``jackpot_stop``
with why, and ``jackpot_resume`` when it works again. They are inputs of the session like any other,
so a replay and a resume agree on which hands counted. The state at a hand's START decides: a hand
dealt while stopped is dealt with the jackpot off (no increment taken from its pot, no bad beat
decided), and a hand dealt while the jackpot ran keeps its rules to its end. Why the start: the law
says no jackpot while the machine cannot record, and a hand's rules are fixed as it is dealt (the
increment is announced with the deal and the hand's record holds the rules it was dealt with, which
verify replays); a stop is recorded only with a write that succeeded again, so a hand it falls in
has every input on record. A hit decided before a stop waits: it is not paid while stopped.

A hit that cannot be paid (a shared one the room has not decided, or lost for good at the central record; one
the floor settles by hand) is released by a supervisor with a reason (``jackpot_release``: by, why): the hit is
over, nothing is paid at the table, the meter is left as it was (not paid, not restarted) and the next hand may be
dealt. The supervisor's PIN is the console's to check (dealer_app/table/jackpot_desk.py); a release is a
recorded input like a payment, so a replay and verify see it (jackpot-released).
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
from .values import (JackpotClaim, JackpotHit, JackpotIncrement, JackpotPaid, JackpotRelease, JackpotRulesChange,
                     JackpotState, JackpotStop)

CLAIM_OUTCOMES = ("won", "refused", "floor")


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

    def record_jackpot_claim(self, claim: int, outcome: str, meter: Optional[int], winner_table: str, reason: str,
                             at: Optional[str] = None) -> None:
        """The room's answer to this table's claim of the shared jackpot's hit waiting (the central record's)."""
        self._session._submit({"op": "jackpot_claim", "claim": claim, "outcome": outcome, "meter": meter,
                               "winner_table": winner_table, "reason": reason}, at)

    def confirm_jackpot(self, by: str, at: Optional[str] = None) -> None:
        """The dealer confirms the bad beat the console found (the hands are the ones shown)."""
        self._session._submit({"op": "jackpot_confirm", "by": by}, at)

    def pay_jackpot(self, by_supervisor: str, by_management: str, at: Optional[str] = None) -> JackpotPaid:
        """The whole meter paid, each present player's share recorded, authorised by a supervisor and
        a member of the management (two different people; their PINs are the console's to check).
        A shared jackpot pays the meter the room froze for this table's claim, written in the request."""
        request = {"op": "jackpot_pay", "supervisor": by_supervisor, "management": by_management}
        hit = self._core.jackpot.hit
        if hit is not None and hit.claim_won:
            request["meter"] = hit.claim.meter
        self._session._submit(request, at)
        return self._core.jackpot.paid[-1]

    def release_jackpot(self, by: str, why: str, at: Optional[str] = None) -> JackpotRelease:
        """The hit waiting released by a supervisor (``by``) for ``why``: nothing paid, the meter untouched."""
        self._session._submit({"op": "jackpot_release", "by": by, "why": why}, at)
        return self._core.jackpot.releases[-1]

    def stop_jackpot(self, why: str, at: Optional[str] = None) -> None:
        """The table cannot keep its record or the meter: no increment, no hit until it resumes."""
        self._session._submit({"op": "jackpot_stop", "why": why}, at)

    def resume_jackpot(self, why: str, at: Optional[str] = None) -> None:
        """The record and the meter are kept again: the next hand dealt counts for the jackpot."""
        self._session._submit({"op": "jackpot_resume", "why": why}, at)

    def carry_jackpot(self, meter: int, from_session: int, at: Optional[str] = None) -> None:
        """The meter goes on from the table's earlier session (its last meter), not from ``start`` again:
        the jackpot's fund is the players', whatever session it was collected in. Before the first hand."""
        self._session._submit({"op": "jackpot_carry", "meter": meter, "from_session": from_session}, at)

    def running_rules(self):
        """The rules a hand dealt now plays: the session's, or the jackpot off while it is stopped."""
        rules = self._core.settings.jackpot
        return replace(rules, on=False) if rules.on and self._core.jackpot.stopped is not None else rules

    def check_rules_change(self, new_rules, authorised_by: Optional[str]) -> bool:
        """Whether a settings change changes the running jackpot's rules (True), refused unless the club
        authorises it (``authorised_by``: a supervisor): players fund a jackpot on the rules announced."""
        old = self._core.settings.jackpot
        if not old.on or new_rules == old:
            return False
        if not isinstance(authorised_by, str) or not authorised_by.strip():
            raise SessionError("jackpot-rules-running", "the bad beat jackpot runs: its rules change only by the "
                               "club, with a supervisor's authorisation")
        return True

    def rules_changed(self, old_rules, by: str, segment: int) -> None:
        state = self._core.jackpot
        self._core.jackpot = replace(state, rule_changes=state.rule_changes + (
            JackpotRulesChange(by.strip(), self._at, old_rules, self._core.settings.jackpot, segment),))

    # ------------------------------------------------------------ the fold

    def _do_jackpot_stop(self, e: dict, index: int) -> None:
        why = require_text(e, "why", "why the jackpot stops")
        state = self._core.jackpot
        if not self._core.settings.jackpot.on:
            raise SessionError("no-jackpot", "this session has no bad beat jackpot to stop")
        if state.stopped is not None:
            raise SessionError("jackpot-stopped", f"the jackpot is already stopped since {state.stopped_since} "
                               f"({state.stopped})", why=state.stopped)
        self._core.jackpot = replace(state, stops=state.stops + (JackpotStop(why, self._at),))

    def _do_jackpot_carry(self, e: dict, index: int) -> None:
        core = self._core
        meter, source = e.get("meter"), e.get("from_session")
        if not isinstance(meter, int) or isinstance(meter, bool) or meter < 0 or not isinstance(source, int):
            raise SessionError("bad-record", "a carried meter is a whole number of chips from a session's number")
        if not core.settings.jackpot.on:
            raise SessionError("no-jackpot", "this session has no bad beat jackpot to carry a meter into")
        state = core.jackpot
        if core.next_number > 1 or state.increments or state.paid or state.carried_from is not None:
            raise SessionError("jackpot-carry-late", "a meter is carried into a session before its first hand")
        core.jackpot = replace(state, meter=meter, carried_from=source)

    def _do_jackpot_resume(self, e: dict, index: int) -> None:
        why = require_text(e, "why", "why the jackpot resumes")
        state = self._core.jackpot
        if state.stopped is None:
            raise SessionError("jackpot-running", "the jackpot is not stopped")
        last = replace(state.stops[-1], resumed_why=why, resumed_at=self._at)
        self._core.jackpot = replace(state, stops=state.stops[:-1] + (last,))

    def _waiting(self, e: dict) -> JackpotHit:
        hit = self._core.jackpot.hit
        if hit is None:
            raise SessionError("no-jackpot-hit", "no bad beat jackpot is waiting to be paid")
        return hit

    def _do_jackpot_claim(self, e: dict, index: int) -> None:
        core = self._core
        hit = self._waiting(e)
        pool = hit.rules.pool
        if pool is None:
            raise SessionError("jackpot-not-shared", "this table's jackpot is its own: nothing is claimed at the "
                               "central record")
        if hit.claim is not None and hit.claim.outcome != "floor":
            raise SessionError("jackpot-claim-answered", f"the claim of hand {hit.hand} is answered already "
                               f"({hit.claim.outcome})", hand=hit.hand)
        outcome, meter = e.get("outcome"), e.get("meter")
        if outcome not in CLAIM_OUTCOMES:
            raise SessionError("bad-claim-answer", f"the room's answer is won, refused or floor, not {outcome!r}")
        if outcome == "won" and (not isinstance(meter, int) or isinstance(meter, bool) or meter < 0):
            raise SessionError("bad-claim-answer", f"a claim won names the meter to pay, not {meter!r}")
        claim = e.get("claim")
        if not isinstance(claim, int) or isinstance(claim, bool):
            raise SessionError("bad-claim-answer", f"the central record's claim number, not {claim!r}")
        answer = JackpotClaim(hit.hand, pool, claim, outcome, meter if outcome == "won" else None,
                              str(e.get("winner_table") or ""), str(e.get("reason") or ""))
        # Another table's claim won: this hit is over, nothing is paid here. Won or tied: the hit waits.
        kept = None if outcome == "refused" else replace(hit, claim=answer)
        core.jackpot = replace(core.jackpot, hit=kept, claims=core.jackpot.claims + (answer,))

    def _do_jackpot_confirm(self, e: dict, index: int) -> None:
        hit = self._waiting(e)
        by = require_text(e, "by", "who confirms the bad beat")
        if hit.rules.pool is not None and not hit.claim_won:
            raise SessionError("jackpot-not-claimed", f"the bad beat of hand {hit.hand} is the room's shared "
                               "jackpot: the central record decides it before the dealer confirms", hand=hit.hand)
        if hit.confirmed_by:
            raise SessionError("jackpot-confirmed", f"the bad beat of hand {hit.hand} is already confirmed by "
                               f"{hit.confirmed_by}", hand=hit.hand)
        self._core.jackpot = replace(self._core.jackpot, hit=replace(hit, confirmed_by=by))

    def _do_jackpot_pay(self, e: dict, index: int) -> None:
        core = self._core
        hit = self._waiting(e)
        supervisor = require_text(e, "supervisor", "the supervisor who authorises the payment")
        management = require_text(e, "management", "the management's authorisation")
        if core.jackpot.stopped is not None:
            raise SessionError("jackpot-stopped", "the jackpot is stopped since "
                               f"{core.jackpot.stopped_since} ({core.jackpot.stopped}): it is paid when the "
                               "record and the meter are kept again", why=core.jackpot.stopped)
        if not hit.confirmed_by:
            raise SessionError("jackpot-not-confirmed", f"the dealer confirms the bad beat of hand {hit.hand} "
                               "before it is paid", hand=hit.hand)
        if supervisor == management:
            raise SessionError("jackpot-one-signature", "the payment is authorised by two different people: a "
                               f"supervisor and a member of the management, not {supervisor} twice",
                               who=supervisor)
        meter = core.jackpot.meter
        if hit.rules.pool is not None:
            if not hit.claim_won:
                raise SessionError("jackpot-not-claimed", f"the bad beat of hand {hit.hand} is paid only when the "
                                   "central record decided it for this table", hand=hit.hand)
            meter = hit.claim.meter
            if e.get("meter") != meter:
                raise SessionError("jackpot-meter-not-the-rooms", f"the shared jackpot pays the meter the room "
                                   f"froze for this claim, {meter}, not {e.get('meter')!r}", hand=hit.hand,
                                   meter=meter)
        names = dict(hit.present)
        payment = pay_jackpot(meter, hit.rules, hit.chip_unit, list(names), hit.button,
                              hit.loser, hit.winner)
        shares = tuple((seat, names[seat], amount) for seat, amount in payment.shares.items())
        # The next jackpot starts at the club's starting value of the session's rules now.
        start = core.settings.jackpot.start
        paid = JackpotPaid(hit.hand, payment.meter, shares, hit.loser, hit.winner, hit.confirmed_by, supervisor,
                           management, start)
        core.jackpot = replace(core.jackpot, meter=start, hit=None, paid=core.jackpot.paid + (paid,))

    def _do_jackpot_release(self, e: dict, index: int) -> None:
        core = self._core
        hit = self._waiting(e)
        by = require_text(e, "by", "the supervisor who releases the jackpot")
        why = require_text(e, "why", "why the jackpot is released unpaid")
        # A confirmed hit may be released too: the floor settles it by hand when the table cannot pay it. The
        # payment half-signed (its first signature is the console's, in memory) is the desk's to refuse.
        release = JackpotRelease(hit.hand, by, why, core.jackpot.meter, self._at)
        core.jackpot = replace(core.jackpot, hit=None, releases=core.jackpot.releases + (release,))
