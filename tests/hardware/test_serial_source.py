"""The real pyserial driver against the real simulator, over a real pty (raw
mode) and a real TCP socket (``socket://``), and over ``loop://``: every
fault of the simulator is detected and reported, and no valid card is lost."""
from __future__ import annotations

import time

import pytest

from engine.cards import parse_cards
from hardware.codec import FrameDecoder
from hardware.faults import LINE_FAULTS, Fault, FaultPlan
from hardware.messages import CardMessage, Heartbeat, StatusRequest, frame_bytes, parse
from hardware.rfid_ascii import encode as ascii_encode
from hardware.simulator import ShoeSimulator
from hardware.source import FaultCode, SourceState
from shoe_helpers import SIM_OPTIONS, WAIT as WAIT_S, EventLog, dealt, driver, start

TRANSPORTS = ["pty", "tcp"]
# Both in the normal run for the deck and the unplug; the other device faults over TCP with --slow.
PTY_THEN_TCP_SLOW = ["pty", pytest.param("tcp", marks=pytest.mark.slow)]


@pytest.fixture(params=TRANSPORTS)
def transport(request) -> str:
    return request.param


def _shoe_and_log(transport):
    sim = ShoeSimulator(seed=11, **SIM_OPTIONS)
    url = start(sim, transport)
    log = EventLog()
    source = driver(url, log)
    assert log.wait_state(SourceState.CONNECTED), log.snapshot()
    return sim, source, log


@pytest.fixture
def shoe_and_log(transport):
    sim, source, log = _shoe_and_log(transport)
    yield sim, source, log
    source.close()
    sim.stop()


@pytest.fixture
def pty_shoe_and_log():
    sim, source, log = _shoe_and_log("pty")
    yield sim, source, log
    source.close()
    sim.stop()


def test_a_whole_deck_arrives_in_the_order_dealt(shoe_and_log):
    sim, source, log = shoe_and_log
    assert source.pull(52)
    assert log.wait_reads(52), log.cards()
    time.sleep(0.3)                                    # nothing more may come
    assert log.cards() == dealt(sim)
    assert sorted(log.cards()) == sorted(str(pc.card) for pc in sim.shoe.deck)
    assert [r.number for r in log.reads] == list(range(1, 53))
    assert log.fault_codes("warning") == [] and log.fault_codes("error") == []
    assert log.states()[:2] == [SourceState.CONNECTING, SourceState.CONNECTED]
    assert log.reads[0].device == "SIM-0001"
    assert sim.shoe.unacknowledged == 0                # every read was acknowledged


# What the driver reports for each line fault; the card itself always arrives.
LINE_FAULT_REPORTS = {
    Fault.BAD_CRC: FaultCode.BAD_CHECKSUM,
    Fault.DROP: FaultCode.SEQUENCE_GAP,
    Fault.DUPLICATE: FaultCode.DUPLICATE_FRAME,
    Fault.NOISE: FaultCode.NOISE,
    Fault.BOUNCE: FaultCode.DUPLICATE_READ,
    Fault.SPLIT: None,          # put back together: nothing is wrong by the time it is read
    Fault.MERGE: None,          # taken apart: likewise
}


@pytest.mark.parametrize("fault", sorted(LINE_FAULT_REPORTS, key=lambda f: f.value))
def test_each_line_fault_is_detected_and_no_card_is_lost(pty_shoe_and_log, fault):
    sim, source, log = pty_shoe_and_log
    source.pull(1)
    assert log.wait_reads(1)
    sim.inject(fault)
    source.pull(3)
    assert log.wait_reads(4), (log.cards(), log.fault_codes())
    time.sleep(0.15)
    assert log.cards() == dealt(sim)                  # all four, in order, each once
    assert len(log.reads) == 4
    expected = LINE_FAULT_REPORTS[fault]
    if expected is not None:
        assert expected in log.fault_codes(), log.fault_codes()
    assert FaultCode.LOST_READ not in log.fault_codes()
    assert log.fault_codes("error") == []
    if fault is Fault.NOISE:
        # The noise is what was reported, and its bytes are kept for the record.
        noise = [f for f in log.faults if f.code == FaultCode.NOISE][0]
        assert noise.raw and noise.details["bytes"] >= 1


def test_every_line_fault_in_turn_over_a_socket():
    """The same faults over socket:// (one connection: pyserial's socket close waits 0.3 s)."""
    sim, source, log = _shoe_and_log("tcp")
    try:
        source.pull(1)
        assert log.wait_reads(1)
        for fault in sorted(LINE_FAULT_REPORTS, key=lambda f: f.value):
            before = len(log.reads)
            sim.inject(fault)
            source.pull(2)
            assert log.wait_reads(before + 2), (fault, log.cards())
            expected = LINE_FAULT_REPORTS[fault]
            if expected is not None:
                assert log.wait_fault(expected), (fault, log.fault_codes())
        time.sleep(0.15)
        assert log.cards() == dealt(sim) and len(log.reads) == 15
        assert FaultCode.LOST_READ not in log.fault_codes() and log.fault_codes("error") == []
    finally:
        source.close()
        sim.stop()


@pytest.mark.parametrize("transport", PTY_THEN_TCP_SLOW)
def test_many_random_line_faults_lose_no_card_and_keep_the_order(transport):
    sim = ShoeSimulator(seed=3, faults=FaultPlan(seed=9, rate=0.35, kinds=LINE_FAULTS), **SIM_OPTIONS)
    url = start(sim, transport)
    log = EventLog()
    source = driver(url, log)
    try:
        assert log.wait_state(SourceState.CONNECTED)
        source.pull(52)
        assert log.wait_reads(52, timeout=20), (len(log.reads), log.fault_codes())
        time.sleep(0.5)
        kinds = {kind for kind, _ in sim.shoe.stats.faults}
        assert len(sim.shoe.stats.faults) >= 10 and len(kinds) >= 4
        assert log.cards() == dealt(sim)                  # in the order dealt
        assert sorted(log.cards()) == sorted(str(pc.card) for pc in sim.shoe.deck)
        assert len(log.reads) == 52
        assert FaultCode.LOST_READ not in log.fault_codes()
        assert log.fault_codes("error") == []
    finally:
        source.close()
        sim.stop()


@pytest.mark.parametrize("transport", PTY_THEN_TCP_SLOW)
def test_a_stalled_heartbeat_is_reported_and_the_cards_dealt_meanwhile_arrive(shoe_and_log):
    sim, source, log = shoe_and_log
    sim.inject(Fault.STALL, seconds=1.2)
    time.sleep(0.1)
    source.pull(2)                                     # the shoe hangs with two cards asked for
    assert log.wait_fault(FaultCode.HEARTBEAT_LOST)
    assert SourceState.SILENT in log.states()
    assert log.wait_reads(2)
    after = log.states().index(SourceState.SILENT)
    assert log.wait_state(SourceState.CONNECTED, after=after)
    assert log.cards() == dealt(sim)


def test_unplug_and_plug_back_reconnects_and_loses_no_card(shoe_and_log, transport):
    sim, source, log = shoe_and_log
    source.pull(2)
    assert log.wait_reads(2)
    marker = len(log.statuses)
    sim.disconnect(0.6)
    time.sleep(0.1)
    sim.deal(3)                                        # dealt while unplugged: kept until confirmed
    assert log.wait_fault(FaultCode.DISCONNECTED)
    assert log.wait_state(SourceState.RECONNECTING, after=marker)
    assert log.wait_state(SourceState.CONNECTED, after=marker)
    assert log.wait_reads(5)
    time.sleep(0.3)
    assert log.cards() == dealt(sim)
    assert FaultCode.LOST_READ not in log.fault_codes()
    attempts = [s.attempt for s in log.statuses[marker:] if s.state == SourceState.RECONNECTING]
    assert attempts and attempts == sorted(attempts)   # each attempt reported, in order
    assert source.reconnects >= 1
    if transport == "pty":
        lost = [f for f in log.faults if f.code == FaultCode.DISCONNECTED][0]
        assert "unplugged" in lost.message or "Input/output" in lost.message


@pytest.mark.parametrize("transport", PTY_THEN_TCP_SLOW)
def test_a_restart_is_reported_and_the_deal_goes_on(shoe_and_log):
    sim, source, log = shoe_and_log
    source.pull(2)
    assert log.wait_reads(2)
    sim.inject(Fault.REBOOT)
    assert log.wait_fault(FaultCode.DEVICE_REBOOTED)
    source.pull(2)
    assert log.wait_reads(4)
    assert [r.number for r in log.reads] == [1, 2, 1, 2]
    assert log.cards() == dealt(sim)


@pytest.mark.parametrize("transport", PTY_THEN_TCP_SLOW)
def test_unplugged_with_a_restart_on_plugging_back(shoe_and_log):
    sim, source, log = shoe_and_log
    source.pull(1)
    assert log.wait_reads(1)
    marker = len(log.statuses)
    sim.disconnect(0.4, reboot=True)
    assert log.wait_fault(FaultCode.DISCONNECTED)
    assert log.wait_state(SourceState.CONNECTED, after=marker)
    # The hello of the restart went out while nobody listened (and opening the port drops
    # what waited in it); the numbering that began again tells the driver all the same.
    assert log.wait_for(lambda lg: {FaultCode.DEVICE_REBOOTED, FaultCode.SEQUENCE_RESET} & set(lg.fault_codes()))
    source.pull(1)
    assert log.wait_reads(2)
    assert log.cards() == dealt(sim)


@pytest.mark.parametrize("transport", PTY_THEN_TCP_SLOW)
def test_a_jam_refuses_to_deal_until_cleared(shoe_and_log):
    sim, source, log = shoe_and_log
    sim.inject(Fault.JAM, seconds=0.6)
    assert log.wait_fault(FaultCode.SHOE_JAMMED)
    assert SourceState.FAULTED in log.states()
    source.pull(1)
    assert log.wait_fault(FaultCode.COMMAND_REFUSED)
    marker = log.states().index(SourceState.FAULTED)
    assert log.wait_state(SourceState.CONNECTED, after=marker)
    source.pull(1)
    assert log.wait_reads(1)


@pytest.mark.parametrize("transport", PTY_THEN_TCP_SLOW)
def test_an_empty_shoe_is_reported(transport):
    sim = ShoeSimulator(order=parse_cards("As Kd"), **SIM_OPTIONS)
    log = EventLog()
    source = driver(start(sim, transport), log)
    try:
        assert log.wait_state(SourceState.CONNECTED)
        source.pull(3)
        assert log.wait_fault(FaultCode.SHOE_EMPTY)
        assert log.wait_reads(2) and log.cards() == ["As", "Kd"]
        source.new_round(order=parse_cards("Qh"))      # the console loads the next hand
        source.pull(1)
        assert log.wait_reads(3) and log.cards()[-1] == "Qh"
        assert log.reads[-1].number == 1
    finally:
        source.close()
        sim.stop()


@pytest.mark.parametrize("transport", PTY_THEN_TCP_SLOW)
def test_the_console_asks_for_a_seeded_round(shoe_and_log):
    sim, source, log = shoe_and_log
    source.new_round(seed=1234)
    source.pull(5)
    assert log.wait_reads(5)
    import random
    from hardware.virtual_shoe import make_deck
    deck = make_deck(11)
    random.Random(1234).shuffle(deck)
    assert log.cards() == [str(pc.card) for pc in deck[:5]]


# ---------------------------------------------------------------- the port


def test_a_second_program_cannot_open_the_same_pty():
    sim = ShoeSimulator(**SIM_OPTIONS)
    url = sim.start_pty()
    first, second = EventLog(), EventLog()
    a = driver(url, first)
    try:
        assert first.wait_state(SourceState.CONNECTED)
        b = driver(url, second)
        try:
            assert second.wait_fault(FaultCode.PORT_UNAVAILABLE)
            refusal = [f for f in second.faults if f.code == FaultCode.PORT_UNAVAILABLE][0]
            assert "in use" in refusal.message and refusal.severity == "error"
            assert SourceState.FAULTED in second.states()
            a.pull(1)
            assert first.wait_reads(1)
            assert second.reads == []
        finally:
            b.close()
    finally:
        a.close()
        sim.stop()


def test_a_shoe_plugged_in_after_the_console_started_is_found(tmp_path):
    link = str(tmp_path / "shoe")
    log = EventLog()
    source = driver(link, log)
    sim = ShoeSimulator(**SIM_OPTIONS)
    try:
        assert log.wait_fault(FaultCode.PORT_UNAVAILABLE)
        assert log.wait_for(lambda lg: [s.attempt for s in lg.statuses
                                        if s.state == SourceState.RECONNECTING][-1:] >= [2])
        retry = [s for s in log.statuses if s.state == SourceState.RECONNECTING]
        assert "not found" in retry[0].message and retry[1].retry_in > retry[0].retry_in   # backing off
        sim.start_pty(link)
        assert log.wait_state(SourceState.CONNECTED)
        source.pull(1)
        assert log.wait_reads(1)
    finally:
        source.close()
        sim.stop()


def test_close_returns_and_the_thread_ends_on_a_socket(shoe_and_log):
    sim, source, log = shoe_and_log
    thread = source._thread
    source.close()
    assert thread is not None and not thread.is_alive()
    assert log.states()[-1] == SourceState.CLOSED
    source.close()                                     # twice is fine


# ----------------------------------------------------------------- loop://


def test_the_driver_reads_frames_written_into_loop():
    log = EventLog()
    source = driver("loop://", log)
    try:
        assert log.wait_for(lambda lg: source.port is not None)
        port = source.port
        port.write(frame_bytes(Heartbeat(0, 0), 0))
        cards = parse_cards("As Kd Qh")
        stream = b"".join(frame_bytes(CardMessage(i + 1, c), i + 1, 100 * i) for i, c in enumerate(cards))
        port.write(b"\xa5\x00junk" + stream[:7])
        port.write(stream[7:])
        assert log.wait_reads(3)
        assert log.cards() == ["As", "Kd", "Qh"]
        assert FaultCode.NOISE in log.fault_codes()
        # The driver's own status request and acknowledgements come back on loop://: ignored.
        assert FaultCode.BAD_MESSAGE not in log.fault_codes() and FaultCode.LOST_READ not in log.fault_codes()
    finally:
        source.close()


def test_on_opening_the_driver_asks_for_the_status_because_earlier_bytes_are_flushed():
    """pyserial empties the input when it opens a port: a card sent before is gone,
    so the driver's first words are a status request (the device then says where it is)."""
    import os
    import tty
    master, slave = os.openpty()
    tty.setraw(slave)
    path = os.ttyname(slave)
    os.write(master, frame_bytes(CardMessage(1, parse_cards("As")[0]), 0))     # before the driver opens
    log = EventLog()
    source = driver(path, log)
    try:
        assert log.wait_for(lambda lg: source.port is not None)
        os.set_blocking(master, False)
        got = b""
        deadline = time.monotonic() + 5
        while not got and time.monotonic() < deadline:
            try:
                got = os.read(master, 1024)
            except BlockingIOError:
                time.sleep(0.01)
        frames, _ = FrameDecoder().feed(got)
        assert isinstance(parse(frames[0]), StatusRequest)
        os.write(master, frame_bytes(Heartbeat(1, 0), 1))      # the answer: one read so far
        os.write(master, frame_bytes(CardMessage(2, parse_cards("Kd")[0]), 2))
        assert log.wait_reads(1)
        time.sleep(0.2)
        assert log.cards() == ["Kd"]                  # the flushed ace never arrived
    finally:
        source.close()
        os.close(master)
        os.close(slave)


# ------------------------------------------------------------ ASCII readers


def test_an_ascii_rfid_reader_over_a_pty(tmp_path):
    sim = ShoeSimulator(mode="ascii", seed=2, ascii_repeats=3, ascii_repeat_s=0.05)
    url = sim.start_pty()
    log = EventLog()
    source = driver(url, log, protocol="rfid-ascii")
    try:
        assert log.wait_state(SourceState.CONNECTED)
        time.sleep(0.1)                               # the port is open: what is sent now is read
        assert not source.pull(1)                     # these readers take no commands
        sim.deal(3)
        assert log.wait_reads(3)
        sim.inject(Fault.BAD_CRC)
        sim.deal(1)
        assert log.wait_reads(4)
        time.sleep(0.3)
        tags = [pc.tag for pc in sim.shoe.dealt]
        assert [r.tag for r in log.reads] == tags     # each card once, repeats folded
        assert FaultCode.BAD_CHECKSUM in log.fault_codes()
        assert FaultCode.DUPLICATE_READ in log.fault_codes("info")
        assert all(r.sequence is None and r.antenna is None for r in log.reads)
    finally:
        source.close()
        sim.stop()


def test_ascii_reads_written_into_loop():
    log = EventLog()
    source = driver("loop://", log, protocol="rfid-ascii")
    try:
        assert log.wait_for(lambda lg: source.port is not None)
        source.port.write(b"\x00" + ascii_encode("0F002E6B4C") + ascii_encode("1234567890", crlf=True))
        assert log.wait_reads(2)
        assert [r.tag for r in log.reads] == ["0F002E6B4C", "1234567890"]
    finally:
        source.close()


# ------------------------------------------- every fault over loop://
#
# loop:// has no other end: the test plays the shoe, writing the virtual
# shoe's bytes into the driver's port. The driver's acknowledgements echo
# back to the driver (and are ignored), never reaching the shoe, so the
# shoe sends every card again until it gives up: the repeats must all be
# recognised. An unplug has no meaning on loop://; it is tested on the pty
# and the socket above.

LOOP_FAULTS = {
    Fault.BAD_CRC: FaultCode.BAD_CHECKSUM,
    Fault.DROP: FaultCode.SEQUENCE_GAP,
    Fault.DUPLICATE: FaultCode.DUPLICATE_FRAME,
    Fault.SPLIT: None,
    Fault.MERGE: None,
    Fault.NOISE: FaultCode.NOISE,
    Fault.BOUNCE: FaultCode.DUPLICATE_READ,
    Fault.UNKNOWN_TAG: None,             # a read like any other: the game checks catch it (below)
    Fault.ALREADY_DEALT: None,           # likewise
    Fault.STALL: FaultCode.HEARTBEAT_LOST,
    Fault.REBOOT: FaultCode.DEVICE_REBOOTED,
    Fault.JAM: FaultCode.SHOE_JAMMED,
}


def _pump(shoe, port, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        now = time.monotonic()
        shoe.tick(now)
        for write in shoe.outbox:
            port.write(write.data)          # a split frame's pieces arrive a moment apart
            if write.what == "split-1":
                time.sleep(0.01)
        shoe.outbox.clear()
        time.sleep(0.01)


@pytest.mark.parametrize("fault", [pytest.param(f, marks=pytest.mark.slow) if f in (Fault.STALL, Fault.JAM) else f
                                   for f in sorted(LOOP_FAULTS, key=lambda f: f.value)])
def test_every_fault_over_loop_is_detected_and_no_card_lost(fault):
    from hardware.virtual_shoe import VirtualShoe
    shoe = VirtualShoe(seed=6, heartbeat_s=0.1, retransmit_s=0.1)
    log = EventLog()
    source = driver("loop://", log)
    try:
        assert log.wait_for(lambda lg: source.port is not None)
        port = source.port
        shoe.boot(time.monotonic())
        _pump(shoe, port, 0.1)
        shoe.deal(2, time.monotonic())
        shoe.inject(fault, seconds=0.7)
        _pump(shoe, port, 0.05)
        shoe.deal(3, time.monotonic())
        _pump(shoe, port, 1.2 if fault in (Fault.STALL, Fault.JAM) else 0.4)
        expected = LOOP_FAULTS[fault]
        if expected is not None:
            assert expected in log.fault_codes(), log.fault_codes()
        if fault is Fault.REBOOT:
            # The deal goes on after the restart, numbered from 1 again.
            assert log.cards()[-len(shoe.passes):] == [str(c) if c else "??" for c, _ in shoe.passes]
        else:
            assert log.cards() == [str(c) if c else "??" for c, _ in shoe.passes]
        assert FaultCode.LOST_READ not in log.fault_codes()
    finally:
        source.close()


# ------------------------------------- read faults reach the game checks


@pytest.mark.parametrize(("fault", "mode", "alert"), [
    (Fault.ALREADY_DEALT, "card", "card-seen-twice"),
    (Fault.UNKNOWN_TAG, "card", "unreadable-card"),
    (Fault.UNKNOWN_TAG, "tag", "unknown-tag"),
])
def test_read_faults_over_the_pty_become_alerts_for_the_dealer(fault, mode, alert):
    import queue as queue_module

    from dealer_app.table.controller import TableController
    from hardware.registration import DeckRegistration
    sim = ShoeSimulator(seed=8, mode=mode, **SIM_OPTIONS)
    events: queue_module.Queue = queue_module.Queue()
    source = driver(sim.start_pty(), events.put)
    deck = DeckRegistration("sim", {pc.tag: pc.card for pc in sim.shoe.deck}, "2026-11-22T00:00:00+00:00")
    table = TableController(source=source, deck=deck)   # the events are handed over on this thread

    def pump_until(predicate, timeout=WAIT_S):
        end = time.monotonic() + timeout
        while not predicate() and time.monotonic() < end:
            try:
                table.on_source_event(events.get(timeout=0.05))
            except queue_module.Empty:
                pass
        return predicate()
    try:
        table.deal_next_card()
        assert pump_until(lambda: len(table.reads) == 1)
        table.deal_next_card()
        assert pump_until(lambda: len(table.reads) == 2)
        sim.inject(fault)
        table.deal_next_card()
        assert pump_until(lambda: table.intake.alert is not None)
        assert table.intake.alert.code == alert
        assert pump_until(lambda: len(table.intake.held) == 1)     # the good card behind it waits
        assert table.resolve_alert("reject") is None
        assert len(table.reads) == 3                               # and follows
        # Seats 1, 2, 3 have the shoe's three cards (a tag read is dealt as its registered card).
        assert [str(table.hand.hole[i][0]) for i in range(3)] == [str(pc.card) for pc in sim.shoe.dealt[:3]]
    finally:
        source.close()
        sim.stop()
