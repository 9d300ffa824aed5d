"""The solvers a user brings, as kinds of ``Algorithm``, each with how it is spelled, why it
cannot run and how a run of it starts (in a process of its own: ``core.external``).

Four spellings of an algorithm name reach a solver outside the app (``spelled``):

- ``path/to/solver.py[:function]`` (``PythonFile``): a Python file; ``function`` (default
  ``solve``) takes the puzzle (81 ints, 0 = empty) and yields steps: ``core.steps`` objects (as
  the engine of ``sudoku_gui.api`` makes them) or protocol records as dicts
  (``core/external/protocol.py``);
- ``exec:COMMAND ARGS`` (``Program``): a program (split as a shell would, run with the app's
  environment and working directory) that reads the puzzle on standard input and writes
  protocol lines; its standard error goes to the log (``logging`` name ``sudoku_gui.solver``);
- the name of an entry point in the group ``sudoku_gui.strategies`` (``InstalledSolver``: an
  installed package's), which loads a generator function as a Python file's;
- ``replay:FILE`` (``Replay``): a saved step stream (``--trace``'s or a program's) read as a run.

Why one cannot run (a file gone, a command that does not split) is a ``Message``, said in
English by the command line and in its language by the window.
"""

from __future__ import annotations

import errno
import multiprocessing
import os
import re
import shlex
import shutil
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING

from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Step
from .algorithm import Algorithm

if TYPE_CHECKING:
    from ..external.python_run import PythonSolver
    from ..external.solver_kinds import ExternalRun

EXEC = "exec:"
REPLAY = "replay:"
ENTRY_GROUP = "sudoku_gui.strategies"
"""The entry-point group installed packages declare their solvers in."""
FILE = re.compile(r"(?P<path>.+?\.py)(?::(?P<function>[A-Za-z_]\w*))?")

OWN = QT_TRANSLATE_NOOP("strategy", "A solver of your own, run in a process of its own")
_CANNOT_USE = QT_TRANSLATE_NOOP("steps", "cannot use {file}: {why}")
_NO_PYTHON_FILE = QT_TRANSLATE_NOOP("steps", "no Python file {file}")
_NO_REPLAY = QT_TRANSLATE_NOOP("steps", "no file {file} to replay")
_BAD_COMMAND = QT_TRANSLATE_NOOP("steps", "cannot read the command {command}: {why}")
_NO_COMMAND = QT_TRANSLATE_NOOP("steps", "exec: needs a command, as in exec:'./solver --fast'")
_NOT_FOUND = QT_TRANSLATE_NOOP("steps", "no program {program} found: give its path, or a command on the PATH")


@cache
def installed() -> dict[str, metadata.EntryPoint]:
    """Installed solvers (the ``sudoku_gui.strategies`` entry-point group), by name: the
    packages are scanned once a process."""
    return {ep.name: ep for ep in metadata.entry_points(group=ENTRY_GROUP)}


@dataclass(frozen=True)
class OwnSolver(Algorithm):
    """A solver of the user's: it derives its candidates, takes no marks, and its claims are
    checked at its run's end (``trusted`` False). ``solve`` starts its run (``start``)."""

    @property
    def solve(self) -> Callable[..., Iterator[Step]]:
        return self.start

    def start(self, values: Sequence[int], marks: Sequence[int] | None = None) -> ExternalRun:
        """The run from ``values`` (81 ints); ``marks`` are ignored (it derives its own)."""
        raise NotImplementedError


def _own(kind: type[OwnSolver], name: str, title: str, source: str, *fields: str) -> OwnSolver:
    return kind(
        name,
        OWN,
        *fields,
        source=source,
        title=title,
        derived_candidates=True,
        keeps_marks=False,
        trusted=False,
    )


@dataclass(frozen=True)
class PythonFile(OwnSolver):
    """``path/to/solver.py[:function]``: ``function`` of the file ``path``."""

    path: str
    function: str

    def problem(self) -> Message | None:
        return _unusable(self.path) or (
            None if _readable(self.path, pipes=False) else Message(_NO_PYTHON_FILE, file=_short(self.path))
        )

    def start(self, values: Sequence[int], marks: Sequence[int] | None = None) -> ExternalRun:
        from ..external.python_run import PythonSolver

        return _python_run(PythonSolver(self.name, path=self.path, function=self.function), values)


@dataclass(frozen=True)
class InstalledSolver(OwnSolver):
    """An installed package's solver: ``value`` is its entry point's ``module:attribute``,
    ``package`` the distribution that declares it (empty when unknown)."""

    value: str
    package: str

    def start(self, values: Sequence[int], marks: Sequence[int] | None = None) -> ExternalRun:
        from ..external.python_run import PythonSolver

        return _python_run(PythonSolver(self.name, entry=self.value), values)


@dataclass(frozen=True)
class Program(OwnSolver):
    """``exec:COMMAND``: a program speaking the step protocol."""

    command: str

    def problem(self) -> Message | None:
        try:
            words = shlex.split(self.command)
        except ValueError as e:
            return Message(_BAD_COMMAND, command=repr(self.command), why=str(e))
        return None if words else Message(_NO_COMMAND)

    def missing(self) -> Message | None:
        """Why its program cannot be found (not a path, not on the PATH), or None: asked when a
        program is loaded into the window (a run of a missing one fails when it starts)."""
        program = shlex.split(self.command)[0]
        return None if shutil.which(program) is not None else Message(_NOT_FOUND, program=program)

    def start(self, values: Sequence[int], marks: Sequence[int] | None = None) -> ExternalRun:
        from ..external.solver_kinds import ProgramRun

        return ProgramRun(self.command, values)


@dataclass(frozen=True)
class Replay(OwnSolver):
    """``replay:FILE``: a saved step stream read as a run (a file, or a pipe: a FIFO, ``/dev/stdin``)."""

    path: str

    def problem(self) -> Message | None:
        return _unusable(self.path) or (None if _readable(self.path) else Message(_NO_REPLAY, file=_short(self.path)))

    def start(self, values: Sequence[int], marks: Sequence[int] | None = None) -> ExternalRun:
        from ..external.solver_kinds import ReplayRun

        return ReplayRun(self.path, values)


def spelled(name: str) -> OwnSolver | None:
    """The solver of the user's that ``name`` spells (nothing looked up on disk), or None when
    it spells none (``exec:`` first, then ``replay:``, a ``.py`` file, an installed name)."""
    if name.startswith(EXEC):
        command = name[len(EXEC) :]
        source = QT_TRANSLATE_NOOP("strategy", "a program speaking the step protocol")
        return _own(Program, name, command.strip(), source, command)
    if name.startswith(REPLAY):
        path = name[len(REPLAY) :]
        return _own(Replay, name, Path(path).name, QT_TRANSLATE_NOOP("strategy", "a saved run"), path)
    if (m := FILE.fullmatch(name)) is not None:
        source = QT_TRANSLATE_NOOP("strategy", "a Python file")
        return _own(PythonFile, name, Path(name).name, source, m["path"], m["function"] or "solve")
    ep = installed().get(name)
    if ep is None:
        return None
    package = ep.dist.name if ep.dist else ""
    return _own(InstalledSolver, name, name, f"{ep.value} ({package or 'installed'})", ep.value, package)


def _python_run(solver: PythonSolver, values: Sequence[int]) -> ExternalRun:
    """A Python solver's run: in a process of its own, or in this one inside a daemon process
    (a racer, a ``--jobs`` worker: already a process of its own, which may have no children)."""
    from ..external.python_run import InProcessRun, PythonRun

    if multiprocessing.current_process().daemon:
        return InProcessRun(solver, values)
    return PythonRun(solver, values)


def _unusable(path: str) -> Message | None:
    """Why the file system cannot even look ``path`` up (a name too long for it, say), or None."""
    try:
        os.stat(path)
    except (OSError, ValueError) as e:
        if getattr(e, "errno", None) not in (errno.ENOENT, errno.ENOTDIR):  # a missing file is said by the caller
            return Message(_CANNOT_USE, file=_short(path), why=str(getattr(e, "strerror", None) or e))
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
