"""The PC/SC card source on the real stack: a private pcscd, vsmartcard's vpcd driver, and virtual
cards answering GET DATA (tests/pcsc_stack.py, tests/pcsc_card.py). Nothing here is mocked."""
from __future__ import annotations

import queue
import threading
import time

import pytest

from hardware.pcsc_positions import PositionsError, parse_map
from hardware.pcsc_source import PcscCardSource, PcscTarget, parse_uid
from hardware.source import CardRead, FaultCode, SourceFault, SourceState, SourceStatus
from pcsc_card import VirtualTag

UID_A, UID_B = "04A1B2C3D4E5F6", "DEADBEEF"


class Events:
    """What a source said, waited for from the test's thread."""

    def __init__(self):
        self.q: queue.Queue = queue.Queue()
        self.all: list = []

    def __call__(self, event) -> None:
        self.q.put(event)

    def next(self, kind, timeout: float = 5.0, where=lambda e: True):
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {kind.__name__} within {timeout} s; saw {self.all[-8:]}")
            try:
                event = self.q.get(timeout=left)
            except queue.Empty:
                continue
            self.all.append(event)
            if isinstance(event, kind) and where(event):
                return event

    def state(self, state: SourceState, timeout: float = 10.0) -> SourceStatus:
        return self.next(SourceStatus, timeout, lambda e: e.state == state)

    def reads(self, wait: float) -> list[CardRead]:
        end = time.monotonic() + wait
        while time.monotonic() < end:
            try:
                self.all.append(self.q.get(timeout=0.05))
            except queue.Empty:
                pass
        return [e for e in self.all if isinstance(e, CardRead)]


@pytest.fixture
def source(pcscd):
    made = []

    def open_source(reader=None, readers=None):
        events = Events()
        src = PcscCardSource(events, reader=reader, readers=readers, backoff_s=(0.1, 0.5))
        src.open()
        made.append(src)
        return src, events
    yield open_source
    for src in made:
        src.close()


def test_a_card_on_the_reader_is_read_once_with_its_uid_and_the_readers_name(pcscd, source):
    src, events = source(pcscd.readers[0])
    events.state(SourceState.CONNECTED)
    tag = VirtualTag(pcscd.card_port(0), UID_A).place()
    try:
        read = events.next(CardRead)
        assert (read.tag, read.device, read.card, read.origin) == (UID_A, pcscd.readers[0], None, "rfid")
        assert read.raw == bytes.fromhex(UID_A) + b"\x90\x00"
        # Resting on the reader for 1.5 s (pcscd looks at it every 0.4 s): still one read.
        assert len(events.reads(1.5)) == 1
    finally:
        tag.lift()


def test_lifted_and_put_back_is_a_second_read(pcscd, source):
    src, events = source(pcscd.readers[0])
    events.state(SourceState.CONNECTED)
    tag = VirtualTag(pcscd.card_port(0), UID_A)
    for _ in range(2):
        tag.place()
        events.next(CardRead)
        tag.lift()
        time.sleep(0.9)                      # pcscd sees it gone at its next look (0.4 s)
    assert [r.tag for r in events.reads(0.5)] == [UID_A, UID_A]


def test_pcsc_all_reads_every_reader_and_a_named_one_only_its_own(pcscd, source):
    _, every = source()                      # pcsc://
    _, second = source(pcscd.readers[1])     # pcsc://Virtual PCD 00 01
    every.state(SourceState.CONNECTED)
    second.state(SourceState.CONNECTED)
    a = VirtualTag(pcscd.card_port(0), UID_A).place()
    b = VirtualTag(pcscd.card_port(1), UID_B).place()
    try:
        every.next(CardRead)
        every.next(CardRead)
        assert {(r.device, r.tag) for r in every.reads(0.5)} == {(pcscd.readers[0], UID_A),
                                                                  (pcscd.readers[1], UID_B)}
        assert [(r.device, r.tag) for r in second.reads(0.5)] == [(pcscd.readers[1], UID_B)]
    finally:
        a.lift()
        b.lift()


def test_the_map_watches_its_shoe_and_board_readers_and_says_the_other_places_are_not(pcscd, source):
    readers = parse_map(f'[[reader]]\nname = "{pcscd.readers[0]}"\nposition = "shoe"\n'
                        f'[[reader]]\nname = "{pcscd.readers[1]}"\nposition = "board"\n'
                        '[[reader]]\nname = "Muck reader"\nposition = "muck"\n')
    _, events = source(readers=readers)
    warning = events.next(SourceFault, where=lambda e: "fixed places" in e.message)
    assert warning.severity == "warning" and "(muck)" in warning.message and "(board)" not in warning.message
    connected = events.state(SourceState.CONNECTED)
    assert pcscd.readers[0] in connected.message and pcscd.readers[1] in connected.message
    a = VirtualTag(pcscd.card_port(0), UID_A).place()
    b = VirtualTag(pcscd.card_port(1), UID_B).place()
    try:
        events.next(CardRead)
        reads = {r.tag: r for r in events.reads(1.0)}
        assert set(reads) == {UID_A, UID_B}
        # The shoe's card is for the deal; the board reader's is a check, marked with its place.
        assert (reads[UID_A].position, reads[UID_A].device) == (None, pcscd.readers[0])
        assert (reads[UID_B].position, reads[UID_B].device) == ("board", pcscd.readers[1])
    finally:
        a.lift()
        b.lift()


def test_a_garbage_answer_to_get_data_is_an_unreadable_card_never_a_tag(pcscd, source):
    _, events = source(pcscd.readers[0])
    events.state(SourceState.CONNECTED)
    tag = VirtualTag(pcscd.card_port(0), UID_A, garbage=b"\x12\x34\x56").place()
    try:
        read = events.next(CardRead)
        assert read.unreadable and read.raw == b"\x12\x34\x56"
        fault = next(e for e in events.all if isinstance(e, SourceFault) and e.code == FaultCode.BAD_MESSAGE)
        assert "12 34 56" in fault.message
    finally:
        tag.lift()


@pytest.mark.parametrize("answer, uid", [
    (bytes.fromhex("04A1B2C3D4E5F69000"), "04A1B2C3D4E5F6"),     # 7 bytes: NTAG, MIFARE Ultralight
    (bytes.fromhex("DEADBEEF9000"), "DEADBEEF"),                 # 4 bytes: MIFARE Classic
    (bytes.fromhex("6A81"), None),                               # the reader refused GET DATA
    (bytes.fromhex("DEADBE9000"), None),                         # 3 bytes: no ISO 14443 UID
    (bytes.fromhex("DEADBEEF6300"), None),                       # an error status after 4 bytes
    (b"", None),
])
def test_only_a_uid_of_4_7_or_10_bytes_with_9000_is_a_tag(answer, uid):
    assert parse_uid(answer) == uid


def test_pcscd_stopped_and_restarted_reconnects_and_reads_the_card_put_down_meanwhile(pcscd, source):
    _, events = source(pcscd.readers[0])
    events.state(SourceState.CONNECTED)
    pcscd.stop()
    lost = events.state(SourceState.RECONNECTING)
    assert "pcscd" in lost.message
    pcscd.start()
    tag = VirtualTag(pcscd.card_port(0), UID_A).place()       # put down while the source reconnects
    try:
        events.state(SourceState.CONNECTED)
        assert events.next(CardRead).tag == UID_A
    finally:
        tag.lift()


def test_reader_unplugged_and_plugged_back_reconnects_and_nothing_is_lost(pcscd, source):
    _, events = source(pcscd.readers[0])
    events.state(SourceState.CONNECTED)
    pcscd.unplug()                               # pcscd back, the reader not in its list
    missing = events.next(SourceStatus, where=lambda e: "not plugged in" in e.message)
    assert missing.state == SourceState.RECONNECTING
    pcscd.plug()
    events.state(SourceState.CONNECTED)
    tag = VirtualTag(pcscd.card_port(0), UID_B).place()
    try:
        assert events.next(CardRead).tag == UID_B
    finally:
        tag.lift()


def test_vpcd_with_the_card_event_wait_reads_each_card_and_pcscd_stops_cleanly(pcscd, source):
    """tests/pcsc_vpcd_event.c, the wait a reader with an interrupt endpoint gives pcscd (bench/pcsc.py's
    default): pcscd takes it (its log says it waits on the driver, not on its own 400 ms poll), the cards put
    down, lifted and put back are read as with vpcd alone, and pcscd still stops at SIGTERM (not killed)."""
    pcscd.set_presence("event")
    _, events = source(pcscd.readers[0])
    events.state(SourceState.CONNECTED)
    for uid in (UID_A, UID_B, UID_A):
        tag = VirtualTag(pcscd.card_port(0), uid).place()
        try:
            assert events.next(CardRead).tag == uid
        finally:
            tag.lift()
        pcscd.wait_empty()
    resting = VirtualTag(pcscd.card_port(1), UID_B).place()        # the second slot, resting: one read
    try:
        _, second = source(pcscd.readers[1])
        second.state(SourceState.CONNECTED)
        assert [r.tag for r in second.reads(1.0)] == [UID_B]
    finally:
        resting.lift()
    assert "Using the reader polling thread" in pcscd.log.read_text(errors="replace")
    pcscd.stop()
    assert pcscd.exit_code == 0, pcscd.log.read_text(errors="replace")[-2000:]
    pcscd.start()


def test_close_ends_the_wait_at_once_and_leaves_no_thread(pcscd):
    before = threading.active_count()
    for _ in range(3):
        events = Events()
        src = PcscCardSource(events, reader=pcscd.readers[0])
        src.open()
        events.state(SourceState.CONNECTED)
        started = time.monotonic()
        src.close()
        assert time.monotonic() - started < 1.0              # SCardCancel, not the 60 s wait's end
        events.state(SourceState.CLOSED)
    # Also after reconnecting: closed while waiting for pcscd.
    events = Events()
    src = PcscCardSource(events, reader=pcscd.readers[0], backoff_s=(0.1, 0.2))
    src.open()
    events.state(SourceState.CONNECTED)
    pcscd.stop()
    events.state(SourceState.RECONNECTING)
    src.close()
    pcscd.start()
    assert threading.active_count() == before


def test_pcsc_urls():
    assert PcscTarget.parse("pcsc://").reader is None
    assert PcscTarget.parse("pcsc://ACS%20ACR122U").reader == "ACS ACR122U"
    assert PcscTarget.parse("PCSC://ACS ACR122U PICC Interface 00 00").reader == "ACS ACR122U PICC Interface 00 00"
    with pytest.raises(ValueError):
        PcscTarget.parse("/dev/ttyUSB0")


def test_the_reader_map_is_checked():
    good = parse_map('[[reader]]\nname = "ACS ACR122U"\nposition = "shoe"\n'
                     '[[reader]]\nname = "Seat reader"\nposition = "seat"\nseat = 3\n')
    assert [r.words for r in good.readers] == ["shoe", "seat 3"]
    assert good.position_of("ACS ACR122U PICC Interface 00 00").position == "shoe"
    bad = {
        "": "no [[reader]]",
        '[[reader]]\nname = "A"\nposition = "board"\n': "no reader at the shoe",
        '[[reader]]\nname = "A"\nposition = "table"\n': "position is one of",
        '[[reader]]\nname = "A"\nposition = "seat"\n': "needs its seat",
        '[[reader]]\nname = "A"\nposition = "seat"\nseat = 11\n': "needs its seat",
        '[[reader]]\nname = "A"\nposition = "shoe"\nseat = 2\n': "only a seat reader",
        '[[reader]]\nname = "A"\nposition = "shoe"\ncolour = 1\n': "unknown key",
        '[[reader]]\nname = "A"\nposition = "shoe"\n[[reader]]\nname = "A B"\nposition = "board"\n':
            "more than one reader",
        '[[reader]]\nname = "A"\nposition = "shoe"\n[[reader]]\nname = "B"\nposition = "muck"\n'
        '[[reader]]\nname = "C"\nposition = "muck"\n': "same place",
        "[[reader\n": "not TOML",
    }
    for text, words in bad.items():
        with pytest.raises(PositionsError) as refused:
            parse_map(text, "readers.toml")
        assert words in refused.value.message and "readers.toml" in refused.value.message
