"""Jackpots decided from the recorded cards (RULES.md 12): the bad beat jackpot and the high hand.

One idea a module, each a pure function of values the hand already has:
``rules`` (the house's options, the session file's ``[jackpot]`` and ``[high_hand]``),
``increment`` (what a hand adds to the meter), ``plays`` (whether both hole cards play),
``bad_beat`` (whether a showdown wins the jackpot, with the proof), ``payment`` (the meter
shared among the players present) and ``high_hand`` (the best hand of a period).
"""
