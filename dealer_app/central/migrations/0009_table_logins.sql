-- A login per table (issue 26, item 3): a store id belongs to the login that first sent it and to that
-- login's table; another login's events for it are refused and recorded as an alarm, never accepted.
--
-- Before this version every table logged in as the one dealer_uplink, and ingest() took any store id from
-- it: one table could write a chained forged event into another table's record. Now:
-- - `dealer-app central table add T5` makes the login dealer_table_t5 (a member of dealer_uplink, for its
--   grants) and writes it here with its table;
-- - the first login to send a store binds it (central.store_logins), with the login's table; the login's
--   events must name that table;
-- - the shared dealer_uplink keeps sending the stores it sent before this version (bound to it below, with
--   their table), and may not start a new one: a new table gets its own login.
-- The caller is session_user: inside a SECURITY DEFINER function current_user is the definer.

SET LOCAL search_path = central, pg_catalog, pg_temp;

CREATE TABLE central.table_logins (
    login      text PRIMARY KEY,
    table_id   text NOT NULL UNIQUE CHECK (length(table_id) BETWEEN 1 AND 64),
    created_at timestamptz NOT NULL DEFAULT now(),
    created_by text NOT NULL DEFAULT session_user
);

CREATE TABLE central.store_logins (
    store_id text PRIMARY KEY REFERENCES central.stores,
    login    text NOT NULL,
    table_id text,                          -- NULL only for a store dealer_uplink had flagged without events
    bound_at timestamptz NOT NULL DEFAULT now()
);

-- Neither is ever changed or emptied: a binding is for good, a table's login is replaced only by a
-- new password (ALTER ROLE), never by another role for the same table.
CREATE TRIGGER table_logins_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON central.table_logins
    FOR EACH STATEMENT EXECUTE FUNCTION central.refuse_change();
CREATE TRIGGER store_logins_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON central.store_logins
    FOR EACH STATEMENT EXECUTE FUNCTION central.refuse_change();

-- The room as it was: every store the shared login sent is its own, with its table.
INSERT INTO central.store_logins (store_id, login, table_id)
    SELECT s.store_id, 'dealer_uplink', s.table_id FROM central.stores s;

-- The caller's table: its own login's table, or '' for the shared dealer_uplink; NULL for anyone else.
CREATE FUNCTION central.caller_table() RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT coalesce((SELECT t.table_id FROM central.table_logins t WHERE t.login = session_user::text),
                    CASE WHEN session_user::text = 'dealer_uplink' THEN '' END)
$$;

-- The store's binding for the caller: its table (NULL allowed for an old flagged store), binding it to the
-- caller when nobody has sent it yet. Returns the refusal, or NULL when the caller may write for it.
CREATE FUNCTION central.bind_store(p_store_id text, OUT refusal text, OUT bound_table text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    v_login text := session_user::text;
    v_table text := central.caller_table();
    b       central.store_logins%ROWTYPE;
BEGIN
    IF v_table IS NULL THEN
        RAISE EXCEPTION 'login % is no table''s: a table sends its events with its own login (dealer-app central '
                        'table add TABLE)', v_login USING ERRCODE = 'insufficient_privilege';
    END IF;
    SELECT * INTO b FROM central.store_logins l WHERE l.store_id = p_store_id;
    IF NOT FOUND THEN
        IF v_table = '' THEN
            refusal := 'no-login';
            RETURN;
        END IF;
        INSERT INTO central.stores (store_id) VALUES (p_store_id) ON CONFLICT DO NOTHING;
        INSERT INTO central.store_logins (store_id, login, table_id) VALUES (p_store_id, v_login, v_table)
            ON CONFLICT DO NOTHING;
        SELECT * INTO b FROM central.store_logins l WHERE l.store_id = p_store_id;   -- the first binding wins
    END IF;
    bound_table := b.table_id;
    IF b.login <> v_login THEN
        refusal := 'wrong-login';
    END IF;
END $$;

-- The chain's own checks keep their function; ingest() now asks whose the store is first.
ALTER FUNCTION central.ingest(text, bigint, bytea[], bytea[]) RENAME TO ingest_events;
REVOKE ALL ON FUNCTION central.ingest_events(text, bigint, bytea[], bytea[]) FROM PUBLIC, dealer_uplink;
-- Its names resolve in central before any temporary table (issue 26, item 1), whatever version made its body.
ALTER FUNCTION central.ingest_events(text, bigint, bytea[], bytea[]) SET search_path = central, pg_catalog, pg_temp;

-- ingest() as before for the caller's own stores. For a store bound to another login: nothing accepted,
-- a 'wrong-login' alarm on that store (the floor's board shows it), status 'wrong-login'. For the shared
-- login and a store it never sent: status 'no-login'. An event naming another table than the store's:
-- the events before it accepted, none from it, a 'wrong-table' alarm, status 'wrong-table'. A new store is
-- bound only with events accepted: a table set up with another table's login binds nothing by its mistake.
CREATE FUNCTION central.ingest(p_store_id text, p_first_seq bigint, p_bodies bytea[], p_hashes bytea[],
                               OUT status text, OUT head bigint, OUT accepted int, OUT duplicates int,
                               OUT detail text)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    v_login text := session_user::text;
    v_bind  record;
    r       record;
    n       int := coalesce(array_length(p_bodies, 1), 0);
    v_bad   bigint;
    v_named text;
BEGIN
    accepted := 0; duplicates := 0; head := 0; detail := '';
    IF p_store_id IS NULL OR p_store_id !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'a store id is 32 hex digits, not %', p_store_id USING ERRCODE = 'invalid_parameter_value';
    END IF;
    BEGIN
        SELECT * INTO v_bind FROM central.bind_store(p_store_id);
        IF v_bind.refusal = 'no-login' THEN
            INSERT INTO central.alarms (store_id, seq, kind, detail)
                VALUES (p_store_id, p_first_seq, 'no-login', jsonb_build_object('login', v_login, 'events', n));
            status := 'no-login';
            detail := format('the shared login %s sends only the stores it sent before table logins: give this '
                             'table its own login (dealer-app central table add TABLE) and use it', v_login);
            RETURN;
        END IF;
        IF v_bind.refusal = 'wrong-login' THEN
            INSERT INTO central.alarms (store_id, seq, kind, detail)
                SELECT p_store_id, p_first_seq, 'wrong-login', jsonb_build_object(
                    'login', v_login, 'table', central.caller_table(), 'bound_login', l.login,
                    'bound_table', l.table_id, 'events', n)
                FROM central.store_logins l WHERE l.store_id = p_store_id;
            status := 'wrong-login';
            detail := format('store %s belongs to another table''s login: %s event(s) from login %s refused',
                             p_store_id, n, v_login);
            RETURN;
        END IF;
        SELECT * INTO r FROM central.ingest_events(p_store_id, p_first_seq, p_bodies, p_hashes);
        IF v_bind.bound_table IS NOT NULL THEN
            SELECT min(e.seq) INTO v_bad FROM central.events e
                WHERE e.store_id = p_store_id AND e.seq >= p_first_seq AND e.seq <= r.head
                  AND e.table_id <> v_bind.bound_table;
        END IF;
        IF v_bad IS NOT NULL THEN
            SELECT e.table_id INTO v_named FROM central.events e WHERE e.store_id = p_store_id AND e.seq = v_bad;
            RAISE EXCEPTION USING ERRCODE = 'data_exception', MESSAGE = 'wrong-table';   -- undo it all, binding too
        END IF;
    EXCEPTION WHEN data_exception THEN
        IF v_bad IS NULL THEN
            RAISE;
        END IF;
        -- Only the events before the one naming another table (and the binding, when there are any).
        IF v_bad > p_first_seq THEN
            PERFORM central.bind_store(p_store_id);
            SELECT * INTO r FROM central.ingest_events(p_store_id, p_first_seq, p_bodies[1:(v_bad - p_first_seq)],
                                                       p_hashes[1:(v_bad - p_first_seq)]);
        ELSE
            SELECT 'ok' AS status, coalesce((SELECT s.head_seq FROM central.stores s WHERE s.store_id = p_store_id),
                                            0) AS head, 0 AS accepted, 0 AS duplicates INTO r;
        END IF;
        INSERT INTO central.alarms (store_id, seq, kind, detail)
            VALUES (p_store_id, v_bad, 'wrong-table', jsonb_build_object(
                'login', v_login, 'table', v_bind.bound_table, 'named', v_named));
        status := 'wrong-table';
        head := r.head; accepted := r.accepted; duplicates := r.duplicates;
        detail := format('event %s names table %s, but store %s is table %s''s: refused from there',
                         v_bad, v_named, p_store_id, v_bind.bound_table);
        RETURN;
    END;
    status := r.status; head := r.head; accepted := r.accepted; duplicates := r.duplicates; detail := r.detail;
END $$;

-- What an uplink reports about its own store, and only its own (one it has sent events of).
CREATE OR REPLACE FUNCTION central.flag(p_store_id text, p_kind text, p_detail jsonb) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM central.store_logins l
                   WHERE l.store_id = p_store_id AND l.login = session_user::text) THEN
        RAISE EXCEPTION 'store % is not this login''s (%): only a table''s own stores can be flagged from it',
                        p_store_id, session_user USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO central.alarms (store_id, seq, kind, detail)
        SELECT p_store_id, NULL, p_kind, coalesce(p_detail, '{}')
        WHERE p_kind IN ('behind-central', 'uplink-refused', 'checkpoint-invalid');
END $$;

REVOKE ALL ON central.table_logins, central.store_logins FROM PUBLIC;
GRANT SELECT ON central.table_logins, central.store_logins TO dealer_floor;
REVOKE ALL ON FUNCTION central.caller_table(), central.bind_store(text) FROM PUBLIC;
REVOKE ALL ON FUNCTION central.ingest(text, bigint, bytea[], bytea[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION central.ingest(text, bigint, bytea[], bytea[]) TO dealer_uplink;
