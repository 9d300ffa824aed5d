"""``mrv-all``: backtracking on the cell with fewest candidates, counting every solution.

Source: seed article 002 (a Java solver after "The Beauty of Programming" 1.9/4.9). It keeps a
candidate list per empty cell; at each level it takes the cell with the fewest candidates (MRV),
tries its candidates from the last one to the first (the article pops them off the end of the
list, so digits go in descending order), removes the digit from the candidates of the cell's row,
column and box, fails at once when some empty cell is left with none, and restores the level's
candidates before the next try. It does not stop at the first solution: it walks the whole tree
and counts the solutions, here up to ``limit``. Each solution is shown as a Solved step.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..candidates import COUNT, DIGITS, bit
from ..grid import PEERS, start_candidates
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Backtrack, Contradiction, Eliminate, Guess, SearchDone, Solved, Step, backtrack_to

DEFAULT_LIMIT = 1000
"""Solutions counted before the search stops (a proper puzzle has exactly one)."""


class _Level:
    """One level of the search: the cell, the digits left to try and the state on entry."""

    __slots__ = ("cell", "todo", "values", "cands", "tried", "digit")

    def __init__(self, cell: int, values: list[int], cands: list[int]) -> None:
        self.cell = cell
        self.todo = list(DIGITS[cands[cell]])  # pop() from the end: descending, as in the article
        self.values = values[:]
        self.cands = cands[:]
        self.tried = 0
        self.digit = 0


def _mrv(values: list[int], cands: list[int]) -> int:
    best, best_n = -1, 10
    for c in range(81):
        if not values[c]:
            n = COUNT[cands[c]]
            if n < best_n:
                best, best_n = c, n
                if n <= 1:
                    break
    return best


def mrv_all(puzzle: Sequence[int], limit: int = DEFAULT_LIMIT, marks: Sequence[int] | None = None) -> Iterator[Step]:
    """Enumerate the solutions of ``puzzle`` (81 ints, 0 = empty), at most ``limit`` of them.

    Yields Guess, Eliminate, Contradiction, Backtrack and one Solved per solution, then a final
    ``SearchDone`` with the count.
    """
    values = list(puzzle)
    cands = start_candidates(values, marks)  # the player's pencil marks, when given
    levels: list[_Level] = []
    found = 0
    descend = True
    while True:
        if descend:
            cell = _mrv(values, cands)
            if cell < 0:  # nothing left to fill: the givens were the whole grid
                found += 1
                yield Solved(tuple(values), Message(QT_TRANSLATE_NOOP("steps", "Solution {n}"), n=found), found)
                break
            if not cands[cell]:
                yield Contradiction(
                    (cell,), Message(QT_TRANSLATE_NOOP("steps", "{cell} has no candidate left"), cell=cell)
                )
            levels.append(_Level(cell, values, cands))
        level = levels[-1]
        if not level.todo:
            levels.pop()
            if not levels:
                break
            yield _undo(levels[-1], values, cands, len(levels) - 1)
            descend = False
            continue
        cell, digit = level.cell, level.todo.pop()
        level.digit = digit
        level.tried |= bit(digit)
        values[cell] = digit
        cands[cell] = bit(digit)
        depth = len(levels)
        yield Guess(
            cell,
            digit,
            depth,
            level.cands[cell],
            Message(
                QT_TRANSLATE_NOOP("steps", "Try {cell} = {digit}, depth {depth}"), cell=cell, digit=digit, depth=depth
            ),
        )
        elims = tuple([(p, digit) for p in PEERS[cell] if not values[p] and cands[p] & bit(digit)])
        for p, _ in elims:
            cands[p] &= ~bit(digit)
        if elims:
            yield Eliminate(
                elims,
                "Elimination",
                Message(
                    QT_TRANSLATE_NOOP("steps", "{cell} = {digit}: remove {digit} from {cells}"),
                    cell=cell,
                    digit=digit,
                    cells=tuple([p for p, _ in elims]),
                ),
                causes=(cell,),
                pattern=((cell, digit),),
            )
        dead = tuple([p for p, _ in elims if not cands[p]])
        if dead:
            yield Contradiction(dead, Message(QT_TRANSLATE_NOOP("steps", "{cells} left with no candidate"), cells=dead))
        elif 0 not in values:
            found += 1
            yield Solved(tuple(values), Message(QT_TRANSLATE_NOOP("steps", "Solution {n}"), n=found), found)
            if found >= limit:
                yield SearchDone(
                    found,
                    False,
                    Message(QT_TRANSLATE_NOOP("steps", "Stopped after {n} solutions (the limit)"), n=found),
                )
                return
        else:
            descend = True
            continue
        yield _undo(level, values, cands, depth - 1)
        descend = False
    yield SearchDone(found, True, _done_text(found))


def _undo(level: _Level, values: list[int], cands: list[int], depth: int) -> Backtrack:
    """Restore the state ``level`` was entered in, minus the digits it has tried."""
    before = (values[:], cands[:])
    values[:] = level.values
    cands[:] = level.cands
    cands[level.cell] &= ~level.tried
    return backtrack_to(
        level.cell,
        level.digit,
        depth,
        before,
        (values, cands),
        Message(
            QT_TRANSLATE_NOOP("steps", "Back to depth {depth}: undo {cell} = {digit}"),
            depth=depth,
            cell=level.cell,
            digit=level.digit,
        ),
    )


def _done_text(found: int) -> str:
    if found == 0:
        return Message(QT_TRANSLATE_NOOP("steps", "No solution"))
    if found == 1:
        return Message(QT_TRANSLATE_NOOP("steps", "Search complete: exactly one solution"))
    return Message(QT_TRANSLATE_NOOP("steps", "Search complete: {n} solutions"), n=found)
