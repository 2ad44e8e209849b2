"""Chips on the felt (RULES.md section 11): what chips put in without a word mean, and
any amount as the fewest chips of the table's set.

The dealer enters what the player pushed forward (a single 500, or 3 × 100 + 1 × 25);
:func:`read_chips` says which action that is under the rules, which rule decided it,
and how many chips go back. A raise the player declared ("raise", no amount named)
is read by TDA rule 45 (RULES.md 11), below.

- Facing a bet, a single chip larger than the call, without a declared raise, is a
  call; the rest goes back (TDA: the oversized chip).
- Not facing a bet, a single chip is a bet of its full value (in pot limit at most
  the pot-limit maximum; below the minimum bet it is made up to the minimum).
- Several chips at once: a call if every chip is needed for the call; otherwise the
  50 % rule: at least half of the last full bet or raise beyond the call makes a
  raise, completed to the minimum raise if short of it; less than half is a call
  and the excess goes back. Not facing a bet, several chips are a bet of their total.
- Chips that are the player's whole stack are all-in (in pot limit, when the stack
  is more than the pot, they are read as above, capped at the pot); chips short of
  the call (and of the stack) are no action: the dealer asks for the rest.
- "Raise" declared with chips and no amount (TDA 45): a single chip is the largest
  raise the rules allow up to the chip's value (pot limit, pot 300 facing 100, one
  1,000 chip: a raise to 600, the maximum, and 400 back; no limit: a raise to 1,000);
  several chips are a raise to what was put in, capped at the pot-limit maximum. A
  declared raise short of the minimum raise is completed to the minimum (the chips
  to add are said); in fixed limit the raise is the fixed size, the excess goes back.
  A raise declared when raising is closed to the player is refused, not read as a
  call: the dealer says it to the player and enters the chips as put in.

Pure functions of the chips and the player's ``Legal``; nothing here changes a hand.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Sequence

from .actions import ALL_IN, CALL, CHECK, RAISE, Action, Legal
from .errors import ConfigError, IllegalAction

# The rule each reading applied: a stable code the console turns into words.
EXACT_CALL = "exact-call"                       # the chips are the call
OVERSIZED_CHIP_CALL = "oversized-chip-call"     # one chip larger than the call, facing a bet
ALL_NEEDED_CALL = "all-chips-needed-call"       # several chips, each needed for the call
BELOW_HALF_CALL = "below-half-call"             # several chips, under half a raise beyond the call
HALF_RAISE_COMPLETED = "half-raise-completed"   # at least half a raise beyond the call: a minimum raise
RAISE_AS_PUT = "raise-as-put"                   # several chips making a full raise or more
SINGLE_CHIP_BET = "single-chip-bet"             # one chip, no bet to face: a bet of its value
CHIPS_BET = "chips-bet"                         # several chips, no bet to face: a bet of their total
BET_MADE_UP_TO_MINIMUM = "bet-made-up-to-minimum"
CAPPED_AT_POT_LIMIT = "capped-at-pot-limit"     # more than the pot-limit maximum: the rest goes back
FIXED_LIMIT_SIZE = "fixed-limit-size"           # fixed limit: the bet or raise is its fixed size
BETTING_CLOSED_CALL = "betting-closed-call"     # chips beyond the call when no raise is open
ALL_IN_CHIPS = "all-in"                         # the whole stack
# "Raise" declared with chips and no amount (TDA 45). DECLARED_RAISE is several chips within the range (and
# the code recorded, before TDA 45 was read, for any declared raise: stores keep it, the words still read it).
DECLARED_RAISE = "declared-raise"                       # several chips: a raise to what was put in
DECLARED_SINGLE_CHIP = "declared-raise-single-chip"     # one chip: the largest raise allowed up to its value
DECLARED_CAPPED = "declared-raise-capped"               # several chips above the pot-limit maximum: the maximum
DECLARED_COMPLETED = "declared-raise-completed"         # short of the minimum raise: completed to the minimum
DECLARED_FIXED_LIMIT = "declared-raise-fixed-limit"     # fixed limit: the raise is the fixed size


@dataclass(frozen=True, slots=True)
class ChipReading:
    """What the chips put in mean: the action, the rule that decided it, what goes back
    (or must still be added), with the numbers the rule used."""

    action: Action
    rule: str
    put_in: int                     # the chips' total
    returned: int = 0               # chips that go back to the player
    to_add: int = 0                 # chips the player must still add (a raise completed)
    numbers: dict = field(default_factory=dict)


def read_chips(chips: Sequence[int], legal: Legal, *, fixed_limit: bool = False,
               declared_raise: bool = False) -> ChipReading:
    """The action ``chips`` (their values, e.g. (500,) or (100, 100, 100, 25)) make for the
    player whose ``legal`` this is. IllegalAction("chips-short") when they are short of the
    call and of the stack (no action yet: the dealer asks for the rest)."""
    values = tuple(chips)
    if not values or any(not isinstance(c, int) or isinstance(c, bool) or c <= 0 for c in values):
        raise IllegalAction("bad-chips", f"chips are positive whole values, not {values!r}", chips=values)
    put = sum(values)
    own = legal.current_bet - legal.to_call if not legal.call_is_all_in else None
    numbers = {"put_in": put, "to_call": legal.to_call, "chips": values}

    if put > legal.stack:
        raise IllegalAction("more-than-stack", f"{put} in chips is more than the {legal.stack} the player has",
                            stack=legal.stack, **numbers)
    if put == legal.stack and (own is None or not legal.can_raise or own + put <= legal.max_raise_to):
        # The whole stack, and the rules let it all play: all-in (the engine says call or raise).
        # In pot limit a stack above the pot is read by the rules below (capped at the pot).
        return ChipReading(Action(ALL_IN), ALL_IN_CHIPS, put, numbers={**numbers, "stack": legal.stack})
    if declared_raise:
        return _declared_raise(values, put, own, legal, fixed_limit, numbers)

    facing = legal.to_call > 0
    if facing and put < legal.to_call:
        raise IllegalAction("chips-short", f"{put} is short of the call of {legal.to_call}: "
                            f"{legal.to_call - put} more to call", short=legal.to_call - put, **numbers)
    assert own is not None          # a call that is not all-in leaves the player chips
    if facing:
        return _facing_a_bet(values, put, own, legal, fixed_limit, numbers)
    return _no_bet_to_face(values, put, own, legal, fixed_limit, numbers)


def _facing_a_bet(values: tuple, put: int, own: int, legal: Legal, fixed_limit: bool, numbers: dict) -> ChipReading:
    excess = put - legal.to_call
    call = Action(CALL)
    if excess == 0:
        return ChipReading(call, EXACT_CALL, put, numbers=numbers)
    if len(values) == 1:
        return ChipReading(call, OVERSIZED_CHIP_CALL, put, returned=excess, numbers=numbers)
    if put - min(values) < legal.to_call:
        # Take away any one chip and the rest would not call: every chip was needed.
        return ChipReading(call, ALL_NEEDED_CALL, put, returned=excess, numbers=numbers)
    if not legal.can_raise:
        return ChipReading(call, BETTING_CLOSED_CALL, put, returned=excess,
                           numbers={**numbers, "closed": legal.closed_reason})
    full_raise = legal.min_raise_to - legal.current_bet      # the last full bet or raise
    numbers = {**numbers, "beyond_call": excess, "full_raise": full_raise}
    if 2 * excess < full_raise:
        return ChipReading(call, BELOW_HALF_CALL, put, returned=excess, numbers=numbers)
    return _raise(own + put, put, own, legal, fixed_limit, numbers, RAISE_AS_PUT)


def _no_bet_to_face(values: tuple, put: int, own: int, legal: Legal, fixed_limit: bool,
                    numbers: dict) -> ChipReading:
    if not legal.can_raise:
        # Nothing to call and no bet open (everyone else all-in): the chips go back, a check.
        return ChipReading(Action(CHECK), BETTING_CLOSED_CALL, put, returned=put,
                           numbers={**numbers, "closed": legal.closed_reason})
    rule = SINGLE_CHIP_BET if len(values) == 1 else CHIPS_BET
    return _raise(own + put, put, own, legal, fixed_limit, numbers, rule)


def _declared_raise(values: tuple, put: int, own: Optional[int], legal: Legal, fixed_limit: bool,
                    numbers: dict) -> ChipReading:
    """"Raise" said with chips and no amount (TDA 45; see the module)."""
    if own is None or not legal.can_raise:
        # Raising is not open to this player (a short all-in, the cap, everyone else all-in, a call all-in):
        # the declaration cannot stand, and reading it as a call would be the console's word, not the dealer's.
        raise IllegalAction("betting-closed", "raising is closed to the player: the chips are read as put in",
                            closed=legal.closed_reason or "call-all-in", **numbers)
    single = len(values) == 1
    total = own + put
    if fixed_limit:
        return _bet_or_raise(legal.min_raise_to, put, own, numbers, DECLARED_FIXED_LIMIT)
    if total < legal.min_raise_to:
        return _bet_or_raise(legal.min_raise_to, put, own, {**numbers, "minimum": legal.min_raise_to},
                             DECLARED_COMPLETED)
    if total > legal.max_raise_to:
        # One chip: the largest raise up to its value is the maximum; several: capped at it (pot limit).
        return _bet_or_raise(legal.max_raise_to, put, own, {**numbers, "most": legal.max_raise_to},
                             DECLARED_SINGLE_CHIP if single else DECLARED_CAPPED)
    return ChipReading(Action(RAISE, total), DECLARED_SINGLE_CHIP if single else DECLARED_RAISE, put,
                       numbers={**numbers, "to": total})


def _raise(total: int, put: int, own: int, legal: Legal, fixed_limit: bool, numbers: dict,
           rule: str) -> ChipReading:
    """A bet or raise to ``total`` made of chips: made up to the minimum, or capped at the most."""
    if fixed_limit:
        to = legal.min_raise_to          # the fixed size: min == max
        return _bet_or_raise(to, put, own, numbers, FIXED_LIMIT_SIZE)
    if total < legal.min_raise_to:
        made_up = HALF_RAISE_COMPLETED if legal.to_call else BET_MADE_UP_TO_MINIMUM
        return _bet_or_raise(legal.min_raise_to, put, own, {**numbers, "minimum": legal.min_raise_to}, made_up)
    if total > legal.max_raise_to:
        return _bet_or_raise(legal.max_raise_to, put, own, {**numbers, "most": legal.max_raise_to},
                             CAPPED_AT_POT_LIMIT)
    return ChipReading(Action(RAISE, total), rule, put, numbers={**numbers, "to": total})


def _bet_or_raise(to: int, put: int, own: int, numbers: dict, rule: str) -> ChipReading:
    needed = to - own
    return ChipReading(Action(RAISE, to), rule, put, returned=max(0, put - needed), to_add=max(0, needed - put),
                       numbers={**numbers, "to": to})


# ------------------------------------------------------------ the fewest chips

def fewest_chips(amount: int, chip_set: Sequence[int]) -> Optional[tuple[tuple[int, int], ...]]:
    """``amount`` as the fewest chips of ``chip_set``: ((value, count), ...), largest first;
    None when the set cannot make it (105 in a set whose smallest chip is 25).

    Greedy is exact for the usual sets (each value a multiple of the one below, as
    5, 25, 100, 500, 1000); for any other set the fewest are found by counting
    (amounts of a table, a few thousand units, are quick).
    """
    values = _chip_values(chip_set)
    if amount < 0 or not isinstance(amount, int) or isinstance(amount, bool):
        raise ConfigError("bad-amount", f"an amount of chips is a whole number, not {amount!r}", amount=amount)
    if amount == 0:
        return ()
    if _greedy_is_exact(values):
        out, left = [], amount
        for v in values:
            n, left = divmod(left, v)
            if n:
                out.append((v, n))
        return tuple(out) if left == 0 else None
    return _fewest_by_counting(amount, values)


def chips_text(chips: Sequence[tuple[int, int]]) -> str:
    """"1 × 100 + 1 × 5" (English numbers; the console says it in the dealer's language)."""
    return " + ".join(f"{n} × {v:,}" for v, n in chips)


def _chip_values(chip_set: Sequence[int]) -> tuple[int, ...]:
    values = tuple(sorted(set(chip_set), reverse=True))
    if not values or any(not isinstance(v, int) or isinstance(v, bool) or v <= 0 for v in values):
        raise ConfigError("bad-chip-set", f"a chip set is positive whole values, not {tuple(chip_set)!r}",
                          chips=tuple(chip_set))
    return values


def _greedy_is_exact(values: tuple[int, ...]) -> bool:
    return all(a % b == 0 for a, b in zip(values, values[1:]))


_COUNTING_LIMIT = 2_000_000          # units of the smallest common step: beyond, no answer is worth the wait


def _fewest_by_counting(amount: int, values: tuple[int, ...]) -> Optional[tuple[tuple[int, int], ...]]:
    from math import gcd
    step = 0
    for v in values:
        step = gcd(step, v)
    if amount % step:
        return None
    units, coins = amount // step, [v // step for v in values]
    if units > _COUNTING_LIMIT:
        raise ConfigError("amount-too-large", f"{amount:,} is too large to count in this chip set",
                          amount=amount)
    best = [0] + [units + 1] * units
    last = [0] * (units + 1)
    for total in range(1, units + 1):
        for c in coins:
            if c <= total and best[total - c] + 1 < best[total]:
                best[total], last[total] = best[total - c] + 1, c
    if best[units] > units:
        return None
    counts: dict[int, int] = {}
    total = units
    while total:
        c = last[total]
        counts[c * step] = counts.get(c * step, 0) + 1
        total -= c
    return tuple(sorted(counts.items(), reverse=True))
