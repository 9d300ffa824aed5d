"""The controller: owns the puzzle as edited, the undo stack, hints, the mode and the run shown.

A QObject without widgets. Widgets observe its signals and call its methods; it never touches a
widget. The run shown is a ``Playback`` (solver thread, timeline, search tree, position); one
``FrameClock`` moves it while it plays. Three modes (``Mode``):

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

from ..core.board_state import BoardState, Highlight
from ..core.document import Document
from ..core.grid import Values, find_conflicts
from ..core.run import Outcome
from ..core.strategies import DEFAULT_STRATEGY, STRATEGIES
from ..core.timeline import Timeline
from ..speeds import MAX_SPEED
from . import i18n
from .clock import FrameClock
from .editing import Editing
from .mode import Mode
from .playback import Playback
from .race.commands import Racing
from .race.lockstep import Race
from .run_report import end_report
from .run_undo import CloseRunCommand, KeptRuns, OpenRunCommand
from .solver.thread import SolveRun, join_all

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


class Controller(Editing, Racing, QObject):
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

    auto_marks = True
    """Show the candidates the values imply where the player has written no marks."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.document = Document.of((0,) * 81)
        self.algorithm = DEFAULT_STRATEGY
        self.time_limit: float | None = None
        self.clock = FrameClock(self)
        self.shown: Playback | None = None
        self.state = self.document.board()
        self._kept = KeptRuns()
        self._instant = False
        self._hint_state: BoardState | None = None
        self._reported: Playback | None = None
        self.race: Race | None = None
        self._solution: tuple[Values | None, Values | None] = (None, None)  # (givens, solution)

    # -- queries ---------------------------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        nav = self._nav()
        if nav is None:
            return Mode.EDIT
        return Mode.PLAY if nav.playing else Mode.REVIEW

    def _nav(self) -> Playback | Race | None:
        """What the playing keys move: the race shown, else the run shown."""
        return self.race if self.race is not None else self.shown

    @property
    def puzzle(self) -> Values:
        """The givens as entered."""
        return self.document.givens

    @property
    def timeline(self) -> Timeline | None:
        return self.shown.timeline if self.shown is not None else None

    @property
    def position(self) -> int:
        return self.shown.position if self.shown is not None else 0

    @property
    def revealed(self) -> int:
        return self.shown.revealed if self.shown is not None else 0

    @property
    def playing(self) -> bool:
        nav = self._nav()
        return nav is not None and nav.playing

    @property
    def speed(self) -> int:
        return self.clock.speed

    @property
    def outcome(self) -> Outcome | None:
        """How the shown run ended (``RUNNING`` while live; None when no run is shown)."""
        return self.shown.outcome if self.shown is not None else None

    @property
    def run_algorithm(self) -> str:
        """The strategy of the run shown (``fast`` after Solve Instantly)."""
        return self.shown.algorithm if self.shown is not None else self.algorithm

    @property
    def solver(self) -> SolveRun | None:
        """The shown run's solver thread, while it lives."""
        return self.shown.solver if self.shown is not None else None

    def live(self) -> bool:
        """True while a solver thread is working on the shown run."""
        return self.shown is not None and self.shown.live()

    def solving_seconds(self) -> float:
        return self.shown.solving_seconds() if self.shown is not None else 0.0

    def screen_seconds(self) -> float:
        return self.shown.screen_seconds() if self.shown is not None else 0.0

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
                self.play()
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
        self._close_run_undoably()
        self._instant = False
        name = algorithm or self.algorithm
        start = self.document.board(STRATEGIES[name].derived_candidates, for_solving=True)
        run = Playback(name, start, self.clock, self.time_limit, self)
        command = OpenRunCommand(self, run, paused)
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

    def play(self) -> None:
        nav = self._nav()
        if nav is not None:
            nav.play()

    def pause(self) -> None:
        nav = self._nav()
        if nav is not None:
            nav.pause()

    def toggle_play(self) -> None:
        nav = self._nav()
        if nav is None:
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
        if self._nav() is None:
            if self._cannot_solve():
                return
            self.start(paused=True)
        nav = self._nav()
        assert nav is not None
        if not nav.step_forward():
            self.message.emit(QCoreApplication.translate("Controller", "This is the last step of the run."), False)

    def step_back(self) -> None:
        nav = self._nav()
        if nav is not None:
            nav.step_back()

    def jump(self, forward: bool) -> None:
        """Ctrl+Left / Ctrl+Right: to the previous / next guess or backtrack."""
        nav = self._nav()
        if nav is not None and not nav.jump(forward):
            self.message.emit(
                QCoreApplication.translate("Controller", "No later guess or backtrack.")
                if forward
                else QCoreApplication.translate("Controller", "No earlier guess or backtrack."),
                False,
            )

    def home(self) -> None:
        nav = self._nav()
        if nav is not None:
            nav.home()

    def end(self) -> None:
        nav = self._nav()
        if nav is not None:
            nav.end()

    def seek(self, position: int) -> None:
        """Show the board after ``position`` steps (clamped to what is kept); in a race, every
        board at that step (or that many milliseconds of solving time)."""
        nav = self._nav()
        if nav is not None:
            nav.seek(position)

    def stop(self) -> None:
        """Esc: stop a live run (its steps stay to review); else close the run or the race; else
        clear a hint."""
        if self.race is not None:
            self.close_race()
            self.message.emit(
                QCoreApplication.translate("Controller", "Back to the puzzle from the race (Ctrl+R races again)."),
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
        elif self.shown is not None:
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
        if self.shown is not None:
            self.shown.pause()
        join_all(JOIN_MS)

    # -- the run shown ---------------------------------------------------------------------------

    def _close_run_undoably(self) -> None:
        """Leave the shown run for the puzzle, as one undo entry; a run brought back by undo is
        left by redoing its closing entry, so no redo entry is lost."""
        if self.race is not None:  # racers are not in the history: leaving a race closes it
            self.close_race()
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
        command = CloseRunCommand(self, run)
        self.undo_stack.push(command)  # redo() hides the run
        self._kept.add(command)

    def _hide_run(self) -> None:
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

    def _show_run(self, run: Playback) -> None:
        self._hide_run()
        self.shown = run
        for signal, slot in self._run_slots(run):
            signal.connect(slot)
        self.state = run.state
        self.runChanged.emit(run)
        self.modeChanged.emit(self.mode)
        self.boardChanged.emit(self.state)
        self._on_position(run.position, len(run.timeline), run.timeline.first_position)

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
        if run.outcome is not Outcome.STOPPED and not run.at_end():
            return  # still to be played to its end
        self._reported = run
        for text, error in end_report(run, self.document.values, self.time_limit):
            self.message.emit(text, error)
