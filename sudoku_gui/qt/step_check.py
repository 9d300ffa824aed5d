"""Solve > Check Steps: every step of a run checked against the rules and the solution
(``core.check``); the first fault pauses the run at that step, marks its cells and is said in
the status bar and the log.

The check runs in the solver's thread, on the steps as they are pulled (``StepChecker.guard``):
the run ends after the step that shows the fault, so what is recorded is the run up to it. The
toggle is remembered in the settings (``checkSteps``) and applies to runs started after it.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction

from ..core.board_state import BoardState
from ..core.check import Fault, StepChecker
from ..core.message import say
from ..core.steps import Step
from ..core.strategies import STRATEGIES

log = logging.getLogger(__name__)
_ON = [False]
"""Whether runs started now are checked (the action's state; read by ``Playback.start``)."""


def checked(steps: Iterator[Step], start: BoardState, algorithm: str) -> tuple[Iterator[Step], StepChecker | None]:
    """``steps`` of ``algorithm`` from ``start`` guarded by a checker when Check Steps is on."""
    if not _ON[0]:
        return steps, None
    strategy = STRATEGIES.get(algorithm)
    marks = None if strategy is None or strategy.derived_candidates else tuple(start.candidates)
    checker = StepChecker(tuple(start.values), marks)
    return checker.guard(steps), checker


def fault_text(fault: Fault) -> str:
    """``Step 312 removes 5 from r3c4 ...`` in the window's language."""
    return QCoreApplication.translate("Check", "Check: step {n} {fault}").format(
        n=f"{fault.step:,}", fault=say(fault.text, QCoreApplication.translate)
    )


class StepCheck(QObject):
    """The Check Steps action of ``window`` (a ``MainWindow``) and what follows a fault."""

    def __init__(self, window: QObject, settings: QSettings) -> None:
        super().__init__(window)
        self._settings = settings
        self._controller = window.controller  # type: ignore[attr-defined]
        self.action = QAction(QCoreApplication.translate("Check", "Chec&k Steps"), window)
        self.action.setCheckable(True)
        tip = QCoreApplication.translate(
            "Check",
            "Check every step of the next runs against the rules and the puzzle's solution; the first "
            "fault pauses the run at its step",
        )
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)
        self.action.setChecked(bool(settings.value("checkSteps", False, type=bool)))
        _ON[0] = self.action.isChecked()
        self.action.toggled.connect(self._toggled)
        self._watched: object = None
        self._controller.runChanged.connect(self._follow)

    def _toggled(self, on: bool) -> None:
        _ON[0] = on
        self._settings.setValue("checkSteps", on)

    def _follow(self, run: object) -> None:
        if self._watched is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # the run is gone already
                self._watched.ended.disconnect(self._on_ended)  # type: ignore[attr-defined]
        self._watched = run
        if run is not None:
            run.ended.connect(self._on_ended)  # type: ignore[attr-defined]
            if not run.live() and getattr(run, "checker", None) is not None:  # type: ignore[attr-defined]
                self._on_ended()

    def _on_ended(self) -> None:
        run = self._watched
        checker = getattr(run, "checker", None)
        if run is None or checker is None or checker.fault is None:
            return
        fault = checker.fault
        run.pause()  # type: ignore[attr-defined]
        run.seek(fault.step)  # type: ignore[attr-defined]
        state = run.state  # type: ignore[attr-defined]
        state.highlight = state.highlight._replace(conflict=fault.cells)
        run.boardChanged.emit(state)  # type: ignore[attr-defined]
        text = fault_text(fault)
        self._controller.message.emit(text, True)
        log.warning("%s (%s)", fault.line(), run.algorithm)  # type: ignore[attr-defined]
