-- The floor decides an exact tie of a shared jackpot (issue 28; RULES.md 12: "the floor's decision"). Version 14
-- answers each tied claim 'floor' and pays nothing; nothing let the floor decide, and the tied tables waited for
-- ever. Here the floor (the owner or a superuser, like `central jackpot-pool`) gives the round's jackpot to one
-- of the tied tables or splits it between them: `dealer-app central jackpot-decide POOL --round N (--to T |
-- --split)`. The decision is kept append-only with who and when, and each tied claim gets its answer in
-- central.jackpot_floor_answers, which central.jackpot_claim_answer now reads before version 14's 'floor' answer
-- (append-only both: the tie stays on record as it was, the floor's answer is added after it). The tables'
-- followers, which resend their claim while it stands at 'floor', record it as any answer.
--
-- The meter paid is the pool's meter when the floor decides (the increments sent while the tie waited are the
-- same jackpot's, as those sent during a claim window are), frozen for the payment; the pool restarts at its
-- start as after any decision. Split: each tied table gets an equal part in whole chip units (p_unit, the tables'
-- smallest chip; 1 by default); the units left over go one each to the tied claims in the order they were made,
-- the earliest first, and what is left below one unit goes to the earliest claim: the parts add up to the meter
-- exactly, nothing is kept back and nothing made up.

SET LOCAL search_path = central, pg_catalog, pg_temp;

CREATE TABLE central.jackpot_floor_decisions (
    round      bigint PRIMARY KEY REFERENCES central.jackpot_rounds,
    pool       text   NOT NULL REFERENCES central.jackpot_pools,
    to_claim   bigint REFERENCES central.jackpot_claims,          -- the claim the floor gave it to; NULL: split
    split      boolean NOT NULL,
    unit       bigint NOT NULL CHECK (unit >= 1),
    meter      bigint NOT NULL,                                   -- the whole meter, frozen by the decision
    by_whom    text   NOT NULL,
    at         timestamptz NOT NULL DEFAULT clock_timestamp(),
    CHECK (split = (to_claim IS NULL))
);

CREATE TABLE central.jackpot_floor_answers (
    claim        bigint PRIMARY KEY REFERENCES central.jackpot_claims,
    round        bigint NOT NULL REFERENCES central.jackpot_floor_decisions,
    outcome      text   NOT NULL CHECK (outcome IN ('won', 'refused')),
    meter        bigint,                              -- what this table pays: the meter, or its part of it
    winner_table text   NOT NULL,
    reason       text   NOT NULL
);

CREATE TRIGGER jackpot_floor_decisions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE
    ON central.jackpot_floor_decisions FOR EACH STATEMENT EXECUTE FUNCTION central.refuse_change();
CREATE TRIGGER jackpot_floor_answers_append_only BEFORE UPDATE OR DELETE OR TRUNCATE
    ON central.jackpot_floor_answers FOR EACH STATEMENT EXECUTE FUNCTION central.refuse_change();

-- A claim's answer as the table reads it: the floor's answer once it decided a tie, else version 14's.
CREATE OR REPLACE FUNCTION central.jackpot_claim_answer(p_claim bigint, OUT claim bigint, OUT outcome text,
                                                        OUT meter bigint, OUT winner_table text, OUT reason text,
                                                        OUT decides_at timestamptz)
LANGUAGE plpgsql STABLE SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    claim := p_claim;
    SELECT f.outcome, f.meter, f.winner_table, f.reason INTO outcome, meter, winner_table, reason
        FROM central.jackpot_floor_answers f WHERE f.claim = p_claim;
    IF FOUND THEN
        RETURN;
    END IF;
    SELECT a.outcome, a.meter, a.winner_table, a.reason INTO outcome, meter, winner_table, reason
        FROM central.jackpot_answers a WHERE a.claim = p_claim;
    IF NOT FOUND THEN
        outcome := 'waiting'; winner_table := '';
        SELECT r.closes_at INTO decides_at FROM central.jackpot_claims c JOIN central.jackpot_rounds r ON r.id = c.round
            WHERE c.id = p_claim;
        reason := pg_catalog.format('claimed at the central record: decided at the end of the claim window (%s)',
                                    decides_at);
    END IF;
END $$;

-- The floor decides the tie of round p_round of pool p_pool: to the claim of table p_to_table, or split
-- (p_to_table NULL). Run as the owner or a superuser (no grant): the decision moves the room's money.
CREATE FUNCTION central.jackpot_floor_decide(p_pool text, p_round bigint, p_to_table text, p_unit bigint DEFAULT 1,
                                             OUT claim bigint, OUT table_id text, OUT outcome text, OUT meter bigint)
RETURNS SETOF record
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    p        central.jackpot_pools%ROWTYPE;
    d        central.jackpot_decisions%ROWTYPE;
    v_tied   bigint[];
    v_tables text[];
    v_to     bigint;
    v_total  bigint;
    v_meter  bigint;
    v_n      int;
    v_part   bigint;
    v_left   bigint;
    v_mine   bigint;
    i        int;
BEGIN
    SELECT * INTO p FROM central.jackpot_pools j WHERE j.pool = p_pool FOR UPDATE;    -- one decision at a time
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no shared jackpot "%" in the central record', p_pool USING ERRCODE = 'no_data_found';
    END IF;
    IF p_unit IS NULL OR p_unit < 1 THEN
        RAISE EXCEPTION 'the chip unit of a split is 1 chip or more, not %', p_unit
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM central.jackpot_decide_due(p.pool);
    SELECT * INTO d FROM central.jackpot_decisions x
        WHERE x.round = p_round AND x.round IN (SELECT r.id FROM central.jackpot_rounds r WHERE r.pool = p.pool);
    IF NOT FOUND OR d.winner IS NOT NULL THEN
        RAISE EXCEPTION 'round % of the shared jackpot "%" is no tie waiting for the floor', p_round, p.pool
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF EXISTS (SELECT 1 FROM central.jackpot_floor_decisions f WHERE f.round = p_round) THEN
        RAISE EXCEPTION 'the floor decided round % of the shared jackpot "%" already (its decision stands)', p_round,
                        p.pool USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT pg_catalog.array_agg(c.id ORDER BY c.claimed_at, c.id), pg_catalog.array_agg(c.table_id ORDER BY c.claimed_at, c.id)
        INTO v_tied, v_tables
        FROM central.jackpot_claims c JOIN central.jackpot_answers a ON a.claim = c.id
        WHERE c.round = p_round AND a.outcome = 'floor';
    v_n := pg_catalog.array_length(v_tied, 1);
    IF p_to_table IS NOT NULL THEN
        SELECT c.id INTO v_to FROM central.jackpot_claims c WHERE c.id = ANY (v_tied) AND c.table_id = p_to_table;
        IF v_to IS NULL THEN
            RAISE EXCEPTION 'table % is not one of the tied tables of round % (%)', p_to_table, p_round,
                            pg_catalog.array_to_string(v_tables, ', ') USING ERRCODE = 'invalid_parameter_value';
        END IF;
    END IF;
    v_total := central.jackpot_increments(p.pool);
    v_meter := p.seed + v_total - p.counted_before;
    INSERT INTO central.jackpot_floor_decisions (round, pool, to_claim, split, unit, meter, by_whom)
        VALUES (p_round, p.pool, v_to, v_to IS NULL, p_unit, v_meter, session_user::text);
    v_part := (v_meter / (v_n * p_unit)) * p_unit;
    v_left := v_meter - v_part * v_n;
    FOR i IN 1 .. v_n LOOP
        claim := v_tied[i]; table_id := v_tables[i];
        IF v_to IS NOT NULL THEN
            IF v_tied[i] = v_to THEN
                outcome := 'won'; meter := v_meter;
                INSERT INTO central.jackpot_floor_answers (claim, round, outcome, meter, winner_table, reason)
                    VALUES (claim, p_round, outcome, meter, table_id,
                            pg_catalog.format('the floor gave it to table %s: meter %s (%s)', table_id, v_meter,
                                              session_user));
            ELSE
                outcome := 'refused'; meter := NULL;
                INSERT INTO central.jackpot_floor_answers (claim, round, outcome, meter, winner_table, reason)
                    VALUES (claim, p_round, outcome, NULL, p_to_table,
                            pg_catalog.format('the floor gave it to table %s', p_to_table));
            END IF;
        ELSE
            -- Whole units left over one each in the order of the claims; the rest below a unit to the first.
            v_mine := v_part + CASE WHEN i <= v_left / p_unit THEN p_unit ELSE 0 END
                             + CASE WHEN i = 1 THEN v_left % p_unit ELSE 0 END;
            outcome := 'won'; meter := v_mine;
            INSERT INTO central.jackpot_floor_answers (claim, round, outcome, meter, winner_table, reason)
                VALUES (claim, p_round, outcome, meter, pg_catalog.array_to_string(v_tables, ', '),
                        pg_catalog.format('split by the floor between tables %s: %s of meter %s (%s)',
                                          pg_catalog.array_to_string(v_tables, ', '), v_mine, v_meter, session_user));
        END IF;
        RETURN NEXT;
    END LOOP;
    -- The meter is frozen for the tied tables' payments; the next jackpot starts at the pool's start.
    UPDATE central.jackpot_pools SET seed = p.start, counted_before = v_total, began_at = pg_catalog.clock_timestamp()
        WHERE jackpot_pools.pool = p.pool;
    INSERT INTO central.jackpot_pool_log (pool, what, start, window_seconds, meter_before, by_whom)
        VALUES (p.pool, 'restart', p.start, p.window_seconds, v_meter, session_user::text);
END $$;

-- The ties of a pool the floor has not decided yet (what `central jackpot-pool` lists for the floor).
CREATE FUNCTION central.jackpot_ties(p_pool text, OUT round bigint, OUT tables text, OUT hands text)
RETURNS SETOF record
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT c.round, pg_catalog.string_agg(c.table_id, ', ' ORDER BY c.claimed_at, c.id),
           pg_catalog.string_agg(c.table_id || ' hand ' || c.hand, ', ' ORDER BY c.claimed_at, c.id)
      FROM central.jackpot_claims c JOIN central.jackpot_answers a ON a.claim = c.id
     WHERE c.pool = p_pool AND a.outcome = 'floor'
       AND NOT EXISTS (SELECT 1 FROM central.jackpot_floor_decisions f WHERE f.round = c.round)
     GROUP BY c.round ORDER BY c.round
$$;

REVOKE ALL ON central.jackpot_floor_decisions, central.jackpot_floor_answers FROM PUBLIC;
GRANT SELECT ON central.jackpot_floor_decisions, central.jackpot_floor_answers TO dealer_floor;
REVOKE ALL ON FUNCTION central.jackpot_floor_decide(text, bigint, text, bigint), central.jackpot_ties(text),
                       central.jackpot_claim_answer(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION central.jackpot_ties(text) TO dealer_floor;
