"""The central commands' errors in the command's language (its --lang): one line on the standard error."""
from __future__ import annotations

import argparse
import sys

from ui.views.words import say


def error(args: argparse.Namespace, words) -> None:
    """One line on the standard error, in the command's language (its --lang; English without one)."""
    from dealer_app.words.book import speak
    lead = speak(say("CentralReport", "error: {why}").format(why=words), getattr(args, "lang", "en"))
    print(lead, file=sys.stderr)


def checkpoint_words(exc):
    """A checkpoint refusal in words (the register's own are Words already; the key's, by their code)."""
    from ui.views.words import Words
    if isinstance(exc.message, Words):
        return exc.message
    said = {"bad-public-key": say("CentralReport", "the floor's public key cannot be read"),
            "other-key": say("CentralReport", "a checkpoint was signed by another key than the floor's"),
            "bad-signature": say("CentralReport", "a checkpoint's signature is not the floor key's")}.get(exc.code)
    return said.format() if said is not None else exc.message
