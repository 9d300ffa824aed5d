"""With no guess open, removes the very digit the solution has in a cell (a bad rule of logic)."""

from _common import last_empty, right_start, solution

from sudoku_gui.core.steps import Eliminate

EXPECT = ("fault", 1, "but the solution has")


def solve(puzzle):
    cell = last_empty(puzzle)
    yield Eliminate(((cell, solution(puzzle)[cell]),), "Bad Pair", "a pair that is not one")
    yield from right_start(puzzle, 10**9)
