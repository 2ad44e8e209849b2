"""Text that does not fit its widget, measured with Qt's own font metrics (issue 16, point 5).

``cut_texts(window)`` lists every visible QLabel, QAbstractButton, QLineEdit and QComboBox under
``window`` whose text is wider than the room the widget gives it, as "objectName (class): 'text' needs
N px, has M px". The room is the one Qt draws the text in:

- a label: its contentsRect less its margin and indent; each line of plain text measured with
  horizontalAdvance, rich text (cards, markers) laid out by a QTextDocument in the label's font; a
  word-wrapped label fits when heightForWidth(its width) is not taller than the label, and no single
  word is wider than the label;
- a push button: the style's contents rectangle (the style sheet's border and padding taken off);
- a line edit: the style's text rectangle less the text margins and Qt's 2 px each side; the text, or
  the placeholder when empty;
- a combo box: the style's edit field, for every item (the dealer may pick any of them).

A widget that sticks out of its window is listed too ("... lies outside the window").

Issue 24 asks more of the table screen, and these are listed too:

- a label marked ``fit.ONE_LINE`` (the header's) that wraps, or that its own "…" shortens: it must say
  its words on one line, shortened in a designed way (ui/table/header_bar.py) if at all;
- a word-wrapped label that breaks a line at a hyphen inside a word ("БОМБ-" / "ПОТ");
- any widget, not only a text, lying outside its parent (a panel's button half outside it);
- ``table_problems(table)``: seat boxes over each other or over the middle, chips nearer another seat,
  the dealer button over a card, a seat or chips, and the runs' boards (RULES.md 11) not all one size.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6 import QtGui
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QComboBox, QLabel, QLineEdit, QPushButton,
                               QStyle, QStyleOptionButton, QStyleOptionComboBox, QStyleOptionFrame, QWidget)

from ui.kit import fit

SLACK = 1     # a pixel of rounding between the metrics and the layout


def _name(widget: QWidget) -> str:
    return f"{widget.objectName() or '(unnamed)'} ({type(widget).__name__})"


def _rich(label: QLabel) -> bool:
    fmt = label.textFormat()
    return fmt == Qt.TextFormat.RichText or fmt == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(label.text())


def rich_text_width(html: str, font) -> float:
    """How wide ``html`` lays out on one line in ``font`` (as a QLabel draws it: no document margin)."""
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.NoWrap)
    doc.setDefaultTextOption(option)
    doc.setHtml(html)
    return doc.idealWidth()


def wrapped_lines(text: str, font, width: float, rich: bool = False) -> list[str]:
    """The lines ``text`` is broken into at ``width`` px (Qt's own line breaking, as a label wraps it)."""
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(text) if rich else doc.setPlainText(text)
    doc.setTextWidth(max(1.0, width))
    doc.size()                                       # laid out
    lines = []
    block = doc.begin()
    while block.isValid():
        layout, words = block.layout(), block.text()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(words[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return lines


def _hyphen_break(label: QLabel, width: int) -> str | None:
    """A wrapped label that ends a line inside a hyphenated word ("БОМБ-" then "ПОТ")."""
    lines = wrapped_lines(label.text(), label.font(), width, _rich(label))
    for line, after in zip(lines, lines[1:]):
        if len(line) >= 2 and line[-1] in "-\u2010" and line[-2].isalpha() and after[:1].isalpha():
            return f"{_name(label)}: {label.text()!r} splits {line.split()[-1] + after.split()[0]!r} at its hyphen"
    return None


def _one_line_problem(label: QLabel, text: str, width: int) -> str | None:
    """A label that must say its words on one line (``fit.ONE_LINE``): neither wrapped nor elided."""
    if label.wordWrap() and len(wrapped_lines(text, label.font(), width, _rich(label))) > 1:
        return f"{_name(label)}: {text!r} wraps at {width} px: it must stay on one line"
    if text != label.text():
        return f"{_name(label)}: {label.text()!r} is elided to {text!r}"
    return None


def _label_problem(label: QLabel) -> str | None:
    text = label.shown_text() if hasattr(label, "shown_text") else label.text()
    if not text:
        return None
    room = label.contentsRect()
    inset = 2 * label.margin() + (max(label.indent(), 0) if label.indent() >= 0 else 0)
    width = room.width() - inset
    fm = label.fontMetrics()
    if label.property(fit.ONE_LINE) and (problem := _one_line_problem(label, text, width)):
        return problem
    if label.wordWrap() and (problem := _hyphen_break(label, width)):
        return problem
    if label.wordWrap():
        need_h = label.heightForWidth(label.width())
        if need_h > label.height() + SLACK:
            return f"{_name(label)}: {text!r} needs {need_h} px high at {label.width()} px wide, has {label.height()} px"
        if not _rich(label):
            widest = max((fm.horizontalAdvance(w) for w in text.split()), default=0)
            if widest > width + SLACK:
                return f"{_name(label)}: a word of {text!r} needs {widest} px, has {width} px"
        return None
    if _rich(label):
        need = rich_text_width(text, label.font())
    else:
        need = max(fm.horizontalAdvance(line) for line in text.split("\n"))
        lines = text.count("\n") + 1
        if lines * fm.lineSpacing() - fm.leading() > room.height() + SLACK:
            return (f"{_name(label)}: {text!r} needs {lines * fm.lineSpacing()} px high, "
                    f"has {room.height()} px")
    if need > width + SLACK:
        return f"{_name(label)}: {text!r} needs {need:.0f} px, has {width} px"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    text = button.shown_text() if hasattr(button, "shown_text") else button.text()
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text:
        return None
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
    else:
        room = button.contentsRect()
    fm = button.fontMetrics()
    need = max(fm.horizontalAdvance(line) for line in text.split("\n"))
    if not button.icon().isNull():
        need += button.iconSize().width() + 4
    if need > room.width() + SLACK:
        return f"{_name(button)}: {text!r} needs {need} px, has {room.width()} px"
    lines = text.count("\n") + 1
    if lines * fm.height() > room.height() + SLACK:
        return f"{_name(button)}: {text!r} needs {lines * fm.height()} px high, has {room.height()} px"
    hint = button.hint_rect() if hasattr(button, "hint_rect") else None
    if hint is not None and not hint.isEmpty():
        # The key written in the corner must not be drawn over the words (each line centred in the button).
        top = room.center().y() - lines * fm.height() / 2
        for k, line in enumerate(text.split("\n")):
            width = fm.horizontalAdvance(line)
            words = QRectF(room.center().x() - width / 2, top + k * fm.height(), width, fm.ascent())
            if words.intersects(hint):
                break
        else:
            words = None
        if words is not None:
            return (f"{_name(button)}: {text!r} runs under its key {button.key_hint!r} (words "
                    f"{words.getRect()}, key {hint.getRect()}, button {button.width()}×{button.height()})")
    return None


def _line_edit_room(edit: QLineEdit) -> int:
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    return room.width() - margins.left() - margins.right() - 2 * 2


def _line_edit_problem(edit: QLineEdit) -> str | None:
    text = edit.text() or edit.placeholderText()
    if not text or edit.echoMode() != QLineEdit.EchoMode.Normal and edit.text():
        return None
    if edit.parent() is not None and isinstance(edit.parent(), QComboBox):
        return None                                  # measured as the combo box
    need = edit.fontMetrics().horizontalAdvance(text)
    room = _line_edit_room(edit)
    if need > room + SLACK:
        return f"{_name(edit)}: {text!r} needs {need} px, has {room} px"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo)
    fm = combo.fontMetrics()
    for i in range(combo.count()):
        text = combo.itemText(i)
        need = fm.horizontalAdvance(text)
        if need > room.width() + SLACK:
            return f"{_name(combo)}: item {text!r} needs {need} px, has {room.width()} px"
    return None


def _outside(widget: QWidget, window: QWidget) -> str | None:
    """Cut by the window or by a panel it is in (a box wider than its group is drawn half)."""
    parent = widget.parentWidget()
    while parent is not None:
        top_left = widget.mapTo(parent, widget.rect().topLeft())
        where = QRect(top_left, widget.size())
        if parent.objectName() == "qt_scrollarea_viewport":
            # Scrolls into view downwards; a column that scrolls only down must hold it across.
            scroller = parent.parentWidget()
            if scroller.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff and (
                    where.left() < -SLACK or where.right() > parent.width() + SLACK):
                return (f"{_name(widget)} is cut across by {_name(scroller)}: {where.x()}..{where.right()} "
                        f"in {parent.width()}")
            return None
        if not parent.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(where):
            return (f"{_name(widget)} lies outside {_name(parent)}: {where.x()},{where.y()} "
                    f"{where.width()}×{where.height()} in {parent.width()}×{parent.height()}")
        if parent is window:
            return None
        parent = parent.parentWidget()
    return None


def _own(widget: QWidget) -> bool:
    """A widget the console placed, not one Qt makes and places itself (a scroll bar, a combo box's list)."""
    while widget is not None and not widget.isWindow():
        name = widget.objectName()
        if isinstance(widget.parentWidget(), QComboBox) or name.startswith("qt_") and name != "qt_scrollarea_viewport":
            return False
        widget = widget.parentWidget()
    return True


def _laid_out(layout) -> list[QWidget]:
    """The widgets a layout places, its nested layouts' too."""
    found = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            found.append(item.widget())
        elif item.layout() is not None:
            found += _laid_out(item.layout())
    return found


def laid_over(window: QWidget) -> list[str]:
    """Widgets a layout placed over each other (a layout given less room than its widgets' minimum)."""
    problems = []
    for parent in [window, *window.findChildren(QWidget)]:
        if parent.layout() is None or not parent.isVisibleTo(window) and parent is not window:
            continue
        placed = [w for w in _laid_out(parent.layout()) if w.isVisibleTo(window) and not w.geometry().isEmpty()]
        for i, a in enumerate(placed):
            for b in placed[i + 1:]:
                both = a.geometry().intersected(b.geometry())
                if both.width() > SLACK and both.height() > SLACK:
                    problems.append(f"{_name(a)} and {_name(b)} are laid over each other "
                                    f"({both.width()}×{both.height()} px)")
    return problems


def cut_texts(window: QWidget) -> list[str]:
    """Every text under ``window`` (shown) that its widget cuts, in words; empty when all fit."""
    window.ensurePolished()
    problems = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisibleTo(window) and widget is not window:
            continue
        widget.ensurePolished()
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
        elif isinstance(widget, QLineEdit):
            problem = _line_edit_problem(widget)
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
        else:
            problem = None
        if problem is None and widget is not window and _own(widget):
            problem = _outside(widget, window)
        if problem:
            problems.append(problem)
    return problems + laid_over(window)


def _on(table: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(table, widget.rect().topLeft()), widget.size())


def table_problems(table: QWidget) -> list[str]:
    """The table picture (ui/table/table_view.py) as a dealer reads it: no seat on another or on the middle's
    words and cards, each stack of chips nearest its own seat, the dealer button on the felt (over no
    card, seat or chips), every run's board (RULES.md 11) the same size, each card whole in the table."""
    from ui.table.seat_box import CardFace
    problems = table.seats_overlapping() + table.hidden_by_seats() + table.bets_nearer_another_seat()
    cards = [c for c in table.findChildren(CardFace) if c.isVisibleTo(table)]
    runs = [c for c in cards if c.objectName().startswith("run")]
    sizes = {(c.width(), c.height()) for c in runs}
    if len(sizes) > 1:
        problems.append(f"the runs' boards are not one size: {sorted(sizes)}")
    for card in cards:
        if not table.rect().contains(_on(table, card)):
            problems.append(f"{_name(card)} lies outside the table")
    puck = table.puck
    if puck.isVisibleTo(table):
        where = _on(table, puck)
        under = [c for c in cards if where.intersects(_on(table, c))]
        under += [box for box in table.seats.values() if box.isVisibleTo(table) and where.intersects(_on(table, box))]
        under += [bet for bet in table.bets.values() if bet.isVisibleTo(table) and where.intersects(_on(table, bet))]
        if not table.rect().contains(where):
            problems.append("the dealer button lies outside the table")
        problems += [f"the dealer button lies over {_name(w)}" for w in under]
    return problems


def cell_problems(table) -> list[str]:
    """Every cell of a QTableWidget whose text its row cuts (issue 25, item 10): the text wrapped at the
    cell's width (the style sheet's 8 px padding each side) must be no taller than the row, and no word wider
    than the cell. Measured with the font the cell is drawn in (its own, else the table's)."""
    from PySide6.QtGui import QFont, QFontMetrics
    problems = []
    table.ensurePolished()
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is None or not item.text() or table.isColumnHidden(c):
                continue
            font = item.data(Qt.ItemDataRole.FontRole)
            font = QFont(font) if font is not None else table.font()
            metrics = QFontMetrics(font)
            room = table.columnWidth(c) - 16
            height = table.rowHeight(r) - 8
            needed = metrics.boundingRect(QRect(0, 0, room, 100_000), int(Qt.TextFlag.TextWordWrap), item.text())
            widest = max(metrics.horizontalAdvance(word) for word in item.text().split())
            if needed.height() > height + SLACK or widest > room + SLACK:
                problems.append(f"row {r} column {c}: {item.text()!r} needs {widest}×{needed.height()} px, "
                                f"has {room}×{height} px")
    return problems
