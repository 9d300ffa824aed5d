"""The search engine (``core.search``, issue 28): its invariants on both loop shapes, a strategy
as a short file on it, and the rule that only the engine builds guesses and backtracks."""

from __future__ import annotations

import ast
import random
from collections.abc import Generator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_gui.core.board_state import replay
from sudoku_gui.core.candidates import DIGITS
from sudoku_gui.core.grid import PEERS, Cell, find_conflicts, is_solution, start_candidates
from sudoku_gui.core.puzzles.counting import count_solutions
from sudoku_gui.core.puzzles.generate import random_grid
from sudoku_gui.core.search import Marks, Problem, Trail, Words, digit_list, fewest_candidates, record_stack
from sudoku_gui.core.steps import (
    Backtrack,
    Contradiction,
    Guess,
    NoSolution,
    Place,
    SearchDone,
    Solved,
    Step,
)
from sudoku_gui.core.strategies import STRATEGIES

CORE = Path(__file__).resolve().parents[2] / "sudoku_gui" / "core"
WORDS = Words(guess="Guess {cell} = {digit}, depth {depth}", backtrack="Back to depth {depth}: {cell} = {digit} failed")


# -- a strategy is a short file: Norvig's propagation on the engine --------------------------------


def norvig_propagate(state: Marks, cell: Cell | None) -> Generator[Step, None, Problem | None]:
    """Norvig's two rules: a placed digit leaves its peers; a cell with one candidate is placed."""
    values, cands = state.values, state.candidates
    todo = [cell] if cell is not None else [c for c in range(81) if values[c] or len(DIGITS[cands[c]]) == 1]
    while todo:
        c = todo.pop()
        if not values[c]:
            values[c] = DIGITS[cands[c]][0]
            yield Place(c, values[c], "Naked Single", "single")
        m = cands[c]
        for p in PEERS[c]:
            if cands[p] & m:
                cands[p] &= ~m
                if not cands[p]:
                    return (p,), "a cell has no candidate left"
                if len(DIGITS[cands[p]]) == 1 and not values[p]:
                    todo.append(p)
    return None


def norvig_choose(state: Marks) -> tuple[Cell, tuple[int, ...]] | None:
    cell = fewest_candidates(state.values, state.candidates)
    return None if cell is None else (cell, DIGITS[state.candidates[cell]])


def norvig(puzzle, shape=record_stack, **kw):
    values = list(puzzle)
    return shape(Marks(values, start_candidates(values)), norvig_propagate, norvig_choose, WORDS, **kw)


def plain(puzzle):
    """Plain backtracking on the digit list: the first empty cell, the digits its peers leave."""

    def nothing(state, cell):
        return None
        yield

    def first_empty(state):
        if 0 not in state.values:
            return None
        c = state.values.index(0)
        used = {state.values[p] for p in PEERS[c]}
        return c, [d for d in range(1, 10) if d not in used]

    return digit_list(Trail(list(puzzle)), nothing, first_empty, WORDS)


# -- the invariants -------------------------------------------------------------------------------


def check_invariants(puzzle, steps, derived: bool) -> None:
    """Depth is the number of open guesses; every guess is closed by exactly one backtrack (the
    newest open one first) or by the end; a backtrack restores the state the guess was made in,
    less the failed digit; a solution is valid and the board the steps lead to; the outcome agrees
    with a count of the solutions."""
    open_guesses: list[Guess] = []
    state = replay(puzzle, [], derived)
    at_guess = []
    for step in steps:
        if isinstance(step, Guess):
            at_guess.append((list(state.values), list(state.candidates)))
            open_guesses.append(step)
            assert step.depth == len(open_guesses)
        elif isinstance(step, Backtrack):
            guess = open_guesses.pop()
            values, _ = at_guess.pop()
            assert (step.cell, step.digit, step.depth) == (guess.cell, guess.digit, len(open_guesses))
        state.apply(step)
        if isinstance(step, Backtrack):
            assert state.values == values  # back to the values the guess was made in
            if not derived:
                assert not state.candidates[step.cell] & (1 << (step.digit - 1))
        if isinstance(step, Solved):
            assert is_solution(step.values, puzzle) and state.values == list(step.values)
    last = steps[-1]
    solutions = count_solutions(puzzle, 2)
    if isinstance(last, SearchDone):
        assert last.solutions == sum(isinstance(s, Solved) for s in steps)
    elif isinstance(last, NoSolution):
        assert solutions == 0 and not open_guesses
    else:
        assert isinstance(last, Solved) and solutions >= 1


@st.composite
def puzzles(draw, least=30):
    """A random grid with cells emptied (and sometimes a given changed, so none or several
    solutions come up too)."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    grid = list(random_grid(rng))
    for c in rng.sample(range(81), 81 - draw(st.integers(least, 60))):
        grid[c] = 0
    if draw(st.booleans()):
        c = rng.choice([c for c in range(81) if grid[c]])
        grid[c] = rng.choice([d for d in range(1, 10) if d != grid[c]])
    return tuple(grid)


# name: (solve, whether the viewer derives candidates, least givens: the plain searches and
# the counting one would take seconds on sparser grids)
SEARCHES = {
    "norvig-record-stack": (lambda p: norvig(p), False, 30),
    "norvig-digit-list": (lambda p: norvig(p, digit_list), False, 30),
    "plain-digit-list": (plain, True, 45),
    **{
        name: (s.solve, s.derived_candidates, 45 if name in ("naive", "mrv-all") else 40 if name == "human" else 30)
        for name, s in STRATEGIES.items()
        if name != "fast"
    },
}


@pytest.mark.parametrize("name", list(SEARCHES))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_search_keeps_the_engine_invariants(name, data):
    solve, derived, least = SEARCHES[name]
    puzzle = data.draw(puzzles(least))
    if find_conflicts(puzzle):
        return  # the window and the command line refuse such givens before any search
    check_invariants(puzzle, list(solve(puzzle)), derived)


@settings(max_examples=25, deadline=None)
@given(puzzle=puzzles(least=24), limit=st.integers(1, 5))
def test_a_counting_digit_list_finds_every_solution_up_to_its_limit(puzzle, limit):
    if find_conflicts(puzzle):
        return
    steps = list(norvig(puzzle, digit_list, limit=limit))
    found = [s.values for s in steps if isinstance(s, Solved)]
    assert len(set(found)) == len(found) and all(is_solution(v, puzzle) for v in found)
    assert [s.number for s in steps if isinstance(s, Solved)] == list(range(1, len(found) + 1))
    done = steps[-1]
    assert isinstance(done, SearchDone) and done.solutions == len(found)
    n = count_solutions(puzzle, limit + 1)
    assert len(found) == min(limit, n)
    if n > limit:
        assert not done.complete
    if len(found) < limit:
        assert done.complete
    check_invariants(puzzle, steps, False)


def test_the_first_guess_of_a_record_stack_is_the_chosen_cells_first_digit():
    puzzle = (0,) * 81
    steps = norvig(puzzle)
    first = next(s for s in steps if isinstance(s, Guess))
    assert (first.cell, first.digit, first.depth, first.options) == (0, 1, 1, 0x1FF)
    assert first.text == "Guess r1c1 = 1, depth 1"


def test_a_cell_left_with_no_digit_is_said_in_the_strategys_words():
    puzzle = [0] * 81
    puzzle[:8] = range(1, 9)
    puzzle[17] = 9  # r1c9 can hold nothing
    steps = list(plain(puzzle))
    contradictions = [s for s in steps if isinstance(s, Contradiction)]
    assert contradictions and contradictions[0].cells == (8,)
    assert contradictions[0].text == "r1c9 has no candidate left"
    assert isinstance(steps[-1], NoSolution)


def test_a_record_stack_needs_a_state_that_keeps_marks():
    with pytest.raises(ValueError, match="keep candidates"):
        next(record_stack(Trail([0] * 81), lambda s, c: iter(()), lambda s: None, WORDS))


# -- only the engine builds guesses and backtracks -------------------------------------------------


def _calls(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            names.add(node.func.id)
    return names


def test_no_strategy_builds_a_guess_or_a_backtrack():
    built = {
        path.name: sorted(_calls(path) & {"Guess", "Backtrack"}) for path in sorted((CORE / "strategies").glob("*.py"))
    }
    assert {name: calls for name, calls in built.items() if calls} == {}


def test_the_engine_imports_no_strategy():
    for path in sorted((CORE / "search").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert "strategies" not in (node.module or ""), f"{path.name} imports {node.module}"
            elif isinstance(node, ast.Import):
                assert not any("strategies" in a.name for a in node.names), path.name
