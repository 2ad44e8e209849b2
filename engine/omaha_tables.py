"""The Omaha evaluator's lookup tables, shipped with the program.

The evaluator (engine/evaluation.py) fills its tables as boards and hole
pairs are met, which makes the first minutes of a fresh process about half
as fast as a warm one. Every entry it could ever fill is computed once, by
``python -m engine.omaha_tables`` when the evaluator changes, and shipped as
``engine/data/omaha-tables.bin``; it is installed at import, so the first
showdown of the day is as fast as the thousandth. tests/engine/test_evaluation.py
recomputes the file and checks that it is the same, byte for byte.

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
from itertools import combinations_with_replacement
from pathlib import Path

from engine import evaluation as ev

MAGIC = b"OMT1"
FILE_NAME = "omaha-tables.bin"


def board_rank_multisets() -> list[tuple[int, ...]]:
    """Every multiset of 3, 4 or 5 ranks that a board can show."""
    found = []
    for size in (3, 4, 5):
        for ranks in combinations_with_replacement(range(2, 15), size):
            if size == 5 and ranks.count(ranks[2]) == 5:
                continue  # five of a rank: no such board
            found.append(ranks)
    return found


def low_board_masks() -> list[int]:
    """Every set of 3 to 5 different low ranks (ace = bit 1 ... king = bit 13)."""
    return [m for m in range(1 << 14) if not m & 1 and 3 <= m.bit_count() <= 5]


def compute() -> bytes:
    """The whole file, computed from the evaluator's own code (not from the tables installed)."""
    saved = ev._ROWS[:]
    ev._ROWS[:] = [None] * len(saved)      # recompute the rows too
    try:
        return _compute()
    finally:
        ev._ROWS[:] = saved


def _compute() -> bytes:
    keys, vectors = array("I"), array("I")
    every_pair = range(len(ev._PAIR_KEYS))
    for ranks in board_rank_multisets():
        key = 1
        for r in ranks:
            key *= ev._PRIME[r]
        keys.append(key)
        vectors.extend(ev._rank_board_vector(ranks))
    masks, lows = array("I"), array("I")
    for mask in low_board_masks():
        masks.append(mask)
        lows.extend(ev._low_board_vector(mask))
    rows = array("I")
    for i in every_pair:
        rows.extend(ev._row(i))
    body = b"".join(_part(a) for a in (keys, vectors, masks, lows, rows))
    return MAGIC + zlib.compress(body, 9)


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


def install(data: bytes) -> bool:
    """Put the tables of ``data`` into the evaluator; False (and nothing changed) if it is not a tables file."""
    if array("I").itemsize != 4 or not data.startswith(MAGIC):
        return False
    try:
        parts = _parts(zlib.decompress(data[len(MAGIC):]))
    except (zlib.error, struct.error, ValueError):
        return False
    pairs, low_pairs = len(ev._PAIR_KEYS), ev._NO_PAIR + 1
    if len(parts) != 5:
        return False
    keys, vectors, masks, lows, rows = parts
    if (len(vectors) != pairs * len(keys) or len(lows) != low_pairs * len(masks)
            or len(rows) != pairs * len(ev._TRIPLE_KEYS)):
        return False
    for k, key in enumerate(keys):
        ev._RANK_BOARDS.setdefault(key, vectors[k * pairs:(k + 1) * pairs])
    for k, mask in enumerate(masks):
        ev._LOW_BOARDS.setdefault(mask, lows[k * low_pairs:(k + 1) * low_pairs])
    width = len(ev._TRIPLE_KEYS)
    for i in range(pairs):
        if ev._ROWS[i] is None:
            ev._ROWS[i] = rows[i * width:(i + 1) * width]
    return True


def install_shipped() -> bool:
    try:
        data = resources.files("engine").joinpath("data", FILE_NAME).read_bytes()
    except OSError:
        return False
    return install(data)


def main() -> None:  # pragma: no cover - run by hand when the evaluator changes
    path = Path(__file__).with_name("data") / FILE_NAME
    path.parent.mkdir(exist_ok=True)
    data = compute()
    path.write_bytes(data)
    print(f"wrote {path} ({len(data):,} bytes)")


if __name__ == "__main__":  # pragma: no cover
    main()
