"""A plain backtracker speaking the step protocol (docs/step-protocol.md): the first empty cell
in row order, digits 1-9 ascending, as the app's built-in `naive`. Standard library only.

Run it in the app:  python main.py --solve PUZZLE --algorithm "exec:python3 examples/solvers/backtrack.py"
"""

import sys


def cell(i):
    return f'"r{i // 9 + 1}c{i % 9 + 1}"'


def fits(grid, i, d):
    r, c = i // 9, i % 9
    b = (r // 3) * 27 + (c // 3) * 3
    for k in range(9):
        if grid[r * 9 + k] == d or grid[k * 9 + c] == d or grid[b + (k // 3) * 9 + k % 3] == d:
            return False
    return True


def solve(grid, out, depth):
    if 0 not in grid:
        return True
    i = grid.index(0)
    tried = False
    for d in range(1, 10):
        if fits(grid, i, d):
            tried = True
            grid[i] = d
            out.write(f'{{"kind":"guess","cell":{cell(i)},"digit":{d}}}\n')
            if solve(grid, out, depth + 1):
                return True
            grid[i] = 0
            out.write('{"kind":"backtrack"}\n')
    if not tried:
        out.write(f'{{"kind":"contradiction","cells":[{cell(i)}]}}\n')
    return False


def main():
    sys.setrecursionlimit(200)
    text = sys.stdin.readline().strip()
    grid = [0 if ch in "0." else int(ch) for ch in text]
    out = sys.stdout
    if solve(grid, out, 0):
        out.write('{"kind":"solved"}\n')
    else:
        out.write('{"kind":"no-solution"}\n')
    out.flush()


if __name__ == "__main__":
    main()
