"""Choose hooks more than one strategy uses."""

from __future__ import annotations

from collections.abc import Sequence

from ..candidates import COUNT
from ..grid import Cell


def fewest_candidates(
    values: Sequence[int], candidates: Sequence[int], enough: int = 1, fewer_than: int = 10
) -> Cell | None:
    """The open cell with the fewest candidates, the first in row order among equals (the
    minimum-remaining-values rule); None when no cell is open.

    ``values``: 81 ints, a cell is open where it is 0 (0 = empty; or flags of the cells done,
    such as ``propagate-guess``'s checked cells); ``candidates``: 81 masks. Only a cell with
    fewer than ``fewer_than`` candidates is chosen (``propagate-guess`` never checks a cell with
    all nine). The scan stops at the first cell with ``enough`` candidates or fewer: one or none,
    which nothing can beat, or 2 after a propagation that leaves no cell with fewer (it places
    every single and fails on an empty cell), which saves scanning the rest."""
    best, best_n = None, fewer_than
    for c in range(81):
        if not values[c]:
            n = COUNT[candidates[c]]
            if n < best_n:
                best, best_n = c, n
                if n <= enough:
                    break
    return best
