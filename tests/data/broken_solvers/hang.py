"""Hangs after three steps: waits without yielding (until the test releases it, so no thread lingers)."""

import threading

from _common import right_start

EXPECT = ("unfinished", 3, "said nothing for")
SILENCE = 0.3
"""Seconds of silence the test allows it."""
RELEASE = threading.Event()


def solve(puzzle):
    yield from right_start(puzzle, 3)
    RELEASE.wait(60)  # a loop that never yields, as far as the reader can tell
