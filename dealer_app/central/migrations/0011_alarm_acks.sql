-- Version 8: the room's alarms as the floor handles them (issue 25, item 1). Every alarm the central record
-- raised (a fork, a gap, an altered event, a store restored from an old copy, two consoles on one table, a table
-- clock set back or ahead) is listed per table store with its first and last occurrence, whether its cause is
-- gone ("cleared") and whether a supervisor acknowledged it. Only an acknowledgement closes an alarm: a floor act
-- ('alarm-acknowledged', migrations/0005_floor_acts.sql) under a supervisor's floor-station sign-in, with a reason.
-- The events the record refused (a restored copy's hands) are kept here too, for the floor: never lost.
SET LOCAL search_path = central, pg_catalog, pg_temp;

-- ------------------------------------------------------------------ two consoles, recorded when seen

-- The table_conflicts view says a conflict only as a state, with no time and no id: the first time two stores'
-- dealing on one table overlaps, it becomes an alarm row like the others (one per pair and store).
CREATE FUNCTION note_conflicts() RETURNS trigger LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    INSERT INTO central.alarms (store_id, seq, kind, detail)
        SELECT c.store_id, NULL, 'conflict', jsonb_build_object('other_store_id', c.other_store_id)
        FROM central.table_conflicts c
        WHERE (c.store_id = NEW.store_id OR c.other_store_id = NEW.store_id)
          AND NOT EXISTS (SELECT 1 FROM central.alarms a WHERE a.store_id = c.store_id AND a.kind = 'conflict'
                          AND a.detail->>'other_store_id' = c.other_store_id);
    RETURN NULL;
END $$;
-- Only when an accepted batch moves the store (a heartbeat touches last_seen alone).
CREATE TRIGGER stores_note_conflicts AFTER UPDATE OF table_id, first_utc_us, last_utc_us ON central.stores
    FOR EACH ROW EXECUTE FUNCTION central.note_conflicts();
INSERT INTO central.alarms (store_id, seq, kind, detail)
    SELECT c.store_id, NULL, 'conflict', jsonb_build_object('other_store_id', c.other_store_id)
    FROM central.table_conflicts c ORDER BY c.store_id, c.other_store_id;

-- ------------------------------------------------------------------ what the record refused, kept

-- The events an uplink offered and the record refused (a fork: a store restored from an old copy dealing on),
-- exactly as offered. The uplink gives them after the refusal (keep_refused); the floor reads what was dealt
-- there: how many hands, how much rake. Append-only; the same event offered again is kept once.
CREATE TABLE central.refused_events (
    store_id text   NOT NULL REFERENCES central.stores,
    seq      bigint NOT NULL,
    hash     bytea  NOT NULL CHECK (length(hash) = 32),
    body     bytea  NOT NULL,
    reason   text   NOT NULL,
    kind     text,
    hand     bigint,
    utc_us   bigint,
    at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (store_id, seq, hash)
);
CREATE TRIGGER refused_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON central.refused_events
    FOR EACH STATEMENT EXECUTE FUNCTION central.refuse_change();

-- One run of refused events, in order from p_first_seq: each must follow the one before in the store's chain
-- (its hash is SHA-256 of the previous hash and its bytes), so what is kept is one history, not any bytes.
CREATE FUNCTION keep_refused(p_store_id text, p_first_seq bigint, p_bodies bytea[], p_hashes bytea[], p_reason text)
RETURNS int LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    n int := coalesce(array_length(p_bodies, 1), 0);
    i int;
    ev jsonb;
    kept int := 0;
    added int;
BEGIN
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

-- Per store, what was dealt there and refused: the hands and the rake as the table told them (refused_ranges,
-- migrations/0007), the events kept here and their pots (read from the kept bodies). In no report's total.
CREATE VIEW central.refused_money AS
    WITH ended AS (
        SELECT DISTINCT ON (r.store_id, r.hand) r.store_id, r.hand,
               coalesce((pg_catalog.convert_from(r.body, 'UTF8')::jsonb->'payload'->>'pot')::bigint, 0) AS pot
        FROM central.refused_events r WHERE r.kind = 'hand-ended' AND r.hand IS NOT NULL
        ORDER BY r.store_id, r.hand, r.seq DESC),
    told AS (SELECT r.store_id, h FROM central.refused_ranges_latest r, unnest(r.hands) h)
    SELECT s.store_id,
           (SELECT count(*) FROM central.refused_events r WHERE r.store_id = s.store_id) AS events,
           (SELECT count(DISTINCT t.h) FROM told t WHERE t.store_id = s.store_id) AS hands,
           (SELECT min(t.h) FROM told t WHERE t.store_id = s.store_id) AS first_hand,
           (SELECT max(t.h) FROM told t WHERE t.store_id = s.store_id) AS last_hand,
           coalesce((SELECT sum(e.pot) FROM ended e WHERE e.store_id = s.store_id), 0)::bigint AS pots,
           coalesce((SELECT sum(r.rake) FROM central.refused_ranges_latest r WHERE r.store_id = s.store_id), 0)::bigint
               AS rake,
           (SELECT min(r.utc_us) FROM central.refused_events r WHERE r.store_id = s.store_id) AS first_utc_us,
           (SELECT max(r.utc_us) FROM central.refused_events r WHERE r.store_id = s.store_id) AS last_utc_us
    FROM central.stores s
    WHERE EXISTS (SELECT 1 FROM central.refused_ranges r WHERE r.store_id = s.store_id)
       OR EXISTS (SELECT 1 FROM central.refused_events r WHERE r.store_id = s.store_id);

-- ------------------------------------------------------------------ acknowledgements: floor acts

ALTER TABLE central.floor_acts DROP CONSTRAINT floor_acts_kind_check;
ALTER TABLE central.floor_acts ADD CONSTRAINT floor_acts_kind_check CHECK (kind IN (
    'sign-in', 'sign-in-refused', 'hand-opened', 'hand-exported', 'search', 'report-exported', 'register-exported',
    'alarm-acknowledged'));
-- An acknowledgement names its alarm and says why, in words a reader can weigh (at least 3 characters).
ALTER TABLE central.floor_acts ADD CONSTRAINT floor_acts_acknowledgement_check CHECK (
    kind <> 'alarm-acknowledged'
    OR (store_id IS NOT NULL AND coalesce(detail->>'alarm', '') <> ''
        AND length(btrim(coalesce(detail->>'reason', ''))) >= 3));

-- ------------------------------------------------------------------ the alarms as the floor sees them

-- Each occurrence once: an uplink offering the same refused event again (it retries) or flagging the same
-- state again is the same occurrence, at the time it was first seen.
CREATE VIEW central.alarm_occurrences AS
    SELECT f.store_id, 'fork'::text AS kind, f.seq, min(f.id) AS id, min(f.at) AS at,
           jsonb_build_object('kept_hash', encode(f.kept_hash, 'hex'), 'offered_hash', encode(f.offered_hash, 'hex'))
               AS detail
    FROM central.fork_alarms f GROUP BY f.store_id, f.seq, f.kept_hash, f.offered_hash
    UNION ALL
    SELECT a.store_id, a.kind, a.seq, min(a.id), min(a.at), a.detail
    FROM central.alarms a GROUP BY a.store_id, a.kind, a.seq, a.detail;

-- One alarm per table store and kind. Its id: F (fork) or A (the other kinds) and its first row's id.
-- cleared: the cause is gone — an event accepted after the last occurrence (fork, gap, altered event, restored
-- copy: the right store sends again), the table's clock back past where it was (set back) or near the server's
-- (ahead), the other console silent for 60 s (conflict). Still listed until acknowledged: acknowledged when a
-- supervisor's acknowledgement came at or after the last occurrence.
CREATE VIEW central.alarm_list AS
    WITH g AS (
        SELECT o.store_id, o.kind, min(o.id) AS first_id, min(o.at) AS first_at, max(o.at) AS last_at,
               count(*) AS occurrences, min(o.seq) AS first_seq, max(o.seq) AS last_seq,
               (array_agg(o.detail ORDER BY o.at DESC, o.id DESC))[1] AS detail,
               max((o.detail->>'previous_utc_us')::bigint) AS previous_utc_us,
               array_agg(DISTINCT o.detail->>'other_store_id') FILTER (WHERE o.kind = 'conflict') AS others
        FROM central.alarm_occurrences o GROUP BY o.store_id, o.kind),
    ack AS (
        SELECT DISTINCT ON (a.store_id, a.detail->>'kind') a.store_id, a.detail->>'kind' AS kind, a.id,
               a.supervisor_id, a.at, a.detail->>'reason' AS reason
        FROM central.floor_acts a WHERE a.kind = 'alarm-acknowledged'
        ORDER BY a.store_id, a.detail->>'kind', a.at DESC, a.id DESC)
    SELECT CASE WHEN g.kind = 'fork' THEN 'F' ELSE 'A' END || g.first_id AS alarm_id,
           s.table_id, g.store_id, g.kind, g.first_at, g.last_at, g.occurrences, g.first_seq, g.last_seq, g.detail,
           (SELECT h.session FROM central.hand_starts h WHERE h.store_id = g.store_id
                AND h.start_seq <= coalesce(g.first_seq, s.head_seq) ORDER BY h.start_seq DESC LIMIT 1) AS session,
           CASE
               WHEN g.kind = 'conflict' THEN NOT EXISTS (
                   SELECT 1 FROM central.stores o WHERE o.store_id = ANY (g.others)
                   AND least(o.last_seen, s.last_seen) > now() - interval '60 seconds')
               WHEN g.kind = 'clock-set-back' THEN coalesce(h.utc_us >= g.previous_utc_us AND s.head_seq > g.last_seq,
                                                            false)
               WHEN g.kind = 'clock-ahead' THEN coalesce(s.head_seq > g.last_seq AND h.utc_us
                   <= (extract(epoch FROM h.received_at) * 1000000)::bigint + 300000000, false)
               ELSE EXISTS (SELECT 1 FROM central.events e WHERE e.store_id = g.store_id
                            AND e.seq >= coalesce(g.last_seq, 1) AND e.received_at > g.last_at)
           END AS cleared,
           (ack.at IS NOT NULL AND ack.at >= g.last_at) AS acknowledged,
           ack.id AS ack_id, ack.supervisor_id AS ack_supervisor, ack.at AS ack_at, ack.reason AS ack_reason
    FROM g JOIN central.stores s ON s.store_id = g.store_id
    LEFT JOIN central.events h ON h.store_id = s.store_id AND h.seq = s.head_seq
    LEFT JOIN ack ON ack.store_id = g.store_id AND ack.kind = g.kind;

-- An acknowledgement names an alarm of the record and of its store; its kind is written from the alarm.
CREATE FUNCTION acknowledgement_of_an_alarm() RETURNS trigger LANGUAGE plpgsql
SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    found_kind text;
    found_store text;
BEGIN
    IF NEW.kind <> 'alarm-acknowledged' THEN
        RETURN NEW;
    END IF;
    SELECT l.kind, l.store_id INTO found_kind, found_store FROM central.alarm_list l
        WHERE l.alarm_id = NEW.detail->>'alarm';
    IF found_kind IS NULL OR found_store IS DISTINCT FROM NEW.store_id THEN
        RAISE EXCEPTION 'there is no alarm % of store % in the central record', NEW.detail->>'alarm', NEW.store_id
            USING ERRCODE = 'no_data_found';
    END IF;
    NEW.detail := NEW.detail || jsonb_build_object('kind', found_kind);
    RETURN NEW;
END $$;
CREATE TRIGGER floor_acts_acknowledgement BEFORE INSERT ON central.floor_acts
    FOR EACH ROW EXECUTE FUNCTION central.acknowledgement_of_an_alarm();

REVOKE ALL ON central.refused_events, central.refused_money, central.alarm_occurrences, central.alarm_list
    FROM PUBLIC;
REVOKE ALL ON FUNCTION central.keep_refused(text, bigint, bytea[], bytea[], text), central.note_conflicts(),
    central.acknowledgement_of_an_alarm() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION central.keep_refused(text, bigint, bytea[], bytea[], text) TO dealer_uplink;
GRANT SELECT ON central.refused_events, central.refused_money, central.alarm_occurrences, central.alarm_list
    TO dealer_floor;
