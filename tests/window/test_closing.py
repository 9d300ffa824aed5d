"""Closing the window (issue 34, "crashes and security"): once close begins no job starts, every
job thread is joined, and a signal closes the window from the event loop, never from inside
whatever Python code it interrupted. ``test_signal_close`` sends the real app SIGTERM; these
tests take the steps one at a time."""

from __future__ import annotations

import signal
import time

from conftest import SEED_PUZZLES
from PySide6.QtCore import QObject

from sudoku_gui.qt import app, jobs

HARD = next(it.values for it in SEED_PUZZLES if it.source.startswith("000") and it.name == "Hard")


def sleeper(job: jobs.Job) -> None:
    end = time.monotonic() + 30
    while not job.cancelled and time.monotonic() < end:
        time.sleep(0.005)


def test_a_job_started_inside_the_slot_that_closed_the_window_never_runs(window):
    # What SIGTERM did: the handler closed the window at the start of the rating timer's slot,
    # which then started its rating after the window had joined its jobs.
    window.close()
    window.assistant._start_rating()
    job = window.assistant.rating.job
    assert job is None or (not job.running() and not job._thread.isRunning())
    late = window.tools.runner.start(sleeper)
    assert late.cancelled and not late.running() and not late._thread.isRunning()


def test_a_runner_made_after_close_began_in_the_window_refuses_too(window):
    window.close()
    holder = QObject(window)  # a dialog opened by an event queued behind the close, say
    job = jobs.JobRunner(None, holder).start(sleeper)
    assert job.cancelled and not job._thread.isRunning()


def test_the_rating_timer_is_not_armed_by_a_change_during_close(window):
    window.close()
    window.load_puzzle(HARD)  # the race's close, say, puts the puzzle back
    assert not window.assistant._rate_later.isActive()


def test_closing_joins_every_runner_of_the_window(qtbot, window):
    holder = QObject(window)
    job = jobs.JobRunner(None, holder).start(sleeper)  # a runner no owner's shutdown names
    qtbot.waitUntil(job._thread.isRunning)
    window.close()
    assert job._thread.isFinished()


def test_join_all_joins_jobs_of_runners_outside_any_window(qtbot):
    job = jobs.JobRunner().start(sleeper)
    qtbot.waitUntil(job._thread.isRunning)
    jobs.join_all()
    assert job._thread.isFinished()


def test_a_signal_closes_the_window_from_the_event_loop(qtbot, window, monkeypatch):
    handlers = {}
    monkeypatch.setattr(signal, "signal", lambda signum, handler: handlers.__setitem__(signum, handler))
    closer = app._CloseOnSignal()
    assert set(handlers) == {signal.SIGINT, signal.SIGTERM}
    closer.watch(window)
    handlers[signal.SIGTERM](signal.SIGTERM, None)
    assert window.isVisible()  # not inside the handler: between two bytecodes of any slot
    qtbot.waitUntil(lambda: not window.isVisible())


def test_a_signal_while_the_window_is_built_closes_it_once_up(qtbot, window, monkeypatch):
    handlers = {}
    monkeypatch.setattr(signal, "signal", lambda signum, handler: handlers.__setitem__(signum, handler))
    closer = app._CloseOnSignal()
    handlers[signal.SIGINT](signal.SIGINT, None)  # no window yet
    closer.watch(window)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_no_job_thread_outlives_a_closed_window(qtbot, window):
    window.load_puzzle(HARD)
    qtbot.waitUntil(lambda: window.assistant.rating.job is not None, timeout=5000)
    window.race_tools.start(["naive", "hidden-singles"])
    started = [r.job for r in window.findChildren(jobs.JobRunner) if r.job is not None]
    assert len(started) >= 2
    window.close()
    assert all(job._thread.isFinished() for job in started)
