"""Choose hooks more than one strategy uses."""

from __future__ import annotations

from collections.abc import Sequence

from ..candidates import COUNT
from ..grid import Cell


def fewest_candidates(values: Sequence[int], candidates: Sequence[int]) -> Cell | None:
    """The empty cell with the fewest candidates, the first in row order among equals (the
    minimum-remaining-values rule); None when no cell is empty. ``values``: 81 ints (0 = empty);
    ``candidates``: 81 masks. The scan stops at a cell with one candidate or none, which nothing
    can beat."""
    best, best_n = None, 10
    for c in range(81):
        if not values[c]:
            n = COUNT[candidates[c]]
            if n < best_n:
                best, best_n = c, n
                if n <= 1:
                    break
    return best
