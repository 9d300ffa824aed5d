"""Time limits for runs: a wrapper that stops any strategy when its solving time runs out."""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator

from .steps import Step, TimeLimitReached


def time_limited(steps: Iterator[Step], seconds: float | None) -> Generator[Step, None, None]:
    """Pass ``steps`` through until the strategy has spent ``seconds`` computing them.

    Only the time inside the strategy counts (not the time a viewer takes to show a step or a
    pause), so the limit means the same headless and in the window. When it runs out the
    strategy's generator is closed and a ``TimeLimitReached`` step ends the run. ``None`` or a
    non-positive limit passes everything through.
    """
    if seconds is None or seconds <= 0:
        yield from steps
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
