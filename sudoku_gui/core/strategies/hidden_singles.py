"""``hidden-singles``: row/column/box elimination and singles until nothing changes, then trial
of a candidate with propagation.

Source: seed article 001 (a Python web solver). A sweep goes over the nine rows, columns and boxes
in turn, removing every placed digit from the candidates of the rest of its unit; then it visits
every cell: one candidate left places it (naked single), a candidate that no other cell of its row,
column or box can take places it (hidden single). Sweeps repeat until the candidates stop changing.
When they stop short of a solution, it tries the candidates of the first open cell in order, each
followed by the same propagation.

Difference from the article, on purpose: its trial ran at most seven sweeps and did not nest, so
some puzzles ended unsolved; here trials nest on a record stack (a failed trial removes that
digit and propagation resumes), so every puzzle finishes.

On the engine: a record-stack search whose propagation is the sweeps.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence

from ..candidates import COUNT, DIGITS, bit
from ..grid import UNITS, UNITS_OF, Cell, start_candidates
from ..message import QT_TRANSLATE_NOOP, Message
from ..search import Marks, Problem, Words, record_stack
from ..steps import Eliminate, Place, Step
from ._checks import find_contradiction

_SWEEP_ORDER = [u for i in range(9) for u in (i, 9 + i, 18 + i)]  # row i, column i, box i

WORDS = Words(
    guess=QT_TRANSLATE_NOOP("steps", "Trial {cell} = {digit} (of {digits}), depth {depth}"),
    backtrack=QT_TRANSLATE_NOOP(
        "steps", "Trial {cell} = {digit} failed: back to depth {depth}, remove {digit} from {cell}"
    ),
)


def _reduce(values: list[int], cands: list[int], u: int) -> Eliminate | None:
    placed = [c for c in UNITS[u] if values[c]]
    mask = 0
    for c in placed:
        mask |= bit(values[c])
    elims = tuple((c, d) for c in UNITS[u] if not values[c] for d in DIGITS[cands[c] & mask])
    if not elims:
        return None
    for c, d in elims:
        cands[c] &= ~bit(d)
    digits_used = tuple(sorted({d for _, d in elims}))
    causes = tuple(c for c in placed if values[c] in digits_used)
    return Eliminate(
        elims,
        "Elimination",
        Message(
            QT_TRANSLATE_NOOP("steps", "{unitcap} holds {list}: {elims}"), unitcap=u, list=digits_used, elims=elims
        ),
        causes=causes,
        pattern=tuple((c, values[c]) for c in causes),
    )


def _hidden_in(cands: list[int], cell: int, digit: int) -> int | None:
    """A unit of ``cell`` where no other cell has ``digit`` as a candidate, or None."""
    m = bit(digit)
    for u in UNITS_OF[cell]:
        if not any(cands[c] & m for c in UNITS[u] if c != cell):
            return u
    return None


def _sweep(values: list[int], cands: list[int]) -> Iterator[Step]:
    for i in range(9):
        for u in _SWEEP_ORDER[3 * i : 3 * i + 3]:
            step = _reduce(values, cands, u)
            if step is not None:
                yield step
    for c in range(81):
        if values[c] or not cands[c]:
            continue
        if COUNT[cands[c]] == 1:
            d = DIGITS[cands[c]][0]
            values[c] = d
            yield Place(
                c,
                d,
                "Naked Single",
                Message(QT_TRANSLATE_NOOP("steps", "Naked Single: {cell} can only be {digit}"), cell=c, digit=d),
            )
            continue
        for d in DIGITS[cands[c]]:
            unit = _hidden_in(cands, c, d)
            if unit is not None:
                values[c] = d
                cands[c] = bit(d)
                others = tuple(x for x in UNITS[unit] if x != c)
                yield Place(
                    c,
                    d,
                    "Hidden Single",
                    Message(
                        QT_TRANSLATE_NOOP(
                            "steps", "Hidden Single: {digit} fits nowhere else in {unit}, so {cell} = {digit}"
                        ),
                        digit=d,
                        unit=unit,
                        cell=c,
                    ),
                    causes=others,
                )
                break


def _sweeps(state: Marks, cell: Cell | None) -> Generator[Step, None, Problem | None]:
    """Sweep until the candidates stop changing, the grid is full or it is contradictory."""
    values, cands = state.values, state.candidates
    while True:
        before = (values[:], cands[:])
        yield from _sweep(values, cands)
        problem = find_contradiction(values, cands)
        if problem is not None or 0 not in values or (values, cands) == before:
            return problem


def _first_open(state: Marks) -> tuple[Cell, tuple[int, ...]] | None:
    """The first empty cell in row order; its candidates ascending."""
    values = state.values
    if 0 not in values:
        return None
    cell = values.index(0)
    return cell, DIGITS[state.candidates[cell]]


def hidden_singles(puzzle: Sequence[int], marks: Sequence[int] | None = None) -> Iterator[Step]:
    """Solve ``puzzle`` (81 ints, 0 = empty) by sweeps of elimination and singles, with nested
    trials when they stall. Yields steps, then ``Solved`` or ``NoSolution``."""
    values = list(puzzle)
    state = Marks(values, start_candidates(values, marks))  # the player's pencil marks, when given
    return record_stack(state, _sweeps, _first_open, WORDS)
