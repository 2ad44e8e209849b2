"""A hand dealt by the engine written as a PHH hand history.

A game the PHH specification has a code for is written under it: NT
(no-limit Hold'em), FT (fixed-limit Hold'em), PO (pot-limit Omaha), FO/8
(fixed-limit Omaha hi-lo eight or better). No other code names a game this
console deals exactly: FO/8 is hi-lo, so it cannot carry a fixed-limit Omaha
high hand nor a nine-or-better one, and every code deals 2 or 4 hole cards.
Those games (Omaha hi-lo pot limit, 5- and 6-card Omaha, Courchevel, Hold'em
pot limit, no-limit Omaha ...) are written under this console's own code
(phh.exported_code: "_omaha5/pot-limit"), which PHH readers refuse rather
than play another game, with the game in the user fields ``_game``,
``_structure`` (and ``_low_qualifier``) and a sentence saying so in
``_variant_note``. ``dealer-app replay`` reads them back as their game.

A board run more than once (RULES.md 11) is written one board per run: each
run's cards in ``d db`` actions of their own, in the order dealt (run 1's
turn and river, then run 2's ...), as a PHH reader deals a multi-runout
(pokerkit's ``board_cards``). The specification (0.0.1) has no action for
choosing the run-out count, so it is the user field ``_run_count``, with the
players who agreed in ``_runs_agreed`` and a no-op commentary at the point
they agreed ("# run it 2 times, agreed by p1 p2"); pokerkit's state takes the
count through its ``select_runout_count`` (tests/engine/test_phh_export.py).
"""
from __future__ import annotations

from ..cards import format_cards
from ..errors import ConfigError
from ..hand import ANTE, Hand, HandConfig
from .hand import HandHistory
from .variants import exported_code

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
    code, extra = variant_of(cfg)
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
    if hand.runs > 1:
        extra = {**extra, "_run_count": hand.runs, "_runs_agreed": [f"p{p + 1}" for p in hand.run_agreed_by]}
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


def variant_of(cfg: HandConfig) -> tuple[str, dict]:
    """The PHH variant code of the hand's game, and the user fields that name a game PHH cannot."""
    game, structure = cfg.game, cfg.structure.value
    qualifier = cfg.house.low_qualifier
    code = _CODES.get((game.key, structure))
    if code is not None and (not game.hilo or qualifier == 8):     # FO/8: eight or better only
        return code, {}
    code = exported_code(game.key, structure, qualifier)
    extra: dict = {"_game": game.key, "_structure": structure}
    session = f'variant = "{game.key}", structure = "{structure}"'
    if game.hilo:
        extra["_low_qualifier"] = qualifier
        session += f", low_qualifier = {qualifier}"
    replayed = "dealer-app replay reads it" if not game.hilo or qualifier == 8 else \
        "replay it with dealer-app replay --session"
    extra["_variant_note"] = (
        f"{game.name} {cfg.structure.label}{_low_words(game, qualifier)} has no PHH variant code: "
        f"{code} is dealer-app's own, which PHH readers refuse rather than play another game; "
        f"{replayed} (a session's [game]: {session})")
    return code, extra


def _low_words(game, qualifier: int) -> str:
    if not game.hilo:
        return ""
    return " without a low qualifier" if qualifier == 0 else f" ({qualifier} or better)"


def _actions(hand: Hand) -> list[str]:
    """PHH actions from the hand's inputs: one ``d dh`` per player, one ``d db`` per street."""
    replayed = Hand(hand.config)
    out: list = []
    for item in hand.inputs:
        verb = item[0]
        street = replayed.street
        if verb == "deal":
            exp = replayed.expected_card()
            run = replayed.run
            replayed.deal(item[1])
            if exp.kind == "hole":
                out.append(("hole", exp.player, item[1]))
            elif exp.kind == "board":
                out.append(("board", (run, street), item[1]))      # each run's streets apart
        elif verb == "run_it":
            replayed.run_it(item[1], item[2])
            out.append(f"# run it {item[1]} times, agreed by " + " ".join(f"p{p + 1}" for p in item[2]))
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
