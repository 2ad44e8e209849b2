"""A table session through the console window (issue 7), on a real hand store, with the practice deck.

The French levy preset for a 500 buy-in: Omaha Pot Limit 5/10, buy-ins 500 to
1,000, rake 4 % per pot capped at 75, dead button (RULES.md 6 and 7). Ann,
Bob and Chloé are seated by a seeded draw; hands are dealt, the button and
the blinds move as the session's dead-button rule says, a rebuy asked for
during a hand is refused and then queued, Chloé leaves; the console is shut
and opened again on the same store and shows exactly what it showed. A store
that fails its start-up check does not start without a supervisor.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton

from dealer_app.console.app import ask_about_damage_on_screen, open_table, run_console, supervisor_desk
from dealer_app.store import StoreDamaged, open_for_reading, verify_store
from dealer_app.store import schema
from dealer_app.store.chain import canonical_json
from engine.seating import draw_seats
from ui.main_window import MainWindow
from console_driver import Clock, PIN, PRESET, SUPERVISOR, click, key, markers, play_to_the_end, seat_by_draw, setup_from_preset, stacks, text

# ------------------------------------------------------------------ helpers

# ------------------------------------------------------------------ the session

def test_a_session_of_three_hands_through_the_window_and_its_exact_resume(qtbot, console, store_path):
    window, controller = console()
    assert text(window, "promptLabel") == "No session: open one in Session setup (F2)"

    # Setup from the preset; an illegal big blind is refused next to its field, never with a box.
    dialog = setup_from_preset(qtbot, window)
    assert dialog.fields["stakes.small_blind"].text() == "5"
    assert dialog.fields["stakes.min_buy_in"].text() == "500"
    assert dialog.fields["rake.cap"].text() == "75"
    dialog.fields["stakes.big_blind"].setText("25")
    assert "outside [5, 10]" in dialog.messages["stakes.big_blind"].text()
    assert dialog.messages["stakes.big_blind"].isVisible()
    assert not dialog.start_button.isEnabled()
    dialog.fields["stakes.big_blind"].setText("10")
    assert not dialog.messages["stakes.big_blind"].isVisible()
    click(qtbot, dialog, "startSessionButton")
    assert not dialog.isVisible()
    assert text(window, "titleLabel").startswith("Omaha Pot Limit 5/10")
    assert text(window, "promptLabel") == "Seat the players: Seating (F3)"

    # Buy-ins: below the minimum refused with the reason; then a seeded draw for three players.
    panel = seat_by_draw(qtbot, window, [])
    panel.name.setText("Dan")
    panel.buy_in.setText("450")
    click(qtbot, panel, "addToDrawButton")
    assert "450 is below the minimum buy-in 500" in text(panel, "addMessage")
    panel.name.clear()
    seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "C-204", 600), ("Chloé", "", 800)])
    panel = window.desk.seating_panel
    panel.draw(seed=7)
    seats = draw_seats(list(range(1, 10)), 3, 7)          # the draw is the seeded one the record keeps
    ann, bob, chloe = seats
    assert "seed 7" in text(panel, "drawMessage")
    assert [text(window, f"seat{n}Name") for n in seats] == ["Ann", "Bob", "Chloé"]
    assert stacks(window, seats) == {ann: "500", bob: "600", chloe: "800"}
    assert text(window, "seat1Status") == "EMPTY SEAT"

    # Hand 1: the button and the blinds where the session puts them, on the screen.
    click(qtbot, panel, "seatingNextHandButton")
    assert not panel.isVisible()
    first = controller.session.plan.positions
    assert markers(window) == {first.button: "BUTTON", first.small_blind: "SB", first.big_blind: "BB"}
    assert text(window, "streetLabel") == "HAND 1 · PRE-FLOP"
    assert text(window, "potLabel") == "POT 15"
    click(qtbot, window, "dealToActionButton")

    # A rebuy during the hand: refused in words, then queued when the dealer asks.
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    panel.select_seat(bob)
    panel.rebuy_amount.setText("200")
    click(qtbot, panel, "rebuyButton")
    assert "no rebuy during a hand" in text(panel, "playerMessage")
    assert controller.session.queued_rebuys == []
    click(qtbot, panel, "queueRebuyButton")
    assert "200 queued for seat" in text(panel, "playerMessage")
    panel.accept()
    bob_before = controller.hand.stacks[controller.hand.config.players.index(
        next(p for p in controller.hand.config.players if p.seat == bob))]
    play_to_the_end(qtbot, window, controller, "fold")
    won = controller.hand.payouts[[p.seat for p in controller.hand.config.players].index(bob)]
    assert text(window, f"seat{bob}Stack") == f"{bob_before + won + 200:,}"     # the rebuy made at the end

    # Hand 2 (key N): the dead button moves one seat on, the blinds with it.
    key(qtbot, window, Qt.Key.Key_N)
    second = controller.session.plan.positions
    assert (second.button, second.small_blind) == (first.small_blind, first.big_blind)
    assert markers(window) == {second.button: "BUTTON", second.small_blind: "SB", second.big_blind: "BB"}
    assert text(window, "streetLabel") == "HAND 2 · PRE-FLOP"
    play_to_the_end(qtbot, window, controller, "check")
    assert text(window, "resultsLabel")                       # the pot and who won it
    rake = controller.session.ledger.rake
    shown = sum(int(text(window, f"seat{n}Stack").replace(",", "")) for n in seats)
    assert shown + rake == 500 + 600 + 800 + 200              # every chip accounted for

    # Chloé leaves between hands: cashed out, her seat empty.
    key(qtbot, window, Qt.Key.Key_F3)
    panel = window.desk.seating_panel
    panel.select_seat(chloe)
    click(qtbot, panel, "leaveButton")
    click(qtbot, panel.confirm_dialog, "confirmYesButton")
    assert "leaves: cashed out" in text(panel, "playerMessage")
    assert text(window, f"seat{chloe}Status") == "EMPTY SEAT"
    click(qtbot, panel, "seatingNextHandButton")

    # Hand 3, heads-up: the button posts the small blind (RULES.md 3.1), as the session says.
    third = controller.session.plan.positions
    assert third.heads_up and third.button == third.small_blind
    assert markers(window) == {third.button: "BUTTON SB", third.big_blind: "BB"}
    click(qtbot, window, "dealToActionButton")
    before = {"stacks": stacks(window, (ann, bob)), "prompt": text(window, "promptLabel"),
              "pot": text(window, "potLabel"), "markers": markers(window), "title": text(window, "titleLabel"),
              "pad": text(window, "actorLabel"), "max": text(window, "maxLabel")}
    state = controller.session.state()
    console.stop(window, controller)

    # Opened again on the same store: the same session, the same hand, the same player to act.
    window, controller = console()
    assert controller.session.state() == state
    assert {"stacks": stacks(window, (ann, bob)), "prompt": text(window, "promptLabel"),
            "pot": text(window, "potLabel"), "markers": markers(window), "title": text(window, "titleLabel"),
            "pad": text(window, "actorLabel"), "max": text(window, "maxLabel")} == before
    assert before["prompt"].endswith("to act")

    # It plays on to the flop and stops mid-deal: again the same expected card after a restart.
    click(qtbot, window, "callButton")                        # the button completes the small blind
    click(qtbot, window, "callButton")                        # the big blind checks
    click(qtbot, window, "dealButton")                        # the burn
    expected = text(window, "nextCardLabel")
    assert expected == "next card: flop 1"
    state = controller.session.state()
    console.stop(window, controller)
    window, controller = console()
    assert text(window, "nextCardLabel") == expected
    assert controller.session.state() == state
    assert verify_store(store_path).intact


def test_the_hand_store_holds_the_session_and_each_hand_as_the_screen_showed_it(qtbot, console, store_path):
    window, controller = console()
    setup_from_preset(qtbot, window)
    click(qtbot, window.desk.setup_dialog, "startSessionButton")
    seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "", 500)])
    window.desk.seating_panel.draw(seed=1)
    click(qtbot, window.desk.seating_panel, "seatingNextHandButton")
    play_to_the_end(qtbot, window, controller, "check")
    hand, record = controller.hand, controller.session.record
    number = controller.record.store_hand_number
    console.stop(window, controller)
    with open_for_reading(store_path) as reader:
        stored = reader.load_hand(number)
        assert stored.status == "complete"
        assert stored.inputs == tuple(hand.inputs)                  # every card, action and show
        assert stored.end.payload["finishing_stacks"] == list(hand.stacks)
        entries = [e.payload for e in reader.hand_events(number) if e.kind == "session-entry"]
        assert entries[0]["entry"]["op"] == "start" and all(e["hand"] == [1, number] for e in entries)
        assert [e["entry"] for e in entries] == record[entries[0]["index"]:entries[-1]["index"] + 1]
    assert verify_store(store_path).intact


def test_a_write_that_fails_shows_nothing_done(qtbot, dealing, monkeypatch):
    window, controller = dealing
    before = controller.session.state()

    def disk_full(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(controller.store, "append", disk_full)
    click(qtbot, window, "dealButton")
    assert "Not recorded, nothing was done" in text(window, "messageLine")
    assert controller.session.state() == before                  # the card is not dealt
    assert text(window, "nextCardLabel").endswith("hole card 1")
    monkeypatch.undo()
    click(qtbot, window, "dealButton")
    assert controller.hand.inputs


# ------------------------------------------------------------------ irregularities and settings

def test_a_misdeal_before_substantial_action_is_the_dealers_call(qtbot, dealing):
    window, controller = dealing
    click(qtbot, window, "dealButton")
    positions = controller.session.plan.positions
    key(qtbot, window, Qt.Key.Key_F8)
    reasons = window.desk.reason_dialog
    click(qtbot, reasons, "reason1")                          # first card exposed by the dealer
    click(qtbot, window.desk.confirm_dialog, "confirmYesButton")
    assert window.desk.supervisor_dialog is None
    assert "Misdeal in hand 1: dealt again as hand 2" in text(window, "messageLine")
    assert controller.session.plan.positions == positions      # same button, same blinds
    assert text(window, "potLabel") == "POT 15"


def test_a_misdeal_after_substantial_action_and_a_void_need_the_supervisors_pin(qtbot, dealing):
    window, controller = dealing
    click(qtbot, window, "dealToActionButton")
    click(qtbot, window, "callButton")
    click(qtbot, window, "callButton")
    assert controller.view().misdeal_needs_supervisor
    key(qtbot, window, Qt.Key.Key_F8)
    click(qtbot, window.desk.reason_dialog, "reason2")
    click(qtbot, window.desk.confirm_dialog, "confirmYesButton")
    sign_in = window.desk.supervisor_dialog.panel
    sign_in.id_field.setText(SUPERVISOR)
    sign_in.pin_field.setText("9999")
    sign_in.submit()
    assert "wrong PIN" in sign_in.message.text()
    assert controller.session.hand_number == 1                # nothing done
    sign_in.pin_field.setText(PIN)
    sign_in.submit()
    assert not window.desk.supervisor_dialog.isVisible()
    summary = controller.session.hands[-1]
    assert summary.status == "misdeal" and summary.authorised_by == SUPERVISOR

    key(qtbot, window, Qt.Key.Key_F9)
    window.desk.reason_dialog.other.setText("a card of another deck in the shoe")
    click(qtbot, window.desk.reason_dialog, "confirmReasonButton")
    click(qtbot, window.desk.confirm_dialog, "confirmYesButton")
    sign_in = window.desk.supervisor_dialog.panel
    sign_in.id_field.setText(SUPERVISOR)
    sign_in.pin_field.setText(PIN)
    sign_in.submit()
    assert controller.session.hands[-1].status == "void"
    assert f"(authorised by {SUPERVISOR})" in text(window, "messageLine")
    assert text(window, "streetLabel") == "HAND 2 · HAND OVER"


def test_new_settings_mid_session_are_a_new_segment_authorised_by_a_supervisor(qtbot, dealing):
    window, controller = dealing
    play_to_the_end(qtbot, window, controller, "fold")
    key(qtbot, window, Qt.Key.Key_F2)
    dialog = window.desk.setup_dialog
    assert dialog.start_button.text() == "Apply: new segment"
    dialog.fields["stakes.small_blind"].setText("10")
    dialog.fields["stakes.big_blind"].setText("20")
    click(qtbot, dialog, "startSessionButton")
    sign_in = dialog.supervisor_dialog.panel
    sign_in.id_field.setText(SUPERVISOR)
    sign_in.pin_field.setText(PIN)
    sign_in.submit()
    assert not dialog.isVisible()
    assert len(controller.session.segments) == 2 and controller.session.segments[-1].from_hand == 2
    # Hand 1 stays on the table, under its own game's name, until the next hand starts (issue 24).
    assert text(window, "titleLabel") == "Omaha Pot Limit 5/10 · Hand 1"
    key(qtbot, window, Qt.Key.Key_N)
    assert text(window, "titleLabel") == "Omaha Pot Limit 10/20 · Hand 2"


def test_the_report_from_the_window_and_its_csv(qtbot, dealing, tmp_path):
    window, controller = dealing
    play_to_the_end(qtbot, window, controller, "fold")
    key(qtbot, window, Qt.Key.Key_F4)
    report = window.desk.report_dialog
    assert "hands dealt 1" in report.text.toPlainText()
    assert report.save(str(tmp_path / "session.csv"), "csv")
    assert (tmp_path / "session.csv").read_text(encoding="utf-8").splitlines()[0].startswith("period")


def test_every_desk_control_is_named_touch_sized_and_on_a_key(qtbot, dealing):
    window, _ = dealing
    assert {f"keyF{n}" for n in (2, 3, 4, 8, 9)} <= {s.objectName() for s in window.desk.shortcuts.values()}
    screens = [window.desk.open_setup(), window.desk.open_seating(), window.desk.open_report()]
    for screen in screens:
        for control in screen.findChildren(QPushButton) + screen.findChildren(QLineEdit):
            assert control.objectName(), f"a control of {screen.objectName()} has no name"
            assert max(control.minimumHeight(), control.height()) >= 64, control.objectName()
        screen.close()


# ------------------------------------------------------------------ a damaged store

def digests(path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(path.parent.iterdir()) if p.name.startswith(path.name)}


@pytest.fixture
def damaged(qtbot, console, store_path):
    """A store whose hand record had an action changed behind the guards' back."""
    window, controller = console()
    setup_from_preset(qtbot, window)
    click(qtbot, window.desk.setup_dialog, "startSessionButton")
    seat_by_draw(qtbot, window, [("Ann", "", 500), ("Bob", "", 500)])
    window.desk.seating_panel.draw(seed=1)
    click(qtbot, window.desk.seating_panel, "seatingNextHandButton")
    play_to_the_end(qtbot, window, controller, "fold")
    console.stop(window, controller)
    conn = sqlite3.connect(store_path)
    seq, payload = conn.execute("SELECT seq, payload FROM events WHERE kind = 'action' LIMIT 1").fetchone()
    conn.execute("DROP TRIGGER events_no_update")
    forged = json.loads(payload)
    forged["name"] += " "
    conn.execute("UPDATE events SET payload = ? WHERE seq = ?", (canonical_json(forged), seq))
    conn.execute(schema._no_update("events"))
    conn.commit()
    conn.close()
    return store_path


def answer_modal_dialogs(*steps):
    """Answer the modal dialogs the start-up shows, one step each, in order."""
    pending = list(steps)

    def next_step():
        widget = QApplication.activeModalWidget()
        if widget is None:
            QTimer.singleShot(20, next_step)
            return
        step = pending.pop(0)
        step(widget)
        if pending:
            QTimer.singleShot(20, next_step)
    QTimer.singleShot(20, next_step)


def test_a_damaged_store_is_said_plainly_and_does_not_start_without_a_supervisor(qtbot, damaged, roster,
                                                                               capsys):
    before = digests(damaged)
    shown = {}

    def stop(dialog):
        shown["text"] = dialog.findChild(QLabel, "damagedProblem").text()
        shown["title"] = dialog.findChild(QLabel, "damagedTitle").text()
        click(qtbot, dialog, "stopConsoleButton")
    answer_modal_dialogs(stop)
    code = run_console(["--store", str(damaged), "--table", "T4", "--dealer", "Marie", "--roster", str(roster),
                        "--practice", "--lang", "en"])
    assert code == 3
    assert "damaged" in shown["title"] and "DAMAGED" in shown["text"]
    assert "does not start without a supervisor" in capsys.readouterr().err
    assert digests(damaged) == before                          # not a byte changed


def test_a_supervisor_sets_the_damaged_store_aside_and_a_new_one_starts(qtbot, damaged, roster):
    before = digests(damaged)
    desk = supervisor_desk(str(roster))

    def go_on(dialog):
        click(qtbot, dialog, "supervisorDecidesButton")

    def sign_in(dialog):
        dialog.panel.id_field.setText(SUPERVISOR)
        dialog.panel.reason_field.setText("record kept for the inspectors; the table goes on")
        dialog.panel.pin_field.setText(PIN)
        dialog.panel.submit()
    answer_modal_dialogs(go_on, sign_in)
    controller = open_table(damaged, "T4", "Marie", desk, ask_about_damage_on_screen(desk), clock=Clock())
    try:
        assert controller.record is None                       # a new store: setup first
        aside = [p for p in damaged.parent.iterdir() if ".damaged-" in p.name and not p.name.endswith(("-wal", "-shm"))]
        assert len(aside) == 1
        assert hashlib.sha256(aside[0].read_bytes()).hexdigest() == before[damaged.name]
        kinds = [k for (k,) in controller.store._conn.execute("SELECT kind FROM events ORDER BY seq")]
        assert "damaged-store-set-aside" in kinds and "authorised" in kinds
        # The damaged store knew this supervisors' file: the new one knows it too, and Marie signs in.
        assert desk.bound == desk.roster.fingerprint() and desk.sign_in(SUPERVISOR, PIN).granted
    finally:
        controller.store.close()
    with pytest.raises(StoreDamaged):
        open_table(aside[0], "T4", "Marie", desk, lambda report: None)


def test_a_supervisors_file_changed_before_the_damage_binds_nothing_to_the_new_store(qtbot, damaged, roster):
    """The damaged store knew another file: the set-aside is recorded with the file unchecked, and nobody
    signs in at the new store until the club accepts the file (issue 18 point 7)."""
    doc = json.loads(roster.read_text(encoding="utf-8"))
    doc["supervisors"][SUPERVISOR]["name"] = "Marie (edited by hand)"
    roster.write_text(json.dumps(doc), encoding="utf-8")
    desk = supervisor_desk(str(roster))

    def go_on(dialog):
        click(qtbot, dialog, "supervisorDecidesButton")

    def sign_in(dialog):
        dialog.panel.id_field.setText(SUPERVISOR)
        dialog.panel.reason_field.setText("record kept for the inspectors")
        dialog.panel.pin_field.setText(PIN)
        dialog.panel.submit()
    answer_modal_dialogs(go_on, sign_in)
    controller = open_table(damaged, "T4", "Marie", desk, ask_about_damage_on_screen(desk), clock=Clock())
    try:
        row = controller.store._conn.execute("SELECT payload FROM events WHERE kind = 'authorised'").fetchone()
        assert json.loads(row[0])["roster_unchecked"] == desk.roster.fingerprint()
        assert desk.bound is None and desk.sign_in(SUPERVISOR, PIN).code == "roster-unbound"
    finally:
        controller.store.close()


def test_cards_from_the_simulated_shoe_are_recorded_with_their_raw_bytes(qtbot, store_path, roster):
    from dealer_app.console.shoe_bridge import ShoeConnection, ShoeOptions
    shoe = ShoeConnection.start(ShoeOptions(sim_seed=5))
    desk = supervisor_desk(str(roster))
    controller = open_table(store_path, "T4", "Marie", desk, lambda report: None, source=shoe.source, clock=Clock())
    try:
        shoe.attach(controller.on_source_event)
        window = MainWindow(controller)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitUntil(lambda: "connected" in text(window, "cardSourceLabel"), timeout=10_000)
        assert controller.open_session(presets_text()) is None
        assert controller.draw_seats([{"name": "Ann", "buy_in": 500}, {"name": "Bob", "buy_in": 500}], seed=2) is None
        click(qtbot, window, "newHandButton")
        click(qtbot, window, "dealToActionButton")
        qtbot.waitUntil(lambda: controller.hand.phase == "bet", timeout=10_000)
        cards = [e for e in controller.store.hand_events(controller.record.store_hand_number) if e.kind == "card"]
        assert len(cards) == 8                                    # two players, four hole cards each
        assert all(e.payload["read"]["raw_hex"].startswith("a5") and e.payload["read"]["device"] == "SIM-0001"
                   for e in cards)
        assert [e.payload["input"][1] for e in cards] == [str(r.card) for _, r in controller.reads]
        window.close()
    finally:
        controller.close()
        shoe.close()


def presets_text() -> str:
    from dealer_app.files.presets import preset_text
    return preset_text(PRESET)
