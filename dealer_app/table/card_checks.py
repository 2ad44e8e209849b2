"""Game checks on the cards that come in (ARCHITECTURE.md 3), without Qt.

Every read from a card source passes here before the engine sees it. It is
either a card for the engine (``DealCard``) or an alert the dealer resolves
(``CardAlert``): each alert has a stable code, a message a dealer
understands, and its ways out. While an alert is open, later reads wait in
order behind it (``Held``), so a card is never dealt into the wrong seat
and never lost.

Alerts, and how the dealer resolves them:

=====================  ================================================  =========================
code                   when                                              resolutions
=====================  ================================================  =========================
card-seen-twice        a card already dealt in this hand                 reject, enter
unknown-tag            a tag not in the registered deck                  enter, reject
unreadable-card        the shoe could not read a card that went out      enter, reject
too-many-cards         a card after the deal needs no more               reject
no-card-expected       a card while the players are betting              accept (keep it for the
                                                                         next card), reject
read-may-be-lost       a read number never arrived (a sequence gap       enter, continue
                       the shoe did not fill by sending again)
shoe-restarted         the shoe restarted while a hand is dealt          continue, enter
board-card-differs     a board reader's card is not a board card the     continue (the board
                       shoe dealt                                        checked by eye)
board-card-unknown     a board reader's tag not in the deck, or no UID   continue
=====================  ================================================  =========================

A read from a reader at the board (``CardRead.position == "board"``: a PC/SC reader the
reader map puts there) is never dealt: the shoe's mouth deals every card in order, and
the board reader checks that the cards laid on the board are the board cards the shoe
dealt (any of them not checked yet: the flop's three in any order), ``Checked``. A card
read there that is not one of them is an alert; a hole card or a burn put on the board
reader is not named on the screen, as above. Each board read goes to the hand store
(``BOARD_CHECKED``) with its UID, for the floor.

A card the dealer types is checked the same way, but refused at once with
the reason rather than raised as an alert: the dealer is right there.

The players see the dealer's screen: a card met twice is named with where
it went only when it lies face up (a board card). For a hole card or a burn
the screen says "already dealt in this hand" and no more; where it went
("seat 7, hole card 4") goes to the hand store (``CARD_REFUSED``), which the
floor reads after a supervisor signs in.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Mapping, Optional, Union

from engine.card_labels import CardLabel
from engine.card_letters import card_face, letters_for
from engine.cards import Card, CardError
from engine.errors import Refusal
from engine.hand import Hand
from hardware.manual import typed_card
from hardware.registration import DeckRegistration
from hardware.source import CardRead, FaultCode, SourceFault

from dealer_app.words.table import card_label, card_name
from ui.views.words import either, first_down, say
from dealer_app.words.typed_cards import examples, not_a_card, type_a_card


class AlertCode:
    CARD_SEEN_TWICE = "card-seen-twice"
    UNKNOWN_TAG = "unknown-tag"
    UNREADABLE_CARD = "unreadable-card"
    TOO_MANY_CARDS = "too-many-cards"
    NO_CARD_EXPECTED = "no-card-expected"
    READ_MAY_BE_LOST = "read-may-be-lost"
    SHOE_RESTARTED = "shoe-restarted"
    BOARD_CARD_DIFFERS = "board-card-differs"
    BOARD_CARD_UNKNOWN = "board-card-unknown"


BOARD = "board"            # CardRead.position of a reader at the board (hardware/pcsc_positions.py)


ACCEPT, REJECT, ENTER, CONTINUE = "accept", "reject", "enter", "continue"

# The hand store's event for a card refused because it was met twice: what the screen does not say
# (where the card went) is kept there, for the floor (docs/hand-store.md).
CARD_REFUSED = "card-refused"
# The hand store's event for each card read at a board reader: what was read (its UID), the board card it
# was checked against, and whether it agreed.
BOARD_CHECKED = "board-checked"
# The hand store's event for a read that raised any other alert (a tag not in the deck, no UID, a card not
# expected): the read as it came, whatever the dealer chose, so that every read's UID is in the record.
READ_ALERT = "read-alert"


@dataclass(frozen=True)
class Resolution:
    key: str              # "accept" | "reject" | "enter" | "continue"
    label: str            # the button's words


@dataclass(frozen=True)
class CardAlert:
    code: str
    message: str
    resolutions: tuple[Resolution, ...]
    read: Optional[CardRead] = None
    details: Mapping[str, object] = field(default_factory=dict)

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(r.key for r in self.resolutions)


@dataclass(frozen=True)
class DealCard:
    """A card for the engine; ``read`` is where it came from (None: kept from earlier)."""

    card: Card
    read: Optional[CardRead]


@dataclass(frozen=True)
class Held:
    read: CardRead


@dataclass(frozen=True)
class Raised:
    alert: CardAlert


class Refused(Refusal):
    """A card typed, or a choice, refused at once with the reason (the dealer is right there): its code,
    its words and, for a card met twice, what the record keeps of it (``details``, its numbers)."""

    def __init__(self, code: str, message: str, details: Optional[Mapping[str, object]] = None):
        self.details: Mapping[str, object] = dict(details or {})
        super().__init__(code, message, **self.details)


@dataclass(frozen=True)
class Checked:
    """A board reader's card is a board card the shoe dealt: nothing to deal, the board agrees."""

    card: Card
    read: CardRead


@dataclass(frozen=True)
class Resolved:
    """The dealer's choice was taken and nothing is to be dealt for it."""

    alert: CardAlert
    key: str


Outcome = Union[DealCard, Held, Raised, Refused, Resolved, Checked]


def _words(card: Card) -> str:
    return card_name(card).with_first_up()          # "Ace of spades"


def _dealt_event(hand: Hand, card: Card):
    return next((event for event in hand.events if card in event.cards), None)


def where_dealt(hand: Hand, card: Card) -> str:
    """Where a card of this hand went, in the dealer's words: "seat 2, hole card 1", "the flop", "a burn".

    The full detail, for the record and the floor (``seen_twice``); the table's screen says it only
    for a card face up (``face_up_place``)."""
    event = _dealt_event(hand, card)
    if event is None:
        return say("Alerts", "this hand")
    if event.kind == "burn":
        return say("Alerts", "a burn card")
    return card_label(event.detail) if event.detail else event.kind


def face_up_place(hand: Hand, card: Card) -> Optional[str]:
    """Where the card lies when everyone at the table can see it (a board card); None for a card face
    down (a hole card, a burn, a card kept for the deal): the players watch the dealer's screen, and
    "seat 7, hole card 4" would tell them a player's card."""
    event = _dealt_event(hand, card)
    if event is None or event.kind != "board-card":
        return None
    return where_dealt(hand, card)


def seen_twice(hand: Hand, card: Card, kept: "deque[Card]") -> dict:
    """What the record keeps of a card met twice: the card, where it went (English, the engine's label)
    and the card the deal expected; the floor sees it, the table's screen does not."""
    event = _dealt_event(hand, card)
    if event is None:
        where = "kept for the next card" if card in kept else "this hand"
    elif event.kind == "burn":
        where = "burn"
    elif isinstance(event.detail, CardLabel):
        where = event.detail.english()
    else:
        where = event.detail or event.kind
    expected = hand.expected_card()
    return {"card": str(card), "dealt_as": where, "expected": expected.label.english() if expected else None}


class CardIntake:
    """The checks, the open alerts and the reads waiting behind them, for one table."""

    def __init__(self, deck: Optional[DeckRegistration] = None):
        self.deck = deck
        self.alerts: deque[CardAlert] = deque()
        self.held: deque[CardRead] = deque()
        self.kept: deque[Card] = deque()        # cards the dealer kept for the next card of the deal
        self.board_checked: list[Card] = []     # the board cards a board reader has seen this hand

    @property
    def alert(self) -> Optional[CardAlert]:
        return self.alerts[0] if self.alerts else None

    def new_hand(self) -> None:
        """A new hand: what was pending was about the last one."""
        self.alerts.clear()
        self.held.clear()
        self.kept.clear()
        self.board_checked.clear()

    # ----------------------------------------------------------- reads

    def check(self, read: CardRead, hand: Hand) -> Outcome:
        if read.manual:
            outcome = self.check_entered(read.card, hand, read.letters or "en")
            return DealCard(outcome.card, read) if isinstance(outcome, DealCard) else outcome
        if self.alerts:
            self.held.append(read)
            return Held(read)
        outcome = self._check(read, hand)
        if isinstance(outcome, Raised):
            self.alerts.append(outcome.alert)
        return outcome

    def _check(self, read: CardRead, hand: Hand) -> Outcome:
        if read.position == BOARD:
            return self._check_board(read, hand)
        card = read.card
        if card is None and read.tag is not None:
            card = self.deck.card_for(read.tag) if self.deck is not None else None
            if card is None:
                where = (say("Alerts", "the registered deck {deck}").format(deck=repr(self.deck.name))
                         if self.deck is not None
                         else say("Alerts", "any registered deck (no deck is registered at this table)"))
                return Raised(CardAlert(
                    AlertCode.UNKNOWN_TAG,
                    say("Alerts", "Tag {tag} is not in {where}: a card of another deck? Take it out and reject it, "
                                  "or enter the card it is.").format(tag=read.tag, where=where),
                    (Resolution(ENTER, say("Alerts", "Enter the card")),
                     Resolution(REJECT, say("Alerts", "Reject (not dealt)"))),
                    read, {"tag": read.tag}))
        elif card is None:
            return Raised(CardAlert(
                AlertCode.UNREADABLE_CARD,
                say("Alerts", "The shoe could not read the card that went out: enter it by hand, or reject the "
                              "read if no card was dealt."),
                (Resolution(ENTER, say("Alerts", "Enter the card")),
                 Resolution(REJECT, say("Alerts", "Reject (no card)"))), read))
        expected = hand.expected_card()
        if expected is None:
            return Raised(self._not_expected(card, hand, read))
        if card in hand.seen or card in self.kept:
            place = face_up_place(hand, card)
            if place is None:
                message = say("Alerts", "{card}: already dealt in this hand. Reject this read if the card was "
                                        "passed again; enter the right card if the read was wrong.").format(
                    card=_words(card))
            else:
                message = say("Alerts", "{card} was already dealt in this hand ({where}). Reject this read if "
                                        "the card was passed again; enter the right card if the read was "
                                        "wrong.").format(card=_words(card), where=place)
            return Raised(CardAlert(
                AlertCode.CARD_SEEN_TWICE, message,
                (Resolution(REJECT, say("Alerts", "Reject (ignore this read)")),
                 Resolution(ENTER, say("Alerts", "Enter the right card"))),
                read, seen_twice(hand, card, self.kept)))
        return DealCard(card, read)

    def _check_board(self, read: CardRead, hand: Hand) -> Outcome:
        """A card laid on a board reader, against the board cards the shoe dealt (never dealt from here)."""
        card = read.card
        if card is None and read.tag is not None and self.deck is not None:
            card = self.deck.card_for(read.tag)
        checked = (Resolution(CONTINUE, say("Alerts", "The board is checked")),)
        if card is None:
            message = (say("Alerts", "The board reader read tag {tag}, which is not in the registered deck: a card "
                                     "of another deck on the board? Check the board against the screen.").format(
                           tag=read.tag)
                       if read.tag is not None else
                       say("Alerts", "The board reader could not read the card laid on it: check the board against "
                                     "the screen."))
            return Raised(CardAlert(AlertCode.BOARD_CARD_UNKNOWN, message, checked, read,
                                    {"tag": read.tag, "card": None, "expected": None}))
        if card in hand.board:
            if card not in self.board_checked:
                self.board_checked.append(card)
            return Checked(card, read)
        waiting = [c for c in hand.board if c not in self.board_checked]
        expected = waiting[0] if waiting else None        # the next board card the check waits for
        # A hole card or a burn on the board reader is not named (the players watch the screen); a card
        # not dealt yet is: it lies face up on the board.
        dealt_elsewhere = card in hand.seen or card in self.kept
        what = say("Alerts", "a card of this hand that is not on the board") if dealt_elsewhere else card_name(card)
        if expected is None:
            message = say("Alerts", "The board reader read {card}, but the shoe has dealt no board card that is "
                                    "not checked yet: check the board against the screen.").format(card=what)
        else:
            message = say("Alerts", "The board reader read {card} where the shoe dealt {expected}: check the "
                                    "board against the screen.").format(card=what, expected=card_name(expected))
        return Raised(CardAlert(AlertCode.BOARD_CARD_DIFFERS, message, checked, read,
                                {"tag": read.tag, "card": str(card), "expected": str(expected) if expected else None,
                                 "dealt_as": where_dealt(hand, card) if dealt_elsewhere else None}))

    def _not_expected(self, card: Card, hand: Hand, read: Optional[CardRead]) -> CardAlert:
        if hand.phase == "bet":
            return CardAlert(
                AlertCode.NO_CARD_EXPECTED,
                say("Alerts", "{card} came out while the players are betting: no card is expected now. Keep "
                              "it as the next card of the deal, or reject it.").format(card=_words(card)),
                (Resolution(ACCEPT, say("Alerts", "Keep for the next card")),
                 Resolution(REJECT, say("Alerts", "Reject (not dealt)"))),
                read, {"card": str(card)})
        return CardAlert(
            AlertCode.TOO_MANY_CARDS,
            (say("Alerts", "{card} is one card more than the deal needs: the board is complete. It is not dealt.")
             if hand.phase == "showdown" else
             say("Alerts", "{card} is one card more than the deal needs: the hand is over. It is not dealt.")
             ).format(card=_words(card)),
            (Resolution(REJECT, say("Alerts", "Reject (not dealt)")),), read, {"card": str(card)})

    def check_entered(self, card: Optional[Card], hand: Hand, language: str = "en") -> Outcome:
        """A card the dealer typed: dealt, or refused with the reason (no alert); ``language``: the console's,
        whose letters the refusal's examples are written in."""
        if card is None:
            return Refused("no-card-typed", type_a_card(letters_for(language)))
        if hand.expected_card() is None:
            if hand.phase == "bet":
                return Refused(AlertCode.NO_CARD_EXPECTED, say(
                    "Alerts", "No card is expected now: the players are betting ({card} not dealt).").format(
                    card=card_face(card)))
            return Refused(AlertCode.TOO_MANY_CARDS, say("Alerts", "The deal needs no more cards ({card} not dealt).")
                           .format(card=card_face(card)))
        if card in hand.seen or card in self.kept:
            place = face_up_place(hand, card)
            if place is None:
                return Refused(AlertCode.CARD_SEEN_TWICE, say("Alerts", "{card}: already dealt in this hand.")
                               .format(card=_words(card)), seen_twice(hand, card, self.kept))
            return Refused(AlertCode.CARD_SEEN_TWICE, say("Alerts", "{card} was already dealt in this hand ({where}).")
                           .format(card=_words(card), where=place), seen_twice(hand, card, self.kept))
        return DealCard(card, None)

    # ---------------------------------------------------------- faults

    def fault(self, fault: SourceFault, hand: Hand) -> Optional[CardAlert]:
        """An alert for the source faults the dealer must act on (the others are shown as status)."""
        alert: Optional[CardAlert] = None
        # A restart matters whenever this hand expects cards or has some out: the shoe may have
        # read a card just before it went down, even the hand's first, and that read is gone.
        # Only a finished hand has nothing to check.
        dealing = not hand.is_complete and (hand.expected_card() is not None
                                            or any(item[0].startswith("deal") for item in hand.inputs))
        if fault.code == FaultCode.LOST_READ:
            missing = int(fault.details.get("missing", 1))           # type: ignore[arg-type]
            alert = CardAlert(
                AlertCode.READ_MAY_BE_LOST,
                say("Alerts", "%n card read(s) did not reach the console. Check the cards on the table against "
                              "the screen: enter a missing card by hand, or carry on if none is missing.",
                    None, missing),
                (Resolution(ENTER, say("Alerts", "Enter the missing card")),
                 Resolution(CONTINUE, say("Alerts", "Nothing is missing"))),
                None, dict(fault.details))
        elif fault.code in (FaultCode.DEVICE_REBOOTED, FaultCode.SEQUENCE_RESET) and dealing:
            alert = CardAlert(
                AlertCode.SHOE_RESTARTED,
                say("Alerts", "The shoe restarted during the deal: a card it read just before may not have "
                              "arrived. Check the cards on the table against the screen."),
                (Resolution(CONTINUE, say("Alerts", "Nothing is missing")),
                 Resolution(ENTER, say("Alerts", "Enter the missing card"))),
                None, dict(fault.details))
        if alert is not None:
            self.alerts.append(alert)
        return alert

    # ------------------------------------------------------ resolving

    def resolve(self, key: str, hand: Hand, card_text: Optional[str] = None, language: str = "en") -> Outcome:
        """The dealer's choice for the alert shown: ``Refused`` leaves it open (with why),
        ``DealCard`` is the card entered (``card_text`` in ``language``'s letters), to deal now,
        ``Resolved`` closes it with nothing to deal."""
        alert = self.alert
        if alert is None:
            return Refused("no-alert", say("Alerts", "There is no alert to resolve."))
        if key not in alert.keys:
            choices = either([first_down(r.label) for r in alert.resolutions])
            return Refused("not-a-choice", say("Alerts", "Not a choice here: {choices}.").format(choices=choices))
        if key == ENTER:
            letters = letters_for(language)
            if not card_text or not card_text.strip():
                first, second, third = examples(letters)
                return Refused("no-card-typed", say(
                    "Alerts", "Type the card first (like {first}, {second} or {third}), then press Enter.").format(
                    first=first, second=second, third=third))
            try:
                card = typed_card(card_text, language)
            except CardError as exc:
                return Refused(exc.code, not_a_card(card_text, exc, letters))
            outcome = self.check_entered(card, hand, language)
            if isinstance(outcome, Refused):
                return outcome
            self.alerts.popleft()
            return outcome
        self.alerts.popleft()
        if key == ACCEPT and alert.code == AlertCode.NO_CARD_EXPECTED and alert.read is not None:
            card = alert.read.card or (self.deck.card_for(alert.read.tag) if self.deck and alert.read.tag else None)
            if card is not None:
                self.kept.append(card)
        return Resolved(alert, key)

    def next_held(self, hand: Hand) -> Optional[Outcome]:
        """The next read that waited, checked now (None when none waits or an alert is open)."""
        if self.alerts or not self.held:
            return None
        read = self.held.popleft()
        outcome = self._check(read, hand)
        if isinstance(outcome, Raised):
            self.alerts.append(outcome.alert)
        return outcome

    def next_kept(self, hand: Hand) -> Optional[DealCard]:
        """A card kept for the deal, when the deal expects a card again."""
        if self.kept and not self.alerts and hand.expected_card() is not None:
            card = self.kept.popleft()
            if card not in hand.seen:
                return DealCard(card, None)
        return None
