"""Claims as its solution a full grid that breaks the rules (the solution with two cells swapped)."""

from _common import last_empty, solution

from sudoku_gui.core.steps import Solved

EXPECT = ("fault", 1, "both hold")


def solve(puzzle):
    grid = list(solution(puzzle))
    a = last_empty(puzzle)
    b = max(c for c in range(a // 9 * 9, a) if not puzzle[c])  # an empty cell of the same row
    grid[a], grid[b] = grid[b], grid[a]
    grid[a] = grid[b]  # the same digit twice in the row
    yield Solved(tuple(grid))
