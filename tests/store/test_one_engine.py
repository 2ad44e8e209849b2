"""One engine per hand (issue 27): the table's store writes what the session's hand did, each input once with
its outcome, and nothing is dealt a second time. A store written now by the same dealing as the store kept from
before (tests/fixtures/stores/make_before_one_engine.py) holds the same events, field for field, but for what
was added on purpose: the legal range each action was checked against, and the card's read in the session
entry that dealt it. Whatever varies between two runs anyway is left out (the process, the clock of a card typed
by hand, the store's random id)."""
from __future__ import annotations

import json
import runpy
import sqlite3
import sys

import pytest

from dealer_app.commands import verify
from engine import hand as engine_hand
from store_helpers import OLD_STORE

ADDED = {("action", "legal"), ("session-entry", "read")}
VARIES = {"pid", "host_time_us", "store_id"}


def events(path):
    with sqlite3.connect(path) as conn:
        return [(seq, kind, hand, session, json.loads(payload))
                for seq, kind, hand, session, payload in conn.execute(
                    "SELECT seq, kind, hand, session, payload FROM events ORDER BY seq")]


def without(value, keys):
    if isinstance(value, dict):
        return {k: without(v, keys) for k, v in value.items() if k not in keys}
    if isinstance(value, list):
        return [without(v, keys) for v in value]
    return value


@pytest.fixture(scope="module")
def new_store(tmp_path_factory):
    path = tmp_path_factory.mktemp("one-engine") / "new.sqlite"
    script = OLD_STORE.with_name("make_before_one_engine.py")
    saved = sys.argv
    sys.argv = [str(script), str(path)]
    try:
        runpy.run_path(str(script), run_name="__main__")
    finally:
        sys.argv = saved
    return path


def test_the_same_dealing_writes_the_same_events_and_only_the_fields_added(new_store):
    old, new = events(OLD_STORE), events(new_store)
    assert len(new) == len(old) == 500
    added = set()
    for (seq, kind, hand, session, before), (seq2, kind2, hand2, session2, after) in zip(old, new):
        assert (seq, kind, hand, session) == (seq2, kind2, hand2, session2)
        added |= {(kind, key) for key in after.keys() - before.keys()}
        kept = {k: v for k, v in after.items() if (kind, k) not in ADDED}
        assert without(kept, VARIES) == without(before, VARIES), f"event {seq} ({kind}) differs"
    assert added == ADDED


def test_each_action_keeps_the_range_it_was_checked_against_and_each_card_its_read(new_store):
    found = events(new_store)
    raise_ = next(p for _, kind, _, _, p in found if kind == "action" and p["did"] == "raise"
                  and p["legal"]["max_explanation"])
    # Hand 1: seat 4 raised to 40 then the supervisor made it the pot (45): "3 × 10 + 10 + 5 = 45".
    assert raise_["legal"]["max_raise_to"] == 45 and raise_["legal"]["max_explanation"].endswith("= 45")
    assert raise_["legal"]["min_raise_to"] <= raise_["input"][2] <= raise_["legal"]["max_raise_to"]
    cards = [p for _, kind, _, _, p in found if kind == "card" and p["read"] is not None]
    entries = [p for _, kind, _, _, p in found if kind == "session-entry" and p["entry"].get("op") == "card"]
    read_entries = [p for p in entries if "read" in p]
    assert len(read_entries) == len(cards) > 100
    # Each read in the session entry is the card event's read, for the same card.
    for entry, card in zip(read_entries, cards):
        assert entry["entry"]["card"] == card["input"][1] and entry["read"] == card["read"]


def test_a_store_written_now_verifies_with_the_same_verify(new_store, capsys):
    assert verify.run(str(new_store)) == 0
    assert "INTACT" in capsys.readouterr().out


def test_the_table_deals_each_input_into_one_hand(monkeypatch):
    """A card from the shoe and an action from the pad each go into one engine hand, the session's: the
    store's own engine, which dealt every input a second time, is gone (before issue 27 these counts were
    twice the cards and twice the actions)."""
    calls = {"deal": 0, "apply": 0, "hands": 0}
    for verb in ("deal", "apply"):
        real = getattr(engine_hand.Hand, verb)

        def counting(self, *args, real=real, verb=verb):
            calls[verb] += 1
            return real(self, *args)
        monkeypatch.setattr(engine_hand.Hand, verb, counting)
    real_init = engine_hand.Hand.__init__

    def made(self, config):
        calls["hands"] += 1
        real_init(self, config)
    monkeypatch.setattr(engine_hand.Hand, "__init__", made)
    from bench.table_paths import act_preflop, deal_hole_cards, tables_at_deal
    tables = tables_at_deal(1)
    for key in calls:
        calls[key] = 0
    dealt = deal_hole_cards(tables)
    acted = act_preflop(tables)
    assert (dealt, acted) == (24, 6)
    assert calls == {"deal": 24, "apply": 6, "hands": 0}
