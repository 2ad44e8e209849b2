"""The betting phrase both sides say: "raise to 105", "bet to 40" (no Qt here).

The table's sentences (dealer_app/words/table.py: a refusal, a chip count)
and the action pad's buttons and maximum (ui/action_pad.py) say it, so it
is written once, under one translation context ("Betting"); the pad's
buttons start it with a capital letter (``with_first_up``).
"""
from __future__ import annotations

from ui.views.words import Words, say


def raise_to_words(raise_word: str, total: int) -> Words:
    """"bet to 40" / "raise to 105" (``raise_word`` is the legal word, "bet" or "raise")."""
    if raise_word == "bet":
        return say("Betting", "bet to {total}").format(total=total)
    return say("Betting", "raise to {total}").format(total=total)
