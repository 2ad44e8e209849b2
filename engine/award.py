"""Splitting a pot among its winners, odd chips (RULES.md section 5).

Players are their index in the hand. ``order_from_button`` lists them
clockwise from the first player left of the button, the button last: the
order in which odd chips are given.

- Ties split equally in whole chip units. The odd units (fewer than the
  winners) go one each to the first tied winners clockwise from the button,
  so nobody gets more than one odd unit from a split.
- A pot that is not a whole number of units (possible after a rake in units
  smaller than the table's chip): the chips below one unit go with the first
  odd-chip receiver, i.e. the first winner clockwise from the button (who is
  then listed as an odd-chip receiver even when the units divide evenly).
- Hi-lo: the whole pot's odd unit, and any chips below one unit, go to the
  high half; each half is then split like a pot. Identical hi-lo winners
  (the same players win high and low): house option ``identical`` —
  ``"even"`` (default) splits the whole pot among them as one split,
  ``"per-half"`` splits each half on its own.

The ``Split`` / ``HiLoSplit`` results carry the odd-chip receivers the
records must show (RULES.md section 9); ``split_pot`` and ``award_hilo``
return only the payouts.
"""
from __future__ import annotations

from functools import partial
from typing import NamedTuple, Optional, Sequence

from .errors import ConfigError

IDENTICAL_HILO = ("even", "per-half")


class Split(NamedTuple):
    """One pot (or one half) shared among its winners."""

    amount: int
    payouts: dict[int, int]                 # winner -> chips, clockwise from the button
    odd_chip_receivers: tuple[int, ...]     # clockwise from the button, at most once each


# A Split from its three fields in one C call (the NamedTuple's own __new__ is a
# Python function; a showdown makes two or three of these); HiLoSplit likewise below.
_new_split = partial(tuple.__new__, Split)


class HiLoSplit(NamedTuple):
    """A hi-lo pot: its halves and what each player gets from both."""

    amount: int
    payouts: dict[int, int]                 # player -> chips from the whole pot
    high: Split                             # the high half (or the whole pot: no low / "even")
    low: Optional[Split]                    # None when there is no low or the pot was split as one
    odd_chip_to_high: bool                  # the whole pot had an odd unit, given to the high half
    odd_chip_receivers: tuple[int, ...]     # high half's, then low half's (a player may appear twice)


_new_hilo_split = partial(tuple.__new__, HiLoSplit)


def share_pot(amount: int, winners: Sequence[int], order_from_button: Sequence[int], chip_unit: int) -> Split:
    """``amount`` shared among ``winners``, with who got the odd chips."""
    _check_amount(amount, chip_unit)
    order = _check_order(order_from_button)
    return _share(amount, _clockwise(winners, order, "winners"), chip_unit)


def _share(amount: int, ordered: Sequence[int], chip_unit: int) -> Split:
    """share_pot with its arguments already checked and the winners in odd-chip order."""
    if len(ordered) == 1:
        return _new_split((amount, {ordered[0]: amount}, ()))
    units, below_unit = divmod(amount, chip_unit)
    each, odd = divmod(units, len(ordered))
    payouts = {p: each * chip_unit for p in ordered}
    for p in ordered[:odd]:
        payouts[p] += chip_unit
    receivers = list(ordered[:odd])
    if below_unit:
        payouts[ordered[0]] += below_unit
        if not receivers and len(ordered) > 1:
            receivers.append(ordered[0])
    return _new_split((amount, payouts, tuple(receivers)))


def split_pot(amount: int, winners: Sequence[int], order_from_button: Sequence[int], chip_unit: int) -> dict[int, int]:
    """Winner -> chips: equal shares in whole units, odd units clockwise from the button."""
    return share_pot(amount, winners, order_from_button, chip_unit).payouts


def odd_chip_receivers(amount: int, winners: Sequence[int], order_from_button: Sequence[int],
                       chip_unit: int) -> tuple[int, ...]:
    """Who gets an odd chip when ``amount`` is split among ``winners``."""
    return share_pot(amount, winners, order_from_button, chip_unit).odd_chip_receivers


def share_hilo(amount: int, high_winners: Sequence[int], low_winners: Sequence[int],
               order_from_button: Sequence[int], chip_unit: int, identical: str = "even") -> HiLoSplit:
    """A hi-lo pot shared: half high, half low, the odd unit to the high half."""
    if identical not in IDENTICAL_HILO:
        raise ConfigError("bad-house-option", f"identical must be one of {', '.join(IDENTICAL_HILO)}, not {identical!r}",
                          identical=identical)
    _check_amount(amount, chip_unit)
    order = _check_order(order_from_button)
    high_ordered = _clockwise(high_winners, order, "high_winners")
    if not low_winners:
        # No low qualifies: the high takes all (RULES.md section 1).
        whole = _share(amount, high_ordered, chip_unit)
        return _new_hilo_split((amount, dict(whole.payouts), whole, None, False, whole.odd_chip_receivers))
    low_ordered = _clockwise(low_winners, order, "low_winners")
    # Both in odd-chip order, each player once: the same players iff the same list.
    if identical == "even" and high_ordered == low_ordered:
        # The same players win both halves: one split, nobody gets two odd chips.
        whole = _share(amount, high_ordered, chip_unit)
        return _new_hilo_split((amount, dict(whole.payouts), whole, None, False, whole.odd_chip_receivers))

    units, below_unit = divmod(amount, chip_unit)
    low_amount = (units // 2) * chip_unit
    high_amount = amount - low_amount            # the odd unit and any chips below a unit
    high = _share(high_amount, high_ordered, chip_unit)
    low = _share(low_amount, low_ordered, chip_unit)
    odd_to_high = units % 2 == 1

    # Each winner once, clockwise from the button.
    if len(high_ordered) == 1 and len(low_ordered) == 1:   # the common showdown: lone winners
        h, lo = high_ordered[0], low_ordered[0]
        if h == lo:
            payouts = {h: amount}
        elif order[0].index(h) < order[0].index(lo):
            payouts = {h: high_amount, lo: low_amount}
        else:
            payouts = {lo: low_amount, h: high_amount}
    else:   # a few winners: sorted by seat order
        payouts = dict.fromkeys(sorted(high.payouts.keys() | low.payouts.keys(), key=order[0].index), 0)
        for part in (high, low):
            for p, chips in part.payouts.items():
                payouts[p] += chips
    receivers = list(high.odd_chip_receivers)
    if (odd_to_high or below_unit) and len(high_ordered) == 1:
        receivers.append(high_ordered[0])        # a lone high winner takes the pot's odd chip
    # Not deduplicated: with "per-half" a player may take an odd chip in each half.
    receivers += low.odd_chip_receivers
    return _new_hilo_split((amount, payouts, high, low, odd_to_high, tuple(receivers)))


def award_hilo(amount: int, high_winners: Sequence[int], low_winners: Sequence[int],
               order_from_button: Sequence[int], chip_unit: int, identical: str = "even") -> dict[int, int]:
    """Player -> chips for a hi-lo pot; see :func:`share_hilo`."""
    return share_hilo(amount, high_winners, low_winners, order_from_button, chip_unit, identical).payouts


def _check_amount(amount: int, chip_unit: int) -> None:
    if not isinstance(chip_unit, int) or isinstance(chip_unit, bool) or chip_unit < 1:
        raise ConfigError("bad-chip-unit", f"chip_unit must be a whole number of at least 1, not {chip_unit!r}",
                          chip_unit=chip_unit)
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
        raise ConfigError("bad-pot", f"a pot holds a whole, non-negative number of chips, not {amount!r}",
                          amount=amount)


def _check_order(order_from_button: Sequence[int]) -> tuple[list[int], set[int]]:
    order = list(order_from_button)
    seats = set(order)
    if len(seats) != len(order):
        raise ConfigError("bad-order", f"order_from_button names a player twice: {order!r}", order=tuple(order))
    return order, seats


def _clockwise(winners: Sequence[int], checked_order: tuple[list[int], set[int]], name: str) -> list[int]:
    """The winners in the order odd chips are given, after checking them."""
    order, seats = checked_order
    chosen = list(winners)
    if len(chosen) == 1 and chosen[0] in seats:   # the common lone winner
        return chosen
    if not chosen:
        raise ConfigError("no-winner", f"{name}: a pot needs at least one winner")
    wanted = set(chosen)
    if len(wanted) != len(chosen):
        raise ConfigError("bad-winners", f"{name} names a player twice: {chosen!r}", winners=tuple(chosen))
    if not wanted <= seats:
        missing = [p for p in chosen if p not in seats]
        raise ConfigError("bad-winners", f"{name} {missing!r} not in order_from_button {order!r}",
                          winners=tuple(chosen), order=tuple(order))
    if len(chosen) == 1:
        return chosen
    return [p for p in order if p in wanted]
