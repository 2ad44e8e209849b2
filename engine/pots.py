"""Uncalled chips and pots (RULES.md sections 4 and 5).

Players are their index 0..N-1 in the hand. All amounts are whole chips.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .errors import ConfigError


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: its chips and the players who may win it (in index order)."""

    amount: int
    eligible: tuple[int, ...]

    def __post_init__(self) -> None:
        eligible = self.eligible
        # The usual pot (build_pots makes them so): whole chips, a tuple of players in
        # order, each once; told at C speed, the checks below say what is wrong.
        if type(self.amount) is int and self.amount >= 0 and type(eligible) is tuple and \
                set(map(type, eligible)) <= _INT_ONLY and list(eligible) == sorted(set(eligible)) and \
                (not eligible or eligible[0] >= 0):
            return
        if not _is_chips(self.amount):
            raise ConfigError("bad-pot", f"a pot holds a whole, non-negative number of chips, not {self.amount!r}",
                              amount=self.amount)
        eligible = tuple(self.eligible)
        if any(not _is_chips(p) for p in eligible) or len(set(eligible)) != len(eligible):
            raise ConfigError("bad-pot", f"eligible players must be distinct indices, not {self.eligible!r}",
                              eligible=self.eligible)
        object.__setattr__(self, "eligible", tuple(sorted(eligible)))


def uncalled_bet(street_bets: Sequence[int]) -> tuple[int, int] | None:
    """The player whose bet on this street nobody matched, and the chips unmatched.

    That is the top bet minus the second highest (a folded player's bet counts:
    it was put in). None when the top bet is matched or nobody bet. The caller
    gives these chips back; they are never part of a pot (RULES.md section 4).
    """
    bets = _check_amounts(street_bets, "street_bets")
    if not bets:
        return None
    top = max(bets)
    if top == 0 or bets.count(top) > 1:
        return None
    player = bets.index(top)
    second = max(bets[:player] + bets[player + 1:], default=0)
    return player, top - second


def build_pots(contributions: Sequence[int], folded: Sequence[bool],
               all_in: Sequence[bool] | None = None) -> list[Pot]:
    """Main pot first, then the side pots, from the all-in levels (RULES.md section 5).

    ``contributions[i]`` is everything player i put in this hand (uncalled chips
    already returned). The levels are the distinct contributions of the players
    still in; each pot takes from every player, folded or not, the part of
    their contribution between the previous level and its own, and may be won
    by the players still in who reached its level. A folded player's chips
    above the highest live level go into the last pot (they stay in the middle).
    Adjacent pots with the same eligible players are one pot; empty pots are
    dropped. The pots always add up to the contributions.

    With ``all_in`` given, only all-in players make levels: a player still in
    with chips behind matched every bet, and a smaller contribution (another
    player's ante or dead blind is dead money) never makes a side pot.
    """
    amounts = _check_amounts(contributions, "contributions")
    if len(folded) != len(amounts):
        raise ConfigError("bad-contributions",
                          f"{len(amounts)} contributions but {len(folded)} folded flags",
                          players=len(amounts), folded=len(folded))
    if all_in is not None and len(all_in) != len(amounts):
        raise ConfigError("bad-contributions",
                          f"{len(amounts)} contributions but {len(all_in)} all-in flags",
                          players=len(amounts), all_in=len(all_in))
    live = [i for i, f in enumerate(folded) if not f]
    total = sum(amounts)
    if not live:
        if total == 0:
            return []
        # Someone must be left to win the chips: a state bug, never a pot.
        raise ConfigError("no-live-player", "every player folded: nobody can win the pot", total=total)

    if all_in is not None and total and not (any(all_in) and any([all_in[i] for i in live])):
        # Nobody still in is all-in: one pot, and every chip is in it (the common showdown).
        return [_made_pot(total, tuple(live))]
    if all_in is None:
        levels = sorted({amounts[i] for i in live})
        covers_all = set()
    else:
        top = max(amounts[i] for i in live)
        levels = sorted({amounts[i] for i in live if all_in[i] and amounts[i] < top} | {top})
        covers_all = {i for i in live if not all_in[i]}
    pots: list[Pot] = []
    previous = 0
    for n, level in enumerate(levels):
        last = n == len(levels) - 1
        amount = sum(min(c, level) - previous for c in amounts if c > previous)
        if last:
            # Folded players' chips above the highest live level.
            amount += sum(c - level for c in amounts if c > level)
        eligible = tuple(i for i in live if amounts[i] >= level or i in covers_all)
        if pots and pots[-1].eligible == eligible:
            pots[-1] = _made_pot(pots[-1].amount + amount, eligible)
        elif amount > 0:
            pots.append(_made_pot(amount, eligible))
        previous = level
    assert sum(p.amount for p in pots) == total
    return pots


_INT_ONLY = {int}
_new_pot, _set_field = object.__new__, object.__setattr__


def _made_pot(amount: int, eligible: tuple[int, ...]) -> Pot:
    """A pot build_pots has made from checked amounts (whole chips, the players
    still in, in order): Pot's own checks skipped, they take half its showdown time."""
    pot = _new_pot(Pot)
    _set_field(pot, "amount", amount)
    _set_field(pot, "eligible", eligible)
    return pot


def _is_chips(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_amounts(values: Sequence[int], name: str) -> list[int]:
    amounts = list(values)
    # The common case checked at C speed; the loop below only finds what is wrong.
    if not amounts or set(map(type, amounts)) == _INT_ONLY and min(amounts) >= 0:
        return amounts
    for i, v in enumerate(amounts):
        if not _is_chips(v):
            raise ConfigError(f"bad-{name.replace('_', '-')}",
                              f"{name}[{i}] must be a whole, non-negative number of chips, not {v!r}",
                              player=i, amount=v)
    return amounts
