"""Solve > Check Steps: every step of a run checked against the rules and the solution
(``core.analysis.step_checker``); the first fault pauses the run at that step, marks its cells and is said in
the status bar, the step log, the search tree and the log.

Which runs are checked is the controller's ``CheckPolicy``: a solver of the user's (a program,
a Python file, an entry point, an opened run: ``Strategy.trusted`` False) when Check Steps is
on, which it is unless turned off; a built-in strategy only with Check Built-in Strategies Too.
Both are remembered in the settings. The check runs in the solver's thread, on the steps as they
are pulled (``guarded``): the run ends after the step that shows the fault, so what is recorded
is the run up to it (``Playback`` pauses it there and marks it).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction

from ...core.algorithms.registry import find
from ...core.analysis.step_checker import StepChecker
from ...core.analysis.verdict import Fault
from ...core.board_state import BoardState
from ...core.message import QT_TRANSLATE_NOOP
from ...core.steps import Outcome, Step
from ..window.settings import read
from ..window.window_helpers import set_english

log = logging.getLogger(__name__)
OWN_KEY = "checkOwnSolvers"
"""The setting of Check Steps (a new key: the old ``checkSteps``, off by default, is not read)."""
BUILTINS_KEY = "checkBuiltins"
CHECK_TEXT = QT_TRANSLATE_NOOP("Check", "Chec&k Steps")
CHECK_TIP = QT_TRANSLATE_NOOP(
    "Check",
    "Check every step of your own solvers' runs (a program, a Python file, an opened run) against the "
    "rules and the puzzle's solution; the first fault pauses the run at its step",
)
BUILTINS_TEXT = QT_TRANSLATE_NOOP("Check", "Check Built-in Strategies Too")
BUILTINS_TIP = QT_TRANSLATE_NOOP(
    "Check", "Check the built-in strategies' runs too (their claims are proved by the tests; off by default)"
)


@dataclass
class CheckPolicy:
    """Which runs are checked: a solver of the user's when ``own``, a built-in when ``builtins``."""

    own: bool = True
    builtins: bool = False

    def applies(self, algorithm: str) -> bool:
        """Whether a run of ``algorithm`` started now is checked."""
        strategy = find(algorithm)
        return self.builtins if strategy is not None and strategy.trusted else self.own


def guarded(
    steps: Iterator[Step], start: BoardState, algorithm: str, on_fault: Callable[[Fault], None]
) -> tuple[Iterator[Step], StepChecker]:
    """``steps`` of ``algorithm`` from ``start`` passed through a new checker (see
    ``StepChecker.guard``; ``on_fault`` hears the first fault before its step is given)."""
    strategy = find(algorithm)
    marks = None if strategy is None or strategy.derived_candidates else tuple(start.candidates)
    checker = StepChecker(tuple(start.values), marks)
    return checker.guard(steps, on_fault), checker


class StepCheck(QObject):
    """The two actions of ``window`` (a ``MainWindow``) that set its controller's ``checks``, and
    the log line of a run's fault or wrong claim."""

    def __init__(self, window: QObject, settings: QSettings) -> None:
        super().__init__(window)
        self._settings = settings
        self._controller = window.controller  # type: ignore[attr-defined]
        self._policy: CheckPolicy = self._controller.checks
        self.action = self._action(window, "act_check_steps", CHECK_TEXT, CHECK_TIP)
        # No mnemonic: every letter of it is one of the Solve menu's already.
        self.builtins_action = self._action(window, "act_check_builtins", BUILTINS_TEXT, BUILTINS_TIP)
        self._policy.own = read(settings, OWN_KEY, True)
        self._policy.builtins = read(settings, BUILTINS_KEY, False)
        self.action.setChecked(self._policy.own)
        self.builtins_action.setChecked(self._policy.builtins)
        self.action.toggled.connect(self._own_toggled)
        self.builtins_action.toggled.connect(self._builtins_toggled)
        self._watched: object = None
        self._controller.runChanged.connect(self._follow)

    @staticmethod
    def _action(window: QObject, name: str, text: str, tip: str) -> QAction:
        action = QAction(QCoreApplication.translate("Check", text), window)
        action.setObjectName(name)
        action.setCheckable(True)
        said = QCoreApplication.translate("Check", tip)
        action.setStatusTip(said)
        action.setToolTip(said)
        set_english(action, text, tip)  # F1 finds it in English too
        return action

    def _own_toggled(self, on: bool) -> None:
        self._policy.own = on
        self._settings.setValue(OWN_KEY, on)

    def _builtins_toggled(self, on: bool) -> None:
        self._policy.builtins = on
        self._settings.setValue(BUILTINS_KEY, on)

    def _follow(self, run: object) -> None:
        if self._watched is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # the run is gone already
                self._watched.ended.disconnect(self._on_ended)  # type: ignore[attr-defined]
        self._watched = None
        if run is not None and run.outcome is Outcome.RUNNING:  # type: ignore[attr-defined]  # a new run
            self._watched = run
            run.ended.connect(self._on_ended)  # type: ignore[attr-defined]

    def _on_ended(self) -> None:
        run = self._watched
        flaw = run.flaw() if run is not None else None  # type: ignore[attr-defined]
        if flaw is not None:  # the command line's words: ``step 312: removes 5 from r3c4 ...``
            fault = run.fault  # type: ignore[attr-defined]
            line = fault.line() if flaw.fault and fault is not None else f"step {flaw.step}: {flaw.text}"
            log.warning("%s (%s)", line, run.algorithm)  # type: ignore[attr-defined]
