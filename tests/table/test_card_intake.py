"""Game checks on the cards that come in, at the controller (no Qt): each
alert with its code, its words and its ways out; reads waiting behind an
alert; manual entry and the override of a misread; the deal buttons with a
shoe. The table: Omaha Pot Limit 5/10, six players; seat 1 gets the first
hole card (the button is on seat 6)."""
from __future__ import annotations


import pytest

from dealer_app.table.card_checks import AlertCode, CardIntake, DealCard, Raised
from dealer_app.table.controller import TableController
from engine.actions import fold
from engine.cards import Card, parse_card, parse_cards
from engine.games import GAMES, Structure
from engine.hand import Hand, HandConfig, PlayerSetup
from engine.rules import Stakes
from hardware.registration import DeckRegistration
from hardware.source import CardRead, FaultCode, SourceFault, SourceState, SourceStatus
from card_driver import FakeShoe, feed, hole, lost, read


@pytest.fixture
def shoe() -> FakeShoe:
    return FakeShoe()


@pytest.fixture
def table(shoe) -> TableController:
    return TableController(source=shoe)


def deal_preflop(table: TableController) -> None:
    """24 hole cards: seats 1..6, four rounds."""
    deck = [str(c) for c in parse_cards("2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s")]
    feed(table, *deck)
    assert table.hand.phase == "bet"


# ----------------------------------------------------------- cards in


def test_a_read_is_dealt_where_the_hand_expects_it_and_kept_with_its_bytes(table):
    feed(table, "As", "Kd")
    assert hole(table, 1) == ["As"] and hole(table, 2) == ["Kd"]
    assert [(i, str(r.card)) for i, r in table.reads] == [(0, "As"), (1, "Kd")]
    assert table.view().message == "Dealt seat 2, hole card 1."
    assert table.view().alert is None


def test_a_card_seen_twice_raises_an_alert_and_changes_nothing(table):
    feed(table, "As", "Kd")
    before = list(table.hand.inputs)
    feed(table, "As")
    alert = table.intake.alert
    assert alert.code == AlertCode.CARD_SEEN_TWICE
    # A hole card: the screen the players see does not say whose or which (issue 16, point 2).
    assert alert.message.startswith("Ace of spades: already dealt in this hand. Reject this read")
    assert "seat" not in alert.message and "hole card" not in alert.message
    assert alert.details["dealt_as"] == "seat 1, hole card 1"          # for the record and the floor
    assert alert.keys == ("reject", "enter")
    assert table.hand.inputs == before
    v = table.view()
    assert v.alert.code == "card-seen-twice" and v.alert.needs_card and not v.can_deal
    assert v.message_is_refusal and v.prompt == "Card alert: choose below"


def test_rejecting_the_second_read_deals_nothing_and_the_next_read_goes_on(table):
    feed(table, "As", "As")
    assert table.resolve_alert("reject") is None
    assert table.intake.alert is None and hole(table, 2) == []
    feed(table, "Kd")
    assert hole(table, 2) == ["Kd"]


def test_entering_the_right_card_deals_it_in_the_place_of_the_misread(table):
    feed(table, "As", "As")
    assert table.resolve_alert("enter", "Qh") is None
    assert hole(table, 2) == ["Qh"]
    assert table.view().message == "Dealt seat 2, hole card 1 (entered by hand)."
    assert [(str(r.card), r.origin) for _, r in table.reads] == [("As", "shoe"), ("Qh", "manual")]


def test_reads_behind_an_open_alert_wait_and_follow_in_order(table):
    feed(table, "As", "As", "Kd", "Qh")          # the second ace stops the deal; two reads wait
    assert hole(table, 2) == [] and len(table.intake.held) == 2
    assert table.view().alert.waiting == 2
    table.resolve_alert("reject")
    assert hole(table, 2) == ["Kd"] and hole(table, 3) == ["Qh"]


def test_a_refused_choice_leaves_the_alert_open(table):
    feed(table, "As", "As")
    refusal = table.resolve_alert("accept")
    assert refusal.startswith("Not a choice here: reject (ignore this read) or enter the right card")
    refusal = table.resolve_alert("enter", "Xx")
    assert "is not a card" in refusal
    refusal = table.resolve_alert("enter", "As")
    assert "already dealt" in refusal
    assert table.intake.alert.code == AlertCode.CARD_SEEN_TWICE


# ---------------------------------------------------------------- tags


@pytest.fixture
def deck() -> DeckRegistration:
    return DeckRegistration("Table 4 red", {"0F002E6B4C": Card(14, "s"), "1111111111": Card(13, "d")},
                            "2026-11-22T10:00:00+00:00")


def test_a_registered_tag_is_dealt_as_its_card(shoe, deck):
    table = TableController(source=shoe, deck=deck)
    table.on_source_event(read(tag="0F002E6B4C"))
    assert hole(table, 1) == ["As"]


def test_a_tag_not_in_the_registered_deck_raises_an_alert(shoe, deck):
    table = TableController(source=shoe, deck=deck)
    table.on_source_event(read(tag="DEADBEEF00"))
    alert = table.intake.alert
    assert alert.code == AlertCode.UNKNOWN_TAG and alert.keys == ("enter", "reject")
    assert "Tag DEADBEEF00 is not in the registered deck 'Table 4 red'" in alert.message
    table.on_source_event(read(tag="1111111111"))             # waits behind the alert
    assert table.resolve_alert("reject") is None
    assert hole(table, 1) == ["Kd"]


def test_a_tag_with_no_deck_registered_says_so(table):
    table.on_source_event(read(tag="0F002E6B4C"))
    assert "no deck is registered at this table" in table.intake.alert.message


def test_an_unreadable_card_is_entered_by_hand(table):
    table.on_source_event(read())
    assert table.intake.alert.code == AlertCode.UNREADABLE_CARD
    assert table.enter_card("10d") is None                    # the entry field resolves the alert
    assert hole(table, 1) == ["Td"]


# ------------------------------------------------------ cards not wanted


def test_a_card_while_the_players_bet_can_be_kept_for_the_next_card(table):
    deal_preflop(table)
    feed(table, "Ah")                                         # dealt early
    alert = table.intake.alert
    assert alert.code == AlertCode.NO_CARD_EXPECTED and alert.keys == ("accept", "reject")
    assert "while the players are betting" in alert.message
    assert table.resolve_alert("accept") is None
    assert table.view().message == "Card alert resolved: keep for the next card."
    for _ in range(5):
        assert table.act("call") is None
    assert table.act("check") is None                         # the big blind closes the round
    assert table.hand.burns == [Card(14, "h")]                # the kept card was the next one: the burn


def test_a_card_after_the_board_is_complete_is_one_too_many(table):
    deal_preflop(table)
    for _ in range(5):
        table.act("call")
    table.act("check")
    rest = ["8c", "8d", "8h", "8s", "9c", "9d", "9h", "9s"]     # burn, flop, burn, turn, burn, river
    for street_cards in (rest[:4], rest[4:6], rest[6:8]):
        feed(table, *street_cards)
        for _ in range(6):
            table.act("check")
    assert table.hand.phase == "showdown"
    feed(table, "Tc")
    alert = table.intake.alert
    assert alert.code == AlertCode.TOO_MANY_CARDS and alert.keys == ("reject",)
    assert "one card more than the deal needs: the board is complete" in alert.message
    assert table.resolve_alert("reject") is None and table.hand.phase == "showdown"


# ------------------------------------------------------------ lost reads


def test_a_lost_read_raises_an_alert_and_the_reads_after_it_wait(table):
    feed(table, "As")
    table.on_source_event(lost(1))
    alert = table.intake.alert
    assert alert.code == AlertCode.READ_MAY_BE_LOST and alert.keys == ("enter", "continue")
    assert alert.message.startswith("1 card read did not reach the console")
    feed(table, "Qh")                                         # released by the driver after the gap
    assert hole(table, 2) == []
    assert table.resolve_alert("enter", "Kd") is None         # the dealer reads the card on the table
    assert hole(table, 2) == ["Kd"] and hole(table, 3) == ["Qh"]


def test_nothing_missing_lets_the_waiting_reads_go_on(table):
    table.on_source_event(lost(2))
    feed(table, "Qh")
    table.resolve_alert("continue")
    assert hole(table, 1) == ["Qh"]


def test_frames_missing_on_the_line_are_no_alert(table):
    table.on_source_event(SourceFault(FaultCode.SEQUENCE_GAP, "info", "gap", "SIM-0001", b"", {"missing": 1}))
    table.on_source_event(SourceFault(FaultCode.DUPLICATE_READ, "info", "bounce", "SIM-0001"))
    assert table.intake.alert is None and table.view().message == ""
    assert len(table.source_log) == 2


def test_a_restart_during_the_deal_is_an_alert(table):
    feed(table, "As")
    table.on_source_event(SourceFault(FaultCode.SEQUENCE_RESET, "warning", "reset", "SIM-0001"))
    assert table.intake.alert.code == AlertCode.SHOE_RESTARTED
    assert table.intake.alert.keys == ("continue", "enter")


def test_a_restart_before_the_first_card_reaches_the_console_is_an_alert(table):
    # The shoe may have read the hand's first card just before it went down (the 10,000-hand
    # soak lost 30 cards this way before this check): the dealer must look at the table.
    assert table.hand.expected_card() is not None and not any(i[0] == "deal" for i in table.hand.inputs)
    table.on_source_event(SourceFault(FaultCode.DEVICE_REBOOTED, "warning", "restarted", "SIM-0001"))
    assert table.intake.alert.code == AlertCode.SHOE_RESTARTED
    assert table.resolve_alert("enter", "As") is None
    assert hole(table, 1) == ["As"]


def test_a_restart_after_the_hand_is_over_is_no_alert():
    hand = Hand(HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(1, 2),
                           (PlayerSetup("A", 100, seat=1), PlayerSetup("B", 100, seat=2))))
    for card in parse_cards("AsKsQsJs"):
        hand.deal(card)
    hand.apply(fold())                                        # heads-up: the small blind folds
    assert hand.is_complete
    intake = CardIntake()
    assert intake.fault(SourceFault(FaultCode.DEVICE_REBOOTED, "warning", "restarted", "SIM-0001"), hand) is None
    assert intake.alert is None


def test_a_device_warning_is_shown_but_is_not_an_alert(table):
    table.on_source_event(SourceFault(FaultCode.SHOE_EMPTY, "warning", "The shoe is empty.", "SIM-0001"))
    v = table.view()
    assert v.message == "The shoe is empty." and v.message_is_refusal and v.alert is None


# ---------------------------------------------------------- manual entry


def test_the_dealer_types_a_card(table):
    assert table.enter_card("K♥") is None
    assert hole(table, 1) == ["Kh"]
    assert table.view().message == "Dealt seat 1, hole card 1 (entered by hand)."
    assert table.reads[-1][1].origin == "manual" and table.reads[-1][1].raw == "K♥".encode()


def test_a_typed_card_is_refused_with_the_reason(table):
    assert "is not a card" in table.enter_card("1x")
    table.enter_card("As")
    assert table.enter_card("as") == "Ace of spades: already dealt in this hand."   # no seat, no place
    assert table.intake.alert is None                         # the dealer is told at once, no alert
    deal_preflop_from(table, 1)
    assert "No card is expected now" in table.enter_card("Qs")


def deal_preflop_from(table: TableController, dealt: int) -> None:
    cards = [c for c in parse_cards("2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c")
             if c not in table.hand.seen][:24 - dealt]
    feed(table, *[str(c) for c in cards])


def test_a_misread_is_corrected(table):
    feed(table, "As", "7h")
    assert table.correct_last_card("7d") is None
    assert hole(table, 2) == ["7d"]
    assert table.view().message == "Corrected seat 2, hole card 1: entered by hand."
    # The misread is no longer this hand's record of that card; the dealer's entry is.
    assert [(str(r.card), r.origin) for _, r in table.reads] == [("As", "shoe"), ("7d", "manual")]
    assert "already dealt" in table.correct_last_card("As")
    assert hole(table, 2) == ["7d"]                           # a refused correction changes nothing


def test_only_the_last_card_can_be_corrected(table):
    assert "only the last card" in table.correct_last_card("As")
    deal_preflop(table)
    table.act("call")
    assert "only the last card" in table.correct_last_card("As")


# ----------------------------------------------------- deal buttons, shoe


def test_deal_asks_the_shoe_for_one_card_and_waits_for_it(table, shoe):
    assert table.deal_next_card() is None
    assert shoe.pulls == 1 and table.view().waiting_for_shoe
    assert table.view().message == "Waiting for the shoe: seat 1, hole card 1."
    table.deal_next_card()
    assert shoe.pulls == 1                                    # asked once until it comes
    feed(table, "As")
    assert not table.view().waiting_for_shoe
    table.deal_next_card()
    assert shoe.pulls == 2


def test_deal_to_action_asks_for_card_after_card_until_a_player_acts(table, shoe):
    table.deal_until_action()
    deck = iter(parse_cards("2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c8d"))
    for _ in range(30):
        if shoe.pulls == len(table.hand.seen):
            break
        feed(table, str(next(deck)))
    assert shoe.pulls == 24 and table.hand.phase == "bet"


def test_an_alert_stops_deal_to_action(table, shoe):
    table.deal_until_action()
    feed(table, "As", "As")
    assert shoe.pulls == 2
    assert "Resolve the card alert first" in table.deal_next_card()
    table.resolve_alert("reject")
    assert shoe.pulls == 2                                    # the dealer deals on by hand


def test_a_new_hand_starts_a_new_round_of_the_shoe_and_clears_alerts(table, shoe):
    assert shoe.rounds == 1                                   # the first hand
    deal_preflop(table)
    for _ in range(5):
        table.act("fold")
    assert table.hand.is_complete
    feed(table, "Ah")
    assert table.intake.alert.code == AlertCode.TOO_MANY_CARDS
    assert table.new_hand() is None
    assert shoe.rounds == 2 and table.intake.alert is None and table.reads == []


def test_the_source_status_is_shown(table):
    assert table.view().card_source == "cards: shoe · connecting" and not table.view().card_source_ok
    table.on_source_event(SourceStatus(SourceState.CONNECTED, "SIM-0001", "connected"))
    v = table.view()
    assert v.card_source == "cards: shoe SIM-0001 · connected" and v.card_source_ok
    table.on_source_event(SourceStatus(SourceState.RECONNECTING, "SIM-0001", "lost", attempt=3, retry_in=0.8))
    assert table.view().card_source == "cards: shoe · reconnecting (attempt 3)"


# ------------------------------------------------------- the intake alone


def test_the_intake_without_a_controller(deck):
    from tables import make_hand
    hand = make_hand([1000] * 3, deal=False)
    intake = CardIntake(deck)
    outcome = intake.check(read(tag="0F002E6B4C"), hand)
    assert isinstance(outcome, DealCard) and outcome.card == Card(14, "s")
    hand.deal(outcome.card)
    outcome = intake.check(read("As"), hand)
    assert isinstance(outcome, Raised) and outcome.alert.details == {
        "card": "As", "dealt_as": "seat 1, hole card 1", "expected": "seat 2, hole card 1"}
    intake.new_hand()
    assert intake.alert is None


# ------------------------------------------------------------ a board reader


def board_read(card=None, tag=None) -> CardRead:
    """A read from a PC/SC reader the map puts at the board: a check of the board, never a card dealt."""
    return CardRead(parse_card(card) if card else None, tag, "Board reader 00 00", None, None, None, 0.0, b"",
                    origin="rfid", position="board")


def deal_flop(table: TableController) -> None:
    deal_preflop(table)
    for _ in range(5):
        table.act("call")
    table.act("check")
    feed(table, "8c", "8d", "8h", "8s")                      # the burn and the flop, from the shoe's mouth
    assert [str(c) for c in table.hand.board] == ["8d", "8h", "8s"]


def test_a_board_readers_card_is_checked_against_the_board_the_shoe_dealt_never_dealt(table):
    deal_flop(table)
    inputs = list(table.hand.inputs)
    for card in ("8s", "8d", "8h", "8d"):                       # the flop laid in any order; one read twice
        table.on_source_event(board_read(card))
        assert table.intake.alert is None and table.hand.inputs == inputs
    assert table.view().message == "Board card checked: eight of diamonds."
    assert table.intake.board_checked == list(parse_cards("8s 8d 8h"))
    for _ in range(6):                                      # a checked round; the turn still comes from the shoe
        table.act("check")
    feed(table, "9c", "9d")
    assert str(table.hand.board[-1]) == "9d"
    table.on_source_event(board_read("9d"))
    assert table.intake.alert is None


def test_a_board_readers_card_the_shoe_did_not_deal_there_is_an_alert_naming_the_board_card(table):
    deal_flop(table)
    table.on_source_event(board_read("8d"))
    table.on_source_event(board_read("Ah"))                  # not dealt yet: face up on the board, named
    alert = table.intake.alert
    assert alert.code == AlertCode.BOARD_CARD_DIFFERS and alert.keys == ("continue",)
    assert alert.message == ("The board reader read ace of hearts where the shoe dealt eight of hearts: check the "
                             "board against the screen.")
    assert table.hand.inputs[-1][0] == "deal"                 # nothing dealt, the hand where it was
    feed(table, "Kc")                                          # a shoe read waits behind the alert
    assert table.intake.held and table.resolve_alert("continue") is None
    assert table.intake.alert.code == AlertCode.NO_CARD_EXPECTED    # then checked: the players are betting


def test_a_hole_card_or_a_burn_on_the_board_reader_is_not_named_on_the_screen(table):
    deal_flop(table)
    for card, dealt_as in (("2c", "seat 1, hole card 1"), ("8c", "a burn card")):
        table.on_source_event(board_read(card))
        alert = table.intake.alert
        assert alert.code == AlertCode.BOARD_CARD_DIFFERS
        assert alert.message.startswith("The board reader read a card of this hand that is not on the board "
                                         "where the shoe dealt eight of diamonds")
        assert "two" not in alert.message.lower() and "eight of clubs" not in alert.message
        assert alert.details["dealt_as"] == dealt_as          # for the record and the floor
        assert table.resolve_alert("continue") is None


def test_a_board_read_before_any_board_card_or_of_an_unknown_tag_is_an_alert(table):
    deal_preflop(table)
    table.on_source_event(board_read("Ah"))
    alert = table.intake.alert
    assert alert.code == AlertCode.BOARD_CARD_DIFFERS
    assert "the shoe has dealt no board card that is not checked yet" in alert.message
    assert table.resolve_alert("continue") is None
    table.on_source_event(board_read(tag="DEADBEEF"))
    alert = table.intake.alert
    assert alert.code == AlertCode.BOARD_CARD_UNKNOWN and "DEADBEEF" in alert.message
    assert table.resolve_alert("continue") is None
    table.on_source_event(board_read())                      # a tag with no UID (a garbage answer)
    assert table.intake.alert.code == AlertCode.BOARD_CARD_UNKNOWN
    assert "could not read the card laid on it" in table.intake.alert.message
