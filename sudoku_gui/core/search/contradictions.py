"""Why a state leads to no solution: every contradiction a search says, worded in one place.

A propagation hook returns a ``Problem`` (the cells to show and a ``Message``) when it meets one;
the engine says ``NO_CANDIDATE`` itself when the chosen cell has no digit left, and a program of
one's own that reports a dead end without words gets ``NO_CANDIDATE`` too
(``core/external/protocol.py``). The templates are marked for translation here, once.
"""

from __future__ import annotations

from ..grid import UNITS, Cell
from ..message import QT_TRANSLATE_NOOP, Message

Problem = tuple[tuple[Cell, ...], str]
"""Why a state leads to no solution: the cells to show and the text (a ``Message``)."""

NO_CANDIDATE = QT_TRANSLATE_NOOP("steps", "{cell} has no candidate left")
NO_POSSIBLE_DIGIT = QT_TRANSLATE_NOOP("steps", "{cell} has no possible digit")
"""``NO_CANDIDATE`` as plain backtracking says it: it keeps no candidates, it counts digits."""
NO_PLACE = QT_TRANSLATE_NOOP("steps", "{digit} has no place left in {unit}")
TWICE = QT_TRANSLATE_NOOP("steps", "{digit} twice in {unit} ({cells})")
EMPTIED = QT_TRANSLATE_NOOP("steps", "{cells} left with no candidate")
CROWDED = QT_TRANSLATE_NOOP("steps", "{n} cells of {unit} ({cells}) share only the {n2} candidates {digits}")


def no_candidate(cell: Cell) -> Problem:
    """``cell`` (0..80), empty, has no candidate left."""
    return (cell,), Message(NO_CANDIDATE, cell=cell)


def no_place(digit: int, unit: int) -> Problem:
    """``digit`` has no cell left for it in the unit numbered ``unit`` (an index of ``UNITS``)."""
    return UNITS[unit], Message(NO_PLACE, digit=digit, unit=unit)


def twice(digit: int, unit: int, cells: tuple[Cell, Cell]) -> Problem:
    """``digit`` is placed in both ``cells`` of the unit numbered ``unit``."""
    return cells, Message(TWICE, digit=digit, unit=unit, cells=cells)


def emptied(cells: tuple[Cell, ...]) -> Problem:
    """``cells`` were left with no candidate by the step just taken."""
    return cells, Message(EMPTIED, cells=cells)


def crowded(cells: tuple[Cell, ...], unit: int, mask: int) -> Problem:
    """More ``cells`` of the unit numbered ``unit`` than the candidates they share (``mask``): a
    naked subset with one cell too many."""
    n = mask.bit_count()
    return cells, Message(CROWDED, n=len(cells), unit=unit, cells=cells, n2=n, digits=mask)
