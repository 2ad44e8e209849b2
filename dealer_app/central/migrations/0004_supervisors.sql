-- Version 4: the supervisors held centrally (issue 19). One roster for every table: a PIN checked here counts
-- its failures for all the tables, so a lock-out at one table holds at the others.
--
-- PostgreSQL has no scrypt. So a sign-in is two calls: supervisor_salt(id) gives the salt and the cost
-- (N = 2**16, r = 8, p = 1, as dealer_app/supervisors/roster.py), the table computes scrypt(PIN, salt) itself,
-- and supervisor_check(id, digest, ...) compares it with the digest kept here, counts a failure or records
-- the grant (an append-only row whose id the table writes into its own store). Nobody but the owner reads a
-- digest: the tables and the floor only call these two functions. An id nobody has gets a salt too (the
-- same one each time, from a secret made here), and the same answers, lock-out included: the answers do
-- not tell which ids exist. The PIN itself never leaves the table.
SET LOCAL search_path = central, pg_catalog;

CREATE TABLE supervisors (
    id         text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9 ._-]{0,31}$'),
    name       text NOT NULL,
    salt       bytea NOT NULL CHECK (length(salt) >= 16),
    digest     bytea NOT NULL CHECK (length(digest) = 32),
    n          int NOT NULL,
    r          int NOT NULL,
    p          int NOT NULL,
    removed    boolean NOT NULL DEFAULT false,
    changed_at timestamptz NOT NULL DEFAULT now()
);
-- Wrong PINs in a row and the lock-out, per id typed (an unknown id under the hash of what was typed: it may be
-- a PIN typed in the wrong field, never kept in clear).
CREATE TABLE supervisor_locks (
    key          text PRIMARY KEY,
    failures     int NOT NULL DEFAULT 0,
    locked_until timestamptz
);
-- Every answer and every change, append-only: the grant a table records is a row here.
CREATE TABLE supervisor_log (
    id            bigserial PRIMARY KEY,
    supervisor_id text NOT NULL,            -- as the roster spells it, or '(unknown id)'
    kind          text NOT NULL,            -- granted | refused | locked-out | added | pin-reset | removed | unlocked
    table_id      text,
    store_id      text,
    purpose       text,
    failures      int,
    by_whom       text NOT NULL DEFAULT current_user,
    at            timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER supervisor_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON supervisor_log
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TABLE roster_secret (one boolean PRIMARY KEY DEFAULT true CHECK (one), secret bytea NOT NULL);
INSERT INTO roster_secret (secret) VALUES (sha256(convert_to(gen_random_uuid()::text || clock_timestamp()::text
                                                             || random()::text, 'UTF8')));

-- The policy, as the local roster's (dealer_app/supervisors/desk.py): 5 wrong PINs in a row lock the id out for
-- 15 minutes; 10 with no right PIN between hold it until the club resets the PIN or unlocks it.
CREATE FUNCTION supervisor_salt(p_id text, OUT salt bytea, OUT n int, OUT r int, OUT p int)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog AS $$
    SELECT coalesce(s.salt, substring(sha256((SELECT secret FROM roster_secret) || convert_to(coalesce(p_id, ''), 'UTF8'))
                                      FROM 1 FOR 16)),
           coalesce(s.n, 65536), coalesce(s.r, 8), coalesce(s.p, 1)
    FROM (SELECT 1) one LEFT JOIN supervisors s ON s.id = p_id AND NOT s.removed
$$;

CREATE FUNCTION supervisor_check(p_id text, p_digest bytea, p_table text, p_store text, p_purpose text,
                                 OUT status text, OUT supervisor text, OUT attempts_left int,
                                 OUT locked_until timestamptz, OUT grant_id bigint)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog AS $$
DECLARE
    max_failures CONSTANT int := 5;
    s supervisors%ROWTYPE;
    k text;
    who text;
    l supervisor_locks%ROWTYPE;
BEGIN
    SELECT * INTO s FROM supervisors WHERE id = p_id AND NOT removed;
    IF FOUND THEN
        k := s.id; who := s.id;
    ELSE
        k := 'unknown:' || encode(sha256(convert_to(coalesce(p_id, ''), 'UTF8')), 'hex'); who := '(unknown id)';
    END IF;
    INSERT INTO supervisor_locks (key) VALUES (k) ON CONFLICT DO NOTHING;
    SELECT * INTO l FROM supervisor_locks WHERE key = k FOR UPDATE;      -- one answer at a time per id, every table
    IF l.locked_until IS NOT NULL AND l.locked_until > now() THEN
        INSERT INTO supervisor_log (supervisor_id, kind, table_id, store_id, purpose, failures)
            VALUES (who, 'refused', p_table, p_store, p_purpose, l.failures);
        status := 'locked'; attempts_left := 0; locked_until := l.locked_until;
        RETURN;
    END IF;
    IF s.id IS NOT NULL AND p_digest IS NOT NULL AND s.digest = p_digest THEN
        UPDATE supervisor_locks SET failures = 0, locked_until = NULL WHERE key = k;
        INSERT INTO supervisor_log (supervisor_id, kind, table_id, store_id, purpose)
            VALUES (s.id, 'granted', p_table, p_store, p_purpose) RETURNING id INTO grant_id;
        status := 'granted'; supervisor := s.id;
        RETURN;
    END IF;
    l.failures := l.failures + 1;
    IF l.failures % max_failures = 0 THEN
        l.locked_until := CASE WHEN l.failures >= 2 * max_failures THEN 'infinity'::timestamptz
                               ELSE now() + interval '15 minutes' END;
    END IF;
    UPDATE supervisor_locks SET failures = l.failures, locked_until = l.locked_until WHERE key = k;
    INSERT INTO supervisor_log (supervisor_id, kind, table_id, store_id, purpose, failures)
        VALUES (who, CASE WHEN l.failures % max_failures = 0 THEN 'locked-out' ELSE 'refused' END, p_table, p_store,
                p_purpose, l.failures);
    IF l.failures % max_failures = 0 THEN
        status := 'locked-now'; attempts_left := 0; locked_until := l.locked_until;
    ELSE
        status := 'wrong'; attempts_left := max_failures - l.failures % max_failures;
    END IF;
END $$;

-- The club's changes (dealer-app central supervisor ...), as the owner: the digest made by the command.
CREATE FUNCTION supervisor_put(p_id text, p_name text, p_salt bytea, p_digest bytea, p_n int, p_r int, p_p int,
                               p_kind text) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog AS $$
BEGIN
    IF p_kind = 'added' THEN
        IF EXISTS (SELECT 1 FROM supervisors WHERE id = p_id AND NOT removed) THEN
            RAISE EXCEPTION 'supervisor % is already on the central roster', p_id USING ERRCODE = 'unique_violation';
        END IF;
        INSERT INTO supervisors (id, name, salt, digest, n, r, p) VALUES (p_id, p_name, p_salt, p_digest, p_n, p_r, p_p)
            ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, salt = EXCLUDED.salt, digest = EXCLUDED.digest,
                n = EXCLUDED.n, r = EXCLUDED.r, p = EXCLUDED.p, removed = false, changed_at = now();
    ELSE
        UPDATE supervisors SET salt = p_salt, digest = p_digest, n = p_n, r = p_r, p = p_p, changed_at = now()
            WHERE id = p_id AND NOT removed;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'there is no supervisor % on the central roster', p_id USING ERRCODE = 'no_data_found';
        END IF;
    END IF;
    DELETE FROM supervisor_locks WHERE key = p_id;          -- a new PIN lifts a lock-out
    INSERT INTO supervisor_log (supervisor_id, kind) VALUES (p_id, p_kind);
END $$;

CREATE FUNCTION supervisor_remove(p_id text) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog AS $$
BEGIN
    UPDATE supervisors SET removed = true, changed_at = now() WHERE id = p_id AND NOT removed;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no supervisor % on the central roster', p_id USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO supervisor_log (supervisor_id, kind) VALUES (p_id, 'removed');
END $$;

REVOKE ALL ON supervisors, supervisor_locks, supervisor_log, roster_secret FROM PUBLIC;
REVOKE ALL ON FUNCTION supervisor_salt(text), supervisor_check(text, bytea, text, text, text),
    supervisor_put(text, text, bytea, bytea, int, int, int, text), supervisor_remove(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION supervisor_salt(text), supervisor_check(text, bytea, text, text, text)
    TO dealer_uplink, dealer_floor;
-- The floor reads who did what (the log), never a digest.
GRANT SELECT ON supervisor_log TO dealer_floor;
