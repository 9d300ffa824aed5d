"""``fast``: the answer at once, with no steps to watch (Solve Instantly).

It runs the exact-cover bitboard search of ``core.puzzles.exact_cover`` to two solutions, so the run also says
whether the puzzle is proper, and yields only the outcome: ``Solved`` with the grid (the board
jumps to it), a second ``Solved`` when there is another, then ``SearchDone`` with the count (1,
or 2 with ``complete=False`` meaning "at least 2"); or ``NoSolution``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..message import QT_TRANSLATE_NOOP, Message
from ..puzzles.exact_cover import search
from ..steps import NoSolution, SearchDone, Solved, Step


def fast(puzzle: Sequence[int]) -> Iterator[Step]:
    """Solve ``puzzle`` (81 ints, 0 = empty) in one go; see the module text for the steps."""
    result = search(puzzle, 2)
    if not result.solutions:
        yield NoSolution(Message(QT_TRANSLATE_NOOP("steps", "No solution (searched {n} branches)"), n=result.nodes))
        return
    yield Solved(
        result.solutions[0],
        Message(QT_TRANSLATE_NOOP("steps", "Solved at once ({n} branches searched)"), n=result.nodes),
    )
    n = len(result.solutions)
    if n > 1:  # a search-done counts the solutions the run reported (docs/step-protocol.md 3.5)
        yield Solved(
            result.solutions[1],
            Message(QT_TRANSLATE_NOOP("steps", "And a second solution: the puzzle is not proper")),
            2,
        )
    text = (
        Message(QT_TRANSLATE_NOOP("steps", "The puzzle has exactly one solution"))
        if n == 1
        else Message(QT_TRANSLATE_NOOP("steps", "The puzzle has at least 2 solutions (one is shown)"))
    )
    yield SearchDone(n, complete=result.complete, text=text)
