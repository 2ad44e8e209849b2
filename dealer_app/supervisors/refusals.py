"""The supervisor desk's answers in the dealer's words: the acts a supervisor authorises, and why a
sign-in, an act or a change of the roster is refused (the codes are the desk's, desk.py; the words
go through ``say`` so the screen shows them translated).
"""
from __future__ import annotations

import logging
from datetime import datetime, timezone
from typing import Optional

from ui.views.supervisor import Refused

from dealer_app.supervisors.roster import PIN_DIGITS, SupervisorError
from ui.views.words import say

log = logging.getLogger("dealer_app.supervisors.desk")

CENTRAL_UNREACHABLE = say("Supervisor", "central roster unreachable: local roster used")

# The acts a supervisor authorises, in words for the screen (the record keeps the code).
ACTS = {
    "correction": say("Supervisor", "correct the record"),
    "void-hand": say("Supervisor", "void a hand"),
    "misdeal": say("Supervisor", "declare a misdeal"),
    "award-pot": say("Supervisor", "award a pot by hand"),
    "settings-change": say("Supervisor", "change the session settings"),
    "jackpot-payment": say("Supervisor", "authorise a bad beat jackpot's payment"),
    "jackpot-release": say("Supervisor", "release a bad beat jackpot unpaid"),
    "damaged-store": say("Supervisor", "go on after the hand store was found damaged"),
    "open-floor-view": say("Supervisor", "open the floor view"),
    "view-hand": say("Supervisor", "look at a hand in the floor view"),
    "export-hand": say("Supervisor", "export a hand"),
    "open-dispute": say("Supervisor", "open a dispute"),
    "retention-change": say("Supervisor", "change how long records are kept"),
    "purge": say("Supervisor", "purge old records"),
    "supervisor-added": say("Supervisor", "add a supervisor"),
    "supervisor-removed": say("Supervisor", "remove a supervisor"),
    "supervisor-pin-changed": say("Supervisor", "change a supervisor's PIN"),
}


def roster_words(exc: SupervisorError) -> str:
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


def bad_request(act: object, reason: object) -> Optional[Refused]:
    if not isinstance(act, str) or not act.strip():
        return Refused("bad-request", say("Supervisor", "what is to be authorised must be said"))
    if not isinstance(reason, str) or not reason.strip():
        return Refused("bad-request", say("Supervisor", "{act}: a reason is needed").format(
            act=ACTS.get(act, act)))
    return None


def not_recorded(supervisor: str, exc: Exception) -> Refused:
    message = getattr(exc, "message", str(exc))
    log.error("authorisation by %s not recorded: %s", supervisor, message)
    return Refused("not-recorded", say("Supervisor", "the authorisation could not be recorded ({why}); "
                                       "nothing was done").format(why=message), supervisor)


def cannot_save(path) -> Refused:
    return Refused("roster-not-writable", say("Supervisor", "the supervisor file cannot be written ({path}): a "
                                              "lock-out could not be kept, so nobody signs in until it can").format(
        path=path))


def locked_words(span: str, minutes: int, state, now_mono: int):
    """The lock-out said without the id typed (it may be a PIN typed in the wrong field)."""
    if span == "held":
        return say("Supervisor", "this id is locked out after {count} wrong PINs, until another supervisor signs in "
                                 "or the club unlocks it").format(count=state.failures)
    return say("Supervisor", "this id is locked out after {count} wrong PINs, until {time}").format(
        count=state.failures, time=local_time(state.locked_until_utc_us))


def local_time(utc_us: int) -> str:
    return datetime.fromtimestamp(utc_us / 1e6, timezone.utc).astimezone().strftime("%H:%M")
