"""The generator: exactly one solution, the level asked for, the symmetry asked for, and the
same puzzles from the same seed (the benchmark times every level; here a sample)."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from conftest import ROOT

from sudoku_gui.core.fast import count_fast
from sudoku_gui.core.generate import Cancelled, generate, orbit, random_grid
from sudoku_gui.core.grid import is_solution, parse_puzzle
from sudoku_gui.core.rating import rate


@pytest.mark.parametrize("level", ["Easy", "Medium", "Hard", "Extreme"])
@pytest.mark.parametrize("symmetry", ["none", "central", "diagonal"])
def test_generated_puzzles_are_proper_at_their_level_and_symmetric(level, symmetry):
    made = generate(level, symmetry, random.Random(11))
    assert count_fast(made.puzzle, 2) == 1
    assert made.rating.level == level == rate(made.puzzle).level
    for cell in range(81):
        assert {bool(made.puzzle[c]) for c in orbit(cell, symmetry)} == {bool(made.puzzle[cell])}


def test_random_grids_are_solutions_and_differ():
    rng = random.Random(3)
    a, b = random_grid(rng), random_grid(rng)
    assert is_solution(a) and is_solution(b) and a != b


def test_bad_names_and_cancel():
    with pytest.raises(ValueError):
        generate("Impossible")
    with pytest.raises(ValueError):
        generate("Easy", "spiral")
    with pytest.raises(Cancelled):
        generate("Hard", cancelled=lambda: True)


def test_generate_on_the_command_line_is_repeatable():
    args = [sys.executable, "main.py", "--generate", "2", "--level", "Easy", "--seed", "42"]
    one = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=120)
    two = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert one.returncode == 0 and one.stdout == two.stdout
    lines = one.stdout.splitlines()
    assert len(lines) == 2 and all(count_fast(parse_puzzle(line), 2) == 1 for line in lines)


def test_a_ceiling_only_stops_rating_early_never_changes_which_side_a_puzzle_falls():
    from sudoku_gui.core.library import load_collection
    from sudoku_gui.core.rating import LEVELS

    puzzles = [p.values for p in load_collection("easy50.txt")[:4] + load_collection("top95.txt")[:4]]
    for puzzle in puzzles:
        full = rate(puzzle)
        for bound, _ in LEVELS[:-1]:
            quick = rate(puzzle, ceiling=bound)
            assert (quick.score > bound or quick.level == "Beyond") == (full.score > bound or full.level == "Beyond")
            if full.score <= bound and full.level != "Beyond":
                assert quick == full
