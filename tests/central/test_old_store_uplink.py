"""A store written before issue 27 (tests/fixtures/stores, see tests/store/test_old_store.py) goes up to the room's
central record whole, as it did, on the tests' real throw-away PostgreSQL."""
from __future__ import annotations

import psycopg

from dealer_app.central.uplink import Uplink
from dealer_app.store.recall import open_for_reading
from dealer_app.store.verify import store_id_of

from store_helpers import copy_old_store


def test_an_old_store_uplinks_whole(tmp_path, central_db, table_url):
    path = copy_old_store(tmp_path)
    store_id = store_id_of(path)
    with open_for_reading(path) as reader:
        head = reader.head()
    uplink = Uplink(path, table_url("T7"), fetch_checkpoints=False)
    try:
        status = uplink.sync_once()
    finally:
        uplink.close()
    assert status.state == "synced", status
    assert status.central_head == status.local_head
    with psycopg.connect(central_db) as conn:
        kept = conn.execute("SELECT count(*), max(seq) FROM central.events WHERE store_id = %s",
                            (store_id,)).fetchone()
    assert kept == (head[0], head[0])
