"""Every process of a loaded solver's run ends with the run (``docs/step-protocol.md`` part 1).

The app cannot follow a solver's children by itself: Linux's parent-death signal reaches the
direct child only, and a process the solver forks outlives it. So each run has a *supervisor*,
a small process between the app and the solver:

- it leads a session of its own (so the app's terminal signals are the app's alone) and is a
  *child subreaper* (``PR_SET_CHILD_SUBREAPER``): a process the solver leaves behind is handed
  to it when its parent ends, not to init, even one that left the solver's process group;
- the solver runs below it in a process group of its own;
- it waits for either of two ends: the solver's main process exiting, or its *lifeline* closing
  (a pipe whose other end only the app holds: the kernel closes it when the app exits, however
  it exits, ``kill -9`` included, and the app closes it to end the run: Esc, a time limit);
- then it kills the solver's group and every process left to it, reaps them all (``sweep``) and
  exits as the solver's main process did (its exit code, or killed by its signal).

A program (``exec:``) gets one by a Python started before it (``core.external.program_group``), which
runs ``main`` with ``LIFELINE CAP PROGRAM ARGS...`` (this file is a script too: ``python -I -S
supervise.py LIFELINE CAP PROGRAM ARGS...``). The program's standard streams are the
supervisor's, handed on at exec: nothing passes through it. A Python file's solver process forks
one (``fork_group`` then ``supervise``).

No import from the package and only small modules: it starts in a few milliseconds.
"""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # signal's C core: ``signal`` imports enum (4 ms)
import os
import select
import sys
import time

TYPE_CHECKING = False  # ``typing`` and ``contextlib`` cost milliseconds to import: this module does without
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import NoReturn

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
SIGKILL = 9
CANNOT_RUN = 127
"""The supervisor's exit code when the program could not be started (its reason on the lifeline)."""
_NO_CHILD_YET = 0.002
"""Seconds between looks for processes still to kill while a sweep waits for them to die."""


def _prctl(option: int, value: int) -> int:
    """Linux's ``prctl(option, value)``: 0, or -1 where it failed or does not exist."""
    try:
        import ctypes

        return int(ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0))
    except (OSError, AttributeError):
        return -1


def fork_group() -> int:
    """Fork the solver's process: 0 in it (in a process group of its own, killed when this
    process ends), its pid here, which from now on is a subreaper. Call it with no other
    thread running (a thread's lock held at the fork would stay held in the child)."""
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    supervisor = os.getpid()
    pid = os.fork()
    if pid == 0:
        os.setpgid(0, 0)
        _prctl(PR_SET_PDEATHSIG, SIGKILL)  # should the supervisor itself be killed
        if os.getppid() != supervisor:  # it was, before the signal was armed
            os._exit(1)
    else:
        _quietly(os.setpgid, pid, pid)  # here too: the group exists before a kill may name it
    return pid


def supervise(pid: int, lifeline: int) -> NoReturn:
    """Wait until process ``pid`` (from ``fork_group``) exits or ``lifeline`` (a pipe's or
    socket's file descriptor) sees its other end closed; then kill ``pid``'s group and every
    process left to this one, and exit as ``pid`` did (as killed by the app when the lifeline
    ended first)."""
    status = _wait(pid, lifeline)
    sweep(pid)
    if status is None:
        os._exit(1)
    _exit_as(status)


def sweep(group: int) -> None:
    """Kill process group ``group`` and every child of this process (a subreaper's: the
    processes left behind come back to it), again for those handed to it as they die, and reap
    them all: returns when this process has no child left."""
    _quietly(os.killpg, group, SIGKILL)  # none left in it: ESRCH
    while True:
        for child in _children():
            _quietly(os.kill, child, SIGKILL)
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:  # killed, not yet dead
            time.sleep(_NO_CHILD_YET)


def _wait(pid: int, lifeline: int) -> int | None:
    """``pid``'s wait status once it exits, or None when ``lifeline``'s other end closes first."""
    poller = select.poll()
    poller.register(lifeline, 0)  # no events asked for: an error or a hang-up is always reported
    try:
        poller.register(os.pidfd_open(pid), select.POLLIN)  # readable when pid exits (Linux 5.3)
        timeout = None
    except (AttributeError, OSError):
        timeout = 50  # ms: look at pid that often instead
    while True:
        for fd, events in poller.poll(timeout):
            if fd == lifeline and events & (select.POLLERR | select.POLLHUP | select.POLLNVAL):
                return None
        try:
            done, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:  # reaped elsewhere: cannot be
            return 0
        if done:
            return status


def _children() -> list[int]:
    """This process's children: the kernel's list, else a look through /proc."""
    me = os.getpid()
    try:
        with open(f"/proc/{me}/task/{me}/children") as f:
            return [int(p) for p in f.read().split()]
    except OSError:
        pass
    found: list[int] = []
    try:
        names = os.listdir("/proc")
    except OSError:  # no /proc: the group's kill must do
        return found
    for name in names:
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as f:
                    ppid = int(f.read().rpartition(")")[2].split()[1])  # after "pid (name) state"
            except (OSError, ValueError, IndexError):
                continue
            if ppid == me:
                found.append(int(name))
    return found


def _quietly(call: Callable[..., object], *args: object) -> None:
    """``call(*args)``, an OSError ignored (the process gone already, the app gone)."""
    try:  # noqa: SIM105 - contextlib.suppress would cost its import (module text)
        call(*args)
    except OSError:
        pass


def _exit_as(status: int) -> NoReturn:
    """End this process as the wait status ``status`` says its solver ended."""
    if os.WIFSIGNALED(status):
        signal = os.WTERMSIG(status)
        try:
            import resource

            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # the solver's crash, not ours
            _signal.signal(signal, _signal.SIG_DFL)
            os.kill(os.getpid(), signal)
        except (OSError, ValueError):
            pass
        os._exit(128 + signal)
    os._exit(os.waitstatus_to_exitcode(status))


def main(argv: list[str]) -> NoReturn:
    """``supervise.py LIFELINE CAP PROGRAM ARGS...``: run PROGRAM under a supervisor with at
    most CAP bytes of address space; LIFELINE is the descriptor of a pipe's write end whose
    reader is the app. An exec that fails writes ``cannot-run ERRNO`` on it and exits 127."""
    lifeline, cap, program = int(argv[1]), int(argv[2]), argv[3:]
    failed_r, failed_w = os.pipe()  # closed by a successful exec (descriptors are not inherited)
    pid = fork_group()
    if pid == 0:
        os.close(failed_r)
        os.close(lifeline)
        for name in ("SIGPIPE", "SIGXFSZ"):  # Python ignores them; a program expects them
            _signal.signal(getattr(_signal, name), _signal.SIG_DFL)
        try:
            import resource

            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
        except (OSError, ValueError):  # a hard limit below it: that one holds
            pass
        try:
            os.execvp(program[0], program)
        except OSError as e:
            os.write(failed_w, str(e.errno).encode())
        os._exit(CANNOT_RUN)
    os.close(failed_w)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # the program's streams: its output ends when it and its children close them
        os.dup2(null, fd)
    said = os.read(failed_r, 32)
    if said:
        os.waitpid(pid, 0)
        _quietly(os.write, lifeline, b"cannot-run " + said + b"\n")
        os._exit(CANNOT_RUN)
    os.close(failed_r)
    supervise(pid, lifeline)


if __name__ == "__main__":
    main(sys.argv)
