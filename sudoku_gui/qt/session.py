"""One solve run as the GUI sees it: starts the worker thread, paces steps onto a BoardState,
pauses, single-steps and stops.

Pacing lives here, on the GUI side: a QTimer ticks at display rate and applies as many buffered
steps as the speed allows since the last tick (all of them at max speed), then asks for one
repaint. Each applied step gives the worker one credit back, keeping the window bounded.
"""

from __future__ import annotations

import threading
from collections import deque

from PySide6.QtCore import QElapsedTimer, QObject, QSemaphore, Qt, QThread, QTimer, Signal

from ..core.board_state import BoardState
from ..core.limits import time_limited
from ..core.steps import Step
from ..core.strategies import Strategy
from ..speeds import MAX_SPEED
from .worker import SolverWorker

TICK_MS = 16
"""Timer period: about one display frame."""
MAX_WINDOW = 8192
"""Credits in flight at max speed: enough that the solver rarely waits for the GUI."""


def window_for(speed: int) -> int:
    """Steps the solver may run ahead of the board: a quarter second's worth, at least 4."""
    return MAX_WINDOW if speed == MAX_SPEED else max(4, speed // 4)


class SolveSession(QObject):
    """Runs ``strategy`` on ``state.givens`` in a QThread and applies its steps to ``state``.

    Signals:
        advanced(list): these steps were applied; repaint (emitted at most once per tick).
        finished(str): the run is over: "solved", "multiple", "no-solution", "time-limit",
            "stopped" or "error: ...".
    """

    advanced = Signal(object)
    finished = Signal(str)

    def __init__(
        self,
        state: BoardState,
        strategy: Strategy,
        speed: int,
        parent: QObject | None = None,
        time_limit: float | None = None,
    ) -> None:
        super().__init__(parent)
        self.state = state
        self.strategy = strategy
        self.time_limit = time_limit
        self._speed = speed
        self._buffer: deque[Step] = deque()
        self._credits = QSemaphore(0)
        self._in_flight = 0
        self._stop = threading.Event()
        self._budget = 0.0
        self._want_single = 0
        self._worker_done = False
        self._error: str | None = None
        self._ended = False
        self.paused = False
        self._clock = QElapsedTimer()
        self._elapsed_before_ms = 0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._thread: QThread | None = None
        self._worker: SolverWorker | None = None

    # -- control -------------------------------------------------------------------------------

    def start(self, paused: bool = False) -> None:
        """Start the worker thread; ``paused`` starts without animating (for single steps)."""
        self._thread = QThread()
        self._thread.setObjectName(f"solver-{self.strategy.name}")
        steps = time_limited(self.strategy.solve(self.state.givens), self.time_limit)
        self._worker = SolverWorker(steps, self._credits, self._stop)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.batchReady.connect(self._on_batch)
        self._worker.failed.connect(self._on_failed)
        self._worker.finished.connect(self._on_worker_finished)
        self._worker.finished.connect(self._thread.quit)
        self._worker.finished.connect(self._worker.deleteLater)
        self._thread.finished.connect(self._thread.deleteLater)
        self._grant()
        self._thread.start()
        self.paused = paused
        if not paused:
            self._clock.start()
            self._timer.start()

    @property
    def running(self) -> bool:
        """True until the run has ended (finished was emitted)."""
        return self._thread is not None and not self._ended

    @property
    def speed(self) -> int:
        return self._speed

    def set_speed(self, speed: int) -> None:
        """Change the animation speed (steps per second, or MAX_SPEED) while running."""
        self._speed = speed
        self._budget = 0.0
        self._grant()

    def pause(self) -> None:
        """Stop animating; the solver blocks once its credit window is used."""
        if self.paused or self._ended:
            return
        self.paused = True
        self._timer.stop()
        self._elapsed_before_ms += self._clock.elapsed()

    def resume(self) -> None:
        if not self.paused or self._ended:
            return
        self.paused = False
        self._budget = 0.0
        self._clock.start()
        self._timer.start()

    def step_once(self) -> None:
        """While paused: apply exactly one step (when it has not arrived yet, as soon as it does)."""
        if not self.paused or self._ended:
            return
        if self._buffer:
            self._apply(1)
            self._maybe_finish()
        elif not self._worker_done:
            self._want_single += 1

    def stop(self) -> None:
        """End the run now; the worker closes the strategy and the thread ends on its own."""
        if self._ended:
            return
        self._timer.stop()
        self._stop.set()
        self._credits.release(1)  # wake the worker if it waits for a credit
        self._buffer.clear()
        self._end("stopped")

    def shutdown(self) -> None:
        """Stop and join the thread (for closing the window): returns when it has ended."""
        self.stop()
        thread = self._thread
        if thread is not None:
            try:
                thread.quit()
                thread.wait()
            except RuntimeError:
                pass  # the C++ thread object was already deleted: it had finished

    def elapsed_seconds(self) -> float:
        """Time spent animating or solving, pauses excluded."""
        ms = self._elapsed_before_ms
        if not self.paused and not self._ended and self._clock.isValid():
            ms += self._clock.elapsed()
        return ms / 1000.0

    # -- internals -----------------------------------------------------------------------------

    def _grant(self) -> None:
        """Top the credits in flight back up to the window for the current speed."""
        want = window_for(self._speed) - self._in_flight
        if want > 0:
            self._in_flight += want
            self._credits.release(want)

    def _apply(self, n: int) -> None:
        apply = self.state.apply
        popleft = self._buffer.popleft
        applied = [popleft() for _ in range(n)]
        for step in applied:
            apply(step)
        self._in_flight -= n
        self._grant()
        self.advanced.emit(applied)

    def _on_batch(self, steps: list[Step]) -> None:
        if self._ended:
            return
        self._buffer.extend(steps)
        if self._want_single and self.paused:
            n = min(self._want_single, len(self._buffer))
            self._want_single -= n
            self._apply(n)
            self._maybe_finish()

    def _tick(self) -> None:
        if self._speed == MAX_SPEED:
            n = len(self._buffer)
        else:
            self._budget += self._speed * TICK_MS / 1000.0
            n = min(int(self._budget), len(self._buffer))
            self._budget -= n
            if not self._buffer:
                self._budget = min(self._budget, 1.0)  # no burst after the solver was slow
        if n:
            self._apply(n)
        self._maybe_finish()

    def _on_failed(self, message: str) -> None:
        self._error = message

    def _on_worker_finished(self) -> None:
        self._worker_done = True
        self._worker = None
        self._maybe_finish()

    def _maybe_finish(self) -> None:
        if self._worker_done and not self._buffer and not self._ended:
            if self._error:
                self._end(f"error: {self._error}")
            else:
                self._end(self.state.outcome or "stopped")

    def _end(self, outcome: str) -> None:
        if not self.paused and self._clock.isValid():
            self._elapsed_before_ms += self._clock.elapsed()
        self.paused = False
        self._ended = True
        self._timer.stop()
        self.finished.emit(outcome)
