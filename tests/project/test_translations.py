"""The translations are Qt's own files, up to date, French complete, shipped with the program.

``tools/update-translations --check`` re-reads the strings of ui/ and dealer_app/ (their syntax
trees), merges them with pyside6-lupdate and compiles with pyside6-lrelease, and compares: a string added to the source without its French translation, or a .qm not rebuilt,
fails here.
"""
from __future__ import annotations

import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "ui" / "translations"
SCRIPT = ROOT / "tools" / "update-translations"
PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9]*\}")

# Values given to every hand name that a template may use or not: "of kings" / "d'as" lets
# French elide ("carré d'as") where English says "four aces" (dealer_app/words/table.py).
OPTIONAL_VALUES = {"Hands": {"{of_ranks}", "{of_ranks2}", "{ranks}", "{ranks2}"}}


def messages(ts: Path):
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            yield name, message.findtext("source", ""), message.get("numerus") == "yes", forms, translation


def test_the_translation_files_are_up_to_date_and_french_is_complete():
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_every_french_entry_is_finished_and_keeps_the_placeholders():
    entries = list(messages(TS_DIR / "dealer_console_fr.ts"))
    assert len(entries) > 250
    for context, source, numerus, forms, translation in entries:
        assert translation.get("type") is None, f"{context}: {source!r} is not finished"
        wanted = set(PLACEHOLDER.findall(source))
        for form in forms:
            assert form.strip(), f"{context}: {source!r} has an empty translation"
            got = set(PLACEHOLDER.findall(form))
            optional = OPTIONAL_VALUES.get(context, set())
            assert got - wanted <= optional, f"{context}: {form!r} uses a value {source!r} does not give"
            assert wanted - got <= optional, f"{context}: {form!r} leaves out a value of {source!r}"
            if numerus:
                assert "%n" in form, f"{context}: {form!r} leaves out the count"
        if numerus:
            assert len(forms) == 2, f"{context}: French has two plural forms, {source!r} has {len(forms)}"


def test_the_compiled_translations_ship_as_package_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "translations/*.qm" in config["tool"]["setuptools"]["package-data"]["ui"]
    for code in ("fr", "en", "ru"):
        assert (TS_DIR / f"dealer_console_{code}.qm").stat().st_size > 0


def test_lupdate_extracts_the_ways_the_code_is_told_to_write_strings(tmp_path):
    """What ui/kit/i18n.py documents: translate(), say() (an alias given to lupdate), QT_TRANSLATE_NOOP;
    and why a tr(context, text) wrapper is not offered."""
    source = tmp_path / "sample.py"
    source.write_text(
        'from ui.kit.i18n import translate, QT_TRANSLATE_NOOP\n'
        'from ui.views.words import say\n'
        'a = translate("Pad", "Call {amount}").format(amount=30)\n'
        'b = say("Controller", "Dealt %n card(s).", None, 3)\n'
        'c = QT_TRANSLATE_NOOP("Vocabulary", "Pot Limit")\n'
        'd = tr("Pad", "wrongly filed")\n', encoding="utf-8")
    ts = tmp_path / "out.ts"
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not beside this Python")
    subprocess.run([str(lupdate), "-silent", "-locations", "none", "-tr-function-alias", "translate+=say",
                    str(source), "-ts", str(ts)], check=True)
    found = {(c, s): n for c, s, n, _, _ in messages(ts)}
    assert ("Pad", "Call {amount}") in found
    assert found[("Controller", "Dealt %n card(s).")] is True          # asks for each plural form
    assert ("Vocabulary", "Pot Limit") in found
    assert ("Pad", "wrongly filed") not in found                      # tr(a, b) is tr(text, comment)


def _calls_lupdate_cannot_read():
    """translate/say/QT_TRANSLATE_NOOP calls whose context is not a string literal, or whose text is an
    f-string: lupdate leaves the first out of the .ts, and files the second under its braces."""
    import ast
    names = {"translate", "say", "QT_TRANSLATE_NOOP"}
    for folder in ("ui", "dealer_app"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.name == "i18n.py" and folder == "ui":
                continue                           # the helpers themselves pass their arguments on
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call) or len(node.args) < 2:
                    continue
                func = node.func
                name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
                if name not in names:
                    continue
                context, text = node.args[0], node.args[1]
                literal = isinstance(context, ast.Constant) and isinstance(context.value, str)
                text_literal = isinstance(text, ast.Constant) and isinstance(text.value, str)
                if isinstance(text, ast.JoinedStr) or text_literal and not literal:
                    yield f"{path.relative_to(ROOT)}:{node.lineno}"


def test_every_translatable_call_is_one_lupdate_can_read():
    assert list(_calls_lupdate_cannot_read()) == []


def _update_translations():
    import importlib.machinery
    import importlib.util
    loader = importlib.machinery.SourceFileLoader("update_translations", str(SCRIPT))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader("update_translations", loader))
    loader.exec_module(module)
    return module


def test_every_way_the_code_writes_a_string_is_found_plurals_with_any_count_included():
    """The strings come from the syntax tree, not from lupdate's Python reader, which changes with the
    PySide6 release: 6.11.3's dropped a plural whose count is ``len(x)`` or ``status.n``, 6.12.0's a
    call inside an f-string ("ODD CHIP" stayed English on the French showdown)."""
    source = '''
class Panel:
    def words(self, status, seats):
        a = translate("Table", "%n card(s)", "", status.cards)
        b = say("Central", "offline — %n hand(s) waiting", None, len(seats))
        c = say("Central", "synced", n=None)
        d = f" {translate('ShowdownPanel', 'ODD CHIP')} "
        e = self.tr("Deal", "the button")
        f = QT_TRANSLATE_NOOP("SetupDialog", "Pot Limit")
        g = translate("Table", "joined " "by Python")
        g2 = translate("Table", "built " + "at run time")
        h = translate("Table", status.text)
        i = translate("Table", "no count", None, -1)
'''
    found = _update_translations().messages(source)
    assert found == [
        ("Table", "%n card(s)", "", True),
        ("Central", "offline — %n hand(s) waiting", "", True),
        ("Central", "synced", "", False),
        ("ShowdownPanel", "ODD CHIP", "", False),
        ("Panel", "Deal", "the button", False),
        ("SetupDialog", "Pot Limit", "", False),
        ("Table", "joined by Python", "", False),         # adjacent literals are one string; "+" is not
        ("Table", "no count", "", False),
    ]


def test_raise_to_is_one_phrase_under_one_context():
    # Issue 27: the table's sentences and the action pad say "raise to 105" / "bet to 40" with the same words
    # (ui/views/betting.py), not one copy per side under two contexts.
    tool = _update_translations()
    said = [(path, context, text) for path in tool.sources()
            for context, text, _, _ in tool.messages((ROOT / path).read_text(encoding="utf-8"), path)
            if re.fullmatch(r"(?i)(bet|raise) to \{\w+\}", text)]
    assert sorted(said) == [("ui/views/betting.py", "Betting", "bet to {total}"),
                            ("ui/views/betting.py", "Betting", "raise to {total}")]
