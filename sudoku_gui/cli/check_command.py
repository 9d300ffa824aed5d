"""``--solve ... --check`` and ``--tree-diff A,B PUZZLE``: a solver checked step by step, and two
searches compared, without a window (no Qt import).

``--check`` prints one line per puzzle: ``ok``, ``step N: <fault>`` with N counted as the step
counter counts, or ``unfinished after N steps: <why>`` (see ``core.analysis.step_checker`` and
``docs/step-protocol.md``), and exits 0, 1 or 3. ``--tree-diff`` prints ``identical`` or the first
difference, then each tree's size (see ``core.analysis.tree_merge``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from ..core.puzzles.puzzle_io import PuzzleInput
from ..core.runs.solve_to_end import check_givens
from .batch import ResultLine

SILENCE = 30.0
"""Seconds a solver may go without a step when no --time-limit is given (``--silence``)."""


def check_one(
    algorithm: str,
    time_limit: float | None,
    index: int,
    item: PuzzleInput,
    on_step: Callable[[Any], None] | None = None,
    stats: bool = False,
    silence: float | None = None,
) -> ResultLine:
    """The ``--check`` line of input puzzle number ``index``: ``ok``, ``step N: <fault>`` or
    ``unfinished after N steps: <why>`` (``docs/step-protocol.md`` 3.6), with the verdict's exit
    code. ``on_step`` sees each step judged (``--trace``, ``--tree``); ``stats`` adds the run's
    ``--stats`` line; ``silence``: seconds a solver may say nothing (default: the time limit,
    else ``SILENCE``)."""
    import time

    from ..core.algorithms.registry import algorithm as algorithm_named
    from ..core.analysis.step_checker import judge
    from ..core.analysis.verdict import OK
    from ..core.board_state import BoardState
    from ..core.external import solver_kinds as external
    from ..core.external.silence import within
    from ..core.runs.limits import time_limited
    from ..core.runs.solve_to_end import SolveResult
    from .tasks import stats_line

    values = item.values
    problem = item.error if values is None else check_givens(values)
    if values is None or problem is not None:
        return ResultLine(f"invalid: {problem}", ok=False, code=1)
    quiet = silence or time_limit or SILENCE
    external.SILENCE[0] = quiet
    strategy = algorithm_named(algorithm)
    state = BoardState(tuple(values), strategy.derived_candidates) if stats else None

    def seen(steps: Iterable[Any]) -> Iterator[Any]:
        for step in steps:
            if on_step is not None:
                on_step(step)
            if state is not None:
                state.apply(step)
            yield step

    t0 = time.perf_counter()
    steps = time_limited(strategy.solve(tuple(values)), time_limit, wall_clock=True)
    verdict = judge(values, seen(within(steps, quiet)))
    notes: tuple[str, ...] = ()
    if state is not None:
        result = SolveResult(state.outcome, state.solution, state.counters, time.perf_counter() - t0)
        notes = (stats_line(index, result),)
    return ResultLine(verdict.line(), notes, ok=verdict.kind == OK, code=verdict.exit_code)


def check_task(
    silence: float | None, task: Any, index: int, item: PuzzleInput, on_step: Callable[[Any], None] | None = None
) -> ResultLine:
    """``check_one`` for a ``--solve`` task (a ``headless.Task``): what ``--jobs`` workers run."""
    return check_one(task.algorithm, task.time_limit, index, item, on_step, task.stats, silence)


def exit_code(codes: Iterable[int]) -> int:
    """``--check``'s exit code over every puzzle: 1 if any has a fault (or could not be read),
    else 3 if any is unfinished, else 0."""
    found = set(codes)
    return 1 if 1 in found else 3 if 3 in found else 0


def tree_of(algorithm: str, values: Sequence[int], time_limit: float | None) -> object:
    """The search tree of ``algorithm``'s run on ``values`` (a ``TreeRecorder``)."""
    from ..core.runs.solve_to_end import solve
    from ..core.tree.jsonl import TreeRecorder

    recorder = TreeRecorder()
    solve(values, algorithm, time_limit, recorder.record, wall_clock=True)
    recorder.tree.publish()
    return recorder


def tree_diff_lines(names: Sequence[str], values: Sequence[int], time_limit: float | None) -> list[str]:
    """``--tree-diff``'s lines for one puzzle: ``identical`` or the first difference, then the
    sizes (``A: N nodes, B: M nodes``) and, when they differ, the largest differences."""
    from ..core.analysis.tree_merge import merge_trees
    from ..core.tree.jsonl import TreeRecorder

    a, b = (tree_of(name, values, time_limit) for name in names)
    assert isinstance(a, TreeRecorder) and isinstance(b, TreeRecorder)
    merged = merge_trees(a.tree, b.tree)
    return merged.report(names[0], names[1])
