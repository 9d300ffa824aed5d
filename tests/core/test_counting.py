"""The solution counter and the board state's derived pencil marks."""

from __future__ import annotations

from conftest import read_puzzles

from sudoku_gui.core.board_state import replay
from sudoku_gui.core.grid import basic_candidates
from sudoku_gui.core.puzzles.counting import count_solutions
from sudoku_gui.core.strategies import STRATEGIES


def test_proper_puzzles_have_one_solution():
    for name in ("top95.txt", "sample_tdoku_17_clue_every5th.txt"):
        for puzzle in read_puzzles(name)[:10]:
            assert count_solutions(puzzle) == 1


def test_counts_stop_at_the_limit_and_spot_no_solution():
    assert count_solutions([0] * 81, limit=7) == 7
    puzzle = list(read_puzzles("top95.txt")[0])
    given = next(i for i, v in enumerate(puzzle) if v)
    puzzle[given] = 0
    assert count_solutions(puzzle, limit=2) == 2  # top95 #1 is minimal: any given removed opens it
    unsolvable = [0] * 81
    unsolvable[:8] = range(1, 9)
    unsolvable[17] = 9
    assert count_solutions(unsolvable) == 0
    clash = [0] * 81
    clash[0] = clash[1] = 3
    assert count_solutions(clash) == 0


def test_cancelled_count_stops():
    assert count_solutions([0] * 81, limit=100, cancelled=lambda: True) == 0


def test_derived_candidates_follow_the_values():
    puzzle = read_puzzles("easy50.txt")[0]
    steps = list(STRATEGIES["naive"].solve(puzzle))
    for cut in (10, len(steps) // 2, len(steps) - 2):
        state = replay(puzzle, steps[:cut], derived_candidates=True)
        assert state.candidates == basic_candidates(state.values)
