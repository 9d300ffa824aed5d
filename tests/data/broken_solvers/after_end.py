"""Says No solution, then goes on making steps."""

from sudoku_gui.core.steps import NoSolution

from ._common import right_start

EXPECT = (2, "comes after the run ended (step 1)")


def solve(puzzle):
    yield NoSolution()
    yield from right_start(puzzle, 10**9)
