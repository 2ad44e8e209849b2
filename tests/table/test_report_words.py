"""The session report in the dealer's language: French labels with the numbers grouped and the
decimal comma (the real .qm); English as it was; the CSV files stay English, for spreadsheets.

The times are local and readable: the date once, then the hour ("de 01/03/2025 20:00 à 21:30"),
no raw ISO time. The evening of tests/table/test_session_report.py: Marie deals four hands (one called down, rake 2),
Paul three and a misdeal (rake 2), a rebuy of 300; 2,000 bought in.
"""
from __future__ import annotations

from decimal import Decimal


from dealer_app.table.report import report_csv, report_text, session_report
from ui.views.words import Words, say
from engine.session.table import TableSession
from sessions import settings
from sessions import evening, folded
from ui.kit.i18n import install_language, render

NBSP = "\u00a0"

ENGLISH = """Session report

Whole session
  from 2025-03-01 20:00 to 21:30 (1 h 30)
  hands dealt 7   per hour 4.7   misdeals 1
  rake 4   per hand 0.57   time collected 0
  buy-ins 4 for 2,000   rebuys 1 for 300   cashed out 0

Dealer Marie
  from 2025-03-01 20:00 to 20:30 (0 h 30)
  hands dealt 4   per hour 8.0
  rake 2   per hand 0.50   time collected 0
  buy-ins 4 for 2,000   rebuys 0 for 0   cashed out 0

Dealer Paul
  from 2025-03-01 20:30 to 21:30 (1 h 00)
  hands dealt 3   per hour 3.0   misdeals 1
  rake 2   per hand 0.67   time collected 0
  buy-ins 0 for 0   rebuys 1 for 300   cashed out 0

Chips
  buy-ins 2,300 = stacks 2,296 + in the middle 0 + rake 4 + jackpot 0 + cashed out 0: balanced
"""

FRENCH = f"""Rapport de séance

Toute la séance
  de 01/03/2025 20:00 à 21:30 (1 h 30)
  coups distribués 7   par heure 4,7   maldonnes 1
  prélèvement 4   par coup 0,57   temps ramassé 0
  caves 4 pour 2{NBSP}000   recaves 1 pour 300   payé aux départs 0

Croupier Marie
  de 01/03/2025 20:00 à 20:30 (0 h 30)
  coups distribués 4   par heure 8,0
  prélèvement 2   par coup 0,50   temps ramassé 0
  caves 4 pour 2{NBSP}000   recaves 0 pour 0   payé aux départs 0

Croupier Paul
  de 01/03/2025 20:30 à 21:30 (1 h 00)
  coups distribués 3   par heure 3,0   maldonnes 1
  prélèvement 2   par coup 0,67   temps ramassé 0
  caves 0 pour 0   recaves 1 pour 300   payé aux départs 0

Jetons
  caves 2{NBSP}300 = jetons 2{NBSP}296 + au milieu 0 + prélèvement 4 + jackpot 0 + payé aux départs 0 : équilibré
"""


def test_the_report_in_english_reads_as_before():
    # As before, with the time line said at 0 (issue 24: a report without it cannot tell "none due" from "not counted").
    text = report_text(session_report(evening()))
    assert isinstance(text, Words) and text == ENGLISH


def test_the_report_in_french(french):
    assert render(report_text(session_report(evening()))) == FRENCH


def test_the_report_in_english_on_screen_is_its_text(qapp):
    install_language("en")
    assert render(report_text(session_report(evening()))) == ENGLISH


def test_segments_voids_jackpot_and_a_shortfall_in_french(french):
    session = TableSession(settings(rake="percent = 5\ncap = 30\njackpot = 1"))
    session.dealer_in("Marie", at="2025-03-01T20:00:00")
    for seat in (1, 2, 3, 4):
        session.sit(seat, f"P{seat}", 1500, at="2025-03-01T20:01:00")
    folded(session, "2025-03-01T20:02:00")
    session.start_hand(at="2025-03-01T20:05:00")
    session.void_hand("cards mixed up", "Sylvie", at="2025-03-01T20:06:00")
    session.change_settings(settings(blinds=(10, 20)), at="2025-03-01T20:07:00")
    report = session_report(session, "2025-03-01T21:00:00")
    english = str(report_text(report))
    assert "  hands dealt 1   per hour 1.0   void 1\n" in english
    assert "  settings changed 1 time(s): 2 segments\n" in english
    assert "  buy-ins 4 for 6,000   rebuys 0 for 0   cashed out 0\n" in english
    french_text = render(report_text(report))
    assert "  coups distribués 1   par heure 1,0   coups nuls 1\n" in french_text      # a void: "coup nul"
    assert "  réglages changés 1 fois : 2 segments\n" in french_text
    assert f"  caves 4 pour 6{NBSP}000   recaves 0 pour 0   payé aux départs 0\n" in french_text
    assert f"caves 6{NBSP}000 = jetons 6{NBSP}000 + au milieu 0" in french_text


def test_a_jackpot_and_an_unbalanced_count_are_said_in_french(french):
    from dealer_app.table.report import chips_balance, _lines, Period
    from engine.session.values import Reconciliation

    period = Period("Marie", None, None, 12, 0, 0, 1234, 12, 2, 2000, 0, 0, 0)
    lines = [render(line) for line in _lines(period)]
    assert lines[0] == "  de – à – (–)"
    assert lines[1] == "  coups distribués 12   par heure –"
    assert lines[2] == f"  prélèvement 1{NBSP}234   par coup 102,83   jackpot 12   temps ramassé 0"
    off = Reconciliation(bought_in=2000, stacks=1900, in_the_middle=0, rake=50, jackpot=0, cashed_out=0)
    assert str(chips_balance(off)).endswith(": OFF BY 50")
    assert render(chips_balance(off)).endswith(" : ÉCART DE 50")


def test_the_csv_stays_english_and_plain():
    csv_text = report_csv(session_report(evening()))
    assert csv_text.splitlines()[0].startswith("period,dealer,start,end,hours,hands,hands_per_hour")
    assert not isinstance(csv_text, Words)


def test_a_rate_is_written_with_the_languages_decimal_mark(qapp):
    rate = say("Report", "per hour {rate}").format(rate=Decimal("1234.5"))
    assert rate == "per hour 1,234.5"
    install_language("fr")
    try:
        assert render(rate) == f"par heure 1{NBSP}234,5"
    finally:
        install_language("en")
    assert render(rate) == "per hour 1,234.5"


def test_the_report_screen_and_its_saved_text_are_in_french(qtbot, french, tmp_path):
    from ui.dialogs.report_dialog import ReportDialog

    class Desk:
        def report_text(self):
            return report_text(session_report(evening()))

        def report_csv(self):
            return report_csv(session_report(evening()))

        def hands_csv(self):
            return ""

        def close_session(self):
            return None

    dialog = ReportDialog(Desk())
    qtbot.addWidget(dialog)
    assert dialog.text.toPlainText() == FRENCH.replace(NBSP, " ")    # Qt's plain text gives a plain space
    assert dialog.save(str(tmp_path / "report.txt"), "text")
    assert (tmp_path / "report.txt").read_text(encoding="utf-8") == FRENCH
    assert dialog.save(str(tmp_path / "report.csv"), "csv")
    assert (tmp_path / "report.csv").read_text(encoding="utf-8").startswith("period,dealer")
    install_language("en")
    qtbot.wait(1)                                   # the LanguageChange event
    assert dialog.text.toPlainText() == ENGLISH
