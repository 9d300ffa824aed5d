"""``units``: fill the last empty cell of any unit, place naked singles, then recurse on a cell
with fewest candidates.

Source: seed article 000 (a Ruby solver). Each level works on its own copy of the grid: while
some row, column or box has exactly one empty cell, it fills in the missing digit; then it works
out every empty cell's candidates from scratch and places every cell that has exactly one, all at
once (so two cells of a unit may collide, which the next validity check catches); then it takes
the first cell with the fewest candidates and tries its digits in ascending order, each in a
fresh copy one level deeper. A level fails when the grid repeats a digit in a unit or an empty
cell has no candidate. It keeps no pencil marks between levels; the viewer derives them.

Difference from the article, on purpose: a level repeats the two filling passes until neither
places anything before it guesses (the article guesses after one pass and lets the next level
fill), which shows the same placements without a needless guess in between.

On the engine: a digit-list search whose state keeps the values only; the propagation is the two
filling passes and the validity check.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence

from ..candidates import ALL, COUNT, DIGITS
from ..grid import UNITS, Cell, basic_candidates
from ..message import QT_TRANSLATE_NOOP, Message
from ..search import Marks, Problem, Words, digit_list, fewest_candidates
from ..steps import Place, Step
from ._checks import find_contradiction

WORDS = Words(
    guess=QT_TRANSLATE_NOOP("steps", "Guess {cell} = {digit}, depth {depth}"),
    backtrack=QT_TRANSLATE_NOOP("steps", "Backtrack to depth {depth}: {cell} = {digit} failed"),
)


def _fill(values: list[int]) -> Iterator[Step]:
    """Full houses, then one round of naked singles, until neither places a digit."""
    placed = True
    while placed:
        placed = False
        for u, unit in enumerate(UNITS):
            empty = [c for c in unit if not values[c]]
            if len(empty) != 1:
                continue
            have = 0
            for c in unit:
                if values[c]:
                    have |= 1 << (values[c] - 1)
            missing = DIGITS[ALL & ~have]
            if len(missing) != 1:
                continue  # the unit repeats a digit: the validity check reports it
            values[empty[0]] = missing[0]
            placed = True
            yield Place(
                empty[0],
                missing[0],
                "Full House",
                Message(
                    QT_TRANSLATE_NOOP("steps", "Full House: {cell} is the last empty cell of {unit}, so {digit}"),
                    cell=empty[0],
                    unit=u,
                    digit=missing[0],
                ),
            )
        if placed:
            continue
        cands = basic_candidates(values)
        singles = [(c, DIGITS[cands[c]][0]) for c in range(81) if not values[c] and COUNT[cands[c]] == 1]
        for c, d in singles:  # all at once, from the same pencil marks, as the article does
            values[c] = d
            placed = True
            yield Place(
                c,
                d,
                "Naked Single",
                Message(QT_TRANSLATE_NOOP("steps", "Naked Single: {cell} can only be {digit}"), cell=c, digit=d),
            )
        if find_contradiction(values, basic_candidates(values)) is not None:
            return


def _fill_and_check(state: Marks, cell: Cell | None) -> Generator[Step, None, Problem | None]:
    """Fill, then work out the candidates afresh and check the grid is still valid."""
    yield from _fill(state.values)
    state.candidates = basic_candidates(state.values)
    return find_contradiction(state.values, state.candidates)


def _fewest(state: Marks) -> tuple[Cell, tuple[int, ...]] | None:
    """The first cell with the fewest candidates; its digits ascending. Filling leaves no cell
    with fewer than two."""
    cell = fewest_candidates(state.values, state.candidates, enough=2)
    return None if cell is None else (cell, DIGITS[state.candidates[cell]])


def units(puzzle: Sequence[int]) -> Iterator[Step]:
    """Solve ``puzzle`` (81 ints, 0 = empty) the way seed 000 does; yields Place, Guess,
    Contradiction and Backtrack steps, then ``Solved`` or ``NoSolution``."""
    return digit_list(Marks(list(puzzle), [0] * 81, keeps_marks=False), _fill_and_check, _fewest, WORDS)
