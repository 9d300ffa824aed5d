"""``--solve ... --check`` and ``--tree-diff A,B PUZZLE``: a solver checked step by step, and two
searches compared, without a window (no Qt import).

``--check`` prints one line per puzzle: ``ok``, or ``step N: <fault>`` with N counted as the
step counter counts (see ``core.check``). ``--tree-diff`` prints ``identical`` or the first
difference, then each tree's size (see ``core.tree.merge``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .batch import Outcome
from .core.puzzle_io import PuzzleInput
from .core.solve import check_givens

SILENCE = 30.0
"""Seconds a solver may go without a step when no --time-limit is given (then: the limit)."""


def check_one(algorithm: str, time_limit: float | None, index: int, item: PuzzleInput) -> Outcome:
    """The ``--check`` line of input puzzle number ``index``: ``ok`` or ``step N: <fault>``."""
    from .core.check import check_steps, within
    from .core.limits import time_limited
    from .core.strategies import STRATEGIES

    values = item.values
    problem = item.error if values is None else check_givens(values)
    if values is None or problem is not None:
        return Outcome(f"invalid: {problem}", ok=False)
    steps = time_limited(STRATEGIES[algorithm].solve(tuple(values)), time_limit, wall_clock=True)
    fault = check_steps(values, within(steps, time_limit or SILENCE))
    return Outcome("ok" if fault is None else fault.line(), ok=fault is None)


def tree_of(algorithm: str, values: Sequence[int], time_limit: float | None) -> object:
    """The search tree of ``algorithm``'s run on ``values`` (a ``TreeRecorder``)."""
    from .core.solve import solve
    from .core.tree.jsonl import TreeRecorder

    recorder = TreeRecorder()
    solve(values, algorithm, time_limit, recorder.record, wall_clock=True)
    recorder.tree.publish()
    return recorder


def tree_diff_lines(names: Sequence[str], values: Sequence[int], time_limit: float | None) -> list[str]:
    """``--tree-diff``'s lines for one puzzle: ``identical`` or the first difference, then the
    sizes (``A: N nodes, B: M nodes``) and, when they differ, the largest differences."""
    from .core.tree.jsonl import TreeRecorder
    from .core.tree.merge import merge_trees

    a, b = (tree_of(name, values, time_limit) for name in names)
    assert isinstance(a, TreeRecorder) and isinstance(b, TreeRecorder)
    merged = merge_trees(a.tree, b.tree)
    return merged.report(names[0], names[1])
