"""With no guess open, places a digit that breaks no rule yet but is not the solution's."""

from _common import last_empty, right_start, wrong_digit

from sudoku_gui.core.steps import Place

EXPECT = ("fault", 1, "with no guess open, but the solution has")


def solve(puzzle):
    cell = last_empty(puzzle)
    yield Place(cell, wrong_digit(puzzle, cell), "Naked Single", "a single that is not one")
    yield from right_start(puzzle, 10**9)
