"""The session file (ARCHITECTURE.md 4.1): validated with the key and the rule, saved and read back
exactly, and the presets that ship with the program (RULES.md section 6)."""
import tomllib
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from dealer_app.files.presets import FRENCH_LEVY_BUY_INS, french_levy, load_preset, preset_names, preset_text
from dealer_app.files.session_file import load_session, save_session
from engine.errors import ConfigError
from engine.games import GAMES, MOST_SEATS, Structure
from engine.cash_rules import BombPotRules, TimeCollection
from engine.cards import parse_cards
from engine.jackpot.rules import HighHandRules, JackpotRules
from engine.pots import Pot
from engine.rake import RakeRules, take_rake
from engine.rules import HouseRules, Stakes
from engine.session.writer import dumps_tables, format_session
from engine.toml_writer import toml_string
from engine.settings import SessionSettings, SettingsError, parse_session

BLINDS = "[stakes]\nsmall_blind = 5\nbig_blind = 10\n"


def comparable(s: SessionSettings) -> SessionSettings:
    """Everything that the file says (warnings and which sections were written aside)."""
    return replace(s, warnings=(), given=frozenset(), seats=s.table_seats)


# ------------------------------------------------------------ validation

@pytest.mark.parametrize("text, key, words", [
    # Seed 001: the big blind is at least the small blind and at most twice it.
    ("[stakes]\nsmall_blind = 5\nbig_blind = 11\n", "stakes.big_blind", "outside [5, 10]"),
    ("[stakes]\nsmall_blind = 5\nbig_blind = 4\n", "stakes.big_blind", "outside [5, 10]"),
    ('[game]\nstructure = "fixed-limit"\n' + BLINDS, "stakes.small_bet", "fixed limit needs a small bet"),
    ('[game]\nstructure = "fixed-limit"\n' + BLINDS + "small_bet = 10\n", "stakes.big_bet", "fixed limit needs"),
    (BLINDS + "[house]\nraise_cap = 0\n", "house.raise_cap", "a cap below 1"),
    ('[game]\nvariant = "razz"\n' + BLINDS, "game.variant", "unknown game 'razz'"),
    ('[game]\nstructure = "spread-limit"\n' + BLINDS, "game.structure", "unknown structure"),
    ('[house]\nbutton = "floating"\n' + BLINDS, "house.button", "choose dead, moving or simplified"),
    (BLINDS + "chip_unit = -1\n", "stakes.chip_unit", "cannot be negative"),
    (BLINDS + "min_buy_in = 1000000000000000\n", "stakes.min_buy_in", "not a believable amount"),
    (BLINDS + "min_buy_in = 5\n", "stakes.min_buy_in", "less than one big blind"),
    (BLINDS + "min_buy_in = 500\nmax_buy_in = 200\n", "stakes.max_buy_in", "below the minimum 500"),
    (BLINDS + "[rake]\npercent = nan\n", "rake.percent", "not nan"),
    (BLINDS + "[rake]\npercent = 101\n", "rake.percent", "at most 100"),
    (BLINDS + '[rake]\ncap = "30"\n', "rake.cap", "must be a whole number"),
    (BLINDS + "[rake]\nno_flop_no_drop = 1\n", "rake.no_flop_no_drop", "true or false"),
    ("[stakes]\nsmall_blind = 5.5\nbig_blind = 10\n", "stakes.small_blind", "whole number"),
    (BLINDS + "[table]\nseats = 11\n", "table.seats", "a table has 2 to 10 seats"),
    (BLINDS + "[table]\nseats = 1\n", "table.seats", "2 to 10"),
    ("[stakes]\nsmall_blind = 5\n", "stakes.big_blind", "the blinds are required"),
    ("stakes = 5\n", "stakes", "must be a [section]"),
])
def test_a_bad_session_file_is_refused_naming_the_key_and_the_rule(text, key, words):
    with pytest.raises(SettingsError) as refused:
        parse_session(text)
    assert refused.value.key == key
    assert words in refused.value.message, refused.value.message
    assert refused.value.message.startswith(key)


def test_ten_seats_for_holdem():
    s = parse_session('[game]\nvariant = "holdem"\n' + BLINDS + "[table]\nseats = 10\n")
    assert s.table_seats == 10
    assert parse_session(BLINDS).table_seats == 9                   # Omaha's default


@pytest.mark.parametrize("variant, seats, most", [
    ("omaha", 10, 9), ("courchevel", 9, 8), ("courchevel-hilo", 10, 8), ("omaha5", 9, 8), ("omaha6", 9, 7),
    ("omaha6", 10, 7), ("holdem", 2, 10)])
def test_the_seats_are_the_tables_whatever_the_game_deals_to(variant, seats, most):
    """Issue 24, major 6: the game's range (RULES.md 1: 2 to 9 in Omaha, 2 to 10 in Hold'em; 8 for the
    5-card games and 7 for 6-card Omaha, what 44 cards deal) limits the players dealt in, not the seats."""
    s = parse_session(f'[game]\nvariant = "{variant}"\n' + BLINDS + f"[table]\nseats = {seats}\n")
    assert (s.table_seats, s.game.max_players) == (seats, most)
    assert s.warnings == ()
    again = parse_session(format_session(s))                         # saved and read back: the same seats
    assert again.table_seats == seats


def test_a_file_without_seats_still_has_the_games_number():
    """What a file without [table] seats has always meant: as many seats as the game deals to."""
    for variant, most in (("omaha", 9), ("courchevel", 8), ("omaha6", 7), ("holdem", 10)):
        assert parse_session(f'[game]\nvariant = "{variant}"\n' + BLINDS).table_seats == most


def test_unknown_keys_are_warned_and_the_file_still_loads():
    s = parse_session(BLINDS + "ante = 1\n[house]\nstraddle = true\n[lighting]\ndim = 1\n")
    assert tuple(w.english() for w in s.warnings) == (
        "unknown section [lighting] ignored", "unknown key stakes.ante ignored", "unknown key house.straddle ignored")


def test_fixed_limit_off_the_usual_sizes_is_allowed_and_said():
    s = parse_session('[game]\nstructure = "fixed-limit"\n' + BLINDS + "small_bet = 10\nbig_bet = 30\n")
    assert tuple(w.english() for w in s.warnings) == (
        "stakes.big_bet 30 is not twice the small bet 10 (usually big bet = 2 × small bet)",)


# ---------------------------------------------------------------- writing

def test_a_saved_file_reads_back_the_same_settings(tmp_path):
    text = ('[game]\nvariant = "omaha-hilo"\nstructure = "fixed-limit"\nlow_qualifier = 9\n'
            "[stakes]\nsmall_blind = 10\nbig_blind = 20\nsmall_bet = 20\nbig_bet = 40\nchip_unit = 5\n"
            "min_buy_in = 400\nmax_buy_in = 2000\n"
            '[house]\nraise_cap = 4\nheads_up_cap = "never"\nbutton = "simplified"\nidentical_hilo = "per-half"\n'
            '[rake]\npercent = 4.5\ncap = 40\nno_flop_no_drop = false\nunit = 5\nrounding = "nearest"\n'
            "per_pot = true\njackpot = 5\n[table]\nseats = 8\n")
    original = parse_session(text)
    path = tmp_path / "club.toml"
    save_session(path, original)
    loaded = load_session(path)
    assert comparable(loaded) == comparable(original)
    assert loaded.rake.percent == Fraction(9, 2) and loaded.button == "simplified" and loaded.table_seats == 8
    assert tomllib.loads(path.read_text(encoding="utf-8"))["rake"]["percent"] == 4.5
    assert [p.name for p in tmp_path.iterdir()] == ["club.toml"]     # no temporary file left behind


def test_every_key_of_the_contract_is_written():
    data = tomllib.loads(format_session(parse_session(BLINDS)))
    assert set(data) == {"game", "stakes", "house", "rake", "table"}
    assert set(data["game"]) == {"variant", "structure", "low_qualifier"}
    assert set(data["house"]) == {"min_raise", "pot_limit_dead_blinds", "pot_limit_rounding", "raise_cap",
                                  "heads_up_cap", "limit_short_all_in", "button", "identical_hilo"}
    assert set(data["rake"]) == {"percent", "cap", "no_flop_no_drop", "unit", "rounding", "per_pot", "fixed",
                                 "jackpot"}


def test_the_jackpots_are_off_by_default_and_written_only_when_used():
    s = parse_session(BLINDS)
    assert (s.jackpot, s.high_hand) == (JackpotRules(), HighHandRules())
    assert not s.jackpot.on and not s.high_hand.on
    text = BLINDS + ('[jackpot]\non = true\npercent = 1.0\nminimum_pot = 1000\nbase = "main-pot"\n'
                     'loser_percent = 50\nwinner_percent = 25\ntable_percent = 25\nstart = 2000\n'
                     '[high_hand]\non = true\nminutes = 30\nminimum = "9c 9d 9h 9s 2c"\nprize = 500\n')
    s = parse_session(text)
    assert s.warnings == ()
    assert s.jackpot == JackpotRules(on=True, percent=1, minimum_pot=1000, base="main-pot", loser_percent=50,
                                     winner_percent=25, table_percent=25, start=2000)
    assert s.high_hand == HighHandRules(on=True, minutes=30, minimum=parse_cards("9c 9d 9h 9s 2c"), prize=500)
    written = format_session(s)
    assert "[jackpot]" in written and "[high_hand]" in written
    assert parse_session(written) == replace(s, given=parse_session(written).given)
    assert "[jackpot]" not in format_session(parse_session(BLINDS))


@pytest.mark.parametrize("section", ["jackpot", "high_hand"])
def test_an_unknown_jackpot_key_is_a_warning(section):
    s = parse_session(BLINDS + f"[{section}]\nnonsense = 1\n")
    assert [w.english() for w in s.warnings] == [f"unknown key {section}.nonsense ignored"]


def test_a_percentage_without_an_exact_decimal_is_refused_not_rounded():
    s = replace(parse_session(BLINDS), rake=RakeRules(percent=Fraction(1, 3)))
    with pytest.raises(ConfigError) as refused:
        format_session(s)
    assert refused.value.code == "unwritable-value" and "rake.percent" in refused.value.message


def test_loading_a_missing_or_broken_file_is_a_clear_refusal(tmp_path):
    with pytest.raises(SettingsError) as refused:
        load_session(tmp_path / "nowhere.toml")
    assert refused.value.key == "file"
    (tmp_path / "bad.toml").write_bytes(b"\xff\xfe[game]")
    with pytest.raises(SettingsError):
        load_session(tmp_path / "bad.toml")


@hsettings(max_examples=200, deadline=None)
@given(text=st.text())
def test_any_text_is_written_as_a_toml_string_that_reads_back(text):
    assert tomllib.loads(dumps_tables({"t": {"k": text, "odd key": text}}))["t"] == {"k": text, "odd key": text}
    assert tomllib.loads(f"k = {toml_string(text)}")["k"] == text


@st.composite
def session_settings(draw):
    game = draw(st.sampled_from(sorted(GAMES)))
    structure = draw(st.sampled_from(list(Structure)))
    sb = draw(st.integers(1, 500))
    bb = draw(st.integers(sb, 2 * sb))
    bets = (bb, 2 * bb) if structure is Structure.FIXED_LIMIT else (0, 0)
    house = HouseRules(
        min_raise=draw(st.sampled_from(["last-raise", "double-previous"])),
        pot_limit_dead_blinds=draw(st.sampled_from(["full", "as-posted"])),
        pot_limit_rounding=draw(st.sampled_from(["exact", "up-to-unit"])),
        raise_cap=draw(st.integers(1, 6)),
        heads_up_cap=draw(st.sampled_from(["became-heads-up", "began-heads-up", "never"])),
        limit_short_all_in=draw(st.sampled_from(["half-bet", "full-bet"])),
        identical_hilo=draw(st.sampled_from(["even", "per-half"])),
        low_qualifier=draw(st.sampled_from([8, 9, 0])),
        max_runs=draw(st.sampled_from([1, 2, 3])))
    rake = RakeRules(percent=Fraction(draw(st.integers(0, 10000)), 100), cap=draw(st.integers(0, 1000)),
                     no_flop_no_drop=draw(st.booleans()), unit=draw(st.integers(1, 25)),
                     rounding=draw(st.sampled_from(["down", "nearest", "up"])), per_pot=draw(st.booleans()),
                     fixed=draw(st.integers(0, 50)), jackpot=draw(st.integers(0, 50)))
    min_buy_in = draw(st.sampled_from([0, bb, 100 * bb]))
    max_buy_in = draw(st.sampled_from([0, max(min_buy_in, bb) * 3]))
    seats = draw(st.integers(2, MOST_SEATS))                     # any game at any table size
    # The cash-game keys (RULES.md 11): a chip set, a bomb pot, time collection (never with a levy).
    chips = tuple(sorted(draw(st.sets(st.integers(1, 5000), max_size=6))))
    bomb = draw(st.sampled_from([BombPotRules(), BombPotRules("every-n-hands", draw(st.integers(1, 20)),
                                                              draw(st.integers(1, 200))),
                                 BombPotRules("on-request", 0, draw(st.integers(1, 200)))]))
    minute = draw(st.integers(0, 29))
    time = TimeCollection()
    if rake.percent == 0 and rake.fixed == 0:
        time = draw(st.sampled_from([TimeCollection(), TimeCollection("per-hand", draw(st.integers(1, 50))),
                                     TimeCollection("per-seat", draw(st.integers(1, 50)), (minute, minute + 30))]))
    # The jackpots (RULES.md 12): off (not written), or on with any of their options.
    jackpot = JackpotRules()
    if draw(st.booleans()):
        fixed = draw(st.sampled_from([0, draw(st.integers(1, 500))]))
        loser = draw(st.integers(0, 100))
        winner = draw(st.integers(0, 100 - loser))
        jackpot = JackpotRules(
            on=draw(st.booleans()) and not rake.jackpot,      # the fixed drop or the increment, never both percent=0 if fixed else Fraction(draw(st.integers(0, 1000)), 100), fixed=fixed,
            minimum_pot=draw(st.integers(0, 10_000)), base=draw(st.sampled_from(["total", "main-pot"])),
            loser_percent=loser, winner_percent=winner, table_percent=100 - loser - winner,
            start=draw(st.integers(0, 100_000)), shared=draw(st.booleans()), first_run_only=draw(st.booleans()),
            exclude_bomb_pots=draw(st.booleans()))
    high_hand = HighHandRules()
    if draw(st.booleans()):
        high_hand = HighHandRules(on=draw(st.booleans()), minutes=draw(st.sampled_from([15, 30, 60, 120, 1440])),
                                  minimum=parse_cards(draw(st.sampled_from(["Ac Ad Ah Kc Kd", "7s 7h 7d 7c 2s",
                                                                            "Ts Js Qs Ks As"]))),
                                  both_hole_cards=draw(st.booleans()), prize=draw(st.integers(0, 10_000)))
    return SessionSettings(GAMES[game], structure, Stakes(sb, bb, *bets), house, rake, min_buy_in, max_buy_in,
                           draw(st.sampled_from(["dead", "moving", "simplified"])), seats,
                           chips=chips, bomb_pot=bomb, time_collection=time, jackpot=jackpot, high_hand=high_hand)


@hsettings(max_examples=300, deadline=None)
@given(s=session_settings())
def test_writing_then_reading_gives_the_same_settings(s):
    assert comparable(parse_session(format_session(s))) == comparable(s)


# ---------------------------------------------------------------- presets

def test_the_presets_ship_with_the_program_and_validate():
    assert set(preset_names()) == {"five-percent-capped"} | {f"french-levy-{b}" for b in FRENCH_LEVY_BUY_INS}
    for name in preset_names():
        s = load_preset(name)
        assert s.warnings == ()
        assert comparable(parse_session(format_session(s))) == comparable(s)
    assert "prélèvement légal" in preset_text("french-levy-500")


@pytest.mark.parametrize("buy_in, share, cap", [
    (500, 15, 75), (1000, 10, 100), (5000, 5, 250), (10000, 3, 300), (50000, 1, 500)])
def test_french_levy_is_4_percent_per_pot_capped_by_the_minimum_buy_in(buy_in, share, cap):
    # RULES.md 6: 4 % per pot, caps 15 %, 10 %, 5 %, 3 %, 1 % of a buy-in of 500, 1,000, 5,000, 10,000, 50,000.
    s = french_levy(buy_in)
    assert s.min_buy_in == buy_in and s.rake.percent == 4 and s.rake.per_pot
    assert s.rake.cap == cap == buy_in * share // 100
    small = take_rake([Pot(1000, (0, 1))], s.rake, flop_seen=True)
    assert small.rake == 40                                       # 4 % of 1,000, under every cap
    big = take_rake([Pot(cap * 25 + 100, (0, 1)), Pot(1000, (0,))], s.rake, flop_seen=True)
    assert big.rake_per_pot == (cap, 40)                          # each pot on its own, the big one capped
    assert take_rake([Pot(1000, (0, 1))], s.rake, flop_seen=False).rake == 0   # no flop, no drop


def test_french_levy_rate_stays_editable():
    s = french_levy(500)
    omaha_small = replace(s, rake=replace(s.rake, percent=Fraction(2)))
    assert take_rake([Pot(1000, (0, 1))], omaha_small.rake, flop_seen=True).rake == 20
    assert "percent = 2.0" in format_session(omaha_small)
    with pytest.raises(KeyError):
        french_levy(2000)


def test_five_percent_capped_preset():
    s = load_preset("five-percent-capped")
    assert (s.rake.percent, s.rake.cap, s.rake.per_pot, s.rake.no_flop_no_drop) == (5, 30, False, True)
    assert take_rake([Pot(400, (0, 1))], s.rake, flop_seen=True).rake == 20      # 5 % of 400
    assert take_rake([Pot(400, (0, 1)), Pot(400, (0,))], s.rake, flop_seen=True).rake == 30   # 40, capped
    assert take_rake([Pot(400, (0, 1))], s.rake, flop_seen=False).rake == 0


def test_the_consoles_session_file_still_needs_its_stakes(tmp_path):
    # A replay reads the blinds from the hand history (ARCHITECTURE.md 4.2); a club's session cannot.
    path = tmp_path / "club.toml"
    path.write_text('[game]\nvariant = "omaha"\nstructure = "pot-limit"\n')
    with pytest.raises(SettingsError) as refused:
        load_session(path)
    assert (refused.value.key, refused.value.rule) == ("stakes.small_blind", "blinds-required")
    with pytest.raises(SettingsError):
        parse_session("[stakes]\nchip_unit = 5\n")


def test_a_replays_session_states_only_what_it_writes_and_is_checked_as_usual():
    s = parse_session('[game]\nvariant = "omaha-hilo"\n[stakes]\nchip_unit = 5\n', stakes_required=False)
    assert s.stakes is None and dict(s.stated_stakes) == {"chip_unit": 5}
    s = parse_session("[stakes]\nsmall_blind = 5\nbig_blind = 10\n", stakes_required=False)
    assert s.stakes == Stakes(5, 10) and dict(s.stated_stakes) == {"small_blind": 5, "big_blind": 10}
    for text, key in (("[stakes]\nsmall_blind = 500\nbig_blind = 2500\n", "stakes.big_blind"),
                      ("[stakes]\nbig_blind = 25\nchip_unit = 10\n", "stakes.big_blind"),
                      ("[stakes]\nbig_blind = 0\n", "stakes.big_blind"),
                      ('[game]\nstructure = "fixed-limit"\n[stakes]\nsmall_bet = 10\n', "stakes.big_bet")):
        with pytest.raises(SettingsError) as refused:
            parse_session(text, stakes_required=False)
        assert refused.value.key == key
