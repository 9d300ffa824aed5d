"""A loaded program's processes as the app holds them (``ProgramGroup``): the program started
under its supervisor (``core.external.supervise``) in a session of its own, and every process of it
killed when the run ends, whatever ends it. See ``core.external.solver_kinds``.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import select
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO

from .supervise import CANNOT_RUN

SUPERVISOR = [
    sys.executable,
    "-I",  # no environment, no user site: the program's PYTHONPATH is not the supervisor's
    "-S",  # no site: a few milliseconds less
    "-c",  # imported rather than run as a script: its compiled form is kept (1.4 ms less)
    f"import sys; sys.path.append({str(Path(__file__).parent)!r}); import supervise; supervise.main(sys.argv)",
]
"""The command that starts a supervisor (``core.external.supervise``), the arguments of its ``main`` after it."""
END_SECONDS = 1.0
"""How long ``end`` waits for the supervisor to kill and reap the program's processes."""


class ProgramGroup:
    """``argv`` (a program and its arguments) run under its supervisor with at most ``memory``
    bytes of address space. ``stdin``, ``stdout`` and ``stderr`` are pipes to the program's
    own (the supervisor hands them on at exec). ``end`` ends every process of it: so does the
    program's main process exiting, and this process ending, ``kill -9`` included (the
    supervisor watches a pipe only this process holds: its *lifeline*).

    Raises OSError when the supervisor cannot start (a program that cannot is said by
    ``exit_code``)."""

    def __init__(self, argv: Sequence[str], memory: int) -> None:
        lifeline, theirs = os.pipe()  # not inherited by anything else this process starts
        if theirs < 3:  # this process's standard streams were closed: keep clear of 0, 1 and 2
            theirs, low = fcntl.fcntl(theirs, fcntl.F_DUPFD_CLOEXEC, 3), theirs
            os.close(low)
        try:
            self.process = subprocess.Popen(
                [*SUPERVISOR, str(theirs), str(memory), *argv],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                pass_fds=(theirs,),
                start_new_session=True,
            )
        except OSError:
            os.close(lifeline)
            raise
        finally:
            os.close(theirs)
        self._lifeline: IO[bytes] | None = open(lifeline, "rb", buffering=0)  # noqa: SIM115
        """Closed by ``end``, or when this object is collected unended: either way the run ends."""
        assert self.process.stdin and self.process.stdout and self.process.stderr
        self.stdin: IO[bytes] = self.process.stdin
        self.stdout: IO[bytes] = self.process.stdout
        self.stderr: IO[bytes] = self.process.stderr

    def exit_code(self, seconds: float) -> int | None:
        """How the program's main process ended: its exit code, ``-N`` when signal N killed it;
        None if it is still running after ``seconds``. Raises OSError (its errno) when it could
        not be started (no such file, not executable)."""
        if not self._exited(seconds):
            return None
        code = self.process.returncode
        if code == CANNOT_RUN and self._lifeline is not None:
            os.set_blocking(self._lifeline.fileno(), False)
            try:
                said = (self._lifeline.read(64) or b"").split()
            except OSError:
                said = []
            if len(said) == 2 and said[0] == b"cannot-run" and said[1].isdigit():
                errno = int(said[1])
                raise OSError(errno, os.strerror(errno))
        return code

    def _exited(self, seconds: float) -> bool:
        """Whether the supervisor has exited (it is then reaped), waiting up to ``seconds``: on
        a descriptor of the process where Linux gives one (``Popen.wait`` polls instead, every
        few milliseconds: that cost every run 5 ms)."""
        if self.process.poll() is not None:
            return True
        try:
            pidfd = os.pidfd_open(self.process.pid)
        except (AttributeError, OSError):
            try:
                self.process.wait(seconds)
            except subprocess.TimeoutExpired:
                return False
            return True
        try:
            select.select([pidfd], [], [], seconds)  # readable once it has exited
        finally:
            os.close(pidfd)
        return self.process.poll() is not None

    def end(self) -> None:
        """Kill every process of the program now, and reap the supervisor. Closing the lifeline
        tells the supervisor; should it not be gone within ``END_SECONDS``, it is killed (and
        with it the program's main process, by its parent-death signal)."""
        if self._lifeline is not None:
            self._lifeline.close()
            self._lifeline = None
        if not self._exited(END_SECONDS):
            with contextlib.suppress(OSError):
                self.process.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(END_SECONDS)
