"""A hand dealt by the engine, exported as PHH: our replay and pokerkit's reach the same stacks."""
import io
import json
import random

import pytest

from engine import phh
from engine.actions import call, check, fold, raise_to, all_in
from engine.cards import parse_cards
from engine.games import GAMES, Structure
from engine.phh.export import to_history
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


def _dealt_three_handed(game, house=None, board="4h5d8sKc9d"):
    """Fixed limit 5/10, bets 10/20: P1 (small blind) As Ad Ks Kd, P2 (big blind) 2c 3c Qh Jh,
    P3 (button) Th Tc Js Jc. P3 calls, P1 completes, P2 checks; the flop and turn are checked;
    on the river P1 bets 20, P2 calls, P3 folds: a pot of 70. P1's kings win the high."""
    hand = make_hand([1000] * 3, game=game, structure="fixed-limit", bets=(10, 20), house=house, deal=False)
    for p, cards in enumerate(("AsAdKsKd", "2c3cQhJh", "ThTcJsJc")):
        hand.deal_hole(p, parse_cards(cards))
    board = parse_cards(board)
    for street in (board[:3], board[3:4], board[4:]):
        for _ in range(3):                       # pre-flop P3 calls, P1 completes, P2 checks; then checks
            hand.apply(check() if hand.legal().can_check else call())
        hand.deal_board(street)
    hand.apply(raise_to(20))
    hand.apply(call())
    hand.apply(fold())
    for p in hand.showdown_order():
        if hand.phase == "showdown":
            hand.show(p)
    return hand


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_fixed_limit_omaha_high_is_not_written_as_omaha_hi_lo():
    """The pot of 70 is won whole by P1's kings: 1040 / 970 / 990. Written as FO/8 (as the
    export did), pokerkit reads hi-lo and gives P2's 8-5-4-3-2 half: 1005 / 1005 / 990."""
    pokerkit = pytest.importorskip("pokerkit")
    hand = _dealt_three_handed("omaha")
    assert hand.stacks == [1040, 970, 990]
    history = to_history(hand)
    assert history.variant == "_omaha/fixed-limit" and history.extra["_game"] == "omaha"
    text = phh.dumps(history)
    assert replay(phh.loads(text)).hand.stacks == [1040, 970, 990]
    with pytest.raises(KeyError):
        pokerkit.HandHistory.loads(text).create_state()
    *_, as_hi_lo = iter(pokerkit.HandHistory.loads(text.replace('"_omaha/fixed-limit"', '"FO/8"')))
    assert list(as_hi_lo.stacks) == [1005, 1005, 990]
    # The same cards in Omaha hi-lo, eight or better: FO/8 is its code, and pokerkit agrees.
    hilo = _dealt_three_handed("omaha-hilo")
    assert to_history(hilo).variant == "FO/8" and hilo.stacks == [1005, 1005, 990]
    *_, final = iter(pokerkit.HandHistory.loads(phh.dumps(to_history(hilo))))
    assert list(final.stacks) == [1005, 1005, 990]


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_omaha_hi_lo_nine_or_better_is_not_written_as_eight_or_better(tmp_path):
    """Board 4h 5d 9s Kc Qd: P2's 9-5-4-3-2 is a low at nine or better only (RULES.md: the low
    qualifier is the house's, 8, 9 or none), so the pot of 70 is split 35 / 35: 1005 / 1005 / 990.
    As FO/8 pokerkit would give P1 the whole pot (1040 / 970 / 990); replayed without the
    session's qualifier ours would too, so dealer-app replay asks for the session (exit 3)."""
    pokerkit = pytest.importorskip("pokerkit")
    from dealer_app.commands.replay import run as replay_file
    hand = _dealt_three_handed("omaha-hilo", HouseRules(low_qualifier=9), board="4h5d9sKcQd")
    assert hand.stacks == [1005, 1005, 990]
    history = to_history(hand)
    assert history.variant == "_omaha-hilo/fixed-limit/9" and history.extra["_low_qualifier"] == 9
    assert "(9 or better) has no PHH variant code" in history.extra["_variant_note"]
    text = phh.dumps(history)
    *_, as_eight = iter(pokerkit.HandHistory.loads(text.replace('"_omaha-hilo/fixed-limit/9"', '"FO/8"')))
    assert list(as_eight.stacks) == [1040, 970, 990]
    path = tmp_path / "hand.phh"
    path.write_text(text, encoding="utf-8")
    out = io.StringIO()
    assert replay_file(str(path), None, True, out) == 3
    error = json.loads(out.getvalue())["error"]
    assert error["code"] == "unsupported-variant" and "low_qualifier = 9" in error["message"]
    session = tmp_path / "s.toml"
    session.write_text('[game]\nvariant = "omaha-hilo"\nstructure = "fixed-limit"\nlow_qualifier = 9\n'
                       '[stakes]\nsmall_blind = 5\nbig_blind = 10\nsmall_bet = 10\nbig_bet = 20\n', encoding="utf-8")
    out = io.StringIO()
    assert replay_file(str(path), str(session), True, out) == 0
    assert json.loads(out.getvalue())["finishing_stacks"] == [1005, 1005, 990]


# ------------------------------------------------- a board run more than once (issue 20)

RUN_HOLES = {1: ("As", "Ah", "Ks", "Kh"), 2: ("Qc", "Qd", "Jc", "Jd")}
RUN_CARDS = {1: ("5c", "3s", "6c", "4d"), 2: ("8c", "Qh", "Tc", "Qs"), 3: ("8d", "Jh", "Td", "Js")}


def _run_hand(runs: int, unit: int = 1):
    """PLO 5/10 heads-up, 1,000 each all-in on the flop (pot 2,000), the board run ``runs`` times: the aces
    hold on run 1, four queens win run 2, four jacks run 3."""
    from engine.session.table import TableSession
    session = TableSession(parse_session(f"[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = {unit}\n"
                                         "[house]\nmax_runs = 3\n"))
    session.sit(1, "Anna", 1000)
    session.sit(2, "Boris", 1000)
    session.start_hand(button=2, at="2025-03-01T21:00:00")
    while (exp := session.hand.expected_card()) is not None and exp.kind == "hole":
        session.deal(parse_cards(RUN_HOLES[session.seat_of_player(exp.player)][exp.number - 1])[0])
    for action in (raise_to(30), raise_to(90), raise_to(270), call()):
        session.act(action)
    for card in parse_cards("8h2c7d9h"):
        session.deal(card)
    for action in (raise_to(540), all_in(), call()):
        session.act(action)
    session.run_it(runs, [1, 2])
    for run in range(1, runs + 1):
        for card in parse_cards("".join(RUN_CARDS[run])):
            session.deal(card)
    hand = session.hand
    for player in hand.showdown_order():
        session.show(session.seat_of_player(player))
    return session.latest_hand.hand


def _pokerkit_final(text: str, unit: int = 1):
    """pokerkit reads the file; its state takes the run-out count from ``_run_count`` (PHH has no action for
    it) and divides each pot in ``unit``-chips, the odd ones to the first board, as RULES.md 11 does."""
    pokerkit = pytest.importorskip("pokerkit")

    class Runouts(pokerkit.HandHistory):
        def create_state(self):
            state = super().create_state()
            count, plain = self.user_defined_fields["_run_count"], state.select_runout_count
            state.select_runout_count = lambda runout_count=None, player_index=None, **kw: plain(
                count, player_index, **kw)
            return state

    history = Runouts.loads(text)
    if unit != 1:
        history.divmod = lambda amount, parts: ((amount // unit // parts) * unit,
                                                amount - (amount // unit // parts) * unit * parts)
    *_, final = iter(history)
    return final


def test_a_hand_run_twice_is_one_board_a_run_and_pokerkit_pays_1000_each():
    hand = _run_hand(2)
    assert hand.stacks == [1000, 1000]
    text = phh.dumps(to_history(hand))
    assert '"# run it 2 times, agreed by p1 p2",\n  "d db 3s",\n  "d db 4d",\n  "d db Qh",\n  "d db Qs",' in text
    assert "_run_count = 2" in text and '_runs_agreed = ["p1", "p2"]' in text
    final = _pokerkit_final(text)
    assert list(final.stacks) == hand.stacks == [1000, 1000]
    boards = ["".join(repr(c) for c in final.get_board_cards(i)) for i in range(final.board_count)]
    assert boards == ["2c7d9h3s4d", "2c7d9hQhQs"]
    assert replay(phh.loads(text)).hand.stacks == [1000, 1000]        # dealer-app replay reads it back


def test_three_runs_of_2000_at_unit_5_are_670_665_665_here_in_pokerkit_and_in_our_replay():
    hand = _run_hand(3, unit=5)
    assert [r.amount for r in hand.pot_results] == [670, 665, 665] and hand.stacks == [670, 1330]
    text = phh.dumps(to_history(hand))
    assert list(_pokerkit_final(text, unit=5).stacks) == [670, 1330]
    again = replay(phh.loads(text), parse_session("[stakes]\nsmall_blind = 5\nbig_blind = 10\nchip_unit = 5\n"))
    assert again.hand.stacks == [670, 1330] and again.hand.runs == 3 and again.hand.run_agreed_by == (0, 1)
