"""Supervisor sign-in and authorisation: who may do what the dealer cannot do alone.

Corrections, void hands, misdeals, settings changes, a damaged store's fate,
the floor view and exports need a supervisor's id and PIN (RULES.md 8 and 9).
``SupervisorDesk`` checks them against the roster (supervisor_roster.py, PINs
hashed) and records, with its author, every sign-in, every refusal, every
lock-out and every act authorised, as events of the hand store, which puts
them in its access log (kept at least 90 days).

- ``authorise(act, reason, supervisor=..., pin=...)`` -> ``Authorised`` (the
  supervisor's id, to pass as ``by=`` / ``authorised_by=``) or ``Refused``
  (a stable code, the words, and when a lock-out ends). Never raises for a
  wrong PIN: a refusal is an answer, not an error.
- ``sign_in`` / ``sign_out``: a supervisor at the floor view.
- ``on_damaged_store()``: the callback ``open_store(on_damage=...)`` takes.
- Five wrong PINs in a row lock that supervisor out for 15 minutes, the right
  PIN included, measured on the monotonic clock (a wall clock set forward or
  back lifts nothing); five more with no right PIN between, or a lock-out from
  before the machine restarted, hold until another supervisor signs in or the
  club runs ``supervisor unlock``. The state is kept in the roster file, so a
  restart does not lift it; a count that cannot be saved refuses every
  sign-in (fail closed). The clock is passed in (tests move it).
- An id nobody has gets the same answers, lock-out included (counted in
  memory only), so guessing ids does not tell which exist; no answer repeats
  the id typed (it may be a PIN typed in the wrong field).
- The PIN is never recorded, logged or kept: only the id typed is, and not
  even that for an id nobody has.
- A right PIN of 4 or 5 digits (set before issue 18) is refused with
  "pin-change-needed" until the supervisor chooses a 6-digit one.
- ``bind(fingerprint)`` (the console, at start-up): from then on the roster
  file, read afresh at each check, must be the one the store last recorded
  (roster_binding.py); each change the desk makes is recorded with the new
  fingerprint before the file is saved. A file changed by anything else is
  refused in words ("roster-changed") until the club accepts it. The first
  supervisor is never the desk's: ``dealer-app supervisor init``.
- ``require_seal(problem)`` (the console with a keeper): besides, the file's
  credentials must carry the keeper's MAC the club obtained
  (roster_binding.seal_problem), else "roster-not-sealed", recorded.
- ``sealer`` (the club's commands with the keeper's admin socket): what each
  change the desk makes is recorded with (roster_binding.seal).

- ``central`` (the console with ``--central``: dealer_app/central/roster.py): when set, a PIN is checked
  against the central roster first (its failures counted for every table); a grant is recorded with the
  central log's id (``central_grant``). When the server cannot be reached, the local roster answers as
  before and the record and the answer say so ("central roster unreachable: local roster used").

Until a store is attached (at start-up, or while the store is damaged and
cannot be written), the events wait in order and are written, with the time
they happened, when ``attach`` is called.

Beside it: lockouts.py (the counts and minutes of a lock-out) and refusals.py (the acts and the
refusals in the dealer's words).
"""
from __future__ import annotations

import hashlib
import logging
import time
from dataclasses import replace
from typing import Callable, Optional, Protocol, Union

from ui.views.supervisor import Answer, Authorised, Refused

from dealer_app.supervisors.lockouts import LOCK_MINUTES, MAX_FAILURES, MINUTE_NS, MINUTE_US, Stranger, lock_span
from dealer_app.supervisors.refusals import (CENTRAL_UNREACHABLE, bad_request, cannot_save, local_time, locked_words,
                                             not_recorded, roster_words)
from dealer_app.supervisors.roles import may_add_with_role, role_refusal, set_role
from dealer_app.supervisors.roster_binding import ROSTER_CHANGED, current_boot
from dealer_app.supervisors.roster import (FLOOR, PIN_DIGITS, PinHash, Roster, Supervisor, SupervisorError, check_id,
                                          check_new_pin, check_role)
from ui.views.words import say

log = logging.getLogger("dealer_app.supervisors.desk")

UNKNOWN_ID = "(unknown id)"

# Event kinds written here (all in the store's access log: dealer_app/store/schema.py ACCESS_KINDS).
SIGN_IN, SIGN_OUT, REFUSED, LOCKED_OUT, AUTHORISED = (
    "sign-in", "sign-out", "sign-in-refused", "supervisor-locked-out", "authorised")

Record = Callable[[str, dict], object]     # (kind, payload) -> written; HandStore.append fits


class Clock(Protocol):
    def utc_us(self) -> int: ...


class SupervisorDesk:
    """Checks PINs against the roster; every attempt and act goes to the record with its author."""

    def __init__(self, roster: Roster, clock: Clock, record: Optional[Record] = None, *,
                 max_failures: int = MAX_FAILURES, lock_minutes: int = LOCK_MINUTES):
        self.roster = roster
        self.clock = clock
        self.max_failures = max_failures
        self.lock_minutes = lock_minutes
        self._record = record
        self._pending: list[tuple[str, dict]] = []
        self._strangers: dict[str, Stranger] = {}
        self._binding = False            # bind(): the roster must match the store's record of it
        self._bound: Optional[str] = None
        self._save_failed = False        # a lock-out count could not be saved: closed until it can
        self._seal_problem: Optional[Callable[[Roster], object]] = None   # require_seal()
        self.sealer: Optional[Callable[[Roster], dict]] = None            # the club's: the keeper's MAC
        self.boot = current_boot()       # monotonic readings compare only within one boot
        self.central = None              # the central roster (check(id, pin, purpose) -> verdict | None)
        self._central_mark: dict = {}    # what the next record says of the central roster's answer
        self.on_central_fallback: Optional[Callable[[str], None]] = None   # the console's status line

    # ------------------------------------------------------------ the record

    def attach(self, record: Record) -> None:
        """Write to ``record`` from now on; what waited is written first, oldest first."""
        self._record = record
        waiting, self._pending = self._pending, []
        for kind, payload in waiting:
            self._write(kind, payload)

    def _write(self, kind: str, payload: dict) -> None:
        """Raises when the record cannot be written (the caller refuses the act then)."""
        if self._record is None:
            self._pending.append((kind, {**payload, "at_utc_us": self.clock.utc_us()}))
            return
        self._record(kind, payload)

    def _write_quietly(self, kind: str, payload: dict) -> None:
        """A refusal is refused whether or not it could be written; a failed write is logged."""
        try:
            self._write(kind, payload)
        except Exception as exc:       # the store says why (disk full ...); the refusal stands
            log.error("could not record %s by %s: %s", kind, payload.get("by"), exc)

    # ------------------------------------------------------------ the roster bound to the store

    def bind(self, fingerprint: Optional[str]) -> None:
        """From now on the roster must be the one the store last recorded (``fingerprint``; None: the store
        has none yet, and nobody signs in until the club's set-up command binds one). The console binds
        its desk to the table's store (console.open_table); a desk never bound checks PINs only."""
        self._binding, self._bound = True, fingerprint

    def require_seal(self, problem: Callable[[Roster], object]) -> None:
        """From now on a sign-in needs ``problem(roster)`` to be None (the console with a keeper: the file's
        credentials carry the keeper's MAC obtained by the club; roster_binding.seal_problem)."""
        self._seal_problem = problem

    def _club_only(self) -> Optional[Refused]:
        """With a keeper (require_seal) and no way to have the file signed (no sealer: the console), who may sign
        in is the club's to change: a change made here could not be signed and would shut everyone out."""
        if self._seal_problem is None or self.sealer is not None:
            return None
        return Refused("club-only", say("Supervisor", "with the keeper of the keys, supervisors and PINs are "
                                                      "changed by the club: 'dealer-app supervisor add', 'pin' or "
                                                      "'remove' (README); nothing was changed"))

    @property
    def bound(self) -> Optional[str]:
        return self._bound

    def _mark(self) -> dict:
        """What the record says of the roster that answered: its fingerprint as the store knows it, or, before
        the desk is bound (a damaged store at start-up, the terminal without a store), the file's own."""
        if self._binding:
            return {"roster": self._bound}
        try:
            return {"roster_unchecked": self.roster.fingerprint()}
        except Exception:               # pragma: no cover - an in-memory roster always has one
            return {}

    def _roster_problem(self) -> Optional[Refused]:
        """The roster read afresh (an edit in place can keep the file's time) and checked against the store:
        a refusal when it cannot be read, was changed outside the console, or a lock-out could not be saved."""
        try:
            self.roster.refresh(always=True)
        except SupervisorError as exc:
            log.error("the supervisor file cannot be read: %s", exc.message)
            return Refused("roster-unreadable", say("Supervisor", "the supervisor file cannot be read ({path}): "
                                                    "nobody can sign in until the club repairs it").format(
                path=self.roster.path))
        if self._binding:
            found = self.roster.fingerprint()
            if self._bound is None and len(self.roster):
                log.error("the supervisor file %s (%s) is not bound to this store", self.roster.path, found[:16])
                return Refused("roster-unbound", say("Supervisor", "the supervisor file is not bound to this "
                                                     "table's hand store: the club accepts it with 'dealer-app "
                                                     "supervisor accept' (README)"))
            if self._bound is not None and found != self._bound:
                self._write_quietly(REFUSED, {"by": UNKNOWN_ID, "role": "supervisor", "why": "roster-changed",
                                              "roster": self._bound, "roster_found": found,
                                              "file": str(self.roster.path)})
                log.error("the supervisor file %s was changed outside the console: %s, the store has %s",
                          self.roster.path, found[:16], self._bound[:16])
                return Refused("roster-changed", say("Supervisor", "the supervisor file was changed outside the "
                                                     "console: {path}; nobody can sign in until the club accepts "
                                                     "it again with 'dealer-app supervisor accept'").format(
                    path=self.roster.path))
        if self._seal_problem is not None and len(self.roster):
            why = self._seal_problem(self.roster)
            if why is not None:
                self._write_quietly(REFUSED, {"by": UNKNOWN_ID, "role": "supervisor", "why": "roster-not-sealed",
                                              **self._mark(), "credentials": self.roster.credentials_fingerprint(),
                                              "detail": str(why), "file": str(self.roster.path)})
                log.error("the supervisor file %s is not signed by the keeper: %s", self.roster.path, why)
                return Refused("roster-not-sealed", say("Supervisor", "the supervisor file is not signed by the "
                                                        "keeper of the keys: {why}; nobody can sign in until the "
                                                        "club accepts it with 'dealer-app supervisor accept "
                                                        "--keeper-admin'").format(why=why))
        if len(self.roster) == 0:
            return Refused("no-supervisors", say("Supervisor", "no supervisor is set up on this console: the "
                                                 "club sets up the first one with 'dealer-app supervisor init' "
                                                 "(README)"))
        if not self.roster.writable():
            log.error("the supervisor file %s cannot be written: sign-ins refused", self.roster.path)
            return cannot_save(self.roster.path)
        if self._save_failed:
            # A count was lost: no PIN is checked (a right one among uncounted guesses would pass) until the
            # file can be written again, tried by writing it as it is.
            try:
                self.roster.save()
            except OSError as exc:
                log.error("the supervisor file %s still cannot be written: %s", self.roster.path, exc)
                return cannot_save(self.roster.path)
            self._save_failed = False
        return None

    def _change_roster(self, change: str, by: str, supervisor: str, apply: Callable[[], object]) -> None:
        """One change the console makes to the roster: recorded in the store with the roster's new fingerprint,
        then saved, so the store always knows the file as the console left it. Raises (nothing changed, the
        file read again) when either cannot be done."""
        before = self.roster.fingerprint()
        apply()
        after = self.roster.fingerprint()
        try:
            sealed = self.sealer(self.roster) if self.sealer is not None else {}
            self._write(ROSTER_CHANGED, {"by": by, "change": change, "supervisor": supervisor,
                                         ("roster" if self._binding else "roster_unchecked"): after,
                                         "before": before, "file": str(self.roster.path), **sealed})
        except Exception:
            self._reload_quietly()
            raise
        try:
            self.roster.save()
        except OSError:
            self._reload_quietly()
            self._write_quietly(ROSTER_CHANGED, {"by": by, "change": "not-saved", "supervisor": supervisor,
                                                 ("roster" if self._binding else "roster_unchecked"): before,
                                                 "file": str(self.roster.path)})
            raise
        if self._binding:
            self._bound = after

    def _reload_quietly(self) -> None:
        try:
            self.roster.refresh(always=True)
        except SupervisorError as exc:
            log.error("the supervisor file could not be read again: %s", exc.message)

    # ------------------------------------------------------------ checking a PIN

    def _mono(self) -> int:
        reading = getattr(self.clock, "mono_ns", None)
        return reading() if reading is not None else time.monotonic_ns()

    def _lock_rules(self) -> dict:
        return {"max_failures": self.max_failures, "lock_minutes": self.lock_minutes, "this_boot": self.boot}

    def check(self, supervisor_id: str, pin: str, *, purpose: str,
              pin_change: bool = False) -> Union[Supervisor, Refused]:
        """The supervisor when the PIN is right and they are not locked out; else the refusal,
        recorded (and the lock-out, when this failure reaches the limit). ``pin_change``: a right PIN
        shorter than 6 digits is accepted (to choose a new one) instead of refused."""
        self._central_mark = {}
        if self.central is not None:
            verdict = self.central.check(supervisor_id, pin, purpose)
            if verdict is not None:
                return self._central_answer(verdict, supervisor_id, purpose)
            log.warning("central roster unreachable: local roster used")
            self._central_mark = {"central": "unreachable"}
            if self.on_central_fallback is not None:
                try:
                    self.on_central_fallback(CENTRAL_UNREACHABLE)
                except Exception:            # the screen's trouble must not refuse a supervisor
                    log.exception("central fallback notice failed")
        problem = self._roster_problem()
        if problem is not None:
            return problem
        now, now_mono = self.clock.utc_us(), self._mono()
        person = self.roster.find(supervisor_id) if isinstance(supervisor_id, str) else None
        # An id nobody has is answered exactly like a real one (attempts left, lock-out), so the
        # answers do not tell which ids exist; its count lives in memory, under a hash of the id.
        # Nothing typed in the id field is ever shown back (a PIN typed there would be on screen).
        stranger = None if person is not None else self._strangers.setdefault(
            hashlib.sha256(str(supervisor_id).encode()).hexdigest(), Stranger())
        recorded_as = person.id if person is not None else UNKNOWN_ID
        why = "wrong-pin" if person is not None else "unknown-id"
        state = person if person is not None else stranger
        span = lock_span(state.failures, state.locked_mono_ns, getattr(state, "locked_boot", self.boot),
                         state.locked_until_utc_us, now_mono, now, **self._lock_rules())
        if span is not None:
            self._write_quietly(REFUSED, {"by": recorded_as, "role": "supervisor", "why": "locked", "for": purpose,
                                          "locked_until_utc_us": state.locked_until_utc_us, **self._mark()})
            log.warning("sign-in refused: supervisor %s is locked out (%s)", recorded_as, span)
            return Refused("locked", locked_words(span, self.lock_minutes, state, now_mono),
                           person.id if person else None, 0, state.locked_until_utc_us)
        if Roster.pin_matches(person, pin):
            if person.failures or person.locked:
                try:
                    self._change_roster("lock-state", person.id, person.id,
                                        lambda: self.roster.set_lock_state(person, 0, 0, save=False))
                except Exception as exc:
                    log.error("the right PIN of %s: its lock-out state not saved (%s); refused", person.id, exc)
                    self._save_failed = True
                    return cannot_save(self.roster.path)
            self._unlock_others(person.id, now, now_mono)
            if not pin_change and len(pin) < PIN_DIGITS[0]:
                log.warning("supervisor %s signed in with a PIN of %d digits: a new one is needed", person.id,
                            len(pin))
                return Refused("pin-change-needed", say(
                    "Supervisor", "{who}: the PIN is right but has fewer than {low} digits. Choose a new PIN of "
                                  "{low} to {high} digits first: Session setup (F2), Supervisors…, your id as the "
                                  "new supervisor's and as the authorising one").format(
                    who=person.id, low=PIN_DIGITS[0], high=PIN_DIGITS[1]), person.id)
            return person
        failures = state.failures + 1
        lock_now = failures % self.max_failures == 0
        lock = (now + self.lock_minutes * MINUTE_US, now_mono, self.boot) if lock_now else (0, 0, "")
        if person is not None:
            try:
                self._change_roster("locked-out" if lock_now else "wrong-pin", UNKNOWN_ID, person.id,
                                    lambda: self.roster.set_lock_state(person, failures, *lock, save=False))
            except Exception as exc:
                # Fail closed: a count that cannot be kept must not let guessing go on unseen.
                log.error("the wrong PIN count of %s could not be saved: %s", person.id, exc)
                self._save_failed = True          # and no PIN is checked until the file can be written again
                self._write_quietly(REFUSED, {"by": recorded_as, "role": "supervisor", "why": "not-saved",
                                              "for": purpose, "failures": failures, **self._mark()})
                return cannot_save(self.roster.path)
        else:
            stranger.failures = failures
            stranger.locked_until_utc_us, stranger.locked_mono_ns = lock[0], lock[1]
        self._write_quietly(REFUSED, {"by": recorded_as, "role": "supervisor", "why": why,
                                      "for": purpose, "failures": failures, **self._mark()})
        if lock_now:
            held = failures >= 2 * self.max_failures
            self._write_quietly(LOCKED_OUT, {"by": recorded_as, "failures": failures,
                                             "minutes": None if held else self.lock_minutes,
                                             "locked_until_utc_us": lock[0], **self._mark()})
            log.warning("supervisor %s locked out after %d wrong PINs (%s)", recorded_as, failures,
                        "until unlocked" if held else f"{self.lock_minutes} minutes")
            if held:
                return Refused("locked-now", say("Supervisor", "wrong PIN: this id is locked out after {count} "
                                                 "wrong PINs, until another supervisor signs in or the club "
                                                 "unlocks it").format(count=failures),
                               person.id if person else None, 0, lock[0])
            return Refused("locked-now", say("Supervisor", "wrong PIN: this id is locked out for {minutes} "
                                             "minutes, until {time}").format(minutes=self.lock_minutes,
                                                                             time=local_time(lock[0])),
                           person.id if person else None, 0, lock[0])
        log.warning("sign-in refused: %s for supervisor %s (%d of %d)", why, recorded_as, failures,
                    self.max_failures)
        left = self.max_failures - failures % self.max_failures
        # No other value beside the count: Words fills a count in at once (ui/views/words.py).
        return Refused("unknown-or-wrong", say("Supervisor", "unknown supervisor id or wrong PIN (%n attempt(s) "
                                               "left before a lock-out)", None, left),
                       person.id if person else None, left)

    def _central_answer(self, verdict, supervisor_id: str, purpose: str) -> Union[Supervisor, Refused]:
        """The central roster's verdict as the desk's own answer; a refusal recorded here too."""
        if verdict.granted:
            self._central_mark = {"central_grant": verdict.grant_id}
            person = self.roster.find(verdict.supervisor)     # the role is the central roster's
            return replace(person, role=verdict.role) if person is not None else Supervisor(
                verdict.supervisor, verdict.supervisor, _NO_PIN, 0, "central", role=verdict.role)
        known = self.roster.find(supervisor_id) if isinstance(supervisor_id, str) else None
        self._write_quietly(REFUSED, {"by": known.id if known else UNKNOWN_ID, "role": "supervisor",
                                      "why": verdict.status, "for": purpose, "central": "checked"})
        if verdict.status == "wrong":
            left = verdict.attempts_left or 0
            return Refused("unknown-or-wrong", say("Supervisor", "unknown supervisor id or wrong PIN (%n attempt(s) "
                                                   "left before a lock-out)", None, left), None, left)
        until = verdict.locked_until_utc_us or 0
        if not until:
            words = say("Supervisor", "this id is locked out on the central roster until the club resets its PIN")
        else:
            words = say("Supervisor", "this id is locked out on the central roster until {time}").format(
                time=local_time(until))
        return Refused("locked-now" if verdict.status == "locked-now" else "locked", words, None, 0, until)

    def _take_central_mark(self) -> dict:
        mark, self._central_mark = self._central_mark, {}
        return mark

    def central_note(self, mark: dict) -> str:
        return CENTRAL_UNREACHABLE if mark.get("central") == "unreachable" else ""

    def _unlock_others(self, by: str, now: int, now_mono: int) -> None:
        """A supervisor's right PIN lifts the lock-outs that only a person may lift, once their minutes have
        passed (by the monotonic clock on this boot; by the recorded times after a restart); recorded."""
        for other in self.roster.supervisors():
            if other.id == by or not other.locked:
                continue
            span = lock_span(other.failures, other.locked_mono_ns, other.locked_boot,
                             other.locked_until_utc_us, now_mono, now, **self._lock_rules())
            if span != "held":
                continue
            same_boot = other.locked_boot == self.boot and other.locked_mono_ns
            waited = (now_mono - other.locked_mono_ns >= self.lock_minutes * MINUTE_NS if same_boot
                      else now >= other.locked_until_utc_us)
            if not waited:
                continue
            try:
                self._change_roster("unlocked", by, other.id,
                                    lambda o=other: self.roster.set_lock_state(o, 0, 0, save=False))
                log.info("supervisor %s unlocked by %s's sign-in", other.id, by)
            except Exception as exc:
                log.error("could not lift the lock-out of %s: %s", other.id, exc)

    def supervisor_count(self) -> int:
        """How many supervisors the roster has now (the file read again if changed)."""
        self._reload_quietly()
        return len(self.roster)

    def add_supervisor(self, new_id: str, name: str, pin: str, pin_again: str, *, supervisor: str = "",
                       supervisor_pin: str = "", role: str = FLOOR) -> Answer:
        """A new supervisor from the console, authorised by an existing supervisor's id and PIN, recorded like
        any act. The first one is the club's (``dealer-app supervisor init``), never the console's. A supervisor
        who gives their own id as the new one and as the authorising one changes their PIN (roles.py: a role)."""
        if self._club_only() is not None:
            return self._club_only()
        try:
            sid, role = check_id(new_id), check_role(role)
            if pin != pin_again:
                return Refused("bad-request", say("Supervisor", "the two PINs differ: type the same PIN twice"))
            check_new_pin(pin, sid)
        except SupervisorError as exc:
            return Refused("bad-request", roster_words(exc))
        self._reload_quietly()
        if len(self.roster) == 0:
            return Refused("no-supervisors", say("Supervisor", "the first supervisor is set up by the club with "
                                                 "'dealer-app supervisor init' (README), not at the console"))
        existing = self.roster.find(sid)
        if existing is not None and isinstance(supervisor, str) and self.roster.find(supervisor) is existing:
            return self.change_pin(existing.id, supervisor_pin, pin, pin_again)
        if existing is not None:
            return Refused("bad-request", say("Supervisor", "there is already a supervisor {who}").format(
                who=existing.id))
        checked = self.check(supervisor, supervisor_pin, purpose="supervisor-added")
        if isinstance(checked, Refused):
            return checked
        refused = may_add_with_role(self, role, checked)
        if refused is not None:
            return refused
        answer = self.record_act(checked.id, "supervisor-added", f"add supervisor {sid}", supervisor_added=sid,
                                 **({"new_role": role} if role != FLOOR else {}))
        if not answer.granted:
            return answer
        by = answer.supervisor
        refused = self._roster_changed(by, lambda: self._change_roster(
            "added", by, sid, lambda: self.roster.add(sid, name, pin, by=by, at_utc_us=self.clock.utc_us(),
                                                      save=False, role=role)))
        if refused is not None:
            return refused
        log.info("supervisor %s added by %s", sid, by)
        return Authorised(by, "supervisor-added", "")

    def _roster_changed(self, by: str, change: Callable[[], None]) -> Optional[Refused]:
        """Make a change of the roster; None when it is made, else why not, in words (nothing changed)."""
        try:
            change()
        except SupervisorError as exc:
            return Refused("bad-request", roster_words(exc))
        except OSError as exc:
            return Refused("not-recorded", say("Supervisor", "the supervisor file cannot be written ({why}); "
                                               "nothing was changed").format(why=exc.strerror or str(exc)))
        except Exception as exc:
            return not_recorded(by, exc)
        return None

    def change_pin(self, supervisor_id: str, current_pin: str, pin: str, pin_again: str) -> Answer:
        """A supervisor chooses a new PIN with their current one (a PIN of 4 or 5 digits kept from before
        issue 18 is accepted here, and only here); recorded in the store like the roster's other changes."""
        if self._club_only() is not None:
            return self._club_only()
        try:
            if pin != pin_again:
                return Refused("bad-request", say("Supervisor", "the two PINs differ: type the same PIN twice"))
            check_new_pin(pin, str(supervisor_id).strip())
        except SupervisorError as exc:
            return Refused("bad-request", roster_words(exc))
        checked = self.check(supervisor_id, current_pin, purpose="supervisor-pin-changed", pin_change=True)
        if isinstance(checked, Refused):
            return checked
        def change() -> None:
            self._write(AUTHORISED, {"by": checked.id, "act": "supervisor-pin-changed", "reason": "own PIN changed",
                                     **self._mark()})
            self._change_roster("pin-changed", checked.id, checked.id, lambda: self.roster.change_pin(
                checked.id, pin, by=checked.id, at_utc_us=self.clock.utc_us(), save=False))
        refused = self._roster_changed(checked.id, change)
        if refused is not None:
            return refused
        log.info("supervisor %s changed their PIN", checked.id)
        return Authorised(checked.id, "supervisor-pin-changed", "")

    def remove_supervisor(self, supervisor_id: str, *, supervisor: str, pin: str) -> Answer:
        """A supervisor removed, authorised by one (themselves included); never the last one."""
        if self._club_only() is not None:
            return self._club_only()
        self._reload_quietly()
        person = self.roster.find(supervisor_id)
        if person is None or len(self.roster) < 2:
            return Refused("bad-request", say("Supervisor", "the last supervisor cannot be removed") if person
                           else say("Supervisor", "unknown supervisor id"))
        answer = self.authorise("supervisor-removed", f"remove supervisor {person.id}", supervisor=supervisor,
                                pin=pin, supervisor_removed=person.id)
        if not answer.granted:
            return answer
        try:
            self._change_roster("removed", answer.supervisor, person.id, lambda: self.roster.remove(
                person.id, by=answer.supervisor, at_utc_us=self.clock.utc_us(), save=False))
        except OSError as exc:
            return Refused("not-recorded", say("Supervisor", "the supervisor file cannot be written ({why}); "
                                               "nothing was changed").format(why=exc.strerror or str(exc)))
        except Exception as exc:
            return not_recorded(answer.supervisor, exc)
        return Authorised(answer.supervisor, "supervisor-removed", "")

    # ------------------------------------------------------------ sign-in, acts

    def sign_in(self, supervisor_id: str, pin: str, *, purpose: str = "open-floor-view") -> Answer:
        """A supervisor signs in (the floor view); recorded as ``sign-in`` with role supervisor."""
        checked = self.check(supervisor_id, pin, purpose=purpose)
        if isinstance(checked, Refused):
            return checked
        central = self._take_central_mark()
        try:
            self._write(SIGN_IN, {"by": checked.id, "role": "supervisor", "for": purpose, **self._mark(), **central})
        except Exception as exc:
            return not_recorded(checked.id, exc)
        log.info("supervisor %s signed in (%s)", checked.id, purpose)
        return Authorised(checked.id, purpose, "", message=self.central_note(central))

    def sign_out(self, supervisor_id: str) -> None:
        self._write_quietly(SIGN_OUT, {"by": supervisor_id, "role": "supervisor"})
        log.info("supervisor %s signed out", supervisor_id)

    def authorise(self, act: str, reason: str, *, supervisor: str, pin: str, role: Optional[str] = None,
                  **detail) -> Answer:
        """A supervisor authorises ``act`` for ``reason`` with their PIN (and, when ``role`` is given, only one
        of that role: roles.py); recorded before it is granted."""
        refusal = bad_request(act, reason)
        if refusal is not None:
            return refusal
        checked = self.check(supervisor, pin, purpose=act)
        if isinstance(checked, Refused):
            return checked
        refusal = role_refusal(self, checked, role, act)
        if refusal is not None:
            return refusal
        return self.record_act(checked.id, act, reason, **({"role_checked": role} if role else {}), **detail)

    set_role = set_role      # (supervisor_id, role, *, supervisor, pin): made floor or management (roles.py)

    def record_act(self, supervisor_id: str, act: str, reason: str = "", **detail) -> Answer:
        """An act by a supervisor already signed in (an export from the floor view)."""
        central = self._take_central_mark()
        try:
            self._write(AUTHORISED, {"by": supervisor_id, "act": act, "reason": (reason or "").strip(), **detail,
                                     **self._mark(), **central})
        except Exception as exc:
            return not_recorded(supervisor_id, exc)
        log.info("supervisor %s authorised %s", supervisor_id, act)
        return Authorised(supervisor_id, act, (reason or "").strip(), message=self.central_note(central))

    def on_damaged_store(self, ask: Callable[[object], Optional[tuple[str, str, str]]]):
        """``open_store(on_damage=desk.on_damaged_store(ask))``: ``ask(report)`` returns the
        supervisor's (id, PIN, reason) or None to stop; a refused PIN stops the start too."""
        from dealer_app.store import SupervisorDecision

        def decide(report) -> Optional[SupervisorDecision]:
            answer = ask(report)
            if answer is None:
                return None
            supervisor, pin, reason = answer
            granted = self.authorise("damaged-store", reason, supervisor=supervisor, pin=pin,
                                     problem=getattr(getattr(report, "first_problem", None), "message", ""))
            return SupervisorDecision(granted.supervisor, granted.reason) if granted.granted else None
        return decide


# A supervisor known only to the central roster: the desk never checks this PIN (the central roster did).
_NO_PIN = PinHash("00" * 16, "00" * 32)


def desk_for(path, clock: Clock, record: Optional[Record] = None) -> SupervisorDesk:
    """The desk over the roster file at ``path`` (supervisor_roster.default_roster_path())."""
    return SupervisorDesk(Roster.load(path), clock, record)


__all__ = ["Answer", "Authorised", "Refused", "SupervisorDesk", "SupervisorError", "desk_for"]
