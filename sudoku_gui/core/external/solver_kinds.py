"""Solvers brought by the user: a Python file, a program that speaks the step protocol, or an
installed package's entry point, run wherever ``--algorithm`` takes a name.

Three spellings of an algorithm name reach a solver outside the app (``kind_of``):

- ``path/to/solver.py[:function]``: a Python file; ``function`` (default ``solve``) takes the
  puzzle (81 ints, 0 = empty) and yields steps: ``core.steps`` objects (as the engine of
  ``sudoku_gui.api`` makes them) or protocol records as dicts (``core/external/protocol.py``);
- ``exec:COMMAND ARGS``: a program (split as a shell would, run with the app's environment and
  working directory) that reads the puzzle on standard input and writes protocol lines; its
  standard error goes to the log (``logging`` name ``sudoku_gui.solver``);
- the name of an entry point in the group ``sudoku_gui.strategies`` (installed packages), which
  loads a generator function as a Python file's.

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
import errno
import logging
import os
import re
import select
import shlex
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from importlib import metadata
from pathlib import Path
from typing import IO

from ..steps import NoSolution, SearchDone, Solved, Step, TimeLimitReached
from .program_group import ProgramGroup
from .protocol import BadLine, ProtocolError, Silent, SolverError, StepReader
from .solver_output import CHUNK, Lines, Logged

EXEC = "exec:"
REPLAY = "replay:"
"""``replay:FILE``: a saved step stream (``--trace``'s or a program's), read as a run."""
ENTRY_GROUP = "sudoku_gui.strategies"
"""The entry-point group installed packages declare their solvers in."""
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
_FILE = re.compile(r"(?P<path>.+?\.py)(?::(?P<function>[A-Za-z_]\w*))?")
_LIVE: weakref.WeakSet[ExternalRun] = weakref.WeakSet()
_WAITING = threading.local()


def on_wait(hook: Callable[[], None] | None) -> None:
    """Call ``hook`` (in this thread) each time an external solver run read from this thread
    makes its reader wait for the next step (after ``POLL_SECONDS`` of silence): a viewer that
    records steps in batches shows what it holds then, instead of keeping it until the next step.
    None removes it."""
    _WAITING.hook = hook


def kind_of(name: str) -> str | None:
    """``"exec"``, ``"replay"``, ``"file"``, ``"entry"`` or None (not an external solver's name)."""
    if name.startswith(EXEC):
        return "exec"
    if name.startswith(REPLAY):
        return "replay"
    if _FILE.fullmatch(name):
        return "file"
    if name in entry_points():
        return "entry"
    return None


def entry_points() -> dict[str, metadata.EntryPoint]:
    """Installed solvers (the ``sudoku_gui.strategies`` entry-point group), by name."""
    return {ep.name: ep for ep in metadata.entry_points(group=ENTRY_GROUP)}


def problem(name: str) -> str | None:
    """Why ``name`` cannot be run (a missing file, an empty command), or None."""
    kind = kind_of(name)
    if kind == "exec":
        try:
            words = shlex.split(name[len(EXEC) :])
        except ValueError as e:
            return f"cannot read the command {name[len(EXEC) :]!r}: {e}"
        return None if words else "exec: needs a command, as in exec:'./solver --fast'"
    if kind == "replay":  # a file, or a pipe (/dev/stdin, a FIFO)
        path = name[len(REPLAY) :]
        return _unusable(path) or (None if _readable(path) else f"no file {_short(path)} to replay")
    if kind == "file":
        m = _FILE.fullmatch(name)
        assert m is not None
        path = m["path"]
        return _unusable(path) or (None if _readable(path, pipes=False) else f"no Python file {_short(path)}")
    return None if kind == "entry" else f"{name!r} is not an algorithm, a solver.py[:function] or exec:COMMAND"


def _unusable(path: str) -> str | None:
    """Why the file system cannot even look ``path`` up (a name too long for it, say), or None."""
    try:
        os.stat(path)
    except (OSError, ValueError) as e:
        if getattr(e, "errno", None) not in (errno.ENOENT, errno.ENOTDIR):  # a missing file is said by the caller
            return f"cannot use {_short(path)}: {getattr(e, 'strerror', None) or e}"
    return None


def _readable(path: str, pipes: bool = True) -> bool:
    """Whether ``path`` names a file (or, with ``pipes``, anything to read that is not a
    directory); False for a name the system cannot take (too long, a NUL in it)."""
    try:
        p = Path(path)
        return p.is_file() or (pipes and p.exists() and not p.is_dir())
    except (OSError, ValueError):
        return False


def _short(path: str) -> str:
    """A path as a message quotes it: whole when short, else its start and end."""
    return repr(path) if len(path) <= 80 else repr(path[:40] + "..." + path[-30:])


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
            raise SolverError(f"cannot run {command!r}: {e.strerror or e}") from None
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
            if isinstance(step, FINAL):
                self._final = True

    def _ended(self) -> None:
        """The program closed its output without a last step: say why."""
        assert self.group is not None
        try:
            code = self.group.exit_code(2)
        except OSError as e:
            raise SolverError(f"cannot run {self.command!r}: {e.strerror or e}") from None
        said = self.errors.said(1)
        if code is not None and code < 0:
            how = "out of memory or killed" if code == -9 else f"killed by signal {-code}"
            raise SolverError(f"{self.command}: {how} after line {self.reader.line}{said}")
        if code:
            raise SolverError(f"{self.command}: ended with exit code {code} after line {self.reader.line}{said}")
        raise SolverError(
            f"{self.command}: ended after line {self.reader.line} without a solved or no-solution line{said}"
        )

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
            raise SolverError(f"cannot read {path!r}: {e.strerror or e}") from None

    def _ended(self) -> None:
        raise SolverError(f"{self.command}: ends after line {self.reader.line} without a solved or no-solution line")


# --- Python solvers ---------------------------------------------------------------------------
