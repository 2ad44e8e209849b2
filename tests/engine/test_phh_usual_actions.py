"""The usual PHH action strings are read by one regular expression; every other
string by the full reading. Both must give the same action, or the quick one
must step aside (None) and leave the full reading to answer or refuse."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import phh
from engine.phh import PhhError


def _in_full(text, player_count):
    try:
        return phh._parse_action_in_full(text, 0, player_count)
    except PhhError as exc:
        return exc.code


def _agree(text: str, player_count) -> bool:
    quick = phh._usual_action(text, player_count)
    if quick is None:
        return False
    assert quick == _in_full(text, player_count), text
    return True


def test_every_shared_action_reads_the_same_both_ways(phh_dir):
    read_quickly = total = 0
    for path in sorted(phh_dir.rglob("*.phh")):
        history = phh.loads(path.read_text())
        n = len(history.starting_stacks)
        for text in history.actions:
            for player_count in (n, None, 2):    # 2: players beyond the count are refused in full
                total += 1
                read_quickly += _agree(text, player_count)
    assert read_quickly > 0.75 * total


@pytest.mark.parametrize("text", [
    "d dh p1 AsKd", "d dh p9 2c3d4h5s", "d db 7d5h9d", "d db Ts", "p1 f", "p12 cc", "p3 cbr 250",
    "p2 sm AhKh", "p10 sm 2c3c4c5c",
])
def test_the_usual_forms_are_read_quickly_and_the_same(text):
    assert _agree(text, None)
    assert _agree(text, 12)


@pytest.mark.parametrize("text", [
    "d dh p1 10dKs",        # a "10" rank: the full reading knows it
    "d dh p1 ????",         # unknown cards
    "d dh p1 asKd",         # a lower-case rank
    "d dh p1 AsKD",         # an upper-case suit
    "d dh p0 AsKd",         # no player 0
    "d dh p01 AsKd",
    "d dh p1 AsK",          # half a card
    "d dh p1 AsAs",         # the same card twice (the hand refuses it, not the notation)
    "p1 cbr 0100",          # leading zero
    "p1 cbr 0",
    "p1 cbr 1,000",
    "p1 cbr 2.5",
    "p1 cbr",
    "p1 f # folds",         # a comment
    "p1  f",                # spacing
    " p1 f",
    "p1 f ",
    "p1\tf",
    "p1 sm",                # a muck
    "p1 sm -",              # shows the dealt cards
    "p1 sd AsKd",
    "p1 pb",
    "d db",
    "d f",
    "p1 dh AsKd",
    "",
    "# only a comment",
])
def test_anything_else_is_left_to_the_full_reading_or_read_the_same(text):
    for player_count in (None, 1, 6):
        _agree(text, player_count)


def test_players_beyond_the_count_are_refused_by_the_full_reading():
    assert phh._usual_action("p7 f", 6) is None
    with pytest.raises(PhhError) as refused:
        phh.parse_action("p7 f", 3, player_count=6)
    assert refused.value.code == "bad-action"


_cards = st.sampled_from(["As", "Kd", "Tc", "2h", "10s", "??", "ax", "A", "Q♠"])
_words = st.one_of(st.sampled_from(["d", "dh", "db", "f", "cc", "cbr", "sm", "sd", "pb", "p1", "p2", "p13",
                                    "p0", "-", "#", "100", "0", "2.5", "007"]),
                   st.lists(_cards, min_size=1, max_size=5).map("".join))


@settings(max_examples=600, deadline=None)
@given(st.lists(_words, min_size=1, max_size=4), st.sampled_from([" ", "  "]), st.sampled_from([None, 2, 9]))
def test_generated_actions_read_quickly_only_as_the_full_reading_reads_them(words, space, player_count):
    _agree(space.join(words), player_count)
