"""The merged tree of two searches (``tree_merge.MergedTree``) laid out whole, and the part of it a
view shows at a zoom.

Layout (made once, O(nodes), from the merge's preorder columns alone): every leaf takes a run of
x along the bottom of its subtree in preorder, one slot for a shared leaf and as many as a
pentagon's shape and its "a / b" label need; every node is centred over the run of its subtree's
leaves. Two nodes at one depth own disjoint runs, each at least a slot wide with the node in its
middle, so no two drawn nodes overlap, at any zoom. This is simpler and wider than a tidy
(Reingold-Tilford) layout, but it is one pass over arrays: a 500,000-node merge is laid out in
about half a second (``benchmarks/bench_tree_merge.py``), where a tidy layout's contours cost
many times that in Python. Its width does not matter to the view, which never draws what it does
not show: ``visible`` walks down from the root into the subtrees that reach the view only, and
draws a subtree narrower than a few pixels as one collapsed mark (with its node and pentagon
counts), so a frame costs O(what is on screen) whatever the trees' sizes.

Units: x in slots, y in levels (depth); the view multiplies by ``SLOT_PX`` and ``LEVEL_PX`` at zoom 1.
"""

from __future__ import annotations

import math
from array import array
from dataclasses import dataclass

from .tree_merge import MergedTree, Pentagon

SLOT_PX = 40.0
"""A slot's width at zoom 1 (a shared leaf takes one)."""
LEVEL_PX = 80.0
"""A level's height at zoom 1."""
NODE_PX = 7.0
"""A shared node's radius at zoom 1."""
PENTAGON_PX = (8.0, 30.0)
"""A pentagon's radius at zoom 1: for one node, and at most (from 100,000 nodes on)."""
CHAR_PX = 7.5
"""The width of a label's character the layout leaves room for (a digit of the view's small font)."""
GAP_PX = 8.0
"""Room kept between a pentagon (or its label) and its neighbours, at zoom 1."""


def pentagon_radius(total: int) -> float:
    """A pentagon's radius in px at zoom 1 for ``total`` nodes (both sides): log scale, bounded
    by ``PENTAGON_PX`` (1 node 8 px, 100 nodes 16.8, 10,000 25.6, 100,000 and more 30)."""
    low, high = PENTAGON_PX
    return min(high, low + (high - low) * math.log10(max(1, total)) / 5)


def pentagon_label(p: Pentagon) -> str:
    """The counts drawn under a pentagon: ``"1,234 / 56"`` (side A's nodes, then side B's)."""
    return f"{p.a_count:,} / {p.b_count:,}"


def pentagon_slots(p: Pentagon) -> float:
    """The slots a pentagon takes: its shape or its label, whichever is wider, and a gap."""
    wide = max(2 * pentagon_radius(p.size), len(pentagon_label(p)) * CHAR_PX) + GAP_PX
    return max(1.0, wide / SLOT_PX)


@dataclass(frozen=True)
class Drawn:
    """One node as the view draws it: ``node`` (merged id), its centre ``x`` (slots) and ``depth``;
    ``collapsed``: its subtree is drawn as one mark spanning ``left..right`` (slots)."""

    node: int
    x: float
    depth: int
    collapsed: bool
    left: float
    right: float


class MergedLayout:
    """A merged tree laid out (see the module text). Per merged node, in preorder: ``x`` its centre,
    ``left``/``right`` the run of x its subtree takes, ``end`` one past its last descendant,
    ``deepest`` the depth of its deepest descendant (itself when it has none); ``width``
    the whole tree's, ``height`` its depth in levels."""

    def __init__(self, merged: MergedTree) -> None:
        self.merged = merged
        n = len(merged)
        depth = merged.depth
        pentagons = merged.pentagons
        x = array("d", bytes(8 * n))
        left = array("d", bytes(8 * n))
        right = array("d", bytes(8 * n))
        end = array("i", bytes(4 * n))
        deepest = array("B", depth)  # the deepest level in each subtree (a collapsed mark reaches it)
        before = array("i", bytes(4 * (n + 1)))  # pentagons before each node, in preorder
        a_before = array("q", bytes(8 * (n + 1)))  # their side-A nodes, and side B's
        b_before = array("q", bytes(8 * (n + 1)))
        cursor = 0.0
        seen = sum_a = sum_b = 0
        open_nodes: list[int] = []
        for i in range(n):
            d = depth[i]
            while open_nodes and depth[open_nodes[-1]] >= d:
                j = open_nodes.pop()
                end[j], right[j] = i, cursor
                x[j] = (left[j] + cursor) / 2
                if open_nodes and deepest[j] > deepest[open_nodes[-1]]:
                    deepest[open_nodes[-1]] = deepest[j]
            left[i] = cursor
            before[i], a_before[i], b_before[i] = seen, sum_a, sum_b
            p = pentagons.get(i)
            if p is not None:
                cursor += pentagon_slots(p)
                seen += 1
                sum_a += p.a_count
                sum_b += p.b_count
            elif i + 1 >= n or depth[i + 1] <= d:  # a shared leaf
                cursor += 1.0
            open_nodes.append(i)
        for k in range(len(open_nodes) - 1, -1, -1):  # the last path, deepest first
            j = open_nodes[k]
            end[j], right[j] = n, cursor
            x[j] = (left[j] + cursor) / 2
            if k and deepest[j] > deepest[open_nodes[k - 1]]:
                deepest[open_nodes[k - 1]] = deepest[j]
        before[n], a_before[n], b_before[n] = seen, sum_a, sum_b
        self.x, self.left, self.right, self.end, self.deepest = x, left, right, end, deepest
        self._before, self._a_before, self._b_before = before, a_before, b_before
        self.width = cursor
        self.height = max(depth, default=0)

    def __len__(self) -> int:
        return len(self.x)

    def size(self, node: int) -> int:
        """Merged nodes in ``node``'s subtree, itself included."""
        return self.end[node] - node

    def pentagons_in(self, node: int) -> int:
        """Pentagons in ``node``'s subtree (a collapsed mark says how many differences it holds)."""
        return self._before[self.end[node]] - self._before[node]

    def counts_in(self, node: int) -> tuple[int, int]:
        """Side A's and side B's nodes in the pentagons of ``node``'s subtree."""
        end = self.end[node]
        return self._a_before[end] - self._a_before[node], self._b_before[end] - self._b_before[node]

    def children(self, node: int) -> list[int]:
        """``node``'s children, left to right."""
        kids, c, end = [], node + 1, self.end[node]
        while c < end:
            kids.append(c)
            c = self.end[c]
        return kids

    def visible(self, x0: float, x1: float, d0: float, d1: float, collapse: float) -> list[Drawn]:
        """The nodes to draw in the window ``x0..x1`` (slots) by ``d0..d1`` (levels), parents
        before children: every node whose subtree reaches across the window and whose depth is at
        most ``d1`` (those above ``d0`` too, for their edges); a subtree narrower than ``collapse``
        slots is one collapsed mark. O(nodes returned x children per node)."""
        out: list[Drawn] = []
        x, left, right, end, depth = self.x, self.left, self.right, self.end, self.merged.depth
        stack = [0]
        while stack:
            i = stack.pop()
            lo, hi = left[i], right[i]
            if hi < x0 or lo > x1 or depth[i] > d1:
                continue
            leaf = end[i] == i + 1
            folded = not leaf and hi - lo < collapse
            out.append(Drawn(i, x[i], depth[i], folded, lo, hi))
            if leaf or folded:
                continue
            stack.extend(reversed(self.children(i)))
        return out


def layout_merged(merged: MergedTree) -> MergedLayout:
    """``merged`` laid out (see ``MergedLayout``)."""
    return MergedLayout(merged)


__all__ = [
    "CHAR_PX",
    "LEVEL_PX",
    "NODE_PX",
    "SLOT_PX",
    "Drawn",
    "MergedLayout",
    "layout_merged",
    "pentagon_label",
    "pentagon_radius",
    "pentagon_slots",
]
