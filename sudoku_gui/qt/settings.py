"""Settings read through one typed, validated accessor.

A settings file can be damaged by hand or by an older version (``speed=abc``, ``speed=-5``): a
value of the wrong type or out of range falls back to its default with a warning in the log, so
the app always starts.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QSettings

log = logging.getLogger(__name__)

T = TypeVar("T", int, float, bool, str)


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
            value = _as_bool(raw)  # type: ignore[assignment]
        elif isinstance(default, int):
            value = int(str(raw).strip())  # type: ignore[assignment]
        elif isinstance(default, float):
            value = float(str(raw).strip())  # type: ignore[assignment]
        else:
            value = str(raw)  # type: ignore[assignment]
        if value != value or not valid(value):  # NaN, or out of range
            raise ValueError(f"out of range: {raw!r}")
    except (TypeError, ValueError) as e:
        log.warning("setting %r ignored (%s); using %r", key, e, default)
        return default
    return value
