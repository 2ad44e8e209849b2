"""Time collected in every export that has the rake (issue 25, item 3): the text record, the PHH (a
``_time_collected`` user field) and the dispute report, so that the register's "temps perçu" can be checked
against a table's own record, hand by hand. A voided hand's is 0: what it took was given back."""
from __future__ import annotations

import psycopg
import pytest

from dealer_app.central.register import read_register
from dealer_app.commands.cli import main
from engine import phh
from engine.replay import replay
from house_helpers import DAY, PER_HAND, Table
from sessions import called_down, folded, settings


def export(capsys, *args) -> str:
    assert main(["export", *map(str, args)]) == 0
    return capsys.readouterr().out


@pytest.fixture
def timed(tmp_path, table_url):
    """T3 collecting 5 at the button each hand: two hands dealt, one started and voided (its 5 given back)."""
    table = Table(tmp_path, "T3", settings(extra=PER_HAND), dealer="Zoé")
    table.hand(called_down)
    table.later(4)
    table.record.submit(lambda s: s.start_hand(at=table.at()))
    table.record.submit(lambda s: s.void_hand("the deck was found short", "M-01", at=table.at()))
    table.hand(folded)
    table.send(table_url)
    return table


@pytest.mark.filterwarnings("ignore::UserWarning")   # pokerkit warns about folds facing no bet
def test_every_hand_export_says_its_time_collected_and_they_add_up_to_the_register(timed, capsys, floor_url):
    own = timed.report().session
    assert (own.hands, own.voids, own.time) == (2, 1, 10)
    path = timed.store.path
    numbers = [n for n, in timed.store._conn.execute("SELECT DISTINCT hand FROM events WHERE kind = 'hand-started' "
                                                     "ORDER BY hand")]
    assert len(numbers) == 3
    times = {}
    for n in numbers:
        text = export(capsys, path, "--hand", n, "--format", "phh")
        history = phh.loads(text)
        times[n] = history.extra["_time_collected"]
        if history.extra["_status"] == "complete":
            assert replay(history).hand.is_complete            # our reader takes the file as before
            pokerkit = pytest.importorskip("pokerkit")
            assert list(pokerkit.HandHistory.loads(text))      # and pokerkit, PHH's reference
    assert times == {numbers[0]: 5, numbers[1]: 0, numbers[2]: 5}
    assert "_time_collected = 5" in export(capsys, path, "--hand", numbers[0], "--format", "phh")
    assert "Time collected 5" in export(capsys, path, "--hand", numbers[0], "--format", "text", "--lang", "en")
    assert "Temps ramassé</b> 5" in export(capsys, path, "--hand", numbers[2], "--format", "html", "--lang", "fr")
    with psycopg.connect(floor_url) as conn:
        register = read_register(conn, DAY)
    assert register.time == sum(times.values()) == own.time
