"""What the broken solvers share: a correct start (plain backtracking on the engine) to go wrong from."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from sudoku_gui.core.grid import PEERS
from sudoku_gui.core.puzzles.exact_cover import search
from sudoku_gui.core.steps import Step
from sudoku_gui.core.strategies.naive import naive


def solution(puzzle: Sequence[int]) -> tuple[int, ...]:
    return search(tuple(puzzle), 1).solutions[0]


def last_empty(puzzle: Sequence[int]) -> int:
    """The last empty cell (plain backtracking reaches it last)."""
    return max(c for c in range(81) if not puzzle[c])


def wrong_digit(puzzle: Sequence[int], cell: int) -> int:
    """A digit no peer holds that is not the solution's."""
    right = solution(puzzle)[cell]
    return next(d for d in range(1, 10) if d != right and all(puzzle[p] != d for p in PEERS[cell]))


def right_start(puzzle: Sequence[int], n: int) -> Iterator[Step]:
    """The first ``n`` steps of plain backtracking (all correct)."""
    for i, step in enumerate(naive(puzzle)):
        if i == n:
            return
        yield step
