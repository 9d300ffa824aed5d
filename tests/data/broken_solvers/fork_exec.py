"""Solves the puzzle rightly, but first forks a child that lives on after it, holding the
standard output (so the output does not end when this program does). The verdict is as if it
had not forked: its run ended at its solved."""

import os
import time

from _program import read_puzzle, say, search

if os.fork() == 0:  # the child: keeps the inherited standard output open, and sleeps
    time.sleep(3)
    os._exit(0)
grid = read_puzzle()
if not search(grid):
    say(kind="no-solution")
