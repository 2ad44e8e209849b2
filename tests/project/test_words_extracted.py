"""Every word on screen reaches the translators: a ``translate(...)``/``say(...)``/``self.tr(...)`` call written
inside an f-string is not read by lupdate, so its words stay English on a French screen (issue 24: "ODD CHIP" on
the French showdown). This finds any such call in ui/ and dealer_app/."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORD_CALLS = {"translate", "say", "tr", "QT_TRANSLATE_NOOP"}


def _called(node: ast.AST) -> str:
    func = node.func if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def calls_inside_f_strings(source: str) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            lines += [inner.lineno for inner in ast.walk(node) if _called(inner) in WORD_CALLS]
    return lines


def test_the_finder_finds_a_call_in_an_f_string():
    assert calls_inside_f_strings("odd.setText(f\" {translate('ShowdownPanel', 'ODD CHIP')} \")\n") == [1]
    assert calls_inside_f_strings("word = translate('ShowdownPanel', 'ODD CHIP')\nodd.setText(f' {word} ')\n") == []


def test_no_words_for_the_screen_are_made_inside_an_f_string():
    found = []
    for folder in ("ui", "dealer_app"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            found += [f"{path.relative_to(ROOT)}:{line}" for line in calls_inside_f_strings(path.read_text())]
    assert found == [], "lupdate does not read these: " + ", ".join(found)
