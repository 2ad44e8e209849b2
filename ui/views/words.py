"""Sentences for the dealer that the screen can say in the dealer's language (no Qt here).

The controller speaks English, but every sentence it shows is a ``Words``:
a ``str`` (the English text, so logs, tests and callers that want text are
unchanged) that also carries its translation context, its English template
and the values put into it. ``fill`` says it in a language: the template
translated by a lookup, the values put in, formatted for the language. The
window's lookup is Qt's translator (ui/kit/i18n.py ``render``); paper and files
read the same catalogues without Qt (dealer_app/words/book.py ``speak``); both
fill the same way, here. When the language changes, the window says the same
sentence again in the new language.

Here, in ui/views, because both sides say them: dealer_app makes them and ui
shows them, and ui never imports dealer_app.

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
from typing import Callable, Mapping, Optional


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


# (context, template, disambiguation, n) -> the template in the language (%n filled in when n != -1).
Lookup = Callable[[str, str, Optional[str], int], str]


def fill(text: str, language: str, lookup: Lookup, amount: Callable[[int], str],
         decimal: Callable[[Decimal], str]) -> str:
    """``text`` said in ``language``: ``Words`` translated by ``lookup``, its values (themselves
    filled) put in, ints as ``amount`` writes chips and Decimals as ``decimal`` writes rates; cards
    (``engine.card_letters.CardFaces``, "K♥") in the language's letters ("R♥" in French); plain text,
    or a translation whose placeholders do not fit, as the English text it is."""
    said_in = getattr(text, "said_in", None)
    if said_in is not None:
        return said_in(language)
    template = getattr(text, "template", None)
    if template is None:
        return str(text)
    context: str = text.context                      # type: ignore[attr-defined]
    values = text.values                             # type: ignore[attr-defined]
    count = values.get("n", -1) if "%n" in template else -1
    said = lookup(context, template, text.disambiguation, count) if context else template  # type: ignore[attr-defined]
    if "(s)" in said and count != -1:               # no plural forms installed: the English rule
        said = said.replace("%n", amount(count)).replace("(s)", "" if count == 1 else "s")
    if values:
        shown = {k: _filled(v, language, lookup, amount, decimal) for k, v in values.items()}
        try:
            said = said.format(**shown)
        except (KeyError, IndexError, ValueError):
            return str(text)
    case = getattr(text, "case", "")
    if case == "upper":
        said = said[:1].upper() + said[1:]
    elif case == "lower":
        said = said[:1].lower() + said[1:]
    return said


def _filled(v: object, language: str, lookup: Lookup, amount: Callable[[int], str],
            decimal: Callable[[Decimal], str]) -> str:
    if isinstance(v, Decimal):
        return decimal(v)
    if isinstance(v, int) and not isinstance(v, bool):
        return amount(v)
    return fill(v, language, lookup, amount, decimal)  # type: ignore[arg-type]
