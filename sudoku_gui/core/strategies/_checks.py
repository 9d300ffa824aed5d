"""Contradiction checks shared by the search strategies."""

from __future__ import annotations

from collections.abc import Sequence

from ..candidates import ALL, DIGITS
from ..grid import UNITS, Cell
from ..message import QT_TRANSLATE_NOOP, Message


def find_contradiction(values: Sequence[int], cands: Sequence[int]) -> tuple[tuple[Cell, ...], str] | None:
    """Why this state cannot lead to a solution, or None: a digit twice in a unit, an empty cell
    with no candidate, or a digit with no place left in a unit. Returns (cells to show, text)."""
    for c in range(81):
        if not values[c] and not cands[c]:
            return (c,), Message(QT_TRANSLATE_NOOP("steps", "{cell} has no candidate left"), cell=c)
    for u, unit in enumerate(UNITS):
        seen: dict[int, Cell] = {}
        covered = 0
        for c in unit:
            v = values[c]
            if v:
                if v in seen:
                    return (seen[v], c), Message(
                        QT_TRANSLATE_NOOP("steps", "{digit} twice in {unit} ({cells})"),
                        digit=v,
                        unit=u,
                        cells=(seen[v], c),
                    )
                seen[v] = c
                covered |= 1 << (v - 1)
            else:
                covered |= cands[c]
        if covered != ALL:
            d = DIGITS[ALL & ~covered][0]
            return unit, Message(QT_TRANSLATE_NOOP("steps", "{digit} has no place left in {unit}"), digit=d, unit=u)
    return None
