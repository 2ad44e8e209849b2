"""The fast PHH TOML reader gives exactly what tomllib gives, or steps aside (None)."""
from __future__ import annotations

import tomllib
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.phh import toml as phh_toml


def _tomllib(text: str):
    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError:
        return "error"


def _agree(text: str) -> None:
    fast = phh_toml.read(text)
    if fast is not None:
        expected = _tomllib(text)
        assert expected != "error", f"tomllib refuses what the fast reader read: {text!r}"
        assert fast == expected and _types(fast) == _types(expected)


def _types(value):
    if isinstance(value, dict):
        return {k: _types(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_types(v) for v in value]
    return type(value)


def test_every_shared_hand_history_reads_the_same_as_tomllib(phh_dir):
    paths = sorted(phh_dir.rglob("*.phh"))
    assert len(paths) > 2000
    slow = []
    for path in paths:
        text = path.read_text()
        found = phh_toml.read(text)
        if found is None:
            slow.append(path.relative_to(phh_dir).parts[0])
        else:
            assert found == _tomllib(text)
    # Machine-written histories are all plain; a few hand-written historical
    # ones keep comments inside their action arrays and go to tomllib.
    assert all(folder == "historical" for folder in slow) and len(slow) < 10


@pytest.mark.parametrize("text", [
    "variant = 'NT'\nantes = [0, 0]\n",
    "a = 1\n# a comment\n\nb = [\n  'x',\n  'y',\n]\n",
    "x = -5\ny = +7\nz = 0.25\nw = 1e3\nv = true\nu = false\n",
    "s = \"double\"\nt = ''\n",
    "empty = []\n",
])
def test_plain_documents_are_read_fast_and_the_same(text):
    assert phh_toml.read(text) is not None
    _agree(text)


@pytest.mark.parametrize("text", [
    "a = 1\na = 2\n",                 # a key twice: tomllib's error
    "a = 007\n",                      # leading zeros
    "a = 1_000\n",                    # underscores
    "a = 'x' # comment after a value\n",
    "a = \"esc\\\"aped\"\n",
    "[table]\na = 1\n",
    "a.b = 1\n",
    "a = 1979-05-27\n",
    "a = inf\n",
    "a = 1\r\n",
    "a = [1, # comment\n 2]\n",
    "a = '''multi\nline'''\n",
    "a = \n",
    "a = 1 2\n",
    "# comment with a control \x01 character\na = 1\n",
    "a = NaN\n",                      # JSON's constants are not TOML's
    "a = Infinity\n",
    "a = [1, -Infinity]\n",
    "a = null\n",
    "a = [1, null]\n",
    "a = {\"b\": 1}\n",
    "a = [1,\r2]\n",                   # a carriage return is JSON's whitespace, not TOML's
    "a = 'del \x7f'\n",
    "a = \"del \x7f\"\n",
    "a = 1\nb = 2, c = 3\n",
    "a = [1\nb = 2]\n",
    "a = 'x'\n\"b\" = 1\n",
    "a = 'it''s'\n",
    "= 1\n",
])
def test_anything_outside_the_plain_subset_goes_to_tomllib(text):
    assert phh_toml.read(text) is None


_scalars = st.one_of(
    st.integers(-10**12, 10**12).map(str),
    st.decimals(allow_nan=False, allow_infinity=False, places=3).map(lambda d: str(d)),
    st.sampled_from(["true", "false", "0.5", "1e3", "-0", "+3", "01", "1.", ".5", "1__0",
                     "1E5", "-0.0", "0e0", "1e05", "NaN", "Infinity", "null", "{}", "[[1], [2]]",
                     "'a\"b'", "\"a'b\"", "'\t'", "\"\x7f\"", "[1,\t2]", "[1,\r2]", "nan", "inf"]),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=8).map(lambda s: f"'{s}'"),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=8).map(lambda s: f'"{s}"'),
)
_values = st.one_of(_scalars, st.lists(_scalars, max_size=4).map(lambda xs: "[" + ", ".join(xs) + "]"),
                    st.lists(_scalars, max_size=4).map(lambda xs: "[\n  " + ",\n  ".join(xs) + ",\n]"))
_lines = st.one_of(
    st.tuples(st.from_regex(r"[A-Za-z0-9_-]{1,6}", fullmatch=True), _values).map(lambda kv: f"{kv[0]} = {kv[1]}"),
    st.just(""), st.just("# note"), st.text(max_size=10),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_lines, max_size=8), st.booleans())
def test_generated_documents_read_fast_only_as_tomllib_reads_them(lines, final_newline):
    _agree("\n".join(lines) + ("\n" if final_newline else ""))


def test_both_fast_steps_agree_on_every_shared_hand_history(phh_dir):
    """The JSON step reads what the regular expressions read, or leaves it to them."""
    read = 0
    for path in sorted(phh_dir.rglob("*.phh")):
        text = path.read_text()
        found = phh_toml._read_json_lines(text)
        if found is not None:
            read += 1
            assert found == phh_toml._read_plain(text) == _tomllib(text)
            assert _types(found) == _types(_tomllib(text))
    assert read > 2000


@settings(max_examples=400, deadline=None)
@given(st.lists(_lines, max_size=8), st.booleans())
def test_generated_documents_read_by_the_json_step_only_as_tomllib_reads_them(lines, final_newline):
    text = "\n".join(lines) + ("\n" if final_newline else "")
    found = phh_toml._read_json_lines(text)
    if found is not None:
        expected = _tomllib(text)
        assert expected != "error", f"tomllib refuses what the JSON step read: {text!r}"
        assert found == expected and _types(found) == _types(expected)
