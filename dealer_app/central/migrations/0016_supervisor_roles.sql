-- A role for each supervisor of the central roster (issue 28, RULES.md 12; art. 56-3-3 of the arrêté): the bad
-- beat jackpot is paid on a supervisor's signature and the management's. Every supervisor already here is
-- 'floor' (as on the tables' rosters, dealer_app/supervisors/roster.py); the club makes one 'management' with
-- `dealer-app central supervisor role --id ID --role management` (supervisor_set_role, as the owner, logged).
--
-- supervisor_check says the role of the supervisor it grants, so the table refuses a floor supervisor's right PIN
-- for the management's signature (dealer_app/supervisors/roles.py). Adding an OUT column changes the function's
-- row type: it is dropped and made again with the body of version 6 plus the role, and granted again to the same
-- roles as in version 4 (nothing more).

SET LOCAL search_path = pg_catalog;

ALTER TABLE central.supervisors ADD COLUMN role text NOT NULL DEFAULT 'floor'
    CHECK (role IN ('floor', 'management'));

DROP FUNCTION central.supervisor_check(text, bytea, text, text, text);
CREATE FUNCTION central.supervisor_check(p_id text, p_digest bytea, p_table text, p_store text, p_purpose text,
                                         OUT status text, OUT supervisor text, OUT attempts_left int,
                                         OUT locked_until timestamptz, OUT grant_id bigint, OUT role text)
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
        status := 'granted'; supervisor := s.id; role := s.role;
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
REVOKE ALL ON FUNCTION central.supervisor_check(text, bytea, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION central.supervisor_check(text, bytea, text, text, text) TO dealer_uplink, dealer_floor;

-- The club's change (as the owner, like supervisor_put): logged in the supervisors' chained log, kind
-- 'role-changed', the new role in its purpose column.
CREATE FUNCTION central.supervisor_set_role(p_id text, p_role text) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog, pg_temp AS $$
BEGIN
    IF p_role IS NULL OR p_role NOT IN ('floor', 'management') THEN
        RAISE EXCEPTION 'a supervisor''s role is floor or management, not %', p_role
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    UPDATE central.supervisors sv SET role = p_role, changed_at = now() WHERE sv.id = p_id AND NOT sv.removed;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no supervisor % on the central roster', p_id USING ERRCODE = 'no_data_found';
    END IF;
    INSERT INTO central.supervisor_log (supervisor_id, kind, purpose) VALUES (p_id, 'role-changed', p_role);
END $$;
REVOKE ALL ON FUNCTION central.supervisor_set_role(text, text) FROM PUBLIC;
