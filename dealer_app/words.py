"""Sentences for the dealer that the screen can say in the dealer's language (no Qt here).

The controller speaks English, but every sentence it shows is a ``Words``:
a ``str`` (the English text, so logs, tests and callers that want text are
unchanged) that also carries its translation context, its English template
and the values put into it. The window translates the template with Qt's
tools and fills in the values, formatted for the language (ui/i18n.py
``render``); when the language changes, it says the same sentence again in
the new language.

    say("Controller", "Seat {seat} ({name}) to act").format(seat=4, name="Dmitri")

``say`` is given to pyside6-lupdate as an alias of ``translate`` (see
tools/update-translations), so the template must be a plain string literal
and the values go in with ``.format``, never an f-string. A value may itself
be ``Words`` (it is translated too); ints are chip counts or numbers and are
grouped by thousands. ``%n`` with ``(s)`` is a count with its plural:
``say("Controller", "Dealt %n card(s).").format(n=3)``.
"""
from __future__ import annotations

from typing import Mapping, Optional


def _english(value: object) -> str:
    if isinstance(value, bool) or not isinstance(value, int):
        return str(value)
    return f"{value:,}"


class Words(str):
    """English text that knows how it was made (context, template, values)."""

    __slots__ = ("context", "template", "disambiguation", "values", "first_up")
    context: str
    template: str
    disambiguation: Optional[str]
    values: Mapping[str, object]
    first_up: bool                # the first letter in capitals (the sentence starts with a value)

    def __new__(cls, context: str, template: str, values: Optional[Mapping[str, object]] = None,
                disambiguation: Optional[str] = None, first_up: bool = False) -> "Words":
        values = dict(values or {})
        text = template
        if "n" in values and "%n" in template:
            count = values["n"]
            text = text.replace("%n", _english(count)).replace("(s)", "" if count == 1 else "s")
        if values:
            text = text.format(**{k: _english(v) for k, v in values.items()})
        if first_up:
            text = text[:1].upper() + text[1:]
        self = super().__new__(cls, text)
        self.context, self.template, self.disambiguation = context, template, disambiguation
        self.values, self.first_up = values, first_up
        return self

    def format(self, **values: object) -> "Words":  # type: ignore[override]
        """The same sentence with its values put in (str.format, keeping what the screen needs)."""
        return Words(self.context, self.template, {**self.values, **values}, self.disambiguation, self.first_up)

    def with_first_up(self) -> "Words":
        """The same words starting with a capital letter (in every language)."""
        return Words(self.context, self.template, self.values, self.disambiguation, True)

    def __reduce__(self):
        return (Words, (self.context, self.template, dict(self.values), self.disambiguation, self.first_up))


def say(context: str, template: str, disambiguation: Optional[str] = None) -> Words:
    """A sentence for the dealer; put its values in with ``.format(name=value)``."""
    return Words(context, template, None, disambiguation)


def first_up(text: str) -> str:
    """``text`` with a capital first letter, still translatable when it is ``Words``."""
    if isinstance(text, Words):
        return text.with_first_up()
    return text[:1].upper() + text[1:]


def join(parts: "list[str]", separator: str = " · ") -> Words:
    """Sentences side by side, each still translatable."""
    values = {f"p{i}": part for i, part in enumerate(parts)}
    return Words("", separator.join(f"{{p{i}}}" for i in range(len(parts))), values)
