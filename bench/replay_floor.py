"""A floor, not an engine: the least a Python replay of a hand can do.

It reads the hand (engine.phh.loads), then for each action checks whose turn
it is and that a bet is between a minimum and the stack, moves the chips,
keeps a Legal-sized tuple, finds the next player, and at the end gives the
pot to the last player or the best high hand. No antes, side pots, rake,
records, pot limit, fixed limit or refusal words. Of the 2,106 shared hands it
finishes 2,082 with the engine's stacks; 5 it stops on and 19 it pays
otherwise (antes, other openers, split and side pots). bench.instructions counts
it ("floor") to show how far below engine.replay any Python replay of these
hands can go: the issue's 20× pokerkit is measured against this.
"""
from __future__ import annotations

from engine import phh
from engine.ranking.evaluation import high_values


def floor_replay(text: str) -> tuple[list, list]:
    """The steps and the finishing stacks (unchecked: a floor, see above)."""
    hh = phh.loads(text)
    n = len(hh.starting_stacks)
    actions = phh.known_actions(hh.actions, n)
    stacks = list(hh.starting_stacks)
    bets = [0] * n
    put_in = [0] * n
    for p, blind in enumerate(hh.blinds_or_straddles or [0] * n):
        stacks[p] -= blind
        bets[p] += blind
        put_in[p] += blind
    current = max(bets)
    increment = current or 1
    folded = [False] * n
    acted = [False] * n
    hole: list = [None] * n
    seen: set = set()
    board: list = []
    actor = 2 % n if n > 2 else 0
    steps = []
    for a in actions:
        verb = a.verb
        if verb == "dh" or verb == "db":
            cards = a.cards
            if not seen.isdisjoint(cards):
                raise ValueError("a card dealt twice")
            seen.update(cards)
            if verb == "dh":
                hole[a.player - 1] = cards
            else:                        # a new street
                board += cards
                bets, current, increment, acted = [0] * n, 0, 1, [False] * n
                actor = next((q for q in range(n) if not folded[q] and stacks[q] > 0), None)
            steps.append((a.text, "d", None))
        elif verb in ("f", "cc", "cbr"):
            p = a.player - 1
            if p != actor:
                raise ValueError("out of turn")
            own, stack = bets[p], stacks[p]
            to_call = min(current - own, stack)
            low, high = min(current + increment, own + stack), own + stack
            legal = (p, "", sum(put_in), current, to_call, False, to_call == 0, True, "raise",
                     low, high, low - own, high - own, "", "", stack)
            if verb == "f":
                folded[p] = True
            elif verb == "cc":
                stacks[p] -= to_call
                bets[p] += to_call
                put_in[p] += to_call
            else:
                to = a.amount
                if not low <= to <= high:
                    raise ValueError("bet out of range")
                stacks[p] -= to - own
                put_in[p] += to - own
                bets[p] = to
                increment, current = max(increment, to - current), to
            acted[p] = True
            steps.append((a.text, "p", legal))
            actor = None
            for i in range(p + 1, p + 1 + n):
                q = i % n
                if not folded[q] and stacks[q] > 0 and (not acted[q] or bets[q] < current):
                    actor = q
                    break
        else:
            steps.append((a.text, "p", None))
    live = [p for p in range(n) if not folded[p]]
    pot = sum(put_in)
    if len(live) == 1:
        stacks[live[0]] += pot
    elif len(board) == 5 and all(hole[p] for p in live):
        values = high_values([hole[p] for p in live], board, "holdem" if len(hole[live[0]]) == 2 else "omaha")
        winners = [p for p, v in zip(live, values) if v == max(values)]
        for p in winners:
            stacks[p] += pot // len(winners)
    return steps, stacks
