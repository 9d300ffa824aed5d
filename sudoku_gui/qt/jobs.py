"""Long work in the background, one mechanism for every owner (open, check and generate, the
rating and the path export, animation export, race, compare, analyse).

A ``Job`` runs a plain function on its own QThread. The function gets the job to report
(``report``: anything, for the owner; ``advance``: units done, for a progress bar) and to ask
whether it was cancelled; it must not touch widgets. The job object itself stays on the GUI
thread: ``cancel`` (called, or connected to a button's signal) sets a ``threading.Event`` at
once, never a call queued behind the busy work, and the function sees it at its next poll.
Results and errors come back as signals, delivered on the GUI thread.

A ``JobRunner`` is what an owner holds: it starts one job at a time (starting another cancels
the one before), calls the owner back on the GUI thread, shows a progress dialog when asked (its
Cancel button and Esc cancel; it says the elapsed time and, once the work says how much there
is, the time left), and ``shutdown`` cancels and joins (closing a window). A runner refuses new
jobs once it was shut down or once the window it belongs to began closing (``close_jobs``):
nothing may start a thread that the closing window would not join.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, QTimer, Signal, Slot
from PySide6.QtWidgets import QLabel, QProgressDialog, QWidget

from .i18n import speak

ADVANCE_EVERY = 0.05
"""Seconds between two ``advanced`` signals at most (a job may advance a million times)."""


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


_CLOSING = "jobsClosing"
"""The dynamic property ``close_jobs`` sets on a closing window: its runners refuse new jobs."""


def _the_keeper() -> _Keeper:
    global _keeper
    if _keeper is None:
        _keeper = _Keeper()
        app = QCoreApplication.instance()
        if app is not None:
            _keeper.moveToThread(app.thread())
    return _keeper


class _Thread(QThread):
    """The thread of one job: runs it, then ends (no event loop: nothing is queued to it)."""

    def __init__(self, job: Job) -> None:
        super().__init__()
        self._job = job
        self.setObjectName("background-job")

    def run(self) -> None:
        self._job._run()


class Job(QObject):
    """A function running on its own thread; the object lives on the thread that made it.

    Signals (emitted on the job's thread, delivered on the GUI thread):
        progress(object): whatever the function passes to ``report``.
        advanced(int, int): units done and units in all (0: not known), from ``advance``.
        done(object): the function's return value (not emitted when it raised or was cancelled).
        failed(object): the exception the function raised (not emitted once cancelled).
        finished(): always last, once.
    """

    progress = Signal(object)
    advanced = Signal(int, int)
    done = Signal(object)
    failed = Signal(object)
    finished = Signal()

    def __init__(self, fn: Callable[[Job], Any]) -> None:
        super().__init__()
        self._fn = fn
        self._cancel = threading.Event()
        self._thread = _Thread(self)
        self._advanced_at = 0.0
        self._started = self._ended = False
        self.started_at = 0.0
        """``time.monotonic()`` when the job started."""

    def start(self) -> Job:
        keeper = _the_keeper()
        keeper.live.add(self)  # no garbage collection of a running thread
        self._thread.finished.connect(keeper.forget)
        # Connected after the owner's slots, so it hears ``finished`` after them: ``running()``
        # turns False once the owner has heard the end.
        self.finished.connect(self._end, Qt.ConnectionType.QueuedConnection)
        self.started_at = time.monotonic()
        self._started = True
        self._thread.start()
        return self

    @Slot()
    def _end(self) -> None:
        self._ended = True

    def refuse(self) -> Job:
        """Mark the job cancelled without ever starting it (its runner is closing)."""
        self._cancel.set()
        return self

    @property
    def cancelled(self) -> bool:
        """True once ``cancel`` was called: the function should stop soon."""
        return self._cancel.is_set()

    def report(self, value: object) -> None:
        """Called by the function: pass ``value`` to the GUI thread."""
        self.progress.emit(value)

    def advance(self, done: int, total: int = 0) -> None:
        """Called by the function: ``done`` units of ``total`` (0: not known) are done. Passed on
        at most every ``ADVANCE_EVERY`` seconds, and always when ``done`` reaches ``total``."""
        now = time.monotonic()
        if now - self._advanced_at >= ADVANCE_EVERY or (total and done >= total):
            self._advanced_at = now
            self.advanced.emit(done, total)

    def cancel(self) -> None:
        """Ask the function to stop: it sees ``cancelled`` at once (any thread may call this)."""
        self._cancel.set()

    def wait(self) -> None:
        """Cancel and join (for closing windows)."""
        self.cancel()
        self._thread.wait()

    def running(self) -> bool:
        """True from ``start`` until the GUI thread has heard ``finished`` (its owner first)."""
        return self._started and not self._ended

    def _run(self) -> None:
        try:
            result = self._fn(self)
            if not self.cancelled:
                self.done.emit(result)
        except Exception as e:  # reported, never lost in the thread; after a cancel, expected
            if not self.cancelled:
                self.failed.emit(e)
        finally:
            self.finished.emit()


def close_jobs(window: QObject) -> None:
    """``window`` is closing: every runner it holds (its children at any depth, made before or
    after this call) refuses new jobs from now on, and each job they run is cancelled and joined."""
    window.setProperty(_CLOSING, True)
    for runner in window.findChildren(JobRunner):
        runner.shutdown()


def join_all() -> None:
    """Cancel and join every job still running anywhere: the process is ending, and Qt aborts it
    when a running thread is destroyed."""
    if _keeper is not None:
        for job in list(_keeper.live):
            job.wait()


def failure_text(error: object) -> str:
    """A failed job's exception as one line: its own message for errors meant to be shown
    (``WriteFailed`` and the like carry a finished sentence; a solver's ``SolverError`` a
    ``Message``, said in the window's language), else its type and message."""
    if isinstance(error, BaseException):
        if getattr(error, "shown", False):
            said = getattr(error, "message", None)
            return speak(said) if said is not None else str(error)
        return f"{type(error).__name__}: {error}"
    return str(error)


def clock(seconds: float) -> str:
    """``seconds`` as m:ss (h:mm:ss past an hour)."""
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


@dataclass(frozen=True)
class Busy:
    """The progress dialog of a job: ``text`` over the bar, ``title`` its window title, ``total``
    units of work (0: a busy indicator until the job's ``advance`` says how many), shown after
    ``delay_ms`` unless the job has ended by then; ``count`` says units done when the total is
    not known (a translated template with ``{n:,}``, e.g. "{n:,} steps written")."""

    text: str
    title: str = ""
    total: int = 0
    delay_ms: int = 400
    count: str = ""


class JobRunner(QObject):
    """Runs an owner's jobs one at a time (see the module text). ``window`` parents the
    progress dialog (window-modal over it)."""

    def __init__(self, window: QWidget | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.window = window
        self.job: Job | None = None
        self.dialog: QProgressDialog | None = None
        self._jobs: set[Job] = set()
        self._busy: Busy | None = None
        self._text = ""
        self._counts: tuple[int, int] = (0, 0)
        self._tick = QTimer(self)  # the elapsed time moves even while the work says nothing
        self._tick.setInterval(500)
        self._tick.timeout.connect(self._show_counts)
        self._callbacks: dict[Job, dict[str, Callable[..., None] | None]] = {}
        self._closed = False

    def start(
        self,
        work: Callable[[Job], Any] | Job,
        *,
        done: Callable[[Any], None] | None = None,
        progress: Callable[[Any], None] | None = None,
        failed: Callable[[BaseException], None] | None = None,
        finished: Callable[[bool], None] | None = None,
        busy: Busy | None = None,
    ) -> Job:
        """Run ``work(job)`` in the background (or ``work``, a job made but not started); the
        callbacks run on the GUI thread: ``done`` with its result, ``progress`` with each
        ``report``, ``failed`` with its exception, ``finished`` last with whether it was
        cancelled. A job already running is cancelled. Once the runner was shut down or its
        window began closing, the job is not started: it comes back cancelled, and no callback
        is ever called."""
        job = work if isinstance(work, Job) else Job(work)
        if self.closing():
            return job.refuse()
        self.cancel()
        self._close_dialog()
        self._callbacks[job] = {"done": done, "progress": progress, "failed": failed, "finished": finished}
        job.progress.connect(self._heard, Qt.ConnectionType.QueuedConnection)
        job.advanced.connect(self._advanced, Qt.ConnectionType.QueuedConnection)
        job.done.connect(self._done, Qt.ConnectionType.QueuedConnection)
        job.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        job.finished.connect(self._finished, Qt.ConnectionType.QueuedConnection)
        self.job = job
        self._jobs.add(job)
        if busy is not None:
            self._open_dialog(busy)
        return job.start()

    # -- the owner's controls --------------------------------------------------------------------

    @Slot()
    def cancel(self) -> None:
        """Cancel the running job, if any (it stops at its next poll; ``finished`` follows)."""
        if self.job is not None:
            self.job.cancel()

    def running(self) -> bool:
        return self.job is not None and self.job.running()

    @property
    def cancelled(self) -> bool:
        return self.job is not None and self.job.cancelled

    def elapsed(self) -> float:
        """Seconds since the current (or last) job started."""
        return time.monotonic() - self.job.started_at if self.job is not None else 0.0

    def set_counts(self, done: int, total: int = 0) -> None:
        """Move the progress dialog's bar: ``done`` units of ``total`` (0: not known). The job's
        ``advance`` comes here; an owner may call it from its ``progress`` callback."""
        self._counts = (done, total)
        dialog = self.dialog
        if dialog is None:
            return
        if total and dialog.maximum() != total:
            dialog.setMaximum(total)
        if total:
            dialog.setValue(min(done, total))  # may process events, even the job's end
        self._show_counts()

    def set_text(self, text: str) -> None:
        """Change the progress dialog's text (the counts and times stay under it)."""
        self._text = text
        self._show_counts()

    def closing(self) -> bool:
        """True once ``shutdown`` was called or a window holding this runner began closing."""
        owner = self.parent()
        while owner is not None and not self._closed:
            self._closed = bool(owner.property(_CLOSING))
            owner = owner.parent()
        return self._closed

    def shutdown(self) -> None:
        """Cancel and join every job this runner started (closing a window); it starts none
        from now on."""
        self._closed = True
        for job in list(self._jobs):
            job.wait()
        self._close_dialog()

    # -- the dialog ------------------------------------------------------------------------------

    def _open_dialog(self, busy: Busy) -> None:
        dialog = QProgressDialog(busy.text, QCoreApplication.translate("Jobs", "Cancel"), 0, busy.total, self.window)
        if busy.title:
            dialog.setWindowTitle(busy.title)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        for label in dialog.findChildren(QLabel):  # the text names files: never HTML
            label.setTextFormat(Qt.TextFormat.PlainText)
        dialog.setAutoReset(False)  # the last unit is not the end: the job says when it has ended
        dialog.setAutoClose(False)
        dialog.setMinimumDuration(busy.delay_ms)
        dialog.canceled.connect(self._cancel_pressed)  # the GUI thread to the GUI thread: direct
        dialog.setValue(0)
        self.dialog, self._busy, self._text, self._counts = dialog, busy, busy.text, (0, busy.total)
        self._tick.start()

    @Slot()
    def _cancel_pressed(self) -> None:
        self.cancel()
        if self.dialog is not None:
            self.dialog.setLabelText(QCoreApplication.translate("Jobs", "Cancelling…"))

    def _close_dialog(self) -> None:
        self._tick.stop()
        if self.dialog is not None:
            self.dialog.canceled.disconnect(self._cancel_pressed)
            self.dialog.reset()
            self.dialog.hide()
            self.dialog.deleteLater()
            self.dialog = None

    @Slot()
    def _show_counts(self) -> None:
        dialog, job = self.dialog, self.job
        if dialog is None or job is None or job.cancelled:
            return
        done, total = self._counts
        seconds = time.monotonic() - job.started_at
        if total and done:
            left = seconds * (total - done) / done
            line = QCoreApplication.translate(
                "Jobs", "{done:,} of {total:,} · {elapsed} elapsed · about {left} left"
            ).format(done=done, total=total, elapsed=clock(seconds), left=clock(left))
        elif done:
            count = self._busy.count if self._busy is not None else ""
            line = QCoreApplication.translate("Jobs", "{done} so far · {elapsed} elapsed").format(
                done=count.format(n=done) if count else f"{done:,}", elapsed=clock(seconds)
            )
        else:
            line = QCoreApplication.translate("Jobs", "{elapsed} elapsed").format(elapsed=clock(seconds))
        dialog.setLabelText(f"{self._text}\n{line}")

    # -- the job's signals (on the GUI thread) ---------------------------------------------------

    def _callback(self, name: str) -> tuple[Job | None, Callable[..., None] | None]:
        job = self.sender()
        if not isinstance(job, Job) or job not in self._callbacks:
            return None, None
        return job, self._callbacks[job][name]

    @Slot(object)
    def _heard(self, value: object) -> None:
        job, call = self._callback("progress")
        if call is not None and job is self.job:
            call(value)

    @Slot(int, int)
    def _advanced(self, done: int, total: int) -> None:
        job, _ = self._callback("progress")
        if job is self.job:
            self.set_counts(done, total)

    @Slot(object)
    def _done(self, result: object) -> None:
        job, call = self._callback("done")
        if call is not None and job is self.job:
            call(result)

    @Slot(object)
    def _failed(self, error: object) -> None:
        job, call = self._callback("failed")
        if call is not None and job is self.job:
            call(error)

    @Slot()
    def _finished(self) -> None:
        job, call = self._callback("finished")
        if job is None:
            return
        del self._callbacks[job]
        job._thread.wait()  # it is at its very end: joined, ``running()`` is False from here on
        self._jobs.discard(job)
        if job is self.job:
            self._close_dialog()
            if call is not None:
                call(job.cancelled)
