"""The virtual shoe (hardware/virtual_shoe.py) without a line: its deck, its
answers to the host, and each fault it injects, looked at byte by byte."""
from __future__ import annotations

import random

import pytest

from engine.cards import Card, full_deck, parse_cards
from hardware import rfid_ascii
from hardware.codec import FrameDecoder, decode_one
from hardware.faults import Fault, FaultPlan, parse_faults
from hardware.messages import (Ack, CardMessage, Heartbeat, Hello, Nak, NakReason, NewRound, ShoeState, SimDeal,
                               Status, StatusRequest, TagMessage, frame_bytes, parse)
from hardware.virtual_shoe import VirtualShoe, make_deck


def booted(**options) -> VirtualShoe:
    shoe = VirtualShoe(**options)
    shoe.boot(0.0)
    shoe.outbox.clear()
    return shoe


def drain(shoe):
    writes, shoe.outbox[:] = list(shoe.outbox), []
    return writes


def messages(writes):
    decoder = FrameDecoder()
    out = []
    for w in writes:
        frames, _ = decoder.feed(w.data)
        out += [(f.sequence, parse(f)) for f in frames]
    return out


def host(shoe, message, seq=1, now=0.0):
    shoe.receive(frame_bytes(message, seq), now)


def dealt_cards(writes):
    return [m.card for _, m in messages(writes) if isinstance(m, CardMessage)]


# ------------------------------------------------------------------ the deck


def test_the_same_seed_deals_the_same_deck_and_another_seed_another():
    a, b, c = booted(seed=3), booted(seed=3), booted(seed=4)
    for shoe in (a, b, c):
        shoe.deal(52, 0.0)
    deck_a, deck_c = dealt_cards(drain(a)), dealt_cards(drain(c))
    assert deck_a == dealt_cards(drain(b))
    assert deck_a != deck_c
    assert sorted(deck_a) == sorted(deck_c) == full_deck()


def test_a_scripted_order_is_dealt_as_written():
    order = parse_cards("As Kd Qh Jc Ts")
    shoe = booted(order=order)
    shoe.deal(5, 0.0)
    assert dealt_cards(drain(shoe)) == list(order)
    assert shoe.cards_left == 0


def test_the_console_asks_for_a_seeded_or_scripted_round():
    shoe = booted(seed=1)
    host(shoe, NewRound(seed=99))
    shoe.deal(52, 0.0)
    expected = make_deck(1)
    random.Random(99).shuffle(expected)
    assert dealt_cards(drain(shoe)) == [pc.card for pc in expected]
    host(shoe, NewRound(order=parse_cards("2c 3d")), seq=2)
    host(shoe, SimDeal(2), seq=3)
    got = messages(drain(shoe))
    assert [m for _, m in got if isinstance(m, Ack)] == [Ack(2), Ack(3)]
    assert [m for _, m in got if isinstance(m, CardMessage)] == [CardMessage(1, Card(2, "c")),
                                                                 CardMessage(2, Card(3, "d"))]


def test_tags_are_ten_hex_digits_and_all_different():
    deck = make_deck(5)
    assert len({pc.tag for pc in deck}) == 52
    assert all(len(pc.tag) == 10 and int(pc.tag, 16) >= 0 for pc in deck)


def test_a_51_card_deck_lacks_one_card_and_a_53_card_deck_has_one_twice():
    short, long = make_deck(8, 51), make_deck(8, 53)
    assert len(short) == 51 and len({pc.card for pc in short}) == 51
    assert len(long) == 53 and len({pc.card for pc in long}) == 52 and len({pc.tag for pc in long}) == 53
    with pytest.raises(ValueError):
        make_deck(8, 50)


# --------------------------------------------------------------- the host


def test_power_up_says_hello_with_sequence_zero():
    shoe = VirtualShoe(serial="SHOE-42")
    shoe.boot(10.0)
    ((seq, hello),) = messages(drain(shoe))
    assert seq == 0 and hello == Hello(1, 1, True, 0x0100, "SHOE-42")


def test_a_status_request_is_answered_with_ack_hello_and_status():
    shoe = booted()
    shoe.deal(3, 0.0)
    drain(shoe)
    host(shoe, StatusRequest(), seq=7)
    got = [m for _, m in messages(drain(shoe))]
    assert got == [Ack(7), Hello(1, 1, False, 0x0100, "SIM-0001"), Status(ShoeState.READY, 3)]


def test_an_unknown_command_is_refused():
    shoe = booted()
    shoe.receive(frame_bytes(Heartbeat(0, 0), 4), 0.0)          # a device message sent to the device
    assert [m for _, m in messages(drain(shoe))] == [Nak(4, NakReason.UNKNOWN_COMMAND)]


def test_a_card_is_sent_again_until_acknowledged():
    shoe = booted(retransmit_s=0.25)
    shoe.deal(1, 0.0)
    (first,) = drain(shoe)
    shoe.tick(0.2)
    assert drain(shoe) == []
    shoe.tick(0.26)
    (again,) = drain(shoe)
    assert again.data == first.data and again.what == "retransmission"
    host(shoe, Ack(decode_one(first.data).sequence), now=0.3)
    shoe.tick(1.0)
    assert all(w.what == "heartbeat" for w in drain(shoe))
    assert shoe.unacknowledged == 0


def test_a_heartbeat_every_second_with_the_count():
    shoe = booted(heartbeat_s=1.0)
    shoe.deal(2, 0.5)
    host(shoe, Ack(1), seq=1)
    host(shoe, Ack(2), seq=2)
    drain(shoe)
    shoe.tick(1.0)
    assert [m for _, m in messages(drain(shoe))] == [Heartbeat(2, ShoeState.READY)]


def test_deal_from_an_empty_shoe_is_refused_and_the_shoe_says_it_is_empty():
    shoe = booted(order=parse_cards("As"))
    host(shoe, SimDeal(1), seq=1)
    drain(shoe)
    host(shoe, SimDeal(1), seq=2)
    got = [m for _, m in messages(drain(shoe))]
    assert got == [Nak(2, NakReason.NOT_NOW), Status(ShoeState.SHOE_EMPTY, 1)]


# ------------------------------------------------------------- line faults


def test_bad_crc_damages_the_first_sending_only():
    shoe = booted()
    shoe.inject(Fault.BAD_CRC)
    shoe.deal(1, 0.0)
    (w,) = drain(shoe)
    frames, errors = FrameDecoder().feed(w.data)
    assert frames == [] and [e.code for e in errors] == ["bad-checksum"]
    shoe.tick(0.3)
    (again,) = drain(shoe)
    assert isinstance(parse(decode_one(again.data)), CardMessage)


def test_drop_sends_nothing_until_the_resend():
    shoe = booted()
    shoe.inject(Fault.DROP)
    shoe.deal(1, 0.0)
    assert drain(shoe) == []
    shoe.tick(0.3)
    assert len(dealt_cards(drain(shoe))) == 1


def test_duplicate_sends_the_same_bytes_twice():
    shoe = booted()
    shoe.inject(Fault.DUPLICATE)
    shoe.deal(1, 0.0)
    a, b = drain(shoe)
    assert a.data == b.data


def test_split_sends_a_frame_in_two_pieces_a_moment_apart():
    shoe = booted(split_gap_s=0.02)
    shoe.inject(Fault.SPLIT)
    shoe.deal(2, 0.0)
    writes = drain(shoe)
    assert [w.what for w in writes] == ["split-1", "split-2", "card"]
    assert writes[1].at == pytest.approx(0.02) and writes[2].at >= writes[1].at   # nothing overtakes
    assert isinstance(parse(decode_one(writes[0].data + writes[1].data)), CardMessage)


def test_merge_sends_two_frames_in_one_write():
    shoe = booted()
    shoe.inject(Fault.MERGE)
    shoe.deal(2, 0.0)
    (w,) = drain(shoe)
    frames, errors = FrameDecoder().feed(w.data)
    assert len(frames) == 2 and not errors and w.reads == (1, 2)


def test_noise_comes_before_the_frame():
    shoe = booted()
    shoe.inject(Fault.NOISE)
    shoe.deal(1, 0.0)
    noise, card = drain(shoe)
    assert noise.what == "noise" and 1 <= len(noise.data) <= 24
    assert isinstance(parse(decode_one(card.data)), CardMessage)


# ------------------------------------------------------------- read faults


def test_bounce_reads_the_same_card_again_at_once():
    shoe = booted(order=parse_cards("As Kd"))
    shoe.inject(Fault.BOUNCE)
    shoe.deal(1, 0.0)
    got = [m for _, m in messages(drain(shoe))]
    assert got == [CardMessage(1, Card(14, "s")), CardMessage(2, Card(14, "s"))]


def test_unknown_tag_is_a_tag_of_no_card_of_the_deck():
    shoe = booted(mode="tag", order=parse_cards("As Kd"))
    shoe.inject(Fault.UNKNOWN_TAG)
    shoe.deal(1, 0.0)
    foreign, real = [m for _, m in messages(drain(shoe))]
    tags = {pc.tag for pc in shoe.deck}
    assert isinstance(foreign, TagMessage) and foreign.tag not in tags
    assert real.tag in tags and (foreign.number, real.number) == (1, 2)


def test_on_a_recognising_shoe_a_card_of_no_deck_is_unreadable():
    shoe = booted(order=parse_cards("As Kd"))
    shoe.inject(Fault.UNKNOWN_TAG)
    shoe.deal(1, 0.0)
    assert [m for _, m in messages(drain(shoe))] == [CardMessage(1, None), CardMessage(2, Card(14, "s"))]


def test_already_dealt_passes_an_earlier_card_again():
    shoe = booted(order=parse_cards("As Kd Qh"))
    shoe.inject(Fault.ALREADY_DEALT)
    shoe.deal(3, 0.0)                                # needs two cards out first
    assert dealt_cards(drain(shoe)) == list(parse_cards("As Kd As Qh"))


# ----------------------------------------------------------- device faults


def test_a_stall_silences_everything_then_the_shoe_carries_on():
    shoe = booted(heartbeat_s=0.5)
    shoe.inject(Fault.STALL, seconds=2.0)
    shoe.tick(0.1)
    shoe.deal(1, 0.2)
    for t in (0.5, 1.0, 1.5, 2.0):
        shoe.tick(t)
    assert drain(shoe) == []
    shoe.tick(2.2)
    kinds = [type(m).__name__ for _, m in messages(drain(shoe))]
    assert kinds == ["CardMessage", "Heartbeat"]


def test_a_reboot_says_hello_with_sequence_zero_and_forgets_unconfirmed_reads():
    shoe = booted()
    shoe.deal(2, 0.0)
    drain(shoe)
    shoe.inject(Fault.REBOOT)
    shoe.tick(1.0)
    got = messages(drain(shoe))
    assert got[0] == (0, Hello(1, 1, True, 0x0100, "SIM-0001"))
    assert shoe.unacknowledged == 0


def test_a_jam_refuses_deals_and_clears_after_its_time():
    shoe = booted()
    shoe.inject(Fault.JAM, seconds=1.0)
    shoe.tick(0.0)
    host(shoe, SimDeal(1), seq=5)
    got = [m for _, m in messages(drain(shoe))]
    assert got == [Status(ShoeState.JAMMED, 0), Nak(5, NakReason.NOT_NOW)]
    shoe.tick(1.1)
    assert Status(ShoeState.READY, 0) in [m for _, m in messages(drain(shoe))]


def test_disconnect_is_asked_of_the_line():
    shoe = booted()
    shoe.inject(Fault.DISCONNECT, seconds=0.5, reboot=True)
    assert shoe.requests == [("disconnect", 0.5, True)]


# ------------------------------------------------------------ ASCII reader


def test_an_ascii_reader_sends_each_tag_repeatedly_and_takes_no_commands():
    shoe = booted(mode="ascii", order=parse_cards("As"), ascii_repeats=3)
    shoe.deal(1, 0.0)
    writes = drain(shoe)
    assert len(writes) == 3 and len({w.data for w in writes}) == 1
    reads, errors = rfid_ascii.AsciiTagDecoder().feed(writes[0].data)
    assert reads[0].tag == shoe.deck[51].tag and not errors       # As is the last card of the deck
    host(shoe, StatusRequest())
    shoe.tick(5.0)
    assert drain(shoe) == []


def test_ascii_bad_crc_is_a_wrong_checksum_digit():
    shoe = booted(mode="ascii", ascii_repeats=1)
    shoe.inject(Fault.BAD_CRC)
    shoe.deal(1, 0.0)
    (w,) = drain(shoe)
    _, errors = rfid_ascii.AsciiTagDecoder().feed(w.data)
    assert [e.code for e in errors] == ["bad-checksum"]


# -------------------------------------------------------------- the plans


def test_a_seeded_plan_goes_wrong_the_same_way_every_time():
    def run(seed):
        shoe = booted(seed=1, faults=FaultPlan(seed=seed, rate=0.3))
        shoe.deal(52, 0.0)
        return shoe.stats.faults, [w.data for w in drain(shoe)]
    assert run(5) == run(5)
    assert run(5) != run(6)
    faults, _ = run(5)
    assert 5 <= len(faults) <= 30


def test_fault_names_on_the_command_line():
    assert parse_faults("bad-crc, drop") == (Fault.BAD_CRC, Fault.DROP)
    assert set(parse_faults("all")) == set(Fault)
    with pytest.raises(ValueError, match="unknown fault 'crc'"):
        parse_faults("crc")


def test_a_scripted_order_the_deck_cannot_deal_is_refused():
    with pytest.raises(ValueError, match="more often than in the deck"):
        VirtualShoe(order=parse_cards("As As"))
    shoe = booted()
    host(shoe, NewRound(order=parse_cards("Kd Kd")), seq=3)         # from the host: refused, not a crash
    assert [m for _, m in messages(drain(shoe))] == [Nak(3, NakReason.BAD_COMMAND)]
