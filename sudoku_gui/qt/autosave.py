"""Autosave: the board (givens, digits, pencil marks, game mode) written atomically with
QSaveFile on every change, beside the settings file, and read back at the next start.

A damaged or foreign file is ignored with a warning in the log: the app always starts.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from PySide6.QtCore import QSaveFile, QSettings

from ..core.document import Document
from ..core.grid import PuzzleError, parse_puzzle

log = logging.getLogger(__name__)
VERSION = 1


def autosave_path(settings: QSettings) -> Path:
    """``autosave.json`` in the settings file's folder (so tests with their own settings file
    never touch the user's board)."""
    return Path(settings.fileName()).with_name("autosave.json")


def save(settings: QSettings, doc: Document) -> bool:
    data = {
        "version": VERSION,
        "givens": list(doc.givens),
        "values": list(doc.values),
        "marks": None if doc.candidates is None else list(doc.candidates),
        "playing": doc.playing,
    }
    path = autosave_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    out = QSaveFile(str(path))
    if not out.open(QSaveFile.OpenModeFlag.WriteOnly):
        log.warning("cannot autosave to %s: %s", path, out.errorString())
        return False
    out.write(json.dumps(data).encode())
    if not out.commit():
        log.warning("cannot autosave to %s: %s", path, out.errorString())
        return False
    return True


def _cells(value: object, top: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != 81 or not all(isinstance(v, int) and 0 <= v <= top for v in value):
        raise ValueError("not 81 cells")
    return tuple(value)


def load(settings: QSettings) -> Document | None:
    """The autosaved board, or None (none yet, or damaged: logged)."""
    path = autosave_path(settings)
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        givens = _cells(data["givens"], 9)
        values = _cells(data["values"], 9)
        marks = None if data.get("marks") is None else _cells(data["marks"], 511)
        if any(g and g != v for g, v in zip(givens, values, strict=True)):
            raise ValueError("a given differs from its value")
        return Document(givens, values, marks, bool(data.get("playing", False)))
    except (OSError, ValueError, KeyError, TypeError) as e:
        log.warning("ignoring the autosaved board %s: %s", path, e)
        return None


def restore(settings: QSettings) -> Document | None:
    """The document to start with: the autosaved one, else the last puzzle remembered (older
    versions kept only its 81 characters), else None; a damaged setting gives None."""
    doc = load(settings)
    if doc is not None:
        return doc
    last = settings.value("puzzle", "")
    if isinstance(last, str) and last:
        try:
            return Document.of(parse_puzzle(last))
        except PuzzleError:
            return None
    return None
