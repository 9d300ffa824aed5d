"""Running a strategy: the one way to get a step stream from a board, and how a run ended.

The window, the command line, export and Compare all start runs here, from a ``BoardState``
that may carry the player's pencil marks (strategies that keep candidates start from them;
the others derive theirs from the values), so every path solves the same board.
"""

from __future__ import annotations

from collections.abc import Generator

from ..algorithms.registry import algorithm as algorithm_named
from ..board_state import BoardState
from ..recording.source_lines import SourceLines, with_lines
from ..steps import Outcome as Outcome  # read from here by the window and the race
from ..steps import Step
from .limits import time_limited


def run_steps(
    start: BoardState,
    algorithm: str,
    time_limit: float | None = None,
    wall_clock: bool = False,
    lines: SourceLines | None = None,
) -> Generator[Step, None, None]:
    """The steps of ``algorithm`` from ``start`` (its values, and its candidates as the player's
    marks for strategies that keep candidates), cut at ``time_limit`` seconds of the strategy's
    own time (every second with ``wall_clock``); the source line of each step to ``lines`` when
    given (a Python generator's frame, a program's ``line`` field). Close the generator to
    cancel. Raises KeyError (``UnknownAlgorithm``) for an unknown algorithm."""
    strategy = algorithm_named(algorithm)
    marks = None if strategy.derived_candidates else tuple(start.candidates)
    steps = strategy.run(tuple(start.values), marks)
    if lines is not None and hasattr(steps, "lines"):  # an external solver's run: it reads its own
        steps.lines = lines
    elif lines is not None and hasattr(steps, "gi_frame"):  # a generator: its frames say
        captured = with_lines(steps, lines)
        if time_limit is None or time_limit <= 0:
            return captured  # one generator fewer for each step to pass
        steps = captured
    return time_limited(steps, time_limit, wall_clock)


def start_board(start: BoardState, algorithm: str) -> BoardState:
    """``start`` as ``algorithm`` sees it: a board that derives its candidates for strategies that
    keep none (their viewer shows what the values allow), else a copy with the marks."""
    chosen = algorithm_named(algorithm)
    derived = chosen.derived_candidates
    if derived == start.derived_candidates:
        board = start.copy()
    else:
        board = BoardState(start.givens, derived)
        board.set_values(start.values)
        if not derived:
            board.candidates[:] = start.candidates
    board.start = tuple(board.values)
    board.start_marks = None if derived else tuple(board.candidates)
    board.count_claims = not chosen.trusted
    return board
