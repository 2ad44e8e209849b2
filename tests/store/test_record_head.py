"""Issue 18, point 1: the chain head, in full, on every session report (screen, text, CSV) and at each
session's close (said, and written down outside the store), and verify finding it there by itself."""
from __future__ import annotations

import csv
import io
import re

import pytest

from dealer_app.commands import verify as verify_command
from dealer_app.files import presets
from dealer_app.table.controller import TableController
from dealer_app.keeper.client import last_head_in
from dealer_app.store import open_store
from store_helpers import FakeClock

LEVY_500 = presets.preset_text("french-levy-500")
FULL_HEAD = re.compile(r"\b(\d+):([0-9a-f]{64})\b")


@pytest.fixture
def table(tmp_path):
    store = open_store(tmp_path / "store" / "t.sqlite", table="T1", dealer="Marie", clock=FakeClock())
    store.heads_file = tmp_path / "heads" / "T1.heads"
    store.heads_file.parent.mkdir()
    controller = TableController(store=store, dealer="Marie")
    assert controller.open_session(LEVY_500) is None
    assert controller.draw_seats([{"name": n, "buy_in": b} for n, b in (("Ann", 500), ("Bob", 600))], seed=7) is None
    controller.new_hand()
    controller.deal_until_action()
    while controller.session.hand is not None:
        controller.act("fold")
    yield controller
    controller.close()


def test_the_session_report_prints_the_whole_head_in_text_and_csv(table):
    text = table.report_text()
    assert table.store.head_text() in text
    seq, digest = FULL_HEAD.search(text).groups()
    assert (int(seq), bytes.fromhex(digest)) == table.store.head()
    rows = list(csv.DictReader(io.StringIO(table.report_csv())))
    assert rows[-1]["period"] == "session" and rows[-1]["chain_head"] == table.store.head_text()
    assert verify_command.parse_head(rows[-1]["chain_head"]) == table.store.head()   # --expect-head takes it


def test_the_close_says_the_head_writes_it_down_and_the_report_keeps_it(table, tmp_path):
    assert table.close_session() is None
    closing = table.store.head_text()
    assert table.closing_head() == closing
    assert f"Session closed. Chain head {closing}: write it down" in table.view().message
    assert closing in table.report_text()                     # the closed session's report, to print
    line = (tmp_path / "heads" / "T1.heads").read_text().splitlines()[-1]
    assert line.startswith(f"{table.store.keying.store_id} {closing} ")
    # verify finds the head written down by itself; then a rewrite after it is caught.
    path = table.store.path
    table.close()
    out = io.StringIO()
    code = verify_command.run(str(path), out=out, keeper="none", heads_file=str(tmp_path / "heads" / "T1.heads"))
    assert code == 0 and f"head written down in {tmp_path / 'heads' / 'T1.heads'}: {closing} (checked)" \
        in out.getvalue()


def test_the_report_dialog_shows_the_head_on_screen_and_after_the_close(qtbot, table):
    from ui.dialogs.report_dialog import ReportDialog
    dialog = ReportDialog(table)
    qtbot.addWidget(dialog)
    assert table.store.head_text() in dialog.text.toPlainText()
    dialog.close_session()
    closing = table.closing_head()
    assert closing in dialog.message.text() and closing in dialog.text.toPlainText()


def test_a_heads_file_that_cannot_be_written_is_said_and_the_session_still_closes(table, tmp_path):
    table.store.heads_file = tmp_path / "no-such-folder" / "T1.heads"
    assert table.close_session() is None
    assert table.store.session is None
    view = table.view()
    assert view.message_is_refusal and f"write it down by hand: {table.closing_head()}" in view.message
    assert table.store.head_not_written and "no-such-folder" in table.store.head_not_written
    assert last_head_in(tmp_path / "no-such-folder" / "T1.heads", table.store.keying.store_id) is None


def test_the_floors_hand_report_prints_the_stores_head_in_full(table, tmp_path):
    from dealer_app.commands import export as export_command
    number = table.store._conn.execute("SELECT max(number) FROM hands").fetchone()[0]
    path = table.store.path
    table.close()                                            # store-closed: the head moves on
    import sqlite3
    seq, digest = sqlite3.connect(path).execute("SELECT seq, hash FROM chain_head").fetchone()
    head = f"{seq}:{digest.hex()}"
    for fmt in ("text", "html"):
        out = tmp_path / f"hand.{fmt}"
        assert export_command.run(str(path), number, fmt, str(out), language="en") == 0
        assert f"chain head when this was drawn up {head}" in out.read_text(encoding="utf-8")
