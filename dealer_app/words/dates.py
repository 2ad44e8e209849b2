"""Days and times as the console writes them in the dealer's language (no Qt here): 22/11/2026 in French
and English, 22.11.2026 in Russian; the floor's lists show them so, and its searches read them back
(dealer_app/floor/controller.py ``_day`` takes both marks, and ISO 2026-11-22)."""
from __future__ import annotations

from datetime import date, datetime

from ui.views.words import Words, say


def day_words(day: date) -> Words:
    """"22/11/2026" (the translation puts the day, month and year in the language's order and marks)."""
    return say("Dates", "{day}/{month}/{year}").format(day=f"{day.day:02d}", month=f"{day.month:02d}",
                                                     year=str(day.year))


def moment_words(moment: datetime, seconds: bool = False) -> Words:
    """"22/11/2026 14:05" (local time, as given), or with the seconds."""
    clock = moment.strftime("%H:%M:%S" if seconds else "%H:%M")
    return Words("", "{day} {clock}", {"day": day_words(moment.date()), "clock": clock})
