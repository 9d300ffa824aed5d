"""Gives up after a few guesses and says no solution, on a puzzle that has one."""

from _common import right_start

from sudoku_gui.core.steps import NoSolution

EXPECT = ("fault", 6, "claims no solution, but the puzzle has one")


def solve(puzzle):
    yield from right_start(puzzle, 5)
    yield NoSolution()
