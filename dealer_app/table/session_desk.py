"""The dealer's desk beside the hand: session setup, seating, irregularities and the report (no Qt).

A part of TableController (dealer_app/table/controller.py), sharing the
table's context (context.py): the record (the session and its hand store,
which this desk opens and closes), the clock, the supervisor hook and change
reporting. As everywhere in the controller, an intent returns None when it was done and
recorded, or the refusal in the dealer's words; a refused intent changes
nothing. Settings are the session file's text (ARCHITECTURE.md 4.1), checked
by the same rules as a file on disk (engine.settings, dealer_app/files/session_file.py),
so the setup screen shows the same messages, next to the field they name.
"""
from __future__ import annotations

import random
import tomllib
from typing import Callable, Optional, Sequence

from engine.errors import EngineError, Refusal
from engine.session.corrections import substantial_action
from engine.session.writer import format_session
from engine.settings import MAX_TEXT_CHARS, SessionSettings, SettingsError, parse_session
from engine.session.table import TableSession
from ui.views.desk import SeatingView, SeatRow, SettingsCheck, SetupView

from dealer_app.files import presets
from dealer_app.supervisors.authorisation import Authoriser
from dealer_app.files.session_file import save_session
from dealer_app.table.report import chips_balance, hands_csv, report_csv, report_text, session_report
from dealer_app.files.small_files import NotReadable, read_small_text
from dealer_app.words.settings import settings_refusal, settings_warning, toml_words
from dealer_app.table.context import TableContext
from dealer_app.table.record import TableRecord, refused
from dealer_app.words.table import engine_refusal, seat_words
from dealer_app.table.sit_out_choice import limit_words
from ui.views.words import Words, first_up, join, say


_STATUS = {
    "leaving": say("Seating", "leaving: cashed out after the hand"),
    "busted": say("Seating", "no chips: rebuy or leave"),
    "sitting out": say("Seating", "sitting out"),
    "new: posts a big blind": say("Seating", "new: posts a big blind"),
    "new: waits for the big blind": say("Seating", "new: waits for the big blind"),
    "back: posts missed blinds": say("Seating", "back: posts missed blinds"),
    "playing": say("Seating", "playing"),
}


def session_refusal(exc: EngineError, shown: Callable[[int], int] = lambda number: number) -> str:
    """A seating or session refusal in words, with its numbers (the engine's text for the rest);
    ``shown`` turns the session's hand number into the one the screens show (the store's)."""
    n = exc.numbers
    code = exc.code
    if code == "buy-in-below-minimum":
        return say("Seating", "{amount} makes a stack of {after}, below the minimum buy-in {minimum}").format(
            amount=n["amount"], after=n["stack_after"], minimum=n["minimum"])
    if code == "buy-in-above-maximum":
        return say("Seating", "{amount} makes a stack of {after}, above the maximum buy-in {maximum}").format(
            amount=n["amount"], after=n["stack_after"], maximum=n["maximum"])
    if code == "no-rebuy-during-hand":
        return say("Seating", "no rebuy during a hand: {who} can rebuy when hand {hand} is over, or queue it "
                              "for the next hand").format(who=n.get("who", ""),
                                                          hand=shown(n["hand"]) if isinstance(n.get("hand"), int)
                                                          else n.get("hand", ""))
    if code == "hand-in-progress":
        return say("Seating", "not during hand {hand}: between hands").format(hand=shown(n["hand"]))
    if code == "bad-amount":
        return say("Seating", "an amount is a whole, positive number of chips")
    if code == "no-name":
        return say("Seating", "a player needs a name")
    return engine_refusal(exc)


class SessionDesk:
    """Setup, seating, misdeal and void, the report: see the module's docstring."""

    def __init__(self, ctx: TableContext):
        self.ctx = ctx
        self._desk_note: tuple[str, bool, str] = ("", False, "")
        self._draw_seeds = random.SystemRandom()
        self._closed: Optional[TableSession] = None            # the session closed in this run: its report stays
        self._closed_numbers: Optional[Callable[[int], int]] = None
        self._closed_head: Optional[str] = None

    @property
    def record(self) -> Optional[TableRecord]:
        return self.ctx.record

    @property
    def authoriser(self) -> Authoriser:
        return self.ctx.authoriser

    # ------------------------------------------------------------ setup

    def setup_view(self) -> SetupView:
        open_ = self.record is not None
        text = (format_session(self.record.session.settings) if open_
                else self._last_settings_text() or presets.preset_text("five-percent-capped"))
        return SetupView(open_, text, tuple(presets.preset_names()), open_ and self.ctx.in_progress(),
                         needs_supervisor=open_, checks_pin=bool(getattr(self.authoriser, "checks_pin", True)),
                         table_name=str(getattr(self.ctx.store, "table", "") or ""))

    def _last_settings_text(self) -> Optional[str]:
        """The settings the table's last session ended with (a new session usually plays the same game):
        the one closed in this run, else the store's latest session, its last change included."""
        closed = self._closed
        if closed is not None:
            return format_session(closed.settings)
        store = self.ctx.store
        last = store.last_session() if store is not None and hasattr(store, "last_session") else None
        if last is None:
            return None
        texts = [e.payload.get("settings", {}).get("file") for e in store.session_events("session-opened", last)]
        texts += [e.payload.get("changes", {}).get("file") for e in store.session_events("settings-changed", last)]
        texts = [t for t in texts if isinstance(t, str)]
        if not texts or not self.check_settings(texts[-1]).ok:
            return None
        return texts[-1]

    def preset_text(self, name: str) -> str:
        return presets.preset_text(name)

    @staticmethod
    def check_settings(text: str) -> SettingsCheck:
        """The settings text checked by the session file's rules: the key at fault and why, or ok."""
        try:
            settings = parse_session(text)
        except SettingsError as exc:
            return SettingsCheck(False, exc.key, settings_refusal(exc))
        return SettingsCheck(True, warnings=tuple(settings_warning(w) for w in settings.warnings))

    def load_settings_file(self, path: str) -> tuple[Optional[str], Optional[str]]:
        """A session file's text (to show, even with a bad value, and its message) or why it cannot be read."""
        try:
            text = read_small_text(path, MAX_TEXT_CHARS)
            tomllib.loads(text)
        except NotReadable as exc:
            if exc.code == "not-utf8":
                return None, say("Setup", "{path} is not a session file (not UTF-8 text)").format(path=path)
            if exc.code == "too-big":
                return None, say("Setup", "{path} is not a session file: {size} bytes").format(path=path, size=exc.size)
            if exc.code == "not-a-file":
                return None, say("Setup", "{path} is not a file").format(path=path)
            return None, say("Setup", "cannot read {path}: {why}").format(path=path, why=exc.why)
        except tomllib.TOMLDecodeError as exc:
            return None, say("Setup", "{path} is not a session file: {why}").format(path=path, why=toml_words(str(exc)))
        return text, None

    def save_settings_file(self, path: str, text: str) -> Optional[str]:
        """Write the settings as a session file (every key); refused while a value is wrong."""
        check = self.check_settings(text)
        if not check.ok:
            return say("Setup", "Not saved: {key}: {why}").format(key=check.key, why=check.message)
        try:
            save_session(path, parse_session(text))
        except OSError as exc:
            return say("Setup", "Not saved: {why}").format(why=exc.strerror or str(exc))
        return None

    def open_session(self, text: str) -> Optional[str]:
        """A new session with these settings, recorded in the table's store; the dealer signed in."""
        if self.record is not None:
            return self.ctx.refuse(say("Setup", "A session is open: change its settings instead."))
        check = self.check_settings(text)
        if not check.ok:
            return self.ctx.refuse(say("Setup", "{key}: {why}").format(key=check.key, why=check.message))
        try:
            self.ctx.record = TableRecord.new(parse_session(text), self.ctx.store, self.ctx.dealer, self.ctx.now())
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        self.ctx.changed("session", say("Setup", "Session open: seat the players."))
        return None

    def check_settings_change(self, text: str) -> Optional[str]:
        """Would the rules take these settings for the running session? Their refusal in words, or None
        (nothing recorded, no message): asked before a supervisor's PIN, and again by ``change_settings``."""
        check = self.check_settings(text)
        if not check.ok:
            return say("Setup", "{key}: {why}").format(key=check.key, why=check.message)
        if self.record is None:
            return None
        settings: SessionSettings = parse_session(text)
        if settings == self.record.session.settings:
            return say("Setup", "Nothing changed.")
        if self.record.session.hand is not None:
            return say("Setup", "The settings change between hands, not during hand {hand}.").format(
                hand=self.record.number_shown(self.record.session.hand_number))
        try:
            self.record.session.verify_settings_change(settings)
        except Refusal as exc:
            return refused(exc, lambda e: session_refusal(e, self.ctx.number_shown))
        return None

    def change_settings(self, text: str, supervisor: str = "", pin: str = "") -> Optional[str]:
        """New settings between hands, authorised by a supervisor: a new segment of the session."""
        if self.record is None:
            return self.open_session(text)
        why = self.check_settings_change(text)
        if why:
            return self.ctx.refuse(why)
        settings: SessionSettings = parse_session(text)
        old = self.record.session.settings.jackpot
        # A running jackpot's rules change only by the club: the supervisor's authorisation says so.
        reason = ("new session segment; the running bad beat jackpot's rules change" if old.on and
                  settings.jackpot != old else "new session segment")
        by, refusal = self.authoriser.authorise(supervisor, pin, "settings", reason)
        if refusal:
            return self.ctx.refuse(refusal)
        at = self.ctx.now()
        try:
            self.record.submit(lambda s: s.change_settings(settings, at=at, authorised_by=by),
                               also=lambda store: store.change_settings({"file": text}, by=by, reason=reason))
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        done = say("Setup", "New settings from the next hand on (segment {segment}).").format(
            segment=len(self.record.session.segments))
        limit = self.record.session.game_limit()
        # The new game deals to fewer than are seated: said now, and asked before the next hand (N).
        self.ctx.changed("session", join([done, first_up(limit_words(limit))], " ") if limit is not None else done)
        return None

    def close_session(self) -> Optional[str]:
        """The session ends (between hands): the dealer signs out; the report stays to read and print."""
        if self.record is None:
            return self.ctx.refuse(say("Setup", "No session is open."))
        try:
            self.record.close_session(self.ctx.dealer, self.ctx.now())
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        self._closed = self.record.session        # its report stays to read, save and print
        self._closed_numbers = self.record.number_shown
        self._closed_head = self._head()
        self.ctx.record = None
        unwritten = getattr(self.ctx.store, "head_not_written", None)
        if self._closed_head and unwritten:
            self.ctx.changed("session", say("Setup", "Session closed. Its chain head could not be written down in "
                                                  "the heads file ({why}): write it down by hand: {head}").format(
                why=unwritten, head=self._closed_head), refused=True)
        elif self._closed_head:
            self.ctx.changed("session", say("Setup", "Session closed. Chain head {head}: write it down "
                                                  "(dealer-app verify --expect-head).").format(head=self._closed_head))
        else:
            self.ctx.changed("session", say("Setup", "Session closed."))
        return None

    def _head(self) -> Optional[str]:
        """The store's chain head in full (SEQ:HASH); None without a store (the practice table)."""
        head = getattr(self.ctx.store, "head_text", None)
        try:
            return head() if head is not None else None
        except Exception:                          # a store already closed: no head to say
            return None

    def closing_head(self) -> Optional[str]:
        """The head at the close of the session just closed (the report's, the heads file's)."""
        return self._closed_head

    # ------------------------------------------------------------ supervisors

    def supervisor_count(self) -> Optional[int]:
        """How many supervisors this console knows (the file read again); None without a supervisor file."""
        desk = getattr(self.authoriser, "desk", None)
        return desk.supervisor_count() if desk is not None else None

    def add_supervisor(self, new_id: str, name: str, pin: str, pin_again: str, supervisor: str = "",
                       supervisor_pin: str = "", role: str = "floor") -> Optional[str]:
        """A supervisor added at the console, authorised by an existing one (the first is the club's: supervisor
        init); a supervisor's own id in both places changes their PIN."""
        desk = getattr(self.authoriser, "desk", None)
        if desk is None:
            return say("Supervisor", "This table has no supervisor file (practice table): supervisors are added "
                                     "at a table that keeps its hands.")
        answer = desk.add_supervisor(new_id, name, pin, pin_again, supervisor=supervisor,
                                     supervisor_pin=supervisor_pin, role=role)
        return None if answer.granted else answer.message

    # ------------------------------------------------------------ seating

    def seating_view(self) -> SeatingView:
        message, refused, about = self._desk_note
        if message is not self.ctx.message:
            # Said before something else was (a hand dealt since, a card, another request): not said again,
            # so that "Fay sits at seat 5" does not stay on the panel for the hands after.
            message, refused = "", False
        if self.record is None:
            return SeatingView(False, (), (), 0, 0, False, 0, False, "", message, refused, about)
        session = self.record.session
        hand = session.hand
        shown = self.record.number_shown(session.hand_number or 0)      # the hand's one number
        run_seats = {session.seat_of_player(i): i for i in range(len(hand.config.players))} if hand else {}
        queued: dict[int, int] = {}
        for q in session.queued_rebuys:
            queued[q.seat] = queued.get(q.seat, 0) + q.amount
        rows = []
        for seat in range(1, session.settings.table_seats + 1):
            p = session.seats.get(seat)
            if p is None:
                rows.append(SeatRow(seat, "", "", 0, "", 0, 0, 0, False, False, "", False, False))
                continue
            i = run_seats.get(seat)
            in_hand = i is not None and hand.in_hand(i)
            stack = hand.stacks[i] if i is not None else p.stack
            status = _STATUS.get(p.status, p.status)
            if p.leaving:
                pass
            elif in_hand:
                status = say("Seating", "in hand {hand}").format(hand=shown)
            elif i is not None:
                status = say("Seating", "folded in hand {hand}").format(hand=shown)
            if queued.get(seat):
                status = say("Seating", "{status}; rebuy of {amount} after the hand").format(
                    status=status, amount=queued[seat])
            rows.append(SeatRow(seat, p.name, p.club_id, stack, status, p.bought_in,
                                p.rebuys, queued.get(seat, 0), in_hand, p.new, p.entry, p.sitting_out, p.leaving))
        s = session.settings
        return SeatingView(True, tuple(rows), tuple(r.seat for r in rows if not r.name), s.min_buy_in,
                           s.max_buy_in, hand is not None, shown, hand is None,
                           chips_balance(session.reconcile()), message, refused, about)

    def _seating(self, request, done: Words, about: str) -> Optional[str]:
        try:
            self.record.submit(request)
        except Refusal as exc:
            return self._desk_refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)), about)
        self._desk_note = (done, False, about)
        self.ctx.changed("seating", done)
        return None

    def _desk_refuse(self, why: str, about: str) -> str:
        self._desk_note = (why, True, about)
        return self.ctx.refuse(why)

    def _no_session(self, about: str) -> Optional[str]:
        if self.record is None:
            return self._desk_refuse(say("Seating", "No session is open: set up the session first."), about)
        return None

    def draw_seats(self, players: Sequence[dict], seed: Optional[int] = None) -> Optional[str]:
        """Seats drawn at random for the players waiting (name, club_id, buy_in, entry); the seed is recorded."""
        if refusal := self._no_session("draw"):
            return refusal
        if not players:
            return self._desk_refuse(say("Seating", "Add the players to the draw first."), "draw")
        seed = self._draw_seeds.randrange(1, 2**31) if seed is None else seed
        at = self.ctx.now()
        seats: list[int] = []
        result = self._seating(lambda s: seats.extend(s.draw_seats(list(players), seed=seed, at=at)),
                               say("Seating", "Seats drawn (seed {seed})").format(seed=seed), "draw")
        if result is None:
            drawn = ", ".join(f"{p['name']} {seat}" for p, seat in zip(players, seats))
            self._desk_note = (say("Seating", "Seats drawn (seed {seed}): {seats}").format(seed=seed, seats=drawn),
                               False, "draw")
            self.ctx.changed("seating", self._desk_note[0])
        return result

    def sit(self, seat: int, name: str, buy_in: int, club_id: str = "", entry: str = "wait") -> Optional[str]:
        if refusal := self._no_session("add"):
            return refusal
        at = self.ctx.now()
        return self._seating(lambda s: s.sit(seat, name, buy_in, club_id=club_id, entry=entry, at=at),
                             say("Seating", "{name} sits at seat {seat} with {buy_in}").format(
                                 name=name.strip(), seat=seat, buy_in=buy_in), "add")

    def rebuy(self, seat: int, amount: int, queue: bool = False) -> Optional[str]:
        """Chips bought between hands; during a hand refused, or queued for its end when the dealer asks."""
        if refusal := self._no_session("player"):
            return refusal
        session = self.record.session
        p = session.seats.get(seat)
        if p is not None and session.hand is not None and not queue:
            why = say("Seating", "no rebuy during a hand: {who} can rebuy when hand {hand} is over, or queue it "
                                 "for the next hand").format(who=seat_words(seat, p.name),
                                                             hand=self.record.number_shown(session.hand_number))
            return self._desk_refuse(why, "player")
        at = self.ctx.now()
        done = (say("Seating", "{amount} queued for {who}: added when hand {hand} is over") if queue and
                session.hand is not None else say("Seating", "{who} rebuys {amount}"))
        return self._seating(lambda s: s.rebuy(seat, amount, queue=queue, at=at),
                             done.format(amount=amount, who=seat_words(seat, p.name if p else "?"),
                                         hand=self.record.number_shown(session.hand_number or 0)), "player")

    def sit_out(self, seat: int) -> Optional[str]:
        return self._player_request(seat, lambda s, at: s.sit_out(seat, at=at), say("Seating", "{who} sits out"))

    def come_back(self, seat: int) -> Optional[str]:
        return self._player_request(seat, lambda s, at: s.come_back(seat, at=at), say("Seating", "{who} is back"))

    def set_entry(self, seat: int, entry: str) -> Optional[str]:
        done = (say("Seating", "{who} posts a big blind to play at once") if entry == "post"
                else say("Seating", "{who} waits for the big blind"))
        return self._player_request(seat, lambda s, at: s.set_entry(seat, entry, at=at), done)

    def leave(self, seat: int) -> Optional[str]:
        """The player leaves and is cashed out (after the hand when dealt in: still in it, they have folded)."""
        if refusal := self._no_session("player"):
            return refusal
        session = self.record.session
        hand = session.hand
        p = session.seats.get(seat)
        # A player still in the hand leaves folded (RULES.md 8): the session withdraws the hand and
        # cashes the player out when it is over; the hand store records the withdrawal as an input.
        cash = p.stack if p is not None else 0
        done = (say("Seating", "{who} leaves: cashed out after the hand") if hand is not None and p is not None
                and seat in _dealt(session) else say("Seating", "{who} leaves: cashed out {amount}"))
        return self._player_request(seat, lambda s, at: s.leave(seat, at=at), done, amount=cash)

    def _player_request(self, seat: int, request, done: Words, **values) -> Optional[str]:
        if refusal := self._no_session("player"):
            return refusal
        p = self.record.session.seats.get(seat)
        if p is None:
            return self._desk_refuse(say("Seating", "Nobody sits at seat {seat}.").format(seat=seat), "player")
        at = self.ctx.now()
        return self._seating(lambda s: request(s, at), done.format(who=seat_words(seat, p.name), **values),
                             "player")

    # ------------------------------------------------------- irregularities

    def irregularity_view(self, in_progress: bool) -> dict:
        hand = self.record.session.hand if self.record is not None else None
        return {"can_misdeal": in_progress and hand is not None and not hand.is_complete,
                "misdeal_needs_supervisor": hand is not None and substantial_action(hand),
                "can_void": in_progress}

    def check_misdeal(self, reason: Optional[str] = None) -> Optional[str]:
        """Would the rules take a misdeal now? Its refusal in words, or None (nothing recorded, no message):
        asked before the reason (``reason`` None: not given yet) and before a supervisor's PIN, and again by
        ``misdeal``."""
        if self.record is None or self.record.session.hand is None:
            return say("Controller", "No hand is being dealt: start the next hand.")
        if reason is not None and not reason.strip():
            return say("Floor", "Give the reason for the misdeal.")
        try:
            self.record.session.verify_misdeal(authorised=True)
        except Refusal as exc:
            return refused(exc, lambda e: session_refusal(e, self.ctx.number_shown))
        return None

    def misdeal(self, reason: str, supervisor: str = "", pin: str = "") -> Optional[str]:
        """The hand is dealt again exactly (same button, same blinds, every chip back); after substantial
        action only with a supervisor's authorisation (RULES.md 8)."""
        why = self.check_misdeal(reason or "")
        if why:
            return self.ctx.refuse(why)
        hand = self.record.session.hand
        entry_by = None
        if substantial_action(hand) or supervisor.strip():
            entry_by, refusal = self.authoriser.authorise(supervisor, pin, "misdeal", reason.strip())
            if refusal:
                return self.ctx.refuse(refusal)
        at = self.ctx.now()
        number = self.record.number_shown(self.record.session.hand_number)
        try:
            self.record.submit(lambda s: s.misdeal(reason.strip(), authorised_by=entry_by, at=at))
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        self.ctx.hand_began()
        self.ctx.changed("new-hand", say("Floor", "Misdeal in hand {hand}: dealt again as hand {again}, same "
                                               "button, every chip back.").format(
            hand=number, again=self.record.number_shown(self.record.session.hand_number or 0) or number))
        return None

    def check_void(self, reason: Optional[str] = None) -> Optional[str]:
        """Would the rules take voiding the hand now? Its refusal in words, or None (nothing recorded, no
        message): asked before the reason (``reason`` None: not given yet) and before a supervisor's PIN, and
        again by ``void_hand``."""
        if self.record is None or self.record.session.hand is None:
            return say("Floor", "No hand is being played: only a hand in progress is voided here.")
        if reason is not None and not reason.strip():
            return say("Floor", "Give the reason for voiding the hand.")
        try:
            self.record.session.trial(lambda s: s.void_hand((reason or "").strip() or "trial", "supervisor"))
        except Refusal as exc:
            return refused(exc, lambda e: session_refusal(e, self.ctx.number_shown))
        return None

    def void_hand(self, reason: str, supervisor: str, pin: str = "") -> Optional[str]:
        """A supervisor voids the hand being played: every chip goes back, the next hand keeps the button."""
        why = self.check_void(reason or "")
        if why:
            return self.ctx.refuse(why)
        by, refusal = self.authoriser.authorise(supervisor, pin, "void", reason.strip())
        if refusal:
            return self.ctx.refuse(refusal)
        at = self.ctx.now()
        number = self.record.number_shown(self.record.session.hand_number)
        try:
            self.record.submit(lambda s: s.void_hand(reason.strip(), by, at=at))
        except Refusal as exc:
            return self.ctx.refuse(refused(exc, lambda e: session_refusal(e, self.ctx.number_shown)))
        self.ctx.changed("new-hand", say("Floor", "Hand {hand} void (authorised by {supervisor}): every chip "
                                               "returned.").format(hand=number, supervisor=by))
        return None

    def close(self) -> None:
        """The console stops: the store closed cleanly (the session stays open for the next start)."""
        if self.record is not None:
            self.record.close()
        elif self.ctx.store is not None:
            self.ctx.store.close()

    # ------------------------------------------------------------ report

    def _report(self):
        session = self.record.session if self.record is not None else self._closed
        if session is None:
            return None
        head = self._head() if self.record is not None else self.closing_head()
        shown = self.record.number_shown if self.record is not None else (lambda number: number)
        return session_report(session, self.ctx.now(), head, shown)

    def report_text(self) -> str:
        """The session report (hands, hands per hour, rake, buy-ins and rebuys, per dealer shift)."""
        report = self._report()
        return report_text(report) if report else say("Setup", "No session yet: nothing to report.")

    def report_csv(self) -> str:
        report = self._report()
        return report_csv(report) if report else ""

    def hands_csv(self) -> str:
        report = self._report()
        shown = self.record.number_shown if self.record is not None else self._closed_numbers
        return hands_csv(report, shown or (lambda number: number)) if report else ""


def _dealt(session) -> tuple[int, ...]:
    latest = session.latest_hand
    return latest.plan.dealt if latest is not None and latest.in_progress else ()
