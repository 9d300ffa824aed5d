"""Two searches of one puzzle side by side: each run recorded with its search tree, the trees
merged (``merge.merge_trees``), and the board on each side where they part.

Used by the window's Compare Tree With (``qt/compare/tree_compare.py``), which records the other
run here in a background job; the run already shown brings its own timeline.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..board_state import BoardState
from ..recording.timeline import Timeline
from ..runs.step_stream import run_steps, start_board
from ..tree.search_tree import SearchTree
from .tree_merge import MergedTree, Pentagon, merge_trees

BATCH = 4096
"""Steps recorded between two looks at ``cancelled`` (and two progress reports)."""


class Cancelled(Exception):
    """The recording was cancelled (the caller asked to stop)."""


def record_run(
    start: BoardState,
    algorithm: str,
    time_limit: float | None,
    cancelled: Callable[[], bool] = lambda: False,
    advance: Callable[[int], None] = lambda _n: None,
) -> Timeline:
    """``algorithm``'s run from ``start`` recorded with its search tree (``timeline.tree``), cut at
    ``time_limit`` seconds of wall-clock time. ``advance(steps)`` hears the count after each
    batch. Raises ``Cancelled`` once ``cancelled()`` says so, and what the solver raises (a loaded
    solver's ``SolverError``); KeyError for an unknown algorithm."""
    board = start_board(start, algorithm)
    timeline = Timeline(board, tree=SearchTree())
    steps = run_steps(board, algorithm, time_limit, wall_clock=True)
    batch = []
    try:
        for step in steps:
            batch.append(step)
            if len(batch) >= BATCH:
                timeline.extend(batch)
                batch.clear()
                advance(len(timeline))
                if cancelled():
                    raise Cancelled
        timeline.extend(batch)
    finally:
        steps.close()
    assert timeline.tree is not None
    timeline.tree.publish()
    return timeline


@dataclass
class Comparison:
    """Runs ``a`` and ``b`` (their names and timelines, each with its tree) and their merge."""

    name_a: str
    name_b: str
    a: Timeline
    b: Timeline
    merged: MergedTree

    def boards(self, pentagon: Pentagon) -> tuple[BoardState, BoardState]:
        """Each side's board where the two part: after that side's first branch there, or at the
        shared parent for a side with nothing there."""
        return (
            _board(self.a, pentagon.a_first, pentagon.a_parent),
            _board(self.b, pentagon.b_first, pentagon.b_parent),
        )


def _board(timeline: Timeline, first: int, parent: int) -> BoardState:
    tree = timeline.tree
    assert tree is not None
    position = tree.first(first if first >= 0 else parent)  # the board at a node shows its guess made
    return timeline.board_at(min(position, len(timeline)), remember=False)


def compare(name_a: str, a: Timeline, name_b: str, b: Timeline) -> Comparison:
    """The comparison of two recorded runs (each timeline made with a tree)."""
    assert a.tree is not None and b.tree is not None
    return Comparison(name_a, name_b, a, b, merge_trees(a.tree, b.tree))


__all__ = ["BATCH", "Cancelled", "Comparison", "compare", "record_run"]
