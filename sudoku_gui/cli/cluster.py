"""``--cluster ADDRESS``: a batch command's puzzles worked on a Dask distributed cluster.

The only module that imports dask (an import contract in pyproject.toml says so): the window
and the plain command line never load it. Each Dask task is ``batch.run_batch`` on numbered
puzzles (as many as take ``TASK_SECONDS``) with the same ``Work`` as ``--jobs``, so every line
is ``--jobs``'s line, and ``batch.emit`` writes them.

- A bounded window of tasks is running (``TASKS_PER_THREAD`` a worker thread, at least
  ``MIN_WINDOW``), read from the input as earlier ones end: a slow puzzle holds back the output,
  which keeps the input order, but not the workers, until ``IN_FLIGHT_PUZZLES`` puzzles wait
  behind it. Memory stays flat however long the file is.
- A worker lost mid-task: the scheduler runs its tasks again elsewhere (after
  ``distributed.scheduler.allowed-failures`` losses a task fails with ``KilledWorker``). A task
  that raises is tried ``RETRIES`` more times. A batch that still fails is tried again one puzzle
  a task, so only the puzzle at fault gets an ``error: ...`` line; the run goes on. Losing the
  scheduler itself ends the run (``ClusterError``).
- ``local`` or ``local:N`` starts a ``LocalCluster`` of N worker processes (default: the cores),
  one thread each, ignoring SIGINT (the client ends them); the client closes it when the run
  ends, interrupted or not, and its workers end with it even after a SIGKILL (their nanny's
  pipe closes).
"""

from __future__ import annotations

import collections
import contextlib
import itertools
import logging
import os
import signal
import sys
import time
import warnings
from collections.abc import Iterable, Iterator
from concurrent.futures import CancelledError
from dataclasses import dataclass
from typing import Any

from ..core.puzzles.puzzle_io import PuzzleInput
from .batch import ClusterError, ResultLine, Work, check_interrupted, run_batch, signals_held

TASK_SECONDS = 2.0
"""The work a task is given, in seconds. A task costs the scheduler and the client about 3-5 ms
(benchmarks/bench_cluster.py): a tenth of this would do for one machine, but a client sends a
few hundred tasks a second, so tasks this long keep a cluster of hundreds of cores under that.
A task's puzzles are as many as take this long at the seconds a puzzle the tasks so far took:
one a task for ratings of seconds, ``MAX_BATCH`` for quick solves."""
MAX_BATCH = 256
"""Puzzles a task at most (a task's puzzles and lines travel in one message)."""
RETRIES = 1
"""Times a task that raised is run again before its batch is split (``Client.submit(retries=)``)."""
FETCH_TRIES = 3
"""Times a result is fetched when the connection it comes by closes (see ``_result``)."""
TASKS_PER_THREAD = 2
"""Tasks running a worker thread: one working, one queued, so it never idles."""
IN_FLIGHT_PUZZLES = 65_536
"""Puzzles sent and not yet written at most (about 1 KB each in the client's memory)."""
MIN_WINDOW = 8
"""Tasks in flight at least (a cluster whose workers are still joining)."""
ALONE_TRIES = 2
"""Tasks a puzzle of a failed task gets on its own before its worker's loss is its line."""
WAIT_SECONDS = 0.5
"""The longest a wait for tasks goes without looking whether a stop signal was lost."""
RECENT_MESSAGES = 10
"""Messages a connection keeps for debugging, in this process (Dask's default is 1,000)."""
RECOUNT_SECONDS = 2.0
"""How often the window is sized again to the workers present (they may come and go)."""


Numbered = tuple[int, PuzzleInput]


LOST = "lost the connection to the cluster's scheduler"


@dataclass
class _Slot:
    """One task in flight: its puzzles and its future."""

    batch: list[Numbered]
    future: Any


def local_workers(address: str) -> int | None:
    """N for ``local:N``, the cores for ``local``, None for an address of a running scheduler."""
    if address == "local":
        return os.cpu_count() or 1
    if address.startswith("local:"):
        return int(address.removeprefix("local:"))
    return None


@contextlib.contextmanager
def connected(address: str) -> Iterator[Any]:
    """A ``dask.distributed.Client`` of the cluster at ``address`` (see ``local_workers``),
    closed (and a local cluster with it) when the block ends. Raises ``ClusterError``."""
    dd = _distributed()
    # Dask keeps the last messages of each connection for debugging, and a message holds a task's
    # puzzles: 1,000 messages of 256 puzzles is no longer flat memory. Keep a few.
    _dask_config().set({"distributed.admin.low-level-log-length": RECENT_MESSAGES})
    workers = local_workers(address)
    cluster: Any = None
    try:
        if workers is not None:
            with _workers_ignore_sigint(), warnings.catch_warnings():
                # 8787 taken (another cluster's dashboard): the one chosen instead is printed at the start
                warnings.filterwarnings("ignore", "Port .* is already in use", UserWarning)
                cluster = dd.LocalCluster(
                    n_workers=workers, threads_per_worker=1, processes=True, silence_logs=logging.ERROR
                )
            client = dd.Client(cluster)
        else:
            client = dd.Client(address, timeout=20)
    except (OSError, TimeoutError, ValueError, RuntimeError) as e:  # RuntimeError: a worker failed to start
        if cluster is not None:
            cluster.close()
        raise ClusterError(f"cannot {'start' if workers else 'reach'} the cluster at {address}: {e}") from None
    # Dask logs a lost scheduler as tracebacks; the run says it in one line (``ClusterError``).
    for name in [n for n in logging.root.manager.loggerDict if n.split(".")[0] == "distributed"]:
        logging.getLogger(name).setLevel(logging.CRITICAL)
    try:
        yield client
    finally:
        with signals_held():  # a second Ctrl+C must not leave the workers behind
            client.close()
            if cluster is not None:
                cluster.close()


def _dask_config() -> Any:
    """``dask.config`` (set after ``dask.distributed`` is loaded: it adds its defaults)."""
    import dask.config

    return dask.config


def _distributed() -> Any:
    """``dask.distributed``, loaded now (its calls are untyped for mypy: held as ``Any``). Raises
    ``ClusterError`` when the cluster extra is not installed."""
    try:
        import dask.distributed
    except ImportError as e:
        raise ClusterError(
            f"--cluster needs Dask ({e.name or 'dask'} is not installed): pip install -e '.[cluster]'"
        ) from None
    return dask.distributed


@contextlib.contextmanager
def _workers_ignore_sigint() -> Iterator[None]:
    """Worker processes started in the block inherit SIGINT ignored: a terminal's Ctrl+C reaches
    the whole process group, and only this process acts on it (it closes the cluster)."""
    if sys.platform == "win32":
        yield
        return
    try:
        old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:  # not the main thread: nothing to set
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


def dashboard_line(client: Any, address: str) -> str:
    """What the run says on stderr at its start: where it runs and the dashboard's address."""
    workers = len(client.scheduler_info().get("workers", {}))
    link = client.dashboard_link or "none (install bokeh on the scheduler's machine)"
    return f"cluster {address}: {workers} worker{'s' if workers != 1 else ''}, dashboard {link}"


def cluster_batches(
    client: Any, work: Work, numbered: Iterable[Numbered], size: int | None = None
) -> Iterator[list[ResultLine]]:
    """The outcomes of ``work`` on each of ``numbered`` puzzles, worked by ``client``'s cluster
    ``size`` puzzles a task (None: as many as take ``TASK_SECONDS``), yielded a task's batch at
    a time in input order (see the module text). Raises ``ClusterError`` when the scheduler is lost."""
    flight = _Flight(client, work, iter(numbered), _Sizer(size))
    try:
        while True:
            check_interrupted()  # a Ctrl+C whose exception Dask's gc callback swallowed
            flight.top_up()
            if not flight.pending:
                return
            head = flight.pending[0]
            if not head.future.done():
                try:
                    _distributed().wait(flight.running(), timeout=WAIT_SECONDS, return_when="FIRST_COMPLETED")
                except CancelledError:  # only the client cancels a task: when it loses the scheduler
                    raise ClusterError(LOST) from None
                except TimeoutError:  # a turn to look at check_interrupted
                    pass
                continue
            flight.pending.popleft()
            flight.puzzles -= len(head.batch)
            yield _collect(client, work, head, flight.sizer)
    finally:
        for slot in flight.pending:  # an interrupted run leaves no task behind
            slot.future.release()


class _Flight:
    """The tasks sent and not yet written, in input order (``pending``), and their puzzles."""

    def __init__(self, client: Any, work: Work, numbered: Iterator[Numbered], sizer: _Sizer) -> None:
        self.client = client
        self.work = work
        self.numbered = numbered
        self.sizer = sizer
        self.window = _Window(client)
        self.pending: collections.deque[_Slot] = collections.deque()
        self.puzzles = 0

    def running(self) -> list[Any]:
        return [slot.future for slot in self.pending if not slot.future.done()]

    def top_up(self) -> None:
        """Send tasks while fewer than the window run and fewer than ``IN_FLIGHT_PUZZLES`` wait."""
        running = len(self.running())
        while running < self.window.size() and self.puzzles < IN_FLIGHT_PUZZLES:
            batch = list(itertools.islice(self.numbered, self.sizer.next()))
            if not batch:
                return
            self.pending.append(_Slot(batch, _submit(self.client, self.work, batch)))
            self.puzzles += len(batch)
            running += 1


class _Sizer:
    """Puzzles the next task gets: ``fixed`` when given, else enough for ``TASK_SECONDS`` at a
    moving mean of the seconds a puzzle took in the tasks so far (1 until one is back)."""

    def __init__(self, fixed: int | None) -> None:
        self.fixed = fixed
        self.mean: float | None = None

    def next(self) -> int:
        if self.fixed is not None:
            return self.fixed
        if self.mean is None:
            return 1
        return max(1, min(MAX_BATCH, int(TASK_SECONDS / max(self.mean, 1e-6))))

    def saw(self, seconds: float, puzzles: int) -> None:
        each = seconds / puzzles
        self.mean = each if self.mean is None else 0.7 * self.mean + 0.3 * each


class _Window:
    """How many tasks may be in flight: ``TASKS_PER_THREAD`` a worker thread, sized again every
    ``RECOUNT_SECONDS``."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.at = -RECOUNT_SECONDS
        self.tasks = MIN_WINDOW

    def size(self) -> int:
        now = time.monotonic()
        if now - self.at >= RECOUNT_SECONDS:
            self.at = now
            threads = sum(self.client.nthreads().values())
            self.tasks = max(MIN_WINDOW, TASKS_PER_THREAD * threads)
        return self.tasks


def _timed_batch(work: Work, batch: list[Numbered]) -> tuple[list[ResultLine], float]:
    """A task: ``run_batch`` and the seconds it took on the worker."""
    start = time.perf_counter()
    results = run_batch(work, batch)
    return results, time.perf_counter() - start


def _submit(client: Any, work: Work, batch: list[Numbered]) -> Any:
    return client.submit(_timed_batch, work, batch, retries=RETRIES, pure=False)


def _collect(client: Any, work: Work, slot: _Slot, sizer: _Sizer) -> list[ResultLine]:
    """The results of ``slot``'s task; when it failed, its puzzles again one a task, so that
    only the puzzles that fail alone get an error line."""
    try:
        results, seconds = _result(slot.future)
        sizer.saw(seconds, len(slot.batch))
        return list(results)
    except Exception as e:  # noqa: BLE001 - a task's failure, told as its puzzles' lines
        _still_connected(client, e)
        if len(slot.batch) == 1:
            return [failed_line(e)]
    return [_alone(client, work, item) for item in slot.batch]


def _alone(client: Any, work: Work, item: Numbered) -> ResultLine:
    """One puzzle of a failed task, in a task of its own, waited for before the next is sent: two
    of them queued on one worker would both be lost when one kills it. A worker lost under it is
    tried ``ALONE_TRIES`` times (a task sent by the main loop may have killed it)."""
    for attempt in range(ALONE_TRIES):
        try:
            return _result(_submit(client, work, [item]))[0][0]  # type: ignore[no-any-return]
        except Exception as e:  # noqa: BLE001 - as above
            _still_connected(client, e)
            if attempt + 1 == ALONE_TRIES or not isinstance(e, _distributed().KilledWorker):
                return failed_line(e)
    raise AssertionError("unreachable")


def _result(future: Any) -> Any:
    """``future``'s result. A connection closed while it is fetched (its worker or the scheduler
    gone) is tried again, ``FETCH_TRIES`` times in all: the scheduler computes a lost result
    again, and a lost scheduler cancels the future (``CancelledError``)."""
    for _ in range(FETCH_TRIES - 1):
        try:
            return future.result()
        except _comm_closed():
            time.sleep(1.0)
    return future.result()


def _comm_closed() -> type[Exception]:
    from distributed.comm.core import CommClosedError

    return CommClosedError


def _still_connected(client: Any, error: Exception) -> None:
    """Raise ``ClusterError`` when ``error`` came of the connection being lost, not of the task:
    its puzzles are not done, and must not be written as failed (``--resume`` would skip them)."""
    if isinstance(error, (CancelledError, _comm_closed())) or client.status != "running":
        raise ClusterError(LOST) from None


def failed_line(error: BaseException) -> ResultLine:
    """A puzzle's line when its task failed on the cluster: ``error: worker lost (...)`` after
    ``KilledWorker``, else ``error: <exception>: <message>`` (one line)."""
    if isinstance(error, _distributed().KilledWorker):
        text = "worker lost (a worker died running it, more times than the cluster allows)"
    elif isinstance(error, MemoryError):
        text = "out of memory"
    else:
        text = f"{type(error).__name__}: {error}"
    return ResultLine("error: " + " ".join(text.split()), ok=False, code=1)
