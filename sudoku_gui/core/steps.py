"""The step vocabulary: what a strategy yields, one small frozen dataclass per kind of step.

A strategy never changes the board a viewer shows; it describes each change as a step and the
viewer (``BoardState``) applies it. Steps are immutable, so they can cross threads safely.

Cells are ints 0..80 (see ``grid.cell_name``); a candidate is a ``(cell, digit)`` pair.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .grid import Cell, Values, cells_text

Candidate = tuple[Cell, int]


@dataclass(frozen=True, slots=True)
class Place:
    """Digit ``digit`` is placed in ``cell`` because ``technique`` proves it.

    ``causes`` are the cells that force it (for a naked single: none; for a hidden single the
    other cells of the unit).
    """

    cell: Cell
    digit: int
    technique: str
    text: str
    causes: tuple[Cell, ...] = ()
    peer_eliminations: tuple[Candidate, ...] = ()
    """Candidates of the digit removed from the cell's peers as part of the placement."""
    kind: ClassVar[str] = "place"


@dataclass(frozen=True, slots=True)
class Eliminate:
    """Candidates removed by ``technique``.

    ``causes`` are the cells of the pattern that proves it, ``pattern`` the pattern's own
    candidates (drawn green) and ``fins`` the fin cells of finned fish.
    """

    eliminations: tuple[Candidate, ...]
    technique: str
    text: str
    causes: tuple[Cell, ...] = ()
    pattern: tuple[Candidate, ...] = ()
    fins: tuple[Cell, ...] = ()
    kind: ClassVar[str] = "eliminate"


@dataclass(frozen=True, slots=True)
class Guess:
    """A trial: ``digit`` is put in ``cell`` and the state is pushed on the record stack.

    ``depth`` is the number of guesses on the stack after this one; ``options`` is the cell's
    candidate mask when the guess was made.
    """

    cell: Cell
    digit: int
    depth: int
    options: int
    text: str
    kind: ClassVar[str] = "guess"


@dataclass(frozen=True, slots=True)
class Backtrack:
    """The guess ``digit`` in ``cell`` failed: the state it was made in is popped from the stack.

    ``values`` and ``candidates`` (81 masks) are the whole restored state, with the failed digit
    already removed from the cell's candidates; ``depth`` is the stack size after the pop.
    Strategies that keep no pencil marks give ``candidates=()``: the viewer derives them.
    """

    cell: Cell
    digit: int
    depth: int
    values: Values
    candidates: tuple[int, ...]
    text: str
    kind: ClassVar[str] = "backtrack"


@dataclass(frozen=True, slots=True)
class Contradiction:
    """The current state cannot lead to a solution; ``cells`` show where (a cell with no
    candidate, or a unit in which a digit has no place)."""

    cells: tuple[Cell, ...]
    text: str
    kind: ClassVar[str] = "contradiction"


@dataclass(frozen=True, slots=True)
class Solved:
    """A solution: ``values`` is the full grid. ``number`` counts solutions for strategies that
    enumerate them all."""

    values: Values
    text: str = "Solved"
    number: int = 1
    kind: ClassVar[str] = "solved"


@dataclass(frozen=True, slots=True)
class NoSolution:
    """The search space is exhausted without a solution."""

    text: str = "No solution"
    kind: ClassVar[str] = "no-solution"


@dataclass(frozen=True, slots=True)
class SearchDone:
    """An enumerating strategy finished: ``solutions`` were found (capped at its limit,
    ``complete`` False when the cap stopped it)."""

    solutions: int
    complete: bool = True
    text: str = ""
    kind: ClassVar[str] = "search-done"


@dataclass(frozen=True, slots=True)
class TimeLimitReached:
    """The run's time limit ran out before the strategy finished."""

    seconds: float
    text: str = "Time limit reached"
    kind: ClassVar[str] = "time-limit"


Step = Place | Eliminate | Guess | Backtrack | Contradiction | Solved | NoSolution | SearchDone | TimeLimitReached
"""Any step a strategy yields."""


def describe_eliminations(eliminations: tuple[Candidate, ...] | list[Candidate]) -> str:
    """Field notation for removed candidates, grouped by digit: ``remove 2 from r3c4, 7 from r3c6``."""
    by_digit: dict[int, list[Cell]] = {}
    for cell, digit in eliminations:
        by_digit.setdefault(digit, []).append(cell)
    parts = [f"{d} from {cells_text(sorted(cells))}" for d, cells in sorted(by_digit.items())]
    return "remove " + "; ".join(parts)
