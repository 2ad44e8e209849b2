"""`dealer-app export DB --hand N --format phh|text|html`: a hand for a dispute.

PHH that our replay and pokerkit (the independent oracle) bring to the store's own final
stacks; a readable text record and a printable report with the pot, the amount to call and
the pot-limit maximum after each action, the cards, the pots and payouts, every correction."""
from __future__ import annotations

import copy
import hashlib
import io
import json
import random
import sqlite3

import pytest

from dealer_app.commands.cli import main
from dealer_app.store import open_store
from engine import phh
from engine.actions import call, fold, raise_to
from engine.cards import parse_cards
from engine.games import GAMES, Structure
from engine.hand import HandConfig, PlayerSetup
from engine.replay import ReplayError, replay
from engine.rules import HouseRules, Stakes
from store_helpers import FakeClock, decide, do, hand_event_count


def omaha_table(names=("Alice", "Bruno", "Chloé", "Dmitri")) -> HandConfig:
    players = tuple(PlayerSetup(n, 1000, s) for n, s in zip(names, (1, 3, 4, 6)))
    return HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10), players)


def disputed_hand(store, names=("Alice", "Bruno", "Chloé", "Dmitri")):
    """Seed 001's numbers: blinds 5/10, Chloé raises to 30 (keyed 35 first, corrected), the maximum is 105."""
    recorded = store.begin_hand(omaha_table(names), button_seat=6)
    hole = parse_cards("AsKsQsJs AhKhQhJh AdKdQdJd AcKcQcJc")
    for k in range(4):
        for p in range(4):
            recorded.deal(hole[p * 4 + k], read={"device": "shoe-1", "antenna": 2, "raw": bytes([2, k, p, 3])})
    recorded.apply(raise_to(35))
    recorded.correct(withdraw=1, by="Supervisor Marie", reason="the player said raise to 30")
    recorded.apply(raise_to(30))
    recorded.apply(fold())
    recorded.apply(call())
    recorded.apply(call())
    return recorded


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "table.sqlite"
    store = open_store(path, table="T7", dealer="D-017", clock=FakeClock())
    disputed_hand(store)
    store.close()
    return path


def export(capsys, *args) -> tuple[int, str, str]:
    status = main(["export", *map(str, args)])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_the_text_record_shows_the_pot_the_call_and_the_maximum_after_each_action(db, capsys):
    # English on request (--lang en); one line per action with what its player could do just before it.
    status, out, _ = export(capsys, db, "--hand", 1, "--format", "text", "--lang", "en")
    assert status == 0
    assert out.startswith("HAND 1: DISPUTE REPORT\n") and "Table    T7" in out and "Status   in progress" in out
    assert "  1     Alice   1,000  small blind 5  A♠ K♠ Q♠ J♠" in out and "big blind 10" in out
    lines = out.splitlines()
    raise_line = next(line for line in lines if "#22 " in line)
    assert raise_line.endswith("seat 4 (Chloé) raises to 30  | pot 45 | to call 10 | min–max 20–35 (3 × 10 + 5 = 35)")
    assert next(line for line in lines if "#23 " in line).endswith(
        "seat 6 (Dmitri) folds  | pot 45 | to call 30 | min–max 50–105 (3 × 30 + 10 + 5 = 105)")
    withdrawn = next(line for line in lines if "#20 " in line)
    assert "raises to 35" in withdrawn and withdrawn.endswith("[WITHDRAWN by event 21]")
    assert "CORRECTION authorised by Supervisor Marie" in out and "the player said raise to 30" in out
    # The sixteen hole cards in four lines, one per round of the deal; each card's read listed apart.
    assert "#4-7     hole card 1: seat 1 A♠ · seat 3 A♥ · seat 4 A♦ · seat 6 A♣  | pot 15" in out
    assert "#4      seat 1, hole card 1: A♠ — read by shoe-1, antenna 2 · technical detail: bytes 02 00 00 03" in out
    assert "Record check: events" in out


def test_the_text_record_is_in_french_by_default(db, capsys):
    status, out, _ = export(capsys, db, "--hand", 1, "--format", "text")
    assert status == 0
    assert out.startswith("COUP 1 : RAPPORT DE LITIGE\n") and "État      en cours" in out
    assert "siège 4 (Chloé) relance à 30  | pot 45 | à suivre 10 | min–max 20–35 (3 × 10 + 5 = 35)" in out
    assert "siège 6 (Dmitri) passe  | pot 45 | à suivre 30 | min–max 50–105 (3 × 30 + 10 + 5 = 105)" in out
    assert "[RETIRÉ par l'écriture 21]" in out and "CORRECTION autorisée par Supervisor Marie" in out
    assert "carte privée 1 : siège 1 A♠ · siège 3 A♥" in out and "petite blinde 5" in out
    for english in ("raises", "to call", "WITHDRAWN", "Timeline", "Record check", "small blind"):
        assert english not in out
    status, russian, _ = export(capsys, db, "--hand", 1, "--format", "text", "--lang", "ru")
    assert status == 0 and russian.startswith("РАЗДАЧА 1: ОТЧЁТ ДЛЯ СПОРА\n") and "доставить 10" in russian


def test_the_printable_report_has_the_timeline_cards_pots_and_corrections(db, tmp_path, capsys):
    target = tmp_path / "hand-1.html"
    status, out, _ = export(capsys, db, "--hand", 1, "--format", "html", "--output", target, "--lang", "en")
    assert status == 0 and out == ""
    html = target.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and "@media print" in html and '<html lang="en">' in html
    assert "3 × 30 + 10 + 5 = 105" in html and "50–105" in html
    assert 'class="withdrawn"' in html and "[WITHDRAWN by event 21]" in html
    assert "CORRECTION authorised by Supervisor Marie" in html
    assert "<td><b>A♠ K♠ Q♠ J♠</b></td>" in html                          # the card grid, seat by seat
    # How it was read: the card, where it went, the device; the bytes apart, as a technical detail.
    assert ("<td nowrap><b>A♠</b></td><td>seat 1, hole card 1</td><td>read by shoe-1, antenna 2</td><td></td>"
            '<td class="small">bytes 02 00 00 03</td>') in html
    # The card grid comes before the timeline: on page 1.
    assert html.index("A♠ K♠ Q♠ J♠") < html.index("<h2>Timeline</h2>")


def test_the_printable_report_is_in_french_by_default(db, capsys):
    status, html, _ = export(capsys, db, "--hand", 1, "--format", "html")
    assert status == 0 and '<html lang="fr">' in html and "<h1>Coup 1 : rapport de litige</h1>" in html
    assert "<h2>Déroulement</h2>" in html and "<h2>Cartes</h2>" in html and "Mises forcées" in html
    assert "siège 4 (Chloé) relance à 30" in html and "[RETIRÉ par l&#x27;écriture 21]" in html
    assert "Timeline" not in html and "raises to" not in html


def test_names_from_the_record_are_escaped_in_the_report(tmp_path, capsys):
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="<T1>", dealer="D1")
    disputed_hand(store, names=("<script>x</script>", "Bruno", "Chloé", "Dmitri"))
    store.close()
    status, out, _ = export(capsys, path, "--hand", 1, "--format", "html")
    assert status == 0 and "<script>" not in out and "&lt;script&gt;x&lt;/script&gt;" in out and "&lt;T1&gt;" in out


def play_complete_hands(store, game, structure, count, seed):
    house = HouseRules(heads_up_cap="never") if structure is Structure.FIXED_LIMIT else HouseRules()
    rng = random.Random(seed)
    numbers = []
    for k in range(count):
        stacks = [2000] * rng.randint(2, 6) if structure is Structure.FIXED_LIMIT else \
            [rng.choice([60, 150, 400, 1000]) for _ in range(rng.randint(2, 6))]
        cfg = HandConfig(GAMES[game], structure, Stakes(5, 10, 10, 20),
                         tuple(PlayerSetup(f"Player {i + 1}", s, i + 1) for i, s in enumerate(stacks)), house=house)
        recorded = store.begin_hand(cfg)
        while not recorded.hand.is_complete:
            move = decide(recorded.hand, seed + k, recorded.number, hand_event_count(store, recorded.number))
            do(recorded, move)
        numbers.append(recorded.number)
    return numbers


@pytest.mark.parametrize("game, structure", [("holdem", Structure.NO_LIMIT), ("omaha", Structure.POT_LIMIT),
                                             ("holdem", Structure.FIXED_LIMIT), ("omaha-hilo", Structure.FIXED_LIMIT)])
@pytest.mark.filterwarnings("ignore::UserWarning")   # pokerkit warns about folds facing no bet
def test_phh_export_replays_to_the_stores_final_stacks_here_and_in_pokerkit(tmp_path, capsys, game, structure):
    pokerkit = pytest.importorskip("pokerkit")
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T7", dealer="D1")
    numbers = play_complete_hands(store, game, structure, 12, seed=31)
    finals = {n: store.load_hand(n).end.payload["finishing_stacks"] for n in numbers}
    corrected = sum(1 for n in numbers if store.load_hand(n).corrections)
    store.close()
    unshown = 0
    for n in numbers:
        status, text, _ = export(capsys, path, "--hand", n, "--format", "phh")
        assert status == 0
        history = phh.loads(text)
        assert history.extra["hand"] == n and history.extra["table"] == "T7" and history.extra["_status"] == "complete"
        if "paid without showing at the table" in history.actions[-1]:
            # Our engine pays the last player in when the others muck: that PHH line is for
            # pokerkit, and our replay takes it too (the same cards as dealt change nothing);
            # other cards than were dealt are refused.
            unshown += 1
            other = history.actions[-1].split()
            dealt = phh.parse_action(history.actions[-1]).cards
            swap = next(c for c in ("AsKsQsJs", "2c3c4c5c") if not set(phh._parse_phh_cards(c)) & set(dealt))
            forged = copy.copy(history)
            forged.actions = [*history.actions[:-1], f"{other[0]} sm {swap[:2 * len(dealt)]}"]
            with pytest.raises(ReplayError):
                replay(forged)
        assert replay(history).hand.stacks == finals[n]
        *_, final = iter(pokerkit.HandHistory.loads(text))
        assert sum(final.stacks) == sum(finals[n])
        # pokerkit gives odd chips its own way: within one chip per player.
        assert all(abs(a - b) <= 1 for a, b in zip(final.stacks, finals[n])), (text, final.stacks)
    assert corrected >= 1, "some exported hands went through a correction"
    assert unshown >= 1, "some exported hands were won by the last player in after the others mucked"


def test_export_refuses_what_is_not_there(db, tmp_path, capsys):
    status, out, err = export(capsys, db, "--hand", 99, "--format", "text")
    assert (status, out) == (2, "") and "there is no hand 99" in err
    status, _, err = export(capsys, tmp_path / "none.sqlite", "--hand", 1, "--format", "phh")
    assert status == 2 and "there is no store" in err
    with pytest.raises(SystemExit) as usage:
        main(["export", str(db), "--hand", "1", "--format", "pdf"])
    assert usage.value.code == 2


def test_a_changed_hand_is_still_exported_with_the_warning_and_exit_1(db, capsys):
    conn = sqlite3.connect(db)
    conn.execute("DROP TRIGGER events_no_update")
    conn.execute("UPDATE events SET dealer = 'D-999' WHERE seq = (SELECT max(seq) FROM events WHERE hand = 1)")
    conn.commit()
    conn.close()
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    status, out, err = export(capsys, db, "--hand", 1, "--format", "text", "--lang", "en")
    assert status == 1 and "WARNING: RECORD DAMAGED" in out and "does not match its hash" in err
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before


NO_PHH_CODE = [(g, s) for g in GAMES for s in Structure
               if (g, s.value) not in {("holdem", "no-limit"), ("holdem", "fixed-limit"), ("omaha", "pot-limit"),
                                       ("omaha-hilo", "fixed-limit")}]


@pytest.mark.parametrize("game, structure", NO_PHH_CODE)
@pytest.mark.filterwarnings("ignore::UserWarning")
def test_a_game_phh_has_no_code_for_is_exported_so_that_pokerkit_refuses_it_and_replay_reads_it(
        tmp_path, capsys, game, structure):
    pokerkit = pytest.importorskip("pokerkit")
    from dealer_app.commands.replay import run as replay_file
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T7", dealer="D1")
    numbers = play_complete_hands(store, game, structure, 3, seed=47)
    finals = {n: store.load_hand(n).end.payload["finishing_stacks"] for n in numbers}
    store.close()
    for n in numbers:
        status, text, _ = export(capsys, path, "--hand", n, "--format", "phh")
        assert status == 0
        history = phh.loads(text)
        assert history.variant == phh.exported_code(game, structure.value) and history.variant.startswith("_")
        assert (history.extra["_game"], history.extra["_structure"], history.extra["hand"]) == \
            (game, structure.value, n)
        with pytest.raises(KeyError):
            pokerkit.HandHistory.loads(text).create_state()
        (tmp_path / f"{n}.phh").write_text(text, encoding="utf-8")
        out = io.StringIO()
        status = replay_file(str(tmp_path / f"{n}.phh"), None, True, out)
        assert status == 0, out.getvalue()
        assert json.loads(out.getvalue())["finishing_stacks"] == finals[n]


def test_export_help_says_which_games_phh_cannot_name(capsys):
    with pytest.raises(SystemExit) as done:
        main(["export", "--help"])
    assert done.value.code == 0
    words = " ".join(capsys.readouterr().out.split())
    assert "a game PHH has no code for" in words and "_omaha5/pot-limit" in words
    assert "pokerkit and other PHH readers refuse it, dealer-app replay reads it" in words
