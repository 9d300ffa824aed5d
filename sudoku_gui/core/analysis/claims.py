"""A run's claims verified: a ``solved`` grid is a solution of the puzzle it started from, and a
``no-solution`` or ``search-done`` count is the puzzle's (``docs/step-protocol.md`` 3.5).

Both the checker (``check.py``) and the board a viewer shows (``board_state.py``) verify every
claim, whether or not Check Steps is on: a wrong ``solved`` never shows as solved. Counting uses
the ``fast`` search (milliseconds); counts are kept for the last puzzles asked about, since a
viewer applies the same end step again when it rewinds.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from ..grid import PEERS, Cell
from ..puzzles.counting import count_solutions

EMPTY, GIVEN, CLASH = "empty", "given", "clash"
"""What is wrong with a claimed solution (``wrong_solution``)."""

_COUNTS: OrderedDict[tuple[tuple[int, ...], int, tuple[int, ...] | None], int] = OrderedDict()
_KEEP = 64


def wrong_solution(puzzle: Sequence[int], grid: Sequence[int]) -> tuple[str, tuple[Cell, ...], int] | None:
    """Why ``grid`` (81 ints) is not a solution of ``puzzle`` (81 ints, 0 = empty), or None:
    ``(EMPTY, (cell,), 0)`` for an empty cell, ``(GIVEN, (cell,), digit)`` for a changed puzzle
    digit, ``(CLASH, (cell, peer), digit)`` for two peers alike; the first in that order, cells in
    row order."""
    for cell, v in enumerate(grid):
        if not v:
            return EMPTY, (cell,), 0
        given = puzzle[cell]
        if given and given != v:
            return GIVEN, (cell,), given
    for cell, v in enumerate(grid):
        for peer in PEERS[cell]:
            if peer > cell and grid[peer] == v:
                return CLASH, (cell, peer), v
    return None


def solutions_up_to(puzzle: Sequence[int], limit: int, marks: Sequence[int] | None = None) -> int:
    """The solutions of ``puzzle``, counted no further than ``limit``; with ``marks`` (81
    candidate masks: the pencil marks a run started from) only those within the marks. Kept for
    the last puzzles asked about."""
    key = (tuple(puzzle), limit, None if marks is None else tuple(marks))
    found = _COUNTS.get(key)
    if found is None:
        found = count_solutions(key[0], limit, marks=marks)
        _COUNTS[key] = found
        if len(_COUNTS) > _KEEP:
            _COUNTS.popitem(last=False)
    else:
        _COUNTS.move_to_end(key)
    return found
