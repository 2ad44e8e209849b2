"""The floor station's exports from the central record carry the hand's jackpots (issue 28, point 6), as the
table's own export does (tests/floor/test_jackpot_exports.py): the increment, the bad beat with both hands'
five cards, the payment with each share, and PHH's user fields. They read the central copy of the table's
session events, the hand's own by its number."""
from __future__ import annotations

from datetime import date, timezone

from dealer_app.central.search import CentralHands
from dealer_app.floor.station import HandSearch
from jackpot_room_helpers import hit, increment, jackpot_table, paid, send


def test_the_stations_text_and_phh_of_a_bad_beat_hand_carry_its_jackpot(tmp_path, table_url, floor_url):
    t4 = jackpot_table(tmp_path, "T4", hands=2)
    increment(t4, 1, 1_050, 10, 10_000)
    hit(t4, 1)
    paid(t4, 1)
    increment(t4, 2, 500, 5, 1_005)                  # the next hand's: not hand 1's
    send(t4, table_url)
    hands = CentralHands(floor_url)
    try:
        search = HandSearch(hands, tz=timezone.utc, today=lambda: date(2026, 9, 21))
        view = search.search(table="T4", number="1")
        assert view.refusal is None and len(view.lines) == 1, view
        line = view.lines[0]
        key = (line.store_id, line.number)
        text, damaged = search.document(key, "text", "en")
        assert not damaged
        assert "Jackpot increment: 10 from the pot of 1,050; meter 10,000" in text
        paid_line = next(line.strip() for line in text.splitlines() if line.strip().startswith("Jackpot paid:"))
        assert paid_line.startswith("Jackpot paid: 10,000: ") and paid_line.count(" 625") == 7, paid_line
        assert " 5,625" in paid_line and "four sevens" in text
        assert "from the pot of 500" not in text
        phh, _ = search.document(key, "phh")
        assert "_jackpot_increment = 10" in phh and "_jackpot_paid" in phh
        second = search.search(table="T4", number="2").lines[0]
        other = (second.store_id, second.number)
        assert "Jackpot increment: 5 from the pot of 500" in search.document(other, "text", "en")[0]
    finally:
        hands.close()
