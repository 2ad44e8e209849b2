"""Issue 18 point 7, with a keeper: the supervisors' file is signed by the keeper for the club only.

The insider holds the console's account: they can write the roster file and append events through the
store's API (which the keeper MACs like any other). They write themselves in as a supervisor with a PIN
digest of their own and append a matching ``roster-changed``: the store's binding then agrees with the
file. With a keeper the console still refuses it, because the file's credentials lack the keeper's MAC,
which only the keeper's admin socket (0600, the keeper's account: the club) gives. A real keeper runs in
a subprocess (keeper_helpers.py); the account separation itself is the installer's."""
from __future__ import annotations

import io
import json
import shutil
import stat

import pytest

from dealer_app.console.app import open_table, supervisor_desk
from dealer_app.keeper.client import KeeperError
from dealer_app.supervisors.roster_binding import CLUB, ROSTER_CHANGED
from dealer_app.store import open_for_reading, open_store
from dealer_app.commands.supervisor import EXIT_OK, EXIT_REFUSED
from dealer_app.commands.supervisor import main as supervisor_command
from dealer_app.supervisors.roster import PinHash, Roster
from store_helpers import FakeClock

PIN, OTHER_PIN, DEALER_PIN = "730519", "482061", "918273"


def club(paths, keeper_socket, *argv, answers=()):
    """A club's command (``dealer-app supervisor ...``) on table T4, with the keeper socket given."""
    said = iter(answers)
    out, err = io.StringIO(), io.StringIO()
    code = supervisor_command(["--file", str(paths["roster"]), "--lang", "en", *argv, "--table", "T4", "--store",
                               str(paths["store"]), "--keeper-admin", str(keeper_socket)],
                              ask=lambda p: next(said), ask_secret=lambda p: next(said), out=out, err=err,
                              clock=FakeClock())
    return code, out.getvalue() + err.getvalue()


@pytest.fixture
def paths(keeper, tmp_path):
    """The club's set-up with the keeper's admin socket: M-01 the first supervisor, the file signed."""
    found = {"roster": tmp_path / "supervisors.json", "store": tmp_path / "t4.sqlite"}
    code, said = club(found, keeper.admin_socket, "init", "M-01", "--name", "Marie", answers=[PIN, PIN])
    assert code == EXIT_OK, said
    return found


def console(paths, keeper_client):
    """The console on T4's store (with or without the keeper) and its supervisors' desk."""
    desk = supervisor_desk(str(paths["roster"]))
    controller = open_table(paths["store"], "T4", "Lea", desk, lambda report: None, keeper=keeper_client)
    return controller, desk


def sign_in(paths, keeper_client, supervisor, pin):
    controller, desk = console(paths, keeper_client)
    try:
        return desk.sign_in(supervisor, pin)
    finally:
        controller.close()


def refusals(paths) -> list:
    with open_for_reading(paths["store"]) as reader:
        return [e.detail for e in reader.access_log(kind="sign-in-refused")]


def dealer_writes_themself_in(paths, keeper_client, seal: dict) -> None:
    """The attack: D-99 with the dealer's own PIN digest written into the file, and a ``roster-changed``
    claiming the club accepted it appended through the store's API (MACed by the keeper as any event)."""
    doc = json.loads(paths["roster"].read_text("utf-8"))
    digest = PinHash.of(DEALER_PIN)
    doc["supervisors"]["D-99"] = {"name": "Lea", "added_utc_us": 1, "added_by": CLUB,
                                  "pin": {"salt": digest.salt, "digest": digest.digest, "n": digest.n,
                                          "r": digest.r, "p": digest.p}}
    paths["roster"].write_text(json.dumps(doc), "utf-8")
    edited = Roster.load(paths["roster"])
    store = open_store(paths["store"], table="T4", dealer="Lea", clock=FakeClock(), keeper=keeper_client)
    try:
        store.append(ROSTER_CHANGED, {"by": CLUB, "change": "accepted", "reason": "new floor manager",
                                      "roster": edited.fingerprint(), "file": str(paths["roster"]),
                                      **seal(edited)})
    finally:
        store.close()


def latest_seal(paths) -> dict:
    with open_for_reading(paths["store"]) as reader:
        return reader.latest_roster_seal()


# ------------------------------------------------------------ the two sockets

def test_mac_roster_is_the_admin_sockets_only_and_check_roster_is_on_both(keeper):
    assert stat.S_IMODE(keeper.admin_socket.stat().st_mode) == 0o600
    assert stat.S_IMODE(keeper.socket.stat().st_mode) == 0o660
    digest = "ab" * 32
    ordinary, admin = keeper.client(), keeper.admin_client()
    try:
        with pytest.raises(KeeperError) as refused:
            ordinary.mac_roster("T4", digest)
        assert refused.value.code == "admin-only"
        assert "admin socket" in refused.value.message
        mac = admin.mac_roster("T4", digest)
        assert ordinary.check_roster("T4", digest, mac) == {"valid": True, "current": True}
        assert admin.check_roster("T4", digest, mac) == {"valid": True, "current": True}
        # Another table's name, another digest, a changed MAC: not valid.
        assert ordinary.check_roster("T5", digest, mac)["valid"] is False
        assert ordinary.check_roster("T4", "cd" * 32, mac)["valid"] is False
        assert ordinary.check_roster("T4", digest, ("0" if mac[0] != "0" else "1") + mac[1:])["valid"] is False
        # A newer approval for T4 makes the older one not current (an older file put back is refused).
        admin.mac_roster("T4", "cd" * 32)
        assert ordinary.check_roster("T4", digest, mac) == {"valid": True, "current": False}
    finally:
        ordinary.close()
        admin.close()


def test_the_clubs_command_on_the_consoles_socket_gets_no_signature_and_changes_nothing(keeper, paths):
    before_file, before_seal = paths["roster"].read_bytes(), latest_seal(paths)
    code, said = club(paths, keeper.socket, "unlock", "M-01", "--reason", "test")
    assert code == EXIT_REFUSED and "admin-only" in said and "nothing was changed" in said
    assert paths["roster"].read_bytes() == before_file and latest_seal(paths) == before_seal


# ------------------------------------------------------------ the console with a keeper

def test_the_clubs_signed_file_signs_in_and_wrong_pins_do_not_break_the_signature(keeper, paths):
    client = keeper.client()
    sealed = latest_seal(paths)
    assert sealed["credentials"] == Roster.load(paths["roster"]).credentials_fingerprint()
    assert sealed["keeper"] == client.fingerprint()
    # Two wrong PINs: the console writes the counts into the file (its fingerprint changes, its credentials
    # do not), then the right PIN signs in.
    fingerprint_before = Roster.load(paths["roster"]).fingerprint()
    controller, desk = console(paths, client)
    try:
        assert desk.sign_in("M-01", "111222").code == "unknown-or-wrong"
        assert desk.sign_in("M-01", "111223").code == "unknown-or-wrong"
        assert Roster.load(paths["roster"]).find("M-01").failures == 2
        assert Roster.load(paths["roster"]).fingerprint() != fingerprint_before
        assert desk.sign_in("M-01", PIN).granted
    finally:
        controller.close()


@pytest.mark.parametrize("claim", ["no-seal", "old-mac-on-new-credentials"])
def test_a_dealer_who_writes_themself_in_with_a_matching_store_event_is_refused_with_a_keeper(keeper, paths,
                                                                                               claim):
    client = keeper.client()
    old = latest_seal(paths)
    seals = {"no-seal": lambda edited: {},
             "old-mac-on-new-credentials": lambda edited: {"credentials": edited.credentials_fingerprint(),
                                                           "keeper_mac": old["keeper_mac"],
                                                           "keeper": old["keeper"]}}
    dealer_writes_themself_in(paths, client, seals[claim])

    # Without a keeper the store's binding agrees with the file: the dealer signs in (as before this change).
    assert sign_in(paths, None, "D-99", DEALER_PIN).granted

    # With the keeper: refused in words, recorded, and the real supervisor is refused too (the file is bad).
    answer = sign_in(paths, client, "D-99", DEALER_PIN)
    assert not answer.granted and answer.code == "roster-not-sealed"
    assert "not signed by the keeper of the keys" in answer.message
    expected = {"no-seal": "its supervisors or PINs are not those the club last had signed",
                "old-mac-on-new-credentials": "its signature is not the keeper's"}[claim]
    assert expected in answer.message
    assert sign_in(paths, client, "M-01", PIN).code == "roster-not-sealed"
    recorded = [r for r in refusals(paths) if r.get("why") == "roster-not-sealed"]
    assert len(recorded) == 2
    assert recorded[0]["credentials"] == Roster.load(paths["roster"]).credentials_fingerprint()

    # The dealer cannot get the signature on the console's socket.
    with pytest.raises(KeeperError) as refused:
        client.mac_roster("T4", Roster.load(paths["roster"]).credentials_fingerprint())
    assert refused.value.code == "admin-only"

    # The club accepts the file with the keeper's admin socket: now it signs in.
    code, said = club(paths, keeper.admin_socket, "accept", "--reason", "Lea promoted to floor")
    assert code == EXIT_OK and "signed by the keeper" in said, said
    assert sign_in(paths, client, "D-99", DEALER_PIN).granted
    client.close()


def test_an_older_signed_file_put_back_with_its_old_store_event_is_refused(keeper, paths):
    """A rollback: the club adds M-02 (signed); the dealer puts back the file from before and appends a copy
    of the old signed event: its MAC is the keeper's, but no longer the current one for the table."""
    client = keeper.client()
    old_file, old_seal = paths["roster"].read_bytes(), latest_seal(paths)
    code, said = club(paths, keeper.admin_socket, "add", "M-02", "--name", "Max",
                      answers=["M-01", PIN, OTHER_PIN, OTHER_PIN])
    assert code == EXIT_OK, said
    newer = latest_seal(paths)
    assert newer["credentials"] == Roster.load(paths["roster"]).credentials_fingerprint() != old_seal["credentials"]
    assert sign_in(paths, client, "M-02", OTHER_PIN).granted

    paths["roster"].write_bytes(old_file)
    store = open_store(paths["store"], table="T4", dealer="Lea", clock=FakeClock(), keeper=client)
    try:
        store.append(ROSTER_CHANGED, {**old_seal, "roster": Roster.load(paths["roster"]).fingerprint()})
    finally:
        store.close()
    answer = sign_in(paths, client, "M-01", PIN)
    assert answer.code == "roster-not-sealed" and "the club has had another file signed since" in answer.message
    client.close()


def test_a_keeper_that_does_not_answer_refuses_every_sign_in(keeper, paths, tmp_path):
    from dealer_app.keeper.client import KeeperClient
    client = keeper.client()
    controller, desk = console(paths, client)
    try:
        # The keeper's socket moved away while the console runs: nobody signs in unchecked.
        moved = tmp_path / "moved.sock"
        shutil.move(str(keeper.socket), str(moved))
        client.close()
        answer = desk.sign_in("M-01", PIN)
        assert answer.code == "roster-not-sealed" and "the keeper does not answer" in answer.message
        shutil.move(str(moved), str(keeper.socket))
        assert desk.sign_in("M-01", PIN).granted
    finally:
        controller.close()
    assert isinstance(client, KeeperClient)


def test_the_refusal_is_said_in_french(french, keeper, paths):
    from ui.kit.i18n import render
    client = keeper.client()
    dealer_writes_themself_in(paths, client, lambda edited: {})
    answer = sign_in(paths, client, "D-99", DEALER_PIN)
    client.close()
    assert render(answer.message) == (
        "le fichier des superviseurs n'est pas signé par le gardien des clés : ses superviseurs ou ses codes PIN "
        "ne sont pas ceux que le club a fait signer en dernier ; personne ne peut se connecter tant que le club "
        "ne l'a pas accepté avec « dealer-app supervisor accept --keeper-admin »")


def test_run_as_root_the_clubs_command_gives_the_dealers_files_back_to_their_owner(keeper, tmp_path):
    """The club reaches the admin socket as root; the roster and the store it writes stay the console's."""
    import os
    if os.geteuid() != 0:
        pytest.skip("needs root, as the club runs it")
    home = tmp_path / "marie"
    home.mkdir()
    os.chown(home, 4321, 4321)
    found = {"roster": home / "supervisors.json", "store": home / "t4.sqlite"}
    code, said = club(found, keeper.admin_socket, "init", "M-01", "--name", "Marie", answers=[PIN, PIN])
    assert code == EXIT_OK, said
    made = sorted(p.name for p in home.iterdir())
    assert "supervisors.json" in made and "t4.sqlite" in made
    assert {(p.name, p.stat().st_uid, p.stat().st_gid) for p in home.iterdir()} == {(n, 4321, 4321) for n in made}


def test_with_a_keeper_the_console_leaves_supervisors_and_pins_to_the_club(keeper, paths):
    """A change made at the console could not be signed and would shut everyone out: refused, nothing changed."""
    client = keeper.client()
    before = paths["roster"].read_bytes()
    controller, desk = console(paths, client)
    try:
        answers = [desk.add_supervisor("M-02", "Max", OTHER_PIN, OTHER_PIN, supervisor="M-01", supervisor_pin=PIN),
                   desk.change_pin("M-01", PIN, OTHER_PIN, OTHER_PIN),
                   desk.remove_supervisor("M-01", supervisor="M-01", pin=PIN)]
        assert [a.code for a in answers] == ["club-only"] * 3
        assert "changed by the club" in answers[0].message
        assert paths["roster"].read_bytes() == before
        assert desk.sign_in("M-01", PIN).granted
    finally:
        controller.close()
    client.close()
    # Without a keeper the console adds a supervisor as before.
    controller, desk = console(paths, None)
    try:
        assert desk.add_supervisor("M-02", "Max", OTHER_PIN, OTHER_PIN, supervisor="M-01", supervisor_pin=PIN).granted
    finally:
        controller.close()


# ------------------------------------------------------------ issue 26, point 8: the club's events signed

def run_verify(paths, keeper_socket) -> tuple[int, str]:
    from dealer_app.commands import verify as verify_command
    out = io.StringIO()
    return verify_command.run(str(paths["store"]), out=out, keeper=str(keeper_socket)), out.getvalue()


def test_the_clubs_own_events_carry_the_keepers_admin_signature_and_verify_passes_them(keeper, paths):
    code, said = club(paths, keeper.admin_socket, "add", "M-02", "--name", "Max",
                      answers=["M-01", PIN, OTHER_PIN, OTHER_PIN])
    assert code == EXIT_OK, said
    club_events = [e for e in _events(paths, ROSTER_CHANGED) if e.detail.get("by") == CLUB or
                   e.detail.get("keeper_mac")]
    assert len(club_events) >= 2 and all(len(e.detail["club_mac"]) == 64 for e in club_events)
    code, said = run_verify(paths, keeper.socket)
    assert code == 0 and "INTACT" in said, said


def _events(paths, kind):
    import sqlite3
    from types import SimpleNamespace
    conn = sqlite3.connect(paths["store"])
    try:
        return [SimpleNamespace(seq=seq, detail=json.loads(text)) for seq, text in
                conn.execute("SELECT seq, payload FROM events WHERE kind = ? ORDER BY seq", (kind,))]
    finally:
        conn.close()


@pytest.mark.parametrize("copied", [False, True], ids=["no-signature", "signature-copied"])
def test_a_roster_changed_claiming_the_club_without_its_signature_fails_verify(keeper, paths, copied):
    """The report's attack: events appended through the store's API (the keeper MACs them as any event)
    claiming ``by: club set-up, user: root, change: accept``, with a copied ``keeper_mac`` (and club_mac)."""
    signed = _events(paths, ROSTER_CHANGED)[-1].detail
    assert verify_ok(paths, keeper)
    store = open_store(paths["store"], table="T4", dealer="Lea", clock=FakeClock(), keeper=keeper.client())
    try:
        forged = {"by": CLUB, "user": "root", "change": "accept", "reason": "new floor manager",
                  "roster": signed["roster"], "file": signed["file"], "credentials": signed["credentials"],
                  "keeper_mac": signed["keeper_mac"], "keeper": signed["keeper"]}
        if copied:
            forged["club_mac"] = signed["club_mac"]
        seq = store.append(ROSTER_CHANGED, forged).seq
    finally:
        store.close()
    code, said = run_verify(paths, keeper.socket)
    assert code == 1 and "[club-unsigned]" in said
    assert f"event {seq} (roster-changed: by: club set-up, user: root, change: accept)" in said
    # The dealer cannot have one made: the consoles' socket refuses it.
    with pytest.raises(KeeperError) as refused:
        keeper.client().mac_club_event("ab" * 16, seq, "cd" * 32)
    assert refused.value.code == "admin-only"


def verify_ok(paths, keeper) -> bool:
    code, said = run_verify(paths, keeper.socket)
    return code == 0
