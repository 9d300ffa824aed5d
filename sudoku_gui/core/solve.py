"""Running a strategy to the end without a display: the headless side of the app."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .grid import Values, find_conflicts
from .steps import NoSolution, Solved
from .strategies import STRATEGIES


@dataclass(frozen=True)
class SolveResult:
    """Outcome of one headless solve: ``solution`` (81 digits) or None, and the steps taken."""

    solution: Values | None
    steps: int


def check_givens(values: Sequence[int]) -> str | None:
    """A message naming the first repeated digit among the givens, or None when they agree."""
    conflicts = find_conflicts(values)
    return f"conflicting givens: {conflicts[0]}" if conflicts else None


def solve(values: Sequence[int], algorithm: str) -> SolveResult:
    """Run strategy ``algorithm`` on ``values`` to its end and report the first solution.

    Raises:
        KeyError: for an unknown ``algorithm``.
    """
    strategy = STRATEGIES[algorithm]
    steps = 0
    for step in strategy.solve(tuple(values)):
        if isinstance(step, Solved):
            return SolveResult(step.values, steps)
        if isinstance(step, NoSolution):
            break
        steps += 1
    return SolveResult(None, steps)
