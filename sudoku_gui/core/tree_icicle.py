"""The icicle overview of a search tree: per pixel column, a colour code for each depth row.

In an icicle, x is the run's steps and y the depth: each node spans the steps of its subtree
(from its guess to the last step inside it), so the overview *is* the timeline. A column of
positions ``lo..hi`` shows the path from the root to the node position ``hi`` belongs to
(``node_at``), each row coded by that node's outcome, and below it, down to the deepest guess
made inside the column, ``EXPLORED``: subtrees the search entered and left within the column.

Cost per column, never per node: a bisect (O(log n)), the part of the path that changed since
the column before (at most the depth), and the deepest guess inside the column, read exactly
when the column holds at most ``EXACT_NODES`` nodes, else from the curves' depth maxima per
bucket of 128 steps (``RunSeries.envelope``), which may reach a bucket past the column's edges.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from .search_tree import OPEN_END, SearchTree
from .series import RunSeries

EMPTY, OPEN, FAILED, SOLUTION, CUT, EXPLORED = range(6)
"""Codes of a cell of the overview: nothing, a node's outcome (``NodeOutcome`` + 1), or
explored and left inside the column."""
CODES = 6
EXACT_NODES = 64
"""A column holding at most this many nodes reads its deepest guess exactly."""
_OUTCOME_SHIFT = 11  # where SearchTree packs a node's outcome in its move


@dataclass(frozen=True)
class Icicle:
    """Columns of codes for positions ``first..last``: ``columns[c][d]`` is the code of depth row
    ``d`` of column ``c`` (shorter columns end with ``EMPTY``); ``rows`` is the number of depth
    rows the deepest column needs."""

    first: int
    last: int
    columns: list[bytes]
    rows: int

    def column_span(self, column: int) -> tuple[int, int]:
        """The first and last position of ``column``."""
        span, n = self.last - self.first + 1, len(self.columns)
        return self.first + column * span // n, self.first + (column + 1) * span // n - 1


def icicle(tree: SearchTree, first: int, last: int, width: int, series: RunSeries | None = None) -> Icicle:
    """The overview of positions ``first..last`` (``last`` at least ``first``) in at most
    ``width`` columns (one per position when there are fewer). ``series`` gives the depth maxima
    of wide columns; without it, every column is read exactly (O(nodes) in all: tests only)."""
    span = max(1, last - first + 1)
    count = max(1, min(width, span))
    parent, firsts, lasts, depths, moves = tree.columns()
    nodes = len(tree)
    path: list[int] = []  # the node of each depth on the path of the column before
    codes = bytearray()  # their codes
    out: list[bytes] = []
    rows = 1
    seen = bisect.bisect_left(firsts, first, 0, nodes)  # nodes created before the column
    for c in range(count):
        lo, hi = first + c * span // count, first + (c + 1) * span // count - 1
        # node_at(hi), with the arrays at hand
        made = bisect.bisect_right(firsts, hi, seen, nodes)
        n = made - 1
        while n > 0 and lasts[n] != OPEN_END and lasts[n] < hi:
            n = parent[n]
        n = max(n, 0)
        # climb to where this path meets the one before; keep the shared part
        fresh: list[int] = []
        keep = 0
        while True:
            d = depths[n]
            if d < len(path) and path[d] == n:
                keep = d + 1
                break
            fresh.append(n)
            if n == 0:
                break
            n = parent[n]
        del path[keep:], codes[keep:]
        for m in reversed(fresh):
            path.append(m)
            codes.append((moves[m] >> _OUTCOME_SHIFT) + 1)
        # the deepest guess made inside the column
        inside = made - seen if lo <= hi else 0
        if series is not None and inside > EXACT_NODES:
            deepest = max((high for _, _, high in series.envelope("depth", lo, hi, 1)), default=0)
        else:
            start = bisect.bisect_left(firsts, lo, seen, made) if inside else made
            deepest = max(depths[start:made]) if made > start else 0
        seen = made
        below = deepest + 1 - len(codes)
        column = bytes(codes) + bytes((EXPLORED,)) * below if below > 0 else bytes(codes)
        rows = max(rows, len(column))
        out.append(column)
    return Icicle(first, last, out, rows)
