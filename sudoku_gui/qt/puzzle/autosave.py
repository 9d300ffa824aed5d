"""Autosave: the board (givens, digits, pencil marks, game mode) written atomically (a temporary
file renamed) on every change, beside the settings file, and read back at the next start.

A damaged or foreign file is ignored with a warning in the log, and kept as the reason
``restore`` gives, for the window to say once: the app always starts.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from PySide6.QtCore import QSettings

from ...core.atomic import AtomicFile, WriteFailed
from ...core.document import Document
from ...core.grid import PuzzleError, parse_puzzle
from ..window.settings import read

log = logging.getLogger(__name__)
VERSION = 2
"""2: the player's changes to the marks (removed, added); 1: the marks shown."""


def autosave_path(settings: QSettings) -> Path:
    """``autosave.json`` in the settings file's folder (so tests with their own settings file
    never touch the user's board)."""
    return Path(settings.fileName()).with_name("autosave.json")


def save(settings: QSettings, doc: Document) -> bool:
    data = {
        "version": VERSION,
        "givens": list(doc.givens),
        "values": list(doc.values),
        "removed": None if doc.removed is None else list(doc.removed),
        "added": None if doc.added is None else list(doc.added),
        "playing": doc.playing,
    }
    path = autosave_path(settings)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        out = AtomicFile(str(path))
        try:
            out.write(json.dumps(data))
            out.finish()
        except BaseException:
            out.abandon()
            raise
    except (OSError, WriteFailed) as e:
        log.warning("cannot autosave to %s: %s", path, e)
        return False
    return True


def _cells(value: object, top: int) -> tuple[int, ...]:
    # type(v) is int: JSON's true and false are bools, which are ints to Python, but not digits
    if not isinstance(value, list) or len(value) != 81 or not all(type(v) is int and 0 <= v <= top for v in value):
        raise ValueError("not 81 cells")
    return tuple(value)


class Damaged(Exception):
    """The autosaved board could not be read; the message is ``autosave.json: why``."""


def load(settings: QSettings) -> Document | None:
    """The autosaved board, or None (none yet, or damaged: logged)."""
    try:
        return read_board(settings)
    except Damaged:
        return None


def read_board(settings: QSettings) -> Document | None:
    """The autosaved board, or None when there is none yet.

    Raises:
        Damaged: when the file is there but cannot be read as a board (logged as well).
    """
    path = autosave_path(settings)
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        givens = _cells(data["givens"], 9)
        values = _cells(data["values"], 9)
        if any(g and g != v for g, v in zip(givens, values, strict=True)):
            raise ValueError("a given differs from its value")
        playing = data.get("playing", False)
        if not isinstance(playing, bool):
            raise ValueError("'playing' is not true or false")
        if "removed" in data:
            removed = None if data["removed"] is None else _cells(data["removed"], 511)
            added = None if data.get("added") is None else _cells(data["added"], 511)
            return Document(givens, values, removed, added, playing)
        marks = None if data.get("marks") is None else _cells(data["marks"], 511)  # version 1
        return Document.with_marks(givens, values, marks, playing)
    except (OSError, ValueError, KeyError, TypeError, RecursionError, MemoryError) as e:
        why = "too deeply nested" if isinstance(e, RecursionError) else f"no {e}" if isinstance(e, KeyError) else e
        log.warning("ignoring the autosaved board %s: %s", path, why)
        raise Damaged(f"{path.name}: {why}") from None


def restore(settings: QSettings) -> tuple[Document | None, str | None]:
    """(the document to start with: the autosaved one, else the last puzzle remembered (older
    versions kept only its 81 characters), else None; why the autosave could not be read, or
    None). A damaged setting gives None."""
    problem = None
    try:
        doc = read_board(settings)
    except Damaged as e:
        doc, problem = None, str(e)
    if doc is not None:
        return doc, None
    last = read(settings, "puzzle", "")
    if last:
        try:
            return Document.of(parse_puzzle(last)), problem
        except PuzzleError:
            return None, problem
    return None, problem
