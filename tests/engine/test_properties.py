"""Property tests of the hand engine over random games (RULES.md sections 1-6, 10).

Random hands (every game, all three structures, random house options, 2 up to
the game's most players, tiny and deep stacks, antes, straddles, live and dead
posts, rake on and off) are driven by random dealer inputs: mostly legal
actions, mixed with deliberately illegal ones (raises above the maximum or
below the minimum, wrong fixed-limit amounts, checks facing a bet, calls with
nothing to call, actions when nobody is to act, a card seen twice, a card when
none is expected, shows and mucks that are not allowed). After every input:

1. chips are conserved: stacks + the middle == the starting total while the
   hand runs; stacks + rake + jackpot == the starting total at the end;
2. no stack, bet, contribution, payout, rake or event amount is negative;
3. an accepted raise is within legal()'s [min_raise_to, max_raise_to] unless
   it is the player's all-in; the pot-limit maximum is the RULES.md 4 formula
   ``current + pot + (current - own)`` (short blinds counted in full only with
   the default house option, rounding up only with "up-to-unit", down to whole
   chips otherwise);
4. a refused input (action, card, show, muck) raises the right error class
   with a stable code and leaves every field of the hand identical;
5. ``Hand.replay(cfg, h.inputs)`` rebuilds the same state at any point, and
   ``undo()`` is the state before the last input;
6. a hand fed legal actions and cards always completes, and the payouts add
   up to the pot less rake and jackpot, paid to eligible players only;
7. fixed limit: the bet and raise are one exact amount (min == max), and a
   round holds at most a bet and ``raise_cap`` raises unless the heads-up
   rule lifts the cap (RULES.md 4: "the cap is lifted when the round becomes
   heads-up *before* the cap");
8. beyond the brief: an independent model of RULES.md 3-4 agrees with the
   engine on who acts next (heads-up order, the big blind's option, straddles)
   and, in no limit and pot limit, on the minimum raise and whether a short
   all-in reopens the betting; uncalled chips always go back; a round ends with
   every player still in and not all-in level; the showdown order is RULES.md
   3.6's; once ``betting_over`` says so nobody bets again (it lets hands be
   shown); and nobody wins more than the others matched of their live chips
   plus the dead money (RULES.md 5: a pot goes to its eligible players only).

Run the big profile with ``--slow``. ``--hypothesis-show-statistics`` shows
how often each refusal code and outcome came up.
"""
from __future__ import annotations


import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from engine.actions import Action, all_in, call, check, fold, raise_to
from engine.cards import CARDS, parse_cards
from engine.errors import EngineError, IllegalAction, IllegalDeal, IllegalShowdown
from engine.games import GAMES, Structure
from engine.hand import BIG_BLIND, DEAD, LIVE, SMALL_BLIND, Hand, HandConfig, PlayerSetup, Post
from engine.rules import Stakes
from hand_driver import assert_same, configs, run_hand, snapshot


# The normal run does not shrink: a whole hand per attempt makes shrinking take minutes, and
# each engine bug found has a minimal example test below. A failure prints the config and
# the inputs (``Hand.replay(cfg, inputs)`` reproduces it). The --slow run shrinks.
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)
QUICK = dict(deadline=None, phases=NO_SHRINK, suppress_health_check=[HealthCheck.too_slow])
FAST = settings(max_examples=500, **QUICK)
SLOW = settings(max_examples=5_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ====================================================================== configurations


# ====================================================================== helpers


# ====================================================================== the betting model


# ====================================================================== the driver


# ====================================================================== properties


@FAST
@given(cfg=configs(), data=st.data())
def test_random_hands_keep_every_invariant(cfg, data):
    """Properties 1-8 over every game, structure and house option, legal and illegal inputs."""
    run_hand(cfg, data)


@settings(max_examples=120, **QUICK)
@given(cfg=configs(), data=st.data())
def test_replay_and_undo_at_every_step(cfg, data):
    """Property 5 after every accepted input: replay(inputs) is the hand, undo() the state before."""
    run_hand(cfg, data, replay_each=True)


@settings(max_examples=200, **QUICK)
@given(cfg=configs(), data=st.data())
def test_legal_actions_alone_always_complete_the_hand(cfg, data):
    """Property 6: only legal actions and the expected cards always end the hand."""
    d = run_hand(cfg, data, illegal=False)
    assert d.h.is_complete


@settings(max_examples=200, **QUICK)
@given(cfg=configs(structure=Structure.FIXED_LIMIT), data=st.data())
def test_fixed_limit_hands(cfg, data):
    """Property 7 with more fixed-limit hands."""
    run_hand(cfg, data)


@settings(max_examples=200, **QUICK)
@given(cfg=configs(structure=Structure.POT_LIMIT), data=st.data())
def test_pot_limit_hands(cfg, data):
    """Property 3 with more pot-limit hands."""
    run_hand(cfg, data)


@settings(max_examples=100, **QUICK)
@given(cfg=configs(odd_stacks=True), data=st.data())
def test_legal_totals_are_whole_chip_units_with_odd_stacks(cfg, data):
    """legal()'s totals are whole chip units (or the all-in) even when a stack is not:
    a stack left by a rake in smaller units must not make legal() offer a refused raise."""
    run_hand(cfg, data)


@pytest.mark.slow
@SLOW
@given(cfg=configs(), data=st.data())
def test_random_hands_keep_every_invariant_long_run(cfg, data):
    run_hand(cfg, data)


@pytest.mark.slow
@settings(max_examples=1_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cfg=configs(), data=st.data())
def test_replay_and_undo_at_every_step_long_run(cfg, data):
    run_hand(cfg, data, replay_each=True)


# ====================================================================== examples


def table(n=3, structure=Structure.POT_LIMIT, stakes=Stakes(5, 10, 10, 20), stacks=None,
          game="omaha", **kw) -> Hand:
    stacks = stacks or [1_000] * n
    cfg = HandConfig(GAMES[game], structure, stakes,
                     tuple(PlayerSetup(f"P{i + 1}", s, seat=i + 1) for i, s in enumerate(stacks)), **kw)
    h = Hand(cfg)
    deal_until_betting(h)
    return h


_DECK = list(CARDS)


def deal_until_betting(h: Hand) -> None:
    for card in _DECK:
        if h.phase != "deal":
            return
        if card not in h.seen:
            h.deal(card)


def refusal(h: Hand, action: Action) -> IllegalAction:
    before = snapshot(h)
    with pytest.raises(IllegalAction) as info:
        h.apply(action)
    assert_same(before, snapshot(h), "a refused action changed the hand")
    return info.value


def test_seed_001_pot_raise_after_a_raise_to_30_is_105():
    h = table(4)                                  # blinds 5/10; player 3 raises to 30
    h.apply(raise_to(30))
    lg = h.legal()
    assert (lg.max_raise_to, lg.max_add) == (105, 105)
    assert "105" in lg.max_explanation.english()
    e = refusal(h, raise_to(106))
    assert e.code == "raise-above-pot-limit" and e.numbers == {"max": 105, "got": 106, "word": "raise",
                                                                  "arithmetic": lg.max_explanation}
    assert "105" in e.message and "106" in e.message and "pot limit" in e.message
    h.apply(raise_to(105))


def test_seed_002_pot_raises_70_then_240():
    h = table(4, stakes=Stakes(10, 20))
    assert h.legal().max_raise_to == 70
    h.apply(raise_to(70))
    assert h.legal().max_raise_to == 240


def test_seed_002_after_the_flop_570_then_2280():
    h = table(3, stakes=Stakes(10, 20), stacks=[5_000] * 3)
    h.apply(raise_to(70))          # the button
    h.apply(raise_to(190))         # the small blind re-raises
    h.apply(call())
    h.apply(call())
    deal_until_betting(h)
    assert h.street == "flop" and h.pot == 570
    lg = h.legal()
    assert lg.max_raise_to == 570 and lg.raise_word == "bet"
    h.apply(raise_to(570))
    lg = h.legal()
    assert lg.max_raise_to == 2280 and lg.max_add == 2280


def test_the_small_blind_is_shown_the_chips_to_add():
    # Blinds 5/10, the button raises to 30: the small blind's own 5 is not "other money",
    # so the pot raise is to 3 × 30 + 10 = 100, which is 95 more chips.
    h = table(3)
    h.apply(raise_to(30))
    lg = h.legal()
    assert lg.player == 0 and lg.max_raise_to == 3 * 30 + 10 == 100
    assert lg.max_add == 95 and lg.min_raise_to == 50 and lg.min_add == 45
    assert lg.max_explanation.english() == "3 × 30 + 10 = 100"


def test_refusal_raise_below_minimum():
    h = table(3, structure=Structure.NO_LIMIT)
    e = refusal(h, raise_to(15))
    assert e.code == "raise-below-minimum" and e.numbers == {"min": 20, "got": 15, "word": "raise"}
    assert "20" in e.message and "15" in e.message


def test_refusal_cannot_check_facing_a_bet():
    h = table(3)
    e = refusal(h, check())
    assert e.code == "cannot-check" and e.numbers == {"to_call": 10}
    assert "10 to call" in e.message


def test_refusal_nothing_to_call_for_the_big_blind_option():
    h = table(3)
    h.apply(call())
    h.apply(call())
    assert h.actor == 1 and h.legal().can_check
    e = refusal(h, call())
    assert e.code == "nothing-to-call" and "check" in e.message


def test_refusal_wrong_limit_amount():
    h = table(3, structure=Structure.FIXED_LIMIT)
    e = refusal(h, raise_to(25))
    assert e.code == "wrong-limit-amount" and e.numbers == {"amount": 20, "got": 25, "word": "raise"}
    assert "exactly 20" in e.message


def test_refusal_raise_cap_reached():
    h = table(4, structure=Structure.FIXED_LIMIT)
    for total in (20, 30, 40):                    # the big blind is the bet, then 3 raises
        h.apply(raise_to(total))
    lg = h.legal()
    assert not lg.can_raise and lg.closed_reason == "cap"
    e = refusal(h, raise_to(50))
    assert e.code == "raise-cap-reached" and "3 raises" in e.message
    h.apply(call())


def test_refusal_betting_closed_after_a_short_all_in():
    # Flop: player 1 bets 100, player 2 is all-in for 150 (not a full raise), player 3 calls:
    # player 1 already acted and may only call or fold (RULES.md 4, incomplete all-ins).
    h = table(3, structure=Structure.NO_LIMIT, stacks=[1_000, 160, 1_000])
    h.apply(call())
    h.apply(call())
    h.apply(check())
    deal_until_betting(h)
    h.apply(raise_to(100))
    h.apply(all_in())
    assert h.events[-1].total == 150 and h.events[-1].all_in
    h.apply(call())
    lg = h.legal()
    assert lg.player == 0 and not lg.can_raise and lg.closed_reason == "short-all-in"
    e = refusal(h, raise_to(300))
    assert e.code == "betting-closed" and "call or fold" in e.message
    assert refusal(h, raise_to(h.stacks[0])).code == "betting-closed"
    h.apply(call())


def test_refusal_no_betting_now_and_cards_refused():
    cfg = HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                     tuple(PlayerSetup(f"P{i + 1}", 1_000) for i in range(3)))
    h = Hand(cfg)
    e = refusal(h, check())
    assert e.code == "no-betting-now" and "hole card 1" in e.message
    h.deal(CARDS[0])
    before = snapshot(h)
    with pytest.raises(IllegalDeal) as info:
        h.deal(CARDS[0])
    assert info.value.code == "card-seen-twice" and str(CARDS[0]) in info.value.message
    assert_same(before, snapshot(h), "a refused card changed the hand")
    deal_until_betting(h)
    before = snapshot(h)
    with pytest.raises(IllegalDeal) as info:
        h.deal(CARDS[51])
    assert info.value.code == "no-card-expected" and "to act" in info.value.message
    assert_same(before, snapshot(h), "a refused card changed the hand")


# ---------------------------------------------------------------- engine bugs found by the properties


def test_fixed_limit_cap_stays_once_reached_with_three_players():
    """RULES.md 4: "the cap is lifted when the round becomes heads-up *before* the cap".

    Three players, fixed limit 10/20: the big blind is the bet, player 3 raises to 20,
    player 1 to 30, player 2 caps it at 40. Player 3 folds: the round is now
    heads-up, but it became so *after* the cap, so player 1 may only call or fold.
    """
    h = table(3, structure=Structure.FIXED_LIMIT)
    for total in (20, 30, 40):
        h.apply(raise_to(total))
    assert h.legal().closed_reason == "cap"
    h.apply(fold())
    lg = h.legal()
    assert lg.player == 0
    assert not lg.can_raise, f"the cap was lifted by a fold after it was reached: {lg}"


def test_no_hand_is_shown_before_its_hole_cards_are_dealt():
    """RULES.md 3.2 and 3.6: hands are shown when the betting is over, and a hand is the
    game's hole cards *as dealt*.

    Heads-up hold'em 5/10, both players all-in from the blinds (stacks 10 and 5): the
    betting is over before a card is dealt. A "show" of A♠ A♥ for player 1 then must be
    refused: the shoe has not dealt those cards to anyone. Accepting it records cards the
    player never received, and the deal then gives player 1 two more hole cards (four in
    hold'em) while A♠ can no longer be dealt (the shoe's next card is refused as seen twice).
    """
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     (PlayerSetup("P1", 10), PlayerSetup("P2", 5)))
    h = Hand(cfg)
    assert h.phase == "deal" and h.betting_over
    before = snapshot(h)
    with pytest.raises(IllegalShowdown):
        h.show(0, parse_cards("As Ah"))
    assert_same(before, snapshot(h), "a refused show changed the hand")


def test_betting_is_not_over_while_a_player_must_still_call_the_blinds():
    """RULES.md 3.6: "If a player is all-in and betting is over, all hands are shown at once."

    No limit 5/10, three players: P1 has 5 and P2 has 10, both all-in from the blinds; P3 has
    1,000 and must still call 10 or fold once the hole cards are out. During the deal the
    engine says betting_over is True and accepts P1's and P2's shows, so P3 would decide
    with both hands face up. The betting is not over until P3 has acted.
    """
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     (PlayerSetup("P1", 5), PlayerSetup("P2", 10), PlayerSetup("P3", 1_000)))
    h = Hand(cfg)
    for card in parse_cards("2c 3c 4c 2d 3d"):
        h.deal(card)
    assert not h.betting_over, "P3 still has to call the big blind or fold"
    before = snapshot(h)
    with pytest.raises(IllegalShowdown):
        h.show(0)
    assert_same(before, snapshot(h), "a refused show changed the hand")
    h.deal(parse_cards("4d")[0])
    assert h.phase == "bet" and h.actor == 2


def test_a_side_pot_never_goes_to_a_player_who_is_not_eligible_for_it():
    """RULES.md 5: "each pot is awarded among its own eligible players only".

    No limit 5/10, P1 (small blind) has 50, P2 and P3 1,000 each. P3 raises to 200, P1 is
    all-in for 50, P2 calls 200; checked down. Main pot 150 (P1, P2, P3), side pot 300
    (P2, P3 only). At the showdown P1 shows, P2 mucks, then P3 mucks too. P1 was never in
    the side pot, so P1 can win at most the 150 main pot; the side pot belongs to P3, the
    last player left in it (or P3's muck must be refused).
    """
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     (PlayerSetup("P1", 50), PlayerSetup("P2", 1_000), PlayerSetup("P3", 1_000)))
    h = Hand(cfg)
    for card in parse_cards("2c 7d Ah 3c 8d Ad"):
        h.deal(card)
    h.apply(raise_to(200))
    h.apply(all_in())
    h.apply(call())
    for card in parse_cards("Kd Ac Ks Kh Qs Kc Jd Qh"):     # burn, flop, burn, turn, burn, river
        if h.phase == "bet":
            h.apply(check())
            h.apply(check())
        h.deal(card)
    h.apply(check())
    h.apply(check())
    assert h.phase == "showdown" and h.contributions == [50, 200, 200]
    h.show(0)
    h.muck(1)
    try:
        h.muck(2)
    except IllegalShowdown:
        return                                   # refusing the last muck in the side pot is fine too
    assert h.is_complete
    assert h.payouts[0] <= 150, f"P1 all-in for 50 won {h.payouts[0]}: {h.pot_results}"
    assert h.payouts[2] == 300


def test_legal_minimum_is_a_raise_the_engine_accepts_with_an_odd_stack():
    """legal() drives the dealer's buttons: its minimum raise must be accepted.

    No limit 25/50 with a 5-chip unit; P3 (stack 92, e.g. after a rake rounded to 1-chips
    in an earlier hand) moves all-in to 92, not a full raise. legal() offers P1 a minimum
    raise to 92 + 50 = 142, and apply(raise_to(142)) is refused: "142 is not a whole
    number of 5-chips". The minimum should be a whole number of chip units (145), or 142
    should be accepted (or the set-up should refuse a stack that is not whole units).
    """
    stakes = Stakes(25, 50, chip_unit=5)
    try:
        h = table(3, structure=Structure.NO_LIMIT, stakes=stakes, stacks=[1_000, 1_000, 92])
    except EngineError:
        return
    h.apply(all_in())
    lg = h.legal()
    h.apply(raise_to(lg.min_raise_to))


def test_a_dead_blind_does_not_count_as_part_of_an_all_in_bet():
    """RULES.md 7: a returning player's small-blind amount "is dead (it goes to the pot and
    does not count as part of the player's bet)"; RULES.md 5: side pots come from the all-in
    levels and each pot goes to its own eligible players only.

    No limit 5/10, three players. P3 returns with 25: posts 10 live and 5 dead, then moves
    all-in, a raise to 20 (P3's whole bet). P1 raises to 60, P2 calls; P3 has the best hand.
    P3 bet 20, so P3 can win 20 from each opponent plus the dead 5: main pot 3 × 20 + 5 = 65
    (P1, P2, P3), side pot 2 × 40 = 80 (P1, P2). Counting the dead 5 as part of P3's level
    makes the main pot 75 and lets P3 win 5 chips from each opponent that P3 never bet.
    """
    posts = (Post(0, 5, SMALL_BLIND), Post(1, 10, BIG_BLIND), Post(2, 10, LIVE), Post(2, 5, DEAD))
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     (PlayerSetup("P1", 1_000), PlayerSetup("P2", 1_000), PlayerSetup("P3", 25)), posts=posts)
    h = Hand(cfg)
    for card in parse_cards("2c 3c Ah 7d 8d Ad"):        # P1 2c 7d, P2 3c 8d, P3 Ah Ad
        h.deal(card)
    h.apply(all_in())
    assert h.events[-1].total == 20 and h.events[-1].all_in
    h.apply(raise_to(60))
    h.apply(call())
    for card in parse_cards("Kd Kc Ks 5h 9s Qh Jd 4s"):   # burn, flop, burn, turn, burn, river
        if h.phase == "bet":
            h.apply(check())
            h.apply(check())
        h.deal(card)
    h.apply(check())
    h.apply(check())
    for p in h.showdown_order():
        h.show(p)
    assert h.is_complete
    assert h.payouts == [0, 80, 65], [(r.amount, r.eligible, r.shares) for r in h.pot_results]
