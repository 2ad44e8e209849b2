"""``dealer-app replay HAND.phh [--session S.toml] --json`` exactly as ARCHITECTURE.md 4.2."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args, cwd=ROOT):
    done = subprocess.run([sys.executable, "-m", "dealer_app", "replay", *map(str, args)],
                          capture_output=True, text=True, cwd=cwd)
    return done.returncode, done.stdout, done.stderr


def test_replay_json_document(phh_dir):
    code, out, err = run(phh_dir / "pluribus" / "100" / "0.phh", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert len(doc["steps"]) == 21
    step = doc["steps"][7]
    assert step["action"] == "p4 cbr 210" and step["actor"] == "p4" and step["street"] == "preflop"
    legal = step["legal"]
    assert (legal["to_call"], legal["can_check"], legal["can_raise"]) == (100, False, True)
    assert (legal["min_raise_to"], legal["max_raise_to"], legal["pot"]) == (200, 10000, 150)
    assert "legal" not in doc["steps"][0]            # dealing steps have none
    assert doc["finishing_stacks"] == [10310, 9900, 10000, 9790, 10000, 10000]
    assert doc["payouts"] == {"p1": 520}     # 210 + 210 + the folded big blind 100
    assert doc["pots"] == [{"amount": 520, "eligible": ["p1"], "rake": 0,
                            "high_winners": ["p1"], "low_winners": []}]
    assert doc["rake"] == 0


def test_pot_limit_maximum_and_its_arithmetic_in_the_json(phh_dir):
    code, out, _ = run(phh_dir / "historical" / "antonius-blom-2009.phh", "--json")
    assert code == 0
    steps = json.loads(out)["steps"]
    assert steps[2]["legal"]["max_raise_to"] == 3000            # heads-up, blinds 500/1,000
    assert steps[9]["legal"]["max_explanation"] == "3 × 91000 + 162000 = 435000"


def test_session_file_replays_omaha_hilo_pot_limit(tmp_path):
    hand = tmp_path / "hand.phh"
    # Seed 000's showdown, five players, everyone checks it down in pot-limit Omaha hi-lo.
    hand.write_text("""variant = 'PO'
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [5, 10, 0, 0, 0]
min_bet = 10
starting_stacks = [1000, 1000, 1000, 1000, 1000]
actions = ['d dh p1 As4s5hKc', 'd dh p2 Ah3hTsTc', 'd dh p3 7c9cJsQs', 'd dh p4 4h6hKsKd',
  'd dh p5 Ad3d6d9h', 'p3 cc', 'p4 cc', 'p5 cc', 'p1 cc', 'p2 cc',
  'd db 2s5cTh', 'p1 cc', 'p2 cc', 'p3 cc', 'p4 cc', 'p5 cc', 'd db 7d', 'p1 cc', 'p2 cc', 'p3 cc',
  'p4 cc', 'p5 cc', 'd db 8c', 'p1 cc', 'p2 cc', 'p3 cc', 'p4 cc', 'p5 cc',
  'p1 sm -', 'p2 sm -', 'p3 sm -', 'p4 sm -', 'p5 sm -']
""")
    session = tmp_path / "s.toml"
    session.write_text('[game]\nvariant = "omaha-hilo"\nstructure = "pot-limit"\n'
                       '[stakes]\nsmall_blind = 5\nbig_blind = 10\n')
    code, out, err = run(hand, "--session", session, "--json")
    assert code == 0, out + err
    doc = json.loads(out)
    # 50 in the pot: Chris (p3) takes the high half, 25; Bryan (p2) and Eve (p5) share the low
    # half, 25: the odd chip to the first of them clockwise from the button, Bryan.
    assert doc["pots"][0]["high_winners"] == ["p3"]
    assert doc["pots"][0]["low_winners"] == ["p2", "p5"]
    assert doc["payouts"] == {"p3": 25, "p2": 13, "p5": 12}


def test_an_illegal_step_exits_2_with_a_json_error(tmp_path, phh_dir):
    text = (phh_dir / "pluribus" / "100" / "0.phh").read_text().replace("'p4 cbr 210'", "'p4 cbr 150'")
    bad = tmp_path / "bad.phh"
    bad.write_text(text)
    code, out, _ = run(bad, "--json")
    assert code == 2
    error = json.loads(out)["error"]
    assert error["code"] == "raise-below-minimum" and error["step"] == 7
    assert "200" in error["message"]


@pytest.mark.parametrize("content, code", [
    ("variant = 'NT'\nthis is not toml", "bad-toml"),
    ("variant = 'NT'\nantes=[0,0]\nblinds_or_straddles=[1,2]\nmin_bet=2\nactions=[]\n", "missing-field"),
])
def test_malformed_files_exit_2_with_a_json_error_never_a_traceback(tmp_path, content, code):
    bad = tmp_path / "bad.phh"
    bad.write_text(content)
    status, out, err = run(bad, "--json")
    assert status == 2 and "Traceback" not in err
    assert json.loads(out)["error"]["code"] == code


def test_missing_file_exits_2(tmp_path):
    status, out, _ = run(tmp_path / "nope.phh", "--json")
    assert status == 2 and json.loads(out)["error"]["code"] == "cannot-read"


def test_unsupported_variant_exits_3(phh_dir):
    stud = next(p for p in sorted(phh_dir.rglob("*.phh")) if "variant = 'F7S'" in p.read_text())
    status, out, err = run(stud, "--json")
    assert status == 3 and "Traceback" not in err
    error = json.loads(out)["error"]
    assert error["code"] == "unsupported-variant" and "seven-card stud" in error["message"]


def test_bad_session_file_exits_2_naming_the_key(tmp_path, phh_dir):
    session = tmp_path / "s.toml"
    session.write_text("[stakes]\nsmall_blind = 5\nbig_blind = 25\n")
    status, out, _ = run(phh_dir / "pluribus" / "100" / "0.phh", "--session", session, "--json")
    assert status == 2
    error = json.loads(out)["error"]
    assert error["code"] == "bad-session" and "stakes.big_blind" in error["message"]


# ---- a replay's session file: the hand history states the stakes (ARCHITECTURE.md 4.2)

def _session(tmp_path, text):
    path = tmp_path / "s.toml"
    path.write_text(text)
    return path


def test_a_session_with_only_the_game_replays_a_shared_hand_to_its_recorded_stacks(tmp_path, phh_dir):
    hand = phh_dir / "wsop-2023-43" / "1.phh"       # no limit hold'em, blinds 40,000/80,000, a BB ante
    recorded = [7340000, 3775000, 5110000, 8935000, 4545000]
    assert f"finishing_stacks = {recorded}" in hand.read_text()
    for text in ('[game]\nvariant = "holdem"\nstructure = "no-limit"\n',
                 '[game]\nvariant = "holdem"\nstructure = "no-limit"\n[house]\nmin_raise = "last-raise"\n'
                 '[rake]\npercent = 0\n'):
        status, out, err = run(hand, "--session", _session(tmp_path, text), "--json")
        assert status == 0, out + err
        assert json.loads(out)["finishing_stacks"] == recorded


def test_a_session_whose_stakes_agree_with_the_hand_is_accepted(tmp_path, phh_dir):
    session = _session(tmp_path, '[game]\nvariant = "holdem"\nstructure = "no-limit"\n'
                                 "[stakes]\nsmall_blind = 40000\nbig_blind = 80000\nchip_unit = 5000\n"
                                 "min_buy_in = 1000000\n")
    status, out, err = run(phh_dir / "wsop-2023-43" / "1.phh", "--session", session, "--json")
    assert status == 0, out + err
    assert json.loads(out)["finishing_stacks"] == [7340000, 3775000, 5110000, 8935000, 4545000]


# Fixed-limit Omaha hi-lo, antes 5, blinds 5/10: p3 bets 20, p1 raises to 30, both call; everyone
# checks it down. Pot 3 × (5 + 30) = 105; p1's kings take the high half, p2's A-2-3-5-8 the low.
HILO_105 = """variant = 'FO/8'
antes = [5, 5, 5]
blinds_or_straddles = [5, 10, 0]
small_bet = 10
big_bet = 20
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 KhKdQhQd', 'd dh p2 Ac5dJhJc', 'd dh p3 9c9dTcTd',
  'p3 cbr 20', 'p1 cbr 30', 'p2 cc', 'p3 cc',
  'd db 2c3d8h', 'p1 cc', 'p2 cc', 'p3 cc', 'd db Ks', 'p1 cc', 'p2 cc', 'p3 cc',
  'd db Qs', 'p1 cc', 'p2 cc', 'p3 cc', 'p1 sm KhKdQhQd', 'p2 sm Ac5dJhJc', 'p3 sm 9c9dTcTd']
"""


def test_the_sessions_chip_unit_reaches_the_hand_a_hilo_pot_of_105_at_unit_5_is_55_and_50(tmp_path):
    hand = tmp_path / "hilo.phh"
    hand.write_text(HILO_105)
    status, out, err = run(hand, "--json")                      # no session: 1-chips
    assert status == 0, out + err
    doc = json.loads(out)
    assert doc["pots"][0]["amount"] == 105
    assert (doc["pots"][0]["high_winners"], doc["pots"][0]["low_winners"]) == (["p1"], ["p2"])
    assert doc["payouts"] == {"p1": 53, "p2": 52}
    status, out, err = run(hand, "--session", _session(tmp_path, "[stakes]\nchip_unit = 5\n"), "--json")
    assert status == 0, out + err
    doc = json.loads(out)
    assert doc["payouts"] == {"p1": 55, "p2": 50}               # RULES.md 5: the odd 5-chip to the high
    assert doc["finishing_stacks"] == [1020, 1015, 965]


@pytest.mark.parametrize("stakes, key, session_value, hand_value", [
    ("small_blind = 10\nbig_blind = 20\n", "stakes.small_blind", 10, 5),
    ("big_blind = 20\n", "stakes.big_blind", 20, 10),
    ("small_bet = 20\nbig_bet = 40\n", "stakes.small_bet", 20, 10),
    ("small_bet = 10\nbig_bet = 30\n", "stakes.big_bet", 30, 20),
])
def test_stakes_that_contradict_the_hand_exit_2_naming_both_values(tmp_path, stakes, key, session_value,
                                                                     hand_value):
    hand = tmp_path / "hilo.phh"
    hand.write_text(HILO_105)
    status, out, err = run(hand, "--session", _session(tmp_path, "[stakes]\n" + stakes), "--json")
    assert status == 2 and "Traceback" not in err
    error = json.loads(out)["error"]
    assert error["code"] == "stakes-contradict-hand" and error["step"] is None
    assert error["message"] == (f"{key}: the session file says {session_value}, "
                                f"the hand history says {hand_value}")


def test_a_chip_unit_the_hands_blinds_are_not_made_of_exits_2(tmp_path):
    hand = tmp_path / "hilo.phh"
    hand.write_text(HILO_105)
    status, out, _ = run(hand, "--session", _session(tmp_path, "[stakes]\nchip_unit = 10\n"), "--json")
    assert status == 2
    error = json.loads(out)["error"]
    assert error["code"] == "stakes-contradict-hand"
    assert error["message"] == ("stakes.chip_unit: the session file says 10, the hand history has a blind "
                                "of 5, not a whole number of 10-chips")


def test_a_decimal_hands_amounts_are_compared_in_the_files_own_units(tmp_path):
    # Blinds of 0.25/0.50 are replayed in cents (scale 100): the session's 1/2 still contradict them.
    hand = tmp_path / "cents.phh"
    hand.write_text("variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.25, 0.5]\nmin_bet = 0.5\n"
                    "starting_stacks = [10, 10]\nactions = ['d dh p1 AsAh', 'd dh p2 KsKh', 'p2 f']\n")
    status, out, err = run(hand, "--json")
    assert status == 0, out + err
    status, out, _ = run(hand, "--session", _session(tmp_path, "[stakes]\nbig_blind = 1\n"), "--json")
    assert status == 2
    assert json.loads(out)["error"]["message"] == ("stakes.big_blind: the session file says 1, "
                                                   "the hand history says 0.5")


def test_what_the_hand_does_not_state_comes_from_the_session():
    from engine import phh
    from engine.replay import replay
    from engine.settings import parse_session

    def session(text):
        return parse_session(text, stakes_required=False)
    # A dead small blind: the hand posts only the big blind, 10; the table's small blind is the session's.
    dead = phh.loads("variant = 'PO'\nantes = [0, 0, 0]\nblinds_or_straddles = [0, 10, 0]\nmin_bet = 10\n"
                     "starting_stacks = [500, 500, 500]\nactions = ['d dh p1 AsAhKsKh', 'd dh p2 2c3c4c5c',"
                     " 'd dh p3 7d8d9dTd', 'p3 f', 'p1 f']\n")
    assert replay(dead).hand.config.stakes.small_blind == 10                 # as before: nothing says 5
    assert replay(dead, session("[stakes]\nsmall_blind = 5\nbig_blind = 10\n")).hand.config.stakes.small_blind == 5
    # No-limit hold'em replayed as fixed limit: the hand has no bet sizes, the session's 4/8 are used.
    heads_up = phh.loads("variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
                         "starting_stacks = [100, 100]\nactions = ['d dh p1 AsAh', 'd dh p2 KsKh', 'p2 f']\n")
    limit = '[game]\nvariant = "holdem"\nstructure = "fixed-limit"\n'
    first = replay(heads_up, session(limit + "[stakes]\nsmall_bet = 4\nbig_bet = 8\n")).steps[2].legal
    assert (first.min_raise_to, first.max_raise_to) == (6, 6)                # 2 + the small bet 4
    first = replay(heads_up, session(limit)).steps[2].legal
    assert (first.min_raise_to, first.max_raise_to) == (4, 4)                # small bet = the big blind 2
