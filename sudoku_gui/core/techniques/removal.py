"""Whether a technique would have removed a guess: the simplest named technique that, on a board,
takes a digit out of a cell (Search > Repeated Failures asks it of each repeated dead end, at the
board where its branch was guessed).

The techniques tried are those sound on any board (``SOUND_ON_ANY``: a board inside a search may
have no solution, where uniqueness arguments prove nothing), simplest first, up to the forcing
chains (rated 7.6 and up: seconds on some boards, too slow to ask of a list of groups).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..grid import PEERS
from ..steps import Eliminate, Place, Step
from . import SOUND_ON_ANY
from .cgrid import CandidateGrid

RATING_BELOW = 7.6
"""Techniques rated below this are tried (the forcing chains, 7.6 and up, are left out)."""


def removing_step(
    values: Sequence[int], candidates: Sequence[int], givens: int, cell: int, digit: int
) -> tuple[str, str] | None:
    """(technique name, step text) of the simplest technique that, on the board of ``values`` and
    ``candidates`` (81 each; a filled cell's candidates are ignored; ``givens``: the givens as an
    81-bit set), removes ``digit`` from ``cell`` (see ``removes``); None when none up to the
    forcing chains does, or ``digit`` is no candidate of ``cell`` there."""
    if values[cell] or not candidates[cell] >> (digit - 1) & 1:
        return None
    grid = CandidateGrid.from_state(values, candidates, givens)
    for technique in SOUND_ON_ANY:
        if technique.rating >= RATING_BELOW:
            break
        for step in technique.find(grid):
            if removes(step, cell, digit):
                return technique.name, step.text
    return None


def removes(step: Step, cell: int, digit: int) -> bool:
    """True when ``step`` takes ``digit`` out of ``cell``: eliminates it there, places another
    digit there, or places ``digit`` in a peer."""
    if isinstance(step, Place):
        return (step.cell == cell) != (step.digit == digit) and (step.cell == cell or step.cell in PEERS[cell])
    if isinstance(step, Eliminate):
        return (cell, digit) in step.eliminations
    return False
