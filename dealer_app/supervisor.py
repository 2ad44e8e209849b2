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
  PIN included; the lock-out is kept in the roster file, so a restart does
  not lift it. The clock is passed in (tests move it).
- An id nobody has gets the same answers, lock-out included (counted in
  memory only), so guessing ids does not tell which exist.
- The PIN is never recorded, logged or kept: only the id typed is, and not
  even that for an id nobody has (it may be a PIN typed in the wrong field).

Until a store is attached (at start-up, or while the store is damaged and
cannot be written), the events wait in order and are written, with the time
they happened, when ``attach`` is called.
"""
from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Callable, Optional, Protocol, Union

from .supervisor_roster import PIN_DIGITS, Roster, Supervisor, SupervisorError, check_id, check_new_pin
from .words import say

log = logging.getLogger("dealer_app.supervisor")

MAX_FAILURES = 5                 # wrong PINs in a row before a lock-out
LOCK_MINUTES = 15
MINUTE_US = 60 * 1_000_000
UNKNOWN_ID = "(unknown id)"

# The acts a supervisor authorises, in words for the screen (the record keeps the code).
ACTS = {
    "correction": say("Supervisor", "correct the record"),
    "void-hand": say("Supervisor", "void a hand"),
    "misdeal": say("Supervisor", "declare a misdeal"),
    "award-pot": say("Supervisor", "award a pot by hand"),
    "settings-change": say("Supervisor", "change the session settings"),
    "damaged-store": say("Supervisor", "go on after the hand store was found damaged"),
    "open-floor-view": say("Supervisor", "open the floor view"),
    "view-hand": say("Supervisor", "look at a hand in the floor view"),
    "export-hand": say("Supervisor", "export a hand"),
    "open-dispute": say("Supervisor", "open a dispute"),
    "retention-change": say("Supervisor", "change how long records are kept"),
    "purge": say("Supervisor", "purge old records"),
    "supervisor-added": say("Supervisor", "add a supervisor"),
    "supervisor-removed": say("Supervisor", "remove a supervisor"),
}

# Event kinds written here (all in the store's access log: dealer_app/store/schema.py ACCESS_KINDS).
SIGN_IN, SIGN_OUT, REFUSED, LOCKED_OUT, AUTHORISED = (
    "sign-in", "sign-out", "sign-in-refused", "supervisor-locked-out", "authorised")

Record = Callable[[str, dict], object]     # (kind, payload) -> written; HandStore.append fits


class Clock(Protocol):
    def utc_us(self) -> int: ...


@dataclass(frozen=True, slots=True)
class Authorised:
    supervisor: str          # the id, as the roster spells it
    act: str
    reason: str
    granted: bool = True
    code: str = "granted"
    message: str = ""


@dataclass(frozen=True, slots=True)
class Refused:
    code: str                # no-supervisors | unknown-or-wrong | locked | locked-now | bad-request | not-recorded
    message: str
    supervisor: Optional[str] = None
    tries_left: Optional[int] = None
    locked_until_utc_us: Optional[int] = None
    granted: bool = False


Answer = Union[Authorised, Refused]


@dataclass(slots=True)
class _Stranger:
    """Wrong tries under an id nobody has, counted like a supervisor's (never written anywhere)."""
    failures: int = 0
    locked_until_utc_us: int = 0


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
        self._strangers: dict[str, _Stranger] = {}

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

    # ------------------------------------------------------------ checking a PIN

    def check(self, supervisor_id: str, pin: str, *, purpose: str) -> Union[Supervisor, Refused]:
        """The supervisor when the PIN is right and they are not locked out; else the refusal,
        recorded (and the lock-out, when this failure reaches the limit)."""
        self._read_roster_again()
        if len(self.roster) == 0:
            return Refused("no-supervisors", say("Supervisor", "no supervisor is set up on this console: add the "
                                                 "first one in Session setup (F2), Supervisors…, or with "
                                                 "'dealer-app supervisor add ID'"))
        now = self.clock.utc_us()
        person = self.roster.find(supervisor_id) if isinstance(supervisor_id, str) else None
        # An id nobody has is answered exactly like a real one (attempts left, lock-out), so the
        # answers do not tell which ids exist; its count lives in memory, under a hash of the id.
        stranger = None if person is not None else self._strangers.setdefault(
            hashlib.sha256(str(supervisor_id).encode()).hexdigest(), _Stranger())
        who = person.id if person is not None else str(supervisor_id)
        recorded_as = person.id if person is not None else UNKNOWN_ID
        why = "wrong-pin" if person is not None else "unknown-id"
        locked_until = person.locked_until_utc_us if person is not None else stranger.locked_until_utc_us
        if locked_until > now:
            self._write_quietly(REFUSED, {"by": recorded_as, "role": "supervisor", "why": "locked",
                                          "for": purpose, "locked_until_utc_us": locked_until})
            log.warning("sign-in refused: supervisor %s is locked out", recorded_as)
            return Refused("locked", say("Supervisor", "{who} is locked out after {count} wrong PINs, until {time}")
                           .format(who=who, count=self.max_failures, time=_local_time(locked_until)),
                           person.id if person else None, 0, locked_until)
        if Roster.pin_matches(person, pin):
            if person.failures or person.locked_until_utc_us:
                self._save_lock_state(person, 0, 0)
            return person
        failures = (person.failures if person is not None else stranger.failures) + 1
        until = now + self.lock_minutes * MINUTE_US if failures >= self.max_failures else 0
        if person is not None:
            self._save_lock_state(person, 0 if until else failures, until)
        else:
            stranger.failures, stranger.locked_until_utc_us = (0 if until else failures), until
        self._write_quietly(REFUSED, {"by": recorded_as, "role": "supervisor", "why": why,
                                      "for": purpose, "failures": failures})
        if until:
            self._write_quietly(LOCKED_OUT, {"by": recorded_as, "failures": failures,
                                             "minutes": self.lock_minutes, "locked_until_utc_us": until})
            log.warning("supervisor %s locked out for %d minutes after %d wrong PINs", recorded_as,
                        self.lock_minutes, failures)
            return Refused("locked-now", say("Supervisor", "wrong PIN: {who} is locked out for {minutes} minutes, "
                                             "until {time}").format(who=who, minutes=self.lock_minutes,
                                                                    time=_local_time(until)),
                           person.id if person else None, 0, until)
        log.warning("sign-in refused: %s for supervisor %s (%d of %d)", why, recorded_as, failures,
                    self.max_failures)
        left = self.max_failures - failures
        # No other value beside the count: Words fills a count in at once (dealer_app/words.py).
        return Refused("unknown-or-wrong", say("Supervisor", "unknown supervisor id or wrong PIN (%n attempt(s) "
                                               "left before a lock-out)", None, left),
                       person.id if person else None, left)

    def _read_roster_again(self) -> None:
        """A supervisor added from a terminal while the console runs can sign in at once."""
        try:
            self.roster.refresh()
        except SupervisorError as exc:      # a half-edited file: what was known still holds
            log.error("the supervisor file could not be read again: %s", exc.message)

    def supervisor_count(self) -> int:
        """How many supervisors the roster has now (the file read again if changed)."""
        self._read_roster_again()
        return len(self.roster)

    def add_supervisor(self, new_id: str, name: str, pin: str, pin_again: str, *, supervisor: str = "",
                       supervisor_pin: str = "") -> Answer:
        """A new supervisor from the console. The first one needs nobody (there is nobody to ask); every
        later one is authorised by an existing supervisor's id and PIN, recorded like any act."""
        try:
            sid = check_id(new_id)
            if pin != pin_again:
                return Refused("bad-request", say("Supervisor", "the two PINs differ: type the same PIN twice"))
            check_new_pin(pin, sid)
        except SupervisorError as exc:
            return Refused("bad-request", _roster_words(exc))
        self._read_roster_again()
        if self.roster.find(sid) is not None:
            return Refused("bad-request", say("Supervisor", "there is already a supervisor {who}").format(
                who=self.roster.find(sid).id))
        first = len(self.roster) == 0
        if first:
            by = sid
            try:
                self._write(AUTHORISED, {"by": sid, "act": "supervisor-added", "reason": "first supervisor of this "
                                         "console (nobody to authorise it)", "supervisor": sid})
            except Exception as exc:
                return _not_recorded(sid, exc)
        else:
            answer = self.authorise("supervisor-added", f"add supervisor {sid}", supervisor=supervisor,
                                    pin=supervisor_pin, supervisor_added=sid)
            if not answer.granted:
                return answer
            by = answer.supervisor
        try:
            self.roster.add(sid, name, pin, by=by if not first else "first supervisor (no one to authorise)",
                            at_utc_us=self.clock.utc_us())
        except SupervisorError as exc:
            return Refused("bad-request", _roster_words(exc))
        except OSError as exc:
            return Refused("not-recorded", say("Supervisor", "the supervisor file cannot be written ({why}); "
                                               "nothing was changed").format(why=exc.strerror or str(exc)))
        log.info("supervisor %s added by %s", sid, by)
        return Authorised(by, "supervisor-added", "")

    def _save_lock_state(self, person: Supervisor, failures: int, until: int) -> None:
        try:
            self.roster.set_lock_state(person, failures, until)
        except OSError as exc:       # the file cannot be written: the lock-out still holds while we run
            log.error("could not save the lock-out state of %s: %s", person.id, exc)

    # ------------------------------------------------------------ sign-in, acts

    def sign_in(self, supervisor_id: str, pin: str, *, purpose: str = "open-floor-view") -> Answer:
        """A supervisor signs in (the floor view); recorded as ``sign-in`` with role supervisor."""
        checked = self.check(supervisor_id, pin, purpose=purpose)
        if isinstance(checked, Refused):
            return checked
        try:
            self._write(SIGN_IN, {"by": checked.id, "role": "supervisor", "for": purpose})
        except Exception as exc:
            return _not_recorded(checked.id, exc)
        log.info("supervisor %s signed in (%s)", checked.id, purpose)
        return Authorised(checked.id, purpose, "")

    def sign_out(self, supervisor_id: str) -> None:
        self._write_quietly(SIGN_OUT, {"by": supervisor_id, "role": "supervisor"})
        log.info("supervisor %s signed out", supervisor_id)

    def authorise(self, act: str, reason: str, *, supervisor: str, pin: str, **detail) -> Answer:
        """A supervisor authorises ``act`` for ``reason`` with their PIN; recorded before it is granted."""
        refusal = _bad_request(act, reason)
        if refusal is not None:
            return refusal
        checked = self.check(supervisor, pin, purpose=act)
        if isinstance(checked, Refused):
            return checked
        return self.record_act(checked.id, act, reason, **detail)

    def record_act(self, supervisor_id: str, act: str, reason: str = "", **detail) -> Answer:
        """An act by a supervisor already signed in (an export from the floor view)."""
        try:
            self._write(AUTHORISED, {"by": supervisor_id, "act": act, "reason": (reason or "").strip(), **detail})
        except Exception as exc:
            return _not_recorded(supervisor_id, exc)
        log.info("supervisor %s authorised %s", supervisor_id, act)
        return Authorised(supervisor_id, act, (reason or "").strip())

    def on_damaged_store(self, ask: Callable[[object], Optional[tuple[str, str, str]]]):
        """``open_store(on_damage=desk.on_damaged_store(ask))``: ``ask(report)`` returns the
        supervisor's (id, PIN, reason) or None to stop; a refused PIN stops the start too."""
        from .store import SupervisorDecision

        def decide(report) -> Optional[SupervisorDecision]:
            answer = ask(report)
            if answer is None:
                return None
            supervisor, pin, reason = answer
            granted = self.authorise("damaged-store", reason, supervisor=supervisor, pin=pin,
                                     problem=getattr(getattr(report, "first_problem", None), "message", ""))
            return SupervisorDecision(granted.supervisor, granted.reason) if granted.granted else None
        return decide


def _roster_words(exc: SupervisorError) -> str:
    """The roster's rules in the dealer's words (its own messages are for the terminal, in English)."""
    if exc.code == "bad-id":
        return say("Supervisor", "a supervisor id is 1 to 32 letters, digits, spaces, dots, dashes or underscores, "
                                 "starting with a letter or digit")
    if exc.code == "bad-pin":
        return say("Supervisor", "a PIN is {low} to {high} digits").format(low=PIN_DIGITS[0], high=PIN_DIGITS[1])
    if exc.code == "weak-pin":
        return say("Supervisor", "this PIN is too easy to guess (one digit repeated, a run like 1234, or the id): "
                                 "choose another")
    if exc.code == "id-taken":
        return say("Supervisor", "there is already a supervisor {who}").format(who=exc.numbers.get("id", ""))
    return exc.message


def _bad_request(act: object, reason: object) -> Optional[Refused]:
    if not isinstance(act, str) or not act.strip():
        return Refused("bad-request", say("Supervisor", "what is to be authorised must be said"))
    if not isinstance(reason, str) or not reason.strip():
        return Refused("bad-request", say("Supervisor", "{act}: a reason is needed").format(
            act=ACTS.get(act, act)))
    return None


def _not_recorded(supervisor: str, exc: Exception) -> Refused:
    message = getattr(exc, "message", str(exc))
    log.error("authorisation by %s not recorded: %s", supervisor, message)
    return Refused("not-recorded", say("Supervisor", "the authorisation could not be recorded ({why}); "
                                       "nothing was done").format(why=message), supervisor)


def _local_time(utc_us: int) -> str:
    return datetime.fromtimestamp(utc_us / 1e6, timezone.utc).astimezone().strftime("%H:%M")


def desk_for(path, clock: Clock, record: Optional[Record] = None) -> SupervisorDesk:
    """The desk over the roster file at ``path`` (supervisor_roster.default_roster_path())."""
    return SupervisorDesk(Roster.load(path), clock, record)


__all__ = ["ACTS", "Answer", "Authorised", "LOCK_MINUTES", "MAX_FAILURES", "Refused", "SupervisorDesk",
           "SupervisorError", "desk_for"]
