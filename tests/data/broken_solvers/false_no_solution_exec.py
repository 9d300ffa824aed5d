"""Gives up a live branch: guesses the first empty cell, calls it a dead end without looking,
backtracks and says no solution, on a puzzle that has one (the claim is where that shows)."""

from _program import fits, name, read_puzzle, say

grid = read_puzzle()
i = grid.index(0)
d = next(d for d in range(1, 10) if fits(grid, i, d))
say(kind="guess", cell=name(i), digit=d)
say(kind="contradiction", cells=[name(i)])
say(kind="backtrack")
say(kind="no-solution")
