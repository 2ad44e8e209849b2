"""The game's names the screens show, marked for translation (Qt's lupdate reads them here).

The engine and the session name games and structures in English
(``Game.name``, ``Structure.label``); screens show them with
``game_name(game.name)`` and ``structure_name(structure.label)``, which fall
back to the English name for one not listed.
"""
from __future__ import annotations

from .i18n import QT_TRANSLATE_NOOP, translate

STRUCTURES = (
    QT_TRANSLATE_NOOP("Vocabulary", "Pot Limit"),
    QT_TRANSLATE_NOOP("Vocabulary", "Limit"),
    QT_TRANSLATE_NOOP("Vocabulary", "No Limit"),
)

GAMES = (
    QT_TRANSLATE_NOOP("Vocabulary", "Omaha"),
    QT_TRANSLATE_NOOP("Vocabulary", "Omaha Hi-Lo"),
    QT_TRANSLATE_NOOP("Vocabulary", "5-card Omaha"),
    QT_TRANSLATE_NOOP("Vocabulary", "Big O (5-card Omaha Hi-Lo)"),
    QT_TRANSLATE_NOOP("Vocabulary", "6-card Omaha"),
    QT_TRANSLATE_NOOP("Vocabulary", "Courchevel"),
    QT_TRANSLATE_NOOP("Vocabulary", "Courchevel Hi-Lo"),
    QT_TRANSLATE_NOOP("Vocabulary", "Texas Hold'em"),
)


def structure_name(label: str) -> str:
    """"Pot Limit", "Limit", "No Limit" in the language in force."""
    return translate("Vocabulary", label) if label in STRUCTURES else label


def game_name(name: str) -> str:
    """A game's name as the dealer reads it ("5-card Omaha" -> "Omaha 5 cartes")."""
    return translate("Vocabulary", name) if name in GAMES else name
