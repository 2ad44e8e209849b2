"""The floor's save dialog (ui/kit/save_as.py), shared by the floor view, the station's hand search and its reports
tab (issue 24: it opened in the project folder): it opens in the user's Documents folder, made when a new
account has none yet, then where the user saved last; the name offered is safe for any file system and
keeps the letters of the console's language."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from ui.kit import save_as


@pytest.fixture
def dialog(monkeypatch, tmp_path):
    """The file dialog replaced by one that records where it opened and answers ``answers`` in turn."""
    opened, answers = [], []
    documents = tmp_path / "home" / "Documents"
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda where: str(documents))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, path, filters: (opened.append((path, filters)), (answers.pop(0), ""))[1])
    monkeypatch.setattr(save_as, "_last_folder", None)
    return opened, answers, documents


def test_it_opens_in_documents_made_if_missing_then_where_the_user_saved_last(dialog, tmp_path):
    opened, answers, documents = dialog
    assert not documents.exists()
    answers.append(str(documents / "coup-6-T4.pdf"))
    assert save_as.ask_path(None, "Enregistrer le coup sous", "pdf", "coup-6-T4.pdf") == str(documents / "coup-6-T4.pdf")
    assert opened[0][0] == str(documents / "coup-6-T4.pdf") and documents.is_dir()
    elsewhere = tmp_path / "litiges"
    elsewhere.mkdir()
    answers += [str(elsewhere / "coup-7-T4.txt"), ""]
    save_as.ask_path(None, "", "text", "coup-7-T4.txt")
    assert save_as.ask_path(None, "", "phh", "coup-8-T4.phh") is None            # cancelled
    assert opened[2][0] == str(elsewhere / "coup-8-T4.phh")                       # opened where saved last
    elsewhere.rmdir() if not any(elsewhere.iterdir()) else None
    answers.append("")
    save_as.ask_path(None, "", "phh", "coup-9-T4.phh")
    assert opened[3][0] == str(documents / "coup-9-T4.phh")                       # that folder gone: Documents


def test_the_name_offered_is_safe_for_any_file_system():
    assert save_as.safe_file_name("раздача-6-T4.pdf") == "раздача-6-T4.pdf"
    assert save_as.safe_file_name('coup-6-Salle 2/T:5?"x".pdf') == "coup-6-Salle 2-T-5-x-.pdf"
    assert save_as.safe_file_name("..") == "document"
