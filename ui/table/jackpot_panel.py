"""The bad beat jackpot the table waits to pay (RULES.md 12), where the pad and the showdown are.

Shown from the hand's end until the payment is recorded: the hand, the meter to pay, the loser's and the
winner's five cards (their own cards marked HAND, as at the showdown: showdown_panel.py), the rule that
decided, and one key, K: the dealer confirms the bad beat; then K asks a supervisor's id and PIN and, once
accepted, the management's (another supervisor), through the supervisor dialog every authorisation uses
(ui/dialogs/supervisor_dialog.py): a wrong PIN, or the same person twice, is said in that dialog. The panel
only reads the view (ui/views/jackpot.py) and sends the intents (ui/kit/ports.py JackpotTableLike).

The second key, L, is the way out of a hit the table cannot pay (a shared one the room does not answer, one the
floor settles by hand): a supervisor releases it with their PIN and a reason typed in the same dialog; nothing
is paid at the table and the next hand may be dealt.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QVBoxLayout, QWidget

from ..dialogs.supervisor_dialog import SupervisorDialog, ask_supervisor
from ..kit import theme
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.key_button import KeyButton
from ..kit.ports import JackpotTableLike
from ..views.jackpot import JackpotHand, JackpotHitView
from .action_pad import label
from .showdown_panel import PUSH_HEIGHT, cards_row



class JackpotPanel(QFrame):
    """Both hands, the meter, the rule and the K key; ``refused`` says what the rules refuse before a PIN."""

    refused = Signal(str)

    def __init__(self, table: JackpotTableLike, window: QWidget, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.table = table
        self.window_ = window
        self.setObjectName("jackpotPanel")
        self.setStyleSheet(f"QFrame#jackpotPanel {{ background:{theme.PANEL}; border:2px solid {theme.ACCENT};"
                           "border-radius:10px; } QFrame#jackpotPanel QLabel { background:transparent; }")
        self._view: Optional[JackpotHitView] = None
        self.supervisor_dialog: Optional[SupervisorDialog] = None
        self.outer = QVBoxLayout(self)
        self.outer.setContentsMargins(14, 10, 14, 10)
        self.outer.setSpacing(4)
        self.title = label("jackpotTitle", 24, True, theme.ACCENT)
        self.meter = label("jackpotMeter", 22, True)
        self.rule = label("jackpotRule", 17, False, theme.TEXT_SOFT)
        self.rule.setWordWrap(True)
        self.stage = label("jackpotStage", 19, False)
        self.stage.setWordWrap(True)
        self.hands = QWidget()
        self.hands.setObjectName("jackpotHands")
        self.hands.setStyleSheet("QWidget#jackpotHands { background:transparent; }")
        self.hands_box = QVBoxLayout(self.hands)
        self.hands_box.setContentsMargins(0, 0, 0, 0)
        self.hands_box.setSpacing(2)
        for part in (self.title, self.meter, self.hands, self.rule):
            self.outer.addWidget(part)
        self.outer.addStretch(1)
        self.outer.addWidget(self.stage)
        self.button = KeyButton("jackpotButton", "", "K")
        self.button.setFixedHeight(PUSH_HEIGHT)
        self.button.clicked.connect(self.act)
        # Beside K, not under it: the panel's height is the cards' on a 1280x720 terminal.
        self.release_button = KeyButton("jackpotReleaseButton", "", "X")
        self.release_button.setFixedHeight(PUSH_HEIGHT)
        self.release_button.clicked.connect(self.release)
        keys = QHBoxLayout()
        keys.setSpacing(8)
        keys.addWidget(self.button, 3)
        keys.addWidget(self.release_button, 2)
        self.outer.addLayout(keys)

    # ------------------------------------------------------------ the key

    def act(self) -> Optional[SupervisorDialog]:
        """K: the dealer's confirmation, or the two signatures of the payment."""
        view = self._view
        if view is None:
            return None
        if view.stage == "confirm":
            self.table.confirm_jackpot()
            return None
        purpose = translate("JackpotPanel", "Bad beat jackpot of hand {hand}, {meter} to pay: a supervisor authorises the "
                               "payment (1 of 2).").format(hand=view.hand_number, meter=amount(view.meter))
        self.supervisor_dialog = ask_supervisor(
            self.window_, purpose, lambda supervisor, pin, _reason: self.table.authorise_jackpot(supervisor, pin),
            rules=self.table.check_jackpot_payment, refused=self.refused.emit)
        if self.supervisor_dialog is not None:
            self.supervisor_dialog.accepted.connect(lambda: self._management(view))
        return self.supervisor_dialog

    def release(self) -> Optional[SupervisorDialog]:
        """X: a supervisor releases the hit unpaid, with their PIN and why."""
        view = self._view
        if view is None:
            return None
        purpose = translate("JackpotPanel", "Bad beat jackpot of hand {hand}: a supervisor releases it, nothing paid at "
                               "the table, the meter untouched. Say why.").format(hand=view.hand_number)
        self.supervisor_dialog = ask_supervisor(
            self.window_, purpose, lambda supervisor, pin, reason: self.table.release_jackpot(supervisor, pin, reason),
            rules=self.table.check_jackpot_release, refused=self.refused.emit, ask_reason=True)
        return self.supervisor_dialog

    def _management(self, view: JackpotHitView) -> None:
        purpose = translate("JackpotPanel", "Bad beat jackpot of hand {hand}, {meter} to pay: the management, another "
                               "supervisor, authorises the payment (2 of 2).").format(hand=view.hand_number,
                                                                                     meter=amount(view.meter))
        self.supervisor_dialog = ask_supervisor(
            self.window_, purpose, lambda supervisor, pin, _reason: self.table.pay_jackpot(supervisor, pin),
            rules=self.table.check_jackpot_management, refused=self.refused.emit)

    # ------------------------------------------------------------ drawing

    def show_hit(self, view: Optional[JackpotHitView]) -> None:
        changed = view != self._view
        self._view = view
        self.setVisible(view is not None)
        if view is None or not changed:
            return
        self._draw(view)

    def _draw(self, view: JackpotHitView) -> None:
        self.title.setText(translate("JackpotPanel", "Bad beat jackpot: hand {hand}").format(hand=view.hand_number))
        self.meter.setText(translate("JackpotPanel", "To pay: {meter}").format(meter=amount(view.meter)))
        while self.hands_box.count():
            item = self.hands_box.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        for name, hand, word in (("jackpotLoser", view.loser, translate("JackpotPanel", "Loses: {who}")),
                                 ("jackpotWinner", view.winner, translate("JackpotPanel", "Wins the pot: {who}"))):
            self._add_hand(name, hand, word)
        self.rule.setText(render(view.rule))
        if view.stage == "confirm":
            self.stage.setText(translate("JackpotPanel", "Found from the cards shown. Check both hands, then confirm (K). "
                                            "No next hand until it is paid."))
            self.button.setText(translate("JackpotPanel", "Confirm the bad beat"))
        else:
            said = translate("JackpotPanel", "Confirmed by {dealer}.").format(dealer=view.confirmed_by)
            if view.first_signature:
                said += " " + translate("JackpotPanel", "Authorised by {supervisor}; the management signs next.").format(
                    supervisor=view.first_signature)
            self.stage.setText(said)
            self.button.setText(translate("JackpotPanel", "Authorise the payment…"))
        self.release_button.setText(translate("JackpotPanel", "Release unpaid…"))

    def _add_hand(self, name: str, hand: JackpotHand, word: str) -> None:
        who = label(f"{name}Who", 19, True)
        who.setText(word.format(who=translate("JackpotPanel", "seat {seat} ({name})").format(seat=hand.seat, name=hand.name)))
        self.hands_box.addWidget(who)
        self.hands_box.addWidget(cards_row(f"{name}Card", hand.cards, render(hand.hand)))

    def retranslate(self) -> None:
        if self._view is not None:
            self._draw(self._view)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)
