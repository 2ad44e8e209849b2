"""RFID deck registration, and the deck check of a card-recognising shoe.

An RFID card carries only a tag id; which card it is, the console learns
once per deck. The dealer sorts the new deck (2♣ 2♦ 2♥ 2♠ 3♣ ... A♠, the
order a deck is checked in anyway) and passes the cards over the reader
one by one while the screen names the card it expects. Each tag is given
that card. A tag seen twice is refused (the same card passed again), so is
a 53rd card; a card the dealer cannot find is skipped and reported
missing. A finished registration is stored under a name, as a JSON file in
a folder the caller chooses, and loaded again for the next session.

``check_deck`` is the same idea for a shoe that recognises faces: run the
whole deck through and learn what is missing and what is there twice.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable, Mapping, Optional, Sequence

from engine.cards import CardError, Card, full_deck, parse_card
from engine.errors import Refusal

from .source import CardRead

FILE_FORMAT = "dealer-console deck registration"
FILE_VERSION = 1
_TAG = re.compile(r"^[0-9A-F]{2,32}$")
_NAME_MAX = 60


class RegistrationError(Refusal, ValueError):
    """A registration refused, with a stable code and the numbers."""


@dataclass(frozen=True)
class DeckRegistration:
    """A registered deck: which tag is which card."""

    name: str
    tags: Mapping[str, Card]                 # tag id -> card
    created: str                             # ISO 8601, UTC
    missing: tuple[Card, ...] = ()

    def card_for(self, tag: str) -> Optional[Card]:
        return self.tags.get(tag.upper())

    def tag_of(self, card: Card) -> Optional[str]:
        return next((t for t, c in self.tags.items() if c is card or c == card), None)

    @property
    def complete(self) -> bool:
        return len(self.tags) == 52 and not self.missing

    def to_json(self) -> dict:
        by_card = sorted(((c, t) for t, c in self.tags.items()), key=lambda ct: ct[0].index)
        return {"format": FILE_FORMAT, "version": FILE_VERSION, "name": self.name, "created": self.created,
                "cards": {str(c): t for c, t in by_card}, "missing": [str(c) for c in self.missing]}

    @classmethod
    def from_json(cls, data: object, source: str = "the file") -> "DeckRegistration":
        def bad(why: str) -> RegistrationError:
            return RegistrationError("bad-file", f"{source} is not a deck registration: {why}")
        if not isinstance(data, dict) or data.get("format") != FILE_FORMAT:
            raise bad("wrong format")
        if data.get("version") != FILE_VERSION:
            raise bad(f"version {data.get('version')!r}, this console reads {FILE_VERSION}")
        name, created, cards, missing = data.get("name"), data.get("created"), data.get("cards"), \
            data.get("missing", [])
        if not isinstance(name, str) or not isinstance(created, str) or not isinstance(cards, dict) \
                or not isinstance(missing, list):
            raise bad("name, created, cards and missing are required")
        tags: dict[str, Card] = {}
        try:
            for text, tag in cards.items():
                card = parse_card(text)
                if not isinstance(tag, str) or not _TAG.match(tag):
                    raise bad(f"{text}: {tag!r} is not a tag id")
                if tag in tags:
                    raise bad(f"tag {tag} is given to both {tags[tag]} and {card}")
                tags[tag] = card
            missing_cards = tuple(parse_card(t) for t in missing)
        except CardError as exc:
            raise bad(str(exc)) from None
        return cls(name, tags, created, missing_cards)


@dataclass(frozen=True)
class RegistrationStep:
    """What happened to one read during registration."""

    accepted: bool
    code: str            # "registered" | "tag-seen-twice" | "extra-card" | "no-tag"
    message: str
    tag: Optional[str]
    card: Optional[Card]             # the card the tag now stands for (or already stood for)


class DeckRegistrationSession:
    """Registering one deck, card by card, in the order the dealer passes them."""

    def __init__(self, order: Sequence[Card] = tuple(full_deck())):
        if len(set(order)) != len(order):
            raise RegistrationError("bad-order", "the registration order names a card twice")
        self.order = tuple(order)
        self._position = 0
        self._tags: dict[str, Card] = {}
        self._skipped: list[Card] = []
        self._history: list[tuple[str, Optional[str]]] = []     # ("tag", tag) | ("skip", None)
        self.extra_tags: list[str] = []                         # tags refused as one card too many

    @property
    def expected(self) -> Optional[Card]:
        """The card to pass over the reader next; None when every card has been seen or skipped."""
        return self.order[self._position] if self._position < len(self.order) else None

    @property
    def registered(self) -> int:
        return len(self._tags)

    @property
    def skipped(self) -> tuple[Card, ...]:
        return tuple(self._skipped)

    def take(self, read: CardRead) -> RegistrationStep:
        """A read from the reader (a read with no tag cannot register anything)."""
        if read.tag is None:
            return RegistrationStep(False, "no-tag", "That read carries no tag: pass the card over the RFID reader.",
                                    None, read.card)
        return self.add_tag(read.tag)

    def add_tag(self, tag: str) -> RegistrationStep:
        tag = tag.upper()
        known = self._tags.get(tag)
        if known is not None:
            return RegistrationStep(False, "tag-seen-twice",
                                    f"Tag {tag} is already registered as {known}: that card was passed twice.",
                                    tag, known)
        card = self.expected
        if card is None:
            if tag not in self.extra_tags:
                self.extra_tags.append(tag)
            return RegistrationStep(False, "extra-card",
                                    f"The deck already has its {len(self.order)} cards: tag {tag} is one card too "
                                    "many (a 53rd card, or a card of another deck).", tag, None)
        self._tags[tag] = card
        self._position += 1
        self._history.append(("tag", tag))
        return RegistrationStep(True, "registered", f"{card} registered (tag {tag}).", tag, card)

    def skip(self) -> Optional[Card]:
        """The dealer cannot find the expected card: it is recorded missing."""
        card = self.expected
        if card is None:
            return None
        self._skipped.append(card)
        self._position += 1
        self._history.append(("skip", None))
        return card

    def undo(self) -> Optional[Card]:
        """Take back the last card registered or skipped; returns it (it is expected again)."""
        if not self._history:
            return None
        kind, tag = self._history.pop()
        self._position -= 1
        if kind == "tag":
            del self._tags[tag]          # type: ignore[arg-type]
        else:
            self._skipped.pop()
        return self.order[self._position]

    def missing(self) -> tuple[Card, ...]:
        """Cards skipped or not reached yet."""
        return tuple(self._skipped) + self.order[self._position:]

    def finish(self, name: str, created: Optional[str] = None) -> DeckRegistration:
        """The registration, named. Refused when the deck had a card too many, or ran out
        before the last card: in both cases cards after the odd one were given wrong names.
        Cards the dealer skipped (missing from the deck) are recorded as missing."""
        if self.extra_tags:
            raise RegistrationError(
                "extra-card", f"{len(self.extra_tags)} card(s) too many were passed: the deck has more than "
                f"{len(self.order)} cards, so some cards were registered under the wrong name. Take the extra "
                "card out and register the deck again.", extra=len(self.extra_tags))
        not_reached = self.order[self._position:]
        if not_reached:
            raise RegistrationError(
                "deck-short", f"The deck ran out after {self._position} cards: {not_reached[0]}"
                + (f" and {len(not_reached) - 1} more" if len(not_reached) > 1 else "")
                + " not registered. If a card is missing, undo back to it and skip it at its turn "
                "(the cards after it were registered under the wrong names).",
                registered=self._position, not_reached=len(not_reached))
        return DeckRegistration(_check_name(name), dict(self._tags),
                                created or datetime.now(timezone.utc).isoformat(timespec="seconds"),
                                tuple(sorted(self._skipped, key=lambda c: c.index)))


def _check_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise RegistrationError("bad-name", "A deck needs a name (e.g. 'Table 4 red deck').")
    if len(name) > _NAME_MAX:
        raise RegistrationError("bad-name", f"A deck name has at most {_NAME_MAX} characters, not {len(name)}.",
                                length=len(name))
    if not name.isprintable():
        raise RegistrationError("bad-name", "A deck name is plain text.")
    return name


def _file_stem(name: str) -> str:
    stem = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return stem or "deck"


class RegistrationStore:
    """Named registrations, one JSON file each, in a folder the caller passes."""

    def __init__(self, directory: os.PathLike | str):
        self.directory = Path(directory)

    def _path(self, name: str) -> Path:
        return self.directory / f"{_file_stem(_check_name(name))}.json"

    def save(self, registration: DeckRegistration, replace: bool = False) -> Path:
        path = self._path(registration.name)
        if path.exists() and not replace:
            existing = self._read(path)
            raise RegistrationError("deck-exists",
                                    f"A deck named {existing.name!r} is already registered: choose another name "
                                    "or replace it.", name=existing.name)
        _private_folder(self.directory)
        # Written whole, then moved into place: a crash leaves the old file or the new one, never half.
        # mkstemp makes the file readable by its owner only (0600), and the rename keeps that.
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=".deck-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(registration.to_json(), f, indent=1, ensure_ascii=False)
                f.write("\n")
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
        return path

    def load(self, name: str) -> DeckRegistration:
        path = self._path(name)
        if not path.exists():
            known = ", ".join(self.names()) or "none"
            raise RegistrationError("no-such-deck", f"No deck named {name!r} is registered (registered: {known}).",
                                    name=name)
        return self._read(path)

    def _read(self, path: Path) -> DeckRegistration:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise RegistrationError("bad-file", f"{path.name} cannot be read: {exc}") from None
        return DeckRegistration.from_json(data, path.name)

    def names(self) -> list[str]:
        if not self.directory.is_dir():
            return []
        names = []
        for path in sorted(self.directory.glob("*.json")):
            try:
                names.append(self._read(path).name)
            except RegistrationError:
                continue                  # a stray or damaged file is not a deck; load() says why
        return names

    def delete(self, name: str) -> None:
        path = self._path(name)
        if not path.exists():
            raise RegistrationError("no-such-deck", f"No deck named {name!r} is registered.", name=name)
        path.unlink()


@dataclass(frozen=True)
class DeckCheck:
    """A whole deck run through a recognising shoe."""

    count: int
    missing: tuple[Card, ...]
    twice: tuple[Card, ...]           # cards read more than once (a 53rd card, or a card passed twice)
    unreadable: int = 0

    @property
    def ok(self) -> bool:
        return self.count == 52 and not self.missing and not self.twice and not self.unreadable

    def words(self) -> str:
        if self.ok:
            return "The deck is complete: 52 different cards."
        parts = [f"{self.count} card(s) read"]
        if self.missing:
            parts.append("missing: " + " ".join(str(c) for c in self.missing))
        if self.twice:
            parts.append("twice: " + " ".join(str(c) for c in self.twice))
        if self.unreadable:
            parts.append(f"{self.unreadable} unreadable")
        return "; ".join(parts) + "."


def check_deck(cards: Iterable[Optional[Card]]) -> DeckCheck:
    seen: dict[Card, int] = {}
    count = unreadable = 0
    for card in cards:
        count += 1
        if card is None:
            unreadable += 1
            continue
        seen[card] = seen.get(card, 0) + 1
    missing = tuple(c for c in full_deck() if c not in seen)
    twice = tuple(sorted((c for c, n in seen.items() if n > 1), key=lambda c: c.index))
    return DeckCheck(count, missing, twice, unreadable)


def _private_folder(folder: Path) -> None:
    """The decks' folder, created readable by its owner only (0700) where it is missing (the same as
    dealer_app.files.small_files.private_folder: hardware imports nothing of the application)."""
    missing = []
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for made in reversed(missing):
        made.mkdir(mode=0o700)
        os.chmod(made, 0o700)            # mkdir's mode is cut by the umask
