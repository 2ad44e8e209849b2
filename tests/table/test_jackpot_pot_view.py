"""The pots the dealer pushes show where the bad beat jackpot's increment went (RULES.md 12, issue 28).

Seen through the window under Xvfb: a Hold'em pot of 2,000 with a 4 % levy and a 1 % increment said
"levy 80 · 1,920 contested: seat 9 takes it all" above a winner paid 1,901; the 19 of the increment
was nowhere on the panel. The rules' own numbers: pot 1,050, levy 42, increment 10, 998 to the winner.
"""
from dealer_app.table.showdown import showdown_view
from jackpot_helpers import JACKPOT, LEVY_4, LOSER, NO_BEAT_BOARD, OTHER, heads_up_all_in
from sessions import table


def test_the_increment_is_shown_beside_the_levy_and_the_winner_shares_what_is_left():
    session = table((1, 2), stack=525, rake=LEVY_4, extra=JACKPOT)
    heads_up_all_in(session, {1: LOSER, 2: OTHER}, NO_BEAT_BOARD)
    hand = session._core.run.hand                 # the hand just ended, as the table's screen shows it
    view = showdown_view(hand, lambda p: p + 1, str, to_push=True)
    (pot,) = view.pots
    assert (pot.amount, pot.rake, pot.jackpot, pot.shared) == (1050, 42, 10, 998)
    (half,) = pot.halves
    assert [w.amount for w in half.winners] == [998]
