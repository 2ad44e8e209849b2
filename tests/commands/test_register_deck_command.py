"""``dealer-app register-deck``: a deck registered at a (simulated) RFID reader
over a real pty, through the real driver, with the dealer's typed commands."""
from __future__ import annotations

import io
import queue
import threading

from dealer_app.commands.cli import main
from dealer_app.commands.register_deck import register
from engine.cards import full_deck
from hardware.registration import RegistrationStore
from hardware.simulator import ShoeSimulator
from shoe_helpers import SIM_OPTIONS


class Typing:
    """The dealer's keyboard: lines given by the test, when it wants."""

    def __init__(self) -> None:
        self.lines: queue.Queue = queue.Queue()

    def __iter__(self):
        while True:
            line = self.lines.get()
            if line is None:
                return
            yield line


def _run(sim: ShoeSimulator, store: RegistrationStore, typing: Typing, name: str = "Table 4 red",
         protocol: str = "rfid-ascii"):
    out = io.StringIO()
    result: dict = {}
    url = sim.start_pty()
    thread = threading.Thread(target=lambda: result.setdefault(
        "code", register(name, url, protocol, store, False, iter(typing), out)), daemon=True)
    thread.start()
    return thread, out, result


def _wait_for(out: io.StringIO, text: str, timeout: float = 10.0, count: int = 1) -> None:
    import time
    end = time.monotonic() + timeout
    while out.getvalue().count(text) < count:
        assert time.monotonic() < end, out.getvalue()[-2000:]
        time.sleep(0.02)


def test_a_sorted_deck_passed_over_an_ascii_reader_is_registered_and_saved(tmp_path):
    sim = ShoeSimulator(mode="ascii", seed=3, sorted_deck=True, ascii_repeats=2, **SIM_OPTIONS)
    store = RegistrationStore(tmp_path)
    typing = Typing()
    thread, out, result = _run(sim, store, typing)
    try:
        _wait_for(out, "next: 2♣ (1 of 52)")
        import time
        time.sleep(0.2)                          # the driver has the port open
        for i in range(52):
            sim.deal(1)
            time.sleep(0.02)
        _wait_for(out, "All 52 are in")
        typing.lines.put("")
        thread.join(10)
    finally:
        sim.stop()
    assert result["code"] == 0, out.getvalue()
    reg = store.load("Table 4 red")
    assert reg.complete and dict(reg.tags) == {pc.tag: pc.card for pc in sim.shoe.deck}
    assert "✓ 2c registered" in out.getvalue() and "Saved 'Table 4 red': 52 cards" in out.getvalue()


def test_a_missing_card_is_skipped_and_a_repeat_refused(tmp_path):
    sim = ShoeSimulator(mode="tag", seed=4, deck_size=51, sorted_deck=True, **SIM_OPTIONS)
    absent = next(c for c in full_deck() if c not in {pc.card for pc in sim.shoe.deck})
    store = RegistrationStore(tmp_path)
    typing = Typing()
    thread, out, result = _run(sim, store, typing, name="short", protocol="shoe")
    try:
        import time
        _wait_for(out, "next: 2♣")
        time.sleep(0.2)
        passed = 0
        for card in full_deck():
            if card == absent:                   # the screen asks for it; it is not in the box
                typing.lines.put("s")
                _wait_for(out, "recorded missing")
                continue
            sim.deal(1)
            passed += 1
            _wait_for(out, "✓", count=passed)
        _wait_for(out, "All 52 are in")
        sim.run_on_thread(lambda shoe, now: shoe._read(shoe.dealt[0], now))   # the first card passed again
        _wait_for(out, "already registered as 2c")
        typing.lines.put("")
        thread.join(10)
    finally:
        sim.stop()
    assert result["code"] == 0, out.getvalue()
    reg = store.load("short")
    assert reg.missing == (absent,) and len(reg.tags) == 51


def test_quitting_saves_nothing(tmp_path):
    sim = ShoeSimulator(mode="ascii", seed=3, **SIM_OPTIONS)
    store = RegistrationStore(tmp_path)
    typing = Typing()
    thread, out, result = _run(sim, store, typing)
    try:
        _wait_for(out, "next: 2♣")
        typing.lines.put("q")
        thread.join(10)
    finally:
        sim.stop()
    assert result["code"] == 1 and store.names() == []


def test_a_name_in_use_is_refused_before_reading(tmp_path, capsys):
    from hardware.registration import DeckRegistrationSession
    session = DeckRegistrationSession()
    for i in range(52):
        session.add_tag(f"{i:010X}")
    RegistrationStore(tmp_path).save(session.finish("Blue"))
    assert main(["register-deck", "blue", "--shoe", "loop://", "--deck-dir", str(tmp_path)]) == 2
    assert "already registered" in capsys.readouterr().out
