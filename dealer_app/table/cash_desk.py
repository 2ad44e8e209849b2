"""The cash-game practices at the table (RULES.md 11, issue 20): run it twice or three times, chips on
the felt, bomb pots on request, time collection. A desk of the table controller (no Qt).

- Run it more than once: when the engine offers it (the betting over with two or more players in and
  the board not complete) and the house allows it, the dealer offers it (``offer_runs``: twice, then
  three times when the house allows, then no), confirms each player's yes (``agree_to_runs``), and the
  runs are recorded once every player still in has agreed. The deal then asks for each run's cards in
  order ("run 2, turn") and the view lays the runs one under the other.
- Chips: ``enter_chips("3x100+1x25")`` reads the chips by the engine's rules (engine/chips.py
  ``read_chips``), says which rule applied, and applies the action; ``declared_raise`` is the dealer's
  last word (the player said "raise"). The pad's amounts, the pot-limit maximum first, and each
  winner's share at the push are shown as the fewest chips of the table's set.
- Bomb pot: ``bomb_pot_next`` (key B) marks the next hand as a bomb pot (a house dealing them on request);
  ``new_hand`` (key N) deals it. B again takes the mark back.
- Time collection per seat: ``check_time_collection`` (the console's clock, every few seconds) tells
  the session when a collection time has passed; the view shows the reminder until the next hand
  collects it. At a table that collects time, the view always says when it falls due next (per seat:
  the next collection time; per hand: at this hand, from whom).
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Optional

from engine.actions import ALL_IN, CALL, CHECK, RAISE
from engine.cash_rules import BOMB_ON_REQUEST, TIME_PER_HAND, TIME_PER_SEAT
from engine.chips import read_chips
from engine.errors import Refusal
from engine.games import Structure
from ui.views.cash import ChipLine, RunBoard, RunOfferView, RunSeat
from ui.views.table import PadView

from dealer_app.table.context import TableContext
from dealer_app.table.record import refused
from ui.views.words import Words, join, say
from dealer_app.words.cash import (amount_in_chips, chips_refusal, in_chips, reading_words, run_boards,
                                   times_words)
from dealer_app.words.table import engine_refusal, seat_words
from ui.views.betting import raise_to_words

if TYPE_CHECKING:  # pragma: no cover
    from engine.hand import Hand

# The key that answers yes in the console's language (O, Y, Д), the one every question takes too (ui).
YES_KEY = say("Confirm", "Y", "the key that answers yes")

CHIPS_READ = "chips-read"       # the chips a dealer entered for an action, as typed, and the rule applied

_CHIP = re.compile(r"^(?:(\d+)\s*[x×*]\s*)?(\d+)$")


class CashDesk:
    """Run it more than once, chips on the felt, bomb pots, time collection (see the module)."""

    def __init__(self, ctx: TableContext, act: Callable[..., Optional[str]],
                 start_hand: Callable[[bool], Optional[str]]):
        self.ctx = ctx
        self._act = act                      # the controller's act(kind, amount, also=...)
        self._start_hand = start_hand        # the controller's new hand (bomb_pot)
        self._offer: Optional[tuple] = None  # (hand, inputs, times, seats agreed) while it is asked
        self._bomb_next = False              # B pressed: the next hand N deals is a bomb pot
        self._clock_seen: Optional[str] = None

    # ------------------------------------------------------------ run it twice

    def _hand_key(self, h: "Hand") -> tuple:
        return self.ctx.session_hand_number, len(h.inputs)

    def _can_offer(self) -> Optional["Hand"]:
        h = self.ctx.hand
        if h is None or not self.ctx.in_progress() or h.config.house.max_runs < 2:
            return None
        return h if h.can_run_it_more_than_once else None

    def _current_offer(self, h: "Hand") -> Optional[tuple]:
        offer = self._offer
        if offer is None or offer[:2] != self._hand_key(h):
            self._offer = None
            return None
        return offer

    def offer_runs(self) -> Optional[str]:
        """Key T: offer to run the rest of the board twice; again: three times (when the house allows), then
        no (one board)."""
        h = self._can_offer()
        if h is None:
            return self.ctx.refuse(say("Runs", "The board is run more than once only when the betting is over "
                                               "with two or more players in and the board not complete, at a "
                                               "table that allows it."))
        offer = self._current_offer(h)
        times = 2 if offer is None else offer[2] + 1
        if times > h.config.house.max_runs:
            self._offer = None
            self.ctx.changed("runs", say("Runs", "One board: the rest of the board is dealt once."))
            return None
        self._offer = (*self._hand_key(h), times, frozenset())
        self.ctx.changed("runs", say("Runs", "{runs}? Every player still in must agree: confirm each ({yes}).").format(
            runs=times_words(times).with_first_up(), yes=YES_KEY))
        return None

    def agree_to_runs(self, seat: Optional[int] = None) -> Optional[str]:
        """Key Y: the player at ``seat`` (None: the next one still to answer) agrees to the runs offered;
        with the last yes the runs are recorded."""
        h = self._can_offer()
        offer = self._current_offer(h) if h is not None else None
        if h is None or offer is None:
            return self.ctx.refuse(say("Runs", "No runs are offered now: offer them first (T)."))
        session = self.ctx.record.session
        still_in = [session.seat_of_player(p) for p in h.players_in_hand()]
        agreed = set(offer[3])
        if seat is None:
            seat = next((s for s in still_in if s not in agreed), None)
        if seat not in still_in:
            return self.ctx.refuse(say("Runs", "Seat {seat} is not in the hand: only the players still in "
                                               "agree.").format(seat=seat))
        agreed.add(seat)
        times = offer[2]
        waiting = [s for s in still_in if s not in agreed]
        if waiting:
            self._offer = (*offer[:3], frozenset(agreed))
            self.ctx.changed("runs", say("Runs", "{who} agrees to {runs}; waiting for {others}.").format(
                who=self._who_at(seat), runs=times_words(times),
                others=join([self._who_at(s) for s in waiting], ", ")).with_first_up())
            return None
        try:
            self.ctx.record.submit(lambda s: s.run_it(times, sorted(agreed), at=self.ctx.now()))
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: engine_refusal(e)))
        self._offer = None
        self.ctx.changed("runs", say("Runs", "Every player agreed: {runs}. Deal run 1.").format(
            runs=times_words(times)))
        return None

    def _who_at(self, seat: int) -> Words:
        p = self.ctx.record.session.seats.get(seat)
        return seat_words(seat, p.name if p is not None else "")

    def run_offer_view(self) -> Optional[RunOfferView]:
        h = self._can_offer()
        if h is None or self.ctx.record is None:
            return None
        offer = self._current_offer(h)
        session = self.ctx.record.session
        agreed = offer[3] if offer else frozenset()
        seats = tuple(RunSeat(session.seat_of_player(p), h.config.players[p].name,
                              session.seat_of_player(p) in agreed) for p in h.players_in_hand())
        if offer is None:
            words = say("Runs", "All-in: the board may be run more than once (T), if every player still in agrees.")
        else:
            words = say("Runs", "{runs}: confirm each player's yes ({yes}); T again for {other}.").format(
                runs=times_words(offer[2]).with_first_up(), yes=YES_KEY,
                other=times_words(3) if offer[2] < h.config.house.max_runs else say("Runs", "one board"))
        return RunOfferView(offer[2] if offer else 0, h.config.house.max_runs, seats, words)

    def run_boards(self, card_text: Callable) -> tuple[RunBoard, ...]:
        """Each run's board, one under the other (words/cash.py, shared with the floor's replay)."""
        return run_boards(self.ctx.hand, card_text)

    # ------------------------------------------------------------------ chips

    def chip_set(self) -> tuple[int, ...]:
        return self.ctx.record.session.settings.chips if self.ctx.record is not None else ()

    def enter_chips(self, text: str, declared_raise: bool = False) -> Optional[str]:
        """The chips the player to act put in ("500", "3x100+1x25"), read by the rules (RULES.md 11) and
        applied; ``declared_raise``: the player said "raise" and named no amount (TDA 45: a single chip is the
        largest raise allowed up to its value; several chips a raise to what was put in, capped at the
        pot-limit maximum, completed to the minimum raise)."""
        read = self._read(text, declared_raise)
        if isinstance(read, Words):
            return self.ctx.refuse(read)
        _, lg, chips, reading = read
        kind = {CALL: "call", CHECK: "check", ALL_IN: "all-in", RAISE: "raise"}[reading.action.kind]
        ctx, pair = self.ctx, [self.ctx.session_hand_number, self.ctx.record.store_hand_number]

        def chips_read(store) -> None:
            # What the dealer typed, the chips it means and the rule that made them an action: in the
            # action's own transaction, so the floor sees why a single 500 was a call (a dispute's question).
            store.append(CHIPS_READ, {"hand": pair, "typed": text, "chips": list(chips),
                                      "declared_raise": declared_raise, "rule": reading.rule,
                                      "put_in": reading.put_in, "returned": reading.returned,
                                      "to_add": reading.to_add, "numbers": dict(reading.numbers),
                                      "action": kind, "to": reading.action.to, "word": lg.raise_word,
                                      "by": ctx.record.session.dealer or ctx.dealer, "at": ctx.now()},
                         hand=pair[1])
        refusal = self._act(kind, reading.action.to if kind == "raise" else None, also=chips_read)
        if refusal:
            return refusal
        self.ctx.changed("action", join([reading_words(reading, lg.raise_word).with_first_up(), self.ctx.message],
                                        " — "))
        return None

    def chips_preview(self, text: str) -> tuple[str, str]:
        """While the dealer types the chips: what Enter makes of them (as put in) and what Ctrl+Enter makes
        (a raise declared), each the rule said (it follows the key's name: lower case) or why it is refused;
        ("", "") before anything is typed.
        Nothing is applied or recorded."""
        if not text.strip():
            return "", ""
        said = []
        for declared in (False, True):
            read = self._read(text, declared)
            said.append(read if isinstance(read, Words) else reading_words(read[3], read[1].raise_word))
        return said[0], said[1]

    def _read(self, text: str, declared_raise: bool):
        """(hand, legal, chips, reading) for the player to act, or Words saying why the chips make no action."""
        h = self.ctx.hand
        if h is None or not self.ctx.in_progress() or h.phase != "bet" or h.actor is None:
            return say("Chips", "No player is to act now: chips are entered for the player to act.")
        chips = self._parse(text)
        if isinstance(chips, Words):
            return chips
        lg = h.legal()
        try:
            reading = read_chips(chips, lg, fixed_limit=h.config.structure is Structure.FIXED_LIMIT,
                                 declared_raise=declared_raise)
        except Refusal as exc:
            return chips_refusal(exc.code, dict(exc.numbers), exc.message).with_first_up()
        return h, lg, chips, reading

    def _parse(self, text: str):
        """(500,) or (100, 100, 100, 25); Words when the text is not chips of this table."""
        parts = [p for p in re.split(r"[+,\s]+", text.strip().replace(" x ", "x").replace(" × ", "×")) if p]
        chip_set = self.chip_set()
        values: list[int] = []
        for part in parts:
            m = _CHIP.match(part)
            if not m or int(m[2]) <= 0 or (m[1] is not None and int(m[1]) <= 0):
                return chips_refusal("bad-chips", {}, "").with_first_up()
            value = int(m[2])
            if chip_set and value not in chip_set:
                return chips_refusal("not-in-set", {"chip": value, "chips": chip_set}, "").with_first_up()
            values += [value] * int(m[1] or 1)
        if not values or len(values) > 200:
            return chips_refusal("bad-chips", {}, "").with_first_up()
        return tuple(values)

    def pad_in_chips(self, pad: PadView) -> tuple[ChipLine, ...]:
        """The pad's amounts as the fewest chips, the pot-limit maximum first."""
        chip_set = self.chip_set()
        if not chip_set:
            return ()
        lines = []
        if pad.can_raise:
            lines.append(("max", in_chips(raise_to_words(pad.raise_word, pad.max_to), pad.max_to, chip_set)))
            if pad.min_to != pad.max_to:
                lines.append(("min", in_chips(raise_to_words(pad.raise_word, pad.min_to), pad.min_to, chip_set)))
        if pad.to_call:
            lines.append(("call", in_chips(say("Betting", "call {amount}").format(amount=pad.to_call), pad.to_call,
                                           chip_set)))
        return tuple(ChipLine(key, words) for key, words in lines if words)

    def push_in_chips(self, payouts: tuple[tuple[int, int], ...]) -> tuple[ChipLine, ...]:
        """Each winner's share as the fewest chips: what the dealer pushes."""
        chip_set = self.chip_set()
        lines = []
        for seat, won in payouts if chip_set else ():
            chips = amount_in_chips(won, chip_set)
            if chips:
                lines.append(ChipLine(str(seat), say("Chips", "{who}: {amount} = {chips}").format(
                    who=self._who_at(seat), amount=won, chips=chips)))
        return tuple(lines)

    # ------------------------------------------------------------ bomb pots

    def _bomb_on_request(self) -> bool:
        session = self.ctx.record.session if self.ctx.record is not None else None
        return session is not None and session.settings.bomb_pot.mode == BOMB_ON_REQUEST

    def bomb_pot_next(self) -> Optional[str]:
        """Key B between hands: the next hand will be a bomb pot (a house dealing them on request); N deals it,
        as any hand. B again: a usual hand after all. Nothing is dealt by B itself: the croupier announces the
        bomb pot, the players put their antes out, then the hand starts."""
        if not self._bomb_on_request():
            return self.ctx.refuse(say("Cash", "This table deals no bomb pot on request."))
        if self.ctx.in_progress():
            return self.ctx.refuse(say("Cash", "A bomb pot is asked for between hands: finish hand {hand} first.").format(
                hand=self.ctx.number_shown(self.ctx.session_hand_number)))
        self._bomb_next = not self._bomb_next
        if self._bomb_next:
            ante = self.ctx.record.session.settings.bomb_pot.ante
            self.ctx.changed("session", say("Cash", "Next hand: a bomb pot, every player dealt in antes {ante}. "
                                                    "N deals it; B again: a usual hand.").format(ante=ante))
        else:
            self.ctx.changed("session", say("Cash", "Next hand: a usual hand, no bomb pot."))
        return None

    def new_hand(self) -> Optional[str]:
        """Key N: the next hand, a bomb pot when B marked it (the mark is spent once the hand is dealt)."""
        refusal = self._start_hand(self._bomb_next and self._bomb_on_request())
        if refusal is None:
            self._bomb_next = False
        return refusal

    # ------------------------------------------------------- time collection

    def check_time_collection(self) -> Optional[str]:
        """The console's clock: when a collection time (per seat) has passed since the last look, the
        session is told, and the next hand collects it."""
        session = self.ctx.record.session if self.ctx.record is not None else None
        if session is None or session.settings.time_collection.mode != TIME_PER_SEAT:
            return None
        now = self.ctx.now()
        seen, self._clock_seen = self._clock_seen, now
        if seen is None:
            return None
        due = session.next_time_collection(seen)
        if due is None or due > now[:len(due)]:
            return None
        try:
            slot = self.ctx.record.submit(lambda s: s.time_collection_due(now))
        except Refusal as exc:
            if exc.code == "time-already-due":
                return None
            return self.ctx.refuse(refused(exc, lambda e: Words("", e.message)))
        self.ctx.changed("session", self._time_words(slot))
        return None

    def _time_next(self, in_progress: bool) -> Words:
        """When the time collection falls due next, for the table's standing line (the due itself is said by
        ``_time_words``): per seat, the next collection time; per hand, at this hand (from whom) or the next."""
        session = self.ctx.record.session
        rules = session.settings.time_collection
        number = self.ctx.session_hand_number
        taken = [t for t in session.time_collections if in_progress and t.hand == number and t.amount > 0]
        if rules.mode == TIME_PER_SEAT:
            if session.time_due:
                return Words("", "")
            # From the time the clock was last looked at: a collection time just passed stays "next" until the
            # clock's look makes it due (never "next at 22:00" while 21:30 is not yet collected).
            upcoming = session.next_time_collection(self._clock_seen or self.ctx.now())
            if upcoming is None:
                return Words("", "")
            if taken:
                return say("Cash", "Time collection: {amount} taken from every player dealt in at this hand; the "
                                   "next at {time}.").format(amount=taken[0].amount, time=upcoming[11:16])
            return say("Cash", "Time collection: the next at {time}, {amount} from every player dealt in at the "
                               "first hand after it.").format(time=upcoming[11:16], amount=rules.amount)
        if rules.mode == TIME_PER_HAND:
            if taken:
                t = taken[0]
                button = session.plan.positions.button if session.plan is not None else t.seat
                if t.seat != button:
                    return say("Cash", "Time collection: {amount} taken at this hand from {who}, the first player "
                                       "dealt in after the dead button.").format(amount=t.amount,
                                                                                 who=seat_words(t.seat, t.name))
                return say("Cash", "Time collection: {amount} taken at this hand from {who}, the button.").format(
                    amount=t.amount, who=seat_words(t.seat, t.name))
            return say("Cash", "Time collection: {amount} from the button at the next hand.").format(
                amount=rules.amount)
        return Words("", "")

    def _time_words(self, slot: str) -> Words:
        amount = self.ctx.record.session.settings.time_collection.amount
        return say("Cash", "Time collection of {time} due: {amount} from every player dealt in at the next "
                           "hand.").format(time=slot[11:16], amount=amount)

    # ------------------------------------------------------------------ view

    def table_parts(self, card_text: Callable, in_progress: bool) -> dict:
        """The view's cash-game parts (TableView's fields of the same names)."""
        if self.ctx.record is None:
            return {}
        session = self.ctx.record.session
        h = self.ctx.hand
        due = session.time_due
        return {
            "run_offer": self.run_offer_view() if self.ctx.in_progress() else None,
            "runs": self.run_boards(card_text),
            "bomb_pot": bool(h is not None and in_progress and h.config.bomb_pot),
            "can_bomb_pot": not in_progress and session.settings.bomb_pot.mode == BOMB_ON_REQUEST,
            "bomb_pot_next": not in_progress and self._bomb_next and self._bomb_on_request(),
            "time_due": self._time_words(due) if due else "",
            "time_next": self._time_next(in_progress),
            "chip_set": session.settings.chips,
        }
