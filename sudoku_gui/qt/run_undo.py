"""Undo entries of the controller: an edit of the puzzle, opening a run or a race and closing it.

Runs are part of the history: starting one is an entry (undo hides it, stopping a live solver;
redo shows it again, paused), and leaving one for the puzzle (Esc, a new edit, a new run) is
another (undo shows it again where it was left). A race is undone and redone as a run is: showing
it is an entry, leaving it (Esc) another, and Ctrl+Z brings it back as it was left. So Ctrl+Z and
Ctrl+Shift+Z walk back and forth through runs, races and edits alike and lose nothing. Only the
newest runs and races keep their recording (``KEPT_RUNS``): an older one's entries say so when
reached, and move on.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from . import i18n

if TYPE_CHECKING:
    from ..core.document import Document
    from .playback import Playback
    from .race.lockstep import Race

    ShowRun = Callable[[Playback | None], None]
    ShowRace = Callable[[Race | None], None]

KEPT_RUNS = 3
"""Runs whose recording stays reachable by undo (a run of millions of steps holds megabytes)."""


# An entry holds the controller's methods weakly. The controller's QUndoStack owns the entries, so a
# strong reference back would put the controller, its stack and every entry in one reference
# cycle, which the garbage collector frees in no fixed order: an entry's wrapper could go before
# the stack deletes the entry, and the stack's clear() then crashed the process (a test that
# collected garbage right after a controller was dropped did so every time).


class EditCommand(QUndoCommand):
    """An edit of the document: a digit, a mark, a paste, a load, a clear, an applied hint.

    ``set_document`` is a bound method of the editor (held weakly, see above)."""

    def __init__(self, set_document: Callable[[Document], None], old: Document, new: Document, text: str) -> None:
        super().__init__(text)
        self._set = weakref.WeakMethod(set_document)
        self._old, self._new = old, new

    def _apply(self, document: Document) -> None:
        set_document = self._set()
        if set_document is not None:
            set_document(document)

    def redo(self) -> None:
        self._apply(self._new)

    def undo(self) -> None:
        self._apply(self._old)


class _RunCommand(QUndoCommand):
    """``show`` shows a run or a race (None: one no longer kept) and ``hide`` returns to the
    puzzle: bound methods of the controller (or its race commands), held weakly (see above)."""

    def __init__(self, run: Playback | Race, text: str, show: ShowRun | ShowRace, hide: Callable[[], None]) -> None:
        super().__init__(text)
        self._show_run = weakref.WeakMethod(show)
        self._hide_run = weakref.WeakMethod(hide)
        self.run: Playback | Race | None = run

    def _call(self, ref: weakref.WeakMethod[Callable[..., None]], *args: object) -> None:
        method = ref()
        if method is None:  # only while the controller itself is being freed
            raise ReferenceError("the controller of this undo entry is gone")
        method(*args)

    def _show(self) -> None:
        self._call(self._show_run, self.run)  # a run no longer kept: the controller says so

    def _hide(self) -> None:
        self._call(self._hide_run)


class OpenRunCommand(_RunCommand):
    """Starting a run: redo shows it (the first time, it starts); undo returns to the puzzle."""

    def __init__(self, run: Playback, paused: bool, show: ShowRun, hide: Callable[[], None]) -> None:
        text = QCoreApplication.translate("CloseRunCommand", "Run {algorithm}")
        super().__init__(run, text.format(algorithm=i18n.algorithm_title(run.algorithm)), show, hide)
        self._first, self._paused = True, paused

    def redo(self) -> None:
        self._show()
        if self._first and self.run is not None:
            self._first = False
            cast("Playback", self.run).start(self._paused)

    def undo(self) -> None:
        self._hide()


class CloseRunCommand(_RunCommand):
    """Leaving a run's view for the puzzle; undo shows the run again, paused where it was."""

    def __init__(self, run: Playback, show: ShowRun, hide: Callable[[], None]) -> None:
        text = QCoreApplication.translate("CloseRunCommand", "Close the {algorithm} run")
        super().__init__(run, text.format(algorithm=i18n.algorithm_title(run.algorithm)), show, hide)

    def redo(self) -> None:
        self._hide()

    def undo(self) -> None:
        self._show()


class OpenRaceCommand(_RunCommand):
    """Showing a recorded race: redo shows it (the first time, it plays); undo returns to the
    puzzle."""

    def __init__(self, race: Race, show: ShowRace, hide: Callable[[], None]) -> None:
        super().__init__(race, QCoreApplication.translate("CloseRunCommand", "Race"), show, hide)
        self._first = True

    def redo(self) -> None:
        self._show()
        if self._first and self.run is not None:
            self._first = False
            self.run.play()

    def undo(self) -> None:
        self._hide()


class CloseRaceCommand(_RunCommand):
    """Leaving a race for the puzzle (Esc); undo shows it again, paused where it was."""

    def __init__(self, race: Race, show: ShowRace, hide: Callable[[], None]) -> None:
        super().__init__(race, QCoreApplication.translate("CloseRunCommand", "Close the race"), show, hide)

    def redo(self) -> None:
        self._hide()

    def undo(self) -> None:
        self._show()


class KeptRuns:
    """Which runs the undo entries still hold, newest last; older ones let theirs go."""

    def __init__(self) -> None:
        self._entries: list[_RunCommand] = []

    def add(self, entry: _RunCommand) -> None:
        self._entries.append(entry)
        runs: list[Playback | Race] = []
        for e in reversed(self._entries):
            if e.run is not None and e.run not in runs:
                runs.append(e.run)
        dropped = set(runs[KEPT_RUNS:])
        for e in self._entries:
            if e.run in dropped:
                e.run = None  # its recording is freed once nothing else shows it
        self._entries = [e for e in self._entries if e.run is not None]
