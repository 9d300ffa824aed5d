"""Backtracks from its one guess, then backtracks again with no guess left to undo."""

from _common import right_start

from sudoku_gui.core.steps import Backtrack

EXPECT = ("fault", 3, "but no guess is open")


def solve(puzzle):
    (guess,) = right_start(puzzle, 1)
    yield guess
    undo = Backtrack(guess.cell, guess.digit, 0, (guess.cell,), (0,), (), "Backtrack")
    yield undo
    yield undo  # pops a stack that is already empty
