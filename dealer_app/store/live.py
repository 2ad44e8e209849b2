"""A hand dealt and recorded by the store alone (the store's own tests, tools, the floor's fixtures): its engine
checks, the writer keeps, then it is done.

The table does not use this: its session plays the hand and ``TableRecord`` writes what that hand did through
the same ``HandWriter`` (hand_writer.py), so a table's hand is dealt once. Here the hand is this object's own.

Each input is first applied to the engine (which refuses a wrong one and
changes nothing), then appended; only when the append has returned is the
input done. If the append fails, the engine state is rebuilt from the record,
so what is shown never runs ahead of what is on disk. The input that
finishes the hand and the hand's result (pots, rake, payouts) are one
transaction: a finished hand is never recorded without its result.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from engine.actions import Action
from engine.cards import Card
from engine.hand import Expected, Hand, HandConfig

from .append import ChainWriter
from .codec import result_to_dict
from .endings import award_items, void_items
from .errors import StoreError
from .events import StoredHand
from .hand_writer import HandWriter


class RecordedHand:
    """The table's hand: ``deal``, ``apply``, ``show``, ``muck`` as on the engine, each recorded."""

    def __init__(self, store: "ChainWriter", number: int, config: HandConfig):
        self.store = store
        self.config = config
        self._hand = Hand(config)
        self._writer = HandWriter(number, config)

    @property
    def number(self) -> int:
        return self._writer.number

    @number.setter
    def number(self, number: int) -> None:
        self._writer.number = number

    @property
    def hand(self) -> Hand:
        """The engine's state, for reading (feed it through this object, never directly)."""
        return self._hand

    @property
    def input_seqs(self) -> tuple[int, ...]:
        return tuple(self._writer.input_seqs)

    # ------------------------------------------------------------ inputs

    def deal(self, card: Optional[Card], read: Optional[dict] = None) -> Expected:
        """The next card; ``read`` says how it was read (device, antenna, sequence, raw bytes ...)."""
        return self._record(lambda h: h.deal(card), read)

    def deal_hole(self, player: int, cards: Sequence[Optional[Card]], read: Optional[dict] = None) -> None:
        self._record(lambda h: h.deal_hole(player, cards), read)

    def deal_board(self, cards: Sequence[Card], read: Optional[dict] = None) -> None:
        self._record(lambda h: h.deal_board(cards), read)

    def apply(self, action: Action):
        """The player to act's action; the engine's Event for it once it is recorded."""
        return self._record(lambda h: h.apply(action))

    def show(self, player: int, cards: Optional[Sequence[Card]] = None) -> None:
        self._record(lambda h: h.show(player, cards))

    def muck(self, player: int) -> None:
        self._record(lambda h: h.muck(player))

    def withdraw(self, player: int) -> None:
        """The player left the table during the hand: folded, in turn or not (RULES.md 8)."""
        self._record(lambda h: h.withdraw(player))

    def run_it(self, times: int, agreed_by: Sequence[int]) -> None:
        """The rest of the board dealt ``times`` times, as the players still in agreed (RULES.md 11)."""
        self._record(lambda h: h.run_it(times, agreed_by))

    def _record(self, feed: Callable[[Hand], object], read: Optional[dict] = None):
        self._check_open()
        before = len(self._hand.inputs)
        result = feed(self._hand)                      # the engine refuses here, changing nothing
        if len(self._hand.inputs) != before + 1:       # pragma: no cover - an engine contract
            raise StoreError("engine-input", f"the engine recorded {len(self._hand.inputs) - before} inputs")
        try:
            with self.store.group():
                self._writer.write(self._hand, self.store.append_events, read=read)
        except BaseException:
            self._hand = Hand.replay(self.config, self._hand.inputs[:before])
            self._writer = HandWriter(self.number, self.config, self._hand.inputs, self._writer.input_seqs[:before])
            raise
        return result

    def _check_open(self) -> None:
        if self._hand.is_complete:
            raise StoreError("hand-over", f"hand {self.number} is over", hand=self.number)
        if self.store.open_hand_number() != self.number:
            raise StoreError("hand-not-open", f"hand {self.number} is no longer open at this table",
                             hand=self.number)

    # ------------------------------------------------------------ corrections

    def correct(self, *, withdraw: int = 1, by: str, reason: str) -> Hand:
        """A supervisor withdraws the last ``withdraw`` inputs; the record keeps them, marked
        as superseded, with who authorised it and why (RULES.md 8). Returns the new state."""
        self._check_open()
        if not isinstance(by, str) or not by.strip():
            raise StoreError("who-missing", "a correction needs the supervisor who authorised it")
        if not isinstance(reason, str) or not reason.strip():
            raise StoreError("reason-missing", "a correction needs its reason")
        count = len(self._hand.inputs)
        if isinstance(withdraw, bool) or not isinstance(withdraw, int) or not 1 <= withdraw <= count:
            raise StoreError("bad-correction", f"there are {count} inputs to withdraw from, not {withdraw}",
                             inputs=count, withdraw=withdraw)
        rebuilt = Hand.replay(self.config, self._hand.inputs[:count - withdraw])
        self._writer.write(rebuilt, self.store.append_events, why_withdrawn=lambda: (by.strip(), reason.strip()))
        self._hand = rebuilt
        return rebuilt

    def void(self, *, by: str, reason: str, status: str = "misdeal") -> None:
        """A misdeal (or void): the hand ends, every chip back to where it started."""
        self._check_open()
        self.store.append_events(void_items(self.store.load_hand(self.number), by, reason, status))

    def award(self, shares: Sequence[int], rake: int, *, by: str, reason: str) -> None:
        """A supervisor shares out the chips in the middle by hand (RULES.md 8): ``shares[p]`` to player p,
        ``rake`` to the house; the hand ends with those stacks."""
        self._check_open()
        self.store.append_events(award_items(self._hand, self.number, shares, rake, by, reason))

    # ------------------------------------------------------------ recovery

    @classmethod
    def resume(cls, store: "ChainWriter", stored: StoredHand) -> "RecordedHand":
        """The open hand from its record, at its last durable event; the resume is recorded."""
        try:
            hand = stored.rebuild()
        except Exception as exc:
            raise StoreError("cannot-replay", f"hand {stored.number}'s record does not replay ({exc}); "
                             "a supervisor may void it", hand=stored.number) from None
        recorded = cls(store, stored.number, stored.config)
        recorded._hand = hand
        recorded._writer = HandWriter(stored.number, stored.config, stored.inputs, stored.input_seqs)
        if hand.is_complete:
            # Finished before a crash that came between two transactions of an older
            # version: write the result now, and there is no open hand any more.
            store.append_events([("hand-ended", {"status": "complete", **result_to_dict(hand)}, stored.number)])
            return recorded
        expected = hand.expected_card()
        store.append_events([("hand-resumed", {
            "inputs": len(hand.inputs), "street": hand.street, "pot": hand.pot, "actor": hand.actor,
            "expected": expected.label.english() if expected else None, "stacks": list(hand.stacks)}, stored.number)])
        return recorded
