"""Running a solver brought by the user (``core.algorithms.kinds`` names the kinds and starts
them): the steps of one run read as it makes them (``ExternalRun``), a program's (``ProgramRun``)
or a saved run's (``ReplayRun``); a Python file's run is in ``python_run``.

Each runs in a process of its own, with a memory cap (``MEMORY_LIMIT``), so a solver that
hangs without yielding, crashes or eats memory ends its run with a ``SolverError`` saying why
(the exception, the file and line, the line of standard error naming its error) and never takes
the app with it. Every process of a run ends with the run, those the solver forked too, whatever
ends it: its output's end, ``interrupt_all`` (Esc), a time or silence limit, the app closing or
being killed (``core.external.supervise``: a supervisor per run, a process group and session of its own).
Inside a daemon process (a racer, a ``--jobs`` worker: already a process of its own, which may
not have children) a Python solver runs in that process. What a Python solver prints goes to
the log, as a program's standard error does.
"""

from __future__ import annotations

import contextlib
import logging
import os
import select
import shlex
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO

from ..message import QT_TRANSLATE_NOOP
from ..source_sites import SiteSink
from ..steps import NoSolution, SearchDone, Solved, Step, TimeLimitReached
from .program_group import ProgramGroup
from .protocol import ProtocolError, StepReader
from .solver_errors import BadLine, Silent, SolverError
from .solver_output import CHUNK, Lines, Logged

MEMORY_LIMIT = 1536 * 2**20
"""Address space a solver's process may use (bytes), as a racer's."""
EXEC_MEMORY_LIMIT = 8 * 2**30
"""A program's cap: a Java VM reserves gigabytes of address space it never touches."""
_SHARERS = [1]
"""How many solvers run at once in the run this process belongs to (a race's racers), so that
their caps together stay within the machine's memory (``memory_cap``)."""


def machine_memory() -> int | None:
    """The machine's memory in bytes (None where the system does not say)."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return None


def share_memory(solvers: int) -> None:
    """This process's solver runs beside ``solvers - 1`` others (a race's): each gets a share of
    the machine's memory at most (three programs' 8 GB caps added up past a 24 GB machine's)."""
    _SHARERS[0] = max(1, solvers)


def memory_cap(cap: int) -> int:
    """``cap`` (bytes), bounded by this process's share of the machine's memory."""
    ram = machine_memory()
    return cap if ram is None else min(cap, ram // _SHARERS[0])


def cap_this_process(cap: int) -> int:
    """Lower this process's address-space limit (the soft one: a program it starts may raise its
    own back, up to the hard one) to ``memory_cap(cap)``, unless it is lower already; the limit
    in force, in bytes. A Python solver run here (``InProcessRun``) then fails alone with
    ``MemoryError`` past it, as one in a process of its own does."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = memory_cap(cap)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    if soft == resource.RLIM_INFINITY or soft > limit:
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
        return limit
    return soft


POLL_SECONDS = 0.05
"""How often a wait for a solver's next step looks whether it was interrupted."""
BATCH = 1024
BATCH_AGE = 0.03
"""A Python solver's steps cross to the app in batches of up to ``BATCH`` steps, or what it
made in ``BATCH_AGE`` seconds (so a slow solver is still seen live)."""
FINAL = (Solved, NoSolution, SearchDone, TimeLimitReached)
"""Steps that end a run (a ``solved`` may be followed by more of an enumerating search)."""
SILENCE = [30.0]
"""Seconds a solver may say nothing when its run has no time limit (then: ``Silent``); the
command line's ``--silence`` sets it."""

log = logging.getLogger("sudoku_gui.solver")
_CANNOT_RUN = QT_TRANSLATE_NOOP("steps", "cannot run {command}: {why}")
_KILLED = QT_TRANSLATE_NOOP("steps", "{source}: out of memory or killed after line {n}{msg}")
_SIGNALLED = QT_TRANSLATE_NOOP("steps", "{source}: killed by signal {signal} after line {n}{msg}")
_EXIT_CODE = QT_TRANSLATE_NOOP("steps", "{source}: ended with exit code {code} after line {n}{msg}")
_NO_END = QT_TRANSLATE_NOOP("steps", "{source}: ended after line {n} without a solved or no-solution line{msg}")
_CANNOT_READ = QT_TRANSLATE_NOOP("steps", "cannot read {file}: {why}")
_REPLAY_CUT = QT_TRANSLATE_NOOP("steps", "{source}: ends after line {n} without a solved or no-solution line")
"""A program's failures; ``msg`` is what its standard error said (``Logged.said``), or nothing."""
_LIVE: weakref.WeakSet[ExternalRun] = weakref.WeakSet()
_WAITING = threading.local()


def on_wait(hook: Callable[[], None] | None) -> None:
    """Call ``hook`` (in this thread) each time an external solver run read from this thread
    makes its reader wait for the next step (after ``POLL_SECONDS`` of silence): a viewer that
    records steps in batches shows what it holds then, instead of keeping it until the next step.
    None removes it."""
    _WAITING.hook = hook


def interrupt_all() -> None:
    """End every external run of this process at once (Esc): each ends as a closed run does."""
    for run in list(_LIVE):
        run.interrupt()


class ExternalRun:
    """The steps of one external solver's run, read as it makes them (an iterator: close it to
    end the run and its process). ``time_limited`` hands it the run's limit (``limited``), which
    it keeps even while the solver is silent."""

    def __init__(self, givens: Sequence[int]) -> None:
        self.reader = StepReader(givens)
        self._ready: deque[Step] = deque()
        self._done = False
        self._interrupted = threading.Event()
        self._seconds: float | None = None
        self._wall = False
        self._spent = 0.0
        self._deadline = 0.0
        self._error: SolverError | None = None
        """A failure met while reading steps that come before it: raised once they are given."""
        self.lines: SiteSink | None = None
        """Where the source line of each step read goes (set before the first is read), or None."""
        _LIVE.add(self)

    def __iter__(self) -> ExternalRun:
        return self

    def limited(self, seconds: float, wall_clock: bool) -> Iterator[Step]:
        """These steps cut at ``seconds`` (of waiting for the solver, or of wall-clock time with
        ``wall_clock``), silence included: past it the process is ended and ``TimeLimitReached``
        ends the run."""
        self._seconds, self._wall = seconds, wall_clock
        self._deadline = time.perf_counter() + seconds
        try:
            yield from self
        finally:
            self.close()

    def _tell_sites(self, sites: list[tuple[str, int] | None]) -> None:
        """The source lines of the steps just made ready, in order, to ``lines`` (emptied)."""
        if self.lines is not None:
            add = self.lines.add_site
            for site in sites:
                add(site)
        sites.clear()

    def interrupt(self) -> None:
        self._interrupted.set()

    def __next__(self) -> Step:
        if self._ready:
            return self._ready.popleft()
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        if self._done:
            raise StopIteration
        clock = time.perf_counter
        t0 = clock()
        said_waiting = False
        try:
            while not self._ready:
                if self._interrupted.is_set():
                    self.close()
                    raise StopIteration
                wait = POLL_SECONDS
                if self._seconds is not None:
                    left = (self._deadline - clock()) if self._wall else (self._seconds - self._spent - (clock() - t0))
                    if left <= 0:
                        self.close()
                        return TimeLimitReached(self._seconds, f"Time limit reached ({self._seconds:g} s)")
                    wait = min(wait, left)
                elif clock() - t0 > SILENCE[0]:
                    self.close()
                    raise Silent(SILENCE[0])
                try:
                    more = self._pull(wait)
                except SolverError as e:
                    if not self._ready:
                        raise
                    self._error = e  # the lines read before the bad one are steps first
                    break
                if not more:
                    self._done = True
                    self.close()
                    if not self._ready:
                        raise StopIteration
                if not self._ready and not said_waiting:
                    said_waiting = True
                    hook = getattr(_WAITING, "hook", None)
                    if hook is not None:
                        hook()
        finally:
            self._spent += clock() - t0
        return self._ready.popleft()

    def _pull(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for steps and put them in ``_ready``; False at the end of the
        solver's output. Raises SolverError."""
        raise NotImplementedError

    def close(self) -> None:
        self._done = True


class ProgramRun(ExternalRun):
    """A program speaking the step protocol, started at once under its supervisor
    (``ProgramGroup``: every process of it ends with the run): the puzzle on its standard
    input, its lines read as they come, its standard error to the log."""

    def __init__(self, command: str, givens: Sequence[int]) -> None:
        super().__init__(givens)
        self.command = command
        self._lines = Lines()
        self._final = False
        """An end step was read (what follows it is read too: a step after the end is a fault)."""
        self.group: ProgramGroup | None = None
        try:
            self.group = ProgramGroup(shlex.split(command), memory_cap(EXEC_MEMORY_LIMIT))
        except OSError as e:
            raise SolverError(_CANNOT_RUN, command=repr(command), why=str(e.strerror or e)) from None
        self._stdout: IO[bytes] = self.group.stdout
        with contextlib.suppress(OSError):
            self.group.stdin.write("".join(str(v) for v in givens).encode() + b"\n")
        with contextlib.suppress(OSError):
            self.group.stdin.close()
        self.errors = Logged(self.group.stderr, command)

    def _pull(self, seconds: float) -> bool:
        fd = self._stdout.fileno()
        ready, _, _ = select.select([fd], [], [], seconds)
        if not ready:
            return True
        chunk = os.read(fd, CHUNK)
        if not chunk:
            rest = self._lines.rest()
            if rest:
                self._feed(rest)
            if not self._final:
                self._ended()
            return False
        try:
            lines = self._lines.split(chunk, self.reader.line + 1)
        except ProtocolError as e:
            self.close()
            raise BadLine(self.command, e) from None
        for line in lines:
            self._feed(line)
        return True

    def _feed(self, line: bytes) -> None:
        try:
            step = self.reader.feed(line)
        except ProtocolError as e:
            self.close()
            raise BadLine(self.command, e) from None
        if step is not None:
            self._ready.append(step)
            if self.lines is not None:
                self.lines.add_site(self.reader.site)
            if isinstance(step, FINAL):
                self._final = True

    def _ended(self) -> None:
        """The program closed its output without a last step: say why."""
        assert self.group is not None
        try:
            code = self.group.exit_code(2)
        except OSError as e:
            raise SolverError(_CANNOT_RUN, command=repr(self.command), why=str(e.strerror or e)) from None
        said = self.errors.said(1)
        n = self.reader.line
        if code == -9:
            raise SolverError(_KILLED, source=self.command, n=n, msg=said)
        if code is not None and code < 0:
            raise SolverError(_SIGNALLED, source=self.command, signal=-code, n=n, msg=said)
        if code:
            raise SolverError(_EXIT_CODE, source=self.command, code=code, n=n, msg=said)
        raise SolverError(_NO_END, source=self.command, n=n, msg=said)

    def close(self) -> None:
        super().close()
        group = getattr(self, "group", None)
        if group is not None:
            group.end()
            self.errors.wait(1)  # its last lines logged (its processes are gone: the pipe has ended)
        stream = getattr(self, "_stdout", None)
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()


class ReplayRun(ProgramRun):
    """A saved step stream read as a run (``--replay``, File > Open Run): a file, or a pipe
    (a FIFO, ``/dev/stdin``) read as it is written."""

    def __init__(self, path: str, givens: Sequence[int]) -> None:
        ExternalRun.__init__(self, givens)
        self.command = Path(path).name
        self._lines = Lines()
        self._final = False
        self.group = None
        try:  # without blocking: a FIFO with no writer yet is waited for as silence is
            self._stdout = open(os.open(path, os.O_RDONLY | os.O_NONBLOCK), "rb", buffering=0)  # noqa: SIM115
        except OSError as e:
            raise SolverError(_CANNOT_READ, file=repr(path), why=str(e.strerror or e)) from None

    def _ended(self) -> None:
        raise SolverError(_REPLAY_CUT, source=self.command, n=self.reader.line)


# --- Python solvers ---------------------------------------------------------------------------
