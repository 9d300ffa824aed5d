"""The propagate-guess strategy (seed 003): solves, replays, balances its guesses."""

from __future__ import annotations

import pytest
from conftest import COLLECTIONS, SEED_PUZZLES, read_puzzles

from sudoku_gui.core.board_state import BoardState, replay
from sudoku_gui.core.candidates import ALL
from sudoku_gui.core.grid import find_conflicts, is_solution
from sudoku_gui.core.steps import Backtrack, Contradiction, Guess, NoSolution, Solved
from sudoku_gui.core.strategies import STRATEGIES
from sudoku_gui.core.strategies.propagate_guess import propagate_guess


def solve_steps(puzzle):
    return list(propagate_guess(puzzle))


@pytest.mark.parametrize("item", SEED_PUZZLES, ids=lambda it: f"{it.source[:3]}-{it.name[:24]}")
def test_every_seed_puzzle_is_solved_and_replays(item):
    steps = solve_steps(item.values)
    last = steps[-1]
    assert isinstance(last, Solved)
    assert is_solution(last.values, item.values)
    state = replay(item.values, steps)
    assert state.values == list(last.values)  # the steps themselves lead to the solution
    assert state.candidates == [1 << (v - 1) for v in last.values]
    assert state.outcome == "solved"


def test_top95_all_solved():
    for puzzle in read_puzzles("top95.txt"):
        last = solve_steps(puzzle)[-1]
        assert isinstance(last, Solved) and is_solution(last.values, puzzle)


@pytest.mark.parametrize("name", COLLECTIONS)
def test_every_collection(name):
    for puzzle in read_puzzles(name):
        steps = solve_steps(puzzle)
        assert is_solution(steps[-1].values, puzzle)
        assert replay(puzzle, steps).values == list(steps[-1].values)


HARD = next(it.values for it in SEED_PUZZLES if it.name == "Hard")  # seed 000: 159 guesses


def test_guesses_and_backtracks_balance():
    depth = guesses = backtracks = 0
    for step in solve_steps(HARD):
        if isinstance(step, Guess):
            guesses += 1
            depth += 1
            assert step.depth == depth
        elif isinstance(step, Backtrack):
            backtracks += 1
            depth -= 1
            assert step.depth == depth >= 0
    assert guesses > 100 and backtracks > 100
    assert guesses - backtracks == depth  # what is left on the stack led to the solution


def test_every_backtrack_restores_the_state_of_its_guess():
    steps = solve_steps(HARD)
    board = BoardState(HARD)
    open_guesses = []  # (guess step, board before it), as on the record stack
    for step in steps:
        if isinstance(step, Guess):
            open_guesses.append((step, board.copy()))
        board.apply(step)
        if isinstance(step, Backtrack):
            guess, before = open_guesses.pop()
            assert (step.cell, step.digit, step.depth) == (guess.cell, guess.digit, guess.depth - 1)
            assert board.values == before.values
            expected = before.candidates[:]
            expected[guess.cell] &= ~(1 << (guess.digit - 1))
            assert board.candidates == expected
            assert len(step.restored) < 81  # only what the pop undoes is carried


def test_empty_board_gives_a_full_valid_grid():
    last = solve_steps((0,) * 81)[-1]
    assert isinstance(last, Solved) and is_solution(last.values)


def test_no_solution_exhausts_the_stack():
    # Givens agree with each other, yet r1c9 can hold nothing: 9 is already in column 9.
    puzzle = [0] * 81
    puzzle[:8] = range(1, 9)
    puzzle[17] = 9
    steps = solve_steps(puzzle)
    assert isinstance(steps[-1], NoSolution)
    assert sum(isinstance(s, Guess) for s in steps) == sum(isinstance(s, Backtrack) for s in steps)
    # the contradiction names the empty cell, not "1 cells ... share only the 0 candidates"
    problem = next(s for s in steps if isinstance(s, Contradiction))
    assert problem.cells == (8,) and str(problem.text) == "r1c9 has no candidate left"


def test_no_solution_after_guessing():
    # One wrong digit that breaks no rule among the givens: only the search can refute it.
    solution = solve_steps(HARD)[-1].values
    puzzle = list(HARD)
    cell = puzzle.index(0)
    puzzle[cell] = next(
        d for d in range(1, 10) if d != solution[cell] and not find_conflicts(puzzle[:cell] + [d] + puzzle[cell + 1 :])
    )
    steps = solve_steps(puzzle)
    assert isinstance(steps[-1], NoSolution)
    guesses = sum(isinstance(s, Guess) for s in steps)
    assert guesses > 0 and guesses == sum(isinstance(s, Backtrack) for s in steps)


def test_closing_the_generator_cancels():
    gen = propagate_guess(read_puzzles("top95.txt")[0])
    for _ in range(5):
        next(gen)
    gen.close()
    assert next(gen, None) is None


def test_strategy_works_on_a_private_copy():
    puzzle = list(read_puzzles("top95.txt")[0])
    before = puzzle[:]
    solve_steps(puzzle)
    assert puzzle == before


def test_registry_default():
    assert STRATEGIES["propagate-guess"].solve is propagate_guess
    assert ALL == 0x1FF
