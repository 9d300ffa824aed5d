"""The search tree of a run: one node per guess, built step by step as the run is recorded.

A strategy that guesses (``naive``: every placement; ``mrv-all``, ``units``, ``hidden-singles``,
``propagate-guess``; ``human`` when nothing else applies) yields ``Guess`` steps that push the
state on its record stack and ``Backtrack`` steps that pop it. Read as a tree, in the terms of
constraint-programming search views (Gecode's Gist, CP-Profiler): the root (node 0, depth 0) is
the puzzle before any guess; a ``Guess`` of depth d is a new child of the open node of depth d - 1
(a *branch* such as ``r4c7=3``); a ``Backtrack`` to depth d closes every open node deeper than d.

Outcome of a node: ``SOLUTION`` (its subtree holds a solution), ``FAILED`` (explored without
one), ``OPEN`` (the run stopped inside it, or is still running there), ``CUT`` (a time limit
ended the run inside it). Why a failed leaf failed is the last ``Contradiction`` step inside
its span (``reason_step``): the cell with no candidate left, the unit with no place for a digit
or the two cells holding one digit, as a ``Message`` that says it in any language.

Storage: parallel ``array`` columns, 15 bytes a node (parent 4, first and last step 4 + 4, depth
1, cell, digit and outcome packed in 2), appended in creation order, which is depth-first
preorder, so node ids grow with their first step and a node's subtree is the run of ids after
it with greater depth. Step numbers count as the step counter does: the step that led to
position p is step p (1-based); a node spans the positions from its guess (``first``) to the
last position inside its subtree (``last``), and the root's span starts at 0.

Thread use: like ``Timeline``: one writer (``record``), readers see nodes below ``len(tree)``,
which ``publish`` moves after each recorded batch. A reader may see a node's ``last`` and
outcome change once, from open to closed.
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Iterator
from enum import IntEnum
from typing import Protocol

from .grid import Cell, cell_name
from .steps import Backtrack, Guess, NoSolution, Solved, Step, TimeLimitReached

OPEN_END = 0xFFFFFFFF
"""``last`` of a node still open: its span runs to the newest recorded step."""
NODE_CAP = 20_000_000
"""Nodes kept at most (300 MB); past it the tree stops growing and says so (``truncated``)."""
LEAVES_KEPT = 1024
"""Solutions whose node ``solution_leaves`` keeps (an enumeration may find millions)."""


class NodeOutcome(IntEnum):
    """What became of a node's subtree (see the module text)."""

    OPEN = 0
    FAILED = 1
    SOLUTION = 2
    CUT = 3


_CELL_MASK = 0x7F
_DIGIT_SHIFT = 7
_OUTCOME_SHIFT = 11
_ROOT_MOVE = 0x7F  # no cell: 127
_FAILED_BITS = NodeOutcome.FAILED << _OUTCOME_SHIFT
_SOLUTION_MOVE = NodeOutcome.SOLUTION << _OUTCOME_SHIFT
"""A packed move at or above this holds a solution (or was cut)."""


class SearchTree:
    """The nodes of one run's search, recorded from its steps (see the module text).

    Raises ``IndexError`` for a node id not below ``len(tree)``.
    """

    ROOT = 0

    def __init__(self, cap: int = NODE_CAP) -> None:
        self._cap = cap
        self._parent = array("i", [-1])
        self._first = array("I", [0])
        self._last = array("I", [OPEN_END])
        self._depth = array("B", [0])
        self._move = array("H", [_ROOT_MOVE])
        self._path: list[int] = [0]
        """The writer's open nodes, the root first: ``_path[d]`` is the open node of depth d."""
        self._count = 1
        self.truncated = False
        """True once the cap stopped the tree growing (later guesses are not recorded)."""
        self.solutions = 0
        self.solution_leaves: list[int] = []
        """The deepest open node at each of the first ``LEAVES_KEPT`` solutions (each one's path
        holds it), in the order found: views find the solution paths without a scan."""

    # -- recording (one writer) ------------------------------------------------------------------

    def record(self, number: int, step: Step) -> None:
        """Apply step ``number`` (1-based: the step that leads to position ``number``)."""
        kind = type(step)
        if kind is Guess:
            self._guess(number, step)  # type: ignore[arg-type]
        elif kind is Backtrack:
            self._close_below(step.depth + 1, number - 1)  # type: ignore[union-attr]
        elif kind is Solved:
            self._solution()
        elif kind is TimeLimitReached:
            self._close_below(0, number, NodeOutcome.CUT)
        elif kind is NoSolution:
            self._close_below(0, number)

    def _guess(self, number: int, step: Guess) -> None:
        # A guess of depth d closes what is open at depth d and below; a strategy that skipped
        # a level would get the deepest open node as parent. (The hot path of a run: inline.)
        path, move = self._path, self._move
        depth = step.depth if step.depth > 0 else 1
        while len(path) > depth:
            node = path.pop()
            self._last[node] = number - 1
            if move[node] < _SOLUTION_MOVE:
                move[node] = move[node] & 0x7FF | _FAILED_BITS
        parent = self._parent
        node = len(parent)
        if node >= self._cap or not path:
            self.truncated = self.truncated or bool(path)
            return
        parent.append(path[-1])
        self._first.append(number)
        self._last.append(OPEN_END)
        self._depth.append(len(path) if len(path) < 256 else 255)
        move.append(step.cell | step.digit << _DIGIT_SHIFT)
        path.append(node)

    def _close_below(self, depth: int, last: int, outcome: NodeOutcome = NodeOutcome.FAILED) -> None:
        """Close the open nodes of depth ``depth`` and more, their span ending at step ``last``."""
        path, move = self._path, self._move
        while len(path) > depth:
            node = path.pop()
            self._last[node] = last
            if move[node] >> _OUTCOME_SHIFT != NodeOutcome.SOLUTION:
                move[node] = move[node] & 0x7FF | outcome << _OUTCOME_SHIFT

    def _solution(self) -> None:
        self.solutions += 1
        if self._path and len(self.solution_leaves) < LEAVES_KEPT:
            self.solution_leaves.append(self._path[-1])
        move = self._move
        for node in reversed(self._path):
            if move[node] >> _OUTCOME_SHIFT == NodeOutcome.SOLUTION:
                break  # its ancestors were marked with it
            move[node] = move[node] & 0x7FF | NodeOutcome.SOLUTION << _OUTCOME_SHIFT

    def publish(self) -> None:
        """Make the nodes recorded so far visible to readers (after each batch)."""
        self._count = len(self._parent)

    # -- reading ------------------------------------------------------------------------------

    def __len__(self) -> int:
        """Nodes visible to readers (the root included)."""
        return self._count

    def _check(self, node: int) -> None:
        if not 0 <= node < self._count:
            raise IndexError(f"node {node} is not in the tree (0..{self._count - 1})")

    def parent(self, node: int) -> int | None:
        """The parent's id; None for the root."""
        self._check(node)
        p = self._parent[node]
        return None if p < 0 else p

    def depth(self, node: int) -> int:
        self._check(node)
        return self._depth[node]

    def cell(self, node: int) -> Cell | None:
        """The guessed cell (0..80); None for the root."""
        self._check(node)
        c = self._move[node] & _CELL_MASK
        return None if c == _ROOT_MOVE else c

    def digit(self, node: int) -> int:
        """The guessed digit (0 for the root)."""
        self._check(node)
        return self._move[node] >> _DIGIT_SHIFT & 0xF

    def outcome(self, node: int) -> NodeOutcome:
        self._check(node)
        return NodeOutcome(self._move[node] >> _OUTCOME_SHIFT)

    def first(self, node: int) -> int:
        """The step number of the node's guess (0 for the root): the board at it is position ``first``."""
        self._check(node)
        return self._first[node]

    def last(self, node: int, recorded: int) -> int:
        """The last step number inside the node's subtree; ``recorded`` (the run's length) while it is open."""
        self._check(node)
        last = self._last[node]
        return recorded if last == OPEN_END else last

    def closed(self, node: int) -> bool:
        """True once the search left the node's subtree for good (its span is final)."""
        self._check(node)
        return self._last[node] != OPEN_END

    def label(self, node: int) -> str:
        """The branch as the step log names it: ``r4c7=3`` (the root: ``puzzle``)."""
        cell = self.cell(node)
        return "puzzle" if cell is None else f"{cell_name(cell)}={self.digit(node)}"

    def children(self, node: int) -> Iterator[int]:
        """The node's children, oldest first (each found in O(log n) from the one before)."""
        child = self.first_child(node)
        while child is not None:
            yield child
            child = self.next_sibling(child)

    def first_child(self, node: int) -> int | None:
        self._check(node)
        child = node + 1
        return child if child < self._count and self._parent[child] == node else None

    def subtree_end(self, node: int) -> int:
        """The id after the node's subtree (its descendants are ``node + 1 .. end - 1``)."""
        self._check(node)
        last = self._last[node]
        if last == OPEN_END:  # open: on the writer's path, so every later node is inside it
            return self._count
        # the first node created after the subtree's last step
        return bisect.bisect_right(self._first, last, node + 1, self._count)

    def next_sibling(self, node: int) -> int | None:
        self._check(node)
        if node == 0:
            return None
        end = self.subtree_end(node)
        return end if end < self._count and self._parent[end] == self._parent[node] else None

    def previous_sibling(self, node: int) -> int | None:
        self._check(node)
        parent = self._parent[node]
        if parent < 0 or node == parent + 1:
            return None
        # the sibling before is the ancestor of node - 1 whose parent is ours
        n = node - 1
        while self._parent[n] != parent:
            n = self._parent[n]
        return n

    def node_at(self, position: int) -> int:
        """The deepest node whose span holds ``position`` (the node a step belongs to)."""
        n = bisect.bisect_right(self._first, position, 0, self._count) - 1
        while n > 0 and self._last[n] != OPEN_END and self._last[n] < position:
            n = self._parent[n]
        return max(n, 0)

    def is_leaf(self, node: int) -> bool:
        return self.first_child(node) is None

    def memory_bytes(self) -> int:
        """Bytes held by the node columns."""
        return sum(a.buffer_info()[1] * a.itemsize for a in self.columns())

    def columns(self) -> tuple[array[int], array[int], array[int], array[int], array[int]]:
        """The raw columns (parent, first, last, depth, packed move), for views that draw many
        nodes; read only the first ``len(tree)`` entries."""
        return self._parent, self._first, self._last, self._depth, self._move


class StepKinds(Protocol):
    """What ``failure_reason`` reads of a recorded run (a ``Timeline``)."""

    def __len__(self) -> int: ...

    def kind(self, index: int) -> str: ...


def failure_reason(tree: SearchTree, steps: StepKinds, node: int) -> int | None:
    """The index (0-based) of the ``Contradiction`` step that explains why failed leaf ``node``
    failed: the last one inside its span. None for other nodes, or when the run has none there
    (or no longer keeps those steps)."""
    if tree.outcome(node) != NodeOutcome.FAILED or not tree.is_leaf(node):
        return None
    first, last = tree.first(node), tree.last(node, len(steps))
    for index in range(last - 1, first - 1, -1):  # step number n is index n - 1
        try:
            if steps.kind(index) == "contradiction":
                return index
        except IndexError:  # dropped by the timeline's cap
            return None
    return None
