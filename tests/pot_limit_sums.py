"""The pot-limit sums the words tests say, as the engine's values (no English read back).

``dealer_app.words.table.pot_limit_arithmetic`` takes the engine's
``PotLimitSum``; the French tests were written with its English text. Each
text here is given with the value the engine makes for it (checked: the
value's ``english()`` is that text), so those tests keep their words.
"""
from engine.legal import (BET, LAST_BET, REST, ROUNDED_UP, THE_POT, UNPOSTED_SMALL_BLIND, WHOLE_CHIPS, PotLimitSum,
                          Term)
from dealer_app.words.table import pot_limit_arithmetic as _said

SUMS = [
    PotLimitSum((Term(LAST_BET, 30), Term(BET, 10), Term(BET, 5)), 105, 105),
    PotLimitSum((Term(THE_POT, 40),), 40, 40),
    PotLimitSum((Term(LAST_BET, 30), Term(BET, 10), Term(BET, 5)), 105, 105, all_in=90),
    PotLimitSum((Term(LAST_BET, 35), Term(REST, -5)), 100, 110, ROUNDED_UP, 10),
    PotLimitSum((Term(LAST_BET, 7), Term(BET, 4)), 25, 20, WHOLE_CHIPS, 5),
    PotLimitSum((Term(LAST_BET, 10), Term(UNPOSTED_SMALL_BLIND, 5)), 35, 35),
]
_BY_TEXT = {s.english(): s for s in SUMS}


def pot_limit_arithmetic(english: str) -> str:
    """The words for the engine's sum whose English is ``english`` (one of ``SUMS``)."""
    return _said(_BY_TEXT[english])
