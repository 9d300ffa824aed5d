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
from typing import Any, TypeVar

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
from .state import SearchState, Undone

S = TypeVar("S", bound=SearchState)

Problem = tuple[tuple[Cell, ...], str]
"""Why a state leads to no solution: the cells to show and the text (a ``Message``)."""

Propagate = Callable[[S, Cell | None], Generator[Step, None, Problem | None]]
"""``propagate(state, cell)``: yields the steps it takes, returns a ``Problem`` or None."""

Choose = Callable[[S], tuple[Cell, Sequence[int]] | None]
"""``choose(state)``: ``(cell, digits in the order to try)``, or None when the grid is full."""

NO_CANDIDATE = QT_TRANSLATE_NOOP("steps", "{cell} has no candidate left")


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


def _guess(
    said: dict[tuple[int, ...], Guess], template: str, cell: Cell, digit: int, depth: int, options: int
) -> Guess:
    """The ``Guess`` of ``digit`` in ``cell``, from ``said`` when it was made before."""
    key = (cell, digit, depth, options)
    step = said.get(key)
    if step is None:
        if len(said) >= _SAID:
            said.clear()
        text = Message(template, cell=cell, digit=digit, digits=options, depth=depth)
        step = said[key] = Guess(cell, digit, depth, options, text)
    return step


def _backtrack(
    said: dict[tuple[int, ...], Backtrack], template: str, cell: Cell, digit: int, depth: int, undone: Undone
) -> Backtrack:
    """The ``Backtrack`` from the guess of ``digit`` in ``cell``: the one said last from there when
    it undid the same (plain backtracking's undo the same cell each time), else a new one, its
    text from that one."""
    key = (cell, digit, depth)
    last = said.get(key)
    restored, values, candidates = undone
    if last is not None:
        if last.restored == restored and last.values == values and last.candidates == candidates:
            return last  # the same object again: the timeline finds it by identity
        text = last.text
    else:
        if len(said) >= _SAID:
            said.clear()
        text = Message(template, cell=cell, digit=digit, depth=depth)
    step = said[key] = Backtrack(cell, digit, depth, restored, values, candidates, text)
    return step


def _no_candidate(said: dict[Cell, Contradiction], template: str, cell: Cell) -> Contradiction:
    """The ``Contradiction`` of ``cell`` having no candidate left, made once per cell."""
    step = said.get(cell)
    if step is None:
        step = said[cell] = Contradiction((cell,), Message(template, cell=cell))
    return step


def record_stack(state: S, propagate: Propagate[S] | None, choose: Choose[S], words: Words) -> Iterator[Step]:
    """Search by a record stack: propagate; when stuck, save the state on the stack and guess the
    chosen cell's first digit; on a contradiction pop the last save and strike that digit out of
    the cell (a cell left with no candidate is a contradiction too: pop again).

    Yields the propagation's steps, ``Guess``, ``Contradiction`` and ``Backtrack`` steps, then
    ``Solved`` or ``NoSolution``. ``propagate=None``: nothing to propagate. Raises ValueError for
    a state that keeps no marks (it could not remember the struck digit).
    """
    if not state.keeps_marks:
        raise ValueError("a record stack strikes failed digits out: its state must keep candidates")
    stack: list[tuple[Cell, int, Any]] = []
    guesses: dict[tuple[int, ...], Guess] = {}
    backtracks: dict[tuple[int, ...], Backtrack] = {}
    dead: dict[Cell, Contradiction] = {}
    changed: Cell | None = None
    while True:
        problem = (yield from propagate(state, changed)) if propagate is not None else None
        if problem is None:
            branch = choose(state)
            if branch is None:
                yield Solved(tuple(state.values), words.solved)
                return
            cell, digits = branch
            if digits:
                digit = digits[0]
                options = state.options(cell)
                stack.append((cell, digit, state.save()))
                state.guess(cell, digit)
                yield _guess(guesses, words.guess, cell, digit, len(stack), options)
                changed = cell
                continue
            yield _no_candidate(dead, words.no_candidate, cell)
        else:
            yield Contradiction(*problem)
        while True:  # pop until a guessed cell has a digit left
            if not stack:
                yield NoSolution(words.no_solution)
                return
            cell, digit, saved = stack.pop()
            undone = state.restore(saved, cell, 1 << (digit - 1))
            yield _backtrack(backtracks, words.backtrack, cell, digit, len(stack), undone)
            if state.options(cell):
                break
            yield _no_candidate(dead, words.no_candidate, cell)
        changed = cell


class _Level:
    """One level of a digit-list search: its cell, the digits left to try (last first), the
    state on entry, the digits tried so far (a mask) and the one being tried."""

    __slots__ = ("cell", "todo", "saved", "options", "tried", "digit")

    def __init__(self, cell: Cell, digits: Sequence[int], saved: Any, options: int) -> None:
        self.cell = cell
        self.todo = list(reversed(digits))
        self.saved = saved
        self.options = options
        self.tried = 0
        self.digit = 0


def digit_list(
    state: S, propagate: Propagate[S] | None, choose: Choose[S], words: Words, limit: int | None = None
) -> Iterator[Step]:
    """Search level by level: propagate; when stuck, open a level at the chosen cell and try its
    digits in order, each from the state the level was entered in; when a digit leads to a
    contradiction, try the next; when none is left, close the level and the guess above it fails.
    ``propagate=None``: nothing to propagate (plain backtracking).

    Yields the propagation's steps, ``Guess``, ``Contradiction`` and ``Backtrack`` steps; with
    ``limit=None`` it ends at the first solution (``Solved``) or with ``NoSolution``. With a
    ``limit`` it counts solutions instead: each is a numbered ``Solved`` (and is backtracked from),
    and it ends with ``SearchDone`` (``complete=False`` when it stopped at ``limit``).

    ``Guess.options`` is the cell's candidates when its level was entered; a state that keeps no
    marks knows none after a backtrack, so its later guesses at that level carry 0.
    """
    # Plain backtracking makes millions of guesses: the loop keeps what it uses in locals.
    keeps_marks = state.keeps_marks
    guess_text, backtrack_text = words.guess, words.backtrack
    guesses: dict[tuple[int, ...], Guess] = {}
    backtracks: dict[tuple[int, ...], Backtrack] = {}
    dead: dict[Cell, Contradiction] = {}
    levels: list[_Level] = []
    found = 0
    problem = (yield from propagate(state, None)) if propagate is not None else None
    while True:
        failed = True  # the deepest level's guess is over (a contradiction or a solution)
        if problem is not None:
            yield Contradiction(*problem)
        else:
            branch = choose(state)
            if branch is None:
                found += 1
                if limit is None:
                    yield Solved(tuple(state.values), words.solved)
                    return
                yield Solved(tuple(state.values), Message(_SOLUTION, n=found), found)
                if levels and found >= limit:
                    yield SearchDone(found, False, Message(_STOPPED, n=found))
                    return
            else:
                cell, digits = branch
                if not digits:
                    yield _no_candidate(dead, words.no_candidate, cell)
                levels.append(_Level(cell, digits, state.save(), state.options(cell)))
                failed = False
        while True:  # the next digit at the deepest level with one left
            if not levels:
                yield _end(words, limit, found)
                return
            level = levels[-1]
            if failed:
                undone = state.restore(level.saved, level.cell, level.tried)
                yield _backtrack(backtracks, backtrack_text, level.cell, level.digit, len(levels) - 1, undone)
                if not keeps_marks:
                    level.options = 0
            if level.todo:
                break
            levels.pop()
            failed = True
        cell, digit = level.cell, level.todo.pop()
        level.digit = digit
        level.tried |= 1 << (digit - 1)
        state.guess(cell, digit)
        yield _guess(guesses, guess_text, cell, digit, len(levels), level.options)
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
