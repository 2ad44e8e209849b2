"""The showdown as the dealer checks it before pushing (issue 7): each pot's winners, the five cards
used (hand or board), the split, the odd chip, the rake, the uncalled bets; and the push itself,
refused or not recorded, leaving everything as it was."""
from __future__ import annotations

from dealer_app.table.controller import TableController
from dealer_app.table.screen import card_text
from dealer_app.files.presets import preset_text
from dealer_app.table.showdown import showdown_view, shown_hand
from dealer_app.store import StoreError, open_store
from engine.actions import call, check, fold, raise_to
from tables import SEED_000, check_down, dealt


def view_of(hand):
    """The view of a hand in its showdown, every hand shown (the hand itself left as it is)."""
    inputs = list(hand.inputs)
    v = showdown_view(shown_hand(hand), lambda p: p + 1, card_text, to_push=True)
    assert hand.inputs == inputs and hand.phase == "showdown"
    return v


def winners(half):
    return [(w.seat, w.amount, w.odd_chip, str(w.hand)) for w in half.winners]


def used(w):
    return [(c.card, c.hole) for c in w.cards]


def test_a_hilo_pot_in_halves_with_the_five_cards_of_each_hand():
    hand = dealt([1000] * 5, SEED_000, "2s5cTh7d8c", game="omaha-hilo", blinds=(40, 80))
    check_down(hand)
    (pot,) = view_of(hand).pots
    assert (str(pot.name), pot.amount, pot.rake, pot.shared, pot.uncontested) == ("Pot", 400, 0, 400, False)
    high, low = pot.halves
    assert (high.half, high.amount, low.half, low.amount) == ("high", 200, "low", 200)
    assert winners(high) == [(3, 200, False, "jack-high straight")]          # Chris
    assert used(high.winners[0]) == [("J♠", True), ("9♣", True), ("10♥", False), ("8♣", False), ("7♦", False)]
    assert winners(low) == [(2, 100, False, "7-5-3-2-A"), (5, 100, False, "7-5-3-2-A")]   # Bryan, Eve
    assert used(low.winners[1]) == [("3♦", True), ("A♦", True), ("7♦", False), ("5♣", False), ("2♠", False)]


def test_a_split_with_its_odd_chip_to_the_first_winner_left_of_the_button():
    hand = dealt([1000] * 3, ["7c7d8h9h", "AsKs2c3c", "AhKh2d3d"], "QsJdTc4h4s", blinds=(5, 10))
    hand.apply(call()); hand.apply(fold()); hand.apply(check())
    check_down(hand)
    (pot,) = view_of(hand).pots
    assert pot.amount == 25 and pot.seats == (2, 3)
    assert winners(pot.halves[0]) == [(2, 13, True, "ace-high straight"), (3, 12, False, "ace-high straight")]


def test_side_pots_and_the_uncalled_bet_returned():
    # Seat 3 pushes 500; seat 1 calls all-in for 100, seat 2 for 300: 200 of seat 3's bet is not called.
    hand = dealt([100, 300, 1000], ["AsAhAd2c", "KsKhKd3c", "QsQhQd4c"], "AcKc7h8d2s", structure="no-limit")
    hand.apply(raise_to(500)); hand.apply(call()); hand.apply(call())
    check_down(hand)
    v = view_of(hand)
    assert [(str(p.name), p.amount, p.seats) for p in v.pots] == [("Main pot", 300, (1, 2, 3)),
                                                                   ("Side pot 1", 400, (2, 3))]
    assert winners(v.pots[0].halves[0]) == [(1, 300, False, "three aces")]
    assert winners(v.pots[1].halves[0]) == [(2, 400, False, "three kings")]
    assert [str(line) for line in v.returned] == ["200 uncalled, returned to seat 3 (P3)"]
    assert v.payouts == ((1, 300), (2, 400))


def test_holdem_playing_the_board_uses_no_hole_card():
    hand = dealt([1000] * 2, ["2c3d", "4c5d"], "AsKsQsJsTs", game="holdem", structure="no-limit")
    check_down(hand)
    (pot,) = view_of(hand).pots
    assert [str(w.hand) for w in pot.halves[0].winners] == ["royal flush", "royal flush"]
    assert all(not c.hole for w in pot.halves[0].winners for c in w.cards)
    assert [c.card for c in pot.halves[0].winners[0].cards] == ["A♠", "K♠", "Q♠", "J♠", "10♠"]


# ------------------------------------------------------------------ the push through the controller

def table_at_showdown(tmp_path) -> TableController:
    """Two players on a store, checked down to the showdown from the practice deck."""
    store = open_store(tmp_path / "t.sqlite", table="T1", dealer="Marie")
    table = TableController(store=store, dealer="Marie")
    assert table.open_session(preset_text("five-percent-capped")) is None
    assert table.sit(1, "Ann", 500) is None and table.sit(2, "Bob", 300) is None
    assert table.new_hand() is None
    while table.hand.phase != "showdown":
        if table.hand.phase == "deal":
            assert table.deal_until_action() is None
        else:
            assert table.act("check" if table.hand.legal().can_check else "call") is None
    return table


def test_nothing_to_push_before_the_show_and_no_second_show(tmp_path):
    table = table_at_showdown(tmp_path)
    assert table.push_pots() == "No pots to push now: showdown: show the hands."
    assert table.show_down() is None
    assert str(table.show_down()).startswith("No showdown now: pots to push")
    table.close()


def test_a_show_or_a_push_that_cannot_be_recorded_changes_nothing(tmp_path, monkeypatch):
    table = table_at_showdown(tmp_path)
    store = table.record.store
    state = table.session.state()

    def disk_full(*args, **kwargs):                 # what the store raises when SQLite cannot write
        raise StoreError("not-recorded", "the record could not be written (database or disk is full)")
    monkeypatch.setattr(store, "append_events", disk_full)
    assert "Not recorded, nothing was done" in table.show_down()
    assert not table.view().can_push_pots and table.session.state() == state
    monkeypatch.undo()
    assert table.show_down() is None and table.view().can_push_pots
    monkeypatch.setattr(store, "append_events", disk_full)
    assert "Not recorded, nothing was done" in table.push_pots()
    v = table.view()
    assert v.can_push_pots and v.showdown.to_push and table.session.state() == state    # still to push
    assert sum(s.stack for s in v.seats) == 800 - v.pot
    monkeypatch.undo()
    assert table.push_pots() is None
    v = table.view()
    assert not v.can_push_pots and not v.showdown.to_push and v.pot == 0
    assert sum(s.stack for s in v.seats) + table.session.ledger.rake == 800
    table.close()
