"""A hand dealt by the engine written as a PHH hand history.

Games PHH names (NT, FT, PO, FO/8) get their own code. The others (Omaha
hi-lo pot limit, 5- and 6-card Omaha, Courchevel, no-limit Omaha ...) have
no PHH code: they are written under the code whose betting and dealing
match (PO or FO/8 shape) with the real game in the user fields ``_game`` and
``_structure``, which is how ``dealer-app replay --session`` reads them back.
"""
from __future__ import annotations

from .cards import format_cards
from .errors import ConfigError
from .hand import ANTE, Hand
from .phh import HandHistory

_CODES = {
    ("holdem", "no-limit"): "NT",
    ("holdem", "fixed-limit"): "FT",
    ("omaha", "pot-limit"): "PO",
    ("omaha-hilo", "fixed-limit"): "FO/8",
}


def _cards(cards) -> str:
    return "".join("??" if c is None else str(c) for c in cards)


def to_history(hand: Hand) -> HandHistory:
    """The hand so far as a HandHistory (finishing stacks when it is complete)."""
    cfg = hand.config
    n = hand.n
    key = (cfg.game.key, cfg.structure.value)
    code = _CODES.get(key)
    extra: dict = {}
    if code is None:
        code = "FO/8" if cfg.structure.value == "fixed-limit" else "PO"
        extra = {"_game": cfg.game.key, "_structure": cfg.structure.value}
    # PHH lists forced bets from p1; heads-up p1 is the big blind, so the lists are swapped.
    slot = [1, 0] if n == 2 else list(range(n))
    antes = [0] * n
    blinds = [0] * n
    for post in cfg.forced_bets():
        k = slot.index(post.player)
        if post.kind == ANTE:
            antes[k] += post.amount
        else:
            blinds[k] += post.amount
    actions = _actions(hand)
    fixed = cfg.structure.value == "fixed-limit"
    return HandHistory(
        variant=code,
        antes=antes,
        blinds_or_straddles=blinds,
        bring_in=None,
        small_bet=cfg.stakes.small_bet if fixed else None,
        big_bet=cfg.stakes.big_bet if fixed else None,
        min_bet=None if fixed else cfg.minimum_bet,
        starting_stacks=[p.stack for p in cfg.players],
        actions=actions,
        ante_trimming_status=False,
        players=[p.name for p in cfg.players],
        finishing_stacks=list(hand.stacks) if hand.is_complete else None,
        extra=extra,
    )


def _actions(hand: Hand) -> list[str]:
    """PHH actions from the hand's inputs: one ``d dh`` per player, one ``d db`` per street."""
    replayed = Hand(hand.config)
    out: list = []
    for item in hand.inputs:
        verb = item[0]
        street = replayed.street
        if verb == "deal":
            exp = replayed.expected_card()
            replayed.deal(item[1])
            if exp.kind == "hole":
                out.append(("hole", exp.player, item[1]))
            elif exp.kind == "board":
                out.append(("board", street, item[1]))
        elif verb == "deal_hole":
            replayed.deal_hole(item[1], item[2])
            out.extend(("hole", item[1], card) for card in item[2])
        elif verb == "deal_board":
            replayed.deal_board(item[1])
            out.extend(("board", street, card) for card in item[1])
        elif verb == "apply":
            p = replayed.actor
            event = replayed.apply(item[1])
            out.append(f"p{p + 1} " + _verb(event.kind, event.total))
        elif verb == "show":
            replayed.show(item[1], item[2])
            out.append(f"p{item[1] + 1} sm {_cards(item[2])}")
        elif verb == "muck":
            replayed.muck(item[1])
            out.append(f"p{item[1] + 1} sm")
        elif verb == "withdraw":
            # PHH has a fold only for the player to act: a player leaving out of turn has no form.
            if replayed.actor != item[1]:
                raise ConfigError("no-phh-form", f"player {item[1] + 1} left the table out of turn: PHH has no form "
                                  "for that")
            replayed.withdraw(item[1])
            out.append(f"p{item[1] + 1} f")
    return _group(out)


def _verb(kind: str, total) -> str:
    if kind == "fold":
        return "f"
    if kind in ("check", "call"):
        return "cc"
    return f"cbr {total}"


def _group(items: list) -> list[str]:
    """Hole cards grouped per player (PHH writes a player's cards in one ``d dh``)."""
    result: list[str] = []
    holes: dict[int, list] = {}
    order: list[int] = []

    def flush() -> None:
        for p in order:
            result.append(f"d dh p{p + 1} {_cards(holes[p])}")
        holes.clear()
        order.clear()

    board: list = []
    board_street = None
    for item in items:
        if isinstance(item, tuple) and item[0] == "hole":
            if item[1] not in holes:
                holes[item[1]] = []
                order.append(item[1])
            holes[item[1]].append(item[2])
            continue
        flush()
        if isinstance(item, tuple):             # a board card: one "d db" per street
            if board and board_street != item[1]:
                result.append(f"d db {format_cards(board)}")
                board = []
            board_street = item[1]
            board.append(item[2])
            continue
        if board:
            result.append(f"d db {format_cards(board)}")
            board = []
        result.append(item)
    flush()
    if board:
        result.append(f"d db {format_cards(board)}")
    return result
