"""The search, written once: the two loop shapes of the seed articles over a propagate and a
choose hook.

A strategy gives a state (``state.py``), and two hooks:

- ``propagate(state, cell)``: a generator that changes the state by logic, yielding a step for
  each change, and returns a ``Problem`` when it meets a contradiction (else None). ``cell`` is
  what just changed: the cell guessed, the cell a failed digit was struck from, or None at the
  start.
- ``choose(state)``: the cell to branch on and its digits in the order to try them, or None when
  no cell is left to fill (the grid is solved).

and the words its article uses (``Words``). The engine alone builds ``Guess`` and ``Backtrack``
steps and says when a cell has no candidate left; it keeps the depth (the number of guesses
open), which the search tree and the charts read from those steps. Two shapes:

- ``record_stack``: push the state and guess the first digit; on a contradiction pop it and strike
  the guessed digit out, then propagate again (seed 003's JavaScript, seed 001's Python, and
  ``human`` when no technique applies).
- ``digit_list``: each level keeps the digits left to try at its cell; on a contradiction try the
  next digit at the deepest level, or close it and go up (seed 004's C, seed 002's Java, seed
  000's Ruby). It can also count solutions instead of stopping at the first.

Both stop when the caller closes the generator. Every ``Guess`` is closed by exactly one
``Backtrack`` or by the end of the run, and the depth of each is the number of guesses still open
after it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from ..grid import Cell
from ..message import QT_TRANSLATE_NOOP, Message
from ..steps import (
    NO_SOLUTION_TEXT,
    SOLVED_TEXT,
    Backtrack,
    Contradiction,
    Guess,
    NoSolution,
    SearchDone,
    Solved,
    Step,
)
from .contradictions import NO_CANDIDATE, Problem
from .state import SearchState, Undone

S = TypeVar("S", bound=SearchState)

Propagate = Callable[[S, Cell | None], Generator[Step, None, Problem | None]]
"""``propagate(state, cell)``: yields the steps it takes, returns a ``Problem`` or None."""

Choose = Callable[[S], tuple[Cell, Sequence[int]] | None]
"""``choose(state)``: ``(cell, digits in the order to try)``, or None when the grid is full."""


@dataclass(frozen=True)
class Words:
    """How a strategy words its search steps: ``Message`` templates (``QT_TRANSLATE_NOOP``-marked
    in the strategy's module so they are translated).

    ``guess`` may name ``{cell}``, ``{digit}``, ``{digits}`` (the cell's candidates) and
    ``{depth}`` (after the guess); ``backtrack`` ``{cell}``, ``{digit}`` (the failed guess) and
    ``{depth}`` (after it); ``no_candidate`` ``{cell}``. ``solved`` and ``no_solution`` are the
    texts of the run's last step.
    """

    guess: str
    backtrack: str
    no_candidate: str = NO_CANDIDATE
    solved: str = SOLVED_TEXT
    no_solution: str = NO_SOLUTION_TEXT


_SAID = 1 << 16
"""Steps a search keeps to say again (it says the same few thousand, such as "Try r1c1 = 5,
depth 3", millions of times; a step is immutable, so one object serves)."""


class _Said:
    """The ``Guess``, ``Backtrack`` and no-candidate ``Contradiction`` steps a search has said,
    to say again: a step is made once and yielded as often as the search says it."""

    __slots__ = ("words", "guesses", "backtracks", "dead")

    def __init__(self, words: Words) -> None:
        self.words = words
        self.guesses: dict[tuple[int, ...], Guess] = {}
        self.backtracks: dict[tuple[int, ...], Backtrack] = {}
        self.dead: dict[Cell, Contradiction] = {}

    def guess(self, cell: Cell, digit: int, depth: int, options: int) -> Guess:
        """The ``Guess`` of ``digit`` in ``cell``, ``depth`` guesses open after it, ``options``
        the cell's candidate mask."""
        key = (cell, digit, depth, options)
        step = self.guesses.get(key)
        if step is None:
            if len(self.guesses) >= _SAID:
                self.guesses.clear()
            text = Message(self.words.guess, cell=cell, digit=digit, digits=options, depth=depth)
            step = self.guesses[key] = Guess(cell, digit, depth, options, text)
        return step

    def backtrack(self, cell: Cell, digit: int, depth: int, undone: Undone) -> Backtrack:
        """The ``Backtrack`` from the guess of ``digit`` in ``cell``: the one said last from there
        when it undid the same (plain backtracking's undo the same cell each time), else a new
        one, its text from that one."""
        key = (cell, digit, depth)
        last = self.backtracks.get(key)
        restored, values, candidates = undone
        if last is not None:
            if last.restored == restored and last.values == values and last.candidates == candidates:
                return last  # the same object again: the timeline finds it by identity
            text = last.text
        else:
            if len(self.backtracks) >= _SAID:
                self.backtracks.clear()
            text = Message(self.words.backtrack, cell=cell, digit=digit, depth=depth)
        step = self.backtracks[key] = Backtrack(cell, digit, depth, restored, values, candidates, text)
        return step

    def no_candidate(self, cell: Cell) -> Contradiction:
        """The ``Contradiction`` of ``cell`` having no candidate left."""
        step = self.dead.get(cell)
        if step is None:
            step = self.dead[cell] = Contradiction((cell,), Message(self.words.no_candidate, cell=cell))
        return step


class _Record(NamedTuple):
    """One entry of the record stack: the guessed cell, the digit guessed there and the state
    saved before the guess (seed 003 keeps the array and the cell's coordinates)."""

    cell: Cell
    digit: int
    saved: Any


def record_stack(state: S, propagate: Propagate[S] | None, choose: Choose[S], words: Words) -> Iterator[Step]:
    """Search by a record stack, the three steps of seed 003's pseudocode: eliminate (propagate);
    when stuck, guess: save the state on the stack and try the chosen cell's first digit; on a
    contradiction backtrack: pop the last save and strike that digit out of the cell (a cell
    left with no candidate is a contradiction too: pop again).

    Yields the propagation's steps, ``Guess``, ``Contradiction`` and ``Backtrack`` steps, then
    ``Solved`` or ``NoSolution``. ``propagate=None``: nothing to propagate. Raises ValueError for
    a state that keeps no marks (it could not remember the struck digit).
    """
    if not state.keeps_marks:
        raise ValueError("a record stack strikes failed digits out: its state must keep candidates")
    said = _Said(words)
    stack: list[_Record] = []
    changed: Cell | None = None  # the cell guessed, or struck a digit from, since the last elimination
    while True:
        problem = (yield from propagate(state, changed)) if propagate is not None else None  # eliminate
        if problem is None:
            branch = choose(state)
            if branch is None:
                yield Solved(tuple(state.values), words.solved)
                return
            cell, digits = branch
            if digits:  # guess
                options = state.options(cell)
                stack.append(_Record(cell, digits[0], state.save()))
                state.guess(cell, digits[0])
                yield said.guess(cell, digits[0], len(stack), options)
                changed = cell
                continue
            yield said.no_candidate(cell)
        else:
            yield Contradiction(*problem)
        changed = yield from _pop(state, stack, said)  # backtrack
        if changed is None:
            yield NoSolution(words.no_solution)
            return


def _pop(state: SearchState, stack: list[_Record], said: _Said) -> Generator[Step, None, Cell | None]:
    """Backtrack: pop the record stack, striking each popped guess out of its cell, until a cell
    keeps a candidate; that cell, or None when the stack runs out."""
    while stack:
        cell, digit, saved = stack.pop()
        undone = state.restore(saved, cell, 1 << (digit - 1))
        yield said.backtrack(cell, digit, len(stack), undone)
        if state.options(cell):
            return cell
        yield said.no_candidate(cell)
    return None


class _Level:
    """One level of a digit-list search, as one call of seed 004's recursive ``Solve``: its cell,
    the digits left to try there (the next one last), the state to go back to before each, the
    cell's candidates on entry (what its guesses show), the digits tried so far (a mask) and the
    one being tried."""

    __slots__ = ("cell", "left", "saved", "options", "tried", "digit")

    def __init__(self, cell: Cell, digits: Sequence[int], saved: Any, options: int) -> None:
        self.cell = cell
        self.left = list(reversed(digits))
        self.saved = saved
        self.options = options
        self.tried = 0
        self.digit = 0


def digit_list(
    state: S, propagate: Propagate[S] | None, choose: Choose[S], words: Words, limit: int | None = None
) -> Iterator[Step]:
    """Search level by level, as the seed articles' recursion: propagate; when stuck, open a level
    at the chosen cell and try its digits in order, each from the state the level was entered
    in; after a dead end try the next digit of the deepest level, or close it and go up.

    Yields the propagation's steps, ``Guess``, ``Contradiction`` and ``Backtrack`` steps; with
    ``limit=None`` it ends at the first solution (``Solved``) or with ``NoSolution``. With a
    ``limit`` it counts solutions instead: each is a numbered ``Solved`` (and is backtracked from),
    and it ends with ``SearchDone`` (``complete=False`` when it stopped at ``limit``).
    ``Guess.options`` is the cell's candidates when its level was entered (0 after a backtrack
    for a state that keeps no marks: it knows none then). ``propagate=None``: nothing to
    propagate (plain backtracking makes millions of guesses: the loop keeps what it uses in locals).
    """
    keeps_marks = state.keeps_marks
    said = _Said(words)
    say_guess, say_backtrack = said.guess, said.backtrack
    levels: list[_Level] = []
    found = 0
    problem = (yield from propagate(state, None)) if propagate is not None else None
    while True:
        branch = choose(state) if problem is None else None
        if branch is not None and branch[1]:  # a cell to branch on: a new level tries its digits
            cell, digits = branch
            levels.append(_Level(cell, digits, state.save(), state.options(cell)))
        else:  # a dead end, or a solution: say it, then undo the guesses that led here
            if problem is not None:
                yield Contradiction(*problem)
            elif branch is not None:
                yield said.no_candidate(branch[0])
            else:
                found += 1
                if limit is None:
                    yield Solved(tuple(state.values), words.solved)
                    return
                yield Solved(tuple(state.values), Message(_SOLUTION, n=found), found)
                if levels and found >= limit:
                    yield SearchDone(found, False, Message(_STOPPED, n=found))
                    return
            while levels:  # undo the deepest guess; a level with no digit left closes
                level = levels[-1]
                undone = state.restore(level.saved, level.cell, level.tried)
                yield say_backtrack(level.cell, level.digit, len(levels) - 1, undone)
                if not keeps_marks:
                    level.options = 0
                if level.left:
                    break
                levels.pop()
            if not levels:
                yield _end(words, limit, found)
                return
        level = levels[-1]  # try its next digit
        cell, digit = level.cell, level.left.pop()
        level.digit = digit
        level.tried |= 1 << (digit - 1)
        state.guess(cell, digit)
        yield say_guess(cell, digit, len(levels), level.options)
        if propagate is not None:
            problem = yield from propagate(state, cell)


_SOLUTION = QT_TRANSLATE_NOOP("steps", "Solution {n}")
_STOPPED = QT_TRANSLATE_NOOP("steps", "Stopped after {n} solutions (the limit)")


def _end(words: Words, limit: int | None, found: int) -> Step:
    """The last step of a digit-list search that ran out of levels."""
    if limit is None:
        return NoSolution(words.no_solution)
    if found == 0:
        text = Message(QT_TRANSLATE_NOOP("steps", "No solution"))
    elif found == 1:
        text = Message(QT_TRANSLATE_NOOP("steps", "Search complete: exactly one solution"))
    else:
        text = Message(QT_TRANSLATE_NOOP("steps", "Search complete: {n} solutions"), n=found)
    return SearchDone(found, True, text)
