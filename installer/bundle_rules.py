"""What goes into the bundle: the rules installer/dealer-console.spec applies.

Rules, not file lists, because the other layers keep growing:

- code: every module of engine/, hardware/, ui/, dealer_app/ (also ones
  only loaded by name), pyserial's URL handlers (loaded by name), and what
  they all import (PyInstaller follows the imports);
- package data: every file in those folders that is not Python source
  (session presets *.toml, translations *.qm, tables *.bin, pictures ...);
- Qt: the program uses QtCore, QtGui and QtWidgets, on the xcb (X11,
  XWayland) and offscreen platforms (windows and offscreen on Windows).
  Only the plugins those need are kept (PLUGINS_KEPT), only Qt's own
  qtbase_*.qm translations of the console's languages (fr, ru), and then only the shared libraries that
  something kept still links to (a closure over the ELF NEEDED entries), so
  QtNetwork, Qml, Quick, Wayland, EGLFS ... drop out by themselves;
- Linux: the desktop stack (X11/xcb, OpenGL/EGL, fonts, D-Bus, GLib, the
  C++ runtime) is taken from the club's machine, not shipped: it has to
  match the X server, the graphics driver and the font set-up there, and a
  shipped older libstdc++ breaks newer Mesa drivers. installer/linux/
  debian-packages lists the Debian packages that provide it; install.sh
  installs them and installer/smoke-test checks the list is whole.

A PyInstaller TOC entry is (dest_name, src_name, typecode); dest names use
the build platform's separator, so every rule here reads them with "/".
Plain Python with no PyInstaller import, so tests/project/test_installer.py checks
the rules on Linux and Windows paths alike.
"""
from __future__ import annotations

import posixpath
import re
import subprocess
from collections.abc import Callable, Iterable
from pathlib import Path

LAYERS = ("engine", "hardware", "ui", "dealer_app")
BUNDLE = "dealer-console"      # dist/dealer-console/, /opt/dealer-console, {app} on Windows
EXECUTABLE = "dealer-app"      # the same command name as the pip-installed console script

# PySide6 modules the program never uses: kept out even if a hook asks for them.
QT_MODULES_UNUSED = [
    "PySide6." + m for m in (
        "QtNetwork", "QtDBus", "QtOpenGL", "QtOpenGLWidgets", "QtQml", "QtQuick",
        "QtQuickWidgets", "QtQuickControls2", "Qt3DCore", "Qt3DRender", "QtWebEngineCore",
        "QtWebEngineWidgets", "QtPdf", "QtPdfWidgets", "QtPrintSupport", "QtSql",
        "QtSvg", "QtSvgWidgets", "QtTest", "QtUiTools", "QtDesigner", "QtHelp",
        "QtConcurrent", "QtXml", "QtMultimedia", "QtCharts")
]
# Modules only a developer's tools load.
PYTHON_UNUSED = ["tkinter", "unittest", "pydoc", "doctest", "lib2to3", "idlelib", "ensurepip",
                 "pytest", "hypothesis", "pokerkit", "phevaluator", "importlinter"]
# pyserial imports the handler of a URL scheme (socket://, loop://, rfc2217://,
# spy://, hwgrep://) by name when the URL is opened, and list_ports on demand.
HIDDEN_PACKAGES = ["serial.urlhandler", "serial.tools"]

# Qt plugins kept, as "type/file" patterns under PySide6/Qt/plugins/ (Linux)
# or PySide6/plugins/ (Windows).
PLUGINS_KEPT = [
    r"platforms/libqxcb\.so",              # X11, and Wayland desktops through XWayland
    r"platforms/libqoffscreen\.so",        # --smoke-test, CI, screenshots
    r"platforms/q(windows|offscreen)\.dll",  # Windows
    r"styles/qmodernwindowsstyle\.dll",    # the Windows 10/11 look
    r"xcbglintegrations/[^/]+",            # xcb looks for them; small
    r"platforminputcontexts/lib(compose|ibus)platforminputcontextplugin\.so",  # accents (French names)
    r"imageformats/(lib)?q(svg|png|jpeg|gif|ico)\.(so|dll)",
    r"iconengines/[^/]+",
]
_QT = r"PySide6/(Qt/)?"
_PLUGIN = re.compile(_QT + r"plugins/")
_PLUGIN_KEPT = re.compile(_QT + r"plugins/(" + "|".join(PLUGINS_KEPT) + ")$")
_TRANSLATION = re.compile(_QT + r"translations/")
# Qt's own words (dialog buttons) in the console's languages only (ui/kit/i18n.py LANGUAGES: English is
# Qt's source): the other 40 languages weighed 5.5 MB.
_TRANSLATION_KEPT = re.compile(r"/qtbase_(fr|ru)\.qm$")

# Shared libraries taken from the club's machine (Linux).
_HOST_LIBRARY = re.compile(
    r"^lib(X[a-zA-Z0-9]*|X11-xcb|xcb(-[a-z0-9-]+)?|xkbcommon(-x11)?|GL[a-zA-Z]*|EGL|OpenGL|drm|gbm"
    r"|fontconfig|freetype|dbus-1|glib-2\.0|gobject-2\.0|gio-2\.0|gmodule-2\.0|gthread-2\.0"
    r"|stdc\+\+|gcc_s"
    # Expat: Debian's Python links it (pyexpat is built in); fontconfig loads it too, so a copy of
    # Debian 12's in the bundle (built for glibc 2.36) would be the one the machine's fontconfig
    # gets. Python uses only calls that expat 2.4 (Ubuntu 22.04) has.
    r"|expat)\.so")

Entry = tuple[str, str, str]


def _posix(dest: str) -> str:
    return dest.replace("\\", "/")


def _name(dest: str) -> str:
    return _posix(dest).rsplit("/", 1)[-1]


def package_data(root: Path) -> list[tuple[str, str]]:
    """(file, folder in the bundle) for every file of the four layers that is not Python."""
    data = []
    for layer in LAYERS:
        for path in sorted((root / layer).rglob("*")):
            if path.is_dir() or "__pycache__" in path.parts or path.suffix in (".py", ".pyc", ".pyo"):
                continue
            data.append((str(path), str(path.parent.relative_to(root))))
    return data


def keeps_plugin(dest: str) -> bool:
    """Whether a Qt plugin (or anything that is not a plugin) stays."""
    dest = _posix(dest)
    return not _PLUGIN.search(dest) or _PLUGIN_KEPT.search(dest) is not None


def keeps_translation(dest: str) -> bool:
    dest = _posix(dest)
    return not _TRANSLATION.search(dest) or _TRANSLATION_KEPT.search(dest) is not None


def is_host_library(dest: str) -> bool:
    """A Linux library the club's machine provides (installer/linux/debian-packages)."""
    return _HOST_LIBRARY.match(_name(dest)) is not None


def is_shared_library(dest: str) -> bool:
    """A library loaded only because something links to it (not a Python module, not a plugin)."""
    name = _name(dest)
    if _PLUGIN.search(_posix(dest)):
        return False
    if re.search(r"\.(cpython-\d+.*|abi3)\.so$", name) or "lib-dynload" in _posix(dest):
        return False                 # Python extension modules: PyInstaller found them imported
    return re.match(r"^lib.*\.so(\.\d+)*$", name) is not None and not name.startswith("libpython")


def elf_needed(path: str) -> list[str]:
    """The DT_NEEDED names of an ELF file (objdump comes with binutils, which PyInstaller needs)."""
    out = subprocess.run(["objdump", "-p", path], capture_output=True, text=True, check=False).stdout
    return re.findall(r"^\s*NEEDED\s+(\S+)", out, re.MULTILINE)


def trim_binaries(binaries: Iterable[Entry], linux: bool,
                  needed: Callable[[str], list[str]] = elf_needed) -> tuple[list[Entry], list[str]]:
    """The binaries kept, and the names of the shared libraries left out as unreachable."""
    kept = [e for e in binaries if keeps_plugin(e[0])]
    if not linux:
        return kept, []
    kept = [e for e in kept if not is_host_library(e[0])]
    files = [e for e in kept if e[2] != "SYMLINK"]
    libraries = {_name(e[0]): e for e in files if is_shared_library(e[0])}
    reached: set[str] = set()
    todo = [e[1] for e in files if not is_shared_library(e[0])]
    while todo:
        for name in needed(todo.pop()):
            if name in libraries and name not in reached:
                reached.add(name)
                todo.append(libraries[name][1])
    dropped = sorted(set(libraries) - reached)
    return [e for e in kept if e[2] == "SYMLINK" or not is_shared_library(e[0]) or _name(e[0]) in reached], dropped


def trim_datas(datas: Iterable[Entry]) -> list[Entry]:
    return [e for e in datas if keeps_translation(e[0])]


def without_dangling_links(toc: Iterable[Entry], everything: Iterable[Entry]) -> list[Entry]:
    """Drops SYMLINK entries (e.g. _internal/libQt6Gui.so.6) whose target was left out."""
    files = {posixpath.normpath(_posix(e[0])) for e in everything if e[2] != "SYMLINK"}

    def target(entry: Entry) -> str:     # a SYMLINK's src_name is relative to its own folder
        return posixpath.normpath(posixpath.join(posixpath.dirname(_posix(entry[0])), _posix(entry[1])))

    return [e for e in toc if e[2] != "SYMLINK" or target(e) in files]
