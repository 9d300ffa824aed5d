"""Two searches of one puzzle side by side: each run recorded with its search tree, the trees
merged (``merge.merge_trees``), and the board on each side where they part.

Used by the window's Compare Tree With (``qt/compare/tree_compare.py``), which records the other
run here in a background job; the run already shown brings its own timeline.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..board_state import BoardState
from ..recording.curves import RunSeries
from ..recording.source_lines import SourceLines
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
    """``algorithm``'s run from ``start`` recorded with its search tree (``timeline.tree``) and the
    source line of each step (``timeline.lines``: it can be opened as the run shown), cut at
    ``time_limit`` seconds of wall-clock time. ``advance(steps)`` hears the count after each
    batch. Raises ``Cancelled`` once ``cancelled()`` says so, and what the solver raises (a loaded
    solver's ``SolverError``); KeyError for an unknown algorithm."""
    board = start_board(start, algorithm)
    lines = SourceLines()
    timeline = Timeline(board, tree=SearchTree(), series=RunSeries(board), lines=lines)  # all a run shown has
    steps = run_steps(board, algorithm, time_limit, wall_clock=True, lines=lines)
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
    """Runs ``a`` and ``b`` (their names and timelines, each with its tree) and their merge;
    ``seconds``: each run's solving time (0 when not measured)."""

    name_a: str
    name_b: str
    a: Timeline
    b: Timeline
    merged: MergedTree
    seconds: tuple[float, float] = (0.0, 0.0)

    def positions(self, pentagon: Pentagon) -> tuple[int, int]:
        """Each side's timeline position where the two part: the step of that side's first branch
        there (its board shows that guess made), or of the shared parent for a side with nothing
        there; within what each timeline holds."""
        return (
            _position(self.a, pentagon.a_first, pentagon.a_parent),
            _position(self.b, pentagon.b_first, pentagon.b_parent),
        )

    def boards(self, pentagon: Pentagon) -> tuple[BoardState, BoardState]:
        """Each side's board where the two part: after that side's first branch there, or at the
        shared parent for a side with nothing there."""
        at_a, at_b = self.positions(pentagon)
        return self.a.board_at(at_a, remember=False), self.b.board_at(at_b, remember=False)


def _position(timeline: Timeline, first: int, parent: int) -> int:
    tree = timeline.tree
    assert tree is not None
    position = tree.first(first if first >= 0 else parent)  # the board at a node shows its guess made
    return max(timeline.first_position, min(position, len(timeline)))


def compare(
    name_a: str, a: Timeline, name_b: str, b: Timeline, seconds: tuple[float, float] = (0.0, 0.0)
) -> Comparison:
    """The comparison of two recorded runs (each timeline made with a tree)."""
    assert a.tree is not None and b.tree is not None
    return Comparison(name_a, name_b, a, b, merge_trees(a.tree, b.tree), seconds)


__all__ = ["BATCH", "Cancelled", "Comparison", "compare", "record_run"]
