"""Signed checkpoints: (store id, seq, head hash, time) signed with Ed25519 on the floor side.

The hash chain proves that nothing inside a store changed, not that its tail
was not cut, that an older copy was not put back, nor that the whole chain
was not recomputed after an edit. A checkpoint does: a key that is neither
in the database nor on any table signs the head the central record holds,
and anyone with the public key checks a store against it later.

- ``keygen(path)``: the private key (PEM, mode 0600) and ``path.pub`` (the
  public key as 64 hex digits). Kept on the floor side.
- ``message(...)``: the exact bytes signed (a versioned line of text).
- ``sign_all(conn, key)``: one checkpoint per store at its central head,
  stored through ``central.record_checkpoint()``.
- ``save_beside(store_path, ...)``: the latest checkpoint written beside the
  store (``STORE.checkpoint.json``), by the uplink.
- ``check_store(store_path, checkpoint, public_key)``: what the checkpoint
  says about a store (verify and the purge use it).
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional
from urllib.request import pathname2url

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from engine.errors import Refusal

from dealer_app.files.small_files import write_private

FORMAT = "dealer-checkpoint/1"


class CheckpointError(Refusal):
    """A checkpoint refused: not signed by the floor's key, not for this store, or not readable."""


@dataclass(frozen=True)
class Checkpoint:
    store_id: str
    seq: int
    head_hash: bytes
    signed_utc_us: int
    key_id: str
    signature: bytes

    def to_dict(self) -> dict:
        return {"format": FORMAT, "store_id": self.store_id, "seq": self.seq, "head_hash": self.head_hash.hex(),
                "signed_utc_us": self.signed_utc_us, "key_id": self.key_id, "signature": self.signature.hex()}

    @classmethod
    def from_dict(cls, data: dict) -> "Checkpoint":
        try:
            if data.get("format") != FORMAT:
                raise ValueError(f"format {data.get('format')!r}")
            return cls(str(data["store_id"]), int(data["seq"]), bytes.fromhex(data["head_hash"]),
                       int(data["signed_utc_us"]), str(data["key_id"]), bytes.fromhex(data["signature"]))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise CheckpointError("bad-checkpoint", f"this is not a checkpoint file ({exc})") from None

    def message(self) -> bytes:
        return message(self.store_id, self.seq, self.head_hash, self.signed_utc_us)


def message(store_id: str, seq: int, head_hash: bytes, signed_utc_us: int) -> bytes:
    """The signed bytes: nothing else can be read into them (one line per value, fixed order)."""
    return f"{FORMAT}\n{store_id}\n{seq}\n{head_hash.hex()}\n{signed_utc_us}\n".encode("ascii")


def key_id(public: bytes) -> str:
    return hashlib.sha256(public).hexdigest()[:16]


def public_bytes(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


# ------------------------------------------------------------------ keys

def keygen(path) -> tuple[Path, str]:
    """A new signing key at ``path`` (refuses to overwrite one) and its public half at ``path.pub``."""
    path = Path(path)
    if path.exists():
        raise CheckpointError("key-exists", f"{path} already exists: a signing key is never overwritten")
    key = Ed25519PrivateKey.generate()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(pem)
    public = public_bytes(key.public_key())
    pub_path = path.with_name(path.name + ".pub")
    pub_path.write_text(public.hex() + "\n", encoding="ascii")
    return pub_path, key_id(public)


def load_private(path) -> Ed25519PrivateKey:
    try:
        key = serialization.load_pem_private_key(Path(path).read_bytes(), password=None)
    except (OSError, ValueError, TypeError) as exc:
        raise CheckpointError("bad-key", f"{path} is not a signing key made by `dealer-app central keygen` "
                              f"({exc})") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise CheckpointError("bad-key", f"{path} is not an Ed25519 key")
    return key


def load_public(path_or_hex: str) -> bytes:
    """A public key: the ``.pub`` file keygen wrote, or its 64 hex digits."""
    text = path_or_hex.strip()
    if len(text) != 64 or any(c not in "0123456789abcdefABCDEF" for c in text):
        try:
            text = Path(path_or_hex).read_text(encoding="ascii").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise CheckpointError("bad-public-key", f"cannot read the public key {path_or_hex}: {exc}") from None
    try:
        public = bytes.fromhex(text)
    except ValueError:
        public = b""
    if len(public) != 32:
        raise CheckpointError("bad-public-key", f"{path_or_hex}: a public key is 64 hex digits")
    return public


def sign(key: Ed25519PrivateKey, store_id: str, seq: int, head_hash: bytes,
         signed_utc_us: Optional[int] = None) -> Checkpoint:
    when = time.time_ns() // 1000 if signed_utc_us is None else signed_utc_us
    public = public_bytes(key.public_key())
    return Checkpoint(store_id, seq, head_hash, when, key_id(public), key.sign(message(store_id, seq, head_hash, when)))


def check_signature(cp: Checkpoint, public: bytes) -> None:
    """Raises CheckpointError unless ``public`` signed ``cp``."""
    if cp.key_id != key_id(public):
        raise CheckpointError("other-key", f"the checkpoint was signed by key {cp.key_id}, not by the floor's key "
                              f"{key_id(public)}: it proves nothing here")
    try:
        Ed25519PublicKey.from_public_bytes(public).verify(cp.signature, cp.message())
    except InvalidSignature:
        raise CheckpointError("bad-signature", f"the checkpoint's signature is not key {key_id(public)}'s: "
                              "it was altered or forged") from None


# ------------------------------------------------------------------ central

def register_key(conn, public: bytes, note: str = "") -> str:
    """The public key registered centrally (as the database's owner, at set-up)."""
    kid = key_id(public)
    conn.execute("INSERT INTO central.checkpoint_keys (key_id, public_key, note) VALUES (%s, %s, %s) "
                 "ON CONFLICT DO NOTHING", (kid, public, note))
    return kid


def sign_all(conn, key: Ed25519PrivateKey, signed_utc_us: Optional[int] = None) -> list[Checkpoint]:
    """A checkpoint for every store at the head the central record holds (stores with events only)."""
    done = []
    for store_id, head, head_hash in conn.execute(
            "SELECT store_id, head_seq, head_hash FROM central.stores WHERE head_seq > 0 ORDER BY store_id").fetchall():
        cp = sign(key, store_id, head, bytes(head_hash), signed_utc_us)
        conn.execute("SELECT central.record_checkpoint(%s, %s, %s, %s, %s, %s)",
                     (cp.store_id, cp.seq, cp.head_hash, cp.signed_utc_us, cp.key_id, cp.signature))
        done.append(cp)
    return done


def latest_central(conn, store_id: str) -> Optional[Checkpoint]:
    row = conn.execute("SELECT seq, head_hash, signed_utc_us, key_id, signature FROM central.latest_checkpoint(%s)",
                       (store_id,)).fetchone()
    if row is None or row[0] is None:
        return None
    return Checkpoint(store_id, row[0], bytes(row[1]), row[2], row[3], bytes(row[4]))


# ------------------------------------------------------------------ beside the store

def file_beside(store_path) -> Path:
    store_path = Path(store_path)
    return store_path.with_name(store_path.name + ".checkpoint.json")


def save_beside(store_path, store_id: str, row) -> Optional[Path]:
    """The latest checkpoint the server has, written beside the store when it is newer (atomically)."""
    seq, head_hash, signed, kid, _public, signature = row
    cp = Checkpoint(store_id, seq, bytes(head_hash), signed, kid, bytes(signature))
    target = file_beside(store_path)
    try:
        kept = read(target)
        if (kept.seq, kept.signed_utc_us) >= (cp.seq, cp.signed_utc_us) and kept.store_id == store_id:
            return None
    except CheckpointError:
        pass
    write_private(target, json.dumps(cp.to_dict(), indent=2) + "\n", newline="")     # a table's private file: 0600
    return target


def read(path) -> Checkpoint:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CheckpointError("no-checkpoint", f"there is no checkpoint at {path}") from None
    except (OSError, ValueError) as exc:
        raise CheckpointError("bad-checkpoint", f"{path} cannot be read as a checkpoint ({exc})") from None
    if not isinstance(data, dict):
        raise CheckpointError("bad-checkpoint", f"{path} is not a checkpoint")
    return Checkpoint.from_dict(data)


# ------------------------------------------------------------------ a store against a checkpoint

@dataclass(frozen=True)
class Finding:
    code: str            # ok | other-store | checkpoint-ahead | checkpoint-mismatch | checkpoint-purged
    message: str
    seq: Optional[int] = None

    @property
    def ok(self) -> bool:
        return self.code == "ok"


def check_store(store_path, cp: Checkpoint) -> Finding:
    """Does the store hold the signed event? (the signature is checked before, with check_signature)."""
    conn = sqlite3.connect(f"file:{pathname2url(str(Path(store_path).resolve()))}?mode=ro", uri=True)
    try:
        try:
            store_id = conn.execute("SELECT store_id FROM store_identity").fetchone()
        except sqlite3.OperationalError:
            store_id = None
        if store_id is None or store_id[0] != cp.store_id:
            return Finding("other-store", f"the checkpoint is for store {cp.store_id}, this store is "
                           f"{store_id[0] if store_id else 'without an id'}")
        head = conn.execute("SELECT seq FROM chain_head").fetchone()[0]
        if head < cp.seq:
            return Finding("checkpoint-ahead", f"a checkpoint signed event {cp.seq} of this store, but it ends at "
                           f"event {head}: its tail was cut or an older copy was put back", seq=head + 1)
        row = conn.execute("SELECT hash FROM events WHERE seq = ?", (cp.seq,)).fetchone()
        if row is None:
            base = conn.execute("SELECT through_seq, through_hash FROM chain_base WHERE through_seq = ?",
                                (cp.seq,)).fetchone()
            if base is not None and bytes(base[1]) == cp.head_hash:
                return Finding("ok", f"event {cp.seq} was purged; the purge kept its hash, the signed one")
            return Finding("checkpoint-purged", f"event {cp.seq}, which the checkpoint signed, is no longer in the "
                           "store", seq=cp.seq)
        if bytes(row[0]) != cp.head_hash:
            return Finding("checkpoint-mismatch", f"event {cp.seq} has hash {bytes(row[0]).hex()}, the checkpoint "
                           f"signed {cp.head_hash.hex()}: the record was rewritten and its chain recomputed",
                           seq=cp.seq)
        return Finding("ok", f"event {cp.seq} carries the signed hash", seq=cp.seq)
    finally:
        conn.close()


def purge_limit(store_path, public: bytes) -> int:
    """The last event a purge may remove: the one the latest valid checkpoint beside the store signed.

    0 when there is no checkpoint (or none this key signed, or it is not this store's): nothing may go."""
    try:
        cp = read(file_beside(store_path))
        check_signature(cp, public)
    except CheckpointError:
        return 0
    finding = check_store(store_path, cp)
    return cp.seq if finding.ok else 0


def fetch_latest(url: str, store_id: str) -> Optional[Checkpoint]:
    """The latest checkpoint the central record holds for a store (``verify --central``)."""
    import psycopg
    try:
        with psycopg.connect(url, autocommit=True, connect_timeout=10) as conn:
            return latest_central(conn, store_id)
    except psycopg.Error as exc:
        line = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise CheckpointError("no-server", f"cannot read the checkpoint from the central record: {line}") from None
