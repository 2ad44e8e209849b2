"""How each card was read, in the floor's documents (issue 24, the export's card section): for each card
the card, where it went, what read it (the shoe, an RFID reader, the dealer typing it, the practice deck)
with its device, antenna and time, the tag if any, and the raw bytes only as a technical detail, in the
reader's language: never "None", never a field's programming name (device_time_ms, raw_hex).

The hand: Omaha Pot Limit 5/10 heads-up, seat 2 (Boris) on the button; the eight hole cards come one from
the table's shoe (frame 17, read 1 of the round, the shoe's clock at 12,345 ms, bytes a5 02 11 7e), one
from an RFID reader (antenna 3, tag 04A1B2C3D4), one typed by the dealer ("Rc"), one from an older record
that named only its device and antenna, the rest from the practice deck (no read recorded); Boris folds.
"""
from __future__ import annotations

import re

import pytest

from engine.actions import fold
from engine.cards import parse_card
from engine.games import GAMES, Structure
from engine.hand import HandConfig, PlayerSetup
from engine.rules import Stakes
from dealer_app.floor.dispute_report import render
from dealer_app.floor.hand_record import as_text, build, local_text
from dealer_app.store import open_for_reading, open_store
from dealer_app.store.verify import check_hand_links

from store_helpers import FakeClock

HEADS_UP = HandConfig(GAMES["omaha"], Structure.POT_LIMIT, Stakes(5, 10),
                      (PlayerSetup("Boris", 1000, 2), PlayerSetup("Anna", 1000, 1)))
READ_AT = 1_790_000_000_123_000                 # the console's clock when the shoe's read arrived (UTC µs)
SHOE = {"device": "SIM-0001", "antenna": None, "sequence": 17, "number": 1, "tag": None, "origin": "shoe",
        "device_time_ms": 12345, "host_time_us": READ_AT, "raw": bytes.fromhex("a502117e")}
RFID = {"device": "ACR122U", "antenna": 3, "sequence": None, "number": None, "tag": "04a1b2c3d4", "origin": "rfid",
        "device_time_ms": None, "host_time_us": READ_AT + 2_000_000, "raw": bytes.fromhex("04a1b2c3d4")}
TYPED = {"device": "manual", "antenna": None, "sequence": 1, "number": None, "tag": None, "origin": "manual",
         "device_time_ms": None, "host_time_us": READ_AT + 4_000_000, "raw": "Rc".encode()}
OLDER = {"device": "shoe-1", "antenna": 2, "raw": bytes([2, 0, 0, 3])}
DEALT = (("Qc", SHOE), ("As", RFID), ("Qd", TYPED), ("Ah", OLDER), ("Jc", None), ("Ks", None), ("Jd", None),
         ("Kh", None))
PROGRAMMERS_WORDS = ("None", "raw_hex", "device_time_ms", "host_time_us", "origin", "sequence")


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    path = tmp_path_factory.mktemp("reads") / "t.sqlite"
    store = open_store(path, table="T4", dealer="Lea", clock=FakeClock())
    recorded = store.begin_hand(HEADS_UP, button_seat=2)
    for card, read in DEALT:
        recorded.deal(parse_card(card), read=read)
    recorded.apply(fold())
    number = recorded.number
    store.close()
    with open_for_reading(path) as reader:
        return build(reader.load_hand(number), reader.replay_steps(number), check_hand_links(reader, number))


def reads_section(document: str, heading: str, next_heading: str) -> str:
    start = document.index(heading)
    return document[start:document.index(next_heading, start + len(heading))]


def test_each_card_says_what_read_it_in_english(record):
    at = local_text(READ_AT, with_date=False)
    section = reads_section(as_text(record, "en"), "How each card was read", "Settings")
    lines = section.splitlines()[1:]
    assert len([line for line in lines if line.strip()]) == 8            # every card, one line each
    assert lines[0].endswith(f"seat 2, hole card 1: Q♣ — shoe SIM-0001, at {at} · technical detail: frame 17 · "
                             "read 1 of the round · device clock 12,345 ms · bytes a5 02 11 7e")
    assert lines[1].endswith(f"seat 1, hole card 1: A♠ — RFID reader ACR122U, antenna 3, at "
                             f"{local_text(READ_AT + 2_000_000, with_date=False)} · tag 04A1B2C3D4 · "
                             "technical detail: bytes 04 a1 b2 c3 d4")
    assert lines[2].endswith(f"seat 2, hole card 2: Q♦ — typed by the dealer: Rc, at "
                             f"{local_text(READ_AT + 4_000_000, with_date=False)}")
    assert lines[3].endswith("seat 1, hole card 2: A♥ — read by shoe-1, antenna 2 · technical detail: bytes 02 00 00 03")
    assert lines[4].endswith("seat 2, hole card 3: J♣ — no reader: practice deck")
    for word in PROGRAMMERS_WORDS:
        assert word not in section


def test_the_printable_report_lists_the_reads_in_columns_in_french(record):
    page = render(record, "fr")
    section = reads_section(page, "<h2>Lecture de chaque carte</h2>", "<h2>")
    heads = re.findall(r"<th[^>]*>([^<]*)</th>", section)
    assert heads == ["#", "Carte", "Destination", "Comment elle a été lue", "Puce", "Détail technique"]
    rows = [re.findall(r"<td[^>]*>(.*?)</td>", row) for row in re.findall(r"<tr>(.*?)</tr>", section)[1:]]
    assert rows[0][1:4] == ["<b>D♣</b>", "siège 2, carte 1",      # dame de trèfle: French letters
                            f"sabot SIM-0001, à {local_text(READ_AT, with_date=False)}"]
    assert rows[0][5] == "trame n° 17 · lecture n° 1 du coup · horloge de l&#x27;appareil 12\u00a0345 ms · " \
                         "octets a5 02 11 7e"
    assert rows[1][3].startswith("lecteur RFID ACR122U, antenne 3, à ") and rows[1][4] == "04A1B2C3D4"
    assert rows[2][3].startswith("saisie à la main par le croupier : Rc, à ") and rows[2][5] == ""
    assert rows[4][3] == "sans lecteur : jeu d&#x27;entraînement" and rows[4][4] == rows[4][5] == ""
    for word in PROGRAMMERS_WORDS:
        assert word not in section


def test_the_reads_in_russian(record):
    section = reads_section(as_text(record, "ru"), "Как была прочитана каждая карта", "Настройки")
    assert "шуз SIM-0001" in section and "RFID-считыватель ACR122U, антенна 3" in section
    assert "метка 04A1B2C3D4" in section and "введена дилером вручную: Rc" in section
    assert "без считывателя: учебная колода" in section and "прочитана устройством shoe-1, антенна 2" in section
    assert "технические данные: кадр № 17 · чтение № 1 в раздаче · часы устройства 12\u00a0345 мс · " \
           "байты a5 02 11 7e" in section
    for word in PROGRAMMERS_WORDS:
        assert word not in section


def test_the_reports_header_writes_its_days_as_the_console_does(record):
    french, russian = as_text(record, "fr"), as_text(record, "ru")
    assert re.search(r"\nDébut +\d\d/\d\d/2026 \d\d:\d\d:\d\d \(UTC \d\d:\d\d:\d\d\)\n", french)
    assert re.search(r" \d\d\.\d\d\.2026 \d\d:\d\d:\d\d \(UTC ", russian) and "2026-" not in russian.split("\n\n")[1]


def test_a_hand_dealt_from_the_practice_deck_says_so_once(tmp_path):
    path = tmp_path / "t.sqlite"
    store = open_store(path, table="T4", dealer="Lea", clock=FakeClock())
    recorded = store.begin_hand(HEADS_UP, button_seat=2)
    for card, _ in DEALT:
        recorded.deal(parse_card(card))
    recorded.apply(fold())
    store.close()
    with open_for_reading(path) as reader:
        record = build(reader.load_hand(1), reader.replay_steps(1), check_hand_links(reader, 1))
    assert ("Lecture de chaque carte\n  Aucun lecteur n'a enregistré ces cartes : elles ont été données avec le jeu "
            "d'entraînement.\n") in as_text(record, "fr")
    assert "<p>No card reader recorded these cards: they were dealt from the practice deck.</p>" in render(record, "en")
