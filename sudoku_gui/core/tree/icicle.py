"""The icicle overview of a search tree: per pixel column, a colour code for each depth row.

In an icicle, x is the run's steps and y the depth: each node spans the steps of its subtree
(from its guess to the last step inside it), so the overview *is* the timeline. A column of
positions ``lo..hi`` shows the path from the root to the node position ``hi`` belongs to
(``node_at``), each row coded by that node's outcome, and below it, down to the deepest guess
made inside the column, ``EXPLORED``: subtrees the search entered and left within the column.

Cost per column, never per node. Outcomes along a path from the root read *not failed* down to
some depth, then *failed* (a failed node's subtree holds no solution and nothing open), and the
nodes that have not failed lie on a few known paths: the newest node's (open, cut, or the last
solution) and each solution's (``solution_leaves``). Spans on one path are nested, so how far a
column's path follows one of them is two bisections; the rest of the column is failed down to
the depth of ``node_at(hi)``, then explored down to the deepest guess inside the column, read
exactly when the column holds at most ``EXACT_NODES`` nodes, else from the curves' depth maxima
per bucket of 128 steps (which may reach a bucket past the column's edges). A run of more than
``MAX_PATHS`` solutions is drawn by climbing each column's path instead (at most the depth).
A tree read as it stood at an earlier position (``as_of.TreeAt``, ``last`` that position) draws
as the tree of the run stopped there: outcomes as of then, and the bucket still open at ``last``
read from the tree (the depth where it starts and every guess's after), not from the curves
recorded further.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from ..recording.curves import RunSeries
from .search_tree import NodeOutcome
from .tree_reading import Nodes

EMPTY, OPEN, FAILED, SOLUTION, CUT, EXPLORED = range(6)
"""Codes of a cell of the overview: nothing, a node's outcome (``NodeOutcome`` + 1), or
explored and left inside the column."""
CODES = 6
EXACT_NODES = 64
"""A column holding at most this many nodes reads its deepest guess exactly."""
MAX_PATHS = 32
"""Solution paths followed by bisection at most; more: each column's path is climbed."""
_FAILED_ROWS = bytes((FAILED,)) * 256
_EXPLORED_ROWS = bytes((EXPLORED,)) * 256


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


@dataclass(frozen=True)
class _Path:
    """A root path of nodes that did not fail: their codes, firsts, and lasts negated (both
    sorted, as spans on a path are nested)."""

    codes: bytes
    firsts: list[int]
    negated_lasts: list[int]

    def depth_holding(self, position: int) -> int:
        """How many of its nodes, from the root, span ``position``."""
        return min(bisect.bisect_right(self.firsts, position), bisect.bisect_right(self.negated_lasts, -position))


def icicle(
    tree: Nodes, first: int, last: int, width: int, series: RunSeries | None = None, max_paths: int = MAX_PATHS
) -> Icicle:
    """The overview of positions ``first..last`` (``last`` at least ``first``) in at most
    ``width`` columns (one per position when there are fewer). ``series`` gives the depth maxima
    of wide columns; without it, every column is read exactly (O(nodes) in all: tests only)."""
    span = max(1, last - first + 1)
    count = max(1, min(width, span))
    depths = tree.columns().depth
    nodes = len(tree)
    paths = _paths(tree, max_paths)
    climbed = _Climber(tree) if paths is None else None
    out: list[bytes] = []
    rows = 1
    seen = tree.bisect_first(first - 1, 0, nodes)  # nodes created before the column
    for c in range(count):
        lo, hi = first + c * span // count, first + (c + 1) * span // count - 1
        made = tree.bisect_first(hi, seen, nodes)
        n = tree.holder(made - 1, hi)  # node_at(hi), from the bisection at hand
        inside = made - seen
        if series is not None and inside > EXACT_NODES:
            deepest = _deepest_in_buckets(series, tree, lo, hi, last)
        else:
            start = tree.bisect_first(lo - 1, seen, made) if inside else made
            deepest = max(depths[start:made]) if made > start else 0
        seen = made
        on_path = depths[n] + 1
        if climbed is not None:
            head = climbed.codes(n)
        else:
            best, head = 0, b""
            for path in paths or ():
                k = path.depth_holding(hi)
                if k > best:
                    best, head = k, path.codes
            head = head[: min(best, on_path)]
        column = head + _FAILED_ROWS[: max(0, on_path - len(head))] + _EXPLORED_ROWS[: max(0, deepest + 1 - on_path)]
        rows = max(rows, len(column))
        out.append(column)
    return Icicle(first, last, out, rows)


def _root_path(tree: Nodes, node: int) -> list[int]:
    path = [node]
    while (up := tree.parent(node)) is not None:
        node = up
        path.append(node)
    path.reverse()
    return path


def _paths(tree: Nodes, max_paths: int) -> list[_Path] | None:
    """The paths of the nodes that did not fail (None: too many solutions to follow)."""
    leaves = tree.solution_leaves
    if tree.solutions > max_paths or len(leaves) < tree.solutions:
        return None
    out = []
    for leaf in [len(tree) - 1, *leaves[: tree.solutions]]:
        nodes = _root_path(tree, leaf)
        codes = bytearray()
        for node in nodes:
            outcome = tree.outcome(node)
            if outcome == NodeOutcome.FAILED:
                break
            codes.append(outcome + 1)
        kept = nodes[: len(codes)]
        ends = [-tree.last(node, 1 << 40) for node in kept]  # an open node: past any position
        out.append(_Path(bytes(codes), [tree.first(node) for node in kept], ends))
    return out


class _Climber:
    """Codes of a node's root path by climbing from it to where it meets the path asked before
    (columns are asked left to right, so consecutive paths share their upper part)."""

    def __init__(self, tree: Nodes) -> None:
        self._tree = tree
        self._depths = tree.columns().depth
        self._path: list[int] = []
        self._codes = bytearray()

    def codes(self, node: int) -> bytes:
        path, codes, depths, tree = self._path, self._codes, self._depths, self._tree
        fresh: list[int] = []
        keep = 0
        while True:
            d = depths[node]
            if d < len(path) and path[d] == node:
                keep = d + 1
                break
            fresh.append(node)
            up = tree.parent(node)
            if up is None:
                break
            node = up
        del path[keep:], codes[keep:]
        for m in reversed(fresh):
            path.append(m)
            codes.append(tree.outcome(m) + 1)
        return bytes(codes)


def _deepest_in_buckets(series: RunSeries, tree: Nodes, lo: int, hi: int, horizon: int) -> int:
    """The deepest depth the curves saw in the buckets holding steps ``lo..hi``, the buckets
    being whole by position ``horizon`` (the curves may be recorded further: a live run's)."""
    size, highs = series.bucket, series.depth_max
    whole = min(len(highs), horizon // size)
    b0, b1 = max(0, lo - 1) // size, max(0, hi - 1) // size
    best = max(highs[b0 : min(b1 + 1, whole)], default=0)
    if b1 >= whole:  # the open bucket as of the horizon
        if hi <= series.kept():  # its steps kept one by one
            return max(best, max((high for _, _, high in series.envelope("depth", whole * size, hi, 1)), default=0))
        # the depth at its start and every guess's after it, as the open bucket keeps them
        start = whole * size
        made, end = tree.bisect_first(start), tree.bisect_first(horizon)
        best = max(best, tree.depth(tree.holder(made - 1, start)), max(tree.columns().depth[made:end], default=0))
    return best
