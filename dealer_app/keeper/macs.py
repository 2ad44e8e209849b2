"""What the keeper MACs, byte for byte (docs/hand-store.md, "The keeper's MAC").

- An event: ``HMAC-SHA256(key, b"dealer-store|" + STORE_ID + b"|" + SEQ + b"|" + HASH_HEX)``,
  SEQ in decimal, HASH_HEX the event's chain hash in lower-case hex.
- A supervisors' roster: ``HMAC-SHA256(key, b"dealer-roster|" + NAME + b"|" + DIGEST_HEX)``, NAME the
  table, DIGEST_HEX the roster's credentials fingerprint (``Roster.credentials_fingerprint``); given on the
  keeper's admin socket only (the club's).
- A club's event (a ``roster-changed`` the club's command writes): ``HMAC-SHA256(key, b"dealer-club-event|" +
  STORE_ID + b"|" + SEQ + b"|" + BODY_HEX)``, BODY_HEX = ``club_body(kind, payload)``: SHA-256 of the kind, a
  ``|`` and the payload as sorted, compact JSON without its ``club_mac``; given on the admin socket only, so
  an event claiming the club that the club's command did not write carries none that verifies.
- The key's fingerprint, what ``verify`` prints: the first 16 hex digits of
  ``SHA-256(b"dealer-keeper-id|" + key)`` (it names the key without revealing it).
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re

STORE_ID = re.compile(r"[0-9a-f]{32}")
HASH_HEX = re.compile(r"[0-9a-f]{64}")


def event_mac(key: bytes, store: str, seq: int, hash_hex: str) -> bytes:
    return hmac.new(key, b"dealer-store|" + f"{store}|{seq}|{hash_hex}".encode("ascii"), hashlib.sha256).digest()


def roster_mac(key: bytes, name: str, digest_hex: str) -> bytes:
    return hmac.new(key, b"dealer-roster|" + f"{name}|{digest_hex}".encode("utf-8"), hashlib.sha256).digest()


def club_body(kind: str, payload: dict) -> str:
    """What a club's event MAC covers of the event besides its store and seq: its kind and whole payload."""
    body = {k: v for k, v in payload.items() if k != "club_mac"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{kind}|{text}".encode("utf-8")).hexdigest()


def club_event_mac(key: bytes, store: str, seq: int, body_hex: str) -> bytes:
    return hmac.new(key, b"dealer-club-event|" + f"{store}|{seq}|{body_hex}".encode("ascii"), hashlib.sha256).digest()


def fingerprint(key: bytes) -> str:
    return hashlib.sha256(b"dealer-keeper-id|" + key).hexdigest()[:16]
