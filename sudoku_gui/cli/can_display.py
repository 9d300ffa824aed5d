"""Whether the window can open here, asked before Qt is loaded.

Qt's X11 plugin aborts the whole process (SIGABRT, exit 134, after a page of hints about
``libxcb-cursor0``) when there is no display to connect to or a library it needs is missing. A
person on a server without one expects a line saying so, and that the commands without a window
still work; ``display_problem`` gives that line. It decides nothing Qt would decide better: a
platform chosen with ``QT_QPA_PLATFORM`` (offscreen, vnc, wayland...), a Wayland session, macOS
and Windows are left to Qt.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import sys
from collections.abc import Mapping
from pathlib import Path

WITHOUT_A_WINDOW = "--solve, --count, --rate, --generate and --race work without one"
LIBRARIES = "apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0 libegl1"


def display_problem(env: Mapping[str, str] | None = None, platform: str | None = None) -> str | None:
    """Why the window cannot open (one line, for ``sudoku-gui: <line>``), or None when it can
    or when only Qt can tell. ``env`` and ``platform`` default to this process's."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd", "sunos")):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen and not chosen.startswith("xcb"):
        return None
    if not chosen and env.get("WAYLAND_DISPLAY"):
        return None
    display = env.get("DISPLAY", "")
    if not display:
        return f"no display to open the window on (DISPLAY is not set); {WITHOUT_A_WINDOW}"
    missing = _missing_library()
    if missing:
        return f"cannot open the window: Qt's X11 plugin needs {missing} ({LIBRARIES})"
    if not _x_server_answers(display):
        return f"cannot open the window: no X server answers on DISPLAY={display}; {WITHOUT_A_WINDOW}"
    return None


def _xcb_plugin() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    plugin = Path(next(iter(spec.submodule_search_locations))) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.exists() else None


def _missing_library() -> str | None:
    """A library Qt's X11 plugin needs that the system's loader cannot find, or None. The plugin
    is loaded as Qt would load it (lazily bound; nothing in it runs until Qt asks for it), so its
    libraries are the ones Qt then uses (about 10 ms of the start, not an extra cost)."""
    plugin = _xcb_plugin()
    if plugin is None:
        return None
    try:
        ctypes.CDLL(str(plugin), mode=os.RTLD_LAZY)
    except OSError as e:  # "libxcb-cursor.so.0: cannot open shared object file: ..."
        return str(e).split(": cannot open", 1)[0].rsplit("/", 1)[-1] or str(e)
    return None


def _x_server_answers(display: str) -> bool:
    """Whether an X server takes a connection on ``display`` (libxcb, as Qt connects); True when
    libxcb cannot be loaded here, so that Qt says what it finds."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return connection is not None and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection is not None:
            xcb.xcb_disconnect(connection)
