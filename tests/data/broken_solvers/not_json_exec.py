"""Guesses a cell, then prints a debugging line on standard output, where only steps may go."""

from _program import fits, name, read_puzzle, say

grid = read_puzzle()
i = grid.index(0)
d = next(d for d in range(1, 10) if fits(grid, i, d))
say(kind="guess", cell=name(i), digit=d)
print(f"trying {name(i)} = {d}", flush=True)  # meant for standard error
