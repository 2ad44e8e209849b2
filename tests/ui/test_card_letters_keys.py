"""Cards typed by keys in the console's language, through the real window (issue 24, blocker 3 and a minor).

A French croupier pressed E, typed ``Rc`` (roi de cœur) and the console recorded the king of clubs; the
refusal for ``Vp`` listed c d h s; after a card the field kept the cursor, so E typed an "e" ("'eAs' n'est
pas une carte"). Here every key goes to the window as a keyboard's would (QTest on its QWindow; Cyrillic
letters to the widget with the focus, as a Russian layout types them): the card field says what it reads
before Return, the record keeps the engine's own text (Kh), and after a card the keys act again.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from dealer_app.store import open_for_reading
from engine.cards import parse_card
from ui.kit.i18n import install_language
from ui.main_window import MainWindow
from window_driver import shown_window, text, type_in


def key(window: MainWindow, which, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.windowHandle(), which, modifiers)
    QApplication.processEvents()


def card(window: MainWindow, typed: str) -> str:
    """E, the card's letters, then what the field says it reads before Return (its accessible words)."""
    key(window, Qt.Key.Key_E)
    assert QApplication.focusWidget() is window.card_entry.field
    type_in(window, typed)
    assert window.card_entry.text() == typed
    return window.card_entry.reading.accessibleName()


def keys_act(window: MainWindow) -> None:
    assert QApplication.focusWidget() is not window.card_entry.field
    assert window.card_entry.text() == ""


def dealt(controller) -> list[str]:
    return [str(item[1]) for item in controller.hand.inputs if item[0] == "deal"]


# ------------------------------------------------------------------ French


def test_french_rc_is_the_king_of_hearts_said_before_return(qtbot, controller, french):
    window = shown_window(qtbot, controller, active=True)
    assert card(window, "Rc") == "R♥ roi de cœur"              # before Return: the face and its name
    key(window, Qt.Key.Key_Return)
    assert dealt(controller) == ["Kh"]                            # never the king of clubs
    keys_act(window)
    assert text(window, "messageLine") == "Donnée : siège 1, carte 1 (saisie à la main)."


def test_english_letters_on_the_french_console_are_refused_with_the_french_letters(qtbot, controller, french):
    window = shown_window(qtbot, controller, active=True)
    for typed, live, said in (
            ("Kc", "⚠ «\u00a0K\u00a0» n'est pas une valeur : A R D V 10 9 … 2",
             "⚠ 'Kc' n'est pas une carte : la valeur «\u00a0K\u00a0» est inconnue (valeurs : A (as), R (roi), "
             "D (dame), V (valet), 10 9 … 2)."),
            ("Qs", "⚠ «\u00a0Q\u00a0» n'est pas une valeur : A R D V 10 9 … 2", None),
            ("Jh", "⚠ «\u00a0J\u00a0» n'est pas une valeur : A R D V 10 9 … 2", None),
            ("Vh", "⚠ «\u00a0h\u00a0» n'est pas une couleur : p ♠ c ♥ k ♦ t ♣",
             "⚠ 'Vh' n'est pas une carte : la couleur «\u00a0h\u00a0» est inconnue (couleurs : p ♠, c ♥, k ♦, t ♣, "
             "ou le symbole).")):
        assert card(window, typed) == live.removeprefix("⚠ ")
        assert window.card_entry.reading.text().startswith("⚠")
        key(window, Qt.Key.Key_Return)
        if said is not None:
            assert text(window, "messageLine") == said
        assert controller.hand.inputs == []                       # nothing dealt
        assert window.card_entry.text() == typed                   # kept, to be put right
        key(window, Qt.Key.Key_Escape)
    assert card(window, "Vp") == "V♠ valet de pique"
    key(window, Qt.Key.Key_Return)
    assert dealt(controller) == ["Js"]


def test_the_field_says_the_letters_then_the_rank_then_the_card(qtbot, controller, french):
    window = shown_window(qtbot, controller, active=True)
    assert not window.card_entry.reading.isVisible()          # not typing: the pad keeps the room
    key(window, Qt.Key.Key_E)
    assert window.card_entry.reading.isVisible()
    assert window.card_entry.reading.accessibleName() == "cartes : A R D V 10 9 … 2 · p ♠ c ♥ k ♦ t ♣"
    type_in(window, "D")
    assert window.card_entry.reading.accessibleName() == "dame : maintenant la couleur, p ♠ c ♥ k ♦ t ♣"
    type_in(window, "k")
    assert window.card_entry.reading.accessibleName() == "D♦ dame de carreau"
    key(window, Qt.Key.Key_Return)
    assert not window.card_entry.reading.isVisible()          # the card taken: the keys act, the line goes


# ------------------------------------------------------------------ English and Russian


def test_english_kc_is_the_king_of_clubs_and_french_letters_are_refused(qtbot, controller):
    window = shown_window(qtbot, controller, active=True)
    assert card(window, "Kc") == "K♣ king of clubs"
    key(window, Qt.Key.Key_Return)
    assert dealt(controller) == ["Kc"]
    assert card(window, "Rs") == "“R” is no rank: A K Q J 10 9 … 2"
    key(window, Qt.Key.Key_Return)
    assert text(window, "messageLine") == ("⚠ 'Rs' is not a card: the rank “R” is unknown (ranks: A (ace), K (king), "
                                           "Q (queen), J (jack), 10 9 … 2).")
    assert dealt(controller) == ["Kc"]
    key(window, Qt.Key.Key_Escape)
    assert card(window, "10♦") == "10♦ ten of diamonds"          # the symbols in every language
    key(window, Qt.Key.Key_Return)
    assert dealt(controller) == ["Kc", "Td"]


def test_russian_letters_and_a_latin_look_alike_refused(qtbot, controller):
    install_language("ru")                     # English again after the test (tests/conftest.py)
    window = shown_window(qtbot, controller, active=True)
    assert card(window, "Кч") == "К♥ король червей"
    key(window, Qt.Key.Key_Return)
    assert dealt(controller) == ["Kh"]
    # A Latin T: the ten in poker's English notation, and the look-alike of Т, the ace. Neither is read.
    assert card(window, "Tп") == "«T» — латиница: Т К Д В 10 9 … 2 · п ♠ ч ♥ б ♦ т ♣"
    key(window, Qt.Key.Key_Return)
    assert text(window, "messageLine") == (
        "⚠ 'Tп' — не карта: «T» — латинская буква: здесь карты вводятся русскими буквами (достоинства: Т (туз), "
        "К (король), Д (дама), В (валет), 10 9 … 2; масти: п ♠, ч ♥, б ♦, т ♣).")
    assert dealt(controller) == ["Kh"]
    key(window, Qt.Key.Key_Escape)
    assert card(window, "Тп") == "Т♠ туз пик"
    key(window, Qt.Key.Key_Return)
    assert dealt(controller) == ["Kh", "As"]
    assert controller.reads[-1][1].raw == "Тп".encode() and controller.reads[-1][1].letters == "ru"


def test_the_language_switched_reads_the_field_again(qtbot, controller, french):
    window = shown_window(qtbot, controller, active=True)
    assert card(window, "Rc") == "R♥ roi de cœur"
    install_language("en")
    QApplication.processEvents()
    assert window.card_entry.reading.accessibleName() == "“R” is no rank: A K Q J 10 9 … 2"
    key(window, Qt.Key.Key_Return)
    assert controller.hand.inputs == []


# ------------------------------------------------------------------ the keys after a card


def test_after_a_card_the_keys_act_and_e_never_types_an_e(qtbot, controller, french):
    window = shown_window(qtbot, controller, active=True)
    card(window, "Ap")
    key(window, Qt.Key.Key_Return)
    keys_act(window)                                          # the cursor left the field with the card
    key(window, Qt.Key.Key_Space)                             # Space deals the next card, as the key list says
    assert len(dealt(controller)) == 2
    keys_act(window)
    assert card(window, "Rx") == "«\u00a0x\u00a0» n'est pas une couleur : p ♠ c ♥ k ♦ t ♣"
    key(window, Qt.Key.Key_E)                                 # E in the field: the text is taken again
    assert window.card_entry.field.selectedText() == "Rx"
    type_in(window, "Rc")
    assert window.card_entry.text() == "Rc"                   # never "Rxe" nor "eRc"
    key(window, Qt.Key.Key_Return)
    assert dealt(controller)[-1] == "Kh"
    keys_act(window)
    key(window, Qt.Key.Key_D)                                 # D deals to the first action: a table key again
    assert controller.hand.phase == "bet"
    keys_act(window)


def test_the_board_is_shown_in_the_consoles_letters(qtbot, controller, french):
    window = shown_window(qtbot, controller, active=True)
    for typed in ("2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "10p", "Vp", "Dp", "Rp",
                  "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "10c", "Vc", "Dc", "Rc"):
        card(window, typed)
        key(window, Qt.Key.Key_Return)
    while controller.hand.phase == "bet":
        key(window, Qt.Key.Key_C)
    for typed in ("2k", "Rk", "Dk", "Vt"):                    # the burn, then the flop
        card(window, typed)
        key(window, Qt.Key.Key_Return)
    faces = [window.findChild(QLabel, f"boardCard{i}").text() for i in (1, 2, 3)]
    assert faces == ["R\n♦", "D\n♦", "V\n♣"]
    assert dealt(controller)[-3:] == ["Kd", "Qd", "Jc"]


# ------------------------------------------------------------------ the supervisor's correction


def test_a_supervisor_replaces_a_board_card_typed_in_french_letters(qtbot, french, dealing):
    from console_driver import PIN, SUPERVISOR, click
    from engine.card_letters import FRENCH
    window, controller = dealing
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.keys_to_actions()
    key(window, Qt.Key.Key_D)
    while controller.hand.phase == "bet":
        key(window, Qt.Key.Key_C)
    key(window, Qt.Key.Key_D)                                 # burn and flop
    assert controller.hand.street == "flop"
    key(window, Qt.Key.Key_F7)
    dialog = window.desk.correction_dialog
    row = next(r for r in range(dialog.table.rowCount()) if "flop 1" in dialog.table.item(r, 1).text())
    dialog.select_number(int(dialog.table.item(row, 0).text()))
    assert dialog.card_field.placeholderText() == "carte, ex. Ap"
    new = next(c for c in map(parse_card, ("Kh", "Qd", "Jc", "Ts")) if c not in controller.hand.seen)
    typed = FRENCH.typed(new)                                 # "Rc" for the king of hearts
    QTest.keyClicks(dialog.card_field, "Kc")
    assert dialog.input_message.text() == "⚠ «\u00a0K\u00a0» n'est pas une valeur : A R D V 10 9 … 2"
    click(qtbot, dialog, "replaceCardButton")
    assert dialog.supervisor_dialog is None                   # refused before any PIN
    assert dialog.input_message.text().startswith("⚠ 'Kc' n'est pas une carte : la valeur")
    dialog.card_field.clear()
    QTest.keyClicks(dialog.card_field, typed)
    face = FRENCH.face(new)
    assert dialog.input_message.text().startswith(f"✓ {face} ")
    click(qtbot, dialog, "replaceCardButton")
    sign_in = dialog.supervisor_dialog
    assert f"carte {face} (" in sign_in.findChild(QLabel, "signInPurpose").text()      # "carte R♥ (roi de cœur)"
    panel = sign_in.panel
    panel.id_field.setText(SUPERVISOR)
    panel.reason_field.setText("carte mal lue")
    panel.pin_field.setText(PIN)
    panel.submit()
    assert controller.hand.board[0] is new                    # the record's card: the engine's own
    assert window.findChild(QLabel, "boardCard1").text() == f"{face[:-1]}\n{face[-1]}"
