"""Running a strategy: the one way to get a step stream from a board, and how a run ended.

The window, the command line, export and Compare all start runs here, from a ``BoardState``
that may carry the player's pencil marks (strategies that keep candidates start from them;
the others derive theirs from the values), so every path solves the same board.
"""

from __future__ import annotations

from collections.abc import Generator
from enum import Enum

from .board_state import BoardState
from .limits import time_limited
from .steps import Step
from .strategies import STRATEGIES


class Outcome(str, Enum):
    """How a run ended (``RUNNING`` while it has not). A ``str``: each equals its word
    (``Outcome.SOLVED == "solved"``), the word traces and reports print."""

    RUNNING = "running"
    SOLVED = "solved"
    MULTIPLE = "multiple"
    """An enumerating strategy found more than one solution."""
    NO_SOLUTION = "no-solution"
    TIME_LIMIT = "time-limit"
    STOPPED = "stopped"
    """Stopped from outside (Esc, a cancel) before the strategy finished."""
    ERROR = "error"
    """The strategy raised."""

    @staticmethod
    def of(state: BoardState) -> Outcome:
        """The outcome a board's last steps say (``RUNNING`` when none has ended the run)."""
        return Outcome(state.outcome) if state.outcome is not None else Outcome.RUNNING


def run_steps(
    start: BoardState, algorithm: str, time_limit: float | None = None, wall_clock: bool = False
) -> Generator[Step, None, None]:
    """The steps of ``algorithm`` from ``start`` (its values, and its candidates as the player's
    marks for strategies that keep candidates), cut at ``time_limit`` seconds of the strategy's
    own time (every second with ``wall_clock``). Close the generator to cancel. Raises KeyError
    for an unknown algorithm."""
    strategy = STRATEGIES[algorithm]
    marks = None if strategy.derived_candidates else tuple(start.candidates)
    return time_limited(strategy.run(tuple(start.values), marks), time_limit, wall_clock)


def start_board(start: BoardState, algorithm: str) -> BoardState:
    """``start`` as ``algorithm`` sees it: a board that derives its candidates for strategies that
    keep none (their viewer shows what the values allow), else a copy with the marks."""
    derived = STRATEGIES[algorithm].derived_candidates
    if derived == start.derived_candidates:
        return start.copy()
    board = BoardState(start.givens, derived)
    board.set_values(start.values)
    if not derived:
        board.candidates[:] = start.candidates
    return board
