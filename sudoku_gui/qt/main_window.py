"""The main window: board, menus, toolbar, speed, status bar; owns the puzzle and the run.

The puzzle as entered lives here (changed only through the undo stack); a run shows its steps on
a BoardState built from it, so stopping returns to exactly what was entered.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..core.board_state import BoardState, replay
from ..core.grid import PuzzleError, Values, cell_name, conflicting_cells, find_conflicts, format_grid, parse_puzzle
from ..core.puzzle_io import load_puzzles
from ..core.strategies import DEFAULT_STRATEGY, STRATEGIES
from ..speeds import position_of, speed_text
from .assistant import Assistant
from .board_widget import BoardWidget
from .chrome import APP_TITLE, build_chrome, show_about, show_keys
from .session import SolveSession
from .step_log import StepLog

DEFAULT_SPEED = 20
FIRST_RUN_SIZE = (1200, 860)
"""Window size (px) before any is remembered, shrunk to fit smaller screens."""
REVIEW_LIMIT = 200_000
"""Steps a click in the log may replay (a replay costs about a microsecond a step)."""


def count(n: int, noun: str) -> str:
    """``1 guess``, ``2 guesses``, ``1,024 steps``."""
    plural = noun + ("es" if noun.endswith("s") else "s")
    return f"{n:,} {noun if n == 1 else plural}"


class SetPuzzle(QUndoCommand):
    """An edit of the puzzle as entered: one cell typed, or a whole puzzle pasted or loaded."""

    def __init__(self, window: MainWindow, old: Values, new: Values, text: str) -> None:
        super().__init__(text)
        self._window, self._old, self._new = window, old, new

    def redo(self) -> None:
        self._window._show_puzzle(self._new)

    def undo(self) -> None:
        self._window._show_puzzle(self._old)


class MainWindow(QMainWindow):
    """The app's window. ``settings`` defaults to the user's QSettings."""

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.setWindowTitle(APP_TITLE)
        self.settings = settings if settings is not None else QSettings()
        self.puzzle: Values = (0,) * 81
        self.state = BoardState(self.puzzle)
        self.session: SolveSession | None = None
        self.undo_stack = QUndoStack(self)
        self.algorithm = str(self.settings.value("algorithm", DEFAULT_STRATEGY))
        if self.algorithm not in STRATEGIES:
            self.algorithm = DEFAULT_STRATEGY

        self.board = BoardWidget(self.state)
        self.board.digitEntered.connect(self._on_digit)
        self.step_label = QLabel(" ")
        self.step_label.setWordWrap(True)
        self.step_label.setToolTip("What the last step did, and why")
        self.step_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(8, 8, 8, 4)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.step_label)
        self.setCentralWidget(central)
        self.log = StepLog(self)
        self.log.view.clicked.connect(self._review_step)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.assistant = Assistant(self)
        self.compare_dialog = None

        build_chrome(self)

        self._clock = QTimer(self)  # refreshes elapsed time while solving, even between steps
        self._clock.setInterval(200)
        self._clock.timeout.connect(self.refresh_status)

        self.set_speed(int(self.settings.value("speed", DEFAULT_SPEED)))
        geometry = self.settings.value("geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self._first_run_size()
        layout_state = self.settings.value("windowState")
        if isinstance(layout_state, QByteArray):
            self.restoreState(layout_state)  # where the step log and toolbar were left
        last = self.settings.value("puzzle", "")
        if isinstance(last, str) and last:
            with contextlib.suppress(PuzzleError):  # a damaged setting: start empty
                self._show_puzzle(parse_puzzle(last))
        self.update_actions()
        self.refresh_status()
        if not any(self.puzzle):
            self.say("Type 1-9 in a cell, paste (Ctrl+V) or use the Puzzles menu; F5 solves.")
        self.board.setFocus()

    def _first_run_size(self) -> None:
        """Wide enough for the toolbar's controls and the step log beside a large board."""
        screen = QGuiApplication.primaryScreen()
        avail = screen.availableGeometry() if screen is not None else None
        width = min(FIRST_RUN_SIZE[0], int(avail.width() * 0.95)) if avail else FIRST_RUN_SIZE[0]
        height = min(FIRST_RUN_SIZE[1], int(avail.height() * 0.95)) if avail else FIRST_RUN_SIZE[1]
        self.resize(width, height)
        self.resizeDocks([self.log], [min(300, width // 4)], Qt.Orientation.Horizontal)
        actions_bar, settings_bar = self.toolbars
        if width < actions_bar.sizeHint().width() + settings_bar.sizeHint().width() + 16:
            self.insertToolBarBreak(settings_bar)  # a small screen: the settings get their own row

    # -- puzzle editing ------------------------------------------------------------------------

    def _show_puzzle(self, values: Values) -> None:
        """Make ``values`` the puzzle as entered and show it (no undo entry; see SetPuzzle)."""
        self.puzzle = tuple(values)
        self.state = BoardState(self.puzzle)
        self.board.set_state(self.state)
        self.board.set_conflicts(conflicting_cells(self.puzzle))
        self.step_label.setText(" ")
        self.log.clear()
        self.assistant.puzzle_changed()
        self.update_actions()
        self.settings.setValue("puzzle", format_grid(self.puzzle))
        self.refresh_status()

    def _refuse_while_solving(self, what: str) -> bool:
        if self.session is not None and self.session.running:
            self.say(f"Stop the solver (Esc) before you {what}.")
            return True
        return False

    def load_puzzle(self, values: Sequence[int], text: str = "Load puzzle") -> bool:
        """Replace the puzzle (undoable). Returns False when refused because a run is going on."""
        if self._refuse_while_solving("load another puzzle"):
            return False
        self.end_finished_session()
        self.undo_stack.push(SetPuzzle(self, self.puzzle, tuple(values), text))
        givens = sum(1 for v in values if v)
        self.say(f"Puzzle loaded: {givens} givens." + self._conflict_note())
        return True

    def _on_digit(self, cell: int, digit: int) -> None:
        if self._refuse_while_solving("edit the puzzle"):
            return
        self.end_finished_session()
        if self.puzzle[cell] == digit:
            if self.state.values != list(self.puzzle):
                self._show_puzzle(self.puzzle)  # after a solve: back to the puzzle as entered
            return
        new = list(self.puzzle)
        new[cell] = digit
        text = f"{cell_name(cell)} = {digit}" if digit else f"Clear {cell_name(cell)}"
        self.undo_stack.push(SetPuzzle(self, self.puzzle, tuple(new), text))
        self.say(self._conflict_note().strip())

    def _conflict_note(self) -> str:
        conflicts = find_conflicts(self.puzzle)
        return f" Conflict: {conflicts[0]}." if conflicts else ""

    def clear_puzzle(self) -> None:
        self.load_puzzle((0,) * 81, "Clear puzzle")

    def paste_puzzle(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.say("Nothing to paste: the clipboard holds no text.", error=True)
            return
        try:
            values = parse_puzzle(text.strip())
        except PuzzleError as e:
            self.say(f"Not pasted, the board is unchanged: {e}.", error=True)
            return
        self.load_puzzle(values, "Paste puzzle")

    def copy_board(self) -> None:
        QGuiApplication.clipboard().setText(format_grid(self.state.values))
        self.say("Board copied as 81 characters.")

    def open_file(self) -> None:
        if self._refuse_while_solving("load another puzzle"):
            return
        start = str(self.settings.value("lastDir", ""))
        path, _ = QFileDialog.getOpenFileName(
            self, "Open Puzzle", start, "Puzzles (*.txt *.sdk *.sdm *.ss);;All files (*)"
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Load the first valid puzzle of a file; a clear message when there is none."""
        try:
            items = load_puzzles(path)
        except OSError as e:
            QMessageBox.warning(self, APP_TITLE, f"Cannot read {path}:\n{e.strerror or e}")
            return False
        good = [it for it in items if it.values is not None]
        if not good:
            QMessageBox.warning(self, APP_TITLE, f"No puzzle found in {path}:\n{items[0].error}")
            return False
        self.settings.setValue("lastDir", str(path).rsplit("/", 1)[0])
        if self.load_puzzle(good[0].values, "Open puzzle") and len(items) > 1:
            self.say(f"Loaded the first of {len(items)} puzzles in the file.")
        return True

    # -- solving -------------------------------------------------------------------------------

    def set_speed(self, speed: int) -> None:
        """Set the animation speed (steps per second, or MAX_SPEED) and remember it."""
        self.speed_label.setText(speed_text(speed))
        if self.speed_slider.value() != position_of(speed):
            self.speed_slider.blockSignals(True)
            self.speed_slider.setValue(position_of(speed))
            self.speed_slider.blockSignals(False)
        self._speed = speed
        self.settings.setValue("speed", speed)
        if self.session is not None and self.session.running:
            self.session.set_speed(speed)

    def speed(self) -> int:
        return self._speed

    def set_algorithm(self, name: str) -> None:
        if name not in STRATEGIES:
            raise KeyError(name)
        self.algorithm = name
        self.settings.setValue("algorithm", name)
        for a in self._algorithm_actions.actions():
            a.setChecked(a.text() == name)
        if self.algorithm_combo.currentText() != name:
            self.algorithm_combo.setCurrentText(name)
        self.say(f"Algorithm: {name} - {STRATEGIES[name].description}")

    def end_finished_session(self) -> None:
        if self.session is not None and not self.session.running:
            self.session.shutdown()
            self.session.deleteLater()
            self.session = None

    def solve(self, paused: bool = False) -> None:
        """Start a run (F5); resumes a paused one."""
        if self.session is not None and self.session.running:
            if self.session.paused and not paused:
                self.session.resume()
                self.update_actions()
            return
        conflicts = find_conflicts(self.puzzle)
        if conflicts:
            self.say(f"Cannot solve: {conflicts[0]}. Fix the red cells first.", error=True)
            return
        self.end_finished_session()
        strategy = STRATEGIES[self.algorithm]
        self.state = BoardState(self.puzzle, strategy.derived_candidates)
        self.board.set_state(self.state)
        self.log.clear()
        limit = self.time_limit.value() or None
        self.session = SolveSession(self.state, strategy, self._speed, self, time_limit=limit)
        self.session.advanced.connect(self._on_advanced)
        self.session.finished.connect(self._on_finished)
        self.session.start(paused=paused)
        self._clock.start()
        self.say(f"Solving with {self.algorithm}…" if not paused else "Paused: F10 steps, Space resumes.")
        self.update_actions()

    def toggle_pause(self) -> None:
        s = self.session
        if s is None or not s.running:
            return
        if s.paused:
            s.resume()
            self.say(f"Solving with {self.algorithm}…")
        else:
            s.pause()
            self.say("Paused: F10 steps, Space resumes, Esc stops.")
        self.update_actions()
        self.refresh_status()

    def step_once(self) -> None:
        """F10: one step while paused; starts a paused run when idle; pauses a running one."""
        s = self.session
        if s is None or not s.running:
            self.solve(paused=True)
            s = self.session
            if s is None:
                return
        if not s.paused:
            self.toggle_pause()
            return
        s.step_once()

    def stop(self) -> None:
        """Esc: stop the run and show the puzzle as entered."""
        if self.session is None:
            if self.state.values != list(self.puzzle) or self.state.counters.steps:
                self._show_puzzle(self.puzzle)  # leave hints or a look back
                self.say("The board shows the puzzle as entered.")
            self.update_actions()
            return
        self.session.shutdown()
        self.end_finished_session()
        self._show_puzzle(self.puzzle)
        self._clock.stop()
        self.say("Stopped; the board shows the puzzle as entered.")
        self.update_actions()

    def _review_step(self, index) -> None:
        """A click in the step log: show the board as it was right after that step."""
        if self.session is not None and self.session.running:
            self.say("Stop the solver (Esc) to look back at earlier steps.")
            return
        steps = self.log.model.steps()[: index.row() + 1]
        if len(steps) > REVIEW_LIMIT:
            self.say(f"Looking back works for the first {REVIEW_LIMIT:,} steps of a run.")
            return
        self.state = replay(self.puzzle, steps, self.state.derived_candidates)
        self.board.set_state(self.state)
        self.step_label.setText(f"Step {len(steps)}: {steps[-1].text}")
        self.refresh_status()
        self.update_actions()
        self.say("Looking back: Esc returns to the puzzle as entered, F12 gives a hint from here.")

    def _on_advanced(self, steps: list) -> None:
        self.log.append(steps)
        self.board.update()
        self.step_label.setText(self.state.last_text or " ")
        self.refresh_status()

    def _on_finished(self, outcome: str) -> None:
        self._clock.stop()
        if self.session is None:
            return
        k = self.state.counters
        t = self.session.elapsed_seconds()
        counts = (
            f"{count(k.steps, 'step')} ({count(k.guesses, 'guess')}, {count(k.backtracks, 'backtrack')}), {t:.2f} s"
        )
        if outcome == "solved":
            self.say(f"Solved in {counts}")
        elif outcome == "multiple":
            self.say(f"{k.solutions:,} solutions found (showing the first) in {counts}", error=True)
        elif outcome == "no-solution":
            self.say(f"No solution: searched in {counts}", error=True)
        elif outcome == "time-limit":
            self.say(f"Time limit reached ({self.session.time_limit:g} s of solving) after {counts}", error=True)
        elif outcome.startswith("error"):
            self.say(f"The solver failed: {outcome[7:]}", error=True)
        self.board.update()
        self.step_label.setText(self.state.last_text or " ")
        self.update_actions()
        self.refresh_status()

    def export_path(self) -> None:
        """File > Export Solution Path: the current algorithm's steps on the puzzle, as JSON Lines."""
        start = str(self.settings.value("lastDir", ""))
        path, _ = QFileDialog.getSaveFileName(
            self, "Export Solution Path", start, "JSON Lines (*.jsonl);;All files (*)"
        )
        if path:
            self.assistant.export(path, self.algorithm, self.time_limit.value() or None)

    def compare(self) -> None:
        """Solve > Compare Algorithms: every strategy on the puzzle as entered, in the background."""
        conflicts = find_conflicts(self.puzzle)
        if conflicts:
            self.say(f"Cannot compare: {conflicts[0]}.", error=True)
            return
        from .compare_dialog import CompareDialog  # loads the plotting library only when asked

        if self.compare_dialog is not None:
            self.compare_dialog.close()
        dialog = CompareDialog(self.puzzle, self.time_limit.value() or None, self)
        dialog.destroyed.connect(lambda _=None, d=dialog: self._compare_closed(d))  # it deletes itself on close
        self.compare_dialog = dialog
        dialog.show()

    def _compare_closed(self, dialog) -> None:
        if self.compare_dialog is dialog:
            self.compare_dialog = None

    # -- status --------------------------------------------------------------------------------

    def say(self, text: str, error: bool = False) -> None:
        """Show a message in the status bar (red for errors) until the next one."""
        self.message.setStyleSheet("color: #c81e1e;" if error else "")
        self.message.setText(text)
        self.message.setToolTip(text)  # the whole message, when the status bar cuts it short

    def refresh_status(self) -> None:
        k = self.state.counters
        t = self.session.elapsed_seconds() if self.session is not None else 0.0
        self.stats.setText(
            f"Steps {k.steps:,}  ·  Guesses {k.guesses:,}  ·  Backtracks {k.backtracks:,}  ·  "
            f"Depth {k.depth}  ·  {t:.2f} s"
        )

    def update_actions(self) -> None:
        running = self.session is not None and self.session.running
        paused = running and self.session.paused
        self.board.set_editing(not running)
        self.act_pause.setEnabled(running)
        self.act_pause.setText("&Resume" if paused else "&Pause")
        self.act_stop.setEnabled(self.session is not None or self.state.counters.steps > 0)
        self.act_solve.setEnabled(not running or paused)
        for a in (self.act_paste, self.act_clear, self.act_open, self.act_undo, self.act_redo):
            a.setEnabled(not running)
        if not running:
            self.act_undo.setEnabled(self.undo_stack.canUndo())
            self.act_redo.setEnabled(self.undo_stack.canRedo())

    def _toggle_candidates(self, on: bool) -> None:
        self.board.set_show_candidates(on)
        self.settings.setValue("showCandidates", on)

    def show_keys(self) -> None:
        show_keys(self)

    def show_about(self) -> None:
        show_about(self)

    # -- lifetime ------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.session is not None:
            self.session.shutdown()  # stop and join the solver thread before the window goes
        if self.compare_dialog is not None:
            self.compare_dialog.close()
        self.assistant.shutdown()
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("windowState", self.saveState())
        self.settings.sync()
        super().closeEvent(event)
