"""The floor station's sign-in: a supervisor's id and PIN before anything is shown (no Qt).

The PIN is checked by the central roster with the tables' own functions
(dealer_app/central/roster.py: scrypt here, the digest compared there, the
wrong PINs counted for every table and the station alike, so a lock-out at
a table holds here and the other way round). The station has no local
roster: when the central roster cannot be reached, nobody signs in, and the
station says so. Granted or refused, the sign-in is a floor act
(dealer_app/central/floor_acts.py); the grant id then goes with every act.
"""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Optional

from dealer_app.central.floor_acts import STATION_PURPOSE, ActNotRecorded, FloorActs
from dealer_app.central.roster import CentralRoster, CentralVerdict
from ui.views.words import Words, say


class StationGate:
    """``sign_in(id, pin)``: None once signed in (and recorded), else the refusal in words."""

    def __init__(self, acts: FloorActs, roster: Optional[CentralRoster] = None):
        self.acts = acts
        self.roster = roster or CentralRoster(acts.connection, acts.station)

    @property
    def supervisor(self) -> Optional[str]:
        return self.acts.supervisor if self.acts.signed_in else None

    def sign_in(self, supervisor_id: str, pin: str) -> Optional[Words]:
        verdict = self.roster.check(supervisor_id.strip(), pin, STATION_PURPOSE)
        del pin
        if verdict is None:
            return say("Station", "The central roster cannot be reached: nobody can sign in at the floor "
                                  "station until it answers. Try again.")
        try:
            if verdict.granted:
                self.acts.signed(verdict.supervisor, verdict.grant_id)
                self.acts.record("sign-in")
                return None
            self.acts.record("sign-in-refused", supervisor=supervisor_id.strip(), status=verdict.status)
        except ActNotRecorded as exc:
            self.acts.supervisor = self.acts.grant_id = None    # not recorded: not signed in
            return exc.message
        return refusal_words(verdict)


    def acknowledge_alarms(self, store_id: str, alarm_ids, supervisor_id: str, pin: str,
                           reason: str) -> Optional[Words]:
        """A supervisor's acknowledgement of a table store's open alarms, with the reason: the PIN checked by the
        central roster (whoever is signed in here: the one who acknowledges is named), then one floor act per
        alarm under that grant. None when recorded, else the refusal in words (nothing recorded for a wrong PIN,
        said in the record as a refused sign-in)."""
        from dealer_app.central.alarms import AlarmRefused, acknowledge, check_reason
        try:
            text = check_reason(reason)
        except AlarmRefused as exc:
            return exc.message
        if not alarm_ids:
            return say("Alarm", "This table has no open alarm to acknowledge.")
        verdict = self.roster.check(supervisor_id.strip(), pin, STATION_PURPOSE)
        del pin
        if verdict is None:
            return say("Station", "The central roster cannot be reached: nobody can sign in at the floor "
                                  "station until it answers. Try again.")
        acts = FloorActs(self.acts.url, self.acts.station, self.acts.connect_timeout)
        try:
            if not verdict.granted:
                acts.record("sign-in-refused", supervisor=supervisor_id.strip(), status=verdict.status,
                            purpose="alarm-acknowledged")
                return refusal_words(verdict)
            acts.signed(verdict.supervisor, verdict.grant_id)
            for alarm_id in alarm_ids:
                acknowledge(acts, alarm_id, store_id, text)
        except ActNotRecorded as exc:
            return exc.message
        except AlarmRefused as exc:
            return exc.message
        return None


def refusal_words(verdict: CentralVerdict) -> Words:
    """The central roster's refusal in the words a table says (dealer_app/supervisors/desk.py)."""
    if verdict.status == "wrong":
        return say("Supervisor", "unknown supervisor id or wrong PIN (%n attempt(s) left before a lock-out)",
                   None, verdict.attempts_left or 0)
    if not verdict.locked_until_utc_us:
        return say("Supervisor", "this id is locked out on the central roster until the club resets its PIN")
    at = datetime.fromtimestamp(verdict.locked_until_utc_us / 1e6, timezone.utc).astimezone().strftime("%H:%M")
    return say("Supervisor", "this id is locked out on the central roster until {time}").format(time=at)
