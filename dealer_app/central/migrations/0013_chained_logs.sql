-- The supervisors' log and the floor's acts chained, their heads signed (issue 26, item 5).
--
-- A DBA deleted 10 refusals from supervisor_log and a floor act under session_replication_role = replica, which
-- passes the append-only triggers, and nothing showed. Each row now carries the hash of the row before it and its
-- own: hash = sha256(prev_hash || its line), the line being every column in a fixed order, each written
-- "<bytes>:<text>\n" ("-:\n" for NULL) with the moment in microseconds since 1970 (central.log_line; the reader,
-- dealer_app/central/log_chain.py, writes the same bytes). `dealer-app central checkpoint` signs each log's head
-- (central.log_heads) as a log checkpoint of its own ("dealer-log-checkpoint/1", checkpoint.py), recorded by the
-- signer's login only. The register and `central acts` check the chain and that the signed head is still there
-- with its hash: a row deleted or changed up to the signed head shows, naming the row.
--
-- Rows are numbered under the log's lock as they are chained (the id's default is dropped: the trigger takes the
-- next value), so the order of the ids is the order of the chain even when two sign-ins come at once.

SET LOCAL search_path = central, pg_catalog, pg_temp;

CREATE FUNCTION central.log_line(VARIADIC p_values text[]) RETURNS bytea
LANGUAGE sql IMMUTABLE SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT pg_catalog.convert_to(pg_catalog.string_agg(
               coalesce(pg_catalog.octet_length(pg_catalog.convert_to(v, 'UTF8'))::text, '-') || ':'
               || coalesce(v, '') || E'\n', '' ORDER BY i), 'UTF8')
    FROM pg_catalog.unnest(p_values) WITH ORDINALITY AS t(v, i)
$$;

CREATE FUNCTION central.us_of(p_at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT ((extract(epoch FROM p_at) * 1000000)::bigint)::text
$$;

CREATE FUNCTION central.supervisor_log_line(r central.supervisor_log) RETURNS bytea
LANGUAGE sql STABLE SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT central.log_line(r.id::text, r.supervisor_id, r.kind, r.table_id, r.store_id, r.purpose, r.failures::text,
                            r.by_whom, central.us_of(r.at))
$$;

CREATE FUNCTION central.floor_act_line(r central.floor_acts) RETURNS bytea
LANGUAGE sql STABLE SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT central.log_line(r.id::text, r.supervisor_id, r.grant_id::text, r.kind, r.store_id, r.hand::text,
                            r.detail::text, r.station, r.by_whom, central.us_of(r.at))
$$;

ALTER TABLE central.supervisor_log ADD COLUMN prev_hash bytea, ADD COLUMN hash bytea;
ALTER TABLE central.floor_acts ADD COLUMN prev_hash bytea, ADD COLUMN hash bytea;

-- The rows already there, chained in id order (the append-only trigger set aside for this one change).
ALTER TABLE central.supervisor_log DISABLE TRIGGER supervisor_log_append_only;
ALTER TABLE central.floor_acts DISABLE TRIGGER floor_acts_append_only;
DO $$
DECLARE
    s central.supervisor_log;
    a central.floor_acts;
    prev bytea := '\x0000000000000000000000000000000000000000000000000000000000000000';
BEGIN
    FOR s IN SELECT * FROM central.supervisor_log ORDER BY id LOOP
        UPDATE central.supervisor_log l SET prev_hash = prev, hash = pg_catalog.sha256(prev || central.supervisor_log_line(s))
            WHERE l.id = s.id RETURNING l.hash INTO prev;
    END LOOP;
    prev := '\x0000000000000000000000000000000000000000000000000000000000000000';
    FOR a IN SELECT * FROM central.floor_acts ORDER BY id LOOP
        UPDATE central.floor_acts f SET prev_hash = prev, hash = pg_catalog.sha256(prev || central.floor_act_line(a))
            WHERE f.id = a.id RETURNING f.hash INTO prev;
    END LOOP;
END $$;
ALTER TABLE central.supervisor_log ENABLE TRIGGER supervisor_log_append_only;
ALTER TABLE central.floor_acts ENABLE TRIGGER floor_acts_append_only;
ALTER TABLE central.supervisor_log ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN hash SET NOT NULL;
ALTER TABLE central.floor_acts ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN hash SET NOT NULL;

-- Numbered and chained under the log's lock (held to the end of the inserting transaction).
ALTER TABLE central.supervisor_log ALTER COLUMN id DROP DEFAULT;
ALTER TABLE central.floor_acts ALTER COLUMN id DROP DEFAULT;

CREATE FUNCTION central.chain_supervisor_log() RETURNS trigger
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    PERFORM pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('central.supervisor_log'));
    NEW.id := pg_catalog.nextval('central.supervisor_log_id_seq');
    NEW.prev_hash := coalesce((SELECT l.hash FROM central.supervisor_log l ORDER BY l.id DESC LIMIT 1),
                              '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea);
    NEW.hash := pg_catalog.sha256(NEW.prev_hash || central.supervisor_log_line(NEW));
    RETURN NEW;
END $$;
CREATE TRIGGER supervisor_log_chain BEFORE INSERT ON central.supervisor_log
    FOR EACH ROW EXECUTE FUNCTION central.chain_supervisor_log();

-- Named to fire after floor_acts_acknowledgement (triggers fire in name order), which completes the detail.
CREATE FUNCTION central.chain_floor_acts() RETURNS trigger
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    PERFORM pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('central.floor_acts'));
    NEW.id := pg_catalog.nextval('central.floor_acts_id_seq');
    NEW.prev_hash := coalesce((SELECT a.hash FROM central.floor_acts a ORDER BY a.id DESC LIMIT 1),
                              '\x0000000000000000000000000000000000000000000000000000000000000000'::bytea);
    NEW.hash := pg_catalog.sha256(NEW.prev_hash || central.floor_act_line(NEW));
    RETURN NEW;
END $$;
CREATE TRIGGER floor_acts_zz_chain BEFORE INSERT ON central.floor_acts
    FOR EACH ROW EXECUTE FUNCTION central.chain_floor_acts();

-- Each log's head: what a log checkpoint signs.
CREATE FUNCTION central.log_heads() RETURNS TABLE (log text, head_id bigint, head_hash bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT 'supervisor_log', l.id, l.hash FROM central.supervisor_log l WHERE l.id = (SELECT max(id) FROM central.supervisor_log)
    UNION ALL
    SELECT 'floor_acts', a.id, a.hash FROM central.floor_acts a WHERE a.id = (SELECT max(id) FROM central.floor_acts)
$$;

CREATE TABLE central.log_checkpoints (
    id            bigserial PRIMARY KEY,
    log           text   NOT NULL CHECK (log IN ('supervisor_log', 'floor_acts')),
    head_id       bigint NOT NULL,
    head_hash     bytea  NOT NULL CHECK (length(head_hash) = 32),
    signed_utc_us bigint NOT NULL,
    key_id        text   NOT NULL REFERENCES central.checkpoint_keys,
    signature     bytea  NOT NULL CHECK (length(signature) = 64),
    recorded_by   text   NOT NULL DEFAULT session_user,
    stored_at     timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER log_checkpoints_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON central.log_checkpoints
    FOR EACH STATEMENT EXECUTE FUNCTION central.refuse_change();

-- As record_checkpoint: the signer's login only, a registered key, not dated ahead, the head as it is here.
CREATE FUNCTION central.record_log_checkpoint(p_log text, p_head_id bigint, p_head_hash bytea, p_signed_utc_us bigint,
                                              p_key_id text, p_signature bytea) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    kept   bytea;
    new_id bigint;
    now_us bigint := (extract(epoch FROM pg_catalog.clock_timestamp()) * 1000000)::bigint;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM central.checkpoint_keys k WHERE k.key_id = p_key_id) THEN
        RAISE EXCEPTION 'checkpoint key % is not registered here', p_key_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_signed_utc_us IS NULL OR p_signed_utc_us > now_us + 300000000 THEN
        RAISE EXCEPTION 'a checkpoint dated % is ahead of the server''s clock (%): refused', p_signed_utc_us, now_us
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_log = 'supervisor_log' THEN
        SELECT l.hash INTO kept FROM central.supervisor_log l WHERE l.id = p_head_id;
    ELSIF p_log = 'floor_acts' THEN
        SELECT a.hash INTO kept FROM central.floor_acts a WHERE a.id = p_head_id;
    END IF;
    IF kept IS NULL OR kept <> p_head_hash THEN
        RAISE EXCEPTION 'the log % has no row % with hash % here', p_log, p_head_id, encode(p_head_hash, 'hex')
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO central.log_checkpoints (log, head_id, head_hash, signed_utc_us, key_id, signature)
        VALUES (p_log, p_head_id, p_head_hash, p_signed_utc_us, p_key_id, p_signature) RETURNING id INTO new_id;
    RETURN new_id;
END $$;

REVOKE ALL ON central.log_checkpoints FROM PUBLIC;
REVOKE ALL ON FUNCTION central.log_line(text[]), central.us_of(timestamptz),
    central.supervisor_log_line(central.supervisor_log), central.floor_act_line(central.floor_acts),
    central.chain_supervisor_log(), central.chain_floor_acts(), central.log_heads(),
    central.record_log_checkpoint(text, bigint, bytea, bigint, text, bytea) FROM PUBLIC;
GRANT SELECT ON central.log_checkpoints TO dealer_floor;
GRANT EXECUTE ON FUNCTION central.log_heads() TO dealer_floor, dealer_signer;
GRANT EXECUTE ON FUNCTION central.us_of(timestamptz) TO dealer_floor;
GRANT EXECUTE ON FUNCTION central.record_log_checkpoint(text, bigint, bytea, bigint, text, bytea) TO dealer_signer;
