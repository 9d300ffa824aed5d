"""A run that fails (a loaded solver's ``SolverError``: its exception with file:line, its exit
code and its error or last line on standard error, a protocol error with its line number; or a
built-in's bug) is said at once in the status bar and the log, in the window's language.

A run's ``error`` is a ``Message`` (``core.external.solver_errors``): the English template and
the data that filled it (commands, file names, the program's stderr, Python's exception text),
said again in the window's language as a step is (``i18n.speak``); the data is kept as written.
"""

from __future__ import annotations

import contextlib
import logging

from PySide6.QtCore import QCoreApplication, QObject

from ...core.runs.step_stream import Outcome
from .. import i18n

log = logging.getLogger("sudoku_gui.solver")


class SolverFailure(QObject):
    """Watches the runs of ``controller`` and says a failed one at once: ``The solver failed:
    ...`` in the status bar (as the run's end report will again when it is played to its end)
    and a warning in the log (``sudoku_gui.solver``)."""

    def __init__(self, controller: QObject) -> None:
        super().__init__(controller)
        self._controller = controller
        self._watched: object = None
        controller.runChanged.connect(self._follow)  # type: ignore[attr-defined]

    def _follow(self, run: object) -> None:
        if self._watched is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # the run is gone already
                self._watched.ended.disconnect(self._on_ended)  # type: ignore[attr-defined]
        self._watched = run
        if run is not None:
            run.ended.connect(self._on_ended)  # type: ignore[attr-defined]

    def _on_ended(self) -> None:
        run = self._watched
        if run is None or run.outcome is not Outcome.ERROR:  # type: ignore[attr-defined]
            return
        text = QCoreApplication.translate("Controller", "The solver failed: {value}").format(
            value=i18n.speak(run.error)  # type: ignore[attr-defined]
        )
        self._controller.message.emit(text, True)  # type: ignore[attr-defined]
        log.warning("%s failed: %s", run.algorithm, run.error)  # type: ignore[attr-defined]
