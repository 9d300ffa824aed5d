"""Running a strategy to the end without a display: the headless side of the app."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..algorithms.registry import algorithm as algorithm_named
from ..board_state import BoardState, Counters
from ..grid import Values, find_conflicts
from ..steps import Step
from .limits import time_limited
from .step_stream import Outcome, run_steps, start_board


@dataclass(frozen=True)
class SolveResult:
    """Outcome of one headless run: the one report of a run for the command line, export and
    Compare.

    ``outcome`` is an ``Outcome`` (a ``str``): ``solved``, ``multiple`` (an enumerating strategy
    found more than one), ``no-solution``, ``time-limit``, ``stopped`` (cancelled) or ``wrong``
    (a claim that is not so: ``wrong`` says what);
    ``solution`` is the first solution found (81 digits) or None; ``counters`` are the run's
    totals and ``seconds`` its wall time. ``counted``: the strategy itself counted solutions
    (``fast``, ``mrv-all``), so "solved" already means exactly one.
    """

    outcome: Outcome
    solution: Values | None
    counters: Counters
    seconds: float
    counted: bool = False
    wrong: str = ""
    """With outcome ``wrong``: what the run claimed that is not so (a ``Message``)."""


def check_givens(values: Sequence[int]) -> str | None:
    """A message naming the first repeated digit among the givens, or None when they agree."""
    conflicts = find_conflicts(values)
    return f"conflicting givens: {conflicts[0]}" if conflicts else None


def solve(
    start: Sequence[int] | BoardState,
    algorithm: str,
    time_limit: float | None = None,
    on_step: Callable[[Step], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    wall_clock: bool = False,
) -> SolveResult:
    """Run strategy ``algorithm`` to its end (or its time limit in seconds) from ``start``: 81
    values, or a board whose candidates are the player's marks (the window's export and Compare
    solve the board as shown, as the window does).

    ``on_step`` sees every step as it is applied (for traces); ``cancelled`` is polled every few
    hundred steps and stops the run (outcome ``stopped``) when it returns True. ``wall_clock``
    makes the time limit count every second of the run, applying and ``on_step`` included (the
    command line's meaning) instead of the strategy's own time. Raises KeyError for an unknown
    ``algorithm``.
    """
    if isinstance(start, BoardState):
        first = start_board(start, algorithm)
        steps = run_steps(first, algorithm, time_limit, wall_clock)
        state = first.copy()
    else:
        strategy = algorithm_named(algorithm)
        state = BoardState(tuple(start), strategy.derived_candidates)
        state.count_claims = not strategy.trusted
        steps = time_limited(strategy.solve(tuple(start)), time_limit, wall_clock)
    t0 = time.perf_counter()
    stopped = False
    for n, step in enumerate(steps):
        state.apply(step)
        if on_step is not None:
            on_step(step)
        if cancelled is not None and n % 256 == 0 and cancelled():
            steps.close()
            stopped = True
            break
    seconds = time.perf_counter() - t0
    outcome = Outcome.STOPPED if stopped else state.outcome
    if outcome is Outcome.RUNNING:  # the strategy ended without a verdict
        outcome = Outcome.NO_SOLUTION
    counted = state.solution_count[0] > 1 or state.solution_count[1]
    return SolveResult(outcome, state.solution, state.counters, seconds, counted, state.wrong)
