"""Solve > Check Steps and Check Built-in Strategies Too: the two switches of the controller's
``CheckPolicy`` (``check_policy.py``), remembered in the settings, and the log line of a checked
run's fault. A run's first fault pauses it at that step, marks its cells and is said in the
status bar, the step log and the search tree (``Playback``, ``core.analysis.flaws``).
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction

from ...core.steps import Outcome
from ..window.settings import read

if TYPE_CHECKING:
    from ..controller import Controller
    from ..playback import Playback

log = logging.getLogger(__name__)
OWN_KEY = "checkOwnSolvers"
"""The setting of Check Steps (a new key: the old ``checkSteps``, off by default, is not read)."""
BUILTINS_KEY = "checkBuiltins"


class StepCheck(QObject):
    """The switches of ``controller``'s ``checks``: ``own`` and ``builtins`` are the actions of
    Check Steps and Check Built-in Strategies Too (the table's ``check_steps`` and
    ``check_builtins``), set from ``settings``; and the log line of a run's fault or wrong claim."""

    def __init__(self, controller: Controller, settings: QSettings, own: QAction, builtins: QAction) -> None:
        super().__init__(controller)
        self._settings = settings
        self._policy = controller.checks
        self._own, self._builtins = own, builtins
        self._policy.own = read(settings, OWN_KEY, True)
        self._policy.builtins = read(settings, BUILTINS_KEY, False)
        own.setChecked(self._policy.own)
        builtins.setChecked(self._policy.builtins)
        self._watched: Playback | None = None
        controller.runChanged.connect(self._follow)

    def set_own(self, on: bool) -> None:
        """Check the runs of a solver of the user's from the next one started (remembered)."""
        self._policy.own = on
        self._own.setChecked(on)
        self._settings.setValue(OWN_KEY, on)

    def set_builtins(self, on: bool) -> None:
        """Check the built-in strategies' runs too from the next one started (remembered)."""
        self._policy.builtins = on
        self._builtins.setChecked(on)
        self._settings.setValue(BUILTINS_KEY, on)

    def _follow(self, run: Playback | None) -> None:
        if self._watched is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # the run is gone already
                self._watched.ended.disconnect(self._on_ended)
        self._watched = None
        if run is not None and run.outcome is Outcome.RUNNING:  # a new run
            self._watched = run
            run.ended.connect(self._on_ended)

    def _on_ended(self) -> None:
        run = self._watched
        flaw = run.flaw() if run is not None else None
        if run is not None and flaw is not None:  # the command line's words: ``step 312: removes 5 from r3c4 ...``
            fault = run.fault
            line = fault.line() if flaw.fault and fault is not None else f"step {flaw.step}: {flaw.text}"
            log.warning("%s (%s)", line, run.algorithm)
