"""Places a digit in a cell that holds a given."""

from _common import right_start

from sudoku_gui.core.steps import Place

EXPECT = ("fault", 3, "which already holds")


def solve(puzzle):
    yield from right_start(puzzle, 2)
    given = next(c for c in range(81) if puzzle[c])
    yield Place(given, puzzle[given] % 9 + 1, "Naked Single", "over a given")
