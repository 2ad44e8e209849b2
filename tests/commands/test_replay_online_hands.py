"""Issue 24, "Replaying real online hand histories": what 433 online No-Limit hands (two sites, 2009)
showed the replay refusing or saying wrongly, each with a small hand history of its own.

pokerkit (the PHH reference, a test-only oracle here) is asked where it has an answer; where it
differs from RULES.md, RULES.md wins and the test says why.
"""
from __future__ import annotations

import io
import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from engine import phh
from engine.replay import ReplayError, replay, to_json
from dealer_app.commands.replay import json_text, run

ROOT = Path(__file__).resolve().parents[2]


def hand_text(actions, *, blinds="[1, 2, 0]", stacks="[100, 100, 100]", antes=None, variant="NT", min_bet=2):
    count = stacks.count(",") + 1
    antes = antes or "[" + ", ".join(["0"] * count) + "]"
    return (f"variant = '{variant}'\nantes = {antes}\nblinds_or_straddles = {blinds}\nmin_bet = {min_bet}\n"
            f"starting_stacks = {stacks}\nactions = {actions!r}\n")


def replayed(tmp_path, text, *args, name="hand.phh"):
    """``dealer-app replay FILE --json`` in this process: (exit status, the JSON document)."""
    path = tmp_path / name
    path.write_text(text)
    out = io.StringIO()
    hand = args[args.index("--hand") + 1] if "--hand" in args else None
    status = run(str(path), None, True, out, hand=hand)
    return status, json.loads(out.getvalue())


def pokerkit_state(text):
    pokerkit = pytest.importorskip("pokerkit")
    return list(pokerkit.HandHistory.loads(text, parse_value=Decimal))[-1]


# Three players at 1/2 check it down to a board of 9s 7h 2c 9d 9c: six in the pot.
CHECKED_DOWN = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cc", "p1 cc", "p2 cc",
                "d db 9s7h2c", "p1 cc", "p2 cc", "p3 cc", "d db 9d", "p1 cc", "p2 cc", "p3 cc",
                "d db 9c", "p1 cc", "p2 cc", "p3 cc"]


# ---- a show of unknown cards: "cards not recorded", never "the same card is shown twice"

@pytest.mark.parametrize("shows", [
    ["p1 sm 8dAs", "p2 sm ????", "p3 sm ????"],
    ["p2 sm ????", "p3 sm ????", "p1 sm 8dAs"],        # the losers first: the same hand
])
def test_players_who_kept_their_cards_face_down_lose_to_the_hand_shown(tmp_path, shows):
    text = hand_text(CHECKED_DOWN + shows)
    status, doc = replayed(tmp_path, text)
    assert status == 0, doc
    assert doc["complete"] is True
    assert doc["pots"] == [{"amount": 6, "eligible": ["p1"], "rake": 0, "high_winners": ["p1"], "low_winners": []}]
    assert doc["payouts"] == {"p1": 6} and doc["finishing_stacks"] == [104, 98, 98]
    assert [float(s) for s in pokerkit_state(text).stacks] == [104, 98, 98]      # the oracle agrees


def test_when_no_claim_on_the_pot_was_recorded_the_winner_is_not_known_and_the_pot_stands(tmp_path):
    # Heads-up both keep their cards face down: nothing says who won. pokerkit splits the pot
    # (its unknown hands tie); the replay invents no result: the pot as it stands, not complete.
    text = hand_text(["d dh p1 ????", "d dh p2 ????", "p2 cc", "p1 cc", "d db 9s7h2c", "p1 cc", "p2 cc",
                      "d db 9d", "p1 cc", "p2 cc", "d db 9c", "p1 cc", "p2 cc", "p1 sm ????", "p2 sm ????"],
                     blinds="[1, 2]", stacks="[100, 100]")
    status, doc = replayed(tmp_path, text)
    assert status == 0, doc
    assert doc["complete"] is False and doc["payouts"] == {}
    assert doc["pots"] == [{"amount": 4, "eligible": ["p1", "p2"], "rake": 0, "high_winners": [],
                            "low_winners": []}]
    assert doc["finishing_stacks"] == [98, 98]


def test_unknown_cards_shown_by_a_player_dealt_known_ones_are_those_cards(tmp_path):
    actions = list(CHECKED_DOWN)
    actions[0], actions[1] = "d dh p1 AsAh", "d dh p2 KsKh"
    status, doc = replayed(tmp_path, hand_text(actions + ["p1 sm ????", "p2 sm ????", "p3 sm ????"]))
    assert status == 0, doc
    # p1's aces full (A-A 9-9-9) beat p2's kings full; p3's cards were not recorded.
    assert doc["payouts"] == {"p1": 6} and doc["pots"][0]["high_winners"] == ["p1"]


def test_a_show_with_one_card_unknown_completes_the_one_dealt(tmp_path):
    actions = list(CHECKED_DOWN)
    actions[0] = "d dh p1 As??"
    status, doc = replayed(tmp_path, hand_text(actions + ["p1 sm ??Ah", "p2 sm 8d7d", "p3 sm ????"]))
    assert status == 0, doc
    assert doc["payouts"] == {"p1": 6}          # As Ah: aces full beat p2's nines full of sevens


def test_unknown_cards_shown_cannot_hide_a_card_that_differs(tmp_path):
    actions = list(CHECKED_DOWN)
    actions[0] = "d dh p1 AsAh"
    status, doc = replayed(tmp_path, hand_text(actions + ["p1 sm Kd??"]))
    assert status == 2 and doc["error"]["code"] == "shown-cards-differ"


def test_unknown_cards_shown_during_the_betting_are_refused_as_any_show(tmp_path):
    status, doc = replayed(tmp_path, hand_text(CHECKED_DOWN[:5] + ["p2 sm ????"]))
    assert status == 2 and doc["error"]["code"] == "betting-not-over" and doc["error"]["step"] == 5


# ---- a voluntary show by the last player after everyone folded

WALK = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 f", "p1 f"]


@pytest.mark.parametrize("dealt", ["????", "KhKc"])
def test_the_last_player_shows_after_a_walk_whether_or_not_the_cards_were_dealt_known(tmp_path, dealt):
    actions = list(WALK)
    actions[1] = f"d dh p2 {dealt}"
    status, doc = replayed(tmp_path, hand_text(actions + ["p2 sm KhKc"]))
    assert status == 0, doc
    assert doc["complete"] is True and doc["payouts"] == {"p2": 2}
    assert doc["finishing_stacks"] == [99, 101, 100]
    assert "legal" not in doc["steps"][-1] and doc["steps"][-1]["action"] == "p2 sm KhKc"


def test_the_last_players_muck_after_a_walk_changes_nothing(tmp_path):
    status, doc = replayed(tmp_path, hand_text(WALK + ["p2 sm"]))
    assert status == 0 and doc["finishing_stacks"] == [99, 101, 100]


@pytest.mark.parametrize("dealt, shown, code", [
    ("KhKc", "QsQd", "shown-cards-differ"),      # not the cards dealt
    ("????", "KhKh", "card-seen-twice"),         # one card twice
    ("????", "Kh", "wrong-card-count"),          # hold'em hands have two cards
])
def test_a_show_after_the_hand_must_still_be_the_players_cards(tmp_path, dealt, shown, code):
    actions = list(WALK)
    actions[1] = f"d dh p2 {dealt}"
    status, doc = replayed(tmp_path, hand_text(actions + [f"p2 sm {shown}"]))
    assert status == 2 and doc["error"]["code"] == code and doc["error"]["step"] == 5


def test_a_player_who_folded_cannot_show_after_the_hand(tmp_path):
    status, doc = replayed(tmp_path, hand_text(WALK + ["p1 sm AsAd"]))
    assert status == 2 and doc["error"]["code"] == "hand-over"


# ---- heads-up: the small blind acts first before the flop, whichever order the blinds are listed in

def heads_up(blinds, actions):
    return hand_text(["d dh p1 ????", "d dh p2 ????", *actions], blinds=blinds, stacks="[100, 100]", min_bet=1)


@pytest.mark.parametrize("blinds, small, big", [("[0.50, 1]", "p2", "p1"), ("[1, 0.50]", "p1", "p2")])
def test_heads_up_the_player_who_posted_the_small_blind_acts_first_before_the_flop(blinds, small, big):
    # PHH has p1 post the second amount heads-up, p2 the first: [0.50, 1] makes p2 the small blind,
    # [1, 0.50] p1. RULES.md 3.1: the small blind (the button) acts first pre-flop; pokerkit agrees.
    text = heads_up(blinds, [])
    result = replay(phh.loads(text))
    assert result.name(result.hand.actor) == small
    assert result.hand.legal().to_call == result.scale // 2           # half a big blind to complete
    assert f"p{pokerkit_state(text).actor_index + 1}" == small
    # The small blind completes, the big blind checks: after the flop the big blind acts first.
    result = replay(phh.loads(heads_up(blinds, [f"{small} cc", f"{big} cc", "d db 2c3d4h"])))
    assert result.name(result.hand.actor) == big


@pytest.mark.parametrize("blinds, small, big", [("[0.50, 1]", "p2", "p1"), ("[1, 0.50]", "p1", "p2")])
def test_heads_up_either_order_of_the_blinds_pays_the_same_player(tmp_path, blinds, small, big):
    # The small blind limps, both check to the flop, the big blind bets 2 and the button folds.
    status, doc = replayed(tmp_path, heads_up(blinds, [f"{small} cc", f"{big} cc", "d db 2c3d4h",
                                                      f"{big} cbr 2", f"{small} f"]))
    assert status == 0, doc
    assert doc["payouts"] == {big: 2}                    # the two blinds of 1 each
    stacks = {"p1": doc["finishing_stacks"][0], "p2": doc["finishing_stacks"][1]}
    assert stacks == {small: 99, big: 101}
    assert [doc["steps"][i]["actor"] for i in (2, 3, 5)] == [small, big, big]
    assert doc["steps"][2]["legal"]["to_call"] == 0.5 and doc["steps"][2]["legal"]["pot"] == 1.5


def test_heads_up_with_the_blinds_big_first_pokerkit_has_the_button_open_the_flop_rules_md_does_not():
    # pokerkit opens every street after the first with p1. With [1, 0.50] p1 posted the small
    # blind: the button, who acts last after the flop (RULES.md 3.1), so RULES.md wins here and a
    # file that has p1 open the flop is refused as out of turn.
    text = heads_up("[1, 0.50]", ["p1 cc", "p2 cc", "d db 2c3d4h"])
    assert pokerkit_state(text).actor_index == 0                        # pokerkit: p1
    with pytest.raises(ReplayError) as refused:
        replay(phh.loads(heads_up("[1, 0.50]", ["p1 cc", "p2 cc", "d db 2c3d4h", "p1 cc"])))
    assert refused.value.code == "out-of-turn"
    assert "p1 acted but p2 is to act" in refused.value.message


def test_heads_up_refusals_name_the_files_players_with_the_blinds_big_first():
    # The engine seats p2 first when p1 is the button; its words must still say the file's player 1.
    with pytest.raises(ReplayError) as refused:
        replay(phh.loads(heads_up("[1, 0.50]", ["p1 cbr 500"])))
    assert refused.value.code == "raise-above-stack"
    assert refused.value.message == "step 2 ('p1 cbr 500'): player 1 has only 99.5: the most is 100"


# ---- a decimal hand speaks its own units, in the messages and in the JSON

def test_a_refusal_in_a_hand_with_antes_of_2_50_names_the_files_amounts(tmp_path):
    # Antes of 2.50 make the replay count in tenths: the bet of 5 is 50 of them, the minimum 100.
    text = hand_text(["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p1 cbr 5"],
                     antes="[2.50, 2.50, 2.50]", blinds="[0, 0, 0]", min_bet=10)
    status, doc = replayed(tmp_path, text)
    assert status == 2
    assert doc["error"] == {"code": "raise-below-minimum", "step": 3,
                            "message": "step 3 ('p1 cbr 5'): bet to 5 is below the minimum bet to 10"}


def test_a_pot_limit_refusal_says_its_arithmetic_in_the_files_units(tmp_path):
    text = hand_text(["d dh p1 ????????", "d dh p2 ????????", "d dh p3 ????????", "p3 cbr 5"],
                     variant="PO", blinds="[0.50, 1, 0]", min_bet=1)
    status, doc = replayed(tmp_path, text)
    assert status == 2
    assert doc["error"]["message"] == ("step 3 ('p3 cbr 5'): raise to 5 is above the pot limit: the most is 3.5 "
                                       "(3 × 1 + 0.5 = 3.5)")


def test_every_json_number_of_a_decimal_hand_is_in_its_units_and_exact(tmp_path):
    text = hand_text(["d dh p1 ????????", "d dh p2 ????????", "d dh p3 ????????", "p3 cbr 3.5", "p1 cc"],
                     variant="PO", blinds="[0.50, 1, 0]", min_bet=1, stacks="[999999999999.99, 100, 100]")
    status, doc = replayed(tmp_path, text)
    assert status == 0, doc
    legal = doc["steps"][4]["legal"]
    assert (legal["to_call"], legal["min_raise_to"], legal["max_raise_to"], legal["pot"]) == (3, 6, 11.5, 5)
    assert legal["max_explanation"] == "3 × 3.5 + 1 = 11.5"
    path = tmp_path / "hand.phh"
    out = io.StringIO()
    run(str(path), None, True, out)
    # Written as the file wrote it, not as a float would round it (999999999996.49 exactly).
    assert '"finishing_stacks": [\n    999999999996.49,\n    99,\n    96.5\n  ]' in out.getvalue()
    assert json_text({"a": Decimal("0.07")}) == '{\n  "a": 0.07\n}'


# ---- a hand that stops before its end: the pots as they stand

def test_a_hand_stopped_on_the_river_says_its_pot_as_it_stands(tmp_path):
    # Blinds 1/2, three players call 22 pre-flop: 66 in the middle when the river is dealt.
    actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 22", "p1 cc", "p2 cc",
               "d db 9s7h2c", "p1 cc", "p2 cc", "p3 cc", "d db 9d", "p1 cc", "p2 cc", "p3 cc", "d db 9c"]
    status, doc = replayed(tmp_path, hand_text(actions))
    assert status == 0, doc
    assert doc["complete"] is False
    assert doc["pots"] == [{"amount": 66, "eligible": ["p1", "p2", "p3"], "rake": 0, "high_winners": [],
                            "low_winners": []}]
    assert doc["payouts"] == {} and doc["finishing_stacks"] == [78, 78, 78]


def test_a_hand_stopped_after_an_all_in_says_the_main_and_the_side_pot(tmp_path):
    actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 100", "p1 cc", "p2 cc"]
    status, doc = replayed(tmp_path, hand_text(actions, stacks="[100, 40, 100]"))
    assert status == 0, doc
    assert [(p["amount"], p["eligible"]) for p in doc["pots"]] == [(120, ["p1", "p2", "p3"]), (120, ["p1", "p3"])]


# ---- a collection of hands (.phhs): the hand chosen by its name, and named in every message

COLLECTION = (
    "[1]\n" + hand_text(WALK + ["p2 sm KhKc"]) + "hand = 3017237436\n\n"
    "[2]\n" + hand_text(["d dh p1 ????", "d dh p2 ????", "p1 f"], blinds="[1, 2]", stacks="[100, 100]")
    .replace("antes = [0, 0]\n", "") + "\n"
    "[3]\n" + hand_text(CHECKED_DOWN + ["p1 sm 8dAs", "p2 sm ????", "p3 sm ????"]))


def test_a_collections_hand_is_replayed_by_its_name(tmp_path):
    status, doc = replayed(tmp_path, COLLECTION, "--hand", "3", name="hands.phhs")
    assert status == 0, doc
    assert doc["finishing_stacks"] == [104, 98, 98]
    status, doc = replayed(tmp_path, COLLECTION, "--hand", "1", name="hands.phhs")
    assert status == 0 and doc["payouts"] == {"p2": 2}


def test_a_malformed_hand_of_a_collection_is_named_by_the_file_and_the_hand_as_given(tmp_path):
    status, doc = replayed(tmp_path, COLLECTION, "--hand", "2", name="hands.phhs")
    assert status == 2
    path = tmp_path / "hands.phhs"
    assert doc["error"]["code"] == "missing-field"
    assert doc["error"]["message"].startswith(f"{path} [2]: field 'antes' is missing")


def test_a_collection_without_a_hand_named_says_which_hands_it_holds(tmp_path):
    status, doc = replayed(tmp_path, COLLECTION, name="hands.phhs")
    assert status == 2 and doc["error"]["code"] == "choose-hand"
    assert "holds 3 hands ([1], [2], [3])" in doc["error"]["message"] and "--hand" in doc["error"]["message"]
    status, doc = replayed(tmp_path, COLLECTION, "--hand", "7", name="hands.phhs")
    assert status == 2 and doc["error"]["code"] == "no-such-hand"
    assert doc["error"]["message"] == f"{tmp_path / 'hands.phhs'}: the file has no hand [7]; it holds 3 ([1], [2], [3])"


def test_a_collection_of_one_hand_needs_no_name_and_a_single_hand_takes_none(tmp_path):
    status, doc = replayed(tmp_path, "# one hand\n[1]\n" + hand_text(WALK), name="one.phhs")
    assert status == 0 and doc["payouts"] == {"p2": 2}
    status, doc = replayed(tmp_path, hand_text(WALK), "--hand", "1")
    assert status == 2 and doc["error"]["code"] == "no-such-hand"


def test_the_command_line_takes_the_hand_and_names_the_file_as_typed(tmp_path):
    (tmp_path / "hands.phhs").write_text(COLLECTION)
    done = subprocess.run([sys.executable, "-m", "dealer_app", "replay", "hands.phhs", "--hand", "2", "--json"],
                          capture_output=True, text=True, cwd=tmp_path,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert json.loads(done.stdout)["error"]["message"].startswith("hands.phhs [2]: ")
