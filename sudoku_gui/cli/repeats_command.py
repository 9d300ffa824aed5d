"""``--repeats PUZZLE_OR_FILE``: each puzzle's search recorded by ``--algorithm`` with its tree,
and its repeated failures printed (``core.analysis.repeated_failures``), without a window.

Per puzzle: a line ``puzzle=N ALGORITHM: ... nodes ...``, then for each grouping (the same
sub-search, the same shape) a title line and its first ``--limit`` groups, one line each, the
most nodes wasted first. A puzzle that can not be read, or whose givens clash, gets
``puzzle=N invalid: ...``; a loaded solver that fails, ``puzzle=N error: ...``. Exit 0 when
every puzzle was analysed, 1 when one was not.
"""

from __future__ import annotations

import sys

from ..core.board_state import BoardState
from ..core.puzzles.puzzle_io import read_puzzles
from ..core.runs.solve_to_end import check_givens
from .batch import signals_held

LIMIT = 10
"""Groups listed of each grouping when ``--limit`` is not given."""


def run_repeats(source: str, algorithm: str, time_limit: float | None, limit: int | None) -> int:
    """Print the repeated failures of every puzzle in ``source``; returns the exit code."""
    from ..core.analysis.compare_searches import record_run
    from ..core.analysis.repeated_failures import report
    from ..core.external.solver_errors import SolverError
    from ..core.techniques.removal import removing_step

    ok = True
    for index, item in enumerate(read_puzzles(source), start=1):
        problem = item.error if item.values is None else check_givens(item.values)
        if item.values is None or problem is not None:
            lines, ok = [f"puzzle={index} invalid: {problem}"], False
        else:
            try:
                timeline = record_run(BoardState(item.values), algorithm, time_limit)
            except SolverError as e:  # a loaded solver failed: the puzzle's line says how
                lines, ok = [f"puzzle={index} error: {e}"], False
            else:
                assert timeline.tree is not None
                lines = report(timeline.tree, timeline, algorithm, limit or LIMIT, removing_step)
                lines[0] = f"puzzle={index} {lines[0]}"
        with signals_held():
            sys.stdout.write("".join(line + "\n" for line in lines))
            sys.stdout.flush()
    return 0 if ok else 1
