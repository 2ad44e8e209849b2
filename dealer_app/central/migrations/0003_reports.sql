-- Version 3: the house's reports from the central record (issue 19): rake and time collected per table, per
-- shift, per dealer and per day, hands per hour, per-table session reports, and the French daily register
-- closed by a signed checkpoint. Everything is read from the events as the tables sent them; nothing here
-- is typed in by hand.
SET LOCAL search_path = central, pg_catalog;

-- The house's settings, read by the reports. 'day': the club's time zone and its shifts, in order from the
-- one that opens the gaming day ("journée de jeu"): a hand ended at 03:00 with shifts from 06:00 belongs to the
-- day before. Changed by the club (dealer-app central shifts), as the owner; every change kept.
CREATE TABLE house_settings (
    key        text PRIMARY KEY,
    value      jsonb NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    changed_by text NOT NULL DEFAULT current_user
);
CREATE TABLE house_settings_history (
    id         bigserial PRIMARY KEY,
    key        text NOT NULL,
    value      jsonb NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    changed_by text NOT NULL DEFAULT current_user
);
CREATE TRIGGER house_settings_history_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON house_settings_history
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

CREATE FUNCTION minutes_of(p_clock text) RETURNS int LANGUAGE sql IMMUTABLE AS $$
    SELECT split_part(p_clock, ':', 1)::int * 60 + split_part(p_clock, ':', 2)::int
$$;

-- The one way to change the shifts: checked here too (the command checks first, in words).
CREATE FUNCTION set_house_day(p_time_zone text, p_shifts jsonb) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog AS $$
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
    first := minutes_of(p_shifts->0->>'start');
    FOR s IN SELECT value FROM jsonb_array_elements(p_shifts) LOOP
        IF coalesce(s->>'name', '') = '' OR s->>'start' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' THEN
            RAISE EXCEPTION 'a shift is a name and a start time HH:MM, not %', s USING ERRCODE = 'invalid_parameter_value';
        END IF;
        offset_min := (minutes_of(s->>'start') - first + 1440) % 1440;
        IF offset_min <= previous THEN
            RAISE EXCEPTION 'the shifts follow one another through the day from the first one''s start: % is out of order', s->>'name'
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        previous := offset_min;
    END LOOP;
    INSERT INTO house_settings (key, value) VALUES ('day', jsonb_build_object('time_zone', p_time_zone, 'shifts', p_shifts))
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, changed_at = now(), changed_by = current_user;
    INSERT INTO house_settings_history (key, value) VALUES ('day', jsonb_build_object('time_zone', p_time_zone, 'shifts', p_shifts));
END $$;
SELECT set_house_day('Europe/Paris', '[{"name": "day", "start": "00:00"}]');

-- Time collected instead of a levy (RULES.md 11), as the table recorded it in the session entry that started
-- the hand ("time": [[seat, name, amount], ...], dealer_app/table/record.py). Filled as events arrive.
CREATE TABLE time_collected (
    store_id text   NOT NULL,
    seq      bigint NOT NULL,
    seat     int    NOT NULL,
    name     text   NOT NULL,
    amount   bigint NOT NULL,
    table_id text   NOT NULL,
    session  bigint,
    hand     bigint,
    dealer   text   NOT NULL,
    utc_us   bigint NOT NULL,
    PRIMARY KEY (store_id, seq, seat),
    FOREIGN KEY (store_id, seq) REFERENCES events
);
CREATE INDEX time_collected_by_time ON time_collected (utc_us);
CREATE TRIGGER time_collected_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON time_collected
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

CREATE FUNCTION index_time(p_store_id text, p_seq bigint, p_body bytea) RETURNS void
LANGUAGE plpgsql SET search_path = central, pg_catalog AS $$
DECLARE
    ev jsonb := convert_from(p_body, 'UTF8')::jsonb;
BEGIN
    IF jsonb_typeof(ev->'payload'->'time') = 'array' THEN
        INSERT INTO time_collected
            SELECT p_store_id, p_seq, (t->>0)::int, t->>1, (t->>2)::bigint, ev->>'table', (ev->>'session')::bigint,
                   (ev->>'hand')::bigint, ev->>'dealer', (ev->>'utc_us')::bigint
            FROM jsonb_array_elements(ev->'payload'->'time') AS t;
    END IF;
END $$;

CREATE FUNCTION events_index_time() RETURNS trigger LANGUAGE plpgsql SET search_path = central, pg_catalog AS $$
BEGIN
    PERFORM index_time(NEW.store_id, NEW.seq, NEW.body);
    RETURN NULL;
END $$;
CREATE TRIGGER events_time_collected AFTER INSERT ON events FOR EACH ROW WHEN (NEW.kind = 'session-entry')
    EXECUTE FUNCTION events_index_time();
SELECT index_time(store_id, seq, body) FROM events WHERE kind = 'session-entry' ORDER BY store_id, seq;

-- A day's report reads only the day's rows (1,000,000 hands: 2.6 s without, see house_report).
CREATE INDEX hand_ends_by_time ON hand_ends (end_utc_us);

-- Every chip the house took, one row per hand ended (its rake, whether dealt or given back) and per time
-- collection, with the club's day and shift of the moment it was taken (the hand's end; the hand's start
-- for the time). Misdealt and void hands are rows with dealt = false: counted apart, as the table's report does.
CREATE VIEW house_money AS
    WITH cfg AS (
        SELECT value->>'time_zone' AS tz, value->'shifts' AS shifts, minutes_of(value->'shifts'->0->>'start') AS first
        FROM house_settings WHERE key = 'day'),
    m AS (
        SELECT 'hand'::text AS kind, e.store_id, h.table_id, h.session, h.dealer, e.number AS hand, e.end_seq AS seq,
               h.start_utc_us, e.end_utc_us AS utc_us, e.status, e.status IN ('complete', 'awarded') AS dealt,
               e.pot, e.rake, 0::bigint AS time_collected
        FROM hand_ends e JOIN hand_starts h USING (store_id, number)
        UNION ALL
        SELECT 'time', t.store_id, t.table_id, t.session, t.dealer, t.hand, t.seq, t.utc_us, t.utc_us, NULL, false,
               0, 0, t.amount
        FROM time_collected t),
    placed AS (
        SELECT m.*, (to_timestamp(m.utc_us / 1e6) AT TIME ZONE cfg.tz) - make_interval(mins => cfg.first) AS since_open,
               cfg.shifts, cfg.first
        FROM m CROSS JOIN cfg)
    SELECT p.kind, p.store_id, p.table_id, p.session, p.dealer, p.hand, p.seq, p.start_utc_us, p.utc_us, p.status,
           p.dealt, p.pot, p.rake, p.time_collected, p.since_open::date AS day,
           (SELECT s.value->>'name' FROM jsonb_array_elements(p.shifts) WITH ORDINALITY AS s(value, i)
            WHERE (minutes_of(s.value->>'start') - p.first + 1440) % 1440
                  <= extract(hour FROM p.since_open)::int * 60 + extract(minute FROM p.since_open)::int
            ORDER BY s.i DESC LIMIT 1) AS shift
    FROM placed p;

-- One report: the rows of the days from p_from to p_to, grouped by p_by (table | shift | dealer | day | session).
-- hours_us: the time dealt, summed over the table sessions of the group (each session's first hand's start
-- to its last hand's end within the group): hands per hour = hands / hours.
CREATE FUNCTION house_report(p_from date, p_to date, p_by text)
RETURNS TABLE (day date, key text, store_id text, session bigint, hands bigint, misdeals bigint, voids bigint,
               pots bigint, rake bigint, time_collected bigint, hours_us bigint, first_utc_us bigint, last_utc_us bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = central, pg_catalog AS $$
DECLARE
    key_expr text := CASE p_by WHEN 'table' THEN 'm.table_id' WHEN 'shift' THEN 'm.shift' WHEN 'dealer' THEN 'm.dealer'
                               WHEN 'day' THEN '''all''' WHEN 'session' THEN 'm.table_id' END;
    by_session boolean := p_by = 'session';
    lo bigint := (SELECT b.start_utc_us FROM club_day_bounds(p_from) b);
    hi bigint := (SELECT b.end_utc_us FROM club_day_bounds(p_to) b);
BEGIN
    IF key_expr IS NULL THEN
        RAISE EXCEPTION 'a report is by table, shift, dealer, day or session, not %', p_by
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN QUERY EXECUTE format($q$
        WITH r AS (
            SELECT m.*, %s AS gkey, CASE WHEN $3 THEN m.store_id END AS gsid, CASE WHEN $3 THEN m.session END AS gsess
            FROM house_money m WHERE m.utc_us >= $4 AND m.utc_us < $5 AND m.day BETWEEN $1 AND $2),
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

-- The French daily register ("registre journalier"): rake and time collected per table and session for one
-- club day, each table store closed by the first checkpoint signed after the day's end that covers every one
-- of the day's rows (seq at or past the last). A store without one is listed with its checkpoint NULL: the
-- day is not closed for it. The signature is checked by the reader, with the floor's public key.
CREATE FUNCTION club_day_bounds(p_day date, OUT start_utc_us bigint, OUT end_utc_us bigint)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog AS $$
    SELECT (extract(epoch FROM (p_day::timestamp + make_interval(mins => minutes_of(value->'shifts'->0->>'start')))
                              AT TIME ZONE (value->>'time_zone')) * 1000000)::bigint,
           (extract(epoch FROM ((p_day + 1)::timestamp + make_interval(mins => minutes_of(value->'shifts'->0->>'start')))
                              AT TIME ZONE (value->>'time_zone')) * 1000000)::bigint
    FROM house_settings WHERE key = 'day'
$$;

CREATE FUNCTION daily_register(p_day date)
RETURNS TABLE (table_id text, store_id text, session bigint, hands bigint, misdeals bigint, voids bigint, pots bigint,
               rake bigint, time_collected bigint, first_utc_us bigint, last_utc_us bigint, last_seq bigint,
               day_end_utc_us bigint, checkpoint_id bigint, checkpoint_seq bigint, checkpoint_hash bytea,
               checkpoint_signed_utc_us bigint, checkpoint_key_id text, checkpoint_signature bytea,
               checkpoint_public_key bytea, central_hash bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog AS $$
    WITH day_end AS (SELECT b.end_utc_us AS utc_us FROM club_day_bounds(p_day) b),
    rows AS (SELECT m.table_id, m.store_id, m.session,
                    count(*) FILTER (WHERE m.dealt) AS hands, count(*) FILTER (WHERE m.status = 'misdeal') AS misdeals,
                    count(*) FILTER (WHERE m.status = 'void') AS voids, coalesce(sum(m.pot), 0)::bigint AS pots,
                    coalesce(sum(m.rake), 0)::bigint AS rake, coalesce(sum(m.time_collected), 0)::bigint AS time_collected,
                    min(m.start_utc_us) AS first_utc_us, max(m.utc_us) AS last_utc_us, max(m.seq) AS last_seq
             FROM house_money m
             WHERE m.utc_us >= (SELECT b.start_utc_us FROM club_day_bounds(p_day) b)
               AND m.utc_us < (SELECT b.end_utc_us FROM club_day_bounds(p_day) b) AND m.day = p_day
             GROUP BY 1, 2, 3),
    store_last AS (SELECT r.store_id, max(r.last_seq) AS last_seq FROM rows r GROUP BY 1),
    closing AS (SELECT DISTINCT ON (l.store_id) l.store_id, c.id, c.seq, c.head_hash, c.signed_utc_us, c.key_id,
                       c.signature, k.public_key, e.hash AS central_hash
                FROM store_last l CROSS JOIN day_end
                JOIN checkpoints c ON c.store_id = l.store_id AND c.seq >= l.last_seq AND c.signed_utc_us >= day_end.utc_us
                JOIN checkpoint_keys k ON k.key_id = c.key_id
                JOIN events e ON e.store_id = c.store_id AND e.seq = c.seq
                ORDER BY l.store_id, c.seq, c.id)
    SELECT r.table_id, r.store_id, r.session, r.hands, r.misdeals, r.voids, r.pots, r.rake, r.time_collected, r.first_utc_us,
           r.last_utc_us, r.last_seq, (SELECT utc_us FROM day_end), c.id, c.seq, c.head_hash, c.signed_utc_us,
           c.key_id, c.signature, c.public_key, c.central_hash
    FROM rows r LEFT JOIN closing c ON c.store_id = r.store_id
    ORDER BY r.table_id, r.store_id, r.session
$$;

REVOKE ALL ON house_settings, house_settings_history, time_collected, house_money FROM PUBLIC;
REVOKE ALL ON FUNCTION set_house_day(text, jsonb), house_report(date, date, text), daily_register(date),
    club_day_bounds(date), index_time(text, bigint, bytea), minutes_of(text) FROM PUBLIC;
GRANT SELECT ON house_settings, house_settings_history, time_collected, house_money TO dealer_floor;
GRANT EXECUTE ON FUNCTION house_report(date, date, text), daily_register(date), club_day_bounds(date), minutes_of(text)
    TO dealer_floor;
