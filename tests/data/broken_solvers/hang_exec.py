"""Guesses two cells, then waits for ever without a word (a loop that never ends)."""

import time

from _program import name, read_puzzle, say, solution

grid = read_puzzle()
right = solution(grid)
for i in [c for c in range(81) if not grid[c]][:2]:
    say(kind="guess", cell=name(i), digit=right[i])
while True:
    time.sleep(1)
