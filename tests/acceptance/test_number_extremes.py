"""Numbers at both extremes in every numeric field (issue 24): a coded refusal or a correct replay,
never a traceback.

``dealer-app replay`` with ``antes = [1e999999999, 0]`` ended in ``decimal.Overflow``: the amount
was normalised in a decimal context before it was compared with the largest believable one.
Here every numeric field of a hand history (the forced bets, the bet sizes, the stacks, the
amounts in actions, the per-player lists and the single numbers a file may carry) and of a
session file is given huge, tiny, negative, not-a-number, infinite, long-decimal and exponent
numbers, alone and together. Each replay must end with exit 0 and a document whose chips add
up, or exit 2 or 3 with ``{"error": {"code", "step", "message"}}``.
"""
from __future__ import annotations

import io
import json
import subprocess
import sys
import tomllib
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

from dealer_app.commands.replay import EXIT_BAD_INPUT, EXIT_OK, EXIT_UNSUPPORTED, run
from engine.settings import SettingsError, parse_session

ROOT = Path(__file__).resolve().parents[2]

# What TOML may write as a number (and a few it may not), at the extremes.
EXTREMES = [
    "1e999999999", "-1e999999999", "1e-999999999", "-1e-999999999", "1E+999999", "9e999999", "1e1000000",
    "9" * 4301, "-" + "9" * 4301, "1" + "0" * 4299, "1" + "0" * 400 + ".5",
    "nan", "+nan", "-nan", "inf", "+inf", "-inf",
    "0", "-0", "+0", "0.0", "-0.0", "0e0", "0E-999999999",
    "1e12", "1000000000000", "1000000000001", "999999999999.999999", "999999999999.9999999",
    "0.000001", "0.0000001", "0." + "0" * 5000 + "1", "1." + "1" * 5000,
    "1_000", "0x10", "0o17", "0b101", "+7", "-7", "1.5e-3", "2.50", "1e300", "1e-300",
    "1.7976931348623157e308", "5e-324", "4.9e-324", "18446744073709551616", "-9223372036854775809",
]


def _decimal_text(sign, whole, fraction, exponent):
    text = f"{sign}{whole}" + (f".{fraction}" if fraction else "")
    return text + (f"e{exponent}" if exponent is not None else "")


NUMBERS = st.one_of(
    st.sampled_from(EXTREMES),
    st.integers(min_value=-10**15, max_value=10**15).map(str),
    st.builds(_decimal_text, st.sampled_from(["", "-", "+"]), st.integers(0, 10**13).map(str),
              st.text("0123456789", max_size=12),
              st.one_of(st.none(), st.integers(-10**9, 10**9), st.integers(-30, 30))),
)
# An amount in an action is its own notation ("p3 cbr 30"): digits, a point, commas, and what is not.
ACTION_AMOUNTS = st.one_of(NUMBERS, st.sampled_from(["1,000", "1,000.50", ",", ".", "5.", ".5", "1e3", "٣"]))

# A hand that uses every kind of number: three players, antes, blinds, bets on three streets.
FIELDS = {
    "antes": ["1", "1", "1"],
    "blinds_or_straddles": ["5", "10", "0"],
    "min_bet": "10",
    "small_bet": None,
    "big_bet": None,
    "starting_stacks": ["1000", "1000", "1000"],
    "finishing_stacks": ["1000", "1000", "1000"],
    "winnings": ["0", "0", "0"],
    "seats": ["1", "2", "3"],
    "time_banks": ["30", "30", "30"],
    "time_limit": "30",
    "hand": "3017237436",
    "level": "1",
    "seat_count": "9",
    "day": "1",
    "month": "7",
    "year": "2009",
}
ACTIONS = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QsQh", "p3 cbr {0}", "p1 cc", "p2 cc", "d db 2c3d4h",
           "p1 cbr {1}", "p2 f", "p3 cc", "d db 5s", "p1 cc", "p3 cc", "d db 9c", "p1 cc", "p3 cc"]
LIST_FIELDS = [k for k, v in FIELDS.items() if isinstance(v, list)]
SINGLE_FIELDS = [k for k, v in FIELDS.items() if not isinstance(v, list)]


def hand_text(variant: str, fields: dict, bets: tuple[str, str]) -> str:
    lines = [f"variant = '{variant}'"]
    for key, value in fields.items():
        if value is None:
            continue
        lines.append(f"{key} = [{', '.join(value)}]" if isinstance(value, list) else f"{key} = {value}")
    lines.append("actions = " + json.dumps([a.format(*bets) for a in ACTIONS]))
    return "\n".join(lines) + "\n"


def replayed(tmp_path, text: str, session: str | None = None) -> tuple[int, dict]:
    path = tmp_path / "hand.phh"
    path.write_text(text)
    session_path = None
    if session is not None:
        session_path = tmp_path / "session.toml"
        session_path.write_text(session)
    out = io.StringIO()
    status = run(str(path), str(session_path) if session_path else None, True, out)
    return status, json.loads(out.getvalue(), parse_float=Decimal)


def assert_coded_or_correct(status: int, doc: dict, text: str) -> None:
    """A coded refusal in the JSON error shape, or a replay whose chips add up."""
    assert status in (EXIT_OK, EXIT_BAD_INPUT, EXIT_UNSUPPORTED), (status, doc)
    event(f"exit {status}" + (f" {doc['error']['code']}" if status else ""))      # --hypothesis-show-statistics
    if status != EXIT_OK:
        assert list(doc) == ["error"] and list(doc["error"]) == ["code", "step", "message"], doc
        error = doc["error"]
        assert isinstance(error["code"], str) and error["code"] and isinstance(error["message"], str)
        assert error["step"] is None or isinstance(error["step"], int)
        assert len(error["message"]) < 2_000, "a refused number is quoted, not repeated whole"
        return
    assert {"steps", "pots", "rake", "payouts", "finishing_stacks"} <= set(doc), doc
    starting = tomllib.loads(text, parse_float=Decimal)["starting_stacks"]
    in_the_middle = sum(Decimal(p["amount"]) for p in doc["pots"]) if not doc.get("complete") else 0
    house = Decimal(doc["rake"]) + Decimal(doc["jackpot"])
    assert sum(map(Decimal, doc["finishing_stacks"])) + house + in_the_middle == sum(starting)


SETTINGS = settings(max_examples=400, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@SETTINGS
@given(data=st.data(), variant=st.sampled_from(["NT", "FT", "PO"]))
def test_any_number_in_any_field_of_a_hand_is_refused_in_words_or_replayed(tmp_path, data, variant):
    fields = {k: (list(v) if isinstance(v, list) else v) for k, v in FIELDS.items()}
    if variant == "FT":
        fields["small_bet"], fields["big_bet"], fields["min_bet"] = "10", "20", None
    chosen = data.draw(st.lists(st.sampled_from(LIST_FIELDS + SINGLE_FIELDS + ["bet"]), min_size=1, max_size=3))
    bets = ["30", "100"]
    for name in chosen:
        if name == "bet":
            bets[data.draw(st.integers(0, 1))] = data.draw(ACTION_AMOUNTS)
        elif name in LIST_FIELDS:
            if data.draw(st.booleans()):
                fields[name][data.draw(st.integers(0, 2))] = data.draw(NUMBERS)
            else:
                fields[name] = [data.draw(NUMBERS) for _ in range(3)]
        else:
            fields[name] = data.draw(NUMBERS)
    text = hand_text(variant, fields, tuple(bets))
    status, doc = replayed(tmp_path, text)
    assert_coded_or_correct(status, doc, text)


@pytest.mark.parametrize("field, value", [
    ("antes", ["1e999999999", "0", "0"]), ("antes", ["-1e999999999", "0", "0"]),
    ("antes", ["1e-999999999", "0", "0"]), ("blinds_or_straddles", ["5", "1e999999999", "0"]),
    ("starting_stacks", ["1000", "1e999999999", "1000"]), ("starting_stacks", ["nan", "1000", "1000"]),
    ("min_bet", "1e999999999"), ("min_bet", "-inf"), ("finishing_stacks", ["1e999999999", "0", "0"]),
])
def test_the_numbers_of_the_issue_are_refused_with_their_field(tmp_path, field, value):
    fields = dict(FIELDS, **{field: value})
    status, doc = replayed(tmp_path, hand_text("NT", fields, ("30", "100")))
    assert status == EXIT_BAD_INPUT and doc["error"]["code"] == "bad-amount", doc
    assert f"'{field}'" in doc["error"]["message"]


@pytest.mark.parametrize("bet", ["1e999999999", "-5", "nan", "0.0000001", "9" * 4301])
def test_an_action_amount_at_the_extremes_is_refused_at_its_step(tmp_path, bet):
    status, doc = replayed(tmp_path, hand_text("NT", FIELDS, (bet, "100")))
    assert status == EXIT_BAD_INPUT and doc["error"]["step"] == 3, doc
    assert doc["error"]["code"] in ("bad-amount", "bad-action")


def test_the_issues_own_hand_exits_2_with_the_json_error_and_no_traceback(tmp_path):
    hand = tmp_path / "overflow.phh"
    hand.write_text("variant = 'NT'\nantes = [1e999999999, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
                    "starting_stacks = [100, 100]\nactions = ['d dh p1 AsAh', 'd dh p2 KsKh', 'p2 f']\n")
    done = subprocess.run([sys.executable, "-m", "dealer_app", "replay", str(hand), "--json"],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "Overflow" not in done.stderr
    error = json.loads(done.stdout)["error"]
    assert error["code"] == "bad-amount" and error["step"] is None
    assert "field 'antes' entry 1 (p1) is 1E+999999999, more than 1,000,000,000,000" in error["message"]


# ---- session files: the same numbers in every numeric key

SESSION_KEYS = {
    "game": {"low_qualifier": "8"},
    "stakes": {"chip_unit": "1", "min_buy_in": "200", "max_buy_in": "1000"},
    "house": {"raise_cap": "3", "max_runs": "2"},
    "rake": {"percent": "5.0", "cap": "30", "unit": "1", "fixed": "0", "jackpot": "0"},
    "table": {"seats": "9"},
    "bomb_pot": {"hands": "0", "ante": "0"},
    "time_collection": {"amount": "0"},
}
SESSION_LISTS = {("table", "chips"): ["5", "25", "100"], ("time_collection", "minutes"): ["0", "30"]}


def session_text(values: dict, lists: dict, with_blinds: bool) -> str:
    sections = {"game": {"variant": '"holdem"', "structure": '"no-limit"'}}
    for section, keys in values.items():
        sections.setdefault(section, {}).update(keys)
    for (section, key), items in lists.items():
        sections.setdefault(section, {})[key] = "[" + ", ".join(items) + "]"
    if with_blinds:
        sections["stakes"].update({"small_blind": "5", "big_blind": "10"})
    return "".join(f"[{section}]\n" + "".join(f"{k} = {v}\n" for k, v in keys.items())
                   for section, keys in sections.items())


@SETTINGS
@given(data=st.data())
def test_any_number_in_any_key_of_a_session_file_is_refused_in_words_or_read(tmp_path, data):
    values = {section: dict(keys) for section, keys in SESSION_KEYS.items()}
    lists = {key: list(items) for key, items in SESSION_LISTS.items()}
    names = [(s, k) for s, keys in SESSION_KEYS.items() for k in keys] + list(SESSION_LISTS) + [("stakes", "blinds")]
    for section, key in data.draw(st.lists(st.sampled_from(names), min_size=1, max_size=3)):
        if key == "blinds":
            values["stakes"].update({"small_blind": data.draw(NUMBERS), "big_blind": data.draw(NUMBERS)})
        elif (section, key) in lists:
            lists[section, key][data.draw(st.integers(0, 1))] = data.draw(NUMBERS)
        else:
            values[section][key] = data.draw(NUMBERS)
    text = session_text(values, lists, with_blinds="small_blind" not in values["stakes"])
    for required in (True, False):
        try:
            parse_session(text, stakes_required=required)
        except SettingsError as exc:
            assert exc.code and exc.message and len(exc.message) < 10_000
    # And through the replay of a hand at the same blinds: a coded refusal or a correct replay.
    hand = hand_text("NT", dict(FIELDS, antes=["0", "0", "0"]), ("30", "100"))
    status, doc = replayed(tmp_path, hand, session=text)
    assert_coded_or_correct(status, doc, hand)
