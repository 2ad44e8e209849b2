"""The supervisors a console knows, kept in a small file of their own, with their PINs hashed.

Why a file and not the hand store: the supervisor is the one who must decide
what happens when the store itself is damaged (RULES.md 9: nothing cleared
automatically), so signing in cannot depend on the store being readable. The
store is also one file per table and append-only: a PIN changed or a
supervisor removed would stay in it for good. What supervisors *do* (sign in,
fail, get locked out, authorise) goes into the store's access log
(supervisor.py); this file only says who they are and how to check a PIN.

A PIN is never kept in clear: only ``scrypt(pin, salt)`` with a random salt per
supervisor (the cost parameters are kept beside it, so they can be raised later
without locking anyone out), compared in constant time. The lock-out state
(wrong PINs in a row, locked until when) is kept here too, so restarting the
console does not reset it. The file is written whole to a temporary file,
fsynced and renamed over the old one (never half-written), readable only by
its owner. A 4-digit PIN cannot survive someone who copies this file and
tries all 10,000 PINs offline (about ten minutes at scrypt's cost here): the
file's permissions and the machine's accounts are that protection; the hash
keeps PINs out of sight, and the lock-out stops guessing at the console.

Since issue 18 a new or changed PIN has at least 6 digits (a million PINs: at
about 150 ms a guess, some 40 hours of one core for the whole space instead of
ten minutes for 4 digits; bench/pin_hash.py). A PIN of 4 or 5 digits set
before still matches, and the desk then asks for a new one. The file's
``fingerprint`` (SHA-256 of its canonical content: supervisors, digests and
lock-out state, not the history) is what the hand store records with every
change the console makes (supervisor.py, roster_binding.py): a file changed
by anything else no longer matches the store and is refused at sign-in.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import os
import re
import secrets
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

from engine.errors import Refusal

from dealer_app.files.small_files import private_folder

FILE_FORMAT = 1
PIN_DIGITS = (6, 12)              # a new or changed PIN
KEPT_PIN_DIGITS = (4, 12)         # a PIN set before issue 18 still signs in (then must be changed)
# scrypt's cost: about 170 ms and 64 MiB a check on the console's machine at rest (bench/pin_hash.py,
# issue 18: at least 100 ms a guess; N = 2**15 was 80 ms at rest, 150 ms only under load). Digests keep
# their own parameters, so those made at 2**14 or 2**15 still match.
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2 ** 16, 8, 1
SALT_BYTES, HASH_BYTES = 16, 32
_LOCK_STATE = frozenset({"failures", "locked_until_utc_us", "locked_mono_ns", "locked_boot"})
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9 ._-]{0,31}")
# A supervisor's role (issue 28, art. 56-3-3 of the arrêté: the bad beat jackpot is paid on a supervisor's and the
# management's signatures). "floor" is every supervisor set up before roles existed: it is not written in the
# file, so an old file reads as floor and keeps its fingerprint; "management" is written, and so is part of the
# fingerprint and of the credentials the keeper signs: a role edited into the file is a changed roster.
FLOOR, MANAGEMENT = "floor", "management"
ROLES = (FLOOR, MANAGEMENT)


class SupervisorError(Refusal):
    """A refusal about the roster itself (a bad PIN rule, an id taken): nothing was changed."""


@dataclass(frozen=True, slots=True)
class PinHash:
    """What is kept of a PIN: the salt, the scrypt parameters and the digest (hex)."""

    salt: str
    digest: str
    n: int = SCRYPT_N
    r: int = SCRYPT_R
    p: int = SCRYPT_P

    @classmethod
    def of(cls, pin: str, salt: Optional[bytes] = None) -> "PinHash":
        salt = salt if salt is not None else secrets.token_bytes(SALT_BYTES)
        return cls(salt.hex(), _scrypt(pin, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P).hex())

    def matches(self, pin: str) -> bool:
        computed = _scrypt(pin, bytes.fromhex(self.salt), self.n, self.r, self.p)
        return hmac.compare_digest(computed, bytes.fromhex(self.digest))


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=HASH_BYTES,
                          maxmem=256 * r * (n + p + 2))


# Checked against when the id is unknown, so a wrong id takes as long as a wrong PIN
# (the time of a refusal does not say which ids exist).
_NOBODY = PinHash.of("0000", bytes(SALT_BYTES))


@dataclass(frozen=True, slots=True)
class Supervisor:
    id: str
    name: str
    pin: PinHash
    added_utc_us: int
    added_by: str
    failures: int = 0                  # wrong PINs in a row since the last good one
    locked_until_utc_us: int = 0       # 0: not locked (the wall clock's guess, for the words on screen)
    locked_mono_ns: int = 0            # when the lock-out began, on the monotonic clock of boot ``locked_boot``
    locked_boot: str = ""
    role: str = FLOOR                  # FLOOR or MANAGEMENT (ROLES)

    @property
    def locked(self) -> bool:
        return bool(self.locked_until_utc_us or self.locked_mono_ns)


def check_id(supervisor_id: object) -> str:
    text = supervisor_id.strip() if isinstance(supervisor_id, str) else ""
    if not _ID.fullmatch(text):
        raise SupervisorError("bad-id", "a supervisor id is 1 to 32 letters, digits, spaces, dots, dashes or "
                              "underscores, starting with a letter or digit")
    return text


def check_role(role: object) -> str:
    text = role.strip().casefold() if isinstance(role, str) else ""
    if text not in ROLES:
        raise SupervisorError("bad-role", f"a supervisor's role is {' or '.join(ROLES)}, not {role!r}",
                              role=str(role))
    return text


def check_new_pin(pin: object, supervisor_id: str = "") -> str:
    """A PIN a supervisor may choose: 6 to 12 digits, not one digit repeated, not a straight run."""
    low, high = PIN_DIGITS
    if not isinstance(pin, str) or not pin.isascii() or not pin.isdigit() or not low <= len(pin) <= high:
        raise SupervisorError("bad-pin", f"a PIN is {low} to {high} digits", low=low, high=high)
    if len(set(pin)) == 1:
        raise SupervisorError("weak-pin", "a PIN may not be one digit repeated")
    steps = {(int(b) - int(a)) % 10 for a, b in zip(pin, pin[1:])}
    if steps in ({1}, {9}):
        raise SupervisorError("weak-pin", "a PIN may not be a straight run of digits (1234, 9876)")
    if pin == supervisor_id:
        raise SupervisorError("weak-pin", "a PIN may not be the supervisor's id")
    return pin


class Roster:
    """The supervisors in one file; ``Roster.load(path)`` (an absent file is an empty roster)."""

    def __init__(self, path: Path, supervisors: dict[str, Supervisor], history: list[dict]):
        self.path = Path(path)
        self._by_key = {s.id.casefold(): s for s in supervisors.values()}
        self.history = history
        self._seen = self._stamp()

    @classmethod
    def load(cls, path) -> "Roster":
        path = Path(path)
        try:
            if not path.exists():
                return cls(path, {}, [])
            doc = json.loads(path.read_text(encoding="utf-8"))
            if doc.get("format") != FILE_FORMAT:
                raise SupervisorError("unknown-format", f"{path} is a supervisor file of format "
                                      f"{doc.get('format')!r}; this console reads format {FILE_FORMAT}")
            people = {k: Supervisor(k, v["name"], PinHash(**v["pin"]), v["added_utc_us"], v["added_by"],
                                    v.get("failures", 0), v.get("locked_until_utc_us", 0),
                                    v.get("locked_mono_ns", 0), v.get("locked_boot", ""),
                                    check_role(v.get("role", FLOOR)))
                      for k, v in doc["supervisors"].items()}
            return cls(path, people, list(doc.get("history", [])))
        except SupervisorError:
            raise
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise SupervisorError("unreadable", f"the supervisor file {path} cannot be read ({exc}); "
                                  "it was left as it is", path=str(path)) from None

    def _stamp(self) -> Optional[tuple[int, int, int]]:
        """The file as last read or written (time, size, inode): another program changing it changes this."""
        try:
            st = self.path.stat()
        except OSError:
            return None
        return st.st_mtime_ns, st.st_size, st.st_ino

    def refresh(self, *, always: bool = False) -> bool:
        """Read the file again when someone else changed it (``dealer-app supervisor add`` while the console
        runs), or ``always`` (an edit in place can keep the file's time and size); True when it was read
        again. An unreadable file keeps what was known (the error is raised)."""
        stamp = self._stamp()
        if stamp == self._seen and not always:
            return False
        fresh = Roster.load(self.path)
        self._by_key, self.history, self._seen = fresh._by_key, fresh.history, stamp
        return True

    # ------------------------------------------------------------ reading

    def __len__(self) -> int:
        return len(self._by_key)

    def find(self, supervisor_id: str) -> Optional[Supervisor]:
        """The supervisor with this id, whatever its case; None when there is none."""
        return self._by_key.get(supervisor_id.strip().casefold()) if isinstance(supervisor_id, str) else None

    def supervisors(self) -> list[Supervisor]:
        return sorted(self._by_key.values(), key=lambda s: s.id.casefold())

    @staticmethod
    def pin_matches(supervisor: Optional[Supervisor], pin: str) -> bool:
        """Constant-time check; an unknown supervisor costs the same time and never matches."""
        text = pin if isinstance(pin, str) else ""
        if supervisor is None:
            _NOBODY.matches(text)
            return False
        return supervisor.pin.matches(text)

    # ------------------------------------------------------------ what the store records of it

    def content(self) -> dict:
        """The supervisors as they are kept (the file's "supervisors"): ids, names, digests, lock-out state, and
        the role when it is not floor (so a roster of floor supervisors keeps the fingerprint it had before)."""
        return {s.id: {**({"role": s.role} if s.role != FLOOR else {}), "name": s.name,
                       "pin": {"salt": s.pin.salt, "digest": s.pin.digest, "n": s.pin.n, "r": s.pin.r, "p": s.pin.p},
                       "added_utc_us": s.added_utc_us, "added_by": s.added_by, "failures": s.failures,
                       "locked_until_utc_us": s.locked_until_utc_us, "locked_mono_ns": s.locked_mono_ns,
                       "locked_boot": s.locked_boot}
                for s in self.supervisors()}

    def fingerprint(self) -> str:
        """SHA-256 (hex) of the canonical content: the same supervisors, digests and lock-out state give the
        same fingerprint whatever the file's spacing, key order or history (the history is not a credential)."""
        return fingerprint_of(self.content())

    def credentials_fingerprint(self) -> str:
        """SHA-256 (hex) of who may sign in and how: ids, names, PIN digests, roles, never the lock-out counts. This
        is what the keeper MACs for the club (roster_binding.seal): the console changes the counts at every
        wrong PIN, which it could not have MACed; the counts are kept by the store's record of each refusal."""
        content = {sid: {k: v for k, v in person.items() if k not in _LOCK_STATE}
                   for sid, person in self.content().items()}
        canonical = json.dumps(content, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(b"dealer-roster-credentials|" + canonical.encode("utf-8")).hexdigest()

    def writable(self) -> bool:
        """Whether a lock-out could be saved now (the file, or its folder when it is not there yet)."""
        target = self.path if self.path.exists() else self.path.parent
        return os.access(target, os.W_OK) and os.access(self.path.parent, os.W_OK)

    # ------------------------------------------------------------ changing (saved at once unless save=False)

    def add(self, supervisor_id: str, name: str, pin: str, *, by: str, at_utc_us: int,
            save: bool = True, role: str = FLOOR) -> Supervisor:
        sid = check_id(supervisor_id)
        role = check_role(role)
        if self.find(sid) is not None:
            raise SupervisorError("id-taken", f"there is already a supervisor {self.find(sid).id}", id=sid)
        person = Supervisor(sid, (name or "").strip() or sid, PinHash.of(check_new_pin(pin, sid)), at_utc_us, by,
                            role=role)
        self._put(person)
        self.note({"event": "supervisor-added", "supervisor": sid, "by": by, "at_utc_us": at_utc_us,
                   **({"role": role} if role != FLOOR else {})}, save=save)
        return person

    def set_role(self, supervisor_id: str, role: str, *, by: str, at_utc_us: int, save: bool = True) -> Supervisor:
        person = self._existing(supervisor_id)
        changed = replace(person, role=check_role(role))
        self._put(changed)
        self.note({"event": "supervisor-role-changed", "supervisor": person.id, "role": changed.role,
                   "before": person.role, "by": by, "at_utc_us": at_utc_us}, save=save)
        return changed

    def management(self) -> list[Supervisor]:
        return [s for s in self.supervisors() if s.role == MANAGEMENT]

    def change_pin(self, supervisor_id: str, new_pin: str, *, by: str, at_utc_us: int, save: bool = True) -> None:
        person = self._existing(supervisor_id)
        self._put(replace(person, pin=PinHash.of(check_new_pin(new_pin, person.id)), failures=0,
                          locked_until_utc_us=0, locked_mono_ns=0, locked_boot=""))
        self.note({"event": "supervisor-pin-changed", "supervisor": person.id, "by": by, "at_utc_us": at_utc_us},
                  save=save)

    def remove(self, supervisor_id: str, *, by: str, at_utc_us: int, save: bool = True) -> None:
        person = self._existing(supervisor_id)
        del self._by_key[person.id.casefold()]
        self.note({"event": "supervisor-removed", "supervisor": person.id, "by": by, "at_utc_us": at_utc_us},
                  save=save)

    def set_lock_state(self, supervisor: Supervisor, failures: int, locked_until_utc_us: int,
                       locked_mono_ns: int = 0, locked_boot: str = "", *, save: bool = True) -> Supervisor:
        updated = replace(supervisor, failures=failures, locked_until_utc_us=locked_until_utc_us,
                          locked_mono_ns=locked_mono_ns, locked_boot=locked_boot)
        self._put(updated)
        if save:
            self.save()
        return updated

    def note(self, entry: dict, *, save: bool = True) -> None:
        """A line of the file's own history (who added, changed, removed whom), then saved."""
        self.history.append(entry)
        if save:
            self.save()

    def _existing(self, supervisor_id: str) -> Supervisor:
        person = self.find(supervisor_id)
        if person is None:
            raise SupervisorError("no-such-supervisor", f"there is no supervisor {supervisor_id!r}")
        return person

    def _put(self, person: Supervisor) -> None:
        self._by_key[person.id.casefold()] = person

    def save(self) -> None:
        """Whole or not at all: a temporary file, fsynced, renamed over the old one; owner-only."""
        doc = {"format": FILE_FORMAT, "supervisors": self.content(), "history": self.history}
        private_folder(self.path.parent)
        fd, temp = tempfile.mkstemp(prefix=self.path.name + ".", suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(doc, f, ensure_ascii=False, indent=1, sort_keys=True)
                f.flush()
                os.fsync(f.fileno())
            os.chmod(temp, 0o600)
            os.replace(temp, self.path)
            self._seen = self._stamp()           # our own write is not someone else's change
        except BaseException:
            if os.path.exists(temp):
                os.unlink(temp)
            raise
        if os.name == "posix":
            directory = os.open(self.path.parent, os.O_RDONLY)
            try:
                os.fsync(directory)
            finally:
                os.close(directory)


def fingerprint_of(content: dict) -> str:
    canonical = json.dumps(content, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(b"dealer-roster|" + canonical.encode("utf-8")).hexdigest()


def default_roster_path() -> Path:
    """``$XDG_DATA_HOME/dealer-console/supervisors.json`` (``~/.local/share/...``; ``%APPDATA%`` on Windows)."""
    if os.name == "nt" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / "dealer-console" / "supervisors.json"
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "dealer-console" / "supervisors.json"

