"""Adding a supervisor at the console, in the console's language (no terminal needed).

The first supervisor of a console is never added here: the club sets it up
with ``dealer-app supervisor init`` (issue 18), and the dialog says so; every
later one needs an existing supervisor's id and PIN, checked and recorded
like any act a supervisor authorises. A supervisor changes their own PIN here
too: their id as the new one and as the authorising one. The new PIN is typed twice,
hidden, and never kept by this dialog: the fields are cleared whatever the
answer. The controller (``add_supervisor``) checks the id and PIN rules and
says a refusal in words. "Of the management" adds a management supervisor (the bad beat jackpot's second
signature): the controller says who may authorise that.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QCheckBox, QDialog, QGridLayout, QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.desk_widgets import DESK_STYLESHEET, button, line_edit, message_label, say_in, text_label
from ..kit.i18n import is_language_change, render, translate
from ..kit.ports import SessionDeskLike

C = "SupervisorAdd"


def _pin_field(name: str) -> QLineEdit:
    field = line_edit(name)
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setMaxLength(12)
    field.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,12}"), field))
    return field


class SupervisorAddDialog(QDialog):
    """The new supervisor's id, name and PIN (twice); an existing supervisor's id and PIN."""

    def __init__(self, desk: SessionDeskLike, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.desk = desk
        self.setObjectName("supervisorAddDialog")
        self.setStyleSheet(DESK_STYLESHEET)
        self.setMinimumWidth(820)
        page = QVBoxLayout(self)
        page.setContentsMargins(20, 16, 20, 16)
        page.setSpacing(theme.GAP)
        self.heading = text_label("supervisorAddHeading", 26, True)
        self.heading.setWordWrap(True)
        self.explain = text_label("supervisorAddExplain", 20, False, theme.TEXT_SOFT)
        self.explain.setWordWrap(True)
        page.addWidget(self.heading)
        page.addWidget(self.explain)
        grid = QGridLayout()
        grid.setHorizontalSpacing(theme.GAP * 2)
        grid.setVerticalSpacing(theme.GAP)
        self.id_field = line_edit("newSupervisorId")
        self.id_field.setMaxLength(32)
        self.name_field = line_edit("newSupervisorName")
        self.name_field.setMaxLength(60)
        self.pin_field = _pin_field("newSupervisorPin")
        self.pin_again_field = _pin_field("newSupervisorPinAgain")
        self.by_field = line_edit("authorisingSupervisorId")
        self.by_field.setMaxLength(32)
        self.by_pin_field = _pin_field("authorisingSupervisorPin")
        self.captions = {}
        rows = (("id", self.id_field), ("name", self.name_field), ("pin", self.pin_field),
                ("again", self.pin_again_field), ("by", self.by_field), ("by_pin", self.by_pin_field))
        for r, (key, field) in enumerate(rows):
            caption = text_label(f"supervisorAdd_{key}", 20, True)
            caption.setWordWrap(True)
            self.captions[key] = caption
            grid.addWidget(caption, r, 0)
            grid.addWidget(field, r, 1)
        self.management_box = QCheckBox()
        self.management_box.setObjectName("newSupervisorManagement")
        grid.addWidget(self.management_box, len(rows), 1)
        grid.setColumnStretch(1, 1)
        page.addLayout(grid)
        self.message = message_label("supervisorAddMessage")
        page.addWidget(self.message)
        row = QHBoxLayout()
        self.close_button = button("closeSupervisorAddButton", "Esc")
        self.add_button = button("addSupervisorButton")
        row.addWidget(self.close_button)
        row.addStretch(1)
        row.addWidget(self.add_button)
        page.addLayout(row)
        self.close_button.clicked.connect(self.reject)
        self.add_button.clicked.connect(self.add)
        self.by_pin_field.returnPressed.connect(self.add)
        self.retranslate()

    @property
    def first(self) -> bool:
        """No supervisor yet: the club's set-up command comes first (said in the dialog)."""
        return self.desk.supervisor_count() == 0

    def retranslate(self) -> None:
        first = self.first
        self.setWindowTitle(translate("SupervisorAdd", "Supervisors"))
        self.heading.setText(translate("SupervisorAdd", "No supervisor is set up on this console") if first
                             else translate("SupervisorAdd", "Add a supervisor"))
        self.explain.setText(
            translate("SupervisorAdd", "The first supervisor is set up by the club, never here: "
                                       "'dealer-app supervisor init ID --table TABLE' (see the README). Then "
                                       "supervisors add others here with their id and PIN.") if first
            else translate("SupervisorAdd", "An existing supervisor authorises the addition with their id and PIN "
                                            "(recorded). To change your own PIN, type your id as the new "
                                            "supervisor's and as the authorising one, your current PIN below."))
        for key, words in (("id", translate("SupervisorAdd", "New supervisor's id")),
                           ("name", translate("SupervisorAdd", "Name (as shown)")),
                           ("pin", translate("SupervisorAdd", "New PIN (6 to 12 digits)")),
                           ("again", translate("SupervisorAdd", "The same PIN again")),
                           ("by", translate("SupervisorAdd", "Authorising supervisor's id")),
                           ("by_pin", translate("SupervisorAdd", "Their PIN"))):
            self.captions[key].setText(words)
        for key, field in (("by", self.by_field), ("by_pin", self.by_pin_field)):
            self.captions[key].setVisible(not first)
            field.setVisible(not first)
        self.management_box.setText(translate("SupervisorAdd", "Of the management (signs the bad beat jackpot's "
                                                                "payment)"))
        self.management_box.setVisible(not first)
        self.id_field.setPlaceholderText(translate("SupervisorAdd", "e.g. M-01"))
        self.add_button.setText(translate("SupervisorAdd", "Add the supervisor"))
        self.close_button.setText(translate("SupervisorAdd", "Close"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    def add(self) -> Optional[str]:
        """Add the supervisor; the PIN fields are emptied whatever the answer."""
        new_id, name = self.id_field.text().strip(), self.name_field.text().strip()
        pin, again, by, by_pin = (self.pin_field.text(), self.pin_again_field.text(), self.by_field.text().strip(),
                                  self.by_pin_field.text())
        for field in (self.pin_field, self.pin_again_field, self.by_pin_field):
            field.clear()
        if not new_id:
            message = translate("SupervisorAdd", "Type the new supervisor's id first.")
            say_in(self.message, message)
            self.id_field.setFocus()
            return message
        role = {"role": "management"} if self.management_box.isChecked() else {}
        refusal = self.desk.add_supervisor(new_id, name, pin, again, by, by_pin, **role)
        if refusal:
            say_in(self.message, render(refusal))
            return render(refusal)
        say_in(self.message, translate("SupervisorAdd", "Supervisor {id} added: they can sign in now.").format(
            id=new_id), refusal=False)
        self.id_field.clear()
        self.name_field.clear()
        self.management_box.setChecked(False)
        self.retranslate()                       # the next one needs a supervisor's PIN
        return None
