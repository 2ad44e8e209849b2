"""engine.phh: PHH reading/writing, action notation, variants.

pokerkit (the PHH reference parser) is used here as the oracle only.
"""
from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import warnings
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import CARDS, parse_card
from engine.phh import (
    ERROR_CODES,
    NOOP,
    SUPPORTED_VARIANTS,
    VARIANT_GAMES,
    VARIANT_NAMES,
    HandHistory,
    PhhAction,
    PhhError,
    dumps,
    format_action,
    game_for,
    loads,
    parse_action,
)

pokerkit_notation = pytest.importorskip("pokerkit.notation")
PkHandHistory = pokerkit_notation.HandHistory

def _data_dir() -> Path:
    """The shared PHH folder, found as tests/conftest.py's phh_dir finds it:
    $DEALER_SHARED_DATA (the data folder or its phh/), else ../shared/data/phh."""
    env = os.environ.get("DEALER_SHARED_DATA")
    base = (Path(env).expanduser().resolve() if env
            else (Path(__file__).resolve().parents[2].parent / "shared" / "data").resolve())
    return base if base.name == "phh" else base / "phh"


DATA = _data_dir()
FOLDERS = ("historical", "wsop-2023-43", "pluribus")
_TEXTS: dict[str, list[tuple[str, str]]] = {}


def texts(folder: str) -> list[tuple[str, str]]:
    """(relative path, text) of every .phh file of a data folder (cached)."""
    if folder not in _TEXTS:
        base = DATA / folder
        files = sorted(base.rglob("*.phh"))
        _TEXTS[folder] = [(str(f.relative_to(DATA)), f.read_text(encoding="utf-8"))
                          for f in files]
    return _TEXTS[folder]


_HANDS: dict[str, list[tuple[str, str, HandHistory]]] = {}


def hands_of(folder: str) -> list[tuple[str, str, HandHistory]]:
    """(relative path, text, our loads(text)) of a data folder (cached)."""
    if folder not in _HANDS:
        _HANDS[folder] = [(name, text, loads(text)) for name, text in texts(folder)]
    return _HANDS[folder]


def all_hands() -> list[tuple[str, str, HandHistory]]:
    return [item for folder in FOLDERS for item in hands_of(folder)]


needs_data = pytest.mark.skipif(not DATA.is_dir(), reason="shared PHH data not present")

_PK_SKIP = {"automations", "divmod", "rake", "parse_value"}
_PK_FIELDS = [f.name for f in dataclasses.fields(PkHandHistory) if f.name not in _PK_SKIP]


def pk_loads(text: str):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an unexpected field would warn
        return PkHandHistory.loads(text)


_OUR_CORE = ("variant", "antes", "blinds_or_straddles", "bring_in", "small_bet",
             "big_bet", "min_bet", "starting_stacks", "actions",
             "ante_trimming_status", "players", "finishing_stacks")


def our_view_of_pokerkit(hh: HandHistory) -> dict:
    """Our HandHistory mapped onto pokerkit's fields. Values are compared
    by repr(), which tells 9775 from Decimal("9775.0")."""
    values = {name: None for name in _PK_FIELDS}
    values["ante_trimming_status"] = False
    values["user_defined_fields"] = {}
    for name in _OUR_CORE:
        values[name] = getattr(hh, name)
    for key, value in hh.extra.items():
        if key in values and key != "user_defined_fields":
            values[key] = value
        else:
            values["user_defined_fields"][key] = value
    return {name: repr(value) for name, value in values.items()}


def pokerkit_view(pk) -> dict:
    return {name: repr(getattr(pk, name)) for name in _PK_FIELDS}


# ------------------------------------------------------------- round trip

@needs_data
@pytest.mark.parametrize("folder", FOLDERS)
def test_round_trip_every_data_file(folder):
    items = hands_of(folder)
    assert items, f"no .phh files under {DATA / folder}"
    failures = []
    for name, text, ours in items:
        out = dumps(ours)
        # repr() compares types too: 9775 and Decimal("9775.0") differ.
        if repr(loads(out)) != repr(ours):
            failures.append(f"{name}: our loads(dumps(...)) differs")
            continue
        pk_text, pk_out = pk_loads(text), pk_loads(out)
        if repr(pk_out) != repr(pk_text):
            failures.append(f"{name}: pokerkit reads our dumps differently from the original")
            continue
        if pokerkit_view(pk_text) != our_view_of_pokerkit(ours):
            failures.append(f"{name}: our loads and pokerkit's disagree")
    assert not failures, "\n".join(failures[:20])
    if folder == "pluribus":
        assert len(items) == 2065


@needs_data
@pytest.mark.parametrize("folder", ("historical", "wsop-2023-43"))
def test_pokerkit_replays_our_dumps(folder):
    """Our output is not only readable but playable by the reference, with
    the same outcome as the original file (pokerkit 0.7.7 itself cannot
    replay wsop-2023-43/85.phh, a razz hand shown down before 7th street)."""
    def outcome(text):
        try:
            return [list(state.stacks) for state in pk_loads(text)][-1]
        except ValueError as exc:
            return f"ValueError: {exc}"

    for name, text, _ in hands_of(folder):
        original = outcome(text)
        assert outcome(dumps(loads(text))) == original, name
        pk = pk_loads(text)
        if pk.finishing_stacks is not None and pk.variant in SUPPORTED_VARIANTS:
            assert original == list(pk.finishing_stacks), name


@needs_data
def test_every_data_action_parses_and_formats_back_verbatim():
    verbs = set()
    for name, _, hh in all_hands():
        for step, action in enumerate(hh.parsed_actions()):
            verbs.add(action.verb)
            assert action.text == hh.actions[step]
            assert format_action(action) == hh.actions[step], (name, step)
    assert verbs == {"dh", "db", "f", "cc", "cbr", "sm", "sd", "pb"}


@needs_data
def test_extra_fields_kept_in_file_order():
    text = (DATA / "historical" / "dwan-ivey-2009.phh").read_text()
    hh = loads(text)
    assert list(hh.extra) == ["author", "event", "year", "currency"]
    assert hh.players == ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
    assert hh.min_bet == 2000 and hh.antes == [500, 500, 500]
    assert hh.ante_trimming_status is True
    assert hh.finishing_stacks is None and hh.bring_in is None
    assert hh.actions[0] == "d dh p1 Ac2d"


@needs_data
def test_stud_has_no_blinds_field_and_round_trips_without_one():
    name, text = next((n, t) for n, t in texts("wsop-2023-43") if "'F7S'" in t)
    hh = loads(text)
    assert hh.blinds_or_straddles is None and hh.bring_in == 50000
    assert "blinds_or_straddles" not in dumps(hh)


def test_dumps_writes_special_strings_and_extra_types():
    hh = HandHistory(
        variant="NT", antes=[0, 0], blinds_or_straddles=[1, 2], bring_in=None,
        small_bet=None, big_bet=None, min_bet=2, starting_stacks=[200, Decimal("inf")],
        actions=["d dh p1 AsKs # it's \"the\" nuts \\ o/", "", "# burn 6s exposed",
                 "d dh p2 ????", "p2 f"],
        players=["O'Brien", "Zoë \"Z\"\tTab\nNew"],
        extra={"author": "a\\b", "seats": [3, 7], "_note": {"odd key": [1, Decimal("2.5")]},
               "time": __import__("datetime").time(19, 30), "hand": "1-A"},
    )
    out = dumps(hh)
    assert loads(out) == hh
    pk = pk_loads(out)
    assert pk.players == hh.players and pk.actions == hh.actions
    assert pk.starting_stacks[1] == Decimal("inf")
    assert pk.user_defined_fields == {"_note": {"odd key": [1, Decimal("2.5")]}}


# -------------------------------------------------------------- decimals

@needs_data
def test_decimal_amounts_kept_exactly():
    hh = loads((DATA / "historical" / "antonius-blom-2009.phh").read_text())
    assert hh.starting_stacks == [Decimal("1259450.25"), Decimal("678473.5")]
    assert all(type(v) is Decimal for v in hh.starting_stacks)
    assert [str(v) for v in hh.starting_stacks] == ["1259450.25", "678473.5"]
    out = dumps(hh)
    assert "starting_stacks = [1259450.25, 678473.5]" in out
    assert pk_loads(out).starting_stacks == [Decimal("1259450.25"), Decimal("678473.5")]
    assert all(type(v) is int for v in hh.antes + hh.blinds_or_straddles)


@needs_data
def test_float_written_integral_stays_decimal_with_its_text():
    hh = loads((DATA / "pluribus" / "102" / "0.phh").read_text())
    assert [str(v) for v in hh.finishing_stacks] == [
        "10112.5", "9775.0", "10000.0", "10000.0", "10112.5", "10000.0"]
    assert "finishing_stacks = [10112.5, 9775.0, 10000.0, 10000.0, 10112.5, 10000.0]" in dumps(hh)


def test_no_float_ever():
    text = _nt(starting_stacks="[0.1, 0.2, 0.3]", min_bet="0.02", antes="[0.01, 0.01, 0]")
    hh = loads(text)
    values = hh.starting_stacks + hh.antes + [hh.min_bet]
    assert not any(isinstance(v, float) for v in values)
    assert hh.starting_stacks[0] + hh.starting_stacks[1] == Decimal("0.3")


def test_dumps_refuses_floats():
    hh = loads(_nt())
    hh.starting_stacks = [100.5, 200]
    with pytest.raises(PhhError) as info:
        dumps(hh)
    assert info.value.code == "bad-type" and "starting_stacks" in str(info.value)


# ---------------------------------------------------------------- actions

def C(text):
    return parse_card(text)


@pytest.mark.parametrize("text, expected", [
    ("d dh p1 AsKs", PhhAction("d", "dh", 1, (C("As"), C("Ks")), text="d dh p1 AsKs")),
    ("d dh p3 ????", PhhAction("d", "dh", 3, (None, None), text="d dh p3 ????")),
    ("d dh p2 ??Ad", PhhAction("d", "dh", 2, (None, C("Ad")), text="d dh p2 ??Ad")),
    ("d db 7d5h9d", PhhAction("d", "db", None, (C("7d"), C("5h"), C("9d")), text="d db 7d5h9d")),
    ("d db Jh", PhhAction("d", "db", None, (C("Jh"),), text="d db Jh")),
    ("p3 f", PhhAction(3, "f", 3, text="p3 f")),
    ("p2 cc", PhhAction(2, "cc", 2, text="p2 cc")),
    ("p4 cbr 210", PhhAction(4, "cbr", 4, amount=210, text="p4 cbr 210")),
    ("p1 cbr 0.25", PhhAction(1, "cbr", 1, amount=Decimal("0.25"), text="p1 cbr 0.25")),
    ("p1 sm 6d5h", PhhAction(1, "sm", 1, (C("6d"), C("5h")), text="p1 sm 6d5h")),
    ("p3 sm", PhhAction(3, "sm", 3, (), text="p3 sm")),
    ("p1 sm ??Ad", PhhAction(1, "sm", 1, (None, C("Ad")), text="p1 sm ??Ad")),
    ("p2 sm -", PhhAction(2, "sm", 2, shows_dealt=True, text="p2 sm -")),
    ("p4 pb", PhhAction(4, "pb", 4, text="p4 pb")),
    ("p1 sd", PhhAction(1, "sd", 1, text="p1 sd")),
    ("p4 sd AsQs", PhhAction(4, "sd", 4, (C("As"), C("Qs")), text="p4 sd AsQs")),
    ("p12 f", PhhAction(12, "f", 12, text="p12 f")),
])
def test_parse_each_verb(text, expected):
    action = parse_action(text)
    assert action == expected
    assert format_action(action) == text


def test_muck_and_show():
    muck = parse_action("p3 sm")
    assert muck.cards == () and muck.is_muck and not muck.shows_dealt
    assert not parse_action("p3 sm AhKh").is_muck
    assert not parse_action("p3 sm -").is_muck
    assert not parse_action("p3 sm ????").is_muck  # kept face down, not mucked


def test_comments():
    a = parse_action("p1 cc # Ivey calls")
    assert (a.actor, a.verb, a.comment) == (1, "cc", "Ivey calls")
    assert format_action(a) == "p1 cc # Ivey calls"
    b = parse_action("d db 4h #turn")
    assert b.cards == (C("4h"),) and b.comment == "turn"
    c = parse_action("p1 cbr 300 # all in # really")
    assert c.amount == 300 and c.comment == "all in # really"
    assert parse_action("p1 f").comment is None


@pytest.mark.parametrize("text, comment", [
    ("", None), ("   ", None), ("# Burn card 6s is exposed", "Burn card 6s is exposed"),
    ("  #x", "x")])
def test_noops(text, comment):
    a = parse_action(text)
    assert (a.actor, a.verb, a.player, a.cards, a.comment) == (None, NOOP, None, (), comment)
    assert format_action(a) == ("" if comment is None else f"# {comment}")


def test_whitespace_and_lenient_forms():
    assert parse_action("  p1   cbr   1,000  ").amount == 1000
    assert parse_action("d dh p1 10dTs").cards == (C("Td"), C("Ts"))
    assert format_action(parse_action("d dh p1 10dTs")) == "d dh p1 TdTs"


def test_format_action_from_scratch():
    a = PhhAction(actor=2, verb="cbr", player=2, amount=Decimal("12.50"), comment="raise")
    assert format_action(a) == "p2 cbr 12.50 # raise"
    assert format_action(PhhAction("d", "dh", 5, (CARDS[0], None))) == "d dh p5 2c??"


@pytest.mark.parametrize("text, code, words", [
    ("p1 cbr", "bad-action", ["cbr", "amount"]),
    ("p1 xx", "bad-action", ["unknown action", "'xx'"]),
    ("p1 sm Zz", "bad-card", ["'Zz'", "not a card"]),
    ("p1 sm Ask", "bad-card", ["'k'"]),
    ("d dh p1 A?Ks", "bad-card", ["'A?'", "??"]),
    ("p7 cbr abc", "bad-amount", ["amount 'abc' is not a number"]),
    ("p7 cbr -5", "bad-amount", ["'-5'"]),
    ("p7 cbr 0", "bad-amount", ["positive"]),
    ("p1 cbr 100 200", "bad-action", ["one amount"]),
    ("p1 f now", "bad-action", ["no argument"]),
    ("p0 f", "bad-action", ["'p0'", "not a player"]),
    ("x1 f", "bad-action", ["'x1'"]),
    ("p1", "bad-action", ["missing"]),
    ("d", "bad-action", ["missing"]),
    ("d f", "bad-action", ["dealer"]),
    ("d xx", "bad-action", ["unknown dealer action"]),
    ("p1 dh AsKs", "bad-action", ["only the dealer"]),
    ("d dh AsKs", "bad-action", ["player and the cards"]),
    ("d dh p1", "bad-action", ["player and the cards"]),
    ("d dh p1 As Ks", "bad-action", ["together"]),
    ("d db", "bad-action", ["board cards"]),
    ("P1 F", "bad-action", ["'P1'"]),
])
def test_malformed_actions(text, code, words):
    with pytest.raises(PhhError) as info:
        parse_action(text, step=7)
    err = info.value
    assert err.code == code and err.step == 7 and isinstance(err, ValueError)
    message = str(err)
    assert repr(text) in message and "action 7" in message
    for word in words:
        assert word in message


def test_bad_amount_message_reads_well():
    with pytest.raises(PhhError) as info:
        parse_action("p7 cbr abc")
    assert str(info.value) == "'p7 cbr abc': amount 'abc' is not a number"
    assert info.value.step is None


def test_player_count_limits_player_numbers():
    assert parse_action("p6 f", player_count=6).player == 6
    with pytest.raises(PhhError) as info:
        parse_action("d dh p7 AsKs", 3, player_count=6)
    assert info.value.code == "bad-action" and "p7" in str(info.value)
    assert "6 players" in str(info.value)


# ----------------------------------------------------- malformed hands

def _nt(**fields) -> str:
    base = {
        "variant": '"NT"', "ante_trimming_status": "true", "antes": "[0, 0, 0]",
        "blinds_or_straddles": "[1, 2, 0]", "min_bet": "2",
        "starting_stacks": "[200, 200, 200]",
        "actions": '["d dh p1 AsKs", "d dh p2 ????", "d dh p3 7h6h", "p3 f", "p1 cc", "p2 cc"]',
    }
    base.update(fields)
    return "\n".join(f"{k} = {v}" for k, v in base.items() if v is not None) + "\n"


def test_minimal_hand_loads():
    hh = loads(_nt())
    assert hh.variant == "NT" and hh.player_count == 3 and hh.extra == {}
    assert hh.parsed_actions()[1].cards == (None, None)


@pytest.mark.parametrize("text, code, words", [
    ("variant = 'NT\n", "bad-toml", ["not valid TOML"]),
    ("variant = 'NT'\nvariant = 'FT'\n", "bad-toml", ["not valid TOML"]),
    (_nt(starting_stacks=None), "missing-field", ["'starting_stacks'", "missing"]),
    (_nt(variant=None), "missing-field", ["'variant'"]),
    (_nt(actions=None), "missing-field", ["'actions'"]),
    (_nt(min_bet=None), "missing-field", ["'min_bet'", "NT"]),
    (_nt(variant='"FT"'), "missing-field", ["'small_bet'", "FT"]),
    (_nt(blinds_or_straddles=None), "missing-field", ["'blinds_or_straddles'"]),
    (_nt(antes="[0, 0]"), "bad-length", ["'antes'", "2 entries", "3 players"]),
    (_nt(blinds_or_straddles="[1, 2, 0, 0]"), "bad-length", ["'blinds_or_straddles'", "4"]),
    (_nt(starting_stacks="[200, 200]"), "bad-length", ["'antes'"]),
    (_nt(players='["a", "b"]'), "bad-length", ["'players'"]),
    (_nt(finishing_stacks="[1, 2, 3, 4]"), "bad-length", ["'finishing_stacks'"]),
    (_nt(seats="[1, 2]"), "bad-length", ["'seats'"]),
    (_nt(starting_stacks="[200]", antes="[0]", blinds_or_straddles="[2]"),
     "bad-length", ["at least 2"]),
    (_nt(variant="3"), "bad-type", ["'variant'"]),
    (_nt(antes='"none"'), "bad-type", ["'antes'", "list"]),
    (_nt(antes='[0, "x", 0]'), "bad-type", ["'antes'", "entry 2"]),
    (_nt(antes="[0, true, 0]"), "bad-type", ["'antes'", "boolean"]),
    (_nt(min_bet='"2"'), "bad-type", ["'min_bet'"]),
    (_nt(actions='"p1 f"'), "bad-type", ["'actions'"]),
    (_nt(actions='["d dh p1 AsKs", 5]'), "bad-type", ["action 1"]),
    (_nt(ante_trimming_status='"yes"'), "bad-type", ["'ante_trimming_status'"]),
    (_nt(players="[1, 2, 3]"), "bad-type", ["'players'"]),
    (_nt(starting_stacks="[200, 0, 200]"), "bad-amount", ["'starting_stacks'", "p2", "positive"]),
    (_nt(antes="[0, -1, 0]"), "bad-amount", ["'antes'", "-1"]),
    (_nt(min_bet="nan"), "bad-amount", ["'min_bet'", "nan"]),
    (_nt(antes="[0, inf, 0]"), "bad-amount", ["'antes'", "infinite"]),
])
def test_malformed_hands(text, code, words):
    with pytest.raises(PhhError) as info:
        loads(text)
    err = info.value
    assert err.code == code, str(err)
    assert err.code in ERROR_CODES
    for word in words:
        assert word in str(err)


@pytest.mark.parametrize("actions, step, code", [
    ('["d dh p1 AsKs", "p1 xx"]', 1, "bad-action"),
    ('["d dh p1 AsKs", "d dh p2 Zz9c"]', 1, "bad-card"),
    ('["d dh p1 AsKs", "d dh p2 ????", "d dh p4 ????"]', 2, "bad-action"),
    ('["p3 cbr lots"]', 0, "bad-amount"),
])
def test_bad_action_in_file_names_its_step(actions, step, code):
    with pytest.raises(PhhError) as info:
        loads(_nt(actions=actions))
    assert (info.value.code, info.value.step) == (code, step)
    assert f"action {step}" in str(info.value)


def test_unknown_variant_code_is_still_readable():
    # Reading is not playing: game_for() is what refuses.
    hh = loads(_nt(variant='"XX"'))
    assert hh.variant == "XX"
    with pytest.raises(PhhError) as info:
        game_for(hh.variant)
    assert info.value.code == "unsupported-variant" and "'XX'" in str(info.value)


def test_dumps_refuses_invalid_hands():
    hh = loads(_nt())
    hh.antes = [0, 0]
    with pytest.raises(PhhError) as info:
        dumps(hh)
    assert info.value.code == "bad-length"
    hh = loads(_nt())
    hh.extra["antes"] = [1, 1, 1]
    with pytest.raises(PhhError):
        dumps(hh)
    hh = loads(_nt())
    hh.actions.append("p9 f")
    with pytest.raises(PhhError) as info:
        dumps(hh)
    assert (info.value.code, info.value.step) == ("bad-action", 6)


# --------------------------------------------------------------- variants

def test_variant_games():
    assert VARIANT_GAMES == {
        "NT": ("holdem", "no-limit"), "FT": ("holdem", "fixed-limit"),
        "PO": ("omaha", "pot-limit"), "FO/8": ("omaha-hilo", "fixed-limit")}
    assert SUPPORTED_VARIANTS == {"NT", "FT", "PO", "FO/8"}
    for code, pair in VARIANT_GAMES.items():
        assert game_for(code) == pair
    # Every code of the specification is known, as pokerkit knows them.
    assert set(VARIANT_NAMES) == set(PkHandHistory.game_types)


@needs_data
def test_unsupported_variants_in_data_are_refused():
    seen = {hh.variant for _, _, hh in hands_of("historical") + hands_of("wsop-2023-43")}
    unsupported = seen - SUPPORTED_VARIANTS
    assert unsupported == {"F7S", "F7S/8", "FR", "F2L3D", "N2L1D", "FB", "NS"}
    for code in sorted(unsupported):
        with pytest.raises(PhhError) as info:
            game_for(code)
        err = info.value
        assert err.code == "unsupported-variant"
        assert code in str(err) and VARIANT_NAMES[code] in str(err)
        assert "not a game this console deals" in str(err)


def test_unsupported_message_example():
    with pytest.raises(PhhError, match=r"^F7S \(seven-card stud\) is not a game this console deals"):
        game_for("F7S")


# ------------------------------------------------------------ properties

_card_or_unknown = st.one_of(st.none(), st.sampled_from(CARDS))
_cards = st.lists(_card_or_unknown, min_size=1, max_size=7).map(tuple)
_comment = st.one_of(st.none(), st.text(
    st.characters(blacklist_categories=("Cs",)), max_size=20).map(str.strip))
_amount = st.one_of(st.integers(1, 10**12),
                    st.decimals(min_value=Decimal("0.01"), max_value=Decimal(10**9),
                                places=2, allow_nan=False, allow_infinity=False))
_player = st.integers(1, 10)


@st.composite
def actions(draw):
    kind = draw(st.sampled_from(["dh", "db", "f", "cc", "cbr", "sm", "sm-", "sd", "pb", NOOP]))
    comment = draw(_comment)
    if kind == "dh":
        p = draw(_player)
        return PhhAction("d", "dh", p, draw(_cards), comment=comment)
    if kind == "db":
        return PhhAction("d", "db", None, draw(_cards), comment=comment)
    if kind == NOOP:
        return PhhAction(None, NOOP, comment=comment)
    p = draw(_player)
    if kind == "cbr":
        return PhhAction(p, "cbr", p, amount=draw(_amount), comment=comment)
    if kind == "sm-":
        return PhhAction(p, "sm", p, shows_dealt=True, comment=comment)
    if kind in ("sm", "sd"):
        cards = draw(st.one_of(st.just(()), _cards))
        return PhhAction(p, kind, p, cards, comment=comment)
    return PhhAction(p, kind, p, comment=comment)


@settings(max_examples=200, deadline=None)
@given(actions())
def test_format_then_parse_is_identity(action):
    text = format_action(action)
    parsed = parse_action(text)
    assert dataclasses.replace(parsed, text="") == dataclasses.replace(action, text="")
    assert format_action(parsed) == text


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30))
def test_parse_action_only_raises_phh_error(text):
    try:
        action = parse_action(text, 3)
    except PhhError as exc:
        assert exc.code in {"bad-action", "bad-card", "bad-amount"} and exc.step == 3
    else:
        assert action.text == text


_name = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)


@st.composite
def hands(draw):
    n = draw(st.integers(2, 9))
    money = st.one_of(st.integers(0, 10**9),
                      st.decimals(min_value=0, max_value=10**6, places=3,
                                  allow_nan=False, allow_infinity=False))
    stacks = draw(st.lists(st.one_of(st.integers(1, 10**9),
                                     st.decimals(min_value=Decimal("0.001"), max_value=10**6,
                                                 places=3)), min_size=n, max_size=n))
    acts = draw(st.lists(actions().filter(lambda a: a.player is None or a.player <= n),
                         max_size=12))
    extra = draw(st.dictionaries(
        st.from_regex(r"_[a-z ]{1,8}", fullmatch=True),
        st.one_of(_name, st.integers(), st.booleans(), st.lists(st.integers(), max_size=3)),
        max_size=3))
    return HandHistory(
        variant=draw(st.sampled_from(sorted(SUPPORTED_VARIANTS))),
        antes=draw(st.lists(money, min_size=n, max_size=n)),
        blinds_or_straddles=draw(st.lists(money, min_size=n, max_size=n)),
        bring_in=None, small_bet=draw(st.one_of(st.none(), st.integers(1, 100))),
        big_bet=draw(st.one_of(st.none(), st.integers(1, 100))),
        min_bet=draw(st.one_of(st.none(), st.integers(1, 100))),
        starting_stacks=stacks,
        actions=[format_action(a) for a in acts],
        ante_trimming_status=draw(st.booleans()),
        players=draw(st.one_of(st.none(), st.lists(_name, min_size=n, max_size=n))),
        finishing_stacks=draw(st.one_of(st.none(), st.lists(money, min_size=n, max_size=n))),
        extra=extra,
    )


@settings(max_examples=80, deadline=None)
@given(hands())
def test_dumps_loads_round_trip(hh):
    required = {"NT": "min_bet", "PO": "min_bet", "FT": "small_bet", "FO/8": "small_bet"}
    if getattr(hh, required[hh.variant]) is None or (
            hh.variant in ("FT", "FO/8") and hh.big_bet is None):
        with pytest.raises(PhhError) as info:
            dumps(hh)
        assert info.value.code == "missing-field"
        return
    out = dumps(hh)
    back = loads(out)
    assert back == hh
    # exact text of every Decimal survives
    assert [str(v) for v in back.starting_stacks] == [str(v) for v in hh.starting_stacks]
    pk = pk_loads(out)
    assert pk.actions == hh.actions and pk.players == hh.players
    assert pk.starting_stacks == hh.starting_stacks and pk.antes == hh.antes


# ---------------------------------------------------------------- purity

def test_engine_phh_imports_nothing_forbidden():
    code = (
        "import sys, engine.phh\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "{'pokerkit', 'PySide6', 'shiboken6', 'serial', 'sqlite3', "
        "'hardware', 'ui', 'dealer_app'}]\n"
        "assert not bad, bad\n"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", code], cwd=root, check=True)
