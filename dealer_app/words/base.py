"""Sentences for the dealer that the screen can say in the dealer's language (no Qt here).

The controller speaks English, but every sentence it shows is a ``Words``:
a ``str`` (the English text, so logs, tests and callers that want text are
unchanged) that also carries its translation context, its English template
and the values put into it. The window translates the template with Qt's
tools and fills in the values, formatted for the language (ui/kit/i18n.py
``render``); when the language changes, it says the same sentence again in
the new language.

    say("Controller", "Seat {seat} ({name}) to act").format(seat=4, name="Dmitri")

``say`` is given to pyside6-lupdate as an alias of ``translate`` (see
tools/update-translations), so the template must be a plain string literal
and the values go in with ``.format``, never an f-string. A value may itself
be ``Words`` (it is translated too); ints are chip counts or numbers and are
grouped by thousands; a ``Decimal`` (a rate: hands per hour) is grouped too and
written with the language's decimal mark. ``%n`` with ``(s)`` is a count with its plural, given
as the fourth argument so that lupdate asks for each plural form:
``say("Controller", "Dealt %n card(s).", None, count)``.
"""
from __future__ import annotations

from decimal import Decimal
from typing import Mapping, Optional


def _english(value: object) -> str:
    if isinstance(value, Decimal):
        return f"{value:,}"          # 1,234.5: a decimal keeps its places
    if isinstance(value, bool) or not isinstance(value, int):
        return str(value)
    return f"{value:,}"


class _Unfilled(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Words(str):
    """English text that knows how it was made (context, template, values)."""

    __slots__ = ("context", "template", "disambiguation", "values", "case")
    context: str
    template: str
    disambiguation: Optional[str]
    values: Mapping[str, object]
    case: str                     # "upper" | "lower": the first letter's case, whatever the template's

    def __new__(cls, context: str, template: str, values: Optional[Mapping[str, object]] = None,
                disambiguation: Optional[str] = None, case: str = "") -> "Words":
        values = dict(values or {})
        text = template
        if "n" in values and "%n" in template:
            count = values["n"]
            text = text.replace("%n", _english(count)).replace("(s)", "" if count == 1 else "s")
        if values:
            # A value not given yet stays a placeholder: say(..., n) before .format(name=...).
            text = text.format_map(_Unfilled({k: _english(v) for k, v in values.items()}))
        if case == "upper":
            text = text[:1].upper() + text[1:]
        elif case == "lower":
            text = text[:1].lower() + text[1:]
        self = super().__new__(cls, text)
        self.context, self.template, self.disambiguation = context, template, disambiguation
        self.values, self.case = values, case
        return self

    def format(self, **values: object) -> "Words":  # type: ignore[override]
        """The same sentence with its values put in (str.format, keeping what the screen needs)."""
        return Words(self.context, self.template, {**self.values, **values}, self.disambiguation, self.case)

    def with_first_up(self) -> "Words":
        """The same words starting with a capital letter (in every language): a sentence."""
        return Words(self.context, self.template, self.values, self.disambiguation, "upper")

    def with_first_down(self) -> "Words":
        """The same words starting in lower case: inside a sentence."""
        return Words(self.context, self.template, self.values, self.disambiguation, "lower")

    def __reduce__(self):
        return (Words, (self.context, self.template, dict(self.values), self.disambiguation, self.case))


def say(context: str, template: str, disambiguation: Optional[str] = None, n: Optional[int] = None) -> Words:
    """A sentence for the dealer; put its values in with ``.format(name=value)``; ``n`` is a count (%n)."""
    return Words(context, template, None if n is None else {"n": n}, disambiguation)


def first_up(text: str) -> str:
    """``text`` with a capital first letter, still translatable when it is ``Words``."""
    if isinstance(text, Words):
        return text.with_first_up()
    return text[:1].upper() + text[1:]


def first_down(text: str) -> str:
    """``text`` starting in lower case, still translatable when it is ``Words``."""
    if isinstance(text, Words):
        return text.with_first_down()
    return text[:1].lower() + text[1:]


def either(choices: "list[str]") -> str:
    """"a or b or c", each still translatable."""
    if not choices:
        return ""
    said = choices[0]
    for choice in choices[1:]:
        said = say("Words", "{first} or {second}").format(first=said, second=choice)
    return said


def join(parts: "list[str]", separator: str = " · ") -> Words:
    """Sentences side by side, each still translatable."""
    values = {f"p{i}": part for i, part in enumerate(parts)}
    return Words("", separator.join(f"{{p{i}}}" for i in range(len(parts))), values)
