"""The hand engine as a Hypothesis state machine (issue 9): a table plays hand after hand, each
hand a random game, structure, set of house options and player count (test_properties.configs),
and at every step Hypothesis chooses between a legal input (a card, an action, a show or muck,
as test_properties.Driver plays them) and an input the rules refuse (Driver.try_illegal).

Invariants after every step, whatever came before:
- chips are conserved: stacks + the middle == the starting chips (stacks + rake + jackpot at the end);
- no stack, bet, contribution or payout is negative;
- the pot is the sum of what each player put in (contributions), and no street's bet exceeds it;
- in a betting round legal() is the rules' own: in pot limit the maximum is RULES.md 4's
  ``current + pot + (current - own)`` (Driver.check_legal), never above the player's chips;
- a refused input raises a stable code and changes nothing: the snapshot of every field of the
  hand before equals the one after (checked inside ``refused``).

Unlike test_properties.py (one hand per example, inputs in the driver's order), Hypothesis here
chooses the order of legal and illegal inputs and shrinks a failure to the shortest sequence.
``--slow`` runs 1,000 machines of up to 400 steps.
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from hand_driver import Driver, configs


class TableMachine(RuleBasedStateMachine):
    """One table: a Driver for the hand in play, a new random configuration for each next hand."""

    driver: Driver

    @initialize(cfg=configs(), data=st.data())
    def first_hand(self, cfg, data):
        self.hands = 0
        self.refused = 0
        self.driver = Driver(cfg, data)

    @property
    def hand(self):
        return self.driver.h

    # ------------------------------------------------------------ rules

    @precondition(lambda self: self.hand.phase != "complete")
    @rule(data=st.data())
    def legal_input(self, data):
        d = self.driver
        d.data = data                        # the decisions of this step come from this rule's draw
        if self.hand.phase == "deal":
            d.deal_step()
        elif self.hand.phase == "bet":
            d.bet_step()
        else:
            d.showdown_step()

    @rule(data=st.data())
    def illegal_input(self, data):
        self.driver.data = data
        self.driver.try_illegal()            # asserts the refusal, its code and the unchanged snapshot
        self.refused += 1

    @precondition(lambda self: self.hand.phase == "complete")
    @rule(cfg=configs(), data=st.data())
    def next_hand(self, cfg, data):
        self.driver.check_complete()         # payouts, pots to eligible players, replay and undo
        self.hands += 1
        self.driver = Driver(cfg, data)

    # ------------------------------------------------------------ invariants

    @invariant()
    def chips_conserved_and_never_negative(self):
        self.driver.check_invariants()

    @invariant()
    def the_pot_is_what_the_players_put_in(self):
        h = self.hand
        assert h.pot == sum(h.contributions), (h.pot, h.contributions)
        assert all(b <= c for b, c in zip(h.street_bets, h.contributions))

    @invariant()
    def legal_is_the_rules_maximum_and_minimum(self):
        h = self.hand
        if h.phase != "bet":
            return
        lg = h.legal()
        # RULES.md 4's pot-limit formula exactly (house options for short blinds and rounding), the
        # fixed-limit amount, the minimum raise and whether a short all-in reopened the betting.
        self.driver.check_legal(lg)
        if lg.can_raise:
            assert lg.max_raise_to <= h.street_bets[lg.player] + h.stacks[lg.player], lg

MACHINE_SETTINGS = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow, HealthCheck.filter_too_much]}


def test_the_engine_keeps_every_invariant_under_random_legal_and_illegal_inputs():
    TableMachine.TestCase.settings = settings(max_examples=30, stateful_step_count=120, **MACHINE_SETTINGS)
    TableMachine.TestCase().runTest()


@pytest.mark.slow
def test_the_engine_state_machine_long_run():
    TableMachine.TestCase.settings = settings(max_examples=1_000, stateful_step_count=400, **MACHINE_SETTINGS)
    TableMachine.TestCase().runTest()
