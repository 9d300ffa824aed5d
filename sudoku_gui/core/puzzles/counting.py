"""Counting solutions (to check that a puzzle is proper): the ``fast`` solver's search.

Kept as its own module because every caller that needs a unique solution (ratings, uniqueness
techniques, the window's checks) asks the same question: none, one, or more than one?
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .exact_cover import count_fast


def count_solutions(
    values: Sequence[int],
    limit: int = 2,
    cancelled: Callable[[], bool] | None = None,
    marks: Sequence[int] | None = None,
) -> int:
    """Number of solutions of ``values`` (81 ints, 0 = empty), counting no further than ``limit``;
    with ``marks`` (81 candidate masks) only those that keep to the marks in the empty cells.

    Conflicting givens count as 0 solutions. ``cancelled`` is polled during the search; a
    cancelled count returns what was found so far.
    """
    return count_fast(values, limit, cancelled, marks)


def solutions_text(count: int, limit: int) -> str:
    """``0``, ``1`` ... or ``N+`` when the count reached ``limit`` (there may be more)."""
    return f"{count}+" if count >= limit else str(count)
