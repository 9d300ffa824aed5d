"""``human``: solve the way a strong player does, explaining every step.

At each step it tries the techniques from simplest to hardest (``techniques.TECHNIQUES``, by
rating) and takes the first step found, so the explanation is always the simplest available.
Only when no technique applies does it guess (the cell with fewest candidates, its lowest digit,
and the step says why), keeping the state on a record stack; a contradiction pops it and removes
the guessed digit, as the other search strategies do: the engine's ``record_stack`` with the
technique list as its propagation.

Uniqueness techniques assume the puzzle has exactly one solution; on a puzzle with none or
several they could remove a true candidate. So ``human`` counts the solutions first (a few
milliseconds with ``core.puzzles.exact_cover``) and, unless there is exactly one, leaves them out and says so in
the first step and the last.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import replace
from typing import Any

from ..candidates import DIGITS
from ..grid import Cell, start_candidates
from ..message import QT_TRANSLATE_NOOP, Message
from ..puzzles.counting import count_solutions
from ..search import Problem, Undone, Words, fewest_candidates, record_stack
from ..steps import NO_SOLUTION_TEXT, SOLVED_TEXT, Eliminate, Place, Step
from ..techniques import SOUND_ON_ANY, TECHNIQUES, Technique
from ..techniques.cgrid import CandidateGrid
from ._checks import find_contradiction

WORDS = Words(
    guess=QT_TRANSLATE_NOOP("steps", "No technique applies: guess {cell} = {digit} (of {digits}), depth {depth}"),
    backtrack=QT_TRANSLATE_NOOP(
        "steps", "Guess {cell} = {digit} led to a contradiction: back to depth {depth}, remove {digit} from {cell}"
    ),
)


def next_step(g: CandidateGrid, techniques: Iterable[Technique] = TECHNIQUES) -> Step | None:
    """The simplest logical step on ``g`` (a Place or Eliminate step), or None when none applies."""
    for technique in techniques:
        step = next(iter(technique.find(g)), None)
        if step is not None:
            return step
    return None


def apply_step(g: CandidateGrid, step: Step) -> None:
    """Change ``g`` as a Place or Eliminate step says."""
    if isinstance(step, Place):
        g.place(step.cell, step.digit)
    elif isinstance(step, Eliminate):
        g.eliminate(step.eliminations)


def techniques_for(puzzle: Sequence[int]) -> tuple[Sequence[Technique], str]:
    """The techniques sound on ``puzzle`` and, when uniqueness techniques are left out, why
    (else "")."""
    solutions = count_solutions(puzzle, 2)
    if solutions == 1:
        return TECHNIQUES, ""
    if not solutions:
        return SOUND_ON_ANY, Message(
            QT_TRANSLATE_NOOP("steps", "uniqueness techniques left out: the puzzle has no solution")
        )
    return SOUND_ON_ANY, Message(
        QT_TRANSLATE_NOOP("steps", "uniqueness techniques left out: the puzzle has more than one solution")
    )


def known_givens(givens: Sequence[int]) -> int | None:
    """``givens``' filled cells as an 81-bit set when the givens alone have exactly one solution,
    else None (every filled cell then counts as a given). Avoidable Rectangles reason on cells
    placed since the givens, which is sound only when the givens fix the solution."""
    if count_solutions(givens, 2) != 1:
        return None
    return sum(1 << c for c, v in enumerate(givens) if v)


def _noted(step: Step, note: str) -> Step:
    """``step`` with ``note`` added to its text."""
    return replace(step, text=_noted_text(step.text, note)) if note else step


def _noted_text(text: str, note: str) -> str:
    return Message(QT_TRANSLATE_NOOP("steps", "{msg} ({msg2})"), msg=text, msg2=note) if note else text


class _Grid:
    """A ``CandidateGrid`` as the search engine's state: a guess places the digit (its peers lose
    it), a save is a copy of the grid."""

    __slots__ = ("g",)

    keeps_marks = True

    def __init__(self, g: CandidateGrid) -> None:
        self.g = g

    @property
    def values(self) -> list[int]:
        return self.g.values

    def options(self, cell: Cell) -> int:
        return self.g.cands[cell]

    def guess(self, cell: Cell, digit: int) -> None:
        self.g.place(cell, digit)

    def save(self) -> Any:
        return self.g.copy()

    def restore(self, saved: Any, cell: Cell, tried: int) -> Undone:
        before_v, before_c = self.g.values, self.g.viewer_candidates()
        g = self.g = saved.copy()
        g.eliminate([(cell, d) for d in DIGITS[tried]])
        after_v, after_c = g.values, g.viewer_candidates()
        cells = tuple(c for c in range(81) if before_v[c] != after_v[c] or before_c[c] != after_c[c])
        return Undone(cells, tuple(after_v[c] for c in cells), tuple(after_c[c] for c in cells))


def human(
    puzzle: Sequence[int], techniques: Sequence[Technique] | None = None, marks: Sequence[int] | None = None
) -> Iterator[Step]:
    """Solve ``puzzle`` (81 ints, 0 = empty) with human techniques, guessing only when stuck.

    ``techniques`` defaults to ``techniques_for(puzzle)``. Yields Place/Eliminate steps named by
    technique, Guess/Contradiction/Backtrack when it has to search, then ``Solved`` or
    ``NoSolution``.
    """
    note = ""
    if techniques is None:
        techniques, note = techniques_for(puzzle)
    first_note = note

    def simplest_steps(state: _Grid, cell: Cell | None) -> Generator[Step, None, Problem | None]:
        """The propagation: the simplest technique's step, again and again, until none applies."""
        nonlocal first_note
        while True:
            g = state.g
            problem = find_contradiction(g.values, g.viewer_candidates())
            if problem is not None or 0 not in g.values:
                return problem
            step = next_step(g, techniques)
            if step is None:
                return None
            apply_step(g, step)
            yield _noted(step, first_note)
            first_note = ""

    def fewest(state: _Grid) -> tuple[Cell, tuple[int, ...]] | None:
        cell = fewest_candidates(state.g.values, state.g.cands)
        return None if cell is None else (cell, DIGITS[state.g.cands[cell]])

    # The puzzle's digits are the givens (the grid's default); what it places later is not.
    g = CandidateGrid(puzzle) if marks is None else CandidateGrid.from_state(puzzle, start_candidates(puzzle, marks))
    words = replace(WORDS, solved=_noted_text(SOLVED_TEXT, note), no_solution=_noted_text(NO_SOLUTION_TEXT, note))
    yield from record_stack(_Grid(g), simplest_steps, fewest, words)
