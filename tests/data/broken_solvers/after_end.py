"""Says its (right) solution, then goes on making steps."""

from _common import right_start, solution

from sudoku_gui.core.steps import Solved

EXPECT = ("fault", 2, "comes after the run ended (step 1)")


def solve(puzzle):
    yield Solved(solution(puzzle))
    yield from right_start(puzzle, 10**9)
