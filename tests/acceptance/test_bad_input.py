"""Bad input is refused with a clear message and a stable code, and changes nothing (issue 9).

Session files, PHH hand histories and the shoe's bytes, each malformed, huge
(past the 1 MB limit: refused before it is parsed), deeply nested (100,000
arrays: tomllib recurses), with absurd numbers (1e308, 10**100, a 5,000-digit
integer, negative, nan, inf) or the wrong types. No timing is asserted here:
bench/bad_input.py measures the time and the peak memory of each refusal.
"""
from __future__ import annotations

import io
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_app.commands.replay import run as replay_run
from dealer_app.files.session_file import load_session
from engine import phh
from engine.cards import parse_cards
from engine.settings import MAX_TEXT_CHARS, SettingsError, parse_session
from hardware.codec import MAX_FRAME, FrameDecoder, decode_one, encode
from hardware.link import ShoeLink
from hardware.messages import (
    CardMessage,
    Heartbeat,
    Hello,
    MessageError,
    MsgType,
    TagMessage,
    frame_bytes,
    parse,
)
from hardware.source import CardRead, SourceEvent, SourceFault

SESSION = ('[game]\nvariant = "holdem"\nstructure = "no-limit"\n'
           '[stakes]\nsmall_blind = 1\nbig_blind = 2\n')
HAND = ('variant = "NT"\nante_trimming_status = false\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\n'
        'min_bet = 2\nstarting_stacks = [200, 200]\nactions = ["d dh p1 AsKs", "d dh p2 7h2c", "p2 f"]\n')
NESTED = "[" * 100_000 + "]" * 100_000
LONG_INT = "9" * 5_000


def bad_sessions() -> dict[str, tuple[str, str]]:
    """name -> (text, the key the refusal must name)."""
    return {
        "nested arrays": (f"a = {NESTED}\n", "file"),
        "nested inline tables": ("a = " + "{b=" * 5_000 + "1" + "}" * 5_000 + "\n", "file"),
        "5,000-digit integer": (SESSION.replace("small_blind = 1", f"small_blind = {LONG_INT}"), "file"),
        "10**100": (SESSION.replace("small_blind = 1", f"small_blind = {10 ** 100}"), "stakes.small_blind"),
        "1e308": (SESSION.replace("small_blind = 1", "small_blind = 1e308"), "stakes.small_blind"),
        "negative": (SESSION.replace("small_blind = 1", "small_blind = -5"), "stakes.small_blind"),
        "nan percent": (SESSION + "[rake]\npercent = nan\n", "rake.percent"),
        "inf percent": (SESSION + "[rake]\npercent = inf\n", "rake.percent"),
        "1e308 percent": (SESSION + "[rake]\npercent = 1e308\n", "rake.percent"),
        "text for a number": (SESSION.replace("small_blind = 1", 'small_blind = "one"'), "stakes.small_blind"),
        "list for a number": (SESSION.replace("small_blind = 1", "small_blind = [1]"), "stakes.small_blind"),
        "number for text": (SESSION.replace('"holdem"', "7"), "game.variant"),
        "section as a value": ("game = 3\n", "game"),
        "not TOML": ("[game\nvariant = \n", "file"),
        "NUL byte": (SESSION + "\x00", "file"),
        "over the size limit": (SESSION + "#" * MAX_TEXT_CHARS + "\n", "file"),
    }


@pytest.mark.parametrize("name", list(bad_sessions()))
def test_a_bad_session_text_is_refused_naming_the_key(name):
    text, key = bad_sessions()[name]
    with pytest.raises(SettingsError) as refused:
        parse_session(text)
    assert refused.value.code == "bad-session" and refused.value.key == key, refused.value
    assert len(refused.value.message) > 15 and "Traceback" not in refused.value.message


def test_a_50_mb_session_file_is_refused_unread(tmp_path, monkeypatch):
    path = tmp_path / "huge.toml"
    with open(path, "w") as f:
        f.write(SESSION)
        f.seek(50_000_000)
        f.write("\n")
    monkeypatch.setattr("pathlib.Path.read_text", lambda *a, **k: pytest.fail("read a 50 MB file"))
    with pytest.raises(SettingsError) as refused:
        load_session(path)
    assert refused.value.key == "file" and "50,000,001 bytes" in refused.value.message


def test_a_bad_session_file_leaves_the_file_as_it_was(tmp_path):
    path = tmp_path / "s.toml"
    data = f"a = {NESTED}\n".encode()
    path.write_bytes(data)
    with pytest.raises(SettingsError):
        load_session(path)
    assert path.read_bytes() == data


def bad_hands() -> dict[str, tuple[str, str]]:
    """name -> (text, the PhhError code)."""
    stacks = "[200, 200]"
    return {
        "nested arrays": (f"actions = {NESTED}\n", "bad-toml"),
        "5,000-digit integer": (HAND.replace(stacks, f"[{LONG_INT}, 200]"), "bad-toml"),
        "10**100 stack": (HAND.replace(stacks, f"[{10 ** 100}, 200]"), "bad-amount"),
        "1e308 stack": (HAND.replace(stacks, "[1e308, 200]"), "bad-amount"),
        "1e308 blind": (HAND.replace("[1, 2]", "[1, 1e308]"), "bad-amount"),
        "negative stack": (HAND.replace(stacks, "[-200, 200]"), "bad-amount"),
        "nan stack": (HAND.replace(stacks, "[nan, 200]"), "bad-amount"),
        "-inf stack": (HAND.replace(stacks, "[-inf, 200]"), "bad-amount"),
        "text stack": (HAND.replace(stacks, '["x", 200]'), "bad-type"),
        "table for the stacks": (HAND.replace(stacks, "{a = 1}"), "bad-type"),
        "number for an action": (HAND.replace('"p2 f"', "7"), "bad-type"),
        "1e308 raise": (HAND.replace('"p2 f"', '"p2 cbr 1e308"'), "bad-amount"),
        "one player": (HAND.replace(stacks, "[200]"), "bad-length"),
        "not TOML": ("variant = \n", "bad-toml"),
        "over the size limit": (HAND + "#" * phh.MAX_TEXT_CHARS + "\n", "too-big"),
        # Issue 18, point 9: each of these was a traceback.
        "an empty list for an action": (HAND.replace('"p2 f"', "[]"), "bad-type"),
        "actions = [[]]": (HAND.replace('["d dh p1 AsKs", "d dh p2 7h2c", "p2 f"]', "[[]]"), "bad-type"),
        "4,301-digit raise": (HAND.replace('"p2 f"', f'"p2 cbr {"9" * 4301}"'), "bad-amount"),
        "4,301-digit player": (HAND.replace('"p2 f"', f'"p{"9" * 4301} f"'), "bad-action"),
        "1e-400000 minimum bet": (HAND.replace("min_bet = 2", "min_bet = 1e-400000"), "bad-amount"),
        "1e-999999 minimum bet": (HAND.replace("min_bet = 2", "min_bet = 1e-999999"), "bad-amount"),
        "a raise to 0.0000001": (HAND.replace('"p2 f"', '"p2 cbr 0.0000001"'), "bad-amount"),
    }


@pytest.mark.parametrize("name", list(bad_hands()))
def test_a_bad_hand_history_is_refused_with_its_code(name):
    text, code = bad_hands()[name]
    with pytest.raises(phh.PhhError) as refused:
        phh.loads(text)
    assert refused.value.code == code and refused.value.code in phh.ERROR_CODES, refused.value
    assert len(refused.value.message) > 15


def test_the_largest_believable_amounts_still_load():
    hand = phh.loads(HAND.replace("[200, 200]", f"[{phh.LARGEST_AMOUNT}, inf]"))
    assert hand.starting_stacks[0] == 10 ** 12
    hand = phh.loads(HAND.replace("min_bet = 2", "min_bet = 0.000001").replace('"p2 f"', '"p2 cbr 0.250000"'))
    assert str(hand.min_bet) == "0.000001"


def test_a_refusal_quotes_a_huge_value_shortened():
    with pytest.raises(phh.PhhError) as refused:
        phh.loads(HAND.replace('"p2 f"', f'"p2 cbr {"9" * 4301}"'))
    assert len(refused.value.message) < 300 and "4,301 characters" in refused.value.message


@pytest.mark.parametrize(("name", "text", "code"), [
    ("nested", f"actions = {NESTED}\n", "bad-toml"),
    ("huge stack", HAND.replace("[200, 200]", f"[{10 ** 100}, 200]"), "bad-amount"),
    # A raise of more than 10**12 chips is not believable (as a stack is not): refused on reading.
    ("huge raise", HAND.replace('"p2 f"', f'"p2 cbr {10 ** 200}"'), "bad-amount"),
    ("4,301-digit raise", HAND.replace('"p2 f"', f'"p2 cbr {"9" * 4301}"'), "bad-amount"),
    ("actions = [[]]", HAND.replace('["d dh p1 AsKs", "d dh p2 7h2c", "p2 f"]', "[[]]"), "bad-type"),
    ("1e-400000 minimum bet", HAND.replace("min_bet = 2", "min_bet = 1e-400000"), "bad-amount"),
    ("an infinite stack", HAND.replace("[200, 200]", "[inf, 200]"), "infinite-stack"),
])
def test_the_replay_command_answers_bad_hands_with_a_json_error(tmp_path, name, text, code):
    path = tmp_path / "h.phh"
    path.write_text(text)
    out = io.StringIO()
    assert replay_run(str(path), None, True, out) == 2
    assert json.loads(out.getvalue())["error"]["code"] == code
    assert path.read_text() == text


def test_the_replay_command_refuses_50_mb_files_unread(tmp_path):
    hand, session = tmp_path / "h.phh", tmp_path / "s.toml"
    for path, text in ((hand, HAND), (session, SESSION)):
        with open(path, "w") as f:
            f.write(text)
            f.seek(50_000_000)
            f.write("\n")
    out = io.StringIO()
    assert replay_run(str(hand), None, True, out) == 2
    assert json.loads(out.getvalue())["error"]["code"] == "too-big"
    small = tmp_path / "ok.phh"
    small.write_text(HAND)
    out = io.StringIO()
    assert replay_run(str(small), str(session), True, out) == 2
    error = json.loads(out.getvalue())["error"]
    assert error["code"] == "too-big" and "50,000,001 bytes" in error["message"]


# ------------------------------------------------------------------ the shoe's bytes


def _link_after_hello() -> tuple[ShoeLink, FrameDecoder]:
    link, decoder = ShoeLink("test"), FrameDecoder()
    link.port_opened(0.0)
    frames, _ = decoder.feed(frame_bytes(Hello(1, 1, True, 0, "SIM-1"), 0) + frame_bytes(Heartbeat(0, 0), 1))
    for f in frames:
        link.frame(f, 0.0)
    return link, decoder


def _feed(link: ShoeLink, decoder: FrameDecoder, data: bytes, now: float) -> list[SourceEvent]:
    frames, errors = decoder.feed(data)
    events = link.codec_errors(errors)
    for f in frames:
        events += link.frame(f, now)
    assert decoder.pending < MAX_FRAME
    return events


def _is_a_read(chunk: bytes) -> bool:
    """A chunk that is exactly one well-formed card or tag frame."""
    try:
        return isinstance(parse(decode_one(chunk)), (CardMessage, TagMessage))
    except (ValueError, MessageError):
        return False


# A frame with a good checksum whose body does not fit its type (wrong length, no such card).
garbage_frames = st.builds(
    lambda t, seq, body: encode(t, seq, 0, 0, body),
    st.sampled_from([int(t) for t in MsgType] + [0x00, 0x7F, 0xEE]),
    st.integers(2, 60_000), st.binary(max_size=40))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(noise=st.lists(st.one_of(st.binary(min_size=1, max_size=300), garbage_frames), max_size=12),
       seed=st.integers(0, 2 ** 32 - 1))
def test_random_bytes_and_nonsense_frames_invent_no_card_and_lose_none(noise, seed):
    """Whatever the line carries, the driver's link raises nothing, and the next real card arrives."""
    link, decoder = _link_after_hello()
    events = []
    for chunk in noise:
        events += _feed(link, decoder, chunk, 0.1)
    invented = [e for e in events if isinstance(e, CardRead)]
    # Nonsense frames that happen to be well formed card frames are the shoe's word: they count as
    # reads. Everything else is reported, never a card.
    assert len(invented) <= sum(_is_a_read(chunk) for chunk in noise), invented
    assert all(isinstance(e, SourceEvent) for e in events)
    # A damaged frame's tail can swallow the start of the next: the shoe sends a card again until
    # acknowledged, which is what the second sending here is.
    card = CardMessage(1, parse_cards("Qh")[0])
    after = []
    for _ in range(2):
        after += _feed(link, decoder, frame_bytes(card, 2 + random.Random(seed).randrange(50_000)), 0.2)
        after += _feed(link, decoder, b"", 0.2)
    reads = [e for e in after if isinstance(e, CardRead)]
    if not any(_is_a_read(chunk) for chunk in noise):
        assert [str(r.card) for r in reads] == ["Qh"], after


def test_a_flood_of_noise_is_held_in_at_most_one_frame_of_memory():
    link, decoder = _link_after_hello()
    rng = random.Random(5)
    faults = 0
    for _ in range(200):
        data = bytes(rng.randrange(256) for _ in range(5_000)).replace(b"\xa5", b"\x00")
        events = _feed(link, decoder, data, 0.1)
        assert not any(isinstance(e, CardRead) for e in events)
        faults += sum(isinstance(e, SourceFault) for e in events)
    assert faults >= 1


@pytest.mark.parametrize("kind", ["device", "fifo", "folder"])
def test_the_replay_reads_only_regular_files(tmp_path, kind):
    # Issue 18, point 9: /dev/zero filled the memory (the size check used stat, which says 0),
    # a FIFO hung the command; each is now refused unread, as the hand or as the session.
    import os
    path = {"device": "/dev/zero", "folder": str(tmp_path)}.get(kind)
    if kind == "fifo":
        path = str(tmp_path / "hand.phh")
        os.mkfifo(path)
    hand = tmp_path / "h.phh"
    hand.write_text(HAND)
    for args in ((path, None), (str(hand), path)):
        out = io.StringIO()
        assert replay_run(args[0], args[1], True, out) == 2
        error = json.loads(out.getvalue())["error"]
        assert error["code"] == "not-a-file" and "not a file" in error["message"]


def test_a_session_file_that_is_not_a_regular_file_is_refused_in_words(tmp_path):
    with pytest.raises(SettingsError) as refused:
        load_session("/dev/zero")
    assert refused.value.rule == "not-a-file" and "not a file" in refused.value.message
