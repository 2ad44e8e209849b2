"""The dealer's desk beside the next card: session setup, seating, report, corrections, misdeal, void hand.

Each button has its key (F2, F3, F4, F7, F8, F9) and opens its screen over the
table. Corrections are a supervisor's (ui/dialogs/correction_dialog.py). Misdeal and void are checked by the rules
first (a refusal is said on the table, nothing asked), then ask the reason,
then ask to confirm, naming what the act does (ui/dialogs/confirm_dialog.py: neither can be undone); a void, and a
misdeal after substantial action, then go through a supervisor's id and PIN (the floor
view's supervisor dialog, opened only when the rules still take the act): the act is done when the
supervisor is accepted, and a wrong PIN or a lock-out is said in that dialog. Screens open window-modal and return
at once (``open()``), so the table keeps drawing behind them.
"""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QWidget

from ..dialogs.confirm_dialog import ConfirmDialog, ask
from ..dialogs.correction_dialog import CorrectionDialog
from ..dialogs.reason_dialog import ReasonDialog
from ..dialogs.report_dialog import ReportDialog
from ..dialogs.setup_dialog import SetupDialog
from ..dialogs.supervisor_dialog import SupervisorDialog, ask_supervisor
from ..kit import fit, theme
from ..kit.i18n import is_language_change, render, translate
from ..kit.key_button import KeyButton
from ..kit.ports import DeskLike
from ..views.table import TableView
from .seating_panel import SeatingPanel

C = "DeskBar"


class DeskBar(QFrame):
    """Buttons and keys for the screens beside the hand (see the module's docstring). ``refused`` says, in
    words, what the rules refuse before a reason or a PIN is asked."""

    refused = Signal(str)

    def __init__(self, desk: DeskLike, window: QWidget, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.desk = desk
        self.window_ = window
        self.setObjectName("deskBar")
        self.setStyleSheet("QFrame#deskBar { background: transparent; border: none; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(theme.GAP)
        self.setup_button = KeyButton("setupButton", "", "F2")
        self.seating_button = KeyButton("seatingButton", "", "F3")
        self.report_button = KeyButton("reportButton", "", "F4")
        self.corrections_button = KeyButton("correctionsButton", "", "F7")
        self.misdeal_button = KeyButton("misdealButton", "", "F8")
        self.void_button = KeyButton("voidButton", "", "F9")
        for b in (self.setup_button, self.seating_button, self.report_button, self.corrections_button,
                  self.misdeal_button, self.void_button):
            b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            row.addWidget(b)
        row.insertSpacing(3, theme.GAP * 3)          # the hand's irregularities a little apart
        self.setup_dialog: Optional[SetupDialog] = None
        self.seating_panel: Optional[SeatingPanel] = None
        self.report_dialog: Optional[ReportDialog] = None
        self.correction_dialog: Optional[CorrectionDialog] = None
        self.reason_dialog: Optional[ReasonDialog] = None
        self.supervisor_dialog: Optional[SupervisorDialog] = None
        self.confirm_dialog: Optional[ConfirmDialog] = None
        self._view: Optional[TableView] = None

        self.setup_button.clicked.connect(self.open_setup)
        self.seating_button.clicked.connect(self.open_seating)
        self.report_button.clicked.connect(self.open_report)
        self.corrections_button.clicked.connect(self.open_corrections)
        self.misdeal_button.clicked.connect(self.misdeal)
        self.void_button.clicked.connect(self.void_hand)
        self.shortcuts = {}
        for key, b in (("F2", self.setup_button), ("F3", self.seating_button), ("F4", self.report_button),
                       ("F7", self.corrections_button), ("F8", self.misdeal_button), ("F9", self.void_button)):
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setObjectName(f"key{key}")
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda b=b: b.click() if b.isEnabled() else None)
            self.shortcuts[key] = shortcut
        self.retranslate()

    # ------------------------------------------------------------ the screens

    def _open(self, dialog) -> None:
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.resize(max(dialog.minimumWidth(), min(1560, self.window_.width() - 20)),
                      max(dialog.minimumHeight(), min(960, self.window_.height() - 20)))
        fit.fit_dialog(dialog, self.window_)          # a small screen's type and buttons (ui/kit/fit.py)
        dialog.open()

    def open_setup(self) -> SetupDialog:
        self.setup_dialog = SetupDialog(self.desk, self.window_)
        self._open(self.setup_dialog)
        return self.setup_dialog

    def open_seating(self) -> SeatingPanel:
        self.seating_panel = SeatingPanel(self.desk, self.window_)
        self._open(self.seating_panel)
        return self.seating_panel

    def open_report(self) -> ReportDialog:
        self.report_dialog = ReportDialog(self.desk, self.window_)
        self._open(self.report_dialog)
        return self.report_dialog

    def open_corrections(self) -> CorrectionDialog:
        self.correction_dialog = CorrectionDialog(self.desk, self.window_)
        self._open(self.correction_dialog)
        return self.correction_dialog

    def refresh_screens(self, change: str = "") -> None:
        """The table changed: the open seating and corrections screens follow it."""
        if self.seating_panel is not None and self.seating_panel.isVisible():
            self.seating_panel.refresh(change)
        if self.correction_dialog is not None and self.correction_dialog.isVisible():
            self.correction_dialog.refresh()

    # ------------------------------------------------------------ irregularities

    def _ask_supervisor(self, purpose: str, act: Callable[[str, str], Optional[str]],
                        rules: Callable[[], Optional[str]]) -> Optional[SupervisorDialog]:
        """The rules first (a refusal said on the table, no PIN asked); then the supervisor's id and PIN, and
        ``act(supervisor, pin)`` done when accepted, its refusal said in that dialog."""
        self.supervisor_dialog = ask_supervisor(self.window_, purpose,
                                                lambda supervisor, pin, _reason: act(supervisor, pin),
                                                rules=rules, refused=self.refused.emit)
        return self.supervisor_dialog

    def _rules_refuse(self, rules: Callable[[], Optional[str]]) -> bool:
        """What the rules refuse, said before anything is asked."""
        refusal = rules()
        if refusal:
            self.refused.emit(render(refusal))
        return bool(refusal)

    def misdeal(self) -> Optional[ReasonDialog]:
        """The reason; then the misdeal, through a supervisor after substantial action."""
        if self._rules_refuse(self.desk.check_misdeal):
            return None
        number = self._view.hand_number if self._view is not None else 0
        self.reason_dialog = ReasonDialog("misdeal", translate("DeskBar", "Misdeal in hand {hand}: why?").format(
            hand=number), self.window_)
        self.reason_dialog.accepted.connect(self._misdeal_with_reason)
        self._open_small(self.reason_dialog)
        return self.reason_dialog

    def _misdeal_with_reason(self) -> None:
        """A misdeal cannot be taken back (Undo is off after it): the question says what it does first."""
        reason = self.reason_dialog.reason
        number = self._view.hand_number if self._view is not None else 0
        self.confirm_dialog = ask(
            self.window_, "misdealConfirm",
            translate("DeskBar", "Declare a misdeal in hand {hand} (reason: {reason})?").format(hand=number,
                                                                                             reason=reason),
            translate("DeskBar", "Every bet goes back and the hand is dealt again: same button, same blinds. "
                                 "This cannot be undone."),
            translate("DeskBar", "Yes, misdeal"), translate("DeskBar", "No, go on with the hand"),
            lambda: self._misdeal_confirmed(reason))

    def _misdeal_confirmed(self, reason: str) -> None:
        view = self._view
        if view is not None and view.misdeal_needs_supervisor:
            self._ask_supervisor(translate("DeskBar", "Misdeal after substantial action ({reason}): a supervisor "
                                              "authorises it.").format(reason=reason),
                                 lambda supervisor, pin: self.desk.misdeal(reason, supervisor, pin),
                                 lambda: self.desk.check_misdeal(reason))
        else:
            self.desk.misdeal(reason)

    def void_hand(self) -> Optional[ReasonDialog]:
        if self._rules_refuse(self.desk.check_void):
            return None
        number = self._view.hand_number if self._view is not None else 0
        self.reason_dialog = ReasonDialog("void", translate("DeskBar", "Void hand {hand}: every chip goes back. "
                                                               "Why?").format(hand=number), self.window_)
        self.reason_dialog.accepted.connect(self._void_with_reason)
        self._open_small(self.reason_dialog)
        return self.reason_dialog

    def _void_with_reason(self) -> None:
        """A void cannot be taken back: the question says what it does, then a supervisor authorises it."""
        reason = self.reason_dialog.reason
        number = self._view.hand_number if self._view is not None else 0
        self.confirm_dialog = ask(
            self.window_, "voidConfirm",
            translate("DeskBar", "Void hand {hand} (reason: {reason})?").format(hand=number, reason=reason),
            translate("DeskBar", "Every chip bet in it goes back to its player; the next hand has the same "
                                 "button and blinds. A supervisor authorises it. This cannot be undone."),
            translate("DeskBar", "Yes, void the hand"), translate("DeskBar", "No, go on with the hand"),
            lambda: self._void_confirmed(reason))

    def _void_confirmed(self, reason: str) -> None:
        self._ask_supervisor(translate("DeskBar", "Void hand {hand} ({reason}): a supervisor authorises it.").format(
            hand=self._view.hand_number if self._view else 0, reason=reason),
            lambda supervisor, pin: self.desk.void_hand(reason, supervisor, pin),
            lambda: self.desk.check_void(reason))

    def _open_small(self, dialog) -> None:
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        fit.fit_dialog(dialog, self.window_)
        dialog.open()

    # ------------------------------------------------------------ drawing

    def show_view(self, view: TableView) -> None:
        self._view = view
        self.seating_button.setEnabled(view.session_open)
        self.report_button.setEnabled(True)
        self.corrections_button.setEnabled(view.session_open and view.hand_number > 0)
        self.misdeal_button.setEnabled(view.can_misdeal)
        self.void_button.setEnabled(view.can_void)
        self.misdeal_button.setToolTip(translate("DeskBar", "after substantial action a supervisor authorises it")
                                       if view.misdeal_needs_supervisor else translate("DeskBar", "key: F8"))

    def retranslate(self) -> None:
        self.setup_button.setText(translate("DeskBar", "Session setup"))
        self.seating_button.setText(translate("DeskBar", "Seating"))
        self.report_button.setText(translate("DeskBar", "Report"))
        self.corrections_button.setText(translate("DeskBar", "Corrections…"))
        self.misdeal_button.setText(translate("DeskBar", "Misdeal…"))
        self.void_button.setText(translate("DeskBar", "Void hand…"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)
