"""The hand's exports carry the jackpots (issue 28 point 6, RULES.md 12): the hand text, the dispute report
(HTML) and PHH's user fields say the increment, the bad beat with both hands' five cards and the rule, and
the payment with each player's share; the high hand and its share of the period won; the table's session
report sums them. A hand the jackpots did not touch is exported exactly as before.

The numbers: a pot of 1,050 with a 4 % levy (42) pays an increment of 10, taking a meter started at
9,990 to 10,000; the bad beat (Omaha, board 7♦ 7♣ 8♦ 9♦ 2♠: 7♠ 7♥ lose to T♦ J♦) with 8 players present
pays the 10,000: 5,000 + 625 to the loser, 625 to each of the other seven.
"""
from __future__ import annotations

import tomllib
from datetime import datetime

import pytest

from dealer_app.commands.cli import main
from dealer_app.floor.export import phh_text
from dealer_app.store import open_store
from dealer_app.store.recall import open_for_reading
from dealer_app.table.record import TableRecord
from dealer_app.table.report import report_text, session_report
from engine import phh
from engine.actions import all_in, call, fold, raise_to
from engine.settings import parse_session
from high_hand_helpers import HIGH_HAND, HOLDEM, NINES_BOARD, showdown_at
from jackpot_helpers import BOARD, LEVY_4, LOSER, Through, WINNER, deal, heads_up_all_in
from sessions import settings
from store_helpers import FakeClock

AT = "2025-03-01T20:00:00"
START_9990 = "[jackpot]\non = true\npercent = 1.0\nstart = 9990\n"



@pytest.fixture
def bad_beat_store(tmp_path):
    """Eight players, a meter of 9,990, the bad beat of hand 1 paid; hand 2 folded round (no increment)."""
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T4", dealer="Marie", clock=FakeClock())
    record = TableRecord.new(settings(rake=LEVY_4, extra=START_9990), store, "Marie", AT)
    for seat in range(1, 9):
        record.submit(lambda s, seat=seat: s.sit(seat, f"P{seat}", 525, at=AT))
    table = Through(record)
    table.start_hand(button=8)
    spare = "6c 6h 6s 6d Qc Qd Qh Ks Jc Jh Js Tc Th Ts 9c 9h 9s 8c 8h 8s Kh Kd 3d 3s".split()
    others = {seat: tuple(spare[(seat - 3) * 4:(seat - 2) * 4]) for seat in range(3, 9)}
    deal(table, {1: LOSER, 2: WINNER, **others}, BOARD)
    steps = {1: iter((raise_to(30), raise_to(270), call())), 2: iter((raise_to(90), all_in()))}
    hand = record.session.hand
    while hand is not None:
        if hand.phase == "deal":
            deal(table, {}, BOARD)
        elif hand.phase == "bet":
            seat = record.session.seat_of_player(hand.actor)
            table.act(next(steps[seat]) if seat in steps else fold())
        else:
            player = next(p for p in hand.showdown_order() if p not in hand.shown)
            table.show(record.session.seat_of_player(player))
        hand = record.session.hand
    table.confirm_jackpot("Marie")
    table.pay_jackpot("Floor Sam", "Director Ann")
    number = record.number_shown(1)
    report = report_text(session_report(record.session, AT, shown=record.number_shown))
    record.close()
    return path, number, report


def export(capsys, *args) -> str:
    assert main(["export", *map(str, args)]) == 0
    return capsys.readouterr().out


def test_the_hand_text_says_the_increment_the_hit_and_the_shares(bad_beat_store, capsys):
    path, number, _ = bad_beat_store
    text = export(capsys, path, "--hand", number, "--format", "text", "--lang", "en")
    assert "Jackpot increment: 10 from the pot of 1,050; meter 10,000" in text
    # Both hands' five cards and the rule that decided.
    assert ("Bad beat jackpot: seat 1 lost with four sevens (7♠ 7♥ 7♦ 7♣ 9♦) to seat 2 with straight flush, "
            "jack high (10♦ J♦ 7♦ 8♦ 9♦): four sevens or better beaten by a straight flush or a higher four of a "
            "kind") in text
    assert ("Jackpot paid: 10,000: seat 1 (P1) 5,625, seat 2 (P2) 625, seat 3 (P3) 625, seat 4 (P4) 625, "
            "seat 5 (P5) 625, seat 6 (P6) 625, seat 7 (P7) 625, seat 8 (P8) 625; confirmed by Marie, authorised "
            "by Floor Sam and Director Ann") in text


def test_the_dispute_report_in_french_has_the_jackpots(bad_beat_store, capsys):
    path, number, _ = bad_beat_store
    html = export(capsys, path, "--hand", number, "--format", "html")
    assert "<h2>Jackpots</h2>" in html
    said = html.replace("\u202f", " ").replace("\u00a0", " ")     # French groups thousands with a thin space
    assert "<b>Prélèvement jackpot</b> 10 du pot de 1 050 ; compteur 10 000" in said
    assert "siège 1 perd avec carré de sept (7♠ 7♥ 7♦ 7♣ 9♦) contre siège 2 avec quinte flush hauteur valet" in said
    assert "<b>Jackpot payé</b> 10 000 : siège 1 (P1) 5 625, siège 2 (P2) 625," in said
    assert said.count(") 625") == 7


@pytest.mark.filterwarnings("ignore::UserWarning")   # pokerkit warns about folds facing no bet
def test_phh_carries_the_jackpot_as_user_fields_and_still_reads_back(bad_beat_store, tmp_path, capsys):
    path, number, _ = bad_beat_store
    with open_for_reading(path) as reader:
        text = phh_text(reader.load_hand(number), reader.hand_jackpot(number))
    fields = tomllib.loads(text)
    assert (fields["_jackpot_increment"], fields["_jackpot_meter"]) == (10, 10_000)
    hit = fields["_jackpot_hit"]
    assert (hit["rule"], hit["loser_seat"], hit["winner_seat"]) == ("qualifies", 1, 2)
    assert {h["seat"]: sorted(h["five"][i:i + 2] for i in range(0, 10, 2)) for h in hit["hands"]
            if h["seat"] in (1, 2)} == {1: ["7c", "7d", "7h", "7s", "9d"], 2: ["7d", "8d", "9d", "Jd", "Td"]}
    paid = fields["_jackpot_paid"]
    assert paid["meter"] == 10_000 and [s["amount"] for s in paid["shares"]] == [5_625] + [625] * 7
    assert (paid["supervisor"], paid["management"]) == ("Floor Sam", "Director Ann")
    assert phh.loads(text).extra["_jackpot_increment"] == 10          # PHH's own reader keeps them
    pokerkit = pytest.importorskip("pokerkit")                          # the independent reader takes them too
    *_, final = iter(pokerkit.HandHistory.loads(text))
    assert sum(final.stacks) == 8 * 525                                  # (pokerkit knows no levy nor jackpot)
    exported = tmp_path / "hand.phh"
    exported.write_text(text, encoding="utf-8")
    assert main(["replay", str(exported), "--json"]) == 0                # and the replay reads the file as before
    capsys.readouterr()


def test_a_hand_the_jackpots_did_not_touch_exports_as_before(tmp_path, capsys):
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T4", dealer="Marie", clock=FakeClock())
    record = TableRecord.new(settings(rake=LEVY_4), store, "Marie", AT)
    for seat in (1, 2):
        record.submit(lambda s, seat=seat: s.sit(seat, f"P{seat}", 525, at=AT))
    heads_up_all_in(Through(record), {1: LOSER, 2: WINNER}, BOARD)     # a bad beat's cards, no jackpot running
    number = record.number_shown(1)
    report = report_text(session_report(record.session, AT))
    record.close()
    with open_for_reading(path) as reader:
        stored = reader.load_hand(number)
        assert reader.hand_jackpot(number).empty
        assert phh_text(stored, reader.hand_jackpot(number)) == phh_text(stored)
        assert "_jackpot_" not in phh_text(stored) and "_high_hand" not in phh_text(stored)
    assert "Jackpots" not in export(capsys, path, "--hand", number, "--format", "text", "--lang", "en")
    assert "Jackpots" not in export(capsys, path, "--hand", number, "--format", "html", "--lang", "en")
    assert "Jackpots" not in report


def test_the_session_report_sums_the_increments_and_says_the_payment(bad_beat_store):
    _, number, report = bad_beat_store
    assert "bad beat jackpot: increments 1 for 10; meter now 9,990" in report
    assert (f"hand {number}: bad beat jackpot 10,000 paid (seat 1 lost to seat 2): seat 1 (P1) 5,625, seat 2 (P2) "
            "625") in report


def test_the_high_hand_in_the_hand_text_phh_and_the_session_report(tmp_path, capsys):
    path = tmp_path / "table.sqlite"
    text = ('[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = 5\nmin_buy_in = 100\nmax_buy_in = 5000\n'
            '[table]\nseats = 9\n' + HOLDEM + HIGH_HAND.replace("10000", "10005"))
    at = "2025-03-01T13:30:00+00:00"
    clock = FakeClock(utc_us=int(datetime.fromisoformat(at).timestamp() * 1e6))
    store = open_store(path, table="T4", dealer="Marie", clock=clock)
    record = TableRecord.new(parse_session(text), store, "Marie", at)
    record.submit(lambda s: s.sit(1, "Anna", 525, at=at))
    record.submit(lambda s: s.sit(2, "Boris", 525, at=at))
    table = Through(record)
    showdown_at(table, "2025-03-01T14:05:00+00:00", {1: ("9h", "9d"), 2: ("2d", "3h")}, NINES_BOARD)
    table.rebuy(2, 100, at="2025-03-01T15:00:00+00:00")
    number = record.number_shown(1)
    report = report_text(session_report(record.session, "2025-03-01T15:00:00+00:00", shown=record.number_shown))
    record.close()
    hand_text = export(capsys, path, "--hand", number, "--format", "text", "--lang", "en")
    assert "High hand: four nines (" in hand_text and "), seat 1 (Anna), period " in hand_text
    assert "High hand won: seat 1 (Anna) 10,005 of the prize of 10,005, period " in hand_text
    with open_for_reading(path) as reader:
        fields = tomllib.loads(phh_text(reader.load_hand(number), reader.hand_jackpot(number)))
    (high,) = fields["_high_hand"]
    assert (high["seat"], high["player"], high["name"], high["shown_at"]) == (
        1, "Anna", "four nines", "2025-03-01T14:05:00+00:00")
    assert high["period"] == ["2025-03-01T14:00:00+00:00", "2025-03-01T15:00:00+00:00"]
    assert [(w["seat"], w["amount"], w["prize"]) for w in fields["_high_hand_won"]] == [(1, 10_005, 10_005)]
    assert f"hand {number}: high hand four nines, seat 1 (Anna), at 14:05:00" in report
    assert "High hand 14:00–15:00 won: seat 1 (Anna) 10,005" in report


def test_the_pot_and_the_totals_count_the_increment_with_the_jackpot(bad_beat_store, capsys):
    """The hand record said "Jackpot 0" beside a pot that paid 10 to the bad beat jackpot (the record keeps the
    increment apart from the old fixed drop); it says 10, as the pots the dealer pushed did."""
    path, number, _ = bad_beat_store
    text = export(capsys, path, "--hand", number, "--format", "text", "--lang", "en")
    assert "Pot 1,050 · Rake 42 · Jackpot 10 · Time collected 0" in text
