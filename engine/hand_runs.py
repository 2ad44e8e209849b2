"""Run it more than once as a hand deals it (RULES.md 11): when the players still in may agree to it, the runs
recorded, and each run's board dealt from the same street with the same common cards.

Functions of the ``Hand`` they are given (hand.py calls them from its methods of the same name).
"""
from __future__ import annotations

from typing import Sequence

from .deal_plan import DECK_SIZE, STREETS
from .errors import IllegalAction
from .hand_event import Event, _new_event


def can_run_it_more_than_once(hand) -> bool:
    """RULES.md 11: the betting is over with two or more players in, the board is not
    complete, and nothing of the rest of the board is dealt yet."""
    if hand.phase != "deal" or hand.runs > 1 or hand.street == "preflop" or len(hand.board) >= 5:
        return False
    if hand.in_hand_count < 2 or not hand.betting_over:
        return False
    return not any(hand._filled[hand._segment_index()])


def run_it(hand, times: int, agreed_by: Sequence[int]) -> Event:
    """Deal the rest of the board ``times`` times (each run with its burns), as every player
    still in agreed (``agreed_by``: each of them); each pot is then shared run by run."""
    most = hand.config.house.max_runs
    if most < 2:
        raise IllegalAction("runs-not-allowed", "the house does not run the board more than once")
    if not isinstance(times, int) or isinstance(times, bool) or not 2 <= times <= most:
        raise IllegalAction("bad-run-count", f"the board is run 2 to {most} times here, not {times!r}",
                            most=most, got=times)
    if not can_run_it_more_than_once(hand):
        raise IllegalAction("cannot-run-now", "the board is run more than once only when the betting is "
                            "over, with two or more players in, before the rest of the board is dealt")
    dealt = sum(len(h) for h in hand.hole) + len(hand.board) + len(hand.burns)
    per_run = sum(len(seg) for seg in hand._segments[hand._segment_index():])
    if dealt + times * per_run > DECK_SIZE:
        raise IllegalAction("not-enough-cards", f"{times} runs need {times * per_run} more cards; "
                            f"{DECK_SIZE - dealt} are left in the deck", needed=times * per_run,
                            left=DECK_SIZE - dealt)
    agreed = tuple(sorted(set(agreed_by)))
    missing = [p for p in hand.players_in_hand() if p not in agreed]
    if missing or len(agreed) != len(tuple(agreed_by)) or not set(agreed) <= set(hand.players_in_hand()):
        raise IllegalAction("not-all-agreed", "every player still in must agree to run it more than once: "
                            + ", ".join(hand._player_label(p) for p in missing) if missing else
                            "only the players still in agree, each once", missing=tuple(missing))
    hand._record_input(("run_it", times, agreed))
    hand.runs, hand.run, hand.run_agreed_by = times, 1, agreed
    hand._run_start, hand._common = hand._segment_index(), len(hand.board)
    event = _new_event(Event, ("runs", hand.street, None, times, None, (), False,
                               " ".join(hand._player_label(p) for p in agreed)))
    hand.events.append(event)
    return event


def next_run(hand) -> None:
    """The last run's river is out: the next run is dealt from the same street, same common cards."""
    hand.run += 1
    hand.board = hand.board[:hand._common]
    for seg in range(hand._run_start, len(hand._segments)):
        hand._filled[seg] = [False] * len(hand._segments[seg])
    hand.street = STREETS[hand._run_start]
    hand.phase = "deal"
    hand.events.append(_new_event(Event, ("run", hand.street, None, hand.run, None, (), False, "")))
