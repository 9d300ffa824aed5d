"""A plain Norvig-style solver: the baseline ``bench_fast.py`` compares ``fast`` against.

It follows the method of Peter Norvig's essay "Solving Every Sudoku Puzzle" (2006): every cell
holds a string of its possible digits; assigning a digit eliminates it from the peers; a cell left
with one digit eliminates that digit from its peers, and a unit with one place left for a digit
puts it there; the search copies the whole grid and branches on a cell with fewest possibilities.
Written for this project (no code copied); kept deliberately plain, as the essay's is.
"""

from __future__ import annotations

DIGITS = "123456789"
_ROWS = "ABCDEFGHI"
CELLS = [r + c for r in _ROWS for c in DIGITS]
_UNIT_LIST = (
    [[r + c for c in DIGITS] for r in _ROWS]
    + [[r + c for r in _ROWS] for c in DIGITS]
    + [[r + c for r in rs for c in cs] for rs in ("ABC", "DEF", "GHI") for cs in ("123", "456", "789")]
)
UNITS = {s: [u for u in _UNIT_LIST if s in u] for s in CELLS}
PEERS = {s: {p for u in UNITS[s] for p in u} - {s} for s in CELLS}

Grid = dict[str, str]


def _assign(grid: Grid, cell: str, digit: str) -> bool:
    """Eliminate every other digit from ``cell``; False on a contradiction."""
    return all(_eliminate(grid, cell, other) for other in grid[cell].replace(digit, ""))


def _eliminate(grid: Grid, cell: str, digit: str) -> bool:
    if digit not in grid[cell]:
        return True
    grid[cell] = grid[cell].replace(digit, "")
    left = grid[cell]
    if not left:
        return False
    if len(left) == 1 and not all(_eliminate(grid, p, left) for p in PEERS[cell]):
        return False
    for unit in UNITS[cell]:
        places = [s for s in unit if digit in grid[s]]
        if not places:
            return False
        if len(places) == 1 and not _assign(grid, places[0], digit):
            return False
    return True


def _parse(puzzle: str) -> Grid | None:
    grid = {s: DIGITS for s in CELLS}
    for cell, ch in zip(CELLS, puzzle, strict=True):
        if ch in DIGITS and not _assign(grid, cell, ch):
            return None
    return grid


def _search(grid: Grid | None) -> Grid | None:
    if grid is None:
        return None
    if all(len(v) == 1 for v in grid.values()):
        return grid
    _, cell = min((len(grid[s]), s) for s in CELLS if len(grid[s]) > 1)
    for digit in grid[cell]:
        branch = grid.copy()
        if _assign(branch, cell, digit):
            found = _search(branch)
            if found is not None:
                return found
    return None


def norvig_solve(puzzle: str) -> str | None:
    """Solution of an 81-character puzzle (``0`` or ``.`` empty) as 81 digits, or None."""
    found = _search(_parse(puzzle))
    return None if found is None else "".join(found[s] for s in CELLS)
