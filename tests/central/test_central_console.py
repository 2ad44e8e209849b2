"""The console with a central record (issue 19): the uplink in its thread, its status in the window."""
from __future__ import annotations

import time

import pytest

from dealer_app.commands.cli import parser
from dealer_app.console.app import build_controller, build_window, start_uplink
from store_helpers import play

from central_helpers import make_store


def test_the_console_takes_central(tmp_path):
    args = parser().parse_args(["--central", "postgresql://dealer_uplink@floor-server/dealer", "--table", "T1"])
    assert args.command is None and args.central == "postgresql://dealer_uplink@floor-server/dealer"


def test_server_down_when_the_console_starts_it_starts_at_once_and_says_offline(qtbot, tmp_path, postgres_server):
    store = make_store(tmp_path / "t.sqlite", hands=2)
    window = build_window(build_controller(seed=1))
    qtbot.addWidget(window)
    dead = f"postgresql://dealer_uplink@127.0.0.1:{postgres_server.port}/no_such_database_here"
    postgres_server.stop()
    try:
        started = time.perf_counter()
        uplink = start_uplink(window, store.path, dead)
        took = time.perf_counter() - started
        try:
            assert took < 0.5, took                 # the window does not wait for the server
            assert window.central_status.isVisible() or not window.isVisible()
            qtbot.waitUntil(lambda: "offline since" in window.central_status.text() or
                            "hors ligne" in window.central_status.text(), timeout=15_000)
            assert "2" in window.central_status.text()   # 2 hands waiting
        finally:
            uplink.close()
    finally:
        postgres_server.start()


def test_status_line_follows_the_uplink(qtbot, tmp_path, central_db, uplink_url):
    from ui.kit.i18n import install_language, current_language
    before = current_language()
    install_language("en")
    try:
        store = make_store(tmp_path / "t.sqlite", hands=1)
        window = build_window(build_controller(seed=1))
        qtbot.addWidget(window)
        uplink = start_uplink(window, store.path, uplink_url)
        try:
            qtbot.waitUntil(lambda: window.central_status.text() == "central: synced through hand 1", timeout=15_000)
            play(store, 4)
            qtbot.waitUntil(lambda: window.central_status.text() == "central: synced through hand 2", timeout=15_000)
        finally:
            uplink.close()
    finally:
        install_language(before)


@pytest.mark.parametrize("lang, synced, offline", [
    ("fr", "central : à jour jusqu’à la main 412", "central : hors ligne depuis 14:02 — 3 mains en attente"),
    ("ru", "центр: синхронизировано до раздачи 412", "центр: нет связи с 14:02 — 3 раздачи ждут"),
    ("en", "central: synced through hand 412", "central: offline since 14:02 — 3 hands waiting"),
])
def test_status_words_in_each_language(qapp, monkeypatch, lang, synced, offline):
    from dealer_app.central.uplink import UplinkStatus
    from dealer_app.words import central as words
    from ui.kit.i18n import current_language, install_language, render
    monkeypatch.setattr(words, "_clock", lambda utc: "14:02")
    before = current_language()
    install_language(lang)
    try:
        assert render(UplinkStatus("synced", 5000, 5000, 412, 0).words) == synced
        assert render(UplinkStatus("offline", 5000, 5100, 412, 3, offline_since_utc=1.0).words) == offline
    finally:
        install_language(before)
