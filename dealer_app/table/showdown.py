"""The showdown as the dealer checks it before pushing the pots (issue 7). No Qt here.

When the dealer shows the hands, the console first lays out what the engine's
award will do, and moves no chip: for each pot (main, side pots; the high and
low halves in hi-lo) the winners, the hand each wins with and the exact five
cards it uses (which are hole cards, which are board cards), each winner's
share, who takes the odd chip, the rake taken from that pot, and the uncalled
bets returned. The dealer then pushes the pots (the controller records the
shows and the award) or undoes the show.

Nothing here decides a winner: the figures are the engine's own award, made on
a copy of the hand with the shows applied (``shown_hand``), and the five cards
are the engine's choice (``best_high`` / ``best_low``: Omaha exactly two hole
and three board cards, Hold'em any five). Only the hi-lo halves are asked of
the engine's ``share_hilo`` again, because the hand's record keeps each
player's total from a pot, not each half's.
"""
from __future__ import annotations

from typing import Callable, Optional

from engine.award import share_hilo
from engine.cards import Card
from engine.ranking.evaluation import best_high, best_low
from engine.ranking.hand_names import describe_high, describe_low
from engine.hand import Hand, PotResult
from ui.views.showdown import PotAward, PotHalf, PotWinner, ShowdownView, UsedCard

from dealer_app.words.cash import awarded_pot_name
from dealer_app.words.table import hand_name, seat_words
from ui.views.words import say

# Store events of the dealer's showdown (no schema change: the store takes event kinds it does not
# reserve). The two marks let a console restarted between the show and the push come back to it.
POTS_SHOWN = "pots-shown"                 # the hands are shown, the pots are waiting to be pushed
POTS_SHOW_UNDONE = "pots-show-undone"     # the dealer took the show back (Undo) before pushing
POTS_PUSHED = "pots-pushed"               # the dealer confirmed the award: the chips moved


def shown_hand(hand: Hand, showing: Optional[list] = None) -> Hand:
    """A copy of ``hand`` (in its showdown) with every player still in showing, as the award leaves it.

    The hand itself is untouched. EngineError (IllegalShowdown) when a hand cannot be shown,
    e.g. a hole card the reader did not read; ``showing`` then holds that player."""
    copy = Hand.replay(hand.config, hand.inputs)
    for player in copy.showdown_order():
        if copy.phase != "showdown":
            break
        if showing is not None:
            showing[:] = [player]
        copy.show(player)
    return copy


def showdown_view(hand: Hand, seat_of: Callable[[int], int], card_text: Callable[[Card], str],
                  to_push: bool, in_chips: Optional[Callable] = None) -> Optional[ShowdownView]:
    """The award of a hand that went to a showdown, pot by pot (and run by run, for a board run more than
    once); None when nobody showed. ``in_chips(payouts)``: each winner's share as chips."""
    if not hand.is_complete or not hand.shown:
        return None
    names = _Names(hand, seat_of, card_text)
    pots = tuple(_pot(hand, i, result, names) for i, result in enumerate(hand.pot_results))
    returned = tuple(say("Controller", "{amount} uncalled, returned to {who}").format(
        amount=amount, who=names.who(p)) for p, amount in hand.uncalled_returns)
    payouts = tuple((seat_of(p), won) for p, won in enumerate(hand.payouts) if won)
    return ShowdownView(pots, returned, hand.rake_taken, to_push, payouts,
                        in_chips(payouts) if in_chips is not None else (),
                        all_in=any(e.all_in for e in hand.events))


class _Names:
    """Seats, names and cards of one hand, as the screen says them."""

    def __init__(self, hand: Hand, seat_of: Callable[[int], int], card_text: Callable[[Card], str]):
        self.hand, self.seat_of, self.card_text = hand, seat_of, card_text

    def who(self, player: int) -> str:
        return seat_words(self.seat_of(player), self.hand.config.players[player].name)

    def used(self, player: int, cards: tuple[Card, ...], low: bool = False) -> tuple[UsedCard, ...]:
        """The five cards, the player's own first, each group from the top card down (an ace is low in
        a low)."""
        hole = set(self.hand.hole[player])
        ordered = sorted(cards, key=lambda c: (c not in hole, -(1 if low and c.rank == 14 else c.rank)))
        return tuple(UsedCard(self.card_text(c), c in hole) for c in ordered)


def _pot(hand: Hand, index: int, result: PotResult, names: _Names) -> PotAward:
    cfg = hand.config
    runs = max(1, hand.runs) if result.run else 1
    index //= runs                                  # a pot's parts, one a run, follow one another
    name = awarded_pot_name(index, len(hand.pot_results) // runs, result.run)
    # The jackpot's chips beside the rake: the old fixed drop and the bad beat jackpot's increment
    # (taken from the main pot after the levy). Without the increment the panel said "1 920 contested"
    # above a winner paid 1 901, and the dealer could not see where 19 went.
    jackpot = result.jackpot + result.jackpot_increment
    shared = result.amount - result.rake - jackpot
    uncontested = len(result.eligible) == 1
    halves: tuple[PotHalf, ...] = ()
    board = tuple(result.board) if result.run else tuple(hand.board)
    if cfg.game.hilo and result.low_winners and not uncontested:
        halves = _hilo_halves(hand, result, shared, names, board)
    if not halves:
        winners = result.high_winners or result.eligible
        note = ""
        if cfg.game.hilo and not uncontested and not result.low_winners:
            note = say("Controller", "no low hand: the high takes the whole pot")
        halves = (PotHalf("", shared, tuple(
            _winner(hand, p, result.shares.get(p, 0), p in result.odd_chip_receivers, "high", names, board)
            for p in _clockwise(hand, winners)), note),)
    return PotAward(name, result.amount, result.rake, jackpot, shared,
                    tuple(names.seat_of(p) for p in result.eligible), halves, uncontested, result.run,
                    tuple(names.card_text(c) for c in board) if result.run else ())


def _hilo_halves(hand: Hand, result: PotResult, shared: int, names: _Names,
                 board: tuple) -> tuple[PotHalf, ...]:
    """The high and low halves of a hi-lo pot, from the engine's own split; () if they do not add up."""
    cfg = hand.config
    split = share_hilo(shared, result.high_winners, result.low_winners, list(range(hand.n)),
                       cfg.stakes.chip_unit, cfg.house.identical_hilo)
    if {p: a for p, a in split.payouts.items() if a} != dict(result.shares):
        return ()                               # not the award the hand made: show the whole pot instead
    if split.low is None:                       # the same players win both halves: one split
        winners = tuple(
            _winner(hand, p, split.high.payouts[p], p in split.high.odd_chip_receivers, "high-low", names, board)
            for p in _clockwise(hand, result.high_winners))
        return (PotHalf("high-low", shared, winners,
                        say("Controller", "the same hands win high and low: the pot is split as one")),)
    high_odd = set(split.high.odd_chip_receivers)
    if split.odd_chip_to_high and len(result.high_winners) == 1:
        high_odd.add(result.high_winners[0])    # a lone high winner takes the pot's odd chip
    high = PotHalf("high", split.high.amount, tuple(
        _winner(hand, p, split.high.payouts[p], p in high_odd, "high", names, board)
        for p in _clockwise(hand, result.high_winners)),
        say("Controller", "the odd chip goes to the high half") if split.odd_chip_to_high else "")
    low = PotHalf("low", split.low.amount, tuple(
        _winner(hand, p, split.low.payouts[p], p in split.low.odd_chip_receivers, "low", names, board)
        for p in _clockwise(hand, result.low_winners)))
    return high, low


def _winner(hand: Hand, player: int, amount: int, odd: bool, half: str, names: _Names,
            board_cards: tuple) -> PotWinner:
    cfg = hand.config
    hole = hand.hole[player]
    board = list(board_cards)
    seat = names.seat_of(player)
    name = cfg.players[player].name
    if any(c is None for c in hole) or len(board) < 3:
        return PotWinner(seat, name, amount, odd, "", ())       # won without a hand to read
    high_hand = low_hand = ""
    high_cards: tuple[UsedCard, ...] = ()
    low_cards: tuple[UsedCard, ...] = ()
    if half in ("high", "high-low"):
        value, cards = best_high(hole, board, cfg.game.hand_rule)
        high_hand, high_cards = hand_name(describe_high(value)), names.used(player, cards)
    if half in ("low", "high-low"):
        low = best_low(hole, board, cfg.game.hand_rule, cfg.house.low_qualifier)
        if low is not None:
            low_hand, low_cards = hand_name(describe_low(low[0])), names.used(player, low[1], low=True)
    if half == "low":
        return PotWinner(seat, name, amount, odd, low_hand, low_cards)
    return PotWinner(seat, name, amount, odd, high_hand, high_cards, low_hand, low_cards)


def _clockwise(hand: Hand, players) -> list[int]:
    """Players in the order odd chips go: clockwise from the first left of the button (index order)."""
    return sorted(set(players))
