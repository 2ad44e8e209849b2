"""Tables whose stores carry the jackpot's events (the payloads of dealer_app/store/jackpot_events.py and the
high-hand session event), sent to the central record by the real uplink: the room's papers and screen tests."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from central_helpers import dealing_store, send
from house_helpers import NOON_UTC_US
from store_helpers import FakeClock

# RULES.md 12's bad beat: board 7♦ 7♣ 8♦ 9♦ 2♠, 7♠7♥ (four sevens) loses to T♦J♦ (straight flush).
LOSING_FIVE = ["7s", "7h", "7d", "7c", "9d"]
WINNING_FIVE = ["Jd", "Td", "9d", "8d", "7d"]
NAMES = {3: "Alice", 5: "Bob", 1: "Chloé", 2: "Dmitri", 4: "Emma", 6: "Farid", 7: "Gina", 8: "Hugo"}


def jackpot_table(tmp_path, table: str, hands: int = 2, start_us: int = NOON_UTC_US, seed: int = 7,
                  session_settings: dict | None = None):
    """A store at ``table`` with ``hands`` hands dealt (each starts a row of hand_starts with its game)."""
    store = dealing_store(tmp_path / f"{table}.sqlite", hands=0, table=table, seed=seed, clock=FakeClock(start_us))
    if session_settings is not None:
        store.open_session(session_settings, by="Floor Sam")
    from store_helpers import play
    for _ in range(hands):
        play(store, seed)
    return store


def increment(store, hand: int, pot: int, amount: int, meter: int, withdrawn: bool = False,
              pool: str | None = None) -> None:
    payload = {"hand": hand, "pot": pot, "amount": amount, "meter": meter}
    if pool is not None:                     # a shared jackpot's increment names its pool (as the table writes it)
        payload["pool"] = pool
    if withdrawn:
        payload["withdrawn"] = True
    store.append("jackpot-increment", payload)


def hit(store, hand: int, loser: int = 3, winner: int = 5, present=tuple(NAMES)) -> None:
    store.append("jackpot-hit", {
        "hand": hand, "rule": "four-sevens-beaten", "loser": loser, "winner": winner, "losers": [loser],
        "hands": [{"seat": loser, "five": LOSING_FIVE, "name": "four sevens", "both_hole_cards_play": True},
                  {"seat": winner, "five": WINNING_FIVE, "name": "straight flush, jack high",
                   "both_hole_cards_play": True}],
        "present": list(present), "button": 8})


def paid(store, hand: int, meter: int = 10_000, loser: int = 3, winner: int = 5, restarts_at: int = 1_000) -> None:
    """RULES.md 12: 10,000 with 8 present: 5,000 + 625 to the loser, 625 to each of the other seven."""
    shares = [{"seat": seat, "name": NAMES[seat], "amount": 5_625 if seat == loser else 625}
              for seat in sorted(NAMES)]
    store.append("jackpot-paid", {"hand": hand, "meter": meter, "loser": loser, "winner": winner, "shares": shares,
                                  "confirmed_by": "Marie", "supervisor": "Floor Sam", "management": "Director Ann",
                                  "restarts_at": restarts_at})


def iso(utc_us: int) -> str:
    return datetime.fromtimestamp(utc_us / 1e6, timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


def high_hand(store, hand: int, seat: int, player: str, five, name: str, shown_us: int, minutes: int = 60) -> None:
    """The table's high-hand session event (helper high-hand's payload), its period of ``minutes`` from midnight."""
    at = datetime.fromtimestamp(shown_us / 1e6, timezone.utc)
    midnight = at.replace(hour=0, minute=0, second=0, microsecond=0)
    start = midnight + timedelta(minutes=minutes) * ((at - midnight) // timedelta(minutes=minutes))
    store.append("high-hand", {"hand": hand, "seat": seat, "player": player, "five": list(five), "name": name,
                               "shown_at": iso(shown_us),
                               "period": [iso(int(start.timestamp() * 1e6)),
                                          iso(int((start + timedelta(minutes=minutes)).timestamp() * 1e6))]})


__all__ = ["send", "jackpot_table", "increment", "hit", "paid", "high_hand", "iso"]
