"""``naive``: plain backtracking, the first empty cell in row-major order, digits ascending.

Source: seed article 004 (a C solver). At each level it takes the first empty cell, works out
once which digits its row, column and box leave possible, and tries them in ascending order,
recursing after each; when none works it empties the cell and returns to the level above. It
keeps no pencil marks and does no propagation, which is the lesson: on hard puzzles it makes
millions of placements. One Guess step is one digit placement of that algorithm, so the count
of Guess steps equals its count of placements exactly.

On the engine: a digit-list search (the C recursion's loop over digits) with nothing to
propagate (a digit is checked only when it is tried), on a state that writes each guess on a
trail (the recursion's way back empties it).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..grid import PEERS, Cell
from ..message import QT_TRANSLATE_NOOP
from ..search import NO_POSSIBLE_DIGIT, Trail, Words, digit_list
from ..steps import Step

_BIT = (0,) + tuple(1 << (d - 1) for d in range(1, 10))  # _BIT[0] == 0: empty peers add nothing

WORDS = Words(
    guess=QT_TRANSLATE_NOOP("steps", "Try {cell} = {digit}, depth {depth}"),
    backtrack=QT_TRANSLATE_NOOP("steps", "Backtrack: nothing fits after {cell} = {digit}; empty {cell}"),
    no_candidate=NO_POSSIBLE_DIGIT,
)


def _first_empty(state: Trail) -> tuple[Cell, list[int]] | None:
    """The first empty cell in row-major order and the digits its row, column and box leave."""
    values = state.values
    try:
        cell = values.index(0)
    except ValueError:
        return None  # the grid is full
    used = 0
    for p in PEERS[cell]:
        used |= _BIT[values[p]]
    return cell, [d for d in range(1, 10) if not used & _BIT[d]]


def naive(puzzle: Sequence[int]) -> Iterator[Step]:
    """Solve ``puzzle`` (81 ints, 0 = empty) by row-major backtracking; yields Guess, Backtrack
    and Contradiction steps, then ``Solved`` or ``NoSolution``. Candidates are left to the viewer."""
    return digit_list(Trail(list(puzzle)), None, _first_empty, WORDS)  # nothing to propagate
