"""The first thing wrong with a recorded run, as a viewer marks it: the checker's first fault
(Solve > Check Steps) or the run's first wrong claim (``BoardState.wrong``: a ``solved`` grid
that is no solution, a false ``no-solution``, a wrong ``search-done`` count).

A ``Flaw`` names the step (its number, as the step counter counts), what is wrong (a
``Message``) and the cells to mark. A viewer marks it wherever it shows that step (the board,
the step log, the search tree, the status bar) and never calls a run with a flaw solved.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from ..board_state import BoardState
from ..grid import Cell
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import Outcome, StepKind
from .verdict import Fault

CHECK_LINE = QT_TRANSLATE_NOOP("steps", "Check: step {n} {msg}")
"""A fault as the window says it: ``Check: step 312 removes 5 from r3c4 ...``."""


class Flaw(NamedTuple):
    """``step``: the number of the step at fault (it may be one past the steps recorded: a line
    that could not be read is the fault of the step it was to be); ``text``: what is wrong (a
    ``Message``); ``cells``: what to mark; ``fault``: True for a fault the checker found, False
    for a wrong claim; ``brief``: what is wrong said after the step's number (a fault's verb
    phrase, "places 4 in r1c2, but ...", or the wrong claim), for the step log."""

    step: int
    text: str
    cells: tuple[Cell, ...]
    fault: bool
    brief: str


class Recorded(Protocol):
    """What ``find_flaw`` reads of a recorded run (a ``Timeline``)."""

    head: BoardState

    @property
    def first_position(self) -> int: ...

    def __len__(self) -> int: ...

    def board_at(self, position: int, remember: bool = True) -> BoardState: ...


def check_message(fault: Fault) -> Message:
    """``Check: step 312 removes 5 from r3c4 ...`` (a ``Message``, said in any language)."""
    return Message(CHECK_LINE, n=f"{fault.step:,}", msg=fault.text)


def find_flaw(timeline: Recorded, fault: Fault | None) -> Flaw | None:
    """The first flaw of a finished run: ``fault`` (its checker's, or None) or the first wrong
    claim the boards show, whichever comes first; a wrong claim at the fault's own step is said
    as the wrong claim ("Wrong solution: r9c1 and r9c5 both hold 1"), as an unchecked run says
    it. None when the run has neither. Finding the claim costs O(log steps) boards (the outcome
    stays ``WRONG`` once it is)."""
    wrong: Flaw | None = None
    if timeline.head.outcome is Outcome.WRONG:
        lo, hi = timeline.first_position, len(timeline)  # hi is WRONG; find the first that is
        if lo < hi and timeline.board_at(hi - 1, remember=False).outcome is not Outcome.WRONG:
            lo = hi
        while lo < hi:
            mid = (lo + hi) // 2
            if timeline.board_at(mid, remember=False).outcome is Outcome.WRONG:
                hi = mid
            else:
                lo = mid + 1
        board = timeline.board_at(hi, remember=False)
        said = board.wrong or timeline.head.wrong
        wrong = Flaw(hi, said, board.highlight.conflict, False, said)
    if fault is None:
        return wrong
    if wrong is not None and wrong.step <= fault.step:
        return wrong
    return Flaw(fault.step, check_message(fault), fault.cells, True, fault.text)


def show_flaw(state: BoardState, flaw: Flaw, position: int, kind: StepKind | None) -> None:
    """Mark ``flaw`` on ``state``, the board at ``position`` (``kind``: of the step that led
    there): at the flaw's step its cells and text; from there on a run never shows as solved
    (a ``solved`` claimed after a fault says the fault)."""
    if position < flaw.step:
        return
    if position == flaw.step:
        state.highlight = state.highlight._replace(conflict=flaw.cells or state.highlight.conflict)
        state.last_text = flaw.text
    elif kind is StepKind.SOLVED:
        state.last_text = flaw.text
    if state.outcome in (Outcome.SOLVED, Outcome.MULTIPLE):
        state.outcome = Outcome.WRONG
        state.wrong = flaw.text
