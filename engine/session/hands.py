"""The hand in the table session (RULES.md 3, 7): its start, its inputs, and the chips it moves.

Part of TableSession (engine/session/table.py), as its seats, corrections and
cash-game practices are: the fold of the ``start``, ``card``, ``act``, ``show`` and
``muck`` entries. A hand starts on the house's button rule (engine/button.py),
with the time collected and a bomb pot's antes (engine/session/cash.py); when it is
over it settles the stacks and the ledger, unless the floor will award or void it
later in the record, and the rebuys queued during it are made.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from ..button import HandPlan, plan_hand
from ..errors import SessionError
from ..game_limit import game_limit, too_many_players
from ..hand import SMALL_BLIND, Hand, HandConfig, PlayerSetup, Post
from ..seating import check_buy_in
from .part import SessionPart
from .record import action_from, card_from, cards_from, require_int
from .state import HandRun
from .values import COMPLETE, CashMove, HandSummary


class Hands(SessionPart):
    """The hands dealt one after another: each one's start, inputs and settlement."""

    def _do_start(self, e: dict, index: int) -> None:
        core = self._core
        self._session._seats.between_hands("a hand starts")
        self._session._jackpot.check_no_hit_waiting()
        s = core.settings
        button = e.get("button")
        if button is None:
            button = self.first_button_again()
        if button is not None and core.positions is not None:
            raise SessionError("button-by-rule", "the button is placed by hand only for the first hand; after that "
                               f"the {s.button} button rule places it")
        plan = self.plan_next(button)
        limit = game_limit(plan, s.game)
        if limit is not None:
            raise too_many_players(limit)      # the dealer chooses who sits out: never the console
        bomb_pot = self._session._cash.bomb_pot_wanted(e)
        if bomb_pot:
            plan = self._session._cash.bomb_plan(plan)
        # Time is collected from the stacks before anything is posted, never from the pot (RULES.md 11).
        taken = self._session._cash.time_to_collect(plan)
        hand = Hand(self.hand_config(plan, bomb_pot, dict(taken)))
        self._session._checkpoint = (index, core.copy())
        core.run = HandRun(core.next_number, plan, hand, len(core.segments), self._session.dealer, e.get("at"))
        core.run.shift = self._session._shift
        core.next_number += 1
        self._session._cash.collect_time(core.run, taken)

    def first_button_again(self) -> Optional[int]:
        """The first hand was voided: the next one has its button again, if its player still plays."""
        core = self._core
        if core.positions is None and core.run is not None:
            player = core.seats.get(core.run.plan.positions.button)
            if player is not None and not (player.sitting_out or player.busted or player.leaving):
                return player.seat
        return None

    def plan_next(self, button: Optional[int]) -> HandPlan:
        """The next hand's plan by the house's button rule: positions, who is dealt in, the forced bets."""
        core = self._core
        s = core.settings
        contenders = {seat: c for seat, p in core.seats.items() if (c := p.contender()) is not None}
        return plan_hand(s.button, s.table_seats, core.positions, contenders, s.stakes, button)

    def hand_config(self, plan: HandPlan, bomb_pot: bool = False, collected: Optional[dict] = None) -> HandConfig:
        s = self._core.settings
        seats = self._core.seats
        less = collected or {}
        index_of = {seat: i for i, seat in enumerate(plan.dealt)}
        players = tuple(PlayerSetup(seats[seat].name, seats[seat].stack - less.get(seat, 0), seat)
                        for seat in plan.dealt)
        posts = tuple(Post(index_of[p.seat], p.amount, p.kind) for p in plan.posts)
        # Three or more dealt in and no small blind posted: its seat is empty (dead button).
        unposted = s.stakes.small_blind if len(plan.dealt) > 2 and not bomb_pot and not any(
            p.kind == SMALL_BLIND for p in plan.posts) else 0
        return HandConfig(s.game, s.structure, s.stakes, players, posts, s.house, s.rake,
                          unposted_small_blind=unposted, bomb_pot=bomb_pot,
                          jackpot=self._session._jackpot.running_rules())

    def _do_card(self, e: dict, index: int) -> None:
        run = self.live_run()
        run.hand.deal(card_from(e))
        run.inputs.append(index)
        self.after_input(run)

    def _do_act(self, e: dict, index: int) -> None:
        run = self.live_run()
        seat = require_int(e, "seat")
        action = action_from(e)
        actor = run.seat_at(run.hand.actor)
        if actor is not None and seat != actor:
            raise SessionError("not-to-act", f"seat {seat} is not to act: seat {actor} is", seat=seat, actor=actor)
        run.hand.apply(action)
        run.inputs.append(index)
        self.after_input(run)

    def _do_show(self, e: dict, index: int) -> None:
        run = self.live_run()
        run.hand.show(self._player_index(run, e), cards_from(e))
        run.inputs.append(index)
        self.after_input(run)

    def _do_muck(self, e: dict, index: int) -> None:
        run = self.live_run()
        run.hand.muck(self._player_index(run, e))
        run.inputs.append(index)
        self.after_input(run)

    def live_run(self) -> HandRun:
        run = self._core.run
        if run is None or not run.in_progress:
            raise SessionError("no-hand", "no hand is being played: start one")
        return run

    @staticmethod
    def _player_index(run: HandRun, e: dict) -> int:
        seat = require_int(e, "seat")
        if seat not in run.index_of:
            raise SessionError("not-dealt-in", f"seat {seat} is not in hand {run.number}", seat=seat)
        return run.index_of[seat]

    def after_input(self, run: HandRun) -> None:
        """A hand that is over moves the chips, unless the floor will award or void it later in the record."""
        if run.hand.is_complete and self._session._resolution.closings.get(run.number, -1) <= self._index:
            h = run.hand
            final = {seat: h.stacks[i] for seat, i in run.index_of.items()}
            self._session._jackpot.after_hand_end(run)
            self._session._high_hand.after_showdown(run)
            # The increment leaves the table's chips for the jackpot, as the fixed drop does (never both).
            self.settle(run, final, h.rake_taken, h.jackpot_taken + h.jackpot_increment, COMPLETE)

    def settle(self, run: HandRun, final: dict[int, int], rake: int, jackpot: int, status: str,
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
        self.end_run(run, status, final, rake, jackpot, reason, authorised_by)
        run.open = True
        self.after_hand()

    def end_run(self, run: HandRun, status: str, final: dict[int, int], rake: int, jackpot: int,
                 reason: str = "", authorised_by: str = "") -> None:
        plan = run.plan
        start = tuple((s, run.start_stacks[s]) for s in plan.dealt)
        self._core.hands.append(HandSummary(
            run.number, status, plan.positions, plan.dealt, plan.posts, start,
            tuple((s, final[s]) for s in plan.dealt), sum(run.hand.contributions), rake, jackpot, run.segment,
            run.dealer, run.at, self._at, reason, authorised_by, run.redeal_of, tuple(run.corrections),
            plan.fresh_start, run.shift, run.bomb_pot, run.time_taken))
        run.ended = True

    def after_hand(self) -> None:
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
                                                self._session.dealer, q.index, self._session._shift))
                continue
            self._session._seats.add_chips(p, q.amount, at, q.index)
        for p in [p for p in core.seats.values() if p.leaving]:
            self._session._seats.cash_out(replace(p, leaving=False), at, self._index)

