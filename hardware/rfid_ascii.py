"""The ASCII framing of the common low-cost 125 kHz RFID reader modules
(RDM6300, ID-12/ID-20 and their clones; docs/shoe-protocol.md, section 6).

One read on the wire::

    STX(02) | ten hex digits: the tag | two hex digits: XOR of the 5 tag bytes | [CR LF] | ETX(03)

There is no sequence number, no antenna and no device clock, and such a
reader repeats a tag for as long as it lies on the antenna. The decoder has
the same shape as the shoe's (``feed(bytes) -> (reads, errors)``, never
blocks, never raises, bounded); the driver copes with what is missing.
"""
from __future__ import annotations

from dataclasses import dataclass

from .codec import CodecError

STX = 0x02
ETX = 0x03
TAG_DIGITS = 10
MAX_READ = 1 + TAG_DIGITS + 2 + 2 + 1        # with the optional CR LF
_HEX = frozenset(b"0123456789ABCDEFabcdef")
_STX_BYTE = bytes([STX])


@dataclass(frozen=True, slots=True)
class AsciiTagRead:
    tag: str        # ten upper-case hex digits
    raw: bytes


def checksum(tag: str) -> int:
    """XOR of the five bytes the ten hex digits stand for."""
    value = 0
    for byte in bytes.fromhex(tag):
        value ^= byte
    return value


def encode(tag: str, crlf: bool = False) -> bytes:
    tag = tag.upper()
    if len(tag) != TAG_DIGITS or not set(tag.encode()) <= _HEX:
        raise ValueError(f"a tag is {TAG_DIGITS} hex digits, not {tag!r}")
    return (_STX_BYTE + tag.encode() + f"{checksum(tag):02X}".encode()
            + (b"\r\n" if crlf else b"") + bytes([ETX]))


class AsciiTagDecoder:
    """Finds tag reads in a byte stream fed in pieces of any size."""

    def __init__(self) -> None:
        self._buf = bytearray()
        self.frames_decoded = 0
        self.bytes_skipped = 0

    @property
    def pending(self) -> int:
        return len(self._buf)

    def feed(self, data: bytes) -> tuple[list[AsciiTagRead], list[CodecError]]:
        self._buf += data
        return self._scan(final=False)

    def flush(self) -> tuple[list[AsciiTagRead], list[CodecError]]:
        return self._scan(final=True)

    def _scan(self, final: bool) -> tuple[list[AsciiTagRead], list[CodecError]]:
        buf = self._buf
        reads: list[AsciiTagRead] = []
        errors: list[CodecError] = []
        pos = 0
        noise_from = -1
        end = len(buf)

        def noise_until(upto: int) -> None:
            nonlocal noise_from
            if noise_from >= 0 and upto > noise_from:
                skipped = bytes(buf[noise_from:upto])
                self.bytes_skipped += len(skipped)
                errors.append(CodecError("noise", f"{len(skipped)} byte(s) that are not a tag read were skipped",
                                         skipped[:64], len(skipped)))
            noise_from = -1

        while pos < end:
            start = buf.find(_STX_BYTE, pos)
            if start < 0:
                if noise_from < 0:
                    noise_from = pos
                pos = end
                break
            if start > pos and noise_from < 0:
                noise_from = pos
            pos = start
            verdict, length = _read_at(buf, pos, end)
            if verdict == "wait" and not final:
                break
            if verdict in ("wait", "no"):
                if noise_from < 0:
                    noise_from = pos
                pos += 1
                continue
            noise_until(pos)
            raw = bytes(buf[pos:pos + length])
            tag = raw[1:1 + TAG_DIGITS].decode().upper()
            sent = int(raw[1 + TAG_DIGITS:3 + TAG_DIGITS], 16)
            pos += length
            if checksum(tag) != sent:
                self.bytes_skipped += length
                errors.append(CodecError(
                    "bad-checksum", f"tag read {tag} failed its checksum ({sent:02X}, not {checksum(tag):02X})",
                    raw, length))
                continue
            self.frames_decoded += 1
            reads.append(AsciiTagRead(tag, raw))
        noise_until(pos)
        del buf[:pos]
        return reads, errors


def _read_at(buf: bytearray, pos: int, end: int) -> tuple[str, int]:
    """("yes", length) for a well-formed read at pos (checksum not yet checked),
    ("no", 0) when the bytes cannot be one, ("wait", 0) when more are needed."""
    digits_end = pos + 1 + TAG_DIGITS + 2
    for i in range(pos + 1, min(digits_end, end)):
        if buf[i] not in _HEX:
            return "no", 0
    if end <= digits_end:
        return "wait", 0
    after = buf[digits_end]
    if after == ETX:
        return "yes", digits_end + 1 - pos
    if after != 0x0D:
        return "no", 0
    if end <= digits_end + 1:
        return "wait", 0
    if buf[digits_end + 1] != 0x0A:
        return "no", 0
    if end <= digits_end + 2:
        return "wait", 0
    if buf[digits_end + 2] != ETX:
        return "no", 0
    return "yes", digits_end + 3 - pos
