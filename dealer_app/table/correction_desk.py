"""The supervisor's corrections at the table: any input of the hand, and a pot awarded by hand (RULES.md 8).

The dealer undoes the last input and changes the last amount alone (the
controller's ``undo`` and ``change_last_amount``); anything older, a changed
action or card, an input struck out, and the chips in the middle shared out
by hand need a supervisor. The screen lists the hand's inputs that still
stand; the supervisor picks one and says what it should have been. The
request is first tried on a copy of the session, so a correction the rules
refuse (a later raise that would no longer stand, an award that does not add
up) is said before anyone types a PIN; then the supervisor's id, PIN and
reason are checked, the authorisation recorded, and the correction recorded
beside the mistake, with its author and reason: the mistake is never erased.

Hole cards are listed by their place ("seat 4, hole card 2"), never by their
face: the screen is in view of the players. Board cards show their face.
"""
from __future__ import annotations

from typing import Callable, Mapping, Optional

from engine.actions import ALL_IN, CALL, CHECK, FOLD, RAISE
from engine.card_letters import letters_for, read_card
from engine.cards import CardError, parse_card
from engine.errors import EngineError, Refusal
from engine.session.corrections import CorrectableHand, HandInput
from engine.session.record import card_text as record_card_text
from ui.views.desk import CorrectionView, InputRow, ShareRow

from dealer_app.words.replay import card_text
from dealer_app.words.typed_cards import not_a_card
from dealer_app.table.context import TableContext
from dealer_app.table.record import TableRecord, refused
from dealer_app.words.table import action_done, card_label, engine_refusal, seat_words
from ui.views.words import Words, say

# What a supervisor may make of an action (the engine's action kinds).
ACTION_CHOICES = (FOLD, CHECK, CALL, RAISE, ALL_IN)


class CorrectionDesk:
    """The corrections screen's view and requests (see the module's docstring), a part of the controller.

    ``forget_show(undone)`` drops a showdown the dealer laid out and did not push (the table controller's
    stage): a correction changed the hand (``undone``: the show is recorded as taken back), or the chips
    were awarded by hand."""

    def __init__(self, ctx: TableContext, forget_show: Callable[[bool], None]):
        self.ctx = ctx
        self._forget_show = forget_show
        self._correctable_kept: Optional[tuple] = None

    @property
    def record(self) -> Optional[TableRecord]:
        return self.ctx.record

    # ------------------------------------------------------------ reading

    def _correctable(self) -> Optional[CorrectableHand]:
        """The hand as a correction sees it (the engine feeds it again to read it): kept until the
        session's record grows or the session is rebuilt, since one request asks for it several times."""
        if self.record is None:
            return None
        session = self.record.session
        kept = self._correctable_kept
        if kept is None or kept[0] is not session or kept[1] != session.record_length:
            kept = (session, session.record_length, session.correctable_hand())
            self._correctable_kept = kept
        return kept[2]

    def correction_view(self) -> CorrectionView:
        hand = self._correctable()
        checks_pin = bool(getattr(self.ctx.authoriser, "checks_pin", True))
        if hand is None:
            why = (say("Corrections", "No session is open.") if self.record is None else
                   say("Corrections", "No hand to correct: a hand is corrected while it is played, or after it "
                                      "until the next hand or a change of seats or money."))
            return CorrectionView(0, False, why, (), False, 0, (), checks_pin)
        session = self.record.session
        seats = session.seats
        names = {seat: seats[seat].name if seat in seats else "" for seat in hand.dealt}
        rows = tuple(self._row(n, item, names) for n, item in enumerate(hand.inputs, start=1))
        shares = tuple(ShareRow(seat, names[seat], hand.put_in[seat], seat in hand.in_hand) for seat in hand.dealt)
        return CorrectionView(self.record.number_shown(hand.number), True, "", rows, not hand.ended,
                              hand.in_the_middle, shares, checks_pin)

    @staticmethod
    def _row(number: int, item: HandInput, names: Mapping[int, str]) -> InputRow:
        e = item.entry
        op = e.get("op", "")
        seat = e.get("seat", 0) if isinstance(e.get("seat"), int) else 0
        who = seat_words(seat, names.get(seat, "")) if seat else ""
        action, amount = "", 0
        if op == "card":
            label = card_label(item.label) if item.label else say("Corrections", "a card")
            # A hole card or a burn is named by its place only: the screen is in view of the table.
            place = item.label
            board = place is not None and place.is_board and not place.run   # a run's board: named only, as ever
            face = e.get("card")
            words: str = (say("Corrections", "{place}: {card}").format(place=label, card=_face(face)) if board and face
                          else label)
        elif op == "act":
            # As the dealer's message line said it when it happened: "seat 4 (Dmitri) raises to 90".
            action, event = e.get("action", ""), item.event
            amount = event.total or 0
            words = action_done(who, event)
            if event.all_in:
                words = say("Corrections", "{action} (all-in)").format(action=words)
        elif op == "show":
            words = say("Corrections", "{who} shows").format(who=who)
        elif op == "muck":
            words = say("Corrections", "{who} mucks").format(who=who)
        elif op == "leave":
            words = say("Corrections", "{who} leaves the table (folded)").format(who=who)
        else:
            words = op
        return InputRow(item.index, number, op, words, seat, action, amount, item.corrected)

    # ----------------------------------------------------------- requests

    def _replacement(self, target: int, action: Optional[str], to: Optional[int], card: Optional[str],
                     strike: bool) -> tuple[Optional[dict], Optional[str]]:
        """(the entry that stands in for ``target``, None) or (None, why not, in words)."""
        hand = self._correctable()
        if hand is None:
            return None, self.correction_view().why_not
        item = next((i for i in hand.inputs if i.index == target), None)
        if item is None:
            return None, say("Corrections", "That input no longer stands: choose one in the list.")
        if strike:
            return None, None
        old = item.entry
        if card is not None:
            if old.get("op") != "card":
                return None, say("Corrections", "Only a card is replaced by a card.")
            try:
                new_card = read_card(card, self.ctx.language)       # typed in the console's letters
            except CardError as exc:
                return None, not_a_card(card, exc, letters_for(self.ctx.language))
            return {"op": "card", "card": record_card_text(new_card)}, None
        if action is not None:
            if old.get("op") != "act":
                return None, say("Corrections", "Only an action is replaced by an action.")
            if action not in ACTION_CHOICES:
                return None, say("Corrections", "Choose fold, check, call, raise or all-in.")
            entry = {"op": "act", "seat": old["seat"], "action": action}
            if action == RAISE:
                if not isinstance(to, int) or isinstance(to, bool) or to <= 0:
                    return None, say("Corrections", "Type the amount the bet or raise goes to.")
                entry["to"] = to
            return entry, None
        return None, say("Corrections", "Say what the input should have been: an amount, an action, a card, "
                                        "or strike it out.")

    def _words_of(self, exc: EngineError) -> str:
        if exc.code in ("correction-conflicts", "correction-refused"):
            why = self._cause_words(exc)
            if exc.code == "correction-refused":
                return say("Corrections", "The rules refuse it: {why}.").format(why=why)
            row = next((r for r in self.correction_view().rows if r.target == exc.numbers.get("entry")), None)
            return say("Corrections", "With this correction, #{number} ({what}) no longer stands: {why}. Correct "
                                      "or strike that one first.").format(
                number=row.number if row else "?", what=row.words if row else "", why=why)
        if exc.code == "award-does-not-add-up":
            n = exc.numbers
            return say("Corrections", "The shares {shares} and the rake {rake} make {total}: they must add up to "
                                      "the {pot} in the middle.").format(
                shares=n["shares"], rake=n["rake"], total=n["shares"] + n["rake"], pot=n["pot"])
        return engine_refusal(exc)

    def _cause_words(self, exc: EngineError) -> str:
        """The rule a correction broke, in words: the betting or dealing refusal under the session's."""
        cause = getattr(exc, "cause", None)
        if not isinstance(cause, EngineError):
            return exc.message
        row = next((r for r in self.correction_view().rows if r.target == exc.numbers.get("entry")), None)
        who = seat_words(row.seat, self._seat_name(row.seat)) if row is not None and row.seat else ""
        return engine_refusal(cause, who)           # the bet's word and the pot-limit sum come with it

    def _seat_name(self, seat: int) -> str:
        player = self.record.session.seats.get(seat) if self.record is not None else None
        return player.name if player is not None else ""

    def _tried(self, request: Callable) -> Optional[str]:
        """The request tried on a copy of the session: its refusal in words, or None."""
        try:
            self.record.session.trial(request)
        except EngineError as exc:
            return self._words_of(exc)
        return None

    def check_correction(self, target: int, *, action: Optional[str] = None, to: Optional[int] = None,
                         card: Optional[str] = None, strike: bool = False) -> Optional[str]:
        """Would the rules take this correction? Its refusal in words, or None (nothing recorded either way)."""
        replacement, why = self._replacement(target, action, to, card, strike)
        if why:
            return why
        return self._tried(lambda s: s.correct(target, replacement, "supervisor"))

    def correct_input(self, target: int, reason: str, supervisor: str, pin: str = "", *,
                      action: Optional[str] = None, to: Optional[int] = None, card: Optional[str] = None,
                      strike: bool = False) -> Optional[str]:
        """A supervisor's correction of an input of the hand: recorded beside it, with author and reason."""
        replacement, why = self._replacement(target, action, to, card, strike)
        why = why or self._tried(lambda s: s.correct(target, replacement, "supervisor"))
        if why:
            return self.ctx.refuse(why)
        if not reason or not reason.strip():
            return self.ctx.refuse(say("Corrections", "Give the reason for the correction."))
        row = next(r for r in self.correction_view().rows if r.target == target)
        by, refusal = self._authorised_submit("correct", reason.strip(), supervisor, pin, lambda s, by, at: s.correct(
            target, replacement, by, at=at, reason=reason.strip()))
        if refusal:
            return refusal
        self._after_correction()
        if replacement is None:
            done = say("Corrections", "Struck out by {supervisor}: {what}.").format(supervisor=by, what=row.words)
        else:
            after = next((r for r in self.correction_view().rows if r.target == target), None)
            done = say("Corrections", "Corrected by {supervisor}: {before} is now {after}.").format(
                supervisor=by, before=row.words, after=after.words if after else "")
        self.ctx.changed("undo", done.with_first_up())
        return None

    def check_award(self, shares: Mapping[int, int], rake: int) -> Optional[str]:
        """Would the rules take this award by hand? Its refusal in words, or None."""
        why = self._award_shape(shares, rake)
        if why:
            return why
        return self._tried(lambda s: s.award_pot(dict(shares), "supervisor", "trial", rake))

    def award_by_hand(self, shares: Mapping[int, int], rake: int, reason: str, supervisor: str,
                      pin: str = "") -> Optional[str]:
        """A supervisor shares out the chips in the middle by hand: the hand ends with those stacks."""
        why = self._award_shape(shares, rake) or self._tried(
            lambda s: s.award_pot(dict(shares), "supervisor", "trial", rake))
        if why:
            return self.ctx.refuse(why)
        if not reason or not reason.strip():
            return self.ctx.refuse(say("Corrections", "Give the reason for awarding the pot by hand."))
        number = self.correction_view().hand_number
        by, refusal = self._authorised_submit("award", reason.strip(), supervisor, pin, lambda s, by, at: s.award_pot(
            dict(shares), by, reason.strip(), rake, at=at))
        if refusal:
            return refusal
        self._forget_show(False)                     # a showdown laid out before is not pushed: the floor paid
        paid = [say("Corrections", "seat {seat} {amount}").format(seat=seat, amount=a)
                for seat, a in sorted(shares.items()) if a]
        self.ctx.changed("showdown", say("Corrections", "Hand {hand} awarded by hand by {supervisor}: {shares}; rake "
                                                     "{rake}.").format(hand=number, supervisor=by,
                                                                       shares=Words("", ", ".join(paid)) if paid
                                                                       else "—", rake=rake))
        return None

    def _authorised_submit(self, act: str, reason: str, supervisor: str, pin: str,
                           request: Callable) -> tuple[str, Optional[str]]:
        """The supervisor's PIN checked (the authorisation recorded), then ``request(session, by, at)``
        made durable: (the supervisor's id, None), or ("", the refusal said)."""
        by, refusal = self.ctx.authoriser.authorise(supervisor, pin, act, reason)
        if refusal:
            return "", self.ctx.refuse(refusal)
        at = self.ctx.now()
        try:
            self.record.submit(lambda s: request(s, by, at))
        except Refusal as exc:
            return "", self.ctx.refuse(refused(exc, self._words_of))
        return by, None

    def _award_shape(self, shares: Mapping[int, int], rake: int) -> Optional[str]:
        view = self.correction_view()
        if not view.can_correct:
            return view.why_not
        if not view.can_award:
            return say("Corrections", "Hand {hand} is over and its pots are paid: correct its inputs instead.").format(
                hand=view.hand_number)
        amounts = list(shares.values()) + [rake]
        if any(not isinstance(a, int) or isinstance(a, bool) or a < 0 for a in amounts):
            return say("Corrections", "Each share and the rake are whole numbers of chips.")
        total = sum(shares.values()) + rake
        if total != view.in_the_middle:
            return say("Corrections", "The shares {shares} and the rake {rake} make {total}: they must add up to "
                                      "the {pot} in the middle.").format(
                shares=sum(shares.values()), rake=rake, total=total, pot=view.in_the_middle)
        return None

    def _after_correction(self) -> None:
        """A correction changed the hand: a showdown laid out before it is shown again by the dealer."""
        self._forget_show(True)


def _face(text: object) -> str:
    """A card of the record ("As") as the table shows it ("A♠")."""
    try:
        return card_text(parse_card(str(text)))
    except CardError:
        return str(text)
