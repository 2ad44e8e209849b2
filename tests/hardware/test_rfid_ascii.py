"""The 125 kHz readers' ASCII framing (docs/shoe-protocol.md section 6):
STX, ten hex digits, the two-digit XOR checksum, optional CR LF, ETX."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hardware.rfid_ascii import MAX_READ, AsciiTagDecoder, checksum, encode

DOC = Path(__file__).resolve().parents[2] / "docs" / "shoe-protocol.md"


def _examples() -> list[tuple[str, bytes]]:
    text = DOC.read_text(encoding="utf-8")
    out = []
    for body in re.findall(r"```rfid-ascii\n(.*?)```", text, re.S):
        fields = dict(line.split(":", 1) for line in body.strip().splitlines())
        out.append((fields["tag"].strip(), bytes.fromhex(fields["bytes"].replace(" ", ""))))
    return out


@pytest.mark.parametrize(("tag", "wire"), _examples())
def test_documented_examples(tag, wire):
    assert encode(tag, crlf=b"\r\n" in wire) == wire
    reads, errors = AsciiTagDecoder().feed(wire)
    assert [r.tag for r in reads] == [tag] and not errors


def test_the_checksum_is_the_xor_of_the_five_bytes():
    assert checksum("0F002E6B4C") == 0x0F ^ 0x00 ^ 0x2E ^ 0x6B ^ 0x4C == 0x06


def test_a_wrong_checksum_is_reported_and_the_next_read_is_found():
    good = encode("1234567890")
    bad = good[:11] + b"FF" + good[13:]
    reads, errors = AsciiTagDecoder().feed(bad + good)
    assert [r.tag for r in reads] == ["1234567890"]
    assert [e.code for e in errors] == ["bad-checksum"]


def test_lower_case_digits_are_read_as_the_same_tag():
    wire = b"\x02" + b"0f002e6b4c" + b"06" + b"\x03"
    reads, _ = AsciiTagDecoder().feed(wire)
    assert [r.tag for r in reads] == ["0F002E6B4C"]


def test_noise_and_a_broken_read_are_skipped():
    good = encode("0A0B0C0D0E")
    reads, errors = AsciiTagDecoder().feed(b"\xff\x02zz" + good + b"\x00\x01")
    assert [r.tag for r in reads] == ["0A0B0C0D0E"]
    assert {e.code for e in errors} == {"noise"}


def test_a_read_cut_into_bytes_is_found():
    decoder = AsciiTagDecoder()
    found = []
    for b in encode("0F002E6B4C", crlf=True):
        found += decoder.feed(bytes([b]))[0]
    assert [r.tag for r in found] == ["0F002E6B4C"]


tags = st.integers(0, 2**40 - 1).map(lambda v: f"{v:010X}")


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.binary(max_size=20), tags, st.booleans()), max_size=10), st.binary(max_size=20),
       st.lists(st.integers(0, 5000)))
def test_reads_mixed_with_garbage_are_all_recovered_in_order(items, tail, cuts):
    stream, expected = b"", []
    for junk, tag, crlf in items:
        stream += junk + encode(tag, crlf)
        expected.append(tag)
    stream += tail
    points = sorted({c % (len(stream) + 1) for c in cuts}) + [len(stream)]
    decoder, found, last = AsciiTagDecoder(), [], 0
    for p in points:
        found += decoder.feed(stream[last:p])[0]
        last = p
    found += decoder.flush()[0]
    assert [r.tag for r in found] == expected
    assert decoder.pending == 0


@settings(max_examples=200, deadline=None)
@given(st.lists(st.binary(max_size=100), max_size=20))
def test_arbitrary_bytes_never_raise_and_stay_bounded(pieces):
    decoder = AsciiTagDecoder()
    for piece in pieces:
        decoder.feed(piece)
        assert decoder.pending < MAX_READ
