"""A plain bitmask solver: the stronger of the two baselines ``bench_fast.py`` compares ``fast`` against.

The usual way a careful Python programmer writes a quick Sudoku solver: each cell's candidates
as a 9-bit int in a flat list of 81; placing a digit clears its bit from the 20 peers; naked
singles (a cell with one bit) and hidden singles (a digit with one place in a unit) are placed
until none is left; then the search branches on a cell with fewest candidates (MRV), copying the
81-int list per branch. Written for this project (no code copied). Run as a script it solves a
file of puzzles, one per line, and prints each solution (``bench_fast.py`` times it as a whole
process beside ``main.py --solve``).
"""

from __future__ import annotations

import sys

ALL = 0x1FF
_UNITS = (
    [[9 * r + c for c in range(9)] for r in range(9)]
    + [[9 * r + c for r in range(9)] for c in range(9)]
    + [[9 * (br + r) + bc + c for r in range(3) for c in range(3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
)
PEERS = [sorted({p for u in _UNITS if cell in u for p in u} - {cell}) for cell in range(81)]
_POP = [bin(m).count("1") for m in range(512)]
_DIGIT = {1 << d: d + 1 for d in range(9)}


def _place(cand: list[int], cell: int, bit: int) -> bool:
    """Set ``cell`` to ``bit`` and clear it from the peers (placing their naked singles as they
    appear); False on a contradiction."""
    stack = [(cell, bit)]
    while stack:
        cell, bit = stack.pop()
        if cand[cell] & bit == 0:
            return False
        cand[cell] = bit
        for p in PEERS[cell]:
            m = cand[p]
            if m & bit:
                m ^= bit
                if not m:
                    return False
                cand[p] = m
                if m in _DIGIT:
                    stack.append((p, m))
    return True


def _hidden_singles(cand: list[int], solved: list[bool]) -> int:
    """Place every digit that has one place left in a unit: the number placed, or -1 on a contradiction."""
    placed = 0
    for unit in _UNITS:
        once = twice = 0
        for cell in unit:
            m = cand[cell]
            twice |= once & m
            once |= m
        if once != ALL:
            return -1
        only = once & ~twice
        while only:
            bit = only & -only
            only ^= bit
            for cell in unit:
                if cand[cell] & bit:
                    if cand[cell] != bit or not solved[cell]:
                        if not _place(cand, cell, bit):
                            return -1
                        placed += 1
                    break
    return placed


def _search(cand: list[int]) -> list[int] | None:
    while True:
        solved = [m in _DIGIT for m in cand]
        n = _hidden_singles(cand, solved)
        if n < 0:
            return None
        if n == 0:
            break
    best, best_n = -1, 10
    for cell in range(81):
        k = _POP[cand[cell]]
        if 1 < k < best_n:
            best, best_n = cell, k
            if k == 2:
                break
    if best < 0:
        return cand
    options = cand[best]
    while options:
        bit = options & -options
        options ^= bit
        branch = cand[:]
        if _place(branch, best, bit) and (found := _search(branch)) is not None:
            return found
    return None


def bitmask_solve(puzzle: str) -> str | None:
    """The first solution of an 81-character puzzle (``0`` or ``.`` empty) as 81 digits, or None."""
    cand = [ALL] * 81
    for cell, ch in enumerate(puzzle):
        if ch in "123456789" and not _place(cand, cell, 1 << (int(ch) - 1)):
            return None
    found = _search(cand)
    return None if found is None else "".join(str(_DIGIT[m]) for m in found)


def main(argv: list[str]) -> int:
    with open(argv[1], encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if len(line) >= 81 and not line.startswith("#"):
                print(bitmask_solve(line[:81]) or "no solution")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
