"""The part of a search tree a node-link view draws around a selected node, laid out tidily.

Shown (a bounded neighbourhood, never the whole tree): the path from the root to the selection;
the other children of each node on it (its siblings and its ancestors' siblings, nearest first),
collapsed; and the selection's subtree, breadth first. A subtree off the path is collapsed into
a *lantern* that shows its node count, as in Gist and CP-Profiler: every one beside the path,
and inside the selection's subtree every failed one (an inner node whose subtree holds no
solution), unless the user expanded it; once ``budget`` nodes are placed, whatever is left is
collapsed too. Siblings of far ancestors past the budget are not drawn at all: the ancestor
counts them (``hidden``).

Layout: x in slots (a node is one slot wide), y is the depth. Each subtree is placed as a unit
next to its left siblings as close as their contours allow (Reingold-Tilford), and a parent is
centred over its first and last child. O(shown nodes x height).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Collection
from dataclasses import dataclass
from enum import IntEnum

from .search_tree import NodeOutcome, SearchTree
from .tree_reading import Nodes

BUDGET = 300
"""Nodes placed at most, besides the path to the selection."""
GAP = 0.25
"""Slots kept free between two neighbouring subtrees."""
LANTERN_LEVELS = 1.8
"""The tallest a lantern gets, in levels (a lantern's height grows with log2 of its count)."""


class Shape(IntEnum):
    """How a placed node is drawn."""

    INNER = 0
    """A node whose children are drawn (a choice)."""
    LEAF = 1
    """A node without children: a failure, a solution, or the open frontier."""
    LANTERN = 2
    """A collapsed subtree, drawn with its node count."""


@dataclass(slots=True)
class Placed:
    """One node as drawn: ``parent`` is the index of its parent's ``Placed`` (-1: the root),
    ``x`` in slots, ``size`` the nodes of its subtree (itself included), ``hidden`` children not
    drawn, ``height`` the levels it takes (more than 1 only for big lanterns)."""

    node: int
    parent: int
    x: float
    depth: int
    shape: Shape
    outcome: NodeOutcome
    size: int
    hidden: int = 0
    height: float = 1.0


def lantern_height(size: int) -> float:
    """Levels a lantern of ``size`` nodes takes: 0.6 for a pair, up to ``LANTERN_LEVELS``."""
    return min(LANTERN_LEVELS, 0.4 + 0.2 * math.log2(max(2, size)))


def neighbourhood(tree: Nodes, selected: int, expanded: Collection[int] = (), budget: int = BUDGET) -> list[Placed]:
    """The nodes to draw around ``selected`` (see the module text), laid out; the root first,
    then parents before their children. ``expanded``: nodes the user opened (their children
    are drawn even in a failed subtree). Raises ``IndexError`` for a node not in the tree."""
    tree.first(selected)  # checks the id
    path = [selected]
    while (up := tree.parent(path[-1])) is not None:
        path.append(up)
    path.reverse()
    shown: dict[int, list[int]] = {}  # node -> its children drawn (absent: none drawn)
    hidden: dict[int, int] = {}
    left = budget
    queue: deque[int] = deque()

    def open_(node: int, must: bool) -> None:
        """Draw the children of ``node`` if the budget allows (``must``: at least the path's);
        queue those to open in turn: in the selection's subtree the ones that did not fail,
        anywhere the ones the user expanded."""
        nonlocal left
        kids = list(tree.children(node))
        if not kids:
            return
        extra = len(kids) - 1 if must else len(kids)  # the child on the path is drawn anyway
        if extra > left and not must:
            return
        if extra > left:  # a far ancestor: only its child on the path
            nxt = path[tree.depth(node) + 1]
            shown[node] = [nxt]
            hidden[node] = len(kids) - 1
            return
        left -= extra
        shown[node] = kids
        inside = node not in path_set or node == selected
        for kid in kids:
            wanted = kid in expanded or (inside and tree.outcome(kid) != NodeOutcome.FAILED)
            if wanted and kid not in path_set:
                queue.append(kid)

    path_set = set(path)
    open_(selected, must=False)
    for node in reversed(path[:-1]):  # the nearest ancestors' other children first
        open_(node, must=True)
    while queue:
        open_(queue.popleft(), must=False)
    return _layout(tree, shown, hidden)


def _layout(tree: Nodes, shown: dict[int, list[int]], hidden: dict[int, int]) -> list[Placed]:
    placed: list[Placed] = []
    relative: list[float] = []  # x of each placed node relative to its parent

    def place(node: int, parent: int) -> list[tuple[float, float]]:
        """Place ``node``'s subtree; returns its contour: per level below it (0: itself), the
        left and right edge, relative to its x."""
        index = len(placed)
        kids = shown.get(node)
        size = tree.subtree_end(node) - node
        if kids:
            shape, height = Shape.INNER, 1.0
        elif size > 1:
            shape, height = Shape.LANTERN, lantern_height(size)
        else:
            shape, height = Shape.LEAF, 1.0
        placed.append(
            Placed(node, parent, 0.0, tree.depth(node), shape, tree.outcome(node), size, hidden.get(node, 0), height)
        )
        relative.append(0.0)
        if not kids:
            return [(-0.5, 0.5)] * math.ceil(height)
        offsets: list[float] = []
        merged: list[tuple[float, float]] = []
        firsts: list[int] = []
        for kid in kids:
            firsts.append(len(placed))
            contour = place(kid, index)
            shift = 0.0
            if merged:
                shift = max(r - contour[i][0] for i, (_, r) in enumerate(merged[: len(contour)])) + GAP
                for i, (lo, hi) in enumerate(contour):
                    if i < len(merged):
                        merged[i] = (merged[i][0], hi + shift)
                    else:
                        merged.append((lo + shift, hi + shift))
            else:
                merged = list(contour)
            offsets.append(shift)
        middle = (offsets[0] + offsets[-1]) / 2
        for at, offset in zip(firsts, offsets, strict=True):
            relative[at] = offset - middle
        return [(-0.5, 0.5)] + [(lo - middle, hi - middle) for lo, hi in merged]

    place(SearchTree.ROOT, -1)
    for i, p in enumerate(placed):  # parents come before their children
        p.x = relative[i] + (placed[p.parent].x if p.parent >= 0 else 0.0)
    return placed
