"""One error family (issue 17): every error the console raises is a ``Refusal`` (engine/errors.py)
with a stable code, a message a dealer reads and the numbers it names.

The tree is walked: every exception class defined in engine/, hardware/, ui/
and dealer_app/ derives from Refusal, but for the few named below with the
reason; every place that raises one gives its code as a literal slug (or
passes on the code of the refusal it explains), never a code made up at run
time.
"""
from __future__ import annotations

import ast
import importlib
import inspect
import re
from pathlib import Path

import pytest

from engine.errors import EngineError, Refusal

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "hardware", "ui", "dealer_app")
SLUG = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")

# Not refusals, each for its reason:
NOT_REFUSALS = {
    # The keeper process's own refusals, inside it: sent on its socket as a code and words, which the
    # client raises as KeeperError (a Refusal); what answers imports nothing of the engine.
    "dealer_app.keeper.memory.Refused": "keeper",
    # A stop the one watching asked for, not something refused.
    "dealer_app.store.progress.Cancelled": "a stop",
    # The console's own exit: words already made of a refusal, and the process's exit status as its code.
    "dealer_app.console.app.StartRefused": "an exit",
}


def _modules() -> list[str]:
    names = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__main__":
                continue
            if parts[-1] == "__init__":
                parts.pop()
            names.append(".".join(parts))
    return names


def _error_classes() -> dict[str, type]:
    found = {}
    for name in _modules():
        module = importlib.import_module(name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, BaseException) and cls.__module__ == name:
                found[f"{name}.{cls.__qualname__}"] = cls
    return found


@pytest.fixture(scope="module")
def error_classes() -> dict[str, type]:
    return _error_classes()


def test_the_walk_finds_the_errors_of_every_layer(error_classes):
    """The walk itself: the classes of every layer the refusals come from are found."""
    for name in ("engine.errors.IllegalAction", "engine.cards.CardError", "engine.phh.errors.PhhError",
                 "engine.replay.ReplayError", "engine.settings.SettingsError", "dealer_app.store.errors.StoreError",
                 "dealer_app.store.errors.StoreDamaged", "dealer_app.supervisors.roster.SupervisorError",
                 "hardware.registration.RegistrationError", "hardware.messages.MessageError",
                 "dealer_app.files.small_files.NotReadable", "dealer_app.keeper.client.KeeperError", *NOT_REFUSALS):
        assert name in error_classes


def test_every_error_of_the_tree_is_a_refusal(error_classes):
    strays = sorted(name for name, cls in error_classes.items()
                    if not issubclass(cls, Refusal) and name not in NOT_REFUSALS)
    assert strays == []
    assert not any(issubclass(error_classes[name], Refusal) for name in NOT_REFUSALS)


def test_a_refusal_has_its_code_its_message_and_its_numbers():
    exc = Refusal("raise-below-minimum", "a raise to 30 is below the minimum raise to 40", got=30, min=40)
    assert (exc.code, exc.message, exc.numbers) == ("raise-below-minimum",
                                                    "a raise to 30 is below the minimum raise to 40",
                                                    {"got": 30, "min": 40})
    assert str(exc) == exc.message
    assert repr(exc) == "Refusal('raise-below-minimum', got=30, min=40)"


def test_each_kind_keeps_its_name_its_code_and_its_attributes():
    from dealer_app.files.small_files import NotReadable
    from dealer_app.keeper.client import KeeperError
    from dealer_app.store import RetentionError, StoreError
    from dealer_app.supervisors.roster import SupervisorError
    from engine.cards import CardError, parse_card
    from engine.phh import PhhError
    from engine.settings import SettingsError
    from hardware.messages import MessageError
    from hardware.registration import RegistrationError

    with pytest.raises(Refusal) as caught:
        parse_card("1x")
    card = caught.value
    assert isinstance(card, CardError) and isinstance(card, ValueError)     # callers catching ValueError still do
    assert (card.code, card.text, card.numbers["text"]) == ("bad-card", "1x", "1x")
    assert str(card).startswith("'1x' is not a card: ")
    phh = PhhError("bad-action", "action 3 names no player", step=3, field="actions")
    assert (phh.code, phh.step, phh.field, phh.numbers) == ("bad-action", 3, "actions", {"step": 3, "field": "actions"})
    assert repr(phh) == "PhhError(code='bad-action', step=3, message='action 3 names no player')"
    settings = SettingsError("big_blind", "100 is outside 1 to 50", "big-blind-outside", most=50)
    assert isinstance(settings, EngineError) and settings.code == "bad-session"
    assert (settings.key, settings.rule, settings.numbers) == ("big_blind", "big-blind-outside",
                                                              {"key": "big_blind", "most": 50})
    unreadable = NotReadable("too-big", "the file is 70000 bytes", size=70_000)
    assert (unreadable.code, unreadable.size, unreadable.numbers["size"]) == ("too-big", 70_000, 70_000)
    kept = KeeperError("table-known", "the keeper keeps table T1 in another store", kept="ab" * 16)
    assert isinstance(kept, Refusal) and kept.details == kept.numbers == {"kept": "ab" * 16}    # opening.py reads it
    for kind in (StoreError, RetentionError, SupervisorError, RegistrationError, MessageError, KeeperError):
        exc = kind("some-code", "a message")
        assert isinstance(exc, Refusal) and (exc.code, exc.message, str(exc)) == ("some-code", "a message",
                                                                                  "a message")


def _code_argument(call: ast.Call) -> ast.expr | None:
    if call.args:
        return call.args[0]
    return next((k.value for k in call.keywords if k.arg == "code"), None)


def _slug_pattern(text: ast.JoinedStr) -> bool:
    """f"bad-{name.replace('_', '-')}": its literal parts are a slug's, its first part a literal."""
    first = text.values[0] if text.values else None
    return (isinstance(first, ast.Constant) and all(
        re.fullmatch(r"[a-z0-9-]*", part.value) for part in text.values if isinstance(part, ast.Constant)))


def test_every_refusal_raised_names_a_stable_code():
    """``raise StoreError("hand-open", ...)``: the code is a literal slug, a named constant
    (``AlertCode.CARD_SEEN_TWICE``), the code of the refusal the new one explains (``exc.code``), a name
    holding one (a table of codes, a helper's parameter), or a slug made of a literal and a field's
    name (``f"bad-{name}"``); never text, never missing. The kinds that fix their own code (CardError,
    SettingsError, StoreDamaged) take none."""
    checked, wrong = 0, []
    for name in _modules():
        module = importlib.import_module(name)
        path = Path(module.__file__)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            kind = getattr(module, node.func.id, None)
            if not (inspect.isclass(kind) and issubclass(kind, Refusal)
                    and "code" in inspect.signature(kind.__init__).parameters):
                continue
            code = _code_argument(node)
            if isinstance(code, ast.Constant) and isinstance(code.value, str) and SLUG.fullmatch(code.value):
                checked += 1
            elif isinstance(code, ast.Attribute) and (code.attr == "code" or code.attr.isupper()):
                checked += 1
            elif isinstance(code, ast.Name) or isinstance(code, ast.JoinedStr) and _slug_pattern(code):
                checked += 1
            else:
                wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)[:80]}")
    assert wrong == []
    assert checked > 300        # the tree raises several hundred; the walk must not have missed them


def test_the_table_and_the_console_catch_refusals_once_per_request():
    """A try in dealer_app/table/ or dealer_app/console/ names at most one kind of Refusal, or names a
    kind after a handler of a narrower one that must be told apart (StoreDamaged before the store's
    other refusals: a different exit); the words of each kind are chosen in one place
    (dealer_app/table/record.refused)."""
    several = []
    for name in _modules():
        if not name.startswith(("dealer_app.table", "dealer_app.console")):
            continue
        module = importlib.import_module(name)
        path = Path(module.__file__)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Try):
                continue
            kinds = []
            for handler in node.handlers:
                names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
                for n in names:
                    kind = getattr(module, n.id, None) if isinstance(n, ast.Name) else None
                    if inspect.isclass(kind) and issubclass(kind, Refusal):
                        kinds.append(kind)
            # Two kinds where neither is a case of the other: the same request refused two ways.
            if any(not issubclass(a, b) and not issubclass(b, a) for i, a in enumerate(kinds) for b in kinds[i + 1:]):
                several.append(f"{path.relative_to(ROOT)}:{node.lineno}: {[k.__name__ for k in kinds]}")
    assert several == []
