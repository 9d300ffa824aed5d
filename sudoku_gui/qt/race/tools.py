"""Race > Race Algorithms (Ctrl+R): pick 2-6 algorithms, record them in the background, show the race.

The picker remembers the last choice (Enter in it starts that choice again; the first time:
``naive``, ``mrv-all``, ``units``, ``propagate-guess``). While the racers are recorded (each in
its own process, on every core), a progress dialog says which have finished and can cancel.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...core.algorithms.algorithm import Algorithm
from ...core.algorithms.registry import available_algorithms
from ...core.grid import find_conflicts
from ...core.runs.race import DEFAULT_TIME_LIMIT, MAX_RACERS, MIN_RACERS, Racer
from ...core.strategies import STRATEGIES
from .. import i18n
from ..controller import Controller
from ..jobs import Busy, Job, JobRunner, failure_text
from ..window.settings import read

RACERS = tuple(name for name, strategy in STRATEGIES.items() if strategy.records_steps)
"""The built-ins that animate (``fast`` records no steps to race)."""
DEFAULT_RACE = ("naive", "mrv-all", "units", "propagate-guess")
SETTING = "raceAlgorithms"


class RacePicker(QDialog):
    """Checkboxes for the racers; OK (Enter) is allowed with 2 to 6 checked."""

    def __init__(self, chosen: list[str], racers: list[Algorithm], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("RaceTools", "Race algorithms"))
        box = QVBoxLayout(self)
        box.addWidget(
            QLabel(
                QCoreApplication.translate(
                    "RaceTools", "Pick {low} to {high} algorithms to race on this puzzle (Enter starts):"
                ).format(low=MIN_RACERS, high=MAX_RACERS)
            )
        )
        self.checks: dict[str, QCheckBox] = {}
        for racer in racers:  # the built-ins, then the user's own solvers
            check = QCheckBox(i18n.strategy_title(racer.title or racer.name))
            check.setToolTip(i18n.strategy_title(racer.description))
            check.setChecked(racer.name in chosen)
            check.toggled.connect(self._changed)
            box.addWidget(check)
            self.checks[racer.name] = check
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self._changed()

    def chosen(self) -> list[str]:
        return [name for name, check in self.checks.items() if check.isChecked()]

    def _changed(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(MIN_RACERS <= len(self.chosen()) <= MAX_RACERS)


class RaceTools(QObject):
    """Ctrl+R for ``window``: the picker, the recording job and its progress dialog."""

    def __init__(self, controller: Controller, window: QWidget, settings: QSettings) -> None:
        super().__init__(window)
        self.c, self.window, self.settings = controller, window, settings
        self.runner = JobRunner(window, self)
        self._heard: list[str] = []
        self._names: list[str] = []

    def jump_divergence(self) -> None:
        """Ctrl+D: the first step where two racers' searches guess differently."""
        race = self.c.racing.race
        if race is None or not race.jump_to_divergence():
            self.c.message.emit(
                QCoreApplication.translate(
                    "MainWindow", "No divergence to show: race two algorithms that guess (Ctrl+R)."
                ),
                False,
            )

    def last_choice(self) -> list[str]:
        saved = read(self.settings, SETTING, "")
        offered = {racer.name for racer in self.racers()}
        names = [n for n in saved.split(",") if n in offered] if saved else []
        return names if MIN_RACERS <= len(names) <= MAX_RACERS else list(DEFAULT_RACE)

    def racers(self) -> list[Algorithm]:
        """What the picker offers: the window's algorithms (the built-ins, the solvers the user
        loaded that can run now) that record steps, none with a comma in its name (the race's
        setting is a list joined by commas)."""
        loader = getattr(self.window, "solver_loader", None)
        offered = loader.offered() if loader is not None else available_algorithms()
        return [racer for racer in offered if racer.records_steps and "," not in racer.name]

    def pick_and_race(self) -> None:
        """Ctrl+R: the picker; OK records the race."""
        if find_conflicts(self.c.document.values):
            self.c.message.emit(
                QCoreApplication.translate("RaceTools", "Cannot race: the givens conflict. Fix the red cells first."),
                True,
            )
            return
        picker = RacePicker(self.last_choice(), self.racers(), self.window)
        chosen = picker.exec() == QDialog.DialogCode.Accepted
        self._keys_back()
        if not chosen:
            return
        names = picker.chosen()
        self.settings.setValue(SETTING, ",".join(names))
        self.start(names)

    @property
    def job(self) -> Job | None:
        """The recording job running (or run last)."""
        return self.runner.job

    def start(self, names: list[str], step_cap: int | None = None) -> Job:
        """Record ``names`` in the background, then show the race."""
        self.c.nav.pause()
        self._heard = []
        self._names = names
        return self.runner.start(
            self.c.racing.record_race(names, step_cap),
            progress=self._heard_from,
            done=self._done,
            failed=lambda error: self._failed(failure_text(error)),
            finished=self._finished,
            busy=Busy(
                self._progress_text(names),
                QCoreApplication.translate("RaceTools", "Recording the race"),
                len(names),
                delay_ms=300,
            ),
        )

    def _progress_text(self, names: list[str]) -> str:
        """What the recording dialog says: the limit, then a line per racer finished (one long
        line of names made the dialog wider than the screen)."""
        head = QCoreApplication.translate(
            "RaceTools", "Each racer runs in its own process, for at most {seconds:g} s."
        ).format(seconds=self.c.time_limit or DEFAULT_TIME_LIMIT)
        if not self._heard:
            return head
        lines = [
            QCoreApplication.translate("RaceTools", "{place}. {algorithm}").format(
                place=place, algorithm=i18n.algorithm_title(name)
            )
            for place, name in enumerate(self._heard, start=1)
        ]
        return "\n".join([head, QCoreApplication.translate("RaceTools", "Finished:"), *lines])

    def _heard_from(self, racer: Racer) -> None:
        self._heard.append(racer.algorithm)
        self.runner.set_text(self._progress_text(self._names))
        self.runner.set_counts(len(self._heard), len(self._names))

    def _failed(self, text: str) -> None:
        self.c.message.emit(text, True)

    def _done(self, racers: list[Racer]) -> None:
        self.c.racing.show_race(racers)

    def _finished(self, cancelled: bool) -> None:
        """The recording's dialog is gone: the keyboard back, and after a Cancel the status
        bar says so (a cancelled job reports no result)."""
        self._keys_back()
        if cancelled:
            self.c.message.emit(QCoreApplication.translate("RaceTools", "Race cancelled."), False)

    def _keys_back(self) -> None:
        """A race dialog closed: the window takes the keyboard back (without a window manager,
        as offscreen or on a bare X server, nothing would give it back: Ctrl+Q did nothing)."""
        if self.window.isVisible():
            self.window.activateWindow()

    def shutdown(self) -> None:
        self.runner.shutdown()
