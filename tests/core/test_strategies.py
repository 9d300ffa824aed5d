"""Every strategy: solves and verifies, replays, keeps its record stack balanced, and follows its
seed article's defining behaviour."""

from __future__ import annotations

import sys

import pytest
from conftest import COLLECTIONS, SEED_PUZZLES, read_puzzles

from sudoku_gui.core.board_state import replay
from sudoku_gui.core.grid import PEERS, find_conflicts, is_solution, parse_puzzle, start_candidates
from sudoku_gui.core.puzzles.counting import count_solutions
from sudoku_gui.core.runs.limits import time_limited
from sudoku_gui.core.runs.solve_to_end import solve
from sudoku_gui.core.steps import (
    Backtrack,
    Eliminate,
    Guess,
    NoSolution,
    Place,
    SearchDone,
    Solved,
    TimeLimitReached,
)
from sudoku_gui.core.strategies import STRATEGIES, Strategy
from sudoku_gui.core.strategies.human import techniques_for
from sudoku_gui.core.strategies.mrv_all import mrv_all
from sudoku_gui.core.techniques import BY_NAME

SLOW_FOR_NAIVE = {"simpleSudoku02 (17 givens)"}  # ~42 million placements: benchmark only
HARD = next(it.values for it in SEED_PUZZLES if it.name == "Hard")


def seed_cases():
    for name in STRATEGIES:
        for item in SEED_PUZZLES:
            if name == "naive" and item.name in SLOW_FOR_NAIVE:
                continue
            yield pytest.param(name, item.values, id=f"{name}-{item.source[:3]}-{item.name[:20]}")


def check_run(name, puzzle):
    strategy = STRATEGIES[name]
    steps = list(strategy.solve(puzzle))
    solutions = [s for s in steps if isinstance(s, Solved)]
    assert solutions, f"{name} found no solution"
    assert is_solution(solutions[0].values, puzzle)
    state = replay(puzzle, steps, strategy.derived_candidates)
    assert state.outcome == "solved"
    if not isinstance(steps[-1], SearchDone):
        assert steps[-1] is solutions[0]
    assert state.values == list(solutions[0].values)  # the steps lead to it (or end on it)
    depth = 0
    for step in steps:
        if isinstance(step, Guess):
            depth += 1
            assert step.depth == depth
        elif isinstance(step, Backtrack):
            depth -= 1
            assert step.depth == depth >= 0
    return steps


@pytest.mark.parametrize("name, puzzle", list(seed_cases()))
def test_every_strategy_solves_every_seed_puzzle(name, puzzle):
    check_run(name, puzzle)


# Pure backtracking strategies need seconds on some 17-clue and top95 puzzles, and human's
# chain and forcing-net searches seconds on the hardest ones; they get a smaller sample here and
# whole collections in benchmarks/bench_solvers.py and benchmarks/bench_human.py.
SAMPLE = {"mrv-all": 3, "units": 3, "human": 5}


@pytest.mark.parametrize("name", [n for n in STRATEGIES if n != "naive"])
@pytest.mark.parametrize("collection", COLLECTIONS)
def test_every_strategy_solves_every_collection(name, collection):
    for puzzle in read_puzzles(collection)[: SAMPLE.get(name, 12)]:
        check_run(name, puzzle)


@pytest.mark.parametrize("collection", ["easy50.txt", "hardest.txt"])
def test_naive_solves_easy50_and_hardest(collection):
    # A sample (every third puzzle): the whole collections run in benchmarks/bench_solvers.py.
    for puzzle in read_puzzles(collection)[::3]:
        result = solve(puzzle, "naive")
        assert result.outcome == "solved" and is_solution(result.solution, puzzle)


def c_placements(puzzle) -> int:
    """Seed 004's C recursion, re-expressed independently: count its digit assignments."""
    grid = list(puzzle)
    count = 0

    def fill() -> bool:
        nonlocal count
        if 0 not in grid:
            return True
        idx = grid.index(0)
        possible = [d for d in range(1, 10) if all(grid[p] != d for p in PEERS[idx])]
        for d in possible:
            grid[idx] = d
            count += 1
            if fill():
                return True
        grid[idx] = 0
        return False

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    assert fill()
    return count


ARTICLE_004 = [it for it in SEED_PUZZLES if it.source.startswith("004")]


@pytest.mark.parametrize("item", ARTICLE_004, ids=lambda it: it.name[:30])
def test_naive_placement_count_is_the_c_algorithms(item):
    steps = list(STRATEGIES["naive"].solve(item.values))
    placements = sum(isinstance(s, Guess) for s in steps)
    assert placements == c_placements(item.values)
    assert placements in (3518, 225, 246)  # the counts for the article's three arrays
    assert replay(item.values, steps, True).counters.placements == placements


def test_naive_order_is_row_major_ascending():
    steps = list(STRATEGIES["naive"].solve(ARTICLE_004[0].values))
    first = next(s for s in steps if isinstance(s, Guess))
    assert first.cell == ARTICLE_004[0].values.index(0)
    tried = [s.digit for s in steps if isinstance(s, Guess) and s.cell == first.cell]
    assert tried == sorted(tried)


def test_mrv_all_counts_every_solution():
    # Remove givens from a proper puzzle until it has several solutions; mrv-all counts them.
    solution = solve(HARD, "mrv-all").solution
    puzzle = list(solution)
    for cell in (0, 1, 9, 10):  # a 2x2 block of digits swappable in pairs -> several solutions
        puzzle[cell] = 0
    steps = list(mrv_all(puzzle))
    found = [s for s in steps if isinstance(s, Solved)]
    assert isinstance(steps[-1], SearchDone) and steps[-1].solutions == len(found)
    assert all(is_solution(s.values, puzzle) for s in found)
    assert len({s.values for s in found}) == len(found)
    brute = _count_solutions(puzzle)
    assert len(found) == brute


def _count_solutions(puzzle) -> int:
    grid = list(puzzle)
    if 0 not in grid:
        return 1
    idx = grid.index(0)
    total = 0
    for d in range(1, 10):
        if all(grid[p] != d for p in PEERS[idx]):
            grid[idx] = d
            total += _count_solutions(grid)
            grid[idx] = 0
    return total


def test_mrv_all_stops_at_its_limit_on_an_empty_board():
    steps = list(mrv_all((0,) * 81, limit=5))
    assert sum(isinstance(s, Solved) for s in steps) == 5
    assert steps[-1] == SearchDone(5, False, steps[-1].text)


def test_mrv_all_tries_digits_in_descending_order():
    steps = list(mrv_all(HARD))
    first = next(s for s in steps if isinstance(s, Guess))
    tried = [s.digit for s in steps if isinstance(s, Guess) and s.cell == first.cell and s.depth == 1]
    assert tried == sorted(tried, reverse=True)


@pytest.mark.parametrize("name", list(STRATEGIES))
def test_unsolvable_puzzle(name):
    puzzle = [0] * 81
    puzzle[:8] = range(1, 9)
    puzzle[17] = 9
    result = solve(puzzle, name)
    assert result.outcome == "no-solution" and result.solution is None


@pytest.mark.parametrize("name", list(STRATEGIES))
def test_wrong_given_found_by_search(name):
    solution = solve(HARD, "propagate-guess").solution
    puzzle = list(HARD)
    cell = puzzle.index(0)
    for d in range(1, 10):
        if d != solution[cell] and not find_conflicts(puzzle[:cell] + [d] + puzzle[cell + 1 :]):
            puzzle[cell] = d
            break
    if name == "naive":
        pytest.skip("naive needs minutes to refute a wrong digit in this puzzle")
    steps = list(STRATEGIES[name].solve(puzzle))
    assert isinstance(steps[-1], NoSolution | SearchDone)
    assert not any(isinstance(s, Solved) for s in steps)


@pytest.mark.parametrize("name", list(STRATEGIES))
def test_empty_board(name):
    if name == "naive":
        steps = list(STRATEGIES[name].solve((0,) * 81))
        assert is_solution(steps[-1].values)
        return
    result = solve((0,) * 81, name)
    assert is_solution(result.solution)


def test_time_limit_ends_the_run():
    steps = list(time_limited(STRATEGIES["naive"].solve(read_puzzles("hardest.txt")[0]), 0.05))
    assert isinstance(steps[-1], TimeLimitReached)
    result = solve(read_puzzles("hardest.txt")[0], "naive", time_limit=0.05)
    assert result.outcome == "time-limit" and result.solution is None


def test_time_limit_closes_the_strategy():
    closed = []

    def strategy():
        try:
            while True:
                yield Guess(0, 1, 1, 0, "")
        finally:
            closed.append(True)

    steps = time_limited(strategy(), 0.01)
    for _ in steps:
        pass
    assert closed == [True]


# Puzzles with more than one solution: the example, then easy50 and top95 puzzles with
# givens removed until a second solution appears.
MULTI = [
    "1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9",
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.8.....26.95..8..2.3..9..5.1....",
    "2.....3...6.....84.3.5..2.9...1.5..8.........4.27.6...3.1..7...72..4..6...4.1...3",
    "......9.7....2.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......",
    "4.....8.5............7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........4.8.........3..2...87.....",
]
NAIVE_MULTI = (0, 1, 2, 5)  # naive needs minutes on the others


@pytest.mark.parametrize("name", list(STRATEGIES))
@pytest.mark.parametrize("index", range(len(MULTI)))
def test_every_strategy_solves_puzzles_with_several_solutions(name, index):
    if name == "naive" and index not in NAIVE_MULTI:
        pytest.skip("naive needs minutes on this puzzle")
    puzzle = parse_puzzle(MULTI[index])
    assert count_solutions(puzzle, 2) == 2
    steps = list(STRATEGIES[name].solve(puzzle))
    solved = [s for s in steps if isinstance(s, Solved)]
    assert solved and is_solution(solved[0].values, puzzle)


@pytest.mark.parametrize("index", range(len(MULTI)))
def test_human_leaves_uniqueness_techniques_out_and_says_why(index):
    steps = list(STRATEGIES["human"].solve(parse_puzzle(MULTI[index])))
    used = {s.technique for s in steps if isinstance(s, Place | Eliminate)}
    assert not any(BY_NAME[t].needs_unique for t in used)
    assert steps[-1].text.endswith("(uniqueness techniques left out: the puzzle has more than one solution)")


def test_human_uses_uniqueness_techniques_on_a_proper_puzzle():
    techniques, why = techniques_for(read_puzzles("top95.txt")[0])
    assert why == "" and any(t.needs_unique for t in techniques)


def test_only_strategies_that_keep_marks_start_from_them():
    # Strike r1c1's solution digit from the player's marks: a strategy that starts from the marks
    # finds no solution; one that derives its candidates (or fast) does not see the marks.
    solution = solve(HARD, "fast").solution
    marks = list(start_candidates(HARD))
    marks[0] &= ~(1 << (solution[0] - 1))
    keeping = {name for name, s in STRATEGIES.items() if s.keeps_marks}
    assert keeping == {"propagate-guess", "mrv-all", "hidden-singles", "human"}
    for name in STRATEGIES:
        if name == "naive":
            continue  # seconds on this puzzle; the same path as units
        steps = list(STRATEGIES[name].run(HARD, marks))
        assert any(isinstance(s, Solved) for s in steps) == (name not in keeping), name
    plain = Strategy("plain", "", "naive", keeps_marks=False)  # takes no marks= at all
    assert isinstance(list(plain.run(ARTICLE_004[1].values, marks))[-1], Solved)
