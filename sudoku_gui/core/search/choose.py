"""Choose hooks more than one strategy uses."""

from __future__ import annotations

from collections.abc import Sequence

from ..candidates import COUNT
from ..grid import Cell


def fewest_candidates(values: Sequence[int], candidates: Sequence[int], enough: int = 1) -> Cell | None:
    """The empty cell with the fewest candidates, the first in row order among equals (the
    minimum-remaining-values rule); None when no cell is empty. ``values``: 81 ints (0 = empty);
    ``candidates``: 81 masks. The scan stops at the first cell with ``enough`` candidates or
    fewer: one or none, which nothing can beat, or 2 after a propagation that leaves no cell with
    fewer (it places every single and fails on an empty cell), which saves scanning the rest."""
    best, best_n = None, 10
    for c in range(81):
        if not values[c]:
            n = COUNT[candidates[c]]
            if n < best_n:
                best, best_n = c, n
                if n <= enough:
                    break
    return best
