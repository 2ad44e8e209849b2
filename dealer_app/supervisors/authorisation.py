"""Who may authorise what needs a supervisor: misdeals after substantial action, void hands, settings
changes during a session, going on after a damaged store (RULES.md 8 and 9). No Qt here.

The console asks the supervisor's id and PIN on the screen and gives them to
an ``Authoriser``; the act is then recorded with the supervisor's id (the
session entry's ``authorised_by``, the hand record's ``by``).

The PIN check (hashed PINs, lock-out after repeated failures, every attempt
in the access log) is the floor view's ``SupervisorDesk``
(dealer_app/supervisors/desk.py); ``DeskAuthoriser`` puts it behind this interface.
``NamedSupervisor`` is the fallback for a table with no roster (the practice
table, tests): a named supervisor is taken at their word, no PIN, no role.

``role`` (the bad beat jackpot's second signature: ``"management"``): only a supervisor of that role in the
roster is authorised (roles.py); the others' right PIN is refused in words, recorded.
"""
from __future__ import annotations

from typing import Optional, Protocol

from ui.views.words import Words, say

from dealer_app.supervisors.roles import ROLE_REFUSED


# The acts, as the supervisor desk names them.
DESK_ACTS = {"misdeal": "misdeal", "void": "void-hand", "settings": "settings-change",
             "damaged-store": "damaged-store", "correct": "correction", "award": "award-pot",
             "jackpot": "jackpot-payment"}


class Authoriser(Protocol):
    checks_pin: bool

    def authorise(self, supervisor: str, pin: str, act: str, reason: str,
                  role: Optional[str] = None) -> tuple[Optional[str], Optional[Words]]:
        """(the supervisor's id as the roster spells it, None) when ``supervisor`` may do ``act``
        ("misdeal", "void", "settings", "damaged-store", "correct", "award") for ``reason``; else (None, why not, in words).
        A refusal is an answer, not an error."""
        ...


class NamedSupervisor:
    """No roster: any named supervisor, the PIN not checked."""

    checks_pin = False

    def authorise(self, supervisor: str, pin: str, act: str, reason: str,
                  role: Optional[str] = None) -> tuple[Optional[str], Optional[Words]]:
        if not isinstance(supervisor, str) or not supervisor.strip():
            return None, say("Supervisor", "A supervisor must authorise this: enter the supervisor's id.")
        return supervisor.strip(), None


class DeskAuthoriser:
    """The supervisor's id and PIN checked by the supervisor desk; the authorisation is recorded there
    (kind ``authorised``, with its author) before the act is done."""

    checks_pin = True

    def __init__(self, desk):
        self.desk = desk

    def authorise(self, supervisor: str, pin: str, act: str, reason: str,
                  role: Optional[str] = None) -> tuple[Optional[str], Optional[Words]]:
        if not isinstance(supervisor, str) or not supervisor.strip():
            return None, say("Supervisor", "A supervisor must authorise this: enter the supervisor's id and PIN.")
        answer = self.desk.authorise(DESK_ACTS.get(act, act), reason, supervisor=supervisor.strip(), pin=pin or "",
                                     **({"role": role} if role else {}))
        if answer.granted:
            return answer.supervisor, None
        if answer.code == ROLE_REFUSED:           # the PIN was right: the words say whose signature it takes
            return None, answer.message
        return None, say("Supervisor", "Not authorised: {why}.").format(why=answer.message)
