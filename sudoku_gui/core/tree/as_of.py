"""A search tree as it stood at a position of its run: what a view shows of a run that was
recorded further than the board has shown.

A live run records ahead of its board, and a race replays runs recorded whole, so the tree a
timeline holds may already know what the board has not shown: guesses not made yet, nodes that
will fail, solutions to come. ``TreeAt(tree, p)`` reads the same tree as the tree of a run that
stopped at position ``p``, in O(log n) a question, without copying anything:

- its nodes are those whose guess is at step ``p`` or before: ids ``0 .. bisect_first(p) - 1``
  (ids grow with their first step, so they are a prefix);
- a node is closed once the step that closed it has been shown: a backtrack or the next guess
  closes a node at the step after its last one (so ``last < p``), the run's ``NoSolution`` or
  time limit at its own step (``tree.ended_at``);
- a node not closed by then is open, or holds a solution once one inside it was found by ``p``
  (``tree.solution_steps``); its last step is the position itself.

Every method is the ``SearchTree`` reading method of the same name (``search_tree.Nodes``).
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator

from ..grid import Cell
from .search_tree import Columns, NodeOutcome, SearchTree
from .tree_reading import children_of


class TreeAt:
    """``tree`` as it stood at ``position`` (see the module text); ``move_to`` moves it. Raises
    ``IndexError`` for a node id not below ``len(self)``."""

    ROOT = SearchTree.ROOT

    def __init__(self, tree: SearchTree, position: int) -> None:
        self.tree = tree
        self.position = 0
        self._count = 1
        self.move_to(position)

    def move_to(self, position: int) -> None:
        """Show the tree as of ``position`` (at least 0)."""
        self.position = max(0, position)
        self._count = max(1, self.tree.bisect_first(self.position))

    # -- what changed since the position ---------------------------------------------------------

    def __len__(self) -> int:
        return self._count

    def _check(self, node: int) -> None:
        if not 0 <= node < self._count:
            raise IndexError(f"node {node} is not in the tree at step {self.position} (0..{self._count - 1})")

    def _found(self) -> int:
        """Solutions kept in ``solution_steps`` found by the position."""
        return bisect.bisect_right(self.tree.solution_steps, self.position)

    @property
    def solutions(self) -> int:
        tree, found = self.tree, self._found()
        if found == len(tree.solution_steps) and tree.solutions > found and self._count == len(tree):
            return tree.solutions  # past the solutions whose steps are kept: all of them
        return found

    @property
    def solution_leaves(self) -> list[int]:
        return self.tree.solution_leaves[: self._found()]

    @property
    def truncated(self) -> bool:
        return self.tree.truncated and self._count == len(self.tree)

    def closed(self, node: int) -> bool:
        self._check(node)
        tree = self.tree
        return tree.closed(node) and (tree.last(node, 0) < self.position or self.position >= tree.ended_at)

    def outcome(self, node: int) -> NodeOutcome:
        outcome = self.tree.outcome(node)
        if self.closed(node):
            return outcome
        if outcome != NodeOutcome.SOLUTION:
            return NodeOutcome.OPEN
        # open at the position, so every step from its guess to it lies inside its subtree
        steps = self.tree.solution_steps
        k = bisect.bisect_left(steps, self.tree.first(node))
        if k < len(steps) and steps[k] <= self.position:
            return NodeOutcome.SOLUTION
        unkept = len(steps) < self.tree.solutions and (not steps or self.position > steps[-1])
        return NodeOutcome.SOLUTION if unkept else NodeOutcome.OPEN

    def last(self, node: int, recorded: int) -> int:
        """The last step inside the node's subtree; ``recorded`` while it is open at the position."""
        return self.tree.last(node, 0) if self.closed(node) else recorded

    def subtree_end(self, node: int) -> int:
        return self.tree.subtree_end(node) if self.closed(node) else self._count

    # -- the same as the whole tree's, within the nodes made by the position ---------------------

    def parent(self, node: int) -> int | None:
        self._check(node)
        return self.tree.parent(node)

    def depth(self, node: int) -> int:
        self._check(node)
        return self.tree.depth(node)

    def cell(self, node: int) -> Cell | None:
        self._check(node)
        return self.tree.cell(node)

    def digit(self, node: int) -> int:
        self._check(node)
        return self.tree.digit(node)

    def first(self, node: int) -> int:
        self._check(node)
        return self.tree.first(node)

    def label(self, node: int) -> str:
        self._check(node)
        return self.tree.label(node)

    def bisect_first(self, position: int, lo: int = 0, hi: int | None = None) -> int:
        return self.tree.bisect_first(position, lo, self._count if hi is None else min(hi, self._count))

    def holder(self, node: int, position: int) -> int:
        # nodes still open at the position span every step up to it, as they do in the tree
        return self.tree.holder(node, min(position, self.position))

    def node_at(self, position: int) -> int:
        return self.tree.node_at(min(position, self.position))

    def children(self, node: int) -> Iterator[int]:
        return children_of(self, node)

    def first_child(self, node: int) -> int | None:
        self._check(node)
        child = node + 1
        return child if child < self._count and self.tree.parent(child) == node else None

    def next_sibling(self, node: int) -> int | None:
        self._check(node)
        if node == 0:
            return None
        end = self.subtree_end(node)
        return end if end < self._count and self.tree.parent(end) == self.tree.parent(node) else None

    def previous_sibling(self, node: int) -> int | None:
        self._check(node)
        return self.tree.previous_sibling(node)

    def is_leaf(self, node: int) -> bool:
        return self.first_child(node) is None

    def columns(self) -> Columns:
        """The raw storage (read only the first ``len(self)`` nodes' depth and cell; outcomes
        and spans through ``outcome`` and ``last``)."""
        return self.tree.columns()
