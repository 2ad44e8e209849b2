"""The rules engine: the game, the hand and the table session, with no screen, device or store.

Where each section of RULES.md lives
------------------------------------

 1. Games: games (the games and the three structures), ranking.five_cards (the value
    of five cards, high and ace-to-five low), ranking.evaluation (the best five
    of hole and board: the Omaha trap, low 8 or better), ranking.omaha_tables and
    ranking.omaha_table_file (the evaluator's tables computed ahead and shipped),
    cards.
 2. Stakes, seats, money: rules (Stakes), seating (who sits where, buy-ins),
    session.seats (seats, rebuys and cash-outs in the session), game_limit (the
    players a game deals to, not the seats: the dealer chooses who sits out).
 3. A hand: hand (the hand as a state machine: posts, deal, betting order,
    showdown order; each input beside its outcome), hand_event (a line of its
    record), hand_showdown (who shows or mucks, the pots paid once all have
    shown), hand_config (its set-up: players, blinds, antes, straddles),
    deal_plan (the order of the cards, burns, Courchevel), card_labels (the
    card expected, as a value), card_letters (the cards in the dealer's
    letters: French R♥ for the king of hearts).
 4. Betting structures: betting (legal(): minimum raise, the pot-limit maximum,
    fixed-limit sizes and caps, reopening after short all-ins; the BettingRound),
    legal (its answer: the pot-limit sum as numbers, the all-in, the preset
    sizes), actions (what a player may do), pots (uncalled chips).
 5. Pots, splits, odd chips: pots (side pots), award (ties, odd chips, hi-lo
    halves), showdown (each pot's winners, the rake before any split),
    ranking.hand_names (a winning hand's name: category and ranks).
 6. Rake: rake (percentage, cap, no flop no drop, rounding, per pot or total,
    fixed; the jackpot drop).
 7. Button and blinds across hands: button (dead, moving, simplified moving
    button; who is dealt in, missed blinds), session.table (hand after hand;
    its parts: session.hands, session.seats, session.corrections, session.cash,
    session.jackpot, session.high_hand, each a session.part).
 8. Misdeals and corrections: session.corrections (misdeal, undo, correct,
    void, award by a supervisor), session.record (the record a correction
    supersedes, never erases).
 9. Records: session.record, session.values, session.state (what the session
    keeps: hands, money moves, shifts), hand (its inputs and events), replay
    (with replay_shows) and phh.export (a hand to and from PHH: phh,
    phh.actions, phh.variants, phh.hand, phh.writer, phh.errors, phh.toml,
    phh.collection).
10. House options and defaults: rules (HouseRules), settings (the session file,
    ARCHITECTURE.md 4.1), session.writer (written back as TOML;
    its strings and values by toml_writer, as phh.writer's).
11. Live cash-game practices: run it twice in hand_runs and showdown
    (run_parts), oversized chips and the chip set in chips, the bomb pot in
    hand_config and hand; the session's side (the house's choices: cash_rules;
    run-it requests, bomb pots every N hands, time collection: session.cash).
12. Jackpots (bad beat, high hand): jackpot.rules (the house's options, the
    session file's [jackpot] and [high_hand]), jackpot.increment (the meter's
    share of a pot, after the levy), jackpot.bad_beat (art. 56-3: whether a
    showdown wins, with each player's five cards), jackpot.plays (both hole
    cards play), jackpot.payment (the meter shared), jackpot.high_hand (the
    best hand of a period); the rake's older fixed jackpot drop is in rake.
    In the hand: showdown (the increment taken after the levy); in the session:
    session.jackpot (the meter, a hit confirmed and paid), session.high_hand
    (the period's board, the periods won; their values in session.values).

Each module's one idea
----------------------

actions                   what a player may do (Action, Legal) and what the engine records
award                     splitting a pot among its winners: ties, odd chips, hi-lo halves
betting                   the betting rules, and the betting round's own state (BettingRound)
button                    where the button and the blinds go each hand, and who is dealt in
card_labels               the card the deal expects as a value (CardLabel: kind, seat, number)
card_letters              the cards' letters in each language: read as typed, shown as faces
cards                     cards and decks
cash_rules                the house's cash-game choices: chip set, run it, bomb pots, time collection
chips                     chips put in without a word, and any amount as the fewest chips
deal_plan                 which card comes next, street by street, burns included
errors                    the engine's refusals: a stable code, a message, the numbers
game_limit                a game's player range limits the players dealt in, not the seats
games                     the games and the betting structures
hand                      one hand as a state machine fed cards, actions and shows
hand_event                one line of a hand's record (Event)
hand_runs                 run it more than once as a hand deals it
hand_showdown             the showdown as a hand plays it: shows, mucks, the pots paid
hand_config               a hand's set-up: game, stakes, house rules, players, forced bets
legal                     what the player to act may do (Legal), the pot-limit sum as numbers
phh                       PHH hand histories: reading (loads), and the one API of its parts
pots                      uncalled chips and pots
rake                      the levy and the jackpot drop
replay                    a PHH hand replayed through the engine, step by step
replay_shows              what a hand history's shows mean: unknown cards, shows after the hand
rules                     stakes and the house options of one hand
seating                   seats and money at the table
settings                  the session file: game, stakes, house rules, rake, jackpots
showdown                  the award: each pot's winners and shares, run by run
toml_writer               TOML strings, keys and values written: the session file's and PHH's

engine/phh/: PHH hand histories, read and written (``from engine import phh``)
phh.actions               the PHH action notation, read and written
phh.collection            many hands in one file (.phhs): one found by its name
phh.errors                the limits of a hand history and PhhError
phh.export                a hand dealt by the engine written as PHH
phh.hand                  one PHH hand (HandHistory) and the checks it passes
phh.toml                  a fast reader for the plain TOML of hand histories
phh.variants              PHH variant codes and the games they name
phh.writer                PHH text written from a HandHistory (dumps)

engine/session/: one table's session, hand after hand, kept as a record
session.cash              run it twice, bomb pots and time collection in the session
session.corrections       misdeals, the dealer's corrections, the supervisor's
session.hands             the hand in the session: its start, its inputs, the chips it moves
session.high_hand         the high hand in the session: the period's leaders, the periods won and their prize split
session.jackpot           the bad beat jackpot in the session: the meter, a hit, its payment
session.part              a part of the session (given the session), and a request it answers (OnPart)
session.record            the session's record: one JSON value per thing done
session.seats             the fold of seats, money and dealer shifts entries
session.state             the session's state between entries
session.table             one table's session: hands, seats, money and corrections as a record
session.values            what a session keeps: hands, money moved, shifts, segments
session.writer            the session file written back as TOML

engine/jackpot/: the bad beat jackpot and the high hand, decided from the cards
jackpot.bad_beat          whether a showdown wins the bad beat jackpot, and the proof
jackpot.high_hand         the high-hand promotion: periods, the board of the period, the prize split
jackpot.increment         what a hand adds to the meter, after the levy
jackpot.payment           the meter shared: loser, winner, table, odd units from the button
jackpot.plays             a player's best five, and whether both hole cards play
jackpot.rules             the house's jackpot options as values ([jackpot], [high_hand])

engine/ranking/: the value of a hand
ranking.evaluation        the best five of hole and board, high and low (Omaha, Hold'em)
ranking.five_cards        the value of exactly five cards and its tables
ranking.hand_names        a hand's name as a value (HandName: category and ranks), a value said in words
ranking.omaha_table_file  the shipped file of the evaluator's tables: its format
ranking.omaha_tables      the evaluator's tables computed ahead, for that file

Imports go one way (tools/import-graph engine: no circle): session.table →
its parts (session.seats, session.hands, session.corrections, session.cash, session.jackpot,
session.high_hand) → hand → betting,
showdown, deal_plan, hand_config; betting and showdown → hand_config → games,
rules, rake; showdown → ranking.evaluation → ranking.five_cards.
"""
