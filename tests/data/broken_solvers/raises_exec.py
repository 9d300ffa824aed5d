"""Guesses two cells, then fails with an exception (a bug: it reads past the grid's end)."""

from _program import name, read_puzzle, say, solution

grid = read_puzzle()
right = solution(grid)
empty = [c for c in range(81) if not grid[c]]
for i in empty[:2]:
    say(kind="guess", cell=name(i), digit=right[i])
print(grid[81])  # IndexError: list index out of range
