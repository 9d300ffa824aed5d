"""The controller: holds the editor (the puzzle as edited and the undo stack), the race commands,
hints, the mode and the run shown.

A QObject without widgets. Widgets observe its signals and call its methods (and its parts':
``editor``, ``racing``, ``nav``); it never touches a widget. The run shown is a ``Playback``
(solver thread, timeline, search tree, position); one ``FrameClock`` moves it while it plays.
What the playing keys move is ``nav`` (a ``Navigable``: the race shown, else the run shown,
else nothing). Three modes (``Mode``):

- ``EDIT``: no run is shown; the board is the puzzle as edited (givens, the player's digits and
  marks, hints applied).
- ``PLAY``: a run is shown and its steps advance at the chosen speed.
- ``REVIEW``: a run is shown, paused or over; Left/Right, Home/End, Ctrl+Left/Right and the scrub
  slider move through its timeline, and Space plays on from the step shown.

Typing, pasting or loading reaches the puzzle in every mode: in ``REVIEW`` the run is closed
first (one undo entry), in ``PLAY`` it is refused until the run is paused or stopped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance
from PySide6.QtGui import QUndoStack

from ..core.algorithms import registry
from ..core.board_state import BoardState, Highlight
from ..core.document import Document
from ..core.grid import Values, find_conflicts, format_grid
from ..core.recording.timeline import Timeline
from ..core.runs.step_stream import Outcome
from ..core.steps import Eliminate, Place
from ..core.strategies import DEFAULT_STRATEGY
from ..speeds import MAX_SPEED
from . import i18n
from .clock import FrameClock
from .editor import Editor
from .mode import NO_RUN, Mode, Navigable
from .own_solver.check_policy import CheckPolicy
from .playback import Playback
from .race.commands import RaceCommands
from .run_undo import KEPT_RUNS, CloseRunCommand, KeptRuns, OpenRunCommand
from .solver.thread import join_all
from .window.run_report import end_report

JOIN_MS = 2000
"""How long closing the window waits for a solver thread."""
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


class Controller(QObject):
    """See the module docstring.

    Signals:
        boardChanged(object): the BoardState to paint (a new object each time).
        positionChanged(int, int, int): position shown, steps recorded, first position kept.
        modeChanged(object): the ``Mode``.
        runChanged(object): a different run (a ``Playback``, or None) is shown: views follow it.
        raceChanged(object): a race (a ``Race``) is shown instead of one run, or none (None).
        message(str, bool): a line for the status bar; True for an error.
        documentChanged(): the puzzle as edited changed (for ratings, titles, autosave).
        puzzleLoaded(): a load replaced the puzzle, or its undo or redo did (after documentChanged).
    """

    boardChanged = Signal(object)
    positionChanged = Signal(int, int, int)
    modeChanged = Signal(object)
    runChanged = Signal(object)
    raceChanged = Signal(object)
    message = Signal(str, bool)
    documentChanged = Signal()
    puzzleLoaded = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.editor = Editor(self, self)
        self.racing = RaceCommands(self, self)
        for part in (self.editor, self.racing):
            part.message.connect(self.message)
        self.editor.puzzleLoaded.connect(self.puzzleLoaded)
        self.racing.raceChanged.connect(self.raceChanged)
        self.algorithm = DEFAULT_STRATEGY
        self.time_limit: float | None = None
        self.clock = FrameClock(self)
        self.checks = CheckPolicy()
        """Which runs started from now on are checked (Solve > Check Steps)."""
        self.shown: Playback | None = None
        self.state = self.document.board()
        self._kept = KeptRuns()
        self._instant = False
        self._hint_state: BoardState | None = None
        self._reported: Playback | None = None

    # -- queries ---------------------------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        nav = self.nav
        if nav is NO_RUN:
            return Mode.EDIT
        return Mode.PLAY if nav.playing else Mode.REVIEW

    @property
    def nav(self) -> Navigable:
        """What the playing keys move: the race shown, else the run shown, else ``NO_RUN``."""
        if self.racing.race is not None:
            return self.racing.race
        return self.shown if self.shown is not None else NO_RUN

    @property
    def document(self) -> Document:
        """The puzzle as edited (the editor's)."""
        return self.editor.document

    @property
    def kept(self) -> KeptRuns:
        """Which runs and races the undo entries still hold."""
        return self._kept

    @property
    def undo_stack(self) -> QUndoStack:
        """The history of edits and runs (the editor's)."""
        return self.editor.undo_stack

    @property
    def puzzle(self) -> Values:
        """The givens as entered."""
        return self.editor.document.givens

    @property
    def timeline(self) -> Timeline | None:
        return self.shown.timeline if self.shown is not None else None

    @property
    def playing(self) -> bool:
        return self.nav.playing

    @property
    def speed(self) -> int:
        return self.clock.speed

    def live(self) -> bool:
        """True while a solver thread is working on the shown run."""
        return self.shown is not None and self.shown.live()

    def solver_idle(self) -> bool:
        """False while a live run plays (F5 has nothing to do then)."""
        return not (self.live() and self.playing)

    def copy_text(self) -> str:
        """The board as shown, 81 characters."""
        return format_grid(self.state.values)

    def reveal_ms(self, state: BoardState) -> int:
        """How long the links of ``state``'s step should take to appear (0: at once): a hint
        plays its chain once; a playing run only at slow speed (see ``REVEAL_MIN_STEP_MS``). A
        forcing net opens at its first branch: its links are the ones that appear."""
        h = state.highlight
        n = len(h.branches[0].links if h.branches else h.links)
        if not n:
            return 0
        if state is self._hint_state:
            return min(HINT_REVEAL_MAX_MS, HINT_LINK_MS * n)
        speed = self.clock.speed
        if self.playing and speed != MAX_SPEED and 1000 / speed >= REVEAL_MIN_STEP_MS:
            return int(1000 / speed * REVEAL_SHARE)
        return 0

    # -- the board as shown (the editor's host) --------------------------------------------------

    def show_document(self) -> None:
        """Show the puzzle as edited (it has just changed)."""
        self.state = self.document.board()
        self.boardChanged.emit(self.state)
        self.documentChanged.emit()

    def show_hint(self, highlight: Highlight, text: str) -> None:
        """Mark an applied hint on the board as shown."""
        self.state.highlight = highlight
        self.state.last_text = text
        self.boardChanged.emit(self.state)

    def show_cell_problem(self, cell: int) -> None:
        """Mark ``cell`` on the board as the place of a problem (the hint refused to build on it)."""
        self._show_highlight(Highlight(conflict=(cell,)))

    def show_cells(self, cells: tuple[int, ...]) -> None:
        """Tint ``cells`` on the board as shown (the Analyse dialog's backdoor cells); () clears."""
        self._show_highlight(Highlight(causes=tuple(cells)))

    def _show_highlight(self, highlight: Highlight) -> None:
        state = self.state.copy()
        state.highlight = highlight
        self.state = state
        self.boardChanged.emit(state)

    def preview(self, step: Place | Eliminate) -> None:
        """Show ``step`` on the board without applying it (a hint)."""
        state = self.state.copy()
        state.preview(step)
        self.state = self._hint_state = state
        self.boardChanged.emit(state)

    # -- running ---------------------------------------------------------------------------------

    def set_algorithm(self, name: str) -> None:
        """Choose the algorithm ``name`` for the next runs; KeyError (``UnknownAlgorithm``) when
        no algorithm runs under that name."""
        registry.algorithm(name)
        self.algorithm = name

    def set_speed(self, speed: int) -> None:
        self.clock.set_speed(speed)

    def _cannot_solve(self) -> bool:
        conflicts = find_conflicts(self.document.values)
        if conflicts:
            self.message.emit(
                QCoreApplication.translate("Controller", "Cannot solve: {value}. Fix the red cells first.").format(
                    value=i18n.speak(conflicts[0].message())
                ),
                True,
            )
        return bool(conflicts)

    def solve(self) -> None:
        """F5: start a run from the board as edited; resumes a paused live run."""
        if self.live():
            if not self.playing:
                self.nav.play()
            return
        if not self._cannot_solve():
            self.start(paused=False)

    def solve_instantly(self) -> None:
        """Ctrl+F5: the answer at once from ``fast`` (no steps to watch), whatever the speed and
        the chosen algorithm; the run ends shown at its end, with the count of solutions."""
        if self.live():
            self.stop()
        if self._cannot_solve():
            return
        self.start(paused=True, algorithm="fast")
        self._instant = True
        self.message.emit(QCoreApplication.translate("Controller", "Solving instantly…"), False)

    def start(self, paused: bool, algorithm: str | None = None) -> None:
        """Start a new run of ``algorithm`` (default: the chosen one) from the puzzle as edited,
        the player's marks included (one undo entry)."""
        self.close_run_undoably()
        self._instant = False
        name = algorithm or self.algorithm
        start = self.document.board(registry.algorithm(name).derived_candidates, for_solving=True)
        run = Playback(name, start, self.clock, self.time_limit, self, check=self.checks.applies(name))
        command = OpenRunCommand(run, paused, self.show_run, self.hide_run)
        self.undo_stack.push(command)  # shows and starts it
        self._kept.add(command)
        self.message.emit(
            QCoreApplication.translate("Controller", "Solving with {run_algorithm}…").format(
                run_algorithm=i18n.algorithm_title(name)
            )
            if not paused
            else QCoreApplication.translate("Controller", "F10 or Right steps, Space plays."),
            False,
        )

    def toggle_play(self) -> None:
        nav = self.nav
        if self.mode is Mode.EDIT:
            self.message.emit(
                QCoreApplication.translate("Controller", "Space plays a run: press F5 to start one."), False
            )
        elif nav.playing:
            nav.pause()
            self.message.emit(
                QCoreApplication.translate("Controller", "Left/Right step, Home/End jump, Space plays on, Esc stops."),
                False,
            )
        else:
            nav.play()
            if isinstance(nav, Playback):
                self.message.emit(
                    QCoreApplication.translate("Controller", "Playing {run_algorithm}…").format(
                        run_algorithm=i18n.algorithm_title(nav.algorithm)
                    ),
                    False,
                )

    def step_forward(self) -> None:
        """F10 / Right: one step forward (starts a paused run when editing)."""
        if self.mode is Mode.EDIT:
            if self._cannot_solve():
                return
            self.start(paused=True)
        if not self.nav.step_forward():
            self.message.emit(QCoreApplication.translate("Controller", "This is the last step of the run."), False)

    def jump(self, forward: bool) -> None:
        """Ctrl+Left / Ctrl+Right: to the previous / next guess or backtrack."""
        if self.mode is not Mode.EDIT and not self.nav.jump(forward):
            self.message.emit(
                QCoreApplication.translate("Controller", "No later guess or backtrack.")
                if forward
                else QCoreApplication.translate("Controller", "No earlier guess or backtrack."),
                False,
            )

    def stop(self) -> None:
        """Esc: stop a live run (its steps stay to review); else close the run or the race; else
        clear a hint."""
        if self.racing.showing():
            self.racing.close_race()
            self.message.emit(
                QCoreApplication.translate("Controller", "Back to the puzzle from the race (Ctrl+Z shows it again)."),
                False,
            )
        elif self.shown is not None and self.shown.live():
            self.shown.stop()
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "Stopped: the steps so far stay to review; Esc again returns to the puzzle."
                ),
                False,
            )
        elif self.mode is not Mode.EDIT:
            self.close_run_undoably()
            self.message.emit(
                QCoreApplication.translate(
                    "Controller", "The board shows the puzzle as before the run (Ctrl+Z shows the run again)."
                ),
                False,
            )
        elif self.state.highlight != Highlight() or self.state.last_text:
            self.editor.set_document(self.document)

    def shutdown(self) -> None:
        """Stop and join every solver thread (closing the window)."""
        if self.shown is not None:
            self.shown.pause()
        join_all(JOIN_MS)

    # -- the run shown ---------------------------------------------------------------------------

    def close_run_undoably(self) -> None:
        """Leave the shown run for the puzzle, as one undo entry; a run brought back by undo is
        left by redoing its closing entry, so no redo entry is lost."""
        if self.racing.showing():  # leaving a race: its own entry
            self.racing.close_race()
            return
        run = self.shown
        if run is None:
            return
        if run.live():
            run.stop()
        index = self.undo_stack.index()
        upcoming = self.undo_stack.command(index) if index < self.undo_stack.count() else None
        if isinstance(upcoming, CloseRunCommand) and upcoming.run is run:
            self.undo_stack.redo()
            return
        command = CloseRunCommand(run, self.show_run, self.hide_run)
        self.undo_stack.push(command)  # redo() hides the run
        self._kept.add(command)

    def hide_run(self) -> None:
        """Back to the puzzle from the run shown, if any (no undo entry)."""
        run = self.shown
        if run is None:
            return
        if run.live():
            run.stop()
        run.pause()
        for signal, slot in self._run_slots(run):
            signal.disconnect(slot)
        self.shown = None
        self.state = self.document.board()
        self.runChanged.emit(None)
        self.boardChanged.emit(self.state)
        self.modeChanged.emit(Mode.EDIT)

    def show_run(self, run: Playback | None) -> None:
        """Show ``run`` where it was left; None: a run no longer kept, so back to the puzzle."""
        self.hide_run()
        if run is None:
            self.message.emit(
                QCoreApplication.translate(
                    "CloseRunCommand", "That run is no longer kept (only the last {n} runs are)."
                ).format(n=KEPT_RUNS),
                True,
            )
            return
        self.shown = run
        for signal, slot in self._run_slots(run):
            signal.connect(slot)
        self.state = run.state
        self.runChanged.emit(run)
        self.modeChanged.emit(self.mode)
        self.boardChanged.emit(self.state)
        self._on_position(run.position, len(run.timeline), run.timeline.first_position)

    def mode_changed(self) -> None:
        """Tell the views the mode may have changed."""
        self.modeChanged.emit(self.mode)

    def _run_slots(self, run: Playback) -> list[tuple[SignalInstance, Callable[..., None]]]:
        return [
            (run.boardChanged, self._on_board),
            (run.positionChanged, self._on_position),
            (run.playingChanged, self._on_playing),
            (run.ended, self._on_ended),
        ]

    def _on_board(self, state: BoardState) -> None:
        self.state = state
        self.boardChanged.emit(state)

    def _on_position(self, position: int, total: int, first: int) -> None:
        self.positionChanged.emit(position, total, first)

    def _on_playing(self, playing: bool) -> None:
        self.modeChanged.emit(self.mode)
        if playing:
            self._reported = None
        else:
            self._maybe_report()

    def _on_ended(self) -> None:
        run = self.shown
        if run is None:
            return
        if self._instant:
            self._instant = False
            run.seek(len(run.timeline))  # Solve Instantly: straight to the answer
        self._maybe_report()
        self.modeChanged.emit(self.mode)

    def _maybe_report(self) -> None:
        """Say how the run ended, once, when it is over and not playing (a run played at its
        pace reports when its last step is shown)."""
        run = self.shown
        if run is None or run.live() or run.playing or self._reported is run:
            return
        if run.outcome is not Outcome.STOPPED and run.fault is None and not run.at_end():
            return  # still to be played to its end (a fault is said where the run paused)
        self._reported = run
        for text, error in end_report(run, self.document.values, self.time_limit):
            self.message.emit(text, error)
