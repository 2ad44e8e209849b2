"""A hand dealt by the engine, exported as PHH: our replay and pokerkit's reach the same stacks."""
import random

import pytest

from engine import phh
from engine.actions import call, check, fold, raise_to, all_in
from engine.games import GAMES, Structure
from engine.phh_export import to_history
from engine.replay import replay
from engine.rules import HouseRules
from engine.settings import parse_session
from tables import make_hand


def play_randomly(hand, rng):
    while not hand.is_complete:
        if hand.phase == "deal":
            deck = hand._test_deck
            hand.deal(deck.pop())
        elif hand.phase == "bet":
            lg = hand.legal()
            choices = [fold(), check() if lg.can_check else call()]
            if lg.can_raise:
                choices += [raise_to(lg.min_raise_to), raise_to(lg.max_raise_to)]
                if lg.max_add == lg.stack:
                    choices.append(all_in())
            hand.apply(rng.choice(choices))
        else:
            for p in hand.showdown_order():
                if hand.phase == "showdown":
                    hand.show(p)


@pytest.mark.parametrize("game, structure", [("holdem", "no-limit"), ("omaha", "pot-limit"),
                                             ("holdem", "fixed-limit"), ("omaha-hilo", "fixed-limit")])
@pytest.mark.filterwarnings("ignore::UserWarning")   # pokerkit warns about folds facing no bet
def test_exported_hands_replay_to_the_same_stacks_here_and_in_pokerkit(game, structure):
    pokerkit = pytest.importorskip("pokerkit")
    rng = random.Random(7)
    fixed = structure == "fixed-limit"
    for seed in range(25):
        # Fixed limit: deep stacks and a cap that stays on heads-up, where pokerkit's rules are
        # ours (it knows neither the half-bet rule for short all-ins nor the heads-up cap lift).
        sizes = [2000] if fixed else [60, 150, 400, 1000]
        stacks = [rng.choice(sizes) for _ in range(rng.randint(2, 6))]
        house = HouseRules(heads_up_cap="never") if fixed else None
        hand = make_hand(stacks, game=game, structure=structure, blinds=(5, 10), bets=(10, 20), seed=seed,
                         house=house)
        play_randomly(hand, rng)
        text = phh.dumps(to_history(hand))
        ours = replay(phh.loads(text))
        assert ours.hand.stacks == hand.stacks
        theirs = pokerkit.HandHistory.loads(text)
        *_, final = iter(theirs)
        total = sum(final.stacks)
        assert total == sum(hand.stacks)
        # pokerkit splits odd chips its own way: stacks agree within one chip per player.
        assert all(abs(a - b) <= 1 for a, b in zip(final.stacks, hand.stacks)), (text, final.stacks)


def test_games_without_a_phh_code_keep_their_game_in_user_fields():
    rng = random.Random(3)
    hand = make_hand([1000] * 3, game="courchevel-hilo", seed=3)
    play_randomly(hand, rng)
    history = to_history(hand)
    assert history.variant == "_courchevel-hilo/pot-limit/8" and history.extra["_game"] == "courchevel-hilo"
    assert history.extra["_low_qualifier"] == 8 and history.actions[0].startswith("d dh p1 ") \
        and len(history.actions[0]) == len("d dh p1 ") + 2 * 5          # 5 hole cards: no PHH code deals them
    session = parse_session('[game]\nvariant = "courchevel-hilo"\n[stakes]\nsmall_blind = 5\nbig_blind = 10\n')
    again = replay(phh.loads(phh.dumps(history)), session)
    assert again.hand.stacks == hand.stacks


def test_a_player_leaving_in_turn_is_a_fold_in_phh_and_out_of_turn_has_no_form():
    from engine.errors import ConfigError
    hand = make_hand([1000] * 3)
    actor = hand.actor
    hand.withdraw(actor)                                   # leaves when it is his turn: a fold
    history = to_history(hand)
    assert f"p{actor + 1} f" in history.actions
    other = make_hand([1000] * 3)
    other.withdraw(next(p for p in range(3) if p != other.actor))
    with pytest.raises(ConfigError, match="out of turn: PHH has no form"):
        to_history(other)


# --------------------------------------------------------- every game the console deals

# The PHH specification's codes (uoftcprg/phh-std, required.rst: FT NT NS PO FO/8 F7S F7S/8
# FR N2L1D F2L3D FB) that name a game of this console exactly; every other game x structure
# is written under this console's own code, which PHH readers refuse.
STANDARD_CODES = {("holdem", "no-limit"): "NT", ("holdem", "fixed-limit"): "FT",
                  ("omaha", "pot-limit"): "PO", ("omaha-hilo", "fixed-limit"): "FO/8"}
EVERY_GAME = [(g, s.value) for g in GAMES for s in Structure]

# Per street, what the first players to act do (the others call or check): pre-flop a
# minimum raise and the most allowed (the pot in pot limit), a bet on the flop, a checked
# turn, a bet and a raise on the river. "fold" folds instead.
_RAISES = {"preflop": ("min", "max"), "flop": ("min",), "turn": (), "river": ("min", "min")}
_FOLD_FIRST = {**_RAISES, "preflop": ("fold", "min", "max")}
# (stacks, plan): four players who all reach the showdown, so every pot divides into
# quarters; a short stack all in on the flop, so a side pot; a player folding first.
_SCENARIOS = [((1000, 1000, 1000, 1000), _RAISES), ((1000, 1000, 1000, 45), _RAISES),
              ((1000, 1000, 1000, 1000), _FOLD_FIRST)]


def play_to_showdown(hand, plan=_RAISES):
    """Bets on every street as ``plan`` says, and a showdown where every player left shows."""
    acted: dict = {}
    while not hand.is_complete:
        if hand.phase == "deal":
            hand.deal(hand._test_deck.pop())
        elif hand.phase == "bet":
            k = acted[hand.street] = acted.get(hand.street, -1) + 1
            what = plan[hand.street][k] if k < len(plan[hand.street]) else "call"
            lg = hand.legal()
            if what == "fold":
                hand.apply(fold())
            elif what != "call" and lg.can_raise and lg.min_raise_to <= lg.max_raise_to:
                most = what == "max" and hand.config.structure.value == "pot-limit"
                hand.apply(raise_to(lg.max_raise_to if most else lg.min_raise_to))
            else:
                hand.apply(check() if lg.can_check else call())
        else:
            for p in hand.showdown_order():
                if hand.phase == "showdown":
                    hand.show(p)


def test_every_game_has_one_code_and_only_exact_games_have_a_standard_one():
    assert len(EVERY_GAME) == 24
    codes = {pair: phh.exported_code(*pair) for pair in EVERY_GAME if pair not in STANDARD_CODES}
    assert len(set(codes.values())) == 20 and all(c.startswith("_") for c in codes.values())
    assert codes[("omaha", "fixed-limit")] == "_omaha/fixed-limit"
    assert codes[("omaha-hilo", "pot-limit")] == "_omaha-hilo/pot-limit/8"
    for pair, code in codes.items():
        assert phh.game_for(code) == pair and code not in phh.VARIANT_NAMES
    assert phh.exported_game("_omaha-hilo/fixed-limit/9") == ("omaha-hilo", "fixed-limit", 9)
    for wrong in ("_omaha/pot-limit/8", "_omaha-hilo/pot-limit", "_omaha-hilo/pot-limit/7", "_stud/pot-limit",
                  "_omaha/spread-limit", "omaha/pot-limit", "_omaha5/no-limit ", None):
        assert phh.exported_game(wrong) is None, wrong


@pytest.mark.parametrize("game, structure", EVERY_GAME)
def test_every_game_exports_to_a_file_that_replays_to_the_dealt_stacks_or_is_refused(game, structure):
    """Each game x structure dealt to a showdown and exported: under a standard code pokerkit,
    PHH's reference reader, replays it to the stacks the engine paid; under this console's own
    code pokerkit refuses it, and our replay reads it back as the same game, to the same stacks."""
    pokerkit = pytest.importorskip("pokerkit")
    fixed = structure == "fixed-limit"
    deals = EVERY_GAME.index((game, structure)) * 10
    for seed, (stacks, plan) in enumerate(_SCENARIOS * 2, start=deals):
        stacks = [2 * s if fixed and s > 100 else s for s in stacks]
        hand = make_hand(stacks, game=game, structure=structure, blinds=(5, 10), bets=(10, 20), seed=seed)
        play_to_showdown(hand, plan)
        assert len(hand.shown) == len(hand.players_in_hand()) >= 3 and sum(hand.stacks) == sum(stacks)
        history = to_history(hand)
        text = phh.dumps(history)
        ours = replay(phh.loads(text))
        assert (ours.hand.config.game.key, ours.hand.config.structure.value) == (game, structure)
        assert ours.hand.stacks == hand.stacks == history.finishing_stacks
        stakes = "small_bet = 10\nbig_bet = 20\n" if fixed else ""
        session = parse_session(f'[game]\nvariant = "{game}"\nstructure = "{structure}"\n'
                                f'[stakes]\nsmall_blind = 5\nbig_blind = 10\n{stakes}')
        assert replay(phh.loads(text), session).hand.stacks == hand.stacks
        theirs = pokerkit.HandHistory.loads(text)
        code = STANDARD_CODES.get((game, structure))
        if code is not None:
            assert history.variant == code and not history.extra
            *_, final = iter(theirs)
            assert list(final.stacks) == hand.stacks, (text, final.stacks)
        else:
            assert history.variant == phh.exported_code(game, structure)
            assert (history.extra["_game"], history.extra["_structure"]) == (game, structure)
            assert "has no PHH variant code" in history.extra["_variant_note"]
            with pytest.raises(KeyError):
                theirs.create_state()
