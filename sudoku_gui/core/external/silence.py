"""A solver's steps read on a thread of their own, so that a solver silent past a limit (a loop
that never yields) ends its stream as unfinished instead of hanging the reader (``within``)."""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator

from ..analysis.step_checker import SILENT
from ..analysis.verdict import Unfinished
from ..message import Message
from ..steps import Step

_BACKLOG = 1 << 16
"""Steps ``within`` holds at most before its thread waits for the reader."""


def within(steps: Iterable[Step], silence: float) -> Iterator[Step]:
    """``steps`` read on a thread of their own, so that a solver silent for ``silence`` seconds
    (a loop that never yields) ends the stream with ``Unfinished`` instead of hanging it.

    An exception the solver raises is raised here, at the step it would have been. Closing this
    generator asks the thread to stop after its current step; a solver stuck without yielding
    cannot be stopped (the thread is a daemon: it dies with the process), which is why the
    window runs loaded solvers in a process.
    """
    ready: deque[Step] = deque()
    more = threading.Event()
    stop = threading.Event()
    waiting = [False]
    result: list[BaseException | None] = []

    def pump() -> None:
        error: BaseException | None = None
        try:
            for step in steps:
                ready.append(step)
                if waiting[0]:
                    more.set()
                while len(ready) > _BACKLOG and not stop.is_set():
                    time.sleep(0.001)
                if stop.is_set():
                    close = getattr(steps, "close", None)
                    if close is not None:
                        close()
                    return
        except BaseException as e:  # noqa: BLE001 - handed to the reader, raised there
            error = e
        result.append(error)
        more.set()

    thread = threading.Thread(target=pump, name="step-reader", daemon=True)
    thread.start()
    try:
        while True:
            while ready:
                yield ready.popleft()
            if result:
                if ready:
                    continue
                if result[0] is not None:
                    raise result[0]
                return
            more.clear()
            waiting[0] = True
            if ready or result:
                continue
            if not more.wait(silence):
                raise Unfinished(Message(SILENT, n=f"{silence:g}"))
            waiting[0] = False
    finally:
        stop.set()
