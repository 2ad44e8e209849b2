"""The showdown as a hand plays it: who may show or muck, the hands shown checked against the cards dealt,
and the pots paid once every contender has shown (RULES.md 5; each pot's winners: showdown.py).

Functions of the ``Hand`` they are given (hand.py calls them from its methods of the same name), as betting.py
is for the betting: each checks before anything changes, so a refused show or muck leaves the hand as it was.
"""
from __future__ import annotations

from typing import Optional, Sequence

from .cards import Card
from .errors import IllegalShowdown
from .hand_event import Event, _new_event
from .showdown import award


def start_showdown(hand) -> None:
    hand.phase = "showdown"
    hand.events.append(Event("showdown", hand.street, detail=" ".join(
        hand._player_label(p) for p in hand.showdown_order())))
    maybe_award(hand)


def show(hand, player: int, cards: Optional[Sequence[Card]] = None) -> None:
    """A player shows; with no cards given, the hole cards the shoe read are shown."""
    if cards is None and hand.phase == "showdown" and 0 <= player < hand.n and not hand.folded[player] \
            and not hand.mucked[player] and player not in hand.shown:
        known = hand.hole[player]
        if len(known) == hand.config.game.hole_cards and None not in known:
            # The console's path at every showdown (each checked as check_can_show would): the cards the
            # shoe read, all of them, dealt once each, nothing to compare.
            _shows(hand, player, tuple(known))
            return
    check_can_show(hand, player)
    known = hand.hole[player]
    if cards is None:
        if None in known:
            raise IllegalShowdown("cards-unknown",
                                  f"{hand._player_label(player)}'s cards were not read; enter them")
        if len(known) == hand.config.game.hole_cards:
            # The cards the shoe read, all of them: dealt once each, nothing to compare.
            _shows(hand, player, tuple(known))
            return
        cards = tuple(known)
    cards = tuple(cards)
    if len(cards) != hand.config.game.hole_cards:
        raise IllegalShowdown("wrong-card-count",
                              f"{hand.config.game.name} hands have {hand.config.game.hole_cards} cards, "
                              f"not {len(cards)}", expected=hand.config.game.hole_cards, got=len(cards))
    if len(set(cards)) != len(cards):
        raise IllegalShowdown("card-seen-twice", "the same card is shown twice")
    for dealt, shown in zip(known, cards):
        if dealt is not None and dealt not in cards:
            raise IllegalShowdown("shown-cards-differ",
                                  f"{hand._player_label(player)} was dealt {dealt}, which is not among the "
                                  "cards shown", dealt=str(dealt))
    for c in cards:
        if c in hand.seen and c not in known:
            raise IllegalShowdown("card-seen-twice", f"{c} was already seen in this hand", card=str(c))
    _shows(hand, player, cards)


def _shows(hand, player: int, cards: tuple[Card, ...]) -> None:
    events = hand.events
    hand.inputs.append(("show", player, cards))          # Hand._record_input, inlined: nine at every showdown
    hand.outcomes.append((len(events), None))
    hand.seen.update(cards)
    hand.hole[player] = list(cards)
    shown = hand.shown
    shown[player] = cards
    events.append(_new_event(Event, ("show", hand.street, player, None, None, cards, False, "")))
    if hand.phase == "showdown":                          # maybe_award, inlined
        in_hand = hand.n - hand.folded.count(True) - hand.mucked.count(True)
        if in_hand == 1 or len(shown) >= in_hand:
            award_pots(hand)


def muck(hand, player: int) -> None:
    check_can_show(hand, player)
    if hand.in_hand_count <= 1:
        raise IllegalShowdown("last-player", "the last player in the hand cannot muck: the pot is theirs")
    # A muck gives up a claim; it may not leave a pot that nobody still claims.
    for pot in hand._build_pots(hand.contributions):
        if player in pot.eligible and not any(q != player and hand.in_hand(q) for q in pot.eligible):
            raise IllegalShowdown.naming_chips("last-claim", "{who} is the last claim on a pot of {pot}: show the "
                                               "hand", {"pot": pot.amount}, {"who": hand._player_label(player)},
                                               pot=pot.amount)
    hand._record_input(("muck", player))
    hand.mucked[player] = True
    hand.events.append(Event("muck", hand.street, player))
    maybe_award(hand)


def check_can_show(hand, player: int) -> None:
    if not 0 <= player < hand.n:
        raise IllegalShowdown("no-such-player", f"there is no player {player + 1}")
    if hand.phase == "complete":
        raise IllegalShowdown("hand-over", "the hand is over")
    if not hand.betting_over:
        raise IllegalShowdown("betting-not-over", "hands are shown when the betting is over")
    if hand.phase == "deal" and hand.street == "preflop" and \
            not all(f for s, f in zip(hand._segments[0], hand._filled[0]) if s.kind == "hole"):
        raise IllegalShowdown("deal-not-finished", "hands are shown once every hole card is dealt")
    if not hand.in_hand(player):
        raise IllegalShowdown("not-in-hand", f"{hand._player_label(player)} is not in the hand")
    if player in hand.shown:
        raise IllegalShowdown("already-shown", f"{hand._player_label(player)} has already shown")


def maybe_award(hand) -> None:
    if hand.phase != "showdown":
        return
    # Only a player still in the hand can have shown (a shown hand cannot be
    # mucked): every contender has shown when as many have shown as are in.
    in_hand = hand.in_hand_count
    if in_hand == 1 or len(hand.shown) >= in_hand:
        award_pots(hand)


def award_pots(hand) -> None:
    """Pay each pot's winners (engine/showdown.py decides them) and end the hand."""
    # Pots come from the bets (folds only); a muck gives up the claim, not the chips' pot.
    # One player left (the others left the table mid-run): no board to share, he takes each pot whole.
    runs = hand.runs if hand.in_hand_count > 1 else 1
    results, rake, jackpot, increment = award(hand.config, hand._build_pots(hand.contributions), hand.hole, hand.mucked,
                                   hand.board, runs, hand.run_boards)
    payouts, stacks, label, street = hand.payouts, hand.stacks, hand._player_label, hand.street
    for result in results:
        shares = result.shares
        for p, a in shares.items():
            payouts[p] += a
            stacks[p] += a
        hand.events.append(_new_event(Event, (
            "pot-awarded", street, None, result.amount, None, (), False,
            (f"run {result.run}; " if result.run else "") + f"rake {result.rake}; "
            + (f"jackpot increment {result.jackpot_increment}; " if result.jackpot_increment else "")
            + ", ".join(f"{label(p)} {a}" for p, a in sorted(shares.items())))))
    hand.pot_results = results
    hand.rake_taken = rake
    hand.jackpot_taken = jackpot
    hand.jackpot_increment = increment.amount
    hand.phase = "complete"
    hand.actor = None
    hand.events.append(_new_event(Event, ("hand-complete", hand.street, None, None, None, (), False, "")))
