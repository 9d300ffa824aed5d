"""Undo entries of the controller: an edit of the puzzle, opening a run and closing it.

Runs are part of the history: starting one is an entry (undo hides it, stopping a live solver;
redo shows it again, paused), and leaving one for the puzzle (Esc, a new edit, a new run) is
another (undo shows it again where it was left). So Ctrl+Z and Ctrl+Shift+Z walk back and forth
through runs and edits alike and lose nothing. Only the newest runs keep their recording
(``KEPT_RUNS``): an older one's entries say so when reached, and move on.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from . import i18n

if TYPE_CHECKING:
    from ..core.document import Document
    from .controller import Controller
    from .playback import Playback

KEPT_RUNS = 3
"""Runs whose recording stays reachable by undo (a run of millions of steps holds megabytes)."""


# An entry holds its controller weakly. The controller's QUndoStack owns the entries, so a
# strong reference back would put the controller, its stack and every entry in one reference
# cycle, which the garbage collector frees in no fixed order: an entry's wrapper could go before
# the stack deletes the entry, and the stack's clear() then crashed the process (a test that
# collected garbage right after a controller was dropped did so every time).


class EditCommand(QUndoCommand):
    """An edit of the document: a digit, a mark, a paste, a load, a clear, an applied hint.

    ``set_document`` is a bound method of the controller (held weakly, see above)."""

    def __init__(self, set_document: Callable[[Document], None], old: Document, new: Document, text: str) -> None:
        super().__init__(text)
        self._set = weakref.WeakMethod(set_document)  # type: ignore[arg-type]
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
    def __init__(self, controller: Controller, run: Playback, text: str) -> None:
        super().__init__(text.format(algorithm=i18n.algorithm_title(run.algorithm)))
        self._controller = weakref.ref(controller)  # weakly: see above
        self.run: Playback | None = run

    @property
    def _c(self) -> Controller:
        controller = self._controller()
        if controller is None:  # only while the controller itself is being freed
            raise ReferenceError("the controller of this undo entry is gone")
        return controller

    def _show(self) -> None:
        if self.run is not None:
            self._c._show_run(self.run)
        else:
            self._c._hide_run()
            self._c.message.emit(
                QCoreApplication.translate(
                    "CloseRunCommand", "That run is no longer kept (only the last {n} runs are)."
                ).format(n=KEPT_RUNS),
                True,
            )


class OpenRunCommand(_RunCommand):
    """Starting a run: redo shows it (the first time, it starts); undo returns to the puzzle."""

    def __init__(self, controller: Controller, run: Playback, paused: bool) -> None:
        super().__init__(controller, run, QCoreApplication.translate("CloseRunCommand", "Run {algorithm}"))
        self._first, self._paused = True, paused

    def redo(self) -> None:
        if self._first and self.run is not None:
            self._first = False
            self._c._show_run(self.run)
            self.run.start(self._paused)
        else:
            self._show()

    def undo(self) -> None:
        self._c._hide_run()


class CloseRunCommand(_RunCommand):
    """Leaving a run's view for the puzzle; undo shows the run again, paused where it was."""

    def __init__(self, controller: Controller, run: Playback) -> None:
        super().__init__(controller, run, QCoreApplication.translate("CloseRunCommand", "Close the {algorithm} run"))

    def redo(self) -> None:
        self._c._hide_run()

    def undo(self) -> None:
        self._show()


class KeptRuns:
    """Which runs the undo entries still hold, newest last; older ones let theirs go."""

    def __init__(self) -> None:
        self._entries: list[_RunCommand] = []

    def add(self, entry: _RunCommand) -> None:
        self._entries.append(entry)
        runs: list[Playback] = []
        for e in reversed(self._entries):
            if e.run is not None and e.run not in runs:
                runs.append(e.run)
        dropped = set(runs[KEPT_RUNS:])
        for e in self._entries:
            if e.run in dropped:
                e.run = None  # its recording is freed once nothing else shows it
        self._entries = [e for e in self._entries if e.run is not None]
