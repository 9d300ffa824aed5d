"""The judge of a run: every step and every claim against ``docs/step-protocol.md``, part 3.

``StepChecker`` follows a run's steps on a state of its own and gives the run's ``Verdict``:
``ok`` (it ended, every step and claim held), a ``Fault`` (the first step that broke a rule,
with its number and the cells to mark), or *unfinished* (no fault, but the run did not end: cut
by a time limit, silent, its output ended without an end record, killed). The rules are those of
the document, in its order, and nothing more; ``tests/reference_judge.py`` is a second judge
written from the document alone, and the tests check that both agree on generated streams.

The state (3.2): the values; the candidates of the empty cells (all nine at the start, or the
player's pencil marks for a built-in started from them); the open guesses; whether the run has
ended; a pending clash (3.4); the solutions reported. Undo is a trail: each change writes the
cell's value and candidates before it, and a backtrack rewinds the trail to its guess, so a step
costs what it changes, not a copy of the grid.

Step numbers count as the step counter does: the Nth step of the stream is step N. A stream
reader reports what only it sees by raising in place of the next step: ``StreamFault`` (a line
that is not a step: a fault of that step) or any other exception (the stream was cut: the run is
unfinished, and the exception says why).

Every fault's and every reason's ``text`` is a ``Message`` (context ``steps``), said in the
window's language.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from os.path import basename

from ..external.protocol import ProtocolError
from ..external.solver_errors import BadLine, Silent, SolverError
from ..grid import PEERS, UNITS_OF, Cell, Values
from ..message import QT_TRANSLATE_NOOP, Message
from ..puzzles.exact_cover import search
from ..steps import (
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
from .claims import CLASH, EMPTY, solutions_up_to, wrong_solution
from .verdict import FAULT, OK, UNFINISHED, Fault, StreamFault, Unfinished, Verdict

# Fault texts: verb phrases whose subject is the step ("step 312 removes 5 from r3c4 ...").
CONFLICT = QT_TRANSLATE_NOOP("steps", "places {digit} in {cell}, but {cell2} in the same house already holds {digit}")
FILLED = QT_TRANSLATE_NOOP("steps", "places {digit} in {cell}, which already holds {digit2}")
NOT_CANDIDATE = QT_TRANSLATE_NOOP("steps", "places {digit} in {cell}, which no longer has {digit} as a candidate")
WRONG_PLACE = QT_TRANSLATE_NOOP(
    "steps", "places {digit} in {cell} with no guess open, but the solution has {digit2} there"
)
WRONG_ELIMINATION = QT_TRANSLATE_NOOP(
    "steps", "removes {digit} from {cell} with no guess open, but the solution has {digit} there"
)
NO_GUESS_OPEN = QT_TRANSLATE_NOOP("steps", "backtracks from {cell} = {digit}, but no guess is open")
NOT_INNERMOST = QT_TRANSLATE_NOOP(
    "steps", "backtracks from {cell} = {digit}, but the innermost open guess is {cell2} = {digit2}"
)
EMPTY_SOLUTION = QT_TRANSLATE_NOOP("steps", "claims a solution, but {cell} is empty")
CLASH_SOLUTION = QT_TRANSLATE_NOOP("steps", "claims a solution, but {cell} and {cell2} both hold {digit}")
GIVEN_SOLUTION = QT_TRANSLATE_NOOP("steps", "claims a solution, but it changes the given {digit} in {cell}")
SAME_SOLUTION = QT_TRANSLATE_NOOP("steps", "claims a solution, but it is the one step {n} reported")
FALSE_NO_SOLUTION = QT_TRANSLATE_NOOP("steps", "claims no solution, but the puzzle has one")
WRONG_COUNT = QT_TRANSLATE_NOOP("steps", "says {n} solutions, but the run reported {m}")
MORE_SOLUTIONS = QT_TRANSLATE_NOOP("steps", "says the search is complete with {n} solutions, but the puzzle has more")
AFTER_END = QT_TRANSLATE_NOOP("steps", "comes after the run ended (step {n})")
NOT_A_STEP = QT_TRANSLATE_NOOP("steps", "is not a step: {msg}")

# Why a run is unfinished: what follows "unfinished after N steps: ".
CUT = QT_TRANSLATE_NOOP("steps", "cut by the time limit ({n} s)")
SILENT = QT_TRANSLATE_NOOP("steps", "the solver said nothing for {n} s")
NO_END = QT_TRANSLATE_NOOP("steps", "the steps end without solved, no-solution or search-done")
RAISED = QT_TRANSLATE_NOOP("steps", "the solver raised {msg} at {place}")
FAILED = QT_TRANSLATE_NOOP("steps", "{msg}")

_ALL = 0x1FF
_BIT = tuple(1 << (d - 1) if d else 0 for d in range(10))
_UNITS_OF = tuple(tuple(u * 10 for u in units) for units in UNITS_OF)
"""For each cell, the offsets of its row's, column's and box's counters in ``_held``."""


class StepChecker:
    """Follows a run of ``puzzle`` (81 ints, 0 = empty) step by step (see the module text).

    ``marks``: the pencil marks a built-in run started from (81 masks; default: all nine digits
    in every empty cell, 3.2). ``solution``: the puzzle's unique solution, or None to work it
    out here; pass ``()`` to say there is none (the rules that use it are then skipped, but the
    claims are still verified by counting). ``fault`` holds the first fault once found; later
    steps are not checked.
    """

    def __init__(
        self, puzzle: Sequence[int], marks: Sequence[int] | None = None, solution: Sequence[int] | None = None
    ) -> None:
        self.givens: Values = tuple(puzzle)
        self.values = list(puzzle)
        self.candidates = [(m if v == 0 else _BIT[v]) for v, m in zip(self.givens, marks or [_ALL] * 81, strict=True)]
        self._held = [0] * 270
        """How many cells of each house hold each digit: ``_held[house * 10 + digit]``."""
        for cell, v in enumerate(self.values):
            if v:
                for u in _UNITS_OF[cell]:
                    self._held[u + v] += 1
        self.marks = None if marks is None else tuple(marks)
        """The pencil marks the run started from: claims are verified within them."""
        if solution is None:
            result = search(self.givens, 2, marks=self.marks)
            sol: Sequence[int] | None = result.solutions[0] if len(result.solutions) == 1 else None
        else:
            sol = solution
        self.solution: Values | None = tuple(sol) if sol is not None and len(sol) == 81 else None
        self._trail: list[tuple[Cell, int, int]] = []
        """(cell, value, candidates) before each change, newest last: what a backtrack undoes."""
        self.open: list[tuple[Cell, int, int]] = []
        """The guesses still open, oldest first: (cell, digit, the trail's length before it)."""
        self.steps = 0
        self.ended = 0
        """The number of the step that ended the run (0 while it runs)."""
        self._cut = False
        """The run was ended by a ``time-limit`` that did not come right after a ``solved``."""
        self.solved_last = 0
        """The number of the last step when it is a ``solved`` (a search may go on after it)."""
        self.solutions: dict[Values, int] = {}
        """Each solution reported, with the step that reported it."""
        self.fault: Fault | None = None
        self.clash: Fault | None = None
        """The first clashing placement not yet noticed (3.4)."""
        self._plain = True
        """No fault, no pending clash, not ended, no ``solved`` last: ``guard``'s quick cases apply."""
        self._unfinished = ""

    # -- the hooks of a stream ---------------------------------------------------------------

    def check(self, step: Step) -> Fault | None:
        """Take the run's next step; returns the first fault (this one's, or an earlier one)."""
        if self.fault is not None:
            return self.fault
        self.steps += 1
        problem = self._problem(step)
        if problem is not None:
            self.fault = problem if isinstance(problem, Fault) else Fault(self.steps, *problem)
        self._plain = self.fault is None and self.clash is None and not self.ended and not self.solved_last
        return self.fault

    def stream_fault(self, error: StreamFault) -> Fault:
        """The fault of the step a stream reader could not read (the next one)."""
        if self.fault is None:
            self.fault = Fault(self.steps + 1, error.cells, error.text)
        self._plain = False
        return self.fault

    def crashed(self, error: BaseException) -> Verdict:
        """The stream raised ``error`` instead of its next step: a line that is not a step is
        that step's fault; anything else cut the run (unfinished), said with the exception's
        type and text and the file:line of its innermost frame."""
        if isinstance(error, StreamFault):
            self.stream_fault(error)
        elif isinstance(error, BadLine | ProtocolError):
            self.stream_fault(
                StreamFault(Message(NOT_A_STEP, msg=str(error.said if isinstance(error, BadLine) else error)))
            )
        elif isinstance(error, Unfinished):
            self._unfinished = error.why
        elif isinstance(error, Silent):
            self._unfinished = Message(SILENT, n=f"{error.seconds:g}")
        elif isinstance(error, SolverError):  # a loaded solver's failure says where itself
            self._unfinished = Message(FAILED, msg=error.message)
        else:
            frames = traceback.extract_tb(error.__traceback__)
            place = f"{basename(frames[-1].filename)}:{frames[-1].lineno}" if frames else "?"
            what = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
            self._unfinished = Message(RAISED, msg=what, place=place)
        return self.verdict()

    def finish(self) -> Fault | None:
        """The stream has ended; returns the fault, if any (``verdict`` says the rest)."""
        return self.fault

    def verdict(self) -> Verdict:
        """The verdict on the run as far as it has been taken (3.6): call it when the stream
        has ended or was cut (``crashed``)."""
        if self.fault is not None:
            return Verdict(FAULT, self.steps, self.fault)
        if self.solved_last or (self.ended and not self._cut):
            return Verdict(OK, self.steps)
        if self._cut:
            return Verdict(UNFINISHED, self.steps, why=self._unfinished)
        return Verdict(UNFINISHED, self.steps, why=self._unfinished or Message(NO_END))

    def guard(self, steps: Iterable[Step], on_fault: Callable[[Fault], None] | None = None) -> Iterator[Step]:
        """``steps`` passed through, each checked before it is given: the stream ends after the
        step that shows the first fault, so a viewer records the run up to the fault and
        ``fault`` says where it is. ``on_fault(fault)`` is called once, before that step is
        given (a recorder can tell the step is refuted as it records it). A failure of the
        stream itself: see ``_failed``."""
        iterator = iter(steps)
        # A search's plain guesses, backtracks and contradictions, millions of times, are taken here on
        # local names (``check`` costs a third more); the rest, or any doubt (``_plain``), to ``check``.
        values, cands, held, trail, opened = self.values, self.candidates, self._held, self._trail, self.open
        units, bits, rewind = _UNITS_OF, _BIT, self._rewind
        n, plain = self.steps, self._plain  # kept here, written back before ``check`` and at the end
        try:
            while True:
                try:
                    step = next(iterator)
                except StopIteration:
                    return
                except Exception as e:  # noqa: BLE001 - the stream's failure is judged
                    self._failed(e, n, on_fault)
                    return
                if plain:
                    kind = type(step)
                    if kind is Guess:
                        cell, digit = step.cell, step.digit  # type: ignore[union-attr]
                        a, b, c = units[cell]
                        mask = cands[cell]
                        free = not (values[cell] or held[a + digit] or held[b + digit] or held[c + digit])
                        if free and mask & bits[digit]:
                            n += 1
                            opened.append((cell, digit, len(trail)))
                            trail.append((cell, 0, mask))
                            values[cell] = digit
                            cands[cell] = bits[digit]
                            held[a + digit] += 1
                            held[b + digit] += 1
                            held[c + digit] += 1
                            yield step
                            continue
                    elif kind is Backtrack:
                        if opened:
                            cell, digit, mark = opened[-1]
                            if step.cell == cell and step.digit == digit:  # type: ignore[union-attr]
                                n += 1
                                opened.pop()
                                rewind(cell, digit, mark)
                                yield step
                                continue
                    elif kind is Contradiction:
                        n += 1
                        yield step
                        continue
                fault = self._checked(step, n, on_fault)
                n, plain = self.steps, self._plain
                yield step
                if fault is not None:
                    return
        finally:
            self.steps = n
            if hasattr(iterator, "close"):
                iterator.close()

    def _failed(self, error: Exception, steps: int, on_fault: Callable[[Fault], None] | None) -> None:
        """``guard``'s stream raised ``error``. A line the stream could not read is a fault (told
        to ``on_fault``; the stream ends there); any other failure of the stream (the solver
        raised, was silent, was cut) is noted for ``verdict`` and raised again, so the viewer
        says the run failed as it does unchecked. ``steps``: the steps taken before."""
        self.steps = steps
        self.crashed(error)
        if self.fault is None:
            raise error
        if on_fault is not None:
            on_fault(self.fault)

    def _checked(self, step: Step, steps: int, on_fault: Callable[[Fault], None] | None) -> Fault | None:
        """``check`` for ``guard`` (``steps`` taken before), which tells ``on_fault`` of a fault
        before it gives the step."""
        self.steps = steps
        fault = self.check(step)
        if fault is not None and on_fault is not None:
            on_fault(fault)
        return fault

    # -- the rules (docs/step-protocol.md, 3.3-3.6) ------------------------------------------

    def _problem(self, step: Step) -> tuple[tuple[Cell, ...], str] | Fault | None:
        kind = type(step)
        solved_last, self.solved_last = self.solved_last, 0
        if self.ended or solved_last:
            continues = solved_last and kind in (Backtrack, Solved, SearchDone, TimeLimitReached)
            if not continues:
                return (), Message(AFTER_END, n=self.ended or solved_last)
        if kind is Place:
            return self._place(step)  # type: ignore[arg-type]
        if kind is Guess:
            return self._guess(step)  # type: ignore[arg-type]
        if kind is Eliminate:
            return self._eliminate(step.eliminations)  # type: ignore[union-attr]
        if kind is Backtrack:
            return self._backtrack(step)  # type: ignore[arg-type]
        if kind is Contradiction:
            self.clash = None
            return None
        if kind is Solved:
            return self._solved(step)  # type: ignore[arg-type]
        if kind is NoSolution:
            self.clash = None
            self.ended = self.steps
            return (
                ((), Message(FALSE_NO_SOLUTION))
                if self.solutions or solutions_up_to(self.givens, 1, self.marks)
                else None
            )
        if kind is SearchDone:
            return self._search_done(step)  # type: ignore[arg-type]
        if kind is TimeLimitReached:
            self.ended = self.steps
            if not solved_last:
                self._cut = True
                self._unfinished = Message(CUT, n=f"{step.seconds:g}")  # type: ignore[union-attr]
            return None
        return None

    def _clash_peer(self, cell: Cell, digit: int) -> Cell | None:
        """A peer of ``cell`` holding ``digit``, or None (three counters, not twenty peers)."""
        held = self._held
        a, b, c = _UNITS_OF[cell]
        if held[a + digit] or held[b + digit] or held[c + digit]:
            values = self.values
            return next((p for p in PEERS[cell] if values[p] == digit), None)
        return None

    def _put(self, cell: Cell, digit: int) -> None:
        """``digit`` goes in ``cell`` (empty), written on the trail."""
        self._trail.append((cell, 0, self.candidates[cell]))
        self.values[cell] = digit
        self.candidates[cell] = _BIT[digit]
        for u in _UNITS_OF[cell]:
            self._held[u + digit] += 1

    def _placement(self, cell: Cell, digit: int, logic: bool) -> tuple[tuple[Cell, ...], str] | None:
        """Rules 2-5 of ``place`` (2 only when ``logic``) for an empty ``cell``; puts the digit."""
        solution = self.solution
        if logic and not self.open and solution is not None and solution[cell] != digit:
            return (cell,), Message(WRONG_PLACE, digit=digit, cell=cell, digit2=solution[cell])
        peer = self._clash_peer(cell, digit)
        if peer is not None:
            if self.clash is None:
                self.clash = Fault(self.steps, (cell, peer), Message(CONFLICT, digit=digit, cell=cell, cell2=peer))
        elif not self.candidates[cell] & _BIT[digit]:
            return (cell,), Message(NOT_CANDIDATE, digit=digit, cell=cell)
        self._put(cell, digit)
        return None

    def _place(self, step: Place) -> tuple[tuple[Cell, ...], str] | None:
        cell, digit = step.cell, step.digit
        held = self.values[cell]
        if held and held != digit:
            return (cell,), Message(FILLED, digit=digit, cell=cell, digit2=held)
        if not held:
            problem = self._placement(cell, digit, True)
            if problem is not None:
                return problem
        return self._eliminate(step.peer_eliminations) if step.peer_eliminations else None

    def _guess(self, step: Guess) -> tuple[tuple[Cell, ...], str] | Fault | None:
        if self.clash is not None:
            return self.clash
        cell, digit = step.cell, step.digit
        held = self.values[cell]
        if held and held != digit:
            return (cell,), Message(FILLED, digit=digit, cell=cell, digit2=held)
        self.open.append((cell, digit, len(self._trail)))
        if not held:
            return self._placement(cell, digit, False)
        return None

    def _eliminate(self, eliminations: Iterable[tuple[Cell, int]]) -> tuple[tuple[Cell, ...], str] | None:
        values, cands, trail = self.values, self.candidates, self._trail
        solution = self.solution if not self.open else None
        for cell, digit in eliminations:
            if values[cell]:
                continue
            if solution is not None and solution[cell] == digit:
                return (cell,), Message(WRONG_ELIMINATION, digit=digit, cell=cell)
            mask = cands[cell]
            if mask & _BIT[digit]:
                trail.append((cell, 0, mask))
                cands[cell] = mask & ~_BIT[digit]
        return None

    def _backtrack(self, step: Backtrack) -> tuple[tuple[Cell, ...], str] | None:
        if not self.open:
            return (step.cell,), Message(NO_GUESS_OPEN, cell=step.cell, digit=step.digit)
        cell, digit, mark = self.open[-1]
        if (step.cell, step.digit) != (cell, digit):
            return (step.cell, cell), Message(NOT_INNERMOST, cell=step.cell, digit=step.digit, cell2=cell, digit2=digit)
        self.open.pop()
        self._rewind(cell, digit, mark)
        return None

    def _rewind(self, cell: Cell, digit: int, mark: int) -> None:
        """Rule 3 of ``backtrack``: back to the state before guess ``cell`` = ``digit`` (the
        trail's length then: ``mark``), then ``digit`` leaves ``cell``'s candidates."""
        values, cands, held, trail = self.values, self.candidates, self._held, self._trail
        while len(trail) > mark:
            c, v, m = trail.pop()
            placed = values[c]
            if placed != v:
                a, b, c3 = _UNITS_OF[c]  # (unrolled: a search backtracks millions of times)
                held[a + placed] -= 1
                held[b + placed] -= 1
                held[c3 + placed] -= 1
                values[c] = v
            cands[c] = m
        mask, bit = cands[cell], _BIT[digit]
        if not values[cell] and mask & bit:  # refuted here: struck (on the trail)
            trail.append((cell, 0, mask))
            cands[cell] = mask & ~bit
        self.clash = None

    def _solved(self, step: Solved) -> tuple[tuple[Cell, ...], str] | Fault | None:
        if self.clash is not None:
            return self.clash
        grid = tuple(step.values) if len(step.values) == 81 else tuple(self.values)
        wrong = wrong_solution(self.givens, grid)
        if wrong is not None:
            what, cells, digit = wrong
            if what == EMPTY:
                return cells, Message(EMPTY_SOLUTION, cell=cells[0])
            if what == CLASH:
                return cells, Message(CLASH_SOLUTION, cell=cells[0], cell2=cells[1], digit=digit)
            return cells, Message(GIVEN_SOLUTION, digit=digit, cell=cells[0])
        first = self.solutions.get(grid)
        if first is not None:
            return (), Message(SAME_SOLUTION, n=first)
        self.solutions[grid] = self.steps
        self.solved_last = self.steps
        return None

    def _search_done(self, step: SearchDone) -> tuple[tuple[Cell, ...], str] | None:
        self.clash = None
        self.ended = self.steps
        n, reported = step.solutions, len(self.solutions)
        if n != reported:
            return (), Message(WRONG_COUNT, n=n, m=reported)
        if step.complete and solutions_up_to(self.givens, n + 1, self.marks) > n:
            return (), Message(MORE_SOLUTIONS, n=n)
        return None


def check_steps(
    puzzle: Sequence[int],
    steps: Iterable[Step],
    marks: Sequence[int] | None = None,
    solution: Sequence[int] | None = None,
) -> Fault | None:
    """The first fault of a whole run (see ``StepChecker``), or None (the run may still be
    unfinished: ``judge`` gives the whole verdict)."""
    return judge(puzzle, steps, marks, solution).fault


def judge(
    puzzle: Sequence[int],
    steps: Iterable[Step],
    marks: Sequence[int] | None = None,
    solution: Sequence[int] | None = None,
) -> Verdict:
    """The verdict on a whole run (see ``StepChecker``). Reads ``steps`` only up to the fault
    (a generator is closed there); an exception from the stream is judged (``crashed``)."""
    checker = StepChecker(puzzle, marks, solution)
    iterator = iter(steps)
    try:
        while True:
            try:
                step = next(iterator)
            except StopIteration:
                return checker.verdict()
            except Exception as e:  # noqa: BLE001 - the stream's failure is judged
                return checker.crashed(e)
            if checker.check(step) is not None:
                return checker.verdict()
    finally:
        close = getattr(iterator, "close", None)
        if close is not None:
            close()
