"""The hand record written from the one hand the table plays: each input once, with its outcome.

The table's session deals and bets in its own engine ``Hand``; that hand keeps,
beside each input, what it made of it (``Hand.outcome``: the card it expected,
the legal range an action was checked against, the events). The writer turns
the inputs it has not written yet into the hand record's events, taking
everything from that hand: nothing is dealt again. ``verify`` replays each
finished hand with the engine afterwards; that is a check of the record, not a
second live hand.

The events and their fields are the ones every reader knows (verify, the
floor's replay, the exports, the central record): ``card`` (the input, the card
expected, how it was read), ``hole-cards``, ``board-cards``, ``action`` (who,
what, how much, and since issue 27 the range it was checked against),
``show``, ``muck``, ``withdraw``, ``runs``, ``correction`` when the hand's
inputs part from the record's (an undo, a supervisor's correction), and
``hand-ended`` with the result once the hand is complete.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from engine.hand import Hand, HandConfig
from engine.legal import Legal

from .codec import input_to_list, read_to_dict, result_to_dict

# The hand record's event for each engine input.
EVENT_OF_INPUT = {"deal": "card", "deal_hole": "hole-cards", "deal_board": "board-cards", "apply": "action",
                  "show": "show", "muck": "muck", "withdraw": "withdraw", "run_it": "runs"}

Item = tuple[str, dict, int]          # (event kind, payload, hand number): what ChainWriter.append_events takes


def legal_range(legal: Legal) -> dict:
    """The range an action was checked against, as the record keeps it (the pot-limit sum as its words)."""
    return {"to_call": legal.to_call, "can_check": legal.can_check, "can_raise": legal.can_raise,
            "min_raise_to": legal.min_raise_to, "max_raise_to": legal.max_raise_to,
            "max_explanation": legal.max_explanation.english() if legal.max_explanation else "",
            "closed": legal.closed_reason}


class HandWriter:
    """What of one hand is on record: its effective inputs and the event that holds each."""

    def __init__(self, number: int, config: HandConfig, inputs: Sequence[tuple] = (),
                 input_seqs: Sequence[int] = ()):
        self.number = number
        self.config = config
        self.written: list[tuple] = list(inputs)         # the inputs on record, withdrawn ones left out
        self.input_seqs: list[int] = list(input_seqs)     # the event of each
        self.last_hand: Optional[Hand] = None             # the hand last written from

    def common_length(self, hand: Hand) -> int:
        """How many of the hand's first inputs the record already holds. The same hand object grows by
        appending; a hand the session rebuilt (an undo, a correction) is compared input by input."""
        if hand is self.last_hand and len(hand.inputs) >= len(self.written):
            return len(self.written)
        have, want = self.written, hand.inputs
        common = 0
        while common < min(len(have), len(want)) and have[common] == want[common]:
            common += 1
        return common

    def correction(self, common: int, by: str, reason: str) -> Item:
        """The record's inputs past ``common`` withdrawn (they stay in the record, marked), by whom and why."""
        return ("correction", {"withdraws": self.input_seqs[common:],
                               "withdrawn": [input_to_list(i) for i in self.written[common:]],
                               "inputs_kept": common, "by": by, "reason": reason}, self.number)

    def input_item(self, hand: Hand, index: int, read: Optional[dict] = None) -> Item:
        """Input ``index`` of the hand as its event, with what the hand made of it."""
        item = hand.inputs[index]
        verb = item[0]
        checked, events = hand.outcome(index)
        payload: dict = {"input": input_to_list(item)}
        if verb == "deal":
            payload["expected"] = checked.label.english() if checked is not None else None
            payload["read"] = read_to_dict(read)
        elif verb in ("deal_hole", "deal_board"):
            payload["read"] = read_to_dict(read)
        elif verb == "apply":
            event = events[0]
            player = event.player
            payload.update({"player": player, "seat": self._seat(player), "name": self.config.players[player].name,
                            "did": event.kind, "amount": event.amount, "total": event.total,
                            "all_in": event.all_in, "legal": legal_range(checked)})
        elif verb in ("show", "muck", "withdraw"):
            payload["seat"] = self._seat(item[1])
        elif verb == "run_it":
            payload.update({"times": item[1], "seats": [self._seat(p) for p in item[2]]})
        return (EVENT_OF_INPUT[verb], payload, self.number)

    def ended_item(self, hand: Hand) -> Item:
        return ("hand-ended", {"status": "complete", **result_to_dict(hand)}, self.number)

    def write(self, hand: Hand, append: Callable[[list[Item]], list], *, read: Optional[dict] = None,
              why_withdrawn: Callable[[], tuple[str, str]] = lambda: ("dealer", "corrected")) -> int:
        """Bring the record level with ``hand``: a correction where they part, then each new input with its
        outcome (``read``: how the last new card was read), then the result when the hand is complete.
        ``append`` writes a list of items and returns what it appended (each with its ``seq``).
        Returns how many inputs it wrote (the result with the last of them when the hand is complete)."""
        common = self.common_length(hand)
        if len(self.written) > common:
            by, reason = why_withdrawn()
            append([self.correction(common, by, reason)])
            del self.written[common:], self.input_seqs[common:]
        count = len(hand.inputs)
        last_card = max((i for i in range(common, count) if hand.inputs[i][0] == "deal"), default=None)
        for i in range(common, count):
            items = [self.input_item(hand, i, read if i == last_card else None)]
            if i == count - 1 and hand.is_complete:
                items.append(self.ended_item(hand))         # the last input and the result: one write
            appended = append(items)
            self.written.append(hand.inputs[i])
            self.input_seqs.append(appended[0].seq)
        self.last_hand = hand
        return count - common

    def _seat(self, player: Optional[int]) -> Optional[int]:
        return None if player is None else self.config.players[player].seat
