"""The status bar: the mode, the last message, the difficulty, and the figures of the run shown.

It observes the controller (mode, board) and the run shown; while a run is live (or a race
plays) it refreshes its times five times a second, between steps too, and at max speed its texts at most ten times
a second (nobody reads faster).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

from ..core.board_state import BoardState
from ..core.run import Outcome
from ..speeds import MAX_SPEED
from .controller import Controller
from .elided_label import ElidedLabel
from .mode import Mode
from .outcome_words import outcome_text

ERROR_STYLE = "color: #c81e1e;"
TEXT_REFRESH_MS = 100


class StatusBar(QStatusBar):
    """See the module text."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._c = controller
        self.mode_label = QLabel(QCoreApplication.translate("MainWindow", "Editing"))
        self.mode_label.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Editing: arrows move the cursor, digits enter givens. Playing / Paused: Left/Right step, Home/End jump, Space plays or pauses, Esc stops.",
            )
        )
        self.message = ElidedLabel()
        # A long message must not widen the window past the screen: it ends in "…", and its
        # tooltip holds it.
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message.setMinimumWidth(80)
        self.stats = QLabel()
        self.stats.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "At the step shown: steps applied, guesses, backtracks, current search depth"
            )
        )
        self.times = QLabel()
        self.times.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Solving: time spent inside the strategy. On screen: time the run has been playing (pauses excluded).",
            )
        )
        self.rating_label = QLabel(QCoreApplication.translate("MainWindow", "Difficulty: -"))
        self.rating_label.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Sudoku Explainer's rating (ER: its hardest step) and the level it gives: Easy up to 1.5, Medium 2.5, "
                "Hard 4.4, Expert 6.4, Extreme 8.9, Beyond above. Puzzles > Analyse (Ctrl+I) tells why.",
            )
        )
        self.addWidget(self.mode_label)
        self.addWidget(self.message, 1)
        self.addPermanentWidget(self.rating_label)
        self.addPermanentWidget(self.stats)
        self.addPermanentWidget(self.times)
        self._since = QElapsedTimer()
        self._clock = QTimer(self)  # the times move while a run is live, even between steps
        self._clock.setInterval(200)
        self._clock.timeout.connect(self.refresh)
        controller.modeChanged.connect(self._mode_changed)
        controller.boardChanged.connect(self._board_changed)
        controller.message.connect(self.say)

    def say(self, text: str, error: bool = False) -> None:
        """Show a message (red for errors) until the next one."""
        self.message.setStyleSheet(ERROR_STYLE if error else "")
        self.message.setText(text)
        self.message.setToolTip(text)  # the whole message, when the bar cuts it short

    def show_rating(self, short: str, detail: str) -> None:
        self.rating_label.setText(short)
        self.rating_label.setToolTip(detail or short)

    def _mode_changed(self, _mode: Mode) -> None:
        if self._c.live() or self._c.racing.showing() and self._c.playing:
            self._clock.start()
        else:
            self._clock.stop()
        self.refresh()

    def _board_changed(self, _state: BoardState) -> None:
        c = self._c
        if c.playing and c.speed == MAX_SPEED:
            if self._since.isValid() and self._since.elapsed() < TEXT_REFRESH_MS:
                return
            self._since.start()
        self.refresh()

    def refresh(self) -> None:
        c = self._c
        k = c.state.counters
        run = c.shown
        # A run's steps are counted as the slider and the step log number them: every step
        # recorded, the closing one (Solved, No solution...) too, which the board's counter skips.
        steps = run.position if run is not None else k.steps
        self.stats.setText(
            QCoreApplication.translate(
                "MainWindow", "Steps {steps:,}  ·  Guesses {guesses:,}  ·  Backtracks {backtracks:,}  ·  Depth {depth}"
            ).format(steps=steps, guesses=k.guesses, backtracks=k.backtracks, depth=k.depth)
        )
        if run is None:
            self.times.setText("")
            self.mode_label.setStyleSheet("")
            self.mode_label.setText(
                QCoreApplication.translate("MainWindow", "Game: givens locked")
                if c.document.playing
                else QCoreApplication.translate("MainWindow", "Editing")
            )
            return
        race = c.racing.race
        solving, screen = run.solving_seconds(), run.screen_seconds()
        if race is not None:  # the followed racer at the step shown; the race's own time on screen
            solving, screen = run.timeline.seconds_at(run.position), race.screen_seconds()
        self.times.setText(
            QCoreApplication.translate("MainWindow", "solving {solving:.2f} s  ·  on screen {screen:.1f} s").format(
                solving=solving, screen=screen
            )
        )
        if race is not None:
            if race.playing:
                self.mode_label.setText(QCoreApplication.translate("MainWindow", "Race: playing"))
            elif race.at_end():
                self.mode_label.setText(QCoreApplication.translate("MainWindow", "Race: over"))
            else:
                self.mode_label.setText(QCoreApplication.translate("MainWindow", "Race: paused"))
        elif run.playing:
            self.mode_label.setText(QCoreApplication.translate("MainWindow", "Playing"))
        elif run.live():
            self.mode_label.setText(QCoreApplication.translate("MainWindow", "Paused"))
        elif run.outcome is Outcome.RUNNING:
            self.mode_label.setText(QCoreApplication.translate("MainWindow", "Review"))
        elif run.fault is not None:
            self.mode_label.setText(
                QCoreApplication.translate("MainWindow", "Review (fault at step {n})").format(n=f"{run.fault.step:,}")
            )
        else:
            self.mode_label.setText(
                QCoreApplication.translate("MainWindow", "Review ({outcome})").format(
                    outcome=outcome_text(run.outcome, run.error)
                )
            )
        wrong = race is None and not run.playing and run.outcome is Outcome.WRONG
        self.mode_label.setStyleSheet(ERROR_STYLE if wrong else "")
