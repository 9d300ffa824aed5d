"""What views read of a search tree (``Nodes``: a ``SearchTree``, or one as it stood at a
position), and what they derive from it alone: a node's children, a failed leaf's reason."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from ..grid import Cell
from ..steps import StepKind
from .search_tree import Columns, NodeOutcome


class Nodes(Protocol):
    """What views read of a tree: a ``SearchTree``, or one as it stood at a position
    (``as_of.TreeAt``). Ids run from the root (0) to ``len(tree) - 1``."""

    @property
    def solutions(self) -> int: ...

    @property
    def solution_leaves(self) -> list[int]: ...

    @property
    def truncated(self) -> bool: ...

    def __len__(self) -> int: ...

    def parent(self, node: int) -> int | None: ...

    def depth(self, node: int) -> int: ...

    def cell(self, node: int) -> Cell | None: ...

    def digit(self, node: int) -> int: ...

    def outcome(self, node: int) -> NodeOutcome: ...

    def first(self, node: int) -> int: ...

    def last(self, node: int, recorded: int) -> int: ...

    def closed(self, node: int) -> bool: ...

    def label(self, node: int) -> str: ...

    def bisect_first(self, position: int, lo: int = 0, hi: int | None = None) -> int: ...

    def holder(self, node: int, position: int) -> int: ...

    def children(self, node: int) -> Iterator[int]: ...

    def first_child(self, node: int) -> int | None: ...

    def subtree_end(self, node: int) -> int: ...

    def next_sibling(self, node: int) -> int | None: ...

    def previous_sibling(self, node: int) -> int | None: ...

    def node_at(self, position: int) -> int: ...

    def is_leaf(self, node: int) -> bool: ...

    def columns(self) -> Columns: ...


def children_of(tree: Nodes, node: int) -> Iterator[int]:
    """The children of ``node`` in ``tree``, oldest first: its first child, then each one's next
    sibling."""
    child = tree.first_child(node)
    while child is not None:
        yield child
        child = tree.next_sibling(child)


class StepKinds(Protocol):
    """What ``failure_reason`` reads of a recorded run (a ``Timeline``)."""

    def __len__(self) -> int: ...

    def kind(self, index: int) -> str: ...


def failure_reason(tree: Nodes, steps: StepKinds, node: int) -> int | None:
    """The index (0-based) of the ``Contradiction`` step that explains why failed leaf ``node``
    failed: the last one inside its span. None for other nodes, or when the run has none there
    (or no longer keeps those steps)."""
    if tree.outcome(node) != NodeOutcome.FAILED or not tree.is_leaf(node):
        return None
    first, last = tree.first(node), tree.last(node, len(steps))
    for index in range(last - 1, first - 1, -1):  # step number n is index n - 1
        try:
            if steps.kind(index) == StepKind.CONTRADICTION:
                return index
        except IndexError:  # dropped by the timeline's cap
            return None
    return None
