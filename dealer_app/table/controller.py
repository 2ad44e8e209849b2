"""The table controller: one table's session of hands, in plain Python (no Qt).

It runs the table session (engine/table_session.py) through the table's
record (dealer_app/table/record.py): the session says who is dealt in, where
the button and the blinds are and what every stack is, hand after hand; every
card, action and seating request goes to the session and is written to the
hand store before the controller reports it done. It tells its listeners
after every change; the window reads ``view()`` and redraws from it
(ARCHITECTURE.md 2). Every intent returns ``None`` when it was done, or a
message in the dealer's words when it was refused; a refused intent changes
nothing.

The controller holds its desks as parts, sharing the table's context
(context.py: the record, the clock, the supervisor hook, change reporting):
the cards (cards.py), the session's setup, seating, irregularities and report
(session_desk.py), a supervisor's corrections (correction_desk.py), the
showdown stage (showdown_desk.py) and the cash-game practices (cash_desk.py). The
intents the screens send are the controller's methods; those a desk answers
are listed at the end of the class (``OnPart``).

Cards come from a card source (ARCHITECTURE.md 3): a shoe or reader whose
reads arrive through ``on_source_event`` (the console moves them onto the
GUI thread first), checked by ``CardIntake`` before the engine sees them;
the dealer can always type a card (``enter_card``), correct the last one
(``correct_last_card``) and resolve what the checks raise
(``resolve_alert``). Without a source the table deals from a seeded
practice deck (tests, demos): the deck of a hand is fixed when the hand
starts, so undo gives the same card back.
"""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Callable, Optional, Sequence

from engine.actions import all_in, call, check, fold, raise_to
from engine.card_letters import card_face, letters_for
from engine.cards import Card, shuffled_deck
from engine.errors import Refusal
from engine.game_limit import GAME_LIMIT
from engine.games import GAMES, Game, Structure
from engine.hand import BIG_BLIND, DEAD, LIVE, SMALL_BLIND, Hand, PlayerSetup
from engine.legal import ALL_IN_ABOVE_POT_LIMIT, ALL_IN_NO_CHIPS
from engine.rules import Stakes
from engine.settings import SessionSettings, parse_session
from hardware.manual import ManualCardSource
from hardware.registration import DeckRegistration
from hardware.source import CardRead, CardSource, SourceFault
from ui.views.desk import SitOutChoice
from ui.views.table import CardReading, PadView, Presets, SeatView, TableView

from dealer_app.supervisors.authorisation import Authoriser, NamedSupervisor
from dealer_app.table.cards import CardDesk, read_record as _read_record
from dealer_app.table.cash_desk import CashDesk
from dealer_app.table.card_checks import ENTER, CardIntake
from dealer_app.table.context import OnPart, TableContext
from dealer_app.table.correction_desk import CorrectionDesk
from dealer_app.table.session_desk import SessionDesk
from dealer_app.table.showdown_desk import ShowdownDesk
from dealer_app.table.showdown import showdown_view
from dealer_app.table.sit_out_choice import limit_prompt, sit_out_choice
from dealer_app.table.record import TableRecord, refused
from dealer_app.words.table import (HAND_OVER_WORDS, SHOWDOWN_WORDS, STREET_WORDS, action_done, card_label,
                                    engine_refusal, hand_name, pot_limit_arithmetic, seat_words,
                                    to_words)
from dealer_app.words.base import Words, first_down, first_up, join, say

# Every sentence the dealer reads is ``Words`` (dealer_app/words/base.py): English
# text that the window says in the dealer's language.
CARD_SOURCE_LABEL = say("Controller", "cards: practice deck (shoe simulator not connected)")


# Why the betting is closed to the player to act, as the pad says it.
_CLOSED_WORDS = {
    "no-chips": say("Controller", "cannot raise: not enough chips — call all-in or fold"),
    "short-all-in": say("Controller",
                        "raising is closed: the all-in since this player acted was less than a full raise"),
    "others-all-in": say("Controller", "raising is closed: every other player is all-in"),
    "cap": say("Controller", "raising is closed: the cap is reached"),
}

# Engine refusal codes in the words a dealer uses; others keep the engine's message.
_REFUSAL_WORDS = {
    "no-betting-now": say("Controller", "No player is to act now."),
    "no-card-expected": say("Controller", "No card is expected now."),
    "nothing-to-undo": say("Controller", "Nothing to undo in this hand."),
}

DEFAULT_PLAYERS: tuple[PlayerSetup, ...] = tuple(
    PlayerSetup(name, 1000, seat) for seat, name in enumerate(
        ("Alice", "Bruno", "Chloé", "Dmitri", "Elena", "Farid"), start=1))


@dataclass(frozen=True)
class TableSetup:
    """The demo table: Omaha Pot Limit 5/10, six players, 1,000 each."""

    game: Game = GAMES["omaha"]
    structure: Structure = Structure.POT_LIMIT
    stakes: Stakes = field(default_factory=lambda: Stakes(5, 10))
    players: tuple[PlayerSetup, ...] = DEFAULT_PLAYERS   # seats clockwise
    first_button_seat: Optional[int] = None              # None: the last seat, so seat 1 posts the small blind
    seed: int = 2024                                     # the practice deck's shuffle

    def settings(self) -> SessionSettings:
        """The demo table as session settings: one seat per player, no rake, buy-ins 100 to 10,000."""
        return parse_session(
            f'[game]\nvariant = "{self.game.key}"\nstructure = "{self.structure.value}"\n'
            f"[stakes]\nsmall_blind = {self.stakes.small_blind}\nbig_blind = {self.stakes.big_blind}\n"
            f"small_bet = {self.stakes.small_bet}\nbig_bet = {self.stakes.big_bet}\n"
            f"min_buy_in = 100\nmax_buy_in = 10000\n[table]\nseats = {max(p.seat for p in self.players)}\n")


def demo_record(setup: TableSetup, at: str, dealer: str = "dealer") -> TableRecord:
    """The practice table (tests, demos): the setup's players seated, the first hand dealt, nothing stored."""
    record = TableRecord.new(setup.settings(), None, dealer, at)
    for p in setup.players:
        record.submit(lambda s, p=p: s.sit(p.seat, p.name, p.stack, at=at))
    button = setup.first_button_seat if setup.first_button_seat is not None else setup.players[-1].seat
    record.submit(lambda s: s.start_hand(at=at, button=button))
    return record


def local_time() -> str:
    """The time the session records (the engine has no clock): local, to the second."""
    return datetime.now().isoformat(timespec="seconds")


# ------------------------------------------------------------------ the view
# The view types (SeatView, Presets, PadView, TableView) are declared once, in ui/views/table.py.


def card_text(card: Optional[Card]) -> str:
    """A card as the screen shows it: "A♠", "10♦" ("R♠" on a French screen); "??" for a card not read."""
    return card_face(card)


# --------------------------------------------------------------- controller


Listener = Callable[[str], None]


class TableController:
    """A session of hands at one table. Listeners get the kind of change:
    "deal", "action", "undo", "new-hand", "showdown", "refused", "session",
    "seating", and with a card source "waiting" (a card asked of the shoe),
    "alert" and "source".

    Without a ``record`` it plays the practice table (``TableSetup``) in memory."""

    def __init__(self, setup: Optional[TableSetup] = None, source: Optional[CardSource] = None,
                 deck: Optional[DeckRegistration] = None, record: Optional[TableRecord] = None,
                 clock: Optional[Callable[[], str]] = None, dealer: str = "dealer", store=None,
                 authoriser=None):
        self.setup = setup or TableSetup()
        now = clock or local_time
        self.ctx = TableContext(
            record if record is not None or store is not None else demo_record(self.setup, now(), dealer),
            store, dealer, now, authoriser or NamedSupervisor())
        self.ctx.hand_began = self._hand_began
        self.cards = CardDesk(self.ctx, source, deck)
        self.sessions = SessionDesk(self.ctx)
        self.corrections = CorrectionDesk(self.ctx, lambda undone: self.showdown.forget_show(undone))
        self.cash = CashDesk(self.ctx, self._act, self._new_hand)
        self._deck: list[Card] = []
        self._segment_settings: tuple[Optional[str], Optional[SessionSettings]] = (None, None)   # read once
        self._hand_began()
        self.showdown = ShowdownDesk(self.ctx, self._prompt)

    # ------------------------------------------------- the shared context

    @property
    def record(self) -> Optional[TableRecord]:
        """The table's record (None before a session is opened, and after it is closed)."""
        return self.ctx.record

    @record.setter
    def record(self, record: Optional[TableRecord]) -> None:
        self.ctx.record = record

    @property
    def store(self):
        return self.ctx.store

    @property
    def dealer(self) -> str:
        return self.ctx.dealer

    @property
    def authoriser(self) -> Authoriser:
        return self.ctx.authoriser

    @property
    def _now(self) -> Callable[[], str]:
        return self.ctx.now

    # ---------------------------------------------------------- listeners

    def add_listener(self, listener: Listener) -> None:
        self.ctx.listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        if listener in self.ctx.listeners:
            self.ctx.listeners.remove(listener)

    def _changed(self, kind: str, message: str = "", refused: bool = False) -> None:
        self.ctx.changed(kind, message, refused)

    def _refuse(self, message: str) -> str:
        return self.ctx.refuse(message)

    # --------------------------------------------------------- the cards

    @property
    def source(self) -> Optional[CardSource]:
        return self.cards.source

    @property
    def _source(self) -> Optional[CardSource]:
        return self.cards.source

    @property
    def intake(self) -> CardIntake:
        return self.cards.intake

    @property
    def manual(self) -> ManualCardSource:
        return self.cards.manual

    @property
    def reads(self) -> list[tuple[int, CardRead]]:
        """This hand: (input index, the read) of each card read."""
        return self.cards.reads

    @reads.setter
    def reads(self, reads: list[tuple[int, CardRead]]) -> None:
        self.cards.reads = reads

    @property
    def source_log(self) -> deque[SourceFault]:
        return self.cards.source_log

    # -------------------------------------------------------------- hands

    @property
    def _hand(self) -> Optional[Hand]:
        """The session's latest hand: in progress, or the last one once it is over (None before the first)."""
        return self.ctx.hand

    @property
    def hand(self) -> Optional[Hand]:
        return self._hand

    @property
    def session_hand_number(self) -> int:
        """The latest hand's place in this session (1, 2, 3 ... again in every session): the session's
        record and the practice deck's shuffle go by it; no screen shows it (``hand_number``)."""
        return self.ctx.session_hand_number

    @property
    def hand_number(self) -> int:
        """The latest hand's number as every screen, record, export and the floor's search say it: the
        hand store's, which never restarts (0 before the first hand)."""
        number = self.session_hand_number
        return self.record.number_shown(number) if number else 0

    @property
    def session(self):
        return self.record.session if self.record is not None else None

    def _in_progress(self) -> bool:
        return self.ctx.in_progress()

    def _hand_began(self) -> None:
        """A new hand (or a resumed one): its practice deck, and nothing pending from the last one."""
        # The deck of a hand depends on its number only, so a resumed hand deals on from the same deck.
        self._deck = shuffled_deck(random.Random(f"{self.setup.seed}:{self.session_hand_number}"))
        self.cards.hand_began()

    def _record(self, request, read: Optional[CardRead] = None, also=None):
        """One request to the session, durable before it returns (EngineError, StoreError when not done)."""
        return self.record.submit(request, read=_read_record(read), also=also)

    def _try(self, request) -> Optional[str]:
        """A request; its refusal in words, or None when done and recorded."""
        try:
            self._record(request)
        except Refusal as exc:
            return refused(exc, lambda e: _REFUSAL_WORDS.get(e.code) or engine_refusal(e))
        return None

    def _seat_of(self, player: int) -> int:
        return self.ctx.seat_of(player)

    def _who(self, player: int) -> str:
        return self.ctx.who(player)

    def new_hand(self) -> Optional[str]:
        """Deal the next hand: button and blinds as the session's button rule says (a bomb pot when B marked
        it: the cash desk)."""
        return self.cash.new_hand()

    def _new_hand(self, bomb_pot: bool) -> Optional[str]:
        if self.record is None:
            return self._refuse(say("Controller", "No session is open: set up the session first."))
        if self.showdown.pots_to_push() is not None:
            return self._refuse(say("Controller", "The pots are not pushed yet: check them and push them (P), "
                                                  "or undo the show."))
        if self._in_progress():
            return self._refuse(say("Controller", "The hand is not over yet: finish it (or undo) before a new hand."))
        refusal = self._try(lambda s: s.start_hand(at=self._now(), bomb_pot=bomb_pot))
        if refusal:
            return self._refuse(first_up(refusal))
        self._hand_began()
        said = say("Controller", "Hand {hand}: button on seat {seat}.")
        if self._hand.config.bomb_pot:
            said = say("Cash", "Hand {hand}: bomb pot, every player antes; button on seat {seat}.")
        self._changed("new-hand", said.format(hand=self.hand_number, seat=self.record.session.plan.positions.button))
        return None

    def sit_out_choice(self, chosen: Sequence[int] = ()) -> Optional[SitOutChoice]:
        """Before the next hand: more players would be dealt in than the game deals to, and who they are;
        None when the game deals to every player (RULES.md 1). With ``chosen``, the dealer's choice so far,
        the button and the blinds are placed as they would be without those players."""
        if self.record is None or self._in_progress():
            return None
        return sit_out_choice(self.record.session, chosen)

    def sit_out_for_game(self, seats: Sequence[int]) -> Optional[str]:
        """The dealer's choice: these players sit out because the game deals to fewer than want to play (the
        reason and its numbers recorded with each), then the hand is dealt to the others."""
        choice = self.sit_out_choice()
        if choice is None:
            return self._refuse(say("SitOut", "Nobody has to sit out: the next hand deals every player the game "
                                              "deals to."))
        chosen = sorted(set(seats))
        dealt = {row.seat for row in choice.players}
        if len(chosen) != choice.to_sit_out or not set(chosen) <= dealt:
            return self._refuse(say("SitOut", "Choose %n player(s) to sit out, among those to be dealt in.", None,
                                    choice.to_sit_out))
        at = self._now()
        try:
            self._record(lambda s: [s.sit_out(seat, at=at, reason=GAME_LIMIT) for seat in chosen])
        except Refusal as exc:
            return self._refuse(first_up(refused(exc, engine_refusal)))
        refusal = self.new_hand()
        if refusal:
            return refusal                       # said already; the choice stands (they sit out)
        self._changed("new-hand", say("SitOut", "Sitting out: {sitting_out} ({game} is dealt to {most} players at "
                                                "most). {hand}").format(
            sitting_out=join([seat_words(seat, self.session.seats[seat].name) for seat in chosen], ", "),
            game=Words("Vocabulary", choice.game), most=choice.most, hand=self.ctx.message))
        return None

    # -------------------------------------------------------------- cards

    def _deal_one(self) -> Optional[str]:
        """Practice: the next card of the hand's fixed deck that is not out yet."""
        refusal = self.cards.why_no_card()
        if refusal:
            return refusal
        h = self._hand
        card = next(c for c in self._deck if c not in h.seen)
        return self._try(lambda s: s.deal(card, at=self._now()))

    def deal_next_card(self) -> Optional[str]:
        """Deal the one card the hand expects next (with a shoe: ask it for one)."""
        if self._source is not None:
            return self.cards.ask_shoe(to_action=False)
        label = self._hand.expected_card()
        refusal = self._deal_one()
        if refusal:
            return self._refuse(refusal)
        self._changed("deal", say("Controller", "Dealt {card}.").format(card=card_label(label.label)) if label else "")
        return None

    def deal_until_action(self) -> Optional[str]:
        """Deal until a player is to act, or the board is complete."""
        if self._source is not None:
            return self.cards.ask_shoe(to_action=True)
        count = 0
        while self._hand is not None and self._hand.phase == "deal":
            refusal = self._deal_one()
            if refusal:
                if count:
                    break
                return self._refuse(refusal)
            count += 1
        if count == 0:
            return self._refuse(self._deal_one() or _REFUSAL_WORDS["no-card-expected"])
        self._changed("deal", say("Controller", "Dealt %n card(s).", None, count))
        return None

    # ------------------------------------------------------------ betting

    def act(self, kind: str, amount: Optional[int] = None) -> Optional[str]:
        """The player to act folds, checks, calls, bets/raises to ``amount`` or goes all-in."""
        return self._act(kind, amount)

    def _act(self, kind: str, amount: Optional[int] = None, also=None) -> Optional[str]:
        """``act``; ``also`` writes more of the same act in its transaction (the chips read, cash_desk.py)."""
        h = self._hand
        if h is None or h.phase != "bet" or h.actor is None:
            return self._refuse(say("Controller", "No player is to act now: {prompt}.").format(
                prompt=_first_down(self._prompt())))
        player = h.actor
        lg = h.legal()
        if kind == "fold":
            action = fold()
        elif kind == "check":
            action = check()
        elif kind == "call":
            action = call()
        elif kind in ("raise", "bet"):
            if amount is None or isinstance(amount, bool) or not isinstance(amount, int):
                return self._refuse(say("Controller", "Enter the amount to bet to.") if lg.raise_word == "bet"
                                    else say("Controller", "Enter the amount to raise to."))
            action = raise_to(amount)
        elif kind == "all-in":
            why = _all_in_refusal(lg)
            if why:
                return self._refuse(why)
            action = all_in()
        else:
            return self._refuse(say("Controller", "Unknown action {kind}.").format(kind=repr(kind)))
        who, seen = self._who(player), len(h.events)
        try:
            self._record(lambda s: s.act(action, at=self._now()), also=also)
        except Refusal as exc:
            return self._refuse(refused(exc, lambda e: say("Controller", "Not allowed: {why}.").format(
                why=engine_refusal(e, who, lg.raise_word, lg.max_explanation, h.config.house.raise_cap))))
        event = next(e for e in h.events[seen:] if e.player == player)
        self._changed("action", _describe(who, event))
        self.cards.drain()                # a card kept while they bet is dealt when the deal resumes
        return None

    # --------------------------------------------------------------- undo

    def undo(self) -> Optional[str]:
        """Take back the hand's last input (card, action or show): a correction in the record."""
        if self.showdown.pots_to_push() is not None:
            return self.showdown.take_back_show()
        h = self._hand
        if h is not None and not self._in_progress():
            return self._refuse(say("Controller", "Hand {hand} is over and recorded: a supervisor corrects it "
                                                  "in Corrections (F7).").format(hand=self.hand_number))
        if h is None or not h.inputs:
            return self._refuse(_REFUSAL_WORDS["nothing-to-undo"])
        last, events = h.inputs[-1], list(h.events)
        refusal = self._try(lambda s: s.undo(at=self._now()))
        if refusal:
            return self._refuse(refusal)
        self.reads = [(i, r) for i, r in self.reads if i < len(self._hand.inputs)]
        self._changed("undo", say("Controller", "Undone: {what}.").format(what=self._undone_words(last, events)))
        return None

    def _undone_words(self, last: tuple, events: list) -> str:
        """What Undo took back, named with its seat: "seat 3 (Chloé) raises to 30", "the last card dealt
        (seat 1, hole card 1)" (the card's place, never its face). The hand is back where it was before
        it, so the player to act is the one whose action it was, and the card expected is the one undone."""
        h = self._hand
        if last[0] == "apply" and h.actor is not None:
            event = next((e for e in events[len(h.events):] if e.player == h.actor), None)
            if event is not None:
                return action_done(self._who(h.actor), event)
        if last[0] == "deal":
            exp = h.expected_card()
            if exp is not None:
                return say("Controller", "the last card dealt ({card})").format(card=card_label(exp.label))
        return _input_words(last)

    def correct_last_card(self, text: str) -> Optional[str]:
        """Override a misread: the last card dealt was not the card read; this one was (the card desk). A
        number typed instead corrects the amount of the last bet or raise (``change_last_amount``)."""
        h = self._hand
        if text.strip().replace(",", "").replace(" ", "").isdigit() and h is not None and h.inputs \
                and h.inputs[-1][0] == "apply":
            return self.change_last_amount(int(text.strip().replace(",", "").replace(" ", "")))
        return self.cards.correct_last_card(text)

    def change_last_amount(self, to: int) -> Optional[str]:
        """The dealer corrects the amount of the hand's last bet or raise ("raise to 90, not 95"), checked
        like the action itself (the pot-limit maximum ...): a correction in the record, the old amount kept.
        An older input needs a supervisor (RULES.md 8)."""
        h = self._hand
        if h is None or not self._in_progress() or not h.inputs or h.inputs[-1][0] != "apply":
            return self._refuse(say("Controller", "The last thing done was not a bet or a raise: no amount to "
                                                  "change."))
        before = h.inputs[-1]
        refusal = self._try(lambda s: s.change_amount(to, at=self._now()))
        if refusal:
            return self._refuse(first_up(refusal))
        self._changed("undo", say("Controller", "Amount changed: {before} is now {after}.").format(
            before=_input_words(before), after=_input_words(self._hand.inputs[-1])))
        return None

    # --------------------------------------------------------------- view

    def _prompt(self) -> str:
        h = self._hand
        # Said in lower case, shown with a capital (and in lower case after "No showdown now: ").
        if self.record is None:
            prompt = say("Controller", "no session: open one in Session setup (F2)")
        elif not self._in_progress() and (limit := self.session.game_limit()) is not None:
            prompt = limit_prompt(limit)         # before the hand: the dealer chooses who sits out (N)
        elif h is None or not self._in_progress() and h.phase != "complete":
            prompt = (say("Controller", "seat the players: Seating (F3)") if len(self.session.seats) < 2
                      else say("Controller", "next hand (N)"))
        elif self.intake.alert is not None:
            prompt = say("Controller", "card alert: choose below")
        elif h.phase == "deal":
            exp = h.expected_card()
            prompt = say("Controller", "deal {card}").format(card=card_label(exp.label)) if exp else say(
                "Controller", "deal")
        elif h.phase == "bet" and h.actor is not None:
            prompt = say("Controller", "{who} to act").format(who=self._who(h.actor))
        elif h.phase == "showdown" and self.showdown.pots_to_push() is not None:
            prompt = say("Controller", "pots to push: check, then Push (P)")
        elif h.phase == "showdown":
            prompt = say("Controller", "showdown: show the hands")
        else:
            prompt = say("Controller", "hand over: start a new hand")
        return prompt.with_first_up()

    def _seat_views(self) -> tuple[SeatView, ...]:
        """Every seat of the table: the hand's view of the players dealt in while it is played (and its
        result once over), the session's for everyone else."""
        session = self.record.session
        latest = session.latest_hand
        h = latest.hand if latest is not None else None
        dealt = {seat: i for i, seat in enumerate(latest.plan.dealt)} if latest is not None else {}
        markers: dict[int, list[str]] = {}
        if latest is not None:
            for post in latest.plan.posts:
                word = {SMALL_BLIND: "SB", BIG_BLIND: "BB", LIVE: "POST", DEAD: "DEAD"}.get(post.kind, "")
                if word and word not in markers.setdefault(post.seat, []):
                    markers[post.seat].append(word)
        button = latest.plan.positions.button if latest is not None else None
        in_progress = latest is not None and latest.in_progress
        seats = []
        for seat in range(1, session.settings.table_seats + 1):
            p = session.seats.get(seat)
            i = dealt.get(seat)
            blind = " ".join(markers.get(seat, ()))
            if i is not None and (in_progress or p is not None and h.is_complete and not p.sitting_out):
                if h.folded[i]:
                    status = "folded"
                elif h.mucked[i]:
                    status = "mucked"
                elif h.stacks[i] == 0 and h.contributions[i] > 0:
                    status = "all-in"
                else:
                    status = "in"
                if not in_progress and p is not None:
                    status = _player_status(p) if _player_status(p) != "out" else status
                stack = h.stacks[i] if in_progress or p is None else p.stack
                seats.append(SeatView(
                    seat=seat, name=h.config.players[i].name, stack=stack, bet=h.street_bets[i] if in_progress else 0,
                    status=status, button=seat == button, blind=blind,
                    to_act=in_progress and h.phase == "bet" and h.actor == i, cards_dealt=len(h.hole[i]),
                    shown=tuple(card_text(c) for c in h.shown.get(i, ())), won=h.payouts[i]))
            elif p is not None:
                seats.append(SeatView(seat, p.name, p.stack, 0, _player_status(p), seat == button, "", False, 0,
                                      (), 0))
            else:
                seats.append(SeatView(seat, "", 0, 0, "empty", seat == button, "", False, 0, (), 0))
        return tuple(seats)

    def view(self) -> TableView:
        if self.record is None:
            return self._empty_view()
        h = self._hand
        if h is None:
            return self._empty_view()
        in_progress = self._in_progress()
        seats = self._seat_views()
        to_push = self.showdown.pots_to_push()
        if to_push is not None:
            # Shown, not pushed: the hands face up, the stacks and the pot as they are until the push.
            index_of = {seat: i for i, seat in enumerate(self.record.session.latest_hand.plan.dealt)}
            seats = tuple(replace(s, shown=tuple(card_text(c) for c in to_push.shown[index_of[s.seat]]))
                          if index_of.get(s.seat) in to_push.shown else s for s in seats)
        exp = h.expected_card() if in_progress else None
        alert = self.intake.alert
        source_words, source_ok = (CARD_SOURCE_LABEL, True) if self._source is None else self.cards.source_words()
        pots = h.pots() if not h.is_complete else []
        pot_lines = tuple(((say("Controller", "main pot") if i == 0 else
                            say("Controller", "side pot {number}").format(number=i)), pot.amount)
                          for i, pot in enumerate(pots) if pot.amount)
        if not in_progress or h.phase in ("showdown", "complete"):
            street = SHOWDOWN_WORDS if in_progress else HAND_OVER_WORDS
        else:
            street = STREET_WORDS[h.street]
        title, short_title = _titles(self._settings_of_latest_hand())
        return TableView(
            title=title, short_title=short_title,
            hand_number=self.hand_number, street=street, phase=h.phase,
            pot=h.pot if in_progress else 0, pots=pot_lines,     # once over, the pots are pushed
            board=tuple(card_text(c) for c in h.board), board_size=5,
            next_card=card_label(exp.label) if exp else "",
            next_card_seat=self._seat_of(exp.player) if exp and exp.kind == "hole" else None,
            seats=tuple(seats),
            pad=self._pad_with_chips() if in_progress and h.phase == "bet" and h.actor is not None else None,
            results=self._results(),
            prompt=self._prompt(),
            message=self.ctx.message, message_is_refusal=self.ctx.refused,
            card_source=source_words,
            can_deal=exp is not None and alert is None,
            can_show_down=in_progress and h.phase == "showdown" and to_push is None,
            can_new_hand=not in_progress,
            can_undo=in_progress and bool(h.inputs),
            showdown=showdown_view(to_push if to_push is not None else h, self._seat_of, card_text,
                                   to_push is not None, self.cash.push_in_chips),
            can_push_pots=to_push is not None,
            card_source_ok=source_ok,
            alert=self.cards.alert_view(alert),
            can_enter_card=(exp is not None and alert is None) or (alert is not None and ENTER in alert.keys),
            can_correct_card=in_progress and bool(h.inputs) and (h.inputs[-1][0] == "deal" or (
                h.inputs[-1][0] == "apply" and h.inputs[-1][1].kind == "raise")),
            waiting_for_shoe=self._source is not None and self.cards.pull_pending(),
            session_open=True, hand_in_progress=in_progress, record_number=self.record.store_hand_number,
            **self.sessions.irregularity_view(in_progress),
            **self.cash.table_parts(card_text, in_progress),
        )

    def _settings_of_latest_hand(self) -> SessionSettings:
        """The settings the hand on the table was dealt under. New settings take effect from the next hand
        (a new segment): until it starts, the hand just finished keeps its own game's name (issue 24)."""
        session = self.record.session
        latest = session.latest_hand
        segments = session.segments
        if latest is None or segments[-1].from_hand <= latest.number:
            return session.settings
        toml = [s for s in segments if s.from_hand <= latest.number][-1].settings_toml
        if self._segment_settings[0] != toml:
            self._segment_settings = (toml, parse_session(toml))
        return self._segment_settings[1]

    def _empty_view(self) -> TableView:
        """No hand yet: the seats as the session has them (none without a session) and what to do first."""
        seats = self._seat_views() if self.record is not None else ()
        title, short_title = _titles(self.record.session.settings) if self.record is not None else (say(
            "Controller", "No session"), "")
        source_words, source_ok = (CARD_SOURCE_LABEL, True) if self._source is None else self.cards.source_words()
        return TableView(
            title=title, short_title=short_title, hand_number=0, street=say("Streets", "No hand yet"), phase="idle", pot=0, pots=(),
            board=(), board_size=5, next_card="", next_card_seat=None, seats=seats, pad=None, results=(),
            prompt=self._prompt(), message=self.ctx.message, message_is_refusal=self.ctx.refused,
            card_source=source_words, can_deal=False, can_show_down=False, can_new_hand=self.record is not None,
            can_undo=False, card_source_ok=source_ok, session_open=self.record is not None,
            **self.cash.table_parts(card_text, False))

    def _pad(self) -> PadView:
        h = self._hand
        lg = h.legal()
        p = lg.player
        seat = self._seat_of(p)
        refusal = _all_in_refusal(lg)
        return PadView(
            seat=seat, name=h.config.players[p].name, structure=h.config.structure.label,
            pot=lg.pot, current_bet=lg.current_bet, own_bet=lg.own_bet, stack=lg.stack,
            can_check=lg.can_check, to_call=lg.to_call, call_is_all_in=lg.call_is_all_in,
            can_raise=lg.can_raise, raise_word=lg.raise_word,
            min_to=lg.min_raise_to, max_to=lg.max_raise_to, min_add=lg.min_add, max_add=lg.max_add,
            max_explanation=pot_limit_arithmetic(lg.max_explanation),
            closed_reason=_CLOSED_WORDS.get(lg.closed_reason, lg.closed_reason),
            presets=Presets(*lg.bet_sizes),
            all_in_total=lg.all_in_to, all_in_allowed=not refusal, all_in_word=lg.all_in_word,
            all_in_refusal=refusal)

    def _pad_with_chips(self) -> PadView:
        pad = self._pad()
        return replace(pad, in_chips=self.cash.pad_in_chips(pad))

    def _results(self) -> tuple[str, ...]:
        h = self._hand
        if not h.is_complete:
            return ()
        lines = []
        runs = h.runs if any(pot.run for pot in h.pot_results) else 1     # a pot's parts, one a run
        for i, pot in enumerate(h.pot_results):
            i //= runs
            if len(h.pot_results) == runs:
                name = say("Controller", "Pot {amount}").format(amount=pot.amount)
            elif i == 0:
                name = say("Controller", "Main pot {amount}").format(amount=pot.amount)
            else:
                name = say("Controller", "Side pot {number} {amount}").format(number=i, amount=pot.amount)
            if pot.run:
                name = say("Runs", "{pot}, run {run}").format(pot=name, run=pot.run)
            if pot.rake:
                name = say("Controller", "{pot} (rake {rake})").format(pot=name, rake=pot.rake)
            winners = join([say("Controller", "{who} {amount}").format(who=self._who(p), amount=amount)
                            for p, amount in sorted(pot.shares.items())], ", ")
            line = say("Controller", "{pot}: {winners}").format(pot=name, winners=winners)
            if pot.high_hand:
                line = say("Controller", "{result} — {hand}").format(result=line, hand=hand_name(pot.high_hand))
            if pot.low_hand:
                line = say("Controller", "{result}; low {hand}").format(result=line, hand=hand_name(pot.low_hand))
            lines.append(line)
        for p, amount in h.uncalled_returns:
            lines.append(say("Controller", "{amount} uncalled, returned to {who}").format(amount=amount, who=self._who(p)))
        return tuple(lines)


    # ------------------------------------------------ what the desks answer

    # The card desk: reads from the source, cards typed, the alerts' way out.
    def use_language(self, language: str) -> None:
        """The console's language, said by the window at start and at every change: the cards the dealer
        types are read in its letters (engine/card_letters.py: French "Rc" is the king of hearts)."""
        letters_for(language)               # ValueError for a language with no card letters
        self.ctx.language = language

    def read_typed_card(self, text: str) -> CardReading:
        """What ``text`` in a card field reads as, for the screen to say while the dealer types."""
        typed = self.cards.read_typed(text)
        return CardReading(typed.face, typed.words, typed.refused)

    on_source_event = OnPart("cards", CardDesk.on_source_event)
    enter_card = OnPart("cards", CardDesk.enter_card)
    resolve_alert = OnPart("cards", CardDesk.resolve_alert)

    # The session desk: setup, supervisors, seating, misdeal and void, the report, the console's close.
    setup_view = OnPart("sessions", SessionDesk.setup_view)
    preset_text = OnPart("sessions", SessionDesk.preset_text)
    check_settings = OnPart("sessions", SessionDesk.check_settings)
    load_settings_file = OnPart("sessions", SessionDesk.load_settings_file)
    save_settings_file = OnPart("sessions", SessionDesk.save_settings_file)
    open_session = OnPart("sessions", SessionDesk.open_session)
    check_settings_change = OnPart("sessions", SessionDesk.check_settings_change)
    change_settings = OnPart("sessions", SessionDesk.change_settings)
    close_session = OnPart("sessions", SessionDesk.close_session)
    closing_head = OnPart("sessions", SessionDesk.closing_head)
    supervisor_count = OnPart("sessions", SessionDesk.supervisor_count)
    add_supervisor = OnPart("sessions", SessionDesk.add_supervisor)
    seating_view = OnPart("sessions", SessionDesk.seating_view)
    draw_seats = OnPart("sessions", SessionDesk.draw_seats)
    sit = OnPart("sessions", SessionDesk.sit)
    rebuy = OnPart("sessions", SessionDesk.rebuy)
    sit_out = OnPart("sessions", SessionDesk.sit_out)   # a player's wish; for the game's limit: sit_out_for_game
    come_back = OnPart("sessions", SessionDesk.come_back)
    set_entry = OnPart("sessions", SessionDesk.set_entry)
    leave = OnPart("sessions", SessionDesk.leave)
    check_misdeal = OnPart("sessions", SessionDesk.check_misdeal)
    misdeal = OnPart("sessions", SessionDesk.misdeal)
    check_void = OnPart("sessions", SessionDesk.check_void)
    void_hand = OnPart("sessions", SessionDesk.void_hand)
    report_text = OnPart("sessions", SessionDesk.report_text)
    report_csv = OnPart("sessions", SessionDesk.report_csv)
    hands_csv = OnPart("sessions", SessionDesk.hands_csv)
    close = OnPart("sessions", SessionDesk.close)

    # The correction desk: a supervisor's corrections of the hand and its award by hand.
    correction_view = OnPart("corrections", CorrectionDesk.correction_view)
    check_correction = OnPart("corrections", CorrectionDesk.check_correction)
    correct_input = OnPart("corrections", CorrectionDesk.correct_input)
    check_award = OnPart("corrections", CorrectionDesk.check_award)
    award_by_hand = OnPart("corrections", CorrectionDesk.award_by_hand)

    # The showdown stage: the hands shown, the pots pushed (showdown_desk.py).
    show_down = OnPart("showdown", ShowdownDesk.show_down)
    push_pots = OnPart("showdown", ShowdownDesk.push_pots)

    # The cash desk: run it more than once, chips on the felt, bomb pots, time collection (RULES.md 11).
    offer_runs = OnPart("cash", CashDesk.offer_runs)
    agree_to_runs = OnPart("cash", CashDesk.agree_to_runs)
    enter_chips = OnPart("cash", CashDesk.enter_chips)
    chips_preview = OnPart("cash", CashDesk.chips_preview)
    bomb_pot_next = OnPart("cash", CashDesk.bomb_pot_next)
    check_time_collection = OnPart("cash", CashDesk.check_time_collection)

def _title(settings: SessionSettings) -> str:
    return _titles(settings)[0]


def _titles(settings: SessionSettings) -> tuple[str, str]:
    """"Omaha Pot Limit 5/10": the blinds are the stakes. A fixed-limit game is named by its bets, the
    blinds said as such: "Omaha Limit 10/20 · blinds 5/10"; and, for a header too narrow for that, the
    short title "Omaha Limit 10/20" ("" when the title is short already)."""
    stakes = settings.stakes
    # The game and structure names are translated by the window (ui/kit/vocabulary.py marks them).
    names = {"game": Words("Vocabulary", settings.game.name),
             "structure": Words("Vocabulary", settings.structure.label)}
    if settings.structure is Structure.FIXED_LIMIT:
        bets = {**names, "small": str(stakes.small_bet), "big": str(stakes.big_bet)}
        return (say("Controller", "{game} {structure} {small}/{big} · blinds {sb}/{bb}").format(
            **bets, sb=str(stakes.small_blind), bb=str(stakes.big_blind)),
            Words("", "{game} {structure} {small}/{big}", bets))
    return Words("", "{game} {structure} {small}/{big}", {
        **names, "small": str(stakes.small_blind), "big": str(stakes.big_blind)}), ""


def _player_status(p) -> str:
    """A seated player not in the hand, as the seat shows it."""
    if p.leaving:
        return "leaving"
    if p.busted:
        return "busted"
    if p.sitting_out:
        return "sitting-out"
    if p.new and p.entry == "wait":
        return "waiting"
    return "out"


def _all_in_refusal(lg) -> str:
    """Why an all-in is not allowed now (the engine's ``legal().all_in_refused``), in words, or "".

    The pad shows All-in off with this reason, before the key is pressed."""
    why = lg.all_in_refused
    if not why:
        return ""
    if why == ALL_IN_NO_CHIPS:
        return say("Controller", "This player has no chips left.")
    if why == ALL_IN_ABOVE_POT_LIMIT:
        return say("Controller", "All-in ({all_in}) is above the pot limit: the most is {most}.").format(
            all_in=lg.all_in_to, most=to_words(lg.raise_word, lg.max_raise_to))
    return say("Controller", "All-in is not possible now: {why}.").format(
        why=_CLOSED_WORDS.get(lg.closed_reason) or say("Controller", "raising is closed"))


def _describe(who: str, event) -> str:
    end = say("Controller", "{action} (all-in).") if event.all_in else say("Controller", "{action}.")
    return end.format(action=action_done(who, event)).with_first_up()


_first_down = first_down


def _input_words(item: tuple) -> str:
    kind = item[0]
    if kind == "deal":
        return say("Controller", "the last card dealt")   # never a hole card's face on the screen
    if kind == "apply":
        return say("Controller", "the action {action}").format(action=_action_words(item[1]))
    if kind == "show":
        return say("Controller", "a show")
    return kind


def _action_words(action) -> str:
    kinds = {"fold": say("Controller", "fold"), "check": say("Controller", "check"),
             "call": say("Controller", "call"), "all-in": say("Controller", "all-in")}
    if getattr(action, "to", None) is not None:
        return say("Controller", "raise {total}").format(total=action.to)
    return kinds.get(getattr(action, "kind", ""), str(action))
