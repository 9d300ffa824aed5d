"""The state a viewer shows: values, candidates, counters and the highlight of the last step.

``BoardState.apply`` is the only place steps change a board, so a replay of a strategy's steps
from the puzzle reproduces exactly what the strategy saw. The Qt board only paints this state.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .candidates import bit
from .grid import CELLS, Cell, Values, basic_candidates
from .steps import (
    Backtrack,
    Candidate,
    Contradiction,
    Eliminate,
    Guess,
    NoSolution,
    Place,
    Solved,
    Step,
)


@dataclass(frozen=True)
class Highlight:
    """What the last applied step points at, for drawing.

    ``struck``: removed candidates (red, struck through); ``pattern``: candidates of the pattern
    (green); ``causes``: cells that caused the step (tinted); ``fins``: fin cells; ``placed``:
    cells just filled (flash green); ``undone``: cells a backtrack emptied; ``conflict``: cells of
    a contradiction.
    """

    struck: tuple[Candidate, ...] = ()
    pattern: tuple[Candidate, ...] = ()
    causes: tuple[Cell, ...] = ()
    fins: tuple[Cell, ...] = ()
    placed: tuple[Cell, ...] = ()
    undone: tuple[Cell, ...] = ()
    conflict: tuple[Cell, ...] = ()


@dataclass
class Counters:
    """Running totals of a solve, as the status bar and ``--stats`` show them."""

    steps: int = 0
    placements: int = 0
    eliminations: int = 0
    guesses: int = 0
    backtracks: int = 0
    depth: int = 0
    max_depth: int = 0
    solutions: int = 0


@dataclass
class BoardState:
    """A board being solved: starts from ``givens`` and changes only through ``apply``."""

    givens: Values
    values: list[int] = field(init=False)
    candidates: list[int] = field(init=False)
    counters: Counters = field(init=False)
    highlight: Highlight = field(init=False)
    guessed: dict[Cell, int] = field(init=False)
    """Cells holding a guess still on the record stack, with the depth of that guess."""
    outcome: str | None = field(init=False)
    """None while running; then ``"solved"`` or ``"no-solution"``."""
    last_text: str = field(init=False)
    solution: Values | None = field(init=False)

    def __post_init__(self) -> None:
        self.givens = tuple(self.givens)
        self.reset()

    def reset(self) -> None:
        """Back to the puzzle as entered, pencil marks from the givens."""
        self.values = list(self.givens)
        self.candidates = basic_candidates(self.givens)
        self.counters = Counters()
        self.highlight = Highlight()
        self.guessed = {}
        self.outcome = None
        self.last_text = ""
        self.solution = None

    def apply(self, step: Step) -> None:
        """Change the board as ``step`` says and point the highlight at it."""
        k = self.counters
        self.last_text = step.text
        if isinstance(step, Eliminate):
            k.steps += 1
            k.eliminations += len(step.eliminations)
            cands = self.candidates
            for cell, digit in step.eliminations:
                cands[cell] &= ~bit(digit)
            self.highlight = Highlight(
                struck=step.eliminations, pattern=step.pattern, causes=step.causes, fins=step.fins
            )
        elif isinstance(step, Place):
            k.steps += 1
            k.placements += 1
            self.values[step.cell] = step.digit
            self.candidates[step.cell] = bit(step.digit)
            self.highlight = Highlight(placed=(step.cell,), causes=step.causes)
        elif isinstance(step, Guess):
            k.steps += 1
            k.guesses += 1
            k.placements += 1
            k.depth = step.depth
            k.max_depth = max(k.max_depth, step.depth)
            self.values[step.cell] = step.digit
            self.candidates[step.cell] = bit(step.digit)
            self.guessed[step.cell] = step.depth
            self.highlight = Highlight(placed=(step.cell,))
        elif isinstance(step, Backtrack):
            k.steps += 1
            k.backtracks += 1
            k.depth = step.depth
            undone = tuple(c for c in CELLS if self.values[c] and not step.values[c])
            self.values = list(step.values)
            self.candidates = list(step.candidates)
            self.guessed = {c: d for c, d in self.guessed.items() if d <= step.depth}
            self.highlight = Highlight(undone=undone, struck=((step.cell, step.digit),))
        elif isinstance(step, Contradiction):
            k.steps += 1
            self.highlight = Highlight(conflict=step.cells)
        elif isinstance(step, Solved):
            # The board already shows the solution (the steps led there); keep it for the record.
            k.solutions += 1
            self.solution = step.values
            self.outcome = "solved"
            self.highlight = Highlight()
        elif isinstance(step, NoSolution):
            self.outcome = "no-solution"
            self.highlight = Highlight()

    def apply_all(self, steps: Iterable[Step]) -> None:
        """Apply ``steps`` in order."""
        for step in steps:
            self.apply(step)


def replay(puzzle: Sequence[int], steps: Iterable[Step]) -> BoardState:
    """A fresh board for ``puzzle`` with every step applied."""
    state = BoardState(tuple(puzzle))
    state.apply_all(steps)
    return state
