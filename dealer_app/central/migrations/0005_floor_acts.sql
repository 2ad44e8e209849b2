-- Version 5: the supervisor's acts at the floor station, recorded like a table's (issue 19). A table keeps in its
-- store who looked at which hand (the floor view's access log); the floor station looks at every table's
-- records, so its acts are kept here: the sign-in (granted or refused), each hand opened or exported, each
-- report or register exported, each search with its criteria. Append-only as the raw tables (the same trigger),
-- written only through floor_act(), which the floor role may execute: it cannot UPDATE, DELETE or TRUNCATE.
SET LOCAL search_path = central, pg_catalog;

CREATE TABLE floor_acts (
    id            bigserial PRIMARY KEY,
    supervisor_id text NOT NULL,            -- as the central roster spells it, or '(unknown id)'
    grant_id      bigint,                   -- the supervisor_log row of the sign-in the act was done under
    kind          text NOT NULL CHECK (kind IN ('sign-in', 'sign-in-refused', 'hand-opened', 'hand-exported',
                                                'search', 'report-exported', 'register-exported')),
    store_id      text,
    hand          bigint,
    detail        jsonb NOT NULL DEFAULT '{}'::jsonb,   -- the format, the criteria, the refusal's status
    station       text NOT NULL,
    by_whom       text NOT NULL DEFAULT current_user,
    at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX floor_acts_at ON floor_acts (at);
-- Per statement, as the raw tables (0001_record.sql): refused even when no row matches.
CREATE TRIGGER floor_acts_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON floor_acts
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- An act other than a sign-in names its grant: a 'granted' row of the central roster's log, for this supervisor,
-- given to a floor station. So no act is written under a supervisor who did not sign in there. A refused sign-in
-- keeps the id only when the roster has it (an unknown id may be a PIN typed in the wrong field).
CREATE FUNCTION floor_act(p_supervisor text, p_grant bigint, p_kind text, p_store text, p_hand bigint,
                          p_detail jsonb, p_station text) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = central, pg_catalog AS $$
DECLARE
    who text := p_supervisor;
    made bigint;
BEGIN
    IF p_kind = 'sign-in-refused' THEN
        IF NOT EXISTS (SELECT 1 FROM supervisors WHERE id = p_supervisor AND NOT removed) THEN
            who := '(unknown id)';
        END IF;
        p_grant := NULL;
    ELSIF NOT EXISTS (SELECT 1 FROM supervisor_log l WHERE l.id = p_grant AND l.kind = 'granted'
                      AND l.supervisor_id = p_supervisor AND l.purpose = 'floor-station') THEN
        RAISE EXCEPTION 'no floor-station sign-in % for supervisor %: the act is not recorded', p_grant, p_supervisor
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO floor_acts (supervisor_id, grant_id, kind, store_id, hand, detail, station)
        VALUES (who, p_grant, p_kind, p_store, p_hand, coalesce(p_detail, '{}'::jsonb), coalesce(p_station, ''))
        RETURNING id INTO made;
    RETURN made;
END $$;

REVOKE ALL ON floor_acts FROM PUBLIC;
REVOKE ALL ON FUNCTION floor_act(text, bigint, text, text, bigint, jsonb, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION floor_act(text, bigint, text, text, bigint, jsonb, text) TO dealer_floor;
GRANT SELECT ON floor_acts TO dealer_floor;
