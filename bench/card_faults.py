"""Hours of dealing compressed: hands dealt by the simulated shoe over a real pty, read by the
real driver (hardware.serial_source), checked by the console's game checks
(dealer_app.table.card_checks) into the engine, with every fault kind of hardware/faults.py drawn at
random (issue 9).

    .venv/bin/python -m bench.faults --parts cards --card-hands 10000 [--fault-rate 0.02]

Each hand is a Hold'em hand of 2 to 10 players; the shoe deals its hole cards (4 to 20 cards:
the part of a hand where every card read must land in a seat). A bench "dealer" resolves the
alerts the way a croupier would: a card of another deck or a card passed again is rejected
(it is taken out), a restart or a possibly lost read is checked against the cards really dealt
(the simulator knows them) and a missing card typed in. Per hand:

- no valid card lost: the cards in the engine, in order, are exactly the cards the shoe dealt;
- no card invented: nothing else reached the engine;
- every fault detected: each injected fault has its report (the driver's fault code, or for a
  foreign card / a card passed again the game check's alert); splits and merges are put back
  together by the driver, so their proof is the card arriving intact.

The time per card is compressed: heartbeats every 0.1 s, a stall of 0.8 s, an unplug or a jam
of 0.3 s (the real shoe's are seconds); the protocol and driver are the same.
"""
from __future__ import annotations

import queue
import random
import time
from collections import Counter
from typing import Any

from dealer_app.table.card_checks import CardIntake, DealCard, Raised
from engine.games import GAMES, Structure
from engine.hand import Hand, HandConfig, PlayerSetup
from engine.rules import Stakes
from hardware.faults import DEVICE_FAULTS, Fault, FaultPlan
from hardware.link import LinkTimes
from hardware.messages import ShoeState
from hardware.serial_source import SerialCardSource
from hardware.simulator import ShoeSimulator
from hardware.source import CardRead, FaultCode, SourceFault

# The report each fault must produce (None: recovered invisibly; the card arriving is the proof).
DRIVER_REPORTS = {
    Fault.BAD_CRC: FaultCode.BAD_CHECKSUM, Fault.DROP: FaultCode.SEQUENCE_GAP,
    Fault.DUPLICATE: FaultCode.DUPLICATE_FRAME, Fault.NOISE: FaultCode.NOISE,
    Fault.BOUNCE: FaultCode.DUPLICATE_READ, Fault.STALL: FaultCode.HEARTBEAT_LOST,
    Fault.DISCONNECT: FaultCode.DISCONNECTED, Fault.REBOOT: FaultCode.DEVICE_REBOOTED,
    Fault.JAM: FaultCode.SHOE_JAMMED, Fault.SPLIT: None, Fault.MERGE: None,
}
ALERTS = {Fault.UNKNOWN_TAG: "unreadable-card", Fault.ALREADY_DEALT: "card-seen-twice"}
SETTLE_S = 0.05            # quiet time after the last card before the hand is judged
HAND_TIMEOUT_S = 15.0


def hand_config(players: int) -> HandConfig:
    return HandConfig(GAMES["holdem"], Structure.NO_LIMIT, Stakes(1, 2),
                      tuple(PlayerSetup(f"P{i + 1}", 500, seat=i + 1) for i in range(players)))


class Dealer:
    """The console's path for one hand: reads through the game checks into the engine."""

    def __init__(self, hand: Hand, intake: CardIntake, shoe):
        self.hand, self.intake, self.shoe = hand, intake, shoe
        self.alerts: Counter = Counter()
        self.entered = 0

    def read(self, read: CardRead) -> None:
        self._take(self.intake.check(read, self.hand))

    def fault(self, fault: SourceFault) -> None:
        alert = self.intake.fault(fault, self.hand)
        if alert is not None:
            self._take(Raised(alert))

    def _take(self, outcome) -> None:
        while outcome is not None:
            if isinstance(outcome, DealCard):
                self.hand.deal(outcome.card)
            elif isinstance(outcome, Raised):
                self.alerts[outcome.alert.code] += 1
                self._resolve(outcome.alert)
            outcome = self.intake.next_held(self.hand)

    def _resolve(self, alert) -> None:
        if alert.code in ("read-may-be-lost", "shoe-restarted"):
            # The croupier looks at the table: the cards out of the shoe but not on the screen (nor
            # waiting behind the alert) are typed in, in the order they were dealt.
            missing = self.missing()
            if alert.code == "read-may-be-lost":
                missing = missing[:int(alert.details.get("missing", 1))]
            if missing and self.hand.expected_card() is not None:
                outcome = self.intake.resolve("enter", self.hand, str(missing[0]))
                if isinstance(outcome, DealCard):
                    self.hand.deal(outcome.card)
                    self.entered += 1
                    for card in missing[1:]:
                        more = self.intake.check_entered(card, self.hand)
                        if isinstance(more, DealCard) and self.hand.expected_card() is not None:
                            self.hand.deal(more.card)
                            self.entered += 1
                    return
            self.intake.resolve("continue", self.hand)
        else:
            self.intake.resolve("reject", self.hand)     # a foreign card, a card passed again: out

    def dealt_cards(self) -> list:
        return [item[1] for item in self.hand.inputs if item[0] == "deal"]

    def missing(self) -> list:
        """Cards the shoe dealt (so far) that are neither in the hand nor waiting, in order."""
        have = set(self.dealt_cards()) | {r.card for r in self.intake.held}
        return [pc.card for pc in list(self.shoe.dealt) if pc.card not in have]


def match_reports(record: list) -> tuple[Counter, Counter, list[str]]:
    """Each injected fault matched to its own report, in its hand or the hand before or after
    (a fault drawn at a hand's last card takes effect, and is reported, as the next begins)."""
    reports = [Counter(codes) + Counter(alerts) for _, _, codes, alerts in record]
    undetected: Counter = Counter()
    masked: Counter = Counter()
    unmatched: list[str] = []
    for i, (number, faults, _, _) in enumerate(record):
        for kind in faults:
            fault = Fault(kind)
            code = ALERTS.get(fault) or DRIVER_REPORTS[fault]
            if code is None:
                continue                  # split, merge: the card arriving intact is the check
            for j in (i, i + 1, i - 1):
                if 0 <= j < len(reports) and reports[j][code] > 0:
                    reports[j][code] -= 1
                    break
            else:
                # Hidden by a bigger fault in the same hand: a frame damaged, or a jam begun and
                # over, while the shoe was unplugged (the line carried nothing; the card is sent
                # again whole on plugging back), or a second unplug, stall, restart or jam on top of
                # the first (one report for both). The cards are still checked one by one.
                others = Counter(faults)
                if Fault.DISCONNECT.value in faults and fault is not Fault.DISCONNECT or \
                        fault in DEVICE_FAULTS and others[kind] > 1:
                    masked[kind] += 1
                    continue
                undetected[kind] += 1
                unmatched.append(f"hand {number}: {kind} without its {code}; the hand's faults {faults}, "
                                 f"reports {record[i][2]}")
    return undetected, masked, unmatched


def run(hands: int, fault_rate: float, seed: int, log_every: int = 500,
        kinds: tuple = tuple(Fault)) -> dict[str, Any]:
    rng = random.Random(seed)
    plan = FaultPlan(seed=seed, rate=fault_rate, kinds=kinds, stall_s=0.8, disconnect_s=0.3, jam_s=0.3)
    sim = ShoeSimulator(seed=seed, heartbeat_s=0.1, retransmit_s=0.1, faults=plan)
    events: queue.SimpleQueue = queue.SimpleQueue()
    url = sim.start_pty()
    source = SerialCardSource(url, events.put, times=LinkTimes(bounce_s=0.5, hold_s=0.5, heartbeat_timeout_s=0.5),
                              backoff_s=(0.05, 0.2))
    source.open()
    shoe = sim.shoe
    totals: Counter = Counter()
    injected: Counter = Counter()
    reported: Counter = Counter()
    undetected: Counter = Counter()
    alerts: Counter = Counter()
    problems: list[str] = []
    t0 = time.perf_counter()
    intake = CardIntake()
    record: list = []           # per hand: (number, faults injected, driver reports, game alerts)

    def pump(dealer: Dealer, timeout: float) -> list:
        """Events of the next ``timeout`` seconds to the dealer; the driver's fault codes."""
        codes = []
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            try:
                event = events.get(timeout=max(0.0, left)) if left > 0 else events.get_nowait()
            except queue.Empty:
                return codes
            if isinstance(event, CardRead):
                dealer.read(event)
            elif isinstance(event, SourceFault):
                codes.append(event.code)
                dealer.fault(event)

    try:
        first = Dealer(Hand(hand_config(2)), intake, shoe)
        deadline = time.monotonic() + 10
        while source.port is None and time.monotonic() < deadline:
            pump(first, 0.05)
        for number in range(1, hands + 1):
            players = rng.randint(2, 10)
            cards = 2 * players
            round_before = shoe.round
            source.new_round()                     # the console's NEW ROUND at each hand
            hand_deadline = time.monotonic() + HAND_TIMEOUT_S
            intake.new_hand()
            dealer = Dealer(Hand(hand_config(players)), intake, shoe)
            codes: list = []
            asked = time.monotonic()
            while shoe.round == round_before and time.monotonic() < hand_deadline:
                codes += pump(dealer, 0.005)
                if time.monotonic() - asked > 1.0:
                    source.new_round()              # the command was lost (unplugged, stalled): again
                    asked = time.monotonic()
            faults_before = len(shoe.stats.faults)
            sim.deal(cards)
            last_progress = time.monotonic()
            seen = 0
            while time.monotonic() < hand_deadline:
                codes += pump(dealer, 0.02)
                have = len(dealer.dealt_cards())
                if have != seen:
                    seen, last_progress = have, time.monotonic()
                if have >= cards and time.monotonic() - last_progress >= SETTLE_S:
                    break
                idle = (shoe.state != ShoeState.JAMMED and time.monotonic() >= shoe._stalled_until
                        and not shoe._pending_deals and len(shoe.dealt) < cards)
                if idle and time.monotonic() - last_progress > 0.4:
                    sim.deal(cards - len(shoe.dealt))  # a jam stopped the deal: the dealer pulls again
                    last_progress = time.monotonic()
                if dealer.missing() and time.monotonic() - last_progress > 1.5 and dealer.hand.expected_card():
                    # Nothing reported and the card is not on the screen: would be a silent loss.
                    break
            hand_faults = [Fault(kind) for kind, _ in shoe.stats.faults[faults_before:]]
            injected.update(f.value for f in hand_faults)
            reported.update(codes)
            alerts.update(dealer.alerts)
            record.append((number, [f.value for f in hand_faults], list(codes), dict(dealer.alerts)))
            want = [pc.card for pc in shoe.dealt]
            got = dealer.dealt_cards()
            lost = Counter(want) - Counter(got)
            invented = Counter(got) - Counter(want)
            totals["hands"] += 1
            totals["cards_dealt"] += len(want)
            totals["cards_in_engine"] += len(got)
            totals["cards_entered_after_a_reported_loss"] += dealer.entered
            totals["lost"] += sum(lost.values())
            totals["invented"] += sum(invented.values())
            if got != want and not lost and not invented:
                totals["out_of_order"] += 1
            if (lost or invented or got != want) and len(problems) < 20:
                problems.append(f"hand {number}: shoe dealt {[str(c) for c in want]}, engine has "
                                f"{[str(c) for c in got]}; faults {[f.value for f in hand_faults]}; reports {codes}")
            if log_every and number % log_every == 0:
                print(f"  cards: {number:,} hands, {totals['cards_dealt']:,} cards, "
                      f"{sum(injected.values()):,} faults, lost {totals['lost']}, invented {totals['invented']}, "
                      f"{time.perf_counter() - t0:.0f} s", flush=True)
    finally:
        source.close()
        sim.stop()
    seconds = time.perf_counter() - t0
    undetected, masked, unmatched = match_reports(record)
    problems += unmatched[:20]
    return {"line": "pty (simulator thread <-> real SerialCardSource)", "hands": totals["hands"],
            "cards": totals["cards_dealt"], "cards_in_engine": totals["cards_in_engine"],
            "faults_injected": sum(injected.values()), "faults_by_kind": dict(injected),
            "detected": sum(injected.values()) - sum(undetected.values()) - sum(masked.values()),
            "masked_by_an_overlapping_fault": dict(masked), "undetected_by_kind": dict(undetected),
            "driver_reports": dict(reported), "game_alerts": dict(alerts),
            "cards_entered_after_a_reported_loss": totals["cards_entered_after_a_reported_loss"],
            "lost": totals["lost"], "invented": totals["invented"], "out_of_order": totals["out_of_order"],
            "retransmissions": shoe.stats.retransmissions, "seconds": round(seconds, 1), "problems": problems,
            "ok": totals["lost"] == 0 and totals["invented"] == 0 and totals["out_of_order"] == 0
            and not undetected and set(injected) == {f.value for f in kinds}}
