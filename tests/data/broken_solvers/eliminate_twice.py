"""Removes a candidate, then removes it again (its pencil marks are out of step with the board)."""

from sudoku_gui.core.steps import Eliminate

from ._common import last_empty, wrong_digit

EXPECT = (2, "which no longer has it")


def solve(puzzle):
    cell = last_empty(puzzle)
    gone = wrong_digit(puzzle, cell)
    yield Eliminate(((cell, gone),), "Test", "first time")
    yield Eliminate(((cell, gone),), "Test", "and again")
