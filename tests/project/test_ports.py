"""The screens and the application meet on one set of view types and a few intents (issue 17 point 5).

The view types are declared once, in ui/views/, and ``dealer_app`` fills
those very classes; what the screens call on the objects they are handed is
a Protocol in ui/kit/ports.py, and each provider must have every intent with the
same parameters (the names, their kinds and defaults), so the two cannot
drift apart unnoticed.
"""
from __future__ import annotations

import ast
import dataclasses
import inspect
from pathlib import Path
from typing import Protocol

import pytest

import ui.kit.ports as ports
import ui.views.cash
import ui.views.desk
import ui.views.floor
import ui.views.reports
import ui.views.showdown
import ui.views.supervisor
import ui.views.room
import ui.views.table
from dealer_app.floor.board import RoomBoard
from dealer_app.central.reports_desk import CentralReportsDesk
from dealer_app.floor.controller import FloorController
from dealer_app.floor.jackpot_screen import JackpotScreen
from dealer_app.floor.station import HandSearch
from dealer_app.floor.station_gate import StationGate
from dealer_app.supervisors.desk import SupervisorDesk
from dealer_app.table.controller import TableController

ROOT = Path(__file__).resolve().parents[2]
VIEW_MODULES = (ui.views.table, ui.views.cash, ui.views.showdown, ui.views.desk, ui.views.floor, ui.views.supervisor,
                ui.views.reports, ui.views.room)


def _intents(protocol: type) -> dict[str, inspect.Signature]:
    """The methods a Protocol declares, its bases' included."""
    found = {}
    for cls in reversed(protocol.__mro__):
        if cls in (object, Protocol) or not getattr(cls, "_is_protocol", False):
            continue
        for name, member in vars(cls).items():
            if inspect.isfunction(member) and not name.startswith("_"):
                found[name] = inspect.signature(member)
    return found


def _shape(signature: inspect.Signature) -> list[tuple]:
    """A signature without its annotations, ``self`` left out: what a call relies on."""
    return [(p.name, p.kind, p.default) for p in signature.parameters.values() if p.name != "self"]


def _answers(provided: inspect.Signature, declared: inspect.Signature) -> bool:
    """Every call the Protocol allows works on the provider: the same positional parameters in the same
    order, the same keyword-only ones, each with the same default; anything more is optional."""
    have, want = _shape(provided), _shape(declared)
    optional = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
    positional = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    have_pos = [p for p in have if p[1] in positional]
    want_pos = [p for p in want if p[1] in positional]
    if have_pos[:len(want_pos)] != want_pos:
        return False
    if any(p not in have for p in want if p[1] == inspect.Parameter.KEYWORD_ONLY):
        return False
    extra = [p for p in have if p not in want]
    return all(kind in optional or default is not inspect.Parameter.empty for _, kind, default in extra)


PROVIDERS = [
    (ports.TableControllerLike, TableController),
    (ports.SessionDeskLike, TableController),
    (ports.CorrectionDeskLike, TableController),
    (ports.CashTableLike, TableController),
    (ports.JackpotTableLike, TableController),
    (ports.DeskLike, TableController),
    (ports.FloorControllerLike, FloorController),
    (ports.SupervisorGateLike, SupervisorDesk),
    (ports.CentralReportsLike, CentralReportsDesk),
    (ports.RoomBoardLike, RoomBoard),
    (ports.JackpotScreenLike, JackpotScreen),
    (ports.HandSearchLike, HandSearch),
    (ports.StationGateLike, StationGate),
]


@pytest.mark.parametrize(("protocol", "provider"), PROVIDERS, ids=lambda x: x.__name__)
def test_each_provider_has_every_intent_with_the_same_parameters(protocol, provider):
    intents = _intents(protocol)
    assert intents, f"{protocol.__name__} declares no intent"
    for name, signature in intents.items():
        member = getattr(provider, name, None)
        assert callable(member), f"{provider.__name__} has no {name}() that {protocol.__name__} calls"
        assert _answers(inspect.signature(member), signature), (
            f"{provider.__name__}.{name}{inspect.signature(member)} differs from "
            f"{protocol.__name__}.{name}{signature}")


def test_a_renamed_reordered_or_newly_required_parameter_is_found():
    declared = _intents(ports.TableControllerLike)["act"]          # act(self, kind, amount=None)

    def same(self, kind: str, amount=None): ...

    def more_but_optional(self, kind: str, amount=None, note: str = "", **extra): ...

    def renamed(self, kind: str, total=None): ...

    def reordered(self, amount=None, kind: str = ""): ...

    def required(self, kind: str, amount): ...

    def another_required(self, kind: str, amount=None, *, seat: int): ...

    for ok in (same, more_but_optional):
        assert _answers(inspect.signature(ok), declared), ok.__name__
    for wrong in (renamed, reordered, required, another_required):
        assert not _answers(inspect.signature(wrong), declared), wrong.__name__


def test_every_protocol_in_ui_is_an_intent_not_a_mirrored_view():
    """A Protocol of data fields only would mirror a view type: declare the type in ui/views/ instead."""
    mirrors = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases]
            if "Protocol" not in bases:
                continue
            methods = [n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
            if not methods and bases == ["Protocol"]:
                mirrors.append(f"{path.relative_to(ROOT)}:{node.name}")
    assert not mirrors, f"Protocols that only mirror data: {mirrors}"
    assert not (ROOT / "ui" / "desk_ports.py").exists() and not (ROOT / "ui" / "floor_ports.py").exists()


def test_the_view_types_are_frozen_dataclasses_declared_once():
    names: dict[str, str] = {}
    for module in VIEW_MODULES:
        for name, cls in vars(module).items():
            if not inspect.isclass(cls) or cls.__module__ != module.__name__:
                continue
            assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, f"{module.__name__}.{name}"
            assert name not in names, f"{name} declared in {names[name]} and {module.__name__}"
            names[name] = module.__name__
    assert len(names) >= 29


def test_the_table_controller_fills_the_ui_view_types():
    table = TableController()
    table.deal_until_action()
    view = table.view()
    assert type(view) is ui.views.table.TableView
    assert type(view.seats[0]) is ui.views.table.SeatView
    assert type(view.pad) is ui.views.table.PadView and type(view.pad.presets) is ui.views.table.Presets
    assert type(table.setup_view()) is ui.views.desk.SetupView
    assert type(table.seating_view()) is ui.views.desk.SeatingView
    assert type(table.correction_view()) is ui.views.desk.CorrectionView
    assert type(table.correction_view().rows[0]) is ui.views.desk.InputRow
    assert type(table.check_settings("")) is ui.views.desk.SettingsCheck
