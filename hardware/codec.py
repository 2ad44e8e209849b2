"""The shoe's binary framing (docs/shoe-protocol.md): encode, and a decoder
that finds frames in whatever bytes the line delivers.

A frame on the wire::

    A5 | LEN | ~LEN | TYPE | SEQ(2) | TIME(4) | ANT | BODY(LEN-8) | CRC(2)

All numbers big-endian. The CRC is CRC-16/CCITT-FALSE over LEN .. BODY.

``FrameDecoder.feed(data) -> (frames, errors)`` is pure: it never blocks,
never raises on bad bytes and keeps at most one frame's worth of bytes
between calls. After noise or a damaged frame it resynchronises by
skipping a single byte, so a good frame that follows (even one that begins
inside the damaged one) is still found. A damaged frame that begins inside
one already reported is the same damage and is not reported again, so a line
flooded with false headers gives one report, not one per byte.
"""
from __future__ import annotations

from binascii import crc_hqx
from dataclasses import dataclass

SOF = 0xA5
HEADER_LEN = 8                       # TYPE, SEQ, TIME, ANT: what LEN counts before the body
MAX_LEN = 0xFF
MAX_BODY = MAX_LEN - HEADER_LEN      # 247
MAX_FRAME = 3 + MAX_LEN + 2          # 260 bytes: SOF, LEN, ~LEN, the LEN bytes, CRC
MIN_FRAME = 3 + HEADER_LEN + 2       # 13 bytes: a frame with no body
_SOF_BYTE = bytes([SOF])


def _crc_table() -> tuple[int, ...]:
    table = []
    for byte in range(256):
        crc = byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
        table.append(crc & 0xFFFF)
    return tuple(table)


_CRC_TABLE = _crc_table()


def crc16_ccitt(data: bytes, crc: int = 0xFFFF) -> int:
    """CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor.
    ``crc16_ccitt(b"123456789") == 0x29B1`` (the catalogue's check value).

    The standard library's ``binascii.crc_hqx`` is this CRC (the same polynomial, not
    reflected) computed in C: a line flooded with frame starts has a checksum to test
    at almost every byte, so this is the decoder's hot path (issue 18: ≥ 1 MB/s).
    """
    return crc_hqx(data, crc)


def _crc16_table_driven(data: bytes, crc: int = 0xFFFF) -> int:
    """The same CRC written out from its table: what the tests check crc_hqx against."""
    table = _CRC_TABLE
    for byte in data:
        crc = ((crc << 8) & 0xFFFF) ^ table[(crc >> 8) ^ byte]
    return crc


@dataclass(frozen=True, slots=True)
class Frame:
    """One frame as it came off the line; ``raw`` is its exact bytes."""

    type: int
    sequence: int          # 0..65535, wraps
    device_time_ms: int    # 0..2**32-1, ms since the device started, wraps
    antenna: int           # 0..255, 0: the device has one reader
    body: bytes
    raw: bytes


@dataclass(frozen=True, slots=True)
class CodecError:
    """Bytes the decoder could not use, and why (it never raises)."""

    code: str        # "noise" | "bad-checksum"
    message: str
    data: bytes      # the bytes skipped (noise: at most 64 of them are kept)
    count: int       # how many bytes were skipped


def encode(type: int, sequence: int, device_time_ms: int = 0, antenna: int = 0, body: bytes = b"") -> bytes:
    """The bytes of one frame. Raises ValueError for fields out of range (our own bug, not the line's)."""
    if not 0 <= type <= 0xFF:
        raise ValueError(f"message type {type} is not a byte")
    if not 0 <= sequence <= 0xFFFF:
        raise ValueError(f"sequence {sequence} is not 0..65535")
    if not 0 <= device_time_ms <= 0xFFFFFFFF:
        raise ValueError(f"device time {device_time_ms} is not 0..2**32-1")
    if not 0 <= antenna <= 0xFF:
        raise ValueError(f"antenna {antenna} is not 0..255")
    if len(body) > MAX_BODY:
        raise ValueError(f"a body has at most {MAX_BODY} bytes, not {len(body)}")
    length = HEADER_LEN + len(body)
    inner = (bytes((length, length ^ 0xFF, type)) + sequence.to_bytes(2, "big")
             + device_time_ms.to_bytes(4, "big") + bytes((antenna,)) + bytes(body))
    return _SOF_BYTE + inner + crc16_ccitt(inner).to_bytes(2, "big")


def decode_one(raw: bytes) -> Frame:
    """Exactly one whole frame (tests and the docs' examples); ValueError otherwise."""
    frames, errors = FrameDecoder().feed(raw)
    if errors or len(frames) != 1 or frames[0].raw != bytes(raw):
        raise ValueError(f"not exactly one good frame: {len(frames)} frame(s), "
                         f"{[e.code for e in errors]}")
    return frames[0]


_NOISE_KEPT = 64


class FrameDecoder:
    """Finds frames in a byte stream fed in pieces of any size."""

    def __init__(self) -> None:
        self._buf = bytearray()
        self._quiet_until = 0    # bytes of a frame already reported as bad-checksum are not noise too
        self.frames_decoded = 0
        self.bytes_skipped = 0

    @property
    def pending(self) -> int:
        """Bytes held for a frame not yet complete (never more than MAX_FRAME - 1)."""
        return len(self._buf)

    def feed(self, data: bytes) -> tuple[list[Frame], list[CodecError]]:
        self._buf += data
        return self._scan(final=False)

    def flush(self) -> tuple[list[Frame], list[CodecError]]:
        """Give up waiting for the rest of a frame (the line went quiet): what is
        held is scanned again as if no more bytes will come."""
        return self._scan(final=True)

    def _scan(self, final: bool) -> tuple[list[Frame], list[CodecError]]:
        # Written for speed, not looks: a line flooded with frame starts (0xA5) makes
        # this loop turn once per byte, and it must still take ≥ 1 MB/s (issue 18).
        buf = self._buf
        frames: list[Frame] = []
        errors: list[CodecError] = []
        find = buf.find
        pos = 0
        noise_start = -1                 # where skipped bytes began, not yet reported
        quiet = self._quiet_until        # bytes before this belong to a frame already reported bad
        end = len(buf)

        with memoryview(buf) as view:    # released before the buffer is trimmed
            while pos < end:
                start = find(_SOF_BYTE, pos)
                if start < 0:
                    if noise_start < 0:
                        noise_start = pos
                    pos = end
                    break
                if start > pos:
                    if noise_start < 0:
                        noise_start = pos
                    pos = start
                if end - pos < 3:
                    if not final:
                        break                                 # wait for LEN and ~LEN
                    if noise_start < 0:
                        noise_start = pos
                    pos += 1
                    continue
                length = buf[pos + 1]
                if length ^ buf[pos + 2] != 0xFF or length < HEADER_LEN:
                    if noise_start < 0:                       # an A5 that starts nothing
                        noise_start = pos
                    pos += 1
                    continue
                total = length + 5
                if end - pos < total:
                    if not final:
                        break                                 # wait for the rest of the frame
                    if noise_start < 0:
                        noise_start = pos
                    pos += 1
                    continue
                if noise_start >= 0:
                    self._report_noise(errors, buf, noise_start, pos, quiet)
                    noise_start = -1
                if crc_hqx(view[pos + 1:pos + total - 2], 0xFFFF) != (buf[pos + total - 2] << 8) | buf[pos + total - 1]:
                    self.bytes_skipped += 1
                    if pos >= quiet:
                        errors.append(CodecError(
                            "bad-checksum", f"a frame of {total} bytes failed its checksum and was dropped",
                            bytes(buf[pos:pos + total]), total))
                    # else it starts inside a frame already reported as bad: the same damage (a line
                    # flooded with frame starts would otherwise give one report per byte).
                    if pos + total > quiet:
                        quiet = pos + total
                    pos += 1                                  # a good frame may start inside the bad one
                    continue
                raw = bytes(buf[pos:pos + total])
                frames.append(Frame(
                    type=raw[3],
                    sequence=(raw[4] << 8) | raw[5],
                    device_time_ms=int.from_bytes(raw[6:10], "big"),
                    antenna=raw[10],
                    body=raw[11:total - 2],
                    raw=raw))
                self.frames_decoded += 1
                pos += total
                if pos > quiet:
                    quiet = pos
        if noise_start >= 0:
            self._report_noise(errors, buf, noise_start, pos, quiet)
        self._quiet_until = quiet
        del buf[:pos]
        self._quiet_until = max(0, self._quiet_until - pos)
        return frames, errors

    def _report_noise(self, errors: list[CodecError], buf: bytearray, start: int, upto: int, quiet: int) -> None:
        """Bytes start..upto were skipped; those past a frame already reported bad are noise."""
        self.bytes_skipped += upto - start
        start = max(start, quiet)
        if upto > start:
            skipped = bytes(buf[start:upto])
            errors.append(CodecError(
                "noise", f"{len(skipped)} byte(s) that are not a frame were skipped",
                skipped[:_NOISE_KEPT], len(skipped)))
