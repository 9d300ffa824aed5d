"""The solver side of a run: a QObject moved to a QThread that pulls steps from a strategy.

The worker pulls a step only after taking a credit from a ``QSemaphore`` the GUI fills. The GUI
gives a credit back for each step it has shown, so at most a window of steps is ever in flight;
when the GUI pauses it stops giving credits and the worker blocks in ``acquire`` (no CPU, no
polling). Steps are sent in batches through a queued signal; a batch goes out when it is large,
old, or when the worker is about to block.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

from PySide6.QtCore import QObject, QSemaphore, Signal, Slot

from ..core.steps import Step

BATCH_MAX = 2000
"""Steps per signal at most: bigger batches cost the GUI a visible hitch to apply."""
BATCH_AGE = 0.008
"""Seconds a step may wait in a batch before it is sent (half a display frame)."""


class SolverWorker(QObject):
    """Pulls steps from ``steps`` in its own thread while it holds credits.

    Signals:
        batchReady(list): steps, in order, for the GUI to apply.
        failed(str): the strategy raised; the text says what.
        finished(): the strategy ended, was stopped, or failed. Emitted exactly once.
    """

    batchReady = Signal(object)
    failed = Signal(str)
    finished = Signal()

    def __init__(self, steps: Iterator[Step], credits: QSemaphore, stop: threading.Event) -> None:
        super().__init__()
        self._steps = steps
        self._credits = credits
        self._stop = stop

    @Slot()
    def run(self) -> None:
        pending: list[Step] = []
        sent_at = time.monotonic()
        credits, stop, steps = self._credits, self._stop, self._steps
        try:
            while True:
                if not credits.tryAcquire(1):
                    if pending:  # about to block: let the GUI have what is ready first
                        self.batchReady.emit(pending)
                        pending = []
                    credits.acquire(1)
                if stop.is_set():
                    break
                step = next(steps, None)
                if step is None:
                    break
                pending.append(step)
                now = time.monotonic()
                if len(pending) >= BATCH_MAX or now - sent_at >= BATCH_AGE:
                    self.batchReady.emit(pending)
                    pending = []
                    sent_at = now
        except Exception as e:  # a strategy bug must not kill the thread silently
            self.failed.emit(f"{type(e).__name__}: {e}")
        finally:
            if pending and not stop.is_set():
                self.batchReady.emit(pending)
            close = getattr(steps, "close", None)
            if close is not None:
                close()  # cancelling a strategy is closing its generator
            self.finished.emit()
