"""``human``: solve the way a strong player does, explaining every step.

At each step it tries the techniques from simplest to hardest (``techniques.TECHNIQUES``, by
rating) and takes the first step found, so the explanation is always the simplest available.
Only when no technique applies does it guess (the cell with fewest candidates, its lowest digit,
and the step says why), keeping the state on a record stack; a contradiction pops it and removes
the guessed digit, as the other search strategies do.

Uniqueness techniques assume the puzzle has exactly one solution; on a puzzle with none or
several they could remove a true candidate. So ``human`` counts the solutions first (a few
milliseconds with ``core.fast``) and, unless there is exactly one, leaves them out and says so in
the first step and the last.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from ..candidates import COUNT, DIGITS
from ..counting import count_solutions
from ..grid import start_candidates
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Contradiction, Eliminate, Guess, NoSolution, Place, Solved, Step, backtrack_to
from ..techniques import SOUND_ON_ANY, TECHNIQUES, Technique
from ..techniques.cgrid import CandidateGrid
from ._checks import find_contradiction


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
    return (
        replace(step, text=Message(QT_TRANSLATE_NOOP("steps", "{msg} ({msg2})"), msg=step.text, msg2=note))
        if note
        else step
    )


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
    # The puzzle's digits are the givens (the grid's default); what it places later is not.
    g = CandidateGrid(puzzle) if marks is None else CandidateGrid.from_state(puzzle, start_candidates(puzzle, marks))
    stack: list[tuple[int, int, CandidateGrid]] = []
    while True:
        problem = find_contradiction(g.values, g.viewer_candidates())
        if problem is None:
            if 0 not in g.values:
                yield _noted(Solved(tuple(g.values)), note)
                return
            step = next_step(g, techniques)
            if step is not None:
                apply_step(g, step)
                yield _noted(step, first_note)
                first_note = ""
                continue
            cell = min((c for c in range(81) if not g.values[c]), key=lambda c: COUNT[g.cands[c]])
            options = g.cands[cell]
            digit = DIGITS[options][0]
            stack.append((cell, digit, g.copy()))
            g.place(cell, digit)
            yield Guess(
                cell,
                digit,
                len(stack),
                options,
                Message(
                    QT_TRANSLATE_NOOP(
                        "steps", "No technique applies: guess {cell} = {digit} (of {digits}), depth {depth}"
                    ),
                    cell=cell,
                    digit=digit,
                    digits=options,
                    depth=len(stack),
                ),
            )
            continue
        yield Contradiction(*problem)
        while True:
            if not stack:
                yield _noted(NoSolution(), note)
                return
            cell, digit, saved = stack.pop()
            before = (g.values, g.viewer_candidates())
            g = saved
            g.eliminate([(cell, digit)])
            yield backtrack_to(
                cell,
                digit,
                len(stack),
                before,
                (g.values, g.viewer_candidates()),
                Message(
                    QT_TRANSLATE_NOOP(
                        "steps",
                        "Guess {cell} = {digit} led to a contradiction: back to depth {depth}, remove {digit} from {cell}",
                    ),
                    cell=cell,
                    digit=digit,
                    depth=len(stack),
                ),
            )
            if g.cands[cell]:
                break
            yield Contradiction((cell,), Message(QT_TRANSLATE_NOOP("steps", "{cell} has no candidate left"), cell=cell))
