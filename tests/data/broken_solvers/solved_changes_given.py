"""Claims a solution that changes a given: the right solution, with the first given bumped."""

from _common import solution

from sudoku_gui.core.steps import Solved

EXPECT = ("fault", 1, "claims a solution, but it changes the given 3 in r1c3")


def solve(puzzle):
    grid = list(solution(puzzle))
    given = next(c for c in range(81) if puzzle[c])
    grid[given] = grid[given] % 9 + 1
    yield Solved(tuple(grid))
