"""Searches to the end and says no solution (rightly: the puzzle of NONE.txt has none), then
goes on: it starts the search again."""

from sudoku_gui.core.strategies.naive import naive

EXPECT = ("fault", 1736, "comes after the run ended (step 1735)")
PUZZLE = "NONE.txt"


def solve(puzzle):
    yield from naive(puzzle)
    yield from naive(puzzle)
