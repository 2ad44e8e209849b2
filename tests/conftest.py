"""Shared test set-up.

The folders mirror the layers: engine/ (the rules, PHH, the property tests),
hardware/ (the shoe's bytes, the simulator, deck registration), store/ (the
hand store, its chain, keeper and custody), table/ (the dealer's screen logic
without Qt, and its words), floor/ (the floor's replay, reports and window),
supervisors/, ui/ (the console driven through its window, by keys), commands/
(the command line), acceptance/ (outside references: the shared PHH hands,
pokerkit, bad input through every door), project/ (layers, translations,
installer, benchmarks). Fixtures live in each folder's conftest.py; the
drivers the folders share are modules here (console_driver, hand_driver,
card_driver, floor_helpers, store_helpers, sessions, tables, screens,
window_driver; soak_screens and soak_verdict, the soak tests' children and
their verdict), on the path through pyproject.toml's ``pythonpath``.

- Qt runs offscreen unless QT_QPA_PLATFORM says otherwise (set before
  anything imports Qt).
- Tests marked ``@pytest.mark.slow`` run only with ``--slow``; ``-m`` stays
  free for selecting tests.
- ``phh_dir``: the shared PHH hand histories.
"""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow",
        action="store_true",
        default=False,
        help="also run tests marked slow (long runs)",
    )


def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> None:
    if config.getoption("--slow"):
        return
    skip_slow = pytest.mark.skip(reason="slow test: run with --slow")
    for item in items:
        if item.get_closest_marker("slow") is not None:
            item.add_marker(skip_slow)


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that puts the screens in French or Russian leaves them in English, the tests' language, so
    no test depends on the order it runs in (one left French behind for the floor view's tests)."""
    yield
    import sys
    i18n = sys.modules.get("ui.kit.i18n")          # never imports Qt for a test that did not
    if i18n is not None and i18n.current_language() != "en":
        i18n.install_language("en")


def shared_data_dir() -> Path:
    """The shared data folder: $DEALER_SHARED_DATA, else ../shared/data."""
    env = os.environ.get("DEALER_SHARED_DATA")
    if env:
        return Path(env).expanduser().resolve()
    return (PROJECT_ROOT.parent / "shared" / "data").resolve()


@pytest.fixture(scope="session")
def phh_dir() -> Path:
    """The folder of shared PHH hand histories.

    ``$DEALER_SHARED_DATA/phh`` when DEALER_SHARED_DATA is set (the variable
    may also name the phh folder itself), else ``../shared/data/phh``
    relative to the project root. Skips the test when the folder is absent (fails under CI).
    """
    data = shared_data_dir()
    path = data if data.name == "phh" else data / "phh"
    if not path.is_dir():
        source = (
            "DEALER_SHARED_DATA" if os.environ.get("DEALER_SHARED_DATA")
            else "default location"
        )
        message = (f"shared PHH data not found at {path} ({source}); "
                   "set DEALER_SHARED_DATA to the shared data folder that holds phh/")
        if os.environ.get("CI"):
            # CI has shared/ beside the clone: the real-hand checks must run there, never skip.
            pytest.fail(message)
        pytest.skip(message)
    return path


@pytest.fixture(params=["fr", "en", "ru"])
def language(request, qapp):
    """Each of the console's languages in turn (a test parametrised by it), the one before restored after."""
    from ui.kit.i18n import current_language, install_language
    before = current_language()
    install_language(request.param)
    qapp.processEvents()
    yield request.param
    install_language(before)
    qapp.processEvents()


@pytest.fixture
def french(qapp):
    """The console in French for one test (the .qm files as shipped), English again after it."""
    from ui.kit.i18n import install_language
    install_language("fr")
    qapp.processEvents()
    yield
    install_language("en")          # the other tests read English, the source language
    qapp.processEvents()


@pytest.fixture
def keeper():
    """A real keeper (dealer-app keeper) on sockets in a short temporary folder, stopped after the test."""
    import shutil
    import tempfile
    from keeper_helpers import start_keeper, stop_keeper
    folder = Path(tempfile.mkdtemp(prefix="kp-"))        # a Unix socket's path is at most 107 bytes
    running = start_keeper(folder)
    try:
        yield running
    finally:
        stop_keeper(running)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def _pcscd_session():
    """One private pcscd with two vpcd readers for the whole run (tests/pcsc_stack.py): libpcsclite reads
    the socket's place once per process. Skips where pcscd cannot run here (fails under CI: tools/setup-env
    installs it)."""
    from pcsc_stack import PrivatePcscd, use_private_socket, why_not_available
    why = why_not_available()
    if why is not None:
        if os.environ.get("CI"):
            pytest.fail(f"the PC/SC tests cannot run: {why}")
        pytest.skip(f"the PC/SC tests cannot run: {why}")
    stack = PrivatePcscd()
    use_private_socket(stack.run_dir)
    stack.start()
    yield stack
    stack.cleanup()


@pytest.fixture
def pcscd(_pcscd_session):
    """The private pcscd, running with its readers plugged in at the start of each test."""
    stack = _pcscd_session
    stack.set_presence("poll")                 # Debian's vpcd alone, unless a test asks for the event wait
    if not stack.plugged:
        stack.stop()
        stack.plug(signal_pcscd=False)
    if stack.process is None or stack.process.poll() is not None:
        stack.start()
    stack.wait_empty()
    yield stack
