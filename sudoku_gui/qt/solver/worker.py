"""The solver side of a run: a QObject moved to a QThread that pulls steps and records them.

The worker pulls a step only after taking a credit from a ``QSemaphore`` the GUI fills as it
shows steps, so the solver runs at most a window of steps ahead of the board; when the GUI
pauses it stops giving credits and the worker blocks in ``acquire`` (no CPU, no polling).
Pulled steps go into the run's ``Timeline`` in batches (a batch is flushed when it is large,
old, or when the worker is about to block), so the GUI thread never handles single steps.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from itertools import islice

from PySide6.QtCore import QCoreApplication, QObject, QSemaphore, Signal, Slot

from ...core.external.solver_errors import failure
from ...core.external.solver_kinds import on_wait
from ...core.recording.timeline import Timeline
from ...core.steps import Step
from .gui_turn import GUI_TURN

BATCH_MAX = 1024
"""Steps per flush at most: the timeline's lock is held for one flush (about 4 ms)."""
BATCH_AGE = 0.008
"""Seconds a step may wait before it is flushed (half a display frame)."""
TELL_EVERY = 0.05
"""Seconds between two ``recorded`` signals while the solver runs freely."""
CHUNK = 64
"""Steps pulled per credit check: small enough that the GUI's turn starts within ~0.3 ms."""


class SolverWorker(QObject):
    """Pulls steps from ``steps`` in its own thread while it holds credits; records them.

    ``solving_seconds`` is the time spent inside the strategy (not waiting for credits nor
    recording), readable from any thread.

    Signals:
        recorded(int): the timeline now holds this many steps.
        failed(object): the strategy raised; the text (``core.external.solver_errors.failure``: a
            ``Message`` for a solver's failure) says what.
        finished(): the strategy ended, was stopped, or failed. Emitted exactly once, last.
    """

    recorded = Signal(int)
    failed = Signal(object)  # not str: Qt would drop the Message that says it again
    finished = Signal()

    def __init__(self, steps: Iterator[Step], timeline: Timeline, credits: QSemaphore, stop: threading.Event) -> None:
        super().__init__()
        self._steps = steps
        self._timeline = timeline
        self._credits = credits
        self._stop = stop
        self.solving_seconds = 0.0

    @Slot()
    def run(self) -> None:
        pending: list[Step] = []
        clock = time.perf_counter
        flushed_at = told_at = clock()
        credits, stop, steps, timeline = self._credits, self._stop, self._steps, self._timeline
        turn = GUI_TURN
        spent = 0.0
        told = -1  # the length last said by ``recorded``
        extend = pending.extend

        def show_pending() -> None:  # a loaded solver is silent a while: show what it said
            if pending and not stop.is_set():
                timeline.extend(pending)
                pending.clear()
                self.recorded.emit(len(timeline))

        on_wait(show_pending)
        try:
            while True:
                # Credits are taken a chunk at a time: per-step bookkeeping would cost as much as
                # a step of plain backtracking.
                chunk = min(max(credits.available(), 1), CHUNK)
                if not credits.tryAcquire(chunk):
                    told = self._wait_for_credit(pending, told, spent)
                    chunk = 1
                    flushed_at = clock()
                if stop.is_set():
                    break
                if turn.busy():
                    turn.wait()
                t0 = clock()
                had = len(pending)
                extend(islice(steps, chunk))  # pulled in C: a loop here cost 0.1 us a step
                done = len(pending) - had < chunk
                now = clock()
                spent += now - t0
                if done:
                    break
                if len(pending) >= BATCH_MAX or now - flushed_at >= BATCH_AGE:
                    if stop.is_set():
                        break  # stopped meanwhile: record nothing more
                    timeline.extend(pending)
                    pending.clear()
                    self.solving_seconds = spent
                    flushed_at = clock()
                    if flushed_at - told_at >= TELL_EVERY:  # the GUI polls while it plays
                        told = len(timeline)
                        self.recorded.emit(told)
                        told_at = flushed_at
        except Exception as e:  # a strategy bug must not kill the thread silently
            self.failed.emit(failure(e))
        finally:
            on_wait(None)
            self._finish(pending, spent)

    def _wait_for_credit(self, pending: list[Step], told: int, spent: float) -> int:
        """``run`` has no credit left: record ``pending`` and tell the GUI before blocking until
        it gives one; returns the length last told."""
        timeline = self._timeline
        if pending:  # about to block: let the GUI have what is ready first
            timeline.extend(pending)
            pending.clear()
        if len(timeline) != told:  # ...and tell it, or a paused step forward waits forever
            told = len(timeline)
            self.recorded.emit(told)
        self.solving_seconds = spent
        self._credits.acquire(1)
        return told

    def _finish(self, pending: list[Step], spent: float) -> None:
        """The end of ``run``, however it ended: the last steps recorded (unless stopped), the
        strategy closed, the GUI told; ``finished`` last."""
        timeline = self._timeline
        if pending and not self._stop.is_set():
            timeline.extend(pending)
        self.solving_seconds = spent
        close = getattr(self._steps, "close", None)
        if close is not None:
            close()  # cancelling a strategy is closing its generator
        self.recorded.emit(len(timeline))
        # Hand the object back to the GUI thread before this thread ends, so the GUI side,
        # its only owner, can drop it there (never deleted across threads).
        app = QCoreApplication.instance()
        if app is not None:
            self.moveToThread(app.thread())
        self.finished.emit()
