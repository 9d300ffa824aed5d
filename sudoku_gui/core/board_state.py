"""The state a viewer shows: values, candidates, counters and the highlight of the last step.

``BoardState.apply`` is the only place steps change a board, so a replay of a strategy's steps
from the puzzle reproduces exactly what the strategy saw. The Qt board only paints this state.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from .analysis.claims import CLASH, EMPTY, solutions_up_to, wrong_solution
from .candidates import bit
from .grid import Cell, Values, basic_candidates
from .message import QT_TRANSLATE_NOOP, Message
from .steps import (
    Backtrack,
    Branch,
    Candidate,
    Contradiction,
    Eliminate,
    Guess,
    Link,
    NoSolution,
    Outcome,
    Place,
    SearchDone,
    Solved,
    Step,
    TimeLimitReached,
)


class Highlight(NamedTuple):
    """What the last applied step points at, for drawing.

    ``struck``: removed candidates (red, struck through); ``pattern``: candidates of the pattern
    (green); ``causes``: cells that caused the step (tinted); ``fins``: fin cells; ``placed``:
    cells just filled (flash green); ``undone``: cells a backtrack emptied; ``conflict``: cells of
    a contradiction; ``links``: the chain of a chain technique, the step's own tuple (drawn as
    arrows; kept by reference, so a step with links costs no more to apply than one without);
    ``branches``: a forcing net's links split into branches, shown one at a time.
    """

    struck: tuple[Candidate, ...] = ()
    pattern: tuple[Candidate, ...] = ()
    causes: tuple[Cell, ...] = ()
    fins: tuple[Cell, ...] = ()
    placed: tuple[Cell, ...] = ()
    undone: tuple[Cell, ...] = ()
    conflict: tuple[Cell, ...] = ()
    links: tuple[Link, ...] = ()
    branches: tuple[Branch, ...] = ()


@dataclass
class Counters:
    """Running totals of a solve, as the status bar and ``--stats`` show them."""

    steps: int = 0
    placements: int = 0
    eliminations: int = 0
    guesses: int = 0
    backtracks: int = 0
    depth: int = 0
    max_depth: int = 0
    solutions: int = 0


_PLACED = tuple(Highlight(placed=(c,)) for c in range(81))
"""The highlight of a guess in each cell, made once (guesses are the most frequent step)."""
_CONFLICT = tuple(Highlight(conflict=(c,)) for c in range(81))
"""The highlight of a contradiction in one cell, made once."""
_EMPTIED = tuple(Highlight(undone=(c,), struck=((c, d),)) for c in range(81) for d in range(10))
"""The highlight of a backtrack that empties its own cell (``cell * 10 + digit``), made once:
plain backtracking's are as frequent as its guesses."""

OUTCOMES = {
    Solved: Outcome.SOLVED,
    NoSolution: Outcome.NO_SOLUTION,
    TimeLimitReached: Outcome.TIME_LIMIT,
}

# What a wrong claim is (``BoardState.wrong``), said under the board and by --solve.
WRONG_EMPTY = QT_TRANSLATE_NOOP("steps", "Wrong solution: {cell} is empty")
WRONG_GIVEN = QT_TRANSLATE_NOOP("steps", "Wrong solution: it changes the {digit} in {cell}")
WRONG_CLASH = QT_TRANSLATE_NOOP("steps", "Wrong solution: {cell} and {cell2} both hold {digit}")
WRONG_NONE = QT_TRANSLATE_NOOP("steps", "Wrong claim: no solution, but the puzzle has one")
WRONG_COUNT = QT_TRANSLATE_NOOP("steps", "Wrong claim: {n} solutions, but the run showed {m}")
WRONG_MORE = QT_TRANSLATE_NOOP("steps", "Wrong claim: exactly {n} solutions, but the puzzle has more")


class BoardState:
    """A board being solved: starts from ``givens`` and changes only through ``apply``.

    With ``derived_candidates`` the pencil marks are always those the values imply (for
    strategies that keep none, such as plain backtracking); otherwise steps change them.
    """

    def __init__(self, givens: Sequence[int], derived_candidates: bool = False) -> None:
        self.givens: Values = tuple(givens)
        self.derived_candidates = derived_candidates
        self.reset()

    def reset(self) -> None:
        """Back to the puzzle as entered, pencil marks from the givens."""
        self.values: list[int] = list(self.givens)
        self._candidates: list[int] = basic_candidates(self.givens)
        self._stale = False
        self.counters = Counters()
        self.highlight = Highlight()
        self.guessed: dict[Cell, int] = {}
        """Cells holding a guess still on the record stack, with the depth of that guess."""
        self.outcome = Outcome.RUNNING
        """``RUNNING`` until a step ends the run; then ``SOLVED``, ``MULTIPLE``, ``NO_SOLUTION``
        or ``TIME_LIMIT``."""
        self.last_text = ""
        self.solution: Values | None = None
        """The first solution found, if any."""
        self.solution_count: tuple[int, bool] = (0, False)
        """(solutions, complete) from an enumerating strategy's ``SearchDone``; (0, False) until then."""
        self.start: Values = self.givens
        """The values the run starts from (the givens, and the player's digits): what a claimed
        solution must keep."""
        self.count_claims = True
        """Verify a ``no-solution`` or ``search-done`` claim by counting (False for a built-in
        strategy's run: its claims are proved by the tests); a ``solved`` grid is always checked."""
        self.start_marks: tuple[int, ...] | None = None
        """The pencil marks a run started from, when a strategy that keeps marks starts from the
        player's (``run.start_board``): its claims are verified within them."""
        self.wrong: str = ""
        """What the run claimed that is not so (a ``Message``; the outcome is ``WRONG``), or ""."""

    def set_values(self, values: Sequence[int]) -> None:
        """Put ``values`` (81 ints) on the board, the start of a run; the candidates become
        those they imply."""
        self.values = list(values)
        self.start = tuple(values)
        self._stale = True

    @property
    def candidates(self) -> list[int]:
        """81 candidate masks (a filled cell holds its own digit)."""
        if self._stale:
            self._candidates = basic_candidates(self.values)
            self._stale = False
        return self._candidates

    def _set_value(self, cell: Cell, digit: int) -> None:
        self.values[cell] = digit
        if self.derived_candidates:
            self._stale = True
        else:
            self._candidates[cell] = bit(digit)

    def apply(self, step: Step) -> None:
        """Change the board as ``step`` says and point the highlight at it."""
        k = self.counters
        self.last_text = step.text
        if type(step) is Guess:  # first: plain backtracking yields millions of these
            k.steps += 1
            k.guesses += 1
            k.placements += 1
            k.depth = step.depth
            if step.depth > k.max_depth:
                k.max_depth = step.depth
            cell = step.cell
            self.values[cell] = step.digit
            if self.derived_candidates:
                self._stale = True
            else:
                self._candidates[cell] = bit(step.digit)
            self.guessed[cell] = step.depth
            self.highlight = _PLACED[cell]
            return
        if type(step) is Backtrack:  # second: one for each guess
            self._backtrack(step)
            return
        if type(step) is Contradiction:  # third: plain backtracking's dead ends
            k.steps += 1
            cells = step.cells
            one = len(cells) == 1 and 0 <= cells[0] < 81
            self.highlight = _CONFLICT[cells[0]] if one else Highlight(conflict=cells)
            return
        if isinstance(step, Eliminate):
            self._eliminate(step)
        elif isinstance(step, Place):
            self._place(step)
        elif isinstance(step, Backtrack):  # a subclass (none in the package; kept for safety)
            self._backtrack(step)
        elif isinstance(step, Contradiction):
            k.steps += 1
            self.highlight = Highlight(conflict=step.cells)
        else:
            self._end(step)

    def _eliminate(self, step: Eliminate) -> None:
        k = self.counters
        k.steps += 1
        k.eliminations += len(step.eliminations)
        cands = self.candidates
        for cell, digit in step.eliminations:
            cands[cell] &= ~bit(digit)
        self.highlight = Highlight(
            struck=step.eliminations,
            pattern=step.pattern,
            causes=step.causes,
            fins=step.fins,
            links=step.links,
            branches=step.branches,
        )

    def _place(self, step: Place) -> None:
        k = self.counters
        k.steps += 1
        k.placements += 1
        self._set_value(step.cell, step.digit)
        if step.peer_eliminations:
            k.eliminations += len(step.peer_eliminations)
            cands = self.candidates
            for cell, digit in step.peer_eliminations:
                cands[cell] &= ~bit(digit)
        self.highlight = Highlight(
            placed=(step.cell,),
            causes=step.causes,
            struck=step.peer_eliminations,
            links=step.links,
            branches=step.branches,
        )

    def _end(self, step: Step) -> None:
        """A step that ends the run (or one this board does not know)."""
        if isinstance(step, Solved):
            self._solved(step)
        elif isinstance(step, SearchDone):
            self._search_done(step)
        elif isinstance(step, NoSolution):
            self.highlight = Highlight()
            if self.outcome is not Outcome.WRONG:
                self.outcome = Outcome.NO_SOLUTION
                if self.counters.solutions or (self.count_claims and solutions_up_to(self.start, 1, self.start_marks)):
                    self._wrong(Message(WRONG_NONE))
        else:
            if self.outcome is not Outcome.WRONG:
                self.outcome = OUTCOMES.get(type(step), self.outcome)
            self.highlight = Highlight()

    def _backtrack(self, step: Backtrack) -> None:
        k = self.counters
        k.steps += 1
        k.backtracks += 1
        depth = k.depth = step.depth
        values = self.values
        restored, cell, digit = step.restored, step.cell, step.digit
        if len(restored) == 1 and restored[0] == cell and not step.values[0] and values[cell] and 0 <= digit < 10:
            values[cell] = 0  # plain backtracking's: its own cell emptied
            undone: tuple[Cell, ...] = restored
            highlight = _EMPTIED[cell * 10 + digit]
        else:
            undone = tuple([c for c, v in zip(restored, step.values, strict=True) if values[c] and not v])
            for c, v in zip(restored, step.values, strict=True):
                values[c] = v
            highlight = Highlight(undone=undone, struck=((cell, digit),))
        if self.derived_candidates:
            self._stale = True
        else:
            cands = self.candidates
            for c, m in zip(restored, step.candidates, strict=True):
                cands[c] = m
        guessed = self.guessed
        for c in undone:
            guessed.pop(c, None)
        # Guesses are pushed in depth order, so the deeper ones are the newest keys.
        while guessed and guessed[last := next(reversed(guessed))] > depth:
            del guessed[last]
        self.highlight = highlight

    def _wrong(self, text: str, cells: tuple[Cell, ...] = ()) -> None:
        """The run claimed what is not so: the outcome is ``WRONG``, for good."""
        self.outcome = Outcome.WRONG
        self.wrong = text
        self.last_text = text
        self.highlight = Highlight(conflict=cells)

    def _solved(self, step: Solved) -> None:
        # The board usually shows the solution already (the steps led there); a strategy
        # that yields no steps (``fast``) jumps straight to it.
        if self.values != list(step.values):
            self.values = list(step.values)
            self._candidates = [bit(v) if v else 0 for v in step.values]
            self._stale = self.derived_candidates
        self.highlight = Highlight()
        if self.outcome is Outcome.WRONG:
            return
        wrong = wrong_solution(self.start, step.values)
        if wrong is not None:  # verified whether or not the steps are checked
            what, cells, digit = wrong
            if what == EMPTY:
                self._wrong(Message(WRONG_EMPTY, cell=cells[0]), cells)
            elif what == CLASH:
                self._wrong(Message(WRONG_CLASH, cell=cells[0], cell2=cells[1], digit=digit), cells)
            else:
                self._wrong(Message(WRONG_GIVEN, digit=digit, cell=cells[0]), cells)
            return
        self.counters.solutions += 1
        if self.solution is None:
            self.solution = step.values
        self.outcome = Outcome.SOLVED

    def _search_done(self, step: SearchDone) -> None:
        self.solution_count = (step.solutions, step.complete)
        if self.solution is not None:  # the search went on past it: show the first again
            self.values = list(self.solution)
            self._candidates = [bit(v) for v in self.solution]
            self._stale = False
            self.guessed = {}
        self.highlight = Highlight()
        if self.outcome is Outcome.WRONG:
            return
        n, shown = step.solutions, self.counters.solutions
        self.outcome = Outcome.NO_SOLUTION if not n else Outcome.SOLVED if n == 1 else Outcome.MULTIPLE
        if n != shown:
            self._wrong(Message(WRONG_COUNT, n=n, m=shown))
        elif self.count_claims and step.complete and solutions_up_to(self.start, n + 1, self.start_marks) > n:
            self._wrong(Message(WRONG_MORE, n=n))

    def preview(self, step: Place | Eliminate) -> None:
        """Point the highlight at ``step`` without applying it (a hint)."""
        if isinstance(step, Eliminate):
            self.highlight = Highlight(
                struck=step.eliminations,
                pattern=step.pattern,
                causes=step.causes,
                fins=step.fins,
                links=step.links,
                branches=step.branches,
            )
        else:
            self.highlight = Highlight(
                placed=(step.cell,),
                causes=step.causes,
                struck=step.peer_eliminations,
                links=step.links,
                branches=step.branches,
            )
        self.last_text = Message(QT_TRANSLATE_NOOP("steps", "Hint: {msg}"), msg=step.text)

    def copy(self) -> BoardState:
        """An independent copy (for timeline checkpoints): O(81), steps never share lists."""
        other = BoardState.__new__(BoardState)
        other.givens = self.givens
        other.derived_candidates = self.derived_candidates
        other.values = self.values[:]
        other._candidates = self._candidates[:]
        other._stale = self._stale
        other.counters = replace(self.counters)
        other.highlight = self.highlight
        other.guessed = dict(self.guessed)
        other.outcome = self.outcome
        other.last_text = self.last_text
        other.solution = self.solution
        other.solution_count = self.solution_count
        other.start = self.start
        other.start_marks = self.start_marks
        other.count_claims = self.count_claims
        other.wrong = self.wrong
        return other

    def apply_all(self, steps: Iterable[Step]) -> None:
        """Apply ``steps`` in order."""
        for step in steps:
            self.apply(step)


def replay(puzzle: Sequence[int], steps: Iterable[Step], derived_candidates: bool = False) -> BoardState:
    """A fresh board for ``puzzle`` with every step applied."""
    state = BoardState(tuple(puzzle), derived_candidates)
    state.apply_all(steps)
    return state
