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

Storage: parallel ``array`` columns, 7 bytes a node, appended in creation order, which is
depth-first preorder, so node ids grow with their first step and a node's subtree is the run of
ids after it with greater depth. Each column is narrower than a plain one, as what it holds is
small next to something the tree has at hand: the parent as the distance back to it (``node -
parent``, 1 byte), the first step's low 8 bits (the high bits grow with the node id, so a short
table of the node where each one starts holds them: firsts stay sorted and bisectable), and the
last step as the span from the first (16 bits). The few values too large are kept apart: a
parent 255 or more nodes back (a node after large siblings: one in 200) in two arrays sorted by
node (``FarValues``, 8 bytes each), a span of 65,534 steps or more (an ancestor of large
subtrees: a few hundred in a run of ten million steps) in a dict. Depth is 1 byte; cell, digit
and outcome are packed in 2. Step numbers count as the step counter does: the step
that led to position p is step p (1-based); a node spans the positions from its guess
(``first``) to the last position inside its subtree (``last``), and the root's span starts at 0.

Thread use: like ``Timeline``: one writer (``record``), readers see nodes below ``len(tree)``,
which ``publish`` moves after each recorded batch. A reader may see a node's ``last`` and
outcome change once, from open to closed.
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Container, Iterator, Sequence
from enum import IntEnum
from typing import NamedTuple

from ..grid import Cell, cell_name
from ..steps import Backtrack, Guess, NoSolution, Solved, Step, TimeLimitReached

NODE_CAP = 20_000_000
"""Nodes kept at most (180 MB); past it the tree stops growing and says so (``truncated``)."""
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


class FarValues:
    """Values kept apart from a narrow column, by node, added in increasing node order (as nodes
    are made): two arrays sorted by node, 8 bytes an entry (a dict's took about 100), found by
    bisection. A reader that sees a node's column say "apart" finds its entry: the value is
    appended before its node."""

    def __init__(self) -> None:
        self._nodes = array("I")
        self._values = array("I")

    def add(self, node: int, value: int) -> None:
        """Keep ``value`` for ``node``, a node after every one kept so far."""
        self._values.append(value)
        self._nodes.append(node)

    def __getitem__(self, node: int) -> int:
        nodes = self._nodes
        i = bisect.bisect_left(nodes, node)
        if i == len(nodes) or nodes[i] != node:
            raise KeyError(node)
        return self._values[i]

    def __len__(self) -> int:
        return len(self._nodes)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FarValues) and (self._nodes, self._values) == (other._nodes, other._values)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def items(self) -> Iterator[tuple[int, int]]:
        return zip(self._nodes, self._values, strict=False)

    def memory_bytes(self) -> int:
        return sum(a.buffer_info()[1] * a.itemsize for a in (self._nodes, self._values))


class Columns(NamedTuple):
    """The raw storage of a tree (see the module text); read only the first ``len(tree)`` nodes."""

    back: array[int]
    """Per node: node - parent (0: the root; the all-ones value: in ``far_parent``)."""
    first_low: array[int]
    """Per node: the low bits of its first step (8 at most)."""
    span: array[int]
    """Per node: last - first (all ones less one: open; all ones: in ``far_last``)."""
    depth: array[int]
    move: array[int]
    """Per node: cell | digit << 7 | outcome << 11."""
    starts: array[int]
    """Per value h of the first steps' high bits: the first node whose first step has h or more."""
    far_parent: FarValues
    far_last: dict[int, int]


class SearchTree:
    """The nodes of one run's search, recorded from its steps (see the module text).

    ``bits``: the width of the span column (16; tests use fewer, so that the values kept apart
    occur in short runs); the parent's distance and the first step's low bits take at most 8 of
    them. Raises ``IndexError`` for a node id not below ``len(tree)``.
    """

    ROOT = 0

    def __init__(self, cap: int = NODE_CAP, bits: int = 16) -> None:
        if not 3 <= bits <= 16:
            raise ValueError(f"bits must be 3..16, not {bits}")
        self._cap = cap
        self._bits = bits
        self._mask = (1 << bits) - 1
        self._far = self._mask  # a span saying: kept apart, in a dict
        self._open = self._mask - 1  # a span saying: the node is open
        self._low_bits = min(bits, 8)  # the first step's bits in its column
        self._low_mask = (1 << self._low_bits) - 1
        self._far_back = self._low_mask  # a distance to the parent saying: kept apart
        self._back = array("B", [0])
        self._first_low = array("B", [0])
        self._span = array("H", [self._open])
        self._depth = array("B", [0])
        self._move = array("H", [_ROOT_MOVE])
        self._starts = array("I", [0])
        self._far_parent = FarValues()
        self._far_last: dict[int, int] = {}
        self._next_high = 1 << self._low_bits
        """The first step number whose high bits ``_starts`` has no entry for yet."""
        self._path: list[int] = [0]
        """The writer's open nodes, the root first: ``_path[d]`` is the open node of depth d."""
        self._path_first: list[int] = [0]
        """The first step of each node on ``_path`` (so closing one needs no look-up)."""
        self._count = 1
        self.truncated = False
        """True once the cap stopped the tree growing (later guesses are not recorded)."""
        self.solutions = 0
        self.solution_leaves: list[int] = []
        """The deepest open node at each of the first ``LEAVES_KEPT`` solutions (each one's path
        holds it), in the order found: views find the solution paths without a scan."""
        self.solution_steps: list[int] = []
        """The step number of each solution in ``solution_leaves`` (so a view of the tree as it
        stood at an earlier position knows which solutions were found by then)."""
        self.ended_at = 1 << 62
        """The step number of the run's ``NoSolution`` or ``TimeLimitReached`` step, which
        closes the nodes still open with their last step at it (no such step yet: past any)."""

    # -- recording (one writer) ------------------------------------------------------------------

    def record(self, number: int, step: Step) -> None:
        """Apply step ``number`` (1-based: the step that leads to position ``number``)."""
        self.record_all(number, (step,))

    def record_all(self, first: int, steps: Sequence[Step], unmarked: Container[int] = ()) -> None:
        """``record`` each of ``steps`` in turn, step ``i`` being number ``first + i``; a ``Solved``
        whose number is in ``unmarked`` is no solution to mark (a wrong one, or one after a fault).
        The writer's batch, the hot path of a run (a guess and a backtrack a node): the columns are
        held in locals here for the whole batch, and steps that change no node cost a type test."""
        path, firsts, moves, spans = self._path, self._path_first, self._move, self._span
        add_back, add_low, add_span = self._back.append, self._first_low.append, spans.append
        add_depth, add_move = self._depth.append, moves.append
        opened, far, far_back, mask, cap = self._open, self._far, self._far_back, self._low_mask, self._cap
        for number, step in enumerate(steps, first):
            kind = type(step)
            if kind is Guess:
                # A guess of depth d closes what is open at depth d and below; a strategy that
                # skipped a level gets the deepest open node as parent.
                depth = len(path)
                if depth > step.depth:  # type: ignore[union-attr]
                    self._close_below(max(step.depth, 1), number - 1)  # type: ignore[union-attr]
                    depth = len(path)
                node = len(moves)
                if node >= cap or not depth:
                    self.truncated = self.truncated or bool(depth)
                    continue
                gap = node - path[-1]
                if gap >= far_back:
                    self._far_parent.add(node, path[-1])
                    gap = far_back
                if number >= self._next_high:
                    self._new_high(number, node)
                add_back(gap)
                add_low(number & mask)
                add_span(opened)
                add_depth(depth if depth < 256 else 255)
                add_move(step.cell | step.digit << _DIGIT_SHIFT)  # type: ignore[union-attr]
                path.append(node)
                firsts.append(number)
            elif kind is Backtrack:
                depth = step.depth + 1  # type: ignore[union-attr]
                if len(path) == depth + 1 and depth > 0:  # one node closed, a leaf mostly: inline
                    node = path.pop()
                    span = number - 1 - firsts.pop()
                    if span < opened:
                        spans[node] = span
                    else:  # dict first: a reader that sees ``far`` finds the entry
                        self._far_last[node] = number - 1
                        spans[node] = far
                    if moves[node] < _SOLUTION_MOVE:
                        moves[node] |= _FAILED_BITS  # open (0) until now
                elif len(path) > depth:
                    self._close_below(depth, number - 1)
            elif kind is Solved:
                if number not in unmarked:
                    self._solution(number)
            elif kind is TimeLimitReached:
                self.ended_at = number
                self._close_below(0, number, NodeOutcome.CUT)
            elif kind is NoSolution:
                self.ended_at = number
                self._close_below(0, number)

    def _new_high(self, number: int, node: int) -> None:
        """``node``, the first with first step ``number``, starts every high value up to its own."""
        starts = self._starts
        while len(starts) <= number >> self._low_bits:
            starts.append(node)
        self._next_high = len(starts) << self._low_bits

    def _close_below(self, depth: int, last: int, outcome: NodeOutcome = NodeOutcome.FAILED) -> None:
        """Close the open nodes of depth ``depth`` and more, their span ending at step ``last``."""
        path, firsts, move, spans = self._path, self._path_first, self._move, self._span
        bits = int(outcome) << _OUTCOME_SHIFT
        while len(path) > depth:
            node = path.pop()
            span = last - firsts.pop()
            if span < self._open:
                spans[node] = span
            else:  # dict first: a reader that sees ``far`` finds the entry
                self._far_last[node] = last
                spans[node] = self._far
            if move[node] < _SOLUTION_MOVE:  # an open node holds no solution (nor a cut) yet
                move[node] = move[node] & 0x7FF | bits

    def _solution(self, number: int) -> None:
        self.solutions += 1
        if self._path and len(self.solution_leaves) < LEAVES_KEPT:
            self.solution_steps.append(number)
            self.solution_leaves.append(self._path[-1])
        move = self._move
        for node in reversed(self._path):
            if move[node] >> _OUTCOME_SHIFT == NodeOutcome.SOLUTION:
                break  # its ancestors were marked with it
            move[node] = move[node] & 0x7FF | NodeOutcome.SOLUTION << _OUTCOME_SHIFT

    def publish(self) -> None:
        """Make the nodes recorded so far visible to readers (after each batch)."""
        self._count = len(self._move)

    # -- reading ------------------------------------------------------------------------------

    def __len__(self) -> int:
        """Nodes visible to readers (the root included)."""
        return self._count

    def _check(self, node: int) -> None:
        if not 0 <= node < self._count:
            raise IndexError(f"node {node} is not in the tree (0..{self._count - 1})")

    def _parent_of(self, node: int) -> int:
        """The parent of a node known to be in the tree (-1 for the root)."""
        gap = self._back[node]
        if gap == self._far_back:
            return self._far_parent[node]
        return node - gap if gap else -1

    def _first_of(self, node: int) -> int:
        return (bisect.bisect_right(self._starts, node) - 1) << self._low_bits | self._first_low[node]

    def _last_of(self, node: int, recorded: int) -> int:
        span = self._span[node]
        if span == self._open:
            return recorded
        if span == self._far:
            return self._far_last[node]
        return self._first_of(node) + span

    def parent(self, node: int) -> int | None:
        """The parent's id; None for the root."""
        self._check(node)
        p = self._parent_of(node)
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
        return self._first_of(node)

    def last(self, node: int, recorded: int) -> int:
        """The last step number inside the node's subtree; ``recorded`` (the run's length) while it is open."""
        self._check(node)
        return self._last_of(node, recorded)

    def closed(self, node: int) -> bool:
        """True once the search left the node's subtree for good (its span is final)."""
        self._check(node)
        return self._span[node] != self._open

    def label(self, node: int) -> str:
        """The branch as the step log names it: ``r4c7=3`` (the root: ``puzzle``)."""
        cell = self.cell(node)
        return "puzzle" if cell is None else f"{cell_name(cell)}={self.digit(node)}"

    def bisect_first(self, position: int, lo: int = 0, hi: int | None = None) -> int:
        """The first node id in ``lo..hi - 1`` (default: every node) whose first step is after
        ``position`` (``hi`` when none is): ``bisect_right`` over the sorted first steps."""
        hi = self._count if hi is None else hi
        if position < 0:  # every node's first step is after it
            return min(lo, hi)
        starts = self._starts
        h = position >> self._low_bits
        if h >= len(starts):  # every node's first step is before the position
            return max(lo, hi)
        end = starts[h + 1] if h + 1 < len(starts) else hi
        a = min(max(lo, starts[h]), hi)  # before a: high bits below h, so before the position
        b = max(min(hi, end), a)  # from b on: high bits above h, so after it
        return bisect.bisect_right(self._first_low, position & self._low_mask, a, b)

    def holder(self, node: int, position: int) -> int:
        """The deepest of ``node`` and its ancestors whose span holds ``position`` (when ``node``
        is the newest node that starts at or before it: the node that position belongs to)."""
        span, opened = self._span, self._open
        while node > 0 and span[node] != opened and self._last_of(node, 0) < position:
            node = self._parent_of(node)
        return max(node, 0)

    def children(self, node: int) -> Iterator[int]:
        """The node's children, oldest first (each found in O(log n) from the one before)."""
        child = self.first_child(node)
        while child is not None:
            yield child
            child = self.next_sibling(child)

    def first_child(self, node: int) -> int | None:
        self._check(node)
        child = node + 1
        return child if child < self._count and self._parent_of(child) == node else None

    def subtree_end(self, node: int) -> int:
        """The id after the node's subtree (its descendants are ``node + 1 .. end - 1``)."""
        self._check(node)
        if self._span[node] == self._open:  # on the writer's path: every later node is inside it
            return self._count
        # the first node created after the subtree's last step
        return self.bisect_first(self._last_of(node, 0), node + 1, self._count)

    def next_sibling(self, node: int) -> int | None:
        self._check(node)
        if node == 0:
            return None
        end = self.subtree_end(node)
        return end if end < self._count and self._parent_of(end) == self._parent_of(node) else None

    def previous_sibling(self, node: int) -> int | None:
        self._check(node)
        parent = self._parent_of(node)
        if parent < 0 or node == parent + 1:
            return None
        # the sibling before is the ancestor of node - 1 whose parent is ours
        n = node - 1
        while (up := self._parent_of(n)) != parent:
            n = up
        return n

    def node_at(self, position: int) -> int:
        """The deepest node whose span holds ``position`` (the node a step belongs to)."""
        return self.holder(self.bisect_first(position) - 1, position)

    def is_leaf(self, node: int) -> bool:
        return self.first_child(node) is None

    def memory_bytes(self) -> int:
        """Bytes held by the node columns (the spans kept apart counted at 100 bytes each)."""
        cols = self.columns()
        arrays = cols[:6]
        columns = sum(a.buffer_info()[1] * a.itemsize for a in arrays)
        return columns + cols.far_parent.memory_bytes() + 100 * len(cols.far_last)

    def columns(self) -> Columns:
        """The raw storage, for views that draw many nodes (``depth`` and ``move``); read only
        the first ``len(tree)`` entries."""
        return Columns(
            self._back,
            self._first_low,
            self._span,
            self._depth,
            self._move,
            self._starts,
            self._far_parent,
            self._far_last,
        )
