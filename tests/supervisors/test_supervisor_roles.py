"""Issue 28 (art. 56-3-3): a supervisor's role, floor or management, in the roster, its fingerprint and the
keeper's credentials; an old roster without roles reads as floor and still verifies; a role edited by hand is a
changed roster; who may make whom management; the desk's ``authorise(role="management")`` refusing a floor
supervisor's right PIN, recorded; the club's ``dealer-app supervisor add --role`` / ``role``."""
from __future__ import annotations

import io
import json
from pathlib import Path

from dealer_app.commands.supervisor import EXIT_OK, EXIT_REFUSED, main
from dealer_app.store import open_for_reading
from dealer_app.supervisors.roster import FLOOR, MANAGEMENT, PinHash, Roster, fingerprint_of
from store_helpers import FakeClock

import os

import pytest

from dealer_app.store import open_store
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.supervisors.roster_binding import bound_fingerprint
from store_helpers import club_init

PIN, OTHER_PIN, THIRD_PIN = "730519", "482061", "916284"


class Table:
    """Table T4's roster set up by the club (``init``), bound to its store, the console's desk over both."""

    def __init__(self, tmp_path):
        self.clock = FakeClock(tick_us=0)
        self.roster_path, self.store_path = tmp_path / "supervisors.json", tmp_path / "t4.sqlite"
        club_init(self.roster_path, self.store_path, "T4", "M-01", "Marie", PIN, self.clock)
        self.store = open_store(self.store_path, table="T4", dealer="Lea", clock=self.clock)
        self.desk = SupervisorDesk(Roster.load(self.roster_path), self.clock, self.store.append)
        self.desk.bind(bound_fingerprint(self.store))

    def authorised(self) -> list:
        return [e.detail for e in self.store.access_log(kind="authorised")]

    def refusals(self) -> list:
        return [e.detail for e in self.store.access_log(kind="sign-in-refused")]

    def edit_roster(self, change) -> None:
        """A dealer with the account edits the file by hand and puts its time back."""
        before = os.stat(self.roster_path)
        doc = json.loads(self.roster_path.read_text(encoding="utf-8"))
        change(doc)
        self.roster_path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
        os.utime(self.roster_path, ns=(before.st_atime_ns, before.st_mtime_ns))


@pytest.fixture
def table(tmp_path):
    t = Table(tmp_path)
    yield t
    t.store.close()


def test_a_role_goes_round_the_file_and_into_both_fingerprints(tmp_path):
    path = tmp_path / "supervisors.json"
    roster = Roster.load(path)
    roster.add("M-01", "Marie", PIN, by="club", at_utc_us=1)
    roster.add("D-02", "Denis", OTHER_PIN, by="M-01", at_utc_us=2, role="management")
    again = Roster.load(path)
    assert (again.find("M-01").role, again.find("D-02").role) == (FLOOR, MANAGEMENT)
    assert [s.id for s in again.management()] == ["D-02"]
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "role" not in doc["supervisors"]["M-01"] and doc["supervisors"]["D-02"]["role"] == "management"
    fingerprint, credentials = again.fingerprint(), again.credentials_fingerprint()
    again.set_role("D-02", FLOOR, by="M-01", at_utc_us=3)
    assert again.fingerprint() != fingerprint and again.credentials_fingerprint() != credentials
    assert again.history[-1] == {"event": "supervisor-role-changed", "supervisor": "D-02", "role": "floor",
                                 "before": "management", "by": "M-01", "at_utc_us": 3}
    assert Roster.load(path).find("D-02").role == FLOOR


def test_an_old_roster_without_roles_reads_as_floor_with_the_fingerprint_it_had(tmp_path):
    """A file as written before roles (the keys of issue 18): every supervisor floor, and the fingerprint the
    store and the keeper recorded then is the one computed now."""
    pin = PinHash.of(PIN, bytes(range(16)))
    old = {"M-01": {"name": "Marie", "pin": {"salt": pin.salt, "digest": pin.digest, "n": pin.n, "r": pin.r,
                                             "p": pin.p},
                    "added_utc_us": 5, "added_by": "club set-up", "failures": 0, "locked_until_utc_us": 0,
                    "locked_mono_ns": 0, "locked_boot": ""}}
    path = tmp_path / "supervisors.json"
    path.write_text(json.dumps({"format": 1, "supervisors": old, "history": []}), encoding="utf-8")
    roster = Roster.load(path)
    assert roster.find("M-01").role == FLOOR
    assert roster.content() == old and roster.fingerprint() == fingerprint_of(old)


def test_an_old_bound_roster_still_signs_in_and_a_role_edited_in_shows_as_a_changed_roster(table):
    doc = json.loads(table.roster_path.read_text(encoding="utf-8"))
    assert "role" not in doc["supervisors"]["M-01"]             # club_init wrote it as before roles
    assert table.desk.sign_in("M-01", PIN).granted
    # The dealer, holding the file, makes M-01 management by hand.
    table.edit_roster(lambda d: d["supervisors"]["M-01"].update(role="management"))
    answer = table.desk.authorise("jackpot-payment", "bad beat: management", supervisor="M-01", pin=PIN,
                                  role=MANAGEMENT)
    assert not answer.granted and answer.code == "roster-changed"
    assert table.refusals()[-1]["why"] == "roster-changed"
    assert [a for a in table.authorised() if a["act"] == "jackpot-payment"] == []


def _add(table, new_id, pin, by, by_pin, role=FLOOR):
    return table.desk.add_supervisor(new_id, new_id, pin, pin, supervisor=by, supervisor_pin=by_pin, role=role)


def test_the_management_signature_refuses_a_floor_supervisors_right_pin_recorded(table):
    assert _add(table, "D-02", OTHER_PIN, "M-01", PIN, MANAGEMENT).granted
    floor = table.desk.authorise("jackpot-payment", "bad beat: management", supervisor="M-01", pin=PIN,
                                 role=MANAGEMENT)
    assert not floor.granted and floor.code == "not-management"
    assert str(floor.message) == "M-01 is not of the management: the payment is authorised by the management"
    refusal = table.refusals()[-1]
    assert (refusal["by"], refusal["why"], refusal["needs"], refusal["has"]) == ("M-01", "not-management",
                                                                               "management", "floor")
    management = table.desk.authorise("jackpot-payment", "bad beat: management", supervisor="D-02", pin=OTHER_PIN,
                                      role=MANAGEMENT)
    assert management.granted and management.supervisor == "D-02"
    assert table.authorised()[-1]["role_checked"] == "management"
    # Without a role asked, a floor supervisor authorises as before (the first signature, a misdeal...).
    assert table.desk.authorise("jackpot-payment", "bad beat: supervisor", supervisor="M-01", pin=PIN).granted


def test_who_may_make_whom_management(table):
    desk = table.desk
    assert _add(table, "P-02", OTHER_PIN, "M-01", PIN).granted
    own = desk.set_role("M-01", MANAGEMENT, supervisor="M-01", pin=PIN)
    assert not own.granted and "cannot change their own role" in str(own.message)
    # No management yet: any supervisor makes the first one (not themselves).
    assert desk.set_role("P-02", MANAGEMENT, supervisor="M-01", pin=PIN).granted
    assert Roster.load(table.roster_path).find("P-02").role == MANAGEMENT
    # Now only the management makes or unmakes the management.
    assert _add(table, "C-03", THIRD_PIN, "M-01", PIN).granted
    refused = desk.set_role("C-03", MANAGEMENT, supervisor="M-01", pin=PIN)
    assert not refused.granted and refused.code == "not-management"
    refused = _add(table, "X-04", "503827", "M-01", PIN, MANAGEMENT)
    assert not refused.granted and Roster.load(table.roster_path).find("X-04") is None
    assert desk.set_role("C-03", MANAGEMENT, supervisor="P-02", pin=OTHER_PIN).granted
    same = desk.set_role("C-03", MANAGEMENT, supervisor="P-02", pin=OTHER_PIN)
    assert not same.granted and "already" in str(same.message)
    assert desk.set_role("C-03", FLOOR, supervisor="P-02", pin=OTHER_PIN).granted
    with open_for_reading(table.store_path) as reader:
        rows = reader._conn.execute("SELECT payload FROM events WHERE kind = 'roster-changed' ORDER BY seq")
        changes = [(d["change"], d["supervisor"], d["by"]) for d in (json.loads(r[0]) for r in rows)]
    assert [c for c in changes if c[0] == "role"] == [("role", "P-02", "M-01"), ("role", "C-03", "P-02"),
                                                      ("role", "C-03", "P-02")]
    # Every change bound: the next sign-in finds the file the store knows.
    assert desk.sign_in("C-03", THIRD_PIN).granted


class Terminal:
    def __init__(self, *answers: str):
        self.answers = list(answers)

    def ask(self, prompt: str) -> str:
        return self.answers.pop(0)

    ask_secret = ask


def run(path, argv, terminal):
    out, err = io.StringIO(), io.StringIO()
    where = [] if argv[0] == "list" else ["--table", "T4", "--store", str(Path(path).parent / "t4.sqlite")]
    code = main(["--file", str(path), "--lang", "en", *argv, *where], ask=terminal.ask,
                ask_secret=terminal.ask_secret, out=out, err=err, clock=FakeClock())
    return code, out.getvalue(), err.getvalue()


def test_the_club_command_adds_a_management_supervisor_and_changes_a_role(tmp_path):
    path = tmp_path / "supervisors.json"
    assert run(path, ["init", "M-01"], Terminal(PIN, PIN))[0] == EXIT_OK
    code, out, err = run(path, ["add", "D-02", "--role", "management"], Terminal("M-01", PIN, OTHER_PIN, OTHER_PIN))
    assert code == EXIT_OK, err
    assert Roster.load(path).find("D-02").role == MANAGEMENT
    code, out, _ = run(path, ["list"], Terminal())
    assert [line.split()[0] for line in out.splitlines() if "management" in line] == ["D-02"]
    code, _, err = run(path, ["role", "M-01", "management"], Terminal("M-01", PIN))
    assert code == EXIT_REFUSED and "cannot change their own role" in err
    code, out, err = run(path, ["role", "M-01", "management"], Terminal("D-02", OTHER_PIN))
    assert code == EXIT_OK and "M-01 is now of the management" in out, err
    code, out, _ = run(path, ["role", "D-02", "floor"], Terminal("M-01", PIN))
    assert code == EXIT_OK and "D-02 is now a floor supervisor" in out
    assert [(s.id, s.role) for s in Roster.load(path).supervisors()] == [("D-02", FLOOR), ("M-01", MANAGEMENT)]
