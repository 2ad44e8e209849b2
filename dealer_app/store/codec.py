"""Engine values as record payloads, and back: a hand is its configuration plus its inputs.

Everything is whole numbers and text (chain.py): cards as ``"As"``, the rake
percentage as an exact fraction's text (``"9/2"``), raw bytes as hex. The
configuration is written in full (every house option, every forced bet), so
a hand is rebuilt by the engine code alone, whatever defaults change later.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Optional, Sequence

from engine.actions import Action
from engine.cards import Card, parse_card
from engine.games import Structure, game_named
from engine.hand import Hand, HandConfig, PlayerSetup, Post
from engine.ranking.hand_names import HandName
from engine.jackpot.rules import JackpotRules
from engine.rake import RakeRules
from engine.rules import HouseRules, Stakes

from .errors import StoreError

CONFIG_FORMAT = 1
_HOUSE_FIELDS = ("min_raise", "pot_limit_dead_blinds", "pot_limit_rounding", "raise_cap", "heads_up_cap",
                 "limit_short_all_in", "identical_hilo", "low_qualifier")
_RAKE_FIELDS = ("cap", "no_flop_no_drop", "unit", "rounding", "per_pot", "fixed", "jackpot")
_JACKPOT_FIELDS = ("on", "fixed", "minimum_pot", "base", "loser_percent", "winner_percent", "table_percent", "start",
                   "shared", "first_run_only", "exclude_bomb_pots")


def config_to_dict(config: HandConfig) -> dict:
    s = config.stakes
    data = {
        "format": CONFIG_FORMAT,
        "game": config.game.key,
        "structure": config.structure.value,
        "stakes": {"small_blind": s.small_blind, "big_blind": s.big_blind, "small_bet": s.small_bet,
                   "big_bet": s.big_bet, "chip_unit": s.chip_unit},
        "players": [{"name": p.name, "stack": p.stack, "seat": p.seat} for p in config.players],
        # None: the standard blinds; the forced bets as posted are always written below.
        "posts": None if config.posts is None else [_post(p) for p in config.posts],
        "forced_bets": [_post(p) for p in config.forced_bets()],
        "house": {name: getattr(config.house, name) for name in _HOUSE_FIELDS},
        "rake": {"percent": str(Fraction(config.rake.percent)),
                 **{name: getattr(config.rake, name) for name in _RAKE_FIELDS}},
        "min_bet": config.min_bet,
    }
    # Written only when they say something, so the records of ordinary hands stay as they were.
    if config.house.max_runs != _DEFAULT_RUNS:
        data["house"]["max_runs"] = config.house.max_runs
    if config.unposted_small_blind:
        data["unposted_small_blind"] = config.unposted_small_blind
    if config.bomb_pot:
        data["bomb_pot"] = True
    if config.jackpot.on:
        # The bad beat jackpot's rules (RULES.md 12): the increment is part of the hand's result.
        data["jackpot"] = {"percent": str(Fraction(config.jackpot.percent)),
                           **{name: getattr(config.jackpot, name) for name in _JACKPOT_FIELDS}}
    return data


_DEFAULT_RUNS = HouseRules().max_runs


def _post(post: Post) -> dict:
    return {"player": post.player, "amount": post.amount, "kind": post.kind}


def config_from_dict(data: dict) -> HandConfig:
    try:
        if data.get("format") != CONFIG_FORMAT:
            raise StoreError("unknown-config-format", f"hand configuration format {data.get('format')!r} "
                             f"is not one this console reads ({CONFIG_FORMAT})")
        posts = data["posts"]
        return HandConfig(
            game_named(data["game"]), Structure(data["structure"]), Stakes(**data["stakes"]),
            tuple(PlayerSetup(p["name"], p["stack"], p["seat"]) for p in data["players"]),
            None if posts is None else tuple(Post(p["player"], p["amount"], p["kind"]) for p in posts),
            HouseRules(**data["house"]),
            RakeRules(percent=Fraction(data["rake"]["percent"]),
                      **{k: v for k, v in data["rake"].items() if k != "percent"}),
            min_bet=data["min_bet"], unposted_small_blind=data.get("unposted_small_blind", 0),
            bomb_pot=data.get("bomb_pot", False), jackpot=_jackpot_rules(data.get("jackpot")))
    except StoreError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise StoreError("bad-config", f"the recorded hand configuration cannot be read: {exc}") from None


def _jackpot_rules(data: Optional[dict]) -> JackpotRules:
    if data is None:
        return JackpotRules()
    return JackpotRules(percent=Fraction(data["percent"]), **{k: v for k, v in data.items() if k != "percent"})


# ------------------------------------------------------------------ inputs

def _card(card: Optional[Card]) -> Optional[str]:
    return None if card is None else str(card)


def _cards(cards: Sequence[Optional[Card]]) -> list:
    return [_card(c) for c in cards]


def _read_card(text: Optional[str]) -> Optional[Card]:
    return None if text is None else parse_card(text)


def input_to_list(item: tuple) -> list:
    """One of ``Hand.inputs`` as JSON: ``["deal", "As"]``, ``["apply", "raise", 105]`` ..."""
    verb = item[0]
    if verb == "deal":
        return ["deal", _card(item[1])]
    if verb == "deal_hole":
        return ["deal_hole", item[1], _cards(item[2])]
    if verb == "deal_board":
        return ["deal_board", _cards(item[1])]
    if verb == "apply":
        return ["apply", item[1].kind, item[1].to]
    if verb == "show":
        return ["show", item[1], _cards(item[2])]
    if verb == "muck":
        return ["muck", item[1]]
    if verb == "withdraw":
        return ["withdraw", item[1]]
    if verb == "run_it":
        return ["run_it", item[1], list(item[2])]
    raise StoreError("unknown-input", f"the engine input {verb!r} has no record form", verb=verb)


def input_from_list(data: Sequence[Any]) -> tuple:
    try:
        verb = data[0]
        if verb == "deal":
            return ("deal", _read_card(data[1]))
        if verb == "deal_hole":
            return ("deal_hole", data[1], tuple(_read_card(c) for c in data[2]))
        if verb == "deal_board":
            return ("deal_board", tuple(_read_card(c) for c in data[1]))
        if verb == "apply":
            return ("apply", Action(data[1], data[2]))
        if verb == "show":
            return ("show", data[1], tuple(_read_card(c) for c in data[2]))
        if verb == "muck":
            return ("muck", data[1])
        if verb == "withdraw":
            return ("withdraw", data[1])
        if verb == "run_it":
            return ("run_it", data[1], tuple(data[2]))
    except (IndexError, TypeError, ValueError) as exc:
        raise StoreError("bad-input-record", f"a recorded input cannot be read: {data!r} ({exc})") from None
    raise StoreError("unknown-input", f"the recorded input {data!r} is not one the engine takes")


# ------------------------------------------------------------------ results

def _english(name: Optional[HandName]) -> str:
    """A winning hand's name as the record keeps it: the engine's English ("" when nobody showed)."""
    return name.english() if name is not None else ""


def result_to_dict(hand: Hand) -> dict:
    """What the hand-ended event records: pots, rake, jackpot, payouts, odd chips, stacks."""
    result = {
        "pot": sum(hand.contributions),
        "pots": [{"amount": r.amount, "eligible": list(r.eligible), "rake": r.rake, "jackpot": r.jackpot,
                  "high_winners": list(r.high_winners), "low_winners": list(r.low_winners),
                  "shares": [[p, a] for p, a in sorted(r.shares.items())],
                  "high_hand": _english(r.high_hand), "low_hand": _english(r.low_hand),
                  "odd_chip_receivers": list(r.odd_chip_receivers)} for r in hand.pot_results],
        "rake": hand.rake_taken,
        "jackpot": hand.jackpot_taken,
        "payouts": list(hand.payouts),
        "uncalled_returns": [[p, a] for p, a in hand.uncalled_returns],
        "board": _cards(hand.board),
        "shown": [[p, _cards(cards)] for p, cards in sorted(hand.shown.items())],
        "finishing_stacks": list(hand.stacks),
    }
    if hand.jackpot_increment:
        # Only a hand of a bad beat jackpot has one: the records of every other hand are as they were.
        result["jackpot_increment"] = hand.jackpot_increment
        for pot, r in zip(result["pots"], hand.pot_results):
            pot["jackpot_increment"] = r.jackpot_increment
    return result


def read_to_dict(read: Optional[dict]) -> Optional[dict]:
    """How a card was read (device, antenna, sequence, raw bytes ...): bytes become ``<key>_hex``."""
    if read is None:
        return None
    out = {}
    for key, value in read.items():
        if isinstance(value, (bytes, bytearray, memoryview)):
            out[f"{key}_hex"] = bytes(value).hex()
        else:
            out[key] = value
    return out
