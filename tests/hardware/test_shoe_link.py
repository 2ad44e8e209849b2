"""The host's side of the shoe protocol (hardware/link.py), frame by frame,
with the clock passed in: the rules of docs/shoe-protocol.md section 4."""
from __future__ import annotations

import pytest

from engine.cards import Card, parse_card
from hardware.codec import decode_one, encode
from hardware.link import AsciiLink, LinkTimes, ShoeLink
from hardware.messages import (Ack, CardMessage, Heartbeat, Hello, Nak, NewRound, ShoeState, SimDeal, Status,
                               StatusRequest, TagMessage, frame_bytes, parse)
from hardware.rfid_ascii import AsciiTagDecoder, encode as ascii_encode
from hardware.source import CardRead, FaultCode, SourceFault, SourceState, SourceStatus


class Device:
    """Builds the frames a device would send, numbering them as it would."""

    def __init__(self):
        self.seq = 0
        self.count = 0
        self.ms = 0

    def frame(self, message, seq=None, ms=None):
        if seq is None:
            seq, self.seq = self.seq, (self.seq + 1) & 0xFFFF
        return decode_one(frame_bytes(message, seq, self.ms if ms is None else ms))

    def card(self, text, ms_later=100):
        self.count += 1
        self.ms += ms_later
        return self.frame(CardMessage(self.count, parse_card(text)))

    def heartbeat(self, state=ShoeState.READY):
        return self.frame(Heartbeat(self.count, state))


def reads(events):
    return [str(e.card) if e.card else e.tag for e in events if isinstance(e, CardRead)]


def faults(events, severity=None):
    return [e.code for e in events if isinstance(e, SourceFault) and (severity is None or e.severity == severity)]


def statuses(events):
    return [e.state for e in events if isinstance(e, SourceStatus)]


@pytest.fixture
def link():
    link = ShoeLink("/dev/ttyUSB0", LinkTimes(bounce_s=0.5, hold_s=1.0, heartbeat_timeout_s=3.0))
    link.port_opened(0.0)
    link.take_outbox()
    return link


def feed(link, frames, now=0.0):
    events = []
    for f in frames:
        events += link.frame(f, now)
    return events


def acked(link):
    return [parse(decode_one(raw)).sequence for raw in link.take_outbox()
            if parse(decode_one(raw)).__class__ is Ack]


def test_cards_in_order_are_delivered_and_each_is_acknowledged(link):
    dev = Device()
    events = feed(link, [dev.frame(Hello(1, 1, False, 1, "SHOE-9")), dev.card("As"), dev.card("Kd"), dev.card("2c")])
    assert reads(events) == ["As", "Kd", "2c"]
    assert statuses(events)[0] == SourceState.CONNECTED
    assert acked(link) == [1, 2, 3]
    read = [e for e in events if isinstance(e, CardRead)][0]
    assert (read.device, read.number, read.sequence, read.device_time_ms) == ("SHOE-9", 1, 1, 100)
    assert read.raw == frame_bytes(CardMessage(1, Card(14, "s")), 1, 100)


def test_the_same_frame_twice_is_acknowledged_again_but_used_once(link):
    dev = Device()
    card = dev.card("As")
    events = feed(link, [card, card])
    assert reads(events) == ["As"]
    assert faults(events) == [FaultCode.DUPLICATE_FRAME]
    assert acked(link) == [0, 0]                 # the device stops resending only when it hears the ack


def test_a_lost_heartbeat_is_a_gap_for_the_record_only(link):
    dev = Device()
    first = dev.card("As")
    dev.heartbeat()                              # lost on the line
    events = feed(link, [first, dev.card("Kd")])
    assert reads(events) == ["As", "Kd"]         # read 2 follows read 1: nothing to wait for
    assert faults(events) == [FaultCode.SEQUENCE_GAP]
    gap = [e for e in events if isinstance(e, SourceFault)][0]
    assert gap.severity == "info" and gap.details["missing"] == 1


def test_a_card_that_overtakes_a_lost_one_waits_for_it_to_be_sent_again(link):
    dev = Device()
    feed(link, [dev.heartbeat()])                # the answer to the status request: no reads yet
    lost = dev.card("As")                        # damaged on the line
    events = feed(link, [dev.card("Kd")], now=0.1)
    assert reads(events) == []                   # read 2 waits for read 1
    events = feed(link, [lost], now=0.35)        # sent again after 250 ms
    assert reads(events) == ["As", "Kd"]
    assert faults(link.tick(2.0)) == []          # nothing is missing any more


def test_a_read_still_missing_after_a_second_is_reported_lost_and_the_rest_follow(link):
    dev = Device()
    feed(link, [dev.heartbeat()])
    dev.card("As")                               # never arrives
    events = feed(link, [dev.card("Kd"), dev.card("Qh")], now=0.0)
    assert reads(events) == []
    assert link.tick(0.9) == []
    events = link.tick(1.1)
    assert faults(events) == [FaultCode.LOST_READ]
    lost = [e for e in events if isinstance(e, SourceFault)][0]
    assert lost.severity == "warning" and lost.details == {"missing": 1, "numbers": (1,)}
    assert reads(events) == ["Kd", "Qh"]


def test_a_heartbeat_shows_a_last_card_that_never_came(link):
    dev = Device()
    events = feed(link, [dev.card("As")])
    dev.card("Kd")                               # lost, and no card after it
    events += feed(link, [dev.heartbeat()], now=0.2)
    assert reads(events) == ["As"]
    events = link.tick(1.5)
    assert faults(events) == [FaultCode.LOST_READ]
    assert [e for e in events if isinstance(e, SourceFault)][0].details["numbers"] == (2,)


def test_the_same_card_within_half_a_second_is_a_bounce(link):
    dev = Device()
    events = feed(link, [dev.card("As"), dev.card("As", ms_later=30)])
    assert reads(events) == ["As"]
    assert faults(events, "info") == [FaultCode.DUPLICATE_READ]
    events = feed(link, [dev.card("As", ms_later=600)])        # later: a game matter, not a bounce
    assert reads(events) == ["As"]


def test_a_hello_at_power_up_after_frames_is_a_restart(link):
    dev = Device()
    feed(link, [dev.card("As"), dev.card("Kd")])
    dev.seq, dev.count = 0, 0
    events = feed(link, [dev.frame(Hello(1, 1, True, 1, "SHOE-9"))])
    assert faults(events) == [FaultCode.DEVICE_REBOOTED]
    events = feed(link, [dev.card("Qh")])
    assert reads(events) == ["Qh"]              # read 1 again, after the restart


def test_numbering_that_jumps_back_without_a_hello_is_a_reset(link):
    dev = Device()
    dev.seq = 5000
    feed(link, [dev.card("As")])
    dev.seq, dev.count = 3, 0
    events = feed(link, [dev.card("Kd")])
    assert FaultCode.SEQUENCE_RESET in faults(events)
    assert reads(events) == ["Kd"]


def test_silence_past_the_heartbeat_is_reported_and_the_status_asked(link):
    dev = Device()
    feed(link, [dev.heartbeat()], now=1.0)
    assert link.tick(3.9) == []
    events = link.tick(4.1)
    assert statuses(events) == [SourceState.SILENT]
    assert faults(events) == [FaultCode.HEARTBEAT_LOST]
    assert isinstance(parse(decode_one(link.take_outbox()[-1])), StatusRequest)
    assert link.tick(10.0) == []                 # reported once
    events = feed(link, [dev.heartbeat()], now=10.5)
    assert statuses(events) == [SourceState.CONNECTED]


def test_a_jam_is_a_fault_until_the_shoe_is_ready_again(link):
    dev = Device()
    events = feed(link, [dev.frame(Status(ShoeState.JAMMED, 0))])
    assert SourceState.FAULTED in statuses(events)
    assert FaultCode.SHOE_JAMMED in faults(events, "error")
    events = feed(link, [dev.heartbeat(ShoeState.JAMMED)])
    assert events == []                          # reported once
    events = feed(link, [dev.frame(Status(ShoeState.READY, 0))])
    assert statuses(events) == [SourceState.CONNECTED]


def test_an_empty_shoe_and_a_refused_command_are_reported(link):
    dev = Device()
    events = feed(link, [dev.frame(Status(ShoeState.SHOE_EMPTY, 52)), dev.frame(Nak(4, 3))])
    assert faults(events) == [FaultCode.SHOE_EMPTY, FaultCode.COMMAND_REFUSED]


def test_a_new_round_starts_the_read_numbers_again_when_acknowledged(link):
    dev = Device()
    feed(link, [dev.card("As"), dev.card("Kd")])
    command = decode_one(link.command(NewRound()))
    link.take_outbox()
    dev.count = 0
    events = feed(link, [dev.frame(Ack(command.sequence)), dev.card("Qh")])
    assert reads(events) == ["Qh"] and faults(events) == []


def test_a_round_begun_without_our_ack_is_followed(link):
    dev = Device()
    feed(link, [dev.card("As"), dev.card("Kd")])
    dev.count = 0                                # the ACK of the new round was damaged
    events = feed(link, [dev.card("Qh")])
    assert reads(events) == ["Qh"]


def test_our_own_commands_echoed_back_are_ignored(link):
    for message in (StatusRequest(), NewRound(), SimDeal(2)):
        assert link.frame(decode_one(frame_bytes(message, 9)), 0.0) == []


def test_a_good_frame_with_a_bad_body_is_reported_and_acknowledged(link):
    events = link.frame(decode_one(encode(0x02, 0, 0, 0, bytes((0, 1, 15, ord("s"))))), 0.0)
    assert faults(events) == [FaultCode.BAD_MESSAGE]
    assert acked(link) == [0]


def test_tag_reads_carry_the_tag_and_the_antenna(link):
    raw = frame_bytes(TagMessage(1, "0F002E6B4C"), 0, 50, antenna=3)
    (event,) = [e for e in link.frame(decode_one(raw), 0.0) if isinstance(e, CardRead)]
    assert (event.tag, event.card, event.antenna) == ("0F002E6B4C", None, 3)


def test_an_unreadable_card_is_still_a_read(link):
    raw = frame_bytes(CardMessage(1, None), 0, 50)
    (event,) = [e for e in link.frame(decode_one(raw), 0.0) if isinstance(e, CardRead)]
    assert event.unreadable


# -------------------------------------------------------------- ASCII readers


def test_ascii_reader_repeats_are_one_card_and_a_new_pass_is_another():
    link = AsciiLink("/dev/ttyUSB1")
    decoder = AsciiTagDecoder()
    tag = decoder.feed(ascii_encode("0F002E6B4C"))[0][0]
    events = []
    for t in (0.0, 0.06, 0.12, 0.5, 0.95):       # lying on the antenna: every repeat extends the window
        events += link.read(tag, t)
    assert reads(events) == ["0F002E6B4C"]
    assert faults(events) == [FaultCode.DUPLICATE_READ] * 4
    events = link.read(tag, 2.0)                 # passed again later
    assert reads(events) == ["0F002E6B4C"]
    read = [e for e in events if isinstance(e, CardRead)][0]
    assert read.sequence is None and read.antenna is None and read.device_time_ms is None
