"""The controller: owns the puzzle, the undo stack, the solver run and its timeline.

A QObject without widgets. Widgets observe its signals and call its methods; it never touches a
widget. Three modes:

- ``edit``: no run is shown; the board is the puzzle as edited (givens, plus hints applied).
- ``play``: a run is shown and its steps advance at the chosen speed.
- ``review``: a run is shown, paused or over; Left/Right, Home/End, Ctrl+Left/Right and the scrub
  slider move through its timeline, and Space plays on from the step shown.

Pacing lives here, on the GUI side: a timer ticks once a display frame and moves the shown
position as far as the speed allows (to the newest recorded step at max speed); the board is
rebuilt from the timeline once per tick, whatever the number of steps in between.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..core.board_state import BoardState, Highlight
from ..core.candidates import bit
from ..core.counting import count_solutions
from ..core.fast import solve_fast
from ..core.formats import Board
from ..core.grid import PEERS, Values, basic_candidates, cell_name, conflicting_cells, find_conflicts, format_grid
from ..core.run import run_steps
from ..core.steps import Eliminate, Place
from ..core.strategies import DEFAULT_STRATEGY, STRATEGIES
from ..core.timeline import Timeline
from ..speeds import MAX_SPEED
from . import i18n
from .gui_turn import GUI_TURN
from .run import SolveRun

log = logging.getLogger(__name__)

TICK_MS = 16
"""Timer period while playing: about one display frame."""
MAX_SPEED_TICK_MS = 33
"""Timer period at max speed: the board changes every frame anyway, and the GUI thread shares
the GIL with the solver, so each frame it skips is solving time (30 frames a second)."""
MAX_WINDOW = 16384
"""Steps the solver may run ahead of the board at max speed."""
SWITCH_INTERVAL = 0.001
"""Seconds the solver thread may hold the GIL while the GUI thread waits for it (Python's
default is 5 ms): the GUI thread needs the GIL at the start of every event that runs Python, so
this bounds the event loop's lateness; the solver keeps the rest (see gui_turn.py)."""
JOIN_MS = 2000
"""How long closing the window waits for a solver thread before it warns."""
SEARCH_KINDS = ("guess", "backtrack")
REVEAL_MIN_STEP_MS = 250
"""A run's chain steps play their links one by one when each step stays on screen at least
this long (4 steps a second or slower); faster, a chain appears whole, at no extra cost."""
REVEAL_SHARE = 0.6
"""The share of a step's time on screen its links take to appear; the rest shows them all with
the eliminations struck."""
HINT_LINK_MS = 180
"""A hint's chain plays once, this long a link..."""
HINT_REVEAL_MAX_MS = 3000
"""...but within this time, however long the chain."""


def window_for(speed: int) -> int:
    """Steps the solver may run ahead of the board: a quarter second's worth, at least 4."""
    return MAX_WINDOW if speed == MAX_SPEED else max(4, speed // 4)


@dataclass(frozen=True)
class Document:
    """The puzzle as edited: ``givens`` typed by the user, ``values`` the board as shown (givens
    plus the player's digits and digits placed by applied hints), ``candidates`` the pencil marks
    (None: those the values imply; a tuple once the player or a hint has changed a mark; an empty
    cell's 0 means "no marks written" there), ``playing``: the givens are locked and typed digits
    are the player's own."""

    givens: Values
    values: Values
    candidates: tuple[int, ...] | None = None
    playing: bool = False

    @staticmethod
    def of(givens: Values) -> Document:
        return Document(tuple(givens), tuple(givens))

    def board(self, derived: bool = False, for_solving: bool = False) -> BoardState:
        """The board as shown; ``for_solving`` fills empty cells that hold no marks with the
        candidates their peers allow, so a solver or hint starts from the player's marks where
        there are some (a mark the player removed stays removed)."""
        state = BoardState(self.givens, derived)
        state.values = list(self.values)
        if self.candidates is not None and not derived:
            marks = list(self.candidates)
            if for_solving:
                implied = basic_candidates(self.values)
                for c in range(81):
                    if not self.values[c] and not marks[c]:
                        marks[c] = implied[c]
            state.candidates[:] = marks
        else:
            state._stale = True
        return state

    def with_digit(self, cell: int, digit: int, as_given: bool) -> Document:
        """This document with ``digit`` (0 clears) in ``cell``, as a given or as the player's;
        written marks follow: the cell's marks go, the digit leaves its peers' marks."""
        givens = list(self.givens)
        if as_given:
            givens[cell] = digit
        values = list(self.values)
        values[cell] = digit
        marks: tuple[int, ...] | None = None
        if self.candidates is not None:
            cands = list(self.candidates)
            if digit:
                cands[cell] = bit(digit)
                for p in PEERS[cell]:
                    if not values[p]:
                        cands[p] &= ~bit(digit)
            else:
                cands[cell] = basic_candidates(values)[cell]
            marks = tuple(cands)
        return replace(self, givens=tuple(givens), values=tuple(values), candidates=marks)

    def marks(self, auto: bool) -> list[int]:
        """The marks as shown: the written ones, else the implied ones (``auto``) or none."""
        if self.candidates is not None:
            return list(self.candidates)
        if auto:
            return basic_candidates(self.values)
        return [bit(v) if v else 0 for v in self.values]


@dataclass
class RunView:
    """A run as shown: its timeline, where the view is, and how it ended."""

    timeline: Timeline
    algorithm: str
    position: int
    outcome: str
    solving_seconds: float
    screen_seconds: float


class EditCommand(QUndoCommand):
    """An edit of the document: a digit, a paste, a load, a clear, an applied hint."""

    def __init__(self, controller: Controller, old: Document, new: Document, text: str) -> None:
        super().__init__(text)
        self._c, self._old, self._new = controller, old, new

    def redo(self) -> None:
        self._c._set_document(self._new)

    def undo(self) -> None:
        self._c._set_document(self._old)


class CloseRunCommand(QUndoCommand):
    """Leaving a run's view for the board as it was before the run; undo shows the run again."""

    def __init__(self, controller: Controller, view: RunView) -> None:
        super().__init__(
            QCoreApplication.translate("CloseRunCommand", "Close the {algorithm} run").format(algorithm=view.algorithm)
        )
        self._c = controller
        self.view: RunView | None = view

    def redo(self) -> None:
        self._c._hide_run()

    def undo(self) -> None:
        if self.view is not None:
            self._c._show_run(self.view)
        else:
            self._c.message.emit(
                QCoreApplication.translate(
                    "CloseRunCommand", "That run is no longer kept (only the last closed run is)."
                ),
                True,
            )


class Controller(QObject):
    """See the module docstring.

    Signals:
        boardChanged(object): the BoardState to paint (a new object each time).
        positionChanged(int, int, int): position shown, steps recorded, first position kept.
        modeChanged(str): "edit", "play" or "review".
        runReset(): a different timeline (or none) is shown: views reading it start over.
        message(str, bool): a line for the status bar; True for an error.
        documentChanged(): the puzzle as edited changed (for ratings, titles, autosave).
    """

    boardChanged = Signal(object)
    positionChanged = Signal(int, int, int)
    modeChanged = Signal(str)
    runReset = Signal()
    message = Signal(str, bool)
    documentChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.document = Document.of((0,) * 81)
        self.algorithm = DEFAULT_STRATEGY
        self.run_algorithm = DEFAULT_STRATEGY
        """The strategy of the run shown (``fast`` after Solve Instantly)."""
        self._instant = False
        self.speed = 20
        self.time_limit: float | None = None
        self.state = self.document.board()
        self.timeline: Timeline | None = None
        self.run: SolveRun | None = None
        self._retiring: set[SolveRun] = set()
        self._closed: CloseRunCommand | None = None
        self.position = 0
        self.revealed = 0
        self.playing = False
        self.outcome = ""
        """How the shown run ended ("" while it is live)."""
        self._solving_seconds = 0.0
        self._screen_ms = 0
        self._screen_clock = QElapsedTimer()
        self._frame_clock = QElapsedTimer()
        self._budget = 0.0
        self._forward_wanted = 0
        self._hint_state: BoardState | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        sys.setswitchinterval(SWITCH_INTERVAL)

    # -- queries ---------------------------------------------------------------------------------

    @property
    def mode(self) -> str:
        if self.timeline is None:
            return "edit"
        return "play" if self.playing else "review"

    @property
    def puzzle(self) -> Values:
        """The givens as entered."""
        return self.document.givens

    def solving_seconds(self) -> float:
        """Time spent inside the strategy (pauses, animation and recording excluded)."""
        return self.run.solving_seconds if self.run is not None else self._solving_seconds

    def screen_seconds(self) -> float:
        """Time the run has been playing on screen (pauses excluded)."""
        ms = self._screen_ms
        if self.playing and self._screen_clock.isValid():
            ms += self._screen_clock.elapsed()
        return ms / 1000.0

    def reveal_ms(self, state: BoardState) -> int:
        """How long the links of ``state``'s step should take to appear (0: at once): a hint
        plays its chain once; a playing run only at slow speed (see ``REVEAL_MIN_STEP_MS``)."""
        n = len(state.highlight.links)
        if not n:
            return 0
        if state is self._hint_state:
            return min(HINT_REVEAL_MAX_MS, HINT_LINK_MS * n)
        if self.playing and self.speed != MAX_SPEED and 1000 / self.speed >= REVEAL_MIN_STEP_MS:
            return int(1000 / self.speed * REVEAL_SHARE)
        return 0

    def live(self) -> bool:
        """True while a solver thread is working on the shown run."""
        return self.run is not None

    # -- editing ---------------------------------------------------------------------------------

    def _edit(self, new: Document, text: str) -> bool:
        if self.playing:
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "The run is playing: pause it (Space) or stop it (Esc) before you edit."
                ),
                True,
            )
            return False
        self._close_run_undoably()
        if new != self.document:
            self.undo_stack.push(EditCommand(self, self.document, new, text))
        return True

    def enter_digit(self, cell: int, digit: int) -> None:
        """Type ``digit`` in ``cell`` (0 clears): a given while editing, the player's own digit
        while playing (givens are locked then)."""
        d = self.document
        if d.playing and d.givens[cell]:
            if self.timeline is None:
                self.message.emit(
                    QCoreApplication.translate(
                        "Controller", "{cell} is a given: givens are locked while playing (Ctrl+G edits them)."
                    ).format(cell=cell_name(cell)),
                    True,
                )
            return
        if d.values[cell] == digit and (d.playing or d.givens[cell] == digit):
            if self.timeline is not None and not self.playing:
                self._close_run_undoably()
            return
        new = d.with_digit(cell, digit, as_given=not d.playing)
        if not digit:
            text = QCoreApplication.translate("Controller", "Clear {value}").format(value=cell_name(cell))
        elif d.playing:
            #: An undo entry (Edit > Undo "..."): the player typed a digit in a cell.
            text = QCoreApplication.translate("Controller", "{cell} = {digit} (yours)").format(
                cell=cell_name(cell), digit=digit
            )
        else:
            #: An undo entry (Edit > Undo "..."): a given typed in a cell.
            text = QCoreApplication.translate("Controller", "{cell} = {digit}").format(
                cell=cell_name(cell), digit=digit
            )
        if self._edit(new, text):
            conflicts = find_conflicts(self.document.values)
            self.message.emit(
                QCoreApplication.translate("Controller", "Conflict: {value}.").format(
                    value=i18n.speak(conflicts[0].message())
                )
                if conflicts
                else "",
                bool(conflicts),
            )

    # -- playing and pencil marks ----------------------------------------------------------------

    auto_marks = True
    """Show the candidates the values imply where the player has written no marks (View >
    Show Candidates)."""

    def toggle_playing(self) -> None:
        """Ctrl+G: lock the givens and play (typed digits become the player's), or unlock them."""
        d = self.document
        if d.playing:
            self._edit(replace(d, playing=False), QCoreApplication.translate("Controller", "Edit givens"))
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "Editing givens: typed digits are givens again (Ctrl+G plays)."
                ),
                False,
            )
            return
        if find_conflicts(d.givens):
            self.message.emit(
                QCoreApplication.translate("Controller", "Fix the red cells first: the givens conflict."), True
            )
            return
        if not any(d.givens):
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "Enter the puzzle's givens first, then start playing (Ctrl+G)."
                ),
                True,
            )
            return
        solutions = count_solutions(d.givens, 2)
        if not solutions:
            self.message.emit(
                QCoreApplication.translate("Controller", "This puzzle has no solution: nothing to play."), True
            )
            return
        if self._edit(replace(d, playing=True), QCoreApplication.translate("Controller", "Start playing")):
            self.message.emit(
                QCoreApplication.translate(
                    "Controller",
                    "Playing: givens locked; your digits are blue. Shift+digit or Enter toggles pencil marks.",
                )
                if solutions == 1
                else QCoreApplication.translate(
                    "Controller",
                    "Playing: givens locked; your digits are blue. Shift+digit or Enter toggles pencil marks."
                    " Note: it has more than one solution, so mistakes cannot be shown.",
                ),
                solutions != 1,
            )

    def solution(self) -> Values | None:
        """The unique solution of the givens, or None (no or several solutions); cached."""
        givens = self.document.givens
        if self._solution_for != givens:
            self._solution_for = givens
            self._solution = solve_fast(givens) if count_solutions(givens, 2) == 1 else None
        return self._solution

    _solution_for: Values | None = None
    _solution: Values | None = None

    def mistakes(self) -> frozenset[int]:
        """Cells where the player's digit differs from the unique solution (empty when there is
        none to compare with)."""
        d = self.document
        solution = self.solution()
        if solution is None:
            return frozenset()
        return frozenset(c for c in range(81) if d.values[c] and not d.givens[c] and d.values[c] != solution[c])

    def toggle_mark(self, cell: int, digit: int) -> None:
        """Add or remove the player's pencil mark ``digit`` in an empty ``cell``."""
        d = self.document
        if d.values[cell]:
            self.message.emit(
                QCoreApplication.translate("Controller", "{cell} holds a digit: marks go in empty cells.").format(
                    cell=cell_name(cell)
                ),
                True,
            )
            return
        marks = d.marks(self.auto_marks)
        had = marks[cell] & bit(digit)
        marks[cell] ^= bit(digit)
        text = (
            QCoreApplication.translate("Controller", "Remove {digit} in {cell}")
            if had
            else QCoreApplication.translate("Controller", "Mark {digit} in {cell}")
        ).format(digit=digit, cell=cell_name(cell))
        self._edit(replace(d, candidates=tuple(marks)), text)

    def fill_marks(self) -> None:
        """Write every candidate the values allow as the player's marks."""
        d = self.document
        self._edit(
            replace(d, candidates=tuple(basic_candidates(d.values))),
            QCoreApplication.translate("Controller", "Fill all candidates"),
        )

    def clear_marks(self) -> None:
        """Remove every pencil mark (the board then shows only what the player writes)."""
        d = self.document
        self._edit(
            replace(d, candidates=tuple(bit(v) if v else 0 for v in d.values)),
            QCoreApplication.translate("Controller", "Clear marks"),
        )

    def load(self, values: Values, text: str = "") -> bool:
        """Replace the puzzle (undoable). False when refused (a run is playing)."""
        text = text or QCoreApplication.translate("Controller", "Load puzzle")
        if not self._edit(Document.of(tuple(values)), text):
            return False
        givens = sum(1 for v in values if v)
        conflicts = find_conflicts(self.document.values)
        self.message.emit(
            QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens. Conflict: {conflict}.").format(
                givens=givens, conflict=i18n.speak(conflicts[0].message())
            )
            if conflicts
            else QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens.").format(givens=givens),
            bool(conflicts),
        )
        return True

    def load_board(self, board: Board, text: str = "") -> bool:
        """Replace the puzzle with a board read from a file (placed digits and pencil marks
        kept; with placed digits the game is on: givens locked). Undoable."""
        text = text or QCoreApplication.translate("Controller", "Load puzzle")
        playing = any(board.placed)
        if not self._edit(Document(board.givens, board.values, board.marks, playing), text):
            return False
        givens = sum(1 for v in board.givens if v)
        placed = sum(1 for v in board.placed if v)
        marks = board.marks is not None
        if placed and marks:
            text = QCoreApplication.translate(
                "Controller", "Puzzle loaded: {givens} givens, {placed} placed, pencil marks."
            )
        elif placed:
            text = QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens, {placed} placed.")
        elif marks:
            text = QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens, pencil marks.")
        else:
            text = QCoreApplication.translate("Controller", "Puzzle loaded: {givens} givens.")
        self.message.emit(text.format(givens=givens, placed=placed), False)
        return True

    def clear(self) -> None:
        self.load((0,) * 81, QCoreApplication.translate("Controller", "Clear puzzle"))

    def apply_step(self, step: Place | Eliminate) -> bool:
        """Apply a logical step (a hint) to the puzzle as edited, as one undoable edit."""
        if self.timeline is not None:
            self.message.emit(
                QCoreApplication.translate("Controller", "Hints are applied to the puzzle: close the run (Esc) first."),
                True,
            )
            return False
        board = self.document.board()
        board.apply(step)
        new = Document(self.document.givens, tuple(board.values), tuple(board.candidates))
        self.undo_stack.push(
            EditCommand(
                self,
                self.document,
                new,
                QCoreApplication.translate("Controller", "Hint: {technique}").format(
                    technique=i18n.technique_name(step.technique)
                ),
            )
        )
        self.state.highlight = board.highlight
        self.state.last_text = step.text
        self.boardChanged.emit(self.state)
        return True

    def preview(self, step: Place | Eliminate) -> None:
        """Show ``step`` on the board without applying it (a hint)."""
        state = self.state.copy()
        state.preview(step)
        self.state = self._hint_state = state
        self.boardChanged.emit(state)

    def copy_text(self) -> str:
        """The board as shown, 81 characters."""
        return format_grid(self.state.values)

    def conflicts(self) -> frozenset[int]:
        return conflicting_cells(self.document.values) if self.timeline is None else frozenset()

    def _set_document(self, doc: Document) -> None:
        """Make ``doc`` the puzzle as edited and show it (no undo entry; see EditCommand)."""
        self._hide_run()
        self.document = doc
        self.state = doc.board()
        self.boardChanged.emit(self.state)
        self.documentChanged.emit()

    # -- running ---------------------------------------------------------------------------------

    def set_algorithm(self, name: str) -> None:
        if name not in STRATEGIES:
            raise KeyError(name)
        self.algorithm = name

    def set_speed(self, speed: int) -> None:
        self.speed = speed
        self._budget = 0.0
        self._timer.setInterval(MAX_SPEED_TICK_MS if speed == MAX_SPEED else TICK_MS)
        self._grant()

    def solve(self) -> None:
        """F5: start a run from the board as edited; resumes a paused live run."""
        if self.live() and not self.playing:
            self.play()
            return
        if self.live():
            return
        conflicts = find_conflicts(self.document.values)
        if conflicts:
            self.message.emit(
                QCoreApplication.translate("Controller", "Cannot solve: {value}. Fix the red cells first.").format(
                    value=i18n.speak(conflicts[0].message())
                ),
                True,
            )
            return
        self.start(paused=False)

    def solve_instantly(self) -> None:
        """Ctrl+F5: the answer at once from ``fast`` (no steps to watch), whatever the speed and
        the chosen algorithm; the run ends shown at its end, with the count of solutions."""
        if self.live():
            self.stop()
        conflicts = find_conflicts(self.document.values)
        if conflicts:
            self.message.emit(
                QCoreApplication.translate("Controller", "Cannot solve: {value}. Fix the red cells first.").format(
                    value=i18n.speak(conflicts[0].message())
                ),
                True,
            )
            return
        self.start(paused=True, algorithm="fast")
        self._instant = True
        self.message.emit(QCoreApplication.translate("Controller", "Solving instantly…"), False)

    def start(self, paused: bool, algorithm: str | None = None) -> None:
        """Start a new run of ``algorithm`` (default: the chosen one) from the puzzle as edited."""
        self._close_run_undoably()
        self._instant = False
        self.run_algorithm = algorithm or self.algorithm
        strategy = STRATEGIES[self.run_algorithm]
        start = self.document.board(strategy.derived_candidates, for_solving=True)
        timeline = Timeline(start)
        run = SolveRun(self.run_algorithm, run_steps(start, self.run_algorithm, self.time_limit), timeline)
        run.recorded.connect(self._on_recorded)
        run.ended.connect(self._on_run_ended)  # a bound method: no cycle keeps the run alive
        self.run = run
        self.timeline = timeline
        self.outcome = ""
        self.position = self.revealed = 0
        self._solving_seconds = 0.0
        self._screen_ms = 0
        self._forward_wanted = 0
        self.state = timeline.board_at(0)
        self.runReset.emit()
        run.start(window_for(self.speed))
        if paused:
            self.playing = False
            self.modeChanged.emit("review")
        else:
            self.play()
        self._emit_position()
        self.message.emit(
            QCoreApplication.translate("Controller", "Solving with {run_algorithm}…").format(
                run_algorithm=self.run_algorithm
            )
            if not paused
            else QCoreApplication.translate("Controller", "F10 or Right steps, Space plays."),
            False,
        )

    def play(self) -> None:
        """Space: play from the step shown (from the start when the run is over and shown to its end)."""
        tl = self.timeline
        if tl is None or self.playing:
            return
        if not self.live() and self.position >= len(tl):
            self.seek(tl.first_position)
        self.playing = True
        self._budget = 0.0
        self._screen_clock.start()
        self._frame_clock.start()
        self._timer.start()
        self._grant()
        self.modeChanged.emit("play")

    def pause(self) -> None:
        """Stop animating at once; the solver blocks once its window of steps is used."""
        if not self.playing:
            return
        self.playing = False
        self._timer.stop()
        self._screen_ms += self._screen_clock.elapsed()
        self.modeChanged.emit("review")
        # Views may have skipped frames while playing fast: show them the step shown, in full.
        self.boardChanged.emit(self.state)
        self._emit_position()

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
            self.message.emit(
                QCoreApplication.translate("Controller", "Left/Right step, Home/End jump, Space plays on, Esc stops."),
                False,
            )
        elif self.timeline is not None:
            self.play()
            self.message.emit(
                QCoreApplication.translate("Controller", "Playing {run_algorithm}…").format(
                    run_algorithm=self.run_algorithm
                ),
                False,
            )
        else:
            self.message.emit(
                QCoreApplication.translate("Controller", "Space plays a run: press F5 to start one."), False
            )

    def step_forward(self) -> None:
        """F10 / Right: one step forward (starts a paused run when editing)."""
        if self.timeline is None:
            if find_conflicts(self.document.values):
                self.message.emit(QCoreApplication.translate("Controller", "Cannot solve: the givens conflict."), True)
                return
            self.start(paused=True)
        self.pause()
        tl = self.timeline
        assert tl is not None
        if self.position < len(tl):
            self.seek(self.position + 1)
        elif self.live():
            self._forward_wanted = 1
            self.run.grant_until(self.position + 1 + window_for(self.speed))  # type: ignore[union-attr]
        else:
            self.message.emit(QCoreApplication.translate("Controller", "This is the last step of the run."), False)

    def step_back(self) -> None:
        """Left: one step back."""
        if self.timeline is None:
            return
        self.pause()
        if self.position > self.timeline.first_position:
            self.seek(self.position - 1)

    def jump(self, forward: bool) -> None:
        """Ctrl+Left / Ctrl+Right: to the previous / next guess or backtrack."""
        tl = self.timeline
        if tl is None:
            return
        self.pause()
        target = tl.seek(self.position, SEARCH_KINDS, forward)
        if target is None:
            self.message.emit(
                QCoreApplication.translate("Controller", "No later guess or backtrack.")
                if forward
                else QCoreApplication.translate("Controller", "No earlier guess or backtrack."),
                False,
            )
            return
        self.seek(target)

    def home(self) -> None:
        if self.timeline is not None:
            self.pause()
            self.seek(self.timeline.first_position)

    def end(self) -> None:
        if self.timeline is not None:
            self.pause()
            self.seek(len(self.timeline))

    def seek(self, position: int) -> None:
        """Show the board after ``position`` steps (clamped to what is kept)."""
        tl = self.timeline
        if tl is None:
            return
        position = max(tl.first_position, min(position, len(tl)))
        self._show(position)
        self._grant()

    def stop(self) -> None:
        """Esc: stop a live run (its steps stay to review); else close the run; else clear a hint."""
        if self.live():
            self._end_live("stopped")
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "Stopped: the steps so far stay to review; Esc again returns to the puzzle."
                ),
                False,
            )
        elif self.timeline is not None:
            self._close_run_undoably()
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "The board shows the puzzle as before the run (Ctrl+Z shows the run again)."
                ),
                False,
            )
        elif self.state.highlight != Highlight() or self.state.last_text:
            self._set_document(self.document)

    def shutdown(self) -> None:
        """Stop and join every solver thread (closing the window)."""
        self._timer.stop()
        for run in [r for r in (self.run, *self._retiring) if r is not None]:
            if not run.join(JOIN_MS):
                log.warning("solver thread still busy after %d ms; waiting for it", JOIN_MS)
                run.join(2**31 - 1)
        self._retiring.clear()

    # -- internals -------------------------------------------------------------------------------

    def _grant(self) -> None:
        if self.run is not None:
            self.run.grant_until(self.position + window_for(self.speed))

    def _tick(self) -> None:
        GUI_TURN.frame_painted()  # a frame that was never painted does not hold the solver
        with GUI_TURN:  # the solver waits between two steps while the frame is prepared
            before = self.position
            self._frame()
            if self.position != before:
                GUI_TURN.hold_for_frame()  # ...and until the board has painted it

    def _frame(self) -> None:
        tl = self.timeline
        if tl is None:
            return
        total = len(tl)
        dt = self._frame_clock.restart() / 1000.0
        if self.speed == MAX_SPEED:
            target = total
        else:
            self._budget += self.speed * min(dt, 0.25)
            n = int(self._budget)
            self._budget -= n
            target = min(self.position + n, total)
            if target == total:
                self._budget = min(self._budget, 1.0)  # no burst after the solver was slow
        if target != self.position:
            self._show(target)
        self._grant()
        if target == total and not self.live():
            self.pause()
            self._report_end()

    def _show(self, position: int) -> None:
        tl = self.timeline
        assert tl is not None
        self.position = position
        self.revealed = max(self.revealed, position)
        self.state = tl.board_at(position)
        self.boardChanged.emit(self.state)
        self._emit_position()

    def _emit_position(self) -> None:
        tl = self.timeline
        if tl is not None:
            self.positionChanged.emit(self.position, len(tl), tl.first_position)

    def _on_recorded(self, total: int) -> None:
        if self._forward_wanted and self.timeline is not None and self.position < len(self.timeline):
            self._forward_wanted = 0
            self.seek(self.position + 1)
        elif not self.playing:
            self._emit_position()  # the scrub range grows while paused

    def _on_run_ended(self, run: SolveRun, error: str) -> None:
        self._retiring.discard(run)
        if run is not self.run:
            return  # an older run that was stopped: nothing shown depends on it
        self._end_live(error or None)

    def _end_live(self, reason: str | None) -> None:
        """The live run is over: by itself (reason None), stopped, or failed."""
        run = self.run
        if run is None:
            return
        self._solving_seconds = run.solving_seconds
        self.run = None
        if not run.finished:
            run.stop()
            self._retiring.add(run)  # kept until its thread has ended
        tl = self.timeline
        assert tl is not None
        self.outcome = reason or tl.head.outcome or "stopped"
        if reason is not None:  # stopped or failed: show no more
            self.pause()
            self._report_end()
        elif self.playing and self.speed == MAX_SPEED:
            self._tick()  # at max speed the end shows at once, not a frame later
        elif self._instant:
            self._instant = False
            self.seek(len(tl))  # Solve Instantly: straight to the answer
            self._report_end()
        elif not self.playing:
            self._emit_position()
            self._report_end()
        self.modeChanged.emit(self.mode)

    def _report_end(self) -> None:
        tl = self.timeline
        if tl is None or self.live():
            return
        k = tl.head.counters
        counts = QCoreApplication.translate(
            "Controller", "{steps:,} steps ({guesses:,} guesses, {backtracks:,} backtracks); solving {seconds:.2f} s"
        ).format(steps=k.steps, guesses=k.guesses, backtracks=k.backtracks, seconds=self._solving_seconds)
        if self.run_algorithm == "fast":  # it records no steps to count
            counts = QCoreApplication.translate("Controller", "fast solver, {ms:.1f} ms").format(
                ms=self._solving_seconds * 1000
            )
        o = self.outcome
        n, complete = tl.head.solution_count
        if o == "solved" and n < 2:
            n = count_solutions(self.document.values, 2)  # a proper puzzle has exactly one
            complete = n < 2
        if o in ("solved", "multiple") and n >= 2:
            text = (
                QCoreApplication.translate(
                    "Controller", "{n:,} solutions: not a proper puzzle. One is shown; {counts}."
                )
                if complete
                else QCoreApplication.translate(
                    "Controller", "{n:,} solutions (at least {n:,}): not a proper puzzle. One is shown; {counts}."
                )
            )
            self.message.emit(text.format(n=n, counts=counts), True)
        elif o == "solved":
            self.message.emit(
                QCoreApplication.translate("Controller", "Solved: {counts}.").format(counts=counts), False
            )
        elif o == "no-solution":
            self.message.emit(
                QCoreApplication.translate("Controller", "No solution: searched {counts}.").format(counts=counts), True
            )
        elif o == "time-limit":
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "Time limit reached ({value:g} s of solving): {counts}."
                ).format(value=self.time_limit or 0, counts=counts),
                True,
            )
        elif o.startswith("error"):
            self.message.emit(
                QCoreApplication.translate("Controller", "The solver failed: {value}").format(value=o[7:]), True
            )
        if tl.dropped:
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "Only the newest {value:,} steps are kept ({dropped:,} dropped)."
                ).format(value=len(tl) - tl.dropped, dropped=tl.dropped),
                False,
            )

    def _close_run_undoably(self) -> None:
        """Leave the shown run for the board before it, as one undoable step."""
        if self.timeline is None:
            return
        if self.live():
            self._end_live("stopped")
        view = RunView(
            self.timeline,
            self.run_algorithm,
            self.position,
            self.outcome,
            self._solving_seconds,
            self.screen_seconds(),
        )
        if self._closed is not None:
            self._closed.view = None  # keep one closed run, not every one
        command = CloseRunCommand(self, view)
        self._closed = command
        self.undo_stack.push(command)  # redo() hides the run

    def _hide_run(self) -> None:
        if self.timeline is None:
            return
        if self.live():
            self._end_live("stopped")
        self.pause()
        self.timeline = None
        self.position = self.revealed = 0
        self.outcome = ""
        self.state = self.document.board()
        self.runReset.emit()
        self.boardChanged.emit(self.state)
        self.modeChanged.emit("edit")

    def _show_run(self, view: RunView) -> None:
        self._hide_run()
        self.timeline = view.timeline
        self.run_algorithm = view.algorithm
        self.outcome = view.outcome
        self._solving_seconds = view.solving_seconds
        self._screen_ms = int(view.screen_seconds * 1000)
        self.revealed = len(view.timeline)
        self.runReset.emit()
        self.modeChanged.emit("review")
        self.seek(view.position)
