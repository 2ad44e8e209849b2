"""Hand search across tables from the central record (issue 19): every criterion, the step-by-step replay
and the exports made by the store's own code paths, bad input and an unreachable server said in words;
migration 0002's indexes used."""
from __future__ import annotations

from datetime import date, datetime, timezone

import psycopg
import pytest

from central_helpers import dealing_store, send
from dealer_app.central import migrate
from dealer_app.central.search import BadText, CentralHands, Criteria, find_hands, find_page, search_sql
from dealer_app.floor.export import phh_text
from dealer_app.floor.hand_record import as_text, build
from dealer_app.floor.replay import build_replay
from dealer_app.floor.station import HandSearch
from dealer_app.store.verify import check_hand_links
from dealer_app.words.book import speak
from store_helpers import FakeClock

UTC = timezone.utc
DAY1 = 1_790_000_000_000_000                     # 2026-09-21 ~14:13 UTC (store_helpers.FakeClock)


@pytest.fixture
def room(tmp_path, central_db, table_url, floor_url):
    """Two tables' hands in the central record: T1 (3 hands) and T4 (2 hands, a day later)."""
    t1 = dealing_store(tmp_path / "t1.sqlite", hands=3, table="T1", seed=7, clock=FakeClock(DAY1))
    t4 = dealing_store(tmp_path / "t4.sqlite", hands=2, table="T4", seed=11, clock=FakeClock(DAY1 + 86_400_000_000))
    send(t1, table_url)
    send(t4, table_url)
    hands = CentralHands(floor_url)
    yield HandSearch(hands, tz=UTC, today=lambda: date(2026, 9, 21)), t1, t4
    hands.close()


def keys(view):
    assert view.refusal is None, view.refusal
    return [(line.table, line.number) for line in view.lines]


def test_search_by_table_number_seat_player_time_and_pot(room):
    search, t1, t4 = room
    assert keys(search.search()) == [("T4", 2), ("T4", 1), ("T1", 3), ("T1", 2), ("T1", 1)]   # newest first
    assert keys(search.search(table="T1")) == [("T1", 3), ("T1", 2), ("T1", 1)]
    assert keys(search.search(number="2")) == [("T4", 2), ("T1", 2)]
    assert keys(search.search(number="Hand 2", table="T4")) == [("T4", 2)]
    assert keys(search.search(since="2026-09-22")) == [("T4", 2), ("T4", 1)]
    assert keys(search.search(until="21/09/2026")) == [("T1", 3), ("T1", 2), ("T1", 1)]
    assert keys(search.search(since="21/09/2026 15:00", until="2026-09-22 23:59")) == [("T4", 2), ("T4", 1)]
    name = t1.load_hand(2).config.players[0]
    expect = sorted(((s.table, s.number) for s in t1.find_hands(player=name.name) + t4.find_hands(player=name.name)),
                    key=lambda k: (k[0] != "T4", -k[1]))
    assert keys(search.search(player=name.name.upper())) == expect and expect
    seat = name.seat
    expect = [(s.table, s.number) for s in t4.find_hands(seat=seat) + t1.find_hands(seat=seat)]
    assert keys(search.search(seat=str(seat))) == expect and expect
    pots = {(s.table, s.number): s.pot for s in t1.last_hands(10) + t4.last_hands(10)}
    middle = sorted(pots.values())[2]
    assert keys(search.search(pot_min=str(middle))) == [k for k in keys(search.search()) if pots[k] >= middle]
    assert keys(search.search(pot_max=str(middle), table="T1")) == [k for k in keys(search.search(table="T1"))
                                                                    if pots[k] <= middle]
    line = search.search(table="T4", number="1").lines[0]
    assert line.pot == pots[("T4", 1)] and line.status_code == "complete" and line.time.startswith("22/09/2026")
    none = search.search(table="T9")
    assert none.lines == () and none.heading == "No hand with table T9"


@pytest.mark.parametrize("fields, words", [
    ({"number": "two"}, 'not "two"'), ({"since": "31/02/2026"}, "A date is written"),
    ({"since": "25:00"}, "A time is written"), ({"pot_min": "a lot"}, "A pot is a whole number"),
    ({"pot_min": "500", "pot_max": "100"}, "above the largest"),
    ({"since": "2026-09-22", "until": "2026-09-21"}, "ends before it starts")])
def test_bad_input_is_said_and_nothing_searched(room, fields, words):
    search, _, _ = room
    view = search.search(**fields)
    assert view.refusal.code == "bad-search" and words in view.refusal.message and view.lines == ()


def test_a_hand_opens_in_the_step_by_step_replay_as_the_store_replays_it(room):
    search, t1, _ = room
    store_id = t1._conn.execute("SELECT store_id FROM store_identity").fetchone()[0]
    answer = search.replay((store_id, 2))
    assert answer.refusal is None
    local = build_replay(t1.load_hand(2), t1.replay_steps(2))
    assert answer.replay == local                            # every frame, the legal maximum at every step
    assert any(f.legal is not None and f.legal.max_to > 0 for f in answer.replay.frames)
    missing = search.replay((store_id, 99))
    assert missing.replay is None and missing.refusal.code == "no-such-hand"


def test_exports_are_the_stores_own_documents(room, tmp_path):
    search, t1, _ = room
    store_id = t1._conn.execute("SELECT store_id FROM store_identity").fetchone()[0]
    search.search(table="T1")
    assert search.file_name((store_id, 3), "phh") == "hand-3-T1.phh"
    assert [speak(search.file_name((store_id, 3), "pdf"), lang) for lang in ("fr", "ru")] == [
        "coup-3-T1.pdf", "раздача-3-T1.pdf"]                      # the save dialog's name in the window's language
    for fmt in ("phh", "text", "html"):
        path = tmp_path / f"h.{fmt}"
        answer = search.export((store_id, 3), fmt, str(path), language="fr")
        assert answer.refusal is None and path.exists()
    assert (tmp_path / "h.phh").read_text(encoding="utf-8") == phh_text(t1.load_hand(3))
    local = as_text(build(t1.load_hand(3), t1.replay_steps(3), check_hand_links(t1, 3), head=t1.head_text()), "fr")
    assert (tmp_path / "h.text").read_text(encoding="utf-8") == local
    written = []
    answer = search.export((store_id, 3), "pdf", str(tmp_path / "h.pdf"), pdf=lambda html, p: written.append(html))
    assert answer.refusal is None and written and "<html" in written[0].lower()
    assert search.export((store_id, 3), "pdf", str(tmp_path / "x.pdf")).refusal.code == "bad-format"


def test_an_unreachable_server_is_a_refusal_in_words(postgres_server):
    dead = f"postgresql://dealer_floor@127.0.0.1:{postgres_server.port}/no_such_database"
    search = HandSearch(CentralHands(dead, connect_timeout=1), tz=UTC)
    view = search.search(table="T1")
    assert view.refusal.code == "central-unreachable" and "cannot be reached" in view.refusal.message
    assert search.replay(("0" * 32, 1)).refusal.code == "central-unreachable"


def test_migration_2_adds_the_search_indexes_and_the_searches_use_them(central_db, floor_url):
    assert [m.name for m in migrate.migrations()][:2] == ["record", "floor_search"]
    with psycopg.connect(central_db) as conn:
        assert migrate.current_version(conn) == migrate.LATEST >= 2
        names = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes WHERE schemaname = 'central'")}
        assert {"events_sessions", "hand_starts_by_number_time", "hand_players_by_name_hand",
                "hand_ends_by_pot_hand"} <= names
    with psycopg.connect(floor_url) as conn:
        conn.execute("SET enable_seqscan = off")           # an empty database: what the planner can use
        query, args = search_sql(Criteria(player="Alice"))
        plan = "\n".join(r[0] for r in conn.execute("EXPLAIN " + query, args))
        assert "hand_players_by_name_hand" in plan
        query, args = search_sql(Criteria(number=12))
        plan = "\n".join(r[0] for r in conn.execute("EXPLAIN " + query, args))
        assert "hand_starts_by_number_time" in plan


def test_version_1_database_is_brought_to_version_2(empty_db):
    assert migrate.init(empty_db, target=1) == [1]
    assert migrate.init(empty_db) == list(range(2, migrate.LATEST + 1))
    with psycopg.connect(empty_db) as conn:
        assert [r[0] for r in conn.execute("SELECT version FROM central.schema_version ORDER BY 1")] == \
            list(range(1, migrate.LATEST + 1))


def test_the_station_lists_200_hands_at_most(room):
    search, _, _ = room
    assert search.limit == 200 and HandSearch(search.hands).limit == 200            # issue 25, item 11


def test_a_search_cut_at_its_limit_says_there_are_more(room, floor_url):
    """Five hands in the record, a limit of three: three listed, and the heading says the list is not all."""
    search, _, _ = room
    search.limit = 3
    view = search.search()
    assert keys(view) == [("T4", 2), ("T4", 1), ("T1", 3)] and view.more
    assert "only the first 3 hands shown, there are more — narrow the search" in view.heading
    view = search.search(table="T1")
    assert keys(view) == [("T1", 3), ("T1", 2), ("T1", 1)] and not view.more       # exactly the limit: all of it
    assert "there are more" not in view.heading
    search.limit = 2
    view = search.search(table="T1")
    assert keys(view) == [("T1", 3), ("T1", 2)] and view.more
    with psycopg.connect(floor_url) as conn:                     # the search function itself: one row past
        page = find_page(conn, Criteria(), limit=4)
        assert (len(page.hands), page.more) == (4, True)
        page = find_page(conn, Criteria(), limit=5)
        assert (len(page.hands), page.more) == (5, False)


@pytest.mark.parametrize("fields, field_words", [
    ({"table": "T\x001"}, "table field"), ({"player": "Ali\x00ce"}, "player field"),
    ({"table": "T1", "player": "\x00"}, "player field"), ({"number": "1\x00"}, "hand number field"),
    ({"player": "Al\ud800ice"}, "player field")])
def test_a_character_postgresql_text_cannot_hold_is_refused_in_words(room, fields, field_words):
    search, _, _ = room
    before = search.search(table="T1")
    view = search.search(**fields)
    assert view.refusal is not None and view.refusal.code == "bad-search" and view.lines == ()
    assert field_words in view.refusal.message and "cannot be searched" in view.refusal.message
    assert keys(search.search(table="T1")) == keys(before)          # the connection is still good


def test_the_search_function_refuses_a_nul_before_any_query(room, floor_url):
    search, _, _ = room
    with psycopg.connect(floor_url) as conn:
        for criteria in (Criteria(table="T1\x00"), Criteria(player="\x00Bob")):
            for call in (find_page, find_hands):
                with pytest.raises(BadText) as refused:
                    call(conn, criteria)
                assert refused.value.code == "bad-search" and "position" in refused.value.message
        assert conn.execute("SELECT 1").fetchone() == (1,)                   # nothing sent, nothing broken
    with pytest.raises(BadText):
        search.hands.find_page(Criteria(table="\x00"))
