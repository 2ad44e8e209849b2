"""One line of a hand's record: what the hand did, made for every card and action (hand.py, hand_showdown.py)."""
from __future__ import annotations

from typing import NamedTuple, Optional, Union

from .card_labels import CardLabel


class Event(NamedTuple):
    """One line of the hand's record (immutable; a NamedTuple because the
    hand makes one for every card and action, see engine/actions.Legal)."""

    kind: str
    street: str
    player: Optional[int] = None
    amount: Optional[int] = None
    total: Optional[int] = None
    cards: tuple = ()
    all_in: bool = False
    detail: Union[str, CardLabel] = ""   # a card's label (CardLabel) for a card, else words ("left the table")


# An Event with all eight fields given, in order, made as a plain tuple: the
# hand makes one for every card and action, and the NamedTuple's own call with
# defaults costs twice as much.
_new_event = tuple.__new__
