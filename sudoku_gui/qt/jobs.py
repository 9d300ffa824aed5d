"""Background jobs: run a plain function on a QThread and hear about it on the GUI thread.

The function gets a ``Job`` to report progress and to ask whether it was cancelled; it must not
touch widgets. Results and errors come back through queued signals.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot


class _Keeper(QObject):
    """Holds every running job until its thread has ended; lives on the GUI thread."""

    def __init__(self) -> None:
        super().__init__()
        self.live: set[Job] = set()

    @Slot()
    def forget(self) -> None:
        for job in [j for j in self.live if j._thread.isFinished()]:
            self.live.discard(job)


_keeper: _Keeper | None = None


def _the_keeper() -> _Keeper:
    global _keeper
    if _keeper is None:
        _keeper = _Keeper()
        app = QCoreApplication.instance()
        if app is not None:
            _keeper.moveToThread(app.thread())
    return _keeper


class Job(QObject):
    """A function running on its own thread.

    Signals:
        progress(object): whatever the function passes to ``report``.
        done(object): the function's return value (not emitted when it raised or was cancelled).
        failed(str): the function raised; the text says what.
        finished(): always last, once.
    """

    progress = Signal(object)
    done = Signal(object)
    failed = Signal(str)
    finished = Signal()

    def __init__(self, fn: Callable[[Job], Any]) -> None:
        super().__init__()
        self._fn = fn
        self._cancel = threading.Event()
        self._thread = QThread()
        self._thread.setObjectName("background-job")
        self.moveToThread(self._thread)
        self._thread.started.connect(self._run)
        self.finished.connect(self._thread.quit)

    def start(self) -> Job:
        keeper = _the_keeper()
        keeper.live.add(self)  # no garbage collection of a running thread
        self._thread.finished.connect(keeper.forget)
        self._thread.start()
        return self

    @property
    def cancelled(self) -> bool:
        """True once ``cancel`` was called: the function should stop soon."""
        return self._cancel.is_set()

    def report(self, value: object) -> None:
        """Called by the function: pass ``value`` to the GUI thread."""
        self.progress.emit(value)

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self) -> None:
        """Cancel and join (for closing windows)."""
        self.cancel()
        self._thread.quit()
        self._thread.wait()

    def running(self) -> bool:
        return self._thread.isRunning()

    @Slot()
    def _run(self) -> None:
        try:
            result = self._fn(self)
            if not self.cancelled:
                self.done.emit(result)
        except Exception as e:  # reported, never lost in the thread
            self.failed.emit(f"{type(e).__name__}: {e}")
        finally:
            self.finished.emit()
