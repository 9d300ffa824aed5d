"""A plain generator that yields the step protocol's records itself (no engine).

python main.py --solve PUZZLE --algorithm examples/solvers/plain.py
"""

from sudoku_gui.api import PEERS, backtrack, guess, no_solution, solved


def solve(puzzle):
    grid = list(puzzle)

    def search():
        if 0 not in grid:
            return True
        c = grid.index(0)
        for d in range(1, 10):
            if all(grid[p] != d for p in PEERS[c]):
                grid[c] = d
                yield guess(c, d)
                if (yield from search()):
                    return True
                grid[c] = 0
                yield backtrack()
        return False

    yield solved() if (yield from search()) else no_solution()
