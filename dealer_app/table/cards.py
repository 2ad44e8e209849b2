"""The table's card desk: reads in, checks, alerts, manual entry (no Qt).

``TableController`` (dealer_app/table/controller.py) holds one ``CardDesk``;
the desk reads the hand, records the cards and tells what changed through
the table's context (context.py). It owns everything about the cards of the
hand being dealt: the card source, the intake's checks and alerts, the reads
of this hand and the source's log.

How a card gets into the hand from a shoe:

    deal button -> ask_shoe -> source.pull(1)   (the simulator deals; with a real shoe, the dealer)
    reader thread -> Qt signal -> on_source_event(CardRead) -> intake.check -> _put_card (the table
                                 session deals it, the hand store records it), or an alert (later reads
                                 held behind it)

"Deal to action" asks for the next card each time one is dealt, until a
player is to act, an alert stops it, or the shoe runs dry.
"""
from __future__ import annotations

import time
from collections import deque
from typing import Optional

from engine.card_letters import letters_for
from engine.cards import Card, CardError
from engine.errors import Refusal
from hardware.manual import ManualCardSource, typed_card
from hardware.registration import DeckRegistration
from hardware.source import CardRead, CardSource, SourceEvent, SourceFault, SourceState, SourceStatus
from ui.views.table import AlertView

from dealer_app.table.card_checks import (BOARD_CHECKED, CARD_REFUSED, ENTER, READ_ALERT, AlertCode, CardAlert,
                                          CardIntake, Checked, DealCard, Held, Outcome, Raised, Refused, Resolved)
from dealer_app.store import StoreError
from dealer_app.table.context import TableContext
from dealer_app.table.record import refused
from dealer_app.words.table import card_label, card_name, engine_refusal, fault_words, status_words
from ui.views.words import first_down, say
from dealer_app.words.typed_cards import TypedCard, not_a_card, read_typed

PULL_PATIENCE_S = 3.0      # a card asked of the shoe and not come by then: the dealer may ask again

# Engine refusal codes in a dealer's words (the controller has the full list).
_DEAL_REFUSALS = {"no-card-expected": say("Controller", "No card is expected now.")}


class CardDesk:
    """The cards of the hand being dealt (see the module's docstring)."""

    def __init__(self, ctx: TableContext, source: Optional[CardSource], deck: Optional[DeckRegistration]):
        self.ctx = ctx
        self._source = source
        self.intake = CardIntake(deck)
        self.manual = ManualCardSource(self._on_manual_read)
        self._manual_outcome: Optional[Outcome] = None
        self._source_status: Optional[SourceStatus] = None
        self._pull_since: Optional[float] = None
        self._deal_to_action = False
        self.reads: list[tuple[int, CardRead]] = []     # this hand: (input index, the read) of each card read
        self.source_log: deque[SourceFault] = deque(maxlen=500)

    def hand_began(self) -> None:
        """A new hand (or a resumed one): nothing pending from the last one."""
        self.reads = []
        self.intake.new_hand()
        self._pull_since = None
        self._deal_to_action = False
        if self._source is not None and self.ctx.hand is not None:
            self._source.new_round()

    # ----------------------------------------------------- into the hand

    def why_no_card(self) -> Optional[str]:
        h = self.ctx.hand
        if h is None:
            return say("Controller", "No hand is being dealt: start the next hand.")
        if not self.ctx.in_progress():
            return say("Controller", "The hand is over: start a new hand.")
        if h.expected_card() is not None:
            return None
        if h.phase == "bet" and h.actor is not None:
            return say("Controller", "No card is expected now: {who} is to act.").format(who=self.ctx.who(h.actor))
        if h.phase == "showdown":
            return say("Controller", "The board is complete: show the hands.")
        return say("Controller", "The hand is over: start a new hand.")

    def _put_card(self, card: Card, read: Optional[CardRead]) -> None:
        """Deal ``card`` into the hand, durable before it returns (EngineError, StoreError when not done)."""
        self.ctx.record.submit(lambda s: s.deal(card, at=self.ctx.now()), read=read_record(read))

    def _replace_last_card(self, card: Card, read: Optional[CardRead]) -> None:
        """The last card was misread: undo it and deal ``card`` in one recorded step."""
        at = self.ctx.now()
        self.ctx.record.submit(lambda s: (s.undo(at=at), s.deal(card, at=at)), read=read_record(read))

    def _record_card_refused(self, details: dict, read: Optional[CardRead]) -> None:
        """A card met twice (typed or read): where it went, a player's hole card or a burn, is for the
        record and the floor, never the table's screen (card_intake.face_up_place). A refusal that
        cannot be written changes nothing at the table: the card was not dealt either way."""
        ctx = self.ctx
        store = ctx.record.store if ctx.record is not None else None
        number = ctx.record.store_hand_number if ctx.record is not None else None
        if store is None or number is None or not ctx.in_progress():
            return
        payload = {**details, "hand": [ctx.session_hand_number, number], "entered": read is None or read.manual,
                   "read": read_record(read) if read is not None and not read.manual else None,
                   "by": ctx.record.session.dealer or ctx.dealer, "at": ctx.now()}
        try:
            store.append(CARD_REFUSED, payload, hand=number)
        except StoreError:
            pass

    def _record_board_check(self, read: CardRead, agreed: bool, details: dict) -> None:
        """A board reader's read, for the floor: its UID and reader, the card, what it was checked against.
        Nothing at the table waits on it: a check that cannot be written changes nothing dealt."""
        ctx = self.ctx
        store = ctx.record.store if ctx.record is not None else None
        number = ctx.record.store_hand_number if ctx.record is not None else None
        if store is None or number is None or not ctx.in_progress():
            return
        payload = {**details, "agreed": agreed, "hand": [ctx.session_hand_number, number],
                   "read": read_record(read), "by": ctx.record.session.dealer or ctx.dealer,
                   "at": ctx.now()}
        try:
            store.append(BOARD_CHECKED, payload, hand=number)
        except StoreError:
            pass

    def _record_read_alert(self, alert: CardAlert) -> None:
        """A read that raised an alert and so was not dealt as it came (a tag not in the deck, no UID, a
        card while the players bet or after the board): its UID and bytes for the floor, whatever the
        dealer then chooses (RULES: every read's UID is in the record)."""
        ctx = self.ctx
        store = ctx.record.store if ctx.record is not None else None
        number = ctx.record.store_hand_number if ctx.record is not None else None
        if store is None or number is None or not ctx.in_progress() or alert.read is None:
            return
        payload = {"code": alert.code, "tag": alert.read.tag,
                   "card": str(alert.read.card) if alert.read.card is not None else None,
                   "read": read_record(alert.read), "hand": [ctx.session_hand_number, number],
                   "by": ctx.record.session.dealer or ctx.dealer, "at": ctx.now()}
        try:
            store.append(READ_ALERT, payload, hand=number)
        except StoreError:
            pass

    # ------------------------------------------------------- the card source

    @property
    def source(self) -> Optional[CardSource]:
        return self._source

    def pull_pending(self) -> bool:
        if self._pull_since is not None and time.monotonic() - self._pull_since > PULL_PATIENCE_S:
            self._pull_since = None
        return self._pull_since is not None

    def ask_shoe(self, to_action: bool) -> Optional[str]:
        alert = self.intake.alert
        if alert is not None:
            return self.ctx.refuse(say("Alerts", "Resolve the card alert first: {alert}").format(alert=alert.message))
        refusal = self.why_no_card()
        if refusal:
            return self.ctx.refuse(refusal)
        self._deal_to_action = to_action
        if self.pull_pending():
            self.ctx.changed("waiting", say("Alerts", "Waiting for the shoe to deal the card asked for."))
            return None
        return self._pull()

    def _pull(self) -> Optional[str]:
        assert self._source is not None
        exp = self.ctx.hand.expected_card()
        if self._source.pull(1):
            self._pull_since = time.monotonic()
            self.ctx.changed("waiting", say("Alerts", "Waiting for the shoe: {card}.").format(
                card=card_label(exp.label) if exp else say("Alerts", "next card")))
        else:                               # a real shoe: the dealer's hand deals, the reader reports
            self._deal_to_action = False
            self.ctx.changed("waiting", say("Alerts", "Deal {card} from the shoe.").format(
                card=card_label(exp.label) if exp else say("Alerts", "the card")))
        return None

    def on_source_event(self, event: SourceEvent) -> None:
        """A read, status or fault from the card source (call it on the thread that owns the controller)."""
        if isinstance(event, CardRead):
            if event.position is not None:
                if self.ctx.hand is None or not self.ctx.in_progress():
                    return                  # a board reader between hands: the board is being cleared
            else:
                self._pull_since = None
            if self.ctx.hand is None:
                self.ctx.refuse(say("Alerts", "A card came out but no hand is being dealt: it is not dealt."))
                return
            self._apply(self.intake.check(event, self.ctx.hand))
            self.drain()
        elif isinstance(event, SourceStatus):
            self._source_status = event
            self.ctx.changed("source")
        elif isinstance(event, SourceFault):
            self.source_log.append(event)
            alert = self.intake.fault(event, self.ctx.hand) if self.ctx.hand is not None else None
            if alert is not None:
                self._deal_to_action = False
                self.ctx.changed("alert", alert.message, refused=True)
            elif event.severity != "info":
                self.ctx.changed("source", fault_words(event.code, event.message, dict(event.details)), refused=True)

    def _on_manual_read(self, event: SourceEvent) -> None:
        if isinstance(event, CardRead):
            self._manual_outcome = (self.intake.check(event, self.ctx.hand) if self.ctx.hand is not None else
                                    Refused("no-hand", say("Alerts", "No hand is being dealt: start the next hand.")))

    def _apply(self, outcome: Outcome) -> Optional[str]:
        """Do what the intake decided; returns a refusal in words, or None."""
        if isinstance(outcome, DealCard):
            return self._deal_card(outcome)
        if isinstance(outcome, Checked):
            self._record_board_check(outcome.read, True, {"tag": outcome.read.tag, "card": str(outcome.card),
                                                          "expected": str(outcome.card)})
            self.ctx.changed("board", say("Alerts", "Board card checked: {card}.").format(
                card=card_name(outcome.card)))
            return None
        if isinstance(outcome, Raised):
            self._deal_to_action = False
            if outcome.alert.code == AlertCode.CARD_SEEN_TWICE:
                self._record_card_refused(dict(outcome.alert.details), outcome.alert.read)
            elif outcome.alert.code in (AlertCode.BOARD_CARD_DIFFERS, AlertCode.BOARD_CARD_UNKNOWN):
                self._record_board_check(outcome.alert.read, False, dict(outcome.alert.details))
            elif outcome.alert.read is not None:
                self._record_read_alert(outcome.alert)
            self.ctx.changed("alert", outcome.alert.message, refused=True)
        elif isinstance(outcome, Held):
            self.ctx.changed("alert", self.ctx.message, refused=self.ctx.refused)
        elif isinstance(outcome, Refused):
            return self._refused_card(outcome, None)
        return None

    def _refused_card(self, outcome: Refused, read: Optional[CardRead]) -> str:
        """A card refused: the screen has its words; a card met twice also goes to the record."""
        if outcome.code == AlertCode.CARD_SEEN_TWICE:
            self._record_card_refused(dict(outcome.details), read)
        return self.ctx.refuse(outcome.message)

    def _deal_card(self, dealt: DealCard) -> Optional[str]:
        exp = self.ctx.hand.expected_card()
        try:
            self._put_card(dealt.card, dealt.read)      # into the session, recorded before it counts
        except Refusal as exc:               # the intake checked; the engine has the last word
            return self.ctx.refuse(refused(exc, lambda e: _DEAL_REFUSALS.get(e.code) or engine_refusal(e)))
        h = self.ctx.hand
        if dealt.read is not None:
            self.reads.append((len(h.inputs) - 1, dealt.read))
        if exp is None:
            self.ctx.changed("deal", "")
        elif dealt.read is not None and dealt.read.manual:
            self.ctx.changed("deal", say("Controller", "Dealt {card} (entered by hand).").format(card=card_label(exp.label)))
        else:
            self.ctx.changed("deal", say("Controller", "Dealt {card}.").format(card=card_label(exp.label)))
        return None

    def drain(self) -> None:
        """After a card or a resolved alert: the reads that waited, the cards kept, the deal to action."""
        if self.ctx.hand is None:
            return
        for _ in range(64):                 # bounded: each pass deals a card, raises an alert, or stops
            outcome: Optional[Outcome] = self.intake.next_held(self.ctx.hand)
            if outcome is None:
                outcome = self.intake.next_kept(self.ctx.hand)
            if outcome is None:
                break
            self._apply(outcome)
        if self._source is None or not self._deal_to_action:
            return
        if self.ctx.hand.phase != "deal" or self.intake.alert is not None:
            self._deal_to_action = False
        elif not self.pull_pending():
            self._pull()

    def read_typed(self, text: str) -> TypedCard:
        """What the text in the card field reads as in the console's letters, said while the dealer types."""
        return read_typed(text, self.ctx.language)

    def enter_card(self, text: str) -> Optional[str]:
        """The dealer types the next card (or the one an open alert asks for)."""
        alert = self.intake.alert
        if alert is not None:
            if ENTER in alert.keys:
                return self.resolve_alert(ENTER, text)
            return self.ctx.refuse(say("Alerts", "Resolve the card alert first: {alert}").format(alert=alert.message))
        try:
            self.manual.enter(text, self.ctx.language)
        except CardError as exc:
            return self.ctx.refuse(not_a_card(text, exc, letters_for(self.ctx.language)))
        outcome, self._manual_outcome = self._manual_outcome, None
        refusal = self._apply(outcome) if outcome is not None else say("Alerts", "No card was taken.")
        if refusal:
            return refusal
        self.drain()
        return None

    def correct_last_card(self, text: str) -> Optional[str]:
        """Override a misread: the last card dealt was not the card read; this one was."""
        h = self.ctx.hand
        if h is None or not h.inputs or h.inputs[-1][0] != "deal":
            return self.ctx.refuse(say("Alerts", "The last thing done was not a card: only the last card can be "
                                              "corrected."))
        language = self.ctx.language
        try:
            card = typed_card(text, language)
        except CardError as exc:
            return self.ctx.refuse(not_a_card(text, exc, letters_for(language)))
        before = h.undo()
        label = before.expected_card()
        outcome = self.intake.check_entered(card, before, language)
        if isinstance(outcome, Refused):
            return self._refused_card(outcome, None)
        try:
            before.deal(card)
            self._replace_last_card(card, self.manual.make(text, language))   # undo and deal, one record step
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: _DEAL_REFUSALS.get(e.code) or engine_refusal(e)))
        self.reads = [(i, r) for i, r in self.reads if i < len(before.inputs) - 1]
        self.reads.append((len(before.inputs) - 1, self.manual.make(text, language)))
        self.ctx.changed("deal", say("Alerts", "Corrected {card}: entered by hand.").format(
            card=card_label(label.label) if label else say("Alerts", "the last card")))
        return None

    def resolve_alert(self, choice: str, card_text: Optional[str] = None) -> Optional[str]:
        """The dealer's way out of the alert shown ("accept", "reject", "enter" with the card, "continue")."""
        alert = self.intake.alert
        outcome = self.intake.resolve(choice, self.ctx.hand, card_text, self.ctx.language)
        if isinstance(outcome, Refused):
            return self._refused_card(outcome, None)
        if isinstance(outcome, DealCard):
            refusal = self._deal_card(DealCard(outcome.card, self.manual.make(card_text or "", self.ctx.language)))
            if refusal:
                return refusal
        elif isinstance(outcome, Resolved) and alert is not None:
            label = next(r.label for r in alert.resolutions if r.key == choice)
            self.ctx.changed("alert", say("Alerts", "Card alert resolved: {choice}.").format(choice=first_down(label)))
        self.drain()
        return None

    def source_words(self) -> tuple[str, bool]:
        status = self._source_status
        if status is None:
            return say("Source", "cards: shoe · connecting"), False
        state = status.state
        if state == SourceState.CONNECTED:
            return say("Source", "cards: shoe {device} · connected").format(device=status.device), True
        if state == SourceState.RECONNECTING:
            return say("Source", "cards: shoe · reconnecting (attempt {attempt})").format(attempt=status.attempt), False
        if state == SourceState.SILENT:
            return say("Source", "cards: shoe · not answering"), False
        if state == SourceState.FAULTED:
            return say("Source", "cards: shoe · {problem}").format(problem=status_words(status.message)), False
        return say("Source", "cards: shoe · {state}").format(state=state.value), False

    def alert_view(self, alert: Optional[CardAlert]) -> Optional[AlertView]:
        if alert is None:
            return None
        return AlertView(alert.code, alert.message, tuple((r.key, r.label) for r in alert.resolutions),
                         ENTER in alert.keys, len(self.intake.held) + len(self.intake.alerts) - 1)


def read_record(read: Optional[CardRead]) -> Optional[dict]:
    """How a card was read, as the hand store keeps it, made once here (no floats: the host time in
    microseconds; the raw bytes in hex, ``raw_hex``, as every reader of the record takes them)."""
    if read is None:
        return None
    kept = {"device": read.device, "antenna": read.antenna, "sequence": read.sequence, "number": read.number,
            "tag": read.tag, "origin": read.origin, "device_time_ms": read.device_time_ms,
            "host_time_us": int(read.host_time * 1_000_000), "raw_hex": bytes(read.raw).hex()}
    if read.letters:
        kept["letters"] = read.letters      # a card typed: the raw text is in this language's letters ("Rc": K♥)
    if read.position:
        kept["position"] = read.position    # a reader at a fixed place (the board): a check, not a card dealt
    return kept
