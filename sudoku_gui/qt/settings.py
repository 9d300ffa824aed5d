"""Settings read through one typed, validated accessor.

A settings file can be damaged by hand or by an older version (``speed=abc``, ``speed=-5``): a
value of the wrong type or out of range falls back to its default with a warning in the log, so
the app always starts; the keys it ignored are kept per file (``take_ignored``) so that the
window can say once what it could not read.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QSettings

log = logging.getLogger(__name__)

T = TypeVar("T", int, float, bool, str)

_ignored: dict[str, list[str]] = {}
"""Settings file name -> the keys ``read`` ignored since ``take_ignored`` was last asked."""


def take_ignored(settings: QSettings) -> list[str]:
    """The keys of ``settings`` that ``read`` found damaged (each once), forgotten once said."""
    return _ignored.pop(settings.fileName(), [])


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
        else:
            value = str(raw)
        if value != value or not valid(value):  # NaN, or out of range
            raise ValueError(f"out of range: {raw!r}")
    except (TypeError, ValueError) as e:
        log.warning("setting %r ignored (%s); using %r", key, e, default)
        keys = _ignored.setdefault(settings.fileName(), [])
        if key not in keys:
            keys.append(key)
        return default
    return value


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
