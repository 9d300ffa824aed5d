"""The step vocabulary: what a strategy yields, one small frozen dataclass per kind of step.

A strategy never changes the board a viewer shows; it describes each change as a step and the
viewer (``BoardState``) applies it. Steps are immutable, so they can cross threads safely.

Cells are ints 0..80 (see ``grid.cell_name``); a candidate is a ``(cell, digit)`` pair.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import ClassVar, Protocol

from .grid import Cell, Values
from .message import QT_TRANSLATE_NOOP, Message

Candidate = tuple[Cell, int]


class StepKind(str, Enum):
    """The kind of a step (``Step.kind``): the word ``--trace`` writes as ``"kind"`` and the
    step list colours by. A ``str`` that prints, formats and serialises as its word."""

    PLACE = "place"
    ELIMINATE = "eliminate"
    GUESS = "guess"
    BACKTRACK = "backtrack"
    CONTRADICTION = "contradiction"
    SOLVED = "solved"
    NO_SOLUTION = "no-solution"
    SEARCH_DONE = "search-done"
    TIME_LIMIT = "time-limit"

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)


class _Ended(Protocol):
    """Anything that says how its run ended (a ``BoardState``)."""

    @property
    def outcome(self) -> Outcome: ...


class Outcome(str, Enum):
    """How a run ended (``RUNNING`` while it has not). A ``str``: each equals its word
    (``Outcome.SOLVED == "solved"``), the word traces and reports print."""

    RUNNING = "running"
    SOLVED = "solved"
    MULTIPLE = "multiple"
    """An enumerating strategy found more than one solution."""
    NO_SOLUTION = "no-solution"
    TIME_LIMIT = "time-limit"
    STOPPED = "stopped"
    """Stopped from outside (Esc, a cancel) before the strategy finished."""
    ERROR = "error"
    """The strategy raised."""
    WRONG = "wrong"
    """The run claimed what is not so: a ``solved`` grid that is no solution, a ``no-solution``
    for a puzzle that has one, a ``search-done`` count that is not the puzzle's
    (``BoardState.wrong`` says what)."""

    @staticmethod
    def of(state: _Ended) -> Outcome:
        """The outcome a board's last steps say (``RUNNING`` when none has ended the run)."""
        return state.outcome


@dataclass(frozen=True, slots=True)
class Link:
    """One link of a chain, drawn on the board as an arrow from ``tail`` to ``head``.

    A node is one candidate or a group of them (a grouped node: one digit in two or three cells
    of a box-line intersection; an ALS node: the candidates of an almost locked set). A strong
    link (``strong=True``, drawn solid) means "if the tail is false, the head is true"; a weak
    one (dashed) "if the tail is true, the head is false". Definitions: HoDoKu's chain pages
    (hodoku.sourceforge.net/en/tech_chains.php) and SudokuWiki's "Alternating Inference Chains".
    """

    tail: tuple[Candidate, ...]
    head: tuple[Candidate, ...]
    strong: bool


@dataclass(frozen=True, slots=True)
class Branch:
    """One branch of a forcing chain or net, to be shown on its own: ``links`` (a part of the
    step's ``links``, drawn as arrows), ``text`` (what the branch says, in chain notation or a
    ``Message``) and ``cells`` (tinted as a contradiction: the conclusion's cells)."""

    links: tuple[Link, ...]
    text: str
    cells: tuple[Cell, ...] = ()


SOLVED_TEXT = Message(QT_TRANSLATE_NOOP("steps", "Solved"))
NO_SOLUTION_TEXT = Message(QT_TRANSLATE_NOOP("steps", "No solution"))
TIME_LIMIT_TEXT = Message(QT_TRANSLATE_NOOP("steps", "Time limit reached"))
"""The default texts of ``Solved``, ``NoSolution`` and ``TimeLimitReached``."""


@dataclass(frozen=True, slots=True)
class Place:
    """Digit ``digit`` is placed in ``cell`` because ``technique`` proves it.

    ``causes`` are the cells that force it (for a naked single: none; for a hidden single the
    other cells of the unit).
    """

    cell: Cell
    digit: int
    technique: str
    text: str
    causes: tuple[Cell, ...] = ()
    peer_eliminations: tuple[Candidate, ...] = ()
    """Candidates of the digit removed from the cell's peers as part of the placement."""
    links: tuple[Link, ...] = ()
    """The chain or net that proves it (forcing chains), in the order it is read."""
    branches: tuple[Branch, ...] = ()
    """The net split into branches shown one at a time, the conclusion last (forcing chains)."""
    kind: ClassVar[StepKind] = StepKind.PLACE


@dataclass(frozen=True, slots=True)
class Eliminate:
    """Candidates removed by ``technique``.

    ``causes`` are the cells of the pattern that proves it, ``pattern`` the pattern's own
    candidates (drawn green), ``fins`` the fin cells of finned fish and ``links`` the chain that
    proves it (chain techniques), in the order it is read; ``branches`` split a forcing chain's
    or net's links into parts shown one at a time, the conclusion last (see ``Branch``).
    """

    eliminations: tuple[Candidate, ...]
    technique: str
    text: str
    causes: tuple[Cell, ...] = ()
    pattern: tuple[Candidate, ...] = ()
    fins: tuple[Cell, ...] = ()
    links: tuple[Link, ...] = ()
    branches: tuple[Branch, ...] = ()
    kind: ClassVar[StepKind] = StepKind.ELIMINATE


@dataclass(frozen=True, slots=True)
class Guess:
    """A trial: ``digit`` is put in ``cell`` and the state is pushed on the record stack.

    ``depth`` is the number of guesses on the stack after this one; ``options`` is the cell's
    candidate mask when the guess was made.
    """

    cell: Cell
    digit: int
    depth: int
    options: int
    text: str
    kind: ClassVar[StepKind] = StepKind.GUESS


@dataclass(frozen=True, slots=True)
class Backtrack:
    """The guess ``digit`` in ``cell`` failed: the state it was made in is popped from the stack.

    Only what the pop undoes is carried, never the whole grid: ``restored`` are the cells whose
    value or candidates change, ``values`` their values after the pop (0 = empty) and
    ``candidates`` their candidate masks after the pop (the failed digit already removed from
    ``cell``), both in the order of ``restored``. Strategies that keep no pencil marks give
    ``candidates=()``: the viewer derives them. ``depth`` is the stack size after the pop.
    """

    cell: Cell
    digit: int
    depth: int
    restored: tuple[Cell, ...]
    values: tuple[int, ...]
    candidates: tuple[int, ...]
    text: str
    kind: ClassVar[StepKind] = StepKind.BACKTRACK


@dataclass(frozen=True, slots=True)
class Contradiction:
    """The current state cannot lead to a solution; ``cells`` show where (a cell with no
    candidate, or a unit in which a digit has no place)."""

    cells: tuple[Cell, ...]
    text: str
    kind: ClassVar[StepKind] = StepKind.CONTRADICTION


@dataclass(frozen=True, slots=True)
class Solved:
    """A solution: ``values`` is the full grid. ``number`` counts solutions for strategies that
    enumerate them all."""

    values: Values
    text: str = SOLVED_TEXT
    number: int = 1
    kind: ClassVar[StepKind] = StepKind.SOLVED


@dataclass(frozen=True, slots=True)
class NoSolution:
    """The search space is exhausted without a solution."""

    text: str = NO_SOLUTION_TEXT
    kind: ClassVar[StepKind] = StepKind.NO_SOLUTION


@dataclass(frozen=True, slots=True)
class SearchDone:
    """An enumerating strategy finished: ``solutions`` were found (capped at its limit,
    ``complete`` False when the cap stopped it)."""

    solutions: int
    complete: bool = True
    text: str = ""
    kind: ClassVar[StepKind] = StepKind.SEARCH_DONE


@dataclass(frozen=True, slots=True)
class TimeLimitReached:
    """The run's time limit ran out before the strategy finished."""

    seconds: float
    text: str = TIME_LIMIT_TEXT
    kind: ClassVar[StepKind] = StepKind.TIME_LIMIT


Step = Place | Eliminate | Guess | Backtrack | Contradiction | Solved | NoSolution | SearchDone | TimeLimitReached
"""Any step a strategy yields."""
