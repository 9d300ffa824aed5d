"""Contradiction checks shared by the search strategies."""

from __future__ import annotations

from collections.abc import Sequence

from ..candidates import ALL, DIGITS
from ..grid import UNITS, Cell
from ..search import Problem, no_candidate, no_place, twice


def find_contradiction(values: Sequence[int], cands: Sequence[int]) -> Problem | None:
    """Why this state cannot lead to a solution, or None: a digit twice in a unit, an empty cell
    with no candidate, or a digit with no place left in a unit. Returns (cells to show, text)."""
    for c in range(81):
        if not values[c] and not cands[c]:
            return no_candidate(c)
    for u, unit in enumerate(UNITS):
        seen: dict[int, Cell] = {}
        covered = 0
        for c in unit:
            v = values[c]
            if v:
                if v in seen:
                    return twice(v, u, (seen[v], c))
                seen[v] = c
                covered |= 1 << (v - 1)
            else:
                covered |= cands[c]
        if covered != ALL:
            return no_place(DIGITS[ALL & ~covered][0], u)
    return None
