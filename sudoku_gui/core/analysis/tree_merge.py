"""Two search trees merged from the root, node by node: where two searches agree and where they part.

After CP-Profiler's tree merge (Gecode's Gist compares two trees the same way): a node is the same
on both sides when it is the same branch (the same guess, e.g. ``r4c7=3``) under the same merged
parent. Children are matched by their branch, not by their order, so a search that tries the
digits 9 down to 1 and one that tries them 1 up to 9 over the same nodes are one tree. Under each
merged node, the children found on one side only (their subtrees included) become one
*pentagon*: a merged node that holds each side's count of nodes there. Two trees with no pentagon
are the same search.

The merged tree is in preorder: under each node, the shared children in side A's order, then its
pentagon. ``merge_trees`` reads only the trees' columns (depth and move) and visits each node once:
two trees of 500,000 nodes merge in about a second (``benchmarks/bench_tree_merge.py``).
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass

from ..tree.search_tree import SearchTree

_LABEL = 0x7FF
"""The cell and digit bits of a packed move (the outcome above them is not compared)."""


@dataclass(frozen=True)
class Pentagon:
    """Where the two searches part: under merged node ``parent`` (both sides' node there, ``a_parent``
    and ``b_parent``), side A goes on with ``a_count`` nodes starting at its node ``a_first``, side B
    with ``b_count`` from ``b_first`` (``-1`` and a count of 0 for a side with nothing there)."""

    node: int
    parent: int
    a_parent: int
    b_parent: int
    a_first: int
    b_first: int
    a_count: int
    b_count: int

    @property
    def size(self) -> int:
        """Nodes on both sides together (differences are listed largest first by this)."""
        return self.a_count + self.b_count


class MergedTree:
    """The merge of trees ``a`` and ``b`` (see the module text). Merged node ``n`` is either a node
    both trees share (``a_node[n]`` and ``b_node[n]`` its ids there) or a pentagon (both ids -1;
    ``pentagon(n)`` says the rest). Nodes are in preorder; ``parent[n]`` is -1 for the root."""

    def __init__(self, a: SearchTree, b: SearchTree) -> None:
        self.a = a
        self.b = b
        self.a_node = array("i")
        self.b_node = array("i")
        self.parent = array("i")
        self.depth = array("B")
        self.pentagons: dict[int, Pentagon] = {}
        """The pentagons by merged node id, in preorder (the first is the first difference)."""

    def __len__(self) -> int:
        return len(self.a_node)

    @property
    def identical(self) -> bool:
        """True when the two trees are the same search (no pentagon)."""
        return not self.pentagons

    def pentagon(self, node: int) -> Pentagon | None:
        return self.pentagons.get(node)

    def label(self, node: int) -> str:
        """The merged node's branch, ``r4c7=3`` (the root: ``puzzle``; a pentagon: ``≠``)."""
        if node in self.pentagons:
            return "\u2260"
        return self.a.label(self.a_node[node])

    def path(self, node: int) -> list[str]:
        """The branches from the root's child down to ``node``."""
        labels = []
        while node > 0:
            labels.append(self.label(node))
            node = self.parent[node]
        return labels[::-1]

    def differences(self) -> list[Pentagon]:
        """Every pentagon, the largest (most nodes on both sides) first, then in preorder."""
        return sorted(self.pentagons.values(), key=lambda p: (-p.size, p.node))

    def report(self, name_a: str, name_b: str) -> list[str]:
        """The command line's lines: ``identical`` or the first difference, then the sizes."""
        sizes = f"{name_a}: {len(self.a):,} nodes; {name_b}: {len(self.b):,} nodes"
        if self.identical:
            return ["identical", sizes]
        first = next(iter(self.pentagons.values()))
        where = "/".join(self.path(first.parent)) or "the root (before any guess)"
        return [
            f"first difference under {where}: {name_a} goes on with {self._side(self.a, first.a_first, first.a_count)}, "
            f"{name_b} with {self._side(self.b, first.b_first, first.b_count)}",
            sizes + f"; {len(self.pentagons):,} difference{'s' if len(self.pentagons) != 1 else ''}, "
            f"the largest {self.differences()[0].a_count:,}/{self.differences()[0].b_count:,} nodes",
        ]

    @staticmethod
    def _side(tree: SearchTree, first: int, count: int) -> str:
        if first < 0:
            return "nothing (0 nodes)"
        return f"{tree.label(first)} ({count:,} node{'s' if count != 1 else ''})"


def _ends(depth: array[int] | list[int] | bytes, n: int) -> list[int]:
    """Each node's subtree end (one past its last descendant), from the preorder depths."""
    ends = [n] * n
    open_nodes: list[int] = []
    for i in range(n):
        d = depth[i]
        while open_nodes and depth[open_nodes[-1]] >= d:
            ends[open_nodes.pop()] = i
        open_nodes.append(i)
    return ends


def merge_trees(a: SearchTree, b: SearchTree) -> MergedTree:
    """Merge two published trees from the root (see the module text)."""
    merged = MergedTree(a, b)
    ca, cb = a.columns(), b.columns()
    na, nb = len(a), len(b)
    ma, mb = ca.move, cb.move
    ends_a, ends_b = _ends(ca.depth, na), _ends(cb.depth, nb)
    a_node, b_node, parent, depth = merged.a_node, merged.b_node, merged.parent, merged.depth

    def children(first: int, end: int, ends: list[int]) -> list[int]:
        found = []
        while first < end:
            found.append(first)
            first = ends[first]
        return found

    def visit(i: int, j: int, node: int, d: int) -> None:
        """Merge the children of A's node ``i`` and B's node ``j`` (merged ``node``, depth ``d``).
        Recursion is as deep as the trees (at most 81 guesses), so it stays well within Python's."""
        b_kids: dict[int, list[int]] = {}
        for c in children(j + 1, ends_b[j], ends_b):
            b_kids.setdefault(mb[c] & _LABEL, []).append(c)
        a_only: list[int] = []
        for c in children(i + 1, ends_a[i], ends_a):
            same = b_kids.get(ma[c] & _LABEL)
            if not same:
                a_only.append(c)
                continue
            cj = same.pop(0)
            child = len(a_node)
            a_node.append(c)
            b_node.append(cj)
            parent.append(node)
            depth.append(d + 1)
            visit(c, cj, child, d + 1)
        b_only = sorted(c for rest in b_kids.values() for c in rest)
        if a_only or b_only:
            at = len(a_node)
            merged.pentagons[at] = Pentagon(
                at,
                node,
                i,
                j,
                a_only[0] if a_only else -1,
                b_only[0] if b_only else -1,
                sum(ends_a[c] - c for c in a_only),
                sum(ends_b[c] - c for c in b_only),
            )
            a_node.append(-1)
            b_node.append(-1)
            parent.append(node)
            depth.append(d + 1)

    a_node.append(0)
    b_node.append(0)
    parent.append(-1)
    depth.append(0)
    visit(0, 0, 0, 0)
    return merged


def pentagon_text(tree: MergedTree, node: int) -> str:
    """A pentagon in words for a tooltip: ``r4c7=3 (57 nodes) / r4c7=5 (3 nodes)``."""
    p = tree.pentagons[node]
    a = "-" if p.a_first < 0 else tree.a.label(p.a_first)
    b = "-" if p.b_first < 0 else tree.b.label(p.b_first)
    return f"{a} ({p.a_count}) / {b} ({p.b_count})"


__all__ = ["MergedTree", "Pentagon", "merge_trees", "pentagon_text"]
