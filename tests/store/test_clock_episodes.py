"""Issue 24: one clock set back wrote a ``clock-set-back`` note on every later event (~70). It is noted
once per episode, and so is a monotonic clock that runs backwards.

An episode: from the first event dated before an earlier one until the clock is back past the latest
time recorded before the jump. The monotonic clock never goes back on one boot; its readings compare
within a boot only (a restart of the machine starts it again, which is no fault).
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from dealer_app.floor.hand_record import clock_set_back
from dealer_app.store import open_store, opening, verify_store
from dealer_app.words.book import speak
from store_helpers import FakeClock, play

SEED = 17
HOUR_US = 3_600_000_000


def events_of(store) -> int:
    return store._conn.execute("SELECT count(*) FROM events").fetchone()[0]


def notes(path, code):
    return [w for w in verify_store(path).warnings if w.code == code]


def test_a_clock_set_back_an_hour_is_noted_once_for_all_the_events_behind_it(tmp_path):
    clock = FakeClock()
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T1", dealer="Marie", clock=clock)
    play(store, SEED, stop_after=5)
    jump = events_of(store) + 1
    clock.now -= HOUR_US                                 # an hour back
    play(store, SEED, recorded=store.resume_open_hand())
    for _ in range(3):
        play(store, SEED)                                # dozens of events, all an hour behind
    last = events_of(store)
    store.close()
    assert last - jump > 60
    (note,) = notes(path, "clock-set-back")              # one note, not one per event
    assert note.seq == jump and "60 min before an earlier event" in note.message
    assert f"events {jump} to {last + 1} are all dated before it" in note.message   # + the store-closed event
    assert verify_store(path).intact


def test_a_second_set_back_after_the_clock_caught_up_is_a_second_episode(tmp_path):
    clock = FakeClock()
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T1", dealer="Marie", clock=clock)
    play(store, SEED)
    clock.now -= 60_000_000                              # a minute back ...
    play(store, SEED)
    clock.now += 2 * 60_000_000                          # ... then past it again: the episode is over
    caught_up = events_of(store) + 1
    play(store, SEED)
    clock.now -= HOUR_US                                 # a second set-back
    second = events_of(store) + 1
    play(store, SEED)
    store.close()
    first_note, second_note = notes(path, "clock-set-back")
    assert "1.0 min before" in first_note.message or "60.0 s before" in first_note.message
    assert f"to {caught_up - 1} are all dated before it" in first_note.message
    assert second_note.seq == second and "60 min before" in second_note.message


def test_a_monotonic_clock_that_runs_backwards_is_noted_once_per_episode(tmp_path):
    clock = FakeClock()
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T1", dealer="Marie", clock=clock)
    play(store, SEED, stop_after=5)
    jump = events_of(store) + 1
    clock.mono -= 1_000 * 1_000_000_000                  # 1,000 s back, the wall clock untouched
    play(store, SEED, recorded=store.resume_open_hand())
    play(store, SEED)
    store.close()
    (note,) = notes(path, "monotonic-clock-backwards")
    assert note.seq == jump and "ran backwards" in note.message and "17 min before event" in note.message
    assert notes(path, "clock-set-back") == []           # the wall clock was right
    assert verify_store(path).intact                     # noted, never damage


def test_the_monotonic_clock_starts_again_after_a_restart_of_the_machine_without_a_note(tmp_path, monkeypatch):
    path = tmp_path / "t.sqlite"
    monkeypatch.setattr(opening, "_boot_id", lambda: "boot-1")
    store = open_store(path, table="T1", dealer="Marie", clock=FakeClock())
    play(store, SEED)
    store.close()
    monkeypatch.setattr(opening, "_boot_id", lambda: "boot-2")
    later = FakeClock(utc_us=1_790_000_100_000_000)      # a new boot: the monotonic clock from low again
    store = open_store(path, table="T1", dealer="Marie", clock=later)
    play(store, SEED)
    store.close()
    assert notes(path, "monotonic-clock-backwards") == []
    # The same boot, though, and a lower reading: that clock went back.
    monkeypatch.setattr(opening, "_boot_id", lambda: "boot-2")
    store = open_store(path, table="T1", dealer="Marie", clock=FakeClock(utc_us=1_790_000_200_000_000))
    play(store, SEED)
    store.close()
    assert len(notes(path, "monotonic-clock-backwards")) == 1


def test_the_hands_record_says_the_set_back_once_with_the_last_event_behind(tmp_path):
    at = [(1, 1_000), (2, 2_000), (3, 3_000), (4, 1_500), (5, 1_600), (6, 2_900), (7, 3_100), (8, 3_200),
          (9, 100), (10, 3_300)]
    events = [SimpleNamespace(seq=seq, utc_us=us * 1_000_000) for seq, us in at]
    said = [speak(note, "en") for note in clock_set_back(events)]
    assert len(said) == 2                                # 4-6 behind event 3, then 9 alone behind event 8
    assert said[0].startswith("the machine's clock was set back: event 4 is dated ")
    assert said[0].endswith("1500 s before event 3, and so are the events after it up to event 6")
    assert said[1].endswith("3100 s before event 8")


def test_the_hands_record_in_french_and_russian(tmp_path):
    events = [SimpleNamespace(seq=seq, utc_us=us * 1_000_000) for seq, us in [(1, 10), (2, 5), (3, 6)]]
    (note,) = clock_set_back(events)
    assert "reculée" in speak(note, "fr") and "jusqu'à l'écriture 3" in speak(note, "fr")
    assert "3" in speak(note, "ru") and speak(note, "ru") != speak(note, "en")


@pytest.mark.parametrize("back_us", [HOUR_US])
def test_the_export_of_a_hand_played_behind_the_clock_has_one_note(tmp_path, capsys, back_us):
    from dealer_app.commands.cli import main
    clock = FakeClock()
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T1", dealer="Marie", clock=clock)
    play(store, SEED, stop_after=5)
    clock.now -= back_us
    recorded = play(store, SEED, recorded=store.resume_open_hand())
    store.close()
    assert main(["export", str(path), "--hand", str(recorded.number), "--format", "text", "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert text.count("the machine's clock was set back") == 1
    assert "3600 s before event" in text and "and so are the events after it up to event" in text
