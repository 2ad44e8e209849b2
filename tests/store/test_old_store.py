"""A store written before issue 27 (the last code that dealt every hand twice, once in the session and again in
the store's own engine: tests/fixtures/stores/make_before_one_engine.py) is read by today's code exactly as it
was then: it opens, verifies, replays step by step, exports in every format; the console resumes its open hand
and deals it to the end, and the store then verifies as one record. The uplink of the same store is in
tests/central/test_old_store_uplink.py.

The expected readings (tests/fixtures/stores/before-one-engine.golden.json) were written by the code that wrote
the store, with ``DEALER_REGOLD=1``; never regenerate them to make this test pass: a difference is a store a club
kept that today's code reads differently.
"""
from __future__ import annotations

import io
import json
import os
from dataclasses import asdict

import pytest

from dealer_app.commands import export, verify
from dealer_app.floor.replay import build_replay
from dealer_app.store import open_store
from dealer_app.store.recall import open_for_reading
from dealer_app.table.record import TableRecord
from engine.actions import call, check
from store_helpers import OLD_STORE, copy_old_store

GOLDEN = OLD_STORE.with_name("before-one-engine.golden.json")
HANDS = (1, 2, 3, 4, 5, 6)


def readings(path: Path) -> dict:
    """Everything a floor supervisor reads of the store: verify, each hand's replay frames, each export."""
    out = io.StringIO()
    status = verify.run(str(path), as_json=True, out=out)
    document = json.loads(out.getvalue())
    for varies in ("checked_at", "path", "seconds"):      # where the copy is, how long it took
        document.pop(varies, None)
    found: dict = {"verify": [status, document]}
    reader = open_for_reading(path)
    try:
        for number in HANDS:
            stored = reader.load_hand(number)
            replay = build_replay(stored, reader.replay_steps(number))
            # Every field of every frame the floor steps through, as JSON (words as the text they say).
            found[f"replay {number}"] = json.loads(json.dumps([asdict(f) for f in replay.frames], default=str))
            for fmt in export.FORMATS:
                text = io.StringIO()
                found[f"export {number} {fmt}"] = [export.run(str(path), number, fmt, out=text, err=io.StringIO()),
                                                   text.getvalue()]
    finally:
        reader.close()
    return found


@pytest.fixture
def paris(monkeypatch):
    """The floor's clock in the club's zone, whatever the machine's: the replay says local times."""
    import time
    monkeypatch.setenv("TZ", "Europe/Paris")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_an_old_store_reads_as_it_did(tmp_path, paris):
    found = readings(copy_old_store(tmp_path))
    if os.environ.get("DEALER_REGOLD"):
        GOLDEN.write_text(json.dumps(found, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
    expected = json.loads(GOLDEN.read_text())
    assert found["verify"][0] == 0
    for key in expected:
        assert found[key] == expected[key], key
    assert found.keys() == expected.keys()


def test_an_old_store_resumes_its_open_hand_and_verifies_as_one_record(tmp_path):
    path = copy_old_store(tmp_path)
    store = open_store(path, table="T7", dealer="Lea")
    record = TableRecord.resume(store, "Lea", "2026-11-29T10:00:00")
    hand = record.session.hand
    assert record.store_hand_number == 6 and hand is not None and hand.street == "flop"
    before = hand.stacks[:], hand.pot
    at = "2026-11-29T10:00:00"
    from engine.cards import shuffled_deck
    import random
    deck = [c for c in shuffled_deck(random.Random(99)) if c not in hand.seen]
    while record.session.hand is not None:
        hand = record.session.hand
        if hand.phase == "deal":
            card = deck.pop()
            record.submit(lambda s, card=card: s.deal(card, at=at))
        elif hand.phase == "bet":
            move = check() if hand.legal().can_check else call()
            record.submit(lambda s, move=move: s.act(move, at=at))
        else:
            p = next(p for p in hand.showdown_order() if p not in hand.shown)
            record.submit(lambda s, p=p: s.show(s.seat_of_player(p), at=at))
    summary = record.session.hands[-1]
    assert summary.number == 6 and sum(before[0]) + before[1] == sum(a for _, a in summary.end_stacks) + summary.rake
    record.close()
    out = io.StringIO()
    assert verify.run(str(path), as_json=True, out=out) == 0, out.getvalue()
    document = json.loads(out.getvalue())
    assert document["intact"] is True
