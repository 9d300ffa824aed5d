"""Child processes that end with the process that started them.

A worker (``--jobs``) or a racer must not outlive the process it works for, whatever ended that
process: Ctrl+C, SIGTERM, ``kill -9`` or a crash. ``end_with_parent`` arms three checks, any of
which ends the child at once (``os._exit``, no clean-up: its work has nobody to go to):

- Linux's parent-death signal (``prctl(PR_SET_PDEATHSIG)``): the kernel kills the child when its
  parent exits. It watches the *direct* parent only, so it is armed only when that is the parent
  to outlive (a racer is forked by multiprocessing's fork server, which its racers keep alive);
- a pipe to the parent reaching its end: the parent holds the other end, and the kernel closes it
  when the parent exits, however it exits. A thread waits on it without polling (``poll`` reports
  an error on a pipe whose reader is gone, a hang-up on a socket whose peer is gone);
- the direct parent's pid, checked every ``CHECK_SECONDS`` (elsewhere than Linux, and as a second
  line: an orphan is adopted by another process).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import select
import signal
import threading

CHECK_SECONDS = 0.5
"""How often the watching thread checks the direct parent's pid."""
_PR_SET_PDEATHSIG = 1
_POLL = hasattr(select, "poll")
"""Windows has no ``poll``: the pid check alone watches there."""


def end_with_parent(parent: int, pipe: int | None = None) -> None:
    """End this process as soon as ``parent`` (a pid) is gone.

    ``pipe``: a file descriptor of a pipe or socket whose other end only ``parent`` holds (either
    direction); its end means the parent is gone, even when ``parent`` is not this process's
    direct parent. Returns at once; the watching runs on a daemon thread (without one, for lack
    of memory, the parent-death signal must do). Call it first thing in the child.
    """
    direct = os.getppid()
    if direct == parent:
        with contextlib.suppress(Exception):  # Linux only; elsewhere the thread does it
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != direct or _ended(pipe, 0):  # the parent went before the checks were armed
        os._exit(1)

    def watch() -> None:
        watched = pipe
        while True:
            state = _ended(watched, CHECK_SECONDS)
            if state is None:  # this process closed its end itself (it is ending): the pid must do
                watched = None
            elif state or os.getppid() != direct:
                os._exit(1)

    with contextlib.suppress(RuntimeError):
        threading.Thread(target=watch, daemon=True, name="parent-watch").start()


def _ended(pipe: int | None, seconds: float) -> bool | None:
    """Whether ``pipe``'s other end is closed, waiting up to ``seconds`` for it to close; None
    when ``pipe`` itself is no longer open here."""
    if pipe is None or not _POLL:
        threading.Event().wait(seconds)
        return False
    poller = select.poll()
    poller.register(pipe, 0)  # no events asked for: a hang-up or an error is always reported
    flags = 0
    for _fd, happened in poller.poll(int(seconds * 1000)):
        flags |= happened
    if flags & select.POLLNVAL:
        return None
    return bool(flags & (select.POLLHUP | select.POLLERR))
