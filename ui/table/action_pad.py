"""The action pad: what the player to act may do, straight from ``legal()``.

Illegal actions are disabled, never answered with an error box. The
pot-limit maximum is always on screen, large, as a total ("raise to 105"),
with its arithmetic and the chips to add. The pad only reads the view and
reports the dealer's choice; the controller applies it.
"""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QRegularExpression, Qt, QTimer, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from ..kit import fit, theme
from ..kit.i18n import QT_TRANSLATE_NOOP, amount, is_language_change, render, translate
from ..kit.key_button import KeyButton, button_keys
from ..kit.vocabulary import structure_name
from ..views.table import PadView
from ui.views.betting import raise_to_words

ACTION_HEIGHT = 100
PRESET_HEIGHT = 76
PRESET_WORDS = {"min": QT_TRANSLATE_NOOP("ActionPad", "Min"), "half_pot": QT_TRANSLATE_NOOP("ActionPad", "½ Pot"),
                "pot": QT_TRANSLATE_NOOP("ActionPad", "Pot"), "all_in": QT_TRANSLATE_NOOP("ActionPad", "All-in")}




def raise_word_words(word: str) -> str:
    """"Bet" / "Raise", alone on the button."""
    return translate("ActionPad", "Bet") if word == "bet" else translate("ActionPad", "Raise")


def first_up(text: str) -> str:
    return text[:1].upper() + text[1:]


def _set_visible(widget: QWidget, visible: bool) -> None:
    """Shown or hidden only when that changes: each change lays the pad out again and repaints it."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


def amount_refusal(pad: PadView, typed: Optional[int]) -> str:
    """Why the amount typed cannot be recorded, or "" when it can: it is recorded exactly as typed or
    refused in these words, never replaced by the nearest amount allowed."""
    word = pad.raise_word
    if typed is None:
        return translate("ActionPad", "Type the amount: {low} at least, {high} at most.").format(
            low=render(raise_to_words(word, pad.min_to)), high=amount(pad.max_to))
    if typed > pad.max_to:
        return translate("ActionPad", "{typed} is above the maximum: {action} at most.").format(
            typed=amount(typed), action=render(raise_to_words(word, pad.max_to)))
    if typed < pad.min_to:
        return translate("ActionPad", "{typed} is below the minimum: {action} at least.").format(
            typed=amount(typed), action=render(raise_to_words(word, pad.min_to)))
    return ""


class AmountField(QLineEdit):
    """The amount to bet or raise to, as the dealer types it.

    Digits (and spaces between thousands) only, of any length: the field
    never cuts a digit nor changes what was typed to the nearest amount
    allowed (a spin box does both). Whether the amount may be recorded is
    the pad's to say, in words. Focused by a click or Tab, it selects what
    it holds, so the amount typed replaces the one shown.
    """

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("amountField")
        self.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9\s]*"), self))
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def value(self) -> Optional[int]:
        """The amount typed, or None when the field holds no digit."""
        digits = "".join(self.text().split())
        return int(digits) if digits else None

    def setValue(self, value: int) -> None:  # noqa: N802 - the spin box's name, kept for callers
        self.setText(str(value))

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().focusInEvent(event)
        # After the click has placed the cursor: the whole amount, ready to be typed over.
        QTimer.singleShot(0, self, self.selectAll)


def label(name: str, px: int, bold: bool = False, colour: str = theme.TEXT) -> QLabel:
    """A label in the console's type: named for tests, sized in pixels for arm's-length reading."""
    widget = QLabel()
    widget.setObjectName(name)
    widget.setStyleSheet(f"font-size:{px}px; font-weight:{'bold' if bold else 'normal'}; color:{colour};"
                         "background:transparent;")
    return widget


_label = label


class ActionPad(QFrame):
    """Fold, Check/Call, Bet/Raise with its amount and presets, and the pot-limit maximum.

    ``intent`` carries (kind, amount): kind is "fold", "check", "call", "raise" or "all-in".
    """

    intent = Signal(str, object)
    refused = Signal(str)          # a raise asked for that cannot be recorded, and why

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("actionPad")
        self._pad: Optional[PadView] = None
        self._compact = False            # the small screen's scale (set_compact)
        self._range_key: Optional[tuple] = None
        self.outer = outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 14, 16, 16)
        outer.setSpacing(theme.GAP)

        # Who is to act: a colour AND the words "TO ACT".
        who = QHBoxLayout()
        who.setSpacing(10)
        self.to_act_tag = _label("toActTag", 20, True, theme.ACCENT_TEXT)
        self.to_act_tag.setStyleSheet(f"font-size:20px; font-weight:bold; color:{theme.ACCENT_TEXT};"
                                      f"background:{theme.ACCENT}; border-radius:6px; padding:4px 8px;")
        # A long name ends in "…" (whole in the tooltip): a second line would push the buttons down.
        self.actor = fit.ElidedLabel()
        self.actor.setObjectName("actorLabel")
        self.actor.setStyleSheet(f"font-size:28px; font-weight:bold; color:{theme.TEXT}; background:transparent;")
        who.addWidget(self.to_act_tag)
        who.addWidget(self.actor, 1)
        outer.addLayout(who)
        self.facing = _label("facingLabel", 22, False, theme.TEXT_SOFT)
        self.facing.setWordWrap(True)
        outer.addWidget(self.facing)

        # The maximum: always visible, large.
        self.max_box = QFrame()
        self.max_box.setObjectName("maxBox")
        self.max_box.setStyleSheet(f"QFrame#maxBox {{ border:3px solid {theme.ACCENT}; border-radius:12px;"
                                   "background:#1d1f23; }")
        max_layout = QVBoxLayout(self.max_box)
        max_layout.setContentsMargins(14, 8, 14, 10)
        max_layout.setSpacing(2)
        self.max_caption = _label("maxCaption", 17, True, theme.TEXT_SOFT)
        self.max_value = _label("maxLabel", 50, True, theme.ACCENT)
        self.max_arithmetic = _label("maxArithmetic", 26, True)
        self.max_arithmetic.setWordWrap(True)
        self.max_adds = _label("maxAdds", 24, True)
        self.min_line = _label("minLabel", 20, False, theme.TEXT_SOFT)
        self._line_px = ((self.max_caption, 17), (self.max_value, 50), (self.max_arithmetic, 26),
                         (self.max_adds, 24), (self.min_line, 20))
        for w, px in self._line_px:
            # A label's size hint does not see the pixel size its style sheet sets: without a floor,
            # a crowded window squeezes the maximum's lines onto each other.
            w.setMinimumHeight(round(px * 1.3))
            max_layout.addWidget(w)
        self.max_layout = max_layout
        # The maximum as the fewest chips of the table's set (RULES.md 11), when the session names one.
        self.max_chips = _label("maxChips", 18, True, theme.TEXT_SOFT)
        self.max_chips.setWordWrap(True)
        self.max_chips.hide()
        max_layout.addWidget(self.max_chips)
        outer.addWidget(self.max_box)

        # The amount to bet or raise to, limited to [min, max].
        amount_row = QHBoxLayout()
        amount_row.setSpacing(theme.GAP)
        self.amount_caption = _label("amountCaption", 22, True)
        self.amount = AmountField()
        self.amount.setTextMargins(12, 0, 12, 0)
        self.amount.setPlaceholderText("—")
        self.amount.setMinimumWidth(170)
        self.amount.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.amount_adds = _label("amountAdds", 22, True, theme.TEXT_SOFT)
        self.amount_adds.setMinimumWidth(130)
        amount_row.addWidget(self.amount_caption)
        amount_row.addWidget(self.amount, 1)
        amount_row.addWidget(self.amount_adds)
        outer.addLayout(amount_row)

        presets = QGridLayout()
        presets.setSpacing(theme.GAP)
        self.preset_buttons = {
            key: KeyButton(name, translate("ActionPad", PRESET_WORDS[key]), letter)
            for key, name, letter in (("min", "presetMin", "M"), ("half_pot", "presetHalfPot", "H"),
                                      ("pot", "presetPot", "W"), ("all_in", "presetAllIn", "A"))}
        self.preset_buttons["all_in"].key_tooltip = False       # its own tooltip says what A does
        for i, (key, button) in enumerate(self.preset_buttons.items()):
            button.setFixedHeight(PRESET_HEIGHT)
            presets.addWidget(button, 0, i)
            button.clicked.connect(lambda _=False, k=key: self._use_preset(k))
        outer.addLayout(presets)
        # M the minimum, H half the pot, W the whole pot: free letters of the table (P pushes the pots; O, Y,
        # L are a language's yes, Д on the L key). A is the window's own (it says why when all-in is off).
        self.preset_keys = button_keys(self, *(self.preset_buttons[k] for k in ("min", "half_pot", "pot")))

        actions = QGridLayout()
        actions.setSpacing(theme.GAP)
        self.fold_button = KeyButton("foldButton", "", "F")
        self.call_button = KeyButton("callButton", "", "C")
        self.raise_button = KeyButton("raiseButton", "", "R")
        for i, b in enumerate((self.fold_button, self.call_button, self.raise_button)):
            b.setFixedHeight(ACTION_HEIGHT)
            actions.addWidget(b, 0, i)
        actions.setColumnStretch(0, 2)
        actions.setColumnStretch(1, 3)
        actions.setColumnStretch(2, 3)
        outer.addLayout(actions)
        self.closed = _label("closedLabel", 19, False, theme.WARN)
        self.closed.setWordWrap(True)
        outer.addWidget(self.closed)
        # Why the amount typed cannot be recorded: under the buttons, so that the pad does not move.
        self.amount_refusal = _label("amountRefusal", 20, True, theme.WARN)
        self.amount_refusal.setWordWrap(True)
        outer.addWidget(self.amount_refusal)
        outer.addStretch(1)

        self.fold_button.clicked.connect(lambda: self.intent.emit("fold", None))
        self.call_button.clicked.connect(self._check_or_call)
        self.raise_button.clicked.connect(self._raise)
        self.amount.textChanged.connect(self._amount_changed)
        self.amount.returnPressed.connect(self._raise)
        self.retranslate()

    def _say_refusal(self, text: str) -> None:
        """Why the amount typed cannot be recorded, under the buttons."""
        self.amount_refusal.setText(text)
        self._fit_lines()

    def _fit_lines(self) -> None:
        """The minimum's line is the one line the pad can spare (the Min preset and the amount's "adds"
        say the same): it goes when the pad lacks room for every line (a small screen, a long Russian
        line wrapped), and on a small screen while a refusal needs a line (the refusal says the minimum
        or the maximum itself). Never a line laid over another; nothing shown or hidden for nothing
        (each change lays the pad out and repaints it)."""
        refusal = bool(self.amount_refusal.text())
        _set_visible(self.amount_refusal, refusal or not self._compact)
        wanted = not (refusal and self._compact)
        layout = self.layout()
        if wanted and layout is not None and self.height() > 0:
            layout.activate()                # the texts just set, laid out before they are measured
            room = self.max_box.height() - self.max_box.minimumSizeHint().height()
            if not self.min_line.isHidden():
                wanted = room >= 0
            else:                            # would it fit, shown again?
                wanted = room >= self.min_line.minimumHeight() + self.max_layout.spacing()
        _set_visible(self.min_line, wanted)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_lines()

    def set_compact(self, compact: bool) -> None:
        """Room for a small screen's type (ui/kit/fit.py scales the type and the buttons)."""
        self._compact = compact
        self._say_refusal(self.amount_refusal.text())
        # Tighter on a small screen: at 1280×720 with the cash bar shown (a run offer) the pad keeps its least
        # height without a line laid over another (issue 24).
        for w, px in self._line_px:
            w.setMinimumHeight(round(fit.type_px(px, compact) * (1.22 if compact else 1.3)))
        self.outer.setContentsMargins(*((12, 6, 12, 6) if compact else (16, 14, 16, 16)))
        self.outer.setSpacing(theme.GAP - 4 if compact else theme.GAP)
        self.max_layout.setContentsMargins(*((10, 4, 10, 6) if compact else (14, 8, 14, 10)))

    def retranslate(self) -> None:
        """Every word on the pad in the language in force (also after a switch)."""
        self.to_act_tag.setText(" " + translate("ActionPad", "TO ACT") + " ")
        self.amount.setAccessibleName(translate("ActionPad", "amount to bet or raise to"))
        self.preset_buttons["all_in"].setToolTip(
            translate("ActionPad", "sets the amount to all-in; key A goes all-in at once"))
        self.fold_button.setText(translate("ActionPad", "Fold"))
        # Every button shows its key in a corner; the whole list is the pad's tooltip (a legend on
        # screen took four lines in French that the pot-limit maximum needs).
        self.setToolTip(translate("ActionPad", "Keys: F fold · C check/call · R bet/raise · A all-in · "
                                               "J chips put in · Enter in the amount: raise · Space deal a "
                                               "card · D deal to action · S show hands · N new hand · "
                                               "Ctrl+Z undo · E type a card · Esc leave a field"))
        self.show_pad(self._pad)         # the amount typed stays; its words are said again

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    @property
    def current(self) -> Optional[PadView]:
        """The choices shown now (None when no player is to act)."""
        return self._pad

    # ------------------------------------------------------------- intents

    def _check_or_call(self) -> None:
        if self._pad is not None:
            self.intent.emit("check" if self._pad.can_check else "call", None)

    def _raise(self) -> None:
        """R, Enter in the amount or the button: the amount typed, exactly, or the reason it is not."""
        pad = self._pad
        if pad is None or not pad.can_raise:
            return
        typed = self.amount.value()
        refusal = amount_refusal(pad, typed)
        if refusal:
            self.refused.emit(refusal)
            return
        self.intent.emit("raise", typed)

    def all_in(self) -> None:
        if self._pad is not None and self._pad.all_in_allowed:
            self.intent.emit("all-in", None)

    def _use_preset(self, key: str) -> None:
        if self._pad is None or not self._pad.can_raise:
            return
        value = getattr(self._pad.presets, key)
        if value is not None:
            self.amount.setValue(value)

    def _amount_changed(self, _text: str = "") -> None:
        """The raise button says what R records now, or is off with the reason shown under it."""
        pad = self._pad
        if pad is None or not pad.can_raise:
            self._say_refusal("")
            return
        typed = self.amount.value()
        refusal = amount_refusal(pad, typed)
        self._say_refusal(refusal)
        self.raise_button.setEnabled(not refusal)
        if refusal:
            self.raise_button.setText(raise_word_words(pad.raise_word))
            self.amount_adds.setText("")
            return
        text = render(raise_to_words(pad.raise_word, typed).with_first_up())     # "Raise to 105" on the button
        if typed == pad.all_in_total:
            text = translate("ActionPad", "{action} (all-in)").format(action=text)
        self.raise_button.setText(text)
        self.amount_adds.setText(translate("ActionPad", "adds {amount}").format(amount=amount(typed - pad.own_bet)))

    # --------------------------------------------------------------- state

    def why_disabled(self, which: str) -> str:
        """Why an action is off now, for the message line when its key is pressed."""
        pad = self._pad
        if pad is None:
            return translate("ActionPad", "No player is to act now.")
        if which == "raise":
            if pad.can_raise:
                return amount_refusal(pad, self.amount.value())
            if pad.closed_reason:
                return first_up(render(pad.closed_reason))
            return translate("ActionPad", "Cannot bet now.") if pad.raise_word == "bet" else translate(
                "ActionPad", "Cannot raise now.")
        if which == "all-in":
            return render(pad.all_in_refusal)
        return ""

    def show_pad(self, pad: Optional[PadView]) -> None:
        self._pad = pad
        on = pad is not None
        self.to_act_tag.setVisible(on)
        self.fold_button.setEnabled(on)
        self.call_button.setEnabled(on)
        if pad is None:
            self._range_key = None
            self.actor.setText(translate("ActionPad", "No player to act"))
            self.facing.setText(translate("ActionPad", "Betting opens when the cards are dealt."))
            self.max_caption.setText(translate("ActionPad", "MAXIMUM"))
            self.max_value.setText("—")
            fit.set_sheet(self.max_value, f"font-size:50px; font-weight:bold; background:transparent;"
                          f"color:{theme.TEXT_SOFT};", self._compact)
            self.max_arithmetic.setText(translate("ActionPad", "no betting now"))
            self.max_adds.setText("")
            self.min_line.setText("")
            self.call_button.setText(translate("ActionPad", "Check / Call"))
            self.raise_button.setText(translate("ActionPad", "Bet / Raise"))
            self.amount_caption.setText(translate("ActionPad", "Amount"))
            self._set_raise_enabled(False)
            self._show_presets(None)
            self._show_chips(None)
            self.closed.setText("")
            self.closed.hide()
            return

        self.actor.setText(translate("ActionPad", "Seat {seat} · {name}").format(seat=pad.seat, name=pad.name))
        parts = [translate("ActionPad", "nothing to call") if pad.can_check else
                 translate("ActionPad", "to call {amount}").format(amount=amount(pad.to_call)),
                 translate("ActionPad", "pot {amount}").format(amount=amount(pad.pot)),
                 translate("ActionPad", "stack {amount}").format(amount=amount(pad.stack))]
        if pad.own_bet:
            parts.append(translate("ActionPad", "in front {amount}").format(amount=amount(pad.own_bet)))
        self.facing.setText(" · ".join(parts))
        if pad.can_check:
            self.call_button.setText(translate("ActionPad", "Check"))
        else:
            call = translate("ActionPad", "Call {amount}").format(amount=amount(pad.to_call))
            if pad.call_is_all_in:
                call = translate("ActionPad", "{action} (all-in)").format(action=call)
            self.call_button.setText(call)

        word = pad.raise_word
        self.max_caption.setText(translate("ActionPad", "{structure} MAXIMUM").format(
            structure=structure_name(pad.structure)).upper())
        # The maximum is bright only when it applies: a closed raise must not catch the eye.
        fit.set_sheet(self.max_value, f"font-size:50px; font-weight:bold; background:transparent;"
                      f"color:{theme.ACCENT if pad.can_raise else theme.TEXT_SOFT};", self._compact)
        if pad.can_raise:
            self.max_value.setText(render(raise_to_words(word, pad.max_to)))
            self.max_arithmetic.setText(render(pad.max_explanation) or (
                translate("ActionPad", "all-in") if pad.structure == "No Limit" else ""))
            self.max_adds.setText(translate("ActionPad", "adds {amount}").format(amount=amount(pad.max_add)))
            self.min_line.setText(translate("ActionPad", "minimum: {action} (adds {amount})").format(
                action=render(raise_to_words(word, pad.min_to)), amount=amount(pad.min_add)))
        else:
            self.max_value.setText(translate("ActionPad", "no bet") if word == "bet" else
                                   translate("ActionPad", "no raise"))
            self.max_arithmetic.setText(translate("ActionPad", "only call or fold"))
            self.max_adds.setText("")
            self.min_line.setText("")
        self.amount_caption.setText(translate("ActionPad", "Bet to") if word == "bet" else
                                    translate("ActionPad", "Raise to"))
        self.closed.setText(first_up(render(pad.closed_reason)) if pad.closed_reason else "")
        self.closed.setVisible(bool(pad.closed_reason))

        self._set_raise_enabled(pad.can_raise)
        if pad.can_raise:
            key = (pad.seat, pad.current_bet, pad.own_bet, pad.min_to, pad.max_to)
            if self._range_key != key:       # a new choice: the minimum, ready to be typed over
                self.amount.blockSignals(True)
                self.amount.setValue(pad.min_to)
                self.amount.blockSignals(False)
                if self.amount.hasFocus():
                    self.amount.selectAll()
            self._range_key = key
            self._amount_changed()           # the amount typed stays as typed, checked against this range
        self._show_presets(pad)
        self._show_chips(pad)
        self._fit_lines()

    def _show_chips(self, pad: Optional[PadView]) -> None:
        line = next((c for c in getattr(pad, "in_chips", ()) if c.key == "max"), None)
        self.max_chips.setText(render(line.words) if line is not None else "")
        _set_visible(self.max_chips, line is not None)

    def _show_presets(self, pad: Optional[PadView]) -> None:
        """Each preset with the amount it sets; a preset that is off shows no amount. Fixed limit has one
        raise amount: no ½ Pot or Pot there."""
        fixed = pad is not None and pad.structure == "Limit"
        for key, button in self.preset_buttons.items():
            value = getattr(pad.presets, key) if pad is not None and pad.can_raise else None
            button.setEnabled(value is not None)
            button.setVisible(not (fixed and key in ("half_pot", "pot")))
            words = translate("ActionPad", PRESET_WORDS[key])
            button.setText(words + (f"\n{amount(value)}" if value is not None else ""))

    def _set_raise_enabled(self, on: bool) -> None:
        self.raise_button.setEnabled(on)
        self.amount.setEnabled(on)
        if not on:
            self._range_key = None
            self.amount.blockSignals(True)
            self.amount.clear()              # the placeholder's dash: no amount now
            self.amount.blockSignals(False)
            self.amount_adds.setText("")
            self._say_refusal("")
            if self._pad is not None:
                self.raise_button.setText(raise_word_words(self._pad.raise_word))
