"""The installer (installer/): what a club installs and how it is checked.

Always (fast, no bundle needed): the Linux install and uninstall scripts on
a stand-in bundle staged into a temporary folder (DESTDIR), the desktop
entry, and the Windows script's agreement with the PyInstaller spec and
pyproject.toml.

With a built bundle only: DEALER_BUNDLE=dist/dealer-console after
`installer/build` (CI does both, see .ci/run); the normal run never builds
it. Then the smoke test passes on it, fails on a broken copy, the real
tarball installs and the installed program starts, the package data is in,
and the unused Qt is out.
"""
from __future__ import annotations

import configparser
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
LINUX = INSTALLER / "linux"
SPEC = INSTALLER / "dealer-console.spec"
ISS = INSTALLER / "windows" / "dealer-console.iss"
LAYERS = ("engine", "hardware", "ui", "dealer_app")
PREFIX = "/opt/dealer-console"
BUNDLE_LIMIT_MB = 130

linux_only = pytest.mark.skipif(not shutil.which("bash") or os.name != "posix",
                                reason="the Linux install scripts need bash")


def _version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def _load_rules():
    spec = importlib.util.spec_from_file_location("bundle_rules", INSTALLER / "bundle_rules.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


rules = _load_rules()


def _iss_define(name: str) -> str:
    match = re.search(rf'^#define {name} "([^"]*)"', ISS.read_text(), re.MULTILINE)
    assert match, f"#define {name} not found in {ISS.name}"
    return match.group(1)


def _sh(args, env=None, cwd=None, check=True) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, **(env or {})}
    proc = subprocess.run([str(a) for a in args], capture_output=True, text=True,
                          env=full_env, cwd=cwd, timeout=300, check=False)
    if check:
        assert proc.returncode == 0, f"{args} exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"
    return proc


def _pack(bundle: Path, version: str, out: Path) -> Path:
    """make-tarball, then unpack it: the folder a club gets after `tar xzf`."""
    tarball = Path(_sh(["bash", LINUX / "make-tarball", bundle, version, out]).stdout.strip())
    assert tarball.name == f"dealer-console-{version}-linux-{platform.machine()}.tar.gz"
    unpacked = out / "unpacked"
    unpacked.mkdir(exist_ok=True)
    _sh(["tar", "-xzf", tarball, "-C", unpacked])
    return unpacked / f"dealer-console-{version}"


def _stand_in_bundle(folder: Path, marker: str = "v1") -> Path:
    """A bundle-shaped folder whose dealer-app answers --smoke-test like the real one."""
    folder.mkdir(parents=True)
    app = folder / "dealer-app"
    app.write_text('#!/bin/sh\n[ "$1" = --smoke-test ] && echo SMOKE-OK && exit 0\necho "args: $*"\n')
    app.chmod(0o755)
    (folder / "_internal").mkdir()
    (folder / "_internal" / f"only-in-{marker}.txt").write_text(marker)
    return folder


def _install(unpacked: Path, stage: Path, *options: str, check: bool = True):
    return _sh(["bash", unpacked / "install.sh", *options], env={"DESTDIR": str(stage)}, check=check)


def _files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if not p.is_dir() or p.is_symlink())


# ------------------------------------------------------------ install.sh

@linux_only
def test_install_puts_program_command_menu_entry_and_icons_in_place(tmp_path):
    unpacked = _pack(_stand_in_bundle(tmp_path / "bundle"), "1.2.3", tmp_path)
    stage = tmp_path / "stage"
    _install(unpacked, stage)

    program = stage / PREFIX.lstrip("/")
    assert (program / "dealer-app").is_file() and os.access(program / "dealer-app", os.X_OK)
    assert (program / "VERSION").read_text().strip() == "1.2.3"
    assert (program / "uninstall.sh").is_file()

    command = stage / "usr/local/bin/dealer-app"
    assert command.is_symlink()
    assert os.readlink(command) == f"{PREFIX}/dealer-app"     # the real path, not the staging one

    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(stage / "usr/local/share/applications/dealer-console.desktop")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"] == f"{PREFIX}/dealer-app"
    assert desktop["TryExec"] == f"{PREFIX}/dealer-app"
    assert desktop["Icon"] == "dealer-console"

    icons = stage / "usr/local/share/icons/hicolor"
    for size in (16, 32, 48, 64, 128, 256):
        assert (icons / f"{size}x{size}/apps/dealer-console.png").is_file()
    assert (icons / "scalable/apps/dealer-console.svg").is_file()

    started = _sh([program / "dealer-app", "--smoke-test"])
    assert started.stdout.strip() == "SMOKE-OK"


@linux_only
def test_uninstall_removes_everything_install_put_there(tmp_path):
    unpacked = _pack(_stand_in_bundle(tmp_path / "bundle"), "1.2.3", tmp_path)
    stage = tmp_path / "stage"
    (stage / "usr/local/bin").mkdir(parents=True)
    (stage / "usr/local/bin/someone-else").write_text("not ours")
    _install(unpacked, stage)

    _sh(["bash", stage / PREFIX.lstrip("/") / "uninstall.sh"], env={"DESTDIR": str(stage)})

    assert _files_under(stage) == ["usr/local/bin/someone-else"]


@linux_only
def test_installing_a_newer_version_replaces_the_older_one(tmp_path):
    stage = tmp_path / "stage"
    _install(_pack(_stand_in_bundle(tmp_path / "b1", "v1"), "1.0.0", tmp_path / "t1"), stage)
    _install(_pack(_stand_in_bundle(tmp_path / "b2", "v2"), "2.0.0", tmp_path / "t2"), stage)

    program = stage / PREFIX.lstrip("/")
    assert (program / "VERSION").read_text().strip() == "2.0.0"
    assert (program / "_internal/only-in-v2.txt").exists()
    assert not (program / "_internal/only-in-v1.txt").exists()
    assert os.readlink(stage / "usr/local/bin/dealer-app") == f"{PREFIX}/dealer-app"


@linux_only
def test_install_refuses_a_folder_that_is_not_an_installation_and_touches_nothing(tmp_path):
    unpacked = _pack(_stand_in_bundle(tmp_path / "bundle"), "1.2.3", tmp_path)
    stage = tmp_path / "stage"
    foreign = stage / PREFIX.lstrip("/")
    foreign.mkdir(parents=True)
    (foreign / "records.db").write_text("a club's data")

    proc = _install(unpacked, stage, check=False)

    assert proc.returncode != 0
    assert "is not a dealer-console installation" in proc.stderr
    assert _files_under(stage) == [f"{PREFIX.lstrip('/')}/records.db"]


@linux_only
def test_install_refuses_a_dealer_app_command_it_did_not_make(tmp_path):
    unpacked = _pack(_stand_in_bundle(tmp_path / "bundle"), "1.2.3", tmp_path)
    stage = tmp_path / "stage"
    (stage / "usr/local/bin").mkdir(parents=True)
    (stage / "usr/local/bin/dealer-app").write_text("#!/bin/sh\n# a pip console script\n")

    proc = _install(unpacked, stage, check=False)

    assert proc.returncode != 0
    assert "already exists" in proc.stderr
    assert _files_under(stage) == ["usr/local/bin/dealer-app"]


@linux_only
def test_install_and_uninstall_follow_other_folders(tmp_path):
    unpacked = _pack(_stand_in_bundle(tmp_path / "bundle"), "1.2.3", tmp_path)
    stage = tmp_path / "stage"
    _install(unpacked, stage, "--prefix", "/srv/dealer", "--bindir", "/usr/bin", "--datadir", "/usr/share")

    assert os.readlink(stage / "usr/bin/dealer-app") == "/srv/dealer/dealer-app"
    assert "Exec=/srv/dealer/dealer-app\n" in (stage / "usr/share/applications/dealer-console.desktop").read_text()

    _sh(["bash", stage / "srv/dealer/uninstall.sh", "--prefix", "/srv/dealer"], env={"DESTDIR": str(stage)})
    assert _files_under(stage) == []


# ------------------------------------------------------ the files themselves

def test_desktop_entry_starts_the_bundled_program_with_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / "dealer-console.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"] == f"/opt/{rules.BUNDLE}/{rules.EXECUTABLE}"
    assert desktop["Terminal"] == "false"
    assert (INSTALLER / "icons" / f"{desktop['Icon']}.svg").is_file()
    assert desktop["Categories"].endswith(";")
    if shutil.which("desktop-file-validate"):
        _sh(["desktop-file-validate", LINUX / "dealer-console.desktop"])


def test_windows_installer_wraps_the_bundle_the_spec_builds():
    iss = ISS.read_text()
    assert _iss_define("BundleName") == rules.BUNDLE
    assert _iss_define("CommandExe") == rules.EXECUTABLE + ".exe"
    # The spec's windowed Windows launcher is named after the bundle.
    assert _iss_define("AppExe") == rules.BUNDLE + ".exe"
    assert "name=rules.BUNDLE, console=False" in SPEC.read_text()
    assert r'#define BundleDir ProjectDir + "\dist\" + BundleName' in iss   # the spec's --distpath dist
    assert (INSTALLER / "icons" / "dealer-console.ico").is_file()
    assert r"SetupIconFile={#ProjectDir}\installer\icons\dealer-console.ico" in iss


def test_windows_installer_reads_the_version_line_pyproject_has():
    # The .iss takes the first line starting `version = "` and cuts the quotes
    # (Copy(line, 12, Len(line) - 12)): pyproject.toml must have it that way.
    lines = (ROOT / "pyproject.toml").read_text().splitlines()
    first = next(line for line in lines if line.startswith('version = "'))
    assert first[11:-1] == _version()
    assert "Copy(FileLine, 12, Len(FileLine) - 12)" in ISS.read_text()


def test_debian_package_list_has_the_xcb_libraries_qt_needs():
    listed = {line.split("#")[0].strip() for line in (LINUX / "debian-packages").read_text().splitlines()}
    # Qt 6.5+ refuses the xcb platform without xcb-cursor (its own message says so).
    assert {"libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-shape0",
            "libxkbcommon-x11-0", "libfontconfig1", "libgl1", "libegl1"} <= listed


# ------------------------------------------------ what goes into the bundle

@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
    # Windows wheels have no Qt/ level and use backslashes.
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6\\plugins\\platforms\\qoffscreen.dll", True),
    ("PySide6\\plugins\\platforms\\qminimal.dll", False),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("PySide6\\plugins\\imageformats\\qjpeg.dll", True),
    ("PySide6\\plugins\\networkinformation\\qnetworklistmanager.dll", False),
    ("PySide6/QtCore.abi3.so", True),                      # not a plugin
])
def test_only_the_qt_plugins_of_xcb_offscreen_and_windows_stay(dest, kept):
    assert rules.keeps_plugin(dest) is kept


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/translations/qtbase_fr.qm", True),
    ("PySide6/Qt/translations/qtbase_ru.qm", True),
    ("PySide6/Qt/translations/qtbase_pt_BR.qm", False),    # not a language of the console
    ("PySide6/Qt/translations/qt_fr.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_fr.qm", False),
    ("PySide6\\translations\\qtbase_fr.qm", True),
    ("PySide6\\translations\\assistant_fr.qm", False),
    ("dealer_app/translations/dealer_fr.qm", True),       # ours: not Qt's
])
def test_only_qts_own_qtbase_translations_of_the_consoles_languages_stay(dest, kept):
    assert rules.keeps_translation(dest) is kept


def test_libraries_stay_only_when_something_kept_links_to_them():
    binaries = [
        ("PySide6/QtWidgets.abi3.so", "/w/QtWidgets.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/w/libqxcb.so", "BINARY"),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", "/w/libqopensslbackend.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Widgets.so.6", "/w/libQt6Widgets.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "/w/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/w/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/w/libQt6Network.so.6", "BINARY"),
        ("libxcb-cursor.so.0", "/usr/lib/libxcb-cursor.so.0", "BINARY"),
        ("libstdc++.so.6", "/usr/lib/libstdc++.so.6", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    links = {
        "/w/QtWidgets.abi3.so": ["libQt6Widgets.so.6", "libstdc++.so.6"],
        "/w/libQt6Widgets.so.6": ["libQt6Core.so.6"],
        "/w/libqxcb.so": ["libQt6XcbQpa.so.6"],
        "/w/libQt6XcbQpa.so.6": ["libxcb-cursor.so.0", "libQt6Core.so.6"],
        "/w/libqopensslbackend.so": ["libQt6Network.so.6"],   # a plugin left out
    }
    kept, dropped = rules.trim_binaries(binaries, linux=True, needed=lambda path: links.get(path, []))

    assert [e[0] for e in kept] == [
        "PySide6/QtWidgets.abi3.so", "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6", "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6", "libQt6Core.so.6"]
    assert dropped == ["libQt6Network.so.6"]       # the host's libstdc++ and xcb-cursor are not even counted


def test_a_link_to_a_library_left_out_goes_too():
    files = [("PySide6/Qt/lib/libQt6Core.so.6", "/w/libQt6Core.so.6", "BINARY")]
    links = [("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
             ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK")]
    assert rules.without_dangling_links(links, files + links) == links[:1]


def test_package_data_is_every_file_of_the_layers_that_is_not_python(tmp_path):
    for name in ("dealer_app/__init__.py", "dealer_app/presets/omaha.toml", "engine/ranking/data/tables.bin",
                 "engine/__pycache__/hand.cpython-311.pyc", "ui/translations/console_fr.qm", "tests/x.toml"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    data = sorted((Path(src).relative_to(tmp_path).as_posix(), folder)
                  for src, folder in rules.package_data(tmp_path))
    assert data == [("dealer_app/presets/omaha.toml", str(Path("dealer_app/presets"))),
                    ("engine/ranking/data/tables.bin", str(Path("engine/ranking/data"))),
                    ("ui/translations/console_fr.qm", str(Path("ui/translations")))]


# ------------------------------------------------ with a built bundle only

def _bundle() -> Path:
    where = os.environ.get("DEALER_BUNDLE")
    if not where:
        pytest.skip("no built bundle: run installer/build, then set DEALER_BUNDLE=dist/dealer-console")
    bundle = Path(where).resolve()
    assert (bundle / "dealer-app").is_file(), f"DEALER_BUNDLE={where} holds no dealer-app"
    return bundle


@pytest.fixture(scope="module")
def bundle() -> Path:
    return _bundle()


def _smoke_test(bundle: Path, env=None) -> subprocess.CompletedProcess[str]:
    return _sh(["bash", INSTALLER / "smoke-test", bundle], env=env, check=False)


def _broken_copy(bundle: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "broken"
    _sh(["cp", "-al", bundle, copy])            # hard links: quick, and the bundle stays whole
    return copy


def test_smoke_test_passes_on_the_built_bundle(bundle):
    proc = _smoke_test(bundle)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert re.search(r"^PASS  offscreen: SMOKE-OK", proc.stdout, re.MULTILINE)
    assert re.search(r"^PASS  xcb window: the console drawn through the xcb plugin", proc.stdout, re.MULTILINE)
    assert "smoke-test: 5 passed, 0 failed" in proc.stdout


def test_smoke_test_fails_when_the_xcb_plugin_cannot_load(bundle, tmp_path):
    broken = _broken_copy(bundle, tmp_path)
    (broken / "_internal/PySide6/Qt/lib/libQt6XcbQpa.so.6").unlink()

    proc = _smoke_test(broken)

    assert proc.returncode == 1
    assert "libQt6XcbQpa.so.6 => not found" in proc.stdout
    # --smoke-test keeps the platform it is given (xcb here), so both X checks fail.
    assert re.search(r"^FAIL  xcb smoke", proc.stdout, re.MULTILINE)
    assert re.search(r"^FAIL  xcb window", proc.stdout, re.MULTILINE)
    assert "smoke-test: 2 passed, 3 failed" in proc.stdout


def test_smoke_test_fails_when_a_system_library_package_is_not_listed(bundle, tmp_path):
    short_list = tmp_path / "debian-packages"
    short_list.write_text("".join(line + "\n" for line in
                                  (LINUX / "debian-packages").read_text().splitlines()
                                  if line.strip() != "libxcb-cursor0"))
    proc = _smoke_test(bundle, env={"DEBIAN_PACKAGES_FILE": str(short_list)})

    assert proc.returncode == 1
    assert "libxcb-cursor.so.0 (libxcb-cursor0)" in proc.stdout
    assert re.search(r"^FAIL  libraries", proc.stdout, re.MULTILINE)


def test_the_real_tarball_installs_and_the_installed_program_starts(bundle, tmp_path):
    unpacked = _pack(bundle, _version(), tmp_path)
    stage = tmp_path / "stage"
    _install(unpacked, stage)

    program = stage / PREFIX.lstrip("/")
    proc = _sh([program / "dealer-app", "--smoke-test"], env={"QT_QPA_PLATFORM": "offscreen"}, cwd=tmp_path)
    assert proc.stdout.strip() == "SMOKE-OK"
    assert "Traceback" not in proc.stderr

    _sh(["bash", program / "uninstall.sh"], env={"DESTDIR": str(stage)})
    assert _files_under(stage) == []


def test_every_package_data_file_is_in_the_bundle(bundle):
    internal = bundle / "_internal"
    data = [p.relative_to(ROOT) for layer in LAYERS for p in (ROOT / layer).rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts]
    missing = [str(p) for p in data if not (internal / p).is_file()]
    assert missing == []


def test_the_bundle_leaves_out_the_qt_the_console_does_not_use(bundle):
    qt = bundle / "_internal/PySide6/Qt"
    libraries = {p.name for p in (qt / "lib").iterdir()}
    assert {"libQt6Core.so.6", "libQt6Gui.so.6", "libQt6Widgets.so.6", "libQt6XcbQpa.so.6"} <= libraries
    unused = re.compile(r"libQt6(Network|Qml|Quick|3D|WebEngine|Pdf|Wayland|EglFS|Multimedia|Designer)")
    assert sorted(name for name in libraries if unused.match(name)) == []
    assert sorted(p.name for p in (qt / "plugins/platforms").iterdir()) == ["libqoffscreen.so", "libqxcb.so"]
    translations = [p.name for p in (qt / "translations").iterdir()]
    assert sorted(translations) == ["qtbase_fr.qm", "qtbase_ru.qm"]     # the console's languages (English: Qt's own)


def test_the_bundle_fits_in_130_mb(bundle):
    size = sum(p.lstat().st_size for p in bundle.rglob("*"))
    assert size <= BUNDLE_LIMIT_MB * 1024 * 1024, f"{size / 2**20:.1f} MB"


def test_every_module_and_every_serial_url_scheme_is_in_the_bundle(bundle):
    viewer = Path(sys.executable).parent / "pyi-archive_viewer"
    if not viewer.exists():
        pytest.skip("pyi-archive_viewer not installed (tools/setup-env installs requirements/dev.txt)")
    listing = set(_sh([viewer, "-l", "-r", "-b", bundle / "dealer-app"]).stdout.split())
    ours = [".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
            for layer in LAYERS for p in (ROOT / layer).rglob("*.py") if p.name != "__main__.py"]
    # pyserial opens socket://, loop:// ... through modules it imports by name.
    url_schemes = [f"serial.urlhandler.protocol_{scheme}" for scheme in ("socket", "loop", "rfc2217", "spy")]
    assert [m for m in ours + url_schemes if m not in listing] == []


@linux_only
def test_install_puts_the_keepers_service_account_and_socket_folder_in_place(tmp_path):
    """Issue 18, point 1: the keeper runs as its own account; the dealers' group reaches its socket only."""
    unpacked = _pack(_stand_in_bundle(tmp_path / "bundle"), "1.2.3", tmp_path)
    stage = tmp_path / "stage"
    _install(unpacked, stage)
    unit = configparser.ConfigParser(interpolation=None, strict=False)
    unit.optionxform = str
    unit.read(stage / "etc/systemd/system/dealer-keeper.service")
    service = unit["Service"]
    assert service["User"] == "dealer-keeper" and service["UMask"] == "0077"
    assert service["ExecStart"].startswith(f"{PREFIX}/dealer-app keeper --key-file /var/lib/dealer-keeper/key ")
    assert "--socket /run/dealer-console/keeper.sock --group dealer" in service["ExecStart"]
    assert "--admin-socket /run/dealer-console/keeper-admin.sock" in service["ExecStart"]     # the club's (0600)
    users = (stage / "usr/lib/sysusers.d/dealer-keeper.conf").read_text()
    assert "u dealer-keeper" in users and "g dealer" in users
    assert "d /run/dealer-console 0750 dealer-keeper dealer" in (stage / "usr/lib/tmpfiles.d/dealer-keeper.conf").read_text()
    _sh(["bash", stage / PREFIX.lstrip("/") / "uninstall.sh"], env={"DESTDIR": str(stage)})
    assert not (stage / "etc/systemd/system/dealer-keeper.service").exists()
