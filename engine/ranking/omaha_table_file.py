"""The file of the Omaha evaluator's lookup tables, shipped with the program.

The evaluator (engine/ranking/evaluation.py) fills its tables as boards and hole
pairs are met, which makes the first minutes of a fresh process about half
as fast as a warm one. Every entry it could ever fill is computed once, by
``python -m engine.ranking.omaha_tables`` when the evaluator changes, and shipped as
``engine/ranking/data/omaha-tables.bin``; the evaluator installs it at import, so the
first showdown of the day is as fast as the thousandth. This module is the
file alone (its format, read and written): it knows nothing of the evaluator,
which reads it, and engine/ranking/omaha_tables.py, which computes it.

The file: ``OMT1``, then zlib of five little-endian uint32 arrays, each
preceded by its length: the rank product of each board rank multiset (3 to 5
cards), their best-per-hole-pair vectors (91 each), the low board masks,
their best-per-low-pair vectors, and the 91 pair-by-triple rows. If the file
is missing or damaged the evaluator simply fills its tables as it goes.
"""
from __future__ import annotations

import struct
import sys
import zlib
from array import array
from importlib import resources
from typing import Optional, Sequence

MAGIC = b"OMT1"
FILE_NAME = "omaha-tables.bin"


def pack(parts: Sequence[array]) -> bytes:
    """The file's bytes for the five arrays, in the order above."""
    return MAGIC + zlib.compress(b"".join(_part(a) for a in parts), 9)


def unpack(data: bytes) -> Optional[list[array]]:
    """The five arrays of a tables file; None if ``data`` is not one."""
    if array("I").itemsize != 4 or not data.startswith(MAGIC):
        return None
    try:
        parts = _parts(zlib.decompress(data[len(MAGIC):]))
    except (zlib.error, struct.error, ValueError):
        return None
    return parts if len(parts) == 5 else None


def shipped() -> Optional[bytes]:
    """The file shipped in engine/ranking/data, or None when it is missing."""
    try:
        return resources.files("engine.ranking").joinpath("data", FILE_NAME).read_bytes()
    except OSError:
        return None


def _part(values: array) -> bytes:
    if sys.byteorder == "big":  # pragma: no cover - the file is little-endian everywhere
        values = array("I", values)
        values.byteswap()
    return struct.pack("<I", len(values)) + values.tobytes()


def _parts(body: bytes) -> list[array]:
    parts, at = [], 0
    while at < len(body):
        (count,) = struct.unpack_from("<I", body, at)
        at += 4
        values = array("I")
        values.frombytes(body[at:at + 4 * count])
        if sys.byteorder == "big":  # pragma: no cover
            values.byteswap()
        at += 4 * count
        parts.append(values)
    return parts
