"""`[jackpot] shared` names the room's pool (issue 28, point 5): true is the pool "room", false the table's own,
a name is kept as written; anything else is refused naming the key."""
from __future__ import annotations

import pytest

from engine.errors import ConfigError
from engine.jackpot.rules import JackpotRules
from engine.settings import SettingsError, parse_session
from engine.session.writer import format_session

BASE = '[stakes]\nsmall_blind = 5\nbig_blind = 10\nmin_buy_in = 100\nmax_buy_in = 2000\n[jackpot]\non = true\n'


@pytest.mark.parametrize("value, pool", [("false", None), ("true", "room"), ('"main room"', "main room")])
def test_shared_names_the_pool(value, pool):
    settings = parse_session(BASE + f"shared = {value}\n")
    assert settings.jackpot.pool == pool
    assert parse_session(format_session(settings)).jackpot == settings.jackpot       # written back as read


@pytest.mark.parametrize("value, words", [('""', "not ''"), ('"a/b"', "not 'a/b'"), ("3", "")])
def test_a_bad_pool_is_refused_naming_the_key(value, words):
    with pytest.raises(SettingsError) as refused:
        parse_session(BASE + f"shared = {value}\n")
    assert "shared" in str(refused.value) and words in str(refused.value)


def test_rules_made_directly_refuse_what_is_not_a_name():
    with pytest.raises(ConfigError, match="true, false or the shared jackpot's name"):
        JackpotRules(shared=3)
