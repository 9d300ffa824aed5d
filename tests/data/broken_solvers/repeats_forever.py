"""Infinite output: guesses a digit, backtracks from it, and guesses it again, for ever."""

from _common import right_start

from sudoku_gui.core.steps import Backtrack

EXPECT = ("fault", 3, "which no longer has")


def solve(puzzle):
    (guess,) = right_start(puzzle, 1)
    while True:
        yield guess
        yield Backtrack(guess.cell, guess.digit, 0, (guess.cell,), (0,), (), "Backtrack")
