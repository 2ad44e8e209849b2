"""The bad beat jackpot at the table (no Qt): the hit shown, confirmed by the dealer, its payment authorised by
a supervisor and the management, the payment slips written (RULES.md 12, art. 56-3-3).

A part of the table controller like the other desks (context.py). The session finds the bad beat at the
showdown (engine/session/jackpot.py) and deals no hand until it is paid; this desk says it and carries the
three steps: the dealer confirms what the console found (key K), a supervisor authorises the payment with
their PIN, and a second, different one whose role in the roster is management with theirs, when the payment
is recorded (``pay_jackpot`` of the session) and one slip per player present is written (jackpot_slips.py).
Each PIN is checked by the table's authoriser as a misdeal's or a void's is; the second one asks the role
(dealer_app/supervisors/roles.py): a floor supervisor's right PIN is refused there in words, recorded. A table
with no roster (practice) takes the names at their word, roles included. The first signature is kept here, in memory,
until the management signs: a console stopped between the two asks both again.

A shared jackpot (``[jackpot] shared``) is the room's: its hit is claimed at the central record first
(``follow_claim``, through ``central``, dealer_app/central/jackpot_claims.py's SharedJackpot, given by the console)
and the dealer can confirm it only when the room decided it for this table; the meter paid is the room's,
frozen for this claim. Until the answer comes the hit waits and says so; a central record out of reach is said
too and the claim is sent again at the next call (the server keeps one claim per hand: the same answer). An exact
tie stands at 'floor' until the floor decides it at the central record (``dealer-app central jackpot-decide``):
the claim is sent again meanwhile, and the floor's answer (won, with the meter or its part; refused) is recorded.

A hit that cannot be paid (the room's answer never comes, or the floor settles it by hand) is released by a
supervisor with their PIN and a reason (key X, ``release_jackpot``): nothing paid, the meter untouched, the next
hand allowed.
"""
from __future__ import annotations

import os
from typing import Callable, Optional

from engine.errors import Refusal
from engine.ranking.hand_names import describe_high

from dealer_app.supervisors.roster import MANAGEMENT
from dealer_app.table.context import TableContext
from dealer_app.table.jackpot_slips import slip_file_name, slip_html
from dealer_app.table.record import refused
from dealer_app.table.screen import card_text, session_title
from dealer_app.table.session_desk import session_refusal
from dealer_app.words.book import language_or_default
from dealer_app.words.jackpot import jackpot_prompt
from dealer_app.words.table import hand_name
from ui.views.jackpot import JackpotHand, JackpotHitView
from ui.views.showdown import UsedCard
from ui.views.words import Words, join, say

PdfWriter = Callable[[str, str], None]      # (html, path): the window draws the slip as a PDF (ui/kit/printable.py)

BEATEN = say("Jackpot", "four sevens or better beaten by a straight flush or a higher four of a kind")


class JackpotDesk:
    """Confirm the bad beat, authorise and pay it, write the slips; the view of the hit waiting."""

    def __init__(self, ctx: TableContext):
        self.ctx = ctx
        self._first: Optional[tuple[int, str]] = None   # (hand, supervisor): the payment's first signature
        self._folder: Optional[str] = None
        self._pdf: Optional[PdfWriter] = None
        self.slips: tuple[str, ...] = ()                 # the last payment's slips, as written
        self.central = None                              # SharedJackpot: the room's shared jackpot, when played
        self.shared_meter: Optional[int] = None          # the shared meter as last read from the central record
        self._claim_said: Optional[Words] = None         # where the claim of the hit waiting stands, in words

    # ------------------------------------------------------------ the room's shared jackpot

    def _pool(self) -> Optional[str]:
        record = self.ctx.record
        return record.session.settings.jackpot.pool if record is not None else None

    def read_shared_meter(self) -> Optional[int]:
        """The shared meter read from the central record (kept as last read when it cannot be reached).
        Waits on the network: the console asks it from its own thread (``meter_to_read``, ``take_meter``)."""
        pool = self.meter_to_read()
        if pool is None or self.central is None:
            return self.shared_meter
        try:
            return self.take_meter(self.central.meter(pool).meter)
        except Refusal:
            return self.shared_meter

    def meter_to_read(self) -> Optional[str]:
        """The pool whose meter the table shows, None when it plays its own jackpot."""
        return self._pool()

    def take_meter(self, meter: int) -> Optional[int]:
        """The pool's meter as read; the screen redrawn when it moved (the message on it kept)."""
        if meter != self.shared_meter:
            self.shared_meter = meter
            self.ctx.changed("jackpot-meter", self.ctx.message, self.ctx.refused)
        return self.shared_meter

    def follow_claim(self) -> Optional[Words]:
        """The hit waiting claimed at the central record (sent again until answered, the same claim); the room's
        answer recorded in the session when it comes. Returns where the claim stands, in words. Waits on the
        network: the console sends ``claim_to_send()`` from its own thread and hands the answer to
        ``take_claim_answer`` on the window's."""
        claim = self.claim_to_send()
        if claim is None:
            return self._claim_said if self._hit() is not None else None
        try:
            answer = self.central.claim(*claim)
        except Refusal as exc:
            return self.take_claim_answer(exc)
        return self.take_claim_answer(answer)

    def claim_to_send(self) -> Optional[tuple]:
        """The claim of the hit waiting as the central record takes it (store hand, pool, losing five, winning
        five, rule), or None: no shared hit waiting, answered already, or no central record to send it to."""
        hit = self._hit()
        pool = hit.rules.pool if hit is not None else None
        if pool is None or hit.claim_won:
            return None
        # A tie ('floor'): the claim is sent again (the server keeps one claim per hand, the same answer) until
        # the floor's decision answers it (dealer-app central jackpot-decide); a release ends it too.
        if self.central is None:
            self._claim_said = say("Jackpot", "The shared jackpot is claimed at the central record, which this "
                                              "console is not connected to: the hit waits.")
            return None
        loser, winner = hit.beat.hand_of(hit.beat.loser), hit.beat.hand_of(hit.beat.winner)
        return (self.ctx.record.number_shown(hit.hand), pool, [str(c) for c in loser.five],
                [str(c) for c in winner.five], hit.beat.rule)

    def take_claim_answer(self, answer) -> Optional[Words]:
        """The room's answer to the claim (or the Refusal that came instead), on the window's thread: recorded
        in the session when decided, said in words."""
        hit = self._hit()
        tied = hit is not None and hit.claim is not None and hit.claim.outcome == "floor"
        if hit is None or hit.rules.pool is None or (hit.claim is not None and not tied):
            return self._claim_said          # answered meanwhile (a second answer of the same claim)
        if tied and (isinstance(answer, Refusal) or answer.outcome == "floor"):
            return self._claim_said          # the floor has not decided yet: the tie as recorded stands
        if isinstance(answer, Refusal):
            if answer.code == "central-unreachable":
                self._claim_said = say("Jackpot", "The central record cannot be reached: the hit waits, nothing is "
                                                  "paid; the claim is sent again.")
            else:
                self._claim_said = say("Jackpot", "The central record refused the claim: {why}").format(
                    why=answer.message)
            self.ctx.changed("jackpot", self._claim_said, refused=True)
            return self._claim_said
        if not answer.decided:
            self._claim_said = say("Jackpot", "Claimed at the central record, waiting for the room's decision.")
            return self._claim_said
        try:
            self.ctx.record.submit(lambda s: s.record_jackpot_claim(answer.claim, answer.outcome, answer.meter,
                                                                    answer.winner_table, answer.reason,
                                                                    at=self.ctx.now()))
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        self._claim_said = (floor_words(answer.outcome, answer.meter, answer.winner_table) if tied
                            else claim_words(answer.outcome, answer.meter, answer.winner_table))
        self.ctx.changed("jackpot", self._claim_said)
        return self._claim_said

    def use_papers(self, folder: str, pdf: PdfWriter) -> None:
        """Where the console writes its printed papers, and how a page becomes a PDF (said by the window)."""
        self._folder, self._pdf = folder, pdf

    # ------------------------------------------------------------ what is waiting

    def _hit(self):
        return self.ctx.record.session.jackpot.hit if self.ctx.record is not None else None

    def next_hand_refusal(self) -> Optional[str]:
        """The session deals no hand while a bad beat waits: said in words before it is asked."""
        hit = self._hit()
        if hit is None:
            return None
        return say("Jackpot", "Hand {hand} won the bad beat jackpot: it is confirmed and paid before the next "
                              "hand ({prompt}).").format(hand=self.ctx.number_shown(hit.hand),
                                                         prompt=jackpot_prompt(hit))

    def jackpot_view(self) -> Optional[JackpotHitView]:
        hit = self._hit()
        if hit is None:
            return None
        return self._view_of(hit, self.ctx.record.session.jackpot.meter)

    def _view_of(self, hit, meter: int) -> JackpotHitView:
        first = self._first[1] if self._first is not None and self._first[0] == hit.hand else ""
        latest = self.ctx.record.session.latest_hand
        holdem = latest is not None and latest.hand.config.game.hand_rule == "holdem"
        plays = (say("Jackpot", "both hole cards of each player play") if holdem
                 else say("Jackpot", "two hole cards of each player play"))
        parts = [BEATEN, plays]
        if hit.rules.pool is not None:
            # The room's meter: frozen for this claim when won, else the shared meter as last read.
            meter = hit.claim.meter if hit.claim_won else (self.shared_meter if self.shared_meter is not None else 0)
            said = (claim_words(hit.claim.outcome, hit.claim.meter, hit.claim.winner_table) if hit.claim is not None
                    else self._claim_said or say("Jackpot", "Claimed at the central record, waiting for the room's "
                                                            "decision."))
            parts.append(said)
        return JackpotHitView(self.ctx.number_shown(hit.hand), self._hand(hit, hit.beat.loser),
                              self._hand(hit, hit.beat.winner), join(parts, " · "), meter,
                              hit.confirmed_by, first, "authorise" if hit.confirmed_by else "confirm")

    def _hand(self, hit, player: int) -> JackpotHand:
        shown = hit.beat.hand_of(player)
        seat = hit.seat_of(player)
        hole = self._hole(hit, player)
        five = sorted(shown.five, key=lambda c: c not in hole)           # hole cards first
        return JackpotHand(seat, dict(hit.present).get(seat, ""), hand_name(describe_high(shown.value)),
                           tuple(UsedCard(card_text(c), c in hole) for c in five))

    def _hole(self, hit, player: int) -> tuple:
        latest = self.ctx.record.session.latest_hand
        if latest is None or latest.number != hit.hand:
            return ()
        return tuple(latest.hand.shown.get(player) or ())

    # ------------------------------------------------------------ the dealer, then two supervisors

    def confirm_jackpot(self) -> Optional[str]:
        """The dealer confirms the bad beat the console found from the cards (key K)."""
        hit = self._hit()
        if hit is None:
            return self.ctx.refuse(say("Jackpot", "No bad beat jackpot is waiting."))
        if hit.confirmed_by:
            return self.ctx.refuse(say("Jackpot", "The bad beat is confirmed already: a supervisor, then the "
                                                  "management, authorise the payment (K)."))
        if hit.rules.pool is not None and not hit.claim_won:
            # Where the claim stands as last heard: the console follows it from its own thread, the key
            # never waits on the network.
            return self.ctx.refuse(self._claim_said or say("Jackpot", "Claimed at the central record, waiting "
                                                                      "for the room's decision."))
        by = self.ctx.record.session.dealer or self.ctx.dealer
        try:
            self.ctx.record.submit(lambda s: s.confirm_jackpot(by, at=self.ctx.now()))
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        self.ctx.changed("jackpot", say("Jackpot", "Bad beat confirmed by {dealer}: a supervisor, then the "
                                                   "management, authorise the payment (K).").format(dealer=by))
        return None

    def check_jackpot_payment(self) -> Optional[str]:
        """What refuses the payment before any PIN is asked: nothing waiting, or not confirmed yet."""
        hit = self._hit()
        if hit is None:
            return say("Jackpot", "No bad beat jackpot is waiting.")
        if not hit.confirmed_by:
            return say("Jackpot", "The dealer confirms the bad beat first (K).")
        record = self.ctx.record
        state = record.session.jackpot
        if state.stopped is not None and record.guard.resume_due(record.session) is None:
            # Technical failure (art. 56-3-2): no payment while the record or the meter cannot be kept.
            return say("Jackpot", "The bad beat jackpot is stopped since {since}: it is paid once the table's record "
                                  "and the meter are kept again.").format(since=(state.stopped_since or "")
                                                                          .replace("T", " "))
        return None

    def authorise_jackpot(self, supervisor: str, pin: str = "") -> Optional[str]:
        """The first signature: a supervisor's id and PIN, checked; the management signs next."""
        why = self.check_jackpot_payment()
        if why:
            return self.ctx.refuse(why)
        hit = self._hit()
        by, refusal = self.ctx.authoriser.authorise(supervisor, pin, "jackpot", self._reason(hit, "supervisor"))
        if refusal:
            return self.ctx.refuse(refusal)
        self._first = (hit.hand, by)
        self.ctx.changed("jackpot", say("Jackpot", "Payment authorised by {supervisor}: now a supervisor of the "
                                                   "management, with their PIN.").format(supervisor=by))
        return None

    def check_jackpot_management(self) -> Optional[str]:
        why = self.check_jackpot_payment()
        if why:
            return why
        if self._first is None or self._first[0] != self._hit().hand:
            return say("Jackpot", "A supervisor authorises the payment first.")
        return None

    def pay_jackpot(self, supervisor: str, pin: str = "") -> Optional[str]:
        """The management's signature, a different supervisor whose role is management: the payment recorded, the
        slips written."""
        why = self.check_jackpot_management()
        if why:
            return self.ctx.refuse(why)
        hit, first = self._hit(), self._first[1]
        by, refusal = self.ctx.authoriser.authorise(supervisor, pin, "jackpot", self._reason(hit, "management"),
                                                    role=MANAGEMENT)
        if refusal:
            return self.ctx.refuse(refusal)
        if by.strip().casefold() == first.strip().casefold():
            return self.ctx.refuse(say("Jackpot", "{supervisor} authorised the payment already: the management's "
                                                  "signature is another supervisor's.").format(supervisor=by))
        at = self.ctx.now()
        try:
            paid = self.ctx.record.submit(lambda s: s.pay_jackpot(first, by, at=at))
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        self._first = None
        self.slips, trouble = self._write_slips(hit, paid, at)
        said = say("Jackpot", "Bad beat jackpot of hand {hand} paid: {meter} (authorised by {supervisor} and "
                              "{management}).").format(hand=self.ctx.number_shown(hit.hand), meter=paid.meter,
                                                       supervisor=first, management=by)
        if self.slips:
            said = join([said, say("Jackpot", "Payment slips in {folder}: {files}.").format(
                folder=self._folder, files=join([os.path.basename(p) for p in self.slips], ", "))], " ")
        if trouble:
            said = join([said, trouble], " ")
        self.ctx.changed("jackpot", said)
        return None

    # ------------------------------------------------------------ released unpaid

    def check_jackpot_release(self) -> Optional[str]:
        """What refuses a release before any PIN: nothing waiting, or a payment half-signed by a supervisor.
        Why refused half-signed: a supervisor vouched for the payment and the management is asked next; a release
        by someone else would undo that signature alone. The one who signed may still release it (their
        signature withdrawn with it), so a payment the management cannot sign never blocks the table."""
        hit = self._hit()
        if hit is None:
            return say("Jackpot", "No bad beat jackpot is waiting.")
        return None

    def release_jackpot(self, supervisor: str, pin: str = "", why: str = "") -> Optional[str]:
        """A supervisor, with their PIN, releases the hit waiting for ``why``: nothing paid at the table, the meter
        untouched, the next hand allowed (recorded: jackpot_release, jackpot-released)."""
        refusal = self.check_jackpot_release()
        if refusal:
            return self.ctx.refuse(refusal)
        if not why.strip():
            return self.ctx.refuse(say("Jackpot", "Say why the jackpot is released unpaid."))
        hit = self._hit()
        by, refusal = self.ctx.authoriser.authorise(supervisor, pin, "jackpot-release",
                                                    f"bad beat jackpot of hand {self.ctx.number_shown(hit.hand)} "
                                                    f"released unpaid: {why.strip()}")
        if refusal:
            return self.ctx.refuse(refusal)
        if (self._first is not None and self._first[0] == hit.hand
                and self._first[1].strip().casefold() != by.strip().casefold()):
            return self.ctx.refuse(say("Jackpot", "{supervisor} authorised the payment: only they may release it "
                                                  "now, or the management signs the payment.").format(
                                                      supervisor=self._first[1]))
        try:
            self.ctx.record.submit(lambda s: s.release_jackpot(by, why.strip(), at=self.ctx.now()))
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        self._first = None
        self._claim_said = None
        self.ctx.changed("jackpot", say("Jackpot", "Bad beat jackpot of hand {hand} released by {supervisor}, "
                                                   "nothing paid at the table ({why}); the meter is untouched, the "
                                                   "next hand may be dealt.").format(
                                                       hand=self.ctx.number_shown(hit.hand), supervisor=by,
                                                       why=why.strip()))
        return None

    def _reason(self, hit, who: str) -> str:
        return f"bad beat jackpot of hand {self.ctx.number_shown(hit.hand)}: {who}"

    # ------------------------------------------------------------ the slips

    def _write_slips(self, hit, paid, at: str) -> tuple[tuple[str, ...], Optional[Words]]:
        """One PDF per player present, in the console's language (French by default)."""
        if self._folder is None or self._pdf is None:
            return (), say("Jackpot", "No folder for the payment slips: none written.")
        language = language_or_default(self.ctx.language)
        view = self._view_of(hit, paid.meter)         # the hit as it was before the payment cleared it
        table = str(getattr(self.ctx.store, "table", "") or "")
        title = session_title(self.ctx.record.session.settings)
        written = []
        for seat, name, amount in paid.shares:
            path = os.path.join(self._folder, slip_file_name(view.hand_number, table, seat, language))
            try:
                self._pdf(slip_html(view, paid, seat, name, amount, title, table, at, language), path)
            except OSError as exc:
                return tuple(written), say("Jackpot", "The slips could not all be written ({why}).").format(
                    why=exc.strerror or str(exc))
            written.append(path)
        return tuple(written), None


def claim_words(outcome: str, meter: Optional[int], winner_table: str) -> Words:
    """The room's answer to this table's claim, as the panel says it."""
    if outcome == "won":
        return say("Jackpot", "Won by this table: meter {meter}.").format(meter=meter)
    if outcome == "refused":
        return say("Jackpot", "Another table's claim won: table {table}, stronger losing hand.").format(
            table=winner_table)
    return say("Jackpot", "An exact tie with table {table}: the floor decides, nothing is paid "
                          "automatically.").format(table=winner_table)


def floor_words(outcome: str, meter: Optional[int], winner_table: str) -> Words:
    """The floor's decision of a tie, as the panel says it."""
    if outcome == "won":
        return say("Jackpot", "The floor decided the tie for this table: {meter} to pay.").format(meter=meter)
    return say("Jackpot", "The floor gave the jackpot to table {table}: nothing is paid here.").format(
        table=winner_table)
