"""The events that end a hand without the engine: a misdeal or a void, and a pot a supervisor awards by hand.

Made here once, for the writer (live.py, store.py) and for the reader that checks
an awarded hand's result against what was written (results.py).
"""
from __future__ import annotations

from typing import Sequence

from engine.hand import Hand

from .errors import StoreError
from .events import StoredHand


def void_items(stored: StoredHand, by: str, reason: str, status: str) -> list:
    if status not in ("misdeal", "void"):
        raise StoreError("bad-status", f"a hand is voided as a misdeal or a void, not {status!r}")
    if not isinstance(by, str) or not by.strip():
        raise StoreError("who-missing", "voiding a hand needs the supervisor who authorised it")
    if not isinstance(reason, str) or not reason.strip():
        raise StoreError("reason-missing", "voiding a hand needs its reason")
    starting = [p.stack for p in stored.config.players]
    return [("hand-voided", {"by": by.strip(), "reason": reason.strip(), "status": status,
                             "inputs_withdrawn": list(stored.input_seqs)}, stored.number),
            ("hand-ended", {"status": status, "pot": 0, "pots": [], "rake": 0, "jackpot": 0,
                            "payouts": [0] * len(starting), "uncalled_returns": [], "board": [], "shown": [],
                            "finishing_stacks": starting}, stored.number)]


def award_items(hand: Hand, number: int, shares: Sequence[int], rake: int, by: str, reason: str) -> list:
    """The events of a pot awarded by hand: the supervisor's decision, then the hand's end with its stacks."""
    if not isinstance(by, str) or not by.strip():
        raise StoreError("who-missing", "awarding a pot by hand needs the supervisor who authorised it")
    if not isinstance(reason, str) or not reason.strip():
        raise StoreError("reason-missing", "awarding a pot by hand needs its reason")
    amounts = list(shares) + [rake]
    if len(shares) != hand.n or any(not isinstance(a, int) or isinstance(a, bool) or a < 0 for a in amounts):
        raise StoreError("bad-award", f"an award gives each of the {hand.n} players a whole number of chips")
    middle = sum(hand.contributions)
    if sum(amounts) != middle:
        raise StoreError("bad-award", f"the shares and the rake make {sum(amounts)}, not the {middle} in the middle",
                         total=sum(amounts), pot=middle)
    finishing = [hand.stacks[p] + shares[p] for p in range(hand.n)]
    share_list = [[p, a] for p, a in enumerate(shares) if a]
    return [("hand-awarded", {"by": by.strip(), "reason": reason.strip(), "shares": share_list, "rake": rake,
                              "inputs": len(hand.inputs)}, number),
            ("hand-ended", {"status": "awarded", "pot": middle,
                            "pots": [{"amount": middle, "eligible": [p for p in range(hand.n) if hand.in_hand(p)],
                                      "rake": rake, "jackpot": 0, "high_winners": [p for p, _ in share_list],
                                      "low_winners": [], "shares": share_list, "high_hand": "", "low_hand": "",
                                      "odd_chip_receivers": []}],
                            "rake": rake, "jackpot": 0, "payouts": list(shares), "uncalled_returns": [],
                            "board": [str(c) for c in hand.board if c], "shown": [],
                            "finishing_stacks": finishing}, number)]
