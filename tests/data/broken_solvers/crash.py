"""Raises an exception at its fourth step (a bug in the solver's own code)."""

from _common import right_start

EXPECT = ("unfinished", 3, ("ZeroDivisionError: division by zero", "crash.py:"))


def solve(puzzle):
    yield from right_start(puzzle, 3)
    depth = 0
    yield 1 / depth  # the line the fault names
