-- Checkpoints recorded only by the signer's own role (issue 26, item 4).
--
-- record_checkpoint() was the floor login's: anyone with it stored a random 64-byte "signature" dated
-- 9999999999999999, and the uplink wrote it over the table's good checkpoint file. PostgreSQL cannot check
-- Ed25519, so the server keeps to what it can: only dealer_signer (made by `central init`; the login
-- `dealer-app central checkpoint` uses on the floor's signing machine) may record one, never dated ahead
-- of the server's clock, and the login that recorded it is kept with it. Every reader checks the signature
-- itself (checkpoint.py: the uplink, verify, the register, the board) and takes a bad one as an alarm.

SET LOCAL search_path = central, pg_catalog, pg_temp;

ALTER TABLE central.checkpoints ADD COLUMN recorded_by text;      -- NULL: recorded before this version

CREATE OR REPLACE FUNCTION central.record_checkpoint(p_store_id text, p_seq bigint, p_head_hash bytea,
                                                     p_signed_utc_us bigint, p_key_id text, p_signature bytea)
RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    kept   bytea;
    new_id bigint;
    now_us bigint := (extract(epoch FROM clock_timestamp()) * 1000000)::bigint;
BEGIN
    IF NOT EXISTS (SELECT 1 FROM central.checkpoint_keys k WHERE k.key_id = p_key_id) THEN
        RAISE EXCEPTION 'checkpoint key % is not registered here', p_key_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- The same tolerance as the readers' (checkpoint.CLOCK_TOLERANCE_US): five minutes.
    IF p_signed_utc_us IS NULL OR p_signed_utc_us > now_us + 300000000 THEN
        RAISE EXCEPTION 'a checkpoint dated % is ahead of the server''s clock (%): refused', p_signed_utc_us, now_us
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT e.hash INTO kept FROM central.events e WHERE e.store_id = p_store_id AND e.seq = p_seq;
    IF kept IS NULL OR kept <> p_head_hash THEN
        RAISE EXCEPTION 'store % has no event % with hash % here', p_store_id, p_seq, encode(p_head_hash, 'hex')
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    INSERT INTO central.checkpoints (store_id, seq, head_hash, signed_utc_us, key_id, signature, recorded_by)
        VALUES (p_store_id, p_seq, p_head_hash, p_signed_utc_us, p_key_id, p_signature, session_user::text)
        RETURNING id INTO new_id;
    RETURN new_id;
END $$;

-- A store's checkpoints, newest first, with their keys: a reader takes the newest that verifies and
-- reports the others that do not (the uplink keeps the last good one beside the store).
CREATE FUNCTION central.checkpoints_of(p_store_id text, p_limit int DEFAULT 50)
RETURNS TABLE (id bigint, seq bigint, head_hash bytea, signed_utc_us bigint, key_id text, public_key bytea,
               signature bytea, recorded_by text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT c.id, c.seq, c.head_hash, c.signed_utc_us, c.key_id, k.public_key, c.signature, c.recorded_by
    FROM central.checkpoints c JOIN central.checkpoint_keys k ON k.key_id = c.key_id
    WHERE c.store_id = p_store_id ORDER BY c.seq DESC, c.id DESC LIMIT least(greatest(p_limit, 1), 500)
$$;

REVOKE ALL ON FUNCTION central.record_checkpoint(text, bigint, bytea, bigint, text, bytea) FROM PUBLIC, dealer_floor;
GRANT USAGE ON SCHEMA central TO dealer_signer;
GRANT SELECT ON central.stores TO dealer_signer;
GRANT EXECUTE ON FUNCTION central.record_checkpoint(text, bigint, bytea, bigint, text, bytea) TO dealer_signer;
REVOKE ALL ON FUNCTION central.checkpoints_of(text, int) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION central.checkpoints_of(text, int) TO dealer_uplink, dealer_floor;
