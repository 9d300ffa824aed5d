"""Claims the solution after a few guesses, with cells still empty."""

from _common import right_start

from sudoku_gui.core.steps import Solved

EXPECT = ("fault", 6, "claims a solution, but")


def solve(puzzle):
    yield from right_start(puzzle, 5)
    yield Solved(tuple(puzzle))
