-- One bad beat jackpot shared by several tables (issue 28, point 5; RULES.md 12): its meter over the tables,
-- the tables' claims, claims at several tables "at once" decided together.
--
-- A pool is named by the session file's `[jackpot] shared = "NAME"`. Its meter is never sent by a table: it is
-- the pool's seed (its start when it began or restarted) plus every `jackpot-increment` event of the pool that
-- the tables sent into central.events (their payload names the pool), counted since the pool's jackpot began.
-- A claim names the caller's own table and store (a table login claims for nobody else, 0009), the store's hand,
-- the losing and the winning five cards; the cards are valued here (central.five_value, the engine's order of
-- hands, tested against engine/ranking), the table's word for the rank is never taken.
--
-- "At once" is a claim window: the first claim of a pool with no round open opens a round that closes
-- window_seconds later (60 s by default, a pool setting); every claim made before it closes is in the round. At
-- the first call after it closed (a claim or an answer of any table of the pool) the round is decided: the claim
-- whose losing hand is the strongest wins the meter as it is then, frozen for that payment, and the pool restarts
-- at its start; the others are refused in words. An exact tie of the strongest losing hands is the floor's
-- decision (RULES.md 12): each tied claim is answered 'floor', nothing frozen, nothing paid automatically.
-- A claim is kept once per (store, hand): a resend gets the answer of the claim already here.

SET LOCAL search_path = central, pg_catalog, pg_temp;

CREATE TABLE central.jackpot_pools (
    pool           text PRIMARY KEY CHECK (pool ~ '^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$'),
    start          bigint NOT NULL CHECK (start >= 0),           -- the meter after each payment
    window_seconds int    NOT NULL DEFAULT 60 CHECK (window_seconds BETWEEN 1 AND 3600),
    set_by         text   NOT NULL,                              -- who set start and window, and when
    set_at         timestamptz NOT NULL,
    seed           bigint NOT NULL,                              -- the current jackpot began at this value
    counted_before bigint NOT NULL DEFAULT 0,                    -- the pool's increments before it began
    began_at       timestamptz NOT NULL
);

-- Every setting and every restart of a pool, in order: the pool's row is only its latest state.
CREATE TABLE central.jackpot_pool_log (
    id             bigserial PRIMARY KEY,
    pool           text   NOT NULL REFERENCES central.jackpot_pools,
    what           text   NOT NULL CHECK (what IN ('set', 'restart')),
    start          bigint NOT NULL,
    window_seconds int    NOT NULL,
    meter_before   bigint NOT NULL,
    by_whom        text   NOT NULL,
    at             timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE central.jackpot_rounds (
    id        bigserial PRIMARY KEY,
    pool      text NOT NULL REFERENCES central.jackpot_pools,
    opened_at timestamptz NOT NULL,
    closes_at timestamptz NOT NULL
);

CREATE TABLE central.jackpot_claims (
    id           bigserial PRIMARY KEY,
    round        bigint NOT NULL REFERENCES central.jackpot_rounds,
    pool         text   NOT NULL REFERENCES central.jackpot_pools,
    table_id     text   NOT NULL,
    store_id     text   NOT NULL REFERENCES central.stores,
    hand         bigint NOT NULL,
    login        text   NOT NULL,
    loser_five   text[] NOT NULL,
    winner_five  text[] NOT NULL,
    rule         text   NOT NULL,
    loser_value  bigint NOT NULL,                 -- valued here, from the cards
    winner_value bigint NOT NULL,
    claimed_at   timestamptz NOT NULL,
    UNIQUE (store_id, hand)
);

-- A round's decision: its winning claim and the meter frozen for it (NULL both for a tie left to the floor).
CREATE TABLE central.jackpot_decisions (
    round      bigint PRIMARY KEY REFERENCES central.jackpot_rounds,
    winner     bigint REFERENCES central.jackpot_claims,
    meter      bigint,
    decided_at timestamptz NOT NULL
);

CREATE TABLE central.jackpot_answers (
    claim    bigint PRIMARY KEY REFERENCES central.jackpot_claims,
    outcome  text   NOT NULL CHECK (outcome IN ('won', 'refused', 'floor')),
    meter    bigint,                              -- the meter to pay, for the claim that won
    winner_table text NOT NULL DEFAULT '',        -- the table whose claim won (or tied)
    reason   text   NOT NULL
);

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['jackpot_pool_log', 'jackpot_rounds', 'jackpot_claims', 'jackpot_decisions',
                             'jackpot_answers'] LOOP
        EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE OR TRUNCATE ON central.%I FOR EACH STATEMENT '
                       'EXECUTE FUNCTION central.refuse_change()', t || '_append_only', t);
    END LOOP;
END $$;
CREATE TRIGGER jackpot_pools_kept BEFORE DELETE OR TRUNCATE ON central.jackpot_pools
    FOR EACH STATEMENT EXECUTE FUNCTION central.refuse_change();

CREATE INDEX events_jackpot_increments ON central.events (store_id, seq) WHERE kind = 'jackpot-increment';

-- ------------------------------------------------------------------ the value of five cards

-- Greater is better, in the order of engine/ranking/five_cards.py's high_value (tests/central/test_shared_jackpot.py
-- compares them): the category (0 high card .. 8 straight flush) then the ranks that decide, in base 16.
-- NULL for anything but five different cards written as the engine writes them ("Td", "7s").
CREATE FUNCTION central.five_value(p_cards text[]) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    ranks int[] := '{}';
    suits text[] := '{}';
    c text;
    r int;
    flush bool;
    straight_top int := 0;
    groups int[];           -- ranks ordered by (count desc, rank desc), one each
    counts int[];
    category int;
    v bigint := 0;
    i int;
BEGIN
    IF p_cards IS NULL OR pg_catalog.array_length(p_cards, 1) IS DISTINCT FROM 5 THEN
        RETURN NULL;
    END IF;
    IF (SELECT pg_catalog.count(DISTINCT x) FROM pg_catalog.unnest(p_cards) AS x) <> 5 THEN
        RETURN NULL;
    END IF;
    FOREACH c IN ARRAY p_cards LOOP
        IF c IS NULL OR c !~ '^[2-9TJQKA][cdhs]$' THEN
            RETURN NULL;
        END IF;
        ranks := ranks || (pg_catalog.strpos('23456789TJQKA', pg_catalog.substr(c, 1, 1)) + 1);
        suits := suits || pg_catalog.substr(c, 2, 1);
    END LOOP;
    flush := (SELECT pg_catalog.count(DISTINCT x) FROM pg_catalog.unnest(suits) AS x) = 1;
    SELECT pg_catalog.array_agg(g.rank ORDER BY g.n DESC, g.rank DESC), pg_catalog.array_agg(g.n ORDER BY g.n DESC, g.rank DESC)
        INTO groups, counts
        FROM (SELECT x AS rank, pg_catalog.count(*)::int AS n FROM pg_catalog.unnest(ranks) AS x GROUP BY x) g;
    IF pg_catalog.array_length(groups, 1) = 5 THEN
        IF groups[1] - groups[5] = 4 THEN
            straight_top := groups[1];
        ELSIF groups = ARRAY[14, 5, 4, 3, 2] THEN
            straight_top := 5;                                  -- the wheel
        END IF;
    END IF;
    IF straight_top > 0 AND flush THEN category := 8;
    ELSIF counts[1] = 4 THEN category := 7;
    ELSIF counts[1] = 3 AND counts[2] = 2 THEN category := 6;
    ELSIF flush THEN category := 5;
    ELSIF straight_top > 0 THEN category := 4;
    ELSIF counts[1] = 3 THEN category := 3;
    ELSIF counts[1] = 2 AND counts[2] = 2 THEN category := 2;
    ELSIF counts[1] = 2 THEN category := 1;
    ELSE category := 0;
    END IF;
    IF straight_top > 0 THEN
        groups := ARRAY[straight_top];
    END IF;
    FOR i IN 1 .. 5 LOOP
        v := v * 16 + coalesce(groups[i], 0);
    END LOOP;
    RETURN category::bigint * 1048576 + v;
END $$;

-- The words of a hand's category (the server's reasons are English; the table says them in its language).
CREATE FUNCTION central.five_category(p_value bigint) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT (ARRAY['high card', 'one pair', 'two pair', 'three of a kind', 'a straight', 'a flush', 'a full house',
                  'four of a kind', 'a straight flush'])[(p_value / 1048576)::int + 1]
$$;

-- ------------------------------------------------------------------ the meter

-- Every increment of the pool the tables sent (a withdrawn one is negative), since the record began.
CREATE FUNCTION central.jackpot_increments(p_pool text) RETURNS bigint
LANGUAGE sql STABLE SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT coalesce(pg_catalog.sum(CASE WHEN pg_catalog.jsonb_typeof(p->'amount') = 'number'
                                        THEN (p->>'amount')::numeric::bigint ELSE 0 END), 0)::bigint
    FROM (SELECT pg_catalog.convert_from(e.body, 'UTF8')::jsonb->'payload' AS p
          FROM central.events e WHERE e.kind = 'jackpot-increment') i
    WHERE i.p->>'pool' = p_pool
$$;

CREATE FUNCTION central.jackpot_meter(p_pool text, OUT pool text, OUT meter bigint, OUT start bigint,
                                      OUT window_seconds int, OUT began_at timestamptz, OUT set_by text,
                                      OUT set_at timestamptz, OUT waiting int)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    p central.jackpot_pools%ROWTYPE;
BEGIN
    SELECT * INTO p FROM central.jackpot_pools j WHERE j.pool = p_pool;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no shared jackpot "%" in the central record: the room sets it first '
                        '(dealer-app central jackpot-pool)', p_pool USING ERRCODE = 'no_data_found';
    END IF;
    pool := p.pool; start := p.start; window_seconds := p.window_seconds; began_at := p.began_at;
    set_by := p.set_by; set_at := p.set_at;
    meter := p.seed + central.jackpot_increments(p.pool) - p.counted_before;
    SELECT pg_catalog.count(*)::int INTO waiting FROM central.jackpot_claims c
        WHERE c.pool = p.pool AND NOT EXISTS (SELECT 1 FROM central.jackpot_decisions d WHERE d.round = c.round);
END $$;

-- The room sets a pool (made when new, its meter then starting at p_start) or its start and window: the start
-- is the meter after each payment, it does not change the jackpot running. Run as the owner or a superuser.
CREATE FUNCTION central.jackpot_pool_set(p_pool text, p_start bigint, p_window_seconds int DEFAULT 60)
RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    v_meter bigint := 0;
BEGIN
    IF p_pool IS NULL OR p_pool !~ '^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$' THEN
        RAISE EXCEPTION 'a shared jackpot is named with up to 40 letters, digits, spaces, dots, dashes or '
                        'underscores, not %', pg_catalog.quote_literal(coalesce(p_pool, ''))
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_start IS NULL OR p_start < 0 THEN
        RAISE EXCEPTION 'the start of a shared jackpot is 0 or more chips, not %', p_start
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_window_seconds IS NULL OR p_window_seconds NOT BETWEEN 1 AND 3600 THEN
        RAISE EXCEPTION 'the claim window is 1 to 3600 seconds, not %', p_window_seconds
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM 1 FROM central.jackpot_pools j WHERE j.pool = p_pool FOR UPDATE;
    IF FOUND THEN
        SELECT m.meter INTO v_meter FROM central.jackpot_meter(p_pool) m;
        UPDATE central.jackpot_pools SET start = p_start, window_seconds = p_window_seconds,
                                         set_by = session_user::text, set_at = clock_timestamp()
            WHERE jackpot_pools.pool = p_pool;
    ELSE
        INSERT INTO central.jackpot_pools (pool, start, window_seconds, set_by, set_at, seed, counted_before, began_at)
            VALUES (p_pool, p_start, p_window_seconds, session_user::text, clock_timestamp(), p_start,
                    -- Increments the tables sent before the room set the pool count: their chips left the
                    -- pots for this jackpot, and a meter that dropped them would lose them.
                    0, clock_timestamp());
    END IF;
    INSERT INTO central.jackpot_pool_log (pool, what, start, window_seconds, meter_before, by_whom)
        VALUES (p_pool, 'set', p_start, p_window_seconds, v_meter, session_user::text);
END $$;

-- ------------------------------------------------------------------ deciding

-- Every round of the pool whose window has closed and that is not decided yet, decided now. The caller holds
-- the pool's row (FOR UPDATE): one decision at a time, and no claim joins a round while it is decided.
CREATE FUNCTION central.jackpot_decide_due(p_pool text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    rnd    central.jackpot_rounds%ROWTYPE;
    best   bigint;
    tied   int;
    won    central.jackpot_claims%ROWTYPE;
    v_meter bigint;
    v_total bigint;
    p      central.jackpot_pools%ROWTYPE;
BEGIN
    FOR rnd IN SELECT * FROM central.jackpot_rounds r WHERE r.pool = p_pool AND r.closes_at <= pg_catalog.clock_timestamp()
               AND NOT EXISTS (SELECT 1 FROM central.jackpot_decisions d WHERE d.round = r.id) ORDER BY r.id LOOP
        SELECT pg_catalog.max(c.loser_value) INTO best FROM central.jackpot_claims c WHERE c.round = rnd.id;
        SELECT pg_catalog.count(*) INTO tied FROM central.jackpot_claims c WHERE c.round = rnd.id AND c.loser_value = best;
        IF tied > 1 THEN
            INSERT INTO central.jackpot_decisions (round, winner, meter, decided_at)
                VALUES (rnd.id, NULL, NULL, pg_catalog.clock_timestamp());
            INSERT INTO central.jackpot_answers (claim, outcome, meter, winner_table, reason)
                SELECT c.id, 'floor', NULL,
                       (SELECT pg_catalog.string_agg(o.table_id, ', ' ORDER BY o.id) FROM central.jackpot_claims o
                         WHERE o.round = rnd.id AND o.loser_value = best AND o.id <> c.id),
                       pg_catalog.format('an exact tie with table(s) %s (the same losing hand, kickers included): '
                                         'the floor decides, nothing is paid automatically',
                                         (SELECT pg_catalog.string_agg(o.table_id, ', ' ORDER BY o.id)
                                            FROM central.jackpot_claims o
                                           WHERE o.round = rnd.id AND o.loser_value = best AND o.id <> c.id))
                FROM central.jackpot_claims c WHERE c.round = rnd.id AND c.loser_value = best;
            INSERT INTO central.jackpot_answers (claim, outcome, meter, winner_table, reason)
                SELECT c.id, 'refused', NULL, '',
                       pg_catalog.format('tables %s lost with a stronger hand (%s against %s here)',
                                         (SELECT pg_catalog.string_agg(o.table_id, ', ' ORDER BY o.id)
                                            FROM central.jackpot_claims o WHERE o.round = rnd.id AND o.loser_value = best),
                                         central.five_category(best), central.five_category(c.loser_value))
                FROM central.jackpot_claims c WHERE c.round = rnd.id AND c.loser_value < best;
            CONTINUE;
        END IF;
        SELECT * INTO won FROM central.jackpot_claims c WHERE c.round = rnd.id AND c.loser_value = best;
        SELECT * INTO p FROM central.jackpot_pools j WHERE j.pool = p_pool;
        v_total := central.jackpot_increments(p_pool);
        v_meter := p.seed + v_total - p.counted_before;
        INSERT INTO central.jackpot_decisions (round, winner, meter, decided_at)
            VALUES (rnd.id, won.id, v_meter, pg_catalog.clock_timestamp());
        INSERT INTO central.jackpot_answers (claim, outcome, meter, winner_table, reason)
            VALUES (won.id, 'won', v_meter, won.table_id,
                    pg_catalog.format('won by table %s: meter %s (%s lost to %s)', won.table_id, v_meter,
                                      central.five_category(won.loser_value), central.five_category(won.winner_value)));
        INSERT INTO central.jackpot_answers (claim, outcome, meter, winner_table, reason)
            SELECT c.id, 'refused', NULL, won.table_id,
                   pg_catalog.format('table %s lost with a stronger hand (%s against %s here)', won.table_id,
                                     central.five_category(best), central.five_category(c.loser_value))
            FROM central.jackpot_claims c WHERE c.round = rnd.id AND c.id <> won.id;
        -- The meter is frozen for the winner's payment; the next jackpot starts at the pool's start and counts
        -- every increment sent from now on.
        UPDATE central.jackpot_pools SET seed = p.start, counted_before = v_total, began_at = pg_catalog.clock_timestamp()
            WHERE jackpot_pools.pool = p_pool;
        INSERT INTO central.jackpot_pool_log (pool, what, start, window_seconds, meter_before, by_whom)
            VALUES (p_pool, 'restart', p.start, p.window_seconds, v_meter, pg_catalog.format('claim %s', won.id));
    END LOOP;
END $$;

-- A claim's answer as the table reads it: 'waiting' (with when its round closes) or its decision.
CREATE FUNCTION central.jackpot_claim_answer(p_claim bigint, OUT claim bigint, OUT outcome text, OUT meter bigint,
                                             OUT winner_table text, OUT reason text, OUT decides_at timestamptz)
LANGUAGE plpgsql STABLE SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    claim := p_claim;
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

-- The caller's table, checked against the table the claim names; the store must be the caller's own.
CREATE FUNCTION central.jackpot_check_caller(p_table text, p_store_id text) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    v_table text := central.caller_table();
    v_bind record;
BEGIN
    IF v_table IS NULL OR v_table = '' THEN
        RAISE EXCEPTION 'login % is no table''s: a table claims a shared jackpot with its own login (dealer-app '
                        'central table add TABLE)', session_user USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_table IS DISTINCT FROM v_table THEN
        RAISE EXCEPTION 'login % is table %''s: it cannot claim for table %', session_user, v_table, p_table
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_store_id IS NULL OR p_store_id !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'a store id is 32 hex digits, not %', p_store_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT * INTO v_bind FROM central.bind_store(p_store_id);
    IF v_bind.refusal IS NOT NULL OR v_bind.bound_table IS DISTINCT FROM v_table THEN
        RAISE EXCEPTION 'store % is not table %''s: a table claims only for its own store', p_store_id, v_table
            USING ERRCODE = 'insufficient_privilege';
    END IF;
END $$;

-- ------------------------------------------------------------------ the tables' calls

-- A claim: the caller's table and store, the store's hand, the pool, the losing and the winning five cards and
-- the rule the table applied. Kept once per (store, hand): a resend gets the answer of the claim already here.
CREATE FUNCTION central.jackpot_claim(p_table text, p_store_id text, p_hand bigint, p_pool text, p_loser text[],
                                      p_winner text[], p_rule text,
                                      OUT claim bigint, OUT outcome text, OUT meter bigint, OUT winner_table text,
                                      OUT reason text, OUT decides_at timestamptz)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    p       central.jackpot_pools%ROWTYPE;
    kept    central.jackpot_claims%ROWTYPE;
    v_loser bigint := central.five_value(p_loser);
    v_winner bigint := central.five_value(p_winner);
    v_round bigint;
    v_four_sevens bigint := central.five_value(ARRAY['7c', '7d', '7h', '7s', '2c']);
BEGIN
    PERFORM central.jackpot_check_caller(p_table, p_store_id);
    SELECT * INTO p FROM central.jackpot_pools j WHERE j.pool = p_pool FOR UPDATE;   -- one claim of a pool at a time
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no shared jackpot "%" in the central record: the room sets it first '
                        '(dealer-app central jackpot-pool)', p_pool USING ERRCODE = 'no_data_found';
    END IF;
    PERFORM central.jackpot_decide_due(p.pool);
    SELECT * INTO kept FROM central.jackpot_claims c WHERE c.store_id = p_store_id AND c.hand = p_hand;
    IF FOUND THEN
        SELECT * INTO claim, outcome, meter, winner_table, reason, decides_at FROM central.jackpot_claim_answer(kept.id);
        RETURN;
    END IF;
    IF p_hand IS NULL OR p_hand < 1 THEN
        RAISE EXCEPTION 'a claim names the store''s hand, not %', p_hand USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_loser IS NULL OR v_winner IS NULL THEN
        RAISE EXCEPTION 'a claim gives five different cards for each hand, not % and %', p_loser, p_winner
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_loser < v_four_sevens THEN
        RAISE EXCEPTION 'the losing hand (%, %) is not four sevens or better: no bad beat', p_loser,
                        central.five_category(v_loser) USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_winner <= v_loser OR (v_winner / 1048576 < 8 AND v_winner / 65536 <= v_loser / 65536) THEN
        RAISE EXCEPTION 'the winning hand (%) does not beat % by a straight flush or a higher four of a kind: '
                        'no bad beat', p_winner, p_loser USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT r.id INTO v_round FROM central.jackpot_rounds r
        WHERE r.pool = p.pool AND r.closes_at > pg_catalog.clock_timestamp()
          AND NOT EXISTS (SELECT 1 FROM central.jackpot_decisions d WHERE d.round = r.id);
    IF v_round IS NULL THEN
        INSERT INTO central.jackpot_rounds (pool, opened_at, closes_at)
            VALUES (p.pool, pg_catalog.clock_timestamp(),
                    pg_catalog.clock_timestamp() + pg_catalog.make_interval(secs => p.window_seconds))
            RETURNING id INTO v_round;
    END IF;
    INSERT INTO central.jackpot_claims (round, pool, table_id, store_id, hand, login, loser_five, winner_five, rule,
                                        loser_value, winner_value, claimed_at)
        VALUES (v_round, p.pool, p_table, p_store_id, p_hand, session_user::text, p_loser, p_winner,
                coalesce(p_rule, ''), v_loser, v_winner, pg_catalog.clock_timestamp())
        RETURNING id INTO claim;
    SELECT * INTO claim, outcome, meter, winner_table, reason, decides_at FROM central.jackpot_claim_answer(claim);
END $$;

-- The answer to the caller's claim of its store's hand (deciding the pool's rounds that are due first).
CREATE FUNCTION central.jackpot_answer(p_table text, p_store_id text, p_hand bigint,
                                       OUT claim bigint, OUT outcome text, OUT meter bigint, OUT winner_table text,
                                       OUT reason text, OUT decides_at timestamptz)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    kept central.jackpot_claims%ROWTYPE;
BEGIN
    PERFORM central.jackpot_check_caller(p_table, p_store_id);
    SELECT * INTO kept FROM central.jackpot_claims c WHERE c.store_id = p_store_id AND c.hand = p_hand;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no claim of hand % of store % in the central record', p_hand, p_store_id
            USING ERRCODE = 'no_data_found';
    END IF;
    PERFORM 1 FROM central.jackpot_pools j WHERE j.pool = kept.pool FOR UPDATE;
    PERFORM central.jackpot_decide_due(kept.pool);
    SELECT * INTO claim, outcome, meter, winner_table, reason, decides_at FROM central.jackpot_claim_answer(kept.id);
END $$;

REVOKE ALL ON central.jackpot_pools, central.jackpot_pool_log, central.jackpot_rounds, central.jackpot_claims,
              central.jackpot_decisions, central.jackpot_answers FROM PUBLIC;
GRANT SELECT ON central.jackpot_pools, central.jackpot_pool_log, central.jackpot_rounds, central.jackpot_claims,
                central.jackpot_decisions, central.jackpot_answers TO dealer_floor;
REVOKE ALL ON FUNCTION central.five_value(text[]), central.five_category(bigint), central.jackpot_increments(text),
                       central.jackpot_meter(text), central.jackpot_pool_set(text, bigint, int),
                       central.jackpot_decide_due(text), central.jackpot_claim_answer(bigint),
                       central.jackpot_check_caller(text, text),
                       central.jackpot_claim(text, text, bigint, text, text[], text[], text),
                       central.jackpot_answer(text, text, bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION central.jackpot_claim(text, text, bigint, text, text[], text[], text),
                          central.jackpot_answer(text, text, bigint) TO dealer_uplink;
GRANT EXECUTE ON FUNCTION central.jackpot_meter(text) TO dealer_uplink, dealer_floor;
GRANT EXECUTE ON FUNCTION central.five_value(text[]), central.five_category(bigint) TO dealer_floor;
