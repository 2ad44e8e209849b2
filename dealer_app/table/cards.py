"""The card-source half of the table controller: reads in, checks, alerts, manual entry.

``TableController`` (dealer_app/table/controller.py) inherits this; it relies on
the controller's hand (``_hand``), its change reporting (``_changed``,
``_refuse``) and its words for why no card is wanted (``_why_no_card``).

How a card gets into the hand from a shoe:

    deal button -> _ask_shoe -> source.pull(1)   (the simulator deals; with a real shoe, the dealer)
    reader thread -> Qt signal -> on_source_event(CardRead) -> intake.check -> _put_card (the table
                                 session deals it, the hand store records it), or an alert (later reads
                                 held behind it)

"Deal to action" asks for the next card each time one is dealt, until a
player is to act, an alert stops it, or the shoe runs dry.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from engine.cards import CardError
from hardware.manual import typed_card
from engine.errors import Refusal
from hardware.source import CardRead, SourceEvent, SourceFault, SourceState, SourceStatus

from dealer_app.table.card_checks import ENTER, AlertCode, CardAlert, DealCard, Held, Outcome, Raised, Refused, Resolved, not_a_card
from dealer_app.table.record import refused
from dealer_app.words.table import card_label, engine_refusal, fault_words, status_words
from dealer_app.words.base import first_down, say

if TYPE_CHECKING:  # pragma: no cover
    from collections import deque

    from engine.hand import Hand
    from hardware.manual import ManualCardSource
    from hardware.source import CardSource

    from dealer_app.table.card_checks import CardIntake

PULL_PATIENCE_S = 3.0      # a card asked of the shoe and not come by then: the dealer may ask again

# Engine refusal codes in a dealer's words (the controller has the full list).
_DEAL_REFUSALS = {"no-card-expected": say("Controller", "No card is expected now.")}


@dataclass(frozen=True)
class AlertView:
    """A card alert for the dealer, and the choices that resolve it."""

    code: str
    message: str
    choices: tuple[tuple[str, str], ...]     # (key, button words): "accept" | "reject" | "enter" | "continue"
    needs_card: bool                         # one choice takes the card the dealer types
    waiting: int                             # reads waiting behind it, and alerts after it



class CardFlow:
    """Mixed into TableController (see the module's docstring)."""

    _hand: Optional["Hand"]                  # the session's latest hand (None before the first)
    _source: Optional["CardSource"]
    intake: "CardIntake"
    manual: "ManualCardSource"
    reads: list[tuple[int, CardRead]]
    source_log: "deque[SourceFault]"
    _manual_outcome: Optional[Outcome]
    _source_status: Optional[SourceStatus]
    _pull_since: Optional[float]
    _deal_to_action: bool
    _message: str
    _refused: bool

    # Provided by TableController.
    def _changed(self, kind: str, message: str = "", refused: bool = False) -> None:
        raise NotImplementedError

    def _refuse(self, message: str) -> str:
        raise NotImplementedError

    def _why_no_card(self) -> Optional[str]:
        raise NotImplementedError

    def _put_card(self, card, read: Optional[CardRead]) -> None:
        """Deal ``card`` into the hand (EngineError, StoreError when refused or not recorded)."""
        raise NotImplementedError

    def _replace_last_card(self, card, read: Optional[CardRead]) -> None:
        """The last card was misread: undo it and deal ``card`` in one recorded step."""
        raise NotImplementedError

    def _record_card_refused(self, details: dict, read: Optional[CardRead]) -> None:
        """A card met twice, with where it went: to the hand store only, never the screen."""
        raise NotImplementedError

    # ------------------------------------------------------- the card source

    @property
    def source(self) -> Optional[CardSource]:
        return self._source

    def _pull_pending(self) -> bool:
        if self._pull_since is not None and time.monotonic() - self._pull_since > PULL_PATIENCE_S:
            self._pull_since = None
        return self._pull_since is not None

    def _ask_shoe(self, to_action: bool) -> Optional[str]:
        alert = self.intake.alert
        if alert is not None:
            return self._refuse(say("Alerts", "Resolve the card alert first: {alert}").format(alert=alert.message))
        refusal = self._why_no_card()
        if refusal:
            return self._refuse(refusal)
        self._deal_to_action = to_action
        if self._pull_pending():
            self._changed("waiting", say("Alerts", "Waiting for the shoe to deal the card asked for."))
            return None
        return self._pull()

    def _pull(self) -> Optional[str]:
        assert self._source is not None
        exp = self._hand.expected_card()
        if self._source.pull(1):
            self._pull_since = time.monotonic()
            self._changed("waiting", say("Alerts", "Waiting for the shoe: {card}.").format(
                card=card_label(exp.label) if exp else say("Alerts", "next card")))
        else:                               # a real shoe: the dealer's hand deals, the reader reports
            self._deal_to_action = False
            self._changed("waiting", say("Alerts", "Deal {card} from the shoe.").format(
                card=card_label(exp.label) if exp else say("Alerts", "the card")))
        return None

    def on_source_event(self, event: SourceEvent) -> None:
        """A read, status or fault from the card source (call it on the thread that owns the controller)."""
        if isinstance(event, CardRead):
            self._pull_since = None
            if self._hand is None:
                self._refuse(say("Alerts", "A card came out but no hand is being dealt: it is not dealt."))
                return
            self._apply(self.intake.check(event, self._hand))
            self._drain()
        elif isinstance(event, SourceStatus):
            self._source_status = event
            self._changed("source")
        elif isinstance(event, SourceFault):
            self.source_log.append(event)
            alert = self.intake.fault(event, self._hand) if self._hand is not None else None
            if alert is not None:
                self._deal_to_action = False
                self._changed("alert", alert.message, refused=True)
            elif event.severity != "info":
                self._changed("source", fault_words(event.code, event.message, dict(event.details)), refused=True)

    def _on_manual_read(self, event: SourceEvent) -> None:
        if isinstance(event, CardRead):
            self._manual_outcome = (self.intake.check(event, self._hand) if self._hand is not None else
                                    Refused("no-hand", say("Alerts", "No hand is being dealt: start the next hand.")))

    def _apply(self, outcome: Outcome) -> Optional[str]:
        """Do what the intake decided; returns a refusal in words, or None."""
        if isinstance(outcome, DealCard):
            return self._deal_card(outcome)
        if isinstance(outcome, Raised):
            self._deal_to_action = False
            if outcome.alert.code == AlertCode.CARD_SEEN_TWICE:
                self._record_card_refused(dict(outcome.alert.details), outcome.alert.read)
            self._changed("alert", outcome.alert.message, refused=True)
        elif isinstance(outcome, Held):
            self._changed("alert", self._message, refused=self._refused)
        elif isinstance(outcome, Refused):
            return self._refused_card(outcome, None)
        return None

    def _refused_card(self, outcome: Refused, read: Optional[CardRead]) -> str:
        """A card refused: the screen has its words; a card met twice also goes to the record."""
        if outcome.code == AlertCode.CARD_SEEN_TWICE:
            self._record_card_refused(dict(outcome.details), read)
        return self._refuse(outcome.message)

    def _deal_card(self, dealt: DealCard) -> Optional[str]:
        exp = self._hand.expected_card()
        try:
            self._put_card(dealt.card, dealt.read)      # into the session, recorded before it counts
        except Refusal as exc:               # the intake checked; the engine has the last word
            return self._refuse(refused(exc, lambda e: _DEAL_REFUSALS.get(e.code) or engine_refusal(e)))
        h = self._hand
        if dealt.read is not None:
            self.reads.append((len(h.inputs) - 1, dealt.read))
        if exp is None:
            self._changed("deal", "")
        elif dealt.read is not None and dealt.read.manual:
            self._changed("deal", say("Controller", "Dealt {card} (entered by hand).").format(card=card_label(exp.label)))
        else:
            self._changed("deal", say("Controller", "Dealt {card}.").format(card=card_label(exp.label)))
        return None

    def _drain(self) -> None:
        """After a card or a resolved alert: the reads that waited, the cards kept, the deal to action."""
        if self._hand is None:
            return
        for _ in range(64):                 # bounded: each pass deals a card, raises an alert, or stops
            outcome: Optional[Outcome] = self.intake.next_held(self._hand)
            if outcome is None:
                outcome = self.intake.next_kept(self._hand)
            if outcome is None:
                break
            self._apply(outcome)
        if self._source is None or not self._deal_to_action:
            return
        if self._hand.phase != "deal" or self.intake.alert is not None:
            self._deal_to_action = False
        elif not self._pull_pending():
            self._pull()

    def enter_card(self, text: str) -> Optional[str]:
        """The dealer types the next card (or the one an open alert asks for)."""
        alert = self.intake.alert
        if alert is not None:
            if ENTER in alert.keys:
                return self.resolve_alert(ENTER, text)
            return self._refuse(say("Alerts", "Resolve the card alert first: {alert}").format(alert=alert.message))
        try:
            self.manual.enter(text)
        except CardError as exc:
            return self._refuse(not_a_card(text, exc))
        outcome, self._manual_outcome = self._manual_outcome, None
        refusal = self._apply(outcome) if outcome is not None else say("Alerts", "No card was taken.")
        if refusal:
            return refusal
        self._drain()
        return None

    def correct_last_card(self, text: str) -> Optional[str]:
        """Override a misread: the last card dealt was not the card read; this one was. A number typed
        instead corrects the amount of the last bet or raise (``change_last_amount``)."""
        h = self._hand
        if text.strip().replace(",", "").replace(" ", "").isdigit() and h is not None and h.inputs \
                and h.inputs[-1][0] == "apply":
            return self.change_last_amount(int(text.strip().replace(",", "").replace(" ", "")))
        if h is None or not h.inputs or h.inputs[-1][0] != "deal":
            return self._refuse(say("Alerts", "The last thing done was not a card: only the last card can be "
                                              "corrected."))
        try:
            card = typed_card(text)
        except CardError as exc:
            return self._refuse(not_a_card(text, exc))
        before = h.undo()
        label = before.expected_card()
        outcome = self.intake.check_entered(card, before)
        if isinstance(outcome, Refused):
            return self._refused_card(outcome, None)
        try:
            before.deal(card)
            self._replace_last_card(card, self.manual.make(text))   # undo and deal, one record step
        except Refusal as exc:
            return self._refuse(refused(exc, lambda e: _DEAL_REFUSALS.get(e.code) or engine_refusal(e)))
        self.reads = [(i, r) for i, r in self.reads if i < len(before.inputs) - 1]
        self.reads.append((len(before.inputs) - 1, self.manual.make(text)))
        self._changed("deal", say("Alerts", "Corrected {card}: entered by hand.").format(
            card=card_label(label.label) if label else say("Alerts", "the last card")))
        return None

    def resolve_alert(self, choice: str, card_text: Optional[str] = None) -> Optional[str]:
        """The dealer's way out of the alert shown ("accept", "reject", "enter" with the card, "continue")."""
        alert = self.intake.alert
        outcome = self.intake.resolve(choice, self._hand, card_text)
        if isinstance(outcome, Refused):
            return self._refused_card(outcome, None)
        if isinstance(outcome, DealCard):
            refusal = self._deal_card(DealCard(outcome.card, self.manual.make(card_text or "")))
            if refusal:
                return refusal
        elif isinstance(outcome, Resolved) and alert is not None:
            label = next(r.label for r in alert.resolutions if r.key == choice)
            self._changed("alert", say("Alerts", "Card alert resolved: {choice}.").format(choice=first_down(label)))
        self._drain()
        return None

    def _source_words(self) -> tuple[str, bool]:
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

    def _alert_view(self, alert: Optional[CardAlert]) -> Optional[AlertView]:
        if alert is None:
            return None
        return AlertView(alert.code, alert.message, tuple((r.key, r.label) for r in alert.resolutions),
                         ENTER in alert.keys, len(self.intake.held) + len(self.intake.alerts) - 1)

