"""Two search trees merged from the root, node by node: where two searches agree and where they part.

After CP-Profiler's tree merge (Gecode's Gist compares two trees the same way): both trees are
walked in depth-first preorder side by side. A node is the same on both sides when it is the same
branch (the same guess, e.g. ``r4c7=3``) at the same place: the same parent, and the same
siblings before it. The first place the walk finds two different nodes under a common parent
(another branch, or a branch on one side only), the rest of that parent's children on each side
(their subtrees included) become one *pentagon*: a merged node that holds each side's count of nodes there, and the walk
goes on after the parent on both sides. Two trees with no pentagon are the same search.

``merge_trees`` reads only the trees' columns (depth and move), so it is one pass over each: two
trees of 500,000 nodes merge in well under a second (``benchmarks/bench_tree_merge.py``).
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass

from .search_tree import SearchTree

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


def merge_trees(a: SearchTree, b: SearchTree) -> MergedTree:
    """Merge two published trees from the root (see the module text)."""
    merged = MergedTree(a, b)
    ca, cb = a.columns(), b.columns()
    na, nb = len(a), len(b)
    da, db = ca.depth, cb.depth
    ma, mb = ca.move, cb.move
    a_node, b_node, parent, depth = merged.a_node, merged.b_node, merged.parent, merged.depth
    a_node.append(0)
    b_node.append(0)
    parent.append(-1)
    depth.append(0)
    path = [0]  # merged node at each depth on the way down
    a_at = [0]  # each side's node at each depth
    b_at = [0]
    i = j = 1
    while i < na or j < nb:
        d = da[i] if i < na else 0
        e = db[j] if j < nb else 0
        if d == e and d and (ma[i] ^ mb[j]) & _LABEL == 0:
            del path[d:], a_at[d:], b_at[d:]
            path.append(len(a_node))
            a_at.append(i)
            b_at.append(j)
            a_node.append(i)
            b_node.append(j)
            parent.append(path[d - 1])
            depth.append(d)
            i += 1
            j += 1
            continue
        # They part under the deepest node one side is still inside: the rest of its children
        # on each side (none on a side that has left it) make the pentagon.
        under = max(d, e) - 1
        i0, j0 = i, j
        while i < na and da[i] > under:
            i += 1
        while j < nb and db[j] > under:
            j += 1
        node = len(a_node)
        merged.pentagons[node] = Pentagon(
            node,
            path[under],
            a_at[under],
            b_at[under],
            i0 if i > i0 else -1,
            j0 if j > j0 else -1,
            i - i0,
            j - j0,
        )
        a_node.append(-1)
        b_node.append(-1)
        parent.append(path[under])
        depth.append(under + 1)
        del path[under + 1 :], a_at[under + 1 :], b_at[under + 1 :]
    return merged


def pentagon_text(tree: MergedTree, node: int) -> str:
    """A pentagon in words for a tooltip: ``r4c7=3 (57 nodes) / r4c7=5 (3 nodes)``."""
    p = tree.pentagons[node]
    a = "-" if p.a_first < 0 else tree.a.label(p.a_first)
    b = "-" if p.b_first < 0 else tree.b.label(p.b_first)
    return f"{a} ({p.a_count}) / {b} ({p.b_count})"


__all__ = ["MergedTree", "Pentagon", "merge_trees", "pentagon_text"]
