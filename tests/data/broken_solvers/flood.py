"""Stuck in a loop: a contradiction for ever (each a valid step, so nothing to fault); only the
time limit ends it. The steps it takes depend on the machine: EXPECT names none."""

from sudoku_gui.core.steps import Contradiction

EXPECT = ("unfinished", None, "cut by the time limit")
TIME_LIMIT = 0.5
"""The run's time limit (seconds) the test gives it."""


def solve(puzzle):
    while True:
        yield Contradiction((), "stuck")
