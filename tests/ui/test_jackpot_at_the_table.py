"""The bad beat jackpot at the table, through the console window by keys (issue 28 item 3, RULES.md 12).

A real hand store and roster for table T4 (tests/ui/conftest.py), a second supervisor of the management
added for the management's signature, a session of Omaha Pot Limit 5/10 with a 4 % levy and a bad beat jackpot starting at
1,000, Ann, Bob and Chloé seated. The practice deck is arranged to deal the issue's Omaha hands (board
7♦ 7♣ 8♦ 9♦ 2♠: Ann's 7♠ 7♥ A♣ K♣ loses to Bob's 10♦ J♦ 3♣ 3♥, a straight flush); the hand is dealt and
played by keys (D, F, C, S, P), then the jackpot by K and the supervisor dialogs, in French: the hit shown
with both hands' five cards, the next hand refused in words, a wrong PIN, a floor supervisor's PIN for the
management's signature and the same supervisor twice refused, the payment recorded and one PDF slip per player present, named to the dealer.
"""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from engine.cards import parse_card
from ui.kit.i18n import install_language, render
from ui.kit.printable import write_pdf

from console_driver import PIN, SUPERVISOR, key, text
from fit_check import cut_texts
from screens import settle
from ui.main_window import MainWindow
from jackpot_helpers import BOARD, JACKPOT, LEVY_4, LOSER, WINNER

MANAGER, MANAGER_PIN = "D-02", "604917"
CHLOE = ("2c", "2h", "4c", "4h")
SETTINGS = ('[game]\nvariant = "omaha"\nstructure = "pot-limit"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\n'
            'min_buy_in = 100\nmax_buy_in = 2000\n[table]\nseats = 9\n'
            f"[rake]\n{LEVY_4}\n{JACKPOT}")


class ArrangedDeck:
    """The practice deck as the hand asks it: the card it expects next, the issue's hands (as
    tests/jackpot_helpers.py deals them to the session)."""

    def __init__(self, controller, holes):
        self.controller, self.holes, self.burns = controller, holes, iter(("5c", "5h", "5d"))

    def __iter__(self):
        hand = self.controller.hand
        exp = hand.expected_card()
        if exp.kind == "hole":
            card = self.holes[self.controller.session.seat_of_player(exp.player)][exp.number - 1]
        elif exp.kind == "burn":
            card = next(self.burns)
        else:
            card = BOARD[exp.number - 1]
        return iter([parse_card(card)])


@pytest.fixture
def jackpot_table(qtbot, console, tmp_path):
    window, controller = console()
    assert controller.add_supervisor(MANAGER, "Denis", MANAGER_PIN, MANAGER_PIN, supervisor=SUPERVISOR,
                                     supervisor_pin=PIN, role="management") is None
    assert controller.open_session(SETTINGS) is None
    for seat, name in ((1, "Ann"), (2, "Bob"), (3, "Chloé")):
        assert controller.sit(seat, name, 500) is None
    slips = tmp_path / "papiers"
    slips.mkdir()
    pages: list[tuple[str, str]] = []

    def pdf(html: str, path: str) -> None:
        pages.append((path, html))
        write_pdf(html, path)
    controller.use_papers(str(slips), pdf)
    install_language("fr")
    yield window, controller, slips, pages
    install_language("en")                     # English again after the test (tests/conftest.py)


def play_the_bad_beat(qtbot, window, controller) -> None:
    """N, then every card by D from the arranged deck; Chloé folds (F), Ann and Bob call and check (C);
    S shows the hands, P pushes the pots."""
    key(qtbot, window, Qt.Key.Key_N)
    controller._deck = ArrangedDeck(controller, {1: LOSER, 2: WINNER, 3: CHLOE})
    for _ in range(60):
        v = controller.view()
        if not v.hand_in_progress:
            return
        if v.can_push_pots:
            key(qtbot, window, Qt.Key.Key_P)
        elif v.can_show_down:
            key(qtbot, window, Qt.Key.Key_S)
        elif v.can_deal:
            key(qtbot, window, Qt.Key.Key_D)
        elif controller.session.seat_of_player(controller.hand.actor) == 3:
            key(qtbot, window, Qt.Key.Key_F)
        else:
            key(qtbot, window, Qt.Key.Key_C)
    raise AssertionError("the hand did not end")


def sign(dialog, who: str, pin: str) -> None:
    panel = dialog.panel
    panel.id_field.setText(who)
    panel.pin_field.setText(pin)
    panel.submit()


def cards(window, name: str) -> list[str]:
    return [window.findChild(QLabel, f"{name}Card{i}").text().replace("\n", "") for i in range(5)]


def message(window) -> str:
    return window.message.text()


def events(path, kind):
    conn = sqlite3.connect(path)
    try:
        return [json.loads(p) for (p,) in conn.execute("SELECT payload FROM events WHERE kind = ? ORDER BY seq",
                                                        (kind,))]
    finally:
        conn.close()


def test_a_bad_beat_by_keys_from_the_showdown_to_the_slips_in_french(qtbot, jackpot_table, store_path):
    window, controller, slips, pages = jackpot_table
    play_the_bad_beat(qtbot, window, controller)
    panel = window.jackpot
    assert panel.isVisible() and not window.pad.isVisible() and not window.showdown.isVisible()
    hand = controller.view().hand_number
    assert text(window, "jackpotTitle") == f"Jackpot bad beat : coup {hand}"
    assert text(window, "jackpotMeter") == "À payer : 1\u00a0000"
    # Both hands with their five cards, the player's own first (French letters: V for the jack).
    assert text(window, "jackpotLoserWho") == "Perd : siège 1 (Ann)"
    assert cards(window, "jackpotLoser") == ["7♠", "7♥", "7♦", "7♣", "9♦"]
    assert text(window, "jackpotWinnerWho") == "Gagne le pot : siège 2 (Bob)"
    assert cards(window, "jackpotWinner") == ["10♦", "V♦", "7♦", "8♦", "9♦"]
    assert text(window, "jackpotRule") == ("carré de 7 ou mieux battu par une quinte flush ou un carré supérieur · "
                                           "deux cartes privatives de chaque joueur jouent")
    assert render(controller.view().prompt) == ("Jackpot bad beat : vérifiez les deux mains, puis "
                                                "confirmez-le (K)")

    # No next hand until it is paid: said in words.
    key(qtbot, window, Qt.Key.Key_N)
    assert f"Le coup {hand} a gagné le jackpot bad beat" in message(window)
    assert controller.view().hand_number == hand

    # K: the dealer confirms.
    key(qtbot, window, Qt.Key.Key_K)
    assert controller.session.jackpot.hit.confirmed_by == "Marie"
    assert text(window, "jackpotButton").startswith("Autoriser le paiement")

    # K: a supervisor's PIN; a wrong one is refused in the dialog, the right one opens the management's.
    key(qtbot, window, Qt.Key.Key_K)
    first = panel.supervisor_dialog
    assert first is not None and first.isVisible()
    sign(first, SUPERVISOR, "111111")
    assert first.isVisible() and first.panel.message.text()
    sign(first, SUPERVISOR, PIN)
    qtbot.waitUntil(lambda: panel.supervisor_dialog is not first)
    management = panel.supervisor_dialog
    assert management.isVisible()
    # The first supervisor again, a floor supervisor, is refused for the management's signature, in words,
    # and the refusal recorded (art. 56-3-3: the management authorises the payment).
    sign(management, SUPERVISOR, PIN)
    assert management.isVisible()
    assert management.panel.message.text() == ("M-01 n'est pas de la direction : le paiement est autorisé par "
                                                "la direction")
    assert controller.session.jackpot.hit is not None
    refusal = events(store_path, "sign-in-refused")[-1]
    assert (refusal["by"], refusal["why"], refusal["for"], refusal["needs"]) == (
        SUPERVISOR, "not-management", "jackpot-payment", "management")
    sign(management, MANAGER, MANAGER_PIN)
    qtbot.waitUntil(lambda: not management.isVisible())

    # Paid: recorded with both signatures, one PDF slip per player present, named to the dealer.
    (paid,) = events(store_path, "jackpot-paid")
    assert paid["supervisor"] == SUPERVISOR and paid["management"] == MANAGER
    assert controller.session.jackpot.hit is None and not panel.isVisible()
    names = sorted(p.name for p in slips.iterdir())
    assert names == [f"jackpot-{hand}-siege-{seat}-T4.pdf" for seat in (1, 2, 3)]
    for name in names:
        assert (slips / name).read_bytes()[:5] == b"%PDF-"
        assert name in message(window)
    assert f"Jackpot bad beat du coup {hand} payé : 1\u00a0000" in message(window)
    shares = {seat: amount for seat, _name, amount in controller.session.jackpot.paid[-1].shares}
    assert sum(shares.values()) == 1000 and shares[1] > shares[2]
    ann = next(html for path, html in pages if Path(path).name.endswith("siege-1-T4.pdf"))
    for words in ("Jackpot bad beat : bon de paiement", "Jeu", "Omaha Pot Limit 5/10", "<td>T4</td>",
                  "Date et heure", "siège 1 (Ann) : carré de sept — 7♠ 7♥ 7♦ 7♣ 9♦", "7♠ 7♥ 7♦ 7♣ 9♦", "10♦ V♦ 7♦ 8♦ 9♦",
                  f"Montant : {shares[1]}", "<td>Ann</td>", "<td>D-02</td>"):
        assert words in ann, words

    # The next hand now.
    key(qtbot, window, Qt.Key.Key_N)
    assert controller.view().hand_number == hand + 1


@pytest.mark.parametrize("language, title, confirm", [
    ("en", "Bad beat jackpot: hand {hand}", "Confirm the bad beat"),
    ("ru", "Джекпот за бэд-бит: раздача {hand}", "Подтвердить бэд-бит"),
])
def test_the_panel_in_english_and_russian(qtbot, jackpot_table, language, title, confirm):
    window, controller, _slips, _pages = jackpot_table
    play_the_bad_beat(qtbot, window, controller)
    install_language(language)
    QApplication.processEvents()
    hand = controller.view().hand_number
    assert text(window, "jackpotTitle") == title.format(hand=hand)
    assert text(window, "jackpotButton").startswith(confirm)
    key(qtbot, window, Qt.Key.Key_N)
    assert str(hand) in message(window) and ("bad beat" in message(window) or "бэд-бит" in message(window))


def test_the_payment_before_the_confirmation_is_refused_in_words(qtbot, jackpot_table):
    window, controller, _slips, _pages = jackpot_table
    play_the_bad_beat(qtbot, window, controller)
    assert controller.check_jackpot_payment() == "The dealer confirms the bad beat first (K)."
    assert controller.pay_jackpot(SUPERVISOR, PIN) is not None
    assert controller.session.jackpot.hit is not None


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "en", "ru"])
def test_the_jackpot_and_its_pin_dialog_fit_a_small_terminal(qtbot, jackpot_table, language, size):
    """Every word of the panel and of the supervisor dialog over it shown whole (tests/fit_check.py), in a
    window opened at the terminal's size as the console opens (no payment is made here)."""
    played, controller, _slips, _pages = jackpot_table
    play_the_bad_beat(qtbot, played, controller)
    played.hide()
    install_language(language)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot)
    assert window.jackpot.isVisible() and (window.width(), window.height()) == size
    assert not cut_texts(window), cut_texts(window)
    key(qtbot, window, Qt.Key.Key_K)                 # confirmed: the payment's words now
    settle(qtbot)
    assert window.jackpot.stage.text() and not cut_texts(window), cut_texts(window)
    key(qtbot, window, Qt.Key.Key_K)
    dialog = window.jackpot.supervisor_dialog
    settle(qtbot)
    assert dialog.isVisible() and not cut_texts(dialog), cut_texts(dialog)
    dialog.reject()
    window.close()


def test_the_new_hand_button_is_off_and_n_says_why_while_the_bad_beat_waits(qtbot, jackpot_table):
    window, controller, _slips, _pages = jackpot_table
    play_the_bad_beat(qtbot, window, controller)
    hand = controller.view().hand_number
    assert controller.session.jackpot.hit is not None
    assert not controller.view().can_new_hand and not window.new_hand_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_N)
    said = message(window)
    assert said.startswith(f"⚠ Le coup {hand} a gagné le jackpot bad beat")
    assert "vérifiez les deux mains, puis confirmez-le (K)" in said
    assert controller.view().hand_number == hand                        # nothing dealt
    # Confirmed: still off, and N now says the payment is what waits.
    key(qtbot, window, Qt.Key.Key_K)
    assert not window.new_hand_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_N)
    assert message(window).startswith(f"⚠ Le coup {hand} a gagné le jackpot bad beat")
    assert controller.view().hand_number == hand
    # Paid by the two signatures: the button is lit again and N deals the next hand.
    key(qtbot, window, Qt.Key.Key_K)
    panel = window.jackpot
    first = panel.supervisor_dialog
    sign(first, SUPERVISOR, PIN)
    qtbot.waitUntil(lambda: panel.supervisor_dialog is not first)
    management = panel.supervisor_dialog
    sign(management, MANAGER, MANAGER_PIN)
    qtbot.waitUntil(lambda: not management.isVisible())
    assert controller.session.jackpot.hit is None and window.new_hand_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_N)
    assert controller.view().hand_number == hand + 1


def play_to_the_end_by_folds(qtbot, window, controller) -> None:
    """N, the cards by D, every player folds (F) but the last, P pushes: a hand played by keys."""
    key(qtbot, window, Qt.Key.Key_N)
    for _ in range(40):
        v = controller.view()
        if not v.hand_in_progress:
            return
        if v.can_push_pots:
            key(qtbot, window, Qt.Key.Key_P)
        elif v.can_deal:
            key(qtbot, window, Qt.Key.Key_D)
        else:
            key(qtbot, window, Qt.Key.Key_F)
    raise AssertionError("the hand did not end")


def test_a_supervisor_releases_the_hit_by_keys_in_french_then_the_hands_go_on_and_verify_accepts_it(
        qtbot, jackpot_table, store_path):
    from dealer_app.store import verify_store
    window, controller, slips, _pages = jackpot_table
    play_the_bad_beat(qtbot, window, controller)
    panel = window.jackpot
    hand = controller.view().hand_number
    meter = controller.session.jackpot.meter
    assert text(window, "jackpotReleaseButton").startswith("Libérer sans payer")
    # X: the supervisor dialog asks why and the PIN; no PIN, then a wrong PIN, are refused in the dialog.
    key(qtbot, window, Qt.Key.Key_X)
    dialog = panel.supervisor_dialog
    assert dialog is not None and dialog.isVisible() and dialog.panel.reason_field.isVisible()
    assert "libère" in dialog.panel.purpose.text()
    dialog.panel.reason_field.setText("le fonds est réglé à la main par la direction")
    sign(dialog, SUPERVISOR, "")
    assert dialog.isVisible() and dialog.panel.message.text() == "Tapez le code PIN."
    dialog.panel.reason_field.setText("le fonds est réglé à la main par la direction")
    sign(dialog, SUPERVISOR, "111111")
    assert dialog.isVisible() and dialog.panel.message.text()
    assert controller.session.jackpot.hit is not None and events(store_path, "jackpot-released") == []
    dialog.panel.reason_field.setText("le fonds est réglé à la main par la direction")
    sign(dialog, SUPERVISOR, PIN)
    qtbot.waitUntil(lambda: not dialog.isVisible())

    # Released: nothing paid, no slip, the meter untouched, recorded with who and why.
    (released,) = events(store_path, "jackpot-released")
    assert (released["by"], released["why"], released["meter"]) == (
        SUPERVISOR, "le fonds est réglé à la main par la direction", meter)
    assert controller.session.jackpot.hit is None and controller.session.jackpot.paid == ()
    assert controller.session.jackpot.meter == meter and not panel.isVisible()
    assert list(slips.iterdir()) == [] and events(store_path, "jackpot-paid") == []
    assert f"Jackpot bad beat du coup {hand} libéré par {SUPERVISOR}" in message(window)
    # The session report and the hand's exports say it.
    from dealer_app.floor.export import jackpot_fields
    from dealer_app.store.hand_jackpot import hand_jackpot
    from dealer_app.table.report_jackpot import jackpot_lines
    from dealer_app.words.hand_jackpot import jackpot_rows
    assert (f"hand {hand}: bad beat jackpot released by {SUPERVISOR}, nothing paid: le fonds est réglé à la main "
            f"par la direction (meter left at {meter:,})") in [str(w) for w in jackpot_lines(controller.session)]
    conn = sqlite3.connect(store_path)
    try:
        exported = hand_jackpot(conn, released["hand"])
    finally:
        conn.close()
    assert jackpot_fields(exported)["_jackpot_released"] == {
        "by": SUPERVISOR, "why": "le fonds est réglé à la main par la direction", "meter": meter}
    assert any(str(k) == "Jackpot released" and f"the meter left at {meter:,}" in str(v)
               for k, v in jackpot_rows(exported))

    # The next hands are dealt, their increments go on from the meter left as it was.
    for n in range(1, 4):
        play_to_the_end_by_folds(qtbot, window, controller)
        assert controller.view().hand_number == hand + n
    added = sum(i.amount for i in controller.session.jackpot.increments if i.hand > hand)
    assert controller.session.jackpot.meter == meter + added
    report = verify_store(store_path)
    assert report.intact, report.problems


def test_a_release_without_the_pin_is_refused_and_nothing_is_recorded(qtbot, jackpot_table, store_path):
    window, controller, _slips, _pages = jackpot_table
    play_the_bad_beat(qtbot, window, controller)
    said = controller.release_jackpot(SUPERVISOR, "", "le fonds est réglé à la main")
    assert said is not None and controller.session.jackpot.hit is not None
    assert controller.release_jackpot(SUPERVISOR, PIN, "  ") is not None          # and never without why
    assert events(store_path, "jackpot-released") == []
    assert not controller.view().can_new_hand


def test_a_payment_half_signed_is_released_only_by_the_supervisor_who_signed(qtbot, jackpot_table, store_path):
    window, controller, _slips, _pages = jackpot_table
    play_the_bad_beat(qtbot, window, controller)
    assert controller.confirm_jackpot() is None
    assert controller.authorise_jackpot(SUPERVISOR, PIN) is None
    controller.release_jackpot(MANAGER, MANAGER_PIN, "la direction ne signe pas")
    assert controller.session.jackpot.hit is not None and events(store_path, "jackpot-released") == []
    assert "a autorisé le paiement" in message(window)
    assert controller.release_jackpot(SUPERVISOR, PIN, "la direction ne signe pas") is None
    assert controller.session.jackpot.hit is None and len(events(store_path, "jackpot-released")) == 1


def test_only_the_management_signs_second_and_never_twice(qtbot, jackpot_table, store_path):
    """The management may sign first too (the cashier's signature is any supervisor's); then the same one
    twice is refused, a floor supervisor's right PIN is refused, a second management supervisor pays."""
    window, controller, _slips, _pages = jackpot_table
    assert controller.add_supervisor("D-03", "Dora", "739164", "739164", supervisor=MANAGER,
                                     supervisor_pin=MANAGER_PIN, role="management") is None
    play_the_bad_beat(qtbot, window, controller)
    key(qtbot, window, Qt.Key.Key_K)
    key(qtbot, window, Qt.Key.Key_K)
    first = window.jackpot.supervisor_dialog
    sign(first, MANAGER, MANAGER_PIN)
    qtbot.waitUntil(lambda: window.jackpot.supervisor_dialog is not first)
    second = window.jackpot.supervisor_dialog
    sign(second, MANAGER, MANAGER_PIN)
    assert second.isVisible() and "a déjà autorisé le paiement" in second.panel.message.text()
    sign(second, SUPERVISOR, PIN)
    assert second.isVisible() and "M-01 n'est pas de la direction" in second.panel.message.text()
    assert events(store_path, "jackpot-paid") == []
    sign(second, "D-03", "739164")
    qtbot.waitUntil(lambda: not second.isVisible())
    (paid,) = events(store_path, "jackpot-paid")
    assert paid["supervisor"] == MANAGER and paid["management"] == "D-03"
