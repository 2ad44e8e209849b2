"""Crash recovery for real: a child process deals random hands into the store and is killed
with SIGKILL at random moments (while starting, mid-append, between hands). After each kill:

- nothing lost: every event the child acknowledged (printed after append returned) is in
  the store with the same hash;
- nothing duplicated or invented: replaying each hand's record, every recorded input is
  exactly the decision a correct driver makes at that point of the record;
- the chain verifies;
- the restarted child resumes the open hand in exactly the state a replay of the record
  gives (stacks, bets, pot, player to act, card expected).

SIGKILL loses nothing the operating system was given; a power cut also needs the fsync
of every commit (``synchronous=FULL``, checked in test_store_records.py).
"""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dealer_app.store import open_for_reading, verify_store
from dealer_app.store.codec import config_to_dict, input_from_list
from dealer_app.store.errors import StoreError
from engine.hand import Hand
from store_helpers import config_for, decide, state_summary

ROOT = Path(__file__).resolve().parents[2]


def start_child(path: Path, seed: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))
    return subprocess.Popen([sys.executable, "-m", "store_crash_driver", str(path), str(seed)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def check_decisions(stored, seed: int, index: int) -> None:
    """Each input and correction of the record is what decide() says at that point of the record; the hand is
    the store's ``index``-th (its configuration is the driver's for that index)."""
    number = stored.number
    assert stored.config_doc == config_to_dict(config_for(seed, index)), f"hand {number}: configuration"
    hand, inputs = Hand(stored.config), []
    for step, event in enumerate(stored.events[1:], start=1):
        if event.kind == "hand-resumed":
            continue
        if event.kind == "hand-ended":
            assert hand.is_complete and event.payload["finishing_stacks"] == hand.stacks, f"hand {number}"
            continue
        move = decide(hand, seed, number, step)
        where = f"hand {number}, event {event.seq} (step {step}): recorded {event.kind} {event.payload}, decided {move}"
        if event.kind == "correction":
            assert move == ("correct", len(event.payload["withdraws"])), where
            del inputs[len(inputs) - move[1]:]
            hand = Hand.replay(stored.config, inputs)
            continue
        item = input_from_list(event.payload["input"])
        if move[0] in ("deal", "apply"):
            assert item == move, where
        elif move[0] == "muck":
            assert item[:2] in (("muck", move[1]), ("show", move[1])), where
        else:
            assert item[:2] == move, where
        getattr(hand, item[0])(*item[1:])
        inputs.append(item)
    assert hand.inputs == list(stored.inputs)


def run_kills(path: Path, kills: int, seed: int) -> dict:
    rng = random.Random(seed)
    acked: dict[int, str] = {}
    checked_up_to = 0            # hands before this one are finished and checked
    expected = None              # the open hand's state as the record gives it
    resumed_hands = 0
    after_open = 0               # kills that came once the store was open (the others: while starting)
    skipped = 0                  # hand numbers written down by a child killed before its hand began
    for kill in range(kills):
        child = start_child(path, seed)
        seen = b""
        if rng.random() < 0.15:
            # While starting: the interpreter, opening the store, its check, WAL recovery.
            time.sleep(rng.uniform(0.0, 0.4))
        else:
            # Once the store is open, after a random number of acknowledged events, and a random
            # fraction of a millisecond or three into the next one (mid-transaction, mid-fsync ...).
            wanted = rng.randint(0, 80)
            while wanted >= 0:
                line = child.stdout.readline()
                if not line:
                    break
                seen += line
                wanted -= line.startswith(b"ACK")
            time.sleep(rng.uniform(0.0, 0.003))
        child.send_signal(signal.SIGKILL)
        out, err = child.communicate(timeout=120)
        assert child.returncode == -signal.SIGKILL, f"the child died by itself:\n{err.decode()}"
        lines = (seen + out).decode().split("\n")[:-1]          # a line cut by the kill has no newline
        if lines:
            after_open += 1
            kind, _, text = lines[0].partition(" ")
            assert kind == "RESUMED"
            assert json.loads(text) == expected, f"kill {kill}: resumed {text}, the record says {expected}"
            resumed_hands += expected is not None
        for line in lines[1:]:
            _, seq, digest = line.split()
            acked[int(seq)] = digest
        report = verify_store(path)
        assert report.intact, report.summary()
        with open_for_reading(path) as reader:
            for seq, digest in acked.items():
                event = reader.event(seq)
                assert event is not None and event.hash.hex() == digest, f"acknowledged event {seq} lost"
            acked.clear()        # checked; the chain keeps them checked from now on
            last = reader.last_hands(1)
            top = last[0].number if last else 0
            for number in range(max(1, checked_up_to), top + 1):
                try:
                    stored = reader.load_hand(number)
                except StoreError as exc:
                    # A hand's number is written down before the hand is (store/keying.py next_hand): a kill
                    # between the two skips that number, never gives it twice.
                    assert exc.code == "no-such-hand", exc
                    skipped += 1
                    checked_up_to = number + 1          # a number skipped stays skipped: the next one is above it
                    continue
                check_decisions(stored, seed, number - skipped)
                if stored.status != "open":
                    checked_up_to = number + 1
            open_hands = [h for h in reader.last_hands(1) if h.status == "open"]
            if open_hands:
                stored = reader.load_hand(open_hands[0].number)
                expected = {"number": stored.number, **state_summary(stored.rebuild())}
            else:
                expected = None
    with open_for_reading(path) as reader:
        hands = reader.last_hands(1)[0].number if reader.last_hands(1) else 0
        restarts = len(reader.access_log(kind="store-opened"))
    return {"kills": kills, "after_open": after_open, "hands": hands, "resumed_open_hands": resumed_hands,
            "restarts": restarts, "skipped_numbers": skipped,
            "events": verify_store(path).events}


def test_a_few_kills_lose_nothing_duplicate_nothing_and_resume_exactly(tmp_path):
    numbers = run_kills(tmp_path / "crash.sqlite", kills=6, seed=2024)
    assert numbers["hands"] >= 1 and numbers["events"] > 0


@pytest.mark.slow
def test_three_hundred_kills_two_hundred_of_them_with_the_store_open(tmp_path):
    numbers = run_kills(tmp_path / "crash.sqlite", kills=300, seed=7)
    print(numbers)
    assert numbers["after_open"] >= 200 and numbers["resumed_open_hands"] >= 50, numbers
