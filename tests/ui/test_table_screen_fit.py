"""The table screen at the three usual terminals, in French, English and Russian (issue 24's minors).

Each console screen of tests/screens.py (a 6-card Omaha hand, the next segment's fixed-limit Omaha Hi-Lo
with its bomb pot, a pot-limit hand run three times) is measured at 1280×1024, 1366×768 and 1920×1080
(tests/fit_check.py): no text cut, no label wrapped where it must say its words on one line (the header)
or split inside a hyphenated word ("БОМБ-" / "ПОТ"), no button's words wider than the button, no widget
outside its parent; and the table as the dealer reads it: no seat on another or on the middle, every
run's board one size, the dealer button over no card, seat or chips. Then what the checks rest on: each
of them fails on a screen with the fault it looks for.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ui.views.words import Words, say
from fit_check import cut_texts, table_problems, wrapped_lines
from screens import DECK, Dealer, PLAYERS, SETTINGS, console, every_screen, settle, typed
from ui.kit import fit
from ui.kit.key_button import KeyButton, key_name
from ui.table.header_bar import HeaderBar
from ui.kit.i18n import install_language, render, translate
from ui.table.table_view import TableWidget

SIZES = {"1280x1024": (1280, 1024), "1366x768": (1366, 768), "1920x1080": (1920, 1080)}


@pytest.mark.parametrize("size", SIZES)
def test_the_table_screen_fits_each_terminal(qtbot, tmp_path, language, size):
    seen, cut = [], {}
    for name, window in every_screen(qtbot, tmp_path, SIZES[size], dialogs=False):
        seen.append(name)
        problems = cut_texts(window) + table_problems(window.table)
        # The header says its words on one line: never wrapped, each as wide as the room it is given.
        for label in (window.title, window.prompt, window.card_source):
            assert label.property(fit.ONE_LINE) and not label.wordWrap() and "\n" not in label.text()
        if problems:
            cut[name] = problems
    assert {"console-bomb-pot", "console-runs", "console-runs-shown", "console-new-settings"} <= set(seen)
    assert not cut, "\n".join(f"{language} {size} {name}: {p}" for name, problems in cut.items() for p in problems)


def _seat_boxes(window) -> dict:
    return {n: box.geometry().getRect() for n, box in window.table.seats.items()}


@pytest.mark.parametrize("size", SIZES)
def test_seat_boxes_stay_where_they_are_when_the_language_changes(qtbot, tmp_path, qapp, size):
    """Pre-flop with the button and the blinds marked (their words are the widest in Russian): the same
    boxes in French, English and Russian, switched live as the dealer does."""
    install_language("fr")
    with console(qtbot, tmp_path, SIZES[size]) as window:
        controller = window.controller
        assert controller.open_session(SETTINGS) is None
        for seat, (name, chips) in PLAYERS.items():
            assert controller.sit(seat, name, chips) is None
        assert controller.new_hand() is None
        Dealer(controller).deal_to_action()
        settle(qtbot)
        boxes = {}
        for code in ("fr", "en", "ru", "fr"):
            install_language(code)
            settle(qtbot)
            boxes.setdefault(code, _seat_boxes(window))
            assert _seat_boxes(window) == boxes["fr"], f"{code}: {_seat_boxes(window)} != fr {boxes['fr']}"
    install_language("en")


def test_the_header_names_the_game_of_the_hand_just_finished_until_the_next_starts(qtbot, tmp_path, french):
    """PLO hand 2 over, the supervisor sets Omaha Hi-Lo Limit 10/20 from the next hand: the header still
    says hand 2's game; the next hand (N) is the new game's."""
    from window_driver import text
    screens = every_screen(qtbot, tmp_path, (1366, 768), dialogs=False)
    for name, window in screens:
        if name == "console-new-settings":
            break
    try:
        assert text(window, "titleLabel") == "Omaha 6 cartes Pot Limit 5/10 · Coup 2"
        assert window.controller.view().phase == "complete"
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window, "n")
        assert window.controller.view().hand_number == 3
        assert text(window, "titleLabel") == "Omaha Hi-Lo Limit 10/20 · blindes 5/10 · Coup 3"
    finally:
        screens.close()


def test_the_key_names_are_in_the_consoles_language(qapp):
    """A key written in a button's corner in the dealer's words: "Entrée" in French, "Ввод" in Russian."""
    said = {}
    for code in ("fr", "ru"):
        install_language(code)
        said[code] = [key_name(k) for k in ("Return", "Enter", "Space", "Ctrl+Enter")]
    install_language("en")
    assert said["fr"] == ["Entrée", "Entrée", "Espace", "Ctrl+Entrée"]
    assert said["ru"] == ["Ввод", "Ввод", "Пробел", "Ctrl+Ввод"]


# ------------------------------------------------------------------- the header's shortening

def _header(qtbot, width: int) -> HeaderBar:
    bar = HeaderBar()
    qtbot.addWidget(bar)
    bar.resize(width, 60)
    bar.show()
    qtbot.waitExposed(bar)
    return bar


def test_the_header_shortens_by_design_never_wraps(qtbot, french):
    """The words a fixed-limit hand and a long name make, in a bar narrower step by step: first the card
    reader's state ends in "…", then the title loses its blinds, then the name is shortened, last the title
    ends in "…"; at every width each label is one line that fits."""
    bets = {"game": Words("Vocabulary", "Omaha Hi-Lo"), "structure": Words("Vocabulary", "Limit"),
            "small": "10", "big": "20"}
    title = say("Controller", "{game} {structure} {small}/{big} · blinds {sb}/{bb}").format(**bets, sb="5", bb="10")
    short = Words("", "{game} {structure} {small}/{big}", bets)
    who = say("Controller", "seat {seat} ({name})").format(seat=1, name="Jean-Baptiste Lefèvre")
    prompt = say("Controller", "{who} to act").format(who=who).with_first_up()
    source = say("Source", "cards: shoe {device} · connected").format(device="/dev/serial/by-id/usb-FTDI_FT232R_USB_UART_A50285BI-if00-port0")
    steps = []
    for width in range(1900, 500, -20):
        bar = _header(qtbot, width)
        bar.show_words(title, short, 12, prompt, source, True)
        bar.layout().activate()
        for label in (bar.title, bar.prompt, bar.card_source):
            assert "\n" not in label.text() and label.fontMetrics().horizontalAdvance(label.text()) <= label.width() + 1
        assert cut_texts(bar) == [], width
        steps.append((bar.title.text(), bar.prompt.text(), bar.card_source.text()))
        bar.close()
    full_title = "Omaha Hi-Lo Limit 10/20 · blindes 5/10 · Coup 12"
    assert steps[0] == (full_title, "Siège 1 (Jean-Baptiste Lefèvre) a la parole",
                        render(source))
    titles = [t for t, _, _ in steps]
    prompts = [p for _, p, _ in steps]
    # In that order: the whole title, the title without its blinds, the name shortened, the title cut.
    first_short = titles.index("Omaha Hi-Lo Limit 10/20 · Coup 12")
    first_name = next(i for i, p in enumerate(prompts) if "…" in p)
    first_cut = next(i for i, t in enumerate(titles) if t.endswith("…"))
    assert 0 < first_short < first_name < first_cut
    assert all(p.startswith("Siège 1 (") and p.endswith(") a la parole") for p in prompts[:first_cut])
    assert any(s.endswith("…") for _, _, s in steps[:first_short])         # the reader's words went first


# ------------------------------------------------------------------- the checks themselves

def test_the_checks_find_each_fault_issue_24_names(qtbot, qapp):
    """A header label wrapped, a street split at its hyphen, a button's words wider than the button, a
    button half outside its panel: each is reported."""
    install_language("ru")
    try:
        window = QWidget()
        qtbot.addWidget(window)
        window.resize(600, 400)
        column = QVBoxLayout(window)
        header = QLabel("Омаха хай-лоу Лимит 10/20 · блайнды 5/10 · Раздача 2")
        header.setObjectName("titleLabel")
        header.setProperty(fit.ONE_LINE, True)
        header.setWordWrap(True)
        header.setFixedWidth(300)
        street = QLabel("РАЗДАЧА 3 · ФЛОП · БОМБ-ПОТ")
        street.setObjectName("streetLabel")
        street.setWordWrap(True)
        street.setStyleSheet("font-size:20px; font-weight:bold;")
        button = QPushButton("Исправить последнюю")
        button.setObjectName("correctCardButton")
        button.setFixedWidth(90)
        for w in (header, street, button):
            column.addWidget(w)
        panel = QWidget(window)
        panel.setObjectName("cardEntry")
        panel.setGeometry(0, 300, 200, 60)
        inside = QPushButton("Ввести", panel)
        inside.setObjectName("enterCardButton")
        inside.setGeometry(150, 10, 100, 40)
        window.show()
        qtbot.waitExposed(window)
        street.ensurePolished()
        street.setFixedWidth(next(w for w in range(400, 80, -4)
                                  if wrapped_lines(street.text(), street.font(), w)[0].endswith("БОМБ-")))
        settle(qtbot)
        problems = "\n".join(cut_texts(window))
        assert "titleLabel (QLabel): 'Омаха хай-лоу" in problems and "must stay on one line" in problems
        assert "streetLabel (QLabel): 'РАЗДАЧА 3 · ФЛОП · БОМБ-ПОТ' splits 'БОМБ-ПОТ' at its hyphen" in problems
        assert "correctCardButton (QPushButton): 'Исправить последнюю' needs" in problems
        assert "enterCardButton (QPushButton) lies outside cardEntry (QWidget)" in problems
    finally:
        install_language("en")


def test_the_table_checks_find_the_button_on_a_card_and_runs_of_two_sizes(qtbot, qapp):
    """The dealer button moved onto the first board card, and a run's card made larger than the others:
    both reported (the table picture's own placing never does either, as the tests above show)."""
    from types import SimpleNamespace
    table = TableWidget(list(range(1, 7)))
    qtbot.addWidget(table)
    table.resize(1300, 800)
    table.show()
    qtbot.waitExposed(table)
    runs = (SimpleNamespace(label="run 1", cards=("2♣", "7♦", "9♥", "3♠", "4♦"), dealing=False),
            SimpleNamespace(label="run 2", cards=("2♣", "7♦", "9♥"), dealing=True))
    table._show_runs(runs)
    table._button_seat = 1
    table._place()
    settle(qtbot)
    assert table_problems(table) == []
    card = table.runs.cards[0][0]
    table.puck.move(card.mapTo(table, QPoint(0, 0)))
    table.runs.cards[1][4].setFixedSize(card.width() + 20, card.height() + 20)
    settle(qtbot)
    problems = "\n".join(table_problems(table))
    assert "the dealer button lies over run1Card1 (CardFace)" in problems
    assert "the runs' boards are not one size" in problems


def test_a_word_of_the_middle_is_never_split_at_its_hyphen(qapp):
    """"РАЗДАЧА 3 · ФЛОП · БОМБ-ПОТ" at every width: lines broken at spaces only, "·" never first."""
    label = fit.WordsLabel("РАЗДАЧА 3 · ФЛОП · БОМБ-ПОТ")
    label.setStyleSheet("font-size:24px; font-weight:bold;")
    label.ensurePolished()
    fm = label.fontMetrics()
    for width in range(40, 500, 5):
        lines = fit.break_at_spaces(label.text(), fm, width)
        assert " ".join(lines) == label.text()
        assert "БОМБ-ПОТ" in lines[-1] and not any(line.startswith("·") for line in lines)


def test_every_key_button_says_its_words_within_it(qtbot, french):
    """"Miser / Relancer" in a button too narrow for one line goes on two, never cut; its words stay whole."""
    button = KeyButton("raiseButton", translate("ActionPad", "Bet / Raise"), "R")
    qtbot.addWidget(button)
    button.setStyleSheet("font-size:22px; font-weight:bold; padding:0 14px;")
    button.resize(170, 100)
    button.show()
    qtbot.waitExposed(button)
    assert button.text() == "Miser / Relancer" and button.shown_text() == "Miser /\nRelancer"
    assert cut_texts(button) == []
    button.resize(400, 100)
    settle(qtbot)
    assert button.shown_text() == "Miser / Relancer"


HEADS_UP = ("[stakes]\nsmall_blind = 5\nbig_blind = 10\n[house]\nmax_runs = 3\n[table]\nseats = 6\n")


def _heads_up_run_twice():
    """Seats 1 (Anna) and 2 (Boris), the button on seat 2: all-in on the flop, the board run twice."""
    from console_driver import Clock
    from dealer_app.table.controller import TableController
    from dealer_app.table.record import TableRecord
    from engine.settings import parse_session
    clock = Clock()
    record = TableRecord.new(parse_session(HEADS_UP), None, "dealer", clock())
    for seat, name in ((1, "Anna"), (2, "Boris")):
        record.submit(lambda s, seat=seat, name=name: s.sit(seat, name, 1000, at=clock()))
    record.submit(lambda s: s.start_hand(at=clock(), button=2))
    return TableController(record=record, clock=clock)


@pytest.mark.parametrize("size", SIZES)
def test_heads_up_run_twice_the_button_is_never_on_a_card(qtbot, language, size):
    """Issue 24 saw the dealer button on the first board card, heads-up, the board run twice: at each
    terminal, in each language, while the second run is dealt and at the showdown, the button is on the
    felt and both runs' boards are one size."""
    from window_driver import shown_window
    controller = _heads_up_run_twice()
    window = shown_window(qtbot, controller, size=SIZES[size])
    cards = iter(DECK)
    while controller.view().run_offer is None:
        pad = controller.view().pad
        if pad is None:
            assert controller.enter_card(typed(next(cards))) is None, controller.view().message
        elif pad.can_raise:
            assert controller.act("raise", pad.max_to) is None, controller.view().message
        else:
            assert controller.act("call") is None, controller.view().message
    assert controller.offer_runs() is None and controller.agree_to_runs(None) is None
    assert controller.agree_to_runs(None) is None and len(controller.view().runs) == 2, controller.view().message
    seen = []
    for card in cards:
        if not controller.view().can_enter_card:
            break
        assert controller.enter_card(typed(card)) is None, controller.view().message
        settle(qtbot)
        seen.append(table_problems(window.table))
    assert controller.show_down() is None
    settle(qtbot)
    seen.append(table_problems(window.table) + cut_texts(window))
    assert window.table.runs.isVisible() and not window.table.board_row.isVisible()
    assert len(seen) == 17 and window.table.puck.isVisible()          # two runs of 8, then the showdown
    assert [p for p in seen if p] == []
