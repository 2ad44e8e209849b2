"""Issue 26, points 2 and 6: the insider's stores against the real keeper (keeper_helpers.py).

Point 2: a keyed store stripped of its identity (the identity row and every MAC deleted, the store id taken
out of its first event, the last hands cut, every hash recomputed) passed ``verify --keeper`` as "not keyed …
INTACT". Point 6: a new store for a table the keeper already keys (registered at event 1, back-dated, ten
made-up hands) passed as keyed and INTACT. Each attack is made here as the reporter made it."""
from __future__ import annotations

import io
import json
import sqlite3

import pytest

from dealer_app.commands import verify as verify_command
from dealer_app.commands.cli import main as dealer_app
from dealer_app.keeper.client import KeeperError
from dealer_app.store import StoreDamaged, StoreError, open_store, verify_store
from dealer_app.store.chain import canonical_json
from dealer_app.store.opening import SupervisorDecision

from keeper_helpers import recompute_hashes, start_keeper, stop_keeper
from store_helpers import FakeClock, play

SEED = 26
DAY_US = 86_400_000_000


def a_store(path, client, hands: int, table: str = "T4", clock=None):
    store = open_store(path, table=table, dealer="Lea", clock=clock or FakeClock(), keeper=client)
    for _ in range(hands):
        play(store, SEED)
    return store


def run_verify(path, keeper, as_json: bool = False) -> tuple[int, str]:
    out = io.StringIO()
    code = verify_command.run(str(path), as_json=as_json, out=out, keeper=str(keeper.socket))
    return code, out.getvalue()


def strip_identity(path, keep_hands: int, change_payout: bool = False) -> None:
    """The attack of point 2, as reported: with the guards dropped and put back as they were."""
    conn = sqlite3.connect(path, isolation_level=None)
    triggers = [r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'")]
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute("DELETE FROM store_identity")
    conn.execute("DELETE FROM event_macs")
    created = json.loads(conn.execute("SELECT payload FROM events WHERE seq = 1").fetchone()[0])
    del created["store_id"]
    conn.execute("UPDATE events SET payload = ? WHERE seq = 1", (canonical_json(created),))
    ends = conn.execute("SELECT end_seq, payload FROM hand_ends JOIN events ON seq = end_seq ORDER BY number"
                        ).fetchall()
    last_kept = ends[keep_hands - 1][0]
    for sql in ("DELETE FROM hand_players WHERE number IN (SELECT number FROM hands WHERE start_seq > ?)",
                "DELETE FROM hand_ends WHERE end_seq > ?", "DELETE FROM hands WHERE start_seq > ?",
                "DELETE FROM sessions WHERE open_seq > ?", "DELETE FROM access_log WHERE seq > ?",
                "DELETE FROM events WHERE seq > ?"):
        conn.execute(sql, (last_kept,))
    if change_payout:
        payload = json.loads(ends[0][1])
        payload["payouts"] = list(reversed(payload["payouts"]))
        conn.execute("UPDATE events SET payload = ? WHERE seq = ?", (canonical_json(payload), ends[0][0]))
    conn.execute("DROP TRIGGER IF EXISTS chain_head_forward_only")
    recompute_hashes(conn, 1)
    for sql in triggers:
        conn.execute(sql)
    conn.close()


# ------------------------------------------------------------ point 2: a store stripped of its identity

@pytest.mark.parametrize("change_payout", [False, True], ids=["cut-tail", "cut-tail-and-payout"])
def test_a_store_stripped_of_its_identity_fails_verify_with_the_keeper_naming_both_heads(keeper, change_payout):
    path = keeper.folder / "t4.sqlite"
    store = a_store(path, keeper.client(), hands=4)
    store_id = store.keying.store_id
    store.close()
    kept = keeper.client().head(store_id)
    strip_identity(path, keep_hands=2, change_payout=change_payout)
    if not change_payout:
        assert verify_store(path).intact                        # the file alone: "not keyed … INTACT"
    head = sqlite3.connect(path).execute("SELECT seq FROM chain_head").fetchone()[0]
    assert head < kept["head_seq"]
    code, said = run_verify(path, keeper)
    assert code == verify_command.EXIT_DAMAGED
    assert "INTACT" not in said and "not keyed: a copy" not in said
    # The missing identity is the first thing said, naming the keeper's store and head, and the file's head.
    assert said.index("NO IDENTITY") < said.index("BROKEN")
    broken = said[said.index("BROKEN"):].splitlines()[0]
    assert "[no-identity]" in broken and "has no identity" in broken
    assert f"store {store_id} up to event {kept['head_seq']}" in broken and f"ends at event {head}" in broken
    code, document = run_verify(path, keeper, as_json=True)
    problems = json.loads(document)["problems"]
    assert problems[0]["code"] == "no-identity"
    if change_payout:
        assert "result-mismatch" in [p["code"] for p in problems[1:]]


def test_a_store_without_identity_is_not_intact_under_keeper_even_for_a_table_it_does_not_know(keeper, tmp_path):
    path = tmp_path / "t9.sqlite"
    a_store(path, None, hands=2, table="T9").close()
    strip_identity(path, keep_hands=2)
    assert verify_store(path).intact
    code, said = run_verify(path, keeper)
    assert code == verify_command.EXIT_DAMAGED and "[no-identity]" in said and "cannot vouch for it" in said


def test_the_console_does_not_adopt_a_stripped_store_of_a_table_the_keeper_keeps(keeper):
    path = keeper.folder / "t4.sqlite"
    a_store(path, keeper.client(), hands=3).close()
    strip_identity(path, keep_hands=1)
    with pytest.raises(StoreDamaged) as refused:
        open_store(path, table="T4", dealer="Lea", clock=FakeClock(), keeper=keeper.client())
    assert refused.value.report.first_problem.code == "no-identity"


# ------------------------------------------------------------ point 6: a made-up history in a new store

def test_a_new_back_dated_store_for_a_table_the_keeper_keeps_is_refused_and_the_console_says_why(keeper):
    client = keeper.client()
    real = a_store(keeper.folder / "t4.sqlite", client, hands=2)
    real_id = real.keying.store_id
    real.close()
    before = client.table_stores("T4")
    # The attack: a new file for T4 through the keeper, its clock a week back, ten hands Bob wins.
    forged = keeper.folder / "forged.sqlite"
    with pytest.raises(StoreError) as refused:
        a_store(forged, client, hands=10, clock=FakeClock(utc_us=1_790_000_000_000_000 - 7 * DAY_US))
    assert refused.value.code == "new-store-not-authorised"
    assert refused.value.numbers["kept"] == real_id and refused.value.numbers["table"] == "T4"
    # The console's words: why it does not start and what the club does.
    from dealer_app.console.app import _store_words
    from ui.kit.i18n import render
    words = render(_store_words(refused.value, forged))
    assert "only once the club authorises it" in words and "does not start" in words
    assert f"dealer-app keeper authorise --table T4 --store {refused.value.numbers['store']}" in words
    # Nothing of it reached the keeper: its table has the one store, at the same head.
    assert client.table_stores("T4") == before
    assert client.head(refused.value.numbers["store"]) is None
    # MACs asked by hand for the new id: refused too.
    conn = sqlite3.connect(forged)
    store_id, genesis = conn.execute("SELECT store_id, genesis FROM store_identity").fetchone()
    conn.close()
    with pytest.raises(KeeperError) as by_hand:
        client.register(store_id, "T4", genesis, 1)
    assert by_hand.value.code == "table-known"
    code, said = run_verify(forged, keeper)
    assert code == verify_command.EXIT_DAMAGED and "[unknown-to-keeper]" in said
    assert f"store {real_id} up to event" in said


def test_a_new_store_goes_on_only_with_the_clubs_authorisation_recorded_by_the_keeper(keeper, capsys):
    client = keeper.client()
    old = a_store(keeper.folder / "t4.sqlite", client, hands=2)
    old_id = old.keying.store_id
    old.close()
    old_head = client.head(old_id)
    new_path = keeper.folder / "t4-new.sqlite"
    with pytest.raises(StoreError) as refused:
        a_store(new_path, client, hands=1)
    new_id = refused.value.numbers["store"]
    # Not on the consoles' socket (the dealer's account reaches it):
    with pytest.raises(KeeperError) as not_admin:
        client.authorise_store("T4", new_id, "Lea", "mine")
    assert not_admin.value.code == "admin-only"
    # The club's command on the admin socket: recorded with who, why, and the store it follows and its head.
    code = dealer_app(["keeper", "authorise", "--admin-socket", str(keeper.admin_socket), "--table", "T4",
                       "--store", new_id, "--reason", "the table's machine replaced"])
    assert code == 0 and f"follows store {old_id} (up to event {old_head['head_seq']})" in capsys.readouterr().out
    assert dealer_app(["keeper", "authorise", "--admin-socket", str(keeper.admin_socket), "--table", "T4",
                       "--store", old_id, "--reason", "again"]) == 2
    assert "already kept" in capsys.readouterr().err
    # The keeper remembers it across a restart.
    stop_keeper(keeper)
    keeper.process = start_keeper(keeper.folder).process
    client = keeper.client()
    waiting = client.table_stores("T4")["authorised"]
    assert [(g["store"], g["replaces"], g["replaces_head"]["seq"], g["replaces_head"]["hash"], g["reason"])
            for g in waiting] == [(new_id, old_id, old_head["head_seq"], old_head["head_hash"],
                                   "the table's machine replaced")]
    # The console starts on the new store now, and verify says the keeper knows another store for T4.
    store = a_store(new_path, client, hands=1)
    store.close()
    code, said = run_verify(new_path, keeper)
    assert code == 0 and "INTACT" in said
    assert "[store-authorised]" in said and f"following store {old_id}" in said
    assert "[other-stores]" in said and f"store {old_id} up to event {old_head['head_seq']}" in said
    code, said = run_verify(keeper.folder / "t4.sqlite", keeper)
    assert code == 0 and "[other-stores]" in said and f"store {new_id}" in said
    assert dealer_app(["keeper", "stores", "--admin-socket", str(keeper.admin_socket), "--table", "T4"]) == 0
    listed = capsys.readouterr().out
    assert f"store {old_id}: up to event {old_head['head_seq']}, its first" in listed
    assert f"store {new_id}" in listed and "the table's machine replaced" in listed


def test_a_damaged_store_set_aside_needs_the_club_for_the_new_store_and_keeps_the_supervisors_decision(keeper):
    path = keeper.folder / "t4.sqlite"
    a_store(path, keeper.client(), hands=1).close()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP TRIGGER events_no_update")                  # damage: a changed event, hashes left
    conn.execute("UPDATE events SET dealer = 'X' WHERE seq = 2")
    conn.close()
    decision = SupervisorDecision("M-01", "the store was found damaged")
    with pytest.raises(StoreError) as refused:
        open_store(path, table="T4", dealer="Lea", clock=FakeClock(), keeper=keeper.client(),
                   on_damage=lambda report: decision)
    assert refused.value.code == "new-store-not-authorised"
    admin = keeper.admin_client()
    admin.authorise_store("T4", refused.value.numbers["store"], "root", "damaged store set aside")
    admin.close()
    store = open_store(path, table="T4", dealer="Lea", clock=FakeClock(), keeper=keeper.client())
    kinds = [k for (k,) in store._conn.execute("SELECT kind FROM events ORDER BY seq")]
    store.close()
    assert kinds[:3] == ["store-created", "store-opened", "damaged-store-set-aside"]
    report = verify_store(path, keeper=keeper.client())
    assert report.intact, report.problems
    assert report.keyed_since > 1                              # keyed from the start the club allowed


@pytest.mark.parametrize("lang, said", [("en", "only once the club authorises it"),
                                        ("fr", "qu'une fois que le club l'autorise")])
def test_the_console_itself_says_why_it_does_not_start_on_a_new_store_the_keeper_refuses(keeper, tmp_path,
                                                                                        monkeypatch, lang, said):
    import ui.dialogs.start_refused_dialog
    from dealer_app.console import app as console
    from dealer_app.console.app import run_console
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    shown = []
    monkeypatch.setattr(ui.dialogs.start_refused_dialog, "show_start_refused", shown.append)
    monkeypatch.setattr(console, "ask_about_damage_on_screen", lambda desk: (lambda report: None))
    a_store(keeper.folder / "t4.sqlite", keeper.client(), hands=1).close()
    new = tmp_path / "tables" / "t4.sqlite"
    code = run_console(["--practice", "--table", "T4", "--dealer", "Lea", "--lang", lang, "--store", str(new),
                        "--keeper", str(keeper.socket)])
    assert code == 2 and len(shown) == 1
    assert said in shown[0] and "dealer-app keeper authorise --table T4 --store " in shown[0]
    assert keeper.client().table_stores("T4")["authorised"] == [] and len(keeper.client().table_stores("T4")[
        "stores"]) == 1                                       # nothing of the new store reached the keeper
