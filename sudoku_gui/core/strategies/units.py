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
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..candidates import ALL, COUNT, DIGITS
from ..grid import UNITS, basic_candidates
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Contradiction, Guess, NoSolution, Place, Solved, Step, backtrack_to
from ._checks import find_contradiction


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


def units(puzzle: Sequence[int]) -> Iterator[Step]:
    """Solve ``puzzle`` (81 ints, 0 = empty) the way seed 000 does; yields Place, Guess,
    Contradiction and Backtrack steps, then ``Solved`` or ``NoSolution``."""
    values = list(puzzle)
    levels: list[tuple[int, list[int], list[int], int]] = []  # cell, digits left, grid on entry, digit
    while True:
        yield from _fill(values)
        cands = basic_candidates(values)
        problem = find_contradiction(values, cands)
        if problem is None:
            if 0 not in values:
                yield Solved(tuple(values))
                return
            empty = [c for c in range(81) if not values[c]]
            cell = min(empty, key=lambda c: COUNT[cands[c]])
            todo = list(DIGITS[cands[cell]])[::-1]
            digit = todo.pop()
            levels.append((cell, todo, values[:], digit))
            values[cell] = digit
            yield Guess(
                cell,
                digit,
                len(levels),
                cands[cell],
                Message(
                    QT_TRANSLATE_NOOP("steps", "Guess {cell} = {digit}, depth {depth}"),
                    cell=cell,
                    digit=digit,
                    depth=len(levels),
                ),
            )
            continue
        yield Contradiction(*problem)
        while True:  # back to the deepest level with a digit left
            if not levels:
                yield NoSolution()
                return
            cell, todo, saved, failed = levels.pop()
            before = values[:]
            values[:] = saved
            yield backtrack_to(
                cell,
                failed,
                len(levels),
                (before, None),
                (values, None),
                Message(
                    QT_TRANSLATE_NOOP("steps", "Backtrack to depth {depth}: {cell} = {digit} failed"),
                    depth=len(levels),
                    cell=cell,
                    digit=failed,
                ),
            )
            if todo:
                digit = todo.pop()
                levels.append((cell, todo, saved, digit))
                values[cell] = digit
                yield Guess(
                    cell,
                    digit,
                    len(levels),
                    0,
                    Message(
                        QT_TRANSLATE_NOOP("steps", "Guess {cell} = {digit}, depth {depth}"),
                        cell=cell,
                        digit=digit,
                        depth=len(levels),
                    ),
                )
                break
