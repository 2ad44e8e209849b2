-- Version 6: what a table dealt past its parting from the room's copy (issue 25, item 12). A store restored
-- from an old copy that keeps dealing, or a copy dealing beside the original, is refused by ingest() (a fork
-- or behind-central alarm): its events never enter central.events. The table keeps them in its own store;
-- its uplink tells the room which they are, so the floor and the register can say which hands (and how much
-- rake) the room's record does not hold. One row each time the refused range grows (append-only, as the raw
-- tables); the latest row per (store, first_seq) is the whole range (view refused_ranges_latest).
-- The hands and the rake are the table's own account of events the room refused (it cannot check them
-- against its chain): the register says so. Written only through report_refused(), by the uplink role.
SET LOCAL search_path = central, pg_catalog;

CREATE TABLE refused_ranges (
    id          bigserial PRIMARY KEY,
    store_id    text   NOT NULL REFERENCES stores,
    table_id    text,                           -- the table the room knows the store by
    code        text   NOT NULL CHECK (code IN ('behind-central', 'fork')),
    first_seq   bigint NOT NULL CHECK (first_seq > 0),   -- the first event past the last one both copies share
    last_seq    bigint NOT NULL,                -- the store's head when told
    last_hash   bytea  NOT NULL CHECK (length(last_hash) = 32),
    hands       bigint[] NOT NULL,              -- the hands with an event in the range, in order
    rake        bigint NOT NULL CHECK (rake >= 0),   -- of the hands that ended in the range
    reported_at timestamptz NOT NULL DEFAULT now(),
    CHECK (last_seq >= first_seq)
);
CREATE INDEX refused_ranges_by_store ON refused_ranges (store_id, first_seq, last_seq DESC);
CREATE TRIGGER refused_ranges_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON refused_ranges
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- The whole refused range of each parting: its latest report.
CREATE VIEW refused_ranges_latest AS
    SELECT DISTINCT ON (r.store_id, r.first_seq) r.id, r.store_id, r.table_id, r.code, r.first_seq, r.last_seq,
           r.last_hash, r.hands, r.rake, r.reported_at
    FROM refused_ranges r
    ORDER BY r.store_id, r.first_seq, r.last_seq DESC, r.id DESC;

CREATE FUNCTION report_refused(p_store_id text, p_code text, p_first_seq bigint, p_last_seq bigint,
                               p_last_hash bytea, p_hands bigint[], p_rake bigint) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
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

REVOKE ALL ON FUNCTION report_refused(text, text, bigint, bigint, bytea, bigint[], bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION report_refused(text, text, bigint, bigint, bytea, bigint[], bigint) TO dealer_uplink;
GRANT SELECT ON refused_ranges, refused_ranges_latest TO dealer_floor;
