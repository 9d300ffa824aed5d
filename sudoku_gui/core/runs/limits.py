"""Time limits for runs: a wrapper that stops any strategy when its solving time runs out."""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator

from ..steps import Step, TimeLimitReached


def time_limited(steps: Iterator[Step], seconds: float | None, wall_clock: bool = False) -> Generator[Step, None, None]:
    """Pass ``steps`` through until ``seconds`` have run out.

    By default only the time inside the strategy counts (not the time a viewer takes to show a
    step or a pause): the window's solving time. With ``wall_clock`` every second from the first
    step on counts, whatever the consumer does with the steps (applying them, writing a trace):
    the command line's limit. When it runs out the strategy's generator is closed and a
    ``TimeLimitReached`` step ends the run. ``None`` or a non-positive limit passes everything
    through.
    """
    if seconds is None or seconds <= 0:
        yield from steps
        return
    limited = getattr(steps, "limited", None)
    if limited is not None:  # an external solver keeps its limit itself, even while silent
        yield from limited(seconds, wall_clock)
        return
    if wall_clock:
        yield from _until_deadline(steps, seconds)
        return
    spent = 0.0
    clock = time.perf_counter
    try:
        while True:
            t0 = clock()
            step = next(steps, None)
            spent += clock() - t0
            if step is None:
                return
            yield step
            if spent >= seconds:
                yield TimeLimitReached(seconds, f"Time limit reached ({seconds:g} s of solving)")
                return
    finally:
        close = getattr(steps, "close", None)
        if close is not None:
            close()


def _until_deadline(steps: Iterator[Step], seconds: float) -> Generator[Step, None, None]:
    clock = time.perf_counter
    deadline = clock() + seconds
    try:
        for step in steps:
            yield step
            if clock() >= deadline:
                yield TimeLimitReached(seconds, f"Time limit reached ({seconds:g} s)")
                return
    finally:
        close = getattr(steps, "close", None)
        if close is not None:
            close()
