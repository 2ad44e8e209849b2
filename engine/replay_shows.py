"""What a hand history's shows mean (``pN sm``), as real online histories write them.

- ``pN sm ????``: the player kept the cards face down; nobody recorded them. Where they were
  dealt known, the show means those cards; where not, the player claims nothing he cannot
  prove: at the end of the file he gives up each pot in which another player's cards are
  known (online histories show the winner's cards, not the losers'), and where every other
  claim is unrecorded too the winner is not known: the hand stays at its showdown, its pots
  as they stand (issue 24).
- A show after the hand is over, by a player still in (the last one after a walk, paid when the
  others folded; or one who showed already): voluntary, it changes nothing, but the cards must
  be the ones dealt and seen nowhere else.
- The showdown a file leaves open is finished from the cards it dealt.
"""
from __future__ import annotations

from typing import Optional, Sequence

from .cards import Card, format_cards
from .errors import IllegalShowdown
from .hand import Hand
from .phh.actions import PhhAction


def show_or_muck(hand: Hand, p: int, a: PhhAction, unrecorded: Optional[list[int]]) -> None:
    """``a`` (an ``sm`` of the player at the engine's place ``p``) applied to ``hand``; a show of
    cards nobody recorded is kept in ``unrecorded`` for finish_showdown (None: refused)."""
    if hand.is_complete and 0 <= p < hand.n and hand.in_hand(p):
        _show_after_the_hand(hand, p, a)
        return
    if a.is_muck:
        hand.muck(p)
    elif a.shows_dealt:
        hand.show(p)
    elif None in a.cards:
        shown = _cards_known(hand, p, a.cards)
        if shown is not None:
            hand.show(p, shown)
            return
        hand._check_can_show(p)           # shown at the showdown, or refused as any show is
        if unrecorded is None:
            raise IllegalShowdown("cards-unknown", f"p{a.player}'s cards were not recorded")
        if p in unrecorded:
            raise IllegalShowdown("already-shown", f"p{a.player} has already shown")
        unrecorded.append(p)
    else:
        hand.show(p, a.cards)


def _cards_known(hand: Hand, p: int, shown: tuple) -> Optional[tuple[Card, ...]]:
    """A show with unknown cards ("??") means the cards dealt where they were recorded ("sm ????"
    after "dh AsKs" shows AsKs), with the shown ones beside them; None when the hand is still not
    whole: the cards were not recorded."""
    dealt = [c for c in hand.hole[p] if c is not None]
    cards = dealt + [c for c in shown if c is not None and c not in dealt]
    if len(cards) < hand.config.game.hole_cards:
        return None
    if len(cards) > hand.config.game.hole_cards:
        raise IllegalShowdown("shown-cards-differ", f"{hand._player_label(p)} was dealt "
                              f"{format_cards(hand.hole[p])}, not the {format_cards(shown)} shown",
                              dealt=format_cards(hand.hole[p]))
    return tuple(cards)


def _show_after_the_hand(hand: Hand, p: int, a: PhhAction) -> None:
    """A player still in shows (or mucks) once the hand is over: the last player in, paid when the
    others folded or mucked, showing voluntarily (PHH has every player at a showdown show or muck,
    pokerkit needs it to pay; the engine has paid already). It changes nothing, but the cards must
    be the ones dealt, or shown before, and seen nowhere else; unknown ones ("??") are not checked."""
    if a.is_muck or a.shows_dealt:
        return
    held = hand.shown.get(p) or hand.hole[p]
    cards = a.cards
    count = hand.config.game.hole_cards
    if len(cards) != count:
        raise IllegalShowdown("wrong-card-count", f"{hand.config.game.name} hands have {count} cards, "
                              f"not {len(cards)}", expected=count, got=len(cards))
    shown = [c for c in cards if c is not None]
    if len(set(shown)) != len(shown):
        raise IllegalShowdown("card-seen-twice", "the same card is shown twice")
    known = [c for c in held if c is not None]
    # The shown cards may fill in the ones nobody saw dealt ("??"), never replace one that was.
    if len(set(shown) | set(known)) > count:
        raise IllegalShowdown("shown-cards-differ", f"{hand._player_label(p)} was dealt {format_cards(held)}, "
                              f"not the {format_cards(cards)} shown", dealt=format_cards(held))
    for c in shown:
        if c in hand.seen and c not in known:
            raise IllegalShowdown("card-seen-twice", f"{c} was already seen in this hand", card=str(c))


def finish_showdown(hand: Hand, unrecorded: Sequence[int] = ()) -> None:
    """The showdown the file leaves open, finished as far as what it recorded allows.

    Hands it leaves unshown are shown from the cards it dealt. A player whose cards were not
    recorded decides nothing: he gives up his claim where another player's cards are known in
    each pot he is in (online histories show the winner's cards, not the losers'); where every
    other claim is unrecorded too, the winner is not known and the hand stays at its showdown,
    its pots as they stand."""
    if hand.phase != "showdown":
        return
    for p in hand.showdown_order():
        if p not in hand.shown and p not in unrecorded and hand.phase == "showdown" \
                and all(c is not None for c in hand.hole[p]):
            hand.show(p)
    for p in [p for p in hand.showdown_order() if p in unrecorded]:
        if hand.phase != "showdown":
            return
        contested = [pot for pot in hand.pots_standing() if p in pot.eligible]
        if all(any(q != p and q in hand.shown for q in pot.eligible) for pot in contested):
            hand.muck(p)
