"""Counting solutions quickly (to check a puzzle is proper): propagation plus MRV search.

Not a strategy to watch: it yields no steps. It uses naked and hidden singles to propagate, then
branches on the cell with fewest candidates, and stops at ``limit`` solutions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .candidates import ALL, COUNT, DIGITS
from .grid import PEERS, UNITS, basic_candidates, find_conflicts


def _propagate(cands: list[int]) -> bool:
    """Singles until nothing changes; False on a contradiction. ``cands`` of solved cells are
    single bits (a cell is solved when its mask has one bit and its peers lack it)."""
    changed = True
    done = [False] * 81
    while changed:
        changed = False
        for c in range(81):
            m = cands[c]
            if not m:
                return False
            if COUNT[m] == 1 and not done[c]:
                done[c] = True
                for p in PEERS[c]:
                    if cands[p] & m:
                        cands[p] &= ~m
                        if not cands[p]:
                            return False
                        changed = True
        for unit in UNITS:
            seen_once = seen_twice = 0
            for c in unit:
                m = cands[c]
                seen_twice |= seen_once & m
                seen_once |= m
            if seen_once != ALL:
                return False
            only = seen_once & ~seen_twice
            if only:
                for c in unit:
                    hit = cands[c] & only
                    if hit and cands[c] != hit:
                        if COUNT[hit] > 1:
                            return False  # two digits need this one cell
                        cands[c] = hit
                        changed = True
    return True


def count_solutions(values: Sequence[int], limit: int = 2, cancelled: Callable[[], bool] | None = None) -> int:
    """Number of solutions of ``values`` (81 ints), counting no further than ``limit``.

    Conflicting givens count as 0 solutions. ``cancelled`` is polled at each branch; a
    cancelled count returns what was found so far.
    """
    if find_conflicts(values):
        return 0
    found = 0
    stack = [basic_candidates(values)]
    while stack:
        if cancelled is not None and cancelled():
            break
        cands = stack.pop()
        if not _propagate(cands):
            continue
        open_cells = [c for c in range(81) if COUNT[cands[c]] > 1]
        if not open_cells:
            found += 1
            if found >= limit:
                break
            continue
        cell = min(open_cells, key=lambda c: COUNT[cands[c]])
        for d in reversed(DIGITS[cands[cell]]):
            branch = cands[:]
            branch[cell] = 1 << (d - 1)
            stack.append(branch)
    return found
