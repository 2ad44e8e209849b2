"""The table controller: one table's session of hands, in plain Python (no Qt).

It runs the table session (engine/session/table.py) through the table's
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
from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable, Optional, Sequence

from engine.actions import all_in, call, check, fold, raise_to
from engine.card_letters import letters_for
from engine.cards import Card, shuffled_deck
from engine.errors import Refusal
from engine.game_limit import GAME_LIMIT
from engine.games import GAMES, Game, Structure
from engine.hand import Hand, PlayerSetup
from engine.rules import Stakes
from engine.settings import SessionSettings, parse_session
from hardware.manual import ManualCardSource
from hardware.registration import DeckRegistration
from hardware.source import CardRead, CardSource, SourceFault
from ui.views.desk import SitOutChoice
from ui.views.table import CardReading, TableView

from dealer_app.supervisors.authorisation import Authoriser, NamedSupervisor
from dealer_app.table.cards import CardDesk, read_record as _read_record
from dealer_app.table.cash_desk import CashDesk
from dealer_app.table.card_checks import CardIntake
from dealer_app.table.context import OnPart, TableContext
from dealer_app.table.correction_desk import CorrectionDesk
from dealer_app.table.jackpot_desk import JackpotDesk
from dealer_app.table.session_desk import SessionDesk
from dealer_app.table.showdown_desk import ShowdownDesk
from dealer_app.table.sit_out_choice import sit_out_choice
from dealer_app.table.record import TableRecord, refused
from dealer_app.table.screen import TableScreen, all_in_refusal
from dealer_app.words.table import action_done, card_label, engine_refusal, seat_words
from ui.views.words import Words, first_down, first_up, join, say

# Every sentence the dealer reads is ``Words`` (ui/views/words.py): English
# text that the window says in the dealer's language.


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
        self._hand_began()
        self.showdown = ShowdownDesk(self.ctx, lambda: self.screen.prompt())
        self.jackpot = JackpotDesk(self.ctx)
        self.screen = TableScreen(self.ctx, self.cards, self.showdown, self.cash, self.sessions, self.jackpot)

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
        waiting = self.jackpot.next_hand_refusal()
        if waiting:
            return self._refuse(waiting)
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
                prompt=_first_down(self.screen.prompt())))
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
            why = all_in_refusal(lg)
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

    # ------------------------------------------------------------ the view

    def view(self) -> TableView:
        """What the window draws now (screen.py)."""
        return self.screen.view()

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

    # The bad beat jackpot: confirmed by the dealer, authorised by two supervisors, the slips (jackpot_desk.py).
    use_papers = OnPart("jackpot", JackpotDesk.use_papers)
    confirm_jackpot = OnPart("jackpot", JackpotDesk.confirm_jackpot)
    check_jackpot_payment = OnPart("jackpot", JackpotDesk.check_jackpot_payment)
    authorise_jackpot = OnPart("jackpot", JackpotDesk.authorise_jackpot)
    check_jackpot_management = OnPart("jackpot", JackpotDesk.check_jackpot_management)
    pay_jackpot = OnPart("jackpot", JackpotDesk.pay_jackpot)
    check_jackpot_release = OnPart("jackpot", JackpotDesk.check_jackpot_release)
    release_jackpot = OnPart("jackpot", JackpotDesk.release_jackpot)

    # The cash desk: run it more than once, chips on the felt, bomb pots, time collection (RULES.md 11).
    offer_runs = OnPart("cash", CashDesk.offer_runs)
    agree_to_runs = OnPart("cash", CashDesk.agree_to_runs)
    enter_chips = OnPart("cash", CashDesk.enter_chips)
    chips_preview = OnPart("cash", CashDesk.chips_preview)
    bomb_pot_next = OnPart("cash", CashDesk.bomb_pot_next)
    check_time_collection = OnPart("cash", CashDesk.check_time_collection)

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
