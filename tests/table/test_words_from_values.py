"""The words are made from the engine's values, never by reading its sentences back (issue 17, point 3).

No module of dealer_app/words (nor the table's card checks) uses a regular
expression, except the reader of tomllib's messages, which are not the
engine's; the French words come from the values (a ``PotLimitSum``, a
``CardLabel``, a ``HandName``, a card's refusal rule, a card reader's reason).
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.card_labels import HOLE, CardLabel
from engine.cards import parse_cards
from engine.ranking.evaluation import low_values
from engine.ranking.hand_names import describe_low
from engine.ranking.hand_names import FULL_HOUSE, HandName
from engine.legal import LAST_BET, UNPOSTED_SMALL_BLIND, PotLimitSum, Term

ROOT = Path(__file__).resolve().parents[2]


def test_the_words_come_from_the_value_in_french(french):
    from dealer_app.words.table import card_label, hand_name, pot_limit_arithmetic
    from ui.kit.i18n import render
    assert render(hand_name(HandName(FULL_HOUSE, ("K", "T")))) == "full aux rois par les dix"
    assert render(card_label(CardLabel(HOLE, 2, seat=4))) == "siège 4, carte 2"
    low = describe_low(low_values([parse_cards("As 2d Kc Qh")], parse_cards("3c 5d 7h 9s Jc"), "omaha", 8)[0])
    assert render(hand_name(low)) == "7-5-3-2-A"                      # a low needs no words
    # The engine's value for 5/10 first in with no small blind posted (tests/engine/test_engine_values.py).
    first_in = PotLimitSum((Term(LAST_BET, 10), Term(UNPOSTED_SMALL_BLIND, 5)), 35, 35)
    assert render(pot_limit_arithmetic(first_in)) == "3 × 10 + 5 (petite blinde non posée) = 35"


# tomllib's messages are not the engine's: they come with no code, only English (words/toml_reader.py).
_MAY_USE_REGEX = {"toml_reader.py"}


def _imports_regex(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import) and any(a.name in ("re", "regex") for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module in ("re", "regex"):
            return True
    return False


def test_no_module_of_the_words_reads_an_engine_sentence_with_a_regex():
    words = sorted((ROOT / "dealer_app" / "words").glob("*.py"))
    assert len(words) >= 6
    assert [p.name for p in words if _imports_regex(p) and p.name not in _MAY_USE_REGEX] == []
    assert _imports_regex(ROOT / "dealer_app" / "words" / "toml_reader.py")   # the one allowed, still needed
    assert not _imports_regex(ROOT / "dealer_app" / "table" / "card_checks.py")  # the engine's card reasons too


def test_a_refusal_with_no_words_of_its_own_is_its_reason_not_a_slice_of_the_message():
    from dealer_app.words.settings import settings_refusal
    from engine.settings import SettingsError
    refusal = SettingsError("stakes.odd", "game.variant: a reason with a colon", "no-such-rule")
    assert (refusal.message, refusal.reason) == ("stakes.odd: game.variant: a reason with a colon",
                                                 "game.variant: a reason with a colon")
    assert settings_refusal(refusal) == "game.variant: a reason with a colon"


def test_a_card_readers_reason_is_taken_from_the_faults_details_not_its_sentence(french):
    from dealer_app.words.table import fault_words
    from ui.kit.i18n import render
    words = fault_words("port-unavailable", "The card reader port /dev/ttyUSB0 cannot be opened: in use.",
                        {"url": "/dev/ttyUSB0", "why": "in use"})
    assert words == "The card reader port /dev/ttyUSB0 cannot be opened: in use."
    assert render(words) != words and "/dev/ttyUSB0" in render(words) and "in use" in render(words)
    lost = fault_words("disconnected", "The card reader was lost: unplugged.", {"url": "/dev/x", "why": "unplugged"})
    assert lost.values["why"] == "unplugged" and render(lost) != lost
    # Without the reason given as a value, the sentence is shown as it is (never read back).
    assert fault_words("disconnected", "The card reader was lost: unplugged.", {}) == "The card reader was lost: unplugged."


def test_text_that_is_not_a_card_is_refused_with_a_rule_and_the_words_come_from_it(french):
    """The reason is said from the reading's rule and the French console's own letters."""
    from dealer_app.words.typed_cards import not_a_card
    from engine.card_letters import FRENCH, read_card
    from engine.cards import CardError
    from ui.kit.i18n import render
    for text, rule, what, english in (
            ("Az", "unknown-suit", "z", "'Az' is not a card: the suit “z” is unknown (suits: p ♠, c ♥, k ♦, t ♣, "
                                        "or the symbol)."),
            ("1p", "unknown-rank", "1", "'1p' is not a card: the rank “1” is unknown (ranks: A (ace), R (king), "
                                        "D (queen), V (jack), 10 9 … 2)."),
            ("A", "no-rank-and-suit", "A", "'A' is not a card: a card is a rank and a suit, like Ap or 10k.")):
        with pytest.raises(CardError) as refused:
            read_card(text, "fr")
        assert (refused.value.rule, refused.value.what) == (rule, what)
        words = not_a_card(text, refused.value, FRENCH)
        assert words == english and render(words) != english and what in render(words)
