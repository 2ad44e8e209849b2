"""The dealer's main window: the table, the action pad, the deal bar.

The window is given its controller (``dealer_app`` builds it); it sends the
dealer's intents to it and redraws from ``controller.view()`` whenever the
controller reports a change. The controller's plain callback is turned into
a Qt signal, so a later card reader on another thread lands in the GUI
thread.
"""
from __future__ import annotations

import functools
from typing import Callable, Optional

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QMainWindow, QVBoxLayout, QWidget

from .dialogs.confirm_dialog import yes_key
from .dialogs.sit_out_dialog import SitOutDialog
from .kit import fit, theme
from .kit.i18n import current_language, is_language_change, remember_language, render, translate
from .kit.i18n import QT_TRANSLATE_NOOP, install_language
from .kit.key_button import KeyButton
from .kit.printable import write_pdf
from .kit.save_as import documents_folder
from .kit.ports import TableControllerLike
from .kit.redraw import restyle
from .table.action_pad import ActionPad, label as _label
from .table.card_bar import AlertBar, CardEntry
from .table.cash_bar import CashBar, ChipDialog
from .table.desk_bar import DeskBar
from .table.header_bar import HeaderBar
from .table.jackpot_panel import JackpotPanel
from .table.keys_home import KeysHome
from .table.record_banner import RecordBanner
from .table.showdown_panel import ShowdownPanel
from .table.table_view import TableWidget
from .views.table import TableView

# What a key does, for "... is not possible now" (marked for translation; shown translated).
_KEY_WORDS = {
    "fold": QT_TRANSLATE_NOOP("MainWindow", "fold"),
    "check or call": QT_TRANSLATE_NOOP("MainWindow", "check or call"),
    "raise": QT_TRANSLATE_NOOP("MainWindow", "raise"),
    "deal": QT_TRANSLATE_NOOP("MainWindow", "deal"),
    "show hands": QT_TRANSLATE_NOOP("MainWindow", "show hands"),
    "new hand": QT_TRANSLATE_NOOP("MainWindow", "new hand"),
    "undo": QT_TRANSLATE_NOOP("MainWindow", "undo"),
    "push pots": QT_TRANSLATE_NOOP("MainWindow", "push pots"),
    "jackpot": QT_TRANSLATE_NOOP("MainWindow", "the bad beat jackpot"),
}

# Keys that are dealer actions even while the amount field has the focus (it takes digits only).
_ACTION_KEYS = {Qt.Key.Key_F, Qt.Key.Key_C, Qt.Key.Key_R, Qt.Key.Key_A, Qt.Key.Key_Space,
                Qt.Key.Key_D, Qt.Key.Key_S, Qt.Key.Key_N, Qt.Key.Key_P, Qt.Key.Key_E,
                Qt.Key.Key_M, Qt.Key.Key_H, Qt.Key.Key_W}        # the pad's amounts: min, half pot, pot


def _first_down(text: str) -> str:
    return text[:1].lower() + text[1:]


class _KeysThrough(QObject):
    """A field the dealer types in on purpose: the window's keys that still act there go through.

    Ctrl+Z is the console's undo in every field (a field's own undo would take back a letter typed and
    leave the last input in place); in the amount field the letters and Space are the actions too; in
    the card field E (no card letter in any language) starts the card again rather than typing an "e".
    Escape leaves the field: the keys are the dealer's actions again."""

    def __init__(self, window: "MainWindow", letters: bool, through: frozenset = frozenset()):
        super().__init__(window)
        self._window = window
        self._letters = letters
        self._through = through            # keys that act in this field too, whatever ``letters`` says

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if kind == QEvent.Type.KeyPress:
            if event.key() == Qt.Key.Key_Escape and not modifiers:
                self._window.leave_field(watched)
                return True
            return False
        undo = event.key() == Qt.Key.Key_Z and modifiers == Qt.KeyboardModifier.ControlModifier
        action = event.key() in _ACTION_KEYS and self._letters or event.key() in self._through
        if undo or action and not modifiers:
            event.ignore()          # not the field's: the window's shortcut takes it
            return True
        return False


MIN_SIZE = (1280, 720)
TITLE_BAR = 28                           # a window manager's title bar, about (openbox: 20 px)
PAD_WIDTH = {False: 560, True: 500}
MESSAGE_PX = 22      # the action pad's column, full size and compact


@functools.lru_cache(maxsize=8)
def _lines(px: int, count: int = 2) -> int:
    font = QFont(theme.FONT_FAMILY)
    font.setPixelSize(px)
    font.setBold(True)
    return count * QFontMetrics(font).lineSpacing() + 2


class MainWindow(QMainWindow):
    """The console's one window, built around the controller it is given."""

    changed = Signal(str)
    # The central record's uplink says how far the room's copy is (a sentence, from its own thread).
    central_changed = Signal(object)
    # The table's record parted from the room's (a store restored from an old copy): words, or None
    # (ui/table/record_banner.py).
    record_parted = Signal(object)

    def __init__(self, controller: TableControllerLike, parent: Optional[QWidget] = None, floor=None):
        super().__init__(parent)
        self.controller = controller
        self.floor = floor                      # the floor's controller (ui/kit/ports.py FloorControllerLike), or None
        self.setObjectName("mainWindow")
        self.setStyleSheet(theme.STYLESHEET)
        # The smallest table terminal: 1280 wide, and 1366×768 less a title bar and a panel (ui/kit/fit.py).
        self.setMinimumSize(*MIN_SIZE)
        self._compact: Optional[bool] = None
        first = controller.view()

        central = QWidget()
        central.setObjectName("central")
        self.setCentralWidget(central)
        self.page = page = QVBoxLayout(central)
        page.setContentsMargins(12, 10, 12, 10)
        page.setSpacing(theme.GAP)

        # The game and hand, what to do now, the card reader and the language, on one line (ui/table/header_bar.py).
        self.header = HeaderBar()
        self.title, self.prompt, self.card_source = self.header.title, self.header.prompt, self.header.card_source
        self.language = self.header.language
        self.header.language_chosen.connect(self.choose_language)
        page.addWidget(self.header)
        self.record_banner = RecordBanner()
        self.record_parted.connect(self.record_banner.show_parted)
        page.addWidget(self.record_banner)

        body = QHBoxLayout()
        body.setSpacing(theme.GAP * 2)
        self.table = TableWidget([s.seat for s in first.seats])
        self.pad = ActionPad()
        self.pad.setFixedWidth(PAD_WIDTH[False])
        # Where the pad is, once the hands are shown: each pot's award, and Push pots (key P).
        self.showdown = ShowdownPanel()
        self.showdown.setFixedWidth(PAD_WIDTH[False])
        self.showdown.hide()
        # A bad beat jackpot won, in their place until it is paid (key K: ui/table/jackpot_panel.py).
        self.jackpot = JackpotPanel(controller, self)
        self.jackpot.setFixedWidth(PAD_WIDTH[False])
        self.jackpot.hide()
        self.card_entry = CardEntry()
        self.card_entry.setFixedWidth(PAD_WIDTH[False])
        right = QVBoxLayout()
        right.setSpacing(theme.GAP)
        right.addWidget(self.pad, 1)
        right.addWidget(self.showdown, 1)
        right.addWidget(self.jackpot, 1)
        right.addWidget(self.card_entry)
        body.addWidget(self.table, 1)
        body.addLayout(right)
        page.addLayout(body, 1)

        deal = QFrame()
        deal.setObjectName("dealBar")
        self.deal_box = deal_box = QVBoxLayout(deal)
        deal_box.setContentsMargins(16, 10, 16, 10)
        deal_box.setSpacing(theme.GAP)
        deal_row = QHBoxLayout()
        deal_row.setSpacing(theme.GAP)
        # The next card has a line of its own: "carte suivante : siège 10, carte 6" next to five
        # buttons would leave neither room at arm's-length type sizes.
        self.next_card = _label("nextCardLabel", 26, True)
        # On two lines rather than squeezing the desk's buttons (French words are long).
        self.next_card.setWordWrap(True)
        self.next_card.setMinimumWidth(220)
        self.deal_button = KeyButton("dealButton", "", "Space")
        self.deal_to_action_button = KeyButton("dealToActionButton", "", "D")
        self.show_down_button = KeyButton("showDownButton", "", "S")
        self.new_hand_button = KeyButton("newHandButton", "", "N")
        self.undo_button = KeyButton("undoButton", "", "Ctrl+Z")
        # The chips the player to act put in, read by the rules (key J: ui/table/cash_bar.py ChipDialog).
        self.chips_button = KeyButton("chipsButton", "", "J")
        for b in (self.deal_button, self.deal_to_action_button, self.show_down_button, self.new_hand_button,
                  self.chips_button, self.undo_button):
            deal_row.addWidget(b, 1)
        # Beside the next card, the desk: session setup, seating, report, misdeal, void (ui/table/desk_bar.py).
        self.desk = DeskBar(controller, self)
        next_row = QHBoxLayout()
        next_row.setSpacing(theme.GAP)
        next_row.addWidget(self.next_card, 1)
        next_row.addWidget(self.desk)
        # The floor view (ui/floor/floor_view.py): a supervisor's PIN first; only for a table with a hand store.
        self.floor_view = None
        self.floor_button = KeyButton("floorButton", "", "F12")
        self.floor_button.setVisible(floor is not None)
        self.floor_button.clicked.connect(self.open_floor)
        next_row.addSpacing(theme.GAP * 2)
        next_row.addWidget(self.floor_button)
        deal_box.addLayout(next_row)
        deal_box.addLayout(deal_row)
        self.alert_bar = AlertBar()
        deal_box.addWidget(self.alert_bar)
        # Run it twice, a bomb pot on request, the time collection (RULES.md 11): shown when it has to say.
        self.cash_bar = CashBar(controller)
        deal_box.addWidget(self.cash_bar)
        self.chip_dialog: Optional[ChipDialog] = None
        self.sit_out_dialog: Optional[SitOutDialog] = None
        self.message = _label("messageLine", MESSAGE_PX, True)
        self.message.setWordWrap(True)
        deal_box.addWidget(self.message)
        # Shown only for a table given a central record (--central): "central: synced through hand N".
        self.central_status = _label("centralStatusLabel", 16, False, theme.TEXT_SOFT)
        self.central_status.hide()
        self._central_said: Optional[str] = None
        self.central_changed.connect(self.show_central)
        deal_box.addWidget(self.central_status)
        page.addWidget(deal)

        self.deal_button.clicked.connect(lambda: self._do(self.controller.deal_next_card))
        self.deal_to_action_button.clicked.connect(lambda: self._do(self.controller.deal_until_action))
        self.show_down_button.clicked.connect(lambda: self._do(self.controller.show_down))
        self.new_hand_button.clicked.connect(self.new_hand)
        self.undo_button.clicked.connect(lambda: self._do(self.controller.undo))
        self.pad.intent.connect(self._act)
        self.showdown.push.connect(lambda: self._do(self.controller.push_pots))
        self.alert_bar.resolve.connect(
            lambda key: self._card(self.controller.resolve_alert(key, self.card_entry.text() or None)))
        self.card_entry.enter.connect(lambda text: self._card(self.controller.enter_card(text)))
        self.card_entry.correct.connect(lambda text: self._card(self.controller.correct_last_card(text)))
        self.card_entry.typed.connect(self._read_card)
        self.pad.refused.connect(lambda why: self._say(why, True))
        self.chips_button.clicked.connect(self.enter_chips)
        self._amount_keys = _KeysThrough(self, letters=True)
        self.pad.amount.installEventFilter(self._amount_keys)
        self._card_keys = _KeysThrough(self, letters=False, through=frozenset({Qt.Key.Key_E}))
        self.card_entry.field.installEventFilter(self._card_keys)
        # Where the keys go when no field is typed in: the window itself, so that F, C, R, Space ... act.
        self._home = central
        central.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Whatever dialog closes, by whatever path, the keys are the table's again (ui/table/keys_home.py).
        self._keys_home = KeysHome(self, self.keys_to_actions)
        self.desk.refused.connect(lambda why: self._say(why, True))
        self.jackpot.refused.connect(lambda why: self._say(why, True))
        # The jackpot's payment slips go where the console's papers go (the Documents folder), as PDFs.
        controller.use_papers(str(documents_folder()), write_pdf)
        self._stage: Optional[tuple] = None
        self._bind_keys()

        self.changed.connect(self.refresh)
        self._listener = self.changed.emit      # kept: the same object is removed on close
        controller.add_listener(self._listener)
        self.retranslate()

    # ------------------------------------------------------------ language

    def retranslate(self) -> None:
        """The window's own words in the language in force, then the table said again. The controller
        reads the cards the dealer types in this language's letters."""
        self.controller.use_language(current_language())
        self.card_entry.set_letters(render(self.controller.read_typed_card("").words))
        self._read_card(self.card_entry.text())
        self.setWindowTitle(translate("MainWindow", "Dealer console"))
        self.deal_button.setText(translate("MainWindow", "Deal next card"))
        self.deal_to_action_button.setText(translate("MainWindow", "Deal to action"))
        self.show_down_button.setText(translate("MainWindow", "Show hands"))
        self.new_hand_button.setText(translate("MainWindow", "New hand"))
        self.undo_button.setText(translate("MainWindow", "Undo"))
        self.chips_button.setText(translate("MainWindow", "Chips…"))
        self.floor_button.setText(translate("MainWindow", "Floor"))
        self.floor_button.setToolTip(translate("MainWindow", "the floor view: hand history, replay, export "
                                                             "(supervisor's PIN); key F12"))
        self.shortcuts["yes"].setKey(QKeySequence(yes_key()))
        self.header.retranslate()
        if self._central_said is not None:
            self.central_status.setText(render(self._central_said))
        self.refresh()

    def show_central(self, words: str) -> None:
        """The uplink's status line, said again in the new language when it changes."""
        self._central_said = words
        self.central_status.setText(render(words))
        self.central_status.show()

    def choose_language(self, code: str) -> None:
        """Switch every screen to ``code`` now, and start in it next time on this machine."""
        install_language(code)          # every widget gets LanguageChange and says its words again
        remember_language(code)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- keys

    def _bind_keys(self) -> None:
        pad = self.pad
        keys: list[tuple[str, Callable[[], None]]] = [
            ("F", lambda: self._press(pad.fold_button, "fold")),
            ("C", lambda: self._press(pad.call_button, "check or call")),
            ("R", lambda: self._press(pad.raise_button, "raise")),
            ("A", self._key_all_in),
            ("Space", lambda: self._press(self.deal_button, "deal")),
            ("D", lambda: self._press(self.deal_to_action_button, "deal")),
            ("S", lambda: self._press(self.show_down_button, "show hands")),
            ("N", lambda: self._press(self.new_hand_button, "new hand")),
            ("Ctrl+Z", lambda: self._press(self.undo_button, "undo")),
            ("P", lambda: self._press(self.showdown.push_button, "push pots")),
            ("K", lambda: self._press(self.jackpot.button, "jackpot")),
            # X, not L: L is the Russian yes (Д) on a Russian keyboard, and one key must not mean two things.
            ("X", lambda: self._press(self.jackpot.release_button, "jackpot")),
            ("E", self.type_a_card),
            ("T", lambda: self.controller.offer_runs()),
            # The language's yes (O, Y, Д: ui/dialogs/confirm_dialog.py), as in every question; set by retranslate.
            ("yes", lambda: self.controller.agree_to_runs(None)),
            ("B", lambda: self.controller.bomb_pot_next()),
            ("J", self.enter_chips),
        ]
        if self.floor is not None:
            keys.append(("F12", self.open_floor))
        self.shortcuts = {}
        for sequence, handler in keys:
            shortcut = QShortcut(QKeySequence(yes_key() if sequence == "yes" else sequence), self)
            shortcut.setObjectName("keyYes" if sequence == "yes" else f"key{sequence.replace('+', '')}")
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(handler)
            self.shortcuts[sequence] = shortcut

    def _press(self, button: KeyButton, what: str) -> None:
        """A key does what its button does; a key for an action that is off says why, in words."""
        if button.isEnabled():
            button.click()
            return
        why = ""
        if button is self.pad.raise_button:
            why = self.pad.why_disabled("raise")
        elif button in (self.pad.fold_button, self.pad.call_button):
            why = self.pad.why_disabled(what)
        elif button is self.new_hand_button and self._view.new_hand_refused:
            why = render(self._view.new_hand_refused)
        prompt = render(self._view.prompt)
        words = translate("MainWindow", _KEY_WORDS[what])
        self._say(why or translate("MainWindow", "{action} is not possible now: {prompt}.").format(
            action=words[:1].upper() + words[1:], prompt=_first_down(prompt)), True)

    def _key_all_in(self) -> None:
        if self.pad.current is not None and self.pad.current.all_in_allowed:
            self.pad.all_in()
        else:
            self._say(self.pad.why_disabled("all-in"), True)

    def type_a_card(self) -> None:
        """Key E: the cursor into the card entry, to type a card (Escape gives the keys back); in the field,
        E selects what is typed, so the next letters start the card again."""
        field = self.card_entry.field
        if field.isEnabled() and field.isVisible():
            field.setFocus(Qt.FocusReason.ShortcutFocusReason)
            field.selectAll()
        else:
            self._say(translate("MainWindow", "No card can be typed now: {prompt}.").format(
                prompt=_first_down(render(self._view.prompt))), True)

    def new_hand(self) -> Optional[SitOutDialog]:
        """N: the next hand. When more players are to be dealt in than the game deals to (RULES.md 1), the
        dealer first chooses who sits out (ui/dialogs/sit_out_dialog.py); the hand is dealt from there."""
        choice = self.controller.sit_out_choice()
        if choice is None:
            self.controller.new_hand()
            return None
        self.sit_out_dialog = SitOutDialog(self.controller, choice, self)
        self.sit_out_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        fit.fit_dialog(self.sit_out_dialog, self)
        self.sit_out_dialog.finished.connect(lambda _result: self.keys_to_actions())
        self.sit_out_dialog.open()
        return self.sit_out_dialog

    def enter_chips(self) -> Optional[ChipDialog]:
        """Key J: what the player to act put in as chips, read by the rules (ui/table/cash_bar.py)."""
        if self._view.pad is None:
            self._say(translate("MainWindow", "No player is to act now: chips are entered for the player to act."),
                      True)
            return None
        self.chip_dialog = ChipDialog(self.controller, self._view, self)
        self.chip_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        fit.fit_dialog(self.chip_dialog, self)
        self.chip_dialog.open()
        return self.chip_dialog

    def keys_to_actions(self) -> None:
        """No field typed in: the letter keys and Space are the dealer's actions again."""
        self._home.setFocus(Qt.FocusReason.OtherFocusReason)

    def leave_field(self, field: QWidget) -> None:
        """Escape in a field: out of it. A card half typed is dropped; the amount stays (it is what the
        raise button says)."""
        if field is self.card_entry.field:
            self.card_entry.clear()
        self.keys_to_actions()

    def _settle_focus(self, v: TableView) -> None:
        """After each change, the keys act unless the dealer is typing in a field on purpose: at a new
        hand, a new street, when betting opens or closes, and when the field typed in greys out or goes,
        the cursor leaves it."""
        stage = (v.hand_number, v.street, v.phase, v.pad is None)
        moved_on, self._stage = stage != self._stage, stage
        focus = self.focusWidget()            # this window's, also while a dialog or the floor view is in front
        typing = focus in (self.pad.amount, self.card_entry.field) and focus.isEnabled() and focus.isVisible()
        if moved_on or not typing:
            self.keys_to_actions()

    def open_floor(self) -> None:
        """The floor view in a window of its own (one at a time), at the supervisor's sign-in."""
        if self.floor is None:
            return
        if self.floor_view is not None and self.floor_view.isVisible():
            self.floor_view.raise_()
            self.floor_view.activateWindow()
            return
        from .floor.floor_view import open_floor_view
        self.floor_view = open_floor_view(self, self.floor)

    # -------------------------------------------------------------- intents

    def _do(self, intent: Callable[[], Optional[str]]) -> None:
        intent()   # a refusal comes back through the view's message line

    def _card(self, refusal: Optional[str]) -> None:
        if refusal is None:
            # Taken: the field is emptied and the keys act again (N, D, Space ... as the key list says);
            # E opens the field for the next card. A refused card stays typed, to be put right.
            self.card_entry.clear()
            self.keys_to_actions()

    def _read_card(self, text: str) -> None:
        """What the text in the card field reads as, shown while the dealer types (before Return)."""
        self.card_entry.show_reading(self.controller.read_typed_card(text))

    def _act(self, kind: str, amount: object) -> None:
        self.controller.act(kind, amount if isinstance(amount, int) else None)

    # -------------------------------------------------------------- drawing

    def _say(self, text: str, refusal: bool) -> None:
        colour = theme.WARN if refusal else theme.TEXT_SOFT
        prefix = "⚠ " if refusal and text else ""
        self.message.setText(prefix + text)
        restyle(self.message, f"font-size:{MESSAGE_PX}px; font-weight:bold; color:{colour}; background:transparent;")
        if self._compact:
            fit.apply(self.message, True)

    def refresh(self, _change: str = "") -> None:
        v = self.controller.view()
        self._view: TableView = v
        self.header.show_words(v.title, v.short_title, v.hand_number, v.prompt, v.card_source, v.card_source_ok)
        self.record_banner.show_hand(v.hand_number if v.hand_in_progress else None)
        self.card_entry.show_view(v)
        self.alert_bar.show_view(v)
        self.cash_bar.show_view(v)
        self.table.set_seat_numbers([s.seat for s in v.seats])     # the session's table size
        # At the showdown the panel says the result, so the table's middle does not say it again over
        # the seats; said before the table is drawn, as the middle is placed by what it shows.
        self.table.results.setVisible(v.showdown is None)
        self.table.show_table(v)
        self.desk.show_view(v)
        self.desk.refresh_screens(_change)
        self.pad.show_pad(v.pad)
        self.showdown.show_showdown(v.showdown)
        self.jackpot.show_hit(v.jackpot_hit)
        self.showdown.setVisible(v.showdown is not None and v.jackpot_hit is None)
        self.pad.setVisible(v.showdown is None and v.jackpot_hit is None)
        # No card is dealt at the showdown: its room goes to the pots (every one on screen at once).
        # Nor between hands, when it has no card to take nor one to correct: its room goes to the table.
        self.card_entry.setVisible(v.alert is not None or v.showdown is None and (
            v.can_enter_card or v.can_correct_card or v.hand_in_progress))
        self.next_card.setText(translate("MainWindow", "next card: {card}").format(card=render(v.next_card))
                               if v.next_card else translate("MainWindow", "next card: none expected"))
        self.deal_button.setEnabled(v.can_deal)
        self.deal_to_action_button.setEnabled(v.can_deal)
        self.show_down_button.setEnabled(v.can_show_down)
        self.new_hand_button.setEnabled(v.can_new_hand)
        self.undo_button.setEnabled(v.can_undo)
        self.chips_button.setEnabled(v.pad is not None)
        self._say(render(v.message), v.message_is_refusal)
        self.message.setVisible(v.alert is None)      # the alert says it, once
        if self._compact:
            # What a redraw restyles, at the small screen's size (the rest keeps the scale it was given).
            for part in (self.pad, self.showdown, self.jackpot, self.alert_bar, self.table):
                fit.apply(part, True)
        self._reserve_message_lines()
        self._settle_focus(v)

    # -------------------------------------------------------------- sizes

    def _reserve_message_lines(self) -> None:
        """Two lines are kept for the message, said or not: a refusal that wraps moves nothing. On a small
        screen with the cash bar shown (it moved the table already), one: the table and the pad keep their
        least height at 1280×720 (issue 24)."""
        lines = 1 if self._compact and not self.cash_bar.isHidden() else 2
        self.message.setMinimumHeight(_lines(fit.type_px(MESSAGE_PX, bool(self._compact)), lines))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self._fit_to_screen()
        super().resizeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self._fit_to_screen()
        super().showEvent(event)

    def resize_within_screen(self, width: int, height: int) -> None:
        """``width``×``height``, or the screen's room when it is smaller (1600×1000 asked on a 1366×768
        terminal: its width, and its height less a window manager's title bar)."""
        screen = self.screen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, room.width()), min(height, room.height() - TITLE_BAR)
        self.resize(max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1]))

    def _fit_to_screen(self) -> None:
        """Full size from 1500×900 up; below, the compact type and touch targets (ui/kit/fit.py)."""
        compact = fit.is_compact(self.width(), self.height())
        if compact == self._compact:
            return
        self._compact = compact
        self.setStyleSheet(theme.STYLESHEET)          # fit.apply scales it from the full size
        for widget in (self.pad, self.showdown, self.jackpot, self.card_entry):
            widget.setFixedWidth(PAD_WIDTH[compact])
        self.card_entry.set_reading_px(fit.type_px(CardEntry.READING_PX, compact))
        gap = theme.GAP if not compact else theme.GAP - 2
        self.page.setContentsMargins(*((12, 10, 12, 10) if not compact else (8, 6, 8, 6)))
        self.page.setSpacing(gap)
        self.header.row.setContentsMargins(*((16, 6, 16, 6) if not compact else (12, 4, 12, 4)))
        self.deal_box.setContentsMargins(*((16, 10, 16, 10) if not compact else (12, 6, 12, 6)))
        self.deal_box.setSpacing(gap)
        self.pad.set_compact(compact)
        self.table.set_compact(compact)
        fit.apply(self, compact)
        self.header.set_compact(compact)          # its words fitted again in the type in force
        self._reserve_message_lines()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        # Alt+F4 or the window's X mid-hand (a close from the window system): asked first, saying the hand
        # is kept. The program's own close() (tests, --smoke-test) is not asked.
        if event.spontaneous() and self.controller.view().hand_in_progress and not getattr(self, "_quit_asked", False):
            event.ignore()
            self._ask_to_quit()
            return
        self.controller.remove_listener(self._listener)
        super().closeEvent(event)

    def _ask_to_quit(self) -> None:
        from .dialogs.confirm_dialog import ask
        v = self.controller.view()
        kept = v.record_number is not None
        self.quit_dialog = ask(
            self, "quitConfirm", translate("MainWindow", "Quit the console during hand {hand}?").format(
                hand=v.hand_number),
            translate("MainWindow", "Nothing is lost: the hand is kept as it stands and resumes at the next start "
                                    "of the console.") if kept else
            translate("MainWindow", "This practice hand is not kept: it is lost when the console stops."),
            translate("MainWindow", "Yes, quit"), translate("MainWindow", "No, stay"), self._quit)

    def _quit(self) -> None:
        self._quit_asked = True
        self.close()
