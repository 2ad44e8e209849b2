"""PHH collections: many hands in one file (``.phhs``), each a TOML table ``[1]``, ``[2]`` ...

pokerkit writes them (``HandHistory.dump_all``), the public hand-history sets are published
in them (thousands of online hands a file), and ``dealer-app export --all`` writes them. A
replay takes one hand of such a file by its table's name, as written in the file, and names
it so in every message: ``hands.phhs [17]``.

The file is cut at its table headers before anything is read as TOML, so a collection far
larger than one hand is found hand by hand; the hand chosen is then read by engine/phh.py
like any hand history, with all of its checks.
"""
from __future__ import annotations

import re
from typing import NamedTuple, Optional

from engine.phh.errors import PhhError

# A table header on a line of its own: [17], ["hand 17"], ['17'] (a comment may follow).
_HEADER = re.compile(r"""^[ \t]*\[[ \t]*([A-Za-z0-9_-]+|"[^"\\\n]*"|'[^'\n]*')[ \t]*\][ \t]*(?:#[^\n]*)?$""",
                     re.MULTILINE)
_BLANK_OR_COMMENT = re.compile(r"(?:[ \t]*(?:#[^\n]*)?(?:\r?\n|$))*")
# What a message quotes of the hands a file holds.
_LISTED = 5


class CollectedHand(NamedTuple):
    """One hand of a collection: its table's name, where its text begins, the text."""

    key: str
    line: int          # the header's line (1 for the first line of the file)
    text: str


def is_collection(text: str) -> bool:
    """True when the file's first line that says anything is a table header: a ``.phhs``."""
    start = _BLANK_OR_COMMENT.match(text).end()
    return _HEADER.match(text, start) is not None


def collected_hands(text: str) -> list[CollectedHand]:
    """Every hand of a collection, in file order (empty when ``text`` is not one)."""
    if not is_collection(text):
        return []
    headers = list(_HEADER.finditer(text))
    hands = []
    for i, header in enumerate(headers):
        end = headers[i + 1].start() if i + 1 < len(headers) else len(text)
        key = header.group(1)
        if key[0] in "\"'":
            key = key[1:-1]
        hands.append(CollectedHand(key, text.count("\n", 0, header.start()) + 1, text[header.end():end]))
    return hands


def chosen_hand(text: str, key: Optional[str]) -> CollectedHand:
    """The hand ``[key]`` of a collection; with no key, its only hand. PhhError ``no-such-hand``
    when there is no such hand, ``choose-hand`` when the file holds several and none was named,
    ``duplicate-hand`` when two tables have the name."""
    hands = collected_hands(text)
    if not hands:
        raise PhhError("no-such-hand", "the file holds no hand table ([1], [2] ...)")
    if key is None:
        if len(hands) > 1:
            raise PhhError("choose-hand", f"the file holds {len(hands):,} hands ({_listed(hands)}): "
                           "choose one with --hand (its name between the brackets)")
        return hands[0]
    found = [hand for hand in hands if hand.key == key]
    if not found:
        raise PhhError("no-such-hand", f"the file has no hand [{key}]; it holds {len(hands):,} "
                       f"({_listed(hands)})")
    if len(found) > 1:
        raise PhhError("duplicate-hand", f"the file has {len(found)} hands named [{key}] (lines "
                       f"{', '.join(str(hand.line) for hand in found)}): it is not a valid collection")
    return found[0]


def _listed(hands: list[CollectedHand]) -> str:
    names = [f"[{hand.key}]" for hand in hands[:_LISTED]]
    if len(hands) > _LISTED:
        names[-1:] = ["…", f"[{hands[-1].key}]"]
    return ", ".join(names)
