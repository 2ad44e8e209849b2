"""The rules engine: the game, the hand and the table session, with no screen, device or store.

Where each section of RULES.md lives
------------------------------------

 1. Games: games (the games and the three structures), five_cards (the value of
    five cards, high and ace-to-five low), evaluation (the best five of hole and
    board: the Omaha trap, low 8 or better), omaha_tables and omaha_table_file
    (the evaluator's tables computed ahead and shipped), cards.
 2. Stakes, seats, money: rules (Stakes), seating (who sits where, buy-ins),
    session_seats (seats, rebuys and cash-outs in the session), game_limit (the
    players a game deals to, not the seats: the dealer chooses who sits out).
 3. A hand: hand (the hand as a state machine: posts, deal, betting order,
    showdown order), hand_config (its set-up: players, blinds, antes, straddles),
    deal_plan (the order of the cards, burns, Courchevel), card_labels (the
    card expected, as a value), card_letters (the cards in the dealer's
    letters: French R♥ for the king of hearts).
 4. Betting structures: betting (legal(): minimum raise, the pot-limit maximum,
    fixed-limit sizes and caps, reopening after short all-ins; the BettingRound),
    legal (its answer: the pot-limit sum as numbers, the all-in, the preset
    sizes), actions (what a player may do), pots (uncalled chips).
 5. Pots, splits, odd chips: pots (side pots), award (ties, odd chips, hi-lo
    halves), showdown (each pot's winners, the rake before any split),
    hand_names (a winning hand's name: category and ranks).
 6. Rake: rake (percentage, cap, no flop no drop, rounding, per pot or total,
    fixed; the jackpot drop).
 7. Button and blinds across hands: button (dead, moving, simplified moving
    button; who is dealt in, missed blinds), table_session (hand after hand).
 8. Misdeals and corrections: session_corrections (misdeal, undo, correct,
    void, award by a supervisor), session_record (the record a correction
    supersedes, never erases).
 9. Records: session_record, session_values, session_state (what the session
    keeps: hands, money moves, shifts), hand (its inputs and events), replay
    (with replay_shows) and phh_export (a hand to and from PHH: phh, phh_actions, phh_variants,
    phh_hand, phh_writer, phh_errors, phh_toml, phh_collection).
10. House options and defaults: rules (HouseRules), settings (the session file,
    ARCHITECTURE.md 4.1), session_writer (written back as TOML).
11. Live cash-game practices: run it twice in hand (run_it) and showdown
    (run_parts), oversized chips and the chip set in chips, the bomb pot in
    hand_config and hand; the session's side (the house's choices: cash_rules;
    run-it requests, bomb pots every N hands, time collection: session_cash).
12. Jackpots (bad beat, high hand): not dealt by the engine yet (issue 28);
    only the rake's fixed jackpot drop exists, in rake.

Each module's one idea
----------------------

actions              what a player may do (Action, Legal) and what the engine records
award                splitting a pot among its winners: ties, odd chips, hi-lo halves
betting              the betting rules, and the betting round's own state (BettingRound)
card_labels          the card the deal expects as a value (CardLabel: kind, seat, number)
card_letters         the cards' letters in each language: read as typed, shown as faces
button               where the button and the blinds go each hand, and who is dealt in
cards                cards and decks
cash_rules           the house's cash-game choices: chip set, run it, bomb pots, time collection
chips                chips put in without a word, and any amount as the fewest chips
deal_plan            which card comes next, street by street, burns included
errors               the engine's refusals: a stable code, a message, the numbers
evaluation           the best five of hole and board, high and low (Omaha, Hold'em)
five_cards           the value of exactly five cards and its tables
games                the games and the betting structures
game_limit           a game's player range limits the players dealt in, not the seats
hand                 one hand as a state machine fed cards, actions and shows
hand_config          a hand's set-up: game, stakes, house rules, players, forced bets
hand_names           a hand's name as a value (HandName: category and ranks)
legal                what the player to act may do (Legal), the pot-limit sum as numbers
omaha_table_file     the shipped file of the evaluator's tables: its format
omaha_tables         the evaluator's tables computed ahead, for that file
phh                  PHH hand histories: reading (loads), and the one API of the phh_ parts
phh_actions          the PHH action notation, read and written
phh_collection       many hands in one file (.phhs): one found by its name
phh_errors           the limits of a hand history and PhhError
phh_export           a hand dealt by the engine written as PHH
phh_hand             one PHH hand (HandHistory) and the checks it passes
phh_toml             a fast reader for the plain TOML of hand histories
phh_variants         PHH variant codes and the games they name
phh_writer           PHH text written from a HandHistory (dumps)
pots                 uncalled chips and pots
rake                 the levy and the jackpot drop
replay               a PHH hand replayed through the engine, step by step
replay_shows         what a hand history's shows mean: unknown cards, shows after the hand
rules                stakes and the house options of one hand
seating              seats and money at the table
session_cash         run it twice, bomb pots and time collection in the session
session_corrections  misdeals, the dealer's corrections, the supervisor's
session_record       the session's record: one JSON value per thing done
session_seats        the fold of seats, money and dealer shifts entries
session_state        the session's state between entries
session_values       what a session keeps: hands, money moved, shifts, segments
session_writer       the session file written back as TOML
settings             the session file: game, stakes, house rules, rake
showdown             the award: each pot's winners and shares, run by run
table_session        one table's session: hands, seats, money and corrections as a record

Imports go one way (tools/import-graph engine: no circle): table_session →
hand → betting, showdown, deal_plan, hand_config; betting and showdown →
hand_config → games, rules, rake; showdown → evaluation → five_cards.
"""
