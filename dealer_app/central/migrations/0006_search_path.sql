-- Version 6: no temporary table can stand in for the record (issue 26, item 1), and the central PIN comparison
-- takes the same time however much of the digest is right (item 10).
--
-- PostgreSQL searches a session's temporary schema FIRST for tables and types unless the search_path names
-- pg_temp. Versions 1 to 5 set `central, pg_catalog`, so a caller's `CREATE TEMP TABLE supervisors (...)` was
-- what supervisor_check read, as its owner: a grant without the PIN; a temporary `stores` sent a forged event
-- into another table's record. Every function here now runs with `central, pg_catalog, pg_temp` (the temporary
-- schema explicitly last: a name in central is never shadowed) and names every table and function with its
-- schema, so neither the path nor a later change of it decides what a function touches. The same bodies as
-- versions 1 to 5 otherwise (CREATE OR REPLACE keeps their owner and grants). The roles also lose TEMPORARY on
-- the database (dealer_app/central/migrate.py, as the superuser: the owner cannot revoke it); the test that
-- walks pg_proc (tests/central/test_search_path.py) refuses any SECURITY DEFINER function without pg_temp last.
--
-- Nothing below relies on the path: it is only pg_catalog while this file runs, so an unqualified table in a
-- SQL function's body fails here and not in a club's room.
SET LOCAL search_path = pg_catalog;

-- ------------------------------------------------------------------ version 1: the record

CREATE OR REPLACE FUNCTION central.ingest(p_store_id text, p_first_seq bigint, p_bodies bytea[], p_hashes bytea[],
                       OUT status text, OUT head bigint, OUT accepted int, OUT duplicates int, OUT detail text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    s        central.stores%ROWTYPE;
    i        int;
    n        int := coalesce(array_length(p_bodies, 1), 0);
    v_seq      bigint;
    v_body     bytea;
    v_given    bytea;
    v_kept     bytea;
    ev       jsonb;
    computed bytea;
    v_prev_utc bigint;              -- the event before's clock: a set-back is flagged once, where it happened
    now_us   bigint := (extract(epoch FROM clock_timestamp()) * 1000000)::bigint;
BEGIN
    accepted := 0; duplicates := 0; status := 'ok'; detail := '';
    IF p_store_id IS NULL OR p_store_id !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'a store id is 32 hex digits, not %', p_store_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF n <> coalesce(array_length(p_hashes, 1), 0) THEN
        RAISE EXCEPTION '% events but % hashes', n, coalesce(array_length(p_hashes, 1), 0)
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO central.stores (store_id) VALUES (p_store_id) ON CONFLICT DO NOTHING;
    SELECT * INTO s FROM central.stores WHERE store_id = p_store_id FOR UPDATE;   -- one writer per store at a time
    SELECT e.utc_us INTO v_prev_utc FROM central.events e WHERE e.store_id = p_store_id AND e.seq = s.head_seq;
    FOR i IN 1 .. n LOOP
        v_seq := p_first_seq + i - 1;
        v_body := p_bodies[i];
        v_given := p_hashes[i];
        IF v_seq <= s.head_seq THEN
            SELECT e.hash INTO v_kept FROM central.events e WHERE e.store_id = p_store_id AND e.seq = v_seq;
            IF v_kept = v_given THEN
                duplicates := duplicates + 1;         -- a resend after a lost acknowledgement
                CONTINUE;
            END IF;
            INSERT INTO central.fork_alarms (store_id, seq, kept_hash, offered_hash, offered_body)
                VALUES (p_store_id, v_seq, v_kept, v_given, v_body);
            status := 'fork';
            detail := format('event %s is already here with another hash (%s, offered %s)', v_seq,
                             encode(v_kept, 'hex'), encode(v_given, 'hex'));
            EXIT;
        END IF;
        IF v_seq > s.head_seq + 1 THEN
            INSERT INTO central.alarms (store_id, seq, kind, detail)
                VALUES (p_store_id, v_seq, 'gap', jsonb_build_object('head', s.head_seq, 'offered', v_seq));
            status := 'gap';
            detail := format('event %s offered but the head here is %s: %s must come first', v_seq, s.head_seq,
                             s.head_seq + 1);
            EXIT;
        END IF;
        computed := sha256(s.head_hash || v_body);
        IF v_given IS NULL OR computed <> v_given THEN
            INSERT INTO central.alarms (store_id, seq, kind, detail)
                VALUES (p_store_id, v_seq, 'hash-mismatch', jsonb_build_object(
                    'offered', encode(v_given, 'hex'), 'computed', encode(computed, 'hex')));
            status := 'hash-mismatch';
            detail := format('event %s: its bytes and the hash before it give %s, not the %s offered', v_seq,
                             encode(computed, 'hex'), encode(v_given, 'hex'));
            EXIT;
        END IF;
        BEGIN
            ev := convert_from(v_body, 'UTF8')::jsonb;
            IF (ev->>'seq')::bigint IS DISTINCT FROM v_seq OR ev->>'kind' IS NULL OR ev->>'table' IS NULL
               OR ev->>'dealer' IS NULL OR ev->>'utc_us' IS NULL THEN
                RAISE EXCEPTION USING ERRCODE = 'data_exception';
            END IF;
        EXCEPTION WHEN data_exception OR invalid_text_representation OR character_not_in_repertoire
                       OR untranslatable_character THEN
            INSERT INTO central.alarms (store_id, seq, kind, detail) VALUES (p_store_id, v_seq, 'not-an-event', '{}');
            status := 'not-an-event';
            detail := format('event %s: the bytes are not the event numbered %s', v_seq, v_seq);
            EXIT;
        END;
        INSERT INTO central.events (store_id, seq, hash, body, kind, hand, table_id, dealer, utc_us)
            VALUES (p_store_id, v_seq, v_given, v_body, ev->>'kind', (ev->>'hand')::bigint, ev->>'table', ev->>'dealer',
                    (ev->>'utc_us')::bigint);
        PERFORM central.index_event(p_store_id, v_seq, ev);
        -- The table's clock: accepted as it is, ordered by seq, flagged when it goes back or runs ahead.
        IF v_prev_utc IS NOT NULL AND (ev->>'utc_us')::bigint < v_prev_utc THEN
            INSERT INTO central.alarms (store_id, seq, kind, detail)
                VALUES (p_store_id, v_seq, 'clock-set-back', jsonb_build_object(
                    'utc_us', (ev->>'utc_us')::bigint, 'previous_utc_us', v_prev_utc));
        END IF;
        v_prev_utc := (ev->>'utc_us')::bigint;
        IF (ev->>'utc_us')::bigint > now_us + 300000000 THEN
            INSERT INTO central.alarms (store_id, seq, kind, detail)
                VALUES (p_store_id, v_seq, 'clock-ahead', jsonb_build_object(
                    'utc_us', (ev->>'utc_us')::bigint, 'server_utc_us', now_us));
        END IF;
        s.head_seq := v_seq;
        s.head_hash := v_given;
        s.table_id := ev->>'table';
        s.first_utc_us := coalesce(s.first_utc_us, (ev->>'utc_us')::bigint);
        s.last_utc_us := greatest(coalesce(s.last_utc_us, 0), (ev->>'utc_us')::bigint);
        IF ev->>'kind' = 'hand-started' THEN
            s.last_hand := (ev->>'hand')::bigint;
        ELSIF ev->>'kind' = 'hand-ended' THEN
            s.last_ended_hand := (ev->>'hand')::bigint;
        END IF;
        accepted := accepted + 1;
    END LOOP;
    IF accepted > 0 THEN
        UPDATE central.stores SET head_seq = s.head_seq, head_hash = s.head_hash, table_id = s.table_id,
                          first_utc_us = s.first_utc_us, last_utc_us = s.last_utc_us, last_hand = s.last_hand,
                          last_ended_hand = s.last_ended_hand, last_seen = now()
            WHERE stores.store_id = p_store_id;
        PERFORM pg_notify('table_events', json_build_object('store_id', p_store_id, 'table_id', s.table_id,
                                                            'head', s.head_seq, 'hand', s.last_hand)::text);
    ELSE
        UPDATE central.stores SET last_seen = now() WHERE stores.store_id = p_store_id;
    END IF;
    head := s.head_seq;
END $$;

-- Not SECURITY DEFINER, but called by ingest() with the owner's rights: the same path.
CREATE OR REPLACE FUNCTION central.index_event(p_store_id text, p_seq bigint, ev jsonb) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    config jsonb;
BEGIN
    IF ev->>'kind' = 'hand-started' THEN
        config := ev->'payload'->'config';
        INSERT INTO central.hand_starts VALUES (p_store_id, (ev->>'hand')::bigint, ev->>'table', (ev->>'session')::bigint,
            ev->>'dealer', p_seq, (ev->>'utc_us')::bigint, config->>'game', config->>'structure',
            (config->'stakes'->>'small_blind')::bigint, (config->'stakes'->>'big_blind')::bigint);
        INSERT INTO central.hand_players
            SELECT p_store_id, (ev->>'hand')::bigint, (p.ord - 1)::int, (p.value->>'seat')::int, p.value->>'name'
            FROM jsonb_array_elements(config->'players') WITH ORDINALITY AS p(value, ord);
    ELSIF ev->>'kind' = 'hand-ended' AND ev->>'hand' IS NOT NULL THEN
        INSERT INTO central.hand_ends VALUES (p_store_id, (ev->>'hand')::bigint, p_seq, (ev->>'utc_us')::bigint,
            ev->'payload'->>'status', coalesce((ev->'payload'->>'pot')::bigint, 0),
            coalesce((ev->'payload'->>'rake')::bigint, 0))
        ON CONFLICT DO NOTHING;     -- a hand ended twice is the store's own business (verify); the first end counts
    END IF;
END $$;

CREATE OR REPLACE FUNCTION central.store_head(p_store_id text, OUT head bigint, OUT head_hash bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT coalesce((SELECT s.head_seq FROM central.stores s WHERE s.store_id = p_store_id), 0),
           coalesce((SELECT s.head_hash FROM central.stores s WHERE s.store_id = p_store_id),
                    '\x'::bytea || decode(repeat('00', 32), 'hex'))
$$;

CREATE OR REPLACE FUNCTION central.event_hash(p_store_id text, p_seq bigint) RETURNS bytea
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT e.hash FROM central.events e WHERE e.store_id = p_store_id AND e.seq = p_seq
$$;

CREATE OR REPLACE FUNCTION central.flag(p_store_id text, p_kind text, p_detail jsonb) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    INSERT INTO central.stores (store_id) VALUES (p_store_id) ON CONFLICT DO NOTHING;
    INSERT INTO central.alarms (store_id, seq, kind, detail)
        SELECT p_store_id, NULL, p_kind, coalesce(p_detail, '{}') WHERE p_kind IN ('behind-central', 'uplink-refused');
$$;

CREATE OR REPLACE FUNCTION central.record_checkpoint(p_store_id text, p_seq bigint, p_head_hash bytea,
                                                     p_signed_utc_us bigint, p_key_id text, p_signature bytea)
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    kept bytea;
    new_id bigint;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM central.checkpoint_keys k WHERE k.key_id = p_key_id) THEN
        RAISE EXCEPTION 'checkpoint key % is not registered here', p_key_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT e.hash INTO kept FROM central.events e WHERE e.store_id = p_store_id AND e.seq = p_seq;
    IF kept IS NULL OR kept <> p_head_hash THEN
        RAISE EXCEPTION 'store % has no event % with hash % here', p_store_id, p_seq, encode(p_head_hash, 'hex')
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO central.checkpoints (store_id, seq, head_hash, signed_utc_us, key_id, signature)
        VALUES (p_store_id, p_seq, p_head_hash, p_signed_utc_us, p_key_id, p_signature) RETURNING id INTO new_id;
    RETURN new_id;
END $$;

CREATE OR REPLACE FUNCTION central.latest_checkpoint(p_store_id text, OUT seq bigint, OUT head_hash bytea,
                                                     OUT signed_utc_us bigint, OUT key_id text, OUT public_key bytea,
                                                     OUT signature bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT c.seq, c.head_hash, c.signed_utc_us, c.key_id, k.public_key, c.signature
    FROM central.checkpoints c JOIN central.checkpoint_keys k USING (key_id)
    WHERE c.store_id = p_store_id ORDER BY c.seq DESC, c.id DESC LIMIT 1
$$;

-- ------------------------------------------------------------------ version 3: the house's reports

CREATE OR REPLACE FUNCTION central.set_house_day(p_time_zone text, p_shifts jsonb) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    first int;
    previous int := -1;
    s jsonb;
    offset_min int;
BEGIN
    PERFORM now() AT TIME ZONE p_time_zone;          -- an unknown zone raises here
    IF jsonb_typeof(p_shifts) <> 'array' OR jsonb_array_length(p_shifts) = 0 THEN
        RAISE EXCEPTION 'the house has at least one shift' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    first := central.minutes_of(p_shifts->0->>'start');
    FOR s IN SELECT value FROM jsonb_array_elements(p_shifts) LOOP
        IF coalesce(s->>'name', '') = '' OR s->>'start' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' THEN
            RAISE EXCEPTION 'a shift is a name and a start time HH:MM, not %', s USING ERRCODE = 'invalid_parameter_value';
        END IF;
        offset_min := (central.minutes_of(s->>'start') - first + 1440) % 1440;
        IF offset_min <= previous THEN
            RAISE EXCEPTION 'the shifts follow one another through the day from the first one''s start: % is out of order', s->>'name'
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        previous := offset_min;
    END LOOP;
    INSERT INTO central.house_settings (key, value)
        VALUES ('day', jsonb_build_object('time_zone', p_time_zone, 'shifts', p_shifts))
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, changed_at = now(), changed_by = current_user;
    INSERT INTO central.house_settings_history (key, value)
        VALUES ('day', jsonb_build_object('time_zone', p_time_zone, 'shifts', p_shifts));
END $$;

-- Run by the events trigger, inside ingest() with the owner's rights.
CREATE OR REPLACE FUNCTION central.index_time(p_store_id text, p_seq bigint, p_body bytea) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    ev jsonb := convert_from(p_body, 'UTF8')::jsonb;
BEGIN
    IF jsonb_typeof(ev->'payload'->'time') = 'array' THEN
        INSERT INTO central.time_collected
            SELECT p_store_id, p_seq, (t->>0)::int, t->>1, (t->>2)::bigint, ev->>'table', (ev->>'session')::bigint,
                   (ev->>'hand')::bigint, ev->>'dealer', (ev->>'utc_us')::bigint
            FROM jsonb_array_elements(ev->'payload'->'time') AS t;
    END IF;
END $$;

CREATE OR REPLACE FUNCTION central.events_index_time() RETURNS trigger
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    PERFORM central.index_time(NEW.store_id, NEW.seq, NEW.body);
    RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION central.house_report(p_from date, p_to date, p_by text)
RETURNS TABLE (day date, key text, store_id text, session bigint, hands bigint, misdeals bigint, voids bigint,
               pots bigint, rake bigint, time_collected bigint, hours_us bigint, first_utc_us bigint, last_utc_us bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    key_expr text := CASE p_by WHEN 'table' THEN 'm.table_id' WHEN 'shift' THEN 'm.shift' WHEN 'dealer' THEN 'm.dealer'
                               WHEN 'day' THEN '''all''' WHEN 'session' THEN 'm.table_id' END;
    by_session boolean := p_by = 'session';
    lo bigint := (SELECT b.start_utc_us FROM central.club_day_bounds(p_from) b);
    hi bigint := (SELECT b.end_utc_us FROM central.club_day_bounds(p_to) b);
BEGIN
    IF key_expr IS NULL THEN
        RAISE EXCEPTION 'a report is by table, shift, dealer, day or session, not %', p_by
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN QUERY EXECUTE format($q$
        WITH r AS (
            SELECT m.*, %s AS gkey, CASE WHEN $3 THEN m.store_id END AS gsid, CASE WHEN $3 THEN m.session END AS gsess
            FROM central.house_money m WHERE m.utc_us >= $4 AND m.utc_us < $5 AND m.day BETWEEN $1 AND $2),
        spans AS (
            SELECT r.day, r.gkey, r.gsid, r.gsess,
                   coalesce(max(r.utc_us) FILTER (WHERE r.kind = 'hand') - min(r.start_utc_us) FILTER (WHERE r.kind = 'hand'), 0)
                       AS span
            FROM r GROUP BY r.day, r.gkey, r.gsid, r.gsess, r.store_id, r.session),
        dealt AS (
            SELECT s.day, s.gkey, s.gsid, s.gsess, sum(s.span)::bigint AS hours_us FROM spans s
            GROUP BY s.day, s.gkey, s.gsid, s.gsess)
        SELECT r.day, r.gkey, r.gsid, r.gsess,
               count(*) FILTER (WHERE r.dealt), count(*) FILTER (WHERE r.status = 'misdeal'),
               count(*) FILTER (WHERE r.status = 'void'),
               coalesce(sum(r.pot), 0)::bigint, coalesce(sum(r.rake), 0)::bigint, coalesce(sum(r.time_collected), 0)::bigint,
               max(d.hours_us), min(r.start_utc_us), max(r.utc_us)
        FROM r JOIN dealt d ON d.day = r.day AND d.gkey IS NOT DISTINCT FROM r.gkey
                            AND d.gsid IS NOT DISTINCT FROM r.gsid AND d.gsess IS NOT DISTINCT FROM r.gsess
        GROUP BY r.day, r.gkey, r.gsid, r.gsess
        ORDER BY 1, 2, 3, 4 $q$, key_expr) USING p_from, p_to, by_session, lo, hi;
END $$;

CREATE OR REPLACE FUNCTION central.club_day_bounds(p_day date, OUT start_utc_us bigint, OUT end_utc_us bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT (extract(epoch FROM (p_day::timestamp + make_interval(mins => central.minutes_of(value->'shifts'->0->>'start')))
                              AT TIME ZONE (value->>'time_zone')) * 1000000)::bigint,
           (extract(epoch FROM ((p_day + 1)::timestamp + make_interval(mins => central.minutes_of(value->'shifts'->0->>'start')))
                              AT TIME ZONE (value->>'time_zone')) * 1000000)::bigint
    FROM central.house_settings WHERE key = 'day'
$$;

CREATE OR REPLACE FUNCTION central.daily_register(p_day date)
RETURNS TABLE (table_id text, store_id text, session bigint, hands bigint, misdeals bigint, voids bigint, pots bigint,
               rake bigint, time_collected bigint, first_utc_us bigint, last_utc_us bigint, last_seq bigint,
               day_end_utc_us bigint, checkpoint_id bigint, checkpoint_seq bigint, checkpoint_hash bytea,
               checkpoint_signed_utc_us bigint, checkpoint_key_id text, checkpoint_signature bytea,
               checkpoint_public_key bytea, central_hash bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    WITH day_end AS (SELECT b.end_utc_us AS utc_us FROM central.club_day_bounds(p_day) b),
    rows AS (SELECT m.table_id, m.store_id, m.session,
                    count(*) FILTER (WHERE m.dealt) AS hands, count(*) FILTER (WHERE m.status = 'misdeal') AS misdeals,
                    count(*) FILTER (WHERE m.status = 'void') AS voids, coalesce(sum(m.pot), 0)::bigint AS pots,
                    coalesce(sum(m.rake), 0)::bigint AS rake, coalesce(sum(m.time_collected), 0)::bigint AS time_collected,
                    min(m.start_utc_us) AS first_utc_us, max(m.utc_us) AS last_utc_us, max(m.seq) AS last_seq
             FROM central.house_money m
             WHERE m.utc_us >= (SELECT b.start_utc_us FROM central.club_day_bounds(p_day) b)
               AND m.utc_us < (SELECT b.end_utc_us FROM central.club_day_bounds(p_day) b) AND m.day = p_day
             GROUP BY 1, 2, 3),
    store_last AS (SELECT r.store_id, max(r.last_seq) AS last_seq FROM rows r GROUP BY 1),
    closing AS (SELECT DISTINCT ON (l.store_id) l.store_id, c.id, c.seq, c.head_hash, c.signed_utc_us, c.key_id,
                       c.signature, k.public_key, e.hash AS central_hash
                FROM store_last l CROSS JOIN day_end
                JOIN central.checkpoints c ON c.store_id = l.store_id AND c.seq >= l.last_seq
                                          AND c.signed_utc_us >= day_end.utc_us
                JOIN central.checkpoint_keys k ON k.key_id = c.key_id
                JOIN central.events e ON e.store_id = c.store_id AND e.seq = c.seq
                ORDER BY l.store_id, c.seq, c.id)
    SELECT r.table_id, r.store_id, r.session, r.hands, r.misdeals, r.voids, r.pots, r.rake, r.time_collected, r.first_utc_us,
           r.last_utc_us, r.last_seq, (SELECT utc_us FROM day_end), c.id, c.seq, c.head_hash, c.signed_utc_us,
           c.key_id, c.signature, c.public_key, c.central_hash
    FROM rows r LEFT JOIN closing c ON c.store_id = r.store_id
    ORDER BY r.table_id, r.store_id, r.session
$$;

-- ------------------------------------------------------------------ version 4: the supervisors

CREATE OR REPLACE FUNCTION central.supervisor_salt(p_id text, OUT salt bytea, OUT n int, OUT r int, OUT p int)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT coalesce(s.salt, substring(sha256((SELECT k.secret FROM central.roster_secret k)
                                             || convert_to(coalesce(p_id, ''), 'UTF8')) FROM 1 FOR 16)),
           coalesce(s.n, 65536), coalesce(s.r, 8), coalesce(s.p, 1)
    FROM (SELECT 1) one LEFT JOIN central.supervisors s ON s.id = p_id AND NOT s.removed
$$;

-- The PIN's digest compared in constant time (item 10): a plain `=` on bytea stops at the first byte that
-- differs, so how long a wrong digest takes tells how many of its first bytes were right. Here both sides are
-- first hashed with the roster's secret (which no caller can read), and the two hashes are compared: the time
-- of that comparison depends on bytes the caller cannot predict, not on how close its digest came. An id
-- nobody has is compared the same way, against a digest no PIN gives (made from the secret), and the length of
-- what was sent is not a secret (always 32 bytes from an honest table).
CREATE OR REPLACE FUNCTION central.supervisor_check(p_id text, p_digest bytea, p_table text, p_store text,
                                                    p_purpose text,
                                                    OUT status text, OUT supervisor text, OUT attempts_left int,
                                                    OUT locked_until timestamptz, OUT grant_id bigint)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    max_failures CONSTANT int := 5;
    s central.supervisors%ROWTYPE;
    k text;
    who text;
    l central.supervisor_locks%ROWTYPE;
    secret bytea := (SELECT rs.secret FROM central.roster_secret rs);
    matched boolean;
BEGIN
    SELECT * INTO s FROM central.supervisors sv WHERE sv.id = p_id AND NOT sv.removed;
    IF FOUND THEN
        k := s.id; who := s.id;
    ELSE
        k := 'unknown:' || encode(sha256(convert_to(coalesce(p_id, ''), 'UTF8')), 'hex'); who := '(unknown id)';
    END IF;
    INSERT INTO central.supervisor_locks (key) VALUES (k) ON CONFLICT DO NOTHING;
    SELECT * INTO l FROM central.supervisor_locks sl WHERE sl.key = k FOR UPDATE;  -- one answer at a time per id
    IF l.locked_until IS NOT NULL AND l.locked_until > now() THEN
        INSERT INTO central.supervisor_log (supervisor_id, kind, table_id, store_id, purpose, failures)
            VALUES (who, 'refused', p_table, p_store, p_purpose, l.failures);
        status := 'locked'; attempts_left := 0; locked_until := l.locked_until;
        RETURN;
    END IF;
    matched := central.digests_match(secret, coalesce(s.digest, sha256(secret || '\x00'::bytea)), p_digest);
    IF s.id IS NOT NULL AND matched THEN
        UPDATE central.supervisor_locks SET failures = 0, locked_until = NULL WHERE key = k;
        INSERT INTO central.supervisor_log (supervisor_id, kind, table_id, store_id, purpose)
            VALUES (s.id, 'granted', p_table, p_store, p_purpose) RETURNING id INTO grant_id;
        status := 'granted'; supervisor := s.id;
        RETURN;
    END IF;
    l.failures := l.failures + 1;
    IF l.failures % max_failures = 0 THEN
        l.locked_until := CASE WHEN l.failures >= 2 * max_failures THEN 'infinity'::timestamptz
                               ELSE now() + interval '15 minutes' END;
    END IF;
    UPDATE central.supervisor_locks SET failures = l.failures, locked_until = l.locked_until WHERE key = k;
    INSERT INTO central.supervisor_log (supervisor_id, kind, table_id, store_id, purpose, failures)
        VALUES (who, CASE WHEN l.failures % max_failures = 0 THEN 'locked-out' ELSE 'refused' END, p_table, p_store,
                p_purpose, l.failures);
    IF l.failures % max_failures = 0 THEN
        status := 'locked-now'; attempts_left := 0; locked_until := l.locked_until;
    ELSE
        status := 'wrong'; attempts_left := max_failures - l.failures % max_failures;
    END IF;
END $$;

-- Whether the digest sent is the one kept, without a comparison whose time follows the digest: the keyed hashes
-- of both (fixed 32-byte inputs after a 32-byte secret) are compared, so a caller learns nothing from the time
-- of the `=` (it cannot choose what those hashes begin with). A NULL or a digest of the wrong length is never a
-- match. Only supervisor_check calls it (no role may execute it: the secret is an argument).
CREATE FUNCTION central.digests_match(p_secret bytea, p_kept bytea, p_given bytea) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT sha256(p_secret || p_kept) = sha256(p_secret || p_given) AND length(p_given) = 32
$$;
REVOKE ALL ON FUNCTION central.digests_match(bytea, bytea, bytea) FROM PUBLIC;

CREATE OR REPLACE FUNCTION central.supervisor_put(p_id text, p_name text, p_salt bytea, p_digest bytea, p_n int,
                                                  p_r int, p_p int, p_kind text) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    IF p_kind = 'added' THEN
        IF EXISTS (SELECT 1 FROM central.supervisors sv WHERE sv.id = p_id AND NOT sv.removed) THEN
            RAISE EXCEPTION 'supervisor % is already on the central roster', p_id USING ERRCODE = 'unique_violation';
        END IF;
        INSERT INTO central.supervisors (id, name, salt, digest, n, r, p)
            VALUES (p_id, p_name, p_salt, p_digest, p_n, p_r, p_p)
            ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, salt = EXCLUDED.salt, digest = EXCLUDED.digest,
                n = EXCLUDED.n, r = EXCLUDED.r, p = EXCLUDED.p, removed = false, changed_at = now();
    ELSE
        UPDATE central.supervisors SET salt = p_salt, digest = p_digest, n = p_n, r = p_r, p = p_p, changed_at = now()
            WHERE id = p_id AND NOT removed;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'there is no supervisor % on the central roster', p_id USING ERRCODE = 'no_data_found';
        END IF;
    END IF;
    DELETE FROM central.supervisor_locks WHERE key = p_id;          -- a new PIN lifts a lock-out
    INSERT INTO central.supervisor_log (supervisor_id, kind) VALUES (p_id, p_kind);
END $$;

CREATE OR REPLACE FUNCTION central.supervisor_remove(p_id text) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    UPDATE central.supervisors SET removed = true, changed_at = now() WHERE id = p_id AND NOT removed;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no supervisor % on the central roster', p_id USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO central.supervisor_log (supervisor_id, kind) VALUES (p_id, 'removed');
END $$;

-- ------------------------------------------------------------------ version 5: the floor's acts

CREATE OR REPLACE FUNCTION central.floor_act(p_supervisor text, p_grant bigint, p_kind text, p_store text,
                                             p_hand bigint, p_detail jsonb, p_station text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    who text := p_supervisor;
    made bigint;
BEGIN
    IF p_kind = 'sign-in-refused' THEN
        IF NOT EXISTS (SELECT 1 FROM central.supervisors sv WHERE sv.id = p_supervisor AND NOT sv.removed) THEN
            who := '(unknown id)';
        END IF;
        p_grant := NULL;
    ELSIF NOT EXISTS (SELECT 1 FROM central.supervisor_log l WHERE l.id = p_grant AND l.kind = 'granted'
                      AND l.supervisor_id = p_supervisor AND l.purpose = 'floor-station') THEN
        RAISE EXCEPTION 'no floor-station sign-in % for supervisor %: the act is not recorded', p_grant, p_supervisor
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO central.floor_acts (supervisor_id, grant_id, kind, store_id, hand, detail, station)
        VALUES (who, p_grant, p_kind, p_store, p_hand, coalesce(p_detail, '{}'::jsonb), coalesce(p_station, ''))
        RETURNING id INTO made;
    RETURN made;
END $$;
