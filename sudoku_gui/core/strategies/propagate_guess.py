"""``propagate-guess``: elimination by naked subsets, then a guess with a record stack.

Source: seed article 003 (a 2006 JavaScript visualizer, "elimination + guessing + backtracking").
Its loop, re-expressed:

1. Elimination. Take the unchecked cell with the fewest candidates (never one that still has all
   nine). With n candidates, look in each of its units for cells with exactly the same candidates:
   when there are n of them (a naked single, pair, triple... of identical cells), remove those
   digits from the rest of the unit. Mark the cell checked; a cell whose candidates shrink is
   unchecked again.
2. Guess, when no cell is left to check: take the cell with fewest candidates (two or more), push
   the whole state and the cell on the record stack, and try its lowest digit.
3. Backtrack on a contradiction (a cell with no candidate, more than n cells sharing n candidates,
   or a digit with no place in a unit): pop the stack and remove the guessed digit from that cell;
   if nothing is left there, pop again. An empty stack means no solution.

Differences from the article, on purpose: the board starts from the pencil marks a player sees
(givens already removed from their peers) rather than from 1-9 everywhere, and the "digit with no
place in a unit" check, which the article does not make, prunes dead ends earlier. An empty board
needs no special case: the first guess is 1 in r1c1.

On the engine: a record-stack search whose propagation is step 1, on a state that also keeps
which cells are checked.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence
from typing import Any

from ..candidates import COUNT, DIGITS, bit
from ..grid import PEERS, UNITS, UNITS_OF, Cell, start_candidates
from ..message import QT_TRANSLATE_NOOP, Message
from ..search import Marks, Problem, Undone, Words, crowded, fewest_candidates, no_candidate, no_place, record_stack
from ..steps import Eliminate, Place, Step

WORDS = Words(
    guess=QT_TRANSLATE_NOOP("steps", "Guess {cell} = {digit} (of {digits}), depth {depth}"),
    backtrack=QT_TRANSLATE_NOOP(
        "steps", "Backtrack to depth {depth}: {cell} = {digit} failed; remove {digit} from {cell}"
    ),
)

SUBSET_NAMES = {
    1: QT_TRANSLATE_NOOP("technique", "Naked Single"),
    2: QT_TRANSLATE_NOOP("technique", "Naked Pair"),
    3: QT_TRANSLATE_NOOP("technique", "Naked Triple"),
    4: QT_TRANSLATE_NOOP("technique", "Naked Quad"),
    5: QT_TRANSLATE_NOOP("technique", "Naked Subset of 5"),
    6: QT_TRANSLATE_NOOP("technique", "Naked Subset of 6"),
    7: QT_TRANSLATE_NOOP("technique", "Naked Subset of 7"),
    8: QT_TRANSLATE_NOOP("technique", "Naked Subset of 8"),
}
"""Technique names of naked subsets by size (a cell has at most 9 candidates, and a subset of 9
cells fills its unit, leaving nothing to remove, so 8 is the largest that yields a step)."""


def subset_name(n: int) -> str:
    """Field name of a naked subset of ``n`` cells."""
    return SUBSET_NAMES.get(n, f"Naked Subset of {n}")


def _missing_digit(cand: list[int], units: set[int]) -> tuple[int, int] | None:
    """First (unit, digit) among ``units`` where the digit has no candidate cell left."""
    for u in sorted(units):
        seen = 0
        for c in UNITS[u]:
            seen |= cand[c]
        if seen != 0x1FF:
            missing = DIGITS[0x1FF & ~seen][0]
            return u, missing
    return None


class _State(Marks):
    """Values and candidates, and which cells are checked (saved and restored with them)."""

    __slots__ = ("checked",)

    def __init__(self, values: list[int], candidates: list[int]) -> None:
        super().__init__(values, candidates)
        self.checked = [v != 0 for v in values]  # a given's digit is already out of its peers

    def save(self) -> Any:
        return super().save(), self.checked[:]

    def restore(self, saved: Any, cell: Cell, tried: int) -> Undone:
        marks, checked = saved
        self.checked[:] = checked
        return super().restore(marks, cell, tried)


def _check(state: _State, cell: Cell, steps: list[Step]) -> Problem | None:
    """Check ``cell``: with n candidates, remove them from the rest of each unit where n cells
    share exactly them; uncheck every cell that shrinks. Appends the steps it takes to
    ``steps`` (a plain call: most checks find nothing) and returns a contradiction it finds."""
    mask = state.candidates[cell]
    touched: list[Cell] = []  # the cells that lose candidates
    if COUNT[mask] == 1:
        _naked_single(state, cell, DIGITS[mask][0], steps, touched)
        problem = None
    elif not mask:  # (an empty cell is no subset: say what it is)
        problem = no_candidate(cell)
    else:
        problem = _naked_subsets(state, cell, mask, steps, touched)
    state.checked[cell] = True
    return problem if problem is not None else _shrunk(state, touched)


def _naked_single(state: _State, cell: Cell, digit: int, steps: list[Step], touched: list[Cell]) -> None:
    """``cell`` can only be ``digit``: place it (unless it is there) and remove it from the peers."""
    values, cand = state.values, state.candidates
    if not values[cell]:
        values[cell] = digit
        steps.append(
            Place(
                cell,
                digit,
                "Naked Single",
                Message(QT_TRANSLATE_NOOP("steps", "Naked Single: {cell} = {digit}"), cell=cell, digit=digit),
            )
        )
    mask = 1 << (digit - 1)
    elims = tuple([(p, digit) for p in PEERS[cell] if cand[p] & mask])
    for p, _ in elims:
        cand[p] &= ~mask
        touched.append(p)
    if elims:
        steps.append(
            Eliminate(
                tuple(elims),
                "Naked Single",
                Message(QT_TRANSLATE_NOOP("steps", "{cell} = {digit}: {elims}"), cell=cell, digit=digit, elims=elims),
                causes=(cell,),
                pattern=((cell, digit),),
            )
        )


def _naked_subsets(state: _State, cell: Cell, mask: int, steps: list[Step], touched: list[Cell]) -> Problem | None:
    """In each unit of ``cell`` where as many cells as its candidates (``mask``) have exactly
    them, remove them from the rest of the unit; more such cells than candidates is a
    contradiction."""
    cand = state.candidates
    n = COUNT[mask]
    for u in UNITS_OF[cell]:
        same = tuple(c for c in UNITS[u] if cand[c] == mask)
        if len(same) > n:
            return crowded(same, u, mask)
        if len(same) < n:
            continue
        elims = tuple([(c, d) for c in UNITS[u] if c not in same for d in DIGITS[cand[c] & mask]])
        if not elims:
            continue
        for c, d in elims:
            cand[c] &= ~bit(d)
            touched.append(c)
        name = subset_name(n)
        steps.append(
            Eliminate(
                tuple(elims),
                name,
                Message(
                    QT_TRANSLATE_NOOP("steps", "{technique} {digits} in {unit} ({cells}): {elims}"),
                    technique=name,
                    digits=mask,
                    unit=u,
                    cells=same,
                    elims=elims,
                ),
                causes=same,
                pattern=tuple((c, d) for c in same for d in DIGITS[mask]),
            )
        )
    return None


def _shrunk(state: _State, touched: list[Cell]) -> Problem | None:
    """Uncheck the ``touched`` cells; a contradiction when one is left with no candidate or a
    digit with no place in one of their units."""
    cand, checked = state.candidates, state.checked
    for c in touched:
        checked[c] = False
        if not cand[c]:
            return no_candidate(c)
    if touched:
        hole = _missing_digit(cand, {u for c in touched for u in UNITS_OF[c]})
        if hole is not None:
            return no_place(hole[1], hole[0])
    return None


def _eliminate(state: _State, changed: Cell | None) -> Generator[Step, None, Problem | None]:
    """Step 1 until no cell is left to check (or a contradiction); the cell just guessed, or
    just struck a digit from, is checked again."""
    if changed is not None:
        state.checked[changed] = False
    steps: list[Step] = []
    # the unchecked cell with the fewest candidates, never one with all nine
    while (cell := fewest_candidates(state.checked, state.candidates, 1, 9)) is not None:
        problem = _check(state, cell, steps)
        if steps:
            yield from steps
            steps.clear()
        if problem is not None:
            return problem
    return None


def _fewest(state: _State) -> tuple[Cell, tuple[int, ...]] | None:
    """The empty cell with fewest candidates (MRV), first in row order; its lowest digit first.
    Step 1 leaves no cell with fewer than two."""
    cell = fewest_candidates(state.values, state.candidates, enough=2)
    return None if cell is None else (cell, DIGITS[state.candidates[cell]])


def propagate_guess(puzzle: Sequence[int], marks: Sequence[int] | None = None) -> Iterator[Step]:
    """Solve ``puzzle`` (81 ints, 0 = empty) by naked-subset elimination and guessing.

    Yields Place, Eliminate, Guess, Contradiction and Backtrack steps, then one ``Solved`` or
    ``NoSolution``. Works on its own copy of the grid; closing the generator stops it.
    """
    values = list(puzzle)
    state = _State(values, start_candidates(values, marks))  # the player's pencil marks, when given
    return record_stack(state, _eliminate, _fewest, WORDS)
