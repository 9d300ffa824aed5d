"""The same dead end, found wherever a search repeats it: failed subtrees grouped by what they are.

A search that guesses in a fixed order (``naive`` above all) often walks into the same failure
again and again: after ``r1c2=6`` and after ``r1c2=8`` it tries ``r7c3=4``, and below it makes the
same guesses and fails at the same places, because nothing that differs between the two boards
matters there. Two failed subtrees are *the same sub-search* when their roots are the same branch
(``r7c3=4``) and their children are, in order, the same sub-searches again: the same shape and
the same branch labels all the way down. As a second grouping, the one of CP-Profiler's similar
subtree analysis, two failed subtrees are *of the same shape* when their children are, in order,
of the same shape (labels ignored).

Both groupings are found by hash-consing, bottom-up, in one pass over the tree's columns from the
last node to the first (preorder read backwards meets every child before its parent): each node
gets the class of ``(its label, its children's classes)``, a dict giving the same number to the
same key. O(n): 465,531 nodes in well under a second (``benchmarks/bench_repeats.py``).

A group is a class with two or more failed occurrences (occurrences of one class have the same
size, so none lies inside another: their nodes are disjoint and the waste, count x size, is a
count of distinct nodes). Nested repeats: when every occurrence of a group lies inside an
occurrence of another group, the group is part of that larger repeat and is folded into it (not
listed); a group with at least one occurrence elsewhere is listed with all of its occurrences, so
the nodes of two listed groups may overlap. Inside an occurrence of a group every descendant's
class repeats too, so "inside an occurrence of some group" is "its parent is one": the test is
one look per occurrence.

Why a group fails (``explain``): the contradictions reached at the failed leaves of its first
occurrence, and whether a named technique of the app, applied to the board where that occurrence
was guessed (at its parent, before the guess), would have removed the branch: the guessed digit
eliminated from the cell, another digit placed in it, or the digit placed in one of its peers.
Only the first occurrence is checked (the boards of the others differ above the branch, and a
technique search costs up to a few hundred milliseconds). The judge of a technique is given
(``Remover``: ``core.techniques.removal.removing_step``, the simplest technique up to the forcing
chains), as this package knows no technique.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..board_state import BoardState
from ..grid import cell_name
from ..tree.search_tree import NodeOutcome, SearchTree
from ..tree.tree_reading import StepKinds, failure_reason

_LABEL = 0x7FF
"""The cell and digit bits of a packed move."""
_OUTCOME_SHIFT = 11
Remover = Callable[[Sequence[int], Sequence[int], int, int, int], "tuple[str, str] | None"]
"""``(values, candidates, givens, cell, digit) -> (technique, step text)`` of a technique that
removes ``digit`` from ``cell`` on that board, or None (``core.techniques.removal.removing_step``)."""
LEAVES_READ = 200
"""Failed leaves of a first occurrence whose contradiction is read at most."""


@dataclass(frozen=True)
class Group:
    """Failed subtrees that are one sub-search (``same_labels``) or of one shape: their roots
    ``occurrences`` (node ids, in preorder), each ``size`` nodes (its root included)."""

    occurrences: tuple[int, ...]
    size: int
    same_labels: bool

    @property
    def count(self) -> int:
        return len(self.occurrences)

    @property
    def waste(self) -> int:
        """Nodes in all occurrences together (count x size): none is in two of them."""
        return self.count * self.size

    @property
    def first(self) -> int:
        return self.occurrences[0]


@dataclass(frozen=True)
class Repeats:
    """Both groupings of one tree's failed subtrees, each largest waste first (see the module
    text): ``exact`` the same sub-search, ``shapes`` the same shape alone."""

    exact: list[Group]
    shapes: list[Group]
    nodes: int
    """Nodes in the tree when it was read."""


def _classes(depth: Sequence[int], move: Sequence[int], n: int, mask: int) -> tuple[list[int], list[int], list[int]]:
    """Per node its class (the same number for the same ``(label & mask, children's classes)``),
    per class its size, per node its parent (-1 for the root); one pass from the last node back.
    The hot loop of the analysis: plain lists (faster to index than arrays), a leaf's key made
    without the children's loop (half the nodes are leaves)."""
    cls = [0] * n
    parent = [-1] * n
    sizes: list[int] = []
    ids: dict[tuple[int, ...], int] = {}
    waiting: list[int] = []  # nodes whose parent is not reached yet, the first child on top
    below: list[int] = []  # their depths
    for i in range(n - 1, -1, -1):
        d = depth[i]
        if below and below[-1] > d:
            kids = [move[i] & mask]
            size = 1
            while below and below[-1] > d:
                below.pop()
                k = waiting.pop()
                parent[k] = i
                kc = cls[k]
                kids.append(kc)
                size += sizes[kc]
            key = tuple(kids)
        else:
            key = (move[i] & mask,)
            size = 1
        c = ids.get(key)
        if c is None:
            c = ids[key] = len(sizes)
            sizes.append(size)
        cls[i] = c
        waiting.append(i)
        below.append(d)
    return cls, sizes, parent


def _groups(tree: SearchTree, mask: int, failed: list[int], is_failed: bytearray) -> list[Group]:
    """The groups of one grouping (``mask``: the label bits kept): ``failed`` the failed nodes
    but the root, ``is_failed`` a flag per node."""
    columns = tree.columns()
    cls, sizes, parent = _classes(columns.depth, columns.move, len(tree), mask)
    counts = Counter(map(cls.__getitem__, failed))
    occurrences: dict[int, list[int]] = {}
    free: set[int] = set()  # classes with an occurrence outside every other group's occurrences
    for i in failed:
        c = cls[i]
        if counts[c] < 2:
            continue
        occurrences.setdefault(c, []).append(i)
        if c not in free:
            p = parent[i]
            if not is_failed[p] or counts[cls[p]] < 2:
                free.add(c)
    groups = [Group(tuple(occurrences[c]), sizes[c], mask != 0) for c in free]
    groups.sort(key=lambda g: (-g.waste, -g.size, g.first))
    return groups


def find_repeats(tree: SearchTree) -> Repeats:
    """Both groupings of ``tree``'s failed subtrees (see the module text); reads the nodes
    published so far (open and cut subtrees are never grouped)."""
    n = len(tree)
    move = tree.columns().move
    failed_bits = NodeOutcome.FAILED
    failed = [i for i in range(1, n) if move[i] >> _OUTCOME_SHIFT == failed_bits]
    is_failed = bytearray(n)
    for i in failed:
        is_failed[i] = 1
    return Repeats(_groups(tree, _LABEL, failed, is_failed), _groups(tree, 0, failed, is_failed), n)


def group_text(tree: SearchTree, group: Group) -> str:
    """The command line's sentence for ``group``: "r7c3 = 4 fails the same way 412 times (9
    nodes each, 3,708 nodes)", or for a shape "a sub-search of 9 nodes fails in this shape 412
    times (3,708 nodes); the first at r7c3 = 4"."""
    branch = branch_text(tree, group.first)
    if group.same_labels:
        each = "1 node each" if group.size == 1 else f"{group.size:,} nodes each"
        return f"{branch} fails the same way {group.count:,} times ({each}, {group.waste:,} nodes)"
    nodes = "1 node" if group.size == 1 else f"{group.size:,} nodes"
    return (
        f"a sub-search of {nodes} fails in this shape {group.count:,} times ({group.waste:,} nodes); "
        f"the first at {branch}"
    )


def branch_text(tree: SearchTree, node: int) -> str:
    """A node's branch as a sentence writes it: ``r7c3 = 4``."""
    cell = tree.cell(node)
    return "the puzzle" if cell is None else f"{cell_name(cell)} = {tree.digit(node)}"


# --- why a group fails ---------------------------------------------------------------------------


class Run(StepKinds, Protocol):
    """What ``explain`` reads of a recorded run (a ``Timeline``)."""

    def text(self, index: int) -> str: ...

    def board_at(self, position: int, remember: bool = True) -> BoardState: ...


@dataclass(frozen=True)
class Explanation:
    """Why a group's first occurrence failed and what would have spared it.

    ``reasons``: each contradiction text (a ``Message``) reached at its failed leaves, with the
    number of leaves that reached it, the most frequent first; ``leaves``: its failed leaves
    (those read: at most ``LEAVES_READ``). ``technique`` and ``step``: the simplest technique that
    removes the branch on the board before the guess, and its step's text (a ``Message``); ""
    when none does. ``not_candidate``: the guessed digit was no candidate there already."""

    reasons: tuple[tuple[str, int], ...]
    leaves: int
    technique: str
    step: str
    not_candidate: bool = False
    board_lost: bool = False
    """The board before the guess is no longer kept (the timeline's cap dropped it): no technique
    was tried."""

    def text(self) -> str:
        """One line in English: the reason, then the technique or that none was found."""
        if self.reasons:
            of = f"the first {self.leaves}" if self.leaves >= LEAVES_READ else str(self.leaves)
            said = "; ".join(
                reason if n == self.leaves else f"{reason} ({n} of {of} leaves)" for reason, n in self.reasons[:3]
            )
            why = f"fails because {said}" if self.leaves == 1 else f"its leaves fail: {said}"
        else:
            why = "no contradiction recorded at its leaves"
        if self.board_lost:
            return f"{why}; the board before the guess is no longer kept, no technique tried"
        if self.not_candidate:
            return f"{why}; the digit was no candidate there already"
        if self.technique:
            return f"{why}; removed before the guess by {self.step}"
        return f"{why}; no technique up to the forcing chains removes it before the guess (first occurrence checked)"


def explain(tree: SearchTree, run: Run, group: Group, remover: Remover) -> Explanation:
    """Why ``group`` fails and whether a technique removes it (``remover`` says), read at its
    first occurrence (see the module text). ``run``: the recorded run the tree belongs to."""
    root = group.first
    reasons: Counter[str] = Counter()
    depth = tree.columns().depth
    end = min(root + group.size, len(tree))
    leaves = 0
    for node in range(root, end):
        if node + 1 < end and depth[node + 1] > depth[node]:
            continue  # not a leaf
        leaves += 1
        index = failure_reason(tree, run, node)
        if index is not None:
            reasons[run.text(index)] += 1
        if leaves >= LEAVES_READ:
            break
    cell, digit = tree.cell(root), tree.digit(root)
    assert cell is not None  # a group's root is a guess
    try:
        board = run.board_at(max(0, tree.first(root) - 1), remember=False)
    except IndexError:  # dropped by the timeline's cap: no board to try the techniques on
        return Explanation(tuple(reasons.most_common()), leaves, "", "", board_lost=True)
    givens = sum(1 << c for c, v in enumerate(board.givens) if v)
    found = remover(board.values, board.candidates, givens, cell, digit)
    return Explanation(
        tuple(reasons.most_common()),
        leaves,
        found[0] if found is not None else "",
        found[1] if found is not None else "",
        not_candidate=found is None and not board.candidates[cell] >> (digit - 1) & 1,
    )


def report(tree: SearchTree, run: Run, name: str, limit: int, remover: Remover) -> list[str]:
    """The command line's lines: the tree's size and group counts, then the first ``limit``
    groups of each grouping, each with its reason and technique (``explain``)."""
    found = find_repeats(tree)
    lines = [
        f"{name}: {len(tree):,} nodes, {_failed(tree):,} in failed subtrees; {len(found.exact):,} repeated "
        f"sub-searches, {len(found.shapes):,} repeated shapes (nested repeats folded)"
    ]
    for title, groups in (("the same sub-search", found.exact), ("the same shape", found.shapes)):
        shown = groups[:limit]
        lines.append(f"{title}: {len(shown)} of {len(groups):,}, the most nodes wasted first")
        for rank, group in enumerate(shown, start=1):
            lines.append(f"{rank}. {group_text(tree, group)}: {explain(tree, run, group, remover).text()}")
    return lines


def _failed(tree: SearchTree) -> int:
    """Nodes whose subtree failed."""
    move = tree.columns().move
    return sum(1 for i in range(len(tree)) if move[i] >> _OUTCOME_SHIFT == NodeOutcome.FAILED)


__all__ = ["Explanation", "Group", "Repeats", "branch_text", "explain", "find_repeats", "group_text", "report"]
