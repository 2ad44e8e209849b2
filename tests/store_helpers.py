"""Helpers for the hand-store tests: a settable clock, and random hands whose every
decision is a function of the record so far (seed, hand number, step), so a
test can re-derive what a correct driver must have recorded."""
from __future__ import annotations

import random
from typing import Optional
import json
import sqlite3
from pathlib import Path

from engine.actions import all_in, call, check, fold, raise_to
from engine.cards import shuffled_deck
from engine.games import GAMES, Structure
from engine.hand import Hand, HandConfig, PlayerSetup
from engine.rake import RakeRules
from engine.rules import Stakes
from dealer_app.store.chain import canonical_json, event_bytes, link


DAY_US = 86_400 * 1_000_000
NAMES = ("Alice", "Bruno", "Chloé", "Dmitri", "Elena", "Farid", "Gaëlle", "Hugo", "Inès")


class FakeClock:
    """UTC and monotonic readings that a test moves on by hand (or a tick per reading)."""

    def __init__(self, utc_us: int = 1_790_000_000_000_000, tick_us: int = 1_000):
        self.now = utc_us
        self.tick = tick_us
        self.mono = 5_000_000_000

    def utc_us(self) -> int:
        self.now += self.tick
        return self.now

    def mono_ns(self) -> int:
        self.mono += self.tick * 1000
        return self.mono

    def pass_us(self, us: int) -> None:
        """Time passes: the wall clock and the monotonic clock move on together."""
        self.now += us
        self.mono += us * 1000

    def advance_days(self, days: float) -> None:
        self.now += int(days * DAY_US)


def config_for(seed: int, number: int) -> HandConfig:
    """A random table for hand ``number``: any game and structure, 2 to 6 players."""
    rng = random.Random(f"{seed}:{number}:config")
    game = rng.choice(sorted(GAMES))
    structure = rng.choice(list(Structure))
    count = rng.randint(2, min(6, GAMES[game].max_players))
    seats = sorted(rng.sample(range(1, 10), count))
    players = tuple(PlayerSetup(NAMES[s - 1], rng.choice([60, 150, 400, 1000, 2500]), s) for s in seats)
    rake = RakeRules(percent=5, cap=30) if rng.random() < 0.3 else RakeRules()
    return HandConfig(GAMES[game], structure, Stakes(5, 10, 10, 20), players, rake=rake)


def next_card(hand: Hand, seed: int, number: int):
    deck = shuffled_deck(random.Random(f"{seed}:{number}:deck"))
    return next(c for c in deck if c not in hand.seen)


def decide(hand: Hand, seed: int, number: int, step: int) -> tuple:
    """What the driver does at ``step`` (the hand's event count so far): an engine input,
    or ("correct", n) to have a supervisor withdraw the last n inputs."""
    rng = random.Random(f"{seed}:{number}:{step}")
    if hand.inputs and rng.random() < 0.03:
        return ("correct", rng.randint(1, min(3, len(hand.inputs))))
    if hand.phase == "deal":
        return ("deal", next_card(hand, seed, number))
    if hand.phase == "bet":
        lg = hand.legal()
        choices = [check() if lg.can_check else call()] * 4 + [fold()]
        if lg.can_raise:
            choices += [raise_to(lg.min_raise_to), raise_to(lg.max_raise_to)]
            if lg.max_add == lg.stack:
                choices.append(all_in())
        return ("apply", rng.choice(choices))
    player = next(p for p in hand.showdown_order() if p not in hand.shown)
    if rng.random() < 0.2 and len(hand.players_in_hand()) > 1:
        return ("muck", player)
    return ("show", player)


def do(recorded, move: tuple) -> None:
    """Carry out a move on a RecordedHand (a muck the rules refuse becomes a show)."""
    verb = move[0]
    if verb == "correct":
        recorded.correct(withdraw=move[1], by="Supervisor Marie", reason="dealer keyed the wrong input")
    elif verb == "deal":
        recorded.deal(move[1], read={"device": "sim-shoe", "antenna": 1, "raw": bytes([0x02, move[1].index, 0x03])})
    elif verb == "apply":
        recorded.apply(move[1])
    elif verb == "muck":
        from engine.errors import IllegalShowdown
        try:
            recorded.muck(move[1])
        except IllegalShowdown:
            recorded.show(move[1])
    else:
        recorded.show(move[1])


def hand_event_count(store, number: int) -> int:
    return store._conn.execute("SELECT count(*) FROM events WHERE hand = ?", (number,)).fetchone()[0]


def play(store, seed: int, number: Optional[int] = None, recorded=None, stop_after: Optional[int] = None):
    """Play a hand to its end (or ``stop_after`` moves) through the store; returns the RecordedHand."""
    if recorded is None:
        number = number or (store._conn.execute("SELECT coalesce(max(number), 0) + 1 FROM hands").fetchone()[0])
        recorded = store.begin_hand(config_for(seed, number), button_seat=config_for(seed, number).players[-1].seat)
    moves = 0
    while not recorded.hand.is_complete and (stop_after is None or moves < stop_after):
        do(recorded, decide(recorded.hand, seed, recorded.number, hand_event_count(store, recorded.number)))
        moves += 1
    return recorded


def state_summary(hand: Hand) -> dict:
    """What must be the same after a restart: stacks, bets, pot, who acts, the card expected."""
    exp = hand.expected_card()
    return {"inputs": len(hand.inputs), "street": hand.street, "phase": hand.phase, "stacks": list(hand.stacks),
            "street_bets": list(hand.street_bets), "pot": hand.pot, "actor": hand.actor,
            "expected": exp.label.english() if exp else None, "board": [str(c) for c in hand.board]}


def club_init(roster_path, store_path, table: str, supervisor: str, name: str, pin: str, clock=None):
    """The club's set-up (``dealer-app supervisor init``): the first supervisor written to the roster and the
    roster bound to the table's store, as a console needs it to sign anyone in (issue 18)."""
    import io

    from dealer_app.commands.supervisor import EXIT_OK, main
    answers = iter([pin, pin])
    err = io.StringIO()
    code = main(["--file", str(roster_path), "init", supervisor, "--name", name, "--table", table,
                 "--store", str(store_path)], ask=lambda prompt: "", ask_secret=lambda prompt: next(answers),
                out=io.StringIO(), err=err, clock=clock or FakeClock())
    assert code == EXIT_OK, err.getvalue()
    return roster_path


SEED = 18


def forge(path, seq: int, change) -> None:
    """The attack of issue 18 point 1: the file in hand, the triggers dropped, one payload changed
    (``change(payload)`` edits it in place), every hash from it on recomputed with the published
    algorithm and the chain head moved to the new last hash, the triggers put back."""
    conn = sqlite3.connect(path, isolation_level=None)
    triggers = [r[0] for r in conn.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'")]
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    payload = json.loads(conn.execute("SELECT payload FROM events WHERE seq = ?", (seq,)).fetchone()[0])
    change(payload)
    conn.execute("UPDATE events SET payload = ? WHERE seq = ?", (canonical_json(payload), seq))
    previous = conn.execute("SELECT hash FROM events WHERE seq = ?", (seq - 1,)).fetchone()[0]
    rows = conn.execute("SELECT seq, kind, session, hand, table_id, dealer, utc_us, mono_ns, payload FROM events "
                        "WHERE seq >= ? ORDER BY seq", (seq,)).fetchall()
    for row in rows:
        previous = link(previous, event_bytes(*row))
        conn.execute("UPDATE events SET hash = ? WHERE seq = ?", (previous, row[0]))
    conn.execute("UPDATE chain_head SET seq = ?, hash = ?", (rows[-1][0], previous))
    for sql in triggers:
        conn.execute(sql)
    conn.close()


def a_won_pot(path):
    """The first finished hand with a winner and a loser: (its end event, the payload)."""
    conn = sqlite3.connect(path)
    try:
        for seq, hand, payload in conn.execute("SELECT seq, hand, payload FROM events WHERE kind = 'hand-ended' "
                                               "ORDER BY seq"):
            result = json.loads(payload)
            if result["status"] == "complete" and max(result["payouts"]) >= 20:
                return seq, hand, result
    finally:
        conn.close()
    raise AssertionError("no hand with a pot of 20 or more")


# A store written before issue 27 (tests/fixtures/stores/make_before_one_engine.py): six hands at T7.
OLD_STORE = Path(__file__).resolve().parent / "fixtures" / "stores" / "before-one-engine.sqlite"


def copy_old_store(tmp_path) -> Path:
    """A copy of the old store (and its last-hand note) to open and write: the fixture itself never changes."""
    import shutil
    target = Path(tmp_path) / "old.sqlite"
    shutil.copyfile(OLD_STORE, target)
    shutil.copyfile(OLD_STORE.with_name(OLD_STORE.name + ".last-hand"), target.with_name(target.name + ".last-hand"))
    return target
