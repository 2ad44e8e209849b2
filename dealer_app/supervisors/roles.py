"""A supervisor's role, floor or management, as the supervisor desk checks and changes it (issue 28, RULES.md 12).

The arrêté (art. 56-3-3) has the bad beat jackpot paid on two signatures: the cashier's (a floor supervisor
here) and the management's. The roster says who is management (roster.py: ``role``, part of its fingerprint
and of the credentials the keeper signs); the desk's ``authorise(..., role=MANAGEMENT)`` checks the PIN first,
as for any act, then the role: a right PIN of a floor supervisor is refused in words and recorded like any
refusal (``sign-in-refused``, why ``not-management``), so the record shows who tried.

Who may change a role: a supervisor's PIN, as for the roster's other changes, never their own role (one
person alone cannot make themselves management); once the roster has a management supervisor, only a
management supervisor makes or unmakes another. While it has none (every roster from before roles), any
supervisor authorises the first: the club's set-up (``dealer-app supervisor add --role management`` run
with the keeper) is where a club that wants more decides it.
"""
from __future__ import annotations

import logging
from typing import Optional

from ui.views.supervisor import Answer, Authorised, Refused
from ui.views.words import say

from dealer_app.supervisors.roster import FLOOR, MANAGEMENT, Supervisor, SupervisorError, check_role

log = logging.getLogger("dealer_app.supervisors.desk")

ROLE_REFUSED = "not-management"


def role_refusal(desk, person: Supervisor, role: Optional[str], purpose: str) -> Optional[Refused]:
    """None when ``person`` (their PIN checked) has ``role`` (or none is needed); else the refusal, recorded."""
    if role is None or person.role == role:
        return None
    desk._write_quietly("sign-in-refused", {"by": person.id, "role": "supervisor", "why": ROLE_REFUSED,
                                            "for": purpose, "needs": role, "has": person.role, **desk._mark(),
                                            **desk._take_central_mark()})
    log.warning("%s refused: supervisor %s is %s, not %s", purpose, person.id, person.role, role)
    if purpose == "jackpot-payment":
        words = say("Supervisor", "{who} is not of the management: the payment is authorised by the management")
    else:
        words = say("Supervisor", "{who} is not of the management: this is authorised by the management")
    return Refused(ROLE_REFUSED, words.format(who=person.id), person.id)


def may_change_role(roster, by: Supervisor, target: str) -> Optional[Refused]:
    """Who may make or unmake a management supervisor (the module's rule), or why not."""
    if by.id.casefold() == target.strip().casefold():
        return Refused("bad-request", say("Supervisor", "a supervisor cannot change their own role: another "
                                                        "supervisor authorises it"), by.id)
    if roster.management() and by.role != MANAGEMENT:
        return Refused(ROLE_REFUSED, say("Supervisor", "{who} is not of the management: only the management "
                                                       "makes or unmakes the management").format(who=by.id), by.id)
    return None


def set_role(desk, supervisor_id: str, role: str, *, supervisor: str, pin: str) -> Answer:
    """``supervisor`` (with their PIN) makes ``supervisor_id`` floor or management; recorded in the store with
    the roster's new fingerprint (``roster-changed``, change ``role``) like any change of the roster."""
    if desk._club_only() is not None:
        return desk._club_only()
    try:
        role = check_role(role)
    except SupervisorError:
        return Refused("bad-request", say("Supervisor", "a supervisor's role is floor or management"))
    desk._reload_quietly()
    person = desk.roster.find(supervisor_id)
    if person is None:
        return Refused("bad-request", say("Supervisor", "unknown supervisor id"))
    if person.role == role:
        words = (say("Supervisor", "{who} is of the management already: nothing was changed") if role == MANAGEMENT
                 else say("Supervisor", "{who} is a floor supervisor already: nothing was changed"))
        return Refused("bad-request", words.format(who=person.id))
    checked = desk.check(supervisor, pin, purpose="supervisor-role-changed")
    if isinstance(checked, Refused):
        return checked
    refused = may_change_role(desk.roster, checked, person.id)
    if refused is not None:
        desk._write_quietly("sign-in-refused", {"by": checked.id, "role": "supervisor", "why": refused.code,
                                                "for": "supervisor-role-changed", **desk._mark()})
        return refused
    answer = desk.record_act(checked.id, "supervisor-role-changed", f"{person.id}: {role}",
                             supervisor_changed=person.id, new_role=role)
    if not answer.granted:
        return answer
    refused = desk._roster_changed(checked.id, lambda: desk._change_roster(
        "role", checked.id, person.id, lambda: desk.roster.set_role(person.id, role, by=checked.id,
                                                                    at_utc_us=desk.clock.utc_us(), save=False)))
    if refused is not None:
        return refused
    log.info("supervisor %s made %s by %s", person.id, role, checked.id)
    return Authorised(checked.id, "supervisor-role-changed", "")


def may_add_with_role(desk, role: str, by: Supervisor) -> Optional[Refused]:
    """A management supervisor added by someone: the rule of ``may_change_role`` (a floor one: anyone)."""
    if role == FLOOR:
        return None
    return may_change_role(desk.roster, by, "")
