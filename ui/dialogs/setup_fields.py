"""The session file's keys as the setup dialog shows them: each field's section, key, words and kind, the
groups they stand in, what a field shows when the file does not say it, the fields that only a game or a
structure uses, and a preset's name in words. The words are the dialog's ("SetupDialog" context)."""
from __future__ import annotations

from fractions import Fraction

from engine.jackpot.rules import HighHandRules, JackpotRules

from ..kit.i18n import QT_TRANSLATE_NOOP, amount, translate

# (section, key, label, kind, choices): kind "choice" | "int" | "decimal" | "bool" | "chips" | "text".
FIELDS: tuple[tuple[str, str, str, str, tuple[tuple[object, str], ...]], ...] = (
    ("game", "variant", QT_TRANSLATE_NOOP("SetupDialog", "Game"), "choice", ()),
    ("game", "structure", QT_TRANSLATE_NOOP("SetupDialog", "Betting"), "choice", (
        ("pot-limit", QT_TRANSLATE_NOOP("SetupDialog", "Pot Limit")), ("fixed-limit", QT_TRANSLATE_NOOP("SetupDialog", "Limit")),
        ("no-limit", QT_TRANSLATE_NOOP("SetupDialog", "No Limit")))),
    ("game", "low_qualifier", QT_TRANSLATE_NOOP("SetupDialog", "Low qualifier (hi-lo)"), "choice", (
        (8, QT_TRANSLATE_NOOP("SetupDialog", "8 or better")), (9, QT_TRANSLATE_NOOP("SetupDialog", "9 or better")),
        (0, QT_TRANSLATE_NOOP("SetupDialog", "no qualifier")))),
    ("stakes", "small_blind", QT_TRANSLATE_NOOP("SetupDialog", "Small blind"), "int", ()),
    ("stakes", "big_blind", QT_TRANSLATE_NOOP("SetupDialog", "Big blind"), "int", ()),
    ("stakes", "small_bet", QT_TRANSLATE_NOOP("SetupDialog", "Small bet (limit)"), "int", ()),
    ("stakes", "big_bet", QT_TRANSLATE_NOOP("SetupDialog", "Big bet (limit)"), "int", ()),
    ("stakes", "chip_unit", QT_TRANSLATE_NOOP("SetupDialog", "Smallest chip"), "int", ()),
    ("stakes", "min_buy_in", QT_TRANSLATE_NOOP("SetupDialog", "Minimum buy-in"), "int", ()),
    ("stakes", "max_buy_in", QT_TRANSLATE_NOOP("SetupDialog", "Maximum buy-in"), "int", ()),
    ("table", "seats", QT_TRANSLATE_NOOP("SetupDialog", "Seats at the table"), "int", ()),
    # The cash-game practices (RULES.md 10 and 11).
    ("table", "chips", QT_TRANSLATE_NOOP("SetupDialog", "Chip set"), "chips", ()),
    ("house", "run_it", QT_TRANSLATE_NOOP("SetupDialog", "Run it twice"), "choice", (
        ("when-all-agree", QT_TRANSLATE_NOOP("SetupDialog", "when all agree")),
        ("never", QT_TRANSLATE_NOOP("SetupDialog", "never")))),
    ("house", "max_runs", QT_TRANSLATE_NOOP("SetupDialog", "Most runs"), "choice", (
        (2, QT_TRANSLATE_NOOP("SetupDialog", "twice")), (3, QT_TRANSLATE_NOOP("SetupDialog", "three times")))),
    ("bomb_pot", "mode", QT_TRANSLATE_NOOP("SetupDialog", "Bomb pot"), "choice", (
        ("off", QT_TRANSLATE_NOOP("SetupDialog", "off")),
        ("every-n-hands", QT_TRANSLATE_NOOP("SetupDialog", "every N hands")),
        ("on-request", QT_TRANSLATE_NOOP("SetupDialog", "on request")))),
    ("bomb_pot", "hands", QT_TRANSLATE_NOOP("SetupDialog", "Bomb pot every (hands)"), "int", ()),
    ("bomb_pot", "ante", QT_TRANSLATE_NOOP("SetupDialog", "Bomb pot ante"), "int", ()),
    ("house", "button", QT_TRANSLATE_NOOP("SetupDialog", "Button rule"), "choice", (
        ("dead", QT_TRANSLATE_NOOP("SetupDialog", "dead button")), ("moving", QT_TRANSLATE_NOOP("SetupDialog", "moving button")),
        ("simplified", QT_TRANSLATE_NOOP("SetupDialog", "simplified moving button")))),
    ("house", "min_raise", QT_TRANSLATE_NOOP("SetupDialog", "Minimum raise"), "choice", (
        ("last-raise", QT_TRANSLATE_NOOP("SetupDialog", "the last full raise")),
        ("double-previous", QT_TRANSLATE_NOOP("SetupDialog", "double the previous bet")))),
    ("house", "pot_limit_dead_blinds", QT_TRANSLATE_NOOP("SetupDialog", "Dead blind in the pot"), "choice", (
        ("full", QT_TRANSLATE_NOOP("SetupDialog", "counted in full")), ("as-posted", QT_TRANSLATE_NOOP("SetupDialog", "as posted")))),
    ("house", "pot_limit_rounding", QT_TRANSLATE_NOOP("SetupDialog", "Pot-limit maximum"), "choice", (
        ("exact", QT_TRANSLATE_NOOP("SetupDialog", "exact")), ("up-to-unit", QT_TRANSLATE_NOOP("SetupDialog", "up to the chip unit")))),
    ("house", "raise_cap", QT_TRANSLATE_NOOP("SetupDialog", "Raises after the bet (limit)"), "int", ()),
    ("house", "heads_up_cap", QT_TRANSLATE_NOOP("SetupDialog", "Cap lifted heads-up (limit)"), "choice", (
        ("became-heads-up", QT_TRANSLATE_NOOP("SetupDialog", "once heads-up")),
        ("began-heads-up", QT_TRANSLATE_NOOP("SetupDialog", "if begun heads-up")),
        ("never", QT_TRANSLATE_NOOP("SetupDialog", "never")))),
    ("house", "limit_short_all_in", QT_TRANSLATE_NOOP("SetupDialog", "Short all-in (limit)"), "choice", (
        ("half-bet", QT_TRANSLATE_NOOP("SetupDialog", "half-bet rule")), ("full-bet", QT_TRANSLATE_NOOP("SetupDialog", "full bet")))),
    ("house", "identical_hilo", QT_TRANSLATE_NOOP("SetupDialog", "Identical hi-lo hands"), "choice", (
        ("even", QT_TRANSLATE_NOOP("SetupDialog", "split evenly")), ("per-half", QT_TRANSLATE_NOOP("SetupDialog", "each half")))),
    ("rake", "percent", QT_TRANSLATE_NOOP("SetupDialog", "Rake %"), "decimal", ()),
    ("rake", "cap", QT_TRANSLATE_NOOP("SetupDialog", "Rake cap (0: none)"), "int", ()),
    ("rake", "no_flop_no_drop", QT_TRANSLATE_NOOP("SetupDialog", "No flop, no drop"), "bool", ()),
    ("rake", "unit", QT_TRANSLATE_NOOP("SetupDialog", "Rake rounding unit"), "int", ()),
    ("rake", "rounding", QT_TRANSLATE_NOOP("SetupDialog", "Rake rounded"), "choice", (
        ("down", QT_TRANSLATE_NOOP("SetupDialog", "down")), ("nearest", QT_TRANSLATE_NOOP("SetupDialog", "to the nearest")),
        ("up", QT_TRANSLATE_NOOP("SetupDialog", "up")))),
    ("rake", "per_pot", QT_TRANSLATE_NOOP("SetupDialog", "Rake on each pot"), "bool", ()),
    ("rake", "fixed", QT_TRANSLATE_NOOP("SetupDialog", "Fixed rake per hand"), "int", ()),
    ("rake", "jackpot", QT_TRANSLATE_NOOP("SetupDialog", "Jackpot drop per hand"), "int", ()),
    ("time_collection", "mode", QT_TRANSLATE_NOOP("SetupDialog", "Time collection"), "choice", (
        ("none", QT_TRANSLATE_NOOP("SetupDialog", "none (rake per pot)")),
        ("per-seat", QT_TRANSLATE_NOOP("SetupDialog", "per seat per half hour")),
        ("per-hand", QT_TRANSLATE_NOOP("SetupDialog", "per hand at the button")))),
    ("time_collection", "amount", QT_TRANSLATE_NOOP("SetupDialog", "Time collected"), "int", ()),
    # The jackpots (RULES.md 10 and 12; engine/jackpot/rules.py): off unless the club turns them on.
    ("jackpot", "on", QT_TRANSLATE_NOOP("SetupDialog", "Bad beat jackpot on"), "bool", ()),
    ("jackpot", "percent", QT_TRANSLATE_NOOP("SetupDialog", "Increment % (of the pot after the levy)"), "decimal", ()),
    ("jackpot", "fixed", QT_TRANSLATE_NOOP("SetupDialog", "Fixed increment per hand"), "int", ()),
    ("jackpot", "minimum_pot", QT_TRANSLATE_NOOP("SetupDialog", "Minimum pot (before the levy)"), "int", ()),
    ("jackpot", "base", QT_TRANSLATE_NOOP("SetupDialog", "Increment reckoned on"), "choice", (
        ("total", QT_TRANSLATE_NOOP("SetupDialog", "all the pots")),
        ("main-pot", QT_TRANSLATE_NOOP("SetupDialog", "the main pot")))),
    ("jackpot", "loser_percent", QT_TRANSLATE_NOOP("SetupDialog", "Loser's share %"), "int", ()),
    ("jackpot", "winner_percent", QT_TRANSLATE_NOOP("SetupDialog", "Winner's share %"), "int", ()),
    ("jackpot", "table_percent", QT_TRANSLATE_NOOP("SetupDialog", "Table's share %"), "int", ()),
    ("jackpot", "start", QT_TRANSLATE_NOOP("SetupDialog", "Meter after a payment"), "int", ()),
    # The room's shared jackpot by its name (empty: this table's own); a file's ``true`` shows as "room".
    ("jackpot", "shared", QT_TRANSLATE_NOOP("SetupDialog", "Shared jackpot (its name; empty: this table's own)"),
     "text", ()),
    ("jackpot", "first_run_only", QT_TRANSLATE_NOOP("SetupDialog", "Run twice: the first run only"), "bool", ()),
    ("jackpot", "exclude_bomb_pots", QT_TRANSLATE_NOOP("SetupDialog", "Bomb pots excluded"), "bool", ()),
    ("high_hand", "on", QT_TRANSLATE_NOOP("SetupDialog", "High hand on"), "bool", ()),
    ("high_hand", "minutes", QT_TRANSLATE_NOOP("SetupDialog", "Period (minutes)"), "int", ()),
    ("high_hand", "minimum", QT_TRANSLATE_NOOP("SetupDialog", "Qualifying minimum (five cards)"), "text", ()),
    ("high_hand", "both_hole_cards", QT_TRANSLATE_NOOP("SetupDialog", "Both hole cards play (Hold'em)"), "bool", ()),
    ("high_hand", "prize", QT_TRANSLATE_NOOP("SetupDialog", "Prize per period"), "int", ()),
)


def _rules_defaults(section: str, rules: object) -> dict[str, object]:
    """A jackpot section's defaults as its fields show them (the file writes them only when not these)."""
    values = {}
    for name, value in vars(rules).items():
        if isinstance(value, Fraction):
            value = str(value.numerator) if value.denominator == 1 else str(float(value))
        elif isinstance(value, tuple):
            value = " ".join(map(str, value))
        values[f"{section}.{name}"] = value
    return values


# What a field shows when the session file does not say it (the rules' defaults).
DEFAULTS = {"house.run_it": "when-all-agree", "house.max_runs": 2, "bomb_pot.mode": "off",
             "time_collection.mode": "none",
             **_rules_defaults("jackpot", JackpotRules()), **_rules_defaults("high_hand", HighHandRules())}
# A section written only when it is on: off, it is what a file without it has always meant.
OFF = {"bomb_pot": "off", "time_collection": "none"}
# The jackpots are switched by their ``on`` key: off, the section is not written, and its other fields rest.
SWITCHED = ("jackpot", "high_hand")
GROUPS = (          # (title, sections, share of the width, row): the jackpots below, seen by scrolling
    (QT_TRANSLATE_NOOP("SetupDialog", "Game and stakes"), ("game", "stakes"), 4, 0),
    (QT_TRANSLATE_NOOP("SetupDialog", "House options"), ("table", "house", "bomb_pot"), 6, 0),
    (QT_TRANSLATE_NOOP("SetupDialog", "Rake"), ("rake", "time_collection"), 4, 0),
    (QT_TRANSLATE_NOOP("SetupDialog", "Bad beat jackpot"), ("jackpot",), 7, 1),
    (QT_TRANSLATE_NOOP("SetupDialog", "High hand"), ("high_hand",), 7, 1),
)
SECTIONS = ("game", "stakes", "house", "rake", "table", "bomb_pot", "time_collection", "jackpot", "high_hand")
LIMIT_ONLY = ("stakes.small_bet", "stakes.big_bet", "house.raise_cap", "house.heads_up_cap",
               "house.limit_short_all_in")
POT_LIMIT_ONLY = ("house.pot_limit_dead_blinds", "house.pot_limit_rounding")
HILO_ONLY = ("game.low_qualifier", "house.identical_hilo")


def preset_words(name: str) -> str:
    """A preset's name as the dealer reads it: "French levy, buy-in 1,000", "5 % capped at 30"."""
    if name.startswith("french-levy-") and name[len("french-levy-"):].isdigit():
        return translate("SetupDialog", "French levy, buy-in {amount}").format(amount=amount(int(name[len("french-levy-"):])))
    if name == "five-percent-capped":
        return translate("SetupDialog", "5 % capped at 30")
    return name


def object_name(key: str) -> str:
    """"stakes.big_blind" -> "field_stakes_big_blind" (a stable handle)."""
    return "field_" + key.replace(".", "_")
