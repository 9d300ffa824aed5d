"""Places a digit a peer already holds in the last empty cell, then guesses on as if nothing happened."""

from _common import last_empty, right_start

from sudoku_gui.core.grid import PEERS
from sudoku_gui.core.steps import Place

EXPECT = ("fault", 4, "in the same house already holds")


def solve(puzzle):
    yield from right_start(puzzle, 3)
    cell = last_empty(puzzle)
    digit = next(puzzle[p] for p in PEERS[cell] if puzzle[p])
    yield Place(cell, digit, "Naked Single", "a digit its peer holds")
    yield from right_start(puzzle, 10**9)  # guesses again over the clash, never noticing it
