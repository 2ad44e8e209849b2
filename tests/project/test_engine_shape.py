"""The engine's shape (issue 17): no import circle, the betting round owned by the
betting rules, the session's record read through one table of handlers, and a map
in engine/__init__.py that names every module and every RULES.md section."""
from __future__ import annotations

import importlib.util
import inspect
import re
from importlib.machinery import SourceFileLoader
from pathlib import Path

import grimp
import pytest

import engine
from engine import betting
from engine.session import table as table_session
from engine.hand import Hand, HandConfig, PlayerSetup
from engine.games import GAMES, Structure
from engine.rules import Stakes
from engine.actions import Action, RAISE

ROOT = Path(__file__).resolve().parents[2]


def _import_graph_tool():
    loader = SourceFileLoader("import_graph", str(ROOT / "tools" / "import-graph"))
    spec = importlib.util.spec_from_loader("import_graph", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def test_the_import_graph_tool_finds_no_circle_in_the_engine():
    tool = _import_graph_tool()
    graph = grimp.build_graph("engine", cache_dir=None)
    assert tool.circles(graph, "engine") == []


def test_the_circle_finder_finds_a_circle(tmp_path, monkeypatch):
    # The tool itself must be able to fail: two modules importing each other are one circle.
    pkg = tmp_path / "loop_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from loop_pkg import b\n")
    (pkg / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from loop_pkg import a\n")
    (pkg / "c.py").write_text("from loop_pkg import a\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    tool = _import_graph_tool()
    graph = grimp.build_graph("loop_pkg", cache_dir=None)
    assert tool.circles(graph, "loop_pkg") == [["loop_pkg.a", "loop_pkg.b"]]


def test_the_betting_rules_do_not_import_the_hand():
    graph = grimp.build_graph("engine", cache_dir=None)
    assert "engine.hand" not in graph.find_modules_directly_imported_by("engine.betting")
    assert "engine.ranking.omaha_tables" not in graph.find_modules_directly_imported_by("engine.ranking.evaluation")


def _hand() -> Hand:
    # RULES.md 4, seed 001's table: 5/10 no limit, three players.
    cfg = HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(5, 10),
                     tuple(PlayerSetup(f"p{i + 1}", 1000) for i in range(3)))
    return Hand(cfg)


def test_the_betting_round_is_the_hands_and_only_the_rules_change_it():
    from engine.cards import parse_cards
    hand = _hand()
    assert isinstance(hand.round, betting.BettingRound)
    assert hand.current_bet == hand.round.current_bet == 10          # the big blind is the bet
    for card in parse_cards("AsKsQsJsTs9s"):
        hand.deal(card)
    assert hand.actor == 2                                             # the button, left of the big blind
    hand.apply(Action(RAISE, 30))                                      # raises to 30: by 20
    assert (hand.round.current_bet, hand.round.increment, hand.round.last_aggressor) == (30, 20, 2)
    assert hand.legal().min_raise_to == 50                             # 30 + the last raise, 20
    assert hand.round.acted == [False, False, True] and hand.round.reopen_at[2] == 50
    with pytest.raises(AttributeError):
        hand.current_bet = 0                                           # read-only for the hand's readers


def test_every_record_op_has_one_handler_and_every_handler_an_op():
    from engine.session.cash import CashPractices
    from engine.session.corrections import Corrections
    from engine.session.hands import Hands
    from engine.session.jackpot import BadBeatJackpot
    from engine.session.record import CLOSING_OPS, CORRECTION_OPS, HAND_OPS, SHIFT_OPS
    from engine.session.seats import SeatsAndMoney
    from engine.settings import parse_session
    fold = table_session._FOLD
    # The session holds its parts (issue 27): each entry is folded by one part's ``_do_<op>``.
    parts = {"_seats": SeatsAndMoney, "_hands": Hands, "_corrections": Corrections, "_cash": CashPractices,
             "_jackpot": BadBeatJackpot}
    session = table_session.TableSession(parse_session("[stakes]\nsmall_blind = 1\nbig_blind = 2\n"))
    assert all(type(getattr(session, name)) is cls and getattr(session, name)._session is session
               for name, cls in parts.items())
    assert not any(name.startswith("_do_") for name, _ in inspect.getmembers(table_session.TableSession))
    handlers = {(name, f) for name, cls in parts.items() for f, _ in inspect.getmembers(cls, inspect.isfunction)
                if f.startswith("_do_")}
    assert {(f.part, f.method.__name__) for f in fold.values()} == handlers
    assert all(f.method.__name__ == f"_do_{op}" and getattr(parts[f.part], f"_do_{op}") is f.method
               for op, f in fold.items())
    assert set(HAND_OPS + CORRECTION_OPS + CLOSING_OPS + SHIFT_OPS) <= set(fold)


def test_the_engine_map_names_every_module_and_every_rules_section():
    doc = engine.__doc__ or ""
    # Every module by its dotted name under engine (phh.actions, session.table...), packages too.
    root = Path(engine.__file__).parent
    modules = sorted(".".join(p.relative_to(root).with_suffix("").parts).removesuffix(".__init__")
                     for p in root.rglob("*.py") if p != root / "__init__.py")
    missing = [m for m in modules if not re.search(rf"(?<![\w.]){re.escape(m)}(?![\w.])", doc)]
    assert not missing, f"engine/__init__.py's map does not name {missing}"
    rules = (ROOT.parent / "shared" / "RULES.md")
    rules = rules if rules.exists() else Path("/work/shared/RULES.md")
    if not rules.exists():
        pytest.skip("RULES.md is not beside the tree")
    sections = [m.group(1) for m in re.finditer(r"^## (\d+)\.", rules.read_text(encoding="utf-8"), re.M)]
    assert sections
    for number in sections:
        assert re.search(rf"^\s*{number}\. ", doc, re.M), f"RULES.md section {number} is not in the map"
