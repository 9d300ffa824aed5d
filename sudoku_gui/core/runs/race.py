"""A race: several algorithms on one puzzle, each recorded in a process of its own.

Every racer runs in a process of its own (real parallel work on every core, not threads sharing
one interpreter), all of them at once, within a time limit and a cap on its steps, and comes back
as its compact recorded run: the ``Timeline`` with its search tree and chart curves, plus time
marks (the solving time after each block of steps, so runs can be shown side by side *by solving
time*). A racer that raises, runs out of memory or is killed comes back as an error; the others
go on. Racers end with the process that started them (``lifeline``).

The time limit is the racer's wall-clock time, its recording included, so a race with a limit of
10 s is over in about 10 s (recording costs about as much as the search itself: a limit on the
search alone made races last twice their limit). A racer's *solving time* is the processor time
its strategy used, so racers sharing a core (more racers than cores) are compared fairly.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

from ..algorithms.registry import find
from ..board_state import BoardState
from ..external.die_with_parent import end_with_parent
from ..external.solver_errors import failure
from ..external.solver_kinds import cap_this_process, share_memory
from ..message import QT_TRANSLATE_NOOP, Message
from ..recording.curves import RunSeries
from ..recording.source_lines import SourceLines
from ..recording.timeline import Timeline
from ..tree.search_tree import SearchTree
from .step_stream import Outcome, run_steps, start_board

DEFAULT_TIME_LIMIT = 10.0
"""Seconds a racer gets (wall-clock, recording included) when no limit is given."""
DEFAULT_STEP_CAP = 5_000_000
"""Steps a racer may record (about 30 MB of recording with its tree)."""
MEMORY_LIMIT = 1536 * 2**20
"""Address space a racer process may use (bytes): past it, it fails alone with "out of memory"."""
MIN_RACERS, MAX_RACERS = 2, 6
MARK_EVERY = 512
"""Steps between two time marks."""
_RACER_KILLED = QT_TRANSLATE_NOOP("steps", "the racer's process out of memory or killed")
_RACER_ENDED = QT_TRANSLATE_NOOP("steps", "the racer's process ended with code {code}")
_STOPPED_RUNNING = QT_TRANSLATE_NOOP("steps", "stopped before it finished")
_STOPPED_WAITING = QT_TRANSLATE_NOOP("steps", "stopped before it started")


@dataclass
class Racer:
    """One racer's result: ``timeline`` (None when it failed: ``error`` says why, a ``Message``
    the window says in its language; ``raised`` names the exception's class when it raised), how
    it ended, its solving seconds (the processor time its strategy used), and ``capped`` when the
    step cap stopped it."""

    algorithm: str
    timeline: Timeline | None
    outcome: Outcome
    seconds: float
    error: str = ""
    capped: bool = False
    raised: str = ""


def record(start: BoardState, algorithm: str, time_limit: float, step_cap: int) -> Racer:
    """Run ``algorithm`` from ``start`` and record it (in this process) for up to ``time_limit``
    seconds of wall-clock time, recording included, and ``step_cap`` steps."""
    board = start_board(start, algorithm)
    lines = SourceLines()  # the Source pane shows a racer's lines too
    timeline = Timeline(board, tree=SearchTree(), series=RunSeries(board), lines=lines)
    steps = run_steps(board, algorithm, time_limit, wall_clock=True, lines=lines)
    spent = 0.0
    batch: list[Any] = []
    capped = False
    clock = time.thread_time  # the strategy's processor time: fair when racers share a core
    while True:
        t0 = clock()
        for step in steps:
            batch.append(step)
            if len(batch) >= MARK_EVERY:
                break
        spent += clock() - t0
        if not batch:
            break
        timeline.extend(batch)
        timeline.mark_time(spent)
        batch.clear()
        if len(timeline) >= step_cap:
            steps.close()
            capped = True
            break
    outcome = Outcome.of(timeline.head)
    if capped and outcome is Outcome.RUNNING:
        outcome = Outcome.STOPPED
    return Racer(
        algorithm, timeline, outcome if outcome is not Outcome.RUNNING else Outcome.STOPPED, spent, capped=capped
    )


def _racer_process(
    conn: Connection,
    parent: int,
    start: BoardState,
    algorithm: str,
    time_limit: float,
    step_cap: int,
    racers: int = 1,
) -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops races
    # Forked by the fork server (kept alive by its children), not by ``parent``: the pipe to
    # ``parent`` tells this racer when the parent is gone.
    end_with_parent(parent, conn.fileno())
    # The ``racers`` running at once share the machine's memory: each cap, this process's and a
    # racing program's, is its share at most (three programs' 8 GB passed a 24 GB machine).
    share_memory(racers)
    with contextlib.suppress(Exception):
        # The soft limit only: a program racing (exec:) raises its own to the programs' cap,
        # as a Java VM needs (it failed to start under 1.5 GB: "line 1: not JSON").
        cap_this_process(MEMORY_LIMIT)
    try:
        result = record(start, algorithm, time_limit, step_cap)
    except MemoryError as e:
        result = Racer(algorithm, None, Outcome.ERROR, 0.0, failure(e))
    except Exception as e:  # noqa: BLE001 - told to the parent: this racer failed, the others go on
        result = Racer(algorithm, None, Outcome.ERROR, 0.0, failure(e), raised=type(e).__name__)
    try:
        conn.send(result)
    except MemoryError as e:
        conn.send(Racer(algorithm, None, Outcome.ERROR, 0.0, failure(e)))
    finally:
        conn.close()
        os._exit(0)


def check_algorithms(names: Sequence[str]) -> str | None:
    """Why ``names`` cannot race (unknown names, too few or too many), or None."""
    from ..strategies import STRATEGIES

    unknown = [n for n in names if find(n) is None]
    if unknown:
        return f"unknown algorithm {', '.join(unknown)}; one of {', '.join(STRATEGIES)}"
    if not MIN_RACERS <= len(names) <= MAX_RACERS:
        return f"a race takes {MIN_RACERS} to {MAX_RACERS} algorithms, not {len(names)}"
    if len(set(names)) != len(names):
        return "each algorithm races once"
    return None


def race(
    start: BoardState,
    algorithms: Sequence[str],
    time_limit: float | None = None,
    step_cap: int = DEFAULT_STEP_CAP,
    jobs: int | None = None,
    cancelled: Callable[[], bool] | None = None,
    finished: Callable[[Racer], None] | None = None,
    started: Callable[[str, int], None] | None = None,
) -> list[Racer]:
    """Record every algorithm from ``start``, each in its own process, ``jobs`` at a time (all
    at once by default, so the race lasts about ``time_limit``); results in the order of
    ``algorithms``. ``finished`` hears each racer as
    it ends (in finishing order); ``cancelled`` is polled and stops the rest (they come back
    as errors saying so); ``started`` hears each racer's process id. Raises ValueError for bad ``algorithms`` (see ``check_algorithms``)."""
    problem = check_algorithms(algorithms)
    if problem is not None:
        raise ValueError(problem)
    limit = time_limit if time_limit is not None else DEFAULT_TIME_LIMIT
    jobs = max(1, jobs or len(algorithms))
    # A fork server: racers start from a clean process, not a copy of one with a window and
    # threads (a forked copy of a Qt process may touch Qt objects it does not own).
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context: Any = multiprocessing.get_context(method)
    results: dict[str, Racer] = {}
    waiting = list(algorithms)
    running: dict[Connection, tuple[str, Any]] = {}

    def launch(name: str) -> None:
        ours, theirs = context.Pipe(duplex=False)
        proc = context.Process(
            target=_racer_process,
            args=(theirs, os.getpid(), start, name, limit, step_cap, min(jobs, len(algorithms))),
            daemon=True,
        )
        proc.start()
        theirs.close()
        running[ours] = (name, proc)
        if started is not None:
            started(name, proc.pid)

    try:
        while waiting or running:
            while waiting and len(running) < jobs:
                launch(waiting.pop(0))
            if cancelled is not None and cancelled():
                break
            for ready in wait(list(running), timeout=0.1):
                conn = ready if isinstance(ready, Connection) else None
                if conn is None:
                    continue
                name, proc = running.pop(conn)
                racer = results[name] = _result(conn, name, proc)
                if finished is not None:
                    finished(racer)
    finally:
        _stop(running, waiting, results)
    return [results[name] for name in algorithms]


def _result(conn: Connection, name: str, proc: Any) -> Racer:
    """The racer ``name`` its process ``proc`` sent down ``conn`` (both closed after), or the
    error of a process that died first."""
    try:
        racer: Racer = conn.recv()
    except (EOFError, OSError):
        proc.join(1)
        code = proc.exitcode
        killed = code is None or code < 0
        error = Message(_RACER_KILLED) if killed else Message(_RACER_ENDED, code=code)
        racer = Racer(name, None, Outcome.ERROR, 0.0, error)
    conn.close()
    proc.join(1)
    return racer


def _stop(running: dict[Connection, tuple[str, Any]], waiting: list[str], results: dict[str, Racer]) -> None:
    """End the racers still ``running`` and the ``waiting`` ones, each a stopped racer in ``results``."""
    for conn, (name, proc) in list(running.items()):
        with contextlib.suppress(Exception):
            proc.kill()
            proc.join(1)
            conn.close()
        results.setdefault(name, Racer(name, None, Outcome.STOPPED, 0.0, Message(_STOPPED_RUNNING)))
    for name in waiting:
        results.setdefault(name, Racer(name, None, Outcome.STOPPED, 0.0, Message(_STOPPED_WAITING)))


def finishing_order(racers: Iterable[Racer]) -> list[Racer]:
    """Racers that found a solution, fastest solving time first, then the others."""
    done = [r for r in racers if r.outcome in (Outcome.SOLVED, Outcome.MULTIPLE)]
    rest = [r for r in racers if r not in done]
    return sorted(done, key=lambda r: r.seconds) + rest


def first_divergence(a: Timeline, b: Timeline) -> tuple[int, int] | None:
    """Where two recorded searches first differ in what they guess: the first node (in the order
    guesses were made) whose cell, digit or depth is not the same in both, as the step numbers of
    that guess in each run. None when one search's guesses are a prefix of the other's."""
    ta, tb = a.tree, b.tree
    if ta is None or tb is None:
        return None
    n = min(len(ta), len(tb))
    for node in range(1, n):
        if (ta.cell(node), ta.digit(node), ta.depth(node)) != (tb.cell(node), tb.digit(node), tb.depth(node)):
            return ta.first(node), tb.first(node)
    return None
