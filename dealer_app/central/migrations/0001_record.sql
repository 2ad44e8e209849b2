-- The central record, version 1: every table's events as the table's store has them, append-only.
--
-- Run by `dealer-app central init` inside one transaction, as the owner role
-- (dealer_central); the roles exist before (migrate.py makes them).
-- dealer_uplink (the tables) may only call ingest(), store_head(), flag() and
-- latest_checkpoint(); dealer_floor (the floor station) reads, and records
-- checkpoints through record_checkpoint(). Nobody, the owner included, can
-- UPDATE, DELETE or TRUNCATE a raw row: triggers refuse it (only a superuser
-- who drops them can; docs/security.md).

CREATE SCHEMA central;
SET LOCAL search_path = central, pg_catalog;

-- One row per table store: its chain head here. Moved forward only, by ingest().
CREATE TABLE stores (
    store_id    text PRIMARY KEY CHECK (store_id ~ '^[0-9a-f]{32}$'),
    table_id    text,                       -- the table named by its latest event
    head_seq    bigint NOT NULL DEFAULT 0,
    head_hash   bytea  NOT NULL DEFAULT '\x0000000000000000000000000000000000000000000000000000000000000000',
    first_utc_us bigint,                    -- the table's clock, first and latest event
    last_utc_us  bigint,
    last_hand   bigint,                     -- the last hand started
    last_ended_hand bigint,                 -- the last hand whose end is here: "synced through hand N"
    first_seen  timestamptz NOT NULL DEFAULT now(),
    last_seen   timestamptz NOT NULL DEFAULT now()    -- the server's clock, last accepted batch
);

-- The raw record: the event's canonical bytes and hash exactly as the store has them
-- (dealer_app/store/chain.py); the columns after them are read from those bytes by ingest().
CREATE TABLE events (
    store_id    text   NOT NULL REFERENCES stores,
    seq         bigint NOT NULL CHECK (seq > 0),
    hash        bytea  NOT NULL CHECK (length(hash) = 32),
    body        bytea  NOT NULL,
    kind        text   NOT NULL,
    hand        bigint,
    table_id    text   NOT NULL,
    dealer      text   NOT NULL,
    utc_us      bigint NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (store_id, seq)
);
CREATE INDEX events_by_hand ON events (store_id, hand) WHERE hand IS NOT NULL;

-- Search (the floor station's hand search) and reports, written by ingest() with the event.
CREATE TABLE hand_starts (
    store_id     text   NOT NULL,
    number       bigint NOT NULL,
    table_id     text   NOT NULL,
    session      bigint,
    dealer       text   NOT NULL,
    start_seq    bigint NOT NULL,
    start_utc_us bigint NOT NULL,
    game         text,
    structure    text,
    small_blind  bigint,
    big_blind    bigint,
    PRIMARY KEY (store_id, number),
    FOREIGN KEY (store_id, start_seq) REFERENCES events
);
CREATE INDEX hand_starts_by_time ON hand_starts (start_utc_us);
CREATE INDEX hand_starts_by_table ON hand_starts (table_id, start_utc_us);
CREATE INDEX hand_starts_by_number ON hand_starts (number);
CREATE TABLE hand_players (
    store_id text   NOT NULL,
    number   bigint NOT NULL,
    player   int    NOT NULL,               -- the engine's index (0 = first left of the button)
    seat     int,
    name     text   NOT NULL,
    PRIMARY KEY (store_id, number, player)
);
CREATE INDEX hand_players_by_name ON hand_players (lower(name));
CREATE INDEX hand_players_by_seat ON hand_players (seat);
CREATE TABLE hand_ends (
    store_id   text   NOT NULL,
    number     bigint NOT NULL,
    end_seq    bigint NOT NULL,
    end_utc_us bigint NOT NULL,
    status     text   NOT NULL,
    pot        bigint NOT NULL DEFAULT 0,
    rake       bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, number),
    FOREIGN KEY (store_id, end_seq) REFERENCES events
);
CREATE INDEX hand_ends_by_pot ON hand_ends (pot);

-- The same (store, seq) offered with another hash: two histories of one table. Never overwritten.
CREATE TABLE fork_alarms (
    id           bigserial PRIMARY KEY,
    store_id     text   NOT NULL,
    seq          bigint NOT NULL,
    kept_hash    bytea  NOT NULL,
    offered_hash bytea  NOT NULL,
    offered_body bytea  NOT NULL,
    at           timestamptz NOT NULL DEFAULT now()
);
-- Everything else refused or worth a look: gap, hash-mismatch, not-an-event, clock-set-back,
-- clock-ahead, behind-central (a store restored from an old copy), told by the uplink or found here.
CREATE TABLE alarms (
    id       bigserial PRIMARY KEY,
    store_id text   NOT NULL,
    seq      bigint,
    kind     text   NOT NULL,
    detail   jsonb  NOT NULL DEFAULT '{}',
    at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alarms_by_store ON alarms (store_id, kind);

-- Signed checkpoints (Ed25519): the key stays on the floor side, only its public half is here.
CREATE TABLE checkpoint_keys (
    key_id      text PRIMARY KEY CHECK (key_id ~ '^[0-9a-f]{16}$'),   -- first 8 bytes of SHA-256(public key)
    public_key  bytea NOT NULL UNIQUE CHECK (length(public_key) = 32),
    registered_at timestamptz NOT NULL DEFAULT now(),
    note        text NOT NULL DEFAULT ''
);
CREATE TABLE checkpoints (
    id          bigserial PRIMARY KEY,
    store_id    text   NOT NULL REFERENCES stores,
    seq         bigint NOT NULL,
    head_hash   bytea  NOT NULL CHECK (length(head_hash) = 32),
    signed_utc_us bigint NOT NULL,
    key_id      text   NOT NULL REFERENCES checkpoint_keys,
    signature   bytea  NOT NULL CHECK (length(signature) = 64),
    stored_at   timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (store_id, seq) REFERENCES events
);
CREATE INDEX checkpoints_by_store ON checkpoints (store_id, seq DESC);

-- ------------------------------------------------------------------ append-only, for every role

CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the central record is append-only: % rows cannot be changed (%)', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'insufficient_privilege';
END $$;

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['events', 'hand_starts', 'hand_players', 'hand_ends', 'fork_alarms', 'alarms',
                             'checkpoint_keys', 'checkpoints'] LOOP
        -- Per statement: refused even when no row matches, so nobody can probe for a way round.
        EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT '
                       'EXECUTE FUNCTION refuse_change()', t || '_append_only', t);
    END LOOP;
END $$;

-- The head only moves forward, and a store is never forgotten.
CREATE FUNCTION head_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'UPDATE' THEN
        RAISE EXCEPTION 'a table store is never removed from the central record' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF NEW.store_id <> OLD.store_id OR NEW.head_seq < OLD.head_seq
       OR (NEW.head_seq = OLD.head_seq AND NEW.head_hash <> OLD.head_hash) THEN
        RAISE EXCEPTION 'the central head of store % only moves forward', OLD.store_id
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER stores_forward_only BEFORE UPDATE OR DELETE ON stores FOR EACH ROW EXECUTE FUNCTION head_forward_only();
CREATE TRIGGER stores_no_truncate BEFORE TRUNCATE ON stores FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- ------------------------------------------------------------------ ingest: the only way in

-- One batch of one store's events, in order from first_seq. Returns what happened:
--   status 'ok' (all accepted or exact duplicates), or the refusal that stopped the batch:
--   'gap' (first_seq beyond head + 1), 'hash-mismatch' (the bytes do not give the hash),
--   'fork' (a different hash for a seq already here: alarm recorded, nothing overwritten),
--   'not-an-event' (bytes that are not the event they claim to be).
-- The events before the refused one stay accepted; head is the server's head afterwards.
CREATE FUNCTION ingest(p_store_id text, p_first_seq bigint, p_bodies bytea[], p_hashes bytea[],
                       OUT status text, OUT head bigint, OUT accepted int, OUT duplicates int, OUT detail text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog AS $$
DECLARE
    s        stores%ROWTYPE;
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
    INSERT INTO stores (store_id) VALUES (p_store_id) ON CONFLICT DO NOTHING;
    SELECT * INTO s FROM stores WHERE store_id = p_store_id FOR UPDATE;   -- one writer per store at a time
    SELECT e.utc_us INTO v_prev_utc FROM events e WHERE e.store_id = p_store_id AND e.seq = s.head_seq;
    FOR i IN 1 .. n LOOP
        v_seq := p_first_seq + i - 1;
        v_body := p_bodies[i];
        v_given := p_hashes[i];
        IF v_seq <= s.head_seq THEN
            SELECT e.hash INTO v_kept FROM events e WHERE e.store_id = p_store_id AND e.seq = v_seq;
            IF v_kept = v_given THEN
                duplicates := duplicates + 1;         -- a resend after a lost acknowledgement
                CONTINUE;
            END IF;
            INSERT INTO fork_alarms (store_id, seq, kept_hash, offered_hash, offered_body)
                VALUES (p_store_id, v_seq, v_kept, v_given, v_body);
            status := 'fork';
            detail := format('event %s is already here with another hash (%s, offered %s)', v_seq,
                             encode(v_kept, 'hex'), encode(v_given, 'hex'));
            EXIT;
        END IF;
        IF v_seq > s.head_seq + 1 THEN
            INSERT INTO alarms (store_id, seq, kind, detail)
                VALUES (p_store_id, v_seq, 'gap', jsonb_build_object('head', s.head_seq, 'offered', v_seq));
            status := 'gap';
            detail := format('event %s offered but the head here is %s: %s must come first', v_seq, s.head_seq,
                             s.head_seq + 1);
            EXIT;
        END IF;
        computed := sha256(s.head_hash || v_body);
        IF v_given IS NULL OR computed <> v_given THEN
            INSERT INTO alarms (store_id, seq, kind, detail)
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
            INSERT INTO alarms (store_id, seq, kind, detail) VALUES (p_store_id, v_seq, 'not-an-event', '{}');
            status := 'not-an-event';
            detail := format('event %s: the bytes are not the event numbered %s', v_seq, v_seq);
            EXIT;
        END;
        INSERT INTO events (store_id, seq, hash, body, kind, hand, table_id, dealer, utc_us)
            VALUES (p_store_id, v_seq, v_given, v_body, ev->>'kind', (ev->>'hand')::bigint, ev->>'table', ev->>'dealer',
                    (ev->>'utc_us')::bigint);
        PERFORM index_event(p_store_id, v_seq, ev);
        -- The table's clock: accepted as it is, ordered by seq, flagged when it goes back or runs ahead.
        IF v_prev_utc IS NOT NULL AND (ev->>'utc_us')::bigint < v_prev_utc THEN
            INSERT INTO alarms (store_id, seq, kind, detail)
                VALUES (p_store_id, v_seq, 'clock-set-back', jsonb_build_object(
                    'utc_us', (ev->>'utc_us')::bigint, 'previous_utc_us', v_prev_utc));
        END IF;
        v_prev_utc := (ev->>'utc_us')::bigint;
        IF (ev->>'utc_us')::bigint > now_us + 300000000 THEN
            INSERT INTO alarms (store_id, seq, kind, detail)
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
        UPDATE stores SET head_seq = s.head_seq, head_hash = s.head_hash, table_id = s.table_id,
                          first_utc_us = s.first_utc_us, last_utc_us = s.last_utc_us, last_hand = s.last_hand,
                          last_ended_hand = s.last_ended_hand, last_seen = now()
            WHERE stores.store_id = p_store_id;
        PERFORM pg_notify('table_events', json_build_object('store_id', p_store_id, 'table_id', s.table_id,
                                                            'head', s.head_seq, 'hand', s.last_hand)::text);
    ELSE
        UPDATE stores SET last_seen = now() WHERE stores.store_id = p_store_id;
    END IF;
    head := s.head_seq;
END $$;

-- The search and report rows of one accepted event.
CREATE FUNCTION index_event(p_store_id text, p_seq bigint, ev jsonb) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog AS $$
DECLARE
    config jsonb;
BEGIN
    IF ev->>'kind' = 'hand-started' THEN
        config := ev->'payload'->'config';
        INSERT INTO hand_starts VALUES (p_store_id, (ev->>'hand')::bigint, ev->>'table', (ev->>'session')::bigint,
            ev->>'dealer', p_seq, (ev->>'utc_us')::bigint, config->>'game', config->>'structure',
            (config->'stakes'->>'small_blind')::bigint, (config->'stakes'->>'big_blind')::bigint);
        INSERT INTO hand_players
            SELECT p_store_id, (ev->>'hand')::bigint, (p.ord - 1)::int, (p.value->>'seat')::int, p.value->>'name'
            FROM jsonb_array_elements(config->'players') WITH ORDINALITY AS p(value, ord);
    ELSIF ev->>'kind' = 'hand-ended' AND ev->>'hand' IS NOT NULL THEN
        INSERT INTO hand_ends VALUES (p_store_id, (ev->>'hand')::bigint, p_seq, (ev->>'utc_us')::bigint,
            ev->'payload'->>'status', coalesce((ev->'payload'->>'pot')::bigint, 0),
            coalesce((ev->'payload'->>'rake')::bigint, 0))
        ON CONFLICT DO NOTHING;     -- a hand ended twice is the store's own business (verify); the first end counts
    END IF;
END $$;

-- The head the server has for a store: where the uplink starts (never from a local guess).
CREATE FUNCTION store_head(p_store_id text, OUT head bigint, OUT head_hash bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog AS $$
    SELECT coalesce((SELECT s.head_seq FROM stores s WHERE s.store_id = p_store_id), 0),
           coalesce((SELECT s.head_hash FROM stores s WHERE s.store_id = p_store_id), '\x'::bytea || decode(repeat('00', 32), 'hex'))
$$;

-- The hash the server holds for one event of a store (the uplink compares a restored store with it).
CREATE FUNCTION event_hash(p_store_id text, p_seq bigint) RETURNS bytea
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog AS $$
    SELECT e.hash FROM events e WHERE e.store_id = p_store_id AND e.seq = p_seq
$$;

-- What an uplink reports about its own store (e.g. behind-central: restored from an old copy).
CREATE FUNCTION flag(p_store_id text, p_kind text, p_detail jsonb) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = central, pg_catalog AS $$
    INSERT INTO stores (store_id) VALUES (p_store_id) ON CONFLICT DO NOTHING;
    INSERT INTO alarms (store_id, seq, kind, detail)
        SELECT p_store_id, NULL, p_kind, coalesce(p_detail, '{}') WHERE p_kind IN ('behind-central', 'uplink-refused');
$$;

-- A checkpoint signed on the floor side: stored only for a registered key and for the event here.
-- The signature is checked by whoever relies on it (verify, the uplink), with the public key.
CREATE FUNCTION record_checkpoint(p_store_id text, p_seq bigint, p_head_hash bytea, p_signed_utc_us bigint,
                                  p_key_id text, p_signature bytea) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog AS $$
DECLARE
    kept bytea;
    new_id bigint;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM checkpoint_keys k WHERE k.key_id = p_key_id) THEN
        RAISE EXCEPTION 'checkpoint key % is not registered here', p_key_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT e.hash INTO kept FROM events e WHERE e.store_id = p_store_id AND e.seq = p_seq;
    IF kept IS NULL OR kept <> p_head_hash THEN
        RAISE EXCEPTION 'store % has no event % with hash % here', p_store_id, p_seq, encode(p_head_hash, 'hex')
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO checkpoints (store_id, seq, head_hash, signed_utc_us, key_id, signature)
        VALUES (p_store_id, p_seq, p_head_hash, p_signed_utc_us, p_key_id, p_signature) RETURNING id INTO new_id;
    RETURN new_id;
END $$;

-- The latest checkpoint of a store, with its key: the uplink saves it beside the store.
CREATE FUNCTION latest_checkpoint(p_store_id text, OUT seq bigint, OUT head_hash bytea, OUT signed_utc_us bigint,
                                  OUT key_id text, OUT public_key bytea, OUT signature bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog AS $$
    SELECT c.seq, c.head_hash, c.signed_utc_us, c.key_id, k.public_key, c.signature
    FROM checkpoints c JOIN checkpoint_keys k USING (key_id)
    WHERE c.store_id = p_store_id ORDER BY c.seq DESC, c.id DESC LIMIT 1
$$;

-- ------------------------------------------------------------------ views for the floor

-- Two stores naming the same table whose dealing overlapped in time: two consoles claim one table.
CREATE VIEW table_conflicts AS
    SELECT a.table_id, a.store_id, b.store_id AS other_store_id
    FROM stores a JOIN stores b ON a.table_id = b.table_id AND a.store_id <> b.store_id
    WHERE a.first_utc_us <= b.last_utc_us AND b.first_utc_us <= a.last_utc_us;

-- The room board: one row per table store.
CREATE VIEW table_board AS
    SELECT s.table_id, s.store_id, s.head_seq AS last_seq, s.last_hand, s.last_ended_hand AS synced_through_hand,
           s.last_utc_us, s.last_seen,
           h.game, h.structure, h.small_blind, h.big_blind, h.dealer,
           (SELECT count(*) FROM hand_players p WHERE p.store_id = s.store_id AND p.number = s.last_hand) AS players,
           (s.last_hand IS NOT NULL AND s.last_hand IS DISTINCT FROM s.last_ended_hand) AS dealing,
           EXISTS (SELECT 1 FROM fork_alarms f WHERE f.store_id = s.store_id) AS fork_alarm,
           EXISTS (SELECT 1 FROM alarms a WHERE a.store_id = s.store_id AND a.kind IN ('gap', 'hash-mismatch',
                   'not-an-event', 'behind-central')) AS record_alarm,
           EXISTS (SELECT 1 FROM alarms a WHERE a.store_id = s.store_id AND a.kind IN ('clock-set-back', 'clock-ahead'))
               AS clock_alarm,
           EXISTS (SELECT 1 FROM table_conflicts c WHERE c.store_id = s.store_id) AS conflict,
           (SELECT max(c.seq) FROM checkpoints c WHERE c.store_id = s.store_id) AS checkpoint_seq
    FROM stores s LEFT JOIN hand_starts h ON h.store_id = s.store_id AND h.number = s.last_hand;

-- Every hand in one row, for search and reports.
CREATE VIEW hands AS
    SELECT h.store_id, h.number, h.table_id, h.session, h.dealer, h.start_seq, h.start_utc_us,
           to_timestamp(h.start_utc_us / 1e6) AS started_at, h.game, h.structure, h.small_blind, h.big_blind,
           e.end_seq, e.end_utc_us, e.status, e.pot, e.rake
    FROM hand_starts h LEFT JOIN hand_ends e USING (store_id, number);

-- Rake per table and day (UTC; the floor's report turns it into the club's day), per dealer and day.
CREATE VIEW rake_by_table_day AS
    SELECT h.table_id, (to_timestamp(e.end_utc_us / 1e6) AT TIME ZONE 'UTC')::date AS day,
           count(*) AS hands, sum(e.rake) AS rake, sum(e.pot) AS pots
    FROM hand_ends e JOIN hand_starts h USING (store_id, number)
    GROUP BY 1, 2;
CREATE VIEW rake_by_dealer_day AS
    SELECT h.dealer, (to_timestamp(e.end_utc_us / 1e6) AT TIME ZONE 'UTC')::date AS day,
           count(*) AS hands, sum(e.rake) AS rake
    FROM hand_ends e JOIN hand_starts h USING (store_id, number)
    GROUP BY 1, 2;

-- ------------------------------------------------------------------ who may do what

REVOKE ALL ON ALL TABLES IN SCHEMA central FROM PUBLIC;
REVOKE ALL ON ALL FUNCTIONS IN SCHEMA central FROM PUBLIC;
GRANT USAGE ON SCHEMA central TO dealer_uplink, dealer_floor;
GRANT EXECUTE ON FUNCTION ingest(text, bigint, bytea[], bytea[]), store_head(text), event_hash(text, bigint),
    flag(text, text, jsonb), latest_checkpoint(text) TO dealer_uplink;
GRANT SELECT ON ALL TABLES IN SCHEMA central TO dealer_floor;
GRANT EXECUTE ON FUNCTION store_head(text), event_hash(text, bigint), latest_checkpoint(text),
    record_checkpoint(text, bigint, bytea, bigint, text, bytea) TO dealer_floor;
