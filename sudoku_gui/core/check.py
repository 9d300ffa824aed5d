"""Checking a solver step by step: every step against the rules and the puzzle's solution.

``StepChecker`` follows a run's steps on its own copy of the board (values, candidate masks and
the guesses still open, each with the board it was made on) and says the first step that breaks
a rule:

- a placement (``Place`` or ``Guess``) of a digit a peer already holds (unless the solver notices
  before its next guess, see ``_NOTICED``), in a cell that holds another digit, or of a digit the cell no longer has as a candidate (a guess that failed there
  before, struck by its backtrack: a solver that repeats itself forever is caught here);
- an elimination of a candidate the cell no longer has;
- with no guess open (depth 0, where every step must be logic), a placement or elimination that
  contradicts the puzzle's solution, when the puzzle has exactly one;
- a backtrack with no guess open;
- a claimed solution that is not one (a cell empty, two peers alike, a given changed);
- a step after the run ended (``NoSolution``, ``SearchDone``, ``TimeLimitReached``), or a
  stream that ends without saying how the run ended;
- the solver raising an exception (its type, text and file:line).

Step numbers count as the step counter does: the Nth step of the stream (for a program, its
Nth line) is step N. A stream reader (a protocol reader, ``within``) reports what only it can
see, a line that is not a step or a solver silent past its time limit, by raising
``StreamFault`` in place of the next step; the checker makes it the fault of that step.

Every fault's ``text`` is a ``Message`` (context ``steps``), said in the window's language.
"""

from __future__ import annotations

import threading
import time
import traceback
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from os.path import basename

from .fast import search
from .grid import PEERS, Cell, Values, basic_candidates
from .message import QT_TRANSLATE_NOOP, Message
from .protocol import SolverError
from .steps import (
    Backtrack,
    Contradiction,
    Eliminate,
    Guess,
    NoSolution,
    Place,
    SearchDone,
    Solved,
    Step,
    TimeLimitReached,
)

# Fault texts: verb phrases whose subject is the step ("step 312 removes 5 from r3c4 ...").
CONFLICT = QT_TRANSLATE_NOOP("steps", "places {digit} in {cell}, but {cell2} in the same house already holds {digit}")
FILLED = QT_TRANSLATE_NOOP("steps", "places {digit} in {cell}, which already holds {digit2}")
NOT_CANDIDATE = QT_TRANSLATE_NOOP("steps", "places {digit} in {cell}, which no longer has {digit} as a candidate")
GONE = QT_TRANSLATE_NOOP("steps", "removes {digit} from {cell}, which no longer has it")
WRONG_PLACE = QT_TRANSLATE_NOOP(
    "steps", "places {digit} in {cell} with no guess open, but the solution has {digit2} there"
)
WRONG_ELIMINATION = QT_TRANSLATE_NOOP(
    "steps", "removes {digit} from {cell} with no guess open, but the solution has {digit} there"
)
NO_GUESS_OPEN = QT_TRANSLATE_NOOP("steps", "backtracks from {cell} = {digit}, but no guess is open")
EMPTY_SOLUTION = QT_TRANSLATE_NOOP("steps", "claims a solution, but {cell} is empty")
CLASH_SOLUTION = QT_TRANSLATE_NOOP("steps", "claims a solution, but {cell} and {cell2} both hold {digit}")
GIVEN_SOLUTION = QT_TRANSLATE_NOOP("steps", "claims a solution, but it changes the given {digit} in {cell}")
AFTER_END = QT_TRANSLATE_NOOP("steps", "comes after the run ended (step {n})")
NO_END = QT_TRANSLATE_NOOP("steps", "never comes: the steps end without Solved or No solution")
RAISED = QT_TRANSLATE_NOOP("steps", "never comes: the solver raised {msg} at {place}")
FAILED = QT_TRANSLATE_NOOP("steps", "never comes: {msg}")
SILENT = QT_TRANSLATE_NOOP("steps", "never comes: the solver said nothing for {n} s (the time limit)")

_BIT = tuple(1 << (d - 1) if d else 0 for d in range(10))
_ENDS = (NoSolution, SearchDone, TimeLimitReached)
_NOTICED = (Contradiction, Backtrack, NoSolution, SearchDone, TimeLimitReached)
"""Steps that show the solver noticed a clash: the seed articles' singles are found in a batch and
placed together, and on a puzzle with no solution two of them may clash; the article sees it when
the batch is in (a ``Contradiction``). A clash is a fault only when the solver goes on to guess or
to claim a solution over it (or the steps end), and it is told at the clashing step."""


@dataclass(frozen=True)
class Fault:
    """The first step that breaks a rule: ``step`` (its number, 1-based, as the step counter
    counts), ``cells`` (to mark on the board) and ``text`` (a ``Message``: what it does wrong,
    a verb phrase whose subject is the step)."""

    step: int
    cells: tuple[Cell, ...]
    text: str

    def line(self) -> str:
        """``step 312: removes 5 from r3c4 ...`` (English: the command line's form)."""
        return f"step {self.step}: {self.text}"


class StreamFault(Exception):
    """Raised by a step stream in place of its next step when that step cannot be read: a line
    that is not a step (a protocol error), or a solver silent past its time limit. ``text`` is a
    ``Message`` in the checker's form (a verb phrase, e.g. "is not JSON: ..."), ``cells`` what to
    mark."""

    def __init__(self, text: str, cells: tuple[Cell, ...] = ()) -> None:
        super().__init__(str(text))
        self.text = text
        self.cells = cells


def unique_solution(puzzle: Sequence[int]) -> Values | None:
    """The puzzle's solution when it has exactly one, else None (``fast`` to two solutions)."""
    result = search(tuple(puzzle), 2)
    return result.solutions[0] if len(result.solutions) == 1 and result.complete else None


class StepChecker:
    """Follows a run of ``puzzle`` (81 ints, 0 = empty) step by step (see the module text).

    ``marks``: the player's pencil marks the run started from (81 masks; default: those the
    givens allow). ``solution``: the puzzle's unique solution, or None to work it out here
    (``unique_solution``; pass ``()`` for none, to check the rules only). ``fault`` holds the
    first fault once found; later steps are not checked.
    """

    def __init__(
        self, puzzle: Sequence[int], marks: Sequence[int] | None = None, solution: Sequence[int] | None = None
    ) -> None:
        self.givens: Values = tuple(puzzle)
        self.values = list(puzzle)
        self.candidates = list(marks) if marks is not None else basic_candidates(self.givens)
        for cell, v in enumerate(self.values):
            if v:
                self.candidates[cell] = _BIT[v]
        sol = unique_solution(puzzle) if solution is None else solution
        self.solution: Values | None = tuple(sol) if sol is not None and len(sol) == 81 else None
        self.open: list[tuple[Cell, int, list[int], list[int]]] = []
        """The guesses still open, oldest first: cell, digit, and the values and candidates before it."""
        self.steps = 0
        self.ended = 0
        """The number of the step that ended the run (0 while it runs)."""
        self.fault: Fault | None = None
        self.clash: Fault | None = None
        """A placement that clashed with a peer, until the solver notices (see ``_NOTICED``)."""

    # -- the hooks of a stream ---------------------------------------------------------------

    def check(self, step: Step) -> Fault | None:
        """Take the run's next step; returns the first fault (this one's, or an earlier one)."""
        if self.fault is not None:
            return self.fault
        self.steps += 1
        kind = type(step)
        if self.clash is not None:
            if kind in _NOTICED:
                self.clash = None
            elif kind is Guess or kind is Solved:
                self.fault = self.clash
                return self.fault
        problem = self._problem(step)
        if problem is not None:
            if getattr(problem[1], "template", None) == CONFLICT:
                if self.clash is None:
                    self.clash = Fault(self.steps, *problem)
            else:
                self.fault = Fault(self.steps, *problem)
        return self.fault

    def stream_fault(self, error: StreamFault) -> Fault:
        """The fault of the step a stream reader could not read (the next one)."""
        if self.fault is None:
            self.fault = Fault(self.steps + 1, error.cells, error.text)
        return self.fault

    def crashed(self, error: BaseException) -> Fault:
        """The fault of a solver that raised ``error`` instead of its next step: its type and
        text, and the file:line of the innermost frame."""
        if isinstance(error, SolverError):  # a loaded solver's failure says where itself
            return self.stream_fault(StreamFault(Message(FAILED, msg=str(error))))
        frames = traceback.extract_tb(error.__traceback__)
        place = f"{basename(frames[-1].filename)}:{frames[-1].lineno}" if frames else "?"
        what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
        return self.stream_fault(StreamFault(Message(RAISED, msg=what, place=place)))

    def finish(self) -> Fault | None:
        """The stream has ended: a fault when it never said how the run ended."""
        if self.fault is None and self.clash is not None:
            self.fault = self.clash
        if self.fault is None and not self.ended and not self._solved_last:
            self.fault = Fault(self.steps + 1, (), Message(NO_END))
        return self.fault

    _solved_last = False

    def guard(self, steps: Iterable[Step]) -> Iterator[Step]:
        """``steps`` passed through, each checked after it is given: the stream ends after the
        step that shows the first fault (a crash of the solver ends it too, as its fault), so a
        viewer records the run up to the fault and ``fault`` says where it is."""
        iterator = iter(steps)
        try:
            while True:
                try:
                    step = next(iterator)
                except StopIteration:
                    self.finish()
                    return
                except StreamFault as e:
                    self.stream_fault(e)
                    return
                except Exception as e:  # noqa: BLE001 - the solver's crash is the fault
                    self.crashed(e)
                    return
                yield step
                if self.check(step) is not None:
                    return
        finally:
            close = getattr(iterator, "close", None)
            if close is not None:
                close()

    # -- the rules ---------------------------------------------------------------------------

    def _problem(self, step: Step) -> tuple[tuple[Cell, ...], str] | None:
        if self.ended:
            return (), Message(AFTER_END, n=self.ended)
        self._solved_last = False
        kind = type(step)
        if kind is Guess or kind is Place:
            cell, digit = step.cell, step.digit  # type: ignore[union-attr]
            problem = self._placement(cell, digit, kind is Place)
            if problem is not None:
                return problem
            if kind is Guess:
                self.open.append((cell, digit, self.values[:], self.candidates[:]))
            self.values[cell] = digit
            self.candidates[cell] = _BIT[digit]
            if kind is Place:
                return self._eliminations(step.peer_eliminations)  # type: ignore[union-attr]
            return None
        if kind is Eliminate:
            return self._eliminations(step.eliminations)  # type: ignore[union-attr]
        if kind is Backtrack:
            return self._backtrack(step)  # type: ignore[arg-type]
        if kind is Solved:
            problem = self._solution(step.values)  # type: ignore[union-attr]
            self._solved_last = True
            return problem
        if kind in _ENDS:
            self.ended = self.steps
        return None  # a Contradiction: the solver's own view, nothing to check

    def _placement(self, cell: Cell, digit: int, logic: bool) -> tuple[tuple[Cell, ...], str] | None:
        values = self.values
        held = values[cell]
        if held and held != digit:
            return (cell,), Message(FILLED, digit=digit, cell=cell, digit2=held)
        for peer in PEERS[cell]:
            if values[peer] == digit:
                return (cell, peer), Message(CONFLICT, digit=digit, cell=cell, cell2=peer)
        if not self.candidates[cell] & _BIT[digit]:
            return (cell,), Message(NOT_CANDIDATE, digit=digit, cell=cell)
        solution = self.solution
        if logic and not self.open and solution is not None and solution[cell] != digit:
            return (cell,), Message(WRONG_PLACE, digit=digit, cell=cell, digit2=solution[cell])
        return None

    def _eliminations(self, eliminations: Iterable[tuple[Cell, int]]) -> tuple[tuple[Cell, ...], str] | None:
        cands = self.candidates
        solution = self.solution if not self.open else None
        for cell, digit in eliminations:
            bit = _BIT[digit]
            if not cands[cell] & bit:
                return (cell,), Message(GONE, digit=digit, cell=cell)
            if solution is not None and solution[cell] == digit:
                return (cell,), Message(WRONG_ELIMINATION, digit=digit, cell=cell)
            cands[cell] &= ~bit
        return None

    def _backtrack(self, step: Backtrack) -> tuple[tuple[Cell, ...], str] | None:
        if not self.open:
            return (step.cell,), Message(NO_GUESS_OPEN, cell=step.cell, digit=step.digit)
        # A backtrack to depth d closes every guess deeper than d (at least the newest), as the
        # search tree reads it; the board goes back to before the oldest one closed.
        keep = max(0, min(step.depth, len(self.open) - 1))
        cell, digit, values, cands = self.open[keep]
        del self.open[keep:]
        self.values = values
        self.candidates = cands
        # The failed digit is struck: a solver that guesses it again there repeats itself.
        cands[cell] &= ~_BIT[digit]
        return None

    def _solution(self, values: Sequence[int]) -> tuple[tuple[Cell, ...], str] | None:
        grid = list(values) if len(values) == 81 else self.values  # a stream may claim without a grid
        for cell, v in enumerate(grid):
            if not v:
                return (cell,), Message(EMPTY_SOLUTION, cell=cell)
            given = self.givens[cell]
            if given and given != v:
                return (cell,), Message(GIVEN_SOLUTION, digit=given, cell=cell)
        for cell, v in enumerate(grid):
            for peer in PEERS[cell]:
                if peer > cell and grid[peer] == v:
                    return (cell, peer), Message(CLASH_SOLUTION, cell=cell, cell2=peer, digit=v)
        return None


def check_steps(
    puzzle: Sequence[int],
    steps: Iterable[Step],
    marks: Sequence[int] | None = None,
    solution: Sequence[int] | None = None,
) -> Fault | None:
    """The first fault of a whole run (see ``StepChecker``), or None when every step keeps the
    rules. Reads ``steps`` only up to the fault (a generator is closed there); a ``StreamFault``
    or any other exception from the stream is the fault of the step it was to give."""
    checker = StepChecker(puzzle, marks, solution)
    iterator = iter(steps)
    try:
        while True:
            try:
                step = next(iterator)
            except StopIteration:
                return checker.finish()
            except StreamFault as e:
                return checker.stream_fault(e)
            except Exception as e:  # noqa: BLE001 - the solver's crash is the fault to report
                return checker.crashed(e)
            if checker.check(step) is not None:
                return checker.fault
    finally:
        close = getattr(iterator, "close", None)
        if close is not None:
            close()


_BACKLOG = 1 << 16
"""Steps ``within`` holds at most before its thread waits for the reader."""


def within(steps: Iterable[Step], silence: float) -> Iterator[Step]:
    """``steps`` read on a thread of their own, so that a solver silent for ``silence`` seconds
    (a loop that never yields) ends the stream with ``StreamFault`` instead of hanging it.

    An exception the solver raises is raised here, at the step it would have been. Closing this
    generator asks the thread to stop after its current step; a solver stuck without yielding
    cannot be stopped (the thread is a daemon: it dies with the process), which is why the
    window runs loaded solvers in a process.
    """
    ready: deque[Step] = deque()
    more = threading.Event()
    stop = threading.Event()
    waiting = [False]
    result: list[BaseException | None] = []

    def pump() -> None:
        error: BaseException | None = None
        try:
            for step in steps:
                ready.append(step)
                if waiting[0]:
                    more.set()
                while len(ready) > _BACKLOG and not stop.is_set():
                    time.sleep(0.001)
                if stop.is_set():
                    close = getattr(steps, "close", None)
                    if close is not None:
                        close()
                    return
        except BaseException as e:  # noqa: BLE001 - handed to the reader, raised there
            error = e
        result.append(error)
        more.set()

    thread = threading.Thread(target=pump, name="step-reader", daemon=True)
    thread.start()
    try:
        while True:
            while ready:
                yield ready.popleft()
            if result:
                if ready:
                    continue
                if result[0] is not None:
                    raise result[0]
                return
            more.clear()
            waiting[0] = True
            if ready or result:
                continue
            if not more.wait(silence):
                raise StreamFault(Message(SILENT, n=f"{silence:g}"))
            waiting[0] = False
    finally:
        stop.set()
