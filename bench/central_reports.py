"""How long the house's report and the daily register take over 1,000,000 central hands (20 tables, 30 days;
synthetic rows written as the superuser, the ingest's triggers off): python -m bench.central_reports"""
import sys, time
sys.path[:0] = ['.', 'tests']
from datetime import date
import psycopg
from central_helpers import ThrowawayPostgres, install_postgres
from dealer_app.central.migrate import init
from dealer_app.central import reports
from dealer_app.central.register import read_register

server = ThrowawayPostgres(install_postgres())
try:
    url = server.create_database("bench")
    init(url)
    N_TABLES, DAYS, HANDS_PER_DAY = 20, 30, 1700        # 20 tables, 30 days: ~1,000,000 hands
    start_us = 1_793_000_000_000_000
    with psycopg.connect(url, autocommit=True) as conn:
        t0 = time.perf_counter()
        conn.execute("ALTER TABLE central.hand_starts DISABLE TRIGGER ALL; ALTER TABLE central.hand_ends DISABLE TRIGGER ALL")
        conn.execute("""
            INSERT INTO central.stores (store_id, table_id, head_seq) SELECT lpad(to_hex(t), 32, '0'), 'T' || t, 0 FROM generate_series(1, %s) t""", (N_TABLES,))
        conn.execute("""
            INSERT INTO central.hand_starts (store_id, number, table_id, session, dealer, start_seq, start_utc_us, game, structure, small_blind, big_blind)
            SELECT lpad(to_hex(t), 32, '0'), n, 'T' || t, n / 200, 'D' || (n / 300 %% 7), n * 20, %s + (n::bigint * 86400000000 / %s) + t * 1000, 'holdem', 'no-limit', 5, 10
            FROM generate_series(1, %s) t, generate_series(1, %s) n""", (start_us, HANDS_PER_DAY, N_TABLES, DAYS * HANDS_PER_DAY))
        conn.execute("""
            INSERT INTO central.hand_ends (store_id, number, end_seq, end_utc_us, status, pot, rake)
            SELECT store_id, number, start_seq + 19, start_utc_us + 90000000, CASE WHEN number % 50 = 0 THEN 'misdeal' ELSE 'complete' END, 40, 2
            FROM central.hand_starts""")
        conn.execute("ANALYZE")
        print(f"rows: {conn.execute('SELECT count(*) FROM central.hand_ends').fetchone()[0]:,} hands in {time.perf_counter() - t0:.1f} s")
        day = date.fromtimestamp((start_us + 15 * 86400_000_000) / 1e6)
        for by in ("table", "shift", "dealer", "day", "session"):
            times = []
            for _ in range(3):
                t = time.perf_counter(); rows = reports.house_report(conn, day, None, by); times.append(time.perf_counter() - t)
            print(f"house_report(one day, by {by}): {len(rows)} rows, best {min(times) * 1000:.0f} ms")
        t = time.perf_counter(); reg = read_register(conn, day); print(f"daily_register: {len(reg.lines)} lines, {(time.perf_counter() - t) * 1000:.0f} ms")
finally:
    server.destroy()
