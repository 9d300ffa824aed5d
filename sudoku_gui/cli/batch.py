"""Batch runs of the command line: one puzzle's work, worker processes, output and signals.

``outcomes`` yields one ``ResultLine`` per input puzzle, in input order, computed here or by
worker processes (``--jobs``). The pool is this module's own, small on purpose, because a batch
must stop at once and leave nothing behind:

- the workers ignore SIGINT (Ctrl+C reaches the whole process group; only the parent acts on
  it) and end when their parent is gone (``core.external.die_with_parent``: Linux's parent-death signal, their
  pipe reaching its end, a check of the parent's pid);
- the parent has no helper threads: it sends each worker a batch at a time over a pipe and
  waits on all of them, so a Ctrl+C or SIGTERM interrupts the wait itself; the workers are then
  killed (no waiting for batches in flight) and the run ends with exit 130 (143 for SIGTERM);
- output is written a whole batch of lines at a time with SIGINT and SIGTERM held back, so an
  interrupted run never cuts a line.

Memory stays flat: at most two batches per worker are in flight, and results are printed in
order as they complete.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import TYPE_CHECKING, Any, NoReturn

from ..core.atomic import WriteFailed
from ..core.external.die_with_parent import end_with_parent
from ..core.puzzles.puzzle_io import PuzzleInput, read_puzzles

if TYPE_CHECKING:
    from tqdm import tqdm

BATCH = 32
"""Puzzles sent to a worker at a time (amortises the pickling)."""
IN_FLIGHT = 2
"""Batches a worker may hold: one to work on, one waiting, so it never idles."""
MAX_JOBS_PER_CORE = 2
"""``--jobs`` beyond this many workers a core is capped: the work is CPU-bound."""


class Interrupted(BaseException):
    """SIGINT or SIGTERM arrived; ``code`` is the exit code the run ends with (130 or 143)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


_arrived: list[int] = []
"""The exit code of a stop signal that arrived inside ``interruptible`` (its exception can be lost:
a handler that runs inside a garbage collector callback, as dask.distributed installs one, has
its exception printed and dropped), for ``check_interrupted``."""


def _raise_interrupted(signum: int, _frame: object) -> NoReturn:
    _arrived.append(128 + signum)
    raise Interrupted(128 + signum)


def check_interrupted() -> None:
    """Raise ``Interrupted`` again when a stop signal arrived in this ``interruptible`` block and its
    first exception was lost; loops that wait call it on each turn."""
    if _arrived:
        raise Interrupted(_arrived[0])


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """SIGINT and SIGTERM raise ``Interrupted`` inside the block (in the main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    # A signal the caller set to be ignored (a shell's background job and SIGINT) stays ignored.
    wanted = [s for s in (signal.SIGINT, signal.SIGTERM) if signal.getsignal(s) is not signal.SIG_IGN]
    _arrived.clear()
    old = {s: signal.signal(s, _raise_interrupted) for s in wanted}
    try:
        yield
    finally:
        _arrived.clear()
        for s, handler in old.items():
            signal.signal(s, handler)


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM wait until the block is over (a write is never cut short)."""
    held = {signal.SIGINT, signal.SIGTERM}
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def capped_jobs(requested: int | None) -> tuple[int, str]:
    """The worker count for ``--jobs`` (default: the cores), and a note when it was capped."""
    cores = os.cpu_count() or 1
    if requested is None:
        return cores, ""
    cap = MAX_JOBS_PER_CORE * cores
    if requested > cap:
        return cap, f"--jobs {requested}: using {cap} ({MAX_JOBS_PER_CORE} per core; more only costs memory)"
    return requested, ""


# --- one puzzle's work: the same function here or in a worker ---------------------------------


@dataclass(frozen=True)
class ResultLine:
    """One puzzle's output ``line``, lines for stderr (``notes``), and whether it counts as done."""

    line: str
    notes: tuple[str, ...] = ()
    ok: bool = True
    guessed: bool | None = None
    """For a solve: whether the strategy had to guess (None for other tasks)."""
    seconds: float = 0.0
    code: int = 0
    """For ``--check``: the verdict's exit code (0 ok, 1 a fault, 3 unfinished)."""


Work = Callable[[int, PuzzleInput], ResultLine]
"""One puzzle's work: (its 1-based number, the input) -> its outcome. Must be picklable (a
module-level function or a ``functools.partial`` of one) to run in workers."""


def run_batch(work: Work, batch: list[tuple[int, PuzzleInput]]) -> list[ResultLine]:
    """``work`` on each numbered puzzle of ``batch``: what a worker (a process, a Dask task) runs."""
    return [work(index, item) for index, item in batch]


# --- workers ----------------------------------------------------------------------------------


class WorkerFailed(Exception):
    """A worker process failed or vanished; the message says why, ready to show."""


class ClusterError(Exception):
    """``--cluster``: the cluster cannot be started or reached, or was lost; the message is ready to show."""


def _worker(conn: Connection, parent: int, work: Work) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):  # the parent forked us with both held back
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        end_with_parent(parent, conn.fileno())
        while True:
            batch = conn.recv()
            if batch is None:
                return
            conn.send(run_batch(work, batch))
    except (EOFError, OSError):  # the parent closed its end or is gone
        return
    except BaseException as e:  # noqa: BLE001 - told to the parent as one line, never a traceback here
        with contextlib.suppress(BaseException):
            conn.send(_Failure("out of memory" if isinstance(e, MemoryError) else f"{type(e).__name__}: {e}"))
    finally:
        os._exit(0)  # no atexit handlers, no flushing of the parent's inherited buffers


@dataclass(frozen=True)
class _Failure:
    """What a worker sends instead of results when it fails."""

    reason: str


class _Pool:
    """``jobs`` forked workers, each fed batches over its own pipe (see the module text)."""

    def __init__(self, jobs: int, work: Work) -> None:
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        context: Any = multiprocessing.get_context(method)
        self.conns: list[Connection] = []
        self.procs: list[multiprocessing.process.BaseProcess] = []
        sys.stdout.flush()
        sys.stderr.flush()
        # Ctrl+C to the whole process group while a worker starts would reach it before it
        # ignores SIGINT (a traceback from its bootstrap): hold the signals back while forking;
        # the worker lets them through once its own handlers are set, the parent after the loop.
        with signals_held():
            for _ in range(jobs):
                ours, theirs = context.Pipe()
                proc = context.Process(target=_worker, args=(theirs, os.getpid(), work), daemon=True)
                proc.start()
                theirs.close()
                self.conns.append(ours)
                self.procs.append(proc)

    def kill(self) -> None:
        """End every worker now (batches in flight are dropped) and reap them."""
        for proc in self.procs:
            with contextlib.suppress(Exception):
                proc.kill()
        for conn in self.conns:
            with contextlib.suppress(Exception):
                conn.close()
        for proc in self.procs:
            with contextlib.suppress(Exception):
                proc.join(1)

    def close(self) -> None:
        """Tell idle workers to end, and reap them."""
        for conn in self.conns:
            with contextlib.suppress(Exception):
                conn.send(None)
                conn.close()
        for proc in self.procs:
            proc.join(5)
            if proc.is_alive():
                proc.kill()
                proc.join(1)


def _batched(items: Iterable[tuple[int, PuzzleInput]], n: int) -> Iterator[list[tuple[int, PuzzleInput]]]:
    it = iter(items)
    while batch := list(itertools.islice(it, n)):
        yield batch


def numbered_puzzles(source: str, skip: int = 0) -> Iterator[tuple[int, PuzzleInput]]:
    """The puzzles of ``source`` with their 1-based numbers, the first ``skip`` left out
    (``--resume``: they are done already). Raises ``SourceError`` as ``read_puzzles`` does."""
    return itertools.islice(enumerate(read_puzzles(source), start=1), skip, None)


def outcome_batches(work: Work, source: str, jobs: int, skip: int = 0) -> Iterator[list[ResultLine]]:
    """Outcomes of every puzzle of ``source`` (but the first ``skip``) in input order, a batch at
    a time, from ``jobs`` workers when there is more than one puzzle (a single one is done here:
    starting workers would cost more than it). Raises ``SourceError`` as ``read_puzzles`` does;
    ``Interrupted`` passes through after the workers are killed."""
    numbered = numbered_puzzles(source, skip)
    head = list(itertools.islice(numbered, 2))
    if jobs <= 1 or len(head) < 2:
        for index, item in itertools.chain(head, numbered):
            yield [work(index, item)]
        return
    pool = _Pool(jobs, work)
    try:
        yield from _scheduled(pool, _batched(itertools.chain(head, numbered), BATCH))
    except BaseException:
        pool.kill()
        raise
    pool.close()


def _scheduled(pool: _Pool, batches: Iterator[list[tuple[int, PuzzleInput]]]) -> Iterator[list[ResultLine]]:
    """Feed ``batches`` to the pool's workers and yield their results in order."""
    load = dict.fromkeys(pool.conns, 0)  # batches a worker holds
    owner: dict[int, Connection] = {}
    done: dict[int, list[ResultLine]] = {}
    queue: dict[Connection, list[int]] = {c: [] for c in pool.conns}  # batch numbers, in send order
    sent = shown = 0
    exhausted = False
    while True:
        while not exhausted:  # top every worker up to IN_FLIGHT batches
            idle = [c for c in pool.conns if load[c] < IN_FLIGHT]
            if not idle:
                break
            batch = next(batches, None)
            if batch is None:
                exhausted = True
                break
            conn = min(idle, key=load.__getitem__)
            conn.send(batch)
            load[conn] += 1
            queue[conn].append(sent)
            owner[sent] = conn
            sent += 1
        while shown in done:
            yield done.pop(shown)
            shown += 1
        if exhausted and shown == sent:
            return
        for ready in wait([c for c in pool.conns if load[c]]):
            conn = ready if isinstance(ready, Connection) else pool.conns[0]  # always a Connection here
            try:
                results = conn.recv()
            except (EOFError, OSError):
                raise WorkerFailed("a worker process ended unexpectedly (killed, or out of memory)") from None
            if isinstance(results, _Failure):
                raise WorkerFailed(f"a worker process failed: {results.reason}")
            number = queue[conn].pop(0)
            load[conn] -= 1
            done[number] = results


# --- output -------------------------------------------------------------------------------------


def _reason(e: OSError) -> str:
    return (e.strerror or str(e)).lower()


def shows_progress(quiet: bool = False) -> bool:
    """Whether ``emit`` draws a progress bar: on a terminal's standard error, unless ``quiet``."""
    return sys.stderr is not None and sys.stderr.isatty() and not quiet


def _progress(quiet: bool) -> tqdm[NoReturn] | None:
    if shows_progress(quiet):
        from tqdm import tqdm  # only for long runs on a terminal

        return tqdm(unit="puzzle", file=sys.stderr, leave=False)
    return None


def _write_stdout(lines: str) -> None:
    try:
        sys.stdout.write(lines)
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as e:
        raise WriteFailed(f"cannot write standard output: {_reason(e)}") from None


def emit(
    batches: Iterable[list[ResultLine]],
    quiet: bool = False,
    write: Callable[[str], None] | None = None,
    total: Callable[[], int | None] | None = None,
) -> bool:
    """Print each batch's lines in order (notes to stderr), whole batches at a time with the
    stop signals held back; True when every outcome was ok. ``write`` takes the lines instead of
    standard output (``--resume``'s file); ``total`` tells the puzzles to come once known (the
    progress bar's time left). Raises ``WriteFailed``, and ``BrokenPipeError`` when the reader left."""
    progress = _progress(quiet)
    write = write or _write_stdout
    ok = True
    try:
        for batch in batches:
            notes = "".join(note + "\n" for out in batch for note in out.notes)
            lines = "".join(out.line + "\n" for out in batch)
            with signals_held():
                if notes:
                    if progress is not None:
                        progress.clear()
                    sys.stderr.write(notes)
                    sys.stderr.flush()
                write(lines)
            ok = ok and all(out.ok for out in batch)
            if progress is not None:
                if progress.total is None and total is not None and (known := total()) is not None:
                    progress.total = known  # tqdm now shows the time left
                progress.update(len(batch))
    finally:
        if progress is not None:
            progress.close()
    return ok
