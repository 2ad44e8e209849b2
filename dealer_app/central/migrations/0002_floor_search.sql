-- The central record, version 2: what the floor station's room board and hand search read fast.
--
-- Indexes only: no row of the record changes. Measured on 1,000,000 synthetic hands
-- (bench/floor_board.py): every search the station offers answers in under 50 ms at p99.
SET LOCAL search_path = central, pg_catalog;

-- Whether a table is open or closed: its last session or store event, found without walking every event.
CREATE INDEX events_sessions ON events (store_id, seq)
    WHERE kind IN ('store-opened', 'store-closed', 'session-opened', 'session-closed');

-- Newest first across tables, and a hand number across tables newest first.
CREATE INDEX hand_starts_by_number_time ON hand_starts (number, start_utc_us DESC);
-- A player by name, any case, with the hand's key: the hands list comes from the index alone. Lower case
-- by ICU's rules ("ÉLODIE" is "élodie"), whatever the database's locale (C keeps É as it is); Debian's
-- PostgreSQL is built with ICU.
-- The name itself is carried too: PostgreSQL reads an expression index alone only when the column it is
-- made from is in it.
CREATE INDEX hand_players_by_name_hand ON hand_players (lower(name COLLATE "und-x-icu"), store_id, number)
    INCLUDE (name, seat);
-- A hand's start time by its key from the index alone: the player's hands put in order without a row read.
CREATE INDEX hand_starts_key_time ON hand_starts (store_id, number) INCLUDE (start_utc_us, table_id);
-- Pot size: a rare pot by its own index, with the hand's key; a common one by walking the ended hands
-- newest first with the pot in the same index (no row read for a hand that does not match).
CREATE INDEX hand_ends_by_pot_hand ON hand_ends (pot, store_id, number);
CREATE INDEX hand_ends_by_time_pot ON hand_ends (end_utc_us DESC, pot, store_id, number);
