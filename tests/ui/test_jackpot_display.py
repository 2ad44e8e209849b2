"""The room's jackpot screen (dealer-app jackpot-display) at 1920×1080 and 1366×768 in French, English and
Russian: one meter alone, a shared pool with tables of their own, a full room of tables; every line whole
(measured), the dark theme, pictures saved. The live source is a stand-in holding a view (the central side's
reading is tested on the real PostgreSQL: tests/central/test_room_jackpot_screen.py)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics, QImage
from PySide6.QtWidgets import QLabel

from ui.floor.jackpot_display import JackpotDisplay, columns_for
from ui.kit.i18n import current_language, install_language
from ui.views.jackpot_room import JackpotRoomView, MeterLine
from ui.views.words import say

SIZES = {"1920x1080": (1920, 1080), "1366x768": (1366, 768)}


class Screen:
    def __init__(self, view):
        self._view, self.on_change = view, None

    def view(self):
        return self._view

    def start(self):
        return self

    def stop(self):
        pass


def words(template, **values):
    return say("JackpotRoom", template).format(**values)


def room(meters, lost=""):
    high = (words("{player}, table {table}: {hand} — {cards}", player="Bob", table="T4", hand="four twos",
                  cards="2♠ 2♥ 2♦ 2♣ 9♥"),
            words("{player}, table {table}: {hand} — {cards}", player="Chloé Lefèvre-Dubois", table="T12",
                  hand="four twos", cards="2♠ 2♥ 2♦ 2♣ 9♠"))
    return JackpotRoomView(
        tuple(meters),
        words("Last jackpot: {meter} at table {table}, {at} — {loser}'s {losing} beaten by {winning}", meter=10_000,
              table="T4", at="2026-11-26 21:14", loser="Alice", losing="four sevens",
              winning="straight flush, jack high"),
        words("High hand {start}–{end}", start="21:00", end="22:00"), high,
        words("No high hand yet in this period"), not lost, lost)


ONE = [MeterLine(words("Table {table}", table="T4"), "", 125_431)]
POOL = [MeterLine(words("Shared jackpot {pool}", pool="room"), words("tables {tables}", tables="T1, T2, T3, T5"),
                  1_254_310)] + [MeterLine(words("Table {table}", table=f"T{n}"), "", 20_000 + n) for n in (6, 7, 8)]
FULL = [MeterLine(words("Table {table}", table=f"T{n}"), "", 99_999_999 - n) for n in range(1, 13)]
LOST = words("The central record cannot be reached since {since}: the amounts shown may be behind", since="21:15:02")
CASES = [(lang, size, name) for lang in ("fr", "en", "ru") for size in SIZES for name in ("one", "pool", "full")]


def _whole(label: QLabel) -> bool:
    if not label.isVisible() or not label.text():
        return True
    metrics = QFontMetrics(label.font())
    if label.wordWrap():
        return label.heightForWidth(label.width()) <= label.height() + 1
    return all(metrics.horizontalAdvance(line) <= label.width() for line in label.text().split("\n"))


@pytest.mark.parametrize("language, size, name", CASES)
def test_the_screen_fits_and_is_read_from_afar(qtbot, qapp, tmp_path, language, size, name):
    meters = {"one": ONE, "pool": POOL, "full": FULL}[name]
    before = current_language()
    install_language(language)
    try:
        window = JackpotDisplay(Screen(room(meters, LOST if name == "full" else "")))
        qtbot.addWidget(window)
        width, height = SIZES[size]
        window.resize(width, height)
        window.show()
        qtbot.waitExposed(window)
        window.redraw()
        qapp.processEvents()
        path = tmp_path / f"jackpot-display-{name}-{language}-{size}.png"
        assert window.grab().save(str(path))
        image = QImage(str(path))
        assert (image.width(), image.height()) == (width, height)
        small = image.scaled(160, 90)
        light = [small.pixelColor(x, y).lightness() for x in range(160) for y in range(90)]
        assert sum(light) / len(light) < 110 and max(light) - min(light) > 150
        labels = [w for w in window.findChildren(QLabel) if w.isVisible()]
        cut = [w.objectName() + ": " + w.text() for w in labels if not _whole(w)]
        assert not cut, cut
        figures = [w for w in labels if w.objectName() == "meterAmount"]
        assert len(figures) == len(meters)
        # From across the room: the amounts are the largest type on the screen, at least 40 px even twelve tables.
        least = min(w.font().pixelSize() for w in figures)
        assert least >= (40 if name == "full" else 72), least
        assert all(least >= w.font().pixelSize() for w in labels if w.objectName() != "meterAmount")
        if name == "full":
            assert window.status.isVisible() and "21:15:02" in window.status.text()
    finally:
        install_language(before)


def test_the_amounts_in_the_languages_way_and_redrawn_when_told(qtbot, qapp):
    screen = Screen(room(ONE))
    before = current_language()
    install_language("fr")
    try:
        window = JackpotDisplay(screen)
        qtbot.addWidget(window)
        figure = window.findChild(QLabel, "meterAmount")
        assert figure.text() == "125\u00a0431"
        screen._view = room([MeterLine(ONE[0].name, "", 125_441)])
        with qtbot.waitSignal(window.changed):
            screen.on_change()                        # as the listener's thread calls it
        qtbot.waitUntil(lambda: figure.text() == "125\u00a0441")
        assert window.title.text() == "Jackpot bad beat"
    finally:
        install_language(before)


def test_no_table_runs_the_jackpot(qtbot):
    window = JackpotDisplay(Screen(room([])))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.empty.isVisible() and window.empty.text()


def test_columns_grow_with_the_tables():
    assert [columns_for(n) for n in (1, 2, 4, 5, 9, 10, 16)] == [1, 2, 2, 3, 3, 4, 4]
