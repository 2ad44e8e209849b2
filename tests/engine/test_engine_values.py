"""The engine gives values, the words are made from them (issue 17, point 3): the engine's side.

The pot-limit arithmetic as numbers (RULES.md 4's worked examples), the
all-in and the preset sizes in ``legal()``, the expected card's kind, seat and
number, hand names as category + ranks, the session file's warnings as codes:
each a ``str`` whose text is the engine's English, unchanged.
"""
from __future__ import annotations

import ast
import pickle
from dataclasses import replace
from decimal import Decimal
from itertools import combinations, combinations_with_replacement
from pathlib import Path

import pytest

from engine.actions import all_in, call, check, fold, raise_to
from engine.card_labels import BURN, FLOP, HOLE, RIVER, TURN, CardLabel, label_named
from engine.cards import Card, parse_cards
from engine.ranking.evaluation import high_value, low_values
from engine.ranking.hand_names import describe_high, describe_low
from engine.hand import Hand, PlayerSetup
from engine.ranking.hand_names import FULL_HOUSE, LOW, STRAIGHT_FLUSH, TWO_PAIR, HandName, hand_name_said
from engine.legal import (ALL_IN_ABOVE_POT_LIMIT, BET, LAST_BET, POT, ROUNDED_UP, THE_POT, UNPOSTED_SMALL_BLIND,
                          WHOLE_CHIPS, BetSizes, PotLimitSum, Term)
from engine.rules import HouseRules
from engine.settings import (BIG_BET_NOT_TWICE_SMALL_BET, SMALL_BET_NOT_BIG_BLIND, UNKNOWN_KEY, UNKNOWN_SECTION,
                             SettingsWarning,
                             parse_session)
from tables import deal_street, make_hand

ROOT = Path(__file__).resolve().parents[2]


# ------------------------------------------------------------ the pot-limit arithmetic as numbers

def _first_in_without_a_small_blind():
    """Blinds 5/10, dead button: the small blind's seat is empty, only the big blind posts (RULES.md 4)."""
    from engine.settings import parse_session
    from engine.session.table import TableSession
    from sessions import deal_cards

    session = TableSession(parse_session(
        "[stakes]\nsmall_blind = 5\nbig_blind = 10\nmin_buy_in = 100\nmax_buy_in = 2000\n"
        '[house]\nbutton = "dead"\n[table]\nseats = 9\n'))
    for seat in range(1, 7):
        session.sit(seat, f"P{seat}", 1000)
    session.start_hand(button=1)
    deal_cards(session)
    while session.hand is not None:
        session.act(fold())
    session.leave(3)
    session.start_hand()
    deal_cards(session)
    return session


def test_first_in_at_5_10_the_sum_is_3_times_10_and_the_unposted_small_blind_35_then_120():
    session = _first_in_without_a_small_blind()
    arithmetic = session.hand.legal().max_explanation
    assert isinstance(arithmetic, PotLimitSum)
    assert arithmetic.terms == (Term(LAST_BET, 10), Term(UNPOSTED_SMALL_BLIND, 5))
    assert (arithmetic.sum, arithmetic.total, arithmetic.rounding, arithmetic.all_in) == (35, 35, "", None)
    assert arithmetic.english() == "3 × 10 + 5 (small blind, not posted) = 35"        # the English, unchanged
    session.act(raise_to(35))
    arithmetic = session.hand.legal().max_explanation
    assert arithmetic.terms == (Term(LAST_BET, 35), Term(BET, 10), Term(UNPOSTED_SMALL_BLIND, 5))
    assert arithmetic.total == session.hand.legal().max_raise_to == 120
    assert arithmetic.english() == "3 × 35 + 10 + 5 (small blind, not posted) = 120"


def test_seed_001_raise_to_30_the_next_may_raise_to_3_times_30_plus_10_plus_5():
    hand = make_hand([1000] * 4, blinds=(5, 10))
    hand.apply(raise_to(30))
    arithmetic = hand.legal().max_explanation
    assert arithmetic.terms == (Term(LAST_BET, 30), Term(BET, 10), Term(BET, 5))
    assert [t.amount for t in arithmetic.terms[1:]] == [10, 5] and arithmetic.total == 105


def test_seed_002_on_the_flop_the_bet_is_the_pot_570_and_the_raise_3_times_570_plus_the_pot():
    hand = make_hand([10000] * 3, blinds=(10, 20))
    for action in (raise_to(70), raise_to(190), call(), call()):
        hand.apply(action)
    deal_street(hand)
    bet = hand.legal().max_explanation
    assert bet.is_the_pot and bet.terms == (Term(THE_POT, 570),) and bet.total == 570
    assert bet.english() == "the pot, 570"
    hand.apply(raise_to(570))
    raise_ = hand.legal().max_explanation
    assert raise_.terms == (Term(LAST_BET, 570), Term(POT, 570)) and raise_.total == 2280


def test_an_odd_sum_is_made_whole_chips_by_the_house_option_and_says_so():
    # Chips of 5, blinds 5/10; the button is all-in for 33: the small blind's pot raise is
    # 3 × 33 + 10 = 109, exactly 105 in whole 5-chips, or 110 rounded up with the option.
    def sb_facing_all_in(house: HouseRules):
        hand = make_hand([1000, 1000, 33], blinds=(5, 10), chip_unit=5, house=house)
        hand.apply(all_in())
        return hand.legal().max_explanation

    exact, rounded = sb_facing_all_in(HouseRules()), sb_facing_all_in(HouseRules(pot_limit_rounding="up-to-unit"))
    assert exact.terms == rounded.terms == (Term(LAST_BET, 33), Term(BET, 10))
    assert (exact.sum, exact.total, exact.rounding, exact.chip_unit) == (109, 105, WHOLE_CHIPS, 5)
    assert (rounded.sum, rounded.total, rounded.rounding) == (109, 110, ROUNDED_UP)
    assert exact.english() == "3 × 33 + 10 = 109, 105 in whole 5-chips"
    assert rounded.english() == "3 × 33 + 10 = 109, rounded up to 110"


def test_an_all_in_below_the_maximum_is_part_of_the_value():
    hand = make_hand([1000, 1000, 1000, 80], blinds=(5, 10))
    hand.apply(raise_to(30))
    arithmetic = hand.legal().max_explanation          # the fourth player has 80, under the 105
    assert (arithmetic.total, arithmetic.all_in) == (105, 80)
    assert arithmetic.english() == "3 × 30 + 10 + 5 = 105; all-in is 80"


def test_a_hand_history_in_cents_is_written_in_its_own_units_but_the_factor_3_is_not_chips():
    arithmetic = PotLimitSum((Term(LAST_BET, 30), Term(BET, 10), Term(UNPOSTED_SMALL_BLIND, 5)), 105, 105)
    assert arithmetic.english(lambda chips: Decimal(chips) / 100) == (
        "3 × 0.3 + 0.1 + 0.05 (small blind, not posted) = 1.05")


def test_the_values_are_frozen_and_survive_a_copy():
    arithmetic = make_hand([1000] * 4, blinds=(5, 10)).legal().max_explanation
    with pytest.raises(AttributeError):
        arithmetic.total = 1                                           # type: ignore[misc]
    copy = pickle.loads(pickle.dumps(arithmetic))
    assert copy == arithmetic and copy.terms == arithmetic.terms and isinstance(copy, PotLimitSum)
    label = CardLabel(HOLE, 2, seat=4)
    assert pickle.loads(pickle.dumps(label)).seat == 4
    with pytest.raises(AttributeError):
        label.seat = 5                                                 # type: ignore[misc]


def test_each_value_is_equal_by_its_fields_hashable_frozen_picklable_and_no_str():
    # Issue 27: values carry their words; none is its own English text any more.
    arithmetic = PotLimitSum((Term(LAST_BET, 30), Term(BET, 10), Term(BET, 5)), 105, 105)
    values = [(arithmetic, PotLimitSum((Term(LAST_BET, 30), Term(BET, 10), Term(BET, 5)), 105, 105),
               PotLimitSum((Term(LAST_BET, 30), Term(BET, 10), Term(BET, 5)), 105, 105, all_in=80),
               "3 × 30 + 10 + 5 = 105", "total"),
              (CardLabel(HOLE, 2, seat=4), CardLabel(HOLE, 2, seat=4), CardLabel(HOLE, 2, seat=5),
               "seat 4, hole card 2", "seat"),
              (HandName(FULL_HOUSE, ("K", "9")), HandName(FULL_HOUSE, ("K", "9")), HandName(FULL_HOUSE, ("9", "K")),
               "kings full of nines", "ranks"),
              (SettingsWarning(UNKNOWN_KEY, section="game", key="shape"),
               SettingsWarning(UNKNOWN_KEY, section="game", key="shape"),
               SettingsWarning(UNKNOWN_KEY, section="game", key="form"), "unknown key game.shape ignored", "code")]
    for value, same, other, english, field in values:
        assert not isinstance(value, str)
        assert value == same and hash(value) == hash(same) and value != other and value != english
        assert value.english() == english
        assert len({value, same, other}) == 2
        copy = pickle.loads(pickle.dumps(value))
        assert copy == value and type(copy) is type(value) and copy.english() == english
        with pytest.raises(AttributeError):
            setattr(value, field, 1)
    with pytest.raises(TypeError):
        SettingsWarning(UNKNOWN_KEY, section="game", key="shape").numbers["key"] = "form"  # type: ignore[index]


def test_outside_pot_limit_there_is_no_pot_limit_sum():
    for hand in (make_hand([1000] * 4, structure="no-limit", blinds=(5, 10)),
                 make_hand([1000] * 4, structure="fixed-limit", blinds=(5, 10), bets=(10, 20))):
        assert hand.legal().can_raise and hand.legal().max_explanation is None
    assert isinstance(make_hand([1000] * 4, blinds=(5, 10)).legal().max_explanation, PotLimitSum)


# ------------------------------------------------------------ the all-in and the presets in legal()

def test_pot_limit_presets_and_an_all_in_above_the_pot_limit():
    # 5/10, raise to 30: the next player's minimum is 50 (30 + the 20 raised), the pot 105 and
    # ½ pot 30 + (105 − 30) // 2 = 67; an all-in of 1,000 is above the pot limit.
    hand = make_hand([1000] * 4, blinds=(5, 10))
    hand.apply(raise_to(30))
    legal = hand.legal()
    assert legal.bet_sizes == BetSizes(min=50, half_pot=67, pot=105, all_in=None)
    assert (legal.all_in_to, legal.all_in_word, legal.all_in_is_call) == (1000, "raise", False)
    assert legal.all_in_refused == ALL_IN_ABOVE_POT_LIMIT


def test_no_limit_presets_stop_at_the_stack():
    # No limit 25/50, a player with 120: the pot raise would be 175 and half of it 112 (issue 16).
    hand = make_hand([1000, 1000, 120, 1000], structure="no-limit", blinds=(25, 50))
    legal = hand.legal()
    assert legal.bet_sizes == BetSizes(min=100, half_pot=112, pot=120, all_in=120)
    assert legal.all_in_to == 120 and legal.all_in_refused == ""


def test_fixed_limit_has_one_size_and_no_half_pot_or_pot():
    hand = make_hand([1000] * 4, structure="fixed-limit", blinds=(5, 10), bets=(10, 20))
    legal = hand.legal()
    assert legal.bet_sizes == BetSizes(min=20, half_pot=None, pot=None, all_in=None)


def test_an_all_in_for_less_than_the_call_is_a_call():
    hand = make_hand([1000, 1000, 1000, 20], blinds=(5, 10))
    hand.apply(raise_to(30))
    legal = hand.legal()                                # 20 left, 30 to call
    assert (legal.to_call, legal.all_in_to) == (20, 20)
    assert legal.all_in_word == "call" and legal.all_in_is_call and legal.all_in_refused == ""
    assert legal.bet_sizes == BetSizes(None, None, None, None)


def test_after_a_short_all_in_the_player_who_acted_may_not_go_all_in():
    # No limit 5/10: A raises to 30, B calls, C is all-in for 40 (less than a full raise): A may
    # only call or fold, and an all-in for more than the call is refused rather than made a call.
    hand = make_hand([1000, 1000, 1000, 40], structure="no-limit", blinds=(5, 10))
    hand.apply(raise_to(30))
    hand.apply(all_in())                                # 40: 10 more, not a full raise of 20
    hand.apply(fold())
    hand.apply(fold())
    legal = hand.legal()                                # back to the raiser
    assert legal.closed_reason == "short-all-in" and not legal.can_raise
    assert legal.all_in_word == "" and legal.all_in_refused == "short-all-in"


# ------------------------------------------------------------ the expected card

def test_the_expected_card_is_a_value_with_its_seat_and_number():
    hand = make_hand([1000] * 3, deal=False)
    expected = hand.expected_card()
    assert (expected.label.kind, expected.label.seat, expected.label.number) == (HOLE, 1, 1)
    assert expected.label.english() == "seat 1, hole card 1"
    hand.deal(None)
    assert hand.expected_card().label == CardLabel(HOLE, 1, seat=2)
    assert hand.expected_card().label.english() == "seat 2, hole card 1"


def test_a_player_without_a_seat_is_named_by_number():
    config = make_hand([1000] * 3, deal=False).config
    hand = Hand(replace(config, players=tuple(PlayerSetup(f"P{i}", 1000) for i in range(3))))
    label = hand.expected_card().label
    assert (label.kind, label.seat, label.player, label.number) == (HOLE, None, 0, 1)
    assert label.english() == "player 1, hole card 1"


def test_the_board_cards_and_burns_are_labelled_by_kind_and_position():
    hand = make_hand([1000] * 3, blinds=(5, 10))
    for action in (call(), call(), check()):             # the button and the small blind call, the big blind checks
        hand.apply(action)
    assert hand.phase == "deal"
    labels = []
    while hand.phase == "deal":
        labels.append(hand.expected_card().label)
        hand.deal(hand._test_deck.pop())
    assert [(x.kind, x.number) for x in labels] == [(BURN, 1), (FLOP, 1), (FLOP, 2), (FLOP, 3)]
    assert [x.english() for x in labels] == ["burn", "flop 1", "flop 2", "flop 3"]
    assert [e.detail for e in hand.events if e.kind == "board-card"][-1].kind == FLOP


@pytest.mark.parametrize("text", ["seat 4, hole card 2", "player 3, hole card 1", "burn", "flop 1", "turn", "river",
                                  "run 2, flop 3", "run 2, burn", "seat 10, hole card 6"])
def test_a_records_label_is_given_back_as_its_value(text):
    label = label_named(text)
    assert isinstance(label, CardLabel) and label.english() == text
    assert label_named(label.english()) is label


def test_turn_and_river_are_positions_4_and_5_and_unknown_text_is_no_label():
    assert (label_named("turn").kind, label_named("turn").number) == (TURN, 4)
    assert (label_named("river").kind, label_named("river").number) == (RIVER, 5)
    assert label_named("run 2, river").run == 2
    assert label_named("the moon") is None


# ------------------------------------------------------------ hand names

def test_a_full_house_is_its_category_and_two_ranks():
    name = describe_high(high_value(parse_cards("Kc Kd Kh 9s 9c")))
    assert name == HandName(FULL_HOUSE, ("K", "9")) and (name.category, name.ranks) == (FULL_HOUSE, ("K", "9"))
    assert name.english() == "kings full of nines"
    assert describe_high(high_value(parse_cards("Tc Td 4h 4s Ac"))).ranks == ("T", "4")
    assert describe_high(high_value(parse_cards("Tc Td 4h 4s Ac"))).english() == "two pair, tens and fours"


def test_a_royal_flush_is_a_straight_flush_ace_high():
    name = describe_high(high_value(parse_cards("As Ks Qs Js Ts")))
    assert (name.category, name.ranks, name.is_royal, name.english()) == (STRAIGHT_FLUSH, ("A",), True, "royal flush")


def test_a_low_is_its_five_ranks_top_first():
    (value,) = low_values([parse_cards("As 2d Kc Qh")], parse_cards("3c 5d 7h 9s Jc"), "omaha", 8)
    name = describe_low(value)
    assert (name.category, name.ranks, name.english()) == (LOW, ("7", "5", "3", "2", "A"), "7-5-3-2-A")


def _every_high_name():
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(ranks.count(r) for r in ranks) <= 4:
            cards = [Card(r, "cdhs"[ranks[:i].count(r)]) for i, r in enumerate(ranks)]
            if len(set(ranks)) == 5:
                cards[-1] = Card(ranks[-1], "d")
            yield describe_high(high_value(cards))
    for ranks in combinations(range(2, 15), 5):
        yield describe_high(high_value([Card(r, "h") for r in ranks]))


def test_every_high_name_the_engine_says_is_given_back_from_its_text():
    names = set(_every_high_name())
    assert len(names) > 300
    for name in names:
        said = hand_name_said(name.english())
        assert said == name and (said.category, said.ranks) == (name.category, name.ranks)
    assert hand_name_said("7-5-3-2-A") is None and hand_name_said(TWO_PAIR) is None


# ------------------------------------------------------------ the session file's warnings

def test_the_warnings_are_codes_with_their_names_and_amounts():
    settings = parse_session("[stakes]\nsmall_blind = 5\nbig_blind = 10\nsmall_bet = 20\nbig_bet = 30\n"
                             '[game]\nstructure = "fixed-limit"\nshape = "oval"\n[tournament]\nlevels = 3\n')
    said = {w.code: dict(w.numbers) for w in settings.warnings}
    assert said == {UNKNOWN_SECTION: {"section": "tournament"}, UNKNOWN_KEY: {"section": "game", "key": "shape"},
                    SMALL_BET_NOT_BIG_BLIND: {"small_bet": 20, "big_blind": 10},
                    BIG_BET_NOT_TWICE_SMALL_BET: {"big_bet": 30, "small_bet": 20}}
    assert sorted(w.english() for w in settings.warnings) == sorted([
        "unknown section [tournament] ignored", "unknown key game.shape ignored",
        "stakes.small_bet 20 is not the big blind 10 (usually small bet = big blind)",
        "stakes.big_bet 30 is not twice the small bet 20 (usually big bet = 2 × small bet)"])


# ------------------------------------------------------------ the replay command's cents

def test_the_replay_command_scales_the_arithmetic_from_its_value():
    tree = ast.parse((ROOT / "engine" / "replay.py").read_text(encoding="utf-8"))
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.Import) and any(a.name == "re" for a in n.names)]
