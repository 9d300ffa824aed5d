"""Guesses two cells, then backtracks naming the first: a backtrack must name the innermost open
guess (the second)."""

from _common import right_start

from sudoku_gui.core.steps import Backtrack

EXPECT = ("fault", 3, "backtracks from r1c1 = 4, but the innermost open guess is r1c2 = 5")


def solve(puzzle):
    first, second = right_start(puzzle, 2)
    yield first
    yield second
    yield Backtrack(first.cell, first.digit, 0, (first.cell,), (0,), (), "Backtrack")
