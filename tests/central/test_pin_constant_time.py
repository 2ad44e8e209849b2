"""The central PIN check compares digests in constant time (issue 26, item 10).

A plain `=` on bytea stops at the first byte that differs: how long a wrong digest took would tell how many of
its first bytes were right. supervisor_check now compares the two digests only through central.digests_match,
which compares SHA-256(secret || digest) of both sides, the secret being the roster's (read by no caller). What
a test can show: the answers (a digest one byte off at either end, too short, too long or absent is refused; a
digest made for an id nobody has grants nothing), the code path (no direct comparison of a digest is left in
the function; the keyed comparison is what decides), and that no caller can read the digests, the secret or call
the comparison itself. The timing itself is not asserted here (tests never time; see docs/security.md).
"""
from __future__ import annotations

import hashlib
import re

import psycopg
import pytest

from dealer_app.central import roster as central

PIN = "730519"


@pytest.fixture
def club(central_db):
    with psycopg.connect(central_db, autocommit=True) as conn:
        central.put(conn, "M-01", "Marie", PIN, "added")
    return central_db


def right_digest(conn) -> bytes:
    salt, n, r, p = conn.execute("SELECT salt, n, r, p FROM central.supervisor_salt('M-01')").fetchone()
    return central.digest(PIN, bytes(salt), n, r, p)


def check(conn, supervisor: str, digest) -> tuple:
    return conn.execute("SELECT status, supervisor, grant_id IS NOT NULL FROM "
                        "central.supervisor_check(%s, %s, 'T1', NULL, 'correction')", (supervisor, digest)).fetchone()


def test_only_the_exact_digest_is_granted(club, uplink_url):
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        good = right_digest(conn)
        last_off = good[:-1] + bytes([good[-1] ^ 1])
        first_off = bytes([good[0] ^ 0x80]) + good[1:]
        answers = [check(conn, "M-01", d)[0] for d in (last_off, first_off, good[:31], good + b"\x00")]
        assert answers == ["wrong", "wrong", "wrong", "wrong"]
        assert check(conn, "M-01", None)[0] == "locked-now"             # the fifth wrong answer in a row
    with psycopg.connect(club, autocommit=True) as conn:                 # the club unlocks (a new PIN)
        central.put(conn, "M-01", "Marie", PIN, "pin-reset")
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        assert check(conn, "M-01", right_digest(conn)) == ("granted", "M-01", True)


def test_an_id_nobody_has_grants_nothing_even_with_the_digest_it_is_compared_with(club, uplink_url):
    with psycopg.connect(club) as conn:
        secret = bytes(conn.execute("SELECT secret FROM central.roster_secret").fetchone()[0])
    stand_in = hashlib.sha256(secret + b"\x00").digest()        # what an unknown id is compared against
    with psycopg.connect(uplink_url, autocommit=True) as conn:
        assert check(conn, "nobody", stand_in) == ("wrong", None, False)
    with psycopg.connect(club) as conn:
        assert conn.execute("SELECT count(*) FROM central.supervisor_log WHERE kind = 'granted'").fetchone()[0] == 0


def test_the_check_compares_digests_only_through_the_keyed_comparison(club):
    with psycopg.connect(club) as conn:
        check_body = conn.execute("SELECT prosrc FROM pg_proc WHERE oid = 'central.supervisor_check'::regproc"
                                  ).fetchone()[0]
        match_body = conn.execute("SELECT prosrc FROM pg_proc WHERE oid = 'central.digests_match'::regproc"
                                  ).fetchone()[0]
        code = re.sub(r"--[^\n]*", "", check_body)
        # Nothing compares the kept digest with the one sent, but the keyed comparison.
        assert not re.search(r"digest\s*(=|<>|!=|IS\s+(NOT\s+)?DISTINCT)|(=|<>|!=)\s*p_digest", code, re.I)
        assert "matched := central.digests_match(secret, coalesce(s.digest," in code
        assert re.search(r"IF s\.id IS NOT NULL AND matched THEN", code)
        assert "sha256(p_secret || p_kept) = sha256(p_secret || p_given)" in match_body
        # And it is that comparison which answers: same inputs, same verdict.
        secret = bytes(conn.execute("SELECT secret FROM central.roster_secret").fetchone()[0])
        kept = bytes(conn.execute("SELECT digest FROM central.supervisors WHERE id = 'M-01'").fetchone()[0])
        match = "SELECT central.digests_match(%s, %s, %s)"
        assert conn.execute(match, (secret, kept, kept)).fetchone()[0] is True
        assert conn.execute(match, (secret, kept, kept[:-1] + b"\x00")).fetchone()[0] is False
        assert conn.execute(match, (secret, kept, None)).fetchone()[0] is None       # never a match


@pytest.mark.parametrize("role", ["dealer_uplink", "dealer_floor"])
def test_no_caller_reads_a_digest_or_the_secret_or_calls_the_comparison(club, role):
    url = club.replace("postgresql://postgres@", f"postgresql://{role}@")
    with psycopg.connect(url, autocommit=True) as conn:
        for statement in ("SELECT digest FROM central.supervisors", "SELECT secret FROM central.roster_secret",
                          "SELECT * FROM central.supervisor_locks",
                          "SELECT central.digests_match('\\x00', '\\x00', '\\x00')"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement)
