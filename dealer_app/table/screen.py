"""What the table's screen shows: the picture of the table drawn from the session's hand and the desks.

The controller answers the dealer's intents; this part draws what the window redraws after each of them
(``TableController.view()``, ARCHITECTURE.md 2): the seats, the pot and its side pots, the board, the card
expected, the pad of the player to act with the pot-limit maximum and its arithmetic, the results, the prompt.
It reads, never changes: the hand, the session and the desks are the controller's.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from engine.card_letters import card_face
from engine.cards import Card
from engine.games import Structure
from engine.hand import BIG_BLIND, DEAD, LIVE, SMALL_BLIND
from engine.legal import ALL_IN_ABOVE_POT_LIMIT, ALL_IN_NO_CHIPS
from engine.settings import SessionSettings, parse_session
from ui.views.table import PadView, Presets, SeatView, TableView

from dealer_app.table.card_checks import ENTER
from dealer_app.table.cards import CardDesk
from dealer_app.table.cash_desk import CashDesk
from dealer_app.table.context import TableContext
from dealer_app.table.session_desk import SessionDesk
from dealer_app.table.showdown import showdown_view
from dealer_app.table.showdown_desk import ShowdownDesk
from dealer_app.table.sit_out_choice import limit_prompt
from ui.views.words import Words, join, say
from dealer_app.words.jackpot import high_hand_standing, jackpot_line, jackpot_prompt
from dealer_app.words.table import (HAND_OVER_WORDS, SHOWDOWN_WORDS, STREET_WORDS, card_label, hand_name,
                                    pot_limit_arithmetic)
from ui.views.betting import raise_to_words

CARD_SOURCE_LABEL = say("Controller", "cards: practice deck (shoe simulator not connected)")


# Why the betting is closed to the player to act, as the pad says it.
_CLOSED_WORDS = {
    "no-chips": say("Controller", "cannot raise: not enough chips — call all-in or fold"),
    "short-all-in": say("Controller",
                        "raising is closed: the all-in since this player acted was less than a full raise"),
    "others-all-in": say("Controller", "raising is closed: every other player is all-in"),
    "cap": say("Controller", "raising is closed: the cap is reached"),
}


def card_text(card: Optional[Card]) -> str:
    """A card as the screen shows it: "A♠", "10♦" ("R♠" on a French screen); "??" for a card not read."""
    return card_face(card)



def session_title(settings: SessionSettings) -> str:
    """"Omaha Pot Limit 5/10": the game as the table's header says it (and its papers)."""
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


def all_in_refusal(lg) -> str:
    """Why an all-in is not allowed now (the engine's ``legal().all_in_refused``), in words, or "".

    The pad shows All-in off with this reason, before the key is pressed."""
    why = lg.all_in_refused
    if not why:
        return ""
    if why == ALL_IN_NO_CHIPS:
        return say("Controller", "This player has no chips left.")
    if why == ALL_IN_ABOVE_POT_LIMIT:
        return say("Controller", "All-in ({all_in}) is above the pot limit: the most is {most}.").format(
            all_in=lg.all_in_to, most=raise_to_words(lg.raise_word, lg.max_raise_to))
    return say("Controller", "All-in is not possible now: {why}.").format(
        why=_CLOSED_WORDS.get(lg.closed_reason) or say("Controller", "raising is closed"))


class TableScreen:
    """The table's picture for the window, from the context and the desks it is given."""

    def __init__(self, ctx: TableContext, cards: CardDesk, showdown: ShowdownDesk, cash: CashDesk,
                 sessions: SessionDesk, jackpot=None):
        self.ctx = ctx
        self.jackpot = jackpot                   # jackpot_desk.py: the bad beat waiting (None: none shown)
        self.cards = cards
        self.showdown = showdown
        self.cash = cash
        self.sessions = sessions
        self._segment_settings: tuple[Optional[str], Optional[SessionSettings]] = (None, None)   # read once

    def hand_number(self) -> int:
        """The latest hand's number as every screen says it: the store's (0 before the first hand)."""
        number = self.ctx.session_hand_number
        return self.ctx.record.number_shown(number) if number else 0

    # --------------------------------------------------------------- view

    def prompt(self) -> str:
        h = self.ctx.hand
        # Said in lower case, shown with a capital (and in lower case after "No showdown now: ").
        if self.ctx.record is None:
            prompt = say("Controller", "no session: open one in Session setup (F2)")
        elif not self.ctx.in_progress() and (hit := self.ctx.record.session.jackpot.hit) is not None:
            prompt = jackpot_prompt(hit)         # no next hand until the bad beat is paid
        elif not self.ctx.in_progress() and (limit := self.ctx.record.session.game_limit()) is not None:
            prompt = limit_prompt(limit)         # before the hand: the dealer chooses who sits out (N)
        elif h is None or not self.ctx.in_progress() and h.phase != "complete":
            prompt = (say("Controller", "seat the players: Seating (F3)") if len(self.ctx.record.session.seats) < 2
                      else say("Controller", "next hand (N)"))
        elif self.cards.intake.alert is not None:
            prompt = say("Controller", "card alert: choose below")
        elif h.phase == "deal":
            exp = h.expected_card()
            prompt = say("Controller", "deal {card}").format(card=card_label(exp.label)) if exp else say(
                "Controller", "deal")
        elif h.phase == "bet" and h.actor is not None:
            prompt = say("Controller", "{who} to act").format(who=self.ctx.who(h.actor))
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
        session = self.ctx.record.session
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
        if self.ctx.record is None:
            return self._empty_view()
        h = self.ctx.hand
        if h is None:
            return self._empty_view()
        in_progress = self.ctx.in_progress()
        seats = self._seat_views()
        to_push = self.showdown.pots_to_push()
        if to_push is not None:
            # Shown, not pushed: the hands face up, the stacks and the pot as they are until the push.
            index_of = {seat: i for i, seat in enumerate(self.ctx.record.session.latest_hand.plan.dealt)}
            seats = tuple(replace(s, shown=tuple(card_text(c) for c in to_push.shown[index_of[s.seat]]))
                          if index_of.get(s.seat) in to_push.shown else s for s in seats)
        exp = h.expected_card() if in_progress else None
        alert = self.cards.intake.alert
        source_words, source_ok = (CARD_SOURCE_LABEL, True) if self.cards.source is None else self.cards.source_words()
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
            hand_number=self.hand_number(), street=street, phase=h.phase,
            pot=h.pot if in_progress else 0, pots=pot_lines,     # once over, the pots are pushed
            board=tuple(card_text(c) for c in h.board), board_size=5,
            next_card=card_label(exp.label) if exp else "",
            next_card_seat=self.ctx.seat_of(exp.player) if exp and exp.kind == "hole" else None,
            seats=tuple(seats),
            pad=self._pad_with_chips() if in_progress and h.phase == "bet" and h.actor is not None else None,
            results=self._results(),
            prompt=self.prompt(),
            message=self.ctx.message, message_is_refusal=self.ctx.refused,
            card_source=source_words,
            can_deal=exp is not None and alert is None,
            can_show_down=in_progress and h.phase == "showdown" and to_push is None,
            can_new_hand=not in_progress and not (self.jackpot is not None and self.jackpot.next_hand_refusal()),
            can_undo=in_progress and bool(h.inputs),
            showdown=showdown_view(to_push if to_push is not None else h, self.ctx.seat_of, card_text,
                                   to_push is not None, self.cash.push_in_chips),
            can_push_pots=to_push is not None,
            card_source_ok=source_ok,
            alert=self.cards.alert_view(alert),
            can_enter_card=(exp is not None and alert is None) or (alert is not None and ENTER in alert.keys),
            can_correct_card=in_progress and bool(h.inputs) and (h.inputs[-1][0] == "deal" or (
                h.inputs[-1][0] == "apply" and h.inputs[-1][1].kind == "raise")),
            waiting_for_shoe=self.cards.source is not None and self.cards.pull_pending(),
            session_open=True, hand_in_progress=in_progress, record_number=self.ctx.record.store_hand_number,
            **self.sessions.irregularity_view(in_progress),
            **self.cash.table_parts(card_text, in_progress),
            **self._jackpot_parts(),
        )

    def _settings_of_latest_hand(self) -> SessionSettings:
        """The settings the hand on the table was dealt under. New settings take effect from the next hand
        (a new segment): until it starts, the hand just finished keeps its own game's name (issue 24)."""
        session = self.ctx.record.session
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
        seats = self._seat_views() if self.ctx.record is not None else ()
        title, short_title = _titles(self.ctx.record.session.settings) if self.ctx.record is not None else (say(
            "Controller", "No session"), "")
        source_words, source_ok = (CARD_SOURCE_LABEL, True) if self.cards.source is None else self.cards.source_words()
        return TableView(
            title=title, short_title=short_title, hand_number=0, street=say("Streets", "No hand yet"), phase="idle", pot=0, pots=(),
            board=(), board_size=5, next_card="", next_card_seat=None, seats=seats, pad=None, results=(),
            prompt=self.prompt(), message=self.ctx.message, message_is_refusal=self.ctx.refused,
            card_source=source_words, can_deal=False, can_show_down=False, can_new_hand=self.ctx.record is not None,
            can_undo=False, card_source_ok=source_ok, session_open=self.ctx.record is not None,
            **self.cash.table_parts(card_text, False), **self._jackpot_parts())

    def _jackpot_parts(self) -> dict:
        """The jackpots' standing line (RULES.md 12), from the running session's settings: its conditions
        cannot change while the jackpot runs, so they are the session's, not the hand's segment's."""
        if self.ctx.record is None:
            return {}
        session = self.ctx.record.session
        # The meter as the session's record makes it (start + increments - payments): shown while it runs.
        meter = session.jackpot.meter if session.settings.jackpot.on else None
        if meter is not None and session.settings.jackpot.pool is not None:
            # A shared jackpot's meter is the room's, as last read from the central record (none read: not shown).
            meter = self.jackpot.shared_meter if self.jackpot is not None else None
        hit = self.jackpot.jackpot_view() if self.jackpot is not None else None
        standing = high_hand_standing(session.high_hand) if session.settings.high_hand.on else ""
        # A bad beat waiting: no next hand until it is paid, the button off and the reason said by N.
        refused = self.jackpot.next_hand_refusal() if self.jackpot is not None else None
        return {"jackpot_line": jackpot_line(session.settings, session.jackpot), "jackpot_meter": meter,
                "jackpot_hit": hit, "high_hand_line": standing, "new_hand_refused": refused or ""}

    def _pad(self) -> PadView:
        h = self.ctx.hand
        lg = h.legal()
        p = lg.player
        seat = self.ctx.seat_of(p)
        refusal = all_in_refusal(lg)
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
        h = self.ctx.hand
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
            winners = join([say("Controller", "{who} {amount}").format(who=self.ctx.who(p), amount=amount)
                            for p, amount in sorted(pot.shares.items())], ", ")
            line = say("Controller", "{pot}: {winners}").format(pot=name, winners=winners)
            if pot.high_hand:
                line = say("Controller", "{result} — {hand}").format(result=line, hand=hand_name(pot.high_hand))
            if pot.low_hand:
                line = say("Controller", "{result}; low {hand}").format(result=line, hand=hand_name(pot.low_hand))
            lines.append(line)
        for p, amount in h.uncalled_returns:
            lines.append(say("Controller", "{amount} uncalled, returned to {who}").format(amount=amount, who=self.ctx.who(p)))
        return tuple(lines)
