"""Hands dealt by the simulated shoe over a real pty, through the real driver and the console's
game checks into the engine, with every kind of fault drawn at random (issue 9): no valid card
lost, no card invented, every fault reported (bench/card_faults.py; 10,000 hands with
``python -m bench.faults --parts cards``)."""
from __future__ import annotations

import sys

import pytest

from bench.card_faults import match_reports, run
from hardware.faults import Fault

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the simulator serves a pty")


# A restart loses the reads the shoe had not yet had acknowledged: the croupier types them in
# from the alert, which the bench's dealer does only approximately (see bench/README.md); the
# long run in bench/ counts restarts with the rest.
KINDS = tuple(f for f in Fault if f is not Fault.REBOOT)


def test_a_short_soak_loses_no_card_invents_none_and_reports_every_fault():
    result = run(hands=30, fault_rate=0.12, seed=5, log_every=0, kinds=KINDS)
    assert result["hands"] == 30 and result["cards"] >= 120
    assert result["lost"] == 0 and result["invented"] == 0 and result["out_of_order"] == 0, result["problems"]
    assert result["cards_in_engine"] == result["cards"]
    assert result["undetected_by_kind"] == {}, result["problems"]
    assert result["faults_injected"] >= 20 and len(result["faults_by_kind"]) >= 8, result["faults_by_kind"]


def test_a_fault_without_its_report_is_counted_as_undetected():
    record = [(1, ["bad-crc", "jam"], ["bad-checksum"], {}), (2, ["unknown-tag"], [], {"unreadable-card": 1}),
              (3, ["drop"], [], {})]
    undetected, masked, unmatched = match_reports(record)
    assert undetected == {"jam": 1, "drop": 1} and not masked
    assert len(unmatched) == 2 and "drop without its sequence-gap" in unmatched[1]


def test_a_fault_hidden_by_an_unplugged_shoe_is_counted_apart():
    undetected, masked, _ = match_reports([(1, ["disconnect", "bad-crc"], ["disconnected"], {})])
    assert not undetected and masked == {"bad-crc": 1}
