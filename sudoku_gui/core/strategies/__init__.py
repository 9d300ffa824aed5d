"""Solving strategies: each is a generator function ``solve(puzzle) -> Iterator[Step]``.

``STRATEGIES`` maps the name used by ``--algorithm`` and the Algorithm menu to its entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ..steps import Step
from .propagate_guess import propagate_guess


@dataclass(frozen=True)
class Strategy:
    """A named solving strategy: ``solve`` takes 81 ints (0 = empty) and yields steps."""

    name: str
    description: str
    solve: Callable[[Sequence[int]], Iterator[Step]]


STRATEGIES: dict[str, Strategy] = {
    s.name: s
    for s in (
        Strategy(
            "propagate-guess",
            "Naked-subset elimination, then guess the cell with fewest candidates (seed 003)",
            propagate_guess,
        ),
    )
}

DEFAULT_STRATEGY = "propagate-guess"
