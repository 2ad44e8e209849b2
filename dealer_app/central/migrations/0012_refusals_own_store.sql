-- What a table says the room refused (its refused ranges, 8; the refused events themselves, 11) is accepted only
-- from the login the store is bound to (9, central.store_logins), as ingest() and flag() are: one table's login
-- cannot write refusals into another table's record (issue 26, item 3). The bodies are those of 8 and 11 with
-- that check first; owners and grants are kept by CREATE OR REPLACE.

CREATE OR REPLACE FUNCTION central.report_refused(p_store_id text, p_code text, p_first_seq bigint, p_last_seq bigint,
                               p_last_hash bytea, p_hands bigint[], p_rake bigint) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    -- Only the store's own login (issue 26, item 3): another table cannot write refusals into its record.
    IF NOT EXISTS (SELECT 1 FROM central.store_logins l
                   WHERE l.store_id = p_store_id AND l.login = session_user::text) THEN
        RAISE EXCEPTION 'store % is not this login''s (%): only a table''s own refusals are kept from it',
                        p_store_id, session_user USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF p_code IS NULL OR p_code NOT IN ('behind-central', 'fork') THEN
        RAISE EXCEPTION 'a refused range is behind-central or fork, not %', p_code
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM central.stores s WHERE s.store_id = p_store_id) THEN
        RAISE EXCEPTION 'store % is not in the central record', p_store_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- The same range told again (the uplink's next round, a restart): kept once.
    IF EXISTS (SELECT 1 FROM central.refused_ranges r WHERE r.store_id = p_store_id AND r.first_seq = p_first_seq
               AND r.last_seq = p_last_seq AND r.last_hash = p_last_hash) THEN
        RETURN;
    END IF;
    INSERT INTO central.refused_ranges (store_id, table_id, code, first_seq, last_seq, last_hash, hands, rake)
        SELECT p_store_id, s.table_id, p_code, p_first_seq, p_last_seq, p_last_hash, coalesce(p_hands, '{}'),
               coalesce(p_rake, 0)
        FROM central.stores s WHERE s.store_id = p_store_id;
    -- The board refreshes the store (dealer_app/central/board.py listens on this channel).
    PERFORM pg_catalog.pg_notify('table_events', pg_catalog.json_build_object(
        'store_id', p_store_id, 'refused_through', p_last_seq)::text);
END $$;

CREATE OR REPLACE FUNCTION central.keep_refused(p_store_id text, p_first_seq bigint, p_bodies bytea[], p_hashes bytea[], p_reason text)
RETURNS int LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    n int := coalesce(array_length(p_bodies, 1), 0);
    i int;
    ev jsonb;
    kept int := 0;
    added int;
BEGIN
    -- Only the store's own login (issue 26, item 3): another table cannot write refusals into its record.
    IF NOT EXISTS (SELECT 1 FROM central.store_logins l
                   WHERE l.store_id = p_store_id AND l.login = session_user::text) THEN
        RAISE EXCEPTION 'store % is not this login''s (%): only a table''s own refusals are kept from it',
                        p_store_id, session_user USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM central.stores s WHERE s.store_id = p_store_id) THEN
        RAISE EXCEPTION 'store % is not in the central record', p_store_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_reason NOT IN ('fork', 'behind-central') THEN
        RAISE EXCEPTION 'refused events are kept for a fork or a store behind the central record, not %', p_reason
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Only for a store the record itself refused (a fork found by ingest) or that said it is behind.
    IF NOT EXISTS (SELECT 1 FROM central.fork_alarms f WHERE f.store_id = p_store_id)
       AND NOT EXISTS (SELECT 1 FROM central.alarms a WHERE a.store_id = p_store_id AND a.kind = 'behind-central') THEN
        RAISE EXCEPTION 'store % has no fork and is not behind the central record: nothing was refused', p_store_id
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF n <> coalesce(array_length(p_hashes, 1), 0) OR n > 5000 OR p_first_seq < 1 THEN
        RAISE EXCEPTION 'at most 5000 refused events, each with its hash' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    FOR i IN 1 .. n LOOP
        IF length(p_hashes[i]) <> 32 OR (i > 1 AND pg_catalog.sha256(p_hashes[i - 1] || p_bodies[i]) <> p_hashes[i]) THEN
            RAISE EXCEPTION 'refused event %: not the next link of the offered chain', p_first_seq + i - 1
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        BEGIN
            ev := pg_catalog.convert_from(p_bodies[i], 'UTF8')::jsonb;
        EXCEPTION WHEN OTHERS THEN
            ev := '{}'::jsonb;
        END;
        INSERT INTO central.refused_events (store_id, seq, hash, body, reason, kind, hand, utc_us)
            VALUES (p_store_id, p_first_seq + i - 1, p_hashes[i], p_bodies[i], p_reason, ev->>'kind',
                    CASE WHEN ev->>'hand' ~ '^[0-9]{1,18}$' THEN (ev->>'hand')::bigint END,
                    CASE WHEN ev->>'utc_us' ~ '^-?[0-9]{1,18}$' THEN (ev->>'utc_us')::bigint END)
            ON CONFLICT DO NOTHING;
        GET DIAGNOSTICS added = ROW_COUNT;
        kept := kept + added;
    END LOOP;
    RETURN kept;
END $$;
