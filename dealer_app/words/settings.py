"""The session file's refusals and warnings as translatable ``Words`` (no Qt here).

The engine refuses a bad session file with ``SettingsError``: the key at
fault, its English message, and ``rule`` plus the values the message is made
of (engine/settings.py, and the rules it calls in engine/games.py, rules.py,
rake.py; dealer_app/files/session_file.py for the file on disk). Each rule has one
sentence here whose English text is the engine's, so the setup screen says it
in the dealer's language, with the amounts grouped and the keys and values as
they are written in the file. A refusal with no rule, or a rule this module
does not know, is passed through as its English text: never lost, only
untranslated (tests/table/test_settings_words.py checks that none is).

The warnings (an unknown section or key, fixed-limit bets off the usual
sizes) are the engine's ``SettingsWarning`` values: a code and the names and
amounts, said here by their code. The TOML reader's own message comes from
Python's tomllib, not from the engine: dealer_app/words/toml_reader.py reads
it.
"""
from __future__ import annotations

from typing import Callable, Mapping, Union

from engine.settings import (BIG_BET_NOT_TWICE_SMALL_BET, SMALL_BET_NOT_BIG_BLIND, UNKNOWN_KEY, UNKNOWN_SECTION,
                             SettingsError, SettingsWarning)

from ui.views.words import Words, either, say
from dealer_app.words.toml_reader import toml_words

# ------------------------------------------------------------ refusals

_KINDS = {
    "int": say("Settings", "a whole number"),
    "float": say("Settings", "a number"),
    "bool": say("Settings", "true or false"),
    "str": say("Settings", "text"),
    "list": say("Settings", "a list"),
}


def _listing(values: object) -> str:
    """The file's own names ("dead, moving, simplified"): the same in every language."""
    return ", ".join(map(str, values)) if isinstance(values, (tuple, list)) else str(values)


def _wrong_type(n: Mapping[str, object]) -> Words:
    want = either([_KINDS.get(str(kind), str(kind)) for kind in n["kinds"]])  # type: ignore[union-attr]
    return say("Settings", "must be {want}, not {value}").format(want=want, value=n["value"])


def _seats(n: Mapping[str, object]) -> Words:
    # Seats, whatever the game: the game's range limits the players dealt in (engine/game_limit.py).
    return say("Settings", "{seats}: a table has 2 to {most} seats").format(seats=n["seats"], most=n["most"])


def _not_toml(n: Mapping[str, object]) -> Words:
    return say("Settings", "not valid TOML ({why})").format(why=toml_words(str(n["why"])))


# rule -> its sentence, given the error's numbers. Every rule the engine names is here
# (tests/table/test_settings_words.py reads the engine's source to make sure).
RULES: dict[str, Callable[[Mapping[str, object]], Words]] = {
    # engine/settings.py: the file as a whole
    "text-too-long": lambda n: say(
        "Settings", "{characters} characters, more than the {most} a session file can be (a few hundred "
                    "are usual): not a session file").format(characters=n["characters"], most=n["most"]),
    "not-toml": _not_toml,
    "nested-too-deeply": lambda n: say("Settings", "not a session file: arrays or tables nested too deeply"),
    "number-too-long": lambda n: say("Settings", "not a session file: a number has more than {digits} digits").format(
        digits=n["digits"]),
    "not-a-section": lambda n: say("Settings", "must be a [section] of keys"),
    # any key
    "wrong-type": _wrong_type,
    "not-a-number": lambda n: say("Settings", "must be a number, not nan"),
    "negative": lambda n: say("Settings", "cannot be negative ({value})").format(value=n["value"]),
    "unbelievable": lambda n: say("Settings", "{value} is not a believable amount").format(value=n["value"]),
    # [game] (engine/games.py)
    "unknown-game": lambda n: say("Settings", "unknown game {value}; the games are {games}").format(
        value=n["value"], games=_listing(n["games"])),
    "unknown-structure": lambda n: say(
        "Settings", "unknown structure {value}; choose pot-limit, fixed-limit or no-limit").format(value=n["value"]),
    # [stakes] and [table]
    "blinds-required": lambda n: say("Settings", "the blinds are required"),
    "below-one": lambda n: say("Settings", "must be at least 1"),
    "big-blind-outside": lambda n: say(
        "Settings", "{big_blind} is outside [{least}, {most}]: the big blind is at least the small blind and "
                    "at most twice it").format(big_blind=n["big_blind"], least=n["least"], most=n["most"]),
    "limit-needs-bets": lambda n: say("Settings", "fixed limit needs a small bet and a big bet"),
    "big-bet-below-small-bet": lambda n: say("Settings", "the big bet {big_bet} is below the small bet {small_bet}").format(
        big_bet=n["big_bet"], small_bet=n["small_bet"]),
    "not-chip-unit": lambda n: say("Settings", "{amount} is not a whole number of {unit}-chips").format(
        amount=n["amount"], unit=n["unit"]),
    "max-buy-in-below-min": lambda n: say(
        "Settings", "the maximum buy-in {maximum} is below the minimum {minimum}").format(
        maximum=n["maximum"], minimum=n["minimum"]),
    "buy-in-below-big-blind": lambda n: say("Settings", "{amount} is less than one big blind ({big_blind})").format(
        amount=n["amount"], big_blind=n["big_blind"]),
    "seats-out-of-range": _seats,
    # [house] (engine/rules.py)
    "unknown-button-rule": lambda n: say("Settings", "{value}; choose dead, moving or simplified").format(
        value=n["value"]),
    "raise-cap-below-one": lambda n: say("Settings", "{cap}: a cap below 1 allows no raise at all").format(cap=n["cap"]),
    "house-choice": lambda n: say("Settings", "{field} = {value}; choose one of {choices}").format(
        field=n["field"], value=n["value"], choices=_listing(n["choices"])),
    "house-raise-cap": lambda n: say("Settings", "raise_cap must be at least 1, not {value}").format(value=n["value"]),
    "unknown-run-it": lambda n: say("Settings", "{value}; choose never or when-all-agree").format(value=n["value"]),
    "max-runs-choice": lambda n: say("Settings", "{value}: the board is run at most 2 or 3 times").format(
        value=n["value"]),
    # [table] chips, [bomb_pot], [time_collection] (RULES.md 11)
    "too-many-chips": lambda n: say("Settings", "{count} chip values, more than {most}").format(
        count=n["count"], most=n["most"]),
    "not-a-chip": lambda n: say("Settings", "{value} is not a chip: a chip is a whole number of at least 1").format(
        value=n["value"]),
    "chip-twice": lambda n: say("Settings", "the chip {value} is named twice").format(value=n["value"]),
    "unknown-bomb-pot-mode": lambda n: say("Settings", "{value}; choose off, every-n-hands or on-request").format(
        value=n["value"]),
    "bomb-pot-needs-hands": lambda n: say("Settings", "a bomb pot every N hands needs N, at least 1"),
    "bomb-pot-needs-ante": lambda n: say("Settings", "a bomb pot needs the ante every player puts in, at least 1"),
    "unknown-time-collection": lambda n: say("Settings", "{value}; choose none, per-seat or per-hand").format(
        value=n["value"]),
    "time-needs-amount": lambda n: say("Settings", "time collection needs the amount collected, at least 1"),
    "time-minutes-not-half-hours": lambda n: say(
        "Settings", "{value}: time is collected every half hour, at two minutes of the hour half an hour apart "
                    "(as [0, 30])").format(value=n["value"]),
    "time-and-rake": lambda n: say(
        "Settings", "time is collected instead of a levy on the pots, not as well: set rake.percent and "
                    "rake.fixed to 0, or time_collection.mode to none"),
    # [rake] (engine/rake.py)
    "rake-negative": lambda n: say("Settings", "{field} must not be negative, not {value}").format(
        field=n["field"], value=n["value"]),
    "rake-percent-above-100": lambda n: say("Settings", "percent must be at most 100, not {value}").format(
        value=n["value"]),
    "rake-not-chips": lambda n: say("Settings", "{field} must be a whole number of chips, not {value}").format(
        field=n["field"], value=n["value"]),
    "rake-unit-below-one": lambda n: say("Settings", "unit must be at least 1, not {value}").format(value=n["value"]),
    "rake-choice": lambda n: say("Settings", "rounding must be one of {choices}, not {value}").format(
        choices=_listing(n["choices"]), value=n["value"]),
    "rake-not-bool": lambda n: say("Settings", "{field} must be true or false, not {value}").format(
        field=n["field"], value=n["value"]),
    "rake-not-a-number": lambda n: say("Settings", "percent must be a number, not {value}").format(value=n["value"]),
    "rake-not-finite": lambda n: say("Settings", "percent must be a finite number, not {value}").format(
        value=n["value"]),
    # [jackpot], [high_hand] (engine/jackpot/rules.py; its other refusals are the rake's words)
    "jackpot-fixed-and-percent": lambda n: say(
        "Settings", "the increment is a fixed amount or a percentage, not both ({fixed} and {percent} %)").format(
        fixed=n["fixed"], percent=n["percent"]),
    "jackpot-split-not-100": lambda n: say(
        "Settings", "the payment's parts must make 100 %: loser {loser} + winner {winner} + table {table} = {total}"
    ).format(loser=n["loser"], winner=n["winner"], table=n["table"], total=n["total"]),
    "jackpot-and-drop": lambda n: say(
        "Settings", "the bad beat jackpot's increment replaces the fixed drop, not as well: set rake.jackpot to 0 "
        "(now {drop}), or jackpot.on to false").format(drop=n["drop"]),
    "jackpot-pool-name": lambda n: say(
        "Settings", "shared is true, false or the shared jackpot's name (up to 40 letters, digits, spaces, dots, "
        "dashes or underscores), not {value}").format(value=n["value"]),
    "high-hand-period": lambda n: say(
        "Settings", "{minutes}: a period is a whole part of a day, in minutes (60, 120, 30 ...)").format(
        minutes=n["minutes"]),
    "high-hand-minimum": lambda n: say(
        "Settings", "the qualifying minimum is five different cards, not {value}").format(value=n["value"]),
    # dealer_app/files/session_file.py: the file on disk
    "file-too-large": lambda n: say(
        "Settings", "{path} is {size} bytes, more than the {most} a session file can be: not a session file").format(
        path=n["path"], size=n["size"], most=n["most"]),
    "cannot-read": lambda n: say("Settings", "cannot read {path}: {why}").format(path=n["path"], why=n["why"]),
    "not-utf8": lambda n: say("Settings", "{path} is not UTF-8 text").format(path=n["path"]),
    "not-a-file": lambda n: say("Settings", "{path} is not a file (a device, a pipe or a folder): not read").format(
        path=n["path"]),
}


def settings_refusal(exc: SettingsError) -> str:
    """What is wrong with the key ``exc.key`` names, in words (the key itself is said beside it).

    The English text is the engine's message after "key: " (amounts grouped by
    thousands, as the console shows them); a refusal with no known rule is
    that text as it is.
    """
    said = RULES.get(getattr(exc, "rule", ""))
    if said is not None:
        try:
            return said(exc.numbers)
        except (KeyError, TypeError):
            pass                          # numbers this module does not expect: the engine's own words
    return getattr(exc, "reason", exc.message)


# ------------------------------------------------------------ warnings

# code -> its sentence, given the warning's numbers.
WARNINGS: dict[str, Callable[[Mapping[str, object]], Words]] = {
    UNKNOWN_SECTION: lambda n: say("Settings", "unknown section [{section}] ignored").format(section=n["section"]),
    UNKNOWN_KEY: lambda n: say("Settings", "unknown key {key} ignored").format(key=f"{n['section']}.{n['key']}"),
    # Said with the fields' own names, not the file's keys ("stakes.small_bet" means nothing at a table).
    SMALL_BET_NOT_BIG_BLIND: lambda n: say(
        "Settings", "the small bet {small_bet} is not the big blind {big_blind} (usually small bet = "
                    "big blind)").format(small_bet=n["small_bet"], big_blind=n["big_blind"]),
    BIG_BET_NOT_TWICE_SMALL_BET: lambda n: say(
        "Settings", "the big bet {big_bet} is not twice the small bet {small_bet} (usually big bet "
                    "= 2 × small bet)").format(big_bet=n["big_bet"], small_bet=n["small_bet"]),
}


def settings_warning(warning: Union[SettingsWarning, str]) -> str:
    """A warning of the session file (``settings.warnings``, the engine's ``SettingsWarning``) in words;
    any other text as it is."""
    if not isinstance(warning, SettingsWarning):
        return warning
    said = WARNINGS.get(warning.code)
    return said(warning.numbers) if said is not None else warning.english()
