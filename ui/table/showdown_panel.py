"""The showdown on the dealer's screen: each pot's award, checked before the chips move.

Shown where the action pad is once the hands are shown. For every pot (main,
side pots; high and low halves in hi-lo): who wins, with which hand, the five
cards it uses (the player's own cards marked HAND in gold, the board's marked
BOARD), each winner's share, the odd chip and the rake. While the pots wait,
the seats still show the stacks before the award and the pot is still in the
middle; Push pots (key P) moves the chips, Undo takes the show back. After
the push the panel stays, with the chips moved, until the next hand.
The panel only reads the view (ui/views/showdown.py ShowdownView).
"""
from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..kit import theme
from ..kit.i18n import amount, is_language_change, render, translate
from ..kit.key_button import KeyButton
from ..views.showdown import PotAward, PotWinner, ShowdownView, UsedCard
from .action_pad import label

FACE_W, FACE_H = 48, 66           # a card used: read from a metre; five of them and the hand's name on a line
PUSH_HEIGHT = 76
HOLE_EDGE = theme.ACCENT          # the player's own cards: gold edge AND the word HAND above them
BOARD_EDGE = "#9aa3b2"


def _card(name: str, used: UsedCard) -> QLabel:
    face = QLabel()
    face.setObjectName(name)
    face.setFixedSize(FACE_W, FACE_H)
    face.setAlignment(Qt.AlignmentFlag.AlignCenter)
    card = render(used.card)                 # in the console's letters ("R♥" in French)
    suit = card[-1:]
    face.setText(f"{card[:-1]}\n{suit}")
    colour = theme.SUIT_COLOURS.get(suit, theme.ACCENT_TEXT)
    edge = HOLE_EDGE if used.hole else BOARD_EDGE
    face.setStyleSheet(f"background:#ffffff; color:{colour}; border:4px solid {edge}; border-radius:8px;"
                       "font-size:24px; font-weight:bold;")
    face.setAccessibleName(translate("ShowdownPanel", "{card} from the hand").format(card=card) if used.hole
                           else translate("ShowdownPanel", "{card} from the board").format(card=card))
    return face


def cards_row(name: str, cards: Sequence[UsedCard], hand: str) -> QWidget:
    """The five cards used: the hand's cards, then the board's, each group under its word; the hand's
    name beside them."""
    row = QWidget()
    row.setObjectName(name)
    row.setStyleSheet("background:transparent;")
    line = QHBoxLayout(row)
    line.setContentsMargins(0, 0, 0, 0)
    line.setSpacing(12)
    groups = (([c for c in cards if c.hole], translate("ShowdownPanel", "HAND"), HOLE_EDGE),
              ([c for c in cards if not c.hole], translate("ShowdownPanel", "BOARD"), BOARD_EDGE))
    index = 0
    for group, word, colour in groups:
        if not group:
            continue
        box = QVBoxLayout()
        box.setSpacing(2)
        caption = label(f"{name}{'Hole' if group[0].hole else 'Board'}Caption", 16, True, colour)
        caption.setText(word)
        box.addWidget(caption)
        faces = QHBoxLayout()
        faces.setSpacing(4)
        for used in group:
            faces.addWidget(_card(f"{name}{index}", used))
            index += 1
        box.addLayout(faces)
        line.addLayout(box)
    words = label(f"{name}Hand", 21, True)
    words.setWordWrap(True)
    words.setText(hand)
    line.addWidget(words, 1, Qt.AlignmentFlag.AlignBottom)
    row.setAccessibleName(" · ".join(
        f"{word.lower()} {' '.join(c.card for c in group)}" for group, word, _ in groups if group))
    return row


class ShowdownPanel(QFrame):
    """The award of each pot and the Push pots button. ``push`` is emitted when the dealer confirms."""

    push = Signal()

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setObjectName("showdownPanel")
        self.setStyleSheet(f"QFrame#showdownPanel {{ background:{theme.PANEL}; border:1px solid {theme.PANEL_EDGE};"
                           "border-radius:10px; } QFrame#showdownPanel QLabel { background:transparent; }")
        self._view: Optional[ShowdownView] = None
        self._drawn: set = set()          # (seat, half, cards) drawn in an earlier pot of this view
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 14, 16, 16)
        outer.setSpacing(theme.GAP)
        self.title = label("showdownTitle", 24, True)
        self.hint = label("showdownHint", 19, False, theme.TEXT_SOFT)
        self.hint.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.hint)

        self.scroll = QScrollArea()
        self.scroll.setObjectName("showdownScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet(f"QScrollArea {{ background:{theme.PANEL}; border:none; }}")
        self.pots = QWidget()
        self.pots.setObjectName("showdownPots")
        self.pots.setStyleSheet(f"QWidget#showdownPots {{ background:{theme.PANEL}; }}")
        self.pots_box = QVBoxLayout(self.pots)
        self.pots_box.setContentsMargins(0, 0, 4, 0)
        self.pots_box.setSpacing(8)
        self.scroll.setWidget(self.pots)
        outer.addWidget(self.scroll, 1)

        self.returned = label("showdownReturned", 19, False, theme.TEXT_SOFT)
        self.returned.setWordWrap(True)
        outer.addWidget(self.returned)
        self.push_button = KeyButton("pushPotsButton", "", "P")
        self.push_button.setFixedHeight(PUSH_HEIGHT)
        self.push_button.clicked.connect(self.push.emit)
        outer.addWidget(self.push_button)
        self.retranslate()

    # ------------------------------------------------------------ language

    def retranslate(self) -> None:
        self.show_showdown(self._view, force=True)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if is_language_change(event):
            self.retranslate()
        super().changeEvent(event)

    # --------------------------------------------------------------- state

    def show_showdown(self, view: Optional[ShowdownView], force: bool = False) -> None:
        """Draw ``view`` (None: nothing shown); redrawn only when it changed."""
        if view == self._view and not force:
            return
        self._view = view
        to_push = view is not None and view.to_push
        if to_push:
            # Outside an f-string: lupdate reads only a plain call, and the title was left in English.
            self.title.setText(" " + translate("ShowdownPanel", "POTS TO PUSH") + " ")
            self.title.setStyleSheet(f"font-size:24px; font-weight:bold; color:{theme.ACCENT_TEXT};"
                                     f"background:{theme.ACCENT}; border-radius:6px; padding:4px 8px;")
            self.hint.setText(translate("ShowdownPanel", "No chip has moved yet: check, then push."))
            self.push_button.setText(translate("ShowdownPanel", "Push pots"))
        else:
            self.title.setText(translate("ShowdownPanel", "POTS PUSHED"))
            self.title.setStyleSheet(f"font-size:24px; font-weight:bold; color:{theme.GOOD};"
                                     "background:transparent;")
            # "The all-ins paid" only after a hand with an all-in (French "tapis" is an all-in, not a stack).
            self.hint.setText(translate("ShowdownPanel", "Pots paid to the winners, the all-ins included. Next "
                                                         "hand: N.") if view is not None and view.all_in else
                              translate("ShowdownPanel", "Pots paid to the winners. Next hand: N."))
            self.push_button.setText(translate("ShowdownPanel", "Pots pushed"))
        self.push_button.setEnabled(to_push)
        self.push_button.setStyleSheet(
            f"QPushButton#pushPotsButton:enabled {{ background:#1f6b3a; border-color:{theme.GOOD}; font-size:26px; }}")
        self._draw_pots(view)
        returned = [render(line) for line in view.returned] if view is not None else []
        if view is not None and view.in_chips:            # each winner's share as the chips pushed
            returned += [translate("ShowdownPanel", "In chips:")] + [render(c.words) for c in view.in_chips]
        self.returned.setText("\n".join(returned))
        self.returned.setVisible(bool(returned))

    def _draw_pots(self, view: Optional[ShowdownView]) -> None:
        while self.pots_box.count():
            item = self.pots_box.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.setParent(None)            # gone at once: no two controls with one name
                widget.deleteLater()
        if view is None:
            return
        self._drawn = set()
        for i, pot in enumerate(view.pots):
            self.pots_box.addWidget(self._pot_box(i, pot))
        self.pots_box.addStretch(1)

    def _pot_box(self, i: int, pot: PotAward) -> QFrame:
        box = QFrame()
        box.setObjectName(f"pot{i}Box")
        box.setStyleSheet(f"QFrame#pot{i}Box {{ background:#1d1f23; border:2px solid {theme.PANEL_EDGE};"
                          "border-radius:10px; } QLabel { background:transparent; }")
        lines = QVBoxLayout(box)
        lines.setContentsMargins(12, 6, 12, 8)
        lines.setSpacing(2)
        head = QHBoxLayout()
        name = label(f"pot{i}Name", 26, True)
        name.setText(translate("ShowdownPanel", "{pot} {amount}").format(pot=render(pot.name).upper(),
                                                                         amount=amount(pot.amount)))
        take = label(f"pot{i}Rake", 20, True, theme.TEXT_SOFT)
        taken = [translate("ShowdownPanel", "rake {amount}").format(amount=amount(pot.rake))]
        if pot.jackpot:
            taken.append(translate("ShowdownPanel", "jackpot {amount}").format(amount=amount(pot.jackpot)))
        take.setText(" · ".join(taken))
        take.setWordWrap(True)                    # "рейк 0 · джекпот 0" beside a long pot: two lines
        take.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        head.addWidget(name)
        head.addWidget(take, 1)
        lines.addLayout(head)
        shared = label(f"pot{i}Shared", 19, False, theme.TEXT_SOFT)
        seats = ", ".join(str(s) for s in pot.seats)
        # Who took it, said as it happened: one winner takes it all; several share it (the halves say how).
        winners = sorted({w.seat for half in pot.halves for w in half.winners if w.amount})
        if pot.uncontested:
            said = translate("ShowdownPanel", "uncontested: {amount} to seat {seats}").format(
                amount=amount(pot.shared), seats=seats)
        elif len(winners) == 1:
            said = translate("ShowdownPanel", "{amount} contested by seats {seats}: seat {winner} takes it "
                                              "all").format(amount=amount(pot.shared), seats=seats,
                                                            winner=winners[0])
        else:
            said = translate("ShowdownPanel", "{amount} contested by seats {seats}: shared by seats "
                                              "{winners}").format(amount=amount(pot.shared), seats=seats,
                                                                  winners=", ".join(str(s) for s in winners))
        shared.setText(said)
        shared.setWordWrap(True)
        lines.addWidget(shared)
        if pot.run:                               # a board run more than once: this run's board
            board = label(f"pot{i}Board", 20, True, theme.NEXT_CARD)
            board.setText(translate("ShowdownPanel", "board: {cards}").format(cards=" ".join(map(render, pot.board))))
            lines.addWidget(board)
        for k, half in enumerate(pot.halves):
            prefix = f"pot{i}Half{k}"
            if half.half:
                words = {"high": translate("ShowdownPanel", "HIGH {amount}"),
                         "low": translate("ShowdownPanel", "LOW {amount}"),
                         "high-low": translate("ShowdownPanel", "HIGH AND LOW {amount}")}[half.half]
                title = label(f"{prefix}Title", 21, True, theme.NEXT_CARD)
                title.setText(words.format(amount=amount(half.amount)))
                lines.addWidget(title)
            for j, winner in enumerate(half.winners):
                lines.addWidget(self._winner(f"{prefix}Winner{j}", winner))
            if half.note:
                note = label(f"{prefix}Note", 18, False, theme.TEXT_SOFT)
                note.setWordWrap(True)
                note.setText(render(half.note))
                lines.addWidget(note)
        return box

    def _winner(self, prefix: str, w: PotWinner) -> QWidget:
        row = QWidget()
        row.setObjectName(prefix)
        row.setStyleSheet("background:transparent;")
        lines = QVBoxLayout(row)
        lines.setContentsMargins(0, 4, 0, 2)
        lines.setSpacing(2)
        head = QHBoxLayout()
        head.setSpacing(10)
        who = label(f"{prefix}Who", 24, True)
        who.setText(translate("ShowdownPanel", "Seat {seat} · {name}").format(seat=w.seat, name=w.name))
        won = label(f"{prefix}Amount", 28, True, theme.GOOD)
        won.setText(translate("ShowdownPanel", "wins {amount}").format(amount=amount(w.amount)))
        # The name takes a second line rather than pushing the amount out of the panel (Russian words).
        who.setWordWrap(True)
        head.addWidget(who, 1)
        head.addWidget(won)
        lines.addLayout(head)
        if w.odd_chip:
            # Under the name, not beside it: beside, the name, the tag and the amount were wider than the
            # panel at 1920×1080 in Russian (issue 24).
            odd = label(f"{prefix}OddChip", 17, True, theme.ACCENT_TEXT)
            # Outside an f-string: lupdate reads only a plain call (it was left in English on the French screen).
            odd_chip = translate("ShowdownPanel", "ODD CHIP")
            odd.setText(" " + odd_chip + " ")
            odd.setStyleSheet(f"font-size:17px; font-weight:bold; color:{theme.ACCENT_TEXT};"
                              f"background:{theme.ACCENT}; border-radius:5px; padding:2px 4px;")
            lines.addWidget(odd, 0, Qt.AlignmentFlag.AlignLeft)
        for suffix, hand, cards, word in (("", w.hand, w.cards, ""),
                                          ("Low", w.low_hand, w.low_cards, translate("ShowdownPanel", "low"))):
            if not hand:
                continue
            said = f"{word}: {render(hand)}" if word else _first_up(render(hand))
            seen = (w.seat, suffix, tuple((c.card, c.hole) for c in cards))
            if seen in self._drawn:
                # The same player with the same five cards in an earlier pot: said, not drawn again.
                name = label(f"{prefix}{suffix}Hand", 21, True)
                name.setWordWrap(True)
                name.setText(translate("ShowdownPanel", "{hand} (cards as above)").format(hand=said))
                lines.addWidget(name)
                continue
            self._drawn.add(seen)
            lines.addWidget(cards_row(f"{prefix}{suffix}Card", cards, said))
        return row


def _first_up(text: str) -> str:
    return text[:1].upper() + text[1:]
