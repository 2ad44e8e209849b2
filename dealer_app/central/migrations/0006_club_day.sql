-- Version 6: one club-day rule for every figure (issue 25, item 2). A hand belongs to the club day, and to the
-- shift, in which it STARTED (was dealt): its hand count, pot, rake, misdeal or void, and the time collected as it
-- started (and any time given back when it was voided) all fall on that day. Version 3 placed a hand's rake by its
-- end and the time by its start, so a hand crossing the day's start (06:00 Paris) was split across two days: 352
-- hands but 353 hands' time. The hours dealt still run from a session's first hand's start to its last hand's end.
SET LOCAL search_path = central, pg_catalog;

-- The club day in progress at an instant (the reports tab opens on it): the local time in the club's time zone,
-- less the first shift's start. The same arithmetic as house_money's and club_day_bounds'.
CREATE FUNCTION club_day_at(p_utc_us bigint) RETURNS date
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    SELECT ((pg_catalog.to_timestamp(p_utc_us / 1e6) AT TIME ZONE (s.value->>'time_zone'))
            - pg_catalog.make_interval(mins => central.minutes_of(s.value->'shifts'->0->>'start')))::date
    FROM central.house_settings s WHERE s.key = 'day'
$$;

-- day_utc_us (added at the end: a view's columns keep their order): the instant that places the row in its day
-- and shift, the start of the hand it belongs to. A time row is placed by its hand's start (the give-back of a
-- voided hand too, though recorded later), or by its own moment when it names no hand the record knows.
CREATE OR REPLACE VIEW house_money AS
    WITH cfg AS (
        SELECT value->>'time_zone' AS tz, value->'shifts' AS shifts, central.minutes_of(value->'shifts'->0->>'start') AS first
        FROM central.house_settings WHERE key = 'day'),
    m AS (
        SELECT 'hand'::text AS kind, e.store_id, h.table_id, h.session, h.dealer, e.number AS hand, e.end_seq AS seq,
               h.start_utc_us, e.end_utc_us AS utc_us, e.status, e.status IN ('complete', 'awarded') AS dealt,
               e.pot, e.rake, 0::bigint AS time_collected, h.start_utc_us AS day_utc_us
        FROM central.hand_ends e JOIN central.hand_starts h USING (store_id, number)
        UNION ALL
        SELECT 'time', t.store_id, t.table_id, t.session, t.dealer, t.hand, t.seq, coalesce(h.start_utc_us, t.utc_us),
               t.utc_us, NULL, false, 0, 0, t.amount, coalesce(h.start_utc_us, t.utc_us)
        FROM central.time_collected t
        LEFT JOIN central.hand_starts h ON h.store_id = t.store_id AND h.number = t.hand),
    placed AS (
        SELECT m.*, (pg_catalog.to_timestamp(m.day_utc_us / 1e6) AT TIME ZONE cfg.tz) - pg_catalog.make_interval(mins => cfg.first)
                   AS since_open,
               cfg.shifts, cfg.first
        FROM m CROSS JOIN cfg)
    SELECT p.kind, p.store_id, p.table_id, p.session, p.dealer, p.hand, p.seq, p.start_utc_us, p.utc_us, p.status,
           p.dealt, p.pot, p.rake, p.time_collected, p.since_open::date AS day,
           (SELECT s.value->>'name' FROM pg_catalog.jsonb_array_elements(p.shifts) WITH ORDINALITY AS s(value, i)
            WHERE (central.minutes_of(s.value->>'start') - p.first + 1440) % 1440
                  <= extract(hour FROM p.since_open)::int * 60 + extract(minute FROM p.since_open)::int
            ORDER BY s.i DESC LIMIT 1) AS shift,
           p.day_utc_us
    FROM placed p;

-- The hands placed by their start: a day's report reads the day's hands through hand_starts_by_time.
CREATE INDEX time_collected_by_hand ON time_collected (store_id, hand);

CREATE OR REPLACE FUNCTION house_report(p_from date, p_to date, p_by text)
RETURNS TABLE (day date, key text, store_id text, session bigint, hands bigint, misdeals bigint, voids bigint,
               pots bigint, rake bigint, time_collected bigint, hours_us bigint, first_utc_us bigint, last_utc_us bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
DECLARE
    key_expr text := CASE p_by WHEN 'table' THEN 'm.table_id' WHEN 'shift' THEN 'm.shift' WHEN 'dealer' THEN 'm.dealer'
                               WHEN 'day' THEN '''all''' WHEN 'session' THEN 'm.table_id' END;
    by_session boolean := p_by = 'session';
    lo bigint := (SELECT b.start_utc_us FROM central.club_day_bounds(p_from) b);
    hi bigint := (SELECT b.end_utc_us FROM central.club_day_bounds(p_to) b);
BEGIN
    IF key_expr IS NULL THEN
        RAISE EXCEPTION 'a report is by table, shift, dealer, day or session, not %', p_by
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN QUERY EXECUTE format($q$
        WITH r AS (
            SELECT m.*, %s AS gkey, CASE WHEN $3 THEN m.store_id END AS gsid, CASE WHEN $3 THEN m.session END AS gsess
            FROM central.house_money m WHERE m.day_utc_us >= $4 AND m.day_utc_us < $5 AND m.day BETWEEN $1 AND $2),
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

-- The register of a day: its rows are the hands dealt in it (by their start). A store's day is closed by the first
-- checkpoint signed after the day's end that covers the day's last row and the end of every hand dealt in the day:
-- a hand dealt at 05:58 and still in play at 06:00 belongs to the day that ends at 06:00, so a checkpoint signed
-- before it ended cannot close that day.
CREATE OR REPLACE FUNCTION daily_register(p_day date)
RETURNS TABLE (table_id text, store_id text, session bigint, hands bigint, misdeals bigint, voids bigint, pots bigint,
               rake bigint, time_collected bigint, first_utc_us bigint, last_utc_us bigint, last_seq bigint,
               day_end_utc_us bigint, checkpoint_id bigint, checkpoint_seq bigint, checkpoint_hash bytea,
               checkpoint_signed_utc_us bigint, checkpoint_key_id text, checkpoint_signature bytea,
               checkpoint_public_key bytea, central_hash bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = central, pg_catalog, pg_temp AS $$
    WITH bounds AS (SELECT b.start_utc_us, b.end_utc_us FROM central.club_day_bounds(p_day) b),
    rows AS (SELECT m.table_id, m.store_id, m.session,
                    count(*) FILTER (WHERE m.dealt) AS hands, count(*) FILTER (WHERE m.status = 'misdeal') AS misdeals,
                    count(*) FILTER (WHERE m.status = 'void') AS voids, coalesce(sum(m.pot), 0)::bigint AS pots,
                    coalesce(sum(m.rake), 0)::bigint AS rake, coalesce(sum(m.time_collected), 0)::bigint AS time_collected,
                    min(m.start_utc_us) AS first_utc_us, max(m.utc_us) AS last_utc_us, max(m.seq) AS last_seq
             FROM central.house_money m
             WHERE m.day_utc_us >= (SELECT start_utc_us FROM bounds) AND m.day_utc_us < (SELECT end_utc_us FROM bounds)
               AND m.day = p_day
             GROUP BY 1, 2, 3),
    store_last AS (SELECT r.store_id, max(r.last_seq) AS last_seq FROM rows r GROUP BY 1),
    closing AS (SELECT DISTINCT ON (l.store_id) l.store_id, c.id, c.seq, c.head_hash, c.signed_utc_us, c.key_id,
                       c.signature, k.public_key, e.hash AS central_hash
                FROM store_last l CROSS JOIN bounds
                JOIN central.checkpoints c ON c.store_id = l.store_id AND c.seq >= l.last_seq
                                          AND c.signed_utc_us >= bounds.end_utc_us
                JOIN central.checkpoint_keys k ON k.key_id = c.key_id
                JOIN central.events e ON e.store_id = c.store_id AND e.seq = c.seq
                WHERE NOT EXISTS (
                    SELECT 1 FROM central.hand_starts h LEFT JOIN central.hand_ends x USING (store_id, number)
                    WHERE h.store_id = l.store_id AND h.start_utc_us >= bounds.start_utc_us
                      AND h.start_utc_us < bounds.end_utc_us AND (x.end_seq IS NULL OR x.end_seq > c.seq))
                ORDER BY l.store_id, c.seq, c.id)
    SELECT r.table_id, r.store_id, r.session, r.hands, r.misdeals, r.voids, r.pots, r.rake, r.time_collected, r.first_utc_us,
           r.last_utc_us, r.last_seq, (SELECT end_utc_us FROM bounds), c.id, c.seq, c.head_hash, c.signed_utc_us,
           c.key_id, c.signature, c.public_key, c.central_hash
    FROM rows r LEFT JOIN closing c ON c.store_id = r.store_id
    ORDER BY r.table_id, r.store_id, r.session
$$;

-- Version 1's per-day views counted a hand by its end on the UTC calendar: the club's day of its start now,
-- hands dealt as every report counts them (misdeals and voids apart).
CREATE OR REPLACE VIEW rake_by_table_day AS
    SELECT m.table_id, m.day, count(*) FILTER (WHERE m.dealt) AS hands, sum(m.rake) AS rake, sum(m.pot) AS pots
    FROM central.house_money m WHERE m.kind = 'hand'
    GROUP BY 1, 2;
CREATE OR REPLACE VIEW rake_by_dealer_day AS
    SELECT m.dealer, m.day, count(*) FILTER (WHERE m.dealt) AS hands, sum(m.rake) AS rake
    FROM central.house_money m WHERE m.kind = 'hand'
    GROUP BY 1, 2;

REVOKE ALL ON FUNCTION club_day_at(bigint) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION club_day_at(bigint) TO dealer_floor;
