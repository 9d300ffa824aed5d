"""``fast``: right answers and right counts, checked against independent counters."""

from __future__ import annotations

import random

import pytest
from conftest import COLLECTIONS, read_puzzles
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_gui.core.grid import PEERS, find_conflicts, is_solution
from sudoku_gui.core.puzzles.exact_cover import count_fast, search, solve_fast
from sudoku_gui.core.runs.solve_to_end import solve
from sudoku_gui.core.steps import Solved
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.strategies.mrv_all import mrv_all

TWO = "1...295..52..714.3.794.....3.4.957.............51849..9.6.....54......7...7..63.9"
SOLUTION = read_puzzles("top95.txt")[0]  # replaced by its solution below
SOLVED_GRID = solve_fast(SOLUTION)
assert SOLVED_GRID is not None


def brute_count(values: list[int], limit: int) -> int:
    """An independent counter: plain backtracking on the first empty cell, no propagation."""
    grid = list(values)
    if find_conflicts(grid):
        return 0
    found = 0

    def fill() -> bool:
        nonlocal found
        try:
            cell = grid.index(0)
        except ValueError:
            found += 1
            return found >= limit
        used = {grid[p] for p in PEERS[cell]}
        for d in range(1, 10):
            if d not in used:
                grid[cell] = d
                if fill():
                    return True
        grid[cell] = 0
        return False

    fill()
    return found


def mrv_all_count(values: list[int], limit: int) -> int:
    return sum(1 for step in mrv_all(values, limit) if isinstance(step, Solved))


@pytest.mark.parametrize("collection", COLLECTIONS)
def test_fast_solves_and_counts_one_on_every_collection(collection):
    for puzzle in read_puzzles(collection)[:40]:
        result = search(puzzle, 2)
        assert len(result.solutions) == 1 and result.complete
        assert is_solution(result.solutions[0], puzzle)


def partial_grids(draw: st.DrawFn) -> list[int]:
    """A random subset of a solved grid's cells (0, 1 or many solutions), sometimes with one
    wrong digit added that no peer holds (usually 0 solutions; the givens never conflict, as
    the search strategies expect)."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    keep = draw(st.integers(22, 60))
    cells = rng.sample(range(81), keep)
    grid = [SOLVED_GRID[c] if c in cells else 0 for c in range(81)]
    if draw(st.booleans()):
        empty = [c for c in range(81) if not grid[c]]
        cell = rng.choice(empty)
        used = {grid[p] for p in PEERS[cell]} | {SOLVED_GRID[cell]}
        if wrong := [d for d in range(1, 10) if d not in used]:
            grid[cell] = rng.choice(wrong)
    return grid


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.composite(partial_grids)())
def test_fast_count_equals_mrv_all_on_random_partial_grids(grid):
    assert count_fast(grid, 5) == mrv_all_count(grid, 5)


@settings(max_examples=40, deadline=None)
@given(st.composite(partial_grids)())
def test_fast_count_equals_plain_backtracking(grid):
    if sum(1 for v in grid if v) < 30:
        return  # plain backtracking is too slow on sparse grids
    assert count_fast(grid, 3) == brute_count(grid, 3)


def test_counts_zero_one_and_many():
    assert count_fast(SOLUTION, 2) == 1
    assert count_fast([int(ch) if ch != "." else 0 for ch in TWO], 10) == 2
    assert count_fast([0] * 81, 25) == 25
    clash = [0] * 81
    clash[0] = clash[1] = 5
    assert count_fast(clash) == 0
    unsolvable = list(range(1, 9)) + [0] * 8 + [9] + [0] * 64  # r1c9 needs 9, column 9 has it
    assert count_fast(unsolvable) == 0 and solve_fast(unsolvable) is None


def test_the_fast_strategy_reports_the_count():
    steps = list(STRATEGIES["fast"].solve([int(ch) if ch != "." else 0 for ch in TWO]))
    assert [s.kind for s in steps] == ["solved", "solved", "search-done"]  # each solution it counts, shown
    assert steps[0].values != steps[1].values
    assert steps[2].solutions == 2 and not steps[2].complete
    result = solve(read_puzzles("hardest.txt")[0], "fast")
    assert result.outcome == "solved" and is_solution(result.solution, read_puzzles("hardest.txt")[0])


def test_bad_values_raise_value_error():
    with pytest.raises(ValueError):
        search([10] + [0] * 80)
    with pytest.raises(ValueError):
        search([0] * 80)


@pytest.mark.parametrize(("puzzle", "multiple"), [(None, False), (TWO, True)])
def test_solve_with_fast_on_the_command_line_searches_once(monkeypatch, puzzle, multiple):
    """``--solve --algorithm fast``: one search to 2 gives the answer and the 'more than one' note."""
    import importlib

    from sudoku_gui.cli.command_line import Task, do_one

    fast_module = importlib.import_module("sudoku_gui.core.puzzles.exact_cover")
    fast_strategy = importlib.import_module("sudoku_gui.core.strategies.instant")  # the package's name is the function
    from sudoku_gui.core.puzzles.puzzle_io import PuzzleInput

    calls: list[int] = []

    def counted(values, limit=1, cancelled=None):
        calls.append(limit)
        return search(values, limit, cancelled)

    monkeypatch.setattr(fast_module, "search", counted)
    monkeypatch.setattr(fast_strategy, "search", counted)
    values = (
        tuple(read_puzzles("hardest.txt")[0]) if puzzle is None else tuple(int(ch) if ch != "." else 0 for ch in puzzle)
    )
    out = do_one(Task("solve", "fast"), 1, PuzzleInput("x", values, None))
    assert calls == [2]
    assert out.ok and is_solution([int(ch) for ch in out.line], values)
    assert ("puzzle 1: more than one solution" in out.notes) is multiple
