"""``naive``: plain backtracking, the first empty cell in row-major order, digits ascending.

Source: seed article 004 (a C solver). At each level it takes the first empty cell, works out
once which digits its row, column and box leave possible, and tries them in ascending order,
recursing after each; when none works it empties the cell and returns to the level above. It
keeps no pencil marks and does no propagation, which is the lesson: on hard puzzles it makes
millions of placements. One Guess step is one digit placement of that algorithm, so the count
of Guess steps equals its count of placements exactly.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..grid import PEERS
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Backtrack, Contradiction, Guess, NoSolution, Solved, Step

_BIT = (0,) + tuple(1 << (d - 1) for d in range(1, 10))  # _BIT[0] == 0: empty peers add nothing


def _possible(values: list[int], cell: int) -> list[int]:
    used = 0
    for p in PEERS[cell]:
        used |= _BIT[values[p]]
    return [d for d in range(1, 10) if not used & _BIT[d]]


def naive(puzzle: Sequence[int]) -> Iterator[Step]:
    """Solve ``puzzle`` (81 ints, 0 = empty) by row-major backtracking; yields Guess, Backtrack
    and Contradiction steps, then ``Solved`` or ``NoSolution``. Candidates are left to the viewer."""
    values = list(puzzle)
    # One frame per level: the cell and the digits still to try there (computed on entry).
    frames: list[tuple[int, list[int]]] = []
    descend = True
    while True:
        if descend:
            cell = values.index(0) if 0 in values else -1
            if cell < 0:
                yield Solved(tuple(values))
                return
            options = _possible(values, cell)
            if not options:
                yield Contradiction(
                    (cell,), Message(QT_TRANSLATE_NOOP("steps", "{cell} has no possible digit"), cell=cell)
                )
            frames.append((cell, options[::-1]))  # reversed: pop() takes the smallest
        if not frames:
            yield NoSolution()
            return
        cell, todo = frames[-1]
        if todo:
            digit = todo.pop()
            values[cell] = digit
            yield Guess(
                cell,
                digit,
                len(frames),
                0,
                Message(
                    QT_TRANSLATE_NOOP("steps", "Try {cell} = {digit}, depth {depth}"),
                    cell=cell,
                    digit=digit,
                    depth=len(frames),
                ),
            )
            descend = True
            continue
        # every digit failed here: the level above must try its next digit
        frames.pop()
        descend = False
        if not frames:
            yield NoSolution()
            return
        parent, _ = frames[-1]
        failed = values[parent]
        restored = (cell, parent) if values[cell] else (parent,)
        values[cell] = 0
        values[parent] = 0
        yield Backtrack(
            parent,
            failed,
            len(frames) - 1,
            restored,
            (0,) * len(restored),
            (),
            Message(
                QT_TRANSLATE_NOOP("steps", "Backtrack: nothing fits after {cell} = {digit}; empty {cell}"),
                cell=parent,
                digit=failed,
            ),
        )
