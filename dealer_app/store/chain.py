"""The hash chain: canonical bytes of an event, and the link that chains it.

The encoding is written down so an auditor can check a store with any
SQLite reader and any SHA-256 tool (docs/hand-store.md):

- An event is the JSON object of its columns
  ``{"dealer", "hand", "kind", "mono_ns", "payload", "seq", "session",
  "table", "utc_us"}``: keys sorted by code point, no spaces
  (``separators=(",", ":")``), strings as UTF-8 (not escaped to ``\\uXXXX``),
  ``null`` for an absent hand or session. Values are strings, integers
  (signed 64-bit), true/false, null, lists and objects: never a float, so no
  two writers can disagree on a number's text.
- ``hash(event) = SHA-256(hash(previous event) || canonical bytes)``; the
  first event's previous hash is 32 zero bytes (after a purge: the hash of
  the last purged event, kept in ``chain_base``).

The ``payload`` column holds the payload's canonical text, so the canonical
bytes of a stored row are its columns put together without re-encoding the
payload (:func:`event_bytes`): that is what makes ``verify`` fast.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any, Optional

from .errors import StoreError

GENESIS = bytes(32)
_INT_LIMIT = 2 ** 63
_encode_string = json.JSONEncoder(ensure_ascii=False).encode


def _check(value: Any, where: str) -> None:
    """Only the JSON types the encoding allows; floats refused (no two texts for one number)."""
    if value is None or isinstance(value, (bool, str)):
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise StoreError("not-canonical", f"{where}: text that is not valid Unicode",
                                 where=where) from None
        return
    if isinstance(value, int):
        if not -_INT_LIMIT <= value < _INT_LIMIT:
            raise StoreError("not-canonical", f"{where}: {value} is beyond a 64-bit integer", where=where)
        return
    if isinstance(value, float):
        raise StoreError("not-canonical", f"{where}: {value!r} is a float; records hold whole numbers only "
                         "(chips, microseconds), or text", where=where)
    if isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            _check(item, f"{where}[{i}]")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise StoreError("not-canonical", f"{where}: key {key!r} is not text", where=where)
            _check(item, f"{where}.{key}")
        return
    raise StoreError("not-canonical", f"{where}: a {type(value).__name__} cannot be recorded "
                     "(bytes are written as hex text)", where=where)


def canonical_json(value: Any, where: str = "payload") -> str:
    """The one text of ``value``: sorted keys, no spaces, UTF-8, integers only."""
    _check(value, where)
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


_QUOTED: dict[str, str] = {}      # kinds, tables, dealers: few texts, quoted millions of times


def _quote(text: str) -> str:
    quoted = _QUOTED.get(text)
    if quoted is None:
        if not isinstance(text, str):
            raise TypeError(f"{text!r} is not text")
        quoted = _encode_string(text)
        if len(_QUOTED) < 4096:
            _QUOTED[text] = quoted
    return quoted


def event_bytes(seq: int, kind: str, session: Optional[int], hand: Optional[int], table: str,
                dealer: str, utc_us: int, mono_ns: int, payload_text: str) -> bytes:
    """Canonical bytes of a stored event, from its columns (``payload_text`` already canonical).

    Equal to ``canonical_json`` of the whole event as a dict (tested), built
    by hand because verify runs it for every event of the store. A column of
    the wrong type (a tampered row) raises TypeError or ValueError.
    """
    if type(payload_text) is not str:
        raise TypeError("the payload is not text")
    return (f'{{"dealer":{_quote(dealer)},"hand":{"null" if hand is None else int(hand)},"kind":{_quote(kind)},'
            f'"mono_ns":{int(mono_ns)},"payload":{payload_text},"seq":{int(seq)},'
            f'"session":{"null" if session is None else int(session)},"table":{_quote(table)},'
            f'"utc_us":{int(utc_us)}}}').encode("utf-8")


def link(previous: bytes, canonical: bytes) -> bytes:
    """The event's hash: SHA-256 over the previous hash and the event's canonical bytes."""
    return hashlib.sha256(previous + canonical).digest()
