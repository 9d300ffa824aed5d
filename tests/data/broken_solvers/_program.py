"""What the broken programs in Python (``*_exec.py``, run as ``exec:python3 FILE``) share, in the
standard library only, as a student's program would be: the puzzle from standard input, one JSON
line per step, and a plain backtracker (the first empty cell, digits 1-9 ascending)."""

import json
import sys


def read_puzzle():
    """The 81 cells on standard input (0 = empty)."""
    text = sys.stdin.readline().strip()
    return [0 if ch in "0." else int(ch) for ch in text[:81]]


def name(i):
    return f"r{i // 9 + 1}c{i % 9 + 1}"


def say(**record):
    """One step: a JSON line, flushed so the app sees it at once."""
    print(json.dumps(record), flush=True)


def fits(grid, i, d):
    r, c = i // 9, i % 9
    b = r // 3 * 27 + c // 3 * 3
    return all(grid[r * 9 + k] != d and grid[k * 9 + c] != d and grid[b + k // 3 * 9 + k % 3] != d for k in range(9))


def solution(grid):
    """The first solution (plain backtracking, nothing said), or None."""
    grid = grid[:]

    def fill():
        if 0 not in grid:
            return True
        i = grid.index(0)
        for d in range(1, 10):
            if fits(grid, i, d):
                grid[i] = d
                if fill():
                    return True
        grid[i] = 0
        return False

    return grid if fill() else None


def search(grid, every=False):
    """The plain backtracker's steps (guess, backtrack, contradiction; each solution a ``solved``
    with its values, after which it goes on when ``every``). Returns the solutions found; says no
    end record."""
    found = 0

    def walk():
        nonlocal found
        if 0 not in grid:
            found += 1
            say(kind="solved", values="".join(map(str, grid)))
            return not every
        i = grid.index(0)
        tried = False
        for d in range(1, 10):
            if fits(grid, i, d):
                tried = True
                grid[i] = d
                say(kind="guess", cell=name(i), digit=d)
                if walk():
                    return True
                grid[i] = 0
                say(kind="backtrack")
        if not tried:
            say(kind="contradiction", cells=[name(i)])
        return False

    walk()
    return found
