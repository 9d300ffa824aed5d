"""The state a search works on: the grid's values and, for most strategies, its candidates.

The engine (``engine.py``) touches a state through five things only (``SearchState``): the values,
whether it keeps pencil marks, a cell's candidates, a guess, and save / restore. Two states cover
the seed strategies:

- ``Marks``: values and candidates (81 masks, bit ``d - 1`` for digit ``d``), saved by copying
  both, as the JavaScript, Python and Java articles push or keep whole grids. With
  ``keeps_marks=False`` it saves the values only and its candidates are what the propagation last
  derived from them (the Ruby article works them out afresh at each level).
- ``Trail``: values only, each guess written on a trail, so undoing a level empties the cells
  guessed since (the C article's recursion empties its cell on the way back). No copying: plain
  backtracking makes millions of guesses.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from ..grid import Cell


class Undone(NamedTuple):
    """What a restore changed, as a ``Backtrack`` carries it."""

    cells: tuple[Cell, ...]
    """The cells the restore changed."""
    values: tuple[int, ...]
    """Their values after it (0 = empty)."""
    candidates: tuple[int, ...]
    """Their candidate masks after it; ``()`` for a state that keeps no marks."""


class SearchState(Protocol):
    """What the engine needs of a state (the strategy's hooks may use anything else it holds)."""

    @property
    def values(self) -> list[int]:
        """81 ints, 0 = empty."""
        ...

    @property
    def keeps_marks(self) -> bool:
        """True when the candidates are the strategy's own pencil marks, restored on a backtrack
        (the viewer shows them); False when the viewer derives them from the values."""
        ...

    def options(self, cell: Cell) -> int:
        """``cell``'s candidate mask as this state knows it (0 when it keeps none)."""
        ...

    def guess(self, cell: Cell, digit: int) -> None:
        """Put ``digit`` in ``cell`` as a trial."""
        ...

    def save(self) -> Any:
        """A token ``restore`` brings this state back to (it may be restored more than once)."""
        ...

    def restore(self, saved: Any, cell: Cell, tried: int) -> Undone:
        """Go back to the state ``saved`` was taken in, with the digits of the mask ``tried``
        struck from ``cell``'s candidates (the trials that failed there); returns what changed."""
        ...


class Marks:
    """Values and candidate masks as two lists of 81 ints, saved by copying.

    ``keeps_marks=False``: only the values are saved and restored; ``candidates`` is then left to
    the propagation, which derives it afresh (and a restore clears it to zeros).
    """

    __slots__ = ("values", "candidates", "_keeps")

    def __init__(self, values: list[int], candidates: list[int], keeps_marks: bool = True) -> None:
        self.values = values
        self.candidates = candidates
        self._keeps = keeps_marks

    @property
    def keeps_marks(self) -> bool:
        return self._keeps

    def options(self, cell: Cell) -> int:
        return self.candidates[cell]

    def guess(self, cell: Cell, digit: int) -> None:
        self.values[cell] = digit
        self.candidates[cell] = 1 << (digit - 1)

    def save(self) -> Any:
        return (self.values[:], self.candidates[:]) if self._keeps else self.values[:]

    def restore(self, saved: Any, cell: Cell, tried: int) -> Undone:
        values = self.values
        if not self._keeps:
            cells = tuple([c for c in range(81) if values[c] != saved[c]])
            values[:] = saved
            self.candidates = [0] * 81
            return Undone(cells, tuple([saved[c] for c in cells]), ())
        old_values, old_cands = saved
        cands = self.candidates
        after = old_cands[:]  # the token stays as it was: a level restores it after each trial
        after[cell] &= ~tried
        cells = tuple([c for c in range(81) if values[c] != old_values[c] or cands[c] != after[c]])
        values[:] = old_values
        cands[:] = after
        return Undone(cells, tuple([old_values[c] for c in cells]), tuple([after[c] for c in cells]))


class Trail:
    """Values only; every guess is written on a trail, and a restore empties the cells guessed
    since the save, newest first. For searches whose values change by guesses alone."""

    __slots__ = ("values", "trail")

    keeps_marks = False

    def __init__(self, values: list[int]) -> None:
        self.values = values
        self.trail: list[Cell] = []

    def options(self, cell: Cell) -> int:
        return 0

    def guess(self, cell: Cell, digit: int) -> None:
        self.values[cell] = digit
        self.trail.append(cell)

    def save(self) -> Any:
        return len(self.trail)

    def restore(self, saved: Any, cell: Cell, tried: int) -> Undone:
        trail, values = self.trail, self.values
        if len(trail) == saved + 1:  # plain backtracking undoes its one guess, millions of times
            c = trail.pop()
            values[c] = 0
            return _EMPTIED[c]
        cells = tuple(trail[saved:][::-1])
        del trail[saved:]
        for c in cells:
            values[c] = 0
        return Undone(cells, (0,) * len(cells), ())


_EMPTIED = tuple(Undone((c,), (0,), ()) for c in range(81))
"""What emptying one cell changes, made once per cell."""
