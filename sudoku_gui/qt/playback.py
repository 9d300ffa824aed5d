"""A run shown: its solver thread (while live), timeline, search tree, curves, position and outcome.

One object per run, whoever shows it (the window's board, a race's small boards, the panes
that follow the shown run). It plays, pauses, seeks and steps; a ``FrameClock`` moves it while
it plays. While the solver is live it records into the timeline on its own thread and the
playback grants it credits up to a window of steps ahead of the position shown. A run that is
over, stopped or closed (kept for Ctrl+Z) is the same object, paused.

Signals:
    boardChanged(object): the ``BoardState`` at the position shown (a new object each time).
    positionChanged(int, int, int): the position shown, steps recorded, first position kept.
    playingChanged(bool): started or stopped moving.
    ended(): the solver finished by itself, was stopped or failed (``outcome`` says which).
    treeReady(): the search tree asked for with ``want_tree`` is built and now grows with the run.

The search tree is built only once something wants it (the Search Tree pane shown, a race's
divergence): a run nobody looks at the tree of costs its timeline alone, 2-3 bytes a step
instead of about 10. Built late, it is replayed from the timeline a slice per event-loop turn.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..core.analysis.flaws import Flaw, find_flaw, show_flaw
from ..core.analysis.step_checker import StepChecker
from ..core.analysis.verdict import Fault
from ..core.board_state import BoardState
from ..core.recording.curves import RunSeries
from ..core.recording.source_lines import SourceLines
from ..core.recording.timeline import Timeline
from ..core.runs.step_stream import Outcome, run_steps, start_board
from ..core.steps import Step
from ..core.tree.search_tree import SearchTree
from ..speeds import MAX_SPEED
from .clock import FrameClock
from .own_solver.check_policy import guarded
from .solver.thread import SolveRun

SEARCH_KINDS = ("guess", "backtrack")
TREE_SLICE = 100_000
"""Steps of the timeline replayed into a late search tree per event-loop turn (about 50 ms)."""


class Playback(QObject):
    """See the module text. ``start`` is the board the run starts from (its marks included);
    ``check``: its steps are checked (Solve > Check Steps), and its first fault ends it there."""

    boardChanged = Signal(object)
    positionChanged = Signal(int, int, int)
    playingChanged = Signal(bool)
    ended = Signal()
    treeReady = Signal()

    def __init__(
        self,
        algorithm: str,
        start: BoardState,
        clock: FrameClock,
        time_limit: float | None = None,
        parent: QObject | None = None,
        check: bool = False,
    ) -> None:
        super().__init__(parent)
        self.algorithm = algorithm
        self.check = check
        self.time_limit = time_limit
        self._clock = clock
        board = start_board(start, algorithm)
        self.timeline = Timeline(board, series=RunSeries(board), lines=SourceLines())
        self._tree_wanted: SearchTree | None = None  # being built from the timeline
        self._tree_timer: QTimer | None = None
        self.tree_lost = False
        """True when the tree was wanted too late: the run's first steps were dropped (past the
        timeline's cap), so it can not be replayed."""
        self.state: BoardState = self.timeline.board_at(0)
        self.position = 0
        self.revealed = 0
        """The furthest position shown so far (the step log lists steps up to it)."""
        self.outcome = Outcome.RUNNING
        self.error = ""
        self.checker: StepChecker | None = None
        """The run's step checker when it is checked (made when its solver starts)."""
        self._flaw: Flaw | None | bool = False  # False: not looked for yet (see ``flaw``)
        self._solver: SolveRun | None = None
        self._retired: SolveRun | None = None  # a stopped solver, kept until its thread has ended
        self._solving_seconds = 0.0
        self._screen_ms = 0
        self._screen_clock = QElapsedTimer()
        self._forward_wanted = False

    @classmethod
    def recorded(
        cls,
        algorithm: str,
        timeline: Timeline,
        outcome: Outcome,
        seconds: float,
        clock: FrameClock,
        parent: QObject | None = None,
    ) -> Playback:
        """A run recorded elsewhere (a racer's process): over, shown from its start, never live."""
        run = cls(algorithm, timeline.board_at(timeline.first_position), clock, None, parent)
        run.timeline = timeline
        run.state = timeline.board_at(timeline.first_position)
        run.outcome = outcome
        run._solving_seconds = seconds
        return run

    @property
    def tree(self) -> SearchTree | None:
        """The run's search tree, grown by its timeline; None until ``want_tree`` has built it."""
        return self.timeline.tree

    def want_tree(self) -> bool:
        """Build the search tree if it is not built yet: True when it is ready now; else it is
        replayed from the timeline a slice per event-loop turn and ``treeReady`` follows."""
        if self.timeline.tree is not None:
            return True
        if self._tree_wanted is None and not self.tree_lost:
            self._tree_wanted = SearchTree()
            if self._grow_tree():
                return True
            self._tree_timer = QTimer(self)
            self._tree_timer.setInterval(0)
            self._tree_timer.timeout.connect(self._grow_tree)
            self._tree_timer.start()
        return False

    def tree_progress(self) -> float:
        """How much of the recorded run a tree being built has seen (0..1; 1 when built)."""
        if self.timeline.tree is not None or self._tree_wanted is None:
            return 1.0 if self.timeline.tree is not None else 0.0
        return self.timeline.tree_replayed / max(1, len(self.timeline))

    def _grow_tree(self) -> bool:
        tree = self._tree_wanted
        if tree is None:
            return True
        try:
            done = self.timeline.grow_tree(tree, TREE_SLICE)
        except ValueError:  # the run's first steps were dropped: no tree for it
            done = False
            self._tree_wanted = None
            self.tree_lost = True
        if done or self._tree_wanted is None:
            if self._tree_timer is not None:
                self._tree_timer.stop()
                self._tree_timer.deleteLater()
                self._tree_timer = None
            self._tree_wanted = None
            self.treeReady.emit()  # ready, or known never to be (``tree_lost``)
        return done

    @property
    def series(self) -> RunSeries:
        """The run's chart curves (kept by its timeline)."""
        series = self.timeline.series
        assert series is not None
        return series

    # -- queries ---------------------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        return self._clock.driving(self)

    @property
    def solver(self) -> SolveRun | None:
        """The run's solver thread while it lives (also a stopped one still winding down)."""
        return self._solver or self._retired

    def live(self) -> bool:
        """True while a solver thread is working on this run."""
        return self._solver is not None

    def solving_seconds(self) -> float:
        """Time spent inside the strategy (pauses, animation and recording excluded)."""
        return self._solver.solving_seconds if self._solver is not None else self._solving_seconds

    def screen_seconds(self) -> float:
        """Time the run has been playing on screen (pauses excluded)."""
        ms = self._screen_ms
        if self.playing and self._screen_clock.isValid():
            ms += self._screen_clock.elapsed()
        return ms / 1000.0

    @property
    def fault(self) -> Fault | None:
        """The first fault its checker found (None: none, or not checked)."""
        return self.checker.fault if self.checker is not None else None

    def flaw(self) -> Flaw | None:
        """The first fault or wrong claim of the run, once it is over (None while it runs, or
        when it has none); marked on the board at its step, and never called solved."""
        if self._flaw is False:
            if self.live() or self.outcome is Outcome.RUNNING:
                return None
            self._flaw = find_flaw(self.timeline, self.fault)
        return self._flaw  # type: ignore[return-value]

    def _refuted(self, fault: Fault) -> None:
        """The checker's first fault, heard in the solver's thread before its step is recorded."""
        self.timeline.refuted_from = fault.step

    def length(self) -> int:
        """Steps recorded (the last position)."""
        return len(self.timeline)

    def at_end(self) -> bool:
        return self.position >= len(self.timeline)

    # -- the solver ------------------------------------------------------------------------------

    def start(self, paused: bool = False) -> None:
        """Start the solver thread (once); play at once unless ``paused``."""
        if self._solver is not None or self.outcome is not Outcome.RUNNING:
            return
        steps: Iterator[Step] = run_steps(
            self.timeline.head, self.algorithm, self.time_limit, lines=self.timeline.lines
        )
        if self.check:  # Solve > Check Steps
            steps, self.checker = guarded(steps, self.timeline.head, self.algorithm, self._refuted)
        solver = SolveRun(self.algorithm, steps, self.timeline)
        solver.recorded.connect(self._on_recorded)
        solver.ended.connect(self._on_solver_ended)  # a bound method: no cycle keeps the run alive
        self._solver = solver
        solver.start(self._clock.window())
        if not paused:
            self.play()
        self._emit_position()

    def stop(self) -> None:
        """End the live solver here: its steps stay to review."""
        self._end_live(Outcome.STOPPED)

    def join(self, timeout_ms: int) -> bool:
        """Stop the solver and wait up to ``timeout_ms`` for its thread (closing the window)."""
        self.pause()
        ok = True
        for solver in (self._solver, self._retired):
            if solver is not None and not solver.join(timeout_ms):
                ok = False
        return ok

    def grant(self) -> None:
        """Let a live solver record up to a window of steps past the position shown."""
        if self._solver is not None:
            self._solver.grant_until(self.position + self._clock.window())

    # -- moving ----------------------------------------------------------------------------------

    def play(self) -> None:
        """Play from the position shown (from the start when a finished run is shown at its end)."""
        if self.playing:
            return
        if not self.live() and self.at_end():
            self.seek(self.timeline.first_position)
        self._screen_clock.start()
        self._clock.drive(self)
        self.grant()
        self.playingChanged.emit(True)

    def pause(self) -> None:
        """Stop moving at once; a live solver blocks once its window of steps is used."""
        if not self.playing:
            return
        self._clock.release(self)
        self._screen_ms += self._screen_clock.elapsed()
        self.playingChanged.emit(False)
        # Views may have skipped frames while playing fast: show them the position in full.
        self.boardChanged.emit(self.state)
        self._emit_position()

    def seek(self, position: int) -> None:
        """Show the board after ``position`` steps (clamped to what is kept)."""
        tl = self.timeline
        self._show(max(tl.first_position, min(position, len(tl))))
        self.grant()

    def step_forward(self) -> bool:
        """One step forward; a live run at its newest step shows the next one when it comes.
        False when there is no next step (the run is over and shown at its end)."""
        self.pause()
        if self.position < len(self.timeline):
            self.seek(self.position + 1)
            return True
        if self.live():
            self._forward_wanted = True
            self._solver.grant_until(self.position + 1 + self._clock.window())  # type: ignore[union-attr]
            return True
        return False

    def step_back(self) -> None:
        self.pause()
        if self.position > self.timeline.first_position:
            self.seek(self.position - 1)

    def jump(self, forward: bool) -> bool:
        """To the next (previous) guess or backtrack; False when there is none."""
        self.pause()
        target = self.timeline.seek(self.position, SEARCH_KINDS, forward)
        if target is None:
            return False
        self.seek(target)
        return True

    def home(self) -> None:
        self.pause()
        self.seek(self.timeline.first_position)

    def end(self) -> None:
        self.pause()
        self.seek(len(self.timeline))

    def advance(self, steps: int | None) -> bool:
        """The clock's frame: move ``steps`` forward (None: to the newest step). True when the
        board changed. A run that is over and shown at its end stops playing."""
        total = len(self.timeline)
        target = total if steps is None else min(self.position + steps, total)
        if target == total and steps is not None:
            self._clock.caught_up()
        moved = target != self.position
        if moved:
            self._show(target)
        self.grant()
        if target == total and not self.live():
            self.pause()
        return moved

    # -- internals -------------------------------------------------------------------------------

    def _show(self, position: int) -> None:
        self.position = position
        self.revealed = max(self.revealed, position)
        self.state = self.timeline.board_at(position)
        flaw = self._flaw
        if isinstance(flaw, Flaw) and position >= flaw.step:
            kind = self.timeline.kind(position - 1) if position > self.timeline.first_position else None
            show_flaw(self.state, flaw, position, kind)
        self.boardChanged.emit(self.state)
        self._emit_position()

    def _emit_position(self) -> None:
        tl = self.timeline
        self.positionChanged.emit(self.position, len(tl), tl.first_position)

    def _on_recorded(self, _total: int) -> None:
        if self._forward_wanted and self.position < len(self.timeline):
            self._forward_wanted = False
            self.seek(self.position + 1)
        elif not self.playing:
            self._emit_position()  # the scrub range grows while paused

    def _on_solver_ended(self, solver: SolveRun, error: str) -> None:
        if solver is self._retired:
            self._retired = None
        if solver is not self._solver:
            return
        if error:
            self.error = error
            self._end_live(Outcome.ERROR)
        else:
            self._end_live(None)

    def _end_live(self, reason: Outcome | None) -> None:
        """The solver is done: by itself (``reason`` None), stopped or failed."""
        solver = self._solver
        if solver is None:
            return
        self._solving_seconds = solver.solving_seconds
        self._solver = None
        if not solver.finished:
            solver.stop()
            self._retired = solver  # kept until its thread has ended
        self._forward_wanted = False
        self.outcome = reason or Outcome.of(self.timeline.head)
        if self.outcome is Outcome.RUNNING:  # the strategy ended without a verdict
            self.outcome = Outcome.STOPPED
        if self.fault is not None:  # never "solved" after a fault
            self.outcome = Outcome.WRONG
        flaw = self.flaw()
        if self.fault is not None and flaw is not None:  # paused at the fault, marked
            self.pause()
            self.seek(flaw.step)
        elif reason is Outcome.ERROR:  # failed: shown at the last step recorded, where it broke
            self.pause()
            self.seek(len(self.timeline))
        elif reason is not None:  # stopped: show no more
            self.pause()
        elif self.playing and self._clock.speed == MAX_SPEED:
            self.advance(None)  # at max speed the end shows at once, not a frame later
        self._emit_position()
        self.ended.emit()
