"""Settings opened safely and read through typed, validated accessors.

``open_settings`` gives the app its settings file (an INI file: on Linux, where Qt keeps a native
one, the same file) after removing every value Qt would rebuild into an object, which PySide6
does with ``pickle`` (``settings_file``): a crafted file runs no code. The app stores text,
numbers, booleans, lists of text and the window's geometry bytes; ``read``, ``read_list`` and
``read_bytes`` take back nothing else. A settings file can also be damaged by hand or by an older
version (``speed=abc``, ``speed=-5``): a value of the wrong type or out of range falls back to its
default with a warning in the log, so the app always starts; the keys it ignored or removed are
kept per file (``take_ignored``) so that the window can say once what it could not read.
"""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

from ...core.atomic import AtomicPath, WriteFailed
from .settings_file import without_unsafe

log = logging.getLogger(__name__)

T = TypeVar("T", int, float, bool, str)
T_any = TypeVar("T_any")

_ignored: dict[str, list[str]] = {}
"""Settings file name -> the keys ``read`` ignored since ``take_ignored`` was last asked."""


def take_ignored(settings: QSettings) -> list[str]:
    """The keys of ``settings`` that ``read`` found damaged (each once), forgotten once said."""
    return _ignored.pop(settings.fileName(), [])


def user_settings_path() -> str:
    """The user's settings file: where Qt keeps the native settings of this application on
    Linux (``~/.config/<organization>/<application>.conf``), on every system."""
    app = QCoreApplication.instance()
    organization = app.organizationName() if app is not None else ""
    name = app.applicationName() if app is not None else "sudoku-gui"
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return str(Path(folder, organization, f"{name}.conf") if organization else Path(folder, f"{name}.conf"))


def open_settings(path: str | None = None) -> QSettings:
    """The settings in the INI file ``path`` (None: ``user_settings_path()``), opened after every
    value Qt would rebuild into an object was removed from the file (said at the start with the
    unreadable keys: ``take_ignored``). When the file cannot be rewritten, its safe part is used
    from a temporary copy for this session (and the change is said in the log)."""
    path = os.path.abspath(path or user_settings_path())
    try:
        data = Path(path).read_bytes()
    except OSError:
        data = b""  # no file yet (or unreadable: Qt will say so through status())
    try:
        clean, removed = without_unsafe(data)
    except ValueError:
        clean, removed = b"", ["*"]
    if removed:
        log.warning("settings %s removed from %s: Qt would have rebuilt them as objects", removed, path)
        try:
            with AtomicPath(path) as name:
                Path(name).write_bytes(clean)
        except WriteFailed as e:
            log.warning("%s; this session uses the settings' safe part from a temporary copy", e)
            path = os.path.join(tempfile.mkdtemp(prefix="sudoku-gui-settings-"), os.path.basename(path))
            Path(path).write_bytes(clean)
    settings = QSettings(path, QSettings.Format.IniFormat)
    if removed:
        keys = _ignored.setdefault(settings.fileName(), [])
        keys += [k for k in removed if k not in keys]
    return settings


def _as_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    raise ValueError(f"not a yes/no value: {raw!r}")


def read(settings: QSettings, key: str, default: T, valid: Callable[[T], bool] = lambda _v: True) -> T:
    """The setting ``key`` as the type of ``default``; ``default`` when it is missing, of the
    wrong type, or fails ``valid`` (a damaged value is logged as a warning, never raised)."""
    raw = settings.value(key, None)
    if raw is None:
        return default
    try:
        value: T
        if isinstance(default, bool):
            value = _as_bool(raw)
        elif isinstance(default, int):
            value = int(str(raw).strip())
        elif isinstance(default, float):
            value = float(str(raw).strip())
        elif isinstance(raw, str):
            value = raw
        else:
            raise TypeError(f"not text: {type(raw).__name__}")
        if value != value or not valid(value):  # NaN, or out of range
            raise ValueError(f"out of range: {raw!r}")
    except (TypeError, ValueError) as e:
        return _ignore(settings, key, e, default)
    return value


def _ignore(settings: QSettings, key: str, why: object, default: T_any) -> T_any:
    log.warning("setting %r ignored (%s); using %r", key, why, default)
    keys = _ignored.setdefault(settings.fileName(), [])
    if key not in keys:
        keys.append(key)
    return default


def read_list(settings: QSettings, key: str) -> list[str]:
    """The setting ``key`` as a list of texts (one text stored alone reads as a list of one);
    [] when it is missing or holds anything else (logged and said as ``read`` does)."""
    raw = settings.value(key, None)
    if raw is None:
        return []
    if isinstance(raw, str):
        return [raw]
    if isinstance(raw, list) and all(isinstance(item, str) for item in raw):
        return list(raw)
    return _ignore(settings, key, f"not a list of texts: {type(raw).__name__}", [])


def read_bytes(settings: QSettings, key: str) -> QByteArray | None:
    """The setting ``key`` as bytes (the window's geometry and layouts); None when it is missing
    or holds anything else (logged and said as ``read`` does)."""
    raw = settings.value(key, None)
    if raw is None or isinstance(raw, QByteArray):
        return raw
    return _ignore(settings, key, f"not bytes: {type(raw).__name__}", None)


def unread_text(settings: QSettings, autosave_problem: str | None) -> str | None:
    """What the window says once at its start about what it could not read: the settings file
    (unreadable, or keys back to their defaults) and the autosaved board; None when all was read."""
    parts = []
    if autosave_problem:  # first: the board is what the player misses most
        parts.append(
            QCoreApplication.translate("MainWindow", "The autosaved board could not be read ({problem}).").format(
                problem=autosave_problem
            )
        )
    if settings.status() != QSettings.Status.NoError:
        parts.append(
            QCoreApplication.translate(
                "MainWindow", "The settings file {path} could not be read whole; defaults are used."
            ).format(path=settings.fileName())
        )
    keys = take_ignored(settings)
    if keys:
        parts.append(
            QCoreApplication.translate("MainWindow", "Settings back to their defaults (unreadable): {keys}.").format(
                keys=", ".join(keys)
            )
        )
    return " ".join(parts) or None
