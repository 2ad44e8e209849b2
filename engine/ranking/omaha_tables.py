"""The Omaha evaluator's lookup tables computed ahead, for the shipped file.

``python -m engine.ranking.omaha_tables`` recomputes every entry the evaluator
(engine/ranking/evaluation.py) could ever fill, from the evaluator's own code, and
writes ``engine/ranking/data/omaha-tables.bin`` (its format: engine/ranking/omaha_table_file.py),
which the evaluator installs at import. Run it when the evaluator changes;
tests/engine/test_evaluation.py recomputes the file and checks that it is the same,
byte for byte.
"""
from __future__ import annotations

from array import array
from itertools import combinations_with_replacement
from pathlib import Path

from engine.ranking import evaluation as ev
from engine.ranking.omaha_table_file import FILE_NAME, MAGIC, pack  # noqa: F401 - named here by the tests

install = ev.install_tables   # the evaluator puts a file's tables in its own


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
    return pack((keys, vectors, masks, lows, rows))


def main() -> None:  # pragma: no cover - run by hand when the evaluator changes
    path = Path(__file__).with_name("data") / FILE_NAME
    path.parent.mkdir(exist_ok=True)
    data = compute()
    path.write_bytes(data)
    print(f"wrote {path} ({len(data):,} bytes)")


if __name__ == "__main__":  # pragma: no cover
    main()
