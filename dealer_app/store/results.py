"""A hand's recorded result against the rules' result: the same inputs, through the engine again.

The chain proves the events were not changed after they were written; it
cannot prove they were right when written, nor that someone who rewrote a
payout and every hash after it did not. The inputs (cards, actions, shows)
decide the result: replaying them through the engine gives the rules' pots,
rake, jackpot, payouts, uncalled bets returned and finishing stacks, which
must be the ones the ``hand-ended`` event recorded.

A pot a supervisor shared out by hand (``hand-awarded``) is compared as
awarded: the stacks before the award (the engine's) plus the shares, the
shares and rake making exactly what was in the middle (endings.award_items,
the code that wrote it). A misdeal or a void has no result to compare.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .codec import result_to_dict
from .endings import award_items
from .errors import StoreError
from .events import StoredHand

# What a result is made of, in the order a reader checks them; each a field of ``hand-ended``.
COMPARED = ("pot", "rake", "jackpot", "payouts", "finishing_stacks", "uncalled_returns", "pots")
NOTHING_TO_COMPARE = ("open", "misdeal", "void")


@dataclass(frozen=True, slots=True)
class Difference:
    """One part of the result where the record and the rules disagree."""

    field: str                  # one of COMPARED, or "replay" when the inputs do not give a result
    recorded: object
    rules: object

    def text(self) -> str:
        if self.field == "replay":
            return f"the recorded inputs give no result by the rules ({self.rules})"
        return f"{self.field.replace('_', ' ')} recorded {_short(self.recorded)}, by the rules {_short(self.rules)}"


def rules_result(stored: StoredHand) -> Optional[dict]:
    """The ``hand-ended`` payload the rules make of the hand's inputs (status included);
    None for a hand with no result to compare (open, misdeal, void).

    StoreError("result-unreplayable") when the inputs do not replay to a finished hand."""
    end = stored.end
    if end is None or end.payload.get("status") in NOTHING_TO_COMPARE:
        return None
    status = end.payload.get("status")
    try:
        hand = stored.rebuild()
    except Exception as exc:        # the engine refuses an input: the record cannot be what was dealt
        raise StoreError("result-unreplayable", f"hand {stored.number}'s inputs do not replay: "
                         f"{type(exc).__name__}: {exc}", hand=stored.number) from None
    if status == "awarded":
        award = next((e for e in stored.events if e.kind == "hand-awarded"), None)
        if award is None:
            raise StoreError("result-unreplayable", f"hand {stored.number} is recorded as awarded, but no "
                             "supervisor's award is in its record", hand=stored.number)
        shares = [0] * hand.n
        try:
            for player, chips in award.payload["shares"]:
                shares[player] = chips
            items = award_items(hand, stored.number, shares, award.payload["rake"],
                                award.payload["by"], award.payload["reason"])
        except StoreError as exc:
            raise StoreError("result-unreplayable", f"hand {stored.number}'s award does not add up: "
                             f"{exc.message}", hand=stored.number) from None
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise StoreError("result-unreplayable", f"hand {stored.number}'s award is malformed ({exc})",
                             hand=stored.number) from None
        return items[-1][1]
    if not hand.is_complete:
        raise StoreError("result-unreplayable", f"hand {stored.number} is recorded as over, but its inputs "
                         f"leave it unfinished (waiting at {hand.phase})", hand=stored.number)
    return {"status": "complete", **result_to_dict(hand)}


def compare_result(stored: StoredHand) -> Optional[list[Difference]]:
    """The differences between the recorded result and the rules' one: [] when they agree,
    None when there is nothing to compare (an open hand, a misdeal, a void)."""
    try:
        rules = rules_result(stored)
    except StoreError as exc:
        return [Difference("replay", None, exc.message)]
    if rules is None:
        return None
    recorded = stored.end.payload
    return [Difference(name, recorded.get(name), rules[name]) for name in COMPARED
            if _plain(recorded.get(name)) != _plain(rules[name])]


def _plain(value: object) -> object:
    """Tuples and lists alike: the record was JSON, the rules' result is Python."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _short(value: object, limit: int = 160) -> str:
    text = str(_plain(value))
    return text if len(text) <= limit else text[:limit] + "…"
