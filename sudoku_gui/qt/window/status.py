"""The status bar: the mode, the last message, the difficulty, and the figures of the run shown.

It observes the controller (mode, board) and the run shown; while a run is live (or a race
plays) it refreshes its times five times a second, between steps too, and at max speed its texts at most ten times
a second (nobody reads faster). A live run whose solver says nothing for ``SILENCE_NOTE_S``
seconds while the board waits for its next step is said to be silent, the seconds counting up
(the run stays live: Esc stops it, and a loaded solver's silence limit ends it).

No text sizes the window: every label elides (``ElidedLabel``) and shows plain text, errors in
a red readable on the theme's background.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QSizePolicy, QStatusBar, QWidget

from ...core.board_state import BoardState
from ...core.runs.step_stream import Outcome
from ...speeds import MAX_SPEED
from ..controller import Controller
from ..mode import Mode
from ..playback import Playback
from .elided_label import ElidedLabel
from .outcome_words import outcome_text
from .theme import error_red

TEXT_REFRESH_MS = 100
SILENCE_NOTE_S = 3
"""Seconds a live run's solver may say nothing, the board waiting for it, before the bar says so."""


class StatusBar(QStatusBar):
    """See the module text."""

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._c = controller
        self.mode_label = ElidedLabel(QCoreApplication.translate("MainWindow", "Editing"), most_chars=40)
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
        self.stats = ElidedLabel(most_chars=80)
        self.stats.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "At the step shown: steps applied, guesses, backtracks, current search depth"
            )
        )
        self.times = ElidedLabel(most_chars=50)
        self.times.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Solving: time spent inside the strategy. On screen: time the run has been playing (pauses excluded).",
            )
        )
        self.rating_label = ElidedLabel(QCoreApplication.translate("MainWindow", "Difficulty: -"), most_chars=40)
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
        self._error = False  # the message is an error (red)
        self._mode_error = False
        self._silent: tuple[Playback | None, int] = (None, -1)  # the run and length silence is counted for
        self._silent_clock = QElapsedTimer()
        self._silence_said: tuple[str, str, bool] | None = None  # what the bar says, and what it said before
        self._clock = QTimer(self)  # the times move while a run is live, even between steps
        self._clock.setInterval(200)
        self._clock.timeout.connect(self.refresh)
        controller.modeChanged.connect(self._mode_changed)
        controller.boardChanged.connect(self._board_changed)
        controller.message.connect(self.say)

    def say(self, text: str, error: bool = False) -> None:
        """Show a message (red for errors) until the next one; cut short with "…" when it does
        not fit, its tooltip holding the whole of it."""
        self._error = error
        self._color(self.message, error)
        self.message.setText(text)

    def _color(self, label: ElidedLabel, red: bool) -> None:
        """``label`` in red (at least 4.5:1 on the bar's background) or the theme's text colour;
        its style sheet is set only when it changes (setting one re-polishes the label)."""
        sheet = f"color: {error_red(self.palette().color(QPalette.ColorRole.Window)).name()};" if red else ""
        if label.styleSheet() != sheet:
            label.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # another theme: a red readable on it
            self._color(self.message, self._error)
            self._color(self.mode_label, self._mode_error)

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
        self._watch_silence(run if c.racing.race is None else None)
        if run is None:
            self.times.setText("")
            self._mode_error = False
            self._color(self.mode_label, False)
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
        self._mode_error = race is None and not run.playing and run.outcome is Outcome.WRONG
        self._color(self.mode_label, self._mode_error)

    def _watch_silence(self, run: Playback | None) -> None:
        """Say "no step for N s" while ``run`` is live, shown at its newest step, and its solver
        has recorded nothing for ``SILENCE_NOTE_S`` seconds or more; take it back when a step comes."""
        if run is None or not run.live() or run.position < len(run.timeline):
            self._silent = (None, -1)
            self._end_silence()
            return
        if self._silent != (run, len(run.timeline)):
            self._silent = (run, len(run.timeline))
            self._silent_clock.start()
            self._end_silence()
            return
        seconds = self._silent_clock.elapsed() // 1000
        if seconds < SILENCE_NOTE_S:
            return
        text = QCoreApplication.translate("MainWindow", "no step for {seconds} s: Esc stops it").format(seconds=seconds)
        if self._silence_said is None:
            self._silence_said = (text, self.message.text(), self._error)
        elif self.message.text() != self._silence_said[0]:
            return  # something else was said meanwhile: it stays
        else:
            self._silence_said = (text, *self._silence_said[1:])
        self.say(text)

    def _end_silence(self) -> None:
        """A step came (or the run ended): the message before the silence again, unless
        something else was said meanwhile."""
        said, self._silence_said = self._silence_said, None
        if said is not None and self.message.text() == said[0]:
            self.say(said[1], said[2])
