"""The betting rules of RULES.md section 4: what the player to act may do.

Kept apart from the hand's bookkeeping so each rule is in one place:
minimum raise (both house options), the pot-limit maximum with its
arithmetic, fixed-limit sizes and caps, and reopening after short all-ins.

The betting of a street has its own state, ``BettingRound``: the level to
call, the last full raise, who acted and what would reopen the betting for
them. The hand holds one and moves the chips; only this module changes the
round. This module does not import engine/hand.py: it reads the hand through
``HandView``, the few things of the hand the rules look at.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Protocol

from .actions import ALL_IN, CALL, CHECK, FOLD, RAISE, Action
from .errors import IllegalAction
from .games import Structure
from .legal import (BET, LAST_BET, POT, REST, ROUNDED_UP, THE_POT, UNPOSTED_SMALL_BLIND, WHOLE_CHIPS, Legal,
                    PotLimitSum, Term)

if TYPE_CHECKING:  # pragma: no cover
    from .hand_config import HandConfig


class BettingRound:
    """The betting of one street (RULES.md 4): what a bet is measured against and who acted.

    The hand holds one for the whole hand (``Hand.round``) and reads it; only
    this module's rules change it: the posts set the pre-flop level, each
    street ``opens`` it again, and each action is recorded by ``record_raise``
    and ``mark_acted``.
    """

    __slots__ = ("n", "fixed", "double_previous", "half_bet", "minimum_bet", "small_bet", "big_bet",
                 "bet_size", "current_bet", "increment", "full_level", "full_raises", "players_at_cap",
                 "acted", "reopen_at", "last_aggressor", "began_heads_up", "blind_shortfall")

    def __init__(self, config: "HandConfig", n: int):
        house, stakes = config.house, config.stakes
        self.n = n
        # The structure and house options asked at every action, read once (the config is frozen).
        self.fixed = config.structure is Structure.FIXED_LIMIT
        self.double_previous = house.min_raise == "double-previous"
        self.half_bet = house.limit_short_all_in == "half-bet"
        self.minimum_bet = config.minimum_bet
        self.small_bet, self.big_bet = stakes.small_bet, stakes.big_bet
        self.bet_size = stakes.small_bet  # fixed limit: the bet of this street (small pre-flop and on the flop)
        self.current_bet = 0
        self.increment = 0           # the last full bet or raise on this street
        self.full_level = 0          # fixed limit: the level of the last full bet
        self.full_raises = 0         # fixed limit: the bet and raises counted for the cap
        self.players_at_cap = 0      # fixed limit: players in the hand when the cap was reached
        self.acted = [False] * n
        self.reopen_at = [0] * n     # the total that reopens the betting for a player who acted
        self.last_aggressor: Optional[int] = None
        self.began_heads_up = False
        self.blind_shortfall = [0] * n   # what short all-in blinds lack, counted in full for pot limit

    def post(self, p: int, amount: int, paid: int) -> None:
        """A live blind other than the small blind: a short one does not lower the game
        (RULES.md 3): the others call it in full, and pot limit counts it in full."""
        if amount > self.current_bet:
            self.current_bet = amount
        self.blind_shortfall[p] += amount - paid

    def posts_done(self, street_bets: list[int]) -> None:
        """The forced bets are in: the pre-flop level is the largest of them, the big blind the bet."""
        self.current_bet = max(self.current_bet, max(street_bets))
        self.increment = self.bet_size if self.fixed else self.minimum_bet
        self.full_level = self.current_bet
        self.full_raises = 1 if self.current_bet > 0 else 0

    def open(self, street: str, in_hand: int) -> None:
        """A street's betting starts: after the flop from nothing, pre-flop from the posts."""
        if street != "preflop":
            self.bet_size = self.small_bet if street == "flop" else self.big_bet
            self.current_bet = 0
            self.increment = self.bet_size if self.fixed else self.minimum_bet
            self.full_level = 0
            self.full_raises = 0
        n = self.n
        self.players_at_cap = n
        self.acted = [False] * n
        self.reopen_at = [0] * n
        self.last_aggressor = None
        self.began_heads_up = in_hand == 2

    def close(self) -> None:
        """The street's betting is over: short blinds are no longer counted."""
        self.blind_shortfall = [0] * self.n

    def left(self, p: int) -> None:
        """A player left the table in turn: he has acted (he folded)."""
        self.acted[p] = True


class HandView(Protocol):
    """What the betting rules read of the hand (engine/hand.Hand)."""

    config: "HandConfig"
    n: int
    street: str
    stacks: list[int]
    street_bets: list[int]
    contributions: list[int]
    folded: list[bool]
    round: BettingRound

    @property
    def pot(self) -> int: ...

    @property
    def in_hand_count(self) -> int: ...

    def _player_label(self, p: Optional[int]) -> str: ...


def legal(h: HandView, p: int) -> Legal:
    cfg = h.config
    stack = h.stacks[p]
    own = h.street_bets[p]
    rnd = h.round
    current = rnd.current_bet
    to_call_full = current - own if current > own else 0
    to_call = to_call_full if to_call_full < stack else stack
    all_in_total = own + stack
    structure = cfg.structure

    closed = _closed_reason(h, p, stack, to_call_full)
    explanation = None
    if structure is Structure.FIXED_LIMIT:
        size = rnd.bet_size
        target = size if current == 0 else rnd.full_level + size
        unit = cfg.stakes.chip_unit
        if target % unit:
            # Over an odd all-in: whole chips, never more than a bet above the current bet.
            down = target - target % unit
            target = down if down > current else down + unit
        min_to = max_to = min(target, all_in_total)
    else:
        unit = cfg.stakes.chip_unit
        # A minimum that is not a whole number of chips is rounded up to one (odd stacks after a rake).
        full = min_full_raise_to(h)
        if unit != 1:
            full = -(-full // unit) * unit
        min_to = full if full < all_in_total else all_in_total
        if structure is Structure.NO_LIMIT:
            max_to = all_in_total
        else:
            pot_max, explanation = pot_limit_max(h, p, all_in_total)
            max_to = max(min(pot_max, all_in_total), min_to)
    if closed:
        min_to = max_to = 0
    # Legal's fields in their order, built as a plain tuple: one is made before
    # every action, and the NamedTuple's keyword call costs eight times as much.
    return _new_legal(Legal, (
        p, h.street, sum(h.contributions), current,                  # player, street, pot, current_bet
        to_call, 0 < to_call_full and stack <= to_call_full,         # to_call, call_is_all_in
        to_call_full == 0, not closed,                               # can_check, can_raise
        "bet" if current == 0 else "raise", min_to, max_to,          # raise_word, min/max_raise_to
        min_to - own if not closed and min_to > own else 0,          # min_add
        max_to - own if not closed and max_to > own else 0,          # max_add
        explanation, closed, stack,                                  # max_explanation, closed_reason, stack
        own, cfg.stakes.chip_unit, structure))                       # own_bet, chip_unit, structure


_new_legal = tuple.__new__


def min_full_raise_to(h: HandView) -> int:
    """The smallest total that is a full bet or raise (no limit and pot limit)."""
    rnd = h.round
    current = rnd.current_bet
    if current == 0:
        return rnd.minimum_bet
    if rnd.double_previous:
        return 2 * current            # seed 001: "double the previous bet"
    return current + rnd.increment      # raise by at least the last full bet or raise


_new_term = tuple.__new__        # a Term made as a plain tuple: several for every pot-limit legal()


def pot_limit_max(h: HandView, p: int, all_in_total: Optional[int] = None) -> tuple[int, PotLimitSum]:
    """The pot-limit "raise to" and its arithmetic, e.g. (105, "3 × 30 + 10 + 5 = 105").

    Call first, then raise by the pot as it stands after the call:
    ``current + pot + (current - own)``, which is ``3 × current + other money``
    where other money leaves out the player's own chips on this street.
    An ``all_in_total`` below the maximum is said with it ("; all-in is 250").
    """
    cfg = h.config
    in_full = cfg.house.pot_limit_dead_blinds == "full" and h.street == "preflop"
    shortfall = h.round.blind_shortfall if in_full else [0] * h.n
    # A small blind nobody posts (its seat is empty) counts as if posted, like a short blind.
    unposted = cfg.unposted_small_blind if in_full else 0
    pot = h.pot + sum(shortfall) + unposted
    current = h.round.current_bet
    own = h.street_bets[p]
    total = current + pot + (current - own)
    if current == 0:
        terms: list[Term] = [_new_term(Term, (THE_POT, total))]
    else:
        rest = pot - own - current - unposted
        bets = sorted((h.street_bets[q] + shortfall[q] for q in range(h.n) if q != p), reverse=True)
        if current in bets:
            bets.remove(current)         # the last bet is the "3 ×" part
        gathered = pot - unposted - sum(h.street_bets) - sum(shortfall)
        bets = [t for t in bets if t]
        if sum(bets) + gathered == rest:
            terms = [_new_term(Term, (LAST_BET, current))] + [_new_term(Term, (BET, t)) for t in bets]
            if gathered:
                terms.append(_new_term(Term, (POT, gathered)))
        else:
            terms = [_new_term(Term, (LAST_BET, current))] + ([_new_term(Term, (REST, rest))] if rest else [])
        if unposted:
            terms.append(_new_term(Term, (UNPOSTED_SMALL_BLIND, unposted)))
    unit = cfg.stakes.chip_unit
    rounding = ""
    pot_sum = total
    if total % unit:
        if cfg.house.pot_limit_rounding == "up-to-unit":
            total += unit - total % unit
            rounding = ROUNDED_UP
        else:
            # "Exact" cannot mean part of a chip: the most that can be bet in whole chips.
            total -= total % unit
            rounding = WHOLE_CHIPS
    return total, PotLimitSum(tuple(terms), pot_sum, total, rounding, unit,
                              all_in_total if all_in_total is not None and all_in_total < total else None)


def _closed_reason(h: HandView, p: int, stack: int, to_call_full: int) -> str:
    """Why the player may not bet or raise now, or "" when the betting is open to them."""
    if stack <= to_call_full:
        return "no-chips"
    rnd = h.round
    current = rnd.current_bet
    if rnd.acted[p] and current < rnd.reopen_at[p]:
        return "short-all-in"
    folded, stacks, bets = h.folded, h.stacks, h.street_bets
    for q in range(h.n):
        if q != p and not folded[q] and stacks[q] + bets[q] > current:
            break                        # someone can still call a raise
    else:
        return "others-all-in"
    if rnd.fixed and _cap_reached(h.config.house, rnd):
        return "cap"
    return ""


def _cap_reached(house, rnd: BettingRound) -> bool:
    if rnd.full_raises < 1 + house.raise_cap:
        return False
    heads_up = house.heads_up_cap
    if heads_up == "became-heads-up":
        # Lifted only if the round was heads-up before the cap was reached.
        return rnd.players_at_cap > 2
    if heads_up == "began-heads-up":
        return not rnd.began_heads_up
    return True


_CLOSED_MESSAGES = {
    "no-chips": ("not-enough-chips", "{who} has only {stack} left: call all-in or fold"),
    "short-all-in": ("betting-closed",
                     "{who} already acted and the all-in since was less than a full raise: call or fold"),
    "others-all-in": ("others-all-in", "every other player is all-in: {who} may only call or fold"),
    "cap": ("raise-cap-reached", "the betting is capped at a bet and {cap} raises: call or fold"),
}


def resolve(h: HandView, lg: Legal, action: Action) -> tuple[str, int]:
    """Check an action against ``lg``; return (kind, new street total) or raise IllegalAction."""
    p = lg.player
    own = h.street_bets[p]
    kind = action.kind
    # The player's label is only for a refusal's message: asked for when one is raised.
    if kind == FOLD:
        return FOLD, own
    if kind == CALL:
        if lg.to_call == 0:
            raise IllegalAction("nothing-to-call", f"there is nothing for {h._player_label(p)} to call: check",
                                to_call=0)
        return CALL, own + lg.to_call
    if kind == CHECK:
        if not lg.can_check:
            raise IllegalAction.naming_chips("cannot-check", "{who} cannot check: {to_call} to call",
                                             {"to_call": lg.to_call}, {"who": h._player_label(p)},
                                             to_call=lg.to_call)
        return CHECK, own
    if kind == ALL_IN:
        if lg.stack == 0:
            raise IllegalAction("not-enough-chips", f"{h._player_label(p)} has no chips left")
        if lg.stack <= lg.to_call or not lg.can_raise and lg.to_call:
            return CALL, own + lg.to_call     # all-in to call, or only a call is open
        if not lg.can_raise:
            _refuse_closed(h, lg, h._player_label(p))
        action = Action(RAISE, own + lg.stack)   # and the checks of a raise to the whole stack
        kind = RAISE
    if kind != RAISE or action.to is None or isinstance(action.to, bool) or not isinstance(action.to, int):
        raise IllegalAction("unknown-action", f"{action!r} is not an action: fold, check, call, bet or raise to N")
    total = action.to
    if not lg.can_raise:
        _refuse_closed(h, lg, h._player_label(p))
    all_in_total = own + lg.stack
    word = lg.raise_word                 # "bet" or "raise": kept with the refusal, for the screen's words
    if total <= lg.current_bet:
        raise IllegalAction.naming_chips("raise-not-above-bet", "a {word} to {got} is not above the {current_bet} "
                                         "already bet", {"got": total, "current_bet": lg.current_bet},
                                         {"word": word}, current_bet=lg.current_bet, got=total, word=word)
    if total > all_in_total:
        raise IllegalAction.naming_chips("raise-above-stack", "{who} has only {stack}: the most is {max}",
                                         {"stack": lg.stack, "max": all_in_total}, {"who": h._player_label(p)},
                                         max=all_in_total, got=total)
    if h.round.fixed and total != lg.min_raise_to:
        raise IllegalAction.naming_chips("wrong-limit-amount", "in limit the {word} is to exactly {amount}, not {got}",
                                         {"amount": lg.min_raise_to, "got": total}, {"word": word},
                                         amount=lg.min_raise_to, got=total, word=word)
    if total > lg.max_raise_to:
        raise IllegalAction.naming_chips("raise-above-pot-limit", "{word} to {got} is above the pot limit: the most "
                                         "is {max} ({arithmetic})", {"got": total, "max": lg.max_raise_to,
                                                                     "arithmetic": lg.max_explanation},
                                         {"word": word}, max=lg.max_raise_to, got=total, word=word,
                                         arithmetic=lg.max_explanation)
    if total < lg.min_raise_to:
        raise IllegalAction.naming_chips("raise-below-minimum", "{word} to {got} is below the minimum {word} to {min}",
                                         {"got": total, "min": lg.min_raise_to}, {"word": word},
                                         min=lg.min_raise_to, got=total, word=word)
    unit = h.config.stakes.chip_unit
    if total % unit and total != all_in_total:
        raise IllegalAction.naming_chips("not-chip-unit", "{got} is not a whole number of {chip_unit}-chips",
                                         {"got": total, "chip_unit": unit}, chip_unit=unit, got=total)
    return RAISE, total


def _refuse_closed(h: HandView, lg: Legal, who: str) -> None:
    code, text = _CLOSED_MESSAGES[lg.closed_reason]
    raise IllegalAction.naming_chips(code, text, {"stack": lg.stack}, {"who": who, "cap": h.config.house.raise_cap},
                                     to_call=lg.to_call)


def record_raise(h: HandView, p: int, total: int) -> None:
    """A bet or raise to ``total`` was made: is it full (does it reopen, count for the cap)?"""
    rnd = h.round
    previous = rnd.current_bet
    if rnd.fixed:
        size = rnd.bet_size
        over = total - rnd.full_level if previous else total
        # Half-bet rule: an all-in of at least half a bet counts as a full bet (RULES.md 4).
        full = 2 * over >= size if rnd.half_bet else over >= size
        if full:
            rnd.full_level = total
            rnd.full_raises += 1
            if rnd.full_raises == 1 + h.config.house.raise_cap:
                rnd.players_at_cap = h.in_hand_count
    else:
        full = total >= min_full_raise_to(h)
        if full:
            rnd.increment = total - previous
    rnd.current_bet = max(previous, total)
    rnd.last_aggressor = p


def mark_acted(h: HandView, p: int) -> None:
    """``p`` just acted: remember the total that would reopen the betting for him."""
    rnd = h.round
    rnd.acted[p] = True
    level = rnd.current_bet
    if rnd.fixed:                  # the structure and the house option, read once per hand
        size = rnd.bet_size
        need = (size + 1) // 2 if rnd.half_bet else size
        rnd.reopen_at[p] = level + need
    elif rnd.double_previous:
        rnd.reopen_at[p] = max(2 * level, level + rnd.minimum_bet) if level == 0 else 2 * level
    else:
        rnd.reopen_at[p] = level + rnd.increment
