"""The cash desk of the table controller (issue 20, RULES.md 11), in the dealer's words: the runs offered
and agreed seat by seat, each run awarded on its own board (1,000 / 1,000; 985 / 985 with a 5 % rake capped
at 30; 670 / 665 / 665 in three runs at unit 5), chips read by the oversized-chip and 50 % rules and
applied, the pot-limit maximum of 105 as "1 × 100 + 1 × 5", a bomb pot on request, the time collection
due as the clock passes the half hour."""
from __future__ import annotations

from datetime import datetime, timedelta

from dealer_app.table.controller import TableController
from dealer_app.table.record import TableRecord
from engine.settings import parse_session

HOLES = {1: ("As", "Ah", "Ks", "Kh"), 2: ("Qc", "Qd", "Jc", "Jd"), 3: ("2d", "3d", "4h", "5h"),
         4: ("6s", "6d", "9c", "Tc")}
FLOP = ("8h", "2c", "7d", "9h")
RUNS = {1: ("5c", "3s", "6c", "4d"), 2: ("8c", "Qh", "Tc", "Qs"), 3: ("8d", "Jh", "Td", "Js")}
CHIPS = "[table]\nseats = 6\nchips = [5, 25, 100, 500, 1000]\n"


class Clock:
    """The console's clock, moved by the test."""

    def __init__(self, at: str = "2025-03-01T21:10:00"):
        self.now = datetime.fromisoformat(at)

    def __call__(self) -> str:
        return self.now.isoformat(timespec="seconds")

    def move(self, minutes: int) -> None:
        self.now += timedelta(minutes=minutes)


def table(extra: str = "", players: int = 2, unit: int = 1, stacks: int = 1000, button: int = 2,
          clock: Clock | None = None, structure: str = "pot-limit") -> TableController:
    clock = clock or Clock()
    bets = "small_bet = 10\nbig_bet = 20\n" if structure == "fixed-limit" else ""
    text = (f'[game]\nstructure = "{structure}"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = {unit}\n'
            + bets + CHIPS + extra)
    record = TableRecord.new(parse_session(text), None, "dealer", clock())
    for seat in range(1, players + 1):
        record.submit(lambda s, seat=seat: s.sit(seat, "ABCD"[seat - 1] + "nna", stacks, at=clock()))
    if button:
        record.submit(lambda s: s.start_hand(at=clock(), button=button))
    return TableController(record=record, clock=clock)


def deal(table: TableController, *cards: str) -> None:
    for card in cards:
        assert table.enter_card(card) is None, table.ctx.message


def deal_holes(table: TableController) -> None:
    h = table.hand
    while (exp := h.expected_card()) is not None and exp.kind == "hole":
        deal(table, HOLES[table.session.seat_of_player(exp.player)][exp.number - 1])


def act(table: TableController, *actions) -> None:
    for kind, amount in actions:
        assert table.act(kind, amount) is None, table.ctx.message


def all_in_on_the_flop(table: TableController) -> None:
    """Raises to 30, 90, 270, a call; the flop: a pot bet of 540, all-in, called: 2,000 in the pot."""
    deal_holes(table)
    act(table, ("raise", 30), ("raise", 90), ("raise", 270), ("call", None))
    deal(table, *FLOP)
    act(table, ("raise", 540), ("all-in", None), ("call", None))
    assert table.hand.pot == 2000


def run_and_show(table: TableController, runs: int) -> None:
    for run in range(1, runs + 1):
        deal(table, *RUNS[run])
    assert table.show_down() is None and table.push_pots() is None, table.ctx.message


# ------------------------------------------------------------------ the runs

def test_the_runs_are_offered_then_agreed_seat_by_seat_and_each_run_is_won_on_its_board():
    t = table()
    deal_holes(t)
    assert t.view().run_offer is None and t.offer_runs() is not None       # betting not over: refused
    act(t, ("raise", 30), ("raise", 90), ("raise", 270), ("call", None))
    deal(t, *FLOP)
    act(t, ("raise", 540), ("all-in", None), ("call", None))
    offer = t.view().run_offer
    assert offer.times == 0 and [(s.seat, s.agreed) for s in offer.seats] == [(1, False), (2, False)]
    assert t.agree_to_runs() == "No runs are offered now: offer them first (T)."
    assert t.offer_runs() is None and t.view().run_offer.times == 2
    assert t.agree_to_runs(5) == "Seat 5 is not in the hand: only the players still in agree."
    assert t.agree_to_runs() is None
    assert t.ctx.message == "Seat 1 (Anna) agrees to run it twice; waiting for seat 2 (Bnna)."
    assert t.hand.runs == 1                                        # nothing recorded before the last yes
    assert t.agree_to_runs() is None and t.hand.runs == 2 and t.hand.run_agreed_by == (0, 1)
    assert t.view().next_card == "run 1, burn"
    deal(t, *RUNS[1])
    assert t.view().next_card == "run 2, burn"
    deal(t, *RUNS[2][:2])
    runs = t.view().runs
    assert [(r.run, r.cards, r.dealing) for r in runs] == [
        (1, ("2♣", "7♦", "9♥", "3♠", "4♦"), False), (2, ("2♣", "7♦", "9♥", "Q♥"), True)]
    deal(t, *RUNS[2][2:])
    assert t.show_down() is None
    shown = t.view().showdown
    assert [(p.name, p.amount, p.run, p.board[3:]) for p in shown.pots] == [
        ("Pot, run 1", 1000, 1, ("3♠", "4♦")), ("Pot, run 2", 1000, 2, ("Q♥", "Q♠"))]
    assert [[(w.seat, w.amount, w.hand) for h in p.halves for w in h.winners] for p in shown.pots] == [
        [(1, 1000, "pair of aces")], [(2, 1000, "four queens")]]
    assert [c.words for c in shown.in_chips] == ["seat 1 (Anna): 1,000 = 1 × 1,000",
                                                 "seat 2 (Bnna): 1,000 = 1 × 1,000"]
    assert t.push_pots() is None and t.hand.payouts == [1000, 1000]
    assert t.view().results[:2] == ("Pot 1,000, run 1: seat 1 (Anna) 1,000 — pair of aces",
                                    "Pot 1,000, run 2: seat 2 (Bnna) 1,000 — four queens")


def test_the_rake_is_taken_once_before_the_runs_985_and_985():
    t = table('[rake]\npercent = 5.0\ncap = 30\n')
    all_in_on_the_flop(t)
    assert t.offer_runs() is None and t.agree_to_runs(2) is None and t.agree_to_runs(1) is None
    run_and_show(t, 2)
    assert t.hand.payouts == [985, 985] and t.hand.rake_taken == 30


def test_three_runs_of_2000_at_unit_5_are_670_665_665():
    t = table("[house]\nmax_runs = 3\n", unit=5)
    all_in_on_the_flop(t)
    assert t.offer_runs() is None and t.offer_runs() is None and t.view().run_offer.times == 3
    assert t.agree_to_runs() is None and t.agree_to_runs() is None and t.hand.runs == 3
    run_and_show(t, 3)
    assert [p.amount for p in t.hand.pot_results] == [670, 665, 665]
    assert t.hand.payouts == [670, 1330]


def test_twice_only_at_a_table_of_two_runs_and_never_at_a_table_that_never_runs_it():
    t = table()
    all_in_on_the_flop(t)
    assert t.offer_runs() is None and t.offer_runs() is None          # twice, then: one board
    assert t.view().run_offer.times == 0 and t.ctx.message == "One board: the rest of the board is dealt once."
    never = table('[house]\nrun_it = "never"\n')
    all_in_on_the_flop(never)
    assert never.view().run_offer is None and never.offer_runs() is not None and never.hand.runs == 1


# ------------------------------------------------------------------ chips

def test_a_single_chip_of_500_facing_a_call_is_a_call_and_the_rest_goes_back():
    t = table()
    deal_holes(t)
    assert t.enter_chips("500") is None                      # seat 2, the small blind, faces 5 more
    assert t.hand.street_bets == [10, 10]
    assert t.ctx.message == "A single chip of 500 facing 5: call · 495 goes back — Seat 2 (Bnna) calls 5."


def test_the_fifty_percent_rule_below_half_is_a_call_at_least_half_a_minimum_raise():
    t = table(players=3, button=3)             # seat 1 small blind, seat 2 big blind, seat 3 first to act
    deal_holes(t)
    act(t, ("raise", 30))                      # seat 3: the last full raise is 20
    # Seat 1 has 5 in and faces 25: 25 + 5 more is 5 beyond the call, less than half of 20: a call.
    assert t.enter_chips("1x25+1x5") is None and t.hand.street_bets[0] == 30
    assert t.ctx.message.startswith("5 beyond the call of 25 is less than half the last raise of 20: call · "
                                    "5 goes back")
    # Seat 2 has 10 in and faces 20: 25 + 5 is 10 beyond the call, half of 20: a raise, made up to 50.
    assert t.enter_chips("25 5") is None and t.hand.street_bets[1] == 50
    assert t.ctx.message.startswith("10 beyond the call of 20 is at least half the last raise of 20: a full "
                                    "raise, raise to 50 · 10 to add")


def test_a_declared_raise_is_the_dealers_last_word_and_bad_chips_are_refused_without_a_trace():
    t = table()
    deal_holes(t)
    before = list(t.hand.inputs)
    assert t.enter_chips("3x7") == "7 is not a chip of this table: 5, 25, 100, 500, 1,000"
    assert t.enter_chips("lots") == "Type the chips as 500, or 3x100+1x25"
    assert t.enter_chips("2x1000") == "2,000 in chips is more than the 995 this player has"
    assert t.hand.inputs == before
    assert t.enter_chips("1x25", declared_raise=True) is None             # "raise", one 25 chip: to 30
    assert t.hand.street_bets == [10, 30]
    assert t.ctx.message == ("A single chip of 25 with a raise declared: raise to 30, the whole chip — "
                             "Seat 2 (Bnna) raises to 30.")


def facing_100_into_300(structure: str = "pot-limit") -> TableController:
    """RULES.md 11's numbers: heads-up at 5/10 with 5,000 each, raises to 30, 90, 150 and a call (300 in the
    pot); on the flop seat 1 bets 100: seat 2 faces 100 into 300 and holds a 1,000 chip."""
    t = table(stacks=5000, structure=structure)
    deal_holes(t)
    act(t, ("raise", 30), ("raise", 90), ("raise", 150), ("call", None))
    deal(t, *FLOP)
    act(t, ("raise", 100))
    assert t.hand.pot == 400 and t.hand.legal().to_call == 100
    return t


def test_raise_declared_with_one_1000_chip_facing_100_into_300_in_pot_limit_is_a_raise_to_600_and_400_back():
    t = facing_100_into_300()
    # Before anything is applied, the chip entry says what each key makes of "1000".
    assert t.chips_preview("1000") == (
        "a single chip of 1,000 facing 100: call · 900 goes back",
        "a single chip of 1,000 with a raise declared: raise to 600, the most allowed · 400 goes back")
    assert t.hand.street_bets == [100, 0]
    assert t.enter_chips("1000", declared_raise=True) is None        # was: "raise to 1000 is above the pot limit"
    assert t.hand.street_bets == [100, 600] and t.hand.stacks[1] == 5000 - 150 - 600
    assert t.ctx.message == ("A single chip of 1,000 with a raise declared: raise to 600, the most allowed · "
                             "400 goes back — Seat 2 (Bnna) raises to 600.")


def test_raise_declared_with_one_1000_chip_in_no_limit_is_a_raise_to_1000():
    t = facing_100_into_300("no-limit")
    assert t.enter_chips("1000", declared_raise=True) is None
    assert t.hand.street_bets == [100, 1000]
    assert t.ctx.message.startswith("A single chip of 1,000 with a raise declared: raise to 1,000, the whole chip — ")


def test_raise_declared_with_several_chips_capped_at_600_or_completed_to_the_minimum_of_200():
    t = facing_100_into_300()
    assert t.chips_preview("2x500")[1] == ("1,000 in chips with a raise declared, above the pot limit: raise to "
                                           "600 at most · 400 goes back")
    assert t.chips_preview("100+25+25")[1] == ("150 in chips with a raise declared, short of the minimum: raise "
                                               "to 200 · 50 to add")
    assert t.chips_preview("4x100")[1] == "raise to 400 declared, 400 in chips"
    assert t.enter_chips("100+25+25", declared_raise=True) is None
    assert t.hand.street_bets == [100, 200]


def test_raise_declared_in_fixed_limit_is_the_fixed_raise_and_the_excess_goes_back():
    t = table(players=3, button=3, structure="fixed-limit")
    deal_holes(t)
    # Limit 10/20, blinds 5/10: seat 3 faces the big blind's 10; "raise" with one 100 chip is a raise to 20.
    assert t.enter_chips("100", declared_raise=True) is None
    assert t.hand.street_bets == [5, 10, 20]
    assert t.ctx.message.startswith("100 in chips with a raise declared, fixed limit: raise to 20 · 80 goes back")


def test_raise_declared_when_raising_is_closed_is_refused_and_nothing_is_recorded():
    t = table(players=4, button=4, structure="fixed-limit")
    deal_holes(t)
    act(t, ("raise", 20), ("raise", 30), ("raise", 40))        # a bet and three raises: the cap
    before = list(t.hand.inputs)
    assert t.enter_chips("25+25+5", declared_raise=True) == ("No raise is open to this player (the betting is "
                                                           "capped): enter the chips as put in (Enter)")
    assert t.hand.inputs == before
    assert t.chips_preview("25+25+5") == ("55 in chips, raising is closed: call · 25 goes back", t.ctx.message)


def test_the_pot_limit_maximum_of_105_is_shown_as_1_x_100_and_1_x_5():
    t = table(players=4, button=4)             # seat 1 small blind 5, seat 2 big blind 10
    deal_holes(t)
    act(t, ("raise", 30))                      # seat 3 raises to 30: seat 4 may raise to 3 × 30 + 10 + 5
    pad = t.view().pad
    assert pad.max_to == 105
    assert [(c.key, c.words) for c in pad.in_chips] == [
        ("max", "raise to 105 = 1 × 100 + 1 × 5"), ("min", "raise to 50 = 2 × 25"), ("call", "call 30 = 1 × 25 + 1 × 5")]
    plain = TableController()                  # the practice table names no chip set: nothing in chips
    plain.deal_until_action()
    assert plain.view().pad.in_chips == () and plain.view().chip_set == ()


# ------------------------------------------------------------- bomb pot, time

def test_a_bomb_pot_on_request_between_hands_every_player_antes_and_the_betting_starts_on_the_flop():
    t = table('[bomb_pot]\nmode = "on-request"\nante = 20\n', players=3, button=0)
    assert t.view().can_bomb_pot
    # B marks the next hand (nothing is dealt yet: the croupier announces it, the antes go out); N deals it.
    assert t.bomb_pot_next() is None and t.hand is None and t.view().bomb_pot_next
    assert t.ctx.message == "Next hand: a bomb pot, every player dealt in antes 20. N deals it; B again: a usual hand."
    assert t.new_hand() is None and t.hand.config.bomb_pot
    assert t.ctx.message.startswith("Hand 1: bomb pot, every player antes")
    v = t.view()
    assert v.bomb_pot and not v.can_bomb_pot and v.pot == 60
    assert t.deal_until_action() is None and t.hand.street == "flop" and len(t.hand.board) == 3
    assert t.bomb_pot_next() is not None                    # mid-hand: refused, nothing changes
    assert not t.view().bomb_pot_next
    off = table()
    assert not off.view().can_bomb_pot
    assert off.bomb_pot_next() == "This table deals no bomb pot on request."


def test_the_clock_passing_the_half_hour_makes_the_time_collection_due_and_the_next_hand_takes_it():
    clock = Clock("2025-03-01T21:10:00")
    t = table('[time_collection]\nmode = "per-seat"\namount = 10\n', button=0, clock=clock)
    assert t.check_time_collection() is None and t.view().time_due == ""      # the console starts: 21:10
    clock.move(15)
    assert t.check_time_collection() is None and t.view().time_due == ""      # 21:25: not yet
    clock.move(6)
    assert t.check_time_collection() is None                                  # 21:31: the 21:30 collection
    assert t.view().time_due == "Time collection of 21:30 due: 10 from every player dealt in at the next hand."
    assert t.ctx.message == t.view().time_due
    assert t.new_hand() is None
    assert [(c.seat, c.amount) for c in t.session.time_collections] == [(1, 10), (2, 10)]
    assert t.view().time_due == ""
    assert t.check_time_collection() is None and t.session.time_due is None    # nothing new until 22:00
    report = t.report_text()                                                   # on the session's report
    assert "Time collected\n  seat 1 (Anna): 10\n  seat 2 (Bnna): 10\n  total 20" in report


def test_the_table_always_says_when_time_falls_due_next_per_seat_the_time():
    clock = Clock("2025-03-01T21:10:00")
    t = table('[time_collection]\nmode = "per-seat"\namount = 10\n', button=0, clock=clock)
    assert t.check_time_collection() is None                  # the console starts at 21:10
    assert t.view().time_next == ("Time collection: the next at 21:30, 10 from every player dealt in at the first "
                                  "hand after it.")
    clock.move(21)
    t.check_time_collection()                                 # 21:31: due, said as due (the standing line waits)
    assert t.view().time_due.startswith("Time collection of 21:30 due") and t.view().time_next == ""
    assert t.new_hand() is None
    assert t.view().time_next == "Time collection: 10 taken from every player dealt in at this hand; the next at 22:00."
    t.deal_until_action()
    assert t.act("fold") is None                               # the hand is over: the next collection is what's left
    assert t.view().time_next.startswith("Time collection: the next at 22:00")


def test_the_table_always_says_when_time_falls_due_per_hand_at_this_hand_and_from_whom():
    t = table('[time_collection]\nmode = "per-hand"\namount = 5\n', players=4, button=0)
    assert t.view().time_next == "Time collection: 5 from the button at the next hand."
    assert t.new_hand() is None
    button = t.session.plan.positions.button
    name = t.session.seats[button].name
    assert t.view().time_next == f"Time collection: 5 taken at this hand from seat {button} ({name}), the button."
    # A dead button: the first player dealt in clockwise from it pays, and the line says so.
    t.deal_until_action()
    while t.hand is not None and t.session.hand is not None:
        assert t.act("fold" if t.hand.legal().to_call else "check") is None
    assert t.leave(button % 4 + 1) is None                     # the next button's player leaves: a dead button
    assert t.new_hand() is None
    payer = t.session.time_collections[-1].seat
    assert t.session.plan.positions.button not in t.session.plan.dealt
    assert t.view().time_next == (f"Time collection: 5 taken at this hand from seat {payer} "
                                  f"({t.session.seats[payer].name}), the first player dealt in after the dead button.")


def test_the_chips_as_typed_and_the_rule_that_read_them_are_in_the_record_with_the_action(tmp_path, qapp):
    """A dispute asks why a single 500 was only a call: the record keeps "500" as the dealer typed it, the rule
    and the chips that went back, in the action's own transaction, and the floor reads them in words."""
    from dealer_app.store import open_for_reading, open_store
    from dealer_app.words.replay import event_words, is_bookkeeping
    from ui.kit.i18n import install_language, render

    clock = Clock()
    store = open_store(tmp_path / "t.sqlite", table="T1", dealer="Marie")
    t = TableController(store=store, dealer="Marie", clock=clock)
    assert t.open_session("[stakes]\nsmall_blind = 5\nbig_blind = 10\n" + CHIPS) is None
    assert t.sit(1, "Anna", 1000) is None and t.sit(2, "Bnna", 1000) is None
    assert t.new_hand() is None
    deal_holes(t)
    refused_before = t.enter_chips("3x7")                    # refused: nothing of it reaches the record
    assert refused_before == "7 is not a chip of this table: 5, 25, 100, 500, 1,000"
    assert t.enter_chips(" 500 ") is None
    # The big blind's option: "raise" with one 500 chip is a raise to 30, the pot-limit maximum, 480 back.
    assert t.enter_chips("500", declared_raise=True) is None and t.hand.street_bets[0] == 30
    number = t.record.store_hand_number
    store.close()
    with open_for_reading(tmp_path / "t.sqlite") as reader:
        stored = reader.load_hand(number)
    read, declared = [e for e in stored.events if e.kind == "chips-read"]
    assert (declared.payload["typed"], declared.payload["declared_raise"], declared.payload["rule"]) == (
        "500", True, "declared-raise-single-chip")
    assert (declared.payload["to"], declared.payload["returned"]) == (30, 480)
    assert event_words(stored, declared) == ("chips entered: 500 — a single chip of 500 with a raise declared: "
                                             "raise to 30, the most allowed · 480 goes back")
    action = next(e for e in stored.events if e.kind == "action")
    assert action.seq < read.seq                               # written with the action, after it
    assert read.payload["typed"] == " 500 " and read.payload["chips"] == [500]
    assert (read.payload["rule"], read.payload["put_in"], read.payload["returned"]) == ("oversized-chip-call", 500, 495)
    assert read.payload["action"] == "call" and read.payload["by"] == "Marie"
    assert not is_bookkeeping("chips-read")                    # shown with the play, not hidden as bookkeeping
    said = event_words(stored, read)
    assert said == "chips entered:  500  — a single chip of 500 facing 5: call · 495 goes back"
    install_language("fr")
    assert render(said) == "jetons saisis :  500  — un seul jeton de 500 face à 5 : suivre · 495 rendus"
