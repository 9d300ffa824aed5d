"""One solver thread: owns the QThread and the worker, gives credits, stops and joins.

Lifetime follows Qt's worker-object pattern with one owner: this object holds both the thread
and the worker for as long as the thread runs; the worker moves itself back to the GUI thread
before its thread ends, and neither is deleted with ``deleteLater``. Whoever holds a
``SolveRun`` keeps it until ``ended`` was emitted (or ``join`` returned True).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

from PySide6.QtCore import QObject, QSemaphore, Qt, QThread, Signal

from ...core.external.solver_kinds import interrupt_all
from ...core.recording.timeline import Timeline
from ...core.steps import Step
from .worker import SolverWorker

_RUNNING: set[SolveRun] = set()
"""Every solver whose thread has not ended: held here so that no owner can drop the last
reference to a ``QThread`` that still runs (Qt aborts the process when one is destroyed)."""


def join_all(timeout_ms: int) -> bool:
    """Stop every solver and wait up to ``timeout_ms`` for each thread; True when all ended."""
    return all(run.join(timeout_ms) for run in list(_RUNNING))


class SolveRun(QObject):
    """Pulls ``steps`` (a run of strategy ``name``, see ``core.runs.step_stream.run_steps``) on a thread of its
    own, recording them into ``timeline``.

    Signals:
        recorded(int): the timeline holds this many steps (after each flush).
        ended(object, object): the thread has finished and is joined: this run, and "" or
            what failed (a ``Message`` for a solver's failure; the run is passed so that
            receivers need not capture it).
    """

    recorded = Signal(int)
    ended = Signal(object, object)

    def __init__(self, name: str, steps: Iterator[Step], timeline: Timeline) -> None:
        super().__init__()
        self.name = name
        self.timeline = timeline
        self._credits = QSemaphore(0)
        self._granted = 0
        self._stop = threading.Event()
        self._error = ""
        self.finished = False
        """True once the thread has ended and was joined."""
        self._thread = QThread()
        self._thread.setObjectName(f"solver-{name}")
        self._worker = SolverWorker(steps, timeline, self._credits, self._stop)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.recorded.connect(self.recorded)
        self._worker.failed.connect(self._on_failed)
        # Direct: quit() is thread-safe, and the GUI thread may be blocked in join() meanwhile.
        self._worker.finished.connect(self._thread.quit, Qt.ConnectionType.DirectConnection)
        self._thread.finished.connect(self._on_thread_finished)

    def start(self, credits: int) -> None:
        """Start the thread with ``credits`` steps it may pull before it waits for more."""
        self.grant_until(credits)
        _RUNNING.add(self)
        self._thread.start()

    def grant_until(self, total: int) -> None:
        """Let the solver pull steps until it has pulled ``total`` in all."""
        if total > self._granted:
            self._credits.release(total - self._granted)
            self._granted = total

    @property
    def solving_seconds(self) -> float:
        """Time spent inside the strategy so far (not waiting, not recording)."""
        return self._worker.solving_seconds

    def stop(self) -> None:
        """Ask the solver to end after its current step; ``ended`` follows."""
        self._stop.set()
        self._credits.release(1)  # wake the worker if it waits for a credit
        interrupt_all()  # a loaded solver's wait for its next step ends too (Esc at once)

    def join(self, timeout_ms: int) -> bool:
        """Stop and wait up to ``timeout_ms`` for the thread; True when it has ended."""
        self.stop()
        if self._thread.wait(timeout_ms):
            self._on_thread_finished()
            return True
        return False

    def running(self) -> bool:
        return not self.finished

    def _on_failed(self, message: str) -> None:  # a Message (a str) kept whole
        self._error = message

    def _on_thread_finished(self) -> None:
        if self.finished:
            return
        self._thread.wait()  # returns at once: the thread has finished
        self.finished = True
        _RUNNING.discard(self)
        self.ended.emit(self, self._error)
