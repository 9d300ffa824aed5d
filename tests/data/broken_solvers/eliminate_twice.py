"""Removes a candidate, then removes it again, then places the solution: redundant, not wrong
(docs/step-protocol.md 3.3: removing a candidate already gone changes nothing)."""

from _common import last_empty, solution, wrong_digit

from sudoku_gui.core.steps import Eliminate, Place, Solved

EXPECT = ("ok", None, "")


def solve(puzzle):
    cell = last_empty(puzzle)
    gone = wrong_digit(puzzle, cell)
    yield Eliminate(((cell, gone),), "Test", "first time")
    yield Eliminate(((cell, gone),), "Test", "and again")
    grid = solution(puzzle)
    for c in range(81):
        if not puzzle[c]:
            yield Place(c, grid[c], "Test", "the solution's digit")
    yield Solved(grid)
